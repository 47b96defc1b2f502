//! The `.tst` format: GTP command lines, numbered commands as tests, and `#? [pattern]`
//! expectations (GNU Go's `doc/regression.texi`, gogui-regress's `Regress.java`).

use regex::Regex;
use std::fmt;

/// What a `#?` line expects of the preceding numbered command.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The pattern as written, between the brackets (`!` included).
    pub source: String,
    regex: Regex,
    negated: bool,
    /// A trailing `*`: the test is known to fail.
    pub expected_failure: bool,
}

impl Expectation {
    /// Parses the text after `#?`. Empty text means "no check".
    pub fn parse(text: &str) -> Result<Option<Expectation>, String> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let (body, expected_failure) = match text.strip_suffix('*') {
            Some(body) => (body.trim_end(), true),
            None => (text, false),
        };
        let inner = body
            .strip_prefix('[')
            .and_then(|b| b.strip_suffix(']'))
            .ok_or_else(|| format!("expectation must be [pattern] or [pattern]*: '{text}'"))?;
        let (negated, pattern) = match inner.strip_prefix('!') {
            Some(p) => (true, p),
            None => (false, inner),
        };
        // Java's Matcher.matches() with MULTILINE|DOTALL: the whole response must match.
        let regex = Regex::new(&format!(r"\A(?ms:{pattern})\z"))
            .map_err(|e| format!("bad pattern '{pattern}': {e}"))?;
        Ok(Some(Expectation {
            source: inner.to_string(),
            regex,
            negated,
            expected_failure,
        }))
    }

    /// Whether a successful response's text satisfies the pattern.
    pub fn matches(&self, text: &str) -> bool {
        self.regex.is_match(text) != self.negated
    }
}

/// One line to send, with its test data when it is numbered.
#[derive(Clone, Debug)]
pub struct Step {
    /// 1-based line number in the file.
    pub line_number: usize,
    /// The command as sent (trimmed, tabs as spaces).
    pub command: String,
    /// The id of a numbered command: such a command is a test.
    pub id: Option<u64>,
    pub expectation: Option<Expectation>,
}

/// A parsed suite file.
#[derive(Clone, Debug)]
pub struct Suite {
    pub steps: Vec<Step>,
}

/// A malformed suite line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteError {
    pub line_number: usize,
    pub message: String,
}

impl fmt::Display for SuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line_number, self.message)
    }
}

impl std::error::Error for SuiteError {}

fn leading_id(command: &str) -> Option<u64> {
    let (first, _) = command.split_once(' ').unwrap_or((command, ""));
    if first.is_empty() || !first.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    first.parse().ok()
}

impl Suite {
    /// Parses a suite. `#?` lines attach to the closest preceding numbered command.
    pub fn parse(text: &str) -> Result<Suite, SuiteError> {
        let mut steps: Vec<Step> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line_number = i + 1;
            let line = raw.replace('\t', " ");
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("#?") {
                let expectation = Expectation::parse(rest).map_err(|message| SuiteError {
                    line_number,
                    message,
                })?;
                let Some(test) = steps.last_mut().filter(|s| s.id.is_some()) else {
                    return Err(SuiteError {
                        line_number,
                        message: "#? does not follow a numbered command".into(),
                    });
                };
                test.expectation = expectation;
                continue;
            }
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            steps.push(Step {
                line_number,
                command: line.to_string(),
                id: leading_id(line),
                expectation: None,
            });
        }
        Ok(Suite { steps })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_the_whole_response() {
        let e = Expectation::parse("[B14|D17]").unwrap().unwrap();
        assert!(e.matches("B14") && e.matches("D17"));
        assert!(!e.matches("B14 D17") && !e.matches("xB14"));
        assert!(!e.expected_failure);
        let multi = Expectation::parse("[A1.*B2]").unwrap().unwrap();
        assert!(multi.matches("A1\nB2"));
    }

    #[test]
    fn negation_and_expected_failure() {
        let e = Expectation::parse("[!P13]*").unwrap().unwrap();
        assert!(e.expected_failure);
        assert!(!e.matches("P13"));
        assert!(e.matches("Q13"));
        assert_eq!(e.source, "!P13");
        assert!(Expectation::parse("").unwrap().is_none());
        assert!(Expectation::parse("[W\\+32.5]")
            .unwrap()
            .unwrap()
            .matches("W+32.5"));
        assert!(Expectation::parse("B14").is_err());
        assert!(Expectation::parse("[B14]&").is_err());
        assert!(Expectation::parse("[(]").is_err());
    }

    #[test]
    fn numbered_commands_are_tests_and_take_the_next_expectation() {
        let suite = Suite::parse(
            "# comment\nboardsize 9\n\n10 genmove b\n#? [C3|E5]*\n11\tname\nclear_board\n#? [x]\n",
        );
        let error = suite.unwrap_err();
        assert_eq!(error.line_number, 8);
        let suite = Suite::parse("boardsize 9\n10 genmove b\n#? [C3|E5]*\n11\tname\n").unwrap();
        assert_eq!(suite.steps.len(), 3);
        assert_eq!(suite.steps[0].id, None);
        assert_eq!(suite.steps[1].id, Some(10));
        assert!(
            suite.steps[1]
                .expectation
                .as_ref()
                .unwrap()
                .expected_failure
        );
        assert_eq!(suite.steps[2].command, "11 name");
        assert!(suite.steps[2].expectation.is_none());
    }
}
