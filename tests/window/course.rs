//! Learn > Course in the window, read through the accessibility tree: the
//! map with both games' stages and its level tiles (open, locked, with their
//! stars), a level opened by its tile with its text, goal and moves, a wrong
//! move's reason in words, three stars at the end and the next level, in
//! English, Polish and Turkish.

use super::settings_in;

use akidada::app::App;
use akidada::app::command::Command;
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
    app.apply(Command::CloseNewGame, 0.0);
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
