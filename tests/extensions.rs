//! Bad input to the extensions of other engines (GNU Go, KGS, KataGo): each answers `?` with
//! the defining engine's message and leaves the game as it was. Their answers on good input
//! are in `gtp-tests/extensions.tst`.

mod common;

use common::{answer, tengen};

/// The failure message of `line`, which must fail.
fn failure(engine: &mut yardsticks::engine::Engine, line: &str) -> String {
    let response = engine.send(line).unwrap();
    assert!(
        !response.ok,
        "{line} should fail, answered {}",
        response.text
    );
    response.text
}

#[test]
fn extensions_refuse_bad_arguments_with_their_engines_messages() {
    let mut engine = tengen(&["--threads", "1", "--playouts", "50", "--seed", "1"]);
    assert_eq!(
        failure(&mut engine, "last_move"),
        "no previous move known",
        "GNU Go's answer before any move"
    );
    answer(&mut engine, "fixed_handicap 2");
    assert_eq!(
        failure(&mut engine, "last_move"),
        "no previous move known",
        "handicap stones are not moves"
    );
    assert_eq!(failure(&mut engine, "final_status_list"), "missing status");
    assert_eq!(
        failure(&mut engine, "final_status_list territory"),
        "invalid status"
    );
    for line in [
        "get_komi 7",
        "cputime now",
        "clear_cache all",
        "kgs-game_over 1",
    ] {
        assert!(
            failure(&mut engine, line).starts_with("syntax error"),
            "{line}"
        );
    }
    let kinds = "Expected 'none', 'absolute', 'byoyomi', 'canadian', 'fischer', or \
                 'fischer-capped' as first argument for kata-time_settings";
    assert_eq!(failure(&mut engine, "kata-time_settings"), kinds);
    assert_eq!(failure(&mut engine, "kata-time_settings sudden 60"), kinds);
    assert_eq!(
        failure(&mut engine, "kata-time_settings absolute"),
        "Expected float for main time as argument 1"
    );
    assert_eq!(
        failure(&mut engine, "kata-time_settings fischer 60 -1"),
        "increment time is an invalid value: -1"
    );
    assert_eq!(
        failure(&mut engine, "kata-time_settings byoyomi 60 10 x"),
        "Expected int for byo-yomi overtime periods as argument 3"
    );
    assert_eq!(
        failure(&mut engine, "kata-time_settings canadian 60 10 -5"),
        "byo-yomi overtime stones is an invalid value: -5"
    );
    assert_eq!(
        failure(&mut engine, "kata-time_settings absolute inf"),
        "main time is an invalid value: inf"
    );
    assert_eq!(
        failure(&mut engine, "tengen-param ponder maybe"),
        "invalid value for ponder: 'maybe'"
    );
    assert_eq!(
        failure(&mut engine, "tengen-param threads 0"),
        "invalid value for threads: '0'"
    );
    assert_eq!(
        failure(&mut engine, "tengen-param level 11"),
        "invalid value for level: '11'"
    );
    assert_eq!(
        failure(&mut engine, "tengen-param colour blue"),
        "unknown parameter 'colour'"
    );
    assert!(failure(&mut engine, "tengen-param playouts").starts_with("syntax error"));
    // Absurd komi (1e15 once made the search's score sums wrap) is refused; komi stays.
    let komi = answer(&mut engine, "get_komi");
    assert_eq!(
        failure(&mut engine, "komi 1e15"),
        "komi out of range (at most 1000 points either way)"
    );
    assert_eq!(answer(&mut engine, "get_komi"), komi);
    // Nothing changed: the handicap stones stand, and White's move becomes the last one.
    assert_eq!(
        answer(&mut engine, "list_stones black").split(' ').count(),
        2
    );
    let mv = answer(&mut engine, "genmove w");
    assert_eq!(answer(&mut engine, "last_move"), format!("white {mv}"));
}

