//! A Dama arrangement as someone set it up: possibly against the rules (a man on
//! its last rank, seventeen pieces a side), so that the editor can show it and
//! say what is wrong. The one reader of position strings: [`Position`] is read
//! through it.

use std::fmt;
use std::str::FromStr;

use super::board::{Square, promotion_rank};
use super::position::{Piece, Position};
use super::rules::DamaRules;
use crate::games::parse::{Expected, ParseError, Scanner};
use crate::games::{EndReason, Outcome, Side};
use crate::games::{PositionError, Problem, only_errors};

/// Pieces one side may have at most.
pub const MAX_PIECES: u32 = 16;

/// What stands on each square, and the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    squares: [Option<Piece>; 64],
    pub side: Side,
}

impl Setup {
    /// An empty board.
    pub fn empty(side: Side) -> Setup {
        Setup {
            squares: [None; 64],
            side,
        }
    }

    /// These pieces, `side` to move (a later piece on a square replaces an
    /// earlier one).
    pub fn from_pieces(pieces: impl IntoIterator<Item = (Square, Piece)>, side: Side) -> Setup {
        let mut setup = Setup::empty(side);
        for (sq, piece) in pieces {
            setup.set(sq, Some(piece));
        }
        setup
    }

    /// The standard start, `side` to move.
    pub fn start(side: Side) -> Setup {
        Setup::from_position(&Position::start(side))
    }

    pub fn from_position(pos: &Position) -> Setup {
        let mut setup = Setup::empty(pos.side_to_move());
        for (sq, piece) in pos.piece_list() {
            setup.squares[sq.index()] = Some(piece);
        }
        setup
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.squares[sq.index()] = piece;
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.at(sq).map(|p| (sq, p)))
    }

    /// How many pieces `side` has.
    pub fn count(&self, side: Side) -> u32 {
        self.pieces().filter(|(_, p)| p.side() == side).count() as u32
    }

    /// How many kings `side` has.
    pub fn kings(&self, side: Side) -> u32 {
        self.pieces()
            .filter(|(_, p)| p.side() == side && p.is_king())
            .count() as u32
    }

    /// What makes the arrangement impossible under the rules: every error.
    pub fn errors(&self) -> Vec<Problem> {
        let mut errors = Vec::new();
        for (square, piece) in self.pieces() {
            if let Piece::Man(side) = piece
                && promotion_rank(side) & square.bit() != 0
            {
                errors.push(Problem::ManOnLastRank { side, square });
            }
        }
        for side in Side::BOTH {
            let count = self.count(side);
            if count > MAX_PIECES {
                errors.push(Problem::TooManyDamaPieces { side, count });
            }
        }
        errors
    }

    /// Every error, then every warning: men where no man can stand, a game that
    /// is already over (judged as a set-up: the lone-piece rule waits for a move).
    pub fn problems(&self, rules: &DamaRules) -> Vec<Problem> {
        let mut problems = self.errors();
        for (square, piece) in self.pieces() {
            // A man never moves backward, so it cannot stand on its own first rank.
            if let Piece::Man(side) = piece
                && promotion_rank(side.opposite()) & square.bit() != 0
            {
                problems.push(Problem::ManOnFirstRank { side, square });
            }
        }
        if let Ok(pos) = self.position()
            && let Some(outcome) = pos.status_at_setup(rules)
        {
            problems.push(match outcome {
                Outcome::Win {
                    reason: EndReason::NoLegalMove,
                    ..
                } if self.count(self.side) == 0 => Problem::NoPieces { side: self.side },
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
        let mut bits = [0u64; 2];
        let mut kings = 0u64;
        for (sq, piece) in self.pieces() {
            bits[piece.side().index()] |= sq.bit();
            if piece.is_king() {
                kings |= sq.bit();
            }
        }
        Ok(Position::from_bitboards(bits, kings, self.side))
    }
}

impl fmt::Display for Setup {
    /// The position string (RULES.md): `W:WKb8:Bb6,d5`, kings prefixed with `K`,
    /// squares in the order a1, b1 … h8.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for side in Side::BOTH {
            write!(f, ":{}", side.letter())?;
            let mine = self.pieces().filter(|(_, p)| p.side() == side);
            for (i, (sq, piece)) in mine.enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                if piece.is_king() {
                    f.write_str("K")?;
                }
                write!(f, "{sq}")?;
            }
        }
        Ok(())
    }
}

impl FromStr for Setup {
    type Err = ParseError;

