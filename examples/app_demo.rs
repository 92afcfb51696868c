//! Opens the app in a chosen state, for looking at it and for the README's
//! screenshots (`.ci/screenshots` makes them all with it):
//!
//! ```text
//! cargo run --example app_demo -- [pl|tr] [light] [analysis] [teaching] [review] [new]
//!     [rules] [about] [puzzles] [drill] [lesson:ID] [size:PERCENT] [window:WxH]
//!     [--white NAME] [--black NAME] [FILE]
//! ```
//!
//! `pl` for Polish, `tr` for Turkish, `light` for the light theme, `analysis`
//! opens the analysis panel, `teaching` turns teaching mode on, `review` starts
//! a review of the game, `new` opens the new-game dialog, `rules` the rules of
//! the game on the board, `about` the About box, `puzzles` and `drill` the
//! trainer's puzzles and capture drill, `lesson:ID` opens a
//! built-in lesson (`lesson:dama-worked-example`), `size:250` the interface
//! size, `window:1100x760` the window's size; `FILE` is a saved game to
//! open, its players named `--white` and `--black` if given. Nothing is saved:
//! no settings, no autosave.

use std::path::PathBuf;

use akidada::app::App;
use akidada::app::command::{Command, ComputerCommand, DialogCommand, GameCommand, LessonCommand};
use akidada::app::play::ActiveGame;
use akidada::app::settings::{Settings, ThemeChoice};
use akidada::app::text::Lang;
use akidada::app::training::TrainingCommand;
use akidada::gui::Window;
use eframe::egui;

/// What to do once the window is up (commands that need the frame's clock).
#[derive(Default)]
struct Start {
    lesson: Option<usize>,
    review: bool,
    /// A dialog to open over it all (the rules, the About box).
    dialog: Option<Command>,
}

struct Demo {
    window: Window,
    start: Option<Start>,
}

impl eframe::App for Demo {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if let Some(start) = self.start.take() {
            let now = ui.input(|i| i.time);
            if let Some(lesson) = start.lesson {
                self.window
                    .app
                    .apply(Command::Lesson(LessonCommand::OpenLesson(lesson)), now);
            }
            if start.review {
                self.window
                    .app
                    .apply(Command::Computer(ComputerCommand::StartReview), now);
            }
            if let Some(dialog) = start.dialog {
                self.window.app.apply(dialog, now);
            }
        }
        self.window.show(ui);
    }
}

/// The value after `flag`, if given.
fn value_of<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == flag)?;
    args.get(i + 1).map(String::as_str)
}

/// The text after `prefix` of the argument that starts with it, if any.
fn args_value(prefix: &str) -> Option<String> {
    std::env::args().find_map(|a| a.strip_prefix(prefix).map(str::to_string))
}

/// The window's size asked for (`window:1100x760`), else 1280x800.
fn window_size() -> [f32; 2] {
    args_value("window:")
        .and_then(|s| {
            let (w, h) = s.split_once('x')?;
            Some([w.parse().ok()?, h.parse().ok()?])
        })
        .unwrap_or([1280.0, 800.0])
}

fn settings(has: impl Fn(&str) -> bool) -> Settings {
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
    if let Some(size) = args_value("size:") {
        settings.interface_size = size.parse().unwrap_or(100);
    }
    settings.teaching = has("teaching");
    settings
}

/// The saved game in `path`, its players renamed where asked.
fn game_from(path: &PathBuf, white: Option<&str>, black: Option<&str>) -> ActiveGame {
    let loaded = akidada::record::load_path(path).unwrap_or_else(|e| {
        eprintln!("app_demo: {}: {e}", path.display());
        std::process::exit(1);
    });
    let mut game = ActiveGame::from_loaded(loaded, ["White", "Black"]);
    for (name, given) in game.players.names.iter_mut().zip([white, black]) {
        if let Some(given) = given {
            *name = given.to_string();
        }
    }
    game
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |w: &str| args.iter().any(|a| a == w);
    let mut app = App::new(settings(has));
    if !has("new") {
        app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    }
    let (white, black) = (value_of(&args, "--white"), value_of(&args, "--black"));
    if let Some(file) = args.iter().find(|a| a.ends_with(".ron")) {
        app = app.with_game(game_from(&PathBuf::from(file), white, black));
    }
    let lesson = args
        .iter()
        .find_map(|a| a.strip_prefix("lesson:"))
        .map(|id| {
            app.lessons()
                .iter()
                .position(|l| l.id == id)
                .unwrap_or_else(|| {
                    eprintln!("app_demo: no lesson {id}");
                    std::process::exit(1);
                })
        });
    let demo = Demo {
        window: Window::new(app),
        start: Some(Start {
            lesson,
            review: has("review"),
            dialog: if has("rules") {
                Some(Command::Dialog(DialogCommand::ShowRules))
            } else if has("about") {
                Some(Command::Dialog(DialogCommand::ShowAbout))
            } else if has("puzzles") {
                Some(Command::Training(TrainingCommand::OpenPuzzles))
            } else if has("drill") {
                Some(Command::Training(TrainingCommand::OpenDrill))
            } else {
                None
            },
        }),
    };
    eframe::run_native(
        "akidada-demo",
        eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default()
                .with_title("Akidada & Dama")
                .with_inner_size(window_size()),
            ..Default::default()
        },
        Box::new(|_| Ok(Box::new(demo))),
    )
}
