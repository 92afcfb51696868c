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
//!     position: "W:Wd3:Bh8",
//!     goal: Reach("d6"),
//!     stars: (3, 4, 6),
//! )
//! ```
//!
//! `stars`: the most of the learner's moves for three, two and one star; the
//! last is the level's limit. The opponent answers with its best defence: the
//! reply that holds out longest.

pub mod builtin;
mod goal;
mod prove;

use serde::{Deserialize, Serialize};

pub use goal::{Goal, Judge};
pub use prove::{Objective, Proof, Step, Unproven, prove};

use std::fmt;

use crate::games::GameKind;
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::record::{GameRules, RecordGame};

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
}

/// A level proven: the fewest moves that meet its goal against every
/// defence, and the line that shows it, in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proven {
    pub moves_needed: usize,
    pub solution: Vec<String>,
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

    /// Proves the level.
    pub fn prove(&self) -> Result<Proven, LevelError> {
        let (three, two, one) = self.stars;
        if !(three >= 1 && three <= two && two <= one) {
            return Err(LevelError::Stars);
        }
        if !self.goal.fits(self.game.kind()) {
            return Err(LevelError::Goal);
        }
        match self.game.kind() {
            GameKind::Dama => self.prove_as::<Dama>(),
            GameKind::Akidada => self.prove_as::<Akidada>(),
        }
    }

    fn prove_as<G: RecordGame>(&self) -> Result<Proven, LevelError>
    where
        Judge<G::Rules>: Objective<G>,
    {
        let rules = G::rules_of(&self.game).ok_or(LevelError::Goal)?;
        let start =
            G::parse_position(&self.position).map_err(|e| LevelError::Position(e.to_string()))?;
        let learner = G::side_to_move(&start);
        let judge = Judge::new(self.goal.clone(), learner, rules).ok_or(LevelError::Goal)?;
        let limit = usize::from(self.stars.0);
        let proof = prove::<G, _>(&start, &rules, learner, &judge, limit).map_err(|e| match e {
            Unproven::NotWithin(_) => LevelError::NotWithin(self.stars.0),
            other => LevelError::Start(other),
        })?;
        let mut pos = start;
        let solution = proof
            .line
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
        })
    }
}

#[cfg(test)]
mod tests;
