//! `regress`: runs gogui-regress style `.tst` suites against a GTP engine (tengen by default).

use clap::Parser;
use regress::engine::split_command_line;
use regress::runner::{run, Verdict};
use regress::suite::Suite;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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
    let (mut passed, mut failed, mut unexpected_fail, mut unexpected_pass, mut errors) =
        (0, 0, 0, 0, 0);
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
        let report = match run(&suite, &engine, &dir) {
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
