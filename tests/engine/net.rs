//! Playing over the network, on the loopback address only: two links in one
//! process (threads) play whole games with clocks, a connection cut mid-game
//! resumes, a game whose peer does not return is saved and hosted again, a
//! wrong code is refused, and strangers (garbage, oversized lengths, stalled
//! openings, a hundred connections at once) are cut off while a game goes
//! on. A proxy on loopback delays and splits the bytes, and cuts
//! connections. Every wait is bounded; every thread ends by itself.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules};
use akidada::games::{EndReason, Outcome, Side};
use akidada::net::channel::{self, Mode};
use akidada::net::{
    Clock, Closed, Code, HostConfig, JoinConfig, Limits, Link, LinkCommand, LinkEvent, NetError,
    Phase, TimeControl, View,
};
use akidada::record::{self, Record};
use akidada::rng::Rng;
use akidada::session::{GameSession, Session};

use crate::common::proxy::Proxy;

const LOOPBACK: Ipv4Addr = Ipv4Addr::LOCALHOST;

fn code(text: &str) -> Code {
    Code::parse(text).unwrap()
}

fn dama() -> GameSession {
    GameSession::Dama(Session::<Dama>::new(DamaRules::default(), 11))
}

fn akidada() -> GameSession {
    GameSession::Akidada(Session::<Akidada>::new(AkidadaRules::default(), 12))
}

fn clocks(minutes: u64) -> Option<Clock> {
    Some(Clock::new(TimeControl {
        base_ms: minutes * 60_000,
        increment_ms: 1000,
    }))
}

fn host(board: GameSession, clock: Option<Clock>, secret: &str, limits: Limits) -> Link {
    Link::host(HostConfig {
        name: "Ayşe".into(),
        bind: LOOPBACK.into(),
        port: 0,
        code: code(secret),
        board,
        host_side: Side::Black,
        clock,
        lesson: false,
        limits,
    })
    .expect("a port on the loopback address")
}

fn join(port: u16, secret: &str, limits: Limits) -> Link {
    Link::join(JoinConfig {
        name: "Mehmet".into(),
        addr: SocketAddr::from((LOOPBACK, port)),
        code: code(secret),
        limits,
    })
}

