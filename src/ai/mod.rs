//! The engine's brain: no GUI dependency.
//!
//! - [`value`]: exact values (`win N`, `loss N`, `draw`) shared by solvers, tables
//!   and the search.
//! - [`cache`]: solved tables on disk, with a header and a checksum.
//! - [`eval`]: the Dama evaluation and its tuner.
//! - [`search`]: the Dama search (alpha-beta), levels, matches.
//! - [`protocol`]: `akidada engine`, the UCI-grammar line protocol.

pub mod cache;
pub mod eval;
pub mod protocol;
pub mod search;
pub mod value;

pub use value::Value;
