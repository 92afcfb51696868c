//! The desktop app (eframe/egui): a thin client of the session. Everything here
//! may use egui; nothing in the engine does.

pub mod anim;
pub mod app;
pub mod board;
pub mod charts;
pub mod command;
pub mod computer;
mod computer_app;
pub mod editor;
pub mod files;
mod files_app;
pub mod i18n;
pub mod panels;
pub mod play;
pub mod rules_page;
pub mod settings;
pub mod theme;
pub mod widgets;

use std::path::PathBuf;

pub use app::App;

/// The id under which eframe keeps the app's settings and window state.
pub const APP_ID: &str = "akidada";

/// The app's icon, drawn by `assets/make_icon.py`.
pub fn icon() -> eframe::egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).unwrap_or_default()
}

/// Opens the window and runs until it is closed.
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("Akidada & Dama")
            .with_app_id(APP_ID)
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([520.0, 420.0])
            .with_icon(std::sync::Arc::new(icon())),
        ..Default::default()
    };
    eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| Ok(Box::new(App::from_creation(cc, file)))),
    )
}
