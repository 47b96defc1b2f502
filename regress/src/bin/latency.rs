//! `latency`: how long an engine takes to answer `genmove` against the time its clock leaves,
//! over a matrix of clocks (sudden death, byo-yomi, Canadian), board sizes and whether the
//! opponent has just passed. Prints one row per case with the worst of its repetitions.

use clap::Parser;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;
use yardsticks::engine::{split_command_line, Engine};

#[derive(Parser)]
#[command(name = "latency", about = "genmove latency against the clock")]
struct Cli {
    /// Command line of the engine.
    #[arg(long)]
    engine: String,
    /// Board sizes to try.
    #[arg(long, value_delimiter = ',', default_value = "9,19,25")]
    sizes: Vec<usize>,
    /// Repetitions of every case; the worst is reported.
    #[arg(long, default_value_t = 3)]
    repeat: usize,
}

/// A tight clock: how it is announced, what `time_left` says, and the seconds the move may
/// take before the engine loses (or loses a period).
struct Clock {
    name: &'static str,
    settings: &'static str,
    time_left: &'static str,
    allowed: f64,
}

const CLOCKS: [Clock; 6] = [
    Clock {
        name: "sudden death, 5 s left",
        settings: "time_settings 600 0 0",
        time_left: "5 0",
        allowed: 5.0,
    },
    Clock {
        name: "sudden death, 1 s left",
        settings: "time_settings 600 0 0",
        time_left: "1 0",
        allowed: 1.0,
    },
    Clock {
        name: "sudden death, 0.2 s left",
        settings: "time_settings 600 0 0",
        time_left: "0.2 0",
        allowed: 0.2,
    },
    Clock {
        name: "byo-yomi 1 s periods, in overtime",
        settings: "kgs-time_settings byoyomi 0 1 3",
        time_left: "1 3",
        allowed: 1.0,
    },
    Clock {
        name: "Canadian 10 s for 5 moves, 2 s left for 5",
        settings: "time_settings 0 10 5",
        time_left: "2 5",
        allowed: 2.0,
    },
    Clock {
        name: "Canadian 10 s for 5 moves, 0.5 s left for the last",
        settings: "time_settings 0 10 5",
        time_left: "0.5 1",
        allowed: 0.5,
    },
];

/// A few moves on every third point of the board's middle rows: a position with stones of
/// both colours, the same for every engine.
fn opening(size: usize) -> Vec<String> {
    let letters: Vec<char> = "ABCDEFGHJKLMNOPQRSTUVWXYZ".chars().take(size).collect();
    let mut moves = Vec::new();
    for (i, col) in (1..size - 1).step_by(3).enumerate() {
        let row = size / 2 + 1;
        let color = if i % 2 == 0 { "b" } else { "w" };
        moves.push(format!("play {color} {}{}", letters[col], row));
        let other = if i % 2 == 0 { "w" } else { "b" };
        moves.push(format!("play {other} {}{}", letters[col], row - 1));
    }
    moves
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let command = split_command_line(&cli.engine);
    println!("| board | clock | opponent passed | allowed s | worst answer s | worst / allowed |");
    println!("|---|---|---|---|---|---|");
    let mut over = 0;
    for &size in &cli.sizes {
        for clock in &CLOCKS {
            for passed in [false, true] {
                let mut worst: f64 = 0.0;
                for _ in 0..cli.repeat {
                    let Ok(mut engine) = Engine::start(&command, Path::new(".")) else {
                        eprintln!("latency: cannot start {:?}", cli.engine);
                        return ExitCode::FAILURE;
                    };
                    let mut setup = vec![format!("boardsize {size}"), "clear_board".into()];
                    setup.extend(opening(size));
                    setup.push(clock.settings.into());
                    if passed {
                        setup.push("play b pass".into());
                    }
                    setup.push(format!("time_left w {}", clock.time_left));
                    for line in &setup {
                        if let Err(e) = engine.ok(line) {
                            eprintln!("latency: {e}");
                            return ExitCode::FAILURE;
                        }
                    }
                    let started = Instant::now();
                    let answer = engine.send("genmove w");
                    let seconds = started.elapsed().as_secs_f64();
                    if !answer.is_ok_and(|a| a.ok) {
                        eprintln!("latency: genmove failed on {size}x{size}, {}", clock.name);
                        return ExitCode::FAILURE;
                    }
                    let _ = engine.quit();
                    worst = worst.max(seconds);
                }
                if worst > clock.allowed {
                    over += 1;
                }
                println!(
                    "| {size}×{size} | {} | {} | {:.2} | {worst:.3} | {:.0}% |",
                    clock.name,
                    if passed { "yes" } else { "no" },
                    clock.allowed,
                    100.0 * worst / clock.allowed
                );
            }
        }
    }
    println!("\ncases over the time allowed: {over}");
    if over == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
