//! Saved games: the record of a game as a RON file, loading it back by replaying
//! every move through the rules, and saving it so that a file is never lost.
//!
//! # The format
//!
//! A saved game is a text file (`.ron`) holding one [RON](https://github.com/ron-rs/ron)
//! struct. The app writes it pretty-printed, one field a line, and it is meant to be
//! read and edited by hand. This is the description's worked example, played
//! (variant B):
//!
//! ```ron
//! (
//!     format: 1,
//!     game: Dama(
//!         first: White,
//!         non_max_capture: Loses,
//!         lone_piece: KingWins,
//!         no_progress: 50,
//!     ),
//!     white: "Ayşe",
//!     black: "Mehmet",
//!     date: "2026-11-29",
//!     comment: "The worked example of the game's description.",
//!     result: Some(Win(
//!         winner: White,
//!         reason: KingVersusLonePiece,
//!     )),
//!     first: White,
//!     lot_seed: None,
//!     start: "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6",
//!     moves: [
//!         "b8xb5xg5xg1xa1xa4xf4",
//!     ],
//!     comments: {
//!         1: "Six pieces captured, the maximum.",
//!     },
//! )
//! ```
//!
//! | field | what it holds | if left out |
//! |---|---|---|
//! | `format` | the format version, `1`; another version is refused | required |
//! | `game` | the game and its rule options (RULES.md): `Akidada(first: Lot, removal: Any, double_line: One, no_progress: 50)` or `Dama(first: Lot, non_max_capture: Loses, lone_piece: KingWins, no_progress: 50)` | required; an option left out takes its default, so `Dama()` is Dama by the default rules |
//! | `white`, `black` | the players' names | `""` |
//! | `date` | when the game was played, `YYYY-MM-DD` | `""` |
//! | `comment` | a comment on the whole game | `""` |
//! | `result` | `Some(Win(winner: White, reason: NoLegalMove))`, `Some(Draw(reason: Repetition))`, or `None` for a game not finished; a resignation is `Win(winner: <the other side>, reason: Resignation)`, an agreed draw `Draw(reason: Agreement)`, a flag fallen `Win(winner: <the other side>, reason: TimeForfeit)`. It must be the result the moves lead to. `Some(...)` may be left out around the value | `None` |
//! | `first` | who moved first: `White` or `Black`; it must be the side to move in `start`, and the side the rule option `first` names unless that is `Lot` | required |
//! | `lot_seed` | `Some(n)`: the lot's seed, when the app drew `first` by lot; it must draw `first`, and only under `first: Lot` | `None` |
//! | `start` | the start position as a position string (RULES.md), any legal position | required |
//! | `start_quiet_plies` | the no-progress count of the start position; written only when not 0 | `0` |
//! | `moves` | every move in notation, Dama captures with their full route | `[]` |
//! | `comments` | comments on single moves, by move number counted from 1 | `{}` |
//! | `review` | a review made in the app: `(evals: ["cp 0", "cp 12", ..., ""], best: ["c3-c4", ...])`, one entry per position from the start to the end (`""` where the game is over or there is no move); see [`RecordReview`] | none |
//! | `computer` | the sides the computer played and its level, e.g. `{Black: 5}` (levels from 1, the weakest; Akidada has 5, Dama 8); written only when the computer played | `{}` |
//! | `clock` | the clocks of a game with a time control, in milliseconds: `(base_ms: 300000, increment_ms: 3000, white_ms: 281000, black_ms: 290500, marks: [303000, ...])`, each side's time left when saved and the mover's time left after each move (see [`RecordClock`]); written only for a game with clocks | none |
//!
//! The end reasons are `TwoPiecesLeft`, `NoLegalMove`, `KingVersusLonePiece`,
//! `OnePieceEach`, `NonMaximalCapture`, `Repetition`, `NoProgress`, `Agreement`,
//! `Resignation` and `TimeForfeit` (the loser's clock ran out). A field the
//! format does not have is refused, so that a misspelt name is caught rather
//! than ignored. RON comments (`// ...`, `/* ... */`) may be written anywhere;
//! they are not kept when the game is saved again.
//!
//! # Loading
//!
//! [`load_path`] (or [`load_str`], [`load_bytes`]) reads the record and replays
//! every move from the start position through the rules: an illegal move is refused
//! with its number and the reason (`move 14, d3xd5: captures 1, but 2 is the
//! maximum`). A Dama move that does not capture the maximum is accepted only as the
//! last move, under `non_max_capture: Loses`, and with the result that the mover
//! lost by it (`Win(winner: <the other side>, reason: NonMaximalCapture)`). The
//! recorded result must be the one the replay gives; a declared resignation or
//! agreed draw is restored. Every problem is a [`RecordError`], with the line and
//! column in the file where RON gives them. Loading never panics.
//!
//! # Saving
//!
//! [`save_atomic`] writes a temporary file beside the target, syncs it to disk and
//! renames it over the target: a crash or a kill during a save leaves the previous
//! file whole. [`Record::from_session`] makes the record of a game being played;
//! [`check`] gives the one-line summary of `akidada check FILE.ron`.
//!
//! # Examples and fuzzing
//!
//! `assets/examples/` holds games played through the engine (`cargo run
//! --example make_examples` makes them again), including the description's
//! worked example. The loader is fuzzed with arbitrary bytes and mutations of the
//! examples (`tests/engine/record_fuzz.rs`): 200,000 inputs in every `cargo test`, and
//! at least a million with
//!
//! ```text
//! AKIDADA_FUZZ_ITERATIONS=1000000 cargo test --test record_fuzz -- --nocapture
//! ```
//!
//! (last run: 1,000,000 inputs, 0 panics, 40 s).

