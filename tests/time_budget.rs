//! Moves answer within the clock: the scoring behind a pass decision counts against the move's
//! time (it once ran 4,096 playouts outside it and lost on time in the endgame).

mod common;

use common::{answer, tengen};
use std::time::Instant;

#[test]
fn after_a_pass_a_move_with_a_fifth_of_a_second_left_comes_in_time() {
    let mut engine = tengen(&["--threads", "2"]);
    for line in [
        "boardsize 25",
        "clear_board",
        "time_settings 300 0 0",
        "play b M13",
        "play w N14",
        "play b pass",
        "time_left white 0.2 0",
    ] {
        answer(&mut engine, line);
    }
    let started = Instant::now();
    let mv = answer(&mut engine, "genmove w");
    let seconds = started.elapsed().as_secs_f64();
    assert!(
        seconds < 0.2,
        "genmove w answered {mv} after {seconds:.3} s with 0.2 s left"
    );
}
