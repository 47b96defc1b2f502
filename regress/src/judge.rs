//! Measures engines' `final_status_list dead` against a corpus with dead stones known from
//! play, and the winner their `final_score` names against the result of games adjudicated by
//! play.

use crate::adjudicate::margin_of;
use crate::engine::{gtp_color, Engine};
use crate::review::CorpusGame;
use std::io;
use std::path::Path;
use std::time::Instant;
use tengen::board::{Vertex, VertexOrPass};

/// One engine's answer on one corpus position.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// The game's `file#index` label.
    pub game: String,
    pub size: usize,
    /// Stones the engine called dead that are alive, plus dead stones it missed.
    pub misjudged: Vec<Vertex>,
    /// Seconds `final_status_list dead` took.
    pub seconds: f64,
    /// Whether the engine's `final_score` named the winner of the recorded result (`RE`,
    /// games adjudicated by play), if there is one. (The winner only: the play-out may fill
    /// dame, which moves an area count.)
    pub score_right: Option<bool>,
}

impl Verdict {
    /// Whether the engine's dead list equals the truth.
    pub fn exact(&self) -> bool {
        self.misjudged.is_empty()
    }
}

/// Sets up every game of `games` in one engine and compares its dead stones with the record.
pub fn judge(command: &[String], games: &[CorpusGame], dir: &Path) -> io::Result<Vec<Verdict>> {
    let mut engine = Engine::start(command, dir)?;
    let mut verdicts = Vec::new();
    for corpus_game in games {
        let game = &corpus_game.record;
        engine.new_game(game.size, game.komi.unwrap_or(0.0))?;
        if let Some(rules) = &game.rules {
            // Engines without kgs-rules (GNU Go) keep their own rules.
            engine.send(&format!("kgs-rules {}", rules.to_lowercase()))?;
        }
        for (color, mv) in &game.moves {
            engine.ok(&format!("play {} {mv}", gtp_color(*color)))?;
        }
        let started = Instant::now();
        let answer = engine.ok("final_status_list dead")?;
        let seconds = started.elapsed().as_secs_f64();
        let mut claimed = Vec::new();
        for word in answer.split_whitespace() {
            match VertexOrPass::parse(word) {
                Some(VertexOrPass::Vertex(v)) => claimed.push(v),
                _ => {
                    return Err(io::Error::other(format!(
                        "{}: bad vertex {word} in final_status_list",
                        corpus_game.label
                    )))
                }
            }
        }
        let truth = &corpus_game.truth;
        let mut misjudged: Vec<Vertex> = claimed
            .iter()
            .filter(|v| !truth.contains(v))
            .chain(truth.iter().filter(|v| !claimed.contains(v)))
            .copied()
            .collect();
        misjudged.sort_by_key(|v| (v.col, v.row));
        misjudged.dedup();
        let score_right = match game.result.as_deref().and_then(margin_of) {
            Some(margin) => {
                let answer = engine.send("final_score")?;
                let said = answer.ok.then(|| margin_of(&answer.text)).flatten();
                Some(said.is_some_and(|m| m.total_cmp(&0.0) == margin.total_cmp(&0.0)))
            }
            None => None,
        };
        verdicts.push(Verdict {
            game: corpus_game.label.clone(),
            size: game.size,
            misjudged,
            seconds,
            score_right,
        });
    }
    engine.quit()?;
    Ok(verdicts)
}

/// Summary of one engine on positions of one board size.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub positions: usize,
    pub exact: usize,
    pub misjudged_stones: usize,
    pub median_seconds: f64,
    pub max_seconds: f64,
    /// Positions with a recorded result, and those whose `final_score` gave it.
    pub scored: usize,
    pub score_right: usize,
}

/// Summarises the verdicts on boards of `size`.
pub fn summarise(verdicts: &[Verdict], size: usize) -> Option<Summary> {
    let on_size: Vec<&Verdict> = verdicts.iter().filter(|v| v.size == size).collect();
    if on_size.is_empty() {
        return None;
    }
    let mut times: Vec<f64> = on_size.iter().map(|v| v.seconds).collect();
    times.sort_by(f64::total_cmp);
    Some(Summary {
        positions: on_size.len(),
        exact: on_size.iter().filter(|v| v.exact()).count(),
        misjudged_stones: on_size.iter().map(|v| v.misjudged.len()).sum(),
        median_seconds: times[times.len() / 2],
        max_seconds: times[times.len() - 1],
        scored: on_size.iter().filter(|v| v.score_right.is_some()).count(),
        score_right: on_size
            .iter()
            .filter(|v| v.score_right == Some(true))
            .count(),
    })
}