pub mod clock;
mod error;
mod file;
pub mod pdn;
mod replay;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::games::akidada::{Akidada, AkidadaRules, DoubleLine, Removal};
use crate::games::dama::{Dama, DamaRules, LonePiece, NonMaxCapture};
use crate::games::estimate::Eval;
use crate::games::{FirstPlayer, Game, GameKind, Outcome, Side};
use crate::session::{GameSession, Session};

pub use error::{Inconsistency, IoAction, MoveFault, RecordError};
pub use file::{check, load_path, save_atomic, save_atomic_with, today, write_text_atomic};

/// What a network game's record says in its comment, so that it is known
/// for one (and its clocks are held to what the network's could show).
pub const NETWORK_NOTE: &str = "network";

/// The format version this program writes and reads.
pub const FORMAT: u32 = 1;

/// The file name extension of saved games.
pub const EXTENSION: &str = "ron";

/// A saved game, as it stands in the file. Reading one checks only its form;
/// [`Record::replay`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The format version, [`FORMAT`].
    pub format: u32,
    /// The game and its rule options.
    pub game: GameRules,
    #[serde(default)]
    pub white: String,
    #[serde(default)]
    pub black: String,
    /// The date the game was played, `YYYY-MM-DD` by convention (not checked).
    #[serde(default)]
    pub date: String,
    /// A comment on the whole game.
    #[serde(default)]
    pub comment: String,
    /// How the game ended, `None` if it had not. A resignation or an agreed draw
    /// is the result the players declared (reasons `Resignation`, `Agreement`).
    #[serde(default)]
    pub result: Option<Outcome>,
    /// The side that moved first.
    pub first: Side,
    /// The lot's seed, if the app drew `first` by lot.
    #[serde(default)]
    pub lot_seed: Option<u64>,
    /// The start position as a position string.
    pub start: String,
    /// The no-progress count of the start position (plies without progress before
    /// it). Written only when not 0: a game from a position string starts at 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub start_quiet_plies: u16,
    /// Every move in notation, from the start (Dama captures with the full route).
    #[serde(default)]
    pub moves: Vec<String>,
    /// Comments on single moves, by move number counted from 1.
    #[serde(default)]
    pub comments: BTreeMap<usize, String>,
    /// The sides the computer played, with its level (1 is the weakest).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub computer: BTreeMap<Side, u8>,
    /// The review of the game's moves, when one was made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<RecordReview>,
    /// The clocks, when the game was played with a time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<RecordClock>,
}

/// The clocks of a game played with a time control, as saved with it; all
/// times in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordClock {
    /// The time each side had for the game.
    pub base_ms: u64,
    /// The time added to a side's clock after each of its moves.
    #[serde(default)]
    pub increment_ms: u64,
    /// Each side's time left when the game was saved.
    pub white_ms: u64,
    pub black_ms: u64,
    /// The mover's time left after each move, the increment added, from the
    /// first move (it may stop short of the last: the rest are not known).
    #[serde(default)]
    pub marks: Vec<u64>,
}

