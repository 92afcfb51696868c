//! The desktop app driven through its UI by name, as a person would: egui_kittest
//! clicks the AccessKit-labelled points, squares and buttons.

use super::settings;
use akidada::app::clock::TimeControl;
use akidada::app::command::{
    Command, DialogCommand, FileCommand, GameCommand, MoveCommand, PdnCommand, PlaybackCommand,
    SettingsCommand,
};
use akidada::app::highlight::BoardInput;
use akidada::app::play::{ActiveGame, DamaPlay, GamePlay, Players};
use akidada::app::settings::Settings;
use akidada::app::text::Lang;
use akidada::app::{App, Modal};
use akidada::games::dama::{Dama, DamaRules, NonMaxCapture, Position};
use akidada::games::{EndReason, GameKind, Outcome, Side};
use akidada::gui::Window;
use akidada::session::{Lot, Session};
use eframe::egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn harness(app: App) -> Harness<'static, Window> {
    // The computer's worker threads (teaching mode's judgements) ask for a
    // repaint when they have news: let a frame loop run a little longer.
    Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app))
}

/// An app showing a Dama game from `fen`, White to move, with these rules.
fn dama_app(fen: &str, rules: DamaRules) -> App {
    let pos: Position = fen.parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    App::new(settings()).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
            rules, lot, pos,
        ))),
        Players::humans("Ada", "Bolek"),
    ))
}

/// Clicks a widget by its label.
fn click(h: &mut Harness<'_, Window>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Clicks a point or square of the board by its name (the move list shows the
/// same names as text, so the role tells them apart).
fn click_spot(h: &mut Harness<'_, Window>, name: &str) {
    crate::board_spot(h, name).click();
    h.run();
}

/// A move entered by clicking its points: the piece (for a slide), the
/// destination, then each piece removed.
fn play_akidada(h: &mut Harness<'_, Window>, text: &str) {
    let mut parts = text.split('x');
    for point in parts.next().unwrap().split('-') {
        click_spot(h, point);
    }
    for removed in parts {
        click_spot(h, removed);
    }
}

const AKIDADA_GAME: [&str; 19] = [
    "a1", "b4", "c1", "d4", "e1xb4", "c4", "e3", "b3", "e5xc4", "c4", "b4", "d2", "a1-a3", "c4-c5",
    "a3-a1xd4", "b3-b2", "a1-a3", "b2-c2", "a3-a1xc5",
];

#[test]
fn a_whole_akidada_game_ends_when_a_removal_leaves_two_pieces() {
    let mut h = harness(App::new(settings()));
    h.run();
    // New game: Akidada is the default; White moves first instead of by lot.
    click(&mut h, "White");
    click(&mut h, "Start");
    assert!(!matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    assert!(
        !matches!(h.state().app.modal(), Some(Modal::Lot(_))),
        "no lot when White is chosen"
    );

    for (i, text) in AKIDADA_GAME.iter().enumerate() {
        assert_eq!(
            h.state().app.game().outcome(),
            None,
            "over before move {}",
            i + 1
        );
        play_akidada(&mut h, text);
        assert_eq!(
            h.state().app.game().cursor(),
            i + 1,
            "move {} ({text}) was not played",
            i + 1
        );
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
    // The banner says so.
    h.get_by_label("Game over");
    h.get_by_label("Player 1 (White) wins");
}

#[test]
fn removal_waits_for_the_player_to_choose_a_piece() {
    let mut h = harness(App::new(settings()));
    h.run();
    click(&mut h, "White");
    click(&mut h, "Start");
    for text in &AKIDADA_GAME[..4] {
        play_akidada(&mut h, text);
    }
    click_spot(&mut h, "e1");
    // The line is made but the move waits for its removal: nothing is played yet.
    assert_eq!(h.state().app.game().cursor(), 4);
    h.get_by_label("Line! Choose an enemy piece to remove.");
    // A click on an own piece or an empty point does not remove anything.
    click_spot(&mut h, "a1");
    click_spot(&mut h, "e5");
    assert_eq!(h.state().app.game().cursor(), 4);
    click_spot(&mut h, "d4");
    assert_eq!(h.state().app.game().move_texts().last().unwrap(), "e1xd4");
}

const SEVERAL_ROUTES: &str = "W:WKb8:Bb2,e3,g3,c8,d2";

#[test]
fn several_maximal_routes_to_one_square_are_drawn_and_one_is_picked() {
    let mut h = harness(dama_app(SEVERAL_ROUTES, DamaRules::default()));
    h.run();
    click_spot(&mut h, "b8");
    click_spot(&mut h, "a2");
    // Two moves end on a2, capturing different pieces: the player picks.
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        panic!("not dama")
    };
    assert_eq!(play.input.choosing.len(), 2);
    h.get_by_label("Several routes end here. Pick one:");
    click(&mut h, "2. b8xg8xg2xc2xa2");
    assert_eq!(h.state().app.game().move_texts(), ["b8xg8xg2xc2xa2"]);
    // Black's pieces on c8, g3, d2 and b2 are gone; e3 stays.
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        panic!("not dama")
    };
    assert_eq!(play.session.position().to_string(), "B:WKa2:Be3");
}

#[test]
fn a_capture_can_be_entered_hop_by_hop() {
    let mut h = harness(dama_app(SEVERAL_ROUTES, DamaRules::default()));
    h.run();
    for sq in ["b8", "e8", "e2", "c2", "a2"] {
        click_spot(&mut h, sq);
    }
    assert_eq!(h.state().app.game().move_texts(), ["b8xe8xe2xc2xa2"]);
}

/// The description's worked example with a white man added on h7, out of every
/// route's way, so that White does not stand with a lone piece against kings
/// before moving.
const EXAMPLE: &str = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1";
const VARIANT_A: [&str; 6] = ["b8", "b5", "e5", "e1", "a1", "a4"];

#[test]
fn a_non_maximal_capture_asks_first_and_then_loses_under_the_default_rule() {
    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        panic!("not dama")
    };
    assert_eq!(
        play.session.legal_moves().len(),
        7,
        "the worked example's seven moves"
    );
    for sq in VARIANT_A {
        click_spot(&mut h, sq);
    }
    // Not played yet: the dialog says plainly that it loses.
    assert_eq!(h.state().app.game().cursor(), 0);
    crate::dialog_named(&h, "This move loses the game");
    h.get_by_label_contains("captures 5, but 6 is the maximum");
    // Choosing another move keeps the game as it was.
    click(&mut h, "Choose another move");
    assert_eq!(h.state().app.game().cursor(), 0);
    assert!(h.state().app.modal().is_none());

    for sq in VARIANT_A {
        click_spot(&mut h, sq);
    }
    click(&mut h, "Play it and lose");
    assert_eq!(h.state().app.game().move_texts(), ["b8xb5xe5xe1xa1xa4"]);
    assert_eq!(
        h.state().app.game().outcome(),
        Some(Outcome::Win {
            winner: Side::Black,
            reason: EndReason::NonMaximalCapture
        })
    );
    h.get_by_label("the loser did not capture the maximum");
}

