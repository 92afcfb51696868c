//! The session, for both games: the lot, playing moves given in notation, undo and
//! redo, declared results, repetition, and the default rule on non-maximal captures.

use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, LonePiece, NonMaxCapture, Position as DamaPosition};
use akidada::games::{EndReason, FirstPlayer, Game, MoveError, Outcome, Side};
use akidada::session::{Declared, Lot, PlayError, Session};

const EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";
/// The worked example with a white man added on h7, out of every route's way, so
/// that White does not stand with a lone piece against kings before moving.
const EXAMPLE_PLUS: &str = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1";
const VARIANT_A: &str = "b8xb5xe5xe1xa1xa4";
const VARIANT_B: &str = "b8xb5xg5xg1xa1xa4xf4";

fn white_first() -> Lot {
    Lot {
        first: Side::White,
        seed: None,
    }
}

fn dama_at(fen: &str, rules: DamaRules) -> Session<Dama> {
    let pos: DamaPosition = fen.parse().unwrap();
    Session::from_position(rules, white_first(), pos)
}

fn dama_rules(first: FirstPlayer) -> DamaRules {
    DamaRules {
        first,
        ..DamaRules::default()
    }
}

fn akidada_rules(first: FirstPlayer) -> AkidadaRules {
    AkidadaRules {
        first,
        ..AkidadaRules::default()
    }
}

/// What must not change when a move is refused.
fn snapshot<G: Game>(s: &Session<G>) -> (usize, usize, G::Position, Option<Outcome>, Vec<String>) {
    (
        s.cursor(),
        s.plies().len(),
        s.position(),
        s.outcome(),
        s.move_texts().iter().map(|t| t.to_string()).collect(),
    )
}

// ---------------------------------------------------------------------------------
// the lot

#[test]
fn the_lot_is_seeded_and_recorded() {
    let mut drawn = [0; 2];
    for seed in 0..64u64 {
        let a = Session::<Akidada>::new(akidada_rules(FirstPlayer::Lot), seed);
        let d = Session::<Dama>::new(dama_rules(FirstPlayer::Lot), seed);
        for lot in [a.lot(), d.lot()] {
            assert_eq!(lot.seed, Some(seed), "the seed is recorded");
            assert_eq!(
                lot.first,
                Lot::draw(seed),
                "replaying the seed draws the same"
            );
        }
        assert_eq!(a.side_to_move(), a.lot().first);
        assert_eq!(d.side_to_move(), d.lot().first);
        assert_eq!(a.start().side_to_move(), a.lot().first);
        // The same seed, the same first player, every time.
        let again = Session::<Dama>::new(dama_rules(FirstPlayer::Lot), seed);
        assert_eq!(again.lot(), d.lot());
        assert_eq!(Lot::decide(FirstPlayer::Lot, seed), d.lot());
        drawn[d.lot().first.index()] += 1;
    }
    assert!(
        drawn[0] > 10 && drawn[1] > 10,
        "both sides are drawn: {drawn:?}"
    );
}

#[test]
fn the_first_option_fixes_the_first_player() {
    for seed in [0u64, 1, 2, 99, u64::MAX] {
        for (first, side) in [
            (FirstPlayer::White, Side::White),
            (FirstPlayer::Black, Side::Black),
        ] {
            let want = Lot {
                first: side,
                seed: None,
            };
            let a = Session::<Akidada>::new(akidada_rules(first), seed);
            let d = Session::<Dama>::new(dama_rules(first), seed);
            assert_eq!(a.lot(), want);
            assert_eq!(d.lot(), want);
            assert_eq!(a.side_to_move(), side);
            assert_eq!(d.side_to_move(), side);
            assert_eq!(*d.start(), Dama::start(side));
        }
    }
}

// ---------------------------------------------------------------------------------
// playing moves in notation

