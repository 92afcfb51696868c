//! Reading text: where it failed and what was expected there, as data (worded
//! in any language by `crate::i18n`), and a small scanner the position strings
//! and move notations of both games share.

use std::fmt;

use crate::i18n::{Msg, m};

/// What a reader expected where the text went wrong. `Display` says it in
/// English; [`Expected::message`] in any language.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// `W` or `B`, the side to move, first in a position string.
    SideToMove,
    /// `:` before a list of pieces.
    Colon,
    /// `W` or `B` naming whose pieces follow.
    ListSide,
    /// Each side's list given only once.
    ListOnce,
    /// Both lists, `:W…` and `:B…`.
    BothLists,
    /// Akidada: `:W` and White's points.
    WhiteList,
    /// Akidada: `:B` and Black's points.
    BlackList,
    /// `,` between squares.
    SquareComma,
    /// A Dama square, a king written `Kd5`.
    Square,
    /// A square not listed before.
    SquareNotRepeated,
    /// `,` between points.
    PointComma,
    /// An Akidada point such as `c1`.
    Point,
    /// A point not listed before.
    PointNotRepeated,
    /// Akidada: `:H` and the pieces in hand.
    Hands,
    /// `,` between the two hands.
    HandComma,
    /// A number of pieces in hand from 0 to 6.
    HandCount,
    /// Nothing more.
    End,
    /// A move's start square.
    StartSquare,
    /// `-` for a move or `x` for a capture.
    Separator,
    /// The same separator throughout.
    SameSeparator,
    /// Only one destination after `-`.
    SingleDestination,
    /// A destination square.
    DestinationSquare,
    /// `-` or `x` and a destination square.
    SeparatorAndDestination,
    /// Akidada: `x` and the point of the piece removed.
    Removal,
    /// Akidada: a second removal on another point.
    DifferentRemoval,
}

impl Expected {
    /// Every value (for checks that each has its words in every language).
    pub const ALL: &'static [Expected] = &[
        Expected::SideToMove,
        Expected::Colon,
        Expected::ListSide,
        Expected::ListOnce,
        Expected::BothLists,
        Expected::WhiteList,
        Expected::BlackList,
        Expected::SquareComma,
        Expected::Square,
        Expected::SquareNotRepeated,
        Expected::PointComma,
        Expected::Point,
        Expected::PointNotRepeated,
        Expected::Hands,
        Expected::HandComma,
        Expected::HandCount,
        Expected::End,
        Expected::StartSquare,
        Expected::Separator,
        Expected::SameSeparator,
        Expected::SingleDestination,
        Expected::DestinationSquare,
        Expected::SeparatorAndDestination,
        Expected::Removal,
        Expected::DifferentRemoval,
    ];

    /// The message id of its words ("W or B (the side to move)").
    pub const fn id(self) -> &'static str {
        use Expected::*;
        match self {
            SideToMove => m::EXPECTED_SIDE_TO_MOVE,
            Colon => m::EXPECTED_COLON,
            ListSide => m::EXPECTED_LIST_SIDE,
            ListOnce => m::EXPECTED_LIST_ONCE,
            BothLists => m::EXPECTED_BOTH_LISTS,
            WhiteList => m::EXPECTED_WHITE_LIST,
            BlackList => m::EXPECTED_BLACK_LIST,
            SquareComma => m::EXPECTED_SQUARE_COMMA,
            Square => m::EXPECTED_SQUARE,
            SquareNotRepeated => m::EXPECTED_SQUARE_NOT_REPEATED,
            PointComma => m::EXPECTED_POINT_COMMA,
            Point => m::EXPECTED_POINT,
            PointNotRepeated => m::EXPECTED_POINT_NOT_REPEATED,
            Hands => m::EXPECTED_HANDS,
            HandComma => m::EXPECTED_HAND_COMMA,
            HandCount => m::EXPECTED_HAND_COUNT,
            End => m::EXPECTED_END,
            StartSquare => m::EXPECTED_START_SQUARE,
            Separator => m::EXPECTED_SEPARATOR,
            SameSeparator => m::EXPECTED_SAME_SEPARATOR,
            SingleDestination => m::EXPECTED_SINGLE_DESTINATION,
            DestinationSquare => m::EXPECTED_DESTINATION_SQUARE,
            SeparatorAndDestination => m::EXPECTED_SEPARATOR_AND_DESTINATION,
            Removal => m::EXPECTED_REMOVAL,
            DifferentRemoval => m::EXPECTED_DIFFERENT_REMOVAL,
        }
    }

    pub fn message(self) -> Msg {
        Msg::new(self.id())
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// A position string or move that could not be read: what was expected, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset in the input where reading failed.
    pub at: usize,
    /// The character where reading failed, counted from 1 (not bytes: a Polish or
    /// Turkish letter before it counts once).
    pub column: usize,
    pub expected: Expected,
    /// What was found there (empty at the end of the input).
    pub found: String,
}

