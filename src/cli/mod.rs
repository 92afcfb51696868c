//! The headless command line, parsed by hand: one module per group of commands.
//!
//! Standard output carries the data only, one item per line, so it can be piped
//! and compared; timings, notes and errors go to standard error. Bad input of any
//! kind is reported on standard error with what was expected and where, and ends
//! with exit status 2; nothing a user types makes the program panic.

mod args;
mod check;
mod convert;
mod endgame;
mod engine;
mod manpage;
mod puzzles;
mod review;
mod rules;
mod solve;

use std::io::{self, Write};
use std::path::PathBuf;

pub use manpage::man_page;

/// What `main` does once the command line has been read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A headless command ran (or failed): exit with this status.
    Exit(i32),
    /// Open the window, with a saved game if a path was given.
    OpenWindow { file: Option<PathBuf> },
}

/// A command: its name, the help text it adds to `akidada help`, and what runs it.
struct Command {
    name: &'static str,
    /// Its section of the help text (usage line first).
    help: &'static str,
    run: fn(&[String], &mut dyn Write, &mut dyn Write) -> Result<Action>,
}

/// Every command, in the order `akidada help` lists them.
const COMMANDS: &[Command] = &[
    rules::PERFT,
    rules::MOVES,
    rules::CAPTURES,
    solve::SOLVE,
    check::CHECK,
    engine::BESTMOVE,
    engine::ANALYSE,
    engine::MATCH,
    engine::ENGINE,
    convert::CONVERT,
    review::REVIEW,
    endgame::TABLES,
    puzzles::PUZZLES,
];

const HEAD: &str = "\
akidada - Akidada (the Yoruba alignment game) and Dama (Turkish draughts)

Without a command, akidada opens the desktop app: play a friend or the computer,
learn the rules, analyse and review games. With a command it runs headless: the
data on standard output, one item a line; timings, notes and errors on standard
error.

USAGE
  akidada                        open the window
  akidada FILE                   open the window with a saved game (a .ron file;
                                 a file named like a command: write ./perft)
  akidada --install-desktop      add a launcher and the saved-game file type for
                                 this user (Linux), so a double-click opens them
  akidada --version              show the version
  akidada help                   show this text (also --help, -h)

GAME is akidada or dama. POS is a position string; the side to move is its first
letter. Without --fen the standard start is used, White to move.

RULE OPTIONS
  Commands that play by the rules take the rule options of RULES.md as flags,
  the name with dashes and the value as in saved games (any case):
    Akidada  --removal Any|NotFromLines  --double-line One|Two  --no-progress N
    Dama     --non-max-capture Loses|Forbidden  --lone-piece KingWins|Draw
             --no-progress N
  Left out, an option has its default.

POSITION STRINGS
  Akidada  <side>:W<points>:B<points>:H<white in hand>,<black in hand>, for
           example W:W:B:H6,6 (the start) or B:Wa1,c1,c2:Bb2,e5:H3,4
  Dama     <side>:W<squares>:B<squares>, a king prefixed with K, for example
           W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

COMMANDS
";

const TAIL: &str = "
EXIT STATUS
  0 on success, 1 when a file is bad or an install fails, 2 on a usage error
  (the error says what was expected).
";

/// The help text (`akidada help`): the head, then each command's section. The
/// manual page is rendered from it ([`man_page`]): every word of the command
/// line's documentation comes from here.
pub fn usage_text() -> String {
    let mut text = HEAD.to_string();
    for command in COMMANDS {
        text.push_str(command.help);
        text.push('\n');
    }
    text.push_str(TAIL);
    text
}

/// Reads the command line (without the program name) and runs any headless command,
/// writing to the process's standard output and error.
pub fn run(args: &[String]) -> Action {
    // Not locked for the whole run: `engine` writes from its search thread.
    execute(args, &mut io::stdout(), &mut io::stderr())
}

