//! How much work the dead-stone estimate may do: its playouts, its threads, its deadline and
//! the tree search it asks about the chains the readers leave undecided.

use super::ownership::Ownership;
use crate::board::Point;
use crate::game::Game;
use std::time::Instant;

/// A tree search that judges a chain: how much the owner of the chain through the point keeps
/// its stones, from −1 (never) to 1 (always), at the end of the playouts of a search of the
/// given playouts with the owner to move, seeded by the seed; `None` when it cannot search or
/// the deadline stops it before all its playouts.
pub type ChainSearch = fn(&Game, Point, u64, u64, Option<Instant>) -> Option<f64>;

/// How much work the estimate may do.
pub struct Estimator<'a> {
    /// The tree search that settles the chains the reading leaves undecided, if any.
    pub chain_search: Option<ChainSearch>,
    /// Playouts from the position.
    pub playouts: usize,
    /// Seed of the playouts; the same seed and position give the same statuses.
    pub seed: u64,
    /// Threads to run the playouts on.
    pub pool: &'a rayon::ThreadPool,
    /// When to stop starting playouts (the first batch always runs); `None`: all of them.
    pub deadline: Option<Instant>,
}

impl Estimator<'_> {
    /// Who owns each point at the end of this estimator's playouts from `game`'s position
    /// (the same playouts for the same position and seed).
    pub fn ownership(&self, game: &Game) -> Ownership {
        let board = game.board();
        Ownership::measure(
            board,
            game.to_move(),
            self.playouts,
            self.seed ^ board.hash(),
            self.pool,
            self.deadline,
        )
    }
}
