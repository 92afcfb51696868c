//! The autosave: the game written after every move, on a worker thread, so a
//! crash or a kill never loses more than the move being made.

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
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Queues a save of `record`.
    pub fn save(&self, record: Record) {
        if let Some(queue) = &self.queue {
            let _ = queue.send(record);
        }
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

/// Where the autosave lives: the app's data folder.
pub fn default_path() -> Option<PathBuf> {
    crate::paths::data_dir().map(|dir| dir.join("autosave.ron"))
}

#[cfg(test)]
mod tests {
    use super::*;

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
