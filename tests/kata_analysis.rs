//! `tengen analysis` driven as KaTrain drives KataGo's analysis engine: JSON queries on stdin,
//! one JSON result per analysed turn on stdout, errors and warnings carrying the query's id.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};

/// Starts tengen with `args`, its stdin and stdout piped and its log dropped.
fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Runs `tengen analysis` (started with KataGo's options, as KaTrain starts it) on `queries`
/// and returns every output line as JSON.
fn analyse(queries: &[Value], extra_lines: &[&str]) -> Vec<Value> {
    let mut child = start(&[
        "--threads",
        "1",
        "--seed",
        "7",
        "analysis",
        "-model",
        "m.bin.gz",
        "-config",
        "analysis.cfg",
        "-analysis-threads",
        "12",
    ]);
    let mut stdin = child.stdin.take().unwrap();
    for line in extra_lines {
        writeln!(stdin, "{line}").unwrap();
    }
    for query in queries {
        writeln!(stdin, "{query}").unwrap();
    }
    drop(stdin);
    let lines: Vec<Value> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).expect("every output line is JSON"))
        .collect();
    assert!(child.wait().unwrap().success());
    lines
}

fn nine_by_nine(id: &str) -> Value {
    json!({
        "id": id, "rules": "chinese", "komi": 7, "boardXSize": 9, "boardYSize": 9,
        "moves": [["B", "E5"], ["W", "C3"]], "maxVisits": 300,
    })
}

fn results<'a>(lines: &'a [Value], id: &str) -> Vec<&'a Value> {
    lines
        .iter()
        .filter(|l| l["id"] == id && l.get("moveInfos").is_some())
        .collect()
}

#[test]
fn a_query_gets_one_result_per_turn_with_the_fields_katrain_reads() {
    let mut query = nine_by_nine("Q1");
    query["analyzeTurns"] = json!([0, 2]);
    query["includeOwnership"] = json!(true);
    query["includePolicy"] = json!(true);
    query["overrideSettings"] = json!({ "reportAnalysisWinratesAs": "BLACK" });
    let lines = analyse(&[query], &[]);
    let found = results(&lines, "Q1");
    let turns: Vec<&Value> = found.iter().map(|r| &r["turnNumber"]).collect();
    assert_eq!(turns, [&json!(0), &json!(2)], "{lines:?}");
    for result in found {
        assert_eq!(result["isDuringSearch"], false);
        let infos = result["moveInfos"].as_array().unwrap();
        assert!(!infos.is_empty());
        for (order, info) in infos.iter().enumerate() {
            assert_eq!(info["order"], order);
            let mv = info["move"].as_str().unwrap();
            assert!(mv == "pass" || mv.chars().next().unwrap().is_ascii_uppercase());
            assert_eq!(info["pv"][0], info["move"]);
            assert!(info["visits"].as_u64().unwrap() > 0);
            let winrate = info["winrate"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&winrate));
            assert!(info["scoreLead"].is_number());
        }
        let root = &result["rootInfo"];
        assert!(root["visits"].as_u64().unwrap() <= 300);
        assert!(root["winrate"].is_number() && root["scoreLead"].is_number());
        // Row by row from A9 to J1; the turn-2 position has stones at E5 (Black) and C3.
        let ownership = result["ownership"].as_array().unwrap();
        assert_eq!(ownership.len(), 81);
        assert!(ownership.iter().all(|o| o.as_f64().unwrap().abs() <= 1.0));
        let policy = result["policy"].as_array().unwrap();
        assert_eq!(policy.len(), 82, "every point, then pass");
        let legal_sum: f64 = policy
            .iter()
            .map(|p| p.as_f64().unwrap())
            .filter(|&p| p >= 0.0)
            .sum();
        assert!((legal_sum - 1.0).abs() < 1e-6, "{legal_sum}");
        let e5 = 4 * 9 + 4; // row 5 from the top is the fifth row down
        let c3 = 6 * 9 + 2;
        if result["turnNumber"] == 2 {
            assert_eq!(policy[e5], -1.0, "occupied");
            assert_eq!(policy[c3], -1.0, "occupied");
            assert_eq!(result["rootInfo"]["currentPlayer"], "B");
            assert!(
                ownership[e5].as_f64().unwrap() > 0.5,
                "Black's stone, Black's side"
            );
        } else {
            assert!(policy[e5].as_f64().unwrap() > 0.0);
        }
    }
}

