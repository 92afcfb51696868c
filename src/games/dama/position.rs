//! The Dama position: three bitboards, the side to move, the no-progress counter
//! and an incrementally updated Zobrist hash. Small and `Copy`: search copies it
//! rather than undoing moves.

use std::fmt;

use super::board::{Bits, Square, promotion_rank};
use super::moves::Move;
use crate::games::Side;
use crate::rng::zobrist_keys;

/// What stands on a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Man(Side),
    King(Side),
}

impl Piece {
    pub const fn side(self) -> Side {
        match self {
            Piece::Man(s) | Piece::King(s) => s,
        }
    }

    pub const fn is_king(self) -> bool {
        matches!(self, Piece::King(_))
    }
}

/// Zobrist keys: [side][is king][square], then one for Black to move.
static KEYS: [u64; 2 * 2 * 64 + 1] = zobrist_keys(0xDA3A_0001);
const BLACK_TO_MOVE_KEY: usize = 256;

#[inline(always)]
fn piece_key(side: Side, king: bool, sq: usize) -> u64 {
    KEYS[side.index() * 128 + (king as usize) * 64 + sq]
}

/// A Dama position.
#[derive(Copy, Clone, Debug)]
pub struct Position {
    /// Squares holding a piece of each side, men and kings alike.
    pieces: [u64; 2],
    /// Squares holding a king (of either side).
    kings: u64,
    side: Side,
    /// Plies since the last capture or man move (the no-progress count).
    quiet_plies: u16,
    hash: u64,
}

/// Two positions are equal when the same pieces stand on the same squares with the
/// same side to move; the no-progress counter does not count (repetition rule).
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.pieces == other.pieces && self.kings == other.kings && self.side == other.side
    }
}

impl Eq for Position {}

impl Position {
    /// The standard start: White men on ranks 2 and 3, Black men on ranks 6 and 7.
    pub fn start(first: Side) -> Position {
        Position::from_parts(0xFFFF << 8, 0xFFFF << 40, 0, first)
    }

    /// A position with no pieces, for the editor.
    pub fn empty(side: Side) -> Position {
        Position::from_parts(0, 0, 0, side)
    }

    /// A position from the squares of each side's pieces (White, Black) and of
    /// the kings. The caller has checked the arrangement (see `Setup`): the two
    /// sides on different squares, no man on its last rank, at most 16 a side.
    /// The fast path of the endgame tables, which make millions.
    pub(crate) fn from_bitboards(pieces: [u64; 2], kings: u64, side: Side) -> Position {
        Position::from_parts(pieces[0], pieces[1], kings, side)
    }

    fn from_parts(white: u64, black: u64, kings: u64, side: Side) -> Position {
        let mut pos = Position {
            pieces: [white, black],
            kings,
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

    /// The squares of `side`'s pieces, men and kings.
    #[inline(always)]
    pub const fn pieces(&self, side: Side) -> u64 {
        self.pieces[side.index()]
    }

    #[inline(always)]
    pub const fn men(&self, side: Side) -> u64 {
        self.pieces[side.index()] & !self.kings
    }

    #[inline(always)]
    pub const fn kings(&self, side: Side) -> u64 {
        self.pieces[side.index()] & self.kings
    }

    #[inline(always)]
    pub const fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let side = if self.pieces[0] & bit != 0 {
            Side::White
        } else if self.pieces[1] & bit != 0 {
            Side::Black
        } else {
            return None;
        };
        Some(if self.kings & bit != 0 {
            Piece::King(side)
        } else {
            Piece::Man(side)
        })
    }

    /// Every piece on the board with its square, a1 first.
    pub fn piece_list(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Bits::new(self.occupied()).filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Plies since the last capture or man move.
    pub const fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// Whether `mv`, played here, can never be undone: a capture, or a man
    /// stepping forward. A man's sideways step can be undone by the step back,
    /// so positions before it can come again (the repetition rule looks past
    /// it), though it resets the no-progress count.
    #[inline(always)]
    pub fn is_irreversible(&self, mv: &Move) -> bool {
        mv.is_capture()
            || (self.men(self.side_to_move()) & mv.from().bit() != 0
                && mv.from().rank() != mv.to().rank())
    }

    /// The same position with the no-progress counter set (for records and tests).
    pub const fn with_quiet_plies(mut self, plies: u16) -> Position {
        self.quiet_plies = plies;
        self
    }

    /// The same pieces with `side` to move (a null move in search, teaching).
    pub fn with_side_to_move(&self, side: Side) -> Position {
        let mut pos = *self;
        if side != self.side {
            pos.side = side;
            pos.hash ^= KEYS[BLACK_TO_MOVE_KEY];
        }
        pos
    }

    /// The Zobrist hash of pieces and side to move (the counter is left out).
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for sq in Bits::new(self.pieces(side)) {
                h ^= piece_key(side, self.kings & sq.bit() != 0, sq.index());
            }
        }
        if self.side == Side::Black {
            h ^= KEYS[BLACK_TO_MOVE_KEY];
        }
        h
    }

    /// Plays `mv` without checking it: `mv` must come from move generation on this
    /// position (legal, or a non-maximal capture the session accepted).
    #[inline]
    pub fn play(&self, mv: &Move) -> Position {
        let us = self.side;
        let them = us.opposite();
        let from = mv.from();
        let to = mv.to();
        let was_king = self.kings & from.bit() != 0;
        let mut next = *self;

        // Lift the captured pieces.
        let captured = mv.captured();
        if captured != 0 {
            for sq in Bits::new(captured) {
                next.hash ^= piece_key(them, self.kings & sq.bit() != 0, sq.index());
            }
            next.pieces[them.index()] &= !captured;
            next.kings &= !captured;
        }

        // Move the piece, crowning a man that ends on its last rank.
        let becomes_king = was_king || promotion_rank(us) & to.bit() != 0;
        // Not a toggle: a king's capture may end on the square it started from.
        next.pieces[us.index()] = (next.pieces[us.index()] & !from.bit()) | to.bit();
        next.kings &= !from.bit();
        if becomes_king {
            next.kings |= to.bit();
        }
        next.hash ^=
            piece_key(us, was_king, from.index()) ^ piece_key(us, becomes_king, to.index());

        next.side = them;
        next.hash ^= KEYS[BLACK_TO_MOVE_KEY];
        next.quiet_plies = if captured != 0 || !was_king {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };
        next
    }

    /// Whether `mv` crowns a man: a man of the side to move that ends on its last
    /// rank.
    pub fn crowns(&self, mv: &Move) -> bool {
        let us = self.side;
        self.men(us) & mv.from().bit() != 0 && promotion_rank(us) & mv.to().bit() != 0
    }

    /// The position string: `<side>:W<squares>:B<squares>`, kings prefixed with `K`.
    pub fn to_fen(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for side in Side::BOTH {
            write!(f, ":{}", side.letter())?;
            for (i, sq) in Bits::new(self.pieces(side)).enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                if self.kings & sq.bit() != 0 {
                    f.write_str("K")?;
                }
                write!(f, "{sq}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_prints_and_reads_back() {
        let pos = Position::start(Side::White);
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
        let example: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        assert_eq!(
            example.piece_at("h1".parse().unwrap()),
            Some(Piece::King(Side::Black))
        );
        // Printed in square order, so the string is canonical.
        assert_eq!(example.to_string(), "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
        assert_eq!(example.hash(), example.compute_hash());
    }
}
