//! `regress`: runs gogui-regress style `.tst` suites against a GTP engine (tengen by default).

use clap::Parser;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use yardsticks::engine::{command_limit, split_command_line};
use yardsticks::output::{self, SuiteRun};
use yardsticks::runner::{run, Report, Verdict};
use yardsticks::suite::Suite;

#[derive(Parser)]
#[command(
    name = "regress",
    about = "Run GTP regression suites (.tst) against a GTP engine"
)]
struct Cli {
    /// Engine command line (default: the tengen binary next to this program).
    #[arg(long)]
    engine: Option<String>,
    /// Print every test, not only the unexpected results.
    #[arg(long)]
    long: bool,
    /// Write summary.dat (one row per suite), results.tsv (one row per test) and report.md
    /// into this directory.
    #[arg(long, value_name = "DIR")]
    output: Option<PathBuf>,
    /// An earlier run's --output directory: list the tests that newly fail and newly pass.
    #[arg(long, value_name = "DIR")]
    compare: Option<PathBuf>,
    /// Seconds the engine may take to answer one command; a suite whose engine takes longer
    /// (or dies, or prints nonsense) is reported as an error and the run exits 2.
    #[arg(long, default_value = "600", value_parser = command_limit)]
    command_timeout: Duration,
    /// Suite files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

fn default_engine() -> Vec<String> {
    let exe = std::env::current_exe().ok();
    let tengen = exe
        .as_deref()
        .and_then(Path::parent)
        .map(|dir| dir.join("tengen"))
        .filter(|p| p.exists())
        .unwrap_or_else(|| PathBuf::from("tengen"));
    vec![tengen.to_string_lossy().into_owned()]
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let engine = match &cli.engine {
        Some(line) => split_command_line(line),
        None => default_engine(),
    };
    let before = match &cli.compare {
        Some(dir) => match output::read_results(dir) {
            Ok(results) => Some(results),
            Err(e) => {
                eprintln!("{}: {e}", dir.display());
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let (mut passed, mut failed, mut unexpected_fail, mut unexpected_pass, mut errors) =
        (0, 0, 0, 0, 0);
    let mut finished: Vec<(String, Report, f64)> = Vec::new();
    for file in &cli.files {
        let name = file.display();
        let suite = match std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| Suite::parse(&text).map_err(|e| e.to_string()))
        {
            Ok(suite) => suite,
            Err(e) => {
                eprintln!("{name}: {e}");
                errors += 1;
                continue;
            }
        };
        let dir = file
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
        let started = std::time::Instant::now();
        let show_progress = std::io::stderr().is_terminal();
        let progress = |done: usize, total: usize| {
            if show_progress {
                eprint!("\r{name}: {done}/{total} commands ");
            }
        };
        let report = run(&suite, &engine, &dir, cli.command_timeout, progress);
        if show_progress {
            eprint!("\r\x1b[K");
        }
        let report = match report {
            Ok(report) => report,
            Err(e) => {
                eprintln!("{name}: {e}");
                errors += 1;
                continue;
            }
        };
        for test in &report.tests {
            let unexpected = matches!(
                test.verdict,
                Verdict::UnexpectedFail | Verdict::UnexpectedPass
            );
            if cli.long || unexpected {
                println!("{name}:{test}");
            }
        }
        for error in &report.errors {
            println!("{name}: error: {error}");
        }
        passed += report.passed();
        failed += report.failed();
        unexpected_fail += report.count(Verdict::UnexpectedFail);
        unexpected_pass += report.count(Verdict::UnexpectedPass);
        errors += report.errors.len();
        finished.push((name.to_string(), report, started.elapsed().as_secs_f64()));
    }
    let runs: Vec<SuiteRun> = finished
        .iter()
        .map(|(file, report, seconds)| SuiteRun {
            file: file.clone(),
            report,
            seconds: *seconds,
        })
        .collect();
    if let Some(before) = &before {
        let changes = output::compare(before, &runs);
        for (file, id) in &changes.newly_failing {
            println!("{file}:{id} newly failing");
        }
        for (file, id) in &changes.newly_passing {
            println!("{file}:{id} newly passing");
        }
        println!(
            "compared with {}: {} newly failing, {} newly passing",
            cli.compare
                .as_ref()
                .map_or(String::new(), |d| d.display().to_string()),
            changes.newly_failing.len(),
            changes.newly_passing.len()
        );
    }
    if let Some(dir) = &cli.output {
        let engine_line = engine.join(" ");
        if let Err(e) = output::write(dir, &engine_line, &runs) {
            eprintln!("{}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    println!("unexpected: {unexpected_fail} FAIL, {unexpected_pass} PASS; other errors: {errors}");
    println!("{passed} passed, {failed} failed");
    if errors > 0 {
        ExitCode::from(2)
    } else if unexpected_fail > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
