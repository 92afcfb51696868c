//! The transposition table: what earlier searches learnt about positions, by
//! Zobrist hash, shared by every search thread.
//!
//! Each slot is two atomic words, the key stored XOR-ed with the data, so a slot
//! torn by two threads writing at once reads as a miss instead of as a wrong
//! entry (the lockless scheme of Hyatt and Mann); there is no lock. The one
//! `unsafe` is a prefetch, a hint to the processor that reads nothing into the
//! program. Slots come four to a 64-byte bucket; a new entry replaces the same
//! position, or else the slot holding the shallowest or oldest search.

use std::collections::TryReserveError;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

use crate::games::dama::Move;

/// How a stored score bounds the true one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most this (every move failed low).
    Upper = 1,
    /// The true score is at least this (a move failed high).
    Lower = 2,
    Exact = 3,
}

/// What the table knows about a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move found, as [`move_key`] gives it (0: none).
    pub mv: u32,
    /// In table form (see [`super::score::to_table`]).
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// A move packed into 29 bits: start, end and a fold of the captured set, with
/// bit 28 set so that no move packs to 0. Two moves of one position with the same
/// key would need the same start, end and captured fold: the key only orders
/// moves, so such a clash costs time, never a wrong move.
#[inline(always)]
pub fn move_key(mv: &Move) -> u32 {
    let c = mv.captured();
    let fold = (c ^ (c >> 16) ^ (c >> 32) ^ (c >> 48)) as u32 & 0xFFFF;
    (1 << 28) | mv.from().index() as u32 | (mv.to().index() as u32) << 6 | fold << 12
}

const SLOTS: usize = 4;

#[derive(Default)]
struct Slot {
    key: AtomicU64,
    data: AtomicU64,
}

#[repr(align(64))]
#[derive(Default)]
struct Bucket([Slot; SLOTS]);

/// The table. `Sync`: threads share it by reference.
pub struct Table {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

fn pack(mv: u32, score: i32, depth: i32, bound: Bound, generation: u8) -> u64 {
    u64::from(mv & 0x1FFF_FFFF)
        | u64::from(score as i16 as u16) << 29
        | u64::from(depth.clamp(0, 255) as u8) << 45
        | (bound as u64) << 53
        | u64::from(generation & 0x3F) << 55
}

fn unpack(data: u64) -> Option<(Entry, u8)> {
    let bound = match (data >> 53) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => return None,
    };
    Some((
        Entry {
            mv: (data & 0x1FFF_FFFF) as u32,
            score: i32::from(((data >> 29) & 0xFFFF) as u16 as i16),
            depth: ((data >> 45) & 0xFF) as i32,
            bound,
        },
        ((data >> 55) & 0x3F) as u8,
    ))
}

impl Table {
    /// A table of about `megabytes` MB (at least one bucket). Aborts, as any
    /// allocation does, when the memory is not there: [`Table::try_new`] asks.
    pub fn new(megabytes: usize) -> Table {
        match Table::try_new(megabytes) {
            Ok(table) => table,
            Err(e) => panic!("a transposition table of {megabytes} MB: {e}"),
        }
    }

