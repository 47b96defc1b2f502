//! The commands that set up, play, time and score the game: GTP v2's own, and the variants
//! of them other engines added (GNU Go's `gg-undo`, `is_legal`, `list_stones`, `captures`,
//! `printsgf`; KGS's `kgs-genmove_cleanup`, `kgs-time_settings`, `kgs-rules`; KataGo's rules
//! commands; GoGui's `gogui-play_sequence`).

use super::args::{color, count_args, float, int, vertex, vertex_or_pass};
use super::extensions;
use super::gogui;
use super::reply::{Failure, Reply, Turn};
use super::session::Session;
use crate::board::{move_text, Color, Point, Vertex};
use crate::game::{Game, HandicapError};
use crate::rules::Rules;
use crate::score::{self, Status};
use crate::search::{Analysis, Reporter};
use crate::sgf::{GameRecord, LoadUntil};
use crate::time::{self, TimeLeft, TimeSystem};
use std::path::Path;

pub(super) fn protocol_version(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok("2".into())
}

pub(super) fn name(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok("tengen".into())
}

pub(super) fn version(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(session
        .gtp_version()
        .unwrap_or(env!("CARGO_PKG_VERSION"))
        .to_string())
}

pub(super) fn boardsize(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let size = int(&args[0]).map_err(|_| Failure::new("boardsize not an integer"))?;
    let size = usize::try_from(size).map_err(|_| Failure::new("unacceptable size"))?;
    session
        .new_game(size)
        .map_err(|_| Failure::new("unacceptable size"))?;
    Ok(String::new())
}

pub(super) fn clear_board(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let size = session.game().board().size();
    session
        .new_game(size)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

pub(super) fn komi(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let komi = float(&args[0]).map_err(|_| Failure::new("komi not a float"))?;
    if !crate::game::is_acceptable_komi(komi) {
        return Err(Failure::new(format!(
            "komi out of range (at most {} points either way)",
            crate::game::MAX_KOMI
        )));
    }
    session.game_mut().set_komi(komi);
    Ok(String::new())
}

pub(super) fn play(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 2)?;
    let color = color(&args[0])?;
    play_as(session, color, &args[1])
}

/// GTP version 1's `black VERTEX`, still in GNU Go's regression suites: `play black VERTEX`.
pub(super) fn black(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    play_as(session, Color::Black, &args[0])
}

/// GTP version 1's `white VERTEX`: `play white VERTEX`.
pub(super) fn white(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    play_as(session, Color::White, &args[0])
}

/// Plays `color` at `vertex` (or passes), answering empty.
fn play_as(session: &mut Session, color: Color, vertex: &str) -> Reply {
    let target = vertex_or_pass(vertex)?;
    session
        .game_mut()
        .play_vertex(color, target)
        .map_err(|e| Failure::new(format!("illegal move: {e}")))?;
    Ok(String::new())
}

/// How often `genmove` redraws GoGui's live graphics.
const LIVE_GFX_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

/// Searches, plays and answers the move (or `resign`); once GoGui has announced itself, draws
/// the search on its board as it goes.
pub(super) fn genmove(session: &mut Session, args: &[String]) -> Turn {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let board = session.game().board().clone();
    let mut draw = |analysis: &Analysis| {
        log::info!(target: gogui::LIVE_GFX_TARGET, "{}", gogui::live_gfx(&board, analysis));
        true
    };
    let reporter = session.live_gfx().then_some(Reporter {
        every: LIVE_GFX_EVERY,
        ownership: false,
        sink: &mut draw,
        avoid: None,
    });
    let decision = session.genmove(color, reporter);
    session.play_decision(color, decision)
}

/// KGS's `kgs-genmove_cleanup`: like `genmove`, but never passes or resigns while dead
/// opponent stones remain on the board.
pub(super) fn genmove_cleanup(session: &mut Session, args: &[String]) -> Turn {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let decision = session.genmove_cleanup(color);
    session.play_decision(color, decision)
}

/// GNU Go's `reg_genmove`: the move the search chooses, not played. Deterministic with
/// `--seed`, `--playouts` and one thread.
pub(super) fn reg_genmove(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let best = session.think(color, false).best;
    Ok(move_text(session.game().board(), best))
}

