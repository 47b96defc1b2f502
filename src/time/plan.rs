//! How long a move may think, and when a running search has to stop.

use super::clock::{Clock, MoveTime};
use crate::board::{Board, Color};

/// Playouts per move when neither a playout limit nor any time limit applies.
const DEFAULT_PLAYOUTS: u64 = 10_000;
/// Playouts a move's search makes before new input may interrupt it.
const MIN_PLAYOUTS_BEFORE_INTERRUPT: u64 = 64;
/// Even shares of main time a middle-game move plans (see [`phase_weight`]).
const MIDDLE_GAME_WEIGHT: f64 = 1.5;
/// Filled shares of the board where the middle game's weight ramps up: from the first to the
/// second.
const MIDDLE_GAME_STARTS: (f64, f64) = (0.1, 0.2);
/// Filled shares of the board where the middle game's weight ramps back down to one share.
const MIDDLE_GAME_ENDS: (f64, f64) = (0.45, 0.6);

/// When to stop thinking.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Playouts, if limited.
    pub playouts: Option<u64>,
    /// The normal thinking time.
    pub seconds: Option<f64>,
    /// With a time limit: the most the search may take while its two most visited moves are
    /// close. `None`: stop at `seconds`, never later and never earlier; with it, a lead the
    /// second move could not make up even by that maximum stops the search at once.
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

    /// The latest time the search may run to, when it has a maximum time (else `None`).
    pub fn latest(&self) -> Option<f64> {
        self.seconds.and(self.max_seconds)
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
    let moves_left = (board.empty_count() / 4).max(8) as f64;
    let points = board.size().pow(2);
    let even = clock.budget(color, moves_left, points);
    let weighted = clock.budget(color, moves_left / phase_weight(board), points);
    // The game's phase lengthens a move's normal time; its longest stays an even share's.
    let by_clock = even.zip(weighted).map(|(even, weighted)| MoveTime {
        normal: weighted.normal,
        max: even.max.max(weighted.normal),
    });
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

/// The even shares of main time a move on `board` deserves: [`MIDDLE_GAME_WEIGHT`] in the
/// middle game, where games are decided, one in the opening and the endgame, ramping between
/// them as the board fills.
fn phase_weight(board: &Board) -> f64 {
    let filled = 1.0 - board.empty_count() as f64 / board.size().pow(2) as f64;
    let ramp = |(from, to): (f64, f64)| ((filled - from) / (to - from)).clamp(0.0, 1.0);
    let middle = ramp(MIDDLE_GAME_STARTS) * (1.0 - ramp(MIDDLE_GAME_ENDS));
    1.0 + (MIDDLE_GAME_WEIGHT - 1.0) * middle
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
    fn middle_game_moves_plan_more_than_an_even_share() {
        let mut board = Board::new(10).unwrap();
        let mut weight_by_tenth_filled = Vec::new();
        for row in 0..10 {
            weight_by_tenth_filled.push(phase_weight(&board));
            for col in 0..10 {
                board.play(board.point(col, row).unwrap(), Color::Black);
            }
        }
        let [opening, _, _, middle, still_middle, leaving_middle, _, yose, ..] =
            weight_by_tenth_filled[..]
        else {
            unreachable!("ten weights");
        };
        assert_eq!((opening, yose), (1.0, 1.0));
        assert_eq!(
            (middle, still_middle),
            (MIDDLE_GAME_WEIGHT, MIDDLE_GAME_WEIGHT)
        );
        assert!(1.0 < leaving_middle && leaving_middle < MIDDLE_GAME_WEIGHT);
        // A move worth more shares plans more of the same clock.
        let clock = Clock {
            system: TimeSystem::Absolute { main: 60.0 },
            ..Clock::default()
        };
        let normal = |shares| clock.budget(Color::Black, shares, 100).unwrap().normal;
        assert!(normal(20.0 / MIDDLE_GAME_WEIGHT) > normal(20.0));
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
        assert_eq!(limits.latest(), Some(6.0));
        assert!(!UNTIL_INPUT.is_limited() && UNTIL_INPUT.latest().is_none());
    }
}
