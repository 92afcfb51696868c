//! The two pictures of an evaluation: the bar beside the board (how the game
//! stands now, as a winning chance) and the graph of a whole game under the move
//! list (one point per position, the mistakes marked; click a point to go there).

use eframe::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, WidgetInfo, pos2, vec2,
};

use crate::ai::review::{Chance, MoveClass};
use crate::games::Side;

/// The colour a move class is shown in (the same in both themes).
pub fn class_color(class: MoveClass) -> Color32 {
    match class {
        MoveClass::Best => Color32::from_rgb(0x3c, 0xa5, 0x5c),
        MoveClass::Good => Color32::from_rgb(0x7f, 0xb0, 0x8a),
        MoveClass::Inaccuracy => Color32::from_rgb(0xe6, 0xb4, 0x22),
        MoveClass::Mistake => Color32::from_rgb(0xf0, 0x7d, 0x28),
        MoveClass::Blunder => Color32::from_rgb(0xdb, 0x3a, 0x34),
    }
}

/// The colours of the two sides on the charts: White's share is light.
/// The evaluation bar's edge: 3:1 or more against both themes' panels.
pub const BAR_EDGE: Color32 = Color32::from_gray(0x80);

fn side_colors(ui: &Ui) -> (Color32, Color32) {
    if ui.visuals().dark_mode {
        (Color32::from_gray(0xe8), Color32::from_gray(0x30))
    } else {
        (Color32::from_gray(0xfa), Color32::from_gray(0x3a))
    }
}

/// A vertical bar, White's share at the bottom (or at the top when the board is
/// flipped): `white_chance` from -1 (Black wins) to +1 (White wins). `label` is
/// what it shows in words (`+1.3`, `#12`), for people and screen readers.
pub fn eval_bar(
    ui: &mut Ui,
    size: egui::Vec2,
    white_chance: Option<Chance>,
    label: &str,
    flipped: bool,
) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let name = label.to_string();
    // Read as its words: as a progress bar with no range, Orca would call
    // any standing "0 percent".
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Label, true, &name));
    if !ui.is_rect_visible(rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    let (white, black) = side_colors(ui);
    painter.rect_filled(rect, 3.0, black);
    let share = white_chance.map_or(0.5, |c| ((c + 1.0) / 2.0).clamp(0.0, 1.0)) as f32;
    let height = rect.height() * share;
    let white_part = if flipped {
        Rect::from_min_size(rect.min, vec2(rect.width(), height))
    } else {
        Rect::from_min_max(pos2(rect.min.x, rect.max.y - height), rect.max)
    };
    painter.rect_filled(white_part, 3.0, white);
    painter.line_segment(
        [
            pos2(rect.min.x, rect.center().y),
            pos2(rect.max.x, rect.center().y),
        ],
        Stroke::new(1.0, Color32::from_rgb(0xc0, 0x40, 0x40).gamma_multiply(0.6)),
    );
    // The number, on the side that is ahead.
    let white_ahead = white_chance.unwrap_or(0.0) >= 0.0;
    let (at, align, color) = match (white_ahead, flipped) {
        (true, false) | (false, true) => (
            rect.center_bottom() - vec2(0.0, 3.0),
            Align2::CENTER_BOTTOM,
            black,
        ),
        _ => (
            rect.center_top() + vec2(0.0, 3.0),
            Align2::CENTER_TOP,
            white,
        ),
    };
    painter.text(at, align, label, FontId::proportional(13.0), color);
    // An edge that shows on either theme's panel, so that a bar all White's
    // (as light as the light panel) or all Black's still reads as a bar.
    painter.rect_stroke(
        rect,
        3.0,
        Stroke::new(1.0, BAR_EDGE),
        egui::StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect,
        3.0,
        Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color),
        egui::StrokeKind::Inside,
    );
}

/// One point of the graph: the position after `n` moves.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GraphPoint {
    /// White's winning chance there, if known yet.
    pub white_chance: Option<Chance>,
    /// The class of the move that led here (none for the start).
    pub class: Option<MoveClass>,
    /// Who made that move.
    pub mover: Option<Side>,
}

/// The evaluation graph of a game: White's chance across the positions, White's
/// share shaded; marks on inaccuracies, mistakes and blunders; a line at the
/// position on the board. Returns the position clicked, if any. Each point is
/// an accessible button named by `point_name(n)`.
pub fn eval_graph(
    ui: &mut Ui,
    height: f32,
    points: &[GraphPoint],
    cursor: usize,
    point_name: &dyn Fn(usize) -> String,
) -> Option<usize> {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
    let graph_name = point_name(usize::MAX);
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Image, true, &graph_name));
    if points.is_empty() {
        return None;
    }
    let scale = GraphScale::new(rect, points.len());
    if ui.is_rect_visible(rect) {
        paint_graph(ui, &scale, points, cursor);
    }
    graph_spots(ui, response.id, &scale, point_name)
}

/// Where the graph puts its positions and chances.
struct GraphScale {
    rect: Rect,
    /// How many positions it shows.
    n: usize,
    /// The first and last positions a little inside the edges, so that the
    /// line at the last one (a finished game's usual place) is seen whole.
    inset: f32,
    /// From one position to the next.
    step: f32,
}

