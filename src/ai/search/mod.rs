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
//! The app, the command line and the engine protocol all call the same
//! [`Search::run`]: a position, the game's earlier positions (for repetition),
//! the rule options and [`Limits`] (depth, time, nodes, a clock, or until
//! stopped) go in; a [`Report`] comes out (best move, score, depth, seldepth,
//! nodes, nodes per second, the principal variation, and the K best lines when
//! asked), with a call after each finished depth.
//!
//! # How it searches (`thread.rs`)
//!
//! - Iterative deepening; principal variation search with aspiration windows.
//! - A transposition table ([`Table`], `tt.rs`): Zobrist keys, four slots to a
//!   64-byte bucket, a new entry replacing the same position or else the
//!   shallowest or oldest; lockless (key XOR data), shared by all threads; the
//!   size an option, 16 MB by default, allocated fallibly
//!   ([`Search::set_hash`] keeps the old table when the memory is not there).
//!   A node asks the processor to fetch the entries of all its children as soon
//!   as its moves are generated, so the cache misses overlap (see *Speed*).
//! - Captures are compulsory, so the quiescence search plays out every capture
//!   sequence to a quiet position and never stands pat while a capture exists.
//! - Move ordering: the table move, captures (kings and crowning first), two
//!   killers a ply, crowning moves, then history.
//! - A forced move is searched one ply deeper.
//! - Late-move reductions and late-move pruning of quiet moves, reverse
//!   futility at low depth, never where the opponent has a capture waiting.
//!   Null-move pruning only while each side has six pieces or more: zugzwang
//!   decides many draughts endings, so it is off where they begin. The knobs
//!   are [`Params`], measured by matches.
//! - Lazy SMP: helper threads ([`Search::set_threads`]) share the table.
//! - Every node knows every rule option: only maximal captures (the engine
//!   never plays a non-maximal move even where the rules allow it), both
//!   readings of `lone_piece`, a third repetition (counting the game's own
//!   history; a position met twice inside the line is already a draw) and the
//!   no-progress count (mixed into the table key near its end, so a position
//!   about to be drawn is not confused with the same pieces far from it).
//! - Endgame tables ([`EndgameTables`], [`Search::set_endgame_tables`]) are
//!   probed at every node after the root, quiescence included (see *The tables
//!   in quiescence*).
//! - Proven results are `win N` / `loss N` in plies (`score.rs`, stored as
//!   chess engines store mates), and the search goes on towards the quickest
//!   win.
//! - The search allocates once per thread, not per node; positions are copied,
//!   not undone; the stop flag and the clock are looked at every 1,024 nodes.
//!
//! The evaluation is [`crate::ai::eval`].
//!
//! # Levels (`level.rs`)
//!
//! Eight [`LEVELS`]. The weaker ones search less and, as strong apps do, do not
//! always play their best move: every move is scored and one is picked at
//! random among those within a margin of the best, the better ones more often;
//! a move the search proves lost is never picked while another is not.
//!
//! | level | name | search | margin |
//! |---|---|---|---|
//! | 1 | Beginner | 1 ply | 2.2 men |
//! | 2 | Novice | 2 plies | 1.3 men |
//! | 3 | Casual | 3 plies | 0.7 man |
//! | 4 | Club | 5 plies | 0.35 man |
//! | 5 | Strong club | 30,000 positions | 0.15 man |
//! | 6 | Expert | 150,000 positions | 0.05 man |
//! | 7 | Master | 1,000,000 positions | best move |
//! | 8 | Full strength | [`MOVE_TIME`] (1.5 s) a move | best move |
//!
//! Each level against the one below it, `akidada match --first level:N+1
//! --second level:N --games 40 --seed 1` (release build, one thread each): 20
//! openings of 4 random plies, each played with both colours, the error bar
//! the 95% interval from the spread of the pairs' scores. The last column is
//! what `crate::ai::puzzles::rating` uses.
//!
//! | match | games | score of the stronger | Elo difference (95% interval) | Elo above level 1 |
//! |---|---|---|---|---|
//! | 2 Novice vs 1 Beginner | 40 | +37 =0 -3, 92.5% | +436 (+294 to +759) | 436 |
//! | 3 Casual vs 2 Novice | 40 | +37 =0 -3, 92.5% | +436 (+294 to +759) | 872 |
//! | 4 Club vs 3 Casual | 40 | +34 =0 -6, 85.0% | +301 (+188 to +523) | 1173 |
//! | 5 Strong club vs 4 Club | 40 | +29 =1 -10, 73.8% | +179 (+91 to +297) | 1352 |
//! | 6 Expert vs 5 Strong club | 40 | +32 =0 -8, 80.0% | +241 (+139 to +402) | 1593 |
//! | 7 Master vs 6 Expert | 40 | +30 =2 -8, 77.5% | +215 (+122 to +348) | 1808 |
//! | 8 Full strength vs 7 Master | 60 | +28 =18 -14, 61.7% | +83 (+36 to +133) | 1891 |
//!
//! The last step is two matches (seeds 1 and 2: 40 and 20 games, 30 pairs).
//! Full strength is bounded by time (1.5 s a move, the app's limit for every
//! level), so on a busy machine it searches less while Master's million
//! positions stay the same: its figure is if anything low. Draws come only
//! near the top: the stronger both sides, the more games are drawn, and the
//! smaller each step. Beginner against Novice is wide apart on purpose: a
//! margin of 2.2 men means the beginner sometimes drops a man. No match against
//! an engine from outside this project has been played.
//!
//! [`accepts_draw`] and [`should_resign`] (`judge.rs`) are the app's other
//! questions: a draw is accepted unless the engine stands more than half a man
//! up (or has a proven win); resigning (when the setting allows, levels 5 to 8
//! only) follows two moves in a row scored a proven loss or six men down.
//!
//! # Matches (in the lab)
//!
//! Every change to the search is kept only on a measured gain. The measuring
//! is the lab's (`src/lab/matches/`, the `lab` feature): `play_match` plays two
//! configurations from random openings or given starts, each twice with the
//! colours swapped, and turns the score into an Elo difference whose 95%
//! interval comes from the spread of the pairs' scores, so the openings' own
//! bias drops out. A player may be another build of the engine, driven through
//! the protocol, so a change is measured against the build before it; the same
//! module counts the wins each side threw away.
//!
//! # Endings: the endgame suite
//!
//! `tests/data/dama_endgames.txt` holds positions with their exact results and
//! the moves that keep them: 58 of up to four pieces from the tables (races of
//! men, kings against men, king endings, under both readings of the lone-piece
//! rule); 23 of 5 to 8 pieces (`examples/make_endgame_suite.rs search`: kept
//! where two settings searching 10 s a move agree; 15 `hold`, 8 `win`); 64 of
//! five pieces from the five-piece tables of both readings (`make_endgame_suite
//! tables --pieces 5`, a win and a draw in turn, kept where at most half the
//! moves keep the result); and a game to convert (Black to move, 2.25 men up by
//! the engine's score, federation rules; too many pieces for the tables, so
//! whether it is won is not known).
//!
//! `cargo bench --no-default-features --bench endgame_suite` (release, one
//! thread, 16 MB) searches them at 100 ms and at 1 s a position with the
//! four-piece tables only, as the app plays before the player builds the
//! five-piece ones: 145 of 145 at both times, and the game, played out against
//! itself, drawn at both. With the five-piece tables in the cache the 81
//! positions of up to 8 pieces are solved at both times and the game is
//! converted by Black at 100 ms (61 plies) and drawn at 1 s. At these times the
//! small endings hardly separate versions: the suite guards against a
//! regression more than it measures a gain. `tests/engine/engine_endgames.rs`
//! checks the file against the tables and that every race is solved without
//! them at depth 14 (16 for five pieces: in `B:Wa4,a7:Be5,h6,b7` only `e5-e4`
//! holds the draw, which depth 14 misses).
//!
//! # Races and the reductions
//!
//! Reductions and pruning must not hide a race to crown.
//! `tests/engine/engine_races.rs` builds races from the tables: positions of men
//! on both sides or a king against men, where the side to move wins in 9 plies
//! or more or holds a draw that some move loses, 30 of each signature and
//! reading. It searches them without the tables, with the default [`Params`]
//! and with [`Params::full_width`] (every move to the full depth):
//!
//! | races | result kept at 20,000 nodes, reduced / full width | wins proved at 20,000 nodes | wins proved at full width by depth 10, and with reductions by depth 16 |
//! |---|---|---|---|
//! | 330 of 3 pieces | 327 / 328 | 64 / 49 | 52, all 52 |
//! | 480 of 4 pieces (`--ignored`) | 464 / 464 | 49 / 27 | 53, all 53 |
//!
//! At the same depth the reductions prove a win later, by 0 to 6 plies; for
//! the same work they keep as many results and prove more wins, since each
//! iteration costs less. Both checks are tests, and they can fail: with
//! reductions from the second move on and almost four times as deep, and
//! reverse futility at a quarter of its margin, a win proved at full width by
//! depth 10 is not proved by 16.
//!
//! # The tables in quiescence
//!
//! A capture sequence played out in quiescence that trades into a table
//! ending is valued by the tables, not by the evaluation, which calls two kings
//! against one (under `Draw` mostly a draw) nearly five men up. Trading into a
//! drawn ending is how a lead is thrown away, and with the five-piece tables
//! many trades land in them. `tests/engine/endgame_search.rs` checks a ply's
//! search against the tables' values of 60 such captures (without the probe it
//! fails on the first draw, scored +4.80).
//!
//! Against the same build without the probe in quiescence, both with the
//! five-piece tables, federation rules: at 20,000 nodes a move **+12 Elo**
//! (+5.4 to +19) in 800 games from random openings, +3 (−1 to +7) in 1,336 from
//! ending starts; at 100 ms a move +7 (−6.5 to +20) in 400 games, no measured
//! change, with the probes' cost paid: they answer from 1.8 GB the cache does
//! not hold, so endings of ten pieces or fewer search about 11% fewer nodes a
//! second (3.18 and 3.00 M against 3.57 and 3.38 M), while middlegames are
//! unchanged (3.33 against 3.35 M: above five pieces a probe is a count of the
//! pieces). It is kept for the gain at equal nodes and because an exact value
//! is never a worse guess.
//!
//! # Speed
//!
//! `cargo bench --no-default-features --bench engine` (release, one thread, 1 s
//! a position): nodes per second and depth from the start and in 20
//! middlegames (`tests/data/dama_middlegames.txt`), the time from the stop flag
//! to the answer, and a fixed-depth node count as a regression check; the
//! yardstick in the same run is our own Dama perft (depth 7 from the start),
//! 420 to 431 M moves a second. `ENGINE_BENCH_HASH=64` chooses the table size.
//!
//! | measure | 16 MB table (the default) | 64 MB table | target |
//! |---|---|---|---|
//! | Nodes per second from the start | **5.80 M** | 4.97 M | 5 M |
//! | Nodes per second, 20 middlegames | mean **5.05 M** (3.63 to 5.87; 13 of 20 at 5 M or more) | mean 4.63 M (3.96 to 5.11) | 5 M |
//! | Depth in 1 s from the start | **14** | 15 | 14 |
//! | Depth in 1 s, 20 middlegames | min 15, median 17, max 19 | min 15, median 17, max 20 | — |
//! | From the stop flag to the search's answer (10 searches) | median 0.11 ms, max 0.22 ms | median 0.16 ms, max 0.25 ms | 10 ms |
//! | Protocol: `stop` written to `bestmove` read (10 searches) | median 0.22 ms, max 0.26 ms | median 0.14 ms, max 0.28 ms | 10 ms |
//! | Fixed depth 9, start and 20 middlegames (regression check) | 2,181,297 nodes, 0.52 s | 0.45 s | — |
//!
//! The machine is shared, and the same build measures up to 8% apart from run
//! to run. About a quarter of the search's time was a single cache miss, the
//! transposition-table probe (`perf`); a larger table misses more, which is why
//! 64 MB searches fewer nodes a second but, keeping more, reaches a ply deeper
//! from the start. Fetching the children's entries ahead, so the misses
//! overlap, gained 6% to 12% nodes a second on the same tree. A search node
//! costs about 80 perft moves (search nodes per second / perft moves per second
//! = 0.012): each node orders moves, probes the table and evaluates. For scale,
//! the best open Turkish-draughts app we know of searches about 250 thousand
//! positions a second and reaches depth 8 in a second.
//!
//! # Tested
//!
//! `tests/engine/engine_search.rs`: every move returned is legal under every
//! rule option; wins in N found exactly in constructed positions (the worked
//! example of the game's description, RULES.md section 2.10; king against a
//! lone man under both readings; shots and breakthroughs); the search's proven
//! results agree with a full-width minimax of random endings; repetition and
//! the no-progress count; multi-PV gives distinct moves best first; a stop ends
//! the search at once; several threads find the same proof.
//! `tests/engine/engine_selfplay.rs`: 1,000 fast self-play games under changing
//! options end with no illegal move and no panic (`AKIDADA_SELFPLAY_GAMES=N`
//! for more).
//!
//! # Tried and not kept
//!
//! Each alone against the same build without it, 20,000 nodes a move, federation
//! rules, paired starts (Elo, 95% interval); none gained:
//!
//! - A quiet position at the horizon where an enemy king has a capture waiting
//!   searched a ply deeper: −3 (−17 to +10) in 330 games from ending starts, +2
//!   (−1.5 to +5.7) in 1,336 from others, −4 (−24 to +15) in 400 from random
//!   openings; the same for any enemy capture waiting, −2 (−6 to +3).
//! - A man's move to its sixth rank or beyond never reduced or pruned: −2 (−14
//!   to +10); the races above keep their results without it.
//! - No reductions or pruning with six pieces or fewer: −4 (−15 to +6); no
//!   late-move pruning or reverse futility where a king stands and ten pieces
//!   or fewer are left: −13 (−18 to −8). The pruning earns its keep in endings
//!   too.
//! - The score shrunk as the no-progress count runs out: −2 (−11 to +7).

