//! Painting the boards with egui's `Painter`, and turning pointer input on them
//! into clicks and drags on named points and squares.
//!
//! Each clickable point or square is an interactive rectangle carrying an
//! AccessKit label with its name and what stands there ("d3, white man"), so
//! screen readers can read the board and UI tests can click it by name; the
//! keyboard reaches them through the board's cursor (`keys`).

pub mod akidada;
pub mod dama;
pub mod keys;
pub mod names;

use eframe::egui::{
    self, Align2, Color32, FontId, Id, Painter, Pos2, Rect, Response, Sense, Shape, Stroke, Ui,
    Vec2, WidgetInfo, pos2, vec2,
};

use super::theme::Palette;
use crate::app::anim::Anim;
use crate::app::text::Tr;
use crate::games::Side;

pub use crate::app::highlight::{BoardInput, Highlight, Tone};

/// The colour of a tone on the board.
pub fn tone_color(tone: Tone) -> Color32 {
    match tone {
        Tone::Good => Color32::from_rgb(0x2e, 0x9e, 0x4f),
        Tone::Even => Color32::from_rgb(0x6b, 0x7b, 0x8c),
        Tone::Bad => Color32::from_rgb(0xd0, 0x3a, 0x2a),
    }
}

/// The colours of the successive moves of a line: the first side's moves in
/// the first, the other side's in the second.
pub fn line_color(ply: usize) -> Color32 {
    if ply.is_multiple_of(2) {
        Color32::from_rgb(0x2f, 0x8f, 0xe0)
    } else {
        Color32::from_rgb(0xe0, 0x7a, 0x2f)
    }
}

/// How strongly the move `ply` of a drawn line shows (width and opacity): the
/// first fully, each later one less, down to 0.4 (a puzzle's solution is drawn
/// whole, however long).
pub fn line_strength(ply: usize) -> f32 {
    (1.0 - 0.15 * ply as f32).max(0.4)
}

/// What the board needs besides the game: how to draw it.
pub struct BoardStyle<'a> {
    pub palette: Palette,
    pub flipped: bool,
    /// The animation of the last move, if one is running.
    pub anim: Option<&'a Anim>,
    /// The time now, in egui's clock (seconds).
    pub now: f64,
    pub tr: Tr,
    /// What is pointed at (teaching mode, a hint, an analysis line), drawn over
    /// the board in order.
    pub highlights: &'a [Highlight],
    /// The names of the squares and points, by index, where the board
    /// played is not what is shown: the editor paints its own pieces over an
    /// empty board. `None`: named by what stands on the board played.
    pub spot_names: Option<&'a dyn Fn(usize) -> String>,
}

/// Paints one piece: a shadow, the body with a rim and an inner ring, and for a
/// king a crown. `alpha` fades it (captured pieces being lifted).
pub fn paint_piece(
    painter: &Painter,
    center: Pos2,
    radius: f32,
    side: Side,
    king: bool,
    pal: &Palette,
    alpha: f32,
) {
    let fade = |c: Color32| c.gamma_multiply(alpha.clamp(0.0, 1.0));
    let (body, rim) = match side {
        Side::White => (pal.white_piece, pal.white_rim),
        Side::Black => (pal.black_piece, pal.black_rim),
    };
    painter.circle_filled(
        center + vec2(radius * 0.08, radius * 0.12),
        radius,
        fade(pal.shadow),
    );
    painter.circle(
        center,
        radius,
        fade(body),
        Stroke::new(radius * 0.08, fade(rim)),
    );
    let ring = match side {
        Side::White => rim.gamma_multiply(0.6),
        Side::Black => Color32::from_gray(0x5a),
    };
    painter.circle_stroke(
        center,
        radius * 0.68,
        Stroke::new(radius * 0.06, fade(ring)),
    );
    if king {
        paint_crown(painter, center, radius * 0.55, fade(pal.crown), fade(rim));
    }
}

/// A crown: a band and three points, each a convex shape so egui fills them well.
fn paint_crown(painter: &Painter, c: Pos2, r: f32, fill: Color32, outline: Color32) {
    let stroke = Stroke::new(r * 0.07, outline);
    let base_top = c.y + r * 0.15;
    let base_bottom = c.y + r * 0.55;
    let left = c.x - r * 0.8;
    let right = c.x + r * 0.8;
    let tips = [
        (left, c.x - r * 0.45, c.x - r * 0.65, c.y - r * 0.55),
        (c.x - r * 0.35, c.x + r * 0.35, c.x, c.y - r * 0.8),
        (c.x + r * 0.45, right, c.x + r * 0.65, c.y - r * 0.55),
    ];
    for (x0, x1, tx, ty) in tips {
        painter.add(Shape::convex_polygon(
            vec![pos2(x0, base_top), pos2(tx, ty), pos2(x1, base_top)],
            fill,
            stroke,
        ));
        painter.circle(pos2(tx, ty), r * 0.12, fill, stroke);
    }
    painter.add(Shape::convex_polygon(
        vec![
            pos2(left, base_top),
            pos2(right, base_top),
            pos2(right, base_bottom),
            pos2(left, base_bottom),
        ],
        fill,
        stroke,
    ));
}

