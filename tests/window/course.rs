//! Learn > Course in the window, read through the accessibility tree: the
//! map with both games' stages and its level tiles (open, locked, with their
//! stars), a level opened by its tile with its text, goal and moves, a wrong
//! move's reason in words, three stars at the end and the next level, in
//! English, Polish and Turkish; a level for Black on a board turned to Black,
//! played by clicks on its squares; a teacher's stage under its own name.

use super::settings_in;

use akidada::app::App;
use akidada::app::command::{Command, FileCommand, GameCommand};
use akidada::app::highlight::BoardInput;
use akidada::app::text::Lang;
use akidada::app::training::TrainingCommand;
use akidada::games::dama::Square;
use akidada::gui::Window;
use eframe::egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(lang: Lang) -> Harness<'static, Window> {
    let mut app = App::new(settings_in(lang));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app))
}

fn enter(h: &mut Harness<'_, Window>, text: &str) {
    for sq in text.split(['-', 'x']) {
        let sq: Square = sq.parse().unwrap();
        let input = BoardInput::Click(sq.index());
        h.state_mut()
            .app
            .apply(Command::Training(TrainingCommand::Board(input)), 0.0);
        h.run();
    }
    // The reply comes after the move has landed.
    for _ in 0..30 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
    }
}

fn shows(h: &Harness<'_, Window>, label: &str) -> bool {
    h.query_all_by_label(label).next().is_some()
}

#[test]
fn the_map_opens_from_the_learn_menu_and_a_level_is_played_to_three_stars() {
    let mut h = harness(Lang::En);
    h.get_by_label("Learn").click();
    h.run();
    h.get_by_label("Course").click();
    h.run();
    h.get_by_label("Learn to play");
    for label in [
        "Dama (Turkish draughts)",
        "Akidada",
        "Level 2: opens when the level before it is done",
    ] {
        assert!(shows(&h, label), "{label}");
    }
    // Every stage's first level is open; the first of all is played.
    let first = h.query_all_by_label("Level 1: not done yet").count();
    assert!(first >= 4, "{first}");
    h.query_all_by_label("Level 1: not done yet")
        .next()
        .unwrap()
        .click();
    h.run();
    h.get_by_label("Goal: bring a piece to c5.");
    h.get_by_label("Moves: 0 played, 4 left");
    // A move that cannot reach c5 within the limit is not played, and says why.
    enter(&mut h, "c3-b3");
    enter(&mut h, "b3-a3");
    assert!(shows(&h, "b3-a3 is not played."));
    h.get_by_role_and_label(Role::Button, "Try again").click();
    h.run();
    enter(&mut h, "c3-c4");
    h.get_by_label("Moves: 1 played, 3 left");
    enter(&mut h, "c4-c5");
    h.get_by_label("Done in 2 moves: 3 stars.");
    h.get_by_role_and_label(Role::Button, "Next level").click();
    h.run();
    h.get_by_label("Goal: bring a piece to d3.");
    h.get_by_role_and_label(Role::Button, "Back to the map")
        .click();
    h.run();
    h.get_by_label("Level 1: 3 stars");
    h.get_by_label("Level 2: not done yet");
    assert_eq!(
        h.query_all_by_label("Level 1: not done yet").count(),
        first - 1
    );
}

#[test]
fn the_map_and_a_level_read_in_polish_and_turkish() {
    for (lang, heading, goal) in [
        (Lang::Pl, "Naucz się grać", "Cel: doprowadź pionek na c5."),
        (
            Lang::Tr,
            "Oynamayı öğren",
            "Hedef: bir taşı c5 karesine getir.",
        ),
    ] {
        let mut h = harness(lang);
        h.state_mut()
            .app
            .apply(Command::Training(TrainingCommand::OpenCourse), 0.0);
        h.run();
        h.get_by_label(heading);
        h.state_mut()
            .app
            .apply(Command::Training(TrainingCommand::OpenLevel(0)), 0.0);
        h.run();
        h.get_by_label(goal);
    }
}

#[test]
fn the_first_starts_new_game_offers_the_course_to_a_newcomer() {
    // The first start opens New game; a newcomer goes to the course from it.
    let app = App::new(settings_in(Lang::Pl));
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run();
    let tr = akidada::i18n::Tr(Lang::Pl);
    h.get_by_role_and_label(Role::Button, tr.t(akidada::i18n::m::NEW_GAME_LEARN_BUTTON))
        .click();
    h.run();
    assert!(
        h.query_by_label(tr.t(akidada::i18n::m::START)).is_none(),
        "New game closed"
    );
    assert!(
        shows(&h, "Jak chodzi pionek"),
        "the course map's first stage"
    );
}

/// The app with the course's levels before `id` in its stage done, so that
/// `id` is open; and `id`'s index.
fn with_stage_done_up_to(name: &str, id: &str) -> (App, usize) {
    use akidada::app::training::{Progress, Store};
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("training.ron");
    let levels = akidada::course::builtin::levels().unwrap();
    let index = levels.iter().position(|l| l.id == id).unwrap();
    let mut progress = Progress::default();
    for level in levels[..index]
        .iter()
        .filter(|l| l.stage == levels[index].stage)
    {
        progress.record_level(&level.id, &level.stage, 3);
    }
    Store::new(&file).save(&mut progress).unwrap();
    let mut app = App::new(settings_in(Lang::En)).with_training_file(Some(file));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    (app, index)
}

