//! The command table: one entry per GTP command drives dispatch, `list_commands` and
//! `known_command`. Handlers live in modules of their own and never import this one.

use super::analyze_commands;
use super::args::count_args;
use super::extensions;
use super::game_commands as game;
use super::gogui;
use super::params;
use super::reading;
use super::reply::{Answer, Next, Reply, Turn};
use super::response::Stream;
use super::session::Session;

/// A command that answers once it is done.
type Handler = fn(&mut Session, &[String]) -> Reply;
/// A command that writes lines of its response while it runs.
type StreamHandler = fn(&mut Session, &[String], &mut Stream) -> Reply;
/// A command that decides what the loop does next (`quit`, the move generators).
type TurnHandler = fn(&mut Session, &[String]) -> Turn;
/// A streaming command that decides what the loop does next.
type StreamTurnHandler = fn(&mut Session, &[String], &mut Stream) -> Turn;

/// How a command runs.
enum Run {
    Plain(Handler),
    Streaming(StreamHandler),
    Turn(TurnHandler),
    StreamingTurn(StreamTurnHandler),
}

/// A GTP command.
pub struct Command {
    pub name: &'static str,
    run: Run,
}

impl Command {
    /// Runs the command; a streaming one writes to `stream` as it goes.
    pub fn run(&self, session: &mut Session, args: &[String], stream: &mut Stream) -> Turn {
        match self.run {
            Run::Plain(handler) => handler(session, args).map(Answer::read_on),
            Run::Streaming(handler) => handler(session, args, stream).map(Answer::read_on),
            Run::Turn(handler) => handler(session, args),
            Run::StreamingTurn(handler) => handler(session, args, stream),
        }
    }
}

/// Every command tengen knows, in `list_commands` order.
pub const COMMANDS: &[Command] = &[
    command("protocol_version", game::protocol_version),
    command("name", game::name),
    command("version", game::version),
    command("known_command", known_command),
    command("list_commands", list_commands),
    turn("quit", quit),
    command("boardsize", game::boardsize),
    command("clear_board", game::clear_board),
    command("komi", game::komi),
    command("play", game::play),
    turn("genmove", game::genmove),
    turn("kgs-genmove_cleanup", game::genmove_cleanup),
    command("reg_genmove", game::reg_genmove),
    command("undo", game::undo),
    command("gg-undo", game::gg_undo),
    command("fixed_handicap", game::fixed_handicap),
    command("place_free_handicap", game::place_free_handicap),
    command("set_free_handicap", game::set_free_handicap),
    command("showboard", game::showboard),
    command("time_settings", game::time_settings),
    command("kgs-time_settings", game::kgs_time_settings),
    command("time_left", game::time_left),
    command("kgs-rules", game::kgs_rules),
    command("kata-set-rules", game::kata_set_rules),
    command("kata-get-rules", game::kata_get_rules),
    command("gogui-play_sequence", game::play_sequence),
    command("is_legal", game::is_legal),
    command("list_stones", game::list_stones),
    command("captures", game::captures),
    command("loadsgf", game::loadsgf),
    command("printsgf", game::printsgf),
    command("final_score", game::final_score),
    command("final_status_list", game::final_status_list),
    command("attack", reading::attack),
    command("defend", reading::defend),
    command("owl_attack", reading::owl_attack),
    command("owl_defend", reading::owl_defend),
    command("connect", reading::connect),
    command("disconnect", reading::disconnect),
    command("analyze_semeai", reading::analyze_semeai),
    command("unconditional_status", reading::unconditional_status),
    command("tengen-capture_moves", reading::capture_moves),
    command("tengen-life_moves", reading::life_moves),
    command("get_komi", extensions::get_komi),
    command("last_move", extensions::last_move),
    command("clear_cache", extensions::clear_cache),
    command("cputime", extensions::cputime),
    command("kgs-game_over", extensions::kgs_game_over),
    command(
        "kata-list_time_settings",
        extensions::kata_list_time_settings,
    ),
    command("kata-time_settings", extensions::kata_time_settings),
    streaming("analyze", analyze_commands::kata_analyze),
    streaming_turn("genmove_analyze", analyze_commands::kata_genmove_analyze),
    streaming("lz-analyze", analyze_commands::lz_analyze),
    streaming("kata-analyze", analyze_commands::kata_analyze),
    streaming_turn("lz-genmove_analyze", analyze_commands::lz_genmove_analyze),
    streaming_turn(
        "kata-genmove_analyze",
        analyze_commands::kata_genmove_analyze,
    ),
    command("gogui-interrupt", gogui::interrupt),
    command("gogui-setup", gogui::setup),
    command("gogui-setup_player", gogui::setup_player),
    command("gogui-title", params::title),
    command("tengen-param", params::param),
    command("gogui-analyze_commands", gogui::analyze_commands),
    command("tengen-ownership", gogui::ownership),
    command("tengen-best_moves", gogui::best_moves),
    command("tengen-pv", gogui::principal_variation),
    command("tengen-dead_stones", gogui::dead_stones),
    command("tengen-rules", gogui::rules),
    command("tengen-explain_score", gogui::explain_score),
];

const fn command(name: &'static str, run: Handler) -> Command {
    Command {
        name,
        run: Run::Plain(run),
    }
}

const fn streaming(name: &'static str, run: StreamHandler) -> Command {
    Command {
        name,
        run: Run::Streaming(run),
    }
}

const fn turn(name: &'static str, run: TurnHandler) -> Command {
    Command {
        name,
        run: Run::Turn(run),
    }
}

const fn streaming_turn(name: &'static str, run: StreamTurnHandler) -> Command {
    Command {
        name,
        run: Run::StreamingTurn(run),
    }
}

/// The command called `name`, if tengen knows it.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

fn known_command(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    Ok(find(&args[0]).is_some().to_string())
}

fn list_commands(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(COMMANDS
        .iter()
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Ends the session once the empty answer is written.
fn quit(_: &mut Session, _: &[String]) -> Turn {
    Ok(Answer {
        text: String::new(),
        next: Next::Quit,
    })
}