/// A review of a game as saved with it: each position's evaluation and best
/// move, from the start to the end (one more entry than moves). The classes of
/// the moves follow from these, so they are not saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordReview {
    /// Each position's evaluation from the side to move: `cp 35` (hundredths of
    /// a man), `win 7`, `loss 4`, `draw`, a table result the no-progress rule
    /// spoils followed by `cursed`; `""` where the game is over.
    pub evals: Vec<String>,
    /// The best move in each position, in notation; `""` where there is none.
    pub best: Vec<String>,
}

/// A review as the app holds it, read from a record's [`RecordReview`]: each
/// position's evaluation (`None` where the game is over) and best move (`None`
/// where there is none), from the start to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedReview {
    pub evals: Vec<Option<Eval>>,
    pub best: Vec<Option<String>>,
}

impl RecordReview {
    /// The review as values, or the index of the first entry that is not an
    /// evaluation.
    pub fn to_saved(&self) -> Result<SavedReview, usize> {
        let evals = self
            .evals
            .iter()
            .enumerate()
            .map(|(i, e)| match e.as_str() {
                "" => Ok(None),
                text => text.parse().map(Some).map_err(|_| i),
            })
            .collect::<Result<Vec<_>, usize>>()?;
        let best = self
            .best
            .iter()
            .map(|b| (!b.is_empty()).then(|| b.clone()))
            .collect();
        Ok(SavedReview { evals, best })
    }
}

impl From<&SavedReview> for RecordReview {
    fn from(review: &SavedReview) -> RecordReview {
        RecordReview {
            evals: review
                .evals
                .iter()
                .map(|e| e.map_or_else(String::new, |e| e.to_string()))
                .collect(),
            best: review
                .best
                .iter()
                .map(|b| b.clone().unwrap_or_default())
                .collect(),
        }
    }
}

fn is_zero(n: &u16) -> bool {
    *n == 0
}

/// The game of a record and its rule options (RULES.md), one variant per game.
/// In the file: `Akidada(first: Lot, removal: Any, ...)` or `Dama(...)`; an
/// option left out takes its default, so `Dama()` is Dama with the default rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum GameRules {
    Akidada {
        #[serde(default)]
        first: FirstPlayer,
        #[serde(default)]
        removal: Removal,
        #[serde(default)]
        double_line: DoubleLine,
        #[serde(default = "akidada_no_progress")]
        no_progress: u16,
    },
    Dama {
        #[serde(default)]
        first: FirstPlayer,
        #[serde(default)]
        non_max_capture: NonMaxCapture,
        #[serde(default)]
        lone_piece: LonePiece,
        #[serde(default = "dama_no_progress")]
        no_progress: u16,
    },
}

fn akidada_no_progress() -> u16 {
    AkidadaRules::default().no_progress
}

fn dama_no_progress() -> u16 {
    DamaRules::default().no_progress
}

impl GameRules {
    pub fn kind(&self) -> GameKind {
        match self {
            GameRules::Akidada { .. } => GameKind::Akidada,
            GameRules::Dama { .. } => GameKind::Dama,
        }
    }
}

impl From<AkidadaRules> for GameRules {
    fn from(rules: AkidadaRules) -> GameRules {
        // Destructured in full: a new rule option will not compile until it is saved.
        let AkidadaRules {
            first,
            removal,
            double_line,
            no_progress,
        } = rules;
        GameRules::Akidada {
            first,
            removal,
            double_line,
            no_progress,
        }
    }
}

impl From<DamaRules> for GameRules {
    fn from(rules: DamaRules) -> GameRules {
        let DamaRules {
            first,
            non_max_capture,
            lone_piece,
            no_progress,
        } = rules;
        GameRules::Dama {
            first,
            non_max_capture,
            lone_piece,
            no_progress,
        }
    }
}

/// What a record holds besides the game itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    pub white: String,
    pub black: String,
    /// `YYYY-MM-DD` by convention.
    pub date: String,
    /// A comment on the whole game.
    pub comment: String,
    /// Comments on single moves, by move number counted from 1.
    pub comments: BTreeMap<usize, String>,
    /// The sides the computer played, with its level.
    pub computer: BTreeMap<Side, u8>,
    /// The review of the game's moves, when one was made.
    pub review: Option<SavedReview>,
    /// The clocks, when the game was played with a time control.
    pub clock: Option<RecordClock>,
}

