//! Chains the life reader leaves undecided (out of budget, or open ground it does not read),
//! settled by a tree search instead of the scoring playouts alone: a chain the playouts keep
//! alive without conviction is dead when its owner, moving first in a search from the
//! position, still ends up owning its stones in fewer than half of the search's playouts.

use super::estimator::Estimator;
use super::ownership::Ownership;
use super::statuses::{Status, Statuses};
use crate::board::Point;
use crate::game::Game;
use rayon::prelude::*;
use std::time::Instant;

/// Playouts of one chain's search (about one second on one thread on 19×19). With 1,000 or
/// 2,000, a lone White stone alive in the corpus (`19x19.sgf`#17, S1) ended owned by Black.
const SEARCH_PLAYOUTS: u64 = 4_000;

/// Chains their colour owns at the end of at least this share of the scoring playouts keep
/// their status unsearched.
const SEARCHED_BELOW_SHARE: f64 = 0.75;

/// The most chains searched in one position, the largest first.
const MOST_SEARCHES: usize = 3;

/// Marks dead each chain of `undecided` (largest first) still called alive, owned by its
/// colour in fewer than [`SEARCHED_BELOW_SHARE`] of the scoring playouts, whose owner keeps its
/// stones less often than not in the `estimator`'s chain search with the owner to move; at most
/// [`MOST_SEARCHES`] searches, side by side on the estimator's threads (each search on one
/// thread, so that its verdict does not depend on the threads), none started after the
/// estimator's deadline (which also stops those under way: their chains keep their status).
/// Each search is logged (at `debug`) with its verdict and its seconds. False when the deadline
/// left a search unfinished or unstarted.
pub(super) fn settle_undecided_chains(
    game: &Game,
    undecided: &[Point],
    ownership: &Ownership,
    statuses: &mut Statuses,
    estimator: &Estimator,
) -> bool {
    let Some(search) = estimator.chain_search else {
        return true;
    };
    let board = game.board();
    let doubtful: Vec<Point> = undecided
        .iter()
        .copied()
        .filter(|&head| {
            statuses.of(head) == Status::Alive
                && ownership.chain_share(board, head) < SEARCHED_BELOW_SHARE
        })
        .take(MOST_SEARCHES)
        .collect();
    let out_of_time = || estimator.deadline.is_some_and(|d| Instant::now() >= d);
    // Whether the chain through `head` is dead; `None` when the deadline left it unjudged.
    let judge = |head: Point| -> Option<bool> {
        if out_of_time() {
            log::debug!(
                "dead-stone search of {} not started: out of time",
                board.vertex(head)
            );
            return None;
        }
        let started = Instant::now();
        let Some(keeps) = search(
            game,
            head,
            SEARCH_PLAYOUTS,
            estimator.seed,
            estimator.deadline,
        ) else {
            let seconds = started.elapsed().as_secs_f64();
            log::debug!(
                "dead-stone search of {}: no verdict ({seconds:.3} s)",
                board.vertex(head)
            );
            return (!out_of_time()).then_some(false);
        };
        let dead = keeps < 0.0;
        log::debug!(
            "chain at {} ({} stones) undecided by reading: its owner, moving first, keeps it {:+.2} in a search of {} playouts ({:.3} s): {}",
            board.vertex(head),
            board.chain_size(head),
            keeps,
            SEARCH_PLAYOUTS,
            started.elapsed().as_secs_f64(),
            if dead { "dead" } else { "alive" }
        );
        Some(dead)
    };
    let verdicts: Vec<Option<bool>> = estimator
        .pool
        .install(|| doubtful.par_iter().map(|&head| judge(head)).collect());
    for (&head, verdict) in doubtful.iter().zip(&verdicts) {
        if *verdict == Some(true) {
            statuses.set_chain(board, head, Status::Dead);
        }
    }
    verdicts.iter().all(Option::is_some)
}
