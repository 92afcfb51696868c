//! The names screen readers read for the board's squares and points: where,
//! what stands there, and what the board marks there ("c3, black king, a
//! capture must start here"), in the window's language.

use crate::app::play::{AkidadaPlay, DamaPlay};
use crate::app::text::Tr;
use crate::games::Side;
use crate::games::akidada::{Point, Setup as AkidadaSetup};
use crate::games::dama::{Piece, Setup as DamaSetup, Square};
use crate::i18n::m;

/// "e3, white man", then each mark: ", selected".
fn name(tr: Tr, spot: String, content: &'static str, marks: &[&'static str]) -> String {
    let mut text = tr.f(
        m::SPOT_NAME,
        [("spot", spot.into()), ("content", tr.t(content).into())],
    );
    for mark in marks {
        text.push_str(", ");
        text.push_str(tr.t(mark));
    }
    text
}

/// What a Dama square holds, in words.
fn dama_content(piece: Option<Piece>) -> &'static str {
    match piece {
        None => m::SPOT_EMPTY,
        Some(p) => match (p.side(), p.is_king()) {
            (Side::White, false) => m::SPOT_WHITE_MAN,
            (Side::Black, false) => m::SPOT_BLACK_MAN,
            (Side::White, true) => m::SPOT_WHITE_KING,
            (Side::Black, true) => m::SPOT_BLACK_KING,
        },
    }
}

/// What an Akidada point holds, in words.
fn akidada_content(side: Option<Side>) -> &'static str {
    match side {
        None => m::SPOT_EMPTY,
        Some(Side::White) => m::SPOT_WHITE_PIECE,
        Some(Side::Black) => m::SPOT_BLACK_PIECE,
    }
}

/// The name of a Dama square.
pub fn dama(tr: Tr, play: &DamaPlay, sq: Square) -> String {
    let content = dama_content(play.session.position().piece_at(sq));
    let mut marks = Vec::new();
    if play.input.selected == Some(sq) {
        marks.push(m::SPOT_SELECTED);
    } else if play.candidates().compulsory.contains(&sq) {
        marks.push(m::SPOT_CAPTURE_MUST_START);
    }
    if play.input.selected.is_some() && play.targets().contains(&sq) {
        marks.push(m::SPOT_MOVE_ENDS_HERE);
    }
    let cursor = play.session.cursor();
    if let Some(last) = cursor
        .checked_sub(1)
        .and_then(|i| play.session.plies().get(i))
    {
        if last.mv.from() == sq {
            marks.push(m::SPOT_LAST_MOVE_FROM);
        } else if last.mv.to() == sq {
            marks.push(m::SPOT_LAST_MOVE_TO);
        }
    }
    name(tr, sq.to_string(), content, &marks)
}

/// The name of an Akidada point; a piece placed or slid there that waits for
/// its removal is named as standing there.
pub fn akidada(tr: Tr, play: &AkidadaPlay, p: Point) -> String {
    let pending_here = play.input.pending.filter(|(mv, _)| mv.to() == p);
    let side = match pending_here {
        Some(_) => Some(play.session.side_to_move()),
        None => play.session.position().piece_at(p),
    };
    let content = akidada_content(side);
    let mut marks = Vec::new();
    if play.input.selected == Some(p) {
        marks.push(m::SPOT_SELECTED);
    }
    if play.input.selected.is_some() && play.targets().contains(&p) {
        marks.push(m::SPOT_MOVE_ENDS_HERE);
    }
    if play.input.pending.is_some() && play.removable().contains(&p) {
        marks.push(m::SPOT_REMOVABLE);
    }
    let cursor = play.session.cursor();
    if let Some(last) = cursor
        .checked_sub(1)
        .and_then(|i| play.session.plies().get(i))
    {
        if last.mv.from() == Some(p) {
            marks.push(m::SPOT_LAST_MOVE_FROM);
        } else if last.mv.to() == p {
            marks.push(m::SPOT_LAST_MOVE_TO);
        }
    }
    name(tr, p.to_string(), content, &marks)
}

/// The name of a square of the editor's Dama board: what is set up there
/// ("e3, white man"), whether or not the rules allow it.
pub fn dama_setup(tr: Tr, setup: &DamaSetup, sq: Square) -> String {
    name(tr, sq.to_string(), dama_content(setup.at(sq)), &[])
}

/// The name of a point of the editor's Akidada board.
pub fn akidada_setup(tr: Tr, setup: &AkidadaSetup, p: Point) -> String {
    name(tr, p.to_string(), akidada_content(setup.at(p)), &[])
}
