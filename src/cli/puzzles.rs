//! `puzzles generate | check | export | show`: the puzzles from the command
//! line. The messages are in `cli.ftl`; the report of a run (`stats_text`) is
//! kept in English, as it is written into the puzzle files too.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::ai::cache::cache_dir;
use crate::ai::puzzles::generate::{self, Context, Generated, Spec as GenSpec};
use crate::ai::puzzles::middle::{self, ProofSearch};
use crate::ai::puzzles::{self, DrillPosition, Kind, Puzzle, Reject, Theme, check};
use crate::ai::search::EndgameTables;
use crate::games::GameKind;
use crate::i18n::{Tr, m};
use crate::rng::Rng;

use super::args::{Args, Flag, Spec, unknown_game};
use super::{Action, Command, Result, quote, usage};

pub(super) const PUZZLES: Command = Command {
    name: "puzzles",
    help: m::CLI_HELP_PUZZLES,
    examples: &[
        (
            "json",
            r#"{"id":..,"game":"dama"|"akidada","position":..,"options":{..},"#,
        ),
        (
            "json2",
            r#""solution":[..],"themes":[..],"rating":N,"kind":..,"goal":..}"#,
        ),
    ],
    run: cmd_puzzles,
};

const JSON: Flag = Flag::switch("--json");
const GAME: Flag = Flag::with_value("--game", "GAME");
const THEME: Flag = Flag::with_value("--theme", "THEME");
const KIND: Flag = Flag::with_value("--kind", "KIND");
const SAMPLE: Flag = Flag::with_value("--sample", "N");
const SEED: Flag = Flag::with_value("--seed", "N");
const NODES: Flag = Flag::with_value("--nodes", "N");
const DIR: Flag = Flag::with_value("--dir", "DIR");
const AKIDADA: Flag = Flag::with_value("--akidada", "N");
const ENDGAME: Flag = Flag::with_value("--endgame", "N");
const MIDDLEGAME: Flag = Flag::with_value("--middlegame", "N");
const DRILL: Flag = Flag::with_value("--drill", "N");
const THREADS: Flag = Flag::with_value("--threads", "N");
const OUT: Flag = Flag::with_value("--out", "DIR");

fn cmd_puzzles(
    tr: Tr,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let Some(action) = args.first() else {
        return usage(tr.t(m::CLI_PUZZLES_ACTIONS));
    };
    let rest = &args[1..];
    match action.as_str() {
        "export" => export(tr, rest, out, err),
        "show" => show(tr, rest, out, err),
        "check" => run_check(tr, rest, out, err),
        "generate" => run_generate(tr, rest, out, err),
        other => usage(tr.f(
            m::CLI_PUZZLES_UNKNOWN_ACTION,
            [("action", quote(other).into())],
        )),
    }
}

/// The message for puzzle files that do not read.
fn damaged(tr: Tr, e: &dyn std::fmt::Display) -> String {
    tr.f(m::CLI_PUZZLES_DAMAGED, [("error", e.to_string().into())])
}

/// The shipped puzzles, or the exit status of a damaged build.
fn load_shipped(tr: Tr, err: &mut dyn Write) -> std::result::Result<Vec<Puzzle>, Action> {
    puzzles::shipped().map_err(|e| {
        let _ = writeln!(err, "akidada: {}", damaged(tr, &e));
        Action::Exit(1)
    })
}

fn export(tr: Tr, args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles export",
        flags: &[JSON, GAME, THEME],
        rule_options: false,
    };
    let parsed = Args::parse(tr, &spec, args)?;
    parsed.no_more_words(0)?;
    if !parsed.has(JSON.name) {
        return usage(tr.t(m::CLI_PUZZLES_EXPORT_JSON));
    }
    let game = match parsed.value(GAME.name) {
        None => None,
        Some(g) => match GameKind::from_id(g) {
            Some(k) => Some(k),
            None => return unknown_game(tr, spec.command, g),
        },
    };
    let theme = match parsed.value(THEME.name) {
        None => None,
        Some(t) => match Theme::from_id(t) {
            Some(t) => Some(t),
            None => {
                return usage(tr.f(m::CLI_PUZZLES_UNKNOWN_THEME, [("theme", quote(t).into())]));
            }
        },
    };
    let all = match load_shipped(tr, err) {
        Ok(all) => all,
        Err(action) => return Ok(action),
    };
    for p in all
        .iter()
        .filter(|p| game.is_none_or(|g| p.game() == g))
        .filter(|p| theme.is_none_or(|t| p.has_theme(t)))
    {
        writeln!(out, "{}", p.to_json())?;
    }
    out.flush()?;
    Ok(Action::Exit(0))
}

