//! `tengen bench`: measured speed of the engine's hot paths.

use crate::board::{Board, BoardError, Color, Move};
use crate::game::Game;
use crate::playout::{light_playout, policy_move, Policy};
use crate::predict::games::GameSet;
use crate::predict::measure::{prediction_rate, PredictionRate};
use crate::predict::model::Builtin;
use crate::predict::Model;
use crate::rules;
use crate::search::{prior_scores, Playing, PlayoutSettings, Tree};
use crate::time::Limits;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::path::Path;
use std::time::{Duration, Instant};

/// What a light-playout benchmark measured.
#[derive(Clone, Debug)]
pub struct LightReport {
    /// Board size.
    pub size: usize,
    /// Worker threads.
    pub threads: usize,
    /// Seconds the benchmark ran.
    pub seconds: f64,
    /// Playouts finished.
    pub playouts: u64,
    /// Moves played in them, passes included.
    pub moves: u64,
}

impl LightReport {
    /// Playouts per second over all threads.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }

    /// Average playout length in moves (passes included).
    pub fn average_length(&self) -> f64 {
        self.moves as f64 / self.playouts.max(1) as f64
    }
}

impl std::fmt::Display for LightReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let total = self.playouts_per_second();
        writeln!(
            f,
            "light playouts on {0}x{0}, {1} thread(s), {2:.2} s",
            self.size, self.threads, self.seconds
        )?;
        writeln!(f, "playouts: {}", self.playouts)?;
        writeln!(f, "playouts/s total: {total:.0}")?;
        writeln!(
            f,
            "playouts/s per thread: {:.0}",
            total / self.threads as f64
        )?;
        write!(f, "average game length: {:.1} moves", self.average_length())
    }
}

/// Runs light playouts from the empty board on `threads` threads for `seconds`.
pub fn light(
    size: usize,
    seconds: f64,
    threads: usize,
    seed: u64,
) -> Result<LightReport, BenchError> {
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(BenchError::Seconds(seconds));
    }
    let empty = Board::new(size)?;
    let pool = pool(threads)?;
    let budget = Duration::from_secs_f64(seconds);
    let results: Vec<(u64, u64, Duration)> = pool.broadcast(|ctx| {
        let mut rng = SmallRng::seed_from_u64(seed.wrapping_add(ctx.index() as u64));
        let started = Instant::now();
        let (mut playouts, mut moves) = (0u64, 0u64);
        loop {
            for _ in 0..64 {
                let mut board = empty.clone();
                moves += light_playout(&mut board, Color::Black, &mut rng).moves as u64;
                playouts += 1;
            }
            let elapsed = started.elapsed();
            if elapsed >= budget {
                return (playouts, moves, elapsed);
            }
        }
    });
    Ok(LightReport {
        size,
        threads,
        seconds: results
            .iter()
            .map(|r| r.2.as_secs_f64())
            .fold(0.0, f64::max),
        playouts: results.iter().map(|r| r.0).sum(),
        moves: results.iter().map(|r| r.1).sum(),
    })
}

/// What a search benchmark measured: one thread, then `threads`.
#[derive(Clone, Debug)]
pub struct SearchReport {
    /// Board size.
    pub size: usize,
    /// Worker threads of the second run.
    pub threads: usize,
    /// Seconds each run searched.
    pub seconds: f64,
    /// Moves played from the empty board to reach the searched position.
    pub position_moves: usize,
    /// Playouts per second on one thread.
    pub one_thread: f64,
    /// Playouts per second on `threads` threads.
    pub all_threads: f64,
}

impl std::fmt::Display for SearchReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "search on {0}x{0} after {1} moves, {2:.1} s per run",
            self.size, self.position_moves, self.seconds
        )?;
        writeln!(f, "playouts/s with 1 thread: {:.0}", self.one_thread)?;
        writeln!(
            f,
            "playouts/s with {} threads: {:.0} ({:.0} per thread)",
            self.threads,
            self.all_threads,
            self.all_threads / self.threads as f64
        )?;
        write!(f, "speed-up: {:.2}x", self.all_threads / self.one_thread)
    }
}

