//! The dragon commands: GNU Go's `same_dragon`, `dragon_stones` and `dragon_status` with its
//! syntax and answers, and the GoGui entry that shows every dragon with its status.

use super::args::{color, count_args};
use super::reading::{point_named, stone_at};
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::board::{move_text, Board, Move, Point, PointMap, Vertex};
use crate::game::Game;
use crate::score::Status;
use crate::search::{settled, Player};
use crate::tactics::dragon::{Dragon, Dragons};
use crate::tactics::eye_space::eye_space;
use crate::tactics::life::LifeReading;
use std::fmt::Write as _;

/// Field colours GoGui paints the dragons with, one after the other: strong enough to tell
/// neighbouring dragons apart around the stones, which cover most of a field.
const PALETTE: [&str; 6] = [
    "#e06060", "#5080e0", "#40b040", "#e0a020", "#b060e0", "#20b0b0",
];

/// The stone `text` names, with GNU Go's messages.
fn stone_named(session: &Session, text: &str) -> Result<Point, Failure> {
    stone_at(session, point_named(session, text)?)
}

/// The dragons of the current position.
fn dragons(session: &Session) -> Dragons {
    Dragons::find(&mut session.game().board().clone())
}

/// `same_dragon V1 V2`: `1` when the stones at V1 and V2 belong to one dragon, else `0`.
pub fn same_dragon(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 2)?;
    let (a, b) = (
        stone_named(session, &args[0])?,
        stone_named(session, &args[1])?,
    );
    Ok(if dragons(session).same(a, b) {
        "1"
    } else {
        "0"
    }
    .into())
}

/// `dragon_stones [V|COLOR]`: the stones of the dragon at V, or of every dragon (of COLOR),
/// one per line, top row first.
pub fn dragon_stones(session: &mut Session, args: &[String]) -> Reply {
    if args.len() > 1 {
        return Err(Failure::syntax());
    }
    let board = session.game().board();
    let dragons = dragons(session);
    let chosen: Vec<&Dragon> = match args.first() {
        None => top_first(board, dragons.iter()).collect(),
        Some(text) => match color(text) {
            Ok(c) => top_first(board, dragons.iter().filter(|d| d.color == c)).collect(),
            Err(_) => {
                let p = point_named(session, text)?;
                let dragon = dragons
                    .of(p)
                    .ok_or_else(|| Failure::new("dragon_stones called on an empty vertex"))?;
                vec![dragon]
            }
        },
    };
    let lines: Vec<String> = chosen.iter().map(|d| stone_list(board, d)).collect();
    Ok(lines.join("\n"))
}

/// `dragon_status [V]`: GNU Go's `alive`, `dead`, `critical KILL SAVE` (a dragon that dies or
/// lives as the side to move chooses, with the move that kills it and the one that saves it)
/// or `unknown`, from the owl readings of the group at V (as `owl_attack V` and `owl_defend V`
/// read it); without V, every dragon's, read from its first stone, as `FIRST-STONE: STATUS`,
/// one per line.
pub fn dragon_status(session: &mut Session, args: &[String]) -> Reply {
    if args.len() > 1 {
        return Err(Failure::syntax());
    }
    let point = args.first().map(|a| stone_named(session, a)).transpose()?;
    let game = session.game().clone();
    if let Some(p) = point {
        return Ok(owl_status(session.player_mut(), &game, p));
    }
    let dragons = dragons(session);
    let board = game.board();
    let player = session.player_mut();
    let lines: Vec<String> = top_first(board, dragons.iter())
        .map(|dragon| {
            let first = first_stone(board, dragon);
            format!(
                "{}: {}",
                board.vertex(first),
                owl_status(player, &game, first)
            )
        })
        .collect();
    Ok(lines.join("\n"))
}

/// The status `dragon_status` gives the group of the stone at `point` of `game`.
fn owl_status(player: &mut Player, game: &Game, point: Point) -> String {
    let board = game.board();
    let ((kill, _), save) = settled::owl_kill_then_save(player, game, point);
    let save = save.map(|((reading, _), _)| reading);
    let name = |mv: Move| move_text(board, mv).to_uppercase();
    match (kill.0, save) {
        (LifeReading::Fails, _) => "alive".into(),
        (LifeReading::Succeeds(k), Some(LifeReading::Succeeds(s))) => {
            format!("critical {} {}", name(k), name(s))
        }
        (LifeReading::Succeeds(_), Some(LifeReading::Fails)) => "dead".into(),
        _ => "unknown".into(),
    }
}

