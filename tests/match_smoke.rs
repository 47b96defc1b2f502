//! A short match against GNU Go through the `twogtp` runner: the engine and the runner work
//! together (the real matches are in BENCHMARKS.md; they take hours).

mod peers;

use std::path::Path;
use tengen::board::VertexOrPass;
use tengen::game::Game;
use tengen::rules;
use tengen::sgf::GameRecord;
use yardsticks::engine::{split_command_line, DEFAULT_COMMAND_LIMIT};
use yardsticks::twogtp::{play_game, recorded_games, stats, MatchConfig, PlayOut};

#[test]
fn two_games_against_gnugo_end_cleanly_with_sgf_records() {
    let dir = std::env::temp_dir().join(format!("tengen-smoke-{}", std::process::id()));
    let config = MatchConfig {
        size: 9,
        komi: 7.0,
        rules: rules::CHINESE,
        time_per_game: Some(120.0),
        command_limit: DEFAULT_COMMAND_LIMIT,
        send_time_left: true,
        max_moves: 300,
        sgf_dir: Some(dir.clone()),
        referee: None,
        play_out: None,
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

#[test]
fn games_played_in_parallel_are_the_games_a_serial_run_plays() {
    // Deterministic engines (one thread, a seed, fixed playouts): four games, alternating
    // colours, from two openings, serially and two at a time.
    let openings_dir = std::env::temp_dir().join(format!("tengen-openings-{}", std::process::id()));
    std::fs::create_dir_all(&openings_dir).unwrap();
    std::fs::write(openings_dir.join("1.sgf"), "(;SZ[7];B[cc];W[ee])").unwrap();
    std::fs::write(openings_dir.join("2.sgf"), "(;SZ[7];B[dd])").unwrap();
    let openings = yardsticks::openings::load(&openings_dir, 7).unwrap();
    let config = MatchConfig {
        size: 7,
        komi: 9.0,
        rules: rules::CHINESE,
        time_per_game: None,
        command_limit: DEFAULT_COMMAND_LIMIT,
        send_time_left: false,
        max_moves: 200,
        sgf_dir: None,
        referee: None,
        play_out: None,
    };
    let engine = |seed: u32, playouts: u32| {
        split_command_line(&format!(
            "{} --playouts {playouts} --threads 1 --seed {seed} --log-level warn",
            env!("CARGO_BIN_EXE_tengen")
        ))
    };
    let commands = [engine(3, 120), engine(4, 60)];
    let names = ["a".to_string(), "b".to_string()];
    let games = yardsticks::twogtp::MatchGames {
        commands: &commands,
        names: &names,
        config: &config,
        dir: Path::new("."),
        openings: &openings,
        alternate: true,
    };
    let run = |parallel: usize| {
        let mut results = Vec::new();
        games.play(0..4, parallel, |index, played| {
            let outcome = played.unwrap();
            results.push((index, outcome.black, outcome.result, outcome.moves));
            true
        });
        results.sort();
        results
    };
    let serial = run(1);
    assert_eq!(serial.len(), 4);
    assert_eq!(
        serial.iter().map(|r| r.1).collect::<Vec<_>>(),
        [0, 1, 0, 1],
        "colours alternate"
    );
    assert_eq!(run(2), serial);
    std::fs::remove_dir_all(&openings_dir).unwrap();
}

/// A referee that answers every command and counts every game as a win for Black by 999.
fn partisan_referee() -> Vec<String> {
    let script = r#"while read -r command rest; do
        case "$command" in
            final_score) printf '= B+999\n\n' ;;
            quit) printf '=\n\n'; exit 0 ;;
            *) printf '=\n\n' ;;
        esac
    done"#;
    vec!["sh".to_string(), "-c".to_string(), script.to_string()]
}

/// A 9×9 match whose games stop after 40 moves: counted as they stand, and played out when
/// play-out adjudication is on and the counts disagree.
fn stopped_early() -> MatchConfig {
    MatchConfig {
        size: 9,
        komi: 7.0,
        rules: rules::CHINESE,
        time_per_game: None,
        command_limit: DEFAULT_COMMAND_LIMIT,
        send_time_left: false,
        max_moves: 40,
        sgf_dir: None,
        referee: None,
        play_out: None,
    }
}

fn tengen_against_gnugo() -> [Vec<String>; 2] {
    let tengen = format!(
        "{} --playouts 200 --threads 1 --seed 5 --resign-threshold 0 --log-level warn",
        env!("CARGO_BIN_EXE_tengen")
    );
    [
        split_command_line(&tengen),
        peers::gnugo(&["--mode", "gtp", "--level", "1"]),
    ]
}

