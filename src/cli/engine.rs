//! `engine`, `bestmove`, `analyse` and `match`: the Dama engine from the command
//! line.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::ai::drivers::{self, dama::line_text};
use crate::ai::endgame::{CachedTables, MAX_PIECES};
use crate::ai::eval::Weights;
use crate::ai::protocol;
use crate::ai::search::matches::{MatchSpec, Player, play_match};
use crate::ai::search::{EndgameTables, LEVELS, Level, Limits, Report, Search};
use crate::games::dama::{Dama, DamaRules, Position};
use crate::games::{Game, GameKind};
use crate::i18n::{Tr, m};

use super::args::{Args, FEN, Flag, Spec, position_error};
use super::{Action, Command, Result, quote, usage};

pub(super) const ENGINE: Command = Command {
    name: "engine",
    help: m::CLI_HELP_ENGINE,
    examples: &[],
    run: cmd_engine,
};

pub(super) const BESTMOVE: Command = Command {
    name: "bestmove",
    help: m::CLI_HELP_BESTMOVE,
    examples: &[],
    run: cmd_bestmove,
};

pub(super) const ANALYSE: Command = Command {
    name: "analyse",
    help: m::CLI_HELP_ANALYSE,
    examples: &[],
    run: cmd_analyse,
};

pub(super) const MATCH: Command = Command {
    name: "match",
    help: m::CLI_HELP_MATCH,
    examples: &[],
    run: cmd_match,
};

const MOVETIME: Flag = Flag::with_value("--movetime", "MS");
const DEPTH: Flag = Flag::with_value("--depth", "N");
const NODES: Flag = Flag::with_value("--nodes", "N");
const LEVEL: Flag = Flag::with_value("--level", "L");
const MULTIPV: Flag = Flag::with_value("--multipv", "K");
const FIRST: Flag = Flag::with_value("--first", "P");
const SECOND: Flag = Flag::with_value("--second", "P");
const GAMES: Flag = Flag::with_value("--games", "N");
const SEED: Flag = Flag::with_value("--seed", "S");
const OPENING_PLIES: Flag = Flag::with_value("--opening-plies", "N");
const FIRST_WEIGHTS: Flag = Flag::with_value("--first-weights", "FILE");
const FIRST_TABLES: Flag = Flag::with_value("--first-tables", "N");
const SECOND_TABLES: Flag = Flag::with_value("--second-tables", "N");
const SECOND_WEIGHTS: Flag = Flag::with_value("--second-weights", "FILE");
const RECORD: Flag = Flag::with_value("--record", "FILE");
const STARTS: Flag = Flag::with_value("--starts", "FILE");
const FIRST_ENGINE: Flag = Flag::with_value("--first-engine", "PATH");
const SECOND_ENGINE: Flag = Flag::with_value("--second-engine", "PATH");

/// The table size the command line searches with, MB.
const HASH_MB: usize = 16;

/// `engine`: the protocol on the process's standard input and output.
fn cmd_engine(
    tr: Tr,
    args: &[String],
    _out: &mut dyn Write,
    _err: &mut dyn Write,
) -> Result<Action> {
    let spec = Spec {
        command: "engine",
        flags: &[],
        rule_options: false,
    };
    let args = Args::parse(tr, &spec, args)?;
    args.no_more_words(0)?;
    let stdin = io::stdin();
    // `cli::run` does not hold the standard output's lock: the search thread
    // writes to it too.
    drivers::run(stdin.lock(), io::stdout())?;
    Ok(Action::Exit(0))
}

/// Only Dama has an engine so far.
fn dama_only(args: &Args, command: &str) -> Result<()> {
    match args.game()? {
        GameKind::Dama => Ok(()),
        GameKind::Akidada => usage(
            args.tr
                .f(m::CLI_ENGINE_DAMA_ONLY, [("command", command.into())]),
        ),
    }
}

/// The search limits from --movetime, --depth and --nodes (at most one), or
/// `default_ms` milliseconds.
fn limits(args: &Args, command: &str, default_ms: u64) -> Result<Limits> {
    let movetime = args.number(MOVETIME.name, 1, 24 * 3_600_000)?;
    let depth = args.number(DEPTH.name, 1, 100)?;
    let nodes = args.number(NODES.name, 1, u64::MAX)?;
    let given = [movetime.is_some(), depth.is_some(), nodes.is_some()];
    if given.iter().filter(|g| **g).count() > 1 {
        return usage(
            args.tr
                .f(m::CLI_ENGINE_ONE_LIMIT, [("command", command.into())]),
        );
    }
    Ok(match (movetime, depth, nodes) {
        (_, Some(d), _) => Limits::depth(d as u32),
        (_, _, Some(n)) => Limits::nodes(n),
        (ms, _, _) => Limits::movetime(Duration::from_millis(ms.unwrap_or(default_ms))),
    })
}

