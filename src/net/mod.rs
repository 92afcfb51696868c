//! Playing over the network: one copy of the app hosts a game, another joins
//! it with the address and a short code, and the two play on a channel no
//! one else can read or change. No GUI code: the window and the command line
//! drive a game through [`Link`], which runs on a thread of its own.
//!
//! The layer: above `games`, `session` and `record`, which it uses (every
//! move is checked by the rules, the game is saved as the app's own record),
//! and below `app` and `cli`, which use it. It knows nothing of the engine:
//! the command line's `--engine` plays through it like a person.
//!
//! # How it goes
//!
//! 1. The host listens on a port and makes a code (`1234-5678`, or one the
//!    person chose) for this game alone.
//! 2. The joiner connects. Both run SPAKE2 over the code (the `spake2`
//!    crate, as magic-wormhole does) and get the same 32-byte key if, and
//!    only if, they typed the same code. That key is the pre-shared key of a
//!    Noise handshake (`Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s`, the `snow`
//!    crate); every message after it is encrypted and authenticated. The
//!    bytes of the opening are Noise's prologue. See [`channel`].
//! 3. Each side says hello (version, name; the host: the game, its rules,
//!    clocks, colours, any moves so far, and whether it is a lesson, in
//!    which both players' apps allow hints and analysis), then the moves, offers and
//!    answers go back and forth as typed [`message::Message`]s. Both sides
//!    check every move by the rules; the host keeps the clocks and sends the
//!    times left with every move, and the joiner checks them against its own
//!    count of the moves it saw (see the threat model).
//! 4. Each side pings the other every [`Limits::ping_every`]; a ping
//!    unanswered for [`Limits::pong_wait`] means the connection died, even
//!    one that died without a word (a cable pulled, a laptop shut).
//! 5. If the connection drops, both keep the game and its clocks stop; the
//!    joiner connects again at once, then every [`Limits::retry_every`] for
//!    [`Limits::reconnect_for`], with the key of the first pairing (no new
//!    try of the code), and both prove they hold the same game (the number
//!    of moves, and hashes of the record with and without its last move, so
//!    that the side behind checks the moves it shares with the side ahead)
//!    before going on. The host takes that
//!    resume even while it still holds a connection it thinks alive: the
//!    joiner has left it, so it is let go and the game goes on on the new
//!    one at once. If the peer does not return, the link ends and the caller
//!    saves the record (names, the note `network`, the clocks); hosting that
//!    saved game again resumes it with a new code.
//!
//! # Hosting from home
//!
//! A host that listens on every address asks the router to forward its
//! port while the game lasts ([`portmap`]): PCP or NAT-PMP to the default
//! gateway, then UPnP IGD, all within [`portmap::DISCOVERY`] and on a
//! thread of its own. The mapping is asked for [`portmap::LEASE`] and
//! renewed at half of it, and removed when the game ends; the window and
//! `akidada host` show the router's public address first, then this
//! machine's own for a friend on the same network, or say that no router
//! answered and what to do instead. Where one socket takes IPv6 and IPv4,
//! the host listens on both and offers a global IPv6 address too (no
//! mapping needed; a router's IPv6 firewall may still stand in the way).
//!
//! # Threat model
//!
//! The attacker is anyone who can reach the host's port or sits on the path
//! between the two (the same network, the internet). The two players trust
//! each other's program no more than anyone else's input: a peer may be a
//! modified program.
//!
//! | the attacker tries to | and |
//! |---|---|
//! | read the moves or names | cannot: everything after the handshake is encrypted with ChaCha20-Poly1305 under keys only the two ends have |
//! | change, insert, drop or replay a message | cannot unnoticed: each message is authenticated with a counter for nonce; a changed, replayed or reordered message fails to decrypt and the connection ends (then resumes: a dropped message is found by the resume's check) |
//! | change the opening (mode, status, SPAKE2 messages) | makes the handshake fail: the opening is Noise's prologue and SPAKE2 gives different keys |
//! | guess the code offline, from what it saw | cannot: SPAKE2 gives an eavesdropper, or a man in the middle, nothing to test a guess against; it learns only whether its one online guess was right |
//! | guess the code online | has [`Limits::max_wrong_codes`] tries (10) against 10^8 codes: one chance in ten million; a code the person chose is as strong as the person made it. Exactly that many wrong codes are ever checked, one after another or all at once: a try is taken before a code is checked (and given back when it was right); then the host says so and stops waiting, and the window offers Host… again, for a new code |
//! | join in the friend's place after pairing | cannot: once paired the host takes only a resume, which needs the key of that pairing; a pairing is told the game goes on, a resume under another key is told the host does not hold that game, and neither touches the game's connection |
//! | pair with the code, then send anything but a hello (a ping, garbage, a flood) | loses that connection alone: the host says which message came instead and waits on for the friend |
//! | resume with another game, or claim a move more | is refused: the side behind checks the hash of the moves both share, whichever side is ahead (by one move at most); a game that differs ends the link as a mismatch, the game kept as it was |
//! | ask to take back a move it does not have | is refused as that, in words that say the other side did it; the link ends, the game kept |
//! | lie about the clocks (as the host) | cannot make the joiner lose by it: the joiner keeps its own count of both clocks from the moves it sees, and refuses a flag in a game without clocks, any time left beyond what the time control gives by then (the base and an increment for each of that side's moves), and a reading or a flag further than [`Limits::clock_slack`] (5 s; after a resume, a ping's round more) from its own count. A refusal ends the link as the host's fault, the game kept unfinished, never recorded as a loss. Within the slack, the host's count is the one kept; `akidada check` refuses a network game's record whose clocks could not have run so |
//! | replay a resume's opening it saw, to take the game's connection | cannot: the replayed frames pass the Noise handshake (the key is the same), but the host takes a resumed connection only once the joiner's first message on it decrypts, and that needs the ephemeral private key of the joiner that made the opening (Noise's fresh ephemeral keys on both sides); the replay is turned away ("a message was changed on the way") and the game goes on untouched |
//! | flood the host with connections | is turned away: at most [`Limits::max_opening`] handshakes at once, each with a deadline of [`Limits::handshake`]; when all are taken, the oldest that has sent nothing is closed for the newcomer, so silent connections never keep the friend (or a resume) out; when every one is under way, the newcomer is told the host is crowded and closed at once; the game's own connection is served by the same loop a tick at a time and goes on |
//! | stall: open a connection, or a message, and send no more | is cut off after [`Limits::handshake`] in the opening, [`Limits::stall`] within a message, [`Limits::pong_wait`] without answering a ping (the connection is then taken for dropped, and the game waits for a resume) |
//! | send garbage, an oversized length, a message of another version, an unknown kind or field | is cut off: the length is checked before any byte is read into memory ([`Limits::max_frame`]), every message is parsed into typed values with unknown fields refused and texts cut to their limits |
//! | flood messages as the peer | is cut off past [`Limits::max_rate`] messages a second |
//! | play an illegal move, out of turn, answer an offer never made | is refused by the rules, which both ends apply; the link ends and the game stays as it was, to be saved |
//! | name a file, a path or a command | cannot: no message holds one; the record saved is made by this program from its own game |
//! | reach the host's port from the internet, once the router forwards it | reaches what a stranger on the same network always could: the game's door, with every defence above; only for the game's length (the mapping is removed at its end, and one left by an app that died lapses within [`portmap::LEASE`], 2 minutes), and only that one TCP port, to this machine |
//! | answer the router search in the router's place (a machine on the home network) | can say there is no router, or give a mapping that leads nowhere: the friend then cannot join, as when no router answers; cannot send the app elsewhere (a description or control address away from the machine that answered is refused, and names are never looked up); what it sends is read within the search's deadline and size limits (64 KiB over HTTP, one datagram over UDP), and a reply that does not read is an error, never a panic |
//! | learn of the game from the router | can, as anyone on the home network can ask a UPnP router for its mappings: the port and this machine's address, under the name "Akidada"; never the code |
//! | cut the connection | can, like anyone on the path, loudly or by dropping its packets: the game is kept, the clocks stop once the cut is found, the joiner reconnects; no attacker can make either side lose by it |
//!
//! # Measured, and known limits
//!
//! On this project's machine (two shared cores, the tests' debug build):
//! thirty moves of a game while a hundred strangers connect at once, some
//! sending garbage, an oversized length or half an opening, took 0.84 s,
//! two other processes spinning meanwhile; every stranger was let go within
//! the opening's deadline. The message and frame readers were fuzzed with a
//! million inputs each, no panic (`tests/engine/net_fuzz.rs`).
//!
//! A connection that dies without a word (a cable pulled, not a program
//! closed) is found by a ping unanswered for [`Limits::pong_wait`]: with the
//! product's limits (a ping every 5 s, 10 s to answer) 10 to 15 s after it
//! died, by whichever side finds it first. The joiner then reconnects at
//! once, and the host takes its resume whether or not it has found the old
//! connection dead. In the tests (a ping every 0.3 s, 1 s to answer, the
//! host's own wait set to a minute so that only the joiner could find the
//! silence) the host took the joiner's resume 1.15 to 1.18 s after a proxy
//! stopped carrying bytes, in five runs, with the same position and
//! clocks. No side can know when a silent connection died: until one finds
//! it, the clocks run on both screens as if nothing happened, so the side
//! to move is charged that time (15 s at most), then the clocks stop.
//!
//! While the connection is down, moves and offers are refused ("not
//! connected"). A move lost with the connection it was sent on is found by
//! the resume's check (the side ahead by it sends it again); an offer or a
//! takeback request still unanswered lapses. The clocks stand still while
//! the connection is down, so a player may stop them by cutting their own
//! connection, for at most [`Limits::reconnect_for`] each time.
//!
//! What it does not do: hide that two machines play (the addresses and the
//! timing show), keep the game secret from the friend's own machine, or stop
//! a player from consulting an engine on another program.

