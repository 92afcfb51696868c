//! "Save as a level": a teacher turns the position set up into a course
//! level: the goal (those that fit the game), the star limits, a text and a
//! hint. Before it can be saved it is proven on a worker thread, exactly as
//! the course's own levels are; what the proof finds is kept with the level
//! it proved, so a change to the form asks for a new proof.
//!
//! The level is written as the course's RON (`course::Level`), one level a
//! file, made by the course's own serialiser and read back by its reader.

use super::Editor;
use crate::ai::worker::Wake;
use crate::app::training::course_proof::LevelProof;
use crate::course::{Goal, Level, LevelError, Proven};
use crate::games::GameKind;
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::i18n::m;
use crate::record::RecordGame;

/// A goal as the form offers it (its square or count chosen apart).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoalKind {
    Win,
    CaptureAll,
    Crown,
    Reach,
    CaptureAtOnce,
    HoldOn,
    MakeLine,
    BlockLines,
}

impl GoalKind {
    /// The goals that fit `game`, in the order offered.
    pub fn of_game(game: GameKind) -> &'static [GoalKind] {
        match game {
            GameKind::Dama => &[
                GoalKind::CaptureAll,
                GoalKind::Crown,
                GoalKind::Reach,
                GoalKind::CaptureAtOnce,
                GoalKind::Win,
                GoalKind::HoldOn,
            ],
            GameKind::Akidada => &[GoalKind::MakeLine, GoalKind::BlockLines, GoalKind::Win],
        }
    }

    /// Its name in the form, a message id.
    pub fn label(self) -> &'static str {
        match self {
            GoalKind::Win => m::EDITOR_LEVEL_GOAL_WIN,
            GoalKind::CaptureAll => m::EDITOR_LEVEL_GOAL_CAPTURE_ALL,
            GoalKind::Crown => m::EDITOR_LEVEL_GOAL_CROWN,
            GoalKind::Reach => m::EDITOR_LEVEL_GOAL_REACH,
            GoalKind::CaptureAtOnce => m::EDITOR_LEVEL_GOAL_CAPTURE_AT_ONCE,
            GoalKind::HoldOn => m::EDITOR_LEVEL_GOAL_HOLD_ON,
            GoalKind::MakeLine => m::EDITOR_LEVEL_GOAL_MAKE_LINE,
            GoalKind::BlockLines => m::EDITOR_LEVEL_GOAL_BLOCK_LINES,
        }
    }
}

/// What a proof found, for the level it proved.
#[derive(Clone, Debug)]
pub enum Verdict {
    Proven(Level, Proven),
    Refused(Level, LevelError),
}

/// The form of a level.
#[derive(Clone, Debug)]
pub struct LevelForm {
    pub goal: GoalKind,
    /// The square of a "reach" goal.
    pub square: String,
    /// The pieces of a "capture at once" goal.
    pub count: u32,
    /// The most moves for three, two and one star.
    pub stars: (u8, u8, u8),
    pub id: String,
    /// The name of the stage the level belongs to; blank: none, and the
    /// level is a stage of its own.
    pub stage_name: String,
    pub text: String,
    pub hint: String,
    /// The proof under way.
    pub proof: Option<LevelProof>,
    pub verdict: Option<Verdict>,
}

impl LevelForm {
    /// A new form for `game`, its stage named `stage_name` (the last one
    /// the teacher gave).
    pub fn new(game: GameKind, stage_name: &str) -> LevelForm {
        LevelForm {
            goal: GoalKind::of_game(game)[0],
            square: String::new(),
            count: 2,
            stars: (2, 3, 4),
            id: "my-level".into(),
            stage_name: stage_name.to_string(),
            text: String::new(),
            hint: String::new(),
            proof: None,
            verdict: None,
        }
    }

