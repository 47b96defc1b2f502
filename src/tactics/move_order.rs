//! The order in which the capture reader tries its candidate moves, best first. Each move is
//! scored by what it does on the spot, without reading: the liberties it leaves the mover,
//! the stones it captures, saves from atari or threatens, the room around it; an attacker's
//! move on a liberty of the chain also by the liberties the owner would get there, a
//! defender's move on a liberty by the liberties the chain keeps. GNU Go's reader orders its
//! moves by such counts (the weights here are tengen's own); the first move that works is the
//! one a reading names, so the order decides which of several working moves is named and how
//! soon a working one is found.

use crate::board::{Board, Color, Point, Stone};

/// What playing a point does at once, seen from the mover.
struct MoveShape {
    /// Liberties of the mover's chain after the move (captured stones next to the point
    /// counted as liberties).
    liberties: usize,
    /// Opponent stones the move captures.
    captured: usize,
    /// Own stones in atari next to the point that the move joins.
    saved: usize,
    /// Opponent stones next to the point in chains of two liberties.
    threatened: usize,
    /// Empty points next to the point.
    empty_neighbors: usize,
    /// Whether the point is on the first line.
    on_edge: bool,
}

/// Distinct points, up to a few: liberties are counted only as far as the scores tell them
/// apart.
struct FewPoints {
    points: [Point; FewPoints::CAPACITY],
    len: usize,
}

impl FewPoints {
    const CAPACITY: usize = 8;

    fn new() -> FewPoints {
        FewPoints {
            points: [Point(0); FewPoints::CAPACITY],
            len: 0,
        }
    }

    fn full(&self) -> bool {
        self.len == FewPoints::CAPACITY
    }

    /// Adds `p` unless it is there or the set is full; whether it was added.
    fn insert(&mut self, p: Point) -> bool {
        if self.full() || self.points[..self.len].contains(&p) {
            return false;
        }
        self.points[self.len] = p;
        self.len += 1;
        true
    }
}

impl MoveShape {
    fn of(board: &Board, point: Point, mover: Color) -> MoveShape {
        let mut liberties = FewPoints::new();
        let mut own_chains = FewPoints::new();
        let mut opponent_chains = FewPoints::new();
        let mut captured = 0;
        let mut saved = 0;
        let mut threatened = 0;
        let mut empty_neighbors = 0;
        let mut freed = 0;
        let mut on_edge = false;
        for n in board.neighbors(point) {
            match board.stone(n) {
                Stone::Empty => {
                    empty_neighbors += 1;
                    liberties.insert(n);
                }
                Stone::Border => on_edge = true,
                _ if board.color_at(n) == Some(mover) => {
                    if !own_chains.insert(board.chain(n)) {
                        continue;
                    }
                    if board.liberties(n) == 1 {
                        saved += board.chain_size(n);
                    }
                    'chain: for s in board.chain_stones(n) {
                        for l in board.neighbors(s) {
                            if liberties.full() {
                                break 'chain;
                            }
                            if l != point && board.stone(l) == Stone::Empty {
                                liberties.insert(l);
                            }
                        }
                    }
                }
                _ => {
                    let chain_liberties = board.liberties(n);
                    // A capture frees at least the captured stones next to the point.
                    freed += usize::from(chain_liberties == 1);
                    if !opponent_chains.insert(board.chain(n)) {
                        continue;
                    }
                    match chain_liberties {
                        1 => captured += board.chain_size(n),
                        2 => threatened += board.chain_size(n),
                        _ => {}
                    }
                }
            }
        }
        MoveShape {
            liberties: liberties.len + freed,
            captured,
            saved,
            threatened,
            empty_neighbors,
            on_edge,
        }
    }
}

/// `count` as a score, counted up to `cap`.
fn capped(count: usize, cap: usize) -> i32 {
    count.min(cap) as i32
}

/// How promising `point` is for the attacker of a chain with `target_liberties` (higher
/// first): a self-atari last, a liberty worth much to the owner (one where it would gain
/// liberties) and a safe atari first, captures and saves of own stones in atari before quiet
/// moves.
fn attack_score(board: &Board, target_liberties: &[Point], point: Point, attacker: Color) -> i32 {
    let own = MoveShape::of(board, point, attacker);
    let mut score = match own.liberties {
        0 | 1 => -6,
        l => capped(l, 5) - 2,
    };
    let short_of_liberties = target_liberties.len() <= 2;
    if target_liberties.contains(&point) && (own.liberties >= 2 || short_of_liberties) {
        let owners = MoveShape::of(board, point, attacker.opponent());
        score += 4 * capped(owners.liberties, 5) - 4;
        if short_of_liberties && own.liberties >= 2 {
            score += 8;
        }
    }
    score += capped(own.empty_neighbors, 3) + i32::from(!own.on_edge);
    if own.captured > 0 {
        score += 6 + 3 * capped(own.captured, 6);
    }
    if own.saved > 0 {
        score += 10 + 2 * capped(own.saved, 6);
    }
    score
}

/// How promising `point` is for the owner of a chain with `target_liberties` (higher first): a
/// move on a liberty by the liberties the chain keeps (five or more: safe, first; one: a
/// self-atari, last), another move by its own liberties; captures, ataris on attacker chains
/// and saves of own stones in atari before quiet moves.
fn defense_score(board: &Board, target_liberties: &[Point], point: Point, owner: Color) -> i32 {
    let own = MoveShape::of(board, point, owner);
    let mut score = if target_liberties.contains(&point) {
        match own.liberties {
            0 | 1 => -8,
            2 => 0,
            3 => 3,
            4 => 6,
            l => 30 + l as i32,
        }
    } else {
        capped(own.liberties, 4)
    };
    score += capped(own.empty_neighbors, 4);
    if !own.on_edge || own.captured > 0 {
        score += 4;
    }
    if own.captured > 0 {
        score += 5 + 3 * capped(own.captured, 6);
    }
    if own.liberties + own.captured > 1 {
        score += 2 * capped(own.threatened, 4);
    }
    if own.saved > 0 {
        score += 3 + 2 * capped(own.saved, 5);
    }
    score
}

/// `candidates` of the attacker of a chain with `target_liberties`, best first (ties keep
/// their order).
pub(super) fn order_attacks(
    board: &Board,
    target_liberties: &[Point],
    attacker: Color,
    candidates: &mut [Point],
) {
    candidates.sort_by_cached_key(|&p| -attack_score(board, target_liberties, p, attacker));
}

/// `candidates` of the owner of a chain with `target_liberties`, best first (ties keep their
/// order).
pub(super) fn order_defenses(
    board: &Board,
    target_liberties: &[Point],
    owner: Color,
    candidates: &mut [Point],
) {
    candidates.sort_by_cached_key(|&p| -defense_score(board, target_liberties, p, owner));
}
