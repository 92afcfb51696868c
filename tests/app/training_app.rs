//! The trainer inside the app, without a window: Learn > Puzzles, the capture
//! drill and learning from mistakes driven by commands and board clicks, as
//! the window drives them; the progress file kept across runs and surviving
//! damage. Builds without the `gui` feature.

use std::path::PathBuf;

use akidada::ai::puzzles::puzzle::options_of;
use akidada::ai::puzzles::{Goal, Kind, Puzzle, Theme};
use akidada::app::command::GameCommand;
use akidada::app::computer::Eval;
use akidada::app::highlight::BoardInput;
use akidada::app::play::review::{Judged, Review};
use akidada::app::play::{ActiveGame, Candidates, DamaPlay, GamePlay, Players};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::sound::Sound;
use akidada::app::text::Lang;
use akidada::app::training::drill::End;
use akidada::app::training::mistake_screen::Feedback as MistakeFeedback;
use akidada::app::training::puzzle_screen::{self, Choice, Feedback};
use akidada::app::training::{Hint, Notice, Order, Reason, Screen, Store, TrainingCommand};
use akidada::app::{App, Command, Effect, Modal};
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::games::{GameKind, Side};
use akidada::session::{Lot, Session};

pub(super) fn settings(animation: AnimSpeed) -> Settings {
    Settings {
        language: Lang::En,
        animation,
        ..Settings::default()
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("training-app-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(super) fn train(app: &mut App, c: TrainingCommand, now: f64) {
    app.apply(Command::Training(c), now);
}

fn click(app: &mut App, square: &str, now: f64) {
    let sq: Square = square.parse().unwrap();
    train(
        app,
        TrainingCommand::Board(BoardInput::Click(sq.index())),
        now,
    );
}

/// Clicks a Dama move hop by hop: its start and every landing.
pub(super) fn click_move(app: &mut App, text: &str, now: f64) {
    for sq in text.split(['-', 'x']) {
        click(app, sq, now);
    }
}

/// A shot: b7-b8 gives a man, d7xb7 takes it, and the king takes two.
pub(super) fn shot() -> Puzzle {
    Puzzle {
        id: "m9001".into(),
        kind: Kind::DamaMiddlegame,
        goal: Goal::Win,
        position: "W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7".into(),
        options: options_of::<Dama>(&DamaRules::default()),
        solution: ["b7-b8", "d7xb7", "b8xb4xh4"].map(String::from).to_vec(),
        themes: vec![Theme::Shot],
        rating: 1200,
    }
}

pub(super) fn app_with_puzzle(animation: AnimSpeed, file: Option<PathBuf>) -> App {
    let mut app = App::new(settings(animation)).with_training_file(file);
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenPuzzles, 0.0);
    let Some(Modal::Training(t)) = app.modal_mut() else {
        panic!("the trainer is open");
    };
    let Screen::Puzzles(s) = &mut t.screen else {
        panic!("on the puzzles")
    };
    assert!(s.puzzle().is_some(), "a shipped puzzle comes at once");
    assert!(s.start(&shot()));
    app
}

pub(super) fn puzzles(app: &App) -> &puzzle_screen::PuzzleScreen {
    app.trainer()
        .and_then(|t| t.puzzles())
        .expect("puzzles open")
}

#[test]
fn a_puzzle_is_solved_by_clicks_the_reply_animated_and_the_rating_kept() {
    let dir = temp_dir("solve");
    let file = dir.join("training.ron");
    let mut app = app_with_puzzle(AnimSpeed::Normal, Some(file.clone()));
    let s = puzzles(&app);
    assert_eq!(s.task().unwrap().solver, Side::White);
    assert_eq!(s.task().unwrap().goal, Goal::Win);
    click_move(&mut app, "b7-b8", 1.0);
    assert_eq!(puzzles(&app).feedback, Some(Feedback::Right));
    let board = puzzles(&app).board.as_ref().unwrap();
    assert_eq!(board.cursor(), 1, "the player's move is shown first");
    assert!(board.anim.is_some(), "and animated");
    // The board takes no clicks while the reply is on its way.
    click(&mut app, "b8", 1.1);
    assert_eq!(puzzles(&app).board.as_ref().unwrap().cursor(), 1);
    // The frames step the reply in once the move has landed.
    let mut t = 1.0;
    while t < 4.0 {
        app.end_frame(t);
        t += 0.05;
    }
    let board = puzzles(&app).board.as_ref().unwrap();
    assert_eq!(board.cursor(), 2, "the opponent's reply was played");
    assert_eq!(board.side_to_move(), Side::White);
    click_move(&mut app, "b8xb4xh4", 5.0);
    let Some(Feedback::Solved(change)) = &puzzles(&app).feedback else {
        panic!("{:?}", puzzles(&app).feedback)
    };
    assert!(change.delta() > 0, "a clean solve raises the rating");
    assert_eq!(change.streak, 1);
    assert!(puzzles(&app).over());
    // Kept on disk, atomically: the file reads back with the result.
    let (progress, warning) = Store::new(&file).load();
    assert_eq!(warning, None);
    assert_eq!(progress.streak, 1);
    assert!(progress.solved("m9001"));
    assert!(progress.rating(GameKind::Dama).rating > 1500.0);
    assert!(!dir.join("training.tmp").exists());
    // The next puzzle comes from the shipped ones.
    train(&mut app, TrainingCommand::NextPuzzle, 6.0);
    let next = puzzles(&app).puzzle().unwrap();
    assert_eq!(next.game(), GameKind::Dama);
    assert_ne!(next.id, "m9001");
}

#[test]
fn a_wrong_move_is_marked_with_its_reason_and_the_solution_can_be_shown() {
    let mut app = app_with_puzzle(AnimSpeed::Off, None);
    // e5-f5 leaves the man on e5... any quiet move misses the shot.
    click_move(&mut app, "a2-a3", 1.0);
    let Some(Feedback::Wrong { text, reason, .. }) = &puzzles(&app).feedback else {
        panic!("{:?}", puzzles(&app).feedback)
    };
    assert_eq!(text, "a2-a3");
    assert_eq!(*reason, Reason::MissesTheGain);
    assert_eq!(
        puzzles(&app).board.as_ref().unwrap().cursor(),
        0,
        "a wrong move is not played"
    );
    train(&mut app, TrainingCommand::Retry, 2.0);
    assert_eq!(puzzles(&app).feedback, None);
    train(&mut app, TrainingCommand::Hint, 2.0);
    assert_eq!(puzzles(&app).hint, Some(Hint::Piece("b7".into())));
    train(&mut app, TrainingCommand::ShowSolution, 3.0);
    let Some(Feedback::Revealed(change)) = &puzzles(&app).feedback else {
        panic!("{:?}", puzzles(&app).feedback)
    };
    assert!(change.delta() < 0);
    assert_eq!(change.streak, 0);
    // The whole solution is played out on the board.
    for i in 0..40 {
        app.end_frame(3.0 + f64::from(i) * 0.1);
    }
    assert_eq!(puzzles(&app).board.as_ref().unwrap().cursor(), 3);
    // Moves after the end are ignored.
    click_move(&mut app, "a2-a3", 9.0);
    assert!(matches!(
        puzzles(&app).feedback,
        Some(Feedback::Revealed(_))
    ));
}

#[test]
fn the_choice_of_game_theme_and_order_picks_the_puzzles() {
    let mut app = App::new(settings(AnimSpeed::Off));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenPuzzles, 0.0);
    for (game, theme) in [
        (GameKind::Akidada, Some(Theme::Blocking)),
        (GameKind::Dama, Some(Theme::Shot)),
        (GameKind::Dama, None),
    ] {
        train(
            &mut app,
            TrainingCommand::Choose(Choice {
                game,
                theme,
                order: Order::ByTheme,
            }),
            0.0,
        );
        train(&mut app, TrainingCommand::NextPuzzle, 0.0);
        let p = puzzles(&app).puzzle().unwrap();
        assert_eq!(p.game(), game);
        if let Some(t) = theme {
            assert!(p.has_theme(t), "{} has {t:?}", p.id);
        }
        // The board is turned to the solver: the task names the side to move.
        assert_eq!(
            puzzles(&app).board.as_ref().unwrap().side_to_move(),
            p.solver()
        );
    }
    // A theme the game has no puzzles of becomes "any".
    train(
        &mut app,
        TrainingCommand::Choose(Choice {
            game: GameKind::Akidada,
            theme: Some(Theme::Shot),
            order: Order::Rated,
        }),
        0.0,
    );
    assert_eq!(puzzles(&app).choice.theme, None);
    train(&mut app, TrainingCommand::Close, 0.0);
    assert!(app.modal().is_none());
}

