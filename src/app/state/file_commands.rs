//! The app's file commands: open, save, where to (a file dialog, or a path
//! typed), and resuming the autosaved game.

use std::path::{Path, PathBuf};

use super::{App, Effect, FileRequest};
use crate::app::command::FileCommand;
use crate::app::file_choice::{self, Purpose};
use crate::app::modal::Modal;
use crate::app::play::ActiveGame;
use crate::app::text::Status;
use crate::app::training::course_proof;
use crate::i18n::{Msg, m};
use crate::record::{self, Record};

/// The game's file and how the user chooses files.
pub(super) struct Files {
    /// The file the game was opened from or last saved to.
    pub(super) file: Option<PathBuf>,
    /// Whether the window can show the system's file dialogs; if not, the app
    /// asks for a path itself.
    pub(super) native_dialogs: bool,
    /// Where a file name typed without a folder goes: the user's documents.
    pub(super) documents: Option<PathBuf>,
    /// The line under the board that says what was just done ("Saved ..."),
    /// worded when shown.
    pub(super) status: Option<Status>,
    /// The game as it stands where it can be found again (its file, the PDN
    /// file or the lesson it came from): `None` if nowhere.
    pub(super) saved: Option<Record>,
    /// The name in the games in progress under which the game on the board
    /// was kept while it stayed on the board (a network game broken off): it
    /// leaves the list when the game ends, is saved or is kept again, so it
    /// is listed once, and only while unfinished.
    pub(super) kept: Option<String>,
    /// The user chose to close (after answering about unsaved changes).
    pub(super) quitting: bool,
    /// A teacher's level from the editor, proven, waiting for where to go.
    pub(super) level_to_save: Option<String>,
}

impl Files {
    pub(super) fn new(documents: Option<PathBuf>) -> Files {
        Files {
            file: None,
            native_dialogs: false,
            documents,
            status: None,
            saved: None,
            kept: None,
            quitting: false,
            level_to_save: None,
        }
    }
}

impl App {
    /// Opening, saving and resuming.
    pub(super) fn file_command(&mut self, command: FileCommand) {
        match command {
            FileCommand::Open => self.start_picker(Purpose::Open),
            FileCommand::Save => match self.files.file.clone() {
                Some(path) => self.save_to(&path),
                None => self.start_picker(Purpose::SaveAs),
            },
            FileCommand::SaveAs => self.start_picker(Purpose::SaveAs),
            FileCommand::OpenPath(path) => {
                self.modal = None;
                self.computer.stop();
                self.open_path(&path);
            }
            FileCommand::SavePath(path) => {
                self.modal = None;
                self.save_to(&path);
            }
            FileCommand::SubmitPath => self.submit_path(),
            FileCommand::ConfirmOverwrite => {
                if let Some(Modal::ConfirmOverwrite { purpose, path }) = self.modal.take() {
                    self.write_for(purpose, &path);
                }
            }
            FileCommand::Resume => {
                if let Some(Modal::Resume { game, .. }) = self.modal.take() {
                    self.replace_game(*game, None, false);
                }
            }
            FileCommand::ResumeKept(name) => self.resume_kept(&name),
            FileCommand::DiscardKept(name) => self.ask_discard_kept(name),
            FileCommand::ConfirmDiscardKept => {
                if let Some(Modal::ConfirmDiscard { name, .. }) = self.modal.take() {
                    self.discard_kept(&name);
                }
            }
        }
    }

    /// Opens the saved game (or a teacher's level file) at `path`. If it cannot be read, the game on screen
    /// stays as it was and a message says why.
    pub fn open_path(&mut self, path: &Path) {
        if record::pdn::is_pdn_path(path) {
            self.import_pdn(path);
            return;
        }
        // A teacher's level file opens in the course view.
        if let Ok(text) = std::fs::read_to_string(path)
            && course_proof::looks_like_levels(&text)
        {
            self.open_level_file(path, &text);
            return;
        }
        let tr = self.tr();
        match record::load_path(path) {
            Ok(loaded) => {
                let game = ActiveGame::from_loaded(loaded, self.default_names());
                self.replace_game(game, Some(path.to_path_buf()), true);
                file_choice::remember(&mut self.settings.recent, path);
                self.modal = None;
            }
            Err(error) => {
                self.modal = Some(Modal::message(m::OPEN_FAILED, tr.record_error(&error)));
            }
        }
    }

