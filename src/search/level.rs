//! Playing levels, from 1 (a beginner's opponent) to 10 (full strength): below full strength
//! the search gets fewer playouts, and the lower levels choose among the moves the search
//! found nearly as good as its best, never one that puts three or more of their own stones in
//! atari.

use super::LARGE_BOARD;
use crate::board::{Color, Move};
use crate::game::Game;
use rand::Rng;
use std::fmt;

/// A playing level, 1 to 10 ([`Level::FULL`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Level(u8);

/// Playouts per move at levels 1 to 9 (level 10 plays by its plan).
const PLAYOUTS: [u64; 9] = [20, 40, 80, 160, 320, 640, 1280, 2560, 5120];

/// How far below the best move's win rate a chosen move may be, at levels 1 to 9, on boards
/// smaller than [`LARGE_BOARD`].
const TOLERANCE: [f64; 9] = [0.30, 0.24, 0.18, 0.13, 0.09, 0.065, 0.045, 0.015, 0.0];

/// The tolerances on boards of [`LARGE_BOARD`] lines or more, where a level's playouts leave
/// its moves' win rates closer together.
const TOLERANCE_LARGE: [f64; 9] = [0.30, 0.24, 0.18, 0.13, 0.09, 0.065, 0.03, 0.015, 0.0];

/// The smallest share of the best move's playouts a move needs to be chosen: one the search
/// barely tried has no win rate worth the name.
const MIN_VISIT_SHARE: f64 = 0.05;

/// Own stones in atari from which a move is never chosen below full strength.
const BLUNDER_STONES: usize = 3;

impl Level {
    /// Full strength: the plan's playouts, the best move.
    pub const FULL: Level = Level(10);

    /// Level `n`, if it is one (1 to 10).
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The playouts a move may take at this level; `None` at full strength.
    pub fn playouts(self) -> Option<u64> {
        PLAYOUTS.get(usize::from(self.0) - 1).copied()
    }

    /// How far below the best move's win rate a move this level chooses may be, on a board
    /// of `size` lines.
    fn tolerance(self, size: usize) -> f64 {
        let table = if size >= LARGE_BOARD {
            &TOLERANCE_LARGE
        } else {
            &TOLERANCE
        };
        table.get(usize::from(self.0) - 1).copied().unwrap_or(0.0)
    }

    /// Chooses `color`'s move in `game` among the search's `candidates` (move, playouts, win
    /// rate; most played first): the first at levels 9 and 10; below, any move within this
    /// level's tolerance of the best win rate (narrower at level 7 on large boards), played by
    /// enough playouts, and putting fewer than three own stones in atari (pass only when it is
    /// the best).
    pub fn choose(
        self,
        game: &Game,
        color: Color,
        candidates: &[(Move, u32, f64)],
        rng: &mut impl Rng,
    ) -> Option<Move> {
        let &(best, best_visits, best_rate) = candidates.first()?;
        let board = game.board();
        let tolerance = self.tolerance(board.size());
        if tolerance == 0.0 {
            return Some(best);
        }
        let good: Vec<Move> = candidates
            .iter()
            .filter(|&&(mv, visits, rate)| {
                let Move::Play(p) = mv else {
                    return mv == best;
                };
                f64::from(visits) >= MIN_VISIT_SHARE * f64::from(best_visits)
                    && rate >= best_rate - tolerance
                    && board
                        .self_atari_stones(p, color)
                        .is_none_or(|n| n < BLUNDER_STONES)
            })
            .map(|&(mv, _, _)| mv)
            .collect();
        if good.is_empty() {
            return Some(best);
        }
        Some(good[rng.random_range(0..good.len())])
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn levels_run_from_1_to_10_with_more_playouts_each() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(11), None);
        let playouts: Vec<Option<u64>> = (1..=10)
            .map(|n| Level::new(n).unwrap().playouts())
            .collect();
        assert!(playouts.windows(2).all(|w| match (w[0], w[1]) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            _ => false,
        }));
        assert_eq!(Level::FULL.playouts(), None);
    }

    #[test]
    fn a_low_level_never_chooses_a_move_that_puts_three_stones_in_atari() {
        // Black's three stones C1-E1 have two liberties, B1 and F1; F1 joins them into four
        // stones with B1 alone left. The candidates offer F1 with nearly the best win rate.
        let mut game = Game::new(9, crate::rules::CHINESE, 7.0).unwrap();
        for (color, vertex) in [
            (Color::Black, "C1"),
            (Color::Black, "D1"),
            (Color::Black, "E1"),
            (Color::White, "C2"),
            (Color::White, "D2"),
            (Color::White, "E2"),
            (Color::White, "F2"),
            (Color::White, "G1"),
        ] {
            let v = crate::board::VertexOrPass::parse(vertex).unwrap();
            game.play_vertex(color, v).unwrap();
        }
        let at = |v: &str| {
            game.move_of(crate::board::VertexOrPass::parse(v).unwrap())
                .unwrap()
        };
        let candidates = [
            (at("E5"), 100, 0.50),
            (at("F1"), 90, 0.49),
            (at("G7"), 80, 0.45),
        ];
        let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
        let level = Level::new(1).unwrap();
        for _ in 0..100 {
            let chosen = level.choose(&game, Color::Black, &candidates, &mut rng);
            assert_ne!(chosen, Some(at("F1")));
        }
        let full = Level::FULL.choose(&game, Color::Black, &candidates, &mut rng);
        assert_eq!(full, Some(at("E5")));
    }

    #[test]
    fn level_7_chooses_closer_to_the_best_move_on_19x19_than_on_9x9() {
        // The second candidate is 4 points of win rate below the best: within level 7's
        // tolerance on 9x9, beyond it on 19x19.
        let chosen = |size: usize| {
            let game = Game::new(size, crate::rules::CHINESE, 7.0).unwrap();
            let at = |v: &str| {
                game.move_of(crate::board::VertexOrPass::parse(v).unwrap())
                    .unwrap()
            };
            let candidates = [(at("E5"), 100, 0.50), (at("C3"), 90, 0.46)];
            let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
            let level = Level::new(7).unwrap();
            (0..100)
                .filter_map(|_| level.choose(&game, Color::Black, &candidates, &mut rng))
                .filter(|&m| m == at("C3"))
                .count()
        };
        assert!(chosen(9) > 0);
        assert_eq!(chosen(19), 0);
    }
}
