//! The small pictures of the rules page, painted with the boards' own geometry
//! (`DamaGeometry`, `AkidadaGeometry`) and painting helpers.
//!
//! Every picture starts from a position string and asks the engine what happens in
//! it: the routes, destinations and removals drawn are the engine's answers, so a
//! picture cannot show a move the rules do not allow. Only the forbidden moves
//! (a 180-degree turn, a man capturing as a king, a man stepping back) are worked
//! out here, from the engine's route, since the engine by design never makes them.

use eframe::egui::{
    Align, Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2,
};

use crate::app::rules_page::Diagram;
use crate::app::text::Tr;
use crate::games::Side;
use crate::games::akidada::{self, AkidadaRules, LINES, Point, Removal};
use crate::games::dama::{self, Direction, Route, Square};
use crate::gui::board::akidada::{AkidadaGeometry, PANEL_MARGIN, paint_board, paint_point_names};
use crate::gui::board::dama::{DamaGeometry, paint_route, paint_squares};
use crate::gui::board::{paint_arrow_path, paint_cross, paint_piece};
use crate::gui::theme::{MIN_TEXT, Palette};

/// The side of one board picture, in points.
pub const BOARD: f32 = 270.0;
/// The gap between two boards side by side.
const GAP: f32 = 20.0;
/// The strip above a board that holds its letter (the worked example's variants A and B).
const LETTER: f32 = 22.0;

/// The description's worked example (assets/rules/RULES.md, section 2.10).
pub const WORKED_EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";
/// Variant A as the description gives it: five captures, not the maximum.
pub const VARIANT_A: &str = "b8xb5xe5xe1xa1xa4";
/// Variant B's first landing square; the other maximal route lands on b4 first.
const VARIANT_B_FIRST: &str = "b5";
/// A man on b3 and a king on e6, which its own man on e2 stops going down.
pub const DAMA_MOVES: &str = "W:Wb3,e2,Ke6:Bg7";
/// The man whose steps the moves picture shows (the one on e2 only blocks).
const DAMA_MOVES_MAN: &str = "b3";
/// A man capturing forward then sideways, with a piece behind it it may not take.
pub const DAMA_MAN_CAPTURE: &str = "W:Wd4:Bd5,e6,d3";
/// A king that could take a second piece only by turning back.
pub const DAMA_NO_180: &str = "W:WKd4:Bd6,d2";
/// A man reaching the far rank by a capture, with a piece only a king could take.
pub const DAMA_PROMOTION: &str = "W:Wc6:Bc7,Ke8";
/// White to place; e1 completes the line a1-c1-e1.
pub const AKIDADA_LINE: &str = "W:Wa1,c1,d2:Bb2,c2,e5:H3,3";
/// The move shown in the Akidada line picture.
pub const AKIDADA_LINE_MOVE: &str = "e1xc2";

/// The size a diagram takes when `width` is available.
pub fn size(diagram: Diagram, width: f32) -> Vec2 {
    match diagram {
        Diagram::WorkedExample if width >= 2.0 * BOARD + GAP => {
            vec2(2.0 * BOARD + GAP, BOARD + LETTER)
        }
        Diagram::WorkedExample => vec2(BOARD, 2.0 * (BOARD + LETTER) + GAP),
        _ => Vec2::splat(BOARD),
    }
}

/// Paints `diagram` into `rect` (of the size [`size`] gave).
pub fn paint(painter: &Painter, rect: Rect, diagram: Diagram, pal: &Palette, tr: Tr) {
    let board = Rect::from_min_size(rect.min, Vec2::splat(BOARD.min(rect.width())));
    match diagram {
        Diagram::AkidadaBoard => akidada_board(painter, board, pal),
        Diagram::AkidadaLine => akidada_line(painter, board, pal, tr),
        Diagram::DamaStart => dama_start(painter, board, pal),
        Diagram::DamaMoves => dama_moves(painter, board, pal),
        Diagram::DamaManCapture => dama_man_capture(painter, board, pal),
        Diagram::DamaNo180 => dama_no_180(painter, board, pal),
        Diagram::DamaPromotion => dama_promotion(painter, board, pal),
        Diagram::WorkedExample => worked_example(painter, rect, pal),
    }
}

