//! The course: levels that teach both games from the first move. A level is
//! a position, a goal the rules check, a move limit with star thresholds,
//! the opponent's best defence, arrows
//! and a short text. Every level is proven ([`Level::prove`]): its goal is
//! met within the three-star limit against every defence, it is not met
//! before the first move, and the solution shown is legal and meets it.
//!
//! Levels are RON, one level or a list of them (a stage):
//!
//! ```text
//! (
//!     id: "dama-men-forward",
//!     stage: "dama-moving",
//!     game: Dama(),
//!     position: "W:Wd3:Bh7",
//!     goal: Reach("d6"),
//!     stars: (3, 4, 6),
//! )
//! ```
//!
//! `stars`: the most of the learner's moves for three, two and one star; the
//! last is the level's limit. The opponent answers with its best defence (the
//! reply that holds out longest), or with a scripted line where the level
//! teaches one idea: `replies: Scripted(["d6-d5", "e6-e5"])`, the replies in
//! order (the best defence again once they run out). A built-in level's words
//! are the Fluent messages `course-<id>` and `course-<id>-hint`; a teacher's
//! file gives its own: `text: Some("...")`, `hint: Some("...")`, and may name
//! its stage: `stage_name: Some("...")` (else the stage is called by its id).

pub mod builtin;
mod goal;
mod prove;
mod run;
mod stage;
mod wrong;

use serde::{Deserialize, Serialize};

pub use goal::{Goal, Judge};
pub use prove::{Objective, Proof, Step, Unproven, prove};
pub use run::{Answer, Hint, Run, RunState, Wrong};
pub use stage::Stage;
pub use wrong::{Reason, ReasonArg};

use std::fmt;

use crate::games::akidada::Akidada;
use crate::games::dama::{Dama, Setup as DamaSetup};
use crate::games::{Game, GameKind, Problem};
use crate::i18n::m;
use crate::record::{GameRules, RecordGame};

/// The message id `id` if some translation file has it.
fn message_id(id: &str) -> Option<&'static str> {
    m::ALL_IDS.iter().copied().find(|known| *known == id)
}

/// One level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub id: String,
    pub stage: String,
    pub game: GameRules,
    /// The start, as a position string; the learner is the side to move.
    pub position: String,
    pub goal: Goal,
    /// The most of the learner's moves for three, two and one star.
    pub stars: (u8, u8, u8),
    /// Arrows drawn at the start to show the idea: from, to.
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
    /// How the opponent answers.
    #[serde(default)]
    pub replies: Replies,
    /// A teacher's own text for the level (any language), shown instead of
    /// the built-in message `course-<id>`.
    #[serde(default)]
    pub text: Option<String>,
    /// A teacher's own hint, shown instead of `course-<id>-hint`.
    #[serde(default)]
    pub hint: Option<String>,
    /// A teacher's name for the level's stage (any language), shown as the
    /// stage's title; files written before it existed have none.
    #[serde(default)]
    pub stage_name: Option<String>,
}

/// How the opponent answers the learner's moves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Replies {
    /// The best defence: the reply that holds out longest.
    #[default]
    Best,
    /// These replies, in notation, one for each of the learner's moves in
    /// turn; the best defence once they run out or where one cannot be
    /// played.
    Scripted(Vec<String>),
}

impl Replies {
    /// `best` or `scripted`, as the command line's export writes it.
    pub fn kind(&self) -> &'static str {
        match self {
            Replies::Best => "best",
            Replies::Scripted(_) => "scripted",
        }
    }
}

/// A level proven: the fewest moves that meet its goal against every
/// defence, and the line that shows it, in notation: against the best
/// defence, or against the level's scripted replies when it has them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proven {
    pub moves_needed: usize,
    pub solution: Vec<String>,
    /// Whether the solution follows the scripted replies (else the best
    /// defence).
    pub scripted: bool,
}

