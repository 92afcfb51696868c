//! The editor's words, in English and Polish.
//!
//! Fixed texts are keys of [`E`], both languages side by side so that a missing
//! translation does not compile (the same scheme as `gui::i18n`, kept here so the
//! editor can be added without touching the shared table). Texts with values in
//! them (the problems of a position, the errors of a position string) are
//! functions below.

use crate::app::text::{Lang, Tr, text_table};
use crate::games::{Outcome, Side};

use crate::app::text::pieces_pl;
use crate::games::{Expected, ParseError, Problem};

text_table! {
/// A fixed text of the editor.
E {
    Title => "Position editor", "Edytor pozycji";
    OpenEditor => "Set up a position…", "Ustaw pozycję…";
    Pieces => "Pieces", "Pionki";
    WhiteMan => "White man", "Biały pionek";
    BlackMan => "Black man", "Czarny pionek";
    WhiteKing => "White king", "Biała damka";
    BlackKing => "Black king", "Czarna damka";
    WhitePiece => "White piece", "Biały pionek";
    BlackPiece => "Black piece", "Czarny pionek";
    Eraser => "Eraser", "Gumka";
    HelpDama => "Click a square to put the piece there; click it again, or right-click, to take it away. Drag a piece to move it.",
        "Kliknij pole, aby postawić na nim pionek; kliknij jeszcze raz albo prawym przyciskiem, aby go zdjąć. Przeciągnij pionek, aby go przesunąć.";
    HelpAkidada => "Click a point to put the piece there; click it again, or right-click, to take it away. Drag a piece to move it.",
        "Kliknij punkt, aby postawić na nim pionek; kliknij jeszcze raz albo prawym przyciskiem, aby go zdjąć. Przeciągnij pionek, aby go przesunąć.";
    SideToMove => "Side to move", "Kto ma ruch";
    WhiteToMove => "White to move", "Ruch białych";
    BlackToMove => "Black to move", "Ruch czarnych";
    InHand => "Pieces in hand", "Pionki w ręce";
    WhiteInHand => "White in hand", "Białe w ręce";
    BlackInHand => "Black in hand", "Czarne w ręce";
    Board => "Board", "Plansza";
    Clear => "Clear the board", "Wyczyść planszę";
    StandardStart => "Standard start", "Ustawienie początkowe";
    PositionString => "Position string", "Zapis pozycji";
    Apply => "Apply", "Zastosuj";
    RulesHelp => "The rules of the game played from this position.",
        "Zasady partii rozgrywanej od tej pozycji.";
    PlayFromHere => "Play from here", "Graj od tej pozycji";
    SaveAsGame => "Save as a game…", "Zapisz jako partię…";
    Ready => "The position is ready to play.", "Pozycja jest gotowa do gry.";
    FixFirst => "Correct the errors listed under the board first.",
        "Najpierw popraw błędy wymienione pod planszą.";
    ErrorMark => "Error", "Błąd";
    WarningMark => "Warning", "Uwaga";
}
}

/// A side as the subject of a sentence: "White" / "Białe".
fn side_name(lang: Lang, side: Side) -> &'static str {
    Tr(lang).side(side)
}

/// A side in the genitive, lower case: "białych" / "czarnych" (Polish only).
fn side_gen_pl(side: Side) -> &'static str {
    match side {
        Side::White => "białych",
        Side::Black => "czarnych",
    }
}

fn pieces_en(n: u32) -> &'static str {
    if n == 1 { "piece" } else { "pieces" }
}

/// "Black wins" / "wygrywają czarne", the end of a game-over warning.
fn wins(lang: Lang, winner: Side) -> String {
    match lang {
        Lang::En => format!("{} wins", side_name(lang, winner)),
        Lang::Pl => format!("wygrywają {}", side_name(lang, winner).to_lowercase()),
    }
}

