//! `tables build`, `tables stats` and `solve dama`: the Dama endgame tables from
//! the command line.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Instant;

use crate::ai::Value;
use crate::ai::cache::cache_dir;
use crate::ai::endgame::file::{self, reading_name};
use crate::ai::endgame::{BuildError, DEFAULT_PIECES, MAX_PIECES, Origin, Progress, Tables};
use crate::games::dama::{Dama, DamaRules, LonePiece, Position};
use crate::games::{EndReason, Outcome, Side};
use crate::i18n::{Tr, m};

use super::args::{Args, FEN, Flag};
use super::{Action, Result, RuleOptions, Run, Subcommand, fail, quote, usage};

pub(super) const TABLES: Subcommand = Subcommand {
    name: "tables",
    help: m::CLI_HELP_TABLES,
    flags: &[PIECES, FORCE],
    rule_options: RuleOptions::Unlisted,
    examples: &[],
    run: Run::Args(cmd_tables),
};

const PIECES: Flag = Flag::with_value("--pieces", "N");
const FORCE: Flag = Flag::switch("--force");

/// `tables build | stats`: the tables of each reading of the lone-piece rule
/// loaded or built, then a line for each (`build`) or its figures (`stats`).
fn cmd_tables(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    let job = Job::of(&args)?;
    let started = Instant::now();
    let results = with_progress(tr, err, |progress| job.run(progress));
    for (lone, result, seconds) in results {
        let (tables, origin) = match result {
            Ok(done) => done,
            Err(e) => return fail(err, format_args!("tables: {}: {e}", reading_name(lone))),
        };
        let said = tr.f(
            m::CLI_TABLES_ORIGIN_TIME,
            [
                ("reading", reading_name(lone).into()),
                ("pieces", job.max_pieces.into()),
                ("origin", origin.to_string().into()),
                ("seconds", format!("{seconds:.1}").into()),
            ],
        );
        let _ = writeln!(err, "{said}");
        if job.build {
            let how = match origin {
                Origin::Loaded(_) => "kept",
                Origin::Built { .. } => "built",
            };
            writeln!(out, "{} {} {how}", reading_name(lone), tables.size())?;
        } else {
            print_stats(&tables, out)?;
        }
    }
    let seconds = format!("{:.1}", started.elapsed().as_secs_f64());
    let _ = writeln!(
        err,
        "{}",
        tr.f(m::CLI_TABLES_DONE, [("seconds", seconds.into())])
    );
    out.flush()?;
    Ok(Action::Exit(0))
}

/// The tables loaded or built for one reading, and how long they took.
type Made = (
    LonePiece,
    std::result::Result<(Tables, Origin), BuildError>,
    f64,
);

/// What `tables` is asked to do.
struct Job {
    /// `build` (else `stats`).
    build: bool,
    /// Build even what the cache holds.
    force: bool,
    max_pieces: u32,
    /// The readings of the lone-piece rule: the one given, or both.
    readings: Vec<LonePiece>,
    dir: Option<PathBuf>,
}

impl Job {
    fn of(args: &Args) -> Result<Job> {
        let tr = args.tr;
        let build = match args.word(0).as_deref() {
            None => return usage(tr.t(m::CLI_TABLES_EXPECTED_ACTION)),
            Some("build") => true,
            Some("stats") => false,
            Some(other) => {
                return usage(tr.f(
                    m::CLI_TABLES_UNKNOWN_ACTION,
                    [("action", quote(other).into())],
                ));
            }
        };
        args.no_more_words(1)?;
        if !build && args.has(FORCE.name) {
            return usage(tr.t(m::CLI_TABLES_FORCE));
        }
        let max_pieces = args
            .number(PIECES.name, 2, MAX_PIECES.into())?
            .map_or(DEFAULT_PIECES, |n| n as u32);
        let rules = args.rules::<Dama>()?;
        let readings = if args.gives_rule_option(DamaRules::OPTIONS, "lone_piece") {
            vec![rules.lone_piece]
        } else {
            vec![LonePiece::KingWins, LonePiece::Draw]
        };
        let dir = cache_dir();
        if build && dir.is_none() {
            return usage(tr.t(m::CLI_TABLES_NO_CACHE));
        }
        Ok(Job {
            build,
            force: build && args.has(FORCE.name),
            max_pieces,
            readings,
            dir,
        })
    }

