//! Messages about saved games: why a file could not be opened or saved (the
//! record's own messages, `RecordError::message` and its parts), and the offer
//! to resume the autosaved game.

use super::{Tr, capitalise};
use crate::games::{GameKind, Illegal, Outcome, PositionError};
use crate::i18n::m;
use crate::record::{MoveFault, RecordError};

impl Tr {
    /// Why a saved game could not be read, replayed or written.
    pub fn record_error(self, e: &RecordError) -> String {
        capitalise(self.0, &self.msg(&e.message()))
    }

    /// Why a recorded move cannot be played, as a clause.
    pub fn move_fault(self, fault: &MoveFault) -> String {
        self.msg(&fault.message())
    }

    /// Why a position string gives no position: where reading failed (a
    /// clause), or every rule the position breaks (sentences).
    pub fn position_error(self, e: &PositionError) -> String {
        self.msg(&e.message())
    }

    /// Why a move cannot be made on this board, as a clause.
    pub fn illegal(self, why: &Illegal) -> String {
        self.msg(&why.message())
    }

    /// A result in words: who won and why, or a draw and why.
    pub fn outcome_words(self, outcome: Outcome) -> String {
        self.msg(&outcome.message())
    }

    /// The result as a sentence of its own ("White wins, the loser
    /// resigned."): Polish puts the verb, in lower case, first.
    pub fn outcome_sentence(self, outcome: Outcome) -> String {
        format!("{}.", capitalise(self.0, &self.outcome_words(outcome)))
    }

    /// What the resume question says about the autosaved game.
    pub fn resume_summary(
        self,
        kind: GameKind,
        moves: usize,
        names: &[String; 2],
        date: &str,
    ) -> String {
        let msg = if date.is_empty() {
            crate::i18n::Msg::new(m::RESUME_SUMMARY)
        } else {
            crate::i18n::Msg::new(m::RESUME_SUMMARY_DATED).with("date", date)
        };
        self.msg(
            &msg.with("game", kind.id())
                .with("white", &names[0])
                .with("black", &names[1])
                .with("moves", moves),
        )
    }
}
