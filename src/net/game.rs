//! The game a link holds, the one copy of a network game: the board (every
//! move checked by the rules, whoever made it), its record and its hash.

use std::collections::BTreeMap;

use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{GameKind, GameMove, GamePosition, Illegal, MoveError, Outcome, Side};
use crate::i18n::{Msg, m};
use crate::record::clock::{Clock, TimeControl};
use crate::record::{self, FORMAT, LoadedGame, Meta, Record, RecordGame};
use crate::session::{PlayError, Session};

use super::message::{Offer, Times};

pub use crate::record::NETWORK_NOTE;

/// The board of either game.
#[derive(Clone, Debug)]
pub enum Board {
    Akidada(Session<Akidada>),
    Dama(Session<Dama>),
}

/// Runs `$body` with `$s` the session of either game.
macro_rules! each {
    ($board:expr, $s:ident => $body:expr) => {
        match $board {
            Board::Akidada($s) => $body,
            Board::Dama($s) => $body,
        }
    };
}

impl Board {
    /// The board of a game offered (or saved): the moves replayed through the
    /// rules, every one checked.
    pub fn from_offer(offer: &Offer) -> Result<Board, Msg> {
        let record = Record {
            format: FORMAT,
            game: offer.rules,
            white: String::new(),
            black: String::new(),
            date: String::new(),
            comment: String::new(),
            result: None,
            first: offer.first,
            lot_seed: offer.lot_seed,
            start: offer.start.clone(),
            start_quiet_plies: 0,
            moves: offer.moves.clone(),
            comments: BTreeMap::new(),
            computer: BTreeMap::new(),
            review: None,
            clock: None,
        };
        match record.replay().map_err(|e| e.message())? {
            LoadedGame::Akidada(s, _) => Ok(Board::Akidada(s)),
            LoadedGame::Dama(s, _) => Ok(Board::Dama(s)),
        }
    }

    /// The board of a saved game (hosted again).
    pub fn from_loaded(game: LoadedGame) -> Board {
        match game {
            LoadedGame::Akidada(s, _) => Board::Akidada(s),
            LoadedGame::Dama(s, _) => Board::Dama(s),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            Board::Akidada(_) => GameKind::Akidada,
            Board::Dama(_) => GameKind::Dama,
        }
    }

    /// The side that moved first.
    pub fn first(&self) -> Side {
        each!(self, s => s.lot().first)
    }

    pub fn side_to_move(&self) -> Side {
        each!(self, s => s.side_to_move())
    }

    pub fn move_count(&self) -> usize {
        each!(self, s => s.cursor())
    }

    pub fn moves(&self) -> Vec<String> {
        each!(self, s => s.move_texts().into_iter().map(String::from).collect())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, s => s.outcome())
    }

    /// The position on the board, with the game's rules.
    pub fn position(&self) -> GamePosition {
        match self {
            Board::Akidada(s) => GamePosition::Akidada(s.position(), *s.rules()),
            Board::Dama(s) => GamePosition::Dama(s.position(), *s.rules()),
        }
    }

    /// Plays a move in notation if the rules allow it (a Dama move that does
    /// not capture the maximum too, under the rule by which it loses), and
    /// gives it as a value and as the notation writes it.
    pub fn play_text(&mut self, text: &str) -> Result<(GameMove, String), Msg> {
        each!(self, s => play_text(s, text))?;
        // A move was just played: the last ply is there.
        let mv = self.last_move().ok_or_else(|| Msg::new(m::NET_GAME_OVER))?;
        Ok((mv, self.last_text()))
    }

    /// Plays a move given as a value, checked by the rules as
    /// [`Board::play_text`] checks one in notation; gives its notation.
    pub fn play(&mut self, mv: GameMove) -> Result<String, Msg> {
        match (self, mv) {
            (Board::Akidada(s), GameMove::Akidada(mv)) => play_value(s, mv),
            (Board::Dama(s), GameMove::Dama(mv)) => play_value(s, mv),
            // A move of the other game.
            _ => Err(Illegal::NotLegal { mv: String::new() }.message()),
        }
    }

    /// The last move played, as a value.
    pub fn last_move(&self) -> Option<GameMove> {
        match self {
            Board::Akidada(s) => s.last_ply().map(|p| GameMove::Akidada(p.mv)),
            Board::Dama(s) => s.last_ply().map(|p| GameMove::Dama(p.mv)),
        }
    }

    fn last_text(&self) -> String {
        each!(self, s => s.last_ply().map(|p| p.text.clone()).unwrap_or_default())
    }

    pub fn resign(&mut self, side: Side) {
        each!(self, s => s.resign(side))
    }

    pub fn agree_draw(&mut self) {
        each!(self, s => s.agree_draw())
    }

    pub fn time_forfeit(&mut self, side: Side) {
        each!(self, s => s.time_forfeit(side))
    }

    /// Takes the game back to `moves` moves (no further than the start).
    pub fn take_back_to(&mut self, moves: usize) {
        each!(self, s => {
            s.go_to(moves);
            s.truncate();
        })
    }

    /// The record of the game with `meta`.
    pub fn record(&self, meta: &Meta) -> Record {
        each!(self, s => Record::from_session(s, meta))
    }

    /// The offer of this game as it stands (not a lesson: the host's
    /// setting is added by the link).
    pub fn offer(
        &self,
        host_side: Side,
        clock: Option<TimeControl>,
        times: Option<Times>,
    ) -> Offer {
        let record = self.record(&Meta::default());
        Offer {
            rules: record.game,
            clock,
            host_side,
            first: record.first,
            lot_seed: record.lot_seed,
            start: record.start,
            moves: record.moves,
            times,
            lesson: false,
        }
    }

    /// A hash of the game's rules, start and first `moves` moves, for two
    /// sides to check they hold the same game. Not a defence against anyone:
    /// the channel is authenticated; it finds a difference in the two sides'
    /// games (a move one side missed) before they play on.
    pub fn hash_at(&self, moves: usize) -> u64 {
        let record = self.record(&Meta::default());
        let mut text = format!(
            "{:?}|{:?}|{}|{}",
            record.game,
            record.first,
            record.lot_seed.unwrap_or(0),
            record.start
        );
        for mv in record.moves.iter().take(moves) {
            text.push('|');
            text.push_str(mv);
        }
        fnv1a(text.as_bytes())
    }

    /// Every legal move in notation (none once the game is over).
    pub fn legal_moves(&self) -> Vec<String> {
        each!(self, s => {
            let pos = s.position();
            s.legal_moves().iter().map(|mv| move_text_of(s, &pos, mv)).collect()
        })
    }

    pub fn dama(&self) -> Option<&Session<Dama>> {
        match self {
            Board::Dama(s) => Some(s),
            Board::Akidada(_) => None,
        }
    }

    pub fn akidada(&self) -> Option<&Session<Akidada>> {
        match self {
            Board::Akidada(s) => Some(s),
            Board::Dama(_) => None,
        }
    }
}

