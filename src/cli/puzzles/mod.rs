//! `puzzles generate | check | export | show`: the puzzles from the command
//! line (`generate` is in `generate.rs`). The messages are in `cli.ftl`; the
//! report of a run (`generate::stats_text`) is kept in English, as it is
//! written into the puzzle files too.

#[cfg(feature = "lab")]
mod generate;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use crate::ai::cache::cache_dir;
use crate::ai::puzzles::Context;
use crate::ai::puzzles::check::PROOF_NODES;
use crate::ai::puzzles::middle::{self, ProofSearch};
use crate::ai::puzzles::{self, Kind, Puzzle, Theme, check};
use crate::ai::search::EndgameTables;
use crate::games::GameKind;
use crate::games::dama::LonePiece;
use crate::i18n::{Tr, m};
use crate::rng::Rng;

use super::args::{Args, Flag, JSON, NODES, Spec, unknown_game};
use super::{
    Action, Actions, Result, RuleOptions, Run, Subcommand, Verb, fail, quote, run_action, usage,
};

pub(super) const PUZZLES: Subcommand = Subcommand {
    name: "puzzles",
    help: m::CLI_HELP_PUZZLES,
    flags: &[],
    rule_options: RuleOptions::Refused,
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
    run: Run::Words(cmd_puzzles),
};

/// Not the shared `--game N` of a PDN file: here the game's name.
const GAME: Flag = Flag::with_value("--game", "GAME");
/// The lab's action, named also where a build without the lab refuses it.
const GENERATE_NAME: &str = "puzzles generate";
const THEME: Flag = Flag::with_value("--theme", "THEME");
const KIND: Flag = Flag::with_value("--kind", "KIND");
const SAMPLE: Flag = Flag::with_value("--sample", "N");
const SEED: Flag = Flag::with_value("--seed", "N");
const DIR: Flag = Flag::with_value("--dir", "DIR");

fn cmd_puzzles(
    tr: Tr,
    args: &[OsString],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    #[cfg(not(feature = "lab"))]
    if args.first().is_some_and(|action| action == "generate") {
        return super::lab_only(tr, GENERATE_NAME);
    }
    let messages = (m::CLI_PUZZLES_ACTIONS, m::CLI_PUZZLES_UNKNOWN_ACTION);
    run_action(tr, args, ACTIONS, messages, out, err)
}

/// The actions of `puzzles` (a build without the lab refuses `generate`
/// before it looks here).
const ACTIONS: Actions = &[
    ("export", &EXPORT),
    ("show", &SHOW),
    ("check", &CHECK),
    #[cfg(feature = "lab")]
    ("generate", &generate::GENERATE),
];

/// The message for puzzle files that do not read.
fn damaged(tr: Tr, e: &dyn std::fmt::Display) -> String {
    tr.f(m::CLI_PUZZLES_DAMAGED, [("error", e.to_string().into())])
}

/// The shipped puzzles (a build whose files do not read fails).
fn load_shipped(tr: Tr, err: &mut dyn Write) -> Result<Vec<Puzzle>> {
    puzzles::shipped().or_else(|e| fail(err, damaged(tr, &e)))
}

const EXPORT: Verb = Verb {
    spec: Spec {
        command: "puzzles export",
        flags: &[JSON, GAME, THEME],
        rule_options: false,
    },
    run: export,
};

