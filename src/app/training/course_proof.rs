//! A teacher's levels proven on a worker thread before they are played or
//! saved: the window shows how many are done and may cancel, and learns the
//! result by polling. Also how a file is told to be a level file, and why
//! one cannot be read (its line and column).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::ai::worker::Wake;
use crate::course::{Level, LevelError, Proven, Unproven};
use crate::i18n::{Tr, m};

/// One level's proof: the level's id and what proving it found.
pub type Outcome = (String, Result<Proven, LevelError>);

#[derive(Default)]
struct Shared {
    results: Mutex<Vec<Outcome>>,
    cancel: AtomicBool,
}

/// Levels being proven, one after the other, on their own thread.
#[derive(Clone)]
pub struct LevelProof {
    shared: Arc<Shared>,
    pub total: usize,
}

impl std::fmt::Debug for LevelProof {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LevelProof({} of {})", self.done(), self.total)
    }
}

impl LevelProof {
    /// Starts proving `levels`; `wake` is called after each.
    pub fn start(levels: Vec<Level>, wake: Wake) -> LevelProof {
        let shared = Arc::new(Shared::default());
        let total = levels.len();
        let theirs = Arc::clone(&shared);
        let kept = levels.clone();
        let spawned = std::thread::Builder::new()
            .name("level proof".into())
            .spawn(move || {
                for level in levels {
                    // A level's proof is short; a cancel is heard between levels.
                    if theirs.cancel.load(Ordering::Relaxed) {
                        return;
                    }
                    let outcome = (level.id.clone(), level.prove());
                    if let Ok(mut results) = theirs.results.lock() {
                        results.push(outcome);
                    }
                    wake();
                }
            });
        if spawned.is_err() {
            // No thread to be had: the levels are proven here, at once.
            let outcomes = kept.iter().map(|l| (l.id.clone(), l.prove()));
            if let Ok(mut results) = shared.results.lock() {
                results.extend(outcomes);
            }
        }
        LevelProof { shared, total }
    }

    /// How many levels are proven so far.
    pub fn done(&self) -> usize {
        self.shared.results.lock().map_or(0, |r| r.len())
    }

    /// Every level's proof, once all are done.
    pub fn results(&self) -> Option<Vec<Outcome>> {
        let results = self.shared.results.lock().ok()?;
        (results.len() == self.total).then(|| results.clone())
    }

    /// Stops after the level being proven.
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }
}

/// Whether a file's text is meant as a level or a stage of levels rather
/// than a saved game: it reads as levels, or names a level's own fields
/// (a level file with a fault in it).
pub fn looks_like_levels(text: &str) -> bool {
    Level::parse_all(text).is_ok() || (text.contains("goal:") && text.contains("stars:"))
}

/// Why a level file cannot be read: where (line and column, from 1) and
/// what the reader says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub column: usize,
    pub what: String,
}

/// The levels of a file's text, or where and why it does not read.
pub fn read_levels(text: &str) -> Result<Vec<Level>, Unreadable> {
    Level::parse_all(text).map_err(|e| Unreadable {
        line: e.span.start.line,
        column: e.span.start.col,
        what: e.code.to_string(),
    })
}

/// Why a level file does not read, in words.
pub fn unreadable_words(tr: Tr, e: &Unreadable) -> String {
    tr.f(
        m::TRAINING_LEVEL_UNREADABLE,
        [
            ("line", e.line.into()),
            ("column", e.column.into()),
            ("what", e.what.as_str().into()),
        ],
    )
}

/// Why a level is no level, in words (a sentence).
pub fn level_error_words(tr: Tr, e: &LevelError) -> String {
    match e {
        LevelError::Position(why) => tr.f(
            m::TRAINING_LEVEL_ERROR_POSITION,
            [("why", why.as_str().into())],
        ),
        LevelError::Goal => tr.t(m::TRAINING_LEVEL_ERROR_GOAL).to_string(),
        LevelError::Stars => tr.t(m::TRAINING_LEVEL_ERROR_STARS).to_string(),
        LevelError::NotWithin(n) => {
            tr.f(m::TRAINING_LEVEL_ERROR_NOT_WITHIN, [("moves", (*n).into())])
        }
        LevelError::Start(Unproven::MetAlready) => {
            tr.t(m::TRAINING_LEVEL_ERROR_MET_ALREADY).to_string()
        }
        LevelError::Start(Unproven::OverAlready) => {
            tr.t(m::TRAINING_LEVEL_ERROR_OVER_ALREADY).to_string()
        }
        LevelError::Start(Unproven::NotLearnersTurn | Unproven::NotWithin(_)) => {
            tr.t(m::TRAINING_LEVEL_ERROR_CANNOT_PLAY).to_string()
        }
        LevelError::Script(n) => tr.f(m::TRAINING_LEVEL_ERROR_SCRIPT, [("number", (*n).into())]),
        LevelError::ScriptTooLong => tr.t(m::TRAINING_LEVEL_ERROR_SCRIPT_TOO_LONG).to_string(),
    }
}

/// Every level refused, one line each: its id and why.
pub fn refused_words(tr: Tr, refused: &[(String, LevelError)]) -> String {
    refused
        .iter()
        .map(|(id, e)| {
            tr.f(
                m::TRAINING_LEVEL_ERROR,
                [
                    ("id", id.as_str().into()),
                    ("why", level_error_words(tr, e).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes a level file: to a temporary file beside it, then renamed over
/// the old one, so a crash leaves the old file or the new.
pub fn save_level_file(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}
