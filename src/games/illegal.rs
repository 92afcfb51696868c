//! Why a move cannot be made, as data: the squares or points involved and the
//! sides, so that the app can say it in any language. `Display` says it in
//! English.

use std::fmt;

use super::Side;

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

fn lower(side: &Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        match self {
            NotEmpty { at } => write!(f, "{at} is not empty"),
            NoPiece { at } => write!(f, "there is no piece on {at}"),
            OpponentsPiece { at, to_move } => write!(
                f,
                "{at} holds a {} piece, and it is {to_move}'s move",
                lower(&to_move.opposite())
            ),
            NotStraight { from, to } => write!(f, "{from} to {to} is not along a rank or a file"),
            ManBackward { from, to } => write!(f, "a man cannot move backward ({from} to {to})"),
            ManOneStep { from, to } => {
                write!(f, "a man moves one square at a time ({from} to {to})")
            }
            PathBlocked { from, to } => write!(f, "the way from {from} to {to} is blocked"),
            TurnBack { from, to } => write!(
                f,
                "a capture may not turn back by 180 degrees ({from} to {to})"
            ),
            OwnPieceJumped { from, to } => {
                write!(f, "a piece of your own stands between {from} and {to}")
            }
            NothingToCapture { from, to } => {
                write!(f, "nothing to capture between {from} and {to}")
            }
            SeveralInOneJump { from, to, count } => write!(
                f,
                "a jump captures one piece, but there are {count} between {from} and {to}"
            ),
            ManShortJump { from, to } => write!(
                f,
                "a man captures by a short jump over the next square ({from} to {to})"
            ),
            MustSlide { side } => write!(f, "{side} has no pieces in hand and must slide a piece"),
            MustPlace { side } => write!(f, "{side} still has pieces in hand and must place one"),
            NotOwnPiece { at, side } => write!(f, "there is no {} piece on {at}", lower(side)),
            NotJoined { from, to } => write!(f, "{from} and {to} are not joined by a line"),
            NoLine { step } => write!(f, "{step} makes no line: nothing may be removed"),
            NothingToRemove { step, opponent } => write!(
                f,
                "{step} makes a line, but {opponent} has no piece on the board to remove"
            ),
            NameRemoval { step, opponent } => write!(
                f,
                "{step} makes a line: name the {} piece to remove (e.g. {step}x..)",
                lower(opponent)
            ),
            RemovalCount { step, earns, asked } => {
                write!(f, "{step} earns {earns} removal(s), not {asked}")
            }
            NoEnemyPiece { at, opponent } => {
                write!(f, "there is no {} piece on {at} to remove", lower(opponent))
            }
            ProtectedByLine => f.write_str(
                "that piece stands in a line and may not be removed while others stand outside lines",
            ),
            NotLegal { mv } => write!(f, "{mv} is not legal"),
            LegalNotLosing { mv } => write!(f, "{mv} is a legal move, not a losing one"),
        }
    }
}