/// The dark edge drawn under every mark (rings, dots, crosses, arrows and
/// numbers), so that a mark of any colour stands out from the squares and the
/// white men by at least 3:1 (WCAG's minimum for what must be seen), in both
/// themes; the marks' own colours stand out from the black men.
pub const HALO: Color32 = Color32::from_rgb(0x14, 0x10, 0x0c);

/// How far the halo reaches beyond a mark of `width`.
fn halo_width(width: f32) -> f32 {
    (width * 0.35).max(1.5)
}

/// The halo for a mark of `color`: as faint as the mark.
fn halo_for(color: Color32) -> Color32 {
    HALO.gamma_multiply(f32::from(color.a()) / 255.0)
}

/// A ring around a piece or point, on its halo.
pub fn paint_ring(painter: &Painter, center: Pos2, radius: f32, stroke: Stroke) {
    let halo = Stroke::new(
        stroke.width + 2.0 * halo_width(stroke.width),
        halo_for(stroke.color),
    );
    painter.circle_stroke(center, radius, halo);
    painter.circle_stroke(center, radius, stroke);
}

/// An edge just inside a square, on its halo.
pub fn paint_square_edge(painter: &Painter, rect: Rect, stroke: Stroke) {
    let halo = Stroke::new(
        stroke.width + 2.0 * halo_width(stroke.width),
        halo_for(stroke.color),
    );
    painter.rect_stroke(rect, 0.0, halo, egui::StrokeKind::Inside);
    let inner = rect.shrink(halo_width(stroke.width));
    painter.rect_stroke(inner, 0.0, stroke, egui::StrokeKind::Inside);
}

/// A filled dot (a square or point a piece can go to), on its halo.
pub fn paint_dot(painter: &Painter, center: Pos2, radius: f32, color: Color32) {
    painter.circle_filled(center, radius + halo_width(radius * 0.5), halo_for(color));
    painter.circle_filled(center, radius, color);
}

/// A small numbered disc, for the order of hops and captures.
pub fn paint_number(painter: &Painter, center: Pos2, radius: f32, n: usize, fill: Color32) {
    let ring = radius * 0.12;
    painter.circle_filled(
        center,
        radius + ring / 2.0 + halo_width(ring),
        halo_for(fill),
    );
    painter.circle(center, radius, fill, Stroke::new(ring, Color32::WHITE));
    painter.text(
        center,
        Align2::CENTER_CENTER,
        n.to_string(),
        FontId::proportional(radius * 1.3),
        Color32::WHITE,
    );
}

/// A polyline with an arrow head at its end, on its halo.
pub fn paint_arrow_path(painter: &Painter, points: &[Pos2], width: f32, color: Color32) {
    let halo = halo_width(width);
    arrow_path(painter, points, width + 2.0 * halo, halo, halo_for(color));
    arrow_path(painter, points, width, 0.0, color);
}

/// The arrow's path and head, the head grown by `grow` on each side.
fn arrow_path(painter: &Painter, points: &[Pos2], width: f32, grow: f32, color: Color32) {
    if points.len() < 2 {
        return;
    }
    painter.add(Shape::line(points.to_vec(), Stroke::new(width, color)));
    let end = points[points.len() - 1];
    let prev = points[points.len() - 2];
    let dir = (end - prev).normalized();
    let normal = vec2(-dir.y, dir.x);
    let head = (width - 2.0 * grow) * 3.0;
    let tip = end + dir * grow * 1.8;
    painter.add(Shape::convex_polygon(
        vec![
            tip,
            end - dir * (head + grow) + normal * (head * 0.6 + grow * 1.6),
            end - dir * (head + grow) - normal * (head * 0.6 + grow * 1.6),
        ],
        color,
        Stroke::NONE,
    ));
}

/// A diagonal cross, marking a piece to be captured or removed, on its halo.
pub fn paint_cross(painter: &Painter, center: Pos2, r: f32, color: Color32) {
    let width = r * 0.22;
    let halo = halo_width(width);
    for (w, c, reach) in [
        (width + 2.0 * halo, halo_for(color), r + halo),
        (width, color, r),
    ] {
        let stroke = Stroke::new(w, c);
        painter.line_segment(
            [center + vec2(-reach, -reach), center + vec2(reach, reach)],
            stroke,
        );
        painter.line_segment(
            [center + vec2(-reach, reach), center + vec2(reach, -reach)],
            stroke,
        );
    }
}

