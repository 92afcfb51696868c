//! The autosave: the game written after every move, on a worker thread, so a
//! crash or a kill never loses more than the move being made.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;

use crate::record::{self, Record};

/// Writes the autosave on a worker thread, so a slow disk never stalls a frame.
/// Saves are atomic (temporary file, then rename); when several are queued only
/// the newest is written. Saves are written in the order they were asked for,
/// by the one worker, so the last save asked for is the one left on disk:
/// [`Autosaver::finish`] (at exit) queues the final record and waits for the
/// worker, rather than writing beside it.
pub struct Autosaver {
    path: PathBuf,
    queue: Option<Sender<Record>>,
    worker: Option<JoinHandle<()>>,
    /// The slot's lock, held until the last save is written.
    _slot: Option<Slot>,
}

impl Autosaver {
    pub fn new(path: PathBuf) -> Autosaver {
        let (tx, rx) = mpsc::channel::<Record>();
        let target = path.clone();
        let worker = std::thread::spawn(move || {
            while let Ok(mut record) = rx.recv() {
                while let Ok(newer) = rx.try_recv() {
                    record = newer;
                }
                if let Some(dir) = target.parent() {
                    let _ = std::fs::create_dir_all(dir);
                }
                if let Err(e) = record::save_atomic(&target, &record) {
                    eprintln!("akidada: autosave failed: {e}");
                }
            }
        });
        Autosaver {
            path,
            queue: Some(tx),
            worker: Some(worker),
            _slot: None,
        }
    }

    /// Saves to a window's own slot, keeping it claimed while this lives.
    pub fn for_slot(slot: Slot) -> Autosaver {
        let mut saver = Autosaver::new(slot.path.clone());
        saver._slot = Some(slot);
        saver
    }

