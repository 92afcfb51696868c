//! The app layer without a window: commands in, state and effects out. These
//! tests build without the `gui` feature (`cargo test --no-default-features
//! --test app`), as any other front end of the app would.

use std::path::PathBuf;

use akidada::app::clock::TimeControl;
use akidada::app::command::{
    ComputerCommand, DialogCommand, FileCommand, GameCommand, MoveCommand, PdnCommand,
    PlaybackCommand, SettingsCommand,
};
use akidada::app::file_choice::Purpose;
use akidada::app::highlight::BoardInput;
use akidada::app::play::{ActiveGame, DamaPlay, GamePlay, PlayerKind, Players, RuleSet};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::sound::Sound;
use akidada::app::text::Lang;
use akidada::app::{App, Command, Effect, Modal};
use akidada::games::akidada::{AkidadaRules, Point};
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::games::{EndReason, FirstPlayer, Outcome, Side};
use akidada::session::{Lot, Session};

fn settings() -> Settings {
    Settings {
        language: Lang::En,
        animation: AnimSpeed::Off,
        ..Settings::default()
    }
}

/// A folder of this test binary's own under `target/`.
fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("app-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn click_point(app: &mut App, name: &str) {
    let p: Point = name.parse().unwrap();
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(p.index()))),
        0.0,
    );
}

fn click_square(app: &mut App, name: &str) {
    let sq: Square = name.parse().unwrap();
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(sq.index()))),
        0.0,
    );
}

fn akidada_game(first: FirstPlayer) -> Command {
    Command::Game(GameCommand::StartGame {
        rules: RuleSet::Akidada(AkidadaRules {
            first,
            ..AkidadaRules::default()
        }),
        players: Players::humans("Ada", "Bolek"),
        seed: 7,
        clock: None,
    })
}

/// An app showing a Dama position, White to move, no modal.
fn dama_app(fen: &str) -> App {
    dama_app_with(fen, Players::humans("Ada", "Bolek"))
}

/// [`dama_app`], played by `players`.
fn dama_app_with(fen: &str, players: Players) -> App {
    let pos: Position = fen.parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    App::new(settings()).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
            DamaRules::default(),
            lot,
            pos,
        ))),
        players,
    ))
}

#[test]
fn a_new_app_asks_for_a_game_and_a_lot_is_announced_before_play() {
    let mut app = App::new(settings());
    assert!(matches!(app.modal(), Some(Modal::NewGame(_))));
    app.apply(akidada_game(FirstPlayer::Lot), 1.0);
    assert!(
        matches!(app.modal(), Some(Modal::Lot(_))),
        "the lot is shown"
    );
    // The board waits while the lot is on screen.
    click_point(&mut app, "a1");
    assert_eq!(app.game().cursor(), 0);
    app.apply(Command::Game(GameCommand::CloseLot), 2.0);
    assert!(app.modal().is_none());
    click_point(&mut app, "a1");
    assert_eq!(app.game().cursor(), 1);
}

#[test]
fn moves_entered_by_clicks_make_a_game_that_ends_by_the_rules() {
    let mut app = App::new(settings());
    app.apply(akidada_game(FirstPlayer::White), 0.0);
    assert!(app.modal().is_none(), "no lot when White is chosen");
    let game = [
        "a1", "b4", "c1", "d4", "e1xb4", "c4", "e3", "b3", "e5xc4", "c4", "b4", "d2", "a1-a3",
        "c4-c5", "a3-a1xd4", "b3-b2", "a1-a3", "b2-c2", "a3-a1xc5",
    ];
    for text in game {
        let (mv, removed) = text.split_once('x').unwrap_or((text, ""));
        for point in mv.split('-') {
            click_point(&mut app, point);
        }
        if !removed.is_empty() {
            click_point(&mut app, removed);
        }
    }
    assert_eq!(app.game().move_texts(), game.map(String::from));
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TwoPiecesLeft
        })
    );
    // Undo and redo step through it.
    app.apply(Command::Move(MoveCommand::Undo), 0.0);
    assert_eq!(app.game().outcome(), None);
    app.apply(Command::Move(MoveCommand::Redo), 0.0);
    assert!(app.game().outcome().is_some());
}

