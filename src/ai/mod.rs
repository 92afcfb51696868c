//! The engine's brain: no GUI dependency.
//!
//! - [`cache`]: solved tables on disk, with a header and a checksum.
//! - [`solved`]: Akidada solved (every position's exact value, perfect play).
//! - [`review`]: winning chances and the classes of moves in a game review.
//! - [`worker`]: long work on its own thread (in a web page, a Web Worker), polled, cancellable.
//! - [`remote`]: the Dama engine spoken to by messages, as a page's Web Worker runs it.
//! - [`eval`]: the Dama evaluation.
//! - [`search`]: the Dama search (alpha-beta), levels, matches.
//! - [`protocol`]: `akidada engine`, the UCI-grammar line protocol, knowing no game.
//! - [`drivers`]: the games the protocol plays (Dama by search, Akidada by table).
//! - [`puzzles`]: puzzles mined from self-play with proven solutions, drill positions.

pub mod cache;
pub mod drivers;
pub mod endgame;
pub mod eval;
pub mod protocol;
pub mod puzzles;
pub mod remote;
pub mod review;
pub mod search;
pub mod solved;
pub mod worker;

/// Exact values live with the rules, below the records and the AI, which both
/// store them.
pub use crate::games::value::Value;

use crate::games::GameKind;

/// How many levels the computer plays `kind` at, 1 (weakest) to this (strongest).
pub const fn level_count(kind: GameKind) -> u8 {
    kind.computer_levels()
}

// The levels the records accept are the levels the AI has.
const _: () = assert!(solved::Level::ALL.len() == GameKind::Akidada.computer_levels() as usize);
const _: () = assert!(search::LEVELS.len() == GameKind::Dama.computer_levels() as usize);
