//! What the app keeps for the user between runs: the game autosaved after
//! every move, the games in progress, the settings written as soon as one
//! changes, and where the trainer keeps the progress. Tests keep them in
//! memory unless they give a folder.

use std::path::PathBuf;

use crate::app::autosave::Autosaver;
use crate::app::in_progress::GamesInProgress;
use crate::app::play::ActiveGame;
use crate::app::settings::{Settings, SettingsFile};
use crate::app::text::Status;

#[derive(Default)]
pub(super) struct Stores {
    /// Where the game is saved after every move (none in tests).
    pub(super) autosaver: Option<Autosaver>,
    /// Unfinished games another took the place of on the board.
    pub(super) kept: GamesInProgress,
    /// Where the settings are kept, written as soon as one changes (none in
    /// tests).
    pub(super) settings_file: Option<SettingsFile>,
    /// Where the trainer keeps the user's progress (none in tests).
    pub(super) training_file: Option<PathBuf>,
}

impl Stores {
    /// Writes `game` to the autosave (on the autosave thread).
    pub(super) fn autosave(&self, game: &ActiveGame) {
        if let Some(autosaver) = &self.autosaver {
            autosaver.save(game.to_record());
        }
    }

    /// Writes `settings` to their file if they changed; why it failed, if it
    /// did.
    pub(super) fn keep_settings(&mut self, settings: &Settings) -> Option<Status> {
        let file = self.settings_file.as_mut()?;
        let error = file.keep(settings).err()?;
        // Kept in memory; said once, not every frame: the next change
        // tries again.
        self.settings_file = None;
        Some(Status::Said(error.message()))
    }

    /// Saves `game` one last time (the window is closing).
    pub(super) fn finish(&mut self, game: &ActiveGame) {
        if let Some(autosaver) = self.autosaver.take() {
            autosaver.finish(game.to_record());
        }
    }
}
