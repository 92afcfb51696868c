//! The headless command line: one module per group of commands.
//!
//! The first word picks the command, read by hand (`dispatch`): it may also
//! be a saved game's path to open, which may look like a flag, and the three
//! words that are not commands (`help`, `--version`, `--install-desktop`) are
//! known only there. Each command declares the flags it takes, and the rest
//! of its arguments are read by them with `args` (lexopt splits them) before
//! it runs; a command whose next word names an action (`puzzles check`)
//! leaves them to that action, declared the same way. Paths stay `OsString`
//! from `main` to the file they open.
//!
//! Standard output carries the data only, one item per line, so it can be piped
//! and compared; timings, notes and errors go to standard error. Bad input of any
//! kind is reported on standard error with what was expected and where, and ends
//! with exit status 2; nothing a user types makes the program panic.
//!
//! The help, the errors and the notes are in the user's language, from
//! `assets/locales/*/cli.ftl` (the system's language, read once in [`run`]; a
//! test passes it to [`execute`]). What standard output carries as data (moves,
//! counts, values, JSON, PDN, the engine protocol) is the same in every
//! language, and so are command and option names. Notes and errors that come
//! worded from the layers below as text (an engine note, a system error) stay
//! as they come; the rules' and the records' errors are worded in the language.

mod args;
mod check;
mod convert;
mod course;
mod endgame;
mod engine;
mod manpage;
#[cfg(feature = "lab")]
mod matches;
mod net;
mod puzzles;
mod review;
mod rules;
mod solve;

use std::ffi::{OsStr, OsString};
use std::io::{self, Write};
use std::path::PathBuf;

use crate::i18n::{Arg, Lang, Tr, m};

use args::{Args, Flag, Spec};

pub use manpage::man_page;

/// What `main` does once the command line has been read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A headless command ran (or failed): exit with this status.
    Exit(i32),
    /// Open the window, with a saved game if a path was given.
    OpenWindow { file: Option<PathBuf> },
}

/// A subcommand: its name, what it accepts, the help text it adds to
/// `akidada help`, and what runs it.
struct Subcommand {
    name: &'static str,
    /// Its section of the help text, a message of `cli.ftl` (usage line first).
    help: &'static str,
    /// The flags it accepts after its name, read before it runs (none for a
    /// command that reads its words itself).
    flags: &'static [Flag],
    rule_options: RuleOptions,
    /// Literal texts of the help (JSON examples), given to its message as
    /// values so that no language changes them.
    examples: &'static [(&'static str, &'static str)],
    run: Run,
}

/// Whether a command takes the rule options as flags (`--removal
/// not-from-lines`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum RuleOptions {
    /// It takes none: such a flag is unknown to it.
    Refused,
    /// It takes them, and its own help says them, with their defaults.
    Listed,
    /// It takes them, and its own help does not add them (`tables` names in
    /// its usage the one it reads).
    Unlisted,
}

/// What runs a command.
#[derive(Copy, Clone)]
enum Run {
    /// Its arguments read by its flags and rule options first.
    Args(RunArgs),
    /// Its arguments as given: an action's name first, which that action
    /// reads on (`puzzles check`), or a path alone (`check`).
    Words(RunWords),
}

/// What runs a command that reads its words itself: its language, its
/// arguments (after its name) and the two output streams.
type RunWords = fn(Tr, &[OsString], &mut dyn Write, &mut dyn Write) -> Result<Action>;

/// What runs a command, or an action of one, once its arguments are read
/// (with the language of its messages): them and the two output streams.
type RunArgs = fn(Args, &mut dyn Write, &mut dyn Write) -> Result<Action>;

/// What a command, or an action it names by its second word (`puzzles
/// check`), accepts, and what runs it once its arguments are read by that.
struct Verb {
    spec: Spec,
    run: RunArgs,
}

