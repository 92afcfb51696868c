//! The trainer's screens in the window (Learn > Puzzles, Learn > Capture
//! drill, learning from mistakes after a review): a side panel of its own and
//! the trainer's board, turned to the solver's side, with its marks (the
//! wrong move, the hint, the routes and lines to show). Every text comes from
//! `assets/locales/*/training.ftl`.
//!
//! The panel's controls sit above the lines that come and go (feedback, the
//! rating change), in blocks of fixed height, so nothing moves under the
//! pointer when a line appears.

use std::time::Duration;

use eframe::egui::{self, Color32, Rect, RichText, Stroke, Ui, UiBuilder, vec2};

use crate::ai::puzzles::{Goal, Theme};
use crate::app::App;
use crate::app::command::Command;
use crate::app::highlight::Highlight;
use crate::app::play::{GameMove, GamePlay};
use crate::app::training::board::TrainingBoard;
use crate::app::training::drill::End;
use crate::app::training::drill_screen::DrillScreen;
use crate::app::training::mistake_screen::{Feedback as MFeedback, MistakeScreen};
use crate::app::training::mistakes::Class;
use crate::app::training::puzzle_screen::{Choice, Feedback, PuzzleScreen};
use crate::app::training::{Hint, Notice, Order, Reason, Screen, State, Trainer, TrainingCommand};
use crate::games::akidada::Point;
use crate::games::dama::Square;
use crate::games::{GameKind, Side};
use crate::gui::board::akidada::AkidadaGeometry;
use crate::gui::board::dama::{DamaGeometry, paint_route_shifted};
use crate::gui::board::{self, BoardStyle};
use crate::gui::theme::Palette;
use crate::i18n::{Tr, m};

/// The body text size of the trainer's panel (the window's rule: nothing
/// under 13 px at the default scale).
const TEXT: f32 = 15.0;

/// Colours of the words "right" and "wrong", per theme, at least 4.5:1
/// against the panel (tested below).
pub fn good_text(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x7d, 0xd8, 0x8e)
    } else {
        Color32::from_rgb(0x1d, 0x6b, 0x32)
    }
}

pub fn bad_text(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0xff, 0x9a, 0x8a)
    } else {
        Color32::from_rgb(0xa8, 0x24, 0x16)
    }
}

/// The marks drawn over the board: the hint and the maximal routes, at
/// least 3:1 against both colours of squares (tested below).
pub fn hint_mark(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x9f, 0xf0, 0xff)
    } else {
        Color32::from_rgb(0x0b, 0x4f, 0x9c)
    }
}

pub fn maximal_mark(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x8c, 0xff, 0x9a)
    } else {
        Color32::from_rgb(0x12, 0x5e, 0x24)
    }
}

fn side_arg(side: Side) -> crate::i18n::Arg {
    match side {
        Side::White => "white".into(),
        Side::Black => "black".into(),
    }
}

fn game_name(tr: Tr, game: GameKind) -> &'static str {
    match game {
        GameKind::Akidada => tr.t(m::TRAINING_GAME_AKIDADA),
        GameKind::Dama => tr.t(m::TRAINING_GAME_DAMA),
    }
}

pub fn theme_name(tr: Tr, theme: Theme) -> &'static str {
    tr.t(match theme {
        Theme::Shot => m::TRAINING_THEME_SHOT,
        Theme::Breakthrough => m::TRAINING_THEME_BREAKTHROUGH,
        Theme::Crowning => m::TRAINING_THEME_CROWNING,
        Theme::KingEndgame => m::TRAINING_THEME_KING_ENDGAME,
        Theme::LonePiece => m::TRAINING_THEME_LONE_PIECE,
        Theme::Opposition => m::TRAINING_THEME_OPPOSITION,
        Theme::AkidadaLine => m::TRAINING_THEME_AKIDADA_LINE,
        Theme::DoubleThreat => m::TRAINING_THEME_DOUBLE_THREAT,
        Theme::Blocking => m::TRAINING_THEME_BLOCKING,
        Theme::RemovalChoice => m::TRAINING_THEME_REMOVAL_CHOICE,
    })
}

