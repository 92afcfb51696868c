//! Puzzles mined from self-play games, with proven solutions; and positions for
//! the maximal-capture drill. No GUI dependency.
//!
//! - [`puzzle`]: the puzzle as data and its one-line JSON form.
//! - [`exact`]: proofs by the Akidada table and the Dama endgame tables.
//! - [`middle`]: proofs by deep search for Dama middlegames.
//! - [`themes`]: themes found from the solution.
//! - [`rating`]: the first rating, from which engine level solves it.
//! - [`check`]: `akidada puzzles check`, re-proving the shipped puzzles.
//! - [`context`]: the exact tables puzzles are proven with.
//! - [`drill`]: positions for the maximal-capture drill.
//!
//! The generator that mined them, `akidada puzzles generate` (deterministic
//! from a seed), is a lab tool: `src/lab/puzzles.rs`, in a build with the
//! `lab` feature.
//!
//! The shipped puzzles are in `assets/puzzles/` (see [`shipped`]); the trainer
//! that plays them is [`crate::app::training`].
//!
//! # The format
//!
//! The shipped puzzles are in `assets/puzzles/`, one JSON object a line, each
//! file's first line naming the command that made it:
//!
//! ```text
//! akidada puzzles export --json [--game dama] [--theme shot]   # one object a line
//! akidada puzzles show m0002
//! akidada puzzles check [--kind middlegame] [--sample 20] [--seed 7]
//! akidada puzzles generate --seed 1 --threads 2                # made them (a lab build)
//! ```
//!
//! `{"id":"m0002","game":"dama","position":"W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7","options":{"first":"Lot","non_max_capture":"Loses","lone_piece":"KingWins","no_progress":50},"solution":["b7-b8","d7xb7","b8xb4xh4"],"themes":["shot","crowning","lone_piece"],"rating":600,"kind":"middlegame","goal":"win"}`:
//! the position has the solver to move; the solution alternates the solver's moves and
//! the opponent's replies and ends with a solver's move; `goal` is `win`, `draw` (hold
//! it: every other move loses) or `material`.
//!
//! # How they are found
//!
//! Games between levels drawn at random (Akidada 1 to 5 under
//! the four combinations of `removal` and `double_line`; Dama 1 to 5 from four random
//! plies, a third of them under `lone_piece = Draw`, and three more games played from
//! where each Dama ending began); every position of them is a candidate, taken from its
//! position string (the no-progress count at 0), and kept only if the solver has
//! **exactly one good move at every turn**:
//!
//! - *Akidada*, by the solved table: the only move that keeps the win within the
//!   no-progress rule (or the only one that holds the draw); the opponent's reply is
//!   its best defence (the slowest loss; among equals, one that sets another only
//!   move); the line goes on while the solver's move is the only good one, and a win
//!   of 9 plies or less must be shown to its end.
//! - *Dama endings* (up to four pieces), the same by the endgame tables of the
//!   puzzle's `lone_piece` reading.
//! - *Dama middlegames*, by search (1 M nodes, two lines, the endgame tables from 8
//!   pieces): the solver's move at least 2 men better than the second best, or a
//!   proven win where no other move is one; a turn with one legal move is forced;
//!   the opponent's reply is the search's. The line ends after the solver's move that
//!   leaves it at least a man up on the start (a king counted 2.5) with no capture
//!   waiting, or that wins the game. A position with a single legal move (a lone
//!   compulsory capture) is no puzzle.
//!
//! # Themes
//!
//! Themes come from the solution: *shot* (the opponent's capture answered by a
//! larger one), *breakthrough* (a crowning after giving material), *crowning*, *king
//! endgame* (kings, at most 8 pieces), *lone piece* (the line ends by the rule),
//! *opposition* (a quiet first move after which the opponent, could it pass, would be
//! safe: zugzwang, from the tables), *Akidada line*, *double threat* (two lines, or
//! captures by two pieces, threatened at once), *blocking* (the point the opponent
//! needed taken; or the opponent left with no move), *removal choice* (only one of the
//! pieces the line may remove keeps the result).
//!
//! # Ratings
//!
//! A puzzle's first rating is the place on the measured ladders (Dama levels,
//! Elo above level 1: 0, 436, 872, 1173, 1352, 1593, 1808, 1891, from the module
//! docs of `crate::ai::search`; Akidada from the level matches' scores in those
//! of `crate::ai::solved`: 0, 604, 884, 1074, 1347) of the weakest level that
//! plays every solver move of the line in 3 of 4 tries (one try for a level that plays
//! without chance), level 1 standing at 600, lowered within the step by how often the
//! level below succeeded; a puzzle no level solves is 200 above the top. The levels
//! search without the endgame tables, and full strength is a 2 M-node stand-in for its
//! 1.5 s, so ratings do not depend on the machine's load. Then players (1500 ± 350 to
//! start) and puzzles are rated by Glicko-2 (tau 0.5; tested against the worked
//! example of Glickman's paper) as the user plays: a clean solve is a win, a solve
//! after a hint half, a wrong move or the solution shown a loss.
//!
//! # Checked
//!
//! `puzzles check` re-proves: the same exact proof for Akidada and the
//! endings; for middlegames each solver move the search's best and at least **1.5
//! men** better than the second (the generator asked 2, so a small change of the
//! engine does not turn a puzzle false), the line ending won or a man up. `--seed N`
//! moves every evaluation weight by up to 4% so the search walks another tree.
//! `cargo test --test engine puzzles::` plays every puzzle through the trainer and proves a
//! sample again in about 20 s (40 Akidada by the table; endings of three pieces by
//! tables built for them; 3 middlegames of 14 pieces or more with seed 0 and 3 with
//! seed 7, searched without the four-piece tables, which take minutes to build);
//! `cargo test --release --test engine puzzles:: -- --ignored` runs `puzzles check`
//! on all.
//!
//! # Made
//!
//! Made by `akidada puzzles generate --seed 1 --threads 2` in two runs of the
//! same seed (release build, at low priority on this 2-core machine shared with other
//! jobs): the Akidada puzzles, endings and drill by `--akidada 560 --endgame 440
//! --middlegame 0` in **20 min** (1,195 s, 252 Akidada and 1,093 Dama games); the
//! middlegames by `--akidada 0 --endgame 0 --middlegame 620` in **66 min** (3,938 s,
//! 1,256 Dama games), after the generator was made stricter: each solver move clear
//! of the second best by two men **and** by half the range of winning chance (the
//! review's curve), and the line proven again by a second search seed (3). Each game is
//! played from its own seed, whatever else is asked, so the runs' streams agree.
//! **1,619 puzzles** in all (m0111 taken out, below). Candidates and what each check
//! removed (`assets/puzzles/generation.txt`):
//!
//! | | Akidada | Dama endgame | Dama middlegame |
//! |---|--:|--:|--:|
//! | candidate positions | 9,099 | 21,842 | 130,684 |
//! | forced (fewer than two legal moves) | 114 | 279 | 19,746 |
//! | not decisive (the solver cannot win or hold) | 2,174 | 3,797 | 1 |
//! | quick search (25,000 nodes): nothing 1.5 men and 0.4 of chance clear | — | — | 107,501 |
//! | more than one good first move | 5,747 | 16,989 | 1,008 |
//! | a later solver move not alone | — | — | 740 |
//! | the second search seed does not find the line as clearly | — | — | 30 |
//! | a short win not shown to its end | 106 | 139 | — |
//! | no man gained at the end | — | — | 8 |
//! | the same position again | 11 | 1 | 2 |
//! | more than 5 from one game (6 for endings), or closer than 4 plies | 386 | 194 | 1,028 |
//! | **kept** | **560** | **440** | **620** (619 shipped) |
//! | goals | win 262, draw 298 | win 224, draw 216 | win 8, material 612 |
//! | themes | blocking 190, opposition 107, double threat 62, Akidada line 38, removal choice 38 | king endgame 427, opposition 157, crowning 102, lone piece 48, shot 2, breakthrough 1, double threat 1 | shot 310, crowning 252, breakthrough 164, king endgame 42, lone piece 3 |
//! | ratings: min, quartiles, max | 600, 1204, 1391, 1484, 1947 | 600, 1036, 1773, 2139, 2691 | 600, 600, 600, 1036, 2408 |
//!
//! The drill's 200 positions (`drill.jsonl`: at least three distinct capture moves,
//! the maximum two or more, at least one shorter) came from 2,972 positions with a
//! capture in the same games. The same seed gives the same files with one thread or
//! two (tested on a small run).
//!
//! `akidada puzzles check` (seed 0, the generator's own evaluation): 0 of the 560
//! Akidada puzzles and 440 endings fail, in a moment once the tables are read, and
//! 0 of the 620 middlegames. With another seed of the search (`puzzles check --kind
//! middlegame --seed 7`, every weight moved by up to 4%, 299 s): **619 of 620 pass**;
//! m0111 fails at its third move (1.79 men clear, cp 317 against 138, but not 0.4 of
//! winning chance) and was taken out of the shipped file. The generator before this
//! one asked only two men of margin and one seed: 47 of its 620 failed seed 7, most
//! of them positions already won where a second move wins too (`win 3` against `win
//! 5`, +19.2 against +18.6 men): a margin in men says little once the solver is
//! winning anyway, which is what the margin in winning chance and the second seed
//! now rule out. The stricter rule also finds easier shots more often: the
//! middlegames' median rating fell from 1036 to 600.

pub mod check;
pub mod context;
pub mod drill;
pub mod exact;
pub mod middle;
pub mod puzzle;
pub mod rating;
pub mod themes;

pub use context::Context;
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
