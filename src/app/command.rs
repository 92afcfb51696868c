//! Everything the user can ask of the app. Panels, menus, keys and the board
//! produce commands; [`super::App::apply`] carries them out in one place, so the
//! window never changes the game directly and every action can be tested
//! without one.

use std::path::PathBuf;

use super::clock::TimeControl;
use super::editor::EditorOutcome;
use super::highlight::{BoardInput, Highlight};
use super::play::{Players, RuleSet};
use super::settings::{AnimSpeed, AutoplaySpeed, ThemeChoice};
use super::text::Lang;
use super::training::TrainingCommand;

/// A command, by the part of the app that carries it out: each part's
/// handler takes only its own kind, so the compiler checks the routing.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Game(GameCommand),
    Move(MoveCommand),
    Playback(PlaybackCommand),
    File(FileCommand),
    Pdn(PdnCommand),
    Dialog(DialogCommand),
    Settings(SettingsCommand),
    Lesson(LessonCommand),
    Computer(ComputerCommand),
    Network(NetworkCommand),
    /// The trainer's commands.
    Training(TrainingCommand),
}

/// Starting a game, and ending it by resigning or agreeing a draw.
#[derive(Clone, Debug, PartialEq)]
pub enum GameCommand {
    /// Open the new-game dialog.
    ShowNewGame,
    /// Close it without starting a game.
    CloseNewGame,
    /// Start a game; the lot, if the rules ask for one, is drawn with `seed`.
    StartGame {
        rules: RuleSet,
        players: Players,
        seed: u64,
        /// The time control, if the game is played with clocks.
        clock: Option<TimeControl>,
    },
    /// Close the lot's announcement and play.
    CloseLot,
    /// Resign the game for the side to move (asks first).
    Resign,
    /// The resignation asked about.
    ConfirmResign,
    /// Offer a draw: the computer judges it; people are asked to confirm.
    AgreeDraw,
    /// The draw by agreement asked about.
    ConfirmDraw,
}

/// Entering moves on the board or in the move box, and taking them back.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveCommand {
    /// A click or drag on the board.
    Board(BoardInput),
    /// Pick one of the capture routes offered (Dama).
    PickRoute(usize),
    /// Drop a half-entered move.
    CancelInput,
    /// Play the move typed in the move box, or say why it cannot be played.
    PlayTypedMove,
    /// Play the non-maximal move the dialog asked about, and lose.
    ConfirmLosing,
    /// Cut off the moves beyond the replay cursor and play the move asked about.
    ConfirmTruncate,
    Undo,
    Redo,
}

/// Going through the game's moves and an analysis line's.
#[derive(Clone, Debug, PartialEq)]
pub enum PlaybackCommand {
    /// Show the game after this many moves (the replay cursor).
    GoTo(usize),
    ToggleAutoplay,
    /// Play analysis line `n` through on the board, its first move shown.
    PreviewLine(usize),
    /// One move further along the line played through, or back.
    PreviewStep {
        forward: bool,
    },
    /// Back to the game's own position.
    StopPreview,
}

/// The game's file and the games kept between runs.
#[derive(Clone, Debug, PartialEq)]
pub enum FileCommand {
    /// Open a saved game: the file dialog.
    Open,
    /// Open the saved game at this path.
    OpenPath(PathBuf),
    /// Save to the game's file, or ask where if it has none.
    Save,
    /// Save under a new name: the file dialog.
    SaveAs,
    /// Save the game to this path.
    SavePath(PathBuf),
    /// The path typed in the prompt shown when there is no file dialog: read
    /// or write it, as the prompt was opened for.
    SubmitPath,
    /// Replace the file the question was about.
    ConfirmOverwrite,
    /// Resume the autosaved game.
    Resume,
    /// Resume the game in progress of this name (Game > Games in progress).
    ResumeKept(String),
    /// Ask to delete the game in progress of this name.
    DiscardKept(String),
    /// Delete the game in progress asked about, for good.
    ConfirmDiscardKept,
}

/// PDN files and the clipboard.
#[derive(Clone, Debug, PartialEq)]
pub enum PdnCommand {
    /// Import a PDN file: the file dialog.
    ImportPdn,
    /// Export the game as PDN: the file dialog.
    ExportPdn,
    /// Export the game as PDN to this path.
    ExportPath(PathBuf),
    /// Open game `n` (from 0) of the PDN games on offer.
    PickGame(usize),
    /// Put the position string on the clipboard.
    CopyPosition,
    /// Put the game, as PDN, on the clipboard.
    CopyPdn,
    /// Ask for text to paste (a position string or PDN).
    PastePrompt,
    /// Open what was pasted: a PDN game, or a position string in the editor.
    PasteText(String),
}

/// The editor, the help windows and closing the app.
#[derive(Clone, Debug, PartialEq)]
pub enum DialogCommand {
    /// Open the position editor on the position on screen.
    OpenEditor,
    /// The editor is done: play or save what was set up, or just close.
    EditorDone(Box<EditorOutcome>),
    /// Open the rules window (Help > Rules) on the game being played.
    ShowRules,
    CloseRules,
    /// Help > Keyboard shortcuts, Help > About.
    ShowShortcuts,
    ShowAbout,
    /// Close the current dialog without acting.
    CloseDialog,
    /// Close the app; asks first if the game's file has changes not saved.
    Quit,
    /// Save the changes asked about, then close.
    SaveAndQuit,
    /// Close without saving the changes asked about.
    QuitWithoutSaving,
}

/// The settings, kept between runs.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsCommand {
    FlipBoard,
    SetLanguage(Lang),
    SetTheme(ThemeChoice),
    SetAnimation(AnimSpeed),
    /// The interface size, in percent.
    SetInterfaceSize(u16),
    SetAutoplaySpeed(AutoplaySpeed),
    ToggleTeaching,
    /// Show or hide the analysis panel.
    ToggleAnalysis,
    /// Let the computer resign hopeless games, or not.
    ToggleComputerResigns,
    /// Sounds on or off.
    ToggleSound,
}

/// The built-in lessons.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonCommand {
    /// Open the built-in lesson with this index.
    OpenLesson(usize),
    RestartLesson,
    CloseLesson,
    /// Keep a teaching variant drawn on the board (or stop, with `None`).
    PinHighlight(Option<Highlight>),
}

/// What is asked of the computer.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerCommand {
    /// Show the best move on the board.
    Hint,
    /// Stop or let go the computer (computer against computer, for one).
    TogglePause,
    /// Review every move of the game in the background.
    StartReview,
    CancelReview,
    /// Stop building a solved table.
    CancelBusy,
}

/// Playing over the network.
#[derive(Clone, Debug, PartialEq)]
pub enum NetworkCommand {
    /// Game > Play over the network > Host…: the dialog.
    ShowHostGame,
    /// Game > Play over the network > Join…: the dialog.
    ShowJoinGame,
    /// Host the game the Host dialog describes, and wait for the friend.
    StartHosting,
    /// Join the game at the address with the code the Join dialog holds.
    StartJoining,
    /// Stop waiting for the friend, or stop joining.
    CancelNetwork,
    /// Put the address and the code the host waits with on the clipboard.
    CopyNetworkCode,
    /// Leave the network game (asks first while it is not over).
    LeaveNetworkGame,
    /// Leave it, as asked about, and do what was asked before.
    ConfirmLeaveNetwork,
    /// The answer to the other player's draw offer.
    AnswerNetDraw(bool),
    /// Ask the other player to take back this side's last move.
    RequestTakeback,
    /// The answer to the other player's takeback request.
    AnswerTakeback(bool),
}
