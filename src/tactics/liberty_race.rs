//! A liberty race between two chains of opposite colours: the sides take liberties from the
//! other chain, add liberties to their own, capture chains that touch their own, and may
//! pass. The race ends when a chain is captured (its opponent has won), when both chains have
//! [`SAFE_LIBERTIES`] liberties (neither can be caught), or after two passes (both live:
//! seki). A bounded minimax with a table of positions decides it.

use super::{Budget, Reader};
use crate::board::{Board, Color, Placement, Point, Stone};
use std::collections::HashMap;

/// Two chains with this many liberties each are out of the race: both live. (GNU Go's
/// `semeai.tst`: 24 tests passed with 4, 39 with 6, 44 with 7 and 8, 43 with 9 and 10.)
const SAFE_LIBERTIES: usize = 7;

/// The budget of one race.
pub const LIBERTY_RACE_BUDGET: Budget = Budget {
    moves: 30_000,
    depth: 30,
};

/// How a race ends for the side that moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RaceEnd {
    /// Its chain is captured.
    Lost,
    /// Both chains live (seki, or one out of the race and the other not caught).
    BothLive,
    /// The other chain is captured, its own lives.
    Won,
}

/// The end of the race between the chain through `own` and the opponent's chain through
/// `other` with `own`'s owner to move, and the first move that gets it (`None`: a pass). `None`
/// when the budget runs out first.
pub fn read_race(board: &mut Board, own: Point, other: Point) -> Option<(RaceEnd, Option<Point>)> {
    let mover = board.color_at(own)?;
    if board.color_at(other) != Some(mover.opponent()) {
        return None;
    }
    let mut reader = Reader::new(board, LIBERTY_RACE_BUDGET);
    let mut race = Race {
        chains: [own, other],
        first: mover,
        table: HashMap::new(),
    };
    race.best(&mut reader, mover, false)
}

struct Race {
    /// The first mover's chain and the other.
    chains: [Point; 2],
    first: Color,
    /// Decided positions by hash with the side to move, and whether the last move was a pass.
    table: HashMap<(u64, bool), RaceEnd>,
}

impl Race {
    /// The end for the first mover when the position is decided without a move.
    fn decided(&self, board: &Board) -> Option<RaceEnd> {
        let [own, other] = self.chains;
        if board.color_at(own) != Some(self.first) {
            return Some(RaceEnd::Lost);
        }
        if board.color_at(other) != Some(self.first.opponent()) {
            return Some(RaceEnd::Won);
        }
        let safe: usize = std::env::var("SAFE")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(SAFE_LIBERTIES);
        if board.liberties(own) >= safe && board.liberties(other) >= safe {
            return Some(RaceEnd::BothLive);
        }
        None
    }

    /// The best end for `color` to move (in the first mover's terms: `color` maximises it
    /// when it is the first mover, minimises it otherwise) and the move that gets it. `None`
    /// when out of budget.
    fn best(
        &mut self,
        reader: &mut Reader,
        color: Color,
        after_pass: bool,
    ) -> Option<(RaceEnd, Option<Point>)> {
        if let Some(end) = self.decided(reader.board()) {
            return Some((end, None));
        }
        let ko = reader.board().ko().map_or(0, |(p, _)| {
            (p.index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        let key = (reader.board().hash_with_side(color) ^ ko, after_pass);
        if let Some(&end) = self.table.get(&key) {
            return Some((end, None));
        }
        let maximising = color == self.first;
        let better = |a: RaceEnd, b: RaceEnd| if maximising { a > b } else { a < b };
        let goal = if maximising {
            RaceEnd::Won
        } else {
            RaceEnd::Lost
        };
        let mut best: Option<(RaceEnd, Option<Point>)> = None;
        for p in self.candidates(reader.board(), color) {
            let end = reader.after(p, color, |r, _| {
                self.best(r, color.opponent(), false).map(|(e, _)| e)
            })??;
            if best.is_none_or(|(b, _)| better(end, b)) {
                best = Some((end, Some(p)));
                if end == goal {
                    break;
                }
            }
        }
        if best.is_none_or(|(b, _)| b != goal) {
            let end = if after_pass {
                // Two passes: neither chain is caught.
                RaceEnd::BothLive
            } else {
                reader.after_pass(|r| self.best(r, color.opponent(), true).map(|(e, _)| e))??
            };
            if best.is_none_or(|(b, _)| better(end, b)) {
                best = Some((end, None));
            }
        }
        let best = best?;
        self.table.insert(key, best.0);
        Some(best)
    }

    /// `color`'s moves, the most urgent first: capturing the other chain or a chain in atari
    /// next to its own, taking the other chain's liberties (those it does not share with
    /// `color`'s chain first), and adding liberties to its own chain.
    fn candidates(&self, board: &Board, color: Color) -> Vec<Point> {
        let (mine, theirs) = if color == self.first {
            (self.chains[0], self.chains[1])
        } else {
            (self.chains[1], self.chains[0])
        };
        let mut moves: Vec<Point> = Vec::new();
        let add = |p: Point, moves: &mut Vec<Point>| {
            if !moves.contains(&p) && board.placement(p, color) == Placement::Legal {
                moves.push(p);
            }
        };
        for p in board.capture_points(mine) {
            add(p, &mut moves);
        }
        let their_liberties = board.liberty_points(theirs);
        let my_liberties = board.liberty_points(mine);
        for &p in their_liberties.iter().filter(|p| !my_liberties.contains(p)) {
            add(p, &mut moves);
        }
        for &p in &my_liberties {
            if their_liberties.contains(&p) {
                continue;
            }
            // An extension that gains liberties.
            let gains = board
                .neighbors(p)
                .into_iter()
                .filter(|&n| board.stone(n) == Stone::Empty && !my_liberties.contains(&n))
                .count();
            if gains >= 2 {
                add(p, &mut moves);
            }
        }
        for &p in their_liberties.iter().filter(|p| my_liberties.contains(p)) {
            add(p, &mut moves);
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

    #[test]
    fn a_chain_short_of_liberties_loses_whoever_moves() {
        // Black's corner chain has two liberties, A1 and B1, inside White's safe wall.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O O . . . . .",
            "X X X O . . . . .",
            ". . X O . . . . .",
        ]);
        let (black, white) = (at(&b, "B2"), at(&b, "D2"));
        reads_back(&b, |b| {
            assert_eq!(
                read_race(b, black, white).map(|(end, _)| end),
                Some(RaceEnd::Lost)
            );
            let (end, mv) = read_race(b, white, black).expect("decided");
            assert_eq!(end, RaceEnd::Won);
            assert!(
                mv.is_some_and(|p| p == at(b, "A1") || p == at(b, "B1")),
                "{mv:?}"
            );
        });
    }

    #[test]
    fn two_chains_with_liberties_to_spare_both_live() {
        // Seven liberties each.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let (black, white) = (at(&b, "D5"), at(&b, "E5"));
        reads_back(&b, |b| {
            assert_eq!(
                read_race(b, black, white).map(|(end, _)| end),
                Some(RaceEnd::BothLive)
            );
        });
    }
}
