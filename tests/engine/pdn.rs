//! PDN: the examples round-trip through it, every notation form reads (the
//! description's worked example in all three), a bad game is reported with its number, line,
//! move and fault without hiding the good ones, and what is written reads back.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use akidada::games::dama::{Dama, DamaRules, LonePiece, NonMaxCapture, Position};
use akidada::games::{EndReason, FirstPlayer, GameKind, Outcome, Side};
use akidada::record::pdn::{self, GameTypeProblem, PdnError, PdnGame, Score, Syntax, TagProblem};
use akidada::record::{LoadedGame, Meta, MoveFault, Record, RecordError};
use akidada::session::{Lot, Session};

const EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";

/// The seven legal moves of the description's worked example: full route, and the
/// captured pieces in the order they are taken.
const EXAMPLE_MOVES: [(&str, &str); 7] = [
    ("b8xb5xg5xg1xa1xa4xf4", "b6,d5,g2,b1,a3,e4"),
    ("b8xb5xg5xg1xa1xa4xg4", "b6,d5,g2,b1,a3,e4"),
    ("b8xb5xg5xg1xa1xa4xh4", "b6,d5,g2,b1,a3,e4"),
    ("b8xb4xg4xg1xa1xa5xe5", "b6,e4,g2,b1,a3,d5"),
    ("b8xb4xg4xg1xa1xa5xf5", "b6,e4,g2,b1,a3,d5"),
    ("b8xb4xg4xg1xa1xa5xg5", "b6,e4,g2,b1,a3,d5"),
    ("b8xb4xg4xg1xa1xa5xh5", "b6,e4,g2,b1,a3,d5"),
];

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples")
}

/// Every example record: file name and record.
fn example_records() -> Vec<(String, Record)> {
    let mut files: Vec<PathBuf> = fs::read_dir(examples_dir())
        .expect("assets/examples exists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(p).unwrap();
            (name, Record::from_ron(&text).unwrap())
        })
        .collect()
}

