//! Learn > Puzzles: the chooser (a game, a theme or any, rated or by theme),
//! one puzzle after another, right moves answered by the opponent's reply,
//! wrong ones marked with their reason, hints, the solution shown on request,
//! and the rating change and streak after each puzzle.

use std::sync::OnceLock;

use super::attempt::{Attempt, Hint, Played, Reason, State, Task};
use super::board::TrainingBoard;
use super::progress::Progress;
use super::select::{self, Change, Order};
use crate::ai::puzzles::{self, Puzzle, Theme};
use crate::app::play::GameMove;
use crate::games::GameKind;
use crate::rng::Rng;

/// The shipped puzzles, read once (the files are part of the program; a test
/// reads them, so an error here is a broken build, and leaves the list empty).
pub fn shipped() -> &'static [Puzzle] {
    static ALL: OnceLock<Vec<Puzzle>> = OnceLock::new();
    ALL.get_or_init(|| puzzles::shipped().unwrap_or_default())
}

/// What the next puzzle is chosen from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub game: GameKind,
    /// `None`: any theme.
    pub theme: Option<Theme>,
    pub order: Order,
}

impl Choice {
    /// The themes puzzles of `game` have, in the order of [`Theme::ALL`].
    pub fn themes(game: GameKind) -> Vec<Theme> {
        Theme::ALL
            .into_iter()
            .filter(|t| {
                shipped()
                    .iter()
                    .any(|p| p.game() == game && p.has_theme(*t))
            })
            .collect()
    }
}

/// What the screen says about the last thing done.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    /// A right move; the opponent's reply follows on the board.
    Right,
    /// A wrong move, not played: the move (to mark) and why, where the
    /// rules or the proof can say.
    Wrong {
        mv: GameMove,
        text: String,
        reason: Reason,
    },
    /// Solved; the rating change.
    Solved(Change),
    /// The solution is being shown; the rating change (a failure).
    Revealed(Change),
}

/// The puzzles screen.
#[derive(Clone, Debug)]
pub struct PuzzleScreen {
    pub choice: Choice,
    pub attempt: Option<Attempt>,
    pub board: Option<TrainingBoard>,
    pub feedback: Option<Feedback>,
    pub hint: Option<Hint>,
    /// The change recorded for the attempt on screen, once over.
    recorded: bool,
    rng: Rng,
}

impl PuzzleScreen {
    pub fn new(game: GameKind, seed: u64) -> PuzzleScreen {
        PuzzleScreen {
            choice: Choice {
                game,
                theme: None,
                order: Order::Rated,
            },
            attempt: None,
            board: None,
            feedback: None,
            hint: None,
            recorded: false,
            rng: Rng::new(seed),
        }
    }

    /// The task of the puzzle on screen.
    pub fn task(&self) -> Option<Task> {
        self.attempt.as_ref().map(Attempt::task)
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.attempt.as_ref().map(Attempt::puzzle)
    }

    /// Whether the puzzle on screen is over (solved or shown).
    pub fn over(&self) -> bool {
        self.attempt
            .as_ref()
            .is_some_and(|a| a.state() != State::Solving)
    }

    /// Changes what puzzles are chosen from; the next puzzle follows it. A
    /// theme the new game has no puzzles of becomes any.
    pub fn set_choice(&mut self, choice: Choice) {
        let mut choice = choice;
        if choice
            .theme
            .is_some_and(|t| !Choice::themes(choice.game).contains(&t))
        {
            choice.theme = None;
        }
        self.choice = choice;
    }

    /// Leaves the puzzle on screen (counted as failed if a wrong move was
    /// made) and sets up the next one. False when there is none to give.
    pub fn next(&mut self, progress: &mut Progress, when: u64) -> bool {
        self.leave(progress, when);
        let puzzle = select::next(
            shipped(),
            progress,
            self.choice.game,
            self.choice.theme,
            self.choice.order,
            &mut self.rng,
        )
        .cloned();
        self.feedback = None;
        self.hint = None;
        self.recorded = false;
        let Some(puzzle) = puzzle else {
            self.attempt = None;
            self.board = None;
            return false;
        };
        self.start(&puzzle)
    }

    /// Sets up `puzzle` (tests choose theirs).
    pub fn start(&mut self, puzzle: &Puzzle) -> bool {
        match Attempt::new(puzzle) {
            Ok(attempt) => {
                // The next puzzle is of the game on the board.
                if self.choice.game != puzzle.game() {
                    self.set_choice(Choice {
                        game: puzzle.game(),
                        ..self.choice
                    });
                }
                self.board = Some(TrainingBoard::new(attempt.board()));
                self.attempt = Some(attempt);
                self.feedback = None;
                self.hint = None;
                self.recorded = false;
                true
            }
            Err(_) => false,
        }
    }

    /// Records a puzzle left unsolved after a wrong move as failed.
    fn leave(&mut self, progress: &mut Progress, when: u64) {
        if let Some(a) = &self.attempt
            && !self.recorded
            && a.state() == State::Solving
            && a.wrong_moves() > 0
        {
            select::record(progress, a.puzzle(), 0.0, when);
            self.recorded = true;
        }
    }

    /// A move the player entered on the board. True when the progress changed
    /// (the puzzle ended).
    pub fn play(
        &mut self,
        mv: GameMove,
        progress: &mut Progress,
        now: f64,
        when: u64,
        step_secs: f32,
    ) -> bool {
        let (Some(attempt), Some(board)) = (&mut self.attempt, &mut self.board) else {
            return false;
        };
        let text = board.text(mv);
        match attempt.play(&text) {
            Played::Right { reply, solved } => {
                board.show(&text, now, step_secs);
                board.queue(reply, now);
                self.hint = None;
                if solved {
                    let score = attempt.score().unwrap_or(0.0);
                    let change = select::record(progress, attempt.puzzle(), score, when);
                    self.recorded = true;
                    self.feedback = Some(Feedback::Solved(change));
                    return true;
                }
                self.feedback = Some(Feedback::Right);
                false
            }
            Played::Wrong { reason } => {
                self.feedback = Some(Feedback::Wrong { mv, text, reason });
                false
            }
            Played::NotAMove(_) | Played::Over => false,
        }
    }

    /// Clears the mark of a wrong move: try again from the same position.
    pub fn retry(&mut self) {
        if matches!(self.feedback, Some(Feedback::Wrong { .. })) {
            self.feedback = None;
        }
        if let Some(board) = &mut self.board {
            board.cancel_input();
        }
    }

    /// Marks the piece to move.
    pub fn ask_hint(&mut self) {
        if let Some(attempt) = &mut self.attempt {
            self.hint = attempt.hint();
        }
    }

    /// Plays the rest of the solution out on the board; the puzzle counts as
    /// failed. True when the progress changed.
    pub fn reveal(&mut self, progress: &mut Progress, now: f64, when: u64) -> bool {
        let (Some(attempt), Some(board)) = (&mut self.attempt, &mut self.board) else {
            return false;
        };
        if attempt.state() != State::Solving {
            return false;
        }
        let rest = attempt.reveal();
        board.queue(rest, now);
        self.hint = None;
        let change = select::record(progress, attempt.puzzle(), 0.0, when);
        self.recorded = true;
        self.feedback = Some(Feedback::Revealed(change));
        true
    }
}
