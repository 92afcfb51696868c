//! Akidada solved: the exact value of every position, perfect play and levels.
//!
//! - [`symmetry`]: the 16 symmetries of the board.
//! - [`index`]: sectors and combinatorial ranks, one entry per position up to
//!   symmetry, the side to move's view.
//! - [`graph`]: moves forwards and quiet slides backwards on bare positions.
//! - [`solve`]: the retrograde analysis (forward passes where pieces are in hand,
//!   the backward pass in the movement phase), with progress and cancel.
//! - [`table`]: a solved table in memory and on disk.
//! - [`no_progress`]: distance to zeroing and the results within the
//!   no-progress rule (cursed wins, blessed losses).
//! - [`store`]: load from the cache directory, or build and save.
//! - [`solver`]: the questions the app, the engine and the command line ask.
//! - [`player`]: the computer player's levels.
//! - [`stats`]: counts and longest wins, for `solve --stats` and the README.
//!
//! Start here: [`Solver::load_or_build`], then [`Solver::verdict`],
//! [`Solver::move_values`], [`Solver::best_move`] and [`choose_move`].

pub mod driver;
pub mod graph;
pub mod index;
pub mod no_progress;
pub mod player;
pub mod solve;
pub mod solver;
pub mod stats;
pub mod store;
pub mod symmetry;
pub mod table;

pub use graph::TreeRules;
pub use no_progress::RuleResult;
pub use player::{Level, choose_move};
pub use solve::Cancelled;
pub use solver::{Loaded, Solver, Verdict};
pub use store::{LoadProgress, Origin, Stage};
pub use table::Table;
