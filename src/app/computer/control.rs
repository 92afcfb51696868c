//! What the computer does each frame: think of its move when it is to play,
//! keep the analysis of the position on the board up to date for whoever needs
//! it (the analysis panel, a hint, teaching mode), review a game, and answer a
//! draw offer. Every answer is checked against the position it was asked about.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;
use std::time::Duration;

use super::akidada::{self as aki_brain, AkidadaBrain};
use super::dama::{self as dama_brain, DamaBrain, MoveAnswer, Root};
use super::endgame::{self, EndgameBrain};
use super::review::{ReviewProgress, Spot};
use super::{Analysis, Busy, BusyWith, Eval, Ticket};
use crate::ai::endgame::Tables;
use crate::ai::search::EndgameTables;
use crate::ai::search::{Limits, Score, accepts_draw, should_resign};
use crate::ai::worker::{Job, JobEvent, Wake, no_wake};
use crate::app::play::review::{Judged, Review};
use crate::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, sides_and_result};
use crate::games::{Game, GameMove, Outcome, Side};
use crate::rng::Rng;
use crate::session::Session;

/// The least time the computer seems to think, so its move is seen coming.
pub const MIN_THINK_SECONDS: f64 = 0.5;
/// The most time the strongest levels think about a Dama move.
pub const DAMA_MOVE_TIME: Duration = crate::ai::search::MOVE_TIME;
/// How long a draw offer is thought about.
const DRAW_THOUGHT: Duration = Duration::from_millis(400);

/// What bounds the computer's search for its move: its level's own time and,
/// when its clock runs, the engine's time manager on that clock (as the
/// engine protocol's `wtime`/`winc` give it): a share of about a thirtieth
/// of its time left and most of the increment, never more than a third of
/// what is left, and never more than the level's own time.
pub fn move_limits(game: &ActiveGame) -> Limits {
    let mut limits = Limits::movetime(DAMA_MOVE_TIME);
    if let Some(clock) = &game.clock {
        limits.clock = Some(crate::ai::search::Clock {
            time: Duration::from_millis(clock.left(game.side_to_move())),
            increment: Duration::from_millis(clock.control.increment_ms),
            moves_to_go: None,
        });
    }
    limits
}

/// The least time the computer seems to think: [`MIN_THINK_SECONDS`], or
/// less when its clock is short (the wait runs on its clock).
fn min_think(game: &ActiveGame) -> f64 {
    match &game.clock {
        None => MIN_THINK_SECONDS,
        Some(clock) => {
            let left = clock.left(game.side_to_move()) as f64 / 1000.0;
            MIN_THINK_SECONDS.min(left / 30.0)
        }
    }
}

/// What the window wants of the analysis this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct AnalysisWant {
    /// How many best lines (0: no analysis wanted).
    pub lines: usize,
    /// Keep searching until the position changes (the analysis panel).
    pub infinite: bool,
}

/// What the computer decided this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play this move (it is the computer's turn, in the position asked about).
    Play(GameMove),
    /// Resign the game for this side: it is hopeless.
    Resign(Side),
    /// The answer to a draw offer.
    DrawReply { accepts: bool },
}

struct MoveRun {
    ticket: Ticket,
    started: f64,
    job: Option<Job<(), MoveAnswer>>,
    /// The move chosen (none: nothing to play) and its value, kept until the
    /// least thinking time has passed.
    answer: Option<(Option<GameMove>, Option<Eval>)>,
}

struct AnalysisRun {
    ticket: Ticket,
    want: AnalysisWant,
    job: Option<Job<Analysis, Analysis>>,
    latest: Option<Analysis>,
}

struct ReviewRun {
    ticket: Ticket,
    spots: Vec<Spot>,
    sides: Vec<Side>,
    over: Option<crate::games::Outcome>,
    job: Option<Job<ReviewProgress, Option<Vec<Option<Judged>>>>>,
    progress: ReviewProgress,
}

struct DrawRun {
    ticket: Ticket,
    /// The side the computer plays (the one asked).
    computer: Side,
    job: Option<Job<Analysis, Analysis>>,
}

