//! Help > Keyboard shortcuts and Help > About.
//!
//! The shortcuts are read from the table of actions and written by egui's
//! `format_shortcut`, so they are the keys the window answers to and read as
//! each platform writes them (Ctrl+S, ⌘S).

use eframe::egui::{self, RichText, Ui};

use crate::app::App;
use crate::app::command::{Command, DialogCommand};
use crate::gui::actions::ACTIONS;
use crate::i18n::{Tr, m};

/// Every action with keys, its name and its keys, then the board's own.
pub fn shortcuts(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = Tr(app.settings().language);
    let ctx = ui.ctx().clone();
    let keys = |shortcuts: &[egui::KeyboardShortcut]| {
        shortcuts
            .iter()
            .map(|s| ctx.format_shortcut(s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    window(
        ui,
        "shortcuts",
        tr.t(m::SHORTCUTS_TITLE),
        tr,
        commands,
        |ui| {
            egui::Grid::new("shortcut-table")
                .num_columns(2)
                .striped(true)
                .spacing([24.0, 6.0])
                .show(ui, |ui| {
                    for action in ACTIONS
                        .iter()
                        .filter(|a| !a.keys.is_empty() && crate::gui::actions::in_this_build(a.id))
                    {
                        ui.label((action.label)(app.tr()));
                        ui.label(RichText::new(keys(action.keys)).monospace());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            ui.label(RichText::new(tr.t(m::SHORTCUTS_BOARD)).strong());
            ui.label(tr.t(m::SHORTCUTS_BOARD_KEYS));
        },
    );
}

/// The version and commit (the same line as `akidada --version`), the licence
/// and where the rules come from.
pub fn about(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = Tr(app.settings().language);
    window(ui, "about", tr.t(m::ABOUT_TITLE), tr, commands, |ui| {
        ui.label(tr.t(m::ABOUT_SUMMARY));
        ui.add_space(6.0);
        let version = crate::build_info::version_line();
        ui.label(tr.f(m::ABOUT_VERSION, [("version", version.into())]));
        ui.label(tr.t(m::ABOUT_LICENCE));
        ui.add_space(6.0);
        ui.label(RichText::new(tr.t(m::ABOUT_SOURCES_HEADING)).strong());
        ui.label(tr.t(m::ABOUT_SOURCE_AKIDADA));
        ui.label(tr.t(m::ABOUT_SOURCE_DAMA));
    });
}

/// A modal window with a title, a body and a Close button; Esc or a click
/// outside closes it too.
fn window(
    ui: &mut Ui,
    id: &str,
    title: &str,
    tr: Tr,
    commands: &mut Vec<Command>,
    body: impl FnOnce(&mut Ui),
) {
    let body = |ui: &mut Ui| {
        ui.heading(title);
        ui.add_space(6.0);
        body(ui);
    };
    let id = egui::Id::unique(("help", id));
    let modal = super::dialogs::fitted(
        ui.ctx(),
        id,
        title,
        super::dialogs::FORM_WIDTH,
        body,
        |ui| ui.button(tr.t(m::CLOSE)).clicked(),
    );
    if modal.inner || modal.should_close() {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}
