//! `akidada match` with another build as a player: the built binary plays
//! itself through the engine protocol as a match runner would, and records the
//! games.

use std::process::Command;

fn akidada(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_akidada"))
        .args(args)
        // The same (empty) cache for both players: no endgame tables.
        .env(
            "AKIDADA_CACHE_DIR",
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("engine-match-no-cache"),
        )
        .env("LC_ALL", "C")
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn another_build_plays_through_the_protocol_and_every_game_is_recorded() {
    let record = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("engine-match.jsonl");
    let record = record.to_str().unwrap();
    let (status, out, err) = akidada(&[
        "match",
        "--first",
        "depth:3",
        "--second",
        "nodes:3000",
        "--second-engine",
        env!("CARGO_BIN_EXE_akidada"),
        "--games",
        "2",
        "--lone-piece",
        "draw",
        "--record",
        record,
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("(2 games)") && out.contains("Elo"), "{out}");
    assert!(out.contains("wins thrown away"), "{out}");
    assert!(err.contains("(engine "), "{err}");
    let text = std::fs::read_to_string(record).unwrap();
    let games: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(games.len(), 2);
    for game in &games {
        let moves = game["moves"].as_array().unwrap();
        let scores = game["scores"].as_array().unwrap();
        assert_eq!(moves.len(), scores.len(), "{game}");
        // The four opening plies have no score; every engine move has one,
        // the other build's included.
        assert!(scores[..4].iter().all(|s| s.is_null()), "{game}");
        for s in &scores[4..] {
            let s = s.as_str().unwrap();
            assert!(
                s.starts_with("cp ")
                    || s.starts_with("win ")
                    || s.starts_with("loss ")
                    || s == "draw",
                "{s}"
            );
        }
        assert!(["2-0", "0-2", "1-1"].contains(&game["result"].as_str().unwrap()));
    }
    assert_ne!(games[0]["first_is_white"], games[1]["first_is_white"]);
}

#[test]
fn an_engine_that_cannot_start_is_named() {
    let (status, _, err) = akidada(&[
        "match",
        "--first-engine",
        "/nonexistent/akidada",
        "--games",
        "2",
    ]);
    assert_eq!(status, 1);
    assert!(
        err.contains("/nonexistent/akidada") && err.contains("cannot start"),
        "{err}"
    );
}

#[test]
fn another_build_plays_from_given_starts() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let starts = dir.join("engine-match-starts.txt");
    std::fs::write(&starts, "B:WKh1:Bc2,f5\n").unwrap();
    let record = dir.join("engine-match-starts.jsonl");
    let (status, out, err) = akidada(&[
        "match",
        "--first",
        "depth:2",
        "--second",
        "depth:2",
        "--second-engine",
        env!("CARGO_BIN_EXE_akidada"),
        "--games",
        "2",
        "--starts",
        starts.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("(2 games)"), "{out}");
    let text = std::fs::read_to_string(&record).unwrap();
    let games: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(games.len(), 2);
    for game in &games {
        assert_eq!(game["start"], "B:WKh1:Bc2,f5", "{game}");
        // Black moves first from this start; every move, the other build's
        // included, is scored.
        let scores = game["scores"].as_array().unwrap();
        assert!(
            !scores.is_empty() && scores.iter().all(|s| s.is_string()),
            "{game}"
        );
    }
}
