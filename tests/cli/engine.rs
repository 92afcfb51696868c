//! `akidada engine` driven end to end: the built binary as a child process,
//! spoken to through its standard input and output like a match runner would,
//! bad lines included.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use akidada::games::Side;
use akidada::games::dama::Position;

/// Only so that a broken engine fails the test instead of hanging it; no timing
/// is asserted.
const PATIENCE: Duration = Duration::from_secs(60);

struct Engine {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut command = Command::new(env!("CARGO_BIN_EXE_akidada"));
        command.arg("engine");
        Engine::start_with(command)
    }

    /// The engine with its address space limited to `megabytes` (by the
    /// shell's `ulimit -v`), as on a machine without much memory.
    #[cfg(unix)]
    fn start_in(megabytes: u64) -> Engine {
        let mut command = Command::new("sh");
        command.args([
            "-c",
            &format!("ulimit -v {} && exec \"$0\" engine", megabytes * 1024),
            env!("CARGO_BIN_EXE_akidada"),
        ]);
        Engine::start_with(command)
    }

    fn start_with(mut command: Command) -> Engine {
        let mut child = command
            // No endgame tables: the answers do not depend on the user's cache.
            .env(
                "AKIDADA_CACHE_DIR",
                std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("engine-protocol-no-cache"),
            )
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input: Some(input),
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("the input is open");
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no line starting {prefix:?}; got {seen:#?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine closed its output; got {seen:#?}")
                }
            }
        }
    }

    /// Sends a line and returns what came back up to the next `readyok`.
    fn ask(&mut self, line: &str) -> Vec<String> {
        self.send(line);
        self.send("isready");
        let mut seen = self.until("readyok");
        seen.pop();
        seen
    }
}

fn best_of(lines: &[String]) -> String {
    lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect("bestmove last")
        .to_string()
}

