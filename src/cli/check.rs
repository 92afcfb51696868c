//! `check` and `--install-desktop`: saved games and the desktop.

use std::ffi::OsString;
use std::io::Write;
use std::path::Path;

use crate::i18n::{Tr, m};

use super::{Action, Result, RuleOptions, Run, Subcommand, quote, usage};

pub(super) const CHECK: Subcommand = Subcommand {
    name: "check",
    help: m::CLI_HELP_CHECK,
    flags: &[],
    rule_options: RuleOptions::Refused,
    examples: &[],
    run: Run::Words(cmd_check),
};

/// `check FILE`: validates a saved game by replaying it; one line of summary, or
/// the error and exit status 1.
fn cmd_check(
    tr: Tr,
    args: &[OsString],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let [path] = args else {
        return usage(tr.t(m::CLI_CHECK_EXPECTS));
    };
    let path = Path::new(path);
    if crate::record::pdn::is_pdn_path(path) {
        return super::convert::check_pdn(tr, path, out, err);
    }
    match crate::record::check(path) {
        Ok(summary) => {
            writeln!(out, "{summary}")?;
            Ok(Action::Exit(0))
        }
        Err(e) => {
            writeln!(err, "akidada: {}: {}", path.display(), tr.msg(&e.message()))?;
            Ok(Action::Exit(1))
        }
    }
}

/// `--install-desktop`: the launcher, icon and MIME type for the current user.
pub(super) fn install_desktop(
    tr: Tr,
    args: &[OsString],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    if let Some(extra) = args.first() {
        return usage(tr.f(
            m::CLI_INSTALL_NO_ARGUMENTS,
            [("found", quote(extra).into())],
        ));
    }
    install_for_this_user(tr, out, err)
}

/// Elsewhere the system installs the app's launcher and file type itself.
#[cfg(not(target_os = "linux"))]
fn install_for_this_user(tr: Tr, _out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    writeln!(err, "akidada: {}", tr.t(m::CLI_INSTALL_NOT_LINUX))?;
    Ok(Action::Exit(1))
}

#[cfg(target_os = "linux")]
fn install_for_this_user(tr: Tr, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some(data_home) = crate::desktop::data_home() else {
        writeln!(err, "akidada: {}", tr.t(m::CLI_INSTALL_NO_HOME))?;
        return Ok(Action::Exit(1));
    };
    let exe = match std::env::current_exe().and_then(|p| p.canonicalize()) {
        Ok(exe) => exe,
        Err(e) => {
            let said = tr.f(m::CLI_INSTALL_NO_EXE, [("error", e.to_string().into())]);
            writeln!(err, "akidada: {said}")?;
            return Ok(Action::Exit(1));
        }
    };
    match crate::desktop::install(&exe, &data_home) {
        Ok((written, notes)) => {
            for path in written {
                let path = path.display().to_string();
                writeln!(
                    out,
                    "{}",
                    tr.f(m::CLI_INSTALL_WROTE, [("path", path.into())])
                )?;
            }
            for note in notes {
                writeln!(err, "{}", super::note(tr, &note))?;
            }
            Ok(Action::Exit(0))
        }
        Err(e) => {
            let said = tr.f(
                m::CLI_INSTALL_FAILED,
                [
                    ("folder", data_home.display().to_string().into()),
                    ("error", e.to_string().into()),
                ],
            );
            writeln!(err, "akidada: {said}")?;
            Ok(Action::Exit(1))
        }
    }
}
