//! Property tests over random games: after every move the incrementally kept chains, liberty
//! counts, empty list and hash equal a from-scratch recomputation, and undo restores the exact
//! previous state.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tengen::board::{Color, Move, Point, Stone};
use tengen::game::Game;
use tengen::rules::Rules;

/// Everything observable about a game position.
#[derive(Debug, PartialEq)]
struct State {
    diagram: String,
    hash: u64,
    ko: Option<(Point, Color)>,
    to_move: Color,
    captures: [usize; 2],
    passes: [usize; 2],
    consecutive_passes: usize,
    moves: usize,
}

fn state(game: &Game) -> State {
    State {
        diagram: game.board().diagram(),
        hash: game.board().hash(),
        ko: game.board().ko(),
        to_move: game.to_move(),
        captures: [game.captures(Color::Black), game.captures(Color::White)],
        passes: [game.passes(Color::Black), game.passes(Color::White)],
        consecutive_passes: game.consecutive_passes(),
        moves: game.history().len(),
    }
}

/// A random legal move, sometimes eye-filling (so big chains die), sometimes a pass.
fn random_move(game: &Game, rng: &mut SmallRng) -> Move {
    let color = game.to_move();
    let board = game.board();
    let fill_eyes = rng.random_bool(0.2);
    let mut points: Vec<Point> = board
        .points()
        .filter(|&p| board.stone(p) == Stone::Empty)
        .collect();
    points.shuffle(rng);
    let found = points
        .into_iter()
        .filter(|&p| fill_eyes || !board.is_real_eye(p, color))
        .find(|&p| game.check(color, Move::Play(p)).is_ok());
    match found {
        Some(p) if !rng.random_bool(0.02) => Move::Play(p),
        _ => Move::Pass,
    }
}

fn run_game(size: usize, preset: usize, seed: u64, undo_every: u32) {
    let rules = Rules::by_name(Rules::preset_names()[preset]).unwrap();
    let mut game = Game::new(size, rules, 7.5).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let max_moves = 2 * size * size + 10;
    while !game.is_over() && game.history().len() < max_moves {
        let before = state(&game);
        let color = game.to_move();
        let mv = random_move(&game, &mut rng);
        game.play(color, mv).unwrap();
        if let Err(e) = game.board().verify() {
            panic!("after {color} {mv:?}: {e}\n{}", game.board().diagram());
        }
        if rng.random_ratio(1, undo_every) {
            game.undo(1).unwrap();
            assert_eq!(state(&game), before, "undo of {color} {mv:?}");
            game.board().verify().unwrap();
            game.play(color, mv).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn small_boards_stay_consistent(size in 2usize..=9, preset in 0usize..7, seed in any::<u64>()) {
        run_game(size, preset, seed, 4);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn large_boards_stay_consistent(size in prop::sample::select(vec![13usize, 19, 25]), preset in 0usize..7, seed in any::<u64>()) {
        run_game(size, preset, seed, 20);
    }
}
