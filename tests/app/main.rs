//! The app layer without a window: commands in, state and effects out, the
//! lessons and the trainer. One test binary for all of them.

#[allow(dead_code, reason = "helpers shared by every test binary")]
#[path = "../common/mod.rs"]
mod common;

mod clicks_said;
mod commands;
mod course_app;
mod in_progress;
mod lessons;
mod network;
mod new_game_names;
mod puzzles_training;
mod speech;
mod training_app;
mod typed_training;
