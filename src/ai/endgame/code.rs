//! A value in one byte. A win always takes an odd number of plies (the winner
//! makes the last move) and a loss an even number, so one byte holds both kinds
//! up to [`MAX_DISTANCE`] plies: 0 is a draw, an odd byte `n` is `win n`, an even
//! byte `n >= 2` is `loss n-2`.

use crate::ai::Value;

/// The longest win or loss a byte holds. A build that finds a longer one stops
/// with an error rather than storing a wrong value.
pub const MAX_DISTANCE: u16 = 250;

pub const DRAW: u8 = 0;
/// The largest value byte: `loss MAX_DISTANCE`.
pub const MAX_CODE: u8 = MAX_DISTANCE as u8 + 2;
/// Not a value: a square clash in the numbering, whose byte nobody reads.
pub const NONE: u8 = 255;

/// The byte of a value, if its distance fits.
pub const fn encode(value: Value) -> Option<u8> {
    match value {
        Value::Draw => Some(DRAW),
        Value::Win(n) if n % 2 == 1 && n <= MAX_DISTANCE => Some(n as u8),
        Value::Loss(n) if n % 2 == 0 && n <= MAX_DISTANCE => Some(n as u8 + 2),
        _ => None,
    }
}

/// The value of a byte made by [`encode`].
#[inline(always)]
pub const fn decode(code: u8) -> Value {
    if code == DRAW {
        Value::Draw
    } else if code % 2 == 1 {
        Value::Win(code as u16)
    } else {
        Value::Loss(code as u16 - 2)
    }
}

/// `win n` for an odd `n`.
#[inline(always)]
pub const fn win(n: u16) -> u8 {
    n as u8
}

/// `loss n` for an even `n`.
#[inline(always)]
pub const fn loss(n: u16) -> u8 {
    n as u8 + 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_in_range_round_trips() {
        for n in 0..=MAX_DISTANCE {
            let v = if n % 2 == 1 {
                Value::Win(n)
            } else {
                Value::Loss(n)
            };
            let c = encode(v).unwrap();
            assert_ne!(c, NONE);
            assert_eq!(decode(c), v);
        }
        assert_eq!(decode(encode(Value::Draw).unwrap()), Value::Draw);
        assert_eq!(
            encode(Value::Win(2)),
            None,
            "a win takes an odd number of plies"
        );
        assert_eq!(encode(Value::Loss(3)), None);
        assert_eq!(encode(Value::Win(MAX_DISTANCE + 1)), None);
    }
}
