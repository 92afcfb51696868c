//! The Akidada move: a placement or a slide, with the removal it earns.

use super::board::{Point, Points};

/// A placement (`from` is `None`) or a slide, and the enemy pieces it removes (a
/// move that completes a line removes one, or two under `double_line = Two`).
/// The removal is part of the move: a move is atomic. 6 bytes, `Copy`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: Option<Point>,
    to: Point,
    removed: u16,
}

impl Move {
    pub const fn place(to: Point) -> Move {
        Move {
            from: None,
            to,
            removed: 0,
        }
    }

    pub const fn slide(from: Point, to: Point) -> Move {
        Move {
            from: Some(from),
            to,
            removed: 0,
        }
    }

    /// The same move, removing the pieces on `removed`.
    pub const fn removing(mut self, removed: u16) -> Move {
        self.removed = removed;
        self
    }

    /// The point the piece leaves, or `None` for a placement.
    pub const fn from(&self) -> Option<Point> {
        self.from
    }

    pub const fn to(&self) -> Point {
        self.to
    }

    /// The points whose enemy pieces the move removes.
    pub const fn removed(&self) -> u16 {
        self.removed
    }

    pub fn removed_points(&self) -> impl Iterator<Item = Point> {
        Points::new(self.removed)
    }

    pub const fn is_placement(&self) -> bool {
        self.from.is_none()
    }
}
