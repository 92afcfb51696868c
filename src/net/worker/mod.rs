//! The link's thread: the connection, the game's protocol and the clocks.
//!
//! One loop, one tick (20 ms) a turn at most: the caller's commands, the
//! host's door (new connections are opened on short-lived threads of their
//! own, a few at a time, each with a deadline), the peer's messages, pings,
//! the clocks and reconnection. Nothing here waits longer than a tick, so a
//! flood of connections or a stalled peer never holds up the game.

use std::net::{SocketAddr, TcpListener};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::games::Side;
use crate::i18n::{Msg, m};
use crate::record::clock::Clock;

use super::channel::{self, Channel, Key, Mode};
use super::code::Code;
use super::events::{Ask, Closed, HostConfig, JoinConfig, LinkCommand, LinkEvent, Phase, View};
use super::frame::TICK;
use super::game;
use super::message::{self, Farewell, Hello, Message, MoveMsg, Offer};
use super::{Limits, NetError};
use crate::session::GameSession;

mod clock;
mod connection;
mod door;

use door::Host;

/// The host's or the joiner's part.
pub(super) enum Role {
    Host(Host),
    Joiner { addr: SocketAddr, code: Code },
}

impl Role {
    /// The host's part; the game itself is in the view.
    pub fn host(listener: TcpListener, config: HostConfig) -> (Role, Setup) {
        let (opened_tx, opened) = mpsc::channel();
        let host = Host {
            listener,
            code: config.code,
            openings: Vec::new(),
            opened_tx,
            opened,
            tries: channel::Tries::new(config.limits.max_wrong_codes),
            wrong_codes: 0,
        };
        let setup = Setup {
            name: config.name,
            limits: config.limits,
        };
        (Role::Host(host), setup)
    }

    pub fn joiner(config: JoinConfig) -> (Role, Setup) {
        let setup = Setup {
            name: config.name,
            limits: config.limits,
        };
        (
            Role::Joiner {
                addr: config.addr,
                code: config.code,
            },
            setup,
        )
    }
}

/// What a side starts with.
pub(super) struct Setup {
    name: String,
    limits: Limits,
}

/// What the loop does next.
enum Flow {
    Go,
    Stop(Closed),
}

pub(super) struct Worker {
    role: Role,
    setup: Setup,
    commands: Receiver<LinkCommand>,
    events: Sender<LinkEvent>,
    shared: Arc<Mutex<View>>,
    view: View,
    channel: Option<Channel>,
    key: Option<Key>,
    /// The peer's hello has come (and ours has gone).
    greeted: bool,
    /// The joiner's own count of both clocks, from the moves it sees, to
    /// check the host's word by (see [`clock`]).
    estimate: Option<Clock>,
    /// The host's next reading follows a resume: the two sides stopped
    /// their clocks apart.
    resumed_reading: bool,
    last_heard: Instant,
    last_ping: Instant,
    pings: u64,
    /// The oldest of our pings not yet answered, and when it went.
    unanswered: Option<(u64, Instant)>,
    /// Messages in the current second, and when it began.
    rate: (u32, Instant),
    next_try: Instant,
    /// When the game ended.
    over_since: Instant,
}

impl Worker {
    pub fn new(
        (role, setup): (Role, Setup),
        commands: Receiver<LinkCommand>,
        events: Sender<LinkEvent>,
        shared: Arc<Mutex<View>>,
    ) -> Worker {
        let view = match shared.lock() {
            Ok(v) => v.clone(),
            Err(p) => p.into_inner().clone(),
        };
        let now = Instant::now();
        Worker {
            role,
            setup,
            commands,
            events,
            shared,
            view,
            channel: None,
            key: None,
            greeted: false,
            estimate: None,
            resumed_reading: false,
            last_heard: now,
            last_ping: now,
            pings: 0,
            unanswered: None,
            rate: (0, now),
            next_try: now,
            over_since: now,
        }
    }

    pub fn run(mut self) {
        let closed = match self.first_contact() {
            Ok(()) => loop {
                match self.turn() {
                    Ok(Flow::Go) => self.publish(),
                    Ok(Flow::Stop(closed)) => break closed,
                    Err(e) => break Closed::Failed(e),
                }
            },
            Err(e) => Closed::Failed(e),
        };
        self.close(closed);
    }

    /// The joiner connects and pairs before anything else; the host has
    /// nothing to do first.
    fn first_contact(&mut self) -> Result<(), NetError> {
        let Role::Joiner { addr, code } = &self.role else {
            return Ok(());
        };
        let (channel, key) =
            channel::connect(*addr, &Mode::Pair(code.clone()), &self.setup.limits)?;
        self.key = Some(key);
        self.opened(channel);
        self.say(Message::Hello(Hello {
            version: message::VERSION,
            name: self.setup.name.clone(),
            game: None,
        }))
    }

