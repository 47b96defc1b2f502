//! `tengen review` refuses what it cannot review with a clear error, exit code 2 and no
//! output file, and checks the output path before any analysis.

use std::path::PathBuf;
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-review-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `tengen review` of a file holding the bytes `sgf` in a folder of its own, written to
/// `output` (in that folder when `None`); the run, the output path and the folder.
fn review(
    name: &str,
    sgf: impl AsRef<[u8]>,
    output: Option<PathBuf>,
) -> (Output, PathBuf, PathBuf) {
    let dir = scratch(name);
    let input = dir.join("game.sgf");
    std::fs::write(&input, sgf).unwrap();
    let output = output.unwrap_or_else(|| dir.join("out.sgf"));
    let run = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--threads", "1", "--log-level", "warn", "review"])
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .args(["--visits", "50"])
        .output()
        .unwrap();
    (run, output, dir)
}

#[test]
fn games_the_review_cannot_take_are_refused_naming_the_move_or_property() {
    let cases = [
        ("nonsense", "this is no game", "not a game record"),
        ("empty", "(;GM[1]SZ[9])", "the game has no moves"),
        ("setup", "(;GM[1]SZ[9]AB[cc];W[ee])", "set-up stones (AB)"),
        (
            "variations",
            "(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))",
            "the game has variations",
        ),
        ("huge", "(;GM[1]SZ[26];B[aa])", "SZ[26]"),
        (
            "illegal",
            "(;GM[1]SZ[9];B[ee];W[ee])",
            "move 2 (white E5) is illegal",
        ),
        (
            "two-moves",
            "(;GM[1]SZ[9];B[ee]W[cc])",
            "node 1 holds two moves",
        ),
    ];
    for (name, sgf, message) in cases {
        let (run, output, dir) = review(name, sgf, None);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{name}: {stderr}");
        assert!(stderr.contains(message), "{name}: {stderr}");
        assert!(!output.exists(), "{name}: an output was written");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn an_output_that_cannot_be_written_fails_before_the_analysis() {
    let folder = scratch("unwritable");
    let missing = folder.join("no-such-folder").join("out.sgf");
    let started = std::time::Instant::now();
    let (run, _, dir) = review(
        "unwritable-game",
        "(;GM[1]SZ[19];B[pd];W[dp];B[pp];W[dd])",
        Some(missing),
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("cannot write there"));
    // An output that is a folder, and a picture that would land on the output.
    for (output, message) in [
        (folder.clone(), "not a regular file"),
        (folder.join("out.svg"), "would replace"),
    ] {
        let (run, _, game_dir) = review("bad-output", "(;GM[1]SZ[9];B[ee])", Some(output));
        assert_eq!(run.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&run.stderr).contains(message));
        std::fs::remove_dir_all(&game_dir).unwrap();
    }
    assert!(started.elapsed().as_secs_f64() < 2.0, "it analysed first");
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn asked_to_a_game_with_an_illegal_move_is_reviewed_up_to_the_move_before_it() {
    let dir = scratch("up-to-error");
    let input = dir.join("game.sgf");
    std::fs::write(&input, "(;GM[1]SZ[9];B[ee];W[cc];B[gg];W[ee];B[cg])").unwrap();
    let output = dir.join("out.sgf");
    let run = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--threads", "1", "--log-level", "warn", "review"])
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .args(["--visits", "50", "--up-to-an-illegal-move"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.contains("move 4 (white E5) is illegal"), "{stderr}");
    let reviewed = std::fs::read_to_string(&output).unwrap();
    for kept in ["tengen: black E5", "tengen: white C7", "tengen: black G3"] {
        assert!(reviewed.contains(kept), "no {kept:?} in {reviewed}");
    }
    assert!(
        !reviewed.contains("tengen: white E5"),
        "the illegal move was reviewed"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_in_another_character_set_is_decoded_and_written_as_utf8() {
    // A Fox-style record in GB2312: the players 黑棋 and 白棋, the comment 对局.
    let sgf: &[u8] = b"(;GM[1]FF[4]CA[gb2312]SZ[9]PB[\xBA\xDA\xC6\xE5]PW[\xB0\xD7\xC6\xE5]\
                       C[\xB6\xD4\xBE\xD6];B[ee];W[cc])";
    let (run, output, dir) = review("charset", sgf, None);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let written = std::fs::read_to_string(&output).expect("the output is UTF-8");
    assert!(
        written.contains("CA[UTF-8]") && !written.contains("gb2312"),
        "{written}"
    );
    assert!(written.contains("PB[黑棋]PW[白棋]"), "{written}");
    assert!(written.contains("C[对局"), "{written}");
    std::fs::remove_dir_all(dir).unwrap();
}
