//! Retrograde analysis, sector by sector, in the order [`Layout`] gives.
//!
//! - A sector where someone still has pieces in hand is solved *forwards*: every
//!   move from it places a piece or leads, after one slide, to a placement, so its
//!   successors lie in sectors already solved, and each entry is the best of its
//!   moves. Entries are independent, so the work is shared among threads.
//! - The movement phase is solved *backwards*, one pair of sectors at a time (our
//!   `a` pieces against their `b`, and the same counts with the other side to
//!   move), since quiet slides go back and forth between the two. A move that
//!   removes leaves the pair for a pair solved earlier, so its value is known. The
//!   rest is the classic retrograde: positions are settled in order of distance,
//!   a position is won as soon as one move reaches a position lost for the
//!   opponent, and lost once every move has been found to lose; what is never
//!   settled is a draw.
//!
//! The same two routines serve the value table (distance to the end of the game)
//! and the no-progress layer (distance to the next zeroing move), which differ
//! only in what a move out of the pair is worth.

use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use super::graph::{Successor, TreeRules, for_each_quiet_predecessor, for_each_successor};
use super::index::Layout;
use crate::ai::Value;

/// A value in two bytes: 0 is a draw, `2n + 1` is `win n`, `2n + 2` is `loss n`.
pub type Code = u16;

pub const DRAW: Code = 0;

pub const fn encode(value: Value) -> Code {
    match value {
        Value::Draw => DRAW,
        Value::Win(n) => 2 * n + 1,
        Value::Loss(n) => 2 * n + 2,
    }
}

pub const fn decode(code: Code) -> Value {
    if code == DRAW {
        Value::Draw
    } else if code % 2 == 1 {
        Value::Win((code - 1) / 2)
    } else {
        Value::Loss((code - 2) / 2)
    }
}

/// The build was stopped through its cancel flag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// Entries handed to a thread at a time.
const CHUNK: usize = 2048;

/// How many threads to use: the cores there are, at most eight.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8)
}

/// Runs `work(first index, chunk)` over `out` in chunks, on `threads` threads.
pub fn parallel_chunks<T: Send>(
    out: &mut [T],
    first: usize,
    threads: usize,
    cancel: &AtomicBool,
    work: &(dyn Fn(usize, &mut [T]) + Sync),
) -> Result<(), Cancelled> {
    let queue: Mutex<Vec<(usize, &mut [T])>> = Mutex::new(
        out.chunks_mut(CHUNK)
            .enumerate()
            .map(|(i, chunk)| (first + i * CHUNK, chunk))
            .rev()
            .collect(),
    );
    let next = || queue.lock().map(|mut q| q.pop()).unwrap_or(None);
    if threads <= 1 {
        // In this thread: a web page can start no other.
        while let Some((start, chunk)) = next() {
            if cancel.load(AtomicOrdering::Relaxed) {
                return Err(Cancelled);
            }
            work(start, chunk);
        }
        return Ok(());
    }
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    if cancel.load(AtomicOrdering::Relaxed) {
                        return;
                    }
                    match next() {
                        Some((start, chunk)) => work(start, chunk),
                        None => return,
                    }
                }
            });
        }
    });
    if cancel.load(AtomicOrdering::Relaxed) {
        Err(Cancelled)
    } else {
        Ok(())
    }
}

/// Solves the entries `range` forwards: each is the best of its moves, whose
/// values `move_value` gives (from the mover's view); no move at all is `loss 0`.
pub fn forward(
    layout: &Layout,
    rules: TreeRules,
    range: Range<usize>,
    out: &mut [Code],
    move_value: &(dyn Fn(&Successor) -> Value + Sync),
    threads: usize,
    cancel: &AtomicBool,
) -> Result<(), Cancelled> {
    debug_assert_eq!(out.len(), range.len());
    parallel_chunks(out, range.start, threads, cancel, &|start, chunk| {
        layout.for_each_node(start..start + chunk.len(), |index, node| {
            let mut best: Option<Value> = None;
            for_each_successor(&node, rules, |s| {
                let v = move_value(&s);
                if best.is_none_or(|b| v > b) {
                    best = Some(v);
                }
            });
            chunk[index - start] = encode(best.unwrap_or(Value::Loss(0)));
        });
    })
}

