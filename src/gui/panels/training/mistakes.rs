//! Learning from mistakes after a review: the mistake to find a better move
//! for, what the try was judged, the better move and the first moves of its
//! line, and a second try.

use eframe::egui::{RichText, Ui};

use super::board::{Marks, line_highlight};
use super::shared::{bad_text, button, fixed_block, good_text, route_picker, side_arg};
use crate::app::command::Command;
use crate::app::training::TrainingCommand;
use crate::app::training::mistake_screen::{Feedback as MFeedback, MistakeScreen};
use crate::app::training::mistakes::{Class, Judged};
use crate::games::Side;
use crate::i18n::{Tr, m};

pub(super) fn mistakes_panel(ui: &mut Ui, tr: Tr, s: &MistakeScreen, commands: &mut Vec<Command>) {
    ui.heading(tr.f(m::TRAINING_LEARN_MISTAKES, [("side", side_arg(s.player))]));
    ui.separator();
    let count = s.session.len();
    let Some(j) = s.session.current() else {
        if count == 0 {
            ui.label(tr.f(m::TRAINING_NO_MISTAKES, [("side", side_arg(s.player))]));
        } else {
            ui.label(tr.f(
                m::TRAINING_MISTAKES_DONE,
                [("found", s.session.found().into()), ("count", count.into())],
            ));
        }
        return;
    };
    fixed_block(ui, 84.0, |ui| mistake_task(ui, tr, s, j));
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            !s.settled(),
            tr.t(m::TRAINING_SHOW_BETTER),
            TrainingCommand::ShowBetter,
            commands,
        );
        button(
            ui,
            s.can_retry(),
            tr.t(m::TRAINING_RETRY),
            TrainingCommand::Retry,
            commands,
        );
        button(
            ui,
            true,
            tr.t(m::TRAINING_NEXT_MISTAKE),
            TrainingCommand::NextMistake,
            commands,
        );
    });
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    fixed_block(ui, 150.0, |ui| feedback(ui, tr, s));
}

/// Which mistake of how many, the task, and the move that was played.
fn mistake_task(ui: &mut Ui, tr: Tr, s: &MistakeScreen, j: &Judged) {
    ui.label(tr.f(
        m::TRAINING_MISTAKE_COUNT,
        [
            ("n", (s.session.index() + 1).into()),
            ("count", s.session.len().into()),
        ],
    ));
    ui.label(
        RichText::new(tr.f(m::TRAINING_FIND_BETTER, [("side", side_arg(j.mover))]))
            .strong()
            .size(17.0),
    );
    let class = if j.class == Class::Blunder {
        "blunder"
    } else {
        "mistake"
    };
    ui.label(tr.f(
        m::TRAINING_PLAYED,
        [("move", j.played.as_str().into()), ("class", class.into())],
    ));
}

/// What the try was judged: found, not found (and the better move with its
/// line), or still being judged.
fn feedback(ui: &mut Ui, tr: Tr, s: &MistakeScreen) {
    let dark = ui.visuals().dark_mode;
    match &s.feedback {
        Some(MFeedback::Found { tried }) => {
            ui.label(
                RichText::new(tr.f(m::TRAINING_FOUND, [("move", tried.as_str().into())]))
                    .color(good_text(dark))
                    .strong(),
            );
        }
        Some(MFeedback::NotFound {
            tried,
            better,
            line,
        }) => {
            if let Some(t) = tried {
                ui.label(
                    RichText::new(tr.f(m::TRAINING_NOT_FOUND, [("move", t.as_str().into())]))
                        .color(bad_text(dark))
                        .strong(),
                );
            }
            ui.label(tr.f(
                m::TRAINING_BETTER_WAS,
                [
                    ("better", better.as_str().into()),
                    ("line", line.join(" ").into()),
                ],
            ));
        }
        Some(MFeedback::Judging { tried }) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr.f(m::TRAINING_JUDGING, [("move", tried.as_str().into())]));
            });
        }
        None => {}
    }
}

pub(super) fn mistake_marks(s: &MistakeScreen) -> Marks {
    let mut marks = Marks::default();
    let Some(board) = &s.board else { return marks };
    if let Some(MFeedback::NotFound { line, .. }) = &s.feedback {
        marks.highlights.extend(line_highlight(board, line));
    }
    marks
}

/// After a review, a button for each player with mistakes to learn from
/// (beside the review's summary).
pub fn learn_buttons(
    ui: &mut Ui,
    app_lang: crate::app::text::Lang,
    review: &crate::app::play::Review,
    commands: &mut Vec<Command>,
) {
    use crate::ai::review::MoveClass;
    let tr = Tr(app_lang);
    for side in Side::BOTH {
        let summary = review.summary(side);
        if summary.count(MoveClass::Mistake) + summary.count(MoveClass::Blunder) == 0 {
            continue;
        }
        button(
            ui,
            true,
            &tr.f(m::TRAINING_LEARN_MISTAKES, [("side", side_arg(side))]),
            TrainingCommand::OpenMistakes(side),
            commands,
        );
    }
}
