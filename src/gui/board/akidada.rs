//! The Akidada board: two squares joined at their midpoints, pieces on the 16
//! points, each player's pieces in hand beside the board.

use eframe::egui::{Align2, Color32, FontId, Id, Painter, Pos2, Rect, Stroke, Ui, pos2, vec2};

use super::keys::KeySpot;
use super::{
    BoardInput, BoardStyle, Highlight, dragging_from, paint_cross, paint_dot, paint_piece,
    paint_ring, spot, square_in, track_drag,
};
use crate::app::anim::ease;
use crate::app::highlight::Badge;
use crate::app::play::AkidadaPlay;
use crate::games::GameKind;
use crate::games::Side;
use crate::games::akidada::{EDGES, LINES, Point, Position};
use crate::gui::theme::{MIN_TEXT, Palette};
use crate::i18n::m;

/// Where the board lies on screen.
#[derive(Copy, Clone, Debug)]
pub struct AkidadaGeometry {
    /// The square spanned by the outer square of the board.
    pub board: Rect,
    /// The strips above and below the board where pieces in hand wait.
    pub top_hand: Rect,
    pub bottom_hand: Rect,
    pub flipped: bool,
}

/// How far the wooden panel reaches beyond the outer points, in steps: past a
/// piece on an outer point and the rings round it.
pub const PANEL_MARGIN: f32 = 0.45;
/// The dark band round the panel that holds the point names, in steps (and
/// never too narrow for the smallest text: see [`names_band`]).
pub const NAMES_BAND: f32 = 0.32;
/// The side of the whole picture in steps: the board's 4, the panel and the
/// band on each side, and a strip above and below for the pieces in hand.
const PICTURE_STEPS: f32 = 6.6;

/// The band's least width: one line of the smallest text.
const MIN_BAND: f32 = MIN_TEXT * 1.25;

/// The names' band's width on a board of `step`.
fn names_band(step: f32) -> f32 {
    (step * NAMES_BAND).max(MIN_BAND)
}

impl AkidadaGeometry {
    pub fn fit(area: Rect, flipped: bool) -> AkidadaGeometry {
        let outer = square_in(area);
        // A small board gives the band its least width, the rest in steps.
        let side = outer.width();
        let step = (side / PICTURE_STEPS)
            .min((side - 2.0 * MIN_BAND) / (PICTURE_STEPS - 2.0 * NAMES_BAND))
            .max(0.0);
        let board = Rect::from_center_size(outer.center(), vec2(4.0, 4.0) * step);
        // The hands wait beyond the names' band.
        let reach = step * PANEL_MARGIN + names_band(step);
        AkidadaGeometry {
            board,
            top_hand: Rect::from_min_max(outer.min, pos2(outer.max.x, board.min.y - reach)),
            bottom_hand: Rect::from_min_max(pos2(outer.min.x, board.max.y + reach), outer.max),
            flipped,
        }
    }

    /// Distance between neighbouring grid lines (the board is 4 steps wide).
    pub fn step(&self) -> f32 {
        self.board.width() / 4.0
    }

    pub fn center(&self, p: Point) -> Pos2 {
        let (file, rank) = p.coords();
        self.grid(file, rank)
    }

    /// Where the grid's file `file` and rank `rank` (0 to 4) cross on screen,
    /// whether a point stands there or not.
    fn grid(&self, file: u8, rank: u8) -> Pos2 {
        let (col, row) = if self.flipped {
            (4 - file, rank)
        } else {
            (file, 4 - rank)
        };
        self.board.min + vec2(f32::from(col), f32::from(row)) * self.step()
    }

    /// The clickable area of a point.
    pub fn rect(&self, p: Point) -> Rect {
        Rect::from_center_size(self.center(p), vec2(1.0, 1.0) * self.step() * 0.7)
    }

    pub fn point_at(&self, pos: Pos2) -> Option<Point> {
        Point::all().find(|&p| self.rect(p).contains(pos))
    }

