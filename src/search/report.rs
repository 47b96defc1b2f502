//! Snapshots of a running search for analysis output: root moves with their statistics and
//! principal variations, score leads and ownership.

use super::tree::Tree;
use super::tree_move::{MoveMap, TreeMove, PASS};
use crate::board::{Board, ByColor, Color, Move, PointMap};
use crate::score::final_owner;
use std::sync::atomic::{AtomicI64, AtomicU32, Ordering};
use std::time::Duration;

/// Score sums are kept in thousandths of a point (any komi a controller sends stays exact
/// enough).
const SCORE_SCALE: f64 = 1000.0;
/// The longest principal variation reported.
const MAX_PV: usize = 20;

/// What a caller wants to see while a search runs.
pub struct Reporter<'a> {
    /// How often `sink` is called.
    pub every: Duration,
    /// Whether to collect the owner of every point at the end of the playouts.
    pub ownership: bool,
    /// Takes each report; `false` when nobody reads the reports any more (the controller's
    /// output is closed): the search then stops.
    pub sink: &'a mut dyn FnMut(&Analysis) -> bool,
    /// Moves to leave out near the root (analysis `avoid`/`allow`). The search must start
    /// from a cleared tree then, or moves left out could keep playouts from earlier searches.
    pub avoid: Option<&'a super::MoveFilter>,
}

/// One root move as analysis shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveInfo {
    /// The root move.
    pub mv: Move,
    /// Playouts through the move.
    pub visits: u32,
    /// Win rate of the player who makes the move (the side to move at the root), over the
    /// playouts that went through it (priors left out).
    pub win_rate: f64,
    /// The move's probability under the learned shape weights ([`super::policy`]); 0 for
    /// pass and for moves the model does not rate (or without the policy).
    pub prior: f64,
    /// Mean final score margin for the side to move (komi included) in this search's
    /// finished playouts through the move (through any move while none of its own has
    /// finished); `None` before any playout has finished.
    pub score_lead: Option<f64>,
    /// The move and the most visited line after it.
    pub pv: Vec<Move>,
}

/// A win rate over `visits` playouts minus about two standard errors, at least 0 (the `lcb`
/// analysis clients show).
pub fn lower_confidence_bound(win_rate: f64, visits: u32) -> f64 {
    let n = f64::from(visits.max(1));
    (win_rate - 1.96 * (win_rate * (1.0 - win_rate) / n).sqrt()).max(0.0)
}

/// A snapshot of a search.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The side to move at the root.
    pub to_move: Color,
    /// Playouts so far.
    pub playouts: u64,
    /// Seconds so far.
    pub seconds: f64,
    /// Moves with at least one playout, most visited first.
    pub moves: Vec<MoveInfo>,
    /// Per point: share of playouts Black owned it minus share White owned it.
    pub ownership: Option<PointMap<f64>>,
}

/// The root's values as the moves' playouts weight them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootValues {
    /// Playouts through the root's moves.
    pub visits: u64,
    /// Win rate of the side to move (0.5 without playouts).
    pub win_rate: f64,
    /// Mean final margin for the side to move (0 without playouts).
    pub score_lead: f64,
}

impl Analysis {
    /// The root's win rate and score lead: the moves' values weighted by their playouts.
    pub fn root_values(&self) -> RootValues {
        let (mut visits, mut wins, mut lead) = (0u64, 0.0, 0.0);
        for info in &self.moves {
            let v = f64::from(info.visits);
            visits += u64::from(info.visits);
            wins += v * info.win_rate;
            lead += v * info.score_lead.unwrap_or(0.0);
        }
        match visits {
            0 => RootValues {
                visits,
                win_rate: 0.5,
                score_lead: 0.0,
            },
            n => RootValues {
                visits,
                win_rate: wins / n as f64,
                score_lead: lead / n as f64,
            },
        }
    }
}

/// Statistics gathered per search beside the tree: score margins per root move and, when
/// asked, ownership.
pub(super) struct Tally {
    /// Sum of Black's margins (komi included, in thousandths of a point) and count of
    /// playouts, per root move.
    score_sums: MoveMap<AtomicI64>,
    score_counts: MoveMap<AtomicU32>,
    /// Black and White end-of-playout owners per point, when collected.
    owners: Option<ByColor<PointMap<AtomicU32>>>,
    owner_playouts: AtomicU32,
}

impl Tally {
    pub(super) fn new(ownership: bool) -> Tally {
        let counters = || PointMap::from_fn(|_| AtomicU32::new(0));
        Tally {
            score_sums: MoveMap::from_fn(|| AtomicI64::new(0)),
            score_counts: MoveMap::from_fn(|| AtomicU32::new(0)),
            owners: ownership.then(|| ByColor::new(counters(), counters())),
            owner_playouts: AtomicU32::new(0),
        }
    }

