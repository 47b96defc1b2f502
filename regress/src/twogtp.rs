//! Engine-against-engine matches over GTP: games played, then counted by a referee engine, by
//! play-out adjudication, or by tengen's own estimate.

use crate::adjudicate::{
    agreed_margin, area_count_all_alive, margin_of, referee_score, REFEREE_ANSWER_LIMIT,
};
use crate::engine::{gtp_color, Engine};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tengen::board::{Color, Move, VertexOrPass};
use tengen::game::Game;
use tengen::rules::Rules;
use tengen::score::{count, estimate, Count, Estimator};
use tengen::sgf::{GameRecord, Node, Property};

/// How long past its clock twogtp waits for a move before the side loses on time.
const CLOCK_GRACE: Duration = Duration::from_secs(5);

/// The private SGF root property of a game adjudicated by play: the number of moves played
/// before the play-out began (the moves after it are the play-out's).
pub const PLAY_OUT_PROPERTY: &str = "PLAYOUT";

/// How the games of a match are played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub size: usize,
    pub komi: f64,
    pub rules: Rules,
    /// Seconds each side has for a whole game (sudden death), if limited.
    pub time_per_game: Option<f64>,
    /// How long an engine may take to answer a command: a `genmove` without a game clock, and
    /// every other command. An engine that takes longer has failed the game.
    pub command_limit: Duration,
    /// Whether each engine hears its time left (`time_left`) before every move; gogui-twogtp
    /// sends only `time_settings`, so engines must keep their own clocks.
    pub send_time_left: bool,
    /// Moves after which a game is stopped and counted as it stands (or played out, when the
    /// counts disagree under play-out adjudication).
    pub max_moves: usize,
    /// Directory for one SGF file per game.
    pub sgf_dir: Option<PathBuf>,
    /// Command line of a third engine asked `final_score` on every counted game.
    pub referee: Option<Vec<String>>,
    /// Play-out adjudication: a counted game whose counts (the engines' and the referee's)
    /// disagree goes on with `kgs-genmove_cleanup` until two passes, and is counted by area
    /// with every stone left alive.
    pub play_out: Option<PlayOut>,
}

/// When and how long counted games are played out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayOut {
    /// Moves a play-out may last; one that reaches it leaves the game without a result.
    pub moves: usize,
    /// Play out every counted game, the ones whose counts agree as well (to settle their dead
    /// stones by play, as the scoring corpus wants).
    pub every_count: bool,
}

/// Why a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// Two passes (or the move limit): the count, Black's margin.
    Counted {
        margin: f64,
    },
    /// A play-out reached its move limit without two passes: no result.
    Unsettled,
    Resignation,
    /// The side that lost played an illegal move (what and why).
    IllegalMove(String),
    /// The losing side's engine failed: it died, answered nonsense, refused a legal move or did
    /// not answer within the command limit (the command and what happened).
    Crash(String),
    /// The losing side ran out of its game clock.
    Timeout,
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameOutcome {
    /// Engine index (0 or 1) that played Black.
    pub black: usize,
    /// Winning colour; `None` for a draw.
    pub winner: Option<Color>,
    pub ending: Ending,
    pub moves: usize,
    /// The counts of a game that was counted.
    pub counts: Counts,
    /// The referee's result string (`B+3.5`, `W+R`, ...).
    pub result: String,
    /// Each engine's thinking time in seconds, as twogtp measured it (engine index order;
    /// unknown for games read back from SGF files).
    pub seconds: [Option<f64>; 2],
    /// Each engine's CPU time as its `cputime` answered at the end of the game, if it did.
    pub cpu_seconds: [Option<f64>; 2],
}

/// What each party counted when a game ended by two passes, and how the counts were settled.
#[derive(Clone, Debug, Default)]
pub struct Counts {
    /// Each engine's own `final_score` (engine index order), when it answered one.
    pub engines: [Option<String>; 2],
    /// The referee engine's `final_score`, or what it failed at; `None` without a referee.
    pub referee: Option<Result<String, String>>,
    /// Whether the counts disagreed (one missing counts as a disagreement).
    pub disagreed: bool,
    /// The number of moves before the play-out adjudication began, if the game was played
    /// out.
    pub play_out_from: Option<usize>,
}