impl ParseError {
    pub fn new(input: &str, at: usize, expected: Expected) -> ParseError {
        let found: String = input
            .get(at..)
            .unwrap_or("")
            .trim_end()
            .chars()
            .take_while(|c| !matches!(c, ':' | ',' | ' '))
            .take(12)
            .collect();
        ParseError {
            at,
            column: char_column(input, at),
            expected,
            found,
        }
    }
}

/// The 1-based character column of byte offset `at` in `input` (an offset inside
/// a character counts as that character; one past the end is the end).
pub fn char_column(input: &str, at: usize) -> usize {
    input
        .char_indices()
        .take_while(|&(i, c)| i + c.len_utf8() <= at)
        .count()
        + 1
}

impl ParseError {
    /// Where, what was expected, what was found: "at character 7: expected a
    /// square from a1 to h8, a king written Kd5, found “z9”".
    pub fn message(&self) -> Msg {
        let msg = if self.found.is_empty() {
            Msg::new(m::PARSE_ERROR_AT_END)
        } else {
            Msg::new(m::PARSE_ERROR_FOUND).with("found", &self.found)
        };
        msg.with("column", self.column)
            .with("expected", self.expected.message())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// Reads a text from left to right. Spaces around the whole text are forgiven;
/// offsets always count in the original text, so errors point at the right
/// character. Never slices inside a character, so no input can make it panic.
pub(crate) struct Scanner<'a> {
    text: &'a str,
    /// Byte offset of the next character to read.
    pub at: usize,
    /// Where the text ends, trailing spaces left out.
    end: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(text: &'a str) -> Scanner<'a> {
        let end = text.trim_end().len();
        let at = (text.len() - text.trim_start().len()).min(end);
        Scanner { text, at, end }
    }

    /// What is left to read.
    pub fn rest(&self) -> &'a str {
        self.text.get(self.at..self.end).unwrap_or("")
    }

    pub fn at_end(&self) -> bool {
        self.at >= self.end
    }

    /// Reads `c` if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        if self.rest().starts_with(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Reads any one of `chars` if it comes next, and says which.
    pub fn eat_any(&mut self, chars: &[char]) -> Option<char> {
        let c = self.rest().chars().next().filter(|c| chars.contains(c))?;
        self.at += c.len_utf8();
        Some(c)
    }

    /// Reads the next character, whatever it is.
    pub fn next_char(&mut self) -> Option<char> {
        let c = self.rest().chars().next()?;
        self.at += c.len_utf8();
        Some(c)
    }

    /// Reads a thing at the current place with `read`, which returns it and the
    /// bytes it took.
    pub fn read<T>(&mut self, read: impl FnOnce(&str) -> Option<(T, usize)>) -> Option<T> {
        let (value, n) = read(self.rest())?;
        self.at += n;
        Some(value)
    }

    /// Reads a run of ASCII digits as a number, if one comes next.
    pub fn number(&mut self) -> Option<u32> {
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        let n = self.rest().get(..digits)?.parse().ok()?;
        self.at += digits;
        Some(n)
    }

    /// An error at the current place (at the next character that is not a
    /// space, so that it points at what is wrong).
    pub fn error(&self, expected: Expected) -> ParseError {
        let rest = self.rest();
        let spaces = rest.len() - rest.trim_start().len();
        self.error_at(self.at + spaces, expected)
    }

    /// An error at byte offset `at`.
    pub fn error_at(&self, at: usize, expected: Expected) -> ParseError {
        ParseError::new(self.text, at.min(self.text.len()), expected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters() {
        assert_eq!(char_column("abc", 0), 1);
        assert_eq!(char_column("abc", 2), 3);
        assert_eq!(char_column("ééx", 4), 3);
        // Inside a character: that character.
        assert_eq!(char_column("ééx", 3), 2);
        assert_eq!(char_column("", 0), 1);
        let e = ParseError::new("żółw:x", 7, Expected::Colon);
        assert_eq!(e.column, 5);
        assert!(e.to_string().starts_with("at character 5:"), "{e}");
    }

    #[test]
    fn the_scanner_skips_outer_spaces_and_never_splits_a_character() {
        let mut s = Scanner::new("  W:é  ");
        assert_eq!(s.at, 2);
        assert!(s.eat('W'));
        assert!(s.eat(':'));
        assert!(!s.eat('e'));
        assert_eq!(s.next_char(), Some('é'));
        assert!(s.at_end());
        let blank = Scanner::new("   ");
        assert!(blank.at_end());
        assert_eq!(blank.rest(), "");
    }
}
