//! Where the app keeps its files on this machine: one place for every folder,
//! each the platform's own for its purpose (the `directories` crate follows the
//! XDG base directories on Linux, the Known Folders on Windows and the Standard
//! Directories on macOS).
//!
//! | folder         | Linux                                   | macOS                                      | Windows                          |
//! |----------------|-----------------------------------------|--------------------------------------------|----------------------------------|
//! | [`cache_dir`]  | `$XDG_CACHE_HOME/akidada` (`~/.cache`)  | `~/Library/Caches/akidada`                 | `%LOCALAPPDATA%\akidada\cache`   |
//! | [`data_dir`]   | `$XDG_DATA_HOME/akidada` (`~/.local/share`) | `~/Library/Application Support/akidada` | `%APPDATA%\akidada\data`         |
//! | [`config_dir`] | `$XDG_CONFIG_HOME/akidada` (`~/.config`) | `~/Library/Application Support/akidada`   | `%APPDATA%\akidada\config`       |
//!
//! Each is `None` when the system names no home folder. Nothing here creates a
//! folder: the code that writes a file creates its folder first.

use std::path::PathBuf;

use directories::ProjectDirs;

/// The app's name in folder names.
const APP: &str = "akidada";

/// Replaces the cache folder (tests point it at a temporary folder).
pub const CACHE_DIR_ENV: &str = "AKIDADA_CACHE_DIR";

fn project() -> Option<ProjectDirs> {
    ProjectDirs::from("", "", APP)
}

/// Solved tables and other files the app can always build again:
/// `AKIDADA_CACHE_DIR` if set, else the platform's cache folder for the app.
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    project().map(|p| p.cache_dir().to_path_buf())
}

/// What the user would miss if it went: each window's autosave, the games
/// in progress, the trainer's progress.
pub fn data_dir() -> Option<PathBuf> {
    project().map(|p| p.data_dir().to_path_buf())
}

/// The settings.
pub fn config_dir() -> Option<PathBuf> {
    project().map(|p| p.config_dir().to_path_buf())
}

/// The folder a file name typed without a folder is saved in and opened from:
/// the user's documents (`$XDG_DOCUMENTS_DIR`, `~/Documents`), else home.
pub fn documents_dir() -> Option<PathBuf> {
    let user = directories::UserDirs::new()?;
    Some(
        user.document_dir()
            .unwrap_or_else(|| user.home_dir())
            .to_path_buf(),
    )
}

/// The user's folder for shared desktop data (`$XDG_DATA_HOME`, by default
/// `~/.local/share`), under which launchers, icons and MIME types are installed
/// for one user.
#[cfg(target_os = "linux")]
pub fn xdg_data_home() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|b| b.data_dir().to_path_buf())
}

/// This process's id, for names no other process writes at once (temporary
/// files, the games in progress). A web page has no process ids (asking for
/// one there stops the page): its one page is `0`.
pub fn process_id() -> u32 {
    #[cfg(target_arch = "wasm32")]
    return 0;
    #[cfg(not(target_arch = "wasm32"))]
    std::process::id()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_is_the_apps_own() {
        // Read only: the environment is shared by the tests running at once, so
        // this test sets nothing (`AKIDADA_CACHE_DIR` may be set by the runner).
        for dir in [data_dir(), config_dir()].into_iter().flatten() {
            assert!(dir.is_absolute(), "{}", dir.display());
            assert!(
                dir.components().any(|c| c.as_os_str() == APP),
                "{}",
                dir.display()
            );
        }
        if std::env::var_os(CACHE_DIR_ENV).is_none() {
            let cache = cache_dir().expect("a home folder");
            assert!(cache.components().any(|c| c.as_os_str() == APP));
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_folders_follow_xdg() {
        // Same places as before the move to one module (so nothing is lost on
        // update): `~/.cache/akidada`, and eframe's `~/.local/share/akidada`.
        let home = xdg_data_home().expect("a home folder");
        assert_eq!(data_dir(), Some(home.join(APP)));
        let config = config_dir().unwrap();
        assert!(config.ends_with(APP));
        assert_ne!(config, data_dir().unwrap());
    }
}