    /// The strip where `side`'s pieces in hand stand.
    pub fn hand(&self, side: Side) -> Rect {
        let bottom = if self.flipped {
            Side::Black
        } else {
            Side::White
        };
        if side == bottom {
            self.bottom_hand
        } else {
            self.top_hand
        }
    }

    /// Where the `i`-th of `n` pieces in hand stands.
    pub fn hand_slot(&self, side: Side, i: usize, n: usize) -> Pos2 {
        let strip = self.hand(side);
        let gap = self.step() * 0.55;
        let width = gap * (n.max(1) - 1) as f32;
        pos2(
            strip.center().x - width / 2.0 + gap * i as f32,
            strip.center().y,
        )
    }
}

/// The piece a move's animation carries (from its point, or from the hand
/// when `None`), where it is now, and its side.
type Moving = (Option<Point>, Pos2, Side);

/// Paints the board and returns what the player did on it.
pub fn show(ui: &mut Ui, area: Rect, play: &AkidadaPlay, style: &BoardStyle) -> Option<BoardInput> {
    let geo = AkidadaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let board_id = Id::unique("akidada-board");
    let radius = geo.step() * 0.27;

    paint_board(&painter, &geo, pal, PANEL_MARGIN, false);

    let session = &play.session;
    let anim = style
        .anim
        .filter(|a| a.applies_to(session.cursor(), style.now));
    let last = session.last_ply().map(|p| p.mv);
    let shown: Position = match (anim, session.last_ply()) {
        (Some(_), Some(ply)) => ply.before,
        _ => session.position(),
    };

    if let (None, Some(mv)) = (anim, last) {
        paint_last_move(&painter, &geo, pal, mv, radius);
    }

    // The animated move: where the moving piece is, and how faded the removed ones.
    let (moving, removed_alpha) = match (anim, last) {
        (Some(a), Some(mv)) => animate(a.progress(style.now), mv, &shown, &geo),
        _ => (None, 1.0),
    };
    // Only while animated are the removed pieces faded.
    let removed = match anim {
        Some(_) => last.map_or(0, |m| m.removed()),
        None => 0,
    };

    if anim.is_none() {
        paint_pending_line(&painter, &geo, play, style);
    }
    let dragging = dragging_from(ui, board_id).map(|i| Point::new(i as u8));
    let pieces = Pieces {
        painter: &painter,
        geo: &geo,
        pal,
        radius,
    };
    for side in Side::BOTH {
        pieces.on_board(&shown, side, moving, dragging, (removed, removed_alpha));
        // Pieces in hand (the one being placed is drawn moving, not in the hand).
        let lifting = moving.is_some_and(|(from, _, s)| from.is_none() && s == side);
        pieces.in_hand(&shown, side, lifting, ui.visuals().strong_text_color());
    }
    if let Some((_, at, side)) = moving {
        paint_piece(&painter, at, radius, side, false, pal, 1.0);
    }

    if anim.is_none() {
        paint_input(&painter, &geo, play, style, radius);
        paint_highlight(&painter, &geo, style, radius);
    }
    // Over the rings of the outer points, which reach into the margin.
    paint_point_names(&painter, &geo, pal);
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(side) = shown.piece_at(from)
    {
        paint_piece(&painter, pointer, radius * 1.08, side, false, pal, 0.9);
    }
    board_input(ui, &geo, board_id, play, style)
}

/// The last move's points tinted.
fn paint_last_move(
    painter: &Painter,
    geo: &AkidadaGeometry,
    pal: &Palette,
    mv: crate::games::akidada::Move,
    radius: f32,
) {
    let edge = Stroke::new(geo.step() * 0.03, pal.last_move_edge);
    for p in mv.from().into_iter().chain([mv.to()]) {
        painter.circle_filled(geo.center(p), radius * 1.25, pal.last_move);
        paint_ring(painter, geo.center(p), radius * 1.25, edge);
    }
}

