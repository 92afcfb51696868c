//! Desktop integration on Linux: a launcher with the app's icon, and a MIME type
//! for saved games, so that double-clicking the app or a saved game opens it.
//!
//! The same texts serve twice: the Debian package ships them (`assets/linux/`,
//! compared with these functions by a test), and `akidada --install-desktop`
//! writes them for the current user under `$XDG_DATA_HOME` (`~/.local/share`).

#[cfg(target_os = "linux")]
use std::io;
use std::path::Path;
#[cfg(target_os = "linux")]
use std::path::PathBuf;

/// The MIME type of saved games.
pub const MIME_TYPE: &str = "application/x-akidada-game";

/// The name of the launcher, the icon and the MIME package (`akidada.desktop`,
/// `akidada.png`, `akidada.xml`). The window's app id is the same, so that a
/// desktop matches the window to its launcher.
pub const DESKTOP_ID: &str = "akidada";

/// The icon, as shipped in `assets/`.
pub const ICON_PNG: &[u8] = include_bytes!("../assets/icon.png");

/// The program of a launcher's `Exec` line that runs the program at `exe`:
/// quoted, with the characters the desktop entry specification reserves escaped
/// (inside quotes, then once more as a string value).
pub fn exec_path(exe: &Path) -> String {
    let mut quoted = String::from("\"");
    for c in exe.display().to_string().chars() {
        match c {
            '"' | '`' | '$' => {
                quoted.push_str("\\\\");
                quoted.push(c);
            }
            '\\' => quoted.push_str("\\\\\\\\"),
            '%' => quoted.push_str("%%"),
            _ => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// The launcher: runs `exec` (the program as the `Exec` line names it: `akidada`
/// on the `PATH` for the package, [`exec_path`] for a single user's install),
/// with a saved game's path when one is opened.
pub fn desktop_entry(exec: &str) -> String {
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name=Akidada & Dama\n\
         Name[pl]=Akidada i Dama\n\
         Name[tr]=Akidada ve Dama\n\
         GenericName=Board games\n\
         GenericName[pl]=Gry planszowe\n\
         GenericName[tr]=Masa oyunları\n\
         Comment=Play Akidada, the Yoruba alignment game, and Dama, Turkish draughts\n\
         Comment[pl]=Graj w Akidadę, grę Jorubów, i w Damę, warcaby tureckie\n\
         Comment[tr]=Yorubaların dizme oyunu Akidada'yı ve Türk daması Dama'yı oynayın\n\
         Keywords=draughts;checkers;Turkish draughts;alignment game;Yoruba;\n\
         Keywords[pl]=warcaby;warcaby tureckie;gra planszowa;Joruba;\n\
         Keywords[tr]=dama;Türk daması;masa oyunu;Yoruba;\n\
         Exec={exec} %f\n\
         Icon={DESKTOP_ID}\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n\
         MimeType={MIME_TYPE};\n\
         StartupWMClass={DESKTOP_ID}\n"
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
    <comment xml:lang="tr">Kaydedilmiş Akidada ya da Dama oyunu</comment>
    <sub-class-of type="text/plain"/>
    <icon name="{DESKTOP_ID}"/>
    <magic priority="80">
{matches}    </magic>
  </mime-type>
</mime-info>
"#
    )
}

/// Where per-user desktop data lives: `$XDG_DATA_HOME`, or `~/.local/share`.
#[cfg(target_os = "linux")]
pub fn data_home() -> Option<PathBuf> {
    crate::paths::xdg_data_home()
}

/// Writes the launcher, the icon and the MIME type under `data_home`, then asks
/// the desktop's databases to pick them up (if their tools are installed).
/// Returns the files written and a note for each tool that could not be run.
#[cfg(target_os = "linux")]
pub fn install(exe: &Path, data_home: &Path) -> io::Result<(Vec<PathBuf>, Vec<String>)> {
    use std::process::Command;

    let files = [
        (
            data_home.join(format!("applications/{DESKTOP_ID}.desktop")),
            desktop_entry(&exec_path(exe)).into_bytes(),
        ),
        (
            data_home.join(format!("icons/hicolor/256x256/apps/{DESKTOP_ID}.png")),
            ICON_PNG.to_vec(),
        ),
        (
            data_home.join(format!("mime/packages/{DESKTOP_ID}.xml")),
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
        let entry = desktop_entry(&exec_path(Path::new("/opt/my apps/akidada")));
        assert!(entry.contains("Exec=\"/opt/my apps/akidada\" %f\n"));
        assert!(entry.contains(&format!("MimeType={MIME_TYPE};")));
        assert!(entry.contains("Icon=akidada"));
        assert!(mime_package().contains(MIME_TYPE));
    }

    #[test]
    fn odd_program_paths_are_escaped_for_the_exec_line() {
        // Quoting rule, then the string rule doubling every backslash.
        let exec = exec_path(Path::new("/home/a\"b/$x`y/100%/c\\d"));
        assert_eq!(exec, r#""/home/a\\"b/\\$x\\`y/100%%/c\\\\d""#);
    }

    /// The launcher, the MIME type and the manual page are shipped as files (in
    /// `assets/linux/`) and written by this code: the same text.
    /// `AKIDADA_UPDATE_ASSETS=1 cargo test --no-default-features --lib desktop`
    /// writes them anew.
    fn shipped(name: &str, text: &str) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/linux")
            .join(name);
        if std::env::var_os("AKIDADA_UPDATE_ASSETS").is_some() {
            std::fs::write(&path, text).unwrap();
        }
        let file = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            file == text,
            "{} differs from what src/desktop.rs writes: run \
             AKIDADA_UPDATE_ASSETS=1 cargo test --no-default-features --lib desktop",
            path.display()
        );
    }

    #[test]
    fn the_package_ships_the_launcher_and_file_type_of_the_code() {
        shipped(&format!("{DESKTOP_ID}.desktop"), &desktop_entry(DESKTOP_ID));
        shipped(&format!("{DESKTOP_ID}.xml"), &mime_package());
    }

    #[test]
    fn the_metainfo_names_what_the_code_does() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/linux/akidada.metainfo.xml");
        let xml = std::fs::read_to_string(path).unwrap();
        let wanted = [
            format!("<launchable type=\"desktop-id\">{DESKTOP_ID}.desktop</launchable>"),
            format!("<binary>{}</binary>", env!("CARGO_PKG_NAME")),
            format!("<mediatype>{MIME_TYPE}</mediatype>"),
            format!(
                "<project_license>{}</project_license>",
                env!("CARGO_PKG_LICENSE")
            ),
        ];
        for line in wanted {
            assert!(xml.contains(&line), "the metainfo lacks {line}");
        }
        // The newest release (listed first) is this version.
        let release = xml.split("<release ").nth(1).expect("a release");
        assert!(
            release.starts_with(&format!("version=\"{}\"", crate::build_info::VERSION)),
            "the newest release in the metainfo is not {}: {release}",
            crate::build_info::VERSION
        );
    }

    #[test]
    fn the_package_changelog_is_of_this_version() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/linux/changelog");
        let changelog = std::fs::read_to_string(path).unwrap();
        let first = changelog.lines().next().unwrap_or_default();
        let wanted = format!(
            "{} ({}-",
            env!("CARGO_PKG_NAME"),
            crate::build_info::VERSION
        );
        assert!(first.starts_with(&wanted), "{first}: not {wanted}...");
    }

    #[test]
    fn every_icon_size_is_drawn_at_its_size() {
        // The hicolor sizes the package installs (see Cargo.toml), each a PNG
        // of that many pixels a side; 256 is the icon the program embeds.
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        for size in [16u32, 22, 24, 32, 48, 64, 128, 256, 512] {
            let path = if size == 256 {
                dir.join("icon.png")
            } else {
                dir.join(format!("linux/icons/akidada-{size}.png"))
            };
            let png = std::fs::read(&path).unwrap();
            assert_eq!(&png[1..4], b"PNG", "{}", path.display());
            let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
            let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
            assert_eq!((width, height), (size, size), "{}", path.display());
        }
        let manifest = std::fs::read_to_string(dir.join("../Cargo.toml")).unwrap();
        assert!(manifest.contains("hicolor/scalable/apps/akidada.svg"));
        assert!(manifest.contains("hicolor/512x512/apps/akidada.png"));
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
