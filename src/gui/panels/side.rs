//! The side panel: whose turn, the pieces, the game-over banner, the move list
//! and the game's buttons.

use eframe::egui::{self, Color32, RichText, Ui};

use crate::games::{GameKind, Side};
use crate::gui::command::Command;
use crate::gui::i18n::{T, Tr};
use crate::gui::panels::end_game_buttons;
use crate::gui::play::ActiveGame;
use crate::gui::play::{DamaPlay, GamePlay};
use crate::gui::widgets::command_button;

pub fn show(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    autoplaying: bool,
    commands: &mut Vec<Command>,
) {
    // A third of the window at most, so a small window keeps most of it for the board.
    let width = (ui.available_width() * 0.3).clamp(190.0, 300.0);
    egui::Panel::right("side")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            ui.add_space(6.0);
            ui.heading(tr.game(game.kind()));
            ui.add_space(4.0);
            status(ui, game, tr, commands);
            ui.separator();
            buttons(ui, game, tr, commands);
            ui.separator();
            move_list(ui, game, autoplaying, tr, commands);
        });
}

fn status(ui: &mut Ui, game: &ActiveGame, tr: Tr, commands: &mut Vec<Command>) {
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
            route_choice(ui, tr, play, commands);
            let maximum = play.candidates().maximum;
            if maximum > 0 {
                ui.label(
                    RichText::new(tr.must_capture(maximum))
                        .color(Color32::from_rgb(0xe0, 0x5a, 0x2a)),
                );
            }
        }
        if let GamePlay::Akidada(play) = &game.play
            && play.input.pending.is_some()
        {
            ui.label(
                RichText::new(tr.t(T::ChooseRemoval)).color(Color32::from_rgb(0xd6, 0x3a, 0x2a)),
            );
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

/// When several routes end on the square clicked, the player picks one here; each
/// is listed in the colour it is drawn in on the board.
fn route_choice(ui: &mut Ui, tr: Tr, play: &DamaPlay, commands: &mut Vec<Command>) {
    if play.input.choosing.is_empty() {
        return;
    }
    let dark = ui.visuals().dark_mode;
    let base = crate::gui::theme::Palette::for_theme(dark).route;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(tr.t(T::ChooseRoute)).strong());
        for (i, route) in play.input.choosing.iter().enumerate() {
            let color = crate::gui::board::dama::route_color(base, i);
            let text = RichText::new(format!("{}. {}", i + 1, route.notation()))
                .monospace()
                .color(color);
            if ui.button(text).clicked() {
                commands.push(Command::PickRoute(i));
            }
        }
        if ui.button(tr.t(T::Cancel)).clicked() {
            commands.push(Command::CancelInput);
        }
    });
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

fn buttons(ui: &mut Ui, game: &ActiveGame, tr: Tr, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        command_button(
            ui,
            game.can_undo(),
            tr.t(T::Undo),
            None,
            Command::Undo,
            commands,
        );
        command_button(
            ui,
            game.can_redo(),
            tr.t(T::Redo),
            None,
            Command::Redo,
            commands,
        );
        if ui.button(tr.t(T::NewGame)).clicked() {
            commands.push(Command::ShowNewGame);
        }
    });
    ui.horizontal_wrapped(|ui| {
        end_game_buttons(ui, tr, game, commands);
    });
}

/// The moves in pairs, each clickable to show the game at that point. Moves
/// beyond the replay cursor (undone, or not yet replayed) are shown faded.
fn move_list(
    ui: &mut Ui,
    game: &ActiveGame,
    autoplaying: bool,
    tr: Tr,
    commands: &mut Vec<Command>,
) {
    ui.label(RichText::new(tr.t(T::Moves)).strong());
    let (texts, cursor) = game.all_move_texts();
    if texts.is_empty() {
        ui.label(RichText::new(tr.t(T::NoMovesYet)).italics().weak());
        return;
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (n, pair) in texts.chunks(2).enumerate() {
                        ui.label(RichText::new(format!("{}.", n + 1)).weak());
                        for (j, text) in pair.iter().enumerate() {
                            let ply = 2 * n + j + 1;
                            let item = move_item(ui, text, ply == cursor, ply > cursor);
                            if ply == cursor && autoplaying {
                                item.scroll_to_me(None);
                            }
                            if item.clicked() {
                                commands.push(Command::GoTo(ply));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

/// One move of the list: its notation, highlighted when it is the move on the
/// board. Named as a list item (not a button) so it is not confused with the
/// board's squares, which carry the same names.
fn move_item(ui: &mut Ui, text: &str, current: bool, later: bool) -> egui::Response {
    let mut rich = RichText::new(text).monospace();
    if later {
        rich = rich.weak();
    }
    let galley = egui::WidgetText::from(rich).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Monospace,
    );
    let padding = egui::vec2(4.0, 1.0);
    let (rect, response) =
        ui.allocate_exact_size(galley.size() + 2.0 * padding, egui::Sense::click());
    let visuals = ui.style().interact_selectable(&response, current);
    if current || response.hovered() {
        ui.painter().rect_filled(rect, 3.0, visuals.weak_bg_fill);
    }
    ui.painter()
        .galley(rect.min + padding, galley, visuals.text_color());
    let label = text.to_string();
    response.widget_info(move || {
        egui::WidgetInfo::selected(egui::Role::ListItem, true, current, &label)
    });
    response
}
