//! The `tengen` command line: GTP on stdin/stdout by default, or `tengen bench …`.

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use std::time::Duration;
use tengen::gtp::session::{Session, Settings};
use tengen::kata_analysis::AtEnd;
use tengen::log_sink::{self, Flush, NonBlockingLog};
use tengen::predict::games::GameSet;
use tengen::predict::measure::prediction_rate;
use tengen::predict::model::encode;
use tengen::predict::train::{learn, TrainSettings};
use tengen::predict::Model;
use tengen::review::{review_paths, ReviewJob, Thresholds};
use tengen::rules::Rules;
use tengen::search::Tree;
use tengen::search::{Level, Player, PlayerSettings};
use tengen::time::MovePlan;

#[derive(Parser)]
#[command(
    name = "tengen",
    version,
    about = "A Monte Carlo Go engine that speaks GTP v2 on stdin/stdout"
)]
struct Cli {
    /// Ruleset: japanese, korean, chinese, aga, aga-territory, ing (goe), new-zealand (nz),
    /// tromp-taylor.
    #[arg(long, default_value = "chinese", value_parser = parse_rules)]
    rules: Rules,
    /// Komi (default: the ruleset's), at most 1000 either way. GTP `komi` overrides it.
    #[arg(long, allow_negative_numbers = true, value_parser = komi)]
    komi: Option<f64>,
    /// Initial board size (2-25); GTP `boardsize` changes it.
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u8).range(2..=25))]
    size: u8,
    /// Worker threads (default: all cores).
    #[arg(long, global = true, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Random seed, for reproducible runs (default: from the operating system).
    #[arg(long, global = true)]
    seed: Option<u64>,
    /// Playouts per move (default: 10000 when no time limit applies).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    playouts: Option<u64>,
    /// Seconds per move (GTP time controls apply as well; the smaller budget wins).
    #[arg(long, value_parser = positive_seconds)]
    time_per_move: Option<f64>,
    /// Largest search tree, in nodes (32 bytes each); when full, the search prunes it and
    /// goes on.
    #[arg(long, default_value_t = 2_000_000, value_parser = tree_nodes)]
    max_nodes: u64,
    /// Resign when the best move's win rate stays below this for three moves in a row (0: never).
    #[arg(long, default_value_t = 0.1, value_parser = win_rate)]
    resign_threshold: f64,
    /// Keep searching on the opponent's time after each generated move, until the next
    /// command arrives; the next `genmove` reuses that tree.
    #[arg(long)]
    ponder: bool,
    /// Playing level, 1 (a beginner's opponent) to 10 (full strength, the default): fewer
    /// playouts per move below 10, and below 9 a choice among the moves nearly as good as the
    /// best (never one that puts three or more own stones in atari).
    #[arg(long, default_value = "10", value_parser = level)]
    level: Level,
    /// What GTP `version` answers (default: tengen's version); Lizzie, for one, wants a Leela
    /// Zero-like `0.17`.
    #[arg(long, value_name = "TEXT")]
    gtp_version: Option<String>,
    /// Log level on stderr: error, warn, info, debug, trace (default: RUST_LOG, else info,
    /// which shows search progress once a second).
    #[arg(long)]
    log_level: Option<log::LevelFilter>,
    #[command(subcommand)]
    command: Option<Command>,
}

fn parse_rules(name: &str) -> Result<Rules, String> {
    Rules::by_name(name).map_err(|e| e.to_string())
}

fn finite(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(value) if value.is_finite() => Ok(value),
        _ => Err("not a finite number".into()),
    }
}

fn komi(text: &str) -> Result<f64, String> {
    match finite(text)? {
        komi if tengen::game::is_acceptable_komi(komi) => Ok(komi),
        _ => Err(format!(
            "must be at most {} either way",
            tengen::game::MAX_KOMI
        )),
    }
}

fn level(text: &str) -> Result<Level, String> {
    text.parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| "must be a level from 1 to 10".to_string())
}

fn positive_seconds(text: &str) -> Result<f64, String> {
    match finite(text)? {
        seconds if seconds > 0.0 => Ok(tengen::time::capped_seconds(seconds)),
        _ => Err("must be more than 0 seconds".into()),
    }
}

fn win_rate(text: &str) -> Result<f64, String> {
    match finite(text)? {
        rate if (0.0..=1.0).contains(&rate) => Ok(rate),
        _ => Err("must be between 0 and 1".into()),
    }
}

