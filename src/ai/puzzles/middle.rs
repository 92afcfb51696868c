//! Dama middlegame puzzles, proven by deep search: shots, breakthroughs, traps.
//!
//! At each of the solver's turns the search (two lines, a fixed node count)
//! must find the solution's move clear of the second best by [`GENERATE_MARGIN`]:
//! two men better, and a winning chance (the review's curve, a proven win
//! counting 1) a quarter of its range higher, so that in a position already won the
//! second move, which wins too, does not pass for a loss; or a proven win where
//! no other move is one. The generator then asks the same of a second search
//! whose evaluation is moved by [`SECOND_SEED`] (another tree, the same move
//! and margin); a turn with a single legal move is forced and needs no margin. The opponent's reply is the
//! search's best. The line ends after the solver's move that leaves it at least
//! a man up on the start (a king counted 2.5 men) with no capture waiting for
//! the opponent, or that ends the game; a position whose only legal move is a
//! single compulsory capture is no puzzle (nothing to find).
//!
//! The engine changes, so `check` asks less than the generator did: the same
//! line, each solver's move clear by [`CHECK_MARGIN`] (a man and a half, and
//! a fifth of the range of winning chance), or the proven win alone, and the
//! gain at the end.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::Reject;
use crate::ai::Value;
use crate::ai::eval::{Feature, Weights};
use crate::ai::review::{DAMA_CURVE_K, chance_of_cp, chance_of_value};
use crate::ai::search::{EndgameTables, Limits, Report, Score, Search};
use crate::games::dama::{DamaRules, Move, Position};
use crate::rng::Rng;

/// How far the solver's move must stand above the second best.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Margin {
    /// In hundredths of a man.
    pub men: i32,
    /// In winning chance for the side to move (-1 lost, 1 won).
    pub chance: f64,
}

/// The margin the generator demands: two men, and a quarter of the range of
/// chance (beyond the review's blunder, 0.3).
pub const GENERATE_MARGIN: Margin = Margin {
    men: 200,
    chance: 0.5,
};
/// The margin `check` accepts: a man and a half, and a fifth of the range.
pub const CHECK_MARGIN: Margin = Margin {
    men: 150,
    chance: 0.4,
};
/// The second search seed the generator proves each line with (`check`'s
/// other-seed recheck uses another, 7 by the README).
pub const SECOND_SEED: u64 = 3;
/// The gain a line must end with, in hundredths of a man (a man).
pub const GAIN: i32 = 100;
/// What a king counts for in the gain.
const KING_WORTH: i32 = 250;
/// The most solver moves in a line.
pub const MAX_SOLVER_MOVES: usize = 6;

/// A search set up for proofs: fixed nodes, its own table, and a seed. Seed 0
/// searches with the engine's own weights; any other seed moves every
/// evaluation weight by up to 4% (the same for the same seed), so a check with
/// another seed walks another tree.
pub struct ProofSearch {
    search: Search,
    pub nodes: u64,
    pub seed: u64,
}

impl ProofSearch {
    pub fn new(nodes: u64, seed: u64, tables: Option<Arc<dyn EndgameTables>>) -> ProofSearch {
        let hash_mb = if seed == 0 { 32 } else { 16 };
        let mut search = Search::new(hash_mb);
        if seed != 0 {
            search.set_weights(jittered(seed));
        }
        search.set_endgame_tables(tables);
        ProofSearch {
            search,
            nodes,
            seed,
        }
    }

    /// The two best lines of `pos`.
    pub fn two_best(&mut self, pos: &Position, history: &[u64], rules: &DamaRules) -> Report {
        let stop = AtomicBool::new(false);
        self.search.clear();
        self.search.run(
            pos,
            history,
            rules,
            &Limits::nodes(self.nodes).with_multipv(2),
            &stop,
            &mut |_| {},
        )
    }

