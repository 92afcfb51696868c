//! PDN with another program: pydraughts (PyPI), Turkish variant.
//!
//! pydraughts writes random legal games that we read and replay, and reads and
//! replays games we write; each side's final position must be the other's.
//! pydraughts' kings may pass over pieces (DESIGN.md), so games stop at the first
//! crowning: up to then both programs agree on every move. It also reads a game
//! that starts with Black to move with its first move twice, so the games it
//! reads start with White to move.
//!
//! Opt-in, since it needs what a fresh machine with Rust lacks: Python 3 with
//! its `venv` module, and PyPI on first use, when the test installs pydraughts
//! into a virtual environment under `target/tmp/`. CI installs them and runs it
//! every time: `cargo test --test engine pdn_pydraughts -- --ignored`. Without
//! them it fails and says what to install; it never passes without having run.
//! Our own PDN written and read back needs nothing outside, and is tested in
//! `pdn.rs` on every run.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use akidada::games::Side;
use akidada::games::dama::{Dama, DamaRules, Move, Position};
use akidada::record::pdn::{self, PdnGame};
use akidada::record::{Meta, Record};
use akidada::rng::Rng;
use akidada::session::{Lot, Session};

/// The pinned versions: pydraughts and the one package it depends on.
const PACKAGES: [&str; 2] = ["pydraughts==0.6.7", "msl-loadlib==0.10.0"];
const VERSION: &str = "0.6.7";

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pydraughts/interop.py")
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdn-pydraughts");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn venv_python(venv: &Path) -> PathBuf {
    if cfg!(windows) {
        venv.join("Scripts").join("python.exe")
    } else {
        venv.join("bin").join("python")
    }
}

fn run(command: &mut Command) -> std::io::Result<Output> {
    command.output()
}

fn shown(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Whether `python` runs pydraughts at the pinned version.
fn has_pydraughts(python: &Path) -> bool {
    let check =
        format!("import sys, draughts; sys.exit(0 if draughts.__version__ == '{VERSION}' else 1)");
    run(Command::new(python).args(["-c", &check])).is_ok_and(|o| o.status.success())
}

/// The Python of a virtual environment with pydraughts, made on first use.
fn python() -> &'static Path {
    static PYTHON: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    match PYTHON.get_or_init(install) {
        Ok(python) => python,
        Err(message) => panic!("{message}"),
    }
}

fn install() -> Result<PathBuf, String> {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pydraughts-{VERSION}"));
    let python = venv_python(&venv);
    if has_pydraughts(&python) {
        return Ok(python);
    }
    let base = std::env::var("AKIDADA_PYTHON").unwrap_or_else(|_| "python3".to_string());
    let needs = format!(
        "The pydraughts interop test needs Python 3 with its venv module ({base}, or the \
         Python named by AKIDADA_PYTHON) and PyPI, to install {} into {}. On Debian or \
         Ubuntu: sudo apt-get install python3 python3-venv.",
        PACKAGES.join(" "),
        venv.display()
    );
    // Made beside the final place, then renamed: a run killed half-way, or
    // another run at the same time, never leaves a half-made environment there.
    let partial = venv.with_extension(format!("partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&partial);
    let made = run(Command::new(&base).arg("-m").arg("venv").arg(&partial))
        .map_err(|e| format!("cannot run {base}: {e}.\n{needs}"))?;
    if !made.status.success() {
        return Err(format!("{base} -m venv failed:\n{}\n{needs}", shown(&made)));
    }
    let pip = run(Command::new(venv_python(&partial))
        .args([
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--no-input",
            "-q",
        ])
        .args(PACKAGES))
    .map_err(|e| format!("cannot run pip: {e}.\n{needs}"))?;
    if !pip.status.success() {
        let _ = std::fs::remove_dir_all(&partial);
        return Err(format!(
            "pip could not install {}:\n{}\n{needs}",
            PACKAGES.join(" "),
            shown(&pip)
        ));
    }
    let _ = std::fs::remove_dir_all(&venv);
    if std::fs::rename(&partial, &venv).is_err() {
        // Another run put one there first.
        let _ = std::fs::remove_dir_all(&partial);
    }
    if has_pydraughts(&python) {
        Ok(python)
    } else {
        Err(format!(
            "pydraughts {VERSION} does not import after installing it.\n{needs}"
        ))
    }
}

/// Runs the pydraughts side: `interop.py ARGS...`.
fn interop(args: &[&str]) -> String {
    let output = run(Command::new(python()).arg(script()).args(args))
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script().display()));
    assert!(
        output.status.success(),
        "interop.py {args:?} failed:\n{}",
        shown(&output)
    );
    String::from_utf8(output.stdout).expect("UTF-8 from Python")
}

fn session(game: &PdnGame) -> &Session<Dama> {
    match &game.game {
        Ok(loaded) => {
            (loaded.session.dama()).unwrap_or_else(|| panic!("game {}: not Dama", game.number))
        }
        Err(e) => panic!("game {} ({}): {e}", game.number, game.title()),
    }
}

