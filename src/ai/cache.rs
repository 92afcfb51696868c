//! Solved tables kept on disk: where (the user's cache directory), and the file
//! that holds one (a header naming what it is, then the data, then a checksum).
//!
//! A file is never trusted: a wrong magic, kind, version or parameters, a short
//! file or a checksum that does not match all make [`read`] fail, and the caller
//! builds the table again. Files are written to a temporary name and renamed, so
//! a crash while saving leaves the old file or none, never half of one.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// The first bytes of every table file.
const MAGIC: &[u8; 8] = b"AKDTABLE";
/// The version of the container (header and checksum layout).
const CONTAINER_VERSION: u32 = 1;

/// What a table file must be: the caller's name for the kind of table, the
/// version of its data layout, and the parameters it was built for (rule options).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableId<'a> {
    /// e.g. `akidada` or `dama-endgames`.
    pub kind: &'a str,
    /// Bumped whenever the data layout or its meaning changes.
    pub version: u32,
    /// e.g. `removal=Any double_line=One`.
    pub params: &'a str,
}

/// Why a table file cannot be used.
#[derive(Debug)]
pub enum CacheError {
    /// There is no such file.
    Missing,
    /// The file could not be read.
    Io(io::Error),
    /// Not a table file, or cut short.
    Damaged(&'static str),
    /// A table file of another kind, version or set of parameters.
    Mismatch(String),
    /// The data does not match its checksum.
    BadChecksum,
}

impl fmt::Display for CacheError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheError::Missing => f.write_str("no table file"),
            CacheError::Io(e) => write!(f, "the table file cannot be read: {e}"),
            CacheError::Damaged(what) => write!(f, "the table file is damaged: {what}"),
            CacheError::Mismatch(what) => write!(f, "the table file is for {what}"),
            CacheError::BadChecksum => f.write_str("the table file's checksum does not match"),
        }
    }
}

impl std::error::Error for CacheError {}

/// The directory for the app's cached tables: `AKIDADA_CACHE_DIR` if set (tests
/// use it), else the platform's cache folder for the app (see [`crate::paths`]).
/// `None` when none can be found.
pub use crate::paths::cache_dir;

/// A 64-bit checksum of `bytes`, eight at a time. It catches damage (a flipped
/// bit, a truncation, a block of zeros), not tampering.
pub fn checksum(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = 0x243F_6A88_85A3_08D3 ^ (bytes.len() as u64).wrapping_mul(K);
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        h = (h ^ u64::from_le_bytes(word))
            .wrapping_mul(K)
            .rotate_left(29);
    }
    for &b in chunks.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(K).rotate_left(29);
    }
    // Final mix, so that every input bit reaches every output bit.
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^ (h >> 33)
}

fn header(id: &TableId<'_>, payload_len: u64) -> Vec<u8> {
    let mut head = Vec::with_capacity(64);
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&CONTAINER_VERSION.to_le_bytes());
    for text in [id.kind, id.params] {
        head.extend_from_slice(&(text.len() as u32).to_le_bytes());
        head.extend_from_slice(text.as_bytes());
    }
    head.extend_from_slice(&id.version.to_le_bytes());
    head.extend_from_slice(&payload_len.to_le_bytes());
    head
}

/// Writes a table file: header, data, then the checksum of both. Written to a
/// temporary file in the same directory and renamed over `path`; the directory
/// is created if need be.
pub fn write(path: &Path, id: &TableId<'_>, payload: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let head = header(id, payload.len() as u64);
    let mut sum_input = head.clone();
    sum_input.extend_from_slice(payload);
    let sum = checksum(&sum_input);
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "table".to_string());
    let tmp = path.with_file_name(format!(".{file_name}.{}.tmp", crate::paths::process_id()));
    let result = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(&head)?;
        file.write_all(payload)?;
        file.write_all(&sum.to_le_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Reads a table file and returns its data, if the file is whole and is the
/// table `id` names.
pub fn read(path: &Path, id: &TableId<'_>) -> Result<Vec<u8>, CacheError> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(CacheError::Missing),
        Err(e) => return Err(CacheError::Io(e)),
    };
    // The data is cut out of the bytes read rather than copied: the five-piece
    // endgame tables are 1.8 GB.
    let data = data_range(&bytes, id)?;
    let mut bytes = bytes;
    bytes.truncate(data.end);
    bytes.drain(..data.start);
    Ok(bytes)
}

