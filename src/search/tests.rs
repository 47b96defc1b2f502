use super::tree::tests::child_moves;
use super::*;
use crate::board::{Color, Vertex};
use crate::game::tests::{new_game, play_all};
use crate::predict::features::Context;
use crate::rules;

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
        ),
    );
    assert!(child_moves(&tree, tree.root()).contains(&b1));
    prepare_root(&game, &mut tree, None, None, None);
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
