//! `host` and `join`: a game over the network, headless. The moves come from
//! the engine (`--engine LEVEL`) or are typed on standard input; standard
//! output carries the game as data (`code`, `port`, `address`, `start`,
//! `move`, `result` lines), standard error what happens to the connection.

use std::io::{self, BufRead, Write};
use std::net::ToSocketAddrs;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use crate::ai::search::{LEVELS, Level, Limits as SearchLimits, Search};
use crate::ai::solved::Solver;
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{GameKind, GameMove, Side};
use crate::i18n::{Tr, m};
use crate::net::portmap::{self, PortMap, Router};
use crate::net::{
    Ask, Clock, Closed, Code, CodeError, HostConfig, JoinConfig, Limits, Link, LinkCommand,
    LinkEvent, Phase, TimeControl, View, local_addresses,
};
use crate::record;
use crate::rng::Rng;
use crate::session::{GameSession, Session};

use super::args::{Args, Flag, MOVETIME};
use super::{Action, Result, RuleOptions, Run, Subcommand, fail, quote, usage};

pub(super) const HOST: Subcommand = Subcommand {
    name: "host",
    help: m::CLI_HELP_HOST,
    flags: &[
        PORT, BIND, CODE, ENGINE, MOVETIME, SAVE, NAME, COLOUR, CLOCK, RESUME, WAIT, LESSON,
        NO_ROUTER,
    ],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_host),
};

pub(super) const JOIN: Subcommand = Subcommand {
    name: "join",
    help: m::CLI_HELP_JOIN,
    flags: &[CODE, ENGINE, MOVETIME, SAVE, NAME, WAIT],
    rule_options: RuleOptions::Refused,
    examples: &[],
    run: Run::Args(cmd_join),
};

const PORT: Flag = Flag::with_value("--port", "N");
const BIND: Flag = Flag::with_value("--bind", "ADDR");
const CODE: Flag = Flag::with_value("--code", "C");
const ENGINE: Flag = Flag::with_value("--engine", "LEVEL");
const SAVE: Flag = Flag::with_value("--save", "FILE");
const NAME: Flag = Flag::with_value("--name", "NAME");
const COLOUR: Flag = Flag::with_value("--colour", "SIDE");
const CLOCK: Flag = Flag::with_value("--clock", "M+S");
const RESUME: Flag = Flag::with_value("--resume", "FILE");
const WAIT: Flag = Flag::with_value("--wait", "S");
const LESSON: Flag = Flag::switch("--lesson");
const NO_ROUTER: Flag = Flag::switch("--no-router");

/// How long the engine thinks a move unless told.
const ENGINE_MS: u64 = 1000;

fn cmd_host(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    let (board, host_side, clock) = match args.path(RESUME.name) {
        Some(path) => saved_game(tr, path, &args)?,
        None => new_game(&args)?,
    };
    let code = match args.value(CODE.name) {
        Some(text) => code_of(tr, &text)?,
        None => match Code::generate() {
            Ok(code) => code,
            Err(e) => return fail(err, e),
        },
    };
    let bind = match args.value(BIND.name) {
        // Every address, IPv6 too where the system takes both on one socket.
        None => portmap::any_address(),
        Some(text) => match text.parse() {
            Ok(ip) => ip,
            Err(_) => {
                return usage(tr.f(m::CLI_NET_BAD_ADDRESS, [("found", quote(&*text).into())]));
            }
        },
    };
    let player = player(&args, board.kind(), err)?;
    let config = HostConfig {
        name: args
            .value(NAME.name)
            .map_or_else(default_name, |n| n.into_owned()),
        bind,
        port: args
            .number(PORT.name, 0, 65535)?
            .map_or(crate::net::DEFAULT_PORT, |p| p as u16),
        code: code.clone(),
        board,
        host_side,
        clock,
        lesson: args.has(LESSON.name),
        limits: limits(&args)?,
    };
    let kind = config.board.kind();
    let link = match Link::host(config) {
        Ok(link) => link,
        Err(e) => return fail(err, tr.msg(&e.message())),
    };
    let port = link.port().unwrap_or_default();
    writeln!(out, "code {code}")?;
    writeln!(out, "port {port}")?;
    // From home: the router is asked to forward the port while the game
    // lasts, unless the host listens on one address or said not to.
    let router = (bind.is_unspecified() && !args.has(NO_ROUTER.name)).then(|| PortMap::start(port));
    let found = router.as_ref().map(PortMap::found);
    if let Some(found) = &found {
        let line = match found {
            Router::Mapped(mapping) => {
                format!(
                    "router {} {}",
                    mapping.method.name().to_ascii_lowercase(),
                    mapping.public
                )
            }
            Router::NoRouter => "router none".to_string(),
            Router::Asking => "router asking".to_string(),
            Router::Failed(_) | Router::Lost(..) => "router failed".to_string(),
        };
        writeln!(out, "{line}")?;
        writeln!(err, "{}", tr.msg(&found.message(port)))?;
    }
    let found = found.unwrap_or(Router::NoRouter);
    for address in portmap::addresses(&found, bind, port, &local_addresses()) {
        writeln!(out, "address {address}")?;
    }
    out.flush()?;
    let said = tr.f(
        m::CLI_NET_HOSTING,
        [
            ("game", kind.id().into()),
            ("port", port.into()),
            ("code", code.to_string().into()),
        ],
    );
    writeln!(err, "{said}")?;
    let played = play(tr, &link, player, args.path(SAVE.name), out, err);
    // The game is over: the router is told to close the port before the
    // program ends.
    drop(link);
    if let Some(router) = router {
        router.close();
    }
    played
}