#[test]
fn a_level_for_black_is_turned_to_black_and_played_by_clicks_on_its_squares() {
    let (app, index) = with_stage_done_up_to("window-course-black", "dama-men-black-forward");
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    for c in [
        TrainingCommand::OpenCourse,
        TrainingCommand::OpenLevel(index),
    ] {
        h.state_mut().app.apply(Command::Training(c), 0.0);
        h.run();
    }
    h.get_by_label("Goal: bring a piece to f4.");
    // Black sits at the bottom: rank 1 at the top, the a-file on the right.
    let at = |h: &Harness<'_, Window>, name: &str| super::board_spot(h, name).rect().center();
    let (a1, h8) = (at(&h, "a1"), at(&h, "h8"));
    assert!(a1.y < h8.y && a1.x > h8.x, "a1 {a1:?}, h8 {h8:?}");
    let (f6, f5, f4) = (at(&h, "f6"), at(&h, "f5"), at(&h, "f4"));
    assert!(f6.y > f5.y && f5.y > f4.y, "forward is up the screen");
    assert!((f6.x - f4.x).abs() < 1.0);
    // The clicks on the squares shown play the man from f6 to f5.
    for square in ["f6", "f5"] {
        super::board_spot(&h, square).click();
        h.run();
    }
    for _ in 0..30 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
    }
    h.get_by_label("Moves: 1 played, 3 left");
    let trainer = h.state().app.trainer().unwrap();
    let p = trainer.course().unwrap().level().unwrap();
    assert_eq!(p.run.moves()[0], "f6-f5");
    let f5 = super::board_spot(&h, "f5");
    let said = egui_kittest::kittest::NodeT::accesskit_node(&f5).label();
    assert!(
        said.as_ref().is_some_and(|l| l.contains("black man")),
        "{said:?}"
    );
    for square in ["f5", "f4"] {
        super::board_spot(&h, square).click();
        h.run();
    }
    h.get_by_label("Done in 2 moves: 3 stars.");
}

/// Two levels of a teacher's, `extra` added to each.
fn teachers_file(name: &str, extra: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-course-teacher");
    std::fs::create_dir_all(&dir).unwrap();
    let level = |id: &str, goal: &str| {
        format!(
            "(id: \"{id}\", stage: \"rooks-files\", game: Dama(), position: \"W:Wd3:Bh7\", \
             goal: Reach(\"{goal}\"), stars: (3, 3, 3){extra})"
        )
    };
    let path = dir.join(name);
    let text = format!("[{}, {}]", level("one", "d6"), level("two", "d5"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_teachers_stage_shows_its_own_name_or_else_its_id() {
    for (file, extra, title) in [
        (
            "named.ron",
            ", stage_name: Some(\"Up the d-file\")",
            "Up the d-file",
        ),
        ("unnamed.ron", "", "rooks-files"),
    ] {
        let mut h = harness(Lang::En);
        let path = teachers_file(file, extra);
        h.state_mut()
            .app
            .apply(Command::File(FileCommand::OpenPath(path)), 0.0);
        for _ in 0..200 {
            h.run();
            if shows(&h, "Level 1: not done yet") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(shows(&h, title), "{title} on the map");
        h.query_all_by_label("Level 1: not done yet")
            .next()
            .unwrap()
            .click();
        h.run();
        h.get_by_label("Goal: bring a piece to d6.");
        assert!(shows(&h, title), "{title} over the level");
    }
}

#[test]
fn a_level_is_played_by_moves_typed_in_the_move_box() {
    use super::trainer_and_teaching::type_in_box;
    let mut h = harness(Lang::En);
    for c in [TrainingCommand::OpenCourse, TrainingCommand::OpenLevel(0)] {
        h.state_mut().app.apply(Command::Training(c), 0.0);
        h.run();
    }
    h.get_by_label("Goal: bring a piece to c5.");
    let wait_for_reply = |h: &mut Harness<'_, Window>| {
        for _ in 0..30 {
            std::thread::sleep(std::time::Duration::from_millis(20));
            h.run();
        }
    };
    // A move typed that cannot reach c5 in time is refused as a click is.
    type_in_box(&mut h, "c3-b3");
    wait_for_reply(&mut h);
    type_in_box(&mut h, "b3-a3");
    assert!(shows(&h, "b3-a3 is not played."));
    h.get_by_role_and_label(Role::Button, "Try again").click();
    h.run();
    // Text that is no move says why, and nothing is played.
    type_in_box(&mut h, "zz9");
    h.get_by_label("Moves: 0 played, 4 left");
    type_in_box(&mut h, "c3-c4");
    wait_for_reply(&mut h);
    h.get_by_label("Moves: 1 played, 3 left");
    type_in_box(&mut h, "c4-c5");
    h.get_by_label("Done in 2 moves: 3 stars.");
}
