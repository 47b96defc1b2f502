//! Runs every GTP suite in `gtp-tests/` against tengen through the `regress` runner, and
//! `protocol.tst` against GNU Go too, which shows the suite follows GTP rather than tengen.

mod peers;

use std::path::{Path, PathBuf};
use yardsticks::engine::DEFAULT_COMMAND_LIMIT;
use yardsticks::runner::{run, Report, Verdict};
use yardsticks::suite::Suite;

fn suites_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests")
}

fn run_suite(file: &Path, engine: &[String]) -> Report {
    let text = std::fs::read_to_string(file).unwrap();
    let suite = Suite::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    run(
        &suite,
        engine,
        &suites_dir(),
        DEFAULT_COMMAND_LIMIT,
        |_, _| {},
    )
    .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

fn assert_clean(name: &str, report: &Report) {
    let unexpected: Vec<String> = report
        .tests
        .iter()
        .filter(|t| t.verdict == Verdict::UnexpectedFail)
        .map(|t| format!("{name}:{t}"))
        .collect();
    assert!(
        unexpected.is_empty(),
        "unexpected failures:\n{}",
        unexpected.join("\n")
    );
    assert!(
        report.errors.is_empty(),
        "{name}: errors: {:?}",
        report.errors
    );
    assert!(!report.tests.is_empty(), "{name}: no tests ran");
    eprintln!(
        "{name}: {} passed, {} failed",
        report.passed(),
        report.failed()
    );
}

#[test]
fn every_suite_passes_with_tengen() {
    // One thread and a seed: every reg_genmove answer is the same on every machine.
    let tengen = vec![
        env!("CARGO_BIN_EXE_tengen").to_string(),
        "--seed".into(),
        "1".into(),
        "--threads".into(),
        "1".into(),
    ];
    let mut files: Vec<PathBuf> = std::fs::read_dir(suites_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "suites missing: {files:?}");
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        assert_clean(&name, &run_suite(&file, &tengen));
    }
}

#[test]
fn protocol_suite_passes_with_gnugo() {
    let gnugo = peers::gnugo(&["--mode", "gtp"]);
    assert_clean(
        "protocol.tst (GNU Go)",
        &run_suite(&suites_dir().join("protocol.tst"), &gnugo),
    );
}

#[test]
fn reading_suite_answers_are_gnugo_s_too() {
    // The expectations of tengen's own reading problems hold for GNU Go as well, so they are
    // the right answers and not tengen's habits.
    let gnugo = peers::gnugo(&["--mode", "gtp"]);
    assert_clean(
        "reading.tst (GNU Go)",
        &run_suite(&suites_dir().join("reading.tst"), &gnugo),
    );
}
