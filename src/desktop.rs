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

/// The MIME type: saved games are `.ron` files whose first lines name the game.
pub fn mime_package() -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Akidada or Dama saved game</comment>
    <comment xml:lang="pl">Zapisana partia Akidady lub Damy</comment>
    <sub-class-of type="text/plain"/>
    <icon name="akidada"/>
    <glob pattern="*.ron" weight="40"/>
    <magic priority="80">
      <match type="string" value="game: Akidada(" offset="0:256"/>
      <match type="string" value="game: Dama(" offset="0:256"/>
    </magic>
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
}
