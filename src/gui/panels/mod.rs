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
