//! The app without its window: the game, the one modal, the settings, the
//! computer, files, a network game and the trainer. Commands come in
//! ([`App::apply`]); what only a window can do (a clipboard, a native file
//! dialog, closing) goes out as [`Effect`]s. The frame's time is given
//! (`now`), so every step can be driven by a test; only a network game reads
//! the clock itself (its link keeps the clocks on its own thread, and the
//! status line counts down to a reconnection), and the trainer dates its
//! history of attempts.
//!
//! [`App`] is made of owned parts, each in its own module with the commands
//! it carries out: the game and its moves (`game_commands`, `clocks`), the
//! game kept when another takes its place (`keeping`), files and dialogs
//! (`file_commands`, `pdn_commands`, `dialogs`, `stores`), lessons
//! (`lessons`), playback (`playback`), the computer (`computer_turns`,
//! `highlights`), the move box and what a screen reader is told (`typed`,
//! `spoken`), a game over the network (`network`), the trainer (`training`)
//! and the settings (`settings_commands`). [`App::apply`] hands each command
//! to its part; what the window reads comes through the accessors of `view`.

mod clocks;
mod computer_turns;
mod dialogs;
mod file_commands;
mod game_commands;
mod highlights;
mod keeping;
mod lessons;
mod network;
mod pdn_commands;
mod playback;
mod settings_commands;
mod spoken;
mod stores;
mod training;
mod typed;
mod view;

use std::path::PathBuf;

use super::autosave::{self, Autosaver};
use super::command::Command;
use super::computer::Computer;
use super::file_choice::Purpose;
use super::in_progress::GamesInProgress;
use super::modal::{LotReveal, Modal};
use super::network::NetOptions;
use super::new_game::NewGameForm;
use super::play::{ActiveGame, Players, RuleSet};
use super::settings::{Settings, SettingsFile};
use super::text::{Status, Tr};
use super::typed_move::MoveBox;
use crate::app::sound::Sound;
use crate::games::akidada::AkidadaRules;
use crate::i18n::{Msg, m};
use crate::rng::Rng;
use computer_turns::ComputerSeat;
use file_commands::Files;
use lessons::Lessons;
use playback::Playback;
use stores::Stores;

pub use computer_turns::PANEL_LINES;
pub use playback::LinePreview;

/// What the app asks of the window it runs in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Put this text on the clipboard.
    CopyText(String),
    /// Close the window.
    Quit,
    /// Show the system's file dialog; its answer comes back as
    /// [`App::file_chosen`].
    PickFile(FileRequest),
    /// Play this sound (asked only while the sound setting is on).
    Sound(Sound),
    /// Hand this file to the browser to download (a web page writes no
    /// file itself).
    #[cfg(target_arch = "wasm32")]
    Download { name: String, text: String },
}

/// A file dialog to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRequest {
    pub purpose: Purpose,
    pub title: String,
    /// The folder it opens in.
    pub folder: Option<PathBuf>,
    /// The file name proposed (when saving).
    pub name: String,
}

/// The whole application state, without painting.
pub struct App {
    settings: Settings,
    game: ActiveGame,
    /// What is over the board, if anything: one at a time.
    modal: Option<Modal>,
    /// The game's file, the file dialogs, the status line.
    files: Files,
    /// What is kept between runs: the autosave, the settings, the progress.
    stores: Stores,
    /// The built-in lessons, the one open, a variant pinned.
    lessons: Lessons,
    /// The last move's animation, autoplay, an analysis line played through.
    playback: Playback,
    /// The computer, whether it is paused, a hint asked for.
    computer: ComputerSeat,
    /// What the window is asked to do, gathered until it takes them.
    effects: Vec<Effect>,
    /// The game changed since the last frame and must be autosaved.
    changed: bool,
    /// A move being typed in notation beside the board.
    move_box: MoveBox,
    /// The network game's link, while one runs.
    net: Option<network::NetSeat>,
    /// Where and how to host and join.
    net_options: NetOptions,
    /// The side the network game on the board is played from: the board
    /// stays turned for it once the game ends, until another game comes.
    seen_from: Option<crate::games::Side>,
    /// The game on the board was played over the network, until another game
    /// comes: without its link it is broken off, its clocks standing still.
    network_game_on_board: bool,
    /// What a screen reader has been told of the game.
    herald: super::speech::Herald,
}

