//! Two windows' training progress made one: each window reads the progress
//! file when it opens and writes it after each puzzle, drill round and
//! course level, so before writing it takes in what is on disk (another
//! window's) and keeps the best of each.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::glicko::Rating;
use super::progress::{Attempted, CourseRecord, DrillRecord, HISTORY_LIMIT, Progress};

impl Progress {
    /// Takes in `other` (the progress on disk, another window's): every
    /// attempt of both, each rating as the latest attempt left it, the
    /// longest streaks, the better drill and the more rounds, the best
    /// stars of each course level and the furthest stage.
    pub fn merge(&mut self, other: &Progress) {
        let (mine, theirs) = (&self.history, &other.history);
        self.ratings = latest_ratings(&self.ratings, mine, &other.ratings, theirs, |a| &a.game);
        self.puzzles = latest_ratings(&self.puzzles, mine, &other.puzzles, theirs, |a| &a.puzzle);
        self.history = union(theirs, mine);
        let run = self
            .history
            .iter()
            .rev()
            .take_while(|a| a.score >= 1.0)
            .count() as u32;
        // A run as long as the history kept may have begun before it.
        let whole = run as usize == self.history.len();
        self.streak = match whole {
            true => run.max(self.streak).max(other.streak),
            false => run,
        };
        self.best_streak = self.best_streak.max(other.best_streak).max(self.streak);
        merge_drill(&mut self.drill, &other.drill);
        merge_course(&mut self.course, &other.course);
    }
}

/// Each rating of `a` and `b` (by game, or by puzzle: `key` names the
/// attempt's), from the side whose last attempt at it is the later; a side
/// with no attempt at it keeps its own.
fn latest_ratings(
    a: &BTreeMap<String, Rating>,
    a_history: &[Attempted],
    b: &BTreeMap<String, Rating>,
    b_history: &[Attempted],
    key: fn(&Attempted) -> &String,
) -> BTreeMap<String, Rating> {
    let (a_last, b_last) = (last_attempts(a_history, key), last_attempts(b_history, key));
    let mut merged = a.clone();
    for (id, rating) in b {
        let newer = b_last.get(id.as_str()) > a_last.get(id.as_str());
        if newer || !merged.contains_key(id) {
            merged.insert(id.clone(), *rating);
        }
    }
    merged
}

/// When each id (`key` of an attempt) was last tried, in one pass.
fn last_attempts(history: &[Attempted], key: fn(&Attempted) -> &String) -> HashMap<&str, u64> {
    let mut at: HashMap<&str, u64> = HashMap::new();
    for x in history {
        let when = at.entry(key(x).as_str()).or_insert(x.when);
        *when = (*when).max(x.when);
    }
    at
}

/// Every attempt of both histories once, oldest first (those of one second:
/// `a`'s first, the file's, saved before), the oldest dropped beyond
/// [`HISTORY_LIMIT`].
fn union(a: &[Attempted], b: &[Attempted]) -> Vec<Attempted> {
    let mut seen = HashSet::new();
    let mut all: Vec<Attempted> = a
        .iter()
        .chain(b)
        .filter(|x| {
            let id = (x.puzzle.as_str(), x.game.as_str(), x.when);
            seen.insert((id, x.score.to_bits(), x.rating.to_bits()))
        })
        .cloned()
        .collect();
    // Stable: attempts of one second keep their order.
    all.sort_by_key(|x| x.when);
    let extra = all.len().saturating_sub(HISTORY_LIMIT);
    all.drain(..extra);
    all
}

/// The more rounds, and the better best (more positions, or as many in less
/// time).
fn merge_drill(mine: &mut DrillRecord, theirs: &DrillRecord) {
    mine.rounds = mine.rounds.max(theirs.rounds);
    let better = theirs.best_score > mine.best_score
        || (theirs.best_score == mine.best_score
            && theirs.best_score > 0
            && theirs
                .best_time_ms
                .is_some_and(|t| mine.best_time_ms.is_none_or(|m| t < m)));
    if better {
        mine.best_score = theirs.best_score;
        mine.best_time_ms = theirs.best_time_ms;
    }
}