/// A capture route on the board shown: the drill's position.
fn drill_board(app: &App) -> Position {
    let s = app.trainer().and_then(|t| t.drill()).unwrap();
    s.board.as_ref().unwrap().position().parse().unwrap()
}

#[test]
fn the_drill_counts_maximal_captures_until_a_short_one_and_keeps_the_best() {
    let dir = temp_dir("drill");
    let mut app =
        App::new(settings(AnimSpeed::Off)).with_training_file(Some(dir.join("training.ron")));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenDrill, 0.0);
    train(&mut app, TrainingCommand::StartRound, 0.0);
    for i in 0..3 {
        let d = app
            .trainer()
            .and_then(|t| t.drill())
            .and_then(|s| s.current())
            .unwrap()
            .clone();
        click_move(&mut app, &d.maximal[0], 1.0 + f64::from(i));
        assert_eq!(app.trainer().unwrap().drill().unwrap().score(), i + 1);
    }
    // A shorter capture ends the round, with its route and the maximal ones.
    let pos = drill_board(&app);
    let short = Candidates::of(&pos)
        .all
        .into_iter()
        .find(|c| !c.legal && !c.route.captured.is_empty())
        .expect("a drill position has a shorter capture");
    let text = pos.move_text(&short.route.to_move());
    click_move(&mut app, &text, 10.0);
    let s = app.trainer().unwrap().drill().unwrap();
    let f = s.finished.as_ref().expect("the round is over");
    assert_eq!(f.score, 3);
    // The screen goes on showing the round's score, and the time it had left.
    assert_eq!(s.score(), 3);
    assert_eq!(s.left(30.0), s.limit - f.time);
    assert!(f.new_best);
    assert_eq!(f.time.as_secs(), 10);
    match &f.end {
        End::Short {
            played, maximal, ..
        } => {
            assert_eq!(played, &text);
            assert!(!maximal.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(app.trainer().unwrap().progress.drill.best_score, 3);
    // A new round runs out of time on the frames' clock.
    train(&mut app, TrainingCommand::StartRound, 20.0);
    app.end_frame(20.0 + 181.0);
    let f = app
        .trainer()
        .unwrap()
        .drill()
        .unwrap()
        .finished
        .clone()
        .unwrap();
    assert_eq!(f.end, End::TimeUp);
    assert!(!f.new_best);
    let (progress, _) = Store::new(dir.join("training.ron")).load();
    assert_eq!(progress.drill.rounds, 2);
    assert_eq!(progress.drill.best_score, 3);
}

/// A game of one move, White's a2-a3 in the shot's position, reviewed as a
/// blunder (the shot wins; after a2-a3 the game is even).
pub(super) fn reviewed_blunder() -> App {
    let pos: Position = shot().position.parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    session.play_text("a2-a3").unwrap();
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    );
    let line: Vec<String> = shot().solution;
    let judged = vec![
        Some(Judged {
            eval: Eval::Cp(700),
            best: Some("b7-b8".into()),
            line,
        }),
        Some(Judged {
            eval: Eval::Cp(0),
            best: Some("d7-d6".into()),
            line: vec!["d7-d6".into()],
        }),
    ];
    game.review = Some(Review::from_judged(
        judged,
        &[Side::White, Side::Black],
        None,
    ));
    let app = App::new(settings(AnimSpeed::Off)).with_game(game);
    assert!(app.has_mistakes_to_learn());
    app
}

#[test]
fn learning_from_mistakes_shows_the_position_before_and_judges_the_try() {
    let mut app = reviewed_blunder();
    train(&mut app, TrainingCommand::OpenMistakes(Side::White), 0.0);
    let s = app.trainer().unwrap().mistakes().unwrap();
    assert_eq!(s.session.len(), 1);
    assert_eq!(
        s.board.as_ref().unwrap().position(),
        shot().position,
        "the position before the mistake"
    );
    // The move played again is not found: the better move and its line show.
    click_move(&mut app, "a2-a3", 1.0);
    match &app.trainer().unwrap().mistakes().unwrap().feedback {
        Some(MistakeFeedback::NotFound { better, line, .. }) => {
            assert_eq!(better, "b7-b8");
            assert_eq!(line, &shot().solution);
        }
        other => panic!("{other:?}"),
    }
    train(&mut app, TrainingCommand::NextMistake, 2.0);
    assert!(
        app.trainer()
            .unwrap()
            .mistakes()
            .unwrap()
            .session
            .current()
            .is_none()
    );
    // Again: the best move is found at once.
    train(&mut app, TrainingCommand::OpenMistakes(Side::White), 3.0);
    click_move(&mut app, "b7-b8", 3.0);
    assert!(matches!(
        app.trainer().unwrap().mistakes().unwrap().feedback,
        Some(MistakeFeedback::Found { .. })
    ));
    // A third move is judged by a search on a worker thread: with eleven men
    // against three, the quiet h2-h3 keeps the win, so the search counts it as
    // found (the review's figures above are the fixture's, the search's own).
    train(&mut app, TrainingCommand::OpenMistakes(Side::White), 4.0);
    click_move(&mut app, "h2-h3", 4.0);
    assert!(matches!(
        app.trainer().unwrap().mistakes().unwrap().feedback,
        Some(MistakeFeedback::Judging { .. })
    ));
    let mut t = 4.0;
    while matches!(
        app.trainer().unwrap().mistakes().unwrap().feedback,
        Some(MistakeFeedback::Judging { .. })
    ) {
        std::thread::sleep(std::time::Duration::from_millis(20));
        t += 0.02;
        app.end_frame(t);
        assert!(t < 600.0, "the judgement comes");
    }
    let feedback = &app.trainer().unwrap().mistakes().unwrap().feedback;
    assert!(
        matches!(feedback, Some(MistakeFeedback::Found { tried }) if tried == "h2-h3"),
        "{feedback:?}"
    );
    // Black made no mistake.
    train(&mut app, TrainingCommand::OpenMistakes(Side::Black), 9.0);
    assert!(
        app.trainer()
            .unwrap()
            .mistakes()
            .unwrap()
            .session
            .is_empty()
    );
}

/// The first `plies` legal moves from `pos`, each the first the rules list:
/// a long line, as a review's best line is.
fn first_moves(mut pos: Position, plies: usize) -> Vec<String> {
    let mut line = Vec::new();
    let mut moves = Vec::new();
    while line.len() < plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        let Some(mv) = moves.first() else { break };
        line.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    line
}

/// A game of one move from the start, White's last listed move, reviewed as a
/// blunder whose better move comes with a line of `plies` moves.
fn reviewed_with_a_long_line(plies: usize) -> (App, String, Vec<String>) {
    let start = Position::start(Side::White);
    let line = first_moves(start, plies);
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let played = start.move_text(moves.last().unwrap());
    assert_ne!(played, line[0]);
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, start);
    session.play_text(&played).unwrap();
    let after = session.position();
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    );
    let reply = first_moves(after, 1);
    let judged = vec![
        Some(Judged {
            eval: Eval::Cp(700),
            best: Some(line[0].clone()),
            line: line.clone(),
        }),
        Some(Judged {
            eval: Eval::Cp(0),
            best: Some(reply[0].clone()),
            line: reply,
        }),
    ];
    game.review = Some(Review::from_judged(
        judged,
        &[Side::White, Side::Black],
        None,
    ));
    (
        App::new(settings(AnimSpeed::Off)).with_game(game),
        played,
        line,
    )
}