    /// Records a finished playout that went through root move `root_move` and ended on
    /// `board` with Black's margin `margin`.
    pub(super) fn add(&self, root_move: Option<TreeMove>, margin: f64, board: &Board) {
        if let Some(mv) = root_move {
            self.score_sums[mv].fetch_add((margin * SCORE_SCALE).round() as i64, Ordering::Relaxed);
            self.score_counts[mv].fetch_add(1, Ordering::Relaxed);
        }
        if let Some(owners) = &self.owners {
            for p in board.points() {
                if let Some(color) = final_owner(board, p) {
                    owners[color][p].fetch_add(1, Ordering::Relaxed);
                }
            }
            self.owner_playouts.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Mean margin for `to_move` over this search's finished playouts through root move `mv`;
    /// over all of them when none through `mv` has finished yet (one still in flight, or
    /// visits kept from a reused tree); `None` before any playout has finished.
    fn score_lead(&self, mv: TreeMove, to_move: Color) -> Option<f64> {
        let (mut sum, mut count) = (
            self.score_sums[mv].load(Ordering::Relaxed),
            self.score_counts[mv].load(Ordering::Relaxed),
        );
        if count == 0 {
            sum = self
                .score_sums
                .values()
                .map(|s| s.load(Ordering::Relaxed))
                .sum();
            count = self
                .score_counts
                .values()
                .map(|c| c.load(Ordering::Relaxed))
                .sum();
        }
        (count > 0).then(|| {
            let black = sum as f64 / SCORE_SCALE / count as f64;
            if to_move == Color::Black {
                black
            } else {
                -black
            }
        })
    }

    fn ownership(&self, board: &Board) -> Option<PointMap<f64>> {
        let owners = self.owners.as_ref()?;
        let playouts = self.owner_playouts.load(Ordering::Relaxed).max(1) as f64;
        let mut shares = PointMap::new(0.0);
        for p in board.points() {
            let black = owners[Color::Black][p].load(Ordering::Relaxed) as f64;
            let white = owners[Color::White][p].load(Ordering::Relaxed) as f64;
            shares[p] = (black - white) / playouts;
        }
        Some(shares)
    }
}

/// Reads the tree and tally of a search of `board` with `to_move` to play, with the root
/// moves' probabilities from `policy`.
pub(super) fn snapshot(
    tree: &Tree,
    tally: &Tally,
    policy: Option<&PointMap<Option<f64>>>,
    board: &Board,
    to_move: Color,
    playouts: u64,
    seconds: f64,
) -> Analysis {
    let mut moves = Vec::new();
    if let Some(children) = tree.children(tree.root()) {
        for c in children {
            let node = tree.node(c);
            let visits = node.real_visits();
            if visits == 0 {
                continue;
            }
            moves.push(MoveInfo {
                mv: node.mv().into(),
                visits,
                win_rate: node.real_win_rate().unwrap_or(0.5),
                prior: match (Move::from(node.mv()), policy) {
                    (Move::Play(p), Some(policy)) => policy[p].unwrap_or(0.0),
                    _ => 0.0,
                },
                score_lead: tally.score_lead(node.mv(), to_move),
                pv: principal_variation(tree, c),
            });
        }
    }
    moves.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.win_rate.total_cmp(&a.win_rate))
    });
    Analysis {
        to_move,
        playouts,
        seconds,
        moves,
        ownership: tally.ownership(board),
    }
}

/// The child of `node` that most playouts went through, if any did.
pub(super) fn most_visited_child(tree: &Tree, node: u32) -> Option<u32> {
    tree.children(node)?
        .filter(|&c| tree.node(c).real_visits() > 0)
        .max_by_key(|&c| tree.node(c).real_visits())
}

/// The move of `node` and the most visited line below it.
pub(super) fn principal_variation(tree: &Tree, node: u32) -> Vec<Move> {
    let mut pv = vec![Move::from(tree.node(node).mv())];
    let mut at = node;
    while pv.len() < MAX_PV {
        let Some(best) = most_visited_child(tree, at) else {
            break;
        };
        pv.push(tree.node(best).mv().into());
        if tree.node(best).mv() == PASS && tree.node(at).mv() == PASS {
            break;
        }
        at = best;
    }
    pv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_without_finished_playouts_shows_the_search_s_mean_lead() {
        let tally = Tally::new(false);
        let board = Board::new(9).unwrap();
        let [m10, m11, m12] = [10, 11, 12].map(TreeMove::from_bits);
        assert_eq!(tally.score_lead(m10, Color::Black), None);
        tally.add(Some(m10), 3.0, &board);
        tally.add(Some(m11), -1.0, &board);
        assert_eq!(tally.score_lead(m10, Color::Black), Some(3.0));
        assert_eq!(tally.score_lead(m11, Color::White), Some(1.0));
        // Move 12 is in flight: the mean over both finished playouts stands in.
        assert_eq!(tally.score_lead(m12, Color::Black), Some(1.0));
    }
}
