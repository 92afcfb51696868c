//! `review`: a game's every move judged headless, by the same runner, classes
//! and accuracy as the window's review (`app::computer::review`).

use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;

use super::args::{Args, Flag, GAME, JSON, MOVETIME, NODES};
use super::convert::pdn_games;
use super::{Action, Result, RuleOptions, Run, Subcommand, fail, quote, usage};
use crate::ai::endgame::CachedTables;
use crate::ai::review::MoveClass;
use crate::ai::search::{EndgameTables, Limits};
use crate::ai::solved::Solver;
use crate::app::computer::review::{review_now, window_limits};
use crate::app::play::Review;
use crate::app::play::{ActiveGame, GamePlay};
use crate::games::Side;
use crate::i18n::{Tr, m};
use crate::record::{self, LoadedGame, pdn};

pub(super) const REVIEW: Subcommand = Subcommand {
    name: "review",
    help: m::CLI_HELP_REVIEW,
    flags: &[MOVETIME, NODES, GAME, JSON, NO_SAVE],
    rule_options: RuleOptions::Refused,
    examples: &[],
    run: Run::Args(cmd_review),
};

const NO_SAVE: Flag = Flag::switch("--no-save");

/// `review FILE`: every move judged, printed as text or JSON, and the review
/// saved with a saved game.
fn cmd_review(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(1)?;
    let Some([path]) = args.paths() else {
        return usage(tr.t(m::CLI_REVIEW_EXPECTS));
    };
    let limits = limits(&args)?;
    let is_pdn = pdn::is_pdn_path(path);
    let loaded = load_game(&args, path, is_pdn, err)?;
    // Players without a name are called by their colour, in English in the
    // saved game and the JSON, which are the same in every language (the text
    // says the colour in its own language: `print_review`).
    let mut game = ActiveGame::from_loaded(loaded, ["White", "Black"]);
    if game.ply_count() == 0 {
        let path = path.display().to_string();
        return fail(err, tr.f(m::CLI_REVIEW_NO_MOVES, [("path", path.into())]));
    }
    let review = judge(tr, &game, &limits, err)?;
    if args.has(JSON.name) {
        serde_json::to_writer(&mut *out, &ReviewJson::of(&game, &review))
            .map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        print_review(tr, &game, &review, out)?;
    }
    out.flush()?;
    if !is_pdn && !args.has(NO_SAVE.name) {
        game.review = Some(review);
        save(tr, path, &game, err)?;
    }
    Ok(Action::Exit(0))
}

/// The search for each move: `--movetime` or `--nodes`, else the window's.
fn limits(args: &Args) -> Result<Limits> {
    match (
        args.number(MOVETIME.name, 1, 3_600_000)?,
        args.number(NODES.name, 1, u64::MAX)?,
    ) {
        (Some(_), Some(_)) => usage(args.tr.t(m::CLI_REVIEW_ONE_LIMIT)),
        (Some(ms), None) => Ok(Limits::movetime(Duration::from_millis(ms))),
        (None, Some(n)) => Ok(Limits::nodes(n)),
        (None, None) => Ok(window_limits()),
    }
}

/// The game to review: a saved game, or game `--game N` of a PDN file.
fn load_game(args: &Args, path: &Path, is_pdn: bool, err: &mut dyn Write) -> Result<LoadedGame> {
    let tr = args.tr;
    let chosen = args.number(GAME.name, 1, u64::from(u32::MAX))?;
    if is_pdn {
        return read_pdn_game(tr, path, chosen.map(|n| n as usize), err);
    }
    if chosen.is_some() {
        return usage(tr.f(m::CLI_GAME_OF_PDN_ONLY, [("command", REVIEW.name.into())]));
    }
    record::load_path(path).or_else(|e| {
        fail(
            err,
            format_args!("{}: {}", path.display(), tr.msg(&e.message())),
        )
    })
}

/// Every move of `game` judged, with a line of progress every tenth of the way.
fn judge(tr: Tr, game: &ActiveGame, limits: &Limits, err: &mut dyn Write) -> Result<Review> {
    let (tables, solver) = helpers(tr, game, err)?;
    let started = std::time::Instant::now();
    let mut shown = 0;
    let review = review_now(game, limits, tables, solver.as_ref(), &mut |(done, all)| {
        if done * 10 / all.max(1) > shown {
            shown = done * 10 / all.max(1);
            let said = tr.f(
                m::CLI_REVIEW_PROGRESS,
                [("done", done.into()), ("all", all.into())],
            );
            let _ = writeln!(err, "{said}");
        }
    })
    .expect("nothing cancels a command-line review");
    let seconds = format!("{:.1}", started.elapsed().as_secs_f64());
    let said = tr.f(
        m::CLI_REVIEW_DONE,
        [
            ("moves", review.moves.len().into()),
            ("seconds", seconds.into()),
        ],
    );
    writeln!(err, "{said}")?;
    Ok(review)
}

