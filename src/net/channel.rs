//! The channel: pairing over the code with SPAKE2, then the Noise protocol
//! with the key SPAKE2 gave as its pre-shared key; after that, every message
//! is encrypted and authenticated.
//!
//! The opening, in frames (see [`super::frame`]):
//!
//! 1. joiner: `AKIDADA1`, the mode (0 pair, 1 resume), and in pairing its
//!    SPAKE2 message;
//! 2. host: `AKIDADA1`, a status (0 go on, 1 a game goes on, 2 no more
//!    tries, 4 too many openings at once, 5 another joiner is pairing, 6 no
//!    game of this key), and in pairing its SPAKE2 message;
//! 3. joiner: Noise `NNpsk0` first message (its ephemeral key, under the
//!    pre-shared key: the SPAKE2 key in pairing, the game's key in resume);
//! 4. host: the second message, or `AKIDADA1` and a status when the first
//!    did not decrypt: 3 in pairing (the code was wrong), 6 in resume (the
//!    key is not this game's). In pairing, a try of the code is counted
//!    before the message is decrypted, so no more than the limit of wrong
//!    codes is ever checked, however many arrive at once; the code's tries
//!    spent, the host says 2 without decrypting.
//! 5. in resume, joiner: its [`Resume`], the first message under the keys of
//!    this connection.
//!
//! Frames 1 and 2 are the Noise prologue, so a change to them on the way
//! makes the handshake fail. Resuming uses the key of the first pairing, so
//! it spends none of the code's tries and works only for the side that paired.
//!
//! The host takes a resumed connection only once frame 5 decrypts. Frames 1
//! and 3 of an earlier resume, replayed by someone who saw them, do pass
//! frame 3 (the pre-shared key is the same); but the keys of the connection
//! mix the joiner's ephemeral key with the host's new one, so only the
//! holder of that ephemeral private key can write frame 5, and a replayed
//! frame 5 of the earlier connection does not decrypt under the new keys.

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Instant;

use snow::{Builder, HandshakeState, TransportState};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::code::Code;
use super::frame::Frames;
use super::message::{Message, Resume};
use super::{Limits, NetError};

const MAGIC: &[u8; 8] = b"AKIDADA1";
const NOISE: &str = "Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s";
/// SPAKE2's identity: both sides use the same (the symmetric form).
const IDENTITY: &[u8] = b"akidada network game";
/// The authentication tag Noise adds to each message.
const TAG: usize = 16;

/// The key both sides of a game hold after pairing.
pub type Key = [u8; 32];

/// How a joiner opens the channel.
#[derive(Clone, Debug)]
pub enum Mode {
    /// With the code, the first time.
    Pair(Code),
    /// With the key of the first pairing, after the connection dropped.
    Resume(Key),
}

/// What the host lets in at the moment a connection arrives.
#[derive(Clone, Debug, Default)]
pub struct Door {
    /// The code and its tries, while the game waits for its joiner.
    pub pair: Option<(Code, Tries)>,
    /// The game's key, once paired.
    pub resume: Option<Key>,
    /// Why a pairing is not let in now, when it is not.
    pub shut: Shut,
}

/// Why the door takes no pairing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Shut {
    /// The host has its game going on, or over.
    #[default]
    GameOn,
    /// Another joiner has paired and is saying hello.
    Pairing,
    /// The code's tries are spent.
    NoMoreTries,
}

/// The code's tries, shared by the openings of one host: a try is taken
/// before a code is checked and given back when it was right, so at most
/// `max` wrong codes are ever checked, in a row or all at once.
#[derive(Clone, Debug, Default)]
pub struct Tries {
    taken: Arc<AtomicU32>,
    max: u32,
}

impl Tries {
    pub fn new(max: u32) -> Tries {
        Tries {
            taken: Arc::new(AtomicU32::new(0)),
            max,
        }
    }

    /// Takes a try, if one is left.
    fn take(&self) -> bool {
        self.taken
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < self.max).then_some(n + 1)
            })
            .is_ok()
    }

    fn give_back(&self) {
        self.taken.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The status byte of the host's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Status {
    Go = 0,
    Busy = 1,
    NoMoreTries = 2,
    WrongCode = 3,
    Crowded = 4,
    Pairing = 5,
    UnknownGame = 6,
}

/// An open channel: the stream and the Noise session.
pub struct Channel {
    frames: Frames,
    noise: TransportState,
    peer: Option<SocketAddr>,
}

impl Channel {
    pub fn send(&mut self, message: &Message) -> Result<(), NetError> {
        let plain = message.encode();
        let mut sealed = vec![0u8; plain.len() + TAG];
        let n = self
            .noise
            .write_message(&plain, &mut sealed)
            .map_err(|_| NetError::Oversized)?;
        self.frames.send(&sealed[..n])
    }