/// The data of a table file held in memory (see [`read`]).
pub fn parse<'b>(bytes: &'b [u8], id: &TableId<'_>) -> Result<&'b [u8], CacheError> {
    data_range(bytes, id).map(|range| &bytes[range])
}

/// Where the data of a table file held in memory lies, once the file is
/// checked.
fn data_range(bytes: &[u8], id: &TableId<'_>) -> Result<std::ops::Range<usize>, CacheError> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(CacheError::Damaged("it does not start as a table file"));
    }
    let mut at = MAGIC.len();
    let mut take = |n: usize| -> Result<&[u8], CacheError> {
        let part = bytes
            .get(at..at + n)
            .ok_or(CacheError::Damaged("it is cut short"))?;
        at += n;
        Ok(part)
    };
    let u32_of = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let container = u32_of(take(4)?);
    if container != CONTAINER_VERSION {
        return Err(CacheError::Mismatch(format!(
            "another file layout (version {container})"
        )));
    }
    let kind_len = u32_of(take(4)?) as usize;
    let kind = take(kind_len.min(bytes.len()))?;
    let params_len = u32_of(take(4)?) as usize;
    let params = take(params_len.min(bytes.len()))?;
    let version = u32_of(take(4)?);
    let mut len_bytes = [0u8; 8];
    len_bytes.copy_from_slice(take(8)?);
    let payload_len = u64::from_le_bytes(len_bytes);
    if kind != id.kind.as_bytes() {
        return Err(CacheError::Mismatch(format!(
            "another kind of table ({})",
            String::from_utf8_lossy(kind)
        )));
    }
    if version != id.version {
        return Err(CacheError::Mismatch(format!(
            "another version of the table ({version}, not {})",
            id.version
        )));
    }
    if params != id.params.as_bytes() {
        return Err(CacheError::Mismatch(format!(
            "other rule options ({})",
            String::from_utf8_lossy(params)
        )));
    }
    let head_len = at;
    let expected_len = (head_len as u64)
        .checked_add(payload_len)
        .and_then(|n| n.checked_add(8));
    if expected_len != Some(bytes.len() as u64) {
        return Err(CacheError::Damaged(
            "its length is not the one its header gives",
        ));
    }
    let body_end = bytes.len() - 8;
    let mut sum_bytes = [0u8; 8];
    sum_bytes.copy_from_slice(&bytes[body_end..]);
    if checksum(&bytes[..body_end]) != u64::from_le_bytes(sum_bytes) {
        return Err(CacheError::BadChecksum);
    }
    Ok(head_len..body_end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    const ID: TableId<'static> = TableId {
        kind: "test",
        version: 3,
        params: "a=1",
    };

    fn temp_path(name: &str) -> PathBuf {
        std::env::temp_dir()
            .join(format!("akidada-cache-test-{}", std::process::id()))
            .join(name)
    }

    #[test]
    fn a_table_reads_back_and_damage_is_caught() {
        let path = temp_path("round-trip.bin");
        let payload: Vec<u8> = (0..10_000u32).map(|i| (i * 7 % 251) as u8).collect();
        write(&path, &ID, &payload).unwrap();
        assert_eq!(read(&path, &ID).unwrap(), payload);

        let bytes = fs::read(&path).unwrap();
        // Any one flipped bit, anywhere, is caught.
        for at in [0, 9, 20, bytes.len() / 2, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[at] ^= 0x10;
            assert!(parse(&bad, &ID).is_err(), "flip at {at}");
        }
        // So is a file cut short, or with bytes added.
        for len in [0, 5, 30, bytes.len() - 1] {
            assert!(parse(&bytes[..len], &ID).is_err(), "cut at {len}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(parse(&longer, &ID).is_err());
        // Another version or other rule options are not this table.
        let other = TableId { version: 4, ..ID };
        assert!(matches!(
            parse(&bytes, &other),
            Err(CacheError::Mismatch(_))
        ));
        let other = TableId {
            params: "a=2",
            ..ID
        };
        assert!(matches!(
            parse(&bytes, &other),
            Err(CacheError::Mismatch(_))
        ));
        assert!(matches!(
            read(&temp_path("none.bin"), &ID),
            Err(CacheError::Missing)
        ));
        let _ = fs::remove_dir_all(path.parent().unwrap());
    }
}
