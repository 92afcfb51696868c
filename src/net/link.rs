//! A network game as the app and the command line see it: started with
//! [`Link::host`] or [`Link::join`], it runs on its own thread; the caller
//! sends [`LinkCommand`]s, polls [`LinkEvent`]s and reads the [`View`], and never
//! waits on the network. The window polls once a frame, as it polls the
//! computer's worker; the command line waits with [`Link::next_event`].

use std::net::{IpAddr, Ipv4Addr, TcpListener, UdpSocket};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::games::Side;

use super::NetError;
use super::events::{Closed, HostConfig, JoinConfig, LinkCommand, LinkEvent, Phase, View};
use super::worker::{Role, Setup, Worker};

/// A network game running on its own thread.
pub struct Link {
    commands: Sender<LinkCommand>,
    events: Receiver<LinkEvent>,
    view: Arc<Mutex<View>>,
    port: Option<u16>,
}

impl Link {
    /// Listens for the joiner and hosts the game. Fails only if the port
    /// cannot be had.
    pub fn host(config: HostConfig) -> Result<Link, NetError> {
        let listener = TcpListener::bind((config.bind, config.port)).map_err(NetError::from_io)?;
        listener.set_nonblocking(true).map_err(NetError::from_io)?;
        let port = listener.local_addr().map_err(NetError::from_io)?.port();
        let mut view = View::new(Some(config.host_side));
        view.board = Some(Arc::new(config.board.clone()));
        view.clock = config.clock.clone();
        view.lesson = config.lesson;
        let names = (config.name.clone(), String::new());
        (view.white, view.black) = match config.host_side {
            Side::White => names,
            Side::Black => (names.1, names.0),
        };
        let role = Role::host(listener, config);
        Ok(Link::start(role, view, Some(port)))
    }

    /// Joins a host's game; the connection is made on the link's thread.
    pub fn join(config: JoinConfig) -> Link {
        // The side is known once the host's hello comes.
        let view = View::new(None);
        Link::start(Role::joiner(config), view, None)
    }

    fn start(role: (Role, Setup), view: View, port: Option<u16>) -> Link {
        let (commands, command_rx) = mpsc::channel();
        let (event_tx, events) = mpsc::channel();
        let view = Arc::new(Mutex::new(view));
        let shared = Arc::clone(&view);
        let spawned = std::thread::Builder::new()
            .name("network game".into())
            .spawn(move || Worker::new(role, command_rx, event_tx, shared).run());
        if let Err(e) = spawned {
            // No thread, no game: said the way every other end is.
            let _ = view.lock().map(|mut v| v.phase = Phase::Closed);
            let (tx, rx) = mpsc::channel();
            let _ = tx.send(LinkEvent::Closed(Closed::Failed(NetError::from_io(e))));
            return Link {
                commands,
                events: rx,
                view,
                port,
            };
        }
        Link {
            commands,
            events,
            view,
            port,
        }
    }

    /// The port the host listens on.
    pub fn port(&self) -> Option<u16> {
        self.port
    }

    pub fn send(&self, command: LinkCommand) {
        // A link whose thread has ended says so by its events.
        let _ = self.commands.send(command);
    }

    /// Every event since the last poll; never waits.
    pub fn poll(&self) -> Vec<LinkEvent> {
        self.events.try_iter().collect()
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_event(&self, timeout: Duration) -> Option<LinkEvent> {
        self.events.recv_timeout(timeout).ok()
    }

    /// The game as it stands.
    pub fn view(&self) -> View {
        match self.view.lock() {
            Ok(view) => view.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }
}

impl Drop for Link {
    /// Leaves the game. The thread is not waited for (it may be in the
    /// middle of an opening, which has its deadline): it sees the command,
    /// or its caller gone, and ends by itself.
    fn drop(&mut self) {
        let _ = self.commands.send(LinkCommand::Leave);
    }
}

/// The addresses a friend may reach this machine at: the one the system
/// would use to reach the internet, and the loopback address. Found without
/// sending anything (a UDP socket is connected, not written to).
pub fn local_addresses() -> Vec<IpAddr> {
    let mut found = Vec::new();
    for (bind, probe) in [("0.0.0.0:0", "192.0.2.1:9"), ("[::]:0", "[2001:db8::1]:9")] {
        let addr = UdpSocket::bind(bind)
            .and_then(|s| s.connect(probe).map(|()| s))
            .and_then(|s| s.local_addr());
        if let Ok(addr) = addr
            && !addr.ip().is_unspecified()
        {
            found.push(addr.ip());
        }
    }
    found.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    found
}
