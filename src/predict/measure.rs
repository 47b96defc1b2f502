//! Prediction rate: how often a ranking of the candidate moves puts the move the player chose
//! first, and among its first five. Ties are broken at random, in expectation: a move tied
//! with two others for first place counts a third of a hit.

use super::features::Context;
use super::games::Replay;
use crate::board::{Board, Point};
use rayon::prelude::*;
use std::fmt;

/// Hits over positions.
#[derive(Clone, Copy, Debug, Default)]
pub struct PredictionRate {
    /// Positions (moves) predicted.
    pub positions: usize,
    top1: f64,
    top5: f64,
}

impl PredictionRate {
    /// Share of positions where the played move ranked first.
    pub fn top1(&self) -> f64 {
        self.top1 / self.positions.max(1) as f64
    }

    /// Share of positions where the played move ranked among the first five.
    pub fn top5(&self) -> f64 {
        self.top5 / self.positions.max(1) as f64
    }

    /// Counts one position: `scores` of every candidate (higher is likelier), `played` among
    /// them. A played move the ranking left out counts as a miss.
    pub fn add(&mut self, scores: &[(Point, f64)], played: Point) {
        self.positions += 1;
        let Some(&(_, mine)) = scores.iter().find(|&&(p, _)| p == played) else {
            return;
        };
        let better = scores.iter().filter(|&&(_, s)| s > mine).count() as f64;
        let tied = scores.iter().filter(|&&(_, s)| s == mine).count() as f64;
        // The played move's rank is `better + U`, U uniform over 1..=tied.
        let hit = |k: f64| ((k - better) / tied).clamp(0.0, 1.0);
        self.top1 += hit(1.0);
        self.top5 += hit(5.0);
    }

    fn merge(mut self, other: PredictionRate) -> PredictionRate {
        self.positions += other.positions;
        self.top1 += other.top1;
        self.top5 += other.top5;
        self
    }
}

impl fmt::Display for PredictionRate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "top-1 {:.1}%, top-5 {:.1}% over {} positions",
            100.0 * self.top1(),
            100.0 * self.top5(),
            self.positions
        )
    }
}

/// The prediction rate of `rank` (scores of the candidates in a position) over `games`.
pub fn prediction_rate<F>(games: &[Replay], rank: F) -> PredictionRate
where
    F: Fn(&mut Board, &Context) -> Vec<(Point, f64)> + Sync,
{
    games
        .par_iter()
        .map(|game| {
            let mut rate = PredictionRate::default();
            game.visit_positions(|board, context, played| {
                let scores = rank(board, context);
                rate.add(&scores, played);
            });
            rate
        })
        .reduce(PredictionRate::default, PredictionRate::merge)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_count_their_share_of_a_hit() {
        let p = |i: u16| Point(i);
        let mut rate = PredictionRate::default();
        rate.add(&[(p(1), 2.0), (p(2), 1.0)], p(1));
        rate.add(&[(p(1), 1.0), (p(2), 1.0), (p(3), 1.0)], p(2));
        rate.add(&[(p(1), 3.0), (p(2), 1.0)], p(2));
        rate.add(&[(p(1), 3.0)], p(9));
        assert_eq!(rate.positions, 4);
        assert!((rate.top1() - (1.0 + 1.0 / 3.0) / 4.0).abs() < 1e-12);
        assert!((rate.top5() - 3.0 / 4.0).abs() < 1e-12);
    }
}
