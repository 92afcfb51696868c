//! `perft`, `moves` and `captures`: the rules, from the command line.

use std::io::Write;
use std::time::Instant;

use serde::Serialize;

use crate::games::akidada::Akidada;
use crate::games::dama::{Dama, Move as DamaMove, Position as DamaPosition};
use crate::games::{Game, GameKind, perft};

use super::args::{Args, FEN, Flag, Spec};
use super::{Action, Command, Result, quote, usage};

/// The deepest perft the command line accepts.
pub const MAX_DEPTH: u32 = 20;

pub(super) const PERFT: Command = Command {
    name: "perft",
    help: "  perft GAME DEPTH [--fen POS] [rule options]
      Counts the move paths of each length from 1 to DEPTH (at most 20) and prints
      one line `<depth> <count>` per depth. Time and nodes per second go to stderr.
      Counted by the movement rules alone, as usual for perft: the rules that
      end a game (two pieces left, a lone piece against a king, repetition, no
      progress) are not applied.
        akidada perft akidada 5
        akidada perft dama 6
        akidada perft akidada 4 --fen \"B:Wa1,c1,c2:Bb2,e5:H3,4\"
",
    run: cmd_perft,
};

pub(super) const MOVES: Command = Command {
    name: "moves",
    help: "  moves GAME [--fen POS] [--json | --values] [rule options]
      Lists the legal moves, one per line, in notation (Akidada: c1, c1-c2,
      c1-c2xb2; Dama: d3-d4, b8xb5xg5). They are listed even when the rules
      say the game is over there (a note on stderr says so).
      With --values (Akidada), each move and its exact value from the mover's
      view, best first: `c1-c2 win 17` (see `solve`).
      With --json, one object per line:
        {\"move\":\"b8xb5xg5\",\"from\":\"b8\",\"to\":\"g5\",\"captured\":[\"b6\",\"d5\"],\"promotes\":false}
      Dama: `captured` in jump order; `promotes` when a man ends on its last rank.
      Akidada: `from` is null for a placement; `captured` holds the removed
      point(s); `promotes` is always false.
        akidada moves dama --fen \"W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1\" --json
",
    run: cmd_moves,
};

pub(super) const CAPTURES: Command = Command {
    name: "captures",
    help: "  captures dama [--fen POS] [--json]
      Lists every complete capture sequence, maximal or not, as
      `<route> <count> <legal|non-maximal>`, most captures first, e.g.
        b8xb5xg5xg1xa1xa4xf4 6 legal
        b8xb5xe5xe1xa1xa4 5 non-maximal
      Routes that make the same move (same start, end and captured set) are one
      move: it is shown once, with the first route found, and ` (N routes)` is
      appended when N > 1 routes make it. Under the seed rule a non-maximal capture
      loses the game. With --json, one object per line:
        {\"move\":..,\"from\":..,\"to\":..,\"captured\":[..],\"promotes\":false,
         \"count\":5,\"legal\":false,\"routes\":1}
",
    run: cmd_captures,
};

const JSON: Flag = Flag::switch("--json");
const VALUES: Flag = Flag::switch("--values");

/// `perft GAME DEPTH [--fen POS]`.
fn cmd_perft(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "perft",
        flags: &[FEN],
        rule_options: true,
    };
    let args = Args::parse(&spec, args)?;
    let kind = args.game()?;
    let depth = depth_of(args.words.get(1))?;
    args.no_more_words(2)?;
    match kind {
        GameKind::Akidada => perft_table::<Akidada>(&args, depth, out, err)?,
        GameKind::Dama => perft_table::<Dama>(&args, depth, out, err)?,
    }
    Ok(Action::Exit(0))
}

fn depth_of(word: Option<&String>) -> Result<u32> {
    let Some(word) = word else {
        return usage(format!(
            "perft: expected a depth after the game, a whole number from 1 to {MAX_DEPTH}"
        ));
    };
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    match word.parse::<u32>() {
        Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
        Ok(0) => usage(format!(
            "perft: depth 0 counts nothing: expected a depth from 1 to {MAX_DEPTH}"
        )),
        _ if digits => usage(format!(
            "perft: depth {word} is too deep: expected a depth from 1 to {MAX_DEPTH}"
        )),
        _ => usage(format!(
            "perft: {} is not a depth: expected a whole number from 1 to {MAX_DEPTH}",
            quote(word)
        )),
    }
}

fn perft_table<G: Game>(
    args: &Args,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let pos = args.position::<G>()?;
    let rules = args.rules::<G>()?;
    for d in 1..=depth {
        let started = Instant::now();
        let nodes = perft::<G>(&pos, &rules, d);
        let seconds = started.elapsed().as_secs_f64();
        writeln!(out, "{d} {nodes}")?;
        out.flush()?;
        let rate = if seconds > 0.0 {
            nodes as f64 / seconds
        } else {
            0.0
        };
        // Timings are information only: a closed stderr does not stop the count.
        let _ = writeln!(
            err,
            "perft {} depth {d}: {nodes} nodes in {seconds:.3} s ({:.2} M nodes/s)",
            G::KIND.id(),
            rate / 1e6
        );
    }
    Ok(())
}

/// A move as `moves --json` and `captures --json` print it.
#[derive(Serialize)]
struct JsonMove {
    #[serde(rename = "move")]
    notation: String,
    /// `None` for an Akidada placement.
    from: Option<String>,
    to: String,
    /// Dama: the captured squares in jump order; Akidada: the removed points.
    captured: Vec<String>,
    promotes: bool,
}

/// A capture sequence as `captures --json` prints it.
#[derive(Serialize)]
struct JsonCapture {
    #[serde(flatten)]
    mv: JsonMove,
    count: u32,
    legal: bool,
    routes: usize,
}

fn names<T: ToString>(items: impl IntoIterator<Item = T>) -> Vec<String> {
    items.into_iter().map(|x| x.to_string()).collect()
}

/// One line of JSON.
fn json_line(out: &mut dyn Write, value: &impl Serialize) -> Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// `moves GAME [--fen POS] [--json]`.
fn cmd_moves(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "moves",
        flags: &[FEN, JSON, VALUES],
        rule_options: true,
    };
    let args = Args::parse(&spec, args)?;
    let kind = args.game()?;
    args.no_more_words(1)?;
    let json = args.has(JSON.name);
    let values = args.has(VALUES.name);
    if values && (json || kind == GameKind::Dama) {
        return usage(
            "moves: --values goes with `moves akidada` (Akidada is solved), without --json",
        );
    }
    match kind {
        GameKind::Akidada => {
            let pos = args.position::<Akidada>()?;
            let rules = args.rules::<Akidada>()?;
            note_game_over::<Akidada>(&pos, &rules, err);
            if values {
                super::solve::print_move_values(&rules, &pos, out, err)?;
                return Ok(Action::Exit(0));
            }
            let mut moves = Vec::new();
            pos.legal_moves(&rules, &mut moves);
            for mv in &moves {
                if json {
                    let line = JsonMove {
                        notation: mv.notation(),
                        from: mv.from().map(|p| p.to_string()),
                        to: mv.to().to_string(),
                        captured: names(mv.removed_points()),
                        promotes: false,
                    };
                    json_line(out, &line)?;
                } else {
                    writeln!(out, "{}", mv.notation())?;
                }
            }
        }
        GameKind::Dama => {
            let pos = args.position::<Dama>()?;
            let rules = args.rules::<Dama>()?;
            note_game_over::<Dama>(&pos, &rules, err);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for mv in &moves {
                let text = pos.move_text(mv);
                if json {
                    json_line(out, &dama_json(&pos, mv, text))?;
                } else {
                    writeln!(out, "{text}")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(Action::Exit(0))
}

/// A Dama move as JSON, its captured squares in jump order (from its route).
fn dama_json(pos: &DamaPosition, mv: &DamaMove, notation: String) -> JsonMove {
    let captured = match pos.route(mv) {
        Some(route) => names(route.captured),
        None => names(mv.captured_squares()),
    };
    JsonMove {
        notation,
        from: Some(mv.from().to_string()),
        to: mv.to().to_string(),
        captured,
        promotes: pos.crowns(mv),
    }
}

/// Says on stderr when the rules end the game in `pos`. The moves are listed all
/// the same.
fn note_game_over<G: Game>(pos: &G::Position, rules: &G::Rules, err: &mut dyn Write) {
    if let Some(outcome) = G::status(pos, rules) {
        let _ = writeln!(
            err,
            "note: by the rules the game is over in this position ({outcome}); \
             the moves are listed all the same"
        );
    }
}

/// `captures dama [--fen POS] [--json]`.
fn cmd_captures(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "captures",
        flags: &[FEN, JSON],
        rule_options: true,
    };
    let args = Args::parse(&spec, args)?;
    if args.game()? != GameKind::Dama {
        return usage(
            "captures: only Dama has capture sequences: expected `captures dama`\n\
             (for Akidada, `moves akidada` shows each removal)",
        );
    }
    args.no_more_words(1)?;
    let json = args.has(JSON.name);
    let pos = args.position::<Dama>()?;
    let rules = args.rules::<Dama>()?;
    note_game_over::<Dama>(&pos, &rules, err);
    let summary = pos.capture_summary();
    // One entry per move: (the first route found, how many routes make it).
    let mut merged: Vec<(DamaMove, usize, usize)> = Vec::new();
    for (i, route) in summary.routes.iter().enumerate() {
        let mv = route.to_move();
        match merged.iter_mut().find(|(m, _, _)| *m == mv) {
            Some(entry) => entry.2 += 1,
            None => merged.push((mv, i, 1)),
        }
    }
    merged.sort_by_key(|(mv, _, _)| std::cmp::Reverse(mv.capture_count()));
    for &(mv, index, routes) in &merged {
        let route = &summary.routes[index];
        let count = mv.capture_count();
        let legal = summary.is_maximal(route);
        if json {
            let line = JsonCapture {
                mv: JsonMove {
                    notation: route.notation(),
                    from: Some(mv.from().to_string()),
                    to: mv.to().to_string(),
                    captured: names(&route.captured),
                    promotes: pos.crowns(&mv),
                },
                count,
                legal,
                routes,
            };
            json_line(out, &line)?;
        } else {
            let status = if legal { "legal" } else { "non-maximal" };
            write!(out, "{} {count} {status}", route.notation())?;
            if routes > 1 {
                write!(out, " ({routes} routes)")?;
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    let legal = merged
        .iter()
        .filter(|(mv, _, _)| mv.capture_count() == summary.maximum)
        .count();
    let _ = if merged.is_empty() {
        writeln!(err, "no capture in this position")
    } else {
        writeln!(
            err,
            "{} capture move(s) from {} route(s); {legal} legal, capturing {}",
            merged.len(),
            summary.routes.len(),
            summary.maximum
        )
    };
    Ok(Action::Exit(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_are_escaped() {
        let mut out = Vec::new();
        let mv = JsonMove {
            notation: "a\"b\\c\n\u{1}é".to_string(),
            from: None,
            to: "c1".to_string(),
            captured: Vec::new(),
            promotes: false,
        };
        json_line(&mut out, &mv).unwrap_or_else(|_| panic!("written"));
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"move\":\"a\\\"b\\\\c\\n\\u0001é\",\"from\":null,\"to\":\"c1\",\"captured\":[],\"promotes\":false}\n"
        );
    }
}
