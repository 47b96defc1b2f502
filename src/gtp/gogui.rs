//! GoGui's extensions: `gogui-interrupt`, set-up, and the commands GoGui lists in its Analyze
//! menu (the command table holds their entries), each answering in the response type its entry
//! declares.

use super::args::{color, count_args, vertex};
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::board::{move_text, Board, Color, Move};
use crate::rules::{ConfirmationKo, DeadStones, Rules};
use crate::score::{self, Statuses};
use crate::search::Analysis;
use std::fmt::Write as _;

/// How many candidate moves `tengen-best_moves` labels.
const BEST_MOVES: usize = 5;

/// Listed so that GoGui interrupts a search by writing `# interrupt`; the reader thread counts
/// that line like any other, which stops the search. GoGui sends it when it attaches, so it
/// also turns on the live graphics of `genmove`.
pub(super) fn interrupt(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    session.start_live_gfx();
    Ok(String::new())
}

/// Where live graphics go: the log target that is written to stderr as it is, whatever the
/// log level.
pub const LIVE_GFX_TARGET: &str = "gogui-gfx";

/// How many candidate moves the live graphics label.
const LIVE_LABELS: usize = 5;

/// A search's state as GoGui's live graphics: the best line as numbered stones (`VAR`), the
/// win rates of the other leading moves (`LABEL`) and a status line with the best move's
/// (`TEXT`), one block that ends with an empty line and replaces the previous one.
pub(super) fn live_gfx(board: &Board, analysis: &Analysis) -> String {
    let mut block = String::from("gogui-gfx:\n");
    if let Some(best) = analysis.moves.first() {
        let mut color = analysis.to_move;
        let mut line = String::new();
        for &mv in best.pv.iter().take_while(|&&mv| mv != Move::Pass) {
            let letter = if color == Color::Black { 'b' } else { 'w' };
            let _ = write!(line, " {letter} {}", move_text(board, mv));
            color = color.opponent();
        }
        if !line.is_empty() {
            let _ = writeln!(block, "VAR{line}");
        }
        // The other candidates' win rates, where no stone of the line stands (a label would
        // hide its number).
        let labels: Vec<String> = analysis
            .moves
            .iter()
            .take(LIVE_LABELS)
            .filter(|m| m.mv != Move::Pass && !best.pv.contains(&m.mv))
            .map(|m| format!("{} {:.0}", move_text(board, m.mv), m.win_rate * 100.0))
            .collect();
        if !labels.is_empty() {
            let _ = writeln!(block, "LABEL {}", labels.join(" "));
        }
        let _ = writeln!(
            block,
            "TEXT {} playouts, best {} {:.1}%",
            analysis.playouts,
            move_text(board, best.mv),
            best.win_rate * 100.0
        );
    }
    block
}

/// `gogui-setup C V C V …`: set-up stones on the empty board after `clear_board` (GoGui sends a
/// problem's or an edited game's position this way). They are the game's start: `undo` does not
/// take them back and `printsgf` writes them as `AB`/`AW`. Black is to move unless
/// `gogui-setup_player` says otherwise.
pub(super) fn setup(session: &mut Session, args: &[String]) -> Reply {
    if !args.len().is_multiple_of(2) {
        return Err(Failure::new(
            "syntax error: color and vertex pairs expected",
        ));
    }
    let board = session.game().board();
    let mut stones = Vec::with_capacity(args.len() / 2);
    for pair in args.chunks(2) {
        let color = color(&pair[0])?;
        let point = board
            .point_of(vertex(&pair[1])?)
            .ok_or_else(|| Failure::new(format!("invalid coordinate '{}'", pair[1])))?;
        stones.push((color, point));
    }
    let to_move = session.game().to_move();
    session
        .game_mut()
        .set_up(&stones, to_move, false)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

/// `gogui-setup_player C`: who moves first in the set-up position.
pub(super) fn setup_player(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    if !session.game().history().is_empty() {
        return Err(Failure::new("moves already played"));
    }
    session
        .game_mut()
        .change_setup(&[], color)
        .map_err(|e| Failure::new(e.to_string()))?;
    Ok(String::new())
}

/// `dboard`: per point, the share of scoring playouts Black owns it minus White's share, top
/// row first.
pub(super) fn ownership(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let ownership = session.ownership();
    let board = session.game().board();
    let n = board.size();
    let mut text = String::new();
    for row in (0..n).rev() {
        let values: Vec<String> = (0..n)
            .map(|col| board.point(col, row).expect("on the board"))
            .map(|p| {
                let value = ownership.share(p, Color::Black) - ownership.share(p, Color::White);
                format!("{value:.2}")
            })
            .collect();
        text.push_str(&values.join(" "));
        text.push('\n');
    }
    Ok(text)
}

/// `gfx`: the search's candidate moves labelled with their win rates, and a status line.
pub(super) fn best_moves(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let result = session.think(color, true);
    let board = session.game().board();
    let mut labels = String::from("LABEL");
    for (mv, _, rate) in result
        .candidates
        .iter()
        .filter(|(mv, _, _)| *mv != Move::Pass)
        .take(BEST_MOVES)
    {
        let _ = write!(labels, " {} {:.0}%", move_text(board, *mv), rate * 100.0);
    }
    Ok(format!(
        "{labels}\nTEXT {color} best {} {:.1}% after {} playouts",
        move_text(board, result.best),
        result.win_rate * 100.0,
        result.playouts
    ))
}

/// `var`: the principal variation of a search, as points played alternately from `color`.
pub(super) fn principal_variation(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 1)?;
    let color = color(&args[0])?;
    let pv = session.think(color, true).pv;
    let board = session.game().board();
    Ok(pv
        .iter()
        .take_while(|&&mv| mv != Move::Pass)
        .map(|&mv| move_text(board, mv))
        .collect::<Vec<_>>()
        .join(" "))
}

