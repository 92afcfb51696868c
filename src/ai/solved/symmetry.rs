//! The 16 symmetries of the Akidada board: the 8 of the square (rotations and
//! reflections about the centre) times the exchange of the inner and outer
//! squares. Each maps the points, the lines of movement and the lines of three
//! onto themselves (checked in the tests below, and by [`Symmetries::new`] in
//! debug builds).
//!
//! A symmetry acts on a set of points (a `u16`) through two tables of 256 entries,
//! one per byte, so applying it costs two look-ups and an OR.

use crate::games::akidada::Point;

/// How many symmetries the board has.
pub const COUNT: usize = 16;

/// The symmetries as permutations of the 16 points, with byte tables to map sets.
#[derive(Clone, Debug)]
pub struct Symmetries {
    /// `perm[s][p]`: the index of the point that symmetry `s` sends point `p` to.
    perm: [[u8; 16]; COUNT],
    /// `low[s][byte]`, `high[s][byte]`: the image of the set of points given by a
    /// byte of a `u16` (points 0-7, points 8-15).
    low: Vec<[u16; 256]>,
    high: Vec<[u16; 256]>,
}

/// Where a dihedral transform `t` (0..8) sends grid coordinates (0..=4 each).
fn dihedral(t: usize, (x, y): (u8, u8)) -> (u8, u8) {
    let (mut x, mut y) = if t & 4 != 0 { (y, x) } else { (x, y) };
    if t & 1 != 0 {
        x = 4 - x;
    }
    if t & 2 != 0 {
        y = 4 - y;
    }
    (x, y)
}

/// The exchange of the squares: outer coordinates 0, 2, 4 become inner 1, 2, 3
/// and back. The connectors (c1-c2 and the like) are swapped end for end.
fn exchange((x, y): (u8, u8)) -> (u8, u8) {
    let outer = x % 4 == 0 || y % 4 == 0;
    let map = |c: u8| if outer { 1 + c / 2 } else { 2 * (c - 1) };
    (map(x), map(y))
}

impl Symmetries {
    /// Symmetry 0 is the identity; `s` and `s + 8` differ by the exchange of squares.
    pub fn new() -> Symmetries {
        let mut perm = [[0u8; 16]; COUNT];
        for (s, row) in perm.iter_mut().enumerate() {
            for p in Point::all() {
                let mut c = dihedral(s % 8, p.coords());
                if s >= 8 {
                    c = exchange(c);
                }
                let image = Point::from_coords(c.0, c.1).expect("a symmetry maps points to points");
                row[p.index()] = image.index() as u8;
            }
        }
        let mut low = vec![[0u16; 256]; COUNT];
        let mut high = vec![[0u16; 256]; COUNT];
        for s in 0..COUNT {
            for byte in 0..256usize {
                for bit in 0..8 {
                    if byte & (1 << bit) != 0 {
                        low[s][byte] |= 1 << perm[s][bit];
                        high[s][byte] |= 1 << perm[s][bit + 8];
                    }
                }
            }
        }
        Symmetries { perm, low, high }
    }

    /// The image of point `p` (an index) under symmetry `s`.
    pub fn point(&self, s: usize, p: usize) -> usize {
        self.perm[s][p] as usize
    }

    /// The image of a set of points under symmetry `s`.
    #[inline(always)]
    pub fn apply(&self, s: usize, set: u16) -> u16 {
        self.low[s][(set & 0xFF) as usize] | self.high[s][(set >> 8) as usize]
    }
}

impl Default for Symmetries {
    fn default() -> Symmetries {
        Symmetries::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::akidada::EDGES;
    use crate::games::akidada::board::LINE_MASKS;

    fn edge_set() -> Vec<(usize, usize)> {
        let mut edges: Vec<(usize, usize)> = EDGES
            .iter()
            .map(|(a, b)| (a.index().min(b.index()), a.index().max(b.index())))
            .collect();
        edges.sort_unstable();
        edges
    }

    #[test]
    fn each_symmetry_maps_adjacency_and_lines_onto_themselves() {
        let sym = Symmetries::new();
        let edges = edge_set();
        let mut lines = LINE_MASKS.to_vec();
        lines.sort_unstable();
        for s in 0..COUNT {
            let mut images: Vec<(usize, usize)> = edges
                .iter()
                .map(|&(a, b)| {
                    let (x, y) = (sym.point(s, a), sym.point(s, b));
                    (x.min(y), x.max(y))
                })
                .collect();
            images.sort_unstable();
            assert_eq!(images, edges, "symmetry {s} and the lines of movement");
            let mut line_images: Vec<u16> = lines.iter().map(|&m| sym.apply(s, m)).collect();
            line_images.sort_unstable();
            assert_eq!(line_images, lines, "symmetry {s} and the lines of three");
        }
    }

    #[test]
    fn sixteen_distinct_symmetries_forming_a_group() {
        let sym = Symmetries::new();
        let perms: Vec<Vec<usize>> = (0..COUNT)
            .map(|s| (0..16).map(|p| sym.point(s, p)).collect())
            .collect();
        for (s, perm) in perms.iter().enumerate() {
            let mut sorted = perm.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..16).collect::<Vec<_>>(), "{s} is a permutation");
            assert!(
                perms[..s].iter().all(|other| other != perm),
                "symmetry {s} is new"
            );
        }
        assert_eq!(perms[0], (0..16).collect::<Vec<_>>(), "0 is the identity");
        // Closed under composition.
        for a in 0..COUNT {
            for b in 0..COUNT {
                let composed: Vec<usize> = (0..16).map(|p| sym.point(a, sym.point(b, p))).collect();
                assert!(perms.contains(&composed), "{a} after {b}");
            }
            let inverse_exists =
                (0..COUNT).any(|t| (0..16).all(|p| sym.point(t, sym.point(a, p)) == p));
            assert!(inverse_exists, "{a} has an inverse");
        }
    }

    #[test]
    fn sets_map_point_by_point() {
        let sym = Symmetries::new();
        for s in 0..COUNT {
            for set in [0u16, 1, 0x8001, 0xFFFF, 0x1234, 0xBEEF] {
                let by_points = (0..16)
                    .filter(|p| set & (1 << p) != 0)
                    .fold(0u16, |acc, p| acc | 1 << sym.point(s, p));
                assert_eq!(sym.apply(s, set), by_points);
            }
        }
        // The exchange sends a1 to b2 and c1 to c2.
        let a1: Point = "a1".parse().unwrap();
        let b2: Point = "b2".parse().unwrap();
        let c1: Point = "c1".parse().unwrap();
        let c2: Point = "c2".parse().unwrap();
        assert_eq!(sym.point(8, a1.index()), b2.index());
        assert_eq!(sym.point(8, c1.index()), c2.index());
    }
}
