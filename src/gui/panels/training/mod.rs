//! The trainer's screens in the window (Learn > Course, Learn > Puzzles, Learn > Capture
//! drill, learning from mistakes after a review): a side panel of its own and
//! the trainer's board, turned to the solver's side, with its marks (the
//! wrong move, the hint, the routes and lines to show). Every text comes from
//! `assets/locales/*/training.ftl`.
//!
//! The panel's controls sit above the lines that come and go (feedback, the
//! rating change), in blocks of fixed height, so nothing moves under the
//! pointer when a line appears.
//!
//! One module a screen: `course`, `puzzles`, `drill`, `mistakes`; the board and
//! its marks in `board`, the move box under it in `typing`, what they share
//! in `shared`.

mod board;
mod course;
mod drill;
mod mistakes;
mod puzzles;
mod shared;
mod typing;

use crate::gui::layout::PanelPlace;
use eframe::egui::{self, RichText, Ui};

use crate::app::App;
use crate::app::command::Command;
use crate::app::training::course_screen::View;
use crate::app::training::{Notice, Screen, Trainer, TrainingCommand};
use crate::app::typed_move::MoveBox;
use crate::games::Side;
use crate::i18n::{Tr, m};
use board::show_board;
use course::{course_map, course_marks, course_panel};
use drill::{drill_marks, drill_panel};
use mistakes::{mistake_marks, mistakes_panel};
use puzzles::{puzzle_marks, puzzles_panel};
use shared::{TEXT, button};

pub use mistakes::learn_buttons;

/// What is stacked with the board besides it when the panel is under it:
/// the menu bar and the move box's strip.
const CHROME: f32 = 40.0 + 70.0;

/// The trainer in the window: its panel, and its board in the middle with
/// the move box (`typed`, its board's, lent) under it.
pub fn show(
    ui: &mut Ui,
    app: &App,
    trainer: &Trainer,
    typed: &mut MoveBox,
    commands: &mut Vec<Command>,
) {
    let tr = Tr(app.settings().language);
    let now = ui.input(|i| i.time);
    let wanted = (ui.available_width() * 0.32).clamp(240.0, 340.0);
    let place = PanelPlace::for_window(ui.ctx(), wanted, CHROME);
    let width = place.width(ui.ctx().content_rect().width());
    let typing_board = crate::app::training::typing::shown_board(&trainer.screen);
    let in_side = typing_board.is_some() && typing::in_side(ui, tr, width);
    place.panel("training").show(ui, |ui| {
        let mut contents = |ui: &mut Ui| {
            for style in [egui::TextStyle::Body, egui::TextStyle::Button] {
                if let Some(font) = ui.style_mut().text_styles.get_mut(&style) {
                    font.size = TEXT;
                }
            }
            ui.spacing_mut().item_spacing.y = 6.0;
            ui.add_space(6.0);
            button(
                ui,
                true,
                tr.t(m::TRAINING_BACK),
                TrainingCommand::Close,
                commands,
            );
            if !matches!(trainer.screen, Screen::Course(_)) {
                let label = tr.t(m::TRAINING_COURSE);
                button(ui, true, label, TrainingCommand::OpenCourse, commands);
            }
            ui.separator();
            if let Some(board) = typing_board.filter(|_| in_side) {
                typing::show(ui, tr, (&trainer.screen, board), true, typed, commands);
                ui.separator();
            }
            warning(ui, tr, trainer, commands);
            match &trainer.screen {
                Screen::Puzzles(s) => puzzles_panel(ui, tr, trainer, s, now, commands),
                Screen::Drill(s) => drill_panel(ui, tr, trainer, s, now, commands),
                Screen::Mistakes(s) => mistakes_panel(ui, tr, s, commands),
                Screen::Course(s) => course_panel(ui, tr, trainer, s, now, commands),
            }
        };
        // Under the board (a window held upright) it scrolls in its room.
        match place {
            PanelPlace::Under(_) => {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| contents(ui));
            }
            PanelPlace::Beside(_) => contents(ui),
        }
    });
    if let Some(board) = typing_board.filter(|_| !in_side) {
        typing::show(ui, tr, (&trainer.screen, board), false, typed, commands);
    }
    egui::CentralPanel::default().show(ui, |ui| {
        let (board, flipped, marks) = match &trainer.screen {
            Screen::Course(s) => match &s.view {
                View::Map => return course_map(ui, tr, trainer, s, commands),
                View::Proving(_) => return,
                View::Level(p) => (Some(&p.board), p.learner == Side::Black, course_marks(p)),
            },
            Screen::Puzzles(s) => (
                s.board.as_ref(),
                s.attempt
                    .as_ref()
                    .is_some_and(|a| a.orientation() == Side::Black),
                puzzle_marks(s),
            ),
            Screen::Drill(s) => (
                s.board.as_ref(),
                s.board
                    .as_ref()
                    .is_some_and(|b| b.side_to_move() == Side::Black),
                drill_marks(s),
            ),
            Screen::Mistakes(s) => (s.board.as_ref(), s.player == Side::Black, mistake_marks(s)),
        };
        if let Some(board) = board {
            show_board(ui, app, board, flipped, &marks, commands);
        }
    });
}

fn warning(ui: &mut Ui, tr: Tr, trainer: &Trainer, commands: &mut Vec<Command>) {
    let Some(notice) = &trainer.warning else {
        return;
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        match notice {
            Notice::Reset(w) | Notice::Replaced(w) => {
                let said = match notice {
                    Notice::Reset(_) => m::TRAINING_PROGRESS_RESET,
                    _ => m::TRAINING_PROGRESS_REPLACED,
                };
                ui.label(RichText::new(tr.t(said)).strong())
                    .on_hover_text(&w.message);
                if let Some(kept) = &w.kept_as {
                    ui.label(tr.f(
                        m::TRAINING_PROGRESS_KEPT,
                        [("path", kept.display().to_string().into())],
                    ));
                }
            }
            Notice::NotSaved { path, error } => {
                ui.label(tr.f(
                    m::TRAINING_PROGRESS_NOT_SAVED,
                    [("path", path.into()), ("error", error.into())],
                ));
            }
        }
        button(
            ui,
            true,
            tr.t(m::TRAINING_OK),
            TrainingCommand::DismissWarning,
            commands,
        );
    });
    ui.separator();
}
