//! Monte Carlo tree search: UCT with RAVE (all-moves-as-first) over one shared tree, priors on
//! new nodes, policy playouts, and every `--threads` worker on the same tree with virtual loss.

mod iteration;
mod level;
mod local;
mod player;
mod priors;
mod report;
mod restrict;
pub mod settled;
#[cfg(test)]
mod tests;
mod tree;
mod tree_move;
mod unsettled;

pub use level::Level;
pub use local::{no_reading, owner_keeps_chain, Judgement, LocalVerdict};
pub use player::{Decision, Player, PlayerSettings};
pub use priors::{policy, ShapePrior};
pub use report::{lower_confidence_bound, Analysis, MoveInfo, Reporter, RootValues};
pub use restrict::MoveFilter;
use tree::NewChild;
pub use tree::Tree;
pub use tree_move::{TreeMove, PASS};

use iteration::{Iteration, Root, WinRule};
use report::{most_visited_child, principal_variation, snapshot, Tally};

use crate::board::{Board, Move, Point, PointMap};
use crate::game::Game;
use crate::playout::Policy;
use crate::predict::features::Context;
use crate::rules::TieRule;
use crate::time::Limits;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The smallest board the search treats as large: its priors and its levels' tolerances
/// differ from there up.
const LARGE_BOARD: usize = 15;
/// A time-limited search whose best move has fewer than this many times the second's playouts
/// may think past its normal time (up to its maximum).
const CLEAR_LEAD: f64 = 1.5;
/// A time-limited search measures its speed this long before it may stop early.
const MIN_SECONDS_BEFORE_DECIDED: f64 = 0.05;
/// Node statistics are 32-bit: a search stops once its root has had this many playouts (about
/// 15 hours of analysis at 40,000 playouts per second), before any count could wrap.
const MAX_ROOT_VISITS: u32 = 1 << 31;
/// How often a search logs its progress (at `info` level, on stderr).
const PROGRESS_EVERY: Duration = Duration::from_secs(1);
/// How often the thread that waits for the workers looks at the clock (it wakes at once when
/// they are done).
const POLL: Duration = Duration::from_millis(5);

/// What the controller's input tells a running search.
#[derive(Debug, Default)]
pub struct InputSignals {
    /// Lines read but not yet taken: one arriving during a search stops it (after its minimum
    /// playouts); analysis and pondering stop for any.
    pub pending: AtomicUsize,
    /// Set once the input has ended: stops searches that have no other limit (analysis,
    /// pondering), so that they cannot run forever.
    pub closed: AtomicBool,
    /// Set once the input has ended and nobody reads the output either: the controller is
    /// gone, and every search stops.
    pub controller_gone: AtomicBool,
}

/// How a search's playouts are drawn and judged.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlayoutSettings {
    /// Seeds the workers' random numbers.
    pub seed: u64,
    /// The policy they follow and the komi that decides them.
    pub playing: Playing,
}

/// How a search's playouts are played and won, whatever their seed.
#[derive(Clone, Copy, Debug)]
pub struct Playing {
    /// The policy the playouts follow.
    pub policy: Policy,
    /// How the shape weights enter the priors of the tree's nodes.
    pub shapes: ShapePrior,
    /// Points added to the komi that decides who wins a playout (dynamic komi in handicap
    /// games). Score margins are still reported against the game's komi.
    pub komi_offset: f64,
}

impl Playing {
    /// The playouts of a search for the game, with `komi_offset`.
    pub fn game(komi_offset: f64) -> Playing {
        Playing {
            policy: Policy::SEARCH,
            shapes: ShapePrior::Probability,
            komi_offset,
        }
    }

    /// The playouts of a local search that judges groups ([`Policy::LOCAL`]), and its priors
    /// ([`ShapePrior::Relative`]).
    pub const LOCAL: Playing = Playing {
        policy: Policy::LOCAL,
        shapes: ShapePrior::Relative,
        komi_offset: 0.0,
    };
}

