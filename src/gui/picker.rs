//! The system's file dialogs, which never block painting: rfd's dialog runs on
//! its own thread (on the desktop) or in the page's event loop (in a browser),
//! and the window polls for the answer.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};

use eframe::egui;

use crate::app::FileRequest;
use crate::app::file_choice::Purpose;

/// What a file dialog answered.
pub enum Picked {
    /// The file at this path (the desktop's dialogs).
    Path(PathBuf),
    /// A file the browser read: its name, and what it holds (a page is
    /// never told where a file is).
    Contents { name: String, bytes: Vec<u8> },
}

/// A file dialog under way; its answer arrives later.
pub struct Picker {
    purpose: Purpose,
    answer: Receiver<Option<Picked>>,
}

impl Picker {
    /// Shows the system's file dialog without blocking the frame loop: rfd's
    /// dialog runs on its own thread, and the app polls for the answer. In a
    /// page it is the browser's: a file chosen is read, not named.
    pub fn start(ctx: &egui::Context, request: &FileRequest) -> Picker {
        let purpose = request.purpose;
        let (tx, rx) = mpsc::channel();
        let (kind, ext) = match purpose {
            Purpose::Open | Purpose::SaveAs | Purpose::SaveLevel => {
                ("Akidada / Dama", purpose.extension())
            }
            Purpose::ImportPdn | Purpose::ExportPdn => ("PDN", purpose.extension()),
        };
        let mut dialog = rfd::AsyncFileDialog::new()
            .set_title(&request.title)
            .add_filter(kind, &[ext]);
        if let Some(folder) = &request.folder {
            dialog = dialog.set_directory(folder);
        }
        let ctx = ctx.clone();
        #[cfg(target_arch = "wasm32")]
        wasm_bindgen_futures::spawn_local(async move {
            // Only reading: a page's writes are downloads (`gui::web`).
            let picked = match dialog.pick_file().await {
                Some(file) => Some(Picked::Contents {
                    name: file.file_name(),
                    bytes: file.read().await,
                }),
                None => None,
            };
            let _ = tx.send(picked);
            ctx.request_repaint();
        });
        #[cfg(not(target_arch = "wasm32"))]
        {
            let name = request.name.clone();
            std::thread::spawn(move || {
                let picked = if purpose.writes() {
                    pollster::block_on(dialog.set_file_name(name).save_file())
                } else {
                    pollster::block_on(dialog.pick_file())
                };
                let _ = tx.send(picked.map(|handle| Picked::Path(handle.path().to_path_buf())));
                ctx.request_repaint();
            });
        }
        Picker {
            purpose,
            answer: rx,
        }
    }

    /// A file dropped on the page, read as the browser reads it (at once on
    /// the desktop, whose drops name their path).
    #[cfg(target_arch = "wasm32")]
    pub fn dropped(ctx: &egui::Context, file: egui::DroppedFileHandle) -> Picker {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let name = file.path().to_string_lossy().into_owned();
            let picked = file
                .bytes_async()
                .await
                .ok()
                .map(|bytes| Picked::Contents { name, bytes });
            let _ = tx.send(picked);
            ctx.request_repaint();
        });
        Picker {
            purpose: Purpose::Open,
            answer: rx,
        }
    }

    /// The answer, once the dialog is closed: `Some(None)` if it was cancelled.
    pub fn poll(&self) -> Option<(Purpose, Option<Picked>)> {
        match self.answer.try_recv() {
            Ok(picked) => Some((self.purpose, picked)),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some((self.purpose, None)),
        }
    }
}

/// Whether a native file dialog can be shown at all. On Linux rfd asks the
/// desktop portal over the session bus, or falls back to `zenity`; with
/// neither it returns nothing at once, as if cancelled, so the app asks for a
/// path itself instead. A bus alone is not enough: the portal must be there.
pub fn native_dialog_available() -> bool {
    if cfg!(target_arch = "wasm32") {
        // The browser's own, for choosing a file to read.
        return true;
    }
    if !cfg!(target_os = "linux") {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists());
    (bus && portal_installed() && libdbus_installed()) || on_path("zenity")
}

/// Whether libdbus, which the portal's dialogs are reached through (loaded at
/// run time, and only a recommendation of the package), is in a library folder.
fn libdbus_installed() -> bool {
    ["/usr/lib", "/lib", "/usr/lib64", "/lib64"]
        .iter()
        .any(|dir| {
            let dir = Path::new(dir);
            dir.join("libdbus-1.so.3").exists()
                || std::fs::read_dir(dir).is_ok_and(|entries| {
                    entries
                        .flatten()
                        .any(|e| e.path().join("libdbus-1.so.3").exists())
                })
        })
}

/// Whether the desktop portal's D-Bus service is installed: its service file
/// in one of the data folders (`$XDG_DATA_DIRS`, by default `/usr/share`).
fn portal_installed() -> bool {
    let dirs = std::env::var("XDG_DATA_DIRS")
        .ok()
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| "/usr/local/share:/usr/share".to_string());
    dirs.split(':').any(|dir| {
        Path::new(dir)
            .join("dbus-1/services/org.freedesktop.portal.Desktop.service")
            .is_file()
    })
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}
