//! The shared search tree: a fixed arena of nodes whose statistics are atomics, so every worker
//! descends, expands and backs up without locks. A node's children are one contiguous block,
//! published once by the worker that won the right to expand it.

use super::tree_move::{TreeMove, PASS};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};

/// `first_child` of a node nobody has expanded.
const UNEXPANDED: u32 = 0;
/// `first_child` while one worker creates the children.
const EXPANDING: u32 = u32::MAX;

/// Pruning a subtree too big to keep starts by dropping the children of nodes with fewer real
/// playouts than this, and doubles it until the subtree fits.
const PRUNE_START: u32 = 4;

/// Statistics of one move.
#[derive(Default)]
pub struct Node {
    mv: AtomicU32,
    /// Playouts through this node, priors and virtual losses included.
    visits: AtomicU32,
    /// Wins of the player who made `mv`.
    wins: AtomicU32,
    /// All-moves-as-first statistics: playouts below the parent in which `mv` was played first
    /// by the same player.
    amaf_visits: AtomicU32,
    amaf_wins: AtomicU32,
    first_child: AtomicU32,
    child_count: AtomicU32,
    /// The virtual playouts (low 16 bits) and virtual wins (high 16 bits) the node started
    /// with: its prior.
    prior: AtomicU32,
}

impl Node {
    /// The move that leads to this node.
    pub fn mv(&self) -> TreeMove {
        TreeMove::from_bits(self.mv.load(Ordering::Relaxed) as u16)
    }

    pub fn visits(&self) -> u32 {
        self.visits.load(Ordering::Relaxed)
    }

    pub fn wins(&self) -> u32 {
        self.wins.load(Ordering::Relaxed)
    }

    pub fn amaf(&self) -> (u32, u32) {
        (
            self.amaf_visits.load(Ordering::Relaxed),
            self.amaf_wins.load(Ordering::Relaxed),
        )
    }

    /// The virtual playouts the node started with (its prior).
    pub fn prior_visits(&self) -> u32 {
        self.prior.load(Ordering::Relaxed) & 0xFFFF
    }

    /// The virtual wins the node started with.
    pub fn prior_wins(&self) -> u32 {
        self.prior.load(Ordering::Relaxed) >> 16
    }

    /// Share of wins in the virtual playouts the node started with (0 without a prior).
    pub fn prior_win_rate(&self) -> f64 {
        self.prior_wins() as f64 / self.prior_visits().max(1) as f64
    }

    /// Share of wins in the playouts that really went through the node, without its prior
    /// (`None` before the first).
    pub fn real_win_rate(&self) -> Option<f64> {
        let visits = self.real_visits();
        (visits > 0).then(|| self.wins().saturating_sub(self.prior_wins()) as f64 / visits as f64)
    }

    /// Playouts that really went through the node (virtual losses of running ones included).
    pub fn real_visits(&self) -> u32 {
        self.visits().saturating_sub(self.prior_visits())
    }

    /// Counts a playout on its way down (a virtual loss until [`Node::add_win`]).
    pub fn add_visit(&self) {
        self.visits.fetch_add(1, Ordering::Relaxed);
    }

