//! The app's side of the computer: when it may move, what analysis is needed,
//! and what to do with its answers.

use super::App;
use crate::ai::worker::Wake;
use crate::app::command::ComputerCommand;
use crate::app::computer::{Action, AnalysisWant, Computer, Ticket};
use crate::app::modal::Modal;
use crate::app::play::{GamePlay, InputEvent, PlayerKind};
use crate::i18n::{Tr, m};

/// Lines the analysis panel shows.
pub const PANEL_LINES: usize = 3;

/// The computer at the table: the computer itself, whether the person has
/// stopped it, and the hint asked for.
pub(super) struct ComputerSeat {
    /// The computer: its moves, hints, analysis, reviews.
    pub(super) engine: Computer,
    /// The computer stopped by the person (it makes no move until let go).
    pub(super) paused: bool,
    /// A hint asked for in the position with this ticket.
    pub(super) hint: Option<Ticket>,
}

impl ComputerSeat {
    pub(super) fn new(engine: Computer) -> ComputerSeat {
        ComputerSeat {
            engine,
            paused: false,
            hint: None,
        }
    }

    pub(super) fn engine(&self) -> &Computer {
        &self.engine
    }

    pub(super) fn paused(&self) -> bool {
        self.paused
    }

    pub(super) fn set_wake(&mut self, wake: Wake) {
        self.engine.set_wake(wake);
    }

    /// Stops whatever the computer is working on (another game comes).
    pub(super) fn stop(&mut self) {
        self.engine.stop();
    }

    /// How soon to paint again while the computer works: the least thinking
    /// time runs on the clock, not on events, so look again.
    pub(super) fn wait(&self) -> Option<f64> {
        (self.engine.thinking() || self.engine.review_progress().is_some()).then_some(0.1)
    }
}

impl App {
    /// A hint, the computer paused or let go, a review, a table's building.
    pub(super) fn computer_command(&mut self, command: ComputerCommand) {
        let seat = &mut self.computer;
        match command {
            ComputerCommand::Hint => seat.hint = Some(Computer::ticket(&self.game)),
            ComputerCommand::TogglePause => seat.paused = !seat.paused,
            ComputerCommand::StartReview => seat.engine.start_review(&self.game),
            ComputerCommand::CancelReview => seat.engine.cancel_review(),
            ComputerCommand::CancelBusy => seat.engine.cancel_busy(),
        }
    }

    /// The computer's work for this frame: its move, the analysis wanted, a
    /// review, a draw offer's answer.
    pub(super) fn run_computer(&mut self, now: f64) {
        let level = self.computer_to_move();
        let want = self.analysis_want();
        let actions = self.computer.engine.update(
            &self.game,
            level,
            self.settings.computer_may_resign,
            want,
            now,
        );
        for action in actions {
            match action {
                Action::Play(mv) => {
                    let event = self.game.play_now(mv);
                    if event == InputEvent::Played {
                        self.played(now);
                    }
                }
                Action::Resign(side) => {
                    if self.game.side_to_move() == side {
                        self.game.resign();
                        self.game_ended();
                    }
                }
                Action::DrawReply { accepts } => {
                    if accepts {
                        self.game.agree_draw();
                        self.game_ended();
                    }
                    let answer = if accepts {
                        m::COMPUTER_DRAW_ACCEPTED
                    } else {
                        m::COMPUTER_DRAW_DECLINED
                    };
                    self.modal = Some(Modal::message(
                        m::OFFER_DRAW,
                        Tr(self.settings.language).t(answer),
                    ));
                }
            }
        }
        if let Some(review) = self.computer.engine.poll_review(&self.game) {
            self.game.review = Some(review);
        }
    }

    /// The computer's level if it is to move now and may: the game on, the
    /// last move on the board, nothing asked of the person, not paused.
    pub(super) fn computer_to_move(&self) -> Option<u8> {
        // While it weighs a draw offer it does not move: the answer is about
        // the position the offer was made in, and is always given.
        let waiting = self.net.is_some()
            || self.computer.paused
            || self.modal_open()
            || self.computer.engine.considering_draw()
            || self.game.outcome().is_some()
            || self.game.cursor() < self.game.ply_count();
        if waiting {
            return None;
        }
        self.game.players.computer_level(self.game.side_to_move())
    }

    /// What the window needs analysed in the position on the board.
    fn analysis_want(&self) -> AnalysisWant {
        // In a network game the engine helps neither player until it ends,
        // unless the host made it a lesson.
        if self.editor().is_some() || self.help_barred() {
            return AnalysisWant::default();
        }
        let hint = self.computer.hint == Some(Computer::ticket(&self.game));
        let legal = self.legal_move_count();
        let teaching = self.settings.teaching && self.teaching_judges() && legal > 1;
        let mut lines = 0;
        if self.settings.analysis {
            lines = lines.max(PANEL_LINES);
        }
        if teaching {
            lines = lines.max(legal);
        }
        if hint {
            lines = lines.max(1);
        }
        AnalysisWant {
            lines,
            infinite: self.settings.analysis,
        }
    }

    /// Whether teaching mode judges the moves here: every Akidada move, and Dama
    /// positions where a capture is compulsory (the variants listed).
    fn teaching_judges(&self) -> bool {
        match &self.game.play {
            GamePlay::Akidada(_) => true,
            GamePlay::Dama(play) => play.candidates().maximum > 0,
        }
    }

    fn legal_move_count(&self) -> usize {
        match &self.game.play {
            GamePlay::Akidada(p) => p.session.legal_moves().len(),
            GamePlay::Dama(p) => p.session.legal_moves().len(),
        }
    }

    /// Takes back a move; against the computer, back to the person's turn.
    pub(super) fn undo_to_a_person(&mut self) -> bool {
        let mut undone = self.game.undo();
        while undone
            && self.game.outcome().is_none()
            && self
                .game
                .players
                .computer_level(self.game.side_to_move())
                .is_some()
            && self.game.cursor() > 0
            && self.game.players.kinds.contains(&PlayerKind::Human)
        {
            undone = self.game.undo();
        }
        undone
    }

    /// A draw: people are asked to confirm; the computer judges an offer,
    /// and its answer is said in words.
    pub(super) fn offer_draw(&mut self) {
        if self.game.outcome().is_some() {
            return;
        }
        let side = self.game.side_to_move();
        let computer = [side.opposite(), side]
            .into_iter()
            .find(|&s| self.game.players.computer_level(s).is_some());
        match computer {
            Some(computer) => self.computer.engine.offer_draw(&self.game, computer),
            None => self.modal = Some(Modal::ConfirmDraw),
        }
    }
}