impl GameOutcome {
    /// Whether the game ended by an illegal move, a crash or a time loss rather than by play.
    pub fn is_fault(&self) -> bool {
        !matches!(
            self.ending,
            Ending::Counted { .. } | Ending::Resignation | Ending::Unsettled
        )
    }

    /// Whether an engine failed the game (an illegal move or a crash, not a time loss): the
    /// match was not played as asked.
    pub fn engine_failed(&self) -> bool {
        matches!(self.ending, Ending::IllegalMove(_) | Ending::Crash(_))
    }

    /// What decided a game lost by a fault, naming the side and its engine (`names` in engine
    /// index order) and, for a crash or an illegal move, the command.
    pub fn fault(&self, names: &[String; 2]) -> Option<String> {
        let loser = self.winner?.opponent();
        let engine = match loser {
            Color::Black => self.black,
            Color::White => 1 - self.black,
        };
        let what = match &self.ending {
            Ending::IllegalMove(what) => format!("illegal move: {what}"),
            Ending::Crash(what) => what.clone(),
            Ending::Timeout => "lost on time".to_string(),
            _ => return None,
        };
        Some(format!("{loser:?} ({}): {what}", names[engine]))
    }

    /// Whether the game reached the count: both sides passed (or the move limit came), so the
    /// engines were asked to count, whatever happened after (a play-out may still end in a
    /// forfeit or without a result).
    pub fn was_counted(&self) -> bool {
        matches!(self.ending, Ending::Counted { .. } | Ending::Unsettled)
            || self.counts.play_out_from.is_some()
    }

    /// Whether the game has no result (a play-out that reached its move limit).
    pub fn is_void(&self) -> bool {
        self.ending == Ending::Unsettled
    }

    /// The engine index that won, if any.
    pub fn winning_engine(&self) -> Option<usize> {
        self.winner.map(|c| match c {
            Color::Black => self.black,
            Color::White => 1 - self.black,
        })
    }
}

fn setup(engine: &mut Engine, config: &MatchConfig) -> io::Result<()> {
    engine.set_command_limit(Some(config.command_limit));
    engine.new_game(config.size, config.komi)?;
    // Engines without these commands keep their own rules and clock.
    engine.send(&format!("kgs-rules {}", config.rules.name))?;
    if let Some(seconds) = config.time_per_game {
        engine.send(&format!("time_settings {} 0 0", seconds.ceil()))?;
    }
    Ok(())
}

/// The two engines of a game in colour order (Black first) and their clocks.
struct Players {
    engines: Vec<Engine>,
    /// Seconds left on each side's clock (infinite without a time limit).
    clock: [f64; 2],
    /// Seconds each side has thought.
    used: [f64; 2],
}

/// A game lost by `.0`'s opponent's fault: the winner and how.
type Forfeit = (Color, Ending);

