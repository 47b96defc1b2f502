//! What a command answers: its text or a failure, and what the loop does next. Every handler
//! module depends on this one and on nothing that dispatches.

/// A failed command: the message after `?`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure(pub String);

impl Failure {
    /// A failure with `message`.
    pub fn new(message: impl Into<String>) -> Failure {
        Failure(message.into())
    }

    /// The generic malformed-arguments failure.
    pub fn syntax() -> Failure {
        Failure::new("syntax error")
    }
}

/// What most commands answer: their text, or a failure message.
pub type Reply = Result<String, Failure>;

/// What the loop does once a command's response is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Reads the next command.
    Read,
    /// Searches on the opponent's time until the next command arrives (with `--ponder`).
    Ponder,
    /// Stops serving.
    Quit,
}

/// A successful command's text and what happens after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnAnswer {
    pub text: String,
    pub next: Next,
}

impl TurnAnswer {
    /// `text`, then the next command.
    pub fn read_on(text: String) -> TurnAnswer {
        TurnAnswer {
            text,
            next: Next::Read,
        }
    }
}

/// What the commands that decide the loop's next step answer (`quit`, the move generators).
pub type Turn = Result<TurnAnswer, Failure>;