impl GraphScale {
    fn new(rect: Rect, n: usize) -> GraphScale {
        let inset = 4.0;
        let step = if n > 1 {
            (rect.width() - 2.0 * inset) / (n - 1) as f32
        } else {
            0.0
        };
        GraphScale {
            rect,
            n,
            inset,
            step,
        }
    }

    fn x_of(&self, i: usize) -> f32 {
        self.rect.left() + self.inset + self.step * i as f32
    }

    fn y_of(&self, c: Chance) -> f32 {
        self.rect.center().y - (c as f32).clamp(-1.0, 1.0) * self.rect.height() / 2.0 * 0.92
    }
}

/// The graph's picture: the curve with White's share under it, the even
/// line, the line at the position on the board, the marked moves.
fn paint_graph(ui: &Ui, scale: &GraphScale, points: &[GraphPoint], cursor: usize) {
    let rect = scale.rect;
    let painter = ui.painter_at(rect);
    let (white, black) = side_colors(ui);
    painter.rect_filled(rect, 2.0, black.gamma_multiply(0.85));
    // White's share: the area under the curve.
    let mut last = 0.0;
    let curve: Vec<Pos2> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if let Some(c) = p.white_chance {
                last = c;
            }
            pos2(scale.x_of(i), scale.y_of(last))
        })
        .collect();
    for pair in curve.windows(2) {
        let quad = vec![
            pos2(pair[0].x, rect.bottom()),
            pair[0],
            pair[1],
            pos2(pair[1].x, rect.bottom()),
        ];
        painter.add(Shape::convex_polygon(
            quad,
            white.gamma_multiply(0.85),
            Stroke::NONE,
        ));
    }
    painter.add(Shape::line(
        curve.clone(),
        Stroke::new(1.5, Color32::from_rgb(0x5f, 0x9e, 0xd6)),
    ));
    painter.line_segment(
        [
            pos2(rect.left(), rect.center().y),
            pos2(rect.right(), rect.center().y),
        ],
        Stroke::new(1.0, Color32::GRAY.gamma_multiply(0.5)),
    );
    if cursor < scale.n {
        let x = scale.x_of(cursor);
        painter.line_segment(
            [pos2(x, rect.top()), pos2(x, rect.bottom())],
            Stroke::new(2.0, ui.visuals().selection.stroke.color),
        );
    }
    for (i, p) in points.iter().enumerate() {
        if let Some(class) = p.class.filter(|c| *c >= MoveClass::Inaccuracy) {
            painter.circle(
                curve[i],
                3.5,
                class_color(class),
                Stroke::new(1.0, Color32::BLACK),
            );
        }
    }
}

/// Each position is a spot to click, named for screen readers and tests;
/// the one clicked.
fn graph_spots(
    ui: &mut Ui,
    id: egui::Id,
    scale: &GraphScale,
    point_name: &dyn Fn(usize) -> String,
) -> Option<usize> {
    let mut clicked = None;
    for i in 0..scale.n {
        let half = (scale.step / 2.0).max(2.0);
        let spot = Rect::from_min_max(
            pos2(scale.x_of(i) - half, scale.rect.top()),
            pos2(scale.x_of(i) + half, scale.rect.bottom()),
        )
        .intersect(scale.rect);
        let r = ui.interact(spot, id.with(i), Sense::click());
        let name = point_name(i);
        r.widget_info(move || WidgetInfo::labeled(egui::Role::Button, true, &name));
        if r.clicked() {
            clicked = Some(i);
        }
    }
    clicked
}

/// The bar of the winning chance beside the board (the analysis panel open);
/// returns the area left for the board.
pub fn eval_bar_beside(ui: &mut Ui, area: egui::Rect, app: &crate::app::App) -> egui::Rect {
    // Wide enough for `#-12` in the smallest text the window uses.
    let width = 34.0;
    // As tall as the board, which is the largest square beside the bar.
    let rest = area.with_min_x(area.min.x + width + 8.0);
    // A window shrunk (or an interface grown) past the board leaves no room.
    let side = (rest.width().min(rest.height()) * 0.94).max(0.0);
    let bar = egui::Rect::from_center_size(
        egui::pos2(area.min.x + 4.0 + width / 2.0, rest.center().y),
        egui::vec2(width, side),
    );
    let to_move = app.game().side_to_move();
    let (chance, label) = match app.game().outcome() {
        // The game is over: the bar shows its result.
        Some(outcome) => {
            let chance = match outcome.winner() {
                Some(Side::White) => 1.0,
                Some(Side::Black) => -1.0,
                None => 0.0,
            };
            (Some(chance), outcome.score().to_string())
        }
        None => {
            let eval = app.computer().analysis(app.game()).map(|a| a.eval);
            (
                eval.map(|e| e.white_chance(to_move)),
                eval.map_or_else(String::new, |e| e.bar_label(to_move)),
            )
        }
    };
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(bar));
    eval_bar(&mut child, bar.size(), chance, &label, app.board_flipped());
    rest
}
