//! Most of what the window and tests read of the app (the highlights, the
//! trainer and the analysis line have their readers beside their state). They
//! change it through commands ([`App::apply`]), besides the frame's own calls
//! (`begin_frame`, `end_frame`, a chosen file, the start-up file) and the
//! dialog on screen, whose text fields and choices the window's widgets edit
//! in place ([`App::modal_mut`]).

use std::path::Path;

use super::App;
use crate::ai::worker::Wake;
use crate::app::anim::Anim;
use crate::app::computer::Computer;
use crate::app::editor::Editor;
use crate::app::highlight::Highlight;
use crate::app::modal::Modal;
use crate::app::play::{ActiveGame, GamePlay};
use crate::app::settings::Settings;
use crate::app::text::Tr;
use crate::lessons::Lesson;

impl App {
    pub fn game(&self) -> &ActiveGame {
        &self.game
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn tr(&self) -> Tr {
        Tr(self.settings.language)
    }

    /// What is over the board, if anything.
    pub fn modal(&self) -> Option<&Modal> {
        self.modal.as_ref()
    }

    /// The dialog on screen, for the window's widgets to edit what is typed
    /// and chosen in it (what it is answered with comes as a command).
    pub fn modal_mut(&mut self) -> Option<&mut Modal> {
        self.modal.as_mut()
    }

    /// [`App::modal_mut`], beside the game the dialog is about.
    pub fn modal_mut_and_game(&mut self) -> (Option<&mut Modal>, &ActiveGame) {
        (self.modal.as_mut(), &self.game)
    }

    /// Whether something over the board must be answered first: the board,
    /// the shortcuts and the computer wait while it is there.
    pub fn modal_open(&self) -> bool {
        self.modal.is_some()
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.modal {
            Some(Modal::Editor(editor)) => Some(editor),
            _ => None,
        }
    }

    /// The animation of the last move, while it runs.
    pub fn anim(&self) -> Option<&Anim> {
        self.playback.anim()
    }

    /// Whether autoplay runs.
    pub fn autoplaying(&self) -> bool {
        self.playback.autoplaying()
    }

    /// The line under the board that says what was just done ("Saved ..."),
    /// in the language of the moment.
    pub fn status(&self) -> Option<String> {
        self.files.status.as_ref().map(|s| s.words(self.tr()))
    }

    /// The file the game was opened from or last saved to.
    pub fn file(&self) -> Option<&Path> {
        self.files.file.as_deref()
    }

    /// Where a file name typed without a folder goes: the user's documents.
    pub fn documents(&self) -> Option<&Path> {
        self.files.documents.as_deref()
    }

    /// The built-in lessons.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons.all
    }

    /// The lesson on screen, if the game is one.
    pub fn lesson(&self) -> Option<&Lesson> {
        self.lessons.open.as_ref()
    }

    /// A teaching variant kept drawn on the board.
    pub fn teaching_pin(&self) -> Option<&Highlight> {
        self.lessons.pin.as_ref()
    }

    /// The computer: its moves, hints, analysis, reviews.
    pub fn computer(&self) -> &Computer {
        self.computer.engine()
    }

    /// Whether the person has stopped the computer (it makes no move until
    /// let go).
    pub fn paused(&self) -> bool {
        self.computer.paused()
    }

    /// How the computer's workers wake the window when they have news.
    pub fn set_wake(&mut self, wake: Wake) {
        self.computer.set_wake(wake);
    }

    /// The position on the board as a position string.
    pub fn position_string(&self) -> String {
        match &self.game.play {
            GamePlay::Akidada(p) => p.session.position().to_string(),
            GamePlay::Dama(p) => p.session.position().to_string(),
        }
    }
}