impl Players {
    /// Plays from `color` on, each side answering `command` (`genmove` or
    /// `kgs-genmove_cleanup`), until `passes` consecutive passes reach two or the game has
    /// `move_limit` moves. Returns the side to move next and whether two passes ended play,
    /// or the forfeit that ended the game.
    fn play(
        &mut self,
        game: &mut Game,
        mut color: Color,
        mut passes: usize,
        commands: [&str; 2],
        move_limit: usize,
        config: &MatchConfig,
    ) -> Result<(Color, bool), Forfeit> {
        while passes < 2 && game.history().len() < move_limit {
            let side = color.index();
            let engine = &mut self.engines[side];
            if config.time_per_game.is_some() && config.send_time_left {
                let left = self.clock[side].max(0.0).floor();
                let said = engine.send(&format!("time_left {} {left} 0", gtp_color(color)));
                said.map_err(|e| (color.opponent(), Ending::Crash(e.to_string())))?;
            }
            let started = Instant::now();
            let limit = match config.time_per_game {
                Some(_) => Duration::try_from_secs_f64(self.clock[side].max(0.0))
                    .map_or(config.command_limit, |left| left + CLOCK_GRACE),
                None => config.command_limit,
            };
            let command = format!("{} {}", commands[side], gtp_color(color));
            let answer = engine.send_within(&command, Some(limit));
            let thought = started.elapsed().as_secs_f64();
            self.clock[side] -= thought;
            self.used[side] += thought;
            let forfeit = |ending| (color.opponent(), ending);
            if self.clock[side] < 0.0 {
                return Err(forfeit(Ending::Timeout));
            }
            let answer = match answer {
                Ok(r) if r.ok => r.text,
                Ok(r) => {
                    let failed = format!("`{command}` failed: {}", r.text);
                    return Err(forfeit(Ending::Crash(failed)));
                }
                Err(e) => return Err(forfeit(Ending::Crash(e.to_string()))),
            };
            if answer.eq_ignore_ascii_case("resign") {
                return Err(forfeit(Ending::Resignation));
            }
            let Some(vertex) = VertexOrPass::parse(&answer) else {
                let nonsense = format!("`{command}` answered {answer:?}");
                return Err(forfeit(Ending::Crash(nonsense)));
            };
            if let Err(e) = game.play_vertex(color, vertex) {
                let illegal = format!("`{command}` answered {vertex}: {e}");
                return Err(forfeit(Ending::IllegalMove(illegal)));
            }
            passes = if vertex == VertexOrPass::Pass {
                passes + 1
            } else {
                0
            };
            let other = &mut self.engines[color.opponent().index()];
            if let Err(e) = other.ok(&format!("play {} {vertex}", gtp_color(color))) {
                return Err((color, Ending::Crash(e.to_string())));
            }
            color = color.opponent();
        }
        Ok((color, passes >= 2))
    }

    /// The command each side answers in a play-out: `kgs-genmove_cleanup` where the engine
    /// knows it, else `genmove`.
    fn cleanup_commands(&mut self) -> [&'static str; 2] {
        let mut commands = ["genmove"; 2];
        for (command, engine) in commands.iter_mut().zip(&mut self.engines) {
            if engine
                .send("known_command kgs-genmove_cleanup")
                .is_ok_and(|r| r.ok && r.text == "true")
            {
                *command = "kgs-genmove_cleanup";
            }
        }
        commands
    }
}

