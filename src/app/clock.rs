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

pub use crate::record::clock::{Clock, TimeControl};

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
    use crate::games::Side;

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
