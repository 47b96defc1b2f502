//! `corpus`: builds the scoring corpus (finished games with dead stones known from cleanup
//! play, generated or taken from matches adjudicated by play) and measures engines'
//! `final_status_list dead` (and `final_score`) against it.

use clap::{Parser, Subcommand};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use tengen::board::Vertex;
use tengen::sgf::GameRecord;
use yardsticks::corpus::{from_adjudicated_game, play_game, GameSpec, Outcome};
use yardsticks::engine::split_command_line;
use yardsticks::judge::{judge, summarise};
use yardsticks::review::{load_corpus, REVIEW_FILE};

#[derive(Parser)]
#[command(
    name = "corpus",
    about = "Scoring corpus: generate it, or judge engines on it"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play games to two passes and record the dead stones found by cleanup play.
    Generate {
        /// Board size.
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// Games to add.
        #[arg(long)]
        games: usize,
        /// SGF collection to append to.
        #[arg(long)]
        out: PathBuf,
        /// GNU Go program; `--mode gtp`, `--level` and `--seed` are added.
        #[arg(long, default_value = "/usr/games/gnugo")]
        gnugo: String,
        /// GNU Go levels are drawn from this inclusive range.
        #[arg(long, default_value_t = 1)]
        min_level: u32,
        #[arg(long, default_value_t = 10)]
        max_level: u32,
        /// Another engine that takes one side (alternating colours) in every game.
        #[arg(long)]
        opponent: Option<String>,
        /// Label of the other engine in the SGF.
        #[arg(long, default_value = "tengen")]
        opponent_name: String,
        /// Random opening moves (third line or higher) before the engines play.
        #[arg(long, default_value_t = 2)]
        random_moves: usize,
        /// GNU Go level of the cleanup play that finds the dead stones.
        #[arg(long, default_value_t = 10)]
        cleanup_level: u32,
        /// Seed of game 0; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Add the games of `twogtp --play-out` matches that were adjudicated by play: the
    /// position before the play-out, the stones the play-out captured as dead, the
    /// adjudicated result.
    FromMatches {
        /// Match directories (`game-NNNN.sgf` files).
        #[arg(long = "matches", required = true, num_args = 1..)]
        matches: Vec<PathBuf>,
        /// SGF collection to write (replaced).
        #[arg(long)]
        out: PathBuf,
    },
    /// Ask engines for `final_status_list dead` on every corpus position and compare with the
    /// recorded dead stones, side by side (and `final_score` with the result of games
    /// adjudicated by play).
    Judge {
        /// SGF collections made by `generate`.
        #[arg(long = "corpus", required = true)]
        corpora: Vec<PathBuf>,
        /// Engine command lines (repeat for each engine).
        #[arg(long = "engine", required = true)]
        engines: Vec<String>,
        /// List every position an engine gets wrong.
        #[arg(long)]
        show_misses: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Judge {
            corpora,
            engines,
            show_misses,
        } => judge_all(&corpora, &engines, show_misses),
        Command::FromMatches { matches, out } => from_matches(&matches, &out),
        Command::Generate {
            size,
            games,
            out,
            gnugo,
            min_level,
            max_level,
            opponent,
            opponent_name,
            random_moves,
            cleanup_level,
            seed,
        } => {
            let komi = if size >= 19 { 6.5 } else { 5.5 };
            let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
            let mut file = match std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&out)
            {
                Ok(file) => file,
                Err(e) => {
                    eprintln!("cannot open {}: {e}", out.display());
                    return ExitCode::from(2);
                }
            };
            let mut written = 0;
            let mut game_seed = seed;
            while written < games {
                let mut rng = SmallRng::seed_from_u64(game_seed);
                let mut gnugo_player = || {
                    let level = rng.random_range(min_level..=max_level);
                    let mut command = split_command_line(&gnugo);
                    command.extend(
                        ["--mode", "gtp", "--level", &level.to_string(), "--seed"]
                            .map(String::from),
                    );
                    command.push(game_seed.to_string());
                    (command, format!("GNU Go level {level} seed {game_seed}"))
                };
                let mut players = [gnugo_player(), gnugo_player()];
                if let Some(opponent) = &opponent {
                    players[(game_seed % 2) as usize] =
                        (split_command_line(opponent), opponent_name.clone());
                }
                let mut opening = Vec::new();
                while opening.len() < random_moves {
                    // Opening moves on the third line or higher, as players make them.
                    let line = 2.min(size / 2)..size - 2.min(size / 2);
                    let v = Vertex {
                        col: rng.random_range(line.clone()),
                        row: rng.random_range(line),
                    };
                    if !opening.contains(&v) {
                        opening.push(v);
                    }
                }
                let spec = GameSpec {
                    size,
                    komi,
                    random_opening: opening,
                    players,
                    cleanup: split_command_line(&format!(
                        "{gnugo} --mode gtp --level {cleanup_level}"
                    )),
                };
                let started = std::time::Instant::now();
                match play_game(&spec, &dir) {
                    Ok(Outcome::Finished(record)) => {
                        if let Err(e) = write!(file, "{record}") {
                            eprintln!("cannot write {}: {e}", out.display());
                            return ExitCode::from(2);
                        }
                        written += 1;
                        eprintln!(
                            "game seed {game_seed}: {} moves, {:.1} s ({written}/{games})",
                            record.moves.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                    Ok(Outcome::Unfinished(why)) => {
                        eprintln!("game seed {game_seed} skipped: {why}")
                    }
                    Err(e) => {
                        eprintln!("game seed {game_seed} failed: {e}");
                        return ExitCode::from(2);
                    }
                }
                game_seed += 1;
            }
            ExitCode::SUCCESS
        }
    }
}

fn from_matches(matches: &[PathBuf], out: &std::path::Path) -> ExitCode {
    let mut text = String::new();
    let mut added = 0;
    for dir in matches {
        let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(entries) => entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
                .collect(),
            Err(e) => {
                eprintln!("{}: {e}", dir.display());
                return ExitCode::from(2);
            }
        };
        files.sort();
        for file in files {
            let record = std::fs::read_to_string(&file)
                .map_err(|e| e.to_string())
                .and_then(|text| GameRecord::parse_all(&text).map_err(|e| e.to_string()))
                .and_then(|records| {
                    let record = records.into_iter().next().ok_or("no game")?;
                    from_adjudicated_game(&record)
                });
            match record {
                Ok(Some(record)) => {
                    text.push_str(&record.to_string());
                    added += 1;
                }
                Ok(None) => {}
                Err(e) => {
                    eprintln!("{}: {e}", file.display());
                    return ExitCode::from(2);
                }
            }
        }
    }
    if let Err(e) = tengen::atomic_file::write(out, text.as_bytes()) {
        eprintln!("cannot write {}: {e}", out.display());
        return ExitCode::from(2);
    }
    eprintln!(
        "{added} games adjudicated by play written to {}",
        out.display()
    );
    ExitCode::SUCCESS
}