fn cmd_join(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(1)?;
    let Some(text) = args.word(0) else {
        return usage(tr.t(m::CLI_NET_JOIN_EXPECTS));
    };
    let addr = match text.to_socket_addrs().ok().and_then(|mut a| a.next()) {
        Some(addr) => addr,
        None => return usage(tr.f(m::CLI_NET_BAD_ADDRESS, [("found", quote(&*text).into())])),
    };
    let Some(code) = args.value(CODE.name) else {
        return usage(tr.t(m::CLI_NET_JOIN_EXPECTS));
    };
    let code = code_of(tr, &code)?;
    // The game is known once the host says it: the engine is made then.
    let engine_level = args
        .number(ENGINE.name, 1, LEVELS.len() as u64)?
        .map(|n| n as u8);
    let movetime = args
        .number(MOVETIME.name, 1, 3_600_000)?
        .unwrap_or(ENGINE_MS);
    let config = JoinConfig {
        name: args
            .value(NAME.name)
            .map_or_else(default_name, |n| n.into_owned()),
        addr,
        code,
        limits: limits(&args)?,
    };
    writeln!(
        err,
        "{}",
        tr.f(m::CLI_NET_JOINING, [("addr", addr.to_string().into())])
    )?;
    let link = Link::join(config);
    let player = match engine_level {
        Some(level) => Player::Later { level, movetime },
        None => Player::Typed(typed_lines()),
    };
    play(tr, &link, player, args.path(SAVE.name), out, err)
}

/// The user's name, or a plain one.
fn default_name() -> String {
    std::env::var("USER")
        .ok()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| "akidada".to_string())
}

fn code_of(tr: Tr, text: &str) -> Result<Code> {
    Code::parse(text).or_else(|e| {
        let id = match e {
            CodeError::TooShort | CodeError::TooLong => m::CLI_NET_CODE_LENGTH,
            CodeError::BadCharacter(_) => m::CLI_NET_CODE_CHARACTER,
        };
        usage(tr.f(id, [("found", quote(text).into())]))
    })
}

/// `--wait S`: how long a dropped game waits for its peer.
fn limits(args: &Args) -> Result<Limits> {
    let mut limits = Limits::default();
    if let Some(s) = args.number(WAIT.name, 1, 24 * 3600)? {
        limits.reconnect_for = Duration::from_secs(s);
    }
    Ok(limits)
}

