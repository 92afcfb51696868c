//! The frame loop: paint the app's state, gather the commands the panels, the
//! board and the keys produce, and hand them to the app, which applies them in
//! one place; then do what the app asks of the window (the clipboard, a file
//! dialog, closing).

use std::path::PathBuf;

use eframe::egui::{self, Ui};

use super::actions::{self, ACTIONS, Id};
use super::audio::Audio;
use super::board::{self, BoardInput, BoardStyle, Highlight};
use super::layout::{self, Fit};
use super::panels;
use super::panels::side::{Part, Tab};
use super::picker::{self, Picked, Picker};
use super::rules_page::RulesPage;
use super::theme::{self, Palette};
use crate::ai::worker::Wake;
use crate::app::command::{Command, DialogCommand, MoveCommand, PdnCommand, PlaybackCommand};
use crate::app::modal::Modal;
use crate::app::play::GamePlay;
use crate::app::settings::{SettingsFile, ThemeChoice};
use crate::app::{App, Effect};

/// Below this many points on a side the board is not drawn.
const MIN_BOARD_AREA: f32 = 48.0;

/// The window around the app.
pub struct Window {
    pub app: App,
    /// A native file dialog that is open.
    picker: Option<Picker>,
    /// The rules window's place in its page (kept while it is closed).
    rules: RulesPage,
    /// The theme last applied to the egui context, to apply only changes.
    applied_theme: Option<ThemeChoice>,
    /// The window title last set.
    title: String,
    /// Whether the computer's workers know how to wake this window.
    wake_set: bool,
    /// The sound player, where the system can play sounds (none in tests).
    audio: Option<Audio>,
    /// Whether the interface fits the window at its size, this frame.
    fit: Fit,
}

impl Window {
    pub fn new(app: App) -> Window {
        Window {
            app,
            picker: None,
            rules: RulesPage::new(),
            applied_theme: None,
            title: String::new(),
            wake_set: false,
            audio: None,
            fit: Fit::Fits,
        }
    }

    /// The window as eframe starts it: the settings of the last run, the
    /// autosave in the data directory, native file dialogs if the system has
    /// them, and the game file given on the command line, if any (otherwise an
    /// unfinished autosaved game is offered).
    pub fn from_creation(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> Window {
        let _ = cc;
        let opened = SettingsFile::default_path().map(SettingsFile::open);
        let settings = opened
            .as_ref()
            .map(|(_, s, _)| s.clone())
            .unwrap_or_default();
        let mut app = App::new(settings)
            .with_native_dialogs(picker::native_dialog_available())
            .with_training_file(crate::app::training::trainer::default_path());
        if let Some((file, _, warning)) = opened {
            app = app.with_settings_file(file).with_status(warning);
        }
        if let Some(dir) = crate::paths::data_dir() {
            app = app.with_data_dir(&dir);
        }
        #[cfg(target_arch = "wasm32")]
        {
            app = app.with_browser_autosave();
        }
        if let Some(path) = file {
            app.open_path(&path);
        }
        Window {
            audio: Audio::start(),
            ..Window::new(app)
        }
    }

    /// Lays out one frame and applies what the user did in it.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_theme != Some(self.app.settings().theme) {
            ctx.set_theme(theme::preference(self.app.settings().theme));
            self.applied_theme = Some(self.app.settings().theme);
        }
        let growth = window_growth(&ctx);
        let zoom = self.app.settings().zoom() * growth;
        if (ctx.zoom_factor() - zoom).abs() > 1e-4 {
            ctx.set_zoom_factor(zoom);
        }
        self.fit = layout::fit(self.app.settings(), layout::window_pixels(&ctx), growth);
        if !self.wake_set {
            // Once, on the first frame: the text sizes and colours of both
            // themes, and the fallback font; the interface size is the app's
            // setting, not egui's own.
            theme::apply_style(&ctx);
            theme::add_fallback_font(&ctx);
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
            self.app.set_wake(waker(&ctx));
            self.wake_set = true;
        }
        let now = ctx.input(|i| i.time);
        self.app.begin_frame(now);