    /// Saves the game to `path` (adding `.ron` if it has no extension).
    pub(super) fn save_to(&mut self, path: &Path) {
        let path = file_choice::with_extension(path.to_path_buf());
        match record::save_atomic(&path, &self.game.to_record()) {
            Ok(()) => {
                file_choice::remember(&mut self.settings.recent, &path);
                self.files.status = Some(self.said_where(m::STATUS_SAVED, &path));
                self.files.file = Some(path);
                self.forget_kept();
                self.files.saved = Some(self.game.to_record());
            }
            Err(error) => {
                let body = self.tr().record_error(&error);
                self.modal = Some(Modal::message(m::SAVE_FAILED, body));
            }
        }
    }

    /// Asks where to open from or save to: the system's dialog if there is one,
    /// otherwise a prompt in the window that says why. Each purpose proposes
    /// its own folder and name ([`file_choice::proposal`]).
    pub(super) fn start_picker(&mut self, purpose: Purpose) {
        let (folder, name) = file_choice::proposal(
            purpose,
            self.files.file.as_deref(),
            self.files.documents.as_deref(),
            self.game.kind().id(),
            &self.game.meta.date,
        );
        #[cfg(target_arch = "wasm32")]
        if purpose.writes() {
            self.download(purpose, &name);
            return;
        }
        if !self.files.native_dialogs {
            self.modal = Some(Modal::PathPrompt {
                purpose,
                path: name,
                folder,
            });
            return;
        }
        let tr = self.tr();
        let title = match purpose {
            Purpose::Open => tr.t(m::OPEN_TITLE),
            Purpose::SaveAs => tr.t(m::SAVE_AS_TITLE),
            Purpose::ImportPdn => tr.t(m::PDN_IMPORT_PDN),
            Purpose::ExportPdn => tr.t(m::PDN_EXPORT_PDN),
            Purpose::SaveLevel => tr.t(m::EDITOR_LEVEL_SAVE_TITLE),
        };
        self.effects.push(Effect::PickFile(FileRequest {
            purpose,
            title: title.to_string(),
            folder,
            name,
        }));
    }

    /// The path typed in the prompt: read it, or write it, asking first if
    /// that would replace a file (other than the open game's own, saved again).
    fn submit_path(&mut self) {
        let Some(Modal::PathPrompt {
            purpose,
            path,
            folder,
        }) = &self.modal
        else {
            return;
        };
        if path.trim().is_empty() {
            return;
        }
        let (purpose, path) = (
            *purpose,
            file_choice::resolve(*purpose, path, folder.as_deref()),
        );
        self.modal = None;
        if !purpose.writes() {
            self.file_chosen(purpose, Some(path));
            return;
        }
        let own = purpose == Purpose::SaveAs && self.files.file.as_deref() == Some(path.as_path());
        if path.exists() && !own {
            self.modal = Some(Modal::ConfirmOverwrite { purpose, path });
        } else {
            self.write_for(purpose, &path);
        }
    }

    /// Writes the game to `path` as `purpose` asks: saved, or exported as PDN.
    fn write_for(&mut self, purpose: Purpose, path: &Path) {
        match purpose {
            Purpose::SaveAs => self.save_to(path),
            Purpose::ExportPdn => self.export_pdn(path),
            Purpose::SaveLevel => self.save_level(path),
            Purpose::Open | Purpose::ImportPdn => {}
        }
    }

    /// The answer of a file dialog: the file chosen for `purpose`, or `None`
    /// if it was cancelled.
    pub fn file_chosen(&mut self, purpose: Purpose, path: Option<PathBuf>) {
        match (purpose, path) {
            (Purpose::Open, Some(path)) => self.open_path(&path),
            (Purpose::SaveAs, Some(path)) => self.save_to(&path),
            (Purpose::ImportPdn, Some(path)) => self.import_pdn(&path),
            (Purpose::ExportPdn, Some(path)) => self.export_pdn(&path),
            (Purpose::SaveLevel, Some(path)) => self.save_level(&path),
            (_, None) => {}
        }
    }

