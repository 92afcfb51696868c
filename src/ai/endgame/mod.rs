//! Dama endgame tables: the exact value of every position with up to four pieces
//! (men and kings, both colours, either side to move), under both readings of
//! the lone-piece rule (`KingWins`, the seed's, and `Draw`). Values are
//! [`crate::ai::Value`]s (`win N` / `loss N` / `draw`, N in plies), repetition
//! and no-progress draws ignored as tables do, with the no-progress rule
//! answered beside the value.
//!
//! - [`board`]: a position seen from the side to move, and its material
//!   signature (`KMvK`: king and man, to move, against a king).
//! - [`index`]: the numbering of a signature's positions, the mirror folded.
//! - [`build`]: retrograde analysis, signature by signature, from the tables its
//!   captures and promotions lead to; [`zeroing`]: the distance to the next
//!   capture or man's move, for the no-progress rule.
//! - [`code`] and [`store`]: values in a byte, packed in blocks.
//! - [`probe`]: the loaded tables: probes, move values, the best move.
//! - [`file`]: the cache file; [`loader`]: loading or building on a thread;
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
//! and a king to move against a lone man wins with any move. A position *set
//! up* (a position string, a lesson, the editor) is not decided by the rule
//! before a move is made: [`Tables::root_entry`] values it from its moves, each
//! of which is in the tables. `W:WKd4:BKa8` is `loss 0` as a table position and
//! `win 1` set up.
//!
//! # The no-progress rule
//!
//! Beside each value the tables keep its distance to zeroing (DTZ, as in
//! Syzygy): the plies to the next capture or man's move, or the end of the
//! game, when the winner hurries towards one that keeps the win and the loser
//! puts it off. From a count of `q` plies a win stands if and only if
//! `q + DTZ <= 2 * no_progress`; [`Entry::spoiled`] answers that. No DTZ in the
//! four-piece tables exceeds 15 plies (no win exceeds 82), so from a count of 0
//! no table win is lost to the default 100 plies, and the test is exact for any
//! `no_progress` of 8 or more.
//!
//! # Using them
//!
//! - [`Tables`] (one reading; `Send + Sync`, share it behind an `Arc`):
//!   `probe(&Position)` for a position reached by a move (`None` above four
//!   pieces), `entry` (value and DTZ), `move_values` (every legal move with its
//!   value from the mover's view, best first), `root_entry` (a position set
//!   up), `best_move(&Position, no_progress)` (the quickest win, else a draw,
//!   else the slowest loss, a win the no-progress count would spoil counting
//!   as a draw). [`TableSet`] holds both readings.
//! - In the search, [`crate::ai::search::Search::set_endgame_tables`] makes every
//!   table position, at the root and inside the tree, an exact score, the
//!   no-progress count counted. [`CachedTables`] reads the tables from the cache
//!   once a position has 8 pieces or fewer (the largest tables present), never
//!   building them: the engine protocol, `bestmove` and `analyse` use it.
//! - [`load_or_build`] reads the cache file or builds and saves it, with
//!   progress and a cancel flag; [`Loader::start`] does it on a thread of its
//!   own, for the app.
//!
//! The cache file (`file.rs`) has the format version, the reading and the list
//! of signatures in its header and a checksum; a missing, cut or damaged file
//! is built again.
//!
//! # Measured (README, *Dama endgame tables*)
//!
//! Both readings built side by side in 96 s wall, 63 s CPU; 50.5 MB on disk and
//! in memory (KingWins 18.0 MB, Draw 32.5 MB); 450 MB peak while building; read
//! back in 0.06 s and 0.10 s; a probe 94 ns (KingWins) and 175 ns (Draw),
//! against 60 ns to generate the legal moves of the same positions
//! (`cargo bench --bench endgame`). `akidada tables stats` prints the counts per
//! signature.
//!
//! # Tested
//!
//! `tests/endgame.rs`, `tests/endgame_cli.rs`: every value and DTZ agrees with
//! its successors' (the fixpoint); a plain minimax that knows nothing of the
//! tables finds exactly the table's wins and losses within 3 to 5 plies and no
//! result for table draws; mirror images and exchanged colours have one value;
//! best play converts a win in exactly its distance and holds draws against
//! random replies; with the count at 99 the best move is the man's move that
//! still wins; a cut, bit-flipped or empty file is built again; a background
//! build can be cancelled. `cargo test --release --test endgame -- --ignored`
//! checks every four-piece table (100 s). Facts pinned: under `Draw`, two kings
//! cannot beat a lone king from 69% of the positions, three kings win from
//! 99.6%; under `KingWins` any move of two kings against one wins at once; the
//! longest wins are 67 plies under `KingWins` (`MMvMM`, e.g. `W:Wc1,a2:Bc7,f8`)
//! and 81 under `Draw` (`MMMvK`, e.g. `W:Wa1,b1,g1:BKd1`).

pub mod board;
pub mod build;
pub mod cached;
pub mod code;
pub mod file;
pub mod index;
pub mod loader;
pub mod probe;
pub mod store;
pub mod zeroing;

pub use board::{MAX_PIECES, Signature};
pub use build::{BuildError, Progress, SignatureStats};
pub use cached::CachedTables;
pub use file::{Origin, load_or_build};
pub use loader::{LoadState, Loader};
pub use probe::{Entry, MoveValue, TableSet, Tables};
