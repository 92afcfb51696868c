//! The names the new-game form starts with: a person's name for a person's
//! field, never a program's name carried over from the game on screen.

use std::path::PathBuf;

use akidada::app::command::{FileCommand, GameCommand};
use akidada::app::new_game::{NewGameForm, computer_name, names_a_person};
use akidada::app::play::{ActiveGame, PlayerKind, Players, RuleSet};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::{Lang, Tr};
use akidada::app::{App, Command, Modal};
use akidada::games::akidada::AkidadaRules;
use akidada::games::{GameKind, Side};

fn settings(language: Lang) -> Settings {
    Settings {
        language,
        animation: AnimSpeed::Off,
        ..Settings::default()
    }
}

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("assets/examples")
        .join(name)
}

/// The form the new-game dialog opens with.
fn new_game_form(app: &mut App) -> NewGameForm {
    app.apply(Command::Game(GameCommand::ShowNewGame), 1.0);
    match app.modal() {
        Some(Modal::NewGame(form)) => form.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn after_a_file_engines_played_a_new_game_names_the_people_in_the_windows_language() {
    for (lang, white, black) in [
        (Lang::En, "Player 1", "Player 2"),
        (Lang::Pl, "Gracz 1", "Gracz 2"),
    ] {
        let mut app = App::new(settings(lang));
        app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
        app.apply(
            Command::File(FileCommand::OpenPath(example("dama-win.ron"))),
            0.0,
        );
        let played = app.game().players.name(Side::White).to_string();
        assert!(played.contains("engine"), "the file's engine: {played}");
        let form = new_game_form(&mut app);
        assert_eq!(form.kinds, [PlayerKind::Human; 2]);
        assert_eq!((form.white.as_str(), form.black.as_str()), (white, black));
        let players = form.players(Tr(lang));
        assert_eq!(players.names, [white, black]);
    }
}

#[test]
fn a_persons_name_stays_and_a_side_given_to_a_person_gets_a_persons_name() {
    // People's names on screen stay in the form.
    let game = ActiveGame::new(
        RuleSet::Akidada(AkidadaRules::default()),
        Players::humans("Ada", "Bolek"),
        7,
    );
    let form = NewGameForm::new(&game, Tr(Lang::En));
    assert_eq!((form.white.as_str(), form.black.as_str()), ("Ada", "Bolek"));
    // Another language's default name becomes the window's.
    let game = ActiveGame::new(
        RuleSet::Akidada(AkidadaRules::default()),
        Players::humans("Player 1", "Ada"),
        7,
    );
    let form = NewGameForm::new(&game, Tr(Lang::Tr));
    assert_eq!(
        (form.white.as_str(), form.black.as_str()),
        ("Oyuncu 1", "Ada")
    );
    // The computer's side keeps its name while it is the computer's, and
    // gives it up when a person takes the side.
    let club = computer_name(Tr(Lang::En), GameKind::Akidada, 3);
    let players =
        Players::humans("Ada", &club).with_kind(Side::Black, PlayerKind::Computer { level: 3 });
    let game = ActiveGame::new(RuleSet::Akidada(AkidadaRules::default()), players, 7);
    let mut form = NewGameForm::new(&game, Tr(Lang::En));
    assert_eq!(form.black, club);
    form.set_kind(Side::Black, PlayerKind::Human, Tr(Lang::En));
    assert_eq!(form.black, "Player 2");
    // A person's name is not taken for a program's, nor a program's for a person's.
    for person in ["Ada", "Bolek", "Ayşe Yılmaz", "Robert"] {
        assert!(names_a_person(person), "{person}");
    }
    for program in ["Greedy engine (4)", "Kish bot", "", "Gracz 2", &club] {
        assert!(!names_a_person(program), "{program}");
    }
}
