//! Unconditional life as GNU Go defines it: the chains of a colour that the opponent cannot
//! capture even with any number of moves in a row, the points they own outright, and the
//! opponent stones dead there. Stronger than Benson's algorithm where the opponent may not
//! play into an eye because its own stones there would have no liberty.
//!
//! For each colour: the opponent tries every chain in turn, playing on its liberties wherever
//! it legally can; a chain it captures is gone for good, one it cannot capture has the moves
//! taken back. The chains left after a round without captures are alive, except two-stone
//! chains standing alone (they may only live in seki). Territory is counted conservatively,
//! as Benson does: a region that the living chains alone enclose and in which every empty
//! point touches them leaves no room for an opponent eye; opponent stones there are dead.
//! Anything else is undecided (GNU Go's algorithm goes further and sometimes calls areas
//! territory that this one leaves undecided).

use super::regions::{chain_heads, regions};
use crate::board::{Board, Color, Placement, Point, PointMap, Stone, UndoLog};

/// What unconditional life says about a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unconditional {
    /// A stone that cannot be captured.
    Alive,
    /// A stone inside the other colour's unconditional territory.
    Dead,
    /// An empty point that this colour owns outright.
    Territory(Color),
    /// Anything else.
    Undecided,
}

/// Unconditional status of every point of a position.
pub struct UnconditionalLife {
    alive: PointMap<bool>,
    territory: PointMap<Option<Color>>,
}

impl UnconditionalLife {
    /// Works out both colours' unconditionally alive chains and territory on `board`.
    pub fn find(board: &Board) -> UnconditionalLife {
        let mut life = UnconditionalLife {
            alive: PointMap::new(false),
            territory: PointMap::new(None),
        };
        for color in Color::BOTH {
            let (alive, territory) = settle(board, color);
            for p in alive {
                life.alive[p] = true;
            }
            for p in territory {
                life.territory[p] = Some(color);
            }
        }
        life
    }

    /// The status of `point` on the board this was found for.
    pub fn status(&self, board: &Board, point: Point) -> Unconditional {
        let owner = self.territory[point];
        match board.color_at(point) {
            Some(_) if self.alive[point] => Unconditional::Alive,
            Some(color) if owner == Some(color.opponent()) => Unconditional::Dead,
            None => owner.map_or(Unconditional::Undecided, Unconditional::Territory),
            Some(_) => Unconditional::Undecided,
        }
    }
}

/// `color`'s unconditionally alive stones and unconditional territory in the position `real`
/// (the opponent's capture attempts play on a copy).
fn settle(real: &Board, color: Color) -> (Vec<Point>, Vec<Point>) {
    let mut board = real.clone();
    let pairs = isolated_pairs(&board, color);
    capture_what_can_be_captured(&mut board, color, |b, head| !pairs.contains(&b.chain(head)));
    // Then the pairs too, and again whatever their capture lays open.
    capture_what_can_be_captured(&mut board, color, |_, _| true);
    let alive_left = board
        .points()
        .any(|p| board.color_at(p) == Some(color) && !pairs.contains(&board.chain(p)));
    if !alive_left {
        return (Vec::new(), Vec::new());
    }
    let alive: Vec<Point> = board
        .points()
        .filter(|&p| board.color_at(p) == Some(color) && !pairs.contains(&board.chain(p)))
        .collect();
    let territory = enclosed_by(real, &alive);
    (alive, territory)
}

/// The points of the regions that `alive` stones alone enclose and in which every empty point
/// touches one of them: no room for an opponent eye, so opponent stones there are dead.
fn enclosed_by(board: &Board, alive: &[Point]) -> Vec<Point> {
    let mut is_alive = PointMap::new(false);
    for &p in alive {
        is_alive[p] = true;
    }
    regions(board, |p| !is_alive[p])
        .into_iter()
        .filter(|region| {
            region.iter().all(|&p| {
                board.stone(p) != Stone::Empty
                    || board.neighbors(p).into_iter().any(|n| is_alive[n])
            })
        })
        .flatten()
        .collect()
}

/// The heads of `color`'s two-stone chains with no other `color` stone and no edge among the
/// eight points around either stone: they may live in seki where they could never live
/// outright, so they are tried last and never count as alive.
fn isolated_pairs(board: &Board, color: Color) -> Vec<Point> {
    heads_of(board, color)
        .into_iter()
        .filter(|&head| {
            board.chain_size(head) == 2
                && board.chain_stones(head).all(|s| {
                    board
                        .neighbors(s)
                        .into_iter()
                        .chain(board.diagonals(s))
                        .all(|n| match board.stone(n) {
                            Stone::Border => false,
                            _ => board.color_at(n) != Some(color) || board.chain(n) == head,
                        })
                })
        })
        .collect()
}

/// Lets the opponent capture every chain of `color` that `eligible` picks and that it can
/// take by playing on the chain's liberties, round after round until nothing more falls.
fn capture_what_can_be_captured(
    board: &mut Board,
    color: Color,
    eligible: impl Fn(&Board, Point) -> bool,
) {
    let attacker = color.opponent();
    let mut log = UndoLog::new();
    loop {
        let mut captured = false;
        for head in heads_of(board, color) {
            if board.color_at(head) != Some(color) || !eligible(board, head) {
                continue;
            }
            while board.color_at(head) == Some(color)
                && fill_a_liberty(board, head, attacker, &mut log)
            {}
            if board.color_at(head) == Some(color) {
                while board.undo(&mut log) {}
            } else {
                captured = true;
                log = UndoLog::new();
            }
        }
        if !captured {
            return;
        }
    }
}

/// Plays `attacker` on a liberty of the chain through `stone` where it may legally play;
/// false when it can play on none.
fn fill_a_liberty(board: &mut Board, stone: Point, attacker: Color, log: &mut UndoLog) -> bool {
    let liberty = board.chain_stones(stone).find_map(|s| {
        board.neighbors(s).into_iter().find(|&n| {
            board.stone(n) == Stone::Empty && board.placement(n, attacker) == Placement::Legal
        })
    });
    match liberty {
        Some(l) => {
            board.play_undoable(l, attacker, log);
            true
        }
        None => false,
    }
}

/// The representative point of every chain of `color`.
fn heads_of(board: &Board, color: Color) -> Vec<Point> {
    chain_heads(board)
        .filter(|&head| board.color_at(head) == Some(color))
        .collect()
}