/// The computer's part of the app.
pub struct Computer {
    wake: Wake,
    dama: DamaBrain,
    akidada: AkidadaBrain,
    endgame: EndgameBrain,
    /// The endgame tables of the game's reading, once loaded.
    tables: Option<Arc<Tables>>,
    mover: Option<MoveRun>,
    analysis: Option<AnalysisRun>,
    review: Option<ReviewRun>,
    draw: Option<DrawRun>,
    /// Moves in a row the computer judged hopeless (it resigns after two).
    hopeless: u32,
    rng: Rng,
}

impl Default for Computer {
    fn default() -> Self {
        Computer::new(no_wake())
    }
}

impl Computer {
    pub fn new(wake: Wake) -> Computer {
        Computer {
            wake,
            dama: DamaBrain::new(),
            akidada: AkidadaBrain::default(),
            endgame: EndgameBrain::default(),
            tables: None,
            mover: None,
            analysis: None,
            review: None,
            draw: None,
            hopeless: 0,
            rng: Rng::from_entropy(),
        }
    }

    /// The same computer keeping its solved tables in `dir`, its Dama endgame
    /// tables covering up to `table_pieces` pieces (tests: small and quick).
    pub fn with_cache_dir(dir: std::path::PathBuf, table_pieces: u32) -> Computer {
        Computer {
            akidada: AkidadaBrain::with_cache_dir(dir.clone()),
            endgame: EndgameBrain::with_cache_dir(dir, table_pieces),
            ..Computer::default()
        }
    }

    /// Where answers are announced (the window's repaint).
    pub fn set_wake(&mut self, wake: Wake) {
        self.wake = wake;
    }

    /// The window's repaint, for other work the app runs (the trainer's).
    pub fn wake(&self) -> Wake {
        Arc::clone(&self.wake)
    }

    /// The solved Akidada table of `rules`, if it is ready (else its build
    /// goes on in the background).
    pub fn akidada_solver(
        &mut self,
        rules: &crate::games::akidada::AkidadaRules,
    ) -> Option<Arc<crate::ai::solved::Solver>> {
        let wake = Arc::clone(&self.wake);
        self.akidada.solver(rules, &wake)
    }

    /// The ticket of the position on the board: the game's rules, start and
    /// moves up to the cursor.
    pub fn ticket(game: &ActiveGame) -> Ticket {
        let mut h = DefaultHasher::new();
        let record = game.to_record();
        format!("{:?}", record.game).hash(&mut h);
        record.start.hash(&mut h);
        let cursor = game.cursor();
        record.moves[..cursor.min(record.moves.len())].hash(&mut h);
        Ticket {
            game: h.finish(),
            cursor,
            key: key_of(game),
        }
    }

    /// Stops everything at once (undo, a new game, a file opened).
    pub fn stop(&mut self) {
        self.mover = None;
        self.analysis = None;
        self.draw = None;
        self.hopeless = 0;
    }

    /// Whether the computer is thinking of its move.
    pub fn thinking(&self) -> bool {
        self.mover.is_some()
    }

    /// A slow thing under way that the window should show.
    pub fn busy(&self) -> Option<Busy> {
        let solving = self.akidada.loading().map(|fraction| Busy {
            fraction,
            what: BusyWith::SolvingAkidada,
        });
        solving.or_else(|| {
            self.endgame.loading().map(|fraction| Busy {
                fraction,
                what: BusyWith::BuildingTables,
            })
        })
    }

    /// Stops building a table.
    pub fn cancel_busy(&mut self) {
        self.akidada.cancel();
        self.endgame.cancel();
    }

    /// One frame's work: think of the computer's move if `level` is given (the
    /// computer is to move, and may), keep the analysis `want`ed, and collect
    /// any answers.
    pub fn update(
        &mut self,
        game: &ActiveGame,
        level: Option<u8>,
        may_resign: bool,
        want: AnalysisWant,
        now: f64,
    ) -> Vec<Action> {
        let ticket = Computer::ticket(game);
        let mut actions = Vec::new();
        self.akidada.poll();
        if let GamePlay::Dama(play) = &game.play {
            let wanted = crate::ai::endgame::cached::wanted(&play.session.position());
            self.tables = self
                .endgame
                .tables(play.session.rules(), wanted, &self.wake);
            self.dama
                .set_tables(self.tables.clone().map(|t| t as Arc<dyn EndgameTables>));
        }
        match level {
            Some(level) => {
                if let Some(action) = self.think(game, ticket, level, may_resign, now) {
                    actions.push(action);
                }
            }
            None => self.mover = None,
        }
        self.analyse(game, ticket, want);
        if let Some(reply) = self.draw_reply(game, ticket) {
            actions.push(reply);
        }
        actions
    }