    pub fn add_win(&self) {
        self.wins.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a playout in which `mv` was played first below the parent. A load and a store
    /// rather than a locked add, as Fuego and Pachi do: a backup touches dozens of siblings,
    /// and locked adds on the lines the other workers write too cost a quarter of the speed of
    /// two threads; two workers updating one node at the same instant may lose a count.
    pub fn add_amaf(&self, won: bool) {
        bump(&self.amaf_visits);
        if won {
            bump(&self.amaf_wins);
        }
    }

    /// Share of wins for the player who made the move.
    pub fn win_rate(&self) -> f64 {
        self.wins() as f64 / self.visits().max(1) as f64
    }

    fn stats(&self) -> NodeStats {
        NodeStats {
            mv: self.mv.load(Ordering::Relaxed),
            visits: self.visits(),
            wins: self.wins(),
            amaf_visits: self.amaf_visits.load(Ordering::Relaxed),
            amaf_wins: self.amaf_wins.load(Ordering::Relaxed),
            prior: self.prior.load(Ordering::Relaxed),
        }
    }

    fn restore(&self, stats: &NodeStats, first_child: u32, child_count: u32) {
        self.mv.store(stats.mv, Ordering::Relaxed);
        self.visits.store(stats.visits, Ordering::Relaxed);
        self.wins.store(stats.wins, Ordering::Relaxed);
        self.amaf_visits.store(stats.amaf_visits, Ordering::Relaxed);
        self.amaf_wins.store(stats.amaf_wins, Ordering::Relaxed);
        self.prior.store(stats.prior, Ordering::Relaxed);
        self.child_count.store(child_count, Ordering::Relaxed);
        self.first_child.store(first_child, Ordering::Relaxed);
    }

    fn reset(&self, mv: TreeMove, prior_visits: u32, prior_wins: u32) {
        self.mv.store(u32::from(mv.bits()), Ordering::Relaxed);
        self.visits.store(prior_visits, Ordering::Relaxed);
        debug_assert!(prior_visits <= 0xFFFF && prior_wins <= prior_visits);
        self.prior
            .store(prior_visits | prior_wins << 16, Ordering::Relaxed);
        self.wins.store(prior_wins, Ordering::Relaxed);
        self.amaf_visits.store(0, Ordering::Relaxed);
        self.amaf_wins.store(0, Ordering::Relaxed);
        self.child_count.store(0, Ordering::Relaxed);
        self.first_child.store(UNEXPANDED, Ordering::Relaxed);
    }
}

/// A node's statistics, copied while the tree is compacted.
struct NodeStats {
    mv: u32,
    visits: u32,
    wins: u32,
    amaf_visits: u32,
    amaf_wins: u32,
    prior: u32,
}

/// Adds one to a statistic that tolerates a lost update (see [`Node::add_amaf`]).
fn bump(counter: &AtomicU32) {
    counter.store(
        counter.load(Ordering::Relaxed).wrapping_add(1),
        Ordering::Relaxed,
    );
}

/// A child to create: its move and its prior (virtual playouts and wins).
#[derive(Clone, Copy, Debug)]
pub struct NewChild {
    pub mv: TreeMove,
    pub prior_visits: u32,
    pub prior_wins: u32,
}

/// The arena. Index 0 is the root.
pub struct Tree {
    nodes: Box<[Node]>,
    used: AtomicUsize,
    full: AtomicBool,
}

impl Tree {
    /// The most memory a tree of `capacity` nodes takes: its arena, and while it is
    /// compacted, for every node kept, its statistics, its source index and its child block.
    pub fn bytes_for(capacity: usize) -> usize {
        let per_node = std::mem::size_of::<Node>()
            + std::mem::size_of::<NodeStats>()
            + std::mem::size_of::<u32>()
            + std::mem::size_of::<(u32, u32)>();
        capacity.saturating_mul(per_node)
    }

    /// A tree holding at most `capacity` nodes (at least 2).
    pub fn new(capacity: usize) -> Tree {
        let nodes: Box<[Node]> = (0..capacity.max(2)).map(|_| Node::default()).collect();
        Tree {
            nodes,
            used: AtomicUsize::new(1),
            full: AtomicBool::new(false),
        }
    }

    /// The root node's index: always the first (advancing moves the new root's subtree to the
    /// front of the arena).
    pub fn root(&self) -> u32 {
        0
    }

    /// Moves the root down along `moves` (those played since the last search) to keep what
    /// was learnt about the new position: its subtree is moved to the front of the arena and
    /// the rest freed. A subtree filling more than half the arena keeps only the children of
    /// its busier nodes (the others become leaves again, Fuego's pruning). Empties the tree
    /// instead when the position is not in it. Returns whether statistics were kept.
    pub fn advance(&mut self, moves: &[TreeMove]) -> bool {
        let mut node = self.root();
        for &mv in moves {
            let next = self
                .children(node)
                .and_then(|mut range| range.find(|&c| self.node(c).mv() == mv));
            match next {
                Some(child) => node = child,
                None => {
                    self.clear();
                    return false;
                }
            }
        }
        if self.children(node).is_none() {
            self.clear();
            return false;
        }
        self.compact(node, |_| true, |_| true);
        self.prune();
        true
    }

    /// Drops the root's children whose move `keep` refuses, with their subtrees: at a reused
    /// root, moves the game's history forbids (superko) though the tree had them.
    pub fn retain_root_children(&mut self, keep: impl Fn(TreeMove) -> bool) {
        let refused = self
            .children(self.root())
            .is_some_and(|mut range| range.any(|c| !keep(self.node(c).mv())));
        if refused {
            self.compact(self.root(), keep, |_| true);
        }
    }

    /// Whether an expansion found the arena full.
    pub fn is_full(&self) -> bool {
        self.full.load(Ordering::Relaxed)
    }

    /// Frees room until at most half the arena is in use, if more is: drops the children of
    /// the nodes with fewer than 4 real playouts, then 8, 16, … (they become leaves again).
    /// Only while no worker searches (it takes the tree mutably): the search calls it between
    /// rounds of workers. Returns whether at most half the arena is in use now.
    pub fn prune(&mut self) -> bool {
        let root_visits = self.node(self.root()).real_visits();
        let mut min_visits = PRUNE_START;
        while self.used() * 2 > self.nodes.len() && min_visits <= root_visits {
            self.compact(self.root(), |_| true, |n| n.real_visits() >= min_visits);
            min_visits *= 2;
        }
        self.used() * 2 <= self.nodes.len()
    }