#[test]
#[ignore = "needs Python 3 with venv, and PyPI on first use (the README's opt-in tests)"]
fn pydraughts_games_read_and_replay_here() {
    let file = scratch().join("from-pydraughts.pdn");
    // pydraughts takes some 10 ms a move: a dozen games keep the test short.
    let count = 12;
    interop(&["write", "2026", &count.to_string(), file.to_str().unwrap()]);
    let games = pdn::read_path(&file).unwrap();
    assert_eq!(games.len(), count);
    let (mut plies, mut captures, mut multi, mut short_forms, mut crowned, mut decided) =
        (0, 0, 0, 0, 0, 0);
    for game in &games {
        let session = session(game);
        let end = session.position();
        let final_fen = game.tag("PydraughtsFinal").expect("the tag is kept");
        let theirs: Position = final_fen
            .parse()
            .unwrap_or_else(|e| panic!("game {}: {final_fen}: {e:?}", game.number));
        assert_eq!(end, theirs, "game {}: both boards end alike", game.number);
        plies += session.plies().len();
        for (ply, written) in session.plies().iter().zip(&game.moves) {
            captures += usize::from(ply.mv.is_capture());
            multi += usize::from(ply.mv.capture_count() > 1);
            short_forms += usize::from(written.text != ply.text);
            crowned += usize::from(ply.before.crowns(&ply.mv));
        }
        decided += usize::from(game.result != pdn::Score::Unknown);
    }
    println!(
        "pydraughts wrote {count} games: {plies} moves, {captures} captures ({multi} of several \
         pieces, {short_forms} in the short form), {crowned} crownings, {decided} decided"
    );
    // The games are worth reading: they have what the notation must cope with.
    assert!(plies >= 120, "{plies}");
    assert!(
        captures >= 15 && multi >= 3 && short_forms >= 3,
        "{captures} {multi} {short_forms}"
    );
    assert!(crowned >= 5, "{crowned}");
}

/// A random game by our rules from `start`, to the first crowning (avoided three
/// times in four when another move exists), the end, or 120 moves.
fn random_game(rng: &mut Rng, start: Position) -> Session<Dama> {
    let lot = Lot {
        first: start.side_to_move(),
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, start);
    while session.plies().len() < 120 && session.outcome().is_none() {
        let pos = session.position();
        let moves = session.legal_moves();
        let mut mv = moves[rng.below(moves.len())];
        if pos.crowns(&mv) && rng.below(4) != 0 {
            let others: Vec<Move> = moves.iter().copied().filter(|m| !pos.crowns(m)).collect();
            if !others.is_empty() {
                mv = others[rng.below(others.len())];
            }
        }
        session.play(mv).unwrap();
        if pos.crowns(&mv) {
            break;
        }
    }
    session
}

#[test]
#[ignore = "needs Python 3 with venv, and PyPI on first use (the README's opt-in tests)"]
fn our_games_read_and_replay_in_pydraughts() {
    let mut rng = Rng::new(0x5EED_0012);
    let mut sessions = Vec::new();
    for i in 0..12 {
        // A third from a set-up position (a few moves into a game, White to
        // move), written with SetUp and FEN.
        let mut start = Position::start(Side::White);
        if i % 3 == 2 {
            let opening = random_game(&mut rng, start);
            // An even number of moves: White to move again.
            let set_up = opening.position_at(opening.plies().len().min(8) & !1);
            if set_up.status_at_setup(&DamaRules::default()).is_none() {
                start = set_up;
            }
        }
        sessions.push(random_game(&mut rng, start));
    }
    let records: Vec<Record> = sessions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let meta = Meta {
                white: "Akidada".to_string(),
                black: "Akidada".to_string(),
                comment: format!("Random game {}.", i + 1),
                ..Meta::default()
            };
            Record::from_session(s, &meta)
        })
        .collect();
    let file = scratch().join("for-pydraughts.pdn");
    std::fs::write(&file, pdn::write(&records).unwrap()).unwrap();
    let lines = interop(&["read", file.to_str().unwrap()]);
    let lines: Vec<serde_json::Value> = lines
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), sessions.len(), "pydraughts reads every game");
    let mut plies = 0;
    for (i, (line, session)) in lines.iter().zip(&sessions).enumerate() {
        assert!(
            line["error"].is_null(),
            "game {}: pydraughts: {}",
            i + 1,
            line["error"]
        );
        assert_eq!(line["moves"], session.plies().len(), "game {}", i + 1);
        let fen = line["fen"].as_str().unwrap();
        let theirs: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        assert_eq!(
            theirs,
            session.position(),
            "game {}: both boards end alike",
            i + 1
        );
        plies += session.plies().len();
    }
    println!(
        "pydraughts read and replayed our {} games: {plies} moves",
        sessions.len()
    );
    assert!(plies >= 120, "{plies}");
}