    /// The best move of `pos`.
    pub fn best(&mut self, pos: &Position, history: &[u64], rules: &DamaRules) -> Option<Move> {
        let stop = AtomicBool::new(false);
        self.search.clear();
        self.search
            .run(
                pos,
                history,
                rules,
                &Limits::nodes(self.nodes),
                &stop,
                &mut |_| {},
            )
            .best
    }
}

/// The engine's weights, each moved by up to 4% by `seed` (the man, the scale
/// of every score, is kept).
fn jittered(seed: u64) -> Weights {
    let mut rng = Rng::new(seed);
    let mut w = Weights::tuned();
    for (i, &value) in Weights::tuned().values().iter().enumerate() {
        let f = Feature::ALL[i];
        if f == Feature::MAN {
            continue;
        }
        let percent = rng.below(9) as i32 - 4;
        w.set(f, value + value * percent / 100);
    }
    w
}

fn is_win(s: Score) -> bool {
    matches!(s, Score::Exact(Value::Win(_)))
}

/// The winning chance of a search score for the side to move.
pub fn chance(s: Score) -> f64 {
    match s {
        Score::Cp(cp) => chance_of_cp(cp, DAMA_CURVE_K),
        Score::Exact(value) => chance_of_value(value),
    }
}

/// Whether the report's best move stands alone by `margin`: a proven win
/// where the second is none and its chance is `margin.chance` below; or both
/// `margin.men` and `margin.chance` better.
pub fn stands_alone(report: &Report, margin: Margin) -> bool {
    let (Some(best), Some(second)) = (report.lines.first(), report.lines.get(1)) else {
        return report.lines.len() == 1;
    };
    let clear_chance = chance(best.score) - chance(second.score) >= margin.chance;
    if is_win(best.score) {
        return !is_win(second.score) && clear_chance;
    }
    best.score.rank() - second.score.rank() >= margin.men && clear_chance
}

/// The material of `side` in hundredths of a man, kings at [`KING_WORTH`].
fn material(pos: &Position, side: crate::games::Side) -> i32 {
    pos.men(side).count_ones() as i32 * 100 + pos.kings(side).count_ones() as i32 * KING_WORTH
}

/// The solver's material lead over the opponent.
fn lead(pos: &Position, solver: crate::games::Side) -> i32 {
    material(pos, solver) - material(pos, solver.opposite())
}

/// A proven middlegame line.
#[derive(Clone, Debug)]
pub struct Proven {
    pub moves: Vec<Move>,
    pub positions: Vec<Position>,
    /// Whether the line ends the game (a proven win played out).
    pub wins: bool,
    /// The gain at the end, in hundredths of a man.
    pub gain: i32,
}

