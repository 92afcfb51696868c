//! Nothing on the board is taken away without asking: every path that puts
//! another game in place of an unfinished one keeps that one in the games in
//! progress, closing with changes to a file not saved asks first, and two
//! windows on one home each keep their own game.

use std::path::{Path, PathBuf};

use akidada::app::command::{
    DialogCommand, FileCommand, GameCommand, LessonCommand, MoveCommand, PdnCommand,
    SettingsCommand,
};
use akidada::app::editor::EditorOutcome;
use akidada::app::highlight::BoardInput;
use akidada::app::play::{GamePlay, Players, RuleSet};
use akidada::app::settings::{AnimSpeed, Settings, SettingsFile, ThemeChoice};
use akidada::app::text::Lang;
use akidada::app::{App, Command, Effect, Modal};
use akidada::games::FirstPlayer;
use akidada::games::akidada::{AkidadaRules, Point};

fn settings() -> Settings {
    Settings {
        language: Lang::En,
        animation: AnimSpeed::Off,
        ..Settings::default()
    }
}

/// A home of the test's own under `target/`.
fn home(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("in-progress-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn new_akidada(app: &mut App) {
    app.apply(
        Command::Game(GameCommand::StartGame {
            rules: RuleSet::Akidada(AkidadaRules {
                first: FirstPlayer::White,
                ..AkidadaRules::default()
            }),
            players: Players::humans("Ada", "Bolek"),
            seed: 7,
            clock: None,
        }),
        0.0,
    );
    app.end_frame(0.0);
}

fn place(app: &mut App, points: &[&str]) {
    for name in points {
        let p: Point = name.parse().unwrap();
        app.apply(
            Command::Move(MoveCommand::Board(BoardInput::Click(p.index()))),
            0.0,
        );
        app.end_frame(0.0);
    }
}

/// An app on `dir` with an unfinished Akidada game of three moves on screen.
fn app_with_game_in_progress(dir: &Path) -> App {
    let mut app = App::new(settings()).with_data_dir(dir);
    new_akidada(&mut app);
    place(&mut app, &["a1", "b2", "c1"]);
    app
}

/// The games in progress listed, and the status line said where it went.
fn assert_kept(app: &App, how: &str) -> String {
    let games = app.games_in_progress();
    assert_eq!(games.len(), 1, "{how}: the game was kept: {games:?}");
    assert!(
        games[0].1.contains("Ada against Bolek, 3 moves"),
        "{how}: {}",
        games[0].1
    );
    assert!(
        app.status()
            .is_some_and(|s| s.contains("Games in progress")),
        "{how}: said where: {:?}",
        app.status()
    );
    games[0].0.clone()
}

fn a_saved_file(dir: &Path) -> PathBuf {
    let path = dir.join("friday.ron");
    let mut app = App::new(settings());
    new_akidada(&mut app);
    place(&mut app, &["d4"]);
    app.apply(Command::File(FileCommand::SavePath(path.clone())), 0.0);
    path
}

/// A way to put another game on the board.
type Replace = Box<dyn Fn(&mut App)>;

#[test]
fn every_path_that_replaces_an_unfinished_game_keeps_it_to_resume() {
    let dir = home("paths");
    let file = a_saved_file(&dir);
    let lesson = 0;
    let paths: Vec<(&str, Replace)> = vec![
        (
            "a lesson",
            Box::new(move |app| app.apply(Command::Lesson(LessonCommand::OpenLesson(lesson)), 0.0)),
        ),
        ("New game", Box::new(new_akidada)),
        (
            "Open",
            Box::new(move |app| app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0)),
        ),
        (
            "a pasted PDN game",
            Box::new(|app| {
                let pdn = "[GameType \"30\"]\n[Result \"*\"]\n1. c3-c4 f6-f5 *\n";
                app.apply(Command::Pdn(PdnCommand::PasteText(pdn.into())), 0.0);
            }),
        ),
        (
            "Play from here in the editor",
            Box::new(|app| {
                app.apply(Command::Dialog(DialogCommand::OpenEditor), 0.0);
                let game = app.editor().unwrap().start_game(Lang::En).unwrap();
                let outcome = Box::new(EditorOutcome::Play(game));
                app.apply(Command::Dialog(DialogCommand::EditorDone(outcome)), 0.0);
            }),
        ),
    ];
    for (how, replace) in &paths {
        let dir = home(&format!("path-{}", how.replace(' ', "-")));
        let mut app = app_with_game_in_progress(&dir);
        replace(&mut app);
        app.end_frame(0.0);
        assert_ne!(
            app.game().move_texts(),
            ["a1", "b2", "c1"],
            "{how}: replaced"
        );
        let name = assert_kept(&app, how);
        app.apply(Command::File(FileCommand::ResumeKept(name)), 0.0);
        assert_eq!(
            app.game().move_texts(),
            ["a1", "b2", "c1"],
            "{how}: resumed as it was"
        );
        assert_eq!(app.game().players.names, ["Ada", "Bolek"]);
        assert!(
            app.games_in_progress().is_empty(),
            "{how}: taken out once resumed"
        );
        // The kept game is in the folder as a saved game of its own until
        // resumed; a window started later lists what is still kept.
        app.finish();
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_game_with_nothing_to_lose_is_not_kept() {
    let dir = home("nothing-to-lose");
    // No move played yet.
    let mut app = App::new(settings()).with_data_dir(&dir);
    new_akidada(&mut app);
    new_akidada(&mut app);
    assert!(app.games_in_progress().is_empty(), "an empty game");
    // Moves played in a lesson: the lesson opens again.
    let blocking = app
        .lessons()
        .iter()
        .position(|l| l.id == "akidada-blocking")
        .unwrap();
    app.apply(Command::Lesson(LessonCommand::OpenLesson(blocking)), 0.0);
    let GamePlay::Akidada(play) = &app.game().play else {
        panic!("an Akidada lesson")
    };
    let slide = play
        .session
        .legal_moves()
        .into_iter()
        .find(|m| m.removed() == 0 && !m.is_placement())
        .unwrap();
    for point in [slide.from().unwrap(), slide.to()] {
        app.apply(
            Command::Move(MoveCommand::Board(BoardInput::Click(point.index()))),
            0.0,
        );
    }
    assert_eq!(app.game().ply_count(), 1, "a move played in the lesson");
    new_akidada(&mut app);
    assert!(app.games_in_progress().is_empty(), "a lesson's position");
    // A game as it stands in its file.
    let file = a_saved_file(&dir);
    app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0);
    new_akidada(&mut app);
    assert!(
        app.games_in_progress().is_empty(),
        "a file's game unchanged"
    );
    // A file's game with a move played since: kept, and resumed with its
    // file, the change still to be saved.
    app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0);
    place(&mut app, &["a1"]);
    new_akidada(&mut app);
    let games = app.games_in_progress();
    assert_eq!(games.len(), 1, "a file's game changed");
    app.apply(
        Command::File(FileCommand::ResumeKept(games[0].0.clone())),
        0.0,
    );
    assert_eq!(app.file(), Some(file.as_path()));
    assert!(app.has_unsaved_changes());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn games_in_progress_outlive_the_window_and_can_be_deleted() {
    let dir = home("outlive");
    let mut app = app_with_game_in_progress(&dir);
    new_akidada(&mut app);
    app.finish();
    drop(app);
    let mut later = App::new(settings()).with_data_dir(&dir);
    let games = later.games_in_progress();
    assert_eq!(games.len(), 1, "listed at the next start");
    later.apply(
        Command::File(FileCommand::DiscardKept(games[0].0.clone())),
        0.0,
    );
    assert!(
        matches!(later.modal(), Some(Modal::ConfirmDiscard { .. })),
        "asked first: {:?}",
        later.modal()
    );
    later.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert_eq!(
        later.games_in_progress().len(),
        1,
        "kept when not confirmed"
    );
    later.apply(
        Command::File(FileCommand::DiscardKept(games[0].0.clone())),
        0.0,
    );
    later.apply(Command::File(FileCommand::ConfirmDiscardKept), 0.0);
    assert!(later.games_in_progress().is_empty());
    drop(later);
    let again = App::new(settings()).with_data_dir(&dir);
    assert!(again.games_in_progress().is_empty(), "deleted for good");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn closing_with_changes_to_the_file_not_saved_asks_first() {
    let dir = home("quit");
    let file = a_saved_file(&dir);
    let mut app = App::new(settings());
    app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0);
    assert!(app.may_close(), "nothing changed yet");
    app.apply(Command::Dialog(DialogCommand::Quit), 0.0);
    assert_eq!(app.take_effects(), [Effect::Quit], "closes at once");

    let mut app = App::new(settings());
    app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0);
    place(&mut app, &["a1"]);
    assert!(!app.may_close());
    app.take_effects(); // the move's sound
    app.apply(Command::Dialog(DialogCommand::Quit), 0.0);
    assert!(
        matches!(app.modal(), Some(Modal::ConfirmQuit { name }) if name == "friday.ron"),
        "{:?}",
        app.modal()
    );
    assert!(app.take_effects().is_empty(), "nothing closes while asked");
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert!(
        app.modal().is_none() && app.take_effects().is_empty(),
        "cancelled"
    );

    app.apply(Command::Dialog(DialogCommand::Quit), 0.0);
    app.apply(Command::Dialog(DialogCommand::SaveAndQuit), 0.0);
    assert_eq!(app.take_effects(), [Effect::Quit]);
    let saved = akidada::record::load_path(&file).unwrap();
    assert_eq!(saved.move_count(), 2, "saved before closing");

    let mut app = App::new(settings());
    app.apply(Command::File(FileCommand::OpenPath(file.clone())), 0.0);
    place(&mut app, &["b2"]);
    app.take_effects();
    app.apply(Command::Dialog(DialogCommand::Quit), 0.0);
    app.apply(Command::Dialog(DialogCommand::QuitWithoutSaving), 0.0);
    assert_eq!(app.take_effects(), [Effect::Quit]);
    assert!(app.may_close(), "the window's close is not asked again");
    assert_eq!(akidada::record::load_path(&file).unwrap().move_count(), 2);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn two_windows_on_one_home_each_keep_their_own_game_and_settings() {
    let dir = home("two-windows");
    let settings_path = dir.join("settings.ron");
    let open = |d: &Path| {
        let (file, settings, _) = SettingsFile::open(settings_path.clone());
        App::new(settings).with_settings_file(file).with_data_dir(d)
    };
    let mut first = open(&dir);
    first.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    new_akidada(&mut first);
    place(&mut first, &["a1", "b2"]);
    // The second window, while the first plays: nothing to resume (the
    // first window's game is open there), and a game of its own.
    let mut second = open(&dir);
    assert!(
        !matches!(second.modal(), Some(Modal::Resume { .. })),
        "a game open in another window is not offered as last closed"
    );
    new_akidada(&mut second);
    place(&mut second, &["d4"]);
    place(&mut first, &["c1"]);
    // Settings: each window writes what it changed, over what is on disk.
    first.apply(
        Command::Settings(SettingsCommand::SetTheme(ThemeChoice::Dark)),
        0.0,
    );
    first.end_frame(0.0);
    second.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        0.0,
    );
    second.end_frame(0.0);
    let (_, on_disk, _) = SettingsFile::open(settings_path.clone());
    assert_eq!(
        (on_disk.theme, on_disk.language),
        (ThemeChoice::Dark, Lang::Pl)
    );

    // Both close; each window's game is kept: one offered back, the other
    // in the games in progress.
    first.finish();
    second.finish();
    drop((first, second));
    let mut next = open(&dir);
    let Some(Modal::Resume { game, .. }) = next.modal() else {
        panic!("an unfinished game is offered back: {:?}", next.modal());
    };
    let offered = game.move_texts().len();
    let kept = next.games_in_progress();
    assert_eq!(kept.len(), 1, "the other window's game: {kept:?}");
    next.apply(
        Command::File(FileCommand::ResumeKept(kept[0].0.clone())),
        0.0,
    );
    let mut both = [offered, next.game().move_texts().len()];
    both.sort();
    assert_eq!(both, [1, 3], "neither window's moves were lost");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_game_begun_in_one_language_shows_the_default_names_in_the_windows_own() {
    let dir = home("names");
    let path = dir.join("players.ron");
    let mut english = App::new(settings());
    english.apply(
        Command::Game(GameCommand::StartGame {
            rules: RuleSet::Akidada(AkidadaRules::default()),
            players: Players::humans("Player 1", "Player 2"),
            seed: 7,
            clock: None,
        }),
        0.0,
    );
    english.apply(Command::File(FileCommand::SavePath(path.clone())), 0.0);
    let mut polish = App::new(Settings {
        language: Lang::Pl,
        ..settings()
    });
    polish.apply(Command::File(FileCommand::OpenPath(path)), 0.0);
    assert_eq!(polish.game().players.names, ["Gracz 1", "Gracz 2"]);
    assert!(!polish.has_unsaved_changes(), "shown, not a change");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_game_resumed_from_the_list_leaves_it_when_it_ends_and_stays_once_until_then() {
    let dir = home("resumed-ends");
    let mut app = app_with_game_in_progress(&dir);
    new_akidada(&mut app);
    let name = assert_kept(&app, "New game");
    // Resumed, played on and replaced again: listed once, as it stands.
    app.apply(Command::File(FileCommand::ResumeKept(name)), 0.0);
    place(&mut app, &["c2"]);
    new_akidada(&mut app);
    let games = app.games_in_progress();
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(games[0].1.contains("4 moves"), "{games:?}");
    // Resumed and ended: gone from the list, and not kept again when
    // another game takes its place.
    app.apply(
        Command::File(FileCommand::ResumeKept(games[0].0.clone())),
        0.0,
    );
    app.apply(Command::Game(GameCommand::Resign), 0.0);
    app.apply(Command::Game(GameCommand::ConfirmResign), 0.0);
    app.end_frame(0.0);
    assert!(app.game().outcome().is_some(), "resigned");
    assert!(app.games_in_progress().is_empty());
    new_akidada(&mut app);
    assert!(
        app.games_in_progress().is_empty(),
        "a finished game is not kept"
    );
    drop(app);
    let later = App::new(settings()).with_data_dir(&dir);
    assert!(later.games_in_progress().is_empty(), "nor in the folder");
    let _ = std::fs::remove_dir_all(dir);
}
