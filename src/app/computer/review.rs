//! Game review: every position of a game judged in the background; the
//! review made of the judgements is the game's own ([`crate::app::play::review`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::dama::{Root, run_analysis};
use super::{Analysis, akidada};
use crate::ai::Value;
use crate::ai::review::{Chance, chance_of_value};
use crate::ai::search::{EndgameTables, Limits, Search};
use crate::ai::solved::Solver;
use crate::ai::worker::{Job, Wake};
use crate::app::play::ActiveGame;
use crate::app::play::review::{Judged, Review};
use crate::games::akidada::Position as AkidadaPosition;
use crate::games::{Outcome, Side};

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

/// An analysis's judgement: its value and its best line.
fn judged_of(analysis: &Analysis) -> Judged {
    let best_line = analysis.lines.first();
    Judged {
        eval: analysis.eval,
        best: best_line.and_then(|l| l.texts.first().cloned()),
        line: best_line.map(|l| l.texts.clone()).unwrap_or_default(),
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
    use crate::ai::worker::{JobEvent, lanes::Lane};
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
        Said::Judged(done) => Some(JobEvent::Progress((done, searched))),
        Said::Reviewed(reports) => {
            let mut reports = reports.into_iter();
            let judged = spots
                .iter()
                .map(|spot| match spot {
                    Spot::Dama(root) => reports
                        .next()
                        .map(|r| judged_of(&super::dama::analysis_of(&root.pos, &r, true))),
                    Spot::Akidada(_) | Spot::Over(_) => None,
                })
                .collect();
            Some(JobEvent::Done(Some(judged)))
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
                Some(judged_of(&akidada::analysis(solver, pos, 1)))
            }
            Spot::Dama(root) => {
                let a = run_analysis(search, root, limits, stop, &mut |_| {});
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                Some(judged_of(&a))
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
