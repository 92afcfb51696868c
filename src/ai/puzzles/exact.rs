//! Puzzles proven exactly: Akidada by the solved table, Dama endings of up to
//! four pieces by the endgame tables.
//!
//! A line is built from an oracle that gives every move's exact result: at each
//! of the solver's turns exactly one move must keep the result the position
//! has (the win, or the draw where everything else loses); the opponent's reply
//! is its best defence (the slowest loss, or a drawing move that sets the
//! solver another only move). The line goes on while the solver's move is the
//! only good one, to the end of the game or to the first turn with several good
//! moves; a short win must be shown to its end.

use std::sync::Arc;

use super::Reject;
use super::puzzle::Goal;
use crate::ai::Value;
use crate::ai::endgame::Tables;
use crate::ai::solved::{RuleResult, Solver};
use crate::games::akidada::{AkidadaRules, Move as AMove, Position as APosition};
use crate::games::dama::{DamaRules, Move as DMove, Position as DPosition};

/// The result a move leads to, from the mover's view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Result3 {
    Loss,
    Draw,
    Win,
}

impl Result3 {
    pub fn of(value: Value) -> Result3 {
        match value {
            Value::Win(_) => Result3::Win,
            Value::Draw => Result3::Draw,
            Value::Loss(_) => Result3::Loss,
        }
    }
}

/// A legal move with its result within the rules (no-progress counted) and its
/// exact value (for the order: a quicker win, a slower loss).
#[derive(Copy, Clone, Debug)]
pub struct Judged<M> {
    pub mv: M,
    pub result: Result3,
    pub value: Value,
}

/// What an exact proof needs of a game.
pub trait Oracle {
    type Pos: Copy + PartialEq;
    type Move: Copy + PartialEq;
    /// Every legal move judged, best first for the mover. Empty when the game
    /// is over or the side to move has no move.
    fn judge(&self, pos: &Self::Pos, at_root: bool) -> Vec<Judged<Self::Move>>;
    /// The position's own result and value for the side to move, set up (the
    /// root) or reached by a move.
    fn result(&self, pos: &Self::Pos, at_root: bool) -> (Result3, Value);
    fn play(&self, pos: &Self::Pos, mv: &Self::Move) -> Self::Pos;
    /// Whether the game is over after a move.
    fn over(&self, pos: &Self::Pos) -> bool;
    fn text(&self, pos: &Self::Pos, mv: &Self::Move) -> String;
}

/// A proven line.
#[derive(Clone, Debug)]
pub struct Proven<P, M> {
    pub goal: Goal,
    /// The value of the start for the solver.
    pub value: Value,
    pub moves: Vec<M>,
    /// The positions before each move of `moves`, and the last after it.
    pub positions: Vec<P>,
    /// Whether the line plays to the end of the game.
    pub to_the_end: bool,
}

/// Limits of a line.
#[derive(Copy, Clone, Debug)]
pub struct LineLimits {
    /// The most solver moves shown.
    pub max_solver_moves: usize,
    /// A win this short (plies) must be shown to its end.
    pub short_win: u16,
}

/// Builds the puzzle line from `start`, or says why there is none.
pub fn prove<O: Oracle>(
    oracle: &O,
    start: &O::Pos,
    limits: LineLimits,
) -> Result<Proven<O::Pos, O::Move>, Reject> {
    let root = oracle.judge(start, true);
    if root.len() < 2 {
        return Err(Reject::Forced);
    }
    let (result, value) = oracle.result(start, true);
    let goal = match result {
        Result3::Win => Goal::Win,
        Result3::Draw => Goal::Draw,
        Result3::Loss => return Err(Reject::NotDecisive),
    };
    if result != Result3::of(value) {
        // A win or a loss the no-progress rule spoils: not a clean puzzle.
        return Err(Reject::Cursed);
    }
    let mut moves = Vec::new();
    let mut positions = vec![*start];
    let mut pos = *start;
    let mut judged = root;
    let mut at_root = true;
    let mut to_the_end = false;
    loop {
        let good: Vec<&Judged<O::Move>> = judged.iter().filter(|j| j.result == result).collect();
        if good.len() != 1 {
            if at_root {
                return Err(Reject::NotUnique);
            }
            // The line stops before this turn: take back the reply before it.
            moves.pop();
            positions.pop();
            break;
        }
        let mv = good[0].mv;
        pos = oracle.play(&pos, &mv);
        moves.push(mv);
        positions.push(pos);
        at_root = false;
        if oracle.over(&pos) {
            to_the_end = true;
            break;
        }
        if moves.len().div_ceil(2) >= limits.max_solver_moves {
            break;
        }
        // The opponent's best defence: the best result and value for it; among
        // equals, one after which the solver again has a single good move.
        let replies = oracle.judge(&pos, false);
        let Some(best) = replies.first() else {
            break;
        };
        let equal: Vec<&Judged<O::Move>> = replies
            .iter()
            .filter(|r| (r.result, r.value) == (best.result, best.value))
            .collect();
        let pick = equal
            .iter()
            .map(|r| {
                let next = oracle.play(&pos, &r.mv);
                let answers = oracle.judge(&next, false);
                let unique = !oracle.over(&next)
                    && answers.iter().filter(|a| a.result == result).count() == 1;
                (r, next, answers, unique)
            })
            .find(|(_, _, _, unique)| *unique);
        let Some((reply, next, answers, _)) = pick else {
            // Every best defence leaves the solver a choice: the line ends here.
            break;
        };
        moves.push(reply.mv);
        positions.push(next);
        pos = next;
        judged = answers;
    }
    if goal == Goal::Win && !to_the_end && value.distance().is_some_and(|d| d <= limits.short_win) {
        return Err(Reject::ShortWinNotToTheEnd);
    }
    Ok(Proven {
        goal,
        value,
        moves,
        positions,
        to_the_end,
    })
}

