//! A game over the network in the app: hosting and joining from the
//! dialogs, the link polled each frame as the computer is, the moves and
//! answers both ways, the clocks as the host keeps them, and what the status
//! line says while the connection drops and comes back. While the game goes
//! on only this side's pieces move, undo is a request to the other player,
//! and the engine gives no hints unless the host made the game a lesson;
//! leaving asks first and keeps the game.

use std::time::Instant;

use super::App;
use crate::app::clock::Clock;
use crate::app::command::{
    Command, ComputerCommand, DialogCommand, FileCommand, GameCommand, LessonCommand, MoveCommand,
    NetworkCommand, PdnCommand, SettingsCommand,
};
use crate::app::modal::Modal;
use crate::app::network::{HostForm, Hosting, JoinForm, NetOptions};
use crate::app::play::{ActiveGame, GameMove, GamePlay, InputEvent, Players};
use crate::app::text::{Status, capitalise};
use crate::games::{EndReason, Outcome, Side};
use crate::i18n::{Arg, Msg, m};
use crate::net::portmap::PortMap;
use crate::net::{
    self, Ask, Closed, Code, HostConfig, JoinConfig, Link, LinkCommand, LinkEvent, Phase,
};
use crate::rng::Rng;
use crate::session::GameSession;

/// The link and what the app knows of it. The link owns the network game
/// (its moves, result, clocks and the questions each side put); the game
/// on the board follows the link's events, one way: a move of ours goes to
/// the link as a value and is cut off again if the link refuses it.
pub(super) struct NetSeat {
    link: Link,
    /// The game began: both players are there.
    started: bool,
    /// The side this end plays (known to the joiner once the game begins).
    side: Option<Side>,
    /// This end hosts the game (its game is on the board already).
    host: bool,
    /// The other player put a question (the link holds which) that the
    /// window has not shown yet.
    question_unshown: bool,
    /// Why the connection dropped, while it is down.
    dropped: Option<Msg>,
    /// The host made the game a lesson (known once it begins).
    lesson: bool,
    /// The router asked to forward the host's port while the game lasts.
    router: Option<PortMap>,
    /// What Host… was filled in with, to offer it again when the code
    /// can be used no more.
    host_form: Option<HostForm>,
}

impl NetSeat {
    fn new(link: Link, side: Option<Side>, host: bool) -> NetSeat {
        NetSeat {
            link,
            started: false,
            side,
            host,
            question_unshown: false,
            dropped: None,
            lesson: false,
            router: None,
            host_form: None,
        }
    }
}

impl App {
    /// The network game's commands.
    pub(super) fn network_command(&mut self, command: NetworkCommand, now: f64) {
        match command {
            NetworkCommand::ShowHostGame => {
                let form = HostForm::new(&self.game, self.tr());
                self.modal = Some(Modal::HostGame(Box::new(form)));
            }
            NetworkCommand::ShowJoinGame => {
                self.modal = Some(Modal::JoinGame(JoinForm::new(&self.game)))
            }
            NetworkCommand::StartHosting => self.start_hosting(),
            NetworkCommand::StartJoining => self.start_joining(),
            NetworkCommand::CancelNetwork => self.cancel_network(),
            NetworkCommand::CopyNetworkCode => {
                if let Some(Modal::Hosting(hosting)) = &self.modal {
                    let text = hosting.copied_text(self.tr());
                    self.effects.push(super::Effect::CopyText(text));
                }
            }
            NetworkCommand::LeaveNetworkGame => {
                self.ask_leave(Command::Dialog(DialogCommand::CloseDialog))
            }
            NetworkCommand::ConfirmLeaveNetwork => {
                if let Some(Modal::ConfirmLeaveNetwork { then, .. }) = self.modal.take() {
                    self.leave_network();
                    self.apply_command(*then, now);
                }
            }
            NetworkCommand::AnswerNetDraw(yes) => self.answer(LinkCommand::AnswerDraw(yes)),
            NetworkCommand::AnswerTakeback(yes) => self.answer(LinkCommand::AnswerTakeback(yes)),
            NetworkCommand::RequestTakeback => {
                if self.network_game_on() {
                    self.send(LinkCommand::RequestTakeback);
                    self.net_status(m::NET_STATUS_TAKEBACK_SENT);
                }
            }
        }
    }

    /// Whether a network game goes on: begun with the friend, not over.
    pub fn network_game_on(&self) -> bool {
        self.net.as_ref().is_some_and(|s| s.started) && self.game.outcome().is_none()
    }

