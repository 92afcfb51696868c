//! Playing by keyboard and screen reader: every shortcut of the table on
//! every screen where its menu item applies, an open menu and Escape, the
//! board's cursor, the move box, the names of the squares and points and the
//! announcement of each move and of the game's end.

use super::settings;
use akidada::app::command::{DialogCommand, GameCommand, MoveCommand, SettingsCommand};
use akidada::app::computer::Eval;
use akidada::app::highlight::BoardInput;
use akidada::app::play::review::{Judged, Review};
use akidada::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, Players};
use akidada::app::settings::Settings;
use akidada::app::text::Lang;
use akidada::app::training::TrainingCommand;
use akidada::app::{App, Command, Modal};
use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::games::{EndReason, Outcome, Side};
use akidada::gui::Window;
use akidada::gui::actions::{ACTIONS, Id};
use akidada::gui::board::keys;
use akidada::session::{Lot, Session};
use eframe::egui::accesskit::Live;
use eframe::egui::{self, Key, Modifiers, Role, ViewportCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

pub fn harness(app: App) -> Harness<'static, Window> {
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run();
    h
}

fn with_game(play: GamePlay) -> App {
    App::new(settings()).with_game(ActiveGame::from_play(play, Players::humans("Ada", "Bolek")))
}

/// A Dama game from `fen`, White first.
pub fn dama_app(fen: &str) -> App {
    let pos: Position = fen.parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    with_game(GamePlay::Dama(DamaPlay::new(
        Session::<Dama>::from_position(DamaRules::default(), lot, pos),
    )))
}

const DAMA_START: &str = "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7";

// ---------------------------------------------------------------------------
// Every shortcut on every screen

/// The game: four moves, two of them undone, a piece selected.
fn game_screen() -> App {
    let pos: Position = DAMA_START.parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    for text in ["d3-d4", "e6-e5", "a3-a4", "h6-h5"] {
        session.play_text(text).unwrap();
    }
    let mut app = with_game(GamePlay::Dama(DamaPlay::new(session)));
    app.apply(Command::Move(MoveCommand::Undo), 0.0);
    app.apply(Command::Move(MoveCommand::Undo), 0.0);
    let c3: Square = "c3".parse().unwrap();
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(c3.index()))),
        0.0,
    );
    app
}

/// An Akidada game at the start, the interface a size larger than usual.
fn akidada_screen() -> App {
    let mut app = App::new(Settings {
        interface_size: 125,
        ..settings()
    });
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    app
}

fn trainer(open: TrainingCommand) -> App {
    let mut app = akidada_screen().with_training_file(None);
    app.apply(Command::Training(open), 0.0);
    app
}

/// A one-move game reviewed as a blunder, its mistakes opened.
fn mistakes_screen() -> App {
    let pos: Position = "W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7"
        .parse()
        .unwrap();
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
    let judged = |cp, best: &str| {
        Some(Judged {
            eval: Eval::Cp(cp),
            best: Some(best.into()),
            line: vec![best.into()],
        })
    };
    game.review = Some(Review::from_judged(
        vec![judged(700, "b7-b8"), judged(0, "d7-d6")],
        &[Side::White, Side::Black],
        None,
    ));
    let mut app = App::new(settings()).with_game(game);
    app.apply(
        Command::Training(TrainingCommand::OpenMistakes(Side::White)),
        0.0,
    );
    app
}

fn editor_screen() -> App {
    let mut app = akidada_screen();
    app.apply(Command::Dialog(DialogCommand::OpenEditor), 0.0);
    app
}

fn rules_screen() -> App {
    let mut app = game_screen();
    app.apply(Command::Dialog(DialogCommand::ShowRules), 0.0);
    app
}

