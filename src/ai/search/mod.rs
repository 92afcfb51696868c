//! The Dama engine's search: a call with limits in and a report out.
//!
//! ```no_run
//! use std::sync::atomic::AtomicBool;
//! use akidada::ai::search::{Limits, Search};
//! use akidada::games::Side;
//! use akidada::games::dama::{DamaRules, Position};
//!
//! let mut search = Search::new(64); // a 64 MB transposition table, kept between searches
//! let stop = AtomicBool::new(false); // another thread may set it; the search answers at once
//! let report = search.run(
//!     &Position::start(Side::White),
//!     &[],                           // keys of the game's earlier positions (repetition)
//!     &DamaRules::default(),
//!     &Limits::depth(10),
//!     &stop,
//!     &mut |r| eprintln!("depth {} score {}", r.depth, r.score),
//! );
//! println!("{:?}", report.best);
//! ```
//!
//! How it works: iterative deepening, principal variation search with aspiration
//! windows and late-move reductions, a transposition table, a quiescence search
//! that plays out every capture, the table move, killers and history for
//! ordering; optional helper threads share the table (Lazy SMP). Proven results
//! come back as exact values (`win N`, `loss N`), searched towards the quickest
//! win. See `worker.rs` for the details and the README for the measurements.

mod judge;
mod level;
mod limits;
pub mod matches;
pub mod score;
mod tt;
mod worker;

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

pub use judge::{accepts_draw, should_resign};
pub use level::{Choice, LEVELS, Level, MOVE_TIME};
pub use limits::{Clock, Limits};
pub use tt::Table;
pub use worker::MAX_PLY;

use crate::ai::Value;
use crate::ai::eval::{Weights, evaluate};
use crate::games::dama::{DamaRules, Move, Position};
pub use worker::Params;
use worker::{Iterate, Reductions, Shared, ThreadData, Worker};

/// Exact values of positions from outside the search (Dama endgame tables). The
/// search asks at every node after the root; `None` means "not in the tables".
/// The value is from the side to move, as RULES.md section 3 defines it.
pub trait EndgameTables: Send + Sync {
    fn probe(&self, pos: &Position, rules: &DamaRules) -> Option<Value>;
}

/// A score: an estimate in hundredths of a man, or a proven result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    Exact(Value),
}

impl Score {
    fn from_internal(score: i32) -> Score {
        score::to_value(score).map_or(Score::Cp(score), Score::Exact)
    }

    /// A number that orders scores (a proven win above every estimate).
    pub fn rank(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Exact(Value::Win(n)) => score::MATE - i32::from(n),
            Score::Exact(Value::Loss(n)) => -score::MATE + i32::from(n),
            Score::Exact(Value::Draw) => 0,
        }
    }
}

/// `+1.25` style is for people; this prints as the protocol does: `cp 125`,
/// `win 7`, `loss 4`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Exact(v) => write!(f, "{v}"),
        }
    }
}

/// One line of analysis: a move and the play expected after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The moves, the root's first. Never empty.
    pub moves: Vec<Move>,
    pub score: Score,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The move to play; `None` when the side to move has none (the game is lost).
    pub best: Option<Move>,
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// The deepest ply reached, captures and extensions included.
    pub seldepth: u32,
    pub nodes: u64,
    pub nps: u64,
    pub time: Duration,
    /// The best lines, best first (as many as asked for with multi-PV, at most
    /// one per legal move). `lines[0]` starts with `best`.
    pub lines: Vec<Line>,
    /// How full the transposition table is, in thousandths.
    pub hashfull: u32,
}

impl Report {
    /// The principal variation.
    pub fn pv(&self) -> &[Move] {
        self.lines.first().map_or(&[], |l| &l.moves)
    }
}

/// A search engine for Dama: owns the transposition table and the threads'
/// buffers, so one `Search` serves a whole game (or many). `Send`: it can live on
/// a worker thread.
pub struct Search {
    table: Table,
    weights: Weights,
    data: Vec<ThreadData>,
    tables: Option<Arc<dyn EndgameTables>>,
    params: Params,
    reductions: Box<Reductions>,
}

/// The largest table accepted, in MB.
pub const MAX_HASH_MB: usize = 16 * 1024;
/// The most threads accepted.
pub const MAX_THREADS: usize = 64;

impl Search {
    /// A search with a table of `hash_mb` MB and one thread.
    pub fn new(hash_mb: usize) -> Search {
        Search {
            table: Table::new(hash_mb.min(MAX_HASH_MB)),
            weights: Weights::tuned(),
            data: vec![ThreadData::default()],
            tables: None,
            params: Params::default(),
            reductions: Box::new(Reductions::new(&Params::default())),
        }
    }

    /// Other search knobs (for matches that measure them).
    pub fn set_params(&mut self, params: Params) {
        *self.reductions = Reductions::new(&params);
        self.params = params;
    }

    pub fn params(&self) -> &Params {
        &self.params
    }

