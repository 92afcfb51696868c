//! An Akidada arrangement as someone set it up: possibly against the rules
//! (seven pieces a side), so that the editor can show it and say what is wrong.
//! The one reader of position strings: [`Position`] is read through it.

use std::fmt;
use std::str::FromStr;

use super::board::Point;
use super::position::{PIECES_PER_SIDE, Position};
use super::rules::AkidadaRules;
use crate::games::parse::{Expected, ParseError, Scanner};
use crate::games::{EndReason, Outcome, Side};
use crate::games::{PositionError, Problem, only_errors};

/// The pieces on each point, the pieces in hand and the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    points: [Option<Side>; Point::COUNT],
    in_hand: [u8; 2],
    pub side: Side,
}

impl Setup {
    /// An empty board with these pieces in hand (at most six each).
    pub fn empty(in_hand: [u8; 2], side: Side) -> Setup {
        Setup {
            points: [None; Point::COUNT],
            in_hand: in_hand.map(|n| n.min(PIECES_PER_SIDE)),
            side,
        }
    }

    /// White's and Black's points and hands, `side` to move (a later piece on a
    /// point replaces an earlier one).
    pub fn from_points(
        white: impl IntoIterator<Item = Point>,
        black: impl IntoIterator<Item = Point>,
        in_hand: [u8; 2],
        side: Side,
    ) -> Setup {
        let mut setup = Setup::empty(in_hand, side);
        for p in white {
            setup.set(p, Some(Side::White));
        }
        for p in black {
            setup.set(p, Some(Side::Black));
        }
        setup
    }

    /// The start: an empty board, six pieces in each hand, `side` to move.
    pub fn start(side: Side) -> Setup {
        Setup::empty([PIECES_PER_SIDE; 2], side)
    }

    pub fn from_position(pos: &Position) -> Setup {
        let mut setup = Setup::empty(
            [pos.in_hand(Side::White), pos.in_hand(Side::Black)],
            pos.side_to_move(),
        );
        for p in Point::all() {
            setup.points[p.index()] = pos.piece_at(p);
        }
        setup
    }

    pub fn at(&self, p: Point) -> Option<Side> {
        self.points[p.index()]
    }

    pub fn set(&mut self, p: Point, piece: Option<Side>) {
        self.points[p.index()] = piece;
    }

    /// The points holding `side`'s pieces.
    pub fn points_of(&self, side: Side) -> impl Iterator<Item = Point> + '_ {
        Point::all().filter(move |&p| self.at(p) == Some(side))
    }

    pub fn on_board(&self, side: Side) -> u32 {
        self.points_of(side).count() as u32
    }

    pub fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side.index()]
    }

    /// Sets the pieces in hand (at most six).
    pub fn set_in_hand(&mut self, side: Side, n: u8) {
        self.in_hand[side.index()] = n.min(PIECES_PER_SIDE);
    }

    /// Pieces on the board and in hand together.
    pub fn total(&self, side: Side) -> u32 {
        self.on_board(side) + u32::from(self.in_hand(side))
    }

    /// What makes the arrangement impossible under the rules: every error.
    pub fn errors(&self) -> Vec<Problem> {
        Side::BOTH
            .into_iter()
            .filter(|&side| self.total(side) > u32::from(PIECES_PER_SIDE))
            .map(|side| Problem::TooManyAkidadaPieces {
                side,
                on_board: self.on_board(side),
                in_hand: self.in_hand(side),
            })
            .collect()
    }

    /// Every error, then every warning: hands that alternate placing cannot
    /// leave, a game that is already over.
    pub fn problems(&self, rules: &AkidadaRules) -> Vec<Problem> {
        let mut problems = self.errors();
        // The players place in turn, so the player to move holds as many pieces
        // in hand as the opponent, or one more.
        let ours = self.in_hand(self.side);
        let theirs = self.in_hand(self.side.opposite());
        if ours != theirs && ours != theirs + 1 {
            problems.push(Problem::UnevenHands {
                in_hand: self.in_hand,
                side: self.side,
            });
        }
        if let Ok(pos) = self.position()
            && let Some(outcome) = pos.status(rules)
        {
            problems.push(match outcome {
                Outcome::Win {
                    winner,
                    reason: EndReason::TwoPiecesLeft,
                } => Problem::FewPieces {
                    side: winner.opposite(),
                    count: self.total(winner.opposite()),
                },
                Outcome::Win {
                    reason: EndReason::NoLegalMove,
                    ..
                } => Problem::NoLegalMove { side: self.side },
                other => Problem::Over(other),
            });
        }
        problems
    }

    /// The position, if the rules allow the arrangement.
    pub fn position(&self) -> Result<Position, PositionError> {
        only_errors(self.errors())?;
        let mut bits = [0u16; 2];
        for p in Point::all() {
            if let Some(side) = self.at(p) {
                bits[side.index()] |= p.bit();
            }
        }
        Ok(Position::from_parts(bits, self.in_hand, self.side))
    }
}

impl fmt::Display for Setup {
    /// `<side>:W<points>:B<points>:H<white in hand>,<black in hand>`, points in
    /// index order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for side in Side::BOTH {
            write!(f, ":{}", side.letter())?;
            for (i, p) in self.points_of(side).enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{p}")?;
            }
        }
        write!(f, ":H{},{}", self.in_hand[0], self.in_hand[1])
    }
}