/// One problem of a position, as a sentence.
pub fn problem(p: &Problem, lang: Lang) -> String {
    use Problem::*;
    let white = |s: Side| s == Side::White;
    match (lang, p) {
        (Lang::En, ManOnLastRank { side, square }) => format!(
            "A {} man on {square} must be a king: a man there would have been crowned.",
            if white(*side) { "white" } else { "black" }
        ),
        (Lang::Pl, ManOnLastRank { side, square }) => format!(
            "{} pionek na {square} musi być damką: pionek, który dojdzie do ostatniego rzędu, \
             staje się damką.",
            if white(*side) { "Biały" } else { "Czarny" }
        ),
        (Lang::En, TooManyDamaPieces { side, count }) => format!(
            "{} has {count} pieces on the board: at most 16 a side.",
            side_name(lang, *side)
        ),
        (Lang::Pl, TooManyDamaPieces { side, count }) => format!(
            "{} mają {count} {} na planszy: najwyżej 16 na stronę.",
            side_name(lang, *side),
            pieces_pl(*count)
        ),
        (
            Lang::En,
            TooManyAkidadaPieces {
                side,
                on_board,
                in_hand,
            },
        ) => format!(
            "{} has {} pieces ({on_board} on the board, {in_hand} in hand): at most 6 a side, \
             board and hand together.",
            side_name(lang, *side),
            on_board + u32::from(*in_hand)
        ),
        (
            Lang::Pl,
            TooManyAkidadaPieces {
                side,
                on_board,
                in_hand,
            },
        ) => {
            let total = on_board + u32::from(*in_hand);
            format!(
                "{} mają {total} {} ({on_board} na planszy, {in_hand} w ręce): najwyżej 6 na \
                 stronę, razem na planszy i w ręce.",
                side_name(lang, *side),
                pieces_pl(total)
            )
        }
        (Lang::En, ManOnFirstRank { side, square }) => format!(
            "A {} man on {square} could never have got there: men move only forward and \
             sideways.",
            if white(*side) { "white" } else { "black" }
        ),
        (Lang::Pl, ManOnFirstRank { side, square }) => format!(
            "{} pionek na {square} nie mógł się tam znaleźć w partii: pionki chodzą tylko do \
             przodu i w bok.",
            if white(*side) { "Biały" } else { "Czarny" }
        ),
        (Lang::En, UnevenHands { in_hand, side }) => format!(
            "In hand: White {}, Black {}, {} to move. This cannot arise in a game: the players \
             place in turn, so the player to move holds as many pieces in hand as the \
             opponent, or one more.",
            in_hand[0],
            in_hand[1],
            side_name(lang, *side)
        ),
        (Lang::Pl, UnevenHands { in_hand, side }) => format!(
            "W ręce: białe {}, czarne {}, ruch {}. Tak nie może być w partii: gracze stawiają \
             na zmianę, więc gracz na ruchu ma w ręce tyle pionków co przeciwnik albo o jeden \
             więcej.",
            in_hand[0],
            in_hand[1],
            side_gen_pl(*side)
        ),
        (Lang::En, NoPieces { side }) => format!(
            "{} is to move but has no pieces: the game is already over, {}.",
            side_name(lang, *side),
            wins(lang, side.opposite())
        ),
        (Lang::Pl, NoPieces { side }) => format!(
            "{} są na ruchu, ale nie mają żadnego pionka: partia jest już skończona, {}.",
            side_name(lang, *side),
            wins(lang, side.opposite())
        ),
        (Lang::En, NoLegalMove { side }) => format!(
            "{} is to move but has no legal move: the game is already over, {}.",
            side_name(lang, *side),
            wins(lang, side.opposite())
        ),
        (Lang::Pl, NoLegalMove { side }) => format!(
            "{} są na ruchu, ale nie mają żadnego możliwego ruchu: partia jest już skończona, \
             {}.",
            side_name(lang, *side),
            wins(lang, side.opposite())
        ),
        (Lang::En, FewPieces { side, count }) => {
            let has = match count {
                0 => "has no pieces".to_string(),
                1 => "has only one piece".to_string(),
                2 => "has only two pieces".to_string(),
                n => format!("has only {n} {}", pieces_en(*n)),
            };
            format!(
                "{} {has}, board and hand together: the game is already over, {}.",
                side_name(lang, *side),
                wins(lang, side.opposite())
            )
        }
        (Lang::Pl, FewPieces { side, count }) => {
            let has = match count {
                0 => "nie mają żadnego pionka".to_string(),
                1 => "mają tylko jeden pionek".to_string(),
                2 => "mają tylko dwa pionki".to_string(),
                n => format!("mają tylko {n} {}", pieces_pl(*n)),
            };
            format!(
                "{} {has} (razem na planszy i w ręce): partia jest już skończona, {}.",
                side_name(lang, *side),
                wins(lang, side.opposite())
            )
        }
        (_, Over(outcome)) => over(lang, *outcome),
    }
}

