//! The position editor: set up any position of either game (pieces on the board,
//! kings, pieces in hand, the side to move), see at once what is wrong with it,
//! and play or save a game from it.
//!
//! The set-ups are the engine's (`games::<game>::Setup`), which can hold
//! positions the rules refuse, so that they can be shown and explained rather
//! than silently prevented; the engine lists the errors and warnings, and the
//! app says them in the chosen language. "Play from here" is offered only
//! without errors.
//!
//! The model ([`crate::app::editor`]) holds the state and every operation,
//! testable without a window; `view` paints it; the two board modules paint
//! the pieces set up over the board module's empty board, with `input`'s
//! pointer helpers.

mod akidada;
mod dama;
mod input;
mod level;
mod view;

pub use crate::app::editor::{BoardAction, Editor, EditorOutcome, GamePosition, Tool};
