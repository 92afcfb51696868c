//! Why a saved game cannot be read, replayed or written.

use std::fmt;
use std::io;
use std::path::PathBuf;

use crate::games::{FirstPlayer, Illegal, MoveError, Outcome, ParseError, PositionError, Side};

/// Everything that can go wrong with a saved game. Each kind of problem is its own
/// variant, with the facts a translated message needs; `Display` says it in plain
/// English.
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

impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inconsistency::FirstNotToMove { first, to_move } => write!(
                f,
                "first is {first}, but in the start position {to_move} is to move"
            ),
            Inconsistency::FirstAgainstOption { first, option } => write!(
                f,
                "first is {first}, but the rule option first is {option:?}"
            ),
            Inconsistency::SeedWithoutLot { seed, option } => write!(
                f,
                "lot_seed is {seed}, but no lot was drawn: the rule option first is {option:?}"
            ),
            Inconsistency::SeedDrawsOther { seed, drawn, first } => write!(
                f,
                "lot_seed {seed} draws {drawn} to move first, but first is {first}"
            ),
        }
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

impl fmt::Display for MoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The engine's own wording, so the game and the loader say the same thing.
        let error: MoveError<()> = match self {
            MoveFault::Syntax(e) => MoveError::Syntax(e.clone()),
            MoveFault::Impossible(why) => MoveError::Impossible(why.clone()),
            &MoveFault::NonMaximal { captured, maximum } => MoveError::NonMaximal {
                mv: (),
                captured,
                maximum,
            },
            MoveFault::Ambiguous { candidates } => {
                return write!(
                    f,
                    "ambiguous: it names {} moves: {}",
                    candidates.len(),
                    candidates.join(", ")
                );
            }
            MoveFault::NoCaptureTaking { from, captured, to } => {
                let s = if captured.len() == 1 { "" } else { "s" };
                write!(
                    f,
                    "no capture from {from} takes the piece{s} on {}",
                    captured.join(", ")
                )?;
                if captured.len() > 1 {
                    f.write_str(" in this order")?;
                }
                if let Some(to) = to {
                    write!(f, " and ends on {to}")?;
                }
                return Ok(());
            }
            MoveFault::NoCaptureEndingOn { from, to } => {
                return write!(f, "no capture from {from} ends on {to}");
            }
        };
        error.fmt(f)
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Io {
                path,
                action,
                message,
                ..
            } => {
                let verb = match action {
                    IoAction::Read => "read",
                    IoAction::Write => "write",
                };
                write!(f, "could not {verb} {}: {message}", path.display())
            }
            RecordError::NotRon {
                line,
                column,
                message,
            } => write!(
                f,
                "line {line}, column {column}: not a saved game (not RON): {message}"
            ),
            RecordError::WrongType {
                line,
                column,
                message,
            } => write!(f, "line {line}, column {column}: {message}"),
            RecordError::UnknownField {
                line,
                column,
                field,
                expected,
            } => write!(
                f,
                "line {line}, column {column}: unknown field \"{field}\" (the fields here are {})",
                expected.join(", ")
            ),
            RecordError::MissingField {
                line,
                column,
                field,
            } => write!(
                f,
                "line {line}, column {column}: the field \"{field}\" is missing"
            ),
            RecordError::UnknownName {
                line,
                column,
                found,
                expected,
            } => write!(
                f,
                "line {line}, column {column}: \"{found}\" is not one of {}",
                expected.join(", ")
            ),
            RecordError::DuplicateField {
                line,
                column,
                field,
            } => write!(
                f,
                "line {line}, column {column}: the field \"{field}\" is given twice"
            ),
            RecordError::UnknownVersion { found, supported } => write!(
                f,
                "format version {found} is not known: this program reads format {supported}"
            ),
            RecordError::BadPosition { text, error } => {
                write!(f, "the start position \"{text}\" is not valid: {error}")
            }
            RecordError::IllegalMove {
                number,
                text,
                fault,
            } => write!(f, "move {number}, {text}: {fault}"),
            RecordError::MoveAfterEnd {
                number,
                text,
                outcome,
            } => write!(
                f,
                "move {number}, {text}: the game was already over ({outcome})"
            ),
            RecordError::ResultMismatch { recorded, replayed } => match (recorded, replayed) {
                (Some(recorded), Some(replayed)) => write!(
                    f,
                    "the recorded result is {recorded}, but the moves give {replayed}"
                ),
                (Some(recorded), None) => write!(
                    f,
                    "the recorded result is {recorded}, but after the moves the game is not over"
                ),
                (None, Some(replayed)) => write!(
                    f,
                    "the record gives no result, but the moves end the game: {replayed}"
                ),
                (None, None) => f.write_str("the recorded result disagrees with the moves"),
            },
            RecordError::BadRuleOption { option, value, max } => write!(
                f,
                "the rule option {option} is {value}, but it can be at most {max}"
            ),
            RecordError::Inconsistent(c) => write!(f, "the record contradicts itself: {c}"),
            RecordError::BadReview {
                positions,
                entries,
                at: None,
            } => write!(
                f,
                "the review has {entries} entries, but the game has {positions} positions"
            ),
            RecordError::BadReview { at: Some(at), .. } => write!(
                f,
                "the review's entry {at} is not an evaluation such as \"cp 35\", \"win 7\" or \"draw\""
            ),
            RecordError::BadLevel { side, level, max } => write!(
                f,
                "the computer playing {side} is at level {level}, but its levels go from 1 to {max}"
            ),
            RecordError::CommentOutOfRange { number, moves } => write!(
                f,
                "a comment is attached to move {number}, but the game has {moves} move{}",
                if *moves == 1 { "" } else { "s" }
            ),
        }
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
