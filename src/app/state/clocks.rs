//! The game's clocks in the app: which one runs, a move's increment, and a
//! flag that falls ending the game on time.

use super::App;
use crate::games::Side;

impl App {
    /// The side whose clock may run now: the side to move, unless no move has
    /// been made yet (the clocks start with the first move, as online boards
    /// do, so nobody loses time reading a new position), the game is over, an
    /// earlier position is shown (replay, autoplay, an undo), a dialog is open
    /// or the person has paused the computer. A network game broken off
    /// stands still on both screens: its clocks wait for it to be hosted
    /// again.
    fn clock_side(&self) -> Option<Side> {
        let broken_off = self.network_game_on_board && self.net.is_none();
        let stopped = broken_off
            || self.game.ply_count() == 0
            || self.game.outcome().is_some()
            || self.modal_open()
            || self.computer.paused
            || self.playback.autoplaying()
            || self.game.cursor() < self.game.ply_count();
        (!stopped).then(|| self.game.side_to_move())
    }

    /// Brings the clocks up to `now`: the right one runs, and a clock that
    /// ran out ends the game on time.
    pub(super) fn tick_clock(&mut self, now: f64) {
        // Most games have no clock: then there is nothing to judge, and the
        // game's outcome (a move generation) is not worked out several times a
        // frame for nothing.
        // Over the network the host keeps the clocks: the link's are shown.
        if self.game.clock.is_none() || self.net.is_some() {
            return;
        }
        let side = self.clock_side();
        let Some(clock) = &mut self.game.clock else {
            return;
        };
        if let Some(fallen) = clock.fallen(now) {
            clock.set_running(None, now);
            clock.see(now);
            self.game.time_forfeit(fallen);
            self.game_ended();
            return;
        }
        clock.set_running(side, now);
        clock.see(now);
    }

    /// A move was just played at `now`: the mover's clock stops and gets its
    /// increment, and the other's starts (if it may run).
    pub(super) fn clock_moved(&mut self, now: f64) {
        if self.net.is_some() {
            return;
        }
        let index = self.game.cursor().saturating_sub(1);
        let mover = self.game.last_mover();
        if let (Some(mover), Some(clock)) = (mover, &mut self.game.clock) {
            clock.moved(mover, index, now);
        }
        self.tick_clock(now);
    }

    /// How soon to paint again for the clock: a running clock is shown to the
    /// tenth under ten seconds.
    pub(super) fn clock_wait(&self) -> Option<f64> {
        self.game
            .clock
            .as_ref()
            .is_some_and(|c| c.running().is_some())
            .then_some(0.1)
    }
}
