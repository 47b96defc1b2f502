//! The engine state a GTP session works on.

use crate::board::{BoardError, Color, Move, Point};
use crate::clock::{Clock, MoveTime};
use crate::game::Game;
use crate::rules::{DeadStones, Rules};
use crate::score::{
    count, estimate, expected_count, has_open_points, Count, Estimator, Ownership, Status, Statuses,
};
use crate::search::{
    search, InputSignals, Limits, PlayoutSettings, Reporter, SearchResult, Tree, TreeMove, PASS,
};
use rand::rngs::SmallRng;
use rand::Rng;
use rand::SeedableRng;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Start-up settings from the command line.
#[derive(Clone, Debug)]
pub struct Settings {
    pub size: usize,
    pub rules: Rules,
    pub komi: f64,
    pub threads: usize,
    pub seed: Option<u64>,
    /// Playouts per move, if limited.
    pub playouts: Option<u64>,
    /// Seconds per move, if limited.
    pub time_per_move: Option<f64>,
    /// Capacity of the search tree in nodes.
    pub max_nodes: usize,
    /// Win rate below which tengen resigns after three such moves (0: never).
    pub resign_threshold: f64,
    /// Whether to keep searching on the opponent's time after each generated move.
    pub ponder: bool,
    /// What GTP `version` answers instead of the crate version, for clients that gate on it.
    pub gtp_version: Option<String>,
}

/// Everything GTP commands read and change.
pub struct Session {
    pub game: Game,
    pub clock: Clock,
    pub settings: Settings,
    pub rng: SmallRng,
    /// Set by `quit`; the loop stops after answering.
    pub quit: bool,
    /// Set once GoGui announces itself (`gogui-interrupt`): `genmove` then draws its thinking
    /// on GoGui's board through `gogui-gfx:` lines on stderr.
    pub live_gfx: bool,
    /// The `--threads` workers.
    pub pool: rayon::ThreadPool,
    /// The statuses last judged, with the position (hash, side to move, board size) and rules
    /// they belong to.
    scored: Option<((u64, usize), Rules, Statuses)>,
    /// The controller's input as running searches see it: lines waiting, and its end.
    pub input: Arc<InputSignals>,
    /// The search tree, allocated at the first search.
    tree: Option<Tree>,
    /// Where the search tree's root stands, if there is a tree.
    tree_root: Option<TreeRoot>,
    /// Per colour: consecutive own moves whose win rate was below the resign threshold, and
    /// the number of moves played when the last of them was chosen (a streak only counts
    /// within one game).
    losing_moves: [(u32, usize); 2],
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
}

/// Playouts per move when neither `--playouts` nor any time limit applies.
const DEFAULT_PLAYOUTS: u64 = 10_000;
/// Playouts a search makes before new input may interrupt it.
const MIN_PLAYOUTS_BEFORE_INTERRUPT: u64 = 64;
/// Analysis and pondering: no limit but the next input line.
const UNTIL_INPUT: Limits = Limits {
    playouts: None,
    seconds: None,
    max_seconds: None,
    min_before_interrupt: 0,
    stop_when_decided: false,
};
/// Dynamic komi per handicap stone at the start of a handicap game.
const DYNAMIC_KOMI_PER_STONE: f64 = 7.0;
/// Moves in a row below the resign threshold before tengen resigns.
const RESIGN_AFTER: u32 = 3;

/// What `genmove` decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// Playouts behind one dead-stone estimate.
const SCORING_PLAYOUTS: usize = 4096;

/// The share of a move's normal time that the scoring behind a pass decision may take.
const PASS_CHECK_SHARE: f64 = 0.3;

/// Seed of the dead-stone estimate without `--seed`: a fixed value, so a finished position
/// is always judged the same way.
const DEFAULT_SCORING_SEED: u64 = 0x7465_6e67_656e;

