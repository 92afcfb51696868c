//! The window never closes on changes to the game's file not saved: its
//! close button asks, as Game > Quit does.

use super::settings;
use akidada::app::command::{Command, DialogCommand, FileCommand};
use akidada::app::{App, Modal};
use akidada::gui::Window;
use eframe::egui::{ViewportEvent, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The system asks the window to close (its close button, Alt+F4).
fn close_button(h: &mut Harness<'_, Window>) {
    h.input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .events
        .push(ViewportEvent::Close);
    h.run();
}

#[test]
fn the_close_button_asks_before_losing_changes_to_the_games_file() {
    let dir = std::env::temp_dir().join(format!("akidada-close-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("friday.ron");
    let mut app = App::new(settings());
    app.apply(Command::File(FileCommand::SavePath(path.clone())), 0.0);
    app.apply(Command::Dialog(DialogCommand::CloseDialog), 0.0);
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run();
    // Saved and unchanged: nothing to ask.
    close_button(&mut h);
    assert!(h.state().app.modal().is_none());
    // A move played: the file has changes not saved.
    super::board_spot(&h, "a1").click();
    h.run();
    close_button(&mut h);
    assert!(
        matches!(h.state().app.modal(), Some(Modal::ConfirmQuit { .. })),
        "{:?}",
        h.state().app.modal()
    );
    crate::dialog_named(&h, "Save the changes?");
    h.get_by_label("Save and close").click();
    h.run();
    assert_eq!(
        akidada::record::load_path(&path).unwrap().move_count(),
        1,
        "saved before closing"
    );
    std::fs::remove_dir_all(dir).ok();
}