/// The task in words: "White to move and win".
pub fn task_text(tr: Tr, solver: Side, goal: Goal) -> String {
    let id = match goal {
        Goal::Win => m::TRAINING_TASK_WIN,
        Goal::Draw => m::TRAINING_TASK_DRAW,
        Goal::Material => m::TRAINING_TASK_MATERIAL,
    };
    tr.f(id, [("side", side_arg(solver))])
}

/// Why a move is wrong, in words.
pub fn reason_text(tr: Tr, reason: &Reason) -> String {
    match reason {
        Reason::NotMaximal {
            captured,
            maximum,
            loses_the_game,
        } => tr.f(
            if *loses_the_game {
                m::TRAINING_REASON_NOT_MAXIMAL_LOSES
            } else {
                m::TRAINING_REASON_NOT_MAXIMAL
            },
            [
                ("captured", (*captured).into()),
                ("maximum", (*maximum).into()),
            ],
        ),
        Reason::LetsShot { captures } => tr.f(
            m::TRAINING_REASON_LETS_SHOT,
            [("count", (*captures).into())],
        ),
        Reason::LetsLine => tr.t(m::TRAINING_REASON_LETS_LINE).to_string(),
        Reason::LosesTheWin => tr.t(m::TRAINING_REASON_LOSES_WIN).to_string(),
        Reason::Loses => tr.t(m::TRAINING_REASON_LOSES).to_string(),
        Reason::MissesTheGain => tr.t(m::TRAINING_REASON_MISSES_GAIN).to_string(),
    }
}

/// A time as minutes and seconds: `2:05`.
pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}", s / 60, s % 60)
}

/// A block of fixed height at the cursor: its contents never push what
/// follows.
fn fixed_block(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui)) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), egui::Sense::hover());
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    add(&mut child);
}

/// A button that gives a trainer command.
fn button(ui: &mut Ui, enabled: bool, label: &str, c: TrainingCommand, out: &mut Vec<Command>) {
    if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
        out.push(Command::Training(c));
    }
}

/// The trainer in the window: its panel, and its board in the middle.
pub fn show(ui: &mut Ui, app: &App, trainer: &Trainer, commands: &mut Vec<Command>) {
    let tr = Tr(app.settings().language);
    let now = ui.input(|i| i.time);
    let width = (ui.available_width() * 0.32).clamp(240.0, 340.0);
    egui::Panel::right("training")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            for style in [egui::TextStyle::Body, egui::TextStyle::Button] {
                if let Some(font) = ui.style_mut().text_styles.get_mut(&style) {
                    font.size = TEXT;
                }
            }
            ui.spacing_mut().item_spacing.y = 6.0;
            ui.add_space(6.0);
            button(
                ui,
                true,
                tr.t(m::TRAINING_BACK),
                TrainingCommand::Close,
                commands,
            );
            ui.separator();
            warning(ui, tr, trainer, commands);
            match &trainer.screen {
                Screen::Puzzles(s) => puzzles_panel(ui, tr, trainer, s, now, commands),
                Screen::Drill(s) => drill_panel(ui, tr, trainer, s, now, commands),
                Screen::Mistakes(s) => mistakes_panel(ui, tr, s, now, commands),
            }
        });
    egui::CentralPanel::default().show(ui, |ui| {
        let (board, flipped, marks) = match &trainer.screen {
            Screen::Puzzles(s) => (
                s.board.as_ref(),
                s.attempt
                    .as_ref()
                    .is_some_and(|a| a.orientation() == Side::Black),
                puzzle_marks(s),
            ),
            Screen::Drill(s) => (
                s.board.as_ref(),
                s.board
                    .as_ref()
                    .is_some_and(|b| b.side_to_move() == Side::Black),
                drill_marks(s),
            ),
            Screen::Mistakes(s) => (s.board.as_ref(), s.player == Side::Black, mistake_marks(s)),
        };
        if let Some(board) = board {
            show_board(ui, app, board, flipped, &marks, commands);
        }
    });
}

/// What is drawn over a trainer's board.
#[derive(Default)]
struct Marks {
    highlights: Vec<Highlight>,
    /// A square or point to ring (the hint).
    ring: Option<usize>,
    /// Dama routes in the maximal colour (the drill's answer).
    maximal: Vec<crate::games::dama::Route>,
}