// ------------------------------------------------------------------------------------
// What the engine says about each picture (also checked by the tests)
// ------------------------------------------------------------------------------------

fn dama_position(text: &str) -> Option<dama::Position> {
    text.parse().ok()
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

/// The worked example: variant A's route, and variant B's routes (one per final
/// square), all taken from the engine's capture summary.
pub fn worked_example_variants() -> Option<(Route, Vec<Route>)> {
    let pos = dama_position(WORKED_EXAMPLE)?;
    let summary = pos.capture_summary();
    let a = summary
        .routes
        .iter()
        .find(|r| r.notation() == VARIANT_A)?
        .clone();
    let b5 = square(VARIANT_B_FIRST)?;
    let b: Vec<Route> = summary
        .routes
        .iter()
        .filter(|r| summary.is_maximal(r) && r.landings.first() == Some(&b5))
        .cloned()
        .collect();
    (!b.is_empty()).then_some((a, b))
}

/// The maximal capture routes of a position, in the engine's order.
pub fn maximal_routes(text: &str) -> Vec<Route> {
    let Some(pos) = dama_position(text) else {
        return Vec::new();
    };
    let summary = pos.capture_summary();
    summary
        .routes
        .iter()
        .filter(|r| summary.is_maximal(r))
        .cloned()
        .collect()
}

/// A long jump from `from` in `dir` for a piece of the side to move, as a king would
/// make it, the route's start and captured pieces counting as empty squares: the
/// enemy piece jumped and the first square beyond it.
pub fn long_jump(
    pos: &dama::Position,
    route: &Route,
    from: Square,
    dir: Direction,
) -> Option<(Square, Square)> {
    let us = pos.side_to_move();
    let empty =
        |sq: Square| pos.piece_at(sq).is_none() || sq == route.from || route.captured.contains(&sq);
    let mut sq = from.step(dir)?;
    while empty(sq) {
        sq = sq.step(dir)?;
    }
    let victim = pos.piece_at(sq)?;
    let beyond = sq.step(dir)?;
    (victim.side() != us && empty(beyond)).then_some((sq, beyond))
}

/// Where a route's piece is heading at its end.
fn last_direction(route: &Route) -> Option<Direction> {
    let last = *route.landings.last()?;
    let prev = match route.landings.len() {
        0 | 1 => route.from,
        n => route.landings[n - 2],
    };
    Direction::between(prev, last)
}

/// The 180-degree picture: the legal route (taking the piece ahead), and the
/// capture that turning back at its end would make.
pub fn no_180_scene() -> Option<(Route, (Square, Square))> {
    let pos = dama_position(DAMA_NO_180)?;
    let routes = maximal_routes(DAMA_NO_180);
    // Of the routes taking the piece ahead, the one stopping nearest it.
    let ahead = routes
        .iter()
        .filter(|r| r.captured.first() == square("d6").as_ref())
        .min_by_key(|r| r.landings.last().map(|s| s.rank()))?
        .clone();
    let back = last_direction(&ahead)?.reverse();
    let turn = long_jump(&pos, &ahead, *ahead.landings.last()?, back)?;
    Some((ahead, turn))
}

/// The promotion picture: the man's capture, and the capture it could make from
/// the far rank if it were a king already.
pub fn promotion_scene() -> Option<(Route, (Square, Square))> {
    let pos = dama_position(DAMA_PROMOTION)?;
    let route = maximal_routes(DAMA_PROMOTION).into_iter().next()?;
    let end = *route.landings.last()?;
    let back = last_direction(&route)?.reverse();
    let as_king = Direction::ALL
        .into_iter()
        .filter(|&d| d != back)
        .find_map(|d| long_jump(&pos, &route, end, d))?;
    Some((route, as_king))
}

/// The Akidada line picture: the position before, and the move (with its removal).
pub fn akidada_line_scene() -> Option<(akidada::Position, akidada::Move)> {
    let pos: akidada::Position = AKIDADA_LINE.parse().ok()?;
    let mut moves = Vec::new();
    pos.legal_moves(&AkidadaRules::default(), &mut moves);
    let mv = moves
        .into_iter()
        .find(|m| m.notation() == AKIDADA_LINE_MOVE)?;
    Some((pos, mv))
}

// ------------------------------------------------------------------------------------
// Dama
// ------------------------------------------------------------------------------------

fn dama_pieces(painter: &Painter, geo: &DamaGeometry, pos: &dama::Position, pal: &Palette) {
    for (sq, piece) in pos.piece_list() {
        paint_piece(
            painter,
            geo.center(sq),
            geo.cell() * 0.4,
            piece.side(),
            piece.is_king(),
            pal,
            1.0,
        );
    }
}

/// Sizes of route marks: `paint_route` sizes them for the big board, so on a small
/// one they are drawn as for a board this much larger.
const MARK_SCALE: f32 = 1.4;

/// The board and pieces of a position; `None` if the string does not parse.
fn dama_scene(
    painter: &Painter,
    area: Rect,
    text: &str,
    pal: &Palette,
) -> Option<(DamaGeometry, dama::Position)> {
    let geo = DamaGeometry::fit(area, false);
    paint_squares(painter, &geo, pal);
    let pos = dama_position(text)?;
    dama_pieces(painter, &geo, &pos, pal);
    Some((geo, pos))
}

fn dama_start(painter: &Painter, area: Rect, pal: &Palette) {
    let geo = DamaGeometry::fit(area, false);
    paint_squares(painter, &geo, pal);
    dama_pieces(painter, &geo, &dama::Position::start(Side::White), pal);
}

/// An arrow from the edge of the piece on `from` to the centre of `to`.
fn step_arrow(painter: &Painter, geo: &DamaGeometry, from: Square, to: Square, color: Color32) {
    let (a, b) = (geo.center(from), geo.center(to));
    let dir = (b - a).normalized();
    let width = geo.cell() * 0.08;
    paint_arrow_path(painter, &[a + dir * geo.cell() * 0.42, b], width, color);
}

fn dama_moves(painter: &Painter, area: Rect, pal: &Palette) {
    let Some((geo, pos)) = dama_scene(painter, area, DAMA_MOVES, pal) else {
        return;
    };
    let cell = geo.cell();
    let man = square(DAMA_MOVES_MAN);
    let mut moves = Vec::new();
    pos.plain_moves(&mut moves);
    let shown = |sq: Square| Some(sq) == man || pos.piece_at(sq).is_some_and(|p| p.is_king());
    for mv in moves.iter().filter(|m| shown(m.from())) {
        painter.circle_filled(geo.center(mv.to()), cell * 0.12, pal.target);
    }
    for (sq, piece) in pos.piece_list().filter(|&(sq, _)| shown(sq)) {
        let targets: Vec<Square> = moves
            .iter()
            .filter(|m| m.from() == sq)
            .map(|m| m.to())
            .collect();
        if piece.is_king() {
            // One arrow per direction, to the farthest square the king reaches.
            for dir in Direction::ALL {
                let far = targets
                    .iter()
                    .filter(|&&to| Direction::between(sq, to) == Some(dir))
                    .max_by_key(|&&to| distance(sq, to));
                if let Some(&to) = far {
                    step_arrow(painter, &geo, sq, to, pal.route);
                }
            }
        } else {
            for &to in &targets {
                step_arrow(painter, &geo, sq, to, pal.route);
            }
            // Never backward.
            let back = Direction::forward(piece.side()).reverse();
            if let Some(to) = sq.step(back) {
                step_arrow(painter, &geo, sq, to, pal.losing_route);
                paint_cross(painter, geo.center(to), cell * 0.2, pal.losing_route);
            }
        }
    }
}

fn distance(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank())
}

