//! Shows just the rules window (Help > Rules), for looking at it and for
//! screenshots:
//!
//! ```text
//! cargo run --release --example rules_page_demo -- [pl] [dama] [light] [N]
//! ```
//!
//! `pl` for Polish, `dama` for Dama's rules, `light` for the light theme, a
//! number to scroll to that section (0 is the first), and `full` to show the page
//! filling the whole window instead of in its own window (to see more at once).

use akidada::gui::rules_page::RulesPage;

use akidada::app::text::Lang;
use akidada::games::GameKind;
use eframe::egui;

struct Demo {
    page: RulesPage,
    lang: Lang,
    light: bool,
    full: bool,
    open: bool,
}

impl eframe::App for Demo {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if self.light {
            ui.ctx().set_theme(egui::Theme::Light);
            self.light = false;
        }
        if self.full {
            egui::CentralPanel::default().show(ui, |ui| self.page.ui(ui, self.lang));
            return;
        }
        egui::CentralPanel::default().show(ui, |_| {});
        self.page.show(ui.ctx(), 0.0, self.lang, &mut self.open);
        if !self.open {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |word: &str| args.iter().any(|a| a == word);
    let game = if has("dama") {
        GameKind::Dama
    } else {
        GameKind::Akidada
    };
    let mut page = RulesPage::for_game(game);
    if let Some(section) = args.iter().find_map(|a| a.parse::<usize>().ok()) {
        page.scroll_to_section(section);
    }
    let demo = Demo {
        page,
        lang: if has("pl") { Lang::Pl } else { Lang::En },
        light: has("light"),
        full: has("full"),
        open: true,
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Rules page")
            .with_inner_size(if has("full") {
                [720.0, 1560.0]
            } else {
                [1280.0, 800.0]
            }),
        // No saved window state: every run starts the same, for screenshots.
        persist_window: false,
        ..Default::default()
    };
    eframe::run_native(
        "akidada-rules-page-demo",
        options,
        Box::new(|_| Ok(Box::new(demo))),
    )
}
