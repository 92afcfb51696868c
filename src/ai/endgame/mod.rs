//! Dama endgame tables: the exact value of every position with up to four pieces,
//! or five when they are asked for (see *Five pieces* below), men and kings,
//! both colours, either side to move, under both readings of the lone-piece
//! rule (`KingWins`, the game's description's, and `Draw`, the Turkish
//! federation's). Values are [`crate::ai::Value`]s (`win N` / `loss N` /
//! `draw`, N in plies, RULES.md section 3), repetition and no-progress draws
//! ignored as tables do, with the no-progress rule answered beside the value.
//!
//! - [`board`]: a position seen from the side to move, and its material
//!   signature (`KMvK`: king and man, to move, against a king).
//! - [`index`]: the numbering of a signature's positions, the mirror folded.
//! - [`build`]: retrograde analysis, signature by signature, from the tables its
//!   captures and promotions lead to; [`zeroing`]: the distance to the next
//!   capture or man's move, for the no-progress rule.
//! - [`code`] and [`store`]: values in a byte, packed in blocks.
//! - [`probe`]: the loaded tables: probes, move values, the best move.
//! - [`mod@file`]: the cache file; [`loader`]: loading or building on a thread;
//!   [`cached`]: read from the cache only, for searches that cannot wait.
//!
//! # How they are built
//!
//! One table per material signature, named side to move first, kings before
//! men. A position with Black to move is turned upside down with its colours
//! exchanged, so every table has "us" to move up the board; the left-right
//! mirror is folded into the numbering (the pieces of the side to move are
//! replaced by the smaller of their set and its mirror image); men never stand
//! on the rank where they would be crowned. A signature is solved together with
//! its exchange (plain moves lead from one to the other) after every table its
//! captures and promotions lead to: each position is looked at once with the
//! project's own move generator ([`crate::games::dama::Position::legal_moves`],
//! `play`, `decided_by_material`), moves that leave the pair are valued from
//! the finished tables, and then, level by level, shortest first, solved
//! positions pass their value back to the positions one un-made plain move
//! before them (only plain moves are un-made: no capture rule is written
//! twice). What is never reached is a draw. Entries are a value byte and a
//! distance to zeroing, packed in blocks of 128 that list the pairs they use (on
//! average 2.4 bits an entry under `KingWins` and 4.3 under `Draw`, against 16
//! unpacked), each read in constant time; tables decided by material alone (a
//! lone piece against a king under `KingWins`, one piece each under `Draw`)
//! take no room.
//!
//! # The lone-piece rule judges moves
//!
//! Every table position is one reached by a move, so the rule applies to it:
//! under `KingWins` a lone piece to move against a king has lost (`loss 0`),
//! and a king to move against a lone man wins with any move (`KvM`: 3,528
//! positions, all `win 1`). A position *set up* (a position string, a lesson,
//! the editor) is not decided by the rule before a move is made:
//! [`Tables::root_entry`] values it from its moves, each of which is in the
//! tables. `W:WKd4:BKa8` is `loss 0` as a table position and `win 1` set up.
//!
//! # The no-progress rule
//!
//! Beside each value the tables keep its distance to zeroing (DTZ, as in
//! Syzygy): the plies to the next capture or man's move, or the end of the
//! game, when the winner hurries towards one that keeps the win and the loser
//! puts it off. From a count of `q` plies a win stands if and only if
//! `q + DTZ <= 2 * no_progress`; [`Entry::spoiled`] answers that. No DTZ in the
//! four-piece tables exceeds 15 plies (no win exceeds 82), so from a count of 0
//! no table win is lost to the default 100 plies, a win can only be spoiled by
//! a count already above 85, and the test is exact for any `no_progress` of 8
//! or more (16 or more with the five-piece tables).
//!
//! # Using them
//!
//! - [`Tables`] (one reading; `Send + Sync`, share it behind an `Arc`):
//!   `probe(&Position)` for a position reached by a move (`None` above the
//!   tables' pieces), `entry` (value and DTZ), `move_values` (every legal move
//!   with its value from the mover's view, best first), `root_entry` (a
//!   position set up), `best_move(&Position, no_progress)` (the quickest win,
//!   else a draw, else the slowest loss, a win the no-progress count would
//!   spoil counting as a draw). [`TableSet`] holds both readings.
//! - In the search, [`crate::ai::search::Search::set_endgame_tables`] makes every
//!   table position, at the root and inside the tree, an exact score, the
//!   no-progress count counted. [`CachedTables`] (`cached.rs`) reads the tables
//!   from the cache once a position has 8 pieces or fewer (the largest tables
//!   present), never building them: the engine protocol, `bestmove` and
//!   `analyse` use it, and so may any other program.
//! - [`load_or_build`] (`file::load_or_build(dir, reading, 4, progress, stop)`:
//!   a progress callback and an `AtomicBool` to cancel) reads the cache file or
//!   builds and saves it; [`Loader::start`] does it on a thread of its own, for
//!   the app: poll `state()`, take `tables()`, `cancel()`.
//!
//! The cache file (`file.rs`) has the format version, the reading and the list
//! of signatures in its header and a checksum; a missing, cut or damaged file
//! is built again. The tables live in the cache directory
//! (`$AKIDADA_CACHE_DIR`, else `~/.cache/akidada`), one file per reading and
//! size.
//!
//! # Commands
//!
//! ```text
//! akidada tables build                       # both readings, progress on stderr
//! akidada tables stats                       # one line per signature and reading
//! akidada solve dama --fen "W:Wa1,b1,g1:BKd1" --lone-piece draw    # win 81
//! akidada solve dama --fen "W:WKc2,Kc3,Ke3:BKh3" --lone-piece draw # win 15
//! ```
//!
//! `solve dama` prints the value alone on its first line; every move with its
//! value, and what the no-progress count does to the value, go to stderr. A
//! position with more than five pieces is a usage error; one of five, before
//! `tables build --pieces 5` has made that reading's tables, fails with the
//! command to run. `solve` on a position of two or three pieces, before the
//! four-piece tables exist, builds the small tables only (about a second). The
//! app loads the tables (or builds them, once, in the background with
//! progress) when a game comes down to 8 pieces; `akidada engine`, `bestmove`
//! and `analyse` read them from the cache at that point but do not build them
//! (a build takes a minute or two: `akidada tables build` first); they say
//! which file they read, or that there was none, as `info string` or on
//! stderr. Smaller tables (`--pieces 3`) are used when they are all there is.
//!
//! # Measured
//!
//! On this project's machine (2 cores shared with other jobs), release build:
//!
//! | what | figure |
//! |---|---|
//! | `akidada tables build`, both readings side by side | 96 s wall, 63 s CPU (KingWins 29 s, Draw 34 s of CPU); on an idle machine the wall time is the CPU time of the longer reading, about 35 s |
//! | on disk, both readings | 50.5 MB (KingWins 18.0 MB, Draw 32.5 MB); the same in memory once loaded |
//! | memory while building | 450 MB peak, both readings at once |
//! | reading a file back (checksum checked) | 0.06 s (KingWins), 0.10 s (Draw) |
//! | a probe (`cargo bench --bench endgame`: 200,000 random positions from every signature) | 94 ns (KingWins), 175 ns (Draw); the yardstick, generating the legal moves of the same positions, 60 ns: 1.6x and 2.9x |
//!
//! # Five pieces
//!
//! [`DEFAULT_PIECES`] (4) is what the app and `akidada tables build` make by
//! themselves. `akidada tables build --pieces 5 [--lone-piece KingWins|Draw]`
//! makes the five-piece tables of a reading ([`MAX_PIECES`]); from then on the
//! app, the engine protocol, `bestmove`, `analyse`, `review`, `solve` and
//! `match` read the largest tables in the cache ([`file::load_largest`]). They
//! are built by the same code, on every core (see [`build`]):
//!
//! | what | `KingWins` | `Draw` |
//! |---|---|---|
//! | positions of five pieces, both mirror images counted | 5,290,530,944 in 44 signatures: wins 3,048,716,550, draws 265,007,840 (5.0%), losses 1,976,806,554 | the same: wins 2,411,046,126, draws 1,583,584,192 (29.9%), losses 1,295,900,626 |
//! | build, every table of 2 to 5 pieces, two cores | 62 min wall, 6,511 s CPU; 9.4 GB at the peak | 66 min wall, 6,970 s CPU; 8.4 GB at the peak (the largest pair, `KKMvKM` with `KMvKKM`, 404 million positions each, five bytes a position while it is solved) |
//! | on disk and in memory | 1.31 GB (`dama-endgames-kingwins-5.bin`): fewer draws pack smaller | 1.84 GB (`dama-endgames-draw-5.bin`) |
//! | read back (`tables stats`, file in the page cache, every block checked) | 2.1 s, 1.35 GB at the peak | 4.5 s, 1.87 GB at the peak |
//! | longest win | 83 plies (`KMMvKM`, `MMMvKM`) | 113 plies (`MMMvMM`) |
//! | longest distance to zeroing | 26 plies (`KMMvKK`) | 31 plies (`KMvKKM`) |
//!
//! Where the two readings part, with the stronger side to move: three kings
//! beat two from 98.9% of the positions under `KingWins` and 75% under `Draw`
//! (longest win 29 plies), two kings beat three from 32.0% and 11.6%, two kings
//! and a man beat a king and a man from 99.8% and 90%; four kings against one
//! win with any move under `KingWins` (then a lone piece is to move against a
//! king, and has lost) and from 99.9% under `Draw`.
//!
//! The app reads the file on its loader thread. `akidada engine` reads it on
//! a thread of its own from the first position it is given, so a search on the
//! clock never waits for it: until it is read, such a search goes without the
//! tables, and one without a clock (`go depth`, `nodes`, `infinite`) waits.
//! `bestmove` and `analyse` read it when a position first comes down to 8
//! pieces, before that search starts.
//!
//! Playing strength: this build against itself, one player reading the
//! five-piece tables and the other the four-piece ones (`akidada match
//! --first-tables 5 --second-tables 4`), otherwise the federation's rules,
//! paired starts (Elo, 95% interval):
//!
//! | reading | starts | games (20,000 nodes; 100 ms) | 20,000 nodes a move | 100 ms a move |
//! |---|---|--:|---|---|
//! | `KingWins` | random openings | 400; 200 | **+21 (+9 to +33)** | +14 (−11 to +39) |
//! | `KingWins` | the first quiet position of 8 pieces or fewer of those games | 502; 200 | +8 (+1 to +15) | +9 (+1 to +16) |
//! | `Draw` | random openings | 400; 1,000 | +3.5 (−5 to +12) | **+11 (+2 to +20)** |
//! | `Draw` | the first quiet position of 8 pieces or fewer of 1,000 games | 568; 200 | +9 (+3 to +15) | +5 (−1 to +11) |
//! | `Draw` | the positions where a win was thrown away in those games | 102 | +38 (+14 to +62) | |
//!
//! Under `KingWins` few endings are drawn, so the exact answer decides more
//! games than under `Draw`. In the 1,000 games under `Draw` at 100 ms a move
//! the five-piece player threw away 22 wins by its own score against 61 (z =
//! 4.3), partly because the tables' draws score 0 where the evaluation saw +2
//! men, and 48 by the pieces on the board against 66 (z = 1.7).
//!
//! # Tested
//!
//! `tests/engine/endgame.rs`, `tests/cli/tables.rs`: every value and DTZ agrees
//! with its successors' (the fixpoint); a plain minimax that knows nothing of
//! the tables finds exactly the table's wins and losses within 3 to 5 plies and
//! no result for table draws; mirror images and exchanged colours have one
//! value; best play converts a win in exactly its distance and holds draws
//! against random replies; with the count at 99 the best move is the man's
//! move that still wins; a cut, bit-flipped or empty file is built again; a
//! background build can be cancelled. The normal test run builds the tables of
//! up to three pieces and the four-king signatures (about 20 s).
//!
//! `cargo test --release --test engine endgame:: -- --ignored` builds all
//! four-piece tables and checks 1.35 M (KingWins) and 1.83 M (Draw) positions
//! against their successors, 4,100 positions per reading against the plain
//! search, and the symmetries (100 s); with the five-piece tables in the cache
//! it checks them too: under `Draw` 78,909 positions against their successors
//! and 791 against a plain search of 3 plies, under `KingWins` 64,494 and 1,220
//! (fewer: a lone piece against a king is decided by the material and has no
//! successors), and the symmetries.
//!
//! Facts pinned: under `Draw`, two kings cannot beat a lone king from 69% of
//! the positions (38,228 wins, all within 5 plies, against 86,764 draws), while
//! three kings win from 99.6% (longest 15 plies); under `KingWins` any move of
//! two kings against one wins at once; the longest wins are 67 plies under
//! `KingWins` (`MMvMM`, e.g. `W:Wc1,a2:Bc7,f8`) and 81 under `Draw` (`MMMvK`,
//! e.g. `W:Wa1,b1,g1:BKd1`).
//!
//! # Tried and not kept
//!
//! Copying each signature's part out of the file's bytes when the tables are
//! read: the five-piece `Draw` file took 15.7 s and 3.6 GB that way, against
//! 4.5 s and 1.87 GB now that the tables keep the bytes read.
//!
//! # Per signature
//!
//! Positions counted with both mirror images; the side to move has the first
//! pieces named (`akidada tables stats` prints the counts, one line per
//! signature and reading).
//!
//! | signature | positions | KingWins: wins / draws / losses | longest win | Draw: wins / draws / losses | longest win |
//! |---|--:|--:|--:|--:|--:|
//! | KvK | 4,032 | 0 / 0 / 4,032 | — | 0 / 4,032 / 0 | — |
//! | MvK | 3,528 | 0 / 0 / 3,528 | — | 0 / 3,528 / 0 | — |
//! | KvM | 3,528 | 3,528 / 0 / 0 | 1 | 0 / 3,528 / 0 | — |
//! | MvM | 3,088 | 1,506 / 594 / 988 | 17 | 0 / 3,088 / 0 | — |
//! | KvKK | 124,992 | 0 / 0 / 124,992 | — | 10,048 / 114,748 / 196 | 1 |
//! | KKvK | 124,992 | 124,992 / 0 / 0 | 1 | 38,228 / 86,764 / 0 | 5 |
//! | MvKK | 109,368 | 0 / 0 / 109,368 | — | 232 / 21,838 / 87,298 | 1 |
//! | KKvM | 109,368 | 109,368 / 0 / 0 | 1 | 107,068 / 2,300 / 0 | 9 |
//! | KvKM | 218,736 | 0 / 0 / 218,736 | — | 18,462 / 200,274 / 0 | 1 |
//! | KMvK | 218,736 | 218,736 / 0 / 0 | 1 | 42,110 / 176,626 / 0 | 5 |
//! | MvKM | 191,456 | 0 / 0 / 191,456 | — | 436 / 42,758 / 148,262 | 1 |
//! | KMvM | 191,456 | 191,456 / 0 / 0 | 1 | 184,660 / 6,796 / 0 | 25 |
//! | MMvK | 95,480 | 43,152 / 13,230 / 39,098 | 23 | 6,932 / 88,548 / 0 | 1 |
//! | KvMM | 95,480 | 70,416 / 9,486 / 15,578 | 21 | 8,454 / 87,026 / 0 | 1 |
//! | MvMM | 83,600 | 10,526 / 3,560 / 69,514 | 29 | 212 / 40,522 / 42,866 | 1 |
//! | MMvM | 83,600 | 78,424 / 1,928 / 3,248 | 27 | 58,816 / 24,784 / 0 | 37 |
//! | KvKKK | 2,541,504 | 0 / 0 / 2,541,504 | — | 149,848 / 873,860 / 1,517,796 | 1 |
//! | KKKvK | 2,541,504 | 2,541,504 / 0 / 0 | 1 | 2,531,516 / 9,988 / 0 | 15 |
//! | KKvKK | 3,812,256 | 2,082,366 / 1,682,288 / 47,602 | 7 | 631,404 / 3,149,674 / 31,178 | 7 |
//! | MvKKK | 2,223,816 | 0 / 0 / 2,223,816 | — | 404 / 32,558 / 2,190,854 | 1 |
//! | KKKvM | 2,223,816 | 2,223,816 / 0 / 0 | 1 | 2,223,816 / 0 / 0 | 11 |
//! | KvKKM | 6,671,448 | 0 / 0 / 6,671,448 | — | 405,638 / 2,677,030 / 3,588,780 | 1 |
//! | KKMvK | 6,671,448 | 6,671,448 / 0 / 0 | 1 | 6,564,818 / 106,630 / 0 | 35 |
//! | KMvKK | 6,671,448 | 2,459,406 / 883,298 / 3,328,744 | 7 | 686,114 / 5,904,040 / 81,294 | 7 |
//! | KKvKM | 6,671,448 | 6,249,532 / 389,998 / 31,918 | 25 | 2,418,030 / 4,226,478 / 26,940 | 15 |
//! | MvKKM | 5,839,408 | 0 / 0 / 5,839,408 | — | 1,152 / 109,754 / 5,728,502 | 1 |
//! | KKMvM | 5,839,408 | 5,839,408 / 0 / 0 | 1 | 5,839,406 / 2 / 0 | 17 |
//! | MMvKK | 2,912,140 | 112,815 / 97,148 / 2,702,177 | 23 | 19,632 / 1,079,202 / 1,813,306 | 3 |
//! | KKvMM | 2,912,140 | 2,907,519 / 4,619 / 2 | 17 | 2,688,926 / 223,144 / 70 | 19 |
//! | KvKMM | 5,824,280 | 0 / 0 / 5,824,280 | — | 363,022 / 3,811,770 / 1,649,488 | 1 |
//! | KMMvK | 5,824,280 | 5,824,280 / 0 / 0 | 1 | 4,907,580 / 916,700 / 0 | 75 |
//! | KMvKM | 11,678,816 | 6,802,886 / 3,974,256 / 901,674 | 43 | 2,611,444 / 9,003,450 / 63,922 | 27 |
//! | MvKMM | 5,099,600 | 0 / 0 / 5,099,600 | — | 1,112 / 266,362 / 4,832,126 | 1 |
//! | KMMvM | 5,099,600 | 5,099,600 / 0 / 0 | 1 | 5,096,870 / 2,730 / 0 | 69 |
//! | MMvKM | 5,099,600 | 575,876 / 588,110 / 3,935,614 | 41 | 224,342 / 2,348,926 / 2,526,332 | 39 |
//! | KMvMM | 5,099,600 | 4,977,994 / 109,822 / 11,784 | 45 | 4,091,308 / 1,008,112 / 180 | 55 |
//! | MMMvK | 1,690,920 | 1,254,494 / 278,152 / 158,274 | 63 | 538,388 / 1,152,532 / 0 | 81 |
//! | KvMMM | 1,690,920 | 724,550 / 330,978 / 635,392 | 43 | 107,222 / 1,529,342 / 54,356 | 1 |
//! | MvMMM | 1,481,040 | 45,440 / 48,256 / 1,387,344 | 41 | 360 / 291,046 / 1,189,634 | 1 |
//! | MMMvM | 1,481,040 | 1,458,696 / 16,488 / 5,856 | 51 | 1,382,156 / 98,884 / 0 | 69 |
//! | MMvMM | 2,227,528 | 1,122,554 / 543,142 / 561,832 | 67 | 650,878 / 1,329,740 / 246,910 | 71 |
//!
//! Totals: 111,490,448 positions; `KingWins` 59,826,288 wins, 8,975,353 draws,
//! 42,688,807 losses; `Draw` 44,611,044 wins, 41,059,114 draws, 25,820,290 losses.

pub mod board;
pub mod build;
pub mod cached;
pub mod code;
pub mod file;
pub mod index;
pub mod loader;
pub mod probe;
pub mod store;
pub mod work;
pub mod zeroing;

pub use board::{DEFAULT_PIECES, MAX_PIECES, Signature, SignatureSlots};
pub use build::{Progress, SignatureStats};
pub use cached::CachedTables;
pub use file::{Origin, load_or_build};
pub use loader::{LoadState, Loader};
pub use probe::{Entry, MoveValue, TableSet, Tables};
pub use work::BuildError;
