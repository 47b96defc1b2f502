//! Criticality (Coulom, 2009): how much owning a point goes with winning, over the playouts
//! of a search. A point whose owner at the end of a playout is the winner more often than the
//! owners' and winners' shares alone explain decides games: its moves get a bonus in the
//! priors of nodes created later in the search.

use crate::board::{Board, ByColor, Color, Point, PointMap};
use crate::score::final_owner;
use std::sync::atomic::{AtomicU32, Ordering};

/// Playouts a search needs before its criticality is trusted.
const MIN_PLAYOUTS: u32 = 500;

/// The owners of every point at the end of a search's playouts, with their results.
pub(super) struct Criticality {
    playouts: AtomicU32,
    black_wins: AtomicU32,
    /// Per colour and point, the playouts that ended with the colour owning the point.
    owned: ByColor<PointMap<AtomicU32>>,
    /// Per point, the playouts whose winner owned the point.
    owned_by_winner: PointMap<AtomicU32>,
}

impl Criticality {
    /// No playouts yet.
    pub fn new() -> Criticality {
        let counters = || PointMap::from_fn(|_| AtomicU32::new(0));
        Criticality {
            playouts: AtomicU32::new(0),
            black_wins: AtomicU32::new(0),
            owned: ByColor::new(counters(), counters()),
            owned_by_winner: counters(),
        }
    }

    /// Records a playout's final `board` and its winner.
    pub fn add(&self, board: &Board, winner: Color) {
        for p in board.points() {
            if let Some(owner) = final_owner(board, p) {
                self.owned[owner][p].fetch_add(1, Ordering::Relaxed);
                if owner == winner {
                    self.owned_by_winner[p].fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        if winner == Color::Black {
            self.black_wins.fetch_add(1, Ordering::Relaxed);
        }
        self.playouts.fetch_add(1, Ordering::Relaxed);
    }

    /// The criticality of `p`: the share of playouts its owner won, minus the share chance
    /// would give (each colour's ownership times its wins); `None` while the playouts are
    /// too few.
    pub fn of(&self, p: Point) -> Option<f64> {
        let n = self.playouts.load(Ordering::Relaxed);
        if n < MIN_PLAYOUTS {
            return None;
        }
        let n = f64::from(n);
        let share = |counter: &AtomicU32| f64::from(counter.load(Ordering::Relaxed)) / n;
        let black_wins = share(&self.black_wins);
        let chance = share(&self.owned[Color::Black][p]) * black_wins
            + share(&self.owned[Color::White][p]) * (1.0 - black_wins);
        Some(share(&self.owned_by_winner[p]) - chance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    #[test]
    fn a_point_its_winner_always_owns_is_critical_and_a_fixed_one_is_not() {
        let wall = ". X . O .";
        let black_won = diagram_board(&[wall, wall, ". X X O .", wall, wall]);
        let white_won = diagram_board(&[wall, wall, ". X O O .", wall, wall]);
        let crit = Criticality::new();
        assert_eq!(crit.of(at(&black_won, "C3")), None);
        for _ in 0..MIN_PLAYOUTS / 2 {
            crit.add(&black_won, Color::Black);
            crit.add(&white_won, Color::White);
        }
        // C3 belongs to each game's winner: half the playouts by chance, all of them here.
        let c3 = crit.of(at(&black_won, "C3")).unwrap();
        assert!((c3 - 0.5).abs() < 1e-9, "{c3}");
        // D5 is White's in every playout: owning it says nothing about the winner.
        let d5 = crit.of(at(&black_won, "D5")).unwrap();
        assert!(d5.abs() < 1e-9, "{d5}");
    }
}
