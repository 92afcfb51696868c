//! How a position stands, as plain values the records store and every layer
//! above shares: an engine's estimate or a proven result ([`Eval`]), and the
//! winning chance it gives.
//!
//! A chance is a number from -1 (lost) to +1 (won), 0 an even game. From an
//! engine's score in hundredths of a man it is `2 / (1 + e^(-k * cp)) - 1`, with
//! `k` fitted to the results of self-play (see `examples/fit_curve.rs`); a proven
//! result is exactly -1, 0 or +1.
//!
//! # How the curve was fitted
//!
//! A chance is `2 / (1 + e^(-k * cp)) - 1` for an engine score `cp` in
//! hundredths of a man (an expected score of `(1 + chance) / 2`).
//!
//! ```text
//! cargo run --release --no-default-features --features lab --example fit_curve -- 200 40000
//! ```
//!
//! plays 200 games of the engine against itself from random four-ply openings,
//! 40,000 nodes a move, records the score of each position searched (19,134
//! positions, up to ply 200) with the game's result (73 White wins, 75 draws, 52
//! Black wins), and finds the `k` with the least log loss, a draw counting half:
//! **k = 0.0104** ([`DAMA_CURVE_K`]; log loss 0.388, against 0.693 for a coin),
//! so a man up is worth a 74% expected score. Positions of one game are not
//! independent, so the error bar comes from refitting to whole games drawn with
//! replacement (200 rounds): 95% of the fits fall between 0.0079 and 0.0154.
//! Exact results (the Akidada table, the endgame tables, a proven win in the
//! search) are -1, 0 or +1, with no curve.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Side;
use super::value::Value;

/// The winning-chance curve's steepness for Dama scores (hundredths of a man),
/// fitted to self-play results (how, in this module's documentation above).
pub const DAMA_CURVE_K: f64 = 0.0104;

/// How a position stands for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// An engine's estimate in hundredths of a man.
    Cp(i32),
    /// A proven result; `cursed` when it is a table win (or loss) that the
    /// no-progress rule turns into a draw.
    Exact { value: Value, cursed: bool },
}

impl Eval {
    /// The winning chance of the side to move, -1 to +1.
    pub fn chance(self) -> Chance {
        match self {
            Eval::Cp(cp) => chance_of_cp(cp, DAMA_CURVE_K),
            Eval::Exact { cursed: true, .. } => 0.0,
            Eval::Exact { value, .. } => chance_of_value(value),
        }
    }

    /// The same judgement seen by the player who just moved into the position.
    pub fn for_mover(self) -> Eval {
        match self {
            Eval::Cp(cp) => Eval::Cp(-cp),
            Eval::Exact { value, cursed } => Eval::Exact {
                value: value.for_mover(),
                cursed,
            },
        }
    }

    /// White's winning chance, given who is to move.
    pub fn white_chance(self, to_move: Side) -> Chance {
        match to_move {
            Side::White => self.chance(),
            Side::Black => -self.chance(),
        }
    }

    /// Short text from the side to move's view: `+1.25`, `-0.40`, `#7` (a
    /// win in 7 plies), `#-12` (a loss in 12), `=`, signed as scores are and
    /// marked as analysis boards mark a forced win, so that it reads the same
    /// in every language (the lines and the bar use it; the words are
    /// translated elsewhere).
    pub fn short(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            Eval::Exact {
                value: Value::Win(n),
                ..
            } => format!("#{n}"),
            Eval::Exact {
                value: Value::Loss(n),
                ..
            } => format!("#-{n}"),
            Eval::Exact { .. } => "=".to_string(),
        }
    }

    /// The few characters the bar beside the board has room for, from White's
    /// view and signed as the lines are: `+1.3`, `-1.7` (Black is better),
    /// `0.0`, `+12` (past ten men, no tenths), `#7` (White wins in 7), `#-7`
    /// (Black does), `=`.
    pub fn bar_label(self, to_move: Side) -> String {
        match self {
            Eval::Cp(cp) => {
                let white = if to_move == Side::White { cp } else { -cp };
                let men = f64::from(white) / 100.0;
                let tenths = (men * 10.0).round();
                if tenths == 0.0 {
                    "0.0".to_string()
                } else if tenths.abs() >= 100.0 {
                    format!("{men:+.0}")
                } else {
                    format!("{:+.1}", tenths / 10.0)
                }
            }
            Eval::Exact {
                value: Value::Draw, ..
            }
            | Eval::Exact { cursed: true, .. } => "=".to_string(),
            Eval::Exact { .. } => self.short_for_white(to_move),
        }
    }

    /// The same, from White's view (for the bar beside the board).
    pub fn short_for_white(self, to_move: Side) -> String {
        let white = match to_move {
            Side::White => self,
            Side::Black => match self {
                Eval::Cp(cp) => Eval::Cp(-cp),
                Eval::Exact { value, cursed } => Eval::Exact {
                    value: value.flipped(),
                    cursed,
                },
            },
        };
        white.short()
    }
}

