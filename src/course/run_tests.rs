use super::*;
use crate::course::Level;
use crate::i18n::{Arg, m};

fn level(game: &str, position: &str, goal: &str, stars: (u8, u8, u8), more: &str) -> Level {
    let text = format!(
        "(id: \"t\", stage: \"s\", game: {game}, position: \"{position}\", goal: {goal}, \
         stars: ({}, {}, {}), {more})",
        stars.0, stars.1, stars.2
    );
    Level::parse_all(&text).expect("a level").remove(0)
}

fn run(game: &str, position: &str, goal: &str, stars: (u8, u8, u8)) -> Run {
    Run::new(level(game, position, goal, stars, "")).expect("the level starts")
}

/// The refusal's reason of `text`, which must not be played.
fn refused(run: &mut Run, text: &str) -> Reason {
    let before = run.position();
    let reason = run.play(text).expect_err("refused").reason;
    assert_eq!(run.position(), before, "a refused move is not played");
    assert_eq!(run.learner_moves(), 0);
    reason
}

fn arg<'a>(reason: &'a Reason, name: &str) -> &'a Arg {
    &reason.args.iter().find(|(n, _)| *n == name).expect(name).1
}

#[test]
fn a_right_move_is_answered_and_the_goal_met_with_stars_by_the_thresholds() {
    let mut walk = run("Dama()", "W:Wc3:Bh7", "Reach(\"c5\")", (2, 3, 4));
    assert_eq!(walk.state(), RunState::Going { moves_left: 4 });
    assert_eq!(walk.learner(), crate::games::Side::White);
    let answer = walk.play("c3-c4").expect("a right move");
    let reply = answer.reply.expect("the opponent answers");
    assert!(reply.starts_with("h7-"), "{reply}");
    assert_eq!(answer.state, RunState::Going { moves_left: 3 });
    assert_eq!(walk.moves(), ["c3-c4".to_string(), reply]);
    let met = walk.play("c4-c5").expect("the goal");
    assert_eq!(met.reply, None, "the goal met is not answered");
    assert_eq!(met.state, RunState::Met { moves: 2, stars: 3 });
    assert!(
        walk.play("c5-c6").is_err(),
        "nothing is played after the end"
    );

    // A detour that still arrives within the limit is allowed, for fewer stars.
    walk.restart();
    assert_eq!(walk.position().to_string(), "W:Wc3:Bh7");
    for step in ["c3-b3", "b3-b4", "b4-b5"] {
        walk.play(step).expect("still within the limit");
    }
    let late = walk.play("b5-c5").expect("the goal");
    assert_eq!(late.state, RunState::Met { moves: 4, stars: 1 });
}

