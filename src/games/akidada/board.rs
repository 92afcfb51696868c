//! The Akidada board: two concentric squares joined at their side midpoints.
//! 16 points, 20 lines of movement, 8 lines of three.
//!
//! Points are named on a 5x5 grid (files a-e, ranks 1-5) and indexed in reading
//! order from White's side, rank by rank: a1 c1 e1 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 a5
//! c5 e5. A set of points is a `u16` with bit `i` for point `i`.

use std::fmt;
use std::str::FromStr;

use crate::games::ParseError;
use crate::games::bits::{FromBit, SetBits};
use crate::games::parse::Expected;

/// A point of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// (file, rank) of each point on the 5x5 grid, 0-based, in index order.
const COORDS: [(u8, u8); 16] = [
    (0, 0),
    (2, 0),
    (4, 0),
    (1, 1),
    (2, 1),
    (3, 1),
    (0, 2),
    (1, 2),
    (3, 2),
    (4, 2),
    (1, 3),
    (2, 3),
    (3, 3),
    (0, 4),
    (2, 4),
    (4, 4),
];

impl Point {
    pub const COUNT: usize = 16;

    /// The point with this index (0..16).
    pub const fn new(index: u8) -> Point {
        debug_assert!(index < 16);
        Point(index & 15)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn bit(self) -> u16 {
        1 << self.0
    }

    /// File (0 = a) and rank (0 = 1) on the 5x5 grid.
    pub const fn coords(self) -> (u8, u8) {
        COORDS[self.0 as usize]
    }

    pub fn from_coords(file: u8, rank: u8) -> Option<Point> {
        COORDS
            .iter()
            .position(|&c| c == (file, rank))
            .map(|i| Point(i as u8))
    }

    pub fn all() -> impl Iterator<Item = Point> {
        (0..16).map(Point)
    }

    /// The points adjacent along a line of movement.
    pub const fn neighbours(self) -> u16 {
        NEIGHBOURS[self.0 as usize]
    }

    /// Reads a point name at the start of `text`; returns it and the bytes read.
    pub(crate) fn parse_prefix(text: &str) -> Option<(Point, usize)> {
        let b = text.as_bytes();
        if b.len() < 2 || b.get(2).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        Point::from_coords(file, rank).map(|p| (p, 2))
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = self.coords();
        write!(f, "{}{}", (b'a' + file) as char, (b'1' + rank) as char)
    }
}

impl FromStr for Point {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Point, ParseError> {
        match Point::parse_prefix(s) {
            Some((p, n)) if n == s.len() => Ok(p),
            _ => Err(ParseError::new(s, 0, Expected::Point)),
        }
    }
}

const fn p(name: &str) -> u8 {
    let b = name.as_bytes();
    let want = (b[0] - b'a', b[1] - b'1');
    let mut i = 0;
    while i < 16 {
        if COORDS[i].0 == want.0 && COORDS[i].1 == want.1 {
            return i as u8;
        }
        i += 1;
    }
    panic!("not a point")
}

/// The 20 lines of movement, as pairs of adjacent points.
pub const EDGES: [(Point, Point); 20] = {
    const NAMES: [(&str, &str); 20] = [
        // outer square
        ("a1", "c1"),
        ("c1", "e1"),
        ("e1", "e3"),
        ("e3", "e5"),
        ("e5", "c5"),
        ("c5", "a5"),
        ("a5", "a3"),
        ("a3", "a1"),
        // inner square
        ("b2", "c2"),
        ("c2", "d2"),
        ("d2", "d3"),
        ("d3", "d4"),
        ("d4", "c4"),
        ("c4", "b4"),
        ("b4", "b3"),
        ("b3", "b2"),
        // connectors
        ("c1", "c2"),
        ("e3", "d3"),
        ("c5", "c4"),
        ("a3", "b3"),
    ];
    let mut edges = [(Point(0), Point(0)); 20];
    let mut i = 0;
    while i < 20 {
        edges[i] = (Point(p(NAMES[i].0)), Point(p(NAMES[i].1)));
        i += 1;
    }
    edges
};

/// The 8 lines of three (the sides of the two squares), middle point second.
pub const LINES: [[Point; 3]; 8] = {
    const NAMES: [[&str; 3]; 8] = [
        ["a1", "c1", "e1"],
        ["e1", "e3", "e5"],
        ["e5", "c5", "a5"],
        ["a5", "a3", "a1"],
        ["b2", "c2", "d2"],
        ["d2", "d3", "d4"],
        ["d4", "c4", "b4"],
        ["b4", "b3", "b2"],
    ];
    let mut lines = [[Point(0); 3]; 8];
    let mut i = 0;
    while i < 8 {
        let mut j = 0;
        while j < 3 {
            lines[i][j] = Point(p(NAMES[i][j]));
            j += 1;
        }
        i += 1;
    }
    lines
};

/// Each line of three as a set of points.
pub const LINE_MASKS: [u16; 8] = {
    let mut masks = [0u16; 8];
    let mut i = 0;
    while i < 8 {
        masks[i] = LINES[i][0].bit() | LINES[i][1].bit() | LINES[i][2].bit();
        i += 1;
    }
    masks
};

/// NEIGHBOURS[p]: the points adjacent to `p`.
const NEIGHBOURS: [u16; 16] = {
    let mut n = [0u16; 16];
    let mut i = 0;
    while i < 20 {
        let (a, b) = EDGES[i];
        n[a.0 as usize] |= b.bit();
        n[b.0 as usize] |= a.bit();
        i += 1;
    }
    n
};

/// `LINES_THROUGH[p]`: the lines of three (as point sets) that contain `p`.
pub const LINES_THROUGH: [[u16; 2]; 16] = {
    let mut through = [[0u16; 2]; 16];
    let mut count = [0usize; 16];
    let mut i = 0;
    while i < 8 {
        let mut j = 0;
        while j < 3 {
            let pt = LINES[i][j].0 as usize;
            through[pt][count[pt]] = LINE_MASKS[i];
            count[pt] += 1;
            j += 1;
        }
        i += 1;
    }
    through
};

/// The points of `set` that stand in a complete line of three within `set`.
pub fn points_in_lines(set: u16) -> u16 {
    LINE_MASKS
        .iter()
        .filter(|&&m| set & m == m)
        .fold(0, |acc, m| acc | m)
}

/// Iterates the points of a set, lowest index first.
pub type Points = SetBits<Point>;

impl FromBit for Point {
    #[inline(always)]
    fn from_bit(index: u8) -> Point {
        Point::new(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn sixteen_points_named_on_the_grid() {
        let names: Vec<String> = Point::all().map(|p| p.to_string()).collect();
        assert_eq!(
            names.join(" "),
            "a1 c1 e1 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 a5 c5 e5"
        );
        for p in Point::all() {
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
        assert!("c3".parse::<Point>().is_err(), "there is no centre point");
        assert!("b1".parse::<Point>().is_err());
    }

    #[test]
    fn corners_have_two_neighbours_midpoints_three() {
        let total: u32 = Point::all().map(|p| p.neighbours().count_ones()).sum();
        assert_eq!(total, 40, "20 lines of movement");
        for c in ["a1", "e1", "e5", "a5", "b2", "d2", "d4", "b4"] {
            assert_eq!(pt(c).neighbours().count_ones(), 2, "{c}");
        }
        for m in ["c1", "e3", "c5", "a3", "c2", "d3", "c4", "b3"] {
            assert_eq!(pt(m).neighbours().count_ones(), 3, "{m}");
        }
        assert_ne!(pt("c1").neighbours() & pt("c2").bit(), 0);
        assert_eq!(pt("b2").neighbours() & pt("a1").bit(), 0, "no diagonals");
    }

    #[test]
    fn connectors_are_not_lines() {
        assert_eq!(points_in_lines(pt("c1").bit() | pt("c2").bit()), 0);
        let line = pt("a1").bit() | pt("c1").bit() | pt("e1").bit();
        assert_eq!(points_in_lines(line), line);
        // c1-c2 plus c5-c4 would be the middle file: not a line.
        let file = pt("c1").bit() | pt("c2").bit() | pt("c4").bit() | pt("c5").bit();
        assert_eq!(points_in_lines(file), 0);
    }
}