    /// Whether the network game is a lesson: the host lets both players use
    /// hints, analysis and teaching mode while it goes on.
    pub fn network_lesson(&self) -> bool {
        self.net.as_ref().is_some_and(|s| s.started && s.lesson)
    }

    /// Whether the engine's help (hints, analysis, teaching mode's values)
    /// is barred: in a network game going on that is not a lesson.
    pub fn help_barred(&self) -> bool {
        self.network_game_on() && !self.network_lesson()
    }

    /// Whether this side may enter a move now: always, but in a network game
    /// only on its own turn, connected, at the last move.
    pub fn may_move_here(&self) -> bool {
        let Some(seat) = &self.net else {
            return true;
        };
        seat.started
            && seat.dropped.is_none()
            && Some(self.game.side_to_move()) == seat.side
            && self.game.cursor() == self.game.ply_count()
    }

    /// The side whose player would resign now: this end's in a network
    /// game, else the side to move.
    pub fn resigning_side(&self) -> Side {
        self.network_side()
            .unwrap_or_else(|| self.game.side_to_move())
    }

    /// The side this end plays in a network game.
    pub fn network_side(&self) -> Option<Side> {
        self.net.as_ref().filter(|s| s.started).and_then(|s| s.side)
    }

    /// Whether the board is drawn with Black at the bottom: the setting,
    /// turned for whoever plays Black over the network, who sees the board
    /// from their own side as on an online board (Flip board still turns it),
    /// during the game and after it.
    pub fn board_flipped(&self) -> bool {
        self.settings().flipped ^ (self.seen_from == Some(Side::Black))
    }

    /// Commands a network game going on takes its own way: replacing the
    /// game asks first; undo, redo and (unless the game is a lesson) hints
    /// are off; a draw offer,
    /// a resignation and a move go to the other side. The rest come back.
    pub(super) fn network_intercept(&mut self, command: Command) -> Option<Command> {
        use Command as C;
        if !self.network_game_on() {
            return Some(command);
        }
        match command {
            C::Game(GameCommand::ShowNewGame)
            | C::Network(NetworkCommand::ShowHostGame | NetworkCommand::ShowJoinGame)
            | C::File(
                FileCommand::Open
                | FileCommand::OpenPath(_)
                | FileCommand::Resume
                | FileCommand::ResumeKept(_),
            )
            | C::Lesson(LessonCommand::OpenLesson(_))
            | C::Dialog(DialogCommand::OpenEditor | DialogCommand::Quit)
            | C::Pdn(PdnCommand::ImportPdn | PdnCommand::PastePrompt | PdnCommand::PasteText(_)) => {
                self.ask_leave(command)
            }
            C::Move(MoveCommand::Undo | MoveCommand::Redo)
            | C::Computer(ComputerCommand::StartReview) => {}
            C::Computer(ComputerCommand::Hint) if self.help_barred() => {}
            C::Settings(SettingsCommand::ToggleAnalysis)
                if self.help_barred() && !self.settings.analysis => {}
            C::Settings(SettingsCommand::ToggleTeaching)
                if self.help_barred() && !self.settings.teaching => {}
            C::Game(GameCommand::AgreeDraw) => {
                self.send(LinkCommand::OfferDraw);
                self.net_status(m::NET_STATUS_DRAW_SENT);
            }
            C::Game(GameCommand::ConfirmResign) => {
                if matches!(self.modal.take(), Some(Modal::ConfirmResign)) {
                    self.send(LinkCommand::Resign);
                }
            }
            C::Move(MoveCommand::Board(_) | MoveCommand::PlayTypedMove)
                if !self.may_move_here() => {}
            other => return Some(other),
        }
        None
    }

    /// Asks before leaving the network game, then does `then`.
    fn ask_leave(&mut self, then: Command) {
        if !self.network_game_on() {
            self.leave_network();
            return;
        }
        let name = self.peer_name();
        let then = Box::new(then);
        self.modal = Some(Modal::ConfirmLeaveNetwork { name, then });
    }

    /// Leaves the link; an unfinished game is kept in the games in progress.
    fn leave_network(&mut self) {
        if let Some(seat) = self.net.take() {
            seat.link.send(LinkCommand::Leave);
            if seat.started {
                self.keep_network_game();
                self.net_status(m::NET_STATUS_LEFT);
            }
        }
    }

