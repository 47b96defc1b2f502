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
