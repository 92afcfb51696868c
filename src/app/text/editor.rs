//! The editor's words.
//!
//! Its fixed texts are the `editor-*` messages of `editor.ftl`. The problems of a
//! position and the errors of a position string are the rules' own messages
//! (`Problem::message`, `ParseError::message`): the functions below only word
//! them.

use crate::app::text::{Lang, capitalise};
use crate::i18n::Tr;

use crate::games::{Expected, ParseError, Problem};

/// One problem of a position, as a sentence.
pub fn problem(p: &Problem, lang: Lang) -> String {
    Tr(lang).msg(&p.message())
}

/// What a reader expected where a position string or a move went wrong.
pub fn expected(e: Expected, lang: Lang) -> &'static str {
    Tr(lang).t(e.id())
}

/// A position string or move that could not be read: where, what was expected,
/// what was found; as a sentence of its own (the message is a clause).
pub fn parse_error(e: &ParseError, lang: Lang) -> String {
    format!("{}.", capitalise(lang, &Tr(lang).msg(&e.message())))
}
