//! What a careless or hostile controller can send over GTP: each case is answered within its
//! limit with a clear message, and the engine lives on (no panic, no hang, bounded memory).

mod common;

use common::{answer, tengen};
use std::time::{Duration, Instant};

/// Sends `line` and returns whether it succeeded and its text, which must come within `limit`.
fn timed(engine: &mut yardsticks::engine::Engine, line: &str, limit: Duration) -> (bool, String) {
    let started = Instant::now();
    let response = engine
        .send_within(line, Some(limit))
        .unwrap_or_else(|e| panic!("{line}: {e} after {:?}", started.elapsed()));
    (response.ok, response.text)
}

#[test]
fn huge_times_from_any_source_do_not_kill_a_move_after_a_pass() {
    let commands = [
        "time_settings 1e300 0 0",
        "time_settings 0 1e300 1",
        "kata-time_settings absolute 1e300",
        "kgs-time_settings absolute 1e300",
        "tengen-param time_per_move 1e300",
        "time_left b 1e300 0",
    ];
    for command in commands {
        let mut engine = tengen(&["--threads", "1", "--playouts", "200"]);
        for line in [
            "boardsize 9",
            "clear_board",
            command,
            "play b D4",
            "play w pass",
        ] {
            answer(&mut engine, line);
        }
        let (ok, mv) = timed(&mut engine, "genmove b", Duration::from_secs(30));
        assert!(ok, "{command}: genmove b answered ? {mv}");
        answer(&mut engine, "name");
    }
    let mut flagged = tengen(&[
        "--threads",
        "1",
        "--playouts",
        "200",
        "--time-per-move",
        "1e300",
    ]);
    for line in ["boardsize 9", "play b D4", "play w pass"] {
        answer(&mut flagged, line);
    }
    let (ok, mv) = timed(&mut flagged, "genmove b", Duration::from_secs(30));
    assert!(ok, "--time-per-move 1e300: genmove b answered ? {mv}");
}

#[cfg(unix)]
#[test]
fn devices_and_pipes_are_refused_by_loadsgf_and_printsgf_at_once() {
    let dir = std::env::temp_dir().join(format!("tengen-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pipe = dir.join("pipe");
    let _ = std::fs::remove_file(&pipe);
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    assert!(made.unwrap().success());
    let pipe = pipe.to_str().unwrap();
    let mut engine = tengen(&["--threads", "1"]);
    for line in [
        "loadsgf /dev/zero".to_string(),
        format!("loadsgf {pipe}"),
        format!("printsgf {pipe}"),
    ] {
        let (ok, text) = timed(&mut engine, &line, Duration::from_secs(5));
        assert!(!ok, "{line} answered = {text}");
        assert!(text.ends_with("not a regular file"), "{line}: {text}");
    }
    answer(&mut engine, "name");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_set_up_with_both_colours_on_one_point_is_refused_and_changes_nothing() {
    let mut engine = tengen(&["--threads", "1"]);
    answer(&mut engine, "boardsize 9");
    let (ok, text) = timed(&mut engine, "gogui-setup b D4 w D4", Duration::from_secs(5));
    assert!(!ok);
    assert_eq!(text, "set-up puts black and white on D4");
    assert_eq!(answer(&mut engine, "list_stones black"), "");
    assert_eq!(answer(&mut engine, "list_stones white"), "");
    // The same stone twice is no contradiction.
    answer(&mut engine, "gogui-setup b D4 b D4");
    assert_eq!(answer(&mut engine, "list_stones black"), "D4");
}

/// A 25×25 board tiled with kos: every one of its chains a fight for the scoring readers.
fn ko_tiled_moves() -> Vec<String> {
    const TILE: [&str; 3] = [".XO.", "XO.O", ".XO."];
    let letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ".as_bytes();
    let mut moves = Vec::new();
    for row in 0..25 {
        for (col, &letter) in letters.iter().enumerate() {
            let color = match TILE[row % 3].as_bytes()[col % 4] {
                b'X' => "b",
                b'O' => "w",
                _ => continue,
            };
            moves.push(format!("play {color} {}{}", letter as char, 25 - row));
        }
    }
    moves
}

#[test]
fn scoring_a_ko_tiled_25x25_board_answers_within_ten_seconds_on_two_threads() {
    let mut engine = tengen(&["--threads", "2"]);
    answer(&mut engine, "boardsize 25");
    for line in ko_tiled_moves() {
        answer(&mut engine, &line);
    }
    for command in [
        "final_score",
        "final_status_list dead",
        "tengen-explain_score",
        "tengen-dead_stones",
    ] {
        let (ok, text) = timed(&mut engine, command, Duration::from_secs(10));
        assert!(ok, "{command}: ? {text}");
        // A new position each time: nothing judged before helps the next command.
        answer(&mut engine, "play b A25");
        answer(&mut engine, "undo");
        answer(&mut engine, "clear_cache");
    }
}
