//! Messages about PDN files in both languages. English is the reader's own
//! wording; Polish translates every message (a game type's number and the
//! text quoted from the file pass as they are).

use super::{Lang, Tr, text_table};
use crate::record::pdn::{GameTypeProblem, PdnError, Score, Syntax, TagProblem};

text_table! {
/// A fixed text of PDN files and the clipboard.
P {
    ImportPdn => "Import PDN…", "Importuj PDN…";
    ExportPdn => "Export PDN…", "Eksportuj PDN…";
    CopyPosition => "Copy position", "Kopiuj pozycję";
    PastePosition => "Paste position or PDN…", "Wklej pozycję lub PDN…";
    CopyPdn => "Copy game as PDN", "Kopiuj partię jako PDN";
    PasteTitle => "Paste", "Wklej";
    PasteHelp => "Paste a position string or a game in PDN here (Ctrl+V), then press Open. Ctrl+V over the board does the same.",
        "Wklej tu zapis pozycji albo partię w formacie PDN (Ctrl+V) i naciśnij Otwórz. Ctrl+V nad planszą działa tak samo.";
    PickTitle => "Games in the file", "Partie w pliku";
    PickHelp => "Choose a game to open. Games that could not be read say why.",
        "Wybierz partię do otwarcia. Przy partiach, których nie da się odczytać, podano powód.";
    NotUnderstood => "Not a position string or a PDN game", "To nie jest zapis pozycji ani partia PDN";
    PdnIsForDama => "PDN is for draughts: an Akidada game is saved as a .ron file.",
        "PDN służy do warcabów: partię Akidady zapisuje się jako plik .ron.";
    ImportFailed => "Could not import", "Nie można zaimportować";
    ExportFailed => "Could not export", "Nie można wyeksportować";
}
}

impl Tr {
    /// Why a game of a PDN file could not be read.
    pub fn pdn_error(self, e: &PdnError) -> String {
        if self.0 == Lang::En {
            let text = e.to_string();
            let mut chars = text.chars();
            return match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => text,
            };
        }
        let score = |s: &Score| s.text().to_string();
        match e {
            PdnError::NoGames => "Nie znaleziono żadnej partii: to nie jest plik PDN".to_string(),
            PdnError::Syntax {
                line,
                column,
                problem,
            } => format!("Wiersz {line}, kolumna {column}: {}", syntax_pl(problem)),
            PdnError::GameType { value, problem } => {
                format!("GameType „{value}”: {}", game_type_pl(problem))
            }
            PdnError::Tag {
                name,
                value,
                problem,
            } => format!("Znacznik {name} „{value}”: {}", tag_pl(problem)),
            PdnError::ResultsDiffer { tag, moves } => format!(
                "Znacznik Result podaje {}, a ruchy kończą się wynikiem {}",
                score(tag),
                score(moves)
            ),
            PdnError::BothLose => {
                "Wynik 0-0 (przegrali obaj) nie jest zakończeniem przewidzianym przez zasady"
                    .to_string()
            }
            PdnError::ResultMismatch { stated, replayed } => format!(
                "Wynik to {}, a z ruchów wynika: {}",
                score(stated),
                self.outcome_words(*replayed)
            ),
            PdnError::IllegalMove { at, text, fault } => format!(
                "Wiersz {}, kolumna {}, ruch {}{} {text}: {}",
                at.line,
                at.column,
                at.number,
                dots(at.side),
                self.move_fault(fault)
            ),
            PdnError::MoveAfterEnd { at, text, outcome } => format!(
                "Wiersz {}, kolumna {}, ruch {}{} {text}: partia była już skończona ({})",
                at.line,
                at.column,
                at.number,
                dots(at.side),
                self.outcome_words(*outcome)
            ),
            PdnError::Record(e) => self.record_error(e),
            PdnError::NotDraughts { kind } => format!(
                "Partii gry {} nie można zapisać w formacie PDN, który służy do warcabów: zapisz ją jako partię (.ron)",
                self.game(*kind)
            ),
        }
    }
}

fn dots(side: crate::games::Side) -> &'static str {
    match side {
        crate::games::Side::White => ".",
        crate::games::Side::Black => "...",
    }
}

fn syntax_pl(s: &Syntax) -> String {
    match s {
        Syntax::UnclosedComment => {
            "komentarz otwarty znakiem { nie jest zamknięty znakiem }".into()
        }
        Syntax::UnclosedTag => {
            "znacznik nie jest zamknięty: oczekiwano [Nazwa \"wartość\"] w jednym wierszu".into()
        }
        Syntax::TagName => "oczekiwano nazwy znacznika po [".into(),
        Syntax::TagValue => "oczekiwano wartości znacznika w cudzysłowie".into(),
        Syntax::UnclosedVariation => {
            "wariant otwarty znakiem ( nie jest zamknięty znakiem )".into()
        }
        Syntax::UnmatchedVariationEnd => ") nie zamyka żadnego wariantu".into(),
        Syntax::NumericSquares(word) => format!(
            "„{word}” numeruje pola, jak inne odmiany warcabów; warcaby tureckie nazywają pola od a1 do h8 (np. c3-c4)"
        ),
        Syntax::BadAnnotation(text) => {
            format!("„{text}” nie jest adnotacją: oczekiwano $ i liczby albo !, ?, !!, ??, !?, ?!")
        }
        Syntax::UnexpectedCharacter(c) => format!("nieoczekiwany znak „{}”", c.escape_debug()),
    }
}

fn game_type_pl(p: &GameTypeProblem) -> String {
    match p {
        GameTypeProblem::OtherGame(n) => format!(
            "typ gry {n} to nie warcaby tureckie (typ 30): ten program czyta tylko warcaby tureckie"
        ),
        GameTypeProblem::Form => {
            "oczekiwano typu gry, np. 30 albo 30,W,8,8,A0,0 (warcaby tureckie)".into()
        }
        GameTypeProblem::StartColour(c) => {
            format!("zaczynać ma „{c}”: w warcabach tureckich zaczynają białe (W)")
        }
        GameTypeProblem::Board(w, h) => {
            format!("plansza ma {w} na {h}: w warcaby tureckie gra się na planszy 8 na 8")
        }
        GameTypeProblem::Notation(n) => format!(
            "zapis pól to „{n}”: ten program czyta pola algebraicznie, a1 w lewym dolnym rogu białych (A0)"
        ),
        GameTypeProblem::Inverted(i) => format!(
            "plansza jest odwrócona („{i}”): ten program czyta planszę tak, jak widzą ją białe (0)"
        ),
    }
}

fn tag_pl(p: &TagProblem) -> String {
    match p {
        TagProblem::RuleOption(e) => format!("błędna opcja zasad ({e})"),
        TagProblem::RuleOptionForm(entry) => {
            format!("„{entry}” nie jest opcją zasad: oczekiwano nazwa=wartość, np. lone_piece=Draw")
        }
        TagProblem::NotNumber { max } => format!("oczekiwano liczby całkowitej od 0 do {max}"),
        TagProblem::SetUpFlag => "oczekiwano 0 albo 1".into(),
        TagProblem::NoFen => "partia jest ustawiona (1), ale brak znacznika FEN z pozycją".into(),
        TagProblem::FenWithoutSetUp => {
            "partia nie jest ustawiona (0), ale znacznik FEN podaje inną pozycję niż początkowa"
                .into()
        }
        TagProblem::NotResult => "oczekiwano 2-0, 0-2, 1-1, 1-0, 0-1, 1/2-1/2 albo *".into(),
        TagProblem::Repeated { other } => format!("znacznik podano dwa razy, także jako „{other}”"),
    }
}
