//! Scoring a finished game: the status of every chain (Benson's pass-alive chains, then
//! ownership from playouts judged chain by chain, and seki), and the count under the game's
//! rules.

mod benson;
mod confirm;
mod count;
mod estimate;
mod ownership;
mod regions;
mod standoff;
mod statuses;
mod unconditional;

pub use benson::PassAlive;
pub use count::{count, empty_point_owners, Count};
pub use estimate::{estimate, Estimator};
pub use ownership::{final_owner, Ownership};
pub use statuses::{Status, Statuses};
pub use unconditional::{Unconditional, UnconditionalLife};

#[cfg(test)]
mod tests;
