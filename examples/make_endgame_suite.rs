//! Makes the Dama endgame suite (`tests/data/dama_endgames.txt`): positions
//! with their exact or well-established results and the moves that keep them.
//!
//! ```text
//! # Up to 4 pieces: random positions of chosen materials, valued by the tables
//! # (from the cache: `akidada tables build` first), kept when at most half the
//! # moves keep the result.
//! cargo run --release --no-default-features --features lab --example make_endgame_suite -- \
//!     tables --per 4 --seed 1 >> tests/data/dama_endgames.txt
//! # Five pieces, the same way from the five-piece tables of both readings
//! # (`akidada tables build --pieces 5` first):
//! cargo run --release --no-default-features --features lab --example make_endgame_suite -- \
//!     tables --pieces 5 --per 4 --seed 5 >> tests/data/dama_endgames.txt
//! # 5 to 8 pieces: candidates (one position string a line, with the reading
//! # after it), each searched twice with the tables, every move scored
//! # (multi-PV), by two settings (the default search with 64 MB; no null move
//! # and no late-move pruning with 256 MB); kept when both prove the same moves
//! # winning (or losing) and some move does not keep the result.
//! cargo run --release --no-default-features --features lab --example make_endgame_suite -- \
//!     search --candidates FILE --movetime 20000 >> tests/data/dama_endgames.txt
//! ```
//!
//! A line of the suite is `position | reading | result | good moves | source`:
//! `result` is `win` (the side to move wins; a good move keeps the win),
//! `draw` (it draws; a good move keeps the draw) or `hold` (the searches prove
//! some moves lost and none of the others; a good move is one of the others).

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use akidada::ai::Value;
use akidada::ai::endgame::{Tables, file};
use akidada::ai::search::{EndgameTables, Limits, Params, Score, Search};
use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Position};
use akidada::rng::Rng;

fn fail(message: &str) -> ! {
    eprintln!("make_endgame_suite: {message}");
    std::process::exit(2);
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number(args: &[String], name: &str, default: u64) -> u64 {
    flag(args, name).map_or(default, |t| {
        t.parse()
            .unwrap_or_else(|_| fail(&format!("{name} {t}: expected a whole number")))
    })
}

fn reading_name(lone_piece: LonePiece) -> &'static str {
    match lone_piece {
        LonePiece::KingWins => "KingWins",
        LonePiece::Draw => "Draw",
    }
}

fn load_tables(lone_piece: LonePiece, pieces: u32) -> Tables {
    let dir = akidada::paths::cache_dir().unwrap_or_else(|| fail("no cache directory"));
    let path = file::file_path(&dir, lone_piece, pieces);
    file::load(&path, lone_piece, pieces).unwrap_or_else(|e| {
        fail(&format!(
            "{}: {e} (run `akidada tables build --pieces {pieces}` first)",
            path.display()
        ))
    })
}

/// A random position with `ours` for the side to move and `theirs` for the
/// other (`K` a king, `M` a man), men kept off their crowning and home edges
/// and drawn towards the far half (races), or `None` if it is not a legal
/// position.
fn random_position(rng: &mut Rng, ours: &str, theirs: &str) -> Option<Position> {
    let us = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let mut used = BTreeSet::new();
    let mut lists = [Vec::new(), Vec::new()];
    for (side, kinds) in [(us, ours), (us.opposite(), theirs)] {
        for kind in kinds.chars() {
            let sq = loop {
                let file = rng.below(8) as u8;
                let rank = if kind == 'M' {
                    // Ranks 2 to 7 of the man's own side, the far ones twice as often.
                    let own = [1, 2, 3, 3, 4, 4, 5, 5, 6, 6][rng.below(10)];
                    if side == Side::White { own } else { 7 - own }
                } else {
                    rng.below(8) as u8
                };
                if used.insert((file, rank)) {
                    break (file, rank);
                }
            };
            let name = format!(
                "{}{}{}",
                if kind == 'K' { "K" } else { "" },
                (b'a' + sq.0) as char,
                sq.1 + 1
            );
            lists[side.index()].push(name);
        }
    }
    let fen = format!(
        "{}:W{}:B{}",
        if us == Side::White { "W" } else { "B" },
        lists[0].join(","),
        lists[1].join(",")
    );
    fen.parse().ok()
}

