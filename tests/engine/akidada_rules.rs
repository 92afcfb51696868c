//! Akidada, RULES.md section 1, one rule case at a time, each option both ways.

use akidada::games::akidada::{
    Akidada, AkidadaRules, DoubleLine, Move, Point, Position, Removal, Setup, parse_written,
};
use akidada::games::{
    EndReason, FirstPlayer, Game, MoveError, Outcome, PositionError, Problem, Side, perft,
};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("{text} should parse: {e}"))
}

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn rules(removal: Removal, double_line: DoubleLine) -> AkidadaRules {
    AkidadaRules {
        removal,
        double_line,
        ..AkidadaRules::default()
    }
}

fn default() -> AkidadaRules {
    AkidadaRules::default()
}

/// The legal moves in notation, sorted.
fn moves(p: &Position, rules: &AkidadaRules) -> Vec<String> {
    let mut out = Vec::new();
    p.legal_moves(rules, &mut out);
    let mut texts: Vec<String> = out.iter().map(Move::notation).collect();
    texts.sort();
    let before = texts.len();
    texts.dedup();
    assert_eq!(before, texts.len(), "no move listed twice");
    texts
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays a move given in notation, which must be legal.
fn play(p: &Position, rules: &AkidadaRules, text: &str) -> Position {
    let mv = p
        .parse_move(rules, text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    let next = p.play(&mv);
    assert_eq!(next.hash(), next.compute_hash());
    next
}

/// The reason a move is impossible (panics if it is legal or a syntax error).
fn impossible(p: &Position, rules: &AkidadaRules, text: &str) -> String {
    match p.parse_move(rules, text) {
        Err(MoveError::Impossible(why)) => why.to_string(),
        other => panic!("{text} in {p}: expected Impossible, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------
// perft

#[test]
fn perft_table_of_rules_md() {
    let table = [16u64, 240, 3360, 43680, 531648];
    for first in Side::BOTH {
        let start = Position::start(first);
        for (depth, &want) in (1..).zip(&table) {
            assert_eq!(
                perft::<Akidada>(&start, &default(), depth),
                want,
                "depth {depth}, {first} first"
            );
        }
    }
}

#[test]
fn perft_to_depth_5_is_the_same_under_every_option() {
    // The first line can close at ply 5 (White's third piece), when Black has two
    // pieces, never in a line: every removal option gives the same counts.
    for removal in [Removal::Any, Removal::NotFromLines] {
        for double_line in [DoubleLine::One, DoubleLine::Two] {
            let r = AkidadaRules {
                no_progress: 0,
                ..rules(removal, double_line)
            };
            let start = Position::start(Side::White);
            assert_eq!(perft::<Akidada>(&start, &r, 5), 531648, "{r:?}");
        }
    }
}

// ---------------------------------------------------------------------------------
// placement and movement

#[test]
fn placement_phase_puts_a_piece_on_any_empty_point() {
    let start = Position::start(Side::White);
    let all = moves(&start, &default());
    assert_eq!(all.len(), 16);
    let mut list = Vec::new();
    start.legal_moves(&default(), &mut list);
    assert!(list.iter().all(|m| m.is_placement() && m.removed() == 0));

    let p = pos("B:Wa1,c1,c2:Bb2,e5:H3,4");
    assert!(p.is_placing());
    assert_eq!(
        moves(&p, &default()),
        sorted(&[
            "e1", "d2", "a3", "b3", "d3", "e3", "b4", "c4", "d4", "a5", "c5"
        ])
    );
    let next = play(&p, &default(), "d4");
    assert_eq!(next.in_hand(Side::Black), 3);
    assert_eq!(next.in_hand(Side::White), 3);
    assert_eq!(next.piece_at(pt("d4")), Some(Side::Black));
    assert_eq!(next.side_to_move(), Side::White);
    assert_eq!(next.to_string(), "W:Wa1,c1,c2:Bb2,d4,e5:H3,3");
}

#[test]
fn the_hands_empty_together_then_pieces_slide() {
    let r = default();
    let mut p = Position::start(Side::Black);
    let mut buf = Vec::new();
    for ply in 0..12 {
        assert!(p.is_placing(), "ply {ply}");
        p.legal_moves(&r, &mut buf);
        // The first move that makes no line: no piece is removed.
        let mv = *buf.iter().find(|m| m.removed() == 0).unwrap();
        assert!(mv.is_placement());
        p = p.play(&mv);
    }
    assert_eq!((p.in_hand(Side::White), p.in_hand(Side::Black)), (0, 0));
    assert_eq!(p.occupied().count_ones(), 12);
    assert_eq!(p.side_to_move(), Side::Black);
    assert!(!p.is_placing());
    p.legal_moves(&r, &mut buf);
    assert!(!buf.is_empty());
    assert!(buf.iter().all(|m| !m.is_placement()));
}

#[test]
fn movement_phase_slides_to_adjacent_empty_points_only() {
    let p = pos("W:Wa1,c2,d4:Bc1,e3,b3:H0,0");
    assert_eq!(
        moves(&p, &default()),
        sorted(&["a1-a3", "c2-b2", "c2-d2", "d4-d3", "d4-c4"])
    );
    // c2's way down is the connector c2-c1: adjacency, taken when empty.
    let p = pos("W:Wa1,c2,e5:Bb2,d2,d4:H0,0");
    assert_eq!(
        moves(&p, &default()),
        sorted(&["a1-c1", "a1-a3", "c2-c1", "e5-e3", "e5-c5"])
    );
    // Every connector, both ways, is a slide.
    let others = ["a1", "e1", "e5", "a5", "b2", "d2", "d4", "b4"];
    for (a, b) in [("c1", "c2"), ("e3", "d3"), ("c5", "c4"), ("a3", "b3")] {
        for (from, to) in [(a, b), (b, a)] {
            let p = Setup::from_points(
                [pt(from), pt(others[0]), pt(others[1])],
                [pt(others[2]), pt(others[3]), pt(others[4])],
                [0, 0],
                Side::White,
            )
            .position()
            .unwrap();
            // (The slide may close a line and carry a removal: match the step.)
            let text = format!("{from}-{to}");
            assert!(
                moves(&p, &default()).iter().any(|m| m.starts_with(&text)),
                "{text} in {p}"
            );
        }
    }
}

#[test]
fn no_diagonal_and_no_jump() {
    let p = pos("W:Wb2,c1,d4:Ba3,e3,c5:H0,0");
    assert!(impossible(&p, &default(), "b2-a1").contains("not joined"));
    assert!(
        impossible(&p, &default(), "c1-c4").contains("not joined"),
        "no centre"
    );
    assert!(
        impossible(&p, &default(), "b2-d2").contains("not joined"),
        "no jump"
    );
    assert!(impossible(&p, &default(), "d4-e5").contains("not joined"));
}

#[test]
fn connectors_are_adjacency_but_never_lines() {
    // The middle file c1 c2 . c4 c5 is two connectors, not a line.
    let p = pos("W:Wc1,c2,c4:Bb2,e5:H3,4");
    let list = moves(&p, &default());
    assert!(list.contains(&"c5".to_string()));
    assert!(!list.iter().any(|m| m.starts_with("c5x")), "{list:?}");
    // By a slide: d2-c2 makes c1-c2 and c4-c5, still no line.
    let p = pos("W:Wc1,c4,c5,d2:Ba1,e1,e5:H0,0");
    assert!(moves(&p, &default()).contains(&"d2-c2".to_string()));
    assert!(impossible(&p, &default(), "d2-c2xa1").contains("no line"));
    // a3-b3 and e3-d3 likewise: a3 b3 . d3 e3 is no line.
    let p = pos("W:Wa3,b3,e3:Bc1,c5:H3,4");
    let list = moves(&p, &default());
    assert!(list.contains(&"d3".to_string()));
    assert!(!list.iter().any(|m| m.starts_with("d3x")), "{list:?}");
}

// ---------------------------------------------------------------------------------
// lines and removals

#[test]
fn a_line_by_placement_removes_any_piece_under_removal_any() {
    // Black's b2 c2 d2 is a line; under Any its pieces are not protected.
    let p = pos("W:Wa1,c1:Bb2,c2,d2,e5:H4,2");
    let r = rules(Removal::Any, DoubleLine::One);
    let list = moves(&p, &r);
    for want in ["e1xb2", "e1xc2", "e1xd2", "e1xe5"] {
        assert!(list.contains(&want.to_string()), "{want}: {list:?}");
    }
    assert!(
        !list.contains(&"e1".to_string()),
        "the removal is compulsory"
    );
    let next = play(&p, &r, "e1xc2");
    assert_eq!(next.piece_at(pt("c2")), None);
    assert_eq!(next.total(Side::Black), 5);
    assert_eq!(next.piece_at(pt("e1")), Some(Side::White));
}

#[test]
fn a_line_by_placement_under_not_from_lines_spares_pieces_in_lines() {
    let r = rules(Removal::NotFromLines, DoubleLine::One);
    let p = pos("W:Wa1,c1:Bb2,c2,d2,e5:H4,2");
    let list = moves(&p, &r);
    let removing: Vec<&String> = list.iter().filter(|m| m.starts_with("e1")).collect();
    assert_eq!(removing, vec!["e1xe5"]);
    let why = impossible(&p, &r, "e1xc2");
    assert!(why.contains("line"), "{why}");
    // Every black piece in a line: then any of them may go.
    let p = pos("W:Wa1,c1:Bb2,c2,d2:H4,3");
    let list = moves(&p, &r);
    let removing: Vec<&String> = list.iter().filter(|m| m.starts_with("e1")).collect();
    assert_eq!(removing, vec!["e1xb2", "e1xc2", "e1xd2"]);
}

#[test]
fn a_line_by_slide_removes_one() {
    let p = pos("W:Wa1,c1,e3:Bb2,c2,d2,e5:H0,0");
    for (removal, want) in [
        (
            Removal::Any,
            &["e3-e1xb2", "e3-e1xc2", "e3-e1xd2", "e3-e1xe5"][..],
        ),
        (Removal::NotFromLines, &["e3-e1xe5"][..]),
    ] {
        let r = rules(removal, DoubleLine::One);
        let list = moves(&p, &r);
        let got: Vec<&String> = list.iter().filter(|m| m.starts_with("e3-e1")).collect();
        assert_eq!(got, want.to_vec(), "{removal:?}");
        assert!(list.contains(&"e3-d3".to_string()));
    }
    let next = play(&p, &default(), "e3-e1xd2");
    assert_eq!(next.to_string(), "B:Wa1,c1,e1:Bb2,c2,e5:H0,0");
}

#[test]
fn only_a_line_the_moved_piece_completes_counts() {
    // a1 c1 e1 already stand in a line: moving d4 earns nothing.
    let p = pos("W:Wa1,c1,e1,d4:Bb2,c2,e5:H0,0");
    let mut list = Vec::new();
    p.legal_moves(&default(), &mut list);
    assert!(list.iter().all(|m| m.removed() == 0), "{list:?}");
    assert!(impossible(&p, &default(), "d4-c4xb2").contains("no line"));
}

#[test]
fn breaking_a_line_and_closing_it_again_counts_again() {
    let r = default();
    let p = pos("W:Wa1,c1,e1,d4:Bb2,c4,e5:H0,0");
    let p = play(&p, &r, "e1-e3"); // break
    let p = play(&p, &r, "b2-c2");
    let list = moves(&p, &r);
    assert!(!list.contains(&"e3-e1".to_string()));
    assert!(list.contains(&"e3-e1xc2".to_string()), "{list:?}");
    let p = play(&p, &r, "e3-e1xc4");
    assert_eq!(p.to_string(), "B:Wa1,c1,e1,d4:Bc2,e5:H0,0");
}

#[test]
fn a_double_line_removes_one_under_one_and_two_under_two() {
    // Placing on the corner a1 closes a1-c1-e1 and a1-a3-a5 at once.
    let p = pos("W:Wc1,e1,a3,a5:Bb2,d4,e5:H1,3");
    let one = moves(&p, &rules(Removal::Any, DoubleLine::One));
    let a1: Vec<&String> = one.iter().filter(|m| m.starts_with("a1")).collect();
    assert_eq!(a1, vec!["a1xb2", "a1xd4", "a1xe5"]);

    let r2 = rules(Removal::Any, DoubleLine::Two);
    let two = moves(&p, &r2);
    let a1: Vec<&String> = two.iter().filter(|m| m.starts_with("a1")).collect();
    assert_eq!(a1, vec!["a1xb2xd4", "a1xb2xe5", "a1xd4xe5"]);
    // The two removals may be written in either order.
    assert_eq!(p.parse_move(&r2, "a1xe5xb2"), p.parse_move(&r2, "a1xb2xe5"));
    let why = impossible(&p, &r2, "a1xb2");
    assert!(why.contains("earns 2"), "{why}");
    let why = impossible(&p, &rules(Removal::Any, DoubleLine::One), "a1xb2xd4");
    assert!(why.contains("earns 1"), "{why}");
    let next = play(&p, &r2, "a1xb2xd4");
    assert_eq!(next.to_string(), "B:Wa1,c1,e1,a3,a5:Be5:H0,3");

    // A single line is one removal even under Two.
    let p = pos("W:Wc1,e1:Bb2,d4,e5:H3,3");
    let a1: Vec<String> = moves(&p, &r2)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(a1, sorted(&["a1xb2", "a1xd4", "a1xe5"]));

    // Two earned but one black piece on the board: one removal.
    let p = pos("W:Wc1,e1,a3,a5:Be5:H1,3");
    let a1: Vec<String> = moves(&p, &r2)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(a1, vec!["a1xe5"]);
}

#[test]
fn a_double_line_under_two_and_not_from_lines_removes_one_after_the_other() {
    // Black's b2 c2 d2 is a line, e5 stands outside: the first removal must be e5;
    // then every black piece stands in a line, so any may be the second.
    let p = pos("W:Wc1,e1,a3,a5:Bb2,c2,d2,e5:H1,2");
    let r = rules(Removal::NotFromLines, DoubleLine::Two);
    let a1: Vec<String> = moves(&p, &r)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(a1, sorted(&["a1xb2xe5", "a1xc2xe5", "a1xd2xe5"]));
    assert!(impossible(&p, &r, "a1xb2xc2").contains("line"));
}

#[test]
fn a_double_line_can_only_come_from_a_placement() {
    // A corner's two neighbours are both in its two lines, so a piece sliding into
    // a corner leaves one of them: no slide ever closes two lines. Here White has
    // both lines around a1 but for the corner, and may slide c1-a1 or a3-a1:
    // each closes one line only.
    let r = rules(Removal::Any, DoubleLine::Two);
    let p = pos("W:Wc1,e1,a3,a5,b2:Bc5,d4,e5:H0,0");
    let mut list = Vec::new();
    p.legal_moves(&r, &mut list);
    assert!(
        list.iter().all(|m| m.removed().count_ones() <= 1),
        "{list:?}"
    );
    let texts: Vec<String> = list.iter().map(Move::notation).collect();
    assert!(texts.contains(&"c1-a1xd4".to_string()), "{texts:?}");
    assert!(texts.contains(&"a3-a1xd4".to_string()), "{texts:?}");
}

#[test]
fn nothing_is_removed_when_the_opponent_has_no_piece_on_the_board() {
    let p = pos("W:Wa1,c1:B:H4,6");
    for r in [
        rules(Removal::Any, DoubleLine::One),
        rules(Removal::NotFromLines, DoubleLine::Two),
    ] {
        let list = moves(&p, &r);
        assert!(list.contains(&"e1".to_string()));
        assert!(!list.iter().any(|m| m.contains('x')), "{list:?}");
        assert!(matches!(
            p.parse_move(&r, "e1xb2"),
            Err(MoveError::Impossible(_))
        ));
    }
}

#[test]
fn removal_when_opponent_has_no_piece_is_explained_truly() {
    // e1 does complete a line here; the reason to refuse "e1xb2" is that Black has
    // no piece on the board, not that no line is made.
    let p = pos("W:Wa1,c1:B:H4,6");
    let why = impossible(&p, &default(), "e1xb2");
    assert!(
        !why.contains("makes no line"),
        "misleading reason for a move that does make a line: {why}"
    );
}

// ---------------------------------------------------------------------------------
// the end of the game

#[test]
fn two_pieces_left_loses_at_once() {
    // By a slide in the movement phase.
    let p = pos("W:Wa1,c1,e3:Bb2,c4,d4:H0,0");
    assert_eq!(p.status(&default()), None);
    let next = play(&p, &default(), "e3-e1xb2");
    let won = Some(Outcome::Win {
        winner: Side::White,
        reason: EndReason::TwoPiecesLeft,
    });
    assert_eq!(next.status(&default()), won);
    assert!(Akidada::decided(&next, &default()));

    // In the placement phase, pieces in hand count: 1 on the board + 2 in hand,
    // one removed, 2 left: lost although Black could still place.
    let p = pos("W:Wa1,c1:Bb2:H1,2");
    assert_eq!(p.status(&default()), None);
    let next = play(&p, &default(), "e1xb2");
    assert_eq!(next.total(Side::Black), 2);
    assert_eq!(next.status(&default()), won);

    // A set-up position with two pieces is decided as it stands, whoever moves.
    for side in ["W", "B"] {
        let p = pos(&format!("{side}:Wa1,c1,e3:Bb2,c4:H0,0"));
        assert_eq!(p.status(&default()), won, "{side} to move");
    }
    let p = pos("B:Wa1:Bb2,c4,d4:H1,0");
    assert_eq!(
        p.status(&default()),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: EndReason::TwoPiecesLeft
        })
    );
}

#[test]
fn a_blocked_player_loses() {
    let p = pos("B:Wc1,e3,c5,a3:Ba1,e1,a5:H0,0");
    assert!(moves(&p, &default()).is_empty());
    assert_eq!(
        p.status(&default()),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::NoLegalMove
        })
    );
    assert!(!Akidada::decided(&p, &default()), "not by material");
    // The same board with White to move is no end.
    let p = pos("W:Wc1,e3,c5,a3:Ba1,e1,a5:H0,0");
    assert_eq!(p.status(&default()), None);
    // A player who still places is never blocked.
    let p = pos("B:Wc1,e3,c5,a3:Ba1,e1,a5:H0,1");
    assert_eq!(p.status(&default()), None);
    assert!(!moves(&p, &default()).is_empty());
}

#[test]
fn no_progress_counts_slides_without_removal() {
    let r = AkidadaRules {
        no_progress: 2,
        ..AkidadaRules::default()
    };
    // Placements reset the count.
    let p = pos("W:Wa1:Bc4:H1,1").with_quiet_plies(3);
    let p = play(&p, &r, "c1");
    assert_eq!(p.quiet_plies(), 0);
    let p = play(&p, &r, "d4");
    assert_eq!(p.quiet_plies(), 0);
    // Slides count: 2 moves by each side (4 plies) draw.
    let mut p = pos("W:Wa1,c1,d4:Bb2,c4,e5:H0,0");
    for (i, mv) in ["d4-d3", "b2-b3", "d3-d4", "b3-b2"].iter().enumerate() {
        assert_eq!(p.status(&r), None, "before ply {i}");
        p = play(&p, &r, mv);
        assert_eq!(p.quiet_plies(), i as u16 + 1);
    }
    assert_eq!(
        p.status(&r),
        Some(Outcome::Draw {
            reason: EndReason::NoProgress
        })
    );
    // A removal resets it.
    let p = pos("W:Wa1,c1,e3:Bb2,c4,d4,e5:H0,0").with_quiet_plies(3);
    let p = play(&p, &r, "e3-e1xe5");
    assert_eq!(p.quiet_plies(), 0);
    // 0 turns the rule off.
    let off = AkidadaRules {
        no_progress: 0,
        ..AkidadaRules::default()
    };
    let p = pos("W:Wa1,c1,d4:Bb2,c4,e5:H0,0").with_quiet_plies(u16::MAX);
    assert_eq!(p.status(&off), None);
    // The default is 50 moves by each side: 100 plies.
    assert_eq!(default().no_progress, 50);
    assert_eq!(p.with_quiet_plies(99).status(&default()), None);
    assert_eq!(
        p.with_quiet_plies(100).status(&default()),
        Some(Outcome::Draw {
            reason: EndReason::NoProgress
        })
    );
}

#[test]
fn rule_defaults_are_those_of_rules_md() {
    let r = AkidadaRules::default();
    assert_eq!(r.first, FirstPlayer::Lot);
    assert_eq!(r.removal, Removal::Any);
    assert_eq!(r.double_line, DoubleLine::One);
    assert_eq!(r.no_progress, 50);
}

// ---------------------------------------------------------------------------------
// notation

#[test]
fn notation_round_trips() {
    let cases = [
        ("c1", Move::place(pt("c1"))),
        ("c1-c2", Move::slide(pt("c1"), pt("c2"))),
        ("c1xb2", Move::place(pt("c1")).removing(pt("b2").bit())),
        (
            "c1-c2xb2",
            Move::slide(pt("c1"), pt("c2")).removing(pt("b2").bit()),
        ),
        (
            "c1xb2xd4",
            Move::place(pt("c1")).removing(pt("b2").bit() | pt("d4").bit()),
        ),
    ];
    for (text, mv) in cases {
        assert_eq!(parse_written(text), Ok(mv), "{text}");
        assert_eq!(mv.notation(), text);
        assert_eq!(Akidada::move_text(&Position::start(Side::White), &mv), text);
    }
    // Tolerated on input, normalised on output.
    assert_eq!(parse_written(" C1-C2XB2 ").unwrap().notation(), "c1-c2xb2");
    assert_eq!(parse_written("c1xd4xb2").unwrap().notation(), "c1xb2xd4");
}

#[test]
fn garbage_is_a_syntax_error_with_its_place() {
    for (text, at) in [
        ("", 0),
        ("   ", 0),
        ("c3", 0),
        ("b1", 0),
        ("c12", 0),
        ("z9", 0),
        ("é1", 0),
        ("c1-", 3),
        ("c1x", 3),
        ("c1-c2-c4", 5),
        ("c1xb2xb2", 6),
        ("c1 c2", 3),
        ("  c1;", 4),
        ("c1-c3", 3),
    ] {
        match parse_written(text) {
            Err(e) => assert_eq!(e.at, at, "{text:?}: {e}"),
            Ok(m) => panic!("{text:?} parsed as {m:?}"),
        }
        let p = Position::start(Side::White);
        assert!(
            matches!(p.parse_move(&default(), text), Err(MoveError::Syntax(_))),
            "{text:?}"
        );
    }
}

#[test]
fn illegal_moves_say_why() {
    let r = default();
    let sliding = pos("W:Wa1,c1,e3,d4:Bb2,c2,d2,e5:H0,0");
    let placing = pos("W:Wa1,c1:Bb2,c2,d2,e5:H4,2");
    let cases: [(&Position, &str, &str); 10] = [
        (&sliding, "e1", "must slide"),
        (&placing, "a1-a3", "must place"),
        (&sliding, "a1-e1", "not joined"),
        (&sliding, "b2-b3", "no white piece on b2"),
        (&sliding, "a3-b3", "no white piece on a3"),
        (&sliding, "e3-e5", "e5 is not empty"),
        (&placing, "c2", "c2 is not empty"),
        (&sliding, "e3-e1", "makes a line"),
        (&sliding, "d4-d3xb2", "no line"),
        (&sliding, "e3-e1xc1", "no black piece on c1"),
    ];
    for (p, text, reason) in cases {
        let why = impossible(p, &r, text);
        assert!(
            why.contains(reason),
            "{text} in {p}: {why:?} lacks {reason:?}"
        );
    }
    let why = impossible(&sliding, &r, "e3-e1xa3");
    assert!(why.contains("no black piece on a3"), "{why}");
    let why = impossible(&placing, &r, "e1");
    assert!(why.contains("makes a line"), "{why}");
    assert!(
        why.contains("e1x"),
        "the reason shows how to write it: {why}"
    );
    let why = impossible(&placing, &r, "e1xe1");
    assert!(why.contains("no black piece on e1"), "{why}");
    // The session-independent Game::parse_move says the same.
    assert!(matches!(
        Akidada::parse_move(&sliding, &r, "e1"),
        Err(MoveError::Impossible(_))
    ));
}

// ---------------------------------------------------------------------------------
// position strings

#[test]
fn position_strings_round_trip() {
    for text in [
        "W:W:B:H6,6",
        "B:W:B:H6,6",
        "B:Wa1,c1,c2:Bb2,e5:H3,4",
        "W:Wa1,c1,e1,b2,c2,d2:Ba3,b3,d3,e3,b4,c4:H0,0",
        "W:Wa1,e1:B:H4,6",
        "B:W:Bc5:H6,5",
    ] {
        let p = pos(text);
        assert_eq!(p.to_string(), text);
        assert_eq!(Akidada::parse_position(text), Ok(p));
    }
    let start = pos("W:W:B:H6,6");
    assert_eq!(start, Position::start(Side::White));
    assert_eq!(start.hash(), Position::start(Side::White).hash());
    // Points may come in any order and lower-case side letters are read; printing
    // gives the canonical string.
    assert_eq!(
        pos("b:Wc2,a1,c1:Be5,b2:H3,4").to_string(),
        "B:Wa1,c1,c2:Bb2,e5:H3,4"
    );
    let p = pos("B:Wa1,c1,c2:Bb2,e5:H3,4");
    assert_eq!(p.in_hand(Side::White), 3);
    assert_eq!(p.in_hand(Side::Black), 4);
    assert_eq!(p.piece_at(pt("e5")), Some(Side::Black));
    assert_eq!(p.side_to_move(), Side::Black);
    assert_eq!(p.hash(), p.compute_hash());
}

#[test]
fn garbled_position_strings_say_where() {
    for (text, at) in [
        ("", 0),
        ("X:W:B:H6,6", 0),
        ("é:W:B:H6,6", 0),
        ("W", 1),
        ("W;W:B:H6,6", 1),
        ("W:Wc3:B:H6,6", 3),
        ("W:Wa1,:B:H5,6", 6),
        ("W:Wa1c1:B:H4,6", 5),
        ("W:Wa1,a1:B:H5,6", 6),
        ("W:Wa1:Ba1:H5,5", 7),
        ("W:Wé1:B:H5,6", 3),
        ("W:W:B", 5),
        ("W:W:B:", 5),
        ("W:W:B:H", 7),
        ("W:W:B:H6", 8),
        ("W:W:B:H6,", 9),
        ("W:W:B:H7,6", 7),
        ("W:W:B:H6,7", 9),
        ("W:W:B:H6;6", 8),
        ("W:W:B:H-1,6", 7),
        ("W:W:B:H99999999999,6", 7),
        ("W:W:B:H6,6x", 10),
        ("W:W:B:H6,6 x", 11),
        ("W:W:B:H6,6:", 10),
    ] {
        match text.parse::<Setup>() {
            Err(e) => assert_eq!(e.at, at, "{text:?}: {e}"),
            Ok(p) => panic!("{text:?} parsed as {p}"),
        }
    }
    // Spaces around the string are forgiven.
    assert_eq!(
        " W:W:B:H6,6 ".parse::<Position>(),
        Ok(Position::start(Side::White))
    );
    // Seven pieces for White (board and hand together) is refused, and says so.
    for text in ["W:Wa1,c1,e1,b2,c2,d2,a3:B:H0,6", "W:Wa1:B:H6,6"] {
        match text.parse::<Position>() {
            Err(PositionError::Invalid(problems)) => assert!(
                matches!(
                    problems[..],
                    [Problem::TooManyAkidadaPieces {
                        side: Side::White,
                        ..
                    }]
                ),
                "{text}: {problems:?}"
            ),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn position_strings_need_the_colon_and_the_letter_together() {
    // The parser checks the list tags with `starts_with([':', letter])`, a char
    // array, which matches EITHER character: "W:" then steps past the end of the
    // string (panic), "WWé..." into the middle of a character (panic), and
    // "WWW:B:H6,6" is read as the start position.
    let mut failures = Vec::new();
    for (text, at) in [
        ("W:", 1),
        ("W:W:", 3),
        ("b:", 1),
        ("WW", 1),
        ("WWé:B:H6,6", 1),
        ("W:é", 1),
        ("WWW:B:H6,6", 1),
        ("W:B:W:H6,6", 1),
    ] {
        let result = std::panic::catch_unwind(|| text.parse::<Setup>());
        match result {
            Err(_) => failures.push(format!("{text:?} panics")),
            Ok(Ok(p)) => failures.push(format!("{text:?} is accepted as {p}")),
            Ok(Err(e)) if e.at != at => {
                failures.push(format!("{text:?} fails at {} instead of {at}: {e}", e.at))
            }
            Ok(Err(_)) => {}
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn position_strings_never_panic() {
    // Random strings over the characters position strings use, plus a two-byte
    // letter: every one is read or refused, none panics.
    let alphabet: Vec<char> = "WBwb:,Hace1234569é-x ".chars().collect();
    let mut rng = akidada::rng::Rng::new(0xA11);
    let mut panics = Vec::new();
    for _ in 0..100_000 {
        let n = rng.below(16);
        let text: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let parsed = std::panic::catch_unwind(|| text.parse::<Position>());
        match parsed {
            Err(_) => {
                panics.push(text);
                if panics.len() == 5 {
                    break;
                }
            }
            Ok(Ok(p)) => {
                // Whatever is accepted prints as a string that reads back the same.
                assert_eq!(p.to_string().parse::<Position>(), Ok(p), "{text:?}");
            }
            Ok(Err(PositionError::Syntax(e))) => assert!(e.at <= text.len(), "{text:?}: {e}"),
            Ok(Err(PositionError::Invalid(problems))) => assert!(!problems.is_empty()),
        }
    }
    assert!(
        panics.is_empty(),
        "these strings panic the parser: {panics:?}"
    );
}