/// Nodes a tree may index (32-bit node numbers, with room for the compaction's copy).
const MAX_TREE_NODES: u64 = 1 << 30;

/// A `--max-nodes` count: at least 1,000, and a tree that fits in half the machine's memory.
fn tree_nodes(text: &str) -> Result<u64, String> {
    let nodes: u64 = text.parse().map_err(|_| "not a whole number".to_string())?;
    if !(1000..=MAX_TREE_NODES).contains(&nodes) {
        return Err(format!("must be 1000 to {MAX_TREE_NODES}"));
    }
    let bytes = Tree::bytes_for(nodes as usize) as u64;
    match physical_memory() {
        Some(total) if bytes > total / 2 => Err(format!(
            "a tree of {nodes} nodes takes up to {} MiB, more than half of this machine's {} MiB",
            bytes >> 20,
            total >> 20
        )),
        _ => Ok(nodes),
    }
}

/// The machine's memory in bytes, where the system tells it (Linux: `/proc/meminfo`).
fn physical_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[derive(Subcommand)]
enum Command {
    /// KataGo's JSON analysis engine protocol on stdin/stdout (for KaTrain and other
    /// analysis tools). KataGo's `-quit-without-waiting` is honoured (when the input ends,
    /// stop at once instead of finishing the waiting queries); its other options (`-model`,
    /// `-config`, `-analysis-threads`, `-override-config`, …) are accepted and ignored, so
    /// tools that start KataGo this way can start tengen.
    Analysis {
        /// Ignored: KataGo's command-line options.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
        katago_options: Vec<String>,
    },
    /// Review a game (or a folder of games): every position analysed, the game written back
    /// as SGF with win rates, scores, the engine's preferred lines, move annotations and a
    /// summary of each player's biggest mistakes, and a win-rate picture beside it (.svg).
    Review {
        /// The SGF file to review, or a folder of them.
        input: std::path::PathBuf,
        /// The reviewed SGF file (a folder when INPUT is one); the input is never changed.
        #[arg(short, long)]
        output: std::path::PathBuf,
        /// Playouts per position.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        visits: u64,
        /// Seconds per position at most.
        #[arg(long, value_parser = positive_seconds)]
        seconds: Option<f64>,
        /// Games reviewed at the same time (the threads are shared among them).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
        parallel: u16,
        /// Win-rate loss that marks a move doubtful (DO).
        #[arg(long, default_value_t = 0.03, value_parser = win_rate)]
        inaccuracy: f64,
        /// Win-rate loss that marks a move bad (BM[1]).
        #[arg(long, default_value_t = 0.07, value_parser = win_rate)]
        mistake: f64,
        /// Win-rate loss that marks a move very bad (BM[2]).
        #[arg(long, default_value_t = 0.15, value_parser = win_rate)]
        blunder: f64,
        /// Review a game with an illegal move up to the move before it (by default such a
        /// game is refused).
        #[arg(long)]
        up_to_an_illegal_move: bool,
    },
    /// Measure the speed of the engine's hot paths, or its move prediction.
    Bench {
        #[command(subcommand)]
        what: Bench,
    },
    /// Learn move-prediction weights from a folder of 19x19 SGF games and write them to a
    /// weights file (tengen builds in `src/predict/game.weights` and `local.weights`).
    Train {
        #[command(flatten)]
        games: GameFolder,
        /// Training games to use at most (after the held-out ones are set apart).
        #[arg(long, default_value_t = usize::MAX, hide_default_value = true)]
        max_games: usize,
        /// A spatial pattern becomes a feature when the training games play it this often.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
        min_pattern_count: u32,
        /// Minorization-maximization passes over all features.
        #[arg(long, default_value_t = 8)]
        iterations: usize,
        /// The weights file to write.
        #[arg(long)]
        out: std::path::PathBuf,
    },
}

/// Game records and which of them are held apart from training.
#[derive(clap::Args)]
struct GameFolder {
    /// Folder searched for `.sgf` files (any depth).
    #[arg(long)]
    games: std::path::PathBuf,
    /// Every Nth file (sorted by path, the first included) is held apart for measuring.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(2..))]
    holdout_every: u64,
}

