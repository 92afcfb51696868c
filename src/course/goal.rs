//! A level's goal, checked by the rules engine after every move.

use serde::{Deserialize, Serialize};

use super::prove::{Objective, Step};
use crate::games::akidada::Akidada;
use crate::games::dama::{Dama, DamaRules, Square};
use crate::games::{Game, Outcome, Side};

/// What the learner is to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// Win the game by its rules.
    Win,
    /// Dama: capture every enemy piece.
    CaptureAll,
    /// Dama: crown a man.
    Crown,
    /// Dama: bring a piece to this square.
    Reach(String),
    /// Dama: capture at least this many pieces in one move.
    CaptureAtOnce(u32),
    /// Dama: do not lose within the limit (hold the draw).
    HoldOn,
    /// Akidada: make a line (and remove a piece with it).
    MakeLine,
    /// Akidada: let the opponent make no line within the limit.
    BlockLines,
}

impl Goal {
    /// Whether the goal is one of `game`'s.
    pub fn fits(&self, game: crate::games::GameKind) -> bool {
        use crate::games::GameKind as K;
        match self {
            Goal::Win => true,
            Goal::CaptureAll
            | Goal::Crown
            | Goal::Reach(_)
            | Goal::CaptureAtOnce(_)
            | Goal::HoldOn => game == K::Dama,
            Goal::MakeLine | Goal::BlockLines => game == K::Akidada,
        }
    }

    /// Whether the goal is met by lasting the limit without failing (holding
    /// the draw, keeping every line blocked) rather than by a move.
    pub fn is_lasting(&self) -> bool {
        matches!(self, Goal::HoldOn | Goal::BlockLines)
    }
}

/// A goal checked for a learner playing `learner` under `rules`.
#[derive(Clone, Debug)]
pub struct Judge<R> {
    pub goal: Goal,
    pub learner: Side,
    pub rules: R,
    /// The square of a [`Goal::Reach`], read once.
    square: Option<Square>,
}

impl<R> Judge<R> {
    /// The goal for `learner`; `None` if a square it names is not one.
    pub fn new(goal: Goal, learner: Side, rules: R) -> Option<Judge<R>> {
        let square = match &goal {
            Goal::Reach(name) => Some(name.parse().ok()?),
            _ => None,
        };
        Some(Judge {
            goal,
            learner,
            rules,
            square,
        })
    }

    /// What the game's end after a move means for the level: met if the
    /// learner won and the goal is winning, failed if the learner lost.
    fn ending(&self, outcome: Option<Outcome>, win_meets: bool) -> Step {
        match outcome.map(Outcome::winner) {
            None => Step::Going,
            Some(Some(w)) if w == self.learner && win_meets => Step::Met,
            Some(Some(w)) if w != self.learner => Step::Failed,
            // A win that is not the goal, or a draw, ends the level unmet
            // (unless lasting is the goal).
            Some(_) if self.met_by_lasting_goal() => Step::Met,
            Some(_) => Step::Failed,
        }
    }

    fn met_by_lasting_goal(&self) -> bool {
        self.goal.is_lasting()
    }
}

impl Objective<Dama> for Judge<DamaRules> {
    fn step(
        &self,
        before: &<Dama as Game>::Position,
        mv: &<Dama as Game>::Move,
        after: &<Dama as Game>::Position,
        learner: bool,
    ) -> Step {
        if learner {
            let met = match &self.goal {
                Goal::CaptureAll => after.pieces(self.learner.opposite()) == 0,
                Goal::Crown => before.crowns(mv),
                Goal::Reach(_) => Some(mv.to()) == self.square,
                Goal::CaptureAtOnce(n) => mv.capture_count() >= *n,
                Goal::Win | Goal::HoldOn | Goal::MakeLine | Goal::BlockLines => false,
            };
            if met {
                return Step::Met;
            }
        }
        self.ending(Dama::status(after, &self.rules), self.goal == Goal::Win)
    }

    fn met_at_start(&self, start: &<Dama as Game>::Position) -> bool {
        let theirs = start.pieces(self.learner.opposite());
        match &self.goal {
            Goal::Win | Goal::CaptureAll => theirs == 0,
            Goal::Reach(_) => self
                .square
                .is_some_and(|sq| start.pieces(self.learner) & sq.bit() != 0),
            Goal::Crown | Goal::CaptureAtOnce(_) | Goal::HoldOn => false,
            Goal::MakeLine | Goal::BlockLines => false,
        }
    }

    fn met_by_lasting(&self) -> bool {
        self.met_by_lasting_goal()
    }
}

impl Objective<Akidada> for Judge<crate::games::akidada::AkidadaRules> {
    fn step(
        &self,
        _before: &<Akidada as Game>::Position,
        mv: &<Akidada as Game>::Move,
        after: &<Akidada as Game>::Position,
        learner: bool,
    ) -> Step {
        let line = mv.removed() != 0;
        match (&self.goal, learner) {
            (Goal::MakeLine, true) if line => return Step::Met,
            (Goal::BlockLines, false) if line => return Step::Failed,
            _ => {}
        }
        self.ending(Akidada::status(after, &self.rules), self.goal == Goal::Win)
    }

    fn met_at_start(&self, _start: &<Akidada as Game>::Position) -> bool {
        // Akidada's goals are all met by a move (or by lasting).
        false
    }

    fn met_by_lasting(&self) -> bool {
        self.met_by_lasting_goal()
    }
}