/// What is known of a movement position before the backward pass.
#[derive(Copy, Clone, Debug)]
struct Start {
    /// Distinct positions of the pair its quiet slides reach (up to symmetry),
    /// not yet found to be won for the opponent.
    open: u8,
    /// Whether it has any move at all.
    any: bool,
    /// Whether this entry is the one its position maps to.
    canonical: bool,
    /// The best value found so far among its moves.
    best: Value,
}

/// A position waiting in a distance bucket: its local index, and whether it is
/// settled as a win (else as a loss).
#[derive(Copy, Clone, Debug)]
struct Pending(u32);

impl Pending {
    const WIN: u32 = 1 << 31;

    fn new(local: usize, win: bool) -> Pending {
        Pending(local as u32 | if win { Pending::WIN } else { 0 })
    }

    fn local(self) -> usize {
        (self.0 & !Pending::WIN) as usize
    }

    fn is_win(self) -> bool {
        self.0 & Pending::WIN != 0
    }
}

fn push(buckets: &mut Vec<Vec<Pending>>, distance: u16, pending: Pending) {
    let d = usize::from(distance);
    if buckets.len() <= d {
        buckets.resize_with(d + 1, Vec::new);
    }
    buckets[d].push(pending);
}

/// The distinct local indices (inside `block`) of the positions in `nodes`.
fn distinct_locals(
    layout: &Layout,
    block: &Range<usize>,
    nodes: &[super::index::Node],
    out: &mut Vec<usize>,
) {
    out.clear();
    for node in nodes {
        let index = layout.index(node).expect("a movement position of the pair");
        debug_assert!(block.contains(&index));
        let local = index - block.start;
        if !out.contains(&local) {
            out.push(local);
        }
    }
}

/// Solves one pair of movement sectors (the entries `block`) backwards. A move
/// that leaves the pair (it removes, or ends the game) is worth `exit(move)` to
/// the mover; a quiet slide stays in the pair.
pub fn backward(
    layout: &Layout,
    rules: TreeRules,
    block: Range<usize>,
    out: &mut [Code],
    exit: &(dyn Fn(&Successor) -> Value + Sync),
    threads: usize,
    cancel: &AtomicBool,
) -> Result<(), Cancelled> {
    debug_assert_eq!(out.len(), block.len());
    let mut starts = vec![
        Start {
            open: 0,
            any: false,
            canonical: false,
            best: Value::Loss(0),
        };
        block.len()
    ];
    // 1. Every move of every position: values of the exits, count of the rest.
    parallel_chunks(
        &mut starts,
        block.start,
        threads,
        cancel,
        &|first, chunk| {
            let mut quiet = Vec::with_capacity(24);
            let mut locals = Vec::with_capacity(24);
            layout.for_each_node(first..first + chunk.len(), |index, node| {
                if layout.index(&node) != Some(index) {
                    return;
                }
                let start = &mut chunk[index - first];
                start.canonical = true;
                quiet.clear();
                for_each_successor(&node, rules, |s| {
                    start.any = true;
                    if s.zeroing {
                        start.best = start.best.max(exit(&s));
                    } else {
                        quiet.push(s.node);
                    }
                });
                distinct_locals(layout, &block, &quiet, &mut locals);
                start.open = locals.len() as u8;
            });
        },
    )?;

    // 2. Settle positions in order of distance.
    const OPEN: Code = Code::MAX;
    let mut settled = vec![OPEN; block.len()];
    let mut buckets: Vec<Vec<Pending>> = Vec::new();
    for (local, start) in starts.iter().enumerate() {
        if !start.canonical {
            continue;
        }
        if !start.any {
            push(&mut buckets, 0, Pending::new(local, false));
            continue;
        }
        match start.best {
            Value::Win(d) => push(&mut buckets, d, Pending::new(local, true)),
            Value::Loss(d) if start.open == 0 => {
                push(&mut buckets, d, Pending::new(local, false));
            }
            _ => {}
        }
    }
    let mut preds = Vec::with_capacity(32);
    let mut locals = Vec::with_capacity(32);
    let mut distance = 0usize;
    while distance < buckets.len() {
        if cancel.load(AtomicOrdering::Relaxed) {
            return Err(Cancelled);
        }
        let bucket = std::mem::take(&mut buckets[distance]);
        let d = distance as u16;
        for pending in bucket {
            let local = pending.local();
            if settled[local] != OPEN {
                continue;
            }
            let value = if pending.is_win() {
                Value::Win(d)
            } else {
                Value::Loss(d)
            };
            settled[local] = encode(value);
            preds.clear();
            for_each_quiet_predecessor(&layout.node(block.start + local), |p| preds.push(p));
            distinct_locals(layout, &block, &preds, &mut locals);
            for &pred in &locals {
                if settled[pred] != OPEN {
                    continue;
                }
                if pending.is_win() {
                    let start = &mut starts[pred];
                    start.open -= 1;
                    start.best = start.best.max(Value::Loss(d + 1));
                    if start.open == 0
                        && let Value::Loss(k) = start.best
                    {
                        push(&mut buckets, k, Pending::new(pred, false));
                    }
                } else {
                    push(&mut buckets, d + 1, Pending::new(pred, true));
                }
            }
        }
        distance += 1;
    }

    // 3. What was never settled is a draw; a twin entry copies its position's.
    for (local, slot) in out.iter_mut().enumerate() {
        if starts[local].canonical {
            *slot = if settled[local] == OPEN {
                DRAW
            } else {
                settled[local]
            };
        }
    }
    for local in 0..out.len() {
        if !starts[local].canonical {
            let twin = layout
                .index(&layout.node(block.start + local))
                .expect("stored");
            out[local] = out[twin - block.start];
        }
    }
    Ok(())
}