    /// In a web page: the autosave kept in the browser's storage, its path
    /// the key ([`BROWSER_KEY`]), written at once (a page has no other thread, and
    /// the storage takes a game in well under a millisecond).
    #[cfg(target_arch = "wasm32")]
    pub fn in_browser() -> Autosaver {
        Autosaver {
            path: PathBuf::from(BROWSER_KEY),
            queue: None,
            worker: None,
            _slot: None,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Queues a save of `record`.
    pub fn save(&self, record: Record) {
        #[cfg(target_arch = "wasm32")]
        if let Err(e) =
            super::browser_storage::write(&self.path.to_string_lossy(), &record.to_ron())
        {
            log::warn!("the autosave was not kept: {e}");
        }
        if let Some(queue) = &self.queue {
            let _ = queue.send(record);
        }
    }

    /// The game in the autosave, if it holds one that reads.
    pub fn load(&self) -> Option<record::LoadedGame> {
        #[cfg(target_arch = "wasm32")]
        return record::load_str(
            &super::browser_storage::read(&self.path.to_string_lossy()).ok()??,
        )
        .ok();
        #[cfg(not(target_arch = "wasm32"))]
        record::load_path(&self.path).ok()
    }

    /// Saves `record` as the last word (at exit): it is queued behind any save
    /// still pending, and this waits until the worker has written it.
    pub fn finish(mut self, record: Record) {
        self.save(record);
        self.stop();
    }

    /// Closes the queue and waits for the worker to write what it holds.
    fn stop(&mut self) {
        self.queue = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The key of the autosave in the browser's storage (the web page).
#[cfg(target_arch = "wasm32")]
pub const BROWSER_KEY: &str = "akidada/autosave.ron";

/// How many windows at once may each keep an autosave of their own; a window
/// beyond them runs without one (and says so).
pub const MAX_WINDOWS: usize = 16;

/// One window's autosave, claimed for as long as the window runs: the lock
/// file beside it stays locked until the window closes (or its process dies:
/// the system lifts the lock then), so no other window writes or offers it.
#[derive(Debug)]
pub struct Slot {
    /// The autosave file.
    pub path: PathBuf,
    _lock: File,
}

/// An unfinished game left in the autosave of a window that closed, other
/// than the one a new window takes: it is moved to the games in progress.
/// Its slot stays locked until this is dropped, so no window starting at the
/// same moment takes it meanwhile.
#[derive(Debug)]
pub struct LeftOver {
    pub path: PathBuf,
    pub record: Record,
    _lock: File,
}

/// What a starting window finds in the data folder.
#[derive(Debug, Default)]
pub struct Claim {
    /// The window's own autosave (`None` if every slot is taken or the
    /// folder cannot be written).
    pub slot: Option<Slot>,
    /// Unfinished games of windows that closed, in slots not taken.
    pub left_over: Vec<LeftOver>,
}

/// The autosave and lock files of slot `n` (from 1): slot 1 keeps the name
/// of the single autosave from before windows had one each.
fn slot_files(dir: &Path, n: usize) -> (PathBuf, PathBuf) {
    if n == 1 {
        (dir.join("autosave.ron"), dir.join("autosave.lock"))
    } else {
        (
            dir.join(format!("autosave-{n}.ron")),
            dir.join(format!("autosave-{n}.lock")),
        )
    }
}

/// The slot's lock, if no running window holds it. A file system without
/// locks lets every window in (as before windows had a slot each).
fn try_lock(lock_path: &Path) -> Option<File> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(lock_path)
        .ok()?;
    match file.try_lock() {
        Ok(()) => Some(file),
        Err(std::fs::TryLockError::WouldBlock) => None,
        Err(std::fs::TryLockError::Error(_)) => Some(file),
    }
}

/// The unfinished game in the autosave at `path`, if it holds one.
fn unfinished(path: &Path) -> Option<Record> {
    let loaded = record::load_path(path).ok()?;
    (loaded.move_count() > 0 && loaded.outcome().is_none()).then(|| loaded.to_record())
}

/// Claims an autosave in `dir` for a starting window: among the slots no
/// running window holds, the first with an unfinished game (so it is offered
/// back), else the first. The other free slots' unfinished games come back
/// as [`Claim::left_over`].
pub fn claim(dir: &Path) -> Claim {
    if std::fs::create_dir_all(dir).is_err() {
        return Claim::default();
    }
    // A slot never used is taken only when every used one is held, so a
    // folder keeps as many lock files as windows ever ran at once.
    let used = |n: usize| {
        let (path, lock) = slot_files(dir, n);
        path.exists() || lock.exists()
    };
    let take = |n: usize| {
        let (path, lock) = slot_files(dir, n);
        let lock = try_lock(&lock)?;
        let game = unfinished(&path);
        Some((path, lock, game))
    };
    let mut free: Vec<(PathBuf, File, Option<Record>)> = (1..=MAX_WINDOWS)
        .filter(|&n| used(n))
        .filter_map(take)
        .collect();
    if free.is_empty() {
        free.extend((1..=MAX_WINDOWS).find(|&n| !used(n)).and_then(take));
    }
    if free.is_empty() {
        return Claim::default();
    }
    let mine = free.iter().position(|(_, _, g)| g.is_some()).unwrap_or(0);
    let (path, lock, _) = free.remove(mine);
    let left_over = free
        .into_iter()
        .filter_map(|(path, lock, game)| {
            Some(LeftOver {
                path,
                record: game?,
                _lock: lock,
            })
        })
        .collect();
    Claim {
        slot: Some(Slot { path, _lock: lock }),
        left_over,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_touches_no_slot_beyond_the_first_free_one() {
        let dir = std::env::temp_dir().join(format!("akidada-slots-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let locks = || {
            std::fs::read_dir(&dir)
                .unwrap()
                .filter(|e| {
                    e.as_ref()
                        .unwrap()
                        .path()
                        .extension()
                        .is_some_and(|x| x == "lock")
                })
                .count()
        };
        let first = claim(&dir);
        assert_eq!(first.slot.as_ref().unwrap().path, dir.join("autosave.ron"));
        assert_eq!(locks(), 1, "one window, one lock file");
        let second = claim(&dir);
        assert_eq!(
            second.slot.as_ref().unwrap().path,
            dir.join("autosave-2.ron")
        );
        assert_eq!(locks(), 2);
        // The first window closes: a new one takes its slot, no third file.
        drop(first);
        let third = claim(&dir);
        assert_eq!(third.slot.as_ref().unwrap().path, dir.join("autosave.ron"));
        assert_eq!(locks(), 2);
        drop((second, third));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_last_save_asked_for_is_the_one_on_disk() {
        // Defect: the save at exit was written beside the worker, which could
        // then rename an older queued game over it.
        let dir = std::env::temp_dir().join(format!("akidada-autosave-{}", std::process::id()));
        let path = dir.join("autosave.ron");
        let start = "W:W:B:H6,6";
        let record_with = |comment: String| {
            let mut r = Record::from_ron(&format!(
                "(format: 1, game: Akidada(), first: White, start: \"{start}\")"
            ))
            .expect("a record");
            r.comment = comment;
            r
        };
        for round in 0..20 {
            let saver = Autosaver::new(path.clone());
            for i in 0..50 {
                saver.save(record_with(format!("queued {i}")));
            }
            saver.finish(record_with(format!("final {round}")));
            let on_disk = std::fs::read_to_string(&path).unwrap();
            assert!(on_disk.contains(&format!("final {round}")), "{on_disk}");
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
