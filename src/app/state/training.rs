//! The trainer's commands carried out: opening its screens in the board's
//! place (the one modal), moves on its board, its clock, and saving the
//! progress after each change.

use std::sync::Arc;

use crate::ai::worker::Wake;
use crate::time::{SystemTime, UNIX_EPOCH};

use super::App;
use crate::ai::solved::Solver;
use crate::app::modal::Modal;
use crate::app::play::{GameMove, GamePlay};
use crate::app::sound::Sound;
use crate::app::text::Tr;
use crate::app::training::board::TrainingBoard;
use crate::app::training::course_proof::{
    LevelProof, read_levels, refused_words, unreadable_words,
};
use crate::app::training::course_screen::{Course, CourseScreen, View};
use crate::app::training::drill_screen::DrillScreen;
use crate::app::training::mistake_screen::{self, MistakeScreen};
use crate::app::training::puzzle_screen::PuzzleScreen;
use crate::app::training::typing::{board_to_type_on, shown_board, shown_board_mut};
use crate::app::training::{Progress, Screen, Trainer, TrainingCommand};
use crate::app::typed_move::{self, MoveBox};
use crate::i18n::m;
use crate::rng::Rng;

/// When a command reaches a trainer's screen.
struct Moment {
    /// The window's clock (seconds).
    now: f64,
    /// The wall clock (seconds since 1970).
    when: u64,
    /// Seconds per step of a move's animation.
    step: f32,
    /// The window's language, for a click's refusal in words.
    tr: Tr,
}

/// What a command did on a trainer's screen.
#[derive(Default)]
struct Done {
    /// The progress changed: it is saved.
    changed: bool,
    /// The move played on the screen's board: it is heard.
    played: Option<GameMove>,
}

impl Done {
    fn changed(changed: bool) -> Done {
        Done {
            changed,
            played: None,
        }
    }

