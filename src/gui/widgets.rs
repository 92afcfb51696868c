//! Widgets more than one screen uses: command buttons, and the rule options of
//! each game (the new-game dialog and the position editor).

use eframe::egui::{self, Button, RichText, Ui};

use crate::app::command::Command;
use crate::app::text::{T, Tr};
use crate::games::FirstPlayer;
use crate::games::akidada::{AkidadaRules, DoubleLine, Removal};
use crate::games::dama::{DamaRules, LonePiece, NonMaxCapture};

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

/// One option as two grid rows: its name and the choices, then the line that
/// explains it.
fn option<V: PartialEq + Copy>(
    ui: &mut Ui,
    tr: Tr,
    name: T,
    help: T,
    value: &mut V,
    choices: &[(V, T)],
) {
    ui.label(tr.t(name));
    ui.horizontal_wrapped(|ui| {
        for &(v, label) in choices {
            ui.radio_value(value, v, tr.t(label));
        }
    });
    ui.end_row();
    help_row(ui, tr, help);
}

fn help_row(ui: &mut Ui, tr: Tr, help: T) {
    ui.label("");
    ui.label(RichText::new(tr.t(help)).small().weak());
    ui.end_row();
}

fn first_option(ui: &mut Ui, tr: Tr, first: &mut FirstPlayer) {
    option(
        ui,
        tr,
        T::OptFirst,
        T::OptFirstHelp,
        first,
        &[
            (FirstPlayer::Lot, T::FirstLot),
            (FirstPlayer::White, T::FirstWhite),
            (FirstPlayer::Black, T::FirstBlack),
        ],
    );
}

fn no_progress_option(ui: &mut Ui, tr: Tr, help: T, moves: &mut u16) {
    let label = ui.label(tr.t(T::OptNoProgress));
    ui.add(egui::DragValue::new(moves).range(0..=500))
        .labelled_by(label.id);
    ui.end_row();
    help_row(ui, tr, help);
}

/// Akidada's rule options, each with its line of explanation, as a grid (the
/// new-game dialog and the position editor). `with_first` adds who moves first.
pub fn akidada_options(ui: &mut Ui, tr: Tr, rules: &mut AkidadaRules, with_first: bool) {
    options_grid(ui, "akidada-options", |ui| {
        if with_first {
            first_option(ui, tr, &mut rules.first);
        }
        option(
            ui,
            tr,
            T::OptRemoval,
            T::OptRemovalHelp,
            &mut rules.removal,
            &[
                (Removal::Any, T::RemovalAny),
                (Removal::NotFromLines, T::RemovalNotFromLines),
            ],
        );
        option(
            ui,
            tr,
            T::OptDoubleLine,
            T::OptDoubleLineHelp,
            &mut rules.double_line,
            &[
                (DoubleLine::One, T::DoubleOne),
                (DoubleLine::Two, T::DoubleTwo),
            ],
        );
        no_progress_option(ui, tr, T::OptNoProgressHelpAkidada, &mut rules.no_progress);
    });
}

/// Dama's rule options, as [`akidada_options`].
pub fn dama_options(ui: &mut Ui, tr: Tr, rules: &mut DamaRules, with_first: bool) {
    options_grid(ui, "dama-options", |ui| {
        if with_first {
            first_option(ui, tr, &mut rules.first);
        }
        option(
            ui,
            tr,
            T::OptNonMax,
            T::OptNonMaxHelp,
            &mut rules.non_max_capture,
            &[
                (NonMaxCapture::Loses, T::NonMaxLoses),
                (NonMaxCapture::Forbidden, T::NonMaxForbidden),
            ],
        );
        option(
            ui,
            tr,
            T::OptLonePiece,
            T::OptLonePieceHelp,
            &mut rules.lone_piece,
            &[
                (LonePiece::KingWins, T::LoneKingWins),
                (LonePiece::Draw, T::LoneDraw),
            ],
        );
        no_progress_option(ui, tr, T::OptNoProgressHelpDama, &mut rules.no_progress);
    });
}

fn options_grid(ui: &mut Ui, id: &str, rows: impl FnOnce(&mut Ui)) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([12.0, 2.0])
        .show(ui, rows);
}
