//! Shows just the position editor, for looking at it and for screenshots:
//!
//! ```text
//! cargo run --release --example editor_demo -- [dama|akidada] [pl] [light] [flip] [FEN]
//! ```
//!
//! `dama` or `akidada` for the game (Dama if neither), `pl` for Polish, `light`
//! for the light theme, `flip` to see the board from Black's side, and a position
//! string (anything with a `:`) to start from. "Play from here", "Save as a game…"
//! and "Cancel" print what they would hand to the app and close the window.

use akidada::gui::editor::{Editor, EditorOutcome};

use akidada::app::text::Lang;
use eframe::egui;

struct Demo {
    editor: Editor,
    lang: Lang,
    flipped: bool,
    light: bool,
}

impl eframe::App for Demo {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if self.light {
            ui.ctx().set_theme(egui::Theme::Light);
            self.light = false;
        }
        if let Some(outcome) = self.editor.show(ui, self.lang, self.flipped) {
            match outcome {
                EditorOutcome::Play(game) => {
                    println!("play from {}", game.to_record().start);
                }
                EditorOutcome::SaveAs(game) => println!("{}", game.to_record().to_ron()),
                EditorOutcome::SaveLevel(text) => println!("{text}"),
                EditorOutcome::Cancel => println!("cancelled"),
            }
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |word: &str| args.iter().any(|a| a == word);
    let mut editor = if has("akidada") {
        Editor::new_akidada(None)
    } else {
        Editor::new_dama(None)
    };
    let lang = if has("pl") { Lang::Pl } else { Lang::En };
    if let Some(fen) = args.iter().find(|a| a.contains(':'))
        && let Err(e) = editor.apply_string(fen)
    {
        eprintln!(
            "{fen}: {}",
            akidada::app::text::editor::parse_error(&e, lang)
        );
    }
    let demo = Demo {
        editor,
        lang,
        flipped: has("flip"),
        light: has("light"),
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Position editor")
            .with_inner_size([1280.0, 800.0]),
        ..Default::default()
    };
    eframe::run_native(
        "akidada-editor-demo",
        options,
        Box::new(move |_| Ok(Box::new(demo))),
    )
}
