//! The trainer's commands carried out: opening its screens in the board's
//! place (the one modal), moves on its board, its clock, and saving the
//! progress after each change.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use super::App;
use crate::app::modal::Modal;
use crate::app::play::GamePlay;
use crate::app::sound::Sound;
use crate::app::training::drill_screen::DrillScreen;
use crate::app::training::mistake_screen::{self, MistakeScreen};
use crate::app::training::puzzle_screen::PuzzleScreen;
use crate::app::training::{Screen, Trainer, TrainingCommand};
use crate::rng::Rng;

/// Seconds since 1970, for the history of attempts (the flow itself runs on
/// the time it is given).
fn wall_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl App {
    /// The trainer, while it is open.
    pub fn trainer(&self) -> Option<&Trainer> {
        match &self.modal {
            Some(Modal::Training(t)) => Some(t),
            _ => None,
        }
    }

    fn trainer_mut(&mut self) -> Option<&mut Trainer> {
        match &mut self.modal {
            Some(Modal::Training(t)) => Some(t),
            _ => None,
        }
    }

    /// Whether the game on screen has a review to learn from.
    pub fn has_mistakes_to_learn(&self) -> bool {
        self.game.current_review().is_some()
    }

    fn open_trainer(&mut self, screen: Screen) {
        self.autoplay = None;
        self.anim = None;
        // The progress already read stays (a second screen opened from the
        // first does not read the file again).
        let trainer = match self.modal.take() {
            Some(Modal::Training(mut t)) => {
                t.screen = screen;
                *t
            }
            other => {
                self.modal = other;
                Trainer::new(screen, self.training_file.clone())
            }
        };
        self.modal = Some(Modal::Training(Box::new(trainer)));
    }

    pub(super) fn apply_training(&mut self, command: TrainingCommand, now: f64) {
        let step = self.settings.animation.seconds_per_step();
        let when = wall_clock();
        match command {
            TrainingCommand::OpenPuzzles => {
                let seed = Rng::from_entropy().next_u64();
                self.open_trainer(Screen::Puzzles(PuzzleScreen::new(self.game.kind(), seed)));
                if let Some(t) = self.trainer_mut()
                    && let Screen::Puzzles(s) = &mut t.screen
                {
                    s.next(&mut t.progress, when);
                }
                return;
            }
            TrainingCommand::OpenDrill => {
                let seed = Rng::from_entropy().next_u64();
                self.open_trainer(Screen::Drill(DrillScreen::new(seed)));
                return;
            }
            TrainingCommand::OpenMistakes(side) => {
                let judged = mistake_screen::judged_moves(&self.game);
                self.open_trainer(Screen::Mistakes(MistakeScreen::new(&judged, side)));
                return;
            }
            TrainingCommand::Close => {
                if self.trainer().is_some() {
                    self.modal = None;
                }
                return;
            }
            _ => {}
        }
        let solver = match (&self.game.play, self.trainer().and_then(Trainer::mistakes)) {
            (GamePlay::Akidada(p), Some(_)) => self.computer.akidada_solver(p.session.rules()),
            _ => None,
        };
        let wake = self.computer.wake();
        let Some(t) = self.trainer_mut() else { return };
        let mut changed = false;
        let mut played = None;
        match (&mut t.screen, command) {
            (_, TrainingCommand::DismissWarning) => t.warning = None,
            (Screen::Puzzles(s), TrainingCommand::Board(input)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.input(input, now)) {
                    played = Some(mv);
                    changed = s.play(mv, &mut t.progress, now, when, step);
                }
            }
            (Screen::Puzzles(s), TrainingCommand::PickRoute(i)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.pick_route(i)) {
                    played = Some(mv);
                    changed = s.play(mv, &mut t.progress, now, when, step);
                }
            }
            (Screen::Puzzles(s), TrainingCommand::Choose(choice)) => s.set_choice(choice),
            (Screen::Puzzles(s), TrainingCommand::NextPuzzle) => {
                let before = t.progress.history.len();
                s.next(&mut t.progress, when);
                changed = t.progress.history.len() != before;
            }
            (Screen::Puzzles(s), TrainingCommand::Hint) => s.ask_hint(),
            (Screen::Puzzles(s), TrainingCommand::Retry) => s.retry(),
            (Screen::Puzzles(s), TrainingCommand::ShowSolution) => {
                changed = s.reveal(&mut t.progress, now, when);
            }
            (Screen::Drill(s), TrainingCommand::StartRound) => s.start(now),
            (Screen::Drill(s), TrainingCommand::Board(input)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.input(input, now)) {
                    played = Some(mv);
                    changed = s.play(mv, &mut t.progress, now);
                }
            }
            (Screen::Drill(s), TrainingCommand::PickRoute(i)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.pick_route(i)) {
                    played = Some(mv);
                    changed = s.play(mv, &mut t.progress, now);
                }
            }
            (Screen::Mistakes(s), TrainingCommand::Board(input)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.input(input, now)) {
                    played = Some(mv);
                    s.play(mv, solver, now, step, wake);
                }
            }
            (Screen::Mistakes(s), TrainingCommand::PickRoute(i)) => {
                if let Some(mv) = s.board.as_mut().and_then(|b| b.pick_route(i)) {
                    played = Some(mv);
                    s.play(mv, solver, now, step, wake);
                }
            }
            (Screen::Mistakes(s), TrainingCommand::NextMistake) => s.next(),
            (Screen::Mistakes(s), TrainingCommand::ShowBetter) => s.reveal(),
            _ => {}
        }
        if changed {
            t.save();
        }
        if let Some(mv) = played {
            self.sound(Sound::of_move(mv));
        }
    }

    /// The trainer's part of a frame: queued moves shown, the drill's clock,
    /// a judgement collected. How soon to look again.
    pub(super) fn step_training(&mut self, now: f64) -> Option<f64> {
        let step = self.settings.animation.seconds_per_step();
        let wake = self.computer.wake();
        let t = self.trainer_mut()?;
        let mut soon = None;
        let mut changed = false;
        match &mut t.screen {
            Screen::Puzzles(s) => {
                soon = s.board.as_mut().and_then(|b| b.step(now, step));
            }
            Screen::Drill(s) => {
                changed = s.tick(&mut t.progress, now);
                if let Some(b) = &mut s.board {
                    soon = b.step(now, step);
                }
                // The clock is shown to the second.
                if s.round.is_some() {
                    soon = Some(soon.map_or(0.25, |w: f64| w.min(0.25)));
                }
            }
            Screen::Mistakes(s) => {
                if s.poll(now, step, Arc::clone(&wake)) {
                    soon = Some(0.1);
                }
                if let Some(w) = s.board.as_mut().and_then(|b| b.step(now, step)) {
                    soon = Some(soon.map_or(w, |s: f64| s.min(w)));
                }
            }
        }
        if changed {
            t.save();
        }
        soon
    }
}