    /// The next message if one has come (waiting one tick at most). A frame
    /// that does not decrypt (changed, replayed, out of order) or does not
    /// read as a message ends the connection.
    pub fn poll(&mut self) -> Result<Option<Message>, NetError> {
        let Some(sealed) = self.frames.poll()? else {
            return Ok(None);
        };
        self.open(&sealed).map(Some)
    }

    /// A frame decrypted and read as a message.
    fn open(&mut self, sealed: &[u8]) -> Result<Message, NetError> {
        let mut plain = vec![0u8; sealed.len()];
        let n = self
            .noise
            .read_message(sealed, &mut plain)
            .map_err(|_| NetError::Tampered)?;
        Message::decode(&plain[..n]).map_err(NetError::BadMessage)
    }

    /// The joiner's resume, the first message on a resumed connection, by
    /// `deadline`: its proof that it made this opening (see the module doc).
    fn resume_before(&mut self, deadline: Instant) -> Result<Resume, NetError> {
        let sealed = self.frames.next_before(deadline)?;
        match self.open(&sealed)? {
            Message::Resume(resume) => Ok(resume),
            _ => Err(NetError::OutOfTurn),
        }
    }

    pub fn peer(&self) -> Option<SocketAddr> {
        self.peer
    }
}

/// The joiner's side: connects, pairs or resumes. Gives the channel and the
/// game's key.
pub fn connect(addr: SocketAddr, mode: &Mode, limits: &Limits) -> Result<(Channel, Key), NetError> {
    let stream = TcpStream::connect_timeout(&addr, limits.handshake).map_err(NetError::from_io)?;
    let deadline = Instant::now() + limits.handshake;
    let mut frames = Frames::new(stream, limits).map_err(NetError::from_io)?;
    let mut hello = MAGIC.to_vec();
    let spake = match mode {
        Mode::Pair(code) => {
            let (state, outbound) = Spake2::<Ed25519Group>::start_symmetric(
                &Password::new(code.secret()),
                &Identity::new(IDENTITY),
            );
            hello.push(0);
            hello.extend_from_slice(&outbound);
            Some(state)
        }
        Mode::Resume(_) => {
            hello.push(1);
            None
        }
    };
    frames.send(&hello)?;
    let answer = frames.next_before(deadline)?;
    let rest = status_of(&answer)?;
    let key = match (spake, mode) {
        (Some(state), _) => {
            let shared = state.finish(rest).map_err(|_| NetError::Handshake)?;
            Key::try_from(shared.as_slice()).map_err(|_| NetError::Handshake)?
        }
        (None, Mode::Resume(key)) => *key,
        (None, Mode::Pair(_)) => return Err(NetError::Handshake),
    };
    let prologue = [hello.as_slice(), answer.as_slice()].concat();
    let mut noise = noise(&key, &prologue, true)?;
    let mut buf = [0u8; 256];
    let n = noise
        .write_message(&[], &mut buf)
        .map_err(|_| NetError::Handshake)?;
    frames.send(&buf[..n])?;
    let reply = frames.next_before(deadline)?;
    if reply.len() == MAGIC.len() + 1 {
        status_of(&reply)?;
        return Err(NetError::Handshake);
    }
    noise
        .read_message(&reply, &mut buf)
        .map_err(|_| NetError::Handshake)?;
    let noise = noise
        .into_transport_mode()
        .map_err(|_| NetError::Handshake)?;
    let peer = frames.stream.peer_addr().ok();
    Ok((
        Channel {
            frames,
            noise,
            peer,
        },
        key,
    ))
}

