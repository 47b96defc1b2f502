//! Runs GTP regression suites in the gogui-regress `.tst` format against any GTP engine.

pub mod engine;
pub mod runner;
pub mod suite;
