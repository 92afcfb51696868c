//! `tables build`, `tables stats` and `solve dama`: the Dama endgame tables from
//! the command line.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Instant;

use crate::ai::Value;
use crate::ai::cache::cache_dir;
use crate::ai::endgame::file::{self, reading_name};
use crate::ai::endgame::{BuildError, MAX_PIECES, Origin, Progress, Tables};
use crate::games::dama::{Dama, DamaRules, LonePiece, Position};
use crate::games::options;
use crate::games::{EndReason, Outcome, Side};

use super::args::{Args, FEN, Flag, Spec};
use super::{Action, Command, Result, quote, usage};

pub(super) const TABLES: Command = Command {
    name: "tables",
    help: "  tables build [--pieces N] [--lone-piece KingWins|Draw] [--force]
  tables stats [--pieces N] [--lone-piece KingWins|Draw]
      The Dama endgame tables: the exact value (`win 9`, `loss 4`, `draw`, in
      plies) of every position with up to N pieces (2 to 4, default 4), under
      both readings of the lone-piece rule, or the one given. They are kept in
      the cache directory ($AKIDADA_CACHE_DIR, else ~/.cache/akidada); a file
      that is missing or damaged is built again (progress on stderr).
      `build` prints `<reading> <bytes> <how>` per reading (tables already
      there are kept unless --force). `stats` prints one line per signature
      (KMvK: king and man, to move, against a king):
        <reading> <signature> <positions> <wins> <draws> <losses> <captures>
        <longest win> <longest loss> <longest distance to zeroing>
",
    run: cmd_tables,
};

const PIECES: Flag = Flag::with_value("--pieces", "N");
const FORCE: Flag = Flag::switch("--force");

fn cmd_tables(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "tables",
        flags: &[PIECES, FORCE],
        rule_options: true,
    };
    let parsed = Args::parse(&spec, args)?;
    let Some(what) = parsed.words.first() else {
        return usage("tables: expected `tables build` or `tables stats`");
    };
    let build = match what.as_str() {
        "build" => true,
        "stats" => false,
        other => {
            return usage(format!(
                "tables: unknown action {}: expected build or stats",
                quote(other)
            ));
        }
    };
    parsed.no_more_words(1)?;
    if !build && parsed.has(FORCE.name) {
        return usage("tables stats: --force goes with `tables build`");
    }
    let max_pieces = parsed
        .number(PIECES.name, 2, MAX_PIECES.into())?
        .map_or(MAX_PIECES, |n| n as u32);
    let rules = parsed.rules::<Dama>()?;
    let readings: Vec<LonePiece> = if lone_piece_given(args) {
        vec![rules.lone_piece]
    } else {
        vec![LonePiece::KingWins, LonePiece::Draw]
    };
    let dir = cache_dir();
    if build && dir.is_none() {
        return usage(
            "tables build: no cache directory to keep the tables in: set AKIDADA_CACHE_DIR or HOME",
        );
    }
    let started = Instant::now();
    let results = with_progress(err, |progress| {
        std::thread::scope(|scope| {
            let jobs: Vec<_> = readings
                .iter()
                .map(|&lone| {
                    let dir = dir.clone();
                    let force = build && parsed.has(FORCE.name);
                    scope.spawn(move || {
                        let started = Instant::now();
                        let stop = AtomicBool::new(false);
                        let result = match &dir {
                            Some(dir) if force => {
                                build_and_save(dir, lone, max_pieces, progress, &stop)
                            }
                            _ => file::load_or_build(
                                dir.as_deref(),
                                lone,
                                max_pieces,
                                progress,
                                &stop,
                            ),
                        };
                        (lone, result, started.elapsed().as_secs_f64())
                    })
                })
                .collect();
            jobs.into_iter()
                .map(|j| j.join().expect("a table thread panicked"))
                .collect::<Vec<_>>()
        })
    });
    for (lone, result, seconds) in results {
        let (tables, origin) = match result {
            Ok(done) => done,
            Err(e) => {
                let _ = writeln!(err, "akidada: tables: {}: {e}", reading_name(lone));
                return Ok(Action::Exit(1));
            }
        };
        let _ = writeln!(
            err,
            "{} tables ({max_pieces} pieces): {origin}, {seconds:.1} s",
            reading_name(lone)
        );
        if build {
            let how = match origin {
                Origin::Loaded(_) => "kept",
                Origin::Built { .. } => "built",
            };
            writeln!(out, "{} {} {how}", reading_name(lone), tables.size())?;
        } else {
            print_stats(&tables, out)?;
        }
    }
    let _ = writeln!(err, "done in {:.1} s", started.elapsed().as_secs_f64());
    out.flush()?;
    Ok(Action::Exit(0))
}

