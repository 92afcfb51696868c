//! The window fits every screen and every interface size: each screen and
//! dialog is opened, then the window is set to sizes from a small netbook's
//! to a 4K screen's and the interface to sizes from 90 % to 250 %. In each,
//! every widget shown lies inside the window and is not cut off at its
//! side, no two controls overlap, the board keeps at least half the
//! window's shorter side, a dialog's buttons and a trainer's move box are
//! in sight. Where a size cannot fit, the status line says so and offers
//! the largest that does.

use super::settings_in as settings;
use akidada::ai::review::MoveClass;
use akidada::app::command::{
    Command, DialogCommand, FileCommand, GameCommand, MoveCommand, NetworkCommand, PdnCommand,
    SettingsCommand,
};
use akidada::app::computer::Eval;
use akidada::app::highlight::BoardInput;
use akidada::app::network::NetOptions;
use akidada::app::play::review::{Judged, Review, ReviewedMove};
use akidada::app::play::{ActiveGame, DamaPlay, GamePlay, Players, RuleSet};
use akidada::app::text::Lang;
use akidada::app::training::trainer::TrainingCommand;
use akidada::app::{App, Modal};
use akidada::games::dama::{Dama, DamaRules, NonMaxCapture, Position};
use akidada::games::{FirstPlayer, Side};
use akidada::gui::Window;
use akidada::i18n::{Tr, m};
use akidada::session::{Lot, Session};
use eframe::egui::{self, Rect, Role, Vec2, accesskit, pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};

/// The windows swept, in pixels: a small laptop's, a netbook's, a common
/// one, full HD and 4K.
const WINDOWS: [[f32; 2]; 5] = [
    [800.0, 600.0],
    [1024.0, 600.0],
    [1100.0, 760.0],
    [1920.0, 1080.0],
    [3840.0, 2160.0],
];
const SIZES: [u16; 5] = [90, 100, 150, 200, 250];
/// The board is played comfortably down to this many pixels a side.
const BOARD_MIN_PIXELS: f32 = 240.0;

/// A Dama game of twenty moves, reviewed (a mistake and a blunder marked),
/// between players with long names.
fn reviewed_game() -> ActiveGame {
    let pos: Position = "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
        .parse()
        .unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    let texts = [
        "a3-a4", "b6-b5", "c3-c4", "d6-d5", "e3-e4", "f6-f5", "g3-g4", "h6-h5", "a2-a3", "b7-b6",
        "c2-c3", "d7-d6",
    ];
    for text in texts {
        session.play_text(text).unwrap();
    }
    let plies = texts.len();
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Aleksandra Wiśniewska", "Bartholomew Okonkwo-Smith"),
    );
    let moves = (0..plies)
        .map(|i| ReviewedMove {
            mover: if i % 2 == 0 { Side::White } else { Side::Black },
            class: match i {
                3 => MoveClass::Mistake,
                6 => MoveClass::Blunder,
                _ => MoveClass::Good,
            },
            lost: if i == 3 || i == 6 { 0.4 } else { 0.0 },
            better: (i == 3 || i == 6).then(|| "d3-d4".to_string()),
        })
        .collect();
    game.review = Some(Review {
        white_chances: (0..=plies).map(|i| (i as f64 * 0.3).sin() * 0.5).collect(),
        judged: vec![None; plies + 1],
        moves,
    });
    game
}

/// The game's description's worked example, under `rules`: White's king
/// can capture five pieces or six.
fn worked_example(rules: DamaRules) -> ActiveGame {
    let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
            rules, lot, pos,
        ))),
        Players::humans("Aleksandra Wiśniewska", "Bartholomew Okonkwo-Smith"),
    )
}

/// The app showing the worked example under `rules`, the capture of five
/// (not the largest) clicked on its board.
fn capture_fewer(a: &mut App, rules: DamaRules) {
    *a = App::new(a.settings().clone()).with_game(worked_example(rules));
    give(a, Command::Game(GameCommand::CloseNewGame));
    for square in ["b8", "b5", "e5", "e1", "a1", "a4"] {
        let square: akidada::games::dama::Square = square.parse().unwrap();
        give(
            a,
            Command::Move(MoveCommand::Board(BoardInput::Click(square.index()))),
        );
    }
}