/// A dragon's first stone, top row first (GNU Go's origin of a dragon).
fn first_stone(board: &Board, dragon: &Dragon) -> Point {
    *dragon
        .stones
        .iter()
        .min_by_key(|&&p| top_first_key(board, p))
        .expect("a dragon has stones")
}

/// `tengen-dragons`, for GoGui's Analyze menu (`gfx`): every dragon's points in a colour no
/// dragon near it has (where the palette allows), each stone labelled with the status the
/// dead-stone estimate gives it (`a` alive, `d` dead, `s` seki), each point of a dragon's eye
/// space that holds no stone labelled with its region's eye value and each vital point
/// marked, and the number of dragons and of dead ones (all stones dead) in the status line.
pub fn show_dragons(session: &mut Session, args: &[String]) -> Reply {
    count_args(args, 0)?;
    let statuses = session.statuses(Session::scoring_deadline());
    let board = session.game().board();
    let dragons = dragons(session);
    let mut lines = Vec::new();
    let mut labels = String::from("LABEL");
    let mut vital = Vec::new();
    let mut dead = 0;
    let ordered: Vec<&Dragon> = top_first(board, dragons.iter()).collect();
    for (dragon, colour) in ordered.iter().zip(colours(board, &ordered)) {
        lines.push(format!(
            "COLOR {} {}",
            PALETTE[colour],
            stone_list(board, dragon)
        ));
        if dragon
            .stones
            .iter()
            .all(|&p| statuses.of(p) == Status::Dead)
        {
            dead += 1;
        }
        for &p in &dragon.stones {
            let letter = match statuses.of(p) {
                Status::Alive => "a",
                Status::Dead => "d",
                Status::Seki => "s",
            };
            let _ = write!(labels, " {} {letter}", board.vertex(p));
        }
        let stones = PointMap::from_fn(|p| dragon.stones.contains(&p));
        for eye in eye_space(board, &stones, dragon.color) {
            let value = eye.value.text();
            for &p in eye.points.iter().filter(|&&p| board.color_at(p).is_none()) {
                let _ = write!(labels, " {} {value}", board.vertex(p));
            }
            vital.extend(eye.vital);
        }
    }
    if !ordered.is_empty() {
        lines.push(labels);
    }
    if !vital.is_empty() {
        let points: Vec<String> = vital.iter().map(|&p| board.vertex(p).to_string()).collect();
        lines.push(format!("MARK {}", points.join(" ")));
    }
    let noun = if ordered.len() == 1 {
        "dragon"
    } else {
        "dragons"
    };
    lines.push(format!("TEXT {} {noun}, {dead} dead", ordered.len()));
    Ok(lines.join("\n"))
}

/// A colour (an index into [`PALETTE`]) for each of `dragons`: the first that no earlier
/// dragon near it has (stones two steps apart or closer), where the palette allows.
fn colours(board: &Board, dragons: &[&Dragon]) -> Vec<usize> {
    let near = |a: &Dragon, b: &Dragon| {
        a.stones.iter().any(|&p| {
            let v = board.vertex(p);
            b.stones.iter().any(|&q| {
                let w = board.vertex(q);
                v.col.abs_diff(w.col) + v.row.abs_diff(w.row) <= 2
            })
        })
    };
    let mut chosen: Vec<usize> = Vec::with_capacity(dragons.len());
    for (i, dragon) in dragons.iter().enumerate() {
        let taken: Vec<usize> = (0..i)
            .filter(|&j| near(dragon, dragons[j]))
            .map(|j| chosen[j])
            .collect();
        let free = (0..PALETTE.len()).find(|c| !taken.contains(c));
        chosen.push(free.unwrap_or(i % PALETTE.len()));
    }
    chosen
}

/// The dragons in the order of their first stones, top row first.
fn top_first<'d>(
    board: &Board,
    dragons: impl Iterator<Item = &'d Dragon>,
) -> impl Iterator<Item = &'d Dragon> {
    let mut sorted: Vec<&Dragon> = dragons.collect();
    sorted.sort_by_key(|d| top_first_key(board, first_stone(board, d)));
    sorted.into_iter()
}

/// A dragon's stones as vertices, top row first.
fn stone_list(board: &Board, dragon: &Dragon) -> String {
    let mut stones = dragon.stones.clone();
    stones.sort_by_key(|&p| top_first_key(board, p));
    stones
        .iter()
        .map(|&p| board.vertex(p).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Orders points top row first, left to right in a row.
fn top_first_key(board: &Board, p: Point) -> (std::cmp::Reverse<usize>, usize) {
    let Vertex { col, row } = board.vertex(p);
    (std::cmp::Reverse(row), col)
}
