//! Chains the playouts call dead that reading saves. A chain that lives without a move (its
//! opponent, moving first, cannot kill it) is alive under every ruleset. A chain whose fate
//! hangs on who moves first is judged by the ruleset's own procedure: where play resumes after
//! the game (AGA: the opponent of the last passer; Chinese, Ing, New Zealand: the dispute
//! played out, the same player first), it lives when its owner moves first and saves it; one
//! move settles one dispute, so the first player saves its largest such chain and the opponent,
//! moving next, kills any other. Under confirmation by hypothetical play (Japanese, Korean)
//! the capturing side moves first, so no such chain is saved. The opponent chains a save
//! captures are dead, as are those beside a saved chain that cannot live even moving first.

use super::benson::PassAlive;
use super::ownership::Ownership;
use super::statuses::{Status, Statuses};
use crate::board::{move_text, Board, Color, Move, Point};
use crate::tactics::life::{budget_within, kill, save, LifeReading};
use crate::tactics::{moves_read_on_this_thread, Budget};
use std::time::Instant;

/// A dead chain of the side that does not move first in a dispute, owned by its colour at the
/// end of at most this share of the playouts, is not read: it is dead whoever moves first.
/// (The first player's chains are all read: the playouts, moving at random, seldom find the
/// one move that saves a group.)
const CLEARLY_DEAD_SHARE: f64 = 0.1;

/// The moves the readings of one position's chains may play together.
const TOTAL_MOVES: u64 = 600_000;

/// Readings one chain may need: the save, the kill after it, and the saves of a few chains
/// beside it.
const READINGS: u32 = 6;

/// Marks alive, as the module describes, the chains called dead in `statuses` (not inside the
/// opponent's pass-alive territory; the other side's only when owned by their colour in more
/// than [`CLEARLY_DEAD_SHARE`] of the playouts) that the life reader proves saved, a fresh
/// reading from the position after the save finding no kill. `first` moves first in a dispute
/// (`None`: the capturing side), and is `None` afterwards once its move has saved a chain.
/// Largest chains first; false when the deadline or the move budget stopped the reading (the
/// chains not read keep their status).
pub(super) fn save_dead_chains(
    board: &Board,
    first: &mut Option<Color>,
    pass_alive: &PassAlive,
    ownership: &Ownership,
    statuses: &mut Statuses,
    deadline: Option<Instant>,
) -> bool {
    let mut heads: Vec<Point> = board
        .chain_heads()
        .filter(|&h| {
            let owner = board.color_at(h).expect("chain head is a stone");
            statuses.of(h) == Status::Dead
                && pass_alive.territory(h) != Some(owner.opponent())
                && (*first == Some(owner) || ownership.chain_share(board, h) > CLEARLY_DEAD_SHARE)
        })
        .collect();
    heads.sort_by_key(|&h| std::cmp::Reverse(board.chain_size(h)));
    let mut scratch = board.clone();
    let first_read = moves_read_on_this_thread();
    for head in heads {
        if statuses.of(head) != Status::Dead {
            continue;
        }
        let used = moves_read_on_this_thread() - first_read;
        let Some(budget) = budget_within(TOTAL_MOVES.saturating_sub(used), deadline, READINGS)
        else {
            log::debug!("dead chains: reading stopped, out of time or moves");
            return false;
        };
        save_if_first(&mut scratch, head, first, pass_alive, statuses, budget);
    }
    true
}

/// Keeps the chain through `head` alive when its owner saves it: without a move, or, when the
/// owner is `first` to move in a dispute, by its first move (then `first` becomes `None`).
/// Also marks dead the opponent chains the save captures and those beside the chain that cannot
/// live even moving first. Whether the chain was saved.
pub(super) fn save_if_first(
    board: &mut Board,
    head: Point,
    first: &mut Option<Color>,
    pass_alive: &PassAlive,
    statuses: &mut Statuses,
    budget: Budget,
) -> bool {
    let owner = board.color_at(head).expect("chain head is a stone");
    let Some((saving, captured)) = saved_by_moving_first(board, head, budget) else {
        return false;
    };
    let why = match saving {
        Move::Pass => "it needs no move".to_string(),
        Move::Play(_) if *first != Some(owner) => return false,
        Move::Play(_) => format!(
            "{owner} moves first and saves it at {}",
            move_text(board, saving)
        ),
    };
    if saving != Move::Pass {
        *first = None;
    }
    let reason = format!(
        "{owner} {} ({} stones): alive, {why}",
        board.vertex(head),
        board.chain_size(head),
    );
    log::debug!("{reason}");
    statuses.set_chain(board, head, Status::Alive);
    statuses.rule(head, Status::Alive, reason);
    for stone in captured {
        statuses.set_chain(board, stone, Status::Dead);
    }
    for neighbor in hopeless_neighbors(board, head, pass_alive, statuses, budget) {
        log::debug!(
            "{} {}: dead beside the saved chain, whoever moves first",
            owner.opponent(),
            board.vertex(neighbor)
        );
        statuses.set_chain(board, neighbor, Status::Dead);
    }
    true
}

/// The save of the chain through `head` by its owner moving first, if the life reader proves
/// one and a fresh reading after it finds no kill, with a stone of each opponent chain it
/// captures.
fn saved_by_moving_first(
    board: &mut Board,
    head: Point,
    budget: Budget,
) -> Option<(Move, Vec<Point>)> {
    let owner = board.color_at(head).expect("chain head is a stone");
    let LifeReading::Succeeds(saving) = save(board, head, budget) else {
        return None;
    };
    let mut after = board.clone();
    let mut captured = Vec::new();
    if let Move::Play(point) = saving {
        let opponents: Vec<Point> = board
            .neighbors(point)
            .iter()
            .copied()
            .filter(|&n| board.color_at(n) == Some(owner.opponent()) && board.liberties(n) == 1)
            .collect();
        after.play(point, owner);
        captured = opponents
            .into_iter()
            .filter(|&n| after.color_at(n).is_none())
            .collect();
    }
    (kill(&mut after, head, budget) == LifeReading::Fails).then_some((saving, captured))
}

/// The opponent chains next to the chain through `head` called alive (not pass-alive) that
/// their owner, moving first, cannot save: dead whoever moves first.
fn hopeless_neighbors(
    board: &mut Board,
    head: Point,
    pass_alive: &PassAlive,
    statuses: &Statuses,
    budget: Budget,
) -> Vec<Point> {
    let opponent = board
        .color_at(head)
        .expect("chain head is a stone")
        .opponent();
    let mut heads: Vec<Point> = board
        .chain_stones(head)
        .flat_map(|s| board.neighbors(s))
        .filter(|&n| board.color_at(n) == Some(opponent))
        .map(|n| board.chain(n))
        .collect();
    heads.sort_unstable();
    heads.dedup();
    heads
        .into_iter()
        .filter(|&h| {
            statuses.of(h) == Status::Alive
                && !pass_alive.is_alive(h)
                && save(board, h, budget) == LifeReading::Fails
        })
        .collect()
}