    /// Stops waiting for the friend, or joining.
    fn cancel_network(&mut self) {
        if self.net.as_ref().is_some_and(|s| !s.started) {
            self.net = None;
        }
        match &mut self.modal {
            Some(Modal::Hosting(_)) => self.modal = None,
            Some(Modal::JoinGame(form)) => form.connecting = false,
            _ => {}
        }
    }

    fn send(&self, command: LinkCommand) {
        if let Some(seat) = &self.net {
            seat.link.send(command);
        }
    }

    /// The answer to a question of the other player's, if it is on screen.
    fn answer(&mut self, command: LinkCommand) {
        let asked = matches!(
            (&self.modal, &command),
            (
                Some(Modal::NetDrawOffered { .. }),
                LinkCommand::AnswerDraw(_)
            ) | (
                Some(Modal::NetTakebackAsked { .. }),
                LinkCommand::AnswerTakeback(_)
            )
        );
        if asked {
            self.modal = None;
            self.send(command);
        }
    }

    /// Host…'s Host: the link listens, the game goes on the board, and the
    /// waiting screen shows where to reach it.
    fn start_hosting(&mut self) {
        let Some(Modal::HostGame(form)) = &self.modal else {
            return;
        };
        let form = (**form).clone();
        let tr = self.tr();
        let mut rng = Rng::from_entropy();
        let name = chosen_name(&form.name, tr.t(m::DEFAULT_WHITE_NAME));
        let resume = form.resume && form.can_resume;
        let (game, board, clock, side) = if resume {
            match self.game_to_resume(&form, &name) {
                Ok(found) => found,
                Err(why) => return self.network_failed(m::NET_HOST_FAILED, &why),
            }
        } else {
            new_hosted_game(&form, &name, &mut rng, tr)
        };
        let code = match Code::generate() {
            Ok(code) => code,
            Err(e) => return self.network_failed(m::NET_HOST_FAILED, &e.to_string()),
        };
        let options = self.net_options.clone();
        let config = |port| HostConfig {
            name: name.clone(),
            bind: options.bind,
            port,
            code: code.clone(),
            board: board.clone(),
            host_side: side,
            clock: clock.clone(),
            lesson: form.lesson,
            limits: options.limits.clone(),
        };
        // The usual port, or any free one if it is taken: the screen says
        // which.
        let link = Link::host(config(options.port)).or_else(|_| Link::host(config(0)));
        let link = match link {
            Ok(link) => link,
            Err(e) => return self.network_failed(m::NET_HOST_FAILED, &tr.msg(&e.message())),
        };
        let port = link.port().unwrap_or(options.port);
        let ips = net::local_addresses();
        if !resume {
            self.replace_game(game, None, false);
        }
        // From home: the router is asked to forward the port while the game
        // lasts, unless the host listens on one address.
        let router = options.bind.is_unspecified().then(|| PortMap::start(port));
        let found = router.as_ref().map(PortMap::router);
        let mut seat = NetSeat::new(link, Some(side), true);
        seat.router = router;
        seat.host_form = Some(form);
        self.net = Some(seat);
        let hosting = Hosting::new(options.bind, &ips, port, &code, found);
        self.modal = Some(Modal::Hosting(hosting));
    }

    /// The game on the board, to be hosted again: its board and clocks, the
    /// host's side by the colour chosen, or by its name in the game.
    fn game_to_resume(&self, form: &HostForm, name: &str) -> Result<Hosted, String> {
        let record = self.game.to_record();
        let loaded = record.replay().map_err(|e| self.tr().record_error(&e))?;
        let clock = record.clock.as_ref().map(Clock::from_record);
        let side = match form.colour {
            crate::app::network::HostColour::Lot if record.black == name => Side::Black,
            colour => colour.side(false),
        };
        Ok((self.game.clone(), loaded.session, clock, side))
    }

    /// Join…'s Join: the address and code read, the link connecting (the
    /// dialog waits for it), or what is wrong said in the dialog.
    fn start_joining(&mut self) {
        let tr = self.tr();
        let limits = self.net_options.limits.clone();
        let Some(Modal::JoinGame(form)) = &mut self.modal else {
            return;
        };
        if form.connecting {
            return;
        }
        match form.read(tr) {
            Err(problem) => form.problem = Some(problem),
            Ok((addr, code)) => {
                form.problem = None;
                form.connecting = true;
                let name = chosen_name(&form.name, tr.t(m::DEFAULT_BLACK_NAME));
                let link = Link::join(JoinConfig {
                    name,
                    addr,
                    code,
                    limits,
                });
                self.net = Some(NetSeat::new(link, None, false));
            }
        }
    }

