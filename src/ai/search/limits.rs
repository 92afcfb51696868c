//! What bounds a search, and the time manager that turns a clock into deadlines.

use std::time::Duration;

/// The time left on the clock of the side to move.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clock {
    pub time: Duration,
    /// Added after each move.
    pub increment: Duration,
    /// Moves to the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
}

/// The limits of one search. All `None` (and `infinite` false or true): the search
/// runs until stopped or until it has proven the result.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Iterations to complete.
    pub depth: Option<u32>,
    /// Time for this move.
    pub movetime: Option<Duration>,
    /// Positions to visit.
    pub nodes: Option<u64>,
    /// A clock to share out over the game.
    pub clock: Option<Clock>,
    /// Run until stopped, even once the result is proven.
    pub infinite: bool,
    /// Lines to report (the best `multipv` moves), at least 1.
    pub multipv: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: None,
            movetime: None,
            nodes: None,
            clock: None,
            infinite: false,
            multipv: 1,
        }
    }
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    pub fn with_multipv(mut self, lines: usize) -> Limits {
        self.multipv = lines.max(1);
        self
    }

    /// The deadlines these limits set: `(soft, hard)`. Past the soft deadline no
    /// new iteration starts; at the hard one the search stops where it is.
    pub fn deadlines(&self) -> (Option<Duration>, Option<Duration>) {
        if self.infinite {
            return (None, None);
        }
        let mut soft = None;
        let mut hard = None;
        if let Some(t) = self.movetime {
            soft = Some(t);
            hard = Some(t);
        }
        if let Some(clock) = self.clock {
            let (s, h) = clock_deadlines(&clock);
            soft = Some(soft.map_or(s, |x: Duration| x.min(s)));
            hard = Some(hard.map_or(h, |x: Duration| x.min(h)));
        }
        (soft, hard)
    }
}

/// Time the engine keeps back for the moves it cannot see (process scheduling,
/// the output, the opponent's side of the pipe).
const OVERHEAD: Duration = Duration::from_millis(20);

/// A share of the clock for this move: the time left over the moves still to play
/// (at most `moves_to_go`, otherwise an expected 30 more) plus most of the
/// increment. A new iteration may start until 60 % of the share has gone; the
/// search is cut at three shares, never more than a third of the clock.
fn clock_deadlines(clock: &Clock) -> (Duration, Duration) {
    let left = clock.time.saturating_sub(OVERHEAD);
    let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 30);
    let share = left / moves + clock.increment * 3 / 4;
    let hard = (share * 3).min(left / 3).min(left);
    let share = share.min(hard);
    (share * 3 / 5, hard)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_gives_a_share_never_more_than_a_third() {
        let limits = Limits {
            clock: Some(Clock {
                time: Duration::from_secs(60),
                increment: Duration::from_secs(1),
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        let (soft, hard) = limits.deadlines();
        let (soft, hard) = (soft.unwrap(), hard.unwrap());
        assert!(soft < hard);
        assert!(hard <= Duration::from_secs(20));
        assert!(soft > Duration::from_millis(1000), "{soft:?}");
        let short = Limits {
            clock: Some(Clock {
                time: Duration::from_millis(300),
                ..Clock::default()
            }),
            ..Limits::default()
        };
        assert!(short.deadlines().1.unwrap() <= Duration::from_millis(100));
    }

    #[test]
    fn movetime_is_used_whole_and_infinite_has_no_deadline() {
        let t = Duration::from_millis(250);
        assert_eq!(Limits::movetime(t).deadlines(), (Some(t), Some(t)));
        assert_eq!(Limits::infinite().deadlines(), (None, None));
        assert_eq!(Limits::depth(5).deadlines(), (None, None));
    }
}
