//! Runs one suite file against a fresh engine and classifies every test.

use crate::engine::Engine;
use crate::suite::Suite;
use std::fmt;
use std::path::Path;
use std::time::Duration;

/// How one test ended, in gogui-regress's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Passed as expected.
    Pass,
    /// Failed, and was marked `*` as a known failure.
    ExpectedFail,
    /// Failed without the `*` mark.
    UnexpectedFail,
    /// Passed although marked `*`.
    UnexpectedPass,
}

/// One test's outcome.
#[derive(Clone, Debug)]
pub struct TestResult {
    pub id: u64,
    pub command: String,
    /// The expectation as written inside the brackets (empty: none).
    pub pattern: String,
    /// The response text, or `?` and the message for a failed command.
    pub response: String,
    pub verdict: Verdict,
}

/// Everything one suite run produced.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub tests: Vec<TestResult>,
    /// Unnumbered commands that failed, and protocol problems.
    pub errors: Vec<String>,
}

impl Report {
    /// Tests with a given verdict.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.tests.iter().filter(|t| t.verdict == verdict).count()
    }

    /// Tests that passed (expected or not).
    pub fn passed(&self) -> usize {
        self.count(Verdict::Pass) + self.count(Verdict::UnexpectedPass)
    }

    /// Tests that failed (expected or not).
    pub fn failed(&self) -> usize {
        self.count(Verdict::ExpectedFail) + self.count(Verdict::UnexpectedFail)
    }
}

impl fmt::Display for TestResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.verdict {
            Verdict::UnexpectedFail => write!(
                f,
                "{} unexpected FAIL: Correct '{}', got '{}'",
                self.id, self.pattern, self.response
            ),
            Verdict::UnexpectedPass => write!(f, "{} unexpected PASS!", self.id),
            Verdict::Pass => write!(f, "{} passed", self.id),
            Verdict::ExpectedFail => write!(
                f,
                "{} failed: Correct '{}', got '{}'",
                self.id, self.pattern, self.response
            ),
        }
    }
}

/// Runs `suite` (read from a file in `dir`) on a fresh engine started in `dir`, waiting at most
/// `command_limit` for each answer; `progress` hears how many of the suite's commands have
/// been answered. A suite that cannot be run to its end (the engine does not start, dies,
/// prints nonsense or does not answer in time) is an error that names the engine, the line and
/// the command.
pub fn run(
    suite: &Suite,
    engine_command: &[String],
    dir: &Path,
    command_limit: Duration,
    mut progress: impl FnMut(usize, usize),
) -> Result<Report, String> {
    let engine_line = engine_command.join(" ");
    let mut engine = Engine::start(engine_command, dir)
        .map_err(|e| format!("cannot start engine `{engine_line}`: {e}"))?;
    engine.set_command_limit(Some(command_limit));
    let mut report = Report::default();
    for (done, step) in suite.steps.iter().enumerate() {
        progress(done, suite.steps.len());
        let response = engine
            .send(&step.command)
            .map_err(|e| format!("line {}: {e} (engine `{engine_line}`)", step.line_number))?;
        let Some(id) = step.id else {
            if !response.ok {
                report.errors.push(format!(
                    "line {}: '{}' failed: {}",
                    step.line_number, step.command, response.text
                ));
            }
            continue;
        };
        let expectation = step.expectation.as_ref();
        let passed = response.ok && expectation.is_none_or(|e| e.matches(&response.text));
        let expected_failure = expectation.is_some_and(|e| e.expected_failure);
        let verdict = match (passed, expected_failure) {
            (true, false) => Verdict::Pass,
            (true, true) => Verdict::UnexpectedPass,
            (false, true) => Verdict::ExpectedFail,
            (false, false) => Verdict::UnexpectedFail,
        };
        report.tests.push(TestResult {
            id,
            command: step.command.clone(),
            pattern: expectation.map(|e| e.source.clone()).unwrap_or_default(),
            response: if response.ok {
                response.text
            } else {
                format!("? {}", response.text)
            },
            verdict,
        });
    }
    engine
        .quit()
        .map_err(|e| format!("engine `{engine_line}` did not exit: {e}"))?;
    Ok(report)
}