/// The host's side of one connection: reads the joiner's opening and answers
/// by what `door` lets in; `spoke` is set once its first frame has come.
/// Gives the channel, the game's key and, on a resumed connection, the
/// joiner's resume.
pub fn accept(
    stream: TcpStream,
    door: &Door,
    limits: &Limits,
    spoke: &AtomicBool,
) -> Result<Accepted, NetError> {
    let deadline = Instant::now() + limits.handshake;
    let peer = stream.peer_addr().ok();
    let mut frames = Frames::new(stream, limits).map_err(NetError::from_io)?;
    let hello = frames.next_before(deadline)?;
    spoke.store(true, Ordering::SeqCst);
    let (mode, rest) = match hello.strip_prefix(MAGIC.as_slice()) {
        Some([mode, rest @ ..]) if *mode <= 1 => (*mode, rest),
        _ => return Err(NetError::NotAkidada),
    };
    let mut answer = MAGIC.to_vec();
    let key = match (mode, &door.pair, &door.resume) {
        (0, Some((code, _)), _) => {
            let (state, outbound) = Spake2::<Ed25519Group>::start_symmetric(
                &Password::new(code.secret()),
                &Identity::new(IDENTITY),
            );
            let shared = state.finish(rest).map_err(|_| NetError::Handshake)?;
            answer.push(Status::Go as u8);
            answer.extend_from_slice(&outbound);
            Key::try_from(shared.as_slice()).map_err(|_| NetError::Handshake)?
        }
        (1, _, Some(key)) if rest.is_empty() => {
            answer.push(Status::Go as u8);
            *key
        }
        (0, None, _) => {
            let (status, why) = match door.shut {
                Shut::GameOn => (Status::Busy, NetError::Busy),
                Shut::Pairing => (Status::Pairing, NetError::Pairing),
                Shut::NoMoreTries => (Status::NoMoreTries, NetError::NoMoreTries),
            };
            return refuse(&mut frames, status, why);
        }
        _ => return refuse(&mut frames, Status::UnknownGame, NetError::UnknownGame),
    };
    frames.send(&answer)?;
    let prologue = [hello.as_slice(), answer.as_slice()].concat();
    let mut noise = noise(&key, &prologue, false)?;
    let first = frames.next_before(deadline)?;
    let mut buf = [0u8; 256];
    let tries = door
        .pair
        .as_ref()
        .map(|(_, tries)| tries)
        .filter(|_| mode == 0);
    if let Some(tries) = tries
        && !tries.take()
    {
        return refuse(&mut frames, Status::NoMoreTries, NetError::NoMoreTries);
    }
    if noise.read_message(&first, &mut buf).is_err() {
        return match tries {
            Some(_) => refuse(&mut frames, Status::WrongCode, NetError::WrongCode),
            None => refuse(&mut frames, Status::UnknownGame, NetError::UnknownGame),
        };
    }
    if let Some(tries) = tries {
        tries.give_back();
    }
    let n = noise
        .write_message(&[], &mut buf)
        .map_err(|_| NetError::Handshake)?;
    frames.send(&buf[..n])?;
    let noise = noise
        .into_transport_mode()
        .map_err(|_| NetError::Handshake)?;
    let mut channel = Channel {
        frames,
        noise,
        peer,
    };
    let resume = match mode {
        1 => Some(channel.resume_before(deadline)?),
        _ => None,
    };
    Ok(Accepted {
        channel,
        key,
        resume,
    })
}

/// A connection the host let in.
pub struct Accepted {
    pub channel: Channel,
    pub key: Key,
    /// The joiner's resume, read and proved within the opening: `None` for
    /// a pairing.
    pub resume: Option<Resume>,
}

/// Says "too many openings at once" to a connection the host has no room
/// to open now, without reading or waiting for anything, and closes it.
pub fn turn_away(stream: TcpStream) {
    let mut answer = vec![0, (MAGIC.len() + 1) as u8];
    answer.extend_from_slice(MAGIC);
    answer.push(Status::Crowded as u8);
    if stream.set_nonblocking(true).is_ok() {
        let _ = (&stream).write(&answer);
    }
}

/// Says plainly why the host does not go on, then fails with `why`.
fn refuse<T>(frames: &mut Frames, status: Status, why: NetError) -> Result<T, NetError> {
    let mut answer = MAGIC.to_vec();
    answer.push(status as u8);
    // The refusal is a courtesy: a peer gone already changes nothing.
    let _ = frames.send(&answer);
    Err(why)
}

/// The host's status in its answer, and what follows it.
fn status_of(answer: &[u8]) -> Result<&[u8], NetError> {
    let Some([status, rest @ ..]) = answer.strip_prefix(MAGIC.as_slice()) else {
        return Err(NetError::NotAkidada);
    };
    match *status {
        s if s == Status::Go as u8 => Ok(rest),
        s if s == Status::Busy as u8 => Err(NetError::Busy),
        s if s == Status::NoMoreTries as u8 => Err(NetError::NoMoreTries),
        s if s == Status::WrongCode as u8 => Err(NetError::WrongCode),
        s if s == Status::Crowded as u8 => Err(NetError::Crowded),
        s if s == Status::Pairing as u8 => Err(NetError::Pairing),
        s if s == Status::UnknownGame as u8 => Err(NetError::UnknownGame),
        _ => Err(NetError::NotAkidada),
    }
}

fn noise(key: &Key, prologue: &[u8], initiator: bool) -> Result<HandshakeState, NetError> {
    let params = NOISE.parse().map_err(|_| NetError::Handshake)?;
    let builder = Builder::new(params)
        .psk(0, key)
        .and_then(|b| b.prologue(prologue))
        .map_err(|_| NetError::Handshake)?;
    if initiator {
        builder.build_initiator()
    } else {
        builder.build_responder()
    }
    .map_err(|_| NetError::Handshake)
}