/// Plays game number `index` with `commands[black]` as Black and the other as White; engines
/// are started fresh in `dir` for the game.
pub fn play_game(
    commands: &[Vec<String>; 2],
    names: &[String; 2],
    black: usize,
    index: usize,
    config: &MatchConfig,
    dir: &Path,
    opening: &[(Color, VertexOrPass)],
) -> io::Result<GameOutcome> {
    let order = [black, 1 - black];
    let mut engines = Vec::new();
    for &e in &order {
        let named =
            |error: io::Error| io::Error::new(error.kind(), format!("{}: {error}", names[e]));
        let mut engine = Engine::start(&commands[e], dir).map_err(named)?;
        setup(&mut engine, config).map_err(named)?;
        engines.push(engine);
    }
    let mut players = Players {
        engines,
        clock: [config.time_per_game.unwrap_or(f64::INFINITY); 2],
        used: [0.0; 2],
    };
    let mut game = Game::new(config.size, config.rules, config.komi)
        .map_err(|e| io::Error::other(e.to_string()))?;
    // The opening's moves, played on the referee's board and sent to both engines.
    for &(color, vertex) in opening {
        game.play_vertex(color, vertex)
            .map_err(|e| io::Error::other(format!("opening move {vertex}: {e}")))?;
        for (engine, &e) in players.engines.iter_mut().zip(&order) {
            let play = engine.ok(&format!("play {} {vertex}", gtp_color(color)));
            play.map_err(|error| io::Error::new(error.kind(), format!("{}: {error}", names[e])))?;
        }
    }
    let first = opening.last().map_or(Color::Black, |&(c, _)| c.opponent());
    let passes = game.consecutive_passes();
    let played = players.play(
        &mut game,
        first,
        passes,
        ["genmove"; 2],
        config.max_moves,
        config,
    );
    let mut counts = Counts::default();
    let decided = match played {
        Err(forfeit) => Decided::Forfeit(forfeit),
        Ok((next, _)) => {
            for (side, engine) in players.engines.iter_mut().enumerate() {
                counts.engines[order[side]] = engine
                    .send("final_score")
                    .ok()
                    .filter(|r| r.ok)
                    .map(|r| r.text);
            }
            if let Some(referee) = &config.referee {
                let score = referee_score(referee, dir, &game, REFEREE_ANSWER_LIMIT);
                counts.referee = Some(score);
            }
            decide(&mut players, &mut game, next, &mut counts, index, config)?
        }
    };
    // The side that lost by a crash, an illegal move or its clock may be dead, hung or still
    // thinking: it is asked nothing more, and dropping it ends its process.
    let failed_side = match &decided {
        Decided::Forfeit((winner, Ending::Crash(_) | Ending::IllegalMove(_) | Ending::Timeout)) => {
            Some(winner.opponent().index())
        }
        _ => None,
    };
    let mut seconds = [None, None];
    let mut cpu_seconds = [None, None];
    for (side, engine) in players.engines.iter_mut().enumerate() {
        seconds[order[side]] = Some(players.used[side]);
        if failed_side == Some(side) {
            continue;
        }
        if let Ok(r) = engine.send("cputime") {
            cpu_seconds[order[side]] = r.text.trim().parse::<f64>().ok().filter(|_| r.ok);
        }
    }
    for (side, engine) in players.engines.into_iter().enumerate() {
        if failed_side != Some(side) {
            let _ = engine.quit();
        }
    }
    let (winner, ending, result) = match decided {
        Decided::Forfeit((winner, ending)) => {
            let letter = if winner == Color::Black { "B" } else { "W" };
            let how = match ending {
                Ending::Resignation => "R",
                Ending::Timeout => "T",
                _ => "F",
            };
            (Some(winner), ending, format!("{letter}+{how}"))
        }
        Decided::Counted(count) => (
            count.winner(),
            Ending::Counted {
                margin: count.margin(),
            },
            count.to_string(),
        ),
        Decided::Unsettled => (None, Ending::Unsettled, "Void".to_string()),
    };
    let outcome = GameOutcome {
        black,
        winner,
        ending,
        moves: game.history().len(),
        counts,
        result,
        seconds,
        cpu_seconds,
    };
    if let Some(dir) = &config.sgf_dir {
        write_sgf(dir, index, &game, names, &outcome, config)?;
    }
    Ok(outcome)
}

/// How a game that was not forfeited during play was decided.
enum Decided {
    Forfeit(Forfeit),
    Counted(Count),
    /// The play-out reached its move limit with the game still going.
    Unsettled,
}

/// The result of a game both sides passed out (or stopped at the move limit), from the
/// counts in `counts`: played out when play-out adjudication is on and the counts disagree
/// (or on every count, when asked), else the referee's count, else the engines' agreed count with play-out adjudication, else
/// twogtp's own estimate.
fn decide(
    players: &mut Players,
    game: &mut Game,
    next: Color,
    counts: &mut Counts,
    index: usize,
    config: &MatchConfig,
) -> io::Result<Decided> {
    let referee = counts.referee.as_ref().and_then(|r| r.as_deref().ok());
    let mut all: Vec<Option<&str>> = counts.engines.iter().map(|c| c.as_deref()).collect();
    if counts.referee.is_some() {
        all.push(referee);
    }
    let agreed = agreed_margin(&all);
    counts.disagreed = agreed.is_none();
    let count_of = |margin: f64| Count {
        black: margin.max(0.0),
        white: (-margin).max(0.0),
        tie: config.rules.tie,
    };
    if let Some(play_out) = config.play_out {
        if let (Some(margin), false) = (agreed, play_out.every_count) {
            return Ok(Decided::Counted(count_of(margin)));
        }
        let start = game.history().len();
        counts.play_out_from = Some(start);
        let commands = players.cleanup_commands();
        let limit = start + play_out.moves;
        return match players.play(game, next, 0, commands, limit, config) {
            Err(forfeit) => Ok(Decided::Forfeit(forfeit)),
            Ok((_, true)) => Ok(Decided::Counted(area_count_all_alive(game))),
            Ok((_, false)) => Ok(Decided::Unsettled),
        };
    }
    if let Some(margin) = referee.and_then(margin_of) {
        return Ok(Decided::Counted(count_of(margin)));
    }
    Ok(Decided::Counted(own_count(game, index)?))
}

