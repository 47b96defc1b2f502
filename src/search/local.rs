//! The fate of groups judged by the search where the readers cannot decide it within their
//! budgets (GNU Go's owl and semeai commands ask for an answer all the same): a search of
//! [`LOCAL_PLAYOUTS`] playouts from the position, its first move kept within
//! [`LOCAL_RADIUS`] steps of the groups' chains, and the chains' owners at the end of those
//! playouts. The search's most visited moves are the best for the game, not always for the
//! groups, so the move named is the one of the [`FATE_CANDIDATES`] most visited after which
//! the groups fare best, unless the caller's reader proves one of the [`PROOF_CANDIDATES`]
//! most visited: a move it proves (the mover's aim achieved whatever the opponent answers) is
//! named at once, and one it refutes is named only when it refutes them all.

use super::Reporter;
use super::{search, Analysis, InputSignals, MoveFilter, Player, Playing, PlayoutSettings};
use super::{SearchResult, Tree};
use crate::board::{Board, Color, Move, Point, PointMap, Stone};
use crate::game::Game;
use crate::time::Limits;
use std::time::{Duration, Instant};

/// Playouts of one local search (about 0.7 s on one thread on 19×19). GNU Go's owl suites
/// (the 222 tests of `ld_owl.tst` and `owl1.tst`) pass about as often with 1,000, 3,000 or
/// 6,000.
const LOCAL_PLAYOUTS: u64 = 2_000;

/// The first move of a local search is at most this many steps (along the lines) from a stone
/// of the groups' chains. (On the same 222 tests: 2 steps passed 98, 3 steps 102, 4 steps 105.)
const LOCAL_RADIUS: i32 = 3;

/// The most visited first moves whose outcome for the groups is compared (GNU Go's 481 owl
/// tests, the owl code taken after the move named: 270 passed comparing three, 276 four, 268
/// eight; 246 naming the most visited move).
const FATE_CANDIDATES: usize = 4;

/// The most visited first moves that the caller's reader judges, in order of visits (GNU Go's
/// 481 owl tests: 292 passed with 4, 293 with 8, 292 with 16).
const PROOF_CANDIDATES: usize = 8;

/// Playouts of the search after each of those moves, with the opponent to move (the same
/// tests: 276 with 500 or 1,000).
const FATE_PLAYOUTS: u64 = 500;

/// How much more (per stone) the mover must own the groups' points after another compared
/// move than after the most visited one for that move to be named instead: about three
/// standard errors of the difference of two [`FATE_PLAYOUTS`] searches (GNU Go's
/// `semeai.tst` and `owl.tst`: 87 and 189 passed with 0.15, 86 and 189 with 0.08, 86 and 186
/// with 0.25).
const FATE_MARGIN: f64 = 0.15;

/// The search reports only once, at its end.
const NO_REPORTS: Duration = Duration::from_secs(24 * 60 * 60);

/// What a local search found.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalVerdict {
    /// The mover's best first move near the groups.
    pub best: Move,
    /// For each stone asked about, who owned its point at the end of the search's playouts,
    /// from the mover's side: 1 when the mover always did, −1 when the opponent always did.
    pub mover_owns: Vec<f64>,
    /// After `best`, with the opponent to move: the stones' points owned by the mover, on
    /// average, as `mover_owns` counts them; `None` when no search followed the move (also
    /// when the move was proved).
    pub owns_after_best: Option<f64>,
    /// Whether the caller's reader proved `best`.
    pub proved: bool,
    /// The search's [`FATE_CANDIDATES`] most visited first moves, in order of visits.
    pub most_visited: Vec<Move>,
}

/// Nodes of the tree of a chain's search ([`owner_keeps_chain`]): room for its playouts.
const CHAIN_SEARCH_TREE_NODES: usize = 200_000;

