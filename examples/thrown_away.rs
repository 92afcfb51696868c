//! Counts the wins thrown away in the games of match records (`akidada match
//! --record FILE`: one JSON line a game), recomputed from each game's moves and
//! scores by `lab::matches::{thrown_away, thrown_away_by_pieces}`: a
//! side judged itself +2 men or more (or a proven win) at five of its moves in
//! a row and did not win; and the same by the pieces on the board.
//!
//! ```text
//! cargo run --release --no-default-features --features lab --example thrown_away -- FILE...
//! # The positions where the wins were thrown away, as starts for a match:
//! cargo run --release --no-default-features --features lab --example thrown_away -- \
//!     --positions FILE... > leads.txt
//! # How often the side to move at each start won, drew and lost (--games: twice
//! # the positions, 98 here, so each is played once with each colour):
//! akidada match --first nodes:20000 --second nodes:20000 --starts leads.txt \
//!     --lone-piece Draw --non-max-capture Forbidden --games 196 --record again.jsonl
//! cargo run --release --no-default-features --features lab --example thrown_away -- \
//!     --converted again.jsonl
//! ```
//!
//! With `--positions`, each game with a win thrown away by the engine's own
//! score gives the position before the fifth move of its run, the side that
//! threw the win away to move, once each, in the order met: a file for `match
//! --starts`. With `--converted`, the records are of games from such starts,
//! and what is counted is the result for the side to move at the start: how
//! many of the leads a build converts when the game is played again.
//!
//! With `--endings N`, each game gives its first position of N pieces or
//! fewer with no capture waiting, once each: starts for a match of endings
//! (they need not be leads).
//!
//! A game starts from its `start` position (the standard one when the record
//! has none). A line that does not read is named and skipped.

use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Position};
use akidada::lab::matches::{RecordedGame, thrown_away_at, thrown_away_by_pieces};

/// One game's counts, or why its line does not read.
struct Game {
    /// The side that threw a win away by its score, and the position before
    /// the fifth move of its run.
    by_score: Option<(Side, Position)>,
    by_pieces: Option<Side>,
    winner: Option<Side>,
    start: Position,
    /// The first position of `--endings` pieces or fewer with no capture
    /// waiting.
    ending: Option<Position>,
}

fn read_game(line: &str, ending_pieces: u32) -> Result<Game, String> {
    let game = RecordedGame::from_line(line)?;
    let (start, winner) = (game.start, game.winner);
    let ending = game
        .positions
        .iter()
        .find(|p| p.occupied().count_ones() <= ending_pieces && !p.has_capture())
        .copied();
    Ok(Game {
        ending,
        by_score: thrown_away_at(&game.scores, start.side_to_move(), winner)
            .map(|(side, ply)| (side, game.positions[ply])),
        by_pieces: thrown_away_by_pieces(&game.positions, winner),
        winner,
        start,
    })
}

/// What to print from the records.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// The counts of wins thrown away.
    Count,
    /// The positions where they were thrown away.
    Positions,
    /// The results for the side to move at each game's start.
    Converted,
    /// The first quiet position of a few pieces in each game.
    Endings(u32),
}

/// Every game of the records that reads.
fn read_games(paths: &[String], ending_pieces: u32) -> Vec<Game> {
    let mut games = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("thrown_away: {path}: {e}");
            std::process::exit(2);
        });
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            match read_game(line, ending_pieces) {
                Ok(game) => games.push(game),
                Err(e) => eprintln!("thrown_away: {path}, line {}: {e}; skipped", n + 1),
            }
        }
    }
    games
}

fn count(games: &[Game]) {
    let decided = games.iter().filter(|g| g.winner.is_some()).count();
    let by_score = games.iter().filter(|g| g.by_score.is_some()).count();
    let by_pieces = games.iter().filter(|g| g.by_pieces.is_some()).count();
    let both = games
        .iter()
        .filter(|g| g.by_score.is_some() && g.by_pieces.is_some())
        .count();
    println!(
        "{} games ({decided} won, {} drawn)",
        games.len(),
        games.len() - decided
    );
    println!(
        "wins thrown away by the engine's own score (+2 men or more, or a proven win, at five \
         of its moves in a row, and no win): {by_score}"
    );
    println!(
        "by the pieces on the board (two pieces more after five of its moves in a row, and no \
         win): {by_pieces}; both: {both}"
    );
}

fn positions(games: &[Game]) {
    let mut seen = std::collections::HashSet::new();
    for (side, pos) in games.iter().filter_map(|g| g.by_score) {
        if seen.insert(pos.to_string()) {
            println!("{pos} # {side:?} threw the win away");
        }
    }
}

fn endings(games: &[Game]) {
    let mut seen = std::collections::HashSet::new();
    for pos in games.iter().filter_map(|g| g.ending) {
        // One piece each is over under the federation's reading: no ending.
        let rules = DamaRules {
            lone_piece: LonePiece::Draw,
            ..DamaRules::default()
        };
        if pos.decided_by_material(&rules).is_none() && seen.insert(pos.to_string()) {
            println!("{pos}");
        }
    }
}

fn converted(games: &[Game]) {
    let (mut won, mut drawn, mut lost) = (0, 0, 0);
    for g in games {
        match g.winner {
            Some(side) if side == g.start.side_to_move() => won += 1,
            Some(_) => lost += 1,
            None => drawn += 1,
        }
    }
    println!(
        "{} games; the side to move at the start won {won}, drew {drawn}, lost {lost}",
        games.len()
    );
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mode = match args.first().map(String::as_str) {
        Some("--positions") => Mode::Positions,
        Some("--converted") => Mode::Converted,
        Some("--endings") => match args.get(1).and_then(|n| n.parse().ok()) {
            Some(n) => {
                args.remove(1);
                Mode::Endings(n)
            }
            None => {
                eprintln!("thrown_away: --endings takes a number of pieces");
                std::process::exit(2);
            }
        },
        _ => Mode::Count,
    };
    if mode != Mode::Count {
        args.remove(0);
    }
    if args.is_empty() {
        eprintln!(
            "thrown_away: expected [--positions | --converted | --endings N] and match \
             records (akidada match --record FILE)"
        );
        std::process::exit(2);
    }
    let ending_pieces = match mode {
        Mode::Endings(n) => n,
        _ => 0,
    };
    let games = read_games(&args, ending_pieces);
    match mode {
        Mode::Count => count(&games),
        Mode::Positions => positions(&games),
        Mode::Converted => converted(&games),
        Mode::Endings(_) => endings(&games),
    }
}
