//! The clocks, kept by the host: its own count on its own time, the
//! joiner's taken from the host's times. One [`Clock`] type, run on the
//! link's time ([`Worker::now`]).

use crate::games::Side;

use super::{Flow, Worker};
use crate::net::message::{self, Message};
use crate::net::{Board, NetError};

/// The time left of `side` in `times`.
fn of(times: message::Times, side: Side) -> u64 {
    match side {
        Side::White => times.white_ms,
        Side::Black => times.black_ms,
    }
}

impl Worker {
    /// `mover` has moved: the host counts its time and starts the other's
    /// clock; the joiner waits for the host's times. Gives the times to send.
    pub(super) fn clock_moved(&mut self, mover: Side) -> Option<message::Times> {
        let host = self.is_host();
        let now = self.now();
        let index = self.count().saturating_sub(1) as usize;
        let clock = self.view.clock.as_mut()?;
        if !host {
            clock.set_running(None, now);
            return None;
        }
        if clock.running() == Some(mover) {
            clock.moved(mover, index, now);
        } else {
            // The first move is not timed: its mark is the time as it stands.
            let left = clock.left_at(mover, now);
            clock.set_mark(index, left);
        }
        clock.set_running(Some(mover.opposite()), now);
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

    /// Starts the clock of the side to move, once a move has been made.
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
        if let Some(clock) = &mut self.view.clock {
            let side = (count > 0 && !over).then_some(to_move);
            clock.set_running(side, now);
        }
    }

    /// The number of moves on the board.
    pub(super) fn count(&self) -> u32 {
        self.view.board.as_deref().map_or(0, Board::move_count) as u32
    }

    /// The joiner: the host's move came with the host's times; they are
    /// taken, the move marked, the joiner's own clock started.
    pub(super) fn host_moved(
        &mut self,
        host: Side,
        times: Option<message::Times>,
    ) -> Result<(), NetError> {
        let now = self.now();
        let index = self.count().saturating_sub(1) as usize;
        if let (Some(clock), Some(times)) = (&mut self.view.clock, times) {
            clock.set_left([times.white_ms, times.black_ms], now);
            clock.set_mark(index, of(times, host));
            clock.set_running(Some(host.opposite()), now);
        }
        Ok(())
    }

    /// The joiner: the host says `side`'s time ran out.
    pub(super) fn host_flagged(&mut self, side: Side) -> Result<(), NetError> {
        let now = self.now();
        if let Some(clock) = &mut self.view.clock {
            clock.set_running(None, now);
        }
        self.board_mut()?.time_forfeit(side);
        Ok(())
    }

    /// The joiner takes the host's times: after a move of its own (marked
    /// then), on a resume, and at the end. Times of an earlier position (a
    /// move of ours crossed them on the way) are left: newer ones follow.
    pub(super) fn host_times(&mut self, moves: u32, times: message::Times) -> Result<(), NetError> {
        let board = self.board()?;
        let (count, to_move) = (board.move_count(), board.side_to_move());
        if moves as usize != count {
            return Ok(());
        }
        let running = self.playing() && count > 0 && board.outcome().is_none();
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
}
