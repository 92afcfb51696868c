//! `convert` and the PDN side of `check`: games between the app's saved games
//! (RON) and PDN.

use std::io::Write;
use std::path::Path;

use super::args::{Args, Flag, Spec};
use super::{Action, Command, Result, quote, usage};
use crate::i18n::{Msg, Tr, m};
use crate::record::pdn::{self, PdnGame};
use crate::record::{self, Record};

pub(super) const CONVERT: Command = Command {
    name: "convert",
    help: m::CLI_HELP_CONVERT,
    examples: &[],
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

fn kind_of(tr: Tr, path: &str) -> Result<Kind> {
    if pdn::is_pdn_path(path) {
        return Ok(Kind::Pdn);
    }
    let ron = Path::new(path)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(record::EXTENSION));
    if ron {
        Ok(Kind::Ron)
    } else {
        usage(tr.f(m::CLI_CONVERT_UNKNOWN_KIND, [("path", quote(path).into())]))
    }
}

/// A game to write: its record, the tags a record has no place for (from PDN),
/// and its one-line summary.
type Game = (Record, Vec<(String, String)>, String);

fn cmd_convert(
    tr: Tr,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let args = Args::parse(tr, &SPEC, args)?;
    args.no_more_words(2)?;
    let [input, output] = &args.words[..] else {
        return usage(tr.t(m::CLI_CONVERT_EXPECTS));
    };
    let (from, to) = (kind_of(tr, input)?, kind_of(tr, output)?);
    let chosen = match args.value(GAME.name) {
        None => None,
        Some(_) if from == Kind::Ron => {
            return usage(tr.f(m::CLI_GAME_OF_PDN_ONLY, [("command", "convert".into())]));
        }
        Some(n) => match n.parse::<usize>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                return usage(tr.f(m::CLI_CONVERT_GAME_NUMBER, [("found", quote(n).into())]));
            }
        },
    };

    let games: Vec<Game> = match from {
        Kind::Ron => match record::load_path(input) {
            Ok(game) => vec![(game.to_record(), Vec::new(), game.summary())],
            Err(e) => {
                writeln!(err, "akidada: {input}: {}", tr.msg(&e.message()))?;
                return Ok(Action::Exit(1));
            }
        },
        Kind::Pdn => {
            let games = match pdn::read_path(input) {
                Ok(games) => games,
                Err(e) => {
                    writeln!(err, "akidada: {input}: {}", tr.msg(&e.message()))?;
                    return Ok(Action::Exit(1));
                }
            };
            let picked: Vec<&PdnGame> = match chosen {
                Some(n) if n > games.len() => {
                    return usage(tr.f(
                        m::CLI_GAME_NOT_IN_FILE,
                        [
                            ("command", "convert".into()),
                            ("path", input.into()),
                            ("count", games.len().into()),
                            ("number", n.into()),
                        ],
                    ));
                }
                Some(n) => vec![&games[n - 1]],
                None if to == Kind::Ron && games.len() > 1 => {
                    return usage(tr.f(
                        m::CLI_CONVERT_CHOOSE_GAME,
                        [("path", input.into()), ("count", games.len().into())],
                    ));
                }
                None => games.iter().collect(),
            };
            let mut bad = false;
            for game in &picked {
                if let Err(e) = &game.game {
                    let said = bad_game(tr, input, game.number, "", &e.message());
                    writeln!(err, "akidada: {said}")?;
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
        Kind::Ron => record::save_atomic(output, &games[0].0).map_err(|e| tr.msg(&e.message())),
        Kind::Pdn => pdn::write_tagged(
            &games
                .iter()
                .map(|(record, extra, _)| (record.clone(), extra.clone()))
                .collect::<Vec<_>>(),
        )
        .map_err(|e| tr.msg(&e.message()))
        .and_then(|text| {
            record::write_text_atomic(output, &text).map_err(|e| tr.msg(&e.message()))
        }),
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
pub(super) fn check_pdn(
    tr: Tr,
    path: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let games = match pdn::read_path(path) {
        Ok(games) => games,
        Err(e) => {
            writeln!(err, "akidada: {path}: {}", tr.msg(&e.message()))?;
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
                let said = bad_game(tr, path, game.number, &players, &e.message());
                writeln!(err, "akidada: {said}")?;
            }
        }
    }
    if bad > 0 {
        let said = tr.f(
            m::CLI_BAD_GAMES_IN_FILE,
            [
                ("path", path.into()),
                ("bad", bad.into()),
                ("count", games.len().into()),
            ],
        );
        writeln!(err, "akidada: {said}")?;
        return Ok(Action::Exit(1));
    }
    Ok(Action::Exit(0))
}

/// Why game `number` of the file at `path` cannot be read; `players` is
/// " (White - Black)" or empty.
pub(super) fn bad_game(tr: Tr, path: &str, number: usize, players: &str, error: &Msg) -> String {
    tr.f(
        m::CLI_BAD_GAME_IN_FILE,
        [
            ("path", path.into()),
            ("number", number.into()),
            ("players", players.into()),
            ("error", error.clone().into()),
        ],
    )
}
