//! Reviewing files: one game or a folder of games, a few at a time, each output written whole
//! or not at all, with progress on a terminal.

use super::{annotated_sgf, graph_svg, read_game, Thresholds};
use crate::search::{Player, PlayerSettings};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// How the games are reviewed.
#[derive(Clone, Debug)]
pub struct ReviewJob {
    /// Playouts per position.
    pub playouts: u64,
    /// Seconds per position at most, if limited.
    pub seconds: Option<f64>,
    /// Losses that earn an annotation.
    pub thresholds: Thresholds,
    /// The search's settings; its threads are shared out among the games reviewed at once.
    pub player: PlayerSettings,
    /// Games reviewed at the same time.
    pub parallel: usize,
    /// Whether a game with an illegal move is reviewed up to the move before it (else
    /// refused).
    pub up_to_an_illegal_move: bool,
}

/// Reviews `input` (an SGF file, or a folder whose `.sgf` files are reviewed) into `output`
/// (a file, or a folder for a folder). Every output path is checked before any analysis;
/// games that cannot be reviewed are reported and the others still are. Returns how many
/// games were written, or every failure.
pub fn review_paths(input: &Path, output: &Path, job: &ReviewJob) -> Result<usize, Vec<String>> {
    let pairs = pairs(input, output).map_err(|e| vec![e])?;
    for (from, to) in &pairs {
        check_writable(from, to).map_err(|e| vec![e])?;
    }
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let written = AtomicUsize::new(0);
    let show_progress = std::io::stderr().is_terminal() && pairs.len() == 1;
    let parallel = job.parallel.clamp(1, pairs.len().max(1));
    // The games at once share the threads and the tree memory.
    let player = PlayerSettings {
        threads: (job.player.threads / parallel).max(1),
        max_nodes: job.player.max_nodes / parallel,
        ..job.player
    };
    std::thread::scope(|scope| {
        for _ in 0..parallel {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                let Some((from, to)) = pairs.get(index) else {
                    return;
                };
                match review_file(from, to, job, &player, show_progress) {
                    Ok(()) => {
                        written.fetch_add(1, Ordering::SeqCst);
                    }
                    Err(e) => failures
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .push(format!("{}: {e}", from.display())),
                }
            });
        }
    });
    let failures = failures
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if failures.is_empty() {
        Ok(written.into_inner())
    } else {
        Err(failures)
    }
}

/// The (input, output) files: the one file, or every `.sgf` file of the folder (in name
/// order) to a file of the same name in the output folder, which is created.
fn pairs(input: &Path, output: &Path) -> Result<Vec<(PathBuf, PathBuf)>, String> {
    if !input.is_dir() {
        return Ok(vec![(input.to_path_buf(), output.to_path_buf())]);
    }
    std::fs::create_dir_all(output).map_err(|e| format!("{}: {e}", output.display()))?;
    let files = crate::sgf::files_in(input)?;
    Ok(files
        .into_iter()
        .map(|from| {
            let to = output.join(from.file_name().expect("a listed file has a name"));
            (from, to)
        })
        .collect())
}

/// Whether `to` and the picture beside it can be written (their folder exists and takes a new
/// file, `to` is a file if it exists) and neither is `from` nor the other.
fn check_writable(from: &Path, to: &Path) -> Result<(), String> {
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    let picture = to.with_extension("svg");
    if same(from, to) || same(from, &picture) || same(to, &picture) {
        return Err(format!(
            "{}: the output or its .svg picture would replace the game reviewed or each other",
            to.display()
        ));
    }
    if to.exists() && !to.is_file() {
        return Err(format!("{}: not a regular file", to.display()));
    }
    let folder = match to.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let probe = folder.join(format!(".tengen-review-probe-{}", std::process::id()));
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .and_then(|_| std::fs::remove_file(&probe))
        .map_err(|e| format!("{}: cannot write there: {e}", to.display()))
}

/// Reviews one file into `to` (and the picture beside it, `.svg`).
fn review_file(
    from: &Path,
    to: &Path,
    job: &ReviewJob,
    player: &PlayerSettings,
    show_progress: bool,
) -> Result<(), String> {
    let started = Instant::now();
    let text = crate::sgf::read_text(from)?;
    let game = read_game(&text, job.up_to_an_illegal_move).map_err(|e| e.to_string())?;
    let mut player = Player::new(player.clone()).map_err(|e| e.to_string())?;
    let name = from
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into());
    let values = game.analyse(&mut player, job.playouts, job.seconds, |done, total| {
        if show_progress {
            progress_bar(&name, done, total, started);
        }
    });
    if show_progress {
        eprintln!();
    }
    let end = game.game_after(game.moves.len());
    let statuses = player.statuses(&end, None);
    let budget = match job.seconds {
        Some(s) => format!("{} playouts or {s} s per position", job.playouts),
        None => format!("{} playouts per position", job.playouts),
    };
    let sgf = annotated_sgf(&game, &values, job.thresholds, &statuses, &budget);
    crate::atomic_file::write(to, sgf.as_bytes()).map_err(|e| format!("{}: {e}", to.display()))?;
    let picture = to.with_extension("svg");
    crate::atomic_file::write(&picture, graph_svg(&values, &name).as_bytes())
        .map_err(|e| format!("{}: {e}", picture.display()))?;
    log::info!(
        "reviewed {name}: {} moves in {:.0} s",
        game.moves.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// One line of progress, redrawn in place: a bar, the positions done and the time left.
fn progress_bar(name: &str, done: usize, total: usize, started: Instant) {
    const WIDTH: usize = 30;
    let filled = WIDTH * done / total.max(1);
    let elapsed = started.elapsed().as_secs_f64();
    let left = if done > 0 {
        format!(
            "{:.0} s left",
            elapsed / done as f64 * (total - done) as f64
        )
    } else {
        String::new()
    };
    eprint!(
        "\r{name} [{}{}] {done}/{total} positions {left}   ",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled)
    );
}
