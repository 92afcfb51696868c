//! The Dama board in the editor: the empty board (painted by
//! `gui::board::dama`), the pieces set up on top, those the rules refuse ringed.

use eframe::egui::{Id, Rect, Stroke, Ui};

use crate::app::play::DamaPlay;
use crate::games::dama::{DamaRules, Position, Setup, Square};
use crate::gui::board::dama::DamaGeometry;
use crate::gui::board::{self, BoardInput, BoardStyle, paint_piece};
use crate::session::{Lot, Session};

use super::input::{hover_pos, secondary_click};
use crate::app::editor::{BoardAction, Tool};

/// The id `gui::board::dama` gives its board (for the piece being dragged).
fn board_id() -> Id {
    Id::unique("dama-board")
}

/// Paints the board with the set-up on it and returns what the user did: a click
/// (left or right) or a drag, by square.
pub fn show_board(
    ui: &mut Ui,
    area: Rect,
    setup: &Setup,
    tool: Tool,
    bad: &[Square],
    odd: &[Square],
    style: &BoardStyle,
) -> Option<BoardAction> {
    // The board module paints an empty board (squares, coordinates) and makes
    // every square a named, clickable spot; the pieces set up are painted on top.
    let backdrop = DamaPlay::new(Session::from_position(
        DamaRules::default(),
        Lot {
            first: setup.side,
            seed: None,
        },
        Position::empty(setup.side),
    ));
    let input = board::dama::show(ui, area, &backdrop, style);
    let geo = DamaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let radius = geo.cell() * 0.4;
    let dragging = board::dragging_from(ui, board_id()).map(|i| Square::new(i as u8));

    // A faint piece where the tool would put one.
    let hovered = hover_pos(ui, area).and_then(|p| geo.square_at(p));
    if let (Some(sq), None) = (hovered, dragging) {
        let ghost = match tool {
            Tool::Man(side) => Some((side, false)),
            Tool::King(side) => Some((side, true)),
            Tool::Eraser => None,
        };
        if let (Some((side, king)), None) = (ghost, setup.at(sq)) {
            paint_piece(&painter, geo.center(sq), radius, side, king, pal, 0.35);
        }
    }

    for (sq, piece) in setup.pieces() {
        if dragging == Some(sq) {
            continue;
        }
        paint_piece(
            &painter,
            geo.center(sq),
            radius,
            piece.side(),
            piece.is_king(),
            pal,
            1.0,
        );
    }
    // Pieces the rules do not allow ringed in red, unlikely ones in orange.
    for (squares, color) in [(bad, pal.removable), (odd, pal.compulsory)] {
        for &sq in squares {
            painter.circle_stroke(
                geo.center(sq),
                radius * 1.12,
                Stroke::new(geo.cell() * 0.06, color),
            );
        }
    }
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(piece) = setup.at(from)
    {
        let (side, king) = (piece.side(), piece.is_king());
        paint_piece(&painter, pointer, radius * 1.08, side, king, pal, 0.9);
    }

    let right_click = secondary_click(ui).and_then(|p| geo.square_at(p));
    match (input, right_click) {
        (_, Some(sq)) => Some(BoardAction::Remove(sq.index())),
        (Some(BoardInput::Click(i)), None) => Some(BoardAction::Click(i)),
        (Some(BoardInput::Drag(a, b)), None) => Some(BoardAction::Drag(a, b)),
        // The editor moves a piece when it is dropped, not before.
        (Some(BoardInput::Lift(_)) | None, None) => None,
    }
}
