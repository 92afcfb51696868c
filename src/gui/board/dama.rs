//! The Dama board: 8x8 squares with coordinates, men and crowned kings, the last
//! move, compulsory pieces, destinations and capture routes.

use eframe::egui::{
    Align2, Color32, FontId, Id, Painter, Pos2, Rect, Stroke, Ui, Vec2, pos2, vec2,
};

use super::keys::KeySpot;
use super::{
    BoardInput, BoardStyle, Highlight, dragging_from, paint_arrow_path, paint_cross, paint_dot,
    paint_number, paint_piece, paint_ring, spot, square_in, track_drag,
};
use crate::app::anim::ease;
use crate::app::play::DamaPlay;
use crate::games::GameKind;
use crate::games::dama::{Position, Route, Square};
use crate::gui::theme::{MIN_TEXT, Palette};
use crate::i18n::m;

/// Where the board lies on screen.
#[derive(Copy, Clone, Debug)]
pub struct DamaGeometry {
    /// The 8x8 squares, without the coordinate margin.
    pub grid: Rect,
    pub flipped: bool,
}

impl DamaGeometry {
    /// Fits the board and its coordinates into `area`.
    pub fn fit(area: Rect, flipped: bool) -> DamaGeometry {
        let outer = square_in(area);
        let margin = outer.width() * 0.055;
        DamaGeometry {
            grid: outer.shrink(margin),
            flipped,
        }
    }

    pub fn cell(&self) -> f32 {
        self.grid.width() / 8.0
    }

    /// Screen column and row (0 = left, 0 = top) of a square.
    fn screen_cell(&self, sq: Square) -> (u8, u8) {
        if self.flipped {
            (7 - sq.file(), sq.rank())
        } else {
            (sq.file(), 7 - sq.rank())
        }
    }

    pub fn rect(&self, sq: Square) -> Rect {
        let (col, row) = self.screen_cell(sq);
        let c = self.cell();
        Rect::from_min_size(
            self.grid.min + vec2(f32::from(col) * c, f32::from(row) * c),
            Vec2::splat(c),
        )
    }

    pub fn center(&self, sq: Square) -> Pos2 {
        self.rect(sq).center()
    }

    /// The square under a screen position.
    pub fn square_at(&self, p: Pos2) -> Option<Square> {
        if !self.grid.contains(p) {
            return None;
        }
        let c = self.cell();
        let col = (((p.x - self.grid.min.x) / c) as u8).min(7);
        let row = (((p.y - self.grid.min.y) / c) as u8).min(7);
        let (file, rank) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Some(Square::from_coords(file, rank))
    }
}

/// Paints the board and returns what the player did on it.
pub fn show(ui: &mut Ui, area: Rect, play: &DamaPlay, style: &BoardStyle) -> Option<BoardInput> {
    let geo = DamaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let board_id = Id::unique("dama-board");

    paint_squares(&painter, &geo, &style.palette);

    // Which position to show: during an animation, the one before the move.
    let session = &play.session;
    let anim = style
        .anim
        .filter(|a| a.applies_to(session.cursor(), style.now));
    let last = play.last_route();
    let shown: Position = match (anim, session.last_ply()) {
        (Some(_), Some(ply)) => ply.before,
        _ => session.position(),
    };

    let radius = geo.cell() * 0.4;
    let dragging = dragging_from(ui, board_id).map(|i| Square::new(i as u8));
    if anim.is_none() {
        if let Some((_, route)) = &last {
            paint_last_move(&painter, &geo, pal, route);
        }
        paint_compulsory(&painter, &geo, pal, play, radius);
    }

    // Pieces, the moving one and the captured ones animated.
    let frame = match (anim, &last) {
        (Some(a), Some((_, route))) => animate(a.progress(style.now), route, &geo),
        _ => (None, Vec::new()),
    };
    paint_pieces(&painter, &geo, pal, &shown, &frame, dragging, radius);

    if anim.is_none() {
        paint_selection(&painter, &geo, play, style, radius);
        paint_highlights(&painter, &geo, style);
    }

    // The piece being dragged follows the pointer.
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(piece) = shown.piece_at(from)
    {
        paint_piece(
            &painter,
            pointer,
            radius * 1.08,
            piece.side(),
            piece.is_king(),
            pal,
            0.9,
        );
    }
    board_input(ui, &geo, board_id, play, style)
}