/// [`run`] with the two output streams given (for tests).
pub fn execute(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Action {
    match dispatch(args, out, err) {
        Ok(action) => action,
        Err(Failure::Usage(message)) => {
            // Nothing more can be done if stderr itself is gone.
            let _ = write!(err, "akidada: {message}");
            if !message.ends_with('\n') {
                let _ = writeln!(err);
            }
            let _ = writeln!(err, "Run `akidada help` for usage.");
            Action::Exit(2)
        }
        Err(Failure::Io(e)) => {
            if e.kind() != io::ErrorKind::BrokenPipe {
                let _ = writeln!(err, "akidada: cannot write the output: {e}");
            }
            Action::Exit(1)
        }
    }
}

/// Why a command did not complete.
enum Failure {
    /// The command line is wrong: the message says what was expected.
    Usage(String),
    /// Writing the output failed (a closed pipe, a full disk).
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

type Result<T> = std::result::Result<T, Failure>;

fn usage<T>(message: impl Into<String>) -> Result<T> {
    Err(Failure::Usage(message.into()))
}

/// The command names, for messages: "perft, moves, ... or help".
fn command_names() -> String {
    let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    format!("{} or help", names.join(", "))
}

fn dispatch(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some(first) = args.first() else {
        return Ok(Action::OpenWindow { file: None });
    };
    let rest = &args[1..];
    match first.as_str() {
        "--version" | "-V" | "version" => {
            writeln!(out, "{}", crate::build_info::version_line())?;
            return Ok(Action::Exit(0));
        }
        "help" | "--help" | "-h" => {
            out.write_all(usage_text().as_bytes())?;
            out.flush()?;
            return Ok(Action::Exit(0));
        }
        "--install-desktop" | "install-desktop" => {
            return check::install_desktop(rest, out, err);
        }
        name => {
            if let Some(command) = COMMANDS.iter().find(|c| c.name == name) {
                return (command.run)(rest, out, err);
            }
        }
    }
    let path = PathBuf::from(first);
    let looks_saved = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("ron"));
    if args.len() == 1 && (looks_saved || path.exists()) {
        return Ok(Action::OpenWindow { file: Some(path) });
    }
    if args.len() > 1 && (looks_saved || path.exists()) {
        return usage(format!(
            "expected a saved game's path alone, found more after it: {}",
            quote(&args[1])
        ));
    }
    if first.starts_with('-') {
        return usage(format!(
            "unknown option {}: expected a command ({})",
            quote(first),
            command_names()
        ));
    }
    usage(format!(
        "unknown command {}: expected {}, or the path of a saved game (no such file)",
        quote(first),
        command_names()
    ))
}

/// An argument quoted for an error message, with control characters made visible
/// and a very long argument cut short.
fn quote(arg: &str) -> String {
    let mut shown: String = arg
        .chars()
        .take(40)
        .collect::<String>()
        .escape_debug()
        .collect();
    if arg.chars().count() > 40 {
        shown.push_str("...");
    }
    format!("'{shown}'")
}

/// Runs a command line in this process: what it did, its output and its errors.
#[cfg(test)]
pub(crate) fn run_args(args: &[&str]) -> (Action, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let action = execute(&args, &mut out, &mut err);
    (
        action,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_lines_up_under_the_failing_character() {
        let (action, out, err) = run_args(&["moves", "dama", "--fen", "W:Wa2,z9:B"]);
        assert_eq!(action, Action::Exit(2));
        assert!(out.is_empty());
        let lines: Vec<&str> = err.lines().collect();
        let text_line = lines.iter().position(|l| l.trim() == "W:Wa2,z9:B").unwrap();
        let caret = lines[text_line + 1].find('^').unwrap();
        assert_eq!(&lines[text_line][caret..caret + 2], "z9");
    }

    #[test]
    fn caret_counts_characters_not_bytes() {
        let (_, _, err) = run_args(&["moves", "akidada", "--fen", "W:Wé1:B:H6,6"]);
        let lines: Vec<&str> = err.lines().collect();
        let text_line = lines.iter().position(|l| l.contains("W:Wé1")).unwrap();
        let caret_col = lines[text_line + 1].chars().position(|c| c == '^').unwrap();
        let shown: Vec<char> = lines[text_line].chars().collect();
        assert_eq!(shown[caret_col], 'é', "{err}");
    }

    #[test]
    fn every_command_is_in_the_help() {
        let help = usage_text();
        for command in COMMANDS {
            assert!(help.contains(command.help), "{}", command.name);
            assert!(
                command.help.trim_start().starts_with(command.name),
                "{}: a section starts with its usage line",
                command.name
            );
        }
    }

    #[test]
    fn odd_inputs_never_panic() {
        let odd = [
            "",
            " ",
            "-",
            "--",
            "-3",
            "=",
            "--fen",
            "--fen=",
            "é",
            "\u{0}",
            "🂡",
            "W",
            "99",
            "18446744073709551616",
            "akidada",
            "dama",
            "perft",
            "moves",
            "captures",
            "--json",
            "--lone-piece",
            "x:y",
            "W:W:B:H6,6",
            "W:W:B",
            "B:Wa1,c1,c2:Bb2,e5:H3,4",
            "W:",
            "W:W:",
        ];
        // Every run ends in success or a usage error that says
        // what was expected and names what it found; nothing panics.
        let check = |args: &[&str]| {
            let (action, _, err) = run_args(args);
            match action {
                // (A success may print nothing: `captures` where there is none.)
                Action::Exit(0) => {}
                Action::Exit(2) => {
                    assert!(err.starts_with("akidada: "), "{args:?}: {err}");
                    let names = err.contains("expected")
                        || args
                            .iter()
                            .any(|a| err.contains(&quote(a)) || (a.len() > 1 && err.contains(a)));
                    assert!(names, "{args:?}: the error names nothing: {err}");
                    assert!(err.contains("akidada help"), "{args:?}: {err}");
                }
                other => panic!("{args:?}: {other:?}\n{err}"),
            }
        };
        for a in odd {
            for b in odd {
                for cmd in ["perft", "moves", "captures", "convert"] {
                    check(&[cmd, a, b]);
                    check(&[cmd, "dama", "--fen", a, b]);
                    check(&[cmd, "akidada", "--fen", b, a]);
                }
                check(&[a, b]);
            }
        }
    }
}
