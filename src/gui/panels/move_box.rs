//! Under the board: the move box, where a move is typed in notation and
//! played with Enter, with the reason when it cannot be; and the last move
//! (and the result, once the game is over) in words, a live label that screen
//! readers read out whenever it changes.

use eframe::egui::{self, Key, Ui, accesskit::Live};

use crate::app::command::Command;
use crate::app::text::Tr;
use crate::app::typed_move::MoveBox;
use crate::i18n::m;

/// What the strip shows besides the box itself.
pub struct MoveBoxView<'a> {
    pub tr: Tr,
    /// A move in the game's notation, for the hint.
    pub example: &'a str,
    /// The last move and the result in words.
    pub announcement: &'a str,
    /// Whether the words are news: the line is then a live region, read out
    /// as it changes; not when it only comes back after a typed move's
    /// reason is cleared (the old move is not read again).
    pub live: bool,
    /// What Enter or the button asks for: the move typed played on this
    /// board (the game's, or a trainer's).
    pub play: Command,
    /// The announcement drawn on one line, cut short where it is longer (a
    /// screen reader still reads it whole): where the panel beside the board
    /// shows it in full, and the board keeps its height.
    pub one_line: bool,
}

/// The strip under the board.
pub fn show(ui: &mut Ui, view: &MoveBoxView, typed: &mut MoveBox, commands: &mut Vec<Command>) {
    let strip = egui::Panel::bottom("move-box").show(ui, |ui| {
        ui.add_space(4.0);
        contents(ui, view, typed, commands);
        ui.add_space(4.0);
    });
    let height = strip.response.rect.height();
    ui.data_mut(|d| d.insert_temp(egui::Id::unique(HEIGHT), height));
}

/// Where the strip's height in the last frame is kept.
const HEIGHT: &str = "move-box-height";

/// How tall the strip under the board is: as it was in the last frame, or
/// at first a row for the box, a line under it and the margins.
pub fn strip_height(ui: &Ui) -> f32 {
    ui.data(|d| d.get_temp::<f32>(egui::Id::unique(HEIGHT)))
        .unwrap_or_else(|| one_row_height(ui))
}

/// How tall the strip is with the box and its button on one row: that row,
/// the line under it and the margins.
pub fn one_row_height(ui: &Ui) -> f32 {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    ui.spacing().interact_size.y + line + 2.0 * ui.spacing().item_spacing.y + 16.0
}

/// How wide the row of the label, the box and its button is, unwrapped.
pub fn row_width(ui: &Ui, tr: Tr) -> f32 {
    let width = |text: &str, style: egui::TextStyle| {
        egui::WidgetText::from(text)
            .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
            .size()
            .x
    };
    let button = width(tr.t(m::MOVE_BOX_PLAY), egui::TextStyle::Button);
    width(tr.t(m::MOVE_BOX_LABEL), egui::TextStyle::Body)
        + BOX_WIDTH
        + button
        + 2.0 * ui.spacing().button_padding.x
        + 2.0 * ui.spacing().item_spacing.x
}

/// The widest the text box is made.
const BOX_WIDTH: f32 = 240.0;

/// The box, its button and the line under them: under the board, or in the
/// side panel of a window too low for the board and it one above the other.
pub fn contents(ui: &mut Ui, view: &MoveBoxView, typed: &mut MoveBox, commands: &mut Vec<Command>) {
    let tr = view.tr;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr.t(m::MOVE_BOX_LABEL));
        let hint = tr.f(m::MOVE_BOX_HINT, [("example", view.example.into())]);
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut typed.text)
                    .hint_text(hint)
                    .desired_width(BOX_WIDTH.min(ui.available_width())),
            )
            .labelled_by(label.id);
        if edit.changed() {
            typed.problem = None;
        }
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if entered {
            // Ready for the next move.
            edit.request_focus();
        }
        if ui.button(tr.t(m::MOVE_BOX_PLAY)).clicked() || entered {
            commands.push(view.play.clone());
        }
    });
    // One line under the box, kept at all times so that the board does
    // not move: why a move typed was not played, else the last move in
    // words.
    let line = ui.text_style_height(&egui::TextStyle::Body);
    ui.allocate_ui(egui::vec2(ui.available_width(), line), |ui| {
        ui.set_min_height(line);
        if let Some(problem) = &typed.problem {
            let said = ui.colored_label(ui.visuals().error_fg_color, problem);
            live(ui, said.id, Live::Assertive);
        } else {
            let label = egui::Label::new(view.announcement);
            let said = match view.one_line {
                true => ui.add(label.truncate()),
                false => ui.add(label),
            };
            if view.live {
                live(ui, said.id, Live::Polite);
            }
        }
    });
}

/// Marks a label as a live region: screen readers read it when it changes.
fn live(ui: &Ui, id: egui::Id, how: Live) {
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(how));
}