/// How much the owner of the chain through `stone` in `game` keeps its stones, from −1 (never)
/// to 1 (always), at the end of the playouts of a search of `playouts` with the owner to move,
/// its first move near the chain ([`LOCAL_RADIUS`]). The search runs on one thread of its own
/// with a tree of its own (a player's tree is untouched), seeded by `seed` and the position,
/// so that a position is judged the same way every time. `None` when no empty point is near,
/// no thread could be started, or `deadline` stopped the search before all its playouts. (The
/// dead-stone estimate's [`crate::score::ChainSearch`].)
pub fn owner_keeps_chain(
    game: &Game,
    stone: Point,
    playouts: u64,
    seed: u64,
    deadline: Option<Instant>,
) -> Option<f64> {
    let board = game.board();
    let owner = board.color_at(stone)?;
    let chain: Vec<Point> = board.chain_stones(stone).collect();
    let filter = first_move_near(board, owner, &chain)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .ok()?;
    let mut game = game.clone();
    game.set_to_move(owner);
    let limits = Limits {
        playouts: Some(playouts),
        seconds: deadline.map(|d| d.saturating_duration_since(Instant::now()).as_secs_f64()),
        max_seconds: None,
        min_before_interrupt: 0,
        stop_when_decided: false,
    };
    let settings = PlayoutSettings {
        seed: seed ^ board.hash_with_side(owner),
        playing: Playing::LOCAL,
    };
    let (result, ownership) = with_final_ownership(&filter, |reporter| {
        search(
            &game,
            &mut Tree::new(CHAIN_SEARCH_TREE_NODES),
            &pool,
            limits,
            settings,
            &InputSignals::default(),
            Some(reporter),
        )
    })?;
    if result.playouts < playouts {
        return None;
    }
    let kept: f64 = chain.iter().map(|&s| owned_by(&ownership, s, owner)).sum();
    Some(kept / chain.len() as f64)
}

/// What a caller's reader says of a candidate first move of a local search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The move achieves the mover's aim whatever the opponent answers.
    Proved,
    /// The opponent has an answer that defeats it.
    Refuted,
    /// The reader cannot tell.
    Open,
}

/// A reader that proves no move: the search alone judges them.
pub fn no_reading(_: &Board) -> Judgement {
    Judgement::Open
}

