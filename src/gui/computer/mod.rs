//! The computer in the window: its moves, hints, the analysis panel, the
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
pub mod review;

pub use control::{Action, AnalysisWant, Computer, MIN_THINK_SECONDS};

use crate::ai::Value;
use crate::ai::review::{Chance, chance_of_cp, chance_of_value};
use crate::ai::search::Score;
use crate::ai::worker::Wake;
use crate::games::Side;

use super::play::GameMove;

/// The winning-chance curve's steepness for Dama scores (hundredths of a man),
/// fitted to self-play results (README, "Analysis and review").
pub const DAMA_CURVE_K: f64 = 0.0045;

/// Which position a question was about: the game on screen (a new game, a file
/// opened or a position set up gets a new number), how many moves were on the
/// board, and the position's repetition key.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    pub game: u64,
    pub cursor: usize,
    pub key: u64,
}

/// How a position stands for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// An engine's estimate in hundredths of a man.
    Cp(i32),
    /// A proven result; `cursed` when it is a table win (or loss) that the
    /// no-progress rule turns into a draw.
    Exact { value: Value, cursed: bool },
}

impl Eval {
    pub fn of_score(score: Score) -> Eval {
        match score {
            Score::Cp(cp) => Eval::Cp(cp),
            Score::Exact(value) => Eval::Exact {
                value,
                cursed: false,
            },
        }
    }

    /// The winning chance of the side to move, -1 to +1.
    pub fn chance(self) -> Chance {
        match self {
            Eval::Cp(cp) => chance_of_cp(cp, DAMA_CURVE_K),
            Eval::Exact { cursed: true, .. } => 0.0,
            Eval::Exact { value, .. } => chance_of_value(value),
        }
    }

    /// The same judgement seen by the player who just moved into the position.
    pub fn for_mover(self) -> Eval {
        match self {
            Eval::Cp(cp) => Eval::Cp(-cp),
            Eval::Exact { value, cursed } => Eval::Exact {
                value: value.for_mover(),
                cursed,
            },
        }
    }

    /// White's winning chance, given who is to move.
    pub fn white_chance(self, to_move: Side) -> Chance {
        match to_move {
            Side::White => self.chance(),
            Side::Black => -self.chance(),
        }
    }

    /// Short text from the side to move's view: `+1.25`, `-0.40`, `W 7`, `L 12`,
    /// `=` (the bar and the lines use it; the words for values are translated
    /// elsewhere).
    pub fn short(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            Eval::Exact {
                value: Value::Win(n),
                ..
            } => format!("W{n}"),
            Eval::Exact {
                value: Value::Loss(n),
                ..
            } => format!("L{n}"),
            Eval::Exact { .. } => "=".to_string(),
        }
    }

    /// The few characters the bar beside the board has room for, from White's
    /// view: `1.3`, `0.0`, `W7` (White wins in 7), `B7`, `=`.
    pub fn bar_label(self, to_move: Side) -> String {
        match self {
            Eval::Cp(cp) => {
                let white = if to_move == Side::White { cp } else { -cp };
                format!("{:.1}", (f64::from(white) / 100.0).abs())
            }
            Eval::Exact {
                value: Value::Draw, ..
            }
            | Eval::Exact { cursed: true, .. } => "=".to_string(),
            Eval::Exact { value, .. } => {
                let winner = if value.is_win() {
                    to_move
                } else {
                    to_move.opposite()
                };
                let n = value.distance().unwrap_or(0);
                format!("{}{n}", winner.letter())
            }
        }
    }

    /// The same, from White's view (for the bar beside the board).
    pub fn short_for_white(self, to_move: Side) -> String {
        let white = match to_move {
            Side::White => self,
            Side::Black => match self {
                Eval::Cp(cp) => Eval::Cp(-cp),
                Eval::Exact { value, cursed } => Eval::Exact {
                    value: value.flipped(),
                    cursed,
                },
            },
        };
        white.short()
    }
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

/// The wake function of a window: a repaint when a worker has news.
pub fn waker(ctx: &eframe::egui::Context) -> Wake {
    let ctx = ctx.clone();
    std::sync::Arc::new(move || ctx.request_repaint())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evals_turn_with_the_side_to_move() {
        let e = Eval::Cp(150);
        assert!(e.chance() > 0.3 && e.chance() < 0.5, "{}", e.chance());
        assert_eq!(e.white_chance(Side::Black), -e.chance());
        assert_eq!(e.for_mover(), Eval::Cp(-150));
        assert_eq!(e.short(), "+1.50");
        let won = Eval::Exact {
            value: Value::Loss(4),
            cursed: false,
        };
        assert_eq!(won.for_mover().short(), "W5");
        assert_eq!(won.short_for_white(Side::Black), "W4");
        let cursed = Eval::Exact {
            value: Value::Win(120),
            cursed: true,
        };
        assert_eq!(cursed.chance(), 0.0);
    }
}
