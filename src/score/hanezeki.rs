//! Chains left in atari that neither side may take (hanezeki): taking one would leave the
//! taker's own group short of liberties in a race it then loses. Playouts take such chains at
//! once, so the estimate marks them dead; an exact local reading of the small fight around
//! them ([`crate::tactics::standoff`]) finds that nobody gains by moving there, and the chains
//! in the fight are in seki.

use super::benson::PassAlive;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Point, Stone};
use crate::tactics::standoff::{settles, Fight};
use crate::tactics::Answer;

/// A fight with more points than this (empty points and atari chains) is not read.
const MAX_REGION: usize = 16;
/// A chain whose liberties are more than this is not short of liberties: nothing to read.
const MAX_GROUP_LIBERTIES: usize = 4;

/// Re-judges every chain in atari that the estimate marked dead while the group that would
/// take it is itself short of liberties: when exact local play from the position, with either
/// side to move, captures nothing (taking any chain loses), the chains of that fight and the
/// groups next to them are in seki.
pub fn settle_standoffs(board: &Board, pass_alive: &PassAlive, statuses: &mut Statuses) {
    let mut done: Vec<Point> = Vec::new();
    let mut scratch = board.clone();
    for seed in board.points() {
        if board.color_at(seed).is_none()
            || board.chain(seed) != seed
            || done.contains(&seed)
            || statuses.of(seed) != Status::Dead
            || !taker_is_short(board, pass_alive, seed)
        {
            continue;
        }
        let Some(fight) = fight_around(board, pass_alive, seed) else {
            continue;
        };
        done.extend(fight.in_atari.iter().copied());
        let settled = Color::BOTH.iter().all(|&first| {
            let settles = settles(&mut scratch, &fight, first);
            log::debug!(
                "standoff at {}: {first} first, settles: {:?} after {} moves read",
                board.vertex(seed),
                settles.answer,
                settles.moves_read,
            );
            settles.answer == Answer::Succeeds(())
        });
        if settled {
            for &head in &fight.in_atari {
                statuses.set_chain(board, head, Status::Seki);
            }
            for &head in &fight.groups {
                if !pass_alive.is_alive(head) && fight.touches_one_in_atari(board, head) {
                    statuses.set_chain(board, head, Status::Seki);
                }
            }
        }
    }
}

/// Whether the chain through `head` is in atari next to an opponent chain that is not
/// pass-alive and has few liberties itself.
fn taker_is_short(board: &Board, pass_alive: &PassAlive, head: Point) -> bool {
    let Some(color) = board.color_at(head) else {
        return false;
    };
    board.atari_liberty(head).is_some()
        && board.chain_stones(head).any(|s| {
            board.neighbors(s).into_iter().any(|n| {
                board.color_at(n) == Some(color.opponent())
                    && !pass_alive.is_alive(n)
                    && board.liberties(n) <= MAX_GROUP_LIBERTIES
            })
        })
}

/// The fight grown from the atari chain through `seed`; `None` when it grows too large
/// or reaches a chain with many liberties.
fn fight_around(board: &Board, pass_alive: &PassAlive, seed: Point) -> Option<Fight> {
    let mut fight = Fight {
        in_atari: Vec::new(),
        groups: Vec::new(),
        region: Vec::new(),
    };
    let mut pending = vec![board.chain(seed)];
    while let Some(head) = pending.pop() {
        if fight.in_atari.contains(&head) || fight.groups.contains(&head) {
            continue;
        }
        let in_atari = board.atari_liberty(head).is_some() && !pass_alive.is_alive(head);
        if !in_atari && board.liberties(head) > MAX_GROUP_LIBERTIES {
            return None;
        }
        let mut touched: Vec<Point> = Vec::new();
        for s in board.chain_stones(head) {
            if in_atari {
                touched.push(s);
            }
            for n in board.neighbors(s) {
                match board.stone(n) {
                    Stone::Empty => touched.push(n),
                    Stone::Black | Stone::White if in_atari => pending.push(board.chain(n)),
                    _ => {}
                }
            }
        }
        if in_atari {
            fight.in_atari.push(head);
        } else {
            fight.groups.push(head);
        }
        for p in touched {
            if fight.region.contains(&p) {
                continue;
            }
            fight.region.push(p);
            if board.stone(p) == Stone::Empty {
                pending.extend(
                    board
                        .neighbors(p)
                        .into_iter()
                        .filter(|&n| board.color_at(n).is_some())
                        .map(|n| board.chain(n)),
                );
            }
        }
        if fight.region.len() > MAX_REGION {
            return None;
        }
    }
    Some(fight)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    /// White B1 C1 B2 in atari at A1 inside Black's group, Black G1 H1 H2 in atari at J1 inside
    /// White's; E1 is shared (the hanezeki of `gtp-tests/scoring.tst`).
    const HANEZEKI: [&str; 9] = [
        "O O O O O X . . .",
        ". . . . O X X X X",
        "O O O O O X . . .",
        ". . . . O X X X X",
        ". . . . O X . . .",
        "O O O O O X X X X",
        "X X X X X O O O O",
        "X O X X X O O X O",
        ". O O X . O X X .",
    ];

    /// Statuses with the chains through `dead` marked dead, as the playouts judge them.
    fn marked_dead(board: &Board, dead: &[&str]) -> Statuses {
        let mut statuses = Statuses::all_alive();
        for &v in dead {
            statuses.set_chain(board, at(board, v), Status::Dead);
        }
        statuses
    }

    #[test]
    fn chains_neither_side_may_take_are_in_seki_with_the_groups_around_them() {
        let board = diagram_board(&HANEZEKI);
        let mut statuses = marked_dead(&board, &["B1", "G1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        for v in ["B1", "G1", "A2", "F1"] {
            assert_eq!(statuses.of(at(&board, v)), Status::Seki, "{v}");
        }
    }

    #[test]
    fn chains_both_sides_may_take_stay_dead() {
        // White A1 (in atari at B1) and Black J1 (at H1): Black takes one, White the other, and
        // the fight is worth nothing, but the stones are taken.
        let mut rows = HANEZEKI;
        rows[6] = "X X X X X O O O O";
        rows[7] = "X X X X X O O O O";
        rows[8] = "O . X X . O O . X";
        let board = diagram_board(&rows);
        let mut statuses = marked_dead(&board, &["A1", "J1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        assert_eq!(statuses.of(at(&board, "A1")), Status::Dead);
        assert_eq!(statuses.of(at(&board, "J1")), Status::Dead);
    }

    #[test]
    fn a_chain_that_may_be_taken_stays_dead() {
        // Without Black's G1 H1 H2, White's group has only E1 and its eye at J1: Black takes
        // B1 C1 B2 at A1 and wins the race.
        let mut rows = HANEZEKI;
        rows[7] = "X O X X X O O O O";
        rows[8] = ". O O X . O O O .";
        let board = diagram_board(&rows);
        let mut statuses = marked_dead(&board, &["B1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        assert_eq!(statuses.of(at(&board, "B1")), Status::Dead);
        assert_eq!(statuses.of(at(&board, "A2")), Status::Alive);
    }
}