#[test]
fn play_text_dama_legal_and_illegal() {
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    let before = snapshot(&s);
    for (text, want) in [
        ("c3-c5", "one square"),
        ("c6-c5", "black piece"),
        ("c2-c3", "not empty"),
        ("c3-b4", "not along a rank or a file"),
        ("c3-c2", "backward"),
        ("d4-d5", "no piece on d4"),
    ] {
        match s.play_text(text) {
            Err(PlayError::Move(MoveError::Impossible(why))) => {
                assert!(
                    why.to_string().contains(want),
                    "{text}: {why:?} lacks {want:?}"
                )
            }
            other => panic!("{text}: {other:?}"),
        }
        assert_eq!(snapshot(&s), before, "{text} left the game unchanged");
    }
    for garbage in ["", "zz", "c3", "c3-", "c3xc4xz9", "🂡"] {
        assert!(
            matches!(
                s.play_text(garbage),
                Err(PlayError::Move(MoveError::Syntax(_)))
            ),
            "{garbage:?}"
        );
        assert_eq!(snapshot(&s), before);
    }
    let mv = s.play_text(" c3-c4 ").unwrap();
    assert_eq!(Dama::move_text(&before.2, &mv), "c3-c4");
    assert_eq!(s.move_texts(), vec!["c3-c4"]);
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.side_to_move(), Side::Black);
    assert_eq!(s.last_ply().unwrap().text, "c3-c4");
    assert_eq!(s.last_ply().unwrap().before, before.2);
    assert!(!s.last_ply().unwrap().losing);
}

#[test]
fn play_text_akidada_legal_and_illegal() {
    let mut s = Session::<Akidada>::new(akidada_rules(FirstPlayer::White), 0);
    s.play_text("c1").unwrap();
    let before = snapshot(&s);
    for (text, want) in [
        ("c1", "not empty"),
        ("c1-c2", "must place"),
        ("b2xc1", "no line"),
    ] {
        match s.play_text(text) {
            Err(PlayError::Move(MoveError::Impossible(why))) => {
                assert!(
                    why.to_string().contains(want),
                    "{text}: {why:?} lacks {want:?}"
                )
            }
            other => panic!("{text}: {other:?}"),
        }
        assert_eq!(snapshot(&s), before);
    }
    assert!(matches!(
        s.play_text("c3"),
        Err(PlayError::Move(MoveError::Syntax(_)))
    ));
    assert_eq!(snapshot(&s), before);
    s.play_text("b2").unwrap();
    assert_eq!(s.move_texts(), vec!["c1", "b2"]);
    assert_eq!(s.position().to_string(), "W:Wc1:Bb2:H5,5");
}

#[test]
fn play_checks_a_move_value_too() {
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    let start = s.position();
    let legal = s.legal_moves();
    assert_eq!(legal.len(), 8);
    s.play(legal[0]).unwrap();
    // A move of the other position is refused with a reason.
    assert!(matches!(s.play(legal[0]), Err(PlayError::Move(_))));
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.position(), Dama::play(&start, &legal[0]));
}

// ---------------------------------------------------------------------------------
// undo, redo, go_to

#[test]
fn undo_and_redo() {
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    assert!(!s.can_undo());
    assert!(!s.undo());
    assert!(!s.redo());
    for mv in ["c3-c4", "f6-f5", "c4-c5"] {
        s.play_text(mv).unwrap();
    }
    let end = s.position();
    assert!(s.can_undo());
    assert!(s.undo());
    assert_eq!(s.cursor(), 2);
    assert_eq!(s.position(), s.position_at(2));
    assert_eq!(s.move_texts(), vec!["c3-c4", "f6-f5"]);
    assert_eq!(s.plies().len(), 3, "the undone move is kept for redo");
    assert!(s.can_redo());
    assert!(s.can_redo());
    assert!(s.undo());
    assert!(s.undo());
    assert_eq!(s.position(), *s.start());
    assert!(!s.undo());
    assert!(!s.can_undo());
    assert!(s.redo());
    assert!(s.redo());
    assert!(s.redo());
    assert!(!s.redo());
    assert_eq!(s.position(), end);
    assert!(!s.can_redo());
}

#[test]
fn playing_after_undo_cuts_off_the_redo_tail() {
    let mut s = Session::<Akidada>::new(akidada_rules(FirstPlayer::Black), 3);
    for mv in ["a1", "e5", "c2", "d4"] {
        s.play_text(mv).unwrap();
    }
    s.undo();
    s.undo();
    assert!(s.can_redo());
    s.play_text("b4").unwrap();
    assert_eq!(s.move_texts(), vec!["a1", "e5", "b4"]);
    assert_eq!(s.plies().len(), 3);
    assert!(!s.can_redo());
    assert!(!s.redo());
    // A refused move cuts nothing.
    s.undo();
    assert!(s.play_text("a1").is_err());
    assert_eq!(s.plies().len(), 3);
    assert!(s.can_redo());
}

