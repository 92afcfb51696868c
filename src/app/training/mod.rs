//! The trainer, headless: the course, puzzle attempts, choosing the next puzzle, Glicko-2
//! ratings, the maximal-capture drill, "learn from your mistakes", the
//! progress file, and the screens the window paints over them. No GUI
//! dependency: the window paints these states and sends them the player's
//! moves as [`TrainingCommand`]s.
//!
//! - [`attempt`]: one puzzle being solved: right and wrong moves, reasons,
//!   hints, the rated score, and why the solution's end is won.
//! - [`select`]: the next puzzle (rated, or by theme) and what a result does to
//!   the ratings.
//! - [`glicko`]: the Glicko-2 rating system.
//! - [`drill`]: a round of the maximal-capture drill.
//! - [`mistakes`]: stepping through a reviewed player's mistakes.
//! - [`progress`]: the user's progress file; `merge`: two windows' progress
//!   made one.
//! - [`board`]: the board a screen shows, its moves animated.
//! - [`course_screen`]: the course map and a level being played;
//!   [`course_proof`]: a teacher's levels proven on a worker thread.
//! - [`puzzle_screen`], [`drill_screen`], [`mistake_screen`]: the screens.
//! - [`typing`]: a move typed in the box under a screen's board.
//! - [`trainer`]: the trainer in the app (the one [`crate::app::Modal`]
//!   `Training`), its commands and its progress file.

pub mod attempt;
pub mod board;
pub mod course_proof;
pub mod course_screen;
pub mod drill;
pub mod drill_screen;
pub mod glicko;
mod merge;
pub mod mistake_screen;
pub mod mistakes;
pub mod progress;
pub mod puzzle_screen;
pub mod select;
pub mod trainer;
pub mod typing;

pub use attempt::{Attempt, EndProof, Hint, Played, Reason, State, Task};
pub use glicko::Rating;
pub use progress::{Progress, Store, Warning};
pub use select::{Change, Order};
pub use trainer::{Notice, Screen, Trainer, TrainingCommand};