/// The frame `progress` steps into the animation of `mv`, played from
/// `shown`: the moving piece, and how visible the removed ones still are.
fn animate(
    progress: f32,
    mv: crate::games::akidada::Move,
    shown: &Position,
    geo: &AkidadaGeometry,
) -> (Option<Moving>, f32) {
    let t = ease(progress.min(1.0));
    let us = shown.side_to_move();
    let start = match mv.from() {
        Some(from) => geo.center(from),
        None => {
            let n = usize::from(shown.in_hand(us));
            geo.hand_slot(us, n.saturating_sub(1), n)
        }
    };
    let moving = (mv.from(), start + (geo.center(mv.to()) - start) * t, us);
    (Some(moving), 1.0 - ease(progress - 1.0))
}

/// How one frame paints pieces.
struct Pieces<'a> {
    painter: &'a Painter,
    geo: &'a AkidadaGeometry,
    pal: &'a Palette,
    radius: f32,
}

impl Pieces<'_> {
    /// `side`'s pieces on the points of `shown`, but the one moving and the
    /// one dragged; the pieces of `removed` (a bit set of points) drawn at
    /// its alpha.
    fn on_board(
        &self,
        shown: &Position,
        side: Side,
        moving: Option<Moving>,
        dragging: Option<Point>,
        (removed, removed_alpha): (u16, f32),
    ) {
        for p in crate::games::akidada::board::Points::new(shown.pieces(side)) {
            if moving.is_some_and(|(from, _, _)| from == Some(p)) || dragging == Some(p) {
                continue;
            }
            let alpha = if removed & p.bit() != 0 {
                removed_alpha
            } else {
                1.0
            };
            let at = self.geo.center(p);
            paint_piece(self.painter, at, self.radius, side, false, self.pal, alpha);
        }
    }

    /// `side`'s pieces in hand beside the board, but the one `lifting` to
    /// its point, and their count just after the last (in `text`, the
    /// window's colour).
    fn in_hand(&self, shown: &Position, side: Side, lifting: bool, text: Color32) {
        let total = usize::from(shown.in_hand(side));
        for i in 0..total - usize::from(lifting) {
            let at = self.geo.hand_slot(side, i, total);
            paint_piece(
                self.painter,
                at,
                self.radius * 0.8,
                side,
                false,
                self.pal,
                1.0,
            );
        }
        if total == 0 {
            return;
        }
        let step = self.geo.step();
        let last = self.geo.hand_slot(side, total - 1, total);
        self.painter.text(
            last + vec2(step * 0.42, 0.0),
            Align2::LEFT_CENTER,
            format!("×{total}"),
            FontId::proportional((step * 0.2).max(13.0)),
            // Beside the board, on the window's background, not the frame's.
            text,
        );
    }
}

/// Interaction: one named spot per point (a badge's words when pointed at);
/// a click or a drag on them, or the keyboard's cursor.
fn board_input(
    ui: &mut Ui,
    geo: &AkidadaGeometry,
    board_id: Id,
    play: &AkidadaPlay,
    style: &BoardStyle,
) -> Option<BoardInput> {
    let mut result = None;
    let mut spots = Vec::new();
    for p in Point::all() {
        let id = board_id.with(p.index());
        let selected = play.input.selected == Some(p);
        let name = match style.spot_names {
            Some(given) => given(p.index()),
            None => super::names::akidada(style.tr, play, p),
        };
        let mut response = spot(ui, geo.rect(p), id, &name, selected);
        spots.push(KeySpot {
            index: p.index(),
            rect: geo.rect(p),
            id,
        });
        if let Some(badge) = badge_at(style.highlights, p) {
            response = response.on_hover_text(&badge.words);
        }
        if let Some(drag) = track_drag(ui, &response, p.index(), board_id, |pos| {
            geo.point_at(pos).map(Point::index)
        }) {
            result = Some(drag);
        } else if response.clicked() {
            result = Some(BoardInput::Click(p.index()));
        }
    }
    let tr = style.tr;
    let label = tr.f(m::BOARD_NAME, [("game", tr.game(GameKind::Akidada).into())]);
    let area = geo.board.expand(geo.step() * 0.4);
    super::keys::keyboard(ui, area, &label, &spots).or(result)
}

