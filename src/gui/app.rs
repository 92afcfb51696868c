//! The frame loop: lay out the panels and the board, gather the commands they
//! produce, and apply them in one place.

use std::path::PathBuf;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};

use super::anim::Anim;
use super::board::Highlight;
use super::board::{self, BoardInput, BoardStyle};
use super::command::Command;
use super::computer::{Computer, Ticket};
use super::editor::{Editor, EditorOutcome};
use super::files::{self, Autosaver, Picker, Purpose};
use super::i18n::{T, Tr};
use super::panels;
pub use super::panels::dialogs::{Dialog, LotReveal};
use super::play::{ActiveGame, GamePlay, InputEvent, Players, RuleSet};
use super::rules_page::RulesPage;
use super::settings::Settings;
use super::theme::Palette;
use crate::games::akidada::{AkidadaRules, Point};
use crate::games::dama::Square;
use crate::lessons::Lesson;
use crate::rng::Rng;

/// The whole application state.
pub struct App {
    pub settings: Settings,
    pub game: ActiveGame,
    pub new_game: Option<panels::new_game::NewGameDialog>,
    pub lot: Option<LotReveal>,
    pub dialog: Option<Dialog>,
    pub anim: Option<Anim>,
    /// While autoplay runs: when (egui time) the next move is shown.
    pub autoplay: Option<f64>,
    /// The file the game was opened from or last saved to.
    pub file: Option<PathBuf>,
    /// A native file dialog that is open.
    pub(super) picker: Option<Picker>,
    /// The path typed when no file dialog can be shown.
    pub path_input: String,
    /// Where the game is saved after every move (none in tests).
    pub(super) autosaver: Option<Autosaver>,
    /// The autosaved game, while the user decides whether to resume it.
    pub(super) resumable: Option<ActiveGame>,
    /// The game changed this frame and must be autosaved.
    pub(super) changed: bool,
    /// Settings last applied to the egui context (theme), to apply only changes.
    applied_theme: Option<super::settings::ThemeChoice>,
    /// The window title last set.
    pub(super) title: String,
    /// The built-in lessons.
    pub lessons: Vec<Lesson>,
    /// The lesson on screen, if the game is one.
    pub lesson: Option<Lesson>,
    /// A teaching variant kept drawn on the board.
    pub teaching_pin: Option<Highlight>,
    /// The position editor, while it is open (it takes the board's place).
    pub editor: Option<Editor>,
    /// The rules window (Help > Rules) and whether it is open.
    pub rules: RulesPage,
    pub rules_open: bool,
    /// The computer: its moves, hints, analysis, reviews.
    pub computer: Computer,
    /// The computer stopped by the person (it makes no move until let go).
    pub paused: bool,
    /// A hint asked for in the position with this ticket.
    pub hint: Option<Ticket>,
    /// An analysis line the pointer is on, drawn over the board.
    pub line_pin: Option<Highlight>,
    /// The games of a PDN file (or paste) on offer, while one is chosen.
    pub pdn_games: Vec<crate::record::pdn::PdnGame>,
}

impl App {
    /// A fresh app: an Akidada game between two people, with the new-game dialog
    /// open to choose another.
    pub fn new(settings: Settings) -> App {
        let tr = Tr(settings.language);
        let players = Players::humans(tr.t(T::DefaultWhiteName), tr.t(T::DefaultBlackName));
        let game = ActiveGame::new(
            RuleSet::Akidada(AkidadaRules::default()),
            players,
            Rng::from_entropy().next_u64(),
        );
        App {
            new_game: Some(panels::new_game::NewGameDialog::new(&game, tr)),
            settings,
            game,
            lot: None,
            dialog: None,
            anim: None,
            autoplay: None,
            file: None,
            picker: None,
            path_input: String::new(),
            autosaver: None,
            resumable: None,
            changed: false,
            applied_theme: None,
            title: String::new(),
            lessons: crate::lessons::builtin(),
            lesson: None,
            teaching_pin: None,
            rules: RulesPage::new(),
            rules_open: false,
            editor: None,
            computer: Computer::default(),
            paused: false,
            hint: None,
            line_pin: None,
            pdn_games: Vec::new(),
        }
    }

