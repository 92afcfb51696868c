//! Puzzles mined from self-play games, with proven solutions; and positions for
//! the maximal-capture drill. No GUI dependency.
//!
//! - [`puzzle`]: the puzzle as data and its one-line JSON form.
//! - [`exact`]: proofs by the Akidada table and the Dama endgame tables.
//! - [`middle`]: proofs by deep search for Dama middlegames.
//! - [`themes`]: themes found from the solution.
//! - [`rating`]: the first rating, from which engine level solves it.
//! - [`generate`]: `akidada puzzles generate`, deterministic from a seed.
//! - [`check`]: `akidada puzzles check`, re-proving the shipped puzzles.
//! - [`drill`]: positions for the maximal-capture drill.
//!
//! The shipped puzzles are in `assets/puzzles/` (see [`shipped`]); the trainer
//! that plays them is [`crate::app::training`].

pub mod check;
pub mod drill;
pub mod exact;
pub mod generate;
pub mod middle;
pub mod puzzle;
pub mod rating;
pub mod themes;

pub use drill::DrillPosition;
pub use puzzle::{FormatError, Goal, Kind, Puzzle, Theme};

use std::fmt;

/// Why a candidate position is not kept: one reason per check, counted by the
/// generator.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reject {
    /// Fewer than two legal moves: nothing to find.
    Forced,
    /// The solver cannot win (or hold the draw) by the proof.
    NotDecisive,
    /// A win or loss the no-progress rule turns into a draw.
    Cursed,
    /// A quick search already finds no move a man and a half clear (middlegame).
    Prefilter,
    /// More than one move keeps the result (or is within the margin).
    NotUnique,
    /// A later solver move of the line is not alone.
    LaterNotUnique,
    /// A search with another seed does not find the line as clearly
    /// (middlegame).
    OtherSeed,
    /// A short win whose line cannot be shown to its end with only moves.
    ShortWinNotToTheEnd,
    /// The line does not end with material gained (middlegame).
    NoGain,
    /// The same position (and options) was already kept.
    Duplicate,
    /// The game already gave its share of puzzles of this kind.
    PerGame,
}

impl Reject {
    pub const ALL: [Reject; 11] = [
        Reject::Forced,
        Reject::NotDecisive,
        Reject::Cursed,
        Reject::Prefilter,
        Reject::NotUnique,
        Reject::LaterNotUnique,
        Reject::OtherSeed,
        Reject::ShortWinNotToTheEnd,
        Reject::NoGain,
        Reject::Duplicate,
        Reject::PerGame,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            Reject::Forced => "forced",
            Reject::NotDecisive => "not-decisive",
            Reject::Cursed => "cursed",
            Reject::Prefilter => "prefilter",
            Reject::NotUnique => "not-unique",
            Reject::LaterNotUnique => "later-not-unique",
            Reject::OtherSeed => "other-seed",
            Reject::ShortWinNotToTheEnd => "short-win-not-to-the-end",
            Reject::NoGain => "no-gain",
            Reject::Duplicate => "duplicate",
            Reject::PerGame => "per-game",
        }
    }
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The shipped puzzle files, as built into the program.
const SHIPPED: [(Kind, &str); 3] = [
    (
        Kind::Akidada,
        include_str!("../../../assets/puzzles/akidada.jsonl"),
    ),
    (
        Kind::DamaEndgame,
        include_str!("../../../assets/puzzles/dama-endgame.jsonl"),
    ),
    (
        Kind::DamaMiddlegame,
        include_str!("../../../assets/puzzles/dama-middlegame.jsonl"),
    ),
];

const SHIPPED_DRILL: &str = include_str!("../../../assets/puzzles/drill.jsonl");

/// Every shipped puzzle, Akidada first, then Dama endgames and middlegames.
/// The files are part of the source and a test reads them: an error here is a
/// broken build, reported rather than hidden.
pub fn shipped() -> Result<Vec<Puzzle>, FormatError> {
    let mut all = Vec::new();
    for (kind, text) in SHIPPED {
        let mut puzzles = puzzle::read_lines(text, kind.file_name())?;
        if let Some(p) = puzzles.iter().find(|p| p.kind != kind) {
            return Err(FormatError(format!(
                "{}: puzzle {} is of kind {}",
                kind.file_name(),
                p.id,
                p.kind.id()
            )));
        }
        all.append(&mut puzzles);
    }
    Ok(all)
}

/// The shipped drill positions.
pub fn shipped_drill() -> Result<Vec<DrillPosition>, FormatError> {
    drill::read_lines(SHIPPED_DRILL, "drill.jsonl")
}
