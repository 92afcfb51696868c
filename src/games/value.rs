//! Exact game values (RULES.md section 3): `win N`, `loss N` or `draw`, from the
//! side to move, N counting plies to the end under best play.
//!
//! Solvers, endgame tables and the engine's proven scores all speak this type.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use crate::i18n::{Msg, m};

/// The value of a position for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Value {
    /// The side to move wins in this many plies (the winning move included).
    Win(u16),
    /// The side to move loses in this many plies; `Loss(0)`: it has already lost.
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The value of the move that leads to a position of value `self` (seen by the
    /// opponent, who is to move there), from the mover's view: a move into
    /// `loss 4` for the opponent is `win 5`.
    pub const fn for_mover(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n.saturating_add(1)),
            Value::Loss(n) => Value::Win(n.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// The same value seen by the other player (no ply added).
    pub const fn flipped(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Loss(n) => Value::Win(n),
            Value::Draw => Value::Draw,
        }
    }

    pub const fn is_win(self) -> bool {
        matches!(self, Value::Win(_))
    }

    pub const fn is_loss(self) -> bool {
        matches!(self, Value::Loss(_))
    }

    /// The plies to the end, for a win or a loss.
    pub const fn distance(self) -> Option<u16> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// A number that orders values from the mover's view: a quicker win is
    /// better, a slower loss is better.
    const fn rank(self) -> i32 {
        match self {
            Value::Win(n) => 100_000 - n as i32,
            Value::Draw => 0,
            Value::Loss(n) => -100_000 + n as i32,
        }
    }
}

/// Better values are greater: `win 1 > win 9 > draw > loss 9 > loss 1`.
impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// Why a value could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError(pub String);

impl ValueError {
    pub fn message(&self) -> Msg {
        Msg::new(m::VALUE_ERROR).with("text", &self.0)
    }
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ValueError {}

impl FromStr for Value {
    type Err = ValueError;

    /// Reads `win 17`, `loss 0` or `draw` (any case, any spacing).
    fn from_str(text: &str) -> Result<Value, ValueError> {
        let bad = || ValueError(text.trim().to_string());
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or_else(bad)?.to_ascii_lowercase();
        let value = match kind.as_str() {
            "draw" => Value::Draw,
            "win" | "loss" => {
                let n: u16 = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
                if kind == "win" {
                    Value::Win(n)
                } else {
                    Value::Loss(n)
                }
            }
            _ => return Err(bad()),
        };
        match words.next() {
            Some(_) => Err(bad()),
            None => Ok(value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_order_from_the_movers_view() {
        let mut values = vec![
            Value::Loss(1),
            Value::Win(9),
            Value::Draw,
            Value::Win(1),
            Value::Loss(9),
        ];
        values.sort();
        assert_eq!(
            values,
            [
                Value::Loss(1),
                Value::Loss(9),
                Value::Draw,
                Value::Win(9),
                Value::Win(1)
            ]
        );
    }

    #[test]
    fn a_move_into_a_loss_is_a_win_one_ply_longer() {
        assert_eq!(Value::Loss(4).for_mover(), Value::Win(5));
        assert_eq!(Value::Loss(0).for_mover(), Value::Win(1));
        assert_eq!(Value::Win(3).for_mover(), Value::Loss(4));
        assert_eq!(Value::Draw.for_mover(), Value::Draw);
    }

    #[test]
    fn values_print_and_read_back() {
        for v in [Value::Win(17), Value::Loss(0), Value::Draw] {
            assert_eq!(v.to_string().parse::<Value>(), Ok(v));
        }
        assert_eq!(" WIN  3 ".parse::<Value>(), Ok(Value::Win(3)));
        for bad in ["", "win", "win x", "loss -1", "draw 2", "tie"] {
            assert!(bad.parse::<Value>().is_err(), "{bad}");
        }
    }
}
