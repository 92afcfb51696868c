//! What the board says back: a click on a square the selected piece cannot
//! go to gets the reason in words, the same the move box gives for the same
//! move typed, on every board (a course level, a puzzle, a game of either
//! kind), and the piece stays selected when the click was on an empty
//! square; and each board's move box starts empty when its position is
//! replaced (a new level, a new puzzle, New game, Open). Builds without
//! `gui`.

use std::path::PathBuf;

use super::training_app::{app_with_puzzle, puzzles, train};
use akidada::app::command::{FileCommand, GameCommand, MoveCommand};
use akidada::app::highlight::BoardInput;
use akidada::app::play::{ActiveGame, DamaPlay, GamePlay, Players, RuleSet};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::app::training::TrainingCommand;
use akidada::app::training::course_screen::View;
use akidada::app::typed_move::MoveBox;
use akidada::app::{App, Command};
use akidada::games::akidada::{AkidadaRules, Point};
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::games::{FirstPlayer, GameKind};
use akidada::session::{Lot, Session};

fn settings(language: Lang) -> Settings {
    Settings {
        language,
        animation: AnimSpeed::Off,
        ..Settings::default()
    }
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// An app on the course's first level, "how a man moves": a white man on c3.
fn first_level(language: Lang) -> App {
    let mut app = App::new(settings(language));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    train(&mut app, TrainingCommand::OpenCourse, 0.0);
    let s = app.trainer().and_then(|t| t.course()).unwrap();
    let first = s.course.stages[0].levels[0];
    assert_eq!(s.course.levels[first].id, "dama-men-forward");
    train(&mut app, TrainingCommand::OpenLevel(first), 0.0);
    app
}

fn click_trainer(app: &mut App, name: &str) {
    let input = BoardInput::Click(sq(name).index());
    train(app, TrainingCommand::Board(input), 0.0);
}

/// The piece selected on the trainer's board.
fn trainer_selected(app: &App) -> Option<Square> {
    let t = app.trainer().unwrap();
    let board = match &t.screen {
        akidada::app::training::Screen::Course(s) => match &s.view {
            View::Level(p) => &p.board,
            _ => panic!("no level on screen"),
        },
        akidada::app::training::Screen::Puzzles(s) => s.board.as_ref().unwrap(),
        _ => panic!("not a board of these tests"),
    };
    match &board.play {
        GamePlay::Dama(p) => p.input.selected,
        GamePlay::Akidada(_) => panic!("a Dama board"),
    }
}

/// What the trainer's move box says under the board.
fn trainer_says(app: &App) -> Option<String> {
    app.trainer_move_box().unwrap().problem.clone()
}

/// The move box's reason for `text` typed on the trainer's board (the text
/// left in the box as it was found).
fn trainer_typed_reason(app: &mut App, text: &str) -> Option<String> {
    let kept = app.trainer_move_box().unwrap().text.clone();
    app.trainer_move_box_mut().unwrap().text = text.to_string();
    train(app, TrainingCommand::PlayTyped, 0.0);
    let said = trainer_says(app);
    app.trainer_move_box_mut().unwrap().text = kept;
    said
}

#[test]
fn a_course_level_says_why_a_man_cannot_go_where_it_was_clicked() {
    let mut app = first_level(Lang::En);
    click_trainer(&mut app, "c3");
    assert_eq!(trainer_selected(&app), Some(sq("c3")));
    assert_eq!(trainer_says(&app), None);
    // Backwards: the reason, and the man stays selected.
    click_trainer(&mut app, "c2");
    let said = trainer_says(&app);
    assert_eq!(
        said.as_deref(),
        Some("c3-c2 cannot be played: a man cannot move backward (c3 to c2)")
    );
    assert_eq!(trainer_selected(&app), Some(sq("c3")));
    assert_eq!(said, trainer_typed_reason(&mut app, "c3-c2"), "as typed");
    // Diagonally, and two squares at once.
    click_trainer(&mut app, "b2");
    assert_eq!(
        trainer_says(&app).as_deref(),
        Some("c3-b2 cannot be played: c3 to b2 is not along a rank or a file")
    );
    click_trainer(&mut app, "c5");
    assert_eq!(
        trainer_says(&app).as_deref(),
        Some("c3-c5 cannot be played: a man moves one square at a time (c3 to c5)")
    );
    assert_eq!(trainer_selected(&app), Some(sq("c3")));
    // A square it can go to plays the move, and the reason is gone.
    click_trainer(&mut app, "c4");
    assert_eq!(trainer_says(&app), None);
    let level = app.trainer().and_then(|t| t.course()).unwrap().level();
    assert_eq!(level.unwrap().board.cursor(), 1);
}

#[test]
fn the_reason_is_in_the_windows_language() {
    for (language, words) in [
        (Lang::Pl, "pionek nie może się cofać (c3–c2)"),
        (Lang::Tr, "taş geri gidemez (c3–c2)"),
    ] {
        let mut app = first_level(language);
        click_trainer(&mut app, "c3");
        click_trainer(&mut app, "c2");
        let said = trainer_says(&app).expect("a reason");
        assert!(said.contains(words), "{language:?}: {said}");
        assert_eq!(Some(said), trainer_typed_reason(&mut app, "c3-c2"));
    }
}

#[test]
fn a_puzzle_board_says_why_and_a_click_on_another_own_piece_selects_it() {
    // White men on a2, d2, e2, g2, h2, b3, e5, c6, b7, c7, h7.
    let mut app = app_with_puzzle(AnimSpeed::Off, None);
    click_trainer(&mut app, "e2");
    click_trainer(&mut app, "e4");
    assert_eq!(
        trainer_says(&app),
        trainer_typed_reason(&mut app, "e2-e4"),
        "the box's words"
    );
    assert!(trainer_says(&app).unwrap().contains("one square at a time"));
    assert_eq!(trainer_selected(&app), Some(sq("e2")));
    assert_eq!(puzzles(&app).feedback, None, "no move was tried");
    // Another own piece is selected; a black piece clicked is no place to
    // go: said, and the selection dropped.
    click_trainer(&mut app, "b3");
    assert_eq!(trainer_selected(&app), Some(sq("b3")));
    click_trainer(&mut app, "e2");
    assert_eq!(trainer_selected(&app), Some(sq("e2")));
    click_trainer(&mut app, "e7");
    assert!(trainer_says(&app).is_some());
    assert_eq!(trainer_selected(&app), None);
}

/// An app showing a Dama position, its side to move first, no modal.
fn dama_app(fen: &str) -> App {
    let pos: Position = fen.parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    App::new(settings(Lang::En)).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
            DamaRules::default(),
            lot,
            pos,
        ))),
        Players::humans("Ada", "Bolek"),
    ))
}