/// Why a level is not a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The position string does not read.
    Position(String),
    /// The goal is not one of this game's, or names no square.
    Goal,
    /// The star thresholds do not rise (three stars take the fewest moves).
    Stars,
    /// The goal cannot be met within the three-star limit against every
    /// defence.
    NotWithin(u8),
    /// The game is over, or not the learner's to play, at the start.
    Start(Unproven),
    /// The scripted reply with this number (from 1) cannot be played along
    /// any line that meets the goal within the limit.
    Script(usize),
    /// The goal is met before every scripted reply is played.
    ScriptTooLong,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Position(why) => write!(f, "the position does not read: {why}"),
            LevelError::Goal => write!(f, "the goal is not one of this game's, or names no square"),
            LevelError::Stars => write!(
                f,
                "the star limits must rise: three stars take the fewest moves"
            ),
            LevelError::NotWithin(n) => write!(
                f,
                "some defence stops the goal within {n} moves (the three-star limit)"
            ),
            LevelError::Start(Unproven::MetAlready) => {
                write!(f, "the goal is met before the first move")
            }
            LevelError::Start(Unproven::OverAlready) => {
                write!(f, "the game is over before the first move")
            }
            LevelError::Start(Unproven::NotLearnersTurn | Unproven::NotWithin(_)) => {
                write!(f, "the learner cannot play from this position")
            }
            LevelError::Script(n) => write!(
                f,
                "scripted reply {n} cannot be played on a line that meets the goal within the limit"
            ),
            LevelError::ScriptTooLong => {
                write!(f, "the goal is met before every scripted reply is played")
            }
        }
    }
}

impl Level {
    /// Reads one level or a stage of them from RON text; the error names the
    /// line and column.
    pub fn parse_all(text: &str) -> Result<Vec<Level>, ron::error::SpannedError> {
        ron::from_str::<Vec<Level>>(text).or_else(|many| match ron::from_str::<Level>(text) {
            Ok(one) => Ok(vec![one]),
            // A file that starts as a list reports the list's error.
            Err(_) if text.trim_start().starts_with('[') => Err(many),
            Err(one) => Err(one),
        })
    }

    /// The most of the learner's moves: the one-star count, or for a goal
    /// met by lasting (holding the draw, keeping lines blocked) the
    /// three-star one, as that is what the proof holds it to.
    pub fn limit(&self) -> usize {
        if self.goal.is_lasting() {
            usize::from(self.stars.0)
        } else {
            usize::from(self.stars.2)
        }
    }

    /// The stars for meeting the goal in `moves` of the learner's moves.
    pub fn stars_for(&self, moves: usize) -> u8 {
        let (three, two, one) = self.stars;
        [three, two, one]
            .iter()
            .position(|&most| moves <= usize::from(most))
            .map_or(0, |i| 3 - i as u8)
    }

    /// The level's text: the teacher's own, or the built-in message
    /// `course-<id>`, or else what its goal asks.
    pub fn text_reason(&self) -> Reason {
        match (&self.text, message_id(&format!("course-{}", self.id))) {
            (Some(text), _) => Reason::new(m::COURSE_TEACHERS_WORDS).with("text", text),
            (None, Some(id)) => Reason::new(id),
            (None, None) => self.goal_reason(),
        }
    }

    /// The level's hint: the teacher's own, or `course-<id>-hint`, or else
    /// the marked squares.
    pub fn hint_reason(&self) -> Reason {
        match (&self.hint, message_id(&format!("course-{}-hint", self.id))) {
            (Some(text), _) => Reason::new(m::COURSE_TEACHERS_WORDS).with("text", text),
            (None, Some(id)) => Reason::new(id),
            (None, None) => Reason::new(m::COURSE_HINT_MARKED),
        }
    }

    /// What the goal asks, within the level's limit: "Bring a piece to d6 in
    /// 3 moves."
    pub fn goal_reason(&self) -> Reason {
        let moves = self.limit();
        let reason = match &self.goal {
            Goal::Win => Reason::new(m::COURSE_GOAL_WIN),
            Goal::CaptureAll => Reason::new(m::COURSE_GOAL_CAPTURE_ALL),
            Goal::Crown => Reason::new(m::COURSE_GOAL_CROWN),
            Goal::Reach(square) => Reason::new(m::COURSE_GOAL_REACH).with("square", square),
            Goal::CaptureAtOnce(n) => Reason::new(m::COURSE_GOAL_CAPTURE_AT_ONCE).with("count", *n),
            Goal::HoldOn => Reason::new(m::COURSE_GOAL_HOLD_ON),
            Goal::MakeLine => Reason::new(m::COURSE_GOAL_MAKE_LINE),
            Goal::BlockLines => Reason::new(m::COURSE_GOAL_BLOCK_LINES),
        };
        reason.with("moves", moves)
    }

