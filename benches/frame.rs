//! Frame budget: the CPU cost of one frame of the app, laid out and tessellated
//! headlessly (no GPU), with the board showing every kind of highlight.
//!
//! Yardstick in the same run: a frame of the same window with egui showing only a
//! side panel of text, so the ratio says what the board itself costs.
//!
//! Run: `cargo bench --bench frame`. Target: under 2 ms per frame.

use std::time::{Duration, Instant};

use akidada::app::App;
use akidada::app::command::{Command, LessonCommand, SettingsCommand};
use akidada::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, Players};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::games::Side;
use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, Position};
use akidada::gui::Window;
use akidada::session::{Lot, Session};
use eframe::egui::{self, RawInput, Rect, pos2, vec2};

const FRAMES: u32 = 400;

fn input(time: f64) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(1280.0, 800.0))),
        time: Some(time),
        ..RawInput::default()
    }
}

/// What one frame cost: the wall time, and the time this thread was on a CPU
/// (Linux's `/proc/thread-self/schedstat`; `None` elsewhere). While the engine
/// searches on both cores the frame thread waits for a core, so only its CPU
/// time says what the window itself costs.
#[derive(Copy, Clone)]
struct FrameCost {
    wall: Duration,
    cpu: Option<Duration>,
}

impl FrameCost {
    /// The figure to judge: the CPU time where it is known.
    fn judged(self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }
}

/// This thread's time on a CPU so far.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Runs `FRAMES` frames of `ui`, returning the mean cost per frame, layout and
/// tessellation included.
fn time_frames(mut ui: impl FnMut(&mut egui::Ui)) -> FrameCost {
    let ctx = egui::Context::default();
    // Warm up: fonts, galley caches, the first layout.
    for i in 0..20 {
        let mut out = ctx.run_ui(input(f64::from(i) * 0.016), &mut ui);
        out.textures_delta.clear();
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    let start = Instant::now();
    let cpu_start = thread_cpu_time();
    for i in 0..FRAMES {
        let mut out = ctx.run_ui(input(1.0 + f64::from(i) * 0.016), &mut ui);
        out.textures_delta.clear();
        let prims = ctx.tessellate(out.shapes, out.pixels_per_point);
        std::hint::black_box(prims);
    }
    FrameCost {
        wall: start.elapsed() / FRAMES,
        cpu: cpu_start
            .zip(thread_cpu_time())
            .map(|(start, end)| end.saturating_sub(start) / FRAMES),
    }
}

fn app_with(game: GamePlay) -> App {
    app_playing(game, Players::humans("Ada", "Bolek"))
}

fn app_playing(game: GamePlay, players: Players) -> App {
    App::new(Settings {
        language: Lang::En,
        animation: AnimSpeed::Off,
        ..Settings::default()
    })
    .with_game(ActiveGame::from_play(game, players))
}

/// The worked example with the king selected: compulsory marks, every maximal
/// route drawn, destinations marked, the previous move tinted.
fn dama_busy() -> App {
    let pos: Position = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut play = DamaPlay::new(Session::<Dama>::from_position(
        DamaRules::default(),
        lot,
        pos,
    ));
    play.click("b8".parse().unwrap());
    play.click("b5".parse().unwrap());
    app_with(GamePlay::Dama(play))
}

/// The worked-example lesson in teaching mode: every capture variant listed beside the
/// board, one of them drawn in full.
fn dama_teaching() -> App {
    let mut app = dama_busy();
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    app.apply(Command::Lesson(LessonCommand::OpenLesson(0)), 0.0);
    app
}

/// An Akidada game in the movement phase with a piece selected.
fn akidada_busy() -> App {
    let pos = "W:Wa1,c1,e3,b4,d2,c5:Bb2,e1,d4,a5,c4,b3:H0,0"
        .parse()
        .unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut play = AkidadaPlay::new(Session::<Akidada>::from_position(
        AkidadaRules::default(),
        lot,
        pos,
    ));
    play.click("c1".parse().unwrap());
    app_with(GamePlay::Akidada(play))
}

/// A game against the computer at full strength, the computer to move and
/// thinking on its worker thread, and the analysis panel open with the other
/// search running: the window's cost while both cores search.
fn dama_thinking() -> App {
    let rules = DamaRules {
        first: akidada::games::FirstPlayer::White,
        ..DamaRules::default()
    };
    let mut session = Session::<Dama>::new(rules, 0);
    session.play_text("d3-d4").unwrap();
    let players = Players::humans("Ada", "Engine").with_kind(
        Side::Black,
        akidada::app::play::PlayerKind::Computer { level: 8 },
    );
    let mut app = app_playing(GamePlay::Dama(DamaPlay::new(session)), players);
    app.apply(Command::Settings(SettingsCommand::ToggleAnalysis), 0.0);
    app
}

fn main() {
    let yardstick = time_frames(|ui| {
        egui::Panel::right("side").show(ui, |ui| {
            for i in 0..30 {
                ui.label(format!("line {i}"));
            }
        });
    });
    println!(
        "frame cost, 1280x800, mean of {FRAMES} frames (layout + tessellation, CPU only); \
         the ratio is of the frame thread's CPU time where known"
    );
    println!("{:<38} {:>9} {:>9}", "", "wall", "on CPU");
    print_cost("yardstick: text panel only", yardstick, None);
    for (name, app) in [
        ("Dama, mid-capture, all highlights", dama_busy()),
        ("Akidada, piece selected", akidada_busy()),
        (
            "Dama, teaching mode, worked-example lesson",
            dama_teaching(),
        ),
        ("Dama, computer and analysis thinking", dama_thinking()),
    ] {
        let mut window = Window::new(app);
        let cost = time_frames(|ui| window.show(ui));
        print_cost(name, cost, Some(yardstick));
    }
}

fn print_cost(name: &str, cost: FrameCost, yardstick: Option<FrameCost>) {
    let cpu = cost
        .cpu
        .map_or("-".to_string(), |c| format!("{:.3} ms", ms(c)));
    let mut line = format!(
        "{name:<38} {:>9} {cpu:>9}",
        format!("{:.3} ms", ms(cost.wall))
    );
    if let Some(yardstick) = yardstick {
        let judged = cost.judged();
        line += &format!(
            "   {:.1}x yardstick   {}",
            judged.as_secs_f64() / yardstick.judged().as_secs_f64(),
            if ms(judged) < 2.0 {
                "under the 2 ms budget"
            } else {
                "OVER the 2 ms budget"
            }
        );
    }
    println!("{line}");
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
