//! The board a trainer's screen shows: a game of its own from the position to
//! solve, entered with the same clicks as a game, whose moves are played only
//! when the trainer says so, each animated as a game's moves are, and the
//! opponent's reply shown after the player's move has landed. Each board has
//! its own move box, so a new position starts with an empty one.

use std::collections::VecDeque;

use crate::app::anim::Anim;
use crate::app::highlight::BoardInput;
use crate::app::play::{AkidadaPlay, DamaPlay, GameMove, GamePlay, InputEvent};
use crate::app::text::Tr;
use crate::app::typed_move::{self, MoveBox};
use crate::games::GamePosition;
use crate::games::akidada::{Akidada, Point};
use crate::games::dama::{Dama, Square};
use crate::games::{GameKind, Side};
use crate::session::{Lot, Session};

/// The pause between a move landing and the next one queued, in seconds.
pub const PAUSE: f64 = 0.35;

/// A trainer's board.
#[derive(Clone, Debug)]
pub struct TrainingBoard {
    pub play: GamePlay,
    /// The animation of the last move shown, while it runs.
    pub anim: Option<Anim>,
    /// Moves to show one after the other (the reply, a solution played out).
    queue: VecDeque<String>,
    /// When the next queued move is due, on the window's clock.
    next_at: f64,
    /// The move box under the board: what is typed, and why the move typed
    /// or clicked was not played.
    pub typed: MoveBox,
}