#[test]
fn go_to_moves_the_cursor_and_clamps() {
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    for mv in ["c3-c4", "f6-f5", "h3-h4", "a6-a5"] {
        s.play_text(mv).unwrap();
    }
    let positions: Vec<_> = (0..=4).map(|n| s.position_at(n)).collect();
    s.go_to(1);
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.position(), positions[1]);
    assert_eq!(s.side_to_move(), Side::Black);
    assert_eq!(s.move_texts(), vec!["c3-c4"]);
    s.go_to(0);
    assert_eq!(s.position(), *s.start());
    s.go_to(99);
    assert_eq!(s.cursor(), 4);
    assert_eq!(s.position(), positions[4]);
    assert_eq!(s.position_at(99), positions[4]);
    // Playing from the middle cuts the rest.
    s.go_to(2);
    s.play_text("d3-d4").unwrap();
    assert_eq!(s.move_texts(), vec!["c3-c4", "f6-f5", "d3-d4"]);
    assert_eq!(s.plies().len(), 3);
    // truncate() cuts explicitly.
    s.go_to(1);
    s.truncate();
    assert_eq!(s.plies().len(), 1);
    assert!(!s.can_redo());
}

// ---------------------------------------------------------------------------------
// declared results

#[test]
fn resigning_and_undoing_it() {
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    s.play_text("c3-c4").unwrap();
    s.resign(Side::Black);
    let resigned = Outcome::Win {
        winner: Side::White,
        reason: EndReason::Resignation,
    };
    assert_eq!(s.outcome(), Some(resigned));
    assert_eq!(s.declared(), Some(Declared::Resigned(Side::Black)));
    assert!(s.legal_moves().is_empty());
    assert_eq!(s.play_text("f6-f5"), Err(PlayError::GameOver(resigned)));
    // A second declaration does not replace the first.
    s.agree_draw();
    assert_eq!(s.outcome(), Some(resigned));
    // Undo takes back the resignation, not the move.
    assert!(s.can_undo());
    assert!(s.undo());
    assert_eq!(s.outcome(), None);
    assert_eq!(s.declared(), None);
    assert_eq!(s.cursor(), 1);
    s.play_text("f6-f5").unwrap();
    assert_eq!(s.cursor(), 2);
}

#[test]
fn resigning_cuts_the_redo_tail() {
    let mut s = Session::<Akidada>::new(akidada_rules(FirstPlayer::White), 0);
    for mv in ["a1", "e5", "c2"] {
        s.play_text(mv).unwrap();
    }
    s.go_to(1);
    s.resign(Side::Black);
    assert_eq!(s.plies().len(), 1);
    assert_eq!(
        s.outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::Resignation
        })
    );
    assert_eq!(s.declared(), Some(Declared::Resigned(Side::Black)));
}

#[test]
fn agreeing_a_draw_and_undoing_it() {
    let mut s = Session::<Akidada>::new(akidada_rules(FirstPlayer::Black), 0);
    s.play_text("c1").unwrap();
    s.agree_draw();
    let drawn = Outcome::Draw {
        reason: EndReason::Agreement,
    };
    assert_eq!(s.outcome(), Some(drawn));
    assert_eq!(s.declared(), Some(Declared::DrawAgreed));
    assert_eq!(s.play_text("c2"), Err(PlayError::GameOver(drawn)));
    assert!(s.undo());
    assert_eq!(s.outcome(), None);
    assert!(s.undo(), "then the move");
    assert_eq!(s.cursor(), 0);
    // A declared result can be restored, as when loading a saved game.
    s.redo();
    s.declare(Declared::Resigned(Side::White));
    assert_eq!(s.outcome().unwrap().winner(), Some(Side::Black));
}

#[test]
fn can_undo_agrees_with_undo_after_go_to() {
    // After a resignation at move 2 and going back to the start, there is nothing
    // to undo at the cursor: undo() says so, can_undo() should too.
    let mut s = Session::<Dama>::new(dama_rules(FirstPlayer::White), 0);
    s.play_text("c3-c4").unwrap();
    s.play_text("f6-f5").unwrap();
    s.resign(Side::White);
    s.go_to(0);
    assert_eq!(s.outcome(), None);
    let can = s.can_undo();
    let did = s.undo();
    assert_eq!(can, did, "can_undo() = {can} but undo() = {did}");
}

