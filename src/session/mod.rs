//! A game being played: start, history, replay cursor, undo/redo and outcome.
//!
//! No GUI code: the window, the command line and the records all drive a game
//! through this type, and it is tested on its own.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::{EndReason, FirstPlayer, Game, Illegal, MoveError, Outcome, Side};
use crate::rng::Rng;

mod either;

pub use either::GameSession;

/// Who moves first, and how that was decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lot {
    /// The side that moved first.
    pub first: Side,
    /// The draw's seed when it was drawn by lot (replaying it gives `first`
    /// again); `None` when the rules or the start position fixed it.
    pub seed: Option<u64>,
}

impl Lot {
    /// Decides who moves first under option `first`, drawing with `seed` if by lot.
    pub fn decide(first: FirstPlayer, seed: u64) -> Lot {
        match first {
            FirstPlayer::White => Lot {
                first: Side::White,
                seed: None,
            },
            FirstPlayer::Black => Lot {
                first: Side::Black,
                seed: None,
            },
            FirstPlayer::Lot => Lot {
                first: Lot::draw(seed),
                seed: Some(seed),
            },
        }
    }

    /// The side a seed draws.
    pub fn draw(seed: u64) -> Side {
        if Rng::new(seed).coin() {
            Side::Black
        } else {
            Side::White
        }
    }
}

/// One move in the history.
#[derive(Clone, Debug, PartialEq)]
pub struct Ply<G: Game> {
    pub mv: G::Move,
    /// The move in notation, as it is shown and saved.
    pub text: String,
    /// The position before the move.
    pub before: G::Position,
    /// A non-maximal move accepted under the default rule: the mover lost by it.
    pub losing: bool,
}

/// A result the players declared rather than the board decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Declared {
    Resigned(Side),
    DrawAgreed,
    /// This side's clock ran out: it lost on time.
    TimeForfeit(Side),
}

/// Why a move cannot be added to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError<M> {
    /// The game is already over.
    GameOver(Outcome),
    /// The move is not legal (or, for a non-maximal Dama move, needs confirming).
    Move(MoveError<M>),
}

impl<M> fmt::Display for PlayError<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            PlayError::Move(e) => e.fmt(f),
        }
    }
}

impl<M: fmt::Debug> std::error::Error for PlayError<M> {}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    rules: G::Rules,
    lot: Lot,
    start: G::Position,
    /// Every move made, including those undone (the redo tail beyond `cursor`).
    plies: Vec<Ply<G>>,
    /// How many moves of `plies` are on the board.
    cursor: usize,
    /// A declared result and the number of moves at which it was declared.
    declared: Option<(usize, Declared)>,
    /// Reused buffer for move generation.
    scratch: Vec<G::Move>,
}

impl<G: Game> Session<G> {
    /// A new game from the standard start; the lot (if the rules ask for one) is
    /// drawn with `seed`.
    pub fn new(rules: G::Rules, seed: u64) -> Session<G> {
        let lot = Lot::decide(G::first_player(&rules), seed);
        Session::from_position(rules, lot, G::start(lot.first))
    }

