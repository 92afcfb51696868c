//! Judging the moves of a finished game, as strong analysis boards do: every
//! position gets a winning chance for the side to move, and each move is marked
//! by how much of the mover's chance it threw away.
//!
//! A chance is a number from -1 (lost) to +1 (won), 0 an even game. From an
//! engine's score in hundredths of a man it is `2 / (1 + e^(-k * cp)) - 1`, with
//! `k` fitted to the results of self-play (see the README); a proven result is
//! exactly -1, 0 or +1. Thresholds on the chance lost (about 0.1, 0.2 and 0.3
//! of the whole range of 2, as lichess does) separate inaccuracies, mistakes and
//! blunders.

use std::fmt;
use std::str::FromStr;

use super::Value;
use super::search::Score;
use crate::games::Side;

/// The winning-chance curve's steepness for Dama scores (hundredths of a man),
/// fitted to self-play results (README, "The computer": how the curve was fitted).
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
    pub fn of_score(score: Score) -> Eval {
        match score {
            Score::Cp(cp) => Eval::Cp(cp),
            Score::Exact(value) => Eval::Exact {
                value,
                cursed: false,
            },
        }
    }

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

    /// Short text from the side to move's view: `+1.25`, `-0.40`, `W 7`, `L 12`,
    /// `=` (the bar and the lines use it; the words for values are translated
    /// elsewhere).
    pub fn short(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            Eval::Exact {
                value: Value::Win(n),
                ..
            } => format!("W{n}"),
            Eval::Exact {
                value: Value::Loss(n),
                ..
            } => format!("L{n}"),
            Eval::Exact { .. } => "=".to_string(),
        }
    }

    /// The few characters the bar beside the board has room for, from White's
    /// view: `1.3`, `0.0`, `W7` (White wins in 7), `B7`, `=`.
    pub fn bar_label(self, to_move: Side) -> String {
        match self {
            Eval::Cp(cp) => {
                let white = if to_move == Side::White { cp } else { -cp };
                format!("{:.1}", (f64::from(white) / 100.0).abs())
            }
            Eval::Exact {
                value: Value::Draw, ..
            }
            | Eval::Exact { cursed: true, .. } => "=".to_string(),
            Eval::Exact { value, .. } => {
                let winner = if value.is_win() {
                    to_move
                } else {
                    to_move.opposite()
                };
                let n = value.distance().unwrap_or(0);
                format!("{}{n}", winner.letter())
            }
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
        assert_eq!(won.for_mover().short(), "W5");
        assert_eq!(won.short_for_white(Side::Black), "W4");
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
        }
        assert!("cp x".parse::<Eval>().is_err());
        assert!("maybe".parse::<Eval>().is_err());
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