#[test]
fn a_count_the_referee_disputes_is_settled_by_playing_the_game_out() {
    let dir = std::env::temp_dir().join(format!("tengen-play-out-{}", std::process::id()));
    let config = MatchConfig {
        sgf_dir: Some(dir.clone()),
        referee: Some(partisan_referee()),
        play_out: Some(PlayOut {
            moves: 300,
            every_count: false,
        }),
        ..stopped_early()
    };
    let names = ["tengen".to_string(), "gnugo".to_string()];
    let commands = tengen_against_gnugo();
    let outcome =
        play_game(&commands, &names, 0, 0, &config, Path::new("."), &[]).expect("the match runs");
    let counts = &outcome.counts;
    assert_eq!(counts.referee, Some(Ok("B+999".to_string())));
    assert!(
        counts.disagreed,
        "the referee's count differs from both engines'"
    );
    let start = counts.play_out_from.expect("the game was played out");
    assert!(outcome.moves > start, "the play-out has moves");
    // The record holds the play-out's moves, ending in two passes, and its result is the
    // area count of the final position with every stone alive.
    let text = std::fs::read_to_string(dir.join("game-0000.sgf")).unwrap();
    let record = &GameRecord::parse_all(&text).unwrap()[0];
    assert_eq!(record.moves.len(), outcome.moves);
    assert!(record.moves[outcome.moves - 2..]
        .iter()
        .all(|&(_, mv)| mv == VertexOrPass::Pass));
    let mut game = Game::new(9, rules::CHINESE, 7.0).unwrap();
    for &(color, vertex) in &record.moves {
        game.play_vertex(color, vertex).unwrap();
    }
    let area = yardsticks::adjudicate::area_count_all_alive(&game);
    assert_eq!(outcome.result, area.to_string());
    assert_eq!(record.result.as_deref(), Some(outcome.result.as_str()));
    let comment = record
        .root
        .first("GC")
        .expect("the counts are in the game comment");
    assert!(comment.contains("Referee: B+999"), "{comment}");
    assert!(comment.contains(&format!("Adjudicated by play from move {}", start + 1)));
    // The game joins the scoring corpus as the position before the play-out, with the stones
    // the play-out captured as dead and the adjudicated result.
    let corpus = yardsticks::corpus::from_adjudicated_game(record)
        .expect("the record replays")
        .expect("a game adjudicated by play");
    assert_eq!(corpus.moves, record.moves[..start]);
    assert_eq!(corpus.result, record.result);
    let mut before = Game::new(9, rules::CHINESE, 7.0).unwrap();
    for &(color, vertex) in &corpus.moves {
        before.play_vertex(color, vertex).unwrap();
    }
    for vertex in yardsticks::corpus::recorded_dead(&corpus) {
        let point = before.board().point_of(vertex).unwrap();
        assert!(
            before.board().color_at(point).is_some(),
            "{vertex} is a stone"
        );
        let gone_at_the_end = game.board().color_at(point) != before.board().color_at(point);
        let captured_on_the_way = record.moves[start..]
            .iter()
            .any(|&(_, mv)| mv == VertexOrPass::Vertex(vertex));
        assert!(
            gone_at_the_end || captured_on_the_way,
            "{vertex} was captured in the play-out"
        );
    }
    let row = yardsticks::results_table::row(0, &names, &outcome);
    let row: Vec<&str> = row.split('\t').collect();
    assert_eq!(row[3], outcome.result, "RES_R is the adjudicated result");
    assert_eq!(
        &row[13..],
        ["B+999", "1", &(outcome.moves - start).to_string()]
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn every_count_is_played_out_when_asked_even_where_the_counts_agree() {
    let config = MatchConfig {
        play_out: Some(PlayOut {
            moves: 300,
            every_count: true,
        }),
        ..stopped_early()
    };
    let names = ["tengen".to_string(), "tengen".to_string()];
    let tengen = tengen_against_gnugo()[0].clone();
    let commands = [tengen.clone(), tengen];
    let outcome =
        play_game(&commands, &names, 0, 0, &config, Path::new("."), &[]).expect("the match runs");
    let counts = &outcome.counts;
    assert!(
        !counts.disagreed,
        "two copies of one engine count alike: {:?}",
        counts.engines
    );
    let start = counts.play_out_from.expect("the game was played out");
    assert!(outcome.moves > start, "the play-out has moves");
}

#[test]
fn a_referee_that_fails_is_recorded_and_a_play_out_that_runs_too_long_has_no_result() {
    let config = MatchConfig {
        referee: Some(vec!["/nonexistent/referee".to_string()]),
        // No play-out can end in two passes within a single move.
        play_out: Some(PlayOut {
            moves: 1,
            every_count: false,
        }),
        ..stopped_early()
    };
    let names = ["tengen".to_string(), "gnugo".to_string()];
    let commands = tengen_against_gnugo();
    let outcome = play_game(&commands, &names, 1, 0, &config, Path::new("."), &[])
        .expect("a referee's failure does not stop the match");
    assert!(
        matches!(&outcome.counts.referee, Some(Err(e)) if e.contains("cannot start")),
        "{:?}",
        outcome.counts.referee
    );
    assert!(
        outcome.counts.disagreed,
        "a missing count is a disagreement"
    );
    assert!(outcome.is_void() && !outcome.is_fault());
    assert_eq!((outcome.result.as_str(), outcome.winner), ("Void", None));
    assert_eq!(
        stats(&[outcome]).games,
        0,
        "a game without a result is not counted"
    );
}
