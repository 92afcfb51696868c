//! Learn > Puzzles: the task, the hint and solution buttons, what the move
//! played was, the rating; the game, theme and order puzzles come in.

use eframe::egui::{self, RichText, Ui};

use super::board::{Marks, move_highlight, spot_index};
use super::shared::{bad_text, button, fixed_block, good_text, route_picker, side_arg};
use crate::ai::puzzles::{Goal, Theme};
use crate::app::command::Command;
use crate::app::highlight::Highlight;
use crate::app::training::puzzle_screen::{Choice, Feedback, PuzzleScreen};
use crate::app::training::{EndProof, Hint, Order, Reason, State, Trainer, TrainingCommand};
use crate::games::akidada::Point;
use crate::games::{GameKind, Side};
use crate::i18n::{Tr, m};

// Blocks of fixed height, so the controls between them stay put as their
// text changes.
/// The task and the puzzle's name: two lines.
const TASK_HEIGHT: f32 = 52.0;
/// What was done: a verdict and its reasons, a few lines.
const FEEDBACK_HEIGHT: f32 = 150.0;

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

pub(super) fn puzzles_panel(
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
    fixed_block(ui, TASK_HEIGHT, |ui| task(ui, tr, s));
    let busy = s.board.as_ref().is_some_and(|b| b.busy(now));
    controls(ui, tr, s, busy, commands);
    if let Some(b) = &s.board {
        route_picker(ui, tr, b, commands);
    }
    ui.separator();
    // What was done, below the controls.
    fixed_block(ui, FEEDBACK_HEIGHT, |ui| feedback(ui, tr, s));
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

/// The task and the puzzle's name and rating.
fn task(ui: &mut Ui, tr: Tr, s: &PuzzleScreen) {
    let (Some(task), Some(p)) = (s.task(), s.puzzle()) else {
        ui.label(tr.t(m::TRAINING_NO_PUZZLE));
        return;
    };
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

/// Hint, retry, the solution and the next puzzle (none while the board is
/// `busy` showing moves).
fn controls(ui: &mut Ui, tr: Tr, s: &PuzzleScreen, busy: bool, commands: &mut Vec<Command>) {
    let solving = s
        .attempt
        .as_ref()
        .is_some_and(|a| a.state() == State::Solving);
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
}

/// What the last move or request did: right, wrong and why, solved or
/// shown with the rating's change, or the hint given.
fn feedback(ui: &mut Ui, tr: Tr, s: &PuzzleScreen) {
    let dark = ui.visuals().dark_mode;
    match &s.feedback {
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
            let id = solved_id(s);
            ui.label(RichText::new(tr.t(id)).color(good_text(dark)).strong());
            end_proof(ui, tr, s);
            rating_change(ui, tr, change);
        }
        Some(Feedback::Revealed(change)) => {
            let moves = s.puzzle().map(|p| p.solution.join(" ")).unwrap_or_default();
            ui.label(tr.f(m::TRAINING_SOLUTION, [("moves", moves.into())]));
            end_proof(ui, tr, s);
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
    }
}

/// How the puzzle on screen was solved: alone, with a hint, or after a
/// wrong move.
pub(super) fn solved_id(s: &PuzzleScreen) -> &'static str {
    match s.attempt.as_ref().and_then(|a| a.score()) {
        Some(x) if x >= 1.0 => m::TRAINING_SOLVED,
        Some(x) if x > 0.0 => m::TRAINING_SOLVED_WITH_HINT,
        _ => m::TRAINING_SOLVED_AFTER_WRONG,
    }
}

/// Why the solution's end is won (or held): what the puzzle's proof says.
fn end_proof(ui: &mut Ui, tr: Tr, s: &PuzzleScreen) {
    if let Some(proof) = s.puzzle().and_then(EndProof::of) {
        ui.label(end_proof_text(tr, proof));
    }
}

/// [`EndProof`] in words.
pub fn end_proof_text(tr: Tr, proof: EndProof) -> String {
    let goal = |g: Goal| if g == Goal::Draw { "draw" } else { "win" };
    match proof {
        EndProof::GameOver(outcome) => tr.f(
            m::TRAINING_END_OVER,
            [("result", tr.outcome_words(outcome).into())],
        ),
        EndProof::AkidadaTable { solver, goal: g } => tr.f(
            m::TRAINING_END_AKIDADA,
            [("side", side_arg(solver)), ("goal", goal(g).into())],
        ),
        EndProof::EndgameTables { solver, goal: g } => tr.f(
            m::TRAINING_END_TABLES,
            [("side", side_arg(solver)), ("goal", goal(g).into())],
        ),
        EndProof::Material { solver, gain } => {
            // Whole men as they are, a king's half in the language's decimals.
            let mut gain = if gain.fract() == 0.0 {
                format!("{gain:.0}")
            } else {
                format!("{gain:.1}")
            };
            if tr.0 != crate::i18n::Lang::En {
                gain = gain.replace('.', ",");
            }
            tr.f(
                m::TRAINING_END_MATERIAL,
                [("side", side_arg(solver)), ("gain", gain.into())],
            )
        }
        EndProof::SearchWin { solver } => {
            tr.f(m::TRAINING_END_SEARCH, [("side", side_arg(solver))])
        }
    }
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
            let label = ui.label(tr.t(m::TRAINING_THEME));
            let shown = new
                .theme
                .map_or(tr.t(m::TRAINING_THEME_ANY), |t| theme_name(tr, t));
            // Named by its label, for screen readers.
            egui::ComboBox::from_id_salt("training-theme")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut new.theme, None, tr.t(m::TRAINING_THEME_ANY));
                    for theme in Choice::themes(new.game) {
                        ui.selectable_value(&mut new.theme, Some(theme), theme_name(tr, theme));
                    }
                })
                .response
                .labelled_by(label.id);
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

pub(super) fn puzzle_marks(s: &PuzzleScreen) -> Marks {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

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
    }

    #[test]
    fn every_proof_of_a_puzzles_end_reads_in_every_language() {
        use crate::games::{EndReason, Outcome};
        let proofs = [
            EndProof::GameOver(Outcome::Win {
                winner: Side::Black,
                reason: EndReason::NoLegalMove,
            }),
            EndProof::AkidadaTable {
                solver: Side::White,
                goal: Goal::Win,
            },
            EndProof::AkidadaTable {
                solver: Side::White,
                goal: Goal::Draw,
            },
            EndProof::EndgameTables {
                solver: Side::Black,
                goal: Goal::Win,
            },
            EndProof::Material {
                solver: Side::White,
                gain: 2.5,
            },
            EndProof::SearchWin {
                solver: Side::Black,
            },
        ];
        for lang in Lang::ALL {
            for proof in proofs {
                let words = end_proof_text(Tr(lang), proof);
                assert!(
                    !words.contains('{') && words.len() > 20,
                    "{lang:?}: {words}"
                );
            }
        }
        let en = |p| end_proof_text(Tr(Lang::En), p);
        assert_eq!(
            en(proofs[0]),
            "At the end: Black wins, the loser has no legal move."
        );
        assert!(en(proofs[4]).contains("2.5 more"), "{}", en(proofs[4]));
        let pl = end_proof_text(Tr(Lang::Pl), proofs[4]);
        assert!(pl.contains("o 2,5 więcej"), "{pl}");
    }
}
