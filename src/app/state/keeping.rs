//! Nothing on the board is taken away without a trace: every path that puts
//! another game in the place of the one on screen (a lesson, New game, Open,
//! a PDN game, a pasted position, the editor's Play, a game resumed) goes
//! through [`App::replace_game`], which first keeps the game it replaces in
//! the games in progress if it would otherwise be lost. Closing the app with
//! changes to the game's file not saved asks first.

use std::path::PathBuf;

use super::{App, Effect};
use crate::app::file_choice;
use crate::app::in_progress::TakeError;
use crate::app::modal::Modal;
use crate::app::play::ActiveGame;
use crate::app::text::Status;
use crate::app::typed_move::MoveBox;
use crate::i18n::{Msg, m};
use crate::record::{Record, RecordError};

impl App {
    /// Puts `game` on the board, its file `file` (`None`: a game of no file
    /// yet), keeping the game it replaces if that would be lost. `stored`:
    /// the game as it stands is kept elsewhere (in its file, a PDN file or a
    /// lesson), so only changes made to it would be lost. Stops the
    /// computer, playback and any lesson.
    pub(super) fn replace_game(&mut self, game: ActiveGame, file: Option<PathBuf>, stored: bool) {
        // A game that carries the one on screen on (the friend's, hosted
        // again) loses nothing of it, and takes its place in the list; changes
        // to a file not saved are still kept.
        let carried =
            !self.has_unsaved_changes() && carries_on(&self.game.to_record(), &game.to_record());
        let kept = if carried {
            self.files.kept.take()
        } else {
            self.keep_game_on_screen();
            None
        };
        self.game = game;
        self.files.kept = kept;
        self.files.file = file;
        self.files.saved = stored.then(|| self.game.to_record());
        self.computer.stop();
        self.playback.stop();
        self.lessons.open = None;
        self.lessons.pin = None;
        self.seen_from = None;
        self.network_game_on_board = false;
        // What was typed belongs to the position it was typed over.
        self.move_box = MoveBox::default();
        self.changed = true;
    }

    /// Whether the game's file has changes not saved in it (moves, a review,
    /// a comment).
    pub fn has_unsaved_changes(&self) -> bool {
        self.files.file.is_some() && self.files.saved.as_ref() != Some(&self.game.to_record())
    }

    /// Whether the game on screen would be lost if another took its place:
    /// moves played in it, not a lesson's, and either unfinished and never
    /// saved, or changed since it was saved or read.
    fn would_be_lost(&self) -> bool {
        if self.lessons.open.is_some() || self.game.ply_count() == 0 {
            return false;
        }
        match &self.files.saved {
            // Resumed with changes to its file not saved, or never saved.
            None => self.files.file.is_some() || self.game.outcome().is_none(),
            Some(saved) => *saved != self.game.to_record(),
        }
    }

    /// Keeps the game on screen in the games in progress if another taking
    /// its place would lose it; the status line says where it went.
    fn keep_game_on_screen(&mut self) {
        if !self.would_be_lost() {
            return;
        }
        let record = self.game.to_record();
        let status = match self.keep_in_progress(record, self.files.file.clone()) {
            Ok(_) => Msg::new(m::STATUS_KEPT_IN_PROGRESS).into(),
            Err(error) => Status::Clause(error.message()),
        };
        self.files.status = Some(status);
    }

    /// Keeps the game on screen, as `record`, in the games in progress; the
    /// copy kept of it earlier, if any, leaves the list: a game is listed
    /// once. Its name in the list.
    pub(super) fn keep_in_progress(
        &mut self,
        record: Record,
        file: Option<PathBuf>,
    ) -> Result<String, RecordError> {
        let name = self.stores.kept.keep(record, file)?;
        if let Some(earlier) = self.files.kept.take() {
            self.stores.kept.forget(&earlier)?;
        }
        Ok(name)
    }

    /// The game on screen, kept while it stayed on screen, leaves the games
    /// in progress (it ended, or is in its file now); a game of no file then
    /// counts as never saved again.
    pub(super) fn forget_kept(&mut self) {
        let Some(name) = self.files.kept.take() else {
            return;
        };
        if let Err(error) = self.stores.kept.forget(&name) {
            self.files.status = Some(Status::Clause(error.message()));
        }
        if self.files.file.is_none() {
            self.files.saved = None;
        }
    }

    /// After each change: a game kept while on screen that has now ended
    /// leaves the games in progress, as one resumed from there does.
    pub(super) fn forget_kept_if_over(&mut self) {
        if self.game.outcome().is_some() {
            self.forget_kept();
        }
    }

