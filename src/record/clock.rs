//! The players' clocks, one type for every game with a time control: a
//! game on this machine, a network game's (kept by the link), a saved one's.
//!
//! A clock never reads the time: it runs on the instants it is given
//! (seconds, `now`, on whatever scale its owner keeps: the window's frame
//! time, the link's own), so tests drive it with explicit instants.

use serde::{Deserialize, Serialize};

use super::RecordClock;
use crate::games::Side;

/// Minutes for the game and an increment a move, in milliseconds. Also the
/// network's: a host sends its game's control as this value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

impl TimeControl {
    /// `minutes` for the game and `increment` seconds a move.
    pub const fn minutes(minutes: u64, increment: u64) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: increment * 1000,
        }
    }

    /// The presets the new-game dialog offers: 3+2, 5+3, 10+5, 15+10.
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 5),
        TimeControl::minutes(15, 10),
    ];

    /// The control as people say it: `5+3` (minutes, then seconds a move);
    /// a base that is not whole minutes is written in seconds, `0:45+2`.
    pub fn label(self) -> String {
        let base_s = self.base_ms / 1000;
        let inc = self.increment_ms as f64 / 1000.0;
        let inc = if self.increment_ms.is_multiple_of(1000) {
            format!("{}", self.increment_ms / 1000)
        } else {
            format!("{inc}")
        };
        if base_s.is_multiple_of(60) {
            format!("{}+{inc}", base_s / 60)
        } else {
            format!("{}:{:02}+{inc}", base_s / 60, base_s % 60)
        }
    }
}

/// The two clocks of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    pub control: TimeControl,
    /// Each side's time left when its clock last stopped (White's first).
    left: [u64; 2],
    /// The clock that runs, and since when.
    running: Option<(Side, f64)>,
    /// The last instant the app showed the clocks at: what they read now.
    seen: f64,
    /// The mover's time left after each move (the increment added), by the
    /// move's index; `None` where it is not known.
    marks: Vec<Option<u64>>,
}

