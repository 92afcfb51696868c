//! Built-in lessons: positions with a short explanation, each opening on the
//! board ready to play. Stored as RON files in `assets/lessons/`, each holding
//! the lesson's id and a saved-game record that is loaded through the same code
//! as any saved game (so a lesson's position is checked by the rules). The
//! title and the text are Fluent messages, `lesson-<id>-title` and
//! `lesson-<id>-text` (`assets/locales/<lang>/lessons.ftl`).
//!
//! ```ron
//! (
//!     id: "dama-compulsory-capture",
//!     record: (format: 1, game: Dama(), first: White, start: "W:Wd3:Bd4,h7"),
//! )
//! ```

use serde::Deserialize;

use crate::games::GameKind;
use crate::i18n::{Lang, Tr};
use crate::record::{LoadedGame, Record, RecordError};

/// One lesson: its id (which names its title and text) and the position (a
/// saved-game record).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub record: Record,
}

impl Lesson {
    pub fn kind(&self) -> GameKind {
        self.record.kind()
    }

    /// The lesson's game, replayed through the rules.
    pub fn load(&self) -> Result<LoadedGame, RecordError> {
        self.record.replay()
    }

    pub fn title(&self, lang: Lang) -> String {
        self.words(lang, "title")
    }

    /// The explanation, one paragraph (the message's lines joined by spaces).
    pub fn text(&self, lang: Lang) -> String {
        self.words(lang, "text").replace('\n', " ")
    }

    /// The message `lesson-<id>-<part>`: its id itself if no file has it (a
    /// test checks every lesson has both in every language).
    fn words(&self, lang: Lang, part: &str) -> String {
        Tr(lang)
            .format(&format!("lesson-{}-{part}", self.id), &[])
            .0
    }
}

/// Why a lesson file cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonError {
    pub file: &'static str,
    pub message: String,
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "lesson {}: {}", self.file, self.message)
    }
}

/// The lesson files shipped with the app, in the order they are offered.
pub const FILES: [(&str, &str); 10] = [
    (
        "dama-worked-example.ron",
        include_str!("../assets/lessons/dama-worked-example.ron"),
    ),
    (
        "dama-compulsory-capture.ron",
        include_str!("../assets/lessons/dama-compulsory-capture.ron"),
    ),
    (
        "dama-promotion-during-capture.ron",
        include_str!("../assets/lessons/dama-promotion-during-capture.ron"),
    ),
    (
        "dama-no-turning-back.ron",
        include_str!("../assets/lessons/dama-no-turning-back.ron"),
    ),
    (
        "dama-lifted-at-once.ron",
        include_str!("../assets/lessons/dama-lifted-at-once.ron"),
    ),
    (
        "dama-king-versus-lone-piece.ron",
        include_str!("../assets/lessons/dama-king-versus-lone-piece.ron"),
    ),
    (
        "akidada-line-and-removal.ron",
        include_str!("../assets/lessons/akidada-line-and-removal.ron"),
    ),
    (
        "akidada-removing-from-a-line.ron",
        include_str!("../assets/lessons/akidada-removing-from-a-line.ron"),
    ),
    (
        "akidada-blocking.ron",
        include_str!("../assets/lessons/akidada-blocking.ron"),
    ),
    (
        "akidada-two-pieces.ron",
        include_str!("../assets/lessons/akidada-two-pieces.ron"),
    ),
];

/// Reads one lesson file.
pub fn parse(file: &'static str, text: &str) -> Result<Lesson, LessonError> {
    ron::Options::default()
        .from_str::<Lesson>(text)
        .map_err(|e| LessonError {
            file,
            message: e.to_string(),
        })
}

/// Every built-in lesson that reads and replays; a broken one is reported and
/// left out rather than stopping the app.
pub fn builtin() -> Vec<Lesson> {
    FILES
        .iter()
        .filter_map(|(file, text)| match parse(file, text) {
            Ok(lesson) => Some(lesson),
            Err(e) => {
                eprintln!("akidada: {e}");
                None
            }
        })
        .collect()
}
