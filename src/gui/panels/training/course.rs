//! Learn > Course: the map of stages and levels with their stars, and a
//! level's panel (its text, goal, moves, stars in reach, the hint, what the
//! last move did). A built-in level's words are `course-<id>` and
//! `course-<id>-hint` in `course.ftl`; a teacher's level carries its own.

use eframe::egui::{self, Color32, Pos2, RichText, Sense, Shape, Stroke, Ui, vec2};

use super::board::{Marks, move_highlight, spot_index};
use super::shared::{bad_text, button, fixed_block, good_text, route_picker};
use crate::app::command::Command;
use crate::app::training::course_screen::{CourseScreen, Feedback, LevelPlay, View};
use crate::app::training::{Trainer, TrainingCommand};
use crate::course::{Goal, Level, Reason, RunState, Stage};
use crate::games::GameKind;
use crate::games::akidada::Point;
use crate::i18n::{Arg, Tr, m};

/// A Fluent message by an id made at run time (a level's or a stage's),
/// or `None` if there is no such message.
fn dynamic(tr: Tr, id: &str, args: &[(&'static str, Arg)]) -> Option<String> {
    let (text, errors) = tr.format(id, args);
    errors.is_empty().then_some(text)
}

/// A stage's name: the one its teacher gave it, or `course-stage-<id>`, or
/// the id of a teacher's stage.
pub fn stage_name(tr: Tr, stage: &Stage) -> String {
    match &stage.name {
        Some(name) => name.clone(),
        None => dynamic(tr, &format!("course-stage-{}", stage.id), &[])
            .unwrap_or_else(|| stage.id.clone()),
    }
}

/// A level's text: the teacher's own, or `course-<id>`.
pub fn level_text(tr: Tr, level: &Level) -> String {
    match &level.text {
        Some(text) => text.clone(),
        None => dynamic(tr, &format!("course-{}", level.id), &[]).unwrap_or_default(),
    }
}

/// A level's hint in words: the teacher's own, or the engine's reason.
pub fn hint_text(tr: Tr, level: &Level, reason: &Reason) -> String {
    match &level.hint {
        Some(text) => text.clone(),
        None => reason_text(tr, reason),
    }
}

/// A reason of the course's (a wrong move's, a hint's) in words.
pub fn reason_text(tr: Tr, reason: &Reason) -> String {
    tr.format(reason.id, &reason.args).0
}

/// The goal in words.
pub fn goal_text(tr: Tr, level: &Level) -> String {
    let limit = level.stars.2;
    match &level.goal {
        Goal::Win => tr.t(m::TRAINING_COURSE_GOAL_WIN).to_string(),
        Goal::CaptureAll => tr.t(m::TRAINING_COURSE_GOAL_CAPTURE_ALL).to_string(),
        Goal::Crown => tr.t(m::TRAINING_COURSE_GOAL_CROWN).to_string(),
        Goal::Reach(sq) => tr.f(m::TRAINING_COURSE_GOAL_REACH, [("square", sq.into())]),
        Goal::CaptureAtOnce(n) => tr.f(
            m::TRAINING_COURSE_GOAL_CAPTURE_AT_ONCE,
            [("count", (*n).into())],
        ),
        Goal::HoldOn => tr.f(m::TRAINING_COURSE_GOAL_HOLD_ON, [("moves", limit.into())]),
        Goal::MakeLine => tr.t(m::TRAINING_COURSE_GOAL_MAKE_LINE).to_string(),
        Goal::BlockLines => tr.f(
            m::TRAINING_COURSE_GOAL_BLOCK_LINES,
            [("moves", limit.into())],
        ),
    }
}

/// The colour of a star earned: gold that stands out in both themes.
fn star_colour(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0xff, 0xd2, 0x4a)
    } else {
        Color32::from_rgb(0xa8, 0x6a, 0x00)
    }
}

