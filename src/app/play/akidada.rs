//! Entering Akidada moves with the mouse: click a point to place, or a piece and
//! then a point to slide; after a line, click the enemy piece to remove. A
//! click on a point the move cannot go to is handed on as the move typed, so
//! that the reason is said.

use crate::games::akidada::{Akidada, Move, Point};
use crate::session::Session;

use super::{GameMove, InputEvent};

/// The state of mouse input between clicks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AkidadaInput {
    /// The piece chosen to slide.
    pub selected: Option<Point>,
    /// A placement or slide that made a line, waiting for its removal(s): the move
    /// without removal, and the removals chosen so far.
    pub pending: Option<(Move, u16)>,
}

/// An Akidada game on screen.
#[derive(Clone, Debug)]
pub struct AkidadaPlay {
    pub session: Session<Akidada>,
    pub input: AkidadaInput,
}

impl AkidadaPlay {
    pub fn new(session: Session<Akidada>) -> AkidadaPlay {
        AkidadaPlay {
            session,
            input: AkidadaInput::default(),
        }
    }

    /// The legal moves matching a placement or slide, whatever they remove.
    fn matching(&self, step: Move) -> Vec<Move> {
        self.session
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == step.from() && m.to() == step.to())
            .collect()
    }

    /// Points to mark: where the selected piece can slide. (While placing, every
    /// empty point would do, so none is marked.)
    pub fn targets(&self) -> Vec<Point> {
        if self.input.pending.is_some() || self.input.selected.is_none() {
            return Vec::new();
        }
        let mut t: Vec<Point> = self
            .session
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == self.input.selected)
            .map(|m| m.to())
            .collect();
        t.sort();
        t.dedup();
        t
    }

    /// Enemy pieces that may be removed now (while a removal is pending).
    pub fn removable(&self) -> Vec<Point> {
        let Some((step, chosen)) = self.input.pending else {
            return Vec::new();
        };
        let mut points: Vec<Point> = self
            .matching(step)
            .into_iter()
            .filter(|m| m.removed() & chosen == chosen)
            .flat_map(|m| m.removed_points().collect::<Vec<_>>())
            .filter(|p| chosen & p.bit() == 0)
            .collect();
        points.sort();
        points.dedup();
        points
    }

    /// Handles a click on a point.
    pub fn click(&mut self, point: Point) -> InputEvent {
        if self.session.outcome().is_some() {
            return InputEvent::Nothing;
        }
        if let Some((step, chosen)) = self.input.pending {
            if !self.removable().contains(&point) {
                return InputEvent::Nothing;
            }
            let chosen = chosen | point.bit();
            let done = self
                .matching(step)
                .into_iter()
                .find(|m| m.removed() == chosen);
            return match done {
                Some(mv) => self.play(mv),
                None => {
                    self.input.pending = Some((step, chosen));
                    InputEvent::Nothing
                }
            };
        }
        let pos = self.session.position();
        let us = pos.side_to_move();
        let step = if pos.is_placing() {
            Move::place(point)
        } else if pos.piece_at(point) == Some(us) {
            self.input.selected = Some(point);
            return InputEvent::Nothing;
        } else if let Some(from) = self.input.selected {
            Move::slide(from, point)
        } else {
            return InputEvent::Nothing;
        };
        let options = self.matching(step);
        match options.as_slice() {
            [] => {
                // The piece stays selected unless the click was on a piece;
                // the move as it would be typed, for the reason in words.
                if pos.piece_at(point).is_some() {
                    self.input.selected = None;
                }
                InputEvent::Impossible(step.notation())
            }
            [only] if only.removed() == 0 => self.play(*only),
            _ => {
                self.input.pending = Some((step, 0));
                InputEvent::Nothing
            }
        }
    }

    /// A drag begins on `point`: in the sliding phase one of the mover's
    /// pieces is selected (its targets show while it is carried); nothing is
    /// placed or removed by it.
    pub fn lift(&mut self, point: Point) -> InputEvent {
        let pos = self.session.position();
        let own = pos.piece_at(point) == Some(pos.side_to_move());
        if own
            && !pos.is_placing()
            && self.input.pending.is_none()
            && self.session.outcome().is_none()
        {
            self.input = AkidadaInput::default();
            self.input.selected = Some(point);
        }
        InputEvent::Nothing
    }

    /// A drag from one point to another: a slide.
    pub fn drag(&mut self, from: Point, to: Point) -> InputEvent {
        self.input = AkidadaInput::default();
        self.click(from);
        if self.input.selected == Some(from) {
            self.click(to)
        } else {
            InputEvent::Nothing
        }
    }

    pub fn cancel(&mut self) {
        self.input = AkidadaInput::default();
    }

    /// The move is complete: hand it on to be played.
    fn play(&mut self, mv: Move) -> InputEvent {
        self.input = AkidadaInput::default();
        InputEvent::Chosen(GameMove::Akidada(mv))
    }

    /// Plays a legal move.
    pub fn play_move(&mut self, mv: Move) -> InputEvent {
        match self.session.play(mv) {
            Ok(()) => InputEvent::Played,
            Err(_) => InputEvent::Nothing,
        }
    }
}