fn read(text: &str) -> Vec<PdnGame> {
    pdn::read_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The one game of `text`, which must load.
fn read_one(text: &str) -> (PdnGame, LoadedGame) {
    let mut games = read(text);
    assert_eq!(games.len(), 1, "{text}");
    let game = games.remove(0);
    let loaded = match &game.game {
        Ok(loaded) => loaded.clone(),
        Err(e) => panic!("{e}\n{text}"),
    };
    (game, loaded)
}

/// The error of the one game of `text`.
fn read_err(text: &str) -> PdnError {
    let games = read(text);
    assert_eq!(games.len(), 1, "{text}");
    match &games[0].game {
        Ok(loaded) => panic!(
            "loaded, as {}, a game that should fail:\n{text}",
            loaded.summary()
        ),
        Err(e) => e.clone(),
    }
}

fn dama(loaded: &LoadedGame) -> &Session<Dama> {
    loaded.session.dama().expect("a Dama game")
}

fn example_game(moves: &str) -> String {
    format!("[GameType \"30\"]\n[FEN \"{EXAMPLE}\"]\n\n1. {moves} *\n")
}

// ---------------------------------------------------------------------------------
// round trips

#[test]
fn every_dama_example_round_trips_through_pdn() {
    let mut dama_examples = 0;
    for (name, record) in example_records() {
        if record.kind() == GameKind::Akidada {
            // PDN is for draughts: an Akidada game is refused, and says why.
            let e = pdn::write(&[record]).unwrap_err();
            assert_eq!(
                e,
                PdnError::NotDraughts {
                    kind: GameKind::Akidada
                },
                "{name}"
            );
            assert!(e.to_string().contains(".ron"), "{e}");
            continue;
        }
        dama_examples += 1;
        let text = pdn::write(std::slice::from_ref(&record)).unwrap();
        let (game, loaded) = read_one(&text);
        assert_eq!(loaded.to_record(), record, "{name}:\n{text}");
        assert_eq!(game.to_record().unwrap(), record);
        assert_eq!(game.white(), record.white);
        assert_eq!(game.date(), record.date);
        assert_eq!(game.move_count(), record.moves.len());
        assert_eq!(game.result, Score::of(record.result));
        // The same record writes the same text.
        assert_eq!(pdn::write(&[loaded.to_record()]).unwrap(), text, "{name}");
        for line in text.lines().filter(|l| !l.starts_with('[')) {
            assert!(line.chars().count() <= pdn::LINE_WIDTH, "{name}: {line:?}");
        }
    }
    assert_eq!(dama_examples, 4);

    // All of them in one file: four games, in order.
    let records: Vec<Record> = example_records()
        .into_iter()
        .map(|(_, r)| r)
        .filter(|r| r.kind() == GameKind::Dama)
        .collect();
    let text = pdn::write(&records).unwrap();
    let games = read(&text);
    assert_eq!(games.len(), 4);
    for (i, (game, record)) in games.iter().zip(&records).enumerate() {
        assert_eq!(game.number, i + 1);
        assert_eq!(game.to_record().unwrap(), *record);
    }
}

#[test]
fn a_record_with_every_field_set_round_trips() {
    // Rule options away from the defaults, a start with a no-progress count, a
    // lot seed, comments that need `;` lines, names that need escaping.
    let rules = DamaRules {
        first: FirstPlayer::Lot,
        non_max_capture: NonMaxCapture::Forbidden,
        lone_piece: LonePiece::Draw,
        no_progress: 30,
    };
    let start: Position = "B:WKa1,d4,e3:BKh8,c6,f6".parse().unwrap();
    let start = start.with_quiet_plies(7);
    let seed = (0..).find(|&s| Lot::draw(s) == Side::Black).unwrap();
    let lot = Lot {
        first: Side::Black,
        seed: Some(seed),
    };
    let mut session = Session::<Dama>::from_position(rules, lot, start);
    for _ in 0..6 {
        let moves = session.legal_moves();
        session.play(moves[moves.len() / 2]).unwrap();
    }
    let meta = Meta {
        white: "Ali \"the king\" Öz".to_string(),
        black: "back\\slash".to_string(),
        date: "2026-11-29".to_string(),
        comment: "First line.\nSecond line, with a } brace.\n\nAfter a blank line.".to_string(),
        comments: BTreeMap::from([
            (1, "A plain comment that is long enough to be wrapped over more than one line of the text, surely.".to_string()),
            (2, "see [Event \"x\"] and %percent".to_string()),
            (6, "a }brace".to_string()),
        ]),
        computer: BTreeMap::new(),
        review: None,
        clock: None,
    };
    let record = Record::from_session(&session, &meta);
    let text = pdn::write(std::slice::from_ref(&record)).unwrap();
    assert!(
        text.contains("[DamaRules \"non_max_capture=Forbidden, lone_piece=Draw, no_progress=30\"]"),
        "{text}"
    );
    assert!(text.contains(&format!("[LotSeed \"{seed}\"]")), "{text}");
    assert!(text.contains("[StartQuietPlies \"7\"]"), "{text}");
    assert!(
        text.contains("[White \"Ali \\\"the king\\\" Öz\"]"),
        "{text}"
    );
    assert!(text.contains("\n1... "), "Black moved first: {text}");
    let (_, loaded) = read_one(&text);
    assert_eq!(loaded.to_record(), record, "{text}");
}

#[test]
fn tags_a_record_has_no_place_for_are_kept_and_written_again() {
    let text = "[Event \"Club championship\"]\n[Site \"Ankara\"]\n[Date \"2026.11.29\"]\n\
        [Round \"3\"]\n[White \"Ayşe\"]\n[Black \"Mehmet\"]\n[Result \"*\"]\n\
        [Annotator \"Kemal\"]\n[GameType \"30\"]\n\n1. c3-c4 b6-b5 *\n";
    let (game, loaded) = read_one(text);
    assert_eq!(game.event(), "Club championship");
    assert_eq!(game.site(), "Ankara");
    assert_eq!(game.round(), "3");
    assert_eq!(game.tag("annotator"), Some("Kemal"));
    assert_eq!(
        game.title(),
        "Ayşe - Mehmet, Club championship, 2026-11-29, *, 2 moves"
    );
    let extra = game.extra_tags();
    assert_eq!(
        extra.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        ["Event", "Site", "Round", "Annotator"]
    );
    let mut with_bad_names = extra.clone();
    with_bad_names.push(("Not a name".to_string(), "x".to_string()));
    with_bad_names.push((String::new(), "y".to_string()));
    let written = pdn::write_tagged(&[(loaded.to_record(), with_bad_names)]).unwrap();
    assert!(written.starts_with(
        "[Event \"Club championship\"]\n[Site \"Ankara\"]\n[Date \"2026.11.29\"]\n[Round \"3\"]\n\
         [White \"Ayşe\"]\n[Black \"Mehmet\"]\n[Result \"*\"]\n[GameType \"30,W,8,8,A0,0\"]\n\
         [Annotator \"Kemal\"]\n\n"
    ), "{written}");
    let (again, _) = read_one(&written);
    let names: Vec<&str> = again.tags.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "GameType",
            "Annotator"
        ]
    );
    assert_eq!(again.title(), game.title());
}

// ---------------------------------------------------------------------------------
// the description's worked example in every notation

