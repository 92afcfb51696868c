//! `convert` and the PDN side of `check`: games between the app's saved games
//! (RON) and PDN.

use std::io::Write;
use std::path::Path;

use super::args::{Args, GAME};
use super::{Action, Result, RuleOptions, Run, Subcommand, fail, quote, usage};
use crate::i18n::{Msg, Tr, m};
use crate::record::pdn::{self, PdnGame};
use crate::record::{self, Record};

pub(super) const CONVERT: Subcommand = Subcommand {
    name: "convert",
    help: m::CLI_HELP_CONVERT,
    flags: &[GAME],
    rule_options: RuleOptions::Refused,
    examples: &[],
    run: Run::Args(cmd_convert),
};

/// The two kinds of game file.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Ron,
    Pdn,
}

fn kind_of(tr: Tr, path: &Path) -> Result<Kind> {
    if pdn::is_pdn_path(path) {
        return Ok(Kind::Pdn);
    }
    let ron = path
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

/// `convert IN OUT [--game N]`: reads the games, writes them, and says what
/// each one is.
fn cmd_convert(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(2)?;
    let Some([input, output]) = args.paths() else {
        return usage(tr.t(m::CLI_CONVERT_EXPECTS));
    };
    let (from, to) = (kind_of(tr, input)?, kind_of(tr, output)?);
    let games = match from {
        Kind::Ron => {
            if args.value(GAME.name).is_some() {
                return usage(tr.f(m::CLI_GAME_OF_PDN_ONLY, [("command", CONVERT.name.into())]));
            }
            read_ron(tr, input, err)?
        }
        Kind::Pdn => read_pdn(tr, input, chosen_game(&args)?, to, err)?,
    };
    write_games(tr, output, to, &games, err)?;
    for (_, _, summary) in &games {
        writeln!(out, "{}: {summary}", output.display())?;
    }
    Ok(Action::Exit(0))
}

/// The game asked for with `--game N`, from 1.
fn chosen_game(args: &Args) -> Result<Option<usize>> {
    let Some(n) = args.value(GAME.name) else {
        return Ok(None);
    };
    match n.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(Some(n)),
        _ => usage(
            args.tr
                .f(m::CLI_CONVERT_GAME_NUMBER, [("found", quote(&*n).into())]),
        ),
    }
}

/// The one game of a saved game.
fn read_ron(tr: Tr, input: &Path, err: &mut dyn Write) -> Result<Vec<Game>> {
    match record::load_path(input) {
        Ok(game) => Ok(vec![(game.to_record(), Vec::new(), game.summary())]),
        Err(e) => fail(
            err,
            format_args!("{}: {}", input.display(), tr.msg(&e.message())),
        ),
    }
}

/// The games of the PDN file at `path`; a file that does not read is said on
/// `err`, with its path, and fails the command.
pub(super) fn pdn_games(tr: Tr, path: &Path, err: &mut dyn Write) -> Result<Vec<PdnGame>> {
    match pdn::read_path(path) {
        Ok(games) => Ok(games),
        Err(e) => fail(
            err,
            format_args!("{}: {}", path.display(), tr.msg(&e.message())),
        ),
    }
}

/// The games of a PDN file to convert: game `chosen`, or all of them (only
/// one may go to a saved game); an error if any of them does not replay.
fn read_pdn(
    tr: Tr,
    input: &Path,
    chosen: Option<usize>,
    to: Kind,
    err: &mut dyn Write,
) -> Result<Vec<Game>> {
    let games = pdn_games(tr, input, err)?;
    let count = games.len();
    let path = input.display().to_string();
    let picked: Vec<&PdnGame> = match chosen {
        Some(n) if n > count => {
            return usage(tr.f(
                m::CLI_GAME_NOT_IN_FILE,
                [
                    ("command", CONVERT.name.into()),
                    ("path", path.into()),
                    ("count", count.into()),
                    ("number", n.into()),
                ],
            ));
        }
        Some(n) => vec![&games[n - 1]],
        None if to == Kind::Ron && count > 1 => {
            return usage(tr.f(
                m::CLI_CONVERT_CHOOSE_GAME,
                [("path", path.into()), ("count", count.into())],
            ));
        }
        None => games.iter().collect(),
    };
    replayed(tr, input, &picked, err)
}

/// The games picked, each replayed; every one that does not replay is said.
fn replayed(tr: Tr, input: &Path, picked: &[&PdnGame], err: &mut dyn Write) -> Result<Vec<Game>> {
    let mut games = Vec::new();
    let mut bad = false;
    for game in picked {
        match &game.game {
            Ok(loaded) => games.push((loaded.to_record(), game.extra_tags(), loaded.summary())),
            Err(e) => {
                let said = bad_game(tr, input, game.number, "", &e.message());
                writeln!(err, "akidada: {said}")?;
                bad = true;
            }
        }
    }
    if bad {
        return Err(super::Failure::Reported);
    }
    Ok(games)
}

/// Writes the games to `output`: a saved game holds the first.
fn write_games(tr: Tr, output: &Path, to: Kind, games: &[Game], err: &mut dyn Write) -> Result<()> {
    let written = match to {
        Kind::Ron => record::save_atomic(output, &games[0].0).map_err(|e| e.message()),
        Kind::Pdn => {
            let tagged: Vec<(Record, Vec<(String, String)>)> = games
                .iter()
                .map(|(record, extra, _)| (record.clone(), extra.clone()))
                .collect();
            pdn::write_tagged(&tagged)
                .map_err(|e| e.message())
                .and_then(|text| record::write_text_atomic(output, &text).map_err(|e| e.message()))
        }
    };
    match written {
        Ok(()) => Ok(()),
        Err(e) => fail(err, format_args!("{}: {}", output.display(), tr.msg(&e))),
    }
}

/// `check FILE.pdn`: every game replayed; a line for each good game on standard
/// output, the error of each bad one on standard error, and exit status 1 if
/// any is bad.
pub(super) fn check_pdn(
    tr: Tr,
    path: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let games = pdn_games(tr, path, err)?;
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
                ("path", path.display().to_string().into()),
                ("bad", bad.into()),
                ("count", games.len().into()),
            ],
        );
        return fail(err, said);
    }
    Ok(Action::Exit(0))
}

/// Why game `number` of the file at `path` cannot be read; `players` is
/// " (White - Black)" or empty.
pub(super) fn bad_game(tr: Tr, path: &Path, number: usize, players: &str, error: &Msg) -> String {
    tr.f(
        m::CLI_BAD_GAME_IN_FILE,
        [
            ("path", path.display().to_string().into()),
            ("number", number.into()),
            ("players", players.into()),
            ("error", error.clone().into()),
        ],
    )
}
