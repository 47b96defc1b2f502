//! Playouts: light ones (uniformly random legal moves that never fill the mover's own real
//! eyes) for the speed benchmark, and policy playouts for the search and for judging life and
//! death: a side captures a chain the last move left in atari, saves its own chain the last
//! move put in atari, answers the last move with a Mogo 3×3 shape next to it, never fills its
//! own real eye and never puts two or more of its stones in atari; otherwise it plays a
//! uniformly random legal move.

use crate::board::{Board, Color, Placement, Point, Stone};
use crate::patterns;
use rand::Rng;

/// The end of one playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Area score Black − White of the final position, without komi.
    pub score: i32,
    /// Moves played, passes included.
    pub moves: usize,
}

/// Plays random moves on `board` from `to_move` until two passes in a row (or a safety cap of
/// three moves per point, which ends rare cycles), and returns the area score.
pub fn light_playout<R: Rng>(board: &mut Board, to_move: Color, rng: &mut R) -> PlayoutResult {
    let max_moves = 3 * board.size() * board.size();
    let mut color = to_move;
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < max_moves {
        if play_random_move(board, color, rng) {
            passes = 0;
        } else {
            board.clear_ko();
            passes += 1;
        }
        moves += 1;
        color = color.opponent();
    }
    PlayoutResult {
        score: board.playout_area_score(),
        moves,
    }
}

/// Plays a uniformly chosen legal move for `color` that does not fill its own real eye; returns
/// false (and plays nothing) when there is none.
pub fn play_random_move<R: Rng>(board: &mut Board, color: Color, rng: &mut R) -> bool {
    let count = board.empty_count();
    if count == 0 {
        return false;
    }
    let start = rng.random_range(0..count);
    for i in (start..count).chain(0..start) {
        let p = board.empty_point(i);
        if !board.is_real_eye(p, color) && board.is_legal_no_suicide(p, color) {
            board.play(p, color);
            return true;
        }
    }
    false
}

/// Which optional rules a policy playout follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Answer the last move with a 3×3 shape next to it. The search wants it (stronger play);
    /// judging life and death does better without it (shapes make the playouts fight over
    /// settled boundaries).
    pub shapes: bool,
}

impl Policy {
    /// The playout policy of the tree search.
    pub const SEARCH: Policy = Policy { shapes: true };
    /// The playout policy of the dead-stone estimate.
    pub const SCORING: Policy = Policy { shapes: false };
}

/// A move that neither fills an own real eye nor puts two or more own stones in atari.
#[inline]
fn acceptable(board: &Board, p: Point, color: Color) -> bool {
    board.placement(p, color) == Placement::Legal
        && !board.is_real_eye(p, color)
        && board
            .self_atari_stones(p, color)
            .is_none_or(|stones| stones < 2)
}

/// The policy's move for `color` after the opponent's `last` move, or `None` (a pass) when
/// nothing acceptable is left.
pub fn policy_move<R: Rng>(
    policy: Policy,
    board: &Board,
    color: Color,
    last: Option<Point>,
    rng: &mut R,
) -> Option<Point> {
    if let Some(last) = last {
        // Save an own chain the last move put in atari by extending to a safe point.
        for n in board.neighbors(last) {
            if board.color_at(n) == Some(color) {
                if let Some(liberty) = board.atari_liberty(n) {
                    if acceptable(board, liberty, color)
                        && board.self_atari_stones(liberty, color).is_none()
                    {
                        return Some(liberty);
                    }
                }
            }
        }
        // Capture an opponent chain left in atari next to (or by) the last move.
        let opponent = color.opponent();
        for q in std::iter::once(last).chain(board.neighbors(last)) {
            if board.color_at(q) == Some(opponent) {
                if let Some(liberty) = board.atari_liberty(q) {
                    if board.placement(liberty, color) == Placement::Legal {
                        return Some(liberty);
                    }
                }
            }
        }
        // Answer the last move with a 3×3 shape next to it.
        let mut shapes = [last; 8];
        let mut found = 0;
        let around = board
            .neighbors(last)
            .into_iter()
            .chain(board.diagonals(last));
        for q in around.filter(|_| policy.shapes) {
            if board.stone(q) == Stone::Empty
                && patterns::matches(board, q)
                && acceptable(board, q, color)
            {
                shapes[found] = q;
                found += 1;
            }
        }
        if found > 0 {
            return Some(shapes[rng.random_range(0..found)]);
        }
    }
    let count = board.empty_count();
    if count == 0 {
        return None;
    }
    let start = rng.random_range(0..count);
    (start..count)
        .chain(0..start)
        .map(|i| board.empty_point(i))
        .find(|&p| acceptable(board, p, color))
}

/// Plays policy moves from `to_move` (after the opponent's `last` move) until both sides pass,
/// or three moves per point have been played. Calls `played` with every stone placed.
pub fn policy_playout<R: Rng>(
    policy: Policy,
    board: &mut Board,
    to_move: Color,
    last: Option<Point>,
    rng: &mut R,
    mut played: impl FnMut(Point, Color),
) -> PlayoutResult {
    let limit = 3 * board.size() * board.size();
    let mut color = to_move;
    let mut last = last;
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < limit {
        match policy_move(policy, board, color, last, rng) {
            Some(p) => {
                board.play(p, color);
                played(p, color);
                last = Some(p);
                passes = 0;
            }
            None => {
                board.clear_ko();
                last = None;
                passes += 1;
            }
        }
        moves += 1;
        color = color.opponent();
    }
    PlayoutResult {
        score: board.playout_area_score(),
        moves,
    }
}
