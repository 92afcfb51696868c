//! Do the opposition and the race to crown decide Dama man endings beyond
//! what the evaluation already counts? Two studies against the endgame
//! tables, then in the games' own positions, before any evaluation feature is
//! built for either.
//!
//! **The opposition.** A white man and a black man on one file with nothing
//! between them stand off: the man that steps into a gap of one square is
//! captured (the enemy man jumps it into the square it came from). If the men
//! could only step forward, each move would shrink one gap by a square, and
//! after `spare = sum(gap - 1)` moves the side to move would have to step into
//! a gap of one. So the side to move "has the opposition" when `spare` is odd.
//! Dama's men may also step sideways, which can waste a move; whether that
//! leaves the parity anything to say is what this counts. "Locked" positions
//! are those where every man stands in a stand-off, the classic case.
//!
//! **The race.** A man whose file ahead is empty races to crown in as many
//! moves as squares remain. When both sides have such a man, the side to move
//! crowns first if its nearest racer needs no more moves than the enemy's.
//! The evaluation counts only runaways (no enemy piece near enough to stop
//! them) and their steps, not whose move it is; so beside the results, each
//! group gets the mean of the result less the evaluation's prediction
//! (`1 / (1 + e^(-k s / 100))`, `s` its score): where the two groups differ, the
//! evaluation misses something.
//!
//! Without `--positions`, random quiet positions of men only, White to move,
//! are valued by the tables under the `Draw` reading. With `--positions
//! FILE...` (the tuner's samples, `tune_eval generate` or `label`: a position
//! and White's result on each line), the games' men-only positions of 6 to 10
//! pieces are used instead, where the tables do not reach. `--k` is the
//! logistic scale of the prediction: by default the evaluation's fit to game
//! results (0.5548) against the tables, and for `--positions` the scale that
//! fits those positions best, so that only what the scale cannot explain is
//! left.
//!
//! ```text
//! cargo run --release --no-default-features --features lab --example man_endings -- opposition [--samples N] [--seed S]
//! cargo run --release --no-default-features --features lab --example man_endings -- opposition --positions FILE...
//! cargo run --release --no-default-features --features lab --example man_endings -- races [--samples N] [--seed S]
//! cargo run --release --no-default-features --features lab --example man_endings -- races --positions FILE... [--k K]
//! ```
//! The table studies need the five-piece `Draw` tables in the cache (`akidada
//! tables build --pieces 5`); with only the four-piece ones the rows of five
//! pieces stay empty.

use akidada::ai::Value;
use akidada::ai::endgame::{CachedTables, Tables};
use akidada::ai::eval::{Weights, evaluate};
use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Position};
use akidada::lab::tune::Sample;
use akidada::rng::Rng;

/// Squares are numbered rank * 8 + file, a1 = 0.
fn square_name(sq: usize) -> String {
    format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1)
}

/// A random position of `white` and `black` men, none on its own back rank or
/// the crowning rank, `side` to move.
fn random_men(rng: &mut Rng, white: usize, black: usize, side: Side) -> Position {
    let mut taken = 0u64;
    let mut place = |rng: &mut Rng, n: usize| -> Vec<usize> {
        let mut squares = Vec::new();
        while squares.len() < n {
            // Ranks 2 to 7 only: a man never stands on either edge rank.
            let sq = 8 + rng.below(48);
            if taken & (1 << sq) == 0 {
                taken |= 1 << sq;
                squares.push(sq);
            }
        }
        squares
    };
    let w = place(rng, white);
    let b = place(rng, black);
    let list = |s: &[usize]| {
        s.iter()
            .map(|&q| square_name(q))
            .collect::<Vec<_>>()
            .join(",")
    };
    let to_move = if side == Side::White { "W" } else { "B" };
    format!("{to_move}:W{}:B{}", list(&w), list(&b))
        .parse()
        .expect("a well-formed position")
}