    /// One turn of the loop.
    fn turn(&mut self) -> Result<Flow, NetError> {
        if let Flow::Stop(closed) = self.commands()? {
            return Ok(Flow::Stop(closed));
        }
        if matches!(self.role, Role::Host(_)) {
            let flow = self.door();
            if !matches!(flow, Ok(Flow::Go)) {
                return self.settle(flow);
            }
        }
        if self.view.phase == Phase::Over {
            let heard = match self.channel.as_mut().map(Channel::poll) {
                Some(Ok(message)) => message,
                _ => return Ok(Flow::Stop(Closed::Finished)),
            };
            return self.after_over(heard);
        }
        let flow = match self.channel.as_mut().map(Channel::poll) {
            Some(Ok(Some(message))) => match self.heard(message) {
                // A joiner that paired and then broke the protocol before
                // its hello is a stranger like any other: its connection
                // goes, and the host waits on for the friend.
                Err(e) if self.is_host() && self.view.phase == Phase::Waiting => {
                    self.unpaired(e);
                    Ok(Flow::Go)
                }
                other => other,
            },
            Some(Ok(None)) => self.keep_alive(),
            Some(Err(e)) => self.dropped(e),
            None => {
                std::thread::sleep(TICK);
                self.reconnect()
            }
        };
        self.settle(flow)
    }

    /// What a turn's step leads to: the clocks watched while all goes on; a
    /// failure ends the link.
    fn settle(&mut self, flow: Result<Flow, NetError>) -> Result<Flow, NetError> {
        match flow {
            Ok(Flow::Go) => self.watch_clock(),
            Ok(Flow::Stop(closed)) => Ok(Flow::Stop(closed)),
            // Before the game began, a failure is the link's own.
            Err(e) if self.view.phase == Phase::Waiting => Err(e),
            Err(e) => self.broken(e),
        }
    }

    /// Gives the caller the view as it stands now.
    fn publish(&self) {
        if let Ok(mut shared) = self.shared.lock() {
            *shared = self.view.clone();
        }
    }

    /// Tells the caller of an event, the view brought up to date first.
    fn tell(&self, event: LinkEvent) {
        self.publish();
        // A caller gone changes nothing: the thread ends with the link.
        let _ = self.events.send(event);
    }

    /// Sends a message; a failure is a dropped connection, found by the next
    /// read.
    fn say(&mut self, message: Message) -> Result<(), NetError> {
        if let Some(channel) = &mut self.channel
            && let Err(e) = channel.send(&message)
        {
            if matches!(e, NetError::Oversized) {
                return Err(e);
            }
            self.channel = None;
            self.lost(e);
        }
        Ok(())
    }

    /// The side this end plays (the joiner's is known once the game is).
    fn side(&self) -> Result<Side, NetError> {
        self.view.side.ok_or(NetError::OutOfTurn)
    }

    fn board(&self) -> Result<&GameSession, NetError> {
        self.view.board.as_deref().ok_or(NetError::OutOfTurn)
    }

    /// The game to change: the one copy, shared with the view last
    /// published until it changes.
    fn board_mut(&mut self) -> Result<&mut GameSession, NetError> {
        self.view
            .board
            .as_mut()
            .map(Arc::make_mut)
            .ok_or(NetError::OutOfTurn)
    }

    /// The link's time now, the time its clocks run on.
    fn now(&self) -> f64 {
        self.view.now()
    }

    fn playing(&self) -> bool {
        self.view.phase == Phase::Playing
    }

    fn is_host(&self) -> bool {
        matches!(self.role, Role::Host(_))
    }

    // The caller's commands.

    fn commands(&mut self) -> Result<Flow, NetError> {
        loop {
            let command = match self.commands.try_recv() {
                Ok(command) => command,
                Err(TryRecvError::Empty) => return Ok(Flow::Go),
                Err(TryRecvError::Disconnected) => LinkCommand::Leave,
            };
            if command == LinkCommand::Leave {
                let _ = self.say(Message::Goodbye {
                    reason: Farewell::Leaving,
                });
                return Ok(Flow::Stop(Closed::Left));
            }
            let is_move = matches!(command, LinkCommand::Move(_) | LinkCommand::MoveText(_));
            let done = if self.playing() {
                self.command(command)?
            } else {
                Err(Msg::new(m::NET_NOT_CONNECTED))
            };
            if let Err(why) = done {
                self.tell(if is_move {
                    let moves = self.count() as usize;
                    LinkEvent::MoveRefused { why, moves }
                } else {
                    LinkEvent::Refused(why)
                });
            }
            if let Flow::Stop(closed) = self.check_over()? {
                return Ok(Flow::Stop(closed));
            }
        }
    }