/// An evaluation as saved with a game: `cp 35`, `win 7`, `loss 4`, `draw`, and
/// a table result the no-progress rule spoils marked `win 120 cursed`.
impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Eval::Cp(cp) => write!(f, "cp {cp}"),
            Eval::Exact { value, cursed } => {
                write!(f, "{value}")?;
                if *cursed {
                    f.write_str(" cursed")?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Eval {
    type Err = String;

    fn from_str(text: &str) -> Result<Eval, String> {
        let text = text.trim();
        if let Some(cp) = text.strip_prefix("cp ") {
            return cp
                .trim()
                .parse()
                .map(Eval::Cp)
                .map_err(|_| format!("'{text}' is not a score"));
        }
        let (value, cursed) = match text.strip_suffix(" cursed") {
            Some(v) => (v, true),
            None => (text, false),
        };
        let value: Value = value.parse().map_err(|e| format!("{e}"))?;
        Ok(Eval::Exact { value, cursed })
    }
}

/// How a position looks to the side to move: a chance from -1 to +1.
pub type Chance = f64;

/// The winning chance of a heuristic score `cp` (hundredths of a man, side to
/// move), for the curve's steepness `k`.
pub fn chance_of_cp(cp: i32, k: f64) -> Chance {
    2.0 / (1.0 + (-k * f64::from(cp)).exp()) - 1.0
}

/// The winning chance of an exact value: a win is certain, a draw even.
pub fn chance_of_value(value: Value) -> Chance {
    match value {
        Value::Win(_) => 1.0,
        Value::Draw => 0.0,
        Value::Loss(_) => -1.0,
    }
}

/// In a saved game an evaluation is its text (`"cp 35"`, `"win 7 cursed"`), as
/// people read it.
impl Serialize for Eval {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Eval {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Eval, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bars_label_is_signed_from_whites_view_as_the_lines_are() {
        // Black better by 1.68: the lines say -1.68, the bar -1.7, whoever
        // is to move.
        assert_eq!(Eval::Cp(-168).short_for_white(Side::White), "-1.68");
        assert_eq!(Eval::Cp(-168).bar_label(Side::White), "-1.7");
        assert_eq!(Eval::Cp(168).bar_label(Side::Black), "-1.7");
        assert_eq!(Eval::Cp(130).bar_label(Side::White), "+1.3");
        assert_eq!(Eval::Cp(-4).bar_label(Side::White), "0.0");
        assert_eq!(Eval::Cp(-1250).bar_label(Side::White), "-12");
    }

    #[test]
    fn evals_turn_with_the_side_to_move() {
        // A man and a half up: clearly better (the fit says a man is worth a
        // 74% expected score), far from won.
        let e = Eval::Cp(150);
        assert!(e.chance() > 0.5 && e.chance() < 0.8, "{}", e.chance());
        assert_eq!(e.white_chance(Side::Black), -e.chance());
        assert_eq!(e.for_mover(), Eval::Cp(-150));
        assert_eq!(e.short(), "+1.50");
        let won = Eval::Exact {
            value: Value::Loss(4),
            cursed: false,
        };
        assert_eq!(won.for_mover().short(), "#5");
        assert_eq!(won.short(), "#-4");
        // Black to move loses in 4: White wins.
        assert_eq!(won.short_for_white(Side::Black), "#4");
        assert_eq!(won.bar_label(Side::Black), "#4");
        assert_eq!(won.bar_label(Side::White), "#-4");
        let cursed = Eval::Exact {
            value: Value::Win(120),
            cursed: true,
        };
        assert_eq!(cursed.chance(), 0.0);
    }

    #[test]
    fn evals_are_saved_and_read_back() {
        for e in [
            Eval::Cp(-35),
            Eval::Exact {
                value: Value::Win(7),
                cursed: false,
            },
            Eval::Exact {
                value: Value::Loss(120),
                cursed: true,
            },
        ] {
            assert_eq!(e.to_string().parse::<Eval>(), Ok(e));
            let ron = ron::to_string(&e).unwrap();
            assert_eq!(ron::from_str::<Eval>(&ron), Ok(e), "{ron}");
        }
        assert!("cp x".parse::<Eval>().is_err());
        assert!("maybe".parse::<Eval>().is_err());
        assert!(ron::from_str::<Eval>("\"maybe\"").is_err());
    }

    #[test]
    fn the_curve_is_odd_bounded_and_rises() {
        let k = 0.004;
        assert_eq!(chance_of_cp(0, k), 0.0);
        assert!((chance_of_cp(300, k) + chance_of_cp(-300, k)).abs() < 1e-12);
        assert!(chance_of_cp(100, k) < chance_of_cp(200, k));
        assert!(chance_of_cp(100_000, k) <= 1.0 && chance_of_cp(100_000, k) > 0.99);
        assert_eq!(chance_of_value(Value::Win(9)), 1.0);
        assert_eq!(chance_of_value(Value::Loss(0)), -1.0);
    }
}
