//! Analysis and GUI integration as the clients drive it: streamed `info` blocks read with
//! Sabaki's parsing rules, stopped by the next command; GoGui's `# interrupt` and analyze
//! commands; pondering that yields the moment a command arrives.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// tengen on pipes, driven line by line like a GUI does.
struct Gui {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gui {
    fn start(args: &[&str]) -> Gui {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Gui {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        assert!(!line.is_empty(), "tengen closed its output");
        line.trim_end_matches('\n').to_string()
    }

    /// Sends `command` and reads its whole response: the text after `= `, lines joined.
    fn ask(&mut self, command: &str) -> String {
        self.send(command);
        let first = self.line();
        let mut text = first
            .strip_prefix("= ")
            .unwrap_or_else(|| panic!("{command}: {first}"))
            .to_string();
        loop {
            let line = self.line();
            if line.is_empty() {
                return text;
            }
            text.push('\n');
            text.push_str(&line);
        }
    }

    /// Closes tengen's input and returns everything it writes until it exits.
    fn end_input(self) -> String {
        let Gui {
            mut child,
            stdin,
            mut stdout,
        } = self;
        drop(stdin);
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
        child.wait().unwrap();
        rest
    }

    fn quit(mut self) {
        self.send("quit");
        self.child.wait().unwrap();
    }
}

/// One analysed move as Sabaki's `parseAnalysis` reads it.
#[derive(Debug)]
struct Block {
    fields: Vec<(String, String)>,
    pv: Vec<String>,
}

impl Block {
    fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

fn is_vertex(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && !word[1..].is_empty()
        && word[1..].chars().all(|c| c.is_ascii_digit())
}

/// Splits a line into blocks on `info`, takes the trailing run of moves as the PV and the
/// pairs before `pv` as keys and values; a block whose tail is not a move list is dropped, as
/// Sabaki drops it.
fn parse_analysis(line: &str) -> Vec<Block> {
    let line = line.split(" ownership ").next().unwrap();
    line.split("info ")
        .map(str::trim)
        .filter(|b| !b.is_empty())
        .filter_map(|block| {
            let (pairs, pv) = block.split_once(" pv ")?;
            let pv: Vec<String> = pv.split_whitespace().map(String::from).collect();
            if !pv.iter().all(|m| m == "pass" || is_vertex(m)) {
                return None;
            }
            let words: Vec<&str> = pairs.split_whitespace().collect();
            let fields = words
                .chunks(2)
                .map(|kv| (kv[0].to_string(), kv.get(1).unwrap_or(&"").to_string()))
                .collect();
            Some(Block { fields, pv })
        })
        .collect()
}

/// Reads analysis lines for about `seconds`, stops the analysis with `protocol_version` as
/// Sabaki does, and returns the lines; checks the framing on the way.
fn analyse(gui: &mut Gui, command: &str, seconds: f64) -> Vec<String> {
    gui.send(command);
    assert_eq!(gui.line(), "= ", "{command} opens its response at once");
    let started = Instant::now();
    let mut lines = Vec::new();
    while started.elapsed() < Duration::from_secs_f64(seconds) {
        let line = gui.line();
        assert!(!line.is_empty(), "no empty line before the stop");
        lines.push(line);
    }
    gui.send("protocol_version");
    let stopped = Instant::now();
    loop {
        let line = gui.line();
        if line.is_empty() {
            break;
        }
        lines.push(line);
    }
    assert_eq!(gui.line(), "= 2", "the new command answers right after");
    assert_eq!(gui.line(), "");
    assert!(stopped.elapsed() < Duration::from_millis(500));
    lines
}

#[test]
fn lz_analyze_streams_blocks_sabaki_can_read_until_the_next_command() {
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 9");
    gui.ask("clear_board");
    gui.ask("play b E5");
    let lines = analyse(&mut gui, "lz-analyze W 20", 1.0);
    assert!(lines.len() >= 3, "about five reports a second: {lines:?}");
    for line in &lines {
        let blocks = parse_analysis(line);
        assert_eq!(blocks.len(), line.matches("info ").count(), "{line}");
        for (order, block) in blocks.iter().enumerate() {
            assert!(is_vertex(block.get("move").unwrap()) || block.get("move") == Some("pass"));
            assert_eq!(block.pv[0], block.get("move").unwrap());
            let visits: u32 = block.get("visits").unwrap().parse().unwrap();
            assert!(visits > 0);
            let winrate: u32 = block.get("winrate").unwrap().parse().unwrap();
            assert!(winrate <= 10_000);
            assert_eq!(block.get("order"), Some(order.to_string().as_str()));
        }
    }
    let last = parse_analysis(lines.last().unwrap());
    let visits: Vec<u32> = last
        .iter()
        .map(|b| b.get("visits").unwrap().parse().unwrap())
        .collect();
    assert!(
        visits.windows(2).all(|w| w[0] >= w[1]),
        "most visited first"
    );
    assert!(visits.iter().sum::<u32>() > 1000);
    // The engine's board still equals the synced one, and the analysed side is not to move.
    assert_eq!(gui.ask("list_stones black"), "E5");
    assert_eq!(gui.ask("list_stones white"), "");
    gui.quit();
}

#[test]
fn analysis_leaves_out_the_moves_avoid_names_and_all_but_those_allow_names() {
    // Lizzie and KaTrain send `avoid`/`allow` to see the best move elsewhere. The move tengen
    // analyses most on an empty 9×9 board is avoided for Black at the root and, for White, at
    // the reply too; with `allow`, only the corners' 3-3 points are searched.
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 9");
    let most_visited = |lines: &[String]| {
        let last = parse_analysis(lines.last().expect("reports"));
        last[0].get("move").unwrap().to_string()
    };
    let top = most_visited(&analyse(&mut gui, "lz-analyze b 20", 0.6));
    let lines = analyse(
        &mut gui,
        &format!("kata-analyze b 20 avoid b {top},pass 1 avoid w {top} 2"),
        0.8,
    );
    let blocks: Vec<Block> = lines.iter().flat_map(|line| parse_analysis(line)).collect();
    assert!(blocks.len() > 10, "{lines:?}");
    for block in &blocks {
        assert!(![top.as_str(), "pass"].contains(&block.get("move").unwrap()));
        assert_ne!(block.pv.get(1), Some(&top), "White's reply");
    }
    let lines = analyse(&mut gui, "lz-analyze b 20 allow b C3,G3,C7,G7 1", 0.6);
    let moves: Vec<String> = lines
        .iter()
        .flat_map(|line| parse_analysis(line))
        .map(|b| b.get("move").unwrap().to_string())
        .collect();
    assert!(!moves.is_empty(), "{lines:?}");
    assert!(moves
        .iter()
        .all(|m| ["C3", "G3", "C7", "G7"].contains(&m.as_str())));
    // The restriction ends with its command: the next analysis searches every move again.
    let after = analyse(&mut gui, "lz-analyze b 20", 0.6);
    let moves = parse_analysis(after.last().unwrap()).len();
    assert!(moves > 4, "{after:?}");
    gui.quit();
}

#[test]
fn analysis_lists_no_move_the_ko_rule_forbids() {
    // Sending two, returning one: Black's recapture at B1 repeats the position of four moves
    // ago, which positional superko (Chinese) forbids and situational superko (AGA) allows.
    // It captures, so the search looks at it whenever it may.
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 5");
    let mut analysed = |rules: &str| {
        gui.ask(&format!("kata-set-rules {rules}"));
        gui.ask("clear_board");
        gui.ask("gogui-play_sequence b B1 w A2 b C2 w B2 b D1 w E5 b A1 w C1");
        let lines = analyse(&mut gui, "lz-analyze b 10", 0.5);
        lines
            .iter()
            .flat_map(|line| parse_analysis(line))
            .any(|block| block.get("move") == Some("B1"))
    };
    assert!(analysed("aga"), "legal under situational superko");
    assert!(!analysed("chinese"), "forbidden under positional superko");
    gui.quit();
}

#[test]
fn kata_analyze_reports_fractions_score_leads_and_ownership() {
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 9");
    gui.ask("clear_board");
    let lines = analyse(&mut gui, "kata-analyze B 25 ownership true", 0.6);
    for line in &lines {
        for block in parse_analysis(line) {
            let winrate: f64 = block.get("winrate").unwrap().parse().unwrap();
            assert!((0.0..=1.0).contains(&winrate), "{line}");
            let lead: f64 = block.get("scoreLead").unwrap().parse().unwrap();
            assert!(lead.abs() <= 81.0 + 7.5);
        }
        let ownership: Vec<f64> = line
            .split(" ownership ")
            .nth(1)
            .expect("ownership after the blocks")
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect();
        assert_eq!(ownership.len(), 81);
        assert!(ownership.iter().all(|v| (-1.0..=1.0).contains(v)));
    }
    gui.quit();
}

#[test]
fn analyze_the_name_sabaki_tries_first_streams_kata_lines_with_decimal_points() {
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 9");
    // Sabaki sends the colour in upper case and the interval in centiseconds.
    let lines = analyse(&mut gui, "analyze B 25", 0.6);
    assert!(!lines.is_empty());
    for line in &lines {
        for block in parse_analysis(line) {
            // Sabaki reads a win rate without a decimal point as ten-thousandths.
            let winrate = block.get("winrate").unwrap();
            assert!(winrate.contains('.'), "{line}");
            assert!(block.get("scoreLead").unwrap().contains('.'), "{line}");
        }
    }
    gui.quit();
}

#[test]
fn genmove_analyze_streams_then_plays_its_move() {
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "3000"]);
    gui.ask("boardsize 9");
    let response = gui.ask("lz-genmove_analyze b 5");
    // The streamed response opens with an empty first line after `= `.
    let lines: Vec<&str> = response.lines().filter(|l| !l.is_empty()).collect();
    let (last, infos) = lines.split_last().unwrap();
    let mv = last.strip_prefix("play ").expect("ends with play VERTEX");
    assert!(is_vertex(mv), "{mv}");
    assert!(infos.iter().all(|l| l.starts_with("info move ")));
    assert_eq!(gui.ask("list_stones black"), mv);
    // `allow` restricts the move played too.
    let response = gui.ask("kata-genmove_analyze w 5 allow w A1,J9 1");
    let played = response.lines().last().unwrap();
    assert!(["play A1", "play J9"].contains(&played), "{played}");
    // Black alone on the board after White's pass would pass too: not when pass is avoided.
    gui.ask("clear_board");
    gui.ask("gogui-play_sequence b E5 w pass b D5 w pass");
    assert_eq!(
        gui.ask("genmove_analyze b 5").lines().last(),
        Some("play pass")
    );
    gui.ask("undo");
    let response = gui.ask("genmove_analyze b 5 avoid b pass 1");
    assert_ne!(response.lines().last(), Some("play pass"), "{response}");
    gui.quit();
}

#[test]
fn score_leads_in_a_handicap_game_count_the_true_komi() {
    // Nine stones on 9×9: White cannot get more than a corner, so its lead is far below zero
    // (about −62 with komi 0.5 and Chinese compensation). genmove plays White under dynamic
    // komi (63 points more at this stage); the lead Sabaki shows must not include it.
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "4000"]);
    gui.ask("boardsize 9");
    gui.ask("komi 0.5");
    gui.ask("set_free_handicap C3 E3 G3 C5 E5 G5 C7 E7 G7");
    let response = gui.ask("kata-genmove_analyze w 5");
    let lines: Vec<&str> = response.lines().filter(|l| !l.is_empty()).collect();
    let (last, infos) = lines.split_last().unwrap();
    let mv = last.strip_prefix("play ").unwrap();
    let lead = infos
        .iter()
        .rev()
        .flat_map(|line| parse_analysis(line))
        .find(|b| b.get("move") == Some(mv))
        .map(|b| b.get("scoreLead").unwrap().parse::<f64>().unwrap())
        .unwrap();
    assert!(lead < -40.0, "{mv}: White's lead {lead}");
    gui.quit();
}

