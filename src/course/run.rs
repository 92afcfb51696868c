//! A level being played, headless and in notation: the window sends the
//! learner's moves to [`Run::play`] and shows what comes back.
//!
//! A move is refused, and not played, when the rules do not allow it (with
//! their reason in a teacher's words) or when after it the goal can no longer
//! be met within the level's limit against the best defence (with the reply
//! that stops it). A move that is played is answered at once by the
//! opponent: its scripted reply, or its best defence. So a learner who keeps
//! to the right path always meets the goal, and the stars say how soon.

use super::goal::Judge;
use super::prove::{Objective, Search, Step};
use super::wrong::{Reason, Taught};
use super::{Level, LevelError, Replies, Unproven};
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{GameKind, GameMove, GamePosition, Side};
use crate::i18n::m;

/// A level being played.
#[derive(Clone, Debug)]
pub struct Run {
    level: Level,
    board: LevelPlay,
}

/// Where a level stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RunState {
    /// The learner is to move, with so many moves left.
    Going { moves_left: usize },
    /// The goal is met, in so many of the learner's moves, for so many stars.
    Met { moves: usize, stars: u8 },
    /// The limit is spent and the goal not met.
    OutOfMoves,
}

/// What a move that is played brings: the opponent's reply, in notation, for
/// the board to animate (none when the move meets the goal or ends the
/// game), and where the level stands then.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub reply: Option<String>,
    pub state: RunState,
}

/// A move refused, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Wrong {
    pub reason: Reason,
}

/// The idea without the move: squares to mark, and words.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub squares: Vec<String>,
    pub reason: Reason,
}

/// The level's play, of its game.
#[derive(Clone, Debug)]
enum LevelPlay {
    Dama(Play<Dama>),
    Akidada(Play<Akidada>),
}

/// Runs `$body` with `$p` the play of either game.
macro_rules! each {
    ($play:expr, $p:ident => $body:expr) => {
        match $play {
            LevelPlay::Dama($p) => $body,
            LevelPlay::Akidada($p) => $body,
        }
    };
}