impl Meta {
    /// No names, no comments, today's date.
    pub fn today() -> Meta {
        Meta {
            date: today(),
            ..Meta::default()
        }
    }
}

/// A game that can be saved: the two games of the project. Lets code generic over
/// [`Game`] build records and replay them.
pub trait RecordGame: Game {
    /// The rule options as the record writes them.
    fn record_rules(rules: &Self::Rules) -> GameRules;
    /// The rule options of a record of this game (`None` for the other game).
    fn rules_of(game: &GameRules) -> Option<Self::Rules>;
    /// The no-progress count of a position.
    fn quiet_plies(pos: &Self::Position) -> u16;
    /// The same position with the no-progress count set.
    fn with_quiet_plies(pos: Self::Position, plies: u16) -> Self::Position;
}

impl RecordGame for Akidada {
    fn record_rules(rules: &AkidadaRules) -> GameRules {
        (*rules).into()
    }

    fn rules_of(game: &GameRules) -> Option<AkidadaRules> {
        match *game {
            GameRules::Akidada {
                first,
                removal,
                double_line,
                no_progress,
            } => Some(AkidadaRules {
                first,
                removal,
                double_line,
                no_progress,
            }),
            GameRules::Dama { .. } => None,
        }
    }

    fn quiet_plies(pos: &Self::Position) -> u16 {
        pos.quiet_plies()
    }

    fn with_quiet_plies(pos: Self::Position, plies: u16) -> Self::Position {
        pos.with_quiet_plies(plies)
    }
}

impl RecordGame for Dama {
    fn record_rules(rules: &DamaRules) -> GameRules {
        (*rules).into()
    }

    fn rules_of(game: &GameRules) -> Option<DamaRules> {
        match *game {
            GameRules::Dama {
                first,
                non_max_capture,
                lone_piece,
                no_progress,
            } => Some(DamaRules {
                first,
                non_max_capture,
                lone_piece,
                no_progress,
            }),
            GameRules::Akidada { .. } => None,
        }
    }

    fn quiet_plies(pos: &Self::Position) -> u16 {
        pos.quiet_plies()
    }

    fn with_quiet_plies(pos: Self::Position, plies: u16) -> Self::Position {
        pos.with_quiet_plies(plies)
    }
}

/// A saved game replayed through the rules: a session with every move played
/// (cursor at the end, a declared result restored) and the metadata.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub session: GameSession,
    pub meta: Meta,
}

impl LoadedGame {
    pub fn new(session: impl Into<GameSession>, meta: Meta) -> LoadedGame {
        LoadedGame {
            session: session.into(),
            meta,
        }
    }

    pub fn kind(&self) -> GameKind {
        self.session.kind()
    }

    pub fn meta(&self) -> &Meta {
        &self.meta
    }

    /// The number of moves in the game (all of them, wherever the cursor stands).
    pub fn move_count(&self) -> usize {
        self.session.move_count()
    }

    /// How the game ends after its last move (wherever the cursor stands).
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.final_outcome()
    }

    /// The record of this game, to save it again.
    pub fn to_record(&self) -> Record {
        Record::from_game(&self.session, &self.meta)
    }

    /// One line: the game, the number of moves and the result, e.g.
    /// `dama: 57 moves, White wins (no legal move)`.
    pub fn summary(&self) -> String {
        let moves = self.move_count();
        let result = match self.outcome() {
            Some(outcome) => outcome.to_string(),
            None => "unfinished".to_string(),
        };
        format!(
            "{}: {moves} move{}, {result}",
            self.kind().id(),
            if moves == 1 { "" } else { "s" }
        )
    }
}

impl Record {
    /// The record of a game: every move made (those beyond the replay cursor too),
    /// the result after the last move (a declared one included), and `meta`.
    pub fn from_session<G: RecordGame>(session: &Session<G>, meta: &Meta) -> Record {
        let lot = session.lot();
        Record {
            format: FORMAT,
            game: G::record_rules(session.rules()),
            white: meta.white.clone(),
            black: meta.black.clone(),
            date: meta.date.clone(),
            comment: meta.comment.clone(),
            result: session.final_outcome(),
            first: lot.first,
            lot_seed: lot.seed,
            start: session.start().to_string(),
            start_quiet_plies: G::quiet_plies(session.start()),
            moves: session.plies().iter().map(|p| p.text.clone()).collect(),
            comments: meta.comments.clone(),
            computer: meta.computer.clone(),
            review: meta.review.as_ref().map(RecordReview::from),
            clock: meta.clock.clone(),
        }
    }