/// The app showing the mistakes screen of a one-move game whose move the
/// review judged a blunder (a position to find the better move in).
fn mistakes_to_learn(a: &mut App) {
    let pos: Position = "W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7"
        .parse()
        .unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    session.play_text("a2-a3").unwrap();
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Aleksandra Wiśniewska", "Bartholomew Okonkwo-Smith"),
    );
    let judged = |cp, best: &str| {
        Some(Judged {
            eval: Eval::Cp(cp),
            best: Some(best.into()),
            line: vec![best.into()],
        })
    };
    game.review = Some(Review::from_judged(
        vec![judged(700, "b7-b8"), judged(0, "d7-d6")],
        &[Side::White, Side::Black],
        None,
    ));
    *a = App::new(a.settings().clone()).with_game(game);
    give(a, Command::Game(GameCommand::CloseNewGame));
    give(
        a,
        Command::Training(TrainingCommand::OpenMistakes(Side::White)),
    );
}

/// Two games in a PDN file, to pick one from.
const TWO_GAMES: &str = "[Event \"Club evening\"]\n[White \"Ayşe\"]\n[Black \"Mehmet\"]\n\
[GameType \"30\"]\n[Result \"*\"]\n1. c3-c4 f6-f5 2. d3-d4 *\n\n\
[Event \"Club evening\"]\n[White \"Mehmet\"]\n[Black \"Ayşe\"]\n[GameType \"30\"]\n\
[Result \"*\"]\n1. c3-c4 f6-f5 *\n";

/// A screen to sweep: how it is opened, and the buttons of its dialog.
struct Screen {
    name: &'static str,
    open: fn(&mut App),
    buttons: &'static [&'static str],
    /// It has a board (the game screen, the trainer's screens, the editor).
    board: bool,
}

fn give(app: &mut App, command: Command) {
    app.apply(command, 0.0);
}

