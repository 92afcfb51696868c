//! Akidada notation: placement `c1`, slide `c1-c2`, a removal appended as `xb2`
//! (two removals under `double_line = Two`: `c1xb2xd4`).

use super::board::{Point, Points};
use super::moves::Move;
use super::position::Position;
use super::rules::AkidadaRules;
use crate::games::parse::{Expected, Scanner};
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
        for p in Points::new(self.removed()) {
            text.push('x');
            text.push_str(&p.to_string());
        }
        text
    }
}

/// Reads the shape of a move (no rules checked). Spaces around it are forgiven.
pub fn parse_written(text: &str) -> Result<Move, ParseError> {
    let mut s = Scanner::new(text);
    let first = s
        .read(Point::parse_prefix)
        .ok_or_else(|| s.error(Expected::Point))?;
    let mut mv = Move::place(first);
    if s.eat('-') {
        let to = s
            .read(Point::parse_prefix)
            .ok_or_else(|| s.error(Expected::Point))?;
        mv = Move::slide(first, to);
    }
    let mut removed = 0u16;
    while !s.at_end() {
        if s.eat_any(&['x', 'X']).is_none() {
            return Err(s.error(Expected::Removal));
        }
        let point_at = s.at;
        let p = s
            .read(Point::parse_prefix)
            .ok_or_else(|| s.error(Expected::Point))?;
        if removed & p.bit() != 0 {
            return Err(s.error_at(point_at, Expected::DifferentRemoval));
        }
        removed |= p.bit();
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
            if Position::lines_completed(to, self.own_after(mv)) > 0 {
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
        if let Some(p) = Points::new(mv.removed()).find(|p| self.pieces(them) & p.bit() == 0) {
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
