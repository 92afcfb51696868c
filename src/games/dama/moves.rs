//! The compact Dama move and the capture route kept beside it.

use super::board::{Bits, Square};

/// A Dama move as search sees it: where the piece starts, where it ends and which
/// pieces it captures. 16 bytes, `Copy`.
///
/// Two capture routes with the same start, end and captured set leave the same
/// position, so they are one move; the route itself (for notation and the board)
/// is found on demand with [`super::Position::route`].
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Move {
    captured: u64,
    from: Square,
    to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square, captured: u64) -> Move {
        Move { captured, from, to }
    }

    pub const fn from(&self) -> Square {
        self.from
    }

    pub const fn to(&self) -> Square {
        self.to
    }

    /// The squares of the captured pieces.
    pub const fn captured(&self) -> u64 {
        self.captured
    }

    pub const fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    pub const fn is_capture(&self) -> bool {
        self.captured != 0
    }

    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        Bits::new(self.captured)
    }
}

/// One capture sequence hop by hop: the squares the piece lands on after each jump,
/// and the piece it jumped each time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub from: Square,
    /// Landing square of each jump, in order; the last is where the move ends.
    /// A plain move has one landing, its destination.
    pub landings: Vec<Square>,
    /// The piece jumped on each hop, in order (empty for a plain move, otherwise
    /// as long as `landings`).
    pub captured: Vec<Square>,
}

impl Route {
    /// The move this route makes.
    pub fn to_move(&self) -> Move {
        let to = self.landings.last().copied().unwrap_or(self.from);
        let captured = self.captured.iter().fold(0, |bb, sq| bb | sq.bit());
        Move::new(self.from, to, captured)
    }

    /// Notation: `d3-d4` for a plain move; for a capture the start square, then
    /// every landing square, joined by `x`.
    pub fn notation(&self) -> String {
        let sep = if self.captured.is_empty() { '-' } else { 'x' };
        let mut text = self.from.to_string();
        for sq in &self.landings {
            text.push(sep);
            text.push_str(&sq.to_string());
        }
        text
    }
}
