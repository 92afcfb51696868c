//! `puzzles generate`: new puzzle files, from self-play games, with the
//! command that made them and a report of the run.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use crate::ai::puzzles::Context;
use crate::ai::puzzles::{self, DrillPosition, Kind, Puzzle, Reject, Theme};
use crate::i18n::{Tr, m};
use crate::lab::puzzles::{self as generate, Generated, Spec as GenSpec};

use super::super::args::{Args, Flag, Spec};
use super::super::{Action, Result, Verb, fail};
use super::{SEED, load_context};

const AKIDADA: Flag = Flag::with_value("--akidada", "N");
const ENDGAME: Flag = Flag::with_value("--endgame", "N");
const MIDDLEGAME: Flag = Flag::with_value("--middlegame", "N");
const DRILL: Flag = Flag::with_value("--drill", "N");
const THREADS: Flag = Flag::with_value("--threads", "N");
const OUT: Flag = Flag::with_value("--out", "DIR");

/// `puzzles generate`: writes the files to `--out` (`assets/puzzles`) and
/// prints that folder.
pub(super) const GENERATE: Verb = Verb {
    spec: Spec {
        command: super::GENERATE_NAME,
        flags: &[SEED, AKIDADA, ENDGAME, MIDDLEGAME, DRILL, THREADS, OUT],
        rule_options: false,
    },
    run,
};

fn run(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    parsed.no_more_words(0)?;
    let wanted = wanted(&parsed)?;
    let dir = parsed
        .path(OUT.name)
        .map_or_else(|| PathBuf::from("assets/puzzles"), Path::to_path_buf);
    let ctx = load_context(tr, err)?;
    let Some(generated) = generate_with_notes(&ctx, &wanted, err) else {
        return fail(err, tr.t(m::CLI_PUZZLES_INTERNAL_ERROR));
    };
    let report = stats_text(&generated);
    let _ = write!(err, "{report}");
    if let Err(e) = write_files(tr, &dir, &made_by(&wanted), &generated, &report) {
        return fail(err, e);
    }
    writeln!(out, "{}", dir.display())?;
    Ok(Action::Exit(0))
}

/// How many puzzles of each kind, from which games: the defaults, changed by
/// the flags.
fn wanted(parsed: &Args) -> Result<GenSpec> {
    let defaults = GenSpec::default();
    let n = |flag: &Flag, default: usize| -> Result<usize> {
        Ok(parsed
            .number(flag.name, 0, 100_000)?
            .map_or(default, |n| n as usize))
    };
    Ok(GenSpec {
        seed: parsed
            .number(SEED.name, 0, u64::MAX)?
            .unwrap_or(defaults.seed),
        akidada: n(&AKIDADA, defaults.akidada)?,
        endgame: n(&ENDGAME, defaults.endgame)?,
        middlegame: n(&MIDDLEGAME, defaults.middlegame)?,
        drill: n(&DRILL, defaults.drill)?,
        threads: parsed
            .number(THREADS.name, 1, 64)?
            .map_or(defaults.threads, |n| n as usize),
        ..defaults
    })
}

/// The command that makes the same files again, for their first line.
fn made_by(wanted: &GenSpec) -> String {
    format!(
        "akidada puzzles generate --seed {} --akidada {} --endgame {} --middlegame {} --drill {} --threads {}",
        wanted.seed,
        wanted.akidada,
        wanted.endgame,
        wanted.middlegame,
        wanted.drill,
        wanted.threads
    )
}

/// Runs the generation on a thread of its own, its notes coming back here to
/// `err`; `None` if it panicked.
fn generate_with_notes(ctx: &Context, wanted: &GenSpec, err: &mut dyn Write) -> Option<Generated> {
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let tx = Mutex::new(tx);
    let note = |s: &str| {
        if let Ok(tx) = tx.lock() {
            let _ = tx.send(s.to_string());
        }
    };
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let job = scope.spawn(|| {
            let g = generate::generate(ctx, wanted, &note, &stop);
            // Closing the channel ends the loop below.
            drop(tx.lock().map(|t| t.send(String::new())));
            g
        });
        for line in rx.iter() {
            if line.is_empty() {
                break;
            }
            let _ = writeln!(err, "{line}");
        }
        job.join().ok()
    })
}

