//! `akidada host` against `akidada join`, two processes on the loopback
//! address, each side played by the engine: the game is played to its end,
//! both save the same record, and `akidada check` accepts both files.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use akidada::record;

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_akidada"));
    command
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .env(
            "AKIDADA_CACHE_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        )
        .stdin(Stdio::null());
    command
}

/// Waits for a process to end, killing it after `secs`.
fn finish(mut child: Child, secs: u64, what: &str) -> (i32, String, String) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!(
                "{what} did not end: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The port a host just started says it listens on.
fn port_of(host: &mut Child) -> (String, std::thread::JoinHandle<Vec<String>>) {
    let mut lines = BufReader::new(host.stdout.take().unwrap()).lines();
    let port = loop {
        let line = lines.next().expect("the host says its port").unwrap();
        if let Some(port) = line.strip_prefix("port ") {
            break port.to_string();
        }
    };
    let rest = std::thread::spawn(move || lines.map_while(Result::ok).collect());
    (port, rest)
}

/// `akidada host ARGS` on the loopback address, any free port, with `code`.
fn host_on_loopback(args: &[&str], code: &str) -> Command {
    let mut host = binary();
    host.arg("host")
        .args(args)
        .args(["--bind", "127.0.0.1", "--port", "0", "--code", code]);
    host
}

fn temp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}.ron", std::process::id()))
}

