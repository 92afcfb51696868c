//! The command line, run as the built binary: exact output of each subcommand and
//! a helpful error (exit status 2) for each kind of bad input.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Output};

use akidada::cli::{Action, execute, usage_text};
use akidada::games::dama::{Dama, DamaRules, Position as DamaPosition};
use akidada::games::perft;
use akidada::i18n::Lang;

/// The worked example of Dama's captures (assets/rules/RULES.md section 2).
const WORKED_EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";

/// The binary, in English whatever the machine's language (`C`: see
/// `the_language_comes_from_the_environment`).
fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_akidada"));
    command.env("LC_ALL", "C").env_remove("LANGUAGE");
    command
}

fn akidada(args: &[&str]) -> Output {
    binary()
        .args(args)
        // A cache of the tests' own: answers do not depend on the user's.
        .env(
            "AKIDADA_CACHE_DIR",
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        )
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// Runs a command that must succeed and returns its stdout.
fn ok(args: &[&str]) -> String {
    let o = akidada(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// Runs a command that must fail with status 2, nothing on stdout, and a stderr
/// holding every one of `needles` plus the hint to `akidada help`. Returns stderr.
fn fails(args: &[&str], needles: &[&str]) -> String {
    let o = akidada(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(stdout(&o), "", "{args:?}: nothing on stdout");
    assert!(err.contains("akidada help"), "{args:?}: no hint in {err}");
    for needle in needles {
        assert!(
            err.contains(needle),
            "{args:?}: {needle:?} missing in {err}"
        );
    }
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    err
}

fn sorted_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    lines.sort_unstable();
    lines
}

// ---------------------------------------------------------------------------------
// help and the window

#[test]
fn help_prints_the_usage() {
    for flag in ["help", "--help", "-h"] {
        assert_eq!(ok(&[flag]), usage_text(Lang::En), "{flag}");
    }
    for word in [
        "perft",
        "moves",
        "captures",
        "--fen",
        "--json",
        "help",
        "open the window",
        "saved game",
        "routes",
    ] {
        assert!(
            usage_text(Lang::En).contains(word),
            "the help mentions {word}"
        );
    }
}

/// The messages are in the language of the environment, as the window's first
/// choice is (LC_ALL over LC_MESSAGES over LANG); `C`, `POSIX`, no locale and
/// languages the program does not speak are English. The data on stdout is
/// the same in every language. (On Windows the language is Windows' own
/// setting, which `.ci/windows` checks under Wine.)
#[cfg(unix)]
#[test]
fn the_language_comes_from_the_environment() {
    let run = |vars: &[(&str, &str)], args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_akidada"));
        command.args(args);
        for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            command.env_remove(var);
        }
        command.envs(vars.iter().copied());
        command.output().expect("the binary runs")
    };
    let help = |vars: &[(&str, &str)]| stdout(&run(vars, &["help"]));
    assert_eq!(help(&[("LC_ALL", "pl_PL.UTF-8")]), usage_text(Lang::Pl));
    assert_eq!(help(&[("LC_MESSAGES", "pl_PL")]), usage_text(Lang::Pl));
    assert_eq!(help(&[("LANG", "tr_TR.UTF-8")]), usage_text(Lang::Tr));
    for english in ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "de_DE.UTF-8"] {
        assert_eq!(
            help(&[("LC_ALL", english)]),
            usage_text(Lang::En),
            "{english}"
        );
    }
    assert_eq!(help(&[]), usage_text(Lang::En), "no locale at all");

    // LC_ALL wins over LANG; a usage error is still status 2.
    let o = run(
        &[("LANG", "pl_PL.UTF-8"), ("LC_ALL", "tr_TR.UTF-8")],
        &["frobnicate"],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("bilinmeyen komut 'frobnicate'"),
        "{}",
        stderr(&o)
    );

    // The data are the same in every language; the timings on stderr are not.
    let perft = |locale: &str| run(&[("LC_ALL", locale)], &["perft", "dama", "3"]);
    let (english, polish) = (perft("C"), perft("pl_PL.UTF-8"));
    assert_eq!(stdout(&english), stdout(&polish));
    assert!(stderr(&english).contains("depth 3"), "{}", stderr(&english));
    assert!(
        stderr(&polish).contains("głębokość 3"),
        "{}",
        stderr(&polish)
    );
    let moves = |locale: &str| {
        stdout(&run(
            &[("LC_ALL", locale)],
            &["moves", "dama", "--fen", WORKED_EXAMPLE, "--json"],
        ))
    };
    assert_eq!(moves("C"), moves("tr_TR.UTF-8"));
}