fn export(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    parsed.no_more_words(0)?;
    if !parsed.has(JSON.name) {
        return usage(tr.t(m::CLI_PUZZLES_EXPORT_JSON));
    }
    let game = match parsed.value(GAME.name) {
        None => None,
        Some(g) => match GameKind::from_id(&g) {
            Some(k) => Some(k),
            None => return unknown_game(tr, parsed.command(), &g),
        },
    };
    let theme = match parsed.value(THEME.name) {
        None => None,
        Some(t) => match Theme::from_id(&t) {
            Some(t) => Some(t),
            None => {
                return usage(tr.f(m::CLI_PUZZLES_UNKNOWN_THEME, [("theme", quote(&*t).into())]));
            }
        },
    };
    let all = load_shipped(tr, err)?;
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

const SHOW: Verb = Verb {
    spec: Spec {
        command: "puzzles show",
        flags: &[JSON],
        rule_options: false,
    },
    run: show,
};

fn show(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    let Some(id) = parsed.word(0) else {
        return usage(tr.t(m::CLI_PUZZLES_SHOW_ID));
    };
    parsed.no_more_words(1)?;
    let all = load_shipped(tr, err)?;
    match all.iter().find(|p| p.id.eq_ignore_ascii_case(id.trim())) {
        Some(p) => {
            writeln!(out, "{}", p.to_json())?;
            Ok(Action::Exit(0))
        }
        None => usage(tr.f(m::CLI_PUZZLES_NO_SUCH_ID, [("id", quote(&*id).into())])),
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
fn load_context(tr: Tr, err: &mut dyn Write) -> Result<Context> {
    let dir = cache_dir();
    if dir.is_none() {
        let _ = writeln!(err, "akidada: {}", tr.t(m::CLI_PUZZLES_NO_CACHE));
    }
    let mut note = |s: &str| {
        let _ = writeln!(err, "{s}");
    };
    match Context::load(dir.as_deref(), &mut note) {
        Ok(ctx) => Ok(ctx),
        Err(e) => fail(err, format_args!("puzzles: {e}")),
    }
}

/// `puzzles check`: each puzzle proven again, a line for each; exit status 1
/// if any fails.
const CHECK: Verb = Verb {
    spec: Spec {
        command: "puzzles check",
        flags: &[KIND, SAMPLE, SEED, NODES, DIR],
        rule_options: false,
    },
    run: run_check,
};

fn run_check(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    parsed.no_more_words(0)?;
    let kind = match parsed.value(KIND.name) {
        None => None,
        Some(k) => match Kind::from_id(&k) {
            Some(k) => Some(k),
            None => {
                return usage(tr.f(m::CLI_PUZZLES_UNKNOWN_KIND, [("kind", quote(&*k).into())]));
            }
        },
    };
    let sample = parsed.number(SAMPLE.name, 1, 1_000_000)?;
    let seed = parsed.number(SEED.name, 0, u64::MAX)?.unwrap_or(0);
    let nodes = parsed
        .number(NODES.name, 1000, 1_000_000_000)?
        .unwrap_or(PROOF_NODES);
    let all = match parsed.path(DIR.name) {
        Some(dir) => read_dir(tr, dir).or_else(|e| fail(err, e))?,
        None => load_shipped(tr, err)?,
    };
    let chosen = choose(&all, kind, sample.map(|n| n as usize), seed);
    let ctx = load_context(tr, err)?;
    let started = Instant::now();
    let mut checker = Checker {
        ctx: &ctx,
        nodes,
        seed,
        searches: BTreeMap::new(),
    };
    let mut failed = 0;
    let mut counts: BTreeMap<Kind, usize> = BTreeMap::new();
    for p in &chosen {
        *counts.entry(p.kind).or_default() += 1;
        match checker.check(p) {
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
    let seconds = format!("{:.1}", started.elapsed().as_secs_f64());
    let said = tr.f(
        m::CLI_PUZZLES_CHECKED,
        [
            ("count", chosen.len().into()),
            ("kinds", summary.join(", ").into()),
            ("failed", failed.into()),
            ("seconds", seconds.into()),
            // As text: a number would lose digits.
            ("seed", seed.to_string().into()),
            ("nodes", nodes.to_string().into()),
        ],
    );
    let _ = writeln!(err, "{said}");
    out.flush()?;
    Ok(Action::Exit(if failed > 0 { 1 } else { 0 }))
}

/// Proves puzzles again, each by what proved it: the Akidada solver, the
/// endgame tables, or a deep search.
struct Checker<'a> {
    ctx: &'a Context,
    /// The middlegame search's budget and seed.
    nodes: u64,
    seed: u64,
    /// One proof search per reading of the lone-piece rule (keyed by whether
    /// it is `Draw`): it carries that reading's tables.
    searches: BTreeMap<bool, ProofSearch>,
}

impl Checker<'_> {
    /// Why `p` is not what it says, if it is not.
    fn check(&mut self, p: &Puzzle) -> std::result::Result<(), String> {
        let unreadable = || "its rule options do not read".to_string();
        match p.kind {
            Kind::DamaMiddlegame => {
                let lone = p.dama_rules().map_err(|_| unreadable())?.lone_piece;
                let (ctx, nodes, seed) = (self.ctx, self.nodes, self.seed);
                let search = self
                    .searches
                    .entry(lone == LonePiece::Draw)
                    .or_insert_with(|| {
                        let tables = Arc::clone(ctx.tables_for(lone)) as Arc<dyn EndgameTables>;
                        ProofSearch::new(nodes, seed, Some(tables))
                    });
                check::middlegame(search, p, middle::CHECK_MARGIN)
            }
            Kind::Akidada => {
                let solver = p
                    .akidada_rules()
                    .ok()
                    .and_then(|r| self.ctx.solver_for(&r).cloned())
                    .ok_or_else(|| "no Akidada table for its rules".to_string())?;
                check::akidada(&solver, p)
            }
            Kind::DamaEndgame => {
                let lone = p.dama_rules().map_err(|_| unreadable())?.lone_piece;
                check::endgame(self.ctx.tables_for(lone), p)
            }
        }
    }
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