fn dama_man_capture(painter: &Painter, area: Rect, pal: &Palette) {
    let Some((geo, _)) = dama_scene(painter, area, DAMA_MAN_CAPTURE, pal) else {
        return;
    };
    for route in maximal_routes(DAMA_MAN_CAPTURE) {
        paint_route(painter, &geo, &route, pal.route, geo.cell() * MARK_SCALE);
    }
}

/// A move the rules do not allow: a dashed arrow through `points`, and a cross
/// at `cross`.
fn forbidden(painter: &Painter, geo: &DamaGeometry, points: &[Pos2], cross: Pos2, pal: &Palette) {
    let cell = geo.cell();
    let color = pal.losing_route;
    let stroke = Stroke::new(cell * 0.07, color);
    painter.extend(Shape::dashed_line(points, stroke, cell * 0.18, cell * 0.12));
    if let [.., before, end] = points {
        let head = *end - (*end - *before).normalized() * cell * 0.3;
        paint_arrow_path(painter, &[head, *end], cell * 0.07, color);
    }
    paint_cross(painter, cross, cell * 0.24, color);
}

/// A turn back from `start` towards `end`, drawn beside the way the piece came so
/// it does not hide it: up past `start`, across, and back down; crossed out at the
/// turn.
fn turn_back(painter: &Painter, geo: &DamaGeometry, start: Square, end: Square, pal: &Palette) {
    let cell = geo.cell();
    let (a, b) = (geo.center(start), geo.center(end));
    let along = (b - a).normalized();
    let side = vec2(along.y, -along.x) * cell * 0.5;
    let top = a - along * cell * 0.45;
    let points = [top, top + side, b + side];
    forbidden(painter, geo, &points, top + side, pal);
}