    /// The tables of every reading.
    fn run(&self, progress: &(dyn Fn(&Progress) + Sync)) -> Vec<Made> {
        if self.max_pieces > DEFAULT_PIECES {
            // Each five-piece build takes every core and 8 GB of memory: one
            // reading after the other.
            return self
                .readings
                .iter()
                .map(|&lone| self.one(lone, progress))
                .collect();
        }
        // The readings side by side.
        std::thread::scope(|scope| {
            let jobs: Vec<_> = self
                .readings
                .iter()
                .map(|&lone| scope.spawn(move || self.one(lone, progress)))
                .collect();
            jobs.into_iter()
                .map(|j| j.join().expect("a table thread panicked"))
                .collect()
        })
    }

    /// The tables of one reading.
    fn one(&self, lone: LonePiece, progress: &(dyn Fn(&Progress) + Sync)) -> Made {
        let started = Instant::now();
        let stop = AtomicBool::new(false);
        let result = match &self.dir {
            Some(dir) if self.force => build_and_save(dir, lone, self.max_pieces, progress, &stop),
            _ => file::load_or_build(self.dir.as_deref(), lone, self.max_pieces, progress, &stop),
        };
        (lone, result, started.elapsed().as_secs_f64())
    }
}

/// Builds whatever the cache holds, and saves.
fn build_and_save(
    dir: &Path,
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

/// Runs `work` on a thread of its own, printing its progress on `err` (one line
/// per signature) from this thread, which holds `err`.
fn with_progress<T: Send>(
    tr: Tr,
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
                let said = tr.f(
                    m::CLI_TABLES_BUILDING,
                    [
                        ("reading", reading_name(p.lone_piece).into()),
                        ("signature", s.to_string().into()),
                        ("percent", format!("{:.0}", 100.0 * p.fraction()).into()),
                    ],
                );
                let _ = writeln!(err, "{said}");
            }
        }
        job.join().expect("the table thread panicked")
    })
}

