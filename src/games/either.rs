//! A position of either game with its rules, for the places that hold one
//! game or the other and treat both alike: the trainer's boards, a puzzle
//! being solved, a course level. Each method matches on the game once.

use std::fmt;

use super::akidada::{self, AkidadaRules};
use super::dama::{self, DamaRules};
use super::{GameMove, MoveError, Outcome, Side};

/// A position of either game, with the rules it is played by.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum GamePosition {
    Dama(dama::Position, DamaRules),
    Akidada(akidada::Position, AkidadaRules),
}

impl GamePosition {
    pub fn side_to_move(&self) -> Side {
        match self {
            GamePosition::Dama(p, _) => p.side_to_move(),
            GamePosition::Akidada(p, _) => p.side_to_move(),
        }
    }

    /// The move `text` names here, or why it is none (a Dama move that does
    /// not capture the maximum is a `NonMaximal` error that carries it).
    pub fn parse_move(&self, text: &str) -> Result<GameMove, MoveError<GameMove>> {
        match self {
            GamePosition::Dama(p, _) => p
                .parse_move(text)
                .map(GameMove::Dama)
                .map_err(|e| e.map(GameMove::Dama)),
            GamePosition::Akidada(p, r) => p
                .parse_move(r, text)
                .map(GameMove::Akidada)
                .map_err(|e| e.map(GameMove::Akidada)),
        }
    }

    /// The position after `mv`; a move of the other game leaves it as it is.
    pub fn play(&self, mv: GameMove) -> GamePosition {
        match (self, mv) {
            (GamePosition::Dama(p, r), GameMove::Dama(m)) => GamePosition::Dama(p.play(&m), *r),
            (GamePosition::Akidada(p, r), GameMove::Akidada(m)) => {
                GamePosition::Akidada(p.play(&m), *r)
            }
            _ => *self,
        }
    }

    /// `mv` in the move list's notation (a Dama capture by its whole route).
    pub fn move_text(&self, mv: GameMove) -> String {
        match (self, mv) {
            (GamePosition::Dama(p, _), GameMove::Dama(m)) => p.move_text(&m),
            (_, GameMove::Akidada(m)) => m.notation(),
            _ => String::new(),
        }
    }

    /// How the game ended here, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            GamePosition::Dama(p, r) => p.status(r),
            GamePosition::Akidada(p, r) => p.status(r),
        }
    }
}

/// The position string (the rules are not part of it).
impl fmt::Display for GamePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamePosition::Dama(p, _) => p.fmt(f),
            GamePosition::Akidada(p, _) => p.fmt(f),
        }
    }
}
