//! The Akidada solver's figures: build time of the default table and its
//! no-progress layer, peak memory, size on disk, look-up time, each beside a
//! yardstick run in the same process (Akidada perft 7 from the start), since the
//! machine is shared and its speed varies from run to run.
//!
//! Run with `cargo bench --no-default-features --bench akidada_solve`. Nothing is
//! read from or written to the user's cache: the files go to a temporary folder.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use akidada::ai::solved::index::position_of;
use akidada::ai::solved::no_progress::Layer;
use akidada::ai::solved::{Solver, Table, TreeRules};
use akidada::games::Side;
use akidada::games::akidada::{Akidada, AkidadaRules, Position};
use akidada::games::perft;
use akidada::rng::Rng;

/// Peak resident memory of this process so far, from /proc (Linux only).
fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// CPU time used by this process so far (user and system), from /proc.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Option<f64>) {
    let cpu = cpu_seconds();
    let start = Instant::now();
    let out = f();
    let wall = start.elapsed();
    let cpu = cpu.zip(cpu_seconds()).map(|(a, b)| b - a);
    (out, wall, cpu)
}

fn main() {
    let rules = AkidadaRules::default();
    let cancel = AtomicBool::new(false);
    let start = Position::start(Side::White);

    let (nodes, yardstick, _) = timed(|| perft::<Akidada>(&start, &rules, 7));
    println!(
        "yardstick: perft 7 from the start, {nodes} paths in {:.3} s",
        yardstick.as_secs_f64()
    );

    let (table, build, build_cpu) =
        timed(|| Table::build(TreeRules::default(), &mut |_| {}, &cancel).expect("built"));
    println!(
        "table: {} entries built in {:.2} s wall, {:.2} s CPU ({:.1} x the yardstick)",
        table.len(),
        build.as_secs_f64(),
        build_cpu.unwrap_or(f64::NAN),
        build.as_secs_f64() / yardstick.as_secs_f64()
    );
    let (layer, layer_time, layer_cpu) = timed(|| {
        Layer::build(
            table.layout(),
            table.rules(),
            &|i| table.get(i),
            2 * u32::from(rules.no_progress),
            &mut |_| {},
            &cancel,
        )
        .expect("built")
    });
    println!(
        "no-progress layer ({} moves a side): {:.2} s wall, {:.2} s CPU; \
         table and layer together {:.2} s wall",
        rules.no_progress,
        layer_time.as_secs_f64(),
        layer_cpu.unwrap_or(f64::NAN),
        (build + layer_time).as_secs_f64()
    );
    if let Some(mb) = peak_memory_mb() {
        println!("peak memory of the process: {mb:.0} MB");
    }

    let dir = std::env::temp_dir().join(format!("akidada-bench-{}", std::process::id()));
    let table_path = Table::path_in(&dir, table.rules());
    let layer_path = Layer::path_in(&dir, table.rules(), rules.no_progress);
    table.save(&table_path).expect("saved");
    layer.save(&layer_path, table.rules()).expect("saved");
    let size = |p: &std::path::Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    let (table_size, layer_size) = (size(&table_path), size(&layer_path));
    println!(
        "on disk: table {:.1} MB, layer {:.1} MB, {:.1} MB in all",
        table_size as f64 / 1e6,
        layer_size as f64 / 1e6,
        (table_size + layer_size) as f64 / 1e6
    );
    let (_, load_time, _) = timed(|| Table::load(&table_path, table.rules()).expect("loads"));
    println!("loading the table file: {:.3} s", load_time.as_secs_f64());
    let _ = std::fs::remove_dir_all(&dir);

    let solver = Solver::from_parts(
        std::sync::Arc::new(table),
        Some(std::sync::Arc::new(layer)),
        &rules,
    )
    .expect("parts fit");
    let mut rng = Rng::new(1);
    let positions: Vec<Position> = (0..100_000)
        .map(|_| {
            let index = rng.below(solver.table().len());
            position_of(&solver.table().layout().node(index)).expect("valid")
        })
        .collect();
    let (sum, lookups, _) = timed(|| {
        let mut sum = 0u64;
        for _ in 0..10 {
            for pos in &positions {
                sum += u64::from(black_box(solver.value(pos)).distance().unwrap_or(0));
            }
        }
        sum
    });
    black_box(sum);
    let per_lookup = lookups.as_secs_f64() / (10 * positions.len()) as f64;
    let per_node = yardstick.as_secs_f64() / nodes as f64;
    println!(
        "value(): {:.0} ns a look-up ({:.1} perft nodes' time)",
        per_lookup * 1e9,
        per_lookup / per_node
    );
    let (count, all_moves, _) = timed(|| {
        positions[..10_000]
            .iter()
            .map(|p| black_box(solver.move_verdicts(p)).len())
            .sum::<usize>()
    });
    println!(
        "move_verdicts(): {:.1} µs a position ({:.1} moves on average)",
        all_moves.as_secs_f64() / 1e4 * 1e6,
        count as f64 / 1e4
    );
}
