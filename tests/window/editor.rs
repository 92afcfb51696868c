//! The position editor driven through its UI by name with egui_kittest: pieces
//! put on named squares and points, tools and buttons clicked by their labels,
//! the problems of the position read as the user reads them.

use akidada::gui::editor::{Editor, EditorOutcome};

use akidada::app::play::{ActiveGame, GamePlay, Players};
use akidada::app::text::Lang;
use akidada::games::akidada::Akidada;
use akidada::games::dama::Position;
use akidada::games::{EndReason, GameKind, Outcome, Side};
use akidada::session::Session;
use eframe::egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The test's state: the editor, the language, and how the user left it.
struct State {
    editor: Editor,
    lang: Lang,
    outcome: Option<EditorOutcome>,
}

fn harness(editor: Editor, lang: Lang) -> Harness<'static, State> {
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(
            |ui, s: &mut State| {
                if let Some(outcome) = s.editor.show(ui, s.lang, false) {
                    s.outcome = Some(outcome);
                }
            },
            State {
                editor,
                lang,
                outcome: None,
            },
        );
    h.run();
    h
}

/// Clicks a widget by its label.
fn click(h: &mut Harness<'_, State>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// A square or point of the board by its name ("d3"), whatever its name
/// goes on to say of what is set up there ("d3, white man").
fn spot<'a>(h: &'a Harness<'_, State>, name: &str) -> egui_kittest::Node<'a> {
    let prefix = format!("{name}, ");
    h.get_by(move |n| n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with(&prefix)))
}

/// Clicks a square or point of the board by its name.
fn click_spot(h: &mut Harness<'_, State>, name: &str) {
    spot(h, name).click();
    h.run();
}

fn is_enabled(h: &Harness<'_, State>, label: &str) -> bool {
    !h.get_by_label(label).accesskit_node().is_disabled()
}

const H8_MESSAGE: &str = "A white man on h8 must be a king: a man there would have been crowned.";

#[test]
fn a_white_man_on_h8_is_refused_until_it_is_crowned() {
    let mut h = harness(Editor::new_dama(None), Lang::En);
    assert!(is_enabled(&h, "Play from here"), "the start can be played");
    click(&mut h, "Clear the board");
    click(&mut h, "Black man");
    click_spot(&mut h, "a5");
    click(&mut h, "White man");
    click_spot(&mut h, "h8");
    assert_eq!(h.state().editor.position_string(), "W:Wh8:Ba5");

    h.get_by_label(H8_MESSAGE);
    h.get_by_label("Error:");
    assert!(!is_enabled(&h, "Play from here"));
    assert!(!is_enabled(&h, "Save as a game…"));

    // The king tool crowns the man, and the error goes.
    click(&mut h, "White king");
    click_spot(&mut h, "h8");
    assert_eq!(h.state().editor.position_string(), "W:WKh8:Ba5");
    assert!(h.query_by_label(H8_MESSAGE).is_none());
    h.get_by_label("The position is ready to play.");
    assert!(is_enabled(&h, "Play from here"));
}

#[test]
fn seven_akidada_pieces_a_side_are_refused_with_their_message() {
    let mut h = harness(Editor::new_akidada(None), Lang::En);
    assert_eq!(h.state().editor.position_string(), "W:W:B:H6,6");
    click(&mut h, "White piece");
    click_spot(&mut h, "c1");
    h.get_by_label(
        "White has 7 pieces (1 on the board, 6 in hand): at most 6 a side, board and hand \
         together.",
    );
    assert!(!is_enabled(&h, "Play from here"));

    // One piece fewer in hand: no error, but White has now placed one more piece
    // than Black, so Black should be to move.
    h.get_by_role_and_label(Role::Slider, "White in hand")
        .decrement_accesskit();
    h.run();
    assert_eq!(h.state().editor.position_string(), "W:Wc1:B:H5,6");
    h.get_by_label("Warning:");
    assert!(is_enabled(&h, "Play from here"));
    click(&mut h, "Black to move");
    assert_eq!(h.state().editor.position_string(), "B:Wc1:B:H5,6");
    h.get_by_label("The position is ready to play.");

    click(&mut h, "Play from here");
    let Some(EditorOutcome::Play(game)) = &h.state().outcome else {
        panic!("no game: {:?}", h.state().outcome)
    };
    let GamePlay::Akidada(play) = &game.play else {
        panic!("not Akidada")
    };
    assert_eq!(play.session.position().to_string(), "B:Wc1:B:H5,6");
}