/// Three stars painted in a row at `left`, `earned` of them filled.
pub(super) fn paint_stars(ui: &Ui, left: Pos2, size: f32, earned: u8) {
    let dark = ui.visuals().dark_mode;
    let gold = star_colour(dark);
    let empty = ui.visuals().weak_text_color();
    let painter = ui.painter();
    for i in 0..3u8 {
        let centre = left + vec2(size * (f32::from(i) + 0.5), 0.0);
        let points: Vec<Pos2> = (0..10)
            .map(|k| {
                let r = if k % 2 == 0 { size * 0.48 } else { size * 0.2 };
                let a = std::f32::consts::PI * (f32::from(k as u8) / 5.0 - 0.5);
                centre + vec2(a.cos(), a.sin()) * r
            })
            .collect();
        if i < earned {
            // A star is not convex: painted as ten triangles from its centre.
            for k in 0..10 {
                let tri = vec![centre, points[k], points[(k + 1) % 10]];
                painter.add(Shape::convex_polygon(tri, gold, Stroke::NONE));
            }
        } else {
            painter.add(Shape::closed_line(points, Stroke::new(1.5, empty)));
        }
    }
}

/// The panel beside the map or the level.
pub(super) fn course_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &CourseScreen,
    now: f64,
    commands: &mut Vec<Command>,
) {
    // A level's words grow with the interface size: the panel scrolls
    // rather than hide its buttons.
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| view_panel(ui, tr, trainer, s, now, commands));
}

fn view_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &CourseScreen,
    now: f64,
    commands: &mut Vec<Command>,
) {
    match &s.view {
        View::Map => map_panel(ui, tr, trainer, s, commands),
        View::Level(p) => level_panel(ui, tr, trainer, s, p, now, commands),
        View::Proving(proof) => {
            ui.heading(tr.t(m::TRAINING_COURSE_HEADING));
            let (done, total) = (proof.done(), proof.total);
            let proving = tr.f(
                m::TRAINING_LEVEL_PROVING,
                [("done", done.into()), ("total", total.into())],
            );
            ui.label(&proving);
            let fraction = done as f32 / total.max(1) as f32;
            let bar = egui::ProgressBar::new(fraction).animate(true);
            crate::gui::reader::progress(ui, bar, fraction, &proving);
            let cancel = tr.t(m::TRAINING_LEVEL_CANCEL);
            button(ui, true, cancel, TrainingCommand::CancelProof, commands);
        }
    }
}

fn map_panel(ui: &mut Ui, tr: Tr, trainer: &Trainer, s: &CourseScreen, out: &mut Vec<Command>) {
    ui.heading(tr.t(m::TRAINING_COURSE_HEADING));
    if let Some(file) = &s.course.file {
        let name = file.file_name().map(|n| n.to_string_lossy().to_string());
        ui.label(tr.f(
            m::TRAINING_COURSE_FILE,
            [("name", name.unwrap_or_default().into())],
        ));
    }
    ui.label(tr.t(m::TRAINING_COURSE_INTRO));
    let p = &trainer.progress;
    let earned: u32 = (0..s.course.levels.len())
        .map(|i| u32::from(s.course.stars(i, p)))
        .sum();
    let total = 3 * s.course.levels.len();
    ui.label(tr.f(
        m::TRAINING_COURSE_STARS_TOTAL,
        [("stars", earned.into()), ("total", total.into())],
    ));
    if let Some(next) = s.course.to_play(p) {
        button(
            ui,
            true,
            tr.t(m::TRAINING_COURSE_CONTINUE),
            TrainingCommand::OpenLevel(next),
            out,
        );
    }
    ui.separator();
    button(
        ui,
        true,
        tr.t(m::TRAINING_PUZZLES),
        TrainingCommand::OpenPuzzles,
        out,
    );
    button(
        ui,
        true,
        tr.t(m::TRAINING_DRILL),
        TrainingCommand::OpenDrill,
        out,
    );
}

/// The map in the board's place: each game, its stages, and a tile for each
/// level with its number and stars.
pub(super) fn course_map(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &CourseScreen,
    out: &mut Vec<Command>,
) {
    let p = &trainer.progress;
    let next = s.course.to_play(p);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // The games in the course's order (its first stage's game first).
            let mut games: Vec<GameKind> = Vec::new();
            for stage in &s.course.stages {
                if !games.contains(&stage.game) {
                    games.push(stage.game);
                }
            }
            for game in games {
                let stages: Vec<_> = s
                    .course
                    .stages
                    .iter()
                    .filter(|st| st.game == game)
                    .collect();
                if stages.is_empty() {
                    continue;
                }
                ui.add_space(8.0);
                ui.heading(tr.game(game));
                for stage in stages {
                    ui.add_space(4.0);
                    ui.label(RichText::new(stage_name(tr, stage)).strong().size(17.0));
                    ui.horizontal_wrapped(|ui| {
                        for (n, &index) in stage.levels.iter().enumerate() {
                            let open = s.course.is_open(index, p);
                            let stars = s.course.stars(index, p);
                            let state = (open, next == Some(index));
                            if level_tile(ui, tr, n + 1, state, stars) {
                                out.push(Command::Training(TrainingCommand::OpenLevel(index)));
                            }
                        }
                    });
                }
            }
        });
}

