//! Reading a command's arguments: words, flags with or without a value, rule
//! options given as flags (`--lone-piece draw`), the game and the position.
//!
//! Every mistake becomes a usage error that says what was expected.

use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::games::options::{self, RuleOption};
use crate::games::{Game, GameKind, ParseError, PositionError, Side};

use super::{Result, quote, usage};

/// A flag a command accepts: `--name` alone, or `--name VALUE` (also
/// `--name=VALUE`) when `value` names what follows.
#[derive(Copy, Clone, Debug)]
pub struct Flag {
    pub name: &'static str,
    /// What the value is, for messages (`"POS"`, `"MS"`); `None` for a switch.
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
    pub fn parse(spec: &Spec, args: &[String]) -> Result<Args> {
        let command = spec.command;
        let mut parsed = Args {
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
            if known.is_none() && !(spec.rule_options && is_rule_option(name)) {
                let rules = if spec.rule_options {
                    " or a rule option"
                } else {
                    ""
                };
                return usage(format!(
                    "{command}: unknown option {}: expected {}{rules}",
                    quote(name),
                    accepted(spec)
                ));
            }
            let takes_value = known.is_none_or(|f| f.value.is_some());
            if !takes_value {
                if inline.is_some() {
                    return usage(format!("{command}: {name} takes no value"));
                }
                let flag = known.map_or("", |f| f.name);
                if parsed.switches.contains(&flag) {
                    return usage(format!("{command}: {name} is given twice"));
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
                            return usage(format!(
                                "{command}: --fen needs a position string after it, \
                                 e.g. --fen \"W:W:B:H6,6\" or --fen \"W:WKb8:Bb6,d5\""
                            ));
                        }
                        let what = known.and_then(|f| f.value).unwrap_or("VALUE");
                        return usage(format!(
                            "{command}: {name} needs a value after it: {name} {what}"
                        ));
                    }
                },
            };
            match known {
                Some(flag) => {
                    if parsed.values.iter().any(|(n, _)| *n == flag.name) {
                        return usage(format!("{command}: {name} is given twice"));
                    }
                    parsed.values.push((flag.name, value));
                }
                None => {
                    let option = name.trim_start_matches('-').to_string();
                    if parsed.rule_flags.iter().any(|(n, _)| *n == option) {
                        return usage(format!("{command}: {name} is given twice"));
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
            _ => usage(format!(
                "{}: {name} {}: expected a whole number from {min} to {max}",
                self.command,
                quote(text)
            )),
        }
    }

    /// The game named by the first word.
    pub fn game(&self) -> Result<GameKind> {
        let command = self.command;
        let Some(word) = self.words.first() else {
            return usage(format!(
                "{command}: expected a game after `{command}`: akidada or dama"
            ));
        };
        GameKind::from_id(word).map_or_else(
            || {
                usage(format!(
                    "{command}: unknown game {}: expected akidada or dama",
                    quote(word)
                ))
            },
            Ok,
        )
    }

    /// Refuses words beyond the first `taken`.
    pub fn no_more_words(&self, taken: usize) -> Result<()> {
        match self.words.get(taken) {
            Some(extra) => usage(format!(
                "{}: unexpected argument {}",
                self.command,
                quote(extra)
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
                return usage(format!(
                    "{}: {e}\n(the rule options of {} are {})",
                    self.command,
                    G::KIND,
                    names.join(", ")
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
            Some(text) => position_from::<G>(text),
        }
    }
}

/// Whether `--name` names a rule option of either game.
fn is_rule_option(flag: &str) -> bool {
    let name = flag.trim_start_matches('-');
    let known = |options: &'static [RuleOption]| options::find(options, name).is_ok();
    flag.starts_with("--") && (known(AkidadaRules::OPTIONS) || known(DamaRules::OPTIONS))
}

/// The flags of a spec, listed for a message.
fn accepted(spec: &Spec) -> String {
    let list: Vec<String> = spec
        .flags
        .iter()
        .map(|f| match f.value {
            Some(v) => format!("{} {v}", f.name),
            None => f.name.to_string(),
        })
        .collect();
    match list.len() {
        0 => "no options".to_string(),
        1 => list[0].clone(),
        n => format!("{} and {}", list[..n - 1].join(", "), list[n - 1]),
    }
}

/// Reads a position string for game `G`.
pub fn position_from<G: Game>(text: &str) -> Result<G::Position> {
    match G::parse_position(text) {
        Ok(pos) => Ok(pos),
        Err(e) => usage(position_error(G::KIND, text, &e)),
    }
}

/// What a position string of `kind` looks like, with examples.
pub fn position_format(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Akidada => {
            "<side>:W<points>:B<points>:H<white in hand>,<black in hand>, e.g. W:W:B:H6,6 or B:Wa1,c1,c2:Bb2,e5:H3,4"
        }
        GameKind::Dama => {
            "<side>:W<squares>:B<squares>, kings prefixed with K, e.g. W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"
        }
    }
}

/// The message for a position string that gives no position: the string with a
/// caret under the failing character and an example, or every rule it breaks.
pub fn position_error(kind: GameKind, text: &str, e: &PositionError) -> String {
    match e {
        PositionError::Syntax(e) => syntax_error(kind, text, e),
        PositionError::Invalid(problems) => {
            let mut message = format!(
                "the {kind} position string {} gives a position the rules do not allow:\n",
                quote(text)
            );
            for p in problems {
                message.push_str(&format!("  - {p}\n"));
            }
            message
        }
    }
}

fn syntax_error(kind: GameKind, text: &str, e: &ParseError) -> String {
    let shown: String = text
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    let example = position_format(kind);
    format!(
        "not a valid {kind} position string: {e}\n  {shown}\n  {caret:>width$}\n\
         Form of a {kind} position string: {example}\n",
        caret = "^",
        width = e.column
    )
}