    /// A move played on the screen's board; `changed` as for [`Done::changed`].
    fn played(mv: GameMove, changed: bool) -> Done {
        Done {
            changed,
            played: Some(mv),
        }
    }
}

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

    /// The move box under the trainer's board, while the trainer shows a
    /// board.
    pub fn trainer_move_box(&self) -> Option<&MoveBox> {
        shown_board(&self.trainer()?.screen).map(|b| &b.typed)
    }

    /// The same, for the window's text field to type into.
    pub fn trainer_move_box_mut(&mut self) -> Option<&mut MoveBox> {
        let t = self.trainer_mut()?;
        shown_board_mut(&mut t.screen).map(|b| &mut b.typed)
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
        self.playback.stop();
        // The progress already read stays (a second screen opened from the
        // first does not read the file again).
        let trainer = match self.modal.take() {
            Some(Modal::Training(mut t)) => {
                t.screen = screen;
                *t
            }
            other => {
                self.modal = other;
                Trainer::new(screen, self.stores.training_file.clone())
            }
        };
        self.modal = Some(Modal::Training(Box::new(trainer)));
    }

    pub(super) fn apply_training(&mut self, command: TrainingCommand, now: f64) {
        match command {
            TrainingCommand::OpenPuzzles => self.open_puzzles(),
            TrainingCommand::OpenDrill => {
                let seed = Rng::from_entropy().next_u64();
                self.open_trainer(Screen::Drill(DrillScreen::new(seed)));
            }
            TrainingCommand::OpenCourse => self.open_course(Course::builtin()),
            TrainingCommand::OpenMistakes(side) => {
                let judged = mistake_screen::judged_moves(&self.game);
                self.open_trainer(Screen::Mistakes(MistakeScreen::new(&judged, side)));
            }
            TrainingCommand::CancelProof => {
                if let Some(Screen::Course(s)) = self.trainer().map(|t| &t.screen)
                    && let View::Proving(proof) = &s.view
                {
                    proof.cancel();
                    self.modal = None;
                }
            }
            TrainingCommand::Close => {
                if self.trainer().is_some() {
                    self.modal = None;
                }
            }
            TrainingCommand::PlayTyped => self.play_typed_in_trainer(now),
            command => self.on_trainer_screen(command, now),
        }
    }

    /// Plays the move typed under the trainer's board as the same move
    /// clicked there would be, or keeps the text and says why not. Moves
    /// still being shown (a reply) land at once first: the move typed is
    /// read in the position they leave.
    fn play_typed_in_trainer(&mut self, now: f64) {
        let tr = self.tr();
        let Some(t) = self.trainer_mut() else { return };
        let Some(text) = shown_board(&t.screen).map(|b| b.typed.text.clone()) else {
            return;
        };
        let read = match board_to_type_on(&mut t.screen) {
            Ok(board) => {
                if board.busy(now) {
                    board.finish();
                }
                let read = typed_move::read_on(&board.play, &text, tr);
                if read.is_ok() {
                    board.cancel_input();
                    board.typed = MoveBox::default();
                }
                read
            }
            Err(why) => Err(tr.t(why).to_string()),
        };
        match read {
            Ok(mv) => self.on_trainer_screen(TrainingCommand::Entered(mv), now),
            Err(problem) => {
                if let Some(board) = shown_board_mut(&mut t.screen) {
                    board.typed.problem = Some(problem);
                }
            }
        }
    }

    /// Learn > Puzzles: the trainer on its puzzles, the first one set up.
    fn open_puzzles(&mut self) {
        let seed = Rng::from_entropy().next_u64();
        self.open_trainer(Screen::Puzzles(PuzzleScreen::new(self.game.kind(), seed)));
        if let Some(t) = self.trainer_mut()
            && let Screen::Puzzles(s) = &mut t.screen
        {
            s.next(&mut t.progress, wall_clock());
        }
    }

    /// Learn > Course: the trainer on the course map of `course`.
    pub(super) fn open_course(&mut self, course: Course) {
        self.open_trainer(Screen::Course(CourseScreen::new(course)));
    }

    /// A command for the screen on show, carried out by it; the progress is
    /// saved if it changed, and a move played is heard.
    fn on_trainer_screen(&mut self, command: TrainingCommand, now: f64) {
        let at = Moment {
            now,
            when: wall_clock(),
            step: self.settings.animation.seconds_per_step(),
            tr: self.tr(),
        };
        let solver = self.mistakes_solver();
        let wake = self.computer.engine.wake();
        let Some(t) = self.trainer_mut() else { return };
        // Whatever else is done, the box's last refusal is old news.
        if let Some(board) = shown_board_mut(&mut t.screen) {
            board.typed.problem = None;
        }
        if command == TrainingCommand::DismissWarning {
            t.warning = None;
            return;
        }
        let done = match &mut t.screen {
            Screen::Puzzles(s) => puzzle_command(s, &mut t.progress, command, &at),
            Screen::Drill(s) => drill_command(s, &mut t.progress, command, &at),
            Screen::Mistakes(s) => mistake_command(s, command, solver, wake, &at),
            Screen::Course(s) => course_command(s, &mut t.progress, command, &at),
        };
        if done.changed {
            t.save();
        }
        if let Some(mv) = done.played {
            self.sound(Sound::of_move(mv));
        }
    }

    /// The Akidada table that judges a try on the mistakes screen (of the
    /// game's rules), while that screen is open on an Akidada game.
    fn mistakes_solver(&mut self) -> Option<Arc<Solver>> {
        match (&self.game.play, self.trainer().and_then(Trainer::mistakes)) {
            (GamePlay::Akidada(p), Some(_)) => {
                self.computer.engine.akidada_solver(p.session.rules())
            }
            _ => None,
        }
    }

    /// The trainer's part of a frame: queued moves shown, the drill's clock,
    /// a judgement collected. How soon to look again.
    pub(super) fn step_training(&mut self, now: f64) -> Option<f64> {
        let step = self.settings.animation.seconds_per_step();
        let wake = self.computer.engine.wake();
        let t = self.trainer_mut()?;
        let mut soon = None;
        let mut changed = false;
        let mut refused = None;
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
            Screen::Course(s) => match &mut s.view {
                View::Level(p) => soon = p.board.step(now, step),
                View::Proving(_) => {
                    refused = s.poll_proof(&t.progress);
                    soon = Some(0.1);
                }
                View::Map => {}
            },
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
        if let Some(refused) = refused.filter(|r| !r.is_empty()) {
            let body = refused_words(self.tr(), &refused);
            self.modal = Some(Modal::message(m::TRAINING_LEVEL_REFUSED, body));
        }
        soon
    }

    /// Opens a teacher's level file: its levels proven on a worker thread,
    /// then played in the course view. A file that does not read, or levels
    /// that are no levels, are told in a message; the game stays as it was.
    pub(super) fn open_level_file(&mut self, path: &std::path::Path, text: &str) {
        let levels = match read_levels(text) {
            Ok(levels) if !levels.is_empty() => levels,
            Ok(_) => {
                let body = self.tr().t(m::TRAINING_LEVEL_NONE);
                self.modal = Some(Modal::message(m::TRAINING_LEVEL_REFUSED, body));
                return;
            }
            Err(e) => {
                let body = unreadable_words(self.tr(), &e);
                self.modal = Some(Modal::message(m::TRAINING_LEVEL_REFUSED, body));
                return;
            }
        };
        let proof = LevelProof::start(levels.clone(), self.computer.engine.wake());
        let course = Course::of(levels, Some(path.to_path_buf()));
        self.open_trainer(Screen::Course(CourseScreen::proving(course, proof)));
    }
}