const SCREENS: &[Screen] = &[
    Screen {
        name: "game",
        open: |_| {},
        buttons: &[],
        board: true,
    },
    Screen {
        name: "teaching",
        open: |a| give(a, Command::Settings(SettingsCommand::ToggleTeaching)),
        buttons: &[],
        board: true,
    },
    Screen {
        name: "analysis",
        open: |a| give(a, Command::Settings(SettingsCommand::ToggleAnalysis)),
        buttons: &[],
        board: true,
    },
    Screen {
        name: "teaching and analysis",
        open: |a| {
            give(a, Command::Settings(SettingsCommand::ToggleTeaching));
            give(a, Command::Settings(SettingsCommand::ToggleAnalysis));
        },
        buttons: &[],
        board: true,
    },
    Screen {
        name: "new game",
        open: |a| give(a, Command::Game(GameCommand::ShowNewGame)),
        buttons: &[m::START, m::CANCEL],
        board: false,
    },
    Screen {
        name: "host a network game",
        open: |a| give(a, Command::Network(NetworkCommand::ShowHostGame)),
        buttons: &[m::NET_HOST, m::CANCEL],
        board: false,
    },
    Screen {
        name: "join a network game",
        open: |a| give(a, Command::Network(NetworkCommand::ShowJoinGame)),
        buttons: &[m::NET_JOIN, m::CANCEL],
        board: false,
    },
    Screen {
        name: "waiting for the friend",
        open: |a| {
            // Loopback only, any free port: the tests reach no network.
            let settings = a.settings().clone();
            let app = std::mem::replace(a, App::new(settings));
            *a = app.with_network(NetOptions {
                bind: std::net::Ipv4Addr::LOCALHOST.into(),
                port: 0,
                ..NetOptions::default()
            });
            give(a, Command::Network(NetworkCommand::ShowHostGame));
            give(a, Command::Network(NetworkCommand::StartHosting));
        },
        buttons: &[m::NET_COPY, m::CANCEL],
        board: false,
    },
    Screen {
        name: "resign",
        open: |a| give(a, Command::Game(GameCommand::Resign)),
        buttons: &[m::CANCEL, m::RESIGN_CONFIRM],
        board: false,
    },
    Screen {
        name: "losing move question",
        open: |a| capture_fewer(a, DamaRules::default()),
        buttons: &[m::LOSING_KEEP, m::LOSING_CONFIRM],
        board: false,
    },
    Screen {
        name: "refused move",
        open: |a| {
            let forbidden = DamaRules {
                non_max_capture: NonMaxCapture::Forbidden,
                ..DamaRules::default()
            };
            capture_fewer(a, forbidden);
        },
        buttons: &[m::OK],
        board: false,
    },
    Screen {
        name: "lot",
        open: |a| {
            let rules = DamaRules {
                first: FirstPlayer::Lot,
                ..DamaRules::default()
            };
            give(
                a,
                Command::Game(GameCommand::StartGame {
                    rules: RuleSet::Dama(rules),
                    players: Players::humans("Aleksandra Wiśniewska", "Bartholomew Okonkwo-Smith"),
                    seed: 7,
                    clock: None,
                }),
            );
        },
        buttons: &[m::PLAY],
        board: false,
    },
    Screen {
        name: "message",
        open: |a| give(a, Command::Pdn(PdnCommand::PasteText("hello there".into()))),
        buttons: &[m::OK],
        board: false,
    },
    Screen {
        name: "path prompt",
        open: |a| give(a, Command::File(FileCommand::SaveAs)),
        buttons: &[m::CANCEL, m::SAVE_BUTTON],
        board: false,
    },
    Screen {
        name: "paste",
        open: |a| give(a, Command::Pdn(PdnCommand::PastePrompt)),
        buttons: &[m::CANCEL, m::OPEN_BUTTON],
        board: false,
    },
    Screen {
        name: "pick game",
        open: |a| {
            let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("layout-pdn");
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join("two.pdn");
            std::fs::write(&path, TWO_GAMES).unwrap();
            give(a, Command::File(FileCommand::OpenPath(path)));
        },
        buttons: &[m::CANCEL],
        board: false,
    },
    Screen {
        name: "shortcuts",
        open: |a| give(a, Command::Dialog(DialogCommand::ShowShortcuts)),
        buttons: &[m::CLOSE],
        board: false,
    },
    Screen {
        name: "about",
        open: |a| give(a, Command::Dialog(DialogCommand::ShowAbout)),
        buttons: &[m::CLOSE],
        board: false,
    },
    Screen {
        name: "rules",
        open: |a| give(a, Command::Dialog(DialogCommand::ShowRules)),
        buttons: &[],
        board: false,
    },
    Screen {
        name: "editor",
        open: |a| give(a, Command::Dialog(DialogCommand::OpenEditor)),
        buttons: &[],
        board: true,
    },
    Screen {
        name: "puzzles",
        open: |a| give(a, Command::Training(TrainingCommand::OpenPuzzles)),
        buttons: &[],
        board: true,
    },
    Screen {
        name: "drill",
        open: |a| {
            give(a, Command::Training(TrainingCommand::OpenDrill));
            give(a, Command::Training(TrainingCommand::StartRound));
        },
        buttons: &[],
        board: true,
    },
    Screen {
        name: "mistakes",
        open: mistakes_to_learn,
        buttons: &[],
        board: true,
    },
    Screen {
        name: "course map",
        open: |a| give(a, Command::Training(TrainingCommand::OpenCourse)),
        buttons: &[],
        board: false,
    },
    Screen {
        name: "course level",
        open: |a| {
            give(a, Command::Training(TrainingCommand::OpenCourse));
            give(a, Command::Training(TrainingCommand::OpenLevel(0)));
            give(a, Command::Training(TrainingCommand::Hint));
        },
        buttons: &[],
        board: false,
    },
];

/// The screens whose board takes a move typed in its move box, which must
/// be in sight.
const TYPED_ON: [&str; 3] = ["puzzles", "drill", "mistakes"];

fn screen(name: &str) -> &'static Screen {
    SCREENS.iter().find(|s| s.name == name).unwrap()
}

