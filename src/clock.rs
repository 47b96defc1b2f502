//! Time controls as the controller announces them (`time_settings`, `kgs-time_settings`,
//! `time_left`), kept for the searcher.

use crate::board::Color;

/// The time system of the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeSystem {
    /// No time limit.
    None,
    /// Sudden death: `main` seconds for the whole game.
    Absolute { main: f64 },
    /// Main time, then `periods` periods of `period` seconds each (one move per period).
    ByoYomi {
        main: f64,
        period: f64,
        periods: u32,
    },
    /// Main time, then `period` seconds for every `stones` moves.
    Canadian { main: f64, period: f64, stones: u32 },
}

impl TimeSystem {
    /// The system GTP `time_settings main byo_time byo_stones` describes: byo-yomi time 0
    /// with stones 0 is sudden death; byo-yomi stones 0 with time > 0 means no limit.
    pub fn from_gtp(main: f64, period: f64, stones: u32) -> TimeSystem {
        match (period > 0.0, stones > 0) {
            (false, false) => TimeSystem::Absolute { main },
            (true, false) => TimeSystem::None,
            (_, true) => TimeSystem::Canadian {
                main,
                period,
                stones,
            },
        }
    }
}

/// What `time_left` last reported for one side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeLeft {
    pub seconds: f64,
    /// Moves (Canadian) or periods (KGS byo-yomi) left in overtime; 0 in main time.
    pub stones: u32,
}

/// The time state of both sides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub system: TimeSystem,
    /// Index: colour.
    pub left: [Option<TimeLeft>; 2],
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            system: TimeSystem::None,
            left: [None, None],
        }
    }
}

/// The time for one move: what to spend normally, and the most a search may take when its
/// best moves are still close.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveTime {
    /// Seconds a move normally gets.
    pub normal: f64,
    /// Seconds a close decision may take (at least `normal`).
    pub max: f64,
}

/// A close search may take this many times its normal share of main time...
const EXTENSION_FACTOR: f64 = 3.0;
/// ...but never more than this share of the main time left.
const MAX_SHARE_OF_MAIN: f64 = 0.2;

impl Clock {
    /// Seconds to spend on `color`'s next move, with a safety margin, or `None` without a time
    /// control. `our_moves_left` estimates the moves `color` still has to make. Only main time
    /// can be stretched for a close decision; an overtime period's share cannot.
    pub fn budget(&self, color: Color, our_moves_left: usize) -> Option<MoveTime> {
        let moves = our_moves_left.max(1) as f64;
        let reported = self.left[color.index()];
        let (seconds, main_left) = match (self.system, reported) {
            (TimeSystem::None, _) => return None,
            // Overtime: the period's time is for `stones` moves (one, under byo-yomi).
            (TimeSystem::ByoYomi { .. }, Some(left)) if left.stones > 0 => (left.seconds, 0.0),
            (_, Some(left)) if left.stones > 0 => (left.seconds / left.stones as f64, 0.0),
            (system, left) => {
                let main = left.map_or(
                    match system {
                        TimeSystem::Absolute { main }
                        | TimeSystem::ByoYomi { main, .. }
                        | TimeSystem::Canadian { main, .. } => main,
                        TimeSystem::None => 0.0,
                    },
                    |l| l.seconds,
                );
                let overtime = match system {
                    TimeSystem::ByoYomi { period, .. } => period,
                    TimeSystem::Canadian { period, stones, .. } => period / stones.max(1) as f64,
                    _ => 0.0,
                };
                // Main time spread over the moves left; once it runs out, the overtime share.
                ((main / moves).max(overtime), main)
            }
        };
        // Keep a margin for the controller's latency and the answer's trip.
        let normal = (seconds * 0.9 - 0.25).max(0.02);
        let max = (normal * EXTENSION_FACTOR).min(main_left * MAX_SHARE_OF_MAIN);
        Some(MoveTime {
            normal,
            max: max.max(normal),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(system: TimeSystem, seconds: f64, stones: u32) -> Clock {
        let left = Some(TimeLeft { seconds, stones });
        Clock {
            system,
            left: [left, left],
        }
    }

    #[test]
    fn main_time_is_spread_over_the_moves_left_and_may_stretch_for_close_calls() {
        let sudden_death = clock(TimeSystem::Absolute { main: 60.0 }, 60.0, 0);
        let time = sudden_death.budget(Color::Black, 20).unwrap();
        assert!((time.normal - (3.0 * 0.9 - 0.25)).abs() < 1e-9);
        assert!((time.max - 3.0 * time.normal).abs() < 1e-9);
        // Low on time: a close call may take at most a fifth of what is left.
        let low = clock(TimeSystem::Absolute { main: 60.0 }, 5.0, 0);
        let time = low.budget(Color::Black, 20).unwrap();
        assert!(time.max <= 5.0 * 0.2 && time.max >= time.normal);
    }

    #[test]
    fn an_overtime_period_is_never_stretched() {
        let byo_yomi = TimeSystem::ByoYomi {
            main: 0.0,
            period: 10.0,
            periods: 3,
        };
        let time = clock(byo_yomi, 10.0, 3).budget(Color::White, 30).unwrap();
        assert!((time.normal - 8.75).abs() < 1e-9);
        assert_eq!(time.max, time.normal);
        let canadian = TimeSystem::Canadian {
            main: 0.0,
            period: 60.0,
            stones: 10,
        };
        let time = clock(canadian, 30.0, 5).budget(Color::White, 30).unwrap();
        assert!((time.normal - (6.0 * 0.9 - 0.25)).abs() < 1e-9);
        assert_eq!(time.max, time.normal);
        assert_eq!(Clock::default().budget(Color::Black, 30), None);
    }
}
