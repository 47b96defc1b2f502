//! GTP v2 output framing.

use std::io::{self, Write};

/// Formats a response: `=id text` or `?id message`, always with the space after the status and
/// id (GoGui and GNU Go's scripts rely on it), never with an empty line inside, and ending with
/// the empty line that closes it.
pub fn format(id: Option<&str>, result: &Result<String, String>) -> String {
    let (status, text) = match result {
        Ok(text) => ('=', text.as_str()),
        Err(message) => ('?', message.as_str()),
    };
    let mut out = String::with_capacity(text.len() + 8);
    out.push(status);
    out.push_str(id.unwrap_or(""));
    out.push(' ');
    let mut lines = text.trim_end().split('\n');
    out.push_str(lines.next().unwrap_or("").trim_end_matches('\r'));
    for line in lines.map(|l| l.trim_end_matches('\r')) {
        if !line.trim().is_empty() {
            out.push('\n');
            out.push_str(line);
        }
    }
    out.push_str("\n\n");
    out
}

/// The output of a command whose response streams (analysis): the `=` line as soon as the
/// command is accepted ([`Stream::open`]), then each line as it comes, then the closing empty
/// line.
pub struct Stream<'a> {
    id: Option<&'a str>,
    out: &'a mut dyn Write,
    started: bool,
    error: Option<io::Error>,
}

impl<'a> Stream<'a> {
    /// A stream for the command with `id` writing to `out`.
    pub fn new(id: Option<&'a str>, out: &'a mut dyn Write) -> Stream<'a> {
        Stream {
            id,
            out,
            started: false,
            error: None,
        }
    }

    /// Opens the response now: `=id ` on a line of its own. A command calls it once its
    /// arguments are accepted, before it starts streaming.
    pub fn open(&mut self) {
        if !self.started {
            self.started = true;
            let frame = format!("={} \n", self.id.unwrap_or(""));
            self.write(&frame);
        }
    }

    /// Writes one line of the response now (opening it first if needed). An empty line would
    /// end the response, so a blank `text` is not written.
    pub fn line(&mut self, text: &str) {
        if text.trim().is_empty() {
            return;
        }
        self.open();
        self.write(&format!("{}\n", text.trim_end()));
    }

    /// Whether everything written so far went out (false once the output is closed).
    pub fn is_writable(&self) -> bool {
        self.error.is_none()
    }

    fn write(&mut self, frame: &str) {
        if self.error.is_none() {
            let written = self.out.write_all(frame.as_bytes());
            if let Err(e) = written.and_then(|_| self.out.flush()) {
                self.error = Some(e);
            }
        }
    }

    /// Ends the response with `result`: framed as usual if nothing was streamed yet, else its
    /// text as a last line and the closing empty line (a failure after streaming began can
    /// only end the response; it is logged).
    pub fn finish(self, result: &Result<String, String>) -> io::Result<()> {
        if let Some(e) = self.error {
            return Err(e);
        }
        if !self.started {
            self.out.write_all(format(self.id, result).as_bytes())?;
        } else {
            let mut tail = String::new();
            match result {
                Ok(text) => {
                    for line in text.lines().filter(|l| !l.trim().is_empty()) {
                        tail.push_str(line.trim_end());
                        tail.push('\n');
                    }
                }
                Err(message) => {
                    log::error!("streamed command failed after its answer began: {message}")
                }
            }
            tail.push('\n');
            self.out.write_all(tail.as_bytes())?;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::{format, Stream};

    #[test]
    fn frames_have_a_space_and_end_with_an_empty_line() {
        assert_eq!(format(None, &Ok(String::new())), "= \n\n");
        assert_eq!(format(Some("5"), &Ok(String::new())), "=5 \n\n");
        assert_eq!(format(Some("12"), &Ok("2".into())), "=12 2\n\n");
        assert_eq!(
            format(None, &Err("unknown command".into())),
            "? unknown command\n\n"
        );
        assert_eq!(
            format(Some("3"), &Err("cannot undo".into())),
            "?3 cannot undo\n\n"
        );
    }

    #[test]
    fn multi_line_responses_never_contain_an_empty_line() {
        let text = "\nline 1\n\n  \nline 2\n\n".to_string();
        assert_eq!(format(None, &Ok(text)), "= \nline 1\nline 2\n\n");
    }

    #[test]
    fn a_stream_opens_once_and_closes_with_an_empty_line() {
        let mut out = Vec::new();
        let mut stream = Stream::new(Some("7"), &mut out);
        stream.line("info move D4 visits 3 winrate 5000 pv D4");
        stream.line("");
        stream.line("info move C3 visits 1 winrate 4000 pv C3");
        stream.finish(&Ok("play D4".into())).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "=7 \ninfo move D4 visits 3 winrate 5000 pv D4\ninfo move C3 visits 1 winrate 4000 pv C3\nplay D4\n\n"
        );
    }

    #[test]
    fn an_opened_stream_answers_at_once_even_before_any_line() {
        let mut out = Vec::new();
        let mut stream = Stream::new(None, &mut out);
        stream.open();
        stream.open();
        stream.finish(&Ok(String::new())).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "= \n\n");
    }

    #[test]
    fn a_stream_that_never_started_answers_as_usual() {
        let mut out = Vec::new();
        Stream::new(None, &mut out)
            .finish(&Err("invalid color 'x'".into()))
            .unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "? invalid color 'x'\n\n");
    }
}
