//! The move box beside the board, and what a screen reader is told after each
//! move.

use super::App;
use crate::app::play::InputEvent;
use crate::app::typed_move::{self, MoveBox};
use crate::i18n::m;

impl App {
    /// The move box, for the window's text field to type into.
    pub fn move_box_mut(&mut self) -> &mut MoveBox {
        &mut self.move_box
    }

    pub fn move_box(&self) -> &MoveBox {
        &self.move_box
    }

    /// Plays the typed move as a click on the board would enter it (asking
    /// first before a losing capture or cutting off later moves), or keeps the
    /// text and says why not.
    pub(super) fn play_typed_move(&mut self, now: f64) {
        if self.modal_open() {
            return;
        }
        match typed_move::read(&self.game, &self.move_box.text, self.tr()) {
            Ok(mv) => {
                self.move_box = MoveBox::default();
                self.game.cancel_input();
                self.after_input(InputEvent::Chosen(mv), now);
            }
            Err(problem) => self.move_box.problem = Some(problem),
        }
    }

    /// What was last played and, once the game is over, its result: the text
    /// a screen reader reads out when it changes.
    pub fn announcement(&self) -> String {
        let tr = self.tr();
        let game = &self.game;
        let cursor = game.cursor();
        let said = match (cursor, game.last_mover()) {
            (1.., Some(side)) => {
                let text = game
                    .move_texts()
                    .get(cursor - 1)
                    .cloned()
                    .unwrap_or_default();
                tr.f(
                    m::ANNOUNCE_MOVE,
                    [("side", tr.side(side).into()), ("move", text.into())],
                )
            }
            _ => tr.f(
                m::ANNOUNCE_START,
                [("side", tr.side(game.side_to_move()).into())],
            ),
        };
        match game.outcome() {
            Some(outcome) => format!("{said} {}", tr.outcome_sentence(outcome)),
            None => said,
        }
    }
}