    /// Does one command of ours; `Ok(Err(why))` when it cannot be done.
    fn command(&mut self, command: LinkCommand) -> Result<Result<(), Msg>, NetError> {
        let side = self.side()?;
        match command {
            LinkCommand::Move(mv) => return self.play_ours(|board| game::play(board, mv)),
            LinkCommand::MoveText(text) => {
                return self.play_ours(|board| game::play_text(board, &text).map(|(_, text)| text));
            }
            LinkCommand::OfferDraw => {
                self.view.we_asked = Some(Ask::Draw);
                self.say(Message::DrawOffer)?;
            }
            LinkCommand::AnswerDraw(accept) => {
                if self.view.peer_asks != Some(Ask::Draw) {
                    return Ok(Err(Msg::new(m::NET_NOTHING_TO_ANSWER)));
                }
                self.view.peer_asks = None;
                self.say(Message::DrawAnswer { accept })?;
                if accept {
                    self.board_mut()?.agree_draw();
                }
            }
            LinkCommand::Resign => {
                self.board_mut()?.resign(side);
                self.say(Message::Resign)?;
            }
            LinkCommand::RequestTakeback => {
                let Some(moves) = self.takeback_target(side) else {
                    return Ok(Err(Msg::new(m::NET_NOTHING_TO_TAKE_BACK)));
                };
                self.view.we_asked = Some(Ask::Takeback { moves });
                self.say(Message::TakebackRequest { moves })?;
            }
            LinkCommand::AnswerTakeback(accept) => {
                let Some(Ask::Takeback { moves }) = self.view.peer_asks else {
                    return Ok(Err(Msg::new(m::NET_NOTHING_TO_ANSWER)));
                };
                self.view.peer_asks = None;
                self.say(Message::TakebackAnswer { accept, moves })?;
                if accept {
                    self.take_back(moves, side.opposite())?;
                }
            }
            LinkCommand::Leave => {}
        }
        Ok(Ok(()))
    }

    /// Plays a move of ours, by `play` on the game, if it is our turn and
    /// our time has not run out; then it goes to the peer.
    fn play_ours(
        &mut self,
        play: impl FnOnce(&mut GameSession) -> Result<String, Msg>,
    ) -> Result<Result<(), Msg>, NetError> {
        let side = self.side()?;
        if self.board()?.side_to_move() != side {
            return Ok(Err(Msg::new(m::NET_NOT_YOUR_TURN)));
        }
        if self.is_host() && self.clock_fallen() == Some(side) {
            // Our flag fell before the move: the clock's watch ends the game.
            return Ok(Err(Msg::new(m::NET_GAME_OVER)));
        }
        let text = match play(self.board_mut()?) {
            Ok(text) => text,
            Err(why) => return Ok(Err(why)),
        };
        let times = self.clock_moved(side);
        self.say(Message::Move(MoveMsg {
            text: text.clone(),
            times,
        }))?;
        self.moved(side, text);
        Ok(Ok(()))
    }

    /// The number of moves the game would have once `side`'s last move is
    /// taken back (with the peer's reply after it), if it has one.
    fn takeback_target(&self, side: Side) -> Option<u32> {
        let board = self.view.board.as_deref()?;
        let count = board.move_count();
        let back = if board.side_to_move() == side { 2 } else { 1 };
        if board.outcome().is_some() || count < back {
            return None;
        }
        // The mover of the move taken back must be `side`: with a side to
        // move at the start that is not `side`, one move may not be ours.
        let first = board.first();
        let mover_of = |n: usize| {
            if n.is_multiple_of(2) {
                first
            } else {
                first.opposite()
            }
        };
        (mover_of(count - back) == side).then_some((count - back) as u32)
    }

    /// Takes the game back to `moves` moves, as `requested_by` asked and
    /// the other side agreed.
    fn take_back(&mut self, moves: u32, requested_by: Side) -> Result<(), NetError> {
        let moves = moves as usize;
        if moves > self.board()?.move_count() {
            return Err(NetError::Broken);
        }
        self.board_mut()?.take_back_to(moves);
        self.stop_clocks();
        if let Some(clock) = &mut self.view.clock {
            clock.keep_marks(moves);
        }
        self.clocks_taken_back();
        self.run_clock();
        self.tell(LinkEvent::TookBack {
            moves,
            requested_by,
        });
        Ok(())
    }

