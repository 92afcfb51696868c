//! The window's texts, on their way to the Fluent files of `crate::i18n`
//! (`assets/locales/<lang>/*.ftl`), which already hold every one of them.
//!
//! The app's own texts are read straight from the Fluent layer
//! (`Tr(lang).t(m::NEW_GAME)`); [`Tr`]'s helpers here choose a message by a value
//! of the game (a side, a game kind, a capture rule). The tables of the editor,
//! the computer and PDN still hold English and Polish side by side; Turkish, and
//! any later language, comes from the Fluent files by the key's message id.
//! The rules' and the records' errors are worded by their own `message()`, in
//! the Fluent files: the methods wording them here only call it. A test checks
//! that the tables and the methods say what the Fluent files say, so call sites
//! can move to `crate::i18n` without a word changing.

pub mod editor;
pub mod pdn;
mod records;
pub mod thinking;

use crate::games::{EndReason, GameKind, Outcome, Side};
use crate::i18n::m;

/// A language of the interface (the one of `crate::i18n`).
pub use crate::i18n::Lang;

/// The message id of a table key: its prefix, then the key in kebab case
/// (`E::WhiteMan` is `editor-white-man`). An id no Fluent file has is kept as
/// it is, and shows as itself (the tests find it first).
pub(crate) fn message_id(prefix: &str, key: &str) -> &'static str {
    let mut id = prefix.to_string();
    for (i, c) in key.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            id.push('-');
        }
        id.push(c.to_ascii_lowercase());
    }
    match m::ALL_IDS.iter().find(|known| **known == id) {
        Some(known) => known,
        None => Box::leak(id.into_boxed_str()),
    }
}

/// A table of fixed texts: an enum of keys, both languages side by side so that a
/// missing translation does not compile. Each part of the app has its own table.
macro_rules! text_table {
    ($(#[$doc:meta])* $name:ident ($prefix:literal) { $($key:ident => $en:literal, $pl:literal;)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($key),* }

        impl $name {
            /// Every key, for tests that check both languages are filled in.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The key's message id in the Fluent files.
            pub fn id(self) -> &'static str {
                static IDS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
                let ids = IDS.get_or_init(|| {
                    [$(stringify!($key)),*]
                        .into_iter()
                        .map(|key| $crate::app::text::message_id($prefix, key))
                        .collect()
                });
                ids[self as usize]
            }

            pub fn get(self, lang: Lang) -> &'static str {
                match lang {
                    Lang::En => match self { $($name::$key => $en),* },
                    Lang::Pl => match self { $($name::$key => $pl),* },
                    _ => $crate::i18n::Tr(lang).t(self.id()),
                }
            }
        }
    };
}
pub(crate) use text_table;

/// The texts of one language: the Fluent layer's, with the helpers below that
/// choose a message by a value of the game.
pub use crate::i18n::Tr;

impl Tr {
    pub fn side(self, side: Side) -> &'static str {
        self.t(match side {
            Side::White => m::WHITE,
            Side::Black => m::BLACK,
        })
    }

    pub fn game(self, kind: GameKind) -> &'static str {
        self.t(match kind {
            GameKind::Akidada => m::AKIDADA,
            GameKind::Dama => m::DAMA,
        })
    }

    /// Why a game ended, as a sentence.
    pub fn reason(self, reason: EndReason) -> &'static str {
        self.t(reason.message().id)
    }

    /// The game-over headline: who won, or a draw.
    pub fn outcome_headline(self, outcome: Outcome, names: &[String; 2]) -> String {
        match outcome.winner() {
            Some(w) => self.f(
                m::OUTCOME_HEADLINE_WIN,
                [("name", (&names[w.index()]).into()), ("side", w.into())],
            ),
            None => self.t(m::DRAW).to_string(),
        }
    }

    pub fn lot_result(self, side: Side, name: &str) -> String {
        self.f(
            m::LOT_RESULT,
            [("name", name.into()), ("side", side.into())],
        )
    }

    /// The explanation in the losing-move dialog.
    pub fn losing_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        self.capture_explanation(
            [m::LOSING_EXPLANATION_NO_CAPTURE, m::LOSING_EXPLANATION],
            mv,
            captured,
            maximum,
        )
    }

    /// The explanation when a non-maximal move is refused (`Forbidden`).
    pub fn refused_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        self.capture_explanation(
            [m::REFUSED_EXPLANATION_NO_CAPTURE, m::REFUSED_EXPLANATION],
            mv,
            captured,
            maximum,
        )
    }

    /// A move capturing less than the maximum: the first message when it
    /// captures nothing, the second otherwise.
    fn capture_explanation(
        self,
        [none, some]: [&'static str; 2],
        mv: &str,
        captured: u32,
        maximum: u32,
    ) -> String {
        if captured == 0 {
            self.f(none, [("move", mv.into()), ("maximum", maximum.into())])
        } else {
            self.f(
                some,
                [
                    ("move", mv.into()),
                    ("captured", captured.into()),
                    ("maximum", maximum.into()),
                ],
            )
        }
    }

    /// Why playing at an earlier point of the game needs confirming.
    pub fn truncate_explanation(self, mv: &str, later: usize) -> String {
        self.f(
            m::TRUNCATE_EXPLANATION,
            [("move", mv.into()), ("count", later.into())],
        )
    }

    /// The heading of a group of capture variants: "6 pieces: compulsory".
    pub fn variant_group(
        self,
        count: usize,
        legal: bool,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        let mark = match (legal, rule) {
            (true, _) => "compulsory",
            (false, NonMaxCapture::Loses) => "loses",
            (false, NonMaxCapture::Forbidden) => "not-allowed",
        };
        self.f(
            m::VARIANT_GROUP,
            [("count", count.into()), ("mark", mark.into())],
        )
    }

    /// Why a shorter capture is not a legal move, in words.
    pub fn shorter_reason(
        self,
        count: u32,
        maximum: u32,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        let id = match rule {
            NonMaxCapture::Loses => m::SHORTER_REASON_LOSES,
            NonMaxCapture::Forbidden => m::SHORTER_REASON_FORBIDDEN,
        };
        self.f(id, [("count", count.into()), ("maximum", maximum.into())])
    }

    /// "Capture is compulsory: 3 pieces".
    pub fn must_capture(self, maximum: u32) -> String {
        self.f(m::MUST_CAPTURE_PIECES, [("count", maximum.into())])
    }
}

