//! Time controls as the controller announces them (`time_settings`, `kgs-time_settings`,
//! `time_left`), kept for the searcher.

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