impl Verb {
    /// Reads `args` (those after its name) by its spec and runs it.
    fn run(
        &self,
        tr: Tr,
        args: &[OsString],
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<Action> {
        (self.run)(Args::parse(tr, &self.spec, args)?, out, err)
    }
}

/// A command's actions: each one's word and the verb it runs.
type Actions = &'static [(&'static str, &'static Verb)];

/// Runs the action that a command's words (`args`) begin with, one of
/// `actions`, on the words after it. No word is the usage error `missing`; a
/// word that is no action, the usage error `unknown`, which names it.
fn run_action(
    tr: Tr,
    args: &[OsString],
    actions: Actions,
    (missing, unknown): (&'static str, &'static str),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let Some((action, rest)) = args.split_first() else {
        return usage(tr.t(missing));
    };
    match actions.iter().find(|(word, _)| action == *word) {
        Some((_, verb)) => verb.run(tr, rest, out, err),
        None => usage(tr.f(unknown, [("action", quote(action).into())])),
    }
}

impl Subcommand {
    /// The command's section of `akidada help`, two columns in.
    fn help_text(&self, tr: Tr) -> String {
        help_lines(&self.section(tr), "  ")
    }

    /// Its section, as the message words it.
    fn section(&self, tr: Tr) -> String {
        let examples: Vec<(&'static str, Arg)> = self
            .examples
            .iter()
            .map(|&(name, text)| (name, Arg::from(text)))
            .collect();
        tr.format(self.help, &examples).0
    }

    /// What `akidada COMMAND --help` and `akidada help COMMAND` print: its
    /// section (its usage, what it does, its options and their defaults,
    /// examples), the rule options where it takes them, and the exit status.
    fn own_help(&self, tr: Tr) -> String {
        let mut text = help_lines(&self.section(tr), "");
        if self.rule_options == RuleOptions::Listed {
            text.push('\n');
            text.push_str(&help_lines(tr.t(m::CLI_HELP_RULE_OPTIONS), ""));
        }
        text.push('\n');
        text.push_str(&help_lines(tr.t(m::CLI_HELP_TAIL), ""));
        text
    }

    /// What it accepts after its name, for [`Run::Args`].
    fn spec(&self) -> Spec {
        Spec {
            command: self.name,
            flags: self.flags,
            rule_options: self.rule_options != RuleOptions::Refused,
        }
    }
}

/// Whether `args` (a command's, after its name) ask for its help: `--help`
/// or `-h` among them, before any `--`.
fn asks_for_help(args: &[OsString]) -> bool {
    args.iter()
        .take_while(|a| *a != "--")
        .any(|a| a == "--help" || a == "-h")
}

/// A text of the help as printed: each line after `margin`, and a line of the
/// file that starts with `\` (where Fluent would not keep the line's indent, or
/// would read a `[` as syntax) from the character after it.
fn help_lines(text: &str, margin: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let (blank, rest) = line.split_at(indent);
        if !line.is_empty() {
            out.push_str(margin);
        }
        out.push_str(blank);
        out.push_str(rest.strip_prefix('\\').unwrap_or(rest));
        out.push('\n');
    }
    out
}

/// Every command of the product, in the order `akidada help` lists them.
const COMMANDS: &[Subcommand] = &[
    rules::PERFT,
    rules::MOVES,
    rules::CAPTURES,
    solve::SOLVE,
    check::CHECK,
    engine::BESTMOVE,
    engine::ANALYSE,
    engine::ENGINE,
    convert::CONVERT,
    review::REVIEW,
    net::HOST,
    net::JOIN,
    endgame::TABLES,
    puzzles::PUZZLES,
    course::COURSE,
];

/// The lab's commands (`crate::lab`, the `lab` feature), listed after the
/// product's; `puzzles generate`, an action of `puzzles`, is the other lab tool.
#[cfg(feature = "lab")]
const LAB_COMMANDS: &[Subcommand] = &[matches::MATCH];
#[cfg(not(feature = "lab"))]
const LAB_COMMANDS: &[Subcommand] = &[];

/// The lab's `match`, named also where a build without the lab refuses it.
const MATCH_NAME: &str = "match";

/// Every command this build runs.
fn commands() -> impl Iterator<Item = &'static Subcommand> {
    COMMANDS.iter().chain(LAB_COMMANDS)
}

/// The help text (`akidada help`) in a language: the head, then each command's
/// section, then the lab's tools where the build has them. The manual page is
/// rendered from the English ([`man_page`]), the product's alone: every word of
/// the command line's documentation comes from `cli.ftl`.
pub fn usage_text(lang: Lang) -> String {
    help_text(lang, cfg!(feature = "lab"))
}