/// The best stars of every level, and the stage further in the course.
fn merge_course(mine: &mut CourseRecord, theirs: &CourseRecord) {
    for (id, &stars) in &theirs.stars {
        let best = mine.stars.entry(id.clone()).or_insert(0);
        *best = (*best).max(stars);
    }
    mine.stage = match (mine.stage.take(), &theirs.stage) {
        (Some(a), Some(b)) if stage_rank(b) > stage_rank(&a) => Some(b.clone()),
        (None, b) => b.clone(),
        (a, _) => a,
    };
}

/// Where the stage `id` comes in the built-in course (a stage it does not
/// have comes first).
fn stage_rank(id: &str) -> Option<usize> {
    crate::course::builtin::stages()
        .ok()?
        .iter()
        .position(|s| s.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::builtin;

    fn attempt(puzzle: &str, when: u64, score: f64, rating: f64) -> Attempted {
        Attempted {
            puzzle: puzzle.into(),
            game: "dama".into(),
            when,
            score,
            rating,
        }
    }

    fn rated(rating: f64) -> Rating {
        Rating {
            rating,
            ..Rating::default()
        }
    }

    #[test]
    fn two_windows_progress_keeps_every_attempt_and_the_best_of_each_record() {
        let shared = attempt("p1", 100, 1.0, 1510.0);
        let mut mine = Progress {
            history: vec![shared.clone(), attempt("p2", 200, 1.0, 1530.0)],
            ..Progress::default()
        };
        mine.ratings.insert("dama".into(), rated(1530.0));
        mine.puzzles.insert("p2".into(), rated(1400.0));
        (mine.streak, mine.best_streak) = (2, 2);
        mine.drill = DrillRecord {
            rounds: 3,
            best_score: 7,
            best_time_ms: Some(9000),
        };
        mine.course.stars.insert("a".into(), 1);
        let mut theirs = Progress {
            history: vec![shared, attempt("p3", 300, 0.0, 1490.0)],
            ..Progress::default()
        };
        theirs.ratings.insert("dama".into(), rated(1490.0));
        theirs.puzzles.insert("p3".into(), rated(1600.0));
        (theirs.streak, theirs.best_streak) = (0, 4);
        theirs.drill = DrillRecord {
            rounds: 5,
            best_score: 7,
            best_time_ms: Some(8000),
        };
        theirs.course.stars.insert("a".into(), 3);
        theirs.course.stars.insert("b".into(), 2);
        mine.merge(&theirs);
        let puzzles: Vec<&str> = mine.history.iter().map(|a| a.puzzle.as_str()).collect();
        assert_eq!(puzzles, ["p1", "p2", "p3"], "each attempt once, in time");
        assert_eq!(mine.ratings["dama"].rating, 1490.0, "the latest attempt's");
        assert_eq!(mine.puzzles.len(), 2);
        assert_eq!((mine.streak, mine.best_streak), (0, 4));
        assert_eq!(
            (mine.drill.rounds, mine.drill.best_time_ms),
            (5, Some(8000))
        );
        assert_eq!((mine.level_stars("a"), mine.level_stars("b")), (3, 2));
        let again = mine.clone();
        mine.merge(&again);
        assert_eq!(mine, again, "merging the same progress changes nothing");
    }

    #[test]
    fn the_stage_further_in_the_course_is_kept() {
        let stages = builtin::stages().unwrap();
        let (first, last) = (&stages[0].id, &stages[stages.len() - 1].id);
        let with_stage = |stage: &str| Progress {
            course: CourseRecord {
                stage: Some(stage.to_string()),
                ..CourseRecord::default()
            },
            ..Progress::default()
        };
        let mut mine = with_stage(first);
        mine.merge(&with_stage(last));
        assert_eq!(mine.course.stage.as_ref(), Some(last));
        mine.merge(&with_stage(first));
        assert_eq!(mine.course.stage.as_ref(), Some(last));
        let mut fresh = Progress::default();
        fresh.merge(&with_stage(first));
        assert_eq!(fresh.course.stage.as_ref(), Some(first));
    }
}
