//! Game review: every position of a game judged in the background, then each
//! move marked by how much of the mover's winning chance it threw away, with
//! the better move named (see [`crate::ai::review`] for the classes).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::dama::{Root, run_analysis};
use super::{Analysis, Eval, akidada};
use crate::ai::Value;
use crate::ai::review::{Chance, MoveClass, PlayerSummary, chance_of_value};
use crate::ai::search::{EndgameTables, Limits, Search};
use crate::ai::solved::Solver;
use crate::ai::worker::{Job, Wake};
use crate::app::play::ActiveGame;
use crate::games::akidada::Position as AkidadaPosition;
use crate::games::{Outcome, Side};
use crate::record::SavedReview;

/// How hard each Dama position is searched in a review: a node count, so a
/// review gives the same marks on any machine.
pub const DAMA_NODES_PER_POSITION: u64 = 400_000;

/// The search limits of the window's reviews.
pub fn window_limits() -> Limits {
    Limits {
        nodes: Some(DAMA_NODES_PER_POSITION),
        ..Limits::default()
    }
}

/// One position of the game to judge.
#[derive(Clone, Debug)]
pub enum Spot {
    /// A Dama position, with what its search needs.
    Dama(Root),
    Akidada(AkidadaPosition),
    /// The game is over here: no judgement needed, the result is known.
    Over(Outcome),
}

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

impl Judged {
    /// An analysis's judgement: its value and its best line.
    fn of(analysis: &Analysis) -> Judged {
        let best_line = analysis.lines.first();
        Judged {
            eval: analysis.eval,
            best: best_line.and_then(|l| l.texts.first().cloned()),
            line: best_line.map(|l| l.texts.clone()).unwrap_or_default(),
        }
    }
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

/// Progress of a review: positions judged out of all.
pub type ReviewProgress = (usize, usize);

/// Judges every spot on a worker thread, each Dama position searched within
/// `limits`; `None` if it was cancelled.
pub fn start(
    spots: Vec<Spot>,
    search: Arc<Mutex<Search>>,
    tables: Option<Arc<dyn EndgameTables>>,
    solver: Option<Arc<Solver>>,
    limits: Limits,
    wake: Wake,
) -> Job<ReviewProgress, Option<Vec<Option<Judged>>>> {
    // In a page, a Dama game's searches go to the engine's Web Worker.
    #[cfg(target_arch = "wasm32")]
    if solver.is_none() {
        return in_worker(spots, limits, wake);
    }
    Job::start("review", wake, move |stop, progress| {
        search
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .set_endgame_tables(tables);
        judge_all(&spots, &search, solver.as_deref(), &limits, stop, progress)
    })
}

/// A Dama game's review asked of the page's engine, all its positions in one
/// request.
#[cfg(target_arch = "wasm32")]
fn in_worker(
    spots: Vec<Spot>,
    limits: Limits,
    wake: Wake,
) -> Job<ReviewProgress, Option<Vec<Option<Judged>>>> {
    use crate::ai::remote::{Request, Said};
    use crate::ai::worker::{Event, lanes::Lane};
    let roots: Vec<_> = spots
        .iter()
        .filter_map(|spot| match spot {
            Spot::Dama(root) => Some(root.remote()),
            Spot::Akidada(_) | Spot::Over(_) => None,
        })
        .collect();
    let searched = roots.len();
    let request = Request::Judge { roots, limits };
    Job::ask(Lane::Analyst, request, wake, move |said| match said {
        Said::Judged(done) => Some(Event::Progress((done, searched))),
        Said::Reviewed(reports) => {
            let mut reports = reports.into_iter();
            let judged = spots
                .iter()
                .map(|spot| match spot {
                    Spot::Dama(root) => reports
                        .next()
                        .map(|r| Judged::of(&super::dama::analysis_of(&root.pos, &r, true))),
                    Spot::Akidada(_) | Spot::Over(_) => None,
                })
                .collect();
            Some(Event::Done(Some(judged)))
        }
        _ => None,
    })
}

/// Reviews a game here, on this thread, as the window's review does in the
/// background (`akidada review`): every position judged, Dama within
/// `limits` (with the endgame tables if given), Akidada by its solved table
/// (`solver`, which an Akidada game needs). `progress` hears of each position.
pub fn review_now(
    game: &ActiveGame,
    limits: &Limits,
    tables: Option<Arc<dyn EndgameTables>>,
    solver: Option<&Solver>,
    progress: &mut dyn FnMut(ReviewProgress),
) -> Option<Review> {
    let (spots, sides, over) = super::spots_of(game);
    let mut search = Search::new(super::dama::HASH_MB);
    search.set_endgame_tables(tables);
    let search = Mutex::new(search);
    let judged = judge_all(
        &spots,
        &search,
        solver,
        limits,
        &AtomicBool::new(false),
        progress,
    )?;
    Some(Review::from_judged(judged, &sides, over))
}

fn judge_all(
    spots: &[Spot],
    search: &Mutex<Search>,
    solver: Option<&Solver>,
    limits: &Limits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(ReviewProgress),
) -> Option<Vec<Option<Judged>>> {
    let mut judged = Vec::with_capacity(spots.len());
    for (i, spot) in spots.iter().enumerate() {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        judged.push(match spot {
            Spot::Over(_) => None,
            Spot::Akidada(pos) => {
                let solver = solver?;
                Some(Judged::of(&akidada::analysis(solver, pos, 1)))
            }
            Spot::Dama(root) => {
                let a = run_analysis(search, root, limits, stop, &mut |_| {});
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                Some(Judged::of(&a))
            }
        });
        progress((i + 1, spots.len()));
    }
    Some(judged)
}

/// White's chance in a position judged by an exact value (for tests and
/// stored reviews).
pub fn white_chance_of_value(value: Value, to_move: Side) -> Chance {
    match to_move {
        Side::White => chance_of_value(value),
        Side::Black => -chance_of_value(value),
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