#[test]
fn a_non_maximal_capture_is_refused_under_the_forbidden_option() {
    let rules = DamaRules {
        non_max_capture: NonMaxCapture::Forbidden,
        ..DamaRules::default()
    };
    let mut h = harness(dama_app(EXAMPLE, rules));
    h.run();
    for sq in VARIANT_A {
        click_spot(&mut h, sq);
    }
    crate::dialog_named(&h, "Move not allowed");
    h.get_by_label_contains("you must capture the maximum, 6");
    assert!(h.query_by_label("Play it and lose").is_none());
    click(&mut h, "OK");
    assert_eq!(h.state().app.game().cursor(), 0);
    assert_eq!(h.state().app.game().outcome(), None);
    // The legal variant B is still there to play.
    for sq in ["b8", "b5", "g5", "g1", "a1", "a4", "h4"] {
        click_spot(&mut h, sq);
    }
    assert_eq!(h.state().app.game().move_texts(), ["b8xb5xg5xg1xa1xa4xh4"]);
}

#[test]
fn a_plain_move_when_a_capture_is_compulsory_also_asks() {
    let mut h = harness(dama_app("W:Wd3,a2:Bd4", DamaRules::default()));
    h.run();
    click_spot(&mut h, "a2");
    click_spot(&mut h, "a3");
    h.get_by_label_contains("captures nothing, but a capture of 1 is compulsory");
}

#[test]
fn undo_and_redo_by_button_and_keyboard() {
    let mut h = harness(dama_app(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        DamaRules::default(),
    ));
    h.run();
    for sq in ["d3", "d4", "e6", "e5"] {
        click_spot(&mut h, sq);
    }
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4", "e6-e5"]);
    click(&mut h, "Undo");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().app.game().cursor(), 0);
    click(&mut h, "Redo");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4", "e6-e5"]);
    // A new move after an undo would cut off the undone one: it asks first.
    click(&mut h, "Undo");
    click_spot(&mut h, "a6");
    click_spot(&mut h, "a5");
    crate::dialog_named(&h, "Play from here?");
    click(&mut h, "Cancel");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4"]);
    assert!(
        h.state().app.game().can_redo(),
        "the later move is still there"
    );
    click_spot(&mut h, "a6");
    click_spot(&mut h, "a5");
    click(&mut h, "Play from here");
    assert_eq!(h.state().app.game().move_texts(), ["d3-d4", "a6-a5"]);
    assert!(!h.state().app.game().can_redo());
}

/// Four moves from the start, then two undone: a game with a redo tail.
fn dama_with_a_redo_tail() -> Harness<'static, Window> {
    let mut h = harness(dama_app(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        DamaRules::default(),
    ));
    h.run();
    for sq in ["d3", "d4", "e6", "e5", "a3", "a4", "h6", "h5"] {
        click_spot(&mut h, sq);
    }
    assert_eq!(h.state().app.game().ply_count(), 4);
    click(&mut h, "Undo");
    click(&mut h, "Undo");
    assert_eq!(h.state().app.game().cursor(), 2);
    h
}

#[test]
fn shortcuts_do_nothing_behind_a_dialog() {
    // Defect: Ctrl+Z behind "play from here?" moved the cursor, and the confirm
    // then played the stored move in another position.
    let mut h = dama_with_a_redo_tail();
    click_spot(&mut h, "b3");
    click_spot(&mut h, "b4");
    crate::dialog_named(&h, "Play from here?");
    for (m, k) in [
        (Modifiers::COMMAND, Key::Z),
        (Modifiers::COMMAND, Key::Y),
        (Modifiers::NONE, Key::ArrowLeft),
        (Modifiers::NONE, Key::Home),
    ] {
        h.key_press_modifiers(m, k);
        h.run();
        assert_eq!(
            h.state().app.game().cursor(),
            2,
            "{m:?} {k:?} acted behind the dialog"
        );
    }
    assert!(!matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    click(&mut h, "Play from here");
    assert_eq!(
        h.state().app.game().move_texts(),
        ["d3-d4", "e6-e5", "b3-b4"]
    );
}

#[test]
fn a_move_confirmed_after_the_board_changed_is_not_played_elsewhere() {
    // Even if the cursor moved under an open question, the answer applies only
    // where the move was chosen.
    let mut h = dama_with_a_redo_tail();
    click_spot(&mut h, "b3");
    click_spot(&mut h, "b4");
    crate::dialog_named(&h, "Play from here?");
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::Playback(PlaybackCommand::GoTo(0)),
        ctx.input(|i| i.time),
    );
    h.state_mut().app.apply(
        Command::Move(MoveCommand::ConfirmTruncate),
        ctx.input(|i| i.time),
    );
    h.run();
    assert_eq!(h.state().app.game().cursor(), 0);
    assert_eq!(
        h.state().app.game().ply_count(),
        4,
        "nothing was cut off or played"
    );
}

#[test]
fn shortcuts_leave_a_text_field_its_own_keys() {
    // Defect: Ctrl+Z in the path prompt undid a game move.
    let mut h = dama_with_a_redo_tail();
    h.state_mut()
        .app
        .apply(Command::File(FileCommand::SaveAs), 0.0);
    if let Some(Modal::PathPrompt { path, .. }) = h.state_mut().app.modal_mut() {
        path.clear();
    }
    h.run();
    // The path's field, not the move box under the board.
    h.get_by(|n| n.role() == Role::TextInput && n.label().as_deref() != Some("Type a move"))
        .focus();
    h.run();
    h.get_by(|n| n.role() == Role::TextInput && n.label().as_deref() != Some("Type a move"))
        .type_text("game");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().app.game().cursor(), 2);
    assert_eq!(h.state().app.game().ply_count(), 4);
}

