//! `tables build`, `tables stats` and `solve dama`, run as the built binary with
//! the cache in a directory of their own (small tables only: two or three
//! pieces build in a second).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh cache directory for one test.
fn cache(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("akidada-tables-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The binary, with its cache in `cache` and its messages in English,
/// whatever the machine's language.
fn command(cache: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_akidada"));
    command
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .env("AKIDADA_CACHE_DIR", cache);
    command
}

fn akidada(cache: &Path, args: &[&str]) -> Output {
    command(cache).args(args).output().expect("the binary runs")
}

/// `akidada engine`, spoken to through its standard input and output.
fn engine(cache: &Path) -> std::process::Child {
    command(cache)
        .arg("engine")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the engine starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// Runs a command that must succeed; returns (stdout, stderr).
fn ok(cache: &Path, args: &[&str]) -> (String, String) {
    let o = akidada(cache, args);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    (text(&o.stdout), err)
}

/// Runs a command that must fail as a usage error; returns stderr.
fn fails(cache: &Path, args: &[&str], needle: &str) -> String {
    let o = akidada(cache, args);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(text(&o.stdout), "", "{args:?}");
    assert!(err.contains(needle), "{args:?}: {needle:?} not in {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn solve_prints_the_value_alone_on_its_first_line() {
    let dir = cache("solve");
    let (out, err) = ok(&dir, &["solve", "dama", "--fen", "W:WKd4:Ba5"]);
    assert_eq!(out, "win 1\n");
    assert!(err.contains("White wins in 1 ply"), "{err}");
    assert!(
        err.contains("d4-d8 win 1"),
        "every move with its value: {err}"
    );
    let (out, _) = ok(
        &dir,
        &[
            "solve",
            "dama",
            "--fen",
            "W:WKd4:Ba5",
            "--lone-piece",
            "draw",
        ],
    );
    assert_eq!(out, "draw\n");
    // Black to move, a man against two kings: its move, then any of White's.
    let (out, _) = ok(&dir, &["solve", "dama", "--fen", "B:WKa1,Kh1:Bd5"]);
    assert_eq!(out, "loss 2\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_position_set_up_is_not_decided_before_its_first_move() {
    let dir = cache("setup");
    // Reached by a move, a lone king to move against a king has lost; set up,
    // it is played on, and any move of it leaves the other king alone: a win.
    let (out, err) = ok(&dir, &["solve", "dama", "--fen", "W:WKd4:BKa8"]);
    assert_eq!(out, "win 1\n");
    assert!(err.contains("reached by a move"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_refuses_what_the_tables_do_not_hold() {
    let dir = cache("refuse");
    fails(
        &dir,
        &["solve", "dama", "--fen", "W:WKa1,b2,c3:BKh8,g7,f6"],
        "at most 5",
    );
    fails(&dir, &["solve", "dama"], "--fen");
    fails(&dir, &["solve", "dama", "--fen", "W:Wz9:B"], "z9");
    fails(
        &dir,
        &[
            "solve",
            "dama",
            "--fen",
            "W:WKa1:Bh8",
            "--lone-piece",
            "maybe",
        ],
        "lone_piece",
    );
    fails(
        &dir,
        &["solve", "dama", "--fen", "W:WKa1:Bh8", "extra"],
        "extra",
    );
    assert!(!dir.exists(), "nothing was built");
}

#[test]
fn tables_stats_prints_one_line_per_signature_and_reading() {
    let dir = cache("stats");
    let (out, err) = ok(&dir, &["tables", "stats", "--pieces", "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    assert!(
        lines.contains(&"KingWins KvK 4032 0 0 4032 0 0 0 0"),
        "{out}"
    );
    assert!(lines.contains(&"Draw KvK 4032 0 4032 0 0 0 0 0"), "{out}");
    assert!(
        lines.contains(&"KingWins KvM 3528 3528 0 0 630 1 0 1"),
        "{out}"
    );
    assert!(err.contains("building KingWins tables"), "{err}");
    // Kept in the cache: the second time nothing is built.
    let (again, err) = ok(
        &dir,
        &["tables", "stats", "--pieces", "2", "--lone-piece", "draw"],
    );
    assert_eq!(again.lines().count(), 4);
    assert!(again.lines().all(|l| l.starts_with("Draw ")), "{again}");
    assert!(!err.contains("building"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tables_build_keeps_whole_tables_unless_forced() {
    let dir = cache("build");
    let args = ["tables", "build", "--pieces", "3", "--lone-piece", "Draw"];
    let (out, _) = ok(&dir, &args);
    assert!(
        out.starts_with("Draw ") && out.trim_end().ends_with(" built"),
        "{out}"
    );
    let (out, _) = ok(&dir, &args);
    assert!(out.trim_end().ends_with(" kept"), "{out}");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (out, _) = ok(&dir, &forced);
    assert!(out.trim_end().ends_with(" built"), "{out}");
    // A damaged file is built again.
    let path = dir.join("dama-endgames-draw-3.bin");
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..100]).unwrap();
    let (out, err) = ok(&dir, &args);
    assert!(out.trim_end().ends_with(" built"), "{out}");
    assert!(err.contains("built again"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), whole);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_names_the_build_when_the_five_piece_tables_are_missing() {
    let dir = cache("five");
    let o = akidada(
        &dir,
        &[
            "solve",
            "dama",
            "--fen",
            "W:WKa1,b2,c3:BKh8,g7",
            "--lone-piece",
            "draw",
        ],
    );
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(text(&o.stdout), "");
    assert!(
        err.contains("tables build --pieces 5 --lone-piece Draw"),
        "{err}"
    );
    assert!(
        !dir.exists(),
        "nothing was built: a build takes most of an hour"
    );
}

#[test]
fn tables_command_mistakes_are_usage_errors() {
    let dir = cache("mistakes");
    fails(&dir, &["tables"], "`tables build` or `tables stats`");
    fails(&dir, &["tables", "frob"], "frob");
    fails(&dir, &["tables", "stats", "--force"], "--force");
    fails(&dir, &["tables", "build", "--pieces", "6"], "from 2 to 5");
    fails(&dir, &["tables", "build", "--pieces", "x"], "from 2 to 5");
    fails(&dir, &["tables", "build", "now"], "now");
    assert!(!dir.exists(), "nothing was built");
}

#[test]
fn the_engine_commands_search_with_the_tables_in_the_cache() {
    // King and man against a man, under the federation's reading: a win in 15
    // plies, far beyond a search of depth 2 without the tables.
    let fen = "W:WKa1,b2:Bh6";
    let analyse = ["analyse", "dama", "--fen", fen, "--lone-piece", "draw"];
    let analyse = [&analyse[..], &["--depth", "2", "--multipv", "1"]].concat();
    let dir = cache("engine");
    let (out, err) = ok(&dir, &analyse);
    assert!(!out.contains("win"), "no tables yet: {out}");
    assert!(err.contains("no endgame tables (Draw)"), "{err}");

    ok(
        &dir,
        &["tables", "build", "--pieces", "3", "--lone-piece", "draw"],
    );
    let (out, err) = ok(&dir, &analyse);
    assert!(out.starts_with("1 win 15 "), "{out}");
    assert!(err.contains("endgame tables (Draw) read from"), "{err}");
    let (out, _) = ok(
        &dir,
        &[
            "bestmove",
            "dama",
            "--fen",
            fen,
            "--lone-piece",
            "draw",
            "--depth",
            "2",
        ],
    );
    // `solve` lists every move's value on stderr.
    let (_, values) = ok(
        &dir,
        &["solve", "dama", "--fen", fen, "--lone-piece", "draw"],
    );
    let wins_in_15 = |mv: &str| values.contains(&format!("  {mv} win 15\n"));
    assert!(wins_in_15(out.trim()), "{out}: {values}");

    // The engine protocol too, once the position nears the end.
    use std::io::Write;
    let mut child = engine(&dir);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(
        stdin,
        "setoption name lone_piece value Draw\nposition fen {fen}\ngo depth 2"
    )
    .unwrap();
    drop(stdin);
    let out = text(&child.wait_with_output().unwrap().stdout);
    assert!(
        out.contains("info string endgame tables (Draw) read from"),
        "{out}"
    );
    assert!(out.contains(" score win 15 "), "{out}");
    let best = out
        .lines()
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap();
    assert!(wins_in_15(best), "{best}: {values}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The engine protocol reads its tables on a thread of their own from the first
/// position it is given: a search on the clock does not wait for them, one
/// without a clock does. The table file is a named pipe here, so the read ends
/// only when the test writes the file into it.
#[cfg(unix)]
#[test]
fn the_engine_reads_its_tables_beside_the_search() {
    use std::io::{BufRead, BufReader, Write};
    let name = "dama-endgames-draw-3.bin";
    let built = cache("engine-built");
    ok(
        &built,
        &["tables", "build", "--pieces", "3", "--lone-piece", "draw"],
    );
    let piped = cache("engine-piped");
    std::fs::create_dir_all(&piped).unwrap();
    let pipe = piped.join(name);
    let made = Command::new("mkfifo").arg(&pipe).status();
    assert!(made.unwrap().success(), "mkfifo");

    // The file goes into the pipe once: when the test says, or after half a
    // minute, so that an engine that waits for it fails rather than hangs.
    let bytes = std::fs::read(built.join(name)).unwrap();
    let written = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let write_once = {
        let (written, pipe) = (written.clone(), pipe.clone());
        move || {
            if !written.swap(true, std::sync::atomic::Ordering::SeqCst) {
                std::fs::write(&pipe, &bytes).unwrap();
            }
        }
    };
    let late = write_once.clone();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(30));
        late();
    });

    let mut child = engine(&piped);
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut until_bestmove = || {
        let mut said = String::new();
        loop {
            let mut line = String::new();
            assert_ne!(out.read_line(&mut line).unwrap(), 0, "it ended: {said}");
            said.push_str(&line);
            if line.starts_with("bestmove ") {
                return said;
            }
        }
    };
    writeln!(
        stdin,
        "setoption name lone_piece value Draw\nposition fen W:WKa1,b2:Bh6\ngo movetime 50"
    )
    .unwrap();
    let said = until_bestmove();
    assert!(
        said.contains(
            "info string the endgame tables (Draw) are still being read: \
             this search goes without them"
        ),
        "{said}"
    );
    assert!(!said.contains("read from"), "{said}");

    write_once();
    writeln!(stdin, "go depth 2").unwrap();
    let said = until_bestmove();
    assert!(
        said.contains("info string endgame tables (Draw) read from"),
        "{said}"
    );
    assert!(said.contains(" score win 15 "), "{said}");
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(&built);
    let _ = std::fs::remove_dir_all(&piped);
}
