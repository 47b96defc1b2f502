//! Time management, all of it: the game's clock as the controller announces and tengen charges
//! it ([`Clock`]), the time and playouts each move may take ([`plan_move`]), and when a running
//! search is out of time ([`Limits`]).

mod clock;
mod plan;

pub use clock::{safety_margin, Clock, MoveTime, TimeLeft, TimeSystem};
pub use plan::{plan_move, Limits, MovePlan, UNTIL_INPUT};
