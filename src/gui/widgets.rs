//! Widgets more than one screen uses: command buttons, and the rule options of
//! each game (the new-game dialog and the position editor).

use eframe::egui::{self, Button, RichText, Ui};

use crate::app::command::Command;
use crate::app::text::Tr;
use crate::games::FirstPlayer;
use crate::games::akidada::{AkidadaRules, DoubleLine, Removal};
use crate::games::dama::{DamaRules, LonePiece, NonMaxCapture};
use crate::i18n::m;

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
    name: &'static str,
    help: &'static str,
    value: &mut V,
    choices: &[(V, &'static str)],
) {
    ui.label(tr.t(name));
    // Side by side when they fit, else one under the other: a wrapped row
    // in a grid cell would run into the help line below it.
    let width: f32 = choices
        .iter()
        .map(|&(_, label)| {
            let text = egui::WidgetText::from(tr.t(label));
            let galley = text.into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            );
            galley.size().x + ui.spacing().icon_width + ui.spacing().icon_spacing
        })
        .sum::<f32>()
        + ui.spacing().item_spacing.x * choices.len() as f32;
    let radios = |ui: &mut Ui| {
        for &(v, label) in choices {
            ui.radio_value(value, v, tr.t(label));
        }
    };
    if width <= ui.available_width() {
        ui.horizontal(radios);
    } else {
        ui.vertical(radios);
    }
    ui.end_row();
    help_row(ui, tr, help);
}

fn help_row(ui: &mut Ui, tr: Tr, help: &'static str) {
    ui.label("");
    // Wrapped to the dialog's width (a grid's cell would stretch it).
    ui.add(egui::Label::new(RichText::new(tr.t(help)).small().weak()).wrap());
    ui.end_row();
}

fn first_option(ui: &mut Ui, tr: Tr, first: &mut FirstPlayer) {
    option(
        ui,
        tr,
        m::OPT_FIRST,
        m::OPT_FIRST_HELP,
        first,
        &[
            (FirstPlayer::Lot, m::FIRST_LOT),
            (FirstPlayer::White, m::FIRST_WHITE),
            (FirstPlayer::Black, m::FIRST_BLACK),
        ],
    );
}

fn no_progress_option(ui: &mut Ui, tr: Tr, help: &'static str, moves: &mut u16) {
    let label = ui.label(tr.t(m::OPT_NO_PROGRESS));
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
            m::OPT_REMOVAL,
            m::OPT_REMOVAL_HELP,
            &mut rules.removal,
            &[
                (Removal::Any, m::REMOVAL_ANY),
                (Removal::NotFromLines, m::REMOVAL_NOT_FROM_LINES),
            ],
        );
        option(
            ui,
            tr,
            m::OPT_DOUBLE_LINE,
            m::OPT_DOUBLE_LINE_HELP,
            &mut rules.double_line,
            &[
                (DoubleLine::One, m::DOUBLE_ONE),
                (DoubleLine::Two, m::DOUBLE_TWO),
            ],
        );
        no_progress_option(
            ui,
            tr,
            m::OPT_NO_PROGRESS_HELP_AKIDADA,
            &mut rules.no_progress,
        );
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
            m::OPT_NON_MAX,
            m::OPT_NON_MAX_HELP,
            &mut rules.non_max_capture,
            &[
                (NonMaxCapture::Loses, m::NON_MAX_LOSES),
                (NonMaxCapture::Forbidden, m::NON_MAX_FORBIDDEN),
            ],
        );
        option(
            ui,
            tr,
            m::OPT_LONE_PIECE,
            m::OPT_LONE_PIECE_HELP,
            &mut rules.lone_piece,
            &[
                (LonePiece::KingWins, m::LONE_KING_WINS),
                (LonePiece::Draw, m::LONE_DRAW),
            ],
        );
        no_progress_option(ui, tr, m::OPT_NO_PROGRESS_HELP_DAMA, &mut rules.no_progress);
    });
}

fn options_grid(ui: &mut Ui, id: &str, rows: impl FnOnce(&mut Ui)) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([12.0, 2.0])
        .show(ui, rows);
}
