//! Does the opposition decide Dama man endings? A study against the endgame
//! tables (issue 20), before any evaluation feature is built for it.
//!
//! In a man ending, a white man and a black man on one file with nothing
//! between them stand off: the man that steps into a gap of one square is
//! captured (the enemy man jumps it into the square it came from). If the men
//! could only step forward, each move would shrink one gap by a square, and
//! after `spare = sum(gap - 1)` moves the side to move would have to step into
//! a gap of one. So the side to move "has the opposition" when `spare` is odd.
//! Dama's men may also step sideways, which can waste a move; whether that
//! leaves the parity anything to say is what this counts.
//!
//! Random quiet positions of men only (2 against 2, 3 against 2 and 2 against
//! 3, White to move) with at least one stand-off are valued by the
//! tables under the `Draw` reading, and the side to move's results are
//! tallied with and without the opposition; "locked" positions are those where
//! every man stands in a stand-off, the classic case.
//!
//! Then, with `--positions FILE...` (samples of the tuner, `tune_eval generate`
//! or `label`: a position and White's result on each line), the same for the
//! games' own positions, where the tables do not reach: how many are locked, by
//! the number of pieces, and the results of the side to move in the man
//! endings of 6 to 10 pieces, equal men and at least one stand-off, with and
//! without the opposition.
//!
//! ```text
//! cargo run --release --example opposition -- [--samples N] [--seed S]
//! cargo run --release --example opposition -- --positions FILE...
//! ```
//! The first needs the five-piece `Draw` tables in the cache (`akidada tables
//! build --pieces 5`); with only the four-piece ones the 3-against-2 rows stay
//! empty.

use akidada::ai::Value;
use akidada::ai::endgame::CachedTables;
use akidada::ai::tune::Sample;
use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Position};
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

/// The second study: the positions of sample files.
fn positions(paths: &[String]) {
    let mut locked_by_pieces = [0u32; 33];
    let mut all = 0u32;
    // [has the opposition or not]
    let mut results = [Mean::default(), Mean::default()];
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for (i, line) in text.lines().enumerate() {
            let sample =
                Sample::from_line(line).unwrap_or_else(|e| panic!("{path}, line {}: {e}", i + 1));
            let pos = sample.position;
            all += 1;
            if pos.kings(Side::White) | pos.kings(Side::Black) != 0 {
                continue;
            }
            let Some((spare, locked)) = stand_offs(&pos) else {
                continue;
            };
            let pieces = pos.occupied().count_ones();
            if locked {
                locked_by_pieces[pieces as usize] += 1;
            }
            let equal = pos.men(Side::White).count_ones() == pos.men(Side::Black).count_ones();
            if equal && (6..=10).contains(&pieces) {
                let mover = match pos.side_to_move() {
                    Side::White => sample.result,
                    Side::Black => 1.0 - sample.result,
                };
                results[usize::from(spare % 2 == 1)].add(mover);
            }
        }
    }
    println!("{all} positions; every man in a stand-off, by the number of pieces:");
    for (pieces, &n) in locked_by_pieces.iter().enumerate().filter(|(_, n)| **n > 0) {
        println!("  {pieces} pieces: {n}");
    }
    println!("men only, 6 to 10 pieces, equal men, a stand-off; the side to move's results:");
    println!("  with the opposition    {}", results[1].line());
    println!("  without the opposition {}", results[0].line());
}

fn flag(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map_or(default, |t| t.parse().expect("a number"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--positions") {
        positions(&args[1..]);
        return;
    }
    let samples = flag(&args, "--samples", 200_000);
    let mut rng = Rng::new(flag(&args, "--seed", 1));
    let rules = DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    };
    let (tables, note) = CachedTables::new().for_any_position(&rules);
    eprintln!("{}", note.unwrap_or_default());
    let tables = tables.expect("the Draw tables in the cache (akidada tables build)");
    for (white, black) in [(2, 2), (3, 2), (2, 3)] {
        // [locked or not][has the opposition or not]
        let mut tally = [[Tally::default(); 2]; 2];
        let mut drawn = 0u64;
        while drawn < samples {
            let pos = random_men(&mut rng, white, black, Side::White);
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
