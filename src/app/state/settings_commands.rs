//! The settings changed from the menus (they are written to their file at
//! the end of the frame).

use super::App;
use crate::app::command::Command;
use crate::app::text::{Lang, Tr};
use crate::i18n::m;

impl App {
    /// A setting changed.
    pub(super) fn settings_command(&mut self, command: Command) {
        let settings = &mut self.settings;
        match command {
            Command::FlipBoard => settings.flipped = !settings.flipped,
            Command::SetLanguage(lang) => self.set_language(lang),
            Command::SetTheme(theme) => settings.theme = theme,
            Command::SetAnimation(speed) => settings.animation = speed,
            Command::SetInterfaceSize(size) => settings.interface_size = size,
            Command::SetAutoplaySpeed(speed) => settings.autoplay = speed,
            Command::ToggleTeaching => settings.teaching = !settings.teaching,
            Command::ToggleAnalysis => {
                settings.analysis = !settings.analysis;
                self.playback.line_preview = None;
            }
            Command::ToggleComputerResigns => {
                settings.computer_may_resign = !settings.computer_may_resign;
            }
            Command::ToggleSound => settings.sound = !settings.sound,
            other => super::misrouted(&other),
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