    /// A failure to host or join, said in a message.
    fn network_failed(&mut self, id: &'static str, reason: &str) {
        let body = self.tr().f(id, [("reason", reason.to_string().into())]);
        self.modal = Some(Modal::message(m::NET_PLAY_MENU, body));
    }

    /// The link's news for this frame: its events, then the clocks, the
    /// questions waiting and the status while the connection is down.
    pub(super) fn run_network(&mut self, now: f64) {
        let Some(seat) = &self.net else {
            return;
        };
        for event in seat.link.poll() {
            self.network_event(event, now);
        }
        self.network_frame();
    }

    fn network_event(&mut self, event: LinkEvent, now: f64) {
        let Some(seat) = &mut self.net else {
            return;
        };
        match event {
            LinkEvent::Started => self.network_started(),
            LinkEvent::Moved { side, mv, .. } => self.network_moved(side, mv, now),
            LinkEvent::MoveRefused { why, moves } => {
                self.files.status =
                    Some(Msg::new(m::NET_STATUS_REFUSED).with("reason", why).into());
                // The move stands on the board alone: the game is the link's.
                self.game.cut_to(moves);
                self.changed = true;
            }
            LinkEvent::Refused(why) => {
                self.files.status =
                    Some(Msg::new(m::NET_STATUS_REFUSED).with("reason", why).into());
            }
            LinkEvent::DrawOffered | LinkEvent::TakebackRequested => seat.question_unshown = true,
            LinkEvent::DrawDeclined => self.net_status(m::NET_STATUS_DRAW_DECLINED),
            LinkEvent::TakebackDeclined => self.net_status(m::NET_STATUS_TAKEBACK_DECLINED),
            LinkEvent::TookBack {
                moves,
                requested_by,
            } => {
                let ours = Some(requested_by) == seat.side;
                self.game.cut_to(moves);
                self.changed = true;
                self.net_status(if ours {
                    m::NET_STATUS_TAKEBACK_AGREED
                } else {
                    m::NET_STATUS_TOOK_BACK
                });
            }
            LinkEvent::Dropped(e) => seat.dropped = Some(e.message()),
            LinkEvent::Resumed => {
                seat.dropped = None;
                self.net_status(m::NET_STATUS_RESUMED);
            }
            LinkEvent::Turned(e) => {
                self.files.status = Some(
                    Msg::new(m::NET_STATUS_TURNED)
                        .with("reason", e.message())
                        .into(),
                );
            }
            LinkEvent::Over(outcome) => {
                self.network_over(outcome);
                self.game_ended();
                // What was said last (an offer declined) is stale now.
                self.files.status = Some(Status::Outcome(outcome));
            }
            LinkEvent::Closed(closed) => self.network_closed(closed),
        }
    }

    /// The game began (or began again after a reconnection): the joiner's
    /// board takes the host's game, both get the names and the clocks.
    fn network_started(&mut self) {
        let (view, side, host) = match &mut self.net {
            Some(seat) if !seat.started => {
                let view = seat.link.view();
                // A game begun has both its sides known.
                let Some(side) = view.side else {
                    return;
                };
                seat.started = true;
                seat.side = Some(side);
                seat.lesson = view.lesson;
                (view, side, seat.host)
            }
            _ => return,
        };
        if matches!(self.modal, Some(Modal::Hosting(_) | Modal::JoinGame(_))) {
            self.modal = None;
        }
        if host {
            // The host's own game, now with both names.
            self.game.players = Players::humans(&view.white, &view.black);
            self.game.meta.comment = net::NETWORK_NOTE.to_string();
            self.changed = true;
        } else if let Some(game) = self.game_of_view(&view) {
            // The joiner's board takes the host's game, once.
            self.replace_game(game, None, false);
        }
        self.seen_from = Some(side);
        self.network_game_on_board = true;
        let mut said = vec![
            Msg::new(m::NET_STATUS_STARTED)
                .with("side", side)
                .with("name", self.peer_name()),
        ];
        if view.lesson {
            said.push(Msg::new(m::NET_STATUS_LESSON));
        }
        self.files.status = Some(Status::Sentences(said));
    }

