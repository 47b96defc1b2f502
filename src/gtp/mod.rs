//! The GTP v2 front end: read commands, dispatch them through the command table, frame the
//! answers.

mod analyze_commands;
mod args;
mod dragons;
mod extensions;
mod game_commands;
mod gogui;
mod input;
mod params;
pub mod parse;
mod reading;
mod reply;
mod response;
pub mod session;
mod table;

pub use gogui::LIVE_GFX_TARGET;
use input::{Input, Line};
use reply::Next;
use response::Stream;
use session::Session;
use std::io::{Read, Write};
pub use table::{AnalyzeEntry, Command, COMMANDS};

/// Serves GTP: reads lines from `source` on a reader thread and answers on `output` until
/// `quit` or end of input.
pub fn serve<R, W>(source: R, output: &mut W, session: &mut Session) -> std::io::Result<()>
where
    R: Read + Send + 'static,
    W: Write,
{
    let input = Input::spawn(source);
    session.player_mut().watch_input(input.signals());
    while let Some(raw) = input.next_line() {
        let raw = match raw {
            Line::Text(text) => text,
            Line::TooLong(start) => {
                // Answered with the id the line started with, if any; nothing is run.
                let id = parse::preprocess(&start).and_then(|l| parse::parse_command(&l).id);
                let limit = crate::capped_line::MAX_LINE_BYTES >> 20;
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
        let mut stream = Stream::new(command.id.as_deref(), output);
        let result = match table::find(&command.name) {
            Some(entry) => entry.run(session, &command.args, &mut stream),
            None => Err(reply::Failure::new("unknown command")),
        };
        let next = result.as_ref().map_or(Next::Read, |answer| answer.next);
        let response = result
            .map(|answer| answer.text)
            .map_err(|failure| failure.0);
        log::debug!(">> {response:?}");
        stream.finish(&response)?;
        match next {
            Next::Read => {}
            Next::Ponder => session.ponder(),
            Next::Quit => break,
        }
    }
    Ok(())
}
