//! Judging the moves of a finished game, as strong analysis boards do: every
//! position gets a winning chance for the side to move ([`Eval::chance`]), and
//! each move is marked by how much of the mover's chance it threw away.
//! Thresholds on the chance lost (about 0.1, 0.2 and 0.3 of the whole range of
//! 2, as lichess does) separate inaccuracies, mistakes and blunders.

use std::fmt;

use super::search::Score;
pub use crate::games::estimate::{Chance, DAMA_CURVE_K, Eval, chance_of_cp, chance_of_value};
use crate::games::value::Value;

/// The judgement of an engine's score: a proven result is exact.
pub fn eval_of_score(score: Score) -> Eval {
    match score {
        Score::Cp(cp) => Eval::Cp(cp),
        Score::Exact(value) => Eval::Exact {
            value,
            cursed: false,
        },
    }
}

/// What a move was, judged by what it cost.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveClass {
    /// The best move, or as good.
    Best,
    /// Close to the best: lost less than an inaccuracy.
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MoveClass {
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];

    /// The class of a move that lost `lost` of the mover's chance (from -1..1,
    /// so at most 2). A loss this small counts as the best move.
    pub fn of_loss(lost: Chance) -> MoveClass {
        if lost < 0.02 {
            MoveClass::Best
        } else if lost < 0.10 {
            MoveClass::Good
        } else if lost < 0.20 {
            MoveClass::Inaccuracy
        } else if lost < 0.30 {
            MoveClass::Mistake
        } else {
            MoveClass::Blunder
        }
    }

    /// The class of a move judged by exact values (Akidada, endgame tables):
    /// the best value the mover had, and the value of the move played. Throwing
    /// away a win or a draw is a blunder, whatever the distances; a slower win
    /// or a quicker loss than the best is merely good.
    pub fn of_values(best: Value, played: Value) -> MoveClass {
        let kind = |v: Value| match v {
            Value::Win(_) => 2,
            Value::Draw => 1,
            Value::Loss(_) => 0,
        };
        if played >= best {
            MoveClass::Best
        } else if kind(played) == kind(best) {
            MoveClass::Good
        } else {
            MoveClass::Blunder
        }
    }
}

impl fmt::Display for MoveClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        })
    }
}

/// An accuracy in percent for one move from the chance it lost: 100 for the
/// best move, falling off quickly (about 68 for an inaccuracy of 0.1, 20 for a
/// blunder of 0.5, 0 for throwing away a won game).
pub fn move_accuracy(lost: Chance) -> f64 {
    let percent_lost = lost.max(0.0) * 50.0; // the chance as a share of the range
    (103.17 * (-0.0435 * percent_lost).exp() - 3.17).clamp(0.0, 100.0)
}

/// One player's moves in a reviewed game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    /// How many moves of each class, in the order of [`MoveClass::ALL`].
    pub counts: [u32; 5],
    /// The mean accuracy of the moves, in percent (`None` with no moves).
    pub accuracy: Option<f64>,
}

impl PlayerSummary {
    /// The summary of moves given as (class, chance lost).
    pub fn of(moves: impl IntoIterator<Item = (MoveClass, Chance)>) -> PlayerSummary {
        let mut counts = [0u32; 5];
        let (mut sum, mut n) = (0.0, 0u32);
        for (class, lost) in moves {
            counts[class as usize] += 1;
            sum += move_accuracy(lost);
            n += 1;
        }
        PlayerSummary {
            counts,
            accuracy: (n > 0).then(|| sum / f64::from(n)),
        }
    }

    pub fn count(&self, class: MoveClass) -> u32 {
        self.counts[class as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losses_are_classed_by_thresholds() {
        assert_eq!(MoveClass::of_loss(0.0), MoveClass::Best);
        assert_eq!(
            MoveClass::of_loss(-0.3),
            MoveClass::Best,
            "a gain is no loss"
        );
        assert_eq!(MoveClass::of_loss(0.05), MoveClass::Good);
        assert_eq!(MoveClass::of_loss(0.15), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::of_loss(0.25), MoveClass::Mistake);
        assert_eq!(MoveClass::of_loss(1.2), MoveClass::Blunder);
    }

    #[test]
    fn exact_values_make_throwing_away_a_result_a_blunder() {
        use Value::*;
        assert_eq!(MoveClass::of_values(Win(5), Win(5)), MoveClass::Best);
        assert_eq!(MoveClass::of_values(Win(5), Win(9)), MoveClass::Good);
        assert_eq!(MoveClass::of_values(Win(5), Draw), MoveClass::Blunder);
        assert_eq!(MoveClass::of_values(Draw, Loss(30)), MoveClass::Blunder);
        assert_eq!(MoveClass::of_values(Loss(10), Loss(4)), MoveClass::Good);
        assert_eq!(MoveClass::of_values(Loss(4), Loss(10)), MoveClass::Best);
    }

    #[test]
    fn accuracy_falls_with_the_chance_lost() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(0.1) > move_accuracy(0.3));
        assert_eq!(move_accuracy(2.0), 0.0);
        let s = PlayerSummary::of([
            (MoveClass::Best, 0.0),
            (MoveClass::Blunder, 0.5),
            (MoveClass::Best, 0.01),
        ]);
        assert_eq!(s.count(MoveClass::Best), 2);
        assert_eq!(s.count(MoveClass::Blunder), 1);
        let a = s.accuracy.unwrap();
        assert!(a > 30.0 && a < 80.0, "{a}");
        assert_eq!(PlayerSummary::of([]).accuracy, None);
    }
}
