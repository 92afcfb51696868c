//! PDN (Portable Draughts Notation): Dama games as other draughts programs and
//! books write them, read and written. RON stays the app's own format; PDN is how
//! games come in and go out.
//!
//! # Reading
//!
//! [`read_str`] (or [`read_bytes`], [`read_path`]) reads every game of a file.
//! Each [`PdnGame`] holds its tags, its moves as written (with annotations and
//! comments) and, in [`PdnGame::game`], the game replayed through the rules
//! exactly as a RON record is ([`LoadedGame`]), or why it cannot be
//! ([`PdnError`]: the line, the move and what is wrong). A bad game does not hide
//! the good ones.
//!
//! ```text
//! [Event "Club championship"]
//! [Date "2026.11.29"]
//! [White "Ayşe"]
//! [Black "Mehmet"]
//! [Result "2-0"]
//! [GameType "30,W,8,8,A0,0"]
//! [SetUp "1"]
//! [FEN "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"]
//!
//! 1. b8xb5xg5xg1xa1xa4xf4 {Six pieces, the maximum.} 2-0
//! ```
//!
//! - **Tags**: `Event`, `Site`, `Date` (`2026.11.29`), `Round`, `White`, `Black`,
//!   `Result`, `GameType` (`30`, or the long form `30,W,8,8,A0,0`; another game
//!   type, board or square notation is refused; no `GameType` is taken as 30),
//!   `FEN` with `SetUp` (without `SetUp`, a `FEN` is used all the same). Any other
//!   tag is kept with the game ([`PdnGame::tags`]).
//! - **Moves**: `d3-d4`; captures as the full route of RULES.md
//!   (`b8xb5xg5xg1xa1xa4xf4`), the short form `b8xf4` when it names exactly one
//!   legal move (otherwise the error lists the candidates), or the
//!   captured-squares notation of the Turkish federation's rulebook (`f3xf4xe5`:
//!   the start square, then the squares of the captured pieces in order, and
//!   optionally the square where the move ends). How the two capture notations
//!   are told apart: see [`notation`].
//! - **Move numbers** `12.` and `12...` are read and not checked (the side to
//!   move follows from the position). **Comments** `{...}` and `; ...` become the
//!   move's comment (several are joined by line breaks); before the first move,
//!   the game's. **Annotations** (`$1`, `!`, `?`, `!!`, `??`, `!?`, `?!`) are kept
//!   with the move and, in the record, at the start of its comment.
//!   **Variations** `( ... )` are skipped, nested to any depth. Lines starting
//!   with `%` are skipped.
//! - **Results**: `2-0`, `0-2`, `1-1` (draughts), `1-0`, `0-1`, `1/2-1/2`
//!   (chess-style), `*` (not stated). The moves decide a finished game and the
//!   stated result must agree with them; a game the moves leave open was
//!   resigned (a win) or drawn by agreement (`1-1`); `*` takes the end the moves
//!   give, if any. `0-0` (both lost) is refused. A move that does not capture the
//!   maximum is accepted only as the last move, under the default rule, in a game
//!   its mover lost.
//! - **Rules**: a game is played by the default Dama rules (RULES.md), unless it
//!   has this program's own tag `DamaRules`, listing the options that differ:
//!   `[DamaRules "first=White, lone_piece=Draw, no_progress=30"]` (names and
//!   values as in RULES.md and the RON records). Two more tags of its own keep a
//!   record whole: `LotSeed` (the lot's seed, which drew who moved first) and
//!   `StartQuietPlies` (the no-progress count of the start position). Other
//!   programs ignore tags they do not know.
//! - **Clocks**: `[TimeControl "300+3"]` (seconds for the game, `+` seconds a
//!   move, PGN style) gives the game clocks; a `[%clk 0:04:31]` in a move's
//!   comment is the mover's time left after it, taken out of the comment into
//!   the clocks. A time control of another form (`?`, `-`, several periods
//!   such as `40/7200:3600`) reads as none, and a `%clk` that does not read as
//!   `h:mm:ss` or `m:ss` stays comment text; the clocks' times stop at the
//!   first move without one. `[Termination "time forfeit"]` makes a win the
//!   moves leave open a loss on time rather than a resignation.
//! - A file that is not UTF-8 is read as Latin-1 (ISO 8859-1), as older PDN
//!   files often are.
//!
//! # Writing
//!
//! [`write()`] writes records as PDN: the tags (`Date`, `White`, `Black`,
//! `Result`, `GameType "30,W,8,8,A0,0"`, `SetUp` and `FEN` when the game does
//! not start from the standard position with White to move, and the three tags
//! above when they differ from the defaults; `TimeControl` for a game with
//! clocks, `Termination "time forfeit"` for one lost on time), then the moves
//! with their full routes and comments (a move's clock time first in its
//! comment, `{[%clk 0:04:31]}`, when known) and the result as `2-0`, `0-2`,
//! `1-1` or `*`, wrapped at 80 columns. [`write_tagged`] adds tags a record has no place for (`Event`,
//! `Site`, `Round`, ...: [`PdnGame::extra_tags`] keeps them from a game read).
//! Only Dama games can be written: PDN is for draughts.
//!
//! # Capture notations at a glance
//!
//! | form | example (the description's worked example) | read as |
//! |---|---|---|
//! | full route (RULES.md) | `b8xb5xg5xg1xa1xa4xf4` | start, then every landing square |
//! | short form | `b8xf4` | start and end, when exactly one legal move fits (otherwise the error lists every candidate) |
//! | part of the route | `b8xg5xf4` | some landing squares in order, ending on the end square |
//! | captured squares (Turkish federation) | `b8xb6xd5xg2xb1xa3xe4xf4` | start, the captured pieces in order, and optionally the end square (`f3xf4xe5` in the rulebook's example) |
//!
//! The two capture notations are told apart by the square after the start: if it
//! holds a piece of the side not to move, the squares are captured pieces; if it
//! is empty, they are landing squares (a landing square is always empty before
//! the move, a captured piece's never is). `:` may stand for `x`. Another game
//! type is refused by name (`game type 20 (international draughts) is not
//! Turkish draughts`). The writer puts each move number on its move's line;
//! files of one game each, put together, are a file of several games; RON to PDN
//! to RON gives back the same file. Akidada games have no PDN: they are refused
//! with a message.
//!
//! # In the app
//!
//! Game > *Import PDN…* opens a game from a PDN file (a file of several games
//! lists them, each good one to open and each bad one with why); *Export PDN…*
//! writes the game on screen. A `.pdn` file dropped on the window or named on
//! the command line opens the same way. *Copy position* and *Copy game as PDN*
//! put the position string or the game on the clipboard; *Paste position or
//! PDN…* (or Ctrl+V over the board) opens a position string or a PDN game from
//! it. A game the file cannot give (a bad move, another game type) leaves the
//! game on screen as it was and says what is wrong, in the app's language.
//!
//! # Tested
//!
//! `tests/engine/pdn.rs`, `tests/cli/convert.rs`, `tests/engine/pdn_fuzz.rs`,
//! `tests/engine/pdn_pydraughts.rs`: RON to PDN to RON for every Dama example; the
//! worked example in every notation; each kind of error, in files of good and
//! bad games. The reader is fuzzed with bytes, PDN tokens and mutations of real
//! PDN, every game that loads written and read back the same: 200,000 inputs in
//! every `cargo test`, and
//!
//! ```text
//! AKIDADA_FUZZ_ITERATIONS=1000000 cargo test --release --test pdn_fuzz -- --nocapture
//! ```
//!
//! (last run: 1,000,000 inputs, 0 panics, 183 s on the shared machine).
//!
//! # Interop with pydraughts
//!
//! `tests/engine/pdn_pydraughts.rs` has the Python package pydraughts 0.6.7 (Turkish
//! variant) write random legal games that we read and replay, and read and
//! replay games we write; each side's final position must be the other's.
//! pydraughts' kings can pass over pieces, so the games stop at the first
//! crowning; it reads a game where Black moves first with that move twice, so
//! the games it reads start with White to move; it ignores `;` comments. The
//! test needs Python 3 with its `venv` module and access to PyPI: on first use
//! it makes a virtual environment in `target/tmp/pydraughts-0.6.7` and installs
//! the pinned packages there (some 10 seconds; later runs take a few seconds).
//! `.ci/run` installs `python3` and `python3-venv` from Debian. Without Python
//! the test fails and says what to install (`sudo apt-get install python3
//! python3-venv`, or point `AKIDADA_PYTHON` at a Python 3); to run everything
//! else meanwhile: `cargo test -- --skip pydraughts`.

