//! Scoring a finished game: the status of every chain (Benson's pass-alive chains, then
//! ownership from playouts judged chain by chain, and seki), and the count under the game's
//! rules.

mod benson;
mod confirmation_play;
mod count;
mod disputes;
mod estimate;
mod estimator;
mod explain;
mod hanezeki;
mod judge;
mod killable;
mod ownership;
mod searched;
mod seki;
mod statuses;
mod unconditional;

pub use benson::PassAlive;
pub use count::{
    count, count_in_detail, empty_point_owners, expected_count, has_open_points, Count,
    CountDetail, SidePoints,
};
pub use estimate::estimate;
pub use estimator::{ChainSearch, Estimator};
pub use explain::explain;
pub use judge::Judge;
pub use ownership::{final_owner, Ownership};
pub use statuses::{Status, Statuses};
pub use unconditional::{Unconditional, UnconditionalLife};

#[cfg(test)]
mod tests;