pub(super) fn undo(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    session
        .game_mut()
        .undo(1)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

pub(super) fn gg_undo(session: &mut Session, args: &[String]) -> Reply {
    let count = match args {
        [] => 1,
        [n] => {
            let n = int(n)?;
            usize::try_from(n).map_err(|_| Failure::new("can't undo a negative number of moves"))?
        }
        _ => return Err(Failure::syntax()),
    };
    session
        .game_mut()
        .undo(count)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

fn handicap_count(args: &[String]) -> Result<usize, Failure> {
    count_args(args, 1)?;
    let n = int(&args[0]).map_err(|_| Failure::new("handicap not an integer"))?;
    usize::try_from(n).map_err(|_| Failure::new(format!("invalid number of stones: {n}")))
}

fn vertex_list(game: &Game, points: &[Point]) -> String {
    points
        .iter()
        .map(|&p| game.board().vertex(p).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn fixed_handicap(session: &mut Session, args: &[String]) -> Reply {
    place_handicap(session, args, Game::fixed_handicap)
}

pub(super) fn place_free_handicap(session: &mut Session, args: &[String]) -> Reply {
    place_handicap(session, args, Game::place_free_handicap)
}

/// Places the handicap count in `args` with `place` and answers the stones' vertices.
fn place_handicap(
    session: &mut Session,
    args: &[String],
    place: fn(&mut Game, usize) -> Result<Vec<Point>, HandicapError>,
) -> Reply {
    let count = handicap_count(args)?;
    let points = place(session.game_mut(), count).map_err(|e| Failure::new(e.to_string()))?;
    Ok(vertex_list(session.game(), &points))
}

pub(super) fn set_free_handicap(session: &mut Session, args: &[String]) -> Reply {
    let vertices = args
        .iter()
        .map(|a| vertex(a))
        .collect::<Result<Vec<Vertex>, Failure>>()?;
    session
        .game_mut()
        .set_free_handicap(&vertices)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

pub(super) fn showboard(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let game = session.game();
    let mut text = String::from("\n");
    let dead = session
        .judged_statuses()
        .map(|s| s.dead_stones(game.board()))
        .unwrap_or_default();
    text.push_str(&game.board().diagram_marking(&dead));
    text.push_str(&format!(
        "Black (X) captured {}, White (O) captured {}\n",
        game.captures(Color::Black),
        game.captures(Color::White)
    ));
    if !dead.is_empty() {
        text.push_str("dead stones as scored: x (Black), o (White)\n");
    }
    text.push_str(&format!(
        "komi {}, rules {}, {} to move",
        game.komi(),
        game.rules().name,
        game.to_move()
    ));
    Ok(text)
}

fn seconds(text: &str) -> Result<f64, Failure> {
    let value = float(text)?;
    if value < 0.0 {
        return Err(Failure::new(format!("negative time: {text}")));
    }
    Ok(time::capped_seconds(value))
}

fn count(text: &str) -> Result<u32, Failure> {
    let value = int(text)?;
    u32::try_from(value).map_err(|_| Failure::new(format!("invalid count: {text}")))
}

pub(super) fn time_settings(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 3)?;
    let system = TimeSystem::from_gtp(seconds(&args[0])?, seconds(&args[1])?, count(&args[2])?);
    session.set_time_system(system);
    Ok(String::new())
}

pub(super) fn kgs_time_settings(session: &mut Session, args: &[String]) -> Reply {
    let system = match args {
        [kind] if kind == "none" => TimeSystem::None,
        [kind, main] if kind == "absolute" => TimeSystem::Absolute {
            main: seconds(main)?,
        },
        [kind, main, period, periods] if kind == "byoyomi" => TimeSystem::ByoYomi {
            main: seconds(main)?,
            period: seconds(period)?,
            periods: count(periods)?,
        },
        [kind, main, period, stones] if kind == "canadian" => TimeSystem::Canadian {
            main: seconds(main)?,
            period: seconds(period)?,
            stones: count(stones)?,
        },
        _ => return Err(Failure::syntax()),
    };
    session.set_time_system(system);
    Ok(String::new())
}

pub(super) fn time_left(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 3)?;
    let color = color(&args[0])?;
    // Controllers may report a slightly negative time at the end of a period.
    let seconds = time::capped_seconds(float(&args[1])?.max(0.0));
    let stones = count(&args[2])?;
    session.set_time_left(color, TimeLeft { seconds, stones });
    Ok(String::new())
}

pub(super) fn kgs_rules(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let name = args[0].to_ascii_lowercase();
    if !["japanese", "chinese", "aga", "new_zealand"].contains(&name.as_str()) {
        return Err(Failure::new(format!("unknown rules '{}'", args[0])));
    }
    set_rules(session, &name)
}

fn set_rules(session: &mut Session, name: &str) -> Reply {
    let rules = Rules::by_name(name).map_err(|e| Failure::new(e.to_string()))?;
    session.set_rules(rules);
    Ok(String::new())
}

pub(super) fn kata_set_rules(session: &mut Session, args: &[String]) -> Reply {
    if args.is_empty() {
        return Err(Failure::syntax());
    }
    set_rules(session, &args.join(" "))
}

/// The rules as KataGo's `kata-get-rules` JSON, with tengen's extra fields.
pub(super) fn kata_get_rules(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(session.game().rules().kata_json())
}

/// `gogui-play_sequence B D4 W Q16 …`: all moves or none.
pub(super) fn play_sequence(session: &mut Session, args: &[String]) -> Reply {
    if !args.len().is_multiple_of(2) {
        return Err(Failure::syntax());
    }
    let mut game = session.game().clone();
    for pair in args.chunks(2) {
        let color = color(&pair[0])?;
        let target = vertex_or_pass(&pair[1])?;
        game.play_vertex(color, target)
            .map_err(|e| Failure::new(format!("illegal move {} {}: {e}", pair[0], pair[1])))?;
    }
    *session.game_mut() = game;
    Ok(String::new())
}

/// GNU Go's `is_legal COLOR VERTEX`: `1` or `0`.
pub(super) fn is_legal(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 2)?;
    let color = color(&args[0])?;
    let target = vertex_or_pass(&args[1])?;
    let legal = session
        .game()
        .move_of(target)
        .and_then(|mv| session.game().check(color, mv))
        .is_ok();
    Ok(if legal { "1" } else { "0" }.into())
}

/// GNU Go's `list_stones COLOR`: the stones of a colour, top row first, left to right.
pub(super) fn list_stones(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let board = session.game().board();
    let size = board.size();
    let stones: Vec<String> = (0..size)
        .rev()
        .flat_map(|row| (0..size).map(move |col| Vertex { col, row }))
        .filter(|&v| board.point_of(v).and_then(|p| board.color_at(p)) == Some(color))
        .map(|v| v.to_string())
        .collect();
    Ok(stones.join(" "))
}

/// GNU Go's `captures COLOR`: how many stones that colour has captured.
pub(super) fn captures(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    Ok(session.game().captures(color(&args[0])?).to_string())
}

/// GNU Go's `loadsgf FILE [N|VERTEX]`: the position before move N (or before the first move
/// at VERTEX) of the file's first game, with its size, komi, handicap and rules; answers the
/// colour to play.
pub(super) fn loadsgf(session: &mut Session, args: &[String]) -> Reply {
    if args.is_empty() || args.len() > 2 {
        return Err(Failure::syntax());
    }
    let until = match args.get(1) {
        None => LoadUntil::End,
        Some(text) => match (text.parse::<usize>(), Vertex::parse(text)) {
            (Ok(n), _) if n >= 1 => LoadUntil::MoveNumber(n),
            (_, Some(v)) => LoadUntil::FirstMoveAt(v),
            _ => return Err(Failure::syntax()),
        },
    };
    let cannot = |reason: String| Failure::new(format!("cannot load file: {reason}"));
    let text = crate::sgf::read_text(Path::new(&args[0])).map_err(cannot)?;
    let record = GameRecord::parse_first(&text).map_err(|e| cannot(e.to_string()))?;
    let rules = match &record.rules {
        None => session.rules_setting(),
        Some(name) => Rules::by_name(name).unwrap_or_else(|_| {
            log::warn!(
                "unknown rules '{name}' in {}; using {}",
                args[0],
                session.rules_setting().name
            );
            session.rules_setting()
        }),
    };
    let game = record
        .to_game(rules, session.komi_unless_given(&rules), until)
        .map_err(|e| cannot(e.to_string()))?;
    session.start_game(game);
    Ok(session.game().to_move().to_string())
}

/// The game so far as SGF, with the result once the finished game has been scored; into FILE
/// when one is given (then the answer is empty).
pub(super) fn printsgf(session: &mut Session, args: &[String]) -> Reply {
    if args.len() > 1 {
        return Err(Failure::syntax());
    }
    let result = match session.judged_statuses() {
        Some(statuses) if session.game().is_over() => {
            Some(score::count(session.game(), statuses).to_string())
        }
        _ => None,
    };
    let text = GameRecord::from_game(session.game(), result).to_string();
    match args.first() {
        None => Ok(text),
        Some(path) => {
            // A failed write leaves the old file as it was.
            crate::atomic_file::write(Path::new(path), text.as_bytes())
                .map_err(|e| Failure::new(format!("cannot write file: {e}")))?;
            Ok(String::new())
        }
    }
}

/// The result under the rules in force (an estimate on an unfinished game, see
/// [`Session::final_count`]).
pub(super) fn final_score(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(session.final_count(Session::scoring_deadline()).to_string())
}

/// The chains with a status (`alive`, `dead` or `seki`), one chain per line; or GNU Go's
/// empty-point statuses (`black_territory`, `white_territory`, `dame`), all on one line, top
/// row first.
pub(super) fn final_status_list(session: &mut Session, args: &[String]) -> Reply {
    if args.is_empty() {
        return Err(Failure::new("missing status"));
    }
    count_args(args, 1)?;
    if let Some(owner) = extensions::territory_word(&args[0]) {
        let statuses = session.statuses(Session::scoring_deadline());
        let board = session.game().board();
        let mut points: Vec<Point> = score::empty_point_owners(board, &statuses)
            .into_iter()
            .filter(|&(_, o)| o == owner)
            .map(|(p, _)| p)
            .collect();
        points.sort_by_key(|&p| {
            let v = board.vertex(p);
            (std::cmp::Reverse(v.row), v.col)
        });
        return Ok(vertex_list(session.game(), &points));
    }
    let wanted = Status::parse(&args[0]).ok_or_else(|| Failure::new("invalid status"))?;
    let statuses = session.statuses(Session::scoring_deadline());
    let board = session.game().board();
    let lines: Vec<String> = statuses
        .chains_with(board, wanted)
        .iter()
        .map(|chain| {
            chain
                .iter()
                .map(|&p| board.vertex(p).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::ByColor;
    use crate::search::PlayerSettings;
    use crate::time::MovePlan;

    fn session() -> Session {
        Session::new(crate::gtp::session::Settings {
            size: 9,
            rules: Rules::default(),
            komi: Some(7.0),
            player: PlayerSettings {
                threads: 1,
                seed: Some(1),
                plan: MovePlan::default(),
                max_nodes: 1000,
                resign_threshold: 0.0,
                ponder: false,
                level: crate::search::Level::FULL,
            },
            gtp_version: None,
        })
        .unwrap()
    }

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn clear_board_and_loadsgf_start_both_clocks_afresh() {
        let mut session = session();
        time_settings(&mut session, &args("60 0 0")).unwrap();
        let spent = TimeLeft {
            seconds: 5.0,
            stones: 0,
        };
        for restart in ["clear_board", "loadsgf"] {
            time_left(&mut session, &args("b 5 0")).unwrap();
            time_left(&mut session, &args("w 5 0")).unwrap();
            assert_eq!(session.clock().left, ByColor::both(Some(spent)));
            if restart == "clear_board" {
                clear_board(&mut session, &[]).unwrap();
            } else {
                let path =
                    std::env::temp_dir().join(format!("tengen-clock-{}.sgf", std::process::id()));
                std::fs::write(&path, "(;SZ[9];B[ee];W[cc])").unwrap();
                let loaded = loadsgf(&mut session, &[path.display().to_string()]);
                std::fs::remove_file(&path).ok();
                assert_eq!(loaded, Ok("black".to_string()));
            }
            assert_eq!(session.clock().left, ByColor::default(), "after {restart}");
        }
    }
}
