//! Preferences kept between runs. Games are never stored here: they are
//! explicit files.

use crate::i18n::m;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::text::Lang;

/// The colour theme.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    #[default]
    System,
    Light,
    Dark,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    pub const fn label(self) -> &'static str {
        match self {
            ThemeChoice::System => m::THEME_SYSTEM,
            ThemeChoice::Light => m::THEME_LIGHT,
            ThemeChoice::Dark => m::THEME_DARK,
        }
    }
}

/// How fast moves are animated.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimSpeed {
    Off,
    Slow,
    #[default]
    Normal,
    Fast,
}

impl AnimSpeed {
    pub const ALL: [AnimSpeed; 4] = [
        AnimSpeed::Off,
        AnimSpeed::Slow,
        AnimSpeed::Normal,
        AnimSpeed::Fast,
    ];

    pub const fn label(self) -> &'static str {
        match self {
            AnimSpeed::Off => m::ANIM_OFF,
            AnimSpeed::Slow => m::ANIM_SLOW,
            AnimSpeed::Normal => m::ANIM_NORMAL,
            AnimSpeed::Fast => m::ANIM_FAST,
        }
    }

    /// Seconds one step of a move takes (a slide, or one hop of a capture).
    pub const fn seconds_per_step(self) -> f32 {
        match self {
            AnimSpeed::Off => 0.0,
            AnimSpeed::Slow => 0.45,
            AnimSpeed::Normal => 0.25,
            AnimSpeed::Fast => 0.12,
        }
    }
}

/// How fast autoplay steps through a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AutoplaySpeed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl AutoplaySpeed {
    pub const ALL: [AutoplaySpeed; 3] = [
        AutoplaySpeed::Slow,
        AutoplaySpeed::Normal,
        AutoplaySpeed::Fast,
    ];

    pub const fn label(self) -> &'static str {
        match self {
            AutoplaySpeed::Slow => m::ANIM_SLOW,
            AutoplaySpeed::Normal => m::ANIM_NORMAL,
            AutoplaySpeed::Fast => m::ANIM_FAST,
        }
    }

    /// Seconds each move stays on the board.
    pub const fn seconds_per_move(self) -> f64 {
        match self {
            AutoplaySpeed::Slow => 2.5,
            AutoplaySpeed::Normal => 1.2,
            AutoplaySpeed::Fast => 0.5,
        }
    }
}

/// Everything the app remembers between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub language: Lang,
    pub theme: ThemeChoice,
    pub animation: AnimSpeed,
    /// Black at the bottom.
    pub flipped: bool,
    pub autoplay: AutoplaySpeed,
    /// Saved games opened or saved lately, newest first.
    pub recent: Vec<std::path::PathBuf>,
    /// Teaching mode: the panel of capture variants and lines.
    pub teaching: bool,
    /// The analysis panel beside the board.
    pub analysis: bool,
    /// Whether the computer may resign a hopeless game (its stronger levels).
    pub computer_may_resign: bool,
    /// The size of the whole interface, in percent of the default.
    pub interface_size: u16,
    /// Sounds for moves, captures, crownings and the end of a game.
    pub sound: bool,
    /// The stage name last given to a level saved from the editor: the
    /// next level's form starts with it.
    pub level_stage_name: String,
}

/// The interface sizes offered, in percent; Ctrl+plus and Ctrl+minus step
/// through them.
pub const INTERFACE_SIZES: [u16; 8] = [90, 100, 110, 125, 150, 175, 200, 250];

impl Settings {
    /// The next size up (`larger`) or down from the current one, within the
    /// sizes offered.
    pub fn interface_step(&self, larger: bool) -> u16 {
        let now = self.interface_size;
        let next = if larger {
            INTERFACE_SIZES.iter().find(|&&s| s > now)
        } else {
            INTERFACE_SIZES.iter().rev().find(|&&s| s < now)
        };
        next.copied().unwrap_or(now)
    }

    /// The interface size as a factor, kept within the sizes offered (a file
    /// edited by hand cannot make the window unusable).
    pub fn zoom(&self) -> f32 {
        let (min, max) = (
            INTERFACE_SIZES[0],
            INTERFACE_SIZES[INTERFACE_SIZES.len() - 1],
        );
        f32::from(self.interface_size.clamp(min, max)) / 100.0
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Lang::system(),
            theme: ThemeChoice::System,
            animation: AnimSpeed::Normal,
            flipped: false,
            autoplay: AutoplaySpeed::Normal,
            recent: Vec::new(),
            teaching: false,
            analysis: false,
            computer_may_resign: true,
            interface_size: 100,
            sound: true,
            level_stage_name: String::new(),
        }
    }
}

