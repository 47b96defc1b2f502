//! Log output that never blocks the engine: lines go through a bounded queue to a thread that
//! writes them to stderr. When the controller does not read stderr and the pipe fills up, the
//! writer thread waits, the queue fills, and further lines are dropped (and counted) instead of
//! stopping the engine in the middle of a command.

use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Lines the queue holds before new ones are dropped.
pub const QUEUE_LINES: usize = 1024;

/// A `Write` that hands complete lines to a writer thread without ever waiting for it.
pub struct NonBlockingLog {
    queue: SyncSender<Vec<u8>>,
    /// Bytes of a line not yet ended by a newline.
    pending: Vec<u8>,
    dropped: Arc<AtomicU64>,
    /// Lines queued and not yet written.
    in_flight: Arc<AtomicUsize>,
}

/// Waits for the lines queued so far to be written, as the process ends.
#[derive(Clone)]
pub struct Flush {
    in_flight: Arc<AtomicUsize>,
}

impl Flush {
    /// Waits until every queued line is written, or `timeout` has passed (stderr may be full
    /// for good); true when all were written.
    pub fn wait(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while self.in_flight.load(Ordering::SeqCst) > 0 {
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }
}

impl NonBlockingLog {
    /// Starts the thread that writes queued lines to `sink` (stderr in the engine), announcing
    /// before the next line it writes how many were dropped since the last one. The [`Flush`]
    /// waits for the queue to empty.
    pub fn spawn(
        mut sink: impl Write + Send + 'static,
        capacity: usize,
    ) -> (NonBlockingLog, Flush) {
        let (queue, lines) = mpsc::sync_channel::<Vec<u8>>(capacity);
        let dropped = Arc::new(AtomicU64::new(0));
        let counted = Arc::clone(&dropped);
        let in_flight = Arc::new(AtomicUsize::new(0));
        let written = Arc::clone(&in_flight);
        std::thread::spawn(move || {
            for line in lines {
                let missed = counted.swap(0, Ordering::Relaxed);
                if missed > 0 {
                    let _ = writeln!(
                        sink,
                        "tengen warn: {missed} log lines dropped (stderr full)"
                    );
                }
                // A failed write (nobody reads the log any more) drops the line too.
                let _ = sink.write_all(&line).and_then(|()| sink.flush());
                written.fetch_sub(1, Ordering::SeqCst);
            }
        });
        let flush = Flush {
            in_flight: Arc::clone(&in_flight),
        };
        let log = NonBlockingLog {
            queue,
            pending: Vec::new(),
            dropped,
            in_flight,
        };
        (log, flush)
    }

    /// Lines dropped since the writer thread last wrote one.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    fn send(&mut self, line: Vec<u8>) {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        match self.queue.try_send(line) {
            Ok(()) => {}
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.in_flight.fetch_sub(1, Ordering::SeqCst);
                self.dropped.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

impl Write for NonBlockingLog {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        while let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
            let rest = self.pending.split_off(end + 1);
            let line = std::mem::replace(&mut self.pending, rest);
            self.send(line);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::Receiver;
    use std::sync::Mutex;
    use std::time::{Duration, Instant};

    /// A sink that writes nothing until told to, like a pipe nobody reads; then it keeps
    /// what it is given.
    struct StuckPipe {
        open: Receiver<()>,
        written: Arc<Mutex<Vec<u8>>>,
    }

    impl Write for StuckPipe {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            let _ = self.open.recv_timeout(Duration::from_secs(30));
            self.written.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_full_pipe_drops_lines_instead_of_blocking_and_says_so_later() {
        let (opener, open) = mpsc::channel();
        let written = Arc::new(Mutex::new(Vec::new()));
        let sink = StuckPipe {
            open,
            written: Arc::clone(&written),
        };
        let (mut log, flush) = NonBlockingLog::spawn(sink, 8);
        let started = Instant::now();
        for i in 0..1000 {
            writeln!(log, "line {i}").unwrap();
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the writer waited"
        );
        // At most the queue and the line the writer holds got through.
        assert!(log.dropped() > 0);
        // The reader comes back: the queued lines and the count of the dropped ones.
        for _ in 0..100 {
            let _ = opener.send(());
        }
        // Lines logged once the queue has room get through again (split writes too).
        let deadline = Instant::now() + Duration::from_secs(10);
        while !String::from_utf8_lossy(&written.lock().unwrap()).contains("after the gap") {
            assert!(
                Instant::now() < deadline,
                "no line came through after the gap"
            );
            write!(log, "after").unwrap();
            writeln!(log, " the gap").unwrap();
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(flush.wait(Duration::from_secs(10)), "the queue empties");
        let text = String::from_utf8_lossy(&written.lock().unwrap()).into_owned();
        assert!(text.contains("line 0\n"), "{text}");
        assert!(
            text.contains(" log lines dropped (stderr full)\n"),
            "{text}"
        );
        assert!(
            text.lines().filter(|l| l.starts_with("line")).count() <= 8 + 1,
            "{text}"
        );
    }
}
