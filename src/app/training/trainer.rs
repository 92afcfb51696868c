//! The trainer as the app shows it, in the board's place: one of its screens
//! (the course, puzzles, the capture drill, learning from mistakes), the user's progress
//! and the file it is kept in, and what the player asks of it
//! ([`TrainingCommand`]).

use std::path::PathBuf;

use super::course_screen::CourseScreen;
use super::drill_screen::DrillScreen;
use super::mistake_screen::MistakeScreen;
use super::progress::{Progress, Store, Warning};
use super::puzzle_screen::{Choice, PuzzleScreen};
use crate::app::highlight::BoardInput;
use crate::app::play::GameMove;
use crate::games::Side;

/// What the player asks of the trainer.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainingCommand {
    /// Learn > Puzzles.
    OpenPuzzles,
    /// Learn > Capture drill.
    OpenDrill,
    /// Learn > Course: the course map.
    OpenCourse,
    /// Level `n` of the course on screen.
    OpenLevel(usize),
    /// Back from a level to the course map.
    CourseMap,
    /// The level after the one finished.
    NextLevel,
    /// Stop proving a teacher's levels, and go back to the game.
    CancelProof,
    /// Learn from `player`'s mistakes in the reviewed game.
    OpenMistakes(Side),
    /// Back to the game.
    Close,
    /// A click or drag on the trainer's board.
    Board(BoardInput),
    /// One of the routes offered when several end on the square clicked.
    PickRoute(usize),
    /// Drop a move half entered on the board (Escape).
    CancelInput,
    /// Play the move typed in the move box under the board, or say why it
    /// cannot be played.
    PlayTyped,
    /// A whole move entered other than by clicks (the move box's, once
    /// read): taken as the same move clicked on the board.
    Entered(GameMove),
    /// What the next puzzle is chosen from.
    Choose(Choice),
    NextPuzzle,
    Hint,
    /// Clear a wrong move's mark (a puzzle) or the better move shown (a
    /// mistake) and try again.
    Retry,
    ShowSolution,
    /// Begin a round of the drill.
    StartRound,
    NextMistake,
    /// Show the better move without a try.
    ShowBetter,
    /// The warning about the progress file was read.
    DismissWarning,
}

/// One of the trainer's screens.
#[derive(Clone, Debug)]
pub enum Screen {
    Puzzles(PuzzleScreen),
    Drill(DrillScreen),
    Mistakes(MistakeScreen),
    Course(CourseScreen),
}

/// The trainer.
#[derive(Clone, Debug)]
pub struct Trainer {
    pub screen: Screen,
    pub progress: Progress,
    /// Where the progress is kept (`None`: in memory only, as in tests).
    store: Option<Store>,
    /// Something to tell about the progress file, shown until dismissed.
    pub warning: Option<Notice>,
}

/// What went wrong with the progress file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// It could not be used: set aside (where the warning says) and begun
    /// afresh.
    Reset(Warning),
    /// The file on disk could not be used when saving: set aside (where the
    /// warning says), and this window's progress saved in its place.
    Replaced(Warning),
    /// It could not be written: the path and the system's reason.
    NotSaved { path: String, error: String },
}

impl Trainer {
    /// The trainer on `screen`, its progress read from `file` (a damaged
    /// file is set aside with a warning, never a crash).
    pub fn new(screen: Screen, file: Option<PathBuf>) -> Trainer {
        let store = file.map(Store::new);
        let (progress, warning) = match &store {
            Some(store) => store.load(),
            None => (Progress::default(), None),
        };
        Trainer {
            screen,
            progress,
            store,
            warning: warning.map(Notice::Reset),
        }
    }

    /// Writes the progress (atomically), taking in another window's saved
    /// meanwhile; a failure is kept as a warning.
    pub fn save(&mut self) {
        let Some(store) = &self.store else { return };
        match store.save(&mut self.progress) {
            Ok(None) => {}
            Ok(Some(warning)) => self.warning = Some(Notice::Replaced(warning)),
            Err(e) => {
                self.warning = Some(Notice::NotSaved {
                    path: store.path().display().to_string(),
                    error: e.to_string(),
                });
            }
        }
    }

    pub fn puzzles(&self) -> Option<&PuzzleScreen> {
        match &self.screen {
            Screen::Puzzles(s) => Some(s),
            _ => None,
        }
    }

    pub fn drill(&self) -> Option<&DrillScreen> {
        match &self.screen {
            Screen::Drill(s) => Some(s),
            _ => None,
        }
    }

    pub fn course(&self) -> Option<&CourseScreen> {
        match &self.screen {
            Screen::Course(s) => Some(s),
            _ => None,
        }
    }

    pub fn mistakes(&self) -> Option<&MistakeScreen> {
        match &self.screen {
            Screen::Mistakes(s) => Some(s),
            _ => None,
        }
    }
}

/// Where the progress is kept in the user's data folder.
pub fn default_path() -> Option<PathBuf> {
    // A web page keeps it in the browser's storage, under this key.
    if cfg!(target_arch = "wasm32") {
        return Some(PathBuf::from("akidada/training.ron"));
    }
    crate::paths::data_dir().map(|dir| dir.join("training.ron"))
}
