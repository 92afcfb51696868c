//! The settings changed from the menus (they are written to their file at
//! the end of the frame).

use super::App;
use crate::app::command::SettingsCommand;
use crate::app::text::{Lang, Tr};
use crate::i18n::m;

impl App {
    /// A setting changed.
    pub(super) fn settings_command(&mut self, command: SettingsCommand) {
        let settings = &mut self.settings;
        match command {
            SettingsCommand::FlipBoard => settings.flipped = !settings.flipped,
            SettingsCommand::SetLanguage(lang) => self.set_language(lang),
            SettingsCommand::SetTheme(theme) => settings.theme = theme,
            SettingsCommand::SetAnimation(speed) => settings.animation = speed,
            SettingsCommand::SetInterfaceSize(size) => settings.interface_size = size,
            SettingsCommand::SetAutoplaySpeed(speed) => settings.autoplay = speed,
            SettingsCommand::ToggleTeaching => settings.teaching = !settings.teaching,
            SettingsCommand::ToggleAnalysis => {
                settings.analysis = !settings.analysis;
                self.playback.line_preview = None;
            }
            SettingsCommand::ToggleComputerResigns => {
                settings.computer_may_resign = !settings.computer_may_resign;
            }
            SettingsCommand::ToggleSound => settings.sound = !settings.sound,
        }
    }

    fn set_language(&mut self, lang: Lang) {
        // Default names follow the language; names the players typed stay.
        let (old, new) = (self.tr(), Tr(lang));
        for (name, key) in self
            .game
            .players
            .names
            .iter_mut()
            .zip([m::DEFAULT_WHITE_NAME, m::DEFAULT_BLACK_NAME])
        {
            if name == old.t(key) {
                *name = new.t(key).to_string();
            }
        }
        self.settings.language = lang;
    }
}