#[test]
fn only_one_modal_is_ever_open_and_answering_it_closes_it() {
    let mut app = dama_app("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1");
    // Variant A, which captures five of six: the default rule asks first.
    for sq in ["b8", "b5", "e5", "e1", "a1", "a4"] {
        click_square(&mut app, sq);
    }
    assert!(matches!(app.modal(), Some(Modal::ConfirmLosing(_))));
    // Another command that would open a modal replaces it: never two.
    app.apply(Command::Pdn(PdnCommand::PastePrompt), 0.0);
    assert!(matches!(app.modal(), Some(Modal::Paste { .. })));
    // A confirmation meant for the dialog that is gone does nothing.
    app.apply(Command::Move(MoveCommand::ConfirmLosing), 0.0);
    assert_eq!(app.game().cursor(), 0);
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert!(app.modal().is_none());
}

#[test]
fn a_game_saved_to_a_typed_path_opens_again() {
    let dir = temp_dir("save");
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    click_square(&mut app, "d3");
    click_square(&mut app, "d5");
    assert_eq!(app.game().cursor(), 1);
    // Without the system's dialogs the app asks for a path itself.
    app.apply(Command::File(FileCommand::SaveAs), 0.0);
    assert!(matches!(
        app.modal(),
        Some(Modal::PathPrompt {
            purpose: Purpose::SaveAs,
            ..
        })
    ));
    let path = dir.join("game");
    app.apply(Command::File(FileCommand::SavePath(path.clone())), 0.0);
    assert!(app.modal().is_none());
    let saved = dir.join("game.ron");
    assert_eq!(app.file(), Some(saved.as_path()));
    assert!(app.window_title().starts_with("game.ron"));

    let mut again = App::new(settings());
    again.apply(Command::File(FileCommand::OpenPath(saved)), 0.0);
    assert_eq!(again.game().move_texts(), app.game().move_texts());
    // A file that is not a game is refused, and the game on screen stays.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(format: 1, game: Chess())").unwrap();
    again.apply(Command::File(FileCommand::OpenPath(bad)), 0.0);
    assert!(matches!(again.modal(), Some(Modal::Message { .. })));
    assert_eq!(again.game().move_texts(), app.game().move_texts());
}

#[test]
fn a_file_the_browser_read_opens_by_its_contents() {
    // What a web page is handed for a file chosen or dropped: its name and
    // its bytes, never its path.
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    click_square(&mut app, "d3");
    click_square(&mut app, "d5");
    let saved = app.game().to_record();
    let ron = saved.to_ron();
    let pdn = akidada::record::pdn::write(std::slice::from_ref(&saved)).unwrap();

    let mut again = App::new(settings());
    again.contents_chosen(Purpose::Open, "game.ron", ron.as_bytes());
    assert!(again.modal().is_none(), "{:?}", again.modal());
    assert_eq!(again.game().move_texts(), app.game().move_texts());
    assert_eq!(again.file(), None, "a page's game has no file");

    let mut from_pdn = App::new(settings());
    from_pdn.contents_chosen(Purpose::Open, "game.pdn", pdn.as_bytes());
    assert_eq!(from_pdn.game().move_texts(), app.game().move_texts());

    // What does not read is refused by the file's name, and the game on
    // screen stays.
    again.contents_chosen(Purpose::Open, "notes.ron", b"(format: 1, game: Chess())");
    match again.modal() {
        Some(Modal::Message { body, .. }) => assert!(body.starts_with("notes.ron: "), "{body}"),
        other => panic!("no message: {other:?}"),
    }
    assert_eq!(again.game().move_texts(), app.game().move_texts());
    again.contents_chosen(Purpose::ImportPdn, "games.pdn", &[0xff, 0xfe, 0x00]);
    assert!(matches!(again.modal(), Some(Modal::Message { .. })));
    assert_eq!(again.game().move_texts(), app.game().move_texts());
}

