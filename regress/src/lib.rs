//! tengen's yardsticks, for any GTP engine: GTP regression suites in the gogui-regress `.tst`
//! format (the `regress` binary), engine-against-engine matches (`twogtp`), the scoring corpus
//! of finished games and its dead-stone review (`corpus`), and genmove latency against the
//! clock (`latency`).

pub mod adjudicate;
pub mod corpus;
pub mod engine;
pub mod judge;
pub mod openings;
pub mod output;
pub mod results_table;
pub mod review;
pub mod runner;
pub mod sprt;
pub mod suite;
pub mod twogtp;