fn puzzle_marks(s: &PuzzleScreen) -> Marks {
    let mut marks = Marks::default();
    let Some(board) = &s.board else { return marks };
    if let Some(Feedback::Wrong { mv, .. }) = &s.feedback {
        marks.highlights.extend(move_highlight(board, *mv, false));
    }
    match &s.hint {
        Some(Hint::Piece(at)) => marks.ring = spot_index(board.game(), at),
        Some(Hint::Line(points)) => {
            let points: Vec<Point> = points.iter().filter_map(|p| p.parse().ok()).collect();
            marks.highlights.push(Highlight::Points(points));
        }
        None => {}
    }
    marks
}

fn drill_marks(s: &DrillScreen) -> Marks {
    let mut marks = Marks::default();
    let (Some(board), Some(f)) = (&s.board, &s.finished) else {
        return marks;
    };
    if let (
        End::Short {
            played, maximal, ..
        },
        GamePlay::Dama(p),
    ) = (&f.end, &board.play)
    {
        let pos = p.session.position();
        marks.maximal = maximal
            .iter()
            .filter_map(|t| pos.route(&pos.parse_move(t).ok()?))
            .collect();
        let short = match pos.parse_move(played) {
            Ok(mv) | Err(crate::games::MoveError::NonMaximal { mv, .. }) => pos.route(&mv),
            Err(_) => None,
        };
        if let Some(route) = short {
            marks.highlights.push(Highlight::Route {
                route,
                legal: false,
            });
        }
    }
    marks
}

fn mistake_marks(s: &MistakeScreen) -> Marks {
    let mut marks = Marks::default();
    let Some(board) = &s.board else { return marks };
    if let Some(MFeedback::NotFound { line, .. }) = &s.feedback {
        marks.highlights.extend(line_highlight(board, line));
    }
    marks
}

/// The index of a square or point named `at`.
fn spot_index(game: GameKind, at: &str) -> Option<usize> {
    match game {
        GameKind::Dama => at.parse::<Square>().ok().map(Square::index),
        GameKind::Akidada => at.parse::<Point>().ok().map(Point::index),
    }
}

/// A move drawn on the board shown (`legal: false` in the losing colour).
fn move_highlight(board: &TrainingBoard, mv: GameMove, legal: bool) -> Option<Highlight> {
    match (&board.play, mv) {
        (GamePlay::Dama(p), GameMove::Dama(m)) => p
            .session
            .position()
            .route(&m)
            .map(|route| Highlight::Route { route, legal }),
        (GamePlay::Akidada(_), GameMove::Akidada(m)) => Some(Highlight::Step {
            from: m.from(),
            to: m.to(),
        }),
        _ => None,
    }
}

/// A line of moves in notation from the position shown, drawn numbered.
fn line_highlight(board: &TrainingBoard, line: &[String]) -> Option<Highlight> {
    match &board.play {
        GamePlay::Dama(p) => {
            let mut pos = p.session.position();
            let mut routes = Vec::new();
            for text in line {
                let mv = pos.parse_move(text).ok()?;
                routes.push(pos.route(&mv)?);
                pos = pos.play(&mv);
            }
            Some(Highlight::DamaLine(routes))
        }
        GamePlay::Akidada(p) => {
            let rules = *p.session.rules();
            let mut pos = p.session.position();
            let mut moves = Vec::new();
            for text in line {
                let mv = pos.parse_move(&rules, text).ok()?;
                moves.push(mv);
                pos = pos.play(&mv);
            }
            Some(Highlight::AkidadaLine(moves))
        }
    }
}

fn show_board(
    ui: &mut Ui,
    app: &App,
    board: &TrainingBoard,
    flipped: bool,
    marks: &Marks,
    commands: &mut Vec<Command>,
) {
    let dark = ui.visuals().dark_mode;
    let style = BoardStyle {
        palette: Palette::for_theme(dark),
        flipped,
        anim: board.anim.as_ref(),
        now: ui.input(|i| i.time),
        tr: app.tr(),
        highlights: &marks.highlights,
    };
    let area = ui.available_rect_before_wrap();
    let input = match &board.play {
        GamePlay::Akidada(play) => board::akidada::show(ui, area, play, &style),
        GamePlay::Dama(play) => board::dama::show(ui, area, play, &style),
    };
    paint_marks(ui, area, board, flipped, marks, dark);
    if let Some(input) = input {
        commands.push(Command::Training(TrainingCommand::Board(input)));
    }
}