#[test]
fn a_gogui_interrupt_line_stops_a_long_genmove_at_once() {
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "100000000"]);
    assert_eq!(gui.ask("gogui-interrupt"), "");
    gui.ask("boardsize 9");
    gui.send("genmove b");
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    gui.send("# interrupt");
    let answer = gui.line();
    assert!(
        started.elapsed() < Duration::from_millis(300),
        "{:?}",
        started.elapsed()
    );
    let mv = answer.strip_prefix("= ").unwrap();
    assert!(is_vertex(mv), "{answer}");
    assert_eq!(gui.line(), "");
    // The comment line itself gets no response: the next answer is the next command's.
    assert_eq!(gui.ask("list_stones black"), mv);
    gui.quit();
}

#[test]
fn every_gogui_analyze_command_answers_in_its_declared_type() {
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "500"]);
    gui.ask("boardsize 9");
    gui.ask("gogui-play_sequence b E5 w C4 b D3 w G5");
    let listed = gui.ask("gogui-analyze_commands");
    let commands = gui.ask("list_commands");
    let mut types = Vec::new();
    for entry in listed.lines() {
        let fields: Vec<&str> = entry.split('/').collect();
        assert_eq!(fields.len(), 3, "type/label/command: {entry}");
        // %m is the colour to move, %p the point under GoGui's cursor (a stone here), %P the
        // points clicked: two Black stones for a connection, two opposing ones for a race.
        let name = fields[2].split_whitespace().next().unwrap();
        let clicked = if name == "analyze_semeai" {
            "E5 C4"
        } else {
            "E5 D3"
        };
        let (kind, command) = (
            fields[0],
            fields[2]
                .replace("%m", "b")
                .replace("%p", "E5")
                .replace("%P", clicked),
        );
        assert!(commands.lines().any(|c| c == name), "{name} is listed");
        let response = gui.ask(&command);
        match kind {
            "dboard" => {
                let rows: Vec<&str> = response.lines().collect();
                assert_eq!(rows.len(), 9);
                for row in rows {
                    let values: Vec<f64> =
                        row.split_whitespace().map(|v| v.parse().unwrap()).collect();
                    assert_eq!(values.len(), 9);
                    assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
                }
            }
            "gfx" => {
                for line in response.lines() {
                    let words: Vec<&str> = line.split_whitespace().collect();
                    let keyword = words.first().copied().unwrap_or("");
                    assert!(
                        ["COLOR", "LABEL", "MARK", "TEXT"].contains(&keyword),
                        "{line}"
                    );
                    if keyword == "COLOR" {
                        // GoGui's COLOR: a colour as #rrggbb, then the points it paints.
                        let colour = words[1];
                        assert!(colour.len() == 7 && colour.starts_with('#'), "{line}");
                        assert!(u32::from_str_radix(&colour[1..], 16).is_ok(), "{line}");
                        assert!(words.len() > 2 && words[2..].iter().all(|p| is_vertex(p)));
                    }
                }
                if command.starts_with("tengen-best_moves") {
                    let labels: Vec<&str> = response
                        .lines()
                        .next()
                        .unwrap()
                        .split_whitespace()
                        .collect();
                    assert!(labels.len() >= 3 && labels.len() % 2 == 1, "{response}");
                    assert!(labels[1..].chunks(2).all(|p| is_vertex(p[0])));
                }
            }
            "var" => {
                let moves: Vec<&str> = response.split_whitespace().collect();
                assert!(!moves.is_empty() && moves.iter().all(|m| is_vertex(m)));
            }
            // GoGui draws the moves of a `varp`/`varpo` answer (GNU Go's result code, then
            // the move when there is one) as stones of the clicked point's colour or the other.
            "varp" | "varpo" => {
                let words: Vec<&str> = response.split_whitespace().collect();
                assert!(["0", "1", "2", "3"].contains(&words[0]), "{response}");
                assert!(words[1..].iter().all(|m| *m == "PASS" || is_vertex(m)));
                assert_eq!(
                    words.len(),
                    if words[0] == "0" { 1 } else { 2 },
                    "{response}"
                );
            }
            // A `pstring` is text whose points GoGui marks: GNU Go's two result codes and the
            // move for a race.
            "pstring" => assert_eq!(response.split_whitespace().count(), 3, "{response}"),
            // GoGui shows a `string` answer in a text window, several lines as they are.
            "string" => assert!(
                !response.trim().is_empty() && response.lines().all(|l| !l.trim().is_empty())
            ),
            "param" => {
                // GoGui's parameter dialog: `[type] key value` per line.
                for line in response.lines() {
                    let (kind, rest) = line.split_once("] ").unwrap_or(("", ""));
                    assert!(kind.starts_with('['), "{line}");
                    assert_eq!(rest.split_whitespace().count(), 2, "{line}");
                }
            }
            other => panic!("unexpected type {other}"),
        }
        types.push(kind.to_string());
    }
    for wanted in [
        "dboard", "gfx", "var", "string", "param", "varp", "varpo", "pstring",
    ] {
        assert!(types.iter().any(|t| t == wanted), "{wanted} listed");
    }
    assert!(gui.ask("tengen-rules").starts_with("chinese: area scoring"));
    gui.quit();
}