#[test]
fn what_only_a_window_can_do_comes_out_as_effects() {
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    app.apply(Command::Pdn(PdnCommand::CopyPosition), 0.0);
    app.apply(Command::Dialog(DialogCommand::Quit), 0.0);
    assert_eq!(
        app.take_effects(),
        [
            Effect::CopyText("W:Wa2,d3:Bd4,h7".to_string()),
            Effect::Quit
        ]
    );
    assert!(
        app.take_effects().is_empty(),
        "each effect is handed out once"
    );
    let mut app = app.with_native_dialogs(true);
    app.apply(Command::File(FileCommand::Open), 0.0);
    match app.take_effects().as_slice() {
        [Effect::PickFile(request)] => assert_eq!(request.purpose, Purpose::Open),
        other => panic!("{other:?}"),
    }
    // The dialog's answer comes back to the app.
    app.file_chosen(Purpose::Open, None);
    assert!(app.modal().is_none(), "a cancelled dialog changes nothing");
}

#[test]
fn an_unfinished_autosave_is_offered_back_and_a_refusal_asks_for_a_new_game() {
    let dir = temp_dir("autosave");
    let mut app = App::new(settings()).with_data_dir(&dir);
    app.apply(akidada_game(FirstPlayer::White), 0.0);
    click_point(&mut app, "a1");
    app.end_frame(0.0);
    app.finish();
    let mut back = App::new(settings()).with_data_dir(&dir);
    assert!(matches!(back.modal(), Some(Modal::Resume { .. })));
    back.apply(Command::File(FileCommand::Resume), 0.0);
    assert_eq!(back.game().move_texts(), ["a1"]);
    // Closed: its game is free to be offered again.
    drop(back);
    let mut refused = App::new(settings()).with_data_dir(&dir);
    refused.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert!(matches!(refused.modal(), Some(Modal::NewGame(_))));
}

#[test]
fn the_computer_answers_a_move_once_it_has_thought() {
    let mut app = dama_app_with(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        Players::humans("Ada", "Engine").with_kind(Side::Black, PlayerKind::Computer { level: 1 }),
    );
    click_square(&mut app, "d3");
    click_square(&mut app, "d4");
    assert_eq!(app.game().cursor(), 1);
    // Frames go by on a clock the test gives; the computer waits at least
    // half a second so its move is seen coming.
    let start = std::time::Instant::now();
    let mut now = 0.0;
    while app.game().cursor() < 2 {
        assert!(start.elapsed().as_secs() < 30, "no move from the computer");
        app.begin_frame(now);
        app.end_frame(now);
        std::thread::sleep(std::time::Duration::from_millis(10));
        now += 0.05;
    }
    assert!(now >= 0.5, "it moved after {now} s");
    assert_eq!(app.game().side_to_move(), Side::White);
}

#[test]
fn exporting_pdn_never_writes_over_the_saved_game() {
    // Defect: without a file dialog the prompt held the open game's own path
    // for every purpose, and Export PDN wrote PDN text into the `.ron` file.
    let dir = temp_dir("export");
    let mut app = dama_app("W:Wd3,a2:Bd4,h7").with_documents(Some(dir.clone()));
    click_square(&mut app, "d3");
    click_square(&mut app, "d5");
    let saved = dir.join("friday.ron");
    app.apply(Command::File(FileCommand::SavePath(saved.clone())), 0.0);
    let ron = std::fs::read_to_string(&saved).unwrap();
    assert!(
        app.status().unwrap().contains("friday.ron"),
        "a save says so"
    );

    app.apply(Command::Pdn(PdnCommand::ExportPdn), 0.0);
    let Some(Modal::PathPrompt { path, folder, .. }) = app.modal() else {
        panic!("{:?}", app.modal())
    };
    assert_eq!(path, "friday.pdn", "the export's own name, beside the game");
    assert_eq!(folder.as_deref(), Some(dir.as_path()));
    // Told to write over the saved game anyway, the app asks first.
    if let Some(Modal::PathPrompt { path, .. }) = app.modal_mut() {
        *path = "friday.ron".to_string();
    }
    app.apply(Command::File(FileCommand::SubmitPath), 0.0);
    assert!(matches!(app.modal(), Some(Modal::ConfirmOverwrite { .. })));
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), ron, "untouched");
    // The proposed name exports beside it.
    app.apply(Command::Pdn(PdnCommand::ExportPdn), 0.0);
    app.apply(Command::File(FileCommand::SubmitPath), 0.0);
    let pdn = std::fs::read_to_string(dir.join("friday.pdn")).unwrap();
    assert!(pdn.contains("[GameType"), "{pdn}");
    assert!(app.status().unwrap().contains("friday.pdn"));
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), ron);
    // Reading never proposes a file to read: the folder only.
    app.apply(Command::Pdn(PdnCommand::ImportPdn), 0.0);
    assert!(matches!(app.modal(), Some(Modal::PathPrompt { path, .. }) if path.is_empty()));
}