/// Builds the line from `start` with margin `margin`.
pub fn prove(
    ps: &mut ProofSearch,
    start: &Position,
    rules: &DamaRules,
    margin: Margin,
) -> Result<Proven, Reject> {
    let mut moves_buf = Vec::new();
    start.legal_moves(&mut moves_buf);
    if moves_buf.len() < 2 {
        return Err(Reject::Forced);
    }
    let solver = start.side_to_move();
    let start_lead = lead(start, solver);
    let mut pos = *start;
    let mut moves = Vec::new();
    let mut positions = vec![pos];
    let mut history: Vec<u64> = Vec::new();
    for turn in 0..MAX_SOLVER_MOVES {
        pos.legal_moves(&mut moves_buf);
        let (mv, reply_hint) = if moves_buf.len() == 1 && turn > 0 {
            (moves_buf[0], None)
        } else {
            let report = ps.two_best(&pos, &history, rules);
            if !stands_alone(&report, margin) {
                return Err(if turn == 0 {
                    Reject::NotUnique
                } else {
                    Reject::LaterNotUnique
                });
            }
            let Some(best) = report.best else {
                return Err(Reject::NotDecisive);
            };
            (best, report.pv().get(1).copied())
        };
        history.push(pos.hash());
        pos = pos.play(&mv);
        moves.push(mv);
        positions.push(pos);
        if let Some(outcome) = pos.status(rules) {
            return match outcome.winner() {
                Some(w) if w == solver => Ok(Proven {
                    moves,
                    positions,
                    wins: true,
                    gain: lead(&pos, solver) - start_lead,
                }),
                _ => Err(Reject::NotDecisive),
            };
        }
        let gain = lead(&pos, solver) - start_lead;
        if gain >= GAIN && !pos.has_capture() {
            return Ok(Proven {
                moves,
                positions,
                wins: false,
                gain,
            });
        }
        if turn + 1 == MAX_SOLVER_MOVES {
            break;
        }
        // The opponent's best defence: the search's own reply in its line, or
        // a search of its own when the line was too short.
        pos.legal_moves(&mut moves_buf);
        let reply = match reply_hint.filter(|r| moves_buf.contains(r)) {
            Some(r) => r,
            None => match ps.best(&pos, &history, rules) {
                Some(r) => r,
                None => return Err(Reject::NotDecisive),
            },
        };
        history.push(pos.hash());
        pos = pos.play(&reply);
        moves.push(reply);
        positions.push(pos);
        if pos.status(rules).is_some() {
            return Err(Reject::NotDecisive);
        }
    }
    Err(Reject::NoGain)
}

/// Re-proves a stored line with `margin`: each solver move stands alone, each
/// reply is legal, and the line ends with the gain (or the win).
pub fn recheck(
    ps: &mut ProofSearch,
    start: &Position,
    rules: &DamaRules,
    line: &[Move],
    margin: Margin,
) -> Result<(), String> {
    let solver = start.side_to_move();
    let start_lead = lead(start, solver);
    let mut pos = *start;
    let mut history: Vec<u64> = Vec::new();
    let mut buf = Vec::new();
    for (i, mv) in line.iter().enumerate() {
        pos.legal_moves(&mut buf);
        if !buf.contains(mv) {
            return Err(format!("move {} is not legal", i + 1));
        }
        if i % 2 == 0 {
            if i == 0 && buf.len() < 2 {
                return Err("the first move is forced".into());
            }
            if buf.len() > 1 {
                let report = ps.two_best(&pos, &history, rules);
                if report.best != Some(*mv) {
                    let found = report
                        .best
                        .map_or("nothing".to_string(), |b| pos.move_text(&b));
                    return Err(format!(
                        "move {}: the search prefers {found} ({} against {})",
                        i + 1,
                        report.lines.first().map_or(Score::Cp(0), |l| l.score),
                        report.lines.get(1).map_or(Score::Cp(0), |l| l.score),
                    ));
                }
                if !stands_alone(&report, margin) {
                    return Err(format!(
                        "move {} is not {} and {:.2} of chance better than the second best ({} against {})",
                        i + 1,
                        men(margin.men),
                        margin.chance,
                        report.lines[0].score,
                        report.lines.get(1).map_or(Score::Cp(0), |l| l.score),
                    ));
                }
            }
        }
        history.push(pos.hash());
        pos = pos.play(mv);
        if pos.status(rules).is_some() && i + 1 != line.len() {
            return Err(format!("the game is over after move {}", i + 1));
        }
    }
    if let Some(outcome) = pos.status(rules) {
        return match outcome.winner() {
            Some(w) if w == solver => Ok(()),
            _ => Err("the line does not end in the solver's win".into()),
        };
    }
    let gain = lead(&pos, solver) - start_lead;
    if gain < GAIN {
        return Err(format!("the line gains {}, not a man", men(gain)));
    }
    if pos.has_capture() {
        return Err("the line ends with a capture waiting for the opponent".into());
    }
    Ok(())
}

/// A margin in men, for messages.
fn men(cp: i32) -> String {
    format!("{:.1} men", f64::from(cp) / 100.0)
}
