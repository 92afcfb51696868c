//! A hostile peer of the project's own, on the loopback address only: it
//! speaks the protocol through the real channel (so it pairs and holds the
//! keys) and then misbehaves, against the real host and joiner. Each attack
//! is a test; every wait has a deadline, every loop a bound, and each
//! connection ends with its test.

use std::io::Read;
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use akidada::games::dama::{Dama, DamaRules};
use akidada::games::{Outcome, Side};
use akidada::net::channel::{self, Channel, Door, Key, Mode, Tries};
use akidada::net::game;
use akidada::net::message::{Hello, Message, Resume, Times, VERSION};
use akidada::net::{
    Clock, Closed, Code, HostConfig, JoinConfig, Limits, Link, LinkEvent, NetError, Phase,
    TimeControl,
};
use akidada::session::{GameSession, Session};

const LOOPBACK: Ipv4Addr = Ipv4Addr::LOCALHOST;
/// The most any wait in these tests lasts: a guard against a hang, never a
/// measure of speed.
const HANG_GUARD: Duration = Duration::from_secs(15);

fn code(text: &str) -> Code {
    Code::parse(text).unwrap()
}

fn dama() -> GameSession {
    GameSession::Dama(Session::<Dama>::new(DamaRules::default(), 11))
}

fn host(clock: Option<Clock>, secret: &str, limits: Limits) -> Link {
    Link::host(HostConfig {
        name: "Ayşe".into(),
        bind: LOOPBACK.into(),
        port: 0,
        code: code(secret),
        board: dama(),
        host_side: Side::Black,
        clock,
        lesson: false,
        limits,
    })
    .expect("a port on the loopback address")
}

fn join(addr: SocketAddr, secret: &str, limits: Limits) -> Link {
    Link::join(JoinConfig {
        name: "Mehmet".into(),
        addr,
        code: code(secret),
        limits,
    })
}

fn addr_of(link: &Link) -> SocketAddr {
    SocketAddr::from((LOOPBACK, link.port().unwrap()))
}

/// The events until one matches `want` (kept, with it, in order); fails at
/// the hang guard.
fn until(link: &Link, want: impl Fn(&LinkEvent) -> bool) -> Vec<LinkEvent> {
    super::net::wait_event(link, HANG_GUARD.as_secs(), want)
}

/// How the link ended.
fn closed(link: &Link) -> (Closed, Vec<LinkEvent>) {
    let seen = until(link, |e| matches!(e, LinkEvent::Closed(_)));
    match seen.last() {
        Some(LinkEvent::Closed(closed)) => (closed.clone(), seen),
        _ => unreachable!(),
    }
}

/// The next message from the peer, skipping pings (answered); fails at the
/// hang guard.
fn next_message(channel: &mut Channel) -> Message {
    let deadline = Instant::now() + HANG_GUARD;
    while Instant::now() < deadline {
        match channel.poll() {
            Ok(Some(Message::Ping { n })) => {
                let _ = channel.send(&Message::Pong { n });
            }
            Ok(Some(message)) => return message,
            Ok(None) => {}
            Err(e) => panic!("the connection ended: {e:?}"),
        }
    }
    panic!("nothing came");
}

fn hello(name: &str) -> Message {
    Message::Hello(Hello {
        version: VERSION,
        name: name.into(),
        game: None,
    })
}

/// A hostile joiner that pairs with the right code and says hello: the
/// channel, the key of the pairing, and the host's game.
fn paired(host: &Link, secret: &str) -> (Channel, Key, GameSession) {
    let (mut peer, key) =
        channel::connect(addr_of(host), &Mode::Pair(code(secret)), &Limits::brisk()).unwrap();
    peer.send(&hello("Eve")).unwrap();
    let Message::Hello(Hello {
        game: Some(offer), ..
    }) = next_message(&mut peer)
    else {
        panic!("no game from the host");
    };
    (peer, key, game::from_offer(&offer).unwrap())
}