// ---------------------------------------------------------------------------------
// repetition

#[test]
fn threefold_repetition_dama_kings_shuffling() {
    let mut s = dama_at("W:WKa1,b3:BKh8,g6", DamaRules::default());
    let shuffle = ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    for (ply, mv) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(s.outcome(), None, "before ply {}", ply + 1);
        s.play_text(mv).unwrap();
    }
    // The start stands for the third time after 8 plies (0, 4 and 8).
    let draw = Outcome::Draw {
        reason: EndReason::Repetition,
    };
    assert_eq!(s.outcome(), Some(draw));
    assert_eq!(s.play_text("a1-a2"), Err(PlayError::GameOver(draw)));
    assert!(s.legal_moves().is_empty());
    s.go_to(7);
    assert_eq!(s.outcome(), None);
    s.go_to(8);
    assert_eq!(s.outcome(), Some(draw));
    // Undo it and play another way: no draw.
    s.undo();
    s.play_text("h7-h6").unwrap();
    assert_eq!(s.outcome(), None);
}

#[test]
fn threefold_repetition_through_men_stepping_sideways() {
    // A man's sideways step resets the no-progress count, but the step back
    // undoes it: the start stands again after 4 plies and a third time after 8.
    let mut s = dama_at("W:Wd4,a2:Be6,h7", DamaRules::default());
    let shuffle = ["d4-c4", "e6-f6", "c4-d4", "f6-e6"];
    for (ply, mv) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(s.outcome(), None, "before ply {}", ply + 1);
        s.play_text(mv).unwrap();
    }
    assert_eq!(s.position().quiet_plies(), 0, "every ply moved a man");
    assert_eq!(
        s.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    // The search is told of the positions before the board's, back past the
    // sideways steps: all eight.
    assert_eq!(s.history_keys().len(), 8);
    // A man's step forward can never be undone: no position before it counts.
    let mut s = dama_at("W:Wd4,a2:Be6,h7", DamaRules::default());
    for mv in ["d4-c4", "e6-f6", "c4-d4", "f6-e6", "a2-a3"] {
        s.play_text(mv).unwrap();
    }
    assert!(s.history_keys().is_empty());
}

