//! Saved games: the examples round-trip, each kind of malformed file gets its own
//! error, and an interrupted save never loses the previous file.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, NonMaxCapture};
use akidada::games::{EndReason, FirstPlayer, GameKind, Outcome, PositionError, Side};
use akidada::record::{
    self, FORMAT, GameRules, IoAction, LoadedGame, Meta, MoveFault, Record, RecordError,
};
use akidada::session::{Declared, GameSession, Session};

#[path = "../../examples/make_examples.rs"]
#[allow(dead_code, reason = "only the example builders are used, not its main")]
mod make_examples;

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples")
}

/// Every example file: name and text.
fn examples() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(examples_dir())
        .expect("assets/examples exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == record::EXTENSION))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, fs::read_to_string(&path).expect("an example reads"))
        })
        .collect();
    files.sort();
    assert!(files.len() >= 4, "the examples are there");
    files
}

fn example(name: &str) -> String {
    fs::read_to_string(examples_dir().join(name)).expect("the example exists")
}

/// A fresh, empty directory for one test.
fn scratch_dir(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("records-{test}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn load_err(text: &str) -> RecordError {
    match record::load_str(text) {
        Ok(game) => panic!(
            "loaded, as {}, a file that should fail:\n{text}",
            game.summary()
        ),
        Err(e) => e,
    }
}

/// The 1-based line of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    1 + text
        .lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} in the text"))
}

fn replace_once(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} in the text");
    text.replacen(from, to, 1)
}

// ---------------------------------------------------------------------------------
// the examples

