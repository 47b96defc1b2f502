//! One iteration of the search, in three steps: the descent from the root to a leaf (which
//! gets children once enough playouts went through it), the policy playout from there, and
//! the backup of its result along the path.

use super::priors::{self, ShapePrior};
use super::report::Tally;
use super::restrict::MoveFilter;
use super::tree::Tree;
use crate::board::{Board, Color, Placement, Point, PointMap};
use crate::playout::{policy_playout, Policy};
use crate::predict::features::Context;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A node gets children once this many real playouts went through it. Children's priors
/// rate every move of the position with the shape weights, which costs as much as several
/// playouts; 8 (Pachi's threshold too) keeps that to a few percent of the search's time, and
/// played even with 2 at equal time on 9×9 (see BENCHMARKS.md).
const EXPAND_AFTER: u32 = 8;
/// RAVE equivalence: the number of real playouts at which the AMAF and real values weigh the
/// same (Silver's β schedule).
const RAVE_EQUIVALENCE: f64 = 3000.0;

/// Who wins a playout, from Black's area count at its end.
#[derive(Clone, Copy, Debug)]
pub(super) struct WinRule {
    /// Black's area margin is counted from this (komi and handicap compensation).
    pub black_needs: f64,
    /// Black wins when its margin is above this (the komi offset of dynamic komi)...
    pub black_wins_above: f64,
    /// ...or equal to it when Black wins ties (Ing); otherwise a tie is half a win for each
    /// side, drawn at random.
    pub black_wins_ties: bool,
}

impl WinRule {
    /// Black's margin when its area count minus White's is `score`.
    fn margin(&self, score: i32) -> f64 {
        score as f64 - self.black_needs
    }

    /// Whether Black wins with `margin` (a tie drawn with `rng` unless Black wins ties).
    fn black_wins(&self, margin: f64, rng: &mut SmallRng) -> bool {
        margin > self.black_wins_above
            || (margin == self.black_wins_above && (self.black_wins_ties || rng.random_bool(0.5)))
    }
}

/// Where every iteration starts.
pub(super) struct Root<'a> {
    pub board: &'a Board,
    pub to_move: Color,
    /// The last move played on the root board (none after a pass)...
    pub last: Option<Point>,
    /// ...and the one before it.
    pub before_last: Option<Point>,
    /// Moves the analysis asked to leave out near the root, if any.
    pub avoid: Option<&'a MoveFilter>,
    /// The policy the playouts follow.
    pub policy: Policy,
    /// How the shape weights enter new nodes' priors.
    pub shapes: ShapePrior,
    pub win_rule: WinRule,
}

/// A node the descent went through, and the colour to move there (whose moves its children
/// are).
#[derive(Clone, Copy, Debug)]
struct Step {
    node: u32,
    to_move: Color,
}

/// A worker's state from iteration to iteration: its random numbers and reusable buffers.
pub(super) struct Iteration {
    rng: SmallRng,
    board: Board,
    path: Vec<Step>,
    /// Per point, the colour that played there first below the node the backup has reached:
    /// the playout's moves, then the path's as the backup climbs (AMAF's "as first").
    first_mover: PointMap<Option<Color>>,
}

impl Iteration {
    /// A worker's state for a search of `root`, its random numbers seeded with `seed`.
    pub fn new(root: &Board, seed: u64) -> Iteration {
        Iteration {
            rng: SmallRng::seed_from_u64(seed),
            board: root.clone(),
            path: Vec::with_capacity(128),
            first_mover: PointMap::new(None),
        }
    }

    /// One descent, playout and backup in `tree`, the playout's margin and final position
    /// recorded in `tally`.
    pub fn run(&mut self, tree: &Tree, root: &Root, tally: &Tally) {
        self.board.copy_from(root.board);
        let last = self.descend(tree, root);
        let to_play = self.path.last().expect("the root at least").to_move;
        self.first_mover.fill(None);
        let first_mover = &mut self.first_mover;
        let result = policy_playout(
            root.policy,
            &mut self.board,
            to_play,
            last,
            &mut self.rng,
            |p, c| {
                first_mover[p].get_or_insert(c);
            },
        );
        let margin = root.win_rule.margin(result.score);
        let root_move = self.path.get(1).map(|step| tree.node(step.node).mv());
        tally.add(root_move, margin, &self.board);
        let black_wins = root.win_rule.black_wins(margin, &mut self.rng);
        self.back_up(tree, black_wins);
    }

