//! Lessons and teaching: the built-in lessons, the one on screen, and a
//! teaching variant pinned on the board.

use super::App;
use crate::app::command::LessonCommand;
use crate::app::highlight::Highlight;
use crate::app::modal::Modal;
use crate::app::play::ActiveGame;
use crate::i18n::m;
use crate::lessons::Lesson;

pub(super) struct Lessons {
    /// The built-in lessons.
    pub(super) all: Vec<Lesson>,
    /// The lesson on screen, if the game is one.
    pub(super) open: Option<Lesson>,
    /// A teaching variant kept drawn on the board.
    pub(super) pin: Option<Highlight>,
}

impl Lessons {
    pub(super) fn new(all: Vec<Lesson>) -> Lessons {
        Lessons {
            all,
            open: None,
            pin: None,
        }
    }
}

impl App {
    /// A lesson opened, started again or closed; a variant pinned.
    pub(super) fn lesson_command(&mut self, command: LessonCommand) {
        match command {
            LessonCommand::OpenLesson(i) => {
                if let Some(lesson) = self.lessons.all.get(i).cloned() {
                    self.open_lesson(lesson);
                }
            }
            LessonCommand::RestartLesson => {
                if let Some(lesson) = self.lessons.open.clone() {
                    self.open_lesson(lesson);
                }
            }
            LessonCommand::CloseLesson => self.lessons.open = None,
            LessonCommand::PinHighlight(pin) => self.lessons.pin = pin,
        }
    }

    /// Opens a lesson: its position on the board, its text beside it, and
    /// teaching mode on.
    fn open_lesson(&mut self, lesson: Lesson) {
        match lesson.load() {
            Ok(loaded) => {
                let game = ActiveGame::from_loaded(loaded, self.default_names());
                self.replace_game(game, None, true);
                self.modal = None;
                self.settings.teaching = true;
                self.lessons.open = Some(lesson);
            }
            Err(error) => {
                let body = self.tr().record_error(&error);
                self.modal = Some(Modal::message(m::OPEN_FAILED, body));
            }
        }
    }
}