/// Why a session could not start.
#[derive(Debug)]
pub enum SessionError {
    Board(BoardError),
    Threads(rayon::ThreadPoolBuildError),
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Board(e) => e.fmt(f),
            SessionError::Threads(e) => write!(f, "cannot start worker threads: {e}"),
        }
    }
}

impl Session {
    /// A session with an empty board as `settings` describe.
    pub fn new(settings: Settings) -> Result<Session, SessionError> {
        let game =
            Game::new(settings.size, settings.rules, settings.komi).map_err(SessionError::Board)?;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(settings.threads.max(1))
            .build()
            .map_err(SessionError::Threads)?;
        let rng = match settings.seed {
            Some(seed) => SmallRng::seed_from_u64(seed),
            None => SmallRng::from_os_rng(),
        };
        Ok(Session {
            game,
            clock: Clock::default(),
            settings,
            rng,
            quit: false,
            live_gfx: false,
            pool,
            scored: None,
            input: Arc::new(InputSignals::default()),
            tree: None,
            tree_root: None,
            losing_moves: [(0, 0); 2],
        })
    }

    /// Replaces the game by an empty board of `size`, keeping rules and komi; both clocks
    /// start afresh.
    pub fn new_game(&mut self, size: usize) -> Result<(), BoardError> {
        self.game = Game::new(size, *self.game.rules(), self.game.komi())?;
        self.clock.restart();
        Ok(())
    }

    /// Runs searches on `threads` worker threads from now on.
    pub fn set_threads(&mut self, threads: usize) -> Result<(), rayon::ThreadPoolBuildError> {
        self.pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()?;
        self.settings.threads = threads;
        Ok(())
    }

    /// Forgets the search tree and the judged statuses (GNU Go's `clear_cache`): the next
    /// search grows a new tree and the next score judges afresh.
    pub fn clear_cache(&mut self) {
        self.tree = None;
        self.tree_root = None;
        self.scored = None;
    }

    /// The status of every chain in the current position, judged once per position and
    /// rules.
    pub fn statuses(&mut self) -> Statuses {
        self.statuses_by(None)
    }

    /// The count under the rules in force: on a finished game (ended by two passes, or with
    /// only dame left between the colours) as the rules count it, on an unfinished one the
    /// expected count (see [`Session::expected_final_count`]).
    pub fn final_count(&mut self) -> Count {
        if let Some(expected) = self.expected_final_count() {
            return expected;
        }
        let statuses = self.statuses();
        count(&self.game, &statuses)
    }

    /// On an unfinished game — not ended by two passes, with open points between the
    /// colours once dead stones are off — the expected count (see [`expected_count`]);
    /// `None` for a finished one.
    pub fn expected_final_count(&mut self) -> Option<Count> {
        if self.game.is_over() {
            return None;
        }
        // Rules that leave dead stones on the board still judge them here: a dead stone
        // inside a territory does not make it open.
        let judging = Rules {
            dead_stones: DeadStones::Removed,
            ..*self.game.rules()
        };
        let judged = self.statuses_under(judging);
        if !has_open_points(self.game.board(), &judged) {
            return None;
        }
        let statuses = self.statuses();
        Some(expected_count(&self.game, &statuses, &self.ownership()))
    }

    /// The status of every chain in the current position as `rules` judge it: the statuses
    /// in force when those are the game's rules, else judged afresh (not kept).
    pub fn statuses_under(&mut self, rules: Rules) -> Statuses {
        if rules == *self.game.rules() {
            return self.statuses();
        }
        let mut game = self.game.clone();
        game.set_rules(rules);
        estimate(&game, &self.estimator()).0
    }

    /// [`Session::statuses`], with the scoring playouts cut short at `deadline` (then the
    /// statuses are not kept for later).
    fn statuses_by(&mut self, deadline: Option<Instant>) -> Statuses {
        if let Some(statuses) = self.judged_statuses() {
            return statuses.clone();
        }
        let estimator = Estimator {
            deadline,
            ..self.estimator()
        };
        let (statuses, complete) = estimate(&self.game, &estimator);
        if complete {
            self.scored = Some((self.position_key(), *self.game.rules(), statuses.clone()));
        }
        statuses
    }

