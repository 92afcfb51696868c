//! Hosting from home: the router is asked to forward the game's port to this
//! machine for as long as the game lasts, so that a friend on another
//! network can reach it.
//!
//! [`PortMap::start`] does it all on a thread of its own, so the window
//! never waits on the network: it asks the default gateway by PCP, or by
//! NAT-PMP if that is what it speaks ([`pmp`]), then looks for a UPnP IGD
//! router on the local network ([`upnp`]); all of it within
//! [`DISCOVERY`]. A mapping is asked for a short [`LEASE`] and renewed at
//! half of it while the game lasts, and removed when the [`PortMap`] is
//! closed or dropped; if the app dies without removing it, the router lets
//! it lapse at the lease's end. The caller reads where it stands with
//! [`PortMap::router`].

mod gateway;
mod pmp;
mod upnp;

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::i18n::{Msg, m};

/// The most the search for a router takes: NAT-PMP and PCP first, then
/// UPnP's multicast search.
pub const DISCOVERY: Duration = Duration::from_secs(3);
/// The lease asked of the router: a mapping left behind by an app that
/// died is gone this long after.
pub const LEASE: Duration = Duration::from_secs(120);
/// The most one request to the router (a renewal, a removal) may take.
const ASK_WITHIN: Duration = Duration::from_secs(2);
const PMP_WITHIN: Duration = Duration::from_millis(1000);

/// How the router was asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    Upnp,
    NatPmp,
    Pcp,
}

impl Method {
    /// The protocol's own name, the same in every language.
    pub fn name(self) -> &'static str {
        match self {
            Method::Upnp => "UPnP",
            Method::NatPmp => "NAT-PMP",
            Method::Pcp => "PCP",
        }
    }
}

/// A port the router forwards to this machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    /// The router's public address and port: what the friend types.
    pub public: SocketAddr,
    /// The game's port on this machine.
    pub internal_port: u16,
    /// How long the router keeps it unless renewed; zero for a router that
    /// keeps only mappings without an end (removed when the game ends).
    pub lease: Duration,
    pub method: Method,
}

/// Why the router did not map the port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouterError {
    /// The system's words.
    Io(String),
    /// The router stopped answering.
    Silent,
    /// A reply that does not read: what was wrong.
    Malformed(String),
    /// The router said no (NAT-PMP's or PCP's result).
    Refused(String),
    /// The router said no (a UPnP error: its code and words).
    Fault { code: u32, text: String },
    /// A UPnP device that maps no ports.
    NoService,
    /// The router has no public address itself (it is not connected, or
    /// sits behind another router).
    NoPublicAddress,
}

impl RouterError {
    fn io(e: io::Error) -> RouterError {
        match e.kind() {
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => RouterError::Silent,
            _ => RouterError::Io(e.to_string()),
        }
    }

    /// The error in words, in any language.
    pub fn message(&self) -> Msg {
        match self {
            RouterError::Io(e) => Msg::new(m::NET_ROUTER_ERROR_IO).with("error", e.as_str()),
            RouterError::Silent => Msg::new(m::NET_ROUTER_ERROR_SILENT),
            RouterError::Malformed(e) => {
                Msg::new(m::NET_ROUTER_ERROR_MALFORMED).with("error", e.as_str())
            }
            RouterError::Refused(e) => {
                Msg::new(m::NET_ROUTER_ERROR_REFUSED).with("error", e.as_str())
            }
            RouterError::Fault { code, text } => {
                Msg::new(m::NET_ROUTER_ERROR_REFUSED).with("error", format!("UPnP {code}: {text}"))
            }
            RouterError::NoService => Msg::new(m::NET_ROUTER_ERROR_NO_SERVICE),
            RouterError::NoPublicAddress => Msg::new(m::NET_ROUTER_ERROR_NO_PUBLIC),
        }
    }
}

impl std::fmt::Display for RouterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RouterError {}

/// What the router did for the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Router {
    /// Still looking (for at most [`DISCOVERY`]).
    Asking,
    /// The router forwards the port.
    Mapped(Mapping),
    /// No router answered: the friend can reach the game only on the same
    /// network, or through a port forwarded by hand.
    NoRouter,
    /// A router answered but did not map the port: why.
    Failed(RouterError),
    /// The mapping was made, then a renewal failed: why. It is asked again
    /// at the next renewal.
    Lost(Mapping, RouterError),
}

impl Router {
    /// The address the friend types from another network, while the
    /// router forwards it.
    pub fn public(&self) -> Option<SocketAddr> {
        match self {
            Router::Mapped(mapping) => Some(mapping.public),
            _ => None,
        }
    }

