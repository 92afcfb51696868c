//! The words of the computer player, hints, analysis and game review: the
//! `computer-*` messages of `computer.ftl`, and the functions below that choose
//! one by a value (a level, an exact value, a move class).

use crate::ai::Value;
use crate::ai::review::MoveClass;
use crate::app::text::Lang;
use crate::games::GameKind;
use crate::games::estimate::Eval;
use crate::i18n::{Tr, m};

/// A level's name: Dama has eight, Akidada five (the last plays perfectly).
pub fn level_name(kind: GameKind, level: u8, lang: Lang) -> String {
    Tr(lang).f(
        m::COMPUTER_LEVEL_NAME,
        [("game", kind.id().into()), ("level", level.into())],
    )
}

/// An exact value in words: "win in 7", "draw", "loss in 12" (`lost` for 0).
pub fn value_words(value: Value, lang: Lang) -> String {
    let tr = Tr(lang);
    match value {
        Value::Win(n) => tr.f(m::COMPUTER_VALUE_WIN, [("plies", n.into())]),
        Value::Loss(0) => tr.t(m::COMPUTER_VALUE_LOST).to_string(),
        Value::Loss(n) => tr.f(m::COMPUTER_VALUE_LOSS, [("plies", n.into())]),
        Value::Draw => tr.t(m::COMPUTER_VALUE_DRAW).to_string(),
    }
}

/// An evaluation in words: an exact value as [`value_words`] (with the
/// no-progress note where it applies), a score as `+1.50` men.
pub fn eval_words(eval: Eval, lang: Lang) -> String {
    match eval {
        Eval::Cp(_) => eval.short(),
        Eval::Exact { value, cursed } => {
            let words = value_words(value, lang);
            if cursed {
                format!("{words} ({})", cursed_note(lang))
            } else {
                words
            }
        }
    }
}

/// An exact value in the few letters a badge on the board has room for, in
/// the language's own letters ("W21", "P21" in Polish); a score as `+1.50`.
pub fn eval_badge(eval: Eval, lang: Lang) -> String {
    let tr = Tr(lang);
    match eval {
        Eval::Cp(_) => eval.short(),
        Eval::Exact { value, .. } => match value {
            Value::Win(n) => tr.f(m::COMPUTER_BADGE_WIN, [("plies", n.into())]),
            Value::Loss(n) => tr.f(m::COMPUTER_BADGE_LOSS, [("plies", n.into())]),
            Value::Draw => tr.t(m::COMPUTER_BADGE_DRAW).to_string(),
        },
    }
}

/// The note beside a table win the no-progress rule turns into a draw.
pub fn cursed_note(lang: Lang) -> &'static str {
    Tr(lang).t(m::COMPUTER_CURSED_NOTE)
}

/// A move class's name, in its plural form after a count ("3 mistakes").
pub fn class_name(class: MoveClass, count: u32, lang: Lang) -> String {
    let id = match class {
        MoveClass::Best => m::COMPUTER_CLASS_BEST,
        MoveClass::Good => m::COMPUTER_CLASS_GOOD,
        MoveClass::Inaccuracy => m::COMPUTER_CLASS_INACCURACY,
        MoveClass::Mistake => m::COMPUTER_CLASS_MISTAKE,
        MoveClass::Blunder => m::COMPUTER_CLASS_BLUNDER,
    };
    Tr(lang).f(id, [("count", count.into())])
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
    fn plurals_and_values_come_from_the_files() {
        assert_eq!(
            class_name(MoveClass::Blunder, 5, Lang::Pl),
            "poważnych błędów"
        );
        assert_eq!(class_name(MoveClass::Mistake, 1, Lang::En), "mistake");
        assert_eq!(value_words(Value::Win(7), Lang::Pl), "wygrana w 7");
        assert_eq!(level_name(GameKind::Akidada, 5, Lang::En), "Perfect");
    }
}
