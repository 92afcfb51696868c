//! The panels around the board. Each shows itself and pushes commands; none
//! changes the game directly.

pub mod analysis;
pub mod dialogs;
pub mod help;
pub mod menu;
pub mod move_box;
pub mod network;
pub mod new_game;
pub mod replay;
pub mod side;
pub mod teaching;
pub mod training;

use eframe::egui::Ui;

use super::widgets::command_button;
use crate::app::command::{Command, GameCommand};
use crate::i18n::m;

/// Draw by agreement and resign: offered while the game is on.
pub fn end_game_buttons(
    ui: &mut Ui,
    tr: crate::app::text::Tr,
    game: &crate::app::play::ActiveGame,
    commands: &mut Vec<Command>,
) {
    let playing = game.outcome().is_none();
    command_button(
        ui,
        playing,
        tr.t(m::OFFER_DRAW),
        None,
        Command::Game(GameCommand::AgreeDraw),
        commands,
    );
    command_button(
        ui,
        playing,
        tr.t(m::RESIGN),
        None,
        Command::Game(GameCommand::Resign),
        commands,
    );
}