    /// Makes the subtree of `top` the whole tree, `top` its root at index 0, keeping the root's
    /// children whose moves `keep_root_child` accepts, and the children of another node only
    /// when `keep_children` says so. Children stay in contiguous blocks, laid out breadth first.
    fn compact(
        &mut self,
        top: u32,
        keep_root_child: impl Fn(TreeMove) -> bool,
        keep_children: impl Fn(&Node) -> bool,
    ) {
        // Source indices in their new order, and each one's new child block (sized for every
        // node in use, so that they never grow beyond what `bytes_for` counts).
        let mut order = Vec::with_capacity(self.used());
        order.push(top);
        let mut blocks = Vec::with_capacity(self.used());
        let mut next = 0;
        while next < order.len() {
            let source = order[next];
            let block = match self.children(source) {
                Some(range) if next == 0 => {
                    let first = order.len();
                    order.extend(range.filter(|&c| keep_root_child(self.node(c).mv())));
                    match order.len() - first {
                        0 => (UNEXPANDED, 0),
                        count => (first as u32, count as u32),
                    }
                }
                Some(range) if keep_children(self.node(source)) => {
                    let first = order.len() as u32;
                    order.extend(range.clone());
                    (first, range.len() as u32)
                }
                _ => (UNEXPANDED, 0),
            };
            blocks.push(block);
            next += 1;
        }
        let stats: Vec<NodeStats> = order.iter().map(|&i| self.node(i).stats()).collect();
        for (index, (stats, (first, count))) in stats.iter().zip(blocks).enumerate() {
            self.nodes[index].restore(stats, first, count);
        }
        self.used.store(order.len(), Ordering::Relaxed);
        self.full.store(false, Ordering::Relaxed);
    }

    /// Empties the tree for a new search.
    pub fn clear(&mut self) {
        self.nodes[0].reset(PASS, 0, 0);
        *self.used.get_mut() = 1;
        *self.full.get_mut() = false;
    }

    /// The node at `index`.
    pub fn node(&self, index: u32) -> &Node {
        &self.nodes[index as usize]
    }

    /// Nodes in use.
    pub fn used(&self) -> usize {
        self.used.load(Ordering::Relaxed).min(self.nodes.len())
    }

    /// The indices of a node's children, once they are published.
    pub fn children(&self, index: u32) -> Option<std::ops::Range<u32>> {
        let node = self.node(index);
        let first = node.first_child.load(Ordering::Acquire);
        if first == UNEXPANDED || first == EXPANDING {
            return None;
        }
        Some(first..first + node.child_count.load(Ordering::Relaxed))
    }

