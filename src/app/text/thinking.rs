//! The words of the computer player, hints, analysis and game review: fixed
//! texts as keys of [`C`], texts with values in them as functions (English and
//! Polish here, every language in the Fluent files: `computer.ftl`).

use crate::ai::Value;
use crate::ai::review::MoveClass;
use crate::app::text::{Lang, plural_pl, text_table};
use crate::games::GameKind;
use crate::i18n::{Tr, m};

text_table! {
/// A fixed text of the computer's part of the app.
C ("computer-") {
    Computer => "Computer", "Komputer";
    Level => "Level", "Poziom";
    Thinking => "Thinking…", "Komputer myśli…";
    Pause => "Pause the computer", "Wstrzymaj komputer";
    Resume => "Let the computer play", "Wznów grę komputera";
    Paused => "The computer is paused.", "Komputer jest wstrzymany.";
    MayResign => "The computer may resign a hopeless game", "Komputer może poddać beznadziejną partię";
    Hint => "Hint", "Podpowiedź";
    HintHelp => "Show the best move (H)", "Pokaż najlepszy ruch (H)";
    Analysis => "Analysis", "Analiza";
    AnalysisHelp => "Show the analysis panel (A)", "Pokaż panel analizy (A)";
    AnalysisTitle => "Analysis", "Analiza";
    Depth => "depth", "głębokość";
    PerSecond => "positions/s", "pozycji/s";
    Lines => "Best lines", "Najlepsze warianty";
    Solving => "Solving Akidada for these rules (first time only)…", "Rozwiązywanie Akidady dla tych zasad (tylko za pierwszym razem)…";
    LoadingTables => "Building the endgame tables (first time only)…", "Budowanie tablic końcówek (tylko za pierwszym razem)…";
    Exact => "exact", "dokładnie";
    Review => "Review the game", "Przeanalizuj partię";
    ReviewHelp => "Judge every move of the game", "Oceń każdy ruch partii";
    Reviewing => "Reviewing the game…", "Analiza partii…";
    ReviewTitle => "Game review", "Analiza partii";
    Accuracy => "Accuracy", "Dokładność";
    GraphName => "Evaluation graph", "Wykres oceny";
    StartPosition => "start", "początek";
    DrawDeclined => "The computer declines the draw: it stands better.", "Komputer odrzuca remis: ma lepszą pozycję.";
    DrawAccepted => "The computer accepts the draw.", "Komputer przyjmuje remis.";
    DrawOfferTitle => "Draw offer", "Propozycja remisu";
    TeachingScores => "Engine's judgement", "Ocena komputera";
    BestMove => "Best move", "Najlepszy ruch";
    Better => "Better was", "Lepszy był ruch";
    NotAvailable => "not available", "niedostępne";
}
}

/// A level's name: Dama has eight, Akidada five (the last plays perfectly).
pub fn level_name(kind: GameKind, level: u8, lang: Lang) -> &'static str {
    const DAMA: [(&str, &str); 8] = [
        ("Beginner", "Początkujący"),
        ("Novice", "Nowicjusz"),
        ("Casual", "Amator"),
        ("Club", "Klubowy"),
        ("Strong club", "Mocny klubowy"),
        ("Expert", "Ekspert"),
        ("Master", "Mistrz"),
        ("Full strength", "Pełna siła"),
    ];
    const AKIDADA: [(&str, &str); 5] = [
        ("Beginner", "Początkujący"),
        ("Casual", "Amator"),
        ("Club", "Klubowy"),
        ("Strong", "Mocny"),
        ("Perfect", "Bezbłędny"),
    ];
    let names: &[(&str, &str)] = match kind {
        GameKind::Dama => &DAMA,
        GameKind::Akidada => &AKIDADA,
    };
    let (en, pl) = names
        .get(usize::from(level.saturating_sub(1)))
        .copied()
        .unwrap_or(("?", "?"));
    match lang {
        Lang::En => en,
        Lang::Pl => pl,
        _ => leak_once(Tr(lang).f(
            m::COMPUTER_LEVEL_NAME,
            [("game", kind.id().into()), ("level", level.into())],
        )),
    }
}

/// A text worded once for the life of the program (a level's name in a language
/// the table above does not hold; there are thirteen names a language).
fn leak_once(text: String) -> &'static str {
    use std::collections::HashSet;
    use std::sync::Mutex;
    static WORDED: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut worded = WORDED.lock().unwrap_or_else(|e| e.into_inner());
    let set = worded.get_or_insert_with(HashSet::new);
    match set.get(text.as_str()) {
        Some(known) => known,
        None => {
            let leaked: &'static str = Box::leak(text.into_boxed_str());
            set.insert(leaked);
            leaked
        }
    }
}

