//! The order in which the capture reader tries its candidate moves, best first. Each move is
//! scored by what it does on the spot, without reading: the liberties it leaves the mover,
//! the stones it captures, saves from atari or threatens, the room around it; an attacker's
//! move on a liberty of the string also by the liberties the owner would get there, a
//! defender's move on a liberty by the liberties the string keeps. GNU Go's reader orders its
//! moves by such counts (the weights are its published ones); the first move that works is
//! the one a reading names, so the order decides which of several working moves is named and
//! how soon a working one is found.

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

    fn contains(&self, p: Point) -> bool {
        self.points[..self.len].contains(&p)
    }

    fn insert(&mut self, p: Point) {
        if !self.full() && !self.contains(p) {
            self.points[self.len] = p;
            self.len += 1;
        }
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
                    let head = board.chain(n);
                    if own_chains.contains(head) {
                        continue;
                    }
                    own_chains.insert(head);
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
                    let in_atari = board.liberties(n) == 1;
                    // A capture frees at least the captured stones next to the point.
                    freed += usize::from(in_atari);
                    let head = board.chain(n);
                    if opponent_chains.contains(head) {
                        continue;
                    }
                    opponent_chains.insert(head);
                    match board.liberties(n) {
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

/// A score from `table` by `count`, the last entry for any count beyond the table.
fn by_count(table: &[i32], count: usize) -> i32 {
    table[count.min(table.len() - 1)]
}

/// How promising `point` is for the attacker of the string through `target` (higher first).
fn attack_score(board: &Board, target: Point, point: Point, attacker: Color) -> i32 {
    let own = MoveShape::of(board, point, attacker);
    let mut score = by_count(&[10, -4, 2, 3, 4], own.liberties);
    let target_liberties = board.liberties(target);
    let on_liberty = board.neighbors(point).into_iter().any(|n| {
        board.color_at(n) == Some(attacker.opponent()) && board.chain(n) == board.chain(target)
    });
    if on_liberty && (own.liberties >= 2 || target_liberties <= 2) {
        // Taking the point the owner would most like to have.
        let owners = MoveShape::of(board, point, attacker.opponent());
        score += by_count(&[-5, 2, 3, 7, 10, 19], owners.liberties);
        if target_liberties <= 2 && own.liberties >= 2 {
            score += 8;
        }
    }
    score += by_count(&[0, 0, 2, 4, 4], own.empty_neighbors);
    score += i32::from(!own.on_edge);
    score += by_count(&[0, 4, 10, 15, 20, 25], own.captured);
    score += by_count(&[0, 10, 13, 18, 21, 24], own.saved);
    score
}

/// How promising `point` is for the owner of the string through `target` (higher first).
fn defense_score(board: &Board, target: Point, point: Point, owner: Color) -> i32 {
    let own = MoveShape::of(board, point, owner);
    let on_liberty = board
        .neighbors(point)
        .into_iter()
        .any(|n| board.color_at(n) == Some(owner) && board.chain(n) == board.chain(target));
    let mut score = if on_liberty {
        match own.liberties {
            l @ 6.. => 50 + (l as i32 - 4),
            l => by_count(&[-5, -4, 0, 3, 5, 50], l),
        }
    } else {
        by_count(&[0, 0, 2, 3, 5], own.liberties)
    };
    score += own.empty_neighbors as i32;
    if !own.on_edge || own.captured > 0 {
        score += 5;
    }
    score += by_count(&[0, 6, 9, 13, 18, 24], own.captured);
    if own.liberties + own.captured > 1 {
        score += by_count(&[0, 2, 4, 6, 7, 8], own.threatened);
    }
    score += by_count(&[0, 3, 6, 8, 10, 12], own.saved);
    score
}

/// `candidates` of the attacker of the string through `target`, best first (ties keep their
/// order).
pub(super) fn order_attacks(
    board: &Board,
    target: Point,
    attacker: Color,
    candidates: &mut [Point],
) {
    candidates.sort_by_cached_key(|&p| -attack_score(board, target, p, attacker));
}

/// `candidates` of the owner of the string through `target`, best first (ties keep their
/// order).
pub(super) fn order_defenses(board: &Board, target: Point, owner: Color, candidates: &mut [Point]) {
    candidates.sort_by_cached_key(|&p| -defense_score(board, target, p, owner));
}
