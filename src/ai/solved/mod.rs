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
//! - [`stats`]: counts and longest wins, for `solve --stats` and the figures below.
//!
//! Start here: [`Solver::load_or_build`] (a few seconds the first time: run it
//! on a worker thread), then [`Solver::verdict`], [`Solver::move_values`],
//! [`Solver::best_move`] and [`choose_move`]; [`Solver::with_rules`] keeps the
//! table when only `no_progress` changes.
//!
//! # Measured
//!
//! `cargo bench --no-default-features --bench akidada_solve`, beside perft 7 as
//! the yardstick (in full below, *Figures in full*): the default table and its
//! no-progress layer built in 1.8 s at a load of 3 (3.8 s at 5), 26 MB peak
//! memory, 7.5 MB and 4.3 MB on disk, `value()` of a position in about 60 ns.
//! The levels were measured by a match from 200 drawn openings, each played
//! with both colours (`cargo test --release --test engine levels_match --
//! --ignored --nocapture`).
//!
//! # Tested
//!
//! `tests/engine/akidada_solver.rs`, `tests/cli/solve_akidada.rs` and each module's
//! tests: every value against its successors' for 20,000 random entries, and
//! every result within the rule against its successors' at random counts;
//! every position of the three-against-three sectors against a plain three-ply
//! search, a sample against a five-ply one; every value under the 16
//! symmetries and the colour exchange; the move generator against the rules';
//! the start's value; the long win above; a damaged or cut cache file rebuilt;
//! cancelling a build; the levels; the command line.
//!
//! # The start and the longest wins
//!
//! The start is a draw under all four combinations of the options that change
//! the game, which confirms the outside solve; from the start, each of the 16
//! first placements draws. The longest win in a position reachable from the
//! start is **119 plies** under every combination (e.g.
//! `W:Wa1,c1,b2,a3,d3,b4:Be1,c2,b3,a5,c5:H0,0`, six against five in the movement
//! phase); the longest win of all is 125 plies, in a set-up position no game
//! reaches (`W:Wa1,c2,b3,d3:Ba3,e3:H2,4`).
//!
//! | options | wins | draws | losses | longest win | from the start | start | reachable (distinct) |
//! |---|---|---|---|---|---|---|---|
//! | `Any`, `One` (defaults) | 109,189,372 | 16,013,048 | 71,435,092 | 125 | 119 | draw | 1,547,959 |
//! | `Any`, `Two` | 109,215,484 | 16,004,248 | 71,417,780 | 125 | 119 | draw | 1,543,571 |
//! | `NotFromLines`, `One` | 108,517,356 | 17,348,528 | 70,771,628 | 125 | 119 | draw | 1,537,201 |
//! | `NotFromLines`, `Two` | 108,538,108 | 17,338,400 | 70,761,004 | 125 | 119 | draw | 1,533,059 |
//!
//! Counts are of positions with a side to move (`akidada solve akidada --stats`,
//! with `--removal` and `--double-line`, prints them with the start's value and
//! the longest wins; the example positions go to stderr).
//!
//! # The no-progress rule, counted
//!
//! From `no_progress` 57 up the rule changes nothing at count 0 (the longest
//! distance to zeroing is 113 plies). Cursed wins and blessed losses at count 0,
//! by `no_progress` (the default is 50 moves a side):
//!
//! | `no_progress` | cursed wins | blessed losses |
//! |---|---|---|
//! | 5 | 6,397,072 | 9,540,820 |
//! | 10 | 2,931,468 | 5,060,188 |
//! | 20 | 1,237,868 | 2,321,580 |
//! | 30 | 571,116 | 1,076,800 |
//! | 40 | 295,336 | 545,384 |
//! | **50 (default)** | **17,184** (541 distinct) | **40,864** (1,285 distinct) |
//! | 57 and more | 0 | 0 |
//!
//! Of the positions reachable from the start, 137 distinct ones are cursed wins
//! and 317 blessed losses under the default. The example of [`solver`] above,
//! `W:Wa1,c1,b2,d2,b3,d3:Be1,c2,a3,c4,d4:H0,0` (`win 105`, its first removal due
//! at ply 99 of the 100 allowed): a player that takes the first of the table's
//! quickest moves lets the count run out (draw at ply 100), the perfect player
//! wins in 105 (tested). With a count already at 10 the same position is a
//! cursed win, and the app and `solve` say so.
//!
//! # Figures in full
//!
//! `cargo bench --no-default-features --bench akidada_solve`, this project's
//! 2-core machine, shared with other engineers' builds; two runs, at load
//! averages of 3 and of 5 (wall times vary with the load, CPU times hardly):
//!
//! | | load 3 | load 5 | target |
//! |---|---|---|---|
//! | default table built | 1.1 s wall, 1.8 s CPU | 2.6 s wall, 1.7 s CPU | |
//! | yardstick in the same run: perft 7 from the start (65,614,176 paths) | 0.34 s (table = 3.3 x) | 0.48 s (table = 5.3 x) | |
//! | its no-progress layer (50 moves) | 0.7 s wall, 1.0 s CPU | 1.2 s wall, 0.9 s CPU | |
//! | both, first use | **1.8 s** | **3.8 s** | under 10 s |
//! | peak memory of the process | **26 MB** | 26 MB | under 256 MB |
//! | on disk | table **7.5 MB**, layer 4.3 MB | same | under 32 MB |
//! | loading the table file | 0.01 s | 0.01 s | |
//! | `value()` of a position | **65 ns** | 59 ns | under 10 µs |
//! | every move's verdict (`move_verdicts`, 8.2 moves on average) | 1.4 µs | 1.1 µs | |
//!
//! Why it is fast: the index needs no search (symmetry class from a table, rank
//! from byte tables), the placement phase is solved forwards with both cores,
//! the movement phase is a small part (1.4 million entries) solved backwards,
//! values fit a byte, and the no-progress layer's pass over the placement phase
//! stops at the first move that settles an entry.
//!
//! # Using it
//!
//! - Command line: `akidada solve akidada [--fen POS] [rule options]` prints the
//!   value alone on the first line (details on stderr: the result within the
//!   rule, the plies to the next removal, the best moves); `--build` builds the
//!   table and layer ahead of time; `--stats` prints the figures above.
//!   `akidada moves akidada --fen POS --values` prints each move and its value,
//!   best first.
//! - API: `Solver::load_or_build(&rules, &mut progress, &cancel)` reads or
//!   builds (a few seconds, with progress and an `AtomicBool` to cancel: run it
//!   on a worker thread); `Solver::with_rules` keeps the table when only
//!   `no_progress` changes. Then `value(&pos)`, `verdict(&pos)` (value, result
//!   within the rule, `is_cursed_win`), `move_values(&pos)` and
//!   `move_verdicts(&pos)` best first, `best_move(&pos)`, and
//!   `choose_move(&solver, &pos, level, &mut rng)` for the computer player.
//! - Engine protocol: in `akidada engine`, `setoption name Game value akidada`
//!   makes `go` answer from the table (loaded, or built the first time, on the
//!   search thread): `info ... multipv K score win 105 pv d3-e3 c4-c5 ...` for
//!   the best lines (`MultiPV`, each written out to 12 plies), a line `info
//!   string a draw under the no-progress rule` after a cursed win or blessed
//!   loss, then `bestmove`, chosen by `Level` 1 to 5 as above. Rule options as
//!   in the app (`first`, `removal`, `double_line`, `no_progress`).
//!
//! # The levels, measured
//!
//! A match from 200 drawn openings (two random placements a side), each played
//! with both colours (400 games a pairing, `cargo test --release --test engine
//! levels_match -- --ignored --nocapture`), score of the lower
//! level with a 95% error bar: 1 vs 2: 3.0% ± 1.4%; 2 vs 3: 16.6% ± 3.6%; 3 vs
//! 4: 25.1% ± 4.1%; 4 vs 5: 17.2% ± 2.3%. Nobody beats level 5. The names of
//! the levels: 5 *perfect*, 4 *strong*, 3 *club*, 2 *casual*, 1 *beginner*.
//! The tests take about 20 s in all, the table built once per test binary; the
//! symmetry test writes the 16 symmetries out again from the coordinates and
//! checks each image's own moves.

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
