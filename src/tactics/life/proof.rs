//! The life reader's search: a depth-first proof-number search (Nagai's df-pn) over a tree
//! kept in memory. Each node holds a proof number (how many leaves at least must still be
//! shown won by the attacker to prove that it wins) and a disproof number (the same for the
//! defender); the search always deepens the most proving line, so a forced kill or a forced
//! life is followed to its end however deep, while the width of the other lines waits. A leaf
//! that can be neither proven nor disproven (the depth limit, or a position repeated on the
//! line) has both numbers infinite: a proof never rests on it. Positions decided are kept by
//! key, so a transposition starts decided.

use super::{LifeSearch, Outcome, Side};
use crate::board::{Board, Point};
use crate::tactics::Reader;

/// Proof and disproof numbers at or above this are infinite: the node cannot be proven (or
/// disproven).
const INFINITE: u64 = u64::MAX / 4;

/// A limit above every number: the search goes on until the node is decided.
const UNBOUNDED: u64 = INFINITE + 1;

/// A node of the proof-number search: the move that leads to it (`None` a pass), the key of
/// its position, its proof and disproof numbers, and its children, stored next to each other
/// in the search's arena once it is expanded.
#[derive(Clone, Copy, Debug)]
struct ProofNode {
    mv: Option<Point>,
    key: u64,
    proof: u64,
    disproof: u64,
    first_child: u32,
    children: u32,
    expanded: bool,
}

impl ProofNode {
    /// A new leaf reached by `mv`, decided by `outcome` when it is known (its numbers then say
    /// who wins, or that nobody can be shown to), with the key of its position.
    fn leaf(mv: Option<Point>, outcome: Option<Outcome>, key: u64) -> ProofNode {
        let (proof, disproof) = match outcome {
            Some(Outcome::Attacker) => (0, INFINITE),
            Some(Outcome::Defender) => (INFINITE, 0),
            // Neither side can be shown to win from here (depth limit, a repetition).
            Some(Outcome::Unknown) => (INFINITE, INFINITE),
            None => (1, 1),
        };
        ProofNode {
            mv,
            key,
            proof,
            disproof,
            first_child: 0,
            children: 0,
            expanded: outcome.is_some(),
        }
    }

    /// Whether the node is decided, or can be neither proven nor disproven.
    fn finished(&self) -> bool {
        self.proof == 0
            || self.disproof == 0
            || (self.proof >= INFINITE && self.disproof >= INFINITE)
    }
}

impl LifeSearch {
    /// Depth-first proof-number search of the position with `first` to move.
    pub(super) fn prove(&mut self, reader: &mut Reader, first: Side) -> (Outcome, Option<Point>) {
        if let Some(outcome) = self.decided_now(reader.board()) {
            return (outcome, None);
        }
        let root_key = self.key(reader.board(), first);
        let mut nodes = vec![ProofNode::leaf(None, None, root_key)];
        self.expand_to(reader, &mut nodes, 0, first, UNBOUNDED, UNBOUNDED);
        let root = nodes[0];
        let children = &nodes[root.first_child as usize..][..root.children as usize];
        if root.proof == 0 {
            let winning = children.iter().find(|c| c.proof == 0);
            (Outcome::Attacker, winning.and_then(|c| c.mv))
        } else if root.disproof == 0 {
            // A move rather than a pass when both keep the group.
            let winning = children
                .iter()
                .filter(|c| c.disproof == 0)
                .min_by_key(|c| c.mv.is_none());
            (Outcome::Defender, winning.and_then(|c| c.mv))
        } else {
            (Outcome::Unknown, None)
        }
    }

