//! The fate of groups judged by the search where the readers cannot decide it within their
//! budgets (GNU Go's owl and semeai commands ask for an answer all the same): a search of
//! [`LOCAL_PLAYOUTS`] playouts from the position, its first move kept within
//! [`LOCAL_RADIUS`] steps of the groups' chains, and the chains' owners at the end of those
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
/// of the groups' chains. (On the same 222 tests: 2 steps passed 98, 3 steps 102, 4 steps 105.)
const LOCAL_RADIUS: i32 = 3;

/// The search reports only once, at its end.
const NO_REPORTS: Duration = Duration::from_secs(24 * 60 * 60);

/// What a local search found.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalVerdict {
    /// The mover's best first move near the groups.
    pub best: Move,
    /// For each stone asked about, who owned its point at the end of the search's playouts,
    /// from the mover's side: 1 when the mover always did, −1 when the opponent always did.
    pub mover_owns: Vec<f64>,
}

impl Player {
    /// The groups of the chains through `stones` in `game`, judged by a local search with
    /// `mover` to move; `None` when no empty point lies near the chains.
    pub fn local_verdict(
        &mut self,
        game: &Game,
        stones: &[Point],
        mover: Color,
    ) -> Option<LocalVerdict> {
        let board = game.board();
        let chain: Vec<Point> = stones.iter().flat_map(|&s| board.chain_stones(s)).collect();
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
        let ownership = last?.ownership?;
        let mover_owns: Vec<f64> = stones
            .iter()
            .map(|&s| match mover {
                Color::Black => ownership[s],
                Color::White => -ownership[s],
            })
            .collect();
        log::debug!(
            "local search for {mover}: {} playouts, best {}, {mover} owns {}",
            result.playouts,
            crate::board::move_text(board, result.best),
            stones
                .iter()
                .zip(&mover_owns)
                .map(|(&s, owns)| format!("{} {owns:.2}", board.vertex(s)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        Some(LocalVerdict {
            best: result.best,
            mover_owns,
        })
    }
}