/// A new game from the game's name and the rule flags, the host's colour
/// from `--colour` (by lot if not given) and the clocks from `--clock`.
fn new_game(args: &Args) -> Result<(GameSession, Side, Option<Clock>)> {
    args.no_more_words(1)?;
    let mut rng = Rng::from_entropy();
    let seed = rng.next_u64();
    let board = match args.game()? {
        GameKind::Dama => GameSession::Dama(Session::new(args.rules::<Dama>()?, seed)),
        GameKind::Akidada => GameSession::Akidada(Session::new(args.rules::<Akidada>()?, seed)),
    };
    let side = match args
        .value(COLOUR.name)
        .as_deref()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None | Some("lot") => {
            if rng.coin() {
                Side::Black
            } else {
                Side::White
            }
        }
        Some("white") => Side::White,
        Some("black") => Side::Black,
        Some(other) => {
            return usage(
                args.tr
                    .f(m::CLI_NET_BAD_COLOUR, [("found", quote(other).into())]),
            );
        }
    };
    Ok((board, side, clock(args)?.map(Clock::new)))
}

/// `--clock M+S`: minutes for the game, seconds added after each move.
fn clock(args: &Args) -> Result<Option<TimeControl>> {
    let Some(text) = args.value(CLOCK.name) else {
        return Ok(None);
    };
    let parsed = text.split_once('+').and_then(|(minutes, seconds)| {
        let minutes: f64 = minutes.trim().parse().ok()?;
        let seconds: u64 = seconds.trim().parse().ok()?;
        (minutes > 0.0 && minutes <= 600.0 && seconds <= 600).then(|| TimeControl {
            base_ms: (minutes * 60_000.0) as u64,
            increment_ms: seconds * 1000,
        })
    });
    match parsed {
        Some(control) => Ok(Some(control)),
        None => usage(
            args.tr
                .f(m::CLI_NET_BAD_CLOCK, [("found", quote(&*text).into())]),
        ),
    }
}

/// A saved game hosted again: unfinished, its names and clocks kept; the
/// host plays the side `--colour` names, else the side whose name is its own.
fn saved_game(tr: Tr, path: &Path, args: &Args) -> Result<(GameSession, Side, Option<Clock>)> {
    args.no_more_words(0)?;
    let loaded = match record::load_path(path) {
        Ok(loaded) => loaded,
        Err(e) => return usage(format!("{}: {}", path.display(), tr.msg(&e.message()))),
    };
    if loaded.outcome().is_some() {
        return usage(tr.f(
            m::CLI_NET_RESUME_OVER,
            [("path", path.display().to_string().into())],
        ));
    }
    let meta = loaded.meta().clone();
    let clock = meta.clock.as_ref().map(Clock::from_record);
    let name = args
        .value(NAME.name)
        .map_or_else(default_name, |n| n.into_owned());
    let side = match args.value(COLOUR.name).as_deref() {
        Some("black") => Side::Black,
        Some("white") => Side::White,
        _ if meta.black == name => Side::Black,
        _ => Side::White,
    };
    Ok((loaded.session, side, clock))
}

/// Who plays this end's moves.
enum Player {
    /// The engine, at a level.
    Engine(Engine),
    /// The engine, made once the joiner knows the game.
    Later { level: u8, movetime: u64 },
    /// A person typing on standard input.
    Typed(Receiver<String>),
}

enum Engine {
    Dama {
        search: Box<Search>,
        level: Level,
        limits: SearchLimits,
    },
    Akidada {
        solver: Box<Solver>,
        level: u8,
    },
}

fn player(args: &Args, kind: GameKind, err: &mut dyn Write) -> Result<Player> {
    let Some(level) = args.number(ENGINE.name, 1, LEVELS.len() as u64)? else {
        return Ok(Player::Typed(typed_lines()));
    };
    let movetime = args
        .number(MOVETIME.name, 1, 3_600_000)?
        .unwrap_or(ENGINE_MS);
    Ok(Player::Engine(engine(
        args.tr,
        kind,
        level as u8,
        movetime,
        None,
        err,
    )))
}

fn engine(
    tr: Tr,
    kind: GameKind,
    level: u8,
    movetime: u64,
    board: Option<&GameSession>,
    err: &mut dyn Write,
) -> Engine {
    match kind {
        GameKind::Dama => Engine::Dama {
            search: Box::new(Search::new(16)),
            level: Level::get(level).unwrap_or_else(Level::strongest),
            limits: SearchLimits::movetime(Duration::from_millis(movetime)),
        },
        GameKind::Akidada => {
            let rules = board
                .and_then(GameSession::akidada)
                .map(|s| *s.rules())
                .unwrap_or_default();
            Engine::Akidada {
                solver: Box::new(super::solve::load(tr, &rules, err).solver),
                level: level.min(5),
            }
        }
    }
}