#[test]
fn threefold_repetition_akidada_slides() {
    let mut s = Session::<Akidada>::from_position(
        AkidadaRules::default(),
        white_first(),
        "W:Wa1,c1,d4:Bb2,c4,e5:H0,0".parse().unwrap(),
    );
    let shuffle = ["d4-d3", "b2-b3", "d3-d4", "b3-b2"];
    for (ply, mv) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(s.outcome(), None, "before ply {}", ply + 1);
        s.play_text(mv).unwrap();
    }
    assert_eq!(
        s.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

#[test]
fn repetition_counts_the_side_to_move() {
    // White's king goes round a1-a3-a2-a1 (three moves) while Black's shuffles
    // (two): after 5 plies the pieces stand as at the start with Black to move,
    // another position. Counting pieces alone would draw at ply 10; the start
    // itself stands for the third time at ply 20.
    let mut s = dama_at("W:WKa1,b3:BKh8,g6", DamaRules::default());
    let cycle = [
        "a1-a3", "h8-h7", "a3-a2", "h7-h8", "a2-a1", // Black to move, same pieces
        "h8-h6", "a1-a2", "h6-h7", "a2-a1", "h7-h8", // White to move, the start
    ];
    for (ply, mv) in cycle.iter().cycle().take(20).enumerate() {
        assert_eq!(s.outcome(), None, "before ply {}", ply + 1);
        s.play_text(mv).unwrap();
    }
    assert_eq!(
        s.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    assert_eq!(s.position_at(5).to_string(), "B:WKa1,b3:Bg6,Kh8");
}

// ---------------------------------------------------------------------------------
// the default rule on non-maximal captures

#[test]
fn a_non_maximal_capture_loses_under_the_default_rule() {
    let mut s = dama_at(EXAMPLE_PLUS, DamaRules::default());
    assert_eq!(s.outcome(), None);
    let before = snapshot(&s);
    let mv = match s.play_text(VARIANT_A) {
        Err(PlayError::Move(MoveError::NonMaximal {
            mv,
            captured,
            maximum,
        })) => {
            assert_eq!((captured, maximum), (5, 6));
            assert_eq!(mv.capture_count(), 5);
            mv
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(snapshot(&s), before, "refused: the game is unchanged");
    // Said plainly, and played anyway: White loses.
    assert_eq!(s.play_losing_text(VARIANT_A), Ok(mv));
    assert_eq!(s.cursor(), 1);
    assert!(s.last_ply().unwrap().losing);
    assert_eq!(s.last_ply().unwrap().text, VARIANT_A);
    let lost = Outcome::Win {
        winner: Side::Black,
        reason: EndReason::NonMaximalCapture,
    };
    assert_eq!(s.outcome(), Some(lost));
    // The game is over: nothing more is played.
    assert_eq!(s.play_text("g2-g1"), Err(PlayError::GameOver(lost)));
    assert_eq!(s.play_losing_text("g2-f2"), Err(PlayError::GameOver(lost)));
    assert!(s.legal_moves().is_empty());
    // Undone, the game goes on, and the legal capture is played.
    assert!(s.undo());
    assert_eq!(s.outcome(), None);
    s.play_text(VARIANT_B).unwrap();
    assert_eq!(s.move_texts(), vec![VARIANT_B]);
    assert!(!s.last_ply().unwrap().losing);
    // Black is left with the king on h1 against White's king and man.
    assert_eq!(
        s.outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::KingVersusLonePiece
        })
    );
}

#[test]
fn a_plain_move_when_a_capture_exists_is_non_maximal_too() {
    let mut s = dama_at(EXAMPLE_PLUS, DamaRules::default());
    match s.play_text("h7-g7") {
        Err(PlayError::Move(MoveError::NonMaximal {
            captured: 0,
            maximum: 6,
            ..
        })) => {}
        other => panic!("{other:?}"),
    }
    s.play_losing_text("h7-g7").unwrap();
    assert_eq!(
        s.outcome().map(Outcome::reason),
        Some(EndReason::NonMaximalCapture)
    );
    assert_eq!(s.outcome().and_then(Outcome::winner), Some(Side::Black));
}

#[test]
fn under_forbidden_a_non_maximal_capture_is_refused() {
    let rules = DamaRules {
        non_max_capture: NonMaxCapture::Forbidden,
        ..DamaRules::default()
    };
    let mut s = dama_at(EXAMPLE_PLUS, rules);
    let before = snapshot(&s);
    assert!(matches!(
        s.play_text(VARIANT_A),
        Err(PlayError::Move(MoveError::NonMaximal { captured: 5, .. }))
    ));
    assert!(matches!(
        s.play_losing_text(VARIANT_A),
        Err(PlayError::Move(MoveError::NonMaximal { captured: 5, .. }))
    ));
    assert_eq!(snapshot(&s), before);
    s.play_text(VARIANT_B).unwrap();
}

#[test]
fn play_losing_refuses_legal_and_impossible_moves() {
    let mut s = dama_at(EXAMPLE_PLUS, DamaRules::default());
    let before = snapshot(&s);
    match s.play_losing_text(VARIANT_B) {
        Err(PlayError::Move(MoveError::Impossible(why))) => {
            assert!(why.to_string().contains("legal"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        s.play_losing_text("b8-b6"),
        Err(PlayError::Move(MoveError::Impossible(_)))
    ));
    assert!(matches!(
        s.play_losing_text("nonsense"),
        Err(PlayError::Move(MoveError::Syntax(_)))
    ));
    assert_eq!(snapshot(&s), before);
    // Akidada has no losing moves at all.
    let mut a = Session::<Akidada>::new(akidada_rules(FirstPlayer::White), 0);
    assert!(matches!(
        a.play_losing_text("c1"),
        Err(PlayError::Move(MoveError::Impossible(_)))
    ));
    assert!(matches!(
        a.play_losing_text("c1-c2"),
        Err(PlayError::Move(MoveError::Impossible(_)))
    ));
    assert_eq!(a.cursor(), 0);
}

#[test]
fn the_worked_example_itself_under_the_federation_lone_piece_rule() {
    // With lone_piece = Draw the worked example (White's king alone against seven)
    // is open; after variant B each side has one piece: a draw.
    let rules = DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    };
    let mut s = dama_at(EXAMPLE, rules);
    assert_eq!(s.outcome(), None);
    assert!(matches!(
        s.play_text(VARIANT_A),
        Err(PlayError::Move(MoveError::NonMaximal {
            captured: 5,
            maximum: 6,
            ..
        }))
    ));
    s.play_losing_text(VARIANT_A).unwrap();
    assert_eq!(
        s.outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: EndReason::NonMaximalCapture
        })
    );
    s.undo();
    s.play_text(VARIANT_B).unwrap();
    assert_eq!(
        s.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::OnePieceEach
        })
    );
}