#[test]
fn a_refused_or_unconfirmed_move_keeps_the_later_moves() {
    // Defect: the redo tail was cut before the move was judged.
    let example_with_tail = || {
        let mut app = dama_app(EXAMPLE, DamaRules::default());
        // Variant B played, then undone: one later move.
        for sq in ["b8", "b5", "g5", "g1", "a1", "a4", "f4"] {
            let i = sq.parse::<akidada::games::dama::Square>().unwrap().index();
            app.apply(Command::Move(MoveCommand::Board(BoardInput::Click(i))), 0.0);
        }
        app.apply(Command::Move(MoveCommand::Undo), 0.0);
        assert!(app.game().can_redo());
        app
    };
    // The losing variant A, asked about and not confirmed.
    let mut h = harness(example_with_tail());
    h.run();
    for sq in VARIANT_A {
        click_spot(&mut h, sq);
    }
    crate::dialog_named(&h, "Play from here?");
    click(&mut h, "Play from here");
    crate::dialog_named(&h, "This move loses the game");
    click(&mut h, "Choose another move");
    assert!(
        h.state().app.game().can_redo(),
        "the later move is still there"
    );
    assert_eq!(h.state().app.game().ply_count(), 1);
    // Refused under Forbidden.
    let app = example_with_tail();
    let mut game = app.game().clone();
    if let GamePlay::Dama(play) = &mut game.play {
        let rules = DamaRules {
            non_max_capture: NonMaxCapture::Forbidden,
            ..DamaRules::default()
        };
        let start = *play.session.start();
        let mut session = Session::<Dama>::from_position(rules, play.session.lot(), start);
        session.play_text("b8xb5xg5xg1xa1xa4xf4").unwrap();
        session.undo();
        *play = DamaPlay::new(session);
    }
    let mut h = harness(app.with_game(game));
    h.run();
    for sq in VARIANT_A {
        click_spot(&mut h, sq);
    }
    click(&mut h, "Play from here");
    crate::dialog_named(&h, "Move not allowed");
    click(&mut h, "OK");
    assert!(
        h.state().app.game().can_redo(),
        "the later move is still there"
    );
}

#[test]
fn polish_messages_have_no_english_in_them() {
    // Defect: the Polish message for an unreadable position string carried the
    // English words of what was expected.
    use akidada::app::text::Tr;
    use akidada::record::{RecordError, load_str};
    let tr = Tr(Lang::Pl);
    for text in [
        "(format: 1, game: Dama(), first: White, start: \"W:Wz9:B\")",
        "(format: 1, game: Dama(), first: White, start: \"W:Wa8:B\")",
        "(format: 1, game: Dama(), first: White, start: \"W:Wa2:Bh7\", moves: [\"a2?a3\"])",
        "(format: 1, game: Akidada(), first: White, start: \"W:W:B:H7,6\")",
        "(format: 1, game: Dama(first: Black), first: White, start: \"W:Wa2:Bh7\")",
    ] {
        let e: RecordError = load_str(text).unwrap_err();
        let polish = tr.record_error(&e);
        for english in [
            "expected", "square", "point", "found", "crowned", "first is",
        ] {
            assert!(!polish.contains(english), "{english} in: {polish}");
        }
        assert_ne!(polish, tr_en(&e), "translated");
    }
}

fn tr_en(e: &akidada::record::RecordError) -> String {
    akidada::app::text::Tr(Lang::En).record_error(e)
}

#[test]
fn switching_to_polish_shows_polish_labels() {
    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    assert!(h.query_by_label("Cofnij").is_none());
    click(&mut h, "Settings");
    click(&mut h, "Language");
    click(&mut h, "Polski");
    assert_eq!(h.state().app.settings().language, Lang::Pl);
    h.get_by_label("Cofnij");
    h.get_by_label("Nowa gra");
    h.get_by_label("Poddaj się");
    h.get_by_label("Bicie jest obowiązkowe: 6 pionków");
    assert!(h.query_by_label("Undo").is_none());
}

#[test]
fn every_square_and_point_is_named_for_screen_readers() {
    let h = harness(dama_app(EXAMPLE, DamaRules::default()));
    for file in 'a'..='h' {
        for rank in 1..=8 {
            crate::board_spot(&h, &format!("{file}{rank}"));
        }
    }
    let mut h = harness(App::new(settings()));
    h.run();
    click(&mut h, "White");
    click(&mut h, "Start");
    for p in [
        "a1", "c1", "e1", "b2", "c2", "d2", "a3", "b3", "d3", "e3", "b4", "c4", "d4", "a5", "c5",
        "e5",
    ] {
        h.get_by_role_and_label(Role::Button, &format!("{p}, empty"));
    }
}

#[test]
fn replay_by_buttons_keys_and_the_move_list() {
    let mut h = harness(dama_app(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        DamaRules::default(),
    ));
    h.run();
    for sq in ["d3", "d4", "e6", "e5", "h3", "h4"] {
        click_spot(&mut h, sq);
    }
    assert_eq!(h.state().app.game().cursor(), 3);
    click(&mut h, "First position");
    assert_eq!(h.state().app.game().cursor(), 0);
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(h.state().app.game().cursor(), 1);
    click(&mut h, "Last move");
    assert_eq!(h.state().app.game().cursor(), 3);
    click(&mut h, "Previous move");
    assert_eq!(h.state().app.game().cursor(), 2);
    h.get_by_role_and_label(Role::ListItem, "d3-d4").click();
    h.run();
    assert_eq!(h.state().app.game().cursor(), 1);
    // The board shows the game at the cursor; every move is still in the list.
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        panic!("not dama")
    };
    assert!(
        play.session
            .position()
            .piece_at("d4".parse().unwrap())
            .is_some()
    );
    assert!(
        play.session
            .position()
            .piece_at("e5".parse().unwrap())
            .is_none()
    );
    assert_eq!(h.state().app.game().all_move_texts().0.len(), 3);
}