fn mistake_feedback(app: &App) -> Option<MistakeFeedback> {
    app.trainer().unwrap().mistakes().unwrap().feedback.clone()
}

#[test]
fn a_missed_mistake_shows_three_moves_of_the_better_line_and_can_be_tried_again() {
    let (mut app, played, line) = reviewed_with_a_long_line(19);
    assert_eq!(line.len(), 19);
    train(&mut app, TrainingCommand::OpenMistakes(Side::White), 0.0);
    click_move(&mut app, &played, 1.0);
    // The better move and the two after it: not the whole line.
    match mistake_feedback(&app) {
        Some(MistakeFeedback::NotFound {
            better,
            line: shown,
            ..
        }) => {
            assert_eq!(better, line[0]);
            assert_eq!(shown, line[..3].to_vec());
        }
        other => panic!("{other:?}"),
    }
    // Try again: the better move is cleared and the board takes a move.
    train(&mut app, TrainingCommand::Retry, 2.0);
    assert_eq!(mistake_feedback(&app), None);
    click_move(&mut app, &line[0], 3.0);
    assert!(matches!(
        mistake_feedback(&app),
        Some(MistakeFeedback::Found { .. })
    ));
    // Found on a second try, after the better move was shown: not counted.
    let s = app.trainer().unwrap().mistakes().unwrap();
    assert_eq!(s.session.found(), 0);
    // The better move shown without a try is cleared by Try again too.
    train(&mut app, TrainingCommand::OpenMistakes(Side::White), 4.0);
    train(&mut app, TrainingCommand::ShowBetter, 4.0);
    match mistake_feedback(&app) {
        Some(MistakeFeedback::NotFound {
            tried: None,
            line: shown,
            ..
        }) => {
            assert_eq!(shown.len(), 3);
        }
        other => panic!("{other:?}"),
    }
    train(&mut app, TrainingCommand::Retry, 5.0);
    assert_eq!(mistake_feedback(&app), None);
}