    /// Reads a position string such as `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`. The two
    /// lists may come in either order, the squares of a list in any order; spaces
    /// around the string are forgiven. Only the form is checked: a man on its last
    /// rank or too many pieces are read as written (see [`Setup::errors`]).
    fn from_str(text: &str) -> Result<Setup, ParseError> {
        let mut s = Scanner::new(text);
        let side_at = s.at;
        let side = s
            .next_char()
            .and_then(Side::from_letter)
            .ok_or_else(|| s.error_at(side_at, Expected::SideToMove))?;
        let mut setup = Setup::empty(side);
        let mut seen = [false; 2];
        while !s.at_end() {
            if !s.eat(':') {
                return Err(s.error(Expected::Colon));
            }
            let list_at = s.at;
            let list_side = s
                .next_char()
                .and_then(Side::from_letter)
                .ok_or_else(|| s.error_at(list_at, Expected::ListSide))?;
            if std::mem::replace(&mut seen[list_side.index()], true) {
                return Err(s.error_at(list_at, Expected::ListOnce));
            }
            let mut first = true;
            while !s.at_end() && !s.rest().starts_with(':') {
                if !first && !s.eat(',') {
                    return Err(s.error(Expected::SquareComma));
                }
                first = false;
                let piece_at = s.at;
                let king = s.eat_any(&['K', 'k']).is_some();
                let sq = s
                    .read(Square::parse_prefix)
                    .ok_or_else(|| s.error(Expected::Square))?;
                if setup.at(sq).is_some() {
                    return Err(s.error_at(piece_at, Expected::SquareNotRepeated));
                }
                let piece = if king {
                    Piece::King(list_side)
                } else {
                    Piece::Man(list_side)
                };
                setup.set(sq, Some(piece));
            }
        }
        if !seen[0] || !seen[1] {
            return Err(s.error(Expected::BothLists));
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

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn start_and_seed_strings_round_trip() {
        let start = Setup::start(Side::White);
        assert_eq!(
            start.to_string(),
            "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
        );
        assert_eq!(start.to_string().parse::<Setup>(), Ok(start));
        let example: Setup = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        assert_eq!(example.at(sq("b8")), Some(Piece::King(Side::White)));
        assert_eq!(example.at(sq("a3")), Some(Piece::Man(Side::Black)));
        assert_eq!(example.to_string(), "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
        // Lists in either order, spaces around forgiven.
        let swapped: Setup = "  W:Bb6,d5,e4,a3,g2,Kb1,Kh1:WKb8 ".parse().unwrap();
        assert_eq!(swapped, example);
    }

    #[test]
    fn garbled_strings_say_where_and_what() {
        let cases = [
            ("", 1, Expected::SideToMove),
            ("   ", 1, Expected::SideToMove),
            (" ", 1, Expected::SideToMove),
            ("X:W:B", 1, Expected::SideToMove),
            ("W:Wa2,z9:B", 7, Expected::Square),
            ("W:Wa2,a2:B", 7, Expected::SquareNotRepeated),
            ("W:Wa2", 6, Expected::BothLists),
            ("W:Wa2;Bb3", 6, Expected::SquareComma),
            ("W:Wa2:Wb2", 7, Expected::ListOnce),
            ("W:X", 3, Expected::ListSide),
            ("Wé", 2, Expected::Colon),
            ("W:Wé1:B", 4, Expected::Square),
            ("ż:W:B", 1, Expected::SideToMove),
        ];
        for (text, column, expected) in cases {
            let e = text.parse::<Setup>().unwrap_err();
            assert_eq!((e.column, e.expected), (column, expected), "{text:?}: {e}");
        }
    }

    #[test]
    fn what_breaks_the_rules_is_read_and_listed() {
        let setup: Setup = "W:Wa8,b2:Bh1".parse().unwrap();
        assert_eq!(
            setup.errors(),
            [
                Problem::ManOnLastRank {
                    side: Side::Black,
                    square: sq("h1")
                },
                Problem::ManOnLastRank {
                    side: Side::White,
                    square: sq("a8")
                },
            ]
        );
        assert!(matches!(
            "W:Wa8,b2:Bh1".parse::<Position>(),
            Err(PositionError::Invalid(errors)) if errors.len() == 2
        ));
        let mut crowded = Setup::start(Side::White);
        crowded.set(sq("d4"), Some(Piece::Man(Side::White)));
        assert!(crowded.errors().contains(&Problem::TooManyDamaPieces {
            side: Side::White,
            count: 17
        }));
    }

    #[test]
    fn a_set_up_lone_piece_is_not_yet_decided() {
        let rules = DamaRules::default();
        let example: Setup = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        assert_eq!(example.problems(&rules), []);
        let empty: Setup = "B:Wd4:B".parse().unwrap();
        assert_eq!(
            empty.problems(&rules),
            [Problem::NoPieces { side: Side::Black }]
        );
        let backward: Setup = "W:Wd1:Bd8".parse().unwrap();
        assert!(
            backward
                .problems(&rules)
                .contains(&Problem::ManOnFirstRank {
                    side: Side::White,
                    square: sq("d1")
                })
        );
    }
}
