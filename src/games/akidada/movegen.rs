//! Akidada move generation: placements or slides, each completed line earning a
//! removal chosen under the `removal` and `double_line` options.

use super::board::{LINES_THROUGH, Point, Points, points_in_lines};
use super::moves::Move;
use super::position::Position;
use super::rules::{AkidadaRules, DoubleLine, Removal};

impl Position {
    /// Fills `out` (cleared first) with every legal move. Each way of removing is a
    /// separate move.
    pub fn legal_moves(&self, rules: &AkidadaRules, out: &mut Vec<Move>) {
        out.clear();
        let us = self.side_to_move();
        let own = self.pieces(us);
        let empty = !self.occupied();
        if self.is_placing() {
            for to in Points::new(empty) {
                self.push_with_removals(rules, Move::place(to), out);
            }
        } else {
            for from in Points::new(own) {
                for to in Points::new(from.neighbours() & empty) {
                    self.push_with_removals(rules, Move::slide(from, to), out);
                }
            }
        }
    }

    /// The number of legal moves (listed into `scratch`, which is reused).
    pub fn count_legal_moves(&self, rules: &AkidadaRules, scratch: &mut Vec<Move>) -> usize {
        self.legal_moves(rules, scratch);
        scratch.len()
    }

    /// Whether the side to move has any move at all (placing always can: at most
    /// twelve of the sixteen points are ever taken).
    pub fn has_move(&self) -> bool {
        if self.is_placing() {
            return true;
        }
        let empty = !self.occupied();
        Points::new(self.pieces(self.side_to_move())).any(|p| p.neighbours() & empty != 0)
    }

    /// The mover's pieces once `mv`'s placement or slide is made (before any
    /// removal): what decides whether it completes a line.
    pub fn own_after(&self, mv: &Move) -> u16 {
        let own = self.pieces(self.side_to_move());
        match mv.from() {
            Some(from) => own & !from.bit() | mv.to().bit(),
            None => own | mv.to().bit(),
        }
    }

    /// The lines of three that `to` completes for a side whose pieces, after the
    /// move, stand on `own`.
    pub fn lines_completed(to: Point, own: u16) -> u32 {
        LINES_THROUGH[to.index()]
            .iter()
            .filter(|&&line| line != 0 && own & line == line)
            .count() as u32
    }

    fn push_with_removals(&self, rules: &AkidadaRules, mv: Move, out: &mut Vec<Move>) {
        let lines = Position::lines_completed(mv.to(), self.own_after(&mv));
        let enemy = self.pieces(self.side_to_move().opposite());
        if lines == 0 || enemy == 0 {
            out.push(mv);
            return;
        }
        let removals = match rules.double_line {
            DoubleLine::Two if lines >= 2 => 2,
            _ => 1,
        };
        let first_choices = removable(enemy, rules.removal);
        if removals == 1 || enemy.count_ones() == 1 {
            for p in Points::new(first_choices) {
                out.push(mv.removing(p.bit()));
            }
            return;
        }
        // Two removals, taken one after the other, each under the removal rule as
        // the board then stands; the same pair in either order is one move.
        let start = out.len();
        for a in Points::new(first_choices) {
            for b in Points::new(removable(enemy & !a.bit(), rules.removal)) {
                let pair = a.bit() | b.bit();
                if !out[start..].iter().any(|m| m.removed() == pair) {
                    out.push(mv.removing(pair));
                }
            }
        }
    }
}

/// The enemy pieces a line may remove.
pub fn removable(enemy: u16, rule: Removal) -> u16 {
    match rule {
        Removal::Any => enemy,
        Removal::NotFromLines => {
            let outside = enemy & !points_in_lines(enemy);
            if outside != 0 { outside } else { enemy }
        }
    }
}