#[test]
fn pondering_yields_the_moment_a_command_arrives() {
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "300", "--ponder"]);
    gui.ask("boardsize 9");
    let mv = gui.ask("genmove b");
    assert!(is_vertex(&mv));
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    let stones = gui.ask("list_stones black");
    assert!(
        started.elapsed() < Duration::from_millis(300),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(stones, mv);
    let reply_point = if mv == "E5" { "D4" } else { "E5" };
    gui.ask(&format!("play w {reply_point}"));
    let reply = gui.ask("genmove b");
    assert!(is_vertex(&reply), "{reply}");
    gui.quit();
}

#[test]
fn bad_analysis_arguments_are_refused_without_analysing() {
    let mut gui = Gui::start(&["--threads", "2", "--playouts", "200"]);
    gui.ask("boardsize 9");
    for bad in [
        "lz-analyze purple 50",
        "kata-analyze B 50 ownership maybe",
        "lz-analyze B 50 ownership true",
        "kata-analyze B 50 avoid b D4 0",
        "lz-analyze B 50 avoid b T4 1",
        "lz-analyze B 50 allow b D4 1 avoid b E5 1",
        "kata-analyze B interval",
        "lz-genmove_analyze 50",
        "tengen-best_moves",
        "tengen-pv purple",
        "tengen-ownership 3",
    ] {
        gui.send(bad);
        let answer = gui.line();
        assert!(
            answer.starts_with("? ") && answer.len() > 2,
            "{bad}: {answer}"
        );
        assert_eq!(gui.line(), "", "{bad}: one-line error");
    }
    assert_eq!(gui.ask("list_stones black"), "");
    assert_eq!(gui.ask("list_stones white"), "");
    gui.quit();
}

