//! `tengen bench`: measured speed of the engine's hot paths.

use crate::board::{Board, BoardError, Color};
use crate::playout::light_playout;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::time::{Duration, Instant};

/// What a light-playout benchmark measured.
#[derive(Clone, Debug)]
pub struct LightReport {
    pub size: usize,
    pub threads: usize,
    pub seconds: f64,
    pub playouts: u64,
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
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| BenchError::Threads(e.to_string()))?;
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

/// Why a benchmark could not run.
#[derive(Debug)]
pub enum BenchError {
    Board(BoardError),
    Seconds(f64),
    Threads(String),
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
        }
    }
}

impl std::error::Error for BenchError {}
