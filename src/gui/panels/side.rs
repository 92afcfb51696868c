//! The side panel: whose turn, the pieces, the game-over banner, the move list
//! and the game's buttons.

use eframe::egui::{self, Color32, RichText, Ui};

use crate::games::{GameKind, Side};
use crate::gui::app::App;
use crate::gui::command::Command;
use crate::gui::i18n::{T, Tr};
use crate::gui::play::GamePlay;

pub fn show(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = app.tr();
    // A third of the window at most, so a small window keeps most of it for the board.
    let width = (ui.available_width() * 0.3).clamp(190.0, 300.0);
    egui::Panel::right("side")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            ui.add_space(6.0);
            ui.heading(tr.game(app.game.kind()));
            ui.add_space(4.0);
            status(ui, app, tr);
            ui.separator();
            buttons(ui, app, tr, commands);
            ui.separator();
            move_list(ui, app, tr);
        });
}

fn status(ui: &mut Ui, app: &App, tr: Tr) {
    let game = &app.game;
    if let Some(outcome) = game.outcome() {
        egui::Frame::new()
            .fill(Color32::from_rgb(0x2d, 0x5f, 0x9a))
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(tr.t(T::GameOver))
                        .color(Color32::WHITE)
                        .small(),
                );
                ui.label(
                    RichText::new(tr.outcome_headline(outcome, &game.players.names))
                        .color(Color32::WHITE)
                        .size(18.0)
                        .strong(),
                );
                ui.label(RichText::new(tr.reason(outcome.reason())).color(Color32::WHITE));
            });
    } else {
        let side = game.side_to_move();
        ui.horizontal(|ui| {
            side_swatch(ui, side);
            ui.label(
                RichText::new(format!("{} ({})", game.players.name(side), tr.side(side))).strong(),
            );
            ui.label(tr.t(T::ToMove));
        });
        if let GamePlay::Dama(play) = &game.play {
            let maximum = play.candidates().maximum;
            if maximum > 0 {
                ui.label(
                    RichText::new(tr.must_capture(maximum))
                        .color(Color32::from_rgb(0xe0, 0x5a, 0x2a)),
                );
            }
        }
        if let GamePlay::Akidada(play) = &game.play {
            if play.input.pending.is_some() {
                ui.label(
                    RichText::new(tr.t(T::ChooseRemoval))
                        .color(Color32::from_rgb(0xd6, 0x3a, 0x2a)),
                );
            }
        }
    }
    ui.add_space(6.0);
    egui::Grid::new("counts")
        .num_columns(3)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label(tr.t(T::OnBoard));
            if game.kind() == GameKind::Akidada {
                ui.label(tr.t(T::InHand));
            }
            ui.end_row();
            for side in Side::BOTH {
                let (board, hand) = game.piece_counts(side);
                ui.horizontal(|ui| {
                    side_swatch(ui, side);
                    ui.label(game.players.name(side));
                });
                ui.label(board.to_string());
                if game.kind() == GameKind::Akidada {
                    ui.label(hand.to_string());
                }
                ui.end_row();
            }
        });
    if game.drawn_by_lot() {
        let first = game.first_side();
        ui.label(
            RichText::new(format!(
                "{}: {}",
                tr.t(T::FirstByLot),
                game.players.name(first)
            ))
            .small(),
        );
    }
}

fn side_swatch(ui: &mut Ui, side: Side) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    let (fill, rim) = match side {
        Side::White => (Color32::from_rgb(0xfb, 0xf6, 0xea), Color32::from_gray(120)),
        Side::Black => (Color32::from_rgb(0x33, 0x2c, 0x29), Color32::from_gray(20)),
    };
    ui.painter()
        .circle(rect.center(), 6.5, fill, egui::Stroke::new(1.0, rim));
}

fn buttons(ui: &mut Ui, app: &App, tr: Tr, commands: &mut Vec<Command>) {
    let game = &app.game;
    let playing = game.outcome().is_none();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(game.can_undo(), egui::Button::new(tr.t(T::Undo)))
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(game.can_redo(), egui::Button::new(tr.t(T::Redo)))
            .clicked()
        {
            commands.push(Command::Redo);
        }
        if ui.button(tr.t(T::NewGame)).clicked() {
            commands.push(Command::ShowNewGame);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(playing, egui::Button::new(tr.t(T::OfferDraw)))
            .clicked()
        {
            commands.push(Command::AgreeDraw);
        }
        if ui
            .add_enabled(playing, egui::Button::new(tr.t(T::Resign)))
            .clicked()
        {
            commands.push(Command::Resign);
        }
    });
}

fn move_list(ui: &mut Ui, app: &App, tr: Tr) {
    ui.label(RichText::new(tr.t(T::Moves)).strong());
    let texts = app.game.move_texts();
    if texts.is_empty() {
        ui.label(RichText::new(tr.t(T::NoMovesYet)).italics().weak());
        return;
    }
    // Moves are numbered in pairs, from whichever side moved first.
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (n, pair) in texts.chunks(2).enumerate() {
                        ui.label(RichText::new(format!("{}.", n + 1)).weak());
                        for text in pair {
                            ui.monospace(text);
                        }
                        ui.end_row();
                    }
                });
        });
}
