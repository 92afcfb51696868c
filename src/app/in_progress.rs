//! Games in progress: an unfinished game that was never saved (or a saved
//! game with changes not yet saved) is kept here when something else takes
//! its place on the board (a lesson, a new game, a file opened, a position
//! pasted). Game > Games in progress lists them; each one resumes.
//!
//! Each game is an ordinary saved game (`NAME.ron`, which Open and
//! `akidada check` read too) in the data folder's `in-progress` folder; a
//! game that had a file of its own names it in `NAME.from`, so Save writes
//! there again once it is resumed. Several windows share the folder: a game
//! resumed in one is gone from the others' next listing, and resuming one
//! that another window took meanwhile says so. A web page keeps them in the
//! browser's storage instead, all under one key ([`BROWSER_KEY`]).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::record::{self, Record, RecordError};

/// The key of the games in progress in a web page's storage.
pub const BROWSER_KEY: &str = "akidada/in-progress.ron";

/// One game kept.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptGame {
    /// Its name in the folder (the time it was kept, and a number).
    pub name: String,
    /// The file the game was opened from or saved to, if it had one.
    pub file: Option<PathBuf>,
    pub record: Record,
}

/// The games in progress, as the folder holds them (or in memory only, when
/// the app has no data folder: tests, a home that cannot be written).
#[derive(Debug, Default)]
pub struct GamesInProgress {
    dir: Option<PathBuf>,
    /// Newest first.
    games: Vec<KeptGame>,
    /// Kept by this window so far: makes names unique within a second.
    kept: u32,
    /// Kept in the browser's storage (a web page).
    #[cfg(target_arch = "wasm32")]
    in_browser: bool,
}

/// One game in progress as the browser's storage keeps it.
#[derive(Serialize, Deserialize)]
struct Stored {
    name: String,
    file: Option<String>,
    /// The saved game's text.
    game: String,
}

/// The games as one text, for the browser's storage.
#[cfg_attr(
    not(target_arch = "wasm32"),
    allow(dead_code, reason = "the browser's storage is a web page's alone")
)]
fn to_text(games: &[KeptGame]) -> String {
    let stored: Vec<Stored> = games
        .iter()
        .map(|g| Stored {
            name: g.name.clone(),
            file: g.file.as_ref().map(|f| f.to_string_lossy().into_owned()),
            game: g.record.to_ron(),
        })
        .collect();
    ron::to_string(&stored).unwrap_or_default()
}

/// The games in a text [`to_text`] wrote, newest first; a game that does not
/// read is left out, and a text that does not read holds none.
#[cfg_attr(
    not(target_arch = "wasm32"),
    allow(dead_code, reason = "the browser's storage is a web page's alone")
)]
fn from_text(text: &str) -> Vec<KeptGame> {
    let stored: Vec<Stored> = ron::from_str(text).unwrap_or_default();
    let mut games: Vec<KeptGame> = stored
        .into_iter()
        .filter_map(|s| {
            Some(KeptGame {
                record: record::load_str(&s.game).ok()?.to_record(),
                name: s.name,
                file: s.file.map(PathBuf::from),
            })
        })
        .collect();
    games.sort_by(|a, b| b.name.cmp(&a.name));
    games
}

/// Why a game in progress could not be resumed.
#[derive(Debug)]
pub enum TakeError {
    /// Another window resumed (or discarded) it since this one listed it.
    Gone,
    /// Its file could not be read or removed.
    Record(RecordError),
}

impl GamesInProgress {
    /// The games kept in `dir` (made when the first is kept).
    pub fn in_folder(dir: PathBuf) -> GamesInProgress {
        let mut games = GamesInProgress {
            dir: Some(dir),
            ..GamesInProgress::default()
        };
        games.reload();
        games
    }

    /// The games kept in the browser's storage (a web page).
    #[cfg(target_arch = "wasm32")]
    pub fn in_browser() -> GamesInProgress {
        let mut games = GamesInProgress {
            in_browser: true,
            ..GamesInProgress::default()
        };
        games.reload();
        games
    }

    /// Writes the list to the browser's storage, if it lives there.
    fn store_in_browser(&self) -> Result<(), RecordError> {
        #[cfg(target_arch = "wasm32")]
        if self.in_browser {
            crate::app::browser_storage::write(BROWSER_KEY, &to_text(&self.games)).map_err(
                |e| RecordError::io(Path::new(BROWSER_KEY), record::IoAction::Write, &e),
            )?;
        }
        Ok(())
    }

    /// The games, newest first.
    pub fn games(&self) -> &[KeptGame] {
        &self.games
    }

    /// Reads the folder again (another window may have kept or resumed one).
    /// A file that does not read as a game is left alone and not listed.
    pub fn reload(&mut self) {
        #[cfg(target_arch = "wasm32")]
        if self.in_browser {
            let text = crate::app::browser_storage::read(BROWSER_KEY);
            self.games = text.ok().flatten().map_or_else(Vec::new, |t| from_text(&t));
            return;
        }
        let Some(dir) = &self.dir else {
            return;
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            self.games.clear();
            return;
        };
        let mut games: Vec<KeptGame> = entries
            .flatten()
            .filter_map(|entry| read_kept(&entry.path()))
            .collect();
        games.sort_by(|a, b| b.name.cmp(&a.name));
        self.games = games;
    }