pub mod channel;
pub mod code;
pub mod events;
pub mod frame;
pub mod game;
pub mod link;
pub mod message;
pub mod portmap;
mod worker;

use std::io;
use std::time::Duration;

use crate::games::Side;
use crate::i18n::{Msg, m};

pub use crate::record::clock::{Clock, TimeControl};
pub use code::{Code, CodeError};
pub use events::{Ask, Closed, HostConfig, JoinConfig, LinkCommand, LinkEvent, Phase, View};
pub use game::NETWORK_NOTE;
pub use link::{Link, local_addresses};
pub use message::{BadMessage, Times};

/// The port a host listens on when none is given.
pub const DEFAULT_PORT: u16 = 47_147;

/// The limits of a connection; the defaults are the product's, and
/// [`Limits::brisk`] are the tests' on the loopback address.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The whole opening: connection, SPAKE2 and Noise.
    pub handshake: Duration,
    /// The most a message begun may take to arrive whole.
    pub stall: Duration,
    /// How often each side pings the other.
    pub ping_every: Duration,
    /// The most a ping may go unanswered before the connection is taken
    /// for dead: one that died without a word is found between this and
    /// this plus [`Limits::ping_every`] after it died.
    pub pong_wait: Duration,
    /// The largest frame read, in bytes.
    pub max_frame: usize,
    /// The most messages a second from the peer.
    pub max_rate: u32,
    /// How long a dropped game waits for its peer.
    pub reconnect_for: Duration,
    /// How often the joiner tries to reconnect.
    pub retry_every: Duration,
    /// Wrong codes the host takes before it takes no more.
    pub max_wrong_codes: u32,
    /// Connections the host opens at once: when all are taken, the oldest
    /// that has sent nothing is closed for a newcomer; if none is silent,
    /// the newcomer is told the host is crowded.
    pub max_opening: usize,
    /// How far the joiner lets a clock reading or a flag of the host's be
    /// from its own count (after a resume, [`Limits::ping_every`] and
    /// [`Limits::pong_wait`] more): the network's delay between the two
    /// counts, and no more.
    pub clock_slack: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            handshake: Duration::from_secs(10),
            stall: Duration::from_secs(10),
            ping_every: Duration::from_secs(5),
            pong_wait: Duration::from_secs(10),
            max_frame: 32 * 1024,
            max_rate: 50,
            reconnect_for: Duration::from_secs(300),
            retry_every: Duration::from_secs(2),
            max_wrong_codes: 10,
            max_opening: 8,
            clock_slack: Duration::from_secs(5),
        }
    }
}

