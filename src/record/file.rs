//! Saved games on disk: loading, saving without ever losing a file (records and
//! any text, such as PDN), the one-line check, and today's date.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::{IoAction, LoadedGame, NETWORK_NOTE, Record, RecordError, load_bytes};
use crate::games::Side;

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
    let game = load_path(path)?;
    possible_clock(&game)?;
    Ok(game.summary())
}

/// Refuses a network game's clocks that could not have run so: a time left,
/// or a move's mark, beyond what the time control gives by then (the base
/// and an increment for each of that side's moves). Only a network game's
/// are held to it: on one machine, undo keeps the time of the moves it takes
/// back, so the clocks may show more.
fn possible_clock(game: &LoadedGame) -> Result<(), RecordError> {
    let meta = game.meta();
    let Some(clock) = meta.clock.as_ref().filter(|_| meta.comment == NETWORK_NOTE) else {
        return Ok(());
    };
    let first = game.session.first();
    // The most `side` can have after the first `moves` moves.
    let most = |side: Side, moves: u64| {
        let by_side = if side == first {
            moves.div_ceil(2)
        } else {
            moves / 2
        };
        clock
            .base_ms
            .saturating_add(clock.increment_ms.saturating_mul(by_side))
    };
    let moves = game.move_count() as u64;
    let left = [(Side::White, clock.white_ms), (Side::Black, clock.black_ms)];
    for (side, ms) in left {
        if ms > most(side, moves) {
            let most = most(side, moves);
            return Err(RecordError::ImpossibleClock { side, ms, most });
        }
    }
    for (i, &ms) in clock.marks.iter().enumerate() {
        let side = if i % 2 == 0 { first } else { first.opposite() };
        let most = most(side, i as u64 + 1);
        if ms > most {
            return Err(RecordError::ImpossibleClock { side, ms, most });
        }
    }
    Ok(())
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
        temp_name.push(format!(".{}-{n}.tmp", crate::paths::process_id()));
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

/// Today's date where the user is, as `YYYY-MM-DD`: a game saved at 00:30 in
/// Warsaw is dated that day, not the day before in UTC.
pub fn today() -> String {
    let now = chrono::Utc::now();
    date_in(now, *chrono::Local::now().offset())
}

/// The date of the instant `at` in the time zone `offset` from UTC.
fn date_in(at: chrono::DateTime<chrono::Utc>, offset: chrono::FixedOffset) -> String {
    at.with_timezone(&offset).format("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{FixedOffset, TimeZone, Utc};

    #[test]
    fn the_date_is_the_one_where_the_user_is() {
        // 00:30 in Warsaw (UTC+1) on 2 December is still 1 December in UTC.
        let at = Utc.with_ymd_and_hms(2026, 12, 1, 23, 30, 0).unwrap();
        let warsaw = FixedOffset::east_opt(3600).unwrap();
        assert_eq!(date_in(at, warsaw), "2026-12-02");
        assert_eq!(date_in(at, FixedOffset::east_opt(0).unwrap()), "2026-12-01");
        let new_york = FixedOffset::west_opt(5 * 3600).unwrap();
        assert_eq!(date_in(at, new_york), "2026-12-01");
        // Today is today's date in the local zone.
        let local = chrono::Local::now()
            .date_naive()
            .format("%Y-%m-%d")
            .to_string();
        let today = today();
        assert!(today >= local, "{today} against {local}");
    }
}