fn help_text(lang: Lang, with_lab: bool) -> String {
    let tr = Tr(lang);
    let rule_options = tr.t(m::CLI_HELP_RULE_OPTIONS);
    let head = tr.f(m::CLI_HELP_HEAD, [("rule_options", rule_options.into())]);
    let mut text = help_lines(&head, "");
    for command in COMMANDS {
        text.push_str(&command.help_text(tr));
        text.push('\n');
    }
    if with_lab {
        text.push('\n');
        text.push_str(&help_lines(tr.t(m::CLI_HELP_LAB), ""));
        for command in LAB_COMMANDS {
            text.push_str(&command.help_text(tr));
            text.push('\n');
        }
        text.push_str(&help_lines(tr.t(m::CLI_HELP_PUZZLES_GENERATE), "  "));
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&help_lines(tr.t(m::CLI_HELP_TAIL), ""));
    text
}

/// `words` start one of the lab's tools, and this build has none: say so
/// plainly rather than call the command unknown.
#[cfg(not(feature = "lab"))]
fn lab_only<T>(tr: Tr, words: &str) -> Result<T> {
    usage(tr.f(m::CLI_LAB_ONLY, [("command", words.into())]))
}

/// Reads the command line (without the program name) and runs any headless command,
/// writing to the process's standard output and error. The messages are in the
/// system's language, as the window's first choice is (`LC_ALL`, `LC_MESSAGES`,
/// `LANG`; English for `C`, `POSIX` and languages the program does not speak).
pub fn run(args: &[OsString]) -> Action {
    // Not locked for the whole run: `engine` writes from its search thread.
    execute(Lang::system(), args, &mut io::stdout(), &mut io::stderr())
}

/// [`run`] with the language and the two output streams given (for tests).
pub fn execute(lang: Lang, args: &[OsString], out: &mut dyn Write, err: &mut dyn Write) -> Action {
    let tr = Tr(lang);
    match dispatch(tr, args, out, err) {
        Ok(action) => action,
        Err(Failure::Usage(message)) => {
            // Nothing more can be done if stderr itself is gone.
            let _ = write!(err, "akidada: {message}");
            if !message.ends_with('\n') {
                let _ = writeln!(err);
            }
            let _ = writeln!(err, "{}", tr.t(m::CLI_RUN_HELP));
            Action::Exit(2)
        }
        Err(Failure::Reported) => Action::Exit(1),
        Err(Failure::Io(e)) => {
            if e.kind() != io::ErrorKind::BrokenPipe {
                let message = tr.f(
                    m::CLI_CANNOT_WRITE_OUTPUT,
                    [("error", e.to_string().into())],
                );
                let _ = writeln!(err, "akidada: {message}");
            }
            Action::Exit(1)
        }
    }
}

