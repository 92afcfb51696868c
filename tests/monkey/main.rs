//! The monkey: seeded random clicks, drags, scrolls, keys and typing over the
//! whole window (every menu, dialog and screen it can reach), as a careless
//! person or a cat on the keyboard would give them.
//!
//! After every event the game on screen must still be a legal game (its record
//! replays through the rules), no panic may happen, and nothing may be written
//! outside the temporary folder the app was given as its home.
//!
//! 10,000 events by default; `AKIDADA_FUZZ_ITERATIONS=1000000` for the long run,
//! `AKIDADA_FUZZ_SEED` for another stream. A failure names the seed, the event
//! number and the last events, so it can be replayed.

#[allow(dead_code, reason = "helpers shared by every test binary")]
#[path = "../common/mod.rs"]
mod common;

use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use akidada::app::App;
use akidada::app::settings::{AnimSpeed, Settings, SettingsFile};
use akidada::app::text::Lang;
use akidada::gui::Window;
use akidada::rng::Rng;
use eframe::egui::accesskit::Role;
use eframe::egui::{self, Event, Key, Modifiers, PointerButton, Pos2, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const SIZE: Vec2 = Vec2::new(1200.0, 800.0);

/// The widgets worth aiming at: pressing them changes something.
const AIMED: [Role; 13] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::ComboBox,
    Role::MenuItem,
    Role::MenuItemCheckBox,
    Role::MenuItemRadio,
    Role::TextInput,
    Role::Slider,
    Role::SpinButton,
    Role::Link,
    Role::Tab,
    Role::ListBoxOption,
];

/// Keys a person presses, the app's shortcuts among them.
const KEYS: [Key; 24] = [
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::Home,
    Key::End,
    Key::Enter,
    Key::Escape,
    Key::Tab,
    Key::Space,
    Key::Backspace,
    Key::Delete,
    Key::A,
    Key::H,
    Key::N,
    Key::O,
    Key::S,
    Key::T,
    Key::Y,
    Key::Z,
    Key::Plus,
    Key::Minus,
    Key::Equals,
    Key::Num0,
];

const MODIFIERS: [Modifiers; 4] = [
    Modifiers::NONE,
    Modifiers::COMMAND,
    Modifiers::SHIFT,
    Modifiers::ALT,
];

/// Text typed into whatever has the keyboard: names, paths, move texts, the
/// three languages' letters, and junk.
const TEXTS: [&str; 10] = [
    "a",
    "3",
    "Ayşe",
    "Zażółć",
    "İğ",
    "../x",
    "c3-c4",
    "/",
    "W:Wd3:Bd4",
    "\u{0}\t",
];

/// Every enabled widget in the window worth pressing: its role, label and
/// place.
fn targets(h: &Harness<'_, Window>) -> Vec<(Role, String, Rect)> {
    let window = Rect::from_min_size(Pos2::ZERO, SIZE);
    AIMED
        .iter()
        .flat_map(|role| {
            h.query_all_by_role(*role)
                .filter(|n| !n.accesskit_node().is_disabled())
                .map(|n| {
                    let label = n.accesskit_node().label().unwrap_or_default();
                    (*role, label, n.rect())
                })
        })
        .filter(|(_, _, r)| r.is_positive() && window.contains(r.center()))
        .collect()
}

