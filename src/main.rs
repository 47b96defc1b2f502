//! The `tengen` command line: GTP on stdin/stdout by default, or `tengen bench …`.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "tengen",
    version,
    about = "A Monte Carlo Go engine that speaks GTP v2"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Measure the speed of the engine's hot paths.
    Bench {
        #[command(subcommand)]
        what: Bench,
    },
}

#[derive(Subcommand)]
enum Bench {
    /// Uniform random playouts from the empty board: playouts per second and game length.
    Light {
        /// Board size.
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// How long to run.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Worker threads (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> ExitCode {
    env_logger::init();
    let cli = Cli::parse();
    match cli.command {
        None => {
            eprintln!("GTP front end not built yet");
            ExitCode::FAILURE
        }
        Some(Command::Bench {
            what:
                Bench::Light {
                    size,
                    seconds,
                    threads,
                    seed,
                },
        }) => {
            let threads = threads.unwrap_or_else(rayon::current_num_threads).max(1);
            match tengen::bench::light(size, seconds, threads, seed) {
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
