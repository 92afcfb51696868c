//! Dama endgame tables: how long a probe takes, beside generating the legal
//! moves of the same positions (the yardstick, measured in the same run).
//!
//! Run with `cargo bench --no-default-features --bench endgame`. The four-piece
//! tables of both readings are read from the cache directory, or built first
//! (and kept) if they are not there; the build time is then printed too. The
//! probes visit 200,000 positions drawn at random from every signature, in an
//! order that defeats the caches, as a search's probes would.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use akidada::ai::cache::cache_dir;
use akidada::ai::endgame::index::{Geometry, Layout};
use akidada::ai::endgame::{DEFAULT_PIECES, Origin, Signature, load_or_build};
use akidada::games::dama::{LonePiece, Move, Position};
use akidada::rng::Rng;

const POSITIONS: usize = 200_000;
const ROUNDS: usize = 5;

fn random_positions(rng: &mut Rng) -> Vec<Position> {
    let geo = Geometry::new();
    let layouts: Vec<Layout> = Signature::all_up_to(DEFAULT_PIECES)
        .into_iter()
        .map(Layout::new)
        .collect();
    let mut out = Vec::with_capacity(POSITIONS);
    while out.len() < POSITIONS {
        let layout = &layouts[rng.below(layouts.len())];
        let i = rng.below(layout.full_len());
        if let Some(p) = layout.board(&geo, i).to_position() {
            out.push(p);
        }
    }
    out
}

/// Nanoseconds per call of `f` over `positions`, the best of a few rounds.
fn ns_per(positions: &[Position], mut f: impl FnMut(&Position) -> u64) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let mut sum = 0u64;
        for p in positions {
            sum = sum.wrapping_add(f(p));
        }
        black_box(sum);
        best = best.min(start.elapsed().as_nanos() as f64 / positions.len() as f64);
    }
    best
}

fn main() {
    let dir = cache_dir();
    let mut rng = Rng::new(2024);
    let positions = random_positions(&mut rng);
    println!(
        "{} positions with 2 to {DEFAULT_PIECES} pieces, drawn from every signature",
        positions.len()
    );
    let mut moves: Vec<Move> = Vec::new();
    let movegen = ns_per(&positions, |p| {
        p.legal_moves(&mut moves);
        moves.len() as u64
    });
    println!("yardstick: legal moves     {movegen:8.1} ns a position");
    for lone in [LonePiece::KingWins, LonePiece::Draw] {
        let started = Instant::now();
        let stop = AtomicBool::new(false);
        let (tables, origin) =
            load_or_build(dir.as_deref(), lone, DEFAULT_PIECES, &|_| {}, &stop).expect("tables");
        let seconds = started.elapsed().as_secs_f64();
        match origin {
            Origin::Loaded(_) => println!("{lone:?}: read in {seconds:.2} s"),
            Origin::Built { .. } => println!("{lone:?}: built in {seconds:.1} s"),
        }
        println!("{lone:?}: {:.1} MB in memory", tables.size() as f64 / 1e6);
        let probe = ns_per(&positions, |p| match tables.probe(p) {
            Some(v) => v.distance().map_or(1, u64::from),
            None => panic!("{p} not covered"),
        });
        println!(
            "{lone:?}: probe              {probe:8.1} ns a position ({:.2}x the move generation)",
            probe / movegen
        );
        let entry = ns_per(&positions, |p| {
            tables.entry(p).map_or(0, |e| e.zeroing.into())
        });
        println!("{lone:?}: probe with zeroing {entry:8.1} ns a position");
    }
}