impl Default for Playing {
    fn default() -> Playing {
        Playing::game(0.0)
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The most visited legal move.
    pub best: Move,
    /// Its win rate for the side to move, from real playouts only (priors left out).
    pub win_rate: f64,
    /// Playouts the search made.
    pub playouts: u64,
    /// Seconds it took.
    pub seconds: f64,
    /// Root moves by real playouts, most first: move, playouts, win rate (real playouts only).
    pub candidates: Vec<(Move, u32, f64)>,
    /// The best move and the most visited line after it.
    pub pv: Vec<Move>,
}

/// Everything the workers share besides the tree.
struct Shared<'a> {
    root: Root<'a>,
    playouts: AtomicU64,
    stop: AtomicBool,
    limits: Limits,
    started: Instant,
    /// The controller's input: a waiting line stops the search...
    input: &'a InputSignals,
    /// ...once more lines than this wait: for a limited search, those already waiting when it
    /// started (a script piped in is not an interruption); for analysis and pondering, none.
    waiting_at_start: usize,
    tally: Tally,
    /// The root's move probabilities for the reports ([`policy`]), when there is a reporter.
    policy: Option<PointMap<Option<f64>>>,
}

/// Searches `game`'s position for the side to move on every thread of `pool` until a limit is
/// reached or input arrives (or, without limits, the input ends), logging its progress every
/// second and handing snapshots to the `reporter`, if any. The tree's root must be this
/// position: a cleared tree, or one advanced to it with [`Tree::advance`].
pub fn search(
    game: &Game,
    tree: &mut Tree,
    pool: &rayon::ThreadPool,
    limits: Limits,
    playout_settings: PlayoutSettings,
    input: &InputSignals,
    mut reporter: Option<Reporter>,
) -> SearchResult {
    let rules = game.rules();
    let played = |back: usize| match game.history().iter().rev().nth(back).map(|p| p.mv) {
        Some(Move::Play(p)) => Some(p),
        _ => None,
    };
    let (last, before_last) = (played(0), played(1));
    let avoid = reporter
        .as_ref()
        .and_then(|r| r.avoid)
        .filter(|f| !f.is_empty());
    let shapes = playout_settings.playing.shapes;
    prepare_root(game, tree, last, before_last, avoid, shapes);
    let shared = Shared {
        root: Root {
            board: game.board(),
            to_move: game.to_move(),
            last,
            before_last,
            avoid,
            policy: playout_settings.playing.policy,
            shapes,
            win_rule: WinRule {
                black_needs: game.komi() + rules.area_handicap_offset(game.handicap().len()),
                black_wins_above: playout_settings.playing.komi_offset,
                black_wins_ties: rules.tie == TieRule::BlackWins,
            },
        },
        playouts: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        limits,
        started: Instant::now(),
        input,
        waiting_at_start: if limits.is_limited() {
            input.pending.load(Ordering::SeqCst)
        } else {
            0
        },
        tally: Tally::new(reporter.as_ref().is_some_and(|r| r.ownership)),
        policy: reporter.as_ref().map(|_| policy(game, game.to_move())),
    };
    let mut schedule = Schedule {
        next_log: shared.started + PROGRESS_EVERY,
        next_report: reporter.as_ref().map(|r| shared.started + r.every),
    };
    // Rounds of workers: a round ends when the search stops or the tree fills up; then the
    // tree is pruned and the next round goes on (unless pruning cannot free room).
    let mut prune_when_full = true;
    for round in 0u64.. {
        // The workers share the tree during a round; only between rounds may it change.
        let searched: &Tree = tree;
        let (finished, workers_done) = std::sync::mpsc::channel::<()>();
        std::thread::scope(|scope| {
            scope.spawn(|| {
                // Owned by this thread, so that a panic drops it and wakes the watcher.
                let finished = finished;
                pool.broadcast(|ctx| {
                    let index = ctx.index() as u64 + 1 + round * pool.current_num_threads() as u64;
                    worker(
                        &shared,
                        searched,
                        playout_settings.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                        ctx.index() == 0,
                        prune_when_full,
                    )
                });
                // Wakes the watcher at once.
                finished.send(()).ok();
            });
            watch(
                &shared,
                searched,
                &workers_done,
                &mut schedule,
                reporter.as_mut(),
            );
        });
        if shared.stop.load(Ordering::Relaxed) {
            break;
        }
        // A tree whose root alone fills half the arena cannot be pruned: search on, full.
        prune_when_full = tree.prune();
        log::debug!("search tree pruned to {} nodes", tree.used());
    }
    if let Some(reporter) = reporter.as_mut() {
        // The last report; whether it could be written no longer matters.
        let _ = (reporter.sink)(&shared.snapshot(tree));
    }
    let playouts = shared.playouts.load(Ordering::Relaxed);
    let seconds = shared.started.elapsed().as_secs_f64();
    let mut root_children: Vec<&tree::Node> = tree
        .children(tree.root())
        .map(|range| range.map(|i| tree.node(i)).collect())
        .unwrap_or_default();
    // Most playouts first, then the best win rate; the prior decides among moves no playout
    // reached (a search stopped before its first playout still plays its best guess).
    let win_rate_of = |n: &tree::Node| n.real_win_rate().unwrap_or(0.5);
    root_children.sort_by(|a, b| {
        (b.real_visits().cmp(&a.real_visits()))
            .then(win_rate_of(b).total_cmp(&win_rate_of(a)))
            .then(b.prior_win_rate().total_cmp(&a.prior_win_rate()))
    });
    let candidates: Vec<(Move, u32, f64)> = root_children
        .iter()
        .map(|n| (Move::from(n.mv()), n.real_visits(), win_rate_of(n)))
        .collect();
    let (best, win_rate) = candidates
        .first()
        .map(|&(mv, _, rate)| (mv, rate))
        .unwrap_or((Move::Pass, 0.5));
    let pv = tree
        .children(tree.root())
        .and_then(|mut children| children.find(|&c| Move::from(tree.node(c).mv()) == best))
        .filter(|&c| tree.node(c).real_visits() > 0)
        .map_or_else(|| vec![best], |c| principal_variation(tree, c));
    SearchResult {
        best,
        win_rate,
        playouts,
        seconds,
        candidates,
        pv,
    }
}