/// Why a command did not complete.
enum Failure {
    /// The command line is wrong: the message says what was expected.
    Usage(String),
    /// The command could not do its work (a file that does not read, a
    /// search that failed) and has said why on standard error.
    Reported,
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

/// Says on standard error why the command could not do its work, and fails
/// with exit status 1.
fn fail<T>(err: &mut dyn Write, message: impl std::fmt::Display) -> Result<T> {
    writeln!(err, "akidada: {message}")?;
    Err(Failure::Reported)
}

/// The command names, for messages: "perft, moves, ... or help".
fn command_names(tr: Tr) -> String {
    let names: Vec<&str> = commands().map(|c| c.name).collect();
    tr.f(m::CLI_COMMAND_NAMES, [("names", names.join(", ").into())])
}

/// Runs the command the first word names, or opens the window.
fn dispatch(tr: Tr, args: &[OsString], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some((first, rest)) = args.split_first() else {
        return Ok(Action::OpenWindow { file: None });
    };
    match first.to_str() {
        Some("--version" | "-V" | "version") => {
            writeln!(out, "{}", crate::build_info::version_line())?;
            Ok(Action::Exit(0))
        }
        Some("help" | "--help" | "-h") => {
            let text = match rest {
                [] => usage_text(tr.0),
                [name] => one_command_help(tr, name)?,
                [_, extra, ..] => {
                    return usage(tr.f(m::CLI_HELP_ONE_COMMAND, [("found", quote(extra).into())]));
                }
            };
            out.write_all(text.as_bytes())?;
            out.flush()?;
            Ok(Action::Exit(0))
        }
        Some("--install-desktop" | "install-desktop") => check::install_desktop(tr, rest, out, err),
        #[cfg(not(feature = "lab"))]
        Some(MATCH_NAME) => lab_only(tr, MATCH_NAME),
        name => match commands().find(|c| Some(c.name) == name) {
            Some(command) if asks_for_help(rest) => {
                out.write_all(command.own_help(tr).as_bytes())?;
                out.flush()?;
                Ok(Action::Exit(0))
            }
            Some(command) => match command.run {
                Run::Args(run) => Verb {
                    spec: command.spec(),
                    run,
                }
                .run(tr, rest, out, err),
                Run::Words(run) => run(tr, rest, out, err),
            },
            None => not_a_command(tr, first, rest),
        },
    }
}

/// `akidada help COMMAND`: the command's own help, as `--help` gives it.
fn one_command_help(tr: Tr, name: &OsStr) -> Result<String> {
    #[cfg(not(feature = "lab"))]
    if name == MATCH_NAME {
        return lab_only(tr, MATCH_NAME);
    }
    match commands().find(|c| name == c.name) {
        Some(command) => Ok(command.own_help(tr)),
        None => usage(tr.f(
            m::CLI_HELP_NO_SUCH_COMMAND,
            [
                ("command", quote(name).into()),
                ("commands", command_names(tr).into()),
            ],
        )),
    }
}

/// The first word names no command: a saved game to open (a `.ron` path, or
/// any file that is there), or a mistake.
fn not_a_command(tr: Tr, first: &OsStr, rest: &[OsString]) -> Result<Action> {
    let path = PathBuf::from(first);
    let looks_saved = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("ron"));
    if looks_saved || path.exists() {
        return match rest.first() {
            None => Ok(Action::OpenWindow { file: Some(path) }),
            Some(extra) => usage(tr.f(m::CLI_SAVED_GAME_ALONE, [("found", quote(extra).into())])),
        };
    }
    let (id, what) = if first.to_string_lossy().starts_with('-') {
        (m::CLI_UNKNOWN_OPTION, "option")
    } else {
        (m::CLI_UNKNOWN_COMMAND, "command")
    };
    usage(tr.f(
        id,
        [
            (what, quote(first).into()),
            ("commands", command_names(tr).into()),
        ],
    ))
}

/// A note on standard error from a layer below, which words it in English.
fn note(tr: Tr, note: &str) -> String {
    tr.f(m::CLI_NOTE, [("note", note.into())])
}

