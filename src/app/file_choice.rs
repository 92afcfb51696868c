//! Choosing a file: what a file dialog is for, the names proposed, and the
//! list of recent files. (The native dialogs themselves are the window's:
//! `gui::picker`.)

use std::path::{Path, PathBuf};

use crate::record;

/// What a file dialog was opened for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    Open,
    SaveAs,
    /// Read the games of a PDN file.
    ImportPdn,
    /// Write the game as PDN.
    ExportPdn,
    /// Write a teacher's level made in the editor.
    SaveLevel,
}

impl Purpose {
    /// The file name extension of the files it is for.
    pub fn extension(self) -> &'static str {
        match self {
            Purpose::Open | Purpose::SaveAs | Purpose::SaveLevel => record::EXTENSION,
            Purpose::ImportPdn | Purpose::ExportPdn => record::pdn::EXTENSION,
        }
    }

    /// Whether it writes a file (rather than reads one).
    pub fn writes(self) -> bool {
        matches!(
            self,
            Purpose::SaveAs | Purpose::ExportPdn | Purpose::SaveLevel
        )
    }
}

/// Where a file dialog for `purpose` starts and the name it proposes: the
/// open game's folder (else `documents`); to save, the open game's own name
/// (else the game and the date); to export, that name as `.pdn`, so an export
/// never proposes the saved game's own file; to read, no name.
pub fn proposal(
    purpose: Purpose,
    open_file: Option<&Path>,
    documents: Option<&Path>,
    game: &str,
    date: &str,
) -> (Option<PathBuf>, String) {
    let folder = open_file
        .and_then(Path::parent)
        .filter(|p| !p.as_os_str().is_empty())
        .or(documents)
        .map(Path::to_path_buf);
    let saved_name = open_file
        .and_then(Path::file_name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| suggested_name(game, date));
    let name = match purpose {
        Purpose::Open | Purpose::ImportPdn => String::new(),
        Purpose::SaveAs => saved_name,
        Purpose::SaveLevel => format!("{game}-level.{}", record::EXTENSION),
        Purpose::ExportPdn => Path::new(&saved_name)
            .with_extension(record::pdn::EXTENSION)
            .display()
            .to_string(),
    };
    (folder, name)
}

/// The file a path typed for `purpose` names: in `folder` unless it names its
/// own, with the purpose's extension unless it has one.
pub fn resolve(purpose: Purpose, typed: &str, folder: Option<&Path>) -> PathBuf {
    let typed = expand_home(typed.trim());
    let path = match folder {
        Some(folder) if typed.is_relative() => folder.join(typed),
        _ => typed,
    };
    with_extension_of(path, purpose.extension())
}

/// `~/games/a.ron` is in the home folder, as shells have it.
fn expand_home(typed: &str) -> PathBuf {
    match (typed.strip_prefix("~/"), directories::BaseDirs::new()) {
        (Some(rest), Some(base)) => base.home_dir().join(rest),
        _ => PathBuf::from(typed),
    }
}

/// A file name for a new save: the game and the date, e.g. `dama-2026-11-29.ron`.
pub fn suggested_name(game: &str, date: &str) -> String {
    let date = if date.is_empty() {
        record::today()
    } else {
        date.to_string()
    };
    format!("{game}-{date}.{}", record::EXTENSION)
}

/// Adds `.ron` to a path typed or picked without it.
pub fn with_extension(path: PathBuf) -> PathBuf {
    with_extension_of(path, record::EXTENSION)
}

/// Adds `ext` to a path typed or picked without an extension.
pub fn with_extension_of(path: PathBuf, ext: &str) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension(ext)
    }
}

/// A file's name and its folder, as messages show them.
pub fn name_and_folder(path: &Path) -> (String, String) {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let folder = path
        .parent()
        .map_or_else(String::new, |f| f.display().to_string());
    (name, folder)
}

/// How many recent files File > Open recent lists.
pub const RECENT_FILES: usize = 8;

/// Remembers `path` first in the list of recent files (at most eight).
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(RECENT_FILES);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_purpose_proposes_its_own_name_and_an_export_never_the_saved_game() {
        let open = Path::new("/games/friday.ron");
        let docs = Path::new("/home/ada/Documents");
        let p = |purpose| proposal(purpose, Some(open), Some(docs), "dama", "2026-12-01");
        assert_eq!(
            p(Purpose::SaveAs),
            (Some("/games".into()), "friday.ron".to_string())
        );
        assert_eq!(
            p(Purpose::ExportPdn),
            (Some("/games".into()), "friday.pdn".to_string())
        );
        assert_eq!(p(Purpose::Open), (Some("/games".into()), String::new()));
        assert_eq!(
            p(Purpose::ImportPdn),
            (Some("/games".into()), String::new())
        );
        // A new game: the documents folder, a name from the game and the date.
        let fresh = proposal(Purpose::ExportPdn, None, Some(docs), "dama", "2026-12-01");
        assert_eq!(
            fresh,
            (Some(docs.to_path_buf()), "dama-2026-12-01.pdn".to_string())
        );
    }

    #[test]
    fn a_typed_name_is_in_the_folder_named_and_gets_its_extension() {
        let docs = Path::new("/home/ada/Documents");
        assert_eq!(
            resolve(Purpose::ExportPdn, " friday ", Some(docs)),
            Path::new("/home/ada/Documents/friday.pdn")
        );
        assert_eq!(
            resolve(Purpose::SaveAs, "/tmp/x", Some(docs)),
            Path::new("/tmp/x.ron")
        );
        assert_eq!(
            resolve(Purpose::Open, "sub/g.ron", Some(docs)),
            Path::new("/home/ada/Documents/sub/g.ron")
        );
    }

    #[test]
    fn recent_files_keep_eight_newest_first_without_repeats() {
        let mut recent = Vec::new();
        for i in 0..10 {
            remember(&mut recent, Path::new(&format!("/g/{i}.ron")));
        }
        remember(&mut recent, Path::new("/g/5.ron"));
        assert_eq!(recent.len(), 8);
        assert_eq!(recent[0], Path::new("/g/5.ron"));
        assert_eq!(recent[1], Path::new("/g/9.ron"));
        assert_eq!(recent.iter().filter(|p| p.ends_with("5.ron")).count(), 1);
    }

    #[test]
    fn typed_paths_get_the_extension() {
        assert_eq!(with_extension(PathBuf::from("/g/a")), Path::new("/g/a.ron"));
        assert_eq!(
            with_extension(PathBuf::from("/g/a.ron")),
            Path::new("/g/a.ron")
        );
        assert_eq!(suggested_name("dama", "2026-11-29"), "dama-2026-11-29.ron");
    }
}
