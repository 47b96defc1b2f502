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

impl Clock {
    /// Seconds to spend on `color`'s next move, with a safety margin, or `None` without a time
    /// control. `our_moves_left` estimates the moves `color` still has to make.
    pub fn budget(&self, color: Color, our_moves_left: usize) -> Option<f64> {
        let moves = our_moves_left.max(1) as f64;
        let reported = self.left[color.index()];
        let seconds = match (self.system, reported) {
            (TimeSystem::None, _) => return None,
            // Overtime: the period's time is for `stones` moves (one, under byo-yomi).
            (TimeSystem::ByoYomi { .. }, Some(left)) if left.stones > 0 => left.seconds,
            (_, Some(left)) if left.stones > 0 => left.seconds / left.stones as f64,
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
                (main / moves).max(overtime)
            }
        };
        // Keep a margin for the controller's latency and the answer's trip.
        Some((seconds * 0.9 - 0.25).max(0.02))
    }
}
