//! A corpus of finished games whose dead stones are known from play.
//!
//! Each game is played by GTP engines until two passes; then GNU Go's `kgs-genmove_cleanup`
//! plays on for both sides until two more passes. Stones of the final position that were
//! captured during that cleanup are the dead ones. The game is stored as SGF up to the two
//! passes, with the dead stones in the private root property `DEAD`.

use crate::engine::{gtp_color, Engine};
use std::io;
use std::path::Path;
use tengen::board::{Color, Move, Point, Vertex, VertexOrPass};
use tengen::game::Game;
use tengen::rules;
use tengen::sgf::{GameRecord, Node, Property};

/// The private SGF property holding the dead stones found by cleanup play.
pub const DEAD_PROPERTY: &str = "DEAD";

/// How one corpus game is played.
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub size: usize,
    pub komi: f64,
    /// Moves chosen at random before the engines take over (varies the openings).
    pub random_opening: Vec<Vertex>,
    /// Engine command per colour (Black, White) and a label for the SGF.
    pub players: [(Vec<String>, String); 2],
    /// GNU Go command used for the cleanup that finds the dead stones.
    pub cleanup: Vec<String>,
}

/// A finished game with its dead stones, or why it was not usable.
pub enum Outcome {
    Finished(Box<GameRecord>),
    /// A player resigned, or the game or its cleanup did not end within the move limit.
    Unfinished(String),
}

/// Plays `spec` to the end and finds its dead stones.
pub fn play_game(spec: &GameSpec, dir: &Path) -> io::Result<Outcome> {
    let mut game = Game::new(spec.size, rules::JAPANESE, spec.komi)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let mut engines = Vec::new();
    for (command, _) in &spec.players {
        let mut engine = Engine::start(command, dir)?;
        engine.new_game(spec.size, spec.komi)?;
        engines.push(engine);
    }
    let mut moves: Vec<(Color, VertexOrPass)> = Vec::new();
    let limit = spec.size * spec.size * 3;
    let mut color = Color::Black;
    while game.consecutive_passes() < 2 {
        if moves.len() >= limit {
            return Ok(Outcome::Unfinished("move limit reached".into()));
        }
        let mover = color.index();
        let vertex = match spec.random_opening.get(moves.len()) {
            Some(&v) => {
                engines[mover].ok(&format!("play {} {v}", gtp_color(color)))?;
                VertexOrPass::Vertex(v)
            }
            None => {
                let answer = engines[mover].ok(&format!("genmove {}", gtp_color(color)))?;
                if answer.eq_ignore_ascii_case("resign") {
                    return Ok(Outcome::Unfinished(format!("{color} resigned")));
                }
                VertexOrPass::parse(&answer)
                    .ok_or_else(|| io::Error::other(format!("bad genmove answer {answer}")))?
            }
        };
        game.play_vertex(color, vertex)
            .map_err(|e| io::Error::other(format!("illegal move {vertex} by {color}: {e}")))?;
        let other = color.opponent().index();
        engines[other].ok(&format!("play {} {vertex}", gtp_color(color)))?;
        moves.push((color, vertex));
        color = color.opponent();
    }
    for engine in engines {
        engine.quit()?;
    }
    let dead = match cleanup_dead(spec, &game, &moves, dir)? {
        Some(dead) => dead,
        None => return Ok(Outcome::Unfinished("cleanup did not end".into())),
    };
    let mut root = Node::default();
    let label = |c: Color| spec.players[c.index()].1.clone();
    root.properties.push(Property {
        id: "PB".into(),
        values: vec![label(Color::Black)],
    });
    root.properties.push(Property {
        id: "PW".into(),
        values: vec![label(Color::White)],
    });
    if !dead.is_empty() {
        let board = game.board();
        root.properties.push(Property {
            id: DEAD_PROPERTY.into(),
            values: dead
                .iter()
                .map(|&p| tengen::sgf::encode_point(board.vertex(p), spec.size))
                .collect(),
        });
    }
    Ok(Outcome::Finished(Box::new(GameRecord {
        size: spec.size,
        komi: Some(spec.komi),
        handicap: None,
        rules: Some("Japanese".into()),
        result: None,
        setup: Vec::new(),
        first_player: None,
        moves,
        later_setups: Vec::new(),
        root,
    })))
}

/// Replays the game in a fresh GNU Go, lets `kgs-genmove_cleanup` play both sides until two
/// passes, and returns the stones of the final position that were captured on the way.
fn cleanup_dead(
    spec: &GameSpec,
    finished: &Game,
    moves: &[(Color, VertexOrPass)],
    dir: &Path,
) -> io::Result<Option<Vec<Point>>> {
    let mut engine = Engine::start(&spec.cleanup, dir)?;
    engine.new_game(spec.size, spec.komi)?;
    for (color, vertex) in moves {
        engine.ok(&format!("play {} {vertex}", gtp_color(*color)))?;
    }
    let mut game = finished.clone();
    let board = finished.board();
    let original: Vec<Point> = board
        .points()
        .filter(|&p| board.color_at(p).is_some())
        .collect();
    let mut captured = vec![false; original.len()];
    let mut color = finished.to_move();
    let mut passes = 0;
    let limit = spec.size * spec.size * 2;
    for _ in 0..limit {
        let answer = engine.ok(&format!("kgs-genmove_cleanup {}", gtp_color(color)))?;
        let vertex = VertexOrPass::parse(&answer)
            .ok_or_else(|| io::Error::other(format!("bad cleanup answer {answer}")))?;
        game.play_vertex(color, vertex)
            .map_err(|e| io::Error::other(format!("illegal cleanup move {vertex}: {e}")))?;
        if game.history().last().map(|p| p.mv) == Some(Move::Pass) {
            passes += 1;
            if passes == 2 {
                engine.quit()?;
                let dead = original
                    .iter()
                    .zip(&captured)
                    .filter(|(_, &c)| c)
                    .map(|(&p, _)| p)
                    .collect();
                return Ok(Some(dead));
            }
        } else {
            passes = 0;
        }
        for (i, &p) in original.iter().enumerate() {
            if game.board().color_at(p).is_none() {
                captured[i] = true;
            }
        }
        color = color.opponent();
    }
    engine.quit()?;
    Ok(None)
}

/// The dead stones recorded in a corpus game.
pub fn recorded_dead(record: &GameRecord) -> Vec<Vertex> {
    record
        .root
        .get(DEAD_PROPERTY)
        .unwrap_or(&[])
        .iter()
        .filter_map(|text| match tengen::sgf::decode_point(text, record.size) {
            Some(VertexOrPass::Vertex(v)) => Some(v),
            _ => None,
        })
        .collect()
}
