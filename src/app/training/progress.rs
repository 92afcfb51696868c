//! The user's training progress: a rating per game, the history of puzzle
//! attempts, the streak, the puzzles' own ratings as this user has moved them,
//! and the drill's best. Kept in one versioned RON file whose path the caller
//! gives (the app's data folder); written to a temporary file and renamed, so
//! a crash leaves the old file or the new, and merged with what is there
//! first, so two windows each keep their own. A file that cannot be read is
//! kept beside under another name and a fresh progress starts, with a
//! warning: never a crash, never a lost file.

use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::glicko::Rating;
use crate::games::GameKind;

/// The format version this program writes.
pub const VERSION: u32 = 1;
/// The most attempts kept in the history (the oldest go first).
pub const HISTORY_LIMIT: usize = 5000;

/// One attempt at a puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempted {
    pub puzzle: String,
    /// `akidada` or `dama`.
    pub game: String,
    /// Seconds since 1970 (UTC), as the caller's clock gave them.
    pub when: u64,
    /// 1 solved, 0.5 solved with a hint, 0 failed.
    pub score: f64,
    /// The player's rating after it.
    pub rating: f64,
}

/// The drill's records.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrillRecord {
    pub rounds: u32,
    pub best_score: u32,
    /// The time the best round took, in milliseconds.
    pub best_time_ms: Option<u64>,
}

/// Everything kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    /// The player's rating in each game, by the game's id.
    pub ratings: BTreeMap<String, Rating>,
    pub history: Vec<Attempted>,
    /// Puzzles solved in a row (a hint or a failure ends it), and the best.
    pub streak: u32,
    pub best_streak: u32,
    /// Puzzles' ratings as this player's results have moved them, by id.
    pub puzzles: BTreeMap<String, Rating>,
    pub drill: DrillRecord,
    /// The course: the stars of each level finished, by level id, and the
    /// stage reached. Files written before the course read as none.
    #[serde(default)]
    pub course: CourseRecord,
}

/// The course's records.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CourseRecord {
    /// The best stars (1 to 3) of each level finished, by its id.
    #[serde(default)]
    pub stars: BTreeMap<String, u8>,
    /// The stage of the last level finished.
    #[serde(default)]
    pub stage: Option<String>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: VERSION,
            ratings: BTreeMap::new(),
            history: Vec::new(),
            streak: 0,
            best_streak: 0,
            puzzles: BTreeMap::new(),
            drill: DrillRecord::default(),
            course: CourseRecord::default(),
        }
    }
}

impl Progress {
    /// The player's rating in `game` (a new player's if none).
    pub fn rating(&self, game: GameKind) -> Rating {
        self.ratings.get(game.id()).copied().unwrap_or_default()
    }

    /// Whether the puzzle was ever solved (a full score).
    pub fn solved(&self, id: &str) -> bool {
        self.history
            .iter()
            .any(|a| a.puzzle == id && a.score >= 1.0)
    }

    /// Whether the puzzle was tried among the last `n` attempts.
    pub fn tried_lately(&self, id: &str, n: usize) -> bool {
        self.history.iter().rev().take(n).any(|a| a.puzzle == id)
    }

    /// Records a drill round; true when it is a new best (more positions, or
    /// as many in less time).
    pub fn record_drill(&mut self, score: u32, time: Duration) -> bool {
        self.drill.rounds += 1;
        let ms = time.as_millis() as u64;
        let better = score > self.drill.best_score
            || (score == self.drill.best_score
                && score > 0
                && self.drill.best_time_ms.is_none_or(|best| ms < best));
        if better {
            self.drill.best_score = score;
            self.drill.best_time_ms = Some(ms);
        }
        better
    }

    /// The best stars earned on a course level (0: not finished).
    pub fn level_stars(&self, id: &str) -> u8 {
        self.course.stars.get(id).copied().unwrap_or(0)
    }

    /// Records a course level finished with `stars`, keeping the best; the
    /// stage it belongs to becomes the one reached. True when anything
    /// changed.
    pub fn record_level(&mut self, id: &str, stage: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        let best = self.course.stars.entry(id.to_string()).or_insert(0);
        let better = stars > *best;
        *best = (*best).max(stars);
        let moved = self.course.stage.as_deref() != Some(stage);
        self.course.stage = Some(stage.to_string());
        better || moved
    }

    /// Whether nothing has been done in the trainer yet: no puzzle, no
    /// course level, no drill round.
    pub fn is_new(&self) -> bool {
        self.history.is_empty() && self.course.stars.is_empty() && self.drill.rounds == 0
    }