    /// A move from the link: the other player's, checked there by the
    /// rules, is played on the board as the value it is (animated and
    /// heard); ours is on the board already.
    fn network_moved(&mut self, side: Side, mv: GameMove, now: f64) {
        let mine = self.net.as_ref().is_some_and(|s| s.side == Some(side));
        if !mine && self.game.play_checked(mv) == InputEvent::Played {
            self.played(now);
        }
    }

    /// A move was just played here: this side's goes to the link, as a
    /// value, and from it to the other player.
    pub(super) fn network_played(&mut self) {
        let Some(seat) = &self.net else {
            return;
        };
        if seat.started
            && seat.side.is_some_and(|s| self.game.last_mover() == Some(s))
            && let Some(mv) = self.game.last_move()
        {
            seat.link.send(LinkCommand::Move(mv));
        }
    }

    /// The link's game ended: a result declared there (a resignation, a
    /// draw agreed, a flag) is declared on the board too; one a move
    /// brought is there already.
    fn network_over(&mut self, outcome: Outcome) {
        if self.game.outcome().is_some() {
            return;
        }
        let end = self.game.ply_count();
        self.game.go_to(end);
        match outcome {
            Outcome::Win {
                winner,
                reason: EndReason::Resignation,
            } => self.game.resign_side(winner.opposite()),
            Outcome::Win {
                winner,
                reason: EndReason::TimeForfeit,
            } => self.game.time_forfeit(winner.opposite()),
            Outcome::Draw {
                reason: EndReason::Agreement,
            } => self.game.agree_draw(),
            _ => {}
        }
        self.changed = true;
    }

    /// The game the link holds, as the board shows it.
    fn game_of_view(&self, view: &net::View) -> Option<ActiveGame> {
        let loaded = view.record()?.replay().ok()?;
        Some(ActiveGame::from_loaded(loaded, self.default_names()))
    }

    /// The link ended: the game stays on the board; one left unfinished is
    /// kept in the games in progress, and the status line says why.
    fn network_closed(&mut self, closed: Closed) {
        let Some(seat) = self.net.take() else {
            return;
        };
        let tr = self.tr();
        let failed = |reason: &net::NetError| capitalise(tr.0, &tr.msg(&reason.message()));
        match closed {
            Closed::Finished | Closed::Left => {}
            Closed::PeerLeft => self.keep_and_say(m::NET_STATUS_PEER_LEFT, None),
            Closed::GaveUp => self.keep_and_say(m::NET_STATUS_GAVE_UP, None),
            Closed::Broken(e) => self.keep_and_say(m::NET_STATUS_BROKEN, Some(&e)),
            // Every try of the code is spent: Host… again, for a new code.
            Closed::Failed(e @ net::NetError::CodeSpent(_))
                if !seat.started && seat.host_form.is_some() =>
            {
                self.files.status = Some(
                    Msg::new(m::NET_HOST_FAILED)
                        .with("reason", e.message())
                        .into(),
                );
                self.modal = seat.host_form.map(|form| Modal::HostGame(Box::new(form)));
            }
            Closed::Failed(e) if !seat.started => match &mut self.modal {
                Some(Modal::JoinGame(form)) => {
                    form.connecting = false;
                    let reason = tr.msg(&e.message());
                    form.problem = Some(tr.f(m::NET_JOIN_FAILED, [("reason", reason.into())]));
                }
                _ => self.network_failed(m::NET_HOST_FAILED, &failed(&e)),
            },
            Closed::Failed(e) => self.keep_and_say(m::NET_STATUS_BROKEN, Some(&e)),
        }
    }

    fn keep_and_say(&mut self, id: &'static str, reason: Option<&net::NetError>) {
        self.keep_network_game();
        let reason = reason.map_or_else(|| Arg::from(""), |e| e.message().into());
        self.files.status = Some(
            Msg::new(id)
                .with("name", self.peer_name())
                .with("reason", reason)
                .into(),
        );
    }

    /// Keeps an unfinished network game in the games in progress, to be
    /// hosted again; the game on the board then counts as kept.
    fn keep_network_game(&mut self) {
        if self.game.outcome().is_some() || self.game.ply_count() == 0 {
            return;
        }
        let record = self.game.to_record();
        match self.keep_in_progress(record.clone(), None) {
            Ok(name) => {
                self.files.saved = Some(record);
                self.files.kept = Some(name);
            }
            Err(e) => self.files.status = Some(Status::Clause(e.message())),
        }
    }