/// One level on the map: its number and stars; true when clicked. A locked
/// level is drawn faint and does not answer; the next to play is ringed
/// in the selection's colour. `state`: open, and next to play.
fn level_tile(ui: &mut Ui, tr: Tr, number: usize, state: (bool, bool), stars: u8) -> bool {
    let (open, next) = state;
    let size = vec2(76.0, 58.0);
    let sense = if open { Sense::click() } else { Sense::hover() };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    let name = if open {
        tr.f(
            m::TRAINING_COURSE_LEVEL_TILE,
            [("number", number.into()), ("stars", stars.into())],
        )
    } else {
        tr.f(m::TRAINING_COURSE_LEVEL_LOCKED, [("number", number.into())])
    };
    let label = name.clone();
    response.widget_info(move || egui::WidgetInfo::labeled(egui::Role::Button, open, &label));
    let visuals = ui.style().interact(&response);
    let fill = if open {
        visuals.bg_fill
    } else {
        ui.visuals().faint_bg_color
    };
    let stroke = if next {
        Stroke::new(2.5, ui.visuals().selection.stroke.color)
    } else {
        visuals.bg_stroke
    };
    ui.painter()
        .rect(rect, 6.0, fill, stroke, egui::StrokeKind::Inside);
    let text_colour = if open {
        visuals.text_color()
    } else {
        ui.visuals().weak_text_color()
    };
    ui.painter().text(
        rect.center_top() + vec2(0.0, 16.0),
        egui::Align2::CENTER_CENTER,
        number.to_string(),
        egui::FontId::proportional(18.0),
        text_colour,
    );
    paint_stars(ui, rect.left_bottom() + vec2(8.0, -14.0), 20.0, stars);
    response.on_hover_text(name).clicked()
}

fn level_panel(
    ui: &mut Ui,
    tr: Tr,
    trainer: &Trainer,
    s: &CourseScreen,
    p: &LevelPlay,
    now: f64,
    out: &mut Vec<Command>,
) {
    let level = p.level();
    button(
        ui,
        true,
        tr.t(m::TRAINING_COURSE_MAP),
        TrainingCommand::CourseMap,
        out,
    );
    let stage = s.course.stages.iter().find(|st| st.id == level.stage);
    ui.heading(stage.map_or_else(|| level.stage.clone(), |st| stage_name(tr, st)));
    if let Some(stage) = stage {
        let number = stage.levels.iter().position(|&i| i == p.index).unwrap_or(0) + 1;
        ui.label(tr.f(
            m::TRAINING_COURSE_LEVEL_OF,
            [
                ("number", number.into()),
                ("count", stage.levels.len().into()),
            ],
        ));
    }
    let text = level_text(tr, level);
    if !text.is_empty() {
        ui.label(text);
    }
    ui.label(RichText::new(goal_text(tr, level)).strong().size(17.0));
    moves_and_stars(ui, tr, p);
    let busy = p.board.busy(now);
    let going = !p.over();
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            going && !busy,
            tr.t(m::TRAINING_HINT),
            TrainingCommand::Hint,
            out,
        );
        button(
            ui,
            !busy,
            tr.t(m::TRAINING_RETRY),
            TrainingCommand::Retry,
            out,
        );
    });
    let next = s.has_next(&trainer.progress) && !busy;
    button(
        ui,
        next,
        tr.t(m::TRAINING_COURSE_NEXT),
        TrainingCommand::NextLevel,
        out,
    );
    route_picker(ui, tr, &p.board, out);
    ui.separator();
    fixed_block(ui, 150.0, |ui| feedback(ui, tr, p));
}

