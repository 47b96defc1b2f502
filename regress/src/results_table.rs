//! The match results table gogui-twogtp writes (`.dat`): `#`-comment header lines naming the
//! engines, board and komi, then one tab-separated row per game with the columns `GAME RES_B
//! RES_W RES_R ALT DUP LEN TIME_B TIME_W CPU_B CPU_W ERR ERR_MSG`, and three of twogtp's own
//! after them (gogui-twogtp's analysis reads past them): `REFEREE` (the referee engine's count),
//! `DISAGREE` (whether the counts disagreed) and `PLAYOUT` (moves of the play-out
//! adjudication). `gogui-twogtp -analyze` turns it into an HTML summary, and a spreadsheet reads
//! it as tab-separated values. As in gogui-twogtp, "Black" in the header and in `RES_B`,
//! `TIME_B` and `CPU_B` is the first engine (`--black`), whatever colour it played; `ALT` is 1
//! when it played White, and then the results are written with the colours swapped, as
//! gogui-twogtp does: `B+` always means the first engine won.

use crate::twogtp::{GameOutcome, MatchConfig};
use std::io::{self, Write};
use std::path::Path;

/// The table's file name in the SGF directory.
pub const FILE_NAME: &str = "results.dat";

const COLUMNS: &str =
    "#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\t\
                       REFEREE\tDISAGREE\tPLAYOUT";

/// The header of a match between the engines `names` (first, second) under `config`.
pub fn header(names: &[String; 2], config: &MatchConfig) -> String {
    let mut text = String::new();
    let mut line = |key: &str, value: &str| text.push_str(&format!("# {key}: {value}\n"));
    line("Black", &names[0]);
    line("BlackCommand", &names[0]);
    line("Komi", &config.komi.to_string());
    let referee = config.referee.as_ref().map(|command| command.join(" "));
    let judge = match (&referee, config.play_out) {
        (_, Some(play_out)) if play_out.every_count => {
            "play-out adjudication of every count".to_string()
        }
        (_, Some(_)) => "play-out adjudication where the counts disagree".to_string(),
        (Some(referee), None) => referee.clone(),
        (None, None) => format!("twogtp ({} rules)", config.rules.name),
    };
    line("Referee", &judge);
    if let Some(referee) = &referee {
        line("RefereeCommand", referee);
    }
    line("Size", &config.size.to_string());
    line("White", &names[1]);
    line("WhiteCommand", &names[1]);
    line("Xml", "0");
    text.push_str("#\n");
    text.push_str(COLUMNS);
    text.push('\n');
    text
}

/// The row of game `index` of the engines named `names`.
pub fn row(index: usize, names: &[String; 2], outcome: &GameOutcome) -> String {
    let alternated = outcome.black == 1;
    let as_first_engine_sees = |result: &str| {
        if !alternated {
            return result.to_string();
        }
        match result.split_at_checked(1) {
            Some(("B", rest)) => format!("W{rest}"),
            Some(("W", rest)) => format!("B{rest}"),
            _ => result.to_string(),
        }
    };
    let counts = &outcome.counts;
    let said = |engine: usize| {
        counts.engines[engine]
            .as_deref()
            .map_or("?".to_string(), as_first_engine_sees)
    };
    let referee = match &counts.referee {
        Some(Ok(count)) => as_first_engine_sees(count),
        Some(Err(_)) => "?".to_string(),
        None => "-".to_string(),
    };
    let disagreed = if outcome.was_counted() {
        u8::from(counts.disagreed).to_string()
    } else {
        "-".to_string()
    };
    let play_out = counts
        .play_out_from
        .map_or("-".to_string(), |start| (outcome.moves - start).to_string());
    let seconds = |s: Option<f64>| s.map_or("0".to_string(), |s| format!("{s:.1}"));
    let error = if outcome.is_fault() { "1" } else { "0" };
    let mut messages: Vec<String> = outcome.fault(names).into_iter().collect();
    if let Some(Err(failure)) = &counts.referee {
        messages.push(format!("referee failed: {failure}"));
    }
    let message = messages.join("; ").replace(['\t', '\n'], " ");
    format!(
        "{index}\t{}\t{}\t{}\t{}\t-\t{}\t{}\t{}\t{}\t{}\t{error}\t{message}\t{referee}\t{disagreed}\t{play_out}",
        said(0),
        said(1),
        as_first_engine_sees(&outcome.result),
        u8::from(alternated),
        outcome.moves,
        seconds(outcome.seconds[0]),
        seconds(outcome.seconds[1]),
        seconds(outcome.cpu_seconds[0]),
        seconds(outcome.cpu_seconds[1]),
    )
}

/// Drops the rows of games numbered `kept` or more from the table in `dir`, if there is one:
/// a resumed match replays the games after the first missing SGF file (a parallel run that
/// stopped can leave such gaps), and their new rows must not count twice.
pub fn keep_games_below(dir: &Path, kept: usize) -> io::Result<()> {
    let path = dir.join(FILE_NAME);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| {
            line.starts_with('#')
                || line
                    .split('\t')
                    .next()
                    .and_then(|game| game.parse::<usize>().ok())
                    .is_some_and(|game| game < kept)
        })
        .collect();
    tengen::atomic_file::write(&path, format!("{}\n", lines.join("\n")).as_bytes())
}

