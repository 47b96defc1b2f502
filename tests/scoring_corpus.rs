//! tengen's `final_status_list dead`, asked through GTP, against the corpus of finished games
//! whose dead stones were found by cleanup play (`regress/corpus`). The side-by-side comparison
//! with GNU Go and the timings are `corpus judge` (see BENCHMARKS.md); this test guards the
//! accuracy that comparison reported.

use std::path::Path;
use yardsticks::judge::{judge, summarise};
use yardsticks::review::{load_corpus, CorpusGame};

fn corpus(name: &str) -> Vec<CorpusGame> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("regress/corpus")
        .join(name);
    load_corpus(&path).expect("corpus and reviews load")
}

/// Asks tengen for the dead stones of every game in `files` and checks that at least
/// `percent` of the positions on `size` come out exactly right.
fn judge_corpus(files: &[&str], size: usize, at_least: usize, percent: usize) {
    let games: Vec<CorpusGame> = files.iter().flat_map(|f| corpus(f)).collect();
    assert!(games.len() >= at_least, "{} games", games.len());
    let verdicts = judge(
        &[env!("CARGO_BIN_EXE_tengen").to_string()],
        &games,
        Path::new(env!("CARGO_MANIFEST_DIR")),
    )
    .expect("tengen answers");
    let summary = summarise(&verdicts, size).unwrap();
    let misses: Vec<String> = verdicts
        .iter()
        .filter(|v| !v.exact())
        .map(|v| format!("{}: {:?}", v.game, v.misjudged))
        .collect();
    assert!(
        summary.exact * 100 >= summary.positions * percent,
        "{} of {} right; misses: {misses:?}",
        summary.exact,
        summary.positions
    );
}

#[test]
fn dead_stones_of_finished_9x9_games_match_cleanup_play() {
    judge_corpus(&["9x9.sgf", "9x9-tengen.sgf"], 9, 240, 99);
}

#[test]
fn dead_stones_of_finished_19x19_games_match_cleanup_play() {
    judge_corpus(&["19x19.sgf"], 19, 100, 99);
}

/// Games of GNU Go (levels 0–1) against tengen at 300 playouts, ten random opening moves:
/// weak play leaves groups with room inside the opponent's area. All 40 are right since the
/// life-and-death reader: 19x19-weak.sgf#15, a 13-stone White side group without two eyes that
/// the playouts keep alive, is read dead.
#[test]
fn dead_stones_of_19x19_games_between_weak_programs_match_cleanup_play() {
    judge_corpus(&["19x19-weak.sgf"], 19, 40, 100);
}

/// The game ends of engine matches adjudicated by play (`twogtp --play-out`): tengen against
/// Pachi and GNU Go, Pachi against GNU Go. Pachi judges all of them right, GNU Go all but one
/// 19×19 position.
#[test]
fn dead_stones_of_match_games_match_their_adjudication_by_play() {
    judge_corpus(&["9x9-matches.sgf"], 9, 79, 100);
    judge_corpus(&["19x19-matches.sgf"], 19, 38, 100);
}
