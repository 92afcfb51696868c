//! The rules of Dama, RULES.md section 2, one test per rule case. Every case is
//! built from a position string and checks the exact list of legal moves (in
//! notation, sorted) or the outcome.

use std::collections::HashSet;

use akidada::games::dama::{Dama, DamaRules, LonePiece, Move, Piece, Position, Setup, Square};
use akidada::games::{EndReason, MoveError, Outcome, Side, perft};
use akidada::games::{PositionError, Problem};

// ---------------------------------------------------------------------------------
// Helpers

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("position {text:?} does not parse: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn legal(p: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves
}

/// The legal moves in notation, sorted.
fn texts(p: &Position) -> Vec<String> {
    let mut t: Vec<String> = legal(p).iter().map(|m| p.move_text(m)).collect();
    t.sort();
    t
}

/// Asserts that the legal moves of `text`, in notation and sorted, are exactly
/// `expected`, and that each expected move reads back as that legal move.
fn assert_moves(text: &str, expected: &[&str]) -> Position {
    let p = pos(text);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(texts(&p), want, "legal moves of {text}");
    let moves = legal(&p);
    assert_eq!(moves.len(), p.count_legal_moves(&mut Vec::new()), "{text}");
    for s in expected {
        let mv = p
            .parse_move(s)
            .unwrap_or_else(|e| panic!("{s} in {text}: {e}"));
        assert!(moves.contains(&mv), "{s} in {text}");
    }
    p
}

/// Plays a move given in notation, which must be legal.
fn play(p: &Position, text: &str) -> Position {
    let mv = p
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    let next = p.play(&mv);
    assert_eq!(next.hash(), next.compute_hash(), "hash after {text} in {p}");
    next
}

/// The reason a move is impossible; panics if it is not `Impossible`.
fn impossible(p: &Position, text: &str) -> String {
    match p.parse_move(text) {
        Err(MoveError::Impossible(why)) => why.to_string(),
        other => panic!("{text} in {p}: expected Impossible, got {other:?}"),
    }
}

/// The byte offset of a syntax error; panics if it is not `Syntax`.
fn syntax_at(p: &Position, text: &str) -> usize {
    match p.parse_move(text) {
        Err(MoveError::Syntax(e)) => e.at,
        other => panic!("{text:?}: expected Syntax, got {other:?}"),
    }
}

fn non_maximal(p: &Position, text: &str) -> (Move, u32, u32) {
    match p.parse_move(text) {
        Err(MoveError::NonMaximal {
            mv,
            captured,
            maximum,
        }) => (mv, captured, maximum),
        other => panic!("{text} in {p}: expected NonMaximal, got {other:?}"),
    }
}

fn rules_with(lone_piece: LonePiece, no_progress: u16) -> DamaRules {
    DamaRules {
        lone_piece,
        no_progress,
        ..DamaRules::default()
    }
}