fn paint_marks(
    ui: &Ui,
    area: Rect,
    board: &TrainingBoard,
    flipped: bool,
    marks: &Marks,
    dark: bool,
) {
    let painter = ui.painter_at(area);
    match board.game() {
        GameKind::Dama => {
            let geo = DamaGeometry::fit(area, flipped);
            let cell = geo.cell();
            for (i, route) in marks.maximal.iter().enumerate() {
                let shift = vec2(1.0, -1.0) * (i as f32 * cell * 0.06);
                paint_route_shifted(&painter, &geo, route, maximal_mark(dark), cell, shift);
            }
            if let Some(sq) = marks.ring.and_then(|i| u8::try_from(i).ok()) {
                let rect = geo.rect(Square::new(sq)).shrink(cell * 0.04);
                painter.rect_stroke(
                    rect,
                    cell * 0.12,
                    Stroke::new(cell * 0.08, hint_mark(dark)),
                    egui::StrokeKind::Inside,
                );
            }
        }
        GameKind::Akidada => {
            let geo = AkidadaGeometry::fit(area, flipped);
            if let Some(p) = marks.ring.and_then(|i| u8::try_from(i).ok()) {
                painter.circle_stroke(
                    geo.center(Point::new(p)),
                    geo.step() * 0.4,
                    Stroke::new(geo.step() * 0.07, hint_mark(dark)),
                );
            }
        }
    }
}

fn warning(ui: &mut Ui, tr: Tr, trainer: &Trainer, commands: &mut Vec<Command>) {
    let Some(notice) = &trainer.warning else {
        return;
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        match notice {
            Notice::Reset(w) => {
                ui.label(RichText::new(tr.t(m::TRAINING_PROGRESS_RESET)).strong())
                    .on_hover_text(&w.message);
                if let Some(kept) = &w.kept_as {
                    ui.label(tr.f(
                        m::TRAINING_PROGRESS_KEPT,
                        [("path", kept.display().to_string().into())],
                    ));
                }
            }
            Notice::NotSaved { path, error } => {
                ui.label(tr.f(
                    m::TRAINING_PROGRESS_NOT_SAVED,
                    [("path", path.into()), ("error", error.into())],
                ));
            }
        }
        button(
            ui,
            true,
            tr.t(m::TRAINING_OK),
            TrainingCommand::DismissWarning,
            commands,
        );
    });
    ui.separator();
}