/// twogtp's own count: tengen's dead-stone estimate under the match's rules.
fn own_count(game: &Game, index: usize) -> io::Result<Count> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .map_err(io::Error::other)?;
    let (statuses, _) = estimate(
        game,
        &Estimator {
            chain_search: Some(tengen::search::owner_keeps_chain),
            playouts: 4096,
            seed: index as u64,
            pool: &pool,
            deadline: None,
        },
    );
    Ok(count(game, &statuses))
}

/// The engine (0: the first) that plays Black in game `index`.
pub fn black_in_game(index: usize, alternate: bool) -> usize {
    if alternate {
        index % 2
    } else {
        0
    }
}

/// Everything the games of one match share.
pub struct MatchGames<'a> {
    pub commands: &'a [Vec<String>; 2],
    pub names: &'a [String; 2],
    pub config: &'a MatchConfig,
    /// Working directory of the engines.
    pub dir: &'a Path,
    /// Start positions ([`crate::openings`]); none: the empty board.
    pub openings: &'a [crate::openings::Opening],
    /// Whether colours swap every game (the first engine is Black in even games).
    pub alternate: bool,
}

impl MatchGames<'_> {
    /// Plays the games numbered `indices`, `parallel` at a time, handing each result to
    /// `finished` as it ends (in the order games end). Each game is the same as in a serial
    /// run. No new game starts once a game failed to run or `finished` returned `false` (a
    /// game's player waits for `finished` before it takes the next game).
    pub fn play(
        &self,
        indices: std::ops::Range<usize>,
        parallel: usize,
        mut finished: impl FnMut(usize, io::Result<GameOutcome>) -> bool,
    ) {
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        let next = AtomicUsize::new(indices.start);
        let stop = AtomicBool::new(false);
        let (results, received) = std::sync::mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..parallel.max(1) {
                let results = results.clone();
                let (next, stop) = (&next, &stop);
                scope.spawn(move || loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= indices.end || stop.load(Ordering::SeqCst) {
                        return;
                    }
                    let black = black_in_game(index, self.alternate);
                    let opening = crate::openings::for_game(self.openings, index, self.alternate);
                    let played = play_game(
                        self.commands,
                        self.names,
                        black,
                        index,
                        self.config,
                        self.dir,
                        opening,
                    );
                    if played.is_err() {
                        stop.store(true, Ordering::SeqCst);
                    }
                    let (handled, wait) = std::sync::mpsc::channel();
                    if results.send((index, played, handled)).is_err() || wait.recv().is_err() {
                        return;
                    }
                });
            }
            drop(results);
            for (index, played, handled) in received {
                if !finished(index, played) {
                    stop.store(true, Ordering::SeqCst);
                }
                // The player may be gone already (nothing left to play).
                let _ = handled.send(());
            }
        });
    }
}

