//! Moves typed in notation in the move box under the trainer's board, as a
//! keyboard or screen reader user plays them: a puzzle solved by typing, a
//! wrong move typed counted as the same move clicked, text that is no move
//! refused in words with nothing changed, and the drill and the mistakes
//! taking typed moves. Builds without the `gui` feature.

use super::training_app::{
    app_with_puzzle, click_move, puzzles, reviewed_blunder, settings, shot, train,
};
use akidada::app::command::{GameCommand, SettingsCommand};
use akidada::app::settings::AnimSpeed;
use akidada::app::text::Lang;
use akidada::app::training::mistake_screen::Feedback as MistakeFeedback;
use akidada::app::training::puzzle_screen::Feedback;
use akidada::app::training::{Reason, TrainingCommand};
use akidada::app::typed_move::MoveBox;
use akidada::app::{App, Command};
use akidada::games::GameKind;
use akidada::games::dama::Position;
use akidada::i18n::{Tr, m};

/// Types `text` in the trainer's move box and presses Enter at `now`.
fn type_move(app: &mut App, text: &str, now: f64) {
    app.trainer_move_box_mut()
        .expect("the trainer is open")
        .text = text.to_string();
    train(app, TrainingCommand::PlayTyped, now);
}

fn move_box(app: &App) -> &MoveBox {
    app.trainer_move_box().expect("the trainer shows a board")
}

#[test]
fn a_puzzle_is_solved_by_typing_its_answer_even_while_the_reply_lands() {
    let mut app = app_with_puzzle(AnimSpeed::Normal, None);
    type_move(&mut app, "b7-b8", 1.0);
    assert_eq!(puzzles(&app).feedback, Some(Feedback::Right));
    assert_eq!(*move_box(&app), MoveBox::default(), "ready for the next");
    let board = puzzles(&app).board.as_ref().unwrap();
    assert_eq!(board.cursor(), 1);
    assert!(board.busy(1.05), "the reply is on its way");
    // Typed at once, by its two ends: the reply lands first, and the
    // capture is read in the position it leaves.
    type_move(&mut app, "b8xh4", 1.05);
    let Some(Feedback::Solved(change)) = &puzzles(&app).feedback else {
        panic!("{:?} {:?}", puzzles(&app).feedback, move_box(&app))
    };
    assert!(change.delta() > 0, "a clean solve, as by clicks");
    assert_eq!(puzzles(&app).board.as_ref().unwrap().cursor(), 3);
    let progress = &app.trainer().unwrap().progress;
    assert_eq!(progress.streak, 1);
    assert!(progress.solved("m9001"));
    // Once it is over, the box says so and what to do.
    type_move(&mut app, "a2-a3", 2.0);
    assert_eq!(
        move_box(&app).problem.as_deref(),
        Some(Tr(Lang::En).t(m::MOVE_BOX_PUZZLE_OVER))
    );
    assert_eq!(move_box(&app).text, "a2-a3", "kept");
}

#[test]
fn a_wrong_move_typed_counts_as_the_same_move_clicked() {
    let mut clicked = app_with_puzzle(AnimSpeed::Off, None);
    let mut typed = app_with_puzzle(AnimSpeed::Off, None);
    click_move(&mut clicked, "a2-a3", 1.0);
    type_move(&mut typed, "a2-a3", 1.0);
    let Some(Feedback::Wrong { text, reason, .. }) = &puzzles(&typed).feedback else {
        panic!("{:?}", puzzles(&typed).feedback)
    };
    assert_eq!(text, "a2-a3");
    assert_eq!(*reason, Reason::MissesTheGain);
    assert_eq!(puzzles(&typed).feedback, puzzles(&clicked).feedback);
    assert_eq!(puzzles(&typed).board.as_ref().unwrap().cursor(), 0);
    let wrong = |app: &App| puzzles(app).attempt.as_ref().unwrap().wrong_moves();
    assert_eq!(wrong(&typed), 1);
    assert_eq!(wrong(&typed), wrong(&clicked));
    // Left for the next puzzle, both count as failed alike.
    for app in [&mut clicked, &mut typed] {
        train(app, TrainingCommand::NextPuzzle, 2.0);
    }
    let (a, b) = (
        &clicked.trainer().unwrap().progress,
        &typed.trainer().unwrap().progress,
    );
    assert_eq!(b.history.len(), 1);
    assert_eq!(b.history[0].score, 0.0);
    assert_eq!(a.ratings, b.ratings);
    assert_eq!(a.streak, b.streak);
    assert!(b.rating(GameKind::Dama).rating < 1500.0);
}