#[test]
fn the_status_line_follows_a_change_of_language() {
    let dir = temp_dir("status-language");
    let mut app = dama_app("W:Wd3,a2:Bd4,h7").with_documents(Some(dir.clone()));
    click_square(&mut app, "d3");
    click_square(&mut app, "d5");
    // The screen reader's first look: from now on it says what changes.
    app.speech();
    app.apply(
        Command::File(FileCommand::SavePath(dir.join("friday.ron"))),
        0.0,
    );
    let status = app.status().unwrap();
    assert!(status.starts_with("Saved friday.ron in "), "{status}");
    let told = app.speech().clone();
    assert_eq!(told.text, status, "a new status is said");

    app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        0.0,
    );
    let status = app.status().unwrap();
    assert!(
        status.starts_with("Zapisano friday.ron w folderze "),
        "{status}"
    );
    app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Tr)),
        0.0,
    );
    let status = app.status().unwrap();
    assert!(
        status.starts_with("friday.ron, ") && status.ends_with(" klasörüne kaydedildi."),
        "{status}"
    );
    // The same status in other words is no news to the screen reader.
    assert_eq!(app.speech().serial, told.serial);
}

#[test]
fn a_name_typed_alone_is_saved_in_the_documents_folder_and_a_replace_is_asked() {
    let dir = temp_dir("relative");
    let mut app = dama_app("W:Wd3,a2:Bd4,h7").with_documents(Some(dir.clone()));
    app.apply(Command::File(FileCommand::SaveAs), 0.0);
    if let Some(Modal::PathPrompt { path, .. }) = app.modal_mut() {
        *path = "mine".to_string();
    }
    app.apply(Command::File(FileCommand::SubmitPath), 0.0);
    assert!(dir.join("mine.ron").is_file());
    // Save as the same name again: it is the open game's own file, no question.
    app.apply(Command::File(FileCommand::SaveAs), 0.0);
    app.apply(Command::File(FileCommand::SubmitPath), 0.0);
    assert!(app.modal().is_none());
    // Another game saved as that name is asked about, and replaced when confirmed.
    let mut other = dama_app("W:Wa2:Bh7").with_documents(Some(dir.clone()));
    other.apply(Command::File(FileCommand::SaveAs), 0.0);
    if let Some(Modal::PathPrompt { path, .. }) = other.modal_mut() {
        *path = "mine.ron".to_string();
    }
    other.apply(Command::File(FileCommand::SubmitPath), 0.0);
    assert!(matches!(
        other.modal(),
        Some(Modal::ConfirmOverwrite { .. })
    ));
    other.apply(Command::File(FileCommand::ConfirmOverwrite), 0.0);
    let text = std::fs::read_to_string(dir.join("mine.ron")).unwrap();
    assert!(text.contains("W:Wa2:Bh7"), "{text}");
}

#[test]
fn a_setting_is_kept_at_once_and_a_damaged_settings_file_is_set_aside() {
    // Defect: settings were written only at exit or every 30 s, so a language
    // chosen and then a crash was lost.
    use akidada::app::settings::SettingsFile;
    let dir = temp_dir("settings");
    let path = dir.join("settings.ron");
    let (file, settings, warning) = SettingsFile::open(path.clone());
    assert!(warning.is_none(), "no file yet is no fault");
    let mut app = App::new(settings).with_settings_file(file);
    app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        0.0,
    );
    app.end_frame(0.0);
    // Killed here: the file already holds the choice.
    let (_, again, _) = SettingsFile::open(path.clone());
    assert_eq!(again.language, Lang::Pl);

    std::fs::write(&path, "(language: Klingon").unwrap();
    let (_, settings, warning) = SettingsFile::open(path.clone());
    assert_eq!(settings, Settings::default());
    assert!(warning.unwrap().contains("settings.ron"));
    assert!(
        dir.join("settings.ron.damaged").is_file(),
        "the damaged file is kept"
    );
}

