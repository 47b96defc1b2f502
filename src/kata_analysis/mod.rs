//! `tengen analysis`: KataGo's JSON analysis engine protocol (`docs/Analysis_Engine.md`), as
//! KaTrain and other analysis tools drive it. One JSON query per input line; one JSON result
//! per analysed turn on stdout (partial ones too with `reportDuringSearchEvery`), errors and
//! warnings as KataGo writes them. Queries wait in a queue, highest `priority` first (then in
//! arrival order); `terminate` and `terminate_all` drop waiting turns, each answered with
//! `noResults`; a running turn ends at its `maxVisits` or `overrideSettings.maxTime`.

mod query;
mod result;

use crate::gtp::session::Session;
use crate::search::Reporter;
use query::Query;
use serde_json::{json, Map, Value};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, TryRecvError};
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

/// Answers queries read from `input` on `output` with `session`'s search until the input
/// ends and every waiting turn has run.
pub fn serve(session: &mut Session, input: impl BufRead + Send + 'static, output: &mut impl Write) {
    let (lines, received) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut server = Server {
        waiting: VecDeque::new(),
        serial: 0,
    };
    let mut open = true;
    loop {
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
        let Some(next) = server.next() else {
            if open {
                continue;
            }
            return;
        };
        run_turn(session, &next, output);
    }
}

/// The queue and the arrival counter.
struct Server {
    waiting: VecDeque<Pending>,
    serial: u64,
}

impl Server {
    /// Reads one input line: a query joins the queue, an action is carried out.
    fn take(&mut self, line: &str, output: &mut impl Write) {
        let line = line.trim();
        if line.is_empty() {
            return;
        }
        let value: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                let message = format!("{e} - could not parse input line as json request: {line}");
                return write_line(output, &json!({ "error": message }));
            }
        };
        let Some(object) = value.as_object() else {
            let message =
                format!("Request line was valid json but was not an object, ignoring: {value}");
            return write_line(output, &json!({ "error": message }));
        };
        let Some(id) = object.get("id").and_then(Value::as_str).map(str::to_string) else {
            return write_line(
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
                    write_line(
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
            Err(e) => write_line(
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
                write_line(output, &Value::Object(echo));
            }
            Some("clear_cache") => write_line(output, &Value::Object(echo)),
            Some(which @ ("terminate" | "terminate_all")) => {
                let target = object.get("terminateId").and_then(Value::as_str);
                if which == "terminate" && target.is_none() {
                    let message = "terminate needs a string \"terminateId\" field";
                    return write_line(
                        output,
                        &json!({ "id": id, "field": "terminateId", "error": message }),
                    );
                }
                let turns: Option<Vec<u64>> = object
                    .get("turnNumbers")
                    .and_then(Value::as_array)
                    .map(|t| t.iter().filter_map(Value::as_u64).collect());
                write_line(output, &Value::Object(echo));
                let dropped = |p: &Pending| {
                    target.is_none_or(|t| p.query.id == t)
                        && turns.as_ref().is_none_or(|t| t.contains(&(p.turn as u64)))
                };
                let (gone, kept): (Vec<Pending>, Vec<Pending>) =
                    self.waiting.drain(..).partition(dropped);
                self.waiting = kept.into();
                for p in gone {
                    let result = json!({ "id": p.query.id, "turnNumber": p.turn, "isDuringSearch": false, "noResults": true });
                    write_line(output, &result);
                }
            }
            _ => write_line(
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

/// Searches one turn and writes its result (and partial results when asked for).
fn run_turn(session: &mut Session, pending: &Pending, output: &mut impl Write) {
    let query = &pending.query;
    let game = query.game_at(pending.turn);
    let color = game.to_move();
    session.game = game.clone();
    let mut last = None;
    let every = query
        .report_every
        .map_or(NO_PARTIAL_RESULTS, Duration::from_secs_f64);
    let mut sink = |analysis: &crate::search::Analysis| {
        if query.report_every.is_some() {
            write_line(
                output,
                &result::turn_result(query, pending.turn, &game, analysis, true),
            );
        }
        last = Some(analysis.clone());
        true
    };
    session.analyze_within(
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
    let final_result = match &last {
        Some(analysis) => result::turn_result(query, pending.turn, &game, analysis, false),
        None => {
            json!({ "id": query.id, "turnNumber": pending.turn, "isDuringSearch": false, "noResults": true })
        }
    };
    write_line(output, &final_result);
}

/// Writes one JSON line and flushes it (a client waits for each line).
fn write_line(output: &mut impl Write, value: &Value) {
    let written = writeln!(output, "{value}").and_then(|()| output.flush());
    if let Err(e) = written {
        log::warn!("cannot write an analysis result: {e}");
    }
}