    /// The computer's move in the position of `ticket`: asked for once, then
    /// played (or the game resigned) when it has come and the least thinking
    /// time is over.
    fn think(
        &mut self,
        game: &ActiveGame,
        ticket: Ticket,
        level: u8,
        may_resign: bool,
        now: f64,
    ) -> Option<Action> {
        if self.mover.as_ref().is_none_or(|m| m.ticket != ticket) {
            self.mover = Some(MoveRun {
                ticket,
                started: now,
                job: None,
                answer: None,
            });
        }
        if self.mover.as_ref()?.answer.is_none() {
            let seed = self.rng.next_u64();
            match &game.play {
                GamePlay::Dama(play) => self.ask_dama(play, game, level, seed),
                GamePlay::Akidada(play) => self.choose_akidada(play, level, seed)?,
            }
        }
        self.play_answer(game, level, may_resign, now)
    }

    /// Starts the Dama engine's search for its move, once, and keeps the last
    /// answer it has given.
    fn ask_dama(&mut self, play: &DamaPlay, game: &ActiveGame, level: u8, seed: u64) {
        let Some(run) = self.mover.as_mut() else {
            return;
        };
        let job = run.job.get_or_insert_with(|| {
            self.dama.think(
                Root::of(&play.session),
                level,
                move_limits(game),
                seed,
                Arc::clone(&self.wake),
            )
        });
        // The last answer given, if one came (none was kept yet).
        run.answer = job.poll().into_iter().rev().find_map(|event| match event {
            JobEvent::Done((mv, eval)) => Some((mv.map(GameMove::Dama), eval)),
            JobEvent::Progress(_) => None,
        });
    }

    /// Akidada's move and its value, looked up in the solved table at once
    /// and kept as the run's answer, so the move chosen is the one played;
    /// `None` while the table is still being built.
    fn choose_akidada(&mut self, play: &AkidadaPlay, level: u8, seed: u64) -> Option<()> {
        let solver = self.akidada.solver(play.session.rules(), &self.wake)?;
        let pos = play.session.position();
        let mut rng = Rng::new(seed);
        let mv = aki_brain::choose(&solver, &pos, level, &mut rng);
        let eval = aki_brain::eval_of(solver.verdict(&pos));
        let run = self.mover.as_mut()?;
        run.answer = Some((mv.map(GameMove::Akidada), Some(eval)));
        run.job = None;
        Some(())
    }

    /// The answer that has come, played (or the game resigned) once the least
    /// thinking time is over.
    fn play_answer(
        &mut self,
        game: &ActiveGame,
        level: u8,
        may_resign: bool,
        now: f64,
    ) -> Option<Action> {
        let run = self.mover.as_mut()?;
        if now - run.started < min_think(game) {
            // Come back when the least thinking time is over.
            return None;
        }
        let (mv, eval) = run.answer.take()?;
        self.mover = None;
        let mover = game.side_to_move();
        if self.judges_hopeless(eval, level, may_resign, game) {
            return Some(Action::Resign(mover));
        }
        mv.map(Action::Play)
    }

    /// Whether the computer gives up: only its stronger levels, only when
    /// allowed, and only after judging two of its moves in a row hopeless.
    fn judges_hopeless(
        &mut self,
        eval: Option<Eval>,
        level: u8,
        may_resign: bool,
        game: &ActiveGame,
    ) -> bool {
        let strong = level * 2 > crate::ai::level_count(game.kind());
        let hopeless = match eval {
            Some(Eval::Cp(cp)) => should_resign(Score::Cp(cp)),
            Some(Eval::Exact { value, cursed }) => !cursed && should_resign(Score::Exact(value)),
            None => false,
        };
        self.hopeless = if hopeless { self.hopeless + 1 } else { 0 };
        may_resign && strong && self.hopeless >= 2
    }