/// Makes a spot of the board interactive and names it for AccessKit, with
/// the selected piece's spot in the selected state (its name says so too).
/// Not a stop of Tab: the board is one, and its keyboard cursor goes from
/// spot to spot (see [`keys`]).
pub fn spot(ui: &mut Ui, rect: Rect, id: Id, name: &str, selected: bool) -> Response {
    let response = ui.interact(rect, id, Sense::CLICK | Sense::DRAG);
    let name = name.to_string();
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Button, true, &name));
    ui.ctx().accesskit_node_builder(id, |node| {
        // A reader may move the keyboard here itself; the board's keyboard
        // then takes it, its cursor on this spot (see [`keys`]).
        node.add_action(egui::accesskit::Action::Focus);
        if selected {
            // Set on the node itself: egui's own "selected" would make every
            // square a toggle button.
            node.set_selected(true);
        }
    });
    response
}

/// Tracks a drag across spots: remembers where it started and reports the drop.
pub fn track_drag(
    ui: &Ui,
    response: &Response,
    index: usize,
    board_id: Id,
    spot_at: impl Fn(Pos2) -> Option<usize>,
) -> Option<BoardInput> {
    let key = board_id.with("drag_from");
    if response.drag_started() {
        ui.ctx().data_mut(|d| d.insert_temp(key, index));
        return Some(BoardInput::Lift(index));
    }
    if response.drag_stopped() {
        ui.ctx().data_mut(|d| d.remove::<usize>(key));
        let drop = ui.ctx().pointer_interact_pos().and_then(spot_at)?;
        if drop != index {
            return Some(BoardInput::Drag(index, drop));
        }
        return Some(BoardInput::Click(index));
    }
    None
}

/// The spot a drag started on, while it is under way.
pub fn dragging_from(ui: &Ui, board_id: Id) -> Option<usize> {
    ui.ctx()
        .data(|d| d.get_temp::<usize>(board_id.with("drag_from")))
}

/// The largest square that fits `rect`, centred.
pub fn square_in(rect: Rect) -> Rect {
    let side = rect.width().min(rect.height());
    Rect::from_center_size(rect.center(), Vec2::splat(side))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::theme::{contrast, over};

    #[test]
    fn a_long_line_fades_but_never_past_visible() {
        // Defect: the twelfth move of a trainer's solution got a negative
        // opacity, which egui refuses (found by the monkey).
        assert_eq!(line_strength(0), 1.0);
        assert!(line_strength(1) < line_strength(0));
        assert!((0..100).all(|i| line_strength(i) >= 0.4));
    }

    /// Each mark on the board, against each thing it is drawn over: a mark is
    /// seen by its colour or by the dark halo under it, whichever stands out.
    fn marks(dark: bool) -> Vec<(String, Color32, Color32)> {
        use super::dama::MORE_ROUTES;
        let p = Palette::for_theme(dark);
        let squares = [("square", p.board), ("other square", p.board_alt)];
        let men = [("white man", p.white_piece), ("black man", p.black_piece)];
        let everywhere: Vec<_> = squares.iter().chain(men.iter()).copied().collect();
        // Rings and dots sit around men or on empty squares; arrows, crosses
        // and numbers cross the men too.
        let mut marks = vec![
            ("selection ring".to_string(), p.selected, &squares[..]),
            ("target dot".to_string(), p.target, &squares[..]),
            ("compulsory ring".to_string(), p.compulsory, &squares[..]),
            (
                "last move's edge".to_string(),
                p.last_move_edge,
                &squares[..],
            ),
            ("route".to_string(), p.route, &everywhere[..]),
            ("losing route".to_string(), p.losing_route, &everywhere[..]),
            ("removal mark".to_string(), p.removable, &everywhere[..]),
            (
                "line, first side".to_string(),
                line_color(0),
                &everywhere[..],
            ),
            (
                "line, second side".to_string(),
                line_color(1),
                &everywhere[..],
            ),
        ];
        for (i, &c) in MORE_ROUTES.iter().enumerate() {
            marks.push((format!("route choice {}", i + 2), c, &everywhere[..]));
        }
        let mut v = Vec::new();
        for (mark, color, under) in marks {
            for &(name, bg) in under {
                let shown = over(color, bg);
                let seen = if contrast(shown, bg) >= contrast(HALO, bg) {
                    shown
                } else {
                    HALO
                };
                v.push((format!("{mark} on {name}"), seen, bg));
            }
        }
        v
    }

    /// Non-text contrast (WCAG 1.4.11): 3:1.
    #[test]
    fn every_mark_stands_out_3_to_1_in_both_themes() {
        let mut faults = Vec::new();
        for dark in [false, true] {
            for (what, fg, bg) in marks(dark) {
                let ratio = contrast(fg, bg);
                if ratio < 3.0 {
                    let theme = if dark { "dark" } else { "light" };
                    faults.push(format!("{theme}: {what}: {ratio:.2} < 3"));
                }
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }
}
