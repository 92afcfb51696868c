//! The connection: keeping it alive, losing it, and resuming the game on a
//! new one.

use std::time::Instant;

use super::{Flow, Role, Worker};
use crate::net::channel::{self, Channel, Mode};
use crate::net::events::{Closed, LinkEvent, Phase};
use crate::net::message::{Farewell, Message, MoveMsg, Resume};
use crate::net::{NetError, game};

impl Worker {
    pub(super) fn opened(&mut self, channel: Channel) {
        self.channel = Some(channel);
        self.greeted = false;
        self.last_heard = Instant::now();
        self.last_ping = Instant::now();
        self.unanswered = None;
        self.rate = (0, Instant::now());
    }

    /// Pings the peer every [`Limits::ping_every`]; a connection whose ping
    /// goes unanswered for [`Limits::pong_wait`] is taken for dead: one that
    /// died without a word (a cable pulled, a laptop shut) says nothing
    /// else. Timed from our own ping, it does not hang on the peer's pace.
    ///
    /// [`Limits::ping_every`]: crate::net::Limits::ping_every
    /// [`Limits::pong_wait`]: crate::net::Limits::pong_wait
    pub(super) fn keep_alive(&mut self) -> Result<Flow, NetError> {
        let limits = &self.setup.limits;
        if !self.greeted {
            // A peer that has not said hello has the opening's time, no more.
            if self.last_heard.elapsed() > limits.handshake {
                return self.dropped(NetError::TimedOut);
            }
            return Ok(Flow::Go);
        }
        if let Some((_, sent)) = self.unanswered
            && sent.elapsed() > limits.pong_wait
        {
            return self.dropped(NetError::TimedOut);
        }
        if self.last_ping.elapsed() > limits.ping_every {
            let now = Instant::now();
            self.last_ping = now;
            self.pings += 1;
            self.unanswered.get_or_insert((self.pings, now));
            self.say(Message::Ping { n: self.pings })?;
        }
        Ok(Flow::Go)
    }

    /// The connection failed: before the game began, or with a peer that
    /// broke the protocol, that is the end; otherwise the game waits.
    pub(super) fn dropped(&mut self, e: NetError) -> Result<Flow, NetError> {
        self.channel = None;
        match self.view.phase {
            // A joiner that went before its hello: the host waits for the
            // next. A connection lost again while resuming: both go on
            // trying until the deadline.
            Phase::Waiting if self.is_host() => Ok(Flow::Go),
            Phase::Reconnecting { .. } => Ok(Flow::Go),
            Phase::Playing if !e.is_peer_fault() => {
                self.lost(e);
                Ok(Flow::Go)
            }
            _ => Err(e),
        }
    }

    pub(super) fn lost(&mut self, e: NetError) {
        if self.view.phase != Phase::Playing {
            return;
        }
        self.next_try = Instant::now();
        self.view.we_asked = None;
        self.view.peer_asks = None;
        self.stop_clocks();
        self.view.phase = Phase::Reconnecting {
            until: Instant::now() + self.setup.limits.reconnect_for,
        };
        self.tell(LinkEvent::Dropped(e));
    }

    /// While the connection is down: the joiner tries again now and then;
    /// either side gives up when the time is out.
    pub(super) fn reconnect(&mut self) -> Result<Flow, NetError> {
        let Phase::Reconnecting { until } = self.view.phase else {
            return Ok(Flow::Go);
        };
        if Instant::now() >= until {
            return Ok(Flow::Stop(Closed::GaveUp));
        }
        let (Role::Joiner { addr, .. }, Some(key)) = (&self.role, self.key) else {
            return Ok(Flow::Go);
        };
        if Instant::now() < self.next_try {
            return Ok(Flow::Go);
        }
        self.next_try = Instant::now() + self.setup.limits.retry_every;
        match channel::connect(*addr, &Mode::Resume(key), &self.setup.limits) {
            Ok((channel, _)) => {
                self.opened(channel);
                let resume = self.my_resume()?;
                self.say(Message::Resume(resume))?;
            }
            Err(e) if e.is_final() => return Err(e),
            Err(_) => {}
        }
        Ok(Flow::Go)
    }

    pub(super) fn my_resume(&self) -> Result<Resume, NetError> {
        let board = self.board()?;
        let moves = board.move_count();
        Ok(Resume {
            moves: moves as u32,
            hash: game::hash_at(board, moves),
            before_last: game::hash_at(board, moves.saturating_sub(1)),
        })
    }

    /// The paired joiner is back on a new connection, its resume proved by
    /// the pairing's key: the game goes on there at once. A connection the
    /// host still holds is let go first, said as a drop (it may have died
    /// without a word, or be alive and slow: either way the joiner has left
    /// it), so the clocks stop and start again as on any resume.
    pub(super) fn take_over(&mut self, channel: Channel, resume: Resume) -> Result<Flow, NetError> {
        if self.channel.take().is_some() {
            self.lost(NetError::Replaced);
        }
        self.opened(channel);
        self.resume(resume)
    }

    /// The peer's resume: both games must be proved the same up to the
    /// shorter, whichever side is ahead (by a move at most); the side ahead
    /// sends its last move again (it was lost on the way).
    pub(super) fn resume(&mut self, theirs: Resume) -> Result<Flow, NetError> {
        let mine = self.my_resume()?;
        if self.is_host() {
            self.say(Message::Resume(mine))?;
        }
        let board = self.board()?;
        let common = (theirs.moves.min(mine.moves)) as usize;
        let agree = match theirs.moves.checked_sub(mine.moves) {
            Some(0) => theirs.hash == mine.hash,
            // They are a move ahead: their game without it must be ours.
            Some(1) => theirs.before_last == mine.hash,
            Some(_) => false,
            // We are ahead: their game must be ours up to where theirs ends.
            None => {
                mine.moves - theirs.moves == 1
                    && game::hash_at(board, theirs.moves as usize) == theirs.hash
            }
        };
        if !agree {
            let _ = self.say(Message::Goodbye {
                reason: Farewell::Mismatch,
            });
            return Err(NetError::Mismatch);
        }
        let extra: Vec<String> = board.move_texts().into_iter().skip(common).collect();
        for text in extra {
            let times = self.view.times();
            self.say(Message::Move(MoveMsg { text, times }))?;
        }
        self.greeted = true;
        self.view.phase = Phase::Playing;
        self.resumed_reading = true;
        self.run_clock();
        if self.is_host()
            && let Some(times) = self.view.times()
        {
            self.say(Message::Clocks {
                moves: self.count(),
                times,
            })?;
        }
        self.tell(LinkEvent::Resumed);
        self.check_over()
    }
}
