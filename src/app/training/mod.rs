//! The trainer's flow, headless: puzzle attempts, choosing the next puzzle,
//! Glicko-2 ratings, the maximal-capture drill, "learn from your mistakes",
//! and the progress file. No GUI dependency: the window paints these states and
//! sends them the player's moves. (They belong with the app layer; they live
//! here until it exists.)
//!
//! - [`attempt`]: one puzzle being solved: right and wrong moves, reasons,
//!   hints, the rated score.
//! - [`select`]: the next puzzle (rated, or by theme) and what a result does to
//!   the ratings.
//! - [`glicko`]: the Glicko-2 rating system.
//! - [`drill`]: a round of the maximal-capture drill.
//! - [`mistakes`]: stepping through a reviewed player's mistakes.
//! - [`progress`]: the user's progress file.

pub mod attempt;
pub mod drill;
pub mod glicko;
pub mod mistakes;
pub mod progress;
pub mod select;

pub use attempt::{Attempt, Board, Hint, Played, Reason, State, Task};
pub use glicko::Rating;
pub use progress::{Progress, Store, Warning};
pub use select::{Change, Order};