fn run_in_process(args: &[&str]) -> (Action, String, String) {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let action = execute(Lang::En, &args, &mut out, &mut err);
    (
        action,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn no_arguments_or_a_saved_game_opens_the_window() {
    assert_eq!(run_in_process(&[]).0, Action::OpenWindow { file: None });
    assert_eq!(
        run_in_process(&["games/old.ron"]).0,
        Action::OpenWindow {
            file: Some(PathBuf::from("games/old.ron"))
        },
        "a .ron path opens even if it does not exist yet (the window reports it)"
    );
    assert_eq!(
        run_in_process(&["GAME.RON"]).0,
        Action::OpenWindow {
            file: Some(PathBuf::from("GAME.RON"))
        }
    );
    let existing = env!("CARGO_MANIFEST_DIR").to_string() + "/Cargo.toml";
    assert_eq!(
        run_in_process(&[&existing]).0,
        Action::OpenWindow {
            file: Some(PathBuf::from(&existing))
        },
        "an existing path opens whatever its extension"
    );
    // A path followed by more words is an error, not a window.
    let (action, out, err) = run_in_process(&["game.ron", "extra"]);
    assert_eq!(action, Action::Exit(2));
    assert_eq!(out, "");
    assert!(err.contains("'extra'"), "{err}");
}

// ---------------------------------------------------------------------------------
// perft

#[test]
fn perft_akidada_from_the_start() {
    assert_eq!(
        ok(&["perft", "akidada", "4"]),
        "1 16\n2 240\n3 3360\n4 43680\n"
    );
}

#[test]
fn perft_dama_from_the_start() {
    assert_eq!(ok(&["perft", "dama", "4"]), "1 8\n2 64\n3 708\n4 7538\n");
}

#[test]
fn perft_game_names_ignore_case() {
    assert_eq!(ok(&["perft", "DAMA", "1"]), "1 8\n");
    assert_eq!(ok(&["perft", "Akidada", "1"]), "1 16\n");
}

#[test]
fn perft_timings_go_to_stderr() {
    let o = akidada(&["perft", "akidada", "2"]);
    assert_eq!(stdout(&o), "1 16\n2 240\n");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(err.contains("nodes/s"), "{err}");
    assert!(err.contains(" s "), "elapsed seconds: {err}");
}

#[test]
fn perft_from_a_position_string() {
    // Black to move in the placement phase: 11 empty points.
    assert_eq!(
        ok(&["perft", "akidada", "3", "--fen", "B:Wa1,c1,c2:Bb2,e5:H3,4"]),
        "1 11\n2 130\n3 1362\n"
    );
    // --fen=POS works too, and the flag may come before the depth.
    assert_eq!(
        ok(&["perft", "akidada", "--fen=B:Wa1,c1,c2:Bb2,e5:H3,4", "1"]),
        "1 11\n"
    );
    // The worked example with a White man added on h7: the 7 legal captures first;
    // deeper counts are whatever the library's perft gives.
    let fen = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1";
    let pos: DamaPosition = fen.parse().unwrap();
    let want: String = (1..=3)
        .map(|d| format!("{d} {}\n", perft::<Dama>(&pos, &DamaRules::default(), d)))
        .collect();
    assert!(want.starts_with("1 7\n"));
    assert_eq!(ok(&["perft", "dama", "3", "--fen", fen]), want);
    // The side to move comes from the position.
    let black_first = "B:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:\
                       Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7";
    assert_eq!(
        ok(&["perft", "dama", "3", "--fen", black_first]),
        "1 8\n2 64\n3 708\n"
    );
}

// ---------------------------------------------------------------------------------
// moves

#[test]
fn moves_of_the_worked_example_are_the_seven_of_rules_md() {
    let out = ok(&["moves", "dama", "--fen", WORKED_EXAMPLE]);
    assert_eq!(
        sorted_lines(&out),
        vec![
            "b8xb4xg4xg1xa1xa5xe5",
            "b8xb4xg4xg1xa1xa5xf5",
            "b8xb4xg4xg1xa1xa5xg5",
            "b8xb4xg4xg1xa1xa5xh5",
            "b8xb5xg5xg1xa1xa4xf4",
            "b8xb5xg5xg1xa1xa4xg4",
            "b8xb5xg5xg1xa1xa4xh4",
        ]
    );
}

#[test]
fn moves_note_on_stderr_when_the_rules_say_the_game_is_over() {
    // Black has two pieces left: White has won, yet the moves are listed.
    let o = akidada(&["moves", "akidada", "--fen", "W:Wa1,c1,e3:Bb2,c4:H0,0"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).lines().any(|l| l == "e3-e1xb2"),
        "{}",
        stdout(&o)
    );
    assert!(stderr(&o).contains("over"), "{}", stderr(&o));
    assert!(stderr(&o).contains("two pieces left"), "{}", stderr(&o));
    // A position in play gets no note.
    let o = akidada(&["moves", "akidada"]);
    assert_eq!(stderr(&o), "");
}

#[test]
fn moves_from_the_start() {
    let out = ok(&["moves", "dama"]);
    assert_eq!(
        sorted_lines(&out),
        vec![
            "a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"
        ]
    );
    let out = ok(&["moves", "akidada"]);
    assert_eq!(
        out.lines().collect::<Vec<_>>().join(" "),
        "a1 c1 e1 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 a5 c5 e5"
    );
}

#[test]
fn moves_akidada_slides_and_removals_in_notation() {
    let out = ok(&["moves", "akidada", "--fen", "W:Wa1,c2,d4:Bc1,e3,b3:H0,0"]);
    assert_eq!(
        sorted_lines(&out),
        vec!["a1-a3", "c2-b2", "c2-d2", "d4-c4", "d4-d3"]
    );
    let out = ok(&["moves", "akidada", "--fen", "W:Wa1,c1,e3:Bb2,c2,d2,e5:H0,0"]);
    let lines = sorted_lines(&out);
    for want in ["e3-e1xb2", "e3-e1xc2", "e3-e1xd2", "e3-e1xe5", "e3-d3"] {
        assert!(lines.contains(&want), "{want} in {lines:?}");
    }
    assert!(!lines.contains(&"e3-e1"), "a line must remove");
}

#[test]
fn moves_json_shape_dama() {
    let out = ok(&["moves", "dama", "--fen", WORKED_EXAMPLE, "--json"]);
    let lines = sorted_lines(&out);
    assert_eq!(lines.len(), 7);
    assert!(
        lines.contains(
            &r#"{"move":"b8xb5xg5xg1xa1xa4xf4","from":"b8","to":"f4","captured":["b6","d5","g2","b1","a3","e4"],"promotes":false}"#
        ),
        "{out}"
    );
    assert!(
        lines.contains(
            &r#"{"move":"b8xb4xg4xg1xa1xa5xe5","from":"b8","to":"e5","captured":["b6","e4","g2","b1","a3","d5"],"promotes":false}"#
        ),
        "{out}"
    );
    // Promotion: a man stepping onto its last rank.
    let out = ok(&["moves", "dama", "--fen", "W:Wa7:Bh2,h3", "--json"]);
    assert_eq!(
        out,
        concat!(
            r#"{"move":"a7-a8","from":"a7","to":"a8","captured":[],"promotes":true}"#,
            "\n",
            r#"{"move":"a7-b7","from":"a7","to":"b7","captured":[],"promotes":false}"#,
            "\n"
        )
    );
    // A black man crowned on rank 1 by a capture; a king never "promotes".
    let out = ok(&["moves", "dama", "--fen", "B:Wc2,Kh8,h6:Bc3,Ka5", "--json"]);
    assert!(
        out.contains(r#"{"move":"c3xc1","from":"c3","to":"c1","captured":["c2"],"promotes":true}"#),
        "{out}"
    );
}

#[test]
fn moves_json_shape_akidada() {
    let out = ok(&[
        "moves",
        "akidada",
        "--fen",
        "W:Wc1,e1,a3,a5:Bb2,d4,e5:H1,3",
        "--json",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.contains(
            &r#"{"move":"a1xb2","from":null,"to":"a1","captured":["b2"],"promotes":false}"#
        )
    );
    assert!(
        lines.contains(&r#"{"move":"c2","from":null,"to":"c2","captured":[],"promotes":false}"#)
    );
    let out = ok(&[
        "moves",
        "akidada",
        "--fen",
        "W:Wa1,c1,e3:Bb2,c2,d2,e5:H0,0",
        "--json",
    ]);
    assert!(
        out.lines().any(|l| l
            == r#"{"move":"e3-e1xd2","from":"e3","to":"e1","captured":["d2"],"promotes":false}"#)
    );
    for line in out.lines() {
        assert!(line.starts_with("{\"move\":\"") && line.ends_with("\"promotes\":false}"));
    }
}

// ---------------------------------------------------------------------------------
// captures

#[test]
fn captures_list_the_worked_examples_variants_with_counts() {
    let out = ok(&["captures", "dama", "--fen", WORKED_EXAMPLE]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.contains(&"b8xb5xe5xe1xa1xa4 5 non-maximal"),
        "variant A: {out}"
    );
    for legal in [
        "b8xb5xg5xg1xa1xa4xf4 6 legal",
        "b8xb5xg5xg1xa1xa4xg4 6 legal",
        "b8xb5xg5xg1xa1xa4xh4 6 legal",
        "b8xb4xg4xg1xa1xa5xe5 6 legal",
        "b8xb4xg4xg1xa1xa5xf5 6 legal",
        "b8xb4xg4xg1xa1xa5xg5 6 legal",
        "b8xb4xg4xg1xa1xa5xh5 6 legal",
    ] {
        assert!(lines.contains(&legal), "{legal}: {out}");
    }
    assert_eq!(lines.iter().filter(|l| l.contains(" legal")).count(), 7);
    // Most captures first.
    let counts: Vec<u32> = lines
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] >= w[1]), "{counts:?}");
    assert!(counts.contains(&1), "short sequences are listed too");
}

#[test]
fn captures_json_shape() {
    let out = ok(&["captures", "dama", "--fen", WORKED_EXAMPLE, "--json"]);
    assert!(out.lines().any(|l| l
        == r#"{"move":"b8xb5xe5xe1xa1xa4","from":"b8","to":"a4","captured":["b6","d5","e4","b1","a3"],"promotes":false,"count":5,"legal":false,"routes":1}"#), "{out}");
    assert!(out.lines().any(|l| l
        == r#"{"move":"b8xb5xg5xg1xa1xa4xf4","from":"b8","to":"f4","captured":["b6","d5","g2","b1","a3","e4"],"promotes":false,"count":6,"legal":true,"routes":1}"#), "{out}");
}

#[test]
fn captures_merge_routes_that_make_the_same_move() {
    // A king on b2 and four men on the sides of the rectangle b2-b6-f6-f2: round
    // it either way, it captures all four and may land back on b2 (its own start
    // square, crossed again): two routes, one move.
    let fen = "W:WKb2:Bb4,d6,f4,d2";
    let out = ok(&["captures", "dama", "--fen", fen]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.contains(&"b2xb6xf6xf2xb2 4 legal (2 routes)"),
        "{out}"
    );
    assert!(!out.contains("b2xf2xf6xb6xb2"), "shown once: {out}");
    assert_eq!(lines.iter().filter(|l| l.contains(" legal")).count(), 5);
    for line in &lines {
        let fields: Vec<&str> = line.split(' ').collect();
        assert!(
            fields.len() == 3 || (fields.len() == 5 && fields[4] == "routes)"),
            "{line}"
        );
        assert!(fields[2] == "legal" || fields[2] == "non-maximal", "{line}");
    }
    let json = ok(&["captures", "dama", "--fen", fen, "--json"]);
    assert!(json.lines().any(|l| l
        == r#"{"move":"b2xb6xf6xf2xb2","from":"b2","to":"b2","captured":["b4","d6","f4","d2"],"promotes":false,"count":4,"legal":true,"routes":2}"#), "{json}");
    // `moves` lists the merged move once too.
    let moves = ok(&["moves", "dama", "--fen", fen]);
    assert_eq!(moves.lines().count(), 5, "{moves}");
}

#[test]
fn captures_with_none_prints_nothing() {
    let o = akidada(&["captures", "dama"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).contains("no capture"));
}

// ---------------------------------------------------------------------------------
// errors

#[test]
fn a_garbled_position_says_where_with_a_caret() {
    let err = fails(
        &["moves", "dama", "--fen", "W:Wa2,z9:B"],
        &[
            "character 7",
            "square",
            "“z9”",
            "Form of a Dama position string",
            "W:WKb8:Bb6",
        ],
    );
    let lines: Vec<&str> = err.lines().collect();
    let i = lines.iter().position(|l| l.trim() == "W:Wa2,z9:B").unwrap();
    let caret = lines[i + 1].find('^').expect("a caret line");
    assert_eq!(&lines[i][caret..caret + 2], "z9", "{err}");
    assert_eq!(lines[i + 1].trim(), "^");

    let err = fails(
        &["perft", "akidada", "2", "--fen", "W:W:B:H7,6"],
        &["character 8", "0 to 6", "W:W:B:H6,6"],
    );
    let lines: Vec<&str> = err.lines().collect();
    let i = lines.iter().position(|l| l.trim() == "W:W:B:H7,6").unwrap();
    assert_eq!(&lines[i][lines[i + 1].find('^').unwrap()..][..1], "7");
}

#[test]
fn odd_position_strings_fail_cleanly() {
    for (game, fen) in [
        ("dama", ""),
        ("akidada", ""),
        ("dama", " "),
        ("dama", "é"),
        ("akidada", "W:Wé1:B:H6,6"),
        ("akidada", "W:W:B:H6,6🂡"),
        ("dama", "W:W🂡:B"),
        ("dama", "W:Wa2,a2:B"),
        ("dama", "W:Wa8:B"),
        ("akidada", "W:Wa1,a1:B:H5,6"),
        ("akidada", "W:W:B:H99999999999999999999,6"),
        ("dama", "W:W:B:B"),
        ("dama", "W:Wa1\n:B"),
        ("akidada", "W:Wc3:B:H6,6"),
        // These once made the Akidada parser panic (see the report).
        ("akidada", "W:"),
        ("akidada", "W:W:"),
        ("akidada", "WWé:B:H6,6"),
    ] {
        fails(&["moves", game, "--fen", fen], &["position string"]);
        fails(&["perft", game, "1", "--fen", fen], &["position string"]);
    }
    fails(&["captures", "dama", "--fen", "Q"], &["W or B"]);
}

#[test]
fn unknown_game_or_command() {
    fails(
        &["perft", "chess", "3"],
        &["unknown game", "'chess'", "akidada or dama"],
    );
    fails(&["moves", "checkers"], &["unknown game", "akidada or dama"]);
    fails(&["moves"], &["expected a game"]);
    fails(&["perft"], &["expected a game"]);
    fails(&["captures"], &["expected a game"]);
    fails(&["captures", "akidada"], &["only Dama", "captures dama"]);
    fails(
        &["solver", "dama"],
        &["unknown command", "'solver'", "perft"],
    );
    fails(&["frobnicate"], &["unknown command", "no such file"]);
    fails(&["--frob"], &["unknown option", "'--frob'"]);
    fails(&["é", "🂡"], &["unknown command"]);
    fails(&[""], &["unknown command"]);
}

#[test]
fn bad_or_missing_depth() {
    fails(&["perft", "dama"], &["expected a depth", "1 to 20"]);
    fails(
        &["perft", "dama", "abc"],
        &["'abc' is not a depth", "1 to 20"],
    );
    fails(&["perft", "dama", ""], &["not a depth"]);
    fails(&["perft", "dama", "-3"], &["'-3' is not a depth"]);
    fails(&["perft", "dama", "2.5"], &["not a depth"]);
    fails(&["perft", "dama", "0"], &["depth 0", "1 to 20"]);
    fails(&["perft", "dama", "21"], &["too deep", "1 to 20"]);
    fails(
        &["perft", "akidada", "99999999999999999999999999"],
        &["too deep"],
    );
    fails(&["perft", "dama", "٣"], &["not a depth"]);
    fails(
        &["perft", "dama", "3", "4"],
        &["unexpected argument", "'4'"],
    );
}

#[test]
fn bad_flags() {
    fails(
        &["perft", "dama", "2", "--json"],
        &["unknown option", "'--json'", "--fen"],
    );
    fails(
        &["moves", "dama", "--depth", "3"],
        &["unknown option", "'--depth'"],
    );
    fails(&["moves", "dama", "-x"], &["unknown option", "'-x'"]);
    fails(
        &["moves", "dama", "--fen"],
        &["--fen needs a position string"],
    );
    fails(
        &["moves", "dama", "--fen", "W:W:B", "--fen", "W:W:B"],
        &["--fen is given twice"],
    );
    fails(&["moves", "dama", "--json=yes"], &["--json takes no value"]);
    fails(
        &["moves", "dama", "extra"],
        &["unexpected argument", "'extra'"],
    );
    // `--` ends the flags: what follows is a word, even if it looks like one.
    fails(
        &["moves", "dama", "--", "--json"],
        &["unexpected argument", "'--json'"],
    );
}

#[test]
fn check_summarises_a_saved_game_and_fails_on_a_broken_one() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/examples/dama-win.ron");
    let out = binary().args(["check", example]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "dama: 109 moves, White wins (king against a lone piece)\n"
    );
    let dir = std::env::temp_dir().join(format!("akidada-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(
        &broken,
        "(format: 1, game: Dama(), first: White, start: \"W:Wa2:Bh7\", moves: [\"a2-a4\"])",
    )
    .unwrap();
    let out = binary()
        .args(["check", broken.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 1, a2-a4"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

/// A saved game whose file name is not UTF-8 (as a Linux file name may be) is
/// checked, converted and opened under the name it has.
#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_utf8_is_used_as_it_is() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let dir = std::env::temp_dir().join(format!("akidada-bytes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join(OsStr::from_bytes(b"g\xff.ron"));
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/examples/dama-win.ron");
    std::fs::copy(example, &game).unwrap();
    let summary = "dama: 109 moves, White wins (king against a lone piece)";

    let out = binary().arg("check").arg(&game).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), format!("{summary}\n"));

    let pdn = dir.join(OsStr::from_bytes(b"g\xfe.pdn"));
    let out = binary()
        .arg("convert")
        .arg(&game)
        .arg(&pdn)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(pdn.is_file(), "written under its own name");
    let out = binary().arg("check").arg(&pdn).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains(summary), "{}", stdout(&out));

    // The window is given the very path to open.
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let action = execute(Lang::En, &[game.clone().into()], &mut out, &mut err);
    assert_eq!(action, Action::OpenWindow { file: Some(game) });
    std::fs::remove_dir_all(dir).ok();
}

/// Elsewhere there is no freedesktop.org desktop: the installer (Windows)
/// or the bundle does what the option does on Linux, and it says so.
#[cfg(not(target_os = "linux"))]
#[test]
fn install_desktop_elsewhere_says_it_is_for_linux() {
    let out = binary().arg("--install-desktop").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--install-desktop"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[cfg(target_os = "linux")]
#[test]
fn install_desktop_writes_the_launcher_icon_and_file_type() {
    let dir = std::env::temp_dir().join(format!("akidada-xdg-{}", std::process::id()));
    let out = binary()
        .arg("--install-desktop")
        .env("XDG_DATA_HOME", &dir)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let entry = std::fs::read_to_string(dir.join("applications/akidada.desktop")).unwrap();
    assert!(entry.contains("MimeType=application/x-akidada-game;"));
    assert!(entry.contains("%f"));
    assert!(dir.join("icons/hicolor/256x256/apps/akidada.png").is_file());
    let mime = std::fs::read_to_string(dir.join("mime/packages/akidada.xml")).unwrap();
    assert!(
        !mime.contains("*.ron"),
        "other programs' RON files are not ours"
    );
    assert!(
        mime.contains("game: Dama("),
        "saved games are known by their content"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn rule_options_are_flags() {
    // Two lines at once: one removal by default, two with --double-line two.
    let fen = "W:Wc1,e1,a3,a5:Bc4,d4,b4,e5:H1,1";
    let one = ok(&["moves", "akidada", "--fen", fen]);
    let two = ok(&["moves", "akidada", "--fen", fen, "--double-line", "Two"]);
    assert!(one.lines().any(|l| l == "a1xe5"), "{one}");
    assert!(!one.lines().any(|l| l.matches('x').count() == 2), "{one}");
    assert!(two.lines().any(|l| l == "a1xb4xe5"), "{two}");
    assert_eq!(
        ok(&["moves", "akidada", "--fen", fen, "--double-line=two"]),
        two,
        "any case, = or a space"
    );
    fails(
        &["moves", "dama", "--lone-piece", "maybe"],
        &["lone_piece", "'maybe'", "KingWins or Draw"],
    );
    fails(
        &["perft", "akidada", "2", "--lone-piece", "draw"],
        &["unknown rule option", "removal"],
    );
    fails(
        &["moves", "dama", "--colour", "red"],
        &["unknown option", "'--colour'"],
    );
    fails(
        &["moves", "dama", "--no-progress", "-1"],
        &["no_progress", "whole number"],
    );
}

#[test]
fn captures_take_the_rule_options_and_its_help_names_them() {
    // A king and a man, one piece each: a draw at once where the lone-piece
    // option says so, not under the game's description.
    let fen = "W:WKa1:Ba3";
    let plain = akidada(&["captures", "dama", "--fen", fen]);
    assert!(
        !stderr(&plain).contains("game is over"),
        "{}",
        stderr(&plain)
    );
    let draw = akidada(&["captures", "dama", "--fen", fen, "--lone-piece", "Draw"]);
    assert_eq!(draw.status.code(), Some(0), "{}", stderr(&draw));
    assert!(stderr(&draw).contains("game is over"), "{}", stderr(&draw));
    assert_eq!(stdout(&draw), stdout(&plain), "the captures are the same");
    let help = ok(&["captures", "--help"]);
    assert!(
        help.contains("[rule options]") && help.contains("--lone-piece"),
        "{help}"
    );
}