/// Prints a report's lines as the protocol does, on stderr.
fn progress_lines(pos: &Position, report: &Report, err: &mut dyn Write) {
    for (k, line) in report.lines.iter().enumerate() {
        // Progress is information only: a closed stderr does not stop the search.
        let _ = writeln!(
            err,
            "depth {} seldepth {} line {} score {} nodes {} nps {} time {} ms pv {}",
            report.depth,
            report.seldepth,
            k + 1,
            line.score,
            report.nodes,
            report.nps,
            report.time.as_millis(),
            line_text(pos, &line.moves)
        );
    }
}

/// A search for `pos`, with the endgame tables when the position nears the
/// end and the cache has them (said on stderr either way).
fn search_for(tr: Tr, pos: &Position, rules: &DamaRules, err: &mut dyn Write) -> Search {
    let mut search = Search::new(HASH_MB);
    let (tables, note) = CachedTables::new().for_search(pos, rules);
    if let Some(note) = note {
        let _ = writeln!(err, "{}", super::note(tr, &note));
    }
    search.set_endgame_tables(tables.map(|t| t as Arc<dyn EndgameTables>));
    search
}

fn cmd_bestmove(
    tr: Tr,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let spec = Spec {
        command: "bestmove",
        flags: &[FEN, MOVETIME, DEPTH, NODES, LEVEL],
        rule_options: true,
    };
    let args = Args::parse(tr, &spec, args)?;
    dama_only(&args, "bestmove")?;
    args.no_more_words(1)?;
    let pos = args.position::<Dama>()?;
    let rules: DamaRules = args.rules::<Dama>()?;
    let limits = limits(&args, "bestmove", 1000)?;
    let level = match args.number(LEVEL.name, 1, LEVELS.len() as u64)? {
        Some(n) => Level::get(n as u8).unwrap_or_else(Level::strongest),
        None => Level::strongest(),
    };
    let mut search = search_for(tr, &pos, &rules, err);
    let stop = AtomicBool::new(false);
    let mut rng = crate::rng::Rng::from_entropy();
    let mv = if level == Level::strongest() {
        let report = search.run(&pos, &[], &rules, &limits, &stop, &mut |r| {
            progress_lines(&pos, r, err)
        });
        report.best
    } else {
        let choice = level.choose_move(&mut search, &pos, &[], &rules, &limits, &stop, &mut rng);
        progress_lines(&pos, &choice.report, err);
        choice.mv
    };
    match mv {
        Some(mv) => writeln!(out, "{}", pos.move_text(&mv))?,
        None => {
            let _ = writeln!(err, "{}", no_move(tr, &pos));
            writeln!(out, "(none)")?;
        }
    }
    out.flush()?;
    Ok(Action::Exit(0))
}

/// The note for a position where the side to move has no move.
fn no_move(tr: Tr, pos: &Position) -> String {
    tr.f(m::CLI_ENGINE_NO_MOVE, [("side", pos.side_to_move().into())])
}

fn cmd_analyse(
    tr: Tr,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let spec = Spec {
        command: "analyse",
        flags: &[FEN, MOVETIME, DEPTH, NODES, MULTIPV],
        rule_options: true,
    };
    let args = Args::parse(tr, &spec, args)?;
    dama_only(&args, "analyse")?;
    args.no_more_words(1)?;
    let pos = args.position::<Dama>()?;
    let rules: DamaRules = args.rules::<Dama>()?;
    let lines = args
        .number(MULTIPV.name, 1, protocol::MAX_MULTIPV as u64)?
        .unwrap_or(3) as usize;
    let limits = limits(&args, "analyse", 2000)?.with_multipv(lines);
    let mut search = search_for(tr, &pos, &rules, err);
    let stop = AtomicBool::new(false);
    let report = search.run(&pos, &[], &rules, &limits, &stop, &mut |r| {
        progress_lines(&pos, r, err)
    });
    if report.lines.is_empty() {
        let _ = writeln!(err, "{}", no_move(tr, &pos));
    }
    for (k, line) in report.lines.iter().enumerate() {
        writeln!(
            out,
            "{} {} {}",
            k + 1,
            line.score,
            line_text(&pos, &line.moves)
        )?;
    }
    out.flush()?;
    Ok(Action::Exit(0))
}

