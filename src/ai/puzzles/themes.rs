//! Themes, found from the solution itself: what its moves do, not what the
//! position looks like.

use super::puzzle::Theme;
use crate::games::EndReason;
use crate::games::akidada::{AkidadaRules, Move as AMove, Position as APosition};
use crate::games::dama::{DamaRules, Move as DMove, Position as DPosition};

/// The themes of a Dama line: `positions[i]` is the position before
/// `moves[i]`, and one more after the last. `zugzwang`: the first move is quiet
/// and, were the opponent allowed to pass after it, the solver would not win
/// (known only where the tables give it).
pub fn dama(
    moves: &[DMove],
    positions: &[DPosition],
    rules: &DamaRules,
    zugzwang: bool,
) -> Vec<Theme> {
    let mut themes = Vec::new();
    let start = positions[0];
    let solver = start.side_to_move();
    let crowned_at: Option<usize> = (0..moves.len())
        .step_by(2)
        .find(|&i| positions[i].crowns(&moves[i]));
    // A shot: the opponent's capture answered by a larger capture.
    let shot = (1..moves.len()).step_by(2).any(|i| {
        moves[i].is_capture()
            && moves.get(i + 1).is_some_and(|next| {
                next.capture_count() >= 2 && next.capture_count() > moves[i].capture_count()
            })
    });
    if shot {
        themes.push(Theme::Shot);
    }
    if let Some(c) = crowned_at {
        if (1..c).step_by(2).any(|i| moves[i].is_capture()) {
            themes.push(Theme::Breakthrough);
        }
        themes.push(Theme::Crowning);
    }
    let pieces = start.occupied().count_ones();
    if start.kings(solver) | start.kings(solver.opposite()) != 0 && pieces <= 8 {
        themes.push(Theme::KingEndgame);
    }
    let last = positions[positions.len() - 1];
    match last.status(rules).map(|o| o.reason()) {
        Some(EndReason::KingVersusLonePiece) => themes.push(Theme::LonePiece),
        Some(EndReason::NoLegalMove) if last.pieces(last.side_to_move()) != 0 => {
            themes.push(Theme::Blocking)
        }
        _ => {}
    }
    if zugzwang && !moves[0].is_capture() && !start.crowns(&moves[0]) {
        themes.push(Theme::Opposition);
    }
    if !moves[0].is_capture() && !start.has_capture() {
        // Two captures threatened at once by two different pieces.
        let passed = positions[1].with_side_to_move(solver);
        let mut threats = Vec::new();
        passed.legal_moves(&mut threats);
        let mut from: Vec<_> = threats
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| m.from())
            .collect();
        from.sort();
        from.dedup();
        if from.len() >= 2 {
            themes.push(Theme::DoubleThreat);
        }
    }
    themes.sort();
    themes
}

/// The points to which the side to move could move a piece and make a line.
fn line_points(pos: &APosition, rules: &AkidadaRules) -> u16 {
    let mut moves = Vec::new();
    pos.legal_moves(rules, &mut moves);
    moves
        .iter()
        .filter(|m| m.removed() != 0)
        .fold(0, |acc, m| acc | m.to().bit())
}

/// The themes of an Akidada line (positions as for [`dama`]).
pub fn akidada(
    moves: &[AMove],
    positions: &[APosition],
    rules: &AkidadaRules,
    zugzwang: bool,
) -> Vec<Theme> {
    let mut themes = Vec::new();
    let start = positions[0];
    let solver = start.side_to_move();
    let mut buf = Vec::new();
    let solver_turns = (0..moves.len()).step_by(2);
    if solver_turns.clone().any(|i| moves[i].removed() != 0) {
        themes.push(Theme::AkidadaLine);
    }
    let removal_choice = solver_turns.clone().any(|i| {
        let mv = moves[i];
        if mv.removed() == 0 {
            return false;
        }
        positions[i].legal_moves(rules, &mut buf);
        buf.iter()
            .any(|m| m.from() == mv.from() && m.to() == mv.to() && m.removed() != mv.removed())
    });
    if removal_choice {
        themes.push(Theme::RemovalChoice);
    }
    // A double threat: after a solver's move, two points where it would make a
    // line, where it had fewer before.
    let double = solver_turns.clone().any(|i| {
        let after = positions[i + 1];
        if after.status(rules).is_some() {
            return false;
        }
        let before = line_points(&positions[i], rules).count_ones();
        let threats = line_points(&after.with_side_to_move(solver), rules).count_ones();
        threats >= 2 && threats > before
    });
    if double {
        themes.push(Theme::DoubleThreat);
    }
    // Blocking: the first move takes the point the opponent would have made a
    // line on; or the line ends with the opponent unable to slide.
    let theirs = line_points(&start.with_side_to_move(solver.opposite()), rules);
    let last = positions[positions.len() - 1];
    let blocked_end = matches!(
        last.status(rules).map(|o| o.reason()),
        Some(EndReason::NoLegalMove)
    );
    if theirs & moves[0].to().bit() != 0 || blocked_end {
        themes.push(Theme::Blocking);
    }
    if zugzwang && moves[0].removed() == 0 && !start.is_placing() {
        themes.push(Theme::Opposition);
    }
    themes.sort();
    themes
}
