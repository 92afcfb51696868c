//! What holds the user's attention over the board, one thing at a time: a
//! dialog, a question, the new-game form, the position editor, the rules.
//!
//! The app keeps at most one [`Modal`]; while it is there the board, the
//! shortcuts and the computer wait (the one place that decides this is
//! [`super::App::modal_open`]).

use std::path::PathBuf;

use super::command::Command;
use super::editor::Editor;
use super::file_choice::Purpose;
use super::network::{HostForm, Hosting, JoinForm};
use super::new_game::NewGameForm;
use super::play::{ActiveGame, GameMove, NonMaximalMove};
use super::training::Trainer;
use crate::games::GameKind;
use crate::record::pdn::PdnGame;

/// The one thing over the board.
#[derive(Clone, Debug)]
pub enum Modal {
    /// The new-game form.
    NewGame(NewGameForm),
    /// The lot's announcement after a new game: names flicker, then the result.
    Lot(LotReveal),
    /// Playing `mv` (`text` in notation) at cursor `at` would cut off `later`
    /// moves beyond it.
    ConfirmTruncate {
        mv: GameMove,
        text: String,
        at: usize,
        later: usize,
    },
    /// A non-maximal move under the default rule: play it and lose?
    ConfirmLosing(NonMaximalMove),
    /// A non-maximal move refused under `Forbidden`.
    Refused(NonMaximalMove),
    /// Something to tell the user, with a title (a file that could not be read).
    Message { title: &'static str, body: String },
    /// The autosave holds an unfinished game: resume it? (`summary` describes it.)
    Resume {
        game: Box<ActiveGame>,
        summary: String,
    },
    /// No file dialog can be shown: the user types a path instead, relative
    /// to `folder` unless it names its own.
    PathPrompt {
        purpose: Purpose,
        path: String,
        folder: Option<PathBuf>,
    },
    /// Writing for `purpose` would replace the file at `path`: ask first.
    ConfirmOverwrite { purpose: Purpose, path: PathBuf },
    /// The games of a PDN file to choose from: each one's title, and why it
    /// cannot be read if it cannot.
    PickGame {
        games: Vec<PdnGame>,
        rows: Vec<(String, Option<String>)>,
    },
    /// Text to paste: a position string or PDN.
    Paste { text: String },
    /// The position editor, in the board's place.
    Editor(Box<Editor>),
    /// The rules of a game (Help > Rules).
    Rules(GameKind),
    /// Every keyboard shortcut (Help > Keyboard shortcuts).
    Shortcuts,
    /// The version, the licence and the sources of the rules (Help > About).
    About,
    /// Delete the game in progress `name` (described by `summary`) for good?
    ConfirmDiscard { name: String, summary: String },
    /// Closing the app, the game's file (`name`) has changes not saved:
    /// save them first?
    ConfirmQuit { name: String },
    /// The player to move asked to resign: sure?
    ConfirmResign,
    /// The two people at the board agree to a draw: sure?
    ConfirmDraw,
    /// Game > Play over the network > Host….
    HostGame(Box<HostForm>),
    /// Game > Play over the network > Join….
    JoinGame(JoinForm),
    /// The host waits for its friend: the addresses, the port, the code.
    Hosting(Hosting),
    /// The other player (`name`) offers a draw: accept?
    NetDrawOffered { name: String },
    /// The other player (`name`) asks to take back their move: agree?
    NetTakebackAsked { name: String },
    /// The network game with `name` is not over: leave it, and then do
    /// `then`?
    ConfirmLeaveNetwork { name: String, then: Box<Command> },
    /// The trainer (Learn > Puzzles, Capture drill, learning from mistakes),
    /// in the board's place.
    Training(Box<Trainer>),
}

impl Modal {
    /// A message with a title.
    pub fn message(title: &'static str, body: impl Into<String>) -> Modal {
        Modal::Message {
            title,
            body: body.into(),
        }
    }
}

/// The lot's announcement: when it started, on the window's clock.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LotReveal {
    pub started: f64,
}

impl LotReveal {
    /// Seconds the names flicker before the result shows.
    pub const SECONDS: f64 = 1.2;
}