    /// Where it stands, in words: what was found, and what the host can
    /// do where nothing was.
    pub fn message(&self, port: u16) -> Msg {
        match self {
            Router::Asking => Msg::new(m::NET_ROUTER_ASKING),
            Router::Mapped(mapping) => Msg::new(m::NET_ROUTER_MAPPED)
                .with("address", mapping.public.to_string())
                .with("method", mapping.method.name()),
            Router::NoRouter => Msg::new(m::NET_ROUTER_NONE).with("port", port),
            Router::Failed(why) => Msg::new(m::NET_ROUTER_FAILED)
                .with("reason", why.message())
                .with("port", port),
            Router::Lost(mapping, why) => Msg::new(m::NET_ROUTER_LOST)
                .with("address", mapping.public.to_string())
                .with("reason", why.message()),
        }
    }
}

/// The router asked to forward the game's port, on a thread of its own; the
/// mapping is removed when this is closed or dropped.
pub struct PortMap {
    state: Arc<Mutex<Router>>,
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl PortMap {
    /// Starts asking the router to forward TCP `port` to this machine.
    pub fn start(port: u16) -> PortMap {
        let state = Arc::new(Mutex::new(Router::Asking));
        let (stop, stopped) = mpsc::channel();
        let shared = Arc::clone(&state);
        let thread = std::thread::Builder::new()
            .name("router port".into())
            .spawn(move || run(port, &shared, &stopped));
        let thread = match thread {
            Ok(thread) => Some(thread),
            Err(e) => {
                set(&state, Router::Failed(RouterError::io(e)));
                None
            }
        };
        PortMap {
            state,
            stop: Some(stop),
            thread,
        }
    }

    /// Where it stands now; never waits.
    pub fn router(&self) -> Router {
        match self.state.lock() {
            Ok(state) => state.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Waits until the search has ended, then says where it stands: at
    /// most [`DISCOVERY`] and the few requests of a mapping, each with its
    /// deadline.
    pub fn found(&self) -> Router {
        let deadline = std::time::Instant::now() + DISCOVERY + ASK_WITHIN * 7;
        loop {
            let router = self.router();
            if router != Router::Asking || std::time::Instant::now() >= deadline {
                return router;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Removes the mapping and waits until the router has been told (each
    /// request to it has its deadline).
    pub fn close(mut self) {
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for PortMap {
    /// The thread removes the mapping by itself; the window does not wait
    /// for it.
    fn drop(&mut self) {
        self.stop.take();
    }
}

fn set(state: &Mutex<Router>, router: Router) {
    match state.lock() {
        Ok(mut state) => *state = router,
        Err(poisoned) => *poisoned.into_inner() = router,
    }
}

/// A router that mapped the port, and how to speak to it again.
enum Asked {
    Upnp(upnp::Gateway),
    Pmp(pmp::Router),
}

impl Asked {
    fn renew(&mut self, mapping: &Mapping) -> Result<Mapping, RouterError> {
        match self {
            Asked::Upnp(gateway) => gateway.renew(mapping, ASK_WITHIN).map(|()| mapping.clone()),
            Asked::Pmp(router) => router.renew(mapping, LEASE, ASK_WITHIN),
        }
    }

    fn remove(&mut self, mapping: &Mapping) -> Result<(), RouterError> {
        match self {
            Asked::Upnp(gateway) => gateway.remove(mapping, ASK_WITHIN),
            Asked::Pmp(router) => router.remove(mapping, ASK_WITHIN),
        }
    }
}

/// The thread: find a router and map the port, renew it while the game
/// lasts, remove it at the end.
fn run(port: u16, state: &Mutex<Router>, stop: &Receiver<()>) {
    let (mut asked, mut mapping) = match find(port) {
        Ok(Some(found)) => found,
        Ok(None) => return set(state, Router::NoRouter),
        Err(e) => return set(state, Router::Failed(e)),
    };
    set(state, Router::Mapped(mapping.clone()));
    loop {
        // A mapping with no end needs no renewal: only the end is waited for.
        let wait = if mapping.lease.is_zero() {
            Duration::from_secs(3600)
        } else {
            (mapping.lease / 2).max(Duration::from_secs(1))
        };
        match stop.recv_timeout(wait) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => break,
        }
        if mapping.lease.is_zero() {
            continue;
        }
        match asked.renew(&mapping) {
            Ok(renewed) => {
                mapping = renewed;
                set(state, Router::Mapped(mapping.clone()));
            }
            Err(e) => set(state, Router::Lost(mapping.clone(), e)),
        }
    }
    // Nothing more to do if the router does not answer: the lease ends.
    let _ = asked.remove(&mapping);
}

/// Asks the default gateway by PCP or NAT-PMP, then any UPnP router.
/// `Ok(None)` when none answers; the first router's refusal otherwise.
fn find(port: u16) -> Result<Option<(Asked, Mapping)>, RouterError> {
    let mut refusal = None;
    if let Some(gateway) = gateway::default_gateway() {
        match pmp::Router::map(gateway, port, LEASE, PMP_WITHIN) {
            Ok(Some((router, mapping))) => return Ok(Some((Asked::Pmp(router), mapping))),
            Ok(None) => {}
            Err(e) => refusal = Some(e),
        }
    }
    let search = DISCOVERY.saturating_sub(PMP_WITHIN);
    match upnp::search(search) {
        Ok(Some(gateway)) => {
            let mapping = gateway.map(port, LEASE, ASK_WITHIN)?;
            Ok(Some((Asked::Upnp(gateway), mapping)))
        }
        Ok(None) => refusal.map_or(Ok(None), Err),
        Err(e) => Err(refusal.unwrap_or(e)),
    }
}

/// The address a host listens on to be reached from anywhere: every IPv6
/// and IPv4 address where one socket takes both (checked on the loopback
/// address), every IPv4 address otherwise.
pub fn any_address() -> IpAddr {
    let v6 = IpAddr::V6(Ipv6Addr::UNSPECIFIED);
    let both = TcpListener::bind((v6, 0))
        .and_then(|l| l.local_addr())
        .and_then(|a| {
            let to = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), a.port());
            TcpStream::connect_timeout(&to, Duration::from_secs(1))
        })
        .is_ok();
    if both {
        v6
    } else {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    }
}

/// Whether an address can be reached from the whole internet: a global
/// IPv6 unicast address (2000::/3), which needs no router's mapping.
pub fn is_global_ipv6(ip: IpAddr) -> bool {
    let IpAddr::V6(v6) = ip else {
        return false;
    };
    let s = v6.segments();
    // 2000::/3, less the documentation prefix 2001:db8::/32.
    (s[0] & 0xe000) == 0x2000 && !(s[0] == 0x2001 && s[1] == 0x0db8)
}

/// Where a friend can reach a game hosted on `bind` and `port`: the
/// router's public address first, then the global IPv6 address, then this
/// machine's local ones (for a friend on the same network).
pub fn addresses(router: &Router, bind: IpAddr, port: u16, local: &[IpAddr]) -> Vec<SocketAddr> {
    let mut found: Vec<SocketAddr> = router.public().into_iter().collect();
    let takes_v6 = bind == IpAddr::V6(Ipv6Addr::UNSPECIFIED);
    let ips: Vec<IpAddr> = if bind.is_unspecified() {
        local
            .iter()
            .copied()
            .filter(|ip| ip.is_ipv4() || takes_v6)
            .collect()
    } else {
        vec![bind]
    };
    let (global, rest): (Vec<IpAddr>, Vec<IpAddr>) =
        ips.into_iter().partition(|&ip| is_global_ipv6(ip));
    for ip in global.into_iter().chain(rest) {
        let addr = SocketAddr::new(ip, port);
        if !found.contains(&addr) {
            found.push(addr);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_address_comes_first_then_global_ipv6_then_local() {
        let mapping = Mapping {
            public: "198.20.0.1:47150".parse().unwrap(),
            internal_port: 47147,
            lease: LEASE,
            method: Method::Upnp,
        };
        let local: Vec<IpAddr> = ["192.168.1.20", "2a01:4f8::20", "127.0.0.1"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let any6 = IpAddr::V6(Ipv6Addr::UNSPECIFIED);
        let shown: Vec<String> = addresses(&Router::Mapped(mapping), any6, 47147, &local)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            shown,
            [
                "198.20.0.1:47150",
                "[2a01:4f8::20]:47147",
                "192.168.1.20:47147",
                "127.0.0.1:47147"
            ]
        );
        // A host listening on IPv4 alone offers no IPv6 address.
        let any4 = IpAddr::V4(Ipv4Addr::UNSPECIFIED);
        let shown = addresses(&Router::NoRouter, any4, 47147, &local);
        assert_eq!(shown.len(), 2);
        assert!(shown.iter().all(SocketAddr::is_ipv4));
        // A host bound to one address offers that one.
        let one: IpAddr = "127.0.0.1".parse().unwrap();
        assert_eq!(
            addresses(&Router::NoRouter, one, 5000, &local),
            vec![SocketAddr::new(one, 5000)]
        );
    }

    #[test]
    fn only_global_unicast_ipv6_is_global() {
        for (ip, global) in [
            ("2a01:4f8::20", true),
            ("2001:470::1", true),
            ("2001:db8::1", false),
            ("fe80::1", false),
            ("fd00::1", false),
            ("::1", false),
            ("192.168.1.20", false),
            ("8.8.8.8", false),
        ] {
            assert_eq!(is_global_ipv6(ip.parse().unwrap()), global, "{ip}");
        }
    }

    #[test]
    fn every_outcome_says_something_in_every_language() {
        let mapping = Mapping {
            public: "198.20.0.1:47147".parse().unwrap(),
            internal_port: 47147,
            lease: LEASE,
            method: Method::Pcp,
        };
        for router in [
            Router::Asking,
            Router::Mapped(mapping.clone()),
            Router::NoRouter,
            Router::Failed(RouterError::Fault {
                code: 718,
                text: "ConflictInMappingEntry".into(),
            }),
            Router::Lost(mapping, RouterError::Silent),
        ] {
            for lang in crate::i18n::Lang::ALL {
                let text = crate::i18n::Tr(lang).msg(&router.message(47147));
                assert!(!text.is_empty() && !text.contains('{'), "{text}");
            }
        }
    }
}
