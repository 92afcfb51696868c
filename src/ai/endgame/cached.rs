//! Endgame tables for a search that must not wait for a build (the engine
//! protocol, `bestmove`, `analyse`): taken from the cache directory, never
//! built there (a build takes a minute or two: `akidada tables build`, or the
//! app, makes them). The largest tables there are read, the five-piece ones if
//! built, once per process; reading those takes seconds. `bestmove` and
//! `analyse` read them before the search that first wants them. The engine
//! protocol starts the read on its own thread as soon as it is given a position
//! ([`CachedTables::start_reading`]), so that a search on the clock never waits
//! for it: until the tables are read, such a search goes without them.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

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
    held: Option<(LonePiece, Held)>,
}

/// What is held for a reading.
enum Held {
    /// Being read on another thread.
    Reading(Read),
    /// Read: the tables, or none when the cache had no good file.
    Done(Option<Arc<Tables>>),
}

/// What a read found: the tables, and what to tell the user (where they were
/// read from, or why they could not be).
struct Found {
    tables: Option<Arc<Tables>>,
    note: String,
}

/// A read of the tables under way on its own thread, to wait for.
#[derive(Clone)]
pub struct Read {
    reading: LonePiece,
    found: Arc<OnceLock<Found>>,
}

impl Read {
    /// What to tell the user when a search waits for the read.
    pub fn waiting_note(&self) -> String {
        let name = file::reading_name(self.reading);
        format!("waiting for the endgame tables ({name}) to be read")
    }

    /// What to tell the user when a search goes on without them.
    pub fn going_without_note(&self) -> String {
        let name = file::reading_name(self.reading);
        format!("the endgame tables ({name}) are still being read: this search goes without them")
    }

