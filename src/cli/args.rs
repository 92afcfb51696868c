//! Reading a command's arguments: words, flags with or without a value, rule
//! options given as flags (`--lone-piece draw`), the game and the position.
//!
//! lexopt splits them as the shell gave them: `--name VALUE` or
//! `--name=VALUE`, and `--` ends the flags (every argument after it is a
//! word). They stay `OsString` until read: a path is used as given, so a file
//! whose name is not UTF-8 opens; any other word or value is read as text,
//! where a byte that is not UTF-8 shows as `\u{FFFD}` in the error that
//! refuses it. One part is by hand, as lexopt reads every dash and character as
//! a short flag: a dash and a character that is not a letter (`-3`) is a word,
//! refused where a number is read rather than as an unknown flag. No command
//! has a short flag, so a dash and a letter is refused as unknown, by its
//! first letter (`-x` of `-xyz`).
//!
//! Every mistake becomes a usage error that says what was expected.

use std::borrow::Cow;
use std::ffi::OsString;
use std::path::Path;

use lexopt::Arg;

use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::games::options::{self, RuleOption};
use crate::games::{Game, GameKind, ParseError, PositionError, Side};
use crate::i18n::{Tr, m};

use super::{Failure, Result, quote, usage};

/// A flag a command accepts: `--name` alone, or `--name VALUE` (also
/// `--name=VALUE`) when `value` names what follows.
#[derive(Copy, Clone, Debug)]
pub struct Flag {
    pub name: &'static str,
    /// What the value is, for messages (`"POS"`, `"MS"`, a placeholder of the
    /// usage lines, the same in every language); `None` for a switch.
    pub value: Option<&'static str>,
}

impl Flag {
    pub const fn switch(name: &'static str) -> Flag {
        Flag { name, value: None }
    }

    pub const fn with_value(name: &'static str, value: &'static str) -> Flag {
        Flag {
            name,
            value: Some(value),
        }
    }
}

/// `--fen POS`: almost every command takes it.
pub const FEN: Flag = Flag::with_value("--fen", "POS");
/// `--json`: the answer as JSON rather than text.
pub const JSON: Flag = Flag::switch("--json");
/// `--nodes N`: a search's limit in positions.
pub const NODES: Flag = Flag::with_value("--nodes", "N");
/// `--movetime MS`: a search's limit in milliseconds.
pub const MOVETIME: Flag = Flag::with_value("--movetime", "MS");
/// `--game N`: which game of a PDN file, counted from 1.
pub const GAME: Flag = Flag::with_value("--game", "N");

/// What a command accepts.
#[derive(Copy, Clone, Debug)]
pub struct Spec {
    /// The command's name, for messages.
    pub command: &'static str,
    pub flags: &'static [Flag],
    /// Whether rule options may be given as flags (`--removal not-from-lines`).
    pub rule_options: bool,
}

/// A command's arguments once read.
#[derive(Debug, Default)]
pub struct Args {
    /// The language of the messages.
    pub tr: Tr,
    command: &'static str,
    /// The words that are not flags, in order.
    words: Vec<OsString>,
    values: Vec<(&'static str, OsString)>,
    switches: Vec<&'static str>,
    /// Rule options given as flags: (name as written without `--`, value).
    rule_flags: Vec<(String, String)>,
}

impl Args {
    /// The command's name, for messages.
    pub fn command(&self) -> &'static str {
        self.command
    }

    /// Splits `args` into words and flags: see the module's docs.
    pub fn parse(tr: Tr, spec: &Spec, args: &[OsString]) -> Result<Args> {
        let mut parser = lexopt::Parser::from_args(args);
        let mut parsed = Args {
            tr,
            command: spec.command,
            ..Args::default()
        };
        loop {
            if let Some(word) = dash_word(&mut parser) {
                parsed.words.push(word);
                continue;
            }
            match parser.next() {
                Ok(None) => return Ok(parsed),
                Ok(Some(Arg::Value(word))) => parsed.words.push(word),
                Ok(Some(Arg::Long(name))) => {
                    let name = format!("--{name}");
                    parsed.read_flag(spec, &name, &mut parser)?;
                }
                Ok(Some(Arg::Short(letter))) => {
                    return Err(parsed.unknown_flag(spec, &format!("-{letter}")));
                }
                // Not met: every flag's `=VALUE` is taken as it is read.
                Err(e) => return usage(e.to_string()),
            }
        }
    }

    /// Reads the flag `name` (with its dashes), and its value if it takes one.
    fn read_flag(&mut self, spec: &Spec, name: &str, parser: &mut lexopt::Parser) -> Result<()> {
        let inline = parser.optional_value();
        let known = spec.flags.iter().find(|f| f.name == name);
        let rule_option = spec.rule_options && is_rule_option(name);
        match known {
            None if !rule_option => Err(self.unknown_flag(spec, name)),
            Some(flag) if flag.value.is_none() => self.read_switch(flag, inline.is_some()),
            _ => {
                let value = match inline {
                    Some(value) => value,
                    None => parser
                        .value()
                        .map_err(|_| self.missing_value(name, known))?,
                };
                match known {
                    Some(flag) => self.read_value(flag, value),
                    None => self.read_rule_flag(name, value),
                }
            }
        }
    }