/// The settings file: read at start, written as soon as a setting changes
/// (atomically, as games are), so a choice survives a crash or a kill.
///
/// Several windows may share it: each writes only the settings it changed,
/// over what the file holds then, so a window started earlier never puts
/// back an old choice another window has since changed.
#[derive(Debug)]
pub struct SettingsFile {
    path: PathBuf,
    /// This window's settings as last read or written: what differs from
    /// them is what the user changed since.
    kept: Settings,
}

impl SettingsFile {
    /// `settings.ron` in the app's settings folder.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn default_path() -> Option<PathBuf> {
        crate::paths::config_dir().map(|dir| dir.join("settings.ron"))
    }

    /// In a web page: the key of the settings in the browser's storage.
    #[cfg(target_arch = "wasm32")]
    pub fn default_path() -> Option<PathBuf> {
        Some(PathBuf::from(BROWSER_KEY))
    }

    /// Reads the settings at `path`: the defaults when there is none yet. A
    /// file that cannot be read is moved aside (`settings.ron.damaged`) and the
    /// defaults are used; the second value then says so.
    pub fn open(path: PathBuf) -> (SettingsFile, Settings, Option<String>) {
        let (settings, warning) = match read(&path) {
            Ok(settings) => (settings.unwrap_or_default(), None),
            Err(ReadError::Io(e)) => (
                Settings::default(),
                Some(format!("{}: {e}", path.display())),
            ),
            Err(ReadError::Form(e)) => {
                let aside = path.with_extension("ron.damaged");
                let _ = std::fs::rename(&path, &aside);
                (
                    Settings::default(),
                    Some(format!(
                        "{}: {e}; kept as {}",
                        path.display(),
                        aside.display()
                    )),
                )
            }
        };
        let file = SettingsFile {
            path,
            kept: settings.clone(),
        };
        (file, settings, warning)
    }

    /// Writes the settings changed in `settings` since they were last kept,
    /// over what the file holds now.
    pub fn keep(&mut self, settings: &Settings) -> Result<(), crate::record::RecordError> {
        if *settings == self.kept {
            return Ok(());
        }
        #[cfg(target_arch = "wasm32")]
        {
            // One page at a time writes them: nothing to merge with.
            super::browser_storage::write(BROWSER_KEY, &to_text(settings)).map_err(|e| {
                crate::record::RecordError::io(&self.path, crate::record::IoAction::Write, &e)
            })?;
            self.kept = settings.clone();
            Ok(())
        }
        #[cfg(not(target_arch = "wasm32"))]
        self.keep_in_file(settings)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn keep_in_file(&mut self, settings: &Settings) -> Result<(), crate::record::RecordError> {
        if let Some(dir) = self.path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // A file another window damaged meanwhile is written over whole.
        let on_disk = read(&self.path)
            .ok()
            .flatten()
            .unwrap_or_else(|| self.kept.clone());
        let merged = merge(on_disk, &self.kept, settings);
        crate::record::write_text_atomic(&self.path, &to_text(&merged))?;
        self.kept = settings.clone();
        Ok(())
    }
}

/// Why the settings file could not be read.
enum ReadError {
    Io(std::io::Error),
    Form(ron::error::SpannedError),
}

/// The key of the settings in the browser's storage (the web page).
#[cfg(target_arch = "wasm32")]
const BROWSER_KEY: &str = "akidada/settings.ron";

/// The settings kept in the browser (`None`: none yet).
#[cfg(target_arch = "wasm32")]
fn read(_path: &std::path::Path) -> Result<Option<Settings>, ReadError> {
    match super::browser_storage::read(BROWSER_KEY) {
        Err(e) => Err(ReadError::Io(e)),
        Ok(None) => Ok(None),
        Ok(Some(text)) => ron::from_str(&text).map(Some).map_err(ReadError::Form),
    }
}

/// The settings in the file at `path` (`None`: there is no file yet).
#[cfg(not(target_arch = "wasm32"))]
fn read(path: &std::path::Path) -> Result<Option<Settings>, ReadError> {
    match std::fs::read_to_string(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(ReadError::Io(e)),
        Ok(text) => ron::from_str(&text).map(Some).map_err(ReadError::Form),
    }
}

/// The settings as text. A recent file whose name is not UTF-8 cannot be
/// written in the file's text and is left out of it (it stays in the menu
/// while the app runs).
fn to_text(settings: &Settings) -> String {
    let mut writable = settings.clone();
    writable.recent.retain(|p| p.to_str().is_some());
    ron::ser::to_string_pretty(&writable, ron::ser::PrettyConfig::default())
        .expect("settings of plain values and UTF-8 paths always serialize")
}