#[test]
fn text_that_is_no_move_says_why_in_the_windows_language_and_changes_nothing() {
    for lang in [Lang::En, Lang::Pl, Lang::Tr] {
        let tr = Tr(lang);
        let mut app = app_with_puzzle(AnimSpeed::Off, None);
        app.apply(Command::Settings(SettingsCommand::SetLanguage(lang)), 0.0);
        let before = puzzles(&app).board.as_ref().unwrap().position();
        for (text, said) in [
            ("", tr.f(m::MOVE_BOX_NOTHING, [("example", "c3-c4".into())])),
            ("zz9", String::new()),
            ("a2-a5", String::new()),
            ("b7xb8", String::new()),
        ] {
            type_move(&mut app, text, 1.0);
            let problem = move_box(&app).problem.clone().expect("a reason is given");
            if said.is_empty() {
                // "<text> cannot be played: <why>", the why in words.
                let head = tr.f(
                    m::MOVE_BOX_REFUSED,
                    [("move", text.into()), ("why", "".into())],
                );
                assert!(problem.starts_with(head.trim_end()), "{lang:?}: {problem}");
                assert!(problem.len() > head.len() + 3, "{lang:?}: {problem}");
            } else {
                assert_eq!(problem, said);
            }
            assert_eq!(move_box(&app).text, text, "kept to be put right");
            let s = puzzles(&app);
            assert_eq!(s.feedback, None, "{text:?}");
            assert_eq!(s.attempt.as_ref().unwrap().wrong_moves(), 0);
            assert_eq!(s.board.as_ref().unwrap().position(), before);
            assert_eq!(s.board.as_ref().unwrap().cursor(), 0);
        }
        assert!(app.trainer().unwrap().progress.history.is_empty());
        // A move clicked then makes the reason old news.
        click_move(&mut app, "b7-b8", 2.0);
        assert_eq!(move_box(&app).problem, None);
        assert_eq!(puzzles(&app).feedback, Some(Feedback::Right));
    }
}

#[test]
fn the_drill_takes_typed_captures_and_says_when_no_round_is_under_way() {
    let mut app = App::new(settings(AnimSpeed::Off));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenDrill, 0.0);
    // Before a round there is no board, and so no box to type in.
    assert!(app.trainer_move_box().is_none());
    train(&mut app, TrainingCommand::StartRound, 1.0);
    assert_eq!(*move_box(&app), MoveBox::default());
    for i in 0..3 {
        let drill = app.trainer().and_then(|t| t.drill()).unwrap();
        let answer = drill.current().unwrap().maximal[0].clone();
        type_move(&mut app, &answer, 2.0 + f64::from(i));
        assert_eq!(app.trainer().unwrap().drill().unwrap().score(), i + 1);
    }
    // A shorter capture typed ends the round as one clicked does.
    let drill = app.trainer().and_then(|t| t.drill()).unwrap();
    let pos: Position = drill.board.as_ref().unwrap().position().parse().unwrap();
    let short = akidada::app::play::Candidates::of(&pos)
        .all
        .into_iter()
        .find(|c| !c.legal && !c.route.captured.is_empty())
        .expect("a drill position has a shorter capture");
    type_move(&mut app, &pos.move_text(&short.route.to_move()), 10.0);
    let drill = app.trainer().unwrap().drill().unwrap();
    let finished = drill.finished.as_ref().expect("the round is over");
    assert_eq!(finished.score, 3);
    assert_eq!(app.trainer().unwrap().progress.drill.best_score, 3);
    // The board stays to show the capture; a move typed on it says why none
    // is taken now.
    type_move(&mut app, "c3-c4", 11.0);
    assert_eq!(
        move_box(&app).problem.as_deref(),
        Some(Tr(Lang::En).t(m::MOVE_BOX_ROUND_OVER))
    );
}

#[test]
fn a_better_move_is_typed_on_the_mistakes_board() {
    let mut app = reviewed_blunder();
    train(
        &mut app,
        TrainingCommand::OpenMistakes(akidada::games::Side::White),
        0.0,
    );
    // The mistake typed again is no better: the better move is shown.
    type_move(&mut app, "a2-a3", 1.0);
    match &app.trainer().unwrap().mistakes().unwrap().feedback {
        Some(MistakeFeedback::NotFound { tried, better, .. }) => {
            assert_eq!(tried.as_deref(), Some("a2-a3"));
            assert_eq!(better, "b7-b8");
        }
        other => panic!("{other:?}"),
    }
    type_move(&mut app, "b7-b8", 2.0);
    assert_eq!(
        move_box(&app).problem.as_deref(),
        Some(Tr(Lang::En).t(m::MOVE_BOX_SETTLED))
    );
    train(&mut app, TrainingCommand::Retry, 3.0);
    type_move(&mut app, "b7-b8", 3.0);
    assert!(matches!(
        app.trainer().unwrap().mistakes().unwrap().feedback,
        Some(MistakeFeedback::Found { .. })
    ));
    let board = app.trainer().unwrap().mistakes().unwrap().board.clone();
    assert_eq!(board.unwrap().cursor(), 1, "the move found is played");
    assert_eq!(shot().solution[0], "b7-b8");
}