/// Searches a mid-game position (policy moves from the empty board, a quarter of the points
/// filled) for `seconds`, first on one thread and then on `threads`, and reports playouts per
/// second inside the real search (tree descent, expansion, playout and backup).
pub fn search(
    size: usize,
    seconds: f64,
    threads: usize,
    seed: u64,
) -> Result<SearchReport, BenchError> {
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(BenchError::Seconds(seconds));
    }
    let mut game = Game::new(size, rules::CHINESE, 7.5)?;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut last = None;
    while game.history().len() < size * size / 4 {
        let color = game.to_move();
        let mut board = game.board().clone();
        let mv = match policy_move(Policy::SEARCH, &mut board, color, last, &mut rng) {
            Some(p) if game.check(color, Move::Play(p)).is_ok() => Move::Play(p),
            _ => Move::Pass,
        };
        last = mv.point();
        game.play(color, mv).expect("checked move");
    }
    let mut tree = Tree::new(4_000_000);
    let no_input = crate::search::InputSignals::default();
    let mut rate = |threads: usize| -> Result<f64, BenchError> {
        let pool = pool(threads)?;
        let limits = Limits {
            playouts: None,
            seconds: Some(seconds),
            max_seconds: None,
            min_before_interrupt: 0,
            stop_when_decided: false,
        };
        tree.clear();
        let playouts = PlayoutSettings {
            seed,
            playing: Playing::game(0.0),
        };
        let result =
            crate::search::search(&game, &mut tree, &pool, limits, playouts, &no_input, None);
        Ok(result.playouts as f64 / result.seconds)
    };
    let one_thread = rate(1)?;
    let all_threads = rate(threads)?;
    Ok(SearchReport {
        size,
        threads,
        seconds,
        position_moves: game.history().len(),
        one_thread,
        all_threads,
    })
}

/// How well the built-in shape weights and the search's priors predict the moves of
/// held-apart games.
#[derive(Clone, Debug)]
pub struct PredictReport {
    /// Held-apart games read.
    pub games: usize,
    /// How often the shape weights alone rank the played move first and in the top five.
    pub shapes: PredictionRate,
    /// The same for the priors of the search's new nodes.
    pub priors: PredictionRate,
}

impl std::fmt::Display for PredictReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "held-out games: {}", self.games)?;
        writeln!(f, "shape weights: {}", self.shapes)?;
        write!(f, "search priors: {}", self.priors)
    }
}

/// Measures move prediction on the games `GameSet::load` holds apart in `dir`.
pub fn predict(
    dir: &Path,
    holdout_every: usize,
    threads: usize,
) -> Result<PredictReport, BenchError> {
    let set = GameSet::load(dir, holdout_every, 0).map_err(BenchError::Games)?;
    let model = Model::builtin(Builtin::Game);
    pool(threads)?.install(|| {
        let shapes = prediction_rate(&set.held_out, |board, context| {
            model
                .gammas(board, context)
                .into_iter()
                .map(|(p, g)| (p, f64::from(g)))
                .collect()
        });
        let priors = prediction_rate(&set.held_out, prior_scores);
        Ok(PredictReport {
            games: set.held_out.len(),
            shapes,
            priors,
        })
    })
}

/// What one reader did in `tengen bench read`.
#[derive(Clone, Debug, Default)]
pub struct ReaderSpeed {
    /// Questions answered.
    pub readings: u64,
    /// Moves played by the readings.
    pub moves: u64,
    /// Time spent in them.
    pub seconds: f64,
}

impl std::fmt::Display for ReaderSpeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let seconds = self.seconds.max(1e-9);
        write!(
            f,
            "{} readings, {} moves read in {:.2} s: {:.0} readings/s, {:.0} moves/s",
            self.readings,
            self.moves,
            self.seconds,
            self.readings as f64 / seconds,
            self.moves as f64 / seconds
        )
    }
}

/// The speed of the tactical readers on positions from game records.
#[derive(Clone, Debug)]
pub struct ReadReport {
    /// Positions read.
    pub positions: usize,
    /// `runs_into_ladder` and `starts_ladder` on every empty point, for both colours.
    pub ladder: ReaderSpeed,
    /// `attack` and `defend` of every chain with at most three liberties.
    pub capture: ReaderSpeed,
    /// `kill` of every chain with two liberties or more that Benson's test does not settle,
    /// on each game's last position (where the dead-stone estimate reads).
    pub life: ReaderSpeed,
}

impl std::fmt::Display for ReadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "positions: {}", self.positions)?;
        writeln!(f, "ladder: {}", self.ladder)?;
        writeln!(f, "capture: {}", self.capture)?;
        write!(f, "life: {}", self.life)
    }
}