impl Run {
    /// Starts a level: reads its position, rules and goal (it does not prove
    /// it; [`Level::prove`] does).
    pub fn new(level: Level) -> Result<Run, LevelError> {
        level.check_shape()?;
        let board = match level.game.kind() {
            GameKind::Dama => LevelPlay::Dama(Play::new(&level)?),
            GameKind::Akidada => LevelPlay::Akidada(Play::new(&level)?),
        };
        Ok(Run { level, board })
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The position now, with the level's rules.
    pub fn position(&self) -> GamePosition {
        match &self.board {
            LevelPlay::Dama(p) => GamePosition::Dama(p.pos, p.rules),
            LevelPlay::Akidada(p) => GamePosition::Akidada(p.pos, p.rules),
        }
    }

    /// The side the learner plays (the side to move at the start).
    pub fn learner(&self) -> Side {
        each!(&self.board, p => p.judge.learner)
    }

    /// The learner's moves so far.
    pub fn learner_moves(&self) -> usize {
        each!(&self.board, p => p.learner_moves)
    }

    pub fn state(&self) -> RunState {
        each!(&self.board, p => p.state)
    }

    /// Every move played so far, the learner's and the replies, in notation.
    pub fn moves(&self) -> &[String] {
        each!(&self.board, p => &p.played)
    }

    /// The learner's move, in the move list's notation. A refused move is not
    /// played; a played one is answered at once.
    pub fn play(&mut self, text: &str) -> Result<Answer, Wrong> {
        let level = &self.level;
        each!(&mut self.board, p => p.play(level, text))
    }

    /// The idea without the move: the piece to play (and what it works with)
    /// marked, and the level's hint. Nothing is marked once the level is over.
    pub fn hint(&self) -> Hint {
        let squares = each!(&self.board, p => p.hint_squares());
        Hint {
            squares,
            reason: self.level.hint_reason(),
        }
    }

    /// The learner's move as the board gives it; the same as [`Run::play`]
    /// without reading notation.
    pub fn play_move(&mut self, mv: GameMove) -> Result<Answer, Wrong> {
        let level = &self.level;
        match (&mut self.board, mv) {
            (LevelPlay::Dama(p), GameMove::Dama(mv)) => p.play_move(level, mv),
            (LevelPlay::Akidada(p), GameMove::Akidada(mv)) => p.play_move(level, mv),
            // The board is of the level's game: a move of the other cannot come.
            _ => Err(Wrong {
                reason: Reason::new(m::COURSE_WRONG_OVER),
            }),
        }
    }

    /// Back to the start.
    pub fn restart(&mut self) {
        each!(&mut self.board, p => p.restart())
    }
}

/// A level of one game being played.
#[derive(Clone, Debug)]
struct Play<G: Taught> {
    start: G::Position,
    pos: G::Position,
    rules: G::Rules,
    judge: Judge<G::Rules>,
    limit: usize,
    script: Vec<String>,
    learner_moves: usize,
    played: Vec<String>,
    state: RunState,
}

impl<G: Taught> Play<G>
where
    Judge<G::Rules>: Objective<G>,
{
    fn new(level: &Level) -> Result<Play<G>, LevelError> {
        let (start, rules, judge) = level.read_as::<G>()?;
        if G::status_at_setup(&start, &rules).is_some() {
            return Err(LevelError::Start(Unproven::OverAlready));
        }
        let limit = level.limit();
        let script = match &level.replies {
            Replies::Best => Vec::new(),
            Replies::Scripted(script) => script.clone(),
        };
        Ok(Play {
            start,
            pos: start,
            rules,
            judge,
            limit,
            script,
            learner_moves: 0,
            played: Vec::new(),
            state: RunState::Going { moves_left: limit },
        })
    }

    fn restart(&mut self) {
        self.pos = self.start;
        self.learner_moves = 0;
        self.played.clear();
        self.state = RunState::Going {
            moves_left: self.limit,
        };
    }

    fn play(&mut self, level: &Level, text: &str) -> Result<Answer, Wrong> {
        let wrong = |reason| Wrong { reason };
        if !matches!(self.state, RunState::Going { .. }) {
            return Err(wrong(Reason::new(m::COURSE_WRONG_OVER)));
        }
        let mv = G::read(&self.pos, &self.rules, text).map_err(wrong)?;
        self.play_move(level, mv)
    }

    fn play_move(&mut self, level: &Level, mv: G::Move) -> Result<Answer, Wrong> {
        let wrong = |reason| Wrong { reason };
        if !matches!(self.state, RunState::Going { .. }) {
            return Err(wrong(Reason::new(m::COURSE_WRONG_OVER)));
        }
        let mut legal = Vec::new();
        G::legal_moves(&self.pos, &self.rules, &mut legal);
        if !legal.contains(&mv) {
            return Err(wrong(G::refuse(&self.pos, &self.rules, &mv)));
        }
        let left = self.left();
        let mut search = Search::<G, _>::from_start(&self.rules, &self.judge, &self.start);
        if search.after_learner(&self.pos, &mv, left).is_none() {
            return Err(wrong(self.refutation(&mut search, &mv, left)));
        }
        let after = G::play(&self.pos, &mv);
        self.played.push(G::move_text(&self.pos, &mv));
        self.learner_moves += 1;
        if self.judge.step(&self.pos, &mv, &after, true) == Step::Met {
            self.pos = after;
            return Ok(self.finish(level, true, None));
        }
        let scripted = self
            .script
            .get(self.learner_moves - 1)
            .and_then(|text| search.legal_reply(&after, text));
        let Some(reply) = scripted.or_else(|| search.best_reply(&after, left - 1)) else {
            // No reply: the game is over, which the search let through only
            // for a goal met by lasting.
            self.pos = after;
            return Ok(self.finish(level, self.judge.goal.is_lasting(), None));
        };
        let next = G::play(&after, &reply);
        let reply_text = G::move_text(&after, &reply);
        self.played.push(reply_text.clone());
        self.pos = next;
        let answer = match self.judge.step(&after, &reply, &next, false) {
            Step::Met => self.finish(level, true, Some(reply_text)),
            Step::Failed => self.finish(level, false, Some(reply_text)),
            Step::Going if self.left() == 0 => {
                self.finish(level, self.judge.goal.is_lasting(), Some(reply_text))
            }
            Step::Going => {
                self.state = RunState::Going {
                    moves_left: self.left(),
                };
                Answer {
                    reply: Some(reply_text),
                    state: self.state,
                }
            }
        };
        Ok(answer)
    }

    /// The moves the learner has left.
    fn left(&self) -> usize {
        self.limit.saturating_sub(self.learner_moves)
    }

    /// Ends the level, met or not (a failure the search lets through cannot
    /// come, but would end it unmet).
    fn finish(&mut self, level: &Level, met: bool, reply: Option<String>) -> Answer {
        self.state = if met {
            RunState::Met {
                moves: self.learner_moves,
                stars: level.stars_for(self.learner_moves),
            }
        } else {
            RunState::OutOfMoves
        };
        Answer {
            reply,
            state: self.state,
        }
    }

    /// Why a legal move cannot be the learner's: the reply that stops the
    /// goal, or that it was the last move and does not meet it.
    fn refutation(
        &self,
        search: &mut Search<'_, G, Judge<G::Rules>>,
        mv: &G::Move,
        left: usize,
    ) -> Reason {
        let after = G::play(&self.pos, mv);
        let ends = self.judge.step(&self.pos, mv, &after, true) == Step::Failed;
        if ends {
            return Reason::new(m::COURSE_WRONG_ENDS_GAME);
        }
        if left <= 1 && !self.judge.goal.is_lasting() {
            return Reason::new(m::COURSE_WRONG_LAST_MOVE);
        }
        match search.best_reply(&after, left - 1) {
            Some(reply) => Reason::new(m::COURSE_WRONG_REFUTED)
                .with("reply", G::move_text(&after, &reply))
                .with("moves", left - 1),
            None => Reason::new(m::COURSE_WRONG_CANNOT_MEET).with("moves", left),
        }
    }

    /// The squares to mark for the best move from here.
    fn hint_squares(&self) -> Vec<String> {
        if !matches!(self.state, RunState::Going { .. }) {
            return Vec::new();
        }
        let mut search = Search::<G, _>::from_start(&self.rules, &self.judge, &self.start);
        search
            .best_move(&self.pos, self.left())
            .map(|mv| G::hint_squares(&self.pos, &mv))
            .unwrap_or_default()
    }
}

#[cfg(test)]
#[path = "run_tests.rs"]
mod tests;