    fn analyse(&mut self, game: &ActiveGame, ticket: Ticket, want: AnalysisWant) {
        if want.lines == 0 || game.outcome().is_some() {
            self.analysis = None;
            return;
        }
        let same = self
            .analysis
            .as_ref()
            .is_some_and(|a| a.ticket == ticket && a.want == want);
        if !same {
            // Keep the old lines only if they belong to this position.
            let latest = self
                .analysis
                .take()
                .filter(|a| a.ticket == ticket)
                .and_then(|a| a.latest);
            self.analysis = Some(AnalysisRun {
                ticket,
                want,
                job: None,
                latest,
            });
        }
        let wake = Arc::clone(&self.wake);
        let Some(run) = self.analysis.as_mut() else {
            return;
        };
        match &game.play {
            GamePlay::Dama(play) => {
                let limits = if want.infinite {
                    dama_brain::panel_limits(want.lines)
                } else {
                    dama_brain::hint_limits().with_multipv(want.lines)
                };
                let job = run.job.get_or_insert_with(|| {
                    self.dama.analyse(Root::of(&play.session), limits, wake)
                });
                for event in job.poll() {
                    match event {
                        JobEvent::Progress(a) | JobEvent::Done(a) => run.latest = Some(a),
                    }
                }
            }
            GamePlay::Akidada(play) => {
                if run.latest.is_none()
                    && let Some(solver) = self.akidada.solver(play.session.rules(), &wake)
                {
                    let pos = play.session.position();
                    run.latest = Some(aki_brain::analysis(&solver, &pos, want.lines));
                }
            }
        }
    }

    /// The analysis of the position on the board, if one has come in.
    pub fn analysis(&self, game: &ActiveGame) -> Option<&Analysis> {
        let ticket = Computer::ticket(game);
        self.analysis
            .as_ref()
            .filter(|a| a.ticket == ticket)
            .and_then(|a| a.latest.as_ref())
    }

    /// Whether the analysis of the position on the board is still running.
    pub fn analysing(&self) -> bool {
        self.analysis
            .as_ref()
            .is_some_and(|a| a.job.as_ref().is_some_and(|j| !j.is_finished()))
    }

    /// Every legal move with the engine's or the table's judgement from the
    /// mover's view (teaching mode), as far as the analysis has come.
    pub fn move_evals(&self, game: &ActiveGame) -> Vec<(GameMove, Eval)> {
        // A position in the endgame tables: every move's exact value at once.
        if let (GamePlay::Dama(play), Some(tables)) = (&game.play, &self.tables)
            && let Some(evals) =
                endgame::move_evals(tables, &play.session.position(), play.session.rules())
        {
            return evals
                .into_iter()
                .map(|(mv, eval)| (GameMove::Dama(mv), eval))
                .collect();
        }
        self.analysis(game)
            .map(|a| {
                a.lines
                    .iter()
                    .filter_map(|l| Some((*l.moves.first()?, l.eval)))
                    .collect()
            })
            .unwrap_or_default()
    }

    // -- draw offers

    /// The person offers the computer (playing `computer`) a draw.
    pub fn offer_draw(&mut self, game: &ActiveGame, computer: Side) {
        let ticket = Computer::ticket(game);
        let job = match &game.play {
            GamePlay::Dama(play) => Some(self.dama.analyse(
                Root::of(&play.session),
                Limits::movetime(DRAW_THOUGHT),
                Arc::clone(&self.wake),
            )),
            GamePlay::Akidada(_) => None,
        };
        self.draw = Some(DrawRun {
            ticket,
            computer,
            job,
        });
    }

    fn draw_reply(&mut self, game: &ActiveGame, ticket: Ticket) -> Option<Action> {
        let run = self.draw.as_mut()?;
        if run.ticket != ticket {
            self.draw = None;
            return None;
        }
        let to_move = game.side_to_move();
        let eval = match (&game.play, run.job.as_mut()) {
            (GamePlay::Dama(_), Some(job)) => job.poll().into_iter().find_map(|e| match e {
                JobEvent::Done(a) => Some(a.eval),
                JobEvent::Progress(_) => None,
            })?,
            (GamePlay::Akidada(play), _) => {
                let solver = self.akidada.solver(play.session.rules(), &self.wake)?;
                aki_brain::eval_of(solver.verdict(&play.session.position()))
            }
            (GamePlay::Dama(_), None) => return None,
        };
        // The judgement is the side to move's; the computer may be the other.
        let own = if to_move == run.computer {
            eval
        } else {
            flipped(eval)
        };
        self.draw = None;
        let score = match own {
            Eval::Cp(cp) => Score::Cp(cp),
            Eval::Exact { cursed: true, .. } => Score::Exact(crate::ai::Value::Draw),
            Eval::Exact { value, .. } => Score::Exact(value),
        };
        Some(Action::DrawReply {
            accepts: accepts_draw(score),
        })
    }

