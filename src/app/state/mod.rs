//! The app without its window: the game, the one modal, the settings, the
//! computer, files. Commands come in ([`App::apply`]); what only a window can
//! do (a clipboard, a native file dialog, closing) goes out as [`Effect`]s.
//! Time is given, never read, so every step can be driven by a test.

mod computer_turns;
mod file_commands;
mod line_preview;
mod training;

use std::path::PathBuf;

use super::anim::Anim;
use super::autosave::Autosaver;
use super::command::Command;
use super::computer::{Computer, Ticket};
use super::editor::{Editor, EditorOutcome};
use super::file_choice::Purpose;
use super::highlight::{BoardInput, Highlight};
use super::modal::{LotReveal, Modal};
use super::new_game::NewGameForm;
use super::play::{ActiveGame, GamePlay, InputEvent, Players, RuleSet};
use super::settings::{Settings, SettingsFile};
use super::text::Tr;
use crate::app::sound::Sound;
use crate::games::Side;
use crate::games::akidada::{AkidadaRules, Point};
use crate::games::dama::Square;
use crate::i18n::m;
use crate::lessons::Lesson;
use crate::rng::Rng;

pub use computer_turns::PANEL_LINES;
pub use line_preview::LinePreview;

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
    pub settings: Settings,
    pub game: ActiveGame,
    /// What is over the board, if anything: one at a time.
    pub modal: Option<Modal>,
    /// The animation of the last move, while it runs.
    pub anim: Option<Anim>,
    /// While autoplay runs: when the next move is shown.
    pub autoplay: Option<f64>,
    /// The file the game was opened from or last saved to.
    pub file: Option<PathBuf>,
    /// Whether the window can show the system's file dialogs; if not, the app
    /// asks for a path itself.
    pub native_dialogs: bool,
    /// Where a file name typed without a folder goes: the user's documents.
    pub documents: Option<PathBuf>,
    /// The line under the board that says what was just done ("Saved ...").
    pub status: Option<String>,
    /// Where the game is saved after every move (none in tests).
    autosaver: Option<Autosaver>,
    /// Where the settings are kept, written as soon as one changes (none in
    /// tests).
    settings_file: Option<SettingsFile>,
    /// The game changed since the last frame and must be autosaved.
    changed: bool,
    /// The built-in lessons.
    pub lessons: Vec<Lesson>,
    /// The lesson on screen, if the game is one.
    pub lesson: Option<Lesson>,
    /// A teaching variant kept drawn on the board.
    pub teaching_pin: Option<Highlight>,
    /// The computer: its moves, hints, analysis, reviews.
    pub computer: Computer,
    /// The computer stopped by the person (it makes no move until let go).
    pub paused: bool,
    /// A hint asked for in the position with this ticket.
    pub hint: Option<Ticket>,
    /// What the window is asked to do, gathered until it takes them.
    effects: Vec<Effect>,
    /// Where the trainer keeps the user's progress (none in tests).
    pub training_file: Option<PathBuf>,
    /// An analysis line being played through on the board.
    line_preview: Option<line_preview::LinePreview>,
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
            modal: Some(Modal::NewGame(NewGameForm::new(&game))),
            settings,
            game,
            anim: None,
            autoplay: None,
            file: None,
            native_dialogs: false,
            documents: crate::paths::documents_dir(),
            status: None,
            autosaver: None,
            settings_file: None,
            changed: false,
            lessons: crate::lessons::builtin(),
            lesson: None,
            teaching_pin: None,
            computer: Computer::default(),
            paused: false,
            hint: None,
            effects: Vec::new(),
            training_file: None,
            line_preview: None,
        }
    }

    /// The same app, saving the game to `path` after every move; if that file
    /// holds an unfinished game (the app was closed or killed mid-game), the user
    /// is offered to resume it.
    pub fn with_autosave(mut self, path: PathBuf) -> App {
        self.autosaver = Some(Autosaver::new(path));
        self.offer_resume();
        self
    }

    /// The same app, keeping its settings in `file` from now on.
    pub fn with_settings_file(mut self, file: SettingsFile) -> App {
        self.settings_file = Some(file);
        self
    }

    pub fn tr(&self) -> Tr {
        Tr(self.settings.language)
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

    /// What the window is asked to do, since it last asked.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The position on the board as a position string.
    pub fn position_string(&self) -> String {
        match &self.game.play {
            GamePlay::Akidada(p) => p.session.position().to_string(),
            GamePlay::Dama(p) => p.session.position().to_string(),
        }
    }

    /// The start of a frame at time `now`: the computer's news.
    pub fn begin_frame(&mut self, now: f64) {
        self.tick_clock(now);
        self.run_computer(now);
        self.tick_clock(now);
    }

    /// The end of a frame: save what changed, step autoplay and animations.
    /// Returns how soon the window should paint again unasked (`None`: only
    /// on input), in seconds.
    pub fn end_frame(&mut self, now: f64) -> Option<f64> {
        self.tick_clock(now);
        if std::mem::take(&mut self.changed) {
            self.teaching_pin = None;
            self.autosave();
        }
        if let Some(file) = &mut self.settings_file
            && let Err(e) = file.keep(&self.settings)
        {
            // Kept in memory; said once, not every frame: the next change
            // tries again.
            self.status = Some(e.to_string());
            self.settings_file = None;
        }
        let mut soon: Option<f64> = None;
        let mut want = |after: f64| soon = Some(soon.map_or(after, |s: f64| s.min(after)));
        if let Some(wait) = self.step_autoplay(now) {
            want(wait);
        }
        if let Some(wait) = self.step_training(now) {
            want(wait);
        }
        if let Some(anim) = &self.anim {
            if anim.finished(now) {
                self.anim = None;
            }
            want(0.0);
        }
        if let Some(Modal::Lot(lot)) = &self.modal
            && now - lot.started < LotReveal::SECONDS
        {
            want(0.0);
        }
        // The least thinking time runs on the clock, not on events: look again.
        if self.computer.thinking() || self.computer.review_progress().is_some() {
            want(0.1);
        }
        // A running clock is shown to the tenth under ten seconds.
        if self
            .game
            .clock
            .as_ref()
            .is_some_and(|c| c.running().is_some())
        {
            want(0.1);
        }
        soon
    }

    /// Carries out one command at time `now`.
    pub fn apply(&mut self, command: Command, now: f64) {
        // A flag that fell before this command ends the game first.
        self.tick_clock(now);
        self.apply_command(command, now);
        self.tick_clock(now);
    }

    fn apply_command(&mut self, command: Command, now: f64) {
        match command {
            Command::ShowNewGame => {
                self.autoplay = None;
                self.modal = Some(Modal::NewGame(NewGameForm::new(&self.game)));
            }
            Command::StartGame {
                rules,
                players,
                seed,
                clock,
            } => {
                self.game = ActiveGame::new(rules, players, seed).with_clock(clock);
                self.computer.stop();
                self.paused = false;
                self.file = None;
                self.lesson = None;
                self.changed = true;
                self.anim = None;
                self.modal = self
                    .game
                    .drawn_by_lot()
                    .then_some(Modal::Lot(LotReveal { started: now }));
            }
            Command::CloseNewGame => self.close(|m| matches!(m, Modal::NewGame(_))),
            Command::CloseLot => self.close(|m| matches!(m, Modal::Lot(_))),
            Command::Undo => {
                self.anim = None;
                self.computer.stop();
                self.changed |= self.undo_to_a_person();
            }
            Command::Redo => {
                self.anim = None;
                self.changed |= self.game.redo();
            }
            Command::GoTo(n) => {
                self.teaching_pin = None;
                self.go_to(n, now);
            }
            Command::ToggleAutoplay => {
                self.autoplay = match self.autoplay {
                    Some(_) => None,
                    None => Some(now),
                };
            }
            Command::SetAutoplaySpeed(speed) => self.settings.autoplay = speed,
            Command::Resign => {
                if self.game.outcome().is_none() {
                    self.modal = Some(Modal::ConfirmResign);
                }
            }
            Command::ConfirmResign => {
                if matches!(self.modal.take(), Some(Modal::ConfirmResign))
                    && self.game.outcome().is_none()
                {
                    self.game.resign();
                    self.game_ended();
                }
            }
            Command::AgreeDraw => self.offer_draw(),
            Command::ConfirmDraw => {
                if matches!(self.modal.take(), Some(Modal::ConfirmDraw))
                    && self.game.outcome().is_none()
                {
                    self.game.agree_draw();
                    self.game_ended();
                }
            }
            Command::Open => self.start_picker(Purpose::Open),
            Command::Save => match self.file.clone() {
                Some(path) => self.save_to(&path),
                None => self.start_picker(Purpose::SaveAs),
            },
            Command::SaveAs => self.start_picker(Purpose::SaveAs),
            Command::OpenPath(path) => {
                self.modal = None;
                self.computer.stop();
                self.open_path(&path);
            }
            Command::SavePath(path) => {
                self.modal = None;
                self.save_to(&path);
            }
            Command::SubmitPath => self.submit_path(),
            Command::ConfirmOverwrite => {
                if let Some(Modal::ConfirmOverwrite { purpose, path }) = self.modal.take() {
                    self.write_for(purpose, &path);
                }
            }
            Command::Resume => {
                if let Some(Modal::Resume { game, .. }) = self.modal.take() {
                    self.computer.stop();
                    self.game = *game;
                }
            }
            Command::FlipBoard => self.settings.flipped = !self.settings.flipped,
            Command::SetLanguage(lang) => {
                // Default names follow the language; names the players typed stay.
                let (old, new) = (self.tr(), Tr(lang));
                for (name, key) in self
                    .game
                    .players
                    .names
                    .iter_mut()
                    .zip([m::DEFAULT_WHITE_NAME, m::DEFAULT_BLACK_NAME])
                {
                    if name == old.t(key) {
                        *name = new.t(key).to_string();
                    }
                }
                self.settings.language = lang;
            }
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetAnimation(speed) => self.settings.animation = speed,
            Command::SetInterfaceSize(size) => self.settings.interface_size = size,
            Command::Board(input) => {
                let event = self.board_input(input);
                self.after_input(event, now);
            }
            Command::OpenEditor => {
                self.autoplay = None;
                self.anim = None;
                self.modal = Some(Modal::Editor(Box::new(Editor::from_game(&self.game))));
            }
            Command::EditorDone(outcome) => {
                if !matches!(self.modal, Some(Modal::Editor(_))) {
                    return;
                }
                self.modal = None;
                self.computer.stop();
                let save = matches!(*outcome, EditorOutcome::SaveAs(_));
                if let EditorOutcome::Play(game) | EditorOutcome::SaveAs(game) = *outcome {
                    self.game = game;
                    self.file = None;
                    self.lesson = None;
                    self.changed = true;
                    if save {
                        self.start_picker(Purpose::SaveAs);
                    }
                }
            }
            Command::ShowRules => self.modal = Some(Modal::Rules(self.game.kind())),
            Command::CloseRules => self.close(|m| matches!(m, Modal::Rules(_))),
            Command::ShowShortcuts => self.modal = Some(Modal::Shortcuts),
            Command::ShowAbout => self.modal = Some(Modal::About),
            Command::ToggleTeaching => self.settings.teaching = !self.settings.teaching,
            Command::OpenLesson(i) => {
                if let Some(lesson) = self.lessons.get(i).cloned() {
                    self.open_lesson(lesson);
                }
            }
            Command::RestartLesson => {
                if let Some(lesson) = self.lesson.clone() {
                    self.open_lesson(lesson);
                }
            }
            Command::CloseLesson => self.lesson = None,
            Command::PinHighlight(pin) => self.teaching_pin = pin,
            Command::PickRoute(i) => {
                if let GamePlay::Dama(play) = &mut self.game.play {
                    let event = play.pick_route(i);
                    self.after_input(event, now);
                }
            }
            Command::CancelInput => self.game.cancel_input(),
            Command::ConfirmLosing => {
                if let Some(Modal::ConfirmLosing(mv)) = self.modal.take() {
                    let event = self.game.play_losing(&mv);
                    self.after_input(event, now);
                }
            }
            Command::ConfirmTruncate => {
                // Only where the move was chosen: it belongs to that position.
                if let Some(Modal::ConfirmTruncate { mv, at, .. }) = self.modal.take()
                    && self.game.cursor() == at
                {
                    let event = self.game.play_now(mv);
                    self.after_input(event, now);
                }
            }
            Command::CloseDialog => {
                if matches!(self.modal, Some(Modal::Resume { .. })) {
                    // Not resumed: a new game, then.
                    self.modal = Some(Modal::NewGame(NewGameForm::new(&self.game)));
                } else {
                    self.modal = None;
                }
            }
            Command::Quit => self.effects.push(Effect::Quit),
            Command::Hint => self.hint = Some(Computer::ticket(&self.game)),
            Command::ToggleAnalysis => {
                self.settings.analysis = !self.settings.analysis;
                self.line_preview = None;
            }
            Command::PreviewLine(i) => self.start_preview(i),
            Command::PreviewStep { forward } => self.step_preview(forward),
            Command::StopPreview => self.line_preview = None,
            Command::TogglePause => self.paused = !self.paused,
            Command::ToggleComputerResigns => {
                self.settings.computer_may_resign = !self.settings.computer_may_resign;
            }
            Command::ToggleSound => self.settings.sound = !self.settings.sound,
            Command::StartReview => self.computer.start_review(&self.game),
            Command::CancelReview => self.computer.cancel_review(),
            Command::CancelBusy => self.computer.cancel_busy(),
            Command::ImportPdn => self.start_picker(Purpose::ImportPdn),
            Command::ExportPdn => match self.game_as_pdn() {
                Ok(_) => self.start_picker(Purpose::ExportPdn),
                Err(body) => self.modal = Some(Modal::message(m::SAVE_FAILED, body)),
            },
            Command::ExportPath(path) => {
                self.modal = None;
                self.export_pdn(&path);
            }
            Command::PickGame(n) => self.pick_pdn_game(n),
            Command::CopyPosition => self.effects.push(Effect::CopyText(self.position_string())),
            Command::CopyPdn => match self.game_as_pdn() {
                Ok(text) => self.effects.push(Effect::CopyText(text)),
                Err(body) => self.modal = Some(Modal::message(m::SAVE_FAILED, body)),
            },
            Command::PastePrompt => {
                self.modal = Some(Modal::Paste {
                    text: String::new(),
                })
            }
            Command::PasteText(text) => self.paste_text(&text),
            Command::Training(command) => self.apply_training(command, now),
        }
    }

    /// Closes the modal if it is the one `which` names (a late click on a
    /// dialog already gone closes nothing else).
    fn close(&mut self, which: impl Fn(&Modal) -> bool) {
        if self.modal.as_ref().is_some_and(which) {
            self.modal = None;
        }
    }

    fn board_input(&mut self, input: BoardInput) -> InputEvent {
        if self.modal_open() {
            return InputEvent::Nothing;
        }
        match (&mut self.game.play, input) {
            (GamePlay::Akidada(play), BoardInput::Click(i)) => play.click(Point::new(i as u8)),
            (GamePlay::Akidada(play), BoardInput::Drag(a, b)) => {
                play.drag(Point::new(a as u8), Point::new(b as u8))
            }
            (GamePlay::Dama(play), BoardInput::Click(i)) => play.click(Square::new(i as u8)),
            (GamePlay::Dama(play), BoardInput::Drag(a, b)) => {
                play.drag(Square::new(a as u8), Square::new(b as u8))
            }
            (GamePlay::Akidada(play), BoardInput::Lift(i)) => play.lift(Point::new(i as u8)),
            (GamePlay::Dama(play), BoardInput::Lift(i)) => play.lift(Square::new(i as u8)),
        }
    }

    fn after_input(&mut self, event: InputEvent, now: f64) {
        match event {
            InputEvent::Nothing => {}
            InputEvent::Chosen(mv) => {
                let event = self.game.submit(mv);
                self.after_input(event, now);
            }
            InputEvent::ConfirmTruncate {
                mv,
                text,
                at,
                later,
            } => {
                self.modal = Some(Modal::ConfirmTruncate {
                    mv,
                    text,
                    at,
                    later,
                });
            }
            InputEvent::Played => self.played(now),
            InputEvent::ConfirmLosing(mv) => self.modal = Some(Modal::ConfirmLosing(mv)),
            InputEvent::Refused(mv) => self.modal = Some(Modal::Refused(mv)),
        }
    }

    /// The side whose clock may run now: the side to move, unless no move has
    /// been made yet (the clocks start with the first move, as online boards
    /// do, so nobody loses time reading a new position), the game is over, an
    /// earlier position is shown (replay, autoplay, an undo), a dialog is open
    /// or the person has paused the computer.
    fn clock_side(&self) -> Option<Side> {
        let stopped = self.game.ply_count() == 0
            || self.game.outcome().is_some()
            || self.modal_open()
            || self.paused
            || self.autoplay.is_some()
            || self.game.cursor() < self.game.ply_count();
        (!stopped).then(|| self.game.side_to_move())
    }

    /// Brings the clocks up to `now`: the right one runs, and a clock that
    /// ran out ends the game on time.
    pub(super) fn tick_clock(&mut self, now: f64) {
        // Most games have no clock: then there is nothing to judge, and the
        // game's outcome (a move generation) is not worked out several times a
        // frame for nothing.
        if self.game.clock.is_none() {
            return;
        }
        let side = self.clock_side();
        let Some(clock) = &mut self.game.clock else {
            return;
        };
        if let Some(fallen) = clock.fallen(now) {
            clock.set_running(None, now);
            clock.see(now);
            self.game.time_forfeit(fallen);
            self.game_ended();
            return;
        }
        clock.set_running(side, now);
        clock.see(now);
    }

    /// A move was just played on the board at `now`, by a person or the
    /// computer: the game is to be saved, the clocks move on, the move is
    /// animated and heard, and so is the end of the game it brought.
    pub(super) fn played(&mut self, now: f64) {
        self.changed = true;
        self.clock_moved(now);
        self.start_animation(now);
        if let Some(sound) = Sound::of_last_move(&self.game) {
            self.sound(sound);
        }
        if self.game.outcome().is_some() {
            self.sound(Sound::GameEnd);
        }
    }

    /// The game was just ended by a player or the clock (a resignation, a
    /// draw agreed, a flag): it is to be saved, and it is heard.
    pub(super) fn game_ended(&mut self) {
        self.changed = true;
        self.sound(Sound::GameEnd);
    }

    /// Asks the window for `sound`, if sounds are on.
    pub(super) fn sound(&mut self, sound: Sound) {
        if self.settings.sound {
            self.effects.push(Effect::Sound(sound));
        }
    }

    /// A move was just played at `now`: the mover's clock stops and gets its
    /// increment, and the other's starts (if it may run).
    fn clock_moved(&mut self, now: f64) {
        let index = self.game.cursor().saturating_sub(1);
        let mover = self.game.last_mover();
        if let (Some(mover), Some(clock)) = (mover, &mut self.game.clock) {
            clock.moved(mover, index, now);
        }
        self.tick_clock(now);
    }

    /// Opens a lesson: its position on the board, its text beside it, and
    /// teaching mode on.
    fn open_lesson(&mut self, lesson: Lesson) {
        match lesson.load() {
            Ok(loaded) => {
                let tr = self.tr();
                self.game = ActiveGame::from_loaded(
                    loaded,
                    [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)],
                );
                self.computer.stop();
                self.file = None;
                self.modal = None;
                self.anim = None;
                self.autoplay = None;
                self.teaching_pin = None;
                self.settings.teaching = true;
                self.lesson = Some(lesson);
            }
            Err(error) => {
                let body = self.tr().record_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
            }
        }
    }

    /// Shows the game after `n` moves; one step forward is animated.
    fn go_to(&mut self, n: usize, now: f64) {
        let from = self.game.cursor();
        self.anim = None;
        self.game.go_to(n);
        if self.game.cursor() == from + 1 {
            self.start_animation(now);
        }
    }

    /// Steps autoplay on when its time comes, and stops it at the end; the
    /// seconds until its next step.
    fn step_autoplay(&mut self, now: f64) -> Option<f64> {
        let next = self.autoplay?;
        let (plies, cursor) = (self.game.ply_count(), self.game.cursor());
        if cursor >= plies {
            self.autoplay = None;
            return None;
        }
        if now >= next {
            self.go_to(cursor + 1, now);
            self.autoplay = Some(now + self.settings.autoplay.seconds_per_move());
        }
        self.autoplay.map(|t| (t - now).max(0.0))
    }

    /// Animates the move just played, if animation is on.
    fn start_animation(&mut self, now: f64) {
        let step_secs = self.settings.animation.seconds_per_step();
        let steps = match &self.game.play {
            GamePlay::Dama(play) => play.last_route().map_or(1, |(_, r)| r.landings.len()),
            GamePlay::Akidada(play) => play
                .session
                .last_ply()
                .map_or(1, |p| 1 + usize::from(p.mv.removed() != 0)),
        };
        self.anim = (step_secs > 0.0).then(|| Anim {
            ply: self.game.cursor(),
            start: now,
            step_secs,
            steps,
        });
    }

    /// Saves the game one last time (the window is closing).
    pub fn finish(&mut self) {
        if let Some(autosaver) = self.autosaver.take() {
            autosaver.finish(self.game.to_record());
        }
    }
}
