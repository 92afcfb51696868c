//! `puzzles generate | check | export | show`: the puzzles from the command
//! line. The messages are gathered in [`msg`], ready to move into the
//! translation files.

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
use crate::rng::Rng;

use super::args::{Args, Flag, Spec};
use super::{Action, Command, Result, quote, usage};

pub(super) const PUZZLES: Command = Command {
    name: "puzzles",
    help: "  puzzles export --json [--game GAME] [--theme THEME]
      Prints the shipped puzzles, one JSON object a line:
        {\"id\":..,\"game\":\"dama\"|\"akidada\",\"position\":..,\"options\":{..},
         \"solution\":[..],\"themes\":[..],\"rating\":N,\"kind\":..,\"goal\":..}
      `solution` is the line in RULES.md notation, the solver's moves first and
      every other; `kind` is akidada, endgame or middlegame; `goal` is win,
      draw or material. THEME: shot, breakthrough, crowning, king_endgame,
      lone_piece, opposition, akidada_line, double_threat, blocking,
      removal_choice.
  puzzles show ID
      Prints one puzzle the same way (e.g. `akidada puzzles show m0001`).
  puzzles check [--kind KIND] [--sample N] [--seed N] [--nodes N] [--dir DIR]
      Re-proves the shipped puzzles (or those in DIR): Akidada and Dama endings
      by the tables (read from the cache, built there the first time), Dama
      middlegames by deep search (each solver move the search's best and at
      least 1.5 men better than the second, or the only proven win; the line
      ends a man up or won). --sample N checks N of each kind chosen by --seed;
      --seed also moves the search's evaluation by up to 4% (0: the engine's
      own). Prints `<id> ok` or `<id> FAILED <why>`; exit status 1 if any fail.
  puzzles generate [--seed N] [--akidada N] [--endgame N] [--middlegame N]
                   [--drill N] [--threads N] [--out DIR]
      Mines puzzles from self-play games between varied levels (deterministic
      from the seed, whatever the threads) and writes them with the drill's
      positions to DIR (default assets/puzzles), the command in each file's
      first line; what each check removed goes to stderr. Long: hours.
",
    run: cmd_puzzles,
};

/// The command's messages, in one place.
mod msg {
    pub const ACTIONS: &str = "puzzles: expected `puzzles export`, `show`, `check` or `generate`";
    pub fn unknown_action(a: &str) -> String {
        format!("puzzles: unknown action {a}: expected export, show, check or generate")
    }
    pub const EXPORT_JSON: &str = "puzzles export: give --json (the only form so far)";
    pub const SHOW_ID: &str = "puzzles show: expected a puzzle's id, e.g. `puzzles show m0001`";
    pub fn no_such_id(id: &str) -> String {
        format!("puzzles show: no puzzle has the id {id}")
    }
    pub fn unknown_theme(t: &str) -> String {
        format!(
            "puzzles: unknown theme {t}: expected shot, breakthrough, crowning, king_endgame, \
             lone_piece, opposition, akidada_line, double_threat, blocking or removal_choice"
        )
    }
    pub fn unknown_kind(k: &str) -> String {
        format!("puzzles check: unknown kind {k}: expected akidada, endgame or middlegame")
    }
    pub fn bad_files(e: &str) -> String {
        format!("akidada: puzzles: the puzzle files are damaged: {e}")
    }
    pub fn cannot_read(path: &str, e: &str) -> String {
        format!("akidada: puzzles: cannot read {path}: {e}")
    }
    pub fn cannot_write(path: &str, e: &str) -> String {
        format!("akidada: puzzles generate: cannot write {path}: {e}")
    }
    pub const NO_CACHE: &str = "no cache directory for the tables: set AKIDADA_CACHE_DIR or HOME (they are built in memory)";
}

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

fn cmd_puzzles(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some(action) = args.first() else {
        return usage(msg::ACTIONS);
    };
    let rest = &args[1..];
    match action.as_str() {
        "export" => export(rest, out, err),
        "show" => show(rest, out, err),
        "check" => run_check(rest, out, err),
        "generate" => run_generate(rest, out, err),
        other => usage(msg::unknown_action(&quote(other))),
    }
}

/// The shipped puzzles, or the exit status of a damaged build.
fn load_shipped(err: &mut dyn Write) -> std::result::Result<Vec<Puzzle>, Action> {
    puzzles::shipped().map_err(|e| {
        let _ = writeln!(err, "{}", msg::bad_files(&e.to_string()));
        Action::Exit(1)
    })
}

