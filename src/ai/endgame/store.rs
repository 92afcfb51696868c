//! A signature's values packed for memory and disk, each read in constant time.
//!
//! An entry is a pair of bytes: the value ([`super::code`]) and the distance to
//! zeroing ([`super::zeroing`]). Entries go in blocks of 128; a block lists the
//! pairs it uses (its palette, at most 128) and then, for each entry, the
//! palette index in as few bits as the palette needs (none for one pair, 3 bits
//! for up to 8, ...). Neighbouring positions differ in one piece's square and
//! their values repeat, so a block typically needs 2 to 4 bits an entry where
//! a plain array would need 16. A block starts at a 32-bit offset kept for
//! every 64 blocks plus a 16-bit offset from there.
//!
//! Entries marked "don't care" (square clashes) take whatever pair is at hand.

use std::fmt;
use std::ops::{Deref, Range};
use std::sync::Arc;

use super::code::{DRAW, NONE};

const BLOCK: usize = 128;
const BLOCKS_PER_GROUP: usize = 64;

/// Packed entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    len: usize,
    /// Byte offset of each group of 64 blocks.
    groups: Vec<u32>,
    /// Byte offset of each block from its group's start.
    offsets: Vec<u16>,
    /// The blocks, then one byte of padding (index reads take two bytes).
    data: SharedBytes,
}

/// Bytes cut out of a buffer that others share: tables read from a file keep
/// the file's bytes rather than a copy of each table's part (the five-piece
/// tables are 1.8 GB, and a copy doubled the memory while they were read).
#[derive(Clone)]
pub struct SharedBytes {
    buf: Arc<Vec<u8>>,
    range: Range<usize>,
}

impl SharedBytes {
    fn whole(bytes: Vec<u8>) -> SharedBytes {
        SharedBytes {
            range: 0..bytes.len(),
            buf: Arc::new(bytes),
        }
    }
}

impl Deref for SharedBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.buf[self.range.clone()]
    }
}

impl PartialEq for SharedBytes {
    fn eq(&self, other: &SharedBytes) -> bool {
        **self == **other
    }
}

impl Eq for SharedBytes {}

impl fmt::Debug for SharedBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} bytes", self.len())
    }
}

/// Bits needed to number `n >= 1` palette entries.
const fn width(n: usize) -> u32 {
    usize::BITS - (n - 1).leading_zeros()
}

impl Packed {
    /// Packs `codes` and `zeroing` (equal lengths); entries whose code is
    /// [`NONE`] are not kept.
    pub fn pack(codes: &[u8], zeroing: &[u8]) -> Packed {
        assert_eq!(codes.len(), zeroing.len());
        let len = codes.len();
        let blocks = len.div_ceil(BLOCK);
        let mut groups = Vec::with_capacity(blocks.div_ceil(BLOCKS_PER_GROUP));
        let mut offsets = Vec::with_capacity(blocks);
        let mut data = Vec::new();
        let mut slot = [u8::MAX; 1 << 16];
        for b in 0..blocks {
            if b % BLOCKS_PER_GROUP == 0 {
                groups.push(data.len() as u32);
            }
            let group_start = groups[b / BLOCKS_PER_GROUP] as usize;
            offsets.push((data.len() - group_start) as u16);
            let range = b * BLOCK..((b + 1) * BLOCK).min(len);
            let mut palette: Vec<u16> = Vec::new();
            let mut indices = Vec::with_capacity(BLOCK);
            for i in range.clone() {
                if codes[i] == NONE {
                    indices.push(0u8);
                    continue;
                }
                let pair = u16::from(codes[i]) << 8 | u16::from(zeroing[i]);
                if slot[pair as usize] == u8::MAX {
                    slot[pair as usize] = palette.len() as u8;
                    palette.push(pair);
                }
                indices.push(slot[pair as usize]);
            }
            if palette.is_empty() {
                palette.push(u16::from(DRAW) << 8);
            }
            for &pair in &palette {
                slot[pair as usize] = u8::MAX;
            }
            data.push((palette.len() - 1) as u8);
            for &pair in &palette {
                data.extend_from_slice(&[(pair >> 8) as u8, pair as u8]);
            }
            let w = width(palette.len());
            let mut acc: u64 = 0;
            let mut bits = 0;
            for &ix in &indices {
                acc |= u64::from(ix) << bits;
                bits += w;
                while bits >= 8 {
                    data.push(acc as u8);
                    acc >>= 8;
                    bits -= 8;
                }
            }
            if bits > 0 {
                data.push(acc as u8);
            }
        }
        data.push(0);
        Packed {
            len,
            groups,
            offsets,
            data: SharedBytes::whole(data),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The value byte and distance to zeroing of entry `i`.
    #[inline]
    pub fn get(&self, i: usize) -> (u8, u8) {
        let b = i / BLOCK;
        let j = i % BLOCK;
        let start = self.groups[b / BLOCKS_PER_GROUP] as usize + self.offsets[b] as usize;
        let data: &[u8] = &self.data;
        let n = data[start] as usize + 1;
        let palette = start + 1;
        let w = width(n);
        let k = if w == 0 {
            0
        } else {
            let bit = j * w as usize;
            let at = palette + 2 * n + bit / 8;
            let two = u16::from_le_bytes([data[at], data[at + 1]]);
            ((two >> (bit % 8)) & ((1 << w) - 1)) as usize
        };
        (data[palette + 2 * k], data[palette + 2 * k + 1])
    }

    /// The bytes it takes.
    pub fn size(&self) -> usize {
        self.data.len() + 4 * self.groups.len() + 2 * self.offsets.len()
    }

    /// Appends its bytes to `out`.
    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&(self.len as u64).to_le_bytes());
        out.extend_from_slice(&(self.data.len() as u64).to_le_bytes());
        for g in &self.groups {
            out.extend_from_slice(&g.to_le_bytes());
        }
        for o in &self.offsets {
            out.extend_from_slice(&o.to_le_bytes());
        }
        out.extend_from_slice(&self.data);
    }

