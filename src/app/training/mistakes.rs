//! "Learn from your mistakes": after a review, step through one player's
//! mistakes and blunders. Each is the position before the mistake and the task
//! "find a better move"; a move within the review's inaccuracy margin of the
//! best counts as found, otherwise the better move is shown with the first
//! moves of its line ([`SHOWN_LINE`]), and the player may try again.
//!
//! The review is taken as plain data ([`Judged`]): the position, the move
//! played, the best move and its line, the mover's winning chance before and
//! after, and the class. A move the review did not judge needs its chance: the
//! session asks for it ([`Tried::Judge`]), the caller works it out (by search,
//! on a worker thread, or exactly from a table; [`chance_after_akidada`],
//! [`chance_after_dama`]) and hands it to [`Session::judged`].

use std::sync::atomic::AtomicBool;

use crate::ai::review::{DAMA_CURVE_K, chance_of_cp, chance_of_value};
use crate::ai::search::{Limits, Score, Search};
use crate::ai::solved::Solver;
use crate::games::akidada::{Move as AMove, Position as APosition};
use crate::games::dama::{DamaRules, Move as DMove, Position as DPosition};
use crate::games::{GameKind, Side};

use crate::games::GamePosition;

/// The winning chance (of the range -1 to +1) a move may lose against the
/// best and still count as found: the review's inaccuracy threshold.
pub const FOUND_MARGIN: f64 = 0.10;

/// How many moves of the better line are shown: the better move and the two
/// after it. A whole line of twenty arrows hides the board and the idea.
pub const SHOWN_LINE: usize = 3;

/// A move's class in the review.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One judged move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub game: GameKind,
    /// The position before the move, as a position string.
    pub position: String,
    /// The game's rule options by name (as in a puzzle).
    pub options: Vec<(String, String)>,
    pub mover: Side,
    /// The move played, in notation.
    pub played: String,
    /// The best move, and the line that follows it (the best move first).
    pub best: String,
    pub best_line: Vec<String>,
    /// The mover's winning chance (-1 to +1) before the move (with the best
    /// move), and after the move played.
    pub before: f64,
    pub after: f64,
    pub class: Class,
}

/// What a tried move came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Tried {
    /// Found: the best move, or one within the margin.
    Found,
    /// Not found: the better move and the first moves of its line (the
    /// better move first, [`SHOWN_LINE`] at most).
    NotFound { better: String, line: Vec<String> },
    /// Its chance is needed: work it out for this position and move, then call
    /// [`Session::judged`].
    Judge { position: String, mv: String },
    /// Not a legal move here.
    NotAMove(String),
}

/// Stepping through one player's mistakes and blunders.
#[derive(Clone, Debug)]
pub struct Session {
    items: Vec<Judged>,
    index: usize,
    found: u32,
    pending: bool,
    /// The current one was missed (a wrong try, or the better move shown):
    /// finding it on a second try does not count as found.
    missed: bool,
}

impl Session {
    /// The mistakes and blunders of `player` among `judged`, in game order.
    pub fn new(judged: &[Judged], player: Side) -> Session {
        Session {
            items: judged
                .iter()
                .filter(|j| j.mover == player && j.class >= Class::Mistake)
                .cloned()
                .collect(),
            index: 0,
            found: 0,
            pending: false,
            missed: false,
        }
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The mistake being worked on (`None` once all are done).
    pub fn current(&self) -> Option<&Judged> {
        self.items.get(self.index)
    }

    /// Its number from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    pub fn found(&self) -> u32 {
        self.found
    }

    /// Goes on to the next mistake.
    pub fn next(&mut self) {
        self.pending = false;
        self.missed = false;
        if self.index < self.items.len() {
            self.index += 1;
        }
    }