#[test]
fn an_illegal_dama_move_is_refused_with_the_rules_reason_in_words() {
    let mut walk = run("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (3, 4, 6));
    assert_eq!(refused(&mut walk, "d3-d2").id, m::COURSE_WRONG_BACKWARDS);
    assert_eq!(refused(&mut walk, "d3-e4").id, m::COURSE_WRONG_DIAGONAL);
    assert_eq!(refused(&mut walk, "d3-d5").id, m::COURSE_WRONG_ONE_STEP);
    assert_eq!(refused(&mut walk, "h7-h6").id, m::COURSE_WRONG_NOT_YOURS);
    assert_eq!(refused(&mut walk, "a1-a2").id, m::COURSE_WRONG_NO_PIECE);
    assert_eq!(refused(&mut walk, "d3-").id, m::COURSE_WRONG_UNREADABLE);

    let mut must = run("Dama()", "W:Wd4,a2:Bd5,h7", "CaptureAtOnce(1)", (1, 1, 1));
    let reason = refused(&mut must, "a2-a3");
    assert_eq!(reason.id, m::COURSE_WRONG_MUST_CAPTURE);
    assert_eq!(arg(&reason, "square"), &Arg::from("d4"));
    assert_eq!(arg(&reason, "rule"), &Arg::from("loses"));
    assert!(must.play("d4xd6").is_ok());
}

#[test]
fn a_shorter_capture_names_the_piece_that_takes_more_under_either_rule() {
    // b6 takes b7, c8 and e8 (b6xb8xd8xf8); g2 takes only g3.
    let position = "W:Wb6,g2:Bb7,c8,e8,g3";
    for (game, rule) in [
        ("Dama()", "loses"),
        ("Dama(non_max_capture: Forbidden)", "refused"),
    ] {
        let mut shot = run(game, position, "CaptureAtOnce(3)", (1, 1, 1));
        let reason = refused(&mut shot, "g2xg4");
        assert_eq!(reason.id, m::COURSE_WRONG_NOT_LARGEST);
        assert_eq!(arg(&reason, "square"), &Arg::from("b6"));
        assert_eq!(arg(&reason, "count"), &Arg::from(3u32));
        assert_eq!(arg(&reason, "rule"), &Arg::from(rule));
        let english = crate::i18n::Tr(crate::i18n::Lang::En).msg(&reason);
        assert!(english.starts_with("b6 captures 3 here"), "{english}");
        // The capture written by its two ends is read when one route goes so.
        let met = shot.play("b6xf8").expect("the largest capture");
        assert_eq!(met.state, RunState::Met { moves: 1, stars: 3 });
    }
}

#[test]
fn a_king_never_turns_back_and_never_jumps_a_piece_twice() {
    let mut king = run(
        "Dama()",
        "W:WKa1:Ba3,c5,e3,Kc1,h8",
        "CaptureAtOnce(4)",
        (1, 1, 1),
    );
    assert_eq!(
        refused(&mut king, "a1xa5xe5xe1xa1xa6").id,
        m::COURSE_WRONG_JUMPED_TWICE
    );
    assert_eq!(refused(&mut king, "a1xa4xa2").id, m::COURSE_WRONG_TURN_BACK);
    assert_eq!(
        refused(&mut king, "a1xa5xe5xe6").id,
        m::COURSE_WRONG_NOTHING
    );
}

#[test]
fn an_illegal_akidada_move_is_refused_with_the_rules_reason_in_words() {
    let mut line = run("Akidada()", "W:Wa1,c1:Bb2,c2:H4,4", "MakeLine", (1, 1, 2));
    assert_eq!(refused(&mut line, "b2").id, m::COURSE_WRONG_TAKEN_POINT);
    assert_eq!(refused(&mut line, "a1-a3").id, m::COURSE_WRONG_MUST_PLACE);
    assert_eq!(refused(&mut line, "e1").id, m::COURSE_WRONG_NAME_REMOVAL);
    assert_eq!(refused(&mut line, "e1xa1").id, m::COURSE_WRONG_NOT_ENEMY);

    // Under `removal = NotFromLines` the black line b2-c2-d2 protects its pieces.
    let mut protected = run(
        "Akidada(removal: NotFromLines)",
        "W:Wa1,c1:Bb2,c2,d2,e5:H3,2",
        "MakeLine",
        (1, 1, 1),
    );
    assert_eq!(
        refused(&mut protected, "e1xc2").id,
        m::COURSE_WRONG_PROTECTED
    );
    assert!(protected.play("e1xe5").is_ok());
}

#[test]
fn a_legal_move_that_loses_the_goal_is_refused_with_the_reply_that_stops_it() {
    let mut walk = run("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (3, 3, 3));
    let reason = refused(&mut walk, "d3-c3");
    assert_eq!(reason.id, m::COURSE_WRONG_REFUTED);
    assert_eq!(arg(&reason, "moves"), &Arg::from(2usize));
    // A last move that does not meet the goal.
    let mut crown = run("Dama()", "W:Wc7:Bh3", "Crown", (1, 1, 1));
    assert_eq!(refused(&mut crown, "c7-b7").id, m::COURSE_WRONG_LAST_MOVE);
    // Giving a man away for nothing: Black takes it and the capture is gone.
    let mut give = run("Dama()", "W:Wd3,e3,f3,e2:Bc4,d5", "CaptureAll", (2, 2, 2));
    let reason = refused(&mut give, "f3-f4");
    assert_eq!(reason.id, m::COURSE_WRONG_REFUTED);
    assert_eq!(give.play("d3-d4").unwrap().reply.as_deref(), Some("d5xd3"));
    let met = give.play("e3xc3xc5").unwrap();
    assert_eq!(met.state, RunState::Met { moves: 2, stars: 3 });
}

#[test]
fn scripted_replies_are_played_in_turn_and_proven() {
    let scripted = level(
        "Dama()",
        "W:Wd3:Bh7,a7",
        "Reach(\"d6\")",
        (3, 3, 3),
        "replies: Scripted([\"a7-a6\", \"a6-a5\"])",
    );
    let proven = scripted.prove().expect("proven");
    assert!(proven.scripted);
    assert_eq!(
        proven.solution,
        ["d3-d4", "a7-a6", "d4-d5", "a6-a5", "d5-d6"]
    );
    let mut play = Run::new(scripted).unwrap();
    assert_eq!(play.play("d3-d4").unwrap().reply.as_deref(), Some("a7-a6"));
    assert_eq!(play.play("d4-d5").unwrap().reply.as_deref(), Some("a6-a5"));
    assert_eq!(
        play.play("d5-d6").unwrap().state,
        RunState::Met { moves: 3, stars: 3 }
    );

    let broken = level(
        "Dama()",
        "W:Wd3:Bh7,a7",
        "Reach(\"d6\")",
        (3, 3, 3),
        "replies: Scripted([\"a7-a6\", \"a7-a6\"])",
    );
    assert_eq!(broken.prove(), Err(LevelError::Script(2)));
    let long = level(
        "Dama()",
        "W:Wd3:Bh7,a7",
        "Reach(\"d6\")",
        (3, 3, 3),
        "replies: Scripted([\"a7-a6\", \"a6-a5\", \"a5-a4\"])",
    );
    assert_eq!(long.prove(), Err(LevelError::ScriptTooLong));
}

#[test]
fn a_hint_marks_the_piece_to_play_and_a_level_that_does_not_read_says_why() {
    let walk = run("Dama()", "W:Wa2,h2:Ba8", "Reach(\"h4\")", (2, 3, 4));
    let hint = walk.hint();
    assert_eq!(hint.squares, ["h2"]);
    assert_eq!(hint.reason.id, m::COURSE_HINT_MARKED);
    let block = run("Akidada()", "W:Wa1:Bb2,c2:H5,4", "BlockLines", (1, 1, 1));
    assert_eq!(block.hint().squares, ["b2", "c2"], "the line to block");

    let bad = level("Dama()", "W:Wz9:Bh7", "Crown", (1, 2, 3), "");
    assert!(matches!(Run::new(bad), Err(LevelError::Position(_))));
    let stars = level("Dama()", "W:Wd3:Bh7", "Crown", (4, 3, 6), "");
    assert!(matches!(Run::new(stars), Err(LevelError::Stars)));
}

#[test]
fn a_level_is_held_the_whole_limit_when_lasting_is_its_goal() {
    let mut hold = run("Akidada()", "W:Wa1:Bb2,c2:H5,4", "BlockLines", (1, 1, 1));
    let refused_reason = refused(&mut hold, "a3");
    assert_eq!(refused_reason.id, m::COURSE_WRONG_REFUTED);
    let held = hold.play("d2").expect("the block");
    assert_eq!(held.state, RunState::Met { moves: 1, stars: 3 });
    assert!(held.reply.is_some(), "the opponent answers the last move");
}

#[test]
fn every_built_in_level_is_played_to_its_goal_along_its_proven_line() {
    let mut finished = 0;
    let levels = crate::course::builtin::levels().expect("the course reads");
    for level in &levels {
        let solution = level.prove().expect("proven").solution;
        let mut play = Run::new(level.clone()).expect("the level starts");
        // The learner's moves of the line, each answered as the line says
        // while the opponent keeps to it.
        let mut line = solution.iter();
        while let Some(mv) = line.next() {
            let answer = play
                .play(mv)
                .unwrap_or_else(|w| panic!("{}: {mv} refused: {:?}", level.id, w.reason));
            match (answer.reply, line.next()) {
                (Some(reply), Some(expected)) if &reply == expected => {}
                (None, None) => {
                    assert!(
                        matches!(answer.state, RunState::Met { stars: 3, .. }),
                        "{}: {:?}",
                        level.id,
                        answer.state
                    );
                    finished += 1;
                }
                // Another reply as good: the line no longer applies.
                _ => break,
            }
        }
    }
    assert!(
        finished * 2 > levels.len(),
        "{finished} of {}",
        levels.len()
    );
}

#[test]
fn a_black_man_goes_down_the_board_and_a_step_up_is_refused_as_a_step_back() {
    let mut walk = run("Dama()", "B:Wh2:Bd4", "Reach(\"a3\")", (4, 5, 6));
    assert_eq!(walk.learner(), crate::games::Side::Black);
    assert_eq!(refused(&mut walk, "d4-d5").id, m::COURSE_WRONG_BACKWARDS);
    assert_eq!(refused(&mut walk, "h2-h3").id, m::COURSE_WRONG_NOT_YOURS);
    let answer = walk.play("d4-d3").expect("forward for Black");
    assert!(answer.reply.is_some_and(|r| r.starts_with("h2-")));
    // A black man captures down the board, never up.
    let mut take = run("Dama()", "B:We7,e5,d4:Be6", "CaptureAtOnce(2)", (1, 1, 1));
    assert_eq!(refused(&mut take, "e6xe8").id, m::COURSE_WRONG_BACKWARDS);
    let met = take.play("e6xe4xc4").expect("the capture");
    assert_eq!(met.state, RunState::Met { moves: 1, stars: 3 });
}

#[test]
fn a_move_the_board_gives_is_refused_or_played_as_its_notation_would_be() {
    use crate::games::dama::Square;
    use crate::games::{GameMove, GamePosition};
    let position = "W:Wb6,g2:Bb7,c8,e8,g3";
    let mut shot = run("Dama()", position, "CaptureAtOnce(3)", (1, 1, 1));
    let GamePosition::Dama(pos, _) = shot.position() else {
        panic!("a Dama level");
    };
    let square = |name: &str| name.parse::<Square>().unwrap();
    let short = crate::games::dama::Move::new(square("g2"), square("g4"), square("g3").bit());
    let by_value = shot.play_move(GameMove::Dama(short)).expect_err("refused");
    assert_eq!(by_value.reason, refused(&mut shot, "g2xg4"));
    let best = pos.parse_move("b6xb8xd8xf8").expect("the largest capture");
    let met = shot.play_move(GameMove::Dama(best)).expect("played");
    assert_eq!(met.state, RunState::Met { moves: 1, stars: 3 });
}
