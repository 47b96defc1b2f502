//! `tengen analysis`: KataGo's JSON analysis engine protocol (`docs/Analysis_Engine.md`), as
//! KaTrain and other analysis tools drive it. One JSON query per input line; one JSON result
//! per analysed turn on stdout (partial ones too with `reportDuringSearchEvery`), errors and
//! warnings as KataGo writes them. Queries wait in a queue, highest `priority` first (then in
//! arrival order); `terminate` and `terminate_all` stop the running turn at once (its result
//! so far is written) and drop waiting turns, each answered with `noResults`.

mod query;
mod result;

use crate::capped_line::{read_capped_line, CappedLine, MAX_LINE_BYTES};
use crate::search::{InputSignals, Player, Reporter};
use query::Query;
use serde_json::{json, Map, Value};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The report interval of a query without `reportDuringSearchEvery`: longer than any turn.
const NO_PARTIAL_RESULTS: Duration = Duration::from_secs(1_000_000);

/// One turn of a query waiting to run.
struct Pending {
    query: std::rc::Rc<Query>,
    turn: usize,
    /// Arrival order, for equal priorities.
    serial: u64,
}

/// What to do with the waiting turns when the input ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtEnd {
    /// Run every waiting turn, then stop (KataGo's default).
    FinishQueries,
    /// Stop the running turn and drop the waiting ones (KataGo's `-quit-without-waiting`).
    QuitWithoutWaiting,
}

/// Answers queries read from `input` on `output` with `player`'s search until the input
/// ends (and, unless `at_end` says otherwise, every waiting turn has run), or until `output`
/// cannot be written.
pub fn serve(
    player: &mut Player,
    input: impl BufRead + Send + 'static,
    output: &mut impl Write,
    at_end: AtEnd,
) {
    let (lines, received) = mpsc::channel::<Line>();
    let running: Arc<Mutex<Option<String>>> = Arc::default();
    let signals = player.input().clone();
    let running_id = running.clone();
    std::thread::spawn(move || {
        read_lines(input, &lines, &running_id, &signals);
        if at_end == AtEnd::QuitWithoutWaiting {
            // As good as gone: every search stops.
            signals.controller_gone.store(true, Ordering::SeqCst);
        }
    });
    let mut server = Server {
        waiting: VecDeque::new(),
        serial: 0,
        broken: false,
    };
    let mut open = true;
    while !server.broken {
        // Take every line that has arrived, waiting for one when there is no work.
        while open {
            let line = if server.waiting.is_empty() {
                received.recv().map_err(|_| TryRecvError::Disconnected)
            } else {
                received.try_recv()
            };
            match line {
                Ok(line) => server.take(&line, output),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => open = false,
            }
        }
        if !open && at_end == AtEnd::QuitWithoutWaiting {
            return;
        }
        let Some(next) = server.next() else {
            if open {
                continue;
            }
            return;
        };
        player.input().pending.store(0, Ordering::SeqCst);
        *lock(&running) = Some(next.query.id.clone());
        server.broken |= !run_turn(player, &next, output);
        *lock(&running) = None;
    }
}

/// One input line: a query or action, or the start of a line too long to read.
enum Line {
    Text(String),
    TooLong(String),
}

/// How much of a line over [`MAX_LINE_BYTES`] the error quotes.
const QUOTED_OF_A_LONG_LINE: usize = 100;

/// Reads `input` line by line (invalid UTF-8 replaced, not fatal; lines over
/// [`MAX_LINE_BYTES`] cut) into `lines`; a `terminate` of the running query, or a
/// `terminate_all`, also signals the running search to stop at once through `signals`.
fn read_lines(
    mut input: impl BufRead,
    lines: &mpsc::Sender<Line>,
    running: &Mutex<Option<String>>,
    signals: &InputSignals,
) {
    while let Some(line) = read_capped_line(&mut input) {
        let line = match line {
            CappedLine::Whole(bytes) => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                if stops_running_turn(&text, lock(running).as_deref()) {
                    signals.pending.fetch_add(1, Ordering::SeqCst);
                }
                Line::Text(text)
            }
            CappedLine::Cut(mut bytes) => {
                bytes.truncate(QUOTED_OF_A_LONG_LINE);
                Line::TooLong(String::from_utf8_lossy(&bytes).into_owned())
            }
        };
        if lines.send(line).is_err() {
            return;
        }
    }
}

/// Whether `line` is a `terminate` of query `running` or a `terminate_all`.
fn stops_running_turn(line: &str, running: Option<&str>) -> bool {
    let Some(running) = running else { return false };
    if !line.contains("terminate") {
        return false;
    }
    let Ok(Value::Object(object)) = serde_json::from_str::<Value>(line) else {
        return false;
    };
    match object.get("action").and_then(Value::as_str) {
        Some("terminate_all") => true,
        Some("terminate") => object.get("terminateId").and_then(Value::as_str) == Some(running),
        _ => false,
    }
}

/// The running query's id, even if a thread panicked while holding it.
fn lock(running: &Mutex<Option<String>>) -> std::sync::MutexGuard<'_, Option<String>> {
    running
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The queue, the arrival counter, and whether the output failed.
struct Server {
    waiting: VecDeque<Pending>,
    serial: u64,
    broken: bool,
}

impl Server {
    /// Writes one line; a failed write marks the output broken.
    fn write(&mut self, output: &mut impl Write, value: &Value) {
        self.broken |= !write_line(output, value);
    }

