//! The input side of the GTP loop: a reader thread owns stdin and queues raw lines, so that a
//! long command can see the next line arrive while it runs.

use std::io::{BufRead, BufReader, Read};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::sync::Arc;
use std::thread;

/// Longest line kept; the rest of a longer line is read and dropped (it then fails to parse).
const MAX_LINE_BYTES: u64 = 16 << 20;

/// Lines read from the controller by a background thread.
pub struct Input {
    lines: Receiver<String>,
    /// Lines read but not yet taken (plus one once the input has ended): a running search
    /// stops when this is not zero.
    pending: Arc<AtomicUsize>,
}

impl Input {
    /// Starts the reader thread on `source`. Bytes that are not UTF-8 become U+FFFD.
    pub fn spawn<R: Read + Send + 'static>(source: R) -> Input {
        let (sender, lines) = channel();
        let pending = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&pending);
        thread::Builder::new()
            .name("gtp-reader".into())
            .spawn(move || {
                let mut reader = BufReader::new(source);
                while let Some(line) = read_line(&mut reader) {
                    counter.fetch_add(1, Ordering::SeqCst);
                    if sender.send(line).is_err() {
                        return;
                    }
                }
                // End of input stops a running search or analysis as a new line would.
                counter.fetch_add(1, Ordering::SeqCst);
            })
            .expect("cannot start the GTP reader thread");
        Input { lines, pending }
    }

    /// The next line, waiting for it; `None` at end of input.
    pub fn next_line(&self) -> Option<String> {
        let line = self.lines.recv().ok()?;
        self.pending.fetch_sub(1, Ordering::SeqCst);
        Some(line)
    }

    /// The counter of lines waiting, for long commands to watch.
    pub fn pending(&self) -> Arc<AtomicUsize> {
        Arc::clone(&self.pending)
    }
}

/// Reads one line (without its `\n`), capped at `MAX_LINE_BYTES`; `None` at end of input.
fn read_line<R: BufRead>(reader: &mut R) -> Option<String> {
    let mut bytes = Vec::new();
    let n = reader
        .by_ref()
        .take(MAX_LINE_BYTES)
        .read_until(b'\n', &mut bytes)
        .ok()?;
    if n == 0 {
        return None;
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if n as u64 == MAX_LINE_BYTES {
        let mut discard = Vec::new();
        while reader
            .by_ref()
            .take(MAX_LINE_BYTES)
            .read_until(b'\n', &mut discard)
            .ok()?
            > 0
        {
            if discard.last() == Some(&b'\n') {
                break;
            }
            discard.clear();
        }
    }
    Some(String::from_utf8_lossy(&bytes).into_owned())
}
