//! How long a move may think, and when a running search has to stop.

use super::clock::{Clock, MoveTime};
use crate::board::{Board, Color};

/// Playouts per move when neither a playout limit nor any time limit applies.
const DEFAULT_PLAYOUTS: u64 = 10_000;
/// Playouts a move's search makes before new input may interrupt it.
const MIN_PLAYOUTS_BEFORE_INTERRUPT: u64 = 64;

/// When to stop thinking.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Playouts, if limited.
    pub playouts: Option<u64>,
    /// The normal thinking time.
    pub seconds: Option<f64>,
    /// With a time limit: the most the search may take while its two most visited moves are
    /// close. `None`: stop at `seconds`, never later and never earlier; with it, a lead the
    /// second move cannot make up in the time left stops the search at once.
    pub max_seconds: Option<f64>,
    /// Playouts made before waiting input may interrupt the search.
    pub min_before_interrupt: u64,
    /// Whether a playout limit may end the search early once the most visited move cannot
    /// be caught in the playouts left (a move choice); analysis spends every playout.
    pub stop_when_decided: bool,
}

/// Analysis and pondering: no limit but the next input line.
pub const UNTIL_INPUT: Limits = Limits {
    playouts: None,
    seconds: None,
    max_seconds: None,
    min_before_interrupt: 0,
    stop_when_decided: false,
};

impl Limits {
    /// These limits for a search that starts `elapsed` seconds into the move: the times
    /// shrink by it (to a hundredth of a second at least).
    pub fn after(self, elapsed: f64) -> Limits {
        let shrink = |s: f64| (s - elapsed).max(0.01);
        Limits {
            seconds: self.seconds.map(shrink),
            max_seconds: self.max_seconds.map(shrink),
            ..self
        }
    }

    /// Whether a playout count or a time ends the search (else only input does: analysis,
    /// pondering).
    pub fn is_limited(&self) -> bool {
        self.playouts.is_some() || self.seconds.is_some()
    }

    /// Whether a search `elapsed` seconds old is out of time: past its normal time, unless its
    /// best moves are `close` (asked only then) and its maximum time is not reached.
    pub fn is_late(&self, elapsed: f64, close: impl FnOnce() -> bool) -> bool {
        self.seconds.is_some_and(|normal| {
            elapsed >= normal && !(self.max_seconds.is_some_and(|max| elapsed < max) && close())
        })
    }

    /// The time the search may run to, when it has a maximum time: that maximum while its best
    /// moves are `close` (asked only then), else its normal time.
    pub fn horizon(&self, close: impl FnOnce() -> bool) -> Option<f64> {
        match (self.seconds, self.max_seconds) {
            (Some(normal), Some(max)) => Some(if close() { max } else { normal }),
            _ => None,
        }
    }
}

/// What limits a move's search besides the game's clock: the command line's (or GoGui's
/// parameter dialog's) playouts and seconds per move.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MovePlan {
    /// Playouts per move, if limited.
    pub playouts: Option<u64>,
    /// Seconds per move, if limited.
    pub seconds: Option<f64>,
}

/// The limits of `color`'s next move on `board`: `plan`'s playouts and seconds and the time
/// `clock` leaves it (the smaller time budget wins); 10,000 playouts when nothing limits it.
pub fn plan_move(plan: MovePlan, clock: &Clock, color: Color, board: &Board) -> Limits {
    let moves_left = (board.empty_count() / 4).max(8);
    let points = board.size().pow(2);
    let by_clock = clock.budget(color, moves_left, points);
    // A fixed time per move is never stretched.
    let fixed = plan.seconds.map(|s| MoveTime { normal: s, max: s });
    let time = match (fixed, by_clock) {
        (Some(a), Some(b)) => Some(MoveTime {
            normal: a.normal.min(b.normal),
            max: a.max.min(b.max),
        }),
        (a, b) => a.or(b),
    };
    let seconds = time.map(|t| t.normal);
    let playouts = plan
        .playouts
        .or(seconds.is_none().then_some(DEFAULT_PLAYOUTS));
    Limits {
        playouts,
        seconds,
        max_seconds: time.map(|t| t.max),
        min_before_interrupt: MIN_PLAYOUTS_BEFORE_INTERRUPT,
        stop_when_decided: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::TimeSystem;

    #[test]
    fn a_move_takes_the_smaller_of_its_fixed_time_and_the_clocks_share() {
        let board = Board::new(19).unwrap();
        let mut clock = Clock::default();
        let unlimited = plan_move(MovePlan::default(), &clock, Color::Black, &board);
        assert_eq!(
            (unlimited.playouts, unlimited.seconds),
            (Some(10_000), None)
        );
        let fixed = MovePlan {
            playouts: None,
            seconds: Some(5.0),
        };
        let limits = plan_move(fixed, &clock, Color::Black, &board);
        assert_eq!(
            (limits.playouts, limits.seconds, limits.max_seconds),
            (None, Some(5.0), Some(5.0))
        );
        clock.system = TimeSystem::Absolute { main: 60.0 };
        let limits = plan_move(fixed, &clock, Color::Black, &board);
        assert!(
            limits.seconds.unwrap() < 1.0,
            "sixty seconds for a whole 19x19 game"
        );
        assert_eq!(limits.max_seconds, limits.seconds.map(|s| s * 3.0));
    }

    #[test]
    fn a_close_search_may_run_to_its_maximum_time() {
        let limits = Limits {
            seconds: Some(2.0),
            max_seconds: Some(6.0),
            ..Limits::default()
        };
        assert!(!limits.is_late(1.0, || false));
        assert!(limits.is_late(2.0, || false));
        assert!(!limits.is_late(2.0, || true));
        assert!(limits.is_late(6.0, || true));
        assert_eq!(limits.horizon(|| true), Some(6.0));
        assert_eq!(limits.horizon(|| false), Some(2.0));
        assert!(!UNTIL_INPUT.is_limited() && UNTIL_INPUT.horizon(|| true).is_none());
    }
}
