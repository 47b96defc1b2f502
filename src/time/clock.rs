//! The game's clock as the controller announces it (`time_settings`, `kgs-time_settings`,
//! `time_left`, KataGo's `kata-time_settings`), charged as moves are made, and the time it
//! leaves for the next move.

use crate::board::{ByColor, Color};

/// The time system of the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeSystem {
    /// No time limit.
    None,
    /// Sudden death: `main` seconds for the whole game.
    Absolute {
        /// Seconds for the whole game.
        main: f64,
    },
    /// Main time, then `periods` periods of `period` seconds each (one move per period).
    ByoYomi {
        /// Main time in seconds.
        main: f64,
        /// Seconds of each period.
        period: f64,
        /// Periods after main time.
        periods: u32,
    },
    /// Main time, then `period` seconds for every `stones` moves.
    Canadian {
        /// Main time in seconds.
        main: f64,
        /// Seconds of each period.
        period: f64,
        /// Moves to make in each period.
        stones: u32,
    },
    /// Main time, and `increment` seconds added after every move; the time left never grows
    /// above `main_limit` and no move may take more than `move_limit` (KataGo's
    /// `fischer-capped`; `None`: no cap).
    Fischer {
        /// Main time in seconds.
        main: f64,
        /// Seconds added after each move.
        increment: f64,
        /// Most time a side may have, if capped.
        main_limit: Option<f64>,
        /// Most time one move may take, if capped.
        move_limit: Option<f64>,
    },
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
    /// Seconds left in the current main time or period.
    pub seconds: f64,
    /// Moves (Canadian) or periods (KGS byo-yomi) left in overtime; 0 in main time.
    pub stones: u32,
}

/// The time state of both sides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    /// The time system.
    pub system: TimeSystem,
    /// What each side has left, once known (from `time_left`, or counted since the start).
    pub left: ByColor<Option<TimeLeft>>,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            system: TimeSystem::None,
            left: ByColor::default(),
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

/// Seconds kept back from every move: the controller's latency and the answer's trip (0.2 s),
/// and the work around the search that grows with the board (setting up the root's moves and
/// their priors, ladder reads included; choosing and playing the move): up to 0.2 s more on
/// 25×25 (the `latency` tool measures what is left over).
pub fn safety_margin(board_points: usize) -> f64 {
    0.2 + 0.2 * board_points as f64 / 625.0
}

/// The part of its share of the clock a move plans to use.
const PLANNED_SHARE: f64 = 0.9;

/// Main time keeps this many [`safety_margin`]s back for the end of the game, when every move
/// gets its shortest search and the latency of the answer still counts (about 50 such moves on
/// 19×19).
const MARGINS_KEPT_IN_MAIN: f64 = 10.0;

/// A close search may take this many times its normal share of main time...
const EXTENSION_FACTOR: f64 = 3.0;
/// ...but never more than this share of the main time left.
const MAX_SHARE_OF_MAIN: f64 = 0.2;

impl Clock {
    /// Charges `seconds` of thinking to `color`'s clock, as a game clock would: main time
    /// first, then overtime (a byo-yomi period that is not used up starts afresh; a Canadian
    /// period starts afresh after its moves). Controllers such as gogui-twogtp never send
    /// `time_left`, so the engine keeps its own count; a `time_left` overrides it.
    pub fn charge(&mut self, color: Color, seconds: f64) {
        let Some(now) = self.left[color].or_else(|| self.start()) else {
            return;
        };
        let in_main = now.stones == 0;
        let after = match self.system {
            TimeSystem::None => return,
            TimeSystem::Fischer {
                increment,
                main_limit,
                ..
            } => TimeLeft {
                // A move over the time left loses; otherwise the increment comes on top.
                seconds: if seconds > now.seconds {
                    0.0
                } else {
                    (now.seconds - seconds + increment).min(main_limit.unwrap_or(f64::INFINITY))
                },
                stones: 0,
            },
            _ if in_main && now.seconds > seconds => TimeLeft {
                seconds: now.seconds - seconds,
                stones: 0,
            },
            // No overtime: the time is up.
            TimeSystem::Absolute { .. }
            | TimeSystem::ByoYomi { periods: 0, .. }
            | TimeSystem::Canadian { stones: 0, .. } => TimeLeft {
                seconds: 0.0,
                stones: 0,
            },
            TimeSystem::ByoYomi {
                period, periods, ..
            } => {
                let (periods_left, overtime_used) = if in_main {
                    (periods, seconds - now.seconds)
                } else {
                    (now.stones, seconds)
                };
                // Every period used up is lost; the next one starts full.
                let lost = (overtime_used / period).floor();
                TimeLeft {
                    seconds: period,
                    stones: (periods_left as f64 - lost).max(1.0) as u32,
                }
            }
            TimeSystem::Canadian { period, stones, .. } => {
                // Main time running out during a move starts the first period, and the move
                // counts in it.
                let (seconds_left, moves_left) = if in_main {
                    (period - (seconds - now.seconds), stones)
                } else {
                    (now.seconds - seconds, now.stones)
                };
                if moves_left <= 1 {
                    TimeLeft {
                        seconds: period,
                        stones,
                    }
                } else {
                    TimeLeft {
                        seconds: seconds_left.max(0.0),
                        stones: moves_left - 1,
                    }
                }
            }
        };
        self.left[color] = Some(after);
    }

