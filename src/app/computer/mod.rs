//! The computer in the app: its moves, hints, the analysis panel, the
//! judgement of capture variants in teaching mode, and game review.
//!
//! Everything slow runs on worker threads ([`crate::ai::worker`]); the frame
//! loop asks, then polls once a frame, and never waits. Each answer carries the
//! [`Ticket`] of the position it was asked about, and is dropped if the board
//! has moved on since (an undo, a new game, a file opened): the computer never
//! plays into a position that is no longer there.
//!
//! Dama thinks with the alpha-beta engine ([`dama`]), Akidada looks its answers
//! up in the solved table ([`akidada`]), built in the background on first use.

pub mod akidada;
mod control;
pub mod dama;
pub mod endgame;
pub mod review;

pub use control::{
    Action, AnalysisWant, Computer, DAMA_MOVE_TIME, MIN_THINK_SECONDS, move_limits, spots_of,
};

use crate::games::GameMove;

pub use crate::games::estimate::Eval;

/// Which position a question was about: the game on screen (a new game, a file
/// opened or a position set up gets a new number), how many moves were on the
/// board, and the position's repetition key.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    pub game: u64,
    pub cursor: usize,
    pub key: u64,
}

/// A line of play: moves from the position analysed, each with its notation.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub moves: Vec<GameMove>,
    pub texts: Vec<String>,
    /// The position after the line's first move, judged from the side that
    /// plays that move: a line's score.
    pub eval: Eval,
}

/// What an analysis has found so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The position's own judgement (the best line's), side to move.
    pub eval: Eval,
    pub lines: Vec<Line>,
    /// Iterations completed (0 for a table look-up, which is exact at once).
    pub depth: u32,
    pub nodes: u64,
    pub nps: u64,
    /// Whether the answer is final (a table, or a search that stopped).
    pub finished: bool,
}

/// Something slow the computer is doing that the window shows: building a table.
#[derive(Clone, Debug, PartialEq)]
pub struct Busy {
    /// 0 to 1.
    pub fraction: f32,
    pub what: BusyWith,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BusyWith {
    SolvingAkidada,
    BuildingTables,
}

/// The answer to a request, once it comes.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The computer's move (`None`: it has none, the game is over).
    Move {
        ticket: Ticket,
        mv: Option<GameMove>,
        /// The computer's judgement after its search, from its own view.
        eval: Option<Eval>,
    },
    /// What it thinks of a draw offer.
    DrawOffer { ticket: Ticket, accepts: bool },
}