fn export(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles export",
        flags: &[JSON, GAME, THEME],
        rule_options: false,
    };
    let parsed = Args::parse(&spec, args)?;
    parsed.no_more_words(0)?;
    if !parsed.has(JSON.name) {
        return usage(msg::EXPORT_JSON);
    }
    let game = match parsed.value(GAME.name) {
        None => None,
        Some(g) => match GameKind::from_id(g) {
            Some(k) => Some(k),
            None => {
                return usage(format!(
                    "puzzles export: unknown game {}: expected akidada or dama",
                    quote(g)
                ));
            }
        },
    };
    let theme = match parsed.value(THEME.name) {
        None => None,
        Some(t) => match Theme::from_id(t) {
            Some(t) => Some(t),
            None => return usage(msg::unknown_theme(&quote(t))),
        },
    };
    let all = match load_shipped(err) {
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

fn show(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles show",
        flags: &[JSON],
        rule_options: false,
    };
    let parsed = Args::parse(&spec, args)?;
    let Some(id) = parsed.words.first() else {
        return usage(msg::SHOW_ID);
    };
    parsed.no_more_words(1)?;
    let all = match load_shipped(err) {
        Ok(all) => all,
        Err(action) => return Ok(action),
    };
    match all.iter().find(|p| p.id.eq_ignore_ascii_case(id.trim())) {
        Some(p) => {
            writeln!(out, "{}", p.to_json())?;
            Ok(Action::Exit(0))
        }
        None => usage(msg::no_such_id(&quote(id))),
    }
}

/// Reads the puzzle files of `dir`.
fn read_dir(dir: &Path) -> std::result::Result<Vec<Puzzle>, String> {
    let mut all = Vec::new();
    for kind in Kind::ALL {
        let path = dir.join(kind.file_name());
        let text = std::fs::read_to_string(&path)
            .map_err(|e| msg::cannot_read(&path.display().to_string(), &e.to_string()))?;
        let mut list = puzzles::puzzle::read_lines(&text, &path.display().to_string())
            .map_err(|e| e.to_string())?;
        all.append(&mut list);
    }
    Ok(all)
}

/// The tables every check needs, loaded once (built in the cache the first time).
fn load_context(err: &mut dyn Write) -> std::result::Result<Context, Action> {
    let dir = cache_dir();
    if dir.is_none() {
        let _ = writeln!(err, "akidada: puzzles: {}", msg::NO_CACHE);
    }
    let mut note = |s: &str| {
        let _ = writeln!(err, "{s}");
    };
    Context::load(dir.as_deref(), &mut note).map_err(|e| {
        let _ = writeln!(err, "akidada: puzzles: {e}");
        Action::Exit(1)
    })
}

fn run_check(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles check",
        flags: &[KIND, SAMPLE, SEED, NODES, DIR],
        rule_options: false,
    };
    let parsed = Args::parse(&spec, args)?;
    parsed.no_more_words(0)?;
    let kind = match parsed.value(KIND.name) {
        None => None,
        Some(k) => match Kind::from_id(k) {
            Some(k) => Some(k),
            None => return usage(msg::unknown_kind(&quote(k))),
        },
    };
    let sample = parsed.number(SAMPLE.name, 1, 1_000_000)?;
    let seed = parsed.number(SEED.name, 0, u64::MAX)?.unwrap_or(0);
    let nodes = parsed
        .number(NODES.name, 1000, 1_000_000_000)?
        .unwrap_or(generate::PROOF_NODES);
    let all = match parsed.value(DIR.name) {
        Some(dir) => match read_dir(Path::new(dir)) {
            Ok(all) => all,
            Err(e) => {
                let _ = writeln!(err, "{e}");
                return Ok(Action::Exit(1));
            }
        },
        None => match load_shipped(err) {
            Ok(all) => all,
            Err(action) => return Ok(action),
        },
    };
    let chosen = choose(&all, kind, sample.map(|n| n as usize), seed);
    let ctx = match load_context(err) {
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
    let _ = writeln!(
        err,
        "checked {} ({}), {failed} failed, in {:.1} s (search seed {seed}, {nodes} nodes)",
        chosen.len(),
        summary.join(", "),
        started.elapsed().as_secs_f64()
    );
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

fn run_generate(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "puzzles generate",
        flags: &[SEED, AKIDADA, ENDGAME, MIDDLEGAME, DRILL, THREADS, OUT],
        rule_options: false,
    };
    let parsed = Args::parse(&spec, args)?;
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
    let ctx = match load_context(err) {
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
        let _ = writeln!(
            err,
            "akidada: puzzles generate: the run stopped on an internal error"
        );
        return Ok(Action::Exit(1));
    };
    let report = stats_text(&generated);
    let _ = write!(err, "{report}");
    if let Err(e) = write_files(&dir, &command, &generated, &report) {
        let _ = writeln!(err, "{e}");
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
/// that made it, atomically (a temporary file renamed).
fn write_files(
    dir: &Path,
    command: &str,
    g: &Generated,
    report: &str,
) -> std::result::Result<(), String> {
    std::fs::create_dir_all(dir)
        .map_err(|e| msg::cannot_write(&dir.display().to_string(), &e.to_string()))?;
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
            .map_err(|e| msg::cannot_write(&path.display().to_string(), &e.to_string()))?;
    }
    Ok(())
}
