//! A minimal GTP controller for integration tests: starts a real engine process and talks to it
//! over pipes, as a GUI does.
#![allow(dead_code)] // each test binary uses part of this module

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Path of GNU Go as Debian installs it.
pub const GNUGO: &str = "/usr/games/gnugo";

/// A running GTP engine.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// A parsed response: success flag and the text after `=`/`?` (and id), trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub ok: bool,
    pub text: String,
}

impl Engine {
    /// Starts `program` with `args`; stderr is discarded.
    pub fn start(program: &str, args: &[&str]) -> Engine {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    /// GNU Go in GTP mode (installed by `.ci/run`).
    pub fn gnugo(extra: &[&str]) -> Engine {
        let mut args = vec!["--mode", "gtp"];
        args.extend_from_slice(extra);
        Engine::start(GNUGO, &args)
    }

    /// Sends one command and reads its response.
    pub fn send(&mut self, command: &str) -> Response {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
        self.read_response()
    }

    /// Sends a command that must succeed and returns its text.
    pub fn ok(&mut self, command: &str) -> String {
        let response = self.send(command);
        assert!(response.ok, "{command} failed: {}", response.text);
        response.text
    }

    /// Reads one response: lines up to the first empty line.
    pub fn read_response(&mut self) -> Response {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).unwrap();
            assert!(n > 0, "engine closed its output");
            let line = line.trim_end_matches(['\n', '\r']).to_string();
            if line.is_empty() {
                if lines.is_empty() {
                    continue;
                }
                break;
            }
            lines.push(line);
        }
        let all = lines.join("\n");
        let ok = all.starts_with('=');
        let body = all[1..].trim_start_matches(|c: char| c.is_ascii_digit());
        Response {
            ok,
            text: body.trim().to_string(),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}