    /// Walks from the root to a leaf by the best UCT-RAVE child, playing its moves on the
    /// board and adding a visit to each node (virtual loss), and expands the leaf when it has
    /// had enough playouts (then goes on below it). Returns the last move played on the
    /// board.
    fn descend(&mut self, tree: &Tree, root: &Root) -> Option<Point> {
        let mut last = root.last;
        let mut before_last = root.before_last;
        self.path.clear();
        let mut node = tree.root();
        self.path.push(Step {
            node,
            to_move: root.to_move,
        });
        tree.node(node).add_visit();
        loop {
            let color = self.path.last().expect("the root at least").to_move;
            let depth = self.path.len() - 1;
            let Some(range) = tree.children(node) else {
                // The root is expanded before the search (see `prepare_root`).
                let leaf = tree.node(node);
                let expanded = node != tree.root()
                    && leaf.real_visits() > EXPAND_AFTER
                    && tree.expand(
                        node,
                        &priors::children(
                            &mut self.board,
                            &Context {
                                color,
                                last,
                                before_last,
                            },
                            root.shapes,
                        ),
                    );
                if expanded {
                    continue;
                }
                break;
            };
            let chosen = match root.avoid.filter(|f| f.applies_at(depth)) {
                Some(filter) => select(tree, range, |mv| filter.allows(color, mv, depth)),
                None => select(tree, range, |_| true),
            };
            // Every child left out by the analysis: the playout starts here.
            let Some(child) = chosen else { break };
            before_last = last;
            match tree.node(child).mv().point() {
                None => {
                    self.board.clear_ko();
                    last = None;
                }
                Some(p) => {
                    // The root's children are checked against the game and a reused tree
                    // against the position and ko point, so a child always fits its board;
                    // should one not, the descent stops here rather than break the board.
                    if self.board.placement(p, color) != Placement::Legal {
                        break;
                    }
                    self.board.play(p, color);
                    last = Some(p);
                }
            }
            tree.node(child).add_visit();
            self.path.push(Step {
                node: child,
                to_move: color.opponent(),
            });
            node = child;
        }
        last
    }

    /// Backs the playout's result up from the leaf: a win for each node whose move's player
    /// won, and AMAF results for the children of each node whose moves the same player made
    /// first below it.
    fn back_up(&mut self, tree: &Tree, black_wins: bool) {
        for (depth, step) in self.path.iter().enumerate().rev() {
            if let Some(range) = tree.children(step.node) {
                let won = black_wins == (step.to_move == Color::Black);
                for c in range {
                    let child = tree.node(c);
                    if child
                        .mv()
                        .point()
                        .is_some_and(|p| self.first_mover[p] == Some(step.to_move))
                    {
                        child.add_amaf(won);
                    }
                }
            }
            if depth > 0 {
                let mover = step.to_move.opponent();
                let node = tree.node(step.node);
                if black_wins == (mover == Color::Black) {
                    node.add_win();
                }
                if let Some(p) = node.mv().point() {
                    self.first_mover[p] = Some(mover);
                }
            }
        }
    }
}

/// The `allowed` child with the best RAVE value (none when no child is allowed). There is no
/// UCT exploration term: the priors and RAVE do the exploring (Pachi and Fuego measured any
/// sizeable term as a loss).
fn select(
    tree: &Tree,
    children: std::ops::Range<u32>,
    allowed: impl Fn(super::TreeMove) -> bool,
) -> Option<u32> {
    let mut best = None;
    let mut best_value = f64::NEG_INFINITY;
    for c in children {
        let node = tree.node(c);
        if !allowed(node.mv()) {
            continue;
        }
        let visits = node.visits().max(1) as f64;
        let value_real = node.wins() as f64 / visits;
        let (amaf_visits, amaf_wins) = node.amaf();
        let value = if amaf_visits > 0 {
            let amaf_visits = amaf_visits as f64;
            let beta =
                amaf_visits / (amaf_visits + visits + visits * amaf_visits / RAVE_EQUIVALENCE);
            (1.0 - beta) * value_real + beta * amaf_wins as f64 / amaf_visits
        } else {
            value_real
        };
        if value > best_value {
            best_value = value;
            best = Some(c);
        }
    }
    best
}