    /// Why the figures cannot be right, if they cannot.
    fn insane(&self) -> Option<String> {
        if let Some((k, _)) = self
            .ratings
            .iter()
            .find(|(k, r)| GameKind::from_id(k).is_none() || !r.is_sane())
        {
            return Some(format!("the rating for \"{k}\" is not usable"));
        }
        if let Some((k, _)) = self.puzzles.iter().find(|(_, r)| !r.is_sane()) {
            return Some(format!("the rating of puzzle {k} is not usable"));
        }
        if let Some(a) = self
            .history
            .iter()
            .find(|a| !(0.0..=1.0).contains(&a.score) || !a.rating.is_finite())
        {
            return Some(format!(
                "the history entry for puzzle {} is not usable",
                a.puzzle
            ));
        }
        if let Some((id, _)) = self.course.stars.iter().find(|(_, s)| **s > 3) {
            return Some(format!("the stars of course level {id} are not usable"));
        }
        if self.best_streak < self.streak {
            return Some("the best streak is below the streak".into());
        }
        None
    }
}

/// What went wrong with the file, told to the user; the progress goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub message: String,
    /// Where the unreadable file was kept, if it could be.
    pub kept_as: Option<PathBuf>,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let Some(p) = &self.kept_as {
            write!(f, " (the old file is kept as {})", p.display())?;
        }
        Ok(())
    }
}

/// The progress file at a path.
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
}

