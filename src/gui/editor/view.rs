//! The editor on screen: the tools on the right, the problems under the board,
//! the board in the rest. All state lives in the model; this only paints and
//! turns what the user does into calls on it.

use eframe::egui::{
    self, Align2, Color32, Rect, Response, RichText, Sense, StrokeKind, TextStyle, Ui, WidgetInfo,
    pos2, vec2,
};

use crate::app::text::editor as text;
use crate::app::text::{Lang, Tr};
use crate::games::akidada::{PIECES_PER_SIDE, Point};
use crate::games::dama::Square;
use crate::games::{GameKind, Problem, Side};
use crate::gui::board::{BoardStyle, names, paint_cross, paint_piece};
use crate::gui::theme::Palette;
use crate::gui::widgets::{akidada_options, dama_options};
use crate::i18n::m;

use super::{akidada, dama};
use crate::app::editor::{BoardAction, Editor, EditorOutcome, Tool};

impl Editor {
    /// The whole editor inside `ui`: the tools in a panel on the right, the
    /// problems of the position under the board, the board in the rest. Returns
    /// `Some` when the user is done.
    pub fn show(&mut self, ui: &mut Ui, lang: Lang, flipped: bool) -> Option<EditorOutcome> {
        // The board changed (here or through the public fields): show its string.
        if self.position_string() != self.text_of {
            self.sync_text();
        }
        let before = (
            self.dama,
            self.akidada,
            self.game,
            self.dama_rules,
            self.akidada_rules,
        );
        let problems = self.problems();
        let mut outcome = None;

        let (points, zoom) = (ui.ctx().content_rect().size(), ui.ctx().zoom_factor());
        let wanted = (ui.available_width() * 0.3).clamp(250.0, 330.0);
        // Room for a few lines under the board whether or not there are
        // problems, so that the board does not jump under the pointer as they
        // come and go; in a window too low for the board and them, they are
        // listed above the final buttons instead.
        let line = ui.text_style_height(&TextStyle::Body) + ui.spacing().item_spacing.y;
        let under = line * 3.0 + 12.0;
        let low =
            ui.available_height() < crate::gui::layout::board_room(points, zoom) + under + 16.0;
        // Beside the board, or under it in a window held upright (with the
        // menu bar and the problems' lines stacked with the board).
        let place = crate::gui::layout::PanelPlace::for_window(ui.ctx(), wanted, 40.0 + under);
        place.panel("editor-tools").show(ui, |ui| {
            egui::Panel::bottom("editor-actions")
                .show_separator_line(true)
                .show(ui, |ui| {
                    if low {
                        problem_list(ui, lang, &problems);
                    }
                    outcome = self.actions(ui, lang, &problems);
                });
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    self.tools(ui, lang);
                    if let Some(level) = self.level_form(ui, lang) {
                        outcome = Some(level);
                    }
                });
        });
        if !low {
            egui::Panel::bottom("editor-problems")
                .resizable(false)
                .min_size(under)
                .show(ui, |ui| {
                    problem_list(ui, lang, &problems);
                });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            let area = ui.available_rect_before_wrap();
            if let Some(action) = self.board(ui, area, lang, flipped, &problems) {
                self.act(action);
            }
        });

        if before
            != (
                self.dama,
                self.akidada,
                self.game,
                self.dama_rules,
                self.akidada_rules,
            )
        {
            // The problems listed were those of the position before the change.
            ui.ctx().request_repaint();
        }
        outcome
    }

    fn board(
        &self,
        ui: &mut Ui,
        area: Rect,
        lang: Lang,
        flipped: bool,
        problems: &[Problem],
    ) -> Option<BoardAction> {
        let tr = Tr(lang);
        // Each square or point named by what is set up on it ("e3, white man").
        let dama_names = |i: usize| names::dama_setup(tr, &self.dama, Square::new(i as u8));
        let akidada_names = |i: usize| names::akidada_setup(tr, &self.akidada, Point::new(i as u8));
        let spot_names: &dyn Fn(usize) -> String = match self.game {
            GameKind::Dama => &dama_names,
            GameKind::Akidada => &akidada_names,
        };
        let style = BoardStyle {
            palette: Palette::for_theme(ui.visuals().dark_mode),
            flipped,
            anim: None,
            now: ui.input(|i| i.time),
            tr,
            highlights: &[],
            spot_names: Some(spot_names),
        };
        match self.game {
            GameKind::Dama => {
                let bad: Vec<Square> = problems
                    .iter()
                    .filter_map(|p| match p {
                        Problem::ManOnLastRank { square, .. } => Some(*square),
                        _ => None,
                    })
                    .collect();
                let odd: Vec<Square> = problems
                    .iter()
                    .filter_map(|p| match p {
                        Problem::ManOnFirstRank { square, .. } => Some(*square),
                        _ => None,
                    })
                    .collect();
                dama::show_board(ui, area, &self.dama, self.tool, &bad, &odd, &style)
            }
            GameKind::Akidada => akidada::show_board(ui, area, &self.akidada, self.tool, &style),
        }
    }

    /// The side panel above the final buttons.
    fn tools(&mut self, ui: &mut Ui, lang: Lang) {
        let tr = Tr(lang);
        let pal = Palette::for_theme(ui.visuals().dark_mode);
        ui.add_space(6.0);
        ui.heading(Tr(lang).t(m::EDITOR_TITLE));
        ui.add_space(4.0);
        let mut game = self.game;
        for kind in GameKind::ALL {
            ui.radio_value(&mut game, kind, tr.game(kind));
        }
        if game != self.game {
            self.set_game(game);
        }
        ui.separator();

        // The palette, two tools a row.
        ui.label(RichText::new(Tr(lang).t(m::EDITOR_PIECES)).strong());
        let tools = Tool::palette(self.game);
        let gap = ui.spacing().item_spacing.x;
        let half = ((ui.available_width() - gap) / 2.0).max(60.0);
        for row in tools.chunks(2) {
            ui.horizontal(|ui| {
                for &tool in row {
                    let label = Tr(lang).t(tool.label(self.game));
                    let selected = self.tool == tool
                        || (self.game == GameKind::Akidada
                            && matches!((self.tool, tool), (Tool::King(a), Tool::Man(b)) if a == b));
                    if tool_button(ui, half, selected, label, tool, &pal).clicked() {
                        self.tool = tool;
                    }
                }
            });
        }
        let help = match self.game {
            GameKind::Dama => m::EDITOR_HELP_DAMA,
            GameKind::Akidada => m::EDITOR_HELP_AKIDADA,
        };
        ui.label(RichText::new(Tr(lang).t(help)).small().weak());
        ui.separator();

        ui.label(RichText::new(Tr(lang).t(m::EDITOR_SIDE_TO_MOVE)).strong());
        let mut side = self.side_to_move();
        // One under the other where the panel is too narrow for both.
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut side, Side::White, Tr(lang).t(m::EDITOR_WHITE_TO_MOVE));
            ui.radio_value(&mut side, Side::Black, Tr(lang).t(m::EDITOR_BLACK_TO_MOVE));
        });
        if side != self.side_to_move() {
            self.set_side_to_move(side);
        }
        ui.add_space(4.0);
        self.counts(ui, lang);
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            if ui.button(Tr(lang).t(m::EDITOR_CLEAR)).clicked() {
                self.clear();
            }
            if ui.button(Tr(lang).t(m::EDITOR_STANDARD_START)).clicked() {
                self.standard_start();
            }
        });
        ui.separator();

        self.string_field(ui, lang);
        ui.separator();

        egui::CollapsingHeader::new(tr.t(m::RULE_OPTIONS))
            .id_salt("editor-rules")
            .show(ui, |ui| {
                ui.label(
                    RichText::new(Tr(lang).t(m::EDITOR_RULES_HELP))
                        .small()
                        .weak(),
                );
                match self.game {
                    GameKind::Dama => dama_options(ui, tr, &mut self.dama_rules, false),
                    GameKind::Akidada => akidada_options(ui, tr, &mut self.akidada_rules, false),
                }
            });
    }

    /// The pieces of each side (and, in Akidada, the hands to set).
    fn counts(&mut self, ui: &mut Ui, lang: Lang) {
        let tr = Tr(lang);
        let akidada = self.game == GameKind::Akidada;
        egui::Grid::new("editor-counts")
            .num_columns(3)
            .spacing([14.0, 4.0])
            .show(ui, |ui| {
                ui.label("");
                ui.label(RichText::new(tr.t(m::ON_BOARD)).weak());
                if akidada {
                    ui.label(RichText::new(tr.t(m::IN_HAND)).weak());
                }
                ui.end_row();
                for side in Side::BOTH {
                    let (name, hand) = match side {
                        Side::White => (m::WHITE, m::EDITOR_WHITE_IN_HAND),
                        Side::Black => (m::BLACK, m::EDITOR_BLACK_IN_HAND),
                    };
                    ui.label(tr.t(name));
                    if akidada {
                        ui.label(self.akidada.on_board(side).to_string());
                        let mut n = self.akidada.in_hand(side);
                        // A slider rather than a drag value: seven values, all in
                        // view, and steps of one for arrow keys and screen readers.
                        let response = ui.add(egui::Slider::new(&mut n, 0..=PIECES_PER_SIDE));
                        // Named for screen readers and tests ("White in hand").
                        let name = tr.t(hand);
                        response.widget_info(|| WidgetInfo::slider(true, f64::from(n), name));
                        if n != self.akidada.in_hand(side) {
                            self.akidada.set_in_hand(side, n);
                        }
                    } else {
                        let count = self.dama.count(side);
                        let kings = self.dama.kings(side);
                        ui.label(if kings > 0 {
                            tr.f(
                                m::EDITOR_PIECES_WITH_KINGS,
                                [("count", count.into()), ("kings", kings.into())],
                            )
                        } else {
                            count.to_string()
                        });
                    }
                    ui.end_row();
                }
            });
    }

    /// The position string: edit it and apply it (Enter or the button).
    fn string_field(&mut self, ui: &mut Ui, lang: Lang) {
        let label = ui.label(RichText::new(Tr(lang).t(m::EDITOR_POSITION_STRING)).strong());
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut self.text)
                    .desired_width(f32::INFINITY)
                    .font(TextStyle::Monospace),
            )
            .labelled_by(label.id);
        if edit.changed() {
            self.text_error = None;
        }
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let differs = self.text != self.text_of;
        let apply = ui
            .add_enabled(differs, egui::Button::new(Tr(lang).t(m::EDITOR_APPLY)))
            .clicked();
        if (apply || entered) && differs {
            let typed = self.text.clone();
            self.apply_typed(&typed);
        }
        if let Some(e) = &self.text_error {
            ui.label(RichText::new(text::parse_error(e, lang)).color(error_color(ui)));
        }
    }

    /// Play, save, cancel.
    fn actions(&mut self, ui: &mut Ui, lang: Lang, problems: &[Problem]) -> Option<EditorOutcome> {
        let ok = !problems.iter().any(Problem::is_error);
        let mut outcome = None;
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            // The main action stands out while it can be taken.
            let mut label = RichText::new(Tr(lang).t(m::EDITOR_PLAY_FROM_HERE)).strong();
            let mut button = egui::Button::new(label.clone());
            if ok {
                label = label.color(ui.visuals().selection.stroke.color);
                button = egui::Button::new(label).fill(ui.visuals().selection.bg_fill);
            }
            let play = ui
                .add_enabled(ok, button)
                .on_disabled_hover_text(Tr(lang).t(m::EDITOR_FIX_FIRST));
            if play.clicked() {
                outcome = self.start_game(lang).ok().map(EditorOutcome::Play);
            }
            let save = ui
                .add_enabled(ok, egui::Button::new(Tr(lang).t(m::EDITOR_SAVE_AS_GAME)))
                .on_disabled_hover_text(Tr(lang).t(m::EDITOR_FIX_FIRST));
            if save.clicked() {
                outcome = self.start_game(lang).ok().map(EditorOutcome::SaveAs);
            }
            if ui.button(Tr(lang).t(m::CANCEL)).clicked() {
                outcome = Some(EditorOutcome::Cancel);
            }
        });
        ui.add_space(4.0);
        outcome
    }
}

