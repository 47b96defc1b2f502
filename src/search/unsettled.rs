//! Groups whose fate hangs on who moves first. A player that passes beside one lets the
//! opponent move there first, so before passing it plays the move that settles the group its
//! way: the save of its own chain that the opponent could kill, or the kill of an opponent
//! chain whose owner could save it. Only closed regions are read (the end of a game), within a
//! move budget and a deadline.

use crate::board::{Board, Color, Move, Point};
use crate::game::Game;
use crate::score::PassAlive;
use crate::tactics::life::{budget_within, kill, save, LifeReading};
use crate::tactics::{moves_read_on_this_thread, Budget};
use std::time::Instant;

/// The moves all the readings of one check may play together.
const TOTAL_MOVES: u64 = 600_000;

/// The move that settles, for `color`, the largest chain whose fate depends on who moves
/// first in `game`: its own chains first, then the opponent's; only moves `allowed` accepts.
/// `None` when reading finds none within the budget and `deadline`.
pub fn settling_move(
    game: &Game,
    color: Color,
    deadline: Option<Instant>,
    allowed: impl Fn(Move) -> bool,
) -> Option<Move> {
    let board = game.board();
    let pass_alive = PassAlive::find(board);
    let mut heads: Vec<Point> = board
        .chain_heads()
        .filter(|&p| !pass_alive.is_alive(p))
        .collect();
    heads.sort_by_key(|&h| {
        let own = board.color_at(h) == Some(color);
        (!own, std::cmp::Reverse(board.chain_size(h)))
    });
    let mut scratch = board.clone();
    let first_read = moves_read_on_this_thread();
    for head in heads {
        let used = moves_read_on_this_thread() - first_read;
        let owner = board.color_at(head).expect("chain head is a stone");
        // A save reads the kill first; the opponent's chain is read a third time for the
        // killing move.
        let readings = if owner == color { 2 } else { 3 };
        let budget = budget_within(TOTAL_MOVES.saturating_sub(used), deadline, readings)?;
        let settling = if owner == color {
            // A save that needs a move: the opponent, moving first, would kill the chain.
            match save(&mut scratch, head, budget) {
                LifeReading::Succeeds(mv @ Move::Play(_)) => Some(mv),
                _ => None,
            }
        } else {
            killed_unless_saved(&mut scratch, head, budget)
        };
        if let Some(mv) = settling.filter(|&mv| allowed(mv) && game.check(color, mv).is_ok()) {
            log::debug!(
                "{color} settles the chain at {} ({} stones) with {} before passing",
                board.vertex(head),
                board.chain_size(head),
                crate::board::move_text(board, mv)
            );
            return Some(mv);
        }
    }
    None
}

/// Whether `color` may play `point` without handing the opponent the kill of the chain it
/// joins (as filling an eye of its own, or a liberty in a capturing race, may): no kill found
/// (open ground is not read). With no time left before `deadline` to read, it says yes: a
/// cleanup that cannot read still takes the dead stones.
pub fn keeps_own_chains(
    board: &Board,
    color: Color,
    point: Point,
    deadline: Option<Instant>,
) -> bool {
    let mut after = board.clone();
    after.play(point, color);
    if after.color_at(point) != Some(color) {
        return false;
    }
    if PassAlive::find(&after).is_alive(point) {
        return true;
    }
    let Some(budget) = budget_within(u64::MAX, deadline, 1) else {
        return true;
    };
    !matches!(kill(&mut after, point, budget), LifeReading::Succeeds(_))
}

/// The kill of the opponent chain through `head`, when its owner, moving first, could save it
/// instead (a chain dead whoever moves first needs no move).
fn killed_unless_saved(board: &mut Board, head: Point, budget: Budget) -> Option<Move> {
    let LifeReading::Succeeds(mv @ Move::Play(_)) = kill(board, head, budget) else {
        return None;
    };
    matches!(
        save(board, head, budget),
        LifeReading::Succeeds(Move::Play(_))
    )
    .then_some(mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::point_at;
    use crate::game::diagram_game;
    use crate::rules;

    #[test]
    fn the_vital_point_of_a_straight_three_settles_it_for_either_side() {
        // Black's corner group has a straight three at A7 B7 C7: B7 makes two eyes for Black
        // and kills for White.
        let game = diagram_game(
            &[
                ". . . X O . .",
                "X X X X O . .",
                "O O O O O . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
            ],
            rules::CHINESE,
        );
        let b7 = Move::Play(point_at(game.board(), "B7"));
        assert_eq!(settling_move(&game, Color::Black, None, |_| true), Some(b7));
        assert_eq!(settling_move(&game, Color::White, None, |_| true), Some(b7));
        // A move the client forbade (analysis `avoid`) is not played.
        assert_eq!(
            settling_move(&game, Color::Black, None, |mv| mv != b7),
            None
        );
    }

    #[test]
    fn a_settled_board_needs_no_move() {
        // Black's two eyes at A7 and A5 are pass-alive; White's wall has the open board.
        let game = diagram_game(
            &[
                ". X O . . . .",
                "X X O . . . .",
                ". X O . . . .",
                "X X O . . . .",
                "O O O . . . .",
                ". . . . . . .",
                ". . . . . . .",
            ],
            rules::CHINESE,
        );
        for color in Color::BOTH {
            assert_eq!(settling_move(&game, color, None, |_| true), None);
        }
        // Filling one of the eyes hands White the kill; a move away from the group does not.
        let board = game.board();
        assert!(!keeps_own_chains(
            board,
            Color::Black,
            point_at(board, "A5"),
            None
        ));
        assert!(keeps_own_chains(
            board,
            Color::Black,
            point_at(board, "E2"),
            None
        ));
    }
}