/// What the run did, as text: time, games, candidates and each check's
/// removals per kind, counts per theme, the spread of ratings.
pub fn stats_text(g: &Generated) -> String {
    let s = &g.stats;
    let mut t = format!(
        "generation: {:.0} s; games: {} Akidada, {} Dama\n",
        s.seconds, s.games[0], s.games[1]
    );
    for kind in Kind::ALL {
        t.push_str(&format!(
            "{}: {} candidates, kept {}",
            kind.id(),
            s.candidates.get(&kind).copied().unwrap_or(0),
            s.kept.get(&kind).copied().unwrap_or(0)
        ));
        for why in Reject::ALL {
            if let Some(n) = s.removed.get(&(kind, why)) {
                t.push_str(&format!("; {why} {n}"));
            }
        }
        t.push('\n');
        let of_kind: Vec<&Puzzle> = g.puzzles.iter().filter(|p| p.kind == kind).collect();
        let mut themes: Vec<String> = Vec::new();
        for theme in Theme::ALL {
            let n = of_kind.iter().filter(|p| p.has_theme(theme)).count();
            if n > 0 {
                themes.push(format!("{theme} {n}"));
            }
        }
        let goals: Vec<String> = [
            puzzles::Goal::Win,
            puzzles::Goal::Draw,
            puzzles::Goal::Material,
        ]
        .iter()
        .filter_map(|goal| {
            let n = of_kind.iter().filter(|p| p.goal == *goal).count();
            (n > 0).then(|| format!("{} {n}", goal.id()))
        })
        .collect();
        let mut ratings: Vec<u32> = of_kind.iter().map(|p| p.rating).collect();
        ratings.sort();
        let q = |f: f64| {
            ratings
                .get(((ratings.len() as f64 - 1.0) * f).round() as usize)
                .copied()
                .unwrap_or(0)
        };
        t.push_str(&format!(
            "  goals: {}; themes: {}\n  ratings: min {} quartiles {} {} {} max {}\n",
            goals.join(", "),
            themes.join(", "),
            q(0.0),
            q(0.25),
            q(0.5),
            q(0.75),
            q(1.0)
        ));
    }
    t.push_str(&format!(
        "drill: {} positions with a capture, kept {}\n",
        s.drill_candidates, s.drill_kept
    ));
    t
}

/// Writes each kind's file and the drill's, each starting with the command
/// that made it, atomically (a temporary file renamed). The error is worded.
fn write_files(
    tr: Tr,
    dir: &Path,
    command: &str,
    g: &Generated,
    report: &str,
) -> std::result::Result<(), String> {
    let cannot_write = |path: &Path, e: std::io::Error| {
        tr.f(
            m::CLI_PUZZLES_CANNOT_WRITE,
            [
                ("path", path.display().to_string().into()),
                ("error", e.to_string().into()),
            ],
        )
    };
    std::fs::create_dir_all(dir).map_err(|e| cannot_write(dir, e))?;
    let head = format!("# made by: {command}\n");
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    for kind in Kind::ALL {
        let mut text = head.clone();
        for p in g.puzzles.iter().filter(|p| p.kind == kind) {
            text.push_str(&p.to_json());
            text.push('\n');
        }
        files.push((dir.join(kind.file_name()), text));
    }
    let mut text = head.clone();
    for d in &g.drill {
        text.push_str(&DrillPosition::to_json(d));
        text.push('\n');
    }
    files.push((dir.join("drill.jsonl"), text));
    let report: String = report.lines().map(|l| format!("# {l}\n")).collect();
    files.push((dir.join("generation.txt"), format!("{head}{report}")));
    for (path, text) in files {
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, &path))
            .map_err(|e| cannot_write(&path, e))?;
    }
    Ok(())
}
