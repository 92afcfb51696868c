//! The replay bar under the board: first, previous, next and last move, a slider
//! over the whole game, and autoplay with its speed.

use eframe::egui::{self, RichText, Ui};

use crate::app::command::{Command, PlaybackCommand, SettingsCommand};
use crate::app::play::ActiveGame;
use crate::app::settings::AutoplaySpeed;
use crate::app::text::Tr;
use crate::gui::layout::Fit;
use crate::i18n::m;

pub fn show(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    autoplaying: bool,
    speed: AutoplaySpeed,
    commands: &mut Vec<Command>,
) {
    egui::Panel::bottom("replay").show(ui, |ui| {
        ui.add_space(2.0);
        bar(ui, tr, game, autoplaying, speed, commands);
        ui.add_space(2.0);
    });
}

/// The bar's controls, wherever the bar is (under the board, or at the top
/// of the side panel in a low window).
pub fn bar(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    autoplaying: bool,
    speed: AutoplaySpeed,
    commands: &mut Vec<Command>,
) {
    let (last, cursor) = (game.ply_count(), game.cursor());
    {
        // One row where it fits; in a narrow window the rest goes on a row
        // below the move buttons rather than under the side panel.
        ui.horizontal_wrapped(|ui| {
            steps(ui, tr, game, commands);

            let playing = autoplaying;
            let label = if playing {
                tr.t(m::STOP_AUTOPLAY)
            } else {
                tr.t(m::AUTOPLAY)
            };
            if ui
                .add_enabled(
                    playing || cursor < last,
                    egui::Button::new(label).selected(playing),
                )
                .clicked()
            {
                commands.push(Command::Playback(PlaybackCommand::ToggleAutoplay));
            }
            egui::ComboBox::from_id_salt("autoplay-speed")
                .selected_text(tr.t(speed.label()))
                .width(90.0)
                .show_ui(ui, |ui| {
                    for s in AutoplaySpeed::ALL {
                        if ui.selectable_label(s == speed, tr.t(s.label())).clicked() {
                            commands.push(Command::Settings(SettingsCommand::SetAutoplaySpeed(s)));
                        }
                    }
                })
                .response
                .on_hover_text(tr.t(m::AUTOPLAY_SPEED));

            // The slider fills the rest of the bar (its value box beside it),
            // or a row of its own where too little is left.
            let mut at = cursor;
            const VALUE_BOX: f32 = 56.0;
            if ui.available_size_before_wrap().x < 100.0 + VALUE_BOX {
                ui.end_row();
            }
            let left = ui.available_size_before_wrap().x;
            ui.spacing_mut().slider_width = (left - VALUE_BOX).max(60.0);
            let slider = ui.add_enabled(
                last > 0,
                egui::Slider::new(&mut at, 0..=last.max(1))
                    .show_value(true)
                    .integer(),
            );
            let slider = slider.on_hover_text(tr.t(m::MOVES));
            if slider.changed() && at != cursor {
                commands.push(Command::Playback(PlaybackCommand::GoTo(at.min(last))));
            }
        });
    }
}

/// The first, previous, next and last move buttons alone: the bar over the
/// side panel's tabs other than its overview, in a low window.
pub fn steps_bar(ui: &mut Ui, tr: Tr, game: &ActiveGame, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| steps(ui, tr, game, commands));
}

/// The four move buttons, in the row being laid out.
fn steps(ui: &mut Ui, tr: Tr, game: &ActiveGame, commands: &mut Vec<Command>) {
    let (last, cursor) = (game.ply_count(), game.cursor());
    let mut nav = |ui: &mut Ui, icon: Icon, help: &'static str, enabled: bool, to: usize| {
        if icon_button(ui, icon, tr.t(help), enabled).clicked() {
            commands.push(Command::Playback(PlaybackCommand::GoTo(to)));
        }
    };
    nav(ui, Icon::First, m::FIRST_MOVE, cursor > 0, 0);
    let previous = cursor.saturating_sub(1);
    nav(ui, Icon::Previous, m::PREVIOUS_MOVE, cursor > 0, previous);
    nav(ui, Icon::Next, m::NEXT_MOVE, cursor < last, cursor + 1);
    nav(ui, Icon::Last, m::LAST_MOVE_BUTTON, cursor < last, last);
}

/// The transport icons, painted (egui's fonts have no such glyphs).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Icon {
    First,
    Previous,
    Next,
    Last,
}

/// A button showing a painted icon, named `label` for screen readers and tests.
pub(crate) fn icon_button(ui: &mut Ui, icon: Icon, label: &str, enabled: bool) -> egui::Response {
    let response = ui
        .add_enabled(
            enabled,
            egui::Button::new("").min_size(egui::vec2(32.0, 22.0)),
        )
        .on_hover_text(label);
    let label = label.to_string();
    response.widget_info(move || egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
    let color = ui.style().interact(&response).fg_stroke.color;
    let c = response.rect.center();
    let h = 5.0;
    let triangle = |tip_x: f32, dir: f32| {
        egui::Shape::convex_polygon(
            vec![
                egui::pos2(tip_x, c.y),
                egui::pos2(tip_x - dir * 1.6 * h, c.y - h),
                egui::pos2(tip_x - dir * 1.6 * h, c.y + h),
            ],
            color,
            egui::Stroke::NONE,
        )
    };
    let bar = |x: f32| {
        egui::Shape::rect_filled(
            egui::Rect::from_center_size(egui::pos2(x, c.y), egui::vec2(2.0, 2.0 * h)),
            0.0,
            color,
        )
    };
    let painter = ui.painter();
    match icon {
        Icon::First => {
            painter.add(bar(c.x - 5.0));
            painter.add(triangle(c.x - 3.5, -1.0));
        }
        Icon::Previous => {
            painter.add(triangle(c.x - 4.0, -1.0));
        }
        Icon::Next => {
            painter.add(triangle(c.x + 4.0, 1.0));
        }
        Icon::Last => {
            painter.add(triangle(c.x + 3.5, 1.0));
            painter.add(bar(c.x + 5.0));
        }
    }
    response
}

/// The status line at the foot of the window: what was just done ("Saved
/// game.ron in ..."). Always one line high, so nothing above it moves when a
/// message comes or goes. When the interface does not fit the window at its
/// size, it says so first, with a button for the largest size that fits.
pub fn status_line(
    ui: &mut Ui,
    tr: Tr,
    status: Option<&str>,
    fit: Fit,
    commands: &mut Vec<Command>,
) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body) + 4.0);
            if let Fit::TooLarge { size, largest } = fit {
                too_large(ui, tr, size, largest, commands);
            }
            if let Some(text) = status {
                ui.label(text);
            }
        });
    });
}

/// That the interface does not fit at `size`, and the button for `largest`.
fn too_large(ui: &mut Ui, tr: Tr, size: u16, largest: Option<u16>, commands: &mut Vec<Command>) {
    let warn = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode).warn;
    match largest {
        Some(largest) => {
            let text = tr.f(m::INTERFACE_TOO_LARGE, [("size", size.into())]);
            ui.label(RichText::new(text).color(warn));
            let button = tr.f(m::INTERFACE_USE_SIZE, [("size", largest.into())]);
            if ui.button(button).clicked() {
                commands.push(Command::Settings(SettingsCommand::SetInterfaceSize(
                    largest,
                )));
            }
        }
        None => {
            let smallest = crate::app::settings::INTERFACE_SIZES[0];
            let text = tr.f(m::INTERFACE_WINDOW_TOO_SMALL, [("size", smallest.into())]);
            ui.label(RichText::new(text).color(warn));
        }
    }
}