    /// Whether a draw offer is being thought about.
    pub fn considering_draw(&self) -> bool {
        self.draw.is_some()
    }

    // -- review

    /// Starts reviewing the game on screen (every move made, whatever the
    /// cursor).
    pub fn start_review(&mut self, game: &ActiveGame) {
        let (spots, sides, over) = spots_of(game);
        let ticket = Computer::ticket(game);
        self.review = Some(ReviewRun {
            ticket,
            progress: (0, spots.len()),
            spots,
            sides,
            over,
            job: None,
        });
    }

    /// Stops a review.
    pub fn cancel_review(&mut self) {
        self.review = None;
    }

    /// How far the review has come (positions judged, of all), while it runs.
    pub fn review_progress(&self) -> Option<ReviewProgress> {
        self.review.as_ref().map(|r| r.progress)
    }

    /// Advances the review; returns it once done.
    pub fn poll_review(&mut self, game: &ActiveGame) -> Option<Review> {
        let wake = Arc::clone(&self.wake);
        let run = self.review.as_mut()?;
        if run.job.is_none() {
            let solver = match &game.play {
                GamePlay::Akidada(play) => Some(self.akidada.solver(play.session.rules(), &wake)?),
                GamePlay::Dama(_) => None,
            };
            run.job = Some(super::review::start(
                run.spots.clone(),
                self.dama.analyst(),
                self.dama.tables(),
                solver,
                super::review::window_limits(),
                wake,
            ));
        }
        let job = run.job.as_mut()?;
        let mut done = None;
        for event in job.poll() {
            match event {
                JobEvent::Progress(p) => run.progress = p,
                JobEvent::Done(judged) => done = Some(judged),
            }
        }
        let finished = job.is_finished();
        match done {
            Some(Some(judged)) => {
                let review = Review::from_judged(judged, &run.sides, run.over);
                self.review = None;
                Some(review)
            }
            Some(None) => {
                self.review = None;
                None
            }
            None if finished => {
                self.review = None;
                None
            }
            None => None,
        }
    }

    /// The game the running review belongs to.
    pub fn reviewing(&self) -> Option<Ticket> {
        self.review.as_ref().map(|r| r.ticket)
    }
}

fn flipped(eval: Eval) -> Eval {
    match eval {
        Eval::Cp(cp) => Eval::Cp(-cp),
        Eval::Exact { value, cursed } => Eval::Exact {
            value: value.flipped(),
            cursed,
        },
    }
}

/// The repetition key of the position on the board.
fn key_of(game: &ActiveGame) -> u64 {
    match &game.play {
        GamePlay::Dama(p) => p.session.position().hash(),
        GamePlay::Akidada(p) => p.session.position().hash(),
    }
}

/// Every position of the game to judge, the side to move in each, and the
/// result if the game ended.
pub fn spots_of(game: &ActiveGame) -> (Vec<Spot>, Vec<Side>, Option<Outcome>) {
    match &game.play {
        GamePlay::Dama(play) => spots_of_session(&play.session, |s| Spot::Dama(Root::of(s))),
        GamePlay::Akidada(play) => spots_of_session(&play.session, |s| Spot::Akidada(s.position())),
    }
}

/// [`spots_of`] for one game's session, `spot` making the spot of a position
/// still in play.
fn spots_of_session<G: Game>(
    session: &Session<G>,
    spot: impl Fn(&Session<G>) -> Spot,
) -> (Vec<Spot>, Vec<Side>, Option<Outcome>) {
    let (sides, over) = sides_and_result(session);
    let mut session = session.clone();
    let total = session.plies().len();
    let spots = (0..=total)
        .map(|n| match over {
            Some(outcome) if n == total => Spot::Over(outcome),
            _ => {
                session.go_to(n);
                spot(&session)
            }
        })
        .collect();
    (spots, sides, over)
}
