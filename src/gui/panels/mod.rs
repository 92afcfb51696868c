//! The panels around the board. Each shows itself and pushes commands; none
//! changes the game directly.

pub mod analysis;
pub mod dialogs;
pub mod menu;
pub mod new_game;
pub mod replay;
pub mod side;
pub mod teaching;
pub mod training;

use eframe::egui::Ui;

use super::widgets::command_button;
use crate::app::command::Command;

/// Draw by agreement and resign: offered while the game is on.
pub fn end_game_buttons(
    ui: &mut Ui,
    tr: crate::app::text::Tr,
    game: &crate::app::play::ActiveGame,
    commands: &mut Vec<Command>,
) {
    use crate::app::text::T;
    let playing = game.outcome().is_none();
    command_button(
        ui,
        playing,
        tr.t(T::OfferDraw),
        None,
        Command::AgreeDraw,
        commands,
    );
    command_button(
        ui,
        playing,
        tr.t(T::Resign),
        None,
        Command::Resign,
        commands,
    );
}
