//! Seki proven by reading. The playouts call a chain seki when they leave one of its
//! liberties empty and shared, which a true seki does, and also a capturing race that random
//! play does not finish. A chain keeps the seki status only when its opponent, moving first,
//! cannot capture it; a chain the opponent kills is dead when its owner cannot save it by
//! moving first either, or when the owner does not move first in a dispute: under
//! confirmation by hypothetical play (Japanese, Korean) the capturing side always does; under
//! the other rules the side to move does (the player after the last pass, as AGA's rules
//! resume play). A cluster left with the chains of one colour only is no seki: they are
//! alive.

use super::confirmation_play::seki_clusters;
use super::killable::defended_after;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point};
use crate::tactics::life::{budget_within, kill_verdict, save, LifeReading};
use crate::tactics::{moves_read_on_this_thread, Budget};
use std::time::Instant;

/// The moves the readings of one position's seki chains may play together.
const TOTAL_MOVES: u64 = 600_000;

/// Readings one candidate may need: the kill, the defense after it (a kill and a save), and
/// the owner's save (a kill and a save).
const READINGS: u32 = 5;

/// Re-judges every chain marked seki in `statuses` on `board` as the module describes,
/// `first_in_dispute` moving first in a dispute (`None`: the capturing side). Every candidate
/// is read before any status changes, so the order of reading decides nothing; when chains of
/// both colours of one cluster die to the other side moving first (a dispute the rules leave
/// to the capturing side, whoever that is), the cluster stays in seki. False when the deadline
/// or the move budget stopped the reading (the chains not read keep their status).
pub(super) fn prove_seki(
    board: &Board,
    first_in_dispute: Option<Color>,
    statuses: &mut Statuses,
    deadline: Option<Instant>,
) -> bool {
    let clusters = seki_clusters(board, statuses);
    if clusters.is_empty() {
        return true;
    }
    let mut heads: Vec<Point> = clusters.concat();
    // Bigger chains first: the stones at stake, should the budget run out.
    heads.sort_by_key(|&h| std::cmp::Reverse(board.chain_size(h)));
    let mut scratch = board.clone();
    let first_read = moves_read_on_this_thread();
    let mut read_all = true;
    let mut killed: Vec<(Point, String)> = Vec::new();
    for head in heads {
        let used = moves_read_on_this_thread() - first_read;
        let Some(budget) = budget_within(TOTAL_MOVES.saturating_sub(used), deadline, READINGS)
        else {
            log::debug!("seki reading stopped: out of time or moves");
            read_all = false;
            break;
        };
        if let Some(reason) = dies(&mut scratch, head, first_in_dispute, budget) {
            killed.push((head, reason));
        }
    }
    for cluster in &clusters {
        let dying: Vec<&(Point, String)> = killed
            .iter()
            .filter(|(head, _)| cluster.contains(head))
            .collect();
        let dying_heads: Vec<Point> = dying.iter().map(|(head, _)| *head).collect();
        if both_colours(board, &dying_heads) {
            log::debug!(
                "seki cluster at {}: each side dies to the other moving first, left in seki",
                board.vertex(cluster[0])
            );
            continue;
        }
        for (head, reason) in dying {
            statuses.set_chain(board, *head, Status::Dead);
            statuses.rule(*head, Status::Dead, reason.clone());
        }
    }
    for cluster in seki_clusters(board, statuses) {
        if !both_colours(board, &cluster) {
            for head in cluster {
                statuses.set_chain(board, head, Status::Alive);
                let owner = board.color_at(head).expect("chain head is a stone");
                let reason = format!(
                    "{owner} {} ({}): no seki, alive: its partners are dead",
                    board.vertex(head),
                    stones(board.chain_size(head))
                );
                statuses.rule(head, Status::Alive, reason);
            }
        }
    }
    read_all
}

/// Whether the seki candidate through `head` is dead: its opponent, moving first, kills it,
/// a reading from the position after the kill finds no defense, and its owner either does not
/// move first in a dispute or cannot save it by moving first. The reason, in words, if so.
fn dies(
    board: &mut Board,
    head: Point,
    first_in_dispute: Option<Color>,
    budget: Budget,
) -> Option<String> {
    let owner = board.color_at(head).expect("chain head is a stone");
    let at = board.vertex(head);
    let reading = kill_verdict(board, head, budget);
    let used = reading.moves_read;
    let kill = match reading.answer {
        LifeReading::Succeeds(kill) => kill,
        LifeReading::Unknown => {
            log::debug!("seki chain at {at}: not decided in {used} moves, left in seki");
            return None;
        }
        LifeReading::Fails => {
            log::debug!("seki chain at {at}: cannot be captured ({used} moves read)");
            return None;
        }
    };
    let kill_text = crate::board::move_text(board, kill);
    if let Move::Play(point) = kill {
        if defended_after(board, point, head, budget) {
            log::debug!("seki chain at {at}: a kill at {kill_text} read, refuted");
            return None;
        }
    }
    let owner_first = first_in_dispute == Some(owner);
    if owner_first && save(board, head, budget) != LifeReading::Fails {
        log::debug!("seki chain at {at}: dies to {kill_text} but its owner moves first");
        return None;
    }
    let why = match first_in_dispute {
        None => "the capturing side moves first in confirmation".to_string(),
        Some(first) if first != owner => format!("{first} moves first"),
        Some(_) => "whoever moves first".to_string(),
    };
    let reason = format!(
        "{owner} {at} ({}): no seki, dead: {} kills it at {kill_text} ({why})",
        stones(board.chain_size(head)),
        owner.opponent(),
    );
    log::debug!("{reason}");
    Some(reason)
}

fn stones(count: usize) -> String {
    match count {
        1 => "1 stone".to_string(),
        n => format!("{n} stones"),
    }
}

fn both_colours(board: &Board, chains: &[Point]) -> bool {
    Color::BOTH
        .iter()
        .all(|&c| chains.iter().any(|&h| board.color_at(h) == Some(c)))
}
