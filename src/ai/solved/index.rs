//! Compact indexing of every Akidada position, as the nine men's morris databases
//! do it: one sector per count of pieces (on the board and in hand, for each
//! side), and inside a sector a combinatorial rank.
//!
//! A position is seen from the side to move ("us"), so the colours are exchanged
//! with the side to move and only one side to move is stored. Inside a sector the
//! index is `class * C(16 - a, b) + rank`, where `class` numbers our set of `a`
//! points up to the 16 board symmetries (one representative per orbit), and `rank`
//! is the colex rank of the opponent's `b` points among the `16 - a` points we
//! leave free, after the symmetry that takes our set to its representative. When
//! the representative has symmetries of its own, the smallest image of the
//! opponent's set is taken, so every position has exactly one index; the few
//! entries that no position maps to ("non-canonical") hold a copy of their twin.

use super::symmetry::{COUNT as SYMMETRIES, Symmetries};
use crate::games::Side;
use crate::games::akidada::board::Points;
use crate::games::akidada::{Position, Setup};

/// Pieces a side has in all.
pub const PIECES: u8 = crate::games::akidada::PIECES_PER_SIDE;
/// Points on the board.
const POINTS: usize = 16;

/// Set bits of each byte. The build runs on any x86-64, where `count_ones`
/// without the POPCNT instruction is a dozen operations; a table is quicker.
const POP8: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};

/// The number of points in a set.
#[inline(always)]
pub fn pop16(set: u16) -> u32 {
    u32::from(POP8[usize::from(set & 0xFF)]) + u32::from(POP8[usize::from(set >> 8)])
}

/// A position from the side to move's view: our points and theirs, our pieces in
/// hand and theirs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub us: u16,
    pub them: u16,
    pub us_hand: u8,
    pub them_hand: u8,
}

/// The position from the side to move's view.
pub fn node_of(pos: &Position) -> Node {
    let us = pos.side_to_move();
    let them = us.opposite();
    Node {
        us: pos.pieces(us),
        them: pos.pieces(them),
        us_hand: pos.in_hand(us),
        them_hand: pos.in_hand(them),
    }
}

/// A node as a position with White to move.
pub fn position_of(node: &Node) -> Option<Position> {
    Setup::from_points(
        Points::new(node.us),
        Points::new(node.them),
        [node.us_hand, node.them_hand],
        Side::White,
    )
    .position()
    .ok()
}

impl Node {
    /// Our pieces, board and hand.
    #[inline(always)]
    pub fn us_total(&self) -> u32 {
        pop16(self.us) + u32::from(self.us_hand)
    }

    #[inline(always)]
    pub fn them_total(&self) -> u32 {
        pop16(self.them) + u32::from(self.them_hand)
    }

    /// The key of the sector holding this node.
    #[inline(always)]
    pub fn key(&self) -> SectorKey {
        SectorKey {
            us: pop16(self.us) as u8,
            them: pop16(self.them) as u8,
            us_hand: self.us_hand,
            them_hand: self.them_hand,
        }
    }
}

/// Which sector: pieces on the board and in hand for us and them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SectorKey {
    pub us: u8,
    pub them: u8,
    pub us_hand: u8,
    pub them_hand: u8,
}

impl SectorKey {
    /// The movement phase: both hands empty.
    pub fn is_movement(&self) -> bool {
        self.us_hand == 0 && self.them_hand == 0
    }

    /// Whether the table holds this sector: no side over six pieces, and each side
    /// with at least three (two or fewer is a game already over).
    fn is_stored(&self) -> bool {
        let us = self.us + self.us_hand;
        let them = self.them + self.them_hand;
        (3..=PIECES).contains(&us) && (3..=PIECES).contains(&them)
    }
}

/// A block of consecutive entries: every position with the same counts.
#[derive(Copy, Clone, Debug)]
pub struct Sector {
    pub key: SectorKey,
    /// Index of the sector's first entry.
    pub offset: usize,
    /// How many opponent sets go with each of our classes: C(16 - a, b).
    pub ranks: usize,
    /// Our classes (sets of `a` points up to symmetry).
    pub classes: usize,
}