/// A weights file for `match`.
fn weights_from(tr: Tr, path: &str, flag: &str) -> Result<Weights> {
    let said = |id, e: &dyn std::fmt::Display| {
        tr.f(
            id,
            [
                ("flag", flag.into()),
                ("path", quote(path).into()),
                ("error", e.to_string().into()),
            ],
        )
    };
    let text =
        std::fs::read_to_string(path).or_else(|e| usage(said(m::CLI_MATCH_CANNOT_READ, &e)))?;
    Weights::from_text(&text).or_else(|e| usage(said(m::CLI_MATCH_BAD_WEIGHTS, &e)))
}

/// Start positions for `match --starts`: one position string a line, `#`
/// starting a comment.
fn starts_from(tr: Tr, path: &str) -> Result<Vec<Position>> {
    let text = std::fs::read_to_string(path).or_else(|e| {
        usage(tr.f(
            m::CLI_MATCH_CANNOT_READ,
            [
                ("flag", STARTS.name.into()),
                ("path", quote(path).into()),
                ("error", e.to_string().into()),
            ],
        ))
    })?;
    let mut starts = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let pos = Dama::parse_position(line).or_else(|e| {
            let place = tr.f(
                m::CLI_MATCH_BAD_START,
                [("path", quote(path).into()), ("line", (n + 1).into())],
            );
            usage(format!(
                "{place}\n{}",
                position_error(tr, GameKind::Dama, line, &e)
            ))
        })?;
        starts.push(pos);
    }
    if starts.is_empty() {
        return usage(tr.f(m::CLI_MATCH_NO_STARTS, [("path", quote(path).into())]));
    }
    Ok(starts)
}

