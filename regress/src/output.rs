//! What `regress --output DIR` writes, and the comparison with an earlier run:
//! `summary.dat` (one row per suite, gogui-regress's columns), `results.tsv` (one row per test,
//! what a later run compares against) and `report.md` (a readable report).

use crate::runner::{Report, Verdict};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;
use std::path::Path;
use tengen::atomic_file;

/// One suite's run, as recorded.
pub struct SuiteRun<'a> {
    /// The suite file as given on the command line.
    pub file: String,
    pub report: &'a Report,
    pub seconds: f64,
}

/// Writes `summary.dat`, `results.tsv` and `report.md` into `dir` (created if needed).
pub fn write(dir: &Path, engine: &str, runs: &[SuiteRun]) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    // Each file whole or not at all: an earlier run's results survive a failed write.
    let write = |name: &str, text: String| atomic_file::write(&dir.join(name), text.as_bytes());
    write("summary.dat", summary(runs))?;
    write("results.tsv", results(runs))?;
    write("report.md", markdown(engine, runs))
}

/// gogui-regress's summary columns, one row per suite: tests, unexpected failures (FAIL),
/// expected failures (fail), unexpected passes (PASS), expected passes (pass), errors, seconds.
fn summary(runs: &[SuiteRun]) -> String {
    let mut text = String::from("#File\tTests\tFAIL\tfail\tPASS\tpass\tError\tTime\n");
    for run in runs {
        let r = run.report;
        let _ = writeln!(
            text,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.1}",
            run.file,
            r.tests.len(),
            r.count(Verdict::UnexpectedFail),
            r.count(Verdict::ExpectedFail),
            r.count(Verdict::UnexpectedPass),
            r.count(Verdict::Pass),
            r.errors.len(),
            run.seconds
        );
    }
    text
}

fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Pass => "pass",
        Verdict::ExpectedFail => "fail",
        Verdict::UnexpectedFail => "FAIL",
        Verdict::UnexpectedPass => "PASS",
    }
}

fn results(runs: &[SuiteRun]) -> String {
    let mut text = String::from("#File\tID\tResult\n");
    for run in runs {
        for test in &run.report.tests {
            let _ = writeln!(
                text,
                "{}\t{}\t{}",
                run.file,
                test.id,
                verdict_word(test.verdict)
            );
        }
    }
    text
}

fn markdown(engine: &str, runs: &[SuiteRun]) -> String {
    let mut text = format!("# Regression results\n\nEngine: `{engine}`\n\n");
    text.push_str("| suite | tests | passed | pass rate | unexpected FAIL | unexpected PASS | errors | seconds |\n");
    text.push_str("|---|---|---|---|---|---|---|---|\n");
    for run in runs {
        let r = run.report;
        let tests = r.tests.len();
        let _ = writeln!(
            text,
            "| {} | {tests} | {} | {:.1}% | {} | {} | {} | {:.1} |",
            run.file,
            r.passed(),
            100.0 * r.passed() as f64 / tests.max(1) as f64,
            r.count(Verdict::UnexpectedFail),
            r.count(Verdict::UnexpectedPass),
            r.errors.len(),
            run.seconds
        );
    }
    for run in runs {
        let failures: Vec<_> = run
            .report
            .tests
            .iter()
            .filter(|t| t.verdict != Verdict::Pass)
            .collect();
        if failures.is_empty() && run.report.errors.is_empty() {
            continue;
        }
        let _ = writeln!(text, "\n## {}\n", run.file);
        for test in failures {
            let _ = writeln!(
                text,
                "- {} `{}` ({}): expected `{}`, got `{}`",
                test.id,
                test.command,
                verdict_word(test.verdict),
                test.pattern,
                test.response.replace('\n', " ")
            );
        }
        for error in &run.report.errors {
            let _ = writeln!(text, "- error: {error}");
        }
    }
    text
}

/// Per `file id`: whether the test passed, read from an earlier run's `results.tsv`.
pub fn read_results(dir: &Path) -> io::Result<BTreeMap<(String, u64), bool>> {
    let text = std::fs::read_to_string(dir.join("results.tsv"))?;
    let mut results = BTreeMap::new();
    for (number, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let parsed = match fields[..] {
            [file, id, result] => id.parse().ok().map(|id| ((file.to_string(), id), result)),
            _ => None,
        };
        let Some((key, result)) = parsed else {
            return Err(io::Error::other(format!(
                "results.tsv line {}: expected FILE, ID and RESULT",
                number + 1
            )));
        };
        results.insert(key, matches!(result, "pass" | "PASS"));
    }
    Ok(results)
}