impl Sector {
    pub fn len(&self) -> usize {
        self.classes * self.ranks
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn range(&self) -> std::ops::Range<usize> {
        self.offset..self.offset + self.len()
    }
}

/// The index of every position: symmetry tables, classes of point sets, sectors.
#[derive(Debug)]
pub struct Layout {
    sym: Symmetries,
    /// For every set of points: its class among the sets of its size.
    class_of: Vec<u16>,
    /// For every set of points: a symmetry taking it to its class representative.
    sym_of: Vec<u8>,
    /// `reps[a]`: the representative of each class of `a`-point sets (the least
    /// image under the symmetries).
    reps: Vec<Vec<u16>>,
    /// `stabilisers[a][class]`: the symmetries (bit s) that fix the representative.
    stabilisers: Vec<Vec<u16>>,
    binomial: [[usize; POINTS + 1]; POINTS + 1],
    /// Byte tables for gathering the bits of a set under a mask and spreading
    /// them back (`pext`/`pdep` of one byte): `[mask][bits]`.
    gather: Vec<[u8; 256]>,
    spread: Vec<[u8; 256]>,
    /// Colex rank of a packed set, low byte: `rank_low[byte]`, high byte:
    /// `rank_high[byte][set bits in the low byte]`.
    rank_low: [u32; 256],
    rank_high: Vec<[u32; 9]>,
    /// Sectors in the order they are solved (each one's successors come before it).
    sectors: Vec<Sector>,
    /// `sector_of[a][b][ha][hb]`: position in `sectors`, or `usize::MAX`.
    sector_of: Vec<usize>,
    len: usize,
}

fn key_slot(key: SectorKey) -> usize {
    let d = usize::from(PIECES) + 1;
    ((usize::from(key.us) * d + usize::from(key.them)) * d + usize::from(key.us_hand)) * d
        + usize::from(key.them_hand)
}

impl Layout {
    pub fn new() -> Layout {
        let sym = Symmetries::new();
        let mut class_of = vec![0u16; 1 << POINTS];
        let mut sym_of = vec![0u8; 1 << POINTS];
        let mut reps: Vec<Vec<u16>> = vec![Vec::new(); POINTS + 1];
        let mut stabilisers: Vec<Vec<u16>> = vec![Vec::new(); POINTS + 1];
        // Sets in increasing order: the least image of a set is its class's
        // representative, met no later than the set itself.
        for set in 0..=u16::MAX {
            let images: [u16; SYMMETRIES] = std::array::from_fn(|s| sym.apply(s, set));
            let (s, &least) = images
                .iter()
                .enumerate()
                .min_by_key(|&(_, image)| *image)
                .expect("sixteen images");
            let size = set.count_ones() as usize;
            if least == set {
                let stab = (0..SYMMETRIES)
                    .filter(|&g| images[g] == set)
                    .fold(0u16, |m, g| m | 1 << g);
                class_of[usize::from(set)] = reps[size].len() as u16;
                reps[size].push(set);
                stabilisers[size].push(stab);
            }
            class_of[usize::from(set)] = class_of[usize::from(least)];
            sym_of[usize::from(set)] = s as u8;
        }

        let mut binomial = [[0usize; POINTS + 1]; POINTS + 1];
        for n in 0..=POINTS {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] =
                    binomial[n - 1][k - 1] + if k < n { binomial[n - 1][k] } else { 0 };
            }
        }

        let mut gather = vec![[0u8; 256]; 256];
        let mut spread = vec![[0u8; 256]; 256];
        for mask in 0..256usize {
            for bits in 0..256usize {
                let (mut g, mut sp, mut k) = (0u8, 0u8, 0);
                for j in 0..8 {
                    if mask & (1 << j) != 0 {
                        if bits & (1 << j) != 0 {
                            g |= 1 << k;
                        }
                        if bits & (1 << k) != 0 {
                            sp |= 1 << j;
                        }
                        k += 1;
                    }
                }
                gather[mask][bits] = g;
                spread[mask][bits] = sp;
            }
        }
        // Colex rank: the i-th set bit (from 1) at position p adds C(p, i).
        let mut rank_low = [0u32; 256];
        let mut rank_high = vec![[0u32; 9]; 256];
        for byte in 0..256usize {
            let bits: Vec<usize> = (0..8).filter(|j| byte & (1 << j) != 0).collect();
            rank_low[byte] = bits
                .iter()
                .enumerate()
                .map(|(i, &j)| binomial[j][i + 1] as u32)
                .sum();
            for (below, slot) in rank_high[byte].iter_mut().enumerate() {
                *slot = bits
                    .iter()
                    .enumerate()
                    .map(|(i, &j)| binomial[8 + j][below + i + 1] as u32)
                    .sum();
            }
        }