        let mut commands = Vec::new();
        // The window's close button, with changes to the game's file not
        // saved: stay open and ask.
        if ctx.input(|i| i.viewport().close_requested()) && !self.app.may_close() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            commands.push(Command::Dialog(DialogCommand::Quit));
        }
        self.shortcuts(&ctx, &mut commands);
        let below_menu = panels::menu::show(ui, &self.app, &mut commands);
        let game_screen = self.app.editor().is_none() && self.app.trainer().is_none();
        if !game_screen && self.fit != Fit::Fits {
            // The screens without a status line say it on a line of their own.
            panels::replay::status_line(ui, self.app.tr(), None, self.fit, &mut commands);
        }
        if self.app.editor().is_some() {
            self.show_editor(ui, &mut commands);
        } else if self.app.trainer().is_some() {
            self.show_trainer(ui, &mut commands);
        } else {
            self.show_game(ui, &mut commands);
        }
        self.show_modal(ui, below_menu, &mut commands);
        // A file dropped on the window opens (a saved game or PDN); on a
        // page, once the browser has read it.
        let dropped = ctx.input(|i| i.raw.dropped_files.first().cloned());
        if let Some(file) = dropped {
            #[cfg(target_arch = "wasm32")]
            if self.picker.is_none() {
                self.picker = Some(Picker::dropped(&ctx, file));
            }
            #[cfg(not(target_arch = "wasm32"))]
            commands.push(Command::File(crate::app::command::FileCommand::OpenPath(
                file.path().to_path_buf(),
            )));
        }

        for command in commands {
            self.app.apply(command, now);
        }
        self.carry_out(&ctx);
        self.poll_picker();
        if let Some(after) = self.app.end_frame(ctx.input(|i| i.time)) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(after));
        }
        self.update_title(&ctx);
        super::dialog_access::end_pass(&ctx);
        super::speech::name_window(&ctx, &self.title);
        super::speech::speak(&ctx, self.app.speech());
    }

    /// The board and the panels around it: those with no room beside the
    /// board are tabs of the side panel (see [`layout::Plan`]).
    fn show_game(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let mut typed = std::mem::take(self.app.move_box_mut());
        self.show_game_with(ui, &mut typed, commands);
        *self.app.move_box_mut() = typed;
    }

    /// The trainer's screen; the move box of the board it shows (if any) is
    /// lent while the rest of the frame reads the app.
    fn show_trainer(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let mut typed = self
            .app
            .trainer_move_box_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        if let Some(trainer) = self.app.trainer() {
            panels::training::show(ui, &self.app, trainer, &mut typed, commands);
        }
        if let Some(kept) = self.app.trainer_move_box_mut() {
            *kept = typed;
        }
    }

    /// The game screen's three parts, in order: what each panel shows, the
    /// side panel (with any folded tabs), and the room left beside it.
    fn show_game_with(
        &self,
        ui: &mut Ui,
        typed: &mut crate::app::typed_move::MoveBox,
        commands: &mut Vec<Command>,
    ) {
        let app = &self.app;
        let plan = layout::Plan::for_window(ui.ctx(), app.settings());
        panels::replay::status_line(ui, app.tr(), app.status().as_deref(), self.fit, commands);
        let judgements = if app.settings().teaching {
            app.computer().move_evals(app.game())
        } else {
            Vec::new()
        };
        let busy = app.computer().busy();
        let views = game_views(app, plan, &judgements, busy.as_ref());
        let mut pointed = Pointed::default();
        let side = Self::show_side(ui, app, &views, typed, &mut pointed, commands);
        let rest = room_left(ui, &plan, side);
        ui.scope_builder(egui::UiBuilder::new().max_rect(rest), |ui| {
            self.show_beside_side(ui, &views, typed, pointed, commands);
        });
    }

    /// The side panel; a folded panel's tab, when it is the one shown, says
    /// what it points at on the board.
    fn show_side(
        ui: &mut Ui,
        app: &App,
        views: &GameViews,
        typed: &mut crate::app::typed_move::MoveBox,
        pointed: &mut Pointed,
        commands: &mut Vec<Command>,
    ) -> egui::Rect {
        let tr = app.tr();
        let (autoplaying, speed) = (app.autoplaying(), app.settings().autoplay);
        panels::side::show(
            ui,
            tr,
            &views.side,
            commands,
            &mut |ui, part, commands| match (part, &views.analysis) {
                (Part::Tab(Tab::Analysis), Some(view)) => {
                    pointed.line = panels::analysis::contents(ui, tr, view, commands);
                }
                (Part::Tab(Tab::Teaching), _) => {
                    pointed.teaching =
                        panels::teaching::contents(ui, tr, &views.teaching, commands);
                }
                (Part::Replay, _) => {
                    panels::replay::bar(ui, tr, app.game(), autoplaying, speed, commands);
                    ui.separator();
                }
                (Part::ReplaySteps, _) => {
                    panels::replay::steps_bar(ui, tr, app.game(), commands);
                    ui.separator();
                }
                (Part::MoveBox, _) => Self::show_move_box(app, ui, typed, true, commands),
                _ => {}
            },
        )
    }

    /// What goes in the room the side panel leaves: the replay bar, the
    /// review graph, the teaching and analysis columns, the move box and the
    /// board, drawn with what the panels point at.
    fn show_beside_side(
        &self,
        ui: &mut Ui,
        views: &GameViews,
        typed: &mut crate::app::typed_move::MoveBox,
        mut pointed: Pointed,
        commands: &mut Vec<Command>,
    ) {
        let app = &self.app;
        let (tr, plan) = (app.tr(), &views.plan);
        if !plan.replay_in_side {
            let (autoplaying, speed) = (app.autoplaying(), app.settings().autoplay);
            panels::replay::show(ui, tr, app.game(), autoplaying, speed, commands);
        }
        // The move box goes between the graph and the board.
        let kept = match plan.replay_in_side {
            true => 0.0,
            false => panels::move_box::strip_height(ui),
        };
        panels::side::review_graph(ui, tr, app.game(), plan.board_min, kept, commands);
        if let Some(width) = plan.teaching_column {
            pointed.teaching = panels::teaching::show(ui, tr, &views.teaching, width, commands);
        } else if views.side.layout.teaching_tab && pointed.teaching.is_none() {
            // Folded and not in sight: the variant pinned stays drawn.
            pointed.teaching = views.teaching.pin.cloned();
        }
        if let (Some(width), Some(view)) = (plan.analysis_column, &views.analysis) {
            pointed.line = panels::analysis::show(ui, tr, view, width, commands);
        }
        let judgements = views.teaching.judgements;
        let highlights = board_highlights(app, pointed.teaching, pointed.line, judgements);
        if !plan.replay_in_side {
            Self::show_move_box(app, ui, typed, false, commands);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            self.show_board(ui, &highlights, commands);
        });
    }

    /// The move box and the last move in words: under the board, or at the
    /// head of the side panel's overview (`in_side`). `typed` is the app's,
    /// lent while the rest of the frame reads the app.
    fn show_move_box(
        app: &App,
        ui: &mut Ui,
        typed: &mut crate::app::typed_move::MoveBox,
        in_side: bool,
        commands: &mut Vec<Command>,
    ) {
        // The line keeps its short words (the screen reader hears the long
        // ones, see `super::speech`); it is live only when they are news, so
        // that clearing a typed move's reason does not read the move again.
        let announcement = app.announcement();
        let live = app.said().is_game();
        let view = move_box_view(app, &announcement, live);
        if in_side {
            panels::move_box::contents(ui, &view, typed, commands);
        } else {
            panels::move_box::show(ui, &view, typed, commands);
        }
    }

    fn show_board(&self, ui: &mut Ui, highlights: &[Highlight], commands: &mut Vec<Command>) {
        let app = &self.app;
        let dark = ui.visuals().dark_mode;
        let style = BoardStyle {
            palette: Palette::for_theme(dark),
            flipped: app.board_flipped(),
            anim: app.anim(),
            now: ui.input(|i| i.time),
            tr: app.tr(),
            highlights,
            spot_names: None,
        };
        let mut area = ui.available_rect_before_wrap();
        // A window shrunk, or an interface grown, until the panels take it all:
        // no board fits, so none is drawn (a negative size would panic).
        if area.width() < MIN_BOARD_AREA || area.height() < MIN_BOARD_AREA {
            return;
        }
        if app.settings().analysis {
            area = super::charts::eval_bar_beside(ui, area, app);
        }
        // A line played through: its position, its next move drawn; a click
        // on the board goes back to the game.
        let preview = app.preview_play();
        let next: Vec<Highlight> = preview
            .as_ref()
            .and_then(|shown| app.preview_next_highlight(shown))
            .into_iter()
            .collect();
        let style = match preview {
            Some(_) => BoardStyle {
                highlights: &next,
                ..style
            },
            None => style,
        };
        let shown = preview.as_ref().unwrap_or(&app.game().play);
        let input = match shown {
            GamePlay::Akidada(play) => board::akidada::show(ui, area, play, &style),
            GamePlay::Dama(play) => board::dama::show(ui, area, play, &style),
        };
        match (input, &preview) {
            (Some(BoardInput::Click(_)), Some(_)) => {
                commands.push(Command::Playback(PlaybackCommand::StopPreview))
            }
            (Some(_), Some(_)) | (None, _) => {}
            (Some(input), None) => commands.push(Command::Move(MoveCommand::Board(input))),
        }
    }

    fn show_editor(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let (lang, flipped) = (self.app.settings().language, self.app.settings().flipped);
        if let Some(Modal::Editor(editor)) = self.app.modal_mut()
            && let Some(outcome) = editor.show(ui, lang, flipped)
        {
            commands.push(Command::Dialog(DialogCommand::EditorDone(Box::new(
                outcome,
            ))));
        }
    }

    /// The modal of the moment, if it is a dialog (`below_menu`: where the
    /// menu bar ends).
    fn show_modal(&mut self, ui: &mut Ui, below_menu: f32, commands: &mut Vec<Command>) {
        let tr = self.app.tr();
        let lang = self.app.settings().language;
        let resigning = self.app.resigning_side();
        let (Some(modal), game) = self.app.modal_mut_and_game() else {
            return;
        };
        match modal {
            Modal::Editor(_) | Modal::Training(_) => {}
            Modal::NewGame(form) => panels::new_game::show(form, ui, lang, commands),
            Modal::HostGame(form) => panels::network::host(form, ui, lang, commands),
            Modal::JoinGame(form) => panels::network::join(form, ui, lang, commands),
            Modal::Hosting(hosting) => panels::network::waiting(hosting, ui, lang, commands),
            Modal::Rules(game) => {
                if self.rules.game != *game {
                    self.rules = RulesPage::for_game(*game);
                }
                let mut open = true;
                self.rules.show(ui.ctx(), below_menu, lang, &mut open);
                // The page's tabs choose the game: the modal follows, or the
                // next frame would turn the page back.
                *game = self.rules.game;
                if !open {
                    commands.push(Command::Dialog(DialogCommand::CloseRules));
                }
            }
            Modal::Shortcuts => panels::help::shortcuts(ui, &self.app, commands),
            Modal::About => panels::help::about(ui, &self.app, commands),
            other => panels::dialogs::show(ui, tr, other, game, resigning, commands),
        }
    }

    /// The keyboard shortcuts of the table of actions: each acts where its
    /// menu item is enabled and the menu bar can be used (not behind a dialog
    /// that must be answered first). An open menu takes Escape, which closes
    /// it; another shortcut closes it before acting. A text field keeps the
    /// keys it types and edits with; the board's keyboard cursor keeps the
    /// arrows.
    fn shortcuts(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        if !actions::menu_usable(&self.app) {
            return;
        }
        let menu_open = egui::Popup::is_any_open(ctx);
        let typing = ctx.text_edit_focused();
        let on_board = board::keys::has_focus(ctx);
        let mut acted = false;
        ctx.input_mut(|i| {
            // The longer shortcuts first: Ctrl+Shift+S is not taken as Ctrl+S.
            let mut keys: Vec<_> = ACTIONS
                .iter()
                .filter(|a| a.id != Id::Paste && actions::in_this_build(a.id))
                .flat_map(|a| a.keys.iter().map(move |k| (a, k)))
                .filter(|(_, k)| !(typing && taken_by_text(k)))
                .filter(|(_, k)| !(on_board && board::keys::moves_cursor(k)))
                .filter(|(_, k)| !(menu_open && k.logical_key == egui::Key::Escape))
                .collect();
            keys.sort_by_key(|(_, k)| std::cmp::Reverse(modifier_count(k.modifiers)));
            for (action, key) in keys {
                if i.consume_shortcut(key) && (action.enabled)(&self.app) {
                    commands.push((action.command)(&self.app));
                    acted = true;
                }
            }
            // Text pasted over the board (Ctrl+V, no field focused): a position
            // or a game to open.
            for event in &i.events {
                if let egui::Event::Paste(text) = event
                    && !typing
                    && (actions::action(Id::Paste).enabled)(&self.app)
                {
                    commands.push(Command::Pdn(PdnCommand::PasteText(text.clone())));
                }
            }
        });
        if acted && menu_open {
            egui::Popup::close_all(ctx);
        }
    }

    /// Does what the app asked of the window.
    fn carry_out(&mut self, ctx: &egui::Context) {
        for effect in self.app.take_effects() {
            match effect {
                Effect::CopyText(text) => ctx.copy_text(text),
                Effect::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
                Effect::PickFile(request) => {
                    if self.picker.is_none() {
                        self.picker = Some(Picker::start(ctx, &request));
                    }
                }
                Effect::Sound(sound) => {
                    if let Some(audio) = &self.audio {
                        audio.play(sound);
                    }
                }
                #[cfg(target_arch = "wasm32")]
                Effect::Download { name, text } => {
                    if let Err(why) = super::web::download(&name, &text) {
                        log::error!("{name} was not downloaded: {why:?}");
                    }
                }
            }
        }
    }

    /// Hands the answer of a file dialog to the app, once it comes.
    fn poll_picker(&mut self) {
        let Some((purpose, picked)) = self.picker.as_ref().and_then(Picker::poll) else {
            return;
        };
        self.picker = None;
        match picked {
            Some(Picked::Path(path)) => self.app.file_chosen(purpose, Some(path)),
            Some(Picked::Contents { name, bytes }) => {
                self.app.contents_chosen(purpose, &name, &bytes);
            }
            None => self.app.file_chosen(purpose, None),
        }
    }

    /// Shows the file's name in the window title.
    fn update_title(&mut self, ctx: &egui::Context) {
        let title = self.app.window_title();
        if title != self.title {
            // A page's title is its document's (eframe's web runner does not
            // take the command).
            #[cfg(target_arch = "wasm32")]
            {
                let _ = ctx;
                super::web::set_title(&title);
            }
            #[cfg(not(target_arch = "wasm32"))]
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }
}

