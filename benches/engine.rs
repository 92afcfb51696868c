//! The Dama engine's speed: nodes per second on one thread and the depth reached
//! in a second, from the start and from the 20 middlegames of
//! `tests/data/dama_middlegames.txt`; the time from `stop` to the answer; a
//! fixed-depth node count (a regression check: it changes only when the search
//! does). Our own perft in the same run is the yardstick for the machine's
//! speed at that moment (the machine is shared).
//!
//! Run with `cargo bench --no-default-features --bench engine`; the time per
//! position (default 1000 ms) with `ENGINE_BENCH_MS=500`, the table size (default
//! 16 MB, the engine protocol's default) with `ENGINE_BENCH_HASH=64`.

use std::hint::black_box;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use akidada::ai::search::{Limits, Search};
use akidada::games::dama::{Dama, DamaRules, Position};
use akidada::games::{Side, perft};

const FIXED_DEPTH: u32 = 9;

fn middlegames() -> Vec<Position> {
    let text = include_str!("../tests/data/dama_middlegames.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            l.parse()
                .expect("the middlegames file holds position strings")
        })
        .collect()
}

/// Our perft from the start to depth 7, in million moves per second.
fn yardstick() -> f64 {
    let start = Position::start(Side::White);
    let t = Instant::now();
    let nodes = perft::<Dama>(black_box(&start), &DamaRules::default(), 7);
    nodes as f64 / t.elapsed().as_secs_f64() / 1e6
}

/// One timed search of `pos`: (completed depth, nodes, nodes per second).
fn timed(search: &mut Search, pos: &Position, time: Duration) -> (u32, u64, u64) {
    search.clear();
    let stop = AtomicBool::new(false);
    let r = search.run(
        pos,
        &[],
        &DamaRules::default(),
        &Limits::movetime(time),
        &stop,
        &mut |_| {},
    );
    (r.depth, r.nodes, r.nps)
}

/// The engine's output: tells the time a `bestmove` line is complete.
struct LineClock(std::sync::mpsc::Sender<Instant>, Vec<u8>);

impl std::io::Write for LineClock {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.1.extend_from_slice(buf);
        while let Some(end) = self.1.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.1.drain(..=end).collect();
            if line.starts_with(b"bestmove") {
                let _ = self.0.send(Instant::now());
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn main() {
    let ms = std::env::var("ENGINE_BENCH_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let time = Duration::from_millis(ms);
    let hash_mb: usize = std::env::var("ENGINE_BENCH_HASH")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16);
    let mut search = Search::new(hash_mb);
    let rules = DamaRules::default();

    let before = yardstick();
    println!("Yardstick: our Dama perft 7 from the start, {before:.0} M moves/s");
    println!();

    let start = Position::start(Side::White);
    let (depth, nodes, nps) = timed(&mut search, &start, time);
    println!(
        "From the start, {ms} ms, one thread, {hash_mb} MB table: depth {depth}, {nodes} nodes, {:.2} M nodes/s",
        nps as f64 / 1e6
    );
    println!();

    println!("The 20 middlegames, {ms} ms each:");
    println!(
        "{:>3} {:>6} {:>12} {:>10}",
        "#", "depth", "nodes", "M nodes/s"
    );
    let positions = middlegames();
    let (mut depths, mut all_nodes, mut all_nps) = (Vec::new(), 0u64, 0f64);
    for (i, pos) in positions.iter().enumerate() {
        let (depth, nodes, nps) = timed(&mut search, pos, time);
        println!(
            "{:>3} {:>6} {:>12} {:>10.2}",
            i + 1,
            depth,
            nodes,
            nps as f64 / 1e6
        );
        depths.push(depth);
        all_nodes += nodes;
        all_nps += nps as f64;
    }
    depths.sort_unstable();
    let n = positions.len() as f64;
    println!(
        "depth: min {}, median {}, max {}, mean {:.1}; mean {:.2} M nodes/s; {} nodes in all",
        depths[0],
        depths[depths.len() / 2],
        depths[depths.len() - 1],
        depths.iter().map(|&d| f64::from(d)).sum::<f64>() / n,
        all_nps / n / 1e6,
        all_nodes
    );
    println!();

    // From stop to answer: the flag is set while an infinite search runs.
    let mut latencies = Vec::new();
    for (i, pos) in positions.iter().take(10).enumerate() {
        let stop = AtomicBool::new(false);
        search.clear();
        let answered = std::thread::scope(|scope| {
            let searcher = scope.spawn(|| {
                let r = search.run(pos, &[], &rules, &Limits::infinite(), &stop, &mut |_| {});
                (Instant::now(), r.best.is_some())
            });
            std::thread::sleep(Duration::from_millis(100 + 37 * i as u64));
            let asked = Instant::now();
            stop.store(true, Ordering::Relaxed);
            let (at, moved) = searcher.join().expect("the search does not panic");
            assert!(moved);
            at.saturating_duration_since(asked)
        });
        latencies.push(answered);
    }
    latencies.sort_unstable();
    println!(
        "From stop to the answer (10 searches): median {:.2} ms, max {:.2} ms",
        latencies[latencies.len() / 2].as_secs_f64() * 1e3,
        latencies[latencies.len() - 1].as_secs_f64() * 1e3
    );
    println!();

    // The same through the protocol: `stop` written to the engine's input, until
    // its `bestmove` line is written out.
    let mut protocol = Vec::new();
    for i in 0..10 {
        let (reader, mut writer) = std::io::pipe().expect("a pipe");
        let (tx, rx) = std::sync::mpsc::channel();
        let engine = std::thread::spawn(move || {
            akidada::ai::drivers::run(std::io::BufReader::new(reader), LineClock(tx, Vec::new()))
        });
        use std::io::Write;
        writeln!(writer, "position startpos\ngo infinite").unwrap();
        std::thread::sleep(Duration::from_millis(100 + 37 * i));
        let asked = Instant::now();
        writeln!(writer, "stop").unwrap();
        let at = rx.recv().expect("a bestmove line");
        protocol.push(at.saturating_duration_since(asked));
        writeln!(writer, "quit").unwrap();
        engine.join().unwrap().unwrap();
    }
    protocol.sort_unstable();
    println!(
        "Protocol, `stop` to `bestmove` (10 searches): median {:.2} ms, max {:.2} ms",
        protocol[protocol.len() / 2].as_secs_f64() * 1e3,
        protocol[protocol.len() - 1].as_secs_f64() * 1e3
    );
    println!();

    // The regression check: nodes to a fixed depth, all positions, fresh tables.
    let mut total = 0;
    let t = Instant::now();
    for pos in std::iter::once(&start).chain(&positions) {
        let mut fresh = Search::new(16);
        let stop = AtomicBool::new(false);
        let r = fresh.run(
            pos,
            &[],
            &rules,
            &Limits::depth(FIXED_DEPTH),
            &stop,
            &mut |_| {},
        );
        total += r.nodes;
    }
    println!(
        "Fixed depth {FIXED_DEPTH}, start + 20 middlegames, 16 MB tables: {total} nodes in {:.2} s",
        t.elapsed().as_secs_f64()
    );

    let after = yardstick();
    println!();
    println!(
        "Yardstick again: {after:.0} M moves/s (search nodes per second / perft moves per second = {:.3})",
        (all_nps / n) / (0.5 * (before + after) * 1e6)
    );
}
