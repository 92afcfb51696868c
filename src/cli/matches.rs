//! `match`: two Dama players, of this build or others through the engine
//! protocol, play a match from the command line (to measure a change).

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

use crate::ai::endgame::MAX_PIECES;
use crate::ai::eval::Weights;
use crate::games::dama::{Dama, DamaRules, Position};
use crate::games::{FirstPlayer, Game, GameKind};
use crate::i18n::{Tr, m};
use crate::lab::matches::{GameSummary, MatchResult, MatchSpec, Player, play_match};

use super::args::{Args, Flag, position_error};
use super::{Action, Result, RuleOptions, Run, Subcommand, quote, usage};

pub(super) const MATCH: Subcommand = Subcommand {
    name: super::MATCH_NAME,
    help: m::CLI_HELP_MATCH,
    flags: &[
        FIRST,
        SECOND,
        GAMES,
        SEED,
        OPENING_PLIES,
        FIRST_WEIGHTS,
        SECOND_WEIGHTS,
        FIRST_TABLES,
        SECOND_TABLES,
        FIRST_ENGINE,
        SECOND_ENGINE,
        RECORD,
        STARTS,
    ],
    rule_options: RuleOptions::Listed,
    examples: &[],
    run: Run::Args(cmd_match),
};

const FIRST: Flag = Flag::with_value("--first", "P");
const SECOND: Flag = Flag::with_value("--second", "P");
const GAMES: Flag = Flag::with_value("--games", "N");
const SEED: Flag = Flag::with_value("--seed", "S");
const OPENING_PLIES: Flag = Flag::with_value("--opening-plies", "N");
const FIRST_WEIGHTS: Flag = Flag::with_value("--first-weights", "FILE");
const FIRST_TABLES: Flag = Flag::with_value("--first-tables", "N");
const SECOND_TABLES: Flag = Flag::with_value("--second-tables", "N");
const SECOND_WEIGHTS: Flag = Flag::with_value("--second-weights", "FILE");
const RECORD: Flag = Flag::with_value("--record", "FILE");
const STARTS: Flag = Flag::with_value("--starts", "FILE");
const FIRST_ENGINE: Flag = Flag::with_value("--first-engine", "PATH");
const SECOND_ENGINE: Flag = Flag::with_value("--second-engine", "PATH");

/// The flags that change one player: its own, then its weights, its tables
/// and another build to play through the protocol.
struct PlayerFlags {
    player: Flag,
    default: &'static str,
    weights: Flag,
    tables: Flag,
    engine: Flag,
}

const FIRST_PLAYER: PlayerFlags = PlayerFlags {
    player: FIRST,
    default: "level:8",
    weights: FIRST_WEIGHTS,
    tables: FIRST_TABLES,
    engine: FIRST_ENGINE,
};

const SECOND_PLAYER: PlayerFlags = PlayerFlags {
    player: SECOND,
    default: "level:7",
    weights: SECOND_WEIGHTS,
    tables: SECOND_TABLES,
    engine: SECOND_ENGINE,
};

/// `match`: a game a line on standard error as it ends, the score and Elo on
/// standard output, each game recorded with `--record`.
fn cmd_match(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = args.tr;
    args.no_more_words(0)?;
    let spec = match_spec(&args)?;
    let record = open_record(&args)?;
    let start = tr.f(
        m::CLI_MATCH_START,
        [
            ("first", (&spec.first.name).into()),
            ("second", (&spec.second.name).into()),
            ("games", (2 * spec.pairs).into()),
            ("plies", spec.opening_plies.into()),
        ],
    );
    let _ = writeln!(err, "{start}");
    let result = match play(tr, &spec, record, err) {
        Ok(result) => result,
        Err(e) => {
            let said = tr.f(m::CLI_MATCH_ENGINE_FAILED, [("error", e.into())]);
            writeln!(err, "{said}")?;
            return Ok(Action::Exit(1));
        }
    };
    writeln!(out, "{} vs {}: {result}", spec.first.name, spec.second.name)?;
    let thrown = tr.f(
        m::CLI_MATCH_THROWN_AWAY,
        [
            ("first", result.thrown_away[0].into()),
            ("second", result.thrown_away[1].into()),
            ("first_pieces", result.thrown_away_by_pieces[0].into()),
            ("second_pieces", result.thrown_away_by_pieces[1].into()),
        ],
    );
    writeln!(out, "{thrown}")?;
    out.flush()?;
    Ok(Action::Exit(0))
}

