//! GTP v2 output framing.

/// Formats a response: `=id text` or `?id message`, always with the space after the status and
/// id (GoGui and GNU Go's scripts rely on it), never with an empty line inside, and ending with
/// the empty line that closes it.
pub fn format(id: Option<&str>, result: &Result<String, String>) -> String {
    let (status, text) = match result {
        Ok(text) => ('=', text.as_str()),
        Err(message) => ('?', message.as_str()),
    };
    let mut out = String::with_capacity(text.len() + 8);
    out.push(status);
    out.push_str(id.unwrap_or(""));
    out.push(' ');
    let mut lines = text.trim_end().split('\n');
    out.push_str(lines.next().unwrap_or("").trim_end_matches('\r'));
    for line in lines.map(|l| l.trim_end_matches('\r')) {
        if !line.trim().is_empty() {
            out.push('\n');
            out.push_str(line);
        }
    }
    out.push_str("\n\n");
    out
}

#[cfg(test)]
mod tests {
    use super::format;

    #[test]
    fn frames_have_a_space_and_end_with_an_empty_line() {
        assert_eq!(format(None, &Ok(String::new())), "= \n\n");
        assert_eq!(format(Some("5"), &Ok(String::new())), "=5 \n\n");
        assert_eq!(format(Some("12"), &Ok("2".into())), "=12 2\n\n");
        assert_eq!(
            format(None, &Err("unknown command".into())),
            "? unknown command\n\n"
        );
        assert_eq!(
            format(Some("3"), &Err("cannot undo".into())),
            "?3 cannot undo\n\n"
        );
    }

    #[test]
    fn multi_line_responses_never_contain_an_empty_line() {
        let text = "\nline 1\n\n  \nline 2\n\n".to_string();
        assert_eq!(format(None, &Ok(text)), "= \nline 1\nline 2\n\n");
    }
}
