//! The Akidada board in the editor: the empty board and the pieces in hand
//! (painted by `gui::board::akidada`), the pieces set up on top.

use eframe::egui::{Id, Rect, Stroke, Ui};

use crate::app::play::AkidadaPlay;
use crate::games::Side;
use crate::games::akidada::{AkidadaRules, PIECES_PER_SIDE, Point, Position, Setup};
use crate::gui::board::akidada::AkidadaGeometry;
use crate::gui::board::{self, BoardInput, BoardStyle, paint_piece};
use crate::session::{Lot, Session};

use super::input::{hover_pos, secondary_click};
use crate::app::editor::{BoardAction, Tool};

/// The id `gui::board::akidada` gives its board (for the piece being dragged).
fn board_id() -> Id {
    Id::unique("akidada-board")
}

/// Paints the board with the set-up on it and returns what the user did: a click
/// (left or right) or a drag, by point.
pub fn show_board(
    ui: &mut Ui,
    area: Rect,
    setup: &Setup,
    tool: Tool,
    style: &BoardStyle,
) -> Option<BoardAction> {
    // The board module paints the empty board with the pieces in hand beside it,
    // and makes every point a named, clickable spot; the pieces on the board are
    // painted on top.
    let hands = Setup::empty(
        [setup.in_hand(Side::White), setup.in_hand(Side::Black)],
        setup.side,
    )
    .position()
    .unwrap_or_else(|_| Position::start(setup.side));
    let backdrop = AkidadaPlay::new(Session::from_position(
        AkidadaRules::default(),
        Lot {
            first: setup.side,
            seed: None,
        },
        hands,
    ));
    let input = board::akidada::show(ui, area, &backdrop, style);
    let geo = AkidadaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let radius = geo.step() * 0.27;
    let dragging = board::dragging_from(ui, board_id()).map(|i| Point::new(i as u8));

    let hovered = hover_pos(ui, area).and_then(|p| geo.point_at(p));
    if let (Some(p), None, Tool::Man(side) | Tool::King(side)) = (hovered, dragging, tool)
        && setup.at(p).is_none()
    {
        paint_piece(&painter, geo.center(p), radius, side, false, pal, 0.35);
    }
    for side in Side::BOTH {
        for p in setup.points_of(side) {
            if dragging != Some(p) {
                paint_piece(&painter, geo.center(p), radius, side, false, pal, 1.0);
            }
        }
    }
    // Too many pieces: the side's pieces ringed in red.
    for side in Side::BOTH {
        if setup.total(side) > u32::from(PIECES_PER_SIDE) {
            for p in setup.points_of(side) {
                painter.circle_stroke(
                    geo.center(p),
                    radius * 1.18,
                    Stroke::new(geo.step() * 0.04, pal.removable),
                );
            }
        }
    }
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(side) = setup.at(from)
    {
        paint_piece(&painter, pointer, radius * 1.08, side, false, pal, 0.9);
    }

    let right_click = secondary_click(ui).and_then(|p| geo.point_at(p));
    match (input, right_click) {
        (_, Some(p)) => Some(BoardAction::Remove(p.index())),
        (Some(BoardInput::Click(i)), None) => Some(BoardAction::Click(i)),
        (Some(BoardInput::Drag(a, b)), None) => Some(BoardAction::Drag(a, b)),
        // The editor moves a piece when it is dropped, not before.
        (Some(BoardInput::Lift(_)) | None, None) => None,
    }
}
