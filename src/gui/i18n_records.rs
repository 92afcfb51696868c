//! Messages about saved games in both languages: why a file could not be opened
//! or saved, and the offer to resume the autosaved game.
//!
//! English is the record's own wording. Polish translates every frame of the
//! message; details the engine words itself (why a move is impossible, what a
//! position string should hold, RON's own parse message) stay in English.

use super::i18n::{Lang, Tr};
use crate::games::{GameKind, Outcome};
use crate::record::{IoAction, MoveFault, RecordError};

impl Tr {
    /// Why a saved game could not be read, replayed or written.
    pub fn record_error(self, e: &RecordError) -> String {
        if self.0 == Lang::En {
            return capitalise(&e.to_string());
        }
        let at = |line: &usize, column: &usize| format!("Wiersz {line}, kolumna {column}");
        match e {
            RecordError::Io {
                path,
                action,
                message,
                ..
            } => {
                let verb = match action {
                    IoAction::Read => "odczytać",
                    IoAction::Write => "zapisać",
                };
                format!("Nie można {verb} pliku {}: {message}", path.display())
            }
            RecordError::NotRon {
                line,
                column,
                message,
            } => format!(
                "{}: to nie jest zapis partii (nie RON): {message}",
                at(line, column)
            ),
            RecordError::WrongType {
                line,
                column,
                message,
            } => format!("{}: zły typ wartości: {message}", at(line, column)),
            RecordError::UnknownField {
                line,
                column,
                field,
                expected,
            } => format!(
                "{}: nieznane pole „{field}” (tu dozwolone są: {})",
                at(line, column),
                expected.join(", ")
            ),
            RecordError::MissingField {
                line,
                column,
                field,
            } => format!("{}: brak pola „{field}”", at(line, column)),
            RecordError::UnknownName {
                line,
                column,
                found,
                expected,
            } => format!(
                "{}: „{found}” nie jest żadną z wartości {}",
                at(line, column),
                expected.join(", ")
            ),
            RecordError::DuplicateField {
                line,
                column,
                field,
            } => format!("{}: pole „{field}” podano dwa razy", at(line, column)),
            RecordError::UnknownVersion { found, supported } => {
                format!("Nieznana wersja formatu {found}: ten program czyta format {supported}")
            }
            RecordError::BadRuleOption { option, value, max } => {
                format!("Opcja zasad {option} ma wartość {value}, a może mieć najwyżej {max}")
            }
            RecordError::BadPosition { text, error } => format!(
                "Pozycja początkowa „{text}” jest błędna: w znaku {}: oczekiwano {}",
                error.at + 1,
                error.expected
            ),
            RecordError::IllegalMove {
                number,
                text,
                fault,
            } => format!("Ruch {number}, {text}: {}", self.move_fault(fault)),
            RecordError::MoveAfterEnd {
                number,
                text,
                outcome,
            } => format!(
                "Ruch {number}, {text}: partia była już skończona ({})",
                self.outcome_words(*outcome)
            ),
            RecordError::ResultMismatch { recorded, replayed } => {
                let words = |o: &Option<Outcome>| match o {
                    Some(o) => self.outcome_words(*o),
                    None => "partia nieskończona".to_string(),
                };
                format!(
                    "Zapisany wynik to: {}, a z ruchów wynika: {}",
                    words(recorded),
                    words(replayed)
                )
            }
            RecordError::CommentOutOfRange { number, moves } => {
                format!("Komentarz dotyczy ruchu {number}, a partia ma {moves} ruchów")
            }
        }
    }

    fn move_fault(self, fault: &MoveFault) -> String {
        match (self.0, fault) {
            (
                Lang::Pl,
                MoveFault::NonMaximal {
                    captured: 0,
                    maximum,
                },
            ) => {
                format!("bicie jest obowiązkowe (można zbić {maximum})")
            }
            (Lang::Pl, MoveFault::NonMaximal { captured, maximum }) => {
                format!("bije {captured}, a maksimum to {maximum}")
            }
            (Lang::Pl, MoveFault::Syntax(e)) => {
                format!(
                    "to nie jest ruch (znak {}: oczekiwano {})",
                    e.at + 1,
                    e.expected
                )
            }
            _ => fault.to_string(),
        }
    }

    /// A result in words: who won and why, or a draw and why.
    pub fn outcome_words(self, outcome: Outcome) -> String {
        match outcome.winner() {
            Some(w) => match self.0 {
                Lang::En => format!("{} wins, {}", self.side(w), self.reason(outcome.reason())),
                Lang::Pl => format!(
                    "wygrywają {}, {}",
                    self.side(w).to_lowercase(),
                    self.reason(outcome.reason())
                ),
            },
            None => format!(
                "{}, {}",
                self.t(super::i18n::T::Draw),
                self.reason(outcome.reason())
            ),
        }
    }

    /// What the resume question says about the autosaved game.
    pub fn resume_summary(
        self,
        kind: GameKind,
        moves: usize,
        names: &[String; 2],
        date: &str,
    ) -> String {
        match self.0 {
            Lang::En => format!(
                "An unfinished game was saved when the app last closed: {}, {} against {}, \
                 {moves} move{} played{}.",
                self.game(kind),
                names[0],
                names[1],
                if moves == 1 { "" } else { "s" },
                if date.is_empty() {
                    String::new()
                } else {
                    format!(", {date}")
                }
            ),
            Lang::Pl => format!(
                "Przy ostatnim zamknięciu programu zapisano nieskończoną partię: {}, {} przeciw {}, \
                 rozegrane ruchy: {moves}{}.",
                self.game(kind),
                names[0],
                names[1],
                if date.is_empty() {
                    String::new()
                } else {
                    format!(", {date}")
                }
            ),
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