/// The lone-piece rule judges moves (RULES.md section 2): the worked example as
/// drawn, White's lone king against kings, is not decided before White moves,
/// and any of its seven maximal captures leaves Black a lone king: White wins.
/// Under the federation's option the same capture leaves one piece each: a draw.
#[test]
fn the_worked_example_as_drawn_is_won_by_any_maximal_capture() {
    let s = dama_at(EXAMPLE, DamaRules::default());
    assert_eq!(s.outcome(), None, "a set-up position waits for a move");
    let moves = s.legal_moves();
    assert_eq!(moves.len(), 7);
    for mv in moves {
        let mut after = s.clone();
        after.play(mv).unwrap();
        assert_eq!(
            after.outcome(),
            Some(Outcome::Win {
                winner: Side::White,
                reason: EndReason::KingVersusLonePiece
            })
        );
        let mut draw = dama_at(
            EXAMPLE,
            DamaRules {
                lone_piece: LonePiece::Draw,
                ..DamaRules::default()
            },
        );
        draw.play(mv).unwrap();
        assert_eq!(
            draw.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::OnePieceEach
            })
        );
    }
    // Set up one piece each under the federation's option: not yet drawn either.
    let one_each = dama_at(
        "W:WKd4:Bh8",
        DamaRules {
            lone_piece: LonePiece::Draw,
            ..DamaRules::default()
        },
    );
    assert_eq!(one_each.outcome(), None);
    let federation = DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    };
    let mut s = dama_at(EXAMPLE, federation);
    assert_eq!(s.outcome(), None);
    assert!(matches!(
        s.play_text(VARIANT_A),
        Err(PlayError::Move(MoveError::NonMaximal {
            captured: 5,
            maximum: 6,
            ..
        }))
    ));
    s.play_losing_text(VARIANT_A).unwrap();
    assert_eq!(
        s.outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: EndReason::NonMaximalCapture
        })
    );
}

#[test]
fn a_finished_game_refuses_every_move() {
    // Akidada: Black blocked.
    let mut s = Session::<Akidada>::from_position(
        AkidadaRules::default(),
        Lot {
            first: Side::Black,
            seed: None,
        },
        "B:Wc1,e3,c5,a3:Ba1,e1,a5:H0,0".parse().unwrap(),
    );
    let over = Outcome::Win {
        winner: Side::White,
        reason: EndReason::NoLegalMove,
    };
    assert_eq!(s.outcome(), Some(over));
    assert_eq!(s.play_text("a1-a3"), Err(PlayError::GameOver(over)));
    assert_eq!(s.play_losing_text("a1-a3"), Err(PlayError::GameOver(over)));
    assert!(s.legal_moves().is_empty());
    // Resigning or agreeing a draw changes nothing once the game is over.
    s.resign(Side::Black);
    s.agree_draw();
    assert_eq!(s.outcome(), Some(over));
    assert_eq!(s.declared(), None);
    assert!(!s.can_undo());

    // Dama: after the worked example's maximal capture the game is over by the
    // lone-piece rule, and Black's king may not move.
    let mut d = dama_at(EXAMPLE, DamaRules::default());
    d.play_text(VARIANT_B).unwrap();
    let over = d.outcome().expect("over by the lone-piece rule");
    assert_eq!(over.reason(), EndReason::KingVersusLonePiece);
    let mut moves = Vec::new();
    Dama::legal_moves(&d.position(), d.rules(), &mut moves);
    assert!(
        !moves.is_empty(),
        "the lone king could move, were the game on"
    );
    assert_eq!(d.play(moves[0]), Err(PlayError::GameOver(over)));
    assert_eq!(d.play_text("h1-h2"), Err(PlayError::GameOver(over)));
}