/// A hostile host on a port of its own: it pairs with the real joiner
/// (whose link is given), reads its hello and answers with `offer_of` the
/// game; the channel is then the test's.
fn hostile_host(
    secret: &str,
    offer_of: impl FnOnce(&GameSession) -> akidada::net::message::Offer,
) -> (Link, Channel) {
    let listener = TcpListener::bind((LOOPBACK, 0)).unwrap();
    let joiner = join(listener.local_addr().unwrap(), secret, Limits::brisk());
    let (stream, _) = listener.accept().unwrap();
    let door = Door {
        pair: Some((code(secret), Tries::new(3))),
        ..Door::default()
    };
    let accepted = channel::accept(stream, &door, &Limits::brisk(), &AtomicBool::new(false))
        .unwrap_or_else(|e| panic!("the joiner did not pair: {e:?}"));
    let mut channel = accepted.channel;
    assert!(matches!(next_message(&mut channel), Message::Hello(_)));
    let offer = offer_of(&dama());
    channel
        .send(&Message::Hello(Hello {
            version: VERSION,
            name: "Mallory".into(),
            game: Some(offer),
        }))
        .unwrap();
    (joiner, channel)
}

/// Eight silent TCP connections hold every opening place the host has; the
/// friend still joins (the oldest silent one makes room), and a resume
/// after a cut gets in the same way.
#[test]
fn silent_connections_do_not_keep_the_friend_out() {
    let limits = Limits::brisk();
    let a = host(None, "1111-0000", limits.clone());
    let addr = addr_of(&a);
    let mut silent: Vec<TcpStream> = (0..limits.max_opening)
        .map(|_| TcpStream::connect(addr).unwrap())
        .collect();
    // One more, silent too. Once the host has dealt with it (before: told
    // it is busy; now: the oldest silent one closed to make room), the
    // others are surely taken in.
    let mut extra = TcpStream::connect(addr).unwrap();
    let tick = Some(Duration::from_millis(20));
    extra.set_read_timeout(tick).unwrap();
    silent[0].set_read_timeout(tick).unwrap();
    let deadline = Instant::now() + HANG_GUARD;
    let answered = |stream: &mut TcpStream| {
        let mut byte = [0u8; 1];
        // Bytes (told it is busy) or the end (closed): either is notice.
        match stream.read(&mut byte) {
            Ok(0 | 1) => true,
            Ok(_) => unreachable!("a one-byte buffer"),
            Err(e) => !matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ),
        }
    };
    while !answered(&mut extra) && !answered(&mut silent[0]) {
        assert!(Instant::now() < deadline, "the host took no notice");
    }
    let b = join(addr, "1111-0000", limits);
    let seen = until(&b, |e| {
        matches!(e, LinkEvent::Started | LinkEvent::Closed(_))
    });
    assert_eq!(seen.last(), Some(&LinkEvent::Started), "{seen:?}");
    drop(silent);
}

