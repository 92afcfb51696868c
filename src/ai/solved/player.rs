//! The Akidada computer player at five levels, all driven by the solved table.
//!
//! | level | name     | what it does |
//! |-------|----------|--------------|
//! | 5     | perfect  | always a best move ([`Solver::move_verdicts`] order), picked at random among equally good ones |
//! | 4     | strong   | 8% of the time a weaker move that is no silly blunder |
//! | 3     | club     | 20% of the time a weaker move that is no silly blunder |
//! | 2     | casual   | 45% of the time a weaker move that is no silly blunder |
//! | 1     | beginner | 75% of the time any move at random |
//!
//! A *silly blunder* is a move a player who looks one move ahead would not make:
//! it misses a move that ends the game at once, or it loses within four plies
//! when another move does not, or it lets the opponent make a line (and remove a
//! piece) on the next move when another move does not. Levels 2 to 4 never make
//! one by choice; they may still lose a won game to a deeper mistake, which is
//! what makes them beatable.

use super::solver::{Solver, Verdict};
use crate::ai::Value;
use crate::games::akidada::{Move, Position};
use crate::rng::Rng;

/// A playing level, 1 (beginner) to 5 (perfect).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const BEGINNER: Level = Level(1);
    pub const CASUAL: Level = Level(2);
    pub const CLUB: Level = Level(3);
    pub const STRONG: Level = Level(4);
    pub const PERFECT: Level = Level(5);
    pub const ALL: [Level; 5] = [
        Level::BEGINNER,
        Level::CASUAL,
        Level::CLUB,
        Level::STRONG,
        Level::PERFECT,
    ];

    /// The level numbered `n` (1 to 5).
    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    pub fn name(self) -> &'static str {
        ["beginner", "casual", "club", "strong", "perfect"][usize::from(self.0 - 1)]
    }

    /// The chance, in percent, of playing a weaker move rather than a best one.
    pub fn weaker_move_percent(self) -> u64 {
        [75, 45, 20, 8, 0][usize::from(self.0 - 1)]
    }
}

/// Whether, after `mv`, the opponent can remove one of our pieces at once.
fn hands_a_line(solver: &Solver, pos: &Position, mv: &Move, scratch: &mut Vec<Move>) -> bool {
    let next = pos.play(mv);
    if next.decided_by_material().is_some() {
        return false;
    }
    next.legal_moves(solver.rules(), scratch);
    scratch.iter().any(|m| m.removed() != 0)
}

/// The moves of `verdicts` that are not silly blunders (all of them when every
/// move is one).
pub fn sound_moves(solver: &Solver, pos: &Position, verdicts: &[(Move, Verdict)]) -> Vec<Move> {
    let ends_now = |v: &Verdict| v.value == Value::Win(1);
    let quick_loss = |v: &Verdict| matches!(v.value, Value::Loss(n) if n <= 4);
    let mut scratch = Vec::new();
    let mut candidates: Vec<(Move, Verdict)> = verdicts.to_vec();
    if candidates.iter().any(|(_, v)| ends_now(v)) {
        candidates.retain(|(_, v)| ends_now(v));
    }
    if candidates.iter().any(|(_, v)| !quick_loss(v)) {
        candidates.retain(|(_, v)| !quick_loss(v));
    }
    let safe: Vec<bool> = candidates
        .iter()
        .map(|(m, v)| ends_now(v) || !hands_a_line(solver, pos, m, &mut scratch))
        .collect();
    if safe.iter().any(|&s| s) {
        candidates = candidates
            .into_iter()
            .zip(safe)
            .filter_map(|(c, s)| s.then_some(c))
            .collect();
    }
    candidates.into_iter().map(|(m, _)| m).collect()
}

/// The move the computer plays at `level`, or `None` when the game is over.
pub fn choose_move(solver: &Solver, pos: &Position, level: Level, rng: &mut Rng) -> Option<Move> {
    if pos.status(solver.rules()).is_some() {
        return None;
    }
    let verdicts = solver.move_verdicts(pos);
    let (_, best) = *verdicts.first()?;
    let best_key = (best.under_rule, best.value);
    let best_moves: Vec<Move> = verdicts
        .iter()
        .filter(|(_, v)| (v.under_rule, v.value) == best_key)
        .map(|(m, _)| *m)
        .collect();
    let pick = |moves: &[Move], rng: &mut Rng| moves[rng.below(moves.len())];
    if rng.below(100) as u64 >= level.weaker_move_percent() {
        return Some(pick(&best_moves, rng));
    }
    let weaker: Vec<Move> = if level == Level::BEGINNER {
        verdicts.iter().map(|(m, _)| *m).collect()
    } else {
        sound_moves(solver, pos, &verdicts)
    };
    let weaker: Vec<Move> = weaker
        .into_iter()
        .filter(|m| !best_moves.contains(m))
        .collect();
    if weaker.is_empty() {
        Some(pick(&best_moves, rng))
    } else {
        Some(pick(&weaker, rng))
    }
}
