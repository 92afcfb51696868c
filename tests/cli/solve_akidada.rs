//! `solve akidada` and `moves akidada --values`, run as the built binary with its
//! cache in a folder under target/ (AKIDADA_CACHE_DIR): the table is built (or
//! checked) once by `solve akidada --build`, and the other commands load it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use akidada::ai::Value;

/// The long win of the solver tests: `win 105`, first removal at ply 99.
const LONG_WIN: &str = "W:Wa1,c1,b2,d2,b3,d3:Be1,c2,a3,c4,d4:H0,0";

fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_akidada"))
        // Its messages in English, whatever the machine's language.
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .args(args)
        .env("AKIDADA_CACHE_DIR", dir)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// The cache folder, with the default table built by `solve akidada --build`.
fn cache() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        // Under target/, kept between runs (a file from an older build is
        // checked like any other, and rebuilt if it does not pass).
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("akidada-solve-cli");
        let o = run_in(&dir, &["solve", "akidada", "--build"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let paths: Vec<String> = text(&o.stdout).lines().map(String::from).collect();
        assert_eq!(paths.len(), 2, "the table and its no-progress layer");
        for path in &paths {
            assert!(Path::new(path).starts_with(&dir), "{path}");
            assert!(Path::new(path).exists(), "{path}");
        }
        dir
    })
}

/// Runs a command that must succeed; returns stdout and stderr.
fn ok(args: &[&str]) -> (String, String) {
    let o = run_in(cache(), args);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    (text(&o.stdout), err)
}

