//! The life reader's search: a depth-first proof-number search (Nagai's df-pn) over a graph
//! of positions kept in memory, in which a position reached by another order of moves is the
//! same node. Each node holds a proof number (how many leaves at least must still be shown won
//! by the attacker to prove that it wins) and a disproof number (the same for the defender);
//! the search always deepens the most proving line, so a forced kill or a forced life is
//! followed to its end however deep, while the width of the other lines waits. A leaf at the
//! depth limit has both numbers infinite. A move back to a position on the line read closes a
//! cycle: the node there, as the move's child, counts as lost for a side free to take back
//! kos at once that did so in the cycle, and otherwise has both numbers infinite, so that a
//! proof rests on no other cycle. Positions decided are kept by key, so a transposition starts
//! decided; a value that rests on a cycle of the line it was read on may be found again from
//! another line (the graph's history problem, left as a known risk).

use super::{LifeSearch, Outcome, Side};
use crate::board::{Board, Color, Placement, Point, ZobristMap};
use crate::tactics::{Reader, Threats};

/// Proof and disproof numbers at or above this are infinite: the node cannot be proven (or
/// disproven).
const INFINITE: u64 = u64::MAX / 4;

/// A limit above every number: the search goes on until the node is decided.
const UNBOUNDED: u64 = INFINITE + 1;

/// A node of the proof-number search: one position (side to move included), its proof and
/// disproof numbers, and its moves, stored next to each other in the search's edge arena once
/// it is expanded. A position reached again by another order of moves is the same node.
#[derive(Clone, Copy, Debug)]
struct ProofNode {
    key: u64,
    proof: u64,
    disproof: u64,
    first_edge: u32,
    edges: u32,
    expanded: bool,
    /// Whether the node is on the line being searched: a move back to it closes a cycle.
    on_line: bool,
    /// Where on the line it stands, while it is on it (the reader's depth there).
    line_depth: u32,
}

/// A move of a node (`None` a pass) and the node it leads to.
#[derive(Clone, Copy, Debug)]
struct Edge {
    mv: Option<Point>,
    child: u32,
}

impl ProofNode {
    /// A new leaf with the key of its position, decided by `outcome` when it is known (its
    /// numbers then say who wins, or that nobody can be shown to).
    fn leaf(outcome: Option<Outcome>, key: u64) -> ProofNode {
        let (proof, disproof) = numbers(outcome);
        ProofNode {
            key,
            proof,
            disproof,
            first_edge: 0,
            edges: 0,
            expanded: outcome.is_some(),
            on_line: false,
            line_depth: 0,
        }
    }

    /// Whether the node is decided, or can be neither proven nor disproven.
    fn finished(&self) -> bool {
        self.proof == 0
            || self.disproof == 0
            || (self.proof >= INFINITE && self.disproof >= INFINITE)
    }

    /// The node's numbers as its parent sees them: a node on the line read closes a cycle,
    /// worth what `cycle` gives for the depth it stands at.
    fn seen(&self, cycle: impl Fn(usize) -> (u64, u64)) -> (u64, u64) {
        if self.on_line {
            cycle(self.line_depth as usize)
        } else {
            (self.proof, self.disproof)
        }
    }
}

/// The search's graph: its nodes, their moves, and the nodes by position key.
#[derive(Default)]
struct Graph {
    nodes: Vec<ProofNode>,
    edges: Vec<Edge>,
    by_key: ZobristMap<u32>,
}

impl Graph {
    /// Adds `node`, found again by its key unless it is an unknown leaf (whose unknown may
    /// hold only on the line it was met on).
    fn add(&mut self, node: ProofNode) -> u32 {
        let index = self.nodes.len() as u32;
        let unknown = node.proof >= INFINITE && node.disproof >= INFINITE;
        if !unknown {
            self.by_key.insert(node.key, index);
        }
        self.nodes.push(node);
        index
    }

    /// The moves of node `at`.
    fn edges_of(&self, at: usize) -> &[Edge] {
        let node = &self.nodes[at];
        &self.edges[node.first_edge as usize..][..node.edges as usize]
    }
}