/// The app showing `screen` in `lang`.
fn harness(screen: &Screen, lang: Lang) -> Harness<'static, Window> {
    let mut app = App::new(settings(lang)).with_game(reviewed_game());
    give(&mut app, Command::Game(GameCommand::CloseNewGame));
    (screen.open)(&mut app);
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(400)
        // (Unnamed widgets are the business of the accessibility tests.)
        .with_accessibility_check(false)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run_steps(3);
    let app = &h.state().app;
    let opened = match screen.name {
        "editor" => app.editor().is_some(),
        "puzzles" | "drill" | "mistakes" => app.trainer().is_some(),
        "losing move question" => matches!(app.modal(), Some(Modal::ConfirmLosing(_))),
        "refused move" => matches!(app.modal(), Some(Modal::Refused(_))),
        "lot" => matches!(app.modal(), Some(Modal::Lot(_))),
        _ => screen.buttons.is_empty() || app.modal().is_some(),
    };
    assert!(opened, "{} did not open", screen.name);
    h
}

/// Sets the window to `pixels` and the interface to `size` %: kittest keeps
/// the window's size in points, so it is set again at each new zoom, as a
/// real window's points shrink as the zoom grows.
fn resize(h: &mut Harness<'_, Window>, pixels: [f32; 2], size: u16) {
    h.state_mut().app.apply(
        Command::Settings(SettingsCommand::SetInterfaceSize(size)),
        0.0,
    );
    let pixels = Vec2::from(pixels);
    for _ in 0..3 {
        let zoom = h.ctx.zoom_factor();
        h.set_size(pixels / zoom);
        h.run_steps(2);
    }
    // The panels' measures of the last frame settle.
    h.run_steps(3);
}

/// egui's id of an accessibility node (egui gives its widgets' ids to
/// AccessKit as they are).
fn egui_id(node: accesskit::NodeId) -> egui::Id {
    serde_json::from_value(serde_json::Value::from(node.0)).expect("an egui id")
}

/// A node's rectangle in points (AccessKit's are in pixels).
fn rect_of(h: &Harness<'_, Window>, b: accesskit::Rect) -> Rect {
    let rect = Rect::from_min_max(
        pos2(b.x0 as f32, b.y0 as f32),
        pos2(b.x1 as f32, b.y1 as f32),
    );
    rect / h.ctx.pixels_per_point()
}

/// A widget shown: its name, role, whole rectangle, the part in sight and
/// its layer.
struct Shown {
    name: String,
    role: Role,
    rect: Rect,
    visible: Rect,
    layer: egui::LayerId,
}

const INTERACTIVE: [Role; 11] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::ComboBox,
    Role::TextInput,
    Role::MultilineTextInput,
    Role::Slider,
    Role::SpinButton,
    Role::ListItem,
    Role::Tab,
    Role::MenuItem,
];

/// Every widget of the accessibility tree with some part in sight.
fn shown(h: &Harness<'_, Window>) -> Vec<Shown> {
    let mut out = Vec::new();
    for node in h.query_all(by()) {
        let node = node.accesskit_node();
        if node.bounding_box().is_none() {
            continue;
        }
        let Some(response) = h.ctx.read_response(egui_id(node.locate().0)) else {
            continue;
        };
        let visible = response.interact_rect;
        if visible.width() < 0.5 || visible.height() < 0.5 {
            continue;
        }
        out.push(Shown {
            name: node.label().unwrap_or_default().to_string(),
            role: node.role(),
            rect: response.rect,
            visible,
            layer: response.layer_id,
        });
    }
    out
}

/// What is wrong with the window as it is drawn: widgets outside it or cut
/// off at their side, controls over one another.
fn problems(h: &Harness<'_, Window>) -> Vec<String> {
    let window = Rect::from_min_size(egui::Pos2::ZERO, h.ctx.content_rect().size()).expand(1.0);
    let widgets = shown(h);
    let mut out = Vec::new();
    for w in &widgets {
        // A widget partly out of the window, where the window's edge (not a
        // scrolling area inside it) cuts it.
        let cut_by_window = w.rect.max.y > window.max.y && w.visible.max.y + 2.0 >= window.max.y
            || w.rect.min.y < window.min.y && w.visible.min.y - 2.0 <= window.min.y
            || w.rect.max.x > window.max.x
            || w.rect.min.x < window.min.x;
        if cut_by_window {
            out.push(format!(
                "{:?} {:?} at {:?} leaves the window",
                w.role, w.name, w.rect
            ));
        } else if w.visible.width() + 1.0 < w.rect.width() {
            out.push(format!(
                "{:?} {:?} at {:?} is cut off at its side (only {:?} shown)",
                w.role, w.name, w.rect, w.visible
            ));
        }
    }
    let controls: Vec<&Shown> = widgets
        .iter()
        .filter(|w| INTERACTIVE.contains(&w.role))
        .collect();
    for (i, a) in controls.iter().enumerate() {
        for b in &controls[i + 1..] {
            let both = a.visible.intersect(b.visible);
            if a.layer == b.layer && both.width() > 1.0 && both.height() > 1.0 {
                out.push(format!(
                    "{:?} {:?} overlaps {:?} {:?}",
                    a.role, a.name, b.role, b.name
                ));
            }
        }
    }
    out
}

