//! The maximal-capture drill: positions one after another against a clock;
//! the player must play a capture that takes the maximum. A shorter capture
//! ends the round, showing its route and the maximal ones; so does the clock.
//!
//! Time is given by the caller (the time since the round began), so the round
//! is a plain state machine that tests drive without waiting.

use std::time::Duration;

use crate::ai::puzzles::DrillPosition;
use crate::games::MoveError;
use crate::games::dama::Position;
use crate::rng::Rng;

/// A round's time, by default.
pub const ROUND_TIME: Duration = Duration::from_secs(180);

/// How a round ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// A capture short of the maximum: the route played, what it took, and
    /// the maximal routes.
    Short {
        played: String,
        captured: u32,
        maximum: u32,
        maximal: Vec<String>,
    },
    /// The clock ran out.
    TimeUp,
    /// Every position was answered.
    AllDone,
}

/// The answer to a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Maximal: the score so far; the next position is up.
    Right { score: u32 },
    /// The round is over.
    Over(End),
    /// Not a capture route on this board (bad text, impossible): try again.
    NotAMove(String),
}

/// One round.
#[derive(Clone, Debug)]
pub struct Round {
    positions: Vec<DrillPosition>,
    index: usize,
    score: u32,
    limit: Duration,
    end: Option<End>,
    /// When the round ended, since its start.
    ended_at: Option<Duration>,
}

impl Round {
    /// A round over `positions` in an order drawn with `seed`, `limit` long.
    pub fn new(positions: &[DrillPosition], seed: u64, limit: Duration) -> Round {
        let mut positions = positions.to_vec();
        let mut rng = Rng::new(seed);
        for i in (1..positions.len()).rev() {
            positions.swap(i, rng.below(i + 1));
        }
        Round {
            positions,
            index: 0,
            score: 0,
            limit,
            end: None,
            ended_at: None,
        }
    }

    /// The position to answer, while the round goes on.
    pub fn current(&self) -> Option<&DrillPosition> {
        if self.end.is_some() {
            return None;
        }
        self.positions.get(self.index)
    }

    pub fn score(&self) -> u32 {
        self.score
    }

    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// The time the round took, once over.
    pub fn time(&self) -> Option<Duration> {
        self.ended_at
    }

    /// The time left at `elapsed`.
    pub fn left(&self, elapsed: Duration) -> Duration {
        self.limit.saturating_sub(elapsed)
    }

    /// Tells the round the time; ends it when the clock has run out. True
    /// when the round is over.
    pub fn tick(&mut self, elapsed: Duration) -> bool {
        if self.end.is_none() && elapsed >= self.limit {
            self.finish(End::TimeUp, self.limit);
        }
        self.end.is_some()
    }

    fn finish(&mut self, end: End, at: Duration) {
        self.end = Some(end);
        self.ended_at = Some(at);
    }

    /// The player's capture route at `elapsed`.
    pub fn answer(&mut self, route: &str, elapsed: Duration) -> Answer {
        if self.tick(elapsed) {
            return Answer::Over(self.end.clone().unwrap_or(End::TimeUp));
        }
        let Some(d) = self.positions.get(self.index) else {
            return Answer::Over(End::AllDone);
        };
        let Ok(pos) = d.position.parse::<Position>() else {
            // A checked drill file never gets here; skip the position.
            self.index += 1;
            return Answer::NotAMove("this position cannot be read".into());
        };
        match pos.parse_move(route) {
            Ok(_) => {
                self.score += 1;
                self.index += 1;
                if self.index >= self.positions.len() {
                    self.finish(End::AllDone, elapsed);
                    return Answer::Over(End::AllDone);
                }
                Answer::Right { score: self.score }
            }
            Err(MoveError::NonMaximal {
                mv,
                captured,
                maximum,
            }) => {
                let end = End::Short {
                    played: pos.move_text(&mv),
                    captured,
                    maximum,
                    maximal: d.maximal.clone(),
                };
                self.finish(end.clone(), elapsed);
                Answer::Over(end)
            }
            Err(e) => Answer::NotAMove(e.to_string()),
        }
    }
}
