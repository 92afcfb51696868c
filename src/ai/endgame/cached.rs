//! Endgame tables for a search that must not wait for a build (the engine
//! protocol, `bestmove`, `analyse`): taken from the cache directory when a
//! position first comes near the end, never built there (a build takes a minute
//! or two: `akidada tables build`, or the app, makes them). The largest tables
//! there are read, the five-piece ones if built; reading those takes seconds,
//! before the search that first wants them, and is done once per process.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

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
    /// The largest tables wanted (a match can give its two players different
    /// tables).
    max_pieces: u32,
    /// The reading last asked for and what the cache gave for it.
    held: Option<(LonePiece, Option<Arc<Tables>>)>,
}

/// Tables already read by this process, by file: the five-piece tables take
/// 1.8 GB and several seconds to read, and a match starts new players for
/// every game.
static LOADED: Mutex<Vec<(PathBuf, Arc<Tables>)>> = Mutex::new(Vec::new());

/// The tables of `path`, read once per process.
fn load_shared(path: &Path, reading: LonePiece, pieces: u32) -> Option<Arc<Tables>> {
    let mut loaded = LOADED.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, tables)) = loaded.iter().find(|(p, _)| p == path) {
        return Some(Arc::clone(tables));
    }
    let tables = Arc::new(file::load(path, reading, pieces).ok()?);
    loaded.push((path.to_path_buf(), Arc::clone(&tables)));
    Some(tables)
}

impl CachedTables {
    /// Tables from the user's cache directory.
    pub fn new() -> CachedTables {
        CachedTables::in_dir(cache::cache_dir())
    }

    pub fn in_dir(dir: Option<PathBuf>) -> CachedTables {
        CachedTables {
            dir,
            max_pieces: MAX_PIECES,
            held: None,
        }
    }

    /// Reads no tables of more than `pieces` pieces (0 or 1: none at all).
    pub fn up_to(self, pieces: u32) -> CachedTables {
        CachedTables {
            max_pieces: pieces.min(MAX_PIECES),
            ..self
        }
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
        if !wanted(pos) || self.max_pieces < 2 {
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
                let found = (2..=self.max_pieces).rev().find_map(|pieces| {
                    let path = file::file_path(dir, reading, pieces);
                    Some((load_shared(&path, reading, pieces)?, path))
                });
                match found {
                    Some((tables, path)) => (
                        Some(tables),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::LonePiece;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn the_largest_tables_are_read_up_to_the_size_asked_for() {
        let dir = std::env::temp_dir().join(format!("akidada-cached-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let stop = AtomicBool::new(false);
        for pieces in [2, 3] {
            file::load_or_build(Some(&dir), LonePiece::Draw, pieces, &|_| {}, &stop).unwrap();
        }
        let rules = DamaRules {
            lone_piece: LonePiece::Draw,
            ..DamaRules::default()
        };
        let pos: Position = "W:WKa1,b2:Bh6".parse().unwrap();
        let size = |tables: CachedTables| {
            let mut tables = tables;
            tables.for_search(&pos, &rules).0.map(|t| t.max_pieces())
        };
        assert_eq!(size(CachedTables::in_dir(Some(dir.clone()))), Some(3));
        assert_eq!(
            size(CachedTables::in_dir(Some(dir.clone())).up_to(2)),
            Some(2)
        );
        assert_eq!(size(CachedTables::in_dir(Some(dir.clone())).up_to(0)), None);
        // Too many pieces on the board to want them yet.
        let start = Position::start(crate::games::Side::White);
        let mut far = CachedTables::in_dir(Some(dir.clone()));
        assert!(far.for_search(&start, &rules).0.is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
