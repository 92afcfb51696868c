//! The engine's brain: no GUI dependency.
//!
//! - [`value`]: exact values (`win N`, `loss N`, `draw`) shared by solvers, tables
//!   and the search.
//! - [`cache`]: solved tables on disk, with a header and a checksum.
//! - [`akidada`]: Akidada solved (every position's exact value, perfect play).
//! - [`review`]: winning chances and the classes of moves in a game review.
//! - [`worker`]: long work on its own thread, polled, cancellable.
//! - [`eval`]: the Dama evaluation and its tuner.
//! - [`search`]: the Dama search (alpha-beta), levels, matches.
//! - [`protocol`]: `akidada engine`, the UCI-grammar line protocol.
//! - [`puzzles`]: puzzles mined from self-play with proven solutions, drill positions.

pub mod akidada;
pub mod cache;
pub mod endgame;
pub mod eval;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod search;
pub mod value;
pub mod worker;

pub use value::Value;

use crate::games::GameKind;

/// How many levels the computer plays `kind` at, 1 (weakest) to this (strongest).
pub fn level_count(kind: GameKind) -> u8 {
    match kind {
        GameKind::Akidada => akidada::Level::ALL.len() as u8,
        GameKind::Dama => search::LEVELS.len() as u8,
    }
}
