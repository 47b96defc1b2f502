//! Extensions other engines defined and clients look for: GNU Go's `get_komi`, `last_move`,
//! `clear_cache`, `cputime`, and `trymove` and `popgo` (which its regression suites use),
//! KGS's `kgs-game_over`, and KataGo's time settings (Fischer clocks included), with those
//! engines' syntax and answers.

use super::args::{color, count_args, vertex_or_pass};
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::board::{move_text, Color};
use crate::time::{self, TimeSystem};

/// GNU Go's `get_komi`: the komi in force.
pub fn get_komi(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(session.game().komi().to_string())
}

/// GNU Go's `last_move`: the colour and vertex (or `pass`) of the last move; handicap and
/// set-up stones are not moves.
pub fn last_move(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let last = session
        .game()
        .history()
        .last()
        .ok_or_else(|| Failure::new("no previous move known"))?;
    Ok(format!(
        "{} {}",
        last.color,
        move_text(session.game().board(), last.mv)
    ))
}

/// GNU Go's `trymove COLOR VERTEX`: plays the move as `play` does, for `popgo` to take back.
pub fn trymove(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 2)?;
    let color = color(&args[0])?;
    let target = vertex_or_pass(&args[1])?;
    session
        .try_move(color, target)
        .map_err(|e| Failure::new(format!("illegal move: {e}")))?;
    Ok(String::new())
}

/// GNU Go's `popgo`: takes back the last move `trymove` played.
pub fn popgo(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    session.pop_tried().map_err(Failure::new)?;
    Ok(String::new())
}

/// GNU Go's `clear_cache`: forgets the search tree and the judged statuses, so the next
/// search and scoring start from nothing.
pub fn clear_cache(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    session.clear_cache();
    Ok(String::new())
}

/// GNU Go's `cputime`: seconds of processor time the process has used (all threads, user and
/// system), with three decimals.
pub fn cputime(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let seconds = process_cpu_seconds()
        .ok_or_else(|| Failure::new("cputime is not available on this system"))?;
    Ok(format!("{seconds:.3}"))
}

/// User plus system time of the whole process, from `getrusage`.
#[cfg(unix)]
fn process_cpu_seconds() -> Option<f64> {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: `usage` is a valid, writable `rusage` (zeroed, so every field is initialised
    // even where the system leaves some unwritten); getrusage only writes into it.
    let status = unsafe { libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) };
    if status != 0 {
        return None;
    }
    // SAFETY: zero-initialised above and filled by a successful getrusage.
    let usage = unsafe { usage.assume_init() };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Some(seconds(usage.ru_utime) + seconds(usage.ru_stime))
}

#[cfg(not(unix))]
fn process_cpu_seconds() -> Option<f64> {
    None
}

/// KGS's `kgs-game_over`: the game has ended on the server. The position stays (a game may
/// be resumed with `genmove`); nothing to do but acknowledge.
pub fn kgs_game_over(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(String::new())
}

/// KataGo's `kata-list_time_settings`: the time systems `kata-time_settings` accepts.
pub fn kata_list_time_settings(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok("none absolute byoyomi canadian fischer fischer-capped".into())
}

