//! The game and its players: a new game started, moves entered on the board
//! and taken back, and the game ended by a resignation or a draw agreed.

use super::{App, Effect};
use crate::app::clock::TimeControl;
use crate::app::command::{GameCommand, MoveCommand};
use crate::app::highlight::BoardInput;
use crate::app::modal::{LotReveal, Modal};
use crate::app::new_game::NewGameForm;
use crate::app::play::{ActiveGame, GamePlay, InputEvent, Players, RuleSet};
use crate::app::sound::Sound;
use crate::app::typed_move;
use crate::games::akidada::Point;
use crate::games::dama::Square;

impl App {
    /// A new game started, and the game ended by the players.
    pub(super) fn game_command(&mut self, command: GameCommand, now: f64) {
        match command {
            GameCommand::ShowNewGame => {
                self.playback.autoplay = None;
                self.modal = Some(Modal::NewGame(NewGameForm::new(&self.game, self.tr())));
            }
            GameCommand::StartGame {
                rules,
                players,
                seed,
                clock,
            } => self.start_game(rules, players, seed, clock, now),
            GameCommand::CloseNewGame => self.close(|m| matches!(m, Modal::NewGame(_))),
            GameCommand::CloseLot => self.close(|m| matches!(m, Modal::Lot(_))),
            GameCommand::Resign if self.game.outcome().is_none() => {
                self.modal = Some(Modal::ConfirmResign);
            }
            // A game already over has no one left to resign it.
            GameCommand::Resign => {}
            GameCommand::ConfirmResign => {
                self.confirm_result(|m| matches!(m, Modal::ConfirmResign), ActiveGame::resign);
            }
            GameCommand::AgreeDraw => self.offer_draw(),
            GameCommand::ConfirmDraw => {
                self.confirm_result(|m| matches!(m, Modal::ConfirmDraw), ActiveGame::agree_draw);
            }
        }
    }

    /// Moves entered on the board, confirmed, taken back and played again.
    pub(super) fn move_command(&mut self, command: MoveCommand, now: f64) {
        match command {
            MoveCommand::Board(input) => {
                // The reason a click or a move typed was refused is old news.
                self.move_box.problem = None;
                let event = self.board_input(input);
                self.after_input(event, now);
            }
            MoveCommand::PickRoute(i) => {
                if let GamePlay::Dama(play) = &mut self.game.play {
                    let event = play.pick_route(i);
                    self.after_input(event, now);
                }
            }
            MoveCommand::CancelInput => self.game.cancel_input(),
            MoveCommand::ConfirmLosing => {
                if let Some(Modal::ConfirmLosing(mv)) = self.modal.take() {
                    let event = self.game.play_losing(&mv);
                    self.after_input(event, now);
                }
            }
            MoveCommand::ConfirmTruncate => {
                // Only where the move was chosen: it belongs to that position.
                if let Some(Modal::ConfirmTruncate { mv, at, .. }) = self.modal.take()
                    && self.game.cursor() == at
                {
                    let event = self.game.play_now(mv);
                    self.after_input(event, now);
                }
            }
            MoveCommand::Undo => {
                self.playback.anim = None;
                self.computer.stop();
                self.changed |= self.undo_to_a_person();
            }
            MoveCommand::Redo => {
                self.playback.anim = None;
                self.changed |= self.game.redo();
            }
            MoveCommand::PlayTypedMove => self.play_typed_move(now),
        }
    }

    /// A new game on the board, its lot announced if it was drawn.
    fn start_game(
        &mut self,
        rules: RuleSet,
        players: Players,
        seed: u64,
        clock: Option<TimeControl>,
        now: f64,
    ) {
        self.replace_game(
            ActiveGame::new(rules, players, seed).with_clock(clock),
            None,
            false,
        );
        self.computer.paused = false;
        self.modal = self
            .game
            .drawn_by_lot()
            .then_some(Modal::Lot(LotReveal { started: now }));
    }

    /// The result asked about ends the game with `end` (a resignation, a
    /// draw agreed), if the question on screen was that one (`asked`) and the
    /// game is still on.
    fn confirm_result(&mut self, asked: fn(&Modal) -> bool, end: fn(&mut ActiveGame)) {
        if self.modal.take().as_ref().is_some_and(asked) && self.game.outcome().is_none() {
            end(&mut self.game);
            self.game_ended();
        }
    }

    fn board_input(&mut self, input: BoardInput) -> InputEvent {
        if self.modal_open() {
            return InputEvent::Nothing;
        }
        match (&mut self.game.play, input) {
            (GamePlay::Akidada(play), BoardInput::Click(i)) => play.click(Point::new(i as u8)),
            (GamePlay::Akidada(play), BoardInput::Drag(a, b)) => {
                play.drag(Point::new(a as u8), Point::new(b as u8))
            }
            (GamePlay::Dama(play), BoardInput::Click(i)) => play.click(Square::new(i as u8)),
            (GamePlay::Dama(play), BoardInput::Drag(a, b)) => {
                play.drag(Square::new(a as u8), Square::new(b as u8))
            }
            (GamePlay::Akidada(play), BoardInput::Lift(i)) => play.lift(Point::new(i as u8)),
            (GamePlay::Dama(play), BoardInput::Lift(i)) => play.lift(Square::new(i as u8)),
        }
    }

    pub(super) fn after_input(&mut self, event: InputEvent, now: f64) {
        match event {
            InputEvent::Nothing => {}
            InputEvent::Chosen(mv) => {
                let event = self.game.submit(mv);
                self.after_input(event, now);
            }
            InputEvent::ConfirmTruncate {
                mv,
                text,
                at,
                later,
            } => {
                self.modal = Some(Modal::ConfirmTruncate {
                    mv,
                    text,
                    at,
                    later,
                });
            }
            InputEvent::Played => self.played(now),
            InputEvent::ConfirmLosing(mv) => self.modal = Some(Modal::ConfirmLosing(mv)),
            InputEvent::Refused(mv) => self.modal = Some(Modal::Refused(mv)),
            InputEvent::Impossible(text) => {
                // Said where the move box says why a move typed is refused,
                // in the same words.
                self.move_box.problem = typed_move::read(&self.game, &text, self.tr()).err();
            }
        }
    }

    /// A move was just played on the board at `now`, by a person or the
    /// computer: the game is to be saved, the clocks move on, the move is
    /// animated and heard, and so is the end of the game it brought.
    pub(super) fn played(&mut self, now: f64) {
        self.changed = true;
        self.network_played();
        self.clock_moved(now);
        self.start_animation(now);
        if let Some(sound) = Sound::of_last_move(&self.game) {
            self.sound(sound);
        }
        if self.game.outcome().is_some() {
            self.sound(Sound::GameEnd);
        }
    }

    /// The game was just ended by a player or the clock (a resignation, a
    /// draw agreed, a flag): it is to be saved, and it is heard.
    pub(super) fn game_ended(&mut self) {
        self.changed = true;
        self.sound(Sound::GameEnd);
    }

    /// Asks the window for `sound`, if sounds are on.
    pub(super) fn sound(&mut self, sound: Sound) {
        if self.settings.sound {
            self.effects.push(Effect::Sound(sound));
        }
    }
}
