//! Opens the app in a chosen state, for looking at it and for screenshots:
//!
//! ```text
//! cargo run --example app_demo -- [pl|tr] [light] [analysis] [teaching] [review] [new] [FILE]
//! ```
//!
//! `pl` for Polish, `tr` for Turkish, `light` for the light theme, `analysis` opens the analysis
//! panel, `teaching` turns teaching mode on, `review` starts a review of the
//! game, `new` opens the new-game dialog; `FILE` is a saved game or PDN to open.
//! Nothing is saved: no settings, no autosave.

use akidada::app::App;
use akidada::app::command::Command;
use akidada::app::settings::{Settings, ThemeChoice};
use akidada::app::text::Lang;
use akidada::gui::Window;
use eframe::egui;

struct Demo {
    window: Window,
    started: bool,
    review: bool,
    file: Option<std::path::PathBuf>,
}

impl eframe::App for Demo {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if !self.started {
            self.started = true;
            let now = ui.input(|i| i.time);
            if let Some(file) = self.file.take() {
                self.window.app.apply(Command::OpenPath(file), now);
            }
            if self.review {
                self.window.app.apply(Command::StartReview, now);
            }
        }
        self.window.show(ui);
    }
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |w: &str| args.iter().any(|a| a == w);
    let mut settings = Settings {
        language: if has("pl") {
            Lang::Pl
        } else if has("tr") {
            Lang::Tr
        } else {
            Lang::En
        },
        theme: if has("light") {
            ThemeChoice::Light
        } else {
            ThemeChoice::Dark
        },
        ..Settings::default()
    };
    settings.analysis = has("analysis");
    settings.teaching = has("teaching");
    let mut app = App::new(settings);
    if !has("new") {
        app.apply(Command::CloseNewGame, 0.0);
    }
    let file = args
        .iter()
        .find(|a| a.contains('.'))
        .map(std::path::PathBuf::from);
    let demo = Demo {
        window: Window::new(app),
        started: false,
        review: has("review"),
        file,
    };
    eframe::run_native(
        "akidada-demo",
        eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 800.0]),
            ..Default::default()
        },
        Box::new(|_| Ok(Box::new(demo))),
    )
}