    // The peer's messages.

    fn heard(&mut self, message: Message) -> Result<Flow, NetError> {
        let now = Instant::now();
        self.last_heard = now;
        if now.duration_since(self.rate.1) >= Duration::from_secs(1) {
            self.rate = (0, now);
        }
        self.rate.0 += 1;
        if self.rate.0 > self.setup.limits.max_rate {
            return Err(NetError::Flood);
        }
        if !self.greeted {
            return self.greeting(message);
        }
        self.message(message)
    }

    /// The first message on a connection: the hello, or on a resumed one
    /// the resume.
    fn greeting(&mut self, message: Message) -> Result<Flow, NetError> {
        match (message, self.is_host()) {
            (Message::Hello(hello), true)
                if hello.game.is_none() && self.view.phase == Phase::Waiting =>
            {
                let peer = message::clean_name(&hello.name);
                match self.side()? {
                    Side::White => self.view.black = peer,
                    Side::Black => self.view.white = peer,
                }
                let offer = self.offer()?;
                self.say(Message::Hello(Hello {
                    version: message::VERSION,
                    name: self.setup.name.clone(),
                    game: Some(offer),
                }))?;
                self.begin()
            }
            (Message::Hello(hello), false) => {
                let offer = hello.game.ok_or_else(|| {
                    NetError::BadMessage(message::BadMessage::Malformed(
                        "the host's hello holds no game".into(),
                    ))
                })?;
                self.take_offer(&offer, &hello.name)?;
                self.begin()
            }
            // The host's answer to our resume (the host has the joiner's
            // from the opening itself).
            (Message::Resume(resume), false) if self.view.board.is_some() => self.resume(resume),
            (other, true) if self.view.phase == Phase::Waiting => {
                Err(NetError::NoHello(other.kind()))
            }
            _ => Err(NetError::OutOfTurn),
        }
    }

    /// The host lets go of a joiner that paired and broke the protocol
    /// before its hello, says who did what, and waits for the next.
    fn unpaired(&mut self, why: NetError) {
        self.channel = None;
        self.key = None;
        self.tell(LinkEvent::Turned(why));
    }

    fn offer(&self) -> Result<Offer, NetError> {
        let offer = game::offer(
            self.board()?,
            self.side()?,
            self.view.clock.as_ref().map(|c| c.control),
            self.view.times(),
        );
        Ok(Offer {
            lesson: self.view.lesson,
            ..offer
        })
    }

    /// The joiner takes the host's game: every move checked by the rules.
    fn take_offer(&mut self, offer: &Offer, host_name: &str) -> Result<(), NetError> {
        let board = game::from_offer(offer).map_err(NetError::BadGame)?;
        let side = offer.host_side.opposite();
        let host_name = message::clean_name(host_name);
        self.view.side = Some(side);
        (self.view.white, self.view.black) = match side {
            Side::White => (self.setup.name.clone(), host_name),
            Side::Black => (host_name, self.setup.name.clone()),
        };
        self.view.clock = match offer.clock {
            Some(control) => Some(self.offered_clock(control, offer.times, &board)?),
            None if offer.times.is_some() => return Err(NetError::ClockWithoutControl),
            None => None,
        };
        self.estimate = self.view.clock.clone();
        self.view.board = Some(Arc::new(board));
        self.view.lesson = offer.lesson;
        Ok(())
    }

    /// Both hellos are through: the game is on.
    fn begin(&mut self) -> Result<Flow, NetError> {
        self.greeted = true;
        self.view.phase = Phase::Playing;
        self.run_clock();
        self.tell(LinkEvent::Started);
        self.check_over()
    }