#[test]
fn win_rates_turn_with_the_side_asked_for() {
    // The same search (one thread, a seed) reported for Black and for White.
    let mut black = nine_by_nine("B");
    black["overrideSettings"] = json!({ "reportAnalysisWinratesAs": "BLACK" });
    let mut white = nine_by_nine("W");
    white["overrideSettings"] = json!({ "reportAnalysisWinratesAs": "WHITE" });
    let lines = analyse(&[black, white], &[]);
    let (b, w) = (results(&lines, "B")[0], results(&lines, "W")[0]);
    let rate = |r: &Value| r["rootInfo"]["winrate"].as_f64().unwrap();
    let lead = |r: &Value| r["rootInfo"]["scoreLead"].as_f64().unwrap();
    assert!((rate(b) + rate(w) - 1.0).abs() < 1e-9, "{b} {w}");
    assert!((lead(b) + lead(w)).abs() < 1e-9);
}

#[test]
fn avoided_moves_are_not_searched() {
    let mut query = nine_by_nine("A");
    query["avoidMoves"] =
        json!([{ "player": "B", "moves": ["D4", "F4", "E4", "D6"], "untilDepth": 1 }]);
    let lines = analyse(&[query], &[]);
    let result = results(&lines, "A")[0];
    for info in result["moveInfos"].as_array().unwrap() {
        assert!(!["D4", "F4", "E4", "D6"].contains(&info["move"].as_str().unwrap()));
    }
    let mut query = nine_by_nine("L");
    query["allowMoves"] = json!([{ "player": "B", "moves": ["A1", "J9"], "untilDepth": 1 }]);
    let lines = analyse(&[query], &[]);
    for info in results(&lines, "L")[0]["moveInfos"].as_array().unwrap() {
        assert!(["A1", "J9"].contains(&info["move"].as_str().unwrap()));
    }
}

#[test]
fn bad_queries_get_katago_s_errors_with_their_id_and_the_server_goes_on() {
    let mut illegal = nine_by_nine("illegal");
    illegal["moves"] = json!([["B", "E5"], ["W", "E5"]]);
    let mut off_board = nine_by_nine("off");
    off_board["moves"] = json!([["B", "K10"]]);
    let mut no_rules = nine_by_nine("norules");
    no_rules.as_object_mut().unwrap().remove("rules");
    let mut unknown_setting = nine_by_nine("warned");
    unknown_setting["overrideSettings"] = json!({ "wideRootNoise": 0.04 });
    unknown_setting["someNewField"] = json!(true);
    let lines = analyse(
        &[
            illegal,
            off_board,
            no_rules,
            unknown_setting,
            nine_by_nine("fine"),
        ],
        &[
            "this is not json",
            "[1, 2]",
            r#"{"moves": []}"#,
            r#"{"id":"v","action":"query_version"}"#,
        ],
    );
    let error = |id: Option<&str>| {
        lines
            .iter()
            .find(|l| l.get("error").is_some() && l.get("id").and_then(Value::as_str) == id)
            .unwrap_or_else(|| panic!("an error for {id:?} in {lines:?}"))
    };
    assert!(error(None)["error"]
        .as_str()
        .unwrap()
        .contains("could not parse input line as json request"));
    assert_eq!(error(Some("illegal"))["error"], "Illegal move 1: E5");
    assert_eq!(error(Some("illegal"))["field"], "moves");
    assert_eq!(error(Some("off"))["field"], "moves");
    assert_eq!(error(Some("norules"))["field"], "rules");
    let no_id_errors = lines
        .iter()
        .filter(|l| l.get("error").is_some() && l.get("id").is_none())
        .count();
    assert_eq!(no_id_errors, 3, "bad JSON, not an object, no id: {lines:?}");
    let warned: Vec<&Value> = lines
        .iter()
        .filter(|l| l["id"] == "warned" && l.get("warning").is_some())
        .map(|l| &l["field"])
        .collect();
    assert_eq!(warned, [&json!("someNewField"), &json!("overrideSettings")]);
    let version = lines.iter().find(|l| l["id"] == "v").unwrap();
    assert_eq!(version["action"], "query_version");
    assert!(version["version"].is_string());
    // Refused queries produce no result; the warned one and the last one run.
    assert!(results(&lines, "illegal").is_empty());
    assert_eq!(results(&lines, "warned").len(), 1);
    assert_eq!(results(&lines, "fine").len(), 1);
}