    /// A file the browser read for `purpose` (chosen in its dialog, or
    /// dropped on the page): `name` is all it tells of where it was. Opened
    /// as [`App::open_path`] opens a file; if it cannot be, the game on
    /// screen stays and a message names the file and says why.
    pub fn contents_chosen(&mut self, purpose: Purpose, name: &str, bytes: &[u8]) {
        self.modal = None;
        self.computer.stop();
        let tr = self.tr();
        let failed = |why: String| Modal::message(m::OPEN_FAILED, format!("{name}: {why}"));
        if purpose == Purpose::ImportPdn || record::pdn::is_pdn_path(name) {
            match record::pdn::read_bytes(bytes) {
                Ok(games) => self.offer_pdn_games(games, None),
                Err(error) => self.modal = Some(failed(tr.pdn_error(&error))),
            }
            return;
        }
        if let Ok(text) = std::str::from_utf8(bytes)
            && course_proof::looks_like_levels(text)
        {
            self.open_level_file(Path::new(name), text);
            return;
        }
        match record::load_bytes(bytes) {
            Ok(loaded) => {
                let game = ActiveGame::from_loaded(loaded, self.default_names());
                self.replace_game(game, None, true);
            }
            Err(error) => self.modal = Some(failed(tr.record_error(&error))),
        }
    }

    /// In a web page: the file `purpose` writes, handed to the browser to
    /// download under `name` (with its extension), and the status line
    /// saying where it went.
    #[cfg(target_arch = "wasm32")]
    fn download(&mut self, purpose: Purpose, name: &str) {
        let named = |ext: &str| {
            file_choice::with_extension_of(PathBuf::from(name), ext)
                .to_string_lossy()
                .into_owned()
        };
        let (name, text, saved) = match purpose {
            Purpose::SaveAs => {
                let saved = self.game.to_record();
                (named(record::EXTENSION), saved.to_ron(), Some(saved))
            }
            Purpose::ExportPdn => match self.game_as_pdn() {
                Ok(text) => (named(record::pdn::EXTENSION), text, None),
                Err(body) => {
                    self.modal = Some(Modal::message(m::SAVE_FAILED, body));
                    return;
                }
            },
            Purpose::SaveLevel => match self.files.level_to_save.take() {
                Some(text) => (named(record::EXTENSION), text, None),
                None => return,
            },
            Purpose::Open | Purpose::ImportPdn => return,
        };
        self.files.status = Some(
            Msg::new(m::STATUS_DOWNLOADED)
                .with("name", name.clone())
                .into(),
        );
        self.effects.push(Effect::Download { name, text });
        if let Some(saved) = saved {
            self.forget_kept();
            self.files.saved = Some(saved);
        }
    }

    /// Writes the teacher's level waiting to be saved (to a temporary file,
    /// then renamed over the old one).
    fn save_level(&mut self, path: &Path) {
        let Some(text) = self.files.level_to_save.take() else {
            return;
        };
        let path = file_choice::with_extension(path.to_path_buf());
        match course_proof::save_level_file(&path, &text) {
            Ok(()) => self.files.status = Some(self.said_where(m::EDITOR_LEVEL_SAVED, &path)),
            Err(e) => {
                let body = self
                    .tr()
                    .f(m::EDITOR_LEVEL_NOT_SAVED, [("error", e.to_string().into())]);
                self.modal = Some(Modal::message(m::SAVE_FAILED, body));
            }
        }
    }

    /// A status line naming a file and its folder.
    pub(super) fn said_where(&self, id: &'static str, path: &Path) -> Status {
        let (name, folder) = file_choice::name_and_folder(path);
        Msg::new(id)
            .with("name", name)
            .with("folder", folder)
            .into()
    }

    /// At start: if the autosave holds an unfinished game, offer to resume it.
    pub(super) fn offer_resume(&mut self) {
        let Some(loaded) = self.stores.autosaver.as_ref().and_then(|a| a.load()) else {
            return;
        };
        if loaded.move_count() == 0 || loaded.outcome().is_some() {
            return;
        }
        let tr = self.tr();
        let game = ActiveGame::from_loaded(loaded, self.default_names());
        let summary = tr.resume_summary(
            game.kind(),
            game.move_texts().len(),
            &game.players.names,
            &game.meta.date,
        );
        // One question at a time: the new-game form comes back if the user
        // declines to resume.
        self.modal = Some(Modal::Resume {
            game: Box::new(game),
            summary,
        });
    }

    /// The window's title: the open file's name, then the app's.
    pub fn window_title(&self) -> String {
        let app = self.tr().t(m::APP_TITLE);
        match self.files.file.as_deref().and_then(Path::file_name) {
            Some(name) => format!("{} — {app}", name.to_string_lossy()),
            None => app.to_string(),
        }
    }
}