/// Where each control is, as the accessibility tree says.
fn control_places(h: &Harness<'_, Window>) -> Vec<(String, Option<accesskit::Rect>)> {
    h.query_all(by())
        .map(|n| n.accesskit_node())
        .filter(|n| INTERACTIVE.contains(&n.role()))
        .map(|n| (n.label().unwrap_or_default().to_string(), n.bounding_box()))
        .collect()
}

/// What the analysis shows, which changes by itself as the engine searches
/// deeper (its lines, their scores, the depth and the speed).
fn engine_news(h: &Harness<'_, Window>) -> String {
    let app = &h.state().app;
    let analysis = app.computer().analysis(app.game());
    format!("{:?}", analysis.map(|a| (a.eval, &a.lines, a.depth, a.nps)))
}

/// A control that moves from one frame to the next with nothing done: a
/// layout that flickers between two arrangements. A frame in which the
/// engine had news is not one with nothing done: the next is looked at.
fn unsettled(h: &mut Harness<'_, Window>) -> Option<String> {
    for _ in 0..20 {
        let news = engine_news(h);
        let before = control_places(h);
        h.run_steps(1);
        if engine_news(h) != news {
            continue;
        }
        let after = control_places(h);
        if before.len() != after.len() {
            return Some(format!("{} controls, then {}", before.len(), after.len()));
        }
        return before
            .iter()
            .zip(&after)
            .find(|(a, b)| a != b)
            .map(|(a, b)| format!("{:?} from {:?} to {:?}", a.0, a.1, b.1));
    }
    Some("the engine's news changed it in each of twenty frames".to_string())
}

/// The board's squares: the smallest side of the rectangle they cover.
fn board_side(h: &Harness<'_, Window>) -> Option<f32> {
    board_rect(h).map(|all| all.width().min(all.height()))
}

/// The status line's offer of an interface size that fits, if it is shown.
fn size_offer(h: &Harness<'_, Window>, lang: Lang) -> Option<Rect> {
    let tr = Tr(lang);
    let offered = akidada::app::settings::INTERFACE_SIZES
        .iter()
        .map(|&s| tr.f(m::INTERFACE_USE_SIZE, [("size", s.into())]))
        .collect::<Vec<_>>();
    h.query_all_by_role(Role::Button)
        .find(|n| {
            offered
                .iter()
                .any(|o| Some(o.as_str()) == n.accesskit_node().label().as_deref())
        })
        .and_then(|n| n.accesskit_node().bounding_box().map(|b| rect_of(h, b)))
}

