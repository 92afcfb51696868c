//! Moves as PDN files write them, resolved against the position to the full
//! route the engine reads.
//!
//! A capture `s0 x s1 x ... x sn` is read one of two ways, told apart by what
//! stands on `s1` before the move:
//!
//! - `s1` holds a piece of the side not to move: the **captured-squares**
//!   notation of the Turkish federation's rulebook, `f3xf4xe5`: the start square,
//!   then the squares of the captured pieces in the order they are taken. A last
//!   square that does not hold such a piece is where the move ends
//!   (`f3xf4xe5xd5`).
//! - otherwise (`s1` is empty, or the start square itself): **landing squares**,
//!   the start square then squares the piece lands on, in order, the last being
//!   where it ends: the full route of RULES.md (`b8xb5xg5xg1xa1xa4xf4`), the short
//!   form `from x to` (`b8xf4`), or any part of the route that ends on the last
//!   square.
//!
//! The two readings cannot meet: a landing square is empty before the move,
//! a captured piece's square is not. A written capture names the moves whose
//! routes fit it; if exactly one legal move fits, that is the move; if several
//! do, the notation is ambiguous and every candidate is listed. When no legal
//! move fits but exactly one real capture that is not the maximum does, that
//! one is given to the rules, which refuse it (or, under the default rule, let it
//! lose). Anything else goes to the engine's own reader as written, so a plain
//! move or a full route that cannot be made is refused with the engine's
//! hop-by-hop reason.

use crate::games::dama::{Direction, Move, Position, Route, parse_written};
use crate::record::MoveFault;

/// The full route for a PDN move, or `None` to give the text to the engine as
/// written.
pub(super) fn resolve(pos: &Position, text: &str) -> Result<Option<String>, MoveFault> {
    let Ok(written) = parse_written(text) else {
        return Ok(None); // the engine says what is wrong with it
    };
    if !written.capture {
        return Ok(None);
    }
    let us = pos.side_to_move();
    let from = written.from;
    if pos.piece_at(from).is_none_or(|p| p.side() != us) {
        return Ok(None); // no piece to move: the engine says so
    }
    let enemy = pos.pieces(us.opposite());
    let squares = &written.squares;
    let captured_reading = enemy & squares[0].bit() != 0;
    let summary = pos.capture_summary();
    let mut fitting: Vec<Move> = Vec::new();
    for route in summary.routes.iter().filter(|r| r.from == from) {
        let fits = if captured_reading {
            fits_captured(route, squares, enemy)
        } else {
            fits_landings(route, squares)
        };
        let mv = route.to_move();
        if fits && !fitting.contains(&mv) {
            fitting.push(mv);
        }
    }
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let fitting_legal: Vec<Move> = fitting
        .iter()
        .copied()
        .filter(|m| legal.contains(m))
        .collect();
    let candidates = if fitting_legal.is_empty() {
        fitting
    } else {
        fitting_legal
    };
    match candidates[..] {
        [mv] => Ok(Some(pos.move_text(&mv))),
        [] => no_fit(pos, &written, captured_reading, enemy),
        _ => Err(MoveFault::Ambiguous {
            candidates: candidates.iter().map(|m| pos.move_text(m)).collect(),
        }),
    }
}

/// The captured-squares reading: the route takes the pieces on `squares` in this
/// order, and ends on the last square if that one held no enemy piece.
fn fits_captured(route: &Route, squares: &[crate::games::dama::Square], enemy: u64) -> bool {
    let end = route.landings.last().copied();
    match squares.split_last() {
        Some((&last, rest)) if enemy & last.bit() == 0 => {
            route.captured == rest && end == Some(last)
        }
        _ => route.captured == squares,
    }
}

/// The landing-squares reading: the written squares are some of the route's
/// landing squares, in order, and the last is where it ends.
fn fits_landings(route: &Route, squares: &[crate::games::dama::Square]) -> bool {
    if squares.last() != route.landings.last() || squares.len() > route.landings.len() {
        return false;
    }
    let mut landings = route.landings.iter();
    squares.iter().all(|sq| landings.any(|l| l == sq))
}

/// No capture fits the written squares: say so, or let the engine judge the text
/// as a route when it reads as one.
fn no_fit(
    pos: &Position,
    written: &crate::games::dama::WrittenMove,
    captured_reading: bool,
    enemy: u64,
) -> Result<Option<String>, MoveFault> {
    let from = written.from;
    let squares = &written.squares;
    if captured_reading {
        let (captured, to) = match squares.split_last() {
            Some((&last, rest)) if enemy & last.bit() == 0 => (rest, Some(last.to_string())),
            _ => (&squares[..], None),
        };
        return Err(MoveFault::NoCaptureTaking {
            from: from.to_string(),
            captured: captured.iter().map(ToString::to_string).collect(),
            to,
        });
    }
    // One square off the start's rank and file cannot be a single jump: it was
    // meant as the short form of a longer capture.
    if let [to] = squares[..]
        && Direction::between(from, to).is_none()
        && pos.check_route(written).is_err()
    {
        return Err(MoveFault::NoCaptureEndingOn {
            from: from.to_string(),
            to: to.to_string(),
        });
    }
    Ok(None)
}
