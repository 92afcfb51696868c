//! "Save as a level" in the editor's panel: the goal (those of the game),
//! the star limits, the level's name, its stage's name, text and hint;
//! Prove, with its progress and Cancel; what the proof found, in words; and
//! Save once the level as it stands is proven.

use std::sync::Arc;

use eframe::egui::{self, RichText, Ui};

use crate::app::editor::{Editor, EditorOutcome, GoalKind, Verdict};
use crate::app::text::{Lang, Tr};
use crate::app::training::course_proof::level_error_words;
use crate::i18n::m;

impl Editor {
    /// The level form, while it is open; `Some` when the level is to be
    /// saved.
    pub(super) fn level_form(&mut self, ui: &mut Ui, lang: Lang) -> Option<EditorOutcome> {
        let tr = Tr(lang);
        if self.level.is_none() {
            if ui.button(tr.t(m::EDITOR_SAVE_AS_LEVEL)).clicked() {
                self.open_level_form();
            }
            return None;
        }
        if self.poll_level_proof() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
        ui.separator();
        ui.label(RichText::new(tr.t(m::EDITOR_LEVEL_HEADING)).strong());
        self.level_fields(ui, tr);
        self.level_proof(ui, tr)
    }

    fn level_fields(&mut self, ui: &mut Ui, tr: Tr) {
        let game = self.game;
        let Some(form) = &mut self.level else { return };
        let label = ui.label(tr.t(m::EDITOR_LEVEL_GOAL));
        egui::ComboBox::from_id_salt("level-goal")
            .selected_text(tr.t(form.goal.label()))
            .show_ui(ui, |ui| {
                for goal in GoalKind::of_game(game) {
                    ui.selectable_value(&mut form.goal, *goal, tr.t(goal.label()));
                }
            })
            .response
            .labelled_by(label.id);
        if !GoalKind::of_game(game).contains(&form.goal) {
            form.goal = GoalKind::of_game(game)[0];
        }
        match form.goal {
            GoalKind::Reach => {
                let label = ui.label(tr.t(m::EDITOR_LEVEL_SQUARE));
                ui.add(egui::TextEdit::singleline(&mut form.square).desired_width(60.0))
                    .labelled_by(label.id);
            }
            GoalKind::CaptureAtOnce => {
                let label = ui.label(tr.t(m::EDITOR_LEVEL_COUNT));
                ui.add(egui::DragValue::new(&mut form.count).range(1..=12))
                    .labelled_by(label.id);
            }
            _ => {}
        }
        let label = ui.label(tr.t(m::EDITOR_LEVEL_STARS));
        ui.horizontal(|ui| {
            for (n, value) in [
                (3, &mut form.stars.0),
                (2, &mut form.stars.1),
                (1, &mut form.stars.2),
            ] {
                let name = tr.f(m::EDITOR_LEVEL_STARS_FOR, [("stars", n.into())]);
                ui.add(egui::DragValue::new(value).range(1..=12))
                    .labelled_by(label.id)
                    .on_hover_text(name);
            }
        });
        for (id, field, lines) in [
            (m::EDITOR_LEVEL_NAME, &mut form.id, 1),
            (m::EDITOR_LEVEL_STAGE_NAME, &mut form.stage_name, 1),
            (m::EDITOR_LEVEL_TEXT, &mut form.text, 2),
            (m::EDITOR_LEVEL_HINT, &mut form.hint, 2),
        ] {
            let label = ui.label(tr.t(id));
            ui.add(
                egui::TextEdit::multiline(field)
                    .desired_rows(lines)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        }
    }

    /// Prove (or its progress and Cancel), what it found, and Save.
    fn level_proof(&mut self, ui: &mut Ui, tr: Tr) -> Option<EditorOutcome> {
        let proving = self.level.as_ref().is_some_and(|f| f.proof.is_some());
        let level = self.level();
        ui.horizontal_wrapped(|ui| {
            if proving {
                ui.spinner();
                ui.label(tr.t(m::EDITOR_LEVEL_PROVING));
                if ui.button(tr.t(m::TRAINING_LEVEL_CANCEL)).clicked() {
                    self.cancel_level_proof();
                }
            } else if ui
                .add_enabled(
                    level.is_ok(),
                    egui::Button::new(tr.t(m::EDITOR_LEVEL_PROVE)),
                )
                .clicked()
            {
                let ctx = ui.ctx().clone();
                self.prove_level(Arc::new(move || ctx.request_repaint()));
            }
        });
        if let Err(why) = &level {
            ui.label(
                RichText::new(tr.f(m::EDITOR_LEVEL_NOT_A_LEVEL, [("why", why.as_str().into())]))
                    .color(ui.visuals().error_fg_color),
            );
        }
        let current = level.ok();
        match self.level.as_ref().and_then(|f| f.verdict.as_ref()) {
            Some(Verdict::Proven(l, proven)) if Some(l) == current.as_ref() => {
                ui.label(tr.f(
                    m::EDITOR_LEVEL_PROVEN,
                    [
                        ("moves", proven.moves_needed.into()),
                        ("line", proven.solution.join(" ").into()),
                    ],
                ));
            }
            Some(Verdict::Refused(l, e)) if Some(l) == current.as_ref() => {
                let why = level_error_words(tr, e);
                let words = tr.f(m::EDITOR_LEVEL_NOT_A_LEVEL, [("why", why.into())]);
                ui.label(RichText::new(words).color(ui.visuals().error_fg_color));
            }
            _ => {}
        }
        let file = self.level_file();
        let mut outcome = None;
        ui.horizontal_wrapped(|ui| {
            let save = ui
                .add_enabled(
                    file.is_some(),
                    egui::Button::new(tr.t(m::EDITOR_LEVEL_SAVE)),
                )
                .on_disabled_hover_text(tr.t(m::EDITOR_LEVEL_PROVE_FIRST));
            if save.clicked() {
                outcome = file.map(EditorOutcome::SaveLevel);
            }
            if ui.button(tr.t(m::EDITOR_LEVEL_CLOSE)).clicked() {
                self.cancel_level_proof();
                self.level = None;
            }
        });
        outcome
    }
}