mod judge;
mod level;
mod limits;
pub mod score;
mod thread;
mod tt;

use crate::time::Instant;
use std::collections::TryReserveError;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Duration;

pub use judge::{accepts_draw, should_resign};
pub use level::{Choice, LEVELS, Level, MOVE_TIME};
pub use limits::{Clock, Limits};
pub use thread::MAX_PLY;
pub use tt::Table;

use crate::ai::Value;
use crate::ai::eval::{Weights, evaluate};
use crate::games::dama::{DamaRules, Move, Position};
pub use thread::Params;
use thread::{Iterate, Reductions, Shared, ThreadData, Worker};

/// Exact values of positions from outside the search (Dama endgame tables). The
/// search asks at every node after the root; `None` means "not in the tables".
/// The value is from the side to move, as RULES.md section 3 defines it.
pub trait EndgameTables: Send + Sync {
    fn probe(&self, pos: &Position, rules: &DamaRules) -> Option<Value>;
}

/// A score: an estimate in hundredths of a man, or a proven result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Line {
    /// The moves, the root's first. Never empty.
    pub moves: Vec<Move>,
    pub score: Score,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

// A search runs on a worker thread: a change that makes it not `Send` fails
// the build here.
const _: () = {
    const fn assert_send<T: Send>() {}
    assert_send::<Search>();
};

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

    /// Resizes the table (its contents are lost). When the memory cannot be
    /// had, the old table stays and the error says why.
    pub fn set_hash(&mut self, hash_mb: usize) -> Result<(), TryReserveError> {
        self.table = Table::try_new(hash_mb.min(MAX_HASH_MB))?;
        Ok(())
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