/// `gfx`: the stones `final_score` counts as dead, marked.
pub(super) fn dead_stones(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let deadline = Session::scoring_deadline();
    let statuses = session.statuses(deadline);
    let board = session.game().board();
    let dead = statuses.dead_stones(board);
    let mut text = String::from("MARK");
    for p in &dead {
        let _ = write!(text, " {}", board.vertex(*p));
    }
    let count = session.final_count(deadline);
    let _ = write!(text, "\nTEXT {} dead stones, {count}", dead.len());
    Ok(text)
}

/// `string`: the count of the position under every ruleset, side by side: each side's
/// points item by item, the result, and what the rules did to the position. The game's komi
/// holds for every line; on an unfinished game the first line also gives `final_score`'s
/// expected count.
pub(super) fn explain_score(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let deadline = Session::scoring_deadline();
    let expected = session.expected_final_count(deadline);
    // Rulesets judge dead stones alike unless these two fields differ.
    let mut judged: Vec<((DeadStones, ConfirmationKo), Statuses)> = Vec::new();
    let mut rows = Vec::new();
    for name in Rules::preset_names() {
        let rules = Rules::by_name(name).expect("a preset answers to its own name");
        let key = (rules.dead_stones, rules.confirmation_ko);
        let statuses = match judged.iter().find(|(k, _)| *k == key) {
            Some((_, statuses)) => statuses.clone(),
            None => {
                let statuses = session.statuses_under(rules, deadline);
                judged.push((key, statuses.clone()));
                statuses
            }
        };
        let mut game = session.game().clone();
        game.set_rules(rules);
        rows.push((rules, score::count_in_detail(&game, &statuses)));
    }
    let game = session.game();
    let handicap = match game.handicap().len() {
        0 => "no handicap".to_string(),
        n => format!("{n} handicap stones"),
    };
    let state = match expected {
        Some(count) => format!(
            "unfinished: final_score expects {count}, the open points shared out by the \
             scoring playouts; the lines count the board as it stands"
        ),
        None => "counted as it stands".to_string(),
    };
    let mut text = format!(
        "komi {} on every line, {handicap}, rules in force {}, {state}\n{}",
        game.komi(),
        game.rules().name,
        score::explain(&rows)
    );
    for (key, statuses) in &judged {
        let under: Vec<&str> = Rules::preset_names()
            .into_iter()
            .filter(|name| {
                Rules::by_name(name).is_ok_and(|r| (r.dead_stones, r.confirmation_ko) == *key)
            })
            .collect();
        // A later step of the estimate may have judged the chain again.
        let standing = statuses
            .rulings()
            .iter()
            .filter(|r| statuses.of(r.chain) == r.status);
        for ruling in standing {
            text.push_str(&format!("\nread ({}): {}", under.join(", "), ruling.reason));
        }
    }
    Ok(text)
}

/// `string`: the rules in force, in words.
pub(super) fn rules(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let game = session.game();
    Ok(game.rules().describe(game.komi()))
}
