//! Light playouts: uniformly random legal moves that never fill the mover's own real eyes.

use crate::board::{Board, Color};
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
