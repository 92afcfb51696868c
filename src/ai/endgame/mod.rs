//! Dama endgame tables: the exact value of every position with up to four pieces.

pub mod board;
pub mod build;
pub mod code;
pub mod index;
pub mod store;
pub mod tables;
pub mod zeroing;