/// An argument quoted for an error message, with control characters made visible
/// and a very long argument cut short (and a byte that is not UTF-8 as
/// `\u{FFFD}`).
fn quote(arg: impl AsRef<OsStr>) -> String {
    let arg = arg.as_ref().to_string_lossy();
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

/// Runs a command line in this process, in English: what it did, its output
/// and its errors.
#[cfg(test)]
pub(crate) fn run_args(args: &[&str]) -> (Action, String, String) {
    run_args_in(Lang::En, args)
}

/// [`run_args`] in a language.
#[cfg(test)]
pub(crate) fn run_args_in(lang: Lang, args: &[&str]) -> (Action, String, String) {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let action = execute(lang, &args, &mut out, &mut err);
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
    fn every_command_is_in_the_help_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr(lang);
            let help = usage_text(lang);
            for command in commands() {
                let section = command.help_text(tr);
                assert!(help.contains(&section), "{lang:?}: {}", command.name);
                let usage = section.lines().next().unwrap_or_default();
                assert!(
                    usage == format!("  {}", command.name)
                        || usage.starts_with(&format!("  {} ", command.name)),
                    "{lang:?}: {}: a section starts with its usage line",
                    command.name
                );
                let examples: Vec<(&'static str, Arg)> = command
                    .examples
                    .iter()
                    .map(|&(name, text)| (name, Arg::from(text)))
                    .collect();
                let (_, errors) = tr.format(command.help, &examples);
                assert!(errors.is_empty(), "{lang:?}: {}: {errors:?}", command.name);
            }
        }
    }

    /// Every command answers `--help` and `-h`, wherever they stand among its
    /// arguments, with its own help, which `akidada help COMMAND` prints too,
    /// in every language: its usage first, an example, and the rule options
    /// with their defaults where it takes them.
    #[test]
    fn every_command_answers_help_with_its_own_usage_in_every_language() {
        for lang in Lang::ALL {
            let rule_options = Tr(lang).t(m::CLI_HELP_RULE_OPTIONS);
            let heading = rule_options.lines().next().unwrap_or_default();
            for command in commands() {
                let name = command.name;
                let (action, asked, err) = run_args_in(lang, &["help", name]);
                assert_eq!(action, Action::Exit(0), "{lang:?} {name}: {err}");
                let usage = asked.lines().next().unwrap_or_default();
                assert!(
                    usage == name || usage.starts_with(&format!("{name} ")),
                    "{lang:?}: {name}: {usage}"
                );
                assert!(
                    asked.contains(&format!("akidada {name}")),
                    "{lang:?}: {name}: an example"
                );
                assert_eq!(
                    asked.contains(heading),
                    command.rule_options == RuleOptions::Listed,
                    "{lang:?}: {name}"
                );
                for words in [
                    &[name, "--help"][..],
                    &[name, "-h"],
                    &[name, "dama", "--help"],
                ] {
                    let (action, out, err) = run_args_in(lang, words);
                    assert_eq!(action, Action::Exit(0), "{lang:?} {words:?}: {err}");
                    assert_eq!(out, asked, "{lang:?} {words:?}");
                    assert_eq!(err, "");
                }
                // Its own section, not the whole help.
                let section = help_lines(&command.section(Tr(lang)), "");
                assert!(asked.starts_with(&section), "{lang:?}: {name}");
                assert!(asked.len() < usage_text(lang).len() / 2, "{lang:?}: {name}");
            }
            let (action, out, err) = run_args_in(lang, &["help", "hots"]);
            assert_eq!(action, Action::Exit(2));
            assert!(out.is_empty() && err.contains("'hots'"), "{lang:?}: {err}");
            let (action, _, err) = run_args_in(lang, &["help", "host", "join"]);
            assert_eq!(action, Action::Exit(2));
            assert!(err.contains("'join'"), "{lang:?}: {err}");
        }
        // A `--help` after `--` is an argument, not a request for help.
        let (action, _, _) = run_args(&["check", "--", "--help"]);
        assert_eq!(action, Action::Exit(2));
    }

    /// The options a text names (`--fen`, `--movetime`), each once.
    fn options_named(text: &str) -> std::collections::BTreeSet<String> {
        text.split_whitespace()
            .filter_map(|word| {
                let at = word.find("--")?;
                let name: String = word[at..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                (name.len() > 2).then_some(name)
            })
            .collect()
    }

    /// `akidada help` in Polish and in Turkish is in that language, and names
    /// every command, option and example as the English does.
    #[test]
    fn the_help_is_translated_and_keeps_the_literal_names() {
        let english = usage_text(Lang::En);
        for (lang, words) in [
            (
                Lang::Pl,
                ["UŻYCIE", "POLECENIA", "otwiera okno", "[opcje zasad]"],
            ),
            (
                Lang::Tr,
                [
                    "KULLANIM",
                    "KOMUTLAR",
                    "pencereyi aç",
                    "[kural seçenekleri]",
                ],
            ),
        ] {
            let (action, out, err) = run_args_in(lang, &["help"]);
            assert_eq!(action, Action::Exit(0), "{err}");
            assert_eq!(out, usage_text(lang));
            for word in words {
                assert!(out.contains(word), "{lang:?}: {word:?} is missing");
            }
            for english_only in ["USAGE", "open the window", "[rule options]"] {
                assert!(!out.contains(english_only), "{lang:?}: {english_only:?}");
            }
            for option in options_named(&english) {
                assert!(out.contains(&option), "{lang:?}: {option} is missing");
            }
            assert_eq!(options_named(&out), options_named(&english), "{lang:?}");
            // `match`, which names the levels, is one of the lab's tools.
            let lab_literals: &[&str] = if cfg!(feature = "lab") {
                &["level:L"]
            } else {
                &[]
            };
            for literal in [
                "akidada puzzles show m0001",
                "akidada perft akidada 4 --fen \"B:Wa1,c1,c2:Bb2,e5:H3,4\"",
                "\"captured\":[\"b6\",\"d5\"]",
                "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1",
                "KingWins|Draw",
            ]
            .iter()
            .chain(lab_literals)
            {
                assert!(out.contains(literal), "{lang:?}: {literal:?} is missing");
            }
        }
    }

    /// The lab's tools are in the help and run only in a build with the `lab`
    /// feature; without it, asking for one says so plainly (a usage error), in
    /// the user's language.
    #[test]
    fn the_lab_tools_are_there_only_in_a_lab_build() {
        for lang in Lang::ALL {
            let help = usage_text(lang);
            let lab_heading = Tr(lang).t(m::CLI_HELP_LAB);
            let lab_heading = lab_heading.lines().next().unwrap_or_default();
            assert_eq!(
                help.contains(lab_heading),
                cfg!(feature = "lab"),
                "{lang:?}"
            );
            assert_eq!(help.contains("  match "), cfg!(feature = "lab"), "{lang:?}");
            assert_eq!(
                help.contains("  puzzles generate "),
                cfg!(feature = "lab"),
                "{lang:?}"
            );
        }
        if cfg!(feature = "lab") {
            return;
        }
        for (words, shown) in [
            (&["match"][..], "match"),
            (&["puzzles", "generate"], "puzzles generate"),
        ] {
            let (action, out, err) = run_args_in(Lang::En, words);
            assert_eq!(action, Action::Exit(2), "{err}");
            assert!(out.is_empty());
            assert!(
                err.contains(&format!("{shown} is one of the lab's tools"))
                    && err.contains("--features lab"),
                "{err}"
            );
        }
        let (_, _, err) = run_args_in(Lang::Pl, &["match"]);
        assert!(err.contains("narzędzi laboratorium"), "{err}");
    }

    /// A usage error in Turkish is worded in Turkish, names what was given and
    /// the commands as they are, and still exits with status 2.
    #[test]
    fn an_unknown_command_in_turkish_is_turkish_and_exits_with_2() {
        let (action, out, err) = run_args_in(Lang::Tr, &["frobnicate"]);
        assert_eq!(action, Action::Exit(2));
        assert!(out.is_empty());
        assert!(err.starts_with("akidada: "), "{err}");
        assert!(err.contains("bilinmeyen komut 'frobnicate'"), "{err}");
        assert!(err.contains("perft, moves, captures"), "{err}");
        assert!(err.contains("`akidada help`"), "{err}");
        assert!(
            !err.contains("unknown") && !err.contains("expected"),
            "{err}"
        );
        // The English of the same error, for comparison.
        let (action, _, err) = run_args(&["frobnicate"]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("unknown command 'frobnicate'"), "{err}");
    }

    /// The rules' own errors inside a usage error are in the same language.
    #[test]
    fn a_position_error_in_polish_is_polish_throughout() {
        let (action, _, err) = run_args_in(Lang::Pl, &["moves", "dama", "--fen", "W:Wa2,z9:B"]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("nieprawidłowy zapis pozycji"), "{err}");
        assert!(err.contains("znak 7"), "{err}");
        assert!(err.contains("W:Wa2,z9:B\n"), "{err}");
        let (action, _, err) = run_args_in(Lang::Pl, &["perft", "dama", "0"]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("głębokość 0"), "{err}");
    }

    #[test]
    fn the_c_and_posix_locales_are_english() {
        for locale in ["C", "POSIX", "C.UTF-8", "en_GB.UTF-8", "de_DE.UTF-8"] {
            assert_eq!(Lang::from_locale(locale), Lang::En, "{locale}");
        }
        assert_eq!(Lang::from_locale("pl_PL.UTF-8"), Lang::Pl);
        assert_eq!(Lang::from_locale("tr_TR.UTF-8"), Lang::Tr);
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
