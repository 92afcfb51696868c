//! The window as a screen reader reads it, beyond the board and the moves
//! (those are in `keyboard`): the dialogs.

use crate::keyboard::{dama_app, harness, tab_to_board};
use akidada::app::command::MoveCommand;
use akidada::app::highlight::BoardInput;
use akidada::app::{Command, Modal};
use akidada::games::dama::Square;
use akidada::gui::Window;
use akidada::gui::board::keys;
use eframe::egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The node that has the keyboard, as a screen reader finds it.
fn focused<'a>(h: &'a Harness<'_, Window>) -> egui_kittest::Node<'a> {
    let id = h
        .ctx
        .memory(|m| m.focused())
        .expect("something has the keyboard");
    h.get_by(move |n| n.locate().0 == id.accesskit_id())
}

fn board_hidden(h: &Harness<'_, Window>) -> bool {
    let board = h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Board: ")));
    board.accesskit_node().is_hidden()
}

#[test]
fn a_dialog_takes_the_keyboard_is_named_and_modal_hides_what_is_behind_and_gives_it_back() {
    // The king's capture of five of six: the default rule asks first.
    let mut h = harness(dama_app("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"));
    tab_to_board(&mut h);
    assert!(!board_hidden(&h));
    for name in ["b8", "b5", "e5", "e1", "a1", "a4"] {
        let square: Square = name.parse().unwrap();
        let click = Command::Move(MoveCommand::Board(BoardInput::Click(square.index())));
        h.state_mut().app.apply(click, 0.0);
    }
    h.run();
    assert!(matches!(
        h.state().app.modal(),
        Some(Modal::ConfirmLosing(_))
    ));
    // The keyboard is on the dialog's first button, the one that keeps the
    // game going, inside the named modal dialog.
    let button = focused(&h);
    assert_eq!(
        button.accesskit_node().label().as_deref(),
        Some("Choose another move")
    );
    let mut dialog = button.accesskit_node().parent();
    while let Some(node) = dialog.filter(|n| n.role() != Role::Dialog) {
        dialog = node.parent();
    }
    let dialog = dialog.expect("the button is in a dialog");
    assert_eq!(dialog.label().as_deref(), Some("This move loses the game"));
    assert!(dialog.is_modal());
    assert!(!dialog.is_hidden());
    assert!(board_hidden(&h), "the board behind the dialog is hidden");
    // Escape closes it, and the board has the keyboard again.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().app.modal().is_none());
    assert!(keys::has_focus(&h.ctx), "the keyboard is back on the board");
    assert!(!board_hidden(&h));
}

#[test]
fn escape_closes_new_game_opened_by_its_shortcut_and_the_board_has_the_keyboard_again() {
    let mut h = harness(dama_app("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"));
    tab_to_board(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().app.modal(), Some(Modal::NewGame(_))));
    let button = focused(&h);
    assert_eq!(
        button.accesskit_node().label().as_deref(),
        Some("Learn to play")
    );
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().app.modal().is_none());
    assert!(keys::has_focus(&h.ctx), "the keyboard is back on the board");
}