#[test]
fn popgo_takes_back_only_a_move_trymove_played() {
    let mut engine = tengen(&["--threads", "1", "--playouts", "50", "--seed", "1"]);
    assert_eq!(
        failure(&mut engine, "popgo"),
        "Stack empty.",
        "GNU Go's answer"
    );
    answer(&mut engine, "trymove b C3");
    answer(&mut engine, "play w D4");
    assert_eq!(
        failure(&mut engine, "popgo"),
        "the game has changed since the last trymove"
    );
    answer(&mut engine, "undo");
    assert!(failure(&mut engine, "trymove w C3").starts_with("illegal move"));
    answer(&mut engine, "popgo");
    assert_eq!(answer(&mut engine, "list_stones black"), "");
    assert_eq!(failure(&mut engine, "popgo"), "Stack empty.");
    // A new game forgets the moves to take back.
    answer(&mut engine, "trymove b C3");
    answer(&mut engine, "clear_board");
    assert_eq!(failure(&mut engine, "popgo"), "Stack empty.");
}

#[test]
fn analyze_semeai_refuses_empty_points_and_groups_of_one_colour() {
    let mut engine = tengen(&["--threads", "1", "--seed", "1"]);
    answer(&mut engine, "boardsize 9");
    answer(&mut engine, "play b C3");
    answer(&mut engine, "play w J9");
    answer(&mut engine, "play b C4");
    assert_eq!(
        failure(&mut engine, "analyze_semeai C3 D4"),
        "vertex must not be empty"
    );
    assert_eq!(
        failure(&mut engine, "analyze_semeai C3 C4"),
        "vertices must have different colors"
    );
    assert_eq!(
        failure(&mut engine, "analyze_semeai C3 Z1"),
        "invalid coordinate"
    );
    assert!(failure(&mut engine, "analyze_semeai C3").starts_with("syntax error"));
    // Black to move chases White's corner stone along the edge (J8, then after each
    // extension the next point) until it is taken.
    assert_eq!(answer(&mut engine, "analyze_semeai C3 J9"), "1 1 J8");
    assert_eq!(
        answer(&mut engine, "list_stones black"),
        "C4 C3",
        "nothing played"
    );
}

#[test]
fn the_dragon_commands_refuse_what_gnu_go_refuses() {
    let mut engine = tengen(&["--threads", "1", "--seed", "1"]);
    answer(&mut engine, "boardsize 9");
    answer(&mut engine, "play b C3");
    for command in ["same_dragon C3 D4", "dragon_status D4"] {
        assert_eq!(failure(&mut engine, command), "vertex must not be empty");
    }
    assert_eq!(
        failure(&mut engine, "dragon_stones D4"),
        "dragon_stones called on an empty vertex"
    );
    for command in ["same_dragon C3 Z1", "dragon_status Z1", "dragon_stones Z1"] {
        assert_eq!(failure(&mut engine, command), "invalid coordinate");
    }
    for command in [
        "same_dragon C3",
        "dragon_status C3 C3",
        "dragon_stones C3 C3",
    ] {
        assert!(failure(&mut engine, command).starts_with("syntax error"));
    }
    assert_eq!(answer(&mut engine, "dragon_stones"), "C3");
    assert_eq!(answer(&mut engine, "dragon_stones white"), "");
    assert_eq!(answer(&mut engine, "dragon_status"), "C3: alive");
}

#[test]
fn connect_and_disconnect_refuse_what_gnu_go_refuses() {
    let mut engine = tengen(&["--threads", "1", "--seed", "1"]);
    answer(&mut engine, "boardsize 9");
    answer(&mut engine, "play b C3");
    answer(&mut engine, "play w J9");
    for command in ["connect", "disconnect"] {
        assert_eq!(
            failure(&mut engine, &format!("{command} C3 D4")),
            "vertex must not be empty"
        );
        assert_eq!(
            failure(&mut engine, &format!("{command} C3 J9")),
            "vertices must have same color"
        );
        assert_eq!(
            failure(&mut engine, &format!("{command} C3 Z1")),
            "invalid coordinate"
        );
        assert!(failure(&mut engine, &format!("{command} C3")).starts_with("syntax error"));
    }
    assert_eq!(
        answer(&mut engine, "list_stones black"),
        "C3",
        "nothing played"
    );
}
