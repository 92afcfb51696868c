//! The app's file commands: open, save, where to (a file dialog, or a path
//! typed), the autosave and resuming it.

use std::path::{Path, PathBuf};

use super::{App, Effect, FileRequest};
use crate::app::editor::Editor;
use crate::app::file_choice::{self, Purpose};
use crate::app::modal::Modal;
use crate::app::play::ActiveGame;
use crate::i18n::{Tr, m};
use crate::record;

impl App {
    /// Opens the saved game at `path`. If it cannot be read, the game on screen
    /// stays as it was and a message says why.
    pub fn open_path(&mut self, path: &Path) {
        if record::pdn::is_pdn_path(path) {
            self.import_pdn(path);
            return;
        }
        let tr = self.tr();
        match record::load_path(path) {
            Ok(loaded) => {
                let names = [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)];
                self.game = ActiveGame::from_loaded(loaded, names);
                self.file = Some(path.to_path_buf());
                self.lesson = None;
                file_choice::remember(&mut self.settings.recent, path);
                self.modal = None;
                self.anim = None;
                self.autoplay = None;
                self.changed = true;
            }
            Err(error) => {
                self.modal = Some(Modal::message(m::OPEN_FAILED, tr.record_error(&error)));
            }
        }
    }

    /// Saves the game to `path` (adding `.ron` if it has no extension).
    pub fn save_to(&mut self, path: &Path) {
        let path = file_choice::with_extension(path.to_path_buf());
        match record::save_atomic(&path, &self.game.to_record()) {
            Ok(()) => {
                file_choice::remember(&mut self.settings.recent, &path);
                self.status = Some(self.said_where(m::STATUS_SAVED, &path));
                self.file = Some(path);
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
            self.file.as_deref(),
            self.documents.as_deref(),
            self.game.kind().id(),
            &self.game.meta.date,
        );
        if !self.native_dialogs {
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
    pub(super) fn submit_path(&mut self) {
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
        let own = purpose == Purpose::SaveAs && self.file.as_deref() == Some(path.as_path());
        if path.exists() && !own {
            self.modal = Some(Modal::ConfirmOverwrite { purpose, path });
        } else {
            self.write_for(purpose, &path);
        }
    }

    /// Writes the game to `path` as `purpose` asks: saved, or exported as PDN.
    pub(super) fn write_for(&mut self, purpose: Purpose, path: &Path) {
        match purpose {
            Purpose::SaveAs => self.save_to(path),
            Purpose::ExportPdn => self.export_pdn(path),
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
            (_, None) => {}
        }
    }

    /// Reads the games of a PDN file: one good game opens at once; several are
    /// offered in a list (with why any bad one cannot be read).
    pub fn import_pdn(&mut self, path: &Path) {
        match record::pdn::read_path(path) {
            Ok(games) => self.offer_pdn_games(games, Some(path)),
            Err(error) => {
                let body = self.tr().pdn_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
            }
        }
    }

    /// Opens PDN games read from a file (`path`) or pasted.
    fn offer_pdn_games(&mut self, games: Vec<record::pdn::PdnGame>, path: Option<&Path>) {
        let tr = self.tr();
        if let [only] = games.as_slice() {
            match &only.game {
                Ok(loaded) => {
                    let loaded = loaded.clone();
                    self.show_pdn_game(loaded);
                    if let Some(path) = path {
                        file_choice::remember(&mut self.settings.recent, path);
                    }
                }
                Err(error) => {
                    self.modal = Some(Modal::message(m::OPEN_FAILED, tr.pdn_error(error)));
                }
            }
            return;
        }
        let rows = games
            .iter()
            .map(|g| (g.title(), g.game.as_ref().err().map(|e| tr.pdn_error(e))))
            .collect();
        self.modal = Some(Modal::PickGame { games, rows });
    }

    /// Opens game `n` (from 0) of the PDN games on offer.
    pub(super) fn pick_pdn_game(&mut self, n: usize) {
        let Some(Modal::PickGame { games, .. }) = &self.modal else {
            return;
        };
        let Some(Ok(loaded)) = games.get(n).map(|g| g.game.clone()) else {
            return;
        };
        self.show_pdn_game(loaded);
    }

    /// Shows a game read from PDN (it has no file of its own: PDN is not the
    /// app's format).
    fn show_pdn_game(&mut self, loaded: record::LoadedGame) {
        let tr = self.tr();
        let names = [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)];
        self.game = ActiveGame::from_loaded(loaded, names);
        self.computer.stop();
        self.file = None;
        self.lesson = None;
        self.modal = None;
        self.anim = None;
        self.autoplay = None;
        self.changed = true;
    }

    /// Writes the game as PDN (Dama only: PDN is for draughts).
    pub fn export_pdn(&mut self, path: &Path) {
        let path = file_choice::with_extension_of(path.to_path_buf(), record::pdn::EXTENSION);
        match record::pdn::save_atomic(&path, &[self.game.to_record()]) {
            Ok(()) => self.status = Some(self.said_where(m::STATUS_EXPORTED, &path)),
            Err(error) => {
                let body = self.tr().pdn_error(&error);
                self.modal = Some(Modal::message(m::SAVE_FAILED, body));
            }
        }
    }

    /// A status line naming a file and its folder.
    fn said_where(&self, id: &'static str, path: &Path) -> String {
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let folder = path
            .parent()
            .map_or_else(String::new, |f| f.display().to_string());
        crate::i18n::Tr(self.settings.language)
            .f(id, [("name", name.into()), ("folder", folder.into())])
    }

    /// The game as PDN text, or why it cannot be (an Akidada game).
    pub fn game_as_pdn(&self) -> Result<String, String> {
        record::pdn::write(&[self.game.to_record()]).map_err(|e| self.tr().pdn_error(&e))
    }

    /// Opens pasted text: PDN games, or a position string (of either game) in
    /// the position editor, where it can be checked and played.
    pub fn paste_text(&mut self, text: &str) {
        let looks_like_pdn = text.contains('[') || text.contains("1.");
        if looks_like_pdn
            && let Ok(games) = record::pdn::read_str(text)
            && games.iter().any(|g| g.game.is_ok())
        {
            self.offer_pdn_games(games, None);
            return;
        }
        let mut editor = Editor::from_game(&self.game);
        match editor.apply_string(text.trim()) {
            Ok(()) => {
                self.autoplay = None;
                self.anim = None;
                self.modal = Some(Modal::Editor(Box::new(editor)));
            }
            Err(error) => {
                let lang = self.settings.language;
                let mut body = crate::app::text::editor::parse_error(&error, lang);
                if looks_like_pdn && let Err(e) = record::pdn::read_str(text) {
                    body = format!("{body}\n{}", self.tr().pdn_error(&e));
                }
                let body = format!("{}:\n{body}", Tr(lang).t(m::PDN_NOT_UNDERSTOOD));
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
            }
        }
    }

    /// Writes the game to the autosave (on the autosave thread).
    pub(super) fn autosave(&self) {
        if let Some(autosaver) = &self.autosaver {
            autosaver.save(self.game.to_record());
        }
    }

    /// At start: if the autosave holds an unfinished game, offer to resume it.
    pub(super) fn offer_resume(&mut self) {
        let Some(path) = self.autosaver.as_ref().map(|a| a.path().to_path_buf()) else {
            return;
        };
        let Ok(loaded) = record::load_path(&path) else {
            return;
        };
        if loaded.move_count() == 0 || loaded.outcome().is_some() {
            return;
        }
        let tr = self.tr();
        let names = [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)];
        let game = ActiveGame::from_loaded(loaded, names);
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
        match self.file.as_deref().and_then(Path::file_name) {
            Some(name) => format!("{} — {app}", name.to_string_lossy()),
            None => app.to_string(),
        }
    }
}