        let mut layout = Layout {
            sym,
            class_of,
            sym_of,
            reps,
            stabilisers,
            binomial,
            gather,
            spread,
            rank_low,
            rank_high,
            sectors: Vec::new(),
            sector_of: vec![usize::MAX; (usize::from(PIECES) + 1).pow(4)],
            len: 0,
        };
        for key in solving_order() {
            let a = usize::from(key.us);
            let b = usize::from(key.them);
            let sector = Sector {
                key,
                offset: layout.len,
                ranks: layout.binomial[POINTS - a][b],
                classes: layout.reps[a].len(),
            };
            layout.sector_of[key_slot(key)] = layout.sectors.len();
            layout.len += sector.len();
            layout.sectors.push(sector);
        }
        layout
    }

    pub fn symmetries(&self) -> &Symmetries {
        &self.sym
    }

    /// Entries in all.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The sectors, in solving order.
    pub fn sectors(&self) -> &[Sector] {
        &self.sectors
    }

    /// The sector with these counts, if the table holds it.
    pub fn sector(&self, key: SectorKey) -> Option<&Sector> {
        let too_many = [key.us, key.them, key.us_hand, key.them_hand]
            .iter()
            .any(|&n| n > PIECES);
        if too_many {
            return None;
        }
        self.sectors.get(self.sector_of[key_slot(key)])
    }

    /// The sector an index falls in.
    pub fn sector_at(&self, index: usize) -> &Sector {
        let i = self
            .sectors
            .partition_point(|s| s.offset + s.len() <= index);
        &self.sectors[i]
    }

    /// The index of a node, or `None` when the table does not hold its sector
    /// (a side with two pieces or fewer, or more than six).
    #[inline]
    pub fn index(&self, node: &Node) -> Option<usize> {
        let key = node.key();
        let sector = self.sector(key)?;
        let a = usize::from(key.us);
        let class = usize::from(self.class_of[usize::from(node.us)]);
        let s = usize::from(self.sym_of[usize::from(node.us)]);
        let rep = self.reps[a][class];
        let mut them = self.sym.apply(s, node.them);
        let stab = self.stabilisers[a][class];
        if stab != 1 {
            let base = them;
            for g in 1..SYMMETRIES {
                if stab & (1 << g) != 0 {
                    them = them.min(self.sym.apply(g, base));
                }
            }
        }
        Some(sector.offset + class * sector.ranks + self.rank(!rep, them))
    }

    /// The colex rank of `set` among the subsets of its size of `free`.
    #[inline(always)]
    fn rank(&self, free: u16, set: u16) -> usize {
        let packed = self.gather(free, set);
        let low = usize::from(packed & 0xFF);
        let below = usize::from(POP8[low]);
        (self.rank_low[low] + self.rank_high[usize::from(packed >> 8)][below]) as usize
    }

    /// The bits of `set` under `mask`, packed into the low bits (`pext`).
    #[inline(always)]
    fn gather(&self, mask: u16, set: u16) -> u16 {
        let (m0, m1) = (usize::from(mask & 0xFF), usize::from(mask >> 8));
        let low = u16::from(self.gather[m0][usize::from(set & 0xFF)]);
        let high = u16::from(self.gather[m1][usize::from(set >> 8)]);
        low | high << POP8[m0]
    }

    /// The low bits of `packed` spread onto the set bits of `mask` (`pdep`).
    #[inline(always)]
    fn spread(&self, mask: u16, packed: u16) -> u16 {
        let (m0, m1) = (usize::from(mask & 0xFF), usize::from(mask >> 8));
        let n0 = POP8[m0];
        let low = u16::from(self.spread[m0][usize::from(packed & 0xFF)]);
        let high = u16::from(self.spread[m1][usize::from((packed >> n0) & 0xFF)]);
        low | high << 8
    }

    /// The node stored at `index` (for a non-canonical entry, the twin it copies
    /// is `index(node)`).
    pub fn node(&self, index: usize) -> Node {
        let sector = self.sector_at(index);
        let within = index - sector.offset;
        let a = usize::from(sector.key.us);
        let us = self.reps[a][within / sector.ranks];
        let packed = self.unrank(within % sector.ranks, usize::from(sector.key.them));
        Node {
            us,
            them: self.spread(!us, packed),
            us_hand: sector.key.us_hand,
            them_hand: sector.key.them_hand,
        }
    }

    /// Calls `f(index, node)` for every entry of `range`, in order: quicker than
    /// [`Layout::node`] for each, as it steps from one set to the next.
    pub fn for_each_node(&self, range: std::ops::Range<usize>, mut f: impl FnMut(usize, Node)) {
        let mut index = range.start;
        while index < range.end {
            let sector = *self.sector_at(index);
            let a = usize::from(sector.key.us);
            let b = usize::from(sector.key.them);
            let end = range.end.min(sector.offset + sector.len());
            let within = index - sector.offset;
            let mut class = within / sector.ranks;
            let mut rank = within % sector.ranks;
            let mut packed = self.unrank(rank, b);
            let mut us = self.reps[a][class];
            while index < end {
                f(
                    index,
                    Node {
                        us,
                        them: self.spread(!us, packed),
                        us_hand: sector.key.us_hand,
                        them_hand: sector.key.them_hand,
                    },
                );
                index += 1;
                rank += 1;
                if rank == sector.ranks {
                    rank = 0;
                    class += 1;
                    packed = if b == 0 { 0 } else { (1u16 << b) - 1 };
                    if class < sector.classes {
                        us = self.reps[a][class];
                    }
                } else {
                    packed = next_colex(packed);
                }
            }
        }
    }

    /// Whether the entry at `index` is the one its position maps to.
    pub fn is_canonical(&self, index: usize) -> bool {
        self.index(&self.node(index)) == Some(index)
    }

    /// The `rank`-th subset of size `k` of the low bits, in colex order.
    fn unrank(&self, mut rank: usize, k: usize) -> u16 {
        let mut set = 0u16;
        for i in (1..=k).rev() {
            // The largest position p with C(p, i) <= rank.
            let mut p = i - 1;
            while self.binomial[p + 1][i] <= rank {
                p += 1;
            }
            rank -= self.binomial[p][i];
            set |= 1 << p;
        }
        set
    }
}

