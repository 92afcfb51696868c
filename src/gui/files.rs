//! Files from the window: native open and save dialogs that never block painting,
//! the autosave that lets a game survive a crash, and the list of recent files.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use eframe::egui;

use crate::record::{self, Record};

/// What a file dialog was opened for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    Open,
    SaveAs,
    /// Read the games of a PDN file.
    ImportPdn,
    /// Write the game as PDN.
    ExportPdn,
}

impl Purpose {
    /// The file name extension of the files it is for.
    pub fn extension(self) -> &'static str {
        match self {
            Purpose::Open | Purpose::SaveAs => record::EXTENSION,
            Purpose::ImportPdn | Purpose::ExportPdn => record::pdn::EXTENSION,
        }
    }

    /// Whether it writes a file (rather than reads one).
    pub fn writes(self) -> bool {
        matches!(self, Purpose::SaveAs | Purpose::ExportPdn)
    }
}

/// A native file dialog running on a worker thread; its answer arrives later.
pub struct Picker {
    purpose: Purpose,
    answer: Receiver<Option<PathBuf>>,
}

impl Picker {
    /// Shows the system's file dialog without blocking the frame loop: rfd's
    /// dialog runs on its own thread, and the app polls for the answer.
    pub fn start(
        ctx: &egui::Context,
        purpose: Purpose,
        title: &str,
        folder: Option<&Path>,
        name: &str,
    ) -> Picker {
        let (tx, rx) = mpsc::channel();
        let (kind, ext) = match purpose {
            Purpose::Open | Purpose::SaveAs => ("Akidada / Dama", purpose.extension()),
            Purpose::ImportPdn | Purpose::ExportPdn => ("PDN", purpose.extension()),
        };
        let mut dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .add_filter(kind, &[ext]);
        if let Some(folder) = folder {
            dialog = dialog.set_directory(folder);
        }
        let ctx = ctx.clone();
        let name = name.to_string();
        std::thread::spawn(move || {
            let picked = if purpose.writes() {
                pollster::block_on(dialog.set_file_name(name).save_file())
            } else {
                pollster::block_on(dialog.pick_file())
            };
            let _ = tx.send(picked.map(|handle| handle.path().to_path_buf()));
            ctx.request_repaint();
        });
        Picker {
            purpose,
            answer: rx,
        }
    }

    /// The answer, once the dialog is closed: `Some(None)` if it was cancelled.
    pub fn poll(&self) -> Option<(Purpose, Option<PathBuf>)> {
        match self.answer.try_recv() {
            Ok(path) => Some((self.purpose, path)),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some((self.purpose, None)),
        }
    }
}

/// Whether a native file dialog can be shown at all. On Linux rfd talks to the
/// desktop portal over the session bus, or falls back to `zenity`; with neither,
/// it would silently return nothing, so the app asks for a path itself instead.
pub fn native_dialog_available() -> bool {
    if !cfg!(target_os = "linux") {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists());
    bus || on_path("zenity")
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// A file name for a new save: the game and the date, e.g. `dama-2026-11-29.ron`.
pub fn suggested_name(game: &str, date: &str) -> String {
    let date = if date.is_empty() {
        record::today()
    } else {
        date.to_string()
    };
    format!("{game}-{date}.{}", record::EXTENSION)
}

/// Adds `.ron` to a path typed or picked without it.
pub fn with_extension(path: PathBuf) -> PathBuf {
    with_extension_of(path, record::EXTENSION)
}

/// Adds `ext` to a path typed or picked without an extension.
pub fn with_extension_of(path: PathBuf, ext: &str) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension(ext)
    }
}

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

/// Where the autosave lives: the app's data directory (on Linux the same folder
/// as eframe's `storage_dir`, so an autosave from before is still found).
pub fn autosave_path() -> Option<PathBuf> {
    crate::paths::data_dir().map(|dir| dir.join("autosave.ron"))
}

/// Remembers `path` first in the list of recent files (at most eight).
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(8);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_keep_eight_newest_first_without_repeats() {
        let mut recent = Vec::new();
        for i in 0..10 {
            remember(&mut recent, Path::new(&format!("/g/{i}.ron")));
        }
        remember(&mut recent, Path::new("/g/5.ron"));
        assert_eq!(recent.len(), 8);
        assert_eq!(recent[0], Path::new("/g/5.ron"));
        assert_eq!(recent[1], Path::new("/g/9.ron"));
        assert_eq!(recent.iter().filter(|p| p.ends_with("5.ron")).count(), 1);
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

    #[test]
    fn typed_paths_get_the_extension() {
        assert_eq!(with_extension(PathBuf::from("/g/a")), Path::new("/g/a.ron"));
        assert_eq!(
            with_extension(PathBuf::from("/g/a.ron")),
            Path::new("/g/a.ron")
        );
        assert_eq!(suggested_name("dama", "2026-11-29"), "dama-2026-11-29.ron");
    }
}
