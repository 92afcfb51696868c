//! What a screen reader says as the game goes on, in words that carry it:
//! who moved, from where to where, what was captured or removed, a crowning,
//! whose turn it is and what they must do, the result and why; and, once, the
//! reason a typed move was refused or what the status line just said.
//!
//! [`Herald`] watches the game from frame to frame and words each change
//! once; the window hands its latest [`Said`] to the screen reader. The words
//! are made here, without a window, so that they are tested headless.

use crate::app::play::{ActiveGame, GamePlay};
use crate::app::text::{Status, Tr};
use crate::games::akidada::Point;
use crate::games::dama::{Position as DamaPosition, Square};
use crate::games::{Outcome, Side};
use crate::i18n::m;

/// The last thing said, and how many things have been said: a new `serial`
/// is something to say, even when its text is the same as before.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    pub serial: u64,
    pub text: String,
    /// The last words about the game itself (a move, the turn, the result),
    /// which the line under the board shows; not a refused move's reason.
    pub game: String,
}

impl Said {
    /// Whether the last thing said is the game's words (not a reason).
    pub fn is_game(&self) -> bool {
        self.text == self.game
    }
}

/// What of the game a screen reader has been told about.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    /// The start position and the moves of the game, in notation: another
    /// start, or moves that are not a continuation, is another game.
    pub start: String,
    pub moves: Vec<String>,
    pub cursor: usize,
    pub outcome: Option<Outcome>,
    /// Why the move typed was not played.
    pub problem: Option<String>,
    /// The line under the board that says what was just done: a change of
    /// language alone is no news.
    pub status: Option<Status>,
    /// An Akidada line made, waiting for the piece to remove.
    pub removal_pending: bool,
}

impl Seen {
    /// The game as it stands, with the move box's problem and the status.
    pub fn of(game: &ActiveGame, problem: Option<&str>, status: Option<&Status>) -> Seen {
        let (start, moves) = match &game.play {
            GamePlay::Akidada(p) => (
                p.session.start().to_string(),
                p.session.plies().iter().map(|p| p.text.clone()).collect(),
            ),
            GamePlay::Dama(p) => (
                p.session.start().to_string(),
                p.session.plies().iter().map(|p| p.text.clone()).collect(),
            ),
        };
        let removal_pending = match &game.play {
            GamePlay::Akidada(p) => p.input.pending.is_some(),
            GamePlay::Dama(_) => false,
        };
        Seen {
            start,
            moves,
            cursor: game.cursor(),
            outcome: game.outcome(),
            problem: problem.map(str::to_string),
            status: status.cloned(),
            removal_pending,
        }
    }
}

/// Watches the game and words what changed since it last looked.
#[derive(Clone, Debug, Default)]
pub struct Herald {
    seen: Option<Seen>,
    said: Said,
}

impl Herald {
    /// The last thing said.
    pub fn said(&self) -> &Said {
        &self.said
    }

    /// Looks at the game as it is now (`now`, taken from `game`), and says
    /// what changed since the last look, if anything is worth saying.
    pub fn observe(&mut self, tr: Tr, game: &ActiveGame, now: Seen) {
        let text = match &self.seen {
            // The first look: the window has just opened, and the screen
            // reader reads the window itself.
            None => None,
            Some(before) => change(tr, game, before, &now),
        };
        if let Some((text, about_game)) = text {
            let game = match about_game {
                true => text.clone(),
                false => std::mem::take(&mut self.said.game),
            };
            self.said = Said {
                serial: self.said.serial + 1,
                text,
                game,
            };
        }
        self.seen = Some(now);
    }
}

/// What to say about the change from `before` to `now`, if anything, and
/// whether it is about the game itself (not a reason or a status).
fn change(tr: Tr, game: &ActiveGame, before: &Seen, now: &Seen) -> Option<(String, bool)> {
    game_change(tr, game, before, now)
        .map(|text| (text, true))
        .or_else(|| other_change(tr, before, now).map(|text| (text, false)))
}

/// A move, moves taken back, another game, the end or a removal to make.
fn game_change(tr: Tr, game: &ActiveGame, before: &Seen, now: &Seen) -> Option<String> {
    let continued = now.start == before.start
        && before.moves[..before.cursor.min(before.moves.len())]
            .iter()
            .zip(&now.moves)
            .all(|(a, b)| a == b)
        && now.moves.len() >= before.cursor.min(before.moves.len());
    if !continued {
        return Some(format!(
            "{} {}",
            tr.f(m::SAY_NEW_GAME, [("game", tr.game(game.kind()).into())]),
            situation(tr, game)
        ));
    }
    if now.cursor > before.cursor {
        // A move played, or more than one gone forward through: the last.
        let words = move_words(tr, game, now.cursor - 1);
        return Some(format!("{words} {}", situation(tr, game)));
    }
    if now.cursor < before.cursor {
        let taken: Vec<String> = before.moves[now.cursor..before.cursor].to_vec();
        let back = tr.f(m::SAY_TAKEN_BACK, [("moves", list(tr, &taken).into())]);
        return Some(format!("{back} {}", situation(tr, game)));
    }
    if now.outcome != before.outcome {
        // Resigned, agreed or flagged: no move, only the end.
        return now.outcome.map(|o| tr.outcome_sentence(o));
    }
    if now.removal_pending && !before.removal_pending {
        return Some(situation(tr, game));
    }
    None
}