/// What judges the moves beside the search: Dama's endgame tables, or the
/// Akidada solver.
type Helpers = (Option<Arc<dyn EndgameTables>>, Option<Solver>);

fn helpers(tr: Tr, game: &ActiveGame, err: &mut dyn Write) -> Result<Helpers> {
    match &game.play {
        GamePlay::Dama(play) => {
            // The tables of the game's last position, the one with the fewest
            // pieces: they serve every position before it too.
            let mut end = play.session.clone();
            end.go_to(end.plies().len());
            let (tables, note) = CachedTables::new().for_search(&end.position(), end.rules());
            if let Some(note) = note {
                writeln!(err, "{}", super::note(tr, &note))?;
            }
            Ok((tables.map(|t| t as Arc<dyn EndgameTables>), None))
        }
        GamePlay::Akidada(play) => {
            let loaded = super::solve::load(tr, play.session.rules(), err);
            Ok((None, Some(loaded.solver)))
        }
    }
}

/// Saves the game with its review, where the window finds it.
fn save(tr: Tr, path: &Path, game: &ActiveGame, err: &mut dyn Write) -> Result<()> {
    let shown = path.display().to_string();
    if let Err(e) = record::save_atomic(path, &game.to_record()) {
        let said = tr.f(
            m::CLI_REVIEW_NOT_SAVED,
            [("path", shown.into()), ("error", e.message().into())],
        );
        return fail(err, said);
    }
    let said = tr.f(m::CLI_REVIEW_SAVED, [("path", shown.into())]);
    writeln!(err, "{said}")?;
    Ok(())
}

/// Game `chosen` (from 1) of a PDN file, or its only game.
fn read_pdn_game(
    tr: Tr,
    path: &Path,
    chosen: Option<usize>,
    err: &mut dyn Write,
) -> Result<LoadedGame> {
    let games = pdn_games(tr, path, err)?;
    let index = match (chosen, games.len()) {
        (Some(n), len) if n > len => {
            return usage(tr.f(
                m::CLI_GAME_NOT_IN_FILE,
                [
                    ("command", REVIEW.name.into()),
                    ("path", quote(path).into()),
                    ("count", len.into()),
                    ("number", n.into()),
                ],
            ));
        }
        (Some(n), _) => n - 1,
        (None, 1) => 0,
        (None, len) => {
            return usage(tr.f(
                m::CLI_REVIEW_CHOOSE_GAME,
                [("path", quote(path).into()), ("count", len.into())],
            ));
        }
    };
    match &games[index].game {
        Ok(loaded) => Ok(loaded.clone()),
        Err(e) => {
            let said = super::convert::bad_game(tr, path, index + 1, "", &e.message());
            fail(err, said)
        }
    }
}

/// A move's class as text.
fn class_word(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Best => "best",
        MoveClass::Good => "good",
        MoveClass::Inaccuracy => "inaccuracy",
        MoveClass::Mistake => "mistake",
        MoveClass::Blunder => "blunder",
    }
}

fn class_mark(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Inaccuracy => "?!",
        MoveClass::Mistake => "?",
        MoveClass::Blunder => "??",
        MoveClass::Best | MoveClass::Good => "",
    }
}

/// The review as text, for people (`--json` is for programs): a line per
/// move, then a line per player.
fn print_review(
    tr: Tr,
    game: &ActiveGame,
    review: &Review,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let texts = game.move_texts();
    for (i, (judged, text)) in review.moves.iter().zip(&texts).enumerate() {
        // Move numbers as the move list shows them: a pair per number.
        let number = i / 2 + 1;
        let dots = if i % 2 == 0 { "." } else { "..." };
        let mv = format!("{number}{dots} {text}{}", class_mark(judged.class));
        let better = judged.better.as_ref().map_or_else(String::new, |b| {
            format!("  {}", tr.f(m::CLI_REVIEW_BETTER, [("move", b.into())]))
        });
        let class = tr.f(
            m::CLI_REVIEW_CLASS,
            [("class", class_word(judged.class).into())],
        );
        writeln!(out, "{mv:<28} {class}{better}")?;
    }
    for side in Side::BOTH {
        let summary = review.summary(side);
        let accuracy = summary.accuracy.map_or_else(
            || tr.t(m::CLI_REVIEW_NO_MOVES_PLAYED).to_string(),
            |a| {
                tr.f(
                    m::CLI_REVIEW_ACCURACY,
                    [("percent", format!("{a:.0}").into())],
                )
            },
        );
        let unnamed = match side {
            Side::White => game.meta.white.trim().is_empty(),
            Side::Black => game.meta.black.trim().is_empty(),
        };
        let name = match (unnamed, side) {
            (false, _) => game.players.name(side),
            (true, Side::White) => tr.t(m::WHITE),
            (true, Side::Black) => tr.t(m::BLACK),
        };
        let said = tr.f(
            m::CLI_REVIEW_PLAYER,
            [
                ("name", name.into()),
                ("side", side.into()),
                ("accuracy", accuracy.into()),
                ("inaccuracies", summary.count(MoveClass::Inaccuracy).into()),
                ("mistakes", summary.count(MoveClass::Mistake).into()),
                ("blunders", summary.count(MoveClass::Blunder).into()),
            ],
        );
        writeln!(out, "{said}")?;
    }
    Ok(())
}