/// A key a text field types or edits with: any key without Ctrl (or ⌘), and
/// its undo, redo and clipboard keys.
fn taken_by_text(key: &egui::KeyboardShortcut) -> bool {
    use egui::Key;
    !key.modifiers.command
        || matches!(
            key.logical_key,
            Key::Z | Key::Y | Key::A | Key::C | Key::V | Key::X
        )
}

/// What the game screen's panels show this frame, worked out once.
struct GameViews<'a> {
    plan: layout::Plan,
    teaching: panels::teaching::TeachingView<'a>,
    analysis: Option<panels::analysis::AnalysisView<'a>>,
    side: panels::side::SideView<'a>,
}

/// What the panels point at on the board: the teaching variant shown and
/// the analysis line pointed at.
#[derive(Default)]
struct Pointed {
    teaching: Option<Highlight>,
    line: Option<usize>,
}

fn game_views<'a>(
    app: &'a App,
    plan: layout::Plan,
    judgements: &'a [(crate::app::play::GameMove, crate::app::computer::Eval)],
    busy: Option<&'a crate::app::computer::Busy>,
) -> GameViews<'a> {
    let teaching = panels::teaching::TeachingView {
        game: app.game(),
        lesson: app.lesson(),
        teaching: app.settings().teaching,
        pin: app.teaching_pin(),
        judgements,
    };
    let analysis = analysis_view(app, busy);
    let side = panels::side::SideView {
        game: app.game(),
        autoplaying: app.autoplaying(),
        computer: computer_view(app),
        layout: side_layout(&plan, teaching.shown(), analysis.is_some()),
    };
    GameViews {
        plan,
        teaching,
        analysis,
        side,
    }
}