/// egui's bundled fonts have no glyph for many symbols; a missing one would show
/// as a box. Every fixed text, and a sample of each text with values, is laid out
/// here in every language (a missing glyph panics in debug builds).
#[test]
fn every_text_renders_with_the_bundled_fonts() {
    use akidada::app::text::Tr;
    // Every text the app words itself, in every language.
    let mut texts: Vec<String> = Vec::new();
    {
        let mut label = |t: &str| texts.push(t.to_string());
        for lang in Lang::ALL {
            let tr = Tr(lang);
            for &id in akidada::i18n::m::ALL_IDS {
                label(tr.t(id));
            }
            let names = ["Ada".to_string(), "Bolek".to_string()];
            for reason in [
                EndReason::TwoPiecesLeft,
                EndReason::NoLegalMove,
                EndReason::KingVersusLonePiece,
                EndReason::OnePieceEach,
                EndReason::NonMaximalCapture,
                EndReason::Repetition,
                EndReason::NoProgress,
                EndReason::Agreement,
                EndReason::Resignation,
            ] {
                label(tr.reason(reason));
                label(&tr.outcome_headline(Outcome::Draw { reason }, &names));
            }
            label(&tr.lot_result(Side::Black, "Żaneta"));
            label(&tr.losing_explanation("b8xb5", 5, 6));
            label(&tr.losing_explanation("a2-a3", 0, 1));
            label(&tr.refused_explanation("b8xb5", 5, 6));
            label(&tr.truncate_explanation("d3-d4", 3));
            label(&tr.must_capture(2));
            label(&format!("{} ×{}", tr.side(Side::White), 6));
            let (a, b) = ("d3".to_string(), "d5".to_string());
            use akidada::games::Illegal::*;
            for why in [
                NotEmpty { at: a.clone() },
                OpponentsPiece {
                    at: a.clone(),
                    to_move: Side::White,
                },
                ManBackward {
                    from: a.clone(),
                    to: b.clone(),
                },
                SeveralInOneJump {
                    from: a.clone(),
                    to: b.clone(),
                    count: 2,
                },
                MustSlide { side: Side::Black },
                NameRemoval {
                    step: a.clone(),
                    opponent: Side::Black,
                },
                ProtectedByLine,
            ] {
                label(&tr.illegal(&why));
            }
            for e in akidada::games::Expected::ALL {
                label(akidada::app::text::editor::expected(*e, lang));
            }
            for lesson in akidada::lessons::builtin() {
                label(&lesson.title(lang));
                label(&lesson.text(lang));
            }
            label(&akidada::app::rules_page::all_text(lang));
        }
    }
    // egui draws a box for a character no font has: look each one up instead.
    let ctx = eframe::egui::Context::default();
    let mut out = ctx.run_ui(eframe::egui::RawInput::default(), |_| {});
    out.textures_delta.clear();
    let mut missing: Vec<char> = Vec::new();
    for text in &texts {
        for c in text.chars().filter(|c| !c.is_control()) {
            // Labels are drawn in the proportional font (with egui's fallbacks);
            // only notation in backticks is monospace, and that is ASCII.
            let found =
                ctx.fonts_mut(|f| f.has_glyph(&eframe::egui::FontId::proportional(14.0), c));
            if !found && !missing.contains(&c) {
                missing.push(c);
            }
        }
    }
    assert!(
        texts.len() > 400,
        "the texts were gathered: {}",
        texts.len()
    );
    // Turkish letters are among them.
    for c in ['ğ', 'ş', 'ı', 'İ', 'ç', 'ö', 'ü'] {
        assert!(texts.iter().any(|t| t.contains(c)), "no text has {c}");
    }
    assert!(
        missing.is_empty(),
        "no bundled font draws {missing:?} (U+{:04X}...)",
        missing.first().map_or(0, |&c| c as u32)
    );
}

#[test]
fn the_glyph_check_can_fail() {
    // The check above would catch a character no bundled font has.
    let ctx = eframe::egui::Context::default();
    let mut out = ctx.run_ui(eframe::egui::RawInput::default(), |_| {});
    out.textures_delta.clear();
    let font = eframe::egui::FontId::proportional(14.0);
    assert!(ctx.fonts_mut(|f| f.has_glyph(&font, 'ż')));
    assert!(!ctx.fonts_mut(|f| f.has_glyph(&font, '\u{10FFFD}')));
}

#[test]
fn a_saved_game_opens_and_steps_through_with_the_replay_controls() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/examples/dama-win.ron");
    let mut h = harness(App::new(settings()));
    h.run();
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::File(FileCommand::OpenPath(path.into())),
        ctx.input(|i| i.time),
    );
    h.run();
    assert!(
        !matches!(h.state().app.modal(), Some(Modal::NewGame(_))),
        "the game replaces the new-game dialog"
    );
    assert!(h.state().app.modal().is_none());
    let total = h.state().app.game().all_move_texts().0.len();
    assert!(total > 20);
    assert_eq!(
        h.state().app.game().cursor(),
        total,
        "opened at its last position"
    );
    assert!(h.state().app.game().outcome().is_some());
    h.get_by_label("Game over");

    click(&mut h, "First position");
    assert_eq!(h.state().app.game().cursor(), 0);
    assert_eq!(
        h.state().app.game().outcome(),
        None,
        "at the start the game is not over"
    );
    for n in 1..=5 {
        click(&mut h, "Next move");
        assert_eq!(h.state().app.game().cursor(), n);
    }
    click(&mut h, "Previous move");
    assert_eq!(h.state().app.game().cursor(), 4);
    click(&mut h, "Last move");
    assert_eq!(h.state().app.game().cursor(), total);
    // Stepping never changes the game itself.
    assert_eq!(h.state().app.game().all_move_texts().0.len(), total);
}

#[test]
fn a_broken_file_is_refused_and_the_game_on_screen_stays() {
    let dir = std::env::temp_dir().join(format!("akidada-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/examples/dama-win.ron"
    ))
    .unwrap();
    // The 3rd move replaced by one that cannot be played there.
    let moves_at = good.find("moves: [").unwrap();
    let third = good[moves_at..].match_indices('"').nth(4).unwrap().0 + moves_at;
    let end = good[third + 1..].find('"').unwrap() + third + 1;
    let broken = format!("{}\"a1-a2{}", &good[..third], &good[end..]);
    let path = dir.join("broken.ron");
    std::fs::write(&path, broken).unwrap();

    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    let before = h.state().app.game().move_texts();
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::File(FileCommand::OpenPath(path)),
        ctx.input(|i| i.time),
    );
    h.run();
    crate::dialog_named(&h, "The game could not be opened");
    h.get_by_label_contains("Move 3, a1-a2");
    assert_eq!(h.state().app.game().move_texts(), before);
    assert_eq!(h.state().app.game().kind(), akidada::games::GameKind::Dama);
    click(&mut h, "OK");
    assert!(h.state().app.modal().is_none());

    // In Polish, the whole message is Polish, the engine's reason included.
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        ctx.input(|i| i.time),
    );
    h.state_mut().app.apply(
        Command::File(FileCommand::OpenPath(dir.join("broken.ron"))),
        ctx.input(|i| i.time),
    );
    h.run();
    crate::dialog_named(&h, "Nie udało się otworzyć partii");
    let message = h.get_by_label_contains("Ruch 3, a1-a2: ");
    let text = message
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(!text.contains(" the "), "{text}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn saving_writes_a_file_that_opens_again() {
    let dir = std::env::temp_dir().join(format!("akidada-ui-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut h = harness(dama_app(
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        DamaRules::default(),
    ));
    h.run();
    for sq in ["d3", "d4", "e6", "e5"] {
        click_spot(&mut h, sq);
    }
    let path = dir.join("game");
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::File(FileCommand::SavePath(path.clone())),
        ctx.input(|i| i.time),
    );
    let saved = dir.join("game.ron");
    assert_eq!(h.state().app.file(), Some(saved.as_path()));
    assert_eq!(h.state().app.settings().recent.first(), Some(&saved));
    let loaded = akidada::record::load_path(&saved).unwrap();
    assert_eq!(loaded.move_count(), 2);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_rules_window_turns_to_the_other_games_page_when_its_tab_is_clicked() {
    let mut h = harness(dama_app("W:Wa2,d4:Be5,h7", DamaRules::default()));
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Rules");
    assert!(matches!(
        h.state().app.modal(),
        Some(Modal::Rules(GameKind::Dama))
    ));
    // The tabs (the side panel's heading names the game too).
    let tab = |h: &mut Harness<'_, Window>, name: &str| {
        h.get_by_role_and_label(Role::Button, name).click();
        h.run();
        h.run();
    };
    tab(&mut h, "Akidada");
    assert!(matches!(
        h.state().app.modal(),
        Some(Modal::Rules(GameKind::Akidada))
    ));
    tab(&mut h, "Dama (Turkish draughts)");
    assert!(matches!(
        h.state().app.modal(),
        Some(Modal::Rules(GameKind::Dama))
    ));
}

