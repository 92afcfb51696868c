//! Endgame tables for a search that must not wait for a build (the engine
//! protocol, `bestmove`, `analyse`): taken from the cache directory when a
//! position first comes near the end, never built there (a build takes a minute
//! or two: `akidada tables build`, or the app, makes them).

use std::path::PathBuf;
use std::sync::Arc;

use super::{MAX_PIECES, Tables, file};
use crate::ai::cache;
use crate::games::dama::{DamaRules, LonePiece, Position};

/// Pieces on the board from which the tables are worth having: a search
/// reaches four-piece positions from about here.
pub const WANTED_FROM_PIECES: u32 = 8;

/// Whether the tables are worth having for a search from `pos`.
pub fn wanted(pos: &Position) -> bool {
    pos.occupied().count_ones() <= WANTED_FROM_PIECES
}

/// The tables of one reading at a time, read from the cache at most once.
pub struct CachedTables {
    dir: Option<PathBuf>,
    /// The reading last asked for and what the cache gave for it.
    held: Option<(LonePiece, Option<Arc<Tables>>)>,
}

impl CachedTables {
    /// Tables from the user's cache directory.
    pub fn new() -> CachedTables {
        CachedTables::in_dir(cache::cache_dir())
    }

    pub fn in_dir(dir: Option<PathBuf>) -> CachedTables {
        CachedTables { dir, held: None }
    }

    /// The tables for a search from `pos` under `rules`: `None` while the
    /// position has too many pieces to want them, or when the cache has no
    /// good file. The second value is what to tell the user, once: where the
    /// tables were read from, or why they could not be.
    pub fn for_search(
        &mut self,
        pos: &Position,
        rules: &DamaRules,
    ) -> (Option<Arc<Tables>>, Option<String>) {
        let reading = rules.lone_piece;
        if let Some((held, tables)) = &self.held
            && *held == reading
        {
            return (tables.clone(), None);
        }
        if !wanted(pos) {
            return (None, None);
        }
        let name = file::reading_name(reading);
        let (tables, note) = match &self.dir {
            None => (
                None,
                format!("no cache directory: searching without the {name} endgame tables"),
            ),
            Some(dir) => {
                // The largest tables there are: smaller ones, built with
                // `--pieces`, still make the last plies exact.
                let found = (2..=MAX_PIECES).rev().find_map(|pieces| {
                    let path = file::file_path(dir, reading, pieces);
                    let tables = file::load(&path, reading, pieces).ok()?;
                    Some((tables, path))
                });
                match found {
                    Some((tables, path)) => (
                        Some(Arc::new(tables)),
                        format!("endgame tables ({name}) read from {}", path.display()),
                    ),
                    None => (
                        None,
                        format!(
                            "no endgame tables ({name}) in {}: searching without them \
                             (`akidada tables build` makes them)",
                            dir.display()
                        ),
                    ),
                }
            }
        };
        self.held = Some((reading, tables.clone()));
        (tables, Some(note))
    }
}

impl Default for CachedTables {
    fn default() -> Self {
        CachedTables::new()
    }
}
