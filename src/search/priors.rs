//! The children of a new tree node and their priors: every legal move that does not fill the
//! mover's own real eye, plus pass, each starting with a few virtual playouts ("even" games)
//! shifted by what the move does: captures, atari escapes (bad when they run into a ladder),
//! self-ataris, Mogo 3×3 shapes, closeness to the last move and the first line early in the
//! game.

use super::tree::{NewChild, TreeMove, PASS};
use crate::board::{Board, Color, Placement, Point};
use crate::patterns;
use crate::tactics::ladder;

/// Virtual playouts every child starts with, half of them won.
const EVEN: u32 = 10;

/// The children to create for `color` to move on `board` after the opponent's `last` move
/// (ladders are read on `board`, which is left as it was).
pub fn children(board: &mut Board, color: Color, last: Option<Point>) -> Vec<NewChild> {
    let size = board.size();
    let opening = board.empty_count() * 10 > size * size * 8;
    let mut children = Vec::with_capacity(board.empty_count() + 1);
    for i in 0..board.empty_count() {
        let p = board.empty_point(i);
        if board.placement(p, color) != Placement::Legal || board.is_real_eye(p, color) {
            continue;
        }
        let (mut visits, mut wins) = (EVEN, EVEN / 2);
        let mut add = |v: u32, w: u32| {
            visits += v;
            wins += w;
        };
        let opponent = color.opponent();
        let mut captures = false;
        let mut escapes = false;
        for n in board.neighbors(p) {
            match board.color_at(n) {
                Some(c) if c == opponent && board.atari_liberty(n) == Some(p) => captures = true,
                Some(c) if c == color && board.atari_liberty(n) == Some(p) => escapes = true,
                _ => {}
            }
        }
        let self_atari = board.self_atari_stones(p, color);
        if captures {
            add(20, 20);
        }
        if escapes && self_atari.is_none() {
            if ladder::runs_into_ladder(board, p, color) {
                add(20, 2);
            } else {
                add(20, 18);
            }
        }
        if ladder::starts_ladder(board, p, color) {
            add(20, 17);
        }
        if patterns::matches(board, p) {
            add(10, 8);
        }
        match self_atari {
            Some(stones) if stones >= 2 => add(20, 0),
            Some(_) if !captures => add(10, 2),
            _ => {}
        }
        if let Some(last) = last {
            let (a, b) = (board.vertex(p), board.vertex(last));
            if a.col.abs_diff(b.col) + a.row.abs_diff(b.row) <= 2 {
                add(6, 5);
            }
        }
        if opening {
            let v = board.vertex(p);
            let line = v.col.min(v.row).min(size - 1 - v.col).min(size - 1 - v.row);
            if line == 0 {
                add(10, 0);
            } else if line == 1 && size >= 9 {
                add(6, 1);
            }
        }
        children.push(NewChild {
            mv: p.index() as TreeMove,
            prior_visits: visits,
            prior_wins: wins,
        });
    }
    children.push(NewChild {
        mv: PASS,
        prior_visits: EVEN,
        prior_wins: if children.is_empty() { EVEN / 2 } else { 1 },
    });
    children
}
