//! The network game's dialogs, without the window: what Host… and Join…
//! hold, and what the host's waiting screen shows. The game itself runs on
//! the link's thread (`crate::net`); the app polls it each frame.

use std::net::{IpAddr, SocketAddr};

use super::new_game::{NewGameForm, names_a_person};
use super::play::ActiveGame;
use super::text::{Tr, capitalise};
use crate::games::Side;
use crate::i18n::m;
use crate::net::portmap::{self, Router};
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
    /// `address:port`, the first the one most likely to be reached: the
    /// router's public address once it forwards the port, a global IPv6
    /// address, then this machine's own.
    pub addresses: Vec<String>,
    /// How many of the addresses reach the game from another network.
    pub public: usize,
    pub port: u16,
    pub code: String,
    /// What the router did for the game; `None` when it was not asked (the
    /// host listens on one address).
    pub router: Option<Router>,
    bind: IpAddr,
    ips: Vec<IpAddr>,
}

impl Hosting {
    /// The host listens on `bind` (the machine's addresses are `ips`).
    pub fn new(
        bind: IpAddr,
        ips: &[IpAddr],
        port: u16,
        code: &Code,
        router: Option<Router>,
    ) -> Hosting {
        let mut hosting = Hosting {
            addresses: Vec::new(),
            public: 0,
            port,
            code: code.to_string(),
            router: None,
            bind,
            ips: ips.to_vec(),
        };
        hosting.set_router(router);
        hosting
    }

    /// What the router did, as it comes: the addresses follow.
    pub fn set_router(&mut self, router: Option<Router>) {
        if self.router == router && !self.addresses.is_empty() {
            return;
        }
        let found = router.clone().unwrap_or(Router::NoRouter);
        let addresses = portmap::addresses(&found, self.bind, self.port, &self.ips);
        self.public = addresses
            .iter()
            .take_while(|a| Some(**a) == found.public() || portmap::is_global_ipv6(a.ip()))
            .count();
        self.addresses = addresses.iter().map(SocketAddr::to_string).collect();
        self.router = router;
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
            // Every address, IPv6 too where one socket takes both.
            bind: portmap::any_address(),
            port: DEFAULT_PORT,
            limits: crate::net::Limits::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv6Addr;
    use std::time::Duration;

    use super::*;
    use crate::net::portmap::{Mapping, Method, RouterError};

    fn hosting(router: Option<Router>) -> Hosting {
        let ips: Vec<IpAddr> = ["192.168.1.20", "2a01:4f8::20", "127.0.0.1"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let code = Code::parse("1234-5678").unwrap();
        Hosting::new(Ipv6Addr::UNSPECIFIED.into(), &ips, 47147, &code, router)
    }

    #[test]
    fn the_waiting_screen_puts_what_the_router_found_first() {
        let mut screen = hosting(Some(Router::Asking));
        assert_eq!(
            screen.public, 1,
            "the global IPv6 address reaches from anywhere"
        );
        assert_eq!(screen.addresses[0], "[2a01:4f8::20]:47147");
        screen.set_router(Some(Router::Mapped(Mapping {
            public: "198.20.0.1:47147".parse().unwrap(),
            internal_port: 47147,
            lease: Duration::from_secs(120),
            method: Method::Upnp,
        })));
        assert_eq!(screen.public, 2);
        assert_eq!(
            screen.addresses,
            [
                "198.20.0.1:47147",
                "[2a01:4f8::20]:47147",
                "192.168.1.20:47147",
                "127.0.0.1:47147"
            ]
        );
        let tr = Tr(crate::app::text::Lang::En);
        assert_eq!(
            screen.copied_text(tr),
            "Address 198.20.0.1:47147, code 1234-5678"
        );
        // The router stops answering: its address is no longer offered.
        screen.set_router(Some(Router::Failed(RouterError::Silent)));
        assert_eq!(screen.public, 1);
        assert_eq!(screen.addresses[0], "[2a01:4f8::20]:47147");
        // Not asked at all: this machine's addresses alone.
        let unasked = hosting(None);
        assert_eq!(unasked.router, None);
        assert_eq!(unasked.addresses.len(), 3);
    }
}
