//! Tables loaded or built on a thread of their own, for the app and the engine:
//! start it on first use, poll its progress, take the tables when ready, or
//! cancel it.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use super::build::Progress;
use super::file;
use super::probe::Tables;
use crate::games::dama::LonePiece;

/// Where a background load stands.
#[derive(Clone, Debug)]
pub enum LoadState {
    /// Reading the file, or building (with the latest progress).
    Working(Option<Progress>),
    Ready(Arc<Tables>),
    /// Cancelled, or failed: why.
    Failed(String),
}

/// A load or build running on its own thread. Dropping it cancels the work and
/// waits for the thread.
pub struct Loader {
    stop: Arc<AtomicBool>,
    state: Arc<Mutex<LoadState>>,
    origin: Arc<Mutex<Option<String>>>,
    thread: Option<JoinHandle<()>>,
}

impl Loader {
    /// Starts loading the tables of a reading and size from `dir` (see
    /// [`file::load_or_build`]), or larger ones if `dir` has them; `notify` is
    /// called after each change of state (a GUI passes a repaint request).
    pub fn start(
        dir: Option<PathBuf>,
        lone_piece: LonePiece,
        max_pieces: u32,
        notify: impl Fn() + Send + Sync + 'static,
    ) -> Loader {
        let stop = Arc::new(AtomicBool::new(false));
        let state = Arc::new(Mutex::new(LoadState::Working(None)));
        let origin = Arc::new(Mutex::new(None));
        let thread = {
            let (stop, state, origin) = (stop.clone(), state.clone(), origin.clone());
            std::thread::spawn(move || {
                let set = |s: LoadState| {
                    *state.lock().unwrap_or_else(PoisonError::into_inner) = s;
                    notify();
                };
                let progress = |p: &Progress| set(LoadState::Working(Some(*p)));
                // Larger tables, built on request, are taken when they are there.
                let larger = dir
                    .as_deref()
                    .and_then(|d| file::load_largest(d, lone_piece, max_pieces + 1));
                let result = match larger {
                    Some((tables, path)) => Ok((tables, file::Origin::Loaded(path))),
                    None => file::load_or_build(
                        dir.as_deref(),
                        lone_piece,
                        max_pieces,
                        &progress,
                        &stop,
                    ),
                };
                match result {
                    Ok((tables, from)) => {
                        *origin.lock().unwrap_or_else(PoisonError::into_inner) =
                            Some(from.to_string());
                        set(LoadState::Ready(Arc::new(tables)));
                    }
                    Err(e) => set(LoadState::Failed(e.to_string())),
                }
            })
        };
        Loader {
            stop,
            state,
            origin,
            thread: Some(thread),
        }
    }

    pub fn state(&self) -> LoadState {
        self.state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The tables, once ready.
    pub fn tables(&self) -> Option<Arc<Tables>> {
        match self.state() {
            LoadState::Ready(t) => Some(t),
            _ => None,
        }
    }

    /// Where the tables came from, once ready ("read from ...", "built, saved
    /// to ...").
    pub fn origin(&self) -> Option<String> {
        self.origin
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Asks the work to stop; the state becomes `Failed` soon after.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the end of the work.
    pub fn wait(mut self) -> Result<Arc<Tables>, String> {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        match self.state() {
            LoadState::Ready(t) => Ok(t),
            LoadState::Failed(why) => Err(why),
            LoadState::Working(_) => Err("the table thread stopped".to_string()),
        }
    }
}

impl Drop for Loader {
    fn drop(&mut self) {
        self.cancel();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