    /// Waits until the tables are read, or until `stop` is set; whether they
    /// were read.
    pub fn wait(&self, stop: &AtomicBool) -> bool {
        while self.found.get().is_none() {
            if stop.load(Relaxed) {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        true
    }
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

/// The largest tables of `reading` in `dir`, of at most `max_pieces` pieces.
fn find(dir: Option<&Path>, reading: LonePiece, max_pieces: u32) -> Found {
    let name = file::reading_name(reading);
    let Some(dir) = dir else {
        return Found {
            tables: None,
            note: format!("no cache directory: searching without the {name} endgame tables"),
        };
    };
    // The largest tables there are: smaller ones, built with `--pieces`,
    // still make the last plies exact.
    let found = file::largest(dir, reading, 2..=max_pieces, |path, pieces| {
        load_shared(path, reading, pieces)
    });
    match found {
        Some((tables, path)) => Found {
            tables: Some(tables),
            note: format!("endgame tables ({name}) read from {}", path.display()),
        },
        None => Found {
            tables: None,
            note: format!(
                "no endgame tables ({name}) in {}: searching without them \
                 (`akidada tables build` makes them)",
                dir.display()
            ),
        },
    }
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

    /// Whether `reading` is read, or being read.
    fn holds(&self, reading: LonePiece) -> bool {
        matches!(&self.held, Some((held, _)) if *held == reading)
    }

    /// Starts reading the tables of `reading` on another thread, unless they
    /// are read or being read already.
    pub fn start_reading(&mut self, reading: LonePiece) {
        if self.holds(reading) || self.max_pieces < 2 {
            return;
        }
        let slot = Arc::new(OnceLock::new());
        let (dir, max_pieces, filled) = (self.dir.clone(), self.max_pieces, Arc::clone(&slot));
        let started = std::thread::Builder::new()
            .name("endgame tables".into())
            .spawn(move || {
                let _ = filled.set(find(dir.as_deref(), reading, max_pieces));
            });
        if started.is_err() {
            // No thread to be had: read them here.
            let _ = slot.set(find(self.dir.as_deref(), reading, self.max_pieces));
        }
        let read = Read {
            reading,
            found: slot,
        };
        self.held = Some((reading, Held::Reading(read)));
    }

    /// The read under way that a search from `pos` under `rules` would want
    /// the tables of, to wait for it (without holding these tables).
    pub fn reading_for(&self, pos: &Position, rules: &DamaRules) -> Option<Read> {
        match &self.held {
            Some((reading, Held::Reading(read)))
                if *reading == rules.lone_piece && wanted(pos) && read.found.get().is_none() =>
            {
                Some(read.clone())
            }
            _ => None,
        }
    }

    /// The tables for a search from `pos` under `rules`, read first if need
    /// be: `None` while the position has too many pieces to want them, or when
    /// the cache has no good file. The second value is what to tell the user,
    /// once: where the tables were read from, or why they could not be.
    pub fn for_search(
        &mut self,
        pos: &Position,
        rules: &DamaRules,
    ) -> (Option<Arc<Tables>>, Option<String>) {
        if !self.holds(rules.lone_piece) {
            if !wanted(pos) {
                return (None, None);
            }
            return self.read_here(rules.lone_piece);
        }
        if let Some(read) = self.reading_for(pos, rules) {
            read.wait(&AtomicBool::new(false));
        }
        self.ready(rules)
    }

    /// As [`for_search`](Self::for_search) for any position: for a tool that
    /// searches many positions, some with too many pieces to want the tables
    /// at the root, but whose searches reach them.
    pub fn for_any_position(&mut self, rules: &DamaRules) -> (Option<Arc<Tables>>, Option<String>) {
        if !self.holds(rules.lone_piece) {
            return self.read_here(rules.lone_piece);
        }
        if let Some((_, Held::Reading(read))) = &self.held {
            read.clone().wait(&AtomicBool::new(false));
        }
        self.ready(rules)
    }

    /// Reads the tables of `reading` on this thread and holds them.
    fn read_here(&mut self, reading: LonePiece) -> (Option<Arc<Tables>>, Option<String>) {
        if self.max_pieces < 2 {
            return (None, None);
        }
        let found = find(self.dir.as_deref(), reading, self.max_pieces);
        self.held = Some((reading, Held::Done(found.tables.clone())));
        (found.tables, Some(found.note))
    }

    /// As [`for_search`](Self::for_search), but never waits: the read is
    /// started on another thread if it has not been, and until it ends the
    /// answer is `None` (a search on the clock goes without the tables).
    pub fn ready(&mut self, rules: &DamaRules) -> (Option<Arc<Tables>>, Option<String>) {
        self.start_reading(rules.lone_piece);
        let held = match &mut self.held {
            Some((reading, held)) if *reading == rules.lone_piece => held,
            _ => return (None, None),
        };
        match held {
            Held::Done(tables) => (tables.clone(), None),
            Held::Reading(read) => match read.found.get() {
                Some(found) => {
                    let told = (found.tables.clone(), Some(found.note.clone()));
                    *held = Held::Done(found.tables.clone());
                    told
                }
                None => (None, None),
            },
        }
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
        let mut any = CachedTables::in_dir(Some(dir.clone()));
        let tables = any.for_any_position(&rules).0;
        assert_eq!(tables.map(|t| t.max_pieces()), Some(3));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The tables read on their own thread, from a named pipe: the read ends
    /// only when the test writes the file into it.
    #[cfg(unix)]
    #[test]
    fn a_read_under_way_is_waited_for_only_when_asked() {
        let base = std::env::temp_dir().join(format!("akidada-reading-{}", std::process::id()));
        let (built, piped) = (base.join("built"), base.join("piped"));
        let _ = std::fs::remove_dir_all(&base);
        std::fs::create_dir_all(&piped).unwrap();
        let never = AtomicBool::new(false);
        file::load_or_build(Some(&built), LonePiece::Draw, 3, &|_| {}, &never).unwrap();
        let pipe = file::file_path(&piped, LonePiece::Draw, 3);
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        assert!(made.unwrap().success(), "mkfifo");
        let rules = DamaRules {
            lone_piece: LonePiece::Draw,
            ..DamaRules::default()
        };
        let near_the_end: Position = "W:WKa1,b2:Bh6".parse().unwrap();
        let start = Position::start(crate::games::Side::White);

        // The file goes into the pipe once: when the test says, or after half
        // a minute, so that a read that is not on its own thread fails the test
        // rather than hangs it.
        let bytes = std::fs::read(file::file_path(&built, LonePiece::Draw, 3)).unwrap();
        let written = Arc::new(AtomicBool::new(false));
        let write_once = {
            let (written, pipe) = (Arc::clone(&written), pipe.clone());
            move || {
                if !written.swap(true, Relaxed) {
                    std::fs::write(&pipe, &bytes).unwrap();
                }
            }
        };
        let late = write_once.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(30));
            late();
        });

        let mut cached = CachedTables::in_dir(Some(piped)).up_to(3);
        cached.start_reading(LonePiece::Draw);
        // Not done: a search that does not wait goes without, and says nothing
        // more than the driver does.
        assert!(matches!(cached.ready(&rules), (None, None)));
        let read = cached
            .reading_for(&near_the_end, &rules)
            .expect("under way");
        assert!(
            cached.reading_for(&start, &rules).is_none(),
            "not wanted yet"
        );
        assert!(
            read.going_without_note()
                .contains("(Draw) are still being read")
        );
        assert!(!read.wait(&AtomicBool::new(true)), "a stopped wait returns");
        cached.start_reading(LonePiece::Draw);
        assert!(
            cached.reading_for(&near_the_end, &rules).is_some(),
            "the same read"
        );

        write_once();
        assert!(read.wait(&never));
        assert!(cached.reading_for(&near_the_end, &rules).is_none(), "read");
        let (tables, note) = cached.ready(&rules);
        assert_eq!(tables.map(|t| t.max_pieces()), Some(3));
        assert!(note.unwrap().contains("endgame tables (Draw) read from"));
        let (tables, note) = cached.for_search(&near_the_end, &rules);
        assert!(tables.is_some() && note.is_none(), "told once");
        let _ = std::fs::remove_dir_all(&base);
    }
}