/// The side panel's layout by the plan, with the teaching and analysis
/// panels (when shown) as its tabs where they have no column of their own.
fn side_layout(plan: &layout::Plan, teaching: bool, analysis: bool) -> panels::side::SideLayout {
    panels::side::SideLayout {
        width: plan.side_width,
        teaching_tab: teaching && plan.teaching_column.is_none(),
        analysis_tab: analysis && plan.analysis_column.is_none(),
        replay: plan.replay_in_side,
        under: plan.side_under,
    }
}

/// The rest of the window: left of the side panel (over it, when it is
/// under the board), at its planned size, since in a narrow window egui's
/// panel can tell the next panels it took less room than its contents take.
fn room_left(ui: &Ui, plan: &layout::Plan, side: egui::Rect) -> egui::Rect {
    let mut rest = ui.available_rect_before_wrap();
    if plan.side_under.is_some() {
        rest.max.y = rest.max.y.min(side.min.y);
    } else {
        let side_left = ui.ctx().content_rect().max.x - plan.side_width;
        rest.max.x = rest.max.x.min(side.min.x).min(side_left);
    }
    rest
}

/// What the analysis panel shows, when it is open.
fn analysis_view<'a>(
    app: &'a App,
    busy: Option<&'a crate::app::computer::Busy>,
) -> Option<panels::analysis::AnalysisView<'a>> {
    app.settings()
        .analysis
        .then(|| panels::analysis::AnalysisView {
            analysis: app.computer().analysis(app.game()),
            to_move: app.game().side_to_move(),
            running: app.computer().analysing(),
            busy,
            game_over: app.game().outcome().is_some(),
            first_ply: app.game().cursor() + 1,
            preview: app
                .line_preview()
                .map(|p| (p.index, p.shown, p.moves.len())),
        })
}

