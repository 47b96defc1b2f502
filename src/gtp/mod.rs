//! The GTP v2 front end: read commands, dispatch them through the command table, frame the
//! answers.

mod analyze;
mod args;
pub mod commands;
mod extensions;
mod gogui;
mod input;
mod params;
pub mod parse;
mod reading;
mod response;
pub mod session;

pub use gogui::LIVE_GFX_TARGET;
use input::{Input, Line};
use response::Stream;
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
    session.input = input.signals();
    while let Some(raw) = input.next_line() {
        let raw = match raw {
            Line::Text(text) => text,
            Line::TooLong(start) => {
                // Answered with the id the line started with, if any; nothing is run.
                let id = parse::preprocess(&start).and_then(|l| parse::parse_command(&l).id);
                let limit = input::MAX_LINE_BYTES >> 20;
                Stream::new(id.as_deref(), output)
                    .finish(&Err(format!("line too long (over {limit} MiB)")))?;
                continue;
            }
        };
        let Some(line) = parse::preprocess(&raw) else {
            continue;
        };
        let command = parse::parse_command(&line);
        log::debug!("<< {line}");
        let entry = commands::find(&command.name);
        let mut stream = Stream::new(command.id.as_deref(), output);
        let result = match entry {
            Some(entry) => entry
                .run(session, &command.args, &mut stream)
                .map_err(|f| f.0),
            None => Err("unknown command".to_string()),
        };
        log::debug!(">> {result:?}");
        stream.finish(&result)?;
        if session.quit {
            break;
        }
        // Ponder after a generated move, unless tengen resigned or the game is over.
        let resigned = result.as_ref().is_ok_and(|text| text.ends_with("resign"));
        let ponders = entry.is_some_and(|e| e.ponder_after);
        if ponders && result.is_ok() && !resigned && !session.game.is_over() {
            session.ponder();
        }
    }
    Ok(())
}
