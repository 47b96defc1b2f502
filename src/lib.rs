//! tengen: a Monte Carlo Go engine that speaks GTP v2.
//!
//! The layers, each using only those before it (tests aside): [`board`] (stones, chains, play
//! and undo), [`rules`] and [`game`] (history and legality under a ruleset), [`sgf`],
//! [`patterns`], [`tactics`] (the readers), [`playout`], [`predict`] (learned move
//! priors), [`score`] (dead stones and the count), [`time`], [`search`] (the tree search and
//! the [`search::Player`] that owns it), then the two front ends, [`gtp`] and
//! [`kata_analysis`].
//!
//! Asking the player for a move without GTP:
//!
//! ```
//! use tengen::board::{move_text, Color};
//! use tengen::game::Game;
//! use tengen::rules::Rules;
//! use tengen::search::{Decision, Level, Player, PlayerSettings};
//! use tengen::time::{Clock, MovePlan};
//!
//! let mut game = Game::new(9, Rules::by_name("japanese").unwrap(), 6.5).unwrap();
//! let mut player = Player::new(PlayerSettings {
//!     threads: 1,
//!     seed: Some(1),
//!     plan: MovePlan { playouts: Some(300), seconds: None },
//!     max_nodes: 100_000,
//!     resign_threshold: 0.0,
//!     ponder: false,
//!     level: Level::FULL,
//! })
//! .unwrap();
//! let decision = player.genmove(&game, &Clock::default(), Color::Black, None);
//! let Decision::Play(mv) = decision else {
//!     panic!("no resigning on an empty board");
//! };
//! game.play(Color::Black, mv).unwrap();
//! println!("black {}\n{}", move_text(game.board(), mv), game.board().diagram());
//! assert_eq!(game.history().len(), 1);
//! ```
#![warn(missing_docs)]

pub mod atomic_file;
pub mod bench;
pub mod board;
pub mod capped_line;
pub mod game;
pub mod gtp;
pub mod kata_analysis;
pub mod log_sink;
pub mod patterns;
pub mod playout;
pub mod predict;
pub mod review;
pub mod rules;
pub mod score;
pub mod search;
pub mod sgf;
pub mod tactics;
pub mod time;