#[test]
fn resigning_and_agreeing_a_draw_ask_first() {
    // Defect: one click on Resign (or Draw by agreement) ended the game.
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    app.apply(Command::Game(GameCommand::Resign), 0.0);
    assert!(matches!(app.modal(), Some(Modal::ConfirmResign)));
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    assert_eq!(
        app.game().outcome(),
        None,
        "a second thought keeps the game on"
    );
    app.apply(Command::Game(GameCommand::Resign), 0.0);
    app.apply(Command::Game(GameCommand::ConfirmResign), 0.0);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: EndReason::Resignation
        })
    );
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    app.apply(Command::Game(GameCommand::AgreeDraw), 0.0);
    assert!(matches!(app.modal(), Some(Modal::ConfirmDraw)));
    app.apply(Command::Game(GameCommand::ConfirmDraw), 0.0);
    assert!(matches!(app.game().outcome(), Some(Outcome::Draw { .. })));
    // A confirmation with no question open does nothing.
    let mut app = dama_app("W:Wd3,a2:Bd4,h7");
    app.apply(Command::Game(GameCommand::ConfirmResign), 0.0);
    assert_eq!(app.game().outcome(), None);
}

#[test]
fn the_computer_answers_a_draw_offer_in_words_even_on_its_own_turn() {
    // Defect: an offer made while the computer was to move was dropped when
    // it moved, with no answer.
    let mut app = dama_app_with(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        Players::humans("Ada", "Engine").with_kind(Side::Black, PlayerKind::Computer { level: 3 }),
    );
    click_square(&mut app, "d3");
    click_square(&mut app, "d4");
    app.apply(Command::Game(GameCommand::AgreeDraw), 0.0);
    let start = std::time::Instant::now();
    let mut now = 0.0;
    while app.modal().is_none() {
        assert!(start.elapsed().as_secs() < 30, "no answer to the offer");
        app.begin_frame(now);
        app.end_frame(now);
        std::thread::sleep(std::time::Duration::from_millis(10));
        now += 0.05;
    }
    assert_eq!(app.game().cursor(), 1, "it answered before it moved");
    match app.modal() {
        Some(Modal::Message { body, .. }) => assert!(body.contains("draw"), "{body}"),
        other => panic!("{other:?}"),
    }
}

/// An Akidada game between Ada and Bolek, White first, with clocks.
fn clocked_game(control: TimeControl) -> App {
    let mut app = App::new(settings());
    let Command::Game(GameCommand::StartGame {
        rules,
        players,
        seed,
        ..
    }) = akidada_game(FirstPlayer::White)
    else {
        unreachable!()
    };
    app.apply(
        Command::Game(GameCommand::StartGame {
            rules,
            players,
            seed,
            clock: Some(control),
        }),
        0.0,
    );
    assert!(app.modal().is_none());
    app
}

fn click_point_at(app: &mut App, name: &str, now: f64) {
    let p: Point = name.parse().unwrap();
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(p.index()))),
        now,
    );
}

fn left(app: &App, side: Side) -> u64 {
    app.game().clock.as_ref().unwrap().left(side)
}