fn judge_all(corpora: &[PathBuf], engines: &[String], show_misses: bool) -> ExitCode {
    let mut games = Vec::new();
    for path in corpora {
        match load_corpus(path) {
            Ok(more) => games.extend(more),
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                return ExitCode::from(2);
            }
        }
    }
    let reviewed: Vec<&str> = games
        .iter()
        .filter(|g| g.reviewed)
        .map(|g| g.label.as_str())
        .collect();
    if !reviewed.is_empty() {
        eprintln!(
            "truth corrected by hand review ({}) for: {}",
            REVIEW_FILE,
            reviewed.join(" ")
        );
    }
    let mut sizes: Vec<usize> = games.iter().map(|g| g.record.size).collect();
    sizes.sort_unstable();
    sizes.dedup();
    let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    println!(
        "| engine | board | positions | exactly right | stones misjudged | median s | max s | final_score right |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for engine in engines {
        let verdicts = match judge(&split_command_line(engine), &games, &dir) {
            Ok(verdicts) => verdicts,
            Err(e) => {
                eprintln!("{engine}: {e}");
                return ExitCode::from(2);
            }
        };
        for &size in &sizes {
            if let Some(s) = summarise(&verdicts, size) {
                let scores = if s.scored > 0 {
                    format!("{} of {}", s.score_right, s.scored)
                } else {
                    "-".to_string()
                };
                println!(
                    "| `{engine}` | {size}×{size} | {} | {} ({:.1}%) | {} | {:.3} | {:.3} | {scores} |",
                    s.positions,
                    s.exact,
                    100.0 * s.exact as f64 / s.positions as f64,
                    s.misjudged_stones,
                    s.median_seconds,
                    s.max_seconds
                );
            }
        }
        if show_misses {
            for v in verdicts.iter().filter(|v| v.score_right == Some(false)) {
                eprintln!("{engine}: {}: final_score differs", v.game);
            }
            for v in verdicts.iter().filter(|v| !v.exact()) {
                let stones: Vec<String> = v.misjudged.iter().map(|s| s.to_string()).collect();
                eprintln!(
                    "{engine}: {} ({}×{}): {}",
                    v.game,
                    v.size,
                    v.size,
                    stones.join(" ")
                );
            }
        }
    }
    ExitCode::SUCCESS
}