    /// The app as eframe starts it: the settings of the last run, the autosave in
    /// the data directory, and the game file given on the command line, if any
    /// (otherwise an unfinished autosaved game is offered).
    pub fn from_creation(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> App {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, Settings::STORAGE_KEY))
            .unwrap_or_default();
        let mut app = App::new(settings);
        if let Some(path) = files::autosave_path() {
            app = app.with_autosave(path);
        }
        if let Some(path) = file {
            app.open_path(&path);
        }
        app
    }

    /// The same app, saving the game to `path` after every move; if that file
    /// holds an unfinished game (the app was closed or killed mid-game), the user
    /// is offered to resume it.
    pub fn with_autosave(mut self, path: PathBuf) -> App {
        self.autosaver = Some(Autosaver::new(path));
        self.offer_resume();
        self
    }

    pub fn tr(&self) -> Tr {
        Tr(self.settings.language)
    }

    /// Lays out one frame and applies what the user did in it.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_theme != Some(self.settings.theme) {
            ctx.set_theme(self.settings.theme.preference());
            self.applied_theme = Some(self.settings.theme);
        }
        let mut commands = Vec::new();
        self.shortcuts(&ctx, &mut commands);
        self.run_computer(&ctx);

        let tr = self.tr();
        panels::menu::show(
            ui,
            tr,
            &self.settings,
            &self.game,
            &self.lessons,
            &mut commands,
        );
        if let Some(editor) = &mut self.editor {
            if let Some(outcome) = editor.show(ui, self.settings.language, self.settings.flipped) {
                commands.push(Command::EditorDone(Box::new(outcome)));
            }
        } else {
            let autoplaying = self.autoplay.is_some();
            let computer = panels::side::ComputerView {
                thinking: self.computer.thinking(),
                paused: self.paused,
                busy: self.computer.busy(),
                review_progress: self.computer.review_progress(),
                considering_draw: self.computer.considering_draw(),
                analysis_open: self.settings.analysis,
            };
            panels::side::show(ui, tr, &self.game, autoplaying, &computer, &mut commands);
            panels::replay::show(
                ui,
                tr,
                &self.game,
                autoplaying,
                self.settings.autoplay,
                &mut commands,
            );
            let judgements = if self.settings.teaching {
                self.computer.move_evals(&self.game)
            } else {
                Vec::new()
            };
            let view = panels::teaching::TeachingView {
                game: &self.game,
                lesson: self.lesson.as_ref(),
                teaching: self.settings.teaching,
                pin: self.teaching_pin.as_ref(),
                judgements: &judgements,
            };
            let teaching = panels::teaching::show(ui, tr, &view, &mut commands);
            let pointed_line = if self.settings.analysis {
                let busy = self.computer.busy();
                let view = panels::analysis::AnalysisView {
                    analysis: self.computer.analysis(&self.game),
                    to_move: self.game.side_to_move(),
                    running: self.computer.analysing(),
                    busy: busy.as_ref(),
                    game_over: self.game.outcome().is_some(),
                };
                panels::analysis::show(ui, tr, &view, &mut commands)
            } else {
                None
            };
            let mut highlights: Vec<Highlight> = teaching.into_iter().collect();
            highlights.extend(pointed_line.and_then(|i| self.line_highlight(i)));
            highlights.extend(self.hint_highlight());
            if self.settings.teaching {
                highlights.extend(self.value_badges(&judgements));
            }
            egui::CentralPanel::default().show(ui, |ui| {
                self.show_board(ui, &highlights, &mut commands);
            });
        }
        panels::dialogs::show(
            ui,
            tr,
            self.lot.as_ref(),
            self.dialog.as_ref(),
            &self.game,
            &mut commands,
        );
        match &self.dialog {
            Some(Dialog::PathPrompt { purpose }) => {
                panels::dialogs::path_prompt(ui, tr, *purpose, &mut self.path_input, &mut commands);
            }
            Some(Dialog::PickGame { rows }) => {
                panels::dialogs::pick_game(ui, tr, rows, &mut commands);
            }
            Some(Dialog::PastePrompt) => {
                panels::dialogs::paste_prompt(ui, tr, &mut self.path_input, &mut commands);
            }
            _ => {}
        }
        // A file dropped on the window opens (a saved game or PDN).
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        if let Some(path) = dropped.into_iter().next() {
            commands.push(Command::OpenPath(path));
        }
        if self.rules_open {
            self.rules
                .show(&ctx, self.settings.language, &mut self.rules_open);
        }
        if let Some(dialog) = &mut self.new_game {
            dialog.show(ui, self.settings.language, &mut commands);
        }

        for command in commands {
            self.apply(&ctx, command);
        }
        self.poll_picker(&ctx);
        if std::mem::take(&mut self.changed) {
            self.teaching_pin = None;
            self.autosave();
        }
        self.update_title(&ctx);
        self.step_autoplay(&ctx);
        self.keep_animating(&ctx);
    }

    fn show_board(&mut self, ui: &mut Ui, highlights: &[Highlight], commands: &mut Vec<Command>) {
        let dark = ui.visuals().dark_mode;
        let style = BoardStyle {
            palette: Palette::for_theme(dark),
            flipped: self.settings.flipped,
            anim: self.anim.as_ref(),
            now: ui.input(|i| i.time),
            tr: self.tr(),
            highlights,
        };
        let mut area = ui.available_rect_before_wrap();
        if self.settings.analysis {
            area = self.eval_bar(ui, area);
        }
        let input = match &self.game.play {
            GamePlay::Akidada(play) => board::akidada::show(ui, area, play, &style),
            GamePlay::Dama(play) => board::dama::show(ui, area, play, &style),
        };
        if let Some(input) = input {
            commands.push(Command::Board(input));
        }
    }

    /// The position on the board as a position string.
    pub fn position_string(&self) -> String {
        match &self.game.play {
            GamePlay::Akidada(p) => p.session.position().to_string(),
            GamePlay::Dama(p) => p.session.position().to_string(),
        }
    }

    /// Whether a dialog that must be answered first is over the board.
    pub fn modal_open(&self) -> bool {
        self.dialog.is_some() || self.lot.is_some() || self.new_game.is_some()
    }

    /// The keyboard shortcuts. None acts behind a dialog that must be answered
    /// first, nor while a text field has the keyboard (its own Ctrl+Z is for
    /// the text), nor behind the editor.
    fn shortcuts(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        if self.editor.is_some() || self.modal_open() || ctx.egui_wants_keyboard_input() {
            return;
        }
        let replay = (self.game.ply_count(), self.game.cursor());
        let shortcut = |m: Modifiers, k: Key| KeyboardShortcut::new(m, k);
        ctx.input_mut(|i| {
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z))
                || i.consume_shortcut(&shortcut(Modifiers::COMMAND, Key::Y))
            {
                commands.push(Command::Redo);
            }
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND, Key::Z)) {
                commands.push(Command::Undo);
            }
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND, Key::N)) {
                commands.push(Command::ShowNewGame);
            }
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND | Modifiers::SHIFT, Key::S)) {
                commands.push(Command::SaveAs);
            }
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND, Key::S)) {
                commands.push(Command::Save);
            }
            if i.consume_shortcut(&shortcut(Modifiers::COMMAND, Key::O)) {
                commands.push(Command::Open);
            }
            let (plies, cursor) = replay;
            if i.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                commands.push(Command::GoTo(cursor.saturating_sub(1)));
            }
            if i.consume_key(Modifiers::NONE, Key::ArrowRight) {
                commands.push(Command::GoTo((cursor + 1).min(plies)));
            }
            if i.consume_key(Modifiers::NONE, Key::Home) {
                commands.push(Command::GoTo(0));
            }
            if i.consume_key(Modifiers::NONE, Key::End) {
                commands.push(Command::GoTo(plies));
            }
            // Text pasted over the board (Ctrl+V, no field focused): a position
            // or a game to open.
            let pasted: Vec<String> = i
                .events
                .iter()
                .filter_map(|e| match e {
                    egui::Event::Paste(text) => Some(text.clone()),
                    _ => None,
                })
                .collect();
            commands.extend(pasted.into_iter().map(Command::PasteText));
            if i.consume_key(Modifiers::NONE, Key::H) {
                commands.push(Command::Hint);
            }
            if i.consume_key(Modifiers::NONE, Key::A) {
                commands.push(Command::ToggleAnalysis);
            }
            // Escape drops a half-entered move (a dialog's Escape is the dialog's).
            if i.consume_key(Modifiers::NONE, Key::Escape) {
                commands.push(Command::CancelInput);
            }
        });
    }

    /// Carries out one command.
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::ShowNewGame => {
                self.new_game = Some(panels::new_game::NewGameDialog::new(&self.game, self.tr()));
            }
            Command::StartGame {
                rules,
                players,
                seed,
            } => {
                self.game = ActiveGame::new(rules, players, seed);
                self.computer.stop();
                self.paused = false;
                self.file = None;
                self.lesson = None;
                self.changed = true;
                self.new_game = None;
                self.dialog = None;
                self.anim = None;
                self.lot = self.game.drawn_by_lot().then(|| LotReveal {
                    started: ctx.input(|i| i.time),
                });
            }
            Command::CloseNewGame => self.new_game = None,
            Command::CloseLot => self.lot = None,
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
                self.go_to(ctx, n);
            }
            Command::ToggleAutoplay => {
                self.autoplay = match self.autoplay {
                    Some(_) => None,
                    None => Some(ctx.input(|i| i.time)),
                };
            }
            Command::SetAutoplaySpeed(speed) => self.settings.autoplay = speed,
            Command::Resign => {
                self.game.resign();
                self.changed = true;
            }
            Command::AgreeDraw => self.offer_draw(),
            Command::Open => self.start_picker(ctx, Purpose::Open),
            Command::Save => match self.file.clone() {
                Some(path) => self.save_to(&path),
                None => self.start_picker(ctx, Purpose::SaveAs),
            },
            Command::SaveAs => self.start_picker(ctx, Purpose::SaveAs),
            Command::OpenPath(path) => {
                self.dialog = None;
                self.computer.stop();
                self.open_path(&path);
            }
            Command::SavePath(path) => {
                self.dialog = None;
                self.save_to(&path);
            }
            Command::Resume => {
                self.dialog = None;
                self.computer.stop();
                if let Some(game) = self.resumable.take() {
                    self.game = game;
                    self.new_game = None;
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
                    .zip([T::DefaultWhiteName, T::DefaultBlackName])
                {
                    if name == old.t(key) {
                        *name = new.t(key).to_string();
                    }
                }
                self.settings.language = lang;
            }
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetAnimation(speed) => self.settings.animation = speed,
            Command::Board(input) => {
                let event = self.board_input(input);
                self.after_input(ctx, event);
            }
            Command::OpenEditor => {
                self.autoplay = None;
                self.anim = None;
                self.new_game = None;
                self.editor = Some(Editor::from_game(&self.game));
            }
            Command::EditorDone(outcome) => {
                self.editor = None;
                self.computer.stop();
                let save = matches!(*outcome, EditorOutcome::SaveAs(_));
                if let EditorOutcome::Play(game) | EditorOutcome::SaveAs(game) = *outcome {
                    self.game = game;
                    self.file = None;
                    self.lesson = None;
                    self.changed = true;
                    self.dialog = None;
                    self.lot = None;
                    if save {
                        self.start_picker(ctx, Purpose::SaveAs);
                    }
                }
            }
            Command::ShowRules => {
                self.rules = RulesPage::for_game(self.game.kind());
                self.rules_open = true;
            }
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
                    self.after_input(ctx, event);
                }
            }
            Command::CancelInput => self.game.cancel_input(),
            Command::ConfirmLosing => {
                if let Some(Dialog::ConfirmLosing(mv)) = self.dialog.take() {
                    let event = self.game.play_losing(&mv);
                    self.after_input(ctx, event);
                }
            }
            Command::ConfirmTruncate => {
                // Only where the move was chosen: it belongs to that position.
                if let Some(Dialog::ConfirmTruncate { mv, at, .. }) = self.dialog.take()
                    && self.game.cursor() == at
                {
                    let event = self.game.play_now(mv);
                    self.after_input(ctx, event);
                }
            }
            Command::CloseDialog => {
                if matches!(self.dialog, Some(Dialog::Resume { .. })) {
                    // Not resumed: a new game, then.
                    self.resumable = None;
                    self.new_game =
                        Some(panels::new_game::NewGameDialog::new(&self.game, self.tr()));
                }
                self.dialog = None;
            }
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Hint => self.hint = Some(Computer::ticket(&self.game)),
            Command::ToggleAnalysis => self.settings.analysis = !self.settings.analysis,
            Command::TogglePause => self.paused = !self.paused,
            Command::ToggleComputerResigns => {
                self.settings.computer_may_resign = !self.settings.computer_may_resign;
            }
            Command::StartReview => self.computer.start_review(&self.game),
            Command::CancelReview => self.computer.cancel_review(),
            Command::CancelBusy => self.computer.cancel_busy(),
            Command::ImportPdn => self.start_picker(ctx, Purpose::ImportPdn),
            Command::ExportPdn => match self.game_as_pdn() {
                Ok(_) => self.start_picker(ctx, Purpose::ExportPdn),
                Err(body) => {
                    self.dialog = Some(Dialog::Message {
                        title: T::SaveFailed,
                        body,
                    });
                }
            },
            Command::ExportPath(path) => {
                self.dialog = None;
                self.export_pdn(&path);
            }
            Command::PickGame(n) => self.pick_pdn_game(n),
            Command::CopyPosition => ctx.copy_text(self.position_string()),
            Command::CopyPdn => match self.game_as_pdn() {
                Ok(text) => ctx.copy_text(text),
                Err(body) => {
                    self.dialog = Some(Dialog::Message {
                        title: T::SaveFailed,
                        body,
                    });
                }
            },
            Command::PastePrompt => {
                self.path_input.clear();
                self.dialog = Some(Dialog::PastePrompt);
            }
            Command::PasteText(text) => self.paste_text(&text),
        }
    }

    fn board_input(&mut self, input: BoardInput) -> InputEvent {
        if self.dialog.is_some() || self.lot.is_some() {
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
        }
    }

    fn after_input(&mut self, ctx: &egui::Context, event: InputEvent) {
        match event {
            InputEvent::Nothing => {}
            InputEvent::Chosen(mv) => {
                let event = self.game.submit(mv);
                self.after_input(ctx, event);
            }
            InputEvent::ConfirmTruncate {
                mv,
                text,
                at,
                later,
            } => {
                self.dialog = Some(Dialog::ConfirmTruncate {
                    mv,
                    text,
                    at,
                    later,
                });
            }
            InputEvent::Played => {
                self.changed = true;
                self.start_animation(ctx);
            }
            InputEvent::ConfirmLosing(mv) => self.dialog = Some(Dialog::ConfirmLosing(mv)),
            InputEvent::Refused(mv) => self.dialog = Some(Dialog::Refused(mv)),
        }
    }

    /// Opens a lesson: its position on the board, its text beside it, and
    /// teaching mode on.
    fn open_lesson(&mut self, lesson: Lesson) {
        match lesson.load() {
            Ok(loaded) => {
                let tr = self.tr();
                self.game = ActiveGame::from_loaded(
                    loaded,
                    [tr.t(T::DefaultWhiteName), tr.t(T::DefaultBlackName)],
                );
                self.file = None;
                self.new_game = None;
                self.anim = None;
                self.autoplay = None;
                self.teaching_pin = None;
                self.settings.teaching = true;
                self.lesson = Some(lesson);
            }
            Err(error) => {
                self.dialog = Some(Dialog::Message {
                    title: T::OpenFailed,
                    body: self.tr().record_error(&error),
                });
            }
        }
    }

    /// Shows the game after `n` moves; one step forward is animated.
    fn go_to(&mut self, ctx: &egui::Context, n: usize) {
        let from = self.game.cursor();
        self.anim = None;
        self.game.go_to(n);
        if self.game.cursor() == from + 1 {
            self.start_animation(ctx);
        }
    }

    /// Steps autoplay on when its time comes, and stops it at the end.
    fn step_autoplay(&mut self, ctx: &egui::Context) {
        let Some(next) = self.autoplay else {
            return;
        };
        let now = ctx.input(|i| i.time);
        let (plies, cursor) = (self.game.ply_count(), self.game.cursor());
        if cursor >= plies {
            self.autoplay = None;
            return;
        }
        if now >= next {
            self.go_to(ctx, cursor + 1);
            self.autoplay = Some(now + self.settings.autoplay.seconds_per_move());
        }
        let wait = self.autoplay.map_or(0.0, |t| (t - now).max(0.0));
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
    }

    /// Animates the move just played, if animation is on.
    pub(super) fn start_animation(&mut self, ctx: &egui::Context) {
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
            start: ctx.input(|i| i.time),
            step_secs,
            steps,
        });
        ctx.request_repaint();
    }

    /// Asks for the next frame only while something moves.
    fn keep_animating(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if let Some(anim) = &self.anim {
            if anim.finished(now) {
                self.anim = None;
                ctx.request_repaint();
            } else {
                ctx.request_repaint();
            }
        }
        if let Some(lot) = &self.lot
            && now - lot.started < LotReveal::SECONDS
        {
            ctx.request_repaint();
        }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, Settings::STORAGE_KEY, &self.settings);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if let Some(autosaver) = self.autosaver.take() {
            autosaver.finish(self.game.to_record());
        }
    }
}