    /// A game from any position (a lesson, the editor, a saved game).
    pub fn from_position(rules: G::Rules, lot: Lot, start: G::Position) -> Session<G> {
        Session {
            rules,
            lot,
            start,
            plies: Vec::new(),
            cursor: 0,
            declared: None,
            scratch: Vec::new(),
        }
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    pub fn lot(&self) -> Lot {
        self.lot
    }

    pub fn start(&self) -> &G::Position {
        &self.start
    }

    /// The position on the board (after `cursor` moves).
    pub fn position(&self) -> G::Position {
        self.position_at(self.cursor)
    }

    /// The position after `n` moves (0 is the start), clamped to the moves made.
    pub fn position_at(&self, n: usize) -> G::Position {
        match self.plies.get(n) {
            Some(ply) => ply.before,
            None => match self.plies.last() {
                Some(last) => G::play(&last.before, &last.mv),
                None => self.start,
            },
        }
    }

    pub fn side_to_move(&self) -> Side {
        G::side_to_move(&self.position())
    }

    /// Every move made, including any undone ones beyond the cursor.
    pub fn plies(&self) -> &[Ply<G>] {
        &self.plies
    }

    /// The moves on the board, in notation.
    pub fn move_texts(&self) -> Vec<&str> {
        self.plies[..self.cursor]
            .iter()
            .map(|p| p.text.as_str())
            .collect()
    }

    /// How many moves are on the board.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The last move on the board, if any.
    pub fn last_ply(&self) -> Option<&Ply<G>> {
        self.cursor.checked_sub(1).map(|i| &self.plies[i])
    }

    /// The legal moves in the position on the board (none once the game is over).
    pub fn legal_moves(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        if self.outcome().is_none() {
            G::legal_moves(&self.position(), &self.rules, &mut moves);
        }
        moves
    }

    /// How the game stands at the cursor: over (and how) or not.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((at, declared)) = self.declared
            && at == self.cursor
        {
            return Some(match declared {
                Declared::Resigned(side) => Outcome::Win {
                    winner: side.opposite(),
                    reason: EndReason::Resignation,
                },
                Declared::DrawAgreed => Outcome::Draw {
                    reason: EndReason::Agreement,
                },
                Declared::TimeForfeit(side) => Outcome::Win {
                    winner: side.opposite(),
                    reason: EndReason::TimeForfeit,
                },
            });
        }
        if let Some(last) = self.last_ply()
            && last.losing
        {
            return Some(Outcome::Win {
                winner: G::side_to_move(&last.before).opposite(),
                reason: EndReason::NonMaximalCapture,
            });
        }
        let pos = self.position();
        // Before the first move the position is a set-up, which some rules judge
        // differently (Dama's lone-piece rule waits for a move).
        let status = if self.cursor == 0 {
            G::status_at_setup(&pos, &self.rules)
        } else {
            G::status(&pos, &self.rules)
        };
        if let Some(outcome) = status {
            return Some(outcome);
        }
        if self.repetitions(&pos) >= 3 {
            return Some(Outcome::Draw {
                reason: EndReason::Repetition,
            });
        }
        None
    }

    /// How the game ends after its last move, wherever the cursor stands.
    pub fn final_outcome(&self) -> Option<Outcome> {
        if self.cursor == self.plies.len() {
            self.outcome()
        } else {
            let mut end = self.clone();
            end.go_to(self.plies.len());
            end.outcome()
        }
    }

    /// The repetition keys of the positions the game went through before the
    /// one on the board, since the last irreversible move (no earlier one can
    /// come again): what a search needs to know about repetitions.
    pub fn history_keys(&self) -> Vec<u64> {
        (self.since_irreversible()..self.cursor)
            .map(|i| G::repetition_key(&self.plies[i].before))
            .collect()
    }

    /// How many times `pos` has stood on the board up to the cursor. Only the
    /// positions since the last irreversible move can be the same, so only those
    /// are looked at.
    fn repetitions(&self, pos: &G::Position) -> usize {
        let key = G::repetition_key(pos);
        (self.since_irreversible()..=self.cursor)
            .map(|i| self.position_at(i))
            .filter(|p| G::repetition_key(p) == key && p == pos)
            .count()
    }

    /// The first ply, up to the cursor, after the last irreversible move (0 if
    /// there was none): the positions from there on may come again. Not the
    /// no-progress count, which a man's sideways step resets though the step
    /// can be undone.
    fn since_irreversible(&self) -> usize {
        self.plies[..self.cursor]
            .iter()
            .rposition(|ply| G::is_irreversible(&ply.before, &ply.mv))
            .map_or(0, |i| i + 1)
    }

