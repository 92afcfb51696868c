//! The host's door: new connections are opened on threads of their own, a
//! few at a time, each within the opening's deadline; the rest are turned
//! away at once.

use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender};

use super::{Flow, Role, Worker};
use crate::net::channel::{self, Accepted, Door};
use crate::net::code::Code;
use crate::net::link::{Event, Phase};
use crate::net::{Limits, NetError};

/// The host's door: the listener, the connections being opened, the code's
/// tries.
pub(in crate::net) struct Host {
    pub(super) listener: TcpListener,
    pub(super) code: Code,
    pub(super) opening: Arc<AtomicUsize>,
    pub(super) opened_tx: Sender<Result<Accepted, NetError>>,
    pub(super) opened: Receiver<Result<Accepted, NetError>>,
    pub(super) wrong_codes: u32,
}

impl Worker {
    /// New connections are opened on threads of their own, a few at a time;
    /// the rest are closed at once. The first that pairs (or, once paired,
    /// resumes) is the peer; a wrong code counts against the code's tries.
    pub(super) fn door(&mut self) -> Result<Flow, NetError> {
        let door = self.door_state();
        let limits = self.setup.limits.clone();
        let Role::Host(host) = &mut self.role else {
            return Ok(Flow::Go);
        };
        while let Ok((stream, _)) = host.listener.accept() {
            if host.opening.load(Ordering::SeqCst) >= limits.max_opening {
                channel::turn_away(stream);
                continue;
            }
            open_in_background(stream, door.clone(), &limits, host);
        }
        let results: Vec<_> = host.opened.try_iter().collect();
        for result in results {
            if let Flow::Stop(closed) = self.door_result(result)? {
                return Ok(Flow::Stop(closed));
            }
        }
        Ok(Flow::Go)
    }

    /// What the door lets in now: the code while the game waits for its
    /// joiner; once paired, a resume with the pairing's key, even while the
    /// game's connection looks alive (one that died without a word would
    /// otherwise keep the joiner out until it is found dead).
    pub(super) fn door_state(&self) -> Door {
        let Role::Host(host) = &self.role else {
            return Door::default();
        };
        match self.view.phase {
            Phase::Waiting
                if self.channel.is_none()
                    && host.wrong_codes < self.setup.limits.max_wrong_codes =>
            {
                Door {
                    pair: Some(host.code.clone()),
                    resume: None,
                }
            }
            Phase::Playing | Phase::Reconnecting { .. } => Door {
                pair: None,
                resume: self.key,
            },
            _ => Door::default(),
        }
    }

    pub(super) fn door_result(
        &mut self,
        result: Result<Accepted, NetError>,
    ) -> Result<Flow, NetError> {
        let accepted = match result {
            Ok(accepted) => accepted,
            Err(e) => {
                if let Role::Host(host) = &mut self.role
                    && e == NetError::WrongCode
                {
                    host.wrong_codes += 1;
                    self.view.wrong_codes = host.wrong_codes;
                }
                self.tell(Event::Turned(e));
                return Ok(Flow::Go);
            }
        };
        match (self.view.phase, accepted.resume) {
            (Phase::Waiting, None) if self.channel.is_none() => {
                self.key = Some(accepted.key);
                self.opened(accepted.channel);
                Ok(Flow::Go)
            }
            (Phase::Playing | Phase::Reconnecting { .. }, Some(resume))
                if Some(accepted.key) == self.key =>
            {
                self.take_over(accepted.channel, resume)
            }
            // A second joiner that paired at the same moment, or a
            // connection opened for a moment that has passed: closed.
            _ => Ok(Flow::Go),
        }
    }
}

/// Opens one connection on a thread of its own, within the handshake's
/// deadline, and gives the result to the host's loop.
fn open_in_background(stream: TcpStream, door: Door, limits: &Limits, host: &Host) {
    let opening = Arc::clone(&host.opening);
    let results = host.opened_tx.clone();
    let limits = limits.clone();
    opening.fetch_add(1, Ordering::SeqCst);
    let spawned = std::thread::Builder::new()
        .name("network door".into())
        .spawn({
            let opening = Arc::clone(&opening);
            move || {
                let result = channel::accept(stream, &door, &limits);
                let _ = results.send(result);
                opening.fetch_sub(1, Ordering::SeqCst);
            }
        });
    if spawned.is_err() {
        opening.fetch_sub(1, Ordering::SeqCst);
    }
}
