//! The GTP front end driven through real pipes: raw byte streams with every kind of line a
//! controller may send, malformed input, and the exact error strings of the spec.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Runs tengen on `input` (written in one go, then stdin closed) and returns its stdout and
/// whether it exited successfully.
fn run_tengen(input: Vec<u8>) -> (String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--seed", "7"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        stdin.write_all(&input).unwrap();
    });
    let mut output = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut output)
        .unwrap();
    writer.join().unwrap();
    let status = child.wait().unwrap();
    (output, status.success())
}

/// Splits output into response frames, checking that each ends with the empty line.
fn frames(output: &str) -> Vec<&str> {
    assert!(
        output.is_empty() || output.ends_with("\n\n"),
        "output does not end a frame"
    );
    output.split_terminator("\n\n").collect()
}

/// tengen with `args`, its stdin and stdout piped and its stderr as given.
fn spawn_tengen(args: &[&str], stderr: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap()
}

/// Waits for `child` to exit; kills it and fails with `complaint` after `limit`.
fn exit_within(child: &mut Child, limit: Duration, complaint: &str) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > limit {
            child.kill().unwrap();
            panic!("{complaint}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn raw_stream_with_crlf_tabs_comments_and_ids() {
    let mut input = Vec::new();
    input.extend_from_slice(b"1 protocol_version\r\n");
    input.extend_from_slice(b"\r\n\n   \t \n# a comment line\n");
    input.extend_from_slice(b"2\tknown_command\tplay\t# trailing comment\r\n");
    input.extend_from_slice(b"na\x01me\x7f\n");
    input.extend_from_slice(b"3 boardsize 9\n");
    input.extend_from_slice(b"play b e5\r\n");
    input.extend_from_slice(b"4 showboard\n");
    input.extend_from_slice(b"5 list_commands\n");
    let expected_first = ["=1 2", "=2 true", "= tengen", "=3 ", "= "];
    for i in 0..10_000 {
        input.extend_from_slice(format!("{} known_command komi\r\n", 100 + i).as_bytes());
    }
    input.extend_from_slice(b"9999999999999999999999 name\n");
    let (output, ok) = run_tengen(input);
    assert!(ok, "tengen must exit 0 at end of input");
    let frames = frames(&output);
    assert_eq!(frames.len(), 5 + 2 + 10_000 + 1);
    assert_eq!(frames[..5], expected_first);
    assert!(
        frames[5].starts_with("=4 \n"),
        "showboard frame: {:?}",
        frames[5]
    );
    assert!(frames[5].contains("E") && frames[5].contains('X'));
    assert!(frames[6].starts_with("=5 protocol_version\n"));
    assert!(frames[6].lines().any(|l| l == "gogui-play_sequence"));
    for (i, frame) in frames[7..7 + 10_000].iter().enumerate() {
        assert_eq!(*frame, format!("={} true", 100 + i));
    }
    assert_eq!(frames[10_007], "=9999999999999999999999 tengen");
    for frame in &frames {
        assert!(!frame.contains("\n\n") && !frame.is_empty());
    }
}

#[test]
fn malformed_input_gets_errors_and_the_engine_keeps_serving() {
    let cases: Vec<Vec<u8>> = vec![
        b"play b \xff\xfe\n".to_vec(),
        b"\xc3\x28 name\n".to_vec(),
        [b"komi ".to_vec(), vec![b'1'; 1 << 20], b"x\n".to_vec()].concat(),
        [b"name ".to_vec(), vec![b'a'; 1 << 20], b"\n".to_vec()].concat(),
        b"boardsize 99999999999999999999999999\n".to_vec(),
        b"gg-undo 99999999999999999999999999\n".to_vec(),
        b"fixed_handicap 99999999999999999999\n".to_vec(),
        b"play b\n".to_vec(),
        b"play\n".to_vec(),
        b"known_command\n".to_vec(),
        b"boardsize 0\n".to_vec(),
        b"boardsize 26\n".to_vec(),
        b"boardsize -1\n".to_vec(),
        b"komi nan\n".to_vec(),
        b"komi inf\n".to_vec(),
        b"play b Z99\n".to_vec(),
        b"play b I5\n".to_vec(),
        b"play red D4\n".to_vec(),
        b"genmove\n".to_vec(),
        b"time_settings -1 5 1\n".to_vec(),
        b"time_left b 10\n".to_vec(),
        b"kgs-time_settings byoyomi 1 2\n".to_vec(),
        b"kata-set-rules chess\n".to_vec(),
        b"kgs-rules ing\n".to_vec(),
        b"final_status_list maybe\n".to_vec(),
        b"set_free_handicap D4 D4\n".to_vec(),
        b"set_free_handicap D4 pass\n".to_vec(),
        b"gogui-play_sequence b D4 w\n".to_vec(),
        b"undo\n".to_vec(),
        b"xyzzy\n".to_vec(),
    ];
    let mut input = Vec::new();
    for case in &cases {
        input.extend_from_slice(case);
        input.extend_from_slice(b"protocol_version\n");
    }
    let (output, ok) = run_tengen(input);
    assert!(ok);
    let frames = frames(&output);
    assert_eq!(frames.len(), 2 * cases.len(), "{output}");
    for (case, pair) in cases.iter().zip(frames.chunks(2)) {
        let shown = String::from_utf8_lossy(&case[..case.len().min(40)]).into_owned();
        assert!(
            pair[0].starts_with("? ") && pair[0].len() > 2,
            "{shown:?} answered {:?}",
            &pair[0][..pair[0].len().min(80)]
        );
        assert_eq!(pair[1], "= 2", "engine stopped serving after {shown:?}");
    }
}

#[test]
fn spec_error_strings_and_unchanged_state() {
    let script = "boardsize 1\nboardsize 9\nundo\nplay b E5\nplay w E5\nfixed_handicap 2\n\
                  set_free_handicap A1 A1\nxyzzy\ngogui-play_sequence b A1 w E5\nlist_stones black\n\
                  list_stones white\nshowboard\n";
    let (output, ok) = run_tengen(script.as_bytes().to_vec());
    assert!(ok);
    let frames = frames(&output);
    assert_eq!(frames[0], "? unacceptable size");
    assert_eq!(frames[2], "? cannot undo");
    assert!(frames[4].starts_with("? illegal move"), "{}", frames[4]);
    assert_eq!(frames[5], "? board not empty");
    assert_eq!(frames[6], "? board not empty");
    assert_eq!(frames[7], "? unknown command");
    assert!(frames[8].starts_with("? illegal move"));
    // None of the failed commands changed the board: one black stone, no white one, and
    // the failed sequence left no trace.
    assert_eq!(frames[9], "= E5");
    assert_eq!(frames[10], "= ");
    assert!(frames[11].contains("white to move"), "{}", frames[11]);
}

#[test]
fn quit_and_end_of_input_exit_promptly_with_status_zero() {
    let started = Instant::now();
    let (output, ok) = run_tengen(b"1 quit\nname\n".to_vec());
    assert!(ok);
    assert_eq!(output, "=1 \n\n", "nothing may follow quit's answer");
    let (output, ok) = run_tengen(Vec::new());
    assert!(ok && output.is_empty());
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn bad_command_line_values_are_refused_before_gtp_starts() {
    for args in [
        ["--threads", "0"],
        ["--time-per-move", "0"],
        ["--time-per-move", "inf"],
        ["--komi", "nan"],
        ["--komi", "1e15"],
        ["--resign-threshold", "1.5"],
        ["--size", "26"],
        // More nodes than 32-bit node numbers index (it once panicked at the first genmove).
        ["--max-nodes", "1073741825"],
        ["--max-nodes", "999"],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_tengen"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?} accepted");
        assert!(output.stdout.is_empty(), "{args:?} wrote to stdout");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.contains(args[0]), "{args:?}: {message}");
    }
}

