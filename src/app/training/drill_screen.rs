//! Learn > Capture drill: positions with several capture routes, one after
//! another against the clock; a capture short of the maximum ends the round
//! with its route and the maximal ones drawn. Score, best score and time are
//! kept in the progress.

use std::sync::OnceLock;
use std::time::Duration;

use super::board::TrainingBoard;
use super::drill::{End, ROUND_TIME, Round};
use super::progress::Progress;
use crate::ai::puzzles::{self, DrillPosition};
use crate::app::play::GameMove;
use crate::games::GamePosition;
use crate::games::dama::Position;

/// The shipped drill positions, read once.
pub fn shipped() -> &'static [DrillPosition] {
    static ALL: OnceLock<Vec<DrillPosition>> = OnceLock::new();
    ALL.get_or_init(|| puzzles::shipped_drill().unwrap_or_default())
}

/// A finished round, for the screen to tell.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub end: End,
    pub score: u32,
    pub time: Duration,
    /// A new best score (or the same in less time).
    pub new_best: bool,
    /// The position the round ended on (where a short capture was played).
    pub position: Option<String>,
}

/// The drill screen.
#[derive(Clone, Debug)]
pub struct DrillScreen {
    /// The round under way, and when it began on the window's clock.
    pub round: Option<(Round, f64)>,
    pub board: Option<TrainingBoard>,
    pub finished: Option<Finished>,
    /// Rounds begun, so each draws its own order.
    rounds: u64,
    seed: u64,
    pub limit: Duration,
}

impl DrillScreen {
    pub fn new(seed: u64) -> DrillScreen {
        DrillScreen {
            round: None,
            board: None,
            finished: None,
            rounds: 0,
            seed,
            limit: ROUND_TIME,
        }
    }

    /// Begins a round at `now`.
    pub fn start(&mut self, now: f64) {
        self.rounds += 1;
        let round = Round::new(
            shipped(),
            self.seed
                .wrapping_add(self.rounds.wrapping_mul(0x9E37_79B9)),
            self.limit,
        );
        self.finished = None;
        self.round = Some((round, now));
        self.show_current();
    }

    fn show_current(&mut self) {
        self.board = self.round.as_ref().and_then(|(r, _)| {
            let d = r.current()?;
            let pos: Position = d.position.parse().ok()?;
            let rules = d.rules().ok()?;
            Some(TrainingBoard::new(&GamePosition::Dama(pos, rules)))
        });
    }

    /// The position to answer.
    pub fn current(&self) -> Option<&DrillPosition> {
        self.round.as_ref().and_then(|(r, _)| r.current())
    }

    /// The round's score: the one under way, or once it ended the score it
    /// ended with (0 before the first round).
    pub fn score(&self) -> u32 {
        match (&self.round, &self.finished) {
            (Some((r, _)), _) => r.score(),
            (None, Some(f)) => f.score,
            (None, None) => 0,
        }
    }

    /// The time left at `now`: once a round ended, what it had left then.
    pub fn left(&self, now: f64) -> Duration {
        match (&self.round, &self.finished) {
            (Some((r, start)), _) => r.left(elapsed(*start, now)),
            (None, Some(f)) => self.limit.saturating_sub(f.time),
            (None, None) => self.limit,
        }
    }

    /// A capture entered on the board. True when the round ended (and the
    /// progress took it).
    pub fn play(&mut self, mv: GameMove, progress: &mut Progress, now: f64) -> bool {
        let (Some((round, start)), Some(board)) = (&mut self.round, &self.board) else {
            return false;
        };
        let text = board.text(mv);
        let position = board.position();
        let start = *start;
        match round.answer(&text, elapsed(start, now)) {
            super::drill::Answer::Right { .. } => {
                self.show_current();
                false
            }
            super::drill::Answer::Over(end) => {
                self.end(end, Some(position), progress);
                true
            }
            super::drill::Answer::NotAMove(_) => false,
        }
    }

    /// Tells the round the time: the clock may end it. True when it did.
    pub fn tick(&mut self, progress: &mut Progress, now: f64) -> bool {
        let Some((round, start)) = &mut self.round else {
            return false;
        };
        if round.end().is_none() && round.tick(elapsed(*start, now)) {
            let end = round.end().cloned().unwrap_or(End::TimeUp);
            let position = self.board.as_ref().map(TrainingBoard::position);
            self.end(end, position, progress);
            return true;
        }
        false
    }

    fn end(&mut self, end: End, position: Option<String>, progress: &mut Progress) {
        let Some((round, _)) = self.round.take() else {
            return;
        };
        let time = round.time().unwrap_or(self.limit);
        let new_best = progress.record_drill(round.score(), time);
        if !matches!(end, End::Short { .. }) {
            self.board = None;
        }
        self.finished = Some(Finished {
            end,
            score: round.score(),
            time,
            new_best,
            position,
        });
    }
}

fn elapsed(start: f64, now: f64) -> Duration {
    Duration::from_secs_f64((now - start).max(0.0))
}
