//! Judgements the app asks of the engine besides a move: whether to accept a draw
//! offer, and whether a position is hopeless (resigning, as an option).

use super::Score;

/// How much better (hundredths of a man) the engine must stand to refuse a draw:
/// about half a man, "clearly better".
pub const REFUSE_DRAW_ABOVE: i32 = 50;

/// How far behind (hundredths of a man) a position must be to count as hopeless:
/// six men, or a proven loss.
pub const RESIGN_BELOW: i32 = -600;

/// Whether the engine accepts a draw when its position scores `score` from its
/// own view: yes, unless it is clearly better (or has a proven win).
pub fn accepts_draw(score: Score) -> bool {
    match score {
        Score::Exact(v) => !v.is_win(),
        Score::Cp(cp) => cp <= REFUSE_DRAW_ABOVE,
    }
}

/// Whether a position scoring `score` from the engine's view is hopeless: a proven
/// loss, or far behind.
pub fn should_resign(score: Score) -> bool {
    match score {
        Score::Exact(v) => v.is_loss(),
        Score::Cp(cp) => cp <= RESIGN_BELOW,
    }
}

impl Score {
    /// The same score seen by the other player.
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Exact(v) => Score::Exact(v.flipped()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Value;

    #[test]
    fn a_draw_is_refused_only_when_clearly_better() {
        assert!(accepts_draw(Score::Cp(0)));
        assert!(accepts_draw(Score::Cp(-300)));
        assert!(accepts_draw(Score::Cp(30)));
        assert!(!accepts_draw(Score::Cp(120)));
        assert!(!accepts_draw(Score::Exact(Value::Win(15))));
        assert!(accepts_draw(Score::Exact(Value::Loss(15))));
        assert!(accepts_draw(Score::Exact(Value::Draw)));
    }

    #[test]
    fn only_hopeless_positions_resign() {
        assert!(should_resign(Score::Exact(Value::Loss(40))));
        assert!(should_resign(Score::Cp(-900)));
        assert!(!should_resign(Score::Cp(-200)));
        assert!(!should_resign(Score::Exact(Value::Draw)));
        assert_eq!(Score::Cp(70).flipped(), Score::Cp(-70));
        assert_eq!(
            Score::Exact(Value::Win(3)).flipped(),
            Score::Exact(Value::Loss(3))
        );
    }
}