/// A screen: its name, and how to make it afresh for every key tried on it.
type Screen = (&'static str, fn() -> App);

const SCREENS: &[Screen] = &[
    ("game (Dama)", game_screen),
    ("game (Akidada)", akidada_screen),
    ("puzzles", || trainer(TrainingCommand::OpenPuzzles)),
    ("capture drill", || trainer(TrainingCommand::OpenDrill)),
    ("mistakes", mistakes_screen),
    ("editor", editor_screen),
    ("rules", rules_screen),
];

/// What a person can tell of the app after one frame and the frames that
/// follow: the screen, the settings, the game, the half-entered move, the
/// status, whether the window was asked to close and whether a menu is open.
fn observed(h: &mut Harness<'static, Window>) -> String {
    h.step();
    let closing = h.output().viewport_output.values().any(|v| {
        v.commands
            .iter()
            .any(|c| matches!(c, ViewportCommand::Close))
    });
    // Not `run`: the drill's clock repaints as long as a round lasts.
    h.run_steps(4);
    let app = &h.state().app;
    let screen = match app.modal() {
        None => "game".to_string(),
        Some(Modal::Training(t)) => format!("trainer {:?}", std::mem::discriminant(&t.screen)),
        Some(m) => format!("{:?}", std::mem::discriminant(m)),
    };
    let input = match &app.game().play {
        GamePlay::Dama(p) => format!("{:?}", p.input),
        GamePlay::Akidada(p) => format!("{:?}", p.input),
    };
    format!(
        "screen {screen}; {:?}; moves {:?} at {}; input {input}; status {:?}; closing {closing}; menu open {}",
        app.settings(),
        app.game().move_texts(),
        app.game().cursor(),
        app.status(),
        egui::Popup::is_any_open(&h.ctx),
    )
}

#[test]
fn every_shortcut_does_what_its_menu_item_does_on_every_screen_where_it_is_enabled() {
    // Defect: Ctrl+N and Ctrl+O did nothing in the trainer's screens, though
    // the menu offered them.
    let mut tried = std::collections::HashSet::new();
    for (screen, make) in SCREENS {
        let fresh = harness(make());
        assert!(
            akidada::gui::actions::menu_usable(&fresh.state().app),
            "the menu bar can be used on the {screen}"
        );
        for action in ACTIONS.iter().filter(|a| a.id != Id::Paste) {
            if !(action.enabled)(&fresh.state().app) {
                continue;
            }
            for key in action.keys {
                let mut by_key = harness(make());
                // The key alone in its frame, whose output tells whether the
                // window was asked to close.
                by_key.event(egui::Event::Key {
                    key: key.logical_key,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: key.modifiers,
                });
                let mut by_menu = harness(make());
                let command = (action.command)(&by_menu.state().app);
                by_menu.state_mut().app.apply(command, 0.0);
                assert_eq!(
                    observed(&mut by_key),
                    observed(&mut by_menu),
                    "{:?} by {key:?} on the {screen}",
                    action.id
                );
                tried.insert((action.id, key.logical_key, key.modifiers.command));
            }
        }
    }
    // Ctrl+V is egui's paste event, which opens what was pasted (its own test).
    for action in ACTIONS.iter().filter(|a| a.id != Id::Paste) {
        for key in action.keys {
            assert!(
                tried.contains(&(action.id, key.logical_key, key.modifiers.command)),
                "{:?} by {key:?} was enabled on no screen",
                action.id
            );
        }
    }
}

#[test]
fn escape_closes_an_open_menu_first_and_a_shortcut_closes_it_before_acting() {
    // Defect: Escape left the menu open, and Ctrl+N opened the new-game
    // dialog under the menu still open.
    let mut h = harness(game_screen());
    h.get_by_label("Game").click();
    h.run();
    assert!(
        h.query_by_label("Save as…").is_some(),
        "the Game menu is open"
    );
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("Save as…").is_none(), "Escape closed it");
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        unreachable!()
    };
    assert!(
        play.input.selected.is_some(),
        "the Escape that closed the menu did not also drop the selection"
    );
    h.key_press(Key::Escape);
    h.run();
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        unreachable!()
    };
    assert_eq!(play.input.selected, None, "the next Escape drops it");

    h.get_by_label("Game").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    assert!(h.query_by_label("Save as…").is_none(), "the menu closed");
}