#[test]
fn a_damaged_progress_file_is_set_aside_with_a_warning_and_training_goes_on() {
    let dir = temp_dir("damaged");
    let file = dir.join("training.ron");
    std::fs::write(&file, "(version: 1, ratings: {\"dama\": (rating: 15").unwrap();
    let mut app = app_with_puzzle(AnimSpeed::Off, Some(file.clone()));
    match &app.trainer().unwrap().warning {
        Some(Notice::Reset(w)) => {
            let kept = w.kept_as.as_ref().expect("the old file is kept");
            assert!(kept.exists());
            assert!(
                std::fs::read_to_string(kept)
                    .unwrap()
                    .starts_with("(version: 1")
            );
        }
        other => panic!("{other:?}"),
    }
    train(&mut app, TrainingCommand::DismissWarning, 0.0);
    assert_eq!(app.trainer().unwrap().warning, None);
    click_move(&mut app, "b7-b8", 1.0);
    for i in 0..20 {
        app.end_frame(1.0 + f64::from(i) * 0.1);
    }
    click_move(&mut app, "b8xb4xh4", 4.0);
    let (progress, warning) = Store::new(&file).load();
    assert_eq!(warning, None, "a new, good file replaced it");
    assert!(progress.solved("m9001"));
    // Garbage bytes too: never a crash.
    std::fs::write(&file, [0xff, 0x00, 0xfe]).unwrap();
    let mut app = App::new(settings(AnimSpeed::Off)).with_training_file(Some(file));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenDrill, 0.0);
    assert!(matches!(
        app.trainer().unwrap().warning,
        Some(Notice::Reset(_))
    ));
}

