//! Learn > Course: the course map (every stage of both games, its levels
//! and their stars) and a level being played on the trainer's board. A level
//! runs in [`crate::course::Run`]; this screen adds the board, what the
//! player is told, and the stars kept in the progress.
//!
//! The built-in course opens level by level: a stage's first level is open,
//! each next one once the one before it is done. A teacher's file opens
//! whole, its stars kept while the screen is open (its ids are the
//! teacher's, so they are not mixed into the built-in course's records).

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::board::TrainingBoard;
use super::course_proof::LevelProof;
use super::progress::Progress;
use crate::app::play::GameMove;
use crate::course::{self, Level, LevelError, Run, RunState, Stage};
use crate::games::Side;

/// A list of levels to play: the built-in course or a teacher's file.
#[derive(Clone, Debug)]
pub struct Course {
    pub levels: Vec<Level>,
    pub stages: Vec<Stage>,
    /// A teacher's file, and the stars earned on it while it is open.
    pub file: Option<PathBuf>,
    file_stars: BTreeMap<String, u8>,
}

impl Course {
    /// The built-in course (empty if its files do not read: a test reads
    /// them, so that would be a broken build).
    pub fn builtin() -> Course {
        Course::of(course::builtin::levels().unwrap_or_default(), None)
    }

    /// Levels read from a teacher's file.
    pub fn of(levels: Vec<Level>, file: Option<PathBuf>) -> Course {
        let stages = Stage::group(&levels);
        Course {
            levels,
            stages,
            file,
            file_stars: BTreeMap::new(),
        }
    }

    /// The stars earned on level `index` (0: not done).
    pub fn stars(&self, index: usize, progress: &Progress) -> u8 {
        let Some(level) = self.levels.get(index) else {
            return 0;
        };
        match self.file {
            Some(_) => self.file_stars.get(&level.id).copied().unwrap_or(0),
            None => progress.level_stars(&level.id),
        }
    }

    /// Whether level `index` may be played: a teacher's levels all are; in
    /// the course, a stage's first level, and each one after a level done.
    pub fn is_open(&self, index: usize, progress: &Progress) -> bool {
        if index >= self.levels.len() {
            return false;
        }
        if self.file.is_some() {
            return true;
        }
        let Some(stage) = self.stages.iter().find(|s| s.levels.contains(&index)) else {
            return false;
        };
        let at = stage.levels.iter().position(|&i| i == index).unwrap_or(0);
        at == 0 || self.stars(stage.levels[at - 1], progress) > 0
    }

    /// The level after `index` in its stage, or the next stage's first (a
    /// stage's levels may stand anywhere in the file).
    pub fn next_of(&self, index: usize) -> Option<usize> {
        let at = self.stages.iter().position(|s| s.levels.contains(&index))?;
        let levels = &self.stages[at].levels;
        let place = levels.iter().position(|&i| i == index)?;
        levels
            .get(place + 1)
            .or_else(|| self.stages.get(at + 1)?.levels.first())
            .copied()
    }

    /// The first open level not yet done: where a learner goes on.
    pub fn to_play(&self, progress: &Progress) -> Option<usize> {
        (0..self.levels.len()).find(|&i| self.is_open(i, progress) && self.stars(i, progress) == 0)
    }

    /// Keeps `stars` for level `index`; true when the progress changed.
    fn record(&mut self, index: usize, stars: u8, progress: &mut Progress) -> bool {
        let Some(level) = self.levels.get(index) else {
            return false;
        };
        if self.file.is_some() {
            let best = self.file_stars.entry(level.id.clone()).or_insert(0);
            *best = (*best).max(stars);
            return false;
        }
        progress.record_level(&level.id, &level.stage, stars)
    }
}

/// What the screen says about the last thing done on a level.
#[derive(Clone, Debug)]
pub enum Feedback {
    /// A move played; the reply follows on the board.
    Played,
    /// A move refused: the move (to mark), its notation and why.
    Wrong {
        mv: GameMove,
        text: String,
        reason: course::Reason,
    },
    /// The goal is met: in so many moves, with so many stars; `best` is the
    /// most stars ever earned here, this time included.
    Met { moves: usize, stars: u8, best: u8 },
    /// The moves are used up without the goal.
    OutOfMoves,
}

/// A level on the board.
#[derive(Clone, Debug)]
pub struct LevelPlay {
    pub index: usize,
    /// The learner's side: the board is turned to it.
    pub learner: Side,
    pub run: Run,
    pub board: TrainingBoard,
    pub feedback: Option<Feedback>,
    pub hint: Option<course::Hint>,
}

impl LevelPlay {
    pub fn level(&self) -> &Level {
        self.run.level()
    }

    /// Whether the level is over (met, or out of moves).
    pub fn over(&self) -> bool {
        !matches!(self.run.state(), RunState::Going { .. })
    }

    /// The most stars still to be earned with the next move that meets the
    /// goal (0 once the limit is passed).
    pub fn stars_in_reach(&self) -> u8 {
        self.level().stars_for(self.run.learner_moves() + 1)
    }
}

/// What the course screen shows.
#[derive(Clone, Debug)]
pub enum View {
    Map,
    Level(Box<LevelPlay>),
    /// A teacher's levels being proven before they can be played.
    Proving(LevelProof),
}

/// A level that is no level: its id and why.
pub type Refused = Vec<(String, LevelError)>;

/// The course screen.
#[derive(Clone, Debug)]
pub struct CourseScreen {
    pub course: Course,
    pub view: View,
}