impl Clock {
    /// Both clocks full, neither running.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.base_ms; 2],
            running: None,
            seen: 0.0,
            marks: Vec::new(),
        }
    }

    /// The clock that runs, if any.
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// `side`'s time left at `now`, in milliseconds (0 once it has fallen).
    pub fn left_at(&self, side: Side, now: f64) -> u64 {
        let left = self.left[side.index()];
        match self.running {
            Some((running, since)) if running == side => {
                left.saturating_sub(elapsed_ms(since, now))
            }
            _ => left,
        }
    }

    /// `side`'s time left as last seen by the app (what the window shows).
    pub fn left(&self, side: Side) -> u64 {
        self.left_at(side, self.seen)
    }

    /// Notes the time of this frame: the clocks read at it.
    pub fn see(&mut self, now: f64) {
        self.seen = now;
    }

    /// Runs `side`'s clock from `now`, or stops both (`None`). Time already run
    /// is kept; asking for the clock that already runs changes nothing.
    pub fn set_running(&mut self, side: Option<Side>, now: f64) {
        if self.running() == side {
            return;
        }
        self.stop(now);
        self.running = side.map(|s| (s, now));
    }

    /// Stops the running clock at `now`, keeping the time it ran.
    fn stop(&mut self, now: f64) {
        if let Some((side, _)) = self.running {
            self.left[side.index()] = self.left_at(side, now);
            self.running = None;
        }
    }

    /// The side whose clock has run out at `now`, if any: it lost on time.
    pub fn fallen(&self, now: f64) -> Option<Side> {
        let (side, _) = self.running?;
        (self.left_at(side, now) == 0).then_some(side)
    }

    /// `mover` made move number `index` (from 0) at `now`: its clock stops, it
    /// gets the increment, and its time left is marked for that move. Marks of
    /// moves after it (cut off by this one) are dropped. The other clock is
    /// not started: its owner starts it when it may run.
    ///
    /// A move made with no time left gets no increment: the time ran out
    /// before it, and the clock stays at zero.
    pub fn moved(&mut self, mover: Side, index: usize, now: f64) {
        self.stop(now);
        let left = &mut self.left[mover.index()];
        if *left > 0 {
            *left = left.saturating_add(self.control.increment_ms);
        }
        let left = *left;
        self.set_mark(index, left);
    }

    /// Marks `ms` as the mover's time left after move `index` (from 0), the
    /// marks of later moves dropped: a move whose time is known from
    /// elsewhere (the host's count).
    pub fn set_mark(&mut self, index: usize, ms: u64) {
        self.marks.truncate(index);
        self.marks.resize(index, None);
        self.marks.push(Some(ms));
    }

    /// How many moves from the first have their time marked.
    pub fn mark_count(&self) -> usize {
        self.marks.iter().take_while(|m| m.is_some()).count()
    }

    /// Sets both times left (White's, Black's) at `now`: a running clock
    /// goes on from them.
    pub fn set_left(&mut self, left: [u64; 2], now: f64) {
        self.left = left;
        if let Some((_, since)) = &mut self.running {
            *since = now;
        }
    }

    /// Both times left at `now` (White's, Black's).
    pub fn left_both(&self, now: f64) -> [u64; 2] {
        [
            self.left_at(Side::White, now),
            self.left_at(Side::Black, now),
        ]
    }

    /// The clocks as they read at `now`, standing: what another part shows
    /// of a clock it does not run (the window, of the link's).
    pub fn standing(&self, now: f64) -> Clock {
        Clock {
            left: self.left_both(now),
            running: None,
            seen: 0.0,
            ..self.clone()
        }
    }

    /// Keeps the marks of the first `moves` moves only: the game was cut
    /// there.
    pub fn keep_marks(&mut self, moves: usize) {
        self.marks.truncate(moves);
    }

    /// The mover's time left after move `index` (from 0), if known.
    pub fn mark(&self, index: usize) -> Option<u64> {
        self.marks.get(index).copied().flatten()
    }

    /// The clocks as a record saves them: the control, each side's time left
    /// at `now`, the marks of the moves while they are known from the first.
    pub fn to_record(&self, now: f64) -> RecordClock {
        RecordClock {
            base_ms: self.control.base_ms,
            increment_ms: self.control.increment_ms,
            white_ms: self.left_at(Side::White, now),
            black_ms: self.left_at(Side::Black, now),
            marks: self.marks.iter().map_while(|m| *m).collect(),
        }
    }

    /// [`Clock::to_record`] at the time last seen.
    pub fn to_record_seen(&self) -> RecordClock {
        self.to_record(self.seen)
    }

    /// The clocks of a saved game, neither running.
    pub fn from_record(record: &RecordClock) -> Clock {
        Clock {
            control: TimeControl {
                base_ms: record.base_ms,
                increment_ms: record.increment_ms,
            },
            left: [record.white_ms, record.black_ms],
            running: None,
            seen: 0.0,
            marks: record.marks.iter().map(|&m| Some(m)).collect(),
        }
    }
}

/// Milliseconds from `since` to `now` (seconds), none if `now` is earlier.
fn elapsed_ms(since: f64, now: f64) -> u64 {
    let ms = (now - since) * 1000.0;
    if ms.is_finite() && ms > 0.0 {
        ms as u64
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_made_with_no_time_left_gets_no_increment() {
        let mut clock = Clock::new(TimeControl {
            base_ms: 1_000,
            increment_ms: 500,
        });
        clock.set_running(Some(Side::White), 0.0);
        clock.moved(Side::White, 0, 0.4);
        assert_eq!(clock.left_at(Side::White, 9.0), 1_100);
        clock.set_running(Some(Side::White), 1.0);
        clock.moved(Side::White, 1, 5.0);
        assert_eq!(clock.left_at(Side::White, 9.0), 0);
        assert_eq!(clock.mark(1), Some(0));
        assert_eq!(clock.mark_count(), 2);
    }

    #[test]
    fn given_times_and_a_standing_copy() {
        let mut clock = Clock::new(TimeControl::minutes(1, 0));
        clock.set_running(Some(Side::Black), 10.0);
        clock.set_left([30_000, 20_000], 12.0);
        assert_eq!(clock.left_both(13.0), [30_000, 19_000]);
        let shown = clock.standing(13.0);
        assert_eq!(shown.running(), None);
        assert_eq!(shown.left_both(99.0), [30_000, 19_000]);
    }
}
