//! Which chains are dead or in seki at the end of a game: Benson first, then ownership from
//! playouts, judged chain by chain, then reading of the chains the playouts leave in seki, of
//! those they kill, and of those they keep alive, a tree search for those the reading leaves undecided, then chains
//! in atari that neither side may take.

use super::benson::PassAlive;
use super::confirmation_play::confirm_seki;
use super::disputes::save_dead_chains;
use super::estimator::Estimator;
use super::hanezeki::settle_standoffs;
use super::killable::kill_doubtful_chains;
use super::ownership::Ownership;
use super::searched::settle_undecided_chains;
use super::seki::prove_seki;
use super::statuses::{Status, Statuses};
use crate::board::Board;
use crate::game::Game;
use crate::rules::{ConfirmationKo, DeadStones};

/// A chain is in seki when one of its liberties ends empty and shared in at least this share of
/// the playouts.
const SEKI_NEUTRAL_SHARE: f64 = 0.5;

/// Estimates the status of every chain of `game`'s position under its rules; also says
/// whether all the estimator's playouts and readings ran (a deadline or a move budget may cut
/// them short).
pub fn estimate(game: &Game, estimator: &Estimator) -> (Statuses, bool) {
    let board = game.board();
    let mut statuses = Statuses::all_alive();
    if game.rules().dead_stones == DeadStones::StayOnBoard {
        return (statuses, true);
    }
    let pass_alive = PassAlive::find(board);
    let ownership = estimator.ownership(game);
    let complete = ownership.playouts() as usize >= estimator.playouts;
    if !complete {
        log::debug!(
            "dead-stone estimate on {} of {} playouts (out of time)",
            ownership.playouts(),
            estimator.playouts
        );
    }
    for head in board.chain_heads() {
        let color = board.color_at(head).expect("chain head is a stone");
        let status = if pass_alive.is_alive(head) {
            Status::Alive
        } else if pass_alive.territory(head) == Some(color.opponent()) {
            Status::Dead
        } else {
            let own = ownership.chain_share(board, head);
            log::debug!(
                "chain at {} ({color}, {} stones): owned by its colour in {:.0}% of playouts",
                board.vertex(head),
                board.chain_size(head),
                own * 100.0
            );
            if own < 0.5 {
                Status::Dead
            } else if shares_a_seki_liberty(board, head, &ownership) {
                Status::Seki
            } else {
                Status::Alive
            }
        };
        statuses.set_chain(board, head, status);
    }
    let first_in_dispute = match game.rules().confirmation_ko {
        ConfirmationKo::NoThreats => None,
        ConfirmationKo::PlayedOut => Some(game.to_move()),
    };
    let seki_read = prove_seki(board, first_in_dispute, &mut statuses, estimator.deadline);
    // The first player's move settles one dispute: a save here, else in the reading below.
    let mut first = first_in_dispute;
    let dead_read = save_dead_chains(
        board,
        &mut first,
        &pass_alive,
        &ownership,
        &mut statuses,
        estimator.deadline,
    );
    let (read_all, undecided) = kill_doubtful_chains(
        board,
        &pass_alive,
        &ownership,
        &mut first,
        &mut statuses,
        estimator.deadline,
    );
    let searched_all =
        settle_undecided_chains(game, &undecided, &ownership, &mut statuses, estimator);
    settle_standoffs(board, &pass_alive, &mut statuses);
    if game.rules().confirmation_ko == ConfirmationKo::NoThreats {
        confirm_seki(board, &mut statuses);
    }
    (
        statuses,
        complete && seki_read && dead_read && read_all && searched_all,
    )
}

fn shares_a_seki_liberty(board: &Board, head: crate::board::Point, ownership: &Ownership) -> bool {
    board.chain_stones(head).any(|s| {
        board.neighbors(s).iter().any(|&n| {
            board.stone(n) == crate::board::Stone::Empty
                && ownership.neutral_share(n) >= SEKI_NEUTRAL_SHARE
        })
    })
}
