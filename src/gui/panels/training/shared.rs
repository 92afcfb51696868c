//! What the trainer's screens share: the panel's text size and colours,
//! blocks of fixed height, command buttons, the route picker, and times and
//! sides in words.

use std::time::Duration;

use eframe::egui::{self, Color32, RichText, Ui, UiBuilder, vec2};

use crate::app::command::Command;
use crate::app::play::GamePlay;
use crate::app::training::TrainingCommand;
use crate::app::training::board::TrainingBoard;
use crate::games::Side;
use crate::i18n::{Tr, m};

/// The body text size of the trainer's panel (the window's rule: nothing
/// under 13 px at the default scale).
pub(super) const TEXT: f32 = 15.0;

/// Colours of the words "right" and "wrong", per theme, at least 4.5:1
/// against the panel (tested below).
pub fn good_text(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x7d, 0xd8, 0x8e)
    } else {
        Color32::from_rgb(0x1d, 0x6b, 0x32)
    }
}

pub fn bad_text(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0xff, 0x9a, 0x8a)
    } else {
        Color32::from_rgb(0xa8, 0x24, 0x16)
    }
}

/// The marks drawn over the board: the hint and the maximal routes, at
/// least 3:1 against both colours of squares (tested below).
pub fn hint_mark(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x9f, 0xf0, 0xff)
    } else {
        Color32::from_rgb(0x0b, 0x4f, 0x9c)
    }
}

pub fn maximal_mark(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x8c, 0xff, 0x9a)
    } else {
        Color32::from_rgb(0x12, 0x5e, 0x24)
    }
}

pub(super) fn side_arg(side: Side) -> crate::i18n::Arg {
    match side {
        Side::White => "white".into(),
        Side::Black => "black".into(),
    }
}

/// A time as minutes and seconds: `2:05`.
pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}", s / 60, s % 60)
}

/// A block of fixed height at the cursor: its contents never push what
/// follows.
pub(super) fn fixed_block(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui)) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), egui::Sense::hover());
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    add(&mut child);
}

/// A button that gives a trainer command.
pub(super) fn button(
    ui: &mut Ui,
    enabled: bool,
    label: &str,
    c: TrainingCommand,
    out: &mut Vec<Command>,
) {
    if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
        out.push(Command::Training(c));
    }
}

/// Routes to choose from when several end on the square clicked.
pub(super) fn route_picker(
    ui: &mut Ui,
    tr: Tr,
    board: &TrainingBoard,
    commands: &mut Vec<Command>,
) {
    let GamePlay::Dama(play) = &board.play else {
        return;
    };
    if play.input.choosing.is_empty() {
        return;
    }
    ui.label(RichText::new(tr.t(m::TRAINING_PICK_ROUTE)).strong());
    for (i, route) in play.input.choosing.iter().enumerate() {
        button(
            ui,
            true,
            &format!("{}. {}", i + 1, route.notation()),
            TrainingCommand::PickRoute(i),
            commands,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::theme::{Palette, contrast};

    #[test]
    fn words_and_marks_stand_out_in_both_themes() {
        for dark in [false, true] {
            let panel = if dark {
                egui::Visuals::dark().panel_fill
            } else {
                egui::Visuals::light().panel_fill
            };
            for text in [good_text(dark), bad_text(dark)] {
                let r = contrast(text, panel);
                assert!(r >= 4.5, "text {text:?} on {panel:?}: {r:.2}");
            }
            let pal = Palette::for_theme(dark);
            for mark in [hint_mark(dark), maximal_mark(dark)] {
                for square in [pal.board, pal.board_alt] {
                    let r = contrast(mark, square);
                    assert!(
                        r >= 3.0,
                        "mark {mark:?} on {square:?} (dark {dark}): {r:.2}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_time_reads_as_minutes_and_seconds() {
        assert_eq!(clock(Duration::from_secs(125)), "2:05");
    }
}