    /// The record of a game of either kind (see [`Record::from_session`]).
    pub fn from_game(game: &GameSession, meta: &Meta) -> Record {
        match game {
            GameSession::Akidada(s) => Record::from_session(s, meta),
            GameSession::Dama(s) => Record::from_session(s, meta),
        }
    }

    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The metadata of the record.
    pub fn meta(&self) -> Meta {
        Meta {
            white: self.white.clone(),
            black: self.black.clone(),
            date: self.date.clone(),
            comment: self.comment.clone(),
            comments: self.comments.clone(),
            computer: self.computer.clone(),
            // A bad review never gets this far: replaying refuses it.
            review: self.review.as_ref().and_then(|r| r.to_saved().ok()),
            clock: self.clock.clone(),
        }
    }

    /// Reads a record from RON text, checking its form and version (not the
    /// rules: see [`Record::replay`]).
    pub fn from_ron(text: &str) -> Result<Record, RecordError> {
        replay::parse(text)
    }

    /// Reads a record from the bytes of a file (which must be UTF-8 text).
    pub fn from_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Record::from_ron(text),
            Err(e) => {
                let valid = &bytes[..e.valid_up_to()];
                let line = 1 + valid.iter().filter(|&&b| b == b'\n').count();
                let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                let column = 1 + String::from_utf8_lossy(&valid[line_start..])
                    .chars()
                    .count();
                Err(RecordError::NotRon {
                    line,
                    column,
                    message: "the file is not UTF-8 text".to_string(),
                })
            }
        }
    }

    /// The record as pretty-printed RON, ending with a newline. The same record
    /// always gives the same text.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .new_line("\n")
            .indentor("    ")
            .separator(" ")
            // Comments as typed: `it's`, not `it\'s`; several lines stay lines.
            .escape_strings(false);
        match ron::ser::to_string_pretty(self, config) {
            Ok(mut text) => {
                text.push('\n');
                text
            }
            // Strings, numbers and enums into a String: nothing here can fail.
            Err(e) => unreachable!("a record always serializes: {e}"),
        }
    }

    /// Replays the record through the rules: every move is checked, and the
    /// recorded result must be the one the moves lead to.
    pub fn replay(&self) -> Result<LoadedGame, RecordError> {
        replay::replay(self)
    }

    /// Replays the record as a game of `G`; `None` if it is a record of the other
    /// game.
    pub fn replay_as<G: RecordGame>(&self) -> Option<Result<(Session<G>, Meta), RecordError>> {
        let rules = G::rules_of(&self.game)?;
        Some(replay::replay_session::<G>(self, rules).map(|s| (s, self.meta())))
    }
}

/// Reads and replays a saved game from its text.
pub fn load_str(text: &str) -> Result<LoadedGame, RecordError> {
    Record::from_ron(text)?.replay()
}

/// Reads and replays a saved game from the bytes of a file.
pub fn load_bytes(bytes: &[u8]) -> Result<LoadedGame, RecordError> {
    Record::from_bytes(bytes)?.replay()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example in the documentation above (quoted by the README) is a game
    /// that loads.
    #[test]
    fn the_documented_example_loads() {
        let source = include_str!("mod.rs");
        let start = source.find("//! ```ron\n").expect("the example") + "//! ```ron\n".len();
        let end = start + source[start..].find("//! ```\n").expect("its end");
        let example: String = source[start..end]
            .lines()
            .map(|line| {
                line.strip_prefix("//!")
                    .unwrap_or(line)
                    .strip_prefix(' ')
                    .unwrap_or("")
            })
            .map(|line| format!("{line}\n"))
            .collect();
        let game = load_str(&example).unwrap_or_else(|e| panic!("{e}\n{example}"));
        assert_eq!(
            game.summary(),
            "dama: 1 move, White wins (king against a lone piece)"
        );
        assert_eq!(game.meta().white, "Ayşe");
        // And it is exactly what saving the game writes.
        assert_eq!(game.to_record().to_ron(), example);
    }
}
