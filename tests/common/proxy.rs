//! A proxy on loopback between two programs of a network test, to break,
//! stall and watch their connection as a bad network would.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use akidada::rng::Rng;

const LOOPBACK: Ipv4Addr = Ipv4Addr::LOCALHOST;

/// A proxy on loopback: every connection to it is carried to `upstream`,
/// split into pieces of one to seven bytes with a little delay when asked.
/// `cut` ends the connections it carries; `freeze` stops carrying their
/// bytes and closes nothing, as a pulled cable does; `refuse` closes new
/// connections at once. It keeps what each connection's client sent, as an
/// eavesdropper on the path would.
pub struct Proxy {
    pub port: u16,
    stop: Arc<AtomicBool>,
    refusing: Arc<AtomicBool>,
    /// Connections are numbered from 0 as they come: those below `cut_below`
    /// are closed, those below `frozen_below` carry nothing more.
    opened: Arc<AtomicU64>,
    cut_below: Arc<AtomicU64>,
    frozen_below: Arc<AtomicU64>,
    /// The bytes each connection's client sent, by its number.
    sent: Arc<Mutex<Vec<Vec<u8>>>>,
    thread: Option<JoinHandle<()>>,
}

/// What a connection through the proxy does now.
enum Carry {
    On,
    Frozen,
    Cut,
}

impl Proxy {
    pub fn start(upstream: u16, split: bool) -> Proxy {
        let listener = TcpListener::bind((LOOPBACK, 0)).unwrap();
        listener.set_nonblocking(true).unwrap();
        let mut proxy = Proxy {
            port: listener.local_addr().unwrap().port(),
            stop: Arc::default(),
            refusing: Arc::default(),
            opened: Arc::default(),
            cut_below: Arc::default(),
            frozen_below: Arc::default(),
            sent: Arc::default(),
            thread: None,
        };
        let (stop, refusing, opened) = (
            proxy.stop.clone(),
            proxy.refusing.clone(),
            proxy.opened.clone(),
        );
        let (cut_below, frozen_below, sent) = (
            proxy.cut_below.clone(),
            proxy.frozen_below.clone(),
            proxy.sent.clone(),
        );
        let thread = std::thread::spawn(move || {
            let mut seed = 0;
            while !stop.load(Ordering::SeqCst) {
                let Ok((client, _)) = listener.accept() else {
                    std::thread::sleep(Duration::from_millis(5));
                    continue;
                };
                if refusing.load(Ordering::SeqCst) {
                    continue;
                }
                let Ok(server) = TcpStream::connect((LOOPBACK, upstream)) else {
                    continue;
                };
                let id = opened.fetch_add(1, Ordering::SeqCst);
                sent.lock().unwrap().push(Vec::new());
                for (from, to, upward) in [
                    (
                        client.try_clone().unwrap(),
                        server.try_clone().unwrap(),
                        true,
                    ),
                    (server, client, false),
                ] {
                    seed += 1;
                    let (stop, cut_below, frozen_below, sent) = (
                        stop.clone(),
                        cut_below.clone(),
                        frozen_below.clone(),
                        sent.clone(),
                    );
                    let carry = move || {
                        if stop.load(Ordering::SeqCst) || id < cut_below.load(Ordering::SeqCst) {
                            Carry::Cut
                        } else if id < frozen_below.load(Ordering::SeqCst) {
                            Carry::Frozen
                        } else {
                            Carry::On
                        }
                    };
                    let seen = move |bytes: &[u8]| {
                        if upward {
                            sent.lock().unwrap()[id as usize].extend_from_slice(bytes);
                        }
                    };
                    std::thread::spawn(move || pipe(from, to, split, seed, carry, seen));
                }
            }
        });
        proxy.thread = Some(thread);
        proxy
    }

    pub fn cut(&self) {
        let opened = self.opened.load(Ordering::SeqCst);
        self.cut_below.store(opened, Ordering::SeqCst);
    }

    pub fn freeze(&self) {
        let opened = self.opened.load(Ordering::SeqCst);
        self.frozen_below.store(opened, Ordering::SeqCst);
    }

    pub fn refuse(&self) {
        self.refusing.store(true, Ordering::SeqCst);
    }

    pub fn admit(&self) {
        self.refusing.store(false, Ordering::SeqCst);
    }

    /// What the client of connection `id` has sent so far.
    pub fn sent_by_client(&self, id: usize) -> Vec<u8> {
        self.sent.lock().unwrap()[id].clone()
    }

    pub fn stop(mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            thread.join().unwrap();
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// Carries bytes one way, each piece shown to `seen`, until either end
/// closes or `carry` says cut; while it says frozen, carries nothing and
/// closes nothing.
fn pipe(
    mut from: TcpStream,
    mut to: TcpStream,
    split: bool,
    seed: u64,
    carry: impl Fn() -> Carry,
    mut seen: impl FnMut(&[u8]),
) {
    let mut rng = Rng::new(seed);
    let _ = from.set_read_timeout(Some(Duration::from_millis(10)));
    let mut buf = [0u8; 4096];
    loop {
        match carry() {
            Carry::On => {}
            Carry::Frozen => {
                std::thread::sleep(Duration::from_millis(10));
                continue;
            }
            Carry::Cut => break,
        }
        let n = match from.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                continue;
            }
            Err(_) => break,
        };
        seen(&buf[..n]);
        let mut at = 0;
        while at < n {
            let piece = if split {
                (1 + rng.below(7)).min(n - at)
            } else {
                n - at
            };
            if to.write_all(&buf[at..at + piece]).is_err() {
                return;
            }
            at += piece;
            if split {
                std::thread::sleep(Duration::from_micros(200 + rng.below(800) as u64));
            }
        }
    }
    let _ = from.shutdown(Shutdown::Both);
    let _ = to.shutdown(Shutdown::Both);
}
