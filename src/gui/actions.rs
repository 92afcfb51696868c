//! Every command a menu or a key gives, declared once: its label, its keyboard
//! shortcuts, whether it applies now, and (for a setting) whether it is on. The
//! menus, the shortcut handling and Help > Keyboard shortcuts are all made from
//! [`ACTIONS`]; shortcut labels come from egui's `format_shortcut`, so they read
//! right on every platform (Ctrl+S here, ⌘S on a Mac).

use eframe::egui::{Key, KeyboardShortcut, Modifiers};

use crate::app::App;
use crate::app::command::{
    Command, ComputerCommand, DialogCommand, FileCommand, GameCommand, MoveCommand, NetworkCommand,
    PdnCommand, PlaybackCommand, SettingsCommand,
};
use crate::app::modal::Modal;
use crate::app::text::Tr;
use crate::app::training::TrainingCommand;
use crate::games::GameKind;
use crate::i18n::m;

/// Names an action of the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Id {
    NewGame,
    SetUpPosition,
    Open,
    Save,
    SaveAs,
    ImportPdn,
    ExportPdn,
    CopyPosition,
    CopyPdn,
    Paste,
    Undo,
    Redo,
    OfferDraw,
    Resign,
    Hint,
    Review,
    MayResign,
    Sound,
    Quit,
    FlipBoard,
    Larger,
    Smaller,
    DefaultSize,
    Analysis,
    Teaching,
    Rules,
    Shortcuts,
    About,
    FirstMove,
    PreviousMove,
    NextMove,
    LastMove,
    CancelInput,
    Course,
    Puzzles,
    CaptureDrill,
    HostNetwork,
    JoinNetwork,
    RequestTakeback,
    LeaveNetwork,
}

/// One action: what it is called, its keys, the command it gives, when it
/// applies, and for a setting whether it is on (drawn as a check box).
pub struct Action {
    pub id: Id,
    pub label: fn(Tr) -> &'static str,
    /// The keys that give it, the first one shown in menus.
    pub keys: &'static [KeyboardShortcut],
    pub command: fn(&App) -> Command,
    pub enabled: fn(&App) -> bool,
    pub checked: Option<fn(&App) -> bool>,
}

impl Action {
    /// The shortcut shown beside the action.
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        self.keys.first().copied()
    }
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

// The keys egui itself uses for zooming (its own zoom is turned off, so these
// change the saved interface size instead).
use eframe::egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_IN_SECONDARY, ZOOM_OUT, ZOOM_RESET};

const CMD: Modifiers = Modifiers::COMMAND;
const CMD_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);
const NONE: Modifiers = Modifiers::NONE;

fn always(_: &App) -> bool {
    true
}

/// PDN is for draughts: an Akidada game has none.
fn is_dama(app: &App) -> bool {
    app.game().kind() == GameKind::Dama
}

/// The game's board is on screen with nothing over it: what acts on the game
/// itself (undo, a hint, going through the moves) applies only then, never to
/// a game hidden behind the trainer, the editor or a window.
fn on_board(app: &App) -> bool {
    app.modal().is_none()
}

fn playing(app: &App) -> bool {
    on_board(app) && app.game().outcome().is_none()
}

/// What opens in place of the screen would drop the editor's unsaved work
/// (it has its own Play and Save as), so it waits until the editor closes.
fn not_in_editor(app: &App) -> bool {
    app.editor().is_none()
}

/// Whether the menu bar can be used, and so the shortcuts: over the game, the
/// trainer, the editor and the rules window, but not while a dialog waits for
/// an answer (it covers the menu bar).
pub fn menu_usable(app: &App) -> bool {
    matches!(
        app.modal(),
        None | Some(Modal::Training(_) | Modal::Editor(_) | Modal::Rules(_))
    )
}

/// The trainer opens over the game, or in place of another of its screens
/// (never over a dialog or the editor, whose work would be lost).
fn trainer_may_open(app: &App) -> bool {
    app.modal().is_none() || app.trainer().is_some()
}

