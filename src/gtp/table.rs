//! The command table: one entry per GTP command, with its usage, its one-line summary and its
//! GoGui Analyze menu entry, drives dispatch, `list_commands`, `known_command` and
//! `gogui-analyze_commands`. Handlers live in modules of their own and never import this one.

use super::analyze_commands;
use super::args::count_args;
use super::dragons;
use super::extensions;
use super::game_commands as game;
use super::gogui;
use super::params;
use super::reading;
use super::reply::{Next, Reply, Turn, TurnAnswer};
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

/// A GTP command and its documentation (the README's line for it, `docs/gtp.md` the rest).
pub struct Command {
    /// Its name, as `list_commands` lists it.
    pub name: &'static str,
    run: Run,
    /// Its arguments, as a usage line writes them after the name (`COLOR VERTEX`).
    pub usage: &'static str,
    /// What it answers, in one line.
    pub summary: &'static str,
    /// Its entry in GoGui's Analyze menu, if it has one.
    pub analyze: Option<AnalyzeEntry>,
}

/// A command's entry in GoGui's Analyze menu: `type/label/command arguments`.
#[derive(Clone, Copy)]
pub struct AnalyzeEntry {
    /// GoGui's response type and the menu's label (`gfx/Best moves`).
    pub kind_and_label: &'static str,
    /// The arguments GoGui fills in: `%m` the colour to move, `%p` the point clicked, `%P` the
    /// points clicked (the last with the right button).
    pub args: &'static str,
}

impl Command {
    /// The command with its usage and its one-line summary.
    const fn doc(self, usage: &'static str, summary: &'static str) -> Command {
        Command {
            usage,
            summary,
            ..self
        }
    }

    /// The command with an entry in GoGui's Analyze menu.
    const fn analyze(self, kind_and_label: &'static str, args: &'static str) -> Command {
        Command {
            analyze: Some(AnalyzeEntry {
                kind_and_label,
                args,
            }),
            ..self
        }
    }

    /// Runs the command; a streaming one writes to `stream` as it goes.
    pub fn run(&self, session: &mut Session, args: &[String], stream: &mut Stream) -> Turn {
        match self.run {
            Run::Plain(handler) => handler(session, args).map(TurnAnswer::read_on),
            Run::Streaming(handler) => handler(session, args, stream).map(TurnAnswer::read_on),
            Run::Turn(handler) => handler(session, args),
            Run::StreamingTurn(handler) => handler(session, args, stream),
        }
    }
}