/// The groups of entries solved together, in order: a movement pair, or one
/// sector with pieces in hand.
pub fn groups(layout: &Layout) -> Vec<(Range<usize>, bool)> {
    let mut groups: Vec<(Range<usize>, bool)> = Vec::new();
    let sectors = layout.sectors();
    let mut i = 0;
    while i < sectors.len() {
        let sector = sectors[i];
        if sector.key.is_movement() {
            let mut end = sector.range().end;
            if sector.key.us != sector.key.them {
                let partner = sectors[i + 1];
                debug_assert_eq!(
                    (partner.key.us, partner.key.them),
                    (sector.key.them, sector.key.us)
                );
                end = partner.range().end;
                i += 1;
            }
            groups.push((sector.offset..end, true));
        } else {
            groups.push((sector.range(), false));
        }
        i += 1;
    }
    groups
}

/// Where the movement phase's entries end (they come first in the table).
pub fn movement_end(layout: &Layout) -> usize {
    groups(layout)
        .iter()
        .filter(|(_, movement)| *movement)
        .map(|(range, _)| range.end)
        .max()
        .unwrap_or(0)
}

/// Progress of a build: entries done out of all.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

impl Progress {
    /// The fraction done, 0 to 1.
    pub fn fraction(&self) -> f32 {
        if self.total == 0 {
            1.0
        } else {
            self.done as f32 / self.total as f32
        }
    }
}

/// The value of every entry: distance to the end of the game under best play,
/// repetition and no-progress draws ignored.
pub fn build_values(
    layout: &Layout,
    rules: TreeRules,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<Vec<Code>, Cancelled> {
    let threads = threads();
    let total = layout.len();
    let mut table = vec![DRAW; total];
    for (block, movement) in groups(layout) {
        let (done, rest) = table.split_at_mut(block.start);
        let done: &[Code] = done;
        let out = &mut rest[..block.len()];
        let move_value = |s: &Successor| -> Value {
            if s.is_lost_for_mover() {
                return Value::Win(1);
            }
            let index = layout.index(&s.node).expect("a stored position");
            decode(done[index]).for_mover()
        };
        if movement {
            backward(
                layout,
                rules,
                block.clone(),
                out,
                &move_value,
                threads,
                cancel,
            )?;
        } else {
            forward(
                layout,
                rules,
                block.clone(),
                out,
                &move_value,
                threads,
                cancel,
            )?;
        }
        progress(Progress {
            done: block.end,
            total,
        });
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for v in [
            Value::Draw,
            Value::Win(0),
            Value::Win(1),
            Value::Loss(0),
            Value::Loss(2),
            Value::Win(1000),
            Value::Loss(32766),
        ] {
            assert_eq!(decode(encode(v)), v);
        }
    }

    #[test]
    fn groups_cover_the_table_in_order() {
        let layout = Layout::new();
        let mut next = 0;
        for (range, _) in groups(&layout) {
            assert_eq!(range.start, next);
            next = range.end;
        }
        assert_eq!(next, layout.len());
    }
}