    /// Each frame: the clocks as the host keeps them, a question of the
    /// other player's shown once nothing else is, the reconnection's time.
    fn network_frame(&mut self) {
        let Some(seat) = &mut self.net else {
            return;
        };
        let view = seat.link.view();
        // What the router did, on the waiting screen as it comes.
        if let (Some(router), Some(Modal::Hosting(hosting))) = (&seat.router, &mut self.modal) {
            hosting.set_router(Some(router.router()));
        }
        // The link's clocks as they read now, their marks too: the record
        // saved has each move's time.
        if let Some(clock) = view.clock_now() {
            self.game.clock = Some(clock);
        }
        if self.modal.is_none() && seat.started && std::mem::take(&mut seat.question_unshown) {
            let name = peer_of(&view, seat.side);
            // A question that lapsed meanwhile (a move was made) is not shown.
            match view.peer_asks {
                Some(Ask::Draw) => self.modal = Some(Modal::NetDrawOffered { name }),
                Some(Ask::Takeback { .. }) => {
                    self.modal = Some(Modal::NetTakebackAsked { name });
                }
                None => {}
            }
        }
        let (dropped, host) = (seat.dropped.clone(), seat.host);
        if let (Phase::Reconnecting { until }, Some(reason)) = (view.phase, &dropped) {
            let seconds = until.saturating_duration_since(Instant::now()).as_secs();
            // The joiner calls again; the host waits for it.
            let id = if host {
                m::NET_STATUS_WAITING_BACK
            } else {
                m::NET_STATUS_RECONNECTING
            };
            self.files.status = Some(
                Msg::new(id)
                    .with("reason", reason.clone())
                    .with("seconds", seconds)
                    .with("name", self.peer_name())
                    .into(),
            );
        }
    }

    /// While a link runs: look at it again soon (its news comes without
    /// any input).
    pub(super) fn network_wait(&self) -> Option<f64> {
        self.net.as_ref().map(|_| 0.1)
    }

    /// The other player's name.
    pub fn peer_name(&self) -> String {
        match (&self.net, self.seen_from) {
            (Some(seat), _) => peer_of(&seat.link.view(), seat.side),
            // The link has ended: the other name on the board.
            (None, Some(mine)) => self.game.players.name(mine.opposite()).to_string(),
            (None, None) => String::new(),
        }
    }

    fn net_status(&mut self, id: &'static str) {
        let name = self.peer_name();
        self.files.status = Some(Msg::new(id).with("name", name).into());
    }

    /// Where and how this app hosts and joins (the tests: loopback, short
    /// limits).
    pub fn with_network(mut self, options: NetOptions) -> App {
        self.net_options = options;
        self
    }
}

type Hosted = (ActiveGame, GameSession, Option<Clock>, Side);

/// A new game as Host… describes it, the host on `side`.
fn new_hosted_game(form: &HostForm, name: &str, rng: &mut Rng, tr: crate::app::text::Tr) -> Hosted {
    let side = form.colour.side(rng.coin());
    // The friend's place holds its side's default name ("Player 2" for
    // Black), or the other if the host took it, until the friend's own comes.
    let mut defaults = [tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME)];
    if side == Side::White {
        defaults.reverse();
    }
    let waiting = defaults
        .into_iter()
        .find(|d| *d != name)
        .unwrap_or_default();
    let mut names = [waiting.to_string(), waiting.to_string()];
    names[side.index()] = name.to_string();
    let players = Players::humans(&names[0], &names[1]);
    let control = form.game.time_control();
    let game = ActiveGame::new(form.game.rules(), players, rng.next_u64()).with_clock(control);
    let board = match &game.play {
        GamePlay::Akidada(p) => GameSession::Akidada(p.session.clone()),
        GamePlay::Dama(p) => GameSession::Dama(p.session.clone()),
    };
    let clock = control.map(Clock::new);
    (game, board, clock, side)
}

fn peer_of(view: &net::View, mine: Option<Side>) -> String {
    match mine.map(Side::opposite) {
        Some(Side::White) => view.white.clone(),
        Some(Side::Black) => view.black.clone(),
        None => String::new(),
    }
}

/// The name typed, or `fallback` when none was.
fn chosen_name(typed: &str, fallback: &str) -> String {
    match typed.trim() {
        "" => fallback.to_string(),
        name => name.to_string(),
    }
}
