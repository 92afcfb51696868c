//! Learn > Capture drill: the round's clock and score, the best kept, and
//! how the round ended (the maximal routes drawn when a capture fell short).

use std::time::Duration;

use eframe::egui::{RichText, Ui};

use super::board::Marks;
use super::shared::{bad_text, button, clock, fixed_block, good_text, route_picker};
use crate::app::command::Command;
use crate::app::highlight::Highlight;
use crate::app::play::GamePlay;
use crate::app::training::drill::End;
use crate::app::training::drill_screen::DrillScreen;
use crate::app::training::{Trainer, TrainingCommand};
use crate::i18n::{Tr, m};

pub(super) fn drill_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &DrillScreen,
    now: f64,
    commands: &mut Vec<Command>,
) {
    ui.heading(tr.t(m::TRAINING_DRILL));
    ui.label(tr.t(m::TRAINING_DRILL_INTRO));
    ui.separator();
    let running = s.round.is_some();
    button(
        ui,
        !running,
        tr.t(m::TRAINING_START_ROUND),
        TrainingCommand::StartRound,
        commands,
    );
    ui.label(
        RichText::new(tr.f(m::TRAINING_TIME_LEFT, [("time", clock(s.left(now)).into())]))
            .size(20.0)
            .strong(),
    );
    ui.label(tr.f(m::TRAINING_SCORE, [("score", s.score().into())]));
    let best = &trainer.progress.drill;
    ui.label(tr.f(
        m::TRAINING_BEST,
        [
            ("score", best.best_score.into()),
            (
                "time",
                clock(Duration::from_millis(best.best_time_ms.unwrap_or(0))).into(),
            ),
        ],
    ));
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    fixed_block(ui, 170.0, |ui| round_state(ui, tr, s));
}

/// The capture to find (its maximum), and once the round is over how it
/// ended, its score and time, and a new best.
fn round_state(ui: &mut Ui, tr: Tr, s: &DrillScreen) {
    let dark = ui.visuals().dark_mode;
    if let Some(d) = s.current() {
        ui.label(
            RichText::new(tr.f(m::TRAINING_CAPTURE_MAXIMUM, [("maximum", d.maximum.into())]))
                .strong(),
        );
    }
    let Some(f) = &s.finished else { return };
    match &f.end {
        End::Short {
            captured, maximum, ..
        } => {
            ui.label(
                RichText::new(tr.f(
                    m::TRAINING_DRILL_SHORT,
                    [
                        ("captured", (*captured).into()),
                        ("maximum", (*maximum).into()),
                    ],
                ))
                .color(bad_text(dark)),
            );
        }
        End::TimeUp => {
            ui.label(RichText::new(tr.t(m::TRAINING_DRILL_TIME_UP)).strong());
        }
        End::AllDone => {
            ui.label(
                RichText::new(tr.t(m::TRAINING_DRILL_ALL_DONE))
                    .color(good_text(dark))
                    .strong(),
            );
        }
    }
    ui.label(tr.f(
        m::TRAINING_DRILL_RESULT,
        [("score", f.score.into()), ("time", clock(f.time).into())],
    ));
    if f.new_best {
        ui.label(
            RichText::new(tr.t(m::TRAINING_DRILL_NEW_BEST))
                .color(good_text(dark))
                .strong(),
        );
    }
}

pub(super) fn drill_marks(s: &DrillScreen) -> Marks {
    let mut marks = Marks::default();
    let (Some(board), Some(f)) = (&s.board, &s.finished) else {
        return marks;
    };
    if let (
        End::Short {
            played, maximal, ..
        },
        GamePlay::Dama(p),
    ) = (&f.end, &board.play)
    {
        let pos = p.session.position();
        marks.maximal = maximal
            .iter()
            .filter_map(|t| pos.route(&pos.parse_move(t).ok()?))
            .collect();
        let short = match pos.parse_move(played) {
            Ok(mv) | Err(crate::games::MoveError::NonMaximal { mv, .. }) => pos.route(&mv),
            Err(_) => None,
        };
        if let Some(route) = short {
            marks.highlights.push(Highlight::Route {
                route,
                legal: false,
            });
        }
    }
    marks
}
