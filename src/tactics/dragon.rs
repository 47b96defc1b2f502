//! Dragons: the chains of one colour joined by links the opponent cannot cut. Two chains are
//! linked when they share two liberties (solid and diagonal connections with both points
//! open, bamboo joints: the opponent cannot fill both), or share one liberty where an opponent
//! stone would be captured (hanging connections, tiger's mouths, one-point jumps whose cut the
//! capture reader shows fails, and points the opponent may not play at all). Links join
//! dragons step by step, so a dragon is every chain reached through them.

use super::capture::{self, Reading};
use crate::board::{Board, Color, Placement, Point, PointMap, Stone, UndoLog};
use std::collections::HashMap;

/// The dragons of a position.
pub struct Dragons {
    /// The dragon (an index into `dragons`) of every stone.
    of_stone: PointMap<Option<u16>>,
    dragons: Vec<Dragon>,
}

/// One dragon: its colour and stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dragon {
    /// The colour of its stones.
    pub color: Color,
    /// Its stones, in board order.
    pub stones: Vec<Point>,
}

impl Dragons {
    /// The dragons of the position on `board` (read on it with play and undo; it is left as
    /// it was).
    pub fn find(board: &mut Board) -> Dragons {
        let mut joined = ChainUnion::new();
        for ((first, second), shared) in shared_liberties(board) {
            if shared.len() >= 2 || shared.iter().any(|&p| uncuttable(board, p, first, second)) {
                joined.join(first, second);
            }
        }
        let mut of_stone = PointMap::new(None);
        let mut dragons: Vec<Dragon> = Vec::new();
        let mut index_of_root: HashMap<Point, u16> = HashMap::new();
        for p in board.points() {
            let Some(color) = board.color_at(p) else {
                continue;
            };
            let root = joined.root(board.chain(p));
            let index = *index_of_root.entry(root).or_insert_with(|| {
                dragons.push(Dragon {
                    color,
                    stones: Vec::new(),
                });
                (dragons.len() - 1) as u16
            });
            dragons[usize::from(index)].stones.push(p);
            of_stone[p] = Some(index);
        }
        Dragons { of_stone, dragons }
    }

    /// The dragon of the stone on `point`; `None` for an empty point.
    pub fn of(&self, point: Point) -> Option<&Dragon> {
        self.of_stone[point].map(|i| &self.dragons[usize::from(i)])
    }

    /// Whether the stones on `a` and `b` belong to one dragon.
    pub fn same(&self, a: Point, b: Point) -> bool {
        matches!((self.of_stone[a], self.of_stone[b]), (Some(x), Some(y)) if x == y)
    }

    /// Every dragon, in the board order of their first stones.
    pub fn iter(&self) -> impl Iterator<Item = &Dragon> {
        self.dragons.iter()
    }
}

/// The chains of `color` among `stones`, as heads.
pub fn chains_of(board: &Board, color: Color, stones: &[Point]) -> Vec<Point> {
    let mut heads: Vec<Point> = Vec::new();
    for &s in stones {
        if board.color_at(s) == Some(color) && !heads.contains(&board.chain(s)) {
            heads.push(board.chain(s));
        }
    }
    heads
}

/// Every pair of chains of one colour (as heads, the lower first) that share liberties, with
/// those liberties.
fn shared_liberties(board: &Board) -> Vec<((Point, Point), Vec<Point>)> {
    let mut shared: HashMap<(Point, Point), Vec<Point>> = HashMap::new();
    for p in board.points() {
        if board.stone(p) != Stone::Empty {
            continue;
        }
        let mut heads: Vec<Point> = Vec::new();
        for n in board.neighbors(p) {
            if board.color_at(n).is_some() && !heads.contains(&board.chain(n)) {
                heads.push(board.chain(n));
            }
        }
        for (i, &x) in heads.iter().enumerate() {
            for &y in &heads[i + 1..] {
                if board.color_at(x) == board.color_at(y) {
                    let pair = if x.index() < y.index() {
                        (x, y)
                    } else {
                        (y, x)
                    };
                    shared.entry(pair).or_default().push(p);
                }
            }
        }
    }
    let mut pairs: Vec<_> = shared.into_iter().collect();
    pairs.sort_unstable_by_key(|((x, y), _)| (x.index(), y.index()));
    pairs
}

/// Whether the opponent of the chains through `first` and `second` cannot cut them at their
/// common liberty `p`: it may never play there (suicide), or its stone there is captured (and
/// the cut captures neither chain).
fn uncuttable(board: &mut Board, p: Point, first: Point, second: Point) -> bool {
    let Some(owner) = board.color_at(first) else {
        return false;
    };
    let cutter = owner.opponent();
    match board.placement(p, cutter) {
        Placement::Legal => {}
        // A ko ban lasts a move: the cut is only delayed.
        Placement::Ko => return false,
        _ => return true,
    }
    let mut log = UndoLog::new();
    board.play_undoable(p, cutter, &mut log);
    let held = board.color_at(first) == Some(owner)
        && board.color_at(second) == Some(owner)
        && matches!(capture::attack(board, p), Reading::Succeeds(_));
    board.undo(&mut log);
    held
}

/// Chains joined into sets, by their heads (union-find over points).
struct ChainUnion {
    parent: HashMap<Point, Point>,
}

impl ChainUnion {
    fn new() -> ChainUnion {
        ChainUnion {
            parent: HashMap::new(),
        }
    }

    /// The head that stands for the set of `chain`.
    fn root(&mut self, chain: Point) -> Point {
        let mut root = chain;
        while let Some(&up) = self.parent.get(&root) {
            root = up;
        }
        // Every chain on the way points at the root from now on.
        let mut p = chain;
        while let Some(&up) = self.parent.get(&p) {
            self.parent.insert(p, root);
            p = up;
        }
        root
    }

    fn join(&mut self, a: Point, b: Point) {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra != rb {
            self.parent.insert(ra, rb);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

    fn same(rows: &[&str], a: &str, b: &str) -> bool {
        let board = diagram_board(rows);
        let mut found = None;
        reads_back(&board, |b| found = Some(Dragons::find(b)));
        found.unwrap().same(at(&board, a), at(&board, b))
    }

    #[test]
    fn a_diagonal_and_a_bamboo_joint_are_links() {
        let rows = [
            ". . . . . . .",
            ". X . . X X .",
            ". . X . . . .",
            ". . . . X X .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ];
        assert!(same(&rows, "B6", "C5"));
        assert!(same(&rows, "E6", "E4"));
        assert!(!same(&rows, "C5", "E6"));
    }

    #[test]
    fn a_link_of_one_liberty_holds_only_if_the_cut_is_captured() {
        // C3 and D4 are diagonal with D3 White's. With Black B3 a White stone on C4 is caught
        // (C5, then B4 runs into the edge): a link. Without it, it runs away: no link. B1 and
        // C2 share B2 only, but a White stone there would stand in atari (its one liberty
        // A2), captured at once.
        let mut rows = [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . X . . . . .",
            ". X X O . . . . .",
            ". . X . . . . . .",
            ". X O . . . . . .",
        ];
        assert!(same(&rows, "C3", "D4"));
        assert!(same(&rows, "B1", "C2"));
        rows[6] = ". . X O . . . . .";
        assert!(!same(&rows, "C3", "D4"));
    }
}