fn puzzles_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &PuzzleScreen,
    now: f64,
    commands: &mut Vec<Command>,
) {
    ui.heading(tr.t(m::TRAINING_PUZZLES));
    chooser(ui, tr, s.choice, commands);
    ui.separator();
    let dark = ui.visuals().dark_mode;
    let busy = s.board.as_ref().is_some_and(|b| b.busy(now));
    let solving = s
        .attempt
        .as_ref()
        .is_some_and(|a| a.state() == State::Solving);
    // The task and the puzzle's name: two lines kept for them.
    fixed_block(ui, 52.0, |ui| match (s.task(), s.puzzle()) {
        (Some(task), Some(p)) => {
            ui.label(
                RichText::new(task_text(tr, task.solver, task.goal))
                    .strong()
                    .size(17.0),
            );
            ui.label(tr.f(
                m::TRAINING_PUZZLE_INFO,
                [("id", p.id.as_str().into()), ("rating", p.rating.into())],
            ));
        }
        _ => {
            ui.label(tr.t(m::TRAINING_NO_PUZZLE));
        }
    });
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            solving && !busy,
            tr.t(m::TRAINING_HINT),
            TrainingCommand::Hint,
            commands,
        );
        let wrong = matches!(s.feedback, Some(Feedback::Wrong { .. }));
        button(
            ui,
            wrong,
            tr.t(m::TRAINING_RETRY),
            TrainingCommand::Retry,
            commands,
        );
        button(
            ui,
            solving && !busy,
            tr.t(m::TRAINING_SHOW_SOLUTION),
            TrainingCommand::ShowSolution,
            commands,
        );
    });
    button(
        ui,
        !busy,
        tr.t(m::TRAINING_NEXT_PUZZLE),
        TrainingCommand::NextPuzzle,
        commands,
    );
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    // What was done, below the controls.
    fixed_block(ui, 150.0, |ui| match &s.feedback {
        Some(Feedback::Right) => {
            ui.label(
                RichText::new(tr.t(m::TRAINING_RIGHT))
                    .color(good_text(dark))
                    .strong(),
            );
        }
        Some(Feedback::Wrong { text, reason, .. }) => {
            ui.label(
                RichText::new(tr.f(m::TRAINING_WRONG, [("move", text.as_str().into())]))
                    .color(bad_text(dark))
                    .strong(),
            );
            ui.label(reason_text(tr, reason));
        }
        Some(Feedback::Solved(change)) => {
            let a = s.attempt.as_ref();
            let id = match a.and_then(|a| a.score()) {
                Some(x) if x >= 1.0 => m::TRAINING_SOLVED,
                Some(x) if x > 0.0 => m::TRAINING_SOLVED_WITH_HINT,
                _ => m::TRAINING_SOLVED_AFTER_WRONG,
            };
            ui.label(RichText::new(tr.t(id)).color(good_text(dark)).strong());
            rating_change(ui, tr, change);
        }
        Some(Feedback::Revealed(change)) => {
            let moves = s.puzzle().map(|p| p.solution.join(" ")).unwrap_or_default();
            ui.label(tr.f(m::TRAINING_SOLUTION, [("moves", moves.into())]));
            rating_change(ui, tr, change);
        }
        None => match &s.hint {
            Some(Hint::Piece(_)) => {
                ui.label(tr.t(m::TRAINING_HINT_PIECE));
            }
            Some(Hint::Line(_)) => {
                ui.label(tr.t(m::TRAINING_HINT_LINE));
            }
            None => {}
        },
    });
    ui.separator();
    let p = &trainer.progress;
    ui.label(tr.f(
        m::TRAINING_RATING,
        [("rating", p.rating(s.choice.game).rating.round().into())],
    ));
    ui.label(tr.f(
        m::TRAINING_STREAK,
        [("count", p.streak.into()), ("best", p.best_streak.into())],
    ));
}

fn rating_change(ui: &mut Ui, tr: Tr, change: &crate::app::training::Change) {
    let delta = change.delta();
    let signed = if delta > 0 {
        format!("+{delta}")
    } else {
        delta.to_string()
    };
    ui.label(tr.f(
        m::TRAINING_RATING_CHANGE,
        [
            ("rating", change.after.rating.round().into()),
            ("delta", signed.into()),
        ],
    ));
}

/// The game, the theme and the order puzzles come in.
fn chooser(ui: &mut Ui, tr: Tr, choice: Choice, commands: &mut Vec<Command>) {
    let mut new = choice;
    egui::Grid::new("training-chooser")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            ui.label(tr.t(m::TRAINING_GAME));
            ui.horizontal(|ui| {
                for game in GameKind::ALL {
                    ui.selectable_value(&mut new.game, game, game_name(tr, game));
                }
            });
            ui.end_row();
            ui.label(tr.t(m::TRAINING_THEME));
            let shown = new
                .theme
                .map_or(tr.t(m::TRAINING_THEME_ANY), |t| theme_name(tr, t));
            egui::ComboBox::from_id_salt("training-theme")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut new.theme, None, tr.t(m::TRAINING_THEME_ANY));
                    for theme in Choice::themes(new.game) {
                        ui.selectable_value(&mut new.theme, Some(theme), theme_name(tr, theme));
                    }
                });
            ui.end_row();
            ui.label(tr.t(m::TRAINING_ORDER));
            ui.vertical(|ui| {
                ui.radio_value(&mut new.order, Order::Rated, tr.t(m::TRAINING_ORDER_RATED));
                ui.radio_value(
                    &mut new.order,
                    Order::ByTheme,
                    tr.t(m::TRAINING_ORDER_BY_THEME),
                );
            });
            ui.end_row();
        });
    if new != choice {
        commands.push(Command::Training(TrainingCommand::Choose(new)));
        // A new game or theme brings its first puzzle at once.
        if new.game != choice.game || new.theme != choice.theme {
            commands.push(Command::Training(TrainingCommand::NextPuzzle));
        }
    }
}