fn dama_no_180(painter: &Painter, area: Rect, pal: &Palette) {
    let Some((geo, _)) = dama_scene(painter, area, DAMA_NO_180, pal) else {
        return;
    };
    let Some((route, (_, beyond))) = no_180_scene() else {
        return;
    };
    paint_route(painter, &geo, &route, pal.route, geo.cell() * MARK_SCALE);
    if let Some(&end) = route.landings.last() {
        turn_back(painter, &geo, end, beyond, pal);
    }
}

fn dama_promotion(painter: &Painter, area: Rect, pal: &Palette) {
    let Some((geo, _)) = dama_scene(painter, area, DAMA_PROMOTION, pal) else {
        return;
    };
    let Some((route, (_, beyond))) = promotion_scene() else {
        return;
    };
    let cell = geo.cell();
    paint_route(painter, &geo, &route, pal.route, cell * MARK_SCALE);
    if let Some(&end) = route.landings.last() {
        // The king's jump it may not make: along the far rank, crossed out.
        let (a, b) = (geo.center(end), geo.center(beyond));
        let along = (b - a).normalized();
        let points = [a + along * cell * 0.42, b];
        forbidden(painter, &geo, &points, a + (b - a) * 0.33, pal);
    }
}

fn worked_example(painter: &Painter, rect: Rect, pal: &Palette) {
    let side_by_side = rect.width() >= 2.0 * BOARD + GAP;
    let second = if side_by_side {
        vec2(BOARD + GAP, 0.0)
    } else {
        vec2(0.0, BOARD + LETTER + GAP)
    };
    let variants = worked_example_variants();
    for (i, letter) in ["A", "B"].into_iter().enumerate() {
        let top = rect.min + second * i as f32;
        let color = if i == 0 { pal.losing_route } else { pal.route };
        painter.text(
            top + vec2(BOARD / 2.0, LETTER / 2.0),
            Align2::CENTER_CENTER,
            letter,
            FontId::proportional(LETTER * 0.8),
            color,
        );
        let area = Rect::from_min_size(top + vec2(0.0, LETTER), Vec2::splat(BOARD));
        let Some((geo, _)) = dama_scene(painter, area, WORKED_EXAMPLE, pal) else {
            continue;
        };
        let Some((a, b)) = &variants else {
            continue;
        };
        let cell = geo.cell();
        if i == 0 {
            paint_route(painter, &geo, a, color, cell * MARK_SCALE);
        } else {
            // The route to the first final square in full; the others ringed.
            paint_route(painter, &geo, &b[0], color, cell * MARK_SCALE);
            for other in &b[1..] {
                if let Some(&end) = other.landings.last() {
                    painter.circle_stroke(
                        geo.center(end),
                        cell * 0.2,
                        Stroke::new(cell * 0.07, color),
                    );
                }
            }
        }
    }
}

// ------------------------------------------------------------------------------------
// Akidada
// ------------------------------------------------------------------------------------

/// A line of three glowing under the pieces, as the board shows a line just made.
fn glow(painter: &Painter, geo: &AkidadaGeometry, line: &[Point; 3], color: Color32) {
    let stroke = Stroke::new(geo.step() * 0.16, color);
    painter.line_segment([geo.center(line[0]), geo.center(line[2])], stroke);
}

