//! Saved games on disk: loading, saving without ever losing a file (records and
//! any text, such as PDN), the one-line check, and today's date.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{IoAction, LoadedGame, Record, RecordError, load_bytes};

/// Reads a saved game from a file and replays it.
pub fn load_path(path: impl AsRef<Path>) -> Result<LoadedGame, RecordError> {
    let path = path.as_ref();
    let bytes = fs::read(path).map_err(|e| RecordError::io(path, IoAction::Read, &e))?;
    load_bytes(&bytes)
}

/// Validates a saved game and sums it up in one line, for `akidada check FILE`:
/// the game, the number of moves and the result, e.g.
/// `dama: 57 moves, White wins (no legal move)`.
pub fn check(path: impl AsRef<Path>) -> Result<String, RecordError> {
    load_path(path).map(|game| game.summary())
}

/// Saves a record so that the file is never lost: the text goes to a temporary
/// file in the same directory, which is flushed and synced to disk, then renamed
/// over `path` in one step. If anything fails (or the program is killed) before
/// the rename, the previous file at `path` is untouched.
pub fn save_atomic(path: impl AsRef<Path>, record: &Record) -> Result<(), RecordError> {
    save_atomic_with(path, record, |file, bytes| file.write_all(bytes))
}

/// [`save_atomic`] with the step that writes the bytes into the temporary file
/// given by the caller: tests use it to make a save fail half-way.
#[doc(hidden)]
pub fn save_atomic_with(
    path: impl AsRef<Path>,
    record: &Record,
    write: impl FnOnce(&mut File, &[u8]) -> io::Result<()>,
) -> Result<(), RecordError> {
    write_atomic_with(path, &record.to_ron(), write)
}

/// Writes text to a file as [`save_atomic`] writes a record (PDN files too).
pub fn write_text_atomic(path: impl AsRef<Path>, text: &str) -> Result<(), RecordError> {
    write_atomic_with(path, text, |file, bytes| file.write_all(bytes))
}

fn write_atomic_with(
    path: impl AsRef<Path>,
    text: &str,
    write: impl FnOnce(&mut File, &[u8]) -> io::Result<()>,
) -> Result<(), RecordError> {
    let path = path.as_ref();
    let fail = |e: io::Error| RecordError::io(path, IoAction::Write, &e);
    let (temp, mut file) = create_temp(path).map_err(fail)?;
    let written = (|| {
        if let Ok(meta) = fs::metadata(path) {
            // Keep the permissions of the file being replaced (best effort).
            let _ = file.set_permissions(meta.permissions());
        }
        write(&mut file, text.as_bytes())?;
        file.flush()?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(fail(e));
    }
    // Make the rename itself durable (directories can be synced on Unix only).
    #[cfg(unix)]
    if let Ok(dir) = File::open(directory_of(path)) {
        let _ = dir.sync_all();
    }
    Ok(())
}

fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Creates a new temporary file beside `path`: `.NAME.PID-N.tmp`.
fn create_temp(path: &Path) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "the path does not name a file")
    })?;
    let dir = directory_of(path);
    let mut attempts = 0;
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let mut temp_name = std::ffi::OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".{}-{n}.tmp", std::process::id()));
        let temp = dir.join(temp_name);
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempts < 100 => {
                attempts += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Today's date (UTC) as `YYYY-MM-DD`, from the system clock.
pub fn today() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard
/// Hinnant's `civil_from_days`).
pub(super) fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097); // [0, 146096]
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    let mp = (5 * doy + 2) / 153; // [0, 11]
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32; // [1, 31]
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32; // [1, 12]
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_days() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        assert_eq!(civil_from_days(10_956), (1999, 12, 31));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        let today = today();
        assert_eq!(today.len(), 10);
        assert!(today.as_str() >= "2026-01-01", "{today}");
    }
}
