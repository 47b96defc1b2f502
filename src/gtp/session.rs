//! What a GTP session works on: the game, its clock and the player, kept consistent with each
//! other behind methods (a new game restarts the clocks; a generated move is charged to its
//! side's clock and played).

use super::reply::{Failure, Next, Turn, TurnAnswer};
use crate::board::{move_text, BoardError, Color, VertexOrPass};
use crate::game::{Game, PlayError};
use crate::rules::Rules;
use crate::score::{Count, Ownership, Statuses};
use crate::search::{Decision, Player, PlayerSettings, Reporter, SearchResult};
use crate::time::{Clock, TimeLeft, TimeSystem};
use std::time::{Duration, Instant};

/// How long a scoring command judges dead stones at most; what follows the deadline (the
/// count, the answer) takes well under the rest of the 10 seconds controllers wait.
const SCORING_TIME: Duration = Duration::from_secs(7);

/// Start-up settings from the command line.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Board size of the first game.
    pub size: usize,
    /// Rules of the first game.
    pub rules: Rules,
    /// Komi of the first game and of every loaded record without one (`None`: the rules'
    /// default).
    pub komi: Option<f64>,
    /// How the player plays.
    pub player: PlayerSettings,
    /// What GTP `version` answers instead of the crate version, for clients that gate on it.
    pub gtp_version: Option<String>,
}

/// Everything GTP commands read and change.
pub struct Session {
    game: Game,
    clock: Clock,
    player: Player,
    /// Set once GoGui announces itself (`gogui-interrupt`): `genmove` then draws its thinking
    /// on GoGui's board through `gogui-gfx:` lines on stderr.
    live_gfx: bool,
    gtp_version: Option<String>,
    /// The command line's komi.
    komi_setting: Option<f64>,
    /// The rules last set by the command line or a command (not by a loaded record).
    rules_setting: Rules,
    /// The game's length before each move `trymove` played that `popgo` has not taken back,
    /// the last one last.
    tried: Vec<usize>,
}