    fn read_switch(&mut self, flag: &Flag, with_value: bool) -> Result<()> {
        if with_value {
            return usage(self.said(m::CLI_FLAG_TAKES_NO_VALUE, flag.name));
        }
        if self.switches.contains(&flag.name) {
            return usage(self.said(m::CLI_FLAG_TWICE, flag.name));
        }
        self.switches.push(flag.name);
        Ok(())
    }

    fn read_value(&mut self, flag: &Flag, value: OsString) -> Result<()> {
        if self.values.iter().any(|(n, _)| *n == flag.name) {
            return usage(self.said(m::CLI_FLAG_TWICE, flag.name));
        }
        self.values.push((flag.name, value));
        Ok(())
    }

    fn read_rule_flag(&mut self, name: &str, value: OsString) -> Result<()> {
        let option = name.trim_start_matches('-').to_string();
        if self.rule_flags.iter().any(|(n, _)| *n == option) {
            return usage(self.said(m::CLI_FLAG_TWICE, name));
        }
        let value = value.to_string_lossy().into_owned();
        self.rule_flags.push((option, value));
        Ok(())
    }

    /// A message about flag `name` of this command.
    fn said(&self, id: &'static str, name: &str) -> String {
        self.tr.f(
            id,
            [("command", self.command.into()), ("flag", name.into())],
        )
    }

    fn unknown_flag(&self, spec: &Spec, name: &str) -> Failure {
        let id = if spec.rule_options {
            m::CLI_UNKNOWN_FLAG_OR_RULE
        } else {
            m::CLI_UNKNOWN_FLAG
        };
        Failure::Usage(self.tr.f(
            id,
            [
                ("command", self.command.into()),
                ("option", quote(name).into()),
                ("accepted", accepted(self.tr, spec).into()),
            ],
        ))
    }

    /// The error for a flag given last, without the value it takes.
    fn missing_value(&self, name: &str, known: Option<&Flag>) -> Failure {
        if name == FEN.name {
            return Failure::Usage(self.said(m::CLI_FEN_NEEDS_VALUE, name));
        }
        let what = known.and_then(|f| f.value).unwrap_or("VALUE");
        Failure::Usage(self.tr.f(
            m::CLI_FLAG_NEEDS_VALUE,
            [
                ("command", self.command.into()),
                ("flag", name.into()),
                ("what", what.into()),
            ],
        ))
    }

    /// Word `i` (from 0) as text.
    pub fn word(&self, i: usize) -> Option<Cow<'_, str>> {
        self.words.get(i).map(|w| w.to_string_lossy())
    }

    /// The words as paths, if there are exactly `N`.
    pub fn paths<const N: usize>(&self) -> Option<[&Path; N]> {
        let words: &[OsString; N] = self.words.as_slice().try_into().ok()?;
        Some(words.each_ref().map(Path::new))
    }

    /// The value of a flag that takes one, if given, as text.
    pub fn value(&self, name: &str) -> Option<Cow<'_, str>> {
        self.raw_value(name).map(|v| v.to_string_lossy())
    }

    /// The value of a flag that takes a path, if given.
    pub fn path(&self, name: &str) -> Option<&Path> {
        self.raw_value(name).map(Path::new)
    }

    fn raw_value(&self, name: &str) -> Option<&OsString> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// Whether the rule option `name` (of `options`) was given as a flag, in
    /// any of its spellings.
    pub fn gives_rule_option(&self, options: &'static [RuleOption], name: &str) -> bool {
        self.rule_flags
            .iter()
            .any(|(flag, _)| options::find(options, flag).is_ok_and(|o| o.name == name))
    }

    /// The value of a flag read as a whole number in `min..=max`, if given.
    pub fn number(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>> {
        let Some(text) = self.value(name) else {
            return Ok(None);
        };
        match text.trim().parse::<u64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            // The bounds as text: a number would lose digits.
            _ => usage(self.tr.f(
                m::CLI_NOT_A_NUMBER,
                [
                    ("command", self.command.into()),
                    ("flag", name.into()),
                    ("value", quote(&*text).into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                ],
            )),
        }
    }

    /// The game named by the first word.
    pub fn game(&self) -> Result<GameKind> {
        let command = self.command;
        let Some(word) = self.word(0) else {
            return usage(
                self.tr
                    .f(m::CLI_EXPECTED_GAME, [("command", command.into())]),
            );
        };
        GameKind::from_id(&word).map_or_else(|| unknown_game(self.tr, command, &word), Ok)
    }

    /// Refuses words beyond the first `taken`.
    pub fn no_more_words(&self, taken: usize) -> Result<()> {
        match self.words.get(taken) {
            Some(extra) => usage(self.tr.f(
                m::CLI_UNEXPECTED_ARGUMENT,
                [
                    ("command", self.command.into()),
                    ("argument", quote(extra).into()),
                ],
            )),
            None => Ok(()),
        }
    }

    /// The rule options of game `G`: the defaults, changed by any option flags.
    pub fn rules<G: Game>(&self) -> Result<G::Rules> {
        let mut rules = G::Rules::default();
        for (name, value) in &self.rule_flags {
            G::set_rule_option(&mut rules, name, value)
                .map_err(|e| self.bad_rule_option::<G>(&e.message()))?;
        }
        Ok(rules)
    }

    /// The error for a rule option of `G` that does not read: why, and the
    /// options `G` has.
    fn bad_rule_option<G: Game>(&self, why: &crate::i18n::Msg) -> Failure {
        let names: Vec<String> = G::rule_options()
            .iter()
            .map(|o| format!("--{}", o.name.replace('_', "-")))
            .collect();
        Failure::Usage(self.tr.f(
            m::CLI_BAD_RULE_OPTION,
            [
                ("command", self.command.into()),
                ("error", self.tr.msg(why).into()),
                ("game", G::KIND.id().into()),
                ("options", names.join(", ").into()),
            ],
        ))
    }

    /// The position given with `--fen` for game `G`, or the start with White to
    /// move.
    pub fn position<G: Game>(&self) -> Result<G::Position> {
        match self.value(FEN.name) {
            None => Ok(G::start(Side::White)),
            Some(text) => position_from::<G>(self.tr, &text),
        }
    }
}