/// `on_disk` with what changed from `before` to `now` put over it, setting by
/// setting; the recent files merge as lists (files added or removed here are
/// added or removed there, the others' files stay).
#[cfg(not(target_arch = "wasm32"))]
fn merge(on_disk: Settings, before: &Settings, now: &Settings) -> Settings {
    // Naming every field: a setting added later must be merged here too, or
    // this does not compile.
    let Settings {
        language,
        theme,
        animation,
        flipped,
        autoplay,
        recent,
        teaching,
        analysis,
        computer_may_resign,
        interface_size,
        sound,
        level_stage_name,
    } = now.clone();
    let mut merged = on_disk;
    macro_rules! changed_here {
        ($($field:ident),*) => {
            $( if $field != before.$field { merged.$field = $field; } )*
        };
    }
    changed_here!(
        language,
        theme,
        animation,
        flipped,
        autoplay,
        teaching,
        analysis,
        computer_may_resign,
        interface_size,
        sound,
        level_stage_name
    );
    let added: Vec<PathBuf> = recent
        .iter()
        .filter(|p| !before.recent.contains(p))
        .cloned()
        .collect();
    merged
        .recent
        .retain(|p| !added.contains(p) && (recent.contains(p) || !before.recent.contains(p)));
    merged.recent.splice(0..0, added);
    merged
        .recent
        .truncate(crate::app::file_choice::RECENT_FILES);
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interface_size_steps_through_the_sizes_offered_and_stays_within_them() {
        let mut s = Settings {
            interface_size: 100,
            ..Settings::default()
        };
        assert_eq!(s.interface_step(true), 110);
        assert_eq!(s.interface_step(false), 90);
        s.interface_size = 90;
        assert_eq!(s.interface_step(false), 90, "no smaller than the smallest");
        s.interface_size = 250;
        assert_eq!(s.interface_step(true), 250);
        // A size typed into the file by hand steps to its neighbours and is
        // drawn within the range.
        s.interface_size = 130;
        assert_eq!(
            (s.interface_step(false), s.interface_step(true)),
            (125, 150)
        );
        s.interface_size = 1000;
        assert_eq!(s.zoom(), 2.5);
        s.interface_size = 0;
        assert_eq!(s.zoom(), 0.9);
    }

    #[test]
    fn two_windows_each_write_only_the_settings_they_changed() {
        let dir = std::env::temp_dir().join(format!("akidada-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        let _ = std::fs::remove_dir_all(&dir);
        let (mut first, mut first_settings, _) = SettingsFile::open(path.clone());
        let (mut second, mut second_settings, _) = SettingsFile::open(path.clone());
        first_settings.theme = ThemeChoice::Dark;
        first_settings.recent = vec!["/games/a.ron".into()];
        first.keep(&first_settings).unwrap();
        // The second window, started before, changes its language and opens
        // a file of its own: the first window's theme and file stay.
        second_settings.language = Lang::Tr;
        second_settings.recent = vec!["/games/b.ron".into()];
        second.keep(&second_settings).unwrap();
        let (_, on_disk, _) = SettingsFile::open(path.clone());
        assert_eq!(on_disk.theme, ThemeChoice::Dark);
        assert_eq!(on_disk.language, Lang::Tr);
        assert_eq!(
            on_disk.recent,
            [PathBuf::from("/games/b.ron"), PathBuf::from("/games/a.ron")]
        );
        // A file removed from one window's list goes from the file's.
        second_settings.recent.clear();
        second.keep(&second_settings).unwrap();
        let (_, on_disk, _) = SettingsFile::open(path);
        assert_eq!(on_disk.recent, [PathBuf::from("/games/a.ron")]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_recent_file_whose_name_is_not_utf8_leaves_the_settings_readable() {
        use std::os::unix::ffi::OsStrExt;
        let dir = std::env::temp_dir().join(format!("akidada-settings8-{}", std::process::id()));
        let path = dir.join("settings.ron");
        let _ = std::fs::remove_dir_all(&dir);
        let (mut file, mut settings, _) = SettingsFile::open(path.clone());
        settings.theme = ThemeChoice::Light;
        settings.recent = vec![
            PathBuf::from(std::ffi::OsStr::from_bytes(b"/games/\xff.ron")),
            "/games/a.ron".into(),
        ];
        file.keep(&settings).unwrap();
        let (_, on_disk, warning) = SettingsFile::open(path);
        assert_eq!(warning, None, "the file reads back");
        assert_eq!(on_disk.theme, ThemeChoice::Light);
        assert_eq!(on_disk.recent, [PathBuf::from("/games/a.ron")]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_settings_file_from_before_the_interface_size_reads_at_the_default_size() {
        let old = "(language: Pl, theme: Dark, animation: Normal, flipped: false, \
                   autoplay: Normal, recent: [], teaching: false, analysis: false, \
                   computer_may_resign: true)";
        let s: Settings = ron::from_str(old).unwrap();
        assert_eq!(s.interface_size, 100);
        assert_eq!(s.theme, ThemeChoice::Dark);
    }
}