impl Store {
    pub fn new(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the progress. A missing file is a new player; a damaged one, or
    /// one of a newer version, is moved aside and a new progress begins, with
    /// a warning.
    pub fn load(&self) -> (Progress, Option<Warning>) {
        match self.read() {
            Ok(progress) => (progress.unwrap_or_default(), None),
            Err(Unusable::Unreadable(e)) => (
                Progress::default(),
                Some(Warning {
                    message: format!(
                        "the training progress could not be read ({e}); starting afresh"
                    ),
                    kept_as: None,
                }),
            ),
            Err(Unusable::Damaged(problem)) => (
                Progress::default(),
                Some(self.set_aside(&problem, "starting afresh")),
            ),
        }
    }

    /// The progress on disk: `None` if there is no file yet.
    fn read(&self) -> Result<Option<Progress>, Unusable> {
        #[cfg(target_arch = "wasm32")]
        let read =
            crate::app::browser_storage::read(&self.path.to_string_lossy()).and_then(|text| {
                text.map(String::into_bytes)
                    .ok_or(io::ErrorKind::NotFound.into())
            });
        #[cfg(not(target_arch = "wasm32"))]
        let read = std::fs::read(&self.path);
        let text = match read {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(Unusable::Unreadable(e)),
        };
        let problem = match std::str::from_utf8(&text) {
            Err(_) => "it is not text".to_string(),
            Ok(text) => match ron::from_str::<Progress>(text) {
                Ok(p) if p.version > VERSION => format!(
                    "it was written by a newer version of the app (format {})",
                    p.version
                ),
                Ok(p) if p.version == 0 => "it has no valid version".to_string(),
                Ok(p) => match p.insane() {
                    None => return Ok(Some(p)),
                    Some(why) => why,
                },
                Err(e) => format!("it is damaged ({e})"),
            },
        };
        Err(Unusable::Damaged(problem))
    }

    /// Moves the unusable file aside (see [`Store::keep_aside`]): the warning
    /// that says so, and what happens `then`.
    fn set_aside(&self, problem: &str, then: &str) -> Warning {
        Warning {
            message: format!("the training progress could not be used: {problem}; {then}"),
            kept_as: self.keep_aside(),
        }
    }

    /// Moves the unreadable file to a free name beside it.
    fn keep_aside(&self) -> Option<PathBuf> {
        let name = self.path.file_name()?.to_string_lossy().to_string();
        for n in 1..1000 {
            let candidate = self.path.with_file_name(format!("{name}.damaged-{n}"));
            if !candidate.exists() {
                return std::fs::rename(&self.path, &candidate)
                    .ok()
                    .map(|()| candidate);
            }
        }
        None
    }

    /// Writes the progress, merged first with what is on disk (another
    /// window's: see [`Progress::merge`]), which `progress` then holds too;
    /// to a temporary file beside, then renamed over the old one. A damaged
    /// file on disk is moved aside as [`Store::load`] does (the warning
    /// returned) and this progress written in its place; one that cannot be
    /// read at all is left alone, and nothing is written.
    pub fn save(&self, progress: &mut Progress) -> io::Result<Option<Warning>> {
        if let Some(dir) = self.path.parent()
            && !dir.as_os_str().is_empty()
            && !cfg!(target_arch = "wasm32")
        {
            std::fs::create_dir_all(dir)?;
        }
        // Windows saving at once take turns, so neither misses the other's.
        let _turn = self.lock();
        let warning = match self.read() {
            Ok(Some(on_disk)) => {
                progress.merge(&on_disk);
                None
            }
            Ok(None) => None,
            Err(Unusable::Unreadable(e)) => return Err(e),
            Err(Unusable::Damaged(problem)) => {
                Some(self.set_aside(&problem, "this window's progress is saved instead"))
            }
        };
        let text = ron::ser::to_string_pretty(&*progress, ron::ser::PrettyConfig::default())
            .map_err(|e| io::Error::other(e.to_string()))?;
        #[cfg(target_arch = "wasm32")]
        crate::app::browser_storage::write(&self.path.to_string_lossy(), &text)?;
        #[cfg(not(target_arch = "wasm32"))]
        crate::record::write_text_atomic(&self.path, &text)
            .map_err(|e| io::Error::other(e.to_string()))?;
        Ok(warning)
    }

    /// The lock file beside the progress, held while it is read and written
    /// (`None` where the system has no locks: then a save may, rarely, miss
    /// another window's written at the same moment).
    fn lock(&self) -> Option<std::fs::File> {
        let mut name = self.path.file_name()?.to_os_string();
        name.push(".lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(self.path.with_file_name(name))
            .ok()?;
        file.lock().ok()?;
        Some(file)
    }
}

/// Why the progress on disk cannot be taken.
enum Unusable {
    /// The file is there but cannot be read (its permissions, the disk).
    Unreadable(io::Error),
    /// It reads, but not as a progress this version can use: why.
    Damaged(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_written_before_the_course_reads_and_the_best_stars_are_kept() {
        let old = "(version: 1, ratings: {}, history: [], streak: 0, best_streak: 0, \
                   puzzles: {}, drill: (rounds: 2, best_score: 5, best_time_ms: Some(900)))";
        let dir = std::env::temp_dir().join(format!("akidada-progress-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::new(dir.join("training.ron"));
        std::fs::write(store.path(), old).unwrap();
        let (mut progress, warning) = store.load();
        assert_eq!(warning, None);
        assert_eq!(progress.drill.best_score, 5);
        assert_eq!(progress.level_stars("dama-men-forward"), 0);
        assert!(progress.record_level("dama-men-forward", "dama-men", 2));
        assert!(
            !progress.record_level("dama-men-forward", "dama-men", 1),
            "the best is kept"
        );
        assert!(progress.record_level("dama-men-forward", "dama-men", 3));
        store.save(&mut progress).unwrap();
        let (again, warning) = store.load();
        assert_eq!(warning, None);
        assert_eq!(again.level_stars("dama-men-forward"), 3);
        assert_eq!(again.course.stage.as_deref(), Some("dama-men"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("akidada-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn two_windows_saving_one_file_each_keep_what_they_gained() {
        let dir = folder("two");
        let path = dir.join("training.ron");
        let mut before = Progress::default();
        before.record_level("dama-men-forward", "dama-men", 1);
        Store::new(&path).save(&mut before).unwrap();
        // Both windows open on the same file, then each gains something.
        let (first, second) = (Store::new(&path), Store::new(&path));
        let (mut mine, _) = first.load();
        let (mut theirs, _) = second.load();
        mine.record_level("dama-men-forward", "dama-men", 3);
        assert!(mine.record_drill(6, Duration::from_secs(20)));
        theirs.record_level("akidada-place", "akidada-placing", 2);
        theirs.history.push(Attempted {
            puzzle: "m9001".into(),
            game: "dama".into(),
            when: 1_700_000_000,
            score: 1.0,
            rating: 1520.0,
        });
        (theirs.streak, theirs.best_streak) = (1, 1);
        assert_eq!(first.save(&mut mine).unwrap(), None);
        assert_eq!(second.save(&mut theirs).unwrap(), None);
        assert_eq!(theirs.drill.best_score, 6, "the saver sees the other's too");
        let (both, warning) = Store::new(&path).load();
        assert_eq!(warning, None);
        assert_eq!(both.level_stars("dama-men-forward"), 3);
        assert_eq!(both.level_stars("akidada-place"), 2);
        assert_eq!((both.drill.rounds, both.drill.best_score), (1, 6));
        assert!(both.solved("m9001"));
        assert_eq!(both.best_streak, 1);
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert!(
            left.iter()
                .all(|e| !e.path().to_string_lossy().ends_with(".tmp")),
            "no temporary file left"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_damaged_meanwhile_is_set_aside_and_the_windows_progress_saved() {
        let dir = folder("damaged");
        let store = Store::new(dir.join("training.ron"));
        let (mut progress, _) = store.load();
        progress.record_level("dama-men-forward", "dama-men", 2);
        std::fs::write(store.path(), "(version: 1, ratings: {\"dama\": (rat").unwrap();
        let warning = store.save(&mut progress).unwrap().expect("a warning");
        let kept = warning.kept_as.expect("the damaged file is kept");
        assert!(
            std::fs::read_to_string(&kept)
                .unwrap()
                .starts_with("(version: 1, ratings")
        );
        let (again, warning) = store.load();
        assert_eq!(warning, None);
        assert_eq!(again.level_stars("dama-men-forward"), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
