//! Dama board geometry: squares, directions and the `const` ray tables.
//!
//! Square index = rank * 8 + file, so a1 = 0, h1 = 7, a8 = 56, h8 = 63, and a
//! bitboard is a `u64` with bit `i` set for square `i`.

use std::fmt;
use std::str::FromStr;

use crate::games::bits::{FromBit, SetBits};
use crate::games::parse::Expected;
use crate::games::{ParseError, Side};

/// A square of the 8x8 board, a1 to h8.
#[derive(
    Copy,
    Clone,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(try_from = "u8")]
pub struct Square(u8);

/// A square read back from its index, as the page's engine messages carry it.
impl TryFrom<u8> for Square {
    type Error = String;

    fn try_from(index: u8) -> Result<Square, String> {
        if index < 64 {
            Ok(Square(index))
        } else {
            Err(format!("no square has the index {index}"))
        }
    }
}

impl Square {
    /// The square with this index (0..64).
    pub const fn new(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    pub const fn from_coords(file: u8, rank: u8) -> Square {
        Square::new(rank * 8 + file)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a, 7 for file h.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for rank 1, 7 for rank 8.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The neighbouring square in `dir`, if it is on the board.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || f > 7 || r < 0 || r > 7 {
            None
        } else {
            Some(Square::from_coords(f as u8, r as u8))
        }
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// Reads a square name at the start of `text` (e.g. `d3`), returning it and the
    /// number of bytes read.
    pub(crate) fn parse_prefix(text: &str) -> Option<(Square, usize)> {
        let b = text.as_bytes();
        if b.len() < 2 {
            return None;
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        if file > 7 || rank > 7 {
            return None;
        }
        // "a10" is not "a1" followed by "0".
        if b.get(2).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        Some((Square::from_coords(file, rank), 2))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

impl FromStr for Square {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Square, ParseError> {
        match Square::parse_prefix(s) {
            Some((sq, n)) if n == s.len() => Ok(sq),
            _ => Err(ParseError::new(s, 0, Expected::Square)),
        }
    }
}

/// The four directions of movement. Dama has no diagonal moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// (file, rank) step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    pub const fn reverse(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// Whether square indices grow along this direction (so the nearest square of
    /// a set along a ray is its lowest bit).
    pub const fn is_increasing(self) -> bool {
        matches!(self, Direction::North | Direction::East)
    }

    /// The direction from `a` to `b` if they share a rank or a file.
    pub fn between(a: Square, b: Square) -> Option<Direction> {
        if a == b {
            None
        } else if a.file() == b.file() {
            Some(if b.rank() > a.rank() {
                Direction::North
            } else {
                Direction::South
            })
        } else if a.rank() == b.rank() {
            Some(if b.file() > a.file() {
                Direction::East
            } else {
                Direction::West
            })
        } else {
            None
        }
    }

    /// A man's forward direction.
    pub const fn forward(side: Side) -> Direction {
        match side {
            Side::White => Direction::North,
            Side::Black => Direction::South,
        }
    }

    /// The three directions a man of `side` moves and captures in.
    pub const fn man_directions(side: Side) -> [Direction; 3] {
        [Direction::forward(side), Direction::East, Direction::West]
    }
}

pub const FILE_A: u64 = 0x0101_0101_0101_0101;
pub const FILE_H: u64 = FILE_A << 7;
pub const FILE_B: u64 = FILE_A << 1;
pub const FILE_G: u64 = FILE_A << 6;
pub const RANK_1: u64 = 0xFF;
pub const RANK_8: u64 = RANK_1 << 56;

/// The rank where a man of `side` is crowned.
pub const fn promotion_rank(side: Side) -> u64 {
    match side {
        Side::White => RANK_8,
        Side::Black => RANK_1,
    }
}

/// `RAYS[dir][sq]`: every square strictly beyond `sq` in direction `dir`.
pub static RAYS: [[u64; 64]; 4] = build_rays();

const fn build_rays() -> [[u64; 64]; 4] {
    let mut rays = [[0u64; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let dir = Direction::ALL[d];
        let mut s = 0;
        while s < 64 {
            let mut bits = 0u64;
            let mut cur = Square::new(s as u8).step(dir);
            while let Some(sq) = cur {
                bits |= sq.bit();
                cur = sq.step(dir);
            }
            rays[d][s] = bits;
            s += 1;
        }
        d += 1;
    }
    rays
}

/// The squares beyond `from` in `dir`, up to and including the first square of
/// `occupied` (if any).
#[inline(always)]
pub fn ray_until_blocker(from: usize, dir: Direction, occupied: u64) -> u64 {
    let ray = RAYS[dir as usize][from];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = nearest(blockers, dir);
    ray ^ RAYS[dir as usize][first]
}

/// The nearest square of a non-empty set of squares lying on a ray in `dir`.
#[inline(always)]
pub fn nearest(set: u64, dir: Direction) -> usize {
    if dir.is_increasing() {
        set.trailing_zeros() as usize
    } else {
        63 - set.leading_zeros() as usize
    }
}

/// Iterates the squares of a bitboard, lowest first.
pub type Bits = SetBits<Square>;

impl FromBit for Square {
    #[inline(always)]
    fn from_bit(index: u8) -> Square {
        Square::new(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("a1".parse::<Square>().map(Square::index), Ok(0));
        assert_eq!("h8".parse::<Square>().map(Square::index), Ok(63));
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
        assert!("a10".parse::<Square>().is_err());
    }

    #[test]
    fn rays_stop_at_the_edge_and_at_blockers() {
        let d4: Square = "d4".parse().unwrap();
        assert_eq!(RAYS[Direction::East as usize][d4.index()].count_ones(), 4);
        assert_eq!(RAYS[Direction::West as usize][d4.index()].count_ones(), 3);
        assert_eq!(RAYS[Direction::North as usize][d4.index()].count_ones(), 4);
        assert_eq!(RAYS[Direction::South as usize][d4.index()].count_ones(), 3);
        let d6: Square = "d6".parse().unwrap();
        let d2: Square = "d2".parse().unwrap();
        let occ = d6.bit() | d2.bit();
        let north = ray_until_blocker(d4.index(), Direction::North, occ);
        assert_eq!(Bits::new(north).collect::<Vec<_>>().len(), 2); // d5, d6
        let south = ray_until_blocker(d4.index(), Direction::South, occ);
        assert_eq!(
            Bits::new(south).map(|s| s.to_string()).collect::<Vec<_>>(),
            ["d2", "d3"]
        );
    }
}