fn click_game(app: &mut App, index: usize) {
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(index))),
        0.0,
    );
}

/// The move box's reason for `text` typed in the game (the box emptied
/// after).
fn game_typed_reason(app: &mut App, text: &str) -> Option<String> {
    app.move_box_mut().text = text.to_string();
    app.apply(Command::Move(MoveCommand::PlayTypedMove), 0.0);
    let said = app.move_box().problem.clone();
    *app.move_box_mut() = MoveBox::default();
    said
}

#[test]
fn a_dama_game_says_why_and_keeps_the_piece_selected() {
    let mut app = dama_app("W:Wd4,Kh1:Bd6,a7");
    let selected = |app: &App| match &app.game().play {
        GamePlay::Dama(p) => p.input.selected,
        GamePlay::Akidada(_) => None,
    };
    click_game(&mut app, sq("d4").index());
    click_game(&mut app, sq("d3").index());
    let said = app.move_box().problem.clone();
    assert_eq!(
        said.as_deref(),
        Some("d4-d3 cannot be played: a man cannot move backward (d4 to d3)")
    );
    assert_eq!(selected(&app), Some(sq("d4")));
    assert_eq!(said, game_typed_reason(&mut app, "d4-d3"));
    // A king goes along its rank or file only.
    click_game(&mut app, sq("h1").index());
    click_game(&mut app, sq("g2").index());
    assert_eq!(
        app.move_box().problem.as_deref(),
        Some("h1-g2 cannot be played: h1 to g2 is not along a rank or a file")
    );
    assert_eq!(selected(&app), Some(sq("h1")));
    // A move made by a click: the reason is gone.
    click_game(&mut app, sq("h2").index());
    assert_eq!(app.game().cursor(), 1);
    assert_eq!(app.move_box().problem, None);
}

