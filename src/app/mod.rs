//! What the window does, without the window: the game on screen and its input
//! state machines, the one modal, the commands, the computer opponent and the
//! review runner, the position editor's model, files, the autosave and the
//! games in progress, the settings, the move box typed into, the sounds and
//! what a screen reader says, the network game's dialogs (the link itself is
//! `crate::net`) and the trainer (`training`: the course, puzzles, drills and
//! mistakes). Nothing here names egui; `src/gui` paints this state and turns
//! clicks and keys into [`Command`]s, and the command line can drive it too
//! (`akidada review`). Every part is tested without a window.

pub mod anim;
pub mod autosave;
#[cfg(target_arch = "wasm32")]
pub mod browser_storage;
pub mod clock;
pub mod command;
pub mod computer;
pub mod editor;
pub mod file_choice;
pub mod highlight;
pub mod in_progress;
pub mod modal;
pub mod network;
pub mod new_game;
pub mod play;
pub mod rules_page;
pub mod settings;
pub mod sound;
pub mod speech;
mod state;
pub mod text;
pub mod training;
pub mod typed_move;

pub use command::Command;
pub use modal::Modal;
pub use state::{App, Effect, FileRequest, LinePreview, PANEL_LINES};