/// Runs `read` on this thread and adds its readings, moves read and time to `speed`.
fn timed(speed: &mut ReaderSpeed, read: impl FnOnce() -> u64) {
    let moves_before = crate::tactics::moves_read_on_this_thread();
    let start = Instant::now();
    speed.readings += read();
    speed.seconds += start.elapsed().as_secs_f64();
    speed.moves += crate::tactics::moves_read_on_this_thread() - moves_before;
}

/// Times the ladder and capture readers on the positions every `every` moves (taken as 1
/// when 0) and the last of each game in the SGF collection `file`, and the life-and-death
/// reader on the last, on one thread.
pub fn read(file: &Path, every: usize) -> Result<ReadReport, BenchError> {
    use crate::board::Stone;
    use crate::score::PassAlive;
    use crate::sgf::{GameRecord, LoadUntil};
    use crate::tactics::{capture, ladder, life};
    let every = every.max(1);
    let text = std::fs::read_to_string(file).map_err(BenchError::Games)?;
    let records = GameRecord::parse_all(&text).map_err(|e| {
        BenchError::Games(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            e.to_string(),
        ))
    })?;
    let mut report = ReadReport {
        positions: 0,
        ladder: ReaderSpeed::default(),
        capture: ReaderSpeed::default(),
        life: ReaderSpeed::default(),
    };
    for record in &records {
        let cuts = (1..)
            .map(|i| LoadUntil::MoveNumber(i * every + 1))
            .take(record.moves.len() / every)
            .chain(std::iter::once(LoadUntil::End));
        for until in cuts {
            let last = until == LoadUntil::End;
            let Ok(game) = record.to_game(rules::CHINESE, 7.5, until) else {
                continue;
            };
            report.positions += 1;
            let mut board = game.board().clone();
            let points: Vec<_> = board.points().collect();
            let empties: Vec<_> = points
                .iter()
                .copied()
                .filter(|&p| board.stone(p) == Stone::Empty)
                .collect();
            let heads: Vec<_> = points
                .iter()
                .copied()
                .filter(|&p| board.color_at(p).is_some() && board.chain(p) == p)
                .collect();
            timed(&mut report.ladder, || {
                for &p in &empties {
                    for color in [Color::Black, Color::White] {
                        ladder::runs_into_ladder(&mut board, p, color, ladder::THOROUGH);
                        ladder::starts_ladder(&mut board, p, color, ladder::THOROUGH);
                    }
                }
                4 * empties.len() as u64
            });
            let short: Vec<_> = heads
                .iter()
                .copied()
                .filter(|&h| board.liberties(h) <= 3)
                .collect();
            timed(&mut report.capture, || {
                for &h in &short {
                    capture::attack_and_defense(&mut board, h);
                }
                short.len() as u64
            });
            if !last {
                continue;
            }
            let pass_alive = PassAlive::find(&board);
            let open: Vec<_> = heads
                .iter()
                .copied()
                .filter(|&h| board.liberties(h) >= 2 && !pass_alive.is_alive(h))
                .collect();
            timed(&mut report.life, || {
                for &h in &open {
                    life::kill(&mut board, h, life::LIFE_BUDGET);
                }
                open.len() as u64
            });
        }
    }
    Ok(report)
}

fn pool(threads: usize) -> Result<rayon::ThreadPool, BenchError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| BenchError::Threads(e.to_string()))
}

/// Why a benchmark could not run.
#[derive(Debug)]
pub enum BenchError {
    /// The board size is not one tengen plays on.
    Board(BoardError),
    /// The time asked for is not a positive number of seconds.
    Seconds(f64),
    /// The worker threads could not start.
    Threads(String),
    /// The games could not be read.
    Games(std::io::Error),
}

impl From<BoardError> for BenchError {
    fn from(e: BoardError) -> BenchError {
        BenchError::Board(e)
    }
}

impl std::fmt::Display for BenchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BenchError::Board(e) => write!(f, "{e}"),
            BenchError::Seconds(s) => write!(f, "--seconds must be a positive number, not {s}"),
            BenchError::Threads(e) => write!(f, "cannot start threads: {e}"),
            BenchError::Games(e) => write!(f, "cannot read the games: {e}"),
        }
    }
}

impl std::error::Error for BenchError {}