/// Routes to choose from when several end on the square clicked.
fn route_picker(ui: &mut Ui, tr: Tr, board: &TrainingBoard, commands: &mut Vec<Command>) {
    let GamePlay::Dama(play) = &board.play else {
        return;
    };
    if play.input.choosing.is_empty() {
        return;
    }
    ui.label(RichText::new(tr.t(m::TRAINING_PICK_ROUTE)).strong());
    for (i, route) in play.input.choosing.iter().enumerate() {
        button(
            ui,
            true,
            &format!("{}. {}", i + 1, route.notation()),
            TrainingCommand::PickRoute(i),
            commands,
        );
    }
}

fn drill_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &DrillScreen,
    now: f64,
    commands: &mut Vec<Command>,
) {
    ui.heading(tr.t(m::TRAINING_DRILL));
    ui.label(tr.t(m::TRAINING_DRILL_INTRO));
    ui.separator();
    let running = s.round.is_some();
    button(
        ui,
        !running,
        tr.t(m::TRAINING_START_ROUND),
        TrainingCommand::StartRound,
        commands,
    );
    ui.label(
        RichText::new(tr.f(m::TRAINING_TIME_LEFT, [("time", clock(s.left(now)).into())]))
            .size(20.0)
            .strong(),
    );
    ui.label(tr.f(m::TRAINING_SCORE, [("score", s.score().into())]));
    let best = &trainer.progress.drill;
    ui.label(tr.f(
        m::TRAINING_BEST,
        [
            ("score", best.best_score.into()),
            (
                "time",
                clock(Duration::from_millis(best.best_time_ms.unwrap_or(0))).into(),
            ),
        ],
    ));
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    let dark = ui.visuals().dark_mode;
    fixed_block(ui, 170.0, |ui| {
        if let Some(d) = s.current() {
            ui.label(
                RichText::new(tr.f(m::TRAINING_CAPTURE_MAXIMUM, [("maximum", d.maximum.into())]))
                    .strong(),
            );
        }
        let Some(f) = &s.finished else { return };
        match &f.end {
            End::Short {
                captured, maximum, ..
            } => {
                ui.label(
                    RichText::new(tr.f(
                        m::TRAINING_DRILL_SHORT,
                        [
                            ("captured", (*captured).into()),
                            ("maximum", (*maximum).into()),
                        ],
                    ))
                    .color(bad_text(dark)),
                );
            }
            End::TimeUp => {
                ui.label(RichText::new(tr.t(m::TRAINING_DRILL_TIME_UP)).strong());
            }
            End::AllDone => {
                ui.label(
                    RichText::new(tr.t(m::TRAINING_DRILL_ALL_DONE))
                        .color(good_text(dark))
                        .strong(),
                );
            }
        }
        ui.label(tr.f(
            m::TRAINING_DRILL_RESULT,
            [("score", f.score.into()), ("time", clock(f.time).into())],
        ));
        if f.new_best {
            ui.label(
                RichText::new(tr.t(m::TRAINING_DRILL_NEW_BEST))
                    .color(good_text(dark))
                    .strong(),
            );
        }
    });
}

