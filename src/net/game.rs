//! The game both sides hold: the board (every move checked by the rules,
//! whoever made it), the names, and the clocks the host keeps.

use std::collections::BTreeMap;
use std::time::Instant;

use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{GameKind, MoveError, Outcome, Side};
use crate::i18n::{Msg, m};
use crate::record::{self, FORMAT, LoadedGame, Meta, Record, RecordClock, RecordGame};
use crate::session::{PlayError, Session};

use super::message::{Offer, TimeControl, Times};

/// What a network game's record says in its comment, so that it is known
/// for one.
pub const NETWORK_NOTE: &str = "network";

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

    /// The position on the board as a position string.
    pub fn position_text(&self) -> String {
        each!(self, s => s.position().to_string())
    }

    /// Plays a move in notation if the rules allow it (a Dama move that does
    /// not capture the maximum too, under the rule by which it loses), and
    /// gives it as the notation writes it.
    pub fn play_text(&mut self, text: &str) -> Result<String, Msg> {
        each!(self, s => play(s, text))
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

fn play<G: RecordGame>(session: &mut Session<G>, text: &str) -> Result<String, Msg> {
    let result = match session.play_text(text) {
        Err(PlayError::Move(MoveError::NonMaximal { .. })) => session.play_losing_text(text),
        other => other,
    };
    match result {
        Ok(_) => Ok(session
            .last_ply()
            .map(|p| p.text.clone())
            .unwrap_or_default()),
        Err(PlayError::Move(e)) => Err(e.message()),
        Err(PlayError::GameOver(_)) => Err(Msg::new(m::NET_GAME_OVER)),
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

/// The clocks: each side's time left, the one running and since when, and
/// the mover's time after each move. The host's are the game's; the
/// joiner's follow the host's times and run in between only to be shown.
#[derive(Clone, Debug)]
pub struct Clocks {
    pub control: TimeControl,
    white_ms: u64,
    black_ms: u64,
    running: Option<(Side, Instant)>,
    marks: Vec<u64>,
}

impl Clocks {
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            white_ms: control.base_ms,
            black_ms: control.base_ms,
            running: None,
            marks: Vec::new(),
        }
    }

    /// Clocks that stand at `times`.
    pub fn at(control: TimeControl, times: Times) -> Clocks {
        let mut clocks = Clocks::new(control);
        clocks.set(times);
        clocks
    }

    fn left_mut(&mut self, side: Side) -> &mut u64 {
        match side {
            Side::White => &mut self.white_ms,
            Side::Black => &mut self.black_ms,
        }
    }

    /// Both times left now.
    pub fn times(&self) -> Times {
        let mut times = Times {
            white_ms: self.white_ms,
            black_ms: self.black_ms,
        };
        if let Some((side, since)) = self.running {
            let spent = since.elapsed().as_millis() as u64;
            match side {
                Side::White => times.white_ms = times.white_ms.saturating_sub(spent),
                Side::Black => times.black_ms = times.black_ms.saturating_sub(spent),
            }
        }
        times
    }

    /// Stops the clock that runs, keeping the time it spent.
    pub fn stop(&mut self) {
        let times = self.times();
        self.white_ms = times.white_ms;
        self.black_ms = times.black_ms;
        self.running = None;
    }

    /// Starts `side`'s clock (stopping the other).
    pub fn start(&mut self, side: Side) {
        self.stop();
        self.running = Some((side, Instant::now()));
    }

    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// `mover` has moved: its time is counted, the increment added, and
    /// the time left marked. Nothing runs afterwards until [`Clocks::start`].
    pub fn moved(&mut self, mover: Side) -> Times {
        self.stop();
        let increment = self.control.increment_ms;
        let left = self.left_mut(mover);
        if *left > 0 {
            *left += increment;
        }
        let mark = *left;
        self.marks.push(mark);
        self.times()
    }

    /// The side whose time has run out, if any.
    pub fn fallen(&self) -> Option<Side> {
        let times = self.times();
        if times.white_ms == 0 {
            Some(Side::White)
        } else if times.black_ms == 0 {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// Takes the host's times (a running clock goes on from them).
    pub fn set(&mut self, times: Times) {
        self.white_ms = times.white_ms;
        self.black_ms = times.black_ms;
        if let Some((_, since)) = &mut self.running {
            *since = Instant::now();
        }
    }

    /// The marks kept for the first `moves` moves (after a takeback).
    pub fn keep_marks(&mut self, moves: usize) {
        self.marks.truncate(moves);
    }

    /// How many moves have their time marked.
    pub fn mark_count(&self) -> usize {
        self.marks.len()
    }

    /// A mark for a move whose time is known only as the host sent it.
    pub fn push_mark(&mut self, ms: u64) {
        self.marks.push(ms);
    }

    pub fn to_record(&self) -> RecordClock {
        let times = self.times();
        RecordClock {
            base_ms: self.control.base_ms,
            increment_ms: self.control.increment_ms,
            white_ms: times.white_ms,
            black_ms: times.black_ms,
            marks: self.marks.clone(),
        }
    }
}

/// The metadata of a network game's record: both names, the note, the
/// clocks.
pub fn meta(white: &str, black: &str, clocks: Option<&Clocks>) -> Meta {
    Meta {
        white: white.to_string(),
        black: black.to_string(),
        comment: NETWORK_NOTE.to_string(),
        clock: clocks.map(Clocks::to_record),
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
        let played = board.play_text("d4xd6");
        assert_eq!(played.as_deref(), Ok("d4xd6"));
        assert_eq!(board.outcome().and_then(|o| o.winner()), Some(Side::Black));
        assert!(board.play_text("c6-c5").is_err());
    }

    #[test]
    fn the_clock_adds_the_increment_and_marks_the_move() {
        let mut clocks = Clocks::new(TimeControl {
            base_ms: 1000,
            increment_ms: 500,
        });
        clocks.start(Side::White);
        let times = clocks.moved(Side::White);
        assert!(times.white_ms > 1400 && times.white_ms <= 1500, "{times:?}");
        assert_eq!(clocks.running(), None);
        assert_eq!(clocks.to_record().marks.len(), 1);
        clocks.set(Times {
            white_ms: 0,
            black_ms: 10,
        });
        assert_eq!(clocks.fallen(), Some(Side::White));
    }
}
