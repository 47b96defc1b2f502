//! The player: everything that turns a position into a move — the search tree and its reuse
//! from move to move, the worker threads, the random state, the time each move may take, the
//! dead-stone judge, and the decisions around the search (pass, resign, clean up).

use super::unsettled::{keeps_own_chains, settling_move};
use super::{search, InputSignals, Level, Playing, PlayoutSettings, Reporter, SearchResult};
use super::{ShapePrior, Tree, TreeMove};
use crate::board::{move_text, ByColor, Color, Move, Point, Stone};
use crate::game::Game;
use crate::rules::{Rules, Scoring};
use crate::score::{count, Count, Judge, Ownership, Status, Statuses};
use crate::time::{self, plan_move, Clock, Limits, MovePlan, UNTIL_INPUT};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::time::Instant;

/// How the player plays, from the command line (and GoGui's parameter dialog).
#[derive(Clone, Debug)]
pub struct PlayerSettings {
    /// Worker threads of the search and the scoring playouts.
    pub threads: usize,
    /// Seed of every random choice (reproducible play), or none.
    pub seed: Option<u64>,
    /// Playouts and seconds per move, if limited.
    pub plan: MovePlan,
    /// Capacity of the search tree in nodes.
    pub max_nodes: usize,
    /// Win rate below which tengen resigns after three such moves (0: never).
    pub resign_threshold: f64,
    /// Whether to keep searching on the opponent's time after each generated move.
    pub ponder: bool,
    /// The playing level ([`Level::FULL`]: full strength).
    pub level: Level,
}

/// What the player decided to do on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Play this move (maybe a pass).
    Play(Move),
    /// Give up the game.
    Resign,
}

/// Dynamic komi per handicap stone at the start of a handicap game.
const DYNAMIC_KOMI_PER_STONE: f64 = 7.0;
/// Moves in a row below the resign threshold before tengen resigns.
const RESIGN_AFTER: u32 = 3;
/// A search needs this many playouts before its win rate counts towards resigning.
const PLAYOUTS_TO_RESIGN: u64 = 100;
/// The share of a move's normal time that the scoring behind a pass decision may take.
const PASS_CHECK_SHARE: f64 = 0.3;
/// The share of a move's normal time that reading for groups a pass would leave unsettled may
/// take.
const SETTLE_CHECK_SHARE: f64 = 0.2;

/// The player; see the module's documentation.
pub struct Player {
    settings: PlayerSettings,
    /// The `--threads` workers.
    pool: rayon::ThreadPool,
    rng: SmallRng,
    /// The controller's input as running searches see it: lines waiting, and its end.
    input: Arc<InputSignals>,
    /// The search tree, allocated at the first search.
    tree: Option<Tree>,
    /// Where the search tree's root stands, if there is a tree.
    tree_root: Option<TreeRoot>,
    /// Per colour: consecutive own moves whose win rate was below the resign threshold, and
    /// the number of moves played when the last of them was chosen (a streak only counts
    /// within one game).
    losing_moves: ByColor<(u32, usize)>,
    judge: Judge,
}

/// The position at a search tree's root and what its statistics were gathered under.
#[derive(Clone, Copy, Debug)]
struct TreeRoot {
    /// Moves played before it.
    moves: usize,
    /// Its hash and side to move.
    key: (u64, Color),
    /// Its ko point, which the hash leaves out.
    ko: Option<(Point, Color)>,
    context: TreeContext,
}

/// What a search tree's statistics depend on besides the position.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TreeContext {
    size: usize,
    komi: f64,
    rules: Rules,
    /// Whether the playouts were won and lost under dynamic komi (which drifts a little
    /// every move, so only whether it applies is compared).
    dynamic_komi: bool,
    /// How the shape weights entered its nodes' priors.
    shapes: ShapePrior,
}

impl Player {
    /// A player as `settings` describe, with its worker threads started.
    pub fn new(settings: PlayerSettings) -> Result<Player, rayon::ThreadPoolBuildError> {
        let pool = worker_pool(settings.threads.max(1))?;
        let rng = match settings.seed {
            Some(seed) => SmallRng::seed_from_u64(seed),
            None => SmallRng::from_os_rng(),
        };
        Ok(Player {
            judge: Judge::new(settings.seed, Some(super::owner_keeps_chain)),
            settings,
            pool,
            rng,
            input: Arc::new(InputSignals::default()),
            tree: None,
            tree_root: None,
            losing_moves: ByColor::default(),
        })
    }