/// The move `command` enters on a screen's `board`, if it is a click, a
/// drag or a route picked that makes one, or a whole move entered (a
/// cancel drops what was begun). None while the board shows moves.
fn entered(
    board: Option<&mut TrainingBoard>,
    command: &TrainingCommand,
    at: &Moment,
) -> Option<GameMove> {
    let board = board?;
    match *command {
        TrainingCommand::Board(input) => board.input(input, at.now, at.tr),
        TrainingCommand::PickRoute(i) => board.pick_route(i),
        TrainingCommand::Entered(mv) => (!board.busy(at.now)).then_some(mv),
        TrainingCommand::CancelInput => {
            board.cancel_input();
            None
        }
        _ => None,
    }
}

/// A command on the puzzles screen.
fn puzzle_command(
    s: &mut PuzzleScreen,
    progress: &mut Progress,
    command: TrainingCommand,
    at: &Moment,
) -> Done {
    if let Some(mv) = entered(s.board.as_mut(), &command, at) {
        return Done::played(mv, s.play(mv, progress, at.now, at.when, at.step));
    }
    match command {
        TrainingCommand::Choose(choice) => s.set_choice(choice),
        TrainingCommand::NextPuzzle => {
            let before = progress.history.len();
            s.next(progress, at.when);
            return Done::changed(progress.history.len() != before);
        }
        TrainingCommand::Hint => s.ask_hint(),
        TrainingCommand::Retry => s.retry(),
        TrainingCommand::ShowSolution => return Done::changed(s.reveal(progress, at.now, at.when)),
        _ => {}
    }
    Done::default()
}

/// A command on the capture drill's screen.
fn drill_command(
    s: &mut DrillScreen,
    progress: &mut Progress,
    command: TrainingCommand,
    at: &Moment,
) -> Done {
    if let Some(mv) = entered(s.board.as_mut(), &command, at) {
        return Done::played(mv, s.play(mv, progress, at.now));
    }
    if command == TrainingCommand::StartRound {
        s.start(at.now);
    }
    Done::default()
}

/// A command on the screen of the mistakes to learn from.
fn mistake_command(
    s: &mut MistakeScreen,
    command: TrainingCommand,
    solver: Option<Arc<Solver>>,
    wake: Wake,
    at: &Moment,
) -> Done {
    if let Some(mv) = entered(s.board.as_mut(), &command, at) {
        s.play(mv, solver, at.now, at.step, wake);
        return Done::played(mv, false);
    }
    match command {
        TrainingCommand::NextMistake => s.next(),
        TrainingCommand::ShowBetter => s.reveal(),
        TrainingCommand::Retry => s.retry(),
        _ => {}
    }
    Done::default()
}

/// A command on the course's screen: a level opened, a move, a hint, a
/// retry, the next level, back to the map.
fn course_command(
    s: &mut CourseScreen,
    progress: &mut Progress,
    command: TrainingCommand,
    at: &Moment,
) -> Done {
    let board = match &mut s.view {
        View::Level(p) => Some(&mut p.board),
        _ => None,
    };
    if let Some(mv) = entered(board, &command, at) {
        return Done::played(mv, s.play(mv, progress, at.now, at.step));
    }
    match command {
        TrainingCommand::OpenLevel(i) => {
            s.open(i, progress);
        }
        TrainingCommand::CourseMap => s.to_map(),
        TrainingCommand::NextLevel => {
            s.next(progress);
        }
        TrainingCommand::Hint => s.hint(),
        TrainingCommand::Retry => s.retry(progress),
        _ => {}
    }
    Done::default()
}