fn cmd_match(tr: Tr, args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "match",
        flags: &[
            FIRST,
            SECOND,
            GAMES,
            SEED,
            OPENING_PLIES,
            FIRST_WEIGHTS,
            SECOND_WEIGHTS,
            FIRST_TABLES,
            SECOND_TABLES,
            FIRST_ENGINE,
            SECOND_ENGINE,
            RECORD,
            STARTS,
        ],
        rule_options: true,
    };
    let args = Args::parse(tr, &spec, args)?;
    args.no_more_words(0)?;
    let player = |flag: &Flag, default: &str| -> Result<Player> {
        let text = args.value(flag.name).unwrap_or(default);
        Player::parse(text).or_else(|e| {
            usage(tr.f(
                m::CLI_MATCH_BAD_PLAYER,
                [("flag", flag.name.into()), ("error", e.into())],
            ))
        })
    };
    let mut first = player(&FIRST, "level:8")?;
    let mut second = player(&SECOND, "level:7")?;
    if let Some(path) = args.value(FIRST_WEIGHTS.name) {
        first.weights = Some(weights_from(tr, path, FIRST_WEIGHTS.name)?);
        first.name.push_str(" (weights ");
        first.name.push_str(path);
        first.name.push(')');
    }
    if let Some(path) = args.value(SECOND_WEIGHTS.name) {
        second.weights = Some(weights_from(tr, path, SECOND_WEIGHTS.name)?);
        second.name.push_str(" (weights ");
        second.name.push_str(path);
        second.name.push(')');
    }
    for (player, flag) in [(&mut first, &FIRST_TABLES), (&mut second, &SECOND_TABLES)] {
        if let Some(pieces) = args.number(flag.name, 0, MAX_PIECES.into())? {
            player.table_pieces = Some(pieces as u32);
            player.name.push_str(&format!(" (tables of {pieces})"));
        }
    }
    for (player, flag) in [(&mut first, &FIRST_ENGINE), (&mut second, &SECOND_ENGINE)] {
        if let Some(path) = args.value(flag.name) {
            player.engine = Some(path.into());
            player.name.push_str(" (engine ");
            player.name.push_str(path);
            player.name.push(')');
        }
    }
    let games = args.number(GAMES.name, 2, 100_000)?.unwrap_or(40);
    if games % 2 == 1 {
        return usage(tr.f(
            m::CLI_MATCH_ODD_GAMES,
            [("games", games.to_string().into())],
        ));
    }
    let mut spec = MatchSpec::new(first, second, (games / 2) as usize);
    let rules: DamaRules = args.rules::<Dama>()?;
    spec.rules = DamaRules {
        // The engines play from the standard start, White first.
        first: crate::games::FirstPlayer::White,
        ..rules
    };
    // This build's players read the endgame tables as `akidada engine` does,
    // so that it meets another build through the protocol on equal terms.
    spec.tables = true;
    if let Some(seed) = args.number(SEED.name, 0, u64::MAX)? {
        spec.seed = seed;
    }
    if let Some(plies) = args.number(OPENING_PLIES.name, 0, 40)? {
        spec.opening_plies = plies as usize;
    }
    if let Some(path) = args.value(STARTS.name) {
        spec.starts = starts_from(tr, path)?;
        spec.opening_plies = 0;
    }
    // The record is written a game at a time, so that a long match stopped
    // half way keeps the games it played.
    let mut record = match args.value(RECORD.name) {
        Some(path) => Some(
            std::fs::File::create(path)
                .map(io::BufWriter::new)
                .or_else(|e| {
                    usage(tr.f(
                        m::CLI_MATCH_CANNOT_WRITE,
                        [
                            ("path", quote(path).into()),
                            ("error", e.to_string().into()),
                        ],
                    ))
                })?,
        ),
        None => None,
    };
    let mut record_error = None;
    let start = tr.f(
        m::CLI_MATCH_START,
        [
            ("first", (&spec.first.name).into()),
            ("second", (&spec.second.name).into()),
            ("games", games.into()),
            ("plies", spec.opening_plies.into()),
        ],
    );
    let _ = writeln!(err, "{start}");
    let stop = AtomicBool::new(false);
    let played = play_match(&spec, &stop, &mut |game, so_far| {
        let outcome = match game.outcome {
            Some(o) => format!("{} {}", o.score(), tr.msg(&o.message())),
            None => format!(
                "1-1 {}",
                tr.f(m::CLI_MATCH_STOPPED, [("plies", game.moves.len().into())])
            ),
        };
        let white = if game.first_is_white {
            "first"
        } else {
            "second"
        };
        let said = tr.f(
            m::CLI_MATCH_GAME,
            [
                ("number", so_far.games().into()),
                ("white", white.into()),
                ("outcome", outcome.into()),
                ("score", so_far.to_string().into()),
            ],
        );
        let _ = writeln!(err, "{said}");
        if let Some(file) = &mut record
            && record_error.is_none()
        {
            let line = game.record_line(so_far.games());
            if let Err(e) = writeln!(file, "{line}").and_then(|()| file.flush()) {
                record_error = Some(e);
            }
        }
    });
    if let (Some(e), Some(path)) = (record_error, args.value(RECORD.name)) {
        let said = tr.f(
            m::CLI_MATCH_CANNOT_WRITE,
            [
                ("path", quote(path).into()),
                ("error", e.to_string().into()),
            ],
        );
        let _ = writeln!(err, "{said}");
    }
    let result = match played {
        Ok(result) => result,
        Err(e) => {
            let said = tr.f(m::CLI_MATCH_ENGINE_FAILED, [("error", e.into())]);
            writeln!(err, "{said}")?;
            return Ok(Action::Exit(1));
        }
    };
    writeln!(out, "{} vs {}: {result}", spec.first.name, spec.second.name)?;
    let thrown = tr.f(
        m::CLI_MATCH_THROWN_AWAY,
        [
            ("first", result.thrown_away[0].into()),
            ("second", result.thrown_away[1].into()),
            ("first_pieces", result.thrown_away_by_pieces[0].into()),
            ("second_pieces", result.thrown_away_by_pieces[1].into()),
        ],
    );
    writeln!(out, "{thrown}")?;
    out.flush()?;
    Ok(Action::Exit(0))
}

#[cfg(test)]
mod tests {
    use crate::cli::{Action, run_args as run};

