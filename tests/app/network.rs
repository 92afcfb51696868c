//! Two apps on one machine play over the loopback address through their
//! commands, as two windows would: Host… and Join… with the code, a whole
//! Dama game with a draw declined, a takeback agreed and a resignation, an
//! Akidada game with clocks ended by a draw, a connection cut and resumed,
//! and a wrong code said in the Join dialog with the game on screen kept.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use akidada::app::command::{
    ComputerCommand, DialogCommand, FileCommand, GameCommand, LessonCommand, MoveCommand,
    NetworkCommand, SettingsCommand,
};
use akidada::app::network::{HostColour, NetOptions};
use akidada::app::new_game::TimeChoice;
use akidada::app::play::{ActiveGame, GamePlay};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::app::{App, Command, Effect, Modal};
use akidada::games::{GameKind, Outcome, Side};
use akidada::net::{Limits, NETWORK_NOTE};

use crate::common::proxy::Proxy;

fn home(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("network-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An app on loopback with a home of its own, nothing over the board.
fn app(name: &str) -> App {
    let settings = Settings {
        language: Lang::En,
        animation: AnimSpeed::Off,
        ..Settings::default()
    };
    let mut app = App::new(settings)
        .with_data_dir(&home(name))
        .with_network(NetOptions {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            limits: Limits::brisk(),
        });
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    assert!(app.modal().is_none(), "{:?}", app.modal());
    app
}

/// The seconds since the test began, as the window's clock.
fn now(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

/// Frames of both apps until `done`, for at most `secs`.
fn pump(
    apps: &mut [&mut App],
    start: Instant,
    secs: u64,
    what: &str,
    done: impl Fn(&[&mut App]) -> bool,
) {
    let until = Instant::now() + Duration::from_secs(secs);
    loop {
        for app in apps.iter_mut() {
            app.begin_frame(now(start));
            app.end_frame(now(start));
        }
        if done(apps) {
            return;
        }
        assert!(Instant::now() < until, "waited {secs} s for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Hosts `kind` as White with clocks `time`; the port and the code shown.
fn host(app: &mut App, kind: GameKind, time: TimeChoice, start: Instant) -> (u16, String) {
    host_game(app, kind, time, false, start)
}

/// Hosts as [`host`] does, as a lesson or not.
fn host_game(
    app: &mut App,
    kind: GameKind,
    time: TimeChoice,
    lesson: bool,
    start: Instant,
) -> (u16, String) {
    app.apply(Command::Network(NetworkCommand::ShowHostGame), now(start));
    let Some(Modal::HostGame(form)) = app.modal_mut() else {
        panic!("no Host dialog: {:?}", app.modal());
    };
    form.game.kind = kind;
    form.game.time = time;
    form.name = "Ada".into();
    form.colour = HostColour::White;
    form.lesson = lesson;
    app.apply(Command::Network(NetworkCommand::StartHosting), now(start));
    match app.modal() {
        Some(Modal::Hosting(h)) => {
            assert!(
                h.addresses
                    .iter()
                    .any(|a| a.ends_with(&format!(":{}", h.port)))
            );
            (h.port, h.code.clone())
        }
        other => panic!("not waiting: {other:?}"),
    }
}

fn join(app: &mut App, port: u16, code: &str, start: Instant) {
    app.apply(Command::Network(NetworkCommand::ShowJoinGame), now(start));
    let Some(Modal::JoinGame(form)) = app.modal_mut() else {
        panic!("no Join dialog");
    };
    form.address = format!("127.0.0.1:{port}");
    form.code = code.into();
    form.name = "Bolek".into();
    app.apply(Command::Network(NetworkCommand::StartJoining), now(start));
}

/// `b` joins `a`'s game at `port`; both run until it begins.
fn join_and_begin(a: &mut App, b: &mut App, port: u16, code: &str, start: Instant) {
    join(b, port, code, start);
    pump(&mut [a, b], start, 10, "the game to begin", started);
}

fn started(apps: &[&mut App]) -> bool {
    apps.iter()
        .all(|a| a.network_side().is_some() && a.modal().is_none())
}

/// The legal moves on the board, in notation.
fn legal(game: &ActiveGame) -> Vec<String> {
    match &game.play {
        GamePlay::Dama(p) => {
            let pos = p.session.position();
            p.session
                .legal_moves()
                .iter()
                .map(|m| pos.move_text(m))
                .collect()
        }
        GamePlay::Akidada(p) => p
            .session
            .legal_moves()
            .iter()
            .map(|m| m.notation())
            .collect(),
    }
}

/// The side to move plays its `pick`th legal move, typed; both boards then
/// agree.
fn play_one(a: &mut App, b: &mut App, pick: usize, start: Instant) {
    let n = a.game().ply_count();
    let mover = if a.network_side() == Some(a.game().side_to_move()) {
        &mut *a
    } else {
        &mut *b
    };
    let moves = legal(mover.game());
    mover.move_box_mut().text = moves[pick % moves.len()].clone();
    mover.apply(Command::Move(MoveCommand::PlayTypedMove), now(start));
    assert_eq!(mover.game().ply_count(), n + 1, "{:?}", mover.move_box());
    pump(&mut [a, b], start, 10, "the move on both boards", |apps| {
        apps[0].game().move_texts() == apps[1].game().move_texts()
    });
}

/// Both records alike (the clocks' times aside): the moves, the result,
/// both names and the network noted.
fn same_records(a: &App, b: &App) {
    let (ra, rb) = (a.game().to_record(), b.game().to_record());
    assert_eq!(ra.moves, rb.moves);
    assert_eq!(ra.result, rb.result);
    for r in [&ra, &rb] {
        assert_eq!((r.white.as_str(), r.black.as_str()), ("Ada", "Bolek"));
        assert!(r.comment.contains(NETWORK_NOTE), "{:?}", r.comment);
    }
}

#[test]
fn a_dama_game_with_a_draw_declined_a_takeback_and_a_resignation() {
    let start = Instant::now();
    let (mut a, mut b) = (app("dama-host"), app("dama-join"));
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::None, start);
    join_and_begin(&mut a, &mut b, port, &code, start);
    assert_eq!(b.game().kind(), GameKind::Dama);
    assert_eq!(a.network_side(), Some(Side::White));
    assert_eq!(b.network_side(), Some(Side::Black));
    // Each sees the board from their own side.
    assert!(!a.board_flipped());
    assert!(b.board_flipped());
    assert!(
        b.status().unwrap().contains("you play Black against Ada"),
        "{:?}",
        b.status()
    );
    for i in 0..6 {
        play_one(&mut a, &mut b, i * 7, start);
    }
    // Only this side's pieces move here: White may not move for Black.
    let side = a.game().side_to_move();
    let (mover, waiter) = if a.network_side() == Some(side) {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    let moves = legal(waiter.game());
    waiter.move_box_mut().text = moves[0].clone();
    waiter.apply(Command::Move(MoveCommand::PlayTypedMove), now(start));
    assert_eq!(
        waiter.game().ply_count(),
        6,
        "a move out of turn is not played"
    );
    // Undo is no local matter: nothing is taken back.
    mover.apply(Command::Move(MoveCommand::Undo), now(start));
    assert_eq!(mover.game().ply_count(), 6);
    // Not a lesson: the engine helps neither player.
    for x in [&mut *mover, &mut *waiter] {
        assert!(x.help_barred());
        toggle_engine_help(x, now(start));
        assert!(!x.settings().analysis && !x.settings().teaching);
    }
    // A draw offered and declined.
    mover.apply(Command::Game(GameCommand::AgreeDraw), now(start));
    pump(&mut [&mut a, &mut b], start, 10, "the offer", |apps| {
        apps.iter()
            .any(|x| matches!(x.modal(), Some(Modal::NetDrawOffered { .. })))
    });
    let asked = if matches!(a.modal(), Some(Modal::NetDrawOffered { .. })) {
        &mut a
    } else {
        &mut b
    };
    asked.apply(
        Command::Network(NetworkCommand::AnswerNetDraw(false)),
        now(start),
    );
    pump(&mut [&mut a, &mut b], start, 10, "the answer", |apps| {
        apps.iter()
            .any(|x| x.status().is_some_and(|s| s.contains("declined the draw")))
    });
    assert!(a.game().outcome().is_none() && b.game().outcome().is_none());
    // The side that just moved asks to take it back; the other agrees.
    let last = a.game().last_mover().unwrap();
    let asker = if a.network_side() == Some(last) {
        &mut a
    } else {
        &mut b
    };
    asker.apply(
        Command::Network(NetworkCommand::RequestTakeback),
        now(start),
    );
    pump(&mut [&mut a, &mut b], start, 10, "the request", |apps| {
        apps.iter()
            .any(|x| matches!(x.modal(), Some(Modal::NetTakebackAsked { .. })))
    });
    let asked = if matches!(a.modal(), Some(Modal::NetTakebackAsked { .. })) {
        &mut a
    } else {
        &mut b
    };
    asked.apply(
        Command::Network(NetworkCommand::AnswerTakeback(true)),
        now(start),
    );
    pump(&mut [&mut a, &mut b], start, 10, "the takeback", |apps| {
        apps.iter().all(|x| x.game().ply_count() == 5)
    });
    // Both are told: the one who asked, that the other agreed.
    let said = |x: &App, what: &str| x.status().is_some_and(|s| s.contains(what));
    let agreed = "agreed: the move was taken back";
    assert!(
        said(&a, agreed) != said(&b, agreed),
        "{:?} {:?}",
        a.status(),
        b.status()
    );
    assert!(said(&a, "The move was taken back") || said(&b, "The move was taken back"));
    play_one(&mut a, &mut b, 3, start);
    // Black resigns, on either turn: the game is over on both boards,
    // Black having lost.
    assert_eq!(b.resigning_side(), Side::Black);
    b.apply(Command::Game(GameCommand::Resign), now(start));
    b.apply(Command::Game(GameCommand::ConfirmResign), now(start));
    pump(
        &mut [&mut a, &mut b],
        start,
        10,
        "the resignation",
        |apps| apps.iter().all(|x| x.game().outcome().is_some()),
    );
    assert_eq!(a.game().outcome().unwrap().winner(), Some(Side::White));
    assert_eq!(b.game().outcome(), a.game().outcome());
    same_records(&a, &b);
    pump(
        &mut [&mut a, &mut b],
        start,
        10,
        "the link to end",
        |apps| apps.iter().all(|x| !x.network_game_on()),
    );
    // The result is said, and Black still sees the board from its side.
    for x in [&a, &b] {
        assert_eq!(
            x.status().as_deref(),
            Some("White wins, the loser resigned.")
        );
    }
    assert!(b.board_flipped() && !a.board_flipped());
    // After the game the engine's help comes back: analysis and teaching
    // mode, refused while the game went on, now open.
    for x in [&mut a, &mut b] {
        assert!(!x.help_barred());
        toggle_engine_help(x, now(start));
        assert!(x.settings().analysis && x.settings().teaching);
    }
    // And saving works.
    let file = home("dama-saved").join("game.ron");
    b.apply(
        Command::File(FileCommand::SavePath(file.clone())),
        now(start),
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains(NETWORK_NOTE) && saved.contains("Bolek"),
        "{saved}"
    );
}

#[test]
fn a_lesson_lets_both_players_use_hints_and_analysis() {
    let start = Instant::now();
    let (mut a, mut b) = (app("lesson-host"), app("lesson-join"));
    let (port, code) = host_game(&mut a, GameKind::Dama, TimeChoice::None, true, start);
    join_and_begin(&mut a, &mut b, port, &code, start);
    // The joiner learns it from the host's hello and is told so.
    assert!(b.network_lesson() && a.network_lesson());
    assert!(
        b.status().unwrap().contains("It is a lesson"),
        "{:?}",
        b.status()
    );
    play_one(&mut a, &mut b, 2, start);
    // Black, the joiner, is to move: its hint comes, though the game goes on.
    assert!(b.network_game_on() && !b.help_barred());
    b.apply(Command::Computer(ComputerCommand::Hint), now(start));
    pump(&mut [&mut a, &mut b], start, 20, "the hint", |apps| {
        apps[1].hint_highlight().is_some()
    });
    // Analysis opens for the host too; undo stays a request to the other.
    a.apply(
        Command::Settings(SettingsCommand::ToggleAnalysis),
        now(start),
    );
    assert!(a.settings().analysis);
    a.apply(Command::Move(MoveCommand::Undo), now(start));
    assert_eq!(a.game().ply_count(), 1);
    a.apply(
        Command::Settings(SettingsCommand::ToggleAnalysis),
        now(start),
    );
}

#[test]
fn an_akidada_game_with_clocks_ends_in_a_draw_agreed() {
    let start = Instant::now();
    let (mut a, mut b) = (app("akidada-host"), app("akidada-join"));
    let (port, code) = host(&mut a, GameKind::Akidada, TimeChoice::Preset(1), start);
    join_and_begin(&mut a, &mut b, port, &code, start);
    assert_eq!(b.game().kind(), GameKind::Akidada);
    let base = a.game().clock.as_ref().unwrap().control.base_ms;
    assert_eq!(
        b.game().clock.as_ref().unwrap().control.base_ms,
        base,
        "the host's times"
    );
    let mut i = 0;
    while a.game().outcome().is_none() && i < 16 {
        play_one(&mut a, &mut b, i * 5 + 1, start);
        i += 1;
    }
    if a.game().outcome().is_none() {
        a.apply(Command::Game(GameCommand::AgreeDraw), now(start));
        pump(&mut [&mut a, &mut b], start, 10, "the offer", |apps| {
            matches!(apps[1].modal(), Some(Modal::NetDrawOffered { .. }))
        });
        b.apply(
            Command::Network(NetworkCommand::AnswerNetDraw(true)),
            now(start),
        );
        pump(&mut [&mut a, &mut b], start, 10, "the draw", |apps| {
            apps.iter().all(|x| x.game().outcome().is_some())
        });
        assert!(matches!(a.game().outcome(), Some(Outcome::Draw { .. })));
    }
    same_records(&a, &b);
    // The clocks ran on the host's side and both show its times.
    let clock = |x: &App, side| x.game().clock.as_ref().unwrap().left(side);
    assert!(clock(&a, Side::White).abs_diff(clock(&b, Side::White)) < 2000);
    for x in [&a, &b] {
        let marks = x.game().to_record().clock.unwrap().marks;
        assert_eq!(
            marks.len(),
            x.game().ply_count(),
            "every move's time is kept"
        );
    }
}

#[test]
fn a_dropped_connection_says_so_and_the_game_goes_on() {
    let start = Instant::now();
    let (mut a, mut b) = (app("drop-host"), app("drop-join"));
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::Preset(2), start);
    let proxy = Proxy::start(port, false);
    join_and_begin(&mut a, &mut b, proxy.port, &code, start);
    for i in 0..4 {
        play_one(&mut a, &mut b, i, start);
    }
    proxy.refuse();
    proxy.cut();
    // The joiner (b) calls again; the host (a) waits for it by name.
    pump(&mut [&mut a, &mut b], start, 10, "the drop said", |apps| {
        apps[0]
            .status()
            .is_some_and(|s| s.contains("waiting for") && s.contains("to come back"))
            && apps[1].status().is_some_and(|s| s.contains("reconnecting"))
    });
    // Nobody moves while the connection is down.
    let side = a.game().side_to_move();
    let mover = if a.network_side() == Some(side) {
        &mut a
    } else {
        &mut b
    };
    assert!(!mover.may_move_here());
    proxy.admit();
    pump(&mut [&mut a, &mut b], start, 15, "the peer back", |apps| {
        apps.iter()
            .all(|x| x.status().is_some_and(|s| s.contains("is back")))
    });
    for i in 0..2 {
        play_one(&mut a, &mut b, i, start);
    }
    assert_eq!(a.game().ply_count(), 6);
    // Leaving asks first, and keeps the game in the games in progress.
    b.apply(
        Command::Network(NetworkCommand::LeaveNetworkGame),
        now(start),
    );
    assert!(matches!(b.modal(), Some(Modal::ConfirmLeaveNetwork { .. })));
    b.apply(
        Command::Network(NetworkCommand::ConfirmLeaveNetwork),
        now(start),
    );
    assert!(!b.network_game_on());
    assert_eq!(b.games_in_progress().len(), 1);
    pump(&mut [&mut a, &mut b], start, 10, "the host told", |apps| {
        apps[0]
            .status()
            .is_some_and(|s| s.contains("Bolek left the game"))
    });
    // The game broken off stands still on both screens: nobody's clock runs
    // while nobody plays it.
    pump(&mut [&mut a, &mut b], start, 1, "a few frames", |_| true);
    for x in [&a, &b] {
        assert_eq!(x.game().clock.as_ref().unwrap().running(), None);
    }
    assert_eq!(a.games_in_progress().len(), 1);
}

#[test]
fn a_peer_that_does_not_return_leaves_the_game_kept_to_host_again() {
    let start = Instant::now();
    let brief = NetOptions {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        limits: Limits {
            reconnect_for: Duration::from_secs(1),
            ..Limits::brisk()
        },
    };
    let mut a = app("gone-host").with_network(brief.clone());
    let mut b = app("gone-join").with_network(brief);
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::Preset(1), start);
    let proxy = Proxy::start(port, false);
    join_and_begin(&mut a, &mut b, proxy.port, &code, start);
    for i in 0..3 {
        play_one(&mut a, &mut b, i, start);
    }
    let moves = a.game().move_texts();
    proxy.refuse();
    proxy.cut();
    pump(
        &mut [&mut a, &mut b],
        start,
        15,
        "both to give up",
        |apps| {
            apps.iter()
                .all(|x| x.status().is_some_and(|s| s.contains("did not come back")))
        },
    );
    for x in [&a, &b] {
        assert!(!x.network_game_on());
        assert_eq!(x.game().move_texts(), moves, "the game stays on the board");
        assert_eq!(x.games_in_progress().len(), 1, "and is kept");
    }
    // Hosted again from the board, a new friend carries it on.
    a.apply(Command::Network(NetworkCommand::ShowHostGame), now(start));
    let Some(Modal::HostGame(form)) = a.modal_mut() else {
        panic!("no Host dialog");
    };
    assert!(form.can_resume);
    form.resume = true;
    form.colour = HostColour::White;
    a.apply(Command::Network(NetworkCommand::StartHosting), now(start));
    let Some(Modal::Hosting(hosting)) = a.modal() else {
        panic!("not waiting: {:?}", a.modal());
    };
    let (port, code) = (hosting.port, hosting.code.clone());
    let mut c = app("gone-again");
    join(&mut c, port, &code, start);
    pump(
        &mut [&mut a, &mut c],
        start,
        10,
        "the game to begin again",
        started,
    );
    assert_eq!(c.game().move_texts(), moves);
    assert!(c.game().clock.is_some(), "with its clocks");
    play_one(&mut a, &mut c, 0, start);
    assert_eq!(a.game().ply_count(), 4);
}

/// `x` hosts the game on its board again, as White; the port and the code.
fn host_again(x: &mut App, start: Instant) -> (u16, String) {
    x.apply(Command::Network(NetworkCommand::ShowHostGame), now(start));
    let Some(Modal::HostGame(form)) = x.modal_mut() else {
        panic!("no Host dialog: {:?}", x.modal());
    };
    assert!(form.can_resume);
    form.resume = true;
    form.colour = HostColour::White;
    x.apply(Command::Network(NetworkCommand::StartHosting), now(start));
    match x.modal() {
        Some(Modal::Hosting(h)) => (h.port, h.code.clone()),
        other => panic!("not waiting: {other:?}"),
    }
}

/// The joiner (`b`) leaves the game; both keep it, the host once told.
fn joiner_leaves(a: &mut App, b: &mut App, start: Instant) {
    b.apply(
        Command::Network(NetworkCommand::LeaveNetworkGame),
        now(start),
    );
    b.apply(
        Command::Network(NetworkCommand::ConfirmLeaveNetwork),
        now(start),
    );
    pump(&mut [a, b], start, 10, "the host told", |apps| {
        apps[0].network_side().is_none()
    });
}

#[test]
fn a_game_hosted_again_is_listed_in_progress_once_and_leaves_when_it_ends() {
    let start = Instant::now();
    let (mut a, mut b) = (app("again-host"), app("again-join"));
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::Preset(1), start);
    join(&mut b, port, &code, start);
    pump(&mut [&mut a, &mut b], start, 10, "the game", started);
    for i in 0..3 {
        play_one(&mut a, &mut b, i, start);
    }
    joiner_leaves(&mut a, &mut b, start);
    // Each side keeps it; frames go by (a clock on a board may run).
    let until = Instant::now() + Duration::from_millis(300);
    pump(&mut [&mut a, &mut b], start, 2, "a while", |_| {
        Instant::now() > until
    });
    for x in [&a, &b] {
        assert_eq!(x.games_in_progress().len(), 1, "kept");
    }
    // Hosted again from the board, joined from the board, broken off
    // again: still listed once on each side.
    let (port, code) = host_again(&mut a, start);
    join(&mut b, port, &code, start);
    pump(&mut [&mut a, &mut b], start, 10, "the game again", started);
    play_one(&mut a, &mut b, 0, start);
    joiner_leaves(&mut a, &mut b, start);
    for x in [&a, &b] {
        let kept = x.games_in_progress();
        assert_eq!(kept.len(), 1, "listed once: {kept:?}");
        assert!(kept[0].1.contains("4 moves"), "as it stands: {kept:?}");
    }
    // Opened from the games in progress on both sides and played on to
    // the end: gone from both lists.
    for x in [&mut a, &mut b] {
        let name = x.games_in_progress()[0].0.clone();
        x.apply(Command::File(FileCommand::ResumeKept(name)), now(start));
        assert_eq!(x.game().ply_count(), 4);
        assert!(
            x.games_in_progress().is_empty(),
            "taken out, not kept again"
        );
    }
    let (port, code) = host_again(&mut a, start);
    join(&mut b, port, &code, start);
    pump(
        &mut [&mut a, &mut b],
        start,
        10,
        "the game a third time",
        started,
    );
    assert!(
        b.games_in_progress().is_empty(),
        "the joiner's board carried on"
    );
    play_one(&mut a, &mut b, 0, start);
    b.apply(Command::Game(GameCommand::Resign), now(start));
    b.apply(Command::Game(GameCommand::ConfirmResign), now(start));
    pump(&mut [&mut a, &mut b], start, 10, "the end", |apps| {
        apps.iter()
            .all(|x| x.game().outcome().is_some() && !x.network_game_on())
    });
    for x in [&mut a, &mut b] {
        assert!(
            x.games_in_progress().is_empty(),
            "a finished game is not kept"
        );
        x.apply(Command::Lesson(LessonCommand::OpenLesson(0)), now(start));
        assert!(x.games_in_progress().is_empty(), "nor when replaced");
    }
}

#[test]
fn a_wrong_code_is_said_in_the_join_dialog_and_the_game_stays() {
    let start = Instant::now();
    let (mut a, mut b) = (app("wrong-host"), app("wrong-join"));
    b.move_box_mut().text = legal(b.game())[0].clone();
    b.apply(Command::Move(MoveCommand::PlayTypedMove), now(start));
    let before = b.game().move_texts();
    assert_eq!(before.len(), 1);
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::None, start);
    let wrong = if code.starts_with('1') {
        "2222-2222"
    } else {
        "1111-1111"
    };
    b.apply(Command::Network(NetworkCommand::ShowJoinGame), now(start));
    let Some(Modal::JoinGame(form)) = b.modal_mut() else {
        panic!()
    };
    form.address = "not an address".into();
    form.code = code.clone();
    b.apply(Command::Network(NetworkCommand::StartJoining), now(start));
    let Some(Modal::JoinGame(form)) = b.modal_mut() else {
        panic!()
    };
    assert!(form.problem.is_some(), "{form:?}");
    assert!(
        form.problem
            .as_deref()
            .unwrap()
            .contains("is not an address")
    );
    form.address = format!("127.0.0.1:{port}");
    form.code = wrong.into();
    b.apply(Command::Network(NetworkCommand::StartJoining), now(start));
    pump(
        &mut [&mut a, &mut b],
        start,
        10,
        "the refusal",
        |apps| matches!(apps[1].modal(), Some(Modal::JoinGame(f)) if f.problem.is_some()),
    );
    let Some(Modal::JoinGame(form)) = b.modal() else {
        panic!()
    };
    assert_eq!(
        form.problem.as_deref(),
        Some("Could not join: the code is wrong.")
    );
    assert_eq!(b.game().move_texts(), before, "the game on screen is kept");
    assert!(
        matches!(a.modal(), Some(Modal::Hosting(_))),
        "the host still waits"
    );
    a.take_effects();
    a.apply(
        Command::Network(NetworkCommand::CopyNetworkCode),
        now(start),
    );
    let copied = format!("Address 127.0.0.1:{port}, code {code}");
    assert_eq!(a.take_effects(), vec![Effect::CopyText(copied)]);
    a.apply(Command::Network(NetworkCommand::CancelNetwork), now(start));
    assert!(a.modal().is_none());
}

/// Wrong codes until the code's tries are spent: the host stops waiting,
/// says why on the status line, and offers Host… again for a new code.
#[test]
fn the_host_offers_a_new_code_once_the_tries_are_spent() {
    use akidada::net::{Closed, Code, JoinConfig, Link, LinkEvent, NetError};
    let start = Instant::now();
    let mut a = app("spent-host");
    let (port, code) = host(&mut a, GameKind::Dama, TimeChoice::None, start);
    let tries = Limits::brisk().max_wrong_codes;
    for i in 0..tries {
        let wrong = if code.ends_with('1') {
            "1234-5670"
        } else {
            "1234-5671"
        };
        let joiner = Link::join(JoinConfig {
            name: format!("Eve {i}"),
            addr: (Ipv4Addr::LOCALHOST, port).into(),
            code: Code::parse(wrong).unwrap(),
            limits: Limits::brisk(),
        });
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            a.begin_frame(now(start));
            a.end_frame(now(start));
            if let Some(LinkEvent::Closed(closed)) = joiner.next_event(Duration::from_millis(5)) {
                assert_eq!(closed, Closed::Failed(NetError::WrongCode));
                break;
            }
            assert!(Instant::now() < until, "the wrong code was not answered");
        }
    }
    pump(&mut [&mut a], start, 10, "Host… offered again", |apps| {
        matches!(apps[0].modal(), Some(Modal::HostGame(_)))
    });
    let status = a.status().unwrap_or_default().to_string();
    assert!(status.contains("wrong codes were tried"), "{status}");
    a.apply(Command::Network(NetworkCommand::StartHosting), now(start));
    assert!(
        matches!(a.modal(), Some(Modal::Hosting(_))),
        "{:?}",
        a.modal()
    );
}

/// Asks for the engine's help both ways: the analysis and teaching mode
/// turned on (or off, if they were on).
fn toggle_engine_help(app: &mut App, at: f64) {
    app.apply(Command::Settings(SettingsCommand::ToggleAnalysis), at);
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), at);
}
