//! Play over the network from the window: Game > Play over the network >
//! Host… and Join…, through the accessibility tree as a person (or a screen
//! reader) finds them. Loopback only.

use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use super::settings;
use akidada::app::command::{Command, GameCommand, NetworkCommand};
use akidada::app::network::NetOptions;
use akidada::app::{App, Modal};
use akidada::games::GameKind;
use akidada::gui::Window;
use eframe::egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn harness() -> Harness<'static, Window> {
    let mut app = App::new(settings()).with_network(NetOptions {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        ..NetOptions::default()
    });
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run_steps(3);
    h
}

fn click(h: &mut Harness<'_, Window>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

/// Game > Play over the network > `item`.
fn network_menu(h: &mut Harness<'_, Window>, item: &str) {
    click(h, "Game");
    click(h, "Play over the network");
    click(h, item);
    // The dialog fades in before it takes clicks.
    h.run_steps(20);
}

/// Types `text` in place of what the field `label` holds.
fn type_in(h: &mut Harness<'_, Window>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run_steps(3);
}

#[test]
fn the_host_dialog_hosts_and_shows_the_addresses_and_the_code() {
    let mut h = harness();
    network_menu(&mut h, "Host…");
    crate::dialog_named(&h, "Host a game over the network");
    h.get_by_role_and_label(Role::RadioButton, "Dama (Turkish draughts)")
        .click();
    h.run_steps(3);
    let Some(Modal::HostGame(form)) = h.state().app.modal() else {
        panic!("no Host dialog: {:?}", h.state().app.modal());
    };
    assert_eq!(form.game.kind, GameKind::Dama, "the game chosen");
    type_in(&mut h, "Your name", "Ada");
    h.get_by_role_and_label(Role::ComboBox, "Clocks");
    click(&mut h, "Host");
    let Some(Modal::Hosting(hosting)) = h.state().app.modal() else {
        panic!("not waiting: {:?}", h.state().app.modal());
    };
    let (code, address) = (hosting.code.clone(), hosting.addresses[0].clone());
    assert!(address.starts_with("127.0.0.1:"), "{address}");
    crate::dialog_named(&h, "Waiting for your friend");
    h.get_by_label(&code);
    h.get_by_label(&address);
    assert_eq!(h.state().app.game().kind(), GameKind::Dama);
    assert!(
        h.state()
            .app
            .game()
            .players
            .names
            .contains(&"Ada".to_string())
    );
    click(&mut h, "Cancel");
    assert!(h.state().app.modal().is_none(), "waiting stopped");
}

#[test]
fn the_join_dialog_says_what_is_wrong_in_words() {
    let mut h = harness();
    network_menu(&mut h, "Join…");
    crate::dialog_named(&h, "Join a game over the network");
    type_in(&mut h, "Host's address", "my friend's machine");
    type_in(&mut h, "Code", "1234-5678");
    click(&mut h, "Join");
    h.get_by_label(
        "“my friend's machine” is not an address: type the host's address and port, like 192.168.1.20:47147",
    );
    // Nobody listens on port 1 of this machine: unreachable, said so.
    type_in(&mut h, "Host's address", "127.0.0.1:1");
    click(&mut h, "Join");
    let until = Instant::now() + Duration::from_secs(10);
    let problem = loop {
        h.run_steps(3);
        if let Some(Modal::JoinGame(form)) = h.state().app.modal()
            && let Some(problem) = &form.problem
        {
            break problem.clone();
        }
        assert!(Instant::now() < until, "no answer from the join");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(
        problem.starts_with("Could not join: the connection failed"),
        "{problem}"
    );
    h.get_by_label(&problem);
    click(&mut h, "Cancel");
    assert!(h.state().app.modal().is_none());
}

/// A headless app hosting Dama on loopback, as a lesson or not: the
/// address to join and the code.
fn hosting_app(lesson: bool) -> (App, String, String) {
    let mut host = App::new(settings()).with_network(NetOptions {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        ..NetOptions::default()
    });
    host.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    host.apply(Command::Network(NetworkCommand::ShowHostGame), 0.0);
    let Some(Modal::HostGame(form)) = host.modal_mut() else {
        panic!("no Host dialog: {:?}", host.modal());
    };
    form.game.kind = GameKind::Dama;
    form.lesson = lesson;
    host.apply(Command::Network(NetworkCommand::StartHosting), 0.0);
    let Some(Modal::Hosting(hosting)) = host.modal() else {
        panic!("not waiting: {:?}", host.modal());
    };
    let address = format!("127.0.0.1:{}", hosting.port);
    let code = hosting.code.clone();
    (host, address, code)
}

/// The window joins the host's game by its dialog, both run until it begins.
fn join_in_window(h: &mut Harness<'_, Window>, host: &mut App, address: &str, code: &str) {
    network_menu(h, "Join…");
    type_in(h, "Host's address", address);
    type_in(h, "Code", code);
    click(h, "Join");
    let until = Instant::now() + Duration::from_secs(10);
    while h.state().app.network_side().is_none() || h.state().app.modal().is_some() {
        host.begin_frame(0.0);
        host.end_frame(0.0);
        h.run_steps(2);
        assert!(Instant::now() < until, "the game did not begin");
        std::thread::sleep(Duration::from_millis(10));
    }
    h.run_steps(3);
}

#[test]
fn hint_and_analysis_are_off_over_the_network_unless_the_host_makes_it_a_lesson() {
    for lesson in [false, true] {
        let (mut host, address, code) = hosting_app(lesson);
        let mut h = harness();
        join_in_window(&mut h, &mut host, &address, &code);
        let off = |h: &Harness<'_, Window>, label| {
            h.get_by_role_and_label(Role::Button, label)
                .accesskit_node()
                .is_disabled()
        };
        assert_eq!(off(&h, "Hint"), !lesson, "Hint, lesson {lesson}");
        assert_eq!(off(&h, "Analysis"), !lesson, "Analysis, lesson {lesson}");
        let said = "A lesson: hints and analysis are allowed to both players.";
        assert_eq!(h.query_by_label(said).is_some(), lesson);
    }
}