    /// Keeps `record` (whose file was `file`, if any), newest first; its
    /// name in the list.
    pub fn keep(&mut self, record: Record, file: Option<PathBuf>) -> Result<String, RecordError> {
        self.kept += 1;
        let name = format!(
            "{}-{}-{}",
            chrono::Local::now().format("%Y%m%d-%H%M%S"),
            crate::paths::process_id(),
            self.kept
        );
        if let Some(dir) = &self.dir {
            std::fs::create_dir_all(dir)
                .map_err(|e| RecordError::io(dir, record::IoAction::Write, &e))?;
            if let Some(from) = file.as_deref().and_then(Path::to_str) {
                record::write_text_atomic(dir.join(format!("{name}.from")), from)?;
            }
            record::save_atomic(dir.join(format!("{name}.{}", record::EXTENSION)), &record)?;
        }
        self.games.insert(
            0,
            KeptGame {
                name: name.clone(),
                file,
                record,
            },
        );
        self.store_in_browser()?;
        Ok(name)
    }

    /// Takes the game `name` out of the list for good (it is kept again, or
    /// has ended, elsewhere); one already gone is no matter.
    pub fn forget(&mut self, name: &str) -> Result<(), RecordError> {
        self.reload();
        match self.take(name) {
            Ok(_) | Err(TakeError::Gone) => Ok(()),
            Err(TakeError::Record(error)) => Err(error),
        }
    }

    /// Takes the game `name` out to resume it: gone from the list and the
    /// folder.
    pub fn take(&mut self, name: &str) -> Result<KeptGame, TakeError> {
        let at = self
            .games
            .iter()
            .position(|g| g.name == name)
            .ok_or(TakeError::Gone)?;
        let game = self.games.remove(at);
        if let Some(dir) = &self.dir {
            let path = dir.join(format!("{name}.{}", record::EXTENSION));
            match std::fs::remove_file(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(TakeError::Gone),
                Err(e) => {
                    self.games.insert(at, game);
                    return Err(TakeError::Record(RecordError::io(
                        &path,
                        record::IoAction::Write,
                        &e,
                    )));
                }
            }
            let _ = std::fs::remove_file(dir.join(format!("{name}.from")));
        }
        if let Err(error) = self.store_in_browser() {
            self.games.insert(at, game);
            return Err(TakeError::Record(error));
        }
        Ok(game)
    }
}

/// The game kept at `path` (`NAME.ron`), with the file named beside it.
fn read_kept(path: &Path) -> Option<KeptGame> {
    if path.extension()? != record::EXTENSION {
        return None;
    }
    let name = path.file_stem()?.to_str()?.to_string();
    let record = record::load_path(path).ok()?.to_record();
    let file = std::fs::read_to_string(path.with_extension("from"))
        .ok()
        .map(PathBuf::from);
    Some(KeptGame { name, file, record })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(moves: &[&str]) -> Record {
        let mut r =
            Record::from_ron("(format: 1, game: Akidada(), first: White, start: \"W:W:B:H6,6\")")
                .expect("a record");
        r.moves = moves.iter().map(|m| m.to_string()).collect();
        r
    }

    #[test]
    fn the_games_in_progress_read_back_from_the_browser_s_text_and_a_bad_one_is_left_out() {
        let mut games = GamesInProgress::default();
        games.keep(record(&["a1"]), None).unwrap();
        games
            .keep(record(&["a1", "b2"]), Some(PathBuf::from("friday.ron")))
            .unwrap();
        let text = to_text(games.games());
        assert_eq!(from_text(&text), games.games());
        // A game garbled in the storage is left out; the rest still read.
        let garbled = text.replacen("format", "formad", 1);
        assert_eq!(from_text(&garbled).len(), 1);
        assert!(from_text("not a list").is_empty());
    }

    #[test]
    fn a_kept_game_is_listed_by_another_window_and_resumed_once() {
        let dir = std::env::temp_dir().join(format!("akidada-kept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut mine = GamesInProgress::in_folder(dir.clone());
        mine.keep(record(&["a1"]), None).unwrap();
        mine.keep(
            record(&["a1", "b2"]),
            Some(PathBuf::from("/games/friday.ron")),
        )
        .unwrap();
        let mut other = GamesInProgress::in_folder(dir.clone());
        assert_eq!(other.games(), mine.games(), "newest first, file and all");
        let newest = mine.games()[0].name.clone();
        let taken = mine.take(&newest).unwrap();
        assert_eq!(taken.file.as_deref(), Some(Path::new("/games/friday.ron")));
        assert_eq!(taken.record.moves, ["a1", "b2"]);
        assert!(
            matches!(other.take(&newest), Err(TakeError::Gone)),
            "the other window learns it was resumed elsewhere"
        );
        other.reload();
        assert_eq!(other.games().len(), 1);
        let _ = std::fs::remove_dir_all(dir);
    }
}
