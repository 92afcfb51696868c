//! Why a PDN file, or one game in it, cannot be read, or a game cannot be
//! written as PDN. Data, worded in any language by each type's `message`;
//! `Display` says it in English.

use std::fmt;

use super::Score;
use crate::games::options::OptionError;
use crate::games::{GameKind, Outcome, Side};
use crate::i18n::{Msg, m};
use crate::record::{MoveFault, RecordError};

/// Everything that can go wrong with PDN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnError {
    /// The file holds no game at all.
    NoGames,
    /// The text is not PDN at this place.
    Syntax {
        line: usize,
        column: usize,
        problem: Syntax,
    },
    /// The game is not Turkish draughts, or not on the board and squares this
    /// program reads (`GameType` 30, 8 by 8, algebraic squares).
    GameType {
        value: String,
        problem: GameTypeProblem,
    },
    /// A tag this program reads has a value it cannot use.
    Tag {
        name: String,
        value: String,
        problem: TagProblem,
    },
    /// The `Result` tag and the result at the end of the moves differ.
    ResultsDiffer { tag: Score, moves: Score },
    /// `0-0` (both players lost): no end of the game under the rules gives it.
    BothLose,
    /// The stated result is not the one the moves lead to.
    ResultMismatch { stated: Score, replayed: Outcome },
    /// A move cannot be played (why, as a record says it).
    IllegalMove {
        at: MovePlace,
        text: String,
        fault: Box<MoveFault>,
    },
    /// A move comes after the game was already over.
    MoveAfterEnd {
        at: MovePlace,
        text: String,
        outcome: Outcome,
    },
    /// A problem the record's own checks find: the start position, who moved
    /// first, a rule option's range; or the file could not be read or written.
    Record(RecordError),
    /// Writing: PDN is for draughts; a game of the other kind cannot be written.
    NotDraughts { kind: GameKind },
}

/// What is wrong in PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// `{` with no `}` (before the end of the text or the next game's tags).
    UnclosedComment,
    /// A tag not closed with `"]` on its line.
    UnclosedTag,
    /// `[` not followed by a tag name.
    TagName,
    /// A tag name not followed by a value in quotes.
    TagValue,
    /// `(` with no `)` before the end of the game.
    UnclosedVariation,
    /// `)` with no `(` before it.
    UnmatchedVariationEnd,
    /// A move in numbers (`22-18`): other draughts games number their squares;
    /// Turkish draughts uses a1 to h8.
    NumericSquares(String),
    /// `$` with no number after it, or a run of `!` and `?` that is not one of
    /// `!`, `?`, `!!`, `??`, `!?`, `?!`.
    BadAnnotation(String),
    /// A character that has no place here.
    UnexpectedCharacter(char),
}

/// Why a `GameType` is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameTypeProblem {
    /// Another draughts game (its number): 20 is international draughts, 21
    /// English checkers ...
    OtherGame(u32),
    /// Not a game type at all.
    Form,
    /// The first side to move in the standard start is not White.
    StartColour(String),
    /// The board is not 8 by 8.
    Board(String, String),
    /// The squares are not named algebraically from White's lower left (`A0`).
    Notation(String),
    /// The board is shown turned round.
    Inverted(String),
}

/// Why the value of a tag cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// `DamaRules`: a rule option name or value that Dama does not have.
    RuleOption(OptionError),
    /// `DamaRules`: an entry not of the form `name=value`.
    RuleOptionForm(String),
    /// Not a whole number from 0 to `max`.
    NotNumber { max: u64 },
    /// `SetUp` is neither `0` nor `1`.
    SetUpFlag,
    /// `SetUp "1"` with no `FEN` tag.
    NoFen,
    /// `SetUp "0"`, but a `FEN` that is not the standard start.
    FenWithoutSetUp,
    /// The tag is given twice, with different values.
    Repeated { other: String },
    /// `Result`: not one of `2-0`, `0-2`, `1-1`, `1-0`, `0-1`, `1/2-1/2`, `*`.
    NotResult,
}

/// Where a move stands in the file and in the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MovePlace {
    pub line: usize,
    pub column: usize,
    /// The move counted one by one from the start, from 1 (as in a RON record).
    pub ply: usize,
    /// The PDN move number (`7` in `7. c3-c4` or `7... b6-b5`).
    pub number: usize,
    /// Who made the move.
    pub side: Side,
}

impl fmt::Display for MovePlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = match self.side {
            Side::White => ".",
            Side::Black => "...",
        };
        write!(
            f,
            "line {}, column {}, move {}{dots}",
            self.line, self.column, self.number
        )
    }
}

