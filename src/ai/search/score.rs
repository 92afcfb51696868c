//! Scores inside the search: hundredths of a man, or a proven result stored the
//! way chess engines store mates, `MATE - plies` from the root, so that a quicker
//! win is a larger number.

use crate::ai::Value;

/// A won position at the root: the side to move has already won there (never
/// happens; kept as the top of the scale).
pub const MATE: i32 = 30_000;
/// Scores beyond this are proven results (a table may prove wins hundreds of
/// plies long).
pub const PROVEN: i32 = MATE - 4_000;
/// Larger than any score: the bounds of a full window.
pub const INFINITE: i32 = MATE + 1;
/// The evaluation is kept inside this, clear of proven scores.
pub const EVAL_LIMIT: i32 = 20_000;

/// The side to move at `ply` plies from the root has lost.
#[inline(always)]
pub const fn lost_at(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// Whether a score is a proven result.
#[inline(always)]
pub const fn is_proven(score: i32) -> bool {
    score >= PROVEN || score <= -PROVEN
}

/// The exact value a proven score stands for, from the side to move at the root
/// (`None` for a heuristic score).
pub fn to_value(score: i32) -> Option<Value> {
    if score >= PROVEN {
        Some(Value::Win((MATE - score) as u16))
    } else if score <= -PROVEN {
        Some(Value::Loss((MATE + score) as u16))
    } else {
        None
    }
}

/// The score of an exact value met `ply` plies from the root (from an endgame
/// table): a win in `n` there is a win in `ply + n` from the root.
pub fn from_value(value: Value, ply: usize) -> i32 {
    let far = |n: u16| (ply as i32 + i32::from(n)).min(MATE - PROVEN);
    match value {
        Value::Win(n) => MATE - far(n),
        Value::Loss(n) => -MATE + far(n),
        Value::Draw => 0,
    }
}

/// A score as the table keeps it: proven scores counted from the node, not the
/// root, so that the entry holds wherever the node is met again.
#[inline(always)]
pub const fn to_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score + ply as i32
    } else if score <= -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

/// A table score back to the root's count.
#[inline(always)]
pub const fn from_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score - ply as i32
    } else if score <= -PROVEN {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proven_scores_are_values_counted_in_plies() {
        assert_eq!(to_value(-lost_at(1)), Some(Value::Win(1)));
        assert_eq!(to_value(lost_at(0)), Some(Value::Loss(0)));
        assert_eq!(to_value(lost_at(6)), Some(Value::Loss(6)));
        assert_eq!(to_value(150), None);
        assert_eq!(from_value(Value::Loss(3), 2), lost_at(5));
        assert_eq!(to_value(from_value(Value::Win(7), 4)), Some(Value::Win(11)));
        assert_eq!(from_value(Value::Draw, 9), 0);
    }

    #[test]
    fn table_scores_travel_between_plies() {
        let win_at_ply_9 = -lost_at(9);
        let stored = to_table(win_at_ply_9, 4);
        assert_eq!(from_table(stored, 6), -lost_at(11));
        assert_eq!(from_table(to_table(37, 3), 8), 37);
    }
}