    /// What makes the level's position one no game reaches, though it can be
    /// played: a Dama man behind its own side's start ranks (men never move
    /// back). The set-up's own warning, as the position editor gives it; a
    /// course should teach the positions the game has.
    pub fn setup_warnings(&self) -> Vec<Problem> {
        let (Ok(setup), Some(rules)) = (
            self.position.parse::<DamaSetup>(),
            Dama::rules_of(&self.game),
        ) else {
            return Vec::new();
        };
        setup
            .problems(&rules)
            .into_iter()
            .filter(|p| matches!(p, Problem::ManOnFirstRank { .. }))
            .collect()
    }

    /// The checks that need no search: the stars rise, the goal is this
    /// game's.
    fn check_shape(&self) -> Result<(), LevelError> {
        let (three, two, one) = self.stars;
        if !(three >= 1 && three <= two && two <= one) {
            return Err(LevelError::Stars);
        }
        if !self.goal.fits(self.game.kind()) {
            return Err(LevelError::Goal);
        }
        Ok(())
    }

    /// Proves the level.
    pub fn prove(&self) -> Result<Proven, LevelError> {
        self.check_shape()?;
        match self.game.kind() {
            GameKind::Dama => self.prove_as::<Dama>(),
            GameKind::Akidada => self.prove_as::<Akidada>(),
        }
    }

    /// The level's start, rules and goal in one game's terms.
    fn read_as<G: RecordGame>(&self) -> Result<Reading<G>, LevelError> {
        let rules = G::rules_of(&self.game).ok_or(LevelError::Goal)?;
        let start =
            G::parse_position(&self.position).map_err(|e| LevelError::Position(e.to_string()))?;
        let learner = G::side_to_move(&start);
        let judge = Judge::new(self.goal.clone(), learner, rules).ok_or(LevelError::Goal)?;
        Ok((start, rules, judge))
    }

    fn prove_as<G: RecordGame>(&self) -> Result<Proven, LevelError>
    where
        Judge<G::Rules>: Objective<G>,
    {
        let (start, rules, judge) = self.read_as::<G>()?;
        let learner = G::side_to_move(&start);
        let limit = usize::from(self.stars.0);
        let proof = prove::<G, _>(&start, &rules, learner, &judge, limit).map_err(|e| match e {
            Unproven::NotWithin(_) => LevelError::NotWithin(self.stars.0),
            other => LevelError::Start(other),
        })?;
        let line = match &self.replies {
            Replies::Best => proof.line,
            Replies::Scripted(script) => {
                scripted_line::<G>(&start, &rules, &judge, script, self.limit())?
            }
        };
        let mut pos = start;
        let solution = line
            .iter()
            .map(|mv| {
                let text = G::move_text(&pos, mv);
                pos = G::play(&pos, mv);
                text
            })
            .collect();
        Ok(Proven {
            moves_needed: proof.moves_needed,
            solution,
            scripted: matches!(self.replies, Replies::Scripted(_)),
        })
    }
}

/// A level read in one game's terms: its start, its rules and its goal.
type Reading<G> = (
    <G as Game>::Position,
    <G as Game>::Rules,
    Judge<<G as Game>::Rules>,
);

/// The line that meets the goal against the scripted replies, each legal in
/// its turn, within `limit`.
fn scripted_line<G: RecordGame>(
    start: &G::Position,
    rules: &G::Rules,
    judge: &Judge<G::Rules>,
    script: &[String],
    limit: usize,
) -> Result<Vec<G::Move>, LevelError>
where
    Judge<G::Rules>: Objective<G>,
{
    let mut search = prove::Search::<G, _>::from_start(rules, judge, start);
    search.scripted_line(start, script, limit).map_err(|i| {
        if i >= script.len() {
            LevelError::ScriptTooLong
        } else {
            LevelError::Script(i + 1)
        }
    })
}

#[cfg(test)]
mod tests;
