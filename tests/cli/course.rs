//! `akidada course`: the course proven from the command line, and a
//! teacher's level file checked with a plain reason when it is not a level.

use std::path::PathBuf;
use std::process::{Command, Output};

fn akidada(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_akidada"))
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

fn teachers_file(name: &str, body: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("course");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, body).unwrap();
    path
}

#[test]
fn the_built_in_course_is_proven_and_exported_level_by_level() {
    let checked = akidada(&["course", "check"]);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    assert_eq!(text(&checked.stderr), "", "no level is warned about");
    let lines = text(&checked.stdout);
    assert!(
        lines.contains("dama-compulsory-give-one: proven in 2 moves: d3-d4 d5xd3 e3xc3xc5"),
        "{lines}"
    );
    let exported = akidada(&["course", "export", "--json"]);
    assert!(exported.status.success(), "{}", text(&exported.stderr));
    let out = text(&exported.stdout);
    assert_eq!(
        out.lines().count(),
        lines.lines().count(),
        "one line a level"
    );
    for line in out.lines() {
        let level: serde_json::Value = serde_json::from_str(line).expect("JSON");
        for key in [
            "id", "stage", "game", "position", "options", "goal", "limit", "stars", "solution",
            "replies",
        ] {
            assert!(level.get(key).is_some(), "{key} in {line}");
        }
        let stars = level["stars"].as_array().unwrap();
        assert_eq!(level["limit"], stars[2], "the limit is the one-star count");
        let replies = level["replies"].as_str().unwrap();
        assert!(replies == "best" || replies == "scripted", "{line}");
    }
    assert!(
        out.contains(r#""id":"dama-shot-to-the-crown""#) && out.contains(r#""replies":"scripted""#),
        "a level with scripted replies says so"
    );
    assert!(
        lines.contains(
            "dama-shot-to-the-crown: proven in 2 moves against every defence; \
             along the scripted replies: d4-d5 d6xd4 e4xc4xc6xc8"
        ),
        "{lines}"
    );
}

#[test]
fn a_teachers_level_is_proven_or_refused_with_its_reason() {
    let good = teachers_file(
        "crowning.ron",
        r#"(id: "crown-now", stage: "class", game: Dama(), position: "W:Wc7:Bh3", goal: Crown, stars: (1, 2, 3))"#,
    );
    let o = akidada(&["course", "check", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), "crown-now: proven in 1 move: c7-c8\n");

    // A black man on h8, where no black man ever comes: proven, with a
    // warning.
    let behind = teachers_file(
        "behind.ron",
        r#"(id: "behind", stage: "class", game: Dama(), position: "W:Wc3:Bh8", goal: Reach("c5"), stars: (2, 3, 4))"#,
    );
    let o = akidada(&["course", "check", behind.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).starts_with("behind: proven in 2 moves"));
    assert_eq!(
        text(&o.stderr),
        "akidada: behind: warning: A black man on h8 could never have got there: \
         men move only forward and sideways.\n"
    );

    let too_far = teachers_file(
        "too-far.ron",
        r#"[(id: "far", stage: "class", game: Dama(), position: "W:Wc3:Bh7", goal: Reach("c8"), stars: (2, 3, 4))]"#,
    );
    let o = akidada(&["course", "check", too_far.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("far: some defence stops the goal within 2 moves"),
        "{}",
        text(&o.stderr)
    );

    let met = teachers_file(
        "met.ron",
        r#"(id: "there", stage: "class", game: Dama(), position: "W:Wc5:Bh7", goal: Reach("c5"), stars: (1, 2, 3))"#,
    );
    let o = akidada(&["course", "check", met.to_str().unwrap()]);
    assert!(
        text(&o.stderr).contains("the goal is met before the first move"),
        "{}",
        text(&o.stderr)
    );

    let garbled = teachers_file("garbled.ron", "(\n  id: \"x\",\n  goal: Fly,\n)");
    let o = akidada(&["course", "check", garbled.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("garbled.ron:"),
        "names the file: {}",
        text(&o.stderr)
    );
    assert!(
        text(&o.stderr).contains(":2:") || text(&o.stderr).contains(":3:"),
        "and the line: {}",
        text(&o.stderr)
    );
}
