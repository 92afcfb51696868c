//! Learn > Course inside the app, without a window: the map a newcomer
//! opens on, a level played by clicks to three stars with the opponent's
//! replies, a wrong move refused with its reason, the stars kept in the
//! progress file and read back, and a teacher's level file opened (proven
//! first on a worker thread), refused when it is no level, and refused with
//! its line and column when it does not read; a level made in the editor,
//! saved under a stage name that the next level's form starts with. Builds
//! without `gui`.

use std::path::{Path, PathBuf};

use akidada::app::command::{DialogCommand, FileCommand, GameCommand};
use akidada::app::highlight::BoardInput;
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::app::training::course_screen::{CourseScreen, Feedback, View};
use akidada::app::training::{Store, TrainingCommand};
use akidada::app::{App, Command, Modal};
use akidada::games::dama::Square;
use akidada::i18n::Tr;

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("course-app-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn app(file: Option<PathBuf>) -> App {
    let settings = Settings {
        language: Lang::En,
        animation: AnimSpeed::Fast,
        ..Settings::default()
    };
    let mut app = App::new(settings).with_training_file(file);
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    app
}

fn train(app: &mut App, c: TrainingCommand, now: f64) {
    app.apply(Command::Training(c), now);
}

fn course(app: &App) -> &CourseScreen {
    app.trainer()
        .and_then(|t| t.course())
        .expect("the course is open")
}

/// Clicks a Dama move hop by hop, then lets the frames show the reply.
fn play(app: &mut App, text: &str, now: &mut f64) {
    for sq in text.split(['-', 'x']) {
        let sq: Square = sq.parse().unwrap();
        train(
            app,
            TrainingCommand::Board(BoardInput::Click(sq.index())),
            *now,
        );
    }
    settle(app, now);
}

