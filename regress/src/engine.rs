//! A GTP engine process driven over pipes.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// A response: whether it was a success (`=`) and its text after the status, id and space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    pub ok: bool,
    pub text: String,
}

/// The longest output line read from an engine; a longer one is an error (an engine printing
/// without end must not fill the memory).
pub const MAX_LINE_BYTES: u64 = 1 << 20;

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    /// The engine's output lines, read by a thread of their own (so that an answer can be
    /// waited for with a time limit); the channel closes when the output ends.
    lines: Receiver<io::Result<String>>,
    /// How long [`Engine::send`] waits for an answer; `None`: without limit.
    command_limit: Option<Duration>,
}

/// A colour as GTP writes it in commands.
pub fn gtp_color(color: tengen::board::Color) -> &'static str {
    match color {
        tengen::board::Color::Black => "b",
        tengen::board::Color::White => "w",
    }
}

/// How long the tools wait for an answer to a command unless told otherwise (`twogtp`: except
/// a `genmove` under a game clock, which may take the time left on it).
pub const DEFAULT_COMMAND_LIMIT: Duration = Duration::from_secs(600);

/// A command time limit as the tools' `--command-timeout` reads it: seconds above 0, at most a
/// year.
pub fn command_limit(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= tengen::time::MAX_SECONDS => {
            Ok(Duration::from_secs_f64(seconds))
        }
        _ => Err(format!(
            "wants seconds above 0 and at most {}",
            tengen::time::MAX_SECONDS
        )),
    }
}

/// Splits a command line into words; single or double quotes group words with spaces.
pub fn split_command_line(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut quote = None;
    let mut in_word = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => current.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut current));
                    in_word = false;
                }
            }
            (None, c) => {
                current.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(current);
    }
    words
}

impl Engine {
    /// Starts `command` (program and arguments) in `dir`; the engine's stderr is inherited.
    pub fn start(command: &[String], dir: &Path) -> io::Result<Engine> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty engine command"))?;
        let mut child = Command::new(program)
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped stdin");
        let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || loop {
            let mut line = Vec::new();
            let read = (&mut stdout)
                .take(MAX_LINE_BYTES + 1)
                .read_until(b'\n', &mut line);
            let line = match read {
                Ok(0) => return,
                Ok(_) if line.len() as u64 > MAX_LINE_BYTES => Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("engine printed a line over {MAX_LINE_BYTES} bytes"),
                )),
                Ok(_) => Ok(String::from_utf8_lossy(&line).into_owned()),
                Err(e) => Err(e),
            };
            let last = line.is_err();
            if sender.send(line).is_err() || last {
                return;
            }
        });
        Ok(Engine {
            child,
            stdin,
            lines,
            command_limit: None,
        })
    }

    /// Makes [`Engine::send`] (and everything built on it) fail with
    /// [`io::ErrorKind::TimedOut`] when an answer has not come within `limit`.
    pub fn set_command_limit(&mut self, limit: Option<Duration>) {
        self.command_limit = limit;
    }

    /// Sends one line and reads the response to it, within the command limit if one is set.
    pub fn send(&mut self, line: &str) -> io::Result<Response> {
        self.send_within(line, self.command_limit)
    }

    /// Sends one line and reads the response to it, failing with [`io::ErrorKind::TimedOut`]
    /// when it has not come within `limit`. Errors name the command.
    pub fn send_within(&mut self, line: &str, limit: Option<Duration>) -> io::Result<Response> {
        let sent = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        sent.and_then(|()| self.read_response(limit.map(|limit| Instant::now() + limit)))
            .map_err(|e| io::Error::new(e.kind(), format!("`{line}`: {e}")))
    }

    /// The next line of output, waiting until `deadline` at most.
    fn next_line(&mut self, deadline: Option<Instant>) -> io::Result<String> {
        let closed = || io::Error::new(io::ErrorKind::UnexpectedEof, "engine closed its output");
        match deadline {
            None => self.lines.recv().map_err(|_| closed())?,
            Some(deadline) => {
                let wait = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(wait) {
                    Ok(line) => line,
                    Err(RecvTimeoutError::Timeout) => Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "engine did not answer in time",
                    )),
                    Err(RecvTimeoutError::Disconnected) => Err(closed()),
                }
            }
        }
    }

    /// Reads one response: skips anything before a line starting with `=` or `?`, then takes
    /// lines up to the empty line that ends it.
    fn read_response(&mut self, deadline: Option<Instant>) -> io::Result<Response> {
        let mut lines: Vec<String> = Vec::new();
        loop {
            let line = self.next_line(deadline)?;
            let line = line.trim_end_matches(['\n', '\r']).to_string();
            if lines.is_empty() {
                if line.starts_with('=') || line.starts_with('?') {
                    lines.push(line);
                }
            } else if line.is_empty() {
                break;
            } else {
                lines.push(line);
            }
        }
        let all = lines.join("\n");
        let ok = all.starts_with('=');
        // The text is everything after the first space (gogui-regress), or after the id when
        // a one-line response has none.
        let text = match all.find(' ') {
            Some(i) => &all[i + 1..],
            None => all[1..].trim_start_matches(|c: char| c.is_ascii_digit()),
        };
        Ok(Response {
            ok,
            text: text.trim().to_string(),
        })
    }

    /// Sends one line and returns the text of a success; a failure becomes an error.
    pub fn ok(&mut self, line: &str) -> io::Result<String> {
        let response = self.send(line)?;
        if response.ok {
            Ok(response.text)
        } else {
            Err(io::Error::other(format!(
                "`{line}` failed: {}",
                response.text
            )))
        }
    }

    /// Starts a new game: `boardsize`, `clear_board`, `komi`.
    pub fn new_game(&mut self, size: usize, komi: f64) -> io::Result<()> {
        self.ok(&format!("boardsize {size}"))?;
        self.ok("clear_board")?;
        self.ok(&format!("komi {komi}"))?;
        Ok(())
    }

    /// Sends `quit` and waits (up to two seconds) for the process to end.
    pub fn quit(mut self) -> io::Result<()> {
        let _ = self.send("quit");
        for _ in 0..200 {
            if self.child.try_wait()?.is_some() {
                return Ok(());
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        Err(io::Error::other("engine did not exit after quit"))
    }
}

/// An engine that is dropped without `quit` (a game cut short, an error) is killed and reaped,
/// so no process is left behind.
impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::split_command_line;

    #[test]
    fn command_lines_split_on_spaces_outside_quotes() {
        assert_eq!(
            split_command_line("/usr/games/gnugo --mode gtp"),
            ["/usr/games/gnugo", "--mode", "gtp"]
        );
        assert_eq!(
            split_command_line("a 'b c' \"d e\"  f"),
            ["a", "b c", "d e", "f"]
        );
        assert_eq!(split_command_line("x ''"), ["x", ""]);
        assert!(split_command_line("   ").is_empty());
    }
}
