//! What the board is asked to show besides the position: a move pointed at, a
//! hint, an analysis line, value badges; and what the player did on it.

use crate::games::akidada::{Move as AkidadaMove, Point};
use crate::games::dama::Route;

/// Something drawn over the board to point at a move or pieces: the teaching
/// panel's variant under the pointer, a hint, an analysis line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// A Dama capture route; `legal` is false for a shorter, losing one.
    Route { route: Route, legal: bool },
    /// An Akidada placement or slide.
    Step { from: Option<Point>, to: Point },
    /// Akidada points (pieces that may be removed).
    Points(Vec<Point>),
    /// A line of play, each move numbered in turn: Dama routes in full.
    DamaLine(Vec<Route>),
    /// A line of play on the Akidada board.
    AkidadaLine(Vec<AkidadaMove>),
    /// Small labels on Akidada points: the value of the best move there.
    Badges(Vec<Badge>),
}

/// A value shown on an Akidada point: short on the board ("W21"), in words
/// when pointed at ("win in 21 with best play on both sides").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Badge {
    pub point: Point,
    pub short: String,
    pub words: String,
    pub tone: Tone,
}

/// How good a thing marked on the board is for the player it concerns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    Good,
    Even,
    Bad,
}

/// What the player did on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A click on the spot with this index (Dama square or Akidada point).
    Click(usize),
    /// A piece dragged from one spot and dropped on another.
    Drag(usize, usize),
    /// A drag began on this spot: the piece there is picked up, so its
    /// targets show as a click would show them.
    Lift(usize),
}
