//! Game records for learning and measuring move prediction: a folder of SGF files split into
//! training and held-out games, replayed position by position.

use super::features::{self, Context};
use crate::board::{Board, Color, Placement, Point, Vertex, VertexOrPass};
use crate::sgf::GameRecord;
use rayon::prelude::*;
use std::path::{Path, PathBuf};

/// The board size the games are read for.
pub const SIZE: usize = 19;

/// One game's stones: set-up, then moves.
pub struct Replay {
    setup: Vec<(Color, Vertex)>,
    moves: Vec<(Color, VertexOrPass)>,
}

/// The games of a folder, split.
pub struct GameSet {
    /// Games to learn from.
    pub train: Vec<Replay>,
    /// Games held apart for measuring (every `holdout_every`-th file by path).
    pub held_out: Vec<Replay>,
    /// Files that could not be used (not SGF, another board size, set-up between moves).
    pub skipped: usize,
}

/// Every file under `dir` whose name ends in `.sgf` (any case), sorted by path.
fn sgf_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let path = entry?.path();
            if path.is_dir() {
                folders.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The replay of one file, when it is a 19×19 game without set-up between moves.
fn read(path: &Path) -> Option<Replay> {
    let bytes = std::fs::read(path).ok()?;
    let record = GameRecord::parse_first(&String::from_utf8_lossy(&bytes)).ok()?;
    (record.size == SIZE && record.later_setups.is_empty()).then_some(Replay {
        setup: record.setup,
        moves: record.moves,
    })
}

impl GameSet {
    /// The games under `dir`: every `holdout_every`-th file (by sorted path, from the first)
    /// held out, at most `max_train` of the others kept for training.
    pub fn load(dir: &Path, holdout_every: usize, max_train: usize) -> std::io::Result<GameSet> {
        let files = sgf_files(dir)?;
        let replays: Vec<Option<Replay>> = files.par_iter().map(|f| read(f)).collect();
        let skipped = replays.iter().filter(|r| r.is_none()).count();
        let (mut train, mut held_out) = (Vec::new(), Vec::new());
        for (i, replay) in replays.into_iter().enumerate() {
            match replay {
                Some(r) if i % holdout_every.max(1) == 0 => held_out.push(r),
                Some(r) if train.len() < max_train => train.push(r),
                _ => {}
            }
        }
        Ok(GameSet {
            train,
            held_out,
            skipped,
        })
    }
}

impl Replay {
    /// Replays the game and calls `visit` before each move that the predictor could choose
    /// (a candidate of [`features::is_candidate`]) with the board, the context and the move
    /// played. A move the board refuses ends the replay.
    pub fn visit_positions(&self, mut visit: impl FnMut(&mut Board, &Context, Point)) {
        let Ok(mut board) = Board::new(SIZE) else {
            return;
        };
        for &(color, vertex) in &self.setup {
            match board.point_of(vertex) {
                Some(p) if board.placement(p, color) == Placement::Legal => {
                    board.play(p, color);
                }
                _ => {}
            }
        }
        board.clear_ko();
        let (mut last, mut before_last) = (None, None);
        for &(color, mv) in &self.moves {
            let played = match mv {
                VertexOrPass::Pass => {
                    board.clear_ko();
                    None
                }
                VertexOrPass::Vertex(vertex) => {
                    let Some(p) = board.point_of(vertex) else {
                        return;
                    };
                    if board.placement(p, color) != Placement::Legal {
                        return;
                    }
                    if features::is_candidate(&board, p, color) {
                        let context = Context {
                            color,
                            last,
                            before_last,
                        };
                        visit(&mut board, &context, p);
                    }
                    board.play(p, color);
                    Some(p)
                }
            };
            before_last = last;
            last = played;
        }
    }
}
