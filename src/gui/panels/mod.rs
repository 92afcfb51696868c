//! The panels around the board. Each shows itself and pushes commands; none
//! changes the game directly.

pub mod dialogs;
pub mod menu;
pub mod new_game;
pub mod replay;
pub mod side;
pub mod teaching;
