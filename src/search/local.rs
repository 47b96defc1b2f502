//! A group's fate judged by the search where the life reader cannot decide it within its
//! budget (GNU Go's owl commands ask for an answer all the same): a search of
//! [`LOCAL_PLAYOUTS`] playouts from the position, its first move kept within
//! [`LOCAL_RADIUS`] steps of the group's chain, and the chain's owner at the end of those
//! playouts.

use super::{Analysis, MoveFilter, Player, Reporter};
use crate::board::{Color, Move, Point, Stone};
use crate::game::Game;
use std::time::Duration;

/// Playouts of one local search (about 0.7 s on one thread on 19×19). GNU Go's owl suites
/// (the 222 tests of `ld_owl.tst` and `owl1.tst`) pass about as often with 1,000, 3,000 or
/// 6,000.
const LOCAL_PLAYOUTS: u64 = 2_000;

/// The first move of a local search is at most this many steps (along the lines) from a stone
/// of the group's chain. (On the same 222 tests: 2 steps passed 98, 3 steps 102, 4 steps 105.)
const LOCAL_RADIUS: i32 = 3;

/// The search reports only once, at its end.
const NO_REPORTS: Duration = Duration::from_secs(24 * 60 * 60);

/// What a local search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LocalVerdict {
    /// The mover's best first move near the group.
    pub best: Move,
    /// Who owned the stone's point at the end of the search's playouts, from the mover's side:
    /// 1 when the mover always did, −1 when the opponent always did.
    pub mover_owns: f64,
}

impl Player {
    /// The group of the chain through `stone` in `game`, judged by a local search with `mover`
    /// to move; `None` when no empty point lies near the chain.
    pub fn local_verdict(
        &mut self,
        game: &Game,
        stone: Point,
        mover: Color,
    ) -> Option<LocalVerdict> {
        let board = game.board();
        let chain: Vec<Point> = board.chain_stones(stone).collect();
        let near = |p: Point| {
            let v = board.vertex(p);
            chain.iter().any(|&s| {
                let w = board.vertex(s);
                (v.col as i32 - w.col as i32).abs() + (v.row as i32 - w.row as i32).abs()
                    <= LOCAL_RADIUS
            })
        };
        let allowed: Vec<Move> = board
            .points()
            .filter(|&p| board.stone(p) == Stone::Empty && near(p))
            .map(Move::Play)
            .collect();
        if allowed.is_empty() {
            return None;
        }
        let mut filter = MoveFilter::default();
        filter.allow_only(mover, &allowed, 1, board);
        let mut last: Option<Analysis> = None;
        let mut keep = |analysis: &Analysis| {
            last = Some(analysis.clone());
            true
        };
        let result = self.analyze_within(
            game,
            mover,
            LOCAL_PLAYOUTS,
            None,
            Reporter {
                every: NO_REPORTS,
                ownership: true,
                sink: &mut keep,
                avoid: Some(&filter),
            },
        );
        let black_owns = last?.ownership?[stone];
        let mover_owns = match mover {
            Color::Black => black_owns,
            Color::White => -black_owns,
        };
        log::debug!(
            "local search for {mover} near {}: {} playouts, best {}, {mover} owns the group's point {mover_owns:.2}",
            board.vertex(stone),
            result.playouts,
            crate::board::move_text(board, result.best),
        );
        Some(LocalVerdict {
            best: result.best,
            mover_owns,
        })
    }
}
