//! Engine-against-engine matches over GTP, refereed with tengen's rules and scoring.

use crate::engine::{gtp_color, Engine};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;
use tengen::board::{Color, Move, VertexOrPass};
use tengen::game::Game;
use tengen::rules::Rules;
use tengen::score::{count, estimate, Estimator};
use tengen::sgf::{GameRecord, Node, Property};

/// How the games of a match are played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub size: usize,
    pub komi: f64,
    pub rules: Rules,
    /// Seconds each side has for a whole game (sudden death), if limited.
    pub time_per_game: Option<f64>,
    /// Whether each engine hears its time left (`time_left`) before every move; gogui-twogtp
    /// sends only `time_settings`, so engines must keep their own clocks.
    pub send_time_left: bool,
    /// Moves after which a game is stopped and counted as it stands.
    pub max_moves: usize,
    /// Directory for one SGF file per game.
    pub sgf_dir: Option<PathBuf>,
}

/// Why a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// Two passes (or the move limit): the referee's count, Black's margin.
    Counted {
        margin: f64,
    },
    Resignation,
    IllegalMove(String),
    /// The engine's process failed or answered nonsense.
    Crash(String),
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
    /// Each engine's own `final_score` (engine index order), when asked.
    pub engine_scores: [Option<String>; 2],
    /// The referee's result string (`B+3.5`, `W+R`, ...).
    pub result: String,
    /// Each engine's thinking time in seconds, as twogtp measured it (engine index order;
    /// unknown for games read back from SGF files).
    pub seconds: [Option<f64>; 2],
    /// Each engine's CPU time as its `cputime` answered at the end of the game, if it did.
    pub cpu_seconds: [Option<f64>; 2],
}

