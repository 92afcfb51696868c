//! Reading a command's arguments: words, flags with or without a value, rule
//! options given as flags (`--lone-piece draw`), the game and the position.
//!
//! Every mistake becomes a usage error that says what was expected.

use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::games::options::{self, RuleOption};
use crate::games::{Game, GameKind, ParseError, PositionError, Side};
use crate::i18n::{Tr, m};

use super::{Result, quote, usage};

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
    pub words: Vec<String>,
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
    /// Rule options given as flags: (name as written without `--`, value).
    rule_flags: Vec<(String, String)>,
}

impl Args {
    /// Splits `args` into words and flags. A word starting with `--`, or a
    /// single-dash letter, is a flag (so a negative number such as `-3` is a word
    /// and is refused where a number is read, not as a flag).
    pub fn parse(tr: Tr, spec: &Spec, args: &[String]) -> Result<Args> {
        let command = spec.command;
        let mut parsed = Args {
            tr,
            command,
            ..Args::default()
        };
        let mut i = 0;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            let is_flag = arg.starts_with("--")
                || (arg.starts_with('-') && arg[1..].starts_with(|c: char| c.is_alphabetic()));
            if !is_flag {
                parsed.words.push(arg.clone());
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (arg.as_str(), None),
            };
            let known = spec.flags.iter().find(|f| f.name == name);
            let said = |id| tr.f(id, [("command", command.into()), ("flag", name.into())]);
            if known.is_none() && !(spec.rule_options && is_rule_option(name)) {
                let id = if spec.rule_options {
                    m::CLI_UNKNOWN_FLAG_OR_RULE
                } else {
                    m::CLI_UNKNOWN_FLAG
                };
                return usage(tr.f(
                    id,
                    [
                        ("command", command.into()),
                        ("option", quote(name).into()),
                        ("accepted", accepted(tr, spec).into()),
                    ],
                ));
            }
            let takes_value = known.is_none_or(|f| f.value.is_some());
            if !takes_value {
                if inline.is_some() {
                    return usage(said(m::CLI_FLAG_TAKES_NO_VALUE));
                }
                let flag = known.map_or("", |f| f.name);
                if parsed.switches.contains(&flag) {
                    return usage(said(m::CLI_FLAG_TWICE));
                }
                parsed.switches.push(flag);
                continue;
            }
            let value = match inline {
                Some(v) => v,
                None => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => {
                        if name == FEN.name {
                            return usage(said(m::CLI_FEN_NEEDS_VALUE));
                        }
                        let what = known.and_then(|f| f.value).unwrap_or("VALUE");
                        return usage(tr.f(
                            m::CLI_FLAG_NEEDS_VALUE,
                            [
                                ("command", command.into()),
                                ("flag", name.into()),
                                ("what", what.into()),
                            ],
                        ));
                    }
                },
            };
            match known {
                Some(flag) => {
                    if parsed.values.iter().any(|(n, _)| *n == flag.name) {
                        return usage(said(m::CLI_FLAG_TWICE));
                    }
                    parsed.values.push((flag.name, value));
                }
                None => {
                    let option = name.trim_start_matches('-').to_string();
                    if parsed.rule_flags.iter().any(|(n, _)| *n == option) {
                        return usage(said(m::CLI_FLAG_TWICE));
                    }
                    parsed.rule_flags.push((option, value));
                }
            }
        }
        Ok(parsed)
    }

    /// The value of a flag that takes one, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.contains(&name)
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
                    ("value", quote(text).into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                ],
            )),
        }
    }

    /// The game named by the first word.
    pub fn game(&self) -> Result<GameKind> {
        let command = self.command;
        let Some(word) = self.words.first() else {
            return usage(
                self.tr
                    .f(m::CLI_EXPECTED_GAME, [("command", command.into())]),
            );
        };
        GameKind::from_id(word).map_or_else(|| unknown_game(self.tr, command, word), Ok)
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
            if let Err(e) = G::set_rule_option(&mut rules, name, value) {
                let names: Vec<String> = G::rule_options()
                    .iter()
                    .map(|o| format!("--{}", o.name.replace('_', "-")))
                    .collect();
                return usage(self.tr.f(
                    m::CLI_BAD_RULE_OPTION,
                    [
                        ("command", self.command.into()),
                        ("error", self.tr.msg(&e.message()).into()),
                        ("game", G::KIND.id().into()),
                        ("options", names.join(", ").into()),
                    ],
                ));
            }
        }
        Ok(rules)
    }

    /// The position given with `--fen` for game `G`, or the start with White to
    /// move.
    pub fn position<G: Game>(&self) -> Result<G::Position> {
        match self.value(FEN.name) {
            None => Ok(G::start(Side::White)),
            Some(text) => position_from::<G>(self.tr, text),
        }
    }
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
