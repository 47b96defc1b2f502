//! A short match against GNU Go through the `twogtp` runner: the engine and the runner work
//! together (the real matches are in BENCHMARKS.md; they take hours).

mod peers;

use regress::engine::split_command_line;
use regress::twogtp::{play_game, recorded_games, stats, MatchConfig};
use std::path::Path;
use tengen::rules;
use tengen::sgf::GameRecord;

#[test]
fn two_games_against_gnugo_end_cleanly_with_sgf_records() {
    let dir = std::env::temp_dir().join(format!("tengen-smoke-{}", std::process::id()));
    let config = MatchConfig {
        size: 9,
        komi: 7.0,
        rules: rules::CHINESE,
        time_per_game: Some(120.0),
        send_time_left: true,
        max_moves: 300,
        sgf_dir: Some(dir.clone()),
    };
    let tengen = format!(
        "{} --playouts 200 --threads 1 --seed 3",
        env!("CARGO_BIN_EXE_tengen")
    );
    let commands = [
        split_command_line(&tengen),
        peers::gnugo(&["--mode", "gtp", "--level", "1"]),
    ];
    let names = ["tengen".to_string(), "gnugo".to_string()];
    let mut outcomes = Vec::new();
    for index in 0..2 {
        let outcome = play_game(
            &commands,
            &names,
            index % 2,
            index,
            &config,
            Path::new("."),
            &[],
        )
        .expect("the match runs");
        assert!(
            !outcome.is_fault(),
            "game {index} ended by {:?}",
            outcome.ending
        );
        let text = std::fs::read_to_string(dir.join(format!("game-{index:04}.sgf"))).unwrap();
        let record = &GameRecord::parse_all(&text).unwrap()[0];
        assert_eq!(record.moves.len(), outcome.moves);
        assert_eq!(record.result.as_deref(), Some(outcome.result.as_str()));
        outcomes.push(outcome);
    }
    assert_eq!(stats(&outcomes).games, 2);
    // A resumed match counts these games as they were played.
    let recorded = recorded_games(&dir, &names, &config, |index| index % 2).expect("read back");
    assert_eq!(recorded.len(), 2);
    for (read, played) in recorded.iter().zip(&outcomes) {
        assert_eq!(
            (read.black, read.winner, &read.result, read.moves),
            (played.black, played.winner, &played.result, played.moves)
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}