impl Limits {
    /// Short limits for tests on the loopback address, where an answer
    /// takes a millisecond: a connection dead without a word is found in
    /// about a second, a peer gone is retried every tenth of a second, and
    /// the code has three tries. Too short for a real network.
    pub fn brisk() -> Limits {
        Limits {
            handshake: Duration::from_secs(3),
            stall: Duration::from_secs(1),
            ping_every: Duration::from_millis(300),
            pong_wait: Duration::from_secs(1),
            max_rate: 500,
            reconnect_for: Duration::from_secs(20),
            retry_every: Duration::from_millis(100),
            max_wrong_codes: 3,
            clock_slack: Duration::from_secs(3),
            ..Limits::default()
        }
    }
}

/// Why a connection failed or ended.
#[derive(Clone, Debug, PartialEq)]
pub enum NetError {
    /// The system's words (refused, unreachable, reset).
    Io(String),
    /// The peer closed the connection.
    Closed,
    /// Nothing came in time.
    TimedOut,
    /// A message begun was not finished in time.
    Stalled,
    /// A frame longer than the limit (or empty).
    Oversized,
    /// The other end does not speak this protocol.
    NotAkidada,
    /// The keys did not agree for another reason than the code.
    Handshake,
    /// The code was wrong.
    WrongCode,
    /// The host has a game going on already.
    Busy,
    /// The host takes no more codes (too many wrong ones).
    NoMoreTries,
    /// The host is opening as many connections as it takes at once.
    Crowded,
    /// Another joiner has paired with the host and is saying hello.
    Pairing,
    /// A resume under a key the host's game does not have.
    UnknownGame,
    /// The host's side: this many wrong codes were tried, and the code
    /// takes no more; nobody can join with it.
    CodeSpent(u32),
    /// The host's side: a connection that had sent nothing was closed to
    /// make room for another.
    Silent,
    /// The host's side: a paired joiner whose first message was not its
    /// hello but this kind of message.
    NoHello(&'static str),
    /// The peer asked to take back a move it cannot take back.
    BadTakeback,
    /// The host sent clock times in a game without clocks.
    ClockWithoutControl,
    /// The host said a clock ran out in a game without clocks.
    FlagWithoutClock,
    /// The host sent a time left for `side` that the time control cannot
    /// give: `ms` where `most` is the most.
    TimeBeyond {
        side: Side,
        ms: u64,
        most: u64,
    },
    /// The host's reading (or flag) for `side` is `apart_ms` from this
    /// side's own count, more than the `slack_ms` allowed.
    ClockDisagrees {
        side: Side,
        apart_ms: u64,
        slack_ms: u64,
    },
    /// A message that does not decrypt: changed or replayed on the way.
    Tampered,
    BadMessage(BadMessage),
    /// Too many messages a second.
    Flood,
    /// A message that has no place now.
    OutOfTurn,
    /// The peer's move is not legal: why.
    IllegalMove(Msg),
    /// The host's game does not replay: why.
    BadGame(Msg),
    /// The peer broke the protocol.
    Broken,
    /// The two sides' games differ.
    Mismatch,
    /// The peer came back on a new connection: the one before had gone
    /// silent, or was let go for it.
    Replaced,
}

impl NetError {
    pub fn from_io(e: io::Error) -> NetError {
        match e.kind() {
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => NetError::TimedOut,
            io::ErrorKind::UnexpectedEof => NetError::Closed,
            _ => NetError::Io(e.to_string()),
        }
    }

