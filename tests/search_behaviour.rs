//! The search as a GTP user sees it: deterministic `reg_genmove`, time limits and clocks,
//! interrupts.

mod common;

use common::{answer, tengen};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const OPENING: &str = "gogui-play_sequence b E5 w C4 b D3 w G5";

#[test]
fn reg_genmove_repeats_with_seed_playouts_and_one_thread() {
    let moves: Vec<String> = (0..2)
        .map(|_| {
            let mut engine = tengen(&["--seed", "7", "--playouts", "3000", "--threads", "1"]);
            answer(&mut engine, "boardsize 9");
            answer(&mut engine, OPENING);
            let first = answer(&mut engine, "reg_genmove b");
            let again = answer(&mut engine, "reg_genmove b");
            assert_eq!(first, again, "same position, same move");
            engine.quit().unwrap();
            first
        })
        .collect();
    assert_eq!(moves[0], moves[1]);
    assert_ne!(moves[0], "pass");
}

#[test]
fn time_per_move_is_respected() {
    let mut engine = tengen(&["--time-per-move", "0.5", "--threads", "2"]);
    answer(&mut engine, "boardsize 19");
    let started = Instant::now();
    let mv = answer(&mut engine, "genmove b");
    let took = started.elapsed();
    assert!(took < Duration::from_millis(1500), "took {took:?}");
    assert_ne!(mv, "pass");
    engine.quit().unwrap();
}

#[test]
fn an_obvious_move_under_a_time_control_is_played_before_its_time_is_up() {
    // Black's seven stones are in atari and E4 captures them: the search needs nowhere near
    // the 3.1 s a move of 60 s sudden death gets here (60 s over 16 moves, less the margin).
    let mut engine = tengen(&["--threads", "2", "--log-level", "warn"]);
    answer(&mut engine, "boardsize 9");
    answer(
        &mut engine,
        "gogui-play_sequence b D6 b E6 b F6 b D7 b E7 b F7 b E5 w C6 w C7 w D8 w E8 w F8 w G6 w G7 w D5 w F5",
    );
    answer(&mut engine, "time_settings 60 0 0");
    answer(&mut engine, "time_left w 60 0");
    let started = Instant::now();
    let mv = answer(&mut engine, "genmove w");
    let took = started.elapsed();
    assert_eq!(mv, "E4");
    assert!(took < Duration::from_millis(2500), "took {took:?}");
    engine.quit().unwrap();
}

#[test]
fn without_time_left_the_engine_keeps_its_own_clock() {
    // gogui-twogtp sends `time_settings` and never `time_left`: Black's 45 moves must fit in
    // its 10 seconds of sudden death all the same (White fills the board from A1).
    let mut engine = tengen(&["--threads", "2", "--log-level", "warn"]);
    answer(&mut engine, "boardsize 9");
    answer(&mut engine, "time_settings 10 0 0");
    let vertices: Vec<String> = (1..=9)
        .flat_map(|row| "ABCDEFGHJ".chars().map(move |col| format!("{col}{row}")))
        .collect();
    let mut thinking = Duration::ZERO;
    for _ in 0..45 {
        let started = Instant::now();
        let mv = answer(&mut engine, "genmove b");
        thinking += started.elapsed();
        if mv == "resign" {
            break;
        }
        for vertex in &vertices {
            if engine.send(&format!("play w {vertex}")).unwrap().ok {
                break;
            }
        }
    }
    assert!(thinking < Duration::from_secs(10), "took {thinking:?}");
    engine.quit().unwrap();
}

/// Runs tengen with `args` on `script` written to its stdin in one go (as `tengen < file`),
/// and returns what it wrote.
fn run_script(args: &[&str], script: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(script.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap()
}

/// The playouts of each search in an `info` log, from its summary lines (`… after N playouts`).
fn searched_playouts(log: &str) -> Vec<u64> {
    log.lines()
        .filter_map(|l| {
            l.split(" after ")
                .nth(1)?
                .split(" playouts")
                .next()?
                .parse()
                .ok()
        })
        .collect()
}

#[test]
fn a_script_piped_in_gets_full_searches() {
    // `tengen < script.gtp`: every line is waiting before the first genmove starts, and none
    // of them is an interruption (which stops a search after 64 playouts). Each search starts
    // on a new tree: one reused may be decided, and stop, after a few hundred.
    let output = run_script(
        &[
            "--playouts",
            "1000",
            "--threads",
            "1",
            "--seed",
            "1",
            "--log-level",
            "info",
        ],
        "boardsize 9\ngenmove b\nclear_board\ngenmove w\nname\n",
    );
    let log = String::from_utf8_lossy(&output.stderr);
    let searched = searched_playouts(&log);
    assert_eq!(searched.len(), 2, "{log}");
    assert!(searched.iter().all(|&n| n > 200), "{searched:?}");
}

#[test]
fn a_search_that_fills_its_tree_prunes_it_and_goes_on() {
    // 20,000 nodes fill up after about a thousand 9×9 playouts: the tree is pruned (the
    // children of quiet nodes dropped) and the search continues to its limit.
    let output = run_script(
        &[
            "--max-nodes",
            "20000",
            "--playouts",
            "20000",
            "--threads",
            "1",
            "--seed",
            "1",
            "--log-level",
            "debug",
        ],
        "boardsize 9\ngenmove b\n",
    );
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.matches("search tree pruned").count() >= 3, "{log}");
    let searched = searched_playouts(&log);
    assert!(searched.len() == 1 && searched[0] >= 10_000, "{log}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let answers: Vec<&str> = stdout.split_terminator("\n\n").collect();
    let mv = answers[1].strip_prefix("= ").unwrap();
    assert!(mv.len() == 2 && mv != "pass", "{stdout}");
}

#[test]
fn new_input_interrupts_a_long_genmove() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--playouts", "100000000", "--threads", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    writeln!(stdin, "boardsize 9\n1 genmove b").unwrap();
    stdin.flush().unwrap();
    let mut line = String::new();
    // boardsize's answer and its empty line.
    stdout.read_line(&mut line).unwrap();
    stdout.read_line(&mut line).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    writeln!(stdin, "2 list_stones black").unwrap();
    stdin.flush().unwrap();
    line.clear();
    stdout.read_line(&mut line).unwrap();
    let took = started.elapsed();
    assert!(took < Duration::from_millis(500), "answered after {took:?}");
    let mv = line.trim().strip_prefix("=1 ").unwrap().to_string();
    assert_ne!(mv, "pass");
    line.clear();
    stdout.read_line(&mut line).unwrap();
    line.clear();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), format!("=2 {mv}"));
    drop(stdin);
    child.wait().unwrap();
}