    fn message(&mut self, message: Message) -> Result<Flow, NetError> {
        let peer = self.side()?.opposite();
        match message {
            Message::Move(mv) => self.peer_moved(peer, mv)?,
            Message::Clocks { moves, times } if !self.is_host() => self.host_times(moves, times)?,
            Message::Flagged { side } if !self.is_host() => self.host_flagged(side)?,
            Message::DrawOffer => {
                self.view.peer_asks = Some(Ask::Draw);
                self.tell(LinkEvent::DrawOffered);
            }
            Message::DrawAnswer { accept } if self.view.we_asked == Some(Ask::Draw) => {
                self.view.we_asked = None;
                if accept {
                    self.board_mut()?.agree_draw();
                } else {
                    self.tell(LinkEvent::DrawDeclined);
                }
            }
            Message::Resign => self.board_mut()?.resign(peer),
            Message::TakebackRequest { moves } => {
                if self.takeback_target(peer) != Some(moves) {
                    return Err(NetError::BadTakeback);
                }
                self.view.peer_asks = Some(Ask::Takeback { moves });
                self.tell(LinkEvent::TakebackRequested);
            }
            Message::TakebackAnswer { accept, moves }
                if self.view.we_asked == Some(Ask::Takeback { moves }) =>
            {
                self.view.we_asked = None;
                if accept {
                    self.take_back(moves, self.side()?)?;
                } else {
                    self.tell(LinkEvent::TakebackDeclined);
                }
            }
            Message::Ping { n } => self.say(Message::Pong { n })?,
            Message::Pong { n } => {
                if self.unanswered.is_some_and(|(oldest, _)| n >= oldest) {
                    self.unanswered = None;
                }
            }
            Message::Goodbye { reason } => {
                return Ok(Flow::Stop(match reason {
                    Farewell::Leaving | Farewell::GameOver => Closed::PeerLeft,
                    Farewell::Mismatch => Closed::Broken(NetError::Mismatch),
                    Farewell::Broken => Closed::Broken(NetError::Broken),
                }));
            }
            _ => return Err(NetError::OutOfTurn),
        }
        self.check_over()
    }

    /// The peer's move: its turn, legal, then played. The host does not
    /// take a move made after the mover's time ran out: the flag falls.
    fn peer_moved(&mut self, peer: Side, mv: MoveMsg) -> Result<(), NetError> {
        let board = self.board()?;
        if board.outcome().is_some() || board.side_to_move() != peer {
            return Err(NetError::OutOfTurn);
        }
        if self.is_host() && self.clock_fallen() == Some(peer) {
            return Ok(());
        }
        let (_, text) =
            game::play_text(self.board_mut()?, &mv.text).map_err(NetError::IllegalMove)?;
        if self.is_host() {
            if let Some(times) = self.clock_moved(peer) {
                self.say(Message::Clocks {
                    moves: self.count(),
                    times,
                })?;
            }
        } else {
            self.host_moved(peer, mv.times)?;
        }
        self.moved(peer, text);
        Ok(())
    }

    /// A move was made: offers lapse.
    fn moved(&mut self, side: Side, text: String) {
        self.view.we_asked = None;
        self.view.peer_asks = None;
        let moves = self.count() as usize;
        // The move just played: there is one.
        if let Some(mv) = self.view.board.as_deref().and_then(GameSession::last_move) {
            self.tell(LinkEvent::Moved {
                side,
                mv,
                text,
                moves,
            });
        }
    }

    /// Once the game is over: said, the clocks stopped. The host sends its
    /// final times and leaves; the joiner waits for them (and the goodbye),
    /// so that both records end alike.
    fn check_over(&mut self) -> Result<Flow, NetError> {
        let Some(outcome) = self.board()?.outcome() else {
            return Ok(Flow::Go);
        };
        if self.view.phase != Phase::Over {
            self.stop_clocks();
            self.view.phase = Phase::Over;
            self.over_since = Instant::now();
            self.tell(LinkEvent::Over(outcome));
        }
        if !self.is_host() {
            return Ok(Flow::Go);
        }
        if let Some(times) = self.view.times() {
            let _ = self.say(Message::Clocks {
                moves: self.count(),
                times,
            });
        }
        let _ = self.say(Message::Goodbye {
            reason: Farewell::GameOver,
        });
        Ok(Flow::Stop(Closed::Finished))
    }

    /// The joiner after the end: the host's last times and goodbye, then
    /// done (or done anyway once the opening's time has passed).
    fn after_over(&mut self, message: Option<Message>) -> Result<Flow, NetError> {
        match message {
            Some(Message::Clocks { moves, times }) => self.host_times(moves, times)?,
            Some(Message::Goodbye { .. }) => return Ok(Flow::Stop(Closed::Finished)),
            _ => {}
        }
        if self.over_since.elapsed() > self.setup.limits.handshake {
            return Ok(Flow::Stop(Closed::Finished));
        }
        Ok(Flow::Go)
    }

    /// A peer that broke the protocol: told, and the link ends (the game
    /// stays, to be saved).
    fn broken(&mut self, e: NetError) -> Result<Flow, NetError> {
        let _ = self.say(Message::Goodbye {
            reason: Farewell::Broken,
        });
        self.channel = None;
        Ok(Flow::Stop(Closed::Broken(e)))
    }

    fn close(&mut self, closed: Closed) {
        self.channel = None;
        self.stop_clocks();
        if self.view.phase != Phase::Over {
            self.view.phase = Phase::Closed;
        }
        self.publish();
        self.tell(LinkEvent::Closed(closed));
    }
}