/// `solve dama --fen POS [rule options]`, with the arguments read (the game
/// word first; `--fen` and the rule options are used).
pub(super) fn solve_dama(args: &Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(1)?;
    let Some(fen) = args.value(FEN.name) else {
        return usage(tr.f(m::CLI_SOLVE_DAMA_NEEDS_FEN, [("max", MAX_PIECES.into())]));
    };
    let pos: Position = super::args::position_from::<Dama>(tr, &fen)?;
    let rules = args.rules::<Dama>()?;
    let pieces = pos.occupied().count_ones();
    if pieces > MAX_PIECES {
        return usage(tr.f(
            m::CLI_SOLVE_DAMA_TOO_MANY,
            [("pieces", pieces.into()), ("max", MAX_PIECES.into())],
        ));
    }
    if pieces > DEFAULT_PIECES
        && !cache_dir().is_some_and(|dir| file::present(&dir, rules.lone_piece, pieces))
    {
        let said = tr.f(
            m::CLI_SOLVE_DAMA_NOT_BUILT,
            [
                ("pieces", pieces.into()),
                ("reading", reading_name(rules.lone_piece).into()),
            ],
        );
        let _ = writeln!(err, "akidada: {said}");
        return Ok(Action::Exit(1));
    }
    let tables = match solve_tables(tr, &rules, pieces, err) {
        Ok(tables) => tables,
        Err(e) => {
            let _ = writeln!(err, "akidada: solve dama: {e}");
            return Ok(Action::Exit(1));
        }
    };
    let Some(entry) = tables.root_entry(&pos) else {
        return usage(tr.t(m::CLI_SOLVE_DAMA_NOT_IN_TABLES));
    };
    writeln!(out, "{}", entry.value)?;
    out.flush()?;

    let side = pos.side_to_move();
    let said = tr.f(
        m::CLI_SOLVE_DAMA_VALUE,
        [
            ("side", side.into()),
            ("value", in_words(tr, entry.value, side).into()),
            ("reading", reading_name(rules.lone_piece).into()),
        ],
    );
    let _ = writeln!(err, "{said}");
    let lone_rule = |o: &Outcome| {
        matches!(
            o.reason(),
            EndReason::KingVersusLonePiece | EndReason::OnePieceEach
        )
    };
    if let Some(outcome) = pos.decided_by_material(&rules).filter(lone_rule) {
        let said = tr.f(
            m::CLI_SOLVE_DAMA_LONE_NOTE,
            [("outcome", outcome.message().into())],
        );
        let _ = writeln!(err, "{said}");
    }
    let q = pos.quiet_plies();
    if entry.zeroing > 0 && rules.no_progress > 0 {
        let limit = 2 * u32::from(rules.no_progress);
        let spoiled = entry.spoiled(q, rules.no_progress);
        let said = tr.f(
            if spoiled {
                m::CLI_SOLVE_DAMA_SPOILED
            } else {
                m::CLI_SOLVE_DAMA_NOT_SPOILED
            },
            [
                ("plies", plies(tr, entry.zeroing).into()),
                ("count", q.into()),
                ("limit", limit.into()),
            ],
        );
        let _ = writeln!(err, "{said}");
        if !spoiled && limit < u32::from(tables.longest_zeroing()) {
            let _ = writeln!(err, "{}", tr.t(m::CLI_SOLVE_DAMA_CAUTION));
        }
    }
    if let Some(moves) = tables.move_values(&pos) {
        for m in moves {
            let _ = writeln!(err, "  {} {}", pos.move_text(&m.mv), m.value);
        }
    }
    Ok(Action::Exit(0))
}

/// The tables for a position of `pieces` pieces: the largest in the cache if
/// they cover it, else the smallest that do (loaded or built, then kept; the
/// five-piece tables only when asked for, as a build takes most of an hour).
fn solve_tables(
    tr: Tr,
    rules: &DamaRules,
    pieces: u32,
    err: &mut dyn Write,
) -> std::result::Result<Tables, BuildError> {
    let lone = rules.lone_piece;
    let dir = cache_dir();
    if let Some(dir) = &dir
        && let Some((tables, _)) = file::load_largest(dir, lone, pieces.max(2))
    {
        return Ok(tables);
    }
    let size = pieces.clamp(2, DEFAULT_PIECES);
    let stop = AtomicBool::new(false);
    let result = with_progress(tr, err, |progress| {
        file::load_or_build(dir.as_deref(), lone, size, progress, &stop)
    });
    let (tables, origin) = result?;
    let said = tr.f(
        m::CLI_TABLES_ORIGIN,
        [
            ("reading", reading_name(lone).into()),
            ("pieces", size.into()),
            ("origin", origin.to_string().into()),
        ],
    );
    let _ = writeln!(err, "{said}");
    Ok(tables)
}

fn in_words(tr: Tr, value: Value, side: Side) -> String {
    match value {
        Value::Win(n) => tr.f(
            m::CLI_VALUE_WIN,
            [("side", side.into()), ("plies", plies(tr, n).into())],
        ),
        Value::Loss(0) => tr.f(m::CLI_VALUE_LOST, [("side", side.into())]),
        Value::Loss(n) => tr.f(
            m::CLI_VALUE_LOSS,
            [("side", side.into()), ("plies", plies(tr, n).into())],
        ),
        Value::Draw => tr.t(m::CLI_VALUE_DRAW).to_string(),
    }
}

fn plies(tr: Tr, n: u16) -> String {
    tr.f(m::CLI_PLIES, [("count", n.into())])
}
