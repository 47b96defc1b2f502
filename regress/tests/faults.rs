//! `twogtp` and `regress` against engines that misbehave: each run ends within its limits,
//! exits non-zero when the match or suite could not be played as asked, and names the engine,
//! the game or suite line, and the command.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A shell engine that answers every command with an empty success, except `genmove`, which
/// runs `genmove` (shell code).
fn engine(genmove: &str) -> String {
    format!(
        "sh -c 'while read -r c rest; do case \"$c\" in \
         genmove) {genmove};; quit) printf \"= \\n\\n\"; exit 0;; *) printf \"= \\n\\n\";; \
         esac; done'"
    )
}

/// An engine that always passes.
fn passer() -> String {
    engine("printf \"= pass\\n\\n\"")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-faults-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `program` with `args`, which must end within `limit`.
fn run(program: &str, args: &[&str], limit: Duration) -> Output {
    let started = Instant::now();
    let output = Command::new(program).args(args).output().unwrap();
    assert!(
        started.elapsed() < limit,
        "{program} {args:?} took {:?}",
        started.elapsed()
    );
    output
}

/// One game of `black` against a passer, with a one-second command limit and the records in
/// `dir`.
fn one_game(black: &str, dir: &Path, extra: &[&str]) -> Output {
    let white = passer();
    let mut args = vec![
        "--black",
        black,
        "--white",
        &white,
        "--games",
        "1",
        "--command-timeout",
        "1",
        "--sgf-dir",
        dir.to_str().unwrap(),
    ];
    args.extend(extra);
    run(env!("CARGO_BIN_EXE_twogtp"), &args, Duration::from_secs(20))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The ERR and ERR_MSG columns of the results table's only row.
fn error_columns(dir: &Path) -> (String, String) {
    let table = std::fs::read_to_string(dir.join("results.dat")).unwrap();
    let row = table.lines().find(|l| !l.starts_with('#')).unwrap();
    let columns: Vec<&str> = row.split('\t').collect();
    (columns[11].to_string(), columns[12].to_string())
}

#[test]
fn twogtp_names_the_engine_game_and_command_of_every_engine_failure() {
    let cases = [
        (
            "silent",
            "read -r never",
            "`genmove b`: engine did not answer in time",
        ),
        (
            "garbage",
            "while :; do echo garbage; sleep 0.01; done",
            "`genmove b`: engine did not answer in time",
        ),
        (
            "unfinished",
            "printf \"= C3\\n\"",
            "`genmove b`: engine did not answer in time",
        ),
        ("dying", "exit 1", "`genmove b`: engine closed its output"),
        (
            "illegal",
            "printf \"= A1\\n\\n\"",
            "illegal move: `genmove b` answered A1",
        ),
    ];
    for (name, genmove, message) in cases {
        let dir = scratch(name);
        let black = engine(genmove);
        let output = one_game(&black, &dir, &[]);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{name}: {stderr}");
        assert!(
            stderr.contains(&format!("game 0: Black ({black}): ")) && stderr.contains(message),
            "{name}: {stderr}"
        );
        let (error, error_message) = error_columns(&dir);
        assert_eq!(error, "1", "{name}");
        assert!(error_message.contains(message), "{name}: {error_message}");
        assert!(text(&output.stdout).contains("W+F"), "{name}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn twogtp_counts_an_engine_silent_past_its_clock_as_a_time_loss() {
    let dir = scratch("clock");
    let output = one_game(&engine("read -r never"), &dir, &["--time-per-game", "1"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("W+T"));
    assert!(error_columns(&dir).1.contains("lost on time"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn twogtp_refuses_an_sgf_dir_that_is_a_file_before_the_first_game() {
    let dir = scratch("file");
    let file = dir.join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    let output = one_game(&passer(), &file, &[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(stderr.contains(file.to_str().unwrap()), "{stderr}");
    assert!(!text(&output.stdout).contains("game 0"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn regress_stops_a_suite_whose_engine_does_not_answer_and_names_line_command_and_engine() {
    let dir = scratch("suite");
    let suite = dir.join("suite.tst");
    std::fs::write(&suite, "boardsize 9\ngenmove b\n10 name\n#? [x]\n").unwrap();
    for (name, genmove, message) in [
        ("silent", "read -r never", "did not answer in time"),
        ("dying", "exit 1", "closed its output"),
    ] {
        let engine = engine(genmove);
        let output = run(
            env!("CARGO_BIN_EXE_regress"),
            &[
                "--engine",
                &engine,
                "--command-timeout",
                "1",
                suite.to_str().unwrap(),
            ],
            Duration::from_secs(20),
        );
        assert_eq!(output.status.code(), Some(2), "{name}");
        let stderr = text(&output.stderr);
        for part in [
            "line 2",
            "`genmove b`",
            message,
            "(engine `sh -c while read",
        ] {
            assert!(stderr.contains(part), "{name}: no {part:?} in {stderr}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn twogtp_stops_a_match_once_its_sequential_test_decides() {
    let dir = scratch("sprt");
    let resigner = engine("printf \"= resign\\n\\n\"");
    let white = passer();
    let args = [
        "--black",
        resigner.as_str(),
        "--white",
        &white,
        "--games",
        "100",
        "--alternate",
        "--sgf-dir",
        dir.to_str().unwrap(),
        "--sprt",
        "0,35",
    ];
    let output = run(env!("CARGO_BIN_EXE_twogtp"), &args, Duration::from_secs(60));
    let out = text(&output.stdout);
    assert!(output.status.success(), "{out}");
    let verdicts: Vec<&str> = out.lines().filter(|l| l.starts_with("SPRT")).collect();
    let last = verdicts.last().expect("a line per game");
    assert!(last.ends_with("ELO0 (+0) accepted"), "{out}");
    assert!(verdicts.len() < 20, "{} games played", verdicts.len());
    let played = out.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(played, verdicts.len());
    let decided = format!("decided after {played} games: {last}");
    assert!(out.lines().any(|l| l == decided), "{out}");
    // Resumed with room for more games, the decided test plays none.
    let mut resumed_args = args.to_vec();
    resumed_args.push("--resume");
    let output = run(
        env!("CARGO_BIN_EXE_twogtp"),
        &resumed_args,
        Duration::from_secs(60),
    );
    let again = text(&output.stdout);
    assert!(output.status.success(), "{again}");
    assert!(!again.lines().any(|l| l.starts_with("game ")), "{again}");
    assert!(again.lines().any(|l| l == decided), "{again}");
}
