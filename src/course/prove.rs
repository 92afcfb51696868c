//! The proof of a level: the goal is met within the move limit against every
//! defence, found by an exhaustive AND-OR search over the learner's moves
//! and every reply, and a line that shows it against the best defence.
//!
//! A level is short (a few of the learner's moves, few pieces), so the whole
//! tree is searched; positions met again at the same depth are remembered.
//! The repetition and no-progress rules are not looked at: they cannot end a
//! game within a level's few moves.

use std::collections::HashMap;

use crate::games::{Game, Side};

/// What a move does to the level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The goal is met.
    Met,
    /// The level is lost (the learner's game lost, a line let through).
    Failed,
    /// Play goes on.
    Going,
}

/// A level's goal as the prover sees it.
pub trait Objective<G: Game> {
    /// What `mv`, played in `before` by `mover` (the learner or not) leading to
    /// `after`, does to the level.
    fn step(&self, before: &G::Position, mv: &G::Move, after: &G::Position, learner: bool) -> Step;
    /// Whether the goal holds in the start already (nothing left to do).
    fn met_at_start(&self, start: &G::Position) -> bool;
    /// Whether the level is met by lasting the whole limit without failing
    /// (holding a draw, keeping every line blocked) rather than by a move.
    fn met_by_lasting(&self) -> bool;
}

/// A level proven: the fewest of the learner's moves that meet the goal
/// against every defence, and a line (learner's and replies' moves) that
/// meets it in that many against the best defence.
#[derive(Clone, Debug, PartialEq)]
pub struct Proof<M> {
    pub moves_needed: usize,
    pub line: Vec<M>,
}

/// Why a level cannot be proven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unproven {
    /// The learner is not to move at the start.
    NotLearnersTurn,
    /// The game is over before the first move.
    OverAlready,
    /// The goal holds before the first move.
    MetAlready,
    /// Some defence stops the goal within the limit.
    NotWithin(usize),
}

/// The exhaustive search of one level (also what a level being played asks
/// after each of the learner's moves).
pub(super) struct Search<'a, G: Game, O: Objective<G>> {
    rules: &'a G::Rules,
    goal: &'a O,
    /// The level's start: set up, not reached by a move, so judged as such
    /// (in Dama a lone piece loses only after a move).
    start: Option<G::Position>,
    /// The fewest learner moves needed from a position with so many left
    /// (`None`: not within them).
    seen: HashMap<(u64, usize), Option<usize>>,
}