/// The stand-offs' spare moves, or `None` when no man stands off; and whether
/// every man stands in one.
fn stand_offs(pos: &Position) -> Option<(u32, bool)> {
    let white = pos.men(Side::White);
    let black = pos.men(Side::Black);
    let occupied = pos.occupied();
    let (mut spare, mut pairs, mut paired) = (0u32, 0u32, 0u64);
    for sq in 0..64usize {
        if white & (1 << sq) == 0 {
            continue;
        }
        // The nearest piece ahead on the file.
        let mut gap = 0;
        let mut ahead = sq + 8;
        while ahead < 64 && occupied & (1 << ahead) == 0 {
            gap += 1;
            ahead += 8;
        }
        if ahead < 64 && black & (1 << ahead) != 0 && gap >= 1 {
            spare += gap - 1;
            pairs += 1;
            paired |= (1 << sq) | (1 << ahead);
        }
    }
    (pairs > 0).then_some((spare, paired == occupied))
}

#[derive(Default, Clone, Copy)]
struct Tally {
    win: u32,
    draw: u32,
    loss: u32,
}

impl Tally {
    fn add(&mut self, v: Value) {
        match v {
            Value::Win(_) => self.win += 1,
            Value::Draw => self.draw += 1,
            Value::Loss(_) => self.loss += 1,
        }
    }

    fn line(&self) -> String {
        let n = self.win + self.draw + self.loss;
        if n == 0 {
            return "none".into();
        }
        let score = (f64::from(self.win) + 0.5 * f64::from(self.draw)) / f64::from(n);
        // The 95% interval of the score, as if the positions were independent.
        let var = (f64::from(self.win) * (1.0 - score).powi(2)
            + f64::from(self.draw) * (0.5 - score).powi(2)
            + f64::from(self.loss) * score.powi(2))
            / f64::from(n);
        let half = 1.96 * (var / f64::from(n)).sqrt();
        format!(
            "{n:>7}: +{} ={} -{}  score {:.3} (±{:.3})",
            self.win, self.draw, self.loss, score, half
        )
    }
}

/// Results from 0 to 1 (a search's label or a game's), their mean and its 95%
/// interval.
#[derive(Default)]
struct Mean {
    sum: f64,
    squares: f64,
    n: u32,
}

impl Mean {
    fn add(&mut self, x: f64) {
        self.sum += x;
        self.squares += x * x;
        self.n += 1;
    }

    fn line(&self) -> String {
        if self.n == 0 {
            return "none".into();
        }
        let n = f64::from(self.n);
        let mean = self.sum / n;
        let var = (self.squares / n - mean * mean).max(0.0);
        format!(
            "{:>7}: mean {mean:.3} (±{:.3})",
            self.n,
            1.96 * (var / n).sqrt()
        )
    }
}

/// Every sample of the files, in order; a line that does not read ends the
/// run, named.
fn read_samples(paths: &[String]) -> Vec<Sample> {
    let mut samples = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for (i, line) in text.lines().enumerate() {
            samples.push(
                Sample::from_line(line).unwrap_or_else(|e| panic!("{path}, line {}: {e}", i + 1)),
            );
        }
    }
    samples
}

/// A sample's result from the side to move's view.
fn movers_result(sample: &Sample) -> f64 {
    match sample.position.side_to_move() {
        Side::White => sample.result,
        Side::Black => 1.0 - sample.result,
    }
}

/// Whether a position has men only and 6 to 10 of them: a man ending past the
/// tables' reach.
fn man_ending_beyond_tables(pos: &Position) -> bool {
    pos.kings(Side::White) | pos.kings(Side::Black) == 0
        && (6..=10).contains(&pos.occupied().count_ones())
}

