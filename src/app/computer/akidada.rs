//! Akidada: every answer is looked up in the solved table, which is built (or
//! read from the cache) on a worker thread (in a page, the engine's Web
//! Worker) the first time a game by these rules needs it. Looking up is instant, so moves, hints and analyses are answered
//! on the spot once the table is there.

use std::path::PathBuf;
use std::sync::Arc;

use super::{Analysis, Eval, Line};
use crate::ai::cache;
use crate::ai::solved::{Level, LoadProgress, Solver, Verdict, choose_move};
use crate::ai::worker::{Job, JobEvent, Wake};
use crate::games::GameMove;
use crate::games::akidada::{AkidadaRules, DoubleLine, Move, Position, Removal};
use crate::rng::Rng;

/// What makes two solvers differ: the options that change the game tree, and
/// the no-progress count (the table is shared; the layer is per count).
type Key = (Removal, DoubleLine, u16);

fn key_of(rules: &AkidadaRules) -> Key {
    (rules.removal, rules.double_line, rules.no_progress)
}

enum State {
    Empty,
    Loading {
        key: Key,
        job: Job<LoadProgress, Option<Solver>>,
        fraction: f32,
    },
    Ready {
        key: Key,
        solver: Arc<Solver>,
    },
}

/// The solved table, or its building.
pub struct AkidadaBrain {
    state: State,
    /// Where tables are kept: the user's cache directory unless given (a
    /// page keeps none).
    #[cfg_attr(
        target_arch = "wasm32",
        allow(dead_code, reason = "a web page keeps no tables in folders")
    )]
    dir: Option<PathBuf>,
}

impl Default for AkidadaBrain {
    fn default() -> Self {
        AkidadaBrain {
            state: State::Empty,
            dir: cache::cache_dir(),
        }
    }
}

impl AkidadaBrain {
    /// Tables kept in `dir` (tests use their own).
    pub fn with_cache_dir(dir: PathBuf) -> AkidadaBrain {
        AkidadaBrain {
            state: State::Empty,
            dir: Some(dir),
        }
    }

    /// The solver for `rules`, if it is ready; otherwise it starts to load or
    /// build it (once) and answers `None` until then.
    pub fn solver(&mut self, rules: &AkidadaRules, wake: &Wake) -> Option<Arc<Solver>> {
        self.poll();
        let key = key_of(rules);
        match &self.state {
            State::Ready { key: k, solver } if *k == key => return Some(Arc::clone(solver)),
            State::Loading { key: k, .. } if *k == key => return None,
            _ => {}
        }
        // Another table, or none yet: keep what can be kept (the table is
        // shared between no-progress counts).
        let base = match std::mem::replace(&mut self.state, State::Empty) {
            State::Ready { solver, .. } => Some(solver),
            _ => None,
        };
        let rules = *rules;
        // In a page, the engine's Web Worker solves (it keeps the last table
        // itself), and hands the table over as bytes.
        #[cfg(target_arch = "wasm32")]
        let job = {
            use crate::ai::remote::{Request, Said};
            drop(base);
            let request = Request::Solve { rules };
            Job::ask(
                crate::ai::worker::lanes::Lane::Solver,
                request,
                Arc::clone(wake),
                |said| match said {
                    Said::Solving(p) => Some(JobEvent::Progress(p)),
                    Said::Solved(solved) => Some(JobEvent::Done(solved.solver().ok())),
                    _ => None,
                },
            )
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::start("akidada-solve", Arc::clone(wake), {
            let dir = self.dir.clone();
            move |stop: &std::sync::atomic::AtomicBool, progress: &mut dyn FnMut(LoadProgress)| {
                let mut report = |p: LoadProgress| progress(p);
                let loaded = match base {
                    Some(solver) => solver.with_rules(&rules, &mut report, stop),
                    None => Solver::load_or_build_in(dir.as_deref(), &rules, &mut report, stop),
                };
                loaded.ok().map(|loaded| loaded.solver)
            }
        });
        self.state = State::Loading {
            key,
            job,
            fraction: 0.0,
        };
        None
    }

    /// Takes in the loader's news.
    pub fn poll(&mut self) {
        let State::Loading { key, job, fraction } = &mut self.state else {
            return;
        };
        let key = *key;
        for event in job.poll() {
            match event {
                JobEvent::Progress(p) => *fraction = p.fraction(),
                JobEvent::Done(Some(solver)) => {
                    self.state = State::Ready {
                        key,
                        solver: Arc::new(solver),
                    };
                    return;
                }
                JobEvent::Done(None) => {
                    self.state = State::Empty;
                    return;
                }
            }
        }
        if job.is_finished() {
            self.state = State::Empty;
        }
    }

    /// How far the table's building has come, while it is being built.
    pub fn loading(&self) -> Option<f32> {
        match &self.state {
            State::Loading { fraction, .. } => Some(*fraction),
            _ => None,
        }
    }

    /// Stops building the table (it is built again when next needed).
    pub fn cancel(&mut self) {
        if let State::Loading { job, .. } = &self.state {
            job.cancel();
        }
        self.state = State::Empty;
    }
}

/// A verdict in the window's terms.
pub fn eval_of(verdict: Verdict) -> Eval {
    Eval::Exact {
        value: verdict.value,
        cursed: verdict.is_cursed_win() || verdict.is_blessed_loss(),
    }
}

/// The computer's move at `level` (1 to 5; 5 plays perfectly).
pub fn choose(solver: &Solver, pos: &Position, level: u8, rng: &mut Rng) -> Option<Move> {
    let level = Level::new(level).unwrap_or(Level::PERFECT);
    choose_move(solver, pos, level, rng)
}

/// Every legal move with its exact value from the mover's view, best first.
pub fn move_evals(solver: &Solver, pos: &Position) -> Vec<(Move, Eval)> {
    solver
        .move_verdicts(pos)
        .into_iter()
        .map(|(mv, verdict)| (mv, eval_of(verdict)))
        .collect()
}

/// The longest a line is written out: perfect play onwards from each move.
const LINE_PLIES: usize = 10;

/// The best `lines` moves, each followed by perfect play for a few plies.
pub fn analysis(solver: &Solver, pos: &Position, lines: usize) -> Analysis {
    let lines: Vec<Line> = solver
        .lines(pos, lines, LINE_PLIES)
        .into_iter()
        .map(|(moves, verdict)| Line {
            texts: moves.iter().map(Move::notation).collect(),
            moves: moves.into_iter().map(GameMove::Akidada).collect(),
            eval: eval_of(verdict),
        })
        .collect();
    Analysis {
        eval: eval_of(solver.verdict(pos)),
        lines,
        depth: 0,
        nodes: 0,
        nps: 0,
        finished: true,
    }
}
