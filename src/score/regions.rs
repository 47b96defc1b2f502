//! Flood fill over the points of a board that satisfy a predicate.

use crate::board::{Board, Point, PointMap, Stone};

/// The connected sets of points for which `inside` holds, each with the points it consists of.
pub(super) fn regions(board: &Board, inside: impl Fn(Point) -> bool) -> Vec<Vec<Point>> {
    let mut seen = PointMap::new(false);
    let mut regions = Vec::new();
    let mut stack = Vec::new();
    for start in board.points() {
        if seen[start] || !inside(start) {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let mut region = Vec::new();
        while let Some(p) = stack.pop() {
            region.push(p);
            for n in board.neighbors(p) {
                if board.stone(n) != Stone::Border && !seen[n] && inside(n) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        regions.push(region);
    }
    regions
}

/// The distinct chains (by representative point) with a stone next to one of `points`.
pub(super) fn bordering_chains(board: &Board, points: &[Point]) -> Vec<Point> {
    let mut chains = Vec::new();
    for &p in points {
        for n in board.neighbors(p) {
            if board.color_at(n).is_some() {
                let head = board.chain(n);
                if !chains.contains(&head) {
                    chains.push(head);
                }
            }
        }
    }
    chains
}