/// Runs a command that must fail with a usage error naming `needle`.
fn fails(args: &[&str], needle: &str) {
    let o = run_in(cache(), args);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(text(&o.stdout), "", "{args:?}");
    assert!(
        err.contains(needle),
        "{args:?}: {needle:?} missing in {err}"
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn the_value_is_alone_on_the_first_line() {
    let (out, err) = ok(&["solve", "akidada"]);
    assert_eq!(out, "draw\n");
    assert!(err.contains("loaded from"), "{err}");
    let (out, err) = ok(&["solve", "akidada", "--fen", LONG_WIN]);
    assert_eq!(out, "win 105\n");
    assert!(
        err.contains("plies to the next removal under best play: win 99"),
        "{err}"
    );
    // Black to move with two pieces left: already lost.
    let (out, err) = ok(&["solve", "akidada", "--fen", "B:Wa1,c1,e1:Bb2,d4:H0,0"]);
    assert_eq!(out, "loss 0\n");
    assert!(err.contains("over"), "{err}");
}

#[test]
fn a_win_the_no_progress_rule_draws_is_called_cursed() {
    let (out, err) = ok(&["solve", "akidada", "--fen", LONG_WIN, "--no-progress", "40"]);
    assert_eq!(out, "win 105\n", "the table's value stands");
    assert!(err.contains("cursed win"), "{err}");
}

#[test]
fn moves_with_values_best_first() {
    let fen = "W:Wa1,c1,c2:Bb2,e5,d4:H3,3";
    let (out, _) = ok(&["moves", "akidada", "--fen", fen, "--values"]);
    let (plain, _) = ok(&["moves", "akidada", "--fen", fen]);
    let mut listed: Vec<&str> = Vec::new();
    let mut values: Vec<Value> = Vec::new();
    for line in out.lines() {
        let (mv, value) = line.split_once(' ').expect("`move value`");
        listed.push(mv);
        values.push(value.parse().expect("a value"));
    }
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "{out}");
    let mut expected: Vec<&str> = plain.lines().collect();
    expected.sort_unstable();
    listed.sort_unstable();
    assert_eq!(listed, expected);
    // The best move's value is the position's.
    let (value, _) = ok(&["solve", "akidada", "--fen", fen]);
    assert_eq!(values[0].to_string(), value.trim());
}

#[test]
fn stats_name_each_figure() {
    let (out, _) = ok(&["solve", "akidada", "--stats"]);
    let figure = |name: &str| -> String {
        out.lines()
            .find_map(|l| l.strip_prefix(name).and_then(|v| v.strip_prefix(' ')))
            .unwrap_or_else(|| panic!("no {name} in {out}"))
            .to_string()
    };
    assert_eq!(figure("positions"), "196637512");
    let count = |name: &str| figure(name).parse::<u64>().unwrap();
    assert_eq!(
        count("wins") + count("draws") + count("losses"),
        count("positions")
    );
    assert_eq!(figure("start"), "draw");
    assert!(count("longest_win_from_start") <= count("longest_win"));
    assert!(count("cursed_wins") > 0);
}

#[test]
fn bad_requests_are_usage_errors() {
    fails(&["solve", "dama"], "expected a position with --fen");
    fails(&["solve", "akidada", "--build", "--stats"], "give one");
    fails(&["solve", "akidada", "--stats", "--fen", LONG_WIN], "--fen");
    fails(
        &["solve", "akidada", "--fen", "W:Wz9:B:H6,6"],
        "not a valid Akidada position",
    );
    fails(&["solve", "akidada", "more"], "unexpected argument");
    fails(&["solve", "chess"], "unknown game");
    fails(&["solve", "akidada", "--removal", "some"], "removal");
    fails(&["moves", "dama", "--values"], "--values");
    fails(&["moves", "akidada", "--values", "--json"], "--values");
}

#[test]
fn a_damaged_table_file_is_rebuilt() {
    // A copy of the cache, so the other tests keep theirs.
    let dir = cache().with_extension("damaged");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(cache()).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    let table = dir.join("akidada-any-one.table");
    let bytes = std::fs::read(&table).unwrap();
    std::fs::write(&table, &bytes[..bytes.len() / 3]).unwrap();
    let o = run_in(&dir, &["solve", "akidada"]);
    let err = text(&o.stderr);
    assert_eq!(text(&o.stdout), "draw\n", "{err}");
    assert!(err.contains("rebuilt"), "{err}");
    assert_eq!(
        std::fs::read(&table).unwrap().len(),
        bytes.len(),
        "saved whole"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// One `akidada engine` session on the Akidada table: the lines written, then
/// the end of the input (which lets a bounded search finish).
fn engine_session(input: &str) -> Vec<String> {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_akidada"))
        // Its messages in English, whatever the machine's language.
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .arg("engine")
        .env("AKIDADA_CACHE_DIR", cache())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "setoption name Game value akidada\n{input}").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout).lines().map(String::from).collect()
}

#[test]
fn the_engine_protocol_plays_akidada_from_the_table() {
    // The long win: its exact value on every line, and a perfect move.
    let lines = engine_session(&format!(
        "setoption name MultiPV value 3\nposition fen {LONG_WIN}\ngo depth 1"
    ));
    let pv: Vec<&String> = lines.iter().filter(|l| l.contains(" multipv ")).collect();
    assert!(pv[0].contains("multipv 1 score win 105 "), "{lines:#?}");
    let after = ok(&["moves", "akidada", "--fen", LONG_WIN, "--values"]).0;
    assert_eq!(
        pv.len(),
        after
            .lines()
            .filter(|l| !l.trim().is_empty())
            .count()
            .min(3),
        "one line per move, up to three: {lines:#?}\n{after}"
    );
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let value = after
        .lines()
        .find(|l| l.starts_with(&format!("{best} ")))
        .unwrap_or_else(|| panic!("{best} is not a legal move:\n{after}"));
    assert!(value.contains("win 105"), "{value}");

    // From the start, after two placements: a placement, and a bad move
    // is an error that leaves the engine going.
    let lines = engine_session(&format!(
        "position startpos moves a1 e5\nsetoption name Level value 1\ngo\n\
         position fen {LONG_WIN} moves zz\nisready"
    ));
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a move");
    assert_eq!(best.len(), 2, "a placement: {best}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string error:") && l.contains("zz")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l == "readyok"), "{lines:#?}");
}