#[test]
fn the_worked_example_reads_in_all_three_notations() {
    for (route, captured) in EXAMPLE_MOVES {
        let end = &route[route.len() - 2..];
        let short = format!("b8x{end}");
        let captured_order = format!("b8x{}", captured.replace(',', "x"));
        let captured_with_end = format!("{captured_order}x{end}");
        let forms = [
            route.to_string(),
            short,
            captured_with_end,
            // Other ways of writing the same: `:` and capitals, a part of the route.
            route.replace('x', ":"),
            route.to_uppercase().replace('X', "x"),
            format!("b8x{}x{end}", &route[6..8]),
        ];
        for form in forms {
            let (_, loaded) = read_one(&example_game(&form));
            let session = dama(&loaded);
            assert_eq!(session.move_texts(), [route], "{form}");
            // White wins: Black has one piece left, a king against White's king.
            assert_eq!(
                loaded.outcome(),
                Some(Outcome::Win {
                    winner: Side::White,
                    reason: EndReason::KingVersusLonePiece
                }),
                "{form}"
            );
        }
        // The captured pieces alone do not say where the king stops: every end
        // is a candidate.
        let captured_only = format!("b8x{}", captured.replace(',', "x"));
        let e = read_err(&example_game(&captured_only));
        let PdnError::IllegalMove { fault, at, .. } = &e else {
            panic!("{captured_only}: {e}");
        };
        let MoveFault::Ambiguous { candidates } = fault.as_ref() else {
            panic!("{captured_only}: {e}");
        };
        let same_line: Vec<&str> = EXAMPLE_MOVES
            .iter()
            .filter(|(_, c)| *c == captured)
            .map(|(r, _)| *r)
            .collect();
        assert_eq!(candidates, &same_line, "{captured_only}");
        assert_eq!((at.line, at.column, at.ply, at.number), (4, 4, 1, 1));
        assert!(e.to_string().contains(route), "{e}");
    }
}

#[test]
fn the_worked_example_s_variant_a_loses_by_the_default_rule() {
    // Five pieces where six can be taken: accepted as the last move only when the
    // result says White lost by it.
    for form in ["b8xb5xe5xe1xa1xa4", "b8xe5xa4", "b8xb6xd5xe4xb1xa3xa4"] {
        let text = format!("[FEN \"{EXAMPLE}\"]\n[Result \"0-2\"]\n1. {form} 0-2\n");
        let (_, loaded) = read_one(&text);
        assert_eq!(
            loaded.outcome(),
            Some(Outcome::Win {
                winner: Side::Black,
                reason: EndReason::NonMaximalCapture
            }),
            "{form}"
        );
        // Stated otherwise, or under the federation's option, it is refused.
        for (tags, result) in [
            ("", "*"),
            ("", "2-0"),
            ("[DamaRules \"non_max_capture=Forbidden\"]", "0-2"),
        ] {
            let text = format!("[FEN \"{EXAMPLE}\"]{tags}\n1. {form} {result}\n");
            let e = read_err(&text);
            assert!(
                matches!(&e, PdnError::IllegalMove { fault, .. }
                    if **fault == MoveFault::NonMaximal { captured: 5, maximum: 6 }),
                "{form} {tags} {result}: {e:?}"
            );
        }
    }
}

#[test]
fn a_short_form_naming_two_non_maximal_captures_is_ambiguous() {
    let text = format!("[FEN \"{EXAMPLE}\"]\n1. b8xa4 0-2\n");
    let e = read_err(&text);
    assert!(
        e.to_string()
            .ends_with("b8xa4: ambiguous: it names 2 moves: b8xb4xg4xg1xa1xa4, b8xb5xe5xe1xa1xa4"),
        "{e}"
    );
}

#[test]
fn an_ambiguous_short_form_lists_its_candidates() {
    // Two captures of two pieces from g8 end on c1, by g3 or by g5.
    let fen = "W:WKg8:Be3,c2,e5,g7,h2";
    let e = read_err(&format!("[FEN \"{fen}\"]\n1. g8xc1 *\n"));
    assert_eq!(
        e.to_string(),
        "line 2, column 4, move 1. g8xc1: ambiguous: it names 2 moves: g8xg3xc3xc1, g8xg5xc5xc1"
    );
    // Any of the other forms says which.
    for (form, route) in [
        ("g8xg3xc3xc1", "g8xg3xc3xc1"),
        ("g8xc5xc1", "g8xg5xc5xc1"),
        ("g8xg5xc1", "g8xg5xc5xc1"),
        ("g8xg7xe3xc2", "g8xg3xc3xc1"),
        ("g8xg7xe5xc2", "g8xg5xc5xc1"),
        ("g8xg7xe5xc2xc1", "g8xg5xc5xc1"),
    ] {
        let (_, loaded) = read_one(&format!("[FEN \"{fen}\"]\n1. {form} *\n"));
        assert_eq!(dama(&loaded).move_texts(), [route], "{form}");
    }
}