#[test]
fn the_clocks_run_for_the_side_to_move_and_a_fallen_flag_loses_the_game() {
    let mut app = clocked_game(TimeControl {
        base_ms: 10_000,
        increment_ms: 2_000,
    });
    app.begin_frame(0.0);
    app.end_frame(0.0);
    // No clock runs before the first move: White may look at the board.
    app.end_frame(30.0);
    assert_eq!(app.game().clock.as_ref().unwrap().running(), None);
    assert_eq!(left(&app, Side::White), 10_000);
    // The first move is not timed, but earns the increment; then Black's
    // clock runs.
    click_point_at(&mut app, "a1", 30.0);
    assert_eq!(app.game().cursor(), 1);
    app.end_frame(30.0);
    assert_eq!(left(&app, Side::White), 12_000);
    assert_eq!(left(&app, Side::Black), 10_000);
    app.begin_frame(32.0);
    assert_eq!(left(&app, Side::Black), 8_000);
    // Black thinks 2 s and gets 2 s back; White's clock runs from its second
    // move on.
    click_point_at(&mut app, "b4", 32.0);
    app.end_frame(33.0);
    assert_eq!(left(&app, Side::Black), 10_000);
    assert_eq!(left(&app, Side::White), 11_000);
    click_point_at(&mut app, "c1", 33.0);
    app.begin_frame(35.0);
    assert_eq!(left(&app, Side::White), 13_000);
    assert_eq!(left(&app, Side::Black), 8_000);
    // A dialog stops the clocks; closing it starts Black's again.
    app.apply(Command::Dialog(DialogCommand::ShowRules), 35.0);
    app.end_frame(50.0);
    assert_eq!(left(&app, Side::Black), 8_000);
    app.apply(Command::Dialog(DialogCommand::CloseRules), 50.0);
    app.end_frame(52.0);
    assert_eq!(left(&app, Side::Black), 6_000);
    // Black lets its time run out: the game is over, lost on time.
    app.begin_frame(58.5);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TimeForfeit
        })
    );
    assert_eq!(left(&app, Side::Black), 0);
    // The board takes no move after the flag fell.
    click_point_at(&mut app, "e1", 59.0);
    assert_eq!(app.game().cursor(), 3);
    // And the record says why.
    let record = app.game().to_record();
    assert_eq!(record.result, app.game().outcome());
    let clock = record.clock.clone().expect("the clock is saved");
    assert_eq!((clock.white_ms, clock.black_ms), (13_000, 0));
    assert_eq!(clock.marks, vec![12_000, 10_000, 13_000]);
    let back = akidada::record::load_str(&record.to_ron()).unwrap();
    assert_eq!(back.outcome(), app.game().outcome());
}

#[test]
fn a_move_played_after_the_flag_fell_is_too_late() {
    let mut app = clocked_game(TimeControl {
        base_ms: 1_000,
        increment_ms: 0,
    });
    app.end_frame(0.0);
    click_point_at(&mut app, "a1", 0.5);
    app.end_frame(0.5);
    // No frame in between: Black's click comes after its time ran out.
    click_point_at(&mut app, "b4", 2.0);
    assert_eq!(app.game().cursor(), 1);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TimeForfeit
        })
    );
}

#[test]
fn replaying_an_earlier_move_and_pausing_stop_the_clocks() {
    let mut app = clocked_game(TimeControl::minutes(3, 2));
    app.end_frame(0.0);
    click_point_at(&mut app, "a1", 1.0);
    click_point_at(&mut app, "b4", 2.0);
    app.end_frame(2.0);
    assert_eq!(left(&app, Side::White), 182_000);
    // Looking at the start: no clock runs.
    app.apply(Command::Playback(PlaybackCommand::GoTo(0)), 2.0);
    app.end_frame(100.0);
    assert_eq!(left(&app, Side::White), 182_000);
    assert_eq!(app.game().clock.as_ref().unwrap().running(), None);
    // Back at the end, White's clock runs again.
    app.apply(Command::Playback(PlaybackCommand::GoTo(2)), 100.0);
    app.end_frame(101.0);
    assert_eq!(left(&app, Side::White), 181_000);
    // Undo gives no time back, and stops the clocks until a move is played.
    app.apply(Command::Move(MoveCommand::Undo), 101.0);
    app.end_frame(150.0);
    assert_eq!(left(&app, Side::White), 181_000);
    assert_eq!(left(&app, Side::Black), 181_000);
    // The person's pause stops them too.
    app.apply(Command::Move(MoveCommand::Redo), 150.0);
    app.apply(Command::Computer(ComputerCommand::TogglePause), 150.0);
    app.end_frame(170.0);
    assert_eq!(left(&app, Side::White), 181_000);
    app.apply(Command::Computer(ComputerCommand::TogglePause), 170.0);
    app.end_frame(171.0);
    assert_eq!(left(&app, Side::White), 180_000);
}

