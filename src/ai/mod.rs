//! The engine's brain: no GUI dependency.
//!
//! - [`value`]: exact values (`win N`, `loss N`, `draw`) shared by solvers, tables
//!   and the search.
//! - [`cache`]: solved tables on disk, with a header and a checksum.

pub mod cache;
pub mod endgame;
pub mod value;

pub use value::Value;
