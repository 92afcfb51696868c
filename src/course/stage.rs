//! The course's stages: levels grouped as their `stage` names them, for the
//! built-in course and a teacher's file alike.

use super::{Level, Reason};
use crate::games::GameKind;
use crate::i18n::m;

/// A stage: its id (a built-in stage's name is the message
/// `course-stage-<id>`), its game and its levels (indices into the levels
/// it was grouped from), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    pub id: String,
    pub game: GameKind,
    pub levels: Vec<usize>,
}

impl Stage {
    /// The stages of `levels`, each once, in the order each first comes;
    /// a stage's levels in their order, wherever they stand in the list.
    pub fn group(levels: &[Level]) -> Vec<Stage> {
        let mut stages: Vec<Stage> = Vec::new();
        for (i, level) in levels.iter().enumerate() {
            match stages.iter_mut().find(|s| s.id == level.stage) {
                Some(stage) => stage.levels.push(i),
                None => stages.push(Stage {
                    id: level.stage.clone(),
                    game: level.game.kind(),
                    levels: vec![i],
                }),
            }
        }
        stages
    }

    /// The stage's name: its message, or its id as a teacher wrote it.
    pub fn name(&self) -> Reason {
        let id = format!("course-stage-{}", self.id);
        match m::ALL_IDS.iter().copied().find(|known| *known == id) {
            Some(id) => Reason::new(id),
            None => Reason::new(m::COURSE_TEACHERS_WORDS).with("text", &self.id),
        }
    }
}
