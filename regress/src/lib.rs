//! Runs GTP regression suites in the gogui-regress `.tst` format against any GTP engine.

pub mod corpus;
pub mod engine;
pub mod judge;
pub mod openings;
pub mod output;
pub mod results_table;
pub mod review;
pub mod runner;
pub mod suite;
pub mod twogtp;
