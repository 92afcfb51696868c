//! How many positions of the endgame suite (`tests/data/dama_endgames.txt`) the
//! engine solves in 100 ms and in 1 s a position, and what it makes of the
//! suite's games to convert (played out against itself at those times a move).
//!
//! ```text
//! cargo bench --no-default-features --bench endgame_suite
//! ENGINE_SUITE_TIMES=100,1000 cargo bench ...   # the times, ms (these by default)
//! ENGINE_SUITE_GAMES=0 cargo bench ...          # the positions only
//! ```
//!
//! The search runs in this process, one thread, a 16 MB table, cleared before
//! each position. A position is solved when the move it plays is one of the
//! position's good moves; each one not solved is printed with the move played.
//! Each group is searched without the tables that answer it, so the count says
//! what the search finds beyond them:
//! - positions of up to four pieces without the endgame tables: what the
//!   evaluation and the search know on their own;
//! - the five-piece positions valued by the five-piece tables, with the
//!   four-piece tables of the cache: the app as it comes, before the player
//!   builds the five-piece ones;
//! - the positions of 5 to 8 pieces from long searches, and the games, with the
//!   largest tables of the cache (`AKIDADA_CACHE_DIR`, else the user's) as the
//!   engine plays: read once a position has 8 pieces or fewer.
//!
//! Tables missing from the cache are said, and the search goes without them.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use akidada::ai::endgame::CachedTables;
use akidada::ai::search::{EndgameTables, Limits, Search};
use akidada::games::dama::{Dama, DamaRules, LonePiece, Position};
use akidada::session::{Lot, Session};

const SUITE: &str = include_str!("../tests/data/dama_endgames.txt");

/// A game to convert is cut off here (the no-progress rule ends most games
/// long before).
const MAX_PLIES: usize = 300;

struct Entry {
    pos: Position,
    lone_piece: LonePiece,
    result: String,
    good: Vec<String>,
    source: String,
}

fn entries() -> Vec<Entry> {
    SUITE
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let lone_piece = if fields[1] == "Draw" {
                LonePiece::Draw
            } else {
                LonePiece::KingWins
            };
            Entry {
                pos: fields[0].parse().expect("the suite's positions read"),
                lone_piece,
                result: fields[2].to_string(),
                good: fields[3].split_whitespace().map(str::to_string).collect(),
                source: fields[4].to_string(),
            }
        })
        .collect()
}

fn new_search() -> Search {
    let mut search = Search::new(16);
    search.set_threads(1);
    search
}