/// The match the flags ask for.
fn match_spec(args: &Args) -> Result<MatchSpec> {
    let tr = args.tr;
    let first = player(args, &FIRST_PLAYER)?;
    let second = player(args, &SECOND_PLAYER)?;
    let games = args.number(GAMES.name, 2, 100_000)?.unwrap_or(40);
    if games % 2 == 1 {
        return usage(tr.f(
            m::CLI_MATCH_ODD_GAMES,
            [("games", games.to_string().into())],
        ));
    }
    let mut spec = MatchSpec::new(first, second, (games / 2) as usize);
    let rules: DamaRules = args.rules::<Dama>()?;
    spec.rules = DamaRules {
        // The engines play from the standard start, White first.
        first: FirstPlayer::White,
        ..rules
    };
    // This build's players read the endgame tables as `akidada engine` does,
    // so that it meets another build through the protocol on equal terms.
    spec.tables = true;
    if let Some(seed) = args.number(SEED.name, 0, u64::MAX)? {
        spec.seed = seed;
    }
    if let Some(plies) = args.number(OPENING_PLIES.name, 0, 40)? {
        spec.opening_plies = plies as usize;
    }
    if let Some(path) = args.path(STARTS.name) {
        spec.starts = starts_from(tr, path)?;
        spec.opening_plies = 0;
    }
    Ok(spec)
}

/// One player, as its flags make it; its name says what they changed.
fn player(args: &Args, flags: &PlayerFlags) -> Result<Player> {
    let tr = args.tr;
    let text = args.value(flags.player.name);
    let mut player = Player::parse(text.as_deref().unwrap_or(flags.default)).or_else(|e| {
        usage(tr.f(
            m::CLI_MATCH_BAD_PLAYER,
            [("flag", flags.player.name.into()), ("error", e.into())],
        ))
    })?;
    if let Some(path) = args.path(flags.weights.name) {
        player.weights = Some(weights_from(tr, path, flags.weights.name)?);
        player.name += &format!(" (weights {})", path.display());
    }
    if let Some(pieces) = args.number(flags.tables.name, 0, MAX_PIECES.into())? {
        player.table_pieces = Some(pieces as u32);
        player.name += &format!(" (tables of {pieces})");
    }
    if let Some(path) = args.path(flags.engine.name) {
        player.engine = Some(path.to_path_buf());
        player.name += &format!(" (engine {})", path.display());
    }
    Ok(player)
}

/// A weights file for `match`.
fn weights_from(tr: Tr, path: &Path, flag: &str) -> Result<Weights> {
    let said = |id, e: &dyn std::fmt::Display| {
        tr.f(
            id,
            [
                ("flag", flag.into()),
                ("path", quote(path).into()),
                ("error", e.to_string().into()),
            ],
        )
    };
    let text =
        std::fs::read_to_string(path).or_else(|e| usage(said(m::CLI_MATCH_CANNOT_READ, &e)))?;
    Weights::from_text(&text).or_else(|e| usage(said(m::CLI_MATCH_BAD_WEIGHTS, &e)))
}

/// Start positions for `match --starts`: one position string a line, `#`
/// starting a comment.
fn starts_from(tr: Tr, path: &Path) -> Result<Vec<Position>> {
    let text = std::fs::read_to_string(path).or_else(|e| {
        usage(tr.f(
            m::CLI_MATCH_CANNOT_READ,
            [
                ("flag", STARTS.name.into()),
                ("path", quote(path).into()),
                ("error", e.to_string().into()),
            ],
        ))
    })?;
    let mut starts = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let pos = Dama::parse_position(line).or_else(|e| {
            let place = tr.f(
                m::CLI_MATCH_BAD_START,
                [("path", quote(path).into()), ("line", (n + 1).into())],
            );
            usage(format!(
                "{place}\n{}",
                position_error(tr, GameKind::Dama, line, &e)
            ))
        })?;
        starts.push(pos);
    }
    if starts.is_empty() {
        return usage(tr.f(m::CLI_MATCH_NO_STARTS, [("path", quote(path).into())]));
    }
    Ok(starts)
}

/// The file `--record` names, and its path.
type Record<'a> = (&'a Path, BufWriter<File>);

/// The record's file, made before the match starts so that a path that
/// cannot be written is said at once.
fn open_record(args: &Args) -> Result<Option<Record<'_>>> {
    let Some(path) = args.path(RECORD.name) else {
        return Ok(None);
    };
    match File::create(path) {
        Ok(file) => Ok(Some((path, BufWriter::new(file)))),
        Err(e) => usage(cannot_write(args.tr, path, &e)),
    }
}

fn cannot_write(tr: Tr, path: &Path, e: &io::Error) -> String {
    tr.f(
        m::CLI_MATCH_CANNOT_WRITE,
        [
            ("path", quote(path).into()),
            ("error", e.to_string().into()),
        ],
    )
}