fn win(winner: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

// ---------------------------------------------------------------------------------
// Board, start and perft

#[test]
fn start_position() {
    let p = Position::start(Side::White);
    assert_eq!(
        p.to_string(),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:\
         Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    assert_moves(
        &p.to_string(),
        &[
            "a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4",
        ],
    );
    let b = Position::start(Side::Black);
    assert_eq!(b.side_to_move(), Side::Black);
    assert_moves(
        &b.to_string(),
        &[
            "a6-a5", "b6-b5", "c6-c5", "d6-d5", "e6-e5", "f6-f5", "g6-g5", "h6-h5",
        ],
    );
}

#[test]
fn perft_table_white_first() {
    let rules = DamaRules::default();
    let start = Position::start(Side::White);
    let expected = [1u64, 8, 64, 708, 7538, 85090, 931312];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(
            perft::<Dama>(&start, &rules, depth as u32),
            nodes,
            "perft({depth})"
        );
    }
}

#[test]
fn perft_black_first_mirrors_white_first() {
    let rules = DamaRules::default();
    let start = Position::start(Side::Black);
    for (depth, nodes) in [(1, 8), (2, 64), (3, 708), (4, 7538), (5, 85090)] {
        assert_eq!(
            perft::<Dama>(&start, &rules, depth),
            nodes,
            "perft({depth})"
        );
    }
}

// ---------------------------------------------------------------------------------
// The description's worked example

const EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";

#[test]
fn worked_example_has_exactly_seven_legal_moves() {
    let p = assert_moves(
        EXAMPLE,
        &[
            "b8xb5xg5xg1xa1xa4xf4",
            "b8xb5xg5xg1xa1xa4xg4",
            "b8xb5xg5xg1xa1xa4xh4",
            "b8xb4xg4xg1xa1xa5xe5",
            "b8xb4xg4xg1xa1xa5xf5",
            "b8xb4xg4xg1xa1xa5xg5",
            "b8xb4xg4xg1xa1xa5xh5",
        ],
    );
    for mv in legal(&p) {
        assert_eq!(mv.capture_count(), 6);
        // Every one leaves the black king on h1 alone: White wins at once.
        let next = p.play(&mv);
        assert_eq!(next.to_string(), format!("B:WK{}:BKh1", mv.to()));
        assert_eq!(
            next.status(&DamaRules::default()),
            win(Side::White, EndReason::KingVersusLonePiece)
        );
    }
}

#[test]
fn worked_example_variant_a_is_not_maximal() {
    let p = pos(EXAMPLE);
    let (mv, captured, maximum) = non_maximal(&p, "b8xb5xe5xe1xa1xa4");
    assert_eq!((captured, maximum), (5, 6));
    assert_eq!(mv.from(), sq("b8"));
    assert_eq!(mv.to(), sq("a4"));
    let taken: HashSet<Square> = mv.captured_squares().collect();
    let want: HashSet<Square> = ["b6", "d5", "e4", "b1", "a3"].map(sq).into();
    assert_eq!(taken, want);
    // Played anyway (by the default rule it loses), it leaves g2 and h1.
    assert_eq!(p.play(&mv).to_string(), "B:WKa4:BKh1,g2");
    assert_eq!(
        MoveError::NonMaximal {
            mv,
            captured,
            maximum
        }
        .to_string(),
        "captures 5, but 6 is the maximum"
    );
}

#[test]
fn worked_example_capture_summary_lists_variant_a() {
    let p = pos(EXAMPLE);
    let summary = p.capture_summary();
    assert_eq!(summary.maximum, 6);
    let a = summary
        .routes
        .iter()
        .find(|r| r.notation() == "b8xb5xe5xe1xa1xa4")
        .expect("variant A among the routes");
    assert_eq!(a.captured.len(), 5);
    assert!(!summary.is_maximal(a));
    // The maximal routes make exactly the legal moves.
    let maximal: HashSet<Move> = summary
        .routes
        .iter()
        .filter(|r| summary.is_maximal(r))
        .map(|r| r.to_move())
        .collect();
    let moves: HashSet<Move> = legal(&p).into_iter().collect();
    assert_eq!(maximal, moves);
    // Every route listed is complete and reads back: maximal ones as legal moves,
    // the others as non-maximal moves with their own count.
    for r in &summary.routes {
        match p.parse_move(&r.notation()) {
            Ok(mv) => {
                assert!(summary.is_maximal(r));
                assert_eq!(mv, r.to_move());
            }
            Err(MoveError::NonMaximal {
                mv,
                captured,
                maximum,
            }) => {
                assert_eq!(mv, r.to_move());
                assert_eq!(captured as usize, r.captured.len());
                assert_eq!(maximum, 6);
            }
            Err(e) => panic!("{}: {e}", r.notation()),
        }
    }
    // The shorter variant B route stops one jump early: a prefix, not a route.
    assert!(
        !summary
            .routes
            .iter()
            .any(|r| r.notation() == "b8xb5xg5xg1xa1xa4")
    );
}

// ---------------------------------------------------------------------------------
// Moves

#[test]
fn white_man_moves_forward_or_sideways() {
    assert_moves("W:Wd4:Bh7", &["d4-c4", "d4-d5", "d4-e4"]);
    // At the edge, and with its way forward blocked by its own piece.
    assert_moves("W:Wa4:Bh7", &["a4-a5", "a4-b4"]);
    assert_moves(
        "W:Wd4,d5:Bh7",
        &["d4-c4", "d4-e4", "d5-c5", "d5-d6", "d5-e5"],
    );
}

#[test]
fn black_man_moves_forward_or_sideways() {
    assert_moves("B:Wa2:Bd5", &["d5-c5", "d5-d4", "d5-e5"]);
    assert_moves("B:Wa2:Bh5", &["h5-g5", "h5-h4"]);
}

#[test]
fn a_man_never_moves_backward_or_diagonally() {
    let p = pos("W:Wd4:Bh7");
    assert!(impossible(&p, "d4-d3").contains("backward"));
    assert!(impossible(&p, "d4-e5").contains("not along a rank or a file"));
    assert!(impossible(&p, "d4-c3").contains("not along a rank or a file"));
    assert!(impossible(&p, "d4-d6").contains("one square at a time"));
    let b = pos("B:Wa2:Bd5");
    assert!(impossible(&b, "d5-d6").contains("backward"));
    assert!(impossible(&b, "d5-c4").contains("not along a rank or a file"));
}

#[test]
fn a_man_is_stopped_by_any_piece() {
    // An enemy in front with another behind it: no capture, no step forward.
    assert_moves("W:Wd4:Bd5,d6", &["d4-c4", "d4-e4"]);
    let p = pos("W:Wd4:Bd5,d6");
    assert!(impossible(&p, "d4-d5").contains("not empty"));
}

#[test]
fn a_king_slides_any_distance_in_four_directions() {
    assert_moves(
        "W:WKd4:Bh8",
        &[
            "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4", "d4-g4", "d4-h4", "d4-d1", "d4-d2",
            "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-d8",
        ],
    );
    // Stopped by its own man (d6) and by an enemy that cannot be captured
    // (b4, guarded by a4 behind it).
    assert_moves(
        "W:WKd4,d6:Ba4,b4",
        &[
            "d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-e4", "d4-f4", "d4-g4", "d4-h4",
            "d6-c6", "d6-d7", "d6-e6",
        ],
    );
    let p = pos("W:WKd4,d6:Ba4,b4");
    assert!(impossible(&p, "d4-d7").contains("blocked"));
    assert!(impossible(&p, "d4-e5").contains("not along a rank or a file"));
    // Black kings move backward too.
    assert_moves(
        "B:Wa2:BKh8",
        &[
            "h8-a8", "h8-b8", "h8-c8", "h8-d8", "h8-e8", "h8-f8", "h8-g8", "h8-h1", "h8-h2",
            "h8-h3", "h8-h4", "h8-h5", "h8-h6", "h8-h7",
        ],
    );
}

// ---------------------------------------------------------------------------------
// Captures

#[test]
fn white_man_captures_forward_and_sideways_not_backward() {
    assert_moves("W:Wd4:Bd5,c4,e4,d3", &["d4xb4", "d4xd6", "d4xf4"]);
    // Only a backward capture on the board: not a capture, so plain moves.
    assert_moves("W:Wd4:Bd3", &["d4-c4", "d4-d5", "d4-e4"]);
    let p = pos("W:Wd4:Bd3");
    assert!(impossible(&p, "d4xd2").contains("backward"));
}

#[test]
fn black_man_captures_forward_and_sideways_not_backward() {
    assert_moves("B:Wd5,c4,e4,d3:Bd4", &["d4xb4", "d4xd2", "d4xf4"]);
    assert_moves("B:Wd5:Bd4", &["d4-c4", "d4-d3", "d4-e4"]);
}

#[test]
fn a_man_captures_by_a_short_jump_only() {
    // The enemy two squares away is out of reach.
    assert_moves("W:Wd4:Bd6", &["d4-c4", "d4-d5", "d4-e4"]);
    // Nor may a man land beyond the square right behind.
    let p = pos("W:Wd4:Bd5");
    assert_moves("W:Wd4:Bd5", &["d4xd6"]);
    assert!(impossible(&p, "d4xd7").contains("short jump"));
    // Not over the edge.
    assert_moves("W:Wg4:Bh4", &["g4-f4", "g4-g5"]);
}

#[test]
fn a_king_captures_by_a_long_jump_with_a_choice_of_landing() {
    assert_moves("W:WKa1:BKd1", &["a1xe1", "a1xf1", "a1xg1", "a1xh1"]);
    // The landing squares end at the next piece.
    assert_moves("W:WKa1:BKd1,Kg1,Kh1", &["a1xe1", "a1xf1"]);
    // Black king, from far away, over a man.
    assert_moves("B:Wh3:BKh8", &["h8xh1", "h8xh2"]);
}

#[test]
fn a_king_cannot_jump_two_pieces_or_its_own() {
    // Two enemies in a row: no capture, the king just moves.
    assert_moves(
        "W:WKa1:BKc1,Kd1",
        &[
            "a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6", "a1-a7", "a1-a8", "a1-b1",
        ],
    );
    let p = pos("W:WKa1:BKc1,Kd1");
    assert!(impossible(&p, "a1xe1").contains("one piece"));
    let p = pos("W:WKa1,c1:BKe1");
    assert!(impossible(&p, "a1xf1").contains("your own"));
}

#[test]
fn captured_pieces_are_lifted_at_once() {
    // The king goes round: a3, c4, d2, b1, back through its start square a1, then
    // north again across a3, already captured, to take a6.
    let p = assert_moves(
        "W:WKa1:Ba3,c4,d2,a6,Kb1",
        &["a1xa4xd4xd1xa1xa7", "a1xa4xd4xd1xa1xa8"],
    );
    let next = play(&p, "a1xa4xd4xd1xa1xa8");
    assert_eq!(next.to_string(), "B:WKa8:B");
    assert_eq!(
        next.status(&DamaRules::default()),
        win(Side::White, EndReason::NoLegalMove)
    );
}

#[test]
fn a_king_may_cross_its_start_square() {
    // c1 north over c3, east over e4, south over f2, then west along rank 1
    // through c1, where it started, over b1.
    let p = assert_moves("W:WKc1:Bc3,e4,f2,Kb1", &["c1xc4xf4xf1xa1"]);
    assert_eq!(play(&p, "c1xc4xf4xf1xa1").to_string(), "B:WKa1:B");
}

#[test]
fn a_captured_square_may_be_landed_on_later() {
    // a4 east over d4, south over f2, west over e1, then north over d2 across d4,
    // captured on the first hop: d4 is one of the landing squares.
    let p = assert_moves(
        "W:WKa4:Bd4,f2,d2,Ke1",
        &[
            "a4xf4xf1xd1xd3",
            "a4xf4xf1xd1xd4",
            "a4xf4xf1xd1xd5",
            "a4xf4xf1xd1xd6",
            "a4xf4xf1xd1xd7",
            "a4xf4xf1xd1xd8",
        ],
    );
    let next = play(&p, "a4xf4xf1xd1xd4");
    assert_eq!(next.to_string(), "B:WKd4:B");
    assert_eq!(next.piece_at(sq("d4")), Some(Piece::King(Side::White)));
}

#[test]
fn a_king_never_turns_back_by_180_degrees() {
    // North over d6, then back south over d2 would take two: not allowed.
    let p = assert_moves("W:WKd4:Bd6,d2", &["d4xd1", "d4xd7", "d4xd8"]);
    assert_eq!(p.capture_summary().maximum, 1);
    assert!(impossible(&p, "d4xd7xd1").contains("180"));
    assert!(impossible(&p, "d4xd1xd8").contains("180"));
    // A 90-degree turn is fine.
    assert_moves("W:WKd4:Bd6,f7", &["d4xd7xg7", "d4xd7xh7"]);
}

#[test]
fn only_the_longest_capture_is_legal() {
    // a4 can take two men in a row, h4 one: only the two-piece capture is legal,
    // and a4 must not stop halfway.
    let p = assert_moves("W:Wa4,h4:Bb4,d4,h5", &["a4xc4xe4"]);
    let (_, captured, maximum) = non_maximal(&p, "h4xh6");
    assert_eq!((captured, maximum), (1, 2));
    let (mv, captured, maximum) = non_maximal(&p, "a4xc4");
    assert_eq!((captured, maximum), (1, 2));
    assert_eq!(mv.to(), sq("c4"));
    assert_eq!(p.capture_summary().maximum, 2);
    assert_eq!(p.max_capture(), 2);
    // A king must go on capturing too.
    let k = assert_moves(
        "W:WKa1:Ba3,c5",
        &["a1xa5xd5", "a1xa5xe5", "a1xa5xf5", "a1xa5xg5", "a1xa5xh5"],
    );
    assert_eq!(non_maximal(&k, "a1xa4").1, 1);
}

#[test]
fn men_and_kings_count_alike() {
    // Two men beat one king.
    assert_moves("W:Wa4,h4:Bb4,d4,Kh5", &["a4xc4xe4"]);
    // Two kings and two men are both the maximum.
    assert_moves("W:Wa4,h3:Bb4,d4,Kh4,Kh6", &["a4xc4xe4", "h3xh5xh7"]);
    // A king capturing a king ties with a man capturing a man.
    assert_moves(
        "W:WKa1,h4:BKa4,h5",
        &["a1xa5", "a1xa6", "a1xa7", "a1xa8", "h4xh6"],
    );
}

#[test]
fn routes_to_the_same_end_with_the_same_captures_are_one_move() {
    // a1 over d1 to e1 or f1, then over g1 to h1 either way: one move.
    let p = assert_moves("W:WKa1,h7:BKd1,Kg1", &["a1xe1xh1"]);
    let summary = p.capture_summary();
    let mut notations: Vec<String> = summary.routes.iter().map(|r| r.notation()).collect();
    notations.sort();
    assert_eq!(notations, ["a1xe1xh1", "a1xf1xh1"]);
    assert_eq!(summary.routes[0].to_move(), summary.routes[1].to_move());
    // Both routes read back as the one legal move.
    assert_eq!(p.parse_move("a1xe1xh1"), p.parse_move("a1xf1xh1"));
    assert_eq!(perft::<Dama>(&p, &DamaRules::default(), 1), 1);
}

// ---------------------------------------------------------------------------------
// Promotion

#[test]
fn a_man_reaching_the_far_rank_by_a_step_is_crowned() {
    let p = assert_moves("W:Wd7:Ba2", &["d7-c7", "d7-d8", "d7-e7"]);
    let next = play(&p, "d7-d8");
    assert_eq!(next.piece_at(sq("d8")), Some(Piece::King(Side::White)));
    assert_eq!(next.to_string(), "B:WKd8:Ba2");
    assert_eq!(next.side_to_move(), Side::Black);
    // A sideways step stays a man.
    assert_eq!(
        play(&p, "d7-c7").piece_at(sq("c7")),
        Some(Piece::Man(Side::White))
    );
    let b = assert_moves("B:Wh7:Bd2", &["d2-c2", "d2-d1", "d2-e2"]);
    assert_eq!(play(&b, "d2-d1").to_string(), "W:Wh7:BKd1");
}

#[test]
fn a_man_ending_a_capture_on_the_far_rank_is_crowned() {
    let p = assert_moves("W:Wd6:Bd7,a2", &["d6xd8"]);
    assert_eq!(play(&p, "d6xd8").to_string(), "B:WKd8:Ba2");
}

#[test]
fn a_man_on_the_far_rank_goes_on_capturing_sideways_as_a_man() {
    // c6 over c7 to c8, then along rank 8 over d8 and f8. As a man it may not
    // take e7 (backward) nor land beyond g8; a king would do both.
    let p = assert_moves("W:Wc6:Bc7,d8,f8,e7", &["c6xc8xe8xg8"]);
    let next = play(&p, "c6xc8xe8xg8");
    assert_eq!(next.to_string(), "B:WKg8:Be7");
    assert!(impossible(&p, "c6xc8xe8xe6").contains("backward"));
    let (_, captured, maximum) = non_maximal(&p, "c6xc8xe8");
    assert_eq!((captured, maximum), (2, 3));
    // Black, mirrored.
    let b = assert_moves("B:Wc2,d1,f1,e2:Bc3", &["c3xc1xe1xg1"]);
    assert_eq!(play(&b, "c3xc1xe1xg1").to_string(), "W:We2:BKg1");
}

#[test]
fn a_man_cannot_leave_the_far_rank_during_a_capture() {
    // d6 over d7 to d8, then west over c8. A king on b8 would go on south over
    // b6; a man may not, nor go back south from d8 down the d-file.
    let p = assert_moves("W:Wd6:Bd7,c8,d5,b6", &["d6xd8xb8"]);
    assert!(impossible(&p, "d6xd8xd4").contains("backward"));
    assert!(impossible(&p, "d6xd8xb8xb5").contains("backward"));
    assert_eq!(
        play(&p, "d6xd8xb8").piece_at(sq("b8")),
        Some(Piece::King(Side::White))
    );
    for r in p.capture_summary().routes {
        assert!(r.landings.iter().all(|l| l.rank() == 7), "{}", r.notation());
    }
}

// ---------------------------------------------------------------------------------
// Compulsory capture and impossible moves

#[test]
fn a_plain_move_when_a_capture_exists_is_non_maximal() {
    let p = assert_moves("W:Wd4,a2:Bd5", &["d4xd6"]);
    let (mv, captured, maximum) = non_maximal(&p, "a2-a3");
    assert_eq!((captured, maximum), (0, 1));
    assert_eq!((mv.from(), mv.to(), mv.captured()), (sq("a2"), sq("a3"), 0));
    let e = p.parse_move("a2-a3").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a capture is compulsory: 1 piece can be captured"
    );
    // The capturing piece must capture too.
    assert_eq!(non_maximal(&p, "d4-c4").1, 0);
}

