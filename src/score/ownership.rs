//! Who owns each point at the end of playouts from the current position.
//!
//! The playouts are made for judging life and death rather than for speed: a side captures a
//! chain the last move left in atari, saves its own chain the last move put in atari, never
//! fills its own real eye and never puts two or more of its stones in atari; otherwise it plays
//! a uniformly random legal move. Each batch of playouts has its own seeded generator, so the
//! totals do not depend on how many threads ran them.

use crate::board::{Board, Color, Placement, Point, Stone, MAX_POINTS};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;

/// Playouts per batch (the unit of work handed to one thread).
const BATCH: usize = 64;

/// End-of-playout ownership counts for every point.
#[derive(Clone, Debug)]
pub struct Ownership {
    playouts: u32,
    black: Vec<u32>,
    white: Vec<u32>,
}

impl Ownership {
    /// Runs `playouts` playouts (rounded up to whole batches) from `board` with `to_move`
    /// first, on the threads of `pool`.
    pub fn measure(
        board: &Board,
        to_move: Color,
        playouts: usize,
        seed: u64,
        pool: &rayon::ThreadPool,
    ) -> Ownership {
        let batches = playouts.div_ceil(BATCH).max(1);
        let empty = || Ownership {
            playouts: 0,
            black: vec![0; MAX_POINTS],
            white: vec![0; MAX_POINTS],
        };
        pool.install(|| {
            (0..batches)
                .into_par_iter()
                .map(|batch| {
                    let mut rng = SmallRng::seed_from_u64(
                        seed ^ (batch as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    );
                    let mut totals = empty();
                    for _ in 0..BATCH {
                        let mut b = board.clone();
                        scoring_playout(&mut b, to_move, &mut rng);
                        totals.add_final_position(&b);
                    }
                    totals
                })
                .reduce(empty, |mut a, b| {
                    a.playouts += b.playouts;
                    for i in 0..MAX_POINTS {
                        a.black[i] += b.black[i];
                        a.white[i] += b.white[i];
                    }
                    a
                })
        })
    }

    fn add_final_position(&mut self, board: &Board) {
        self.playouts += 1;
        for p in board.points() {
            let owner = match board.stone(p) {
                Stone::Black => Some(Color::Black),
                Stone::White => Some(Color::White),
                _ => {
                    let mut seen = [false; 2];
                    for n in board.neighbors(p) {
                        if let Some(c) = board.color_at(n) {
                            seen[c.index()] = true;
                        }
                    }
                    match seen {
                        [true, false] => Some(Color::Black),
                        [false, true] => Some(Color::White),
                        _ => None,
                    }
                }
            };
            match owner {
                Some(Color::Black) => self.black[p.index()] += 1,
                Some(Color::White) => self.white[p.index()] += 1,
                None => {}
            }
        }
    }

    /// The share of playouts in which `color` owned `point` at the end.
    pub fn share(&self, point: Point, color: Color) -> f64 {
        let counts = match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        };
        counts[point.index()] as f64 / self.playouts.max(1) as f64
    }

    /// The share of playouts in which `point` ended empty and owned by nobody (dame or a
    /// liberty shared in seki).
    pub fn neutral_share(&self, point: Point) -> f64 {
        1.0 - self.share(point, Color::Black) - self.share(point, Color::White)
    }
}

/// Plays from `board` until both sides pass (or three moves per point have been played).
fn scoring_playout(board: &mut Board, to_move: Color, rng: &mut SmallRng) {
    let limit = 3 * board.size() * board.size();
    let mut color = to_move;
    let mut last: Option<Point> = None;
    let mut passes = 0;
    for _ in 0..limit {
        match choose_move(board, color, last, rng) {
            Some(p) => {
                board.play(p, color);
                last = Some(p);
                passes = 0;
            }
            None => {
                board.clear_ko();
                last = None;
                passes += 1;
                if passes == 2 {
                    return;
                }
            }
        }
        color = color.opponent();
    }
}

/// A move that neither fills an own real eye nor puts two or more own stones in atari.
fn acceptable(board: &Board, p: Point, color: Color) -> bool {
    board.placement(p, color) == Placement::Legal
        && !board.is_real_eye(p, color)
        && board
            .self_atari_stones(p, color)
            .is_none_or(|stones| stones < 2)
}

fn choose_move(
    board: &Board,
    color: Color,
    last: Option<Point>,
    rng: &mut SmallRng,
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
