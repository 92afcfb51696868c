//! `check` and `--install-desktop`: saved games and the desktop.

use std::io::Write;

use super::{Action, Command, Result, quote, usage};

pub(super) const CHECK: Command = Command {
    name: "check",
    help: "  check FILE.ron | FILE.pdn
      Reads the saved game and replays every move through the rules. Prints
      `<game>: <n> moves, <result>`, or the error (with the line and column, or
      the move number and why) and exits with status 1. A PDN file: one line
      `game <n> (<players>): ...` per game, the error of each bad game, and
      exit status 1 if any is bad.
",
    run: cmd_check,
};

/// `check FILE`: validates a saved game by replaying it; one line of summary, or
/// the error and exit status 1.
fn cmd_check(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let [path] = args else {
        return usage("check expects one saved game's path: akidada check FILE.ron (or FILE.pdn)");
    };
    if crate::record::pdn::is_pdn_path(path) {
        return super::convert::check_pdn(path, out, err);
    }
    match crate::record::check(path) {
        Ok(summary) => {
            writeln!(out, "{summary}")?;
            Ok(Action::Exit(0))
        }
        Err(e) => {
            writeln!(err, "akidada: {path}: {e}")?;
            Ok(Action::Exit(1))
        }
    }
}

/// `--install-desktop`: the launcher, icon and MIME type for the current user.
pub(super) fn install_desktop(
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    if let Some(extra) = args.first() {
        return usage(format!(
            "--install-desktop takes no arguments, found {}",
            quote(extra)
        ));
    }
    install_for_this_user(out, err)
}

/// Elsewhere the system installs the app's launcher and file type itself.
#[cfg(not(target_os = "linux"))]
fn install_for_this_user(_out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    writeln!(
        err,
        "akidada: --install-desktop is for Linux desktops (freedesktop.org launchers)"
    )?;
    Ok(Action::Exit(1))
}

#[cfg(target_os = "linux")]
fn install_for_this_user(out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some(data_home) = crate::desktop::data_home() else {
        writeln!(
            err,
            "akidada: the system names no home folder (HOME): nowhere to install"
        )?;
        return Ok(Action::Exit(1));
    };
    let exe = match std::env::current_exe().and_then(|p| p.canonicalize()) {
        Ok(exe) => exe,
        Err(e) => {
            writeln!(err, "akidada: cannot find this program's own path: {e}")?;
            return Ok(Action::Exit(1));
        }
    };
    match crate::desktop::install(&exe, &data_home) {
        Ok((written, notes)) => {
            for path in written {
                writeln!(out, "wrote {}", path.display())?;
            }
            for note in notes {
                writeln!(err, "note: {note}")?;
            }
            Ok(Action::Exit(0))
        }
        Err(e) => {
            writeln!(
                err,
                "akidada: could not install under {}: {e}",
                data_home.display()
            )?;
            Ok(Action::Exit(1))
        }
    }
}