/// The value badge teaching mode shows on `p`, if any.
fn badge_at(highlights: &[Highlight], p: Point) -> Option<&Badge> {
    highlights.iter().find_map(|h| match h {
        Highlight::Badges(badges) => badges.iter().find(|b| b.point == p),
        _ => None,
    })
}

/// Selection, destinations, and the pieces a line lets the player remove.
fn paint_input(
    painter: &Painter,
    geo: &AkidadaGeometry,
    play: &AkidadaPlay,
    style: &BoardStyle,
    radius: f32,
) {
    let pal = &style.palette;
    let step = geo.step();
    if let Some((mv, _)) = play.input.pending {
        // The piece that made the line, shown where it will stand.
        let us = play.session.side_to_move();
        paint_piece(painter, geo.center(mv.to()), radius, us, false, pal, 0.75);
        for p in play.removable() {
            paint_ring(
                painter,
                geo.center(p),
                radius * 1.18,
                Stroke::new(step * 0.05, pal.removable),
            );
            paint_cross(painter, geo.center(p), radius * 0.45, pal.removable);
        }
        return;
    }
    if let Some(sel) = play.input.selected {
        paint_ring(
            painter,
            geo.center(sel),
            radius * 1.15,
            Stroke::new(step * 0.05, pal.selected),
        );
    }
    for p in play.targets() {
        paint_dot(painter, geo.center(p), step * 0.1, pal.target);
    }
}

/// While a removal is pending, the line just made glows under the pieces.
fn paint_pending_line(
    painter: &Painter,
    geo: &AkidadaGeometry,
    play: &AkidadaPlay,
    style: &BoardStyle,
) {
    let Some((mv, _)) = play.input.pending else {
        return;
    };
    let pal = &style.palette;
    let step = geo.step();
    let own_after = play.session.position().own_after(&mv);
    for line in LINES.iter().filter(|l| l.contains(&mv.to())) {
        if line.iter().all(|p| own_after & p.bit() != 0) {
            let glow = Stroke::new(step * 0.16, pal.target);
            painter.line_segment([geo.center(line[0]), geo.center(line[2])], glow);
        }
    }
}

/// What teaching mode points at: a placement or slide, or pieces to remove.
fn paint_highlight(painter: &Painter, geo: &AkidadaGeometry, style: &BoardStyle, radius: f32) {
    let pal = &style.palette;
    let ring = Stroke::new(geo.step() * 0.05, pal.route);
    for highlight in style.highlights {
        paint_one(painter, geo, highlight, pal, radius, ring);
    }
}

