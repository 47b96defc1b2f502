//! The statuses of the position a game stands at, judged once per position and rules, and the
//! count that follows from them.

use super::{count, estimate, expected_count, has_open_points, ChainSearch, Count, Estimator};
use super::{Ownership, Statuses};
use crate::game::Game;
use crate::rules::{DeadStones, Rules};
use std::time::Instant;

/// Playouts behind one dead-stone estimate.
const SCORING_PLAYOUTS: usize = 4096;

/// Seed of the dead-stone estimate without `--seed`: a fixed value, so a finished position
/// is always judged the same way.
const DEFAULT_SCORING_SEED: u64 = 0x7465_6e67_656e;

/// Judges dead stones and keeps the last judgement for the position it belongs to.
#[derive(Debug)]
pub struct Judge {
    seed: u64,
    /// Settles the chains the reading leaves undecided, if any.
    chain_search: Option<ChainSearch>,
    /// The statuses last judged, with the position (hash with the side to move, board size)
    /// and rules they belong to.
    judged: Option<((u64, usize), Rules, Statuses)>,
}

impl Judge {
    /// A judge whose scoring playouts draw from `seed` (a fixed seed without one), and whose
    /// `chain_search`, if any, settles the chains the reading leaves undecided.
    pub fn new(seed: Option<u64>, chain_search: Option<ChainSearch>) -> Judge {
        Judge {
            seed: seed.unwrap_or(DEFAULT_SCORING_SEED),
            chain_search,
            judged: None,
        }
    }

    /// Forgets the statuses judged: the next question judges afresh.
    pub fn forget(&mut self) {
        self.judged = None;
    }

    /// The status of every chain in `game`'s position, judged once per position and rules on
    /// `pool`'s threads; the estimate stops its playouts and readings at `deadline`, and
    /// statuses judged in a hurry are not kept for later.
    pub fn statuses(
        &mut self,
        game: &Game,
        pool: &rayon::ThreadPool,
        deadline: Option<Instant>,
    ) -> Statuses {
        if let Some(statuses) = self.judged(game) {
            return statuses.clone();
        }
        let estimator = Estimator {
            deadline,
            ..self.estimator(pool)
        };
        let (statuses, complete) = estimate(game, &estimator);
        if complete {
            self.judged = Some((position_key(game), *game.rules(), statuses.clone()));
        }
        statuses
    }

    /// The status of every chain in `game`'s position as `rules` judge it: the statuses in
    /// force when those are the game's rules, else judged afresh (not kept); by `deadline`.
    pub fn statuses_under(
        &mut self,
        game: &Game,
        pool: &rayon::ThreadPool,
        rules: Rules,
        deadline: Option<Instant>,
    ) -> Statuses {
        if rules == *game.rules() {
            return self.statuses(game, pool, deadline);
        }
        let mut game = game.clone();
        game.set_rules(rules);
        let estimator = Estimator {
            deadline,
            ..self.estimator(pool)
        };
        estimate(&game, &estimator).0
    }

    /// The statuses judged for exactly `game`'s position and rules, if any.
    pub fn judged(&self, game: &Game) -> Option<&Statuses> {
        let key = position_key(game);
        self.judged
            .as_ref()
            .filter(|(k, r, _)| *k == key && r == game.rules())
            .map(|(_, _, statuses)| statuses)
    }

    /// Who owns each point at the end of the scoring playouts from `game`'s position.
    pub fn ownership(&self, game: &Game, pool: &rayon::ThreadPool) -> Ownership {
        self.estimator(pool).ownership(game)
    }

    /// The count under `game`'s rules: on a finished game (ended by two passes, or with only
    /// dame left between the colours) as the rules count it, on an unfinished one the
    /// expected count (see [`Judge::expected_final_count`]); judged by `deadline`.
    pub fn final_count(
        &mut self,
        game: &Game,
        pool: &rayon::ThreadPool,
        deadline: Option<Instant>,
    ) -> Count {
        if let Some(expected) = self.expected_final_count(game, pool, deadline) {
            return expected;
        }
        let statuses = self.statuses(game, pool, deadline);
        count(game, &statuses)
    }

    /// On an unfinished game — not ended by two passes, with open points between the
    /// colours once dead stones are off — the expected count (see [`expected_count`]);
    /// `None` for a finished one. Judged by `deadline`.
    pub fn expected_final_count(
        &mut self,
        game: &Game,
        pool: &rayon::ThreadPool,
        deadline: Option<Instant>,
    ) -> Option<Count> {
        if game.is_over() {
            return None;
        }
        // Rules that leave dead stones on the board still judge them here: a dead stone
        // inside a territory does not make it open.
        let judging = Rules {
            dead_stones: DeadStones::Removed,
            ..*game.rules()
        };
        let judged = self.statuses_under(game, pool, judging, deadline);
        if !has_open_points(game.board(), &judged) {
            return None;
        }
        let statuses = self.statuses(game, pool, deadline);
        Some(expected_count(game, &statuses, &self.ownership(game, pool)))
    }

    /// The dead-stone estimate's settings: its playouts, the seed, all of `pool`'s threads.
    fn estimator<'a>(&self, pool: &'a rayon::ThreadPool) -> Estimator<'a> {
        Estimator {
            chain_search: self.chain_search,
            playouts: SCORING_PLAYOUTS,
            seed: self.seed,
            pool,
            deadline: None,
        }
    }
}

/// What the statuses of a position are kept under: hash with the side to move, board size.
fn position_key(game: &Game) -> (u64, usize) {
    let board = game.board();
    (board.hash_with_side(game.to_move()), board.size())
}