    /// What the statuses of the current position are cached under: hash, side to move, size.
    fn position_key(&self) -> (u64, usize) {
        let board = self.game.board();
        (board.hash_with_side(self.game.to_move()), board.size())
    }

    /// Who owns each point at the end of the scoring playouts from the current position.
    pub fn ownership(&self) -> Ownership {
        self.estimator().ownership(&self.game)
    }

    /// The dead-stone estimate's settings: its playouts, `--seed` or the fixed seed, all
    /// threads.
    fn estimator(&self) -> Estimator<'_> {
        Estimator {
            playouts: SCORING_PLAYOUTS,
            seed: self.settings.seed.unwrap_or(DEFAULT_SCORING_SEED),
            pool: &self.pool,
            deadline: None,
        }
    }

    /// The statuses judged for exactly the current position, if any.
    pub fn judged_statuses(&self) -> Option<&Statuses> {
        let key = self.position_key();
        self.scored
            .as_ref()
            .filter(|(k, r, _)| *k == key && r == self.game.rules())
            .map(|(_, _, statuses)| statuses)
    }

    /// The search limits for `color`'s next move: `--playouts`, `--time-per-move` and the
    /// game's time control (the smaller time budget wins).
    fn limits(&self, color: Color) -> Limits {
        let moves_left = (self.game.board().empty_count() / 4).max(8);
        let points = self.game.board().size().pow(2);
        let clock = self.clock.budget(color, moves_left, points);
        // A fixed time per move is never stretched.
        let fixed = self
            .settings
            .time_per_move
            .map(|s| MoveTime { normal: s, max: s });
        let time = match (fixed, clock) {
            (Some(a), Some(b)) => Some(MoveTime {
                normal: a.normal.min(b.normal),
                max: a.max.min(b.max),
            }),
            (a, b) => a.or(b),
        };
        let seconds = time.map(|t| t.normal);
        let playouts = self
            .settings
            .playouts
            .or(seconds.is_none().then_some(DEFAULT_PLAYOUTS));
        Limits {
            playouts,
            seconds,
            max_seconds: time.map(|t| t.max),
            min_before_interrupt: MIN_PLAYOUTS_BEFORE_INTERRUPT,
            stop_when_decided: true,
        }
    }

    /// Searches the current position for a move for `color` within the move's limits, with
    /// dynamic komi in handicap games. With `reuse`, what the last search learnt about this
    /// position (reached by the moves played since) is kept.
    pub fn think(&mut self, color: Color, reuse: bool, reporter: Option<Reporter>) -> SearchResult {
        let limits = self.limits(color);
        self.think_within(color, reuse, limits, reporter)
    }

    /// [`Session::think`] within `limits`.
    fn think_within(
        &mut self,
        color: Color,
        reuse: bool,
        limits: Limits,
        reporter: Option<Reporter>,
    ) -> SearchResult {
        let komi_offset = dynamic_komi(&self.game);
        self.search_position(color, reuse, limits, komi_offset, reporter)
    }

    /// Analyses the current position with `color` to move until input arrives, reporting to
    /// `reporter` as it goes; the tree is kept for the next move.
    pub fn analyze(&mut self, color: Color, reporter: Reporter) -> SearchResult {
        self.search_position(color, true, UNTIL_INPUT, 0.0, Some(reporter))
    }

    /// Analyses the current position with `color` to move on a fresh tree for `playouts`,
    /// or until `seconds` or a signal on [`Session::input`] (one waiting line), whichever
    /// comes first (no clock, no dynamic komi), reporting to `reporter`: one turn of the JSON
    /// analysis mode.
    pub fn analyze_within(
        &mut self,
        color: Color,
        playouts: u64,
        seconds: Option<f64>,
        reporter: Reporter,
    ) -> SearchResult {
        let limits = Limits {
            playouts: Some(playouts),
            seconds,
            max_seconds: None,
            min_before_interrupt: 0,
            stop_when_decided: false,
        };
        self.search_position(color, false, limits, 0.0, Some(reporter))
    }

    /// With `--ponder`, searches the position for the side to move until input arrives, so
    /// that the next `genmove` starts from a grown tree.
    pub fn ponder(&mut self) {
        if self.settings.ponder {
            let color = self.game.to_move();
            log::debug!("pondering for {color}");
            let komi_offset = dynamic_komi(&self.game);
            self.search_position(color, true, UNTIL_INPUT, komi_offset, None);
        }
    }

    /// Searches with the komi that decides playouts raised by `komi_offset` points (see
    /// [`dynamic_komi`]).
    fn search_position(
        &mut self,
        color: Color,
        reuse: bool,
        limits: Limits,
        komi_offset: f64,
        reporter: Option<Reporter>,
    ) -> SearchResult {
        // A search that leaves moves out starts from a cleared tree and leaves none to reuse:
        // its root lacks the moves left out.
        let restricted = reporter
            .as_ref()
            .is_some_and(|r| r.avoid.is_some_and(|f| !f.is_empty()));
        let reuse = reuse && !restricted;
        let mut game = self.game.clone();
        game.set_to_move(color);
        let played = game.history().len();
        let seed = match self.settings.seed {
            Some(seed) => seed ^ game.board().hash_with_side(color),
            None => self.rng.random(),
        };
        let max_nodes = self.settings.max_nodes;
        let tree = self.tree.get_or_insert_with(|| Tree::new(max_nodes));
        let context = TreeContext {
            size: game.board().size(),
            komi: game.komi(),
            rules: *game.rules(),
            dynamic_komi: komi_offset != 0.0,
        };
        let since = match self.tree_root {
            // The tree alternates colours from its root's side to move: reuse it only when the
            // moves since did too and it is that side's turn again.
            Some(TreeRoot {
                moves,
                key,
                ko,
                context: then,
            }) if reuse
                && then == context
                && moves <= played
                && game.position_key(moves) == Some(key)
                && (moves < played || game.board().ko() == ko) =>
            {
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
                (alternating && turn == color).then_some(since)
            }
            _ => None,
        };
        let kept = match since {
            Some(moves) => {
                let path: Vec<TreeMove> = moves
                    .iter()
                    .map(|p| match p.mv {
                        Move::Pass => PASS,
                        Move::Play(point) => point.index() as TreeMove,
                    })
                    .collect();
                tree.advance(&path)
            }
            None => {
                tree.clear();
                false
            }
        };
        log::debug!("search tree {}", if kept { "reused" } else { "new" });
        let playouts = PlayoutSettings { seed, komi_offset };
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
            crate::board::move_text(game.board(), result.best),
            result.win_rate * 100.0,
            result.playouts,
            result.seconds,
            result.playouts as f64 / result.seconds.max(1e-9),
            tree.used()
        );
        for (mv, visits, rate) in result.candidates.iter().take(5) {
            log::debug!(
                "  {} {visits} playouts, win rate {:.1}%",
                crate::board::move_text(game.board(), *mv),
                rate * 100.0
            );
        }
        result
    }

    /// The move `genmove` plays for `color` (or a resignation): the search's choice, except
    /// that tengen passes after the opponent's pass when the count already wins, and resigns
    /// when it has been losing clearly for a few moves. The time it takes is charged to
    /// `color`'s clock.
    pub fn decide(&mut self, color: Color, reporter: Option<Reporter>) -> Decision {
        self.on_clock(color, |session| session.choose(color, reporter))
    }

    /// Runs `think` (a move choice for `color`) and charges the time it took to `color`'s
    /// clock.
    fn on_clock<T>(&mut self, color: Color, think: impl FnOnce(&mut Session) -> T) -> T {
        let started = Instant::now();
        let chosen = think(self);
        self.clock.charge(color, started.elapsed().as_secs_f64());
        chosen
    }

    /// [`Session::decide`]'s choice, without the clock. Everything it does fits in the move's
    /// time: the scoring behind a pass decision gets at most a share of it, and the search
    /// the rest.
    fn choose(&mut self, color: Color, reporter: Option<Reporter>) -> Decision {
        let started = Instant::now();
        let limits = self.limits(color);
        let opponent_passed = self
            .game
            .history()
            .last()
            .is_some_and(|p| p.color != color && p.mv == Move::Pass);
        let may_pass = reporter
            .as_ref()
            .and_then(|r| r.avoid)
            .is_none_or(|f| f.allows(color, crate::search::PASS, 0));
        if opponent_passed && may_pass {
            let deadline = limits
                .seconds
                .map(|s| started + Duration::from_secs_f64(s * PASS_CHECK_SHARE));
            let statuses = self.statuses_by(deadline);
            if self.wins_now(color, &statuses) && !self.dame_to_fill(color, &statuses) {
                return Decision::Play(Move::Pass);
            }
        }
        let limits = limits.after(started.elapsed().as_secs_f64());
        let result = self.think_within(color, true, limits, reporter);
        let threshold = self.settings.resign_threshold;
        let played = self.game.history().len();
        let losing = &mut self.losing_moves[color.index()];
        let (streak, last) = *losing;
        let continues = played == last + 2;
        // Win rates under dynamic komi are no reason to resign.
        let true_komi = dynamic_komi(&self.game) == 0.0;
        if threshold > 0.0 && true_komi && result.playouts >= 100 && result.win_rate < threshold {
            *losing = (if continues { streak + 1 } else { 1 }, played);
        } else {
            *losing = (0, played);
        }
        if losing.0 >= RESIGN_AFTER {
            *losing = (0, played);
            return Decision::Resign;
        }
        Decision::Play(result.best)
    }

    /// Like [`Session::decide`] without resigning or passing while `color`'s opponent has dead
    /// stones on the board: then it fills a liberty of the weakest dead chain
    /// (`kgs-genmove_cleanup`).
    pub fn decide_cleanup(&mut self, color: Color) -> Move {
        self.on_clock(color, |session| session.choose_cleanup(color))
    }

    /// [`Session::decide_cleanup`]'s choice, without the clock.
    fn choose_cleanup(&mut self, color: Color) -> Move {
        let best = self.think(color, true, None).best;
        if best != Move::Pass {
            return best;
        }
        let statuses = self.statuses();
        let board = self.game.board();
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
                    if board.stone(n) == crate::board::Stone::Empty
                        && board.self_atari_stones(n, color).is_none_or(|k| k < 2)
                        && self.game.check(color, mv).is_ok()
                    {
                        return mv;
                    }
                }
            }
        }
        Move::Pass
    }

    /// Under area scoring, whether an empty point between living stones of both colours (not
    /// a seki liberty) is left that `color` can fill safely: passing would give it away.
    fn dame_to_fill(&self, color: Color, statuses: &Statuses) -> bool {
        if self.game.rules().scoring != crate::rules::Scoring::Area {
            return false;
        }
        let board = self.game.board();
        let living = |p: crate::board::Point, c: Color| {
            board.color_at(p) == Some(c) && statuses.of(p) == Status::Alive
        };
        board.points().any(|p| {
            board.stone(p) == crate::board::Stone::Empty
                && board.neighbors(p).iter().any(|&n| living(n, Color::Black))
                && board.neighbors(p).iter().any(|&n| living(n, Color::White))
                && board.self_atari_stones(p, color).is_none()
                && self.game.check(color, Move::Play(p)).is_ok()
        })
    }

    /// Whether `color` wins if the game ends now, counted with `statuses`.
    fn wins_now(&self, color: Color, statuses: &Statuses) -> bool {
        count(&self.game, statuses).winner() == Some(color)
    }
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
