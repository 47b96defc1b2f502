//! Benson's algorithm: chains that cannot be captured even if their owner always passes, and
//! the regions they own outright.

use super::regions::{bordering_chains, regions};
use crate::board::{Board, Color, Point, PointMap};

/// Pass-alive chains of both colours and the points of the regions they enclose.
#[derive(Clone, Debug)]
pub struct PassAlive {
    alive: PointMap<bool>,
    territory: PointMap<Option<Color>>,
}

impl PassAlive {
    /// Runs Benson's algorithm for both colours.
    pub fn find(board: &Board) -> PassAlive {
        let mut result = PassAlive {
            alive: PointMap::new(false),
            territory: PointMap::new(None),
        };
        for color in Color::BOTH {
            result.mark_pass_alive(board, color);
        }
        result
    }

    /// Whether the stone on `point` belongs to a pass-alive chain.
    pub fn is_alive(&self, point: Point) -> bool {
        self.alive[point]
    }

    /// The colour whose pass-alive chains alone enclose `point` with no room for the opponent
    /// to make an eye; opponent stones there are dead.
    pub fn territory(&self, point: Point) -> Option<Color> {
        self.territory[point]
    }

    /// Benson's algorithm for `color`: marks its pass-alive chains and the regions they own.
    fn mark_pass_alive(&mut self, board: &Board, color: Color) {
        // Maximal regions of points without a `color` stone, with the chains around them.
        let enclosed = regions(board, |p| board.color_at(p) != Some(color));
        let borders: Vec<Vec<Point>> = enclosed
            .iter()
            .map(|r| bordering_chains(board, r))
            .collect();
        // A region is vital to a chain when every empty point in it is a liberty of the chain.
        let vital = |r: usize, chain: Point| {
            enclosed[r].iter().all(|&p| {
                board.color_at(p).is_some()
                    || board
                        .neighbors(p)
                        .iter()
                        .any(|&n| board.color_at(n) == Some(color) && board.chain(n) == chain)
            })
        };
        let mut chains: Vec<Point> = borders.iter().flatten().copied().collect();
        chains.sort_by_key(|p| p.index());
        chains.dedup();
        let mut chain_alive = vec![true; chains.len()];
        let mut region_alive = vec![true; enclosed.len()];
        let vital_pairs: Vec<Vec<usize>> = chains
            .iter()
            .map(|&chain| {
                (0..enclosed.len())
                    .filter(|&r| borders[r].contains(&chain) && vital(r, chain))
                    .collect()
            })
            .collect();
        loop {
            let mut changed = false;
            for (i, vital_regions) in vital_pairs.iter().enumerate() {
                if chain_alive[i] && vital_regions.iter().filter(|&&r| region_alive[r]).count() < 2
                {
                    chain_alive[i] = false;
                    changed = true;
                }
            }
            for (r, border) in borders.iter().enumerate() {
                let all_alive = border.iter().all(|head| {
                    let i = chains.binary_search_by_key(&head.index(), |p| p.index());
                    i.is_ok_and(|i| chain_alive[i])
                });
                if region_alive[r] && !all_alive {
                    region_alive[r] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for (i, &chain) in chains.iter().enumerate() {
            if chain_alive[i] {
                for p in board.chain_stones(chain) {
                    self.alive[p] = true;
                }
            }
        }
        for (r, region) in enclosed.iter().enumerate() {
            let owned = region_alive[r]
                && !borders[r].is_empty()
                && region.iter().all(|&p| {
                    board.color_at(p).is_some()
                        || board
                            .neighbors(p)
                            .iter()
                            .any(|&n| board.color_at(n) == Some(color))
                });
            if owned {
                for &p in region {
                    self.territory[p] = Some(color);
                }
            }
        }
    }
}