    /// How the player plays now.
    pub fn settings(&self) -> &PlayerSettings {
        &self.settings
    }

    /// Limits every move to `plan`'s playouts and seconds from now on.
    pub fn set_plan(&mut self, plan: MovePlan) {
        self.settings.plan = plan;
    }

    /// Resigns below `rate` (0: never) from now on.
    pub fn set_resign_threshold(&mut self, rate: f64) {
        self.settings.resign_threshold = rate;
    }

    /// Ponders after generated moves from now on, or not.
    pub fn set_ponder(&mut self, ponder: bool) {
        self.settings.ponder = ponder;
    }

    /// Plays at `level` from the next move on.
    pub fn set_level(&mut self, level: Level) {
        self.settings.level = level;
    }

    /// Runs searches on `threads` worker threads from now on.
    pub fn set_threads(&mut self, threads: usize) -> Result<(), rayon::ThreadPoolBuildError> {
        self.pool = worker_pool(threads)?;
        self.settings.threads = threads;
        Ok(())
    }

    /// The controller's input as searches see it.
    pub fn input(&self) -> &Arc<InputSignals> {
        &self.input
    }

    /// Lets searches watch `input` from now on.
    pub fn watch_input(&mut self, input: Arc<InputSignals>) {
        self.input = input;
    }

    /// Forgets the search tree and the judged statuses (GNU Go's `clear_cache`): the next
    /// search grows a new tree and the next score judges afresh.
    pub fn clear_cache(&mut self) {
        self.tree = None;
        self.tree_root = None;
        self.judge.forget();
    }

    /// The move to play for `color` in `game` with the time `clock` leaves (or a
    /// resignation): the search's choice, except that tengen passes after the opponent's
    /// pass when the count already wins, never passes beside a group whose fate hangs on who
    /// moves first, and resigns when it has been losing clearly for a few moves. Everything
    /// it does fits in the move's time (its maximum when the search chose the pass): the
    /// scoring behind a pass decision and the reading before a pass get at most a share of
    /// it, and the search the rest.
    pub fn genmove(
        &mut self,
        game: &Game,
        clock: &Clock,
        color: Color,
        reporter: Option<Reporter>,
    ) -> Decision {
        let started = Instant::now();
        let limits = self.limits(game, clock, color);
        let opponent_passed = game
            .history()
            .last()
            .is_some_and(|p| p.color != color && p.mv == Move::Pass);
        let avoid = reporter.as_ref().and_then(|r| r.avoid);
        let allowed = |mv: Move| avoid.is_none_or(|f| f.allows(color, mv.into(), 0));
        let may_pass = allowed(Move::Pass);
        let share = |share: f64| limits.seconds.map(|s| time::deadline(started, s * share));
        if opponent_passed && may_pass {
            let statuses = self
                .judge
                .statuses(game, &self.pool, share(PASS_CHECK_SHARE));
            if wins_now(game, color, &statuses) && !dame_to_fill(game, color, &statuses) {
                let deadline = share(PASS_CHECK_SHARE + SETTLE_CHECK_SHARE);
                let settling = settling_move(game, color, deadline, allowed);
                return Decision::Play(settling.unwrap_or(Move::Pass));
            }
        }
        let search_limits = limits.after(started.elapsed().as_secs_f64());
        let result = self.run_search(
            game,
            color,
            true,
            search_limits,
            Playing::game(dynamic_komi(game)),
            reporter,
        );
        if self.resigns_after(game, color, &result) {
            Decision::Resign
        } else if result.best == Move::Pass {
            let deadline = limit_of_move(started, &limits);
            let settling = settling_move(game, color, deadline, allowed);
            Decision::Play(settling.unwrap_or(Move::Pass))
        } else {
            let chosen = self
                .settings
                .level
                .choose(game, color, &result.candidates, &mut self.rng);
            Decision::Play(chosen.unwrap_or(result.best))
        }
    }

