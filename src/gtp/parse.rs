//! GTP v2 input: line preprocessing (spec §3.1) and the command grammar, parsed with nom.

use nom::bytes::complete::take_while1;
use nom::character::complete::{digit1, space0, space1};
use nom::combinator::{opt, rest};
use nom::multi::separated_list0;
use nom::sequence::{preceded, terminated};
use nom::IResult;

/// One GTP command: optional id, name and arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandLine {
    /// The id digits exactly as sent (echoed back verbatim, so any length is fine).
    pub id: Option<String>,
    /// The command name.
    pub name: String,
    /// Its arguments, split at white space.
    pub args: Vec<String>,
}

/// Applies GTP preprocessing to one raw input line: control characters other than tab are
/// dropped (CR included), everything from the first `#` is cut, tabs become spaces. Returns
/// `None` for a line that is then empty or blank, which gets no response.
pub fn preprocess(raw: &str) -> Option<String> {
    let before_comment = raw.split('#').next().unwrap_or("");
    let cleaned: String = before_comment
        .chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    (!cleaned.trim().is_empty()).then_some(cleaned)
}

fn is_word_char(c: char) -> bool {
    c != ' '
}

fn word(input: &str) -> IResult<&str, &str> {
    take_while1(is_word_char)(input)
}

/// `id` is a run of digits followed by a space (a command name never starts with one).
fn id(input: &str) -> IResult<&str, &str> {
    terminated(digit1, space1)(input)
}

fn command_parts(input: &str) -> IResult<&str, (Option<&str>, &str, Vec<&str>)> {
    let (input, _) = space0(input)?;
    let (input, id) = opt(id)(input)?;
    let (input, name) = preceded(space0, word)(input)?;
    let (input, args) = preceded(space0, separated_list0(space1, word))(input)?;
    let (input, _) = terminated(space0, rest)(input)?;
    Ok((input, (id, name, args)))
}

/// Parses a preprocessed, non-blank line. A line that is only an id (`"7"`) is a command with
/// an empty name, which the dispatcher answers as unknown.
pub fn parse_command(line: &str) -> CommandLine {
    let trimmed = line.trim();
    if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
        return CommandLine {
            id: Some(trimmed.to_string()),
            name: String::new(),
            args: Vec::new(),
        };
    }
    match command_parts(line) {
        Ok((_, (id, name, args))) => CommandLine {
            id: id.map(str::to_string),
            name: name.to_string(),
            args: args.into_iter().map(str::to_string).collect(),
        },
        // Unreachable for non-blank input; kept total so no line can panic the engine.
        Err(_) => CommandLine {
            id: None,
            name: String::new(),
            args: Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(id: Option<&str>, name: &str, args: &[&str]) -> CommandLine {
        CommandLine {
            id: id.map(str::to_string),
            name: name.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
        }
    }

    #[test]
    fn preprocessing_follows_the_spec() {
        assert_eq!(preprocess("play b d4\r").as_deref(), Some("play b d4"));
        assert_eq!(preprocess("play\tb\td4").as_deref(), Some("play b d4"));
        assert_eq!(preprocess("pl\x01ay b d4").as_deref(), Some("play b d4"));
        assert_eq!(preprocess("name # comment").as_deref(), Some("name "));
        assert_eq!(preprocess("# only a comment"), None);
        assert_eq!(preprocess("   \t "), None);
        assert_eq!(preprocess(""), None);
        assert_eq!(preprocess("\x7f"), None);
    }

    #[test]
    fn commands_have_optional_ids_and_arguments() {
        assert_eq!(parse_command("name"), cmd(None, "name", &[]));
        assert_eq!(
            parse_command("12 play b D4"),
            cmd(Some("12"), "play", &["b", "D4"])
        );
        assert_eq!(
            parse_command("  3   komi   6.5  "),
            cmd(Some("3"), "komi", &["6.5"])
        );
        assert_eq!(parse_command("7"), cmd(Some("7"), "", &[]));
        assert_eq!(parse_command("007 name"), cmd(Some("007"), "name", &[]));
        let huge = "123456789012345678901234567890";
        assert_eq!(
            parse_command(&format!("{huge} name")),
            cmd(Some(huge), "name", &[])
        );
        assert_eq!(parse_command("12abc x"), cmd(None, "12abc", &["x"]));
    }
}
