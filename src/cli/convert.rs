//! `convert` and the PDN side of `check`: games between the app's saved games
//! (RON) and PDN.

use std::io::Write;
use std::path::Path;

use super::args::{Args, Flag, Spec};
use super::{Action, Command, Result, quote, usage};
use crate::record::pdn::{self, PdnGame};
use crate::record::{self, Record};

pub(super) const CONVERT: Command = Command {
    name: "convert",
    help: "  convert IN OUT [--game N]
      Converts games between saved games (.ron) and PDN (.pdn), each file's
      kind told by its extension; every game is replayed through the rules on
      the way. A PDN file of several games gives one saved game with --game N
      (from 1); to PDN, all its games are written, or game N alone. Prints one
      line per game written; a bad game is reported (exit status 1) and nothing
      is written. Akidada games have no PDN: PDN is for draughts.
",
    run: cmd_convert,
};

const GAME: Flag = Flag::with_value("--game", "N");

const SPEC: Spec = Spec {
    command: "convert",
    flags: &[GAME],
    rule_options: false,
};

/// The two kinds of game file.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Ron,
    Pdn,
}

fn kind_of(path: &str) -> Result<Kind> {
    if pdn::is_pdn_path(path) {
        return Ok(Kind::Pdn);
    }
    let ron = Path::new(path)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(record::EXTENSION));
    if ron {
        Ok(Kind::Ron)
    } else {
        usage(format!(
            "convert: cannot tell the kind of {}: expected a name ending in .ron (a saved game) or .pdn",
            quote(path)
        ))
    }
}

/// A game to write: its record, the tags a record has no place for (from PDN),
/// and its one-line summary.
type Game = (Record, Vec<(String, String)>, String);

fn cmd_convert(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let args = Args::parse(&SPEC, args)?;
    args.no_more_words(2)?;
    let [input, output] = &args.words[..] else {
        return usage("convert expects two paths: akidada convert IN OUT (e.g. game.ron game.pdn)");
    };
    let (from, to) = (kind_of(input)?, kind_of(output)?);
    let chosen = match args.value(GAME.name) {
        None => None,
        Some(_) if from == Kind::Ron => {
            return usage("convert: --game chooses a game of a PDN file; a saved game holds one");
        }
        Some(n) => match n.parse::<usize>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                return usage(format!(
                    "convert: --game expects a game number from 1, found {}",
                    quote(n)
                ));
            }
        },
    };

    let games: Vec<Game> = match from {
        Kind::Ron => match record::load_path(input) {
            Ok(game) => vec![(game.to_record(), Vec::new(), game.summary())],
            Err(e) => {
                writeln!(err, "akidada: {input}: {e}")?;
                return Ok(Action::Exit(1));
            }
        },
        Kind::Pdn => {
            let games = match pdn::read_path(input) {
                Ok(games) => games,
                Err(e) => {
                    writeln!(err, "akidada: {input}: {e}")?;
                    return Ok(Action::Exit(1));
                }
            };
            let picked: Vec<&PdnGame> = match chosen {
                Some(n) if n > games.len() => {
                    return usage(format!(
                        "convert: {input} holds {} game{}: --game {n} is not one of them",
                        games.len(),
                        if games.len() == 1 { "" } else { "s" }
                    ));
                }
                Some(n) => vec![&games[n - 1]],
                None if to == Kind::Ron && games.len() > 1 => {
                    return usage(format!(
                        "convert: {input} holds {} games and a saved game holds one: \
                         choose it with --game N (akidada check {input} lists them)",
                        games.len()
                    ));
                }
                None => games.iter().collect(),
            };
            let mut bad = false;
            for game in &picked {
                if let Err(e) = &game.game {
                    writeln!(err, "akidada: {input}: game {}: {e}", game.number)?;
                    bad = true;
                }
            }
            if bad {
                return Ok(Action::Exit(1));
            }
            picked
                .iter()
                .filter_map(|g| {
                    let loaded = g.game.as_ref().ok()?;
                    Some((loaded.to_record(), g.extra_tags(), loaded.summary()))
                })
                .collect()
        }
    };

    let written = match to {
        Kind::Ron => record::save_atomic(output, &games[0].0).map_err(|e| e.to_string()),
        Kind::Pdn => pdn::write_tagged(
            &games
                .iter()
                .map(|(record, extra, _)| (record.clone(), extra.clone()))
                .collect::<Vec<_>>(),
        )
        .map_err(|e| e.to_string())
        .and_then(|text| record::write_text_atomic(output, &text).map_err(|e| e.to_string())),
    };
    if let Err(message) = written {
        writeln!(err, "akidada: {output}: {message}")?;
        return Ok(Action::Exit(1));
    }
    for (_, _, summary) in &games {
        writeln!(out, "{output}: {summary}")?;
    }
    Ok(Action::Exit(0))
}

/// `check FILE.pdn`: every game replayed; a line for each good game on standard
/// output, the error of each bad one on standard error, and exit status 1 if
/// any is bad.
pub(super) fn check_pdn(path: &str, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let games = match pdn::read_path(path) {
        Ok(games) => games,
        Err(e) => {
            writeln!(err, "akidada: {path}: {e}")?;
            return Ok(Action::Exit(1));
        }
    };
    let mut bad = 0;
    for game in &games {
        let players = match (game.white(), game.black()) {
            ("", "") => String::new(),
            (white, black) => format!(" ({white} - {black})"),
        };
        match &game.game {
            Ok(loaded) => writeln!(out, "game {}{players}: {}", game.number, loaded.summary())?,
            Err(e) => {
                bad += 1;
                writeln!(err, "akidada: {path}: game {}{players}: {e}", game.number)?;
            }
        }
    }
    if bad > 0 {
        writeln!(
            err,
            "akidada: {path}: {bad} of {} game{} cannot be read",
            games.len(),
            if games.len() == 1 { "" } else { "s" }
        )?;
        return Ok(Action::Exit(1));
    }
    Ok(Action::Exit(0))
}
