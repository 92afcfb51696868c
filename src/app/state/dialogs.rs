//! What opens over the board and closes again: the position editor, the
//! rules, the help, a dialog closed unanswered, and quitting.

use super::App;
use crate::app::command::DialogCommand;
use crate::app::editor::{Editor, EditorOutcome};
use crate::app::file_choice::Purpose;
use crate::app::modal::Modal;
use crate::app::new_game::NewGameForm;

impl App {
    /// The editor, the rules and help windows, closing a dialog, quitting.
    pub(super) fn dialog_command(&mut self, command: DialogCommand) {
        match command {
            DialogCommand::OpenEditor => {
                self.playback.stop();
                self.modal = Some(Modal::Editor(Box::new(self.new_editor())));
            }
            DialogCommand::EditorDone(outcome) => self.editor_done(*outcome),
            DialogCommand::ShowRules => self.modal = Some(Modal::Rules(self.game.kind())),
            DialogCommand::CloseRules => self.close(|m| matches!(m, Modal::Rules(_))),
            DialogCommand::ShowShortcuts => self.modal = Some(Modal::Shortcuts),
            DialogCommand::ShowAbout => self.modal = Some(Modal::About),
            DialogCommand::CloseDialog => {
                if matches!(self.modal, Some(Modal::Resume { .. })) {
                    // Not resumed: a new game, then.
                    self.modal = Some(Modal::NewGame(NewGameForm::new(&self.game, self.tr())));
                } else {
                    self.modal = None;
                }
            }
            DialogCommand::Quit => self.quit(),
            DialogCommand::SaveAndQuit => self.answer_quit(true),
            DialogCommand::QuitWithoutSaving => self.answer_quit(false),
        }
    }

    /// The editor closed: what was set up is played, or saved first, or
    /// nothing changes.
    fn editor_done(&mut self, outcome: EditorOutcome) {
        if !matches!(self.modal, Some(Modal::Editor(_))) {
            return;
        }
        self.modal = None;
        if let EditorOutcome::SaveLevel(text) = outcome {
            // The game on screen stays; the level is written where asked,
            // and its stage name starts the next level's form.
            let levels = crate::course::Level::parse_all(&text).unwrap_or_default();
            if let Some(level) = levels.first() {
                self.settings.level_stage_name = level.stage_name.clone().unwrap_or_default();
            }
            self.files.level_to_save = Some(text);
            self.start_picker(Purpose::SaveLevel);
            return;
        }
        self.computer.stop();
        let save = matches!(outcome, EditorOutcome::SaveAs(_));
        if let EditorOutcome::Play(game) | EditorOutcome::SaveAs(game) = outcome {
            self.replace_game(game, None, false);
            if save {
                self.start_picker(Purpose::SaveAs);
            }
        }
    }

    /// An editor starting from the game on screen, its level form from the
    /// stage name last given.
    pub(super) fn new_editor(&self) -> Editor {
        let mut editor = Editor::from_game(&self.game);
        editor.last_stage_name = self.settings.level_stage_name.clone();
        editor
    }

    /// Closes the modal if it is the one `which` names (a late click on a
    /// dialog already gone closes nothing else).
    pub(super) fn close(&mut self, which: impl Fn(&Modal) -> bool) {
        if self.modal.as_ref().is_some_and(which) {
            self.modal = None;
        }
    }
}
