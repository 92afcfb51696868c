//! Rule options by name, as the command line (`--lone-piece draw`) and the engine
//! protocol (`setoption name lone_piece value Draw`) set them.
//!
//! Names are those of RULES.md (`non_max_capture`); a dash may stand for the
//! underscore. Values are the records' (`KingWins`), read without regard to case,
//! dashes or underscores (`king-wins`, `kingwins`).

use std::fmt;

use crate::i18n::{Msg, m};

/// One rule option of a game: its name and the values it takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleOption {
    /// The name in RULES.md and the records, e.g. `lone_piece`.
    pub name: &'static str,
    /// The values, as the records write them; empty for a number.
    pub values: &'static [&'static str],
    /// The default value, as text.
    pub default: &'static str,
}

impl RuleOption {
    /// Whether the option takes a whole number (`no_progress`).
    pub fn is_number(&self) -> bool {
        self.values.is_empty()
    }
}

/// Why a rule option could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option of this game has that name.
    UnknownName {
        name: String,
        known: Vec<&'static str>,
    },
    /// The option does not take that value.
    BadValue {
        name: &'static str,
        value: String,
        expected: Vec<&'static str>,
    },
    /// A number option given something else, or out of range.
    BadNumber {
        name: &'static str,
        value: String,
        max: u32,
    },
}

impl OptionError {
    pub fn message(&self) -> Msg {
        match self {
            OptionError::UnknownName { name, known } => Msg::new(m::OPTION_UNKNOWN_NAME)
                .with("name", name)
                .with("known", known.join(", ")),
            OptionError::BadValue {
                name,
                value,
                expected,
            } => {
                // "A, B or C": the last value apart, so each language joins it.
                let (last, rest) = expected
                    .split_last()
                    .map_or(("", &[][..]), |(l, r)| (*l, r));
                Msg::new(m::OPTION_BAD_VALUE)
                    .with("name", *name)
                    .with("value", value)
                    .with("count", expected.len())
                    .with("expected", rest.join(", "))
                    .with("last", last)
            }
            OptionError::BadNumber { name, value, max } => Msg::new(m::OPTION_BAD_NUMBER)
                .with("name", *name)
                .with("value", value)
                .with("max", *max),
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for OptionError {}

/// A name or value reduced for comparison: lower case, no dashes or underscores.
fn folded(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Finds the option called `name` among `options`.
pub fn find(
    options: &'static [RuleOption],
    name: &str,
) -> Result<&'static RuleOption, OptionError> {
    let wanted = folded(name.trim());
    options
        .iter()
        .find(|o| folded(o.name) == wanted)
        .ok_or_else(|| OptionError::UnknownName {
            name: name.trim().to_string(),
            known: options.iter().map(|o| o.name).collect(),
        })
}

/// Which of the option's values `value` names (its index in `option.values`).
pub fn value_index(option: &'static RuleOption, value: &str) -> Result<usize, OptionError> {
    let wanted = folded(value.trim());
    option
        .values
        .iter()
        .position(|v| folded(v) == wanted)
        .ok_or_else(|| OptionError::BadValue {
            name: option.name,
            value: value.trim().to_string(),
            expected: option.values.to_vec(),
        })
}

/// Reads the number value of a number option (at most `max`).
pub fn number(option: &'static RuleOption, value: &str, max: u32) -> Result<u16, OptionError> {
    let text = value.trim();
    match text.parse::<u32>() {
        Ok(n) if n <= max => Ok(n as u16),
        _ => Err(OptionError::BadNumber {
            name: option.name,
            value: text.to_string(),
            max,
        }),
    }
}

/// A rule option's value once read: a number, or the index of one of its values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Number(u16),
    Choice(usize),
}

/// Reads option `name` set to `value` against `options`: which option (by its
/// name in RULES.md) and the value it takes.
pub fn read(
    options: &'static [RuleOption],
    name: &str,
    value: &str,
) -> Result<(&'static str, Setting), OptionError> {
    let option = find(options, name)?;
    let setting = if option.is_number() {
        Setting::Number(number(option, value, MAX_NO_PROGRESS)?)
    } else {
        Setting::Choice(value_index(option, value)?)
    };
    Ok((option.name, setting))
}

/// The largest `no_progress` accepted (moves by each side): twice it still fits
/// the positions' 16-bit ply counter.
pub const MAX_NO_PROGRESS: u32 = (u16::MAX / 2) as u32;

/// The option `first`, shared by both games.
pub const FIRST: RuleOption = RuleOption {
    name: "first",
    values: &["Lot", "White", "Black"],
    default: "Lot",
};

/// The option `no_progress`, shared by both games.
pub const NO_PROGRESS: RuleOption = RuleOption {
    name: "no_progress",
    values: &[],
    default: "50",
};

/// `first` from the index of its value.
pub fn first_from_index(i: usize) -> super::FirstPlayer {
    match i {
        0 => super::FirstPlayer::Lot,
        1 => super::FirstPlayer::White,
        _ => super::FirstPlayer::Black,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_values_are_read_loosely() {
        static OPTS: [RuleOption; 2] = [FIRST, NO_PROGRESS];
        assert_eq!(find(&OPTS, "First").unwrap().name, "first");
        assert_eq!(find(&OPTS, "no-progress").unwrap().name, "no_progress");
        assert!(matches!(
            find(&OPTS, "colour"),
            Err(OptionError::UnknownName { .. })
        ));
        assert_eq!(value_index(&FIRST, "BLACK"), Ok(2));
        assert!(value_index(&FIRST, "red").is_err());
        assert_eq!(number(&NO_PROGRESS, " 40 ", MAX_NO_PROGRESS), Ok(40));
        assert!(number(&NO_PROGRESS, "-1", MAX_NO_PROGRESS).is_err());
        assert!(number(&NO_PROGRESS, "32768", MAX_NO_PROGRESS).is_err());
    }
}