impl Syntax {
    pub fn message(&self) -> Msg {
        match self {
            Syntax::UnclosedComment => Msg::new(m::PDN_SYNTAX_UNCLOSED_COMMENT),
            Syntax::UnclosedTag => Msg::new(m::PDN_SYNTAX_UNCLOSED_TAG),
            Syntax::TagName => Msg::new(m::PDN_SYNTAX_TAG_NAME),
            Syntax::TagValue => Msg::new(m::PDN_SYNTAX_TAG_VALUE),
            Syntax::UnclosedVariation => Msg::new(m::PDN_SYNTAX_UNCLOSED_VARIATION),
            Syntax::UnmatchedVariationEnd => Msg::new(m::PDN_SYNTAX_UNMATCHED_VARIATION_END),
            Syntax::NumericSquares(word) => {
                Msg::new(m::PDN_SYNTAX_NUMERIC_SQUARES).with("word", word)
            }
            Syntax::BadAnnotation(text) => {
                Msg::new(m::PDN_SYNTAX_BAD_ANNOTATION).with("text", text)
            }
            Syntax::UnexpectedCharacter(c) => Msg::new(m::PDN_SYNTAX_UNEXPECTED_CHARACTER)
                .with("character", c.escape_debug().to_string()),
        }
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl GameTypeProblem {
    pub fn message(&self) -> Msg {
        match self {
            GameTypeProblem::OtherGame(n) => {
                Msg::new(m::PDN_GAME_TYPE_OTHER_GAME).with("number", *n)
            }
            GameTypeProblem::Form => Msg::new(m::PDN_GAME_TYPE_FORM),
            GameTypeProblem::StartColour(c) => {
                Msg::new(m::PDN_GAME_TYPE_START_COLOUR).with("colour", c)
            }
            GameTypeProblem::Board(w, h) => Msg::new(m::PDN_GAME_TYPE_BOARD)
                .with("width", w)
                .with("height", h),
            GameTypeProblem::Notation(n) => Msg::new(m::PDN_GAME_TYPE_NOTATION).with("notation", n),
            GameTypeProblem::Inverted(i) => Msg::new(m::PDN_GAME_TYPE_INVERTED).with("value", i),
        }
    }
}

impl fmt::Display for GameTypeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl TagProblem {
    pub fn message(&self) -> Msg {
        match self {
            TagProblem::RuleOption(e) => {
                Msg::new(m::PDN_TAG_RULE_OPTION).with("error", e.message())
            }
            TagProblem::RuleOptionForm(entry) => {
                Msg::new(m::PDN_TAG_RULE_OPTION_FORM).with("entry", entry)
            }
            TagProblem::NotNumber { max } => Msg::new(m::PDN_TAG_NOT_NUMBER).with("max", *max),
            TagProblem::SetUpFlag => Msg::new(m::PDN_TAG_SET_UP_FLAG),
            TagProblem::NoFen => Msg::new(m::PDN_TAG_NO_FEN),
            TagProblem::FenWithoutSetUp => Msg::new(m::PDN_TAG_FEN_WITHOUT_SET_UP),
            TagProblem::NotResult => Msg::new(m::PDN_TAG_NOT_RESULT),
            TagProblem::Repeated { other } => Msg::new(m::PDN_TAG_REPEATED).with("other", other),
        }
    }
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl PdnError {
    pub fn message(&self) -> Msg {
        // A move's place: line, column, its PDN number and who made it.
        let place = |id: &'static str, at: &MovePlace, text: &str| {
            Msg::new(id)
                .with("line", at.line)
                .with("column", at.column)
                .with("number", at.number)
                .with("side", at.side)
                .with("move", text)
        };
        match self {
            PdnError::NoGames => Msg::new(m::PDN_NO_GAMES),
            PdnError::Syntax {
                line,
                column,
                problem,
            } => Msg::new(m::PDN_SYNTAX)
                .with("line", *line)
                .with("column", *column)
                .with("problem", problem.message()),
            PdnError::GameType { value, problem } => Msg::new(m::PDN_GAME_TYPE)
                .with("value", value)
                .with("problem", problem.message()),
            PdnError::Tag {
                name,
                value,
                problem,
            } => Msg::new(m::PDN_TAG)
                .with("name", name)
                .with("value", value)
                .with("problem", problem.message()),
            PdnError::ResultsDiffer { tag, moves } => Msg::new(m::PDN_RESULTS_DIFFER)
                .with("tag", tag.text())
                .with("moves", moves.text()),
            PdnError::BothLose => Msg::new(m::PDN_BOTH_LOSE),
            PdnError::ResultMismatch { stated, replayed } => Msg::new(m::PDN_RESULT_MISMATCH)
                .with("score", stated.text())
                .with("stated", stated.key())
                .with("replayed", replayed.message()),
            PdnError::IllegalMove { at, text, fault } => {
                place(m::PDN_ILLEGAL_MOVE, at, text).with("fault", fault.message())
            }
            PdnError::MoveAfterEnd { at, text, outcome } => {
                place(m::PDN_MOVE_AFTER_END, at, text).with("outcome", outcome.message())
            }
            PdnError::Record(e) => e.message(),
            PdnError::NotDraughts { kind } => Msg::new(m::PDN_NOT_DRAUGHTS).with("game", kind.id()),
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PdnError {}

impl PdnError {
    /// The line in the file the error points at, when it has one.
    pub fn line(&self) -> Option<usize> {
        match self {
            PdnError::Syntax { line, .. } => Some(*line),
            PdnError::IllegalMove { at, .. } | PdnError::MoveAfterEnd { at, .. } => Some(at.line),
            _ => None,
        }
    }
}