#[test]
fn the_federation_notation_example_reads() {
    // f3xf4xe5: the man on f3 takes f4 (landing on f5), then e5 (landing on d5).
    let fen = "W:Wf3,a2:Bf4,e5,h7";
    for form in ["f3xf4xe5", "f3xf4xe5xd5", "f3xf5xd5", "f3xd5"] {
        let (_, loaded) = read_one(&format!("[FEN \"{fen}\"]\n1. {form} *\n"));
        assert_eq!(dama(&loaded).move_texts(), ["f3xf5xd5"], "{form}");
    }
    // Pieces not taken that way, or an end that is not the route's.
    for (form, message) in [
        (
            "f3xe5xf4",
            "no capture from f3 takes the pieces on e5, f4 in this order",
        ),
        (
            "f3xf4xe5xc5",
            "no capture from f3 takes the pieces on f4, e5 in this order and ends on c5",
        ),
        (
            "f3xf4xh7",
            "no capture from f3 takes the pieces on f4, h7 in this order",
        ),
        ("f3xc5", "no capture from f3 ends on c5"),
        ("f3xf5xd5xd7", "nothing to capture"),
        ("f3xf6", "jump"),
    ] {
        let e = read_err(&format!("[FEN \"{fen}\"]\n1. {form} *\n"));
        assert!(e.to_string().contains(message), "{form}: {e}");
    }
}

// ---------------------------------------------------------------------------------
// the rest of the notation