#[test]
fn host_against_join_with_engines_finishes_a_game_both_save_it_alike() {
    let (host_file, join_file) = (temp("net-host"), temp("net-join"));
    let mut host = host_on_loopback(&["dama"], "2718-2818")
        .args([
            "--engine",
            "1",
            "--movetime",
            "10",
            "--clock",
            "10+1",
            "--name",
            "Ayşe",
            "--lesson",
        ])
        .arg("--save")
        .arg(&host_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The host says its code, port and address first.
    let mut lines = BufReader::new(host.stdout.take().unwrap()).lines();
    let mut said = Vec::new();
    let port = loop {
        let line = lines.next().expect("the host says its port").unwrap();
        said.push(line.clone());
        if let Some(port) = line.strip_prefix("port ") {
            break port.to_string();
        }
    };
    assert_eq!(said[0], "code 2718-2818");
    let reader = std::thread::spawn(move || lines.map_while(Result::ok).collect::<Vec<_>>());
    let join = binary()
        .arg("join")
        .arg(format!("127.0.0.1:{port}"))
        .args([
            "--code",
            "27182818",
            "--engine",
            "1",
            "--movetime",
            "10",
            "--name",
            "Mehmet",
        ])
        .arg("--save")
        .arg(&join_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (join_status, join_out, join_err) = finish(join, 120, "join");
    let (host_status, _, host_err) = finish(host, 30, "host");
    let host_out = reader.join().unwrap();
    assert_eq!(join_status, 0, "{join_err}");
    assert_eq!(host_status, 0, "{host_err}");
    // --lesson is the host's setting, and the joiner is told of it.
    for err in [&join_err, &host_err] {
        assert!(err.contains("made this game a lesson"), "{err}");
    }
    assert!(
        host_out
            .iter()
            .any(|l| l == &format!("address 127.0.0.1:{port}")),
        "{host_out:?}"
    );
    // Bound to one address, the host asks no router.
    assert!(
        !host_out.iter().any(|l| l.starts_with("router ")),
        "{host_out:?}"
    );
    assert!(
        host_out.iter().any(|l| l.starts_with("result ")),
        "{host_out:?}"
    );
    assert!(
        join_out.lines().any(|l| l.starts_with("start dama ")),
        "{join_out}"
    );
    let moves = join_out.lines().filter(|l| l.starts_with("move ")).count();
    assert_eq!(
        moves,
        host_out.iter().filter(|l| l.starts_with("move ")).count()
    );
    let (a, b) = (
        std::fs::read_to_string(&host_file).unwrap(),
        std::fs::read_to_string(&join_file).unwrap(),
    );
    assert_eq!(a, b);
    let record = record::Record::from_ron(&a).unwrap();
    assert_eq!(record.moves.len(), moves);
    assert_eq!(record.comment, "network");
    assert!([record.white.as_str(), record.black.as_str()].contains(&"Ayşe"));
    for file in [&host_file, &join_file] {
        let out = binary().arg("check").arg(file).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("dama: "));
        let _ = std::fs::remove_file(file);
    }
}

#[test]
fn host_and_join_refuse_bad_arguments_plainly() {
    for (args, needle) in [
        (vec!["join", "127.0.0.1:1"], "--code"),
        (vec!["join", "nowhere", "--code", "1234"], "address"),
        (vec!["join", "127.0.0.1:1", "--code", "12"], "4 to 64"),
        (vec!["join", "127.0.0.1:1", "--code", "12/34"], "letters"),
        (vec!["host", "dama", "--colour", "green"], "--colour"),
        (vec!["host", "dama", "--clock", "five"], "--clock"),
        (vec!["host", "chess"], "chess"),
        (
            vec!["host", "--resume", "assets/examples/dama-win.ron"],
            "nothing to resume",
        ),
    ] {
        let out = binary().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn a_join_with_the_wrong_code_fails_plainly() {
    let mut host = host_on_loopback(&["dama"], "1111-1111")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (port, _) = port_of(&mut host);
    let join = binary()
        .arg("join")
        .arg(format!("127.0.0.1:{port}"))
        .args(["--code", "2222-2222"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (status, _, err) = finish(join, 30, "join");
    let _ = host.kill();
    let _ = host.wait();
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("the code is wrong"), "{err}");
}

/// An unfinished game saved, hosted again with --resume: the joiner gets it
/// with its moves and the two play it to the end.
#[test]
fn a_saved_unfinished_game_is_hosted_again() {
    use akidada::games::FirstPlayer;
    use akidada::games::dama::{Dama, DamaRules};
    use akidada::record::{Meta, Record};
    use akidada::session::Session;
    let rules = DamaRules {
        first: FirstPlayer::White,
        ..DamaRules::default()
    };
    let mut session = Session::<Dama>::new(rules, 3);
    for text in ["c3-c4", "f6-f5"] {
        session.play_text(text).unwrap();
    }
    let meta = Meta {
        white: "Ayşe".into(),
        black: "Mehmet".into(),
        comment: "network".into(),
        ..Meta::default()
    };
    let saved = temp("net-saved");
    record::save_atomic(&saved, &Record::from_session(&session, &meta)).unwrap();
    let (host_file, join_file) = (temp("net-again-host"), temp("net-again-join"));
    let mut host = host_on_loopback(&[], "3333-4444")
        .args([
            "--engine",
            "1",
            "--movetime",
            "10",
            "--name",
            "Ayşe",
            "--resume",
        ])
        .arg(&saved)
        .arg("--save")
        .arg(&host_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (port, _) = port_of(&mut host);
    let join = binary()
        .arg("join")
        .arg(format!("127.0.0.1:{port}"))
        .args(["--code", "3333-4444", "--engine", "1", "--movetime", "10"])
        .arg("--save")
        .arg(&join_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (join_status, join_out, join_err) = finish(join, 120, "join");
    let (host_status, _, host_err) = finish(host, 30, "host");
    assert_eq!(join_status, 0, "{join_err}");
    assert_eq!(host_status, 0, "{host_err}");
    // The host plays White, the side its name has in the file.
    assert!(join_out.starts_with("start dama black "), "{join_out}");
    let a = std::fs::read_to_string(&host_file).unwrap();
    assert_eq!(a, std::fs::read_to_string(&join_file).unwrap());
    let record = Record::from_ron(&a).unwrap();
    assert_eq!(record.moves[..2], ["c3-c4", "f6-f5"]);
    assert!(record.result.is_some());
    for file in [&saved, &host_file, &join_file] {
        let _ = std::fs::remove_file(file);
    }
}

/// Moves and words typed on standard input: a move that cannot be played is
/// refused with the reason, and `resign` ends the game for both.
#[test]
fn typed_commands_play_the_hosts_side() {
    use std::io::Write as _;
    let mut host = host_on_loopback(&["dama"], "5050-6060")
        .args(["--colour", "black", "--name", "Ayşe"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut typed = host.stdin.take().unwrap();
    let mut lines = BufReader::new(host.stdout.take().unwrap()).lines();
    let port = loop {
        let line = lines.next().expect("the host says its port").unwrap();
        if let Some(port) = line.strip_prefix("port ") {
            break port.to_string();
        }
    };
    let join = binary()
        .arg("join")
        .arg(format!("127.0.0.1:{port}"))
        .args(["--code", "5050-6060", "--name", "Mehmet"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // After the addresses, the game's start.
    let start = lines
        .by_ref()
        .map_while(Result::ok)
        .find(|l| l.starts_with("start "))
        .expect("the game starts");
    assert!(
        start.starts_with("start dama black white Mehmet black Ayşe"),
        "{start}"
    );
    // A move no side can play, then the resignation.
    writeln!(typed, "a1-a8\nresign").unwrap();
    let (host_status, host_out, host_err) = {
        drop(typed);
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        let (status, _, err) = finish(host, 30, "host");
        (status, rest.join("\n"), err)
    };
    let (join_status, join_out, _) = finish(join, 30, "join");
    assert_eq!(host_status, 0, "{host_err}");
    assert!(host_err.contains("not done: "), "{host_err}");
    assert!(
        host_out.contains("result White wins (resignation)"),
        "{host_out}"
    );
    assert_eq!(join_status, 0);
    assert!(
        join_out.contains("result White wins (resignation)"),
        "{join_out}"
    );
}