#[test]
fn teaching_mode_says_why_it_has_nothing_to_show_once_the_game_is_over() {
    let mut app = dama_app("W:Wd4:Bd5", DamaRules::default());
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    let mut h = harness(app);
    h.run();
    h.get_by_label_contains("d4xd6: compulsory");
    click_spot(&mut h, "d4");
    click_spot(&mut h, "d6");
    h.run();
    assert!(h.state().app.game().outcome().is_some());
    h.get_by_label_contains("The game is over: there is no move to choose here.");
    // Back one move, the choices are there again.
    h.key_press(Key::ArrowLeft);
    h.run();
    assert!(
        h.query_by_label_contains("The game is over: there is no move")
            .is_none()
    );
    h.get_by_label_contains("d4xd6: compulsory");
}

#[test]
fn the_worked_example_lesson_in_teaching_mode_lists_every_variant_with_its_mark() {
    // Tall enough for the whole list of variants to be on screen.
    let mut h = Harness::builder()
        .with_size([1200.0, 1600.0])
        .with_max_steps(200)
        .build_ui_state(
            |ui, w: &mut Window| w.show(ui),
            Window::new(App::new(settings())),
        );
    h.run();
    click(&mut h, "Cancel");
    // Learn > the description's worked example.
    click(&mut h, "Learn");
    click(
        &mut h,
        "The description's worked example: only the largest capture",
    );
    assert!(
        h.state().app.settings().teaching,
        "a lesson turns teaching mode on"
    );
    assert!(!matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    h.get_by_label("Lesson");
    // All seven maximal variants, marked compulsory...
    let compulsory = h
        .query_all_by_label_contains(": compulsory")
        .filter(|n| n.accesskit_node().role() == Role::ListItem)
        .count();
    assert_eq!(compulsory, 7);
    for end in ["f4", "g4", "h4"] {
        // (The engine's judgement may follow the mark once it comes in.)
        h.get_by_label_contains(&format!("b8xb5xg5xg1xa1xa4x{end}: compulsory"));
    }
    for end in ["e5", "f5", "g5", "h5"] {
        h.get_by_label_contains(&format!("b8xb4xg4xg1xa1xa5x{end}: compulsory"));
    }
    // ...and the five-capture variant A, marked as losing, under its heading.
    h.get_by_label("b8xb5xe5xe1xa1xa4: loses the game");
    h.get_by_label("6 pieces: compulsory");
    h.get_by_label("5 pieces: loses the game");
    // Pointing at a variant draws it; clicking keeps it drawn.
    h.get_by_label("b8xb5xe5xe1xa1xa4: loses the game").click();
    h.run();
    assert!(h.state().app.teaching_pin().is_some());
}

#[test]
fn every_lesson_opens_from_the_menu_in_every_language() {
    for lang in Lang::ALL {
        let mut h = harness(App::new(Settings {
            language: lang,
            ..settings()
        }));
        h.run();
        let titles: Vec<String> = h
            .state()
            .app
            .lessons()
            .iter()
            .map(|l| l.title(lang))
            .collect();
        assert_eq!(titles.len(), 10);
        let tr = akidada::app::text::Tr(lang);
        click(&mut h, tr.t(akidada::i18n::m::CANCEL));
        for title in titles {
            click(&mut h, tr.t(akidada::i18n::m::LEARN));
            click(&mut h, &title);
            assert_eq!(h.state().app.game().outcome(), None, "{title}");
            assert!(h.state().app.lesson().is_some(), "{title}");
        }
    }
}

#[test]
fn help_rules_opens_the_rules_of_the_game_being_played() {
    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Rules");
    assert!(matches!(h.state().app.modal(), Some(Modal::Rules(_))));
    assert!(matches!(
        h.state().app.modal(),
        Some(Modal::Rules(akidada::games::GameKind::Dama))
    ));
}

#[test]
fn a_position_set_up_in_the_editor_is_played_from() {
    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    click(&mut h, "Game");
    click(&mut h, "Set up a position…");
    assert!(
        h.state().app.editor().is_some(),
        "the editor takes the board's place"
    );
    // Ctrl+Z does nothing to the game hidden behind the editor.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let Some(Modal::Editor(editor)) = h.state_mut().app.modal_mut() else {
        panic!("the editor is open")
    };
    editor.apply_string("W:Wd3,a2:Bd4,h7").unwrap();
    h.run();
    click(&mut h, "Play from here");
    assert!(h.state().app.editor().is_none());
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        panic!("not dama")
    };
    assert_eq!(play.session.position().to_string(), "W:Wa2,d3:Bd4,h7");
    assert_eq!(play.session.legal_moves().len(), 1, "d3xd5 is compulsory");
}

