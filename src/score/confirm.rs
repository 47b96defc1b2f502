//! Life and death confirmed by hypothetical play, as the 1989 Japanese rules do it: the only
//! ko threat is a pass, so whoever may start a ko wins it. Applied to chains judged in seki,
//! this finds the seki-looking shapes that are really dead (bent four in the corner).

use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Placement, Point, Stone};

/// Positions searched per cluster before giving up (the statuses then stay as they are).
const NODE_BUDGET: usize = 200_000;
/// Moves read ahead.
const DEPTH: usize = 24;
/// Clusters with more points than this are not read.
const MAX_REGION: usize = 20;

/// Re-judges every cluster of seki chains: if one side can capture a chain of the other side's
/// part of the cluster whatever the other side does, even when the other side moves first,
/// the other side's chains are dead and the first side's alive.
pub fn confirm_seki(board: &Board, statuses: &mut Statuses) {
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
            let mut reader = Reader {
                attacker,
                targets: &targets,
                region: &region,
                nodes: 0,
                path: vec![board.hash()],
            };
            // The defender moves first (it may pass): dead means dead whoever starts, so an
            // unsettled cluster is not handed to whichever colour is tried first.
            let defender = attacker.opponent();
            let result = reader.attacker_wins(board, defender, &mut Vec::new(), DEPTH, 0);
            log::debug!(
                "confirmation: {attacker} against {} chains, defender first: {result:?} after {} positions",
                targets.len(),
                reader.nodes
            );
            if result == Some(true) {
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
fn seki_clusters(board: &Board, statuses: &Statuses) -> Vec<Vec<Point>> {
    let heads: Vec<Point> = board
        .points()
        .filter(|&p| {
            board.color_at(p).is_some() && board.chain(p) == p && statuses.of(p) == Status::Seki
        })
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

/// A bounded minimax search in which the attacker tries to capture a target chain.
struct Reader<'a> {
    attacker: Color,
    /// One stone of each chain the attacker wants to capture.
    targets: &'a [Point],
    /// The points moves may be played on.
    region: &'a [Point],
    nodes: usize,
    /// Board hashes along the line being read: no move may repeat one (so stalling loops end).
    path: Vec<u64>,
}

impl Reader<'_> {
    /// Whether the attacker captures a target with `to_move` to play; `None` when the search
    /// ran out of depth or budget. `banned` holds ko points a side may no longer retake.
    fn attacker_wins(
        &mut self,
        board: &Board,
        to_move: Color,
        banned: &mut Vec<(Point, Color)>,
        depth: usize,
        passes: usize,
    ) -> Option<bool> {
        let defender = self.attacker.opponent();
        if self
            .targets
            .iter()
            .any(|&t| board.color_at(t) != Some(defender))
        {
            return Some(true);
        }
        if passes >= 2 {
            return Some(false);
        }
        self.nodes += 1;
        if depth == 0 || self.nodes > NODE_BUDGET {
            return None;
        }
        let attacking = to_move == self.attacker;
        let mut unknown = false;
        // The defender may pass; the attacker passing never helps it.
        if !attacking {
            let mut after = board.clone();
            after.clear_ko();
            match self.attacker_wins(&after, to_move.opponent(), banned, depth - 1, passes + 1) {
                Some(false) => return Some(false),
                None => unknown = true,
                Some(true) => {}
            }
        }
        for &p in self.region {
            if board.placement(p, to_move) != Placement::Legal || banned.contains(&(p, to_move)) {
                continue;
            }
            let mut after = board.clone();
            after.play(p, to_move);
            if self.path.contains(&after.hash()) {
                continue;
            }
            self.path.push(after.hash());
            let new_ban = after.ko();
            if let Some(ban) = new_ban {
                banned.push(ban);
            }
            let result = self.attacker_wins(&after, to_move.opponent(), banned, depth - 1, 0);
            if new_ban.is_some() {
                banned.pop();
            }
            self.path.pop();
            match (result, attacking) {
                (Some(true), true) => return Some(true),
                (Some(false), false) => return Some(false),
                (None, _) => unknown = true,
                _ => {}
            }
        }
        if unknown {
            None
        } else {
            Some(!attacking)
        }
    }
}
