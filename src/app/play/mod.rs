//! The game on screen, for either game: the session, the players and the state of
//! mouse input. No painting here, so all of it is testable without a window.

mod akidada;
mod dama;
pub mod review;

pub use akidada::{AkidadaInput, AkidadaPlay};
pub use dama::{Candidate, Candidates, DamaInput, DamaPlay};
pub use review::Review;

use crate::app::clock::{Clock, TimeControl};
use crate::games::akidada::{Akidada, AkidadaRules};
use crate::games::dama::{Dama, DamaRules, Move as DamaMove};
use crate::games::{Game, GameKind, Outcome, Side};
use crate::i18n::m;
use crate::record::{LoadedGame, Meta, Record};
use crate::session::{GameSession, Session};

pub use crate::games::GameMove;

/// What a click on the board led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputEvent {
    /// Selection changed, or the click was ignored.
    Nothing,
    /// The player has entered a whole move; it is not played yet.
    Chosen(GameMove),
    /// The move would cut off moves beyond the replay cursor: ask first. `text`
    /// is its notation, to show; `at` the cursor where it was chosen.
    ConfirmTruncate {
        mv: GameMove,
        text: String,
        at: usize,
        later: usize,
    },
    /// A move was added to the game.
    Played,
    /// A non-maximal move under the default rule: ask before playing it.
    ConfirmLosing(NonMaximalMove),
    /// A non-maximal move under `Forbidden`: explain why it is refused.
    Refused(NonMaximalMove),
    /// A click asked for a move the rules do not allow (the piece selected
    /// to a square it cannot go to, a piece placed on a taken point): the
    /// move as it would be typed, for the move box's reader to say why.
    Impossible(String),
}

/// A Dama move that does not capture the maximum: the move, its notation (to
/// show), how many pieces it captures and how many could be, and the cursor
/// where it was chosen (a confirmation applies only there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NonMaximalMove {
    pub mv: DamaMove,
    pub text: String,
    pub captured: u32,
    pub maximum: u32,
    pub at: usize,
}

/// Who plays a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Human,
    /// The computer, at a level from 1 (the weakest) to `ai::level_count`.
    Computer {
        level: u8,
    },
}

/// The two players, White's first: their names and who they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub names: [String; 2],
    pub kinds: [PlayerKind; 2],
}

impl Players {
    pub fn humans(white: &str, black: &str) -> Players {
        Players {
            names: [white.to_string(), black.to_string()],
            kinds: [PlayerKind::Human; 2],
        }
    }

    /// The same players, `side` played by `kind`.
    pub fn with_kind(mut self, side: Side, kind: PlayerKind) -> Players {
        self.kinds[side.index()] = kind;
        self
    }

    pub fn kind(&self, side: Side) -> PlayerKind {
        self.kinds[side.index()]
    }

    /// The computer's level for `side`, if the computer plays it.
    pub fn computer_level(&self, side: Side) -> Option<u8> {
        match self.kind(side) {
            PlayerKind::Computer { level } => Some(level),
            PlayerKind::Human => None,
        }
    }

    /// Whether the computer plays at least one side.
    pub fn any_computer(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| matches!(k, PlayerKind::Computer { .. }))
    }

    pub fn name(&self, side: Side) -> &str {
        &self.names[side.index()]
    }
}

/// The rules of a new game, for either game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum RuleSet {
    Akidada(AkidadaRules),
    Dama(DamaRules),
}

impl RuleSet {
    pub fn kind(&self) -> GameKind {
        match self {
            RuleSet::Akidada(_) => GameKind::Akidada,
            RuleSet::Dama(_) => GameKind::Dama,
        }
    }
}

/// The game being played.
#[derive(Clone, Debug)]
pub enum GamePlay {
    Akidada(AkidadaPlay),
    Dama(DamaPlay),
}

/// One game on screen: the play and the players.
#[derive(Clone, Debug)]
pub struct ActiveGame {
    pub play: GamePlay,
    pub players: Players,
    /// Date and comments, kept with the game when it is saved (the names saved
    /// are those of `players`).
    pub meta: Meta,
    /// The review of the game's moves, once made (it stays with the game).
    pub review: Option<Review>,
    /// The players' clocks, when the game has a time control.
    pub clock: Option<Clock>,
}