    /// Creates the children of `index` unless another worker does, or the arena is full (the
    /// node then stays a leaf and playouts go on from it). Returns whether children exist now.
    pub fn expand(&self, index: u32, children: &[NewChild]) -> bool {
        let node = self.node(index);
        if children.is_empty() || self.full.load(Ordering::Relaxed) {
            return false;
        }
        if node
            .first_child
            .compare_exchange(UNEXPANDED, EXPANDING, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            return self.children(index).is_some();
        }
        let start = self.used.fetch_add(children.len(), Ordering::Relaxed);
        if start + children.len() > self.nodes.len() {
            self.full.store(true, Ordering::Relaxed);
            node.first_child.store(UNEXPANDED, Ordering::Release);
            return false;
        }
        for (i, child) in children.iter().enumerate() {
            self.nodes[start + i].reset(child.mv, child.prior_visits, child.prior_wins);
        }
        node.child_count
            .store(children.len() as u32, Ordering::Relaxed);
        node.first_child.store(start as u32, Ordering::Release);
        true
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The moves of a node's children, in order (none for a leaf).
    pub(in crate::search) fn child_moves(tree: &Tree, index: u32) -> Vec<TreeMove> {
        tree.children(index)
            .map(|range| range.map(|c| tree.node(c).mv()).collect())
            .unwrap_or_default()
    }

    fn moves_of(indices: &[u16]) -> Vec<TreeMove> {
        indices.iter().map(|&i| TreeMove::from_bits(i)).collect()
    }

    fn kids(moves: &[u16]) -> Vec<NewChild> {
        moves
            .iter()
            .map(|&mv| NewChild {
                mv: TreeMove::from_bits(mv),
                prior_visits: 10,
                prior_wins: 5,
            })
            .collect()
    }

    #[test]
    fn a_node_is_expanded_once_and_children_keep_their_priors() {
        let tree = Tree::new(100);
        assert!(tree.children(0).is_none());
        assert!(tree.expand(0, &kids(&[5, 6, 7])));
        let used = tree.used();
        assert!(
            tree.expand(0, &kids(&[8, 9])),
            "already expanded counts as expanded"
        );
        assert_eq!(tree.used(), used, "no second block");
        let range = tree.children(0).unwrap();
        let moves: Vec<TreeMove> = range.clone().map(|c| tree.node(c).mv()).collect();
        assert_eq!(moves, moves_of(&[5, 6, 7]));
        let first = tree.node(range.start);
        assert_eq!(
            (first.visits(), first.wins(), first.real_visits()),
            (10, 5, 0)
        );
        first.add_visit();
        first.add_win();
        assert_eq!(first.real_visits(), 1);
        assert!((first.win_rate() - 6.0 / 11.0).abs() < 1e-12);
    }

    #[test]
    fn a_full_arena_leaves_the_node_a_leaf() {
        let tree = Tree::new(4);
        assert!(!tree.expand(0, &kids(&[1, 2, 3, 4, 5])));
        assert!(tree.children(0).is_none());
        assert!(!tree.expand(0, &kids(&[1])), "full stays full");
    }

    #[test]
    fn advancing_keeps_the_subtree_of_the_moves_played() {
        let mut tree = Tree::new(100);
        tree.expand(0, &kids(&[5, 6]));
        let six = tree.children(0).unwrap().last().unwrap();
        tree.expand(six, &kids(&[7, 8]));
        let eight = tree.children(six).unwrap().last().unwrap();
        tree.expand(eight, &kids(&[9, 10]));
        tree.node(eight).add_visit();
        let ten = tree.children(eight).unwrap().last().unwrap();
        tree.expand(ten, &kids(&[11]));
        assert!(tree.advance(&moves_of(&[6, 8])));
        // The subtree of 8 is now the whole tree, at the front of the arena.
        let root = tree.node(tree.root());
        assert_eq!((root.mv(), root.real_visits()), (TreeMove::from_bits(8), 1));
        let moves = child_moves(&tree, 0);
        assert_eq!(moves, moves_of(&[9, 10]));
        let ten = tree.children(0).unwrap().last().unwrap();
        let below = child_moves(&tree, ten);
        assert_eq!(below, moves_of(&[11]));
        assert_eq!(tree.used(), 4, "the rest is free");
        // A move the tree never saw: start again.
        assert!(!tree.advance(&moves_of(&[42])));
        assert!(tree.children(0).is_none());
    }

    #[test]
    fn a_subtree_too_big_to_keep_loses_the_children_of_its_quiet_nodes() {
        let mut tree = Tree::new(40);
        tree.expand(0, &kids(&[1]));
        let top = tree.children(0).unwrap().start;
        tree.expand(top, &kids(&[2, 3, 4]));
        let [busy, quiet, _] = [0, 1, 2].map(|i| tree.children(top).unwrap().start + i);
        tree.expand(busy, &kids(&[5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
        tree.expand(quiet, &kids(&[15, 16, 17, 18, 19, 20, 21, 22, 23, 24]));
        for _ in 0..30 {
            tree.node(top).add_visit();
            tree.node(busy).add_visit();
        }
        for _ in 0..5 {
            tree.node(quiet).add_visit();
        }
        assert_eq!(tree.used(), 25, "more than half of the arena");
        assert!(tree.advance(&moves_of(&[1])));
        assert!(tree.used() * 2 <= 40);
        let [busy, quiet, _] = [0, 1, 2].map(|i| tree.children(0).unwrap().start + i);
        assert_eq!(tree.node(busy).real_visits(), 30);
        assert_eq!(tree.children(busy).map(|r| r.len()), Some(10));
        assert!(tree.children(quiet).is_none(), "a leaf again");
        assert_eq!(tree.node(quiet).real_visits(), 5, "statistics kept");
    }

    #[test]
    fn refused_root_children_go_with_their_subtrees() {
        let mut tree = Tree::new(100);
        tree.expand(0, &kids(&[5, 6, 7]));
        let [five, six, seven] = [0, 1, 2].map(|i| tree.children(0).unwrap().start + i);
        tree.expand(five, &kids(&[8, 9]));
        tree.expand(six, &kids(&[10, 11, 12]));
        tree.expand(seven, &kids(&[13]));
        tree.node(seven).add_visit();
        tree.retain_root_children(|mv| mv != TreeMove::from_bits(6));
        let kept = child_moves(&tree, 0);
        assert_eq!(kept, moves_of(&[5, 7]));
        let seven = tree.children(0).unwrap().last().unwrap();
        assert_eq!(tree.node(seven).real_visits(), 1);
        let below = child_moves(&tree, seven);
        assert_eq!(below, moves_of(&[13]));
        assert_eq!(tree.used(), 1 + 2 + 2 + 1, "6's block is free");
    }
}