#[test]
fn shortcuts_work_after_a_button_took_the_keyboard() {
    // Defect: once Tab had put the keyboard on a button, no shortcut acted.
    let mut h = harness(game_screen());
    h.get_by_label("Undo").focus();
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().app.settings().flipped);
}

// ---------------------------------------------------------------------------
// The board by keyboard

/// The accessible name of the square or point `name` ("d3, white man").
fn name_of(h: &Harness<'_, Window>, name: &str) -> String {
    crate::board_spot(h, name).accesskit_node().label().unwrap()
}

/// Tab until the board has the keyboard (it is one stop among the others).
pub fn tab_to_board(h: &mut Harness<'static, Window>) {
    for _ in 0..200 {
        if keys::has_focus(&h.ctx) {
            return;
        }
        h.key_press(Key::Tab);
        h.run();
    }
    panic!("Tab never reached the board");
}

/// The name of the spot under the cursor: the board's active descendant, as a
/// screen reader finds it.
fn under_cursor(h: &Harness<'_, Window>) -> String {
    let board = h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Board: ")));
    let spot = board
        .accesskit_node()
        .active_descendant()
        .expect("the board names the spot under its cursor");
    spot.label().unwrap()
}

/// Arrow keys until the cursor is on `target` ("d4"), along the axis with
/// farther to go (the other one when that comes back to a spot already
/// passed: on Akidada's board not every point has a neighbour straight ahead).
fn walk_to(h: &mut Harness<'static, Window>, target: &str) {
    let flipped = h.state().app.settings().flipped;
    let mut passed = Vec::new();
    let mut other_axis = false;
    for _ in 0..30 {
        let here = under_cursor(h).split(',').next().unwrap().to_string();
        if here == target {
            return;
        }
        if passed.contains(&here) {
            other_axis = !other_axis;
        }
        passed.push(here.clone());
        let (f0, r0) = coords(&here);
        let (f1, r1) = coords(target);
        let (df, dr) = if flipped {
            (f0 - f1, r0 - r1)
        } else {
            (f1 - f0, r1 - r0)
        };
        let across = if df > 0 {
            Key::ArrowRight
        } else {
            Key::ArrowLeft
        };
        let up_down = if dr > 0 { Key::ArrowUp } else { Key::ArrowDown };
        let horizontal = (df.abs() > dr.abs()) != other_axis;
        let key = match (horizontal, df, dr) {
            (_, 0, _) => up_down,
            (_, _, 0) => across,
            (true, _, _) => across,
            (false, _, _) => up_down,
        };
        h.key_press(key);
        h.run();
    }
    panic!("the cursor did not reach {target}");
}

