//! The clocks, kept by the host: its own count, the joiner's taken from
//! the host's times.

use crate::games::Side;

use super::{Flow, Worker};
use crate::net::game::Clocks;
use crate::net::message::{self, Message};
use crate::net::{Board, NetError};

impl Worker {
    /// `mover` has moved: the host counts its time and starts the other's
    /// clock; the joiner waits for the host's times. Gives the times to send.
    pub(super) fn clock_moved(&mut self, mover: Side) -> Option<message::Times> {
        let host = self.is_host();
        let clocks = self.view.clocks.as_mut()?;
        if !host {
            clocks.stop();
            return None;
        }
        let timed = clocks.running() == Some(mover);
        let times = if timed {
            clocks.moved(mover)
        } else {
            // The first move is not timed: its mark is the time as it stands.
            let times = clocks.times();
            clocks.push_mark(match mover {
                Side::White => times.white_ms,
                Side::Black => times.black_ms,
            });
            times
        };
        clocks.start(mover.opposite());
        Some(times)
    }

    /// The host's flag: a side whose time has run out loses.
    pub(super) fn watch_clock(&mut self) -> Result<Flow, NetError> {
        if !self.is_host() || !self.playing() {
            return Ok(Flow::Go);
        }
        let Some(side) = self.view.clocks.as_ref().and_then(Clocks::fallen) else {
            return Ok(Flow::Go);
        };
        if let Some(clocks) = &mut self.view.clocks {
            clocks.stop();
        }
        self.board_mut()?.time_forfeit(side);
        self.say(Message::Flagged { side })?;
        self.check_over()
    }

    /// Starts the clock of the side to move, once a move has been made.
    pub(super) fn run_clock(&mut self) {
        let Some(board) = &self.view.board else {
            return;
        };
        let (count, to_move, over) = (
            board.move_count(),
            board.side_to_move(),
            board.outcome().is_some(),
        );
        if let Some(clocks) = &mut self.view.clocks {
            if count > 0 && !over {
                clocks.start(to_move);
            } else {
                clocks.stop();
            }
        }
    }

    /// The number of moves on the board.
    pub(super) fn count(&self) -> u32 {
        self.view.board.as_ref().map_or(0, Board::move_count) as u32
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
        let Some(clocks) = &mut self.view.clocks else {
            return Ok(());
        };
        clocks.stop();
        clocks.set(times);
        if clocks.mark_count() < count {
            let mover = to_move.opposite();
            clocks.push_mark(match mover {
                Side::White => times.white_ms,
                Side::Black => times.black_ms,
            });
        }
        if running {
            clocks.start(to_move);
        }
        Ok(())
    }
}
