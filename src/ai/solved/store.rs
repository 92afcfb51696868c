//! Load a table and its no-progress layer from the cache directory, or build them
//! (and save them there) when the files are missing, damaged or of another
//! version. A file is never trusted: [`crate::ai::cache`] checks its header and
//! checksum, and the layout checks its size.

use crate::time::Instant;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::graph::TreeRules;
use super::no_progress::Layer;
use super::retrograde::{Cancelled, Progress};
use super::table::Table;
use crate::ai::cache::CacheError;

/// What a long load is doing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Stage {
    /// Reading and checking the table file.
    Loading,
    /// Solving every position (no usable file).
    Solving,
    /// Working out the no-progress layer (no usable file).
    NoProgressLayer,
    /// Writing a file.
    Saving,
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stage::Loading => "loading",
            Stage::Solving => "solving",
            Stage::NoProgressLayer => "no-progress layer",
            Stage::Saving => "saving",
        })
    }
}

/// Progress of a load or build: the stage, and how far it is (entries).
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LoadProgress {
    pub stage: Stage,
    pub done: usize,
    pub total: usize,
}

impl LoadProgress {
    /// How far the stage is, 0 to 1.
    pub fn fraction(&self) -> f32 {
        Progress {
            done: self.done,
            total: self.total,
        }
        .fraction()
    }
}

/// Where a table or layer came from.
#[derive(Debug)]
pub enum Origin {
    /// Already in memory (kept from a solver for other options).
    Kept,
    /// Read from this file.
    Loaded(PathBuf),
    /// Built, because `reason`; then saved to `path` or not (`saved` says why not).
    Built {
        reason: String,
        took: Duration,
        path: Option<PathBuf>,
        saved: Result<(), String>,
    },
}

impl Origin {
    pub fn was_built(&self) -> bool {
        matches!(self, Origin::Built { .. })
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Kept => f.write_str("already in memory"),
            Origin::Loaded(path) => write!(f, "loaded from {}", path.display()),
            Origin::Built {
                reason,
                took,
                path,
                saved,
            } => {
                write!(f, "built in {:.1} s ({reason})", took.as_secs_f64())?;
                match (path, saved) {
                    (Some(path), Ok(())) => write!(f, ", saved to {}", path.display()),
                    (Some(path), Err(e)) => write!(f, ", not saved to {}: {e}", path.display()),
                    (None, Err(e)) => write!(f, ", not saved: {e}"),
                    (None, Ok(())) => Ok(()),
                }
            }
        }
    }
}

/// Why a file was not used, in words.
fn reason(e: &CacheError) -> String {
    match e {
        CacheError::Missing => "no table file yet".to_string(),
        other => format!("{other}; rebuilt"),
    }
}

const NO_DIR: &str = "no cache directory (set AKIDADA_CACHE_DIR, or HOME)";

/// The table for `rules`, read from `dir` or built (and saved there).
pub fn table(
    dir: Option<&Path>,
    rules: TreeRules,
    progress: &mut dyn FnMut(LoadProgress),
    cancel: &AtomicBool,
) -> Result<(Table, Origin), Cancelled> {
    let path = dir.map(|d| Table::path_in(d, rules));
    let why = match &path {
        Some(path) => {
            progress(LoadProgress {
                stage: Stage::Loading,
                done: 0,
                total: 1,
            });
            match Table::load(path, rules) {
                Ok(table) => return Ok((table, Origin::Loaded(path.clone()))),
                Err(e) => reason(&e),
            }
        }
        None => NO_DIR.to_string(),
    };
    let started = Instant::now();
    let table = Table::build(
        rules,
        &mut |p| {
            progress(LoadProgress {
                stage: Stage::Solving,
                done: p.done,
                total: p.total,
            })
        },
        cancel,
    )?;
    let took = started.elapsed();
    let saved = save(path.as_deref(), progress, |p| table.save(p));
    Ok((
        table,
        Origin::Built {
            reason: why,
            took,
            path,
            saved,
        },
    ))
}

/// The no-progress layer for `table` and a count of `no_progress` moves a side
/// (not 0), read from `dir` or built (and saved there).
pub fn layer(
    dir: Option<&Path>,
    table: &Table,
    no_progress: u16,
    progress: &mut dyn FnMut(LoadProgress),
    cancel: &AtomicBool,
) -> Result<(Layer, Origin), Cancelled> {
    let rules = table.rules();
    let limit = 2 * u32::from(no_progress);
    let path = dir.map(|d| Layer::path_in(d, rules, no_progress));
    let why = match &path {
        Some(path) => match Layer::load(path, table.layout(), rules, limit) {
            Ok(layer) => return Ok((layer, Origin::Loaded(path.clone()))),
            Err(e) => reason(&e),
        },
        None => NO_DIR.to_string(),
    };
    let started = Instant::now();
    let layer = Layer::build(
        table.layout(),
        rules,
        &|i| table.get(i),
        limit,
        &mut |p| {
            progress(LoadProgress {
                stage: Stage::NoProgressLayer,
                done: p.done,
                total: p.total,
            })
        },
        cancel,
    )?;
    let took = started.elapsed();
    let saved = save(path.as_deref(), progress, |p| layer.save(p, rules));
    Ok((
        layer,
        Origin::Built {
            reason: why,
            took,
            path,
            saved,
        },
    ))
}

fn save(
    path: Option<&Path>,
    progress: &mut dyn FnMut(LoadProgress),
    write: impl FnOnce(&Path) -> std::io::Result<()>,
) -> Result<(), String> {
    let Some(path) = path else {
        return Err(NO_DIR.to_string());
    };
    progress(LoadProgress {
        stage: Stage::Saving,
        done: 0,
        total: 1,
    });
    write(path).map_err(|e| e.to_string())
}
