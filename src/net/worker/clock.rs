//! The clocks. The host keeps the game's: its own count, on its own time.
//! The joiner shows and saves the host's times, but does not take the
//! host's word for them: it keeps its own estimate of both clocks from the
//! moves it sees, and refuses a reading or a flag that no clock of this
//! time control could show, or that is further from its estimate than
//! [`Limits::clock_slack`] (and, just after a resume, the time a dropped
//! connection takes to be found). A refusal ends the link as the host's
//! fault: the game is kept, never lost by it. One [`Clock`] type, run on
//! the link's time ([`Worker::now`]).
//!
//! [`Limits::clock_slack`]: crate::net::Limits::clock_slack

use crate::games::Side;

use super::{Flow, Worker};
use crate::net::NetError;
use crate::net::message::{self, Message};
use crate::record::clock::Clock;
use crate::session::GameSession;

/// The time left of `side` in `times`.
fn of(times: message::Times, side: Side) -> u64 {
    match side {
        Side::White => times.white_ms,
        Side::Black => times.black_ms,
    }
}

/// Counts a move by `mover`, number `index` (from 0), at `now` and starts
/// the other's clock: the first move of a game is not timed (its mark is
/// the time as it stands).
fn count_move(clock: &mut Clock, mover: Side, index: usize, now: f64) {
    if clock.running() == Some(mover) {
        clock.moved(mover, index, now);
    } else {
        let left = clock.left_at(mover, now);
        clock.set_mark(index, left);
    }
    clock.set_running(Some(mover.opposite()), now);
}

/// The most time `side` can have left in `board`'s game under `clock`'s
/// time control: the base and an increment for each of its moves.
pub(super) fn most(clock: &Clock, board: &GameSession, side: Side) -> u64 {
    let n = board.move_count() as u64;
    let by_side = if side == board.first() {
        n.div_ceil(2)
    } else {
        n / 2
    };
    clock
        .control
        .base_ms
        .saturating_add(clock.control.increment_ms.saturating_mul(by_side))
}

impl Worker {
    /// `mover` has moved: the host counts its time and starts the other's
    /// clock; the joiner counts it on its estimate and waits for the host's
    /// times. Gives the times to send (the host's).
    pub(super) fn clock_moved(&mut self, mover: Side) -> Option<message::Times> {
        let now = self.now();
        let index = self.count().saturating_sub(1) as usize;
        if let Some(estimate) = &mut self.estimate {
            count_move(estimate, mover, index, now);
        }
        let host = self.is_host();
        let clock = self.view.clock.as_mut()?;
        if !host {
            clock.set_running(None, now);
            return None;
        }
        count_move(clock, mover, index, now);
        self.view.times()
    }

    /// The side whose clock has run out now, if any.
    pub(super) fn clock_fallen(&self) -> Option<Side> {
        self.view.clock.as_ref()?.fallen(self.now())
    }

    /// The host's flag: a side whose time has run out loses.
    pub(super) fn watch_clock(&mut self) -> Result<Flow, NetError> {
        if !self.is_host() || !self.playing() {
            return Ok(Flow::Go);
        }
        let Some(side) = self.clock_fallen() else {
            return Ok(Flow::Go);
        };
        let now = self.now();
        if let Some(clock) = &mut self.view.clock {
            clock.set_running(None, now);
        }
        self.board_mut()?.time_forfeit(side);
        self.say(Message::Flagged { side })?;
        self.check_over()
    }

    /// Starts the clock of the side to move (and the joiner's estimate),
    /// once a move has been made.
    pub(super) fn run_clock(&mut self) {
        let Some(board) = self.view.board.as_deref() else {
            return;
        };
        let (count, to_move, over) = (
            board.move_count(),
            board.side_to_move(),
            board.outcome().is_some(),
        );
        let now = self.now();
        let side = (count > 0 && !over).then_some(to_move);
        for clock in [&mut self.view.clock, &mut self.estimate]
            .into_iter()
            .flatten()
        {
            clock.set_running(side, now);
        }
    }

    /// Stops both clocks and the estimate.
    pub(super) fn stop_clocks(&mut self) {
        let now = self.now();
        for clock in [&mut self.view.clock, &mut self.estimate]
            .into_iter()
            .flatten()
        {
            clock.set_running(None, now);
        }
    }

    /// The number of moves on the board.
    pub(super) fn count(&self) -> u32 {
        self.view
            .board
            .as_deref()
            .map_or(0, GameSession::move_count) as u32
    }

    /// The joiner: the clock of the host's offer, its times checked against
    /// the time control (the game's moves so far known).
    pub(super) fn offered_clock(
        &self,
        control: crate::record::clock::TimeControl,
        times: Option<message::Times>,
        board: &GameSession,
    ) -> Result<Clock, NetError> {
        let mut clock = Clock::new(control);
        if let Some(times) = times {
            for side in [Side::White, Side::Black] {
                let (ms, most) = (of(times, side), most(&clock, board, side));
                if ms > most {
                    return Err(NetError::TimeBeyond { side, ms, most });
                }
            }
            clock.set_left([times.white_ms, times.black_ms], self.now());
        }
        Ok(clock)
    }

