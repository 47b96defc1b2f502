//! The GTP v2 front end: read commands, dispatch them through the command table, frame the
//! answers.

mod args;
pub mod commands;
mod input;
pub mod parse;
mod response;
pub mod session;

use input::Input;
use session::Session;
use std::io::{Read, Write};

/// Serves GTP: reads lines from `source` on a reader thread and answers on `output` until
/// `quit` or end of input.
pub fn serve<R, W>(source: R, output: &mut W, session: &mut Session) -> std::io::Result<()>
where
    R: Read + Send + 'static,
    W: Write,
{
    let input = Input::spawn(source);
    session.pending_input = input.pending();
    while let Some(raw) = input.next_line() {
        let Some(line) = parse::preprocess(&raw) else {
            continue;
        };
        let command = parse::parse_command(&line);
        log::debug!("<< {line}");
        let result = match commands::find(&command.name) {
            Some(entry) => (entry.run)(session, &command.args).map_err(|f| f.0),
            None => Err("unknown command".to_string()),
        };
        let framed = response::format(command.id.as_deref(), &result);
        log::debug!(">> {}", framed.trim_end());
        output.write_all(framed.as_bytes())?;
        output.flush()?;
        if session.quit {
            break;
        }
    }
    Ok(())
}
