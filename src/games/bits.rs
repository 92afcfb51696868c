//! Iterating the members of a bitboard: one iterator for Dama's squares (`u64`)
//! and Akidada's points (`u16`).

use std::marker::PhantomData;

/// A square or point that a bit index names.
pub trait FromBit: Sized {
    /// The square or point of bit `index` (the caller guarantees it is in range).
    fn from_bit(index: u8) -> Self;
}

/// The set bits of a bitboard, lowest first, as the squares or points they name.
#[derive(Copy, Clone, Debug)]
pub struct SetBits<T> {
    bits: u64,
    names: PhantomData<fn() -> T>,
}

impl<T> SetBits<T> {
    #[inline(always)]
    pub fn new(bits: impl Into<u64>) -> SetBits<T> {
        SetBits {
            bits: bits.into(),
            names: PhantomData,
        }
    }
}

impl<T: FromBit> Iterator for SetBits<T> {
    type Item = T;

    #[inline(always)]
    fn next(&mut self) -> Option<T> {
        if self.bits == 0 {
            return None;
        }
        let i = self.bits.trailing_zeros() as u8;
        self.bits &= self.bits - 1;
        Some(T::from_bit(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }
}

impl<T: FromBit> ExactSizeIterator for SetBits<T> {}