fn opposition_in_positions(paths: &[String]) {
    let samples = read_samples(paths);
    let mut locked_by_pieces = [0u32; 33];
    // [has the opposition or not]
    let mut results = [Mean::default(), Mean::default()];
    for sample in &samples {
        let pos = sample.position;
        if pos.kings(Side::White) | pos.kings(Side::Black) != 0 {
            continue;
        }
        let Some((spare, locked)) = stand_offs(&pos) else {
            continue;
        };
        if locked {
            locked_by_pieces[pos.occupied().count_ones() as usize] += 1;
        }
        let equal = pos.men(Side::White).count_ones() == pos.men(Side::Black).count_ones();
        if equal && man_ending_beyond_tables(&pos) {
            results[usize::from(spare % 2 == 1)].add(movers_result(sample));
        }
    }
    println!(
        "{} positions; every man in a stand-off, by the number of pieces:",
        samples.len()
    );
    for (pieces, &n) in locked_by_pieces.iter().enumerate().filter(|(_, n)| **n > 0) {
        println!("  {pieces} pieces: {n}");
    }
    println!("men only, 6 to 10 pieces, equal men, a stand-off; the side to move's results:");
    println!("  with the opposition    {}", results[1].line());
    println!("  without the opposition {}", results[0].line());
}

/// The moves the nearest racer of `side` needs to crown: a man whose file
/// ahead is empty. `None` when `side` has none.
fn race_moves(pos: &Position, side: Side) -> Option<u32> {
    let occupied = pos.occupied();
    let men = pos.men(side);
    (0..64usize)
        .filter(|&sq| men & (1 << sq) != 0)
        .filter_map(|sq| {
            let (file, rank) = (sq % 8, sq / 8);
            let ahead: Vec<usize> = match side {
                Side::White => (rank + 1..8).collect(),
                Side::Black => (0..rank).collect(),
            };
            let clear = ahead.iter().all(|&r| occupied & (1 << (r * 8 + file)) == 0);
            clear.then_some(ahead.len() as u32)
        })
        .min()
}

/// Whether the side to move crowns first in a race, or `None` when it is not
/// a race (a side has no racer).
fn mover_crowns_first(pos: &Position) -> Option<bool> {
    let us = pos.side_to_move();
    let ours = race_moves(pos, us)?;
    let theirs = race_moves(pos, us.opposite())?;
    Some(ours <= theirs)
}

/// The result a score predicts for the side to move, on the logistic scale `k`.
fn prediction(k: f64, score: i32) -> f64 {
    1.0 / (1.0 + (-k * f64::from(score) / 100.0).exp())
}

fn opposition_in_tables(tables: &Tables, rng: &mut Rng, samples: u64) {
    for (white, black) in [(2, 2), (3, 2), (2, 3)] {
        // [locked or not][has the opposition or not]
        let mut tally = [[Tally::default(); 2]; 2];
        let mut drawn = 0u64;
        while drawn < samples {
            let pos = random_men(rng, white, black, Side::White);
            if pos.has_capture() {
                continue;
            }
            let Some((spare, locked)) = stand_offs(&pos) else {
                continue;
            };
            let Some(value) = tables.probe(&pos) else {
                break;
            };
            drawn += 1;
            tally[usize::from(locked)][usize::from(spare % 2 == 1)].add(value);
        }
        println!("{white} men to move against {black}, the side to move's results:");
        for (locked, name) in [(1, "every man in a stand-off"), (0, "some men free")] {
            println!("  {name}:");
            println!("    with the opposition    {}", tally[locked][1].line());
            println!("    without the opposition {}", tally[locked][0].line());
        }
    }
}