#[test]
fn a_result_declared_after_an_undo_cuts_off_the_later_moves_clock_marks_too() {
    // Found by the monkey: a draw agreed after an undo left a clock mark for
    // a move the game no longer has, and the saved game did not load.
    for end in [
        Command::Game(GameCommand::ConfirmDraw),
        Command::Game(GameCommand::ConfirmResign),
    ] {
        let mut app = clocked_game(TimeControl::minutes(3, 2));
        click_point_at(&mut app, "a1", 1.0);
        click_point_at(&mut app, "b4", 2.0);
        app.apply(Command::Move(MoveCommand::Undo), 3.0);
        let ask = match end {
            Command::Game(GameCommand::ConfirmDraw) => Command::Game(GameCommand::AgreeDraw),
            _ => Command::Game(GameCommand::Resign),
        };
        app.apply(ask, 3.0);
        app.apply(end, 3.0);
        assert!(app.game().outcome().is_some());
        assert_eq!(app.game().ply_count(), 1);
        let record = app.game().to_record();
        assert_eq!(record.clock.as_ref().unwrap().marks.len(), 1);
        let back = akidada::record::load_str(&record.to_ron()).expect("the game loads");
        assert_eq!(back.outcome(), app.game().outcome());
    }
}

#[test]
fn the_computer_thinks_within_its_clock() {
    use akidada::app::computer::{DAMA_MOVE_TIME, move_limits};
    use std::time::Duration;
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::new(DamaRules::default(), 1))),
        Players::humans("Ada", "Bolek"),
    );
    // Without clocks, the level's own time.
    let limits = move_limits(&game);
    assert_eq!(limits.clock, None);
    assert_eq!(
        limits.deadlines(),
        (Some(DAMA_MOVE_TIME), Some(DAMA_MOVE_TIME))
    );
    // With a full clock the level's time still bounds it; with 3 s left it
    // thinks under a second.
    game = game.with_clock(Some(TimeControl::minutes(3, 2)));
    let limits = move_limits(&game);
    assert_eq!(
        limits.clock.map(|c| (c.time, c.increment)),
        Some((Duration::from_secs(180), Duration::from_secs(2)))
    );
    assert_eq!(limits.deadlines().1, Some(DAMA_MOVE_TIME));
    game = game.with_clock(Some(TimeControl {
        base_ms: 3_000,
        increment_ms: 0,
    }));
    let (soft, hard) = move_limits(&game).deadlines();
    assert!(hard.unwrap() <= Duration::from_secs(1), "{hard:?}");
    assert!(soft.unwrap() <= hard.unwrap());
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

fn dama_move_sounds(fen: &str, from: &str, to: &str) -> Vec<Sound> {
    let mut app = dama_app(fen);
    click_square(&mut app, from);
    click_square(&mut app, to);
    assert_eq!(app.game().cursor(), 1, "{fen}: {from}-{to} was played");
    sounds(&mut app)
}

#[test]
fn a_move_a_capture_a_crowning_and_the_end_each_have_their_sound() {
    assert_eq!(dama_move_sounds("W:Wa2:Bh7", "a2", "a3"), [Sound::Move]);
    assert_eq!(
        dama_move_sounds("W:Wd4:Bd5,h7", "d4", "d6"),
        [Sound::Capture]
    );
    assert_eq!(dama_move_sounds("W:Wb7:Bh2,h4", "b7", "b8"), [Sound::Crown]);
    // The last black piece taken: the capture, then the end.
    assert_eq!(
        dama_move_sounds("W:Wd4:Bd5", "d4", "d6"),
        [Sound::Capture, Sound::GameEnd]
    );
    // An Akidada placement.
    let mut app = App::new(settings());
    app.apply(akidada_game(FirstPlayer::White), 0.0);
    sounds(&mut app);
    click_point(&mut app, "a1");
    assert_eq!(sounds(&mut app), [Sound::Move]);
    // A resignation ends the game: it is heard too.
    app.apply(Command::Game(GameCommand::Resign), 0.0);
    app.apply(Command::Game(GameCommand::ConfirmResign), 0.0);
    assert!(app.game().outcome().is_some());
    assert_eq!(sounds(&mut app), [Sound::GameEnd]);
}

#[test]
fn with_sounds_off_nothing_is_heard() {
    let mut app = dama_app("W:Wd4:Bd5");
    assert!(app.settings().sound, "sounds are on by default");
    app.apply(Command::Settings(SettingsCommand::ToggleSound), 0.0);
    assert!(!app.settings().sound);
    click_square(&mut app, "d4");
    click_square(&mut app, "d6");
    assert!(app.game().outcome().is_some());
    assert_eq!(sounds(&mut app), []);
}