#[test]
fn waiting_turns_run_by_priority_and_terminate_drops_them() {
    // Every line is read before the next turn starts: the terminate reaches the queue before
    // the turns it drops, and the low-priority query, sent first, runs last.
    let mut first = nine_by_nine("first");
    first["priority"] = json!(10);
    first["maxVisits"] = json!(20000);
    let mut low = nine_by_nine("low");
    low["priority"] = json!(-5);
    let mut high = nine_by_nine("high");
    high["priority"] = json!(5);
    let mut dropped = nine_by_nine("dropped");
    dropped["analyzeTurns"] = json!([0, 1]);
    let terminate = json!({ "id": "t", "action": "terminate", "terminateId": "dropped" });
    let lines = analyse(&[first, low, high, dropped, terminate], &[]);
    let order: Vec<&str> = lines
        .iter()
        .filter(|l| l.get("moveInfos").is_some())
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["first", "high", "low"], "{lines:?}");
    let no_results: Vec<&Value> = lines.iter().filter(|l| l["noResults"] == true).collect();
    assert_eq!(no_results.len(), 2, "one per dropped turn: {lines:?}");
    assert!(no_results
        .iter()
        .all(|l| l["id"] == "dropped" && l["isDuringSearch"] == false));
    assert!(lines
        .iter()
        .any(|l| l["id"] == "t" && l["terminateId"] == "dropped"));
}

#[test]
fn no_input_line_makes_it_panic_or_write_anything_but_json() {
    // Valid queries with fields replaced, dropped or added at random (a fixed generator), and
    // lines that are not JSON at all: every answer is one JSON line and the server exits
    // cleanly at the end of its input.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let values = [
        json!(null),
        json!(-1),
        json!(0),
        json!(2.5),
        json!(1e300),
        json!(19),
        json!(40),
        json!("B"),
        json!("pass"),
        json!("Z99"),
        json!(""),
        json!([]),
        json!([["B", "E5"]]),
        json!([["X", 3]]),
        json!({}),
        json!({ "player": "W", "moves": ["A1"], "untilDepth": 1 }),
        json!([{ "player": "B", "moves": ["pass"], "untilDepth": 2 }]),
        json!({ "reportAnalysisWinratesAs": "WHITE", "maxTime": 0.05 }),
    ];
    let fields = [
        "id",
        "moves",
        "initialStones",
        "initialPlayer",
        "rules",
        "komi",
        "boardXSize",
        "boardYSize",
        "analyzeTurns",
        "maxVisits",
        "analysisPVLen",
        "includeOwnership",
        "includePolicy",
        "avoidMoves",
        "allowMoves",
        "overrideSettings",
        "priority",
        "reportDuringSearchEvery",
        "action",
        "terminateId",
        "turnNumbers",
        "extra",
    ];
    let mut queries = Vec::new();
    for i in 0..150 {
        let mut query = nine_by_nine(&format!("f{i}"));
        query["maxVisits"] = json!(20);
        for _ in 0..1 + next(3) {
            let field = fields[next(fields.len())];
            if next(4) == 0 {
                query.as_object_mut().unwrap().remove(field);
            } else {
                query[field] = values[next(values.len())].clone();
            }
        }
        if query["maxVisits"].as_u64().is_some_and(|v| v > 40) {
            query["maxVisits"] = json!(40);
        }
        queries.push(query);
    }
    let garbage = [
        "",
        "   ",
        "{",
        "}",
        "null",
        "\"id\"",
        "{\"id\": 5}",
        "{\"id\":\"x\",\"action\":7}",
        "\u{1b}[31m",
    ];
    let lines = analyse(&queries, &garbage);
    assert!(lines.len() >= queries.len() / 2, "{} answers", lines.len());
}

