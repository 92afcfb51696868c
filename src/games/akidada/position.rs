//! The Akidada position: a `u16` of points per side, the pieces in hand, the side
//! to move, the no-progress counter and an incremental Zobrist hash.

use std::fmt;

use super::board::{Point, Points};
use super::moves::Move;
use crate::games::Side;
use crate::rng::zobrist_keys;

/// Pieces each player starts with.
pub const PIECES_PER_SIDE: u8 = 6;

/// Zobrist keys: [side][point], then [side][pieces in hand 0..=6], then Black to move.
static KEYS: [u64; 2 * 16 + 2 * 7 + 1] = zobrist_keys(0xAC1D_ADA0);

#[inline(always)]
fn point_key(side: Side, point: usize) -> u64 {
    KEYS[side.index() * 16 + point]
}

#[inline(always)]
fn hand_key(side: Side, in_hand: u8) -> u64 {
    KEYS[32 + side.index() * 7 + in_hand as usize]
}

const BLACK_TO_MOVE_KEY: usize = 46;

/// An Akidada position.
#[derive(Copy, Clone, Debug)]
pub struct Position {
    pieces: [u16; 2],
    in_hand: [u8; 2],
    side: Side,
    /// Plies in the movement phase since the last removal (the no-progress count).
    quiet_plies: u16,
    hash: u64,
}

/// Equal when pieces, hands and side to move are; the counter does not count.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.pieces == other.pieces && self.in_hand == other.in_hand && self.side == other.side
    }
}

impl Eq for Position {}

impl Position {
    /// The start: an empty board, six pieces in each hand.
    pub fn start(first: Side) -> Position {
        Position::from_parts([0, 0], [PIECES_PER_SIDE; 2], first)
    }

    /// A position from each side's points and hands; the caller has checked the
    /// arrangement (see `Setup`).
    pub(super) fn from_parts(pieces: [u16; 2], in_hand: [u8; 2], side: Side) -> Position {
        let mut pos = Position {
            pieces,
            in_hand,
            side,
            quiet_plies: 0,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    pub const fn side_to_move(&self) -> Side {
        self.side
    }

    /// The points holding `side`'s pieces.
    #[inline(always)]
    pub const fn pieces(&self, side: Side) -> u16 {
        self.pieces[side.index()]
    }

    #[inline(always)]
    pub const fn occupied(&self) -> u16 {
        self.pieces[0] | self.pieces[1]
    }

    #[inline(always)]
    pub const fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side.index()]
    }

    /// Pieces on the board and in hand together.
    pub const fn total(&self, side: Side) -> u32 {
        self.pieces[side.index()].count_ones() + self.in_hand[side.index()] as u32
    }

    pub fn piece_at(&self, point: Point) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.pieces(*s) & point.bit() != 0)
    }

    /// Whether the side to move places (has pieces in hand) rather than slides.
    pub const fn is_placing(&self) -> bool {
        self.in_hand[self.side.index()] > 0
    }

    /// Plies in the movement phase since the last removal.
    pub const fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    pub const fn with_quiet_plies(mut self, plies: u16) -> Position {
        self.quiet_plies = plies;
        self
    }

    /// The same pieces and hands with `side` to move (teaching mode asks what
    /// the player not to move threatens).
    pub fn with_side_to_move(&self, side: Side) -> Position {
        let mut pos = *self;
        pos.side = side;
        pos.hash = pos.compute_hash();
        pos
    }

    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for p in Points::new(self.pieces(side)) {
                h ^= point_key(side, p.index());
            }
            h ^= hand_key(side, self.in_hand(side));
        }
        if self.side == Side::Black {
            h ^= KEYS[BLACK_TO_MOVE_KEY];
        }
        h
    }

    /// Plays a move from move generation, unchecked.
    #[inline]
    pub fn play(&self, mv: &Move) -> Position {
        let us = self.side;
        let them = us.opposite();
        let mut next = *self;
        match mv.from() {
            Some(from) => {
                next.pieces[us.index()] ^= from.bit();
                next.hash ^= point_key(us, from.index());
            }
            None => {
                let hand = self.in_hand[us.index()];
                next.in_hand[us.index()] = hand - 1;
                next.hash ^= hand_key(us, hand) ^ hand_key(us, hand - 1);
            }
        }
        next.pieces[us.index()] |= mv.to().bit();
        next.hash ^= point_key(us, mv.to().index());
        for p in Points::new(mv.removed()) {
            next.pieces[them.index()] &= !p.bit();
            next.hash ^= point_key(them, p.index());
        }
        next.side = them;
        next.hash ^= KEYS[BLACK_TO_MOVE_KEY];
        next.quiet_plies = if mv.from().is_none() || mv.removed() != 0 {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };
        next
    }
}

impl fmt::Display for Position {
    /// `<side>:W<points>:B<points>:H<white in hand>,<black in hand>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for side in Side::BOTH {
            write!(f, ":{}", side.letter())?;
            for (i, p) in Points::new(self.pieces(side)).enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{p}")?;
            }
        }
        write!(f, ":H{},{}", self.in_hand[0], self.in_hand[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_prints_and_reads_back() {
        let start = Position::start(Side::White);
        assert_eq!(start.to_string(), "W:W:B:H6,6");
        assert_eq!("W:W:B:H6,6".parse::<Position>(), Ok(start));
        assert_eq!(start.hash(), start.compute_hash());
    }
}