fn akidada_board(painter: &Painter, area: Rect, pal: &Palette) {
    // No pieces in hand here: the board takes the whole picture, leaving room for
    // the names of the outer points.
    let board = Rect::from_center_size(area.center(), Vec2::splat(area.width() * 0.68));
    let geo = AkidadaGeometry {
        board,
        top_hand: Rect::NOTHING,
        bottom_hand: Rect::NOTHING,
        flipped: false,
    };
    let step = geo.step();
    // Every point is named below; the files and ranks would say it twice.
    paint_board(painter, &geo, pal, 0.7, true);
    // The lines of three glow over the board's lines, faintly enough to show them.
    for line in &LINES {
        glow(painter, &geo, line, pal.target.gamma_multiply(0.4));
    }
    // Names: outer points outside the outer square (corners to the side), inner
    // points inside the inner one, so that no name sits on a line.
    let centre = geo.board.center();
    let font = FontId::proportional((step * 0.27).max(MIN_TEXT));
    // The board's own point names' colour, tested against the panel.
    let color = pal.point_names;
    let sign = |x: f32| if x.abs() < 0.5 { 0.0 } else { x.signum() };
    for p in Point::all() {
        let at = geo.center(p);
        let (file, rank) = p.coords();
        let outer = file == 0 || file == 4 || rank == 0 || rank == 4;
        let out = vec2(sign(at.x - centre.x), sign(at.y - centre.y));
        let dir = match (outer, out.x != 0.0) {
            (true, true) => vec2(out.x, 0.0),
            (true, false) => out,
            (false, _) => -out,
        };
        let gap = if outer { 0.2 } else { 0.16 };
        painter.text(
            at + dir * step * gap,
            align_away(dir),
            p.to_string(),
            font.clone(),
            color,
        );
    }
}

/// The text anchor that puts a label on the `dir` side of its point.
fn align_away(dir: Vec2) -> Align2 {
    let align = |x: f32| match x {
        x if x > 0.0 => Align::Min,
        x if x < 0.0 => Align::Max,
        _ => Align::Center,
    };
    Align2([align(dir.x), align(dir.y)])
}