/// Any other way a set-up position can already be decided.
fn over(lang: Lang, outcome: Outcome) -> String {
    let tr = Tr(lang);
    let result = match outcome.winner() {
        Some(w) => wins(lang, w),
        None => tr.t(crate::app::text::T::Draw).to_lowercase(),
    };
    match lang {
        Lang::En => format!(
            "The game is already over ({}): {result}.",
            tr.reason(outcome.reason())
        ),
        Lang::Pl => format!(
            "Partia jest już skończona ({}): {result}.",
            tr.reason(outcome.reason())
        ),
    }
}

/// What a reader expected where a position string or a move went wrong.
pub fn expected(e: Expected, lang: Lang) -> &'static str {
    use Expected::*;
    match lang {
        Lang::En => e.english(),
        Lang::Pl => match e {
            SideToMove => "W lub B (kto ma ruch)",
            Colon => "„:” przed listą pionków",
            ListSide => "W lub B (czyje pionki są dalej)",
            ListOnce => "listy każdej strony tylko raz",
            BothLists => "obu list pionków, :W… i :B…",
            WhiteList => "„:W” i punktów białych",
            BlackList => "„:B” i punktów czarnych",
            SquareComma => "„,” między polami",
            Square => "pola od a1 do h8 (damka zapisana jako Kd5)",
            SquareNotRepeated => "pola, którego jeszcze nie podano",
            PointComma => "„,” między punktami",
            Point => "punktu planszy, np. c1",
            PointNotRepeated => "punktu, którego jeszcze nie podano",
            Hands => "„:H” i liczby pionków w ręce, np. :H6,6",
            HandComma => "„,” między liczbami pionków w ręce",
            HandCount => "liczby pionków w ręce od 0 do 6",
            End => "końca tekstu",
            StartSquare => "pola startowego, np. d3",
            Separator => "„-” dla ruchu albo „x” dla bicia",
            SameSeparator => "tego samego znaku w całym ruchu („-” albo „x”)",
            SingleDestination => "jednego pola docelowego po „-”",
            DestinationSquare => "pola, np. d4",
            SeparatorAndDestination => "„-” albo „x” i pola docelowego",
            Removal => "„x” i punktu zdejmowanego pionka",
            DifferentRemoval => "innego punktu dla drugiego zdjęcia",
        },
    }
}

/// A position string or move that could not be read: where, what was expected,
/// what was found.
pub fn parse_error(e: &ParseError, lang: Lang) -> String {
    let at = e.column;
    let want = expected(e.expected, lang);
    match (lang, e.found.is_empty()) {
        (Lang::En, true) => format!("At character {at}: expected {want}, found the end."),
        (Lang::En, false) => {
            format!("At character {at}: expected {want}, found “{}”.", e.found)
        }
        (Lang::Pl, true) => format!("Znak {at}: oczekiwano {want}, a tekst się kończy."),
        (Lang::Pl, false) => format!("Znak {at}: oczekiwano {want}, a jest „{}”.", e.found),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for &key in E::ALL {
            assert!(!key.get(Lang::En).is_empty(), "{key:?}");
            assert!(!key.get(Lang::Pl).is_empty(), "{key:?}");
        }
    }

    #[test]
    fn polish_plurals() {
        assert_eq!(pieces_pl(1), "pionek");
        assert_eq!(pieces_pl(2), "pionki");
        assert_eq!(pieces_pl(7), "pionków");
        assert_eq!(pieces_pl(17), "pionków");
        assert_eq!(pieces_pl(22), "pionki");
    }
}