impl<'a, G: Game, O: Objective<G>> Search<'a, G, O> {
    pub(super) fn new(rules: &'a G::Rules, goal: &'a O) -> Search<'a, G, O> {
        Search {
            rules,
            goal,
            start: None,
            seen: HashMap::new(),
        }
    }

    /// The same, knowing the level's start.
    pub(super) fn from_start(
        rules: &'a G::Rules,
        goal: &'a O,
        start: &G::Position,
    ) -> Search<'a, G, O> {
        Search {
            start: Some(*start),
            ..Search::new(rules, goal)
        }
    }

    pub(super) fn moves(&self, pos: &G::Position) -> Vec<G::Move> {
        let mut out = Vec::new();
        let over = if self.start.as_ref() == Some(pos) {
            G::status_at_setup(pos, self.rules)
        } else {
            G::status(pos, self.rules)
        };
        if over.is_none() {
            G::legal_moves(pos, self.rules, &mut out);
        }
        out
    }

    /// The fewest learner moves that meet the goal from `pos` (learner to
    /// move) against every defence, if `left` are enough.
    pub(super) fn learner(&mut self, pos: &G::Position, left: usize) -> Option<usize> {
        if left == 0 {
            return self.goal.met_by_lasting().then_some(0);
        }
        let key = (G::repetition_key(pos), left);
        if let Some(&known) = self.seen.get(&key) {
            return known;
        }
        let mut best: Option<usize> = None;
        let moves = self.moves(pos);
        for &mv in &moves {
            let after = G::play(pos, &mv);
            let needed = match self.goal.step(pos, &mv, &after, true) {
                Step::Met => Some(1),
                Step::Failed => None,
                Step::Going => self.replies(&after, left - 1).map(|n| n + 1),
            };
            best = match (best, needed) {
                (Some(b), Some(n)) => Some(b.min(n)),
                (b, n) => b.or(n),
            };
            if best == Some(1) {
                break;
            }
        }
        // With no move at all the learner's game is lost, or a lasting goal
        // is met for good.
        if moves.is_empty() && self.goal.met_by_lasting() {
            best = Some(0);
        }
        self.seen.insert(key, best);
        best
    }

    /// The same after the learner's move: the most the best reply makes the
    /// learner need, if every reply leaves the goal within `left`.
    pub(super) fn replies(&mut self, pos: &G::Position, left: usize) -> Option<usize> {
        let replies = self.moves(pos);
        if replies.is_empty() {
            // The game ended, or the opponent cannot move, without the goal.
            return self.goal.met_by_lasting().then_some(0);
        }
        let mut worst = 0;
        for reply in replies {
            let after = G::play(pos, &reply);
            let needed = match self.goal.step(pos, &reply, &after, false) {
                Step::Failed => return None,
                Step::Met => 0,
                Step::Going => self.learner(&after, left)?,
            };
            worst = worst.max(needed);
        }
        Some(worst)
    }

    /// What the learner's `mv` in `pos` leaves: `Some(n)` if the goal is
    /// still met within `left` moves (this one counted) against every
    /// defence, `n` of them at most; `None` if not.
    pub(super) fn after_learner(
        &mut self,
        pos: &G::Position,
        mv: &G::Move,
        left: usize,
    ) -> Option<usize> {
        if left == 0 {
            return None;
        }
        let after = G::play(pos, mv);
        match self.goal.step(pos, mv, &after, true) {
            Step::Met => Some(1),
            Step::Failed => None,
            Step::Going => self.replies(&after, left - 1).map(|n| n + 1),
        }
    }

    /// The learner's move that meets the goal soonest from `pos` against
    /// every defence within `left`, if one does.
    pub(super) fn best_move(&mut self, pos: &G::Position, left: usize) -> Option<G::Move> {
        let mut best: Option<(usize, G::Move)> = None;
        for mv in self.moves(pos) {
            if let Some(n) = self.after_learner(pos, &mv, left)
                && best.is_none_or(|(b, _)| n < b)
            {
                best = Some((n, mv));
            }
        }
        best.map(|(_, mv)| mv)
    }

    /// The opponent's reply in `after` (the learner having `left` moves
    /// still) that holds out longest: one that stops the goal if any does.
    pub(super) fn best_reply(&mut self, after: &G::Position, left: usize) -> Option<G::Move> {
        self.moves(after).into_iter().max_by_key(|reply| {
            let next = G::play(after, reply);
            match self.goal.step(after, reply, &next, false) {
                Step::Going => self.learner(&next, left).unwrap_or(usize::MAX),
                Step::Failed => usize::MAX,
                Step::Met => 0,
            }
        })
    }

    /// The line against the best defence, meeting the goal in `needed`.
    fn line(&mut self, start: &G::Position, needed: usize) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut pos = *start;
        let mut left = needed;
        while left > 0 {
            let Some(mv) = self.best_move(&pos, left) else {
                break;
            };
            let after = G::play(&pos, &mv);
            line.push(mv);
            if self.goal.step(&pos, &mv, &after, true) == Step::Met {
                break;
            }
            left -= 1;
            let Some(reply) = self.best_reply(&after, left) else {
                break;
            };
            let next = G::play(&after, &reply);
            line.push(reply);
            if self.goal.step(&after, &reply, &next, false) != Step::Going {
                break;
            }
            pos = next;
        }
        line
    }

    /// A line in which the opponent answers with `script`, in order (and with
    /// the best defence once it runs out), every learner move keeping the
    /// goal within the limit against every defence, and the goal met within
    /// `left`. `Err(i)`: the script's reply `i` (from 0) cannot be played
    /// along any such line, or (`i` = its length) it is longer than the line.
    pub(super) fn scripted_line(
        &mut self,
        pos: &G::Position,
        script: &[String],
        left: usize,
    ) -> Result<Vec<G::Move>, usize> {
        let mut furthest = 0;
        match self.scripted_from(pos, script, 0, left, &mut furthest) {
            Some(mut line) => {
                line.reverse();
                Ok(line)
            }
            None => Err(furthest),
        }
    }

    /// The reply written `text`, if it is legal in `after`.
    pub(super) fn legal_reply(&self, after: &G::Position, text: &str) -> Option<G::Move> {
        G::parse_move(after, self.rules, text)
            .ok()
            .filter(|reply| self.moves(after).contains(reply))
    }

    /// The scripted line from reply `i` on, reversed; `furthest` keeps the
    /// deepest reply reached, to name the one that fails.
    fn scripted_from(
        &mut self,
        pos: &G::Position,
        script: &[String],
        i: usize,
        left: usize,
        furthest: &mut usize,
    ) -> Option<Vec<G::Move>> {
        *furthest = (*furthest).max(i);
        if left == 0 {
            return (self.goal.met_by_lasting() && i == script.len()).then(Vec::new);
        }
        for mv in self.moves(pos) {
            if self.after_learner(pos, &mv, left).is_none() {
                continue;
            }
            let after = G::play(pos, &mv);
            let reply = match self.goal.step(pos, &mv, &after, true) {
                Step::Met if i == script.len() => return Some(vec![mv]),
                Step::Met => {
                    // Met before the script is played out: it is too long.
                    *furthest = (*furthest).max(script.len());
                    continue;
                }
                Step::Failed => continue,
                Step::Going => match script.get(i) {
                    Some(text) => match self.legal_reply(&after, text) {
                        Some(reply) => reply,
                        None => continue,
                    },
                    None => match self.best_reply(&after, left - 1) {
                        Some(reply) => reply,
                        // No reply: a lasting goal met for good.
                        None => return Some(vec![mv]),
                    },
                },
            };
            let next = G::play(&after, &reply);
            let rest = match self.goal.step(&after, &reply, &next, false) {
                Step::Met if i + 1 >= script.len() => Some(Vec::new()),
                Step::Going => {
                    self.scripted_from(&next, script, (i + 1).min(script.len()), left - 1, furthest)
                }
                Step::Met | Step::Failed => None,
            };
            if let Some(mut rest) = rest {
                rest.push(reply);
                rest.push(mv);
                return Some(rest);
            }
        }
        None
    }
}

/// Proves that `learner`, to move in `start`, meets `goal` within `limit` of
/// their moves against every defence.
pub fn prove<G: Game, O: Objective<G>>(
    start: &G::Position,
    rules: &G::Rules,
    learner: Side,
    goal: &O,
    limit: usize,
) -> Result<Proof<G::Move>, Unproven> {
    if G::side_to_move(start) != learner {
        return Err(Unproven::NotLearnersTurn);
    }
    if G::status_at_setup(start, rules).is_some() {
        return Err(Unproven::OverAlready);
    }
    if goal.met_at_start(start) {
        return Err(Unproven::MetAlready);
    }
    let mut search = Search::<G, O>::from_start(rules, goal, start);
    let needed = search
        .learner(start, limit)
        .ok_or(Unproven::NotWithin(limit))?;
    let line = search.line(start, needed.max(1));
    Ok(Proof {
        moves_needed: needed,
        line,
    })
}