    /// Searches below node `at` (`side` to move on the reader's board) until its proof number
    /// reaches `proof_limit` or its disproof number `disproof_limit`, or the budget runs out.
    #[allow(
        clippy::too_many_arguments,
        reason = "the proof-number search's state threaded through one recursion"
    )]
    fn expand_to(
        &mut self,
        reader: &mut Reader,
        nodes: &mut Vec<ProofNode>,
        at: usize,
        side: Side,
        proof_limit: u64,
        disproof_limit: u64,
    ) {
        if !nodes[at].expanded {
            self.expand(reader, nodes, at, side);
        }
        loop {
            self.update(nodes, at, side);
            let node = nodes[at];
            if node.proof >= proof_limit
                || node.disproof >= disproof_limit
                || node.finished()
                || reader.exhausted()
            {
                return;
            }
            let first = node.first_child as usize;
            // The most proving child still open, and the second best value for its limits.
            let value = |n: &ProofNode| match side {
                Side::Attacker => n.proof,
                Side::Defender => n.disproof,
            };
            let mut best = None;
            let mut second = UNBOUNDED;
            for c in first..first + node.children as usize {
                if nodes[c].finished() {
                    continue;
                }
                match best {
                    Some(b) if value(&nodes[c]) >= value(&nodes[b]) => {
                        second = second.min(value(&nodes[c]));
                    }
                    Some(b) => {
                        second = value(&nodes[b]);
                        best = Some(c);
                    }
                    None => best = Some(c),
                }
            }
            let Some(best) = best else {
                return;
            };
            let child = nodes[best];
            let (child_proof_limit, child_disproof_limit) = match side {
                Side::Attacker => (
                    proof_limit.min(widened(second)),
                    limit_less(disproof_limit, node.disproof, child.disproof),
                ),
                Side::Defender => (
                    limit_less(proof_limit, node.proof, child.proof),
                    disproof_limit.min(widened(second)),
                ),
            };
            let color = self.color_of(side);
            let next = side.other();
            let mut descend = |reader: &mut Reader, search: &mut LifeSearch| {
                search.expand_to(
                    reader,
                    nodes,
                    best,
                    next,
                    child_proof_limit,
                    child_disproof_limit,
                );
            };
            let played = match child.mv {
                Some(p) => reader.after(p, color, |r, _| descend(r, self)),
                None => reader.after_pass(|r| descend(r, self)),
            };
            if played.is_none() {
                return;
            }
        }
    }

    /// Creates the children of node `at`, `side` to move on the reader's board.
    fn expand(&mut self, reader: &mut Reader, nodes: &mut Vec<ProofNode>, at: usize, side: Side) {
        let color = self.color_of(side);
        let mut moves: Vec<Option<Point>> = self
            .candidates(reader.board(), color)
            .into_iter()
            .map(Some)
            .collect();
        let may_pass = match side {
            Side::Defender => true,
            // The attacker passes only to wait out the ban on taking a ko back.
            Side::Attacker => reader
                .board()
                .ko()
                .is_some_and(|(_, banned)| banned == color),
        };
        if may_pass {
            moves.push(None);
        }
        let first = nodes.len();
        let at_depth_limit = reader.depth() + 1 >= self.max_depth;
        let next = side.other();
        for mv in moves {
            let evaluate = |r: &mut Reader, search: &mut LifeSearch| {
                let key = search.key(r.board(), next);
                // A position repeated on the line read proves nothing.
                if at_depth_limit || r.repeats() {
                    return (Some(Outcome::Unknown), key);
                }
                // The table first: it holds only positions that were searched, so the dear eye
                // test would find nothing there.
                let outcome = search
                    .decided
                    .get(key)
                    .map(|attacker| {
                        if attacker {
                            Outcome::Attacker
                        } else {
                            Outcome::Defender
                        }
                    })
                    .or_else(|| search.decided_now(r.board()))
                    .or_else(|| {
                        search
                            .captures_at_once(r.board(), next)
                            .then_some(Outcome::Attacker)
                    });
                (outcome, key)
            };
            let outcome = match mv {
                Some(p) => reader.after(p, color, |r, _| evaluate(r, self)),
                None => reader.after_pass(|r| evaluate(r, self)),
            };
            let Some((outcome, key)) = outcome else {
                // Out of budget: the moves not read stand for an unknown child, so that the node
                // is neither proven on the defender's moves read alone nor disproven on the
                // attacker's. (Its key is never looked at: an unknown leaf is not searched.)
                nodes.push(ProofNode::leaf(None, Some(Outcome::Unknown), 0));
                break;
            };
            nodes.push(ProofNode::leaf(mv, outcome, key));
        }
        let count = (nodes.len() - first) as u32;
        let node = &mut nodes[at];
        node.first_child = first as u32;
        node.children = count;
        node.expanded = true;
    }

    /// Whether the attacker, with `side` to move, takes the target at once.
    fn captures_at_once(&self, board: &Board, side: Side) -> bool {
        side == Side::Attacker
            && board
                .atari_liberty(self.target)
                .is_some_and(|last| self.threats.may_play(board, last, self.defender.opponent()))
    }

    /// Node `at`'s numbers from its children's (`side` to move there).
    fn update(&mut self, nodes: &mut [ProofNode], at: usize, side: Side) {
        let node = nodes[at];
        let children = &nodes[node.first_child as usize..][..node.children as usize];
        let (proof, disproof) = if children.is_empty() {
            // No move: the attacker does not pass, the defender always may.
            match side {
                Side::Attacker => (INFINITE, 0),
                Side::Defender => (0, INFINITE),
            }
        } else {
            let min = |f: fn(&ProofNode) -> u64| children.iter().map(f).min().unwrap_or(INFINITE);
            let sum = |f: fn(&ProofNode) -> u64| {
                children
                    .iter()
                    .map(f)
                    .fold(0u64, |a, b| a.saturating_add(b))
                    .min(INFINITE)
            };
            match side {
                Side::Attacker => (min(|n| n.proof), sum(|n| n.disproof)),
                Side::Defender => (sum(|n| n.proof), min(|n| n.disproof)),
            }
        };
        nodes[at].proof = proof;
        nodes[at].disproof = disproof;
        if proof == 0 || disproof == 0 {
            self.decided.insert(nodes[at].key, proof == 0);
        }
    }
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }
}

/// The limit of the most proving child's number, given the second best child's `second`:
/// a quarter above it (Pawlewicz and Lew's 1 + ε trick, ε = 1/4), so that the search does
/// not go back and forth between two close siblings. (GNU Go's owl suites, 481 tests: 320
/// passed with the plain `second + 1`, 322 with ε = 1/4, 318 with 1/2.)
fn widened(second: u64) -> u64 {
    if second >= INFINITE {
        UNBOUNDED
    } else {
        (second + second.div_ceil(4)).max(second + 1)
    }
}

/// A child's limit: the parent's `limit` less what the parent's `total` holds beyond the
/// child's own `part`.
fn limit_less(limit: u64, total: u64, part: u64) -> u64 {
    if limit >= INFINITE {
        UNBOUNDED
    } else {
        limit
            .saturating_sub(total - part.min(total))
            .max(part + 1)
            .min(INFINITE)
    }
}
