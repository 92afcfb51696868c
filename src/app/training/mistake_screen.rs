//! "Learn from your mistakes", after a review: one player's mistakes and
//! blunders one after another, each the position before it and the task
//! "find a better move". A move within the review's inaccuracy margin of the
//! best counts as found (Akidada by exact values from the solved table, Dama
//! by a search of the review's size on a worker thread); otherwise the better
//! move is shown with the first moves of its line, and the player may try
//! again.

use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

use super::board::TrainingBoard;
use super::mistakes::{self, Class, Judged, Session, Tried};
use crate::ai::puzzles::puzzle::options_of;
use crate::ai::review::MoveClass;
use crate::ai::search::Search;
use crate::ai::solved::Solver;
use crate::ai::worker::{Job, JobEvent, Wake};
use crate::app::computer::review::DAMA_NODES_PER_POSITION;
use crate::app::play::{ActiveGame, AkidadaPlay, GameMove, GamePlay};
use crate::games::GamePosition;
use crate::games::akidada::{Akidada, Position as APosition};
use crate::games::dama::{Dama, DamaRules, Position as DPosition};
use crate::games::{GameKind, Side};

/// The moves of the reviewed game on screen, as the trainer takes them: every
/// judged move with the position before it, the best move and its line, and
/// the mover's chance before and after. Empty without a current review.
pub fn judged_moves(game: &ActiveGame) -> Vec<Judged> {
    let Some(review) = game.current_review() else {
        return Vec::new();
    };
    let (positions, options): (Vec<String>, Vec<(String, String)>) = match &game.play {
        GamePlay::Dama(p) => (
            (0..=p.session.plies().len())
                .map(|n| p.session.position_at(n).to_string())
                .collect(),
            options_of::<Dama>(p.session.rules()),
        ),
        GamePlay::Akidada(p) => (
            (0..=p.session.plies().len())
                .map(|n| p.session.position_at(n).to_string())
                .collect(),
            options_of::<Akidada>(p.session.rules()),
        ),
    };
    let (texts, _) = game.all_move_texts();
    let mut out = Vec::new();
    for (i, m) in review.moves.iter().enumerate() {
        let Some(Some(here)) = review.judged.get(i) else {
            continue;
        };
        let (Some(best), Some(position), Some(played)) =
            (here.best.clone(), positions.get(i), texts.get(i))
        else {
            continue;
        };
        let sign = if m.mover == Side::White { 1.0 } else { -1.0 };
        let line = if here.line.first() == Some(&best) {
            here.line.clone()
        } else {
            vec![best.clone()]
        };
        out.push(Judged {
            game: game.kind(),
            position: position.clone(),
            options: options.clone(),
            mover: m.mover,
            played: (*played).to_string(),
            best,
            best_line: line,
            before: review.white_chances[i] * sign,
            after: review.white_chances.get(i + 1).copied().unwrap_or(0.0) * sign,
            class: class_of(m.class),
        });
    }
    out
}

fn class_of(class: MoveClass) -> Class {
    match class {
        MoveClass::Best => Class::Best,
        MoveClass::Good => Class::Good,
        MoveClass::Inaccuracy => Class::Inaccuracy,
        MoveClass::Mistake => Class::Mistake,
        MoveClass::Blunder => Class::Blunder,
    }
}

/// What the screen says about the move tried.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    /// Found: the move tried (played on the board).
    Found { tried: String },
    /// Not found: the better move and the first moves of its line, drawn on
    /// the board.
    NotFound {
        tried: Option<String>,
        better: String,
        line: Vec<String>,
    },
    /// The move tried is being judged.
    Judging { tried: String },
}

/// A Dama move being judged on a worker thread: the mover's chance after it.
#[derive(Clone)]
struct Judging(Arc<Mutex<Job<(), f64>>>);

impl fmt::Debug for Judging {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Judging")
    }
}

/// The mistakes screen.
#[derive(Clone, Debug)]
pub struct MistakeScreen {
    pub player: Side,
    pub session: Session,
    pub board: Option<TrainingBoard>,
    pub feedback: Option<Feedback>,
    judging: Option<Judging>,
}

impl MistakeScreen {
    /// `player`'s mistakes and blunders among `judged`.
    pub fn new(judged: &[Judged], player: Side) -> MistakeScreen {
        let mut screen = MistakeScreen {
            player,
            session: Session::new(judged, player),
            board: None,
            feedback: None,
            judging: None,
        };
        screen.show_current();
        screen
    }

    fn show_current(&mut self) {
        self.feedback = None;
        self.judging = None;
        self.board = self.session.current().and_then(|j| {
            let board = match j.game {
                GameKind::Dama => GamePosition::Dama(
                    j.position.parse::<DPosition>().ok()?,
                    crate::ai::puzzles::puzzle::rules_of::<Dama>(&j.options).ok()?,
                ),
                GameKind::Akidada => GamePosition::Akidada(
                    j.position.parse::<APosition>().ok()?,
                    crate::ai::puzzles::puzzle::rules_of::<Akidada>(&j.options).ok()?,
                ),
            };
            Some(TrainingBoard::new(&board))
        });
    }

    /// Whether the current one is settled (found, or the better move shown).
    pub fn settled(&self) -> bool {
        matches!(
            self.feedback,
            Some(Feedback::Found { .. } | Feedback::NotFound { .. })
        )
    }

    /// Goes on to the next mistake.
    pub fn next(&mut self) {
        self.session.next();
        self.show_current();
    }

