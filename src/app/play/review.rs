//! A game's review as the game keeps it: each position's judgement, and each
//! move marked by how much of the mover's winning chance it threw away, with
//! the better move named (see [`crate::ai::review`] for the classes). The
//! computer makes the judgements ([`crate::app::computer::review`]); the game
//! holds the result and saves it, so this stays below the computer.

use crate::ai::Value;
use crate::ai::review::{Chance, MoveClass, PlayerSummary};
use crate::games::estimate::Eval;
use crate::games::{Outcome, Side};
use crate::record::SavedReview;

/// A position's judgement in a review: its evaluation (side to move), the
/// best move there, in notation, and the line it begins (the principal
/// variation, the best move first; only the move for a review read back from
/// a saved game, which keeps no lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub eval: Eval,
    pub best: Option<String>,
    pub line: Vec<String>,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove {
    pub mover: Side,
    pub class: MoveClass,
    /// How much of the mover's chance (-1..1) the move lost.
    pub lost: Chance,
    /// The best move there, when the move played was not as good.
    pub better: Option<String>,
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// White's winning chance after each number of moves (0 = the start).
    pub white_chances: Vec<Chance>,
    /// The evaluation of each position, side to move (`None` where the game is
    /// over), as saved with the game.
    pub judged: Vec<Option<Judged>>,
    pub moves: Vec<ReviewedMove>,
}

impl Review {
    /// The review of a game from the judgement of its positions. `sides[i]` is
    /// the side to move after `i` moves, `over` the result if the game ended.
    pub fn from_judged(
        judged: Vec<Option<Judged>>,
        sides: &[Side],
        over: Option<Outcome>,
    ) -> Review {
        let chance_of = |i: usize| -> Chance {
            match judged.get(i).and_then(|j| j.as_ref()) {
                Some(j) => j.eval.white_chance(sides[i]),
                None => match over.and_then(Outcome::winner) {
                    Some(Side::White) => 1.0,
                    Some(Side::Black) => -1.0,
                    None => 0.0,
                },
            }
        };
        let white_chances: Vec<Chance> = (0..judged.len()).map(chance_of).collect();
        let mut moves = Vec::new();
        for i in 0..judged.len().saturating_sub(1) {
            let mover = sides[i];
            let sign = if mover == Side::White { 1.0 } else { -1.0 };
            let (before, after) = (white_chances[i] * sign, white_chances[i + 1] * sign);
            let Some(here) = &judged[i] else { break };
            let next_value = judged[i + 1]
                .as_ref()
                .and_then(|j| exact(j.eval))
                .map(Value::for_mover);
            let class = match (exact(here.eval), next_value) {
                // Exact on both sides (Akidada, endgame tables): by the values.
                (Some(best), Some(played)) => MoveClass::of_values(best, played),
                _ => MoveClass::of_loss(before - after),
            };
            let lost = (before - after).max(0.0);
            moves.push(ReviewedMove {
                mover,
                class,
                lost,
                better: (class > MoveClass::Good)
                    .then(|| here.best.clone())
                    .flatten(),
            });
        }
        Review {
            white_chances,
            judged,
            moves,
        }
    }

    /// The review as saved with the game.
    pub fn to_record(&self) -> SavedReview {
        SavedReview {
            evals: self
                .judged
                .iter()
                .map(|j| j.as_ref().map(|j| j.eval))
                .collect(),
            best: self
                .judged
                .iter()
                .map(|j| j.as_ref().and_then(|j| j.best.clone()))
                .collect(),
        }
    }

    /// A review saved with a game, for the game's positions (`sides`, `over`
    /// as [`Review::from_judged`] takes them); `None` if it does not fit.
    pub fn from_record(
        saved: &SavedReview,
        sides: &[Side],
        over: Option<Outcome>,
    ) -> Option<Review> {
        if saved.evals.len() != sides.len() || saved.best.len() != sides.len() {
            return None;
        }
        let judged = saved
            .evals
            .iter()
            .zip(&saved.best)
            .map(|(eval, best)| {
                eval.map(|eval| Judged {
                    eval,
                    best: best.clone(),
                    line: best.iter().cloned().collect(),
                })
            })
            .collect();
        Some(Review::from_judged(judged, sides, over))
    }

    /// One player's moves: how many of each class, and their accuracy.
    pub fn summary(&self, side: Side) -> PlayerSummary {
        PlayerSummary::of(
            self.moves
                .iter()
                .filter(|m| m.mover == side)
                .map(|m| (m.class, m.lost)),
        )
    }
}

fn exact(eval: Eval) -> Option<Value> {
    match eval {
        Eval::Exact {
            value,
            cursed: false,
        } => Some(value),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(eval: Eval) -> Option<Judged> {
        Some(Judged {
            eval,
            best: Some("d3-d4".to_string()),
            line: vec!["d3-d4".to_string()],
        })
    }

    #[test]
    fn a_move_that_throws_away_the_game_is_a_blunder() {
        use Side::{Black, White};
        // White even, plays well; Black then blunders into a lost position.
        let review = Review::from_judged(
            vec![
                judged(Eval::Cp(0)),
                judged(Eval::Cp(10)),
                judged(Eval::Cp(600)),
                None,
            ],
            &[White, Black, White, Black],
            Some(Outcome::Win {
                winner: White,
                reason: crate::games::EndReason::Resignation,
            }),
        );
        assert_eq!(review.moves.len(), 3);
        assert!(
            review.moves[0].class <= MoveClass::Good,
            "{:?}",
            review.moves[0]
        );
        assert_eq!(review.moves[1].class, MoveClass::Blunder);
        assert_eq!(review.moves[1].better.as_deref(), Some("d3-d4"));
        assert_eq!(review.white_chances.len(), 4);
        assert_eq!(review.white_chances[3], 1.0);
        assert_eq!(review.summary(Black).count(MoveClass::Blunder), 1);
    }

    #[test]
    fn exact_values_judge_by_result() {
        use Side::{Black, White};
        let win = |n| Eval::Exact {
            value: Value::Win(n),
            cursed: false,
        };
        let draw = Eval::Exact {
            value: Value::Draw,
            cursed: false,
        };
        // White has a win in 5 and plays into a draw: a blunder.
        let review = Review::from_judged(vec![judged(win(5)), judged(draw)], &[White, Black], None);
        assert_eq!(review.moves[0].class, MoveClass::Blunder);
    }
}
