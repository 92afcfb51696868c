//! What can be wrong with a position someone set up, for both games, as data:
//! the editor lists it, the command line and the records report it, in the
//! same words ([`Problem::message`], in any language). Each game's `Setup` (a
//! possibly illegal arrangement) produces these.

use std::fmt;

use super::dama::Square;
use super::{Outcome, ParseError, Side};
use crate::i18n::{Arg, Msg, m};

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

impl Problem {
    /// The problem as a sentence: "A white man on h8 must be a king: a man
    /// there would have been crowned."
    pub fn message(&self) -> Msg {
        match *self {
            Problem::ManOnLastRank { side, square } => Msg::new(m::PROBLEM_MAN_ON_LAST_RANK)
                .with("side", side)
                .with("square", square.to_string()),
            Problem::TooManyDamaPieces { side, count } => Msg::new(m::PROBLEM_TOO_MANY_DAMA_PIECES)
                .with("side", side)
                .with("count", count),
            Problem::TooManyAkidadaPieces {
                side,
                on_board,
                in_hand,
            } => Msg::new(m::PROBLEM_TOO_MANY_AKIDADA_PIECES)
                .with("side", side)
                .with("count", on_board + u32::from(in_hand))
                .with("board", on_board)
                .with("hand", in_hand),
            Problem::ManOnFirstRank { side, square } => Msg::new(m::PROBLEM_MAN_ON_FIRST_RANK)
                .with("side", side)
                .with("square", square.to_string()),
            Problem::UnevenHands { in_hand, side } => Msg::new(m::PROBLEM_UNEVEN_HANDS)
                .with("white", in_hand[0])
                .with("black", in_hand[1])
                .with("side", side),
            Problem::NoPieces { side } => Msg::new(m::PROBLEM_NO_PIECES).with("side", side),
            Problem::NoLegalMove { side } => Msg::new(m::PROBLEM_NO_LEGAL_MOVE).with("side", side),
            Problem::FewPieces { side, count } => Msg::new(m::PROBLEM_FEW_PIECES)
                .with("side", side)
                .with("count", count),
            Problem::Over(outcome) => match outcome.winner() {
                Some(winner) => Msg::new(m::PROBLEM_OVER_WIN)
                    .with("side", winner)
                    .with("reason", outcome.reason().message()),
                None => Msg::new(m::PROBLEM_OVER_DRAW).with("reason", outcome.reason().message()),
            },
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
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

impl PositionError {
    /// Where reading failed, or every rule the position breaks, each a sentence.
    pub fn message(&self) -> Msg {
        match self {
            PositionError::Syntax(e) => e.message(),
            PositionError::Invalid(problems) => Msg::new(m::POSITION_PROBLEMS).with(
                "problems",
                Arg::List(problems.iter().map(Problem::message).collect()),
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
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
