//! The line under the board, kept as what it says rather than as words: it is
//! worded in the language of the moment it is shown, so that it follows a
//! change of language.

use super::{Tr, capitalise};
use crate::games::Outcome;
use crate::i18n::Msg;

/// What the status line says.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// A message, worded as it is.
    Said(Msg),
    /// Messages worded in turn and joined by a space: sentences in a row.
    Sentences(Vec<Msg>),
    /// A message that is a clause (a record's error), worded as a sentence:
    /// its first letter a capital.
    Clause(Msg),
    /// How the game ended, as a sentence of its own.
    Outcome(Outcome),
    /// Words that come whole from outside the app's messages (the system's
    /// own reason a file could not be read).
    Text(String),
}

impl Status {
    /// The status in the language of `tr`.
    pub fn words(&self, tr: Tr) -> String {
        match self {
            Status::Said(msg) => tr.msg(msg),
            Status::Sentences(msgs) => {
                let texts: Vec<String> = msgs.iter().map(|msg| tr.msg(msg)).collect();
                texts.join(" ")
            }
            Status::Clause(msg) => capitalise(tr.0, &tr.msg(msg)),
            Status::Outcome(outcome) => tr.outcome_sentence(*outcome),
            Status::Text(text) => text.clone(),
        }
    }
}

impl From<Msg> for Status {
    fn from(msg: Msg) -> Status {
        Status::Said(msg)
    }
}