fn akidada_line(painter: &Painter, area: Rect, pal: &Palette, tr: Tr) {
    let geo = AkidadaGeometry::fit(area, false);
    let step = geo.step();
    let radius = step * 0.27;
    paint_board(painter, &geo, pal, PANEL_MARGIN, false);
    paint_point_names(painter, &geo, pal);
    let Some((before, mv)) = akidada_line_scene() else {
        return;
    };
    let us = before.side_to_move();
    let after = before.play(&mv);
    // The line made, glowing under the pieces.
    for line in LINES.iter().filter(|l| l.contains(&mv.to())) {
        if line.iter().all(|&p| after.piece_at(p) == Some(us)) {
            glow(painter, &geo, line, pal.target);
        }
    }
    painter.circle_filled(geo.center(mv.to()), radius * 1.25, pal.last_move);
    for p in Point::all() {
        if let Some(side) = before.piece_at(p) {
            paint_piece(painter, geo.center(p), radius, side, false, pal, 1.0);
        }
    }
    paint_piece(painter, geo.center(mv.to()), radius, us, false, pal, 1.0);
    // Every piece the line may remove ringed; the one removed crossed out.
    let removable = akidada::removable(before.pieces(us.opposite()), Removal::Any);
    for p in Point::all().filter(|p| removable & p.bit() != 0) {
        let stroke = Stroke::new(step * 0.05, pal.removable);
        painter.circle_stroke(geo.center(p), radius * 1.18, stroke);
    }
    for p in mv.removed_points() {
        paint_cross(painter, geo.center(p), radius * 0.55, pal.removable);
    }
    // The pieces in hand after the move, and the placement coming from the hand.
    for side in Side::BOTH {
        let n = usize::from(after.in_hand(side));
        let shown = n + usize::from(side == us);
        for i in 0..n {
            let at = geo.hand_slot(side, i, shown);
            paint_piece(painter, at, radius * 0.8, side, false, pal, 1.0);
        }
        if side == us {
            let from = geo.hand_slot(side, n, shown);
            let to = geo.center(mv.to());
            let dir = (to - from).normalized();
            paint_arrow_path(
                painter,
                &[from, to - dir * radius * 1.05],
                step * 0.05,
                pal.route,
            );
            paint_piece(painter, from, radius * 0.8, side, false, pal, 0.3);
        }
        painter.text(
            geo.hand(side).left_center() + vec2(step * 0.05, 0.0),
            Align2::LEFT_CENTER,
            format!("{} ×{}", tr.side(side), n),
            FontId::proportional((step * 0.22).max(MIN_TEXT)),
            // Beside the board, on the page: the page's text colour (the
            // board's coordinates' is for its dark frame).
            painter.ctx().global_style().visuals.text_color(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_parses() {
        for text in [
            WORKED_EXAMPLE,
            DAMA_MOVES,
            DAMA_MAN_CAPTURE,
            DAMA_NO_180,
            DAMA_PROMOTION,
        ] {
            assert!(dama_position(text).is_some(), "{text}");
        }
        assert!(AKIDADA_LINE.parse::<akidada::Position>().is_ok());
    }

    #[test]
    fn the_worked_example_is_drawn_from_the_engine() {
        let (a, b) = worked_example_variants().expect("both variants found");
        assert_eq!(a.captured.len(), 5);
        let pos = dama_position(WORKED_EXAMPLE).unwrap();
        let summary = pos.capture_summary();
        assert!(!summary.is_maximal(&a));
        assert_eq!(summary.maximum, 6);
        let ends: Vec<String> = b.iter().map(|r| r.notation()).collect();
        assert_eq!(
            ends,
            [
                "b8xb5xg5xg1xa1xa4xf4",
                "b8xb5xg5xg1xa1xa4xg4",
                "b8xb5xg5xg1xa1xa4xh4"
            ]
        );
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        assert_eq!(legal.len(), 7);
        // The route drawn is the one the engine gives for the move.
        assert_eq!(
            pos.route(&b[0].to_move()).unwrap().to_move(),
            b[0].to_move()
        );
    }

    #[test]
    fn the_small_examples_say_what_their_captions_say() {
        let man = maximal_routes(DAMA_MAN_CAPTURE);
        assert_eq!(man.len(), 1);
        assert_eq!(man[0].notation(), "d4xd6xf6");

        let (route, (victim, beyond)) = no_180_scene().unwrap();
        assert_eq!(route.notation(), "d4xd7");
        assert_eq!(
            (victim.to_string(), beyond.to_string()),
            ("d2".into(), "d1".into())
        );
        let pos = dama_position(DAMA_NO_180).unwrap();
        assert_eq!(pos.capture_summary().maximum, 1);

        let (route, (victim, beyond)) = promotion_scene().unwrap();
        assert_eq!(route.notation(), "c6xc8");
        assert_eq!(
            (victim.to_string(), beyond.to_string()),
            ("e8".into(), "f8".into())
        );
        let pos = dama_position(DAMA_PROMOTION).unwrap();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        assert_eq!(legal.len(), 1);
        let after = pos.play(&legal[0]);
        assert!(after.piece_at(square("c8").unwrap()).unwrap().is_king());

        let pos = dama_position(DAMA_MOVES).unwrap();
        assert!(!pos.has_capture());
        let mut moves = Vec::new();
        pos.plain_moves(&mut moves);
        let from = |s: &str| {
            let mut v: Vec<String> = moves
                .iter()
                .filter(|m| m.from() == square(s).unwrap())
                .map(|m| m.to().to_string())
                .collect();
            v.sort();
            v
        };
        assert_eq!(from("b3"), ["a3", "b4", "c3"]);
        assert_eq!(
            from("e6"),
            [
                "a6", "b6", "c6", "d6", "e3", "e4", "e5", "e7", "e8", "f6", "g6", "h6"
            ]
        );

        let (pos, mv) = akidada_line_scene().unwrap();
        assert_eq!(mv.notation(), AKIDADA_LINE_MOVE);
        assert_eq!(
            akidada::Position::lines_completed(mv.to(), pos.pieces(Side::White) | mv.to().bit()),
            1
        );
    }
}