    /// The joiner checks a reading of the host's: no more than the time
    /// control gives, and near its own estimate. Then the estimate takes
    /// the host's count (the two differ by the network's delay).
    fn check_reading(&mut self, times: message::Times) -> Result<(), NetError> {
        let now = self.now();
        let slack = self.slack_ms();
        let (Some(clock), Some(board)) = (&self.view.clock, self.view.board.as_deref()) else {
            return Err(NetError::ClockWithoutControl);
        };
        for side in [Side::White, Side::Black] {
            let (ms, most) = (of(times, side), most(clock, board, side));
            if ms > most {
                return Err(NetError::TimeBeyond { side, ms, most });
            }
            if let Some(estimate) = &self.estimate {
                let apart_ms = ms.abs_diff(estimate.left_at(side, now));
                if apart_ms > slack {
                    return Err(NetError::ClockDisagrees {
                        side,
                        apart_ms,
                        slack_ms: slack,
                    });
                }
            }
        }
        if let Some(estimate) = &mut self.estimate {
            estimate.set_left([times.white_ms, times.black_ms], now);
        }
        self.resumed_reading = false;
        Ok(())
    }

    /// How far the host's reading may be from the estimate now.
    fn slack_ms(&self) -> u64 {
        let limits = &self.setup.limits;
        let mut slack = limits.clock_slack;
        // After a drop, each side stopped its clocks when it found the
        // connection dead: up to a ping's round apart.
        if self.resumed_reading {
            slack += limits.ping_every + limits.pong_wait;
        }
        slack.as_millis() as u64
    }

    /// The joiner: the host's move came with the host's times; they are
    /// checked and taken, the move marked, the joiner's own clock started.
    pub(super) fn host_moved(
        &mut self,
        host: Side,
        times: Option<message::Times>,
    ) -> Result<(), NetError> {
        let now = self.now();
        let index = self.count().saturating_sub(1) as usize;
        if let Some(estimate) = &mut self.estimate {
            count_move(estimate, host, index, now);
        }
        let Some(times) = times else {
            return Ok(());
        };
        self.check_reading(times)?;
        if let Some(clock) = &mut self.view.clock {
            clock.set_left([times.white_ms, times.black_ms], now);
            clock.set_mark(index, of(times, host));
            clock.set_running(Some(host.opposite()), now);
        }
        Ok(())
    }

    /// The joiner: the host says `side`'s time ran out. Taken only in a
    /// game with clocks and when the estimate agrees.
    pub(super) fn host_flagged(&mut self, side: Side) -> Result<(), NetError> {
        let now = self.now();
        if self.view.clock.is_none() {
            return Err(NetError::FlagWithoutClock);
        }
        let slack = self.slack_ms();
        if let Some(estimate) = &self.estimate {
            let apart_ms = estimate.left_at(side, now);
            if apart_ms > slack {
                return Err(NetError::ClockDisagrees {
                    side,
                    apart_ms,
                    slack_ms: slack,
                });
            }
        }
        self.stop_clocks();
        self.board_mut()?.time_forfeit(side);
        Ok(())
    }

    /// The joiner takes the host's times: after a move of its own (marked
    /// then), on a resume, and at the end, once checked. Times of an
    /// earlier position (a move of ours crossed them on the way) are left:
    /// newer ones follow.
    pub(super) fn host_times(&mut self, moves: u32, times: message::Times) -> Result<(), NetError> {
        let board = self.board()?;
        let (count, to_move) = (board.move_count(), board.side_to_move());
        if moves as usize != count {
            return Ok(());
        }
        let running = self.playing() && count > 0 && board.outcome().is_none();
        self.check_reading(times)?;
        let now = self.now();
        let Some(clock) = &mut self.view.clock else {
            return Ok(());
        };
        clock.set_running(None, now);
        clock.set_left([times.white_ms, times.black_ms], now);
        if clock.mark_count() < count {
            let mover = to_move.opposite();
            clock.set_mark(clock.mark_count(), of(times, mover));
        }
        if running {
            clock.set_running(Some(to_move), now);
        }
        Ok(())
    }

    /// After a takeback: no side keeps more time than its moves left on
    /// the board could have earned (the increments of the moves taken back
    /// go with them).
    pub(super) fn clocks_taken_back(&mut self) {
        let Some(board) = self.view.board.as_deref() else {
            return;
        };
        let now = self.now();
        for clock in [&mut self.view.clock, &mut self.estimate]
            .into_iter()
            .flatten()
        {
            let [white, black] = clock.left_both(now);
            let capped = [
                white.min(most(clock, board, Side::White)),
                black.min(most(clock, board, Side::Black)),
            ];
            clock.set_left(capped, now);
        }
    }
}
