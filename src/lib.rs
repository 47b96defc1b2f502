//! tengen: a Monte Carlo Go engine that speaks GTP v2.

pub mod bench;
pub mod board;
pub mod game;
pub mod playout;
pub mod rules;