#[test]
fn terminate_stops_the_running_turn_at_once_with_its_final_result() {
    // KaTrain's continuous analysis: ten million visits with partial reports, ended by
    // `terminate`; the next query must not wait for the visits.
    let mut child = start(&["--threads", "1", "analysis"]);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut read = || {
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        serde_json::from_str::<Value>(&line).unwrap()
    };
    let mut long = nine_by_nine("long");
    long["maxVisits"] = json!(10_000_000);
    long["reportDuringSearchEvery"] = json!(0.05);
    writeln!(stdin, "{long}").unwrap();
    let first = read();
    assert_eq!(
        (&first["id"], &first["isDuringSearch"]),
        (&json!("long"), &json!(true))
    );
    let asked = std::time::Instant::now();
    writeln!(
        stdin,
        "{}",
        json!({ "id": "stop", "action": "terminate", "terminateId": "long" })
    )
    .unwrap();
    writeln!(stdin, "{}", nine_by_nine("next")).unwrap();
    let mut finals = Vec::new();
    while finals.len() < 2 {
        let line = read();
        if line["isDuringSearch"] == false {
            finals.push(line);
        }
    }
    assert_eq!(finals[0]["id"], "long");
    assert!(finals[0]["rootInfo"]["visits"].as_u64().unwrap() < 10_000_000);
    assert_eq!(finals[1]["id"], "next");
    assert!(
        asked.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        asked.elapsed()
    );
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[test]
fn an_empty_turn_list_or_a_point_set_up_twice_gets_an_error_with_the_query_s_id() {
    let mut no_turns = nine_by_nine("noturns");
    no_turns["analyzeTurns"] = json!([]);
    let mut both = nine_by_nine("both");
    both["initialStones"] = json!([["B", "D4"], ["W", "D4"]]);
    both["moves"] = json!([]);
    let lines = analyse(&[no_turns, both], &[]);
    let error = |id: &str| {
        lines
            .iter()
            .find(|l| l["id"] == id && l.get("error").is_some())
            .unwrap_or_else(|| panic!("an error for {id} in {lines:?}"))
    };
    assert_eq!(error("noturns")["field"], "analyzeTurns");
    assert_eq!(error("both")["field"], "initialStones");
    assert_eq!(error("both")["error"], "set-up puts black and white on D4");
    assert_eq!(lines.len(), 2, "{lines:?}");
}

#[test]
fn a_line_over_a_megabyte_is_refused_in_a_short_error_in_bounded_memory() {
    let mut child = start(&["--threads", "1", "analysis"]);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let huge = format!(
        "{{\"id\":\"huge\",\"moves\":[],\"padding\":\"{}\"}}",
        "x".repeat(200 << 20)
    );
    writeln!(stdin, "{huge}").unwrap();
    drop(huge);
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let refusal: Value = serde_json::from_str(&line).unwrap();
    let message = refusal["error"].as_str().unwrap();
    assert!(
        message.starts_with("input line over 1048576 bytes"),
        "{message}"
    );
    assert!(message.len() < 300, "{} bytes", message.len());
    // The peak of the resident memory (Linux): far below the line's 200 MB.
    if let Ok(status) = std::fs::read_to_string(format!("/proc/{}/status", child.id())) {
        let peak_kb: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap();
        assert!(peak_kb < 100 << 10, "peak {peak_kb} kB");
    }
    // The server goes on.
    writeln!(stdin, "{}", nine_by_nine("after")).unwrap();
    drop(stdin);
    let rest: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
        .collect();
    assert_eq!(results(&rest, "after").len(), 1);
    assert!(child.wait().unwrap().success());
}

#[test]
fn quit_without_waiting_stops_at_once_when_the_input_ends() {
    let mut child = start(&["--threads", "1", "analysis", "-quit-without-waiting"]);
    let mut stdin = child.stdin.take().unwrap();
    let mut long = nine_by_nine("long");
    long["maxVisits"] = json!(100_000_000);
    writeln!(stdin, "{long}").unwrap();
    writeln!(stdin, "{}", nine_by_nine("waiting")).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    let closed = std::time::Instant::now();
    drop(stdin);
    let lines: Vec<Value> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
        .collect();
    assert!(child.wait().unwrap().success());
    assert!(
        closed.elapsed() < std::time::Duration::from_secs(3),
        "{:?}",
        closed.elapsed()
    );
    assert!(results(&lines, "waiting").is_empty(), "{lines:?}");
}

/// The point of `vertex` in KataGo's row-by-row order from the top left (A9 first on 9×9).
fn policy_index(vertex: &str, size: usize) -> usize {
    let letters = "ABCDEFGHJKLMNOPQRST";
    let col = letters.find(&vertex[..1]).unwrap();
    let row: usize = vertex[1..].parse().unwrap();
    (size - row) * size + col
}

#[test]
fn priors_are_the_shape_policy_and_values_resting_on_a_visit_or_two_are_left_out() {
    // Enough visits that some moves stay under the listing's threshold (a hundredth of the
    // visits, at least two), whatever the priors.
    let mut with_policy = nine_by_nine("policy");
    with_policy["includePolicy"] = json!(true);
    with_policy["maxVisits"] = json!(2000);
    let mut everything = nine_by_nine("everything");
    everything["maxVisits"] = json!(2000);
    everything["overrideSettings"] = json!({ "tengenMinVisits": 0 });
    let lines = analyse(&[with_policy, everything], &[]);
    let result = results(&lines, "policy")[0];
    let policy: Vec<f64> = result["policy"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    let legal_sum: f64 = policy.iter().filter(|&&p| p >= 0.0).sum();
    assert!((legal_sum - 1.0).abs() < 1e-6, "policy sums to {legal_sum}");
    let infos = result["moveInfos"].as_array().unwrap();
    for info in infos {
        let vertex = info["move"].as_str().unwrap();
        let prior = info["prior"].as_f64().unwrap();
        if vertex != "pass" {
            let expected = policy[policy_index(vertex, 9)];
            assert!(
                (prior - expected).abs() < 1e-9,
                "{vertex}: {prior} vs {expected}"
            );
        }
    }
    let visits = result["rootInfo"]["visits"].as_u64().unwrap();
    let threshold = (visits / 100).max(2);
    for info in &infos[1..] {
        assert!(info["visits"].as_u64().unwrap() >= threshold, "{info}");
    }
    let all = results(&lines, "everything")[0]["moveInfos"]
        .as_array()
        .unwrap();
    assert!(
        all.len() > infos.len(),
        "{} moves with tengenMinVisits 0, {} without",
        all.len(),
        infos.len()
    );
    let distinct: std::collections::BTreeSet<i64> =
        policy.iter().map(|&p| (p * 1e6) as i64).collect();
    assert!(distinct.len() > 3, "a uniform policy: {distinct:?}");
}