#[test]
fn a_match_runner_can_drive_the_engine() {
    let mut e = Engine::start();

    e.send("uci");
    let hello = e.until("uciok");
    assert!(hello[0].starts_with("id name "));
    for option in [
        "Game",
        "Hash",
        "Threads",
        "Level",
        "MultiPV",
        "lone_piece",
        "no_progress",
    ] {
        assert!(
            hello
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type "))),
            "{option}: {hello:#?}"
        );
    }
    assert!(e.ask("").is_empty());

    // A game in progress, searched to a depth.
    for line in [
        "setoption name Hash value 8",
        "setoption name lone_piece value draw",
        "setoption name No_Progress value 40",
        "ucinewgame",
        "position startpos moves c3-c4 f6-f5 e3-e4",
    ] {
        assert!(e.ask(line).is_empty(), "{line}");
    }
    e.send("go depth 5");
    let answer = e.until("bestmove ");
    let mut pos = Position::start(Side::White);
    for mv in ["c3-c4", "f6-f5", "e3-e4"] {
        pos = pos.play(&pos.parse_move(mv).unwrap());
    }
    let best = best_of(&answer);
    assert!(pos.parse_move(&best).is_ok(), "{best} in {pos}");
    let infos: Vec<&String> = answer
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .collect();
    assert!(infos.len() >= 5, "{answer:#?}");
    for info in &infos {
        for word in [
            " seldepth ",
            " multipv 1 ",
            " score cp ",
            " nodes ",
            " nps ",
            " time ",
            " pv ",
        ] {
            assert!(info.contains(word), "{word} in {info}");
        }
    }

    // Bad lines are answered and the engine goes on.
    for (line, what) in [
        ("hello world", "unknown command 'hello'"),
        ("position startpos moves c3-c4 c6-c4", "move 2"),
        ("position fen W:Wz9:B", "position string"),
        ("go depth -1", "depth '-1'"),
        ("go teleport", "teleport"),
        ("setoption name Threads value 0", "Threads"),
        (
            "setoption name Game value chess",
            "supported: dama, akidada",
        ),
        (
            "setoption name lone_piece value sometimes",
            "KingWins or Draw",
        ),
        ("setoption", "setoption name"),
    ] {
        let reply = e.ask(line);
        assert_eq!(
            reply.len(),
            reply
                .iter()
                .filter(|l| l.starts_with("info string"))
                .count()
        );
        assert!(
            reply[0].starts_with("info string error: ") && reply[0].contains(what),
            "{line}: {reply:#?}"
        );
    }

    // A proven result is a win in plies (here, any of the six-piece captures).
    assert!(e.ask("setoption name lone_piece value KingWins").is_empty());
    let example = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1";
    assert!(e.ask(&format!("position fen {example}")).is_empty());
    e.send("go depth 3");
    let answer = e.until("bestmove ");
    assert!(
        answer.iter().any(|l| l.contains(" score win 1 ")),
        "{answer:#?}"
    );
    let best = best_of(&answer);
    let start: Position = example.parse().unwrap();
    assert_eq!(start.parse_move(&best).unwrap().capture_count(), 6);
    // Played (in the short `from x to` form), it ends the game: Black has one
    // king against a king.
    assert!(
        e.ask(&format!("position fen {example} moves b8xf4"))
            .is_empty()
    );
    e.send("go depth 3");
    let answer = e.until("bestmove ");
    assert_eq!(answer.last().unwrap(), "bestmove (none)");
    assert!(
        answer.iter().any(|l| l.contains("the game is over")),
        "{answer:#?}"
    );

    // An infinite search answers `isready` while it runs and moves at `stop`.
    assert!(e.ask("position startpos").is_empty());
    e.send("go infinite");
    e.send("isready");
    let during = e.until("readyok");
    assert!(!during.iter().any(|l| l.starts_with("bestmove")));
    e.send("go depth 3");
    let refused = e.until("info string error");
    assert!(
        refused.last().unwrap().contains("already running"),
        "{refused:#?}"
    );
    e.send("stop");
    let answer = e.until("bestmove ");
    let best = best_of(&answer);
    assert!(
        Position::start(Side::White).parse_move(&best).is_ok(),
        "{best}"
    );

    // Multi-PV: one line per rank.
    assert!(e.ask("setoption name MultiPV value 3").is_empty());
    e.send("go depth 4");
    let answer = e.until("bestmove ");
    for k in 1..=3 {
        assert!(
            answer
                .iter()
                .any(|l| l.starts_with("info depth 4 ") && l.contains(&format!(" multipv {k} "))),
            "{k}: {answer:#?}"
        );
    }

    // A weak level still plays a legal move.
    assert!(e.ask("setoption name Level value 1").is_empty());
    assert!(e.ask("setoption name MultiPV value 1").is_empty());
    e.send("go movetime 200");
    let best = best_of(&e.until("bestmove "));
    assert!(
        Position::start(Side::White).parse_move(&best).is_ok(),
        "{best}"
    );

    e.send("quit");
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn the_end_of_the_input_lets_a_bounded_search_finish() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go depth 4");
    drop(e.input.take());
    let answer = e.until("bestmove ");
    assert!(answer.iter().any(|l| l.starts_with("info depth 4 ")));
    assert!(e.child.wait().unwrap().success());
}

#[cfg(unix)]
#[test]
fn a_table_larger_than_the_memory_is_refused_and_the_old_one_kept() {
    // 1 GB of address space: 64 MB fits, 16 GB (the largest the option takes)
    // cannot.
    let mut e = Engine::start_in(1024);
    assert!(e.ask("setoption name Hash value 64").is_empty());
    let reply = e.ask("setoption name Hash value 16384");
    assert_eq!(reply.len(), 1, "{reply:#?}");
    assert!(
        reply[0].starts_with("info string error: ")
            && reply[0].contains("16384 MB")
            && reply[0].contains("stays at 64 MB"),
        "{reply:#?}"
    );
    // The engine goes on searching with the table it had.
    e.send("position startpos");
    e.send("go depth 6");
    let answer = e.until("bestmove ");
    let best = best_of(&answer);
    assert!(
        Position::start(Side::White).parse_move(&best).is_ok(),
        "{best}"
    );
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}