/// The class of a value: win, draw or loss.
fn class(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "win",
        Value::Draw => "draw",
        Value::Loss(_) => "loss",
    }
}

/// The materials of up to four pieces, side to move first: races of men,
/// kings against men, and the king endings the lone-piece rule decides.
const UP_TO_FOUR: &[(LonePiece, &str, &str)] = &[
    (LonePiece::Draw, "KM", "K"),
    (LonePiece::Draw, "KK", "M"),
    (LonePiece::Draw, "KM", "M"),
    (LonePiece::Draw, "MM", "K"),
    (LonePiece::Draw, "MMM", "K"),
    (LonePiece::Draw, "KMM", "K"),
    (LonePiece::Draw, "KK", "KM"),
    (LonePiece::Draw, "KM", "KM"),
    (LonePiece::Draw, "MM", "MM"),
    (LonePiece::Draw, "MMM", "M"),
    (LonePiece::Draw, "MM", "KM"),
    (LonePiece::KingWins, "M", "M"),
    (LonePiece::KingWins, "MM", "M"),
    (LonePiece::KingWins, "M", "MM"),
    (LonePiece::KingWins, "K", "MM"),
    (LonePiece::KingWins, "MM", "MM"),
    (LonePiece::KingWins, "KM", "KM"),
    (LonePiece::KingWins, "MMM", "K"),
];

/// The materials of five pieces: the endings just past the four-piece
/// tables, where a search that has only those must find its own way: races
/// of three men against two, a king against men, a king and men against a
/// king and a man, and the king endings each reading decides its own way.
const FIVE: &[(LonePiece, &str, &str)] = &[
    (LonePiece::Draw, "MMM", "MM"),
    (LonePiece::Draw, "MM", "MMM"),
    (LonePiece::Draw, "KMM", "KM"),
    (LonePiece::Draw, "KM", "KMM"),
    (LonePiece::Draw, "KK", "MMM"),
    (LonePiece::Draw, "KMM", "KK"),
    (LonePiece::Draw, "KKK", "KM"),
    (LonePiece::Draw, "MMMM", "K"),
    (LonePiece::KingWins, "MMM", "MM"),
    (LonePiece::KingWins, "MM", "MMM"),
    (LonePiece::KingWins, "KMM", "KM"),
    (LonePiece::KingWins, "KM", "KMM"),
    (LonePiece::KingWins, "KK", "MMM"),
    (LonePiece::KingWins, "KKK", "KK"),
    (LonePiece::KingWins, "KKM", "KK"),
    (LonePiece::KingWins, "MMMM", "K"),
];

fn tables_part(args: &[String]) {
    let per = number(args, "--per", 4) as usize;
    let mut rng = Rng::new(number(args, "--seed", 1));
    let pieces = number(args, "--pieces", 4) as u32;
    let materials = match pieces {
        4 => UP_TO_FOUR,
        5 => FIVE,
        _ => fail(&format!("--pieces {pieces}: expected 4 or 5")),
    };
    for lone_piece in [LonePiece::Draw, LonePiece::KingWins] {
        let tables = load_tables(lone_piece, pieces);
        for &(_, ours, theirs) in materials.iter().filter(|m| m.0 == lone_piece) {
            let mut found = 0;
            let mut tries = 0;
            while found < per && tries < 200_000 {
                tries += 1;
                let Some(pos) = random_position(&mut rng, ours, theirs) else {
                    continue;
                };
                if pos
                    .status_at_setup(&DamaRules::federation(lone_piece))
                    .is_some()
                {
                    continue;
                }
                let Some(values) = tables.move_values(&pos) else {
                    continue;
                };
                let Some(best) = values.first() else { continue };
                if values.len() < 2 || best.value.is_loss() {
                    continue;
                }
                let result = class(best.value);
                let good: Vec<String> = values
                    .iter()
                    .filter(|m| class(m.value) == result)
                    .map(|m| pos.move_text(&m.mv))
                    .collect();
                if good.len() * 2 > values.len() {
                    continue; // most moves keep the result: little of a test
                }
                // As many draws to hold as wins to find.
                if (result == "draw") != (found % 2 == 1) {
                    continue;
                }
                println!(
                    "{pos} | {} | {result} | {} | tables: {} ({ours} v {theirs})",
                    reading_name(lone_piece),
                    good.join(" "),
                    best.value
                );
                found += 1;
            }
        }
    }
}

