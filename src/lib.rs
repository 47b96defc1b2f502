//! tengen: a Monte Carlo Go engine that speaks GTP v2.

pub mod atomic_file;
pub mod bench;
pub mod board;
pub mod game;
pub mod gtp;
pub mod kata_analysis;
pub mod log_sink;
pub mod patterns;
pub mod playout;
pub mod predict;
pub mod rules;
pub mod score;
pub mod search;
pub mod sgf;
pub mod tactics;
pub mod time;