fn write_sgf(
    dir: &Path,
    index: usize,
    game: &Game,
    names: &[String; 2],
    outcome: &GameOutcome,
    config: &MatchConfig,
) -> io::Result<()> {
    let board = game.board();
    let moves = game
        .history()
        .iter()
        .map(|p| {
            let mv = match p.mv {
                Move::Pass => VertexOrPass::Pass,
                Move::Play(point) => VertexOrPass::Vertex(board.vertex(point)),
            };
            (p.color, mv)
        })
        .collect();
    let property = |id: &str, value: String| Property {
        id: id.into(),
        values: vec![value],
    };
    let mut root = Node::default();
    root.properties
        .push(property("PB", names[outcome.black].clone()));
    root.properties
        .push(property("PW", names[1 - outcome.black].clone()));
    root.properties
        .push(property("GN", format!("game {index}")));
    if let Some(comment) = counts_comment(outcome, names) {
        root.properties.push(property("GC", comment));
    }
    if let Some(start) = outcome.counts.play_out_from {
        root.properties
            .push(property(PLAY_OUT_PROPERTY, start.to_string()));
    }
    let record = GameRecord {
        size: config.size,
        komi: Some(config.komi),
        handicap: None,
        rules: Some(config.rules.name.to_string()),
        result: Some(outcome.result.clone()),
        setup: Vec::new(),
        first_player: None,
        moves,
        later_setups: Vec::new(),
        root,
    };
    std::fs::create_dir_all(dir)?;
    // Written whole or not at all: a run stopped mid-write must not leave a truncated game for
    // `--resume` to trip over.
    let path = dir.join(format!("game-{index:04}.sgf"));
    tengen::atomic_file::write(&path, record.to_string().as_bytes())
}

/// What the counts of a counted game were and how they were settled, for the SGF's game
/// comment; `None` for a game that ended during play.
fn counts_comment(outcome: &GameOutcome, names: &[String; 2]) -> Option<String> {
    if !outcome.was_counted() {
        return None;
    }
    let counts = &outcome.counts;
    let mut lines = Vec::new();
    for (engine, count) in counts.engines.iter().enumerate() {
        let colour = if engine == outcome.black {
            "Black"
        } else {
            "White"
        };
        let said = count.as_deref().unwrap_or("no count");
        lines.push(format!("{colour} ({}): {said}", names[engine]));
    }
    match &counts.referee {
        Some(Ok(count)) => lines.push(format!("Referee: {count}")),
        Some(Err(failure)) => lines.push(format!("Referee failed: {failure}")),
        None => {}
    }
    lines.push(if counts.disagreed {
        "The counts disagree.".to_string()
    } else {
        "The counts agree.".to_string()
    });
    if let Some(start) = counts.play_out_from {
        let how = match &outcome.ending {
            Ending::Counted { .. } => format!(
                "two passes again; every stone left alive, counted by area: {}",
                outcome.result
            ),
            Ending::Unsettled => "the move limit reached first: no result".to_string(),
            other => format!("ended by {other:?}: {}", outcome.result),
        };
        lines.push(format!(
            "Adjudicated by play from move {}: {how}.",
            start + 1
        ));
    }
    Some(lines.join("\n"))
}

/// The games an earlier run of the same match left in `dir` (`game-0000.sgf` on, up to the
/// first missing number), so that an interrupted match can go on where it stopped. Every game
/// must have been played by `names` with the colours `black_of(index)` gives, on the same board
/// size, komi and rules; anything else is an error naming the file.
pub fn recorded_games(
    dir: &Path,
    names: &[String; 2],
    config: &MatchConfig,
    black_of: impl Fn(usize) -> usize,
) -> Result<Vec<GameOutcome>, String> {
    let mut outcomes = Vec::new();
    loop {
        let index = outcomes.len();
        let path = dir.join(format!("game-{index:04}.sgf"));
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(outcomes),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let outcome = recorded_outcome(&text, names, config, black_of(index))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        outcomes.push(outcome);
    }
}

