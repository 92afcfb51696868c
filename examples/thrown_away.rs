//! Counts the wins thrown away in the games of match records (`akidada match
//! --record FILE`: one JSON line a game), recomputed from each game's moves and
//! scores by `ai::search::matches::{thrown_away, thrown_away_by_pieces}`: a
//! side judged itself +2 men or more (or a proven win) at five of its moves in
//! a row and did not win; and the same by the pieces on the board.
//!
//! ```text
//! cargo run --release --no-default-features --example thrown_away -- FILE...
//! ```
//!
//! A game starts from its `start` position (the standard one when the record
//! has none). A line that does not read is named and skipped.

use akidada::ai::Value;
use akidada::ai::search::Score;
use akidada::ai::search::matches::{thrown_away, thrown_away_by_pieces};
use akidada::games::Side;
use akidada::games::dama::Position;

/// A score as the protocol and the record write it: `cp 25`, or a proven
/// `win 7`, `loss 4`, `draw`.
fn read_score(text: &str) -> Option<Score> {
    match text.strip_prefix("cp ") {
        Some(cp) => cp.trim().parse().ok().map(Score::Cp),
        None => text.parse::<Value>().ok().map(Score::Exact),
    }
}

/// One game's counts, or why its line does not read.
struct Game {
    by_score: Option<Side>,
    by_pieces: Option<Side>,
    winner: Option<Side>,
}

fn read_game(line: &str) -> Result<Game, String> {
    let game: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let texts = |field: &str| -> Result<Vec<Option<String>>, String> {
        game[field]
            .as_array()
            .ok_or(format!("no {field}"))
            .map(|a| a.iter().map(|v| v.as_str().map(str::to_string)).collect())
    };
    let moves = texts("moves")?;
    let scores: Vec<Option<Score>> = texts("scores")?
        .iter()
        .map(|s| s.as_deref().and_then(read_score))
        .collect();
    // The result as PDN writes it: White's points first.
    let winner = match game["result"].as_str().ok_or("no result")? {
        "2-0" => Some(Side::White),
        "0-2" => Some(Side::Black),
        "1-1" => None,
        other => return Err(format!("result {other}")),
    };
    // Records of matches from given starts (`match --starts`) name the start.
    let start = match game["start"].as_str() {
        Some(text) => text
            .parse::<Position>()
            .map_err(|e| format!("start {text}: {e}"))?,
        None => Position::start(Side::White),
    };
    let mut pos = start;
    let mut positions = vec![pos];
    for (i, text) in moves.iter().enumerate() {
        let text = text.as_deref().ok_or(format!("move {}", i + 1))?;
        let mv = pos
            .parse_move(text)
            .map_err(|e| format!("move {} {text}: {e}", i + 1))?;
        pos = pos.play(&mv);
        positions.push(pos);
    }
    Ok(Game {
        by_score: thrown_away(&scores, start.side_to_move(), winner),
        by_pieces: thrown_away_by_pieces(&positions, winner),
        winner,
    })
}

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        eprintln!("thrown_away: expected match records (akidada match --record FILE)");
        std::process::exit(2);
    }
    let (mut games, mut decided) = (0, 0);
    let (mut by_score, mut by_pieces, mut both) = (0, 0, 0);
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("thrown_away: {path}: {e}");
            std::process::exit(2);
        });
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            match read_game(line) {
                Ok(game) => {
                    games += 1;
                    decided += usize::from(game.winner.is_some());
                    by_score += usize::from(game.by_score.is_some());
                    by_pieces += usize::from(game.by_pieces.is_some());
                    both += usize::from(game.by_score.is_some() && game.by_pieces.is_some());
                }
                Err(e) => eprintln!("thrown_away: {path}, line {}: {e}; skipped", n + 1),
            }
        }
    }
    println!("{games} games ({decided} won, {} drawn)", games - decided);
    println!(
        "wins thrown away by the engine's own score (+2 men or more, or a proven win, at five \
         of its moves in a row, and no win): {by_score}"
    );
    println!(
        "by the pieces on the board (two pieces more after five of its moves in a row, and no \
         win): {by_pieces}; both: {both}"
    );
}
