//! Dama endgame tables in the window: loaded from the cache (or built, once,
//! on a worker thread, with progress shown) when a Dama game comes near its
//! end, then handed to every search and used for exact move values.

use std::path::PathBuf;
use std::sync::Arc;

use super::Eval;
use crate::ai::cache;
use crate::ai::endgame::{DEFAULT_PIECES, LoadState, Loader, Tables};
use crate::ai::worker::Wake;
use crate::games::dama::{DamaRules, LonePiece, Move, Position};

enum State {
    Empty,
    Loading(Loader),
    Ready(Arc<Tables>),
    /// Cancelled or failed: not tried again until asked for another reading.
    Given,
}

/// The tables of one reading of the lone-piece rule at a time.
pub struct EndgameBrain {
    reading: Option<LonePiece>,
    state: State,
    dir: Option<PathBuf>,
    /// The tables built when the cache has none (4 pieces, but for tests);
    /// larger ones built on request are read when there.
    pieces: u32,
}

impl Default for EndgameBrain {
    fn default() -> Self {
        EndgameBrain {
            reading: None,
            state: State::Empty,
            dir: cache::cache_dir(),
            pieces: DEFAULT_PIECES,
        }
    }
}

impl EndgameBrain {
    /// Tables of up to `pieces` pieces kept in `dir` (tests use their own, and
    /// smaller tables).
    pub fn with_cache_dir(dir: PathBuf, pieces: u32) -> EndgameBrain {
        EndgameBrain {
            dir: Some(dir),
            pieces,
            ..EndgameBrain::default()
        }
    }

    /// The tables for `rules` if ready; when `wanted`, starts loading them (once).
    pub fn tables(&mut self, rules: &DamaRules, wanted: bool, wake: &Wake) -> Option<Arc<Tables>> {
        if self.reading != Some(rules.lone_piece) {
            if !wanted {
                return None;
            }
            self.reading = Some(rules.lone_piece);
            self.state = State::Empty;
        }
        if let State::Loading(loader) = &self.state {
            match loader.state() {
                LoadState::Ready(tables) => self.state = State::Ready(tables),
                LoadState::Failed(_) => self.state = State::Given,
                LoadState::Working(_) => {}
            }
        }
        match &self.state {
            State::Ready(tables) => Some(Arc::clone(tables)),
            // A web page has no thread to build them on, and building them
            // in the page's own would stop it for a minute: none there.
            State::Empty if wanted && cfg!(target_arch = "wasm32") => {
                self.state = State::Given;
                None
            }
            State::Empty if wanted => {
                let wake = Arc::clone(wake);
                self.state = State::Loading(Loader::start(
                    self.dir.clone(),
                    rules.lone_piece,
                    self.pieces,
                    move || wake(),
                ));
                None
            }
            _ => None,
        }
    }

    /// How far building has come, while the tables are being built.
    pub fn loading(&self) -> Option<f32> {
        match &self.state {
            State::Loading(loader) => match loader.state() {
                LoadState::Working(p) => Some(p.map_or(0.0, |p| p.fraction() as f32)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Stops building (the tables are not asked for again for this reading).
    pub fn cancel(&mut self) {
        if let State::Loading(loader) = &self.state {
            loader.cancel();
            self.state = State::Given;
        }
    }
}

/// Every legal move of a table position with its exact value from the mover's
/// view, best first, a win the no-progress rule spoils marked; `None` when the
/// position has more pieces than the tables cover.
pub fn move_evals(tables: &Tables, pos: &Position, rules: &DamaRules) -> Option<Vec<(Move, Eval)>> {
    let quiet = pos.quiet_plies();
    let values = tables.move_values(pos)?;
    Some(
        values
            .into_iter()
            .map(|m| {
                let under_rule = m.under_no_progress(pos, quiet, rules.no_progress);
                (
                    m.mv,
                    Eval::Exact {
                        value: m.value,
                        cursed: under_rule != m.value,
                    },
                )
            })
            .collect(),
    )
}