fn show(tr: Tr, args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles show",
        flags: &[JSON],
        rule_options: false,
    };
    let parsed = Args::parse(tr, &spec, args)?;
    let Some(id) = parsed.words.first() else {
        return usage(tr.t(m::CLI_PUZZLES_SHOW_ID));
    };
    parsed.no_more_words(1)?;
    let all = match load_shipped(tr, err) {
        Ok(all) => all,
        Err(action) => return Ok(action),
    };
    match all.iter().find(|p| p.id.eq_ignore_ascii_case(id.trim())) {
        Some(p) => {
            writeln!(out, "{}", p.to_json())?;
            Ok(Action::Exit(0))
        }
        None => usage(tr.f(m::CLI_PUZZLES_NO_SUCH_ID, [("id", quote(id).into())])),
    }
}

/// Reads the puzzle files of `dir`; the error is worded.
fn read_dir(tr: Tr, dir: &Path) -> std::result::Result<Vec<Puzzle>, String> {
    let mut all = Vec::new();
    for kind in Kind::ALL {
        let path = dir.join(kind.file_name());
        let text = std::fs::read_to_string(&path).map_err(|e| {
            tr.f(
                m::CLI_PUZZLES_CANNOT_READ,
                [
                    ("path", path.display().to_string().into()),
                    ("error", e.to_string().into()),
                ],
            )
        })?;
        let mut list = puzzles::puzzle::read_lines(&text, &path.display().to_string())
            .map_err(|e| damaged(tr, &e))?;
        all.append(&mut list);
    }
    Ok(all)
}

/// The tables every check needs, loaded once (built in the cache the first time).
fn load_context(tr: Tr, err: &mut dyn Write) -> std::result::Result<Context, Action> {
    let dir = cache_dir();
    if dir.is_none() {
        let _ = writeln!(err, "akidada: {}", tr.t(m::CLI_PUZZLES_NO_CACHE));
    }
    let mut note = |s: &str| {
        let _ = writeln!(err, "{s}");
    };
    Context::load(dir.as_deref(), &mut note).map_err(|e| {
        let _ = writeln!(err, "akidada: puzzles: {e}");
        Action::Exit(1)
    })
}

fn run_check(tr: Tr, args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles check",
        flags: &[KIND, SAMPLE, SEED, NODES, DIR],
        rule_options: false,
    };
    let parsed = Args::parse(tr, &spec, args)?;
    parsed.no_more_words(0)?;
    let kind = match parsed.value(KIND.name) {
        None => None,
        Some(k) => match Kind::from_id(k) {
            Some(k) => Some(k),
            None => {
                return usage(tr.f(m::CLI_PUZZLES_UNKNOWN_KIND, [("kind", quote(k).into())]));
            }
        },
    };
    let sample = parsed.number(SAMPLE.name, 1, 1_000_000)?;
    let seed = parsed.number(SEED.name, 0, u64::MAX)?.unwrap_or(0);
    let nodes = parsed
        .number(NODES.name, 1000, 1_000_000_000)?
        .unwrap_or(generate::PROOF_NODES);
    let all = match parsed.value(DIR.name) {
        Some(dir) => match read_dir(tr, Path::new(dir)) {
            Ok(all) => all,
            Err(e) => {
                let _ = writeln!(err, "akidada: {e}");
                return Ok(Action::Exit(1));
            }
        },
        None => match load_shipped(tr, err) {
            Ok(all) => all,
            Err(action) => return Ok(action),
        },
    };
    let chosen = choose(&all, kind, sample.map(|n| n as usize), seed);
    let ctx = match load_context(tr, err) {
        Ok(ctx) => ctx,
        Err(action) => return Ok(action),
    };
    let started = Instant::now();
    // One proof search per reading of the lone-piece rule: it carries that
    // reading's tables.
    let mut searches: BTreeMap<bool, ProofSearch> = BTreeMap::new();
    let mut failed = 0;
    let mut counts: BTreeMap<Kind, usize> = BTreeMap::new();
    for p in &chosen {
        let tables = |p: &Puzzle| {
            p.dama_rules()
                .ok()
                .map(|r| Arc::clone(ctx.tables_for(r.lone_piece)))
        };
        let solver = |p: &Puzzle| {
            p.akidada_rules()
                .ok()
                .and_then(|r| ctx.solver_for(&r).cloned())
        };
        let lone = p.dama_rules().map(|r| r.lone_piece).ok();
        let result = match (p.kind, lone) {
            (Kind::DamaMiddlegame, Some(lone)) => {
                let ps = searches
                    .entry(lone == crate::games::dama::LonePiece::Draw)
                    .or_insert_with(|| {
                        let tables = Arc::clone(ctx.tables_for(lone)) as Arc<dyn EndgameTables>;
                        ProofSearch::new(nodes, seed, Some(tables))
                    });
                check::middlegame(ps, p, middle::CHECK_MARGIN)
            }
            (Kind::DamaMiddlegame, None) => Err("its rule options do not read".to_string()),
            (Kind::Akidada, _) => match solver(p) {
                Some(s) => check::akidada(&s, p),
                None => Err("no Akidada table for its rules".to_string()),
            },
            (Kind::DamaEndgame, _) => match tables(p) {
                Some(t) => check::endgame(&t, p),
                None => Err("its rule options do not read".to_string()),
            },
        };
        *counts.entry(p.kind).or_default() += 1;
        match result {
            Ok(()) => writeln!(out, "{} ok", p.id)?,
            Err(why) => {
                failed += 1;
                writeln!(out, "{} FAILED {why}", p.id)?;
            }
        }
    }
    let summary: Vec<String> = counts
        .iter()
        .map(|(k, n)| format!("{n} {}", k.id()))
        .collect();
    let said = tr.f(
        m::CLI_PUZZLES_CHECKED,
        [
            ("count", chosen.len().into()),
            ("kinds", summary.join(", ").into()),
            ("failed", failed.into()),
            (
                "seconds",
                format!("{:.1}", started.elapsed().as_secs_f64()).into(),
            ),
            // As text: a number would lose digits.
            ("seed", seed.to_string().into()),
            ("nodes", nodes.to_string().into()),
        ],
    );
    let _ = writeln!(err, "{said}");
    out.flush()?;
    Ok(Action::Exit(if failed > 0 { 1 } else { 0 }))
}