fn play_text<G: RecordGame>(session: &mut Session<G>, text: &str) -> Result<(), Msg> {
    let result = match session.play_text(text) {
        Err(PlayError::Move(MoveError::NonMaximal { .. })) => session.play_losing_text(text),
        other => other,
    };
    result.map(|_| ()).map_err(play_error)
}

fn play_value<G: RecordGame>(session: &mut Session<G>, mv: G::Move) -> Result<String, Msg> {
    let result = match session.play(mv) {
        Err(PlayError::Move(MoveError::NonMaximal { .. })) => session.play_losing(mv),
        other => other,
    };
    result.map_err(play_error)?;
    Ok(session
        .last_ply()
        .map(|p| p.text.clone())
        .unwrap_or_default())
}

fn play_error<M>(e: PlayError<M>) -> Msg {
    match e {
        PlayError::Move(e) => e.message(),
        PlayError::GameOver(_) => Msg::new(m::NET_GAME_OVER),
    }
}

fn move_text_of<G: RecordGame>(_: &Session<G>, pos: &G::Position, mv: &G::Move) -> String {
    G::move_text(pos, mv)
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The metadata of a network game's record: both names, the note, the
/// clocks as they read at `now`.
pub fn meta(white: &str, black: &str, clock: Option<&Clock>, now: f64) -> Meta {
    Meta {
        white: white.to_string(),
        black: black.to_string(),
        comment: NETWORK_NOTE.to_string(),
        clock: clock.map(|c| c.to_record(now)),
        ..Meta::today()
    }
}

/// Whether a saved game may be hosted again: unfinished.
pub fn resumable(game: &LoadedGame) -> bool {
    game.outcome().is_none()
}

/// Reads a saved game to host again.
pub fn load(path: &std::path::Path) -> Result<LoadedGame, Msg> {
    record::load_path(path).map_err(|e| e.message())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::DamaRules;
    use crate::session::Lot;

    #[test]
    fn moves_are_checked_and_a_non_maximal_capture_loses() {
        let lot = Lot {
            first: Side::White,
            seed: None,
        };
        let pos = "W:Wd4:Bd5,d7,c6".parse().unwrap();
        let mut board = Board::Dama(Session::from_position(DamaRules::default(), lot, pos));
        assert!(board.play_text("h1-h2").is_err());
        // d4xd6 captures one where two can be.
        let before = board.clone();
        let (mv, text) = board.play_text("d4xd6").unwrap();
        assert_eq!(text, "d4xd6");
        assert_eq!(board.outcome().and_then(|o| o.winner()), Some(Side::Black));
        assert!(board.play_text("c6-c5").is_err());
        // The same move as a value is checked and played alike.
        let mut again = before;
        assert_eq!(again.play(mv).as_deref(), Ok("d4xd6"));
        assert_eq!(again.moves(), board.moves());
        assert!(again.play(mv).is_err(), "the game is over");
    }
}