/// KataGo's `kata-time_settings KIND …`: `none`, `absolute MAIN`, `byoyomi MAIN PERIOD
/// PERIODS`, `canadian MAIN PERIOD STONES`, `fischer MAIN INCREMENT`, `fischer-capped MAIN
/// INCREMENT MAIN_LIMIT MOVE_LIMIT` (a negative limit: none). Times in seconds, fractions
/// allowed; allowed mid-game (gtp2ogs sends it before every move). Extra arguments are
/// ignored, as KataGo does.
pub fn kata_time_settings(session: &mut Session, args: &[String]) -> Reply {
    let kind = args.first().map(|k| k.to_ascii_lowercase());
    let time = |i: usize, what: &str| kata_seconds(args, i, what);
    let limit = |i: usize, what: &str| kata_limit(args, i, what);
    let number = |i: usize, what: &str| kata_count(args, i, what);
    let system = match kind.as_deref() {
        Some("none") => TimeSystem::None,
        Some("absolute") => TimeSystem::Absolute {
            main: time(1, "main time")?,
        },
        Some("byoyomi") => {
            let main = time(1, "main time")?;
            let period = time(2, "byo-yomi per-period time")?;
            match number(3, "byo-yomi overtime periods")? {
                0 => TimeSystem::Absolute { main },
                periods => TimeSystem::ByoYomi {
                    main,
                    period,
                    periods,
                },
            }
        }
        Some("canadian") => TimeSystem::from_gtp(
            time(1, "main time")?,
            time(2, "byo-yomi period time")?,
            number(3, "byo-yomi overtime stones")?,
        ),
        Some("fischer") => TimeSystem::Fischer {
            main: time(1, "main time")?,
            increment: time(2, "increment time")?,
            main_limit: None,
            move_limit: None,
        },
        Some("fischer-capped") => TimeSystem::Fischer {
            main: time(1, "main time")?,
            increment: time(2, "increment time")?,
            main_limit: limit(3, "main time limit")?,
            move_limit: limit(4, "max time per move")?,
        },
        _ => {
            return Err(Failure::new(
                "Expected 'none', 'absolute', 'byoyomi', 'canadian', 'fischer', or \
                 'fischer-capped' as first argument for kata-time_settings",
            ))
        }
    };
    // gtp2ogs sends the same settings before every move: the clocks run on unless they change.
    if session.clock().system != system {
        session.set_time_system(system);
    }
    Ok(String::new())
}

/// Argument `i` as a number of seconds, with KataGo's messages.
fn kata_number(args: &[String], i: usize, what: &str) -> Result<f64, Failure> {
    let text = args
        .get(i)
        .ok_or_else(|| Failure::new(format!("Expected float for {what} as argument {i}")))?;
    let value: f64 = text
        .parse()
        .map_err(|_| Failure::new(format!("Expected float for {what} as argument {i}")))?;
    if value.is_finite() {
        Ok(value)
    } else {
        Err(Failure::new(format!("{what} is an invalid value: {text}")))
    }
}

/// A time that must not be negative.
fn kata_seconds(args: &[String], i: usize, what: &str) -> Result<f64, Failure> {
    let value = kata_number(args, i, what)?;
    if value < 0.0 {
        return Err(Failure::new(format!(
            "{what} is an invalid value: {}",
            args[i]
        )));
    }
    Ok(time::capped_seconds(value))
}

/// A cap in seconds, `None` when negative (KataGo's "unused").
fn kata_limit(args: &[String], i: usize, what: &str) -> Result<Option<f64>, Failure> {
    let value = kata_number(args, i, what)?;
    Ok((value >= 0.0).then_some(time::capped_seconds(value)))
}

/// A count of periods or stones, 0 to 1,000,000.
fn kata_count(args: &[String], i: usize, what: &str) -> Result<u32, Failure> {
    let text = args
        .get(i)
        .ok_or_else(|| Failure::new(format!("Expected int for {what} as argument {i}")))?;
    let value: i64 = text
        .parse()
        .map_err(|_| Failure::new(format!("Expected int for {what} as argument {i}")))?;
    u32::try_from(value)
        .ok()
        .filter(|&n| n <= 1_000_000)
        .ok_or_else(|| Failure::new(format!("{what} is an invalid value: {text}")))
}

/// GNU Go's empty-point statuses for `final_status_list`: `black_territory`,
/// `white_territory`, `dame`.
pub fn territory_word(word: &str) -> Option<Option<Color>> {
    match word {
        "black_territory" => Some(Some(Color::Black)),
        "white_territory" => Some(Some(Color::White)),
        "dame" => Some(None),
        _ => None,
    }
}
