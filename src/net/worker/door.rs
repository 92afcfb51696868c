//! The host's door: new connections are opened on threads of their own, a
//! few at a time, each within the opening's deadline. When all the places
//! are taken, the oldest opening that has said nothing yet is closed to make
//! room (a stranger's silent connections never keep the friend out); only
//! when every opening is under way is a newcomer told the host is crowded.

use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};

use super::{Flow, Role, Worker};
use crate::net::channel::{self, Accepted, Door, Shut, Tries};
use crate::net::code::Code;
use crate::net::events::{Closed, LinkEvent, Phase};
use crate::net::{Limits, NetError};

/// The host's door: the listener, the connections being opened, the code's
/// tries.
pub(in crate::net) struct Host {
    pub(super) listener: TcpListener,
    pub(super) code: Code,
    pub(super) openings: Vec<Opening>,
    pub(super) opened_tx: Sender<Result<Accepted, NetError>>,
    pub(super) opened: Receiver<Result<Accepted, NetError>>,
    /// The code's tries, taken by the openings as they check it.
    pub(super) tries: Tries,
    /// Wrong codes checked so far.
    pub(super) wrong_codes: u32,
}

/// A connection being opened on its thread.
pub(super) struct Opening {
    /// The same socket, to close it from here.
    stream: TcpStream,
    /// Its first frame has come.
    spoke: Arc<AtomicBool>,
    /// Closed from here to make room.
    cut: Arc<AtomicBool>,
    /// Its thread has finished.
    done: Arc<AtomicBool>,
}

impl Worker {
    /// New connections are opened on threads of their own, a few at a time.
    /// The first that pairs (or, once paired, resumes) is the peer; a wrong
    /// code counts against the code's tries, and when they are spent before
    /// anyone paired, the host stops: no join can happen any more.
    pub(super) fn door(&mut self) -> Result<Flow, NetError> {
        let door = self.door_state();
        let limits = self.setup.limits.clone();
        let Role::Host(host) = &mut self.role else {
            return Ok(Flow::Go);
        };
        host.openings.retain(|o| !o.done.load(Ordering::SeqCst));
        while let Ok((stream, _)) = host.listener.accept() {
            if host.openings.len() >= limits.max_opening && !host.make_room() {
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
        let spent = host.wrong_codes >= self.setup.limits.max_wrong_codes;
        match self.view.phase {
            Phase::Waiting if self.channel.is_none() && !spent => Door {
                pair: Some((host.code.clone(), host.tries.clone())),
                ..Door::default()
            },
            Phase::Waiting => Door {
                shut: if spent {
                    Shut::NoMoreTries
                } else {
                    Shut::Pairing
                },
                ..Door::default()
            },
            Phase::Playing | Phase::Reconnecting { .. } => Door {
                resume: self.key,
                ..Door::default()
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
                let mut spent = false;
                if let Role::Host(host) = &mut self.role
                    && e == NetError::WrongCode
                {
                    host.wrong_codes += 1;
                    self.view.wrong_codes = host.wrong_codes;
                    spent = host.wrong_codes >= self.setup.limits.max_wrong_codes;
                }
                self.tell(LinkEvent::Turned(e));
                // Every try of the code is spent and nobody paired: no
                // join can happen, so the host says so and stops.
                if spent && self.view.phase == Phase::Waiting && self.channel.is_none() {
                    let tries = self.setup.limits.max_wrong_codes;
                    return Ok(Flow::Stop(Closed::Failed(NetError::CodeSpent(tries))));
                }
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

impl Host {
    /// Closes the oldest opening that has sent nothing yet, if there is
    /// one: a place for a newcomer.
    fn make_room(&mut self) -> bool {
        let Some(i) = self
            .openings
            .iter()
            .position(|o| !o.spoke.load(Ordering::SeqCst))
        else {
            return false;
        };
        let silent = self.openings.remove(i);
        silent.cut.store(true, Ordering::SeqCst);
        let _ = silent.stream.shutdown(Shutdown::Both);
        true
    }
}

/// Opens one connection on a thread of its own, within the handshake's
/// deadline, and gives the result to the host's loop.
fn open_in_background(stream: TcpStream, door: Door, limits: &Limits, host: &mut Host) {
    let Ok(handle) = stream.try_clone() else {
        channel::turn_away(stream);
        return;
    };
    let opening = Opening {
        stream: handle,
        spoke: Arc::new(AtomicBool::new(false)),
        cut: Arc::new(AtomicBool::new(false)),
        done: Arc::new(AtomicBool::new(false)),
    };
    let (spoke, cut, done) = (
        Arc::clone(&opening.spoke),
        Arc::clone(&opening.cut),
        Arc::clone(&opening.done),
    );
    let results = host.opened_tx.clone();
    let limits = limits.clone();
    let spawned = std::thread::Builder::new()
        .name("network door".into())
        .spawn(move || {
            let result = channel::accept(stream, &door, &limits, &spoke);
            let result = match result {
                Err(_) if cut.load(Ordering::SeqCst) => Err(NetError::Silent),
                other => other,
            };
            let _ = results.send(result);
            done.store(true, Ordering::SeqCst);
        });
    if spawned.is_ok() {
        host.openings.push(opening);
    }
}