fn paint_one(
    painter: &Painter,
    geo: &AkidadaGeometry,
    highlight: &Highlight,
    pal: &Palette,
    radius: f32,
    ring: Stroke,
) {
    match highlight {
        Highlight::Step { from, to } => {
            if let Some(from) = from {
                paint_ring(painter, geo.center(*from), radius * 1.15, ring);
                super::paint_arrow_path(
                    painter,
                    &[geo.center(*from), geo.center(*to)],
                    geo.step() * 0.05,
                    pal.route,
                );
            }
            paint_ring(painter, geo.center(*to), radius * 1.15, ring);
        }
        Highlight::Points(points) => {
            for p in points {
                paint_ring(
                    painter,
                    geo.center(*p),
                    radius * 1.3,
                    Stroke::new(geo.step() * 0.05, pal.removable),
                );
            }
        }
        Highlight::AkidadaLine(moves) => {
            // Later moves thinner and fainter, drawn first: the first stands out.
            for (i, mv) in moves.iter().enumerate().rev() {
                let strength = super::line_strength(i);
                let color = super::line_color(i).gamma_multiply(strength);
                let to = geo.center(mv.to());
                match mv.from() {
                    Some(from) => super::paint_arrow_path(
                        painter,
                        &[geo.center(from), to],
                        geo.step() * 0.05 * strength,
                        color,
                    ),
                    None => {
                        paint_ring(
                            painter,
                            to,
                            radius * 1.1,
                            Stroke::new(geo.step() * 0.04, color),
                        );
                    }
                }
                let badge = to + vec2(radius * 0.9, -radius * 0.9);
                super::paint_number(painter, badge, radius * 0.45, i + 1, color);
                for p in mv.removed_points() {
                    super::paint_cross(painter, geo.center(p), radius * 0.5, color);
                }
            }
        }
        Highlight::Badges(badges) => {
            // Beside the point on its diagonal, where no line runs, and kept
            // inside the board's wooden frame.
            let frame = geo.board.expand(geo.step() * 0.38);
            for badge in badges {
                let font = FontId::proportional(radius * 0.62);
                let galley = painter.layout_no_wrap(badge.short.clone(), font, Color32::WHITE);
                let size = galley.size() + vec2(radius * 0.3, radius * 0.1);
                // A one-character badge ("=") is as easy to see as a number.
                let size = vec2(size.x.max(size.y * 1.5), size.y);
                let at = geo.center(badge.point) + vec2(radius * 0.95, -radius * 0.95);
                let mut rect = eframe::egui::Rect::from_min_size(at - vec2(0.0, size.y), size);
                rect = rect.translate(vec2(
                    (frame.max.x - rect.max.x).min(0.0),
                    (frame.min.y - rect.min.y).max(0.0),
                ));
                painter.rect_filled(rect, radius * 0.2, super::tone_color(badge.tone));
                painter.galley(rect.center() - galley.size() / 2.0, galley, Color32::WHITE);
            }
        }
        _ => {}
    }
}

/// The empty board: a wooden panel reaching `margin` steps beyond the outer
/// square, the lines of movement and the points. With `dash_connectors` the four
/// connectors are dashed, to tell them from the lines of three.
pub fn paint_board(
    painter: &Painter,
    geo: &AkidadaGeometry,
    pal: &Palette,
    margin: f32,
    dash_connectors: bool,
) {
    let step = geo.step();
    let panel = geo.board.expand(step * margin);
    painter.rect_filled(panel, step * 0.15, pal.board);
    painter.rect_stroke(
        panel,
        step * 0.15,
        Stroke::new(step * 0.05, pal.board_edge),
        eframe::egui::StrokeKind::Inside,
    );
    let line = Stroke::new(step * 0.045, pal.line);
    for (a, b) in EDGES {
        let (pa, pb) = (geo.center(a), geo.center(b));
        let in_a_line = LINES.iter().any(|l| l.contains(&a) && l.contains(&b));
        if dash_connectors && !in_a_line {
            painter.extend(eframe::egui::Shape::dashed_line(
                &[pa, pb],
                line,
                step * 0.1,
                step * 0.08,
            ));
        } else {
            painter.line_segment([pa, pb], line);
        }
    }
    for p in Point::all() {
        painter.circle_filled(geo.center(p), step * 0.07, pal.line);
    }
}