/// Runs frames until nothing moves on the board (or a proof is done).
fn settle(app: &mut App, now: &mut f64) {
    for _ in 0..400 {
        *now += 0.05;
        app.end_frame(*now);
        let moving = app
            .trainer()
            .and_then(|t| t.course())
            .is_some_and(|s| match &s.view {
                View::Level(p) => p.board.busy(*now),
                View::Proving(_) => true,
                View::Map => false,
            });
        if !moving {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the board or the proof never settled");
}

#[test]
fn a_newcomer_opens_the_course_on_its_map_with_the_first_level_to_play() {
    let dir = temp_dir("newcomer");
    let mut app = app(Some(dir.join("training.ron")));
    train(&mut app, TrainingCommand::OpenCourse, 0.0);
    let t = app.trainer().unwrap();
    assert!(t.progress.is_new());
    let s = course(&app);
    assert!(matches!(s.view, View::Map));
    // Both games are on the map, each stage with its levels.
    let games: Vec<_> = s.course.stages.iter().map(|st| st.game).collect();
    assert!(games.contains(&akidada::games::GameKind::Dama));
    assert!(games.contains(&akidada::games::GameKind::Akidada));
    let first = s.course.stages[0].levels[0];
    assert_eq!(s.course.to_play(&t.progress), Some(first));
    assert!(!s.course.is_open(s.course.stages[0].levels[1], &t.progress));
    // A locked level does not open.
    let second = s.course.stages[0].levels[1];
    train(&mut app, TrainingCommand::OpenLevel(second), 0.0);
    assert!(matches!(course(&app).view, View::Map));
}

#[test]
fn a_level_played_to_three_stars_is_kept_and_opens_the_next() {
    let dir = temp_dir("three-stars");
    let file = dir.join("training.ron");
    let mut app = app(Some(file.clone()));
    train(&mut app, TrainingCommand::OpenCourse, 0.0);
    let first = course(&app).course.stages[0].levels[0];
    train(&mut app, TrainingCommand::OpenLevel(first), 0.0);
    let p = course(&app).level().expect("the level is on the board");
    assert_eq!(p.level().id, "dama-men-forward");
    assert_eq!(p.stars_in_reach(), 3);
    let mut now = 1.0;
    play(&mut app, "c3-c4", &mut now);
    let p = course(&app).level().unwrap();
    assert_eq!(p.run.learner_moves(), 1);
    assert_eq!(p.board.cursor(), 2, "the opponent's reply was shown");
    assert!(!p.over());
    play(&mut app, "c4-c5", &mut now);
    let p = course(&app).level().unwrap();
    assert!(
        matches!(
            p.feedback,
            Some(Feedback::Met {
                moves: 2,
                stars: 3,
                best: 3
            })
        ),
        "{:?}",
        p.feedback
    );
    // Kept on disk, and the stage's next level is open.
    let (progress, warning) = Store::new(&file).load();
    assert_eq!(warning, None);
    assert_eq!(progress.level_stars("dama-men-forward"), 3);
    assert_eq!(progress.course.stage.as_deref(), Some("dama-men"));
    assert!(course(&app).has_next(&progress));
    train(&mut app, TrainingCommand::NextLevel, now);
    let p = course(&app).level().unwrap();
    assert_eq!(p.index, first + 1);
    // A new run of the app reads the stars back.
    let mut again = self::app(Some(file));
    train(&mut again, TrainingCommand::OpenCourse, 0.0);
    let t = again.trainer().unwrap();
    assert_eq!(course(&again).course.stars(first, &t.progress), 3);
    assert_eq!(course(&again).course.to_play(&t.progress), Some(first + 1));
}

/// A teacher's level: a man on d3 to d6 in three moves, no more.
const STRAIGHT: &str = r#"(
    id: "straight-up",
    stage: "my-stage",
    game: Dama(),
    position: "W:Wd3:Bh7",
    goal: Reach("d6"),
    stars: (3, 3, 3),
    text: Some("Straight up the d-file."),
    hint: Some("Forward, every move."),
)"#;

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_teacher_level_is_proven_then_played_and_a_wrong_move_refused_with_its_reason() {
    let dir = temp_dir("teacher");
    let path = write(&dir, "straight.ron", STRAIGHT);
    let mut app = app(None);
    let before = app.position_string();
    app.apply(Command::File(FileCommand::OpenPath(path)), 0.0);
    assert!(matches!(course(&app).view, View::Proving(_)));
    let mut now = 0.0;
    settle(&mut app, &mut now);
    // One level: proven, it is on the board at once.
    let p = course(&app).level().expect("the level is open");
    assert_eq!(p.level().text.as_deref(), Some("Straight up the d-file."));
    // A step sideways leaves the goal out of reach in three: not played.
    play(&mut app, "d3-e3", &mut now);
    let p = course(&app).level().unwrap();
    assert_eq!(p.run.learner_moves(), 0);
    assert_eq!(p.board.cursor(), 0);
    let Some(Feedback::Wrong { text, reason, .. }) = &p.feedback else {
        panic!("{:?}", p.feedback)
    };
    assert_eq!(text, "d3-e3");
    let (words, errors) = Tr(Lang::En).format(reason.id, &[]);
    assert!(reason.id.starts_with("course-"), "{}", reason.id);
    assert!(
        !words.is_empty() && !words.starts_with("course-"),
        "{words} {errors:?}"
    );
    // The game on screen was never touched.
    assert_eq!(app.position_string(), before);
}

#[test]
fn a_level_that_cannot_be_done_or_a_file_that_does_not_read_is_refused_in_words() {
    let dir = temp_dir("refused");
    let mut app = app(None);
    let before = app.position_string();
    // Two moves cannot take the man from d3 to d6.
    let tight = write(
        &dir,
        "tight.ron",
        &STRAIGHT.replace("(3, 3, 3)", "(2, 2, 2)"),
    );
    app.apply(Command::File(FileCommand::OpenPath(tight)), 0.0);
    let mut now = 0.0;
    settle(&mut app, &mut now);
    let Some(Modal::Message { body, .. }) = app.modal() else {
        panic!("refused with a message: {:?}", app.modal().is_some())
    };
    assert!(
        body.contains("straight-up") && body.contains("2 moves"),
        "{body}"
    );
    app.apply(Command::Dialog(DialogCommand::CloseDialog), now);
    // A file with a fault on its third line: its line and column are told.
    let broken = write(
        &dir,
        "broken.ron",
        &STRAIGHT.replace("game: Dama(),", "game: Dama(,"),
    );
    app.apply(Command::File(FileCommand::OpenPath(broken)), now);
    let Some(Modal::Message { body, .. }) = app.modal() else {
        panic!("a message")
    };
    assert!(body.contains("line 4, column"), "{body}");
    assert_eq!(app.position_string(), before);
}

/// The editor's level, proven on its worker thread.
fn prove_in_editor(app: &mut App) -> akidada::app::editor::Editor {
    let Some(Modal::Editor(e)) = app.modal_mut() else {
        panic!("the editor is open")
    };
    e.prove_level(akidada::ai::worker::no_wake());
    for _ in 0..2000 {
        if !e.poll_level_proof() {
            return (**e).clone();
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the proof never ended")
}

#[test]
fn a_teacher_level_made_in_the_editor_is_proven_saved_and_opens_again() {
    use akidada::app::editor::{EditorOutcome, GoalKind, Verdict};
    use akidada::app::file_choice::Purpose;
    let dir = temp_dir("editor");
    let mut app = app(None);
    app.apply(Command::Dialog(DialogCommand::OpenEditor), 0.0);
    let Some(Modal::Editor(e)) = app.modal_mut() else {
        panic!("the editor is open")
    };
    e.apply_string("W:Wd6:Bh7").unwrap();
    e.open_level_form();
    let form = e.level.as_mut().unwrap();
    form.goal = GoalKind::Reach;
    form.square = "d6".into();
    form.stars = (3, 3, 3);
    form.id = "up-the-file".into();
    form.text = "Straight up.".into();
    assert_eq!(form.stage_name, "", "nothing to start from yet");
    form.stage_name = "Marsz w górę".into();
    // The man stands on d6 already: the proof says so, and nothing is saved.
    let e = prove_in_editor(&mut app);
    let form = e.level.as_ref().unwrap();
    let Some(Verdict::Refused(_, error)) = &form.verdict else {
        panic!("{:?}", form.verdict)
    };
    let words = akidada::app::training::course_proof::level_error_words(Tr(Lang::En), error);
    assert!(words.contains("met before the first move"), "{words}");
    assert_eq!(e.level_file(), None);
    // From d3 it takes three moves against every defence.
    let Some(Modal::Editor(e)) = app.modal_mut() else {
        panic!()
    };
    e.apply_string("W:Wd3:Bh7").unwrap();
    let e = prove_in_editor(&mut app);
    let Some(Verdict::Proven(_, proven)) = &e.level.as_ref().unwrap().verdict else {
        panic!("{:?}", e.level.as_ref().unwrap().verdict)
    };
    assert_eq!(proven.moves_needed, 3);
    let text = e.level_file().expect("a proven level can be saved");
    assert!(
        text.contains("stage_name: Some(\"Marsz w górę\")"),
        "{text}"
    );
    app.apply(
        Command::Dialog(DialogCommand::EditorDone(Box::new(
            EditorOutcome::SaveLevel(text),
        ))),
        0.0,
    );
    assert!(matches!(
        app.modal(),
        Some(Modal::PathPrompt {
            purpose: Purpose::SaveLevel,
            ..
        })
    ));
    app.file_chosen(Purpose::SaveLevel, Some(dir.join("mine")));
    let saved = dir.join("mine.ron");
    assert!(saved.exists(), "written where asked, with the extension");
    assert!(!dir.join("mine.ron.tmp").exists());
    // Opened again (as a double-click would), it is proven and played.
    app.apply(Command::File(FileCommand::OpenPath(saved)), 0.0);
    let mut now = 0.0;
    settle(&mut app, &mut now);
    let p = course(&app).level().expect("the level is open");
    assert_eq!(p.level().id, "up-the-file");
    let stage = &course(&app).course.stages[0];
    assert_eq!(stage.name.as_deref(), Some("Marsz w górę"));
    assert_eq!(p.level().text.as_deref(), Some("Straight up."));
    for mv in ["d3-d4", "d4-d5", "d5-d6"] {
        play(&mut app, mv, &mut now);
    }
    let p = course(&app).level().unwrap();
    assert!(
        matches!(p.feedback, Some(Feedback::Met { stars: 3, .. })),
        "{:?}",
        p.feedback
    );
    // The next level's form starts with the stage name last given.
    assert_eq!(app.settings().level_stage_name, "Marsz w górę");
    app.apply(Command::Dialog(DialogCommand::OpenEditor), now);
    let Some(Modal::Editor(e)) = app.modal_mut() else {
        panic!("the editor is open")
    };
    e.open_level_form();
    assert_eq!(e.level.as_ref().unwrap().stage_name, "Marsz w górę");
}
