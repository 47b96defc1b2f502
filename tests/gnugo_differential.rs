//! Differential test: random games played through GNU Go's GTP and tengen's `Game` side by
//! side under Japanese rules (simple ko, suicide illegal — GNU Go's own rules). After every
//! move the stones and captures must be equal, and on sampled positions the legality of every
//! empty point for both colours.

mod peers;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use tengen::board::{Color, Move, Point};
use tengen::game::Game;
use tengen::rules;
use yardsticks::engine::Engine;

/// Sends a command to GNU Go that must succeed and returns its answer.
fn ok(gnugo: &mut Engine, command: &str) -> String {
    let response = gnugo.send(command).unwrap();
    assert!(response.ok, "{command} failed: {}", response.text);
    response.text
}

fn vertex(game: &Game, p: Point) -> String {
    game.board().vertex(p).to_string()
}

fn stones(game: &Game, color: Color) -> Vec<String> {
    let mut list: Vec<String> = game
        .board()
        .points()
        .filter(|&p| game.board().color_at(p) == Some(color))
        .map(|p| vertex(game, p))
        .collect();
    list.sort();
    list
}

fn gnugo_stones(gnugo: &mut Engine, color: Color) -> Vec<String> {
    let mut list: Vec<String> = ok(gnugo, &format!("list_stones {color}"))
        .split_whitespace()
        .map(str::to_string)
        .collect();
    list.sort();
    list
}

/// A random legal move: mostly one that does not fill an own real eye (so games last and
/// produce captures and kos), sometimes any legal move.
fn random_move(game: &Game, rng: &mut SmallRng) -> Move {
    let color = game.to_move();
    let board = game.board();
    let any = rng.random_bool(0.1);
    let mut candidates: Vec<Point> = board
        .points()
        .filter(|&p| game.check(color, Move::Play(p)).is_ok())
        .filter(|&p| any || !board.is_real_eye(p, color))
        .collect();
    if candidates.is_empty() || rng.random_bool(0.01) {
        return Move::Pass;
    }
    let i = rng.random_range(0..candidates.len());
    Move::Play(candidates.swap_remove(i))
}

fn compare_legality(game: &Game, gnugo: &mut Engine, context: &str) -> usize {
    let mut checked = 0;
    for p in game.board().points() {
        for color in Color::BOTH {
            let ours = game.check(color, Move::Play(p)).is_ok();
            let theirs = ok(gnugo, &format!("is_legal {color} {}", vertex(game, p))) == "1";
            assert_eq!(
                ours,
                theirs,
                "{context}: is_legal {color} {}",
                vertex(game, p)
            );
            checked += 1;
        }
    }
    checked
}

fn play_games(size: usize, games: usize, seed: u64) -> (usize, usize) {
    let command = peers::gnugo(&["--mode", "gtp"]);
    let mut gnugo = Engine::start(&command, Path::new(".")).expect("GNU Go starts");
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut moves, mut legality_checks) = (0, 0);
    for g in 0..games {
        ok(&mut gnugo, &format!("boardsize {size}"));
        ok(&mut gnugo, "clear_board");
        let mut game = Game::new(size, rules::JAPANESE, 6.5).unwrap();
        let max_moves = 3 * size * size;
        while !game.is_over() && game.history().len() < max_moves {
            let color = game.to_move();
            let mv = random_move(&game, &mut rng);
            let text = match mv {
                Move::Pass => "pass".to_string(),
                Move::Play(p) => vertex(&game, p),
            };
            let context = format!(
                "{size}x{size} game {g} move {}: {color} {text}",
                game.history().len() + 1
            );
            game.play(color, mv).unwrap();
            let answer = gnugo.send(&format!("play {color} {text}")).unwrap();
            assert!(answer.ok, "{context}: GNU Go refused: {}", answer.text);
            for c in Color::BOTH {
                assert_eq!(
                    stones(&game, c),
                    gnugo_stones(&mut gnugo, c),
                    "{context}: {c} stones"
                );
                let captures: usize = ok(&mut gnugo, &format!("captures {c}")).parse().unwrap();
                assert_eq!(game.captures(c), captures, "{context}: captures by {c}");
            }
            moves += 1;
            if rng.random_bool(0.03) {
                legality_checks += compare_legality(&game, &mut gnugo, &context);
            }
        }
    }
    gnugo.quit().unwrap();
    (moves, legality_checks)
}

#[test]
fn random_games_match_gnugo_on_9x9() {
    let (moves, checks) = play_games(9, 50, 9);
    eprintln!("9x9: {moves} moves, {checks} legality checks");
}

#[test]
fn random_games_match_gnugo_on_13x13() {
    let (moves, checks) = play_games(13, 30, 13);
    eprintln!("13x13: {moves} moves, {checks} legality checks");
}

#[test]
fn random_games_match_gnugo_on_19x19() {
    let (moves, checks) = play_games(19, 25, 19);
    eprintln!("19x19: {moves} moves, {checks} legality checks");
}