    /// Counts `result` towards `color`'s losing streak; whether the streak is long enough to
    /// resign (the streak starts over then).
    fn resigns_after(&mut self, game: &Game, color: Color, result: &SearchResult) -> bool {
        let threshold = self.settings.resign_threshold;
        let played = game.history().len();
        let losing = &mut self.losing_moves[color];
        let (streak, last) = *losing;
        let continues = played == last + 2;
        // Win rates under dynamic komi are no reason to resign.
        let true_komi = dynamic_komi(game) == 0.0;
        if threshold > 0.0
            && true_komi
            && result.playouts >= PLAYOUTS_TO_RESIGN
            && result.win_rate < threshold
        {
            *losing = (if continues { streak + 1 } else { 1 }, played);
        } else {
            *losing = (0, played);
        }
        if losing.0 >= RESIGN_AFTER {
            *losing = (0, played);
            return true;
        }
        false
    }

    /// Like [`Player::genmove`] without resigning, and without passing while `color`'s
    /// opponent has dead stones on the board that it can take: it fills a liberty of the
    /// weakest dead chain, where filling leaves no chain of its own for the opponent to kill
    /// (`kgs-genmove_cleanup`). Within the move's maximum time.
    pub fn cleanup(&mut self, game: &Game, clock: &Clock, color: Color) -> Move {
        let started = Instant::now();
        let limits = self.limits(game, clock, color);
        let best = self.think(game, clock, color, true).best;
        if best != Move::Pass {
            return best;
        }
        let deadline = limit_of_move(started, &limits);
        if let Some(mv) = settling_move(game, color, deadline, |_| true) {
            return mv;
        }
        let statuses = self.statuses(game, None);
        let board = game.board();
        let mut dead: Vec<_> = statuses
            .chains_with(board, Status::Dead)
            .into_iter()
            .filter(|chain| board.color_at(chain[0]) == Some(color.opponent()))
            .collect();
        dead.sort_by_key(|chain| board.liberties(chain[0]));
        for chain in dead {
            for &s in &chain {
                for n in board.neighbors(s) {
                    let mv = Move::Play(n);
                    if board.stone(n) == Stone::Empty
                        && board.self_atari_stones(n, color).is_none_or(|k| k < 2)
                        && game.check(color, mv).is_ok()
                        && keeps_own_chains(board, color, n, deadline)
                    {
                        return mv;
                    }
                }
            }
        }
        Move::Pass
    }

    /// Searches `game`'s position for a move for `color` within the move's limits (`clock`
    /// and the move plan), with dynamic komi in handicap games. With `reuse`, what the last
    /// search learnt about this position (reached by the moves played since) is kept.
    pub fn think(&mut self, game: &Game, clock: &Clock, color: Color, reuse: bool) -> SearchResult {
        let limits = self.limits(game, clock, color);
        self.run_search(
            game,
            color,
            reuse,
            limits,
            Playing::game(dynamic_komi(game)),
            None,
        )
    }

    /// Analyses `game`'s position with `color` to move until input arrives, reporting to
    /// `reporter` as it goes; the tree is kept for the next move.
    pub fn analyze(&mut self, game: &Game, color: Color, reporter: Reporter) -> SearchResult {
        self.run_search(
            game,
            color,
            true,
            UNTIL_INPUT,
            Playing::game(0.0),
            Some(reporter),
        )
    }

    /// Analyses `game`'s position with `color` to move on a fresh tree for `playouts`, or
    /// until `seconds` or a signal on [`Player::input`] (one waiting line), whichever comes
    /// first (no clock, no dynamic komi), reporting to `reporter`: one turn of the JSON
    /// analysis mode.
    pub fn analyze_within(
        &mut self,
        game: &Game,
        color: Color,
        playouts: u64,
        seconds: Option<f64>,
        reporter: Reporter,
    ) -> SearchResult {
        self.search_within(game, color, playouts, seconds, Playing::game(0.0), reporter)
    }

    /// [`Player::analyze_within`] with the playouts of `playing`.
    pub(super) fn search_within(
        &mut self,
        game: &Game,
        color: Color,
        playouts: u64,
        seconds: Option<f64>,
        playing: Playing,
        reporter: Reporter,
    ) -> SearchResult {
        let limits = Limits {
            playouts: Some(playouts),
            seconds,
            max_seconds: None,
            min_before_interrupt: 0,
            stop_when_decided: false,
        };
        self.run_search(game, color, false, limits, playing, Some(reporter))
    }

    /// With `--ponder`, searches `game`'s position for the side to move until input
    /// arrives, so that the next `genmove` starts from a grown tree.
    pub fn ponder(&mut self, game: &Game) {
        if self.settings.ponder {
            let color = game.to_move();
            log::debug!("pondering for {color}");
            self.run_search(
                game,
                color,
                true,
                UNTIL_INPUT,
                Playing::game(dynamic_komi(game)),
                None,
            );
        }
    }