/// Checks `screen` in `lang` at each window and interface size given;
/// returns every problem found, each with where it was seen.
fn sweep(screen: &Screen, lang: Lang, windows: &[[f32; 2]], sizes: &[u16]) -> Vec<String> {
    let mut h = harness(screen, lang);
    let tr = Tr(lang);
    let mut out = Vec::new();
    for &window in windows {
        for &size in sizes {
            resize(&mut h, window, size);
            let at = format!(
                "{} ({lang:?}) in {}x{} at {size} %",
                screen.name, window[0], window[1]
            );
            let points = h.ctx.content_rect().size();
            let whole = Rect::from_min_size(egui::Pos2::ZERO, points).expand(1.0);
            if let Some(offer) = size_offer(&h, lang) {
                // It does not fit: the offer, at least, is in sight.
                if !whole.contains_rect(offer) {
                    out.push(format!(
                        "{at}: the offer of a size that fits is outside the window"
                    ));
                }
                continue;
            }
            out.extend(problems(&h).into_iter().map(|p| format!("{at}: {p}")));
            if let Some(moved) = unsettled(&mut h) {
                out.push(format!("{at}: the layout does not settle: {moved}"));
            }
            if screen.board {
                let zoom = h.ctx.zoom_factor();
                let least = (points.min_elem() * 0.5).max(BOARD_MIN_PIXELS / zoom);
                match board_side(&h) {
                    Some(side) if side + 1.0 >= least => {}
                    other => out.push(format!(
                        "{at}: the board is {other:?} a side, less than {least}"
                    )),
                }
            }
            if TYPED_ON.contains(&screen.name) {
                let label = tr.t(m::MOVE_BOX_LABEL);
                let in_sight = h
                    .query_all_by_role_and_label(Role::TextInput, label)
                    .filter_map(|n| n.accesskit_node().bounding_box().map(|b| rect_of(&h, b)))
                    .any(|r| whole.contains_rect(r));
                if !in_sight {
                    out.push(format!("{at}: the move box is not in the window"));
                }
            }
            for &button in screen.buttons {
                let label = tr.t(button);
                let found = h
                    .query_all_by_role_and_label(Role::Button, label)
                    .filter_map(|n| n.accesskit_node().bounding_box().map(|b| rect_of(&h, b)))
                    .any(|r| whole.contains_rect(r));
                if !found {
                    out.push(format!("{at}: the dialog's {label:?} is not in the window"));
                }
            }
        }
    }
    out
}

