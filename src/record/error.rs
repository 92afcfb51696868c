//! Why a saved game cannot be read, replayed or written.

use std::fmt;
use std::io;
use std::path::PathBuf;

use crate::games::{FirstPlayer, Illegal, MoveError, Outcome, ParseError, PositionError, Side};
use crate::i18n::{Msg, m};

/// Everything that can go wrong with a saved game. Each kind of problem is its own
/// variant, with the facts a translated message needs ([`RecordError::message`]);
/// `Display` says it in plain English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The file could not be read or written.
    Io {
        path: PathBuf,
        action: IoAction,
        kind: io::ErrorKind,
        /// The operating system's message.
        message: String,
    },
    /// The text is not RON at all (or not UTF-8 text).
    NotRon {
        line: usize,
        column: usize,
        message: String,
    },
    /// The text is RON, but a value has the wrong type or form (a string where a
    /// number belongs, a number out of range, a list that is not one ...).
    WrongType {
        line: usize,
        column: usize,
        message: String,
    },
    /// A field the format does not have: most often a misspelt name.
    UnknownField {
        line: usize,
        column: usize,
        field: String,
        /// The fields allowed at that place.
        expected: Vec<&'static str>,
    },
    /// A field the format requires is missing.
    MissingField {
        line: usize,
        column: usize,
        field: &'static str,
    },
    /// A name that is not one of the allowed choices (a game, a side, a rule
    /// option, a result), e.g. `first: Whte`.
    UnknownName {
        line: usize,
        column: usize,
        found: String,
        expected: Vec<&'static str>,
    },
    /// A field given twice.
    DuplicateField {
        line: usize,
        column: usize,
        field: &'static str,
    },
    /// The record is of a format version this program does not know.
    UnknownVersion { found: u64, supported: u32 },
    /// A rule option has a value the rules cannot use.
    BadRuleOption {
        option: &'static str,
        value: u64,
        max: u64,
    },
    /// The start position string cannot be read.
    BadPosition { text: String, error: PositionError },
    /// A move is not legal where it stands. `number` counts from 1.
    IllegalMove {
        number: usize,
        text: String,
        fault: MoveFault,
    },
    /// A move comes after the game was already over. `number` counts from 1.
    MoveAfterEnd {
        number: usize,
        text: String,
        outcome: Outcome,
    },
    /// The recorded result is not the one the moves lead to.
    ResultMismatch {
        recorded: Option<Outcome>,
        replayed: Option<Outcome>,
    },
    /// A comment is attached to a move number the game does not have.
    CommentOutOfRange { number: usize, moves: usize },
    /// Fields that contradict each other.
    Inconsistent(Inconsistency),
    /// The computer's level for a side is not one it plays at.
    BadLevel { side: Side, level: u8, max: u8 },
    /// The saved review does not fit the game: `entries` where the game has
    /// `positions`, or entry `at` (from 0) is not an evaluation.
    BadReview {
        positions: usize,
        entries: usize,
        at: Option<usize>,
    },
    /// The clock gives the time left after more moves than the game has.
    BadClock { marks: usize, moves: usize },
    /// A network game's clock gives `side` `ms` left where its time control
    /// gives `most` at most.
    ImpossibleClock { side: Side, ms: u64, most: u64 },
}

/// Two or more fields of a record that cannot all be true.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// `first` is not the side to move in the start position.
    FirstNotToMove { first: Side, to_move: Side },
    /// `first` is not the side the rule option `first` names.
    FirstAgainstOption { first: Side, option: FirstPlayer },
    /// A lot seed, but the rule option `first` names a side: no lot was drawn.
    SeedWithoutLot { seed: u64, option: FirstPlayer },
    /// The lot seed draws the other side.
    SeedDrawsOther { seed: u64, drawn: Side, first: Side },
}

impl Inconsistency {
    pub fn message(&self) -> Msg {
        let option = |o: &FirstPlayer| match o {
            FirstPlayer::Lot => "lot",
            FirstPlayer::White => "white",
            FirstPlayer::Black => "black",
        };
        match self {
            Inconsistency::FirstNotToMove { first, to_move } => {
                Msg::new(m::INCONSISTENCY_FIRST_NOT_TO_MOVE)
                    .with("first", *first)
                    .with("side", *to_move)
            }
            Inconsistency::FirstAgainstOption { first, option: o } => {
                Msg::new(m::INCONSISTENCY_FIRST_AGAINST_OPTION)
                    .with("first", *first)
                    .with("option", option(o))
            }
            // The lot's seed is text: a number would lose digits.
            Inconsistency::SeedWithoutLot { seed, option: o } => {
                Msg::new(m::INCONSISTENCY_SEED_WITHOUT_LOT)
                    .with("seed", seed.to_string())
                    .with("option", option(o))
            }
            Inconsistency::SeedDrawsOther { seed, drawn, first } => {
                Msg::new(m::INCONSISTENCY_SEED_DRAWS_OTHER)
                    .with("seed", seed.to_string())
                    .with("drawn", *drawn)
                    .with("first", *first)
            }
        }
    }
}

impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// What was being done with a file when it failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IoAction {
    Read,
    Write,
}

/// Why a recorded move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveFault {
    /// The text is not a move at all.
    Syntax(ParseError),
    /// The move is not possible on this board; the engine says why.
    Impossible(Illegal),
    /// Dama: a real move that does not capture the maximum. A record may hold one
    /// only as its last move, under `non_max_capture: Loses`, with the result that
    /// the mover lost by it.
    NonMaximal { captured: u32, maximum: u32 },
    /// A PDN short form or captured-squares notation that names more than one
    /// move: every candidate, as a full route.
    Ambiguous { candidates: Vec<String> },
    /// PDN, the captured-squares notation: no capture from `from` takes the
    /// pieces on `captured`, in that order (and ends on `to`, when written).
    NoCaptureTaking {
        from: String,
        captured: Vec<String>,
        to: Option<String>,
    },
    /// PDN, the short form `from x to`: no capture from `from` ends on `to`.
    NoCaptureEndingOn { from: String, to: String },
}

impl MoveFault {
    pub(crate) fn from_move_error<M>(error: MoveError<M>) -> MoveFault {
        match error {
            MoveError::Syntax(e) => MoveFault::Syntax(e),
            MoveError::Impossible(why) => MoveFault::Impossible(why),
            MoveError::NonMaximal {
                captured, maximum, ..
            } => MoveFault::NonMaximal { captured, maximum },
        }
    }
}

impl MoveFault {
    /// Why the move cannot be played; the rules' own reasons in the rules' own
    /// words, so the game and the loader say the same thing.
    pub fn message(&self) -> Msg {
        match self {
            MoveFault::Syntax(e) => Msg::new(m::MOVE_NOT_A_MOVE).with("error", e.message()),
            MoveFault::Impossible(why) => why.message(),
            &MoveFault::NonMaximal { captured, maximum } => MoveError::<()>::NonMaximal {
                mv: (),
                captured,
                maximum,
            }
            .message(),
            MoveFault::Ambiguous { candidates } => Msg::new(m::MOVE_FAULT_AMBIGUOUS)
                .with("count", candidates.len())
                .with("candidates", candidates.join(", ")),
            MoveFault::NoCaptureTaking { from, captured, to } => {
                let msg = match to {
                    Some(to) => Msg::new(m::MOVE_FAULT_NO_CAPTURE_TAKING_ENDING_ON).with("to", to),
                    None => Msg::new(m::MOVE_FAULT_NO_CAPTURE_TAKING),
                };
                msg.with("from", from)
                    .with("captured", captured.join(", "))
                    .with("count", captured.len())
            }
            MoveFault::NoCaptureEndingOn { from, to } => {
                Msg::new(m::MOVE_FAULT_NO_CAPTURE_ENDING_ON)
                    .with("from", from)
                    .with("to", to)
            }
        }
    }
}