mod error;
mod lexer;
pub mod notation;
mod reader;
mod tags;
mod writer;

use std::path::Path;

pub use error::{GameTypeProblem, MovePlace, PdnError, Syntax, TagProblem};
pub use tags::{DAMA_RULES, LONG_GAME_TYPE, LOT_SEED, START_QUIET_PLIES};
pub use writer::LINE_WIDTH;

use crate::games::{Outcome, Side};
use crate::record::{IoAction, LoadedGame, Record, RecordError};

/// The file name extension of PDN files.
pub const EXTENSION: &str = "pdn";

/// Whether `path` names a PDN file (by its extension, any case).
pub fn is_pdn_path(path: impl AsRef<Path>) -> bool {
    path.as_ref()
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(EXTENSION))
}

/// A result as PDN writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// `2-0` (or `1-0`).
    WhiteWins,
    /// `0-2` (or `0-1`).
    BlackWins,
    /// `1-1` (or `1/2-1/2`).
    Draw,
    /// `*`: not stated (a game going on, or a result unknown).
    Unknown,
    /// `0-0`: both lost (a double forfeit); no end of the game by the rules.
    BothLose,
}

impl Score {
    /// The draughts form: `2-0`, `0-2`, `1-1`, `*` or `0-0`.
    pub const fn text(self) -> &'static str {
        match self {
            Score::WhiteWins => "2-0",
            Score::BlackWins => "0-2",
            Score::Draw => "1-1",
            Score::Unknown => "*",
            Score::BothLose => "0-0",
        }
    }

    /// The key messages select its words by: `white-wins`, `black-wins`,
    /// `draw`, `unknown`, `both-lose`.
    pub const fn key(self) -> &'static str {
        match self {
            Score::WhiteWins => "white-wins",
            Score::BlackWins => "black-wins",
            Score::Draw => "draw",
            Score::Unknown => "unknown",
            Score::BothLose => "both-lose",
        }
    }

    /// Reads any of the result forms.
    pub fn parse(text: &str) -> Option<Score> {
        Some(match text {
            "2-0" | "1-0" => Score::WhiteWins,
            "0-2" | "0-1" => Score::BlackWins,
            "1-1" | "1/2-1/2" => Score::Draw,
            "*" => Score::Unknown,
            "0-0" => Score::BothLose,
            _ => return None,
        })
    }

    /// The score of a game's end (`*` for a game not over).
    pub fn of(outcome: Option<Outcome>) -> Score {
        match outcome.map(Outcome::winner) {
            None => Score::Unknown,
            Some(Some(Side::White)) => Score::WhiteWins,
            Some(Some(Side::Black)) => Score::BlackWins,
            Some(None) => Score::Draw,
        }
    }

    /// The winner, if the score names one.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Score::WhiteWins => Some(Side::White),
            Score::BlackWins => Some(Side::Black),
            _ => None,
        }
    }
}

