//! `engine`, `bestmove` and `analyse`: the Dama engine from the command line
//! (`match` is in `matches.rs`).

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::ai::drivers::{self, dama::line_text};
use crate::ai::endgame::CachedTables;
use crate::ai::protocol;
use crate::ai::search::{EndgameTables, LEVELS, Level, Limits, Report, Search};
use crate::games::GameKind;
use crate::games::dama::{Dama, DamaRules, Position};
use crate::i18n::{Tr, m};

use super::args::{Args, FEN, Flag, MOVETIME, NODES};
use super::{Action, Result, RuleOptions, Run, Subcommand, usage};

pub(super) const ENGINE: Subcommand = Subcommand {
    name: "engine",
    help: m::CLI_HELP_ENGINE,
    flags: &[],
    rule_options: RuleOptions::Refused,
    examples: &[],
    run: Run::Args(cmd_engine),
};

pub(super) const BESTMOVE: Subcommand = Subcommand {
    name: "bestmove",
    help: m::CLI_HELP_BESTMOVE,
    flags: &[FEN, MOVETIME, DEPTH, NODES, LEVEL],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_bestmove),
};

pub(super) const ANALYSE: Subcommand = Subcommand {
    name: "analyse",
    help: m::CLI_HELP_ANALYSE,
    flags: &[FEN, MOVETIME, DEPTH, NODES, MULTIPV],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_analyse),
};

/// `bestmove`'s time to think unless told: a second, quick to wait for and
/// long enough for a good move.
const BESTMOVE_MS: u64 = 1000;
/// `analyse`'s time unless told: longer, as its several lines share the search.
const ANALYSE_MS: u64 = 2000;
const DEPTH: Flag = Flag::with_value("--depth", "N");
const LEVEL: Flag = Flag::with_value("--level", "L");
const MULTIPV: Flag = Flag::with_value("--multipv", "K");

/// The table size the command line searches with, MB.
const HASH_MB: usize = 16;

/// `engine`: the protocol on the process's standard input and output.
fn cmd_engine(args: Args, _out: &mut dyn Write, _err: &mut dyn Write) -> Result<Action> {
    args.no_more_words(0)?;
    let stdin = io::stdin();
    // `cli::run` does not hold the standard output's lock: the search thread
    // writes to it too.
    drivers::run(stdin.lock(), io::stdout())?;
    Ok(Action::Exit(0))
}

/// Only Dama has an engine so far.
fn dama_only(args: &Args) -> Result<()> {
    match args.game()? {
        GameKind::Dama => Ok(()),
        GameKind::Akidada => usage(args.tr.f(
            m::CLI_ENGINE_DAMA_ONLY,
            [("command", args.command().into())],
        )),
    }
}

/// The search limits from --movetime, --depth and --nodes (at most one), or
/// `default_ms` milliseconds.
fn limits(args: &Args, default_ms: u64) -> Result<Limits> {
    let movetime = args.number(MOVETIME.name, 1, 24 * 3_600_000)?;
    let depth = args.number(DEPTH.name, 1, 100)?;
    let nodes = args.number(NODES.name, 1, u64::MAX)?;
    let given = [movetime.is_some(), depth.is_some(), nodes.is_some()];
    if given.iter().filter(|g| **g).count() > 1 {
        return usage(args.tr.f(
            m::CLI_ENGINE_ONE_LIMIT,
            [("command", args.command().into())],
        ));
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

fn cmd_bestmove(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    dama_only(&args)?;
    args.no_more_words(1)?;
    let pos = args.position::<Dama>()?;
    let rules: DamaRules = args.rules::<Dama>()?;
    let limits = limits(&args, BESTMOVE_MS)?;
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

fn cmd_analyse(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    dama_only(&args)?;
    args.no_more_words(1)?;
    let pos = args.position::<Dama>()?;
    let rules: DamaRules = args.rules::<Dama>()?;
    let lines = args
        .number(MULTIPV.name, 1, protocol::MAX_MULTIPV as u64)?
        .unwrap_or(3) as usize;
    let limits = limits(&args, ANALYSE_MS)?.with_multipv(lines);
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
            (vec!["engine", "now"], "unexpected argument"),
        ] {
            let (action, _, err) = run(&args);
            assert_eq!(action, Action::Exit(2), "{args:?}");
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }
}
