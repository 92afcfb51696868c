//! The desktop app driven through its widgets by name with egui_kittest, as a
//! person would: the game, the computer, the editor and the rules window. One
//! test binary for all of them (the monkey has its own: it sets the
//! environment of its process).

mod analysis_panel;
mod computer_ui;
mod course;
mod editor;
mod keeping;
mod keyboard;
mod layout;
mod letters;
mod network;
mod play;
mod rules_page;
mod screen_reader;
mod trainer_and_teaching;

use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::gui::Window;
use eframe::egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The board's square or point `name` ("d3"), whatever its name goes on to
/// say of what stands there ("d3, white man").
pub fn board_spot<'a>(h: &'a Harness<'_, Window>, name: &str) -> egui_kittest::Node<'a> {
    let prefix = format!("{name}, ");
    h.get_by(move |n| n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with(&prefix)))
}

/// The settings every window test starts from: English, no animation.
pub fn settings() -> Settings {
    settings_in(Lang::En)
}

/// The same in `language`.
pub fn settings_in(language: Lang) -> Settings {
    Settings {
        language,
        animation: AnimSpeed::Off,
        ..Settings::default()
    }
}

/// The dialog on screen named `title` (its heading says it too).
pub fn dialog_named<'a>(h: &'a Harness<'_, Window>, title: &str) -> egui_kittest::Node<'a> {
    let title = title.to_string();
    h.get_by(move |n| n.role() == Role::Dialog && n.label().is_some_and(|l| l == title))
}