/// What the move box shows besides the box.
fn move_box_view<'a>(
    app: &'a App,
    announcement: &'a str,
    live: bool,
) -> panels::move_box::MoveBoxView<'a> {
    panels::move_box::MoveBoxView {
        tr: app.tr(),
        example: crate::app::typed_move::example(app.game()),
        announcement,
        live,
        play: Command::Move(MoveCommand::PlayTypedMove),
        one_line: false,
    }
}

/// What the side panel shows of the computer.
fn computer_view(app: &App) -> panels::side::ComputerView {
    panels::side::ComputerView {
        thinking: app.computer().thinking(),
        paused: app.paused(),
        busy: app.computer().busy(),
        review_progress: app.computer().review_progress(),
        considering_draw: app.computer().considering_draw(),
        analysis_open: app.settings().analysis,
        network: app.network_game_on(),
        help_barred: app.help_barred(),
    }
}

/// What the board draws over the game: the teaching panel's entry, the
/// analysis line pointed at (or its best move, or a hint), the review's
/// better move and teaching mode's values.
fn board_highlights(
    app: &App,
    teaching: Option<Highlight>,
    pointed_line: Option<usize>,
    judgements: &[(crate::app::play::GameMove, crate::app::computer::Eval)],
) -> Vec<Highlight> {
    let mut highlights: Vec<Highlight> = teaching.into_iter().collect();
    match pointed_line {
        Some(i) => highlights.extend(app.line_highlight(i)),
        // With the panel open, its best move stays drawn.
        None if app.settings().analysis => highlights.extend(app.best_move_highlight()),
        None => highlights.extend(app.hint_highlight()),
    }
    highlights.extend(app.review_better_highlight());
    if app.settings().teaching {
        highlights.extend(app.value_badges(judgements));
    }
    highlights
}