#[test]
fn impossible_moves_say_why() {
    // (e4 may be captured: d4xf4.)
    let p = pos("W:Wd4,d5,h2:Bh7,e4");
    assert!(impossible(&p, "d4-d3").contains("backward"));
    assert!(impossible(&p, "d4xd6").contains("your own"));
    assert!(impossible(&p, "e5-e6").contains("no piece on e5"));
    assert!(impossible(&p, "h7-h6").contains("black piece"));
    assert!(impossible(&p, "h2xh4").contains("nothing to capture"));
    assert!(impossible(&p, "d5-d4").contains("backward"));
    assert!(impossible(&p, "d4-e4").contains("not empty"));
    assert!(impossible(&p, "d4xf4xf3").contains("backward"));
    let k = pos("W:WKa1:BKc1,Kd1,a3");
    assert!(impossible(&k, "a1xe1").contains("one piece"));
    assert!(impossible(&k, "a1xa4xa1").contains("180"));
    assert!(impossible(&k, "a1xb2").contains("not along a rank or a file"));
    assert!(impossible(&k, "a1xa3").contains("not empty"));
    let b = pos("B:Wh2:Bd5");
    assert!(impossible(&b, "h2-h3").contains("white piece"));
}

#[test]
fn syntax_errors_say_where() {
    let p = Position::start(Side::White);
    assert_eq!(syntax_at(&p, ""), 0);
    assert_eq!(syntax_at(&p, "d3"), 2);
    assert_eq!(syntax_at(&p, "d3d4"), 2);
    assert_eq!(syntax_at(&p, "z3-d4"), 0);
    assert_eq!(syntax_at(&p, "d3-d9"), 3);
    assert_eq!(syntax_at(&p, "d3-d10"), 3);
    assert_eq!(syntax_at(&p, "d3-d4-d5"), 5);
    assert_eq!(syntax_at(&p, "d3xd5-d6"), 5);
    assert_eq!(syntax_at(&p, "d3--d4"), 3);
    assert_eq!(syntax_at(&p, "d3-"), 3);
    assert_eq!(syntax_at(&p, "  d3?d4"), 4);
    assert_eq!(syntax_at(&p, "d3-d4 x"), 6, "at the x, past the space");
    // Leading and trailing spaces and capital letters are fine.
    assert!(p.parse_move("  D3-D4 ").is_ok());
    assert_eq!(
        pos(EXAMPLE).parse_move("B8XB5XG5XG1XA1XA4XF4"),
        pos(EXAMPLE).parse_move("b8xb5xg5xg1xa1xa4xf4")
    );
}