/// The files a to e under the board and the ranks 1 to 5 beside it, each in
/// line with its points, on a dark band round the panel, as the Dama board
/// names its squares on its frame: the names the move list and the rules use.
/// (On the band, not the wood: a piece on an outer point or the ring round a
/// chosen one would cover a name on the panel's margin.)
pub fn paint_point_names(painter: &Painter, geo: &AkidadaGeometry, pal: &Palette) {
    let step = geo.step();
    let panel = geo.board.expand(step * PANEL_MARGIN);
    let band = names_band(step);
    // A ring round the panel, drawn over whatever reached past it, and over
    // the panel's own edge (of its colour), leaving no seam between them.
    let seam = step * 0.05;
    painter.rect_stroke(
        panel.expand((band - seam) / 2.0),
        step * 0.15 + (band - seam) / 2.0,
        Stroke::new(band + seam, pal.board_edge),
        eframe::egui::StrokeKind::Middle,
    );
    let font = FontId::proportional((step * 0.2).max(MIN_TEXT));
    let middle = step * PANEL_MARGIN + band / 2.0;
    for i in 0..5u8 {
        painter.text(
            pos2(geo.grid(i, 0).x, geo.board.max.y + middle),
            Align2::CENTER_CENTER,
            char::from(b'a' + i).to_string(),
            font.clone(),
            pal.coords,
        );
        painter.text(
            pos2(geo.board.min.x - middle, geo.grid(0, i).y),
            Align2::CENTER_CENTER,
            (i + 1).to_string(),
            font.clone(),
            pal.coords,
        );
    }
}

#[cfg(test)]
mod tests {
    use eframe::egui::{self, Shape, pos2, vec2};

    use super::*;
    use crate::gui::theme::contrast;

    /// Each text the point names paint: what it says, where, its colour and size.
    fn painted_names(area: Rect, flipped: bool, dark: bool) -> Vec<(String, Rect, Color32, f32)> {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let geo = AkidadaGeometry::fit(area, flipped);
            let pal = Palette::for_theme(dark);
            paint_point_names(&ui.painter_at(area), &geo, &pal);
        });
        output.textures_delta.clear();
        let mut names = Vec::new();
        for clipped in output.shapes {
            if let Shape::Text(t) = clipped.shape {
                let format = &t.galley.job.sections[0].format;
                let rect = t.galley.rect.translate(t.pos.to_vec2());
                names.push((
                    t.galley.text().to_string(),
                    rect,
                    format.color,
                    format.font_id.size,
                ));
            }
        }
        names
    }

    #[test]
    fn point_names_stand_in_line_with_their_points_on_the_band_readable() {
        for (area, flipped) in [
            (
                Rect::from_min_size(pos2(0.0, 0.0), vec2(600.0, 600.0)),
                false,
            ),
            (
                Rect::from_min_size(pos2(40.0, 10.0), vec2(270.0, 300.0)),
                true,
            ),
        ] {
            let geo = AkidadaGeometry::fit(area, flipped);
            let step = geo.step();
            let panel = geo.board.expand(step * PANEL_MARGIN);
            let band = panel.expand(names_band(step));
            for dark in [false, true] {
                let pal = Palette::for_theme(dark);
                let names = painted_names(area, flipped, dark);
                assert_eq!(names.len(), 10);
                for (text, rect, color, size) in names {
                    // On the band, not on the wood, and readable there.
                    assert!(band.contains_rect(rect), "{text} {rect:?} outside {band:?}");
                    assert!(!rect.intersects(panel), "{text} {rect:?} on the panel");
                    assert!(contrast(color, pal.board_edge) >= 4.5, "{text}");
                    assert!(size >= MIN_TEXT, "{text}: {size}");
                    // In line with the points it names: a file under its
                    // points, a rank beside them.
                    let b = text.as_bytes()[0];
                    if b.is_ascii_lowercase() {
                        let x = geo.grid(b - b'a', 0).x;
                        assert!((rect.center().x - x).abs() < 1.0, "{text}: {rect:?} {x}");
                        assert!(rect.min.y > geo.board.max.y, "{text} below the board");
                    } else {
                        let y = geo.grid(0, b - b'1').y;
                        assert!((rect.center().y - y).abs() < 1.5, "{text}: {rect:?} {y}");
                        assert!(rect.max.x < geo.board.min.x, "{text} left of the board");
                    }
                }
            }
            // The pieces in hand wait beyond the band.
            assert!(geo.top_hand.max.y <= band.min.y + 0.5);
            assert!(geo.bottom_hand.min.y >= band.max.y - 0.5);
        }
    }
}