fn races_in_tables(tables: &Tables, rng: &mut Rng, samples: u64, k: f64) {
    let weights = Weights::tuned();
    for (white, black) in [(1, 1), (2, 1), (1, 2), (2, 2), (3, 2), (2, 3)] {
        // [crowns first or not]
        let mut tally = [Tally::default(); 2];
        let mut residual = [Mean::default(), Mean::default()];
        let mut drawn = 0u64;
        while drawn < samples {
            let pos = random_men(rng, white, black, Side::White);
            if pos.has_capture() {
                continue;
            }
            let Some(first) = mover_crowns_first(&pos) else {
                continue;
            };
            let Some(value) = tables.probe(&pos) else {
                break;
            };
            drawn += 1;
            tally[usize::from(first)].add(value);
            let result = match value {
                Value::Win(_) => 1.0,
                Value::Draw => 0.5,
                Value::Loss(_) => 0.0,
            };
            residual[usize::from(first)].add(result - prediction(k, evaluate(&pos, &weights)));
        }
        println!("{white} men to move against {black}, a race; the side to move's results:");
        for (first, name) in [(1, "crowns first "), (0, "crowns second")] {
            println!("  {name} {}", tally[first].line());
            println!("    result less prediction {}", residual[first].line());
        }
    }
}

/// The logistic scale that fits `scored` (a score and a result) best, by least
/// squares on a grid of 0.005.
fn fitted_scale(scored: &[(i32, f64)]) -> f64 {
    let error = |k: f64| -> f64 {
        scored
            .iter()
            .map(|&(s, r)| (r - prediction(k, s)).powi(2))
            .sum()
    };
    (1..=600)
        .map(|i| f64::from(i) * 0.005)
        .min_by(|a, b| error(*a).total_cmp(&error(*b)))
        .expect("a grid of scales")
}

fn races_in_positions(paths: &[String], k: Option<f64>) {
    let weights = Weights::tuned();
    // (crowns first, the evaluation's score, the side to move's result)
    let races: Vec<(bool, i32, f64)> = read_samples(paths)
        .iter()
        .filter(|s| man_ending_beyond_tables(&s.position))
        .filter_map(|s| {
            let first = mover_crowns_first(&s.position)?;
            Some((first, evaluate(&s.position, &weights), movers_result(s)))
        })
        .collect();
    let scored: Vec<(i32, f64)> = races.iter().map(|&(_, s, r)| (s, r)).collect();
    let k = k.unwrap_or_else(|| fitted_scale(&scored));
    // [crowns first or not]
    let mut results = [Mean::default(), Mean::default()];
    let mut residual = [Mean::default(), Mean::default()];
    for &(first, score, result) in &races {
        results[usize::from(first)].add(result);
        residual[usize::from(first)].add(result - prediction(k, score));
    }
    println!("men only, 6 to 10 pieces, a race; the side to move's results (k = {k:.3}):");
    for (first, name) in [(1, "crowns first "), (0, "crowns second")] {
        println!("  {name} {}", results[first].line());
        println!("    result less prediction {}", residual[first].line());
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    flag(args, name).map_or(default, |t| {
        t.parse()
            .unwrap_or_else(|_| panic!("{name} {t}: expected a number"))
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let study = args.first().map(String::as_str);
    let k: Option<f64> = flag(&args, "--k").map(|_| number(&args, "--k", 0.0));
    // The files after --positions, up to the next flag.
    let files: Option<Vec<String>> = args.iter().position(|a| a == "--positions").map(|i| {
        args[i + 1..]
            .iter()
            .take_while(|a| !a.starts_with("--"))
            .cloned()
            .collect()
    });
    if let Some(files) = files {
        match study {
            Some("opposition") => opposition_in_positions(&files),
            Some("races") => races_in_positions(&files, k),
            _ => panic!("expected `opposition` or `races` first"),
        }
        return;
    }
    let samples = number(&args, "--samples", 200_000u64);
    let mut rng = Rng::new(number(&args, "--seed", 1));
    let rules = DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    };
    let (tables, note) = CachedTables::new().for_any_position(&rules);
    eprintln!("{}", note.unwrap_or_default());
    let tables = tables.expect("the Draw tables in the cache (akidada tables build)");
    match study {
        Some("opposition") => opposition_in_tables(&tables, &mut rng, samples),
        Some("races") => races_in_tables(&tables, &mut rng, samples, k.unwrap_or(0.5548)),
        _ => panic!("expected `opposition` or `races` first"),
    }
}