/// Every command tengen knows, in `list_commands` order.
pub const COMMANDS: &[Command] = &[
    command("protocol_version", game::protocol_version)
        .doc("", "`2`"),
    command("name", game::name)
        .doc("", "`tengen`"),
    command("version", game::version)
        .doc("", "tengen's version, or the text given with `--gtp-version`"),
    command("known_command", known_command)
        .doc("NAME", "`true` when tengen knows NAME, else `false`"),
    command("list_commands", list_commands)
        .doc("", "every command, one per line, in this order"),
    turn("quit", quit)
        .doc("", "an empty answer, then tengen exits with status 0 (as at end of input)"),
    command("boardsize", game::boardsize)
        .doc("SIZE", "clears the board at SIZE (2–25), keeping komi and rules"),
    command("clear_board", game::clear_board)
        .doc("", "empties the board, keeping size, komi and rules"),
    command("komi", game::komi)
        .doc("KOMI", "sets the komi, kept across `boardsize` and `clear_board`"),
    command("play", game::play)
        .doc("COLOR VERTEX", "plays the move (or `pass`); `illegal move: <reason>` when the rules forbid it"),
    command("black", game::black)
        .doc("VERTEX", "as `play black VERTEX` (GTP version 1's command, still in GNU Go's suites)"),
    command("white", game::white)
        .doc("VERTEX", "as `play white VERTEX`"),
    turn("genmove", game::genmove)
        .doc("COLOR", "searches, plays and answers the move, `pass` or `resign`"),
    turn("kgs-genmove_cleanup", game::genmove_cleanup)
        .doc("COLOR", "as `genmove`, but never passes while it can take dead opponent stones"),
    command("reg_genmove", game::reg_genmove)
        .doc("COLOR", "the move `genmove` would choose, not played"),
    command("undo", game::undo)
        .doc("", "takes back the last move"),
    command("gg-undo", game::gg_undo)
        .doc("[N]", "takes back the last N moves (default 1)"),
    command("fixed_handicap", game::fixed_handicap)
        .doc("N", "places N handicap stones on the GTP spec's points and answers their vertices"),
    command("place_free_handicap", game::place_free_handicap)
        .doc("N", "places N handicap stones where tengen chooses and answers their vertices"),
    command("set_free_handicap", game::set_free_handicap)
        .doc("VERTEX…", "places handicap stones on the vertices given"),
    command("showboard", game::showboard)
        .doc("", "the board with coordinates, captures, komi, rules, side to move and scored dead stones"),
    command("time_settings", game::time_settings)
        .doc("MAIN BYOYOMI STONES", "sets the clock: main time and Canadian overtime"),
    command("kgs-time_settings", game::kgs_time_settings)
        .doc("none|absolute|byoyomi|canadian [MAIN [PERIOD COUNT]]", "sets the clock, KGS's way"),
    command("time_left", game::time_left)
        .doc("COLOR TIME STONES", "the time and overtime stones COLOR has left"),
    command("kgs-rules", game::kgs_rules)
        .doc("NAME", "sets the rules by KGS's name (`japanese`, `chinese`, `aga`, `new_zealand`)"),
    command("kata-set-rules", game::kata_set_rules)
        .doc("NAME", "sets the rules by any preset name"),
    command("kata-get-rules", game::kata_get_rules)
        .doc("", "the rules in force as KataGo's JSON"),
    command("gogui-play_sequence", game::play_sequence)
        .doc("COLOR VERTEX [COLOR VERTEX…]", "plays the moves, all of them or none"),
    command("is_legal", game::is_legal)
        .doc("COLOR VERTEX", "`1` when the move is legal, else `0`"),
    command("list_stones", game::list_stones)
        .doc("COLOR", "COLOR's stones, top row first"),
    command("captures", game::captures)
        .doc("COLOR", "the number of stones COLOR has captured"),
    command("loadsgf", game::loadsgf)
        .doc("FILE [MOVENUMBER|VERTEX]", "loads an SGF game up to before a move; answers the colour to play"),
    command("printsgf", game::printsgf)
        .doc("[FILE]", "the game so far as SGF, as the answer or into FILE"),
    command("final_score", game::final_score)
        .doc("", "the result with dead stones removed (`B+x.x`, `W+x.x`, `0`), estimated on unfinished boards")
        .analyze("string/Score estimate", ""),
    command("final_status_list", game::final_status_list)
        .doc("STATUS", "the chains that are `alive`, `dead` or `seki`, or GNU Go's territory and dame points"),
    command("attack", reading::attack)
        .doc("VERTEX", "whether and how the string at VERTEX can be captured: result code and move"),
    command("defend", reading::defend)
        .doc("VERTEX", "whether and how the string at VERTEX can be saved: result code and move"),
    command("owl_attack", reading::owl_attack)
        .doc("VERTEX", "whether and how the group at VERTEX can be killed: result code and move"),
    command("owl_defend", reading::owl_defend)
        .doc("VERTEX", "whether and how the group at VERTEX can be saved: result code and move (or `PASS`)"),
    command("connect", reading::connect)
        .doc("VERTEX1 VERTEX2", "whether and how the two strings can be connected: result code and move")
        .analyze("varp/Connect strings", "%P"),
    command("disconnect", reading::disconnect)
        .doc("VERTEX1 VERTEX2", "whether and how the two strings can be cut apart: result code and move")
        .analyze("varpo/Cut strings apart", "%P"),
    command("analyze_semeai", reading::analyze_semeai)
        .doc("VERTEX1 VERTEX2", "the capturing race between two groups: both results and the move")
        .analyze("pstring/Capturing race", "%P"),
    command("same_dragon", dragons::same_dragon)
        .doc("VERTEX1 VERTEX2", "`1` when the two stones belong to one dragon, else `0`"),
    command("dragon_stones", dragons::dragon_stones)
        .doc("[VERTEX|COLOR]", "the stones of the dragon at VERTEX, or of every dragon (of COLOR), one per line"),
    command("dragon_status", dragons::dragon_status)
        .doc("[VERTEX]", "`alive`, `dead`, `critical KILL SAVE` or `unknown`, by owl reading; every dragon's without VERTEX"),
    command("unconditional_status", reading::unconditional_status)
        .doc("VERTEX", "`alive`, `dead`, `black_territory`, `white_territory` or `undecided`"),
    command("tengen-capture_moves", reading::capture_moves)
        .doc("VERTEX", "GoGui labels on the moves that capture and save the string at VERTEX")
        .analyze("gfx/Capture or save string", "%p"),
    command("tengen-life_moves", reading::life_moves)
        .doc("VERTEX", "GoGui labels on the moves that kill and save the group at VERTEX")
        .analyze("gfx/Kill or save group", "%p"),
    command("get_komi", extensions::get_komi)
        .doc("", "the komi in force"),
    command("last_move", extensions::last_move)
        .doc("", "the colour and vertex of the last move"),
    command("trymove", extensions::trymove)
        .doc("COLOR VERTEX", "plays the move as `play` does, for `popgo` to take back (GNU Go's)"),
    command("popgo", extensions::popgo)
        .doc("", "takes back the last move `trymove` played"),
    command("clear_cache", extensions::clear_cache)
        .doc("", "forgets the search tree and the judged dead stones"),
    command("cputime", extensions::cputime)
        .doc("", "seconds of processor time tengen has used"),
    command("kgs-game_over", extensions::kgs_game_over)
        .doc("", "acknowledges the end of a KGS game; the position stays"),
    command("kata-list_time_settings", extensions::kata_list_time_settings)
        .doc("", "the clock kinds `kata-time_settings` accepts"),
    command("kata-time_settings", extensions::kata_time_settings)
        .doc("KIND [VALUE…]", "sets the clock, KataGo's way (Fischer clocks included)"),
    streaming("analyze", analyze_commands::kata_analyze)
        .doc("[COLOR] [INTERVAL] [KEY VALUE…]", "the same as `kata-analyze` (the name Sabaki tries first)"),
    streaming_turn("genmove_analyze", analyze_commands::kata_genmove_analyze)
        .doc("COLOR [INTERVAL] [KEY VALUE…]", "the same as `kata-genmove_analyze` (the name Sabaki tries first)"),
    streaming("lz-analyze", analyze_commands::lz_analyze)
        .doc("[COLOR] [INTERVAL] [KEY VALUE…]", "streams Leela Zero's analysis lines until the next input line"),
    streaming("kata-analyze", analyze_commands::kata_analyze)
        .doc("[COLOR] [INTERVAL] [KEY VALUE…]", "streams KataGo's analysis lines (score leads, ownership) until the next input"),
    streaming_turn("lz-genmove_analyze", analyze_commands::lz_genmove_analyze)
        .doc("COLOR [INTERVAL] [KEY VALUE…]", "`genmove` that streams `lz-analyze` lines, then `play VERTEX`"),
    streaming_turn("kata-genmove_analyze", analyze_commands::kata_genmove_analyze)
        .doc("COLOR [INTERVAL] [KEY VALUE…]", "`genmove` that streams `kata-analyze` lines, then `play VERTEX`"),
    command("gogui-interrupt", gogui::interrupt)
        .doc("", "an empty answer; lets GoGui interrupt searches and turns on live graphics"),
    command("gogui-setup", gogui::setup)
        .doc("COLOR VERTEX [COLOR VERTEX…]", "sets up stones on the empty board as the game's start"),
    command("gogui-setup_player", gogui::setup_player)
        .doc("COLOR", "names who moves first in the set-up position"),
    command("tengen-ownership", gogui::ownership)
        .doc("", "Black's minus White's share of each point in the scoring playouts (GoGui `dboard`)")
        .analyze("dboard/Ownership", ""),
    command("tengen-best_moves", gogui::best_moves)
        .doc("COLOR", "the five most searched moves with their win rates (GoGui `gfx`)")
        .analyze("gfx/Best moves", "%m"),
    command("tengen-pv", gogui::principal_variation)
        .doc("COLOR", "the principal variation of a search for COLOR (GoGui `var`)")
        .analyze("var/Principal variation", "%m"),
    command("tengen-dragons", dragons::show_dragons)
        .doc("", "every dragon in a colour of its own, its stones labelled with their status and its eye space with eye values and vital points (GoGui `gfx`)")
        .analyze("gfx/Dragons", ""),
    command("tengen-dead_stones", gogui::dead_stones)
        .doc("", "marks the stones `final_score` removes, with the score (GoGui `gfx`)")
        .analyze("gfx/Dead stones", ""),
    command("tengen-rules", gogui::rules)
        .doc("", "the rules in force, in words")
        .analyze("string/Rules", ""),
    command("tengen-explain_score", gogui::explain_score)
        .doc("", "the count under every ruleset, item by item, one line each")
        .analyze("string/Score under every ruleset", ""),
    command("gogui-title", params::title)
        .doc("", "the engine, board and terms for GoGui's window title"),
    command("tengen-param", params::param)
        .doc("[KEY VALUE]", "the engine settings for GoGui's dialog, or changes one")
        .analyze("param/Engine settings", ""),
    command("gogui-analyze_commands", analyze_commands)
        .doc("", "GoGui's Analyze menu entries"),
];

