//! The move box under a trainer's board (puzzles, the drill, mistakes): the
//! game's own box, whose Enter plays the move typed on the trainer's board,
//! and whose live line says what the screen made of the last move and the
//! board's last move, for a screen reader to read out when it changes.

use eframe::egui::Ui;

use super::puzzles::{reason_text, solved_id, task_text};
use super::shared::{clock, side_arg};
use crate::app::command::Command;
use crate::app::training::board::TrainingBoard;
use crate::app::training::course_screen::{CourseScreen, Feedback as CFeedback, View};
use crate::app::training::drill::End;
use crate::app::training::drill_screen::DrillScreen;
use crate::app::training::mistake_screen::{Feedback as MFeedback, MistakeScreen};
use crate::app::training::puzzle_screen::{Feedback, PuzzleScreen};
use crate::app::training::typing::last_move_words;
use crate::app::training::{Screen, TrainingCommand};
use crate::app::typed_move::{MoveBox, example_of};
use crate::gui::layout;
use crate::gui::panels::move_box::{self, MoveBoxView};
use crate::i18n::{Tr, m};

/// Whether the box goes at the head of the trainer's panel (`panel_width`
/// wide) rather than under the board: the window is too low for the board
/// and the strip one above the other, or too narrow beside the panel for
/// the strip's one row.
pub(super) fn in_side(ui: &Ui, tr: Tr, panel_width: f32) -> bool {
    let ctx = ui.ctx();
    let room = ui.available_rect_before_wrap();
    let least = layout::board_room(ctx.content_rect().size(), ctx.zoom_factor());
    let low = room.height() - move_box::one_row_height(ui) < least;
    // The central panel's margins and a rounding's worth.
    let narrow = room.width() - panel_width - 20.0 < move_box::row_width(ui, tr);
    low || narrow
}

/// The box for `screen`, whose board is `board`: under the board, or
/// `in_side`, at the head of the panel.
pub(super) fn show(
    ui: &mut Ui,
    tr: Tr,
    (screen, board): (&Screen, &TrainingBoard),
    in_side: bool,
    typed: &mut MoveBox,
    commands: &mut Vec<Command>,
) {
    let announcement = said(tr, screen, board);
    let view = MoveBoxView {
        tr,
        example: example_of(&board.play),
        announcement: &announcement,
        live: true,
        play: Command::Training(TrainingCommand::PlayTyped),
        one_line: true,
    };
    if in_side {
        move_box::contents(ui, &view, typed, commands);
    } else {
        move_box::show(ui, &view, typed, commands);
    }
}

/// What the screen made of the last move, then the board's last move.
fn said(tr: Tr, screen: &Screen, board: &TrainingBoard) -> String {
    let verdict = match screen {
        Screen::Puzzles(s) => puzzle_said(tr, s),
        Screen::Drill(s) => drill_said(tr, s),
        Screen::Mistakes(s) => mistake_said(tr, s),
        Screen::Course(s) => course_said(tr, s),
    };
    if board.cursor() == 0 {
        return verdict;
    }
    format!("{verdict} {}", last_move_words(board, tr))
}

fn puzzle_said(tr: Tr, s: &PuzzleScreen) -> String {
    match &s.feedback {
        Some(Feedback::Right) => tr.t(m::TRAINING_RIGHT).to_string(),
        Some(Feedback::Wrong { text, reason, .. }) => format!(
            "{} {}",
            tr.f(m::TRAINING_WRONG, [("move", text.as_str().into())]),
            reason_text(tr, reason)
        ),
        Some(Feedback::Solved(_)) => tr.t(solved_id(s)).to_string(),
        Some(Feedback::Revealed(_)) => {
            let moves = s.puzzle().map(|p| p.solution.join(" ")).unwrap_or_default();
            tr.f(m::TRAINING_SOLUTION, [("moves", moves.into())])
        }
        None => s
            .task()
            .map(|t| format!("{}.", task_text(tr, t.solver, t.goal)))
            .unwrap_or_default(),
    }
}

fn drill_said(tr: Tr, s: &DrillScreen) -> String {
    if let Some(f) = &s.finished {
        let end = match &f.end {
            End::Short {
                captured, maximum, ..
            } => tr.f(
                m::TRAINING_DRILL_SHORT,
                [
                    ("captured", (*captured).into()),
                    ("maximum", (*maximum).into()),
                ],
            ),
            End::TimeUp => tr.t(m::TRAINING_DRILL_TIME_UP).to_string(),
            End::AllDone => tr.t(m::TRAINING_DRILL_ALL_DONE).to_string(),
        };
        let result = tr.f(
            m::TRAINING_DRILL_RESULT,
            [("score", f.score.into()), ("time", clock(f.time).into())],
        );
        return format!("{end} {result}");
    }
    let score = tr.f(m::TRAINING_SCORE, [("score", s.score().into())]);
    match s.current() {
        Some(d) => format!(
            "{score}. {}",
            tr.f(m::TRAINING_CAPTURE_MAXIMUM, [("maximum", d.maximum.into())])
        ),
        None => score,
    }
}

fn mistake_said(tr: Tr, s: &MistakeScreen) -> String {
    match &s.feedback {
        Some(MFeedback::Found { tried }) => {
            tr.f(m::TRAINING_FOUND, [("move", tried.as_str().into())])
        }
        Some(MFeedback::NotFound {
            tried,
            better,
            line,
        }) => {
            let better = tr.f(
                m::TRAINING_BETTER_WAS,
                [
                    ("better", better.as_str().into()),
                    ("line", line.join(" ").into()),
                ],
            );
            match tried {
                Some(t) => format!(
                    "{} {better}",
                    tr.f(m::TRAINING_NOT_FOUND, [("move", t.as_str().into())])
                ),
                None => better,
            }
        }
        Some(MFeedback::Judging { tried }) => {
            tr.f(m::TRAINING_JUDGING, [("move", tried.as_str().into())])
        }
        None => s
            .session
            .current()
            .map(|j| tr.f(m::TRAINING_FIND_BETTER, [("side", side_arg(j.mover))]))
            .unwrap_or_default(),
    }
}

/// What a course level made of the last move: refused and why, the goal met
/// with its stars, out of moves, or played and answered.
fn course_said(tr: Tr, s: &CourseScreen) -> String {
    let View::Level(p) = &s.view else {
        return String::new();
    };
    match &p.feedback {
        Some(CFeedback::Wrong { text, reason, .. }) => format!(
            "{} {}",
            tr.f(m::TRAINING_COURSE_WRONG, [("move", text.as_str().into())]),
            super::course::reason_text(tr, reason)
        ),
        Some(CFeedback::Met { moves, stars, .. }) => tr.f(
            m::TRAINING_COURSE_MET,
            [("moves", (*moves).into()), ("stars", (*stars).into())],
        ),
        Some(CFeedback::OutOfMoves) => tr.t(m::TRAINING_COURSE_OUT_OF_MOVES).to_string(),
        Some(CFeedback::Played) => tr.t(m::TRAINING_COURSE_PLAYED).to_string(),
        None => String::new(),
    }
}