/// One recorded game as an outcome (the engines' own `final_score` answers are not kept).
fn recorded_outcome(
    text: &str,
    names: &[String; 2],
    config: &MatchConfig,
    black: usize,
) -> Result<GameOutcome, String> {
    let records = GameRecord::parse_all(text).map_err(|e| e.to_string())?;
    let record = records.first().ok_or("no game in the file")?;
    let player = |id: &str| record.root.first(id).unwrap_or_default().to_string();
    if player("PB") != names[black] || player("PW") != names[1 - black] {
        return Err(format!(
            "played by {:?} (Black) and {:?} (White), not by this match's engines in that order",
            player("PB"),
            player("PW")
        ));
    }
    if record.size != config.size
        || record.komi != Some(config.komi)
        || !record
            .rules
            .as_deref()
            .is_some_and(|rules| rules.eq_ignore_ascii_case(config.rules.name))
    {
        return Err("recorded with another board size, komi or rules".to_string());
    }
    let result = record.result.clone().ok_or("no result (RE)")?;
    let (winner, ending) = parse_result(&result).ok_or(format!("unreadable result {result:?}"))?;
    Ok(GameOutcome {
        black,
        winner,
        ending,
        moves: record.moves.len(),
        counts: Counts::default(),
        result,
        seconds: [None, None],
        cpu_seconds: [None, None],
    })
}

/// The winner and the ending a result string of [`play_game`] stands for: `B+3.5`, `W+R`
/// (resignation), `B+T` (time), `W+F` (an illegal move or a crash), `0` (a draw), `Void` (a
/// play-out that reached its move limit).
fn parse_result(result: &str) -> Option<(Option<Color>, Ending)> {
    if result == "0" {
        return Some((None, Ending::Counted { margin: 0.0 }));
    }
    if result == "Void" {
        return Some((None, Ending::Unsettled));
    }
    let (letter, how) = result.split_once('+')?;
    let winner = match letter {
        "B" => Color::Black,
        "W" => Color::White,
        _ => return None,
    };
    let ending = match how {
        "R" => Ending::Resignation,
        "T" => Ending::Timeout,
        "F" => Ending::Crash("recorded as a forfeit".to_string()),
        points => {
            let points: f64 = points.parse().ok()?;
            let margin = if winner == Color::Black {
                points
            } else {
                -points
            };
            Ending::Counted { margin }
        }
    };
    Some((Some(winner), ending))
}

/// Win rate of the first engine with a 95% Wilson interval, and the Elo difference that win
/// rate means (draws count half).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchStats {
    pub games: usize,
    pub score: f64,
    pub win_rate: f64,
    pub low: f64,
    pub high: f64,
    pub elo: f64,
}

/// Engine 0's wins, draws and losses among `outcomes`; games without a result do not count.
pub fn wins_draws_losses(outcomes: &[GameOutcome]) -> [usize; 3] {
    let mut tally = [0; 3];
    for outcome in outcomes.iter().filter(|o| !o.is_void()) {
        tally[match outcome.winning_engine() {
            Some(0) => 0,
            None => 1,
            Some(_) => 2,
        }] += 1;
    }
    tally
}