/// Builds whatever the cache holds, and saves.
fn build_and_save(
    dir: &std::path::Path,
    lone: LonePiece,
    max_pieces: u32,
    progress: &(dyn Fn(&Progress) + Sync),
    stop: &AtomicBool,
) -> std::result::Result<(Tables, Origin), BuildError> {
    let tables = Tables::build(lone, max_pieces, progress, stop)?;
    let path = file::file_path(dir, lone, max_pieces);
    let saved = file::save(&path, &tables)
        .map(|()| path.clone())
        .map_err(|e| format!("{}: {e}", path.display()));
    Ok((
        tables,
        Origin::Built {
            replaced: None,
            saved,
        },
    ))
}

fn print_stats(tables: &Tables, out: &mut dyn Write) -> Result<()> {
    let reading = reading_name(tables.lone_piece());
    for (s, st) in tables.signatures() {
        writeln!(
            out,
            "{reading} {s} {} {} {} {} {} {} {} {}",
            st.positions,
            st.wins,
            st.draws,
            st.losses,
            st.captures,
            st.longest_win,
            st.longest_loss,
            st.longest_zeroing
        )?;
    }
    Ok(())
}

/// Whether `--lone-piece` (in any of the spellings the flag parser accepts) is
/// among the arguments.
fn lone_piece_given(args: &[String]) -> bool {
    args.iter().any(|a| {
        let name = a.split('=').next().unwrap_or("");
        name.starts_with("--")
            && options::find(DamaRules::OPTIONS, name.trim_start_matches('-'))
                .is_ok_and(|o| o.name == "lone_piece")
    })
}

/// Runs `work` on a thread of its own, printing its progress on `err` (one line
/// per signature) from this thread, which holds `err`.
fn with_progress<T: Send>(
    err: &mut dyn Write,
    work: impl FnOnce(&(dyn Fn(&Progress) + Sync)) -> T + Send,
) -> T {
    let (tx, rx) = mpsc::channel::<Progress>();
    std::thread::scope(|scope| {
        let job = scope.spawn(move || {
            let report = move |p: &Progress| {
                let _ = tx.send(*p);
            };
            work(&report)
        });
        for p in rx {
            if let Some(s) = p.signature {
                let _ = writeln!(
                    err,
                    "building {} tables: {s} ({:.0}%)",
                    reading_name(p.lone_piece),
                    100.0 * p.fraction()
                );
            }
        }
        job.join().expect("the table thread panicked")
    })
}