fn mistakes_panel(ui: &mut Ui, tr: Tr, s: &MistakeScreen, now: f64, commands: &mut Vec<Command>) {
    let _ = now;
    ui.heading(tr.f(m::TRAINING_LEARN_MISTAKES, [("side", side_arg(s.player))]));
    ui.separator();
    let count = s.session.len();
    let Some(j) = s.session.current() else {
        if count == 0 {
            ui.label(tr.f(m::TRAINING_NO_MISTAKES, [("side", side_arg(s.player))]));
        } else {
            ui.label(tr.f(
                m::TRAINING_MISTAKES_DONE,
                [("found", s.session.found().into()), ("count", count.into())],
            ));
        }
        return;
    };
    fixed_block(ui, 84.0, |ui| {
        ui.label(tr.f(
            m::TRAINING_MISTAKE_COUNT,
            [
                ("n", (s.session.index() + 1).into()),
                ("count", count.into()),
            ],
        ));
        ui.label(
            RichText::new(tr.f(m::TRAINING_FIND_BETTER, [("side", side_arg(j.mover))]))
                .strong()
                .size(17.0),
        );
        let class = if j.class == Class::Blunder {
            "blunder"
        } else {
            "mistake"
        };
        ui.label(tr.f(
            m::TRAINING_PLAYED,
            [("move", j.played.as_str().into()), ("class", class.into())],
        ));
    });
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            !s.settled(),
            tr.t(m::TRAINING_SHOW_BETTER),
            TrainingCommand::ShowBetter,
            commands,
        );
        button(
            ui,
            true,
            tr.t(m::TRAINING_NEXT_MISTAKE),
            TrainingCommand::NextMistake,
            commands,
        );
    });
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    let dark = ui.visuals().dark_mode;
    fixed_block(ui, 150.0, |ui| match &s.feedback {
        Some(MFeedback::Found { tried }) => {
            ui.label(
                RichText::new(tr.f(m::TRAINING_FOUND, [("move", tried.as_str().into())]))
                    .color(good_text(dark))
                    .strong(),
            );
        }
        Some(MFeedback::NotFound {
            tried,
            better,
            line,
        }) => {
            if let Some(t) = tried {
                ui.label(
                    RichText::new(tr.f(m::TRAINING_NOT_FOUND, [("move", t.as_str().into())]))
                        .color(bad_text(dark))
                        .strong(),
                );
            }
            ui.label(tr.f(
                m::TRAINING_BETTER_WAS,
                [
                    ("better", better.as_str().into()),
                    ("line", line.join(" ").into()),
                ],
            ));
        }
        Some(MFeedback::Judging { tried }) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr.f(m::TRAINING_JUDGING, [("move", tried.as_str().into())]));
            });
        }
        None => {}
    });
}

/// After a review, a button for each player with mistakes to learn from
/// (beside the review's summary).
pub fn learn_buttons(
    ui: &mut Ui,
    app_lang: crate::app::text::Lang,
    review: &crate::app::computer::review::Review,
    commands: &mut Vec<Command>,
) {
    use crate::ai::review::MoveClass;
    let tr = Tr(app_lang);
    for side in Side::BOTH {
        let summary = review.summary(side);
        if summary.count(MoveClass::Mistake) + summary.count(MoveClass::Blunder) == 0 {
            continue;
        }
        button(
            ui,
            true,
            &tr.f(m::TRAINING_LEARN_MISTAKES, [("side", side_arg(side))]),
            TrainingCommand::OpenMistakes(side),
            commands,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::theme::contrast;
    use crate::i18n::Lang;

    #[test]
    fn words_and_marks_stand_out_in_both_themes() {
        for dark in [false, true] {
            let panel = if dark {
                egui::Visuals::dark().panel_fill
            } else {
                egui::Visuals::light().panel_fill
            };
            for text in [good_text(dark), bad_text(dark)] {
                let r = contrast(text, panel);
                assert!(r >= 4.5, "text {text:?} on {panel:?}: {r:.2}");
            }
            let pal = Palette::for_theme(dark);
            for mark in [hint_mark(dark), maximal_mark(dark)] {
                for square in [pal.board, pal.board_alt] {
                    let r = contrast(mark, square);
                    assert!(
                        r >= 3.0,
                        "mark {mark:?} on {square:?} (dark {dark}): {r:.2}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_reason_and_task_reads_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr(lang);
            for goal in [Goal::Win, Goal::Draw, Goal::Material] {
                for side in Side::BOTH {
                    let t = task_text(tr, side, goal);
                    assert!(!t.contains('{') && t.len() > 5, "{t}");
                }
            }
            let reason = Reason::NotMaximal {
                captured: 2,
                maximum: 4,
                loses_the_game: true,
            };
            assert!(reason_text(tr, &reason).contains('4'));
            for theme in Theme::ALL {
                assert!(!theme_name(tr, theme).starts_with("training-"));
            }
        }
        assert_eq!(
            task_text(Tr(Lang::En), Side::White, Goal::Win),
            "White to move and win"
        );
        assert_eq!(
            task_text(Tr(Lang::En), Side::Black, Goal::Draw),
            "Black to move: hold the draw"
        );
        assert_eq!(clock(Duration::from_secs(125)), "2:05");
    }
}
