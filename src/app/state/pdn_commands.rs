//! PDN and the clipboard: games imported from and exported to PDN files,
//! the game or the position copied, and pasted text opened (PDN games, or a
//! position string in the editor).

use std::path::Path;

use super::{App, Effect};
use crate::app::command::PdnCommand;
use crate::app::file_choice::{self, Purpose};
use crate::app::modal::Modal;
use crate::app::play::ActiveGame;
use crate::i18n::{Tr, m};
use crate::record;

impl App {
    /// PDN files, copying and pasting.
    pub(super) fn pdn_command(&mut self, command: PdnCommand) {
        match command {
            PdnCommand::ImportPdn => self.start_picker(Purpose::ImportPdn),
            PdnCommand::ExportPdn => match self.game_as_pdn() {
                Ok(_) => self.start_picker(Purpose::ExportPdn),
                Err(body) => self.modal = Some(Modal::message(m::SAVE_FAILED, body)),
            },
            PdnCommand::ExportPath(path) => {
                self.modal = None;
                self.export_pdn(&path);
            }
            PdnCommand::PickGame(n) => self.pick_pdn_game(n),
            PdnCommand::CopyPosition => self.effects.push(Effect::CopyText(self.position_string())),
            PdnCommand::CopyPdn => match self.game_as_pdn() {
                Ok(text) => self.effects.push(Effect::CopyText(text)),
                Err(body) => self.modal = Some(Modal::message(m::SAVE_FAILED, body)),
            },
            PdnCommand::PastePrompt => {
                self.modal = Some(Modal::Paste {
                    text: String::new(),
                })
            }
            PdnCommand::PasteText(text) => self.paste_text(&text),
        }
    }

    /// Reads the games of a PDN file: one good game opens at once; several are
    /// offered in a list (with why any bad one cannot be read).
    pub(super) fn import_pdn(&mut self, path: &Path) {
        match record::pdn::read_path(path) {
            Ok(games) => self.offer_pdn_games(games, Some(path)),
            Err(error) => {
                let body = self.tr().pdn_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
            }
        }
    }

    /// Opens PDN games read from a file (`path`) or pasted.
    pub(super) fn offer_pdn_games(
        &mut self,
        games: Vec<record::pdn::PdnGame>,
        path: Option<&Path>,
    ) {
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
    fn pick_pdn_game(&mut self, n: usize) {
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
        let game = ActiveGame::from_loaded(loaded, self.default_names());
        // Kept in the PDN file it came from: only moves played since would
        // be lost.
        self.replace_game(game, None, true);
        self.modal = None;
    }

    /// Writes the game as PDN (Dama only: PDN is for draughts).
    pub(super) fn export_pdn(&mut self, path: &Path) {
        let path = file_choice::with_extension_of(path.to_path_buf(), record::pdn::EXTENSION);
        match record::pdn::save_atomic(&path, &[self.game.to_record()]) {
            Ok(()) => self.files.status = Some(self.said_where(m::STATUS_EXPORTED, &path)),
            Err(error) => {
                let body = self.tr().pdn_error(&error);
                self.modal = Some(Modal::message(m::SAVE_FAILED, body));
            }
        }
    }

    /// The game as PDN text, or why it cannot be (an Akidada game).
    pub(super) fn game_as_pdn(&self) -> Result<String, String> {
        record::pdn::write(&[self.game.to_record()]).map_err(|e| self.tr().pdn_error(&e))
    }

    /// Opens pasted text: PDN games, or a position string (of either game) in
    /// the position editor, where it can be checked and played.
    pub(super) fn paste_text(&mut self, text: &str) {
        let looks_like_pdn = text.contains('[') || text.contains("1.");
        if looks_like_pdn
            && let Ok(games) = record::pdn::read_str(text)
            && games.iter().any(|g| g.game.is_ok())
        {
            self.offer_pdn_games(games, None);
            return;
        }
        let mut editor = self.new_editor();
        match editor.apply_string(text.trim()) {
            Ok(()) => {
                self.playback.stop();
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
}
