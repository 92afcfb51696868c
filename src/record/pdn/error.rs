//! Why a PDN file, or one game in it, cannot be read, or a game cannot be
//! written as PDN. Data for the app to translate; `Display` says it in English.

use std::fmt;

use super::Score;
use crate::games::options::OptionError;
use crate::games::{GameKind, Outcome, Side};
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

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Syntax::UnclosedComment => {
                f.write_str("a comment opened with { is never closed with }")
            }
            Syntax::UnclosedTag => {
                f.write_str("a tag is not closed: expected [Name \"value\"] on one line")
            }
            Syntax::TagName => f.write_str("expected a tag name after ["),
            Syntax::TagValue => f.write_str("expected the tag's value in double quotes"),
            Syntax::UnclosedVariation => {
                f.write_str("a variation opened with ( is never closed with )")
            }
            Syntax::UnmatchedVariationEnd => f.write_str(") closes no variation"),
            Syntax::NumericSquares(word) => write!(
                f,
                "\"{word}\" names squares by number, as other draughts games do; \
                 Turkish draughts names them a1 to h8 (e.g. c3-c4)"
            ),
            Syntax::BadAnnotation(text) => write!(
                f,
                "\"{text}\" is not an annotation: expected $ and a number, or !, ?, !!, ??, !?, ?!"
            ),
            Syntax::UnexpectedCharacter(c) => {
                write!(f, "unexpected character \"{}\"", c.escape_debug())
            }
        }
    }
}

impl fmt::Display for GameTypeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameTypeProblem::OtherGame(n) => {
                let name = match n {
                    20 => " (international draughts)",
                    21 => " (English draughts, checkers)",
                    22 => " (Italian draughts)",
                    23 => " (American pool checkers)",
                    24 => " (Spanish draughts)",
                    25 => " (Russian draughts)",
                    26 => " (Brazilian draughts)",
                    27 => " (Canadian draughts)",
                    28 => " (Portuguese draughts)",
                    29 => " (Czech draughts)",
                    31 => " (Thai draughts)",
                    40 => " (Frisian draughts)",
                    41 => " (Spantsiretti)",
                    _ => "",
                };
                write!(
                    f,
                    "game type {n}{name} is not Turkish draughts, game type 30: this program reads Turkish draughts only"
                )
            }
            GameTypeProblem::Form => {
                f.write_str("expected a game type such as 30 or 30,W,8,8,A0,0 (Turkish draughts)")
            }
            GameTypeProblem::StartColour(c) => write!(
                f,
                "the side that starts is \"{c}\": in Turkish draughts White starts (W)"
            ),
            GameTypeProblem::Board(w, h) => {
                write!(
                    f,
                    "the board is {w} by {h}: Turkish draughts is played on 8 by 8"
                )
            }
            GameTypeProblem::Notation(n) => write!(
                f,
                "the square notation is \"{n}\": this program reads algebraic squares, a1 at White's lower left (A0)"
            ),
            GameTypeProblem::Inverted(i) => write!(
                f,
                "the board is inverted (\"{i}\"): this program reads the board as White sees it (0)"
            ),
        }
    }
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagProblem::RuleOption(e) => e.fmt(f),
            TagProblem::RuleOptionForm(entry) => write!(
                f,
                "\"{entry}\" is not a rule option: expected name=value, e.g. lone_piece=Draw"
            ),
            TagProblem::NotNumber { max } => {
                write!(f, "expected a whole number from 0 to {max}")
            }
            TagProblem::SetUpFlag => f.write_str("expected 0 or 1"),
            TagProblem::NoFen => {
                f.write_str("the game is set up (1) but no FEN tag gives the position")
            }
            TagProblem::FenWithoutSetUp => f.write_str(
                "the game is not set up (0) but the FEN tag gives another position than the start",
            ),
            TagProblem::NotResult => f.write_str("expected 2-0, 0-2, 1-1, 1-0, 0-1, 1/2-1/2 or *"),
            TagProblem::Repeated { other } => {
                write!(f, "the tag is given twice, also as \"{other}\"")
            }
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnError::NoGames => f.write_str("no game found: not a PDN file"),
            PdnError::Syntax {
                line,
                column,
                problem,
            } => write!(f, "line {line}, column {column}: {problem}"),
            PdnError::GameType { value, problem } => {
                write!(f, "GameType \"{value}\": {problem}")
            }
            PdnError::Tag {
                name,
                value,
                problem,
            } => write!(f, "tag {name} \"{value}\": {problem}"),
            PdnError::ResultsDiffer { tag, moves } => write!(
                f,
                "the Result tag says {}, but the moves end with {}",
                tag.text(),
                moves.text()
            ),
            PdnError::BothLose => {
                f.write_str("the result 0-0 (both lost) is not an end the rules give")
            }
            PdnError::ResultMismatch { stated, replayed } => write!(
                f,
                "the result is {} ({}), but the moves give {replayed}",
                stated.text(),
                stated.words()
            ),
            PdnError::IllegalMove { at, text, fault } => write!(f, "{at} {text}: {fault}"),
            PdnError::MoveAfterEnd { at, text, outcome } => {
                write!(f, "{at} {text}: the game was already over ({outcome})")
            }
            PdnError::Record(e) => e.fmt(f),
            PdnError::NotDraughts { kind } => write!(
                f,
                "a game of {kind} cannot be written as PDN, which is for draughts: keep it as a saved game (.ron)"
            ),
        }
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