/// The next argument if it is a dash and a character that is not a letter
/// (`-3`, `-٣`): a word, which lexopt would read as short flags.
fn dash_word(parser: &mut lexopt::Parser) -> Option<OsString> {
    let mut raw = parser.try_raw_args()?;
    raw.next_if(|arg| {
        let arg = arg.to_string_lossy();
        let mut chars = arg.chars();
        chars.next() == Some('-') && chars.next().is_some_and(|c| c != '-' && !c.is_alphabetic())
    })
}

/// The error for a game that is not one: `what` as given.
pub fn unknown_game<T>(tr: Tr, command: &str, what: &str) -> Result<T> {
    usage(tr.f(
        m::CLI_UNKNOWN_GAME,
        [("command", command.into()), ("game", quote(what).into())],
    ))
}

/// Whether `--name` names a rule option of either game.
fn is_rule_option(flag: &str) -> bool {
    let name = flag.trim_start_matches('-');
    let known = |options: &'static [RuleOption]| options::find(options, name).is_ok();
    flag.starts_with("--") && (known(AkidadaRules::OPTIONS) || known(DamaRules::OPTIONS))
}

/// The flags of a spec, listed for a message.
fn accepted(tr: Tr, spec: &Spec) -> String {
    let list: Vec<String> = spec
        .flags
        .iter()
        .map(|f| match f.value {
            Some(v) => format!("{} {v}", f.name),
            None => f.name.to_string(),
        })
        .collect();
    match list.len() {
        0 => tr.t(m::CLI_FLAGS_NONE).to_string(),
        1 => list[0].clone(),
        n => tr.f(
            m::CLI_FLAGS_LIST,
            [
                ("rest", list[..n - 1].join(", ").into()),
                ("last", (&list[n - 1]).into()),
            ],
        ),
    }
}

/// Reads a position string for game `G`.
pub fn position_from<G: Game>(tr: Tr, text: &str) -> Result<G::Position> {
    match G::parse_position(text) {
        Ok(pos) => Ok(pos),
        Err(e) => usage(position_error(tr, G::KIND, text, &e)),
    }
}

/// What a position string of `kind` looks like, with examples.
pub fn position_format(tr: Tr, kind: GameKind) -> String {
    let form = match kind {
        GameKind::Akidada => m::CLI_POSITION_FORM_AKIDADA,
        GameKind::Dama => m::CLI_POSITION_FORM_DAMA,
    };
    tr.f(
        m::CLI_POSITION_FORM,
        [("game", kind.id().into()), ("form", tr.t(form).into())],
    )
}

/// The message for a position string that gives no position: the string with a
/// caret under the failing character and an example, or every rule it breaks.
pub fn position_error(tr: Tr, kind: GameKind, text: &str, e: &PositionError) -> String {
    match e {
        PositionError::Syntax(e) => syntax_error(tr, kind, text, e),
        PositionError::Invalid(problems) => {
            let mut message = tr.f(
                m::CLI_POSITION_INVALID,
                [("game", kind.id().into()), ("text", quote(text).into())],
            );
            message.push('\n');
            for p in problems {
                message.push_str(&format!("  - {}\n", tr.msg(&p.message())));
            }
            message
        }
    }
}

fn syntax_error(tr: Tr, kind: GameKind, text: &str, e: &ParseError) -> String {
    let shown: String = text
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    let first = tr.f(
        m::CLI_POSITION_SYNTAX,
        [
            ("game", kind.id().into()),
            ("error", tr.msg(&e.message()).into()),
        ],
    );
    format!(
        "{first}\n  {shown}\n  {caret:>width$}\n{}\n",
        position_format(tr, kind),
        caret = "^",
        width = e.column
    )
}
