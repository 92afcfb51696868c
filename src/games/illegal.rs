//! Why a move cannot be made, as data: the squares or points involved and the
//! sides, so that the app can say it in any language ([`Illegal::message`]).
//! `Display` says it in English.

use std::fmt;

use super::Side;
use crate::i18n::{Msg, m};

/// Why a move is not possible on this board. Squares and points are given by
/// name ("d3").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The destination is taken.
    NotEmpty { at: String },
    /// Dama: no piece stands on the start square.
    NoPiece { at: String },
    /// Dama: the piece on the start square belongs to the side not to move.
    OpponentsPiece { at: String, to_move: Side },
    /// Dama: the two squares share no rank or file.
    NotStraight { from: String, to: String },
    /// Dama: a man moving or capturing backward.
    ManBackward { from: String, to: String },
    /// Dama: a man's plain move of more than one square.
    ManOneStep { from: String, to: String },
    /// Dama: a king's slide across an occupied square.
    PathBlocked { from: String, to: String },
    /// Dama: a king's capture turning back by 180 degrees.
    TurnBack { from: String, to: String },
    /// Dama: a jump over a piece of one's own.
    OwnPieceJumped { from: String, to: String },
    /// Dama: a jump with no enemy piece to capture.
    NothingToCapture { from: String, to: String },
    /// Dama: a jump over more than one piece.
    SeveralInOneJump {
        from: String,
        to: String,
        count: u32,
    },
    /// Dama: a man's capture that is not a short jump.
    ManShortJump { from: String, to: String },
    /// Akidada: no pieces in hand, so a piece must slide.
    MustSlide { side: Side },
    /// Akidada: pieces still in hand, so one must be placed.
    MustPlace { side: Side },
    /// Akidada: the point holds no piece of the side to move.
    NotOwnPiece { at: String, side: Side },
    /// Akidada: the two points are not joined by a line of movement.
    NotJoined { from: String, to: String },
    /// Akidada: a removal written after a move that makes no line.
    NoLine { step: String },
    /// Akidada: a line, but the opponent has no piece on the board.
    NothingToRemove { step: String, opponent: Side },
    /// Akidada: a line, but no removal written.
    NameRemoval { step: String, opponent: Side },
    /// Akidada: the wrong number of removals for the lines made.
    RemovalCount {
        step: String,
        earns: u32,
        asked: u32,
    },
    /// Akidada: no enemy piece on the point to remove.
    NoEnemyPiece { at: String, opponent: Side },
    /// Akidada (`removal = NotFromLines`): that piece is protected by its line.
    ProtectedByLine,
    /// A move that is not among the legal ones.
    NotLegal { mv: String },
    /// A legal move offered as a losing (non-maximal) one.
    LegalNotLosing { mv: String },
}

impl Illegal {
    pub fn message(&self) -> Msg {
        use Illegal::*;
        let squares =
            |id: &'static str, from: &str, to: &str| Msg::new(id).with("from", from).with("to", to);
        match self {
            NotEmpty { at } => Msg::new(m::ILLEGAL_NOT_EMPTY).with("at", at),
            NoPiece { at } => Msg::new(m::ILLEGAL_NO_PIECE).with("at", at),
            OpponentsPiece { at, to_move } => Msg::new(m::ILLEGAL_OPPONENTS_PIECE)
                .with("at", at)
                .with("side", *to_move),
            NotStraight { from, to } => squares(m::ILLEGAL_NOT_STRAIGHT, from, to),
            ManBackward { from, to } => squares(m::ILLEGAL_MAN_BACKWARD, from, to),
            ManOneStep { from, to } => squares(m::ILLEGAL_MAN_ONE_STEP, from, to),
            PathBlocked { from, to } => squares(m::ILLEGAL_PATH_BLOCKED, from, to),
            TurnBack { from, to } => squares(m::ILLEGAL_TURN_BACK, from, to),
            OwnPieceJumped { from, to } => squares(m::ILLEGAL_OWN_PIECE_JUMPED, from, to),
            NothingToCapture { from, to } => squares(m::ILLEGAL_NOTHING_TO_CAPTURE, from, to),
            SeveralInOneJump { from, to, count } => {
                squares(m::ILLEGAL_SEVERAL_IN_ONE_JUMP, from, to).with("count", *count)
            }
            ManShortJump { from, to } => squares(m::ILLEGAL_MAN_SHORT_JUMP, from, to),
            MustSlide { side } => Msg::new(m::ILLEGAL_MUST_SLIDE).with("side", *side),
            MustPlace { side } => Msg::new(m::ILLEGAL_MUST_PLACE).with("side", *side),
            NotOwnPiece { at, side } => Msg::new(m::ILLEGAL_NOT_OWN_PIECE)
                .with("at", at)
                .with("side", *side),
            NotJoined { from, to } => squares(m::ILLEGAL_NOT_JOINED, from, to),
            NoLine { step } => Msg::new(m::ILLEGAL_NO_LINE).with("step", step),
            NothingToRemove { step, opponent } => Msg::new(m::ILLEGAL_NOTHING_TO_REMOVE)
                .with("step", step)
                .with("opponent", *opponent),
            NameRemoval { step, opponent } => Msg::new(m::ILLEGAL_NAME_REMOVAL)
                .with("step", step)
                .with("opponent", *opponent),
            RemovalCount { step, earns, asked } => Msg::new(m::ILLEGAL_REMOVAL_COUNT)
                .with("step", step)
                .with("earns", *earns)
                .with("asked", *asked),
            NoEnemyPiece { at, opponent } => Msg::new(m::ILLEGAL_NO_ENEMY_PIECE)
                .with("at", at)
                .with("opponent", *opponent),
            ProtectedByLine => Msg::new(m::ILLEGAL_PROTECTED_BY_LINE),
            NotLegal { mv } => Msg::new(m::ILLEGAL_NOT_LEGAL).with("move", mv),
            LegalNotLosing { mv } => Msg::new(m::ILLEGAL_LEGAL_NOT_LOSING).with("move", mv),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}
