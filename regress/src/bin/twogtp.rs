//! `twogtp`: plays engine-against-engine matches over GTP, counts the games with a referee
//! engine, play-out adjudication or tengen's own estimate, writes an SGF per game and reports
//! win rate, 95% interval and Elo difference.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use tengen::rules::Rules;
use yardsticks::engine::{command_limit, split_command_line};
use yardsticks::sprt::{Sprt, Verdict};
use yardsticks::twogtp::{
    black_in_game, recorded_games, stats, wins_draws_losses, Counts, GameOutcome, MatchConfig,
    MatchGames, PlayOut,
};
use yardsticks::{openings, results_table};

#[derive(Parser)]
#[command(name = "twogtp", about = "Engine against engine over GTP")]
struct Cli {
    /// Command line of the first engine (Black in game 0).
    #[arg(long)]
    black: String,
    /// Command line of the second engine (White in game 0).
    #[arg(long)]
    white: String,
    #[arg(long, default_value_t = 9)]
    size: usize,
    #[arg(long, default_value_t = 7.0, allow_negative_numbers = true)]
    komi: f64,
    /// Rules of the referee (and sent to the engines with kgs-rules).
    #[arg(long, default_value = "chinese", value_parser = |s: &str| Rules::by_name(s).map_err(|e| e.to_string()))]
    rules: Rules,
    #[arg(long, default_value_t = 2)]
    games: usize,
    /// Swap colours every game.
    #[arg(long)]
    alternate: bool,
    /// Write game-NNNN.sgf files here, and gogui-twogtp's results table `results.dat` (one
    /// row per game, appended as games end).
    #[arg(long)]
    sgf_dir: Option<PathBuf>,
    /// Sudden-death seconds per side per game, or `none`.
    #[arg(long, default_value = "none")]
    time_per_game: String,
    /// Send no `time_left` before each move, as gogui-twogtp does: the engines must keep
    /// their own clocks (twogtp still enforces the time).
    #[arg(long)]
    no_time_left: bool,
    /// Seconds an engine may take to answer a command (a `genmove` under --time-per-game: the
    /// time left on its clock and 5 s more, then it loses on time); one that takes longer
    /// loses the game by forfeit, and the match exits 1.
    #[arg(long, default_value = "600", value_parser = command_limit)]
    command_timeout: Duration,
    /// Stop a game after this many moves and count it.
    #[arg(long, default_value_t = 1000)]
    max_moves: usize,
    /// Go on with a match an earlier run left in --sgf-dir: its games count, and play starts
    /// at the first game number without a file (until --games games in all).
    #[arg(long, requires = "sgf_dir")]
    resume: bool,
    /// Games played at the same time (each engine process on its own threads: give each
    /// engine a thread count so that N games fit the machine). Every game is the same as in a
    /// serial run; lines are printed as games end.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    parallel: u16,
    /// A third GTP engine asked `final_score` on every counted game (every move replayed to
    /// it), as gogui-twogtp's -referee; its count decides unless the game is played out.
    #[arg(long)]
    referee: Option<String>,
    /// Play-out adjudication: when the counts (each engine's `final_score`, and the referee's)
    /// disagree, play goes on with `kgs-genmove_cleanup` from the player after the last pass
    /// until two passes, and the game is counted by area with every stone left alive.
    #[arg(long)]
    play_out: bool,
    /// With --play-out: play out every counted game, the ones whose counts agree as well
    /// (their dead stones then settled by play, for `corpus from-matches`).
    #[arg(long, requires = "play_out")]
    play_out_every_count: bool,
    /// Moves a play-out may last; one that reaches it leaves the game without a result
    /// (Void). Default: the board's points.
    #[arg(long, requires = "play_out", value_parser = clap::value_parser!(u32).range(1..))]
    play_out_moves: Option<u32>,
    /// Start the games from the moves of the SGF files in this folder (in name order; with
    /// --alternate each one twice, colours exchanged), as gogui-twogtp's -openings.
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Stop as soon as a sequential probability ratio test decides between ELO0 and ELO1
    /// (`ELO0,ELO1`, the first engine's Elo advantage under each hypothesis), --games being
    /// the most it may play.
    #[arg(long, value_name = "ELO0,ELO1", allow_hyphen_values = true)]
    sprt: Option<String>,
    /// The test's error rates (both kinds).
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    sprt_alpha: f64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let time_per_game = match cli.time_per_game.as_str() {
        "none" => None,
        text => match text.parse::<f64>() {
            Ok(s) if s > 0.0 => Some(tengen::time::capped_seconds(s)),
            _ => {
                eprintln!("twogtp: --time-per-game wants seconds or none, not {text}");
                return ExitCode::from(2);
            }
        },
    };
    let config = MatchConfig {
        size: cli.size,
        komi: cli.komi,
        rules: cli.rules,
        time_per_game,
        command_limit: cli.command_timeout,
        send_time_left: !cli.no_time_left,
        max_moves: cli.max_moves,
        sgf_dir: cli.sgf_dir.clone(),
        referee: cli.referee.as_deref().map(split_command_line),
        play_out: cli.play_out.then(|| PlayOut {
            moves: cli
                .play_out_moves
                .map_or(cli.size * cli.size, |m| m as usize),
            every_count: cli.play_out_every_count,
        }),
    };
    if let Some(dir) = &cli.sgf_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("twogtp: --sgf-dir {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let openings = match &cli.openings {
        Some(dir) => match openings::load(dir, cli.size) {
            Ok(openings) => openings,
            Err(e) => {
                eprintln!("twogtp: --openings: {e}");
                return ExitCode::from(2);
            }
        },
        None => Vec::new(),
    };
    let sprt = match cli.sprt.as_deref().map(|t| Sprt::parse(t, cli.sprt_alpha)) {
        None => None,
        Some(Ok(sprt)) => Some(sprt),
        Some(Err(e)) => {
            eprintln!("twogtp: {e}");
            return ExitCode::from(2);
        }
    };
    let commands = [
        split_command_line(&cli.black),
        split_command_line(&cli.white),
    ];
    let names = [cli.black.clone(), cli.white.clone()];
    let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let black_of = |index: usize| black_in_game(index, cli.alternate);
    let mut outcomes = Vec::new();
    if let (true, Some(sgf_dir)) = (cli.resume, &cli.sgf_dir) {
        match recorded_games(sgf_dir, &names, &config, black_of) {
            Ok(recorded) => outcomes = recorded,
            Err(e) => {
                eprintln!("twogtp: cannot resume: {e}");
                return ExitCode::from(2);
            }
        }
        println!(
            "resumed: {} games already in {}{}",
            outcomes.len(),
            sgf_dir.display(),
            if outcomes.len() > cli.games {
                format!(" (only the first {} count)", cli.games)
            } else {
                String::new()
            }
        );
        outcomes.truncate(cli.games);
        if let Err(e) = results_table::keep_games_below(sgf_dir, outcomes.len()) {
            eprintln!("twogtp: cannot update {}: {e}", results_table::FILE_NAME);
            return ExitCode::from(2);
        }
    }
    // A test the resumed games decided already plays no more.
    let mut decision = sprt
        .map(|sprt| sprt_status(&sprt, &outcomes))
        .filter(|(_, verdict)| *verdict != Verdict::Continue)
        .map(|(line, _)| (line, outcomes.len()));
    let first_game = if decision.is_some() {
        cli.games
    } else {
        outcomes.len()
    };
    let mut faults = outcomes.iter().filter(|o| o.is_fault()).count();
    let mut failures = Vec::new();
    let mut exit = ExitCode::SUCCESS;
    let games = MatchGames {
        commands: &commands,
        names: &names,
        config: &config,
        dir: &dir,
        openings: &openings,
        alternate: cli.alternate,
    };
    games.play(
        first_game..cli.games,
        usize::from(cli.parallel),
        |index, played| {
            if exit != ExitCode::SUCCESS {
                return false;
            }
            let outcome = match played {
                Ok(outcome) => outcome,
                Err(e) => {
                    eprintln!("game {index}: {e}");
                    exit = ExitCode::from(2);
                    return false;
                }
            };
            let black = outcome.black;
            let fault = outcome.is_fault();
            if fault {
                faults += 1;
            }
            if let (true, Some(fault)) = (outcome.engine_failed(), outcome.fault(&names)) {
                failures.push(format!("game {index}: {fault}"));
            }
            println!(
                "game {index}: B {} W {} {} after {} moves{}{}",
                names[black],
                names[1 - black],
                outcome.result,
                outcome.moves,
                if fault {
                    format!(" ({:?})", outcome.ending)
                } else {
                    String::new()
                },
                counts_summary(&outcome.counts)
            );
            if let Some(sgf_dir) = &cli.sgf_dir {
                if let Err(e) = results_table::append(sgf_dir, &names, &config, index, &outcome) {
                    eprintln!("twogtp: cannot write {}: {e}", results_table::FILE_NAME);
                    exit = ExitCode::from(2);
                    return false;
                }
            }
            outcomes.push(outcome);
            // Games that were under way when the test decided finish without a line of it.
            match (sprt, &decision) {
                (Some(sprt), None) => {
                    let (line, verdict) = sprt_status(&sprt, &outcomes);
                    println!("{line}");
                    if verdict != Verdict::Continue {
                        decision = Some((line, outcomes.len()));
                    }
                    verdict == Verdict::Continue
                }
                (_, decided) => decided.is_none(),
            }
        },
    );
    if exit != ExitCode::SUCCESS {
        return exit;
    }
    let s = stats(&outcomes);
    let void = outcomes.iter().filter(|o| o.is_void()).count();
    if void > 0 {
        println!("{void} games without a result (play-outs that reached --play-out-moves)");
    }
    println!(
        "{}: {} of {} ({:.1}%, 95% interval {:.1}-{:.1}%), Elo difference {:+.0}",
        names[0],
        s.score,
        s.games,
        100.0 * s.win_rate,
        100.0 * s.low,
        100.0 * s.high,
        s.elo
    );
    println!(
        "{}: {} of {}; illegal moves, crashes and time losses: {faults}",
        names[1],
        s.games as f64 - s.score,
        s.games
    );
    if let Some((line, games)) = &decision {
        println!("decided after {games} games: {line}");
    }
    if failures.is_empty() {
        return ExitCode::SUCCESS;
    }
    eprintln!("twogtp: engines failed {} games:", failures.len());
    for failure in &failures {
        eprintln!("  {failure}");
    }
    ExitCode::from(1)
}

