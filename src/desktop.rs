//! Desktop integration on Linux: a launcher with the app's icon, and a MIME type
//! for saved games, so that double-clicking the app or a saved game opens it.
//! Installed for the current user under `$XDG_DATA_HOME` (`~/.local/share`).

use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The MIME type of saved games.
pub const MIME_TYPE: &str = "application/x-akidada-game";

/// The icon, as shipped in `assets/`.
pub const ICON_PNG: &[u8] = include_bytes!("../assets/icon.png");

/// Where per-user desktop data lives: `$XDG_DATA_HOME`, or `~/.local/share`.
pub fn data_home() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|home| PathBuf::from(home).join(".local/share"))
}

/// The launcher: runs `exe`, with a saved game's path when one is opened.
pub fn desktop_entry(exe: &Path) -> String {
    let exe = exe
        .display()
        .to_string()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name=Akidada & Dama\n\
         Name[pl]=Akidada i Dama\n\
         GenericName=Board games\n\
         GenericName[pl]=Gry planszowe\n\
         Comment=Play Akidada, the Yoruba alignment game, and Dama, Turkish draughts\n\
         Comment[pl]=Graj w Akidadę, grę Jorubów, i w Damę, warcaby tureckie\n\
         Exec=\"{exe}\" %f\n\
         Icon=akidada\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n\
         MimeType={MIME_TYPE};\n\
         StartupWMClass=akidada\n"
    )
}

/// The text near the start of every saved game that tells it from other RON
/// files: the field naming the game (see `record`: the app writes `format`, then
/// `game`). The MIME type matches these by content ("magic"), not by the `.ron`
/// extension, so that other programs' RON files are left alone.
pub const MAGIC: [&str; 2] = ["game: Akidada(", "game: Dama("];

/// How far into a file the magic is looked for, in bytes.
pub const MAGIC_RANGE: usize = 256;

/// The MIME type: saved games are recognised by their content. No glob on
/// `*.ron`: that would claim every RON file on the system.
pub fn mime_package() -> String {
    let matches: String = MAGIC
        .iter()
        .map(|m| {
            format!("      <match type=\"string\" value=\"{m}\" offset=\"0:{MAGIC_RANGE}\"/>\n")
        })
        .collect();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Akidada or Dama saved game</comment>
    <comment xml:lang="pl">Zapisana partia Akidady lub Damy</comment>
    <sub-class-of type="text/plain"/>
    <icon name="akidada"/>
    <magic priority="80">
{matches}    </magic>
  </mime-type>
</mime-info>
"#
    )
}

/// Writes the launcher, the icon and the MIME type under `data_home`, then asks
/// the desktop's databases to pick them up (if their tools are installed).
/// Returns the files written and a note for each tool that could not be run.
pub fn install(exe: &Path, data_home: &Path) -> io::Result<(Vec<PathBuf>, Vec<String>)> {
    let files = [
        (
            data_home.join("applications/akidada.desktop"),
            desktop_entry(exe).into_bytes(),
        ),
        (
            data_home.join("icons/hicolor/256x256/apps/akidada.png"),
            ICON_PNG.to_vec(),
        ),
        (
            data_home.join("mime/packages/akidada.xml"),
            mime_package().into_bytes(),
        ),
    ];
    let mut written = Vec::new();
    for (path, bytes) in files {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&path, bytes)?;
        written.push(path);
    }
    let mut notes = Vec::new();
    for (tool, arg) in [
        ("update-mime-database", data_home.join("mime")),
        ("update-desktop-database", data_home.join("applications")),
        ("gtk-update-icon-cache", data_home.join("icons/hicolor")),
    ] {
        match Command::new(tool).arg(&arg).output() {
            Ok(out) if out.status.success() => {}
            Ok(out) => notes.push(format!(
                "{tool} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            )),
            Err(_) => notes.push(format!(
                "{tool} is not installed; the desktop may need a new login to see the changes"
            )),
        }
    }
    Ok((written, notes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_launcher_opens_files_with_the_app() {
        let entry = desktop_entry(Path::new("/opt/my apps/akidada"));
        assert!(entry.contains("Exec=\"/opt/my apps/akidada\" %f\n"));
        assert!(entry.contains(&format!("MimeType={MIME_TYPE};")));
        assert!(entry.contains("Icon=akidada"));
        assert!(mime_package().contains(MIME_TYPE));
    }

    #[test]
    fn only_saved_games_are_claimed() {
        // Defect: a `*.ron` glob gave every RON file on the system our icon.
        let mime = mime_package();
        assert!(!mime.contains("<glob"), "{mime}");
        // Every saved game still carries the magic near its start...
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples");
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read(entry.unwrap().path()).unwrap();
            let head = String::from_utf8_lossy(&text[..text.len().min(MAGIC_RANGE)]).into_owned();
            assert!(MAGIC.iter().any(|m| head.contains(m)), "{head}");
            assert!(mime.contains(&format!("value=\"{}\"", MAGIC[0])));
            seen += 1;
        }
        assert!(seen >= 4);
        // ...and another program's RON file does not.
        let other = "(name: \"level 1\", game: \"tetris\", score: 3)";
        assert!(!MAGIC.iter().any(|m| other.contains(m)));
    }
}
