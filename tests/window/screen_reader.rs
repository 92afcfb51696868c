//! The window as a screen reader reads it, beyond the board's keyboard and
//! the moves' words (those are in `keyboard`): the dialogs, the players'
//! lines, the move list, the selected square, the menus.

use crate::board_spot;
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
fn a_dialog_takes_the_keyboard_is_named_and_modal_and_gives_it_back() {
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
    // The board behind stays in the reader's tree: taken out and put back,
    // its squares would be dead objects to Orca from then on.
    assert!(!board_hidden(&h));
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

/// The nodes a reader is given (not hidden) with `role`.
fn shown_with_role<'a>(h: &'a Harness<'_, Window>, role: Role) -> Vec<egui_kittest::Node<'a>> {
    h.query_all_by_role(role)
        .filter(|n| !n.accesskit_node().is_hidden())
        .collect()
}

/// The labels of `node`'s children with `role`, in order.
fn labels_with_role(node: &egui_kittest::Node<'_>, role: Role) -> Vec<String> {
    node.accesskit_node()
        .children()
        .filter(|n| n.role() == role)
        .filter_map(|n| n.label())
        .collect()
}

#[test]
fn the_players_are_read_one_line_each_and_no_empty_label_is_read() {
    let h = harness(dama_app("W:Wa4,g4,h3:Ba5,b6,c7,g5,h7"));
    let lines: Vec<String> = shown_with_role(&h, Role::Label)
        .iter()
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect();
    for line in [
        "Ada (White) to move",
        "Ada (White): 3 on the board",
        "Bolek (Black): 5 on the board",
    ] {
        assert!(lines.iter().any(|l| l == line), "{line:?} in {lines:?}");
    }
    // The cells those lines stand for are not read one by one.
    for loose in ["", "On the board", "Ada", "3", "to move"] {
        assert!(!lines.iter().any(|l| l == loose), "{loose:?} read alone");
    }
}

#[test]
fn the_move_list_is_a_list_of_moves_and_the_selected_square_is_selected() {
    let mut h = harness(dama_app("W:Wa4,g4,h3:Ba5,b6,c7,g5,h7"));
    let click = |h: &mut Harness<'_, Window>, name: &str| {
        let square: Square = name.parse().unwrap();
        let click = Command::Move(MoveCommand::Board(BoardInput::Click(square.index())));
        h.state_mut().app.apply(click, 0.0);
        h.run();
    };
    click(&mut h, "a4");
    assert_eq!(
        board_spot(&h, "a4").accesskit_node().is_selected(),
        Some(true)
    );
    assert_eq!(board_spot(&h, "g4").accesskit_node().is_selected(), None);
    click(&mut h, "c8");
    let list = h.get_by_role_and_label(Role::List, "Moves");
    let items = labels_with_role(&list, Role::ListItem);
    assert_eq!(items, ["a4xa6xc6xc8"]);
    // The move's number is the list's own count, not a label of its own.
    assert!(
        list.accesskit_node()
            .children()
            .filter(|n| !n.is_hidden())
            .all(|n| n.role() == Role::ListItem)
    );
}

#[test]
fn the_menus_are_a_menu_bar_of_menus_and_their_items_say_their_shortcuts() {
    let mut h = harness(dama_app("W:Wa4,g4,h3:Ba5,b6,c7,g5,h7"));
    let bar = h.get_by_role(Role::MenuBar);
    let menus = labels_with_role(&bar, Role::Menu);
    assert_eq!(menus, ["Game", "View", "Learn", "Help", "Settings"]);
    h.get_by_role_and_label(Role::Menu, "Game").click();
    h.run();
    let new_game = h.get_by_role_and_label(Role::MenuItem, "New game…");
    let keys = new_game.accesskit_node().description().unwrap_or_default();
    assert!(
        keys.ends_with('N'),
        "the shortcut is its description: {keys:?}"
    );
    h.get_by_role_and_label(
        Role::MenuItemCheckBox,
        "The computer may resign a hopeless game",
    );
    // Escape closes the menu, and the keyboard is on its button again, not
    // nowhere.
    new_game.focus();
    h.run();
    h.key_press(Key::Escape);
    h.run();
    assert!(
        h.query_by_role_and_label(Role::MenuItem, "New game…")
            .is_none()
    );
    assert_eq!(
        focused(&h).accesskit_node().label().as_deref(),
        Some("Game")
    );
}

#[test]
fn a_screen_reader_that_moves_the_keyboard_to_a_square_moves_the_boards_cursor_there() {
    let mut h = harness(dama_app("W:Wa4,g4,h3:Ba5,b6,c7,g5,h7"));
    let c3: Square = "c3".parse().unwrap();
    board_spot(&h, "c3").focus();
    h.run();
    assert!(keys::has_focus(&h.ctx), "the board has the keyboard");
    assert_eq!(keys::cursor_at(&h.ctx), Some(c3.index()));
}