    /// Reads one input line: a query joins the queue, an action is carried out.
    fn take(&mut self, line: &Line, output: &mut impl Write) {
        let line = match line {
            Line::Text(text) => text.trim(),
            Line::TooLong(start) => {
                let message =
                    format!("input line over {MAX_LINE_BYTES} bytes, ignored: {start}...");
                return self.write(output, &json!({ "error": message }));
            }
        };
        if line.is_empty() {
            return;
        }
        let value: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                let message = format!("{e} - could not parse input line as json request: {line}");
                return self.write(output, &json!({ "error": message }));
            }
        };
        let Some(object) = value.as_object() else {
            let message =
                format!("Request line was valid json but was not an object, ignoring: {value}");
            return self.write(output, &json!({ "error": message }));
        };
        let Some(id) = object.get("id").and_then(Value::as_str).map(str::to_string) else {
            return self.write(
                output,
                &json!({ "error": "Request must have a string \"id\" field" }),
            );
        };
        if let Some(action) = object.get("action") {
            return self.act(action, object, &id, output);
        }
        match Query::parse(id.clone(), object) {
            Ok(query) => {
                for (field, message) in &query.warnings {
                    self.write(
                        output,
                        &json!({ "id": id, "field": field, "warning": message }),
                    );
                }
                let query = std::rc::Rc::new(query);
                for &turn in &query.turns {
                    self.serial += 1;
                    self.waiting.push_back(Pending {
                        query: query.clone(),
                        turn,
                        serial: self.serial,
                    });
                }
            }
            Err(e) => self.write(
                output,
                &json!({ "id": id, "field": e.field, "error": e.message }),
            ),
        }
    }

    /// `query_version`, `clear_cache`, `terminate`, `terminate_all`.
    fn act(
        &mut self,
        action: &Value,
        object: &Map<String, Value>,
        id: &str,
        output: &mut impl Write,
    ) {
        let mut echo = object.clone();
        match action.as_str() {
            Some("query_version") => {
                echo.insert("version".into(), json!(env!("CARGO_PKG_VERSION")));
                echo.insert("git_hash".into(), json!("<omitted>"));
                self.write(output, &Value::Object(echo));
            }
            Some("clear_cache") => self.write(output, &Value::Object(echo)),
            Some(which @ ("terminate" | "terminate_all")) => {
                let target = object.get("terminateId").and_then(Value::as_str);
                if which == "terminate" && target.is_none() {
                    let message = "terminate needs a string \"terminateId\" field";
                    return self.write(
                        output,
                        &json!({ "id": id, "field": "terminateId", "error": message }),
                    );
                }
                let turns: Option<Vec<u64>> = object
                    .get("turnNumbers")
                    .and_then(Value::as_array)
                    .map(|t| t.iter().filter_map(Value::as_u64).collect());
                self.write(output, &Value::Object(echo));
                let dropped = |p: &Pending| {
                    target.is_none_or(|t| p.query.id == t)
                        && turns.as_ref().is_none_or(|t| t.contains(&(p.turn as u64)))
                };
                let (gone, kept): (Vec<Pending>, Vec<Pending>) =
                    self.waiting.drain(..).partition(dropped);
                self.waiting = kept.into();
                for p in gone {
                    let result = json!({ "id": p.query.id, "turnNumber": p.turn, "isDuringSearch": false, "noResults": true });
                    self.write(output, &result);
                }
            }
            _ => self.write(
                output,
                &json!({ "error": "'action' field must be 'query_version' or 'clear_cache' or 'terminate' or 'terminate_all'" }),
            ),
        }
    }

    /// The waiting turn to run next: highest priority, then first to arrive.
    fn next(&mut self) -> Option<Pending> {
        let best = (0..self.waiting.len()).max_by_key(|&i| {
            let p = &self.waiting[i];
            (p.query.priority, std::cmp::Reverse(p.serial))
        })?;
        self.waiting.remove(best)
    }
}

/// Searches one turn and writes its result (and partial results when asked for); `false`
/// when the output cannot be written.
fn run_turn(player: &mut Player, pending: &Pending, output: &mut impl Write) -> bool {
    let query = &pending.query;
    let game = query.game_at(pending.turn);
    let color = game.to_move();
    // The policy does not change while the search runs: computed once per turn.
    let policy = query.include_policy.then(|| result::policy(&game, color));
    let mut last = None;
    let mut written = true;
    let every = query
        .report_every
        .map_or(NO_PARTIAL_RESULTS, Duration::from_secs_f64);
    let mut sink = |analysis: &crate::search::Analysis| {
        if query.report_every.is_some() {
            let partial =
                result::turn_result(query, pending.turn, analysis, policy.as_deref(), true);
            written &= write_line(output, &partial);
        }
        last = Some(analysis.clone());
        written
    };
    player.analyze_within(
        &game,
        color,
        query.max_visits,
        query.max_time,
        Reporter {
            every,
            ownership: query.include_ownership,
            sink: &mut sink,
            avoid: Some(&query.avoid),
        },
    );
    if !written {
        return false;
    }
    let final_result = match &last {
        Some(analysis) => {
            result::turn_result(query, pending.turn, analysis, policy.as_deref(), false)
        }
        None => {
            json!({ "id": query.id, "turnNumber": pending.turn, "isDuringSearch": false, "noResults": true })
        }
    };
    write_line(output, &final_result)
}

/// Writes one JSON line and flushes it (a client waits for each line); `false` when the
/// output is gone.
fn write_line(output: &mut impl Write, value: &Value) -> bool {
    let written = writeln!(output, "{value}").and_then(|()| output.flush());
    if let Err(e) = &written {
        log::warn!("cannot write an analysis result: {e}");
    }
    written.is_ok()
}
