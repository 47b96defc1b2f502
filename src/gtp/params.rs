//! The engine's settings as GoGui's parameter dialog shows them (`tengen-param`, an analyze
//! command of type `param`), and GoGui's window title (`gogui-title`).

use super::args::count_args;
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::rules::Rules;
use crate::search::Level;
use crate::time::{self, MovePlan};

/// `tengen-param`: without arguments, every setting as `[type] key value` lines; with `KEY
/// VALUE`, changes that setting (GoGui sends one such command per changed field).
pub fn param(session: &mut Session, args: &[String]) -> Reply {
    match args {
        [] => Ok(listing(session)),
        [key, value] => set(session, key, value).map(|()| String::new()),
        _ => Err(Failure::new(
            "syntax error: expected no arguments, or a key and a value",
        )),
    }
}

fn listing(session: &Session) -> String {
    let s = session.player().settings();
    let or_none = |v: Option<String>| v.unwrap_or_else(|| "none".into());
    let rules = Rules::preset_names().join("/");
    [
        format!(
            "[string] playouts {}",
            or_none(s.plan.playouts.map(|p| p.to_string()))
        ),
        format!(
            "[string] time_per_move {}",
            or_none(s.plan.seconds.map(|t| t.to_string()))
        ),
        format!("[string] threads {}", s.threads),
        format!("[string] resign_threshold {}", s.resign_threshold),
        format!("[bool] ponder {}", u8::from(s.ponder)),
        format!("[list/1/2/3/4/5/6/7/8/9/10] level {}", s.level),
        format!("[list/{rules}] rules {}", session.game().rules().name),
    ]
    .join("\n")
}

fn set(session: &mut Session, key: &str, value: &str) -> Result<(), Failure> {
    let invalid = || Failure::new(format!("invalid value for {key}: '{value}'"));
    let none = value.eq_ignore_ascii_case("none");
    match key {
        "playouts" => {
            let playouts = if none {
                None
            } else {
                Some(
                    value
                        .parse::<u64>()
                        .ok()
                        .filter(|&p| p >= 1)
                        .ok_or_else(invalid)?,
                )
            };
            let plan = session.player().settings().plan;
            session.player_mut().set_plan(MovePlan { playouts, ..plan });
        }
        "time_per_move" => {
            let seconds = if none {
                None
            } else {
                let seconds: f64 = value.parse().map_err(|_| invalid())?;
                Some(
                    Some(seconds)
                        .filter(|s| s.is_finite() && *s > 0.0)
                        .map(time::capped_seconds)
                        .ok_or_else(invalid)?,
                )
            };
            let plan = session.player().settings().plan;
            session.player_mut().set_plan(MovePlan { seconds, ..plan });
        }
        "threads" => {
            let threads = value
                .parse::<usize>()
                .ok()
                .filter(|t| (1..=256).contains(t));
            let threads = threads.ok_or_else(invalid)?;
            session
                .player_mut()
                .set_threads(threads)
                .map_err(|e| Failure::new(e.to_string()))?;
        }
        "resign_threshold" => {
            let rate: f64 = value.parse().map_err(|_| invalid())?;
            if !(0.0..=1.0).contains(&rate) {
                return Err(invalid());
            }
            session.player_mut().set_resign_threshold(rate);
        }
        "ponder" => {
            let ponder = match value {
                "1" | "true" => true,
                "0" | "false" => false,
                _ => return Err(invalid()),
            };
            session.player_mut().set_ponder(ponder);
        }
        "level" => {
            let level = value.parse::<u8>().ok().and_then(Level::new);
            session.player_mut().set_level(level.ok_or_else(invalid)?);
        }
        "rules" => {
            let rules = Rules::by_name(value).map_err(|e| Failure::new(e.to_string()))?;
            session.set_rules(rules);
        }
        _ => return Err(Failure::new(format!("unknown parameter '{key}'"))),
    }
    Ok(())
}

/// `gogui-title`: the window title GoGui shows, naming the engine and the game's terms.
pub fn title(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let game = session.game();
    Ok(format!(
        "tengen {}: {}x{}, {} rules, komi {}",
        env!("CARGO_PKG_VERSION"),
        game.board().size(),
        game.board().size(),
        game.rules().name,
        game.komi()
    ))
}