impl TrainingBoard {
    /// A board at the position of `board`, the solver to move.
    pub fn new(board: &GamePosition) -> TrainingBoard {
        let play = match *board {
            GamePosition::Dama(pos, rules) => {
                let lot = Lot {
                    first: pos.side_to_move(),
                    seed: None,
                };
                GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
                    rules, lot, pos,
                )))
            }
            GamePosition::Akidada(pos, rules) => {
                let lot = Lot {
                    first: pos.side_to_move(),
                    seed: None,
                };
                GamePlay::Akidada(AkidadaPlay::new(Session::<Akidada>::from_position(
                    rules, lot, pos,
                )))
            }
        };
        TrainingBoard {
            play,
            anim: None,
            queue: VecDeque::new(),
            next_at: 0.0,
            typed: MoveBox::default(),
        }
    }

    pub fn game(&self) -> GameKind {
        match self.play {
            GamePlay::Dama(_) => GameKind::Dama,
            GamePlay::Akidada(_) => GameKind::Akidada,
        }
    }

    pub fn side_to_move(&self) -> Side {
        match &self.play {
            GamePlay::Dama(p) => p.session.side_to_move(),
            GamePlay::Akidada(p) => p.session.side_to_move(),
        }
    }

    /// The position shown, as a position string.
    pub fn position(&self) -> String {
        match &self.play {
            GamePlay::Dama(p) => p.session.position().to_string(),
            GamePlay::Akidada(p) => p.session.position().to_string(),
        }
    }

    /// Moves shown so far.
    pub fn cursor(&self) -> usize {
        match &self.play {
            GamePlay::Dama(p) => p.session.cursor(),
            GamePlay::Akidada(p) => p.session.cursor(),
        }
    }

    /// Whether moves are still being shown at `now` (input waits meanwhile).
    pub fn busy(&self, now: f64) -> bool {
        !self.queue.is_empty() || self.anim.as_ref().is_some_and(|a| !a.finished(now))
    }

    /// A click or drag: the whole move entered, if it now is (not played).
    /// A click the rules refuse says why under the move box, in `tr`'s words.
    pub fn input(&mut self, input: BoardInput, now: f64, tr: Tr) -> Option<GameMove> {
        if self.busy(now) {
            return None;
        }
        let event = match (&mut self.play, input) {
            (GamePlay::Akidada(p), BoardInput::Click(i)) => p.click(Point::new(i as u8)),
            (GamePlay::Akidada(p), BoardInput::Drag(a, b)) => {
                p.drag(Point::new(a as u8), Point::new(b as u8))
            }
            (GamePlay::Dama(p), BoardInput::Click(i)) => p.click(Square::new(i as u8)),
            (GamePlay::Dama(p), BoardInput::Drag(a, b)) => {
                p.drag(Square::new(a as u8), Square::new(b as u8))
            }
            (GamePlay::Akidada(p), BoardInput::Lift(i)) => p.lift(Point::new(i as u8)),
            (GamePlay::Dama(p), BoardInput::Lift(i)) => p.lift(Square::new(i as u8)),
        };
        match event {
            InputEvent::Chosen(mv) => Some(mv),
            InputEvent::Impossible(text) => {
                self.typed.problem = typed_move::read_on(&self.play, &text, tr).err();
                None
            }
            _ => None,
        }
    }

    /// One of the routes offered when several end on the square clicked.
    pub fn pick_route(&mut self, index: usize) -> Option<GameMove> {
        match &mut self.play {
            GamePlay::Dama(p) => match p.pick_route(index) {
                InputEvent::Chosen(mv) => Some(mv),
                _ => None,
            },
            GamePlay::Akidada(_) => None,
        }
    }

    /// Drops a half-entered move.
    pub fn cancel_input(&mut self) {
        match &mut self.play {
            GamePlay::Dama(p) => p.cancel(),
            GamePlay::Akidada(p) => p.cancel(),
        }
    }

    /// A move in notation, in the position shown.
    pub fn text(&self, mv: GameMove) -> String {
        match (&self.play, mv) {
            (GamePlay::Dama(p), GameMove::Dama(m)) => p.session.position().move_text(&m),
            (GamePlay::Akidada(_), GameMove::Akidada(m)) => m.notation(),
            _ => String::new(),
        }
    }

    /// Plays `text` now, animated at `step_secs` a step; false if it is no
    /// legal move here.
    pub fn show(&mut self, text: &str, now: f64, step_secs: f32) -> bool {
        let read = match &self.play {
            GamePlay::Dama(p) => p
                .session
                .position()
                .parse_move(text)
                .ok()
                .map(GameMove::Dama),
            GamePlay::Akidada(p) => (p.session.position())
                .parse_move(p.session.rules(), text)
                .ok()
                .map(GameMove::Akidada),
        };
        read.is_some_and(|mv| self.show_move(mv, now, step_secs))
    }

    /// Plays `mv` now, animated at `step_secs` a step; false if it is no
    /// legal move here.
    pub fn show_move(&mut self, mv: GameMove, now: f64, step_secs: f32) -> bool {
        let (played, steps) = match (&mut self.play, mv) {
            (GamePlay::Dama(p), GameMove::Dama(mv)) => {
                let ok = p.session.play(mv).is_ok();
                p.refresh();
                (ok, p.last_route().map_or(1, |(_, r)| r.landings.len()))
            }
            (GamePlay::Akidada(p), GameMove::Akidada(mv)) => {
                p.cancel();
                let ok = p.session.play(mv).is_ok();
                let steps = p
                    .session
                    .last_ply()
                    .map_or(1, |ply| 1 + usize::from(ply.mv.removed() != 0));
                (ok, steps)
            }
            _ => (false, 1),
        };
        if !played {
            return false;
        }
        self.anim = (step_secs > 0.0).then(|| Anim {
            ply: self.cursor(),
            start: now,
            step_secs,
            steps,
        });
        self.next_at = now + f64::from(step_secs) * steps as f64 + PAUSE;
        true
    }

    /// Moves to show after the one now landing, one after the other.
    pub fn queue(&mut self, moves: impl IntoIterator<Item = String>, now: f64) {
        if self.queue.is_empty() && self.anim.as_ref().is_none_or(|a| a.finished(now)) {
            self.next_at = self.next_at.max(now + PAUSE);
        }
        self.queue.extend(moves);
    }

    /// Shows the queued move whose time has come; how soon to look again
    /// (`None`: nothing is moving).
    pub fn step(&mut self, now: f64, step_secs: f32) -> Option<f64> {
        if let Some(anim) = &self.anim
            && anim.finished(now)
        {
            self.anim = None;
        }
        if self.queue.is_empty() {
            return self.anim.as_ref().map(|_| 0.0);
        }
        if now >= self.next_at {
            if let Some(text) = self.queue.pop_front()
                && !self.show(&text, now, step_secs)
            {
                // A checked line never gets here; what cannot be shown is dropped.
                self.queue.clear();
            }
            return Some(0.0);
        }
        Some(self.next_at - now)
    }

    /// Shows every queued move at once (the window is closing the screen).
    pub fn finish(&mut self) {
        while let Some(text) = self.queue.pop_front() {
            if !self.show(&text, 0.0, 0.0) {
                self.queue.clear();
            }
        }
        self.anim = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::{DamaRules, Position};

    #[test]
    fn a_queued_reply_waits_for_the_move_before_it_to_land() {
        let pos: Position = Position::start(Side::White);
        let mut board = TrainingBoard::new(&GamePosition::Dama(pos, DamaRules::default()));
        assert!(board.show("c3-c4", 10.0, 0.25));
        board.queue(["c6-c5".to_string()], 10.0);
        assert!(board.busy(10.0));
        // The first move lands at 10.25; the reply comes after the pause.
        assert!(board.step(10.3, 0.25).is_some());
        assert_eq!(board.cursor(), 1);
        assert!(board.step(10.25 + PAUSE + 0.01, 0.25).is_some());
        assert_eq!(board.cursor(), 2);
        assert_eq!(board.step(20.0, 0.25), None);
        assert!(!board.busy(20.0));
    }
}