/// Moves played and left, the thresholds, and the stars still in reach.
fn moves_and_stars(ui: &mut Ui, tr: Tr, p: &LevelPlay) {
    let (three, two, one) = p.level().stars;
    let used = p.run.learner_moves();
    let left = match p.run.state() {
        RunState::Going { moves_left } => moves_left,
        _ => usize::from(one).saturating_sub(used),
    };
    ui.label(tr.f(
        m::TRAINING_COURSE_MOVES,
        [("used", used.into()), ("left", left.into())],
    ));
    ui.label(tr.f(
        m::TRAINING_COURSE_THRESHOLDS,
        [
            ("three", three.into()),
            ("two", two.into()),
            ("one", one.into()),
        ],
    ));
    if !p.over() {
        let stars = p.stars_in_reach();
        let (rect, response) =
            ui.allocate_exact_size(vec2(ui.available_width(), 24.0), Sense::hover());
        let words = tr.f(m::TRAINING_COURSE_IN_REACH, [("stars", stars.into())]);
        let label = tr.f(m::TRAINING_COURSE_STARS_LABEL, [("stars", stars.into())]);
        let galley = ui.painter().layout_no_wrap(
            words.clone(),
            egui::FontId::proportional(super::shared::TEXT),
            ui.visuals().text_color(),
        );
        let width = galley.size().x;
        ui.painter().galley(
            rect.left_center() - vec2(0.0, galley.size().y / 2.0),
            galley,
            Color32::PLACEHOLDER,
        );
        paint_stars(ui, rect.left_center() + vec2(width + 6.0, 0.0), 20.0, stars);
        response.widget_info(move || {
            egui::WidgetInfo::labeled(egui::Role::Label, true, format!("{words} {label}"))
        });
    }
}

/// What the last move did, or the hint's words.
fn feedback(ui: &mut Ui, tr: Tr, p: &LevelPlay) {
    let dark = ui.visuals().dark_mode;
    match &p.feedback {
        Some(Feedback::Wrong { text, reason, .. }) => {
            ui.label(
                RichText::new(tr.f(m::TRAINING_COURSE_WRONG, [("move", text.as_str().into())]))
                    .color(bad_text(dark))
                    .strong(),
            );
            ui.label(reason_text(tr, reason));
        }
        Some(Feedback::Met { moves, stars, best }) => {
            ui.label(
                RichText::new(tr.f(
                    m::TRAINING_COURSE_MET,
                    [("moves", (*moves).into()), ("stars", (*stars).into())],
                ))
                .color(good_text(dark))
                .strong(),
            );
            let (rect, _) =
                ui.allocate_exact_size(vec2(ui.available_width(), 30.0), Sense::hover());
            paint_stars(ui, rect.left_center(), 28.0, *stars);
            if *best > *stars {
                ui.label(tr.f(m::TRAINING_COURSE_BEST, [("stars", (*best).into())]));
            }
            if *stars < 3 {
                ui.label(tr.t(m::TRAINING_COURSE_MORE_STARS));
            }
        }
        Some(Feedback::OutOfMoves) => {
            ui.label(RichText::new(tr.t(m::TRAINING_COURSE_OUT_OF_MOVES)).color(bad_text(dark)));
        }
        Some(Feedback::Played) | None => {
            if let Some(hint) = &p.hint {
                ui.label(hint_text(tr, p.level(), &hint.reason));
                if !hint.squares.is_empty() {
                    ui.label(tr.t(m::TRAINING_COURSE_HINT_SQUARES));
                }
            } else if matches!(p.feedback, Some(Feedback::Played)) {
                ui.label(tr.t(m::TRAINING_COURSE_PLAYED));
            }
        }
    }
}

/// The marks over a level's board: the wrong move, the hint's squares, and
/// the level's arrows until the first move.
pub(super) fn course_marks(p: &LevelPlay) -> Marks {
    let mut marks = Marks::default();
    if let Some(Feedback::Wrong { mv, .. }) = &p.feedback {
        marks
            .highlights
            .extend(move_highlight(&p.board, *mv, false));
    }
    if let Some(hint) = &p.hint {
        let game = p.board.game();
        marks.rings = hint
            .squares
            .iter()
            .filter_map(|sq| spot_index(game, sq))
            .collect();
        if game == GameKind::Akidada {
            let points: Vec<Point> = hint.squares.iter().filter_map(|s| s.parse().ok()).collect();
            if !points.is_empty() {
                marks
                    .highlights
                    .push(crate::app::highlight::Highlight::Points(points));
            }
        }
    }
    if p.board.cursor() == 0 {
        let game = p.board.game();
        marks.arrows = p
            .level()
            .arrows
            .iter()
            .filter_map(|(a, b)| Some((spot_index(game, a)?, spot_index(game, b)?)))
            .collect();
    }
    marks
}
