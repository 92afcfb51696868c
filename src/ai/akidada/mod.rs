//! Akidada solved: the exact value of every position, perfect play and levels.
//!
//! Every Akidada position has an exact value (`win N`, `loss N`, `draw`, N in
//! plies, RULES.md section 3): both phases, every pair of hand counts, either
//! side to move, set-up positions included, not only those the start can
//! reach: 196,637,512 positions, 6,187,368 up to the board's 16 symmetries and
//! the exchange of colours. The table ignores repetition and the no-progress
//! rule; a second layer says what the no-progress rule makes of each value.
//! The start is a draw under all four combinations of `removal` and
//! `double_line` (`first` and `no_progress` do not change the table).
//!
//! - [`symmetry`]: the 16 symmetries of the board: the 8 of the square about
//!   c3, each also with the inner and outer squares exchanged (a1 <-> b2,
//!   c1 <-> c2 ...); the tests check that each maps the lines of movement and
//!   the lines of three onto themselves.
//! - [`index`]: one sector per count of pieces on the board and in hand for each
//!   side, the side to move's view (colours exchanged with the side to move, so
//!   only one side to move is stored). Inside a sector the index is
//!   `class * C(16 - a, b) + rank`: the class of our `a` points up to the 16
//!   symmetries (a table of 65,536 entries gives it and the symmetry that
//!   reaches it), then the colex rank of their `b` points among the points we
//!   leave free, after that symmetry. 7,496,908 entries: rows whose class is
//!   symmetric itself hold twins, 21% over the distinct positions, traded for a
//!   look-up with no search. Ranks and bit gathering go through byte tables,
//!   since the build must run on any x86-64 (no POPCNT).
//! - [`graph`]: moves forwards and quiet slides backwards on bare positions.
//! - [`retrograde`]: the retrograde analysis. Sectors go in an order where every
//!   move leads to a sector already solved, except quiet slides in the movement
//!   phase. Where pieces are in hand, each entry is simply the best of its moves
//!   (a forward pass, shared among threads). The movement phase goes pair of
//!   sectors by pair (`a` against `b` and `b` against `a`): removals leave the
//!   pair for one solved before; the rest is the classic retrograde analysis,
//!   positions settled in order of distance, quiet slides walked backwards;
//!   what is never settled is a draw. With progress and a cancel flag.
//! - [`table`]: a solved table in memory and on disk: one byte a value (`n`
//!   itself: wins are odd, losses even; 255 a draw), in the shared table file
//!   ([`crate::ai::cache`]: header with the format version and the options,
//!   checksum, atomic write), one file per `removal`/`double_line`.
//! - [`no_progress`]: the distance to zeroing and the results within the
//!   no-progress rule. As Syzygy tables do with DTZ, a second pass gives every
//!   movement position its distance to the next *zeroing* move (a removal, or
//!   the end) under best play *within the rule*: the winner goes for the
//!   nearest removal that leads to a position won within the rule again, the
//!   loser for the farthest. A position at count `c` is won within the rule when
//!   that distance is at most `2 * no_progress - c`; a table win that is not is
//!   a *cursed win*, a table loss that is not a *blessed loss*, both draws.
//!   Placements reset the count, so the placement phase only inherits cursed
//!   and blessed results from the movement positions it leads to (a forward
//!   pass settles them). The longest distance to zeroing is 113 plies, so from
//!   `no_progress` 57 up the rule changes nothing at count 0; under the default
//!   50, 17,184 positions are cursed wins and 40,864 blessed losses.
//! - [`store`]: load from the cache directory (`AKIDADA_CACHE_DIR`, else
//!   `$XDG_CACHE_HOME/akidada` or `~/.cache/akidada`), or build and save; a
//!   damaged, cut or foreign file is rebuilt, never used.
//! - [`solver`]: the questions the app, the engine and the command line ask.
//!   The perfect player plays for the result within the rule first and the
//!   table's distance second, so it wins within the rule whenever that is
//!   possible (`W:Wa1,c1,b2,d2,b3,d3:Be1,c2,a3,c4,d4:H0,0` is `win 105`, its
//!   first removal due at ply 99 of the 100 allowed: tested).
//! - [`player`]: the computer player's levels: 5 *perfect* always plays a best
//!   move (random among equals); 4, 3 and 2 play a weaker move 8%, 20% and 45%
//!   of the time, never a *silly blunder* (missing a move that ends the game at
//!   once, losing within four plies when another move does not, or letting the
//!   opponent make a line on the next move when another move does not); 1
//!   plays any move at random 75% of the time.
//! - [`stats`]: counts and longest wins, for `solve --stats` and the README.
//!
//! Start here: [`Solver::load_or_build`] (a few seconds the first time: run it
//! on a worker thread), then [`Solver::verdict`], [`Solver::move_values`],
//! [`Solver::best_move`] and [`choose_move`]; [`Solver::with_rules`] keeps the
//! table when only `no_progress` changes.
//!
//! # Measured
//!
//! `cargo bench --no-default-features --bench akidada_solve`, beside perft 7 as
//! the yardstick (README, *Akidada solved*): the default table and its
//! no-progress layer built in 1.8 s at a load of 3 (3.8 s at 5), 26 MB peak
//! memory, 7.5 MB and 4.3 MB on disk, `value()` of a position in about 60 ns.
//! The levels were measured by a match from 200 drawn openings, each played
//! with both colours (`cargo test --release --test akidada_solver levels_match
//! -- --ignored --nocapture`).
//!
//! # Tested
//!
//! `tests/akidada_solver.rs`, `tests/akidada_solve_cli.rs` and each module's
//! tests: every value against its successors' for 20,000 random entries, and
//! every result within the rule against its successors' at random counts;
//! every position of the three-against-three sectors against a plain three-ply
//! search, a sample against a five-ply one; every value under the 16
//! symmetries and the colour exchange; the move generator against the rules';
//! the start's value; the long win above; a damaged or cut cache file rebuilt;
//! cancelling a build; the levels; the command line.

pub mod graph;
pub mod index;
pub mod no_progress;
pub mod player;
pub mod retrograde;
pub mod solver;
pub mod stats;
pub mod store;
pub mod symmetry;
pub mod table;

pub use graph::TreeRules;
pub use no_progress::RuleResult;
pub use player::{Level, choose_move};
pub use retrograde::Cancelled;
pub use solver::{Loaded, Solver, Verdict};
pub use store::{LoadProgress, Origin, Stage};
pub use table::Table;