fn assert_fits(problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Every screen, every window and every interface size in `lang`.
fn every_screen_fits_everywhere_in(lang: Lang) {
    let problems: Vec<String> = SCREENS
        .iter()
        .flat_map(|s| sweep(s, lang, &WINDOWS, &SIZES))
        .collect();
    assert_fits(problems);
}

// The whole grid, a language a test so that they run side by side (each
// about ten seconds in a debug build).

#[test]
fn every_screen_fits_every_window_and_interface_size_in_english() {
    every_screen_fits_everywhere_in(Lang::En);
}

/// Polish and Turkish, whose words are longer.
#[test]
fn every_screen_fits_every_window_and_interface_size_in_polish() {
    every_screen_fits_everywhere_in(Lang::Pl);
}

#[test]
fn every_screen_fits_every_window_and_interface_size_in_turkish() {
    every_screen_fits_everywhere_in(Lang::Tr);
}

#[test]
fn a_size_too_large_for_the_window_is_said_and_the_largest_that_fits_is_one_click_away() {
    for lang in [Lang::En, Lang::Pl, Lang::Tr] {
        let mut h = harness(screen("game"), lang);
        // The sizes that fit these windows offer nothing.
        for (window, size) in [
            ([800.0, 600.0], 150),
            ([1024.0, 600.0], 200),
            ([1100.0, 760.0], 250),
            ([1920.0, 1080.0], 250),
        ] {
            resize(&mut h, window, size);
            assert_eq!(size_offer(&h, lang), None, "{window:?} at {size} %");
        }
        // 250 % in 800x600 does not fit: said, in the language of the window.
        resize(&mut h, [800.0, 600.0], 250);
        let tr = Tr(lang);
        let said = tr.f(m::INTERFACE_TOO_LARGE, [("size", 250u16.into())]);
        assert!(h.query_by_label(&said).is_some(), "{lang:?}: {said}");
        let offer = tr.f(m::INTERFACE_USE_SIZE, [("size", 175u16.into())]);
        h.get_by_role_and_label(Role::Button, &offer).click();
        h.run_steps(2);
        assert_eq!(h.state().app.settings().interface_size, 175);
        resize(&mut h, [800.0, 600.0], 175);
        assert_eq!(size_offer(&h, lang), None);
        assert_fits(problems(&h));
    }
}

/// Where the board's squares (or points) are, all of them.
fn board_rect(h: &Harness<'_, Window>) -> Option<Rect> {
    h.query_all_by_role(Role::Button)
        .filter(|n| {
            // "d3, white man": a square's or a point's name, then what is there.
            let label = n.accesskit_node().label().unwrap_or_default();
            let name = label.split(", ").next().unwrap_or_default().as_bytes();
            name.len() == 2 && name[0].is_ascii_lowercase() && name[1].is_ascii_digit()
        })
        .filter_map(|n| n.accesskit_node().bounding_box().map(|b| rect_of(h, b)))
        .reduce(|a, r| a.union(r))
}

/// A phone held upright (390x844 pixels, at the 90 % it is offered): the
/// board first, nearly as wide as the window, and the side panel under it,
/// its parts as tabs; every screen with a board fits.
#[test]
fn a_phone_held_upright_shows_the_board_first_and_the_side_panel_under_it() {
    let phone = [390.0, 844.0];
    for lang in [Lang::En, Lang::Pl, Lang::Tr] {
        let problems: Vec<String> = SCREENS
            .iter()
            .filter(|s| s.board)
            .flat_map(|s| sweep(s, lang, &[phone], &[90]))
            .collect();
        assert_fits(problems);
    }
    for name in ["game", "teaching and analysis"] {
        let mut h = harness(screen(name), Lang::En);
        resize(&mut h, phone, 90);
        let width = h.ctx.content_rect().width();
        let board = board_rect(&h).expect("a board");
        let tab = h
            .query_by_label(Tr(Lang::En).t(m::SIDE_TAB_OVERVIEW))
            .and_then(|n| n.accesskit_node().bounding_box())
            .map(|b| rect_of(&h, b))
            .expect("the side panel's tabs");
        assert!(
            board.max.y <= tab.min.y,
            "{name}: the board {board:?} is not above the panel {tab:?}"
        );
        assert!(
            board.width() >= 0.7 * width,
            "{name}: the board is {} wide in a window {width} wide",
            board.width()
        );
    }
}

#[test]
fn folded_panels_are_tabs_of_the_side_panel_and_teaching_opens_its_tab() {
    let mut h = harness(screen("teaching and analysis"), Lang::En);
    resize(&mut h, [1024.0, 600.0], 100);
    let tr = Tr(Lang::En);
    // No room beside the board for both: one at least is a tab.
    let tabs: Vec<String> = [m::SIDE_TAB_TEACHING, m::SIDE_TAB_ANALYSIS]
        .iter()
        .map(|&t| tr.t(t).to_string())
        .filter(|t| h.query_by_label(t).is_some())
        .collect();
    assert!(!tabs.is_empty());
    for tab in &tabs {
        h.get_by_label(tab).click();
        h.run_steps(3);
        assert_fits(problems(&h));
    }
    // Wide enough, no tab is needed.
    resize(&mut h, [1920.0, 1080.0], 100);
    assert!(h.query_by_label(tr.t(m::SIDE_TAB_TEACHING)).is_none());
    assert!(h.query_by_label(tr.t(m::SIDE_TAB_ANALYSIS)).is_none());
    assert!(matches!(h.state().app.modal(), None | Some(Modal::Lot(_))));
}

/// A reviewed game at 1100x760: the move list keeps rows enough to read,
/// beside the summary or in a tab of its own.
#[test]
fn after_a_review_the_move_list_keeps_its_rows() {
    // At 200 % the window is too low for the board, the replay bar and the
    // move box one above the other: the bar and the box go into the side
    // panel and leave the list fewer rows, four at least. At 250 % the list
    // has a tab of its own, under the bar's move buttons alone.
    for (size, least) in [(100, 6), (150, 6), (200, 4), (250, 4)] {
        let mut h = harness(screen("game"), Lang::En);
        resize(&mut h, [1100.0, 760.0], size);
        let tr = Tr(Lang::En);
        if let Some(tab) = h.query_by_label(tr.t(m::SIDE_TAB_MOVES)) {
            tab.click();
            h.run_steps(3);
        }
        let rows = h
            .query_all_by_role(Role::ListItem)
            .filter_map(|n| {
                let r = rect_of(&h, n.accesskit_node().bounding_box()?);
                let response = h
                    .ctx
                    .read_response(egui_id(n.accesskit_node().locate().0))?;
                (response.interact_rect.height() + 0.5 >= r.height()).then_some(r.top() as i32)
            })
            .collect::<std::collections::BTreeSet<_>>();
        assert!(
            rows.len() >= least,
            "at {size} %: {} rows in sight",
            rows.len()
        );
    }
}