impl CourseScreen {
    /// The course on its map.
    pub fn new(course: Course) -> CourseScreen {
        CourseScreen {
            course,
            view: View::Map,
        }
    }

    /// A teacher's `course`, shown once `proof` has proven every level.
    pub fn proving(course: Course, proof: LevelProof) -> CourseScreen {
        CourseScreen {
            course,
            view: View::Proving(proof),
        }
    }

    pub fn level(&self) -> Option<&LevelPlay> {
        match &self.view {
            View::Level(p) => Some(p),
            _ => None,
        }
    }

    fn level_mut(&mut self) -> Option<&mut LevelPlay> {
        match &mut self.view {
            View::Level(p) => Some(p),
            _ => None,
        }
    }

    /// Once the proof on screen is done: the levels that are no levels
    /// (none: the map is shown, or the level itself if there is one).
    pub fn poll_proof(&mut self, progress: &Progress) -> Option<Refused> {
        let View::Proving(proof) = &self.view else {
            return None;
        };
        let results = proof.results()?;
        let refused: Refused = results
            .into_iter()
            .filter_map(|(id, r)| r.err().map(|e| (id, e)))
            .collect();
        self.view = View::Map;
        if refused.is_empty() && self.course.levels.len() == 1 {
            self.open(0, progress);
        }
        Some(refused)
    }

    /// Sets up level `index` on the board; false if it is not open or does
    /// not start (a proven level always does).
    pub fn open(&mut self, index: usize, progress: &Progress) -> bool {
        if !self.course.is_open(index, progress) {
            return false;
        }
        let Ok(run) = Run::new(self.course.levels[index].clone()) else {
            return false;
        };
        let board = TrainingBoard::new(&run.position());
        self.view = View::Level(Box::new(LevelPlay {
            index,
            learner: run.learner(),
            run,
            board,
            feedback: None,
            hint: None,
        }));
        true
    }

    /// Back to the map.
    pub fn to_map(&mut self) {
        self.view = View::Map;
    }

    /// The next level, if there is one and it is open.
    pub fn next(&mut self, progress: &Progress) -> bool {
        let Some(next) = self.level().and_then(|p| self.course.next_of(p.index)) else {
            return false;
        };
        self.open(next, progress)
    }

    /// Whether the level on screen has a next one open to go to.
    pub fn has_next(&self, progress: &Progress) -> bool {
        self.level()
            .and_then(|p| self.course.next_of(p.index))
            .is_some_and(|n| self.course.is_open(n, progress))
    }

    /// A move the learner entered on the board: played and answered, or
    /// refused with its reason. True when the progress changed.
    pub fn play(&mut self, mv: GameMove, progress: &mut Progress, now: f64, step: f32) -> bool {
        let Some(p) = self.level_mut() else {
            return false;
        };
        if p.over() {
            return false;
        }
        let answer = match p.run.play_move(mv) {
            Ok(answer) => answer,
            Err(wrong) => {
                p.board.cancel_input();
                p.feedback = Some(Feedback::Wrong {
                    mv,
                    text: p.board.text(mv),
                    reason: wrong.reason,
                });
                return false;
            }
        };
        p.board.show_move(mv, now, step);
        p.board.queue(answer.reply, now);
        p.hint = None;
        let index = p.index;
        match answer.state {
            RunState::Going { .. } => {
                p.feedback = Some(Feedback::Played);
                false
            }
            RunState::OutOfMoves => {
                p.feedback = Some(Feedback::OutOfMoves);
                false
            }
            RunState::Met { moves, stars } => {
                let changed = self.course.record(index, stars, progress);
                let best = self.course.stars(index, progress).max(stars);
                if let Some(p) = self.level_mut() {
                    p.feedback = Some(Feedback::Met { moves, stars, best });
                }
                changed
            }
        }
    }

    /// The idea: squares to mark and words.
    pub fn hint(&mut self) {
        if let Some(p) = self.level_mut()
            && !p.over()
        {
            p.hint = Some(p.run.hint());
        }
    }

    /// The level again from its start.
    pub fn retry(&mut self, progress: &Progress) {
        if let Some(index) = self.level().map(|p| p.index) {
            self.open(index, progress);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stage_opens_level_by_level() {
        let course = Course::builtin();
        assert!(!course.stages.is_empty());
        let mut progress = Progress::default();
        let first_stage = &course.stages[0];
        assert!(course.is_open(first_stage.levels[0], &progress));
        assert!(!course.is_open(first_stage.levels[1], &progress));
        // Every stage's first level is open from the start.
        for stage in &course.stages {
            assert!(course.is_open(stage.levels[0], &progress));
        }
        let id = &course.levels[first_stage.levels[0]].id;
        progress.record_level(id, &first_stage.id, 1);
        assert!(course.is_open(first_stage.levels[1], &progress));
        assert_eq!(course.to_play(&progress), Some(first_stage.levels[1]));
    }

    #[test]
    fn the_next_level_is_the_stages_next_wherever_it_stands() {
        let builtin = Course::builtin();
        let (one, two) = (&builtin.stages[0], &builtin.stages[1]);
        let level = |i: usize| builtin.levels[i].clone();
        // Two stages' levels mixed: one's first, two's first, one's second.
        let levels = vec![
            level(one.levels[0]),
            level(two.levels[0]),
            level(one.levels[1]),
        ];
        let course = Course::of(levels, None);
        assert_eq!(course.next_of(0), Some(2));
        assert_eq!(course.next_of(2), Some(1));
        assert_eq!(course.next_of(1), None);
        assert_eq!(course.next_of(3), None);
    }
}
