//! `solve`: exact values from the command line: Akidada solved, Dama endgames
//! from the tables (`endgame.rs`); and the values `moves --values` prints.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::ai::akidada::{LoadProgress, Loaded, Solver, Stage, stats};
use crate::games::GameKind;
use crate::games::akidada::{Akidada, AkidadaRules, Position};

use super::args::{Args, FEN, Flag, Spec};
use super::{Action, Command, Result, usage};

pub(super) const SOLVE: Command = Command {
    name: "solve",
    help: "  solve akidada [--fen POS] [--build | --stats] [rule options]
      Akidada is solved: every position's exact value is in a table, built on
      first use (a few seconds) and kept in the cache directory
      (AKIDADA_CACHE_DIR, else ~/.cache/akidada), one per --removal and
      --double-line. Prints the value of POS (the start without --fen) from the
      side to move, alone on the first line: `win N`, `loss N` or `draw`, N in
      plies (RULES.md section 3); repetition and no-progress draws ignored.
      Details on stderr: the result within the no-progress rule (a cursed win
      or blessed loss is a table value the rule turns into a draw), the plies
      to the next removal, the best moves.
      --build   build the table and no-progress layer ahead of time and print
                their files' paths
      --stats   print `positions`, `wins`, `draws`, `losses` (every position with
                a side to move), `distinct` (up to symmetry and colours),
                `longest_win`, `longest_win_from_start` (positions reachable from
                the start), `start` (its value), `cursed_wins` and
                `blessed_losses` (under --no-progress), one `name value` a line
        akidada solve akidada
        akidada solve akidada --fen \"W:Wa1,c1,c2:Bb2,e5,d4:H3,3\" --removal NotFromLines
  solve dama --fen POS [rule options]
      The exact value of a Dama position with up to 4 pieces, from the endgame
      tables (built first if need be): one line, `win N`, `loss N` or `draw`, N
      in plies, from the side to move. The position is taken as set up, so the
      lone-piece rule judges its moves, not the position itself. Every move
      with its value, and whether the no-progress count spoils the win, go to
      stderr.
        akidada solve dama --fen \"W:Wc1,a2:Bc7,f8\"
        akidada solve dama --fen \"W:WKc2,Kc3,Ke3:BKh3\" --lone-piece draw
",
    run: cmd_solve,
};

const BUILD: Flag = Flag::switch("--build");
const STATS: Flag = Flag::switch("--stats");

/// `solve GAME ...`: one branch per game.
fn cmd_solve(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let spec = Spec {
        command: "solve",
        flags: &[FEN, BUILD, STATS],
        rule_options: true,
    };
    let args = Args::parse(&spec, args)?;
    match args.game()? {
        GameKind::Akidada => solve_akidada(&args, out, err),
        GameKind::Dama => {
            if args.has(BUILD.name) || args.has(STATS.name) {
                return usage(
                    "solve dama: the endgame tables are built and counted with \
                     `akidada tables build` and `akidada tables stats`",
                );
            }
            super::endgame::solve_dama(&args, out, err)
        }
    }
}

