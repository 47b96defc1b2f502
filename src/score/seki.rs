//! Seki proven by reading. The playouts call a chain seki when they leave one of its
//! liberties empty and shared, which a true seki does, and also a capturing race that random
//! play does not finish. A chain keeps the seki status only when its opponent, moving first,
//! cannot capture it; a chain the opponent kills is dead when its owner cannot save it by
//! moving first either, or when the owner does not move first in a dispute: under
//! confirmation by hypothetical play (Japanese, Korean) the capturing side always does; under
//! the other rules the side to move does (the player after the last pass, as AGA's rules
//! resume play). A cluster left with the chains of one colour only is no seki: they are
//! alive.

use super::confirm::seki_clusters;
use super::killable::defended_after;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point};
use crate::tactics::life::{kill_counting_moves, save, LifeReading, LIFE_BUDGET};
use std::time::Instant;

/// The moves the readings of one position's seki chains may play together.
const TOTAL_MOVES: u32 = 600_000;

/// Re-judges every chain marked seki in `statuses` on `board` as the module describes,
/// `first_in_dispute` moving first in a dispute (`None`: the capturing side); false when the
/// deadline or the move budget stopped the reading (the chains not read keep their status).
pub(super) fn prove_seki(
    board: &Board,
    first_in_dispute: Option<Color>,
    statuses: &mut Statuses,
    deadline: Option<Instant>,
) -> bool {
    let mut heads: Vec<Point> = seki_clusters(board, statuses).concat();
    if heads.is_empty() {
        return true;
    }
    // Bigger chains first: the stones at stake.
    heads.sort_by_key(|&h| std::cmp::Reverse(board.chain_size(h)));
    let mut scratch = board.clone();
    let mut moves_left = TOTAL_MOVES;
    let mut read_all = true;
    for head in heads {
        if statuses.of(head) != Status::Seki || !has_seki_partner(board, statuses, head) {
            continue;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) || moves_left < LIFE_BUDGET.moves {
            log::debug!("seki reading stopped: out of time or moves");
            read_all = false;
            break;
        }
        let owner = board.color_at(head).expect("chain head is a stone");
        let (reading, used) = kill_counting_moves(&mut scratch, head, LIFE_BUDGET);
        moves_left = moves_left.saturating_sub(used);
        let at = board.vertex(head);
        match reading {
            LifeReading::Succeeds(Move::Play(kill)) => {
                if defended_after(&mut scratch, kill, head) {
                    log::debug!(
                        "seki chain at {at}: a kill at {} read, refuted",
                        board.vertex(kill)
                    );
                    continue;
                }
                let owner_first = first_in_dispute == Some(owner);
                if owner_first && save(&mut scratch, head, LIFE_BUDGET) != LifeReading::Fails {
                    log::debug!(
                        "seki chain at {at}: dies to {} but its owner moves first",
                        board.vertex(kill)
                    );
                    continue;
                }
                let why = match first_in_dispute {
                    _ if !owner_first && first_in_dispute.is_some() => {
                        format!("{} moves first", owner.opponent())
                    }
                    None => "the capturing side moves first in confirmation".to_string(),
                    _ => "whoever moves first".to_string(),
                };
                let reason = format!(
                    "{owner} {at} ({}): no seki, dead: {} kills it at {} ({why})",
                    stones(board.chain_size(head)),
                    owner.opponent(),
                    board.vertex(kill)
                );
                log::debug!("{reason}");
                statuses.set_chain(board, head, Status::Dead);
                statuses.rule(head, Status::Dead, reason);
            }
            LifeReading::Unknown => {
                log::debug!("seki chain at {at}: not decided in {used} moves, left in seki");
            }
            _ => log::debug!("seki chain at {at}: cannot be captured ({used} moves read)"),
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

/// Whether the seki chain through `head` is still in a cluster with chains of both colours.
fn has_seki_partner(board: &Board, statuses: &Statuses, head: Point) -> bool {
    seki_clusters(board, statuses)
        .iter()
        .any(|cluster| cluster.contains(&head) && both_colours(board, cluster))
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
