//! The course's stages: levels grouped as their `stage` names them, for the
//! built-in course and a teacher's file alike.

use super::{Level, Reason};
use crate::games::GameKind;
use crate::i18n::m;

/// A stage: its id (a built-in stage's name is the message
/// `course-stage-<id>`), the name a teacher gave it, its game and its
/// levels (indices into the levels it was grouped from), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    pub id: String,
    /// The first `stage_name` its levels give, if any is not blank.
    pub name: Option<String>,
    pub game: GameKind,
    pub levels: Vec<usize>,
}

impl Stage {
    /// The stages of `levels`, each once, in the order each first comes;
    /// a stage's levels in their order, wherever they stand in the list.
    pub fn group(levels: &[Level]) -> Vec<Stage> {
        let mut stages: Vec<Stage> = Vec::new();
        for (i, level) in levels.iter().enumerate() {
            let named = level
                .stage_name
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty());
            match stages.iter_mut().find(|s| s.id == level.stage) {
                Some(stage) => {
                    stage.levels.push(i);
                    if stage.name.is_none() {
                        stage.name = named.map(str::to_string);
                    }
                }
                None => stages.push(Stage {
                    id: level.stage.clone(),
                    name: named.map(str::to_string),
                    game: level.game.kind(),
                    levels: vec![i],
                }),
            }
        }
        stages
    }

    /// The stage's name: the teacher's, or its message, or its id as a
    /// teacher wrote it.
    pub fn name(&self) -> Reason {
        let id = format!("course-stage-{}", self.id);
        match (
            &self.name,
            m::ALL_IDS.iter().copied().find(|known| *known == id),
        ) {
            (Some(name), _) => Reason::new(m::COURSE_TEACHERS_WORDS).with("text", name),
            (None, Some(id)) => Reason::new(id),
            (None, None) => Reason::new(m::COURSE_TEACHERS_WORDS).with("text", &self.id),
        }
    }
}
