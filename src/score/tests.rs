use super::*;
use crate::board::{Color, Move, Vertex};
use crate::game::{diagram_game, Game};
use crate::rules::{self, Rules, Scoring, SekiTax};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

/// Plays random legal moves (never filling an own real eye, sometimes passing, but never twice
/// in a row by choice) until neither side has a move left: no chain can then be captured.
fn random_finished_game(size: usize, rules: Rules, seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(size, rules, 0.0).unwrap();
    while !game.is_over() && game.history().len() < size * size * 4 {
        let color = game.to_move();
        let board = game.board();
        let candidates: Vec<Move> = board
            .points()
            .filter(|&p| !board.is_real_eye(p, color))
            .map(Move::Play)
            .filter(|&mv| game.check(color, mv).is_ok())
            .collect();
        let after_pass = game.consecutive_passes() > 0;
        let mv = if candidates.is_empty() || (!after_pass && rng.random_bool(0.02)) {
            Move::Pass
        } else {
            *candidates.choose(&mut rng).unwrap()
        };
        game.play(color, mv).unwrap();
    }
    game
}

fn with_rules(game: &Game, rules: Rules) -> Game {
    let mut game = game.clone();
    game.set_rules(rules);
    game
}

#[test]
fn area_minus_territory_is_the_difference_in_stones_placed() {
    let territory = Rules {
        scoring: Scoring::Territory,
        seki_tax: SekiTax::None,
        ..rules::CHINESE
    };
    for seed in 0..200 {
        let game = random_finished_game(7, rules::CHINESE, seed);
        let placed = |c: Color| {
            game.history()
                .iter()
                .filter(|p| p.color == c && p.mv != Move::Pass)
                .count() as f64
        };
        let all_alive = Statuses::all_alive();
        let area = count(&game, &all_alive).margin();
        let terr = count(&with_rules(&game, territory), &all_alive).margin();
        assert_eq!(
            area - terr,
            placed(Color::Black) - placed(Color::White),
            "seed {seed}"
        );
    }
}

#[test]
fn aga_area_and_territory_counts_agree_in_even_games() {
    for seed in 0..200 {
        let game = random_finished_game(7, rules::AGA, seed);
        let all_alive = Statuses::all_alive();
        let area = count(&game, &all_alive);
        let terr = count(&with_rules(&game, rules::AGA_TERRITORY), &all_alive);
        assert_eq!(area.margin(), terr.margin(), "seed {seed}");
    }
}

#[test]
fn results_print_as_gtp_wants_them() {
    let count = |black, white, tie| Count { black, white, tie };
    use crate::rules::TieRule::{BlackWins, Draw};
    assert_eq!(count(40.0, 33.5, Draw).to_string(), "B+6.5");
    assert_eq!(count(30.0, 33.5, Draw).to_string(), "W+3.5");
    assert_eq!(count(30.0, 30.0, Draw).to_string(), "0");
    assert_eq!(count(30.0, 30.0, BlackWins).to_string(), "B+0.0");
}

fn at(game: &Game, vertex: &str) -> crate::board::Point {
    game.board()
        .point_of(Vertex::parse(vertex).unwrap())
        .unwrap()
}

#[test]
fn benson_finds_two_eyes_and_the_opponent_stones_they_enclose() {
    let game = diagram_game(
        &[
            ". X . X O .", //
            "X X X X O .",
            "O O O O O .",
            ". . . . . .",
            ". X . . . .",
            ". . . . . .",
        ],
        rules::CHINESE,
    );
    let alive = PassAlive::find(game.board());
    // Black's top group has two one-point eyes (A6, C6): pass-alive.
    assert!(alive.is_alive(at(&game, "A5")));
    assert!(alive.is_alive(at(&game, "D6")));
    assert_eq!(alive.territory(at(&game, "A6")), Some(Color::Black));
    // White has no eyes at all, and the lone black stone none either.
    assert!(!alive.is_alive(at(&game, "E6")));
    assert!(!alive.is_alive(at(&game, "B2")));
}

#[test]
fn one_eye_is_not_pass_alive() {
    let game = diagram_game(
        &[
            ". X O . .", //
            "X X O . .",
            "O O O . .",
            ". . . . .",
            ". . . . .",
        ],
        rules::CHINESE,
    );
    let alive = PassAlive::find(game.board());
    assert!(!alive.is_alive(at(&game, "B4")));
    assert_eq!(alive.territory(at(&game, "A5")), None);
}

#[test]
fn estimates_repeat_exactly_with_the_same_seed_on_any_thread_count() {
    let game = random_finished_game(9, rules::CHINESE, 7);
    let judge = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        estimate(
            &game,
            &Estimator {
                chain_search: None,
                playouts: 512,
                seed: 42,
                pool: &pool,
                deadline: None,
            },
        )
        .0
    };
    assert_eq!(judge(1), judge(2));
}