/// The last move: its squares tinted, with an edge on their halo that stands
/// out by 3:1.
fn paint_last_move(painter: &Painter, geo: &DamaGeometry, pal: &Palette, route: &Route) {
    let edge = Stroke::new(geo.cell() * 0.035, pal.last_move_edge);
    for sq in std::iter::once(route.from).chain(route.landings.last().copied()) {
        painter.rect_filled(geo.rect(sq), 0.0, pal.last_move);
        super::paint_square_edge(painter, geo.rect(sq), edge);
    }
}

/// Compulsory pieces: an orange ring.
fn paint_compulsory(
    painter: &Painter,
    geo: &DamaGeometry,
    pal: &Palette,
    play: &DamaPlay,
    radius: f32,
) {
    for &sq in &play.candidates().compulsory {
        paint_ring(
            painter,
            geo.center(sq),
            radius * 1.12,
            Stroke::new(geo.cell() * 0.05, pal.compulsory),
        );
    }
}

/// The pieces of `shown` as `frame` of an animation has them: the moving
/// one on its way, the captured ones fading; the one being dragged is left
/// to the pointer.
fn paint_pieces(
    painter: &Painter,
    geo: &DamaGeometry,
    pal: &Palette,
    shown: &Position,
    frame: &AnimFrame,
    dragging: Option<Square>,
    radius: f32,
) {
    let (moving, captured_alpha) = frame;
    for (sq, piece) in shown.piece_list() {
        if moving.is_some_and(|(from, _)| from == sq) || dragging == Some(sq) {
            continue;
        }
        let alpha = captured_alpha
            .iter()
            .find(|(s, _)| *s == sq)
            .map_or(1.0, |(_, a)| *a);
        if alpha > 0.0 {
            paint_piece(
                painter,
                geo.center(sq),
                radius,
                piece.side(),
                piece.is_king(),
                pal,
                alpha,
            );
        }
    }
    if let Some((from, at)) = *moving
        && let Some(piece) = shown.piece_at(from)
    {
        paint_piece(painter, at, radius, piece.side(), piece.is_king(), pal, 1.0);
    }
}

/// The routes and lines the app asks to be drawn.
fn paint_highlights(painter: &Painter, geo: &DamaGeometry, style: &BoardStyle) {
    let (pal, cell) = (&style.palette, geo.cell());
    for highlight in style.highlights {
        match highlight {
            Highlight::Route { route, legal } => {
                let color = if *legal { pal.route } else { pal.losing_route };
                paint_route(painter, geo, route, color, cell);
            }
            Highlight::DamaLine(routes) => paint_line(painter, geo, routes, cell),
            _ => {}
        }
    }
}

/// Interaction: one named rectangle per square; a click or a drag on them,
/// or the keyboard's cursor.
fn board_input(
    ui: &mut Ui,
    geo: &DamaGeometry,
    board_id: Id,
    play: &DamaPlay,
    style: &BoardStyle,
) -> Option<BoardInput> {
    let mut result = None;
    let mut spots = Vec::new();
    for sq in Square::all() {
        let id = board_id.with(sq.index());
        let selected = play.input.selected == Some(sq);
        let name = match style.spot_names {
            Some(given) => given(sq.index()),
            None => super::names::dama(style.tr, play, sq),
        };
        let response = spot(ui, geo.rect(sq), id, &name, selected);
        spots.push(KeySpot {
            index: sq.index(),
            rect: geo.rect(sq),
            id,
        });
        if let Some(drag) = track_drag(ui, &response, sq.index(), board_id, |p| {
            geo.square_at(p).map(Square::index)
        }) {
            result = Some(drag);
        } else if response.clicked() {
            result = Some(BoardInput::Click(sq.index()));
        }
    }
    let label = style.tr.f(
        m::BOARD_NAME,
        [("game", style.tr.game(GameKind::Dama).into())],
    );
    super::keys::keyboard(ui, geo.grid, &label, &spots).or(result)
}