    /// A table of about `megabytes` MB, or an error when the memory cannot be
    /// had.
    pub fn try_new(megabytes: usize) -> Result<Table, TryReserveError> {
        let count = megabytes.saturating_mul(1 << 20) / std::mem::size_of::<Bucket>();
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count.max(1))?;
        buckets.resize_with(count.max(1), Bucket::default);
        Ok(Table {
            buckets,
            generation: AtomicU8::new(0),
        })
    }

    /// The size in MB.
    pub fn megabytes(&self) -> usize {
        (self.buckets.len() * std::mem::size_of::<Bucket>()) >> 20
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        for bucket in &self.buckets {
            for slot in &bucket.0 {
                slot.key.store(0, Relaxed);
                slot.data.store(0, Relaxed);
            }
        }
        self.generation.store(0, Relaxed);
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&self) {
        self.generation.store(
            self.generation.load(Relaxed).wrapping_add(1) & 0x3F,
            Relaxed,
        );
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> &Bucket {
        let i = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[i]
    }

    /// Asks the processor to start loading `key`'s bucket, so that a probe a
    /// little later finds it in cache rather than waiting on memory.
    #[inline(always)]
    #[allow(unsafe_code, reason = "a prefetch hint, which reads nothing")]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const Bucket = self.bucket(key);
            // SAFETY: a prefetch is only a hint: it never reads the memory into
            // the program and never faults; the pointer is into our own buckets.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// What the table holds for `key`, if anything.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        for slot in &self.bucket(key).0 {
            let data = slot.data.load(Relaxed);
            if slot.key.load(Relaxed) ^ data == key {
                return unpack(data).map(|(e, _)| e);
            }
        }
        None
    }

    /// Keeps what a search learnt about `key`.
    #[inline]
    pub fn store(&self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation.load(Relaxed);
        let bucket = self.bucket(key);
        let mut victim = &bucket.0[0];
        let mut victim_worth = i32::MAX;
        for slot in &bucket.0 {
            let data = slot.data.load(Relaxed);
            let old = unpack(data);
            if slot.key.load(Relaxed) ^ data == key {
                // The same position: keep its move if the new search found none,
                // and a much deeper result unless this one is exact.
                let (old, _) = old.unwrap_or((
                    Entry {
                        mv: 0,
                        score: 0,
                        depth: 0,
                        bound: Bound::Upper,
                    },
                    0,
                ));
                if bound != Bound::Exact && depth + 3 < old.depth {
                    return;
                }
                let mv = if mv == 0 { old.mv } else { mv };
                let data = pack(mv, score, depth, bound, generation);
                slot.key.store(key ^ data, Relaxed);
                slot.data.store(data, Relaxed);
                return;
            }
            let worth = match old {
                None => i32::MIN,
                Some((e, g)) => {
                    let age = i32::from(generation.wrapping_sub(g) & 0x3F);
                    e.depth - 8 * age
                }
            };
            if worth < victim_worth {
                victim_worth = worth;
                victim = slot;
            }
        }
        let data = pack(mv, score, depth, bound, generation);
        victim.key.store(key ^ data, Relaxed);
        victim.data.store(data, Relaxed);
    }

    /// How full the table is, in thousandths (sampled, for `info hashfull`).
    pub fn permille_full(&self) -> u32 {
        let generation = self.generation.load(Relaxed);
        let sample = self.buckets.len().min(250);
        let mut used = 0;
        for bucket in &self.buckets[..sample] {
            for slot in &bucket.0 {
                if let Some((_, g)) = unpack(slot.data.load(Relaxed))
                    && g == generation
                {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * SLOTS).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::Square;

    #[test]
    fn entries_come_back_as_stored() {
        let t = Table::new(1);
        assert!(t.megabytes() == 1);
        let mv = Move::new(Square::new(10), Square::new(18), 0);
        t.store(0xDEAD_BEEF, move_key(&mv), -29_990, 17, Bound::Lower);
        let e = t.probe(0xDEAD_BEEF).unwrap();
        assert_eq!(
            e,
            Entry {
                mv: move_key(&mv),
                score: -29_990,
                depth: 17,
                bound: Bound::Lower
            }
        );
        assert_eq!(t.probe(0xDEAD_BEEE), None);
        t.clear();
        assert_eq!(t.probe(0xDEAD_BEEF), None);
    }

    #[test]
    fn deeper_results_stay_and_moves_are_kept() {
        let t = Table::new(1);
        let mv = Move::new(Square::new(1), Square::new(2), 0);
        t.store(7, move_key(&mv), 10, 12, Bound::Lower);
        t.store(7, 0, 20, 2, Bound::Upper);
        assert_eq!(
            t.probe(7).unwrap().depth,
            12,
            "a shallow bound does not replace"
        );
        t.store(7, 0, 30, 11, Bound::Upper);
        let e = t.probe(7).unwrap();
        assert_eq!((e.score, e.mv), (30, move_key(&mv)));
    }

    #[test]
    fn moves_differing_only_in_what_they_capture_have_different_keys() {
        let a = Move::new(Square::new(0), Square::new(0), 1 << 8 | 1 << 24);
        let b = Move::new(Square::new(0), Square::new(0), 1 << 1 | 1 << 3);
        assert_ne!(move_key(&a), move_key(&b));
        assert_ne!(move_key(&a), 0);
    }

    #[test]
    fn a_table_larger_than_the_address_space_is_an_error_not_an_abort() {
        assert!(Table::try_new(usize::MAX >> 20).is_err());
        assert_eq!(Table::try_new(2).unwrap().megabytes(), 2);
    }

    #[test]
    fn a_full_bucket_gives_up_its_shallowest_entry() {
        let t = Table::new(0); // one bucket: every key shares it
        for (key, depth) in [(1, 9), (2, 3), (3, 8), (4, 7)] {
            t.store(key, 0, 0, depth, Bound::Exact);
        }
        t.store(5, 0, 0, 5, Bound::Exact);
        assert!(t.probe(2).is_none());
        for key in [1, 3, 4, 5] {
            assert!(t.probe(key).is_some(), "{key}");
        }
    }
}