/// `solve dama --fen POS [rule options]`, with the arguments read (the game
/// word first; `--fen` and the rule options are used).
pub(super) fn solve_dama(args: &Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    args.no_more_words(1)?;
    let Some(fen) = args.value(FEN.name) else {
        return usage(format!(
            "solve dama: expected a position with --fen, with at most {MAX_PIECES} pieces, \
             e.g. --fen \"W:WKd4,e4:BKa8\""
        ));
    };
    let pos: Position = super::args::position_from::<Dama>(fen)?;
    let rules = args.rules::<Dama>()?;
    let pieces = pos.occupied().count_ones();
    if pieces > MAX_PIECES {
        return usage(format!(
            "solve dama: the position has {pieces} pieces: the endgame tables cover \
             positions with at most {MAX_PIECES} (men and kings of both sides)"
        ));
    }
    let tables = match solve_tables(&rules, pieces, err) {
        Ok(tables) => tables,
        Err(e) => {
            let _ = writeln!(err, "akidada: solve dama: {e}");
            return Ok(Action::Exit(1));
        }
    };
    let Some(entry) = tables.root_entry(&pos) else {
        return usage("solve dama: the position is not in the tables");
    };
    writeln!(out, "{}", entry.value)?;
    out.flush()?;

    let side = pos.side_to_move();
    let _ = writeln!(
        err,
        "{side} to move: {} (lone_piece {}, perfect play, repetition and no progress ignored)",
        in_words(entry.value, side),
        reading_name(rules.lone_piece)
    );
    let lone_rule = |o: &Outcome| {
        matches!(
            o.reason(),
            EndReason::KingVersusLonePiece | EndReason::OnePieceEach
        )
    };
    if let Some(outcome) = pos.decided_by_material(&rules).filter(lone_rule) {
        let _ = writeln!(
            err,
            "note: reached by a move, this position would be over ({outcome}); set up, it is \
             played on and the rule judges its moves"
        );
    }
    let q = pos.quiet_plies();
    if entry.zeroing > 0 && rules.no_progress > 0 {
        let limit = 2 * u32::from(rules.no_progress);
        let verdict = if entry.spoiled(q, rules.no_progress) {
            "spoils it: a draw under the rule"
        } else {
            "does not spoil it"
        };
        let _ = writeln!(
            err,
            "no progress: {} to the next capture or man's move; the count ({q} of {limit} \
             plies) {verdict}",
            plies(entry.zeroing)
        );
        if !entry.spoiled(q, rules.no_progress) && limit < u32::from(tables.longest_zeroing()) {
            let _ = writeln!(
                err,
                "caution: with a limit this short, a later stretch without progress may run \
                 out too; the answer above is for the next one"
            );
        }
    }
    if let Some(moves) = tables.move_values(&pos) {
        for m in moves {
            let _ = writeln!(err, "  {} {}", pos.move_text(&m.mv), m.value);
        }
    }
    Ok(Action::Exit(0))
}

/// The tables for a position of `pieces` pieces: the four-piece tables if they
/// are in the cache, else the smallest that cover it (loaded or built, then
/// kept).
fn solve_tables(
    rules: &DamaRules,
    pieces: u32,
    err: &mut dyn Write,
) -> std::result::Result<Tables, BuildError> {
    let lone = rules.lone_piece;
    let dir = cache_dir();
    if let Some(dir) = &dir
        && let Ok(tables) = file::load(&file::file_path(dir, lone, MAX_PIECES), lone, MAX_PIECES)
    {
        return Ok(tables);
    }
    let size = pieces.clamp(2, MAX_PIECES);
    let stop = AtomicBool::new(false);
    let result = with_progress(err, |progress| {
        file::load_or_build(dir.as_deref(), lone, size, progress, &stop)
    });
    let (tables, origin) = result?;
    let _ = writeln!(
        err,
        "{} tables ({size} pieces): {origin}",
        reading_name(lone)
    );
    Ok(tables)
}

fn in_words(value: Value, side: Side) -> String {
    match value {
        Value::Win(n) => format!("{side} wins in {}", plies(n)),
        Value::Loss(0) => format!("{side} has lost"),
        Value::Loss(n) => format!("{side} loses in {}", plies(n)),
        Value::Draw => "a draw".to_string(),
    }
}

fn plies(n: u16) -> String {
    if n == 1 {
        "1 ply".to_string()
    } else {
        format!("{n} plies")
    }
}
