//! Perft speed: our Dama move generation beside kish's, depth by depth from the
//! start, and Akidada's perft from its start.
//!
//! Run with `cargo bench --bench perft`; the deepest Dama depth (default 8) is
//! set with an argument (`cargo bench --bench perft -- 9`) or `PERFT_DEPTH=9`.
//!
//! kish counts every capture route as its own move, while we merge routes with the
//! same start, end and captured set (RULES.md): node counts agree up to depth 6
//! and differ from depth 7 on, so the fair comparison is nodes per second.

use std::hint::black_box;
use std::time::{Duration, Instant};

use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules};
use akidada::games::{Game, Side, perft};

const DEFAULT_DEPTH: u32 = 8;
const AKIDADA_DEPTH: u32 = 6;
/// Shallow depths are repeated until they have run this long, for a steady figure.
const MIN_TIME: Duration = Duration::from_millis(300);

/// Runs `f` once, or repeatedly until `MIN_TIME` has passed; returns its result
/// and the time of one run.
fn time<F: FnMut() -> u64>(mut f: F) -> (u64, Duration) {
    let start = Instant::now();
    let nodes = black_box(f());
    let mut runs = 1u32;
    while start.elapsed() < MIN_TIME {
        black_box(f());
        runs += 1;
    }
    (nodes, start.elapsed() / runs)
}

fn per_second(nodes: u64, t: Duration) -> f64 {
    nodes as f64 / t.as_secs_f64().max(1e-9)
}

/// 1234567 -> "1,234,567".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A time with a unit that suits it: `83 ns`, `12.4 µs`, `36.02 ms`, `1.234 s`.
fn span(t: Duration) -> String {
    let ns = t.as_nanos();
    if ns < 1_000 {
        format!("{ns} ns")
    } else if ns < 1_000_000 {
        format!("{:.1} µs", ns as f64 / 1e3)
    } else if ns < 1_000_000_000 {
        format!("{:.2} ms", ns as f64 / 1e6)
    } else {
        format!("{:.3} s", ns as f64 / 1e9)
    }
}

fn mega(nps: f64) -> String {
    format!("{:.1}", nps / 1e6)
}

fn max_depth() -> u32 {
    let from_args = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .find_map(|a| a.parse().ok());
    let from_env = std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|v| v.parse().ok());
    from_args.or(from_env).unwrap_or(DEFAULT_DEPTH)
}

fn dama(max: u32) {
    let start = Dama::start(Side::White);
    let rules = DamaRules::default();
    let kish_start = kish::Board::new_default();
    println!("Dama perft from the start, White first (ours: akidada; theirs: kish 1.1.7)");
    println!();
    println!(
        "{:>5} | {:>15} {:>11} {:>9} | {:>15} {:>11} {:>9} | {:>7}",
        "depth", "ours nodes", "time", "Mnodes/s", "kish nodes", "time", "Mnodes/s", "ratio"
    );
    println!("{}", "-".repeat(98));
    for depth in 1..=max {
        let (ours, ours_t) = time(|| perft::<Dama>(black_box(&start), &rules, depth));
        let (theirs, theirs_t) = time(|| black_box(&kish_start).perft(u64::from(depth)));
        let (ours_nps, theirs_nps) = (per_second(ours, ours_t), per_second(theirs, theirs_t));
        println!(
            "{:>5} | {:>15} {:>11} {:>9} | {:>15} {:>11} {:>9} | {:>7.2}{}",
            depth,
            grouped(ours),
            span(ours_t),
            mega(ours_nps),
            grouped(theirs),
            span(theirs_t),
            mega(theirs_nps),
            ours_nps / theirs_nps,
            if ours == theirs {
                ""
            } else {
                "  (counts differ)"
            }
        );
    }
    println!();
    println!("ratio = our nodes/s divided by kish's (above 1: we are faster).");
    println!("Counts differ from depth 7 on: kish counts each capture route, we merge");
    println!("routes with the same start, end and captured pieces.");
}

fn akidada() {
    let start = Akidada::start(Side::White);
    let rules = AkidadaRules::default();
    println!("Akidada perft from the start, White first");
    println!();
    println!(
        "{:>5} | {:>15} {:>11} {:>9}",
        "depth", "nodes", "time", "Mnodes/s"
    );
    println!("{}", "-".repeat(46));
    for depth in 1..=AKIDADA_DEPTH {
        let (nodes, t) = time(|| perft::<Akidada>(black_box(&start), &rules, depth));
        println!(
            "{:>5} | {:>15} {:>11} {:>9}",
            depth,
            grouped(nodes),
            span(t),
            mega(per_second(nodes, t))
        );
    }
}

fn main() {
    dama(max_depth());
    println!();
    akidada();
}