/// The empty board: its frame, the squares, the grid and the coordinates (kept
/// readable on small boards, such as the rules page's diagrams).
pub fn paint_squares(painter: &Painter, geo: &DamaGeometry, pal: &Palette) {
    let frame = geo.grid.expand(geo.cell() * 0.45);
    painter.rect_filled(frame, geo.cell() * 0.12, pal.board_edge);
    for sq in Square::all() {
        let alt = (sq.file() + sq.rank()) % 2 == 0;
        painter.rect_filled(
            geo.rect(sq),
            0.0,
            if alt { pal.board_alt } else { pal.board },
        );
    }
    // Fine grid lines, as on a traditional Dama board where every square is used.
    let stroke = Stroke::new(1.0, pal.line.gamma_multiply(0.35));
    for i in 0..=8 {
        let t = i as f32 * geo.cell();
        painter.line_segment(
            [
                pos2(geo.grid.min.x + t, geo.grid.min.y),
                pos2(geo.grid.min.x + t, geo.grid.max.y),
            ],
            stroke,
        );
        painter.line_segment(
            [
                pos2(geo.grid.min.x, geo.grid.min.y + t),
                pos2(geo.grid.max.x, geo.grid.min.y + t),
            ],
            stroke,
        );
    }
    // Coordinates: files below, ranks to the left, never under the smallest
    // text the window shows (the rules page's small boards too), in the
    // colour tested against the frame.
    let font = FontId::proportional((geo.cell() * 0.26).max(MIN_TEXT));
    let color = pal.coords;
    for i in 0..8u8 {
        let file_sq = Square::from_coords(i, 0);
        let x = geo.center(file_sq).x;
        painter.text(
            pos2(x, geo.grid.max.y + geo.cell() * 0.22),
            Align2::CENTER_CENTER,
            ((b'a' + i) as char).to_string(),
            font.clone(),
            color,
        );
        let rank_sq = Square::from_coords(0, i);
        let y = geo.center(rank_sq).y;
        painter.text(
            pos2(geo.grid.min.x - geo.cell() * 0.22, y),
            Align2::CENTER_CENTER,
            (i + 1).to_string(),
            font.clone(),
            color,
        );
    }
}

/// One frame of a move's animation: the moving piece (its start square and where
/// it is now) and how visible each captured piece still is.
type AnimFrame = (Option<(Square, Pos2)>, Vec<(Square, f32)>);

/// The frame `progress` steps into the animation of `route`.
fn animate(progress: f32, route: &Route, geo: &DamaGeometry) -> AnimFrame {
    let mut stops = vec![geo.center(route.from)];
    stops.extend(route.landings.iter().map(|&s| geo.center(s)));
    let step = (progress.floor() as usize).min(stops.len().saturating_sub(2));
    let t = ease(progress - step as f32);
    let at = stops[step] + (stops[step + 1] - stops[step]) * t;
    let alphas = route
        .captured
        .iter()
        .enumerate()
        .map(|(i, &sq)| {
            let alpha = if i < step {
                0.0
            } else if i == step {
                1.0 - t
            } else {
                1.0
            };
            (sq, alpha)
        })
        .collect();
    (Some((route.from, at)), alphas)
}

/// The selected piece, its destinations, the routes consistent with the hops
/// entered, and the routes offered when several end on the clicked square.
fn paint_selection(
    painter: &Painter,
    geo: &DamaGeometry,
    play: &DamaPlay,
    style: &BoardStyle,
    radius: f32,
) {
    let pal = &style.palette;
    let cell = geo.cell();
    let input = &play.input;
    if !input.choosing.is_empty() {
        // Routes drawn side by side, each a little apart, in the colours of the
        // choices listed in the side panel.
        let n = input.choosing.len() as f32;
        for (i, route) in input.choosing.iter().enumerate() {
            let shift = Vec2::splat(cell * 0.12 * (i as f32 - (n - 1.0) / 2.0));
            paint_route_shifted(painter, geo, route, route_color(pal.route, i), cell, shift);
        }
        return;
    }
    let Some(from) = input.selected else {
        return;
    };
    paint_ring(
        painter,
        geo.center(from),
        radius * 1.12,
        Stroke::new(cell * 0.06, pal.selected),
    );
    // Legal capture routes from the selected piece, drawn faintly: the path, the
    // pieces it takes crossed out, the squares it stops on ringed.
    let faint = pal.route.gamma_multiply(0.5);
    for c in play
        .consistent()
        .filter(|c| c.legal && !c.route.captured.is_empty())
    {
        paint_route_line(painter, geo, &c.route, faint, cell * 0.04, Vec2::ZERO);
        for &sq in &c.route.captured {
            paint_cross(painter, geo.center(sq), cell * 0.12, faint);
        }
        for &sq in &c.route.landings[..c.route.landings.len() - 1] {
            paint_ring(
                painter,
                geo.center(sq),
                cell * 0.14,
                Stroke::new(cell * 0.03, faint),
            );
        }
    }
    // Hops entered so far.
    for (i, &hop) in input.hops.iter().enumerate() {
        paint_number(painter, geo.center(hop), cell * 0.14, i + 1, pal.selected);
    }
    for sq in play.targets() {
        paint_dot(painter, geo.center(sq), cell * 0.16, pal.target);
    }
}