#[test]
fn move_numbers_comments_annotations_variations_and_results() {
    let text = "\
; A file header: not a game.
[Event \"Everything at once\"]
[GameType \"30,W,8,8,A0,0\"]

{The game.} 1.c3-c4 {White's first.} 1... h6-h5! $13 2. b3-b4 ; to the end
; of the line
2. ... c6-c5 (2... b6-b5 (2... a6-a5 {deep (variations)} 3. a3-a4) 3. b4xb6) 3. c4xc6xc8?!
({an aside}) d6-d5 $1 4. a3-a4 1/2-1/2
";
    let (game, loaded) = read_one(text);
    assert_eq!(game.comment, "The game.");
    let moves: Vec<(&str, &[u16], &str)> = game
        .moves
        .iter()
        .map(|m| (m.text.as_str(), &m.nags[..], m.comment.as_str()))
        .collect();
    assert_eq!(
        moves,
        [
            ("c3-c4", &[][..], "White's first."),
            ("h6-h5", &[1, 13][..], ""),
            ("b3-b4", &[][..], "to the end\nof the line"),
            ("c6-c5", &[][..], ""),
            ("c4xc6xc8", &[6][..], ""),
            ("d6-d5", &[1][..], ""),
            ("a3-a4", &[][..], ""),
        ]
    );
    let line7 = text.lines().nth(6).unwrap();
    let column = line7[..line7.find("c4xc6xc8").unwrap()].chars().count() + 1;
    assert_eq!((game.moves[4].line, game.moves[4].column), (7, column));
    assert_eq!(game.result, Score::Draw);
    // A draw the moves do not give: agreed.
    assert_eq!(
        loaded.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Agreement
        })
    );
    let record = loaded.to_record();
    assert_eq!(record.comment, "The game.");
    assert_eq!(
        record.comments,
        BTreeMap::from([
            (1, "White's first.".to_string()),
            (2, "! $13".to_string()),
            (3, "to the end\nof the line".to_string()),
            (5, "?!".to_string()),
            (6, "!".to_string()),
        ])
    );
}

#[test]
fn every_result_form_reads() {
    // A game White wins on the board: c4xc6 leaves Black no piece.
    let won = "[FEN \"W:Wc4:Bc5\"]\n1. c4xc6";
    let open = "1. c3-c4";
    let cases = [
        (
            won,
            "2-0",
            Some((Some(Side::White), EndReason::NoLegalMove)),
        ),
        (
            won,
            "1-0",
            Some((Some(Side::White), EndReason::NoLegalMove)),
        ),
        (won, "*", Some((Some(Side::White), EndReason::NoLegalMove))),
        (
            open,
            "2-0",
            Some((Some(Side::White), EndReason::Resignation)),
        ),
        (
            open,
            "1-0",
            Some((Some(Side::White), EndReason::Resignation)),
        ),
        (
            open,
            "0-2",
            Some((Some(Side::Black), EndReason::Resignation)),
        ),
        (
            open,
            "0-1",
            Some((Some(Side::Black), EndReason::Resignation)),
        ),
        (open, "1-1", Some((None, EndReason::Agreement))),
        (open, "1/2-1/2", Some((None, EndReason::Agreement))),
        (open, "*", None),
        (open, "", None),
    ];
    for (moves, result, expected) in cases {
        let text = format!("{moves} {result}\n");
        let (_, loaded) = read_one(&text);
        let got = loaded.outcome().map(|o| (o.winner(), o.reason()));
        assert_eq!(got, expected, "{text}");
    }
    // A result the moves contradict.
    for result in ["0-2", "1-1"] {
        let e = read_err(&format!("{won} {result}\n"));
        assert!(
            matches!(e, PdnError::ResultMismatch { .. }),
            "{result}: {e}"
        );
        assert!(
            e.to_string()
                .contains("the moves give White wins, the loser has no legal move"),
            "{e}"
        );
    }
    assert_eq!(read_err("1. c3-c4 0-0\n"), PdnError::BothLose);
    // The Result tag and the marker must agree when both say something.
    assert_eq!(
        read_err("[Result \"2-0\"]\n1. c3-c4 0-2\n"),
        PdnError::ResultsDiffer {
            tag: Score::WhiteWins,
            moves: Score::BlackWins
        }
    );
    let (game, loaded) = read_one("[Result \"0-2\"]\n1. c3-c4 *\n");
    assert_eq!(game.result, Score::BlackWins);
    assert_eq!(
        loaded.outcome().and_then(Outcome::winner),
        Some(Side::Black)
    );
    assert!(matches!(
        read_err("[Result \"won\"]\n1. c3-c4 *\n"),
        PdnError::Tag {
            problem: TagProblem::NotResult,
            ..
        }
    ));
}

#[test]
fn a_game_that_ends_then_goes_on_is_refused() {
    // c4xc6 takes Black's last piece: the game is over.
    let e = read_err("[FEN \"W:Wc4:Bc5\"]\n\n1. c4xc6 h8-g8 *\n");
    let PdnError::MoveAfterEnd { at, text, outcome } = &e else {
        panic!("{e}");
    };
    assert_eq!(
        (at.line, at.column, at.number, at.side),
        (3, 10, 1, Side::Black)
    );
    assert_eq!(text, "h8-g8");
    assert_eq!(outcome.winner(), Some(Side::White));
    assert_eq!(
        e.to_string(),
        "line 3, column 10, move 1... h8-g8: the game was already over \
         (White wins, the loser has no legal move)"
    );
}

#[test]
fn the_start_position_and_the_rules_come_from_the_tags() {
    // FEN with SetUp 1, FEN alone (as pydraughts writes it), SetUp 0 with the
    // standard start, no tags at all.
    let black_first = "B:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7";
    let (_, loaded) = read_one(&format!(
        "[SetUp \"1\"]\n[FEN \"{black_first}\"]\n1... b6-b5 2. c3-c4 *\n"
    ));
    assert_eq!(dama(&loaded).lot().first, Side::Black);
    let (_, loaded) = read_one(&format!("[FEN \" {black_first} \"]\n1... b6-b5 *\n"));
    assert_eq!(dama(&loaded).move_texts(), ["b6-b5"]);
    let standard = Position::start(Side::White).to_string();
    let (_, loaded) = read_one(&format!(
        "[SetUp \"0\"]\n[FEN \"{standard}\"]\n1. c3-c4 *\n"
    ));
    assert_eq!(*dama(&loaded).start(), Position::start(Side::White));
    let (_, loaded) = read_one("1. c3-c4 *");
    let session = dama(&loaded);
    assert_eq!(*session.rules(), DamaRules::default());
    assert_eq!(
        session.lot(),
        Lot {
            first: Side::White,
            seed: None
        }
    );

    // The rule options.
    let (_, loaded) = read_one("[DamaRules \"lone_piece=Draw no_progress=12\"]\n1. c3-c4 *");
    assert_eq!(
        *dama(&loaded).rules(),
        DamaRules {
            lone_piece: LonePiece::Draw,
            no_progress: 12,
            ..DamaRules::default()
        }
    );

    // What is wrong with the tags, each its own error.
    let tag_problem = |text: &str| match read_err(text) {
        PdnError::Tag { name, problem, .. } => (name, problem),
        e => panic!("{text}: {e:?}"),
    };
    assert_eq!(tag_problem("[SetUp \"1\"]\n*").1, TagProblem::NoFen);
    assert_eq!(tag_problem("[SetUp \"yes\"]\n*").1, TagProblem::SetUpFlag);
    assert_eq!(
        tag_problem(&format!("[SetUp \"0\"]\n[FEN \"{EXAMPLE}\"]\n*")).1,
        TagProblem::FenWithoutSetUp
    );
    assert!(matches!(
        tag_problem("[DamaRules \"lone_piece=Maybe\"]\n*").1,
        TagProblem::RuleOption(_)
    ));
    assert_eq!(
        tag_problem("[LotSeed \"-4\"]\n*"),
        (
            pdn::LOT_SEED.to_string(),
            TagProblem::NotNumber { max: u64::MAX }
        )
    );
    assert!(matches!(
        tag_problem("[FEN \"W:Wa2:Bh7\"]\n[FEN \"W:Wa3:Bh7\"]\n*").1,
        TagProblem::Repeated { .. }
    ));
    // A start position the rules refuse, and a first player it contradicts.
    assert!(matches!(
        read_err("[FEN \"W:Wa8:Bh7\"]\n*"),
        PdnError::Record(RecordError::BadPosition { .. })
    ));
    assert!(matches!(
        read_err(&format!(
            "[DamaRules \"first=White\"]\n[FEN \"{black_first}\"]\n*"
        )),
        PdnError::Record(RecordError::Inconsistent(_))
    ));
    assert!(matches!(
        read_err("[DamaRules \"first=White\"]\n[LotSeed \"3\"]\n*"),
        PdnError::Record(RecordError::Inconsistent(_))
    ));
}

#[test]
fn other_game_types_are_refused_clearly() {
    for (value, problem) in [
        ("20", GameTypeProblem::OtherGame(20)),
        ("21,B,8,8,N1,0", GameTypeProblem::OtherGame(21)),
        (
            "30,W,10,10,A0,0",
            GameTypeProblem::Board("10".into(), "10".into()),
        ),
        ("30,W,8,8,N2,0", GameTypeProblem::Notation("N2".into())),
        ("Turkish", GameTypeProblem::Form),
    ] {
        let e = read_err(&format!("[GameType \"{value}\"]\n1. c3-c4 *\n"));
        assert_eq!(
            e,
            PdnError::GameType {
                value: value.to_string(),
                problem
            }
        );
    }
    let e = read_err("[GameType \"20\"]\n1. 32-28 *\n");
    assert_eq!(
        e.to_string(),
        "GameType \"20\": game type 20 (international draughts) is not Turkish draughts, \
         game type 30: this program reads Turkish draughts only"
    );
    // Numbered squares, with no GameType to say so.
    let e = read_err("1. 32-28 19-23 *\n");
    assert_eq!(
        e,
        PdnError::Syntax {
            line: 1,
            column: 4,
            problem: Syntax::NumericSquares("32-28".to_string())
        }
    );
}

// ---------------------------------------------------------------------------------
// many games, some bad

#[test]
fn each_bad_game_is_reported_and_the_good_ones_still_read() {
    let text = "\
[Event \"one\"]
1. c3-c4 b6-b5 *

[Event \"two: an illegal move\"]
1. c3-c4 b6-b5
2. c4-c6 *

[Event \"three: another game\"]
[GameType \"25\"]
1. c3-d4 *

[Event \"four: a comment left open\"]
1. c3-c4 {this never closes

[Event \"five: a variation left open\"]
1. c3-c4 (1. d3-d4 b6-b5

[Event \"six: fine\"]
1. d3-d4 d6-d5 2. d4xd6xd8 *

[Event \"seven: not a move\"]
1. c3-c4 Qh5 *

[Event \"eight: ambiguous\"]
[FEN \"W:WKg8:Be3,c2,e5,g7,h2\"]
1. g8xc1 2-0

[Event \"nine: a stray )\"]
1. c3-c4 ) *
";
    let games = read(text);
    assert_eq!(games.len(), 9);
    let report: Vec<(usize, usize, String, String)> = games
        .iter()
        .map(|g| {
            (
                g.number,
                g.line,
                g.event().to_string(),
                match &g.game {
                    Ok(loaded) => loaded.summary(),
                    Err(e) => e.to_string(),
                },
            )
        })
        .collect();
    let expected = [
        (1, 1, "one", "dama: 2 moves, unfinished"),
        (
            4,
            4,
            "two: an illegal move",
            "line 6, column 4, move 2. c4-c6: c6 is not empty",
        ),
        (
            8,
            8,
            "three: another game",
            "GameType \"25\": game type 25 (Russian draughts) is not Turkish draughts, game type 30: this program reads Turkish draughts only",
        ),
        (
            12,
            12,
            "four: a comment left open",
            "line 13, column 10: a comment opened with { is never closed with }",
        ),
        (
            15,
            15,
            "five: a variation left open",
            "line 16, column 10: a variation opened with ( is never closed with )",
        ),
        (18, 18, "six: fine", "dama: 3 moves, unfinished"),
        (
            21,
            21,
            "seven: not a move",
            "line 22, column 10, move 1... Qh5: not a move",
        ),
        (
            24,
            24,
            "eight: ambiguous",
            "line 26, column 4, move 1. g8xc1: ambiguous: it names 2 moves: g8xg3xc3xc1, g8xg5xc5xc1",
        ),
        (
            28,
            28,
            "nine: a stray )",
            "line 29, column 10: ) closes no variation",
        ),
    ];
    for (got, (number, line, event, message)) in report.iter().zip(expected) {
        let number = games
            .iter()
            .position(|g| g.line == number)
            .map_or(0, |i| i + 1);
        assert_eq!((got.1, got.2.as_str()), (line, event), "{report:#?}");
        assert!(
            got.3.starts_with(message),
            "game {number}: {}\nexpected: {message}",
            got.3
        );
    }
    let good: Vec<usize> = games
        .iter()
        .filter(|g| g.is_ok())
        .map(|g| g.number)
        .collect();
    assert_eq!(good, [1, 6]);
}

#[test]
fn odd_files_are_errors_not_games() {
    assert_eq!(pdn::read_str("").unwrap_err(), PdnError::NoGames);
    assert_eq!(
        pdn::read_str("  \n\n ; only a comment\n").unwrap_err(),
        PdnError::NoGames
    );
    // Latin-1: older files are not UTF-8.
    let latin1 = b"[White \"Ay\xfee\"]\n[Black \"M\xfcller\"]\n1. c3-c4 *\n";
    let games = pdn::read_bytes(latin1).unwrap();
    assert_eq!(games[0].white(), "Ayþe");
    assert_eq!(games[0].black(), "Müller");
    // A byte order mark, CRLF line ends and `%` escape lines.
    let games =
        pdn::read_bytes(b"\xef\xbb\xbf[White \"A\"]\r\n%escaped (\r\n1. c3-c4 *\r\n").unwrap();
    assert_eq!(games[0].white(), "A");
    assert!(games[0].is_ok(), "{:?}", games[0].game);
    // A file that cannot be read.
    let missing = pdn::read_path(examples_dir().join("no-such.pdn")).unwrap_err();
    assert!(
        matches!(missing, PdnError::Record(RecordError::Io { .. })),
        "{missing}"
    );
    assert!(missing.to_string().contains("no-such.pdn"));
}

// ---------------------------------------------------------------------------------
// writing

#[test]
fn writing_wraps_numbers_and_ends_games_as_draughts_does() {
    // A long game from the examples: every line within 80 columns, a move number
    // never alone at the end of a line, the result in the draughts form.
    let record = example_records()
        .into_iter()
        .map(|(_, r)| r)
        .find(|r| r.moves.len() > 100)
        .unwrap();
    let text = pdn::write(std::slice::from_ref(&record)).unwrap();
    let moves_part = &text[text.find("\n\n").unwrap() + 2..];
    for line in moves_part.lines() {
        assert!(line.chars().count() <= 80, "{line:?}");
        assert!(!line.ends_with('.'), "a number alone: {line:?}");
    }
    assert!(
        text.ends_with(" 2-0\n\n"),
        "a blank line after each game: {text}"
    );
    assert!(text.contains("[Result \"2-0\"]"));
    assert!(text.contains("[GameType \"30,W,8,8,A0,0\"]"));
    assert!(
        !text.contains("[FEN"),
        "a standard start needs no FEN: {text}"
    );

    // A game not finished ends with `*`; a draw with `1-1`.
    let mut session = Session::<Dama>::new(DamaRules::default(), 4);
    session
        .play_text(if session.side_to_move() == Side::White {
            "c3-c4"
        } else {
            "c6-c5"
        })
        .unwrap();
    let open = Record::from_session(&session, &Meta::default());
    let text = pdn::write(std::slice::from_ref(&open)).unwrap();
    assert!(
        text.ends_with(" *\n\n") && text.contains("[Result \"*\"]"),
        "{text}"
    );
    session.agree_draw();
    let drawn = Record::from_session(&session, &Meta::default());
    let text = pdn::write(std::slice::from_ref(&drawn)).unwrap();
    assert!(text.ends_with(" 1-1\n\n"), "{text}");
    let (_, loaded) = read_one(&text);
    assert_eq!(loaded.to_record(), drawn);

    // A record whose moves do not replay is not written.
    let mut bad = open.clone();
    bad.moves.push("a1-a8".to_string());
    assert!(matches!(
        pdn::write(&[bad]),
        Err(PdnError::Record(RecordError::IllegalMove { number: 2, .. }))
    ));
}

#[test]
fn saving_a_pdn_file_is_atomic_and_reads_back() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdn-save");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pdn");
    let records: Vec<Record> = example_records()
        .into_iter()
        .map(|(_, r)| r)
        .filter(|r| r.kind() == GameKind::Dama)
        .collect();
    pdn::save_atomic(&path, &records).unwrap();
    assert!(pdn::is_pdn_path(&path) && pdn::is_pdn_path("X.PDN") && !pdn::is_pdn_path("x.ron"));
    let games = pdn::read_path(&path).unwrap();
    assert_eq!(games.len(), records.len());
    assert!(games.iter().all(PdnGame::is_ok));
    // Nothing but the file is left in the directory.
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    // An Akidada game is refused before anything is written.
    let akidada = example_records()
        .into_iter()
        .find(|(_, r)| r.kind() == GameKind::Akidada)
        .unwrap()
        .1;
    assert!(pdn::save_atomic(&path, &[akidada]).is_err());
    assert_eq!(pdn::read_path(&path).unwrap().len(), records.len());
}

/// A Dama game with clocks lost on time: `TimeControl`, `Termination` and a
/// `[%clk]` after each move are written, and read back into the clocks.
#[test]
fn clocks_are_written_as_time_control_and_clk_and_read_back() {
    let mut session = Session::<Dama>::new(
        DamaRules {
            first: FirstPlayer::White,
            ..DamaRules::default()
        },
        1,
    );
    for text in ["c3-c4", "b6-b5", "d3-d4"] {
        session.play_text(text).unwrap();
    }
    session.time_forfeit(Side::Black);
    let meta = Meta {
        comments: BTreeMap::from([(2, "a plain move".to_string())]),
        clock: Some(akidada::record::RecordClock {
            base_ms: 300_000,
            increment_ms: 3_000,
            white_ms: 271_000,
            black_ms: 0,
            marks: vec![299_000, 296_500, 271_000],
        }),
        ..Meta::default()
    };
    let record = Record::from_session(&session, &meta);
    let text = pdn::write(std::slice::from_ref(&record)).unwrap();
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("1. c3-c4 {[%clk 0:04:59]}"), "{text}");
    assert!(
        text.contains("b6-b5 {[%clk 0:04:56.5] a plain move}"),
        "{text}"
    );
    assert!(text.contains("[%clk 0:04:31]"), "{text}");
    let (game, loaded) = read_one(&text);
    assert_eq!(
        loaded.outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TimeForfeit
        })
    );
    assert_eq!(loaded.meta().clock, meta.clock);
    assert_eq!(
        loaded.meta().comments,
        meta.comments,
        "the clk is not a comment"
    );
    assert!(game.extra_tags().iter().all(|(n, _)| n != "TimeControl"));
    // Written again, the same text.
    let again = pdn::write_tagged(&[(loaded.to_record(), game.extra_tags())]).unwrap();
    assert_eq!(again, text);
}

/// Clocks another program wrote, partly missing or garbled: what reads is
/// kept, the rest is left as comment text, and nothing fails.
#[test]
fn missing_or_garbled_clocks_are_tolerated() {
    let text = "[TimeControl \"180+2\"]\n\n1. c3-c4 {[%clk 0:03:01]} b6-b5 {[%clk 9:99]} \
                2. d3-d4 {[%clk 0:02:55]} *\n";
    let (_, loaded) = read_one(text);
    let clock = loaded.meta().clock.clone().expect("a time control");
    assert_eq!((clock.base_ms, clock.increment_ms), (180_000, 2_000));
    // The times stop at the first that does not read.
    assert_eq!(clock.marks, vec![181_000]);
    assert_eq!((clock.white_ms, clock.black_ms), (181_000, 180_000));
    assert_eq!(
        loaded.meta().comments.get(&2).map(String::as_str),
        Some("[%clk 9:99]")
    );
    // Those after it stay comment text: nothing is lost.
    assert_eq!(
        loaded.meta().comments.get(&3).map(String::as_str),
        Some("[%clk 0:02:55]")
    );
    // A time control of several periods, or none, reads as no clocks; a
    // `[%clk]` then stays a comment.
    for tc in [
        "[TimeControl \"40/7200:3600\"]\n",
        "[TimeControl \"?\"]\n",
        "",
    ] {
        let text = format!("{tc}\n1. c3-c4 {{[%clk 0:03:01]}} *\n");
        let (_, loaded) = read_one(&text);
        assert_eq!(loaded.meta().clock, None, "{text}");
        assert_eq!(
            loaded.meta().comments.get(&1).map(String::as_str),
            Some("[%clk 0:03:01]")
        );
    }
    // Without `Termination`, a win the moves leave open is a resignation.
    let (_, loaded) = read_one("[TimeControl \"60\"]\n\n1. c3-c4 2-0\n");
    assert_eq!(
        loaded.outcome().map(|o| o.reason()),
        Some(EndReason::Resignation)
    );
}