// ---------------------------------------------------------------------------------
// The end of the game

#[test]
fn a_side_without_pieces_loses() {
    let rules = DamaRules::default();
    let p = pos("W:W:Bd5,Kh1");
    assert_eq!(p.status(&rules), win(Side::Black, EndReason::NoLegalMove));
    assert_eq!(p.decided_by_material(&rules), p.status(&rules));
    assert!(legal(&p).is_empty());
    // Taking the last piece wins.
    let q = pos("W:Wd4,a2:Bd5");
    let next = play(&q, "d4xd6");
    assert_eq!(
        next.status(&rules),
        win(Side::White, EndReason::NoLegalMove)
    );
}

#[test]
fn a_blocked_side_loses() {
    let rules = DamaRules::default();
    let p = assert_moves("W:Wa6,h6:Ba7,a8,b6,c6,h7,h8,g6,f6", &[]);
    assert_eq!(p.decided_by_material(&rules), None);
    assert_eq!(p.status(&rules), win(Side::Black, EndReason::NoLegalMove));
    // A lone blocked man facing only men: blocked, not king-versus-lone-piece.
    let q = pos("W:Wa6:Ba7,a8,b6,c6");
    assert_eq!(q.status(&rules), win(Side::Black, EndReason::NoLegalMove));
    let draw_rules = rules_with(LonePiece::Draw, 50);
    assert_eq!(
        q.status(&draw_rules),
        win(Side::Black, EndReason::NoLegalMove)
    );
    // Black blocked.
    let b = pos("B:Wh2,h1,g3,f3,a2,a1,b3,c3:Bh3,a3");
    assert_eq!(b.status(&rules), win(Side::White, EndReason::NoLegalMove));
}