/// Akidada from the solved table. Results are within the no-progress rule from
/// the count each position carries.
pub struct AkidadaOracle<'a> {
    pub solver: &'a Solver,
}

impl AkidadaOracle<'_> {
    fn rules(&self) -> &AkidadaRules {
        self.solver.rules()
    }
}

fn of_rule(r: RuleResult) -> Result3 {
    match r {
        RuleResult::Win => Result3::Win,
        RuleResult::Draw => Result3::Draw,
        RuleResult::Loss => Result3::Loss,
    }
}

impl Oracle for AkidadaOracle<'_> {
    type Pos = APosition;
    type Move = AMove;

    fn judge(&self, pos: &APosition, _at_root: bool) -> Vec<Judged<AMove>> {
        if pos.status(self.rules()).is_some() {
            return Vec::new();
        }
        self.solver
            .move_verdicts(pos)
            .into_iter()
            .map(|(mv, v)| Judged {
                mv,
                result: of_rule(v.under_rule),
                value: v.value,
            })
            .collect()
    }

    fn result(&self, pos: &APosition, _at_root: bool) -> (Result3, Value) {
        let v = self.solver.verdict(pos);
        (of_rule(v.under_rule), v.value)
    }

    fn play(&self, pos: &APosition, mv: &AMove) -> APosition {
        pos.play(mv)
    }

    fn over(&self, pos: &APosition) -> bool {
        pos.status(self.rules()).is_some()
    }

    fn text(&self, _pos: &APosition, mv: &AMove) -> String {
        mv.notation()
    }
}

/// Dama endings from the endgame tables of the puzzle's `lone_piece` reading,
/// the no-progress rule counted from each position's count.
pub struct EndgameOracle {
    pub tables: Arc<Tables>,
    pub rules: DamaRules,
}

impl Oracle for EndgameOracle {
    type Pos = DPosition;
    type Move = DMove;

    fn judge(&self, pos: &DPosition, at_root: bool) -> Vec<Judged<DMove>> {
        if !at_root && pos.status(&self.rules).is_some() {
            return Vec::new();
        }
        let Some(values) = self.tables.move_values(pos) else {
            return Vec::new();
        };
        let quiet = pos.quiet_plies();
        let mut out: Vec<Judged<DMove>> = values
            .iter()
            .map(|m| {
                let within = m.under_no_progress(pos, quiet, self.rules.no_progress);
                Judged {
                    mv: m.mv,
                    result: Result3::of(within),
                    value: m.value,
                }
            })
            .collect();
        out.sort_by_key(|j| std::cmp::Reverse((j.result, j.value)));
        out
    }

    fn result(&self, pos: &DPosition, at_root: bool) -> (Result3, Value) {
        let entry = if at_root {
            self.tables.root_entry(pos)
        } else {
            self.tables.entry(pos)
        };
        match entry {
            Some(e) => (
                Result3::of(e.under_no_progress(pos.quiet_plies(), self.rules.no_progress)),
                e.value,
            ),
            None => (Result3::Loss, Value::Loss(0)),
        }
    }

    fn play(&self, pos: &DPosition, mv: &DMove) -> DPosition {
        pos.play(mv)
    }

    fn over(&self, pos: &DPosition) -> bool {
        pos.status(&self.rules).is_some()
    }

    fn text(&self, pos: &DPosition, mv: &DMove) -> String {
        pos.move_text(mv)
    }
}

/// The line's moves in notation.
pub fn texts<O: Oracle>(oracle: &O, proven: &Proven<O::Pos, O::Move>) -> Vec<String> {
    proven
        .moves
        .iter()
        .zip(&proven.positions)
        .map(|(mv, pos)| oracle.text(pos, mv))
        .collect()
}

/// Re-proves a stored line: each solver move must be the only good one, each
/// reply a best defence, the goal the position's result. Counts nothing.
pub fn recheck<O: Oracle>(
    oracle: &O,
    start: &O::Pos,
    goal: Goal,
    line: &[O::Move],
    limits: LineLimits,
) -> Result<(), String> {
    let (result, value) = oracle.result(start, true);
    let expected = match goal {
        Goal::Win => Result3::Win,
        Goal::Draw => Result3::Draw,
        Goal::Material => return Err("an exact puzzle has no material goal".into()),
    };
    if result != expected {
        return Err(format!(
            "the position is {value}, not a {} for the solver",
            goal.id()
        ));
    }
    let mut pos = *start;
    for (i, mv) in line.iter().enumerate() {
        let judged = oracle.judge(&pos, i == 0);
        let Some(this) = judged.iter().find(|j| j.mv == *mv) else {
            return Err(format!("move {} is not legal", i + 1));
        };
        if i % 2 == 0 {
            let good = judged.iter().filter(|j| j.result == result).count();
            if this.result != result {
                return Err(format!("move {} does not keep the {}", i + 1, goal.id()));
            }
            if good != 1 {
                return Err(format!(
                    "move {} is not the only good move ({good} keep the {})",
                    i + 1,
                    goal.id()
                ));
            }
        } else {
            let best = judged.first().map(|j| (j.result, j.value));
            if best != Some((this.result, this.value)) {
                return Err(format!("reply {} is not a best defence", i + 1));
            }
        }
        pos = oracle.play(&pos, mv);
        if oracle.over(&pos) && i + 1 != line.len() {
            return Err(format!("the game is over after move {}", i + 1));
        }
    }
    if goal == Goal::Win
        && !oracle.over(&pos)
        && value.distance().is_some_and(|d| d <= limits.short_win)
    {
        return Err(format!("a short win ({value}) is not shown to its end"));
    }
    Ok(())
}