    /// The games in progress, newest first: each one's name and a line that
    /// describes it.
    pub fn games_in_progress(&self) -> Vec<(String, String)> {
        let tr = self.tr();
        self.stores
            .kept
            .games()
            .iter()
            .map(|kept| {
                let r = &kept.record;
                let summary = tr.msg(
                    &crate::i18n::Msg::new(m::IN_PROGRESS_ENTRY)
                        .with("game", r.kind().id())
                        .with("white", &r.white)
                        .with("black", &r.black)
                        .with("moves", r.moves.len()),
                );
                (kept.name.clone(), summary)
            })
            .collect()
    }

    /// Resumes the game in progress `name`, keeping the one on screen in its
    /// place if that would be lost.
    pub(super) fn resume_kept(&mut self, name: &str) {
        self.stores.kept.reload();
        let kept = match self.stores.kept.take(name) {
            Ok(kept) => kept,
            Err(TakeError::Gone) => {
                let body = self.tr().t(m::IN_PROGRESS_GONE);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
                return;
            }
            Err(TakeError::Record(error)) => {
                let body = self.tr().record_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
                return;
            }
        };
        let loaded = match kept.record.replay() {
            Ok(loaded) => loaded,
            Err(error) => {
                let body = self.tr().record_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
                return;
            }
        };
        let game = ActiveGame::from_loaded(loaded, self.default_names());
        self.modal = None;
        if self.files.kept.as_deref() == Some(name) {
            // The game on screen is this one: it is out of the list now.
            self.files.kept = None;
        }
        // A game kept with changes to its file resumes with them unsaved.
        self.replace_game(game, kept.file, false);
    }

    /// Asks before deleting the game in progress `name`: it cannot be
    /// brought back.
    pub(super) fn ask_discard_kept(&mut self, name: String) {
        let summary = self
            .games_in_progress()
            .into_iter()
            .find_map(|(n, summary)| (n == name).then_some(summary));
        if let Some(summary) = summary {
            self.modal = Some(Modal::ConfirmDiscard { name, summary });
        }
    }

    /// Deletes the game in progress `name`.
    pub(super) fn discard_kept(&mut self, name: &str) {
        self.stores.kept.reload();
        if let Err(TakeError::Record(error)) = self.stores.kept.take(name) {
            let body = self.tr().record_error(&error);
            self.modal = Some(Modal::message(m::SAVE_FAILED, body));
        }
    }

    /// Closing: at once, or after asking if the game's file has changes not
    /// saved.
    pub(super) fn quit(&mut self) {
        if self.has_unsaved_changes() && !self.files.quitting {
            let (name, _) = self
                .files
                .file
                .as_deref()
                .map(file_choice::name_and_folder)
                .unwrap_or_default();
            self.modal = Some(Modal::ConfirmQuit { name });
        } else {
            self.quit_now();
        }
    }

    /// The answer to "save the changes?": saved (and closing only if that
    /// worked), or not.
    pub(super) fn answer_quit(&mut self, save: bool) {
        if !matches!(self.modal, Some(Modal::ConfirmQuit { .. })) {
            return;
        }
        self.modal = None;
        if save && let Some(path) = self.files.file.clone() {
            self.save_to(&path);
            if self.has_unsaved_changes() {
                // The save failed: its message is on screen; nothing closes.
                return;
            }
        }
        self.quit_now();
    }

    fn quit_now(&mut self) {
        self.files.quitting = true;
        self.effects.push(Effect::Quit);
    }

    /// Whether the window may close now: `false` while the game's file has
    /// changes the user was not asked about (the window then asks, with
    /// [`crate::app::command::DialogCommand::Quit`]).
    pub fn may_close(&self) -> bool {
        self.files.quitting || !(self.has_unsaved_changes() || self.network_game_on())
    }

    /// The default players' names in the window's language.
    pub(super) fn default_names(&self) -> [&'static str; 2] {
        let tr = self.tr();
        [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)]
    }
}

/// Whether `later` carries `earlier` on: the same unfinished game (rules,
/// players, start) with every move of `earlier` and maybe more, so putting
/// it in its place loses nothing of it.
fn carries_on(earlier: &Record, later: &Record) -> bool {
    earlier.result.is_none()
        && earlier.game == later.game
        && earlier.first == later.first
        && earlier.start == later.start
        && earlier.start_quiet_plies == later.start_quiet_plies
        && (&earlier.white, &earlier.black) == (&later.white, &later.black)
        && later.moves.starts_with(&earlier.moves)
}