#[test]
fn genmove_passes_when_only_own_eyes_and_suicides_are_left() {
    let script = "boardsize 2\nplay b A1\nplay b B2\ngenmove b\ngenmove w\nlist_stones white\n";
    let (output, ok) = run_tengen(script.as_bytes().to_vec());
    assert!(ok);
    assert_eq!(frames(&output)[3..], ["= pass", "= pass", "= "]);
}

#[test]
fn scoring_and_loading_errors_leave_the_game_alone() {
    let script = "boardsize 9\nplay b E5\nfinal_status_list foo\nfinal_status_list\n\
                  final_status_list dead extra\nloadsgf /nonexistent/file.sgf\n\
                  loadsgf gtp-tests/scoring/plain.sgf 0\nloadsgf\nlist_stones black\nfinal_score\n\
                  showboard\n";
    let (output, ok) = run_tengen(script.as_bytes().to_vec());
    assert!(ok);
    let frames = frames(&output);
    // GNU Go's messages for a wrong or missing status word.
    assert_eq!(frames[2], "? invalid status");
    assert_eq!(frames[3], "? missing status");
    for i in [4, 6, 7] {
        assert!(frames[i].starts_with("? syntax error"), "{}", frames[i]);
    }
    assert!(frames[5].starts_with("? cannot load file"), "{}", frames[5]);
    assert_eq!(frames[8], "= E5");
    // One black stone on an empty board owns everything under area rules.
    assert_eq!(frames[9], "= B+73.5");
    assert!(frames[10].contains("white to move"), "{}", frames[10]);
}

