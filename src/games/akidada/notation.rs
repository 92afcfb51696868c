//! Akidada notation: placement `c1`, slide `c1-c2`, a removal appended as `xb2`
//! (two removals under `double_line = Two`: `c1xb2xd4`).

use super::board::{Point, Points};
use super::moves::Move;
use super::position::Position;
use super::rules::AkidadaRules;
use crate::games::{Illegal, MoveError, ParseError};

impl Move {
    /// The move in notation; removals are written in point order.
    pub fn notation(&self) -> String {
        let mut text = String::with_capacity(12);
        if let Some(from) = self.from() {
            text.push_str(&from.to_string());
            text.push('-');
        }
        text.push_str(&self.to().to_string());
        for p in Points(self.removed()) {
            text.push('x');
            text.push_str(&p.to_string());
        }
        text
    }
}

/// Reads the shape of a move (no rules checked).
pub fn parse_written(text: &str) -> Result<Move, ParseError> {
    let input = text.trim();
    let offset = text.len() - text.trim_start().len();
    let err = |at: usize, expected: &'static str| {
        let mut e = ParseError::new(input, at, expected);
        e.at += offset;
        e
    };
    let point_at = |at: usize| {
        Point::parse_prefix(&input[at..]).ok_or_else(|| err(at, "a point of the board such as c1"))
    };
    let (first, mut at) = point_at(0)?;
    let mut mv = Move::place(first);
    if input[at..].starts_with('-') {
        let (to, n) = point_at(at + 1)?;
        mv = Move::slide(first, to);
        at += 1 + n;
    }
    let mut removed = 0u16;
    while at < input.len() {
        if !input[at..].starts_with(['x', 'X']) {
            return Err(err(at, "'x' and the point of the piece removed"));
        }
        let (p, n) = point_at(at + 1)?;
        if removed & p.bit() != 0 {
            return Err(err(at + 1, "a different point for the second removal"));
        }
        removed |= p.bit();
        at += 1 + n;
    }
    Ok(mv.removing(removed))
}

impl Position {
    /// Reads a move in notation and checks it, saying why it cannot be played.
    pub fn parse_move(&self, rules: &AkidadaRules, text: &str) -> Result<Move, MoveError<Move>> {
        let written = parse_written(text).map_err(MoveError::Syntax)?;
        let mut legal = Vec::new();
        self.legal_moves(rules, &mut legal);
        if legal.contains(&written) {
            return Ok(written);
        }
        Err(MoveError::Impossible(
            self.explain_illegal(rules, &written, &legal),
        ))
    }

    /// Why a written move is not among the legal ones.
    fn explain_illegal(&self, rules: &AkidadaRules, mv: &Move, legal: &[Move]) -> Illegal {
        let us = self.side_to_move();
        let them = us.opposite();
        let to = mv.to();
        match mv.from() {
            None if !self.is_placing() => return Illegal::MustSlide { side: us },
            Some(_) if self.is_placing() => return Illegal::MustPlace { side: us },
            Some(from) if self.piece_at(from) != Some(us) => {
                return Illegal::NotOwnPiece {
                    at: from.to_string(),
                    side: us,
                };
            }
            Some(from) if from.neighbours() & to.bit() == 0 => {
                return Illegal::NotJoined {
                    from: from.to_string(),
                    to: to.to_string(),
                };
            }
            _ => {}
        }
        if self.occupied() & to.bit() != 0 {
            return Illegal::NotEmpty { at: to.to_string() };
        }
        // Placement or slide is fine: the removal is wrong.
        let step = mv_step(mv);
        let earns = legal
            .iter()
            .filter(|m| m.from() == mv.from() && m.to() == to)
            .map(|m| m.removed().count_ones())
            .max()
            .unwrap_or(0);
        let asked = mv.removed().count_ones();
        if earns == 0 {
            let own_after = match mv.from() {
                Some(from) => self.pieces(us) & !from.bit() | to.bit(),
                None => self.pieces(us) | to.bit(),
            };
            if Position::lines_completed(to, own_after) > 0 {
                return Illegal::NothingToRemove {
                    step,
                    opponent: them,
                };
            }
            return Illegal::NoLine { step };
        }
        if asked == 0 {
            return Illegal::NameRemoval {
                step,
                opponent: them,
            };
        }
        if asked != earns {
            return Illegal::RemovalCount { step, earns, asked };
        }
        if let Some(p) = Points(mv.removed()).find(|p| self.pieces(them) & p.bit() == 0) {
            return Illegal::NoEnemyPiece {
                at: p.to_string(),
                opponent: them,
            };
        }
        debug_assert_eq!(rules.removal, super::rules::Removal::NotFromLines);
        Illegal::ProtectedByLine
    }
}

fn mv_step(mv: &Move) -> String {
    mv.removing(0).notation()
}
