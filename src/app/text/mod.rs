//! The window's texts: the messages of the Fluent files of `crate::i18n`
//! (`assets/locales/<lang>/*.ftl`), read straight from that layer
//! (`Tr(lang).t(m::NEW_GAME)`). [`Tr`]'s helpers here choose a message by a
//! value of the game (a side, a game kind, a capture rule); the rules' and the
//! records' errors are worded by their own `message()`, which the methods here
//! only call. The status line is kept as a [`Status`] and worded when shown.

pub mod editor;
pub mod pdn;
mod records;
mod status;
pub mod thinking;

pub use status::Status;

use crate::games::{EndReason, GameKind, Outcome, Side};
use crate::i18n::m;

/// A language of the interface (the one of `crate::i18n`).
pub use crate::i18n::Lang;

/// The texts of one language: the Fluent layer's, with the helpers below that
/// choose a message by a value of the game.
pub use crate::i18n::Tr;

impl Tr {
    pub fn side(self, side: Side) -> &'static str {
        self.t(match side {
            Side::White => m::WHITE,
            Side::Black => m::BLACK,
        })
    }

    pub fn game(self, kind: GameKind) -> &'static str {
        self.t(match kind {
            GameKind::Akidada => m::AKIDADA,
            GameKind::Dama => m::DAMA,
        })
    }

    /// Why a game ended, as a sentence.
    pub fn reason(self, reason: EndReason) -> &'static str {
        self.t(reason.message().id)
    }

    /// A player's name with their colour: "Ada (White)", or "Engine (game 1)
    /// \[White\]" when the name has brackets of its own.
    pub fn player_with_side(self, name: &str, side: Side) -> String {
        let bracketed = if name.trim_end().ends_with(')') {
            "yes"
        } else {
            "no"
        };
        self.f(
            m::PLAYER_WITH_SIDE,
            [
                ("name", name.into()),
                ("side", self.side(side).into()),
                ("bracketed", bracketed.into()),
            ],
        )
    }

    /// The game-over headline: who won, or a draw.
    pub fn outcome_headline(self, outcome: Outcome, names: &[String; 2]) -> String {
        match outcome.winner() {
            Some(w) => {
                let player = self.player_with_side(&names[w.index()], w);
                self.f(m::OUTCOME_HEADLINE_WIN, [("player", player.into())])
            }
            None => self.t(m::DRAW).to_string(),
        }
    }

    pub fn lot_result(self, side: Side, name: &str) -> String {
        let player = self.player_with_side(name, side);
        self.f(m::LOT_RESULT, [("player", player.into())])
    }

    /// The explanation in the losing-move dialog.
    pub fn losing_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        self.capture_explanation(
            [m::LOSING_EXPLANATION_NO_CAPTURE, m::LOSING_EXPLANATION],
            mv,
            captured,
            maximum,
        )
    }

    /// The explanation when a non-maximal move is refused (`Forbidden`).
    pub fn refused_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        self.capture_explanation(
            [m::REFUSED_EXPLANATION_NO_CAPTURE, m::REFUSED_EXPLANATION],
            mv,
            captured,
            maximum,
        )
    }

    /// A move capturing less than the maximum: the first message when it
    /// captures nothing, the second otherwise.
    fn capture_explanation(
        self,
        [none, some]: [&'static str; 2],
        mv: &str,
        captured: u32,
        maximum: u32,
    ) -> String {
        if captured == 0 {
            self.f(none, [("move", mv.into()), ("maximum", maximum.into())])
        } else {
            self.f(
                some,
                [
                    ("move", mv.into()),
                    ("captured", captured.into()),
                    ("maximum", maximum.into()),
                ],
            )
        }
    }

    /// Why playing at an earlier point of the game needs confirming.
    pub fn truncate_explanation(self, mv: &str, later: usize) -> String {
        self.f(
            m::TRUNCATE_EXPLANATION,
            [("move", mv.into()), ("count", later.into())],
        )
    }

    /// The heading of a group of capture variants: "6 pieces: compulsory".
    pub fn variant_group(
        self,
        count: usize,
        legal: bool,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        let mark = match (legal, rule) {
            (true, _) => "compulsory",
            (false, NonMaxCapture::Loses) => "loses",
            (false, NonMaxCapture::Forbidden) => "not-allowed",
        };
        self.f(
            m::VARIANT_GROUP,
            [("count", count.into()), ("mark", mark.into())],
        )
    }

    /// Why a shorter capture is not a legal move, in words.
    pub fn shorter_reason(
        self,
        count: u32,
        maximum: u32,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        let id = match rule {
            NonMaxCapture::Loses => m::SHORTER_REASON_LOSES,
            NonMaxCapture::Forbidden => m::SHORTER_REASON_FORBIDDEN,
        };
        self.f(id, [("count", count.into()), ("maximum", maximum.into())])
    }

    /// "Capture is compulsory: 3 pieces".
    pub fn must_capture(self, maximum: u32) -> String {
        self.f(m::MUST_CAPTURE_PIECES, [("count", maximum.into())])
    }
}

/// Moves numbered as the move list numbers them, from the game's first move
/// (each number a pair of moves): `12. c3-c4 f6-f5 13. d3-d4`, or
/// `12... f6-f5 13. d3-d4` when the first is the second of its pair.
/// `first_ply` is the game's number of the first move given (1 for the first).
pub fn numbered_moves(first_ply: usize, texts: &[impl AsRef<str>]) -> String {
    let mut out = String::new();
    for (i, text) in texts.iter().enumerate() {
        let ply = first_ply.max(1) + i;
        let number = (ply - 1) / 2 + 1;
        if !out.is_empty() {
            out.push(' ');
        }
        if ply % 2 == 1 {
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        }
        out.push_str(text.as_ref());
    }
    out
}

/// A clause as it stands alone: its first letter a capital (in Turkish the
/// dotted i is İ).
pub(crate) fn capitalise(lang: Lang, text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some('i') if lang == Lang::Tr => std::iter::once('İ').chain(chars).collect(),
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_numbered_as_the_move_list_numbers_them() {
        assert_eq!(
            numbered_moves(1, &["c3-c4", "f6-f5", "d3-d4"]),
            "1. c3-c4 f6-f5 2. d3-d4"
        );
        assert_eq!(
            numbered_moves(24, &["f6-f5", "d3-d4"]),
            "12... f6-f5 13. d3-d4"
        );
        assert_eq!(numbered_moves(23, &["a1"]), "12. a1");
        assert_eq!(numbered_moves(5, &[] as &[&str]), "");
    }

    #[test]
    fn a_name_with_brackets_gets_its_colour_in_square_ones() {
        let tr = Tr(Lang::En);
        assert_eq!(tr.player_with_side("Ada", Side::White), "Ada (White)");
        assert_eq!(
            tr.player_with_side("Greedy engine (game 1)", Side::Black),
            "Greedy engine (game 1) [Black]"
        );
        let win = Outcome::Win {
            winner: Side::Black,
            reason: EndReason::NoLegalMove,
        };
        let names = ["Ada".to_string(), "Ola (club)".to_string()];
        assert_eq!(tr.outcome_headline(win, &names), "Ola (club) [Black] wins");
        assert_eq!(
            Tr(Lang::Pl).lot_result(Side::White, "Ada"),
            "Losowanie: zaczyna Ada (Białe)"
        );
    }

    #[test]
    fn locales() {
        assert_eq!(Lang::from_locale("pl-PL"), Lang::Pl);
        assert_eq!(Lang::from_locale("pl_PL.UTF-8"), Lang::Pl);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
    }
}