    #[test]
    fn bestmove_prints_a_legal_move() {
        let (action, out, err) = run(&["bestmove", "dama", "--depth", "4"]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let start = crate::games::dama::Position::start(crate::games::Side::White);
        assert!(start.parse_move(out.trim()).is_ok(), "{out}");
        assert!(err.contains("depth 4"), "{err}");
    }

    #[test]
    fn bestmove_at_a_level_and_with_no_move() {
        let (action, out, _) = run(&["bestmove", "dama", "--level", "1", "--depth", "3"]);
        assert_eq!(action, Action::Exit(0));
        assert!(!out.trim().is_empty());
        let (_, out, err) = run(&["bestmove", "dama", "--fen", "W:Wa2:Ba3,a4,b2,c2"]);
        assert_eq!(out.trim(), "(none)");
        assert!(err.contains("no legal move"));
    }

    #[test]
    fn analyse_prints_k_ranked_lines() {
        let (action, out, err) = run(&["analyse", "dama", "--multipv", "3", "--depth", "3"]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        for (i, l) in lines.iter().enumerate() {
            assert!(l.starts_with(&format!("{} cp ", i + 1)), "{l}");
        }
    }

    #[test]
    fn usage_errors_name_the_problem() {
        for (args, needle) in [
            (vec!["bestmove"], "expected a game"),
            (vec!["bestmove", "akidada"], "dama only"),
            (
                vec!["bestmove", "dama", "--depth", "3", "--movetime", "5"],
                "not several",
            ),
            (vec!["bestmove", "dama", "--level", "9"], "--level"),
            (vec!["analyse", "dama", "--multipv", "0"], "--multipv"),
            (vec!["match", "--first", "level:11"], "not a player"),
            (vec!["match", "--games", "3"], "even"),
            (vec!["match", "--second-tables", "6"], "--second-tables"),
            (
                vec!["match", "--first-weights", "/nonexistent/w.txt"],
                "cannot read",
            ),
            (vec!["engine", "now"], "unexpected argument"),
        ] {
            let (action, _, err) = run(&args);
            assert_eq!(action, Action::Exit(2), "{args:?}");
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }

    #[test]
    fn a_tiny_match_reports_score_and_elo() {
        let (action, out, err) = run(&[
            "match",
            "--first",
            "depth:2",
            "--second",
            "depth:1",
            "--games",
            "2",
            "--first-tables",
            "0",
        ]);
        assert!(out.contains("(tables of 0)"), "the player is named: {out}");
        assert_eq!(action, Action::Exit(0), "{err}");
        assert!(out.contains("(2 games)") && out.contains("Elo"), "{out}");
        assert!(out.contains("wins thrown away"), "{out}");
        assert_eq!(err.matches("game ").count(), 2, "{err}");
    }

    #[test]
    fn a_match_records_its_games_with_each_moves_score() {
        let dir = std::env::temp_dir().join(format!("akidada-match-record-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.jsonl");
        let (action, _, err) = run(&[
            "match",
            "--first",
            "depth:2",
            "--second",
            "depth:1",
            "--games",
            "2",
            "--record",
            path.to_str().unwrap(),
        ]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let text = std::fs::read_to_string(&path).unwrap();
        let games: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(games.len(), 2, "{text}");
        for (i, game) in games.iter().enumerate() {
            assert_eq!(game["game"], i + 1);
            let moves = game["moves"].as_array().unwrap();
            let scores = game["scores"].as_array().unwrap();
            assert_eq!(moves.len(), scores.len());
            // After the 4 random plies, every move has the mover's score.
            assert!(scores[4..].iter().all(|s| s.as_str().is_some()), "{game}");
        }
        // From given starts: each one with both colours, the start recorded.
        let starts = dir.join("starts.txt");
        std::fs::write(&starts, "# two kings against a man\nB:WKh1:Bc2,f5\n").unwrap();
        let (action, _, err) = run(&[
            "match",
            "--first",
            "depth:2",
            "--second",
            "depth:1",
            "--games",
            "2",
            "--starts",
            starts.to_str().unwrap(),
            "--record",
            path.to_str().unwrap(),
        ]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            let game: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(game["start"], "B:WKh1:Bc2,f5", "{game}");
        }
        std::fs::write(&starts, "B:WKh1:Bc2,f5\nB:Wz9\n").unwrap();
        let (action, _, err) = run(&["match", "--starts", starts.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("line 2"), "{err}");
        std::fs::write(&starts, "# nothing\n").unwrap();
        let (action, _, err) = run(&["match", "--starts", starts.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("no positions"), "{err}");
        // A record that cannot be written is said before the match starts.
        let bad = dir.join("no-such-dir").join("games.jsonl");
        let (action, _, err) = run(&["match", "--games", "2", "--record", bad.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("cannot write"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
