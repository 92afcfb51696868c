//! The evaluation's calibration in endings, by class of material: for each
//! class of positions of 5 to 10 pieces, how the side the score favours
//! scored against what the weights' logistic curve predicted, and the factor
//! on the score that would have predicted it best (`ai::eval`'s docs, "Endings
//! under `Draw`", have the figures and the matches that scaled the score by
//! it: they did not gain, so the engine does not).
//!
//! A class is the band of pieces on the board (5 or 6, 7 or 8, 9 or 10),
//! whether the side behind has a king, whether the side ahead has one, and
//! how many pieces more the side ahead has (one fewer or less, even, one,
//! two, three or more).
//!
//! ```text
//! # Positions with their games' results: tuner samples, or match records.
//! cargo run --release --no-default-features --features lab --example tune_eval -- \
//!     generate --games 1500 --nodes 4000 --seed 21 --lone-piece draw --out samples.txt
//! cargo run --release --no-default-features --features lab --example fit_ending_scale -- samples.txt
//! ```
//!
//! Each input file is either tuner samples (`<position> <result>` a line) or
//! the JSON lines of `akidada match --record` (each game replayed, its quiet
//! positions taken). The prediction is the weights' fit's: the logistic curve
//! with the `k` written in `src/ai/eval/weights.txt`. For each class it prints
//! the positions, the mean result for the side ahead, the mean prediction,
//! and the scale in sixteenths (a sixteenth to one) whose predictions have the
//! least squared error; a class with fewer than `MIN_POSITIONS` positions
//! gets no scale.

use std::collections::BTreeMap;

use akidada::ai::eval::{Weights, evaluate};
use akidada::games::Side;
use akidada::games::dama::Position;
use akidada::lab::matches::RecordedGame;

/// The logistic scale of the shipped weights' fit (`weights.txt`).
const K: f64 = 0.5548;
/// Fewer positions than this and a class is not fitted.
const MIN_POSITIONS: usize = 100;
/// The scales' unit: a scale of `ONE` leaves the score as it is.
const ONE: i32 = 16;

/// A class of material, seen from the side the score favours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Class {
    /// 0: 5 or 6 pieces, 1: 7 or 8, 2: 9 or 10.
    band: usize,
    behind_has_king: bool,
    ahead_has_king: bool,
    /// Pieces more for the side ahead, from 0 (one fewer or less) to 4 (three
    /// or more).
    lead: usize,
}

impl Class {
    /// The class of `pos` with `ahead` the side the score favours, or `None`
    /// outside 5 to 10 pieces (up to four the tables answer, not the score).
    fn of(pos: &Position, ahead: Side) -> Option<Class> {
        let behind = ahead.opposite();
        let ours = pos.pieces(ahead).count_ones() as i32;
        let theirs = pos.pieces(behind).count_ones() as i32;
        let band = match ours + theirs {
            5 | 6 => 0,
            7 | 8 => 1,
            9 | 10 => 2,
            _ => return None,
        };
        Some(Class {
            band,
            behind_has_king: pos.kings(behind) != 0,
            ahead_has_king: pos.kings(ahead) != 0,
            lead: ((ours - theirs).clamp(-1, 3) + 1) as usize,
        })
    }

    /// `7-8 pieces, king behind, king ahead, +2`.
    fn describe(self) -> String {
        let band = ["5-6", "7-8", "9-10"][self.band];
        let lead = ["-1 or less", "even", "+1", "+2", "+3 or more"][self.lead];
        let king = |has: bool| if has { "king" } else { "no king" };
        format!(
            "{band} pieces, {} behind, {} ahead, {lead}",
            king(self.behind_has_king),
            king(self.ahead_has_king)
        )
    }
}

fn fail(message: &str) -> ! {
    eprintln!("fit_ending_scale: {message}");
    std::process::exit(2);
}

/// A position and its game's result for White (1, 0.5 or 0).
type Sample = (Position, f64);

/// A record's quiet positions (a move to come and no capture among them),
/// each with the game's result.
fn from_record(line: &str) -> Result<Vec<Sample>, String> {
    let game = RecordedGame::from_line(line)?;
    let result = match game.winner {
        Some(Side::White) => 1.0,
        Some(Side::Black) => 0.0,
        None => 0.5,
    };
    let before_each_move = &game.positions[..game.positions.len() - 1];
    Ok(before_each_move
        .iter()
        .filter(|pos| !pos.has_capture())
        .map(|pos| (*pos, result))
        .collect())
}

fn from_sample(line: &str) -> Result<Sample, String> {
    let (fen, result) = line
        .split_once(' ')
        .ok_or("expected `<position> <result>`")?;
    let pos = fen.parse().map_err(|e| format!("{fen}: {e}"))?;
    let result = result
        .trim()
        .parse()
        .map_err(|_| format!("result {result}"))?;
    Ok((pos, result))
}

fn read(path: &str) -> Vec<Sample> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let read = if line.trim_start().starts_with('{') {
            from_record(line)
        } else if line.trim().is_empty() {
            continue;
        } else {
            from_sample(line).map(|s| vec![s])
        };
        match read {
            Ok(more) => samples.extend(more),
            Err(e) => eprintln!("fit_ending_scale: {path}, line {}: {e}; skipped", n + 1),
        }
    }
    samples
}

fn predict(scale: f64, score: f64) -> f64 {
    1.0 / (1.0 + (-K * scale * score / 100.0).exp())
}

/// The scale, in sixteenths, whose predictions have the least squared error.
fn fit(points: &[(f64, f64)]) -> i32 {
    let error = |s: i32| -> f64 {
        let scale = f64::from(s) / f64::from(ONE);
        points
            .iter()
            .map(|(score, result)| (result - predict(scale, *score)).powi(2))
            .sum()
    };
    (1..=ONE)
        .min_by(|a, b| error(*a).total_cmp(&error(*b)))
        .unwrap_or(ONE)
}

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        fail("expected tuner samples or match records");
    }
    let weights = Weights::tuned();
    // Each class's positions: the score and the result, both for the side
    // ahead (the side the score favours).
    let mut classes: BTreeMap<Class, Vec<(f64, f64)>> = BTreeMap::new();
    for path in &paths {
        for (pos, white_result) in read(path) {
            let us = pos.side_to_move();
            let score = evaluate(&pos, &weights);
            let ahead = if score >= 0 { us } else { us.opposite() };
            let Some(class) = Class::of(&pos, ahead) else {
                continue;
            };
            let result = match ahead {
                Side::White => white_result,
                Side::Black => 1.0 - white_result,
            };
            classes
                .entry(class)
                .or_default()
                .push((f64::from(score.abs()), result));
        }
    }
    println!("class | positions | result | predicted | scale");
    for (class, points) in &classes {
        let n = points.len() as f64;
        let result = points.iter().map(|p| p.1).sum::<f64>() / n;
        let predicted = points.iter().map(|p| predict(1.0, p.0)).sum::<f64>() / n;
        let scale = if points.len() >= MIN_POSITIONS {
            format!("{}/{ONE}", fit(points))
        } else {
            "-".to_string()
        };
        println!(
            "{} | {} | {result:.3} | {predicted:.3} | {scale}",
            class.describe(),
            points.len()
        );
    }
}
