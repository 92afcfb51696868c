//! The engine's brain: no GUI dependency.
//!
//! - [`value`]: exact values (`win N`, `loss N`, `draw`) shared by solvers, tables
//!   and the search.
//! - [`cache`]: solved tables on disk, with a header and a checksum.
//! - [`akidada`]: Akidada solved (every position's exact value, perfect play).

pub mod akidada;
pub mod cache;
pub mod value;

pub use value::Value;