    /// Reads what [`Packed::write`] wrote, checking that every block lies where
    /// its entries can be read (so that no later read can fail), and that it has
    /// `len` entries and values no larger than `max_code`.
    pub fn read(input: &mut Reader<'_>, len: usize, max_code: u8) -> Result<Packed, &'static str> {
        let stored = input.u64()?;
        if stored != len as u64 {
            return Err("a table has the wrong number of entries");
        }
        let data_len = usize::try_from(input.u64()?).map_err(|_| "a table is too large")?;
        let blocks = len.div_ceil(BLOCK);
        let groups = (0..blocks.div_ceil(BLOCKS_PER_GROUP))
            .map(|_| input.u32())
            .collect::<Result<Vec<u32>, _>>()?;
        let offsets = (0..blocks)
            .map(|_| input.u16())
            .collect::<Result<Vec<u16>, _>>()?;
        let shared = input.shared(data_len)?;
        let data: &[u8] = &shared;
        for b in 0..blocks {
            let start = groups[b / BLOCKS_PER_GROUP] as usize + offsets[b] as usize;
            let entries = BLOCK.min(len - b * BLOCK);
            let n = *data.get(start).ok_or("a block starts past the end")? as usize + 1;
            if n > entries.max(1) {
                return Err("a block lists more values than it has entries");
            }
            let bits = entries * width(n) as usize;
            // The palette, the indices, and the byte a two-byte read may touch.
            let end = start + 1 + 2 * n + bits.div_ceil(8) + 1;
            if end > data.len() {
                return Err("a block runs past the end");
            }
            if (0..n).any(|k| data[start + 1 + 2 * k] > max_code) {
                return Err("a block holds a value out of range");
            }
        }
        Ok(Packed {
            len,
            groups,
            offsets,
            data: shared,
        })
    }
}

/// Reads little-endian numbers from a byte slice, failing at its end.
pub struct Reader<'a> {
    bytes: &'a Arc<Vec<u8>>,
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a Arc<Vec<u8>>) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    /// The next `n` bytes, kept where they are.
    pub fn shared(&mut self, n: usize) -> Result<SharedBytes, &'static str> {
        let start = self.at;
        self.bytes(n)?;
        Ok(SharedBytes {
            buf: Arc::clone(self.bytes),
            range: start..self.at,
        })
    }

    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], &'static str> {
        let end = self.at.checked_add(n).ok_or("the tables are cut short")?;
        let part = self
            .bytes
            .get(self.at..end)
            .ok_or("the tables are cut short")?;
        self.at = end;
        Ok(part)
    }

    pub fn u8(&mut self) -> Result<u8, &'static str> {
        Ok(self.bytes(1)?[0])
    }

    pub fn u16(&mut self) -> Result<u16, &'static str> {
        let b = self.bytes(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32(&mut self) -> Result<u32, &'static str> {
        let b = self.bytes(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn u64(&mut self) -> Result<u64, &'static str> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.bytes(8)?);
        Ok(u64::from_le_bytes(b))
    }

    /// Whether every byte was read.
    pub fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(codes: &[u8], zeroing: &[u8]) {
        let packed = Packed::pack(codes, zeroing);
        for i in 0..codes.len() {
            if codes[i] != NONE {
                assert_eq!(packed.get(i), (codes[i], zeroing[i]), "entry {i}");
            }
        }
        let mut bytes = Vec::new();
        packed.write(&mut bytes);
        let bytes = Arc::new(bytes);
        let mut reader = Reader::new(&bytes);
        let back = Packed::read(&mut reader, codes.len(), 252).unwrap();
        assert!(reader.is_done());
        assert_eq!(back, packed);
    }

    #[test]
    fn entries_read_back_whatever_the_palette_size() {
        // Palettes of 1, 2, 3, ... 128 pairs, and a last block cut short.
        for distinct in [1usize, 2, 3, 5, 8, 9, 17, 64, 100, 128] {
            let len = 3 * BLOCK + 37;
            let codes: Vec<u8> = (0..len).map(|i| ((i * 7) % distinct) as u8).collect();
            let zeroing: Vec<u8> = (0..len).map(|i| ((i * 7) % distinct % 3) as u8).collect();
            round_trip(&codes, &zeroing);
        }
        round_trip(&[], &[]);
        round_trip(&[NONE; 300], &[0; 300]);
        // Many blocks: group offsets beyond 16 bits.
        let len = 200 * BLOCK;
        let codes: Vec<u8> = (0..len).map(|i| (i % 97 + i / 5000) as u8).collect();
        let zeroing: Vec<u8> = (0..len).map(|i| (i % 13) as u8).collect();
        round_trip(&codes, &zeroing);
    }

    #[test]
    fn a_single_valued_block_takes_no_index_bits() {
        let packed = Packed::pack(&[7; 1024], &[1; 1024]);
        // 8 blocks of 1 + 2 bytes, and the padding.
        assert_eq!(packed.data.len(), 8 * 3 + 1);
    }

    #[test]
    fn entries_read_stay_in_the_bytes_read() {
        let codes: Vec<u8> = (0..1000).map(|i| (i % 11) as u8).collect();
        let mut bytes = Vec::new();
        Packed::pack(&codes, &codes).write(&mut bytes);
        let bytes = Arc::new(bytes);
        let back = Packed::read(&mut Reader::new(&bytes), 1000, 252).unwrap();
        // Not a copy: the five-piece tables would need twice their 1.8 GB.
        assert!(bytes.as_ptr_range().contains(&back.data.as_ptr()));
        assert_eq!(Arc::strong_count(&bytes), 2);
    }

    #[test]
    fn damaged_bytes_are_refused_not_read() {
        let codes: Vec<u8> = (0..1000).map(|i| (i % 11) as u8).collect();
        let packed = Packed::pack(&codes, &codes);
        let mut bytes = Vec::new();
        packed.write(&mut bytes);
        let read = |bytes: &[u8], len, max_code| {
            Packed::read(&mut Reader::new(&Arc::new(bytes.to_vec())), len, max_code)
        };
        assert!(read(&bytes, 1000, 252).is_ok());
        assert!(read(&bytes, 999, 252).is_err());
        assert!(read(&bytes[..bytes.len() - 3], 1000, 252).is_err());
        assert!(read(&bytes, 1000, 5).is_err());
        // A block offset pointing past the end.
        let mut bad = bytes.clone();
        bad[16 + 4 + 2] = 0xFF;
        bad[16 + 4 + 3] = 0xFF;
        assert!(read(&bad, 1000, 252).is_err());
    }
}