/// One random event, described for the failure report.
///
/// Half the widgets aimed at are the least pressed so far (`pressed` counts
/// them by label), so the monkey gets into the menus and the dialogs behind
/// them rather than pressing the board's 64 squares over and over.
fn random_event(
    h: &Harness<'_, Window>,
    rng: &mut Rng,
    pressed: &BTreeMap<String, u64>,
) -> (String, Vec<Event>, Option<String>) {
    let any_point = |rng: &mut Rng| {
        Pos2::new(
            rng.below(SIZE.x as usize) as f32,
            rng.below(SIZE.y as usize) as f32,
        )
    };
    match rng.below(100) {
        // A widget, found by its accessibility node, pressed in its middle.
        0..=44 => {
            let targets = targets(h);
            if targets.is_empty() {
                return ("nothing to aim at".into(), Vec::new(), None);
            }
            let pick = if rng.coin() {
                rng.below(targets.len())
            } else {
                let count = |i: usize| pressed.get(&targets[i].1).copied().unwrap_or(0);
                let least = (0..targets.len()).map(count).min().unwrap_or(0);
                let rare: Vec<usize> = (0..targets.len()).filter(|&i| count(i) == least).collect();
                rare[rng.below(rare.len())]
            };
            let (role, label, rect) = &targets[pick];
            let button = if rng.below(10) == 0 {
                PointerButton::Secondary
            } else {
                PointerButton::Primary
            };
            (
                format!("press {role:?} {label:?} ({button:?})"),
                click(rect.center(), button),
                Some(label.clone()),
            )
        }
        // Anywhere at all.
        45..=59 => {
            let at = any_point(rng);
            (
                format!("click at {at:?}"),
                click(at, PointerButton::Primary),
                None,
            )
        }
        // A drag from one place to another, over a few moves.
        60..=69 => {
            let (from, to) = (any_point(rng), any_point(rng));
            let mut events = vec![
                Event::PointerMoved(from),
                button(from, PointerButton::Primary, true),
            ];
            for step in 1..=4 {
                events.push(Event::PointerMoved(from.lerp(to, step as f32 / 4.0)));
            }
            events.push(button(to, PointerButton::Primary, false));
            (format!("drag {from:?} to {to:?}"), events, None)
        }
        // A key, sometimes with a modifier.
        70..=86 => {
            let key = KEYS[rng.below(KEYS.len())];
            let modifiers = MODIFIERS[rng.below(MODIFIERS.len())];
            let events = [true, false]
                .into_iter()
                .map(|pressed| Event::Key {
                    key,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers,
                })
                .collect();
            (format!("key {modifiers:?} {key:?}"), events, None)
        }
        // Typing.
        87..=92 => {
            let text = TEXTS[rng.below(TEXTS.len())];
            (
                format!("type {text:?}"),
                vec![Event::Text(text.to_string())],
                None,
            )
        }
        // The wheel, over some place.
        93..=96 => {
            let at = any_point(rng);
            let delta = Vec2::new(0.0, rng.below(400) as f32 - 200.0);
            (
                format!("scroll {delta:?} at {at:?}"),
                vec![
                    Event::PointerMoved(at),
                    Event::MouseWheel {
                        unit: egui::MouseWheelUnit::Point,
                        delta,
                        phase: egui::TouchPhase::Move,
                        modifiers: Modifiers::NONE,
                        source: egui::MouseWheelSource::Wheel,
                    },
                ],
                None,
            )
        }
        // Nothing: time passes (animations, the computer).
        _ => ("wait".into(), Vec::new(), None),
    }
}

fn button(pos: Pos2, button: PointerButton, pressed: bool) -> Event {
    Event::PointerButton {
        pos,
        button,
        pressed,
        modifiers: Modifiers::NONE,
    }
}

fn click(at: Pos2, which: PointerButton) -> Vec<Event> {
    vec![
        Event::PointerMoved(at),
        button(at, which, true),
        button(at, which, false),
    ]
}

/// The game on screen is a legal game: its record replays through the rules
/// with every move.
fn check_game(app: &App) -> Result<(), String> {
    let ron = app.game().to_record().to_ron();
    let loaded = akidada::record::load_str(&ron)
        .map_err(|e| format!("the record does not replay: {e:?}\n{ron}"))?;
    if loaded.move_count() != app.game().ply_count() {
        return Err(format!(
            "the record replays {} moves of {}",
            loaded.move_count(),
            app.game().ply_count()
        ));
    }
    Ok(())
}

/// Every file under `dir` with its length and time of change.
/// With `deep` false, only the files directly in it.
fn files_under(dir: &Path, deep: bool) -> BTreeMap<PathBuf, (u64, Option<SystemTime>)> {
    let mut found = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() {
                if deep {
                    stack.push(path);
                }
            } else {
                found.insert(path, (meta.len(), meta.modified().ok()));
            }
        }
    }
    found
}

/// The folders the app would write to on this machine, read before the
/// test moves its home, each with whether it is watched whole: the app's own
/// settings and data folders may not change at all; the working directory and
/// the documents folder (where a typed name lands; it may be the home folder)
/// may get no new file at their top, as other programs change what is in them.
fn real_app_folders() -> Vec<(PathBuf, bool)> {
    let whole = [akidada::paths::config_dir(), akidada::paths::data_dir()];
    let top = [
        Some(std::env::current_dir().unwrap()),
        akidada::paths::documents_dir(),
    ];
    let whole = whole.into_iter().flatten().map(|d| (d, true));
    whole
        .chain(top.into_iter().flatten().map(|d| (d, false)))
        .collect()
}