fn coords(name: &str) -> (i32, i32) {
    let b = name.as_bytes();
    (i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
}

/// Plays at `spot` by keyboard: the cursor there, then Enter.
fn enter_at(h: &mut Harness<'static, Window>, spot: &str) {
    walk_to(h, spot);
    h.key_press(Key::Enter);
    h.run();
}

/// Types `text` in the move box (giving it the keyboard first if it has
/// not) and presses Enter.
fn type_move(h: &mut Harness<'static, Window>, text: &str) {
    if !h.ctx.text_edit_focused() {
        h.get_by_role(Role::TextInput).focus();
        h.run();
    }
    // What the box still holds (a move it refused) is replaced.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role(Role::TextInput).type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

fn dama_play<'a>(h: &'a Harness<'_, Window>) -> &'a DamaPlay {
    match &h.state().app.game().play {
        GamePlay::Dama(p) => p,
        GamePlay::Akidada(_) => panic!("not Dama"),
    }
}

/// The live label that says the last move and the result.
fn announced(h: &Harness<'_, Window>, text: &str) {
    let node = h.get_by_label(text);
    assert_eq!(node.accesskit_node().live(), Live::Polite, "{text}");
}

/// What the object a screen reader is on says besides its name: the last
/// thing said, which Orca speaks as it changes.
fn described(h: &Harness<'_, Window>, name: &str) -> String {
    let node = h.get_by_label(name);
    node.accesskit_node()
        .description()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_dama_game_played_by_arrow_keys_enter_and_the_move_box() {
    let mut h = harness(dama_app(DAMA_START));
    assert_eq!(name_of(&h, "d3"), "d3, white man");
    assert_eq!(name_of(&h, "d4"), "d4, empty");
    assert_eq!(name_of(&h, "e6"), "e6, black man");
    tab_to_board(&mut h);
    assert_eq!(under_cursor(&h), "a1, empty", "the cursor starts at a1");
    // Select, cancel with Escape, select again and move.
    enter_at(&mut h, "d3");
    assert_eq!(name_of(&h, "d3"), "d3, white man, selected");
    assert_eq!(name_of(&h, "d4"), "d4, empty, a move can end here");
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(name_of(&h, "d3"), "d3, white man");
    assert!(
        keys::has_focus(&h.ctx),
        "Escape keeps the keyboard on the board"
    );
    enter_at(&mut h, "d3");
    enter_at(&mut h, "d4");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4"]);
    // The last move's squares are named so.
    assert_eq!(name_of(&h, "d3"), "d3, empty, the last move left here");
    assert_eq!(name_of(&h, "d4"), "d4, white man, the last move came here");
    announced(&h, "White played d3-d4.");
    let said = "White moves from d3 to d4. Black to move.";
    // The square under the cursor says it too, and only that square.
    assert_eq!(
        described(&h, "d4, white man, the last move came here"),
        said
    );
    assert_eq!(described(&h, "d3, empty, the last move left here"), "");
    h.key_press(Key::ArrowUp);
    h.run();
    assert_eq!(under_cursor(&h), "d5, empty");
    assert_eq!(described(&h, "d5, empty"), "", "the words stay behind");
    assert_eq!(
        described(&h, "d4, white man, the last move came here"),
        "",
        "and with nobody"
    );
    // Black's reply on a flipped board: up on screen is down the ranks.
    h.key_press(Key::F);
    h.run();
    assert!(h.state().app.settings().flipped);
    walk_to(&mut h, "e6");
    h.key_press(Key::ArrowUp);
    h.run();
    assert!(under_cursor(&h).starts_with("e5,"), "{}", under_cursor(&h));
    h.key_press(Key::ArrowUp);
    h.run();
    assert!(under_cursor(&h).starts_with("e4,"), "{}", under_cursor(&h));
    enter_at(&mut h, "e6");
    enter_at(&mut h, "e5");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4", "e6-e5"]);
    // The move box: a move, an unreadable text and an impossible move.
    type_move(&mut h, "c3-c4");
    assert_eq!(
        h.state().app.game().move_texts(),
        ["d3-d4", "e6-e5", "c3-c4"]
    );
    announced(&h, "White played c3-c4.");
    let said = "White moves from c3 to c4. Black to move.";
    // The move box keeps the keyboard: it says the move.
    assert_eq!(described(&h, "Type a move"), said);
    type_move(&mut h, "zz");
    h.get_by_label_contains("zz cannot be played: not a move");
    let reason = h.state().app.said().text.clone();
    assert!(
        reason.starts_with("zz cannot be played: not a move"),
        "{reason}"
    );
    assert_eq!(described(&h, "Type a move"), reason);
    assert_eq!(h.state().app.game().ply_count(), 3);
    assert_eq!(h.state().app.move_box().text, "zz", "kept to be put right");
    // Typing puts the last move back under the box, but says nothing anew.
    h.get_by_role(Role::TextInput).type_text("c");
    h.run();
    assert_eq!(h.state().app.said().text, reason);
    let node = h.get_by_label("White played c3-c4.");
    assert_eq!(node.accesskit_node().live(), Live::Off, "not read again");
}

/// Two routes of the king on b8 end on a2, taking different pieces.
const SEVERAL_ROUTES: &str = "W:WKb8:Bb2,e3,g3,c8,d2";

#[test]
fn a_dama_game_ends_by_the_move_box_after_the_whole_route_settles_a_choice() {
    let mut h = harness(dama_app(SEVERAL_ROUTES));
    assert_eq!(
        name_of(&h, "b8"),
        "b8, white king, a capture must start here"
    );
    type_move(&mut h, "b2-b1");
    h.get_by_label_contains("b2-b1 cannot be played: ");
    type_move(&mut h, "b8xa2");
    assert_eq!(
        h.state().app.move_box().problem.as_deref(),
        Some(
            "b8xa2 can be made by more than one route; type the whole route: \
             b8xe8xe2xc2xa2, b8xg8xg2xc2xa2"
        )
    );
    assert_eq!(h.state().app.game().ply_count(), 0);
    // The box keeps the keyboard, and the text to put right.
    assert!(h.ctx.text_edit_focused());
    type_move(&mut h, "b8xg8xg2xc2xa2");
    assert_eq!(h.state().app.game().move_texts(), ["b8xg8xg2xc2xa2"]);
    assert_eq!(name_of(&h, "a2"), "a2, white king, the last move came here");
    assert_eq!(name_of(&h, "e3"), "e3, black man");
    assert_eq!(name_of(&h, "c2"), "c2, empty");
    // A king against a lone piece wins, by the game's description.
    assert_eq!(
        h.state().app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::KingVersusLonePiece
        })
    );
    let text = h.state().app.said().game.clone();
    assert!(
        text.starts_with("White captures 4 pieces, c8, g3, d2 and b2, moving from b8 to a2. "),
        "{text}"
    );
    assert!(
        text.ends_with(". White wins, a lone piece against a king."),
        "{text}"
    );
    announced(&h, &h.state().app.announcement());
    type_move(&mut h, "e3-e2");
    h.get_by_label_contains("No move can be typed now: ");
    assert_eq!(dama_play(&h).session.plies().len(), 1);
}

/// The Akidada game of the play tests, from the start: placements, lines
/// with their removals, and slides.
const AKIDADA_GAME: [&str; 19] = [
    "a1", "b4", "c1", "d4", "e1xb4", "c4", "e3", "b3", "e5xc4", "c4", "b4", "d2", "a1-a3", "c4-c5",
    "a3-a1xd4", "b3-b2", "a1-a3", "b2-c2", "a3-a1xc5",
];

/// Plays an Akidada move by keyboard: Enter on the piece to slide, on where
/// it goes, then on each piece removed.
fn akidada_by_keys(h: &mut Harness<'static, Window>, text: &str) {
    let mut parts = text.split('x');
    for point in parts.next().unwrap().split('-') {
        enter_at(h, point);
    }
    for removed in parts {
        enter_at(h, removed);
    }
}

#[test]
fn a_whole_akidada_game_from_the_start_by_keyboard_and_the_move_box() {
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let app = with_game(GamePlay::Akidada(AkidadaPlay::new(
        Session::<Akidada>::from_position(
            AkidadaRules::default(),
            lot,
            akidada::games::akidada::Position::start(Side::White),
        ),
    )));
    let mut h = harness(app);
    assert_eq!(name_of(&h, "a1"), "a1, empty");
    announced(&h, "White to move.");
    tab_to_board(&mut h);
    for (i, text) in AKIDADA_GAME.iter().enumerate() {
        // Every third move typed, the others by arrows and Enter.
        if i % 3 == 2 {
            type_move(&mut h, text);
            tab_to_board(&mut h);
        } else {
            akidada_by_keys(&mut h, text);
        }
        assert_eq!(
            h.state().app.game().cursor(),
            i + 1,
            "move {} ({text}) was not played",
            i + 1
        );
        if i == 3 {
            // A line of three waits for its removal: the pieces that can go
            // are named so.
            walk_to(&mut h, "e1");
            h.key_press(Key::Space);
            h.run();
            assert_eq!(name_of(&h, "e1"), "e1, white piece");
            assert_eq!(name_of(&h, "b4"), "b4, black piece, can be removed");
            h.key_press(Key::Escape);
            h.run();
            assert_eq!(name_of(&h, "e1"), "e1, empty");
        }
    }
    assert_eq!(
        h.state().app.game().move_texts(),
        AKIDADA_GAME.map(String::from)
    );
    assert_eq!(
        h.state().app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::TwoPiecesLeft
        })
    );
    assert_eq!(name_of(&h, "c5"), "c5, empty");
    assert_eq!(
        name_of(&h, "a1"),
        "a1, white piece, the last move came here"
    );
    let text = h.state().app.said().game.clone();
    assert_eq!(
        text,
        "White moves from a3 to a1. White makes a line and removes the piece on c5. \
         White wins, the loser has only two pieces left."
    );
    announced(&h, &h.state().app.announcement());
}

