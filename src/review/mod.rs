//! `tengen review`: a whole game analysed position by position and written back as SGF with
//! each move's win rate and score, the engine's preferred line where it differs, the
//! standard move annotations where a move loses more than the thresholds, Sabaki's win-rate
//! graph values, a summary of each player's biggest mistakes and the final territory.

mod annotate;
mod files;
mod graph;

pub use annotate::annotated_sgf;
pub use files::{review_paths, ReviewJob};
pub use graph::graph_svg;

use crate::board::{Color, Move};
use crate::game::Game;
use crate::rules::Rules;
use crate::search::{Analysis, Player, Reporter};
use crate::sgf::{self, GameRecord, Node};
use std::fmt;
use std::time::Duration;

/// Win-rate losses (fractions) from which a move gets an annotation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// `DO` (doubtful).
    pub inaccuracy: f64,
    /// `BM[1]` (bad move).
    pub mistake: f64,
    /// `BM[2]` (very bad move).
    pub blunder: f64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            inaccuracy: 0.03,
            mistake: 0.07,
            blunder: 0.15,
        }
    }
}

/// Why a game cannot be reviewed.
#[derive(Debug)]
pub enum ReviewError {
    /// The file is no SGF tengen reads.
    Sgf(sgf::SgfError),
    /// The game is not one the review takes (what and where).
    Refused(String),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Sgf(e) => write!(f, "not a game record: {e}"),
            ReviewError::Refused(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ReviewError {}

/// A game ready for review: its nodes as read, and which node holds each move.
pub struct GameToReview {
    /// The main line's nodes, every property kept.
    pub nodes: Vec<Node>,
    /// The index in `nodes` of each move's node, in move order.
    pub move_nodes: Vec<usize>,
    /// The game from its start, with the rules of its `RU` (Japanese by default).
    pub start: Game,
    /// The moves, in order.
    pub moves: Vec<(Color, Move)>,
}

/// The search's judgement of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionValue {
    /// Black's win rate.
    pub black_win_rate: f64,
    /// Black's expected margin, komi included.
    pub black_lead: f64,
    /// The engine's preferred move, its line, and the win rate of the side to move after it.
    pub best: Option<(Move, Vec<Move>, f64)>,
}

/// Reads `text` as a game to review: one line of play from an empty board (no set-up stones,
/// no variations, a move in every node after the root at most), every move legal; with
/// `up_to_an_illegal_move`, a game with an illegal move is read up to the move before it.
pub fn read_game(text: &str, up_to_an_illegal_move: bool) -> Result<GameToReview, ReviewError> {
    let whole = sgf::parse_whole_main_line(text).map_err(ReviewError::Sgf)?;
    if whole.variations {
        return Err(ReviewError::Refused(
            "the game has variations: review one line of play (keep the main line)".into(),
        ));
    }
    let refused = |why: String| Err(ReviewError::Refused(why));
    for (i, node) in whole.nodes.iter().enumerate() {
        for id in ["AB", "AW", "AE"] {
            if node.get(id).is_some() {
                return refused(format!(
                    "node {i} has set-up stones ({id}): only games from an empty board are \
                     reviewed"
                ));
            }
        }
        if i == 0 && (node.get("B").is_some() || node.get("W").is_some()) {
            return refused(
                "the root node holds a move: moves belong in the nodes after it".into(),
            );
        }
        if node.get("B").is_some() && node.get("W").is_some() {
            return refused(format!(
                "node {i} holds two moves (B and W): one move a node"
            ));
        }
    }
    let record = GameRecord::from_nodes(&whole.nodes).map_err(ReviewError::Sgf)?;
    if record.moves.is_empty() {
        return refused("the game has no moves".into());
    }
    let rules = record
        .rules
        .as_deref()
        .and_then(|name| Rules::by_name(name).ok())
        .unwrap_or(crate::rules::JAPANESE);
    let komi = record.komi.unwrap_or(rules.default_komi);
    let mut start = Game::new(record.size, rules, komi)
        .map_err(|e| ReviewError::Refused(format!("SZ[{}]: {e}", record.size)))?;
    if let Some(color) = record.first_player {
        start.set_to_move(color);
    }
    let move_nodes: Vec<usize> = (1..whole.nodes.len())
        .filter(|&i| whole.nodes[i].get("B").is_some() || whole.nodes[i].get("W").is_some())
        .collect();
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut nodes = whole.nodes;
    for (number, &(color, vertex)) in record.moves.iter().enumerate() {
        let played = game
            .move_of(vertex)
            .and_then(|mv| game.play(color, mv).map(|()| mv));
        match played {
            Ok(mv) => moves.push((color, mv)),
            Err(e) if up_to_an_illegal_move && number > 0 => {
                log::warn!(
                    "move {} ({color} {vertex}) is illegal: {e}; reviewing the {number} moves \
                     before it",
                    number + 1
                );
                nodes.truncate(move_nodes[number]);
                break;
            }
            Err(e) => {
                return refused(format!(
                    "move {} ({color} {vertex}) is illegal: {e}",
                    number + 1
                ))
            }
        }
    }
    let move_nodes = move_nodes[..moves.len()].to_vec();
    Ok(GameToReview {
        nodes,
        move_nodes,
        start,
        moves,
    })
}

impl GameToReview {
    /// The game after its first `moves` moves.
    pub fn game_after(&self, moves: usize) -> Game {
        let mut game = self.start.clone();
        for &(color, mv) in &self.moves[..moves] {
            game.play(color, mv).expect("moves checked when read");
        }
        game
    }

    /// Every position of the game analysed with `player`'s search (`playouts` each, or
    /// `seconds` if that comes first), from the start to after the last move; `progress`
    /// hears how many are done.
    pub fn analyse(
        &self,
        player: &mut Player,
        playouts: u64,
        seconds: Option<f64>,
        mut progress: impl FnMut(usize, usize),
    ) -> Vec<PositionValue> {
        let total = self.moves.len() + 1;
        let mut game = self.start.clone();
        let mut values = Vec::with_capacity(total);
        for done in 0..total {
            progress(done, total);
            // The side the game's next move is for, whoever the alternation says moves.
            if let Some(&(color, _)) = self.moves.get(done) {
                game.set_to_move(color);
            }
            values.push(analyse_position(player, &game, playouts, seconds));
            if let Some(&(color, mv)) = self.moves.get(done) {
                game.play(color, mv).expect("moves checked when read");
            }
        }
        progress(total, total);
        values
    }
}

/// The search's value of `game`'s position for the side to move.
fn analyse_position(
    player: &mut Player,
    game: &Game,
    playouts: u64,
    seconds: Option<f64>,
) -> PositionValue {
    let color = game.to_move();
    let mut last: Option<Analysis> = None;
    let mut sink = |analysis: &Analysis| {
        last = Some(analysis.clone());
        true
    };
    player.analyze_within(
        game,
        color,
        playouts,
        seconds,
        Reporter {
            every: Duration::from_secs(1_000_000),
            ownership: false,
            sink: &mut sink,
            avoid: None,
        },
    );
    let analysis = last.expect("a search reports at its end");
    let root = analysis.root_values();
    let (win_rate, lead) = (root.win_rate, root.score_lead);
    let best = analysis
        .moves
        .first()
        .map(|info| (info.mv, info.pv.clone(), info.win_rate));
    let black = |x: f64, other: f64| if color == Color::Black { x } else { other };
    PositionValue {
        black_win_rate: black(win_rate, 1.0 - win_rate),
        black_lead: black(lead, -lead),
        best,
    }
}
