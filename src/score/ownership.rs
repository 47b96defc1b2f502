//! Who owns each point at the end of policy playouts from the current position.
//!
//! Each batch of playouts has its own seeded generator, so the totals do not depend on how
//! many threads ran them.

use crate::board::{Board, ByColor, Color, Point, PointMap, Stone};
use crate::playout::{policy_playout, Policy};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use rayon::prelude::*;
use std::time::Instant;

/// Playouts per batch (the unit of work handed to one thread).
const BATCH: usize = 64;

/// End-of-playout ownership counts for every point.
#[derive(Clone, Debug)]
pub struct Ownership {
    playouts: u32,
    /// Per colour and point: playouts that ended with the point that colour's.
    owned: ByColor<PointMap<u32>>,
}

impl Ownership {
    /// Runs `playouts` playouts (rounded up to whole batches) from `board` with `to_move`
    /// first, on the threads of `pool`. After `deadline` no batch starts but the first.
    pub fn measure(
        board: &Board,
        to_move: Color,
        playouts: usize,
        seed: u64,
        pool: &rayon::ThreadPool,
        deadline: Option<Instant>,
    ) -> Ownership {
        let batches = playouts.div_ceil(BATCH).max(1);
        let empty = || Ownership {
            playouts: 0,
            owned: ByColor::both(PointMap::new(0)),
        };
        pool.install(|| {
            (0..batches)
                .into_par_iter()
                .map(|batch| {
                    if batch > 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                        return empty();
                    }
                    let mut rng = SmallRng::seed_from_u64(
                        seed ^ (batch as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    );
                    let mut totals = empty();
                    for _ in 0..BATCH {
                        let mut b = board.clone();
                        policy_playout(Policy::SCORING, &mut b, to_move, None, &mut rng, |_, _| {});
                        totals.add_final_position(&b);
                    }
                    totals
                })
                .reduce(empty, |mut a, b| {
                    a.playouts += b.playouts;
                    for color in Color::BOTH {
                        for (sum, more) in a.owned[color].values_mut().zip(b.owned[color].values())
                        {
                            *sum += more;
                        }
                    }
                    a
                })
        })
    }

    /// Playouts behind the counts.
    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    fn add_final_position(&mut self, board: &Board) {
        self.playouts += 1;
        for p in board.points() {
            if let Some(color) = final_owner(board, p) {
                self.owned[color][p] += 1;
            }
        }
    }

    /// The share of playouts in which `color` owned `point` at the end.
    pub fn share(&self, point: Point, color: Color) -> f64 {
        self.owned[color][point] as f64 / self.playouts.max(1) as f64
    }

    /// The share of playouts in which the owner of the chain through `head` owned its points,
    /// averaged over its stones.
    pub fn chain_share(&self, board: &Board, head: Point) -> f64 {
        let color = board.color_at(head).expect("chain head is a stone");
        let owned: f64 = board.chain_stones(head).map(|p| self.share(p, color)).sum();
        owned / board.chain_size(head) as f64
    }

    /// The share of playouts in which `point` ended empty and owned by nobody (dame or a
    /// liberty shared in seki).
    pub fn neutral_share(&self, point: Point) -> f64 {
        1.0 - self.share(point, Color::Black) - self.share(point, Color::White)
    }
}

/// Who owns `p` on the final board of a playout: its stone's colour, or for an empty point the
/// only colour next to it.
pub fn final_owner(board: &Board, p: Point) -> Option<Color> {
    match board.stone(p) {
        Stone::Black => Some(Color::Black),
        Stone::White => Some(Color::White),
        _ => {
            let mut owner = None;
            for c in board.neighbors(p).iter().filter_map(|&n| board.color_at(n)) {
                match owner {
                    None => owner = Some(c),
                    Some(o) if o != c => return None,
                    Some(_) => {}
                }
            }
            owner
        }
    }
}
