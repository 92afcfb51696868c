//! The network game's dialogs, without the window: what Host… and Join…
//! hold, and what the host's waiting screen shows. The game itself runs on
//! the link's thread (`crate::net`); the app polls it each frame.

use std::net::{IpAddr, SocketAddr};

use super::new_game::{NewGameForm, names_a_person};
use super::play::ActiveGame;
use super::text::{Tr, capitalise};
use crate::games::Side;
use crate::i18n::m;
use crate::net::{Code, CodeError, DEFAULT_PORT};

/// The side the host plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HostColour {
    White,
    Black,
    /// Drawn when the game is hosted.
    Lot,
}

impl HostColour {
    pub const ALL: [HostColour; 3] = [HostColour::White, HostColour::Black, HostColour::Lot];

    /// The side, `coin` deciding the lot.
    pub fn side(self, coin: bool) -> Side {
        match self {
            HostColour::White => Side::White,
            HostColour::Black => Side::Black,
            HostColour::Lot if coin => Side::Black,
            HostColour::Lot => Side::White,
        }
    }
}

/// Host…: the game, its rules and clocks as in New game (the same form;
/// its players' fields are not used), the host's name and colour.
#[derive(Clone, Debug, PartialEq)]
pub struct HostForm {
    pub game: NewGameForm,
    pub name: String,
    pub colour: HostColour,
    /// Host the game on the board (unfinished, with moves) rather than a
    /// new one: a network game that was broken off goes on this way.
    pub resume: bool,
    /// Whether the game on the board can be gone on with.
    pub can_resume: bool,
    /// A lesson: both players may use hints, analysis and teaching mode
    /// while the game goes on.
    pub lesson: bool,
}

impl HostForm {
    pub fn new(current: &ActiveGame, tr: Tr) -> HostForm {
        let can_resume = current.outcome().is_none() && current.ply_count() > 0;
        HostForm {
            game: NewGameForm::new(current, tr),
            name: person_name(current),
            colour: HostColour::Lot,
            resume: false,
            can_resume,
            lesson: false,
        }
    }
}

/// Join…: the host's address, the code, this side's name, and why the last
/// try failed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    pub address: String,
    pub code: String,
    pub name: String,
    /// Why the address or code cannot be used, or why joining failed, in
    /// the window's language.
    pub problem: Option<String>,
    /// The link is connecting: the fields wait.
    pub connecting: bool,
}

impl JoinForm {
    pub fn new(current: &ActiveGame) -> JoinForm {
        JoinForm {
            name: person_name(current),
            ..JoinForm::default()
        }
    }

    /// The address and code typed, or what is wrong with them, in words.
    pub fn read(&self, tr: Tr) -> Result<(SocketAddr, Code), String> {
        let addr = read_address(&self.address)
            .ok_or_else(|| tr.f(m::NET_BAD_ADDRESS, [("found", self.address.trim().into())]))?;
        if self.code.trim().is_empty() {
            return Err(tr.t(m::NET_NO_CODE).to_string());
        }
        let code = Code::parse(&self.code).map_err(|e| {
            let id = match e {
                CodeError::TooShort | CodeError::TooLong => m::CLI_NET_CODE_LENGTH,
                CodeError::BadCharacter(_) => m::CLI_NET_CODE_CHARACTER,
            };
            capitalise(tr.0, &tr.f(id, [("found", self.code.trim().into())]))
        })?;
        Ok((addr, code))
    }
}

/// The host's waiting screen: where the friend can reach this machine, and
/// the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// `address:port`, the first the one most likely to be reached.
    pub addresses: Vec<String>,
    pub port: u16,
    pub code: String,
}

impl Hosting {
    pub fn new(ips: &[IpAddr], port: u16, code: &Code) -> Hosting {
        Hosting {
            addresses: ips
                .iter()
                .map(|&ip| SocketAddr::new(ip, port).to_string())
                .collect(),
            port,
            code: code.to_string(),
        }
    }

    /// What Copy puts on the clipboard: the first address and the code.
    pub fn copied_text(&self, tr: Tr) -> String {
        let address = self.addresses.first().cloned().unwrap_or_default();
        tr.f(
            m::NET_COPIED_TEXT,
            [
                ("address", address.into()),
                ("code", self.code.clone().into()),
            ],
        )
    }
}

/// An address as typed: `192.168.1.20:47147`, `[::1]:47147`, or an address
/// alone (the default port). Names are not looked up: that could keep the
/// window waiting on the network.
pub fn read_address(text: &str) -> Option<SocketAddr> {
    let text = text.trim();
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Some(addr);
    }
    let bare = text.trim_start_matches('[').trim_end_matches(']');
    bare.parse::<IpAddr>()
        .ok()
        .map(|ip| SocketAddr::new(ip, DEFAULT_PORT))
}

/// The name this side plays under: the person's on the board, or the
/// system's user name, or nothing (the link then names it plainly).
fn person_name(current: &ActiveGame) -> String {
    let on_board = Side::BOTH
        .into_iter()
        .map(|s| current.players.name(s))
        .find(|n| names_a_person(n));
    match on_board {
        Some(name) => name.to_string(),
        None => std::env::var("USER")
            .ok()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_default(),
    }
}

/// Where and how the app hosts and joins: every address and the usual port
/// with the product's limits; the tests use the loopback address, any free
/// port and short limits.
#[derive(Clone, Debug)]
pub struct NetOptions {
    pub bind: IpAddr,
    pub port: u16,
    pub limits: crate::net::Limits,
}

impl Default for NetOptions {
    fn default() -> NetOptions {
        NetOptions {
            bind: IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            limits: crate::net::Limits::default(),
        }
    }
}