    fn board(&self) -> Option<GamePosition> {
        let j = self.current()?;
        let puzzle = crate::ai::puzzles::Puzzle {
            id: String::new(),
            kind: match j.game {
                GameKind::Akidada => crate::ai::puzzles::Kind::Akidada,
                GameKind::Dama => crate::ai::puzzles::Kind::DamaMiddlegame,
            },
            goal: crate::ai::puzzles::Goal::Win,
            position: j.position.clone(),
            options: j.options.clone(),
            solution: vec![j.best.clone()],
            themes: Vec::new(),
            rating: 0,
        };
        super::attempt::start_of(&puzzle).ok()
    }

    /// The player's try at the current mistake.
    pub fn try_move(&mut self, text: &str) -> Tried {
        let Some(j) = self.current().cloned() else {
            return Tried::NotAMove("no mistake is left to look at".into());
        };
        let Some(board) = self.board() else {
            return Tried::NotAMove("the position cannot be read".into());
        };
        let read = |text: &str| super::attempt::read_move(&board, text);
        let (tried, legal) = match read(text) {
            Ok(t) => t,
            Err(why) => return Tried::NotAMove(why),
        };
        if read(&j.best).is_ok_and(|(best, _)| best == tried) {
            return self.settle(true);
        }
        if !legal || read(&j.played).is_ok_and(|(played, _)| played == tried) {
            return self.settle(false);
        }
        self.pending = true;
        Tried::Judge {
            position: j.position,
            mv: text.trim().to_string(),
        }
    }

    /// The chance (the mover's, -1 to +1) after the move asked about.
    pub fn judged(&mut self, chance_after: f64) -> Tried {
        let Some(j) = self.current() else {
            return Tried::NotAMove("no mistake is left to look at".into());
        };
        if !self.pending {
            return Tried::NotAMove("no move is waiting for its judgement".into());
        }
        let found = j.before - chance_after < FOUND_MARGIN;
        self.settle(found)
    }

    fn settle(&mut self, found: bool) -> Tried {
        self.pending = false;
        let Some(j) = self.current() else {
            return Tried::NotAMove(String::new());
        };
        if found {
            if !self.missed {
                self.found += 1;
            }
            Tried::Found
        } else {
            let (better, line) = shown_line(j);
            self.missed = true;
            Tried::NotFound { better, line }
        }
    }

    /// Gives up on the current one: the better move and the first moves of
    /// its line.
    pub fn reveal(&mut self) -> Option<(String, Vec<String>)> {
        self.pending = false;
        let shown = self.current().map(shown_line);
        self.missed |= shown.is_some();
        shown
    }
}

/// The better move and the first [`SHOWN_LINE`] moves of its line.
fn shown_line(j: &Judged) -> (String, Vec<String>) {
    let line = j.best_line.iter().take(SHOWN_LINE).cloned().collect();
    (j.best.clone(), line)
}

/// The mover's chance after `mv` in Akidada, exact from the solved table.
pub fn chance_after_akidada(solver: &Solver, pos: &APosition, mv: &AMove) -> f64 {
    let v = solver.verdict(&pos.play(mv)).for_mover();
    if v.is_cursed_win() || v.is_blessed_loss() {
        0.0
    } else {
        chance_of_value(v.value)
    }
}

/// The mover's chance after `mv` in Dama, by a search of `nodes` of the
/// position it leads to (the review's own way). Long: run it on a worker
/// thread.
pub fn chance_after_dama(
    search: &mut Search,
    pos: &DPosition,
    rules: &DamaRules,
    mv: &DMove,
    nodes: u64,
) -> f64 {
    let after = pos.play(mv);
    if let Some(outcome) = after.status(rules) {
        return match outcome.winner() {
            Some(w) if w == pos.side_to_move() => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    let stop = AtomicBool::new(false);
    let report = search.run(
        &after,
        &[pos.hash()],
        rules,
        &Limits::nodes(nodes),
        &stop,
        &mut |_| {},
    );
    match report.score {
        Score::Cp(cp) => -chance_of_cp(cp, DAMA_CURVE_K),
        Score::Exact(v) => -chance_of_value(v),
    }
}
