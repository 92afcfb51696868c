//! `solve`: exact values from the command line: Akidada solved, Dama endgames
//! from the tables (`endgame.rs`); and the values `moves --values` prints.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::ai::solved::{LoadProgress, Loaded, RuleResult, Solver, Stage, stats};
use crate::games::GameKind;
use crate::games::akidada::{Akidada, AkidadaRules, Position};
use crate::i18n::{Tr, m};

use super::args::{Args, FEN, Flag};
use super::{Action, Result, RuleOptions, Run, Subcommand, usage};

pub(super) const SOLVE: Subcommand = Subcommand {
    name: "solve",
    help: m::CLI_HELP_SOLVE,
    flags: &[FEN, BUILD, STATS],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_solve),
};

const BUILD: Flag = Flag::switch("--build");
const STATS: Flag = Flag::switch("--stats");

/// `solve GAME ...`: one branch per game.
fn cmd_solve(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    match args.game()? {
        GameKind::Akidada => solve_akidada(&args, out, err),
        GameKind::Dama => {
            if args.has(BUILD.name) || args.has(STATS.name) {
                return usage(tr.t(m::CLI_SOLVE_DAMA_TABLES));
            }
            super::endgame::solve_dama(&args, out, err)
        }
    }
}

fn solve_akidada(args: &Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(1)?;
    let rules = args.rules::<Akidada>()?;
    let build = args.has(BUILD.name);
    let stats = args.has(STATS.name);
    if build && stats {
        return usage(tr.t(m::CLI_SOLVE_BUILD_OR_STATS));
    }
    if (build || stats) && args.value(FEN.name).is_some() {
        return usage(tr.t(m::CLI_SOLVE_FEN_ALONE));
    }
    let pos = args.position::<Akidada>()?;
    let loaded = load(tr, &rules, err);
    if build {
        for origin in std::iter::once(&loaded.table).chain(&loaded.layer) {
            if let crate::ai::solved::Origin::Loaded(path)
            | crate::ai::solved::Origin::Built {
                path: Some(path),
                saved: Ok(()),
                ..
            } = origin
            {
                writeln!(out, "{}", path.display())?;
            }
        }
        out.flush()?;
        return Ok(Action::Exit(0));
    }
    if stats {
        print_stats(tr, &loaded.solver, out, err)?;
        return Ok(Action::Exit(0));
    }
    let solver = &loaded.solver;
    let verdict = solver.verdict(&pos);
    writeln!(out, "{}", verdict.value)?;
    out.flush()?;
    let _ = describe(tr, solver, &pos, err);
    Ok(Action::Exit(0))
}

/// Loads or builds the solver for `rules`, saying on stderr what it does.
pub(super) fn load(tr: Tr, rules: &AkidadaRules, err: &mut dyn Write) -> Loaded {
    let cancel = AtomicBool::new(false);
    let mut last: Option<Stage> = None;
    let started = Instant::now();
    let loaded = Solver::load_or_build(
        rules,
        &mut |p: LoadProgress| {
            if last != Some(p.stage) {
                last = Some(p.stage);
                let what = match p.stage {
                    Stage::Solving => m::CLI_SOLVE_SOLVING,
                    Stage::NoProgressLayer => m::CLI_SOLVE_LAYER_WORKING,
                    Stage::Loading | Stage::Saving => return,
                };
                let _ = writeln!(err, "{}", tr.t(what));
            }
        },
        &cancel,
    )
    .expect("nothing cancels a command-line build");
    let origin =
        |id, origin: &dyn std::fmt::Display| tr.f(id, [("origin", origin.to_string().into())]);
    let _ = writeln!(err, "{}", origin(m::CLI_SOLVE_TABLE, &loaded.table));
    if let Some(layer) = &loaded.layer {
        let _ = writeln!(err, "{}", origin(m::CLI_SOLVE_LAYER, layer));
    }
    let seconds = format!("{:.2}", started.elapsed().as_secs_f64());
    let _ = writeln!(
        err,
        "{}",
        tr.f(m::CLI_SOLVE_READY, [("seconds", seconds.into())])
    );
    loaded
}