/// Wrong codes all at once: exactly the limit of them is checked, the rest
/// are told the code takes no more, and the host then says so and stops,
/// for no join can happen any more.
#[test]
fn exactly_the_limit_of_wrong_codes_is_checked_whatever_their_timing() {
    let limits = Limits::brisk();
    let max = limits.max_wrong_codes;
    let a = host(None, "2222-0000", limits.clone());
    let addr = addr_of(&a);
    let wrong: Vec<Link> = (0..8)
        .map(|i| join(addr, &format!("2222-000{}", i + 1), limits.clone()))
        .collect();
    let mut checked = 0;
    for link in &wrong {
        match closed(link).0 {
            Closed::Failed(NetError::WrongCode) => checked += 1,
            // Told the code takes no more, or found the host gone.
            Closed::Failed(NetError::NoMoreTries | NetError::Io(_) | NetError::Closed) => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(checked, max);
    let (why, seen) = closed(&a);
    assert_eq!(why, Closed::Failed(NetError::CodeSpent(max)), "{seen:?}");
    let turned = seen
        .iter()
        .filter(|e| **e == LinkEvent::Turned(NetError::WrongCode))
        .count();
    assert_eq!(turned as u32, max);
    assert_eq!(a.view().wrong_codes, max);
}

/// A paired peer whose first message is a ping: that connection is
/// dropped, the host says who did what and waits on for the friend.
#[test]
fn a_ping_instead_of_a_hello_drops_that_connection_not_the_host() {
    let a = host(None, "3333-0000", Limits::brisk());
    let (mut eve, _) = channel::connect(
        addr_of(&a),
        &Mode::Pair(code("3333-0000")),
        &Limits::brisk(),
    )
    .unwrap();
    eve.send(&Message::Ping { n: 1 }).unwrap();
    until(&a, |e| *e == LinkEvent::Turned(NetError::NoHello("ping")));
    assert_eq!(a.view().phase, Phase::Waiting);
    let b = join(addr_of(&a), "3333-0000", Limits::brisk());
    until(&b, |e| *e == LinkEvent::Started);
}

/// A resume one move ahead whose hashes do not prove the host's game is
/// refused; the game is kept, not taken over.
#[test]
fn a_resume_must_prove_the_same_game() {
    let a = host(None, "4444-0000", Limits::brisk());
    let (eve, key, board) = paired(&a, "4444-0000");
    until(&a, |e| *e == LinkEvent::Started);
    drop(eve);
    until(&a, |e| matches!(e, LinkEvent::Dropped(_)));
    let moves = board.move_count() as u32;
    let (mut again, _) =
        channel::connect(addr_of(&a), &Mode::Resume(key), &Limits::brisk()).unwrap();
    again
        .send(&Message::Resume(Resume {
            moves: moves + 1,
            hash: 0x5eed_f00d,
            before_last: 0xbad,
        }))
        .unwrap();
    let (why, seen) = closed(&a);
    assert!(!seen.contains(&LinkEvent::Resumed), "{seen:?}");
    assert_eq!(why, Closed::Broken(NetError::Mismatch));
    assert_eq!(a.view().record().unwrap().moves.len(), moves as usize);
}

/// A resume one move ahead that proves the shared moves is taken: the move
/// it carries is played.
#[test]
fn a_resume_ahead_that_proves_the_shared_moves_is_taken() {
    let a = host(None, "4545-0000", Limits::brisk());
    let (eve, key, board) = paired(&a, "4545-0000");
    until(&a, |e| *e == LinkEvent::Started);
    drop(eve);
    until(&a, |e| matches!(e, LinkEvent::Dropped(_)));
    let shared = board.move_count();
    let mut ahead = board.clone();
    // White (Eve) moves first in this game, and has moved on.
    let mv = ahead.legal_move_texts()[0].clone();
    game::play_text(&mut ahead, &mv).unwrap();
    let (mut again, _) =
        channel::connect(addr_of(&a), &Mode::Resume(key), &Limits::brisk()).unwrap();
    again
        .send(&Message::Resume(Resume {
            moves: shared as u32 + 1,
            hash: game::hash_at(&ahead, shared + 1),
            before_last: game::hash_at(&ahead, shared),
        }))
        .unwrap();
    until(&a, |e| *e == LinkEvent::Resumed);
}

/// A takeback asked for a move the asker does not have: the side that
/// found it says so, naming what the other side did.
#[test]
fn a_bad_takeback_request_is_named_by_the_side_that_found_it() {
    let a = host(None, "5555-0000", Limits::brisk());
    let (mut eve, _, _) = paired(&a, "5555-0000");
    until(&a, |e| *e == LinkEvent::Started);
    eve.send(&Message::TakebackRequest { moves: 7 }).unwrap();
    let (why, _) = closed(&a);
    assert_eq!(why, Closed::Broken(NetError::BadTakeback));
    let said = akidada::i18n::Tr(akidada::i18n::Lang::En).msg(&NetError::BadTakeback.message());
    assert!(said.contains("the other side asked to take back"), "{said}");
}

/// A resume under a key that is not the game's is told the host does not
/// hold that game, not that the code is wrong.
#[test]
fn a_resume_under_another_key_is_told_so() {
    let a = host(None, "6666-0000", Limits::brisk());
    let (_eve, _, _) = paired(&a, "6666-0000");
    until(&a, |e| *e == LinkEvent::Started);
    let forged = channel::connect(addr_of(&a), &Mode::Resume([7; 32]), &Limits::brisk());
    assert_eq!(forged.err(), Some(NetError::UnknownGame));
}

/// A host that says the joiner lost on time in a game without clocks: a
/// fault of the host's, not a loss.
#[test]
fn a_flag_in_a_game_without_clocks_is_a_fault_not_a_loss() {
    let (joiner, mut mallory) = hostile_host("7777-0000", |board| {
        game::offer(board, Side::Black, None, None)
    });
    until(&joiner, |e| *e == LinkEvent::Started);
    mallory
        .send(&Message::Flagged { side: Side::White })
        .unwrap();
    let (why, seen) = closed(&joiner);
    assert!(
        !seen.iter().any(|e| matches!(e, LinkEvent::Over(_))),
        "{seen:?}"
    );
    assert_eq!(why, Closed::Broken(NetError::FlagWithoutClock));
    assert!(joiner.view().record().unwrap().result.is_none());
}

/// A host that says the joiner's time ran out while it has five minutes by
/// its own count: refused in words, never recorded as a loss.
#[test]
fn a_flag_far_from_the_joiners_count_is_refused() {
    let five = TimeControl::minutes(5, 0);
    let (joiner, mut mallory) = hostile_host("8888-0000", |board| {
        game::offer(board, Side::Black, Some(five), None)
    });
    until(&joiner, |e| *e == LinkEvent::Started);
    mallory
        .send(&Message::Flagged { side: Side::White })
        .unwrap();
    let (why, seen) = closed(&joiner);
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, LinkEvent::Over(Outcome::Win { .. }))),
        "{seen:?}"
    );
    assert!(
        matches!(why, Closed::Broken(NetError::ClockDisagrees { .. })),
        "{why:?}"
    );
    assert!(joiner.view().record().unwrap().result.is_none());
}

