//! The desktop app (eframe/egui): a thin client of [`crate::app`]. It paints the
//! app's state and turns clicks and keys into commands; everything here may use
//! egui, nothing below it does.

pub mod actions;
pub mod audio;
pub mod board;
pub mod charts;
pub mod dialog_access;
pub mod editor;
pub mod layout;
pub mod panels;
pub mod picker;
pub mod reader;
pub mod rules_page;
pub mod speech;
pub mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod widgets;
pub mod window;

#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;

pub use window::Window;

/// The id under which eframe keeps the app's settings and window state.
pub const APP_ID: &str = "akidada";

/// The app's icon, drawn by `assets/make_icon.py`.
#[cfg(not(target_arch = "wasm32"))]
pub fn icon() -> eframe::egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).unwrap_or_default()
}

/// Opens the window and runs until it is closed.
#[cfg(not(target_arch = "wasm32"))]
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
        Box::new(move |cc| Ok(Box::new(Window::from_creation(cc, file)))),
    )
}