    /// Resizes the table (its contents are lost).
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.table = Table::new(hash_mb.min(MAX_HASH_MB));
    }

    pub fn hash_mb(&self) -> usize {
        self.table.megabytes()
    }

    /// Threads for the next searches (1 to [`MAX_THREADS`]).
    pub fn set_threads(&mut self, threads: usize) {
        self.data
            .resize_with(threads.clamp(1, MAX_THREADS), ThreadData::default);
    }

    pub fn threads(&self) -> usize {
        self.data.len()
    }

    /// Plays with other evaluation weights (matches between two sets).
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = weights;
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// Exact values to use at every node, or none.
    pub fn set_endgame_tables(&mut self, tables: Option<Arc<dyn EndgameTables>>) {
        self.tables = tables;
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        for td in &mut self.data {
            td.clear();
        }
    }

    /// Searches `pos` within `limits` and returns the best move found.
    ///
    /// `history` holds the keys ([`Position::hash`]) of the positions the game went
    /// through before `pos` (threefold repetition); those before the last capture
    /// or forward man move cannot repeat and may be left out. `progress` is called after each
    /// completed iteration. Setting `stop` ends the search within a few
    /// milliseconds; the report then holds the best move found so far.
    ///
    /// The root is judged as the rules judge a position where no move has been
    /// made yet: it is lost if the side to move has no move (or no piece), and the
    /// lone-piece rule, which judges moves, does not apply to it. When the root was
    /// reached by a move of a game, the caller first asks whether that move ended
    /// the game ([`Position::decided_by_material`], or the session's outcome).
    pub fn run(
        &mut self,
        pos: &Position,
        history: &[u64],
        rules: &DamaRules,
        limits: &Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Report),
    ) -> Report {
        let start = Instant::now();
        self.table.new_search();
        let (soft, hard) = limits.deadlines();
        let done = AtomicBool::new(false);
        let nodes = AtomicU64::new(0);
        let shared = Shared {
            table: &self.table,
            weights: &self.weights,
            rules: *rules,
            tables: self.tables.as_deref(),
            stop,
            done: &done,
            nodes: &nodes,
            start,
            hard_deadline: hard,
            node_limit: limits.nodes,
            history,
            root: *pos,
            params: &self.params,
            reductions: &self.reductions,
        };
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32);
        let it = Iterate {
            max_depth,
            lines: limits.multipv.max(1),
            soft_deadline: soft,
            infinite: limits.infinite,
            first_depth: 1,
        };
        let table = &self.table;
        let (main_data, helpers) = self.data.split_first_mut().expect("one thread at least");
        std::thread::scope(|scope| {
            for (i, td) in helpers.iter_mut().enumerate() {
                let shared = &shared;
                scope.spawn(move || {
                    let mut w = Worker::new(shared, td, false);
                    let it = Iterate {
                        first_depth: 1 + (i as u32 % 2),
                        lines: 1,
                        soft_deadline: None,
                        infinite: true,
                        max_depth,
                    };
                    w.iterate(&it, &mut |_, _| {});
                    w.flush_nodes();
                });
            }
            let mut w = Worker::new(&shared, main_data, true);
            let completed = w.iterate(&it, &mut |w, depth| {
                progress(&report_of(w, depth, &shared, table));
            });
            done.store(true, Relaxed);
            w.flush_nodes();
            report_of(&w, completed, &shared, table)
        })
    }
}

/// The report of the main thread's state.
fn report_of(w: &Worker<'_, '_>, depth: u32, sh: &Shared<'_>, table: &Table) -> Report {
    let time = sh.start.elapsed();
    let nodes = sh.nodes.load(Relaxed) + w.unflushed_nodes();
    let nps = (nodes as f64 / time.as_secs_f64().max(1e-6)) as u64;
    let mut lines: Vec<Line> = w
        .root_moves
        .iter()
        .take(w.lines_wanted())
        .filter_map(|rm| {
            let s = if rm.score > -score::INFINITE {
                rm.score
            } else {
                rm.previous
            };
            (s > -score::INFINITE).then(|| Line {
                moves: rm.pv.clone(),
                score: Score::from_internal(s),
            })
        })
        .collect();
    if lines.is_empty()
        && let Some(rm) = w.root_moves.first()
    {
        // Stopped before the first iteration ended: the first move, as is.
        lines.push(Line {
            moves: vec![rm.mv],
            score: Score::Cp(evaluate(&sh.root, sh.weights)),
        });
    }
    let (best, score) = match lines.first() {
        Some(line) => (Some(line.moves[0]), line.score),
        None => (None, Score::Exact(Value::Loss(0))),
    };
    let seldepth = w
        .root_moves
        .first()
        .map_or(0, |rm| rm.seldepth)
        .max(depth as usize);
    Report {
        best,
        score,
        depth,
        seldepth: seldepth as u32,
        nodes,
        nps,
        time,
        lines,
        hashfull: table.permille_full(),
    }
}