#[test]
fn a_controller_that_never_reads_stderr_does_not_stop_the_engine() {
    // Debug logging writes several lines per genmove: far more than a pipe holds (64 KiB).
    let mut child = spawn_tengen(
        &[
            "--seed",
            "7",
            "--threads",
            "1",
            "--playouts",
            "20",
            "--log-level",
            "debug",
            "--size",
            "9",
        ],
        Stdio::piped(),
    );
    let script = "genmove b\nundo\n".repeat(1500);
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(script.as_bytes()));
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut output = String::new();
        stdout.read_to_string(&mut output).map(|_| output)
    });
    let started = Instant::now();
    while !reader.is_finished() {
        if started.elapsed() > Duration::from_secs(120) {
            child.kill().unwrap();
            panic!("tengen stopped answering while stderr was full");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let output = reader.join().unwrap().unwrap();
    writer.join().unwrap().unwrap();
    assert_eq!(frames(&output).len(), 3000);
    assert!(child.wait().unwrap().success());
    // The pipe's reader only now looks at it: it is full, not empty.
    let mut log = vec![0; 1024];
    let stderr = child.stderr.as_mut().unwrap().read(&mut log).unwrap();
    assert!(stderr > 0);
}

#[test]
fn an_analysis_stops_and_the_engine_exits_when_its_output_is_closed() {
    let mut child = spawn_tengen(&["--threads", "1", "--size", "9"], Stdio::null());
    // Input stays open: only the closed output can end this analysis.
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"kata-analyze b 5\n").unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 2];
    stdout.read_exact(&mut first).unwrap();
    assert_eq!(&first, b"= ");
    drop(stdout);
    let status = exit_within(
        &mut child,
        Duration::from_secs(10),
        "the analysis went on with nobody reading it",
    );
    assert!(
        !status.success(),
        "an output error ends the session with a failure"
    );
    drop(stdin);
}

#[test]
fn a_line_over_a_mebibyte_is_refused_whole_and_the_next_one_served() {
    // A cut-off play sequence must not play half its moves: the line is refused as a whole.
    let mut script = b"7 gogui-play_sequence".to_vec();
    script.extend(b" b D4 w Q16".repeat(200_000));
    script.extend(b"\n2 list_stones black\n");
    let (output, ok) = run_tengen(script);
    assert!(ok);
    assert_eq!(frames(&output), ["?7 line too long (over 1 MiB)", "=2 "]);
}

#[test]
fn a_long_genmove_stops_when_the_controller_closes_both_pipes() {
    let mut child = spawn_tengen(
        &["--threads", "1", "--time-per-move", "60", "--size", "9"],
        Stdio::null(),
    );
    child
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"genmove b\n")
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    // The controller goes away: no more input, and nobody reads the answer.
    drop(child.stdin.take());
    drop(child.stdout.take());
    exit_within(
        &mut child,
        Duration::from_secs(20),
        "the 60 s genmove ran on with its controller gone",
    );
}

#[test]
fn a_long_trailing_comment_leaves_its_command_alone() {
    let mut script = b"1 name # ".to_vec();
    script.extend(b"chatter ".repeat(300_000));
    script.extend(b"\n2 protocol_version\n");
    let (output, ok) = run_tengen(script);
    assert!(ok);
    assert_eq!(frames(&output), ["=1 tengen", "=2 2"]);
}

/// tengen's stderr for `script` (stdin closed after it).
fn stderr_of(args: &[&str], script: &str) -> String {
    let mut child = spawn_tengen(args, Stdio::piped());
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    String::from_utf8_lossy(&child.wait_with_output().unwrap().stderr).into_owned()
}

#[test]
fn genmove_draws_live_graphics_for_gogui_only() {
    let args = [
        "--threads",
        "1",
        "--time-per-move",
        "1.3",
        "--log-level",
        "warn",
    ];
    let drawn = stderr_of(&args, "gogui-interrupt\nboardsize 9\ngenmove b\n");
    assert!(
        drawn.contains("gogui-gfx:\nVAR b ") && drawn.contains("\nTEXT "),
        "{drawn}"
    );
    // Without GoGui's announcement, and at the warn level, stderr stays quiet.
    let quiet = stderr_of(&args, "boardsize 9\ngenmove b\n");
    assert!(!quiet.contains("gogui-gfx"), "{quiet}");
}
