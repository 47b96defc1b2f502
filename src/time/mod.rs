//! Time management, all of it: the game's clock as the controller announces and tengen charges
//! it ([`Clock`]), the time and playouts each move may take ([`plan_move`]), and when a running
//! search is out of time ([`Limits`]).

mod clock;
mod plan;

use std::time::{Duration, Instant};

pub use clock::{safety_margin, Clock, MoveTime, TimeLeft, TimeSystem};
pub use plan::{plan_move, Limits, MovePlan, UNTIL_INPUT};

/// The longest time tengen takes from any input (a year): a controller, a flag or a query that
/// gives more means no game-length limit, and every deadline computed from it stays
/// representable.
pub const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// A time read from input, capped at [`MAX_SECONDS`].
pub fn capped_seconds(seconds: f64) -> f64 {
    seconds.min(MAX_SECONDS)
}

/// The instant `seconds` after `started`, with `seconds` kept between 0 and [`MAX_SECONDS`]
/// (sums of capped times may exceed it; not a number counts as 0).
pub fn deadline(started: Instant, seconds: f64) -> Instant {
    let seconds = if seconds > 0.0 {
        seconds.min(MAX_SECONDS)
    } else {
        0.0
    };
    started + Duration::from_secs_f64(seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_of_huge_times_are_a_year_away() {
        let now = Instant::now();
        let year = Duration::from_secs_f64(MAX_SECONDS);
        assert_eq!(deadline(now, 1e300), now + year);
        assert_eq!(deadline(now, f64::INFINITY), now + year);
        assert_eq!(deadline(now, -1.0), now);
        assert_eq!(deadline(now, f64::NAN), now);
        assert_eq!(capped_seconds(1e300), MAX_SECONDS);
        assert_eq!(capped_seconds(30.0), 30.0);
    }
}
