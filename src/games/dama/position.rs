//! The Dama position: three bitboards, the side to move, the no-progress counter
//! and an incrementally updated Zobrist hash. Small and `Copy`: search copies it
//! rather than undoing moves.

use std::fmt;
use std::str::FromStr;

use super::board::{Bits, Square, promotion_rank};
use super::moves::Move;
use crate::games::{ParseError, Side};
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

/// Why a set of pieces is not a position the game can reach or play from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A square was given twice.
    SquareTaken(Square),
    /// More than 16 pieces for one side.
    TooManyPieces(Side),
    /// A man stands on its own promotion rank (it would have been crowned).
    ManOnLastRank(Side, Square),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SquareTaken(sq) => write!(f, "square {sq} is given twice"),
            SetupError::TooManyPieces(side) => {
                write!(f, "{side} has more than 16 pieces")
            }
            SetupError::ManOnLastRank(side, sq) => write!(
                f,
                "a {} man on {sq} stands on its last rank: it would have been crowned",
                side.to_string().to_lowercase()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// The standard start: White men on ranks 2 and 3, Black men on ranks 6 and 7.
    pub fn start(first: Side) -> Position {
        Position::from_parts(0xFFFF << 8, 0xFFFF << 40, 0, first)
    }

    /// A position with no pieces, for the editor.
    pub fn empty(side: Side) -> Position {
        Position::from_parts(0, 0, 0, side)
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

    /// Builds a position from a list of pieces, checking that it is one the game can
    /// be played from. Every problem is reported, not only the first.
    pub fn setup(
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        side: Side,
    ) -> Result<Position, Vec<SetupError>> {
        let mut errors = Vec::new();
        let mut bb = [0u64; 2];
        let mut kings = 0u64;
        for (sq, piece) in pieces {
            if (bb[0] | bb[1]) & sq.bit() != 0 {
                errors.push(SetupError::SquareTaken(sq));
                continue;
            }
            bb[piece.side().index()] |= sq.bit();
            if piece.is_king() {
                kings |= sq.bit();
            } else if promotion_rank(piece.side()) & sq.bit() != 0 {
                errors.push(SetupError::ManOnLastRank(piece.side(), sq));
            }
        }
        for s in Side::BOTH {
            if bb[s.index()].count_ones() > 16 {
                errors.push(SetupError::TooManyPieces(s));
            }
        }
        if errors.is_empty() {
            Ok(Position::from_parts(bb[0], bb[1], kings, side))
        } else {
            Err(errors)
        }
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
        Bits(self.occupied()).filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Plies since the last capture or man move.
    pub const fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// The same position with the no-progress counter set (for records and tests).
    pub const fn with_quiet_plies(mut self, plies: u16) -> Position {
        self.quiet_plies = plies;
        self
    }

    /// The Zobrist hash of pieces and side to move (the counter is left out).
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for sq in Bits(self.pieces(side)) {
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
            for sq in Bits(captured) {
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
            for (i, sq) in Bits(self.pieces(side)).enumerate() {
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

impl FromStr for Position {
    type Err = ParseError;

    /// Reads a position string such as `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`. The two
    /// piece lists may come in either order; squares within a list in any order.
    fn from_str(text: &str) -> Result<Position, ParseError> {
        let err = |at: usize, expected: &'static str| ParseError::new(text, at, expected);
        let side = match text.chars().next() {
            Some(c) => Side::from_letter(c).ok_or_else(|| err(0, "W or B (side to move)"))?,
            None => return Err(err(0, "W or B (side to move)")),
        };
        let mut lists_seen = [false; 2];
        let mut pieces = Vec::new();
        let mut at = 1;
        while at < text.len() {
            if !rest(text, at).starts_with(':') {
                return Err(err(at, "':' before a piece list"));
            }
            at += 1;
            let list_side = rest(text, at)
                .chars()
                .next()
                .and_then(Side::from_letter)
                .ok_or_else(|| err(at, "W or B (whose pieces follow)"))?;
            if lists_seen[list_side.index()] {
                return Err(err(at, "each side's piece list only once"));
            }
            lists_seen[list_side.index()] = true;
            at += 1;
            // A list is empty, or squares separated by commas.
            let mut first = true;
            while at < text.len() && !rest(text, at).starts_with(':') {
                if !first {
                    if !rest(text, at).starts_with(',') {
                        return Err(err(at, "',' between squares"));
                    }
                    at += 1;
                }
                first = false;
                let king = rest(text, at).starts_with(['K', 'k']);
                if king {
                    at += 1;
                }
                let (sq, n) = Square::parse_prefix(rest(text, at))
                    .ok_or_else(|| err(at, "a square from a1 to h8"))?;
                pieces.push((
                    at,
                    sq,
                    if king {
                        Piece::King(list_side)
                    } else {
                        Piece::Man(list_side)
                    },
                ));
                at += n;
            }
        }
        if !lists_seen[0] || !lists_seen[1] {
            return Err(err(text.len(), "both piece lists, :W... and :B..."));
        }
        let places: Vec<(usize, Square)> = pieces.iter().map(|&(at, sq, _)| (at, sq)).collect();
        Position::setup(pieces.into_iter().map(|(_, sq, p)| (sq, p)), side).map_err(|errors| {
            let (at, expected) = match errors[0] {
                SetupError::SquareTaken(sq) => (
                    places
                        .iter()
                        .filter(|p| p.1 == sq)
                        .nth(1)
                        .map_or(0, |p| p.0),
                    "a square not given before",
                ),
                SetupError::TooManyPieces(_) => (text.len(), "at most 16 pieces a side"),
                SetupError::ManOnLastRank(_, sq) => (
                    places.iter().find(|p| p.1 == sq).map_or(0, |p| p.0),
                    "a king (K) on the last rank: a man there would have been crowned",
                ),
            };
            err(at, expected)
        })
    }
}

/// The text from byte `at` on (empty past the end or inside a character).
fn rest(text: &str, at: usize) -> &str {
    text.get(at..).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_string() {
        let pos = Position::start(Side::White);
        assert_eq!(
            pos.to_string(),
            "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
        );
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
    }

    #[test]
    fn seed_example_parses_and_prints() {
        let text = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";
        let pos: Position = text.parse().unwrap();
        assert_eq!(
            pos.piece_at("b8".parse().unwrap()),
            Some(Piece::King(Side::White))
        );
        assert_eq!(
            pos.piece_at("h1".parse().unwrap()),
            Some(Piece::King(Side::Black))
        );
        assert_eq!(
            pos.piece_at("a3".parse().unwrap()),
            Some(Piece::Man(Side::Black))
        );
        // Printed in square order, so the string is canonical.
        assert_eq!(pos.to_string(), "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
    }

    #[test]
    fn garbled_strings_say_where() {
        let e = "X:W:B".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 0);
        let e = "W:Wa2,z9:B".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 6);
        assert_eq!(e.found, "z9");
        let e = "W:Wa2,a2:B".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 6);
        let e = "W:Wa8:B".parse::<Position>().unwrap_err();
        assert!(e.expected.contains("crowned"), "{e}");
        let e = "W:Wa2".parse::<Position>().unwrap_err();
        assert!(e.expected.contains("both"), "{e}");
        assert!("".parse::<Position>().is_err());
        assert!("W:Wa2;Bb3".parse::<Position>().is_err());
    }
}
