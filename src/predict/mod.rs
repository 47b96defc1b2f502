//! Move prediction learned from strong games: features of a candidate move (tactics, distances,
//! the 3×3 square with its ataris, spatial patterns out to five lines), a strength per feature
//! learned by minorization-maximization (`tengen train`), and the prediction rate of a model
//! on games held apart from training.

pub mod features;
pub mod games;
pub mod measure;
pub mod model;
pub mod pattern3;
pub mod spatial;
pub mod train;

pub use model::Model;