/// Calls the same method on whichever session the game holds.
macro_rules! with_session {
    ($self:expr, $s:ident => $body:expr) => {
        match &$self.play {
            GamePlay::Akidada(p) => {
                let $s = &p.session;
                $body
            }
            GamePlay::Dama(p) => {
                let $s = &p.session;
                $body
            }
        }
    };
    (mut $self:expr, $s:ident => $body:expr) => {
        match &mut $self.play {
            GamePlay::Akidada(p) => {
                let $s = &mut p.session;
                $body
            }
            GamePlay::Dama(p) => {
                let $s = &mut p.session;
                $body
            }
        }
    };
}

impl ActiveGame {
    /// A new game from the standard start, the lot drawn with `seed`.
    pub fn new(rules: RuleSet, players: Players, seed: u64) -> ActiveGame {
        let play = match rules {
            RuleSet::Akidada(r) => {
                GamePlay::Akidada(AkidadaPlay::new(Session::<Akidada>::new(r, seed)))
            }
            RuleSet::Dama(r) => GamePlay::Dama(DamaPlay::new(Session::<Dama>::new(r, seed))),
        };
        ActiveGame::from_play(play, players)
    }

    /// The same game played with clocks (`None`: without).
    pub fn with_clock(mut self, control: Option<TimeControl>) -> ActiveGame {
        self.clock = control.map(Clock::new);
        self
    }

    /// The side that made the last move on the board, if any.
    pub fn last_mover(&self) -> Option<Side> {
        use crate::games::Game;
        match &self.play {
            GamePlay::Akidada(p) => p
                .session
                .last_ply()
                .map(|l| Akidada::side_to_move(&l.before)),
            GamePlay::Dama(p) => p.session.last_ply().map(|l| Dama::side_to_move(&l.before)),
        }
    }

    /// The side to move loses on time.
    pub fn time_forfeit(&mut self, side: Side) {
        self.cancel_input();
        with_session!(mut self, s => s.time_forfeit(side));
        self.ended();
    }

    /// After a result was declared: the moves after the position on the board
    /// are gone (a result declared after an undo cuts them off), and so are
    /// their clock marks.
    fn ended(&mut self) {
        let moves = self.ply_count();
        if let Some(clock) = &mut self.clock {
            clock.keep_marks(moves);
        }
        self.refresh();
    }

    /// A game already under way (a lesson, a position set up), dated today.
    pub fn from_play(play: GamePlay, players: Players) -> ActiveGame {
        ActiveGame {
            play,
            players,
            meta: Meta::today(),
            review: None,
            clock: None,
        }
    }