/// A line of play: each move as an arrow along its route, numbered in order,
/// the two sides in two colours.
fn paint_line(painter: &Painter, geo: &DamaGeometry, routes: &[Route], cell: f32) {
    // Later moves are drawn thinner and fainter: the first stands out.
    for (i, route) in routes.iter().enumerate().rev() {
        let strength = super::line_strength(i);
        let color = super::line_color(i).gamma_multiply(strength);
        paint_route_line(
            painter,
            geo,
            route,
            color,
            cell * 0.06 * strength,
            Vec2::ZERO,
        );
        if let Some(&end) = route.landings.last() {
            let badge = geo.center(end) + vec2(cell * 0.28, -cell * 0.28);
            paint_number(painter, badge, cell * 0.14, i + 1, color);
        }
    }
}

/// Distinct colours for routes offered side by side.
pub fn route_color(base: Color32, i: usize) -> Color32 {
    if i == 0 {
        base
    } else {
        MORE_ROUTES[(i - 1) % MORE_ROUTES.len()]
    }
}

/// The colours of the second and later routes offered at once: light enough to
/// be seen on a black man (3:1), the halo keeping them off the squares.
pub const MORE_ROUTES: [Color32; 5] = [
    Color32::from_rgb(0xb0, 0x7c, 0xd8),
    Color32::from_rgb(0x1a, 0xbc, 0x9c),
    Color32::from_rgb(0xe6, 0x7e, 0x22),
    Color32::from_rgb(0xe8, 0x5a, 0x9b),
    Color32::from_rgb(0xa3, 0xcb, 0x38),
];

fn paint_route_line(
    painter: &Painter,
    geo: &DamaGeometry,
    route: &Route,
    color: Color32,
    width: f32,
    shift: Vec2,
) {
    let mut points = vec![geo.center(route.from) + shift];
    points.extend(route.landings.iter().map(|&s| geo.center(s) + shift));
    paint_arrow_path(painter, &points, width, color);
}

/// A capture route in full: the path with an arrow, each landing numbered, each
/// captured piece crossed out with the order it is taken in.
pub fn paint_route(
    painter: &Painter,
    geo: &DamaGeometry,
    route: &Route,
    color: Color32,
    cell: f32,
) {
    paint_route_shifted(painter, geo, route, color, cell, Vec2::ZERO);
}

/// [`paint_route`] moved by `shift`, so that routes drawn side by side over the
/// same squares stay apart.
pub fn paint_route_shifted(
    painter: &Painter,
    geo: &DamaGeometry,
    route: &Route,
    color: Color32,
    cell: f32,
    shift: Vec2,
) {
    paint_route_line(painter, geo, route, color, cell * 0.06, shift);
    for (i, &sq) in route.captured.iter().enumerate() {
        paint_cross(painter, geo.center(sq), cell * 0.16, color);
        let badge = geo.center(sq) + vec2(-cell * 0.3, -cell * 0.3) + shift;
        paint_number(painter, badge, cell * 0.15, i + 1, color);
    }
    for (i, &sq) in route.landings.iter().enumerate() {
        paint_number(painter, geo.center(sq) + shift, cell * 0.17, i + 1, color);
    }
}