impl GameOutcome {
    /// Whether the game ended by an illegal move, a crash or a time loss rather than by play.
    pub fn is_fault(&self) -> bool {
        !matches!(self.ending, Ending::Counted { .. } | Ending::Resignation)
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
    engine.new_game(config.size, config.komi)?;
    // Engines without these commands keep their own rules and clock.
    engine.send(&format!("kgs-rules {}", config.rules.name))?;
    if let Some(seconds) = config.time_per_game {
        engine.send(&format!("time_settings {} 0 0", seconds.ceil()))?;
    }
    Ok(())
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
        let mut engine = Engine::start(&commands[e], dir)?;
        setup(&mut engine, config)?;
        engines.push(engine);
    }
    let mut game = Game::new(config.size, config.rules, config.komi)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let mut clock = [config.time_per_game.unwrap_or(f64::INFINITY); 2];
    let mut used = [0.0; 2];
    // The opening's moves, played on the referee's board and sent to both engines.
    for &(color, vertex) in opening {
        game.play_vertex(color, vertex)
            .map_err(|e| io::Error::other(format!("opening move {vertex}: {e}")))?;
        for engine in &mut engines {
            engine.ok(&format!("play {} {vertex}", gtp_color(color)))?;
        }
    }
    let mut ending = None;
    let mut color = opening.last().map_or(Color::Black, |&(c, _)| c.opponent());
    while game.consecutive_passes() < 2 && game.history().len() < config.max_moves {
        let side = color.index();
        if config.time_per_game.is_some() && config.send_time_left {
            let left = clock[side].max(0.0).floor();
            engines[side].send(&format!("time_left {} {left} 0", gtp_color(color)))?;
        }
        let started = Instant::now();
        let answer = engines[side].send(&format!("genmove {}", gtp_color(color)));
        let thought = started.elapsed().as_secs_f64();
        clock[side] -= thought;
        used[side] += thought;
        let answer = match answer {
            Ok(r) if r.ok => r.text,
            Ok(r) => {
                ending = Some((
                    color.opponent(),
                    Ending::Crash(format!("genmove failed: {}", r.text)),
                ));
                break;
            }
            Err(e) => {
                ending = Some((color.opponent(), Ending::Crash(e.to_string())));
                break;
            }
        };
        if clock[side] < 0.0 {
            ending = Some((color.opponent(), Ending::Timeout));
            break;
        }
        if answer.eq_ignore_ascii_case("resign") {
            ending = Some((color.opponent(), Ending::Resignation));
            break;
        }
        let Some(vertex) = VertexOrPass::parse(&answer) else {
            ending = Some((
                color.opponent(),
                Ending::Crash(format!("answered {answer:?}")),
            ));
            break;
        };
        if let Err(e) = game.play_vertex(color, vertex) {
            ending = Some((
                color.opponent(),
                Ending::IllegalMove(format!("{vertex}: {e}")),
            ));
            break;
        }
        let other = color.opponent().index();
        if let Err(e) = engines[other].ok(&format!("play {} {vertex}", gtp_color(color))) {
            ending = Some((color, Ending::Crash(format!("refused {vertex}: {e}"))));
            break;
        }
        color = color.opponent();
    }
    let mut engine_scores = [None, None];
    if ending.is_none() {
        for (side, engine) in engines.iter_mut().enumerate() {
            if let Ok(r) = engine.send("final_score") {
                if r.ok {
                    engine_scores[order[side]] = Some(r.text);
                }
            }
        }
    }
    let mut seconds = [None, None];
    let mut cpu_seconds = [None, None];
    for (side, engine) in engines.iter_mut().enumerate() {
        seconds[order[side]] = Some(used[side]);
        if let Ok(r) = engine.send("cputime") {
            cpu_seconds[order[side]] = r.text.trim().parse::<f64>().ok().filter(|_| r.ok);
        }
    }
    for engine in engines {
        // An engine that already died cannot answer quit; that was reported as a crash.
        let _ = engine.quit();
    }
    let (winner, ending, result) = match ending {
        Some((winner, ending)) => {
            let letter = if winner == Color::Black { "B" } else { "W" };
            let how = match ending {
                Ending::Resignation => "R",
                Ending::Timeout => "T",
                _ => "F",
            };
            (Some(winner), ending, format!("{letter}+{how}"))
        }
        None => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(1)
                .build()
                .map_err(io::Error::other)?;
            let (statuses, _) = estimate(
                &game,
                &Estimator {
                    chain_search: Some(tengen::search::owner_keeps_chain),
                    playouts: 4096,
                    seed: index as u64,
                    pool: &pool,
                    deadline: None,
                },
            );
            let counted = count(&game, &statuses);
            let margin = counted.margin();
            (
                counted.winner(),
                Ending::Counted { margin },
                counted.to_string(),
            )
        }
    };
    let outcome = GameOutcome {
        black,
        winner,
        ending,
        moves: game.history().len(),
        engine_scores,
        result,
        seconds,
        cpu_seconds,
    };
    if let Some(dir) = &config.sgf_dir {
        write_sgf(dir, index, &game, names, &outcome, config)?;
    }
    Ok(outcome)
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
    /// run. No new game starts once a game failed to run or `finished` returned `false`.
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
                    if results.send((index, played)).is_err() {
                        return;
                    }
                });
            }
            drop(results);
            for (index, played) in received {
                if !finished(index, played) {
                    stop.store(true, Ordering::SeqCst);
                }
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
        engine_scores: [None, None],
        result,
        seconds: [None, None],
        cpu_seconds: [None, None],
    })
}

/// The winner and the ending a result string of [`play_game`] stands for: `B+3.5`, `W+R`
/// (resignation), `B+T` (time), `W+F` (an illegal move or a crash), `0` (a draw).
fn parse_result(result: &str) -> Option<(Option<Color>, Ending)> {
    if result == "0" {
        return Some((None, Ending::Counted { margin: 0.0 }));
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

/// Statistics of `outcomes` for engine 0.
pub fn stats(outcomes: &[GameOutcome]) -> MatchStats {
    let games = outcomes.len();
    let score: f64 = outcomes
        .iter()
        .map(|o| match o.winning_engine() {
            Some(0) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
        .sum();
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
            engine_scores: [None, None],
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
        assert_eq!(parse_result("Void"), None);
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
            send_time_left: true,
            max_moves: 100,
            sgf_dir: Some(dir.clone()),
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