#[derive(Subcommand)]
enum Bench {
    /// Uniform random playouts from the empty board: playouts per second and game length.
    Light {
        /// Board size (2-25).
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// How long to run, in seconds.
        #[arg(long, default_value_t = 10.0, value_parser = positive_seconds)]
        seconds: f64,
    },
    /// Playouts per second inside a real search from a mid-game position, on one thread and on
    /// --threads, and the speed-up.
    Search {
        /// Board size (2-25).
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// How long each search runs, in seconds.
        #[arg(long, default_value_t = 10.0, value_parser = positive_seconds)]
        seconds: f64,
    },
    /// Speed of the tactical readers on one thread: ladders and captures on positions every
    /// --every moves of the games in an SGF collection, life and death on their last positions.
    Read {
        /// An SGF file of one or more games (such as regress/corpus/19x19.sgf).
        #[arg(long)]
        games: std::path::PathBuf,
        /// Moves between the positions taken from each game (the last position is taken too).
        #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u64).range(1..))]
        every: u64,
    },
    /// How often the built-in shape weights and the search's priors rank the played move
    /// first and among five, on the held-apart games of a folder.
    Predict {
        #[command(flatten)]
        games: GameFolder,
    },
}

/// Sets up logging to stderr through a queue that never blocks the engine; the [`Flush`] lets
/// `main` wait for the last lines before the process ends.
fn init_logging(level: Option<log::LevelFilter>) -> Flush {
    let mut builder =
        env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info"));
    if let Some(level) = level {
        builder.filter_level(level);
    }
    // GoGui's shell and Sabaki's console show stderr as it comes: keep lines short. A
    // controller that never reads stderr must not stop the engine: lines go through a queue
    // and are dropped when it is full.
    let (stderr, flush) = NonBlockingLog::spawn(std::io::stderr(), log_sink::QUEUE_LINES);
    builder
        .format(|out, record| {
            use std::io::Write;
            if record.target() == tengen::gtp::LIVE_GFX_TARGET {
                // GoGui reads these lines as they are.
                return writeln!(out, "{}", record.args());
            }
            writeln!(
                out,
                "tengen {}: {}",
                record.level().as_str().to_lowercase(),
                record.args()
            )
        })
        .filter(Some(tengen::gtp::LIVE_GFX_TARGET), log::LevelFilter::Info)
        .target(env_logger::Target::Pipe(Box::new(stderr)))
        .init();
    flush
}

/// How long the end of the process waits for the log queue to be written.
const FINAL_LOG_WAIT: Duration = Duration::from_millis(500);

fn main() -> ExitCode {
    let cli = Cli::parse();
    let log_flush = init_logging(cli.log_level);
    let code = run(cli);
    log_flush.wait(FINAL_LOG_WAIT);
    code
}

