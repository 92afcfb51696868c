//! The players' clocks: a time control (minutes for the game plus an increment
//! a move, Fischer style), each side's time left, and which clock runs.
//!
//! Time is the frame time the app is given (seconds, `now`), never read here,
//! so tests drive the clocks with explicit instants. The app decides when a
//! clock may run ([`Clock::set_running`]): only for the side to move, from the
//! game's first move on (that move is not timed), and not while the game is
//! over, an earlier position is shown, a dialog is open or the person has
//! paused the computer. A move stops the mover's clock and adds
//! the increment ([`Clock::moved`]); a clock that reaches zero has fallen
//! ([`Clock::fallen`]), and the app ends the game on time.
//!
//! Undo does not give time back: the clocks keep what they show, and stay
//! stopped while the position on the board is an earlier one.

use crate::games::Side;
use crate::record::RecordClock;

/// Minutes for the game and an increment a move, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
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
    /// not started: the app starts it when it may run.
    pub fn moved(&mut self, mover: Side, index: usize, now: f64) {
        self.stop(now);
        let left = &mut self.left[mover.index()];
        *left = left.saturating_add(self.control.increment_ms);
        let left = *left;
        self.marks.truncate(index);
        self.marks.resize(index, None);
        self.marks.push(Some(left));
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

/// A time left as a clock shows it: `4:31` (minutes and seconds), `1:02:03`
/// from an hour, `9.4` (seconds and tenths) under ten seconds. Whole seconds
/// are rounded up, so a full clock shows its minutes until a second has gone
/// and the tenths take over from `0:10`.
pub fn clock_text(ms: u64) -> String {
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let s = ms.div_ceil(1000);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Under this much time left, a clock is shown in the low-time colour.
pub const LOW_TIME_MS: u64 = 10_000;

#[cfg(test)]
mod tests {
    use super::*;

    fn five_three() -> Clock {
        Clock::new(TimeControl::minutes(5, 3))
    }

    #[test]
    fn only_the_running_clock_loses_time() {
        let mut clock = five_three();
        clock.set_running(Some(Side::White), 10.0);
        assert_eq!(clock.left_at(Side::White, 12.5), 297_500);
        assert_eq!(clock.left_at(Side::Black, 12.5), 300_000);
        // Asking again for the same clock does not restart it.
        clock.set_running(Some(Side::White), 11.0);
        assert_eq!(clock.left_at(Side::White, 12.5), 297_500);
    }

    #[test]
    fn a_move_adds_the_increment_and_marks_the_move() {
        let mut clock = five_three();
        clock.set_running(Some(Side::White), 0.0);
        clock.moved(Side::White, 0, 10.0);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left_at(Side::White, 99.0), 293_000);
        assert_eq!(clock.mark(0), Some(293_000));
        clock.set_running(Some(Side::Black), 10.0);
        clock.moved(Side::Black, 1, 14.0);
        assert_eq!(clock.left_at(Side::Black, 99.0), 299_000);
        assert_eq!(clock.mark(1), Some(299_000));
        // A move played after an undo replaces the marks beyond it.
        clock.moved(Side::Black, 1, 14.0);
        assert_eq!(clock.mark(1), Some(302_000));
        clock.moved(Side::White, 0, 14.0);
        assert_eq!(clock.mark(1), None);
    }

    #[test]
    fn a_paused_clock_keeps_its_time() {
        let mut clock = five_three();
        clock.set_running(Some(Side::Black), 0.0);
        clock.set_running(None, 4.0);
        assert_eq!(clock.left_at(Side::Black, 1000.0), 296_000);
        assert_eq!(clock.fallen(1000.0), None);
        clock.set_running(Some(Side::Black), 1000.0);
        assert_eq!(clock.left_at(Side::Black, 1001.0), 295_000);
    }

    #[test]
    fn a_clock_that_runs_out_has_fallen() {
        let mut clock = Clock::new(TimeControl {
            base_ms: 2_000,
            increment_ms: 0,
        });
        clock.set_running(Some(Side::White), 1.0);
        assert_eq!(clock.fallen(2.9), None);
        assert_eq!(clock.fallen(3.0), Some(Side::White));
        assert_eq!(clock.left_at(Side::White, 50.0), 0);
        // A clock that does not run never falls.
        clock.set_running(Some(Side::Black), 3.0);
        assert_eq!(clock.fallen(3.5), None);
    }

    #[test]
    fn time_reads_as_a_clock_shows_it() {
        assert_eq!(clock_text(271_000), "4:31");
        assert_eq!(clock_text(270_001), "4:31");
        assert_eq!(clock_text(299_983), "5:00");
        assert_eq!(clock_text(3_723_000), "1:02:03");
        assert_eq!(clock_text(9_460), "9.4");
        assert_eq!(clock_text(10_000), "0:10");
        assert_eq!(clock_text(0), "0.0");
        assert_eq!(TimeControl::minutes(5, 3).label(), "5+3");
        assert_eq!(
            TimeControl {
                base_ms: 45_000,
                increment_ms: 2_000
            }
            .label(),
            "0:45+2"
        );
    }

    #[test]
    fn the_clocks_survive_a_record() {
        let mut clock = five_three();
        clock.set_running(Some(Side::White), 0.0);
        clock.moved(Side::White, 0, 10.0);
        clock.set_running(Some(Side::Black), 10.0);
        let record = clock.to_record(12.0);
        assert_eq!(record.white_ms, 293_000);
        assert_eq!(record.black_ms, 298_000);
        assert_eq!(record.marks, vec![293_000]);
        let back = Clock::from_record(&record);
        assert_eq!(back.left_at(Side::Black, 99.0), 298_000);
        assert_eq!(back.mark(0), Some(293_000));
        assert_eq!(back.control, clock.control);
    }
}