    pub fn goal(&self) -> Goal {
        match self.goal {
            GoalKind::Win => Goal::Win,
            GoalKind::CaptureAll => Goal::CaptureAll,
            GoalKind::Crown => Goal::Crown,
            GoalKind::Reach => Goal::Reach(self.square.trim().to_string()),
            GoalKind::CaptureAtOnce => Goal::CaptureAtOnce(self.count),
            GoalKind::HoldOn => Goal::HoldOn,
            GoalKind::MakeLine => Goal::MakeLine,
            GoalKind::BlockLines => Goal::BlockLines,
        }
    }
}

/// A text field of a level, as RON writes a string.
fn ron_string(text: &str) -> String {
    ron::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

/// An optional text: `None` when left empty.
fn ron_option(text: &str) -> String {
    let text = text.trim();
    if text.is_empty() {
        "None".into()
    } else {
        format!("Some({})", ron_string(text))
    }
}

impl Editor {
    /// Opens the level form (or keeps the one open).
    pub fn open_level_form(&mut self) {
        if self.level.as_ref().is_none() {
            self.level = Some(LevelForm::new(self.game, &self.last_stage_name));
        }
    }

    /// The level the form and the board make, or why there is none (the
    /// reader's words; the board's own errors are shown by the editor).
    pub fn level(&self) -> Result<Level, String> {
        let form = self.level.as_ref().ok_or_else(String::new)?;
        let game = match self.game {
            GameKind::Dama => Dama::record_rules(&self.dama_rules),
            GameKind::Akidada => Akidada::record_rules(&self.akidada_rules),
        };
        let (three, two, one) = form.stars;
        // Levels saved under one stage name make one stage when their files
        // are put together; a level without one is a stage of its own.
        let stage = match form.stage_name.trim() {
            "" => form.id.trim(),
            name => name,
        };
        // Written as the course reads it, so that every field it has, with
        // its default, is the course's own.
        let text = format!(
            "(id: {}, stage: {}, game: {}, position: {}, goal: {}, stars: ({three}, {two}, {one}), \
             text: {}, hint: {}, stage_name: {})",
            ron_string(form.id.trim()),
            ron_string(stage),
            ron::to_string(&game).map_err(|e| e.to_string())?,
            ron_string(&self.position_string()),
            ron::to_string(&form.goal()).map_err(|e| e.to_string())?,
            ron_option(&form.text),
            ron_option(&form.hint),
            ron_option(&form.stage_name),
        );
        let mut levels = Level::parse_all(&text).map_err(|e| e.to_string())?;
        levels.pop().ok_or_else(String::new)
    }

    /// Proves the level as it stands on a worker thread; `wake` is called
    /// when it is done.
    pub fn prove_level(&mut self, wake: Wake) {
        let level = self.level();
        let Some(form) = &mut self.level else { return };
        if let Some(old) = form.proof.take() {
            old.cancel();
        }
        form.verdict = None;
        if let Ok(level) = level {
            form.proof = Some(LevelProof::start(vec![level], wake));
        }
    }

    /// Stops the proof under way.
    pub fn cancel_level_proof(&mut self) {
        if let Some(proof) = self.level.as_mut().and_then(|f| f.proof.take()) {
            proof.cancel();
        }
    }

    /// Collects a finished proof; true while one is still running.
    pub fn poll_level_proof(&mut self) -> bool {
        let level = self.level();
        let Some(form) = &mut self.level else {
            return false;
        };
        let Some(proof) = &form.proof else {
            return false;
        };
        let Some(mut results) = proof.results() else {
            return true;
        };
        form.proof = None;
        if let (Ok(level), Some((_, result))) = (level, results.pop()) {
            form.verdict = Some(match result {
                Ok(proven) => Verdict::Proven(level, proven),
                Err(e) => Verdict::Refused(level, e),
            });
        }
        false
    }

    /// The level file's text, once the level as it now stands is proven.
    pub fn level_file(&self) -> Option<String> {
        let Some(Verdict::Proven(proven, _)) = self.level.as_ref()?.verdict.as_ref() else {
            return None;
        };
        let now = self.level().ok()?;
        (now == *proven).then(|| {
            let pretty = ron::ser::PrettyConfig::default();
            ron::ser::to_string_pretty(&now, pretty).ok()
        })?
    }
}