/// The command the command line asks for.
fn run(cli: Cli) -> ExitCode {
    let threads = cli
        .threads
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    match cli.command {
        None => serve_gtp(&cli, threads),
        Some(Command::Analysis { ref katago_options }) => {
            serve_analysis(&cli, threads, katago_options)
        }
        Some(Command::Train {
            ref games,
            max_games,
            min_pattern_count,
            iterations,
            ref out,
        }) => {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
            let settings = TrainSettings {
                min_pattern_count,
                iterations,
            };
            match pool {
                Ok(pool) => pool.install(|| train(games, max_games, settings, out)),
                Err(e) => {
                    eprintln!("tengen train: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Review {
            ref input,
            ref output,
            visits,
            seconds,
            parallel,
            inaccuracy,
            mistake,
            blunder,
            up_to_an_illegal_move,
        }) => {
            let job = ReviewJob {
                playouts: visits,
                seconds,
                thresholds: Thresholds {
                    inaccuracy,
                    mistake,
                    blunder,
                },
                player: player_settings(&cli, threads),
                parallel: usize::from(parallel),
                up_to_an_illegal_move,
            };
            match review_paths(input, output, &job) {
                Ok(_) => ExitCode::SUCCESS,
                Err(failures) => {
                    for failure in failures {
                        eprintln!("tengen review: {failure}");
                    }
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Bench { what }) => {
            let seed = cli.seed.unwrap_or(1);
            let report = match what {
                Bench::Light { size, seconds } => {
                    tengen::bench::light(size, seconds, threads, seed).map(|r| r.to_string())
                }
                Bench::Search { size, seconds } => {
                    tengen::bench::search(size, seconds, threads, seed).map(|r| r.to_string())
                }
                Bench::Read { games, every } => {
                    tengen::bench::read(&games, every as usize).map(|r| r.to_string())
                }
                Bench::Predict { games } => {
                    tengen::bench::predict(&games.games, games.holdout_every as usize, threads)
                        .map(|r| r.to_string())
                }
            };
            match report {
                Ok(report) => {
                    println!("{report}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("tengen bench: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// `tengen train`: learns, writes the weights file and reports the held-out prediction rate.
fn train(
    games: &GameFolder,
    max_games: usize,
    settings: TrainSettings,
    out: &std::path::Path,
) -> ExitCode {
    let started = std::time::Instant::now();
    let set = match GameSet::load(&games.games, games.holdout_every as usize, max_games) {
        Ok(set) => set,
        Err(e) => {
            eprintln!("tengen train: cannot read {}: {e}", games.games.display());
            return ExitCode::FAILURE;
        }
    };
    log::info!(
        "{} training games, {} held out, {} files skipped",
        set.train.len(),
        set.held_out.len(),
        set.skipped
    );
    let learned = learn(&set.train, settings, |step| log::info!("{step}"));
    if let Err(e) = tengen::atomic_file::write(out, &encode(&learned.entries)) {
        eprintln!("tengen train: cannot write {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let model = match Model::new(&learned.entries) {
        Ok(model) => model,
        Err(e) => {
            eprintln!("tengen train: the learned weights are unusable: {e}");
            return ExitCode::FAILURE;
        }
    };
    let rate = prediction_rate(&set.held_out, |board, context| {
        model
            .gammas(board, context)
            .into_iter()
            .map(|(p, g)| (p, f64::from(g)))
            .collect()
    });
    println!(
        "trained on {} games ({} positions, {} distinct moves), {} held out",
        set.train.len(),
        learned.positions,
        learned.entrants,
        set.held_out.len()
    );
    println!(
        "features: {} spatial patterns, {} weights in {}",
        learned.spatial_patterns,
        learned.entries.len(),
        out.display()
    );
    println!(
        "mean log-likelihood by iteration: {}",
        learned
            .log_likelihood
            .iter()
            .map(|ll| format!("{ll:.4}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!("held-out prediction: {rate}");
    println!("seconds: {:.0}", started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}

fn serve_gtp(cli: &Cli, threads: usize) -> ExitCode {
    let Some(mut session) = start_session(cli, threads) else {
        return ExitCode::FAILURE;
    };
    let mut stdout = std::io::stdout().lock();
    match tengen::gtp::serve(std::io::stdin(), &mut stdout, &mut session) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("GTP output failed: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `tengen analysis`: the JSON analysis protocol until the input ends.
fn serve_analysis(cli: &Cli, threads: usize, katago_options: &[String]) -> ExitCode {
    let is_quit = |option: &String| option.trim_start_matches('-') == "quit-without-waiting";
    let at_end = if katago_options.iter().any(is_quit) {
        AtEnd::QuitWithoutWaiting
    } else {
        AtEnd::FinishQueries
    };
    let ignored: Vec<&str> = katago_options
        .iter()
        .filter(|o| !is_quit(o))
        .map(String::as_str)
        .collect();
    if !ignored.is_empty() {
        log::info!("KataGo options ignored: {}", ignored.join(" "));
    }
    let mut player = match Player::new(player_settings(cli, threads)) {
        Ok(player) => player,
        Err(e) => {
            eprintln!("tengen: cannot start worker threads: {e}");
            return ExitCode::FAILURE;
        }
    };
    let input = std::io::BufReader::new(std::io::stdin());
    tengen::kata_analysis::serve(&mut player, input, &mut std::io::stdout().lock(), at_end);
    ExitCode::SUCCESS
}

/// How the player plays, as the command line says.
fn player_settings(cli: &Cli, threads: usize) -> PlayerSettings {
    PlayerSettings {
        threads,
        seed: cli.seed,
        plan: MovePlan {
            playouts: cli.playouts,
            seconds: cli.time_per_move,
        },
        max_nodes: cli.max_nodes as usize,
        resign_threshold: cli.resign_threshold,
        ponder: cli.ponder,
        level: cli.level,
    }
}

/// The session the command line describes (its error on stderr when it cannot start).
fn start_session(cli: &Cli, threads: usize) -> Option<Session> {
    let settings = Settings {
        size: usize::from(cli.size),
        rules: cli.rules,
        komi: cli.komi,
        player: player_settings(cli, threads),
        gtp_version: cli.gtp_version.clone(),
    };
    match Session::new(settings) {
        Ok(session) => {
            log::info!(
                "tengen {} ready, {} threads",
                env!("CARGO_PKG_VERSION"),
                threads
            );
            Some(session)
        }
        Err(e) => {
            eprintln!("tengen: {e}");
            None
        }
    }
}
