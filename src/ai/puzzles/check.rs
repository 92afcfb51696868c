//! `akidada puzzles check`: re-proves puzzles.
//!
//! What is accepted, exactly:
//! - every puzzle: the position string reads, the options are the game's, each
//!   move of the solution is legal where it stands, and the themes found again
//!   from the solution are the stored ones;
//! - Akidada and Dama endings: the same proof as the generator's, by the
//!   table: the goal is the position's result, each solver move is the only one
//!   that keeps it, each reply is a best defence (the best result, then the best
//!   exact value, for the defender), and a win of at most 9 plies is played to
//!   its end;
//! - Dama middlegames: each solver move with more than one legal move is the
//!   search's best and clear of the second best by [`middle::CHECK_MARGIN`]
//!   (1.5 men and 0.4 of winning chance), or a proven win where the second
//!   best is no win and 0.4 of chance below; the replies
//!   are legal; the line ends in the solver's win, or at least a man up on the
//!   start with no capture waiting. The generator demanded 2 men and 0.5 of
//!   chance, with two search seeds, so a small
//!   change in the engine does not turn a puzzle false.

use std::fmt::Display;
use std::str::FromStr;
use std::sync::Arc;

use super::exact::{self, AkidadaOracle, EndgameOracle, LineLimits, Oracle};
use super::middle::{self, ProofSearch};
use super::puzzle::Puzzle;
use super::themes;
use crate::ai::endgame::Tables;
use crate::ai::solved::{RuleResult, Solver};
use crate::games::akidada::{Move as AMove, Position as APosition};
use crate::games::dama::{Move as DMove, Position as DPosition};

/// The nodes of a proof search: the generator's (`crate::lab`, which made
/// the puzzles) and the check's.
pub const PROOF_NODES: u64 = 1_000_000;

/// Akidada lines, as the generator made them and the check proves them
/// again: at most this many solver moves; a win of at most this many plies is
/// shown to its end.
pub const AKIDADA_LIMITS: LineLimits = LineLimits {
    max_solver_moves: 8,
    short_win: 9,
};
/// Dama endings likewise.
pub const ENDGAME_LIMITS: LineLimits = LineLimits {
    max_solver_moves: 10,
    short_win: 9,
};

/// The puzzle's start and its solution, read and checked for legality one
/// move at a time (`read_move` reads a move where it stands): the start, the
/// moves and every position along the line, the start first.
fn line<P, M, E>(
    p: &Puzzle,
    read_move: impl Fn(&P, &str) -> Result<M, E>,
    play: impl Fn(&P, &M) -> P,
) -> Result<(P, Vec<M>, Vec<P>), String>
where
    P: Copy + FromStr<Err: Display>,
    E: Display,
{
    let start: P = p
        .position
        .parse()
        .map_err(|e| format!("the position does not read: {e}"))?;
    let mut pos = start;
    let mut moves = Vec::new();
    let mut positions = vec![pos];
    for (i, text) in p.solution.iter().enumerate() {
        let mv = read_move(&pos, text).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        pos = play(&pos, &mv);
        moves.push(mv);
        positions.push(pos);
    }
    Ok((start, moves, positions))
}

fn dama_line(p: &Puzzle) -> Result<(DPosition, Vec<DMove>, Vec<DPosition>), String> {
    line(
        p,
        |pos: &DPosition, text| pos.parse_move(text),
        DPosition::play,
    )
}

fn akidada_line(p: &Puzzle) -> Result<(APosition, Vec<AMove>, Vec<APosition>), String> {
    let rules = p.akidada_rules().map_err(|e| e.to_string())?;
    line(
        p,
        |pos: &APosition, text| pos.parse_move(&rules, text),
        APosition::play,
    )
}

fn same_themes(p: &Puzzle, found: Vec<super::Theme>) -> Result<(), String> {
    let mut stored = p.themes.clone();
    stored.sort();
    if stored != found {
        let names = |t: &[super::Theme]| t.iter().map(|t| t.id()).collect::<Vec<_>>().join(",");
        return Err(format!(
            "themes: stored [{}], found again [{}]",
            names(&stored),
            names(&found)
        ));
    }
    Ok(())
}

/// Re-proves an Akidada puzzle with the solver for its rules.
pub fn akidada(solver: &Solver, p: &Puzzle) -> Result<(), String> {
    let rules = p.akidada_rules().map_err(|e| e.to_string())?;
    if solver.rules() != &rules {
        return Err("the solver given is for other rules".into());
    }
    let (start, moves, positions) = akidada_line(p)?;
    let oracle = AkidadaOracle { solver };
    exact::recheck(&oracle, &start, p.goal, &moves, AKIDADA_LIMITS)?;
    let zugzwang = !start.is_placing()
        && solver
            .verdict(&positions[1].with_side_to_move(start.side_to_move()))
            .under_rule
            != RuleResult::Win;
    same_themes(p, themes::akidada(&moves, &positions, &rules, zugzwang))
}

/// Re-proves a Dama ending with the tables of its `lone_piece` reading.
pub fn endgame(tables: &Arc<Tables>, p: &Puzzle) -> Result<(), String> {
    let rules = p.dama_rules().map_err(|e| e.to_string())?;
    if tables.lone_piece() != rules.lone_piece {
        return Err("the tables given are for the other lone_piece reading".into());
    }
    let (start, moves, positions) = dama_line(p)?;
    if start.occupied().count_ones() > tables.max_pieces() {
        return Err(format!(
            "the position has {} pieces, more than the tables hold",
            start.occupied().count_ones()
        ));
    }
    let oracle = EndgameOracle {
        tables: Arc::clone(tables),
        rules,
    };
    // Every position of the line must be in the tables given.
    if positions.iter().any(|q| tables.entry(q).is_none()) || oracle.judge(&start, true).is_empty()
    {
        return Err("the tables given do not cover the line".into());
    }
    exact::recheck(&oracle, &start, p.goal, &moves, ENDGAME_LIMITS)?;
    let zugzwang = tables
        .entry(&positions[1].with_side_to_move(start.side_to_move()))
        .is_some_and(|e| !e.value.is_win());
    same_themes(p, themes::dama(&moves, &positions, &rules, zugzwang))
}

/// Re-proves a Dama middlegame puzzle with `search` and `margin`.
pub fn middlegame(
    search: &mut ProofSearch,
    p: &Puzzle,
    margin: middle::Margin,
) -> Result<(), String> {
    let rules = p.dama_rules().map_err(|e| e.to_string())?;
    let (start, moves, positions) = dama_line(p)?;
    middle::recheck(search, &start, &rules, &moves, margin)?;
    same_themes(p, themes::dama(&moves, &positions, &rules, false))
}