#[test]
fn king_versus_lone_piece_wins_by_default() {
    let rules = DamaRules::default();
    // White to move has one man; Black, who just moved, has a king.
    let p = pos("W:Wd4:BKh8");
    assert_eq!(
        p.status(&rules),
        win(Side::Black, EndReason::KingVersusLonePiece)
    );
    assert_eq!(p.decided_by_material(&rules), p.status(&rules));
    // A king and men against a lone man, Black to move.
    let q = pos("B:WKa1,b2:Bh7");
    assert_eq!(
        q.status(&rules),
        win(Side::White, EndReason::KingVersusLonePiece)
    );
    // A lone king against a king.
    let r = pos("W:WKd4:BKh8");
    assert_eq!(
        r.status(&rules),
        win(Side::Black, EndReason::KingVersusLonePiece)
    );
    // A lone piece against men only: the game goes on.
    assert_eq!(pos("W:Wd4:Bh7,g7").status(&rules), None);
    assert_eq!(pos("W:Wd4:Bh7").status(&rules), None);
    // The side to move has the king and the opponent the lone piece: judged after
    // a move, so the game goes on until White has moved.
    let s = pos("W:WKd4:Bh7");
    assert_eq!(s.status(&rules), None);
    let after = play(&s, "d4-d5");
    assert_eq!(
        after.status(&rules),
        win(Side::White, EndReason::KingVersusLonePiece)
    );
    // Perft counts by the movement rules alone: the judgement is not applied.
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert_eq!(perft::<Dama>(&p, &rules, 1), moves.len() as u64);
}

