//! A corpus of finished games whose dead stones are known from play.
//!
//! Each game is played by GTP engines until two passes; then GNU Go's `kgs-genmove_cleanup`
//! plays on for both sides until two more passes. Stones of the final position that were
//! captured during that cleanup are the dead ones. The game is stored as SGF up to the two
//! passes, with the dead stones in the private root property `DEAD`. Games of `twogtp`
//! matches adjudicated by play (the engines' own `kgs-genmove_cleanup`) join the corpus the
//! same way, with the adjudicated result.

use crate::adjudicate::margin_of;
use crate::engine::{gtp_color, Engine};
use crate::twogtp::PLAY_OUT_PROPERTY;
use std::io;
use std::path::Path;
use tengen::board::{Board, Color, Move, Point, Vertex, VertexOrPass};
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
    root.properties.extend(dead_property(game.board(), &dead));
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
    let mut captures = Captures::of(finished.board());
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
                return Ok(Some(captures.dead()));
            }
        } else {
            passes = 0;
        }
        captures.see(game.board());
        color = color.opponent();
    }
    engine.quit()?;
    Ok(None)
}

/// The stones of a finished position that later play captured.
struct Captures {
    original: Vec<Point>,
    captured: Vec<bool>,
}

impl Captures {
    /// Follows the stones on `board`.
    fn of(board: &Board) -> Captures {
        let original: Vec<Point> = board
            .points()
            .filter(|&p| board.color_at(p).is_some())
            .collect();
        let captured = vec![false; original.len()];
        Captures { original, captured }
    }

    /// Notes the followed stones that are gone from `board`.
    fn see(&mut self, board: &Board) {
        for (captured, &p) in self.captured.iter_mut().zip(&self.original) {
            *captured |= board.color_at(p).is_none();
        }
    }

    fn dead(&self) -> Vec<Point> {
        self.original
            .iter()
            .zip(&self.captured)
            .filter(|(_, &c)| c)
            .map(|(&p, _)| p)
            .collect()
    }
}

/// The corpus game of a match game adjudicated by play (its root has
/// [`PLAY_OUT_PROPERTY`]): the moves before the play-out, as `DEAD` the stones whose points
/// the play-out leaves to the opponent or to nobody (every stone left at its end is alive),
/// and the adjudicated result. `None` for a game without a play-out, or whose
/// play-out did not end in two passes and a count (a forfeit, or `Void`); an error when its
/// moves do not replay.
pub fn from_adjudicated_game(record: &GameRecord) -> Result<Option<GameRecord>, String> {
    let Some(start) = record.root.first(PLAY_OUT_PROPERTY) else {
        return Ok(None);
    };
    let counted = record.result.as_deref().and_then(margin_of).is_some();
    let two_passes = record.moves.len() >= 2
        && record.moves[record.moves.len() - 2..]
            .iter()
            .all(|&(_, mv)| mv == VertexOrPass::Pass);
    if !counted || !two_passes {
        return Ok(None);
    }
    let start: usize = start
        .parse()
        .ok()
        .filter(|&s| s <= record.moves.len())
        .ok_or_else(|| format!("bad {PLAY_OUT_PROPERTY}[{start}]"))?;
    let rules = record
        .rules
        .as_deref()
        .map_or(Ok(rules::CHINESE), rules::Rules::by_name)
        .map_err(|e| e.to_string())?;
    let mut game =
        Game::new(record.size, rules, record.komi.unwrap_or(0.0)).map_err(|e| e.to_string())?;
    let replay = |game: &mut Game, (color, vertex): (Color, VertexOrPass)| {
        game.play_vertex(color, vertex)
            .map_err(|e| format!("move {vertex}: {e}"))
    };
    for &played in &record.moves[..start] {
        replay(&mut game, played)?;
    }
    let board = game.board().clone();
    for &played in &record.moves[start..] {
        replay(&mut game, played)?;
    }
    // Every stone left at the end counts as alive, so a stone is dead when its point ends up
    // not its colour's: the opponent's stone or area, or nobody's.
    let end = game.board();
    let areas = tengen::score::empty_point_owners(end, &tengen::score::Statuses::all_alive());
    let owner = |p: Point| {
        end.color_at(p)
            .or_else(|| areas.iter().find(|(q, _)| *q == p).and_then(|&(_, c)| c))
    };
    let dead: Vec<Point> = board
        .points()
        .filter(|&p| board.color_at(p).is_some_and(|c| owner(p) != Some(c)))
        .collect();
    let mut root = Node::default();
    for id in ["PB", "PW", "GN"] {
        if let Some(values) = record.root.get(id) {
            root.properties.push(Property {
                id: id.into(),
                values: values.to_vec(),
            });
        }
    }
    root.properties.extend(dead_property(&board, &dead));
    Ok(Some(GameRecord {
        moves: record.moves[..start].to_vec(),
        root,
        later_setups: Vec::new(),
        ..record.clone()
    }))
}

/// The `DEAD` property listing `dead` stones of `board`; none when there are none.
fn dead_property(board: &Board, dead: &[Point]) -> Option<Property> {
    (!dead.is_empty()).then(|| Property {
        id: DEAD_PROPERTY.into(),
        values: dead
            .iter()
            .map(|&p| tengen::sgf::encode_point(board.vertex(p), board.size()))
            .collect(),
    })
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