fn modifier_count(m: egui::Modifiers) -> u32 {
    u32::from(m.ctrl) + u32::from(m.shift) + u32::from(m.alt) + u32::from(m.command || m.mac_cmd)
}

/// The wake function of a window: a repaint when a worker has news.
fn waker(ctx: &egui::Context) -> Wake {
    let ctx = ctx.clone();
    std::sync::Arc::new(move || ctx.request_repaint())
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.app.finish();
    }
}

/// The largest window the interface is drawn for at its chosen size; a
/// larger one draws it larger, so that text and the side panel grow with the
/// window rather than leave it to the board.
const BASE_WINDOW: [f32; 2] = [1280.0, 800.0];
/// How much larger at most: 25 % (reached at 1600x1000; a full-HD screen's
/// window).
const MAX_GROWTH: f32 = 1.25;

/// How much larger than its chosen size the interface is drawn in this
/// window: by how much the window exceeds `BASE_WINDOW` in its tighter
/// direction, up to `MAX_GROWTH`. Worked out from the window's size at no
/// zoom, so the answer does not change with the zoom it sets.
pub fn window_growth(ctx: &egui::Context) -> f32 {
    growth_for(ctx.content_rect().size() * ctx.zoom_factor())
}

/// [`window_growth`] for a window of `size` points at no zoom.
fn growth_for(size: egui::Vec2) -> f32 {
    let growth = (size.x / BASE_WINDOW[0]).min(size.y / BASE_WINDOW[1]);
    if growth.is_finite() {
        growth.clamp(1.0, MAX_GROWTH)
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_larger_than_1280_by_800_grows_the_interface_up_to_a_quarter() {
        let growth = |x, y| growth_for(egui::vec2(x, y));
        assert_eq!(growth(1280.0, 800.0), 1.0);
        assert_eq!(growth(1366.0, 768.0), 1.0, "a laptop's screen");
        assert_eq!(growth(800.0, 600.0), 1.0, "never smaller");
        assert!((growth(1600.0, 900.0) - 1.125).abs() < 1e-6);
        assert_eq!(growth(1920.0, 1080.0), MAX_GROWTH);
        assert_eq!(growth(3840.0, 2160.0), MAX_GROWTH);
        assert_eq!(growth(0.0, 0.0), 1.0);
    }
}