#[test]
fn the_names_are_in_the_windows_language() {
    let mut h = harness(dama_app(SEVERAL_ROUTES));
    h.state_mut().app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        0.0,
    );
    h.run();
    assert_eq!(
        name_of(&h, "b8"),
        "b8, biała damka, stąd musi zacząć się bicie"
    );
    assert_eq!(name_of(&h, "a1"), "a1, puste");
    h.state_mut().app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Tr)),
        0.0,
    );
    h.run();
    assert_eq!(name_of(&h, "e3"), "e3, siyah taş");
    type_move(&mut h, "b8xa2");
    h.get_by_label_contains("birden çok yoldan yapılabilir");
}

#[test]
fn every_panel_is_reachable_with_tab() {
    let mut h = harness(game_screen());
    let mut names: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    for _ in 0..200 {
        h.key_press(Key::Tab);
        h.run();
        let Some(focused) = h.ctx.memory(|m| m.focused()) else {
            continue;
        };
        if seen.contains(&focused) {
            break;
        }
        seen.push(focused);
        let node = h.query_by(|n| n.locate().0 == focused.accesskit_id());
        names.extend(node.and_then(|n| n.accesskit_node().label()));
    }
    // The menu bar, the side panel, the replay controls, the move box and
    // the board.
    for wanted in ["Game", "Undo", "First position", "Autoplay", "Type a move"] {
        assert!(
            names.iter().any(|n| n == wanted),
            "{wanted} not reached: {names:?}"
        );
    }
    assert!(
        names.iter().any(|n| n.starts_with("Board: Dama")),
        "{names:?}"
    );
}

#[test]
fn escape_drops_a_move_half_made_on_the_trainers_board() {
    // Defect: Escape did nothing on the trainer's board; a piece selected
    // there stayed selected.
    let mut h = harness(mistakes_screen());
    assert_eq!(name_of(&h, "b7"), "b7, white man");
    // By the pointer: a click selects, Escape drops it.
    crate::board_spot(&h, "b7").click();
    h.run_steps(4);
    assert_eq!(name_of(&h, "b7"), "b7, white man, selected");
    h.key_press(Key::Escape);
    h.run_steps(4);
    assert_eq!(name_of(&h, "b7"), "b7, white man");
    // By the keyboard: Enter selects, Escape drops it, the board keeps the
    // keyboard, and the move can then be made.
    tab_to_board(&mut h);
    enter_at(&mut h, "b7");
    assert_eq!(name_of(&h, "b7"), "b7, white man, selected");
    h.key_press(Key::Escape);
    h.run_steps(4);
    assert_eq!(name_of(&h, "b7"), "b7, white man");
    assert!(keys::has_focus(&h.ctx), "the board keeps the keyboard");
    assert!(h.state().app.trainer().is_some(), "the trainer stays open");
}