/// The details of a position's value, for stderr.
fn describe(tr: Tr, solver: &Solver, pos: &Position, err: &mut dyn Write) -> std::io::Result<()> {
    let verdict = solver.verdict(pos);
    if let Some(outcome) = pos.status(solver.rules()) {
        let said = tr.f(m::CLI_SOLVE_OVER, [("outcome", outcome.message().into())]);
        writeln!(err, "{said}")?;
    }
    let rule = solver.rules().no_progress;
    let said = if rule == 0 {
        tr.t(m::CLI_SOLVE_RULE_OFF).to_string()
    } else if verdict.is_cursed_win() {
        tr.f(m::CLI_SOLVE_CURSED_WIN, [("rule", rule.into())])
    } else if verdict.is_blessed_loss() {
        tr.f(m::CLI_SOLVE_BLESSED_LOSS, [("rule", rule.into())])
    } else {
        let result = match verdict.under_rule {
            RuleResult::Win => "win",
            RuleResult::Draw => "draw",
            RuleResult::Loss => "loss",
        };
        tr.f(
            m::CLI_SOLVE_WITHIN_RULE,
            [("rule", rule.into()), ("result", result.into())],
        )
    };
    writeln!(err, "{said}")?;
    if let Some(dtz) = solver.plies_to_zeroing(pos) {
        let said = tr.f(
            m::CLI_SOLVE_PLIES_TO_REMOVAL,
            [("plies", dtz.to_string().into())],
        );
        writeln!(err, "{said}")?;
    }
    if pos.status(solver.rules()).is_none() {
        let moves = solver.move_verdicts(pos);
        let best: Vec<String> = moves
            .iter()
            .take_while(|(_, v)| {
                (v.under_rule, v.value) == (moves[0].1.under_rule, moves[0].1.value)
            })
            .map(|(m, _)| m.notation())
            .collect();
        if let Some((_, v)) = moves.first() {
            let said = tr.f(
                m::CLI_SOLVE_BEST_MOVES,
                [
                    ("moves", best.join(" ").into()),
                    ("value", v.to_string().into()),
                ],
            );
            writeln!(err, "{said}")?;
        }
    }
    Ok(())
}

fn print_stats(tr: Tr, solver: &Solver, out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
    let started = Instant::now();
    let table = solver.table();
    let figures = stats::table_stats(table, solver.layer().map(|l| l.as_ref()));
    let cancel = AtomicBool::new(false);
    let layer = solver.layer().map(|l| l.as_ref());
    let reach = stats::reachable(table, layer, &mut |_| {}, &cancel)
        .expect("nothing cancels a command-line count");
    let start = solver.value(&Position::start(crate::games::Side::White));
    let lines: [(&str, String); 10] = [
        ("positions", figures.positions.total().to_string()),
        ("wins", figures.positions.wins.to_string()),
        ("draws", figures.positions.draws.to_string()),
        ("losses", figures.positions.losses.to_string()),
        ("distinct", figures.distinct.total().to_string()),
        ("longest_win", figures.longest_win.to_string()),
        ("longest_win_from_start", reach.longest_win.to_string()),
        ("start", start.to_string()),
        ("cursed_wins", figures.cursed.0.to_string()),
        ("blessed_losses", figures.blessed.0.to_string()),
    ];
    for (name, value) in lines {
        writeln!(out, "{name} {value}")?;
    }
    out.flush()?;
    // The counts as text: numbers are written as they are, without grouping.
    let said = tr.f(
        m::CLI_SOLVE_DISTINCT,
        [
            ("wins", figures.distinct.wins.to_string().into()),
            ("draws", figures.distinct.draws.to_string().into()),
            ("losses", figures.distinct.losses.to_string().into()),
            ("cursed", figures.cursed.1.to_string().into()),
            ("blessed", figures.blessed.1.to_string().into()),
        ],
    );
    let _ = writeln!(err, "{said}");
    if let Some(layer) = solver.layer() {
        let said = tr.f(
            m::CLI_SOLVE_LONGEST_REMOVAL,
            [("plies", layer.longest_dtz().into())],
        );
        let _ = writeln!(err, "{said}");
    }
    if let Some(pos) = &figures.longest_win_at {
        let said = tr.f(
            m::CLI_SOLVE_LONGEST_WIN,
            [("position", pos.to_string().into())],
        );
        let _ = writeln!(err, "{said}");
    }
    if let Some(pos) = &reach.longest_win_at {
        let said = tr.f(
            m::CLI_SOLVE_LONGEST_REACHABLE,
            [
                ("position", pos.to_string().into()),
                ("distinct", reach.distinct.total().to_string().into()),
                ("wins", reach.distinct.wins.to_string().into()),
                ("draws", reach.distinct.draws.to_string().into()),
                ("losses", reach.distinct.losses.to_string().into()),
                ("cursed", reach.cursed.to_string().into()),
                ("blessed", reach.blessed.to_string().into()),
            ],
        );
        let _ = writeln!(err, "{said}");
    }
    let seconds = format!("{:.1}", started.elapsed().as_secs_f64());
    let _ = writeln!(
        err,
        "{}",
        tr.f(m::CLI_SOLVE_COUNTED, [("seconds", seconds.into())])
    );
    Ok(())
}

/// `moves akidada --values`: each legal move and its value from the mover's
/// view, best first, one `move value` a line.
pub(super) fn print_move_values(
    tr: Tr,
    rules: &AkidadaRules,
    pos: &Position,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let loaded = load(tr, rules, err);
    let solver = &loaded.solver;
    let moves = solver.move_values(pos);
    for (mv, value) in &moves {
        writeln!(out, "{} {value}", mv.notation())?;
    }
    out.flush()?;
    for (mv, verdict) in solver.move_verdicts(pos) {
        if verdict.is_cursed_win() || verdict.is_blessed_loss() {
            let said = tr.f(
                m::CLI_SOLVE_MOVE_DRAWN,
                [
                    ("move", mv.notation().into()),
                    ("value", verdict.value.to_string().into()),
                ],
            );
            let _ = writeln!(err, "{said}");
        }
    }
    Ok(())
}