#[derive(Serialize)]
struct ReviewJson {
    game: &'static str,
    white: String,
    black: String,
    moves: Vec<MoveJson>,
    players: [PlayerJson; 2],
}

#[derive(Serialize)]
struct MoveJson {
    ply: usize,
    #[serde(rename = "move")]
    text: String,
    mover: &'static str,
    class: &'static str,
    /// The mover's winning chance lost, 0 to 2.
    lost: f64,
    /// The position's evaluation before the move, from the mover's view.
    eval: Option<String>,
    better: Option<String>,
}

#[derive(Serialize)]
struct PlayerJson {
    side: &'static str,
    accuracy: Option<f64>,
    inaccuracies: u32,
    mistakes: u32,
    blunders: u32,
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl ReviewJson {
    fn of(game: &ActiveGame, review: &Review) -> ReviewJson {
        let texts = game.move_texts();
        let moves = review
            .moves
            .iter()
            .zip(texts)
            .enumerate()
            .map(|(i, (m, text))| MoveJson {
                ply: i + 1,
                text,
                mover: side_word(m.mover),
                class: class_word(m.class),
                lost: (m.lost * 1000.0).round() / 1000.0,
                eval: review
                    .judged
                    .get(i)
                    .and_then(|j| j.as_ref())
                    .map(|j| j.eval.to_string()),
                better: m.better.clone(),
            })
            .collect();
        let player = |side: Side| {
            let s = review.summary(side);
            PlayerJson {
                side: side_word(side),
                accuracy: s.accuracy.map(|a| (a * 10.0).round() / 10.0),
                inaccuracies: s.count(MoveClass::Inaccuracy),
                mistakes: s.count(MoveClass::Mistake),
                blunders: s.count(MoveClass::Blunder),
            }
        };
        ReviewJson {
            game: game.kind().id(),
            white: game.players.name(Side::White).to_string(),
            black: game.players.name(Side::Black).to_string(),
            moves,
            players: [player(Side::White), player(Side::Black)],
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cli::run_args;

    /// A copy of an example game in a folder of the test's own.
    fn copy_of(example: &str, name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("akidada-review-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let to = dir.join(format!("{name}.ron"));
        std::fs::copy(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(example),
            &to,
        )
        .unwrap();
        to
    }

    #[test]
    fn a_dama_game_is_reviewed_and_the_review_saved_with_it() {
        let path = copy_of("assets/examples/dama-non-maximal-capture.ron", "dama");
        let p = path.to_str().unwrap();
        let (action, out, err) = run_args(&["review", p, "--nodes", "2000"]);
        assert_eq!(action, crate::cli::Action::Exit(0), "{err}");
        let moves = crate::record::load_path(&path).unwrap().move_count();
        assert_eq!(out.lines().count(), moves + 2, "{out}");
        assert!(out.contains("accuracy"), "{out}");
        assert!(err.contains("saved"), "{err}");
        // The window finds the review when it opens the game.
        let loaded = crate::record::load_path(&path).unwrap();
        let game = crate::app::play::ActiveGame::from_loaded(loaded, ["W", "B"]);
        assert!(game.current_review().is_some());
        std::fs::remove_dir_all(path.parent().unwrap()).ok();
    }

    #[test]
    fn json_has_a_move_per_ply_and_both_players() {
        let path = copy_of("assets/examples/dama-win.ron", "json");
        let p = path.to_str().unwrap();
        let (action, out, err) = run_args(&["review", p, "--nodes", "1000", "--json", "--no-save"]);
        assert_eq!(action, crate::cli::Action::Exit(0), "{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let moves = crate::record::load_path(&path).unwrap().move_count();
        assert_eq!(v["moves"].as_array().unwrap().len(), moves);
        assert_eq!(v["players"].as_array().unwrap().len(), 2);
        assert_eq!(v["game"], "dama");
        assert!(!err.contains("saved"), "--no-save: {err}");
        std::fs::remove_dir_all(path.parent().unwrap()).ok();
    }

    #[test]
    fn bad_arguments_say_what_was_wrong() {
        let (action, _, err) = run_args(&["review"]);
        assert_eq!(action, crate::cli::Action::Exit(2));
        assert!(err.contains("review expects"), "{err}");
        let (action, _, err) = run_args(&["review", "x.ron", "--nodes", "5", "--movetime", "5"]);
        assert_eq!(action, crate::cli::Action::Exit(2));
        assert!(err.contains("not both"), "{err}");
        let (action, _, err) = run_args(&["review", "/no/such/game.ron"]);
        assert_eq!(action, crate::cli::Action::Exit(1));
        assert!(err.contains("/no/such/game.ron"), "{err}");
    }
}
