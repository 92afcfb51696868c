//! A move typed in notation, as the move box beside the board takes it: the
//! notation the move list writes (`c3-c4`, `d4xd6xf6` for Dama; `a3`, `a1-a3`,
//! `e1xb4` for Akidada). A Dama capture may also be written by its first and
//! last squares alone (`b8xf4`) when only one move goes that way; when more
//! than one does, the answer lists their whole routes to choose from.

use super::play::{ActiveGame, GameMove, GamePlay};
use super::text::Tr;
use crate::games::akidada::Akidada;
use crate::games::dama::{Move as DamaMove, Position, Route};
use crate::games::{Game, MoveError};
use crate::i18n::m;

/// What is typed in the move box and why it was not played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveBox {
    /// The text being typed.
    pub text: String,
    /// Why the text last submitted was not played, in the window's language.
    pub problem: Option<String>,
}

/// A notation example for the box's hint, in the game's own notation.
pub fn example(game: &ActiveGame) -> &'static str {
    example_of(&game.play)
}

/// A notation example for the hint of a box beside `play`'s board.
pub fn example_of(play: &GamePlay) -> &'static str {
    match play {
        GamePlay::Akidada(_) => "a3",
        GamePlay::Dama(_) => "c3-c4",
    }
}

/// Reads `text` as a move in the position on the board, or says why it is
/// none there. A Dama move that captures less than the maximum is read (the
/// app asks, or refuses it, as it does for the same move on the board).
pub fn read(game: &ActiveGame, text: &str, tr: Tr) -> Result<GameMove, String> {
    read_on(&game.play, text, tr)
}

/// Reads `text` as a move on `play`'s board (the game's, or a trainer's), or
/// says why it is none there.
pub fn read_on(play: &GamePlay, text: &str, tr: Tr) -> Result<GameMove, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(tr.f(m::MOVE_BOX_NOTHING, [("example", example_of(play).into())]));
    }
    let outcome = match play {
        GamePlay::Akidada(p) => p.session.outcome(),
        GamePlay::Dama(p) => p.session.outcome(),
    };
    if let Some(outcome) = outcome {
        let why = tr.outcome_words(outcome);
        return Err(tr.f(m::MOVE_BOX_NOT_NOW, [("why", why.into())]));
    }
    match play {
        GamePlay::Akidada(play) => {
            let pos = play.session.position();
            Akidada::parse_move(&pos, play.session.rules(), text)
                .map(GameMove::Akidada)
                .map_err(|e| refused(tr, text, &e))
        }
        GamePlay::Dama(play) => {
            let pos = play.session.position();
            match pos.parse_move(text) {
                Ok(mv) | Err(MoveError::NonMaximal { mv, .. }) => Ok(GameMove::Dama(mv)),
                Err(error) => match by_ends(&pos, text) {
                    Some(Ok(mv)) => Ok(GameMove::Dama(mv)),
                    Some(Err(routes)) => Err(tr.f(
                        m::MOVE_BOX_AMBIGUOUS,
                        [
                            ("move", text.to_string().into()),
                            ("routes", routes.join(", ").into()),
                        ],
                    )),
                    None => Err(refused(tr, text, &error)),
                },
            }
        }
    }
}

/// Why `text` cannot be played, as the box says it.
fn refused<M>(tr: Tr, text: &str, error: &MoveError<M>) -> String {
    let why = tr.msg(&error.message());
    tr.f(
        m::MOVE_BOX_REFUSED,
        [("move", text.to_string().into()), ("why", why.into())],
    )
}

/// A Dama capture written by its first and last squares (`b8xf4`): the one
/// move that goes so, or the whole routes of those that do when there are
/// several; `None` when the text is not of that shape or no capture fits.
fn by_ends(pos: &Position, text: &str) -> Option<Result<DamaMove, Vec<String>>> {
    match &pos.captures_by_ends(text)[..] {
        [] => None,
        [one] => Some(Ok(one.to_move())),
        many => Some(Err(many.iter().map(Route::notation).collect())),
    }
}