#[test]
fn every_example_round_trips() {
    for (name, text) in examples() {
        let record = Record::from_ron(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        let again = game.to_record();
        assert_eq!(
            again, record,
            "{name}: load then save gives the same record"
        );
        assert_eq!(again.to_ron(), text, "{name}: the text is stable");
        let reloaded = record::load_str(&again.to_ron()).unwrap();
        assert_eq!(
            reloaded.to_record(),
            record,
            "{name}: and loads again, equal"
        );
        assert_eq!(reloaded.summary(), game.summary());
        // The session is at the end, with the recorded result.
        let s = &game.session;
        let finished = s.cursor() == s.move_count() && s.outcome().is_some();
        assert!(finished, "{name}: every example is a finished game");
        assert_eq!(game.outcome(), record.result);
    }
}

#[test]
fn examples_are_made_by_the_engine() {
    // Regenerating gives exactly the committed files: they were played, not typed.
    let made = make_examples::all();
    let on_disk = examples();
    assert_eq!(
        made.iter()
            .map(|(n, _)| n.to_string())
            .collect::<Vec<_>>()
            .len(),
        on_disk.len(),
        "one file per generated example"
    );
    for (name, record) in made {
        let text = example(name);
        assert_eq!(record.to_ron(), text, "{name} is what make_examples writes");
    }
}

#[test]
fn the_examples_cover_every_kind_of_ending_they_are_for() {
    let summary = |name: &str| record::check(examples_dir().join(name)).unwrap();
    assert!(summary("akidada-two-pieces-left.ron").ends_with("wins (two pieces left)"));
    assert!(summary("akidada-resignation.ron").ends_with("wins (resignation)"));
    let dama_win = summary("dama-win.ron");
    assert!(
        dama_win.starts_with("dama: ") && dama_win.contains(" wins ("),
        "{dama_win}"
    );
    assert_eq!(
        summary("dama-worked-example-variant-b.ron"),
        "dama: 1 move, White wins (king against a lone piece)"
    );
    assert_eq!(
        summary("dama-worked-example-variant-a.ron"),
        "dama: 1 move, Black wins (did not capture the maximum)"
    );
    assert!(
        summary("dama-non-maximal-capture.ron").ends_with("wins (did not capture the maximum)")
    );

    // The worked-example games start from its position and play its variants.
    let worked: akidada::games::dama::Position = make_examples::WORKED_EXAMPLE.parse().unwrap();
    for (name, route) in [
        ("dama-worked-example-variant-b.ron", "b8xb5xg5xg1xa1xa4xf4"),
        ("dama-worked-example-variant-a.ron", "b8xb5xe5xe1xa1xa4"),
    ] {
        let loaded = record::load_str(&example(name)).unwrap();
        let session = loaded.session.dama().expect("a Dama game");
        assert_eq!(*session.start(), worked);
        assert_eq!(session.move_texts(), [route]);
    }
}

#[test]
fn check_sums_up_in_one_line() {
    let text = example("dama-win.ron");
    let record = Record::from_ron(&text).unwrap();
    let line = record::check(examples_dir().join("dama-win.ron")).unwrap();
    assert_eq!(
        line,
        format!(
            "dama: {} moves, {}",
            record.moves.len(),
            record.result.unwrap()
        )
    );
    let missing = record::check(examples_dir().join("no-such-game.ron")).unwrap_err();
    assert!(matches!(
        missing,
        RecordError::Io {
            action: IoAction::Read,
            kind: std::io::ErrorKind::NotFound,
            ..
        }
    ));
    assert!(
        missing.to_string().contains("no-such-game.ron"),
        "{missing}"
    );
}

// ---------------------------------------------------------------------------------
// from a session and back

#[test]
fn a_session_round_trips_with_its_undone_moves_and_declared_result() {
    let mut session = Session::<Akidada>::new(AkidadaRules::default(), 11);
    for text in ["a1", "c1", "e1", "a5", "c5", "e5"] {
        session.play_text(text).unwrap();
    }
    session.agree_draw();
    let meta = Meta {
        white: "Adé".to_string(),
        black: "Bọlá \"B\" O'Neil".to_string(),
        date: "2026-11-29".to_string(),
        comment: "Two lines\nof comment, with a \\ and a \"quote\"".to_string(),
        comments: [(2, "second move".to_string())].into(),
        computer: [(Side::Black, 3)].into(),
        review: None,
        clock: None,
    };
    let record = Record::from_session(&session, &meta);
    assert_eq!(
        record.result,
        Some(Outcome::Draw {
            reason: EndReason::Agreement
        })
    );
    assert_eq!(record.lot_seed, Some(11));
    assert_eq!(record.kind(), GameKind::Akidada);
    let text = record.to_ron();
    let LoadedGame {
        session: GameSession::Akidada(loaded),
        meta: loaded_meta,
    } = record::load_str(&text).unwrap()
    else {
        panic!("an Akidada game");
    };
    assert_eq!(loaded_meta, meta);
    assert_eq!(loaded.declared(), Some(Declared::DrawAgreed));
    assert_eq!(loaded.outcome(), session.outcome());
    assert_eq!(loaded.lot(), session.lot());
    assert_eq!(loaded.move_texts(), session.move_texts());

    // Moves undone but not cut off are part of the game and are saved.
    let mut dama = Session::<Dama>::new(DamaRules::default(), 5);
    let first = dama.side_to_move();
    let moves = if first == Side::White {
        ["d3-d4", "a6-a5", "h3-h4"]
    } else {
        ["a6-a5", "d3-d4", "h6-h5"]
    };
    for text in moves {
        dama.play_text(text).unwrap();
    }
    dama.undo();
    dama.undo();
    let record = Record::from_session(&dama, &Meta::today());
    assert_eq!(record.moves, moves);
    assert_eq!(record.result, None);
    assert_eq!(record.date, record::today());
    let (replayed, _) = record.replay_as::<Dama>().unwrap().unwrap();
    assert_eq!(replayed.move_texts(), moves);
    assert!(
        record.replay_as::<Akidada>().is_none(),
        "not an Akidada record"
    );
}

#[test]
fn the_no_progress_count_of_the_start_is_kept() {
    let rules = DamaRules {
        first: FirstPlayer::White,
        no_progress: 2,
        ..DamaRules::default()
    };
    let start: akidada::games::dama::Position = "W:WKb1,g3:BKh8,c6".parse().unwrap();
    let lot = akidada::session::Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(rules, lot, start.with_quiet_plies(2));
    session.play_text("b1-a1").unwrap();
    session.play_text("h8-h7").unwrap();
    assert_eq!(
        session.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::NoProgress
        })
    );
    let record = Record::from_session(&session, &Meta::default());
    assert_eq!(record.start_quiet_plies, 2);
    let text = record.to_ron();
    assert!(text.contains("start_quiet_plies: 2"), "{text}");
    assert_eq!(
        record::load_str(&text).unwrap().outcome(),
        session.outcome()
    );
    // Left out, it is 0: the same moves leave the game unfinished.
    let without = text.replace("    start_quiet_plies: 2,\n", "");
    assert!(matches!(
        load_err(&without),
        RecordError::ResultMismatch { replayed: None, .. }
    ));
}