#[test]
fn two_windows_training_on_one_progress_file_each_keep_their_attempts() {
    let dir = temp_dir("two-windows");
    let file = dir.join("training.ron");
    let _ = std::fs::remove_file(&file);
    // Both windows open the trainer before either has saved anything.
    let mut solver = app_with_puzzle(AnimSpeed::Off, Some(file.clone()));
    let mut revealer = app_with_puzzle(AnimSpeed::Off, Some(file.clone()));
    click_move(&mut solver, "b7-b8", 1.0);
    for i in 0..20 {
        solver.end_frame(1.0 + f64::from(i) * 0.1);
    }
    click_move(&mut solver, "b8xb4xh4", 4.0);
    assert!(matches!(
        puzzles(&solver).feedback,
        Some(Feedback::Solved(_))
    ));
    train(&mut revealer, TrainingCommand::ShowSolution, 5.0);
    let (progress, warning) = Store::new(&file).load();
    assert_eq!(warning, None);
    assert!(
        progress.solved("m9001"),
        "the first window's solution stays"
    );
    let scores: Vec<f64> = progress.history.iter().map(|a| a.score).collect();
    assert_eq!(scores, [1.0, 0.0], "and the second's attempt is added");
    assert_eq!(progress.best_streak, 1);
    assert!(
        revealer.trainer().unwrap().progress.solved("m9001"),
        "the second window sees the first's"
    );
}

