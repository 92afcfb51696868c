//! A small seedable random number generator (SplitMix64).
//!
//! Used for the lot, for random walks in tests and for variety in the AI. Kept in
//! the project rather than pulled in as a dependency: it is a dozen lines, and its
//! sequence must never change, because a game's recorded lot seed must replay the
//! same draw forever.

/// SplitMix64: fast, tiny state, good enough statistical quality for games.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A generator started from the system's random numbers (the browser's in
    /// a web page), for a fresh lot; from the clock if the system has none.
    pub fn from_entropy() -> Rng {
        let mut bytes = [0u8; 8];
        if getrandom::fill(&mut bytes).is_ok() {
            return Rng::new(u64::from_le_bytes(bytes));
        }
        let nanos = crate::time::SystemTime::now()
            .duration_since(crate::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        Rng::new(nanos)
    }

    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0), without modulo bias worth speaking of for small n.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    pub fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }
}

/// `N` fixed pseudo-random keys for Zobrist hashing, computed at compile time.
pub const fn zobrist_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut rng = Rng::new(seed);
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] = rng.next_u64();
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_fixed_forever() {
        // A recorded lot seed must replay the same draw in every future version.
        let mut rng = Rng::new(1);
        assert_eq!(rng.next_u64(), 0x910A_2DEC_8902_5CC1);
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(7);
        for n in 1..50 {
            assert!(rng.below(n) < n);
        }
    }
}
