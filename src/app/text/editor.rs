//! The editor's words.
//!
//! Fixed texts are keys of [`E`], English and Polish side by side (Turkish from
//! the Fluent files, `editor-*`). The problems of a position and the errors of a
//! position string are the rules' own messages (`Problem::message`,
//! `ParseError::message`): the functions below only word them.

use crate::app::text::{Lang, capitalise, text_table};
use crate::i18n::Tr;

use crate::games::{Expected, ParseError, Problem};

text_table! {
/// A fixed text of the editor.
E ("editor-") {
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
}