fn solve_akidada(args: &Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    args.no_more_words(1)?;
    let rules = args.rules::<Akidada>()?;
    let build = args.has(BUILD.name);
    let stats = args.has(STATS.name);
    if build && stats {
        return usage("solve: --build and --stats are two different things: give one");
    }
    if (build || stats) && args.value(FEN.name).is_some() {
        return usage(
            "solve: --fen goes with the plain value of a position, not with --build or --stats",
        );
    }
    let pos = args.position::<Akidada>()?;
    let loaded = load(&rules, err);
    if build {
        for origin in std::iter::once(&loaded.table).chain(&loaded.layer) {
            if let crate::ai::akidada::Origin::Loaded(path)
            | crate::ai::akidada::Origin::Built {
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
        print_stats(&loaded.solver, out, err)?;
        return Ok(Action::Exit(0));
    }
    let solver = &loaded.solver;
    let verdict = solver.verdict(&pos);
    writeln!(out, "{}", verdict.value)?;
    out.flush()?;
    let _ = describe(solver, &pos, err);
    Ok(Action::Exit(0))
}

/// Loads or builds the solver for `rules`, saying on stderr what it does.
pub(super) fn load(rules: &AkidadaRules, err: &mut dyn Write) -> Loaded {
    let cancel = AtomicBool::new(false);
    let mut last: Option<Stage> = None;
    let started = Instant::now();
    let loaded = Solver::load_or_build(
        rules,
        &mut |p: LoadProgress| {
            if last != Some(p.stage) {
                last = Some(p.stage);
                let what = match p.stage {
                    Stage::Solving => {
                        "solving Akidada under these options (first use: a few seconds)"
                    }
                    Stage::NoProgressLayer => "working out the no-progress layer",
                    Stage::Loading | Stage::Saving => return,
                };
                let _ = writeln!(err, "{what}...");
            }
        },
        &cancel,
    )
    .expect("nothing cancels a command-line build");
    let _ = writeln!(err, "table: {}", loaded.table);
    if let Some(layer) = &loaded.layer {
        let _ = writeln!(err, "no-progress layer: {layer}");
    }
    let _ = writeln!(err, "ready in {:.2} s", started.elapsed().as_secs_f64());
    loaded
}

/// The details of a position's value, for stderr.
fn describe(solver: &Solver, pos: &Position, err: &mut dyn Write) -> std::io::Result<()> {
    let verdict = solver.verdict(pos);
    if let Some(outcome) = pos.status(solver.rules()) {
        writeln!(err, "the game is over here: {outcome}")?;
    }
    let rule = solver.rules().no_progress;
    if rule == 0 {
        writeln!(err, "the no-progress rule is off")?;
    } else if verdict.is_cursed_win() {
        writeln!(
            err,
            "cursed win: the no-progress rule ({rule} moves a side) makes it a draw"
        )?;
    } else if verdict.is_blessed_loss() {
        writeln!(
            err,
            "blessed loss: the no-progress rule ({rule} moves a side) saves a draw"
        )?;
    } else {
        writeln!(
            err,
            "within the no-progress rule ({rule} moves a side): {:?}",
            verdict.under_rule
        )?;
    }
    if let Some(dtz) = solver.plies_to_zeroing(pos) {
        writeln!(err, "plies to the next removal under best play: {dtz}")?;
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
            writeln!(err, "best move(s): {} ({v})", best.join(" "))?;
        }
    }
    Ok(())
}

fn print_stats(solver: &Solver, out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
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
    let _ = writeln!(
        err,
        "distinct: {} wins, {} draws, {} losses; cursed wins {}, blessed losses {}",
        figures.distinct.wins,
        figures.distinct.draws,
        figures.distinct.losses,
        figures.cursed.1,
        figures.blessed.1
    );
    if let Some(layer) = solver.layer() {
        let _ = writeln!(
            err,
            "longest distance to the next removal in the movement phase: {} plies",
            layer.longest_dtz()
        );
    }
    if let Some(pos) = &figures.longest_win_at {
        let _ = writeln!(err, "a longest win: {pos}");
    }
    if let Some(pos) = &reach.longest_win_at {
        let _ = writeln!(
            err,
            "a longest win reachable from the start: {pos} ({} distinct positions \
             reachable: {} wins, {} draws, {} losses; {} cursed wins, {} blessed losses)",
            reach.distinct.total(),
            reach.distinct.wins,
            reach.distinct.draws,
            reach.distinct.losses,
            reach.cursed,
            reach.blessed
        );
    }
    let _ = writeln!(err, "counted in {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// `moves akidada --values`: each legal move and its value from the mover's
/// view, best first, one `move value` a line.
pub(super) fn print_move_values(
    rules: &AkidadaRules,
    pos: &Position,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let loaded = load(rules, err);
    let solver = &loaded.solver;
    let moves = solver.move_values(pos);
    for (mv, value) in &moves {
        writeln!(out, "{} {value}", mv.notation())?;
    }
    out.flush()?;
    for (mv, verdict) in solver.move_verdicts(pos) {
        if verdict.is_cursed_win() || verdict.is_blessed_loss() {
            let _ = writeln!(
                err,
                "note: {} ({}) is a draw under the no-progress rule",
                mv.notation(),
                verdict.value
            );
        }
    }
    Ok(())
}