    /// The status of every chain in `game`'s position, judged once per position and rules
    /// (by `deadline`: see [`Judge::statuses`]).
    pub fn statuses(&mut self, game: &Game, deadline: Option<Instant>) -> Statuses {
        self.judge.statuses(game, &self.pool, deadline)
    }

    /// The status of every chain in `game`'s position as `rules` judge them, by `deadline`.
    pub fn statuses_under(
        &mut self,
        game: &Game,
        rules: Rules,
        deadline: Option<Instant>,
    ) -> Statuses {
        self.judge.statuses_under(game, &self.pool, rules, deadline)
    }

    /// The statuses judged for exactly `game`'s position, if any.
    pub fn judged_statuses(&self, game: &Game) -> Option<&Statuses> {
        self.judge.judged(game)
    }

    /// Who owns each point at the end of the scoring playouts from `game`'s position.
    pub fn ownership(&self, game: &Game) -> Ownership {
        self.judge.ownership(game, &self.pool)
    }

    /// The count of `game` under its rules (expected, on an unfinished game), by `deadline`.
    pub fn final_count(&mut self, game: &Game, deadline: Option<Instant>) -> Count {
        self.judge.final_count(game, &self.pool, deadline)
    }

    /// On an unfinished game, the expected count; `None` for a finished one. By `deadline`.
    pub fn expected_final_count(
        &mut self,
        game: &Game,
        deadline: Option<Instant>,
    ) -> Option<Count> {
        self.judge.expected_final_count(game, &self.pool, deadline)
    }

    /// The search limits for `color`'s next move in `game` with `clock`.
    fn limits(&self, game: &Game, clock: &Clock, color: Color) -> Limits {
        let limits = plan_move(self.settings.plan, clock, color, game.board());
        match self.settings.level.playouts() {
            Some(cap) => Limits {
                playouts: Some(limits.playouts.map_or(cap, |p| p.min(cap))),
                ..limits
            },
            None => limits,
        }
    }

    /// Searches `game`'s position for `color` within `limits`, its playouts played as
    /// `playing` says (the komi that decides them raised by [`dynamic_komi`]'s points in
    /// handicap games), on the kept tree when `reuse` allows and it fits (see
    /// [`Player::reusable_path`]).
    fn run_search(
        &mut self,
        game: &Game,
        color: Color,
        reuse: bool,
        limits: Limits,
        playing: Playing,
        reporter: Option<Reporter>,
    ) -> SearchResult {
        // A search that leaves moves out starts from a cleared tree and leaves none to reuse:
        // its root lacks the moves left out.
        let restricted = reporter
            .as_ref()
            .is_some_and(|r| r.avoid.is_some_and(|f| !f.is_empty()));
        let reuse = reuse && !restricted;
        let mut game = game.clone();
        game.set_to_move(color);
        let played = game.history().len();
        let seed = match self.settings.seed {
            Some(seed) => seed ^ game.board().hash_with_side(color),
            None => self.rng.random(),
        };
        let context = TreeContext {
            size: game.board().size(),
            komi: game.komi(),
            rules: *game.rules(),
            dynamic_komi: playing.komi_offset != 0.0,
            shapes: playing.shapes,
        };
        let path = if reuse {
            self.reusable_path(&game, color, context)
        } else {
            None
        };
        let max_nodes = self.settings.max_nodes;
        let tree = self.tree.get_or_insert_with(|| Tree::new(max_nodes));
        let kept = match path {
            Some(path) => tree.advance(&path),
            None => {
                tree.clear();
                false
            }
        };
        log::debug!("search tree {}", if kept { "reused" } else { "new" });
        let playouts = PlayoutSettings { seed, playing };
        let result = search(
            &game,
            tree,
            &self.pool,
            limits,
            playouts,
            &self.input,
            reporter,
        );
        self.tree_root = (!restricted).then_some(TreeRoot {
            moves: played,
            key: (game.board().hash(), color),
            ko: game.board().ko(),
            context,
        });
        log::info!(
            "{color}: {} win rate {:.1}% after {} playouts in {:.2} s ({:.0}/s), {} nodes",
            move_text(game.board(), result.best),
            result.win_rate * 100.0,
            result.playouts,
            result.seconds,
            result.playouts as f64 / result.seconds.max(1e-9),
            tree.used()
        );
        for (mv, visits, rate) in result.candidates.iter().take(5) {
            log::debug!(
                "  {} {visits} playouts, win rate {:.1}%",
                move_text(game.board(), *mv),
                rate * 100.0
            );
        }
        result
    }

