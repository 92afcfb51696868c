//! Tunes the Dama evaluation weights to self-play results (Texel's method).
//!
//! ```text
//! # 1. Self-play games; their quiet positions with the results go to a file.
//! cargo run --release --no-default-features --features lab --example tune_eval -- \
//!     generate --games 3000 --nodes 4000 --out target/tune/samples.txt
//! # 2. Fit the weights to them; --write replaces src/ai/eval/weights.txt.
//! cargo run --release --no-default-features --features lab --example tune_eval -- \
//!     fit --samples target/tune/samples.txt --iterations 3000 --write
//! # 3. Check by a match that the new weights play better (README: Dama engine).
//! ```
//!
//! Or label the positions by a deeper search instead of the games' results
//! (`label`): each position's search score, through the logistic curve, is
//! what the fit then predicts. Results say how a game ended; a search says
//! what the position is worth, which is what an evaluation is for.
//!
//! Options: `generate [--games N] [--nodes N] [--seed S] [--weights FILE]
//! [--lone-piece king-wins|draw] --out FILE` (the games are played with the
//! shipped weights, or FILE's; `draw` plays the federation's rules, White first
//! and the largest capture compulsory); `fit --samples FILE [--iterations N]
//! [--weights FILE] [--free NAME,NAME...] [--write]` (starting from the shipped
//! weights, or FILE's; with `--free`, only the weights named are fitted);
//! `label --samples FILE --out FILE [--nodes N] [--max-pieces N] [--k K]
//! [--lone-piece ...]` searches every position of `--max-pieces` pieces or
//! fewer (10 by default) to `--nodes` (100,000) on every core, with the
//! cache's endgame tables, and writes it with the expected result
//! `1 / (1 + e^(-K s / 100))` of its score `s` (`K` 0.5548, the shipped
//! fit's), 1 or 0 for a proven win or loss, 0.5 for a proven draw.

use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use akidada::ai::endgame::CachedTables;
use akidada::ai::eval::{Feature, Weights};
use akidada::ai::search::EndgameTables;
use akidada::games::FirstPlayer;
use akidada::games::dama::{DamaRules, LonePiece};
use akidada::lab::tune::{Generate, Label, Sample, fit, generate};

const WEIGHTS_FILE: &str = "src/ai/eval/weights.txt";

fn lone_piece(args: &[String]) -> LonePiece {
    match flag(args, "--lone-piece") {
        None | Some("king-wins") => LonePiece::KingWins,
        Some("draw") => LonePiece::Draw,
        Some(other) => fail(&format!("--lone-piece {other}: expected king-wins or draw")),
    }
}