    /// A saved game, replayed: the board shows its last position.
    pub fn from_loaded(loaded: LoadedGame, default_names: [&str; 2]) -> ActiveGame {
        let LoadedGame { session, meta } = loaded;
        let play = match session {
            GameSession::Akidada(session) => GamePlay::Akidada(AkidadaPlay::new(session)),
            GameSession::Dama(session) => GamePlay::Dama(DamaPlay::new(session)),
        };
        // A name left empty, or the default name in another language (a game
        // begun in an English window, resumed in a Polish one), is shown as
        // the default in the window's language.
        let name = |n: &str, default: &str, id: &'static str| {
            let a_default = crate::i18n::Lang::ALL
                .into_iter()
                .any(|lang| crate::i18n::Tr(lang).t(id) == n);
            if n.trim().is_empty() || a_default {
                default.to_string()
            } else {
                n.to_string()
            }
        };
        let mut players = Players::humans(
            &name(&meta.white, default_names[0], m::DEFAULT_WHITE_NAME),
            &name(&meta.black, default_names[1], m::DEFAULT_BLACK_NAME),
        );
        for (&side, &level) in &meta.computer {
            players = players.with_kind(side, PlayerKind::Computer { level });
        }
        let clock = meta.clock.as_ref().map(Clock::from_record);
        let mut game = ActiveGame {
            play,
            players,
            meta,
            review: None,
            clock,
        };
        if let Some(saved) = &game.meta.review {
            let (sides, over) = with_session!(game, s => sides_and_result(s));
            game.review = Review::from_record(saved, &sides, over);
        }
        game
    }

    /// The game as a record, to be saved.
    pub fn to_record(&self) -> Record {
        let meta = Meta {
            white: self.players.names[0].clone(),
            black: self.players.names[1].clone(),
            computer: Side::BOTH
                .into_iter()
                .filter_map(|side| Some((side, self.players.computer_level(side)?)))
                .collect(),
            review: self.current_review().map(Review::to_record),
            clock: self.clock.as_ref().map(Clock::to_record_seen),
            ..self.meta.clone()
        };
        match &self.play {
            GamePlay::Akidada(p) => Record::from_session(&p.session, &meta),
            GamePlay::Dama(p) => Record::from_session(&p.session, &meta),
        }
    }

    /// The review, if it is of the moves as they stand (a move played since
    /// makes it another game).
    pub fn current_review(&self) -> Option<&Review> {
        self.review
            .as_ref()
            .filter(|r| r.judged.len() == self.ply_count() + 1)
    }

    pub fn kind(&self) -> GameKind {
        match self.play {
            GamePlay::Akidada(_) => GameKind::Akidada,
            GamePlay::Dama(_) => GameKind::Dama,
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        with_session!(self, s => s.outcome())
    }

    pub fn side_to_move(&self) -> Side {
        with_session!(self, s => s.side_to_move())
    }

    pub fn first_side(&self) -> Side {
        with_session!(self, s => s.lot().first)
    }

    pub fn drawn_by_lot(&self) -> bool {
        with_session!(self, s => s.lot().seed.is_some())
    }

    /// The moves on the board, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        with_session!(self, s => s.move_texts().into_iter().map(str::to_string).collect())
    }

    /// Every move made, including undone ones, and how many are on the board.
    pub fn all_move_texts(&self) -> (Vec<&str>, usize) {
        with_session!(self, s => (s.plies().iter().map(|p| p.text.as_str()).collect(), s.cursor()))
    }

    /// How many moves were made, including undone ones (without listing them).
    pub fn ply_count(&self) -> usize {
        with_session!(self, s => s.plies().len())
    }

    pub fn cursor(&self) -> usize {
        with_session!(self, s => s.cursor())
    }

    pub fn can_undo(&self) -> bool {
        with_session!(self, s => s.can_undo())
    }

    pub fn can_redo(&self) -> bool {
        with_session!(self, s => s.can_redo())
    }

    pub fn undo(&mut self) -> bool {
        self.cancel_input();
        let done = with_session!(mut self, s => s.undo());
        self.refresh();
        done
    }

    pub fn redo(&mut self) -> bool {
        self.cancel_input();
        let done = with_session!(mut self, s => s.redo());
        self.refresh();
        done
    }

    pub fn go_to(&mut self, n: usize) {
        self.cancel_input();
        with_session!(mut self, s => s.go_to(n));
        self.refresh();
    }

    pub fn resign(&mut self) {
        let side = self.side_to_move();
        self.resign_side(side);
    }

    /// `side` resigns (over the network, on either side's turn).
    pub fn resign_side(&mut self, side: Side) {
        self.cancel_input();
        with_session!(mut self, s => s.resign(side));
        self.ended();
    }

    /// The last move played, as a value.
    pub fn last_move(&self) -> Option<GameMove> {
        match &self.play {
            GamePlay::Akidada(p) => p.session.last_ply().map(|l| GameMove::Akidada(l.mv)),
            GamePlay::Dama(p) => p.session.last_ply().map(|l| GameMove::Dama(l.mv)),
        }
    }

    /// Plays at the end of the game a move the rules have checked already
    /// (a network game's, checked by its link): a Dama move that does not
    /// capture the maximum too, which loses under the rule that allows it.
    pub fn play_checked(&mut self, mv: GameMove) -> InputEvent {
        let end = self.ply_count();
        if self.cursor() != end {
            self.go_to(end);
        }
        match self.play_now(mv) {
            InputEvent::ConfirmLosing(losing) => self.play_losing(&losing),
            other => other,
        }
    }

    /// Cuts the game back to its first `moves` moves (a takeback agreed, a
    /// move the network game did not take), their clock marks with them.
    pub fn cut_to(&mut self, moves: usize) {
        if moves >= self.ply_count() {
            return;
        }
        self.cancel_input();
        with_session!(mut self, s => {
            s.go_to(moves);
            s.truncate();
        });
        if let Some(clock) = &mut self.clock {
            clock.keep_marks(moves);
        }
        self.refresh();
    }

    pub fn agree_draw(&mut self) {
        self.cancel_input();
        with_session!(mut self, s => s.agree_draw());
        self.ended();
    }

    /// Plays a move the player entered, unless that needs asking first: cutting
    /// off later moves, or (Dama) a non-maximal move.
    pub fn submit(&mut self, mv: GameMove) -> InputEvent {
        let (plies, cursor) = with_session!(self, s => (s.plies().len(), s.cursor()));
        if cursor < plies {
            return InputEvent::ConfirmTruncate {
                mv,
                text: self.move_text(mv),
                at: cursor,
                later: plies - cursor,
            };
        }
        self.play_now(mv)
    }

    /// Plays `mv` at the cursor. The moves beyond the cursor are cut off only if
    /// the move is really played (not when it is refused, or waits to be
    /// confirmed as a losing move).
    pub fn play_now(&mut self, mv: GameMove) -> InputEvent {
        match (&mut self.play, mv) {
            (GamePlay::Akidada(p), GameMove::Akidada(mv)) => p.play_move(mv),
            (GamePlay::Dama(p), GameMove::Dama(mv)) => p.play_move(mv),
            _ => InputEvent::Nothing,
        }
    }

    /// Plays a non-maximal Dama move the player confirmed (and loses), if the
    /// game still stands where it was chosen.
    pub fn play_losing(&mut self, mv: &NonMaximalMove) -> InputEvent {
        match &mut self.play {
            GamePlay::Dama(p) if p.session.cursor() == mv.at => p.play_losing(mv.mv),
            _ => InputEvent::Nothing,
        }
    }

    /// A move of this game in notation, in the position on the board.
    pub fn move_text(&self, mv: GameMove) -> String {
        match (&self.play, mv) {
            (GamePlay::Akidada(_), GameMove::Akidada(mv)) => mv.notation(),
            (GamePlay::Dama(p), GameMove::Dama(mv)) => p.session.position().move_text(&mv),
            _ => String::new(),
        }
    }

    /// Drops any half-entered move.
    pub fn cancel_input(&mut self) {
        match &mut self.play {
            GamePlay::Akidada(p) => p.cancel(),
            GamePlay::Dama(p) => p.cancel(),
        }
    }

    /// Brings what the board offers up to date with the session.
    pub fn refresh(&mut self) {
        if let GamePlay::Dama(p) = &mut self.play {
            p.refresh();
        }
    }

    /// Pieces on the board and in hand for `side`.
    pub fn piece_counts(&self, side: Side) -> (u32, u32) {
        match &self.play {
            GamePlay::Akidada(p) => {
                let pos = p.session.position();
                (pos.pieces(side).count_ones(), u32::from(pos.in_hand(side)))
            }
            GamePlay::Dama(p) => (p.session.position().pieces(side).count_ones(), 0),
        }
    }
}

/// The side to move after each number of moves of a session (0 = the start),
/// and the result if the game ended: what a review of the game is read with.
pub fn sides_and_result<G: Game>(session: &Session<G>) -> (Vec<Side>, Option<Outcome>) {
    let mut session = session.clone();
    let total = session.plies().len();
    let sides = (0..=total)
        .map(|n| {
            session.go_to(n);
            session.side_to_move()
        })
        .collect();
    // The walk ends on the last move, so this is the result of the whole game.
    (sides, session.outcome())
}
