//! `perft`, `moves` and `captures`: the rules, from the command line.

use std::io::Write;
use std::time::Instant;

use serde::Serialize;

use crate::games::akidada::Akidada;
use crate::games::dama::{Dama, Move as DamaMove, Position as DamaPosition};
use crate::games::{Game, GameKind, perft};
use crate::i18n::{Tr, m};

use super::args::{Args, FEN, Flag, JSON};
use super::{Action, Result, RuleOptions, Run, Subcommand, quote, usage};

/// The deepest perft the command line accepts.
pub const MAX_DEPTH: u32 = 20;

pub(super) const PERFT: Subcommand = Subcommand {
    name: "perft",
    help: m::CLI_HELP_PERFT,
    flags: &[FEN],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_perft),
};

pub(super) const MOVES: Subcommand = Subcommand {
    name: "moves",
    help: m::CLI_HELP_MOVES,
    flags: &[FEN, JSON, VALUES],
    rule_options: RuleOptions::Listed,
    examples: &[(
        "json",
        r#"{"move":"b8xb5xg5","from":"b8","to":"g5","captured":["b6","d5"],"promotes":false}"#,
    )],
    run: Run::Args(cmd_moves),
};

pub(super) const CAPTURES: Subcommand = Subcommand {
    name: "captures",
    help: m::CLI_HELP_CAPTURES,
    flags: &[FEN, JSON],
    rule_options: RuleOptions::Listed,
    examples: &[
        (
            "json",
            r#"{"move":..,"from":..,"to":..,"captured":[..],"promotes":false,"#,
        ),
        ("json2", r#""count":5,"legal":false,"routes":1}"#),
    ],
    run: Run::Args(cmd_captures),
};

const VALUES: Flag = Flag::switch("--values");

/// `perft GAME DEPTH [--fen POS]`.
fn cmd_perft(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    let kind = args.game()?;
    let depth = depth_of(tr, args.word(1).as_deref())?;
    args.no_more_words(2)?;
    match kind {
        GameKind::Akidada => perft_table::<Akidada>(&args, depth, out, err)?,
        GameKind::Dama => perft_table::<Dama>(&args, depth, out, err)?,
    }
    Ok(Action::Exit(0))
}

fn depth_of(tr: Tr, word: Option<&str>) -> Result<u32> {
    let max = ("max", MAX_DEPTH.into());
    let Some(word) = word else {
        return usage(tr.f(m::CLI_PERFT_EXPECTED_DEPTH, [max]));
    };
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    match word.parse::<u32>() {
        Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
        Ok(0) => usage(tr.f(m::CLI_PERFT_DEPTH_ZERO, [max])),
        // The depth as text: it may be too long for a number.
        _ if digits => usage(tr.f(m::CLI_PERFT_TOO_DEEP, [("depth", word.into()), max])),
        _ => usage(tr.f(
            m::CLI_PERFT_NOT_A_DEPTH,
            [("word", quote(word).into()), max],
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
        let timing = args.tr.f(
            m::CLI_PERFT_TIMING,
            [
                ("game", G::KIND.id().into()),
                ("depth", d.into()),
                ("nodes", nodes.to_string().into()),
                ("seconds", format!("{seconds:.3}").into()),
                ("rate", format!("{:.2}", rate / 1e6).into()),
            ],
        );
        let _ = writeln!(err, "{timing}");
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
fn cmd_moves(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    let kind = args.game()?;
    args.no_more_words(1)?;
    let json = args.has(JSON.name);
    let values = args.has(VALUES.name);
    if values && (json || kind == GameKind::Dama) {
        return usage(tr.t(m::CLI_MOVES_VALUES));
    }
    match kind {
        GameKind::Akidada => {
            let pos = args.position::<Akidada>()?;
            let rules = args.rules::<Akidada>()?;
            note_game_over::<Akidada>(tr, &pos, &rules, err);
            if values {
                super::solve::print_move_values(tr, &rules, &pos, out, err)?;
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
            note_game_over::<Dama>(tr, &pos, &rules, err);
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
fn note_game_over<G: Game>(tr: Tr, pos: &G::Position, rules: &G::Rules, err: &mut dyn Write) {
    if let Some(outcome) = G::status(pos, rules) {
        let note = tr.f(
            m::CLI_GAME_OVER_NOTE,
            [("outcome", outcome.message().into())],
        );
        let _ = writeln!(err, "{note}");
    }
}

/// `captures dama [--fen POS] [--json]`.
fn cmd_captures(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    if args.game()? != GameKind::Dama {
        return usage(tr.t(m::CLI_CAPTURES_DAMA_ONLY));
    }
    args.no_more_words(1)?;
    let json = args.has(JSON.name);
    let pos = args.position::<Dama>()?;
    let rules = args.rules::<Dama>()?;
    note_game_over::<Dama>(tr, &pos, &rules, err);
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
    let said = if merged.is_empty() {
        tr.t(m::CLI_CAPTURES_NONE).to_string()
    } else {
        tr.f(
            m::CLI_CAPTURES_SUMMARY,
            [
                ("moves", merged.len().into()),
                ("routes", summary.routes.len().into()),
                ("legal", legal.into()),
                ("maximum", summary.maximum.into()),
            ],
        )
    };
    let _ = writeln!(err, "{said}");
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