impl Engine {
    /// The engine's move in the game as it stands.
    fn choose(&mut self, board: &GameSession, rng: &mut Rng) -> Option<GameMove> {
        match (self, board) {
            (
                Engine::Dama {
                    search,
                    level,
                    limits,
                },
                GameSession::Dama(s),
            ) => {
                let pos = s.position();
                let stop = AtomicBool::new(false);
                let choice = level.choose_move(
                    search,
                    &pos,
                    &s.history_keys(),
                    s.rules(),
                    limits,
                    &stop,
                    rng,
                );
                choice.mv.map(GameMove::Dama)
            }
            (Engine::Akidada { solver, level }, GameSession::Akidada(s)) => {
                let pos = s.position();
                crate::app::computer::akidada::choose(solver, &pos, *level, rng)
                    .map(GameMove::Akidada)
            }
            _ => None,
        }
    }
}

/// Standard input's lines, read on a thread of their own.
fn typed_lines() -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    let _ = std::thread::Builder::new()
        .name("typed moves".into())
        .spawn(move || {
            for line in io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
    rx
}

/// A typed line as a command: a move, or draw, resign, takeback, accept,
/// decline, quit.
fn typed_command(line: &str, view: &View) -> Option<LinkCommand> {
    let word = line.trim();
    Some(match word.to_ascii_lowercase().as_str() {
        "" => return None,
        "draw" => LinkCommand::OfferDraw,
        "resign" => LinkCommand::Resign,
        "takeback" => LinkCommand::RequestTakeback,
        "quit" => LinkCommand::Leave,
        "accept" | "decline" if matches!(view.peer_asks, Some(Ask::Takeback { .. })) => {
            LinkCommand::AnswerTakeback(word.eq_ignore_ascii_case("accept"))
        }
        "accept" | "decline" => LinkCommand::AnswerDraw(word.eq_ignore_ascii_case("accept")),
        _ => LinkCommand::MoveText(word.to_string()),
    })
}

/// Plays the game to its end: the events said, the engine's or the typed
/// moves sent; then the game saved with `--save`. Exit status 0 when the game
/// was played to its end.
fn play(
    tr: Tr,
    link: &Link,
    mut player: Player,
    save: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let mut rng = Rng::from_entropy();
    let mut sent_at: Option<usize> = None;
    let closed = loop {
        if let Some(event) = link.next_event(Duration::from_millis(20)) {
            if let LinkEvent::Closed(closed) = event {
                break closed;
            }
            say(tr, &event, &link.view(), out, err)?;
            // The engine plays on: it says no to offers, once each.
            if matches!(player, Player::Engine(_) | Player::Later { .. }) {
                match event {
                    LinkEvent::DrawOffered => link.send(LinkCommand::AnswerDraw(false)),
                    LinkEvent::TakebackRequested => link.send(LinkCommand::AnswerTakeback(false)),
                    _ => {}
                }
            }
            continue;
        }
        let view = link.view();
        if let Player::Later { level, movetime } = player
            && let Some(board) = &view.board
        {
            player = Player::Engine(engine(tr, board.kind(), level, movetime, Some(board), err));
        }
        match &mut player {
            Player::Engine(engine) => engine_turn(engine, link, &view, &mut sent_at, &mut rng),
            Player::Typed(lines) => {
                for line in lines.try_iter() {
                    if let Some(command) = typed_command(&line, &view) {
                        link.send(command);
                    }
                }
            }
            Player::Later { .. } => {}
        }
    };
    finish(tr, closed, &link.view(), save, out, err)
}

/// The engine moves when it is its turn, once a position.
fn engine_turn(
    engine: &mut Engine,
    link: &Link,
    view: &View,
    sent_at: &mut Option<usize>,
    rng: &mut Rng,
) {
    let Some(board) = &view.board else { return };
    if !view.my_turn() || *sent_at == Some(board.move_count()) {
        return;
    }
    *sent_at = Some(board.move_count());
    if let Some(mv) = engine.choose(board, rng) {
        link.send(LinkCommand::Move(mv));
    }
}

/// An event: the game's on standard output, the rest on standard error.
fn say(
    tr: Tr,
    event: &LinkEvent,
    view: &View,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<()> {
    let peer = match view.side {
        Some(Side::White) => view.black.as_str(),
        Some(Side::Black) => view.white.as_str(),
        None => "",
    };
    let note = |id: &'static str| tr.f(id, [("name", peer.into())]);
    match event {
        LinkEvent::Started => {
            // The game has begun: both sides are known.
            let Some(side) = view.side else {
                return Ok(());
            };
            let kind = view.board.as_ref().map_or("", |b| b.kind().id());
            writeln!(
                out,
                "start {kind} {} white {} black {}",
                side.key(),
                view.white,
                view.black
            )?;
            writeln!(
                err,
                "{}",
                tr.f(
                    m::CLI_NET_STARTED,
                    [("side", side.into()), ("name", peer.into())]
                )
            )?;
            if view.lesson {
                writeln!(err, "{}", tr.t(m::CLI_NET_LESSON))?;
            }
        }
        LinkEvent::Moved {
            side, text, moves, ..
        } => {
            let n = *moves;
            // The clocks as they stand when the move is told.
            match view.times() {
                Some(t) => writeln!(
                    out,
                    "move {n} {} {text} {} {}",
                    side.key(),
                    t.white_ms,
                    t.black_ms
                )?,
                None => writeln!(out, "move {n} {} {text}", side.key())?,
            }
        }
        LinkEvent::Over(outcome) => writeln!(out, "result {outcome}")?,
        LinkEvent::Refused(why) | LinkEvent::MoveRefused { why, .. } => writeln!(
            err,
            "{}",
            tr.f(m::CLI_NET_REFUSED, [("reason", why.clone().into())])
        )?,
        LinkEvent::DrawOffered => writeln!(err, "{}", note(m::CLI_NET_DRAW_OFFERED))?,
        LinkEvent::DrawDeclined => writeln!(err, "{}", note(m::CLI_NET_DRAW_DECLINED))?,
        LinkEvent::TakebackRequested => writeln!(err, "{}", note(m::CLI_NET_TAKEBACK_ASKED))?,
        LinkEvent::TakebackDeclined => writeln!(err, "{}", note(m::CLI_NET_TAKEBACK_DECLINED))?,
        LinkEvent::TookBack { moves, .. } => {
            writeln!(out, "takeback {moves}")?;
        }
        LinkEvent::Dropped(why) => {
            writeln!(
                err,
                "{}",
                tr.f(m::CLI_NET_DROPPED, [("reason", why.message().into())])
            )?;
        }
        LinkEvent::Resumed => writeln!(err, "{}", note(m::CLI_NET_RESUMED))?,
        LinkEvent::Turned(why) => {
            writeln!(
                err,
                "{}",
                tr.f(m::CLI_NET_TURNED, [("reason", why.message().into())])
            )?;
        }
        LinkEvent::Closed(_) => {}
    }
    out.flush()
}

/// The link has ended: why, and the game saved.
fn finish(
    tr: Tr,
    closed: Closed,
    view: &View,
    save: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let why = match &closed {
        Closed::Finished | Closed::Left => None,
        Closed::PeerLeft => Some(tr.t(m::CLI_NET_PEER_LEFT).to_string()),
        Closed::GaveUp => Some(tr.t(m::CLI_NET_GAVE_UP).to_string()),
        Closed::Broken(e) | Closed::Failed(e) => Some(tr.msg(&e.message())),
    };
    if let Some(why) = &why {
        writeln!(err, "akidada: {why}")?;
    }
    if let (Some(path), Some(record)) = (save, view.record()) {
        saved(tr, path, &record, err)?;
    }
    out.flush()?;
    let played = view.phase == Phase::Over;
    Ok(Action::Exit(if played { 0 } else { 1 }))
}

fn saved(tr: Tr, path: &Path, record: &record::Record, err: &mut dyn Write) -> io::Result<()> {
    let shown = path.display().to_string();
    match record::save_atomic(path, record) {
        Ok(()) => writeln!(err, "{}", tr.f(m::CLI_NET_SAVED, [("path", shown.into())])),
        Err(e) => writeln!(
            err,
            "akidada: {}",
            tr.f(
                m::CLI_NET_NOT_SAVED,
                [("path", shown.into()), ("error", e.message().into())]
            )
        ),
    }
}