/// Tests that pass now but failed before, tests that fail now but passed before, and how
/// many tests of each run the other run does not have (suite paths must be given alike).
pub struct Changes {
    pub newly_passing: Vec<(String, u64)>,
    pub newly_failing: Vec<(String, u64)>,
    pub only_now: usize,
    pub only_before: usize,
}

/// Compares this run with an earlier one; tests missing from either side are left out.
pub fn compare(before: &BTreeMap<(String, u64), bool>, runs: &[SuiteRun]) -> Changes {
    let mut changes = Changes {
        newly_passing: Vec::new(),
        newly_failing: Vec::new(),
        only_now: 0,
        only_before: 0,
    };
    let mut matched = 0;
    for run in runs {
        for test in &run.report.tests {
            let key = (run.file.clone(), test.id);
            let now = matches!(test.verdict, Verdict::Pass | Verdict::UnexpectedPass);
            match before.get(&key) {
                None => changes.only_now += 1,
                Some(&was) => {
                    matched += 1;
                    if now && !was {
                        changes.newly_passing.push(key);
                    } else if was && !now {
                        changes.newly_failing.push(key);
                    }
                }
            }
        }
    }
    changes.only_before = before.len() - matched;
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::TestResult;

    fn test(id: u64, verdict: Verdict) -> TestResult {
        TestResult {
            id,
            command: format!("{id} reg_genmove b"),
            pattern: "E5".into(),
            response: "D4".into(),
            verdict,
        }
    }

    fn report() -> Report {
        Report {
            tests: vec![
                test(1, Verdict::Pass),
                test(2, Verdict::ExpectedFail),
                test(3, Verdict::UnexpectedFail),
                test(4, Verdict::UnexpectedPass),
            ],
            errors: vec!["line 9: 'boardsize 99' failed".into()],
        }
    }

    #[test]
    fn summary_rows_count_each_kind_of_result() {
        let report = report();
        let runs = [SuiteRun {
            file: "a.tst".into(),
            report: &report,
            seconds: 1.25,
        }];
        assert_eq!(
            summary(&runs),
            "#File\tTests\tFAIL\tfail\tPASS\tpass\tError\tTime\na.tst\t4\t1\t1\t1\t1\t1\t1.2\n"
        );
        let md = markdown("tengen", &runs);
        assert!(
            md.contains("| a.tst | 4 | 2 | 50.0% | 1 | 1 | 1 | 1.2 |"),
            "{md}"
        );
        assert!(md.contains("- 3 `3 reg_genmove b` (FAIL): expected `E5`, got `D4`"));
    }

    #[test]
    fn a_comparison_lists_tests_that_changed() {
        let dir = std::env::temp_dir().join(format!("regress-output-{}", std::process::id()));
        let before_report = report();
        let before = [SuiteRun {
            file: "a.tst".into(),
            report: &before_report,
            seconds: 1.0,
        }];
        write(&dir, "tengen", &before).unwrap();
        let mut now_report = report();
        now_report.tests[0].verdict = Verdict::UnexpectedFail;
        now_report.tests[1].verdict = Verdict::UnexpectedPass;
        let now = [SuiteRun {
            file: "a.tst".into(),
            report: &now_report,
            seconds: 1.0,
        }];
        let changes = compare(&read_results(&dir).unwrap(), &now);
        assert_eq!(changes.newly_failing, vec![("a.tst".to_string(), 1)]);
        assert_eq!(changes.newly_passing, vec![("a.tst".to_string(), 2)]);
        assert_eq!((changes.only_now, changes.only_before), (0, 0));
        let elsewhere = [SuiteRun {
            file: "./a.tst".into(),
            report: &now_report,
            seconds: 1.0,
        }];
        let changes = compare(&read_results(&dir).unwrap(), &elsewhere);
        assert_eq!((changes.only_now, changes.only_before), (4, 4));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