    /// A fault of the peer's program rather than of the network: no
    /// reconnection follows.
    pub fn is_peer_fault(&self) -> bool {
        matches!(
            self,
            NetError::Tampered
                | NetError::BadMessage(_)
                | NetError::Oversized
                | NetError::Flood
                | NetError::OutOfTurn
                | NetError::IllegalMove(_)
                | NetError::BadGame(_)
                | NetError::Broken
                | NetError::Mismatch
                | NetError::NoHello(_)
                | NetError::BadTakeback
                | NetError::ClockWithoutControl
                | NetError::FlagWithoutClock
                | NetError::TimeBeyond { .. }
                | NetError::ClockDisagrees { .. }
        )
    }

    /// A failure that trying again will not mend.
    pub fn is_final(&self) -> bool {
        matches!(
            self,
            NetError::WrongCode
                | NetError::NotAkidada
                | NetError::NoMoreTries
                | NetError::UnknownGame
                | NetError::CodeSpent(_)
        )
    }

    /// The error in words, in any language.
    pub fn message(&self) -> Msg {
        match self {
            NetError::Io(e) => Msg::new(m::NET_ERROR_IO).with("error", e.as_str()),
            NetError::Closed => Msg::new(m::NET_ERROR_CLOSED),
            NetError::TimedOut => Msg::new(m::NET_ERROR_TIMED_OUT),
            NetError::Stalled => Msg::new(m::NET_ERROR_STALLED),
            NetError::Oversized => Msg::new(m::NET_ERROR_OVERSIZED),
            NetError::NotAkidada => Msg::new(m::NET_ERROR_NOT_AKIDADA),
            NetError::Handshake => Msg::new(m::NET_ERROR_HANDSHAKE),
            NetError::WrongCode => Msg::new(m::NET_ERROR_WRONG_CODE),
            NetError::Busy => Msg::new(m::NET_ERROR_BUSY),
            NetError::NoMoreTries => Msg::new(m::NET_ERROR_NO_MORE_TRIES),
            NetError::Crowded => Msg::new(m::NET_ERROR_CROWDED),
            NetError::Pairing => Msg::new(m::NET_ERROR_PAIRING),
            NetError::UnknownGame => Msg::new(m::NET_ERROR_UNKNOWN_GAME),
            NetError::CodeSpent(tries) => Msg::new(m::NET_ERROR_CODE_SPENT).with("tries", *tries),
            NetError::Silent => Msg::new(m::NET_ERROR_SILENT),
            NetError::NoHello(kind) => Msg::new(m::NET_ERROR_NO_HELLO).with("kind", *kind),
            NetError::BadTakeback => Msg::new(m::NET_ERROR_BAD_TAKEBACK),
            NetError::ClockWithoutControl => Msg::new(m::NET_ERROR_CLOCK_WITHOUT_CONTROL),
            NetError::FlagWithoutClock => Msg::new(m::NET_ERROR_FLAG_WITHOUT_CLOCK),
            NetError::TimeBeyond { side, ms, most } => Msg::new(m::NET_ERROR_TIME_BEYOND)
                .with("side", *side)
                .with("time", seconds(*ms))
                .with("most", seconds(*most)),
            NetError::ClockDisagrees {
                side,
                apart_ms,
                slack_ms,
            } => Msg::new(m::NET_ERROR_CLOCK_DISAGREES)
                .with("side", *side)
                .with("apart", seconds(*apart_ms))
                .with("slack", seconds(*slack_ms)),
            NetError::Tampered => Msg::new(m::NET_ERROR_TAMPERED),
            NetError::BadMessage(bad) => {
                let detail = match bad {
                    BadMessage::Malformed(e) => e.clone(),
                    BadMessage::Version(v) => format!("version {v}"),
                    BadMessage::TooLong(what) => format!("{what} too long"),
                };
                Msg::new(m::NET_ERROR_BAD_MESSAGE).with("error", detail)
            }
            NetError::Flood => Msg::new(m::NET_ERROR_FLOOD),
            NetError::OutOfTurn => Msg::new(m::NET_ERROR_OUT_OF_TURN),
            NetError::IllegalMove(why) => {
                Msg::new(m::NET_ERROR_ILLEGAL_MOVE).with("reason", why.clone())
            }
            NetError::BadGame(why) => Msg::new(m::NET_ERROR_BAD_GAME).with("reason", why.clone()),
            NetError::Broken => Msg::new(m::NET_ERROR_BROKEN),
            NetError::Mismatch => Msg::new(m::NET_ERROR_MISMATCH),
            NetError::Replaced => Msg::new(m::NET_ERROR_REPLACED),
        }
    }
}

/// Milliseconds as seconds with a tenth, for a message.
fn seconds(ms: u64) -> String {
    format!("{}.{}", ms / 1000, ms % 1000 / 100)
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for NetError {}