/// Appends game `index` to the table in `dir`, writing the header first when the file is new.
pub fn append(
    dir: &Path,
    names: &[String; 2],
    config: &MatchConfig,
    index: usize,
    outcome: &GameOutcome,
) -> io::Result<()> {
    let path = dir.join(FILE_NAME);
    let is_new = !path.exists();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if is_new {
        file.write_all(header(names, config).as_bytes())?;
    }
    writeln!(file, "{}", row(index, names, outcome))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::twogtp::{Counts, Ending};
    use tengen::board::Color;

    fn outcome(black: usize, result: &str, scores: [Option<&str>; 2]) -> GameOutcome {
        GameOutcome {
            black,
            winner: Some(Color::Black),
            ending: Ending::Counted { margin: 2.5 },
            moves: 61,
            counts: Counts {
                engines: scores.map(|s| s.map(str::to_string)),
                ..Counts::default()
            },
            result: result.to_string(),
            seconds: [Some(12.34), Some(5.0)],
            cpu_seconds: [Some(12.0), None],
        }
    }

    fn names() -> [String; 2] {
        ["first".to_string(), "second".to_string()]
    }

    #[test]
    fn rows_follow_gogui_twogtp_columns_with_results_seen_by_the_first_engine() {
        let played = outcome(0, "B+2.5", [Some("B+2.5"), Some("B+3.5")]);
        assert_eq!(
            row(0, &names(), &played),
            "0\tB+2.5\tB+3.5\tB+2.5\t0\t-\t61\t12.3\t5.0\t12.0\t0\t0\t\t-\t0\t-"
        );
        // The first engine played White and won: written as gogui-twogtp does, colours swapped.
        let mut alternated = outcome(1, "W+R", [None, None]);
        alternated.ending = Ending::Resignation;
        assert_eq!(
            row(7, &names(), &alternated),
            "7\t?\t?\tB+R\t1\t-\t61\t12.3\t5.0\t12.0\t0\t0\t\t-\t-\t-"
        );
        // The referee's count, the disagreement and the play-out's length follow; the
        // referee's count too is written as the first engine sees it.
        let mut adjudicated = outcome(1, "W+4.5", [Some("W+3.5"), Some("B+1.5")]);
        adjudicated.counts.referee = Some(Ok("B+1.5".to_string()));
        adjudicated.counts.disagreed = true;
        adjudicated.counts.play_out_from = Some(50);
        assert!(row(3, &names(), &adjudicated).starts_with("3\tB+3.5\tW+1.5\tB+4.5\t1\t"));
        assert!(row(3, &names(), &adjudicated).ends_with("\t0\t\tW+1.5\t1\t11"));
        adjudicated.counts.referee = Some(Err("closed its output".to_string()));
        assert!(row(3, &names(), &adjudicated)
            .ends_with("\t0\treferee failed: closed its output\t?\t1\t11"));
        let draw = outcome(1, "0", [Some("0"), Some("0")]);
        assert!(row(1, &names(), &draw).starts_with("1\t0\t0\t0\t1\t"));
        let mut fault = outcome(0, "W+T", [None, None]);
        fault.winner = Some(Color::White);
        fault.ending = Ending::Timeout;
        assert!(row(2, &names(), &fault).ends_with("\t1\tBlack (first): lost on time\t-\t-\t-"));
        fault.ending = Ending::Crash("`genmove b`: engine closed its output".to_string());
        assert!(row(2, &names(), &fault)
            .ends_with("\t1\tBlack (first): `genmove b`: engine closed its output\t-\t-\t-"));
    }

    #[test]
    fn resuming_drops_the_rows_of_games_that_will_be_played_again() {
        let dir = std::env::temp_dir().join(format!("tengen-results-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let rows = ["# Black: a", "#GAME\tRES_B", "0\tB+R", "2\tW+R", "1\tB+3.5"];
        std::fs::write(dir.join(FILE_NAME), rows.join("\n") + "\n").unwrap();
        keep_games_below(&dir, 2).unwrap();
        let kept = std::fs::read_to_string(dir.join(FILE_NAME)).unwrap();
        assert_eq!(kept, "# Black: a\n#GAME\tRES_B\n0\tB+R\n1\tB+3.5\n");
        std::fs::remove_dir_all(&dir).unwrap();
        keep_games_below(&dir, 2).expect("no table: nothing to do");
    }

    #[test]
    fn the_header_ends_with_the_column_line_gogui_twogtp_looks_for() {
        let config = MatchConfig {
            size: 9,
            komi: 7.0,
            rules: tengen::rules::CHINESE,
            time_per_game: None,
            command_limit: crate::engine::DEFAULT_COMMAND_LIMIT,
            send_time_left: true,
            max_moves: 1000,
            sgf_dir: None,
            referee: None,
            play_out: None,
        };
        let text = header(&["one".to_string(), "two".to_string()], &config);
        assert!(text.starts_with("# Black: one\n"));
        assert!(text.contains("# White: two\n# WhiteCommand: two\n"));
        assert!(text.contains("# Size: 9\n") && text.contains("# Komi: 7\n"));
        assert!(text.ends_with(&format!("#\n{COLUMNS}\n")));
    }
}
