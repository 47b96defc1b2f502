use super::tree::tests::child_moves;
use super::*;
use crate::board::{Color, Stone, Vertex};
use crate::game::tests::{new_game, play_all};
use crate::predict::features::Context;
use crate::rules;
use crate::time::MovePlan;

fn point_at(game: &Game, vertex: &str) -> Point {
    game.board()
        .point_of(Vertex::parse(vertex).unwrap())
        .unwrap()
}

#[test]
fn a_reused_root_loses_the_moves_superko_forbids_now() {
    // Sending two, returning one (Chinese: positional superko): Black's recapture at B1 would
    // repeat the position of four moves ago. The board alone allows it.
    let mut game = new_game(5, rules::CHINESE);
    play_all(
        &mut game,
        &[
            "B B1", "W A2", "B C2", "W B2", "B D1", "W E5", "B A1", "W C1",
        ],
    );
    let b1 = TreeMove::from(point_at(&game, "B1"));
    let mut tree = Tree::new(1000);
    // A tree kept from an earlier search was expanded from the board alone.
    tree.expand(
        tree.root(),
        &priors::children(
            &mut game.board().clone(),
            &Context {
                color: Color::Black,
                last: None,
                before_last: None,
            },
            ShapePrior::Probability,
        ),
    );
    assert!(child_moves(&tree, tree.root()).contains(&b1));
    prepare_root(&game, &mut tree, None, None, None, ShapePrior::Probability);
    let moves = child_moves(&tree, tree.root());
    assert!(!moves.contains(&b1), "superko");
    assert!(moves.contains(&PASS) && moves.len() > 5, "the others stay");
}

#[test]
fn a_search_stopped_before_its_first_playout_plays_its_best_prior() {
    // A position where one move has the strongest prior (not the first empty point, nor pass).
    let mut game = new_game(5, rules::CHINESE);
    play_all(&mut game, &["B B3", "W C3", "B D3", "W E5", "B C2", "W E4"]);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let limits = Limits {
        playouts: Some(0),
        ..Limits::default()
    };
    let mut tree = Tree::new(1000);
    let input = InputSignals::default();
    let result = search(
        &game,
        &mut tree,
        &pool,
        limits,
        PlayoutSettings::default(),
        &input,
        None,
    );
    assert_eq!(result.playouts, 0);
    let context = Context {
        color: Color::Black,
        last: Some(point_at(&game, "E4")),
        before_last: Some(point_at(&game, "C2")),
    };
    let scores = prior_scores(&mut game.board().clone(), &context);
    let best = scores.iter().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap();
    assert_eq!(
        scores.iter().filter(|s| s.1 == best.1).count(),
        1,
        "one best prior"
    );
    assert_eq!(result.best, Move::Play(best.0));
}

/// A player on one thread with a fixed seed and a small tree, for local searches.
fn seeded_player() -> Player {
    Player::new(PlayerSettings {
        threads: 1,
        seed: Some(1),
        plan: MovePlan::default(),
        max_nodes: 100_000,
        resign_threshold: 0.0,
        ponder: false,
        level: super::Level::FULL,
    })
    .unwrap()
}

#[test]
fn a_local_search_finds_two_stones_in_a_closed_box_dead_whoever_moves() {
    // Black's wall closes a 4×4 box (C3 to F6) around White D5 and E4: too large a region
    // for the life reader's budget, too small for White to live in (GNU Go 3.8 agrees).
    let mut game = new_game(9, rules::CHINESE);
    let wall = [
        "B2", "C2", "D2", "E2", "F2", "G2", "B3", "B4", "B5", "B6", "B7", "C7", "D7", "E7", "F7",
        "G7", "G3", "G4", "G5", "G6",
    ];
    let moves: Vec<String> = wall
        .iter()
        .map(|v| format!("B {v}"))
        .chain(["W D5".to_string(), "W E4".to_string()])
        .collect();
    play_all(
        &mut game,
        &moves.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    let mut player = seeded_player();
    let (white, black) = (point_at(&game, "D5"), point_at(&game, "B2"));
    for mover in [Color::Black, Color::White] {
        let verdict = player
            .local_verdict(&game, &[white, black], mover, &mut super::no_reading, true)
            .expect("empty points near the stones");
        let black_owns: Vec<f64> = verdict
            .mover_owns
            .iter()
            .map(|&owns| if mover == Color::Black { owns } else { -owns })
            .collect();
        assert!(
            black_owns.iter().all(|&owns| owns > 0.5),
            "{mover} to move: {black_owns:?}"
        );
        assert_ne!(
            verdict.best,
            Move::Pass,
            "the first move is a point near the stones"
        );
    }
}

#[test]
fn a_local_search_does_not_name_a_move_its_reader_refutes() {
    // White's lone stone on an open 9×9 board: where the reader refutes the move the search
    // alone names, another of its most visited moves is named.
    let mut game = new_game(9, rules::CHINESE);
    play_all(&mut game, &["W E5"]);
    let mut player = seeded_player();
    let stone = point_at(&game, "E5");
    let plain = player
        .local_verdict(&game, &[stone], Color::Black, &mut no_reading, true)
        .expect("empty points near the stone");
    let Move::Play(searched) = plain.best else {
        panic!("the first move is a point near the stone");
    };
    let mut refutes_it = |after: &Board| {
        if after.stone(searched) == Stone::Empty {
            super::Judgement::Open
        } else {
            super::Judgement::Refuted
        }
    };
    let judged = player
        .local_verdict(&game, &[stone], Color::Black, &mut refutes_it, true)
        .expect("empty points near the stone");
    assert!(judged.most_visited.contains(&plain.best));
    assert!(!judged.proved);
    assert_ne!(judged.best, plain.best);
    assert_ne!(judged.best, Move::Pass);
}

#[test]
fn a_local_search_names_the_move_its_reader_proves() {
    // White's lone stone on an open 9×9 board: a first move the reader proves is the one
    // named, even where the search alone names another.
    let mut game = new_game(9, rules::CHINESE);
    play_all(&mut game, &["W E5"]);
    let mut player = seeded_player();
    let stone = point_at(&game, "E5");
    let plain = player
        .local_verdict(&game, &[stone], Color::Black, &mut no_reading, true)
        .expect("empty points near the stone");
    assert!(!plain.proved);
    assert!(plain.owns_after_best.is_some());
    // Without the follow-up searches, no move is judged after it.
    let bare = player
        .local_verdict(&game, &[stone], Color::Black, &mut no_reading, false)
        .expect("empty points near the stone");
    assert_eq!((bare.owns_after_best, bare.proved), (None, false));
    // A reader that proves every move but the one the search named: another is named.
    let Move::Play(searched) = plain.best else {
        panic!("the first move is a point near the stone");
    };
    let mut proves_another = |after: &Board| {
        if after.stone(searched) == Stone::Empty {
            super::Judgement::Proved
        } else {
            super::Judgement::Open
        }
    };
    let proved = player
        .local_verdict(&game, &[stone], Color::Black, &mut proves_another, true)
        .expect("empty points near the stone");
    assert!(proved.proved);
    assert_ne!(proved.best, plain.best);
    assert_ne!(proved.best, Move::Pass);
}