#[test]
fn an_autosaved_game_is_offered_back_at_the_next_start() {
    let dir = std::env::temp_dir().join(format!("akidada-autosave-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("autosave.ron");
    let mut h = harness(App::new(settings()).with_data_dir(&dir));
    h.run();
    assert!(
        !matches!(h.state().app.modal(), Some(Modal::Resume { .. })),
        "nothing to resume yet"
    );
    click(&mut h, "White");
    click(&mut h, "Start");
    for text in &AKIDADA_GAME[..3] {
        play_akidada(&mut h, text);
    }
    // The autosave is written on its own thread: wait for it.
    let written = (0..200).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        akidada::record::load_path(&path).is_ok_and(|g| g.move_count() == 3)
    });
    assert!(written, "the game was autosaved after the third move");
    drop(h);

    // The next start (as after a crash) offers it back.
    let mut h = harness(App::new(settings()).with_data_dir(&dir));
    h.run();
    crate::dialog_named(&h, "Resume the last game?");
    assert!(
        !matches!(h.state().app.modal(), Some(Modal::NewGame(_))),
        "one question at a time"
    );
    click(&mut h, "Resume");
    assert_eq!(h.state().app.game().move_texts(), AKIDADA_GAME[..3]);

    // Declining it opens the new-game dialog instead. (The window that
    // resumed it has closed: a window still open would keep it.)
    drop(h);
    let mut h = harness(App::new(settings()).with_data_dir(&dir));
    h.run();
    click(&mut h, "Start a new game");
    assert!(matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_dragged_piece_makes_its_move() {
    let pos: Position = "W:Wd3,a2:Bd4,h7".parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut play = DamaPlay::new(Session::<Dama>::from_position(
        DamaRules::default(),
        lot,
        pos,
    ));
    // Dropped on a square it cannot reach: nothing is played; the move as
    // it would be typed is handed on, for its reason to be said.
    let none = play.drag("d3".parse().unwrap(), "d8".parse().unwrap());
    assert_eq!(
        none,
        akidada::app::play::InputEvent::Impossible("d3-d8".to_string())
    );
    // Dropped where its capture ends: the move is chosen.
    let chosen = play.drag("d3".parse().unwrap(), "d5".parse().unwrap());
    let d3xd5 = pos.parse_move("d3xd5").unwrap();
    assert_eq!(
        chosen,
        akidada::app::play::InputEvent::Chosen(akidada::app::play::GameMove::Dama(d3xd5))
    );
}

/// Two games in PDN: the worked example won, and a short game from the start.
const TWO_GAMES: &str = r#"[Event "Club evening"]
[White "Ayşe"]
[Black "Mehmet"]
[GameType "30"]
[SetUp "1"]
[FEN "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"]
[Result "2-0"]
1. b8xb5xg5xg1xa1xa4xf4 2-0

[Event "Club evening"]
[White "Mehmet"]
[Black "Ayşe"]
[GameType "30"]
[Result "*"]
1. c3-c4 f6-f5 2. d3-d4 *
"#;

#[test]
fn a_pdn_file_offers_its_games_and_opens_the_one_picked() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("ui-pdn");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.pdn");
    std::fs::write(&path, TWO_GAMES).unwrap();
    let mut h = harness(App::new(settings()));
    h.run();
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::File(FileCommand::OpenPath(path.clone())),
        ctx.input(|i| i.time),
    );
    h.run();
    crate::dialog_named(&h, "Games in the file");
    // A bad game is listed with why; the good ones can be opened.
    let two_bad = TWO_GAMES.replace("f6-f5", "c6-c5");
    let bad = dir.join("bad.pdn");
    std::fs::write(&bad, two_bad).unwrap();
    let mut b = harness(App::new(settings()));
    b.run();
    b.state_mut().app.apply(
        Command::File(FileCommand::OpenPath(bad)),
        ctx.input(|i| i.time),
    );
    b.run();
    b.get_by_label_contains("a capture is compulsory");
    click(&mut h, "2. Mehmet - Ayşe, Club evening, *, 3 moves");
    assert!(
        h.state().app.modal().is_none(),
        "{:?}",
        h.state().app.modal()
    );
    assert_eq!(
        h.state().app.game().move_texts(),
        ["c3-c4", "f6-f5", "d3-d4"]
    );
    assert_eq!(h.state().app.game().players.names, ["Mehmet", "Ayşe"]);
    // Exported again, it reads back the same.
    let out = dir.join("out.pdn");
    h.state_mut().app.apply(
        Command::Pdn(PdnCommand::ExportPath(out.clone())),
        ctx.input(|i| i.time),
    );
    let again = akidada::record::pdn::read_path(&out).unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!(
        again[0].to_record().unwrap().moves,
        ["c3-c4", "f6-f5", "d3-d4"]
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn pasted_pdn_opens_and_a_pasted_position_opens_in_the_editor() {
    let mut h = harness(App::new(settings()));
    h.run();
    let ctx = h.ctx.clone();
    // One game pasted: it opens at once.
    let first_game = TWO_GAMES.split("\n\n").next().unwrap().to_string();
    h.state_mut().app.apply(
        Command::Pdn(PdnCommand::PasteText(first_game)),
        ctx.input(|i| i.time),
    );
    h.run();
    assert_eq!(h.state().app.game().move_texts(), ["b8xb5xg5xg1xa1xa4xf4"]);
    assert!(h.state().app.game().outcome().is_some());
    // Copied as PDN, the game goes to the clipboard.
    h.state_mut()
        .app
        .apply(Command::Pdn(PdnCommand::CopyPdn), ctx.input(|i| i.time));
    h.run();
    // A position string opens the editor with that position.
    h.state_mut().app.apply(
        Command::Pdn(PdnCommand::PasteText("B:W:Ba1,c1:H6,4".to_string())),
        ctx.input(|i| i.time),
    );
    h.run();
    let editor = h.state().app.editor().expect("the editor opened");
    assert_eq!(editor.position_string(), "B:W:Ba1,c1:H6,4");
    // Nonsense is refused in words, and nothing changes.
    let before = h.state().app.game().move_texts();
    h.state_mut()
        .app
        .apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    h.state_mut().app.apply(
        Command::Pdn(PdnCommand::PasteText("hello there".to_string())),
        ctx.input(|i| i.time),
    );
    h.run();
    assert!(matches!(h.state().app.modal(), Some(Modal::Message { .. })));
    assert_eq!(h.state().app.game().move_texts(), before);
}

#[test]
fn an_akidada_game_is_not_exported_as_pdn() {
    let mut h = harness(App::new(settings()));
    h.run();
    h.state_mut()
        .app
        .apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    let ctx = h.ctx.clone();
    h.state_mut()
        .app
        .apply(Command::Pdn(PdnCommand::CopyPdn), ctx.input(|i| i.time));
    h.run();
    match h.state().app.modal() {
        Some(Modal::Message { body, .. }) => {
            assert!(body.contains("PDN"), "{body}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_path_prompt_has_the_keyboard_at_once_and_names_its_folder() {
    // Defect: the typed-path prompt opened without focus, pre-filled with the
    // open game's path whatever it was for.
    let dir = std::env::temp_dir().join(format!("akidada-prompt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let app = dama_app(EXAMPLE, DamaRules::default()).with_documents(Some(dir.clone()));
    let mut h = harness(app);
    h.run();
    h.state_mut()
        .app
        .apply(Command::File(FileCommand::SaveAs), 0.0);
    h.run();
    h.run();
    h.get_by_label_contains(&dir.display().to_string());
    // Typed at once, with no click on the field first: the proposed name is
    // cleared and another typed.
    assert!(h.state().app.modal().is_some());
    for _ in 0.."dama-2026-12-01.ron".len() + 4 {
        h.key_press(Key::Backspace);
        h.run();
    }
    h.event(eframe::egui::Event::Text("mine".to_string()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(
        dir.join("mine.ron").is_file(),
        "{:?}",
        h.state().app.modal()
    );
    h.get_by_label_contains("Saved mine.ron");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn pdn_is_offered_for_dama_only() {
    let mut h = harness(App::new(settings()));
    h.run();
    click(&mut h, "Cancel");
    click(&mut h, "Game");
    let export = h.get_by_label("Export PDN…");
    assert!(export.accesskit_node().is_disabled(), "Akidada has no PDN");
    let mut h = harness(dama_app(EXAMPLE, DamaRules::default()));
    h.run();
    click(&mut h, "Game");
    assert!(!h.get_by_label("Export PDN…").accesskit_node().is_disabled());
}

/// A Dama game of 60 moves: two kings walking about, far from the men.
fn long_dama_game() -> App {
    let pos: Position = "W:WKa1,d3:BKh8,c6".parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    // Cycles of four and five moves: no position comes a third time.
    let white = ["a1-b1", "b1-b2", "b2-a2", "a2-a1"];
    let black = ["h8-g8", "g8-e8", "e8-e7", "e7-h7", "h7-h8"];
    for i in 0..30 {
        session.play_text(white[i % 4]).unwrap();
        session.play_text(black[i % 5]).unwrap();
    }
    App::new(settings()).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    ))
}

/// Where the move list shows the move on the board (the list's items are its
/// moves, in order).
fn current_move_rect(h: &Harness<'_, Window>) -> eframe::egui::Rect {
    let cursor = h.state().app.game().cursor();
    let node = h
        .query_all_by_role(Role::ListItem)
        .nth(cursor - 1)
        .expect("every move is in the list");
    let b = node.accesskit_node().bounding_box().expect("laid out");
    eframe::egui::Rect::from_min_max(
        eframe::egui::pos2(b.x0 as f32, b.y0 as f32),
        eframe::egui::pos2(b.x1 as f32, b.y1 as f32),
    )
}

#[test]
fn the_move_list_follows_the_move_on_the_board() {
    let mut h = harness(long_dama_game());
    h.run();
    assert_eq!(h.state().app.game().cursor(), 60);
    // The window is 800 high: the 30th row is far below it unless the list
    // scrolled to it.
    // Below the list's heading (measured each time: the lines above it come
    // and go with the position) and above the window's bottom edge.
    let visible = |h: &Harness<'_, Window>| {
        let list_top = h
            .get_by_role_and_label(Role::Label, "Moves")
            .accesskit_node()
            .bounding_box()
            .unwrap()
            .y1 as f32;
        let r = current_move_rect(h);
        r.top() >= list_top && r.bottom() <= 800.0
    };
    assert!(visible(&h), "{:?}", current_move_rect(&h));
    click(&mut h, "First position");
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(h.state().app.game().cursor(), 1);
    assert!(visible(&h), "{:?}", current_move_rect(&h));
    click(&mut h, "Last move");
    h.run();
    assert!(visible(&h), "{:?}", current_move_rect(&h));
    let last = current_move_rect(&h);
    click(&mut h, "Undo");
    h.run();
    let undone = current_move_rect(&h);
    assert!(visible(&h), "{undone:?}");
    assert!(undone.top() <= last.top(), "{undone:?} after {last:?}");
}

/// Where the window shows the button called `label`.
fn button_rect(h: &Harness<'_, Window>, label: &str) -> eframe::egui::accesskit::Rect {
    h.get_by_role_and_label(Role::Button, label)
        .accesskit_node()
        .bounding_box()
        .expect("laid out")
}

#[test]
fn the_buttons_stay_put_while_the_game_changes_below_them() {
    let fixed = ["Undo", "New game", "Resign", "Hint", "Review the game"];
    // A capture becomes compulsory, and then is made.
    let mut h = harness(dama_app("W:Wa2,d4:Be5,h7", DamaRules::default()));
    h.run();
    let before: Vec<_> = fixed.iter().map(|l| button_rect(&h, l)).collect();
    for sq in ["d4", "d5"] {
        click_spot(&mut h, sq);
    }
    assert!(h.query_by_label_contains("Capture is compulsory").is_some());
    let during: Vec<_> = fixed.iter().map(|l| button_rect(&h, l)).collect();
    assert_eq!(before, during, "a compulsory capture moved the buttons");
    for sq in ["e5", "c5"] {
        click_spot(&mut h, sq);
    }
    let after: Vec<_> = fixed.iter().map(|l| button_rect(&h, l)).collect();
    assert_eq!(before, after);
    // The game ends.
    let mut h = harness(dama_app("W:Wd4:Bd5", DamaRules::default()));
    h.run();
    let before: Vec<_> = fixed.iter().map(|l| button_rect(&h, l)).collect();
    for sq in ["d4", "d6"] {
        click_spot(&mut h, sq);
    }
    assert!(h.state().app.game().outcome().is_some());
    let over: Vec<_> = fixed.iter().map(|l| button_rect(&h, l)).collect();
    assert_eq!(before, over, "the game's end moved the buttons");
}

#[test]
fn help_lists_every_shortcut_and_about_shows_the_version_line() {
    let mut h = harness(dama_app("W:Wa2,d4:Be5,h7", DamaRules::default()));
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Keyboard shortcuts");
    assert!(matches!(h.state().app.modal(), Some(Modal::Shortcuts)));
    // Every action with keys is listed with its keys as egui writes them.
    for (name, keys) in [("Save", "Ctrl+S"), ("Undo", "Ctrl+Z"), ("Rules", "F1")] {
        assert!(h.query_all_by_label(name).next().is_some(), "{name}");
        assert!(
            h.query_all_by_label_contains(keys).next().is_some(),
            "{keys}"
        );
    }
    // Esc closes it, as any dialog.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().app.modal().is_none());
    click(&mut h, "Help");
    click(&mut h, "About");
    assert!(matches!(h.state().app.modal(), Some(Modal::About)));
    let version = akidada::build_info::version_line();
    assert!(h.query_by_label_contains(&version).is_some(), "{version}");
    assert!(h.query_by_label_contains("Murray").is_some());
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().app.modal().is_none());
    // And its Close button.
    h.state_mut()
        .app
        .apply(Command::Dialog(DialogCommand::ShowAbout), 0.0);
    h.run();
    click(&mut h, "Close");
    assert!(h.state().app.modal().is_none());
}

#[test]
fn the_interface_size_follows_ctrl_plus_minus_and_zero_and_is_a_setting() {
    let mut h = harness(dama_app("W:Wa2,d4:Be5,h7", DamaRules::default()));
    h.run();
    assert_eq!(h.state().app.settings().interface_size, 100);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    assert_eq!(h.state().app.settings().interface_size, 110);
    assert!((h.ctx.zoom_factor() - 1.1).abs() < 1e-6);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    assert_eq!(h.state().app.settings().interface_size, 125);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    h.run();
    assert_eq!(h.state().app.settings().interface_size, 110);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run();
    assert_eq!(h.state().app.settings().interface_size, 100);
    assert!((h.ctx.zoom_factor() - 1.0).abs() < 1e-6);
    // The menu offers the sizes too.
    click(&mut h, "Settings");
    click(&mut h, "Interface size");
    click(&mut h, "150 %");
    assert_eq!(h.state().app.settings().interface_size, 150);
    assert!((h.ctx.zoom_factor() - 1.5).abs() < 1e-6);
}

#[test]
fn a_large_window_draws_the_interface_larger() {
    // (kittest keeps the window's size in points whatever the zoom, as a
    // window that grew would: so only sizes where the growth is at its
    // bounds settle here; the steps between are a unit test of the window.)
    for (size, interface_size, zoom) in [
        ([1280.0, 800.0], 100, 1.0),
        ([1920.0, 1080.0], 100, 1.25),
        ([1920.0, 1080.0], 150, 1.875),
    ] {
        let mut app = dama_app("W:Wa2,d4:Be5,h7", DamaRules::default());
        app.apply(
            Command::Settings(SettingsCommand::SetInterfaceSize(interface_size)),
            0.0,
        );
        let mut h = Harness::builder()
            .with_size(size)
            .with_max_steps(200)
            .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
        h.run();
        assert!(
            (h.ctx.zoom_factor() - zoom).abs() < 1e-3,
            "{size:?} at {interface_size} %: {}",
            h.ctx.zoom_factor()
        );
    }
}

/// Every text painted in the last frame (labels and text drawn on the board).
fn painted_texts(h: &Harness<'_, Window>) -> Vec<String> {
    fn walk(shape: &eframe::egui::Shape, out: &mut Vec<String>) {
        match shape {
            eframe::egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
            eframe::egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn the_akidada_board_names_its_files_and_ranks() {
    let mut app = App::new(settings());
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    let mut h = harness(app);
    h.run();
    let texts = painted_texts(&h);
    for name in ["a", "b", "c", "d", "e", "1", "2", "3", "4", "5"] {
        assert!(
            texts.iter().any(|t| t == name),
            "{name} is not painted: {texts:?}"
        );
    }
}

#[test]
fn the_lot_line_names_the_colour_and_a_computer_is_named_by_its_level() {
    use akidada::app::new_game::computer_name;
    use akidada::games::GameKind;
    use akidada::i18n::Tr;
    assert_eq!(
        computer_name(Tr(Lang::En), GameKind::Dama, 4),
        "Club computer"
    );
    assert_eq!(
        computer_name(Tr(Lang::Pl), GameKind::Dama, 4),
        "Komputer – Klubowy"
    );
    let app = dama_app("W:Wd3:Bd4", DamaRules::default()).with_game(ActiveGame::new(
        akidada::app::play::RuleSet::Akidada(Default::default()),
        Players::humans("Ada", "Bolek"),
        7,
    ));
    let mut h = harness(app);
    h.run();
    let first = h.state().app.game().first_side();
    let colour = if first == Side::White {
        "White"
    } else {
        "Black"
    };
    let name = if first == Side::White { "Ada" } else { "Bolek" };
    h.get_by_label(&format!("{name} ({colour}) moved first, by lot"));
}

#[test]
fn a_piece_picked_up_by_a_drag_shows_its_targets_as_a_click_does() {
    use eframe::egui::{Event, PointerButton};
    let mut h = harness(dama_app("W:Wd3,a2:Bh7", DamaRules::default()));
    h.run();
    let from = crate::board_spot(&h, "d3").rect().center();
    let press = |pressed| Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    h.event(Event::PointerMoved(from));
    h.event(press(true));
    h.step();
    h.event(Event::PointerMoved(from + eframe::egui::vec2(25.0, -25.0)));
    h.step();
    h.step();
    let GamePlay::Dama(play) = &h.state().app.game().play else {
        unreachable!()
    };
    assert_eq!(play.input.selected, Some("d3".parse().unwrap()));
    let mut targets: Vec<String> = play.targets().iter().map(|s| s.to_string()).collect();
    targets.sort();
    assert_eq!(targets, ["c3", "d4", "e3"]);
}

#[test]
fn the_new_game_dialog_offers_clocks_and_the_side_panel_shows_them() {
    let mut h = harness(App::new(settings()));
    h.run();
    // None by default; the list offers the presets and a custom control.
    let clocks = |h: &Harness<'_, Window>| {
        h.get_by_role_and_label(Role::ComboBox, "Clocks")
            .accesskit_node()
            .value()
            .map(|v| v.to_string())
    };
    assert!(h.query_by_label("3+2").is_none());
    h.get_by_role_and_label(Role::ComboBox, "Clocks").click();
    h.run();
    for choice in ["No clocks", "3+2", "5+3", "10+5", "15+10", "Custom"] {
        assert!(h.query_by_label(choice).is_some(), "{choice}");
    }
    // A custom control asks for its minutes and seconds.
    assert!(h.query_by_label_contains("Minutes for the game").is_none());
    click(&mut h, "Custom");
    assert!(h.query_by_label_contains("Minutes for the game").is_some());
    assert!(h.query_by_label_contains("Seconds added a move").is_some());
    h.get_by_role_and_label(Role::ComboBox, "Clocks").click();
    h.run();
    click(&mut h, "5+3");
    assert_eq!(clocks(&h).as_deref(), Some("5+3"));
    click(&mut h, "White");
    click(&mut h, "Start");
    assert_eq!(
        h.state().app.game().clock.as_ref().map(|c| c.control),
        Some(TimeControl::minutes(5, 3))
    );
    // Both clocks beside the players; neither runs before the first move.
    h.get_by_label("White's clock 5:00");
    h.get_by_label("Black's clock 5:00");
    assert_eq!(h.state().app.game().clock.as_ref().unwrap().running(), None);
    // The clocks take no row of their own: the buttons stand where they
    // stand in a game without clocks.
    let clocked = button_rect(&h, "Undo");
    let mut plain = harness(App::new(settings()));
    plain.run();
    click(&mut plain, "White");
    click(&mut plain, "Start");
    assert!(plain.state().app.game().clock.is_none());
    assert!(plain.query_by_label_contains("clock").is_none());
    assert_eq!(button_rect(&plain, "Undo"), clocked);
}