#[test]
fn an_akidada_game_says_why_a_piece_cannot_slide_or_a_point_is_taken() {
    let mut app = App::new(settings(Lang::En));
    app.apply(
        Command::Game(GameCommand::StartGame {
            rules: RuleSet::Akidada(AkidadaRules {
                first: FirstPlayer::White,
                ..AkidadaRules::default()
            }),
            players: Players::humans("Ọlá", "Ẹniọlá"),
            seed: 7,
            clock: None,
        }),
        0.0,
    );
    let click = |app: &mut App, name: &str| {
        let p: Point = name.parse().unwrap();
        click_game(app, p.index());
    };
    // Placing on a taken point.
    click(&mut app, "a1");
    click(&mut app, "a1");
    let said = app.move_box().problem.clone();
    assert_eq!(
        said.as_deref(),
        Some("a1 cannot be played: a1 is not empty")
    );
    assert_eq!(app.game().cursor(), 1);
    assert_eq!(said, game_typed_reason(&mut app, "a1"));
    // Six a side, placed where no line is made (White a1 c1 b2 d3 c4 e5,
    // Black e1 c2 d2 a3 b4 c5), then a slide to a point not joined to the
    // piece.
    for point in [
        "e1", "c1", "c2", "b2", "d2", "d3", "a3", "c4", "b4", "e5", "c5",
    ] {
        click(&mut app, point);
    }
    assert_eq!(app.game().cursor(), 12);
    let selected = |app: &App| match &app.game().play {
        GamePlay::Akidada(p) => p.input.selected,
        GamePlay::Dama(_) => None,
    };
    click(&mut app, "a1");
    assert_eq!(selected(&app), Some("a1".parse().unwrap()));
    click(&mut app, "b3");
    let said = app.move_box().problem.clone();
    assert_eq!(
        said.as_deref(),
        Some("a1-b3 cannot be played: a1 and b3 are not joined by a line")
    );
    assert_eq!(selected(&app), Some("a1".parse().unwrap()), "kept");
    assert_eq!(said, game_typed_reason(&mut app, "a1-b3"));
}

#[test]
fn the_move_box_starts_empty_on_a_new_level_puzzle_game_or_file() {
    // A course level: text typed and refused, then the level again and the
    // next one.
    let mut app = first_level(Lang::En);
    app.trainer_move_box_mut().unwrap().text = "c3-c2".into();
    train(&mut app, TrainingCommand::PlayTyped, 0.0);
    assert_eq!(app.trainer_move_box().unwrap().text, "c3-c2", "kept");
    train(&mut app, TrainingCommand::Retry, 0.0);
    assert_eq!(*app.trainer_move_box().unwrap(), MoveBox::default());
    app.trainer_move_box_mut().unwrap().text = "c3-c2".into();
    for square in ["c3", "c4"] {
        click_trainer(&mut app, square);
    }
    // The reply lands.
    for now in 1..10 {
        app.end_frame(f64::from(now));
    }
    for square in ["c4", "c5"] {
        click_trainer(&mut app, square);
    }
    let level = app.trainer().and_then(|t| t.course()).unwrap().level();
    assert!(level.unwrap().over(), "c5 reached");
    assert_eq!(app.trainer_move_box().unwrap().text, "c3-c2");
    train(&mut app, TrainingCommand::NextLevel, 0.0);
    let level = app.trainer().and_then(|t| t.course()).unwrap().level();
    assert_eq!(level.unwrap().level().id, "dama-men-sideways");
    assert_eq!(*app.trainer_move_box().unwrap(), MoveBox::default());

    // A puzzle: the next one.
    let mut app = app_with_puzzle(AnimSpeed::Off, None);
    app.trainer_move_box_mut().unwrap().text = "a2-a3".into();
    train(&mut app, TrainingCommand::NextPuzzle, 0.0);
    assert!(puzzles(&app).board.is_some());
    assert_eq!(*app.trainer_move_box().unwrap(), MoveBox::default());

    // The game: New game, and a game opened from its file.
    let mut app = dama_app("W:Wd4:Bd6");
    app.move_box_mut().text = "d4-d3".into();
    app.apply(Command::Move(MoveCommand::PlayTypedMove), 0.0);
    assert!(app.move_box().problem.is_some());
    app.apply(
        Command::Game(GameCommand::StartGame {
            rules: RuleSet::Dama(DamaRules {
                first: FirstPlayer::White,
                ..DamaRules::default()
            }),
            players: Players::humans("Ada", "Bolek"),
            seed: 7,
            clock: None,
        }),
        0.0,
    );
    assert_eq!(app.game().kind(), GameKind::Dama);
    assert_eq!(*app.move_box(), MoveBox::default());
    app.move_box_mut().text = "c3-c4".into();
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/examples/dama-win.ron");
    app.apply(Command::File(FileCommand::OpenPath(file)), 0.0);
    assert!(app.game().ply_count() > 0, "the game opened");
    assert_eq!(*app.move_box(), MoveBox::default());
}
