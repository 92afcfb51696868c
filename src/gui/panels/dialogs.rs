//! Dialogs over the board: the lot's announcement, the losing-move question, the
//! refusal of a forbidden move, and the choice among capture routes.

use eframe::egui::{self, RichText, Ui};

use crate::games::Side;
use crate::gui::app::{App, Dialog, LotReveal};
use crate::gui::command::Command;
use crate::gui::i18n::T;
use crate::gui::play::GamePlay;

pub fn show(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = app.tr();
    if let Some(lot) = &app.lot {
        let elapsed = ui.input(|i| i.time) - lot.started;
        let modal = egui::Modal::new(egui::Id::unique("lot")).show(ui.ctx(), |ui| {
            ui.set_min_width(320.0);
            ui.heading(tr.t(T::TheLot));
            ui.add_space(8.0);
            // The names take turns, slowing down, until the lot falls. The layout
            // stays the same throughout, so the button does not move.
            let first = app.game.first_side();
            let (caption, side) = if elapsed < LotReveal::SECONDS {
                let flicks =
                    (elapsed * 12.0 * (1.0 - elapsed / (2.0 * LotReveal::SECONDS))) as usize;
                let side = if flicks % 2 == 0 {
                    Side::White
                } else {
                    Side::Black
                };
                (tr.t(T::DrawingLots).to_string(), side)
            } else {
                (tr.lot_result(first, app.game.players.name(first)), first)
            };
            ui.label(caption);
            ui.horizontal(|ui| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(24.0, 24.0), egui::Sense::hover());
                let pal = crate::gui::theme::Palette::for_theme(ui.visuals().dark_mode);
                crate::gui::board::paint_piece(
                    ui.painter(),
                    rect.center(),
                    10.0,
                    side,
                    false,
                    &pal,
                    1.0,
                );
                ui.label(
                    RichText::new(app.game.players.name(side))
                        .size(24.0)
                        .strong(),
                );
            });
            ui.add_space(8.0);
            if ui.button(tr.t(T::Play)).clicked() {
                commands.push(Command::CloseLot);
            }
        });
        if modal.should_close() {
            commands.push(Command::CloseLot);
        }
    }

    match &app.dialog {
        Some(Dialog::ConfirmLosing {
            text,
            captured,
            maximum,
        }) => {
            let modal = egui::Modal::new(egui::Id::unique("losing")).show(ui.ctx(), |ui| {
                ui.set_max_width(420.0);
                ui.heading(tr.t(T::LosingTitle));
                ui.add_space(6.0);
                ui.label(tr.losing_explanation(text, *captured, *maximum));
                ui.add_space(10.0);
                ui.horizontal(|ui| {
                    if ui.button(tr.t(T::LosingKeep)).clicked() {
                        commands.push(Command::CloseDialog);
                    }
                    let danger = egui::Button::new(
                        RichText::new(tr.t(T::LosingConfirm)).color(egui::Color32::WHITE),
                    )
                    .fill(egui::Color32::from_rgb(0xb0, 0x30, 0x20));
                    if ui.add(danger).clicked() {
                        commands.push(Command::ConfirmLosing);
                    }
                });
            });
            if modal.should_close() {
                commands.push(Command::CloseDialog);
            }
        }
        Some(Dialog::Refused {
            text,
            captured,
            maximum,
        }) => {
            let modal = egui::Modal::new(egui::Id::unique("refused")).show(ui.ctx(), |ui| {
                ui.set_max_width(420.0);
                ui.heading(tr.t(T::RefusedTitle));
                ui.add_space(6.0);
                ui.label(tr.refused_explanation(text, *captured, *maximum));
                ui.add_space(10.0);
                if ui.button(tr.t(T::Ok)).clicked() {
                    commands.push(Command::CloseDialog);
                }
            });
            if modal.should_close() {
                commands.push(Command::CloseDialog);
            }
        }
        None => {}
    }

    if let GamePlay::Dama(play) = &app.game.play {
        if !play.input.choosing.is_empty() {
            egui::Window::new(tr.t(T::ChooseRoute))
                .id(egui::Id::unique("choose-route"))
                .collapsible(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 40.0))
                .show(ui.ctx(), |ui| {
                    for (i, route) in play.input.choosing.iter().enumerate() {
                        if ui
                            .button(format!("{}. {}", i + 1, route.notation()))
                            .clicked()
                        {
                            commands.push(Command::PickRoute(i));
                        }
                    }
                    if ui.button(tr.t(T::Cancel)).clicked() {
                        commands.push(Command::CancelInput);
                    }
                });
        }
    }
}