#[test]
fn lone_piece_draw_option() {
    let rules = rules_with(LonePiece::Draw, 50);
    // One piece each: a draw, whatever the pieces.
    assert_eq!(
        pos("W:WKd4:BKh8").status(&rules),
        draw(EndReason::OnePieceEach)
    );
    assert_eq!(
        pos("W:Wd4:BKh8").status(&rules),
        draw(EndReason::OnePieceEach)
    );
    assert_eq!(
        pos("B:Wd4:Bh7").status(&rules),
        draw(EndReason::OnePieceEach)
    );
    // A lone piece against a king and more: no win under this option.
    assert_eq!(pos("W:Wd4:BKh8,a7").status(&rules), None);
    assert_eq!(pos("B:WKa1,b2:Bh7").status(&rules), None);
    assert_eq!(
        pos("W:Wd4:BKh8,a7").status(&DamaRules::default()),
        win(Side::Black, EndReason::KingVersusLonePiece)
    );
}

#[test]
fn no_progress_draw() {
    let rules = DamaRules::default();
    assert_eq!(rules.no_progress, 50);
    let base = pos("W:WKa1,c3:BKh8,f6");
    assert_eq!(base.quiet_plies(), 0);
    assert_eq!(base.with_quiet_plies(99).status(&rules), None);
    assert_eq!(
        base.with_quiet_plies(100).status(&rules),
        draw(EndReason::NoProgress)
    );
    // 0 turns the rule off.
    let off = rules_with(LonePiece::KingWins, 0);
    assert_eq!(base.with_quiet_plies(100).status(&off), None);
    assert_eq!(base.with_quiet_plies(u16::MAX).status(&off), None);
    // A shorter count.
    let short = rules_with(LonePiece::KingWins, 3);
    assert_eq!(base.with_quiet_plies(5).status(&short), None);
    assert_eq!(
        base.with_quiet_plies(6).status(&short),
        draw(EndReason::NoProgress)
    );
    // The 100th quiet ply ends the game.
    let p = play(&base.with_quiet_plies(99), "a1-a2");
    assert_eq!(p.quiet_plies(), 100);
    assert_eq!(p.status(&rules), draw(EndReason::NoProgress));
    // The counter is not part of the position's identity.
    assert_eq!(base.with_quiet_plies(40), base);
    assert_eq!(base.with_quiet_plies(40).hash(), base.hash());
}

#[test]
fn quiet_plies_count_king_moves_without_capture_only() {
    let p = pos("W:WKa1,c3:BKh8,f6").with_quiet_plies(10);
    let k = play(&p, "a1-e1");
    assert_eq!(k.quiet_plies(), 11);
    let k = play(&k, "h8-h4");
    assert_eq!(k.quiet_plies(), 12);
    // A man's move resets it.
    let m = play(&k, "c3-c4");
    assert_eq!(m.quiet_plies(), 0);
    // Black's king must now take c4.
    assert_eq!(texts(&m), ["h4xa4", "h4xb4"]);
    let x = play(&m, "h4xb4");
    assert_eq!(x.quiet_plies(), 0);
    let k = play(&x, "e1-e8");
    assert_eq!(k.quiet_plies(), 1);
    let c = play(&k, "f6-f5");
    assert_eq!(c.quiet_plies(), 0);
    // So does a king's capture made while the count runs.
    let q = pos("B:WKa1,c4:BKh4,f6").with_quiet_plies(7);
    assert_eq!(texts(&q), ["h4xa4", "h4xb4"]);
    assert_eq!(play(&q, "h4xb4").quiet_plies(), 0);
    assert_eq!(play(&q, "h4xa4").to_string(), "W:WKa1:BKa4,f6");
    // And a man's capture.
    let q = pos("W:WKa1,d4:BKh8,d5").with_quiet_plies(7);
    assert_eq!(play(&q, "d4xd6").quiet_plies(), 0);
}