/// One move as the file writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnMove {
    /// The move as written (`b8xf4`), without annotations.
    pub text: String,
    /// Its annotations, as numbers (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    pub nags: Vec<u16>,
    /// The comments after it, joined by line breaks.
    pub comment: String,
    /// Where it stands in the file (from 1; the column counts characters).
    pub line: usize,
    pub column: usize,
}

/// One game of a PDN file: what the file says, and the game replayed.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Its place in the file, from 1.
    pub number: usize,
    /// The line where it begins.
    pub line: usize,
    /// Every tag, in the order written.
    pub tags: Vec<(String, String)>,
    /// The moves as written (outside variations).
    pub moves: Vec<PdnMove>,
    /// The comment before the first move: on the whole game.
    pub comment: String,
    /// The result as stated (the termination marker, or the `Result` tag).
    pub result: Score,
    /// The game replayed through the rules, or why it cannot be.
    pub game: Result<LoadedGame, PdnError>,
}

impl PdnGame {
    /// The value of a tag (the first, if given more than once; names in any case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// A tag's value for people: empty when missing or unknown (`?`).
    fn shown(&self, name: &str) -> &str {
        match self.tag(name).map(str::trim) {
            Some("?") | None => "",
            Some(value) => value,
        }
    }

    pub fn white(&self) -> &str {
        self.shown(tags::WHITE)
    }

