//! The panels around the board. Each shows itself and pushes commands; none
//! changes the game directly.

pub mod dialogs;
pub mod menu;
pub mod new_game;
pub mod replay;
pub mod side;
pub mod teaching;

use eframe::egui::{Button, Ui};

use super::command::Command;

/// A button (or menu item) that gives `command` when clicked, greyed out unless
/// `enabled`, with its keyboard shortcut shown when it has one.
pub fn command_button(
    ui: &mut Ui,
    enabled: bool,
    label: &str,
    shortcut: Option<&str>,
    command: Command,
    commands: &mut Vec<Command>,
) {
    let mut button = Button::new(label);
    if let Some(keys) = shortcut {
        button = button.shortcut_text(keys);
    }
    if ui.add_enabled(enabled, button).clicked() {
        commands.push(command);
    }
}

/// Draw by agreement and resign: offered while the game is on.
pub fn end_game_buttons(ui: &mut Ui, app: &super::App, commands: &mut Vec<Command>) {
    use super::i18n::T;
    let tr = app.tr();
    let playing = app.game.outcome().is_none();
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
