//! Numbering the positions of a signature.
//!
//! Each group of like pieces (our kings, our men, their kings, their men) is a
//! set of squares, numbered by the combinatorial number system (the `k` squares
//! `s1 < s2 < ... < sk` have rank `C(s1,1) + C(s2,2) + ... + C(sk,k)`). Men
//! never stand on the rank where they would be crowned, so a group of men ranges
//! over 56 squares. The ranks of the four groups, in that order, make a
//! mixed-radix number: the *full* index. Squares taken twice give numbers that
//! are no position; they are few (about one in eleven with four pieces) and cost
//! less than a perfect numbering would.
//!
//! The *reduced* index, used on disk and in probes, also folds the left-right
//! mirror: the first group of the side to move (the *lead*: its kings, or its
//! men when it has no king) is replaced by the smaller-ranked of itself and its
//! mirror image, the whole board mirrored with it, and lead sets are numbered by
//! their mirror orbits. That halves the tables. Positions whose lead set is its
//! own mirror image are kept twice (both images), with equal values.

use super::board::{Board, MAX_PIECES, Signature, flip_files};

/// How many sizes a group of like pieces has: 0 to 4 (four against one).
const GROUP_SIZES: usize = MAX_PIECES as usize;

/// `BINOM[n][k]` = C(n, k) for n <= 64, k <= 4.
const BINOM: [[u32; GROUP_SIZES]; 65] = binomials();

