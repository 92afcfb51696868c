//! What the passes of a table build share: a position's [`Cell`], the
//! [`Work`] on a signature, the split of a pass over every core
//! ([`across_pair`]), the un-moves ([`predecessors`]) and the stop check. The
//! values' passes ([`super::build`]) and the distance to zeroing's
//! ([`super::zeroing`]) both stand on these, and neither on the other's
//! internals.

use std::sync::atomic::{AtomicBool, Ordering};

use super::board::{Board, Signature};
use super::code::{self, DRAW, MAX_DISTANCE, NONE};
use super::index::Layout;
use crate::games::dama::LonePiece;
use crate::games::dama::board::{Bits, Direction, ray_until_blocker};

/// A position whose value is not known yet (not a value byte).
pub(super) const UNKNOWN: u8 = 253;

/// Why a build did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The stop flag was raised.
    Cancelled,
    /// A win or loss longer than a table byte holds (never seen: the longest,
    /// with five pieces, is 113 plies).
    TooLong(Signature),
    /// A won or lost position whose distance to zeroing was not found: a fault
    /// in the build, never seen.
    Inconsistent(Signature),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Cancelled => f.write_str("the table build was cancelled"),
            BuildError::TooLong(s) => write!(
                f,
                "{s} has a win longer than {MAX_DISTANCE} plies, more than the tables hold"
            ),
            BuildError::Inconsistent(s) => {
                write!(f, "{s}: a won or lost position has no distance to zeroing")
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// The value every position of a signature has by its material alone (each
/// one is reached by a move, so the lone-piece rule applies), if it has one.
pub fn decided_signature(s: Signature, lone_piece: LonePiece) -> Option<u8> {
    match lone_piece {
        LonePiece::KingWins if s.us() == 1 && s.them_kings > 0 => Some(code::loss(0)),
        LonePiece::Draw if s.us() == 1 && s.them() == 1 => Some(DRAW),
        _ => None,
    }
}

/// What the build knows of one position. The five bytes sit together because
/// a predecessor's are read and written at once, at a random place in tables
/// of up to 400 million positions: one cache miss, not five.
#[derive(Copy, Clone, Debug)]
pub(super) struct Cell {
    /// A value byte, [`UNKNOWN`], or [`NONE`] for a square clash.
    pub(super) code: u8,
    /// Plain moves to positions of the other signature not yet known to win
    /// (then, for the distance to zeroing, kings' moves not yet known).
    pub(super) left: u8,
    /// The best value among the moves that leave the pair, [`NONE`] if none
    /// (then the distance to zeroing).
    pub(super) best_out: u8,
    /// Kings' plain moves that stay in the pair.
    pub(super) king_moves: u8,
    /// [`ZEROING`] and [`ZEROING_WINS`].
    pub(super) flags: u8,
}

impl Cell {
    pub(super) const NEW: Cell = Cell {
        code: UNKNOWN,
        left: 0,
        best_out: NONE,
        king_moves: 0,
        flags: 0,
    };
}

/// The work on one signature of the pair being solved.
pub(super) struct Work {
    pub(super) layout: Layout,
    /// One per full index.
    pub(super) cells: Vec<Cell>,
    /// `solved[d]`: positions whose value has distance `d`, to pass on (then
    /// positions whose distance to zeroing is `d`).
    pub(super) solved: Vec<Vec<u32>>,
    /// `wins_out[d]`: positions with a `win d` by a move out of the pair.
    pub(super) wins_out: Vec<Vec<u32>>,
    /// Positions where a capture is compulsory.
    pub(super) captures: u64,
}

/// A position's flag: it has a capture or a man's move.
pub(super) const ZEROING: u8 = 1;
/// A position's flag: one of its captures or men's moves, or a move that ends
/// the game, wins.
pub(super) const ZEROING_WINS: u8 = 2;

pub(super) fn push_at(levels: &mut Vec<Vec<u32>>, d: u16, i: u32) {
    let d = d as usize;
    if levels.len() <= d {
        levels.resize_with(d + 1, Vec::new);
    }
    levels[d].push(i);
}

/// How often the stop flag is read, in positions.
pub(super) const STOP_CHECK: usize = 1 << 14;

pub(super) fn cancelled(stop: &AtomicBool) -> Result<(), BuildError> {
    if stop.load(Ordering::Relaxed) {
        Err(BuildError::Cancelled)
    } else {
        Ok(())
    }
}

/// One thread's share of a signature being written to: the cells of a range
/// of its full indices, and the positions it solves, by level.
pub(super) struct Target<'a> {
    pub(super) layout: Layout,
    cells: &'a mut [Cell],
    /// The full index of `cells[0]`.
    offset: usize,
    pub(super) solved: Vec<Vec<u32>>,
}