impl fmt::Display for MoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl RecordError {
    pub fn message(&self) -> Msg {
        // A place in the file: line and column.
        let at = |id: &'static str, line: &usize, column: &usize| {
            Msg::new(id).with("line", *line).with("column", *column)
        };
        match self {
            RecordError::Io {
                path,
                action,
                message,
                ..
            } => Msg::new(match action {
                IoAction::Read => m::RECORD_IO_READ,
                IoAction::Write => m::RECORD_IO_WRITE,
            })
            .with("path", path.display().to_string())
            .with("message", message),
            RecordError::NotRon {
                line,
                column,
                message,
            } => at(m::RECORD_NOT_RON, line, column).with("message", message),
            RecordError::WrongType {
                line,
                column,
                message,
            } => at(m::RECORD_WRONG_TYPE, line, column).with("message", message),
            RecordError::UnknownField {
                line,
                column,
                field,
                expected,
            } => at(m::RECORD_UNKNOWN_FIELD, line, column)
                .with("field", field)
                .with("expected", expected.join(", ")),
            RecordError::MissingField {
                line,
                column,
                field,
            } => at(m::RECORD_MISSING_FIELD, line, column).with("field", *field),
            RecordError::UnknownName {
                line,
                column,
                found,
                expected,
            } => at(m::RECORD_UNKNOWN_NAME, line, column)
                .with("found", found)
                .with("expected", expected.join(", ")),
            RecordError::DuplicateField {
                line,
                column,
                field,
            } => at(m::RECORD_DUPLICATE_FIELD, line, column).with("field", *field),
            RecordError::UnknownVersion { found, supported } => Msg::new(m::RECORD_UNKNOWN_VERSION)
                .with("found", *found)
                .with("supported", *supported),
            RecordError::BadPosition { text, error } => Msg::new(m::RECORD_BAD_POSITION)
                .with("text", text)
                .with("error", error.message()),
            RecordError::IllegalMove {
                number,
                text,
                fault,
            } => Msg::new(m::RECORD_ILLEGAL_MOVE)
                .with("number", *number)
                .with("move", text)
                .with("fault", fault.message()),
            RecordError::MoveAfterEnd {
                number,
                text,
                outcome,
            } => Msg::new(m::RECORD_MOVE_AFTER_END)
                .with("number", *number)
                .with("move", text)
                .with("outcome", outcome.message()),
            RecordError::ResultMismatch { recorded, replayed } => match (recorded, replayed) {
                (Some(recorded), Some(replayed)) => Msg::new(m::RECORD_RESULT_MISMATCH)
                    .with("recorded", recorded.message())
                    .with("replayed", replayed.message()),
                (Some(recorded), None) => {
                    Msg::new(m::RECORD_RESULT_NOT_OVER).with("recorded", recorded.message())
                }
                (None, Some(replayed)) => {
                    Msg::new(m::RECORD_RESULT_MISSING).with("replayed", replayed.message())
                }
                (None, None) => Msg::new(m::RECORD_RESULT_DISAGREES),
            },
            RecordError::BadRuleOption { option, value, max } => {
                Msg::new(m::RECORD_BAD_RULE_OPTION)
                    .with("option", *option)
                    .with("value", *value)
                    .with("max", *max)
            }
            RecordError::Inconsistent(c) => {
                Msg::new(m::RECORD_INCONSISTENT).with("inconsistency", c.message())
            }
            RecordError::BadReview {
                positions,
                entries,
                at: None,
            } => Msg::new(m::RECORD_BAD_REVIEW_LENGTH)
                .with("entries", *entries)
                .with("positions", *positions),
            RecordError::BadReview { at: Some(at), .. } => {
                Msg::new(m::RECORD_BAD_REVIEW_ENTRY).with("at", *at)
            }
            RecordError::BadClock { marks, moves } => Msg::new(m::RECORD_BAD_CLOCK)
                .with("marks", *marks)
                .with("moves", *moves),
            RecordError::ImpossibleClock { side, ms, most } => Msg::new(m::RECORD_IMPOSSIBLE_CLOCK)
                .with("side", *side)
                .with("time", ms.to_string())
                .with("most", most.to_string()),
            RecordError::BadLevel { side, level, max } => Msg::new(m::RECORD_BAD_LEVEL)
                .with("side", *side)
                .with("level", *level)
                .with("max", *max),
            RecordError::CommentOutOfRange { number, moves } => {
                Msg::new(m::RECORD_COMMENT_OUT_OF_RANGE)
                    .with("number", *number)
                    .with("moves", *moves)
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RecordError {}

impl RecordError {
    /// The place in the file the error points at, when it has one (line, column).
    pub fn line_column(&self) -> Option<(usize, usize)> {
        match *self {
            RecordError::NotRon { line, column, .. }
            | RecordError::WrongType { line, column, .. }
            | RecordError::UnknownField { line, column, .. }
            | RecordError::MissingField { line, column, .. }
            | RecordError::UnknownName { line, column, .. }
            | RecordError::DuplicateField { line, column, .. } => Some((line, column)),
            _ => None,
        }
    }

    /// The number of the move the error is about (from 1), when it is about one.
    pub fn move_number(&self) -> Option<usize> {
        match *self {
            RecordError::IllegalMove { number, .. } | RecordError::MoveAfterEnd { number, .. } => {
                Some(number)
            }
            _ => None,
        }
    }

    pub(crate) fn io(path: &std::path::Path, action: IoAction, error: &io::Error) -> RecordError {
        RecordError::Io {
            path: path.to_path_buf(),
            action,
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}