/// Why a session could not start.
#[derive(Debug)]
pub enum SessionError {
    /// The board size is not one tengen plays on.
    Board(BoardError),
    /// The worker threads could not start.
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
        let komi = settings.komi.unwrap_or(settings.rules.default_komi);
        let game = Game::new(settings.size, settings.rules, komi).map_err(SessionError::Board)?;
        let player = Player::new(settings.player).map_err(SessionError::Threads)?;
        Ok(Session {
            game,
            clock: Clock::default(),
            player,
            live_gfx: false,
            gtp_version: settings.gtp_version,
            komi_setting: settings.komi,
            rules_setting: settings.rules,
            tried: Vec::new(),
        })
    }

    /// The rules of the game and of every record loaded later without rules of its own.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules_setting = rules;
        self.game.set_rules(rules);
    }

    /// The rules last set by the command line or a command: those of a loaded record that
    /// names none (or unknown ones).
    pub fn rules_setting(&self) -> Rules {
        self.rules_setting
    }

    /// The komi of a game under `rules` whose record gives none: the command line's, else the
    /// rules' default.
    pub fn komi_unless_given(&self, rules: &Rules) -> f64 {
        self.komi_setting.unwrap_or(rules.default_komi)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, to play or change moves and terms within it (a new game goes through
    /// [`Session::start_game`]).
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Starts `game` (an empty board, or a loaded record): both clocks start afresh.
    pub fn start_game(&mut self, game: Game) {
        self.game = game;
        self.clock.restart();
        self.tried.clear();
    }

    /// Plays `color` at `vertex` as GNU Go's `trymove`: a move [`Session::pop_tried`] takes
    /// back.
    pub fn try_move(&mut self, color: Color, vertex: VertexOrPass) -> Result<(), PlayError> {
        let before = self.game.history().len();
        self.game.play_vertex(color, vertex)?;
        self.tried.push(before);
        Ok(())
    }

    /// Takes back the last move [`Session::try_move`] played, as GNU Go's `popgo`; nothing
    /// changes when there is none (GNU Go's `Stack empty.`), or when other moves were played
    /// or taken back since.
    pub fn pop_tried(&mut self) -> Result<(), &'static str> {
        let before = *self.tried.last().ok_or("Stack empty.")?;
        if self.game.history().len() != before + 1 {
            return Err("the game has changed since the last trymove");
        }
        self.game
            .undo(1)
            .expect("the trymove's move is the game's last");
        self.tried.pop();
        Ok(())
    }

    /// Starts a game on an empty board of `size`, keeping rules and komi.
    pub fn new_game(&mut self, size: usize) -> Result<(), BoardError> {
        let game = Game::new(size, *self.game.rules(), self.game.komi())?;
        self.start_game(game);
        Ok(())
    }

    /// The game's clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Plays under `system` from now on, both clocks started afresh.
    pub fn set_time_system(&mut self, system: TimeSystem) {
        self.clock.system = system;
        self.clock.restart();
    }

    /// What the controller says `color` has left.
    pub fn set_time_left(&mut self, color: Color, left: TimeLeft) {
        self.clock.left[color] = Some(left);
    }

    /// The player.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// The player, to change its settings.
    pub fn player_mut(&mut self) -> &mut Player {
        &mut self.player
    }

    /// Whether `genmove` draws its thinking on GoGui's board.
    pub fn live_gfx(&self) -> bool {
        self.live_gfx
    }

    /// Draws `genmove`'s thinking on GoGui's board from now on.
    pub fn start_live_gfx(&mut self) {
        self.live_gfx = true;
    }

    /// What GTP `version` answers, when the command line set it.
    pub fn gtp_version(&self) -> Option<&str> {
        self.gtp_version.as_deref()
    }

    /// The player's decision for `color` (see [`Player::genmove`]), the time it took charged
    /// to `color`'s clock.
    pub fn genmove(&mut self, color: Color, reporter: Option<Reporter>) -> Decision {
        self.on_clock(color, |player, game, clock| {
            player.genmove(game, clock, color, reporter)
        })
    }

    /// The player's clean-up move for `color` (see [`Player::cleanup`]), charged to its clock.
    pub fn genmove_cleanup(&mut self, color: Color) -> Decision {
        Decision::Play(self.on_clock(color, |player, game, clock| {
            player.cleanup(game, clock, color)
        }))
    }

    /// Runs `think` (the player choosing `color`'s move) and charges the time it took to
    /// `color`'s clock.
    fn on_clock<T>(
        &mut self,
        color: Color,
        think: impl FnOnce(&mut Player, &Game, &Clock) -> T,
    ) -> T {
        let started = Instant::now();
        let chosen = think(&mut self.player, &self.game, &self.clock);
        self.clock.charge(color, started.elapsed().as_secs_f64());
        chosen
    }

    /// Plays `decision` for `color`; answers the move (or `resign`), after which tengen
    /// ponders unless it resigned or the game is over.
    pub fn play_decision(&mut self, color: Color, decision: Decision) -> Turn {
        let mv = match decision {
            Decision::Resign => return Ok(TurnAnswer::read_on("resign".into())),
            Decision::Play(mv) => mv,
        };
        self.game
            .play(color, mv)
            .map_err(|e| Failure::new(format!("cannot play the chosen move: {e}")))?;
        Ok(TurnAnswer {
            text: move_text(self.game.board(), mv),
            next: if self.game.is_over() {
                Next::Read
            } else {
                Next::Ponder
            },
        })
    }

    /// A search for `color` within the move's limits (see [`Player::think`]), not charged
    /// to any clock.
    pub fn think(&mut self, color: Color, reuse: bool) -> SearchResult {
        self.player.think(&self.game, &self.clock, color, reuse)
    }

    /// Analyses until input arrives (see [`Player::analyze`]).
    pub fn analyze(&mut self, color: Color, reporter: Reporter) -> SearchResult {
        self.player.analyze(&self.game, color, reporter)
    }

    /// Searches on the opponent's time with `--ponder` (see [`Player::ponder`]).
    pub fn ponder(&mut self) {
        self.player.ponder(&self.game);
    }

    /// The status of every chain in the current position, judged once per position and
    /// rules, by `deadline` (see [`Session::scoring_deadline`]).
    pub fn statuses(&mut self, deadline: Instant) -> Statuses {
        self.player.statuses(&self.game, Some(deadline))
    }

    /// The status of every chain in the current position as `rules` judge them, by
    /// `deadline`.
    pub fn statuses_under(&mut self, rules: Rules, deadline: Instant) -> Statuses {
        self.player
            .statuses_under(&self.game, rules, Some(deadline))
    }

    /// The statuses judged for exactly the current position, if any.
    pub fn judged_statuses(&self) -> Option<&Statuses> {
        self.player.judged_statuses(&self.game)
    }

    /// Who owns each point at the end of the scoring playouts from the current position.
    pub fn ownership(&self) -> Ownership {
        self.player.ownership(&self.game)
    }

    /// The count under the rules in force (expected, on an unfinished game), by `deadline`.
    pub fn final_count(&mut self, deadline: Instant) -> Count {
        self.player.final_count(&self.game, Some(deadline))
    }

    /// On an unfinished game, the expected count; `None` for a finished one. By `deadline`.
    pub fn expected_final_count(&mut self, deadline: Instant) -> Option<Count> {
        self.player.expected_final_count(&self.game, Some(deadline))
    }

    /// When a scoring command that starts now must stop judging dead stones: its answer
    /// then comes within the 10 seconds controllers wait for a count, whatever the board.
    pub fn scoring_deadline() -> Instant {
        Instant::now() + SCORING_TIME
    }

    /// Forgets the search tree and the judged statuses.
    pub fn clear_cache(&mut self) {
        self.player.clear_cache();
    }
}
