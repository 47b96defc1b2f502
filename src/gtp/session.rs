//! The engine state a GTP session works on.

use crate::board::{BoardError, Color, Move};
use crate::clock::Clock;
use crate::game::Game;
use crate::rules::Rules;
use crate::score::{estimate, Estimator, Statuses};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Start-up settings from the command line.
#[derive(Clone, Debug)]
pub struct Settings {
    pub size: usize,
    pub rules: Rules,
    pub komi: f64,
    pub threads: usize,
    pub seed: Option<u64>,
}

/// Everything GTP commands read and change.
pub struct Session {
    pub game: Game,
    pub clock: Clock,
    pub settings: Settings,
    pub rng: SmallRng,
    /// Set by `quit`; the loop stops after answering.
    pub quit: bool,
    /// The `--threads` workers.
    pub pool: rayon::ThreadPool,
    /// The statuses last judged, with the position and rules they belong to.
    scored: Option<(u64, Rules, Statuses)>,
}

/// Playouts behind one dead-stone estimate.
const SCORING_PLAYOUTS: usize = 4096;

/// Seed of the dead-stone estimate without `--seed`: a fixed value, so a finished position
/// is always judged the same way.
const DEFAULT_SCORING_SEED: u64 = 0x7465_6e67_656e;

/// Why a session could not start.
#[derive(Debug)]
pub enum SessionError {
    Board(BoardError),
    Threads(rayon::ThreadPoolBuildError),
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Board(e) => e.fmt(f),
            SessionError::Threads(e) => write!(f, "cannot start worker threads: {e}"),
        }
    }
}

impl Session {
    /// A session with an empty board as `settings` describe.
    pub fn new(settings: Settings) -> Result<Session, SessionError> {
        let game =
            Game::new(settings.size, settings.rules, settings.komi).map_err(SessionError::Board)?;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(settings.threads.max(1))
            .build()
            .map_err(SessionError::Threads)?;
        let rng = match settings.seed {
            Some(seed) => SmallRng::seed_from_u64(seed),
            None => SmallRng::from_os_rng(),
        };
        Ok(Session {
            game,
            clock: Clock::default(),
            settings,
            rng,
            quit: false,
            pool,
            scored: None,
        })
    }

    /// Replaces the game by an empty board of `size`, keeping rules and komi.
    pub fn new_game(&mut self, size: usize) -> Result<(), BoardError> {
        self.game = Game::new(size, *self.game.rules(), self.game.komi())?;
        Ok(())
    }

    /// The status of every chain in the current position, judged once per position and
    /// rules.
    pub fn statuses(&mut self) -> Statuses {
        let key = self.game.board().hash_with_side(self.game.to_move());
        let rules = *self.game.rules();
        if let Some((k, r, statuses)) = &self.scored {
            if *k == key && *r == rules {
                return statuses.clone();
            }
        }
        let estimator = Estimator {
            playouts: SCORING_PLAYOUTS,
            seed: self.settings.seed.unwrap_or(DEFAULT_SCORING_SEED),
            pool: &self.pool,
        };
        let statuses = estimate(&self.game, &estimator);
        self.scored = Some((key, rules, statuses.clone()));
        statuses
    }

    /// The statuses judged for exactly the current position, if any.
    pub fn judged_statuses(&self) -> Option<&Statuses> {
        let key = self.game.board().hash_with_side(self.game.to_move());
        self.scored
            .as_ref()
            .filter(|(k, r, _)| *k == key && r == self.game.rules())
            .map(|(_, _, statuses)| statuses)
    }

    /// A uniformly random legal move for `color` that does not fill its own real eye, or a
    /// pass when there is none (the placeholder until the tree search exists).
    pub fn random_move(&mut self, color: Color) -> Move {
        let board = self.game.board();
        let mut candidates: Vec<Move> = board
            .points()
            .filter(|&p| !board.is_real_eye(p, color))
            .map(Move::Play)
            .collect();
        candidates.shuffle(&mut self.rng);
        candidates
            .into_iter()
            .find(|&mv| self.game.check(color, mv).is_ok())
            .unwrap_or(Move::Pass)
    }
}
