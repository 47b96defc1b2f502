//! Groups whose fate hangs on who moves first. A player that passes beside one lets the
//! opponent move there first, so before passing it plays the move that settles the group its
//! way: the save of its own chain that the opponent could kill, or the kill of an opponent
//! chain whose owner could save it. Only closed regions are read (the end of a game), within a
//! move budget and a deadline.

use crate::board::{Board, Color, Move, Point};
use crate::game::Game;
use crate::score::PassAlive;
use crate::tactics::life::{kill_counting_moves, save, LifeReading, LIFE_BUDGET};
use crate::tactics::{moves_read_on_this_thread, Budget};
use std::time::Instant;

/// The moves all the readings of one check may play together.
const TOTAL_MOVES: u64 = 600_000;

/// Moves one reading plays per second left before the deadline, at most: a reading that
/// starts just before the deadline is cut to fit.
const MOVES_PER_SECOND: f64 = 400_000.0;

/// The move that settles, for `color`, the largest chain whose fate depends on who moves
/// first in `game`: its own chains first, then the opponent's. `None` when reading finds none
/// within the budget and `deadline`.
pub fn settling_move(game: &Game, color: Color, deadline: Option<Instant>) -> Option<Move> {
    let board = game.board();
    let pass_alive = PassAlive::find(board);
    let mut heads: Vec<Point> = board
        .points()
        .filter(|&p| board.color_at(p).is_some() && board.chain(p) == p)
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
        let budget = reading_budget(TOTAL_MOVES.saturating_sub(used), deadline)?;
        let owner = board.color_at(head).expect("chain head is a stone");
        let settling = if owner == color {
            // A save that needs a move: the opponent, moving first, would kill the chain.
            match save(&mut scratch, head, budget) {
                LifeReading::Succeeds(mv @ Move::Play(_)) => Some(mv),
                _ => None,
            }
        } else {
            killed_unless_saved(&mut scratch, head, budget)
        };
        if let Some(mv) = settling.filter(|&mv| game.check(color, mv).is_ok()) {
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

/// Whether `color` may play `point` without handing the opponent the kill of one of its
/// chains next to it (as filling an eye of its own, or a liberty in a capturing race, may).
pub fn keeps_own_chains(board: &Board, color: Color, point: Point) -> bool {
    let mut after = board.clone();
    after.play(point, color);
    if after.color_at(point) != Some(color) {
        return false;
    }
    let pass_alive = PassAlive::find(&after);
    let mut neighbours: Vec<Point> = after
        .neighbors(point)
        .into_iter()
        .chain([point])
        .filter(|&n| after.color_at(n) == Some(color) && !pass_alive.is_alive(n))
        .map(|n| after.chain(n))
        .collect();
    neighbours.dedup();
    neighbours.into_iter().all(|head| {
        !matches!(
            kill_counting_moves(&mut after, head, LIFE_BUDGET).0,
            LifeReading::Succeeds(_)
        )
    })
}

/// The kill of the opponent chain through `head`, when its owner, moving first, could save it
/// instead (a chain dead whoever moves first needs no move).
fn killed_unless_saved(board: &mut Board, head: Point, budget: Budget) -> Option<Move> {
    let (kill, _) = kill_counting_moves(board, head, budget);
    let LifeReading::Succeeds(mv @ Move::Play(_)) = kill else {
        return None;
    };
    matches!(
        save(board, head, budget),
        LifeReading::Succeeds(Move::Play(_))
    )
    .then_some(mv)
}

/// The budget of the next reading with `moves_left` in all, cut to the time before
/// `deadline`; `None` when nothing is left.
fn reading_budget(moves_left: u64, deadline: Option<Instant>) -> Option<Budget> {
    let mut moves = moves_left.min(u64::from(LIFE_BUDGET.moves));
    if let Some(deadline) = deadline {
        let seconds = deadline
            .saturating_duration_since(Instant::now())
            .as_secs_f64();
        moves = moves.min((seconds * MOVES_PER_SECOND) as u64);
    }
    (moves >= 1_000).then_some(Budget {
        moves: moves as u32,
        ..LIFE_BUDGET
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_stones, point_at};
    use crate::rules;

    fn game(rows: &[&str]) -> Game {
        let mut game = Game::new(rows.len(), rules::CHINESE, 7.0).unwrap();
        let board = game.board();
        let stones: Vec<_> = diagram_stones(rows)
            .into_iter()
            .map(|(color, v)| (color, board.point_of(v).unwrap()))
            .collect();
        game.set_up(&stones, Color::Black, false).unwrap();
        game
    }

    #[test]
    fn the_vital_point_of_a_straight_three_settles_it_for_either_side() {
        // Black's corner group has a straight three at A7 B7 C7: B7 makes two eyes for Black
        // and kills for White.
        let game = game(&[
            ". . . X O . .",
            "X X X X O . .",
            "O O O O O . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ]);
        let b7 = Move::Play(point_at(game.board(), "B7"));
        assert_eq!(settling_move(&game, Color::Black, None), Some(b7));
        assert_eq!(settling_move(&game, Color::White, None), Some(b7));
    }

    #[test]
    fn a_settled_board_needs_no_move() {
        // Black's two eyes at A7 and A5 are pass-alive; White's wall has the open board.
        let game = game(&[
            ". X O . . . .",
            "X X O . . . .",
            ". X O . . . .",
            "X X O . . . .",
            "O O O . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ]);
        for color in Color::BOTH {
            assert_eq!(settling_move(&game, color, None), None);
        }
        // Filling one of the eyes hands White the kill; a move away from the group does not.
        let board = game.board();
        assert!(!keeps_own_chains(
            board,
            Color::Black,
            point_at(board, "A5")
        ));
        assert!(keeps_own_chains(board, Color::Black, point_at(board, "E2")));
    }
}
