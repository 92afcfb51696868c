//! The Akidada position: a `u16` of points per side, the pieces in hand, the side
//! to move, the no-progress counter and an incremental Zobrist hash.

use std::fmt;
use std::str::FromStr;

use super::board::{Point, Points};
use super::moves::Move;
use crate::games::{ParseError, Side};
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

/// Why a set-up is not a position the game can be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A point was given twice.
    PointTaken(Point),
    /// More than six pieces for one side, board and hand together.
    TooManyPieces(Side),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PointTaken(p) => write!(f, "point {p} is given twice"),
            SetupError::TooManyPieces(side) => write!(
                f,
                "{side} has more than {PIECES_PER_SIDE} pieces, board and hand together"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// The start: an empty board, six pieces in each hand.
    pub fn start(first: Side) -> Position {
        Position::from_parts([0, 0], [PIECES_PER_SIDE; 2], first)
    }

    fn from_parts(pieces: [u16; 2], in_hand: [u8; 2], side: Side) -> Position {
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

    /// Builds a position, checking it can be played from. Every problem is reported.
    pub fn setup(
        white: impl IntoIterator<Item = Point>,
        black: impl IntoIterator<Item = Point>,
        in_hand: [u8; 2],
        side: Side,
    ) -> Result<Position, Vec<SetupError>> {
        let mut errors = Vec::new();
        let mut pieces = [0u16; 2];
        for (side, points) in [
            (Side::White, white.into_iter().collect::<Vec<_>>()),
            (Side::Black, black.into_iter().collect()),
        ] {
            for p in points {
                if (pieces[0] | pieces[1]) & p.bit() != 0 {
                    errors.push(SetupError::PointTaken(p));
                } else {
                    pieces[side.index()] |= p.bit();
                }
            }
        }
        for side in Side::BOTH {
            let total = pieces[side.index()].count_ones() + u32::from(in_hand[side.index()]);
            if total > u32::from(PIECES_PER_SIDE) {
                errors.push(SetupError::TooManyPieces(side));
            }
        }
        if errors.is_empty() {
            Ok(Position::from_parts(pieces, in_hand, side))
        } else {
            Err(errors)
        }
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

    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for p in Points(self.pieces(side)) {
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
        for p in Points(mv.removed()) {
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
            for (i, p) in Points(self.pieces(side)).enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{p}")?;
            }
        }
        write!(f, ":H{},{}", self.in_hand[0], self.in_hand[1])
    }
}

impl FromStr for Position {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Position, ParseError> {
        let err = |at: usize, expected: &'static str| ParseError::new(text, at, expected);
        let side = text
            .chars()
            .next()
            .and_then(Side::from_letter)
            .ok_or_else(|| err(0, "W or B (side to move)"))?;
        let mut at = 1;
        let mut lists: [Vec<(usize, Point)>; 2] = [Vec::new(), Vec::new()];
        for list_side in Side::BOTH {
            let tag = format!(":{}", list_side.letter());
            if !rest(text, at).starts_with(&tag) {
                return Err(err(
                    at,
                    if list_side == Side::White {
                        "':W' and White's points"
                    } else {
                        "':B' and Black's points"
                    },
                ));
            }
            at += 2;
            let mut first = true;
            while at < text.len() && !rest(text, at).starts_with(':') {
                if !first {
                    if !rest(text, at).starts_with(',') {
                        return Err(err(at, "',' between points"));
                    }
                    at += 1;
                }
                first = false;
                let (p, n) = Point::parse_prefix(rest(text, at))
                    .ok_or_else(|| err(at, "a point of the board such as c1"))?;
                lists[list_side.index()].push((at, p));
                at += n;
            }
        }
        if !rest(text, at).starts_with(":H") {
            return Err(err(at, "':H' and the pieces in hand, such as :H6,6"));
        }
        at += 2;
        let mut in_hand = [0u8; 2];
        for (i, hand) in in_hand.iter_mut().enumerate() {
            if i == 1 {
                if !rest(text, at).starts_with(',') {
                    return Err(err(at, "',' between the two hands"));
                }
                at += 1;
            }
            let digits = rest(text, at)
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            match rest(text, at)[..digits].parse::<u8>() {
                Ok(n) if n <= PIECES_PER_SIDE => *hand = n,
                _ => return Err(err(at, "a number of pieces in hand from 0 to 6")),
            }
            at += digits;
        }
        if at != text.len() {
            return Err(err(at, "the end of the position string"));
        }
        let [white, black] = &lists;
        Position::setup(
            white.iter().map(|x| x.1),
            black.iter().map(|x| x.1),
            in_hand,
            side,
        )
        .map_err(|errors| match errors[0] {
            SetupError::PointTaken(p) => err(
                lists
                    .iter()
                    .flatten()
                    .filter(|x| x.1 == p)
                    .nth(1)
                    .map_or(0, |x| x.0),
                "a point not given before",
            ),
            SetupError::TooManyPieces(_) => err(0, "at most 6 pieces a side, board and hand"),
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
    fn position_strings_round_trip() {
        let start = Position::start(Side::White);
        assert_eq!(start.to_string(), "W:W:B:H6,6");
        assert_eq!("W:W:B:H6,6".parse::<Position>(), Ok(start));
        let text = "B:Wa1,c1,c2:Bb2,e5:H3,4";
        let pos: Position = text.parse().unwrap();
        assert_eq!(pos.to_string(), text);
        assert_eq!(pos.in_hand(Side::White), 3);
        assert_eq!(pos.piece_at("c2".parse().unwrap()), Some(Side::White));
        assert_eq!(pos.side_to_move(), Side::Black);
    }

    #[test]
    fn garbled_strings_say_where() {
        let cases = [
            ("", 0),
            ("X:W:B:H6,6", 0),
            ("W:Wc3:B:H6,6", 3),
            ("W:Wa1,a1:B:H5,6", 6),
            ("W:W:B:H7,6", 7),
            ("W:W:B:H6;6", 8),
            ("W:W:B", 5),
            ("W:W:B:H6,6x", 10),
            ("W:Wa1,c1,e1,b2,c2,d2,a3:B:H0,6", 0),
            ("W:B:W:H6,6", 1),
            ("W:", 1),
            ("W:W:", 3),
            ("WWé:B:H6,6", 1),
            ("WWW:B:H6,6", 1),
        ];
        for (text, at) in cases {
            let e = text.parse::<Position>().unwrap_err();
            assert_eq!(e.at, at, "{text}: {e}");
        }
    }
}
