//! The tables on disk: one file per reading of the lone-piece rule and number of
//! pieces, in the cache directory, through [`crate::ai::cache`] (a header with
//! the format version, the reading and the signatures, and a checksum). A file
//! that is missing, damaged or of another version is built again.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::board::{MAX_PIECES, Signature};
use super::build::Progress;
use super::probe::Tables;
use super::work::BuildError;
use crate::ai::cache::{self, CacheError, TableId};
use crate::games::dama::LonePiece;

const KIND: &str = "dama-endgames";
/// Bumped whenever the layout of the data or its meaning changes.
const VERSION: u32 = 1;

/// The reading's name in file names and messages.
pub fn reading_name(lone_piece: LonePiece) -> &'static str {
    match lone_piece {
        LonePiece::KingWins => "KingWins",
        LonePiece::Draw => "Draw",
    }
}

/// Where the tables of a reading and size live in `dir`.
pub fn file_path(dir: &Path, lone_piece: LonePiece, max_pieces: u32) -> PathBuf {
    dir.join(format!(
        "dama-endgames-{}-{max_pieces}.bin",
        reading_name(lone_piece).to_lowercase()
    ))
}

/// The header's parameters: the reading, the size and every signature, so that a
/// file built for anything else is not taken for this one.
fn params(lone_piece: LonePiece, max_pieces: u32) -> String {
    let names: Vec<String> = Signature::all_up_to(max_pieces)
        .iter()
        .map(|s| s.to_string())
        .collect();
    format!(
        "lone_piece={} max_pieces={max_pieces} signatures={}",
        reading_name(lone_piece),
        names.join(",")
    )
}

/// Reads the tables of a reading and size from `path`.
pub fn load(path: &Path, lone_piece: LonePiece, max_pieces: u32) -> Result<Tables, CacheError> {
    let max_pieces = max_pieces.clamp(2, MAX_PIECES);
    let params = params(lone_piece, max_pieces);
    let id = TableId {
        kind: KIND,
        version: VERSION,
        params: &params,
    };
    let payload = cache::read(path, &id)?;
    Tables::from_bytes(payload, lone_piece, max_pieces).map_err(CacheError::Damaged)
}

/// Writes `tables` to `path` (atomically: the old file or the new, never half).
pub fn save(path: &Path, tables: &Tables) -> std::io::Result<()> {
    let params = params(tables.lone_piece(), tables.max_pieces());
    let id = TableId {
        kind: KIND,
        version: VERSION,
        params: &params,
    };
    cache::write(path, &id, &tables.to_bytes())
}

/// Where loaded tables came from.
#[derive(Debug)]
pub enum Origin {
    /// Read from this file.
    Loaded(PathBuf),
    /// Built now.
    Built {
        /// Why the file was not used, when there was one.
        replaced: Option<String>,
        /// Where they were saved, or why they could not be.
        saved: Result<PathBuf, String>,
    },
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Loaded(path) => write!(f, "read from {}", path.display()),
            Origin::Built { replaced, saved } => {
                f.write_str("built")?;
                if let Some(why) = replaced {
                    write!(f, " again ({why})")?;
                }
                match saved {
                    Ok(path) => write!(f, ", saved to {}", path.display()),
                    Err(why) => write!(f, ", not saved: {why}"),
                }
            }
        }
    }
}

/// The largest tables of a reading in `dir` that cover positions of
/// `at_least` pieces, with their path; `None` if no such file is there whole.
pub fn load_largest(dir: &Path, lone_piece: LonePiece, at_least: u32) -> Option<(Tables, PathBuf)> {
    largest(
        dir,
        lone_piece,
        at_least.max(2)..=MAX_PIECES,
        |path, pieces| load(path, lone_piece, pieces).ok(),
    )
}

/// What `read` makes of the largest file of `lone_piece`'s tables in `dir`
/// among `sizes` that it reads, with its path.
pub fn largest<T>(
    dir: &Path,
    lone_piece: LonePiece,
    sizes: std::ops::RangeInclusive<u32>,
    read: impl Fn(&Path, u32) -> Option<T>,
) -> Option<(T, PathBuf)> {
    sizes.rev().find_map(|pieces| {
        let path = file_path(dir, lone_piece, pieces);
        Some((read(&path, pieces)?, path))
    })
}

/// Whether a file of `lone_piece`'s tables of `pieces` or more is in `dir`
/// (it is not read: it may still turn out damaged).
pub fn present(dir: &Path, lone_piece: LonePiece, pieces: u32) -> bool {
    (pieces.max(2)..=MAX_PIECES).any(|n| file_path(dir, lone_piece, n).is_file())
}

/// The tables of a reading and size from `dir` (the cache directory: pass
/// [`cache::cache_dir`]), built and saved there if the file is missing or
/// cannot be used. With no directory they are built and not saved. The build
/// reports progress and stops when `stop` is raised.
pub fn load_or_build(
    dir: Option<&Path>,
    lone_piece: LonePiece,
    max_pieces: u32,
    progress: &(dyn Fn(&Progress) + Sync),
    stop: &AtomicBool,
) -> Result<(Tables, Origin), BuildError> {
    let max_pieces = max_pieces.clamp(2, MAX_PIECES);
    let path = dir.map(|d| file_path(d, lone_piece, max_pieces));
    let replaced = match &path {
        None => None,
        Some(path) => match load(path, lone_piece, max_pieces) {
            Ok(tables) => return Ok((tables, Origin::Loaded(path.clone()))),
            Err(CacheError::Missing) => None,
            Err(e) => Some(e.to_string()),
        },
    };
    let tables = Tables::build(lone_piece, max_pieces, progress, stop)?;
    let saved = match path {
        None => Err("no cache directory (set AKIDADA_CACHE_DIR or HOME)".to_string()),
        Some(path) => save(&path, &tables)
            .map(|()| path.clone())
            .map_err(|e| format!("{}: {e}", path.display())),
    };
    Ok((tables, Origin::Built { replaced, saved }))
}
