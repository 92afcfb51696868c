//! Every text a person reads, in each language of the app, from Project Fluent
//! files: `assets/locales/<language>/*.ftl`, built into the program.
//!
//! - A message is looked up by its id; the ids are constants in [`m`], made by
//!   `build.rs` from the English files, so a misspelt id does not compile.
//! - Plurals and other variants are written in the files with the CLDR plural
//!   rules of each language (`{ $count -> [one] piece *[other] pieces }`), never
//!   in code.
//! - Unicode isolation marks around variables are off: egui would draw them as
//!   boxes.
//! - A test checks that every language has every message of English, with the
//!   same variables, and that each formats without error.
//!
//! A language is a folder under `assets/locales/` and a variant of [`Lang`];
//! nothing else in the code names languages.
//!
//! This module is the bottom layer: the rules' own errors are worded here too
//! (their `Display` is the English text), so each message has one wording.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// The message ids, one constant per message of the English files
/// (`new-game` is [`m::NEW_GAME`]).
pub mod m {
    include!(concat!(env!("OUT_DIR"), "/message_ids.rs"));
}

/// Every translation file: its language folder, its name and its text.
const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));

/// A language of the app.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Pl,
    Tr,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pl, Lang::Tr];

    /// The language's folder under `assets/locales/` and its BCP 47 tag.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Tr => "tr",
        }
    }

    /// `pl`, `pl-PL`, `pl_PL.UTF-8`, `tr_TR` ... are those languages; any
    /// language the app does not speak is English.
    pub fn from_locale(locale: &str) -> Lang {
        let lower = locale.to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| {
                lower
                    .strip_prefix(l.code())
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(['-', '_', '.', '@']))
            })
            .unwrap_or_default()
    }

    /// The language of the system (`LC_ALL`, `LC_MESSAGES`, `LANG` on Unix), if
    /// the app speaks it; English otherwise.
    pub fn system() -> Lang {
        sys_locale::get_locale()
            .map(|l| Lang::from_locale(&l))
            .unwrap_or_default()
    }

    /// The language's name in itself ("Polski"), for the language menu.
    pub fn native_name(self) -> &'static str {
        Tr(self).t(m::LANGUAGE_NAME)
    }
}

/// A value given to a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Str(String),
    /// A number: plural forms are chosen by it.
    Num(f64),
    /// Another message, worded in the same language: an error's cause, the
    /// reason in an outcome.
    Msg(Box<Msg>),
    /// Messages worded in turn and joined by a space: sentences in a row.
    List(Vec<Msg>),
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {
        $(impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        })*
    };
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// A message with its values, to be worded later in whatever language is
/// wanted: what errors and dialogs carry.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The same message with one more value.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
}

/// A message shown as text is English: what `Display` of the rules' and the
/// records' errors gives, so that the command line and the window say the same.
impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Tr(Lang::En).msg(self))
    }
}

/// The texts of one language.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Tr(pub Lang);

impl Tr {
    /// A message without values. An id no file has reads as itself, so a gap
    /// shows rather than hides (the tests find gaps first).
    pub fn t(self, id: &'static str) -> &'static str {
        catalog(self.0).plain.get(id).map_or(id, String::as_str)
    }

    /// A message with values.
    pub fn msg(self, msg: &Msg) -> String {
        self.format(msg.id, &msg.args).0
    }

    /// A message with values given in place: `tr.f(m::MOVES_LATER, [("count", n.into())])`.
    pub fn f<const N: usize>(self, id: &'static str, args: [(&'static str, Arg); N]) -> String {
        self.format(id, &args).0
    }

    /// A message and the errors met formatting it (a missing variable, an
    /// unknown id): for the tests.
    pub fn format(self, id: &str, args: &[(&'static str, Arg)]) -> (String, Vec<String>) {
        let catalog = catalog(self.0);
        let Some(pattern) = catalog.bundle.get_message(id).and_then(|m| m.value()) else {
            return (id.to_string(), vec![format!("no message `{id}`")]);
        };
        let mut errors = Vec::new();
        // Messages given as values are worded first, in this language.
        let worded = |msg: &Msg, errors: &mut Vec<String>| {
            let (text, more) = self.format(msg.id, &msg.args);
            errors.extend(more);
            text
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Str(s) => FluentValue::from(s.as_str()),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Msg(msg) => FluentValue::from(worded(msg, &mut errors)),
                Arg::List(msgs) => {
                    let texts: Vec<String> =
                        msgs.iter().map(|msg| worded(msg, &mut errors)).collect();
                    FluentValue::from(texts.join(" "))
                }
            };
            fluent_args.set(*name, value);
        }
        let mut fluent_errors = Vec::new();
        let text = catalog
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut fluent_errors)
            .into_owned();
        errors.extend(fluent_errors.iter().map(|e| format!("{e:?}")));
        (text, errors)
    }
}

/// One language's messages: the bundle, and every message without variables
/// worded once, so that a frame's labels cost a look-up.
struct Catalog {
    bundle: FluentBundle<FluentResource>,
    plain: HashMap<&'static str, String>,
}

fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: OnceLock<Vec<Catalog>> = OnceLock::new();
    let all = CATALOGS.get_or_init(|| Lang::ALL.into_iter().map(load).collect());
    &all[lang as usize]
}

/// Reads a language's files. A file that does not parse or an id given twice is
/// a fault of the program (the files are built in), found by the tests: what
/// can be read is kept, so the app still starts.
fn load(lang: Lang) -> Catalog {
    let tag: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    bundle.set_use_isolating(false);
    let mut ids = Vec::new();
    for (_, _, text) in files_of(lang) {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        ids.extend(message_ids(&resource));
        let _ = bundle.add_resource(resource);
    }
    let plain = ids
        .into_iter()
        .filter_map(|id| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            errors.is_empty().then(|| (id, text.into_owned()))
        })
        .collect();
    Catalog { bundle, plain }
}

/// The files of one language, in the order `build.rs` found them.
pub fn files_of(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    FILES
        .iter()
        .copied()
        .filter(move |(l, _, _)| *l == lang.code())
}

/// The ids of the messages (not terms) of a resource. The ids live as long as
/// the program: they are the constants of [`m`], or leaked once per message of
/// a translation that English does not have (which a test reports).
fn message_ids(resource: &FluentResource) -> Vec<&'static str> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(msg) => Some(static_id(msg.id.name)),
            _ => None,
        })
        .collect()
}

fn static_id(id: &str) -> &'static str {
    match m::ALL_IDS.iter().find(|known| **known == id) {
        Some(known) => known,
        None => Box::leak(id.to_string().into_boxed_str()),
    }
}

#[cfg(test)]
mod tests;
