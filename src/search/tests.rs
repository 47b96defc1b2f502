use super::*;
use crate::board::{Vertex, VertexOrPass};
use crate::rules;

fn game_after(size: usize, rules: rules::Rules, moves: &[&str]) -> Game {
    let mut game = Game::new(size, rules, rules.default_komi).unwrap();
    for text in moves {
        let (color, vertex) = text.split_once(' ').unwrap();
        game.play_vertex(
            Color::parse(color).unwrap(),
            VertexOrPass::parse(vertex).unwrap(),
        )
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    game
}

fn tree_move(game: &Game, vertex: &str) -> TreeMove {
    let point = game
        .board()
        .point_of(Vertex::parse(vertex).unwrap())
        .unwrap();
    point.index() as TreeMove
}

fn root_moves(tree: &Tree) -> Vec<TreeMove> {
    tree.children(tree.root())
        .map(|range| range.map(|c| tree.node(c).mv()).collect())
        .unwrap_or_default()
}

#[test]
fn a_reused_root_loses_the_moves_superko_forbids_now() {
    // Sending two, returning one (Chinese: positional superko): Black's recapture at B1 would
    // repeat the position of four moves ago. The board alone allows it.
    let game = game_after(
        5,
        rules::CHINESE,
        &[
            "B B1", "W A2", "B C2", "W B2", "B D1", "W E5", "B A1", "W C1",
        ],
    );
    let b1 = tree_move(&game, "B1");
    let mut tree = Tree::new(1000);
    // A tree kept from an earlier search was expanded from the board alone.
    tree.expand(
        tree.root(),
        &priors::children(game.board(), Color::Black, None),
    );
    assert!(root_moves(&tree).contains(&b1));
    prepare_root(&game, &mut tree, None);
    let moves = root_moves(&tree);
    assert!(!moves.contains(&b1), "superko");
    assert!(moves.contains(&PASS) && moves.len() > 5, "the others stay");
}

#[test]
fn a_search_stopped_before_its_first_playout_plays_its_best_prior() {
    // White C3 in atari: capturing at C4 has the strongest prior.
    let game = game_after(
        5,
        rules::CHINESE,
        &["B B3", "W C3", "B D3", "W E5", "B C2", "W E4"],
    );
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
    let c4 = game.board().point_of(Vertex::parse("C4").unwrap()).unwrap();
    assert_eq!(result.best, Move::Play(c4));
}
