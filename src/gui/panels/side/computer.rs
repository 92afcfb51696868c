//! What the side panel shows of the computer: its buttons, what it is busy
//! with, and the review's progress and summary.

use eframe::egui::{self, RichText, Ui};

use super::players::side_swatch;
use crate::ai::review::MoveClass;
use crate::app::command::{Command, ComputerCommand, SettingsCommand};
use crate::app::computer::Busy;
use crate::app::play::ActiveGame;
use crate::app::text::Tr;
use crate::app::text::thinking::class_name;
use crate::games::Side;
use crate::i18n::m;

/// What the side panel shows of the computer.
#[derive(Clone, Debug, Default)]
pub struct ComputerView {
    /// It is thinking of its move.
    pub thinking: bool,
    /// The person stopped it.
    pub paused: bool,
    /// A table being built.
    pub busy: Option<Busy>,
    /// A review under way: positions judged, of all.
    pub review_progress: Option<(usize, usize)>,
    /// It is thinking about a draw offer.
    pub considering_draw: bool,
    /// The analysis panel is open.
    pub analysis_open: bool,
    /// A network game goes on: undo is a request to the other player (in
    /// the Game menu) and the review waits for the end.
    pub network: bool,
    /// The engine helps neither player: a network game that is not a lesson.
    pub help_barred: bool,
}

/// The computer thinking, a table being built, a draw offer considered.
pub(super) fn computer_status(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let lang = tr.0;
    let computer_plays = game.players.any_computer() && game.outcome().is_none();
    if computer.thinking || computer_plays {
        // While the computer plays, its row stays, empty between its moves, so
        // the buttons below do not jump each time it starts and stops thinking.
        ui.horizontal_wrapped(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            if computer.thinking {
                ui.spinner();
                ui.label(tr.t(m::COMPUTER_THINKING));
            } else if computer.paused {
                ui.label(RichText::new(tr.t(m::COMPUTER_PAUSED)).weak());
            }
        });
    }
    if computer.considering_draw {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            ui.label(tr.t(m::COMPUTER_DRAW_OFFER_TITLE));
        });
    }
    if let Some(busy) = &computer.busy {
        crate::gui::panels::analysis::busy_bar(ui, lang, busy, commands);
    }
}

/// Hint, the analysis panel, and stopping the computer.
pub(super) fn computer_buttons(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let on = game.outcome().is_none();
    ui.horizontal_wrapped(|ui| {
        let hint = ui
            .add_enabled(
                on && !computer.help_barred,
                egui::Button::new(tr.t(m::COMPUTER_HINT)),
            )
            .on_hover_text(tr.t(m::COMPUTER_HINT_HELP));
        if said_why_off(hint, tr, computer).clicked() {
            commands.push(Command::Computer(ComputerCommand::Hint));
        }
        let analysis =
            egui::Button::new(tr.t(m::COMPUTER_ANALYSIS)).selected(computer.analysis_open);
        let analysis = ui
            .add_enabled(!computer.help_barred || computer.analysis_open, analysis)
            .on_hover_text(tr.t(m::COMPUTER_ANALYSIS_HELP));
        if said_why_off(analysis, tr, computer).clicked() {
            commands.push(Command::Settings(SettingsCommand::ToggleAnalysis));
        }
        if game.players.any_computer() && on {
            let label = if computer.paused {
                m::COMPUTER_RESUME
            } else {
                m::COMPUTER_PAUSE
            };
            if ui.button(tr.t(label)).clicked() {
                commands.push(Command::Computer(ComputerCommand::TogglePause));
            }
        }
    });
    // A network game going on whose help is not barred is a lesson.
    if computer.network && !computer.help_barred {
        ui.label(RichText::new(tr.t(m::NET_LESSON_ON)).weak());
    }
}

/// A help button barred in a network game says why when pointed at.
fn said_why_off(response: egui::Response, tr: Tr, computer: &ComputerView) -> egui::Response {
    if computer.help_barred {
        response.on_disabled_hover_text(tr.t(m::NET_HELP_OFF))
    } else {
        response
    }
}

/// The button that starts a review: always there, enabled while there is a
/// game to review and no review of it yet.
pub(super) fn review_button(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let can = game.ply_count() > 0
        && !computer.network
        && computer.review_progress.is_none()
        && game.current_review().is_none();
    if ui
        .add_enabled(can, egui::Button::new(tr.t(m::COMPUTER_REVIEW)))
        .on_hover_text(tr.t(m::COMPUTER_REVIEW_HELP))
        .clicked()
    {
        commands.push(Command::Computer(ComputerCommand::StartReview));
    }
}

/// The review: its progress, then the summary per player and the ways to learn
/// from it (its graph is under the board, [`super::review_graph`]).
pub(super) fn review(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let lang = tr.0;
    if let Some((done, all)) = computer.review_progress {
        ui.label(tr.t(m::COMPUTER_REVIEWING));
        ui.horizontal_wrapped(|ui| {
            let fraction = if all == 0 {
                0.0
            } else {
                done as f32 / all as f32
            };
            let bar = egui::ProgressBar::new(fraction)
                .desired_width(150.0_f32.min(ui.available_width() - 8.0))
                .show_percentage();
            crate::gui::reader::progress(ui, bar, fraction, tr.t(m::COMPUTER_REVIEWING));
            if ui.small_button(tr.t(m::CANCEL)).clicked() {
                commands.push(Command::Computer(ComputerCommand::CancelReview));
            }
        });
        ui.separator();
        return;
    }
    let Some(review) = game.current_review() else {
        return;
    };
    ui.label(RichText::new(tr.t(m::COMPUTER_REVIEW_TITLE)).strong());
    for side in Side::BOTH {
        let summary = review.summary(side);
        let accuracy = summary
            .accuracy
            .map(|a| format!("{} {a:.0}%", tr.t(m::COMPUTER_ACCURACY)));
        let mut counts: Vec<String> = Vec::new();
        for class in [
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ] {
            let n = summary.count(class);
            if n > 0 {
                counts.push(format!("{n}\u{a0}{}", class_name(class, n, lang)));
            }
        }
        // The accuracy and the marked moves beside the name, on one line where
        // they fit (the move list below needs the height): a column of its own,
        // so a long line wraps there and not under the player's disc.
        let line: Vec<String> = accuracy
            .into_iter()
            .chain((!counts.is_empty()).then(|| counts.join(", ")))
            .collect();
        ui.horizontal_top(|ui| {
            side_swatch(ui, side);
            ui.label(RichText::new(game.players.name(side)).strong());
            ui.vertical(|ui| {
                if !line.is_empty() {
                    ui.label(line.join(" · "));
                }
            });
        });
    }
    crate::gui::panels::training::learn_buttons(ui, lang, review, commands);
    ui.separator();
}