#[test]
fn search_progress_goes_to_stderr_and_rust_log_warn_silences_it() {
    let run = |rust_log: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tengen"));
        // No limit the search could meet early: the next line stops it after 1.5 s.
        command
            .args(["--threads", "2", "--playouts", "100000000"])
            .env_remove("RUST_LOG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(level) = rust_log {
            command.env("RUST_LOG", level);
        }
        let mut child = command.spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        writeln!(stdin, "boardsize 9\ngenmove b").unwrap();
        stdin.flush().unwrap();
        std::thread::sleep(Duration::from_millis(1500));
        writeln!(stdin, "name").unwrap();
        stdin.flush().unwrap();
        let mut answers = String::new();
        while answers.matches("= ").count() < 3 {
            stdout.read_line(&mut answers).unwrap();
        }
        writeln!(stdin, "quit").unwrap();
        drop(stdin);
        let output = child.wait_with_output().unwrap();
        String::from_utf8(output.stderr).unwrap()
    };
    let progress = run(None);
    let lines: Vec<&str> = progress.lines().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("tengen info: ")
            && l.contains("playouts (")
            && l.contains("best ")
            && l.contains(" pv ")),
        "a progress line once a second: {progress}"
    );
    assert!(lines.len() < 10, "a sensible rate: {progress}");
    assert_eq!(run(Some("warn")), "");
}

#[test]
fn analysis_opens_its_answer_before_the_first_report() {
    let mut gui = Gui::start(&["--threads", "2"]);
    gui.ask("boardsize 19");
    let started = Instant::now();
    gui.send("lz-analyze B 300");
    assert_eq!(gui.line(), "= ");
    assert!(
        started.elapsed() < Duration::from_millis(200),
        "{:?}",
        started.elapsed()
    );
    gui.send("name");
    while !gui.line().is_empty() {}
    assert_eq!(gui.ask("name"), "tengen");
    gui.quit();
}

#[test]
fn the_end_of_input_does_not_cut_a_limited_search_short() {
    let args = ["--seed", "3", "--threads", "1", "--playouts", "3000"];
    // Interactive: the answer is read before the input ends.
    let mut gui = Gui::start(&args);
    gui.ask("boardsize 9");
    let interactive = gui.ask("reg_genmove b");
    gui.quit();
    // Piped: the input ends while the search runs.
    let mut gui = Gui::start(&args);
    gui.send("boardsize 9\nreg_genmove b");
    assert_eq!(gui.end_input(), format!("= \n\n= {interactive}\n\n"));
}