/// Waits until `done` holds for the link's view, or fails after `secs`.
fn wait_view(link: &Link, secs: u64, what: &str, done: impl Fn(&View) -> bool) -> View {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let view = link.view();
        if done(&view) {
            return view;
        }
        assert!(Instant::now() < deadline, "{what}: still {:?}", view.phase);
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits for an event matching `want`, keeping the others; fails after `secs`.
pub(super) fn wait_event(
    link: &Link,
    secs: u64,
    want: impl Fn(&LinkEvent) -> bool,
) -> Vec<LinkEvent> {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut seen = Vec::new();
    while Instant::now() < deadline {
        if let Some(event) = link.next_event(Duration::from_millis(20)) {
            let found = want(&event);
            seen.push(event);
            if found {
                return seen;
            }
        }
    }
    panic!("no such event; saw {seen:?}");
}

fn moves(view: &View) -> usize {
    view.board.as_deref().map_or(0, GameSession::move_count)
}

/// Both sides play random legal moves (captures first, so games end) until
/// the game is over or `plies` more moves are made; each side moves only on
/// its turn with both boards level. Gives the moves made.
fn play(a: &Link, b: &Link, rng: &mut Rng, plies: usize, secs: u64) -> usize {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let start = moves(&a.view());
    let mut sent = [None, None];
    loop {
        let views = [a.view(), b.view()];
        let made = moves(&views[0]);
        if views
            .iter()
            .any(|v| matches!(v.phase, Phase::Over | Phase::Closed))
            || made - start >= plies
        {
            return made - start;
        }
        assert!(Instant::now() < deadline, "the game stalled at move {made}");
        for (i, (link, view)) in [a, b].into_iter().zip(&views).enumerate() {
            let count = moves(view);
            if view.my_turn() && count == moves(&views[1 - i]) && sent[i] != Some(count) {
                let legal = view
                    .board
                    .as_deref()
                    .map(GameSession::legal_move_texts)
                    .unwrap_or_default();
                if legal.is_empty() {
                    continue;
                }
                let captures: Vec<&String> = legal.iter().filter(|m| m.contains('x')).collect();
                let text = if captures.is_empty() {
                    legal[rng.below(legal.len())].clone()
                } else {
                    captures[rng.below(captures.len())].clone()
                };
                sent[i] = Some(count);
                link.send(LinkCommand::MoveText(text));
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Both links closed; both records the same game, with both names, the
/// network noted and the same clocks.
fn same_records(a: &Link, b: &Link) -> Record {
    ended_alike(a, b).0
}

/// As [`same_records`], and neither link dropped its connection from now
/// to the end.
fn same_records_undisturbed(a: &Link, b: &Link) -> Record {
    let (record, events) = ended_alike(a, b);
    assert!(
        !events.iter().any(|e| matches!(e, LinkEvent::Dropped(_))),
        "{events:?}"
    );
    record
}

/// Waits for both links to end (the joiner's board shows the end before the
/// host's last times reach it) and compares their records; gives the events
/// meanwhile.
fn ended_alike(a: &Link, b: &Link) -> (Record, Vec<LinkEvent>) {
    let mut events = wait_event(a, 10, |e| matches!(e, LinkEvent::Closed(_)));
    events.extend(wait_event(b, 10, |e| matches!(e, LinkEvent::Closed(_))));
    let (ra, rb) = (a.view().record().unwrap(), b.view().record().unwrap());
    assert_eq!(ra.to_ron(), rb.to_ron());
    assert_eq!((ra.white.as_str(), ra.black.as_str()), ("Mehmet", "Ayşe"));
    assert_eq!(ra.comment, akidada::net::NETWORK_NOTE);
    // The record is a game the app loads.
    record::load_str(&ra.to_ron()).unwrap();
    (ra, events)
}

#[test]
fn a_whole_dama_game_with_clocks() {
    let a = host(dama(), clocks(10), "1234-5678", Limits::brisk());
    let b = join(a.port().unwrap(), "12345678", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    let view = b.view();
    assert_eq!(view.side, Some(Side::White));
    assert_eq!(
        (view.white.as_str(), view.black.as_str()),
        ("Mehmet", "Ayşe")
    );
    let made = play(&a, &b, &mut Rng::new(1), usize::MAX, 60);
    let record = same_records(&a, &b);
    assert!(record.result.is_some(), "{record:?}");
    let clock = record.clock.unwrap();
    assert_eq!(clock.marks.len(), made);
    // Each mark is the mover's time left after its move: a move adds one
    // increment to what its mover had after its move before, and only
    // spends time otherwise.
    let full = clock.base_ms + clock.increment_ms;
    for (i, &mark) in clock.marks.iter().enumerate() {
        let before = if i < 2 {
            full
        } else {
            clock.marks[i - 2] + clock.increment_ms
        };
        assert!(
            mark <= before,
            "move {i}: {mark} ms after {:?}",
            clock.marks
        );
    }
}

/// An Akidada game through a proxy that delays the bytes and splits them
/// into pieces of one to seven: both records the same.
#[test]
fn a_whole_akidada_game_through_a_proxy_that_splits_and_delays() {
    let a = host(akidada(), clocks(10), "kedi-köpek", Limits::brisk());
    let proxy = Proxy::start(a.port().unwrap(), true);
    let b = join(proxy.port, "Kedi Köpek", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    play(&a, &b, &mut Rng::new(2), usize::MAX, 60);
    let record = same_records(&a, &b);
    assert!(record.result.is_some(), "{record:?}");
    proxy.stop();
}

/// The connection cut mid-game: both keep the game, the clocks stop; the
/// joiner reconnects through the same address with the key of the pairing,
/// and the game goes on with the same position and clocks.
#[test]
fn a_connection_cut_mid_game_resumes_with_the_same_position_and_clocks() {
    let a = host(dama(), clocks(5), "2468-1357", Limits::brisk());
    let proxy = Proxy::start(a.port().unwrap(), false);
    let b = join(proxy.port, "2468-1357", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    let mut rng = Rng::new(3);
    assert_eq!(play(&a, &b, &mut rng, 8, 30), 8);
    // Both sides level, the host's times sent: then cut.
    wait_view(&b, 5, "the joiner has the host's times", |v| {
        v.times().is_some() && v.record().unwrap().clock.unwrap().marks.len() == 8
    });
    // Cut, and turned away until the clocks are seen standing still.
    proxy.refuse();
    proxy.cut();
    wait_event(&a, 10, |e| matches!(e, LinkEvent::Dropped(_)));
    wait_event(&b, 10, |e| matches!(e, LinkEvent::Dropped(_)));
    let (down_a, down_b) = (a.view(), b.view());
    assert!(
        matches!(down_a.phase, Phase::Reconnecting { .. }),
        "{:?}",
        down_a.phase
    );
    assert_eq!(down_a.clock.as_ref().unwrap().running(), None);
    let frozen = down_a.times().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(a.view().times().unwrap(), frozen, "the clocks stand still");
    let back = Instant::now();
    proxy.admit();
    wait_event(&a, 10, |e| *e == LinkEvent::Resumed);
    wait_event(&b, 10, |e| *e == LinkEvent::Resumed);
    let (up_a, up_b) = (a.view(), b.view());
    let board = |v: &View| v.board.as_ref().unwrap().position().to_string();
    assert_eq!(board(&up_a), board(&down_a));
    assert_eq!(board(&up_b), board(&down_b));
    assert_eq!(board(&up_a), board(&up_b));
    // The clocks go on from where they stood: the side that waits has the
    // same time on both ends, the side to move no more than it had, and on
    // the host no less than it had less the time since the way was open (a
    // millisecond for the rounding of two readings).
    let left = |t: akidada::net::Times, side: Side| match side {
        Side::White => t.white_ms,
        Side::Black => t.black_ms,
    };
    let to_move = up_a.board.as_ref().unwrap().side_to_move();
    let waiting = to_move.opposite();
    let host = a.view().times().unwrap();
    let since = back.elapsed().as_millis() as u64;
    assert_eq!(left(host, waiting), left(frozen, waiting));
    assert!(
        left(host, to_move) <= left(frozen, to_move)
            && left(host, to_move) + since + 1 >= left(frozen, to_move),
        "{to_move:?}: {} ms after {} ms, {since} ms on",
        left(host, to_move),
        left(frozen, to_move)
    );
    // The host's times reach the joiner after the resume.
    wait_view(&b, 10, "the joiner takes the host's times", |v| {
        v.times().is_some_and(|t| {
            left(t, waiting) == left(frozen, waiting) && left(t, to_move) <= left(frozen, to_move)
        })
    });
    play(&a, &b, &mut rng, usize::MAX, 60);
    same_records(&a, &b);
    proxy.stop();
}

/// The connection dies without a word mid-game (the proxy stops carrying
/// bytes and closes nothing). The joiner finds its ping unanswered and comes
/// back on a new connection; the host, which would find the silence only
/// after a minute, takes it at once, with the same position and clocks.
/// Then an eavesdropper replays that resume's opening, byte for byte: it is
/// turned away, and the game plays on to the end undisturbed.
#[test]
fn a_silent_drop_is_taken_over_by_the_joiners_resume_at_once() {
    let slow = Limits {
        pong_wait: Duration::from_secs(60),
        ..Limits::brisk()
    };
    let a = host(dama(), clocks(5), "1212-3434", slow);
    let proxy = Proxy::start(a.port().unwrap(), false);
    let b = join(proxy.port, "1212-3434", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    let mut rng = Rng::new(9);
    assert_eq!(play(&a, &b, &mut rng, 6, 30), 6);
    wait_view(&b, 5, "the joiner has the host's times", |v| {
        v.times().is_some() && v.record().unwrap().clock.unwrap().marks.len() == 6
    });
    // The instant is taken before the host's times are read, so that the
    // time gone by is never less than the time its clock ran.
    let silent = Instant::now();
    let before = a.view();
    let before_times = before.times().unwrap();
    proxy.freeze();
    let seen = wait_event(&a, 10, |e| *e == LinkEvent::Resumed);
    // Found by the joiner's ping unanswered, not by the host's own minute:
    // the host lost the connection to the joiner's new one.
    assert!(
        seen.contains(&LinkEvent::Dropped(NetError::Replaced)),
        "{seen:?}"
    );
    assert!(
        !seen.contains(&LinkEvent::Dropped(NetError::TimedOut)),
        "{seen:?}"
    );
    let seen = wait_event(&b, 10, |e| *e == LinkEvent::Resumed);
    assert!(
        seen.contains(&LinkEvent::Dropped(NetError::TimedOut)),
        "{seen:?}"
    );
    let left = |t: akidada::net::Times, side: Side| match side {
        Side::White => t.white_ms,
        Side::Black => t.black_ms,
    };
    let to_move = before.board.as_ref().unwrap().side_to_move();
    let waiting = to_move.opposite();
    // The host's times reach the joiner after the resume.
    wait_view(&b, 10, "the joiner takes the host's times", |v| {
        v.times()
            .is_some_and(|t| left(t, waiting) == left(before_times, waiting))
    });
    // Read in this order: the joiner, then the host, then the time gone by.
    let after_b = b.view();
    let now_b = after_b.times().unwrap();
    let after_a = a.view();
    let now_a = after_a.times().unwrap();
    let since = silent.elapsed();
    let board = |v: &View| v.board.as_ref().unwrap().position().to_string();
    assert_eq!(board(&after_a), board(&before));
    assert_eq!(board(&after_b), board(&before));
    // The side to move was charged no more than the time gone by (a
    // millisecond for the rounding of two readings), the other nothing.
    let spent = left(before_times, to_move).saturating_sub(left(now_a, to_move));
    assert!(
        spent <= since.as_millis() as u64 + 1,
        "{spent} ms in {since:?}"
    );
    assert_eq!(left(now_a, waiting), left(before_times, waiting));
    // The joiner shows the host's times: the same for the side that waits;
    // for the side to move, no more than the host had when the silence
    // began and no less than the host's clock read after it (two
    // milliseconds for the rounding of the readings).
    assert_eq!(left(now_b, waiting), left(now_a, waiting));
    let mover_b = left(now_b, to_move);
    assert!(
        left(now_a, to_move) <= mover_b + 2 && mover_b <= left(before_times, to_move),
        "{to_move:?}: {mover_b} ms, the host's {} then {}",
        left(before_times, to_move),
        left(now_a, to_move)
    );

    // The eavesdropper had the joiner's bytes of the resumed connection.
    let replay = proxy.sent_by_client(1);
    assert!(!replay.is_empty());
    let mut stream = TcpStream::connect((LOOPBACK, a.port().unwrap())).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream.write_all(&replay).unwrap();
    let mut buf = [0u8; 256];
    while let Ok(n) = stream.read(&mut buf) {
        if n == 0 {
            break;
        }
    }
    let seen = wait_event(&a, 10, |e| *e == LinkEvent::Turned(NetError::Tampered));
    assert!(
        !seen.iter().any(|e| matches!(e, LinkEvent::Dropped(_))),
        "{seen:?}"
    );
    play(&a, &b, &mut rng, usize::MAX, 60);
    same_records_undisturbed(&a, &b);
    proxy.stop();
}

/// A peer that does not come back: both links give up, the game is saved
/// with both names and the network noted, and hosting the saved game again
/// lets a joiner carry it on from the same position.
#[test]
fn a_game_whose_peer_does_not_return_is_saved_and_hosted_again() {
    let limits = Limits {
        reconnect_for: Duration::from_millis(800),
        ..Limits::brisk()
    };
    let a = host(dama(), clocks(5), "9999-0000", limits.clone());
    let proxy = Proxy::start(a.port().unwrap(), false);
    let b = join(proxy.port, "9999-0000", limits.clone());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    play(&a, &b, &mut Rng::new(4), 6, 30);
    proxy.refuse();
    proxy.cut();
    wait_event(&a, 10, |e| *e == LinkEvent::Closed(Closed::GaveUp));
    wait_event(&b, 10, |e| *e == LinkEvent::Closed(Closed::GaveUp));
    let saved = a.view().record().unwrap();
    assert_eq!(saved.moves.len(), 6);
    assert_eq!(saved.moves, b.view().record().unwrap().moves);
    assert_eq!(
        (
            saved.white.as_str(),
            saved.black.as_str(),
            saved.comment.as_str()
        ),
        ("Mehmet", "Ayşe", "network")
    );
    assert!(saved.result.is_none());
    let path = std::env::temp_dir().join(format!("akidada-net-{}.ron", std::process::id()));
    record::save_atomic(&path, &saved).unwrap();
    let loaded = record::load_path(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let again = host(loaded.session, clocks(5), "1111-2222", Limits::brisk());
    let c = join(again.port().unwrap(), "1111-2222", Limits::brisk());
    wait_event(&c, 10, |e| *e == LinkEvent::Started);
    assert_eq!(c.view().board.unwrap().move_texts(), saved.moves);
    proxy.stop();
}

/// A wrong code fails plainly after the handshake; once the code's tries are
/// spent, the host says so and stops, and even the right code finds no host.
#[test]
fn a_wrong_code_is_refused_and_tries_are_limited() {
    let a = host(dama(), None, "5555-6666", Limits::brisk());
    let port = a.port().unwrap();
    for _ in 0..3 {
        let b = join(port, "5555-6667", Limits::brisk());
        wait_event(&b, 10, |e| {
            *e == LinkEvent::Closed(Closed::Failed(NetError::WrongCode))
        });
        wait_event(&a, 10, |e| *e == LinkEvent::Turned(NetError::WrongCode));
    }
    wait_event(&a, 10, |e| {
        *e == LinkEvent::Closed(Closed::Failed(NetError::CodeSpent(3)))
    });
    assert_eq!(a.view().wrong_codes, 3);
    assert_eq!(a.view().phase, Phase::Closed);
    let b = join(port, "5555-6666", Limits::brisk());
    let seen = wait_event(&b, 10, |e| matches!(e, LinkEvent::Closed(_)));
    assert!(
        matches!(
            seen.last(),
            Some(LinkEvent::Closed(Closed::Failed(
                NetError::Io(_) | NetError::NoMoreTries
            )))
        ),
        "{seen:?}"
    );
}

/// Strangers while a game goes on: a hundred connections at once, garbage,
/// an oversized length, an opening begun and stalled, a second joiner with
/// the right code, one with a wrong code, a resume under a key not the
/// game's. Each is cut off; the game's connection never drops and the game
/// plays on to its end.
#[test]
fn strangers_are_cut_off_while_a_game_goes_on() {
    // The game's two ends wait long for a ping's answer: a hundred strangers
    // on two busy cores may hold one up past the brisk second.
    let patient = Limits {
        pong_wait: Duration::from_secs(30),
        ..Limits::brisk()
    };
    let a = host(dama(), clocks(10), "3141-5926", patient.clone());
    let port = a.port().unwrap();
    let b = join(port, "3141-5926", patient);
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    let addr = SocketAddr::from((LOOPBACK, port));
    // Each stranger tells whether the host closed its connection (a read
    // that ends), rather than its own patience running out.
    let strangers: Vec<JoinHandle<Result<(), std::io::Error>>> = (0..100)
        .map(|i| {
            std::thread::spawn(move || {
                let Ok(mut stream) = TcpStream::connect(addr) else {
                    return Ok(());
                };
                // Only against hanging: the host closes long before.
                let _ = stream.set_read_timeout(Some(Duration::from_secs(120)));
                let bytes: Vec<u8> = match i % 4 {
                    0 => (0..200).map(|n| (n * 37 + i) as u8).collect(),
                    1 => vec![0xff, 0xff, 1, 2, 3],
                    2 => vec![0, 40, b'A', b'K'],
                    _ => Vec::new(),
                };
                let _ = stream.write_all(&bytes);
                // The host closes: a read ends (0 bytes, or a reset).
                let mut buf = [0u8; 64];
                loop {
                    match stream.read(&mut buf) {
                        Ok(0) => return Ok(()),
                        Ok(_) => {}
                        Err(e)
                            if matches!(
                                e.kind(),
                                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                            ) =>
                        {
                            return Err(e);
                        }
                        Err(_) => return Ok(()),
                    }
                }
            })
        })
        .collect();
    // The game plays on among them: all thirty moves are made.
    assert_eq!(play(&a, &b, &mut Rng::new(5), 30, 120), 30);
    for stranger in strangers {
        let closed = stranger.join().unwrap();
        assert!(closed.is_ok(), "a stranger was held: {closed:?}");
    }
    // A pairing is told the game goes on. (Asked once the strangers are
    // gone: among them, a busy machine may read its hello only after the
    // door has closed it as one more silent connection.)
    let second = join(port, "3141-5926", Limits::brisk());
    wait_event(&second, 10, |e| {
        *e == LinkEvent::Closed(Closed::Failed(NetError::Busy))
    });
    // Once paired, the game takes a resume and nothing else: a wrong code
    // is told the game goes on, a resume under another key that the host
    // does not hold that game.
    let wrong = join(port, "3141-5927", Limits::brisk());
    wait_event(&wrong, 10, |e| {
        *e == LinkEvent::Closed(Closed::Failed(NetError::Busy))
    });
    let forged = channel::connect(addr, &Mode::Resume([7; 32]), &Limits::brisk());
    assert_eq!(forged.err(), Some(NetError::UnknownGame));
    play(&a, &b, &mut Rng::new(6), usize::MAX, 60);
    same_records_undisturbed(&a, &b);
}

/// Offers and answers: a draw declined then agreed, a takeback asked and
/// granted, a resignation; each known to both sides.
#[test]
fn draws_takebacks_and_resignation_reach_both_sides() {
    let a = host(dama(), None, "7777-8888", Limits::brisk());
    let b = join(a.port().unwrap(), "7777-8888", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    play(&a, &b, &mut Rng::new(7), 4, 30);
    wait_view(&b, 5, "both level", |v| moves(v) == 4);
    // Whoever is to move offers, asks, and is refused a move out of turn.
    let (mover, other) = if a.view().my_turn() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    mover.send(LinkCommand::OfferDraw);
    wait_event(other, 10, |e| *e == LinkEvent::DrawOffered);
    other.send(LinkCommand::AnswerDraw(false));
    wait_event(mover, 10, |e| *e == LinkEvent::DrawDeclined);
    mover.send(LinkCommand::RequestTakeback);
    wait_event(other, 10, |e| *e == LinkEvent::TakebackRequested);
    other.send(LinkCommand::AnswerTakeback(true));
    // The takeback says whose request it was, on both sides.
    let asker = mover.view().side.expect("the game has begun");
    wait_event(mover, 10, |e| {
        *e == LinkEvent::TookBack {
            moves: 2,
            requested_by: asker,
        }
    });
    wait_event(other, 10, |e| {
        *e == LinkEvent::TookBack {
            moves: 2,
            requested_by: asker,
        }
    });
    wait_view(other, 5, "the other took back", |v| moves(v) == 2);
    other.send(LinkCommand::MoveText("a3-a4".into()));
    wait_event(other, 10, |e| {
        matches!(e, LinkEvent::MoveRefused { moves: 2, .. })
    });
    a.send(LinkCommand::OfferDraw);
    wait_event(&b, 10, |e| *e == LinkEvent::DrawOffered);
    b.send(LinkCommand::AnswerDraw(true));
    let draw = Outcome::Draw {
        reason: EndReason::Agreement,
    };
    wait_event(&a, 10, |e| *e == LinkEvent::Over(draw));
    let record = same_records(&a, &b);
    assert_eq!(record.result, Some(draw));

    let a = host(dama(), None, "7777-9999", Limits::brisk());
    let b = join(a.port().unwrap(), "7777-9999", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    a.send(LinkCommand::Resign);
    let won = Outcome::Win {
        winner: Side::White,
        reason: EndReason::Resignation,
    };
    wait_event(&b, 10, |e| *e == LinkEvent::Over(won));
    assert_eq!(same_records(&a, &b).result, Some(won));
}

/// The host keeps the clocks: a side whose time runs out loses on time, on
/// both sides alike.
#[test]
fn a_flag_falls_on_the_hosts_clock() {
    let control = TimeControl {
        base_ms: 400,
        increment_ms: 0,
    };
    let a = host(
        dama(),
        Some(Clock::new(control)),
        "4242-4242",
        Limits::brisk(),
    );
    let b = join(a.port().unwrap(), "4242-4242", Limits::brisk());
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    // The first move is not timed; then the other side's clock runs out.
    assert_eq!(play(&a, &b, &mut Rng::new(8), 1, 10), 1);
    let over = wait_event(&b, 10, |e| matches!(e, LinkEvent::Over(_)));
    let Some(LinkEvent::Over(Outcome::Win { reason, .. })) = over.last() else {
        panic!("{over:?}");
    };
    assert_eq!(*reason, EndReason::TimeForfeit);
    let record = same_records(&a, &b);
    let clock = record.clock.unwrap();
    assert_eq!(clock.white_ms.min(clock.black_ms), 0, "{clock:?}");
}

/// A quiet game is kept alive by pings: nobody moves while the joiner sends
/// a ping and a pong for each of the host's pings, thirteen rounds, five
/// times as long as a ping may go unanswered, and the connection stands.
/// The rounds are counted through a proxy, not timed, so a slow machine only
/// makes the wait longer.
#[test]
fn pings_keep_a_quiet_game_connected() {
    let limits = Limits {
        ping_every: Duration::from_millis(200),
        pong_wait: Duration::from_millis(500),
        ..Limits::brisk()
    };
    let a = host(dama(), None, "1357-2468", limits.clone());
    let proxy = Proxy::start(a.port().unwrap(), false);
    let b = join(proxy.port, "1357-2468", limits);
    wait_event(&b, 10, |e| *e == LinkEvent::Started);
    let opening = frames(&proxy.sent_by_client(0));
    let deadline = Instant::now() + Duration::from_secs(60);
    while frames(&proxy.sent_by_client(0)) < opening + 26 {
        assert!(Instant::now() < deadline, "the joiner fell silent");
        std::thread::sleep(Duration::from_millis(20));
    }
    for link in [&a, &b] {
        assert_eq!(link.view().phase, Phase::Playing);
        assert!(
            !link
                .poll()
                .iter()
                .any(|e| matches!(e, LinkEvent::Dropped(_)))
        );
    }
    assert_eq!(moves(&a.view()), 0, "nobody moved");
    proxy.stop();
}

/// The whole frames in bytes sent on a connection (each a two-byte length,
/// then that many bytes).
fn frames(mut bytes: &[u8]) -> usize {
    let mut count = 0;
    while let [high, low, rest @ ..] = bytes {
        let len = usize::from(u16::from_be_bytes([*high, *low]));
        if rest.len() < len {
            break;
        }
        bytes = &rest[len..];
        count += 1;
    }
    count
}

/// A peer with the code that breaks the rules is cut off and the game
/// kept: an illegal move, then (on another game) a flood of messages.
#[test]
fn a_peer_that_plays_illegally_or_floods_is_cut_off() {
    use akidada::net::message::{Hello, Message, MoveMsg, VERSION};
    let hello = Message::Hello(Hello {
        version: VERSION,
        name: "Eve".into(),
        game: None,
    });
    for flood in [false, true] {
        let a = host(dama(), None, "8080-8080", Limits::brisk());
        let addr = SocketAddr::from((LOOPBACK, a.port().unwrap()));
        let (mut peer, _) =
            channel::connect(addr, &Mode::Pair(code("8080-8080")), &Limits::brisk()).unwrap();
        peer.send(&hello).unwrap();
        wait_event(&a, 10, |e| *e == LinkEvent::Started);
        if flood {
            for n in 0..2000 {
                if peer.send(&Message::Ping { n }).is_err() {
                    break;
                }
            }
        } else {
            let bad = MoveMsg {
                text: "a1-h8".into(),
                times: None,
            };
            peer.send(&Message::Move(bad)).unwrap();
        }
        let seen = wait_event(&a, 10, |e| matches!(e, LinkEvent::Closed(_)));
        let Some(LinkEvent::Closed(Closed::Broken(why))) = seen.last() else {
            panic!("{seen:?}");
        };
        assert!(
            matches!(
                (flood, why),
                (true, NetError::Flood) | (false, NetError::OutOfTurn | NetError::IllegalMove(_))
            ),
            "{why:?}"
        );
        assert_eq!(a.view().record().unwrap().moves.len(), 0);
    }
}
