//! The input side of the GTP loop: a reader thread owns stdin and queues raw lines, so that a
//! long command can see the next line arrive while it runs.

use crate::capped_line::{read_capped_line, CappedLine};
use crate::search::InputSignals;
use std::io::{BufRead, BufReader, Read};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{channel, Receiver};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// How much of an over-long line ([`crate::capped_line`]) is kept, for the answer's id.
const KEPT_OF_A_LONG_LINE: usize = 64;

/// One line from the controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The line, without its newline.
    Text(String),
    /// A line over [`crate::capped_line::MAX_LINE_BYTES`]: only its start.
    TooLong(String),
}

/// Lines read from the controller by a background thread.
pub struct Input {
    lines: Receiver<Line>,
    /// Lines read but not yet taken, and whether the input has ended, for running searches.
    signals: Arc<InputSignals>,
}

impl Input {
    /// Starts the reader thread on `source`. Bytes that are not UTF-8 become U+FFFD.
    pub fn spawn<R: Read + Send + 'static>(source: R) -> Input {
        let (sender, lines) = channel();
        let signals = Arc::new(InputSignals::default());
        let shared = Arc::clone(&signals);
        thread::Builder::new()
            .name("gtp-reader".into())
            .spawn(move || {
                let mut reader = BufReader::new(source);
                // Lines that arrived in one read are counted together, before the first of
                // them is handed on: a search never mistakes the rest of a script that was
                // already there for new input.
                let mut counted_ahead = 0;
                while let Some(line) = read_line(&mut reader) {
                    if counted_ahead > 0 {
                        counted_ahead -= 1;
                    } else {
                        counted_ahead = reader.buffer().iter().filter(|&&b| b == b'\n').count();
                        shared
                            .pending
                            .fetch_add(1 + counted_ahead, Ordering::SeqCst);
                    }
                    if sender.send(line).is_err() {
                        return;
                    }
                }
                shared.closed.store(true, Ordering::SeqCst);
                // The end of the lines, for the GTP loop.
                drop(sender);
                // A script piped in ends its input long before its last answer is read;
                // only once the output is closed too is the controller gone.
                while !stdout_reader_gone() {
                    thread::sleep(Duration::from_millis(50));
                }
                log::info!("input ended and output closed: the controller is gone");
                shared.controller_gone.store(true, Ordering::SeqCst);
            })
            .expect("cannot start the GTP reader thread");
        Input { lines, signals }
    }

    /// The next line, waiting for it; `None` at end of input.
    pub fn next_line(&self) -> Option<Line> {
        let line = self.lines.recv().ok()?;
        self.signals.pending.fetch_sub(1, Ordering::SeqCst);
        Some(line)
    }

    /// The signals long commands watch.
    pub fn signals(&self) -> Arc<InputSignals> {
        Arc::clone(&self.signals)
    }
}

/// Whether nobody reads stdout any more (a pipe whose reading end is closed reports an error
/// when polled); never true for a file or a terminal.
#[cfg(unix)]
fn stdout_reader_gone() -> bool {
    let mut stdout = libc::pollfd {
        fd: libc::STDOUT_FILENO,
        events: 0,
        revents: 0,
    };
    // SAFETY: `stdout` is one valid, writable pollfd, matching the count of 1; a timeout of 0
    // returns at once; poll only writes `revents`.
    let ready = unsafe { libc::poll(&mut stdout, 1, 0) };
    ready > 0 && stdout.revents & (libc::POLLERR | libc::POLLHUP) != 0
}

#[cfg(not(unix))]
fn stdout_reader_gone() -> bool {
    false
}

/// Reads one GTP line (without its `\n`), over-long ones cut; `None` at end of input.
fn read_line<R: BufRead>(reader: &mut R) -> Option<Line> {
    match read_capped_line(reader)? {
        CappedLine::Whole(bytes) => Some(Line::Text(String::from_utf8_lossy(&bytes).into_owned())),
        CappedLine::Cut(mut bytes) => {
            // A comment may run on and on: what comes before it is the line.
            if let Some(comment) = bytes.iter().position(|&b| b == b'#') {
                bytes.truncate(comment);
                return Some(Line::Text(String::from_utf8_lossy(&bytes).into_owned()));
            }
            bytes.truncate(KEPT_OF_A_LONG_LINE);
            Some(Line::TooLong(String::from_utf8_lossy(&bytes).into_owned()))
        }
    }
}