impl FromStr for Setup {
    type Err = ParseError;

    /// Reads a position string such as `B:Wa1,c1,c2:Bb2,e5:H3,4`; spaces around
    /// it are forgiven. Only the form is checked: too many pieces are read as
    /// written (see [`Setup::errors`]).
    fn from_str(text: &str) -> Result<Setup, ParseError> {
        let mut s = Scanner::new(text);
        let side_at = s.at;
        let side = s
            .next_char()
            .and_then(Side::from_letter)
            .ok_or_else(|| s.error_at(side_at, Expected::SideToMove))?;
        let mut setup = Setup::empty([0, 0], side);
        for list_side in Side::BOTH {
            let tag_at = s.at;
            let tagged = s.eat(':') && s.next_char().and_then(Side::from_letter) == Some(list_side);
            if !tagged {
                let expected = match list_side {
                    Side::White => Expected::WhiteList,
                    Side::Black => Expected::BlackList,
                };
                return Err(s.error_at(tag_at, expected));
            }
            let mut first = true;
            while !s.at_end() && !s.rest().starts_with(':') {
                if !first && !s.eat(',') {
                    return Err(s.error(Expected::PointComma));
                }
                first = false;
                let point_at = s.at;
                let p = s
                    .read(Point::parse_prefix)
                    .ok_or_else(|| s.error(Expected::Point))?;
                if setup.at(p).is_some() {
                    return Err(s.error_at(point_at, Expected::PointNotRepeated));
                }
                setup.set(p, Some(list_side));
            }
        }
        let hands_at = s.at;
        if !(s.eat(':') && s.eat_any(&['H', 'h']).is_some()) {
            return Err(s.error_at(hands_at, Expected::Hands));
        }
        for side in Side::BOTH {
            if side == Side::Black && !s.eat(',') {
                return Err(s.error(Expected::HandComma));
            }
            let count_at = s.at;
            match s.number() {
                Some(n) if n <= u32::from(PIECES_PER_SIDE) => setup.in_hand[side.index()] = n as u8,
                _ => return Err(s.error_at(count_at, Expected::HandCount)),
            }
        }
        if !s.at_end() {
            return Err(s.error(Expected::End));
        }
        Ok(setup)
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads a position string and checks the position against the rules.
    fn from_str(text: &str) -> Result<Position, PositionError> {
        text.parse::<Setup>()?.position()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_strings_round_trip() {
        let start = Setup::start(Side::White);
        assert_eq!(start.to_string(), "W:W:B:H6,6");
        assert_eq!("W:W:B:H6,6".parse::<Setup>(), Ok(start));
        let text = "B:Wa1,c1,c2:Bb2,e5:H3,4";
        let setup: Setup = text.parse().unwrap();
        assert_eq!(setup.to_string(), text);
        let pos = setup.position().unwrap();
        assert_eq!(pos.to_string(), text);
        assert_eq!(pos.in_hand(Side::White), 3);
        assert_eq!(" b:wa1,c1,c2:bb2,e5:h3,4 ".parse::<Setup>(), Ok(setup));
    }

    #[test]
    fn garbled_strings_say_where_and_what() {
        let cases = [
            ("", 1, Expected::SideToMove),
            ("  ", 1, Expected::SideToMove),
            ("X:W:B:H6,6", 1, Expected::SideToMove),
            ("W:Wc3:B:H6,6", 4, Expected::Point),
            ("W:Wa1,a1:B:H5,6", 7, Expected::PointNotRepeated),
            ("W:W:B:H7,6", 8, Expected::HandCount),
            ("W:W:B:H6;6", 9, Expected::HandComma),
            ("W:W:B", 6, Expected::Hands),
            ("W:W:B:H6,6x", 11, Expected::End),
            ("W:B:W:H6,6", 2, Expected::WhiteList),
            ("W:", 2, Expected::WhiteList),
            ("W:W:", 4, Expected::BlackList),
            ("WWé:B:H6,6", 2, Expected::WhiteList),
            ("W:Wé1:B:H6,6", 4, Expected::Point),
            ("W:W:B:H٣,6", 8, Expected::HandCount),
        ];
        for (text, column, expected) in cases {
            let e = text.parse::<Setup>().unwrap_err();
            assert_eq!((e.column, e.expected), (column, expected), "{text:?}: {e}");
        }
    }

    #[test]
    fn seven_pieces_are_read_and_judged() {
        let setup: Setup = "W:Wa1,c1,e1,b2,c2,d2,a3:B:H0,6".parse().unwrap();
        assert_eq!(
            setup.errors(),
            [Problem::TooManyAkidadaPieces {
                side: Side::White,
                on_board: 7,
                in_hand: 0
            }]
        );
        assert!(matches!(
            setup.position(),
            Err(PositionError::Invalid(errors)) if errors.len() == 1
        ));
        let rules = AkidadaRules::default();
        let uneven: Setup = "W:W:B:H2,6".parse().unwrap();
        assert!(uneven.problems(&rules).contains(&Problem::UnevenHands {
            in_hand: [2, 6],
            side: Side::White
        }));
    }
}
