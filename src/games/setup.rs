//! What can be wrong with a position someone set up, for both games, as data:
//! the editor lists it, the command line and the records report it, and the app
//! says it in either language. Each game's `Setup` (a possibly illegal
//! arrangement) produces these.

use std::fmt;

use super::dama::Square;
use super::{Outcome, ParseError, Side};

/// Something wrong (an error: the position cannot be played) or odd (a warning:
/// it can, but ...) about a set-up position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // Errors.
    /// Dama: a man on its last rank (it would have been crowned).
    ManOnLastRank { side: Side, square: Square },
    /// Dama: more than 16 pieces for one side.
    TooManyDamaPieces { side: Side, count: u32 },
    /// Akidada: more than six pieces for one side, board and hand together.
    TooManyAkidadaPieces {
        side: Side,
        on_board: u32,
        in_hand: u8,
    },

    // Warnings.
    /// Dama: a man on its own first rank, where no man can go (men never move
    /// backward).
    ManOnFirstRank { side: Side, square: Square },
    /// Akidada: hands that alternate placing cannot leave (the player to move must
    /// hold as many pieces in hand as the opponent, or one more).
    UnevenHands { in_hand: [u8; 2], side: Side },
    /// The side to move has no pieces: the game is over.
    NoPieces { side: Side },
    /// The side to move has no legal move: the game is over.
    NoLegalMove { side: Side },
    /// Akidada: a side with two pieces or fewer, board and hand together.
    FewPieces { side: Side, count: u32 },
    /// Decided in some other way.
    Over(Outcome),
}

impl Problem {
    /// Whether the position cannot be played at all (otherwise it is a warning).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Problem::ManOnLastRank { .. }
                | Problem::TooManyDamaPieces { .. }
                | Problem::TooManyAkidadaPieces { .. }
        )
    }
}

fn colour(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::ManOnLastRank { side, square } => write!(
                f,
                "a {} man on {square} stands on its last rank: it would have been crowned",
                colour(side)
            ),
            Problem::TooManyDamaPieces { side, count } => {
                write!(f, "{side} has {count} pieces: at most 16 a side")
            }
            Problem::TooManyAkidadaPieces {
                side,
                on_board,
                in_hand,
            } => write!(
                f,
                "{side} has {} pieces ({on_board} on the board, {in_hand} in hand): at most 6 \
                 a side, board and hand together",
                on_board + u32::from(in_hand)
            ),
            Problem::ManOnFirstRank { side, square } => write!(
                f,
                "a {} man on {square} could never have got there: men move only forward and \
                 sideways",
                colour(side)
            ),
            Problem::UnevenHands { in_hand, side } => write!(
                f,
                "in hand White {}, Black {} with {side} to move cannot arise in a game",
                in_hand[0], in_hand[1]
            ),
            Problem::NoPieces { side } => {
                write!(f, "{side} is to move but has no pieces: the game is over")
            }
            Problem::NoLegalMove { side } => {
                write!(
                    f,
                    "{side} is to move but has no legal move: the game is over"
                )
            }
            Problem::FewPieces { side, count } => write!(
                f,
                "{side} has {count} pieces, board and hand together: the game is over"
            ),
            Problem::Over(outcome) => write!(f, "the game is already over: {outcome}"),
        }
    }
}

/// Why a position string does not give a position to play from: it cannot be
/// read, or what it describes breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not a position string (where, and what was expected).
    Syntax(ParseError),
    /// It reads, but the position breaks the rules: every error, none left out.
    Invalid(Vec<Problem>),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Syntax(e) => e.fmt(f),
            PositionError::Invalid(problems) => {
                for (i, p) in problems.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    p.fmt(f)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl From<ParseError> for PositionError {
    fn from(e: ParseError) -> PositionError {
        PositionError::Syntax(e)
    }
}

/// The errors among `problems`, or `Ok` if there are none.
pub(crate) fn only_errors(problems: Vec<Problem>) -> Result<(), PositionError> {
    let errors: Vec<Problem> = problems.into_iter().filter(Problem::is_error).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(PositionError::Invalid(errors))
    }
}