/// The puzzles to check: of one kind or all; all of them or a sample of each
/// kind drawn with `seed`.
pub fn choose(all: &[Puzzle], kind: Option<Kind>, sample: Option<usize>, seed: u64) -> Vec<Puzzle> {
    let mut out = Vec::new();
    for k in Kind::ALL {
        if kind.is_some_and(|want| want != k) {
            continue;
        }
        let mut of_kind: Vec<&Puzzle> = all.iter().filter(|p| p.kind == k).collect();
        if let Some(n) = sample {
            let mut rng = Rng::new(seed ^ 0x5A11_9E5D);
            // A partial shuffle: the first n are a random sample.
            for i in 0..n.min(of_kind.len()) {
                let j = i + rng.below(of_kind.len() - i);
                of_kind.swap(i, j);
            }
            of_kind.truncate(n);
        }
        out.extend(of_kind.into_iter().cloned());
    }
    out
}

fn run_generate(
    tr: Tr,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let spec = Spec {
        command: "puzzles generate",
        flags: &[SEED, AKIDADA, ENDGAME, MIDDLEGAME, DRILL, THREADS, OUT],
        rule_options: false,
    };
    let parsed = Args::parse(tr, &spec, args)?;
    parsed.no_more_words(0)?;
    let defaults = GenSpec::default();
    let n = |flag: &Flag, default: usize| -> Result<usize> {
        Ok(parsed
            .number(flag.name, 0, 100_000)?
            .map_or(default, |n| n as usize))
    };
    let wanted = GenSpec {
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
    };
    let dir = PathBuf::from(parsed.value(OUT.name).unwrap_or("assets/puzzles"));
    let command = format!(
        "akidada puzzles generate --seed {} --akidada {} --endgame {} --middlegame {} --drill {} --threads {}",
        wanted.seed,
        wanted.akidada,
        wanted.endgame,
        wanted.middlegame,
        wanted.drill,
        wanted.threads
    );
    let ctx = match load_context(tr, err) {
        Ok(ctx) => ctx,
        Err(action) => return Ok(action),
    };
    // The run goes on a thread of its own; its notes come back here to stderr.
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let tx = Mutex::new(tx);
    let note = |s: &str| {
        if let Ok(tx) = tx.lock() {
            let _ = tx.send(s.to_string());
        }
    };
    let stop = AtomicBool::new(false);
    let generated = std::thread::scope(|scope| {
        let job = scope.spawn(|| {
            let g = generate::generate(&ctx, &wanted, &note, &stop);
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
        job.join()
    });
    let Ok(generated) = generated else {
        let _ = writeln!(err, "akidada: {}", tr.t(m::CLI_PUZZLES_INTERNAL_ERROR));
        return Ok(Action::Exit(1));
    };
    let report = stats_text(&generated);
    let _ = write!(err, "{report}");
    if let Err(e) = write_files(tr, &dir, &command, &generated, &report) {
        let _ = writeln!(err, "akidada: {e}");
        return Ok(Action::Exit(1));
    }
    writeln!(out, "{}", dir.display())?;
    Ok(Action::Exit(0))
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