fn training_text(tr: Tr, id: &'static str) -> &'static str {
    crate::i18n::Tr(tr.0).t(id)
}

/// The table.
pub const ACTIONS: &[Action] = &[
    Action {
        id: Id::HostNetwork,
        label: |tr| tr.t(m::NET_HOST_ELLIPSIS),
        keys: &[],
        command: |_| Command::Network(NetworkCommand::ShowHostGame),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::JoinNetwork,
        label: |tr| tr.t(m::NET_JOIN_ELLIPSIS),
        keys: &[],
        command: |_| Command::Network(NetworkCommand::ShowJoinGame),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::RequestTakeback,
        label: |tr| tr.t(m::NET_REQUEST_TAKEBACK),
        keys: &[],
        command: |_| Command::Network(NetworkCommand::RequestTakeback),
        enabled: |app| on_board(app) && app.network_game_on() && app.game().ply_count() > 0,
        checked: None,
    },
    Action {
        id: Id::LeaveNetwork,
        label: |tr| tr.t(m::NET_LEAVE_GAME),
        keys: &[],
        command: |_| Command::Network(NetworkCommand::LeaveNetworkGame),
        enabled: |app| on_board(app) && app.network_game_on(),
        checked: None,
    },
    Action {
        id: Id::NewGame,
        label: |tr| tr.t(m::NEW_GAME_ELLIPSIS),
        keys: &[key(CMD, Key::N)],
        command: |_| Command::Game(GameCommand::ShowNewGame),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::SetUpPosition,
        label: |tr| tr.t(m::EDITOR_OPEN_EDITOR),
        keys: &[],
        command: |_| Command::Dialog(DialogCommand::OpenEditor),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::Open,
        label: |tr| tr.t(m::OPEN_ELLIPSIS),
        keys: &[key(CMD, Key::O)],
        command: |_| Command::File(FileCommand::Open),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::Save,
        label: |tr| tr.t(m::SAVE),
        keys: &[key(CMD, Key::S)],
        command: |_| Command::File(FileCommand::Save),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::SaveAs,
        label: |tr| tr.t(m::SAVE_AS_ELLIPSIS),
        keys: &[key(CMD_SHIFT, Key::S)],
        command: |_| Command::File(FileCommand::SaveAs),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::ImportPdn,
        label: |tr| tr.t(m::PDN_IMPORT_PDN),
        keys: &[],
        command: |_| Command::Pdn(PdnCommand::ImportPdn),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::ExportPdn,
        label: |tr| tr.t(m::PDN_EXPORT_PDN),
        keys: &[],
        command: |_| Command::Pdn(PdnCommand::ExportPdn),
        enabled: |app| not_in_editor(app) && is_dama(app),
        checked: None,
    },
    Action {
        id: Id::CopyPosition,
        label: |tr| tr.t(m::PDN_COPY_POSITION),
        keys: &[],
        command: |_| Command::Pdn(PdnCommand::CopyPosition),
        enabled: always,
        checked: None,
    },
    Action {
        id: Id::CopyPdn,
        label: |tr| tr.t(m::PDN_COPY_PDN),
        keys: &[],
        command: |_| Command::Pdn(PdnCommand::CopyPdn),
        enabled: is_dama,
        checked: None,
    },
    Action {
        id: Id::Paste,
        label: |tr| tr.t(m::PDN_PASTE_POSITION),
        // The key is shown only: egui turns Ctrl+V into a paste event, which
        // opens what was pasted (see `Window::shortcuts`).
        keys: &[key(CMD, Key::V)],
        command: |_| Command::Pdn(PdnCommand::PastePrompt),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::Undo,
        label: |tr| tr.t(m::UNDO),
        keys: &[key(CMD, Key::Z)],
        command: |_| Command::Move(MoveCommand::Undo),
        enabled: |app| on_board(app) && app.game().can_undo() && !app.network_game_on(),
        checked: None,
    },
    Action {
        id: Id::Redo,
        label: |tr| tr.t(m::REDO),
        keys: &[key(CMD, Key::Y), key(CMD_SHIFT, Key::Z)],
        command: |_| Command::Move(MoveCommand::Redo),
        enabled: |app| on_board(app) && app.game().can_redo() && !app.network_game_on(),
        checked: None,
    },
    Action {
        id: Id::OfferDraw,
        label: |tr| tr.t(m::OFFER_DRAW),
        keys: &[],
        command: |_| Command::Game(GameCommand::AgreeDraw),
        enabled: playing,
        checked: None,
    },
    Action {
        id: Id::Resign,
        label: |tr| tr.t(m::RESIGN),
        keys: &[],
        command: |_| Command::Game(GameCommand::Resign),
        enabled: playing,
        checked: None,
    },
    Action {
        id: Id::Hint,
        label: |tr| tr.t(m::COMPUTER_HINT),
        keys: &[key(NONE, Key::H)],
        command: |_| Command::Computer(ComputerCommand::Hint),
        enabled: |app| playing(app) && !app.help_barred(),
        checked: None,
    },
    Action {
        id: Id::Review,
        label: |tr| tr.t(m::COMPUTER_REVIEW),
        keys: &[],
        command: |_| Command::Computer(ComputerCommand::StartReview),
        enabled: |app| on_board(app) && app.game().ply_count() > 0 && !app.network_game_on(),
        checked: None,
    },
    Action {
        id: Id::MayResign,
        label: |tr| tr.t(m::COMPUTER_MAY_RESIGN),
        keys: &[],
        command: |_| Command::Settings(SettingsCommand::ToggleComputerResigns),
        enabled: always,
        checked: Some(|app| app.settings().computer_may_resign),
    },
    Action {
        id: Id::Sound,
        label: |tr| tr.t(m::SOUNDS),
        keys: &[key(NONE, Key::M)],
        command: |_| Command::Settings(SettingsCommand::ToggleSound),
        enabled: always,
        checked: Some(|app| app.settings().sound),
    },
    Action {
        id: Id::Quit,
        label: |tr| tr.t(m::QUIT),
        keys: &[key(CMD, Key::Q)],
        command: |_| Command::Dialog(DialogCommand::Quit),
        enabled: always,
        checked: None,
    },
    Action {
        id: Id::Larger,
        label: |tr| tr.t(m::INTERFACE_LARGER),
        keys: &[ZOOM_IN, ZOOM_IN_SECONDARY],
        command: |app| {
            Command::Settings(SettingsCommand::SetInterfaceSize(
                app.settings().interface_step(true),
            ))
        },
        enabled: |app| app.settings().interface_step(true) != app.settings().interface_size,
        checked: None,
    },
    Action {
        id: Id::Smaller,
        label: |tr| tr.t(m::INTERFACE_SMALLER),
        keys: &[ZOOM_OUT],
        command: |app| {
            Command::Settings(SettingsCommand::SetInterfaceSize(
                app.settings().interface_step(false),
            ))
        },
        enabled: |app| app.settings().interface_step(false) != app.settings().interface_size,
        checked: None,
    },
    Action {
        id: Id::DefaultSize,
        label: |tr| tr.t(m::INTERFACE_DEFAULT),
        keys: &[ZOOM_RESET],
        command: |_| Command::Settings(SettingsCommand::SetInterfaceSize(100)),
        enabled: |app| app.settings().interface_size != 100,
        checked: None,
    },
    Action {
        id: Id::FlipBoard,
        label: |tr| tr.t(m::FLIP_BOARD),
        keys: &[key(NONE, Key::F)],
        command: |_| Command::Settings(SettingsCommand::FlipBoard),
        enabled: always,
        checked: Some(|app| app.settings().flipped),
    },
    Action {
        id: Id::Analysis,
        label: |tr| tr.t(m::COMPUTER_ANALYSIS_HELP),
        keys: &[key(NONE, Key::A)],
        command: |_| Command::Settings(SettingsCommand::ToggleAnalysis),
        // Off in a network game going on (unless a lesson), but it can
        // always be closed.
        enabled: |app| !app.help_barred() || app.settings().analysis,
        checked: Some(|app| app.settings().analysis),
    },
    Action {
        id: Id::Teaching,
        label: |tr| tr.t(m::TEACHING_MODE),
        keys: &[key(NONE, Key::T)],
        command: |_| Command::Settings(SettingsCommand::ToggleTeaching),
        enabled: |app| !app.help_barred() || app.settings().teaching,
        checked: Some(|app| app.settings().teaching),
    },
    Action {
        id: Id::Rules,
        label: |tr| tr.t(m::RULES_MENU),
        keys: &[key(NONE, Key::F1)],
        command: |_| Command::Dialog(DialogCommand::ShowRules),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::Shortcuts,
        label: |tr| tr.t(m::SHORTCUTS_MENU),
        keys: &[],
        command: |_| Command::Dialog(DialogCommand::ShowShortcuts),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::About,
        label: |tr| tr.t(m::ABOUT_MENU),
        keys: &[],
        command: |_| Command::Dialog(DialogCommand::ShowAbout),
        enabled: not_in_editor,
        checked: None,
    },
    Action {
        id: Id::FirstMove,
        label: |tr| tr.t(m::FIRST_MOVE),
        keys: &[key(NONE, Key::Home)],
        command: |_| Command::Playback(PlaybackCommand::GoTo(0)),
        enabled: |app| on_board(app) && app.game().cursor() > 0,
        checked: None,
    },
    Action {
        id: Id::PreviousMove,
        label: |tr| tr.t(m::PREVIOUS_MOVE),
        keys: &[key(NONE, Key::ArrowLeft)],
        command: |app| {
            Command::Playback(PlaybackCommand::GoTo(app.game().cursor().saturating_sub(1)))
        },
        enabled: |app| on_board(app) && app.game().cursor() > 0,
        checked: None,
    },
    Action {
        id: Id::NextMove,
        label: |tr| tr.t(m::NEXT_MOVE),
        keys: &[key(NONE, Key::ArrowRight)],
        command: |app| Command::Playback(PlaybackCommand::GoTo(app.game().cursor() + 1)),
        enabled: |app| on_board(app) && app.game().cursor() < app.game().ply_count(),
        checked: None,
    },
    Action {
        id: Id::LastMove,
        label: |tr| tr.t(m::LAST_MOVE_BUTTON),
        keys: &[key(NONE, Key::End)],
        command: |app| Command::Playback(PlaybackCommand::GoTo(app.game().ply_count())),
        enabled: |app| on_board(app) && app.game().cursor() < app.game().ply_count(),
        checked: None,
    },
    Action {
        id: Id::CancelInput,
        label: |tr| tr.t(m::CANCEL),
        keys: &[key(NONE, Key::Escape)],
        // On the game's board, or on the trainer's.
        command: |app| match app.trainer() {
            Some(_) => Command::Training(TrainingCommand::CancelInput),
            None => Command::Move(MoveCommand::CancelInput),
        },
        enabled: |app| on_board(app) || app.trainer().is_some(),
        checked: None,
    },
    Action {
        id: Id::Course,
        label: |tr| training_text(tr, crate::i18n::m::TRAINING_COURSE),
        keys: &[],
        command: |_| Command::Training(TrainingCommand::OpenCourse),
        enabled: trainer_may_open,
        checked: None,
    },
    Action {
        id: Id::Puzzles,
        label: |tr| training_text(tr, crate::i18n::m::TRAINING_PUZZLES),
        keys: &[],
        command: |_| Command::Training(TrainingCommand::OpenPuzzles),
        enabled: trainer_may_open,
        checked: None,
    },
    Action {
        id: Id::CaptureDrill,
        label: |tr| training_text(tr, crate::i18n::m::TRAINING_DRILL),
        keys: &[],
        command: |_| Command::Training(TrainingCommand::OpenDrill),
        enabled: trainer_may_open,
        checked: None,
    },
];

/// Whether this build can do the action at all. A web page cannot reach
/// another player: those actions are absent there, not greyed. (Its files
/// are the browser's: saving downloads, opening reads a file chosen.)
pub const fn in_this_build(id: Id) -> bool {
    if !cfg!(target_arch = "wasm32") {
        return true;
    }
    !matches!(
        id,
        Id::HostNetwork | Id::JoinNetwork | Id::RequestTakeback | Id::LeaveNetwork
    )
}

/// The action with this id.
pub fn action(id: Id) -> &'static Action {
    ACTIONS
        .iter()
        .find(|a| a.id == id)
        .expect("every id has an entry in ACTIONS")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_is_in_the_table_once_and_no_two_actions_share_a_key() {
        let mut keys = Vec::new();
        for a in ACTIONS {
            assert_eq!(
                ACTIONS.iter().filter(|b| b.id == a.id).count(),
                1,
                "{:?}",
                a.id
            );
            keys.extend(a.keys.iter().map(|k| (k.modifiers, k.logical_key)));
        }
        let mut unique = keys.clone();
        unique.sort_by_key(|(m, k)| (format!("{m:?}"), *k as u32));
        unique.dedup();
        assert_eq!(unique.len(), keys.len(), "a key gives two actions");
    }
}