#[test]
fn a_position_set_up_by_clicks_is_played_from() {
    let mut h = harness(Editor::new_dama(None), Lang::En);
    click(&mut h, "Clear the board");
    click(&mut h, "White king");
    click_spot(&mut h, "b8");
    click(&mut h, "Black man");
    for sq in ["b6", "d5", "e4", "a3", "g2", "c7"] {
        click_spot(&mut h, sq);
    }
    // A right click takes a piece away again.
    spot(&h, "c7").click_secondary();
    h.run();
    click(&mut h, "Black king");
    click_spot(&mut h, "b1");
    click_spot(&mut h, "h1");
    let fen = "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6";
    assert_eq!(h.state().editor.position_string(), fen);
    // The lone-piece rule judges moves: White's lone king is not yet lost.
    h.get_by_label("The position is ready to play.");
    // The position string field shows it.
    assert_eq!(
        h.get_by_role_and_label(Role::TextInput, "Position string")
            .value()
            .as_deref(),
        Some(fen)
    );

    click(&mut h, "Play from here");
    let Some(EditorOutcome::Play(game)) = &h.state().outcome else {
        panic!("no game: {:?}", h.state().outcome)
    };
    let GamePlay::Dama(play) = &game.play else {
        panic!("not Dama")
    };
    assert_eq!(play.session.position().to_string(), fen);
    assert_eq!(play.session.position(), fen.parse::<Position>().unwrap());
    assert_eq!(game.players.names, ["Player 1", "Player 2"]);
    // The lone-piece rule judges moves (RULES.md): the description's worked example as
    // drawn is a game to play, and a maximal capture wins it.
    assert_eq!(game.outcome(), None);
    let mut game = game.clone();
    let GamePlay::Dama(play) = &mut game.play else {
        panic!("not Dama")
    };
    play.session.play_text("b8xb5xg5xg1xa1xa4xf4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: EndReason::KingVersusLonePiece
        })
    );
}

#[test]
fn the_position_string_is_edited_and_applied() {
    let mut h = harness(Editor::new_dama(None), Lang::En);
    let field = h.get_by_role_and_label(Role::TextInput, "Position string");
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(Role::TextInput, "Position string")
        .type_text("B:Wa2,z9:Bc5");
    h.run();
    click(&mut h, "Apply");
    // Refused, saying where; the board is as it was.
    h.get_by_label(
        "At character 7: expected a square from a1 to h8, a king written Kd5, found “z9”.",
    );
    assert_eq!(
        h.state().editor.position_string(),
        Position::start(Side::White).to_string()
    );

    let field = h.get_by_role_and_label(Role::TextInput, "Position string");
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(Role::TextInput, "Position string")
        .type_text("B:WKd4,a8:Bc5");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().editor.position_string(), "B:WKd4,a8:Bc5");
    assert!(h.state().editor.string_error().is_none());
    // Read as written, then judged: a white man on a8 must be a king.
    h.get_by_label("A white man on a8 must be a king: a man there would have been crowned.");
    assert!(!is_enabled(&h, "Play from here"));

    // An Akidada string switches the game.
    let field = h.get_by_role_and_label(Role::TextInput, "Position string");
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(Role::TextInput, "Position string")
        .type_text("W:Wa1,c1:Bb4:H4,5");
    h.run();
    click(&mut h, "Apply");
    assert_eq!(h.state().editor.game, GameKind::Akidada);
    assert_eq!(h.state().editor.position_string(), "W:Wa1,c1:Bb4:H4,5");
}

#[test]
fn messages_and_buttons_are_in_polish() {
    let mut h = harness(Editor::new_dama(None), Lang::Pl);
    h.get_by_label("Edytor pozycji");
    h.get_by_label("Pozycja jest gotowa do gry.");
    click(&mut h, "Wyczyść planszę");
    // An empty board: White, to move, has no pieces.
    h.get_by_label(
        "Białe są na ruchu, ale nie mają żadnego pionka: partia jest już skończona, \
         wygrywają czarne.",
    );
    h.get_by_label("Uwaga:");
    assert!(
        is_enabled(&h, "Graj od tej pozycji"),
        "a warning allows play"
    );
    click(&mut h, "Biały pionek");
    click_spot(&mut h, "h8");
    h.get_by_label(
        "Biały pionek na h8 musi być damką: pionek, który dojdzie do ostatniego rzędu, staje \
         się damką.",
    );
    h.get_by_label("Błąd:");
    assert!(!is_enabled(&h, "Graj od tej pozycji"));
    click(&mut h, "Biała damka");
    click_spot(&mut h, "h8");
    // Now Black has no pieces, but White is to move: White has a king and moves.
    click(&mut h, "Ruch czarnych");
    h.get_by_label(
        "Czarne są na ruchu, ale nie mają żadnego pionka: partia jest już skończona, \
         wygrywają białe.",
    );

    let mut h = harness(Editor::new_akidada(None), Lang::Pl);
    click_spot(&mut h, "c1");
    h.get_by_label(
        "Białe mają 7 pionków (1 na planszy, 6 w ręce): najwyżej 6 na stronę, razem na \
         planszy i w ręce.",
    );
    assert!(!is_enabled(&h, "Graj od tej pozycji"));
    h.get_by_label("Anuluj");
}