/// The Polish plural form after a number: 1 pionek, 2 pionki, 5 pionków.
pub(crate) fn plural_pl(n: u32, forms: [&'static str; 3]) -> &'static str {
    let (tens, units) = (n % 100 / 10, n % 10);
    if n == 1 {
        forms[0]
    } else if tens != 1 && (2..=4).contains(&units) {
        forms[1]
    } else {
        forms[2]
    }
}

/// A clause as it stands alone: its first letter a capital (in Turkish the
/// dotted i is İ).
pub(crate) fn capitalise(lang: Lang, text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some('i') if lang == Lang::Tr => std::iter::once('İ').chain(chars).collect(),
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words here are the Fluent files' words: the call sites can move to
    /// `crate::i18n` without a text changing (English and Polish; the other
    /// languages come from the files already).
    #[test]
    fn the_tables_and_methods_say_what_the_fluent_files_say() {
        use crate::ai::Value;
        use crate::ai::review::MoveClass;
        use crate::i18n::Tr as Ftl;
        use thinking::{class_name, cursed_note, level_name, value_words};
        let mut faults = Vec::new();
        let mut check = |what: String, here: &str, ftl: &str| {
            if here != ftl {
                faults.push(format!("{what}:\n  here {here:?}\n  ftl  {ftl:?}"));
            }
        };
        let counts = [0u32, 1, 2, 3, 5, 12, 13, 22, 25, 101, 112];
        for lang in [Lang::En, Lang::Pl] {
            let ftl = Ftl(lang);
            for &k in editor::E::ALL {
                check(format!("{lang:?} E::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for &k in thinking::C::ALL {
                check(format!("{lang:?} C::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for &k in pdn::P::ALL {
                check(format!("{lang:?} P::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for n in counts {
                for (class, id) in [
                    (MoveClass::Best, m::COMPUTER_CLASS_BEST),
                    (MoveClass::Good, m::COMPUTER_CLASS_GOOD),
                    (MoveClass::Inaccuracy, m::COMPUTER_CLASS_INACCURACY),
                    (MoveClass::Mistake, m::COMPUTER_CLASS_MISTAKE),
                    (MoveClass::Blunder, m::COMPUTER_CLASS_BLUNDER),
                ] {
                    check(
                        format!("{lang:?} class {class:?} {n}"),
                        class_name(class, n, lang),
                        &ftl.f(id, [("count", n.into())]),
                    );
                }
                let plies = n as u16;
                for (value, words) in [
                    (
                        Value::Win(plies),
                        ftl.f(m::COMPUTER_VALUE_WIN, [("plies", n.into())]),
                    ),
                    (
                        Value::Loss(plies),
                        if n == 0 {
                            ftl.t(m::COMPUTER_VALUE_LOST).to_string()
                        } else {
                            ftl.f(m::COMPUTER_VALUE_LOSS, [("plies", n.into())])
                        },
                    ),
                    (Value::Draw, ftl.t(m::COMPUTER_VALUE_DRAW).to_string()),
                ] {
                    check(
                        format!("{lang:?} value {value:?}"),
                        &value_words(value, lang),
                        &words,
                    );
                }
            }
            for kind in GameKind::ALL {
                for level in 1..=crate::ai::level_count(kind) {
                    check(
                        format!("{lang:?} level {kind} {level}"),
                        level_name(kind, level, lang),
                        &ftl.f(
                            m::COMPUTER_LEVEL_NAME,
                            [("game", kind.id().into()), ("level", level.into())],
                        ),
                    );
                }
            }
            check(
                format!("{lang:?} cursed"),
                cursed_note(lang),
                ftl.t(m::COMPUTER_CURSED_NOTE),
            );
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn locales() {
        assert_eq!(Lang::from_locale("pl-PL"), Lang::Pl);
        assert_eq!(Lang::from_locale("pl_PL.UTF-8"), Lang::Pl);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
    }

    #[test]
    fn polish_plurals() {
        const PIECES: [&str; 3] = ["pionek", "pionki", "pionków"];
        assert_eq!(plural_pl(1, PIECES), "pionek");
        assert_eq!(plural_pl(3, PIECES), "pionki");
        assert_eq!(plural_pl(5, PIECES), "pionków");
        assert_eq!(plural_pl(12, PIECES), "pionków");
        assert_eq!(plural_pl(22, PIECES), "pionki");
    }
}