/// Statistics of `outcomes` for engine 0; games without a result do not count.
pub fn stats(outcomes: &[GameOutcome]) -> MatchStats {
    let [wins, draws, losses] = wins_draws_losses(outcomes);
    let games = wins + draws + losses;
    let score = wins as f64 + draws as f64 / 2.0;
    let n = games.max(1) as f64;
    let p = score / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    let clamped = p.clamp(0.5 / n, 1.0 - 0.5 / n);
    MatchStats {
        games,
        score,
        win_rate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
        elo: -400.0 * (1.0 / clamped - 1.0).log10(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(black: usize, winner: Option<Color>) -> GameOutcome {
        GameOutcome {
            black,
            winner,
            ending: Ending::Counted { margin: 0.0 },
            moves: 0,
            counts: Counts::default(),
            result: String::new(),
            seconds: [None, None],
            cpu_seconds: [None, None],
        }
    }

    #[test]
    fn wins_follow_the_colour_each_engine_played() {
        assert_eq!(outcome(0, Some(Color::Black)).winning_engine(), Some(0));
        assert_eq!(outcome(1, Some(Color::Black)).winning_engine(), Some(1));
        assert_eq!(outcome(1, Some(Color::White)).winning_engine(), Some(0));
        assert_eq!(outcome(0, None).winning_engine(), None);
    }

    #[test]
    fn win_rate_interval_and_elo() {
        let even: Vec<GameOutcome> = (0..100)
            .map(|i| outcome(i % 2, Some(Color::Black)))
            .collect();
        let s = stats(&even);
        assert_eq!(s.win_rate, 0.5);
        assert!(s.elo.abs() < 1e-9);
        assert!(
            (s.low - 0.404).abs() < 0.002 && (s.high - 0.596).abs() < 0.002,
            "{s:?}"
        );
        let three_of_four: Vec<GameOutcome> = [0, 0, 0, 1]
            .iter()
            .map(|&b| outcome(b, Some(Color::Black)))
            .collect();
        let s = stats(&three_of_four);
        assert_eq!(s.score, 3.0);
        assert!((s.elo - 190.8).abs() < 0.5, "{}", s.elo);
        let draw = [outcome(0, None)];
        assert_eq!(stats(&draw).score, 0.5);
    }

    #[test]
    fn result_strings_read_back_as_winners_and_endings() {
        assert_eq!(
            parse_result("0"),
            Some((None, Ending::Counted { margin: 0.0 }))
        );
        assert_eq!(
            parse_result("W+3.5"),
            Some((Some(Color::White), Ending::Counted { margin: -3.5 }))
        );
        assert_eq!(
            parse_result("B+R"),
            Some((Some(Color::Black), Ending::Resignation))
        );
        assert_eq!(
            parse_result("W+T"),
            Some((Some(Color::White), Ending::Timeout))
        );
        assert!(matches!(
            parse_result("B+F"),
            Some((Some(Color::Black), Ending::Crash(_)))
        ));
        assert_eq!(parse_result("Void"), Some((None, Ending::Unsettled)));
        assert_eq!(parse_result("Jigo"), None);
        assert_eq!(parse_result("B+lots"), None);
    }

    #[test]
    fn recorded_games_must_come_from_the_same_match() {
        let dir = std::env::temp_dir().join(format!("tengen-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let config = MatchConfig {
            size: 9,
            komi: 7.0,
            rules: tengen::rules::CHINESE,
            time_per_game: None,
            command_limit: crate::engine::DEFAULT_COMMAND_LIMIT,
            send_time_left: true,
            max_moves: 100,
            sgf_dir: Some(dir.clone()),
            referee: None,
            play_out: None,
        };
        let names = ["one".to_string(), "two".to_string()];
        let game = |black: &str, white: &str, komi: &str, result: &str| {
            format!("(;GM[1]FF[4]SZ[9]KM[{komi}]RU[Chinese]PB[{black}]PW[{white}]RE[{result}];B[ee];W[cc])")
        };
        std::fs::write(dir.join("game-0000.sgf"), game("one", "two", "7", "W+R")).unwrap();
        std::fs::write(dir.join("game-0001.sgf"), game("two", "one", "7", "B+2")).unwrap();
        // A gap ends the recorded games: game-0003 is not read.
        std::fs::write(dir.join("game-0003.sgf"), game("x", "y", "7", "0")).unwrap();
        let alternate = |index: usize| index % 2;
        let games = recorded_games(&dir, &names, &config, alternate).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].winning_engine(), Some(1));
        assert_eq!(games[1].winning_engine(), Some(1));
        assert_eq!(games[1].moves, 2);
        assert_eq!(stats(&games).score, 0.0);
        // Without --alternate the second game had the wrong colours.
        let error = recorded_games(&dir, &names, &config, |_| 0).unwrap_err();
        assert!(error.contains("game-0001.sgf"), "{error}");
        let other_komi = MatchConfig {
            komi: 6.5,
            ..config
        };
        assert!(recorded_games(&dir, &names, &other_komi, alternate).is_err());
        let _ = std::fs::remove_dir_all(dir);
    }
}
