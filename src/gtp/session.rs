//! The engine state a GTP session works on.

use crate::board::{BoardError, Color, Move};
use crate::clock::Clock;
use crate::game::Game;
use crate::rules::Rules;
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
}

impl Session {
    /// A session with an empty board as `settings` describe.
    pub fn new(settings: Settings) -> Result<Session, BoardError> {
        let game = Game::new(settings.size, settings.rules, settings.komi)?;
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
        })
    }

    /// Replaces the game by an empty board of `size`, keeping rules and komi.
    pub fn new_game(&mut self, size: usize) -> Result<(), BoardError> {
        self.game = Game::new(size, *self.game.rules(), self.game.komi())?;
        Ok(())
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
