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
}

impl Purpose {
    /// The file name extension of the files it is for.
    pub fn extension(self) -> &'static str {
        match self {
            Purpose::Open | Purpose::SaveAs => record::EXTENSION,
            Purpose::ImportPdn | Purpose::ExportPdn => record::pdn::EXTENSION,
        }
    }

    /// Whether it writes a file (rather than reads one).
    pub fn writes(self) -> bool {
        matches!(self, Purpose::SaveAs | Purpose::ExportPdn)
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

/// Remembers `path` first in the list of recent files (at most eight).
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(8);
}

#[cfg(test)]
mod tests {
    use super::*;

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