#[test]
fn every_shipped_puzzle_opens_on_the_trainers_board() {
    for p in puzzle_screen::shipped() {
        let mut s = puzzle_screen::PuzzleScreen::new(p.game(), 1);
        assert!(s.start(p), "{}", p.id);
        assert_eq!(s.board.as_ref().unwrap().side_to_move(), p.solver());
    }
    assert!(puzzle_screen::shipped().len() >= 1500);
}

#[test]
fn every_shipped_puzzles_end_is_proven_by_its_kinds_proof() {
    use akidada::app::training::EndProof;
    let mut over = 0;
    for p in puzzle_screen::shipped() {
        let proof = EndProof::of(p).unwrap_or_else(|| panic!("{}: no end", p.id));
        match (proof, p.kind) {
            // Over by a rule: won for the solver, or drawn for a draw.
            (EndProof::GameOver(outcome), _) => {
                over += 1;
                let expected = (p.goal != Goal::Draw).then_some(p.solver());
                assert_eq!(outcome.winner(), expected, "{}", p.id);
            }
            (EndProof::AkidadaTable { solver, goal }, Kind::Akidada)
            | (EndProof::EndgameTables { solver, goal }, Kind::DamaEndgame) => {
                assert_eq!((solver, goal), (p.solver(), p.goal), "{}", p.id);
            }
            (EndProof::Material { solver, gain }, Kind::DamaMiddlegame) => {
                assert_eq!(solver, p.solver(), "{}", p.id);
                assert!(gain >= 1.0, "{}: {gain}", p.id);
            }
            (EndProof::SearchWin { solver }, Kind::DamaMiddlegame) => {
                assert_eq!(solver, p.solver(), "{}", p.id);
            }
            (proof, kind) => panic!("{}: {proof:?} for {kind:?}", p.id),
        }
    }
    assert!(over > 100, "{over} end with the game over");
    // The shot: the king against the lone man left wins at once.
    let shot_end = EndProof::of(&shot()).unwrap();
    let EndProof::GameOver(outcome) = shot_end else {
        panic!("{shot_end:?}")
    };
    assert_eq!(outcome.winner(), Some(Side::White));
    assert_eq!(
        outcome.reason(),
        akidada::games::EndReason::KingVersusLonePiece
    );
}

/// The sounds the app asked the window for since the last call.
fn sounds(app: &mut App) -> Vec<Sound> {
    app.take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Sound(sound) => Some(sound),
            _ => None,
        })
        .collect()
}

#[test]
fn a_puzzle_move_is_heard_as_a_move_or_a_capture() {
    let mut app = app_with_puzzle(AnimSpeed::Off, None);
    sounds(&mut app);
    click_move(&mut app, "b7-b8", 1.0);
    assert_eq!(sounds(&mut app), [Sound::Move]);
    for t in 1..40 {
        app.end_frame(1.0 + f64::from(t) * 0.1);
    }
    assert_eq!(puzzles(&app).board.as_ref().unwrap().cursor(), 2);
    click_move(&mut app, "b8xb4xh4", 5.0);
    assert_eq!(sounds(&mut app), [Sound::Capture]);
}