/// Every move's score after a search of `pos` with `search`.
fn scored_moves(
    search: &mut Search,
    pos: &Position,
    rules: &DamaRules,
    movetime: Duration,
) -> Vec<(String, Score)> {
    let limits = Limits {
        multipv: usize::MAX,
        ..Limits::movetime(movetime)
    };
    search.clear();
    let report = search.run(
        pos,
        &[],
        rules,
        &limits,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    report
        .lines
        .iter()
        .map(|l| (pos.move_text(&l.moves[0]), l.score))
        .collect()
}

fn search_part(args: &[String]) {
    let path = flag(args, "--candidates").unwrap_or_else(|| fail("search needs --candidates FILE"));
    let movetime = Duration::from_millis(number(args, "--movetime", 20_000));
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    let mut tables: [Option<Arc<Tables>>; 2] = [None, None];
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(fen), reading) = (words.next(), words.next()) else {
            continue;
        };
        let lone_piece = match reading {
            Some("KingWins") => LonePiece::KingWins,
            _ => LonePiece::Draw,
        };
        let pos: Position = fen
            .parse()
            .unwrap_or_else(|e| fail(&format!("{path}, line {}: {e}", n + 1)));
        let rules = DamaRules::federation(lone_piece);
        let slot = usize::from(lone_piece == LonePiece::Draw);
        let table = tables[slot]
            .get_or_insert_with(|| Arc::new(load_tables(lone_piece, 4)))
            .clone();
        // Two settings: the default search with a 64 MB table, and a more
        // careful one (no null move, no late-move pruning) with a 256 MB one.
        let careful = Params {
            null_move: false,
            late_move_pruning: false,
            ..Params::default()
        };
        let mut runs = Vec::new();
        for (hash, params) in [(64, Params::default()), (256, careful)] {
            let mut search = Search::new(hash);
            search.set_params(params);
            search.set_endgame_tables(Some(table.clone() as Arc<dyn EndgameTables>));
            runs.push(scored_moves(&mut search, &pos, &rules, movetime));
        }
        let proven = |run: &[(String, Score)], win: bool| -> BTreeSet<String> {
            run.iter()
                .filter(|(_, s)| matches!(s, Score::Exact(v) if if win { v.is_win() } else { v.is_loss() }))
                .map(|(m, _)| m.clone())
                .collect()
        };
        let all: BTreeSet<String> = runs[0].iter().map(|(m, _)| m.clone()).collect();
        let (wins_a, wins_b) = (proven(&runs[0], true), proven(&runs[1], true));
        let (losses_a, losses_b) = (proven(&runs[0], false), proven(&runs[1], false));
        let entry = if !wins_a.is_empty() && wins_a == wins_b && wins_a.len() < all.len() {
            Some(("win", wins_a))
        } else if wins_a.is_empty()
            && wins_b.is_empty()
            && !losses_a.is_empty()
            && losses_a == losses_b
            && losses_a.len() < all.len()
        {
            Some(("hold", all.difference(&losses_a).cloned().collect()))
        } else {
            None
        };
        match entry {
            Some((result, good)) => println!(
                "{pos} | {} | {result} | {} | search: two settings agree, {} s each",
                reading_name(lone_piece),
                good.into_iter().collect::<Vec<_>>().join(" "),
                movetime.as_secs()
            ),
            None => eprintln!("{pos}: no agreed result, left out"),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("tables") => tables_part(&args),
        Some("search") => search_part(&args),
        _ => fail("expected `tables ...` or `search ...` (see the top of the file)"),
    }
}