/// The games' rules: White first, and the lone-piece reading asked for; under
/// `draw`, the federation's rules as a whole (as `akidada match` plays them).
fn rules(args: &[String]) -> DamaRules {
    match lone_piece(args) {
        LonePiece::KingWins => DamaRules {
            first: FirstPlayer::White,
            ..DamaRules::default()
        },
        LonePiece::Draw => DamaRules::federation(LonePiece::Draw),
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number(args: &[String], name: &str, default: u64) -> u64 {
    match flag(args, name) {
        None => default,
        Some(text) => text.parse().unwrap_or_else(|_| {
            fail(&format!("{name} {text}: expected a whole number"));
        }),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("tune_eval: {message}");
    std::process::exit(2);
}

fn weights(args: &[String]) -> Weights {
    match flag(args, "--weights") {
        None => Weights::tuned(),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .unwrap_or_else(|e| fail(&format!("--weights {path}: {e}")));
            Weights::from_text(&text).unwrap_or_else(|e| fail(&format!("--weights {path}: {e}")))
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("generate") => {
            let out = flag(&args, "--out").unwrap_or_else(|| fail("generate needs --out FILE"));
            let settings = Generate {
                games: number(&args, "--games", 3000) as usize,
                nodes: number(&args, "--nodes", 4000),
                opening_plies: 6,
                max_plies: 400,
                seed: number(&args, "--seed", 1),
                rules: rules(&args),
            };
            let started = std::time::Instant::now();
            let samples = generate(
                &settings,
                &weights(&args),
                &AtomicBool::new(false),
                &mut |n| {
                    if n % 100 == 0 {
                        eprintln!("{n} games, {:.0} s", started.elapsed().as_secs_f64());
                    }
                },
            );
            if let Some(dir) = Path::new(out).parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let mut file = std::io::BufWriter::new(
                std::fs::File::create(out).unwrap_or_else(|e| fail(&format!("{out}: {e}"))),
            );
            for s in &samples {
                writeln!(file, "{}", s.to_line()).unwrap_or_else(|e| fail(&format!("{out}: {e}")));
            }
            eprintln!(
                "{} positions from {} games in {out}",
                samples.len(),
                settings.games
            );
        }
        Some("fit") => {
            let path = flag(&args, "--samples").unwrap_or_else(|| fail("fit needs --samples FILE"));
            let samples = read_samples(path);
            let iterations = number(&args, "--iterations", 3000) as usize;
            let start = weights(&args);
            let free: Vec<Feature> = flag(&args, "--free")
                .map(|names| {
                    names
                        .split(',')
                        .map(|n| {
                            Feature::from_name(n)
                                .unwrap_or_else(|| fail(&format!("--free: unknown feature {n}")))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let result = fit(&samples, &start, &free, iterations, &mut |step, err| {
                eprintln!("step {step}: mean squared error {err:.6}");
            });
            let how = format!(
                "fit --samples {path} --iterations {iterations}{}, from {}",
                flag(&args, "--free").map_or(String::new(), |f| format!(" --free {f}")),
                flag(&args, "--weights").unwrap_or("the shipped weights")
            );
            let file = result.weights_file(&how);
            print!("{file}");
            if args.iter().any(|a| a == "--write") {
                std::fs::write(WEIGHTS_FILE, &file)
                    .unwrap_or_else(|e| fail(&format!("{WEIGHTS_FILE}: {e}")));
                eprintln!("written to {WEIGHTS_FILE}");
            }
        }
        Some("label") => label(&args),
        _ => fail(
            "expected `generate ...`, `label ...` or `fit ...` (see the top of examples/tune_eval.rs)",
        ),
    }
}

/// `label`: the samples of few pieces, labelled by a search of each.
fn label(args: &[String]) {
    let path = flag(args, "--samples").unwrap_or_else(|| fail("label needs --samples FILE"));
    let out = flag(args, "--out").unwrap_or_else(|| fail("label needs --out FILE"));
    let max_pieces = number(args, "--max-pieces", 10) as u32;
    let k: f64 = flag(args, "--k").map_or(0.5548, |t| {
        t.parse()
            .unwrap_or_else(|_| fail(&format!("--k {t}: expected a number")))
    });
    let rules = rules(args);
    let samples: Vec<Sample> = read_samples(path)
        .into_iter()
        .filter(|s| s.position.occupied().count_ones() <= max_pieces)
        .collect();
    if samples.is_empty() {
        fail(&format!(
            "{path}: no position of {max_pieces} pieces or fewer"
        ));
    }
    let (tables, note) = CachedTables::new().for_any_position(&rules);
    eprintln!("{}", note.unwrap_or_default());
    let settings = Label {
        nodes: number(args, "--nodes", 100_000),
        rules,
        tables: tables.map(|t| t as Arc<dyn EndgameTables>),
        k,
        threads: std::thread::available_parallelism().map_or(1, usize::from),
    };
    let started = std::time::Instant::now();
    let labelled = akidada::lab::tune::label(&samples, &settings, &AtomicBool::new(false), &|n| {
        if n % 1000 == 0 {
            eprintln!("{n} labelled, {:.0} s", started.elapsed().as_secs_f64());
        }
    });
    let lines: String = labelled.iter().map(|s| s.to_line() + "\n").collect();
    std::fs::write(out, lines).unwrap_or_else(|e| fail(&format!("{out}: {e}")));
    eprintln!("{} positions labelled in {out}", labelled.len());
}

/// Every sample of a file; a line that does not read ends the run, named.
fn read_samples(path: &str) -> Vec<Sample> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    text.lines()
        .enumerate()
        .map(|(i, l)| {
            Sample::from_line(l).unwrap_or_else(|e| fail(&format!("{path}, line {}: {e}", i + 1)))
        })
        .collect()
}
