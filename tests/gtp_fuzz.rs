//! A seeded fuzz of the GTP front end, bounded in time: random lines (every command tengen
//! lists, with good and bad arguments, garbage words, ids, comments, control characters) are
//! sent one at a time, and after each line tengen must have answered exactly one well-framed
//! response (none for a blank or comment line), written nothing else to stdout, never
//! panicked, and left the game as it was whenever it answered `?`.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// Time the whole fuzz may take.
const BUDGET: Duration = Duration::from_secs(40);
/// Lines per seed.
const LINES: usize = 400;

/// Commands left out: the analyses stream until the next line (a controller interrupts them,
/// which this one-line-at-a-time driver does not), `quit` ends the session, and `printsgf`
/// with an argument would write files.
const LEFT_OUT: [&str; 5] = ["lz-analyze", "kata-analyze", "analyze", "quit", "printsgf"];

const WORDS: &[&str] = &[
    "b",
    "w",
    "black",
    "WHITE",
    "x",
    "A1",
    "a1",
    "T19",
    "Z25",
    "I5",
    "J9",
    "pass",
    "PASS",
    "a0",
    "A26",
    "E5",
    "D4",
    "Q16",
    "0",
    "1",
    "-1",
    "2",
    "7",
    "19",
    "25",
    "26",
    "7.5",
    "-3.5",
    "1e15",
    "nan",
    "inf",
    "99999999999999999999",
    "none",
    "absolute",
    "byoyomi",
    "canadian",
    "fischer",
    "fischer-capped",
    "chinese",
    "japanese",
    "tromp-taylor",
    "alive",
    "dead",
    "seki",
    "dame",
    "black_territory",
    "interval",
    "ownership",
    "true",
    "avoid",
    "maxmoves",
    "foo",
    "\u{e9}t\u{e9}",
];

/// One random line and whether it must be answered.
fn random_line(rng: &mut SmallRng, commands: &[String]) -> (String, bool) {
    match rng.random_range(0..20) {
        0 => return (String::new(), false),
        1 => return ("# just a comment".into(), false),
        2 => return (" \t \r".into(), false),
        _ => {}
    }
    let mut line = String::new();
    if rng.random_bool(0.3) {
        line.push_str(&format!("{} ", rng.random_range(0..1000)));
    }
    let name = if rng.random_bool(0.9) {
        commands.choose(rng).unwrap().clone()
    } else {
        ["frobnicate", "GENMOVE", "play\u{7}", "list-commands"]
            .choose(rng)
            .unwrap()
            .to_string()
    };
    line.push_str(&name);
    for _ in 0..rng.random_range(0..5) {
        line.push(if rng.random_bool(0.9) { ' ' } else { '\t' });
        if rng.random_bool(0.02) {
            line.push_str(&"X".repeat(5000));
        } else {
            line.push_str(WORDS.choose(rng).unwrap());
        }
    }
    if rng.random_bool(0.1) {
        line.push_str(" # trailing comment");
    }
    (line, true)
}

struct Tengen {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Tengen {
    fn start(seed: u64) -> Tengen {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
            .args(["--threads", "1", "--playouts", "30", "--size", "9"])
            .args(["--seed", &seed.to_string(), "--log-level", "warn"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Tengen {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends `line`; with `answered`, reads exactly one response and checks its framing.
    fn send(&mut self, line: &str, answered: bool) -> Option<(bool, String)> {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        if !answered {
            return None;
        }
        let mut first = String::new();
        self.stdout.read_line(&mut first).unwrap();
        assert!(
            first.starts_with('=') || first.starts_with('?'),
            "after {line:?}: stray output {first:?}"
        );
        let mut text = first.trim_end().to_string();
        loop {
            let mut next = String::new();
            assert!(
                self.stdout.read_line(&mut next).unwrap() > 0,
                "output ended"
            );
            if next == "\n" {
                break;
            }
            text.push('\n');
            text.push_str(next.trim_end());
        }
        Some((text.starts_with('='), text))
    }

    /// What a failed command must not change.
    fn state(&mut self) -> Vec<String> {
        [
            "list_stones black",
            "list_stones white",
            "get_komi",
            "kata-get-rules",
            "last_move",
            "captures b",
            "captures w",
        ]
        .iter()
        .map(|probe| self.send(probe, true).unwrap().1)
        .collect()
    }
}

#[test]
fn random_gtp_lines_get_one_framed_answer_and_failures_change_nothing() {
    let started = Instant::now();
    let mut lines_sent = 0;
    for seed in 0..u64::MAX {
        if started.elapsed() > BUDGET {
            break;
        }
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut tengen = Tengen::start(seed);
        let commands: Vec<String> = tengen
            .send("list_commands", true)
            .unwrap()
            .1
            .trim_start_matches("= ")
            .lines()
            .map(str::to_string)
            .filter(|c| !LEFT_OUT.contains(&c.as_str()))
            .collect();
        assert!(commands.len() > 40, "{commands:?}");
        for _ in 0..LINES {
            if started.elapsed() > BUDGET {
                break;
            }
            let (line, answered) = random_line(&mut rng, &commands);
            let before = tengen.state();
            let response = tengen.send(&line, answered);
            lines_sent += 1;
            if let Some((false, text)) = response {
                assert_eq!(
                    tengen.state(),
                    before,
                    "seed {seed}: {line:?} failed ({text}) and changed the game"
                );
            }
        }
        tengen.send("quit", true);
        let status = tengen.child.wait().unwrap();
        let mut stderr = String::new();
        tengen
            .child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert!(status.success(), "seed {seed}: exit {status}\n{stderr}");
        assert!(!stderr.contains("panicked"), "seed {seed}: {stderr}");
    }
    assert!(
        lines_sent >= 400,
        "only {lines_sent} lines in the time budget"
    );
    eprintln!("gtp fuzz: {lines_sent} lines");
}