#[test]
fn random_input_over_every_screen_keeps_the_game_legal_and_writes_only_to_its_folder() {
    let events = common::iterations(10_000);
    let seed = common::seed(1);
    let watched: Vec<(PathBuf, bool, BTreeMap<_, _>)> = real_app_folders()
        .into_iter()
        .map(|(d, deep)| {
            let files = files_under(&d, deep);
            (d, deep, files)
        })
        .collect();

    // The app's whole world in a temporary folder: settings, autosave,
    // progress, documents and caches.
    let home = std::env::temp_dir().join(format!("akidada-monkey-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    // SAFETY: this test binary has one test, and it sets the environment
    // before any thread of its own starts.
    #[allow(unsafe_code, reason = "std::env::set_var")]
    unsafe {
        for (var, sub) in [
            ("HOME", ""),
            ("XDG_CONFIG_HOME", "config"),
            ("XDG_DATA_HOME", "data"),
            ("XDG_CACHE_HOME", "cache"),
            ("XDG_DOCUMENTS_DIR", "documents"),
        ] {
            std::env::set_var(var, home.join(sub));
        }
    }
    let settings = Settings {
        language: Lang::En,
        animation: AnimSpeed::Off,
        ..Settings::default()
    };
    let (file, _, _) = SettingsFile::open(SettingsFile::default_path().unwrap());
    let mut app = App::new(settings).with_settings_file(file);
    app = app
        .with_data_dir(&akidada::paths::data_dir().unwrap())
        .with_training_file(akidada::app::training::trainer::default_path())
        .with_documents(akidada::paths::documents_dir())
        // A network game it hosts or joins stays on this machine.
        .with_network(akidada::app::network::NetOptions {
            bind: std::net::Ipv4Addr::LOCALHOST.into(),
            port: 0,
            ..akidada::app::network::NetOptions::default()
        });
    assert!(
        app.documents().is_some_and(|d| d.starts_with(&home)),
        "the documents folder is not the test's: {:?}",
        app.documents()
    );

    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    let mut rng = Rng::new(seed);
    let mut last: VecDeque<String> = VecDeque::new();
    let report = |last: &VecDeque<String>, i: u64, what: &str| -> String {
        let trail: Vec<&str> = last.iter().map(String::as_str).collect();
        format!(
            "seed {seed}, event {i}: {what}\nthe last events:\n  {}",
            trail.join("\n  ")
        )
    };
    let mut pressed = BTreeMap::<String, u64>::new();
    let mut screens = BTreeMap::<String, u64>::new();
    for i in 0..events {
        let (what, input, label) = random_event(&h, &mut rng, &pressed);
        let before = if label.is_some() {
            targets(&h)
        } else {
            Vec::new()
        };
        if let Some(label) = label {
            *pressed.entry(label).or_default() += 1;
        }
        last.push_back(what);
        if last.len() > 30 {
            last.pop_front();
        }
        for e in input {
            h.event(e);
        }
        // The panic's own message and backtrace are printed by the hook; the
        // report below adds the events that led to it.
        let stepped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            h.step();
            // The computer and animations run on: now and then let a few
            // frames pass.
            if rng.below(20) == 0 {
                h.run_steps(5);
            }
        }));
        if stepped.is_err() {
            panic!("{}", report(&last, i, "the panic above"));
        }
        // A press that opened something (a menu, a drop-down, a dialog) is
        // often followed at once by a press on what it opened, as a person's
        // would be: the way into the screens behind the menus.
        if !before.is_empty() && rng.coin() {
            let known: std::collections::BTreeSet<&str> =
                before.iter().map(|t| t.1.as_str()).collect();
            let new: Vec<_> = targets(&h)
                .into_iter()
                .filter(|t| !known.contains(t.1.as_str()))
                .collect();
            if !new.is_empty() {
                let (role, label, rect) = &new[rng.below(new.len())];
                last.push_back(format!("then press {role:?} {label:?}"));
                *pressed.entry(label.clone()).or_default() += 1;
                for e in click(rect.center(), PointerButton::Primary) {
                    h.event(e);
                }
                let stepped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| h.step()));
                if stepped.is_err() {
                    panic!("{}", report(&last, i, "the panic above"));
                }
            }
        }
        let app = &h.state().app;
        if let Err(e) = check_game(app) {
            panic!("{}", report(&last, i, &e));
        }
        let screen = app.modal().map_or_else(
            || format!("{:?} board", app.game().kind()),
            |m| {
                format!("{m:?}")
                    .chars()
                    .take_while(|c| c.is_alphanumeric())
                    .collect()
            },
        );
        *screens.entry(screen).or_default() += 1;
    }
    drop(h);

    for (dir, deep, before) in watched {
        let after = files_under(&dir, deep);
        let changed: Vec<&PathBuf> = after
            .iter()
            .filter(|(p, m)| match before.get(*p) {
                None => true,
                Some(old) => deep && old != *m,
            })
            .map(|(p, _)| p)
            .collect();
        assert!(
            changed.is_empty(),
            "written outside the test's folder, in {}: {changed:?}",
            dir.display()
        );
    }
    // It did reach the dialogs: the buttons pressed include some of the
    // dialogs' own.
    let distinct = pressed.len();
    eprintln!(
        "monkey: {events} events, seed {seed}, {distinct} distinct widgets pressed; \
         events on each screen: {screens:?}"
    );
    assert!(
        events < 1000 || distinct > 40,
        "the monkey pressed only {distinct} distinct widgets: it does not get around"
    );
    let _ = std::fs::remove_dir_all(&home);
}