impl Player {
    /// The groups of the chains through `stones` in `game`, judged by a local search with
    /// `mover` to move; `None` when no empty point lies near the chains. `proves` judges the
    /// position after a candidate first move (the opponent to move): whether the move achieves
    /// the mover's aim whatever the opponent answers. Without `compare_after`, no search
    /// follows the candidates (for callers that take a proved move only).
    pub fn local_verdict(
        &mut self,
        game: &Game,
        stones: &[Point],
        mover: Color,
        proves: &mut dyn FnMut(&Board) -> Judgement,
        compare_after: bool,
    ) -> Option<LocalVerdict> {
        let board = game.board();
        let chains = chain_stones_through(board, stones);
        let (result, ownership) = self.search_near(game, mover, &chains, LOCAL_PLAYOUTS)?;
        let mover_owns: Vec<f64> = stones
            .iter()
            .map(|&s| owned_by(&ownership, s, mover))
            .collect();
        let (best, owns_after_best, proved) =
            self.move_groups_fare_best_after(game, mover, stones, &result, proves, compare_after);
        let most_visited = result
            .candidates
            .iter()
            .take(FATE_CANDIDATES)
            .map(|&(mv, _, _)| mv)
            .collect();
        log::debug!(
            "local search for {mover}: {} playouts, most visited {}, best for the groups {} ({owns_after_best:?} after it, proved {proved}), {mover} owns {}",
            result.playouts,
            crate::board::move_text(board, result.best),
            crate::board::move_text(board, best),
            stones
                .iter()
                .zip(&mover_owns)
                .map(|(&s, owns)| format!("{} {owns:.2}", board.vertex(s)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        Some(LocalVerdict {
            best,
            mover_owns,
            owns_after_best,
            proved,
            most_visited,
        })
    }

    /// A search of `playouts` from `game` with `mover` to move, its first move on an empty
    /// point near `chains`: what it found, and the owners at the end of its playouts. `None`
    /// when no empty point is near.
    fn search_near(
        &mut self,
        game: &Game,
        mover: Color,
        chains: &[Point],
        playouts: u64,
    ) -> Option<(SearchResult, PointMap<f64>)> {
        let board = game.board();
        let filter = first_move_near(board, mover, chains)?;
        with_final_ownership(&filter, |reporter| {
            self.search_within(game, mover, playouts, None, Playing::LOCAL, reporter)
        })
    }

    /// Of the [`PROOF_CANDIDATES`] most visited moves of `result`, the first that `proves`
    /// proves; else, of the [`FATE_CANDIDATES`] most visited that it does not refute, the one
    /// after which `mover` owns the points of `stones` most (summed) by a search of
    /// [`FATE_PLAYOUTS`] with the opponent to move near their chains, when it beats the most
    /// visited of them by more than [`FATE_MARGIN`] a stone (else that one), with how much the
    /// mover owns them after the best (averaged over the stones, and only with
    /// `compare_after`); the most visited refuted move, or else the most visited move, without
    /// a figure, when none is compared. The flag tells whether the move was proved.
    fn move_groups_fare_best_after(
        &mut self,
        game: &Game,
        mover: Color,
        stones: &[Point],
        result: &SearchResult,
        proves: &mut dyn FnMut(&Board) -> Judgement,
        compare_after: bool,
    ) -> (Move, Option<f64>, bool) {
        let chains = chain_stones_through(game.board(), stones);
        let mut best = (f64::NEG_INFINITY, result.best);
        let mut most_visited: Option<(f64, Move)> = None;
        let mut refuted: Option<Move> = None;
        for (rank, &(mv, _, _)) in result.candidates.iter().take(PROOF_CANDIDATES).enumerate() {
            let mut after = game.clone();
            if after.play(mover, mv).is_err() {
                continue;
            }
            match proves(after.board()) {
                Judgement::Proved => return (mv, None, true),
                Judgement::Refuted => {
                    refuted.get_or_insert(mv);
                    continue;
                }
                Judgement::Open => {}
            }
            // Beyond the most visited, and without follow-up searches, only a proof names a move.
            if !compare_after || rank >= FATE_CANDIDATES {
                continue;
            }
            let Some((_, ownership)) =
                self.search_near(&after, mover.opponent(), &chains, FATE_PLAYOUTS)
            else {
                continue;
            };
            let fate: f64 = stones.iter().map(|&s| owned_by(&ownership, s, mover)).sum();
            log::debug!(
                "local search candidate {} (rank {rank}): {fate:.3}",
                crate::board::move_text(game.board(), mv)
            );
            if fate > best.0 {
                best = (fate, mv);
            }
            most_visited.get_or_insert((fate, mv));
        }
        let owns = best.0.is_finite().then(|| best.0 / stones.len() as f64);
        let margin = FATE_MARGIN * stones.len() as f64;
        match most_visited {
            Some((fate, mv)) if best.0 <= fate + margin => (mv, owns, false),
            Some(_) => (best.1, owns, false),
            None if compare_after => (refuted.unwrap_or(best.1), owns, false),
            None => (best.1, owns, false),
        }
    }
}

/// The stones of the chains through `stones`.
fn chain_stones_through(board: &Board, stones: &[Point]) -> Vec<Point> {
    stones.iter().flat_map(|&s| board.chain_stones(s)).collect()
}

/// A filter that keeps `mover`'s first move on the empty points near `chains` ([`moves_near`]);
/// `None` when none is near.
fn first_move_near(board: &Board, mover: Color, chains: &[Point]) -> Option<MoveFilter> {
    let allowed = moves_near(board, chains);
    if allowed.is_empty() {
        return None;
    }
    let mut filter = MoveFilter::default();
    filter.allow_only(mover, &allowed, 1, board);
    Some(filter)
}

/// What `run` found with a reporter that reports once, at the search's end, with the owners
/// of the points, the search's first move kept within `filter`: its result and the owners at
/// the end of its playouts (`None` when it reported none).
fn with_final_ownership(
    filter: &MoveFilter,
    run: impl FnOnce(Reporter) -> SearchResult,
) -> Option<(SearchResult, PointMap<f64>)> {
    let mut last: Option<Analysis> = None;
    let mut keep = |analysis: &Analysis| {
        last = Some(analysis.clone());
        true
    };
    let result = run(Reporter {
        every: NO_REPORTS,
        ownership: true,
        sink: &mut keep,
        avoid: Some(filter),
    });
    Some((result, last?.ownership?))
}

/// The empty points of `board` at most [`LOCAL_RADIUS`] steps from one of `chains`' stones.
fn moves_near(board: &Board, chains: &[Point]) -> Vec<Move> {
    let near = |p: Point| {
        let v = board.vertex(p);
        chains.iter().any(|&s| {
            let w = board.vertex(s);
            (v.col as i32 - w.col as i32).abs() + (v.row as i32 - w.row as i32).abs()
                <= LOCAL_RADIUS
        })
    };
    board
        .points()
        .filter(|&p| board.stone(p) == Stone::Empty && near(p))
        .map(Move::Play)
        .collect()
}

/// How much `color` owned `point` in `ownership` (Black's share minus White's).
fn owned_by(ownership: &PointMap<f64>, point: Point, color: Color) -> f64 {
    match color {
        Color::Black => ownership[point],
        Color::White => -ownership[point],
    }
}