/// Gives the root its children before the workers start, only moves the game's rules allow
/// (the descent checks the board alone, which knows simple ko but not the history superko
/// needs) and that `avoid` does not leave out, with priors of the `shapes` form; a reused root
/// loses the children that are illegal now.
fn prepare_root(
    game: &Game,
    tree: &mut Tree,
    last: Option<Point>,
    before_last: Option<Point>,
    avoid: Option<&MoveFilter>,
    shapes: ShapePrior,
) {
    let color = game.to_move();
    let legal = |mv: TreeMove| {
        avoid.is_none_or(|f| f.allows(color, mv, 0)) && game.check(color, mv.into()).is_ok()
    };
    if tree.children(tree.root()).is_some() {
        tree.retain_root_children(legal);
    } else {
        let mut board = game.board().clone();
        let context = Context {
            color,
            last,
            before_last,
        };
        let children: Vec<NewChild> = priors::children(&mut board, &context, shapes)
            .into_iter()
            .filter(|child| legal(child.mv))
            .collect();
        tree.expand(tree.root(), &children);
    }
}

/// When the next progress line and the next report are due.
struct Schedule {
    next_log: Instant,
    next_report: Option<Instant>,
}

/// Waits until the workers are done (`workers_done` receives or disconnects), logging progress
/// and calling the reporter on time.
fn watch(
    shared: &Shared,
    tree: &Tree,
    workers_done: &std::sync::mpsc::Receiver<()>,
    schedule: &mut Schedule,
    mut reporter: Option<&mut Reporter>,
) {
    while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = workers_done.recv_timeout(POLL) {
        let now = Instant::now();
        if let (Some(at), Some(reporter)) = (schedule.next_report, reporter.as_mut()) {
            if now >= at {
                if !(reporter.sink)(&shared.snapshot(tree)) {
                    log::info!("search stopped: its reports cannot be written");
                    shared.stop.store(true, Ordering::Relaxed);
                }
                schedule.next_report = Some(now + reporter.every);
            }
        }
        if now >= schedule.next_log {
            shared.log_progress(tree);
            schedule.next_log = now + PROGRESS_EVERY;
        }
    }
}