impl App {
    /// A fresh app: an Akidada game between two people, with the new-game form
    /// open to choose another.
    pub fn new(settings: Settings) -> App {
        let tr = Tr(settings.language);
        let players = Players::humans(tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME));
        let game = ActiveGame::new(
            RuleSet::Akidada(AkidadaRules::default()),
            players,
            Rng::from_entropy().next_u64(),
        );
        App {
            modal: Some(Modal::NewGame(NewGameForm::new(&game, tr))),
            settings,
            game,
            files: Files::new(crate::paths::documents_dir()),
            stores: Stores::default(),
            lessons: Lessons::new(crate::lessons::builtin()),
            playback: Playback::default(),
            computer: ComputerSeat::new(Computer::default()),
            effects: Vec::new(),
            changed: false,
            move_box: MoveBox::default(),
            net: None,
            net_options: NetOptions::default(),
            seen_from: None,
            network_game_on_board: false,
            herald: super::speech::Herald::default(),
        }
    }

    /// The same app keeping what it keeps between runs in `dir` (the data
    /// folder): the game saved after every move in an autosave of this
    /// window's own, and the games in progress. If the autosave holds an
    /// unfinished game (the app was closed or killed mid-game), the user is
    /// offered to resume it; unfinished games left by other windows that
    /// closed go to the games in progress.
    pub fn with_data_dir(mut self, dir: &std::path::Path) -> App {
        self.stores.kept = GamesInProgress::in_folder(dir.join("in-progress"));
        let claim = autosave::claim(dir);
        for left in claim.left_over {
            if self.stores.kept.keep(left.record, None).is_ok() {
                let _ = std::fs::remove_file(&left.path);
            }
        }
        match claim.slot {
            Some(slot) => {
                self.stores.autosaver = Some(Autosaver::for_slot(slot));
                self.offer_resume();
            }
            None => self.files.status = Some(Msg::new(m::STATUS_NO_AUTOSAVE).into()),
        }
        self
    }

    /// The same app in a web page: the game saved after every move in the
    /// browser's storage, and offered back when the page is opened again.
    #[cfg(target_arch = "wasm32")]
    pub fn with_browser_autosave(mut self) -> App {
        self.stores.autosaver = Some(Autosaver::in_browser());
        self.stores.kept = GamesInProgress::in_browser();
        self.offer_resume();
        self
    }

    /// The same app, keeping its settings in `file` from now on.
    pub fn with_settings_file(mut self, file: SettingsFile) -> App {
        self.stores.settings_file = Some(file);
        self
    }

    /// The same app, keeping the trainer's progress in `file` (`None`: in
    /// memory only).
    pub fn with_training_file(mut self, file: Option<PathBuf>) -> App {
        self.stores.training_file = file;
        self
    }

    /// The same app, putting a file name typed without a folder in
    /// `documents` (`None`: where the app runs).
    pub fn with_documents(mut self, documents: Option<PathBuf>) -> App {
        self.files.documents = documents;
        self
    }

    /// The same app, asking the window for the system's file dialogs if
    /// `native` (otherwise it asks for a path itself).
    pub fn with_native_dialogs(mut self, native: bool) -> App {
        self.files.native_dialogs = native;
        self
    }

    /// The same app, saying `status` under the board (a warning about the
    /// settings file read at start, say).
    pub fn with_status(mut self, status: Option<String>) -> App {
        self.files.status = status.map(Status::Text);
        self
    }

    /// The same app, its computer `computer` (one keeping its tables
    /// elsewhere, say).
    pub fn with_computer(mut self, computer: Computer) -> App {
        self.computer = ComputerSeat::new(computer);
        self
    }

    /// The same app playing `game`, with nothing over the board: a position
    /// set up by a test, a bench or a demo.
    pub fn with_game(mut self, game: ActiveGame) -> App {
        self.game = game;
        self.modal = None;
        self
    }

    /// What the window is asked to do, since it last asked.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The start of a frame at time `now`: the computer's news.
    pub fn begin_frame(&mut self, now: f64) {
        self.tick_clock(now);
        self.run_network(now);
        self.run_computer(now);
        self.tick_clock(now);
    }

    /// The end of a frame: save what changed, step autoplay and animations.
    /// Returns how soon the window should paint again unasked (`None`: only
    /// on input), in seconds.
    pub fn end_frame(&mut self, now: f64) -> Option<f64> {
        self.tick_clock(now);
        if std::mem::take(&mut self.changed) {
            self.lessons.pin = None;
            self.forget_kept_if_over();
            self.stores.autosave(&self.game);
        }
        if let Some(error) = self.stores.keep_settings(&self.settings) {
            self.files.status = Some(error);
        }
        [
            self.step_autoplay(now),
            self.step_training(now),
            self.playback.step_animation(now),
            self.lot_wait(now),
            self.computer.wait(),
            self.clock_wait(),
            self.network_wait(),
        ]
        .into_iter()
        .flatten()
        .reduce(f64::min)
    }

    /// While the lot is drawn on screen: paint again at once.
    fn lot_wait(&self, now: f64) -> Option<f64> {
        match &self.modal {
            Some(Modal::Lot(lot)) if now - lot.started < LotReveal::SECONDS => Some(0.0),
            _ => None,
        }
    }

    /// Carries out one command at time `now`.
    pub fn apply(&mut self, command: Command, now: f64) {
        // A flag that fell before this command ends the game first.
        self.tick_clock(now);
        if let Some(command) = self.network_intercept(command) {
            self.apply_command(command, now);
        }
        self.tick_clock(now);
    }

    /// Hands `command` to the part of the app it is for.
    fn apply_command(&mut self, command: Command, now: f64) {
        match command {
            Command::Game(command) => self.game_command(command, now),
            Command::Move(command) => self.move_command(command, now),
            Command::Playback(command) => self.playback_command(command, now),
            Command::File(command) => self.file_command(command),
            Command::Pdn(command) => self.pdn_command(command),
            Command::Dialog(command) => self.dialog_command(command),
            Command::Settings(command) => self.settings_command(command),
            Command::Lesson(command) => self.lesson_command(command),
            Command::Computer(command) => self.computer_command(command),
            Command::Network(command) => self.network_command(command, now),
            Command::Training(command) => self.apply_training(command, now),
        }
    }

    /// Saves the game one last time (the window is closing).
    pub fn finish(&mut self) {
        self.stores.finish(&self.game);
    }
}