/// An exact value in words: "win in 7", "draw", "loss in 12" (`already` for 0).
pub fn value_words(value: Value, lang: Lang) -> String {
    match (lang, value) {
        (Lang::En, Value::Win(n)) => format!("win in {n}"),
        (Lang::En, Value::Loss(0)) => "lost".to_string(),
        (Lang::En, Value::Loss(n)) => format!("loss in {n}"),
        (Lang::En, Value::Draw) => "draw".to_string(),
        (Lang::Pl, Value::Win(n)) => format!("wygrana w {n}"),
        (Lang::Pl, Value::Loss(0)) => "przegrana".to_string(),
        (Lang::Pl, Value::Loss(n)) => format!("przegrana w {n}"),
        (Lang::Pl, Value::Draw) => "remis".to_string(),
        (_, Value::Win(n)) => Tr(lang).f(m::COMPUTER_VALUE_WIN, [("plies", n.into())]),
        (_, Value::Loss(0)) => Tr(lang).t(m::COMPUTER_VALUE_LOST).to_string(),
        (_, Value::Loss(n)) => Tr(lang).f(m::COMPUTER_VALUE_LOSS, [("plies", n.into())]),
        (_, Value::Draw) => Tr(lang).t(m::COMPUTER_VALUE_DRAW).to_string(),
    }
}

/// The note beside a table win the no-progress rule turns into a draw.
pub fn cursed_note(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "a draw under the no-progress rule",
        Lang::Pl => "remis według zasady braku postępu",
        _ => Tr(lang).t(m::COMPUTER_CURSED_NOTE),
    }
}

/// A move class's name, and its plural after a count ("3 mistakes").
pub fn class_name(class: MoveClass, count: u32, lang: Lang) -> &'static str {
    let one = count == 1;
    match (lang, class) {
        (Lang::En, MoveClass::Best) => {
            if one {
                "best move"
            } else {
                "best moves"
            }
        }
        (Lang::En, MoveClass::Good) => {
            if one {
                "good move"
            } else {
                "good moves"
            }
        }
        (Lang::En, MoveClass::Inaccuracy) => {
            if one {
                "inaccuracy"
            } else {
                "inaccuracies"
            }
        }
        (Lang::En, MoveClass::Mistake) => {
            if one {
                "mistake"
            } else {
                "mistakes"
            }
        }
        (Lang::En, MoveClass::Blunder) => {
            if one {
                "blunder"
            } else {
                "blunders"
            }
        }
        (Lang::Pl, MoveClass::Best) => plural_pl(
            count,
            ["najlepszy ruch", "najlepsze ruchy", "najlepszych ruchów"],
        ),
        (Lang::Pl, MoveClass::Good) => {
            plural_pl(count, ["dobry ruch", "dobre ruchy", "dobrych ruchów"])
        }
        (Lang::Pl, MoveClass::Inaccuracy) => {
            plural_pl(count, ["niedokładność", "niedokładności", "niedokładności"])
        }
        (Lang::Pl, MoveClass::Mistake) => plural_pl(count, ["błąd", "błędy", "błędów"]),
        (Lang::Pl, MoveClass::Blunder) => {
            plural_pl(count, ["poważny błąd", "poważne błędy", "poważnych błędów"])
        }
        (_, class) => leak_once(Tr(lang).f(class_id(class), [("count", count.into())])),
    }
}

/// The message of a move class's name (with its plural forms).
fn class_id(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Best => m::COMPUTER_CLASS_BEST,
        MoveClass::Good => m::COMPUTER_CLASS_GOOD,
        MoveClass::Inaccuracy => m::COMPUTER_CLASS_INACCURACY,
        MoveClass::Mistake => m::COMPUTER_CLASS_MISTAKE,
        MoveClass::Blunder => m::COMPUTER_CLASS_BLUNDER,
    }
}

/// The mark after a move in the move list (as in chess annotation).
pub fn class_mark(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Best | MoveClass::Good => "",
        MoveClass::Inaccuracy => "?!",
        MoveClass::Mistake => "?",
        MoveClass::Blunder => "??",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_and_level_has_both_languages() {
        for &key in C::ALL {
            assert!(!key.get(Lang::En).is_empty() && !key.get(Lang::Pl).is_empty());
        }
        for kind in GameKind::ALL {
            for level in 1..=crate::ai::level_count(kind) {
                for lang in Lang::ALL {
                    assert_ne!(level_name(kind, level, lang), "?", "{kind} {level}");
                }
            }
        }
        assert_eq!(
            class_name(MoveClass::Blunder, 5, Lang::Pl),
            "poważnych błędów"
        );
        assert_eq!(value_words(Value::Win(7), Lang::Pl), "wygrana w 7");
    }
}