impl Shared<'_> {
    fn snapshot(&self, tree: &Tree) -> Analysis {
        snapshot(
            tree,
            &self.tally,
            self.policy.as_ref(),
            self.root.board,
            self.root.to_move,
            self.playouts.load(Ordering::Relaxed),
            self.started.elapsed().as_secs_f64(),
        )
    }

    /// One line on stderr: playouts, speed, the best move with its win rate and line.
    fn log_progress(&self, tree: &Tree) {
        if !log::log_enabled!(log::Level::Info) {
            return;
        }
        let Some(best) = most_visited_child(tree, tree.root()) else {
            return;
        };
        let node = tree.node(best);
        let pv: Vec<String> = principal_variation(tree, best)
            .into_iter()
            .map(|mv| crate::board::move_text(self.root.board, mv))
            .collect();
        let playouts = self.playouts.load(Ordering::Relaxed);
        log::info!(
            "{playouts} playouts ({:.0}/s): best {} {:.1}% ({} playouts), pv {}",
            playouts as f64 / self.started.elapsed().as_secs_f64().max(1e-9),
            pv[0],
            node.real_win_rate().unwrap_or(0.5) * 100.0,
            node.real_visits(),
            pv.join(" ")
        );
    }

    fn should_stop(&self, tree: &Tree, done: u64, check_clock: bool) -> bool {
        if self.stop.load(Ordering::Relaxed) {
            return true;
        }
        if self.limits.playouts.is_some_and(|limit| done >= limit) {
            return true;
        }
        if check_clock {
            let elapsed = self.started.elapsed().as_secs_f64();
            let late = self.limits.is_late(elapsed, || close(tree));
            let interrupted = done >= self.limits.min_before_interrupt
                && self.input.pending.load(Ordering::Relaxed) > self.waiting_at_start;
            let abandoned = (!self.limits.is_limited()
                && self.input.closed.load(Ordering::Relaxed))
                || self.input.controller_gone.load(Ordering::Relaxed);
            let saturated = tree.node(tree.root()).visits() >= MAX_ROOT_VISITS;
            if late || interrupted || abandoned || saturated {
                return true;
            }
        }
        false
    }

    /// The playouts the search may still make: to its playout limit, or at its current speed
    /// until it must stop (only when it has a maximum time, see [`Limits::max_seconds`]): its
    /// maximum time while the two best moves are close, else its normal time. `None` without
    /// either.
    fn playouts_left(&self, tree: &Tree, done: u64) -> Option<u64> {
        let by_count = self.limits.playouts.map(|limit| limit.saturating_sub(done));
        let elapsed = self.started.elapsed().as_secs_f64();
        // A close search may run on to its maximum time; any other stops at its normal time.
        let by_clock = (self.limits.horizon(|| close(tree)))
            .filter(|_| elapsed >= MIN_SECONDS_BEFORE_DECIDED)
            .map(|until| (done as f64 / elapsed * (until - elapsed).max(0.0)) as u64);
        match (by_count, by_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Whether the most visited root move can no longer be overtaken within the limits.
    fn decided(&self, tree: &Tree, done: u64) -> bool {
        let (Some(left), Some((first, second))) = (self.playouts_left(tree, done), top_two(tree))
        else {
            return false;
        };
        (first - second) as u64 > left
    }
}

/// Real playouts of the two most visited root moves.
fn top_two(tree: &Tree) -> Option<(u32, u32)> {
    let range = tree.children(tree.root())?;
    let (mut first, mut second) = (0, 0);
    for visits in range.map(|i| tree.node(i).real_visits()) {
        if visits > first {
            (first, second) = (visits, first);
        } else if visits > second {
            second = visits;
        }
    }
    Some((first, second))
}

/// Whether the two most visited root moves are too close to call (time may be stretched).
fn close(tree: &Tree) -> bool {
    top_two(tree).is_some_and(|(first, second)| (first as f64) < CLEAR_LEAD * second as f64)
}

/// Runs playouts until the search stops or, with `leave_when_full`, the tree fills up.
fn worker(
    shared: &Shared,
    tree: &Tree,
    seed: u64,
    watches_early_stop: bool,
    leave_when_full: bool,
) {
    let mut iteration = Iteration::new(shared.root.board, seed);
    let mut count = 0u64;
    loop {
        if leave_when_full && tree.is_full() {
            break;
        }
        let done = shared.playouts.fetch_add(1, Ordering::Relaxed);
        if shared.should_stop(tree, done, count.is_multiple_of(16)) {
            shared.playouts.fetch_sub(1, Ordering::Relaxed);
            shared.stop.store(true, Ordering::Relaxed);
            break;
        }
        count += 1;
        iteration.run(tree, &shared.root, &shared.tally);
        if watches_early_stop
            && shared.limits.stop_when_decided
            && count.is_multiple_of(128)
            && shared.decided(tree, done)
        {
            shared.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The priors a new node of the game's search gives the moves in `context`, as scores (the
/// share of wins among a move's virtual playouts), pass left out: what the search thinks of
/// each move before its first playout.
pub fn prior_scores(board: &mut Board, context: &Context) -> Vec<(Point, f64)> {
    priors::children(board, context, ShapePrior::Probability)
        .into_iter()
        .filter_map(|c| {
            let p = c.mv.point()?;
            Some((p, c.prior_wins as f64 / c.prior_visits.max(1) as f64))
        })
        .collect()
}