// ---------------------------------------------------------------------------------
// Position strings and setup

#[test]
fn position_strings_round_trip() {
    for text in [
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6",
        "B:W:B",
        "B:Wa1,Ka8:BKh1,h8",
    ] {
        let p = pos(text);
        assert_eq!(p.to_string(), text);
        assert_eq!(p.to_fen(), text);
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
    }
    // Any order in, canonical order out.
    let p = pos("W:Bb6,Kh1,d5:WKb8");
    assert_eq!(p.to_string(), "W:WKb8:BKh1,d5,b6");
    assert_eq!(pos("w:wkb8:bkh1,d5,b6"), p);
    assert_eq!(p.piece_list().count(), 4);
    assert_eq!(
        p.piece_list().next(),
        Some((sq("h1"), Piece::King(Side::Black)))
    );
}

#[test]
fn garbled_position_strings_name_the_offset() {
    // What cannot be read: where, as a byte offset.
    let cases: [(&str, usize); 13] = [
        ("", 0),
        ("X:W:B", 0),
        ("W", 1),
        ("W:Wa2", 5),
        ("W-Wa2:B", 1),
        ("W:Xa2:B", 2),
        ("W:Wa2,z9:B", 6),
        ("W:Wa2,a2:B", 6),
        ("W:Wa2;Bb3", 5),
        ("W:Wa2:Wb3", 6),
        ("W:WKz2:B", 4),
        ("W:Wa2,:B", 6),
        ("W:Wa1,Kh8:BKa1", 11),
    ];
    for (text, at) in cases {
        match text.parse::<Position>() {
            Err(PositionError::Syntax(e)) => assert_eq!(e.at, at, "{text:?}: {e}"),
            other => panic!("{text:?}: expected a syntax error, got {other:?}"),
        }
    }
    let Err(PositionError::Syntax(e)) = "W:Wa2,z9:B".parse::<Position>() else {
        panic!("z9 is not a square")
    };
    assert_eq!(e.found, "z9");
    assert_eq!(
        e.to_string(),
        "at character 7: expected a square from a1 to h8, a king written Kd5, found “z9”"
    );
    // What reads but breaks the rules: every problem, named.
    let invalid = |text: &str| match text.parse::<Position>() {
        Err(PositionError::Invalid(problems)) => problems,
        other => panic!("{text:?}: expected invalid, got {other:?}"),
    };
    assert_eq!(
        invalid("W:Wa8:B"),
        [Problem::ManOnLastRank {
            side: Side::White,
            square: sq("a8")
        }]
    );
    assert_eq!(
        invalid("B:W:Bh6,Kd1,h1"),
        [Problem::ManOnLastRank {
            side: Side::Black,
            square: sq("h1")
        }]
    );
    // Seventeen white pieces.
    let many = "W:Wa1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2,a3:Bh8";
    assert_eq!(
        invalid(many),
        [Problem::TooManyDamaPieces {
            side: Side::White,
            count: 17
        }]
    );
}

#[test]
fn setup_rejects_impossible_positions() {
    let man = |s: &str, side| (sq(s), Piece::Man(side));
    let king = |s: &str, side| (sq(s), Piece::King(side));
    let errors = |pieces: &[(Square, Piece)], side| -> Vec<Problem> {
        let setup = Setup::from_pieces(pieces.iter().copied(), side);
        match setup.position() {
            Ok(_) => Vec::new(),
            Err(PositionError::Invalid(errors)) => errors,
            Err(e) => panic!("{e}"),
        }
    };
    use Side::{Black, White};
    // A man on its own last rank.
    assert_eq!(
        errors(&[man("a8", White), man("h1", Black)], White),
        [
            Problem::ManOnLastRank {
                side: Black,
                square: sq("h1")
            },
            Problem::ManOnLastRank {
                side: White,
                square: sq("a8")
            },
        ]
    );
    // A man on the opponent's last rank, and kings anywhere, are fine.
    assert_eq!(
        errors(
            &[
                man("a1", White),
                man("h8", Black),
                king("a8", White),
                king("h1", Black)
            ],
            White
        ),
        []
    );
    // More than 16 a side; exactly 16 is fine.
    let sixteen: Vec<_> = Square::all()
        .take(16)
        .map(|s| (s, Piece::Man(White)))
        .collect();
    assert_eq!(errors(&sixteen, White), []);
    let seventeen: Vec<_> = Square::all()
        .skip(8)
        .take(17)
        .map(|s| (s, Piece::Man(White)))
        .collect();
    assert_eq!(
        errors(&seventeen, White),
        [Problem::TooManyDamaPieces {
            side: White,
            count: 17
        }]
    );
    let black17: Vec<_> = Square::all()
        .skip(8)
        .take(17)
        .map(|s| (s, Piece::King(Black)))
        .collect();
    assert_eq!(
        errors(&black17, White),
        [Problem::TooManyDamaPieces {
            side: Black,
            count: 17
        }]
    );
    // Every problem is reported.
    let mut many = seventeen.clone();
    many.extend([man("h1", Black), (sq("a8"), Piece::Man(White))]);
    assert_eq!(errors(&many, White).len(), 3);
    // The result matches the position string.
    let p = Setup::from_pieces([king("b8", White), man("d5", Black)], Black)
        .position()
        .unwrap();
    assert_eq!(p, pos("B:WKb8:Bd5"));
    assert_eq!(p.hash(), p.compute_hash());
}

