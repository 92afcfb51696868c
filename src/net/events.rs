//! What passes between the caller of a network game and the link's thread:
//! how to host or join, the caller's [`LinkCommand`]s, the [`LinkEvent`]s it hears
//! and the [`View`] it reads. Both the link and its thread speak these, so
//! they live below both.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

use crate::games::{GameMove, Outcome, Side};
use crate::i18n::Msg;
use crate::record::Record;
use crate::record::clock::Clock;

use super::code::Code;
use super::game;
use super::message::Times;
use super::{Limits, NetError};
use crate::session::GameSession;

/// What the host offers.
pub struct HostConfig {
    /// The host's name, as the joiner sees it.
    pub name: String,
    /// The address to listen on: every IPv4 address by default; the tests
    /// use the loopback address alone.
    pub bind: IpAddr,
    /// 0 for any free port.
    pub port: u16,
    pub code: Code,
    /// The game: a new one, or a saved one hosted again.
    pub board: GameSession,
    pub host_side: Side,
    /// The game's clocks as they stand, if it has a time control (the host
    /// runs them from the first move on).
    pub clock: Option<Clock>,
    /// A lesson: both players may use hints, analysis and teaching mode.
    pub lesson: bool,
    pub limits: Limits,
}

/// Where and how to join.
pub struct JoinConfig {
    pub name: String,
    pub addr: SocketAddr,
    pub code: Code,
    pub limits: Limits,
}

/// What the caller asks of the game. A command that cannot be done (a move
/// out of turn, an illegal move, an answer to no offer) comes back as
/// [`LinkEvent::Refused`] with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkCommand {
    /// A move as a value (the window's, chosen on its board).
    Move(GameMove),
    /// A move in notation (typed on the command line), read by the game's
    /// own notation.
    MoveText(String),
    OfferDraw,
    AnswerDraw(bool),
    Resign,
    RequestTakeback,
    AnswerTakeback(bool),
    /// Leave the game: the peer is told, the game stays as it is (to save).
    Leave,
}

/// What happened, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    /// The game began, or began again after a reconnection.
    Started,
    /// A move was played, by either side, and checked by the rules: the
    /// move, its notation, and the number of moves the game has with it.
    Moved {
        side: Side,
        mv: GameMove,
        text: String,
        moves: usize,
    },
    /// A move of ours was not played (the game stays at `moves` moves): why.
    MoveRefused {
        why: Msg,
        moves: usize,
    },
    /// A command of ours could not be done: why.
    Refused(Msg),
    DrawOffered,
    DrawDeclined,
    TakebackRequested,
    TakebackDeclined,
    /// A takeback `requested_by` that side was agreed: the game has this
    /// many moves now.
    TookBack {
        moves: usize,
        requested_by: Side,
    },
    /// The connection dropped: the joiner tries again, the host waits, until
    /// the view's deadline. The clocks stand still meanwhile.
    Dropped(NetError),
    /// The same peer is back; the game goes on where it was.
    Resumed,
    /// Someone without the code, or with a wrong one, was turned away.
    Turned(NetError),
    Over(Outcome),
    /// The link has ended: the game (the view's record) is what is left.
    Closed(Closed),
}

/// Why a link ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Closed {
    /// The game is over.
    Finished,
    /// We left.
    Left,
    /// The peer left on purpose.
    PeerLeft,
    /// The peer did not come back in time.
    GaveUp,
    /// The peer broke the rules or the protocol, or the two games differ.
    Broken(NetError),
    /// The link could not be made at all.
    Failed(NetError),
}

/// Where the link stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The host waits for its joiner; the joiner is connecting.
    Waiting,
    Playing,
    /// The connection dropped; trying again until then.
    Reconnecting {
        until: Instant,
    },
    Over,
    Closed,
}

/// A question one side puts to the other, which waits for its answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Draw,
    /// To take back the asker's last move: the game would have `moves`
    /// moves after it.
    Takeback {
        moves: u32,
    },
}

/// The game as it stands, for the caller to show. The link's thread owns
/// the game; this is what it last published (the board shared, not copied).
#[derive(Clone, Debug)]
pub struct View {
    pub phase: Phase,
    pub board: Option<Arc<GameSession>>,
    /// The side this end plays: the host's from the start, the joiner's once
    /// the host's offer has come.
    pub side: Option<Side>,
    pub white: String,
    pub black: String,
    /// The game's clocks, run by the link's thread on its own time (see
    /// [`View::now`]).
    pub clock: Option<Clock>,
    /// The instant the link's time counts from.
    epoch: Instant,
    /// What the peer asks of us and waits for our answer to.
    pub peer_asks: Option<Ask>,
    /// What we asked of the peer and wait for its answer to.
    pub we_asked: Option<Ask>,
    /// How many wrong codes the host has turned away.
    pub wrong_codes: u32,
    /// The host made the game a lesson: both players may use hints,
    /// analysis and teaching mode (known to the joiner from the hello).
    pub lesson: bool,
}

impl View {
    pub(super) fn new(side: Option<Side>) -> View {
        View {
            phase: Phase::Waiting,
            board: None,
            side,
            white: String::new(),
            black: String::new(),
            clock: None,
            epoch: Instant::now(),
            peer_asks: None,
            we_asked: None,
            wrong_codes: 0,
            lesson: false,
        }
    }

    /// The game's record as it stands: both names, the network noted, the
    /// clocks (`None` before the game began).
    pub fn record(&self) -> Option<Record> {
        let board = self.board.as_ref()?;
        let meta = game::meta(&self.white, &self.black, self.clock.as_ref(), self.now());
        Some(Record::from_game(board, &meta))
    }

    /// The link's time now: seconds since it began, the time its clocks run
    /// on.
    pub fn now(&self) -> f64 {
        self.epoch.elapsed().as_secs_f64()
    }

    /// Both clocks' times left now.
    pub fn times(&self) -> Option<Times> {
        let [white_ms, black_ms] = self.clock.as_ref()?.left_both(self.now());
        Some(Times { white_ms, black_ms })
    }

    /// The clocks as they read now, standing (to show, or to save).
    pub fn clock_now(&self) -> Option<Clock> {
        Some(self.clock.as_ref()?.standing(self.now()))
    }

    /// Whether it is this end's turn in a game going on.
    pub fn my_turn(&self) -> bool {
        self.phase == Phase::Playing
            && self
                .board
                .as_ref()
                .is_some_and(|b| b.outcome().is_none() && Some(b.side_to_move()) == self.side)
    }
}
