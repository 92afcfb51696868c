//! `akidada convert` and `akidada check FILE.pdn`, run as the built binary.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn akidada(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_akidada"))
        .args(args)
        // Its messages in English, whatever the machine's language.
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/examples")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// A fresh, empty directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pdn-cli-{test}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn convert_goes_from_ron_to_pdn_and_back() {
    let dir = scratch("round-trip");
    let pdn = path(&dir, "win.pdn");
    let ron = path(&dir, "win.ron");
    let o = akidada(&["convert", &example("dama-win.ron"), &pdn]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("{pdn}: dama: 109 moves, White wins (king against a lone piece)\n")
    );
    let text = fs::read_to_string(&pdn).unwrap();
    assert!(text.contains("[GameType \"30,W,8,8,A0,0\"]"), "{text}");
    let o = akidada(&["convert", &pdn, &ron]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(&ron).unwrap(),
        fs::read_to_string(example("dama-win.ron")).unwrap(),
        "RON to PDN to RON gives the same file"
    );
}

#[test]
fn convert_takes_one_game_of_many_with_game_n() {
    let dir = scratch("many");
    let mut all = String::new();
    for name in ["dama-win.ron", "dama-worked-example-variant-b.ron"] {
        let pdn = path(&dir, &name.replace(".ron", ".pdn"));
        assert_eq!(
            akidada(&["convert", &example(name), &pdn]).status.code(),
            Some(0)
        );
        all.push_str(&fs::read_to_string(&pdn).unwrap());
    }
    let both = path(&dir, "both.pdn");
    fs::write(&both, &all).unwrap();
    let out = path(&dir, "second.ron");

    // Two games, one saved game: which one must be said.
    let o = akidada(&["convert", &both, &out]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds 2 games"), "{}", stderr(&o));
    assert!(stderr(&o).contains("--game N"));
    let o = akidada(&["convert", &both, &out, "--game", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--game 3 is not one of them"),
        "{}",
        stderr(&o)
    );
    for bad in ["0", "two", "-1"] {
        let o = akidada(&["convert", &both, &out, "--game", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
    }
    assert!(!Path::new(&out).exists());

    let o = akidada(&["convert", &both, &out, "--game", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(&out).unwrap(),
        fs::read_to_string(example("dama-worked-example-variant-b.ron")).unwrap()
    );
    // PDN to PDN: every game, or one.
    let copy = path(&dir, "copy.pdn");
    let o = akidada(&["convert", &both, &copy]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o).lines().count(), 2);
    assert_eq!(fs::read_to_string(&copy).unwrap(), all);
    let o = akidada(&["convert", &both, &copy, "--game=1"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o).lines().count(), 1);
}

#[test]
fn convert_refuses_what_it_cannot_do() {
    let dir = scratch("refuse");
    // Akidada has no PDN.
    let out = path(&dir, "aki.pdn");
    let o = akidada(&["convert", &example("akidada-resignation.ron"), &out]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("PDN, which is for draughts"),
        "{}",
        stderr(&o)
    );
    assert!(!Path::new(&out).exists());
    // Unknown kinds, missing paths, --game on a saved game.
    for (args, needle) in [
        (vec!["convert"], "two paths"),
        (vec!["convert", "a.ron"], "two paths"),
        (
            vec!["convert", "a.ron", "b.txt"],
            "cannot tell the kind of 'b.txt'",
        ),
        (
            vec!["convert", "a.ron", "b.pdn", "c.pdn"],
            "unexpected argument 'c.pdn'",
        ),
        (
            vec!["convert", "a.ron", "b.pdn", "--game", "1"],
            "--game chooses a game of a PDN file",
        ),
        (
            vec!["convert", "a.ron", "b.pdn", "--fast"],
            "unknown option '--fast'",
        ),
    ] {
        let o = akidada(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("akidada help"));
    }
    // A file that is not there, or has a bad game: status 1, nothing written.
    let o = akidada(&["convert", &path(&dir, "none.pdn"), &out]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("none.pdn"), "{}", stderr(&o));
    let bad = path(&dir, "bad.pdn");
    fs::write(&bad, "1. c3-c4 *\n\n1. c3-c5 *\n").unwrap();
    let o = akidada(&["convert", &bad, &out]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("game 2: line 3, column 4, move 1. c3-c5"),
        "{}",
        stderr(&o)
    );
    assert!(!Path::new(&out).exists());
    // The good game alone can be taken.
    let o = akidada(&["convert", &bad, &out, "--game", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn check_reads_every_game_of_a_pdn_file() {
    let dir = scratch("check");
    let file = path(&dir, "games.pdn");
    fs::write(
        &file,
        "[White \"Ayşe\"]\n[Black \"Mehmet\"]\n1. c3-c4 b6-b5 2-0\n\n\
         [GameType \"20\"]\n1. 32-28 *\n\n\
         [FEN \"W:Wc4:Bc5\"]\n1. c4xc6 *\n\n\
         1. c3-c4 b6-b5 2. c4-c5 b5xb1 *\n",
    )
    .unwrap();
    let o = akidada(&["check", &file]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "game 1 (Ayşe - Mehmet): dama: 2 moves, White wins (resignation)\n\
         game 3: dama: 1 move, White wins (no legal move)\n"
    );
    let err = stderr(&o);
    assert!(err.contains("games.pdn: game 2: GameType \"20\""), "{err}");
    assert!(
        err.contains(
            "games.pdn: game 4: line 11, column 25, move 2... b5xb1: a jump captures one piece"
        ),
        "{err}"
    );
    assert!(err.contains("2 of 4 games cannot be read"), "{err}");
    assert!(!err.contains("panicked"));

    // All good: status 0. A saved game is still checked as before.
    fs::write(&file, "1. c3-c4 *\n").unwrap();
    let o = akidada(&["check", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "game 1: dama: 1 move, unfinished\n");
    let o = akidada(&["check", &example("dama-win.ron")]);
    assert_eq!(o.status.code(), Some(0));
    // Not PDN at all.
    fs::write(&file, "\n\n").unwrap();
    let o = akidada(&["check", &file]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no game found"), "{}", stderr(&o));
}

#[test]
fn the_help_names_the_new_command() {
    let o = akidada(&["help"]);
    let help = stdout(&o);
    assert!(help.contains("convert IN OUT [--game N]"), "{help}");
    assert!(help.contains("check FILE.ron | FILE.pdn"), "{help}");
}