const fn binomials() -> [[u32; GROUP_SIZES]; 65] {
    let mut t = [[0u32; GROUP_SIZES]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k < GROUP_SIZES {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
}

/// The rank of a set of squares (bits of `bits`, counted from `offset`).
#[inline(always)]
fn rank(bits: u64, offset: u32) -> u32 {
    let mut bits = bits >> offset;
    let mut r = 0;
    let mut k = 1;
    while bits != 0 {
        r += BINOM[bits.trailing_zeros() as usize][k];
        bits &= bits - 1;
        k += 1;
    }
    r
}

/// Where a group's squares start: their men from rank 2 (rank 1 in our view is
/// theirs to be crowned on).
const OFFSETS: [u32; 4] = [0, 0, 0, 8];
/// How many squares a group ranges over.
const SQUARES: [usize; 4] = [64, 56, 64, 56];

/// Every set of `k` squares among the first `n`, by rank.
fn sets(n: usize, k: usize) -> Vec<u64> {
    let mut out = vec![0u64; BINOM[n][k] as usize];
    let mut fill = |set: u64| out[rank(set, 0) as usize] = set;
    match k {
        0 => fill(0),
        1 => (0..n).for_each(|a| fill(1 << a)),
        2 => (0..n).for_each(|b| (0..b).for_each(|a| fill(1 << a | 1 << b))),
        _ => {
            // Larger sets: each set of one square fewer, with a higher square added.
            for smaller in sets(n, k - 1) {
                let top = 64 - smaller.leading_zeros() as usize;
                (top..n).for_each(|a| fill(smaller | 1 << a));
            }
        }
    }
    out
}

/// The mirror orbits of the sets of `k` squares among the first `n` (n = 56 or
/// 64, whole ranks, so the mirror keeps them in range).
#[derive(Debug)]
struct Orbits {
    /// For each rank: its orbit, with [`MIRROR`] set when the set's mirror image
    /// has the smaller rank (the board must be mirrored).
    orbit_of: Vec<u32>,
    /// For each orbit: the smaller rank.
    representative: Vec<u32>,
}

const MIRROR: u32 = 1 << 31;

impl Orbits {
    fn new(sets: &[u64]) -> Orbits {
        let mut orbit_of = vec![0; sets.len()];
        let mut representative = Vec::new();
        for (r, &set) in sets.iter().enumerate() {
            let m = rank(flip_files(set), 0) as usize;
            if r <= m {
                orbit_of[r] = representative.len() as u32;
                representative.push(r as u32);
            } else {
                orbit_of[r] = orbit_of[m] | MIRROR;
            }
        }
        Orbits {
            orbit_of,
            representative,
        }
    }
}

/// The square sets and mirror orbits every layout shares; built once per set of
/// tables (a few milliseconds).
#[derive(Debug)]
pub struct Geometry {
    /// `sets[men as usize][k]`: the sets of `k` squares among 64 (kings) or 56.
    sets: [[Vec<u64>; GROUP_SIZES]; 2],
    orbits: [[Orbits; GROUP_SIZES]; 2],
}

impl Geometry {
    pub fn new() -> Geometry {
        let sets = [64, 56].map(|n| std::array::from_fn(|k| sets(n, k)));
        let orbits = [0, 1].map(|m| std::array::from_fn(|k| Orbits::new(&sets[m][k])));
        Geometry { sets, orbits }
    }
}

impl Default for Geometry {
    fn default() -> Geometry {
        Geometry::new()
    }
}

/// How the positions of one signature are numbered.
#[derive(Copy, Clone, Debug)]
pub struct Layout {
    pub signature: Signature,
    counts: [usize; 4],
    /// Number of placements of each group.
    sizes: [u32; 4],
    /// The lead group: 0 (our kings) or 1 (our men, when we have no king).
    lead: usize,
    /// The placements of the groups other than the lead, all together.
    rest: u32,
}

impl Layout {
    pub fn new(signature: Signature) -> Layout {
        let s = signature;
        let counts = [s.us_kings, s.us_men, s.them_kings, s.them_men].map(usize::from);
        let sizes: [u32; 4] = std::array::from_fn(|g| BINOM[SQUARES[g]][counts[g]]);
        let lead = if counts[0] > 0 { 0 } else { 1 };
        let rest = (0..4).filter(|&g| g != lead).map(|g| sizes[g]).product();
        Layout {
            signature,
            counts,
            sizes,
            lead,
            rest,
        }
    }

    /// The number of full indices (positions and square clashes).
    pub fn full_len(&self) -> usize {
        self.sizes[self.lead] as usize * self.rest as usize
    }

    /// The number of reduced indices.
    pub fn reduced_len(&self, geo: &Geometry) -> usize {
        self.lead_orbits(geo).representative.len() * self.rest as usize
    }

    fn lead_orbits<'g>(&self, geo: &'g Geometry) -> &'g Orbits {
        &geo.orbits[self.lead][self.counts[self.lead]]
    }

    #[inline(always)]
    fn groups(board: &Board) -> [u64; 4] {
        [
            board.us_kings,
            board.us_men,
            board.them_kings,
            board.them_men,
        ]
    }

    /// The groups other than the lead as one number.
    #[inline(always)]
    fn rest_index(&self, groups: &[u64; 4]) -> u32 {
        let mut i = 0;
        for g in 0..4 {
            if g != self.lead {
                i = i * self.sizes[g] + rank(groups[g], OFFSETS[g]);
            }
        }
        i
    }

    /// The full index of a board of this signature.
    #[inline]
    pub fn full_index(&self, board: &Board) -> usize {
        let groups = Self::groups(board);
        let lead = rank(groups[self.lead], 0);
        lead as usize * self.rest as usize + self.rest_index(&groups) as usize
    }

    /// The reduced index of a board of this signature (it or its mirror image).
    #[inline]
    pub fn reduced_index(&self, geo: &Geometry, board: &Board) -> usize {
        let mut groups = Self::groups(board);
        let orbit = self.lead_orbits(geo).orbit_of[rank(groups[self.lead], 0) as usize];
        if orbit & MIRROR != 0 {
            groups = groups.map(flip_files);
        }
        (orbit & !MIRROR) as usize * self.rest as usize + self.rest_index(&groups) as usize
    }

    /// The board with this full index (it may have two pieces on a square: see
    /// [`Board::is_valid`]).
    pub fn board(&self, geo: &Geometry, full: usize) -> Board {
        let rest = self.rest as usize;
        let mut ranks = [0u32; 4];
        ranks[self.lead] = (full / rest) as u32;
        let mut r = (full % rest) as u32;
        for g in (0..4).rev() {
            if g != self.lead {
                ranks[g] = r % self.sizes[g];
                r /= self.sizes[g];
            }
        }
        let group = |g: usize| {
            let men = usize::from(g % 2 == 1);
            geo.sets[men][self.counts[g]][ranks[g] as usize] << OFFSETS[g]
        };
        Board {
            us_kings: group(0),
            us_men: group(1),
            them_kings: group(2),
            them_men: group(3),
        }
    }

    /// The full index of the position a reduced index stands for.
    #[inline]
    pub fn full_of_reduced(&self, geo: &Geometry, reduced: usize) -> usize {
        let rest = self.rest as usize;
        let orbit = reduced / rest;
        let lead = self.lead_orbits(geo).representative[orbit] as usize;
        lead * rest + reduced % rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_every_set_once() {
        for n in [56, 64] {
            for (k, row) in BINOM[n].iter().enumerate() {
                let all = sets(n, k);
                assert_eq!(all.len() as u32, *row);
                for (r, &set) in all.iter().enumerate() {
                    assert_eq!(set.count_ones() as usize, k);
                    assert!(n == 64 || set >> n == 0);
                    assert_eq!(rank(set, 0) as usize, r);
                }
            }
        }
    }

    #[test]
    fn orbits_halve_the_lead_sets() {
        let geo = Geometry::new();
        assert_eq!(geo.orbits[0][1].representative.len(), 32);
        // Pairs: (2016 + 32 symmetric pairs) / 2.
        assert_eq!(geo.orbits[0][2].representative.len(), 1024);
        assert_eq!(geo.orbits[1][1].representative.len(), 28);
    }

    #[test]
    fn indices_round_trip_and_mirror_images_share_one() {
        let geo = Geometry::new();
        for text in [
            "W:WKa1,b2:Bc7,Kd8",
            "W:Wa2,b2:Bc7,d8",
            "W:WKa1,Kh1,Kd4:Bc7",
            "W:Wh7:BKa1",
            "W:WKd4,Ke4:BKa8,h8",
            "W:WKa1,Kc3,Kf6,Kh8:BKd4",
            "W:Wa2,c3,f6,h7:Bd4",
            "B:WKb2,c3:Bc7,Kd8,e6",
        ] {
            let board = Board::from_position(&text.parse().unwrap());
            let layout = Layout::new(board.signature());
            let full = layout.full_index(&board);
            assert!(full < layout.full_len());
            assert_eq!(layout.board(&geo, full), board, "{text}");
            let reduced = layout.reduced_index(&geo, &board);
            assert!(reduced < layout.reduced_len(&geo));
            let mirror = board.mirrored();
            let image = layout.board(&geo, layout.full_of_reduced(&geo, reduced));
            assert!(image == board || image == mirror, "{text}");
            let lead = [board.us_kings, board.us_men][layout.lead];
            if lead != flip_files(lead) {
                assert_eq!(layout.reduced_index(&geo, &mirror), reduced, "{text}");
            }
        }
    }
}