impl Target<'_> {
    /// The cell of full index `j`, if it is in this share.
    #[inline(always)]
    pub(super) fn cell(&mut self, j: usize) -> Option<&mut Cell> {
        self.cells.get_mut(j.wrapping_sub(self.offset))
    }
}

/// Runs `pass(input, from, into)` for each signature of the pair, passing what
/// it knows to the other (`inputs[t]` belongs to `works[t]`; a signature that
/// is its own exchange passes to itself), on every core. Each thread owns a
/// range of each signature's positions and makes only the changes that fall
/// there, so no two threads write to one cell. It reads nothing of the
/// positions it writes to but their cells, and within a level the changes
/// commute (all set a win, or all count a move off), so the result does not
/// depend on the threads' order. What each solves joins the work's levels.
pub(super) fn across_pair<T: Sync>(
    works: &mut [Work],
    inputs: &[T],
    pass: impl Fn(&T, &Layout, &mut Target<'_>) -> Result<(), BuildError> + Sync,
) -> Result<(), BuildError> {
    let n = works.len();
    assert!(
        n == 1 || n == 2,
        "a signature is solved alone or with its exchange"
    );
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get().min(8));
    let layouts: Vec<Layout> = works.iter().map(|w| w.layout).collect();
    // shares[k][p]: thread k's share of signature p.
    let mut shares: Vec<Vec<Target<'_>>> = (0..threads).map(|_| Vec::new()).collect();
    let mut merge_into: Vec<&mut Vec<Vec<u32>>> = Vec::new();
    for w in works.iter_mut() {
        let chunk = w.cells.len().div_ceil(threads).max(1);
        // A table smaller than the thread count leaves the last threads empty
        // shares.
        let mut chunks = w.cells.chunks_mut(chunk);
        for (k, share) in shares.iter_mut().enumerate() {
            share.push(Target {
                layout: w.layout,
                cells: chunks.next().unwrap_or_default(),
                offset: k * chunk,
                solved: Vec::new(),
            });
        }
        merge_into.push(&mut w.solved);
    }
    let pass = &pass;
    let layouts = &layouts;
    let results: Vec<Result<Vec<Target<'_>>, BuildError>> = std::thread::scope(|scope| {
        let running: Vec<_> = shares
            .into_iter()
            .map(|mut share| {
                scope.spawn(move || {
                    for (t, input) in inputs.iter().enumerate() {
                        pass(input, &layouts[t], &mut share[(t + 1) % n])?;
                    }
                    Ok(share)
                })
            })
            .collect();
        running
            .into_iter()
            .map(|r| r.join().expect("a table build thread panicked"))
            .collect()
    });
    for share in results {
        for (p, target) in share?.into_iter().enumerate() {
            for (d, list) in target.solved.into_iter().enumerate() {
                if !list.is_empty() {
                    if merge_into[p].len() <= d {
                        merge_into[p].resize_with(d + 1, Vec::new);
                    }
                    merge_into[p][d].extend(list);
                }
            }
        }
    }
    Ok(())
}

/// The boards one plain move of the side that just moved ("them") before
/// `board`, each seen from that side (which is to move there): kings' moves
/// first, whose number is returned, then (unless `kings_only`) men's. Positions
/// where that move was not legal (a capture was compulsory) or the game was
/// already over were solved in step 1 and are skipped by the caller.
pub(super) fn predecessors(board: &Board, kings_only: bool, out: &mut Vec<Board>) -> usize {
    out.clear();
    let occupied = board.occupied();
    let empty = !occupied;
    for s in Bits::new(board.them_kings) {
        for dir in Direction::ALL {
            for t in Bits::new(ray_until_blocker(s.index(), dir, occupied) & empty) {
                let before = Board {
                    them_kings: board.them_kings ^ s.bit() ^ t.bit(),
                    ..*board
                };
                out.push(before.exchanged());
            }
        }
    }
    let kings = out.len();
    if kings_only {
        return kings;
    }
    // Their men move down the board or sideways: they came from above or beside.
    for s in Bits::new(board.them_men) {
        let mut from = 0u64;
        if s.rank() < 7 {
            from |= s.bit() << 8;
        }
        if s.file() < 7 {
            from |= s.bit() << 1;
        }
        if s.file() > 0 {
            from |= s.bit() >> 1;
        }
        for t in Bits::new(from & empty) {
            let before = Board {
                them_men: board.them_men ^ s.bit() ^ t.bit(),
                ..*board
            };
            out.push(before.exchanged());
        }
    }
    kings
}