/// Plays the match, a line for each game on `err` and in the record. The
/// record is written a game at a time, so that a long match stopped half way
/// keeps the games it played; the first error writing it is said at the end.
fn play(
    tr: Tr,
    spec: &MatchSpec,
    mut record: Option<Record<'_>>,
    err: &mut dyn Write,
) -> std::result::Result<MatchResult, String> {
    let mut record_error = None;
    let stop = AtomicBool::new(false);
    let played = play_match(spec, &stop, &mut |game, so_far| {
        let _ = writeln!(err, "{}", game_line(tr, game, so_far));
        if let Some((_, file)) = &mut record
            && record_error.is_none()
        {
            let line = game.record_line(so_far.games());
            if let Err(e) = writeln!(file, "{line}").and_then(|()| file.flush()) {
                record_error = Some(e);
            }
        }
    });
    if let (Some(e), Some((path, _))) = (record_error, record) {
        // The match itself was played: its result still counts.
        let _ = writeln!(err, "{}", cannot_write(tr, path, &e));
    }
    played
}

/// A game's line on standard error: its number, who had White, how it ended
/// and the score so far.
fn game_line(tr: Tr, game: &GameSummary, so_far: &MatchResult) -> String {
    let outcome = match game.outcome {
        Some(o) => format!("{} {}", o.score(), tr.msg(&o.message())),
        None => format!(
            "1-1 {}",
            tr.f(m::CLI_MATCH_STOPPED, [("plies", game.moves.len().into())])
        ),
    };
    let white = if game.first_is_white {
        "first"
    } else {
        "second"
    };
    tr.f(
        m::CLI_MATCH_GAME,
        [
            ("number", so_far.games().into()),
            ("white", white.into()),
            ("outcome", outcome.into()),
            ("score", so_far.to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use crate::cli::{Action, run_args as run};

    /// A match of two games, depth 2 against depth 1, with `more` arguments:
    /// what it returns, says and reports.
    fn quick_match(more: &[&str]) -> (Action, String, String) {
        let mut args = vec![
            "match", "--first", "depth:2", "--second", "depth:1", "--games", "2",
        ];
        args.extend_from_slice(more);
        run(&args)
    }

    #[test]
    fn usage_errors_name_the_problem() {
        for (args, needle) in [
            (vec!["match", "--first", "level:11"], "not a player"),
            (vec!["match", "--games", "3"], "even"),
            (vec!["match", "--second-tables", "6"], "--second-tables"),
            (
                vec!["match", "--first-weights", "/nonexistent/w.txt"],
                "cannot read",
            ),
        ] {
            let (action, _, err) = run(&args);
            assert_eq!(action, Action::Exit(2), "{args:?}");
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }

    #[test]
    fn a_tiny_match_reports_score_and_elo() {
        let (action, out, err) = quick_match(&["--first-tables", "0"]);
        assert!(out.contains("(tables of 0)"), "the player is named: {out}");
        assert_eq!(action, Action::Exit(0), "{err}");
        assert!(out.contains("(2 games)") && out.contains("Elo"), "{out}");
        assert!(out.contains("wins thrown away"), "{out}");
        assert_eq!(err.matches("game ").count(), 2, "{err}");
    }

    #[test]
    fn a_match_records_its_games_with_each_moves_score() {
        let dir = std::env::temp_dir().join(format!("akidada-match-record-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.jsonl");
        let (action, _, err) = quick_match(&["--record", path.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let text = std::fs::read_to_string(&path).unwrap();
        let games: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(games.len(), 2, "{text}");
        for (i, game) in games.iter().enumerate() {
            assert_eq!(game["game"], i + 1);
            let moves = game["moves"].as_array().unwrap();
            let scores = game["scores"].as_array().unwrap();
            assert_eq!(moves.len(), scores.len());
            // After the 4 random plies, every move has the mover's score.
            assert!(scores[4..].iter().all(|s| s.as_str().is_some()), "{game}");
        }
        // From given starts: each one with both colours, the start recorded.
        let starts = dir.join("starts.txt");
        std::fs::write(&starts, "# two kings against a man\nB:WKh1:Bc2,f5\n").unwrap();
        let (action, _, err) = quick_match(&[
            "--starts",
            starts.to_str().unwrap(),
            "--record",
            path.to_str().unwrap(),
        ]);
        assert_eq!(action, Action::Exit(0), "{err}");
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            let game: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(game["start"], "B:WKh1:Bc2,f5", "{game}");
        }
        std::fs::write(&starts, "B:WKh1:Bc2,f5\nB:Wz9\n").unwrap();
        let (action, _, err) = run(&["match", "--starts", starts.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("line 2"), "{err}");
        std::fs::write(&starts, "# nothing\n").unwrap();
        let (action, _, err) = run(&["match", "--starts", starts.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("no positions"), "{err}");
        // A record that cannot be written is said before the match starts.
        let bad = dir.join("no-such-dir").join("games.jsonl");
        let (action, _, err) = run(&["match", "--games", "2", "--record", bad.to_str().unwrap()]);
        assert_eq!(action, Action::Exit(2));
        assert!(err.contains("cannot write"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
