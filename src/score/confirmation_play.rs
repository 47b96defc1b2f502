//! Life and death confirmed by hypothetical play, as the 1989 Japanese rules do it: the only
//! ko threat is a pass, so whoever may start a ko wins it. Applied to chains judged in seki,
//! this finds the seki-looking shapes that are really dead (bent four in the corner); the
//! reading itself is [`crate::tactics::confirm`].

use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Point, Stone};
use crate::tactics::confirm::captures_whoever_starts;
use crate::tactics::Answer;

/// Clusters with more points than this are not read.
const MAX_REGION: usize = 20;

/// Re-judges every cluster of seki chains: if one side can capture a chain of the other side's
/// part of the cluster whatever the other side does, even when the other side moves first,
/// the other side's chains are dead and the first side's alive.
pub fn confirm_seki(board: &Board, statuses: &mut Statuses) {
    let mut scratch = board.clone();
    for cluster in seki_clusters(board, statuses) {
        let mut region: Vec<Point> = Vec::new();
        for &head in &cluster {
            for s in board.chain_stones(head) {
                region.push(s);
                for n in board.neighbors(s) {
                    if board.stone(n) == Stone::Empty && !region.contains(&n) {
                        region.push(n);
                    }
                }
            }
        }
        if region.len() > MAX_REGION {
            continue;
        }
        for attacker in Color::BOTH {
            let targets: Vec<Point> = cluster
                .iter()
                .filter(|&&h| board.color_at(h) == Some(attacker.opponent()))
                .copied()
                .collect();
            if targets.is_empty() {
                continue;
            }
            // The defender moves first (it may pass): dead means dead whoever starts, so an
            // unsettled cluster is not handed to whichever colour is tried first.
            let captures = captures_whoever_starts(&mut scratch, attacker, &targets, &region);
            log::debug!(
                "confirmation: {attacker} against {} chains, defender first: {:?} after {} moves read",
                targets.len(),
                captures.answer,
                captures.moves_read,
            );
            if captures.answer == Answer::Succeeds(()) {
                for &head in &cluster {
                    let dead = board.color_at(head) != Some(attacker);
                    let status = if dead { Status::Dead } else { Status::Alive };
                    statuses.set_chain(board, head, status);
                }
                break;
            }
        }
    }
}

/// Groups the seki chains that touch each other or share a liberty.
pub(super) fn seki_clusters(board: &Board, statuses: &Statuses) -> Vec<Vec<Point>> {
    let heads: Vec<Point> = board
        .chain_heads()
        .filter(|&p| statuses.of(p) == Status::Seki)
        .collect();
    let touches = |a: Point, b: Point| {
        board.chain_stones(a).any(|s| {
            board.neighbors(s).iter().any(|&n| {
                (board.color_at(n).is_some() && board.chain(n) == b)
                    || (board.stone(n) == Stone::Empty
                        && board
                            .neighbors(n)
                            .iter()
                            .any(|&m| board.color_at(m).is_some() && board.chain(m) == b))
            })
        })
    };
    let mut clusters: Vec<Vec<Point>> = Vec::new();
    for head in heads {
        let joined: Vec<usize> = (0..clusters.len())
            .filter(|&i| clusters[i].iter().any(|&h| touches(head, h)))
            .collect();
        let mut merged = vec![head];
        for &i in joined.iter().rev() {
            merged.extend(clusters.swap_remove(i));
        }
        clusters.push(merged);
    }
    clusters
}