    /// Clears the better move shown: the player tries again from the same
    /// position (a find now is not counted as found).
    pub fn retry(&mut self) {
        if matches!(self.feedback, Some(Feedback::NotFound { .. })) {
            self.feedback = None;
        }
        if let Some(board) = &mut self.board {
            board.cancel_input();
        }
    }

    /// Whether there is a better move shown to clear with [`MistakeScreen::retry`].
    pub fn can_retry(&self) -> bool {
        matches!(self.feedback, Some(Feedback::NotFound { .. }))
    }

    /// Shows the better move without a try.
    pub fn reveal(&mut self) {
        if self.settled() {
            return;
        }
        self.judging = None;
        if let Some((better, line)) = self.session.reveal() {
            self.feedback = Some(Feedback::NotFound {
                tried: None,
                better,
                line,
            });
        }
    }

    /// A move entered on the board. `solver` is the Akidada table of the
    /// game's rules (needed to judge an Akidada move that is neither the best
    /// nor the one played); `wake` repaints when a Dama judgement comes.
    pub fn play(
        &mut self,
        mv: GameMove,
        solver: Option<Arc<Solver>>,
        now: f64,
        step: f32,
        wake: Wake,
    ) {
        if self.settled() || self.judging.is_some() {
            return;
        }
        let Some(board) = &self.board else { return };
        let text = board.text(mv);
        let tried = self.session.try_move(&text);
        self.settle(tried, &text, solver, now, step, wake);
    }

    fn settle(
        &mut self,
        tried: Tried,
        text: &str,
        solver: Option<Arc<Solver>>,
        now: f64,
        step: f32,
        wake: Wake,
    ) {
        match tried {
            Tried::Found => {
                if let Some(board) = &mut self.board {
                    board.show(text, now, step);
                }
                self.feedback = Some(Feedback::Found {
                    tried: text.to_string(),
                });
            }
            Tried::NotFound { better, line } => {
                self.feedback = Some(Feedback::NotFound {
                    tried: Some(text.to_string()),
                    better,
                    line,
                });
            }
            Tried::Judge { position, mv } => {
                let Some(board) = &self.board else { return };
                match &board.play {
                    GamePlay::Akidada(p) => {
                        let chance = solver.and_then(|s| akidada_chance(&s, p, &mv));
                        self.judged_akidada(chance, text, now, step, wake);
                    }
                    GamePlay::Dama(p) => {
                        let rules = *p.session.rules();
                        self.judge_dama(&position, &mv, rules, text, wake);
                    }
                }
            }
            Tried::NotAMove(_) => {}
        }
    }

    /// An Akidada try judged by the solved table (`chance`, the mover's
    /// after it), or not, for want of the table.
    fn judged_akidada(&mut self, chance: Option<f64>, text: &str, now: f64, step: f32, wake: Wake) {
        match chance {
            Some(c) => {
                let t = self.session.judged(c);
                self.settle(t, text, None, now, step, wake);
            }
            // No table to judge by: the better move is shown.
            None => self.reveal(),
        }
    }

    /// A Dama try (`mv` from `position`) judged by a search on a worker
    /// thread; [`MistakeScreen::poll`] collects its answer.
    fn judge_dama(&mut self, position: &str, mv: &str, rules: DamaRules, text: &str, wake: Wake) {
        let Ok(pos) = position.parse::<DPosition>() else {
            return;
        };
        let Ok(m) = pos.parse_move(mv) else { return };
        let job = Job::start("mistake", wake, move |_, _| {
            let mut search = Search::new(16);
            mistakes::chance_after_dama(&mut search, &pos, &rules, &m, DAMA_NODES_PER_POSITION)
        });
        self.judging = Some(Judging(Arc::new(Mutex::new(job))));
        self.feedback = Some(Feedback::Judging {
            tried: text.to_string(),
        });
    }

    /// Collects a judgement that has come. True while one is awaited.
    pub fn poll(&mut self, now: f64, step: f32, wake: Wake) -> bool {
        let Some(Judging(job)) = &self.judging else {
            return false;
        };
        let events = job.lock().unwrap_or_else(PoisonError::into_inner).poll();
        let finished = job
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_finished();
        let chance = events.into_iter().find_map(|e| match e {
            JobEvent::Done(c) => Some(c),
            JobEvent::Progress(()) => None,
        });
        let tried = match &self.feedback {
            Some(Feedback::Judging { tried }) => tried.clone(),
            _ => String::new(),
        };
        match chance {
            Some(c) => {
                self.judging = None;
                let t = self.session.judged(c);
                self.settle(t, &tried, None, now, step, wake);
                false
            }
            None if finished => {
                self.judging = None;
                self.reveal();
                false
            }
            None => true,
        }
    }

    /// Waits for a judgement under way (tests, and the command line).
    pub fn wait(&mut self, now: f64, step: f32, wake: Wake) {
        while self.judging.is_some() {
            if self.poll(now, step, Arc::clone(&wake)) {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
    }
}

/// The mover's chance after the Akidada move `mv` (in notation) on `play`'s
/// board, by the solved table; `None` if it is not a move there.
fn akidada_chance(solver: &Solver, play: &AkidadaPlay, mv: &str) -> Option<f64> {
    let pos = play.session.position();
    let m = pos.parse_move(play.session.rules(), mv).ok()?;
    Some(mistakes::chance_after_akidada(solver, &pos, &m))
}