    /// Both sides' clocks back to the start of a game.
    pub fn restart(&mut self) {
        self.left = ByColor::default();
    }

    /// A side's clock at the start of the game (`None` without a time limit): its main time,
    /// or its first overtime period when there is no main time.
    fn start(&self) -> Option<TimeLeft> {
        let (main, overtime) = match self.system {
            TimeSystem::None => return None,
            TimeSystem::Absolute { main } | TimeSystem::Fischer { main, .. } => (main, None),
            TimeSystem::ByoYomi {
                main,
                period,
                periods,
            } => (main, Some((period, periods))),
            TimeSystem::Canadian {
                main,
                period,
                stones,
            } => (main, Some((period, stones))),
        };
        Some(match overtime {
            Some((seconds, stones)) if main <= 0.0 && stones > 0 => TimeLeft { seconds, stones },
            _ => TimeLeft {
                seconds: main,
                stones: 0,
            },
        })
    }

    /// Seconds to spend on `color`'s next move on a board of `board_points` points, or `None`
    /// without a time control. `our_moves_left` estimates the moves `color` still has to make.
    /// Every move plans [`PLANNED_SHARE`] of its share. An overtime period's share is also cut by a
    /// [`safety_margin`], as every period is timed on its own; main time keeps
    /// [`MARGINS_KEPT_IN_MAIN`] margins back from what is left instead of one from every move
    /// (on 19×19 at 5 minutes a move's margin took an eighth of the clock, and at 2 minutes a
    /// third). Only main time can be stretched for a close decision; an overtime period's share
    /// cannot.
    pub fn budget(
        &self,
        color: Color,
        our_moves_left: usize,
        board_points: usize,
    ) -> Option<MoveTime> {
        let moves = our_moves_left.max(1) as f64;
        let left = match self.left[color] {
            _ if self.system == TimeSystem::None => return None,
            Some(left) => left,
            None => self.start()?,
        };
        let margin = safety_margin(board_points);
        let spendable = (left.seconds - margin * MARGINS_KEPT_IN_MAIN).max(0.0);
        let (normal, main_left) = match self.system {
            // Overtime: the period's time is for `stones` moves (one, under byo-yomi).
            TimeSystem::ByoYomi { .. } if left.stones > 0 => {
                (left.seconds * PLANNED_SHARE - margin, 0.0)
            }
            _ if left.stones > 0 => (
                left.seconds / left.stones as f64 * PLANNED_SHARE - margin,
                0.0,
            ),
            TimeSystem::Fischer {
                increment,
                move_limit,
                ..
            } => {
                // The increment comes after the move: never plan more than half of what is
                // left now.
                let share = (spendable / moves + increment)
                    .min(spendable / 2.0)
                    .min(move_limit.unwrap_or(f64::INFINITY));
                // A close decision may stretch within the main time, never past the cap.
                let stretchable = left
                    .seconds
                    .min(move_limit.unwrap_or(f64::INFINITY) / MAX_SHARE_OF_MAIN);
                (share * PLANNED_SHARE, stretchable)
            }
            system => {
                let overtime = match system {
                    TimeSystem::ByoYomi { period, .. } => period,
                    TimeSystem::Canadian { period, stones, .. } => period / stones.max(1) as f64,
                    _ => 0.0,
                };
                // Main time spread over the moves left; once it runs out, the overtime share.
                // Without overtime its share is below zero and main time decides.
                let overtime_share = overtime * PLANNED_SHARE - margin;
                (
                    (spendable / moves * PLANNED_SHARE).max(overtime_share),
                    left.seconds,
                )
            }
        };
        let normal = normal.max(0.02);
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
            left: ByColor::both(left),
        }
    }

    #[test]
    fn main_time_is_spread_over_the_moves_left_and_may_stretch_for_close_calls() {
        let sudden_death = clock(TimeSystem::Absolute { main: 60.0 }, 60.0, 0);
        let time = sudden_death.budget(Color::Black, 20, 361).unwrap();
        // Ten margins are kept back from the 60 s, not one from each of the 20 moves.
        let spread = (60.0 - 10.0 * safety_margin(361)) / 20.0 * 0.9;
        assert!((time.normal - spread).abs() < 1e-9);
        assert!((time.max - 3.0 * time.normal).abs() < 1e-9);
        // Low on time: a close call may take at most a fifth of what is left.
        let low = clock(TimeSystem::Absolute { main: 60.0 }, 5.0, 0);
        let time = low.budget(Color::Black, 20, 361).unwrap();
        assert!(time.max <= 5.0 * 0.2 && time.max >= time.normal);
    }

    #[test]
    fn sudden_death_spent_as_planned_never_runs_out() {
        // 150 moves of a side (a long 19×19 game) that plans with a quarter of the empty points
        // as its moves left (fewer and fewer), each move taking its normal time plus 0.05 s of
        // latency.
        let mut game = unset(TimeSystem::Absolute { main: 300.0 });
        for moves_left in (8..=90).rev().chain([8; 67]) {
            let time = game.budget(Color::Black, moves_left, 361).unwrap();
            let (left, _) = charged(&mut game, Color::Black, time.normal + 0.05);
            assert!(left > 0.0, "lost on time with {moves_left} moves left");
        }
    }

    #[test]
    fn main_time_running_out_plans_with_the_byo_yomi_period() {
        let byo_yomi = TimeSystem::ByoYomi {
            main: 600.0,
            period: 10.0,
            periods: 3,
        };
        let time = clock(byo_yomi, 1.0, 0)
            .budget(Color::Black, 30, 361)
            .unwrap();
        assert!((time.normal - (10.0 * 0.9 - safety_margin(361))).abs() < 1e-9);
    }

    #[test]
    fn an_overtime_period_is_never_stretched() {
        let byo_yomi = TimeSystem::ByoYomi {
            main: 0.0,
            period: 10.0,
            periods: 3,
        };
        let time = clock(byo_yomi, 10.0, 3)
            .budget(Color::White, 30, 361)
            .unwrap();
        assert!((time.normal - (10.0 * 0.9 - safety_margin(361))).abs() < 1e-9);
        assert_eq!(time.max, time.normal);
        let canadian = TimeSystem::Canadian {
            main: 0.0,
            period: 60.0,
            stones: 10,
        };
        let time = clock(canadian, 30.0, 5)
            .budget(Color::White, 30, 361)
            .unwrap();
        assert!((time.normal - (6.0 * 0.9 - safety_margin(361))).abs() < 1e-9);
        assert_eq!(time.max, time.normal);
        assert_eq!(Clock::default().budget(Color::Black, 30, 361), None);
    }

    #[test]
    fn larger_boards_keep_more_time_back() {
        let sudden_death = clock(TimeSystem::Absolute { main: 60.0 }, 60.0, 0);
        let normal = |points| {
            sudden_death
                .budget(Color::Black, 20, points)
                .unwrap()
                .normal
        };
        assert!(normal(81) > normal(361) && normal(361) > normal(625));
        assert!((safety_margin(625) - 0.4).abs() < 1e-9);
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move_up_to_its_cap() {
        let mut clock = unset(TimeSystem::Fischer {
            main: 60.0,
            increment: 5.0,
            main_limit: Some(62.0),
            move_limit: None,
        });
        assert_eq!(charged(&mut clock, Color::Black, 10.0), (55.0, 0));
        assert_eq!(charged(&mut clock, Color::Black, 1.0), (59.0, 0));
        assert_eq!(charged(&mut clock, Color::Black, 1.0), (62.0, 0), "capped");
        assert_eq!(
            charged(&mut clock, Color::Black, 70.0),
            (0.0, 0),
            "lost on time"
        );
    }

    #[test]
    fn fischer_plans_with_the_increment_but_never_beyond_half_the_time_left() {
        let fischer = |move_limit| TimeSystem::Fischer {
            main: 300.0,
            increment: 10.0,
            main_limit: None,
            move_limit,
        };
        let time = clock(fischer(None), 300.0, 0)
            .budget(Color::White, 30, 361)
            .unwrap();
        let share = (300.0 - 10.0 * safety_margin(361)) / 30.0 + 10.0;
        assert!((time.normal - share * 0.9).abs() < 1e-9);
        let short = clock(fischer(None), 4.0, 0)
            .budget(Color::White, 30, 361)
            .unwrap();
        // Never more than half of the 4 s left, the stretch of a close decision included.
        assert!(short.normal <= 2.0 && short.max <= 2.0, "{short:?}");
        // A per-move cap bounds the stretch too.
        let capped = clock(fischer(Some(3.0)), 300.0, 0)
            .budget(Color::White, 30, 361)
            .unwrap();
        assert!(capped.normal <= 3.0 && capped.max <= 3.0, "{capped:?}");
    }

    /// A clock under `system` at the start of a game (no `time_left` heard).
    fn unset(system: TimeSystem) -> Clock {
        Clock {
            system,
            left: ByColor::default(),
        }
    }

    /// Charges `seconds` to `color` and returns its clock after: seconds and stones left.
    fn charged(clock: &mut Clock, color: Color, seconds: f64) -> (f64, u32) {
        clock.charge(color, seconds);
        let left = clock.left[color].unwrap();
        (left.seconds, left.stones)
    }

    #[test]
    fn the_engine_charges_its_own_moves_to_its_clock() {
        let mut clock = unset(TimeSystem::Absolute { main: 60.0 });
        assert_eq!(charged(&mut clock, Color::Black, 15.0), (45.0, 0));
        assert_eq!(clock.left[Color::White], None, "White's clock runs apart");
        let fresh = clock.budget(Color::White, 20, 361).unwrap().normal;
        assert!(clock.budget(Color::Black, 20, 361).unwrap().normal < fresh);
        assert_eq!(charged(&mut clock, Color::Black, 50.0), (0.0, 0));
        clock.restart();
        assert_eq!(clock.budget(Color::Black, 20, 361).unwrap().normal, fresh);
    }

    #[test]
    fn byo_yomi_periods_are_lost_only_when_used_up() {
        let mut clock = unset(TimeSystem::ByoYomi {
            main: 10.0,
            period: 5.0,
            periods: 3,
        });
        assert_eq!(charged(&mut clock, Color::White, 4.0), (6.0, 0));
        // Main time runs out 2 s into the move: the first period is not used up.
        assert_eq!(charged(&mut clock, Color::White, 8.0), (5.0, 3));
        assert_eq!(charged(&mut clock, Color::White, 4.9), (5.0, 3));
        assert_eq!(charged(&mut clock, Color::White, 11.0), (5.0, 1));
    }

    #[test]
    fn a_canadian_period_starts_afresh_after_its_moves() {
        let mut clock = unset(TimeSystem::Canadian {
            main: 0.0,
            period: 60.0,
            stones: 3,
        });
        assert_eq!(charged(&mut clock, Color::Black, 10.0), (50.0, 2));
        assert_eq!(charged(&mut clock, Color::Black, 20.0), (30.0, 1));
        assert_eq!(charged(&mut clock, Color::Black, 25.0), (60.0, 3));
        // Without a time control nothing is counted.
        let mut none = Clock::default();
        none.charge(Color::Black, 10.0);
        assert_eq!(none.left, ByColor::default());
    }
}