/// Where the test stands after `outcomes`: its line and its verdict.
fn sprt_status(sprt: &Sprt, outcomes: &[GameOutcome]) -> (String, Verdict) {
    let [wins, draws, losses] = wins_draws_losses(outcomes);
    let (lower, upper) = sprt.bounds();
    let llr = sprt.llr(wins, draws, losses);
    let verdict = sprt.verdict(llr);
    let decision = match verdict {
        Verdict::Continue => String::new(),
        Verdict::AcceptElo0 => format!(": ELO0 ({:+}) accepted", sprt.elo0),
        Verdict::AcceptElo1 => format!(": ELO1 ({:+}) accepted", sprt.elo1),
    };
    let line = format!(
        "SPRT {:+},{:+}: +{wins}={draws}-{losses}, LLR {llr:.2} (bounds {lower:.2}, {upper:.2}){decision}",
        sprt.elo0, sprt.elo1
    );
    (line, verdict)
}

/// The counts of a game for its line: the engines', the referee's, and the play-out if any.
fn counts_summary(counts: &Counts) -> String {
    let mut text = String::new();
    if let [Some(a), Some(b)] = &counts.engines {
        text.push_str(&format!("; engines say {a} and {b}"));
    }
    match &counts.referee {
        Some(Ok(count)) => text.push_str(&format!(", referee {count}")),
        Some(Err(failure)) => text.push_str(&format!(", referee failed: {failure}")),
        None => {}
    }
    if let Some(start) = counts.play_out_from {
        text.push_str(&format!("; played out from move {}", start + 1));
    }
    text
}