#[test]
fn a_hand_written_file_may_leave_out_the_optional_fields() {
    let text = r#"
        // Comments are allowed, as anywhere in RON.
        (
            format: 1,
            game: Dama(),
            first: White,
            start: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
            moves: ["d3-d4", "d6-d5", "d4xd6xd8"],
        )
    "#;
    let game = record::load_str(text).unwrap();
    assert_eq!(game.summary(), "dama: 3 moves, unfinished");
    let record = game.to_record();
    assert_eq!(record.game, GameRules::from(DamaRules::default()));
    assert_eq!(record.format, FORMAT);
    assert_eq!(record.meta(), Meta::default());

    // A result may be written without `Some(...)`.
    let resigned = text.replace(
        "moves:",
        "result: Win(winner: Black, reason: Resignation), moves:",
    );
    let loaded = record::load_str(&resigned).unwrap();
    let session = loaded.session.dama().expect("a Dama game");
    assert_eq!(session.declared(), Some(Declared::Resigned(Side::White)));
    assert_eq!(
        record::load_str(&resigned).unwrap().summary(),
        "dama: 3 moves, Black wins (resignation)"
    );
}

// ---------------------------------------------------------------------------------
// malformed files: each kind its own error

#[test]
fn not_ron() {
    let e = load_err("this is not a saved game");
    assert!(matches!(e, RecordError::NotRon { line: 1, .. }), "{e:?}");
    let text = example("akidada-resignation.ron");
    let broken = replace_once(&text, "    moves: [", "    moves: [[ ) ;");
    let e = load_err(&broken);
    let RecordError::NotRon { line, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(line, line_of(&text, "moves: ["));
    assert!(e.to_string().contains("not RON"), "{e}");
    // Not even text.
    let e = record::load_bytes(b"(format: 1, \xff\xfe)").unwrap_err();
    assert!(
        matches!(
            e,
            RecordError::NotRon {
                line: 1,
                column: 13,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(matches!(load_err(""), RecordError::NotRon { .. }));
}

#[test]
fn wrong_types_say_line_and_column() {
    let text = example("dama-win.ron");
    let broken = replace_once(&text, "no_progress: 50", "no_progress: \"fifty\"");
    let e = load_err(&broken);
    assert_eq!(
        e.line_column().map(|(line, _)| line),
        Some(line_of(&text, "no_progress"))
    );
    let RecordError::WrongType { column, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(column, 22, "the column of the value");
    assert!(
        e.to_string().starts_with(&format!(
            "line {}, column 22: ",
            line_of(&text, "no_progress")
        )),
        "{e}"
    );

    let negative = replace_once(&text, "lot_seed: Some(", "lot_seed: Some(-");
    assert!(matches!(load_err(&negative), RecordError::WrongType { .. }));
    let moves_not_strings = replace_once(&text, "moves: [", "moves: [42,");
    assert!(matches!(
        load_err(&moves_not_strings),
        RecordError::WrongType { .. }
    ));
}

#[test]
fn unknown_format_version() {
    let text = example("akidada-resignation.ron");
    let e = load_err(&replace_once(&text, "format: 1,", "format: 2,"));
    assert_eq!(
        e,
        RecordError::UnknownVersion {
            found: 2,
            supported: 1
        }
    );
    // Refused for its version even if its fields are all different.
    let e = load_err("(format: 7, board: [1, 2, 3], players: {\"a\": 1})");
    assert!(matches!(e, RecordError::UnknownVersion { found: 7, .. }));
    assert!(e.to_string().contains("format version 7"), "{e}");
}

#[test]
fn unknown_and_missing_fields() {
    let text = example("akidada-resignation.ron");
    let typo = replace_once(&text, "    date:", "    dat:");
    let e = load_err(&typo);
    let RecordError::UnknownField {
        line, ref field, ..
    } = e
    else {
        panic!("{e:?}")
    };
    assert_eq!((line, field.as_str()), (line_of(&text, "date:"), "dat"));
    // A typo in a rule option too.
    let typo = replace_once(&text, "double_line:", "doubleline:");
    assert!(
        matches!(load_err(&typo), RecordError::UnknownField { ref field, .. } if field == "doubleline")
    );
    let missing = replace_once(&text, "    start: \"B:W:B:H6,6\",\n", "");
    assert!(
        matches!(
            load_err(&missing),
            RecordError::MissingField { field: "start", .. }
        ),
        "{:?}",
        load_err(&missing)
    );
    let misspelt = replace_once(
        &text,
        "first: Black,\n    lot_seed",
        "first: Blak,\n    lot_seed",
    );
    assert!(
        matches!(load_err(&misspelt), RecordError::UnknownName { ref found, .. } if found == "Blak")
    );
    let twice = replace_once(&text, "    date:", "    white: \"again\",\n    date:");
    assert!(matches!(
        load_err(&twice),
        RecordError::DuplicateField { field: "white", .. }
    ));
}

#[test]
fn bad_position() {
    let text = example("dama-worked-example-variant-b.ron");
    let e = load_err(&replace_once(&text, "W:WKb8:BKb1", "W:WKb9:BKb1"));
    let RecordError::BadPosition {
        ref error,
        text: ref position,
    } = e
    else {
        panic!("{e:?}")
    };
    let PositionError::Syntax(error) = error else {
        panic!("{error:?}")
    };
    assert_eq!(error.at, 4, "where in the position string");
    assert!(position.starts_with("W:WKb9"));
    assert!(e.to_string().contains("at character 5"), "{e}");
    // A black man on rank 1 would have been crowned.
    let e = load_err(&replace_once(&text, ",Kh1,", ",h1,"));
    assert!(
        matches!(
            e,
            RecordError::BadPosition {
                error: PositionError::Invalid(_),
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("would have been crowned"), "{e}");
}

#[test]
fn an_illegal_move_names_its_number_and_why() {
    let text = example("dama-win.ron");
    let record = Record::from_ron(&text).unwrap();
    let mut broken = record.clone();
    broken.moves[13] = "a1-a2".to_string();
    let e = broken.replay().unwrap_err();
    assert!(
        matches!(
            e,
            RecordError::IllegalMove {
                number: 14,
                fault: MoveFault::Impossible(_),
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().starts_with("move 14, a1-a2: "), "{e}");
    assert_eq!(e.move_number(), Some(14));
    broken.moves[13] = "hello".to_string();
    assert!(matches!(
        broken.replay().unwrap_err(),
        RecordError::IllegalMove {
            number: 14,
            fault: MoveFault::Syntax(_),
            ..
        }
    ));

    // A capture of 1 where 2 is the maximum, refused under `Forbidden`.
    let text = r#"(
        format: 1,
        game: Dama(non_max_capture: Forbidden),
        first: White,
        start: "W:Wd3,a2:Bd4,d6,e3,h7",
        moves: ["d3xf3"],
    )"#;
    let e = load_err(text);
    assert_eq!(
        e,
        RecordError::IllegalMove {
            number: 1,
            text: "d3xf3".to_string(),
            fault: MoveFault::NonMaximal {
                captured: 1,
                maximum: 2
            },
        }
    );
    assert_eq!(
        e.to_string(),
        "move 1, d3xf3: captures 1, but 2 is the maximum"
    );
}

#[test]
fn a_non_maximal_move_only_ends_a_game_that_says_so() {
    let text = example("dama-worked-example-variant-a.ron");
    record::load_str(&text).expect("as recorded, it loads");
    // Forbidden by the rules.
    let forbidden = replace_once(
        &text,
        "non_max_capture: Loses",
        "non_max_capture: Forbidden",
    );
    assert!(matches!(
        load_err(&forbidden),
        RecordError::IllegalMove {
            number: 1,
            fault: MoveFault::NonMaximal {
                captured: 5,
                maximum: 6
            },
            ..
        }
    ));
    // Not the last move.
    let mut record = Record::from_ron(&text).unwrap();
    record.moves.push("h1-h2".to_string());
    record.comments.clear();
    assert!(matches!(
        record.replay().unwrap_err(),
        RecordError::IllegalMove {
            number: 1,
            fault: MoveFault::NonMaximal { .. },
            ..
        }
    ));
    // The result does not say the mover lost by it.
    let mut record = Record::from_ron(&text).unwrap();
    record.result = None;
    assert_eq!(
        record.replay().unwrap_err(),
        RecordError::ResultMismatch {
            recorded: None,
            replayed: Some(Outcome::Win {
                winner: Side::Black,
                reason: EndReason::NonMaximalCapture
            })
        }
    );
    let mut record = Record::from_ron(&text).unwrap();
    record.game = GameRules::Dama {
        first: FirstPlayer::White,
        non_max_capture: NonMaxCapture::Loses,
        lone_piece: akidada::games::dama::LonePiece::Draw,
        no_progress: 50,
    };
    record.result = Some(Outcome::Win {
        winner: Side::White,
        reason: EndReason::NonMaximalCapture,
    });
    assert!(matches!(
        record.replay().unwrap_err(),
        RecordError::ResultMismatch { .. }
    ));
}

#[test]
fn a_move_after_the_end() {
    let mut record = Record::from_ron(&example("dama-worked-example-variant-b.ron")).unwrap();
    record.moves.push("h1-h2".to_string());
    let e = record.replay().unwrap_err();
    assert_eq!(
        e,
        RecordError::MoveAfterEnd {
            number: 2,
            text: "h1-h2".to_string(),
            outcome: Outcome::Win {
                winner: Side::White,
                reason: EndReason::KingVersusLonePiece
            }
        }
    );
    assert_eq!(
        e.to_string(),
        "move 2, h1-h2: the game was already over (White wins, a lone piece against a king)"
    );
}

#[test]
fn a_result_that_disagrees_with_the_moves() {
    let text = example("dama-win.ron");
    let record = Record::from_ron(&text).unwrap();
    let winner = record.result.unwrap().winner().unwrap();
    for wrong in [
        None,
        Some(Outcome::Win {
            winner: winner.opposite(),
            reason: EndReason::KingVersusLonePiece,
        }),
        Some(Outcome::Draw {
            reason: EndReason::Agreement,
        }),
        Some(Outcome::Win {
            winner: winner.opposite(),
            reason: EndReason::Resignation,
        }),
    ] {
        let mut broken = record.clone();
        broken.result = wrong;
        let e = broken.replay().unwrap_err();
        assert_eq!(
            e,
            RecordError::ResultMismatch {
                recorded: wrong,
                replayed: record.result
            }
        );
    }
    // Cut short, the game is unfinished: the recorded win no longer follows.
    let mut short = record.clone();
    short.moves.truncate(20);
    short.comments.clear();
    let e = short.replay().unwrap_err();
    assert!(matches!(
        e,
        RecordError::ResultMismatch { replayed: None, .. }
    ));
    assert!(
        e.to_string()
            .ends_with("but after the moves the game is not over"),
        "{e}"
    );
}

#[test]
fn rule_options_and_comments_out_of_range() {
    let text = example("akidada-resignation.ron");
    let e = load_err(&replace_once(
        &text,
        "no_progress: 30",
        "no_progress: 40000",
    ));
    assert!(
        matches!(
            e,
            RecordError::BadRuleOption {
                option: "no_progress",
                value: 40000,
                ..
            }
        ),
        "{e:?}"
    );
    let e = load_err(&replace_once(&text, "16: \"", "17: \""));
    assert_eq!(
        e,
        RecordError::CommentOutOfRange {
            number: 17,
            moves: 16
        }
    );
    let e = load_err(&replace_once(&text, "16: \"", "0: \""));
    assert_eq!(
        e,
        RecordError::CommentOutOfRange {
            number: 0,
            moves: 16
        }
    );
}

#[test]
fn every_error_kind_reads_as_a_sentence() {
    let text = example("akidada-resignation.ron");
    for broken in [
        "nonsense".to_string(),
        replace_once(&text, "format: 1", "format: 3"),
        replace_once(&text, "date:", "dat:"),
        replace_once(&text, "\"a1\"", "\"a1-a2\""),
        replace_once(&text, "reason: Resignation", "reason: TwoPiecesLeft"),
    ] {
        let message = load_err(&broken).to_string();
        assert!(!message.is_empty() && !message.contains('\n'), "{message}");
    }
}

// ---------------------------------------------------------------------------------
// saving

#[test]
fn save_and_load_a_path() {
    let dir = scratch_dir("save-and-load");
    let path = dir.join("game.ron");
    let record = Record::from_ron(&example("dama-win.ron")).unwrap();
    record::save_atomic(&path, &record).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), example("dama-win.ron"));
    assert_eq!(record::load_path(&path).unwrap().to_record(), record);
    // Saved over.
    let other = Record::from_ron(&example("akidada-resignation.ron")).unwrap();
    record::save_atomic(&path, &other).unwrap();
    assert_eq!(record::load_path(&path).unwrap().to_record(), other);
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        1,
        "no temporary file left behind"
    );
    // Nowhere to save.
    let e = record::save_atomic(dir.join("no/such/dir/game.ron"), &other).unwrap_err();
    assert!(
        matches!(
            e,
            RecordError::Io {
                action: IoAction::Write,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn an_interrupted_save_leaves_the_previous_file_intact() {
    let dir = scratch_dir("interrupted-save");
    let path = dir.join("game.ron");
    let before = Record::from_ron(&example("dama-win.ron")).unwrap();
    record::save_atomic(&path, &before).unwrap();
    let after = Record::from_ron(&example("akidada-two-pieces-left.ron")).unwrap();

    // 1. The write fails half-way (disk full, say): an error, the old file intact,
    //    the temporary file cleaned up.
    let e = record::save_atomic_with(&path, &after, |file, bytes| {
        file.write_all(&bytes[..bytes.len() / 2])?;
        Err(std::io::Error::other("the disk is full"))
    })
    .unwrap_err();
    assert!(
        matches!(e, RecordError::Io { action: IoAction::Write, ref message, .. } if message == "the disk is full"),
        "{e:?}"
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), before.to_ron());
    assert_eq!(record::load_path(&path).unwrap().to_record(), before);
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);

    // 2. The program dies half-way through writing (simulated with a panic before
    //    the rename): the half-written temporary file stays, the old file is intact.
    let result = std::panic::catch_unwind(|| {
        let _ = record::save_atomic_with(&path, &after, |file, bytes| {
            file.write_all(&bytes[..bytes.len() / 3])?;
            panic!("killed while saving");
        });
    });
    assert!(result.is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), before.to_ron());
    assert_eq!(record::load_path(&path).unwrap().to_record(), before);
    let leftovers: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p != &path)
        .collect();
    assert_eq!(leftovers.len(), 1, "the dead save's temporary file");
    assert!(record::load_path(&leftovers[0]).is_err(), "it is truncated");

    // 3. The next save works, beside the leftover.
    record::save_atomic(&path, &after).unwrap();
    assert_eq!(record::load_path(&path).unwrap().to_record(), after);
}

#[test]
fn saving_keeps_the_file_permissions() {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch_dir("permissions");
        let path = dir.join("game.ron");
        let record = Record::from_ron(&example("akidada-resignation.ron")).unwrap();
        record::save_atomic(&path, &record).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        record::save_atomic(&path, &record).unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
    }
}

#[test]
fn fields_that_contradict_each_other_are_refused() {
    use akidada::record::Inconsistency;
    use akidada::session::Lot;
    let inconsistent = |text: &str| match load_err(text) {
        RecordError::Inconsistent(c) => c,
        other => panic!("{other:?}"),
    };
    // `first` must be the side to move in the start position.
    let c = inconsistent(
        "(format: 1, game: Dama(first: Black), first: Black, \
         start: \"W:Wa2:Bh7\")",
    );
    assert_eq!(
        c,
        Inconsistency::FirstNotToMove {
            first: Side::Black,
            to_move: Side::White
        }
    );
    // ...and the side the option `first` names.
    let c = inconsistent(
        "(format: 1, game: Akidada(first: White), first: Black, start: \"B:W:B:H6,6\")",
    );
    assert!(
        matches!(c, Inconsistency::FirstAgainstOption { .. }),
        "{c:?}"
    );
    // A lot seed with no lot.
    let c = inconsistent(
        "(format: 1, game: Akidada(first: White), first: White, lot_seed: Some(3), \
         start: \"W:W:B:H6,6\")",
    );
    assert!(
        matches!(c, Inconsistency::SeedWithoutLot { seed: 3, .. }),
        "{c:?}"
    );
    // A seed that draws the other side.
    let seed = (0..100).find(|&s| Lot::draw(s) == Side::Black).unwrap();
    let c = inconsistent(&format!(
        "(format: 1, game: Akidada(first: Lot), first: White, lot_seed: Some({seed}), \
         start: \"W:W:B:H6,6\")"
    ));
    assert_eq!(
        c,
        Inconsistency::SeedDrawsOther {
            seed,
            drawn: Side::Black,
            first: Side::White
        }
    );
    let e = load_err(&format!(
        "(format: 1, game: Akidada(first: Lot), first: White, lot_seed: Some({seed}), \
         start: \"W:W:B:H6,6\")"
    ));
    assert!(e.to_string().contains("contradicts itself"), "{e}");
    // Consistent fields load: the seed that draws White, and a lot drawn outside
    // the app (no seed).
    let white = (0..100).find(|&s| Lot::draw(s) == Side::White).unwrap();
    for text in [
        format!(
            "(format: 1, game: Akidada(first: Lot), first: White, lot_seed: Some({white}), \
             start: \"W:W:B:H6,6\")"
        ),
        "(format: 1, game: Akidada(first: Lot), first: Black, start: \"B:W:B:H6,6\")".to_string(),
    ] {
        assert!(record::load_str(&text).is_ok(), "{text}");
    }
}

#[test]
fn the_computers_side_and_level_are_kept_and_checked() {
    let text = "(format: 1, game: Dama(first: White), first: White, \
                start: \"W:Wa2:Bh7\", computer: {Black: 8})";
    let game = record::load_str(text).unwrap();
    let record = game.to_record();
    assert_eq!(record.computer, [(Side::Black, 8)].into());
    assert!(
        record
            .to_ron()
            .contains("computer: {\n        Black: 8,\n    }"),
        "{}",
        record.to_ron()
    );
    // Dama's levels go from 1 to 8, Akidada's from 1 to 5.
    for (bad, max) in [
        (
            "(format: 1, game: Dama(first: White), first: White, start: \"W:Wa2:Bh7\", computer: {White: 9})",
            8,
        ),
        (
            "(format: 1, game: Akidada(first: White), first: White, start: \"W:W:B:H6,6\", computer: {Black: 6})",
            5,
        ),
        (
            "(format: 1, game: Akidada(first: White), first: White, start: \"W:W:B:H6,6\", computer: {Black: 0})",
            5,
        ),
    ] {
        match load_err(bad) {
            RecordError::BadLevel { max: m, .. } => assert_eq!(m, max),
            other => panic!("{other:?}"),
        }
    }
    // A game without a computer writes no such field.
    let human = record::load_str("(format: 1, game: Dama(), first: White, start: \"W:Wa2:Bh7\")")
        .unwrap()
        .to_record();
    assert!(!human.to_ron().contains("computer"));
}

/// A game played with clocks and lost on time: the clocks and the reason are
/// saved, and read back the same.
#[test]
fn clocks_and_a_time_forfeit_round_trip() {
    let mut session = Session::<Akidada>::new(
        AkidadaRules {
            first: FirstPlayer::White,
            ..AkidadaRules::default()
        },
        1,
    );
    for text in ["a1", "b4", "c1"] {
        session.play_text(text).unwrap();
    }
    session.time_forfeit(Side::Black);
    assert_eq!(
        session.outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TimeForfeit
        })
    );
    let meta = Meta {
        clock: Some(record::RecordClock {
            base_ms: 180_000,
            increment_ms: 2_000,
            white_ms: 170_500,
            black_ms: 0,
            marks: vec![179_000, 175_000, 170_500],
        }),
        ..Meta::default()
    };
    let text = Record::from_session(&session, &meta).to_ron();
    assert!(text.contains("reason: TimeForfeit"), "{text}");
    assert!(text.contains("base_ms: 180000"), "{text}");
    let loaded = record::load_str(&text).unwrap();
    assert_eq!(loaded.outcome(), session.outcome());
    assert_eq!(loaded.meta().clock, meta.clock);
    assert_eq!(loaded.to_record().to_ron(), text);
    let back = loaded.session.akidada().expect("an Akidada game");
    assert_eq!(back.declared(), Some(Declared::TimeForfeit(Side::Black)));
}

/// A game saved before there were clocks has none, and still loads; a clock
/// with a time for more moves than the game has is refused.
#[test]
fn a_game_without_clocks_loads_and_a_clock_too_long_is_refused() {
    for (name, text) in examples() {
        assert!(!text.contains("clock"), "{name} is an old file");
        let loaded = record::load_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(loaded.meta().clock, None, "{name}");
        assert_eq!(loaded.to_record().to_ron(), text, "{name}");
    }
    let mut session = Session::<Akidada>::new(
        AkidadaRules {
            first: FirstPlayer::White,
            ..AkidadaRules::default()
        },
        1,
    );
    session.play_text("a1").unwrap();
    let mut long = Record::from_session(&session, &Meta::default());
    assert_eq!(long.clock, None);
    long.clock = Some(record::RecordClock {
        base_ms: 60_000,
        increment_ms: 0,
        white_ms: 60_000,
        black_ms: 60_000,
        marks: vec![1, 2],
    });
    assert_eq!(
        record::load_str(&long.to_ron()).unwrap_err(),
        RecordError::BadClock { marks: 2, moves: 1 }
    );
}
