//! Messages about saved games in both languages: why a file could not be opened
//! or saved, and the offer to resume the autosaved game.
//!
//! English is the record's own wording. Polish translates every message, the
//! engine's reasons included; only RON's own description of malformed text and
//! the operating system's error message are passed on as they come.

use super::{Lang, Tr};
use crate::games::{FirstPlayer, GameKind, Illegal, Outcome, PositionError, Side};
use crate::record::{Inconsistency, IoAction, MoveFault, RecordError};

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
                "Pozycja początkowa „{text}” jest błędna: {}",
                self.position_error(error)
            ),
            RecordError::BadReview {
                positions,
                entries,
                at: None,
            } => format!("Analiza partii ma {entries} pozycji, a partia ma {positions}"),
            RecordError::BadReview { at: Some(at), .. } => format!(
                "Pozycja {at} analizy partii nie jest oceną, taką jak „cp 35”, „win 7” czy „draw”"
            ),
            RecordError::BadLevel { side, level, max } => format!(
                "Komputer grający {} ma poziom {level}, a poziomy są od 1 do {max}",
                match side {
                    Side::White => "białymi",
                    Side::Black => "czarnymi",
                }
            ),
            RecordError::Inconsistent(c) => {
                format!("Zapis partii przeczy sam sobie: {}", self.inconsistency(c))
            }
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

    pub fn move_fault(self, fault: &MoveFault) -> String {
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
            (Lang::Pl, MoveFault::Syntax(e)) => format!(
                "to nie jest ruch (znak {}: oczekiwano {})",
                e.column,
                super::editor::expected(e.expected, Lang::Pl)
            ),
            (Lang::Pl, MoveFault::Impossible(why)) => self.illegal(why),
            (Lang::Pl, MoveFault::Ambiguous { candidates }) => format!(
                "niejednoznaczny: pasuje do {} ruchów: {}",
                candidates.len(),
                candidates.join(", ")
            ),
            (Lang::Pl, MoveFault::NoCaptureTaking { from, captured, to }) => {
                let mut text = format!(
                    "żadne bicie z {from} nie zbija pionków na {}",
                    captured.join(", ")
                );
                if let Some(to) = to {
                    text.push_str(&format!(" i nie kończy się na {to}"));
                }
                text
            }
            (Lang::Pl, MoveFault::NoCaptureEndingOn { from, to }) => {
                format!("żadne bicie z {from} nie kończy się na {to}")
            }
            (Lang::En, _) => fault.to_string(),
        }
    }

    /// Why a position string gives no position: where reading failed, or every
    /// rule the position breaks.
    pub fn position_error(self, e: &PositionError) -> String {
        match e {
            PositionError::Syntax(e) => super::editor::parse_error(e, self.0),
            PositionError::Invalid(problems) => problems
                .iter()
                .map(|p| super::editor::problem(p, self.0))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// Two fields of a record that contradict each other (Polish; English is the
    /// record's own wording).
    fn inconsistency(self, c: &Inconsistency) -> String {
        let option = |o: &FirstPlayer| match o {
            FirstPlayer::Lot => "losowanie",
            FirstPlayer::White => "białe",
            FirstPlayer::Black => "czarne",
        };
        let side = |s: &Side| self.side(*s).to_lowercase();
        match c {
            Inconsistency::FirstNotToMove { first, to_move } => format!(
                "zaczynać mają {}, a w pozycji początkowej ruch mają {}",
                side(first),
                side(to_move)
            ),
            Inconsistency::FirstAgainstOption { first, option: o } => format!(
                "zaczynać mają {}, a opcja zasad „kto zaczyna” to: {}",
                side(first),
                option(o)
            ),
            Inconsistency::SeedWithoutLot { seed, option: o } => format!(
                "podano ziarno losowania {seed}, a nie losowano: opcja „kto zaczyna” to: {}",
                option(o)
            ),
            Inconsistency::SeedDrawsOther { seed, drawn, first } => format!(
                "ziarno losowania {seed} wylosowuje {}, a zaczynać mają {}",
                side(drawn),
                side(first)
            ),
        }
    }

    /// Why a move cannot be made on this board.
    pub fn illegal(self, why: &Illegal) -> String {
        if self.0 == Lang::En {
            return why.to_string();
        }
        // Polish: the side as a subject ("białe") and in the genitive ("białych").
        let nom = |s: &Side| match s {
            Side::White => "białe",
            Side::Black => "czarne",
        };
        let genitive = |s: &Side| match s {
            Side::White => "białych",
            Side::Black => "czarnych",
        };
        use Illegal::*;
        match why {
            NotEmpty { at } => format!("na {at} już stoi pionek"),
            NoPiece { at } => format!("na {at} nie ma pionka"),
            OpponentsPiece { at, to_move } => format!(
                "na {at} stoi pionek {}, a ruch mają {}",
                genitive(&to_move.opposite()),
                nom(to_move)
            ),
            NotStraight { from, to } => {
                format!("z {from} na {to} nie prowadzi ani rząd, ani kolumna")
            }
            ManBackward { from, to } => format!("pionek nie może się cofać ({from}–{to})"),
            ManOneStep { from, to } => format!("pionek idzie tylko o jedno pole ({from}–{to})"),
            PathBlocked { from, to } => format!("droga z {from} na {to} jest zagrodzona"),
            TurnBack { from, to } => {
                format!("bicie nie może zawrócić o 180 stopni ({from}–{to})")
            }
            OwnPieceJumped { from, to } => format!("między {from} a {to} stoi własny pionek"),
            NothingToCapture { from, to } => format!("między {from} a {to} nie ma czego zbić"),
            SeveralInOneJump { from, to, count } => {
                format!("jeden skok bije jeden pionek, a między {from} a {to} jest ich {count}")
            }
            ManShortJump { from, to } => {
                format!("pionek bije krótkim skokiem przez sąsiednie pole ({from}–{to})")
            }
            MustSlide { side } => format!(
                "{} nie mają już pionków w ręce i muszą przesunąć pionek",
                capitalise(nom(side))
            ),
            MustPlace { side } => format!(
                "{} mają jeszcze pionki w ręce i muszą jeden postawić",
                capitalise(nom(side))
            ),
            NotOwnPiece { at, side } => format!("na {at} nie ma pionka {}", genitive(side)),
            NotJoined { from, to } => format!("{from} i {to} nie są połączone linią"),
            NoLine { step } => format!("{step} nie tworzy linii: nie wolno niczego zdejmować"),
            NothingToRemove { step, opponent } => format!(
                "{step} tworzy linię, ale {} nie mają na planszy pionka do zdjęcia",
                nom(opponent)
            ),
            NameRemoval { step, opponent } => format!(
                "{step} tworzy linię: wskaż pionek {} do zdjęcia (np. {step}x..)",
                genitive(opponent)
            ),
            RemovalCount { step, earns, asked } => {
                format!("{step} pozwala zdjąć pionków: {earns}, a nie {asked}")
            }
            NoEnemyPiece { at, opponent } => {
                format!("na {at} nie ma pionka {} do zdjęcia", genitive(opponent))
            }
            ProtectedByLine => "ten pionek stoi w linii i nie wolno go zdjąć, póki inne stoją \
                                poza liniami"
                .to_string(),
            NotLegal { mv } => format!("{mv} nie jest dozwolonym ruchem"),
            LegalNotLosing { mv } => format!("{mv} jest ruchem dozwolonym, a nie przegrywającym"),
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
                self.t(super::T::Draw),
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