    /// The moves from the kept tree's root to `game`'s position (with `color` to move), when
    /// the tree can be reused there: same context, the root's position in the game's history,
    /// and the moves since alternating from the root's side to move so that it is `color`'s
    /// turn again.
    fn reusable_path(
        &self,
        game: &Game,
        color: Color,
        context: TreeContext,
    ) -> Option<Vec<TreeMove>> {
        let TreeRoot {
            moves,
            key,
            ko,
            context: then,
        } = self.tree_root?;
        let played = game.history().len();
        let same_root = then == context
            && moves <= played
            && game.position_key(moves) == Some(key)
            && (moves < played || game.board().ko() == ko);
        if !same_root {
            return None;
        }
        let since = &game.history()[moves..];
        let alternating = since
            .iter()
            .enumerate()
            .all(|(i, p)| (p.color == key.1) == i.is_multiple_of(2));
        let turn = if since.len().is_multiple_of(2) {
            key.1
        } else {
            key.1.opponent()
        };
        (alternating && turn == color).then(|| since.iter().map(|p| p.mv.into()).collect())
    }
}

fn worker_pool(threads: usize) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new().num_threads(threads).build()
}

/// Under area scoring, whether an empty point between living stones of both colours (not a
/// seki liberty) is left that `color` can fill safely in `game`: passing would give it away.
fn dame_to_fill(game: &Game, color: Color, statuses: &Statuses) -> bool {
    if game.rules().scoring != Scoring::Area {
        return false;
    }
    let board = game.board();
    let living =
        |p: Point, c: Color| board.color_at(p) == Some(c) && statuses.of(p) == Status::Alive;
    board.points().any(|p| {
        board.stone(p) == Stone::Empty
            && board.neighbors(p).iter().any(|&n| living(n, Color::Black))
            && board.neighbors(p).iter().any(|&n| living(n, Color::White))
            && board.self_atari_stones(p, color).is_none()
            && game.check(color, Move::Play(p)).is_ok()
    })
}

/// When a move that started at `started` must be done: its maximum time under `limits`
/// (its normal time when there is no maximum), if the move has a time limit.
fn limit_of_move(started: Instant, limits: &Limits) -> Option<Instant> {
    limits
        .max_seconds
        .or(limits.seconds)
        .map(|s| time::deadline(started, s))
}

/// Whether `color` wins if `game` ends now, counted with `statuses`.
fn wins_now(game: &Game, color: Color, statuses: &Statuses) -> bool {
    count(game, statuses).winner() == Some(color)
}

/// Points added to the komi the search plays for in a handicap game: 7 per handicap stone at
/// the start, falling linearly to none once half as many moves as the board has points have
/// been played (Pachi's linear dynamic komi). Black then keeps playing for more than a narrow
/// win, and White does not despair (or resign) over the handicap.
fn dynamic_komi(game: &Game) -> f64 {
    let stones = game.handicap().len();
    if stones < 2 {
        return 0.0;
    }
    let size = game.board().size();
    let horizon = (size * size / 2) as f64;
    let played = game.history().len() as f64;
    DYNAMIC_KOMI_PER_STONE * stones as f64 * (1.0 - played / horizon).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dynamic_komi_asks_seven_points_per_handicap_stone_and_fades_by_mid_game() {
        let mut game = Game::new(19, Rules::default(), 0.5).unwrap();
        assert_eq!(dynamic_komi(&game), 0.0, "even game");
        game.fixed_handicap(4).unwrap();
        assert_eq!(dynamic_komi(&game), 28.0);
        for _ in 0..90 {
            game.play(game.to_move(), Move::Pass).ok();
        }
        assert_eq!(game.history().len(), 90);
        assert!(
            (dynamic_komi(&game) - 14.0).abs() < 0.1,
            "half way to move 180"
        );
        for _ in 0..100 {
            game.play(game.to_move(), Move::Pass).ok();
        }
        assert_eq!(dynamic_komi(&game), 0.0);
    }
}
