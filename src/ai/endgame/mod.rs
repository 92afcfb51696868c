//! Dama endgame tables: the exact value of every position with up to four pieces
//! (men and kings, both colours, either side to move), under both readings of
//! the lone-piece rule (`KingWins`, the seed's, and `Draw`).
//!
//! - [`board`]: a position seen from the side to move, and its material
//!   signature (`KMvK`: king and man, to move, against a king).
//! - [`index`]: the numbering of a signature's positions, the mirror folded.
//! - [`build`]: retrograde analysis, signature by signature, from the tables its
//!   captures and promotions lead to; [`zeroing`]: the distance to the next
//!   capture or man's move, for the no-progress rule.
//! - [`code`] and [`store`]: values in a byte, packed in blocks.
//! - [`tables`]: the loaded tables: probes, move values, the best move.
//! - [`file`]: the cache file; [`loader`]: loading or building on a thread;
//!   [`cached`]: read from the cache only, for searches that cannot wait.
//!
//! Values are [`crate::ai::Value`]s, distances in plies, repetition and
//! no-progress draws ignored as tables do; [`Entry::spoiled`] says when the
//! no-progress count turns a win into a draw. The move rules are the project's
//! own ([`crate::games::dama::Position::legal_moves`] and `play`); the tables
//! only un-make plain moves, which needs no capture rule.
//!
//! A table position is one reached by a move, so the lone-piece rule applies to
//! it; a position just set up is valued from its moves ([`Tables::root_entry`]).

pub mod board;
pub mod build;
pub mod cached;
pub mod code;
pub mod file;
pub mod index;
pub mod loader;
pub mod store;
pub mod tables;
pub mod zeroing;

pub use board::{MAX_PIECES, Signature};
pub use build::{BuildError, Progress, SignatureStats};
pub use cached::CachedTables;
pub use file::{Origin, load_or_build};
pub use loader::{LoadState, Loader};
pub use tables::{Entry, MoveValue, TableSet, Tables};