const fn command(name: &'static str, run: Handler) -> Command {
    Command {
        name,
        run: Run::Plain(run),
        usage: "",
        summary: "",
        analyze: None,
    }
}

const fn streaming(name: &'static str, run: StreamHandler) -> Command {
    Command {
        name,
        run: Run::Streaming(run),
        usage: "",
        summary: "",
        analyze: None,
    }
}

const fn turn(name: &'static str, run: TurnHandler) -> Command {
    Command {
        name,
        run: Run::Turn(run),
        usage: "",
        summary: "",
        analyze: None,
    }
}

const fn streaming_turn(name: &'static str, run: StreamTurnHandler) -> Command {
    Command {
        name,
        run: Run::StreamingTurn(run),
        usage: "",
        summary: "",
        analyze: None,
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

/// GoGui's Analyze menu: the entries of the commands that have one, in table order.
fn analyze_commands(_: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    Ok(COMMANDS
        .iter()
        .filter_map(|c| {
            let entry = c.analyze?;
            let line = format!("{}/{} {}", entry.kind_and_label, c.name, entry.args);
            Some(line.trim_end().to_string())
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Ends the session once the empty answer is written.
fn quit(_: &mut Session, _: &[String]) -> Turn {
    Ok(TurnAnswer {
        text: String::new(),
        next: Next::Quit,
    })
}