/// Solved entries at `ms` a position, of how many; with the cache's tables
/// when `tables` is given.
fn solve(entries: &[&Entry], ms: u64, mut tables: Option<&mut CachedTables>) -> (usize, usize) {
    let mut search = new_search();
    let limits = Limits::movetime(Duration::from_millis(ms));
    let mut solved = 0;
    for entry in entries {
        let rules = DamaRules::federation(entry.lone_piece);
        let found = tables
            .as_deref_mut()
            .and_then(|t| t.for_search(&entry.pos, &rules).0);
        search.set_endgame_tables(found.map(|t| t as Arc<dyn EndgameTables>));
        search.clear();
        let report = search.run(
            &entry.pos,
            &[],
            &rules,
            &limits,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let played = report.best.map(|mv| entry.pos.move_text(&mv));
        match played {
            Some(mv) if entry.good.contains(&mv) => solved += 1,
            _ => println!(
                "  not solved at {ms} ms: {} ({:?}) played {} ({}), not one of {}",
                entry.pos,
                entry.lone_piece,
                played.as_deref().unwrap_or("nothing"),
                report.score,
                entry.good.join(" ")
            ),
        }
    }
    (solved, entries.len())
}

/// Plays `entry` out, the engine against itself at `ms` a move (a search for
/// each side, as in a match), with the cache's tables; how it ended, from the
/// side to move's view, and the plies played.
fn convert(entry: &Entry, ms: u64, tables: &mut CachedTables) -> String {
    let rules = DamaRules::federation(entry.lone_piece);
    let lot = Lot {
        first: entry.pos.side_to_move(),
        seed: None,
    };
    let mut session: Session<Dama> = Session::from_position(rules, lot, entry.pos);
    let mut searches = [new_search(), new_search()];
    let limits = Limits::movetime(Duration::from_millis(ms));
    let mover = entry.pos.side_to_move();
    let mut keys = Vec::new();
    while session.outcome().is_none() && session.plies().len() < MAX_PLIES {
        let pos = session.position();
        keys.clear();
        keys.extend(session.plies().iter().map(|p| p.before.hash()));
        let search = &mut searches[pos.side_to_move().index()];
        let (found, note) = tables.for_search(&pos, &rules);
        if let Some(note) = note {
            println!("  ({note})");
        }
        search.set_endgame_tables(found.map(|t| t as Arc<dyn EndgameTables>));
        let report = search.run(
            &pos,
            &keys,
            &rules,
            &limits,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let Some(mv) = report.best else { break };
        if session.play(mv).is_err() {
            break;
        }
    }
    let plies = session.plies().len();
    match session.outcome() {
        Some(o) if o.winner() == Some(mover) => format!("{mover} wins ({o}), {plies} plies"),
        Some(o) => format!("{o}, {plies} plies"),
        None => format!("unfinished after {plies} plies"),
    }
}

impl Entry {
    fn pieces(&self) -> u32 {
        self.pos.occupied().count_ones()
    }
}

/// Prints the solved count of one group at `ms`, and returns it.
fn solve_group(
    name: &str,
    entries: &[&Entry],
    ms: u64,
    tables: Option<&mut CachedTables>,
) -> (usize, usize) {
    if entries.is_empty() {
        return (0, 0);
    }
    let started = Instant::now();
    let (solved, n) = solve(entries, ms, tables);
    println!(
        "{ms} ms a position: {name}: solved {solved}/{n} ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    (solved, n)
}

fn main() {
    let entries = entries();
    let times: Vec<u64> = std::env::var("ENGINE_SUITE_TIMES")
        .ok()
        .map(|t| t.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100, 1000]);
    let play_games = std::env::var("ENGINE_SUITE_GAMES").map_or(true, |v| v != "0");
    let positions = entries.iter().filter(|e| e.result != "convert");
    let small: Vec<&Entry> = positions.clone().filter(|e| e.pieces() <= 4).collect();
    let five: Vec<&Entry> = positions
        .clone()
        .filter(|e| e.pieces() == 5 && e.source.starts_with("tables"))
        .collect();
    let large: Vec<&Entry> = positions
        .filter(|e| e.pieces() > 4 && !e.source.starts_with("tables"))
        .collect();
    let games: Vec<&Entry> = entries.iter().filter(|e| e.result == "convert").collect();
    println!(
        "endgame suite: {} positions of up to 4 pieces (searched without tables), {} of 5 \
         from the five-piece tables (searched with the four-piece ones), {} of 5 to 8 from \
         long searches (with the cache's largest tables), {} to convert; one thread, 16 MB",
        small.len(),
        five.len(),
        large.len(),
        games.len()
    );
    let mut four_piece_tables = CachedTables::new().up_to(4);
    let mut tables = CachedTables::new();
    for &ms in &times {
        let groups = [
            solve_group("up to 4 pieces", &small, ms, None),
            solve_group(
                "5 pieces (tables), with the four-piece tables",
                &five,
                ms,
                Some(&mut four_piece_tables),
            ),
            solve_group("5 to 8 pieces (searches)", &large, ms, Some(&mut tables)),
        ];
        let (solved, n) = groups.iter().fold((0, 0), |(a, b), (s, t)| (a + s, b + t));
        println!("{ms} ms a position: all solved {solved}/{n}");
        if play_games {
            for entry in &games {
                let seat = entry.pos.side_to_move();
                println!(
                    "{ms} ms a move, {} ({seat} to move) played out against itself: {}",
                    entry.pos,
                    convert(entry, ms, &mut tables)
                );
            }
        }
    }
}
