//! Seki proven by reading. The playouts call a chain seki when they leave one of its
//! liberties empty and shared, which a true seki does, and also a capturing race that random
//! play does not finish. A chain keeps the seki status only when its opponent, moving first,
//! cannot capture it; a chain the opponent kills is dead when its owner cannot save it by
//! moving first either, or when the opponent is the side to move (the player after the last
//! pass, as AGA's rules resume play). A cluster left with the chains of one colour only is no
//! seki: they are alive.

use super::confirm::seki_clusters;
use super::killable::defended_after;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point};
use crate::tactics::life::{kill_counting_moves, save, LifeReading, LIFE_BUDGET};
use std::time::Instant;

/// The moves the readings of one position's seki chains may play together.
const TOTAL_MOVES: u32 = 600_000;

/// Re-judges every chain marked seki in `statuses` on `board`, `to_move` moving next, as the
/// module describes; false when the deadline or the move budget stopped the reading (the
/// chains not read keep their status).
pub(super) fn prove_seki(
    board: &Board,
    to_move: Color,
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
                let owner_first = to_move == owner;
                if owner_first && save(&mut scratch, head, LIFE_BUDGET) != LifeReading::Fails {
                    log::debug!(
                        "seki chain at {at}: dies to {} but its owner moves first",
                        board.vertex(kill)
                    );
                    continue;
                }
                log::debug!(
                    "seki chain at {at} ({} stones): dies to {}, no seki",
                    board.chain_size(head),
                    board.vertex(kill)
                );
                statuses.set_chain(board, head, Status::Dead);
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

fn both_colours(board: &Board, chains: &[Point]) -> bool {
    Color::BOTH
        .iter()
        .all(|&c| chains.iter().any(|&h| board.color_at(h) == Some(c)))
}
