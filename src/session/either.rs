//! A game of either kind being played: the one session type for the places
//! that hold a whole game of one game or the other and treat both alike (a
//! saved game read back, a network game). Each method matches on the game
//! once; what needs the game's own types asks for its session.

use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{GameKind, GameMove, GamePosition, Outcome, Side};

use super::Session;

/// A session of either game.
#[derive(Clone, Debug)]
pub enum GameSession {
    Akidada(Session<Akidada>),
    Dama(Session<Dama>),
}

/// Runs `$body` with `$s` the session of either game.
macro_rules! each {
    ($game:expr, $s:ident => $body:expr) => {
        match $game {
            GameSession::Akidada($s) => $body,
            GameSession::Dama($s) => $body,
        }
    };
}

impl From<Session<Akidada>> for GameSession {
    fn from(session: Session<Akidada>) -> GameSession {
        GameSession::Akidada(session)
    }
}

impl From<Session<Dama>> for GameSession {
    fn from(session: Session<Dama>) -> GameSession {
        GameSession::Dama(session)
    }
}

impl GameSession {
    pub fn kind(&self) -> GameKind {
        match self {
            GameSession::Akidada(_) => GameKind::Akidada,
            GameSession::Dama(_) => GameKind::Dama,
        }
    }

    /// The side that moved first.
    pub fn first(&self) -> Side {
        each!(self, s => s.lot().first)
    }

    pub fn side_to_move(&self) -> Side {
        each!(self, s => s.side_to_move())
    }

    /// The moves played up to the cursor.
    pub fn cursor(&self) -> usize {
        each!(self, s => s.cursor())
    }

    /// The number of moves in the game (all of them, wherever the cursor stands).
    pub fn move_count(&self) -> usize {
        each!(self, s => s.plies().len())
    }

    /// Every move of the game in notation.
    pub fn move_texts(&self) -> Vec<String> {
        each!(self, s => s.move_texts().into_iter().map(String::from).collect())
    }

    /// How the game stands at the cursor.
    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, s => s.outcome())
    }

    /// How the game ends after its last move (wherever the cursor stands).
    pub fn final_outcome(&self) -> Option<Outcome> {
        each!(self, s => s.final_outcome())
    }

    /// The position at the cursor, with the game's rules.
    pub fn position(&self) -> GamePosition {
        match self {
            GameSession::Akidada(s) => GamePosition::Akidada(s.position(), *s.rules()),
            GameSession::Dama(s) => GamePosition::Dama(s.position(), *s.rules()),
        }
    }

    /// Every legal move at the cursor in the move list's notation (none once
    /// the game is over).
    pub fn legal_move_texts(&self) -> Vec<String> {
        let pos = self.position();
        let moves: Vec<GameMove> = match self {
            GameSession::Akidada(s) => s.legal_moves().into_iter().map(GameMove::Akidada).collect(),
            GameSession::Dama(s) => s.legal_moves().into_iter().map(GameMove::Dama).collect(),
        };
        moves.into_iter().map(|mv| pos.move_text(mv)).collect()
    }

    /// The last move played before the cursor, as a value.
    pub fn last_move(&self) -> Option<GameMove> {
        match self {
            GameSession::Akidada(s) => s.last_ply().map(|p| GameMove::Akidada(p.mv)),
            GameSession::Dama(s) => s.last_ply().map(|p| GameMove::Dama(p.mv)),
        }
    }

    /// The last move played before the cursor, in notation.
    pub fn last_text(&self) -> Option<String> {
        each!(self, s => s.last_ply().map(|p| p.text.clone()))
    }

    /// The side to move resigns.
    pub fn resign(&mut self, side: Side) {
        each!(self, s => s.resign(side))
    }

    pub fn agree_draw(&mut self) {
        each!(self, s => s.agree_draw())
    }

    /// `side`'s clock ran out.
    pub fn time_forfeit(&mut self, side: Side) {
        each!(self, s => s.time_forfeit(side))
    }

    /// Takes the game back to `moves` moves (no further than the start): the
    /// moves after them are gone.
    pub fn take_back_to(&mut self, moves: usize) {
        each!(self, s => {
            s.go_to(moves);
            s.truncate();
        })
    }

    /// The Dama session, if this is a game of Dama.
    pub fn dama(&self) -> Option<&Session<Dama>> {
        match self {
            GameSession::Dama(s) => Some(s),
            GameSession::Akidada(_) => None,
        }
    }

    /// The Akidada session, if this is a game of Akidada.
    pub fn akidada(&self) -> Option<&Session<Akidada>> {
        match self {
            GameSession::Akidada(s) => Some(s),
            GameSession::Dama(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::DamaRules;
    use crate::session::Lot;

    #[test]
    fn either_session_plays_takes_back_and_ends_as_its_game() {
        let lot = Lot {
            first: Side::White,
            seed: None,
        };
        let pos = "W:Wa2,b2:Bg7,h7".parse().unwrap();
        let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
        session.play_text("a2-a3").unwrap();
        session.play_text("h7-h6").unwrap();
        let mut game = GameSession::from(session);
        assert_eq!(game.kind(), GameKind::Dama);
        assert_eq!(game.move_texts(), ["a2-a3", "h7-h6"]);
        assert_eq!(game.last_text().as_deref(), Some("h7-h6"));
        assert_eq!(game.side_to_move(), Side::White);
        assert!(game.legal_move_texts().contains(&"a3-a4".to_string()));
        game.take_back_to(1);
        assert_eq!((game.cursor(), game.move_count()), (1, 1));
        assert_eq!(game.side_to_move(), Side::Black);
        game.resign(Side::Black);
        assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Side::White));
        assert!(
            game.legal_move_texts().is_empty(),
            "no move once the game is over"
        );
        assert!(game.akidada().is_none() && game.dama().is_some());
    }
}