    /// Reads a move in notation and plays it if it is legal. A non-maximal Dama
    /// move comes back as `MoveError::NonMaximal`: under the default rule the caller
    /// may confirm it with [`Session::play_losing`].
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, PlayError<G::Move>> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let pos = self.position();
        let mv = G::parse_move(&pos, &self.rules, text).map_err(PlayError::Move)?;
        self.push(mv, false);
        Ok(mv)
    }

    /// Plays a legal move (checked against the legal moves).
    pub fn play(&mut self, mv: G::Move) -> Result<(), PlayError<G::Move>> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let pos = self.position();
        G::legal_moves(&pos, &self.rules, &mut self.scratch);
        if !self.scratch.contains(&mv) {
            let text = G::move_text(&pos, &mv);
            return Err(PlayError::Move(
                G::parse_move(&pos, &self.rules, &text)
                    .err()
                    .unwrap_or(MoveError::Impossible(Illegal::NotLegal { mv: text })),
            ));
        }
        self.push(mv, false);
        Ok(())
    }

    /// Plays a move that does not capture the maximum, which loses the game under
    /// the default rule (`non_max_capture = Loses`). Refused under `Forbidden`, and for
    /// anything but a real non-maximal move.
    pub fn play_losing(&mut self, mv: G::Move) -> Result<(), PlayError<G::Move>> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let pos = self.position();
        let text = || G::move_text(&pos, &mv);
        match G::non_maximal(&pos, &mv) {
            Some(_) if G::non_maximal_loses(&self.rules) => {
                self.push(mv, true);
                Ok(())
            }
            Some((captured, maximum)) => Err(PlayError::Move(MoveError::NonMaximal {
                mv,
                captured,
                maximum,
            })),
            None => {
                G::legal_moves(&pos, &self.rules, &mut self.scratch);
                let why = if self.scratch.contains(&mv) {
                    Illegal::LegalNotLosing { mv: text() }
                } else {
                    Illegal::NotLegal { mv: text() }
                };
                Err(PlayError::Move(MoveError::Impossible(why)))
            }
        }
    }

    /// [`Session::play_losing`] for a move in notation (records, the command line).
    pub fn play_losing_text(&mut self, text: &str) -> Result<G::Move, PlayError<G::Move>> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        match G::parse_move(&self.position(), &self.rules, text) {
            Err(MoveError::NonMaximal { mv, .. }) => self.play_losing(mv).map(|()| mv),
            Err(e) => Err(PlayError::Move(e)),
            Ok(_) => Err(PlayError::Move(MoveError::Impossible(
                Illegal::LegalNotLosing {
                    mv: text.trim().to_string(),
                },
            ))),
        }
    }

    fn push(&mut self, mv: G::Move, losing: bool) {
        let before = self.position();
        let text = G::move_text(&before, &mv);
        self.plies.truncate(self.cursor);
        self.plies.push(Ply {
            mv,
            text,
            before,
            losing,
        });
        self.cursor += 1;
        self.declared = None;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0 || self.declared.is_some_and(|(at, _)| at == self.cursor)
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.plies.len()
    }

    /// Takes back the last move (or a declared result). Returns whether anything
    /// was undone.
    pub fn undo(&mut self) -> bool {
        if self.declared.is_some_and(|(at, _)| at == self.cursor) {
            self.declared = None;
            return true;
        }
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Plays again the next undone move. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        if self.cursor < self.plies.len() {
            self.cursor += 1;
            true
        } else {
            false
        }
    }

    /// Moves the replay cursor to after `n` moves (clamped).
    pub fn go_to(&mut self, n: usize) {
        self.cursor = n.min(self.plies.len());
    }

    /// Cuts off the moves beyond the cursor.
    pub fn truncate(&mut self) {
        self.plies.truncate(self.cursor);
    }

    /// The side to move resigns.
    pub fn resign(&mut self, side: Side) {
        if self.outcome().is_none() {
            self.truncate();
            self.declared = Some((self.cursor, Declared::Resigned(side)));
        }
    }

    /// `side`'s clock ran out: it loses on time.
    pub fn time_forfeit(&mut self, side: Side) {
        if self.outcome().is_none() {
            self.truncate();
            self.declared = Some((self.cursor, Declared::TimeForfeit(side)));
        }
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) {
        if self.outcome().is_none() {
            self.truncate();
            self.declared = Some((self.cursor, Declared::DrawAgreed));
        }
    }

    /// A declared result standing at the end of the game, if any.
    pub fn declared(&self) -> Option<Declared> {
        self.declared
            .filter(|&(at, _)| at == self.plies.len())
            .map(|(_, d)| d)
    }

    /// Restores a declared result (when loading a saved game); the cursor must be
    /// at the end.
    pub fn declare(&mut self, declared: Declared) {
        self.declared = Some((self.plies.len(), declared));
    }
}