impl LifeSearch {
    /// Depth-first proof-number search of the position with `first` to move.
    pub(super) fn prove(&mut self, reader: &mut Reader, first: Side) -> (Outcome, Option<Point>) {
        if let Some(outcome) = self.decided_now(reader.board()) {
            return (outcome, None);
        }
        let root_key = self.key(reader.board(), first);
        let mut graph = Graph::default();
        graph.add(ProofNode::leaf(None, root_key));
        self.expand_to(reader, &mut graph, 0, first, UNBOUNDED, UNBOUNDED);
        let root = graph.nodes[0];
        let edges = graph.edges_of(0);
        let node = |e: &Edge| graph.nodes[e.child as usize];
        if root.proof == 0 {
            let winning = edges.iter().find(|e| node(e).proof == 0);
            (Outcome::Attacker, winning.and_then(|e| e.mv))
        } else if root.disproof == 0 {
            // A move rather than a pass when both keep the group.
            let winning = edges
                .iter()
                .filter(|e| node(e).disproof == 0)
                .min_by_key(|e| e.mv.is_none());
            (Outcome::Defender, winning.and_then(|e| e.mv))
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
        graph: &mut Graph,
        at: usize,
        side: Side,
        proof_limit: u64,
        disproof_limit: u64,
    ) {
        if !graph.nodes[at].expanded {
            self.expand(reader, graph, at, side);
        }
        graph.nodes[at].on_line = true;
        graph.nodes[at].line_depth = reader.depth() as u32;
        loop {
            self.update(reader, graph, at, side);
            let node = graph.nodes[at];
            if node.proof >= proof_limit
                || node.disproof >= disproof_limit
                || node.finished()
                || reader.exhausted()
            {
                break;
            }
            // The most proving child still open, and the second best value for its limits.
            let value = |n: &ProofNode| match side {
                Side::Attacker => n.proof,
                Side::Defender => n.disproof,
            };
            let mut best: Option<Edge> = None;
            let mut second = UNBOUNDED;
            for &edge in graph.edges_of(at) {
                let child = &graph.nodes[edge.child as usize];
                if child.finished() || child.on_line {
                    continue;
                }
                match best {
                    Some(b) if value(child) >= value(&graph.nodes[b.child as usize]) => {
                        second = second.min(value(child));
                    }
                    Some(b) => {
                        second = value(&graph.nodes[b.child as usize]);
                        best = Some(edge);
                    }
                    None => best = Some(edge),
                }
            }
            let Some(best) = best else {
                break;
            };
            let child = graph.nodes[best.child as usize];
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
            let retake = Self::is_retake(reader.board(), best.mv, color);
            self.retakes.truncate(reader.depth());
            self.retakes.push(retake);
            let mut descend = |reader: &mut Reader, search: &mut LifeSearch| {
                search.expand_to(
                    reader,
                    graph,
                    best.child as usize,
                    next,
                    child_proof_limit,
                    child_disproof_limit,
                );
            };
            let played = match best.mv {
                Some(p) => reader.after(p, color, |r, _| descend(r, self)),
                None => reader.after_pass(|r| descend(r, self)),
            };
            if played.is_none() {
                break;
            }
        }
        graph.nodes[at].on_line = false;
    }

    /// Creates the moves of node `at`, `side` to move on the reader's board: each leads to
    /// the node of its position, new or met before by another order of moves.
    fn expand(&mut self, reader: &mut Reader, graph: &mut Graph, at: usize, side: Side) {
        let color = self.color_of(side);
        let mut moves: Vec<Option<Point>> = self
            .candidates(reader.board(), color)
            .into_iter()
            .map(Some)
            .collect();
        if reader.depth() == 0 {
            if let Some(i) = moves.iter().position(|&m| m == self.preferred) {
                moves[..=i].rotate_right(1);
            }
        }
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
        let at_depth_limit = reader.depth() + 1 >= self.max_depth;
        let next = side.other();
        let mut edges = Vec::with_capacity(moves.len());
        for mv in moves {
            let evaluate = |r: &mut Reader, search: &mut LifeSearch, graph: &mut Graph| {
                let key = search.key(r.board(), next);
                if at_depth_limit {
                    return graph.add(ProofNode::leaf(Some(Outcome::Unknown), key));
                }
                // A position repeated on the line read is its node there: the move closes a
                // cycle, valued for each line that reaches it ([`ProofNode::seen`]).
                if r.repeats() {
                    if let Some(&on_line) = graph.by_key.get(&key) {
                        return on_line;
                    }
                    return graph.add(ProofNode::leaf(Some(Outcome::Unknown), key));
                }
                // A position met before, by another order of moves, is the same node (decided
                // or not): the dear eye test is made once.
                if let Some(&known) = graph.by_key.get(&key) {
                    return known;
                }
                let outcome = search.decided_now(r.board()).or_else(|| {
                    search
                        .captures_at_once(r.board(), next)
                        .then_some(Outcome::Attacker)
                });
                graph.add(ProofNode::leaf(outcome, key))
            };
            let child = match mv {
                Some(p) => reader.after(p, color, |r, _| evaluate(r, self, graph)),
                None => reader.after_pass(|r| evaluate(r, self, graph)),
            };
            let Some(child) = child else {
                // Out of budget: the moves not read stand for an unknown child, so that the node
                // is neither proven on the defender's moves read alone nor disproven on the
                // attacker's. (Its key is never looked at: an unknown leaf is not searched.)
                let unknown = graph.add(ProofNode::leaf(Some(Outcome::Unknown), 0));
                edges.push(Edge {
                    mv: None,
                    child: unknown,
                });
                break;
            };
            edges.push(Edge { mv, child });
        }
        let node = &mut graph.nodes[at];
        node.first_edge = graph.edges.len() as u32;
        node.edges = edges.len() as u32;
        node.expanded = true;
        graph.edges.extend(edges);
    }

    /// Whether the attacker, with `side` to move, takes the target at once.
    fn captures_at_once(&self, board: &Board, side: Side) -> bool {
        side == Side::Attacker
            && board
                .atari_liberty(self.target)
                .is_some_and(|last| self.threats.may_play(board, last, self.defender.opponent()))
    }

    /// Whether `mv` by `color` takes back a ko at once, as only a side free to do so may.
    fn is_retake(board: &Board, mv: Option<Point>, color: Color) -> bool {
        mv.is_some_and(|p| board.placement(p, color) == Placement::Ko)
    }

    /// Who wins where the line read goes round a cycle back to the position at depth `since`,
    /// closed by a move at depth `until` that takes back a ko at once or not
    /// (`closing_retake`): the side free to take back kos at once loses a cycle in which it
    /// did so, as it could have ended the ko fight instead; any other cycle (a double ko)
    /// shows nobody's win.
    fn cycle_outcome(&self, since: usize, until: usize, closing_retake: bool) -> Outcome {
        let in_cycle = self.retakes.iter().take(until).skip(since);
        let retaken = closing_retake || in_cycle.copied().any(|r| r);
        match self.threats {
            Threats::Side(c) if retaken && c == self.defender => Outcome::Attacker,
            Threats::Side(_) if retaken => Outcome::Defender,
            _ => Outcome::Unknown,
        }
    }

    /// Node `at`'s numbers from its children's (`side` to move there, on the reader's board).
    fn update(&self, reader: &Reader, graph: &mut Graph, at: usize, side: Side) {
        let (board, depth) = (reader.board(), reader.depth());
        let color = self.color_of(side);
        let cycle = |edge: &Edge, since: usize| {
            let retake = Self::is_retake(board, edge.mv, color);
            numbers(Some(self.cycle_outcome(since, depth, retake)))
        };
        let seen = graph
            .edges_of(at)
            .iter()
            .map(|e| graph.nodes[e.child as usize].seen(|since| cycle(e, since)));
        let (proof, disproof) = if graph.nodes[at].edges == 0 {
            // No move: the attacker does not pass, the defender always may.
            match side {
                Side::Attacker => (INFINITE, 0),
                Side::Defender => (0, INFINITE),
            }
        } else {
            let (mut min_proof, mut min_disproof) = (INFINITE, INFINITE);
            let (mut sum_proof, mut sum_disproof) = (0u64, 0u64);
            for (proof, disproof) in seen {
                min_proof = min_proof.min(proof);
                min_disproof = min_disproof.min(disproof);
                sum_proof = sum_proof.saturating_add(proof);
                sum_disproof = sum_disproof.saturating_add(disproof);
            }
            match side {
                Side::Attacker => (min_proof, sum_disproof.min(INFINITE)),
                Side::Defender => (sum_proof.min(INFINITE), min_disproof),
            }
        };
        let node = &mut graph.nodes[at];
        node.proof = proof;
        node.disproof = disproof;
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

/// The proof and disproof numbers of a position decided by `outcome`, or of a new one (`None`).
fn numbers(outcome: Option<Outcome>) -> (u64, u64) {
    match outcome {
        Some(Outcome::Attacker) => (0, INFINITE),
        Some(Outcome::Defender) => (INFINITE, 0),
        // Neither side can be shown to win from here (depth limit, a cycle).
        Some(Outcome::Unknown) => (INFINITE, INFINITE),
        None => (1, 1),
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