impl Default for Layout {
    fn default() -> Layout {
        Layout::new()
    }
}

/// The next set with as many bits, in colex order (Gosper's hack).
#[inline(always)]
fn next_colex(set: u16) -> u16 {
    let x = u32::from(set);
    let low = x & x.wrapping_neg();
    let ripple = x + low;
    (ripple | (((x ^ ripple) >> 2) / low)) as u16
}

/// Every stored sector key, in the order the sectors are solved: the movement
/// phase first (by pieces on the board, the two sides of a pair together, since
/// slides go back and forth between them), then by pieces in hand in all, the
/// sectors where the side to move places before those where it slides.
fn solving_order() -> Vec<SectorKey> {
    let mut order = Vec::new();
    let six = PIECES;
    for total in 0..=2 * six {
        for a in 0..=six.min(total) {
            let b = total - a;
            if b > six || a > b {
                continue;
            }
            for (us, them) in [(a, b), (b, a)] {
                let key = SectorKey {
                    us,
                    them,
                    us_hand: 0,
                    them_hand: 0,
                };
                if key.is_stored() && !order.contains(&key) {
                    order.push(key);
                }
            }
        }
    }
    for hands in 1..=2 * six {
        let placing = (1..=six.min(hands)).map(|h| (h, hands - h));
        let sliding = std::iter::once((0, hands));
        for (us_hand, them_hand) in placing.chain(sliding) {
            if them_hand > six {
                continue;
            }
            for us in 0..=six {
                for them in 0..=six {
                    let key = SectorKey {
                        us,
                        them,
                        us_hand,
                        them_hand,
                    };
                    if key.is_stored() {
                        order.push(key);
                    }
                }
            }
        }
    }
    order
}

