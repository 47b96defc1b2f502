//! How far apart two groups of one colour are: the fewest moves their owner needs to join
//! them if the opponent did nothing, and the points on those shortest joins. Each group
//! spreads over the board as a shortest-path search: an empty point costs a move, the owner's
//! stones cost nothing (the owner's chains are joined by touching them), an opponent chain in
//! atari costs the move that captures it and one of two liberties two moves; stronger
//! opponent chains are walls. The points where the two spreads meet most cheaply are the
//! ones both sides fight over.

use crate::board::{Board, Color, Point, PointMap, Stone};

/// Spreads stop at this many moves: groups farther apart are as good as cut.
pub(super) const FAR: u8 = 8;

/// The gap between two groups.
pub(super) struct Gap {
    /// The fewest moves of the owner that join the groups ([`FAR`] or more: out of reach).
    pub moves: u8,
    /// The empty points on the cheapest joins and on those one move dearer, cheapest first
    /// and, among equals, those in the middle.
    pub points: Vec<GapPoint>,
}

/// A point of a gap.
#[derive(Clone, Copy, Debug)]
pub(super) struct GapPoint {
    pub point: Point,
    /// The owner's moves of the cheapest join through it.
    pub cost: u8,
}

/// The gap between the groups of the chains `a_chains` and `b_chains` (of `owner`).
pub(super) fn gap(board: &Board, a_chains: &[Point], b_chains: &[Point], owner: Color) -> Gap {
    let from_a = spread(board, a_chains, owner);
    let from_b = spread(board, b_chains, owner);
    let join_cost = |p: Point| -> Option<u8> {
        let (da, db) = (from_a[p], from_b[p]);
        if da >= FAR || db >= FAR {
            return None;
        }
        // Both spreads paid for the point itself: count it once.
        Some(da + db - entry_cost(board, p, owner)?)
    };
    let costs: Vec<(Point, u8)> = board
        .points()
        .filter_map(|p| Some((p, join_cost(p)?)))
        .collect();
    let moves = costs.iter().map(|&(_, cost)| cost).min().unwrap_or(FAR);
    let mut points: Vec<(u8, u8, Point)> = costs
        .into_iter()
        .filter(|&(p, cost)| board.stone(p) == Stone::Empty && cost <= moves + 1)
        .map(|(p, cost)| (cost, u8::MAX - from_a[p].min(from_b[p]), p))
        .collect();
    // Cheapest first; among equals, those in the middle (as far from the nearer group as
    // possible).
    points.sort_unstable_by_key(|&(cost, middle, p)| (cost, middle, p.index()));
    let points = points
        .into_iter()
        .map(|(cost, _, point)| GapPoint { point, cost })
        .collect();
    Gap { moves, points }
}

/// What it costs `owner` to take in the point `p` on the way from a group: a move for an
/// empty point, nothing for its own stone, the capture of an opponent chain short of
/// liberties; `None` for a wall.
fn entry_cost(board: &Board, p: Point, owner: Color) -> Option<u8> {
    match board.stone(p) {
        Stone::Empty => Some(1),
        Stone::Border => None,
        s if s == Stone::of(owner) => Some(0),
        _ => match board.liberties(p) {
            1 => Some(1),
            2 => Some(2),
            _ => None,
        },
    }
}

/// The moves `owner` needs to reach every point from the chains `chains` ([`FAR`] where
/// that is out of reach), a chain's stones all at once.
fn spread(board: &Board, chains: &[Point], owner: Color) -> PointMap<u8> {
    let mut cost = PointMap::new(FAR);
    let mut buckets: Vec<Vec<Point>> = vec![Vec::new(); usize::from(FAR)];
    for &chain in chains {
        for stone in board.chain_stones(chain) {
            cost[stone] = 0;
            buckets[0].push(stone);
        }
    }
    for d in 0..FAR {
        while let Some(p) = buckets[usize::from(d)].pop() {
            if cost[p] < d {
                continue;
            }
            for n in board.neighbors(p) {
                let Some(step) = entry_cost(board, n, owner) else {
                    continue;
                };
                let reached = d + step;
                if reached >= FAR || cost[n] <= reached {
                    continue;
                }
                if board.stone(n) == Stone::Empty {
                    cost[n] = reached;
                    buckets[usize::from(reached)].push(n);
                } else {
                    for stone in board.chain_stones(n) {
                        cost[stone] = reached;
                        buckets[usize::from(reached)].push(stone);
                    }
                }
            }
        }
    }
    cost
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    #[test]
    fn a_one_point_jump_is_one_move_apart_through_the_point_between() {
        let b = diagram_board(&[
            ". . . . .",
            ". . . . .",
            ". X . X .",
            ". . . . .",
            ". . . . .",
        ]);
        let gap = gap(&b, &[at(&b, "B3")], &[at(&b, "D3")], Color::Black);
        assert_eq!(gap.moves, 1);
        assert_eq!(gap.points[0].point, at(&b, "C3"));
    }

    #[test]
    fn an_opponent_chain_in_atari_between_is_one_capture_apart() {
        // White C3's one liberty is C2: capturing it joins B3 and D3 in one move, while the
        // way round through C4 takes two.
        let b = diagram_board(&[
            ". . . . .",
            ". . X . .",
            ". X O X .",
            ". . . . .",
            ". . . . .",
        ]);
        let gap = gap(&b, &[at(&b, "B3")], &[at(&b, "D3")], Color::Black);
        assert_eq!(gap.moves, 1);
        let points: Vec<Point> = gap.points.iter().map(|g| g.point).collect();
        assert!(points.contains(&at(&b, "B4")) && points.contains(&at(&b, "D4")));
    }

    #[test]
    fn groups_behind_a_strong_wall_are_out_of_reach() {
        let b = diagram_board(&[
            ". . O . .",
            ". . O . .",
            ". X O X .",
            ". . O . .",
            ". . O . .",
        ]);
        let gap = gap(&b, &[at(&b, "B3")], &[at(&b, "D3")], Color::Black);
        assert_eq!(gap.moves, FAR);
        assert!(gap.points.is_empty());
    }
}