    pub fn black(&self) -> &str {
        self.shown(tags::BLACK)
    }

    pub fn event(&self) -> &str {
        self.shown(tags::EVENT)
    }

    pub fn site(&self) -> &str {
        self.shown(tags::SITE)
    }

    pub fn round(&self) -> &str {
        self.shown(tags::ROUND)
    }

    /// The date as records write it (`2026-11-29`), empty if unknown.
    pub fn date(&self) -> String {
        tags::date_from_pdn(self.shown(tags::DATE))
    }

    /// The number of moves written (single moves, as a record counts them).
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    pub fn is_ok(&self) -> bool {
        self.game.is_ok()
    }

    /// The record of the game, to save it as RON or play it (`Err` for a bad
    /// game). Moves are written with their full routes.
    pub fn to_record(&self) -> Result<Record, &PdnError> {
        self.game.as_ref().map(LoadedGame::to_record)
    }

    /// The tags a record has no place for (`Event`, `Site`, `Round` and any
    /// other), to write them again with [`write_tagged`].
    pub fn extra_tags(&self) -> Vec<(String, String)> {
        self.tags
            .iter()
            .filter(|(name, _)| !tags::is_own(name))
            .cloned()
            .collect()
    }

    /// One line naming the game for a list: `Ayşe - Mehmet, Club championship,
    /// 2026-11-29, 2-0, 57 moves` (the parts that are known).
    pub fn title(&self) -> String {
        let mut parts = Vec::new();
        match (self.white(), self.black()) {
            ("", "") => {}
            (white, black) => parts.push(format!(
                "{} - {}",
                if white.is_empty() { "?" } else { white },
                if black.is_empty() { "?" } else { black }
            )),
        }
        for part in [self.event().to_string(), self.date()] {
            if !part.is_empty() {
                parts.push(part);
            }
        }
        parts.push(self.result.text().to_string());
        let n = self.move_count();
        parts.push(format!("{n} move{}", if n == 1 { "" } else { "s" }));
        parts.join(", ")
    }
}

/// Reads every game of a PDN text. `Err` only when there is no game at all.
pub fn read_str(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    let games = reader::read_games(text);
    if games.is_empty() {
        return Err(PdnError::NoGames);
    }
    Ok(games)
}

/// Reads every game of a PDN file's bytes: UTF-8 (a byte order mark is
/// skipped), or else Latin-1.
pub fn read_bytes(bytes: &[u8]) -> Result<Vec<PdnGame>, PdnError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => read_str(text),
        Err(_) => read_str(&bytes.iter().map(|&b| char::from(b)).collect::<String>()),
    }
}

/// Reads every game of a PDN file.
pub fn read_path(path: impl AsRef<Path>) -> Result<Vec<PdnGame>, PdnError> {
    let path = path.as_ref();
    let bytes = std::fs::read(path)
        .map_err(|e| PdnError::Record(RecordError::io(path, IoAction::Read, &e)))?;
    read_bytes(&bytes)
}

/// Writes records as PDN games, one after the other. Each record is replayed
/// first (moves are written with their full routes); a game of Akidada is
/// refused.
pub fn write(records: &[Record]) -> Result<String, PdnError> {
    write_games(records.iter().map(|r| (r, &[][..])))
}

/// [`write()`], each record with tags it has no place for (`Event`, `Site`,
/// `Round`, ...). Tags the record itself gives (`White`, `Date`, `FEN` ...) are
/// taken from the record, not from these.
pub fn write_tagged(games: &[(Record, Vec<(String, String)>)]) -> Result<String, PdnError> {
    write_games(games.iter().map(|(r, extra)| (r, &extra[..])))
}

fn write_games<'a>(
    games: impl Iterator<Item = (&'a Record, &'a [(String, String)])>,
) -> Result<String, PdnError> {
    // Each game ends with a blank line: files of one game each, put together,
    // are a file of many.
    let mut out = String::new();
    for (record, extra) in games {
        writer::write_game(&mut out, record, extra)?;
    }
    Ok(out)
}

/// Writes records to a PDN file so that the file is never lost (as
/// [`crate::record::save_atomic`] does).
pub fn save_atomic(path: impl AsRef<Path>, records: &[Record]) -> Result<(), PdnError> {
    let text = write(records)?;
    crate::record::write_text_atomic(path, &text).map_err(PdnError::Record)
}