/// A typed move's reason it was refused, or a new status line.
fn other_change(tr: Tr, before: &Seen, now: &Seen) -> Option<String> {
    if now.problem != before.problem
        && let Some(problem) = &now.problem
    {
        return Some(problem.clone());
    }
    if now.status != before.status {
        return now.status.as_ref().map(|s| s.words(tr));
    }
    None
}

/// "a5, b6 and c7".
pub fn list(tr: Tr, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), tr.t(m::SAY_AND)),
    }
}

/// The move `ply` of the game (counted from 0), in words: "White captures
/// three, a5, b6 and c7, from a4 to c8, and is crowned on c8."
pub fn move_words(tr: Tr, game: &ActiveGame, ply: usize) -> String {
    match &game.play {
        GamePlay::Dama(p) => {
            let Some(played) = p.session.plies().get(ply) else {
                return String::new();
            };
            dama_move_words(tr, &played.before, &played.mv)
        }
        GamePlay::Akidada(p) => {
            let Some(played) = p.session.plies().get(ply) else {
                return String::new();
            };
            let side = played.before.side_to_move();
            akidada_move_words(tr, side, &played.mv)
        }
    }
}

/// A Dama move made from `before`, in words.
pub fn dama_move_words(tr: Tr, before: &DamaPosition, mv: &crate::games::dama::Move) -> String {
    let side = before.side_to_move();
    let side_name = tr.side(side);
    let from = mv.from().to_string();
    let to = mv.to().to_string();
    let captured: Vec<String> = before
        .route(mv)
        .map(|r| r.captured.iter().map(Square::to_string).collect())
        .unwrap_or_default();
    let mut words = if captured.is_empty() {
        tr.f(
            m::SAY_DAMA_MOVE,
            [
                ("side", side_name.into()),
                ("from", from.into()),
                ("to", to.clone().into()),
            ],
        )
    } else {
        tr.f(
            m::SAY_DAMA_CAPTURE,
            [
                ("side", side_name.into()),
                ("count", captured.len().into()),
                ("taken", list(tr, &captured).into()),
                ("from", from.into()),
                ("to", to.clone().into()),
            ],
        )
    };
    let was_king = before.piece_at(mv.from()).is_some_and(|p| p.is_king());
    let after = <crate::games::dama::Dama as crate::games::Game>::play(before, mv);
    let is_king = after.piece_at(mv.to()).is_some_and(|p| p.is_king());
    if is_king && !was_king {
        words.push(' ');
        words.push_str(&tr.f(m::SAY_CROWNED, [("to", to.into())]));
    }
    words
}

/// An Akidada move by `side`, in words.
pub fn akidada_move_words(tr: Tr, side: Side, mv: &crate::games::akidada::Move) -> String {
    let side_name = tr.side(side);
    let to = mv.to().to_string();
    let mut words = match mv.from() {
        None => tr.f(
            m::SAY_AKIDADA_PLACE,
            [("side", side_name.into()), ("to", to.into())],
        ),
        Some(from) => tr.f(
            m::SAY_AKIDADA_SLIDE,
            [
                ("side", side_name.into()),
                ("from", from.to_string().into()),
                ("to", to.into()),
            ],
        ),
    };
    let removed: Vec<String> = mv.removed_points().map(|p: Point| p.to_string()).collect();
    if !removed.is_empty() {
        words.push(' ');
        words.push_str(&tr.f(
            m::SAY_AKIDADA_LINE,
            [
                ("side", side_name.into()),
                ("taken", list(tr, &removed).into()),
            ],
        ));
    }
    words
}

/// Where the game stands for the next player: the result and why, or whose
/// turn it is and what they must do.
pub fn situation(tr: Tr, game: &ActiveGame) -> String {
    if let Some(outcome) = game.outcome() {
        return tr.outcome_sentence(outcome);
    }
    let side = game.side_to_move();
    let side_name = tr.side(side);
    match &game.play {
        GamePlay::Dama(p) => {
            let candidates = p.candidates();
            if candidates.maximum > 0 {
                let from: Vec<String> = candidates
                    .compulsory
                    .iter()
                    .map(Square::to_string)
                    .collect();
                tr.f(
                    m::SAY_TURN_CAPTURE,
                    [
                        ("side", side_name.into()),
                        ("count", candidates.maximum.into()),
                        ("from", list(tr, &from).into()),
                    ],
                )
            } else {
                tr.f(m::SAY_TURN, [("side", side_name.into())])
            }
        }
        GamePlay::Akidada(p) => {
            if p.input.pending.is_some() {
                let removable: Vec<String> = p.removable().iter().map(Point::to_string).collect();
                return tr.f(
                    m::SAY_TURN_REMOVE,
                    [
                        ("side", side_name.into()),
                        ("enemy", side_id(side.opposite()).into()),
                        ("points", list(tr, &removable).into()),
                    ],
                );
            }
            let in_hand = game.piece_counts(side).1;
            if in_hand > 0 {
                tr.f(
                    m::SAY_TURN_PLACE,
                    [("side", side_name.into()), ("count", in_hand.into())],
                )
            } else {
                tr.f(m::SAY_TURN_SLIDE, [("side", side_name.into())])
            }
        }
    }
}

/// A side as a message's selector reads it: `white` or `black`.
fn side_id(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}
