//! The game a link holds, the one copy of a network game: the board (every
//! move checked by the rules, whoever made it), its record and its hash.

use std::collections::BTreeMap;

use crate::games::{GameMove, Illegal, MoveError, Side};
use crate::i18n::{Msg, m};
use crate::record::clock::{Clock, TimeControl};
use crate::record::{self, FORMAT, LoadedGame, Meta, Record, RecordGame};
use crate::session::{GameSession, PlayError, Session};

use super::message::{Offer, Times};

pub use crate::record::NETWORK_NOTE;

/// The game of an offer (or of a saved game's offer): the moves replayed
/// through the rules, every one checked.
pub fn from_offer(offer: &Offer) -> Result<GameSession, Msg> {
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
    Ok(record.replay().map_err(|e| e.message())?.session)
}

/// Plays a move in notation if the rules allow it (a Dama move that does not
/// capture the maximum too, under the rule by which it loses), and gives it as
/// a value and as the notation writes it.
pub fn play_text(game: &mut GameSession, text: &str) -> Result<(GameMove, String), Msg> {
    match game {
        GameSession::Akidada(s) => play_text_in(s, text)?,
        GameSession::Dama(s) => play_text_in(s, text)?,
    }
    // A move was just played: the last ply is there.
    let mv = game.last_move().ok_or_else(|| Msg::new(m::NET_GAME_OVER))?;
    Ok((mv, game.last_text().unwrap_or_default()))
}

/// Plays a move given as a value, checked by the rules as [`play_text`]
/// checks one in notation; gives its notation.
pub fn play(game: &mut GameSession, mv: GameMove) -> Result<String, Msg> {
    match (game, mv) {
        (GameSession::Akidada(s), GameMove::Akidada(mv)) => play_value(s, mv),
        (GameSession::Dama(s), GameMove::Dama(mv)) => play_value(s, mv),
        // A move of the other game.
        _ => Err(Illegal::NotLegal { mv: String::new() }.message()),
    }
}

/// The offer of a game as it stands (not a lesson: the host's setting is
/// added by the link).
pub fn offer(
    game: &GameSession,
    host_side: Side,
    clock: Option<TimeControl>,
    times: Option<Times>,
) -> Offer {
    let record = Record::from_game(game, &Meta::default());
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

/// A hash of the game's rules, start and first `moves` moves, for two sides
/// to check they hold the same game. Not a defence against anyone: the
/// channel is authenticated; it finds a difference in the two sides' games (a
/// move one side missed) before they play on.
pub fn hash_at(game: &GameSession, moves: usize) -> u64 {
    let record = Record::from_game(game, &Meta::default());
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

fn play_text_in<G: RecordGame>(session: &mut Session<G>, text: &str) -> Result<(), Msg> {
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
        let mut board = GameSession::Dama(Session::from_position(DamaRules::default(), lot, pos));
        assert!(play_text(&mut board, "h1-h2").is_err());
        // d4xd6 captures one where two can be.
        let before = board.clone();
        let (mv, text) = play_text(&mut board, "d4xd6").unwrap();
        assert_eq!(text, "d4xd6");
        assert_eq!(board.outcome().and_then(|o| o.winner()), Some(Side::Black));
        assert!(play_text(&mut board, "c6-c5").is_err());
        // The same move as a value is checked and played alike.
        let mut again = before;
        assert_eq!(play(&mut again, mv).as_deref(), Ok("d4xd6"));
        assert_eq!(again.move_texts(), board.move_texts());
        assert!(play(&mut again, mv).is_err(), "the game is over");
    }
}