fn error_color(ui: &Ui) -> Color32 {
    ui.visuals().error_fg_color
}

fn warning_color(ui: &Ui) -> Color32 {
    ui.visuals().warn_fg_color
}

/// The problems of the position, one a line; or that it is ready.
fn problem_list(ui: &mut Ui, lang: Lang, problems: &[Problem]) {
    ui.add_space(6.0);
    if problems.is_empty() {
        ui.label(
            RichText::new(Tr(lang).t(m::EDITOR_READY)).color(Color32::from_rgb(0x3c, 0xa5, 0x5c)),
        );
    }
    for p in problems {
        let (mark, color) = if p.is_error() {
            (m::EDITOR_ERROR_MARK, error_color(ui))
        } else {
            (m::EDITOR_WARNING_MARK, warning_color(ui))
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!("{}:", Tr(lang).t(mark)))
                    .color(color)
                    .strong(),
            );
            ui.label(RichText::new(text::problem(p, lang)).color(color));
        });
    }
    ui.add_space(6.0);
}

/// A palette button: the piece it puts, and its name (also its accessible label).
fn tool_button(
    ui: &mut Ui,
    width: f32,
    selected: bool,
    label: &str,
    tool: Tool,
    pal: &Palette,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(width, 32.0), Sense::click());
    let enabled = ui.is_enabled();
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, enabled, selected, label));
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, selected);
        let painter = ui.painter();
        painter.rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            StrokeKind::Inside,
        );
        let icon = pos2(rect.left() + 17.0, rect.center().y);
        match tool {
            Tool::Man(side) => paint_piece(painter, icon, 10.0, side, false, pal, 1.0),
            Tool::King(side) => paint_piece(painter, icon, 10.0, side, true, pal, 1.0),
            Tool::Eraser => {
                painter.circle_stroke(icon, 9.0, (1.5, visuals.text_color()));
                paint_cross(painter, icon, 4.5, visuals.text_color());
            }
        }
        painter.text(
            pos2(rect.left() + 34.0, rect.center().y),
            Align2::LEFT_CENTER,
            label,
            TextStyle::Button.resolve(ui.style()),
            visuals.text_color(),
        );
    }
    response
}