/// Times beyond the time control are refused as they are read: the game
/// never begins with them, and nothing is saved with them.
#[test]
fn times_beyond_the_time_control_are_refused_on_reading() {
    let five = TimeControl::minutes(5, 2);
    let (joiner, _mallory) = hostile_host("9999-0000", |board| {
        let times = Times {
            white_ms: 18_446_744_073_709_551_595,
            black_ms: 300_000,
        };
        game::offer(board, Side::Black, Some(five), Some(times))
    });
    let (why, seen) = closed(&joiner);
    assert!(!seen.contains(&LinkEvent::Started), "{seen:?}");
    assert!(
        matches!(why, Closed::Failed(NetError::TimeBeyond { .. })),
        "{why:?}"
    );
}

/// A network game's record whose clock gives a side more than its time
/// control could have: `akidada check` refuses it; the same clocks within
/// the control pass.
#[test]
fn check_refuses_a_network_record_whose_clocks_could_not_have_run_so() {
    use akidada::record::{self, RecordClock, RecordError};
    let mut board = dama();
    let first = board.legal_move_texts()[0].clone();
    game::play_text(&mut board, &first).unwrap();
    let mut saved = akidada::record::Record::from_game(
        &board,
        &akidada::record::Meta {
            comment: akidada::net::NETWORK_NOTE.into(),
            ..Default::default()
        },
    );
    let clock = |white_ms, marks: Vec<u64>| RecordClock {
        base_ms: 300_000,
        increment_ms: 2_000,
        white_ms,
        black_ms: 300_000,
        marks,
    };
    let dir = std::env::temp_dir().join(format!("akidada-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("clocks.ron");
    let mover = board.first();
    let check = |saved: &record::Record| {
        record::save_atomic(&path, saved).unwrap();
        record::check(&path)
    };
    // The first mover has one move: the base and one increment at most.
    saved.clock = Some(clock(299_000, vec![299_000]));
    assert!(check(&saved).is_ok(), "{:?}", check(&saved));
    for (white_ms, mark) in [(18_446_744_073_709_551_595, 299_000), (299_000, 302_001)] {
        let (white_ms, black_ms) = match mover {
            Side::White => (white_ms, 300_000),
            Side::Black => (300_000, white_ms),
        };
        saved.clock = Some(RecordClock {
            white_ms,
            black_ms,
            ..clock(0, vec![mark])
        });
        assert!(
            matches!(check(&saved), Err(RecordError::ImpossibleClock { .. })),
            "{:?}",
            check(&saved)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