/// Random points for the tests' nodes: up to six of ours, then up to six of
/// theirs on other points.
#[cfg(test)]
pub(crate) fn random_points(rng: &mut crate::rng::Rng) -> (u16, u16) {
    let a = rng.below(7);
    let b = rng.below(7);
    let mut us = 0u16;
    let mut them = 0u16;
    while (us.count_ones() as usize) < a {
        us |= 1 << rng.below(16);
    }
    while (them.count_ones() as usize) < b {
        let p = 1 << rng.below(16);
        if us & p == 0 {
            them |= p;
        }
    }
    (us, them)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn random_node(rng: &mut Rng) -> Node {
        loop {
            let (us, them) = random_points(rng);
            let (a, b) = (us.count_ones() as usize, them.count_ones() as usize);
            let node = Node {
                us,
                them,
                us_hand: rng.below(7 - a) as u8,
                them_hand: rng.below(7 - b) as u8,
            };
            if node.key().is_stored() {
                return node;
            }
        }
    }

    #[test]
    fn every_entry_decodes_and_canonical_entries_round_trip() {
        let layout = Layout::new();
        let mut twins = 0;
        for index in (0..layout.len()).step_by(7) {
            let node = layout.node(index);
            let back = layout.index(&node).expect("stored");
            if back == index {
                continue;
            }
            twins += 1;
            // A twin: the same position seen under a symmetry of our set.
            assert_eq!(layout.node(back).us, node.us, "entry {index}");
            assert!(layout.is_canonical(back));
        }
        // Rows of sets with symmetries of their own (the empty set above all)
        // hold twins: under a fifth of the table.
        assert!(twins * 5 < layout.len() / 7, "twins: {twins}");
    }

    #[test]
    fn all_sixteen_images_share_an_index() {
        let layout = Layout::new();
        let sym = layout.symmetries();
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let node = random_node(&mut rng);
            let index = layout.index(&node).unwrap();
            for s in 0..SYMMETRIES {
                let image = Node {
                    us: sym.apply(s, node.us),
                    them: sym.apply(s, node.them),
                    ..node
                };
                assert_eq!(layout.index(&image), Some(index), "{node:?} under {s}");
            }
            // The entry holds a position of the same orbit.
            let stored = layout.node(index);
            assert!((0..SYMMETRIES).any(|s| {
                sym.apply(s, node.us) == stored.us && sym.apply(s, node.them) == stored.them
            }));
        }
    }

    #[test]
    fn sectors_cover_the_positions_once_and_in_solving_order() {
        let layout = Layout::new();
        let mut next = 0;
        for sector in layout.sectors() {
            assert_eq!(sector.offset, next);
            next += sector.len();
            assert_eq!(layout.sector(sector.key).unwrap().offset, sector.offset);
        }
        assert_eq!(next, layout.len());
        // 98,318,756 positions from the side to move's view, about a sixteenth
        // of them up to symmetry, plus the twins. A change here changes the
        // file format: bump `table::FORMAT_VERSION` with it.
        assert_eq!(layout.len(), 7_496_908);
        let missing = SectorKey {
            us: 2,
            them: 3,
            us_hand: 0,
            them_hand: 0,
        };
        assert!(layout.sector(missing).is_none());
    }

    #[test]
    fn ranks_are_dense() {
        let layout = Layout::new();
        let free = 0b1011_0110_1101_0111u16;
        let n = free.count_ones() as usize;
        for k in 0..=4 {
            let mut seen = vec![false; layout.binomial[n][k]];
            for packed in 0..(1u16 << n) {
                if packed.count_ones() as usize == k {
                    let set = layout.spread(free, packed);
                    assert_eq!(layout.gather(free, set), packed);
                    let r = layout.rank(free, set);
                    assert!(!seen[r]);
                    seen[r] = true;
                    assert_eq!(layout.spread(free, layout.unrank(r, k)), set);
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
    }

    #[test]
    fn stepping_through_entries_agrees_with_decoding_each() {
        let layout = Layout::new();
        for sector in layout.sectors().iter().step_by(13) {
            let range = sector.range();
            let from = range.start + range.len() / 3;
            let mut seen = 0;
            layout.for_each_node(from..range.end.min(from + 5000), |i, node| {
                assert_eq!(node, layout.node(i));
                seen += 1;
            });
            assert_eq!(seen, range.end.min(from + 5000) - from);
        }
        // Across the boundary of two sectors.
        let boundary = layout.sectors()[5].offset;
        layout.for_each_node(boundary - 100..boundary + 100, |i, node| {
            assert_eq!(node, layout.node(i));
        });
    }
}