#[test]
fn cancel_and_save_say_so() {
    let mut h = harness(Editor::new_akidada(None), Lang::En);
    click(&mut h, "Cancel");
    assert!(matches!(h.state().outcome, Some(EditorOutcome::Cancel)));

    // From a game on screen: its position, rules and players.
    let session = Session::<Akidada>::new(Default::default(), 7);
    let game = ActiveGame::from_play(
        GamePlay::Akidada(akidada::app::play::AkidadaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    );
    let mut h = harness(Editor::from_game(&game), Lang::En);
    click(&mut h, "Save as a game…");
    let Some(EditorOutcome::SaveAs(saved)) = &h.state().outcome else {
        panic!("not saved: {:?}", h.state().outcome)
    };
    assert_eq!(saved.players.names, ["Ada", "Bolek"]);
    let record = saved.to_record();
    let first = game.first_side().letter();
    assert_eq!(record.start, format!("{first}:W:B:H6,6"));
    assert!(record.replay().is_ok());
}

#[test]
fn the_game_is_switched_and_the_board_flipped() {
    let mut h = harness(Editor::new_dama(None), Lang::En);
    click(&mut h, "Akidada");
    assert_eq!(h.state().editor.game, GameKind::Akidada);
    spot(&h, "c1");
    h.get_by_label("White piece");
    assert!(h.query_by_label("White king").is_none());
    click(&mut h, "Dama (Turkish draughts)");
    spot(&h, "h8");
    h.get_by_label("White king");
}

#[test]
fn each_square_and_point_is_named_with_what_is_set_up_there() {
    let mut h = harness(Editor::new_dama(None), Lang::En);
    click(&mut h, "Clear the board");
    h.get_by_role_and_label(Role::Button, "e3, empty");
    click(&mut h, "White man");
    click_spot(&mut h, "e3");
    h.get_by_role_and_label(Role::Button, "e3, white man");
    click(&mut h, "Black king");
    click_spot(&mut h, "b1");
    h.get_by_role_and_label(Role::Button, "b1, black king");
    // A piece the rules refuse is named as it stands: the editor says what
    // is wrong with it below the board.
    click(&mut h, "White man");
    click_spot(&mut h, "h8");
    h.get_by_role_and_label(Role::Button, "h8, white man");

    // Akidada's points, in the window's language.
    let mut h = harness(Editor::new_dama(None), Lang::Pl);
    click(&mut h, "Akidada");
    let tr = akidada::i18n::Tr(Lang::Pl);
    let piece = tr.t(akidada::i18n::m::SPOT_WHITE_PIECE);
    let tool = tr.t(akidada::i18n::m::EDITOR_WHITE_PIECE);
    click(&mut h, tool);
    click_spot(&mut h, "c1");
    h.get_by_role_and_label(Role::Button, &format!("c1, {piece}"));
}

#[test]
fn a_level_is_proven_in_the_editor_before_it_can_be_saved() {
    let editor = Editor::new_dama(Some(&"W:Wd3:Bh7".parse::<Position>().unwrap()));
    let mut h = harness(editor, Lang::En);
    click(&mut h, "Save as a level…");
    h.get_by_label("Goal");
    assert!(
        !is_enabled(&h, "Save the level…"),
        "not before it is proven"
    );
    // A man to d6 in at most three moves: the goal and square chosen in the
    // model (the form's fields are the model's), proven through the button.
    let form = h.state_mut().editor.level.as_mut().unwrap();
    form.goal = akidada::app::editor::GoalKind::Reach;
    form.square = "d6".into();
    form.stars = (3, 3, 3);
    h.run();
    // The form is at the foot of the tools: scrolled to first.
    h.get_by_label("Prove").scroll_to_me();
    h.run();
    // The proof runs on a worker thread under a spinner, which repaints
    // until it is done: stepped, not run to rest, for up to 30 s of a busy
    // machine.
    h.get_by_label("Prove").click();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while h
        .query_by_label_contains("Proven: done in 3 moves")
        .is_none()
        && std::time::Instant::now() < deadline
    {
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    h.run();
    let form = h.state().editor.level.as_ref().unwrap();
    assert!(
        h.query_by_label_contains("Proven: done in 3 moves")
            .is_some(),
        "{:?} {:?} {:?}",
        form.verdict,
        form.proof,
        h.state().editor.level()
    );
    h.get_by_label("Save the level…").scroll_to_me();
    h.run();
    click(&mut h, "Save the level…");
    let Some(EditorOutcome::SaveLevel(text)) = &h.state().outcome else {
        panic!("the level is to be saved")
    };
    assert!(text.contains("Reach(\"d6\")"), "{text}");
}