// ---------------------------------------------------------------------------------
// play()

#[test]
fn play_removes_captured_pieces_and_keeps_the_hash() {
    let p = pos(EXAMPLE);
    assert_eq!(p.hash(), p.compute_hash());
    let next = play(&p, "b8xb4xg4xg1xa1xa5xh5");
    assert_eq!(next.to_string(), "B:WKh5:BKh1");
    assert_eq!(next.pieces(Side::Black).count_ones(), 1);
    assert_eq!(next.kings(Side::White), sq("h5").bit());
    for s in ["b6", "d5", "e4", "a3", "g2", "b1", "b8"] {
        assert_eq!(next.piece_at(sq(s)), None, "{s}");
    }
    assert_eq!(next.quiet_plies(), 0);
    // The same position reached another way has the same hash.
    let a = pos("B:WKh5:BKh1");
    assert_eq!(a.hash(), next.hash());
    assert_eq!(a, next);
    // Side to move is in the hash.
    assert_ne!(pos("W:WKh5:BKh1").hash(), a.hash());
    // A game from the start, always the first legal move, checked at every ply.
    let mut q = Position::start(Side::White);
    let rules = DamaRules::default();
    for _ in 0..200 {
        if q.status(&rules).is_some() {
            break;
        }
        let moves = legal(&q);
        let mv = moves[0];
        let n = q.play(&mv);
        assert_eq!(n.hash(), n.compute_hash());
        let them = q.side_to_move().opposite();
        assert_eq!(
            n.pieces(them).count_ones(),
            q.pieces(them).count_ones() - mv.capture_count()
        );
        for c in mv.captured_squares() {
            assert_eq!(n.piece_at(c), None);
        }
        assert_eq!(n.piece_at(mv.from()), None);
        assert_eq!(n.piece_at(mv.to()).map(Piece::side), Some(q.side_to_move()));
        q = n;
    }
    assert!(q.status(&rules).is_some(), "{q}");
}

#[test]
fn moves_are_distinct_and_generic_api_agrees() {
    use akidada::games::Game;
    let rules = DamaRules::default();
    for text in [EXAMPLE, "W:WKa1:BKd1,Kg1", "W:Wa4,h3:Bb4,d4,Kh4,Kh6"] {
        let p = pos(text);
        let moves = legal(&p);
        let set: HashSet<Move> = moves.iter().copied().collect();
        assert_eq!(set.len(), moves.len(), "{text}");
        let mut via_trait = Vec::new();
        Dama::legal_moves(&p, &rules, &mut via_trait);
        assert_eq!(via_trait, moves);
        assert_eq!(
            Dama::count_legal_moves(&p, &rules, &mut Vec::new()),
            moves.len()
        );
        assert_eq!(Dama::parse_position(text), Ok(p));
        assert_eq!(Dama::repetition_key(&p), p.hash());
        for mv in &moves {
            assert_eq!(
                Dama::parse_move(&p, &rules, &Dama::move_text(&p, mv)),
                Ok(*mv)
            );
        }
    }
}

#[test]
fn a_king_capture_may_end_on_its_start_square() {
    // Round the rectangle a3, c4, d2, b1 and home to a1, either way round (one
    // move), or the second way with a2 as the last landing.
    let p = assert_moves(
        "W:WKa1:Ba3,c4,d2,Kb1",
        &["a1xa4xd4xd1xa1", "a1xd1xd4xa4xa2"],
    );
    assert_eq!(
        p.parse_move("a1xd1xd4xa4xa1"),
        p.parse_move("a1xa4xd4xd1xa1")
    );
    let mv = p.parse_move("a1xa4xd4xd1xa1").unwrap();
    assert_eq!(
        (mv.from(), mv.to(), mv.capture_count()),
        (sq("a1"), sq("a1"), 4)
    );
    // The king is still there afterwards, on a1.
    let next = p.play(&mv);
    assert_eq!(
        next.piece_at(sq("a1")),
        Some(Piece::King(Side::White)),
        "{next}"
    );
    assert_eq!(next.to_string(), "B:WKa1:B");
    assert_eq!(next.hash(), next.compute_hash());
    assert_eq!(
        next.status(&DamaRules::default()),
        win(Side::White, EndReason::NoLegalMove)
    );
}
