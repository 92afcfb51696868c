//! The menu bar, made from the table of actions (`gui::actions`): each item
//! shows its action's label and shortcut, is greyed out when it does not apply,
//! and a setting is a check box.

use eframe::egui::{self, Button, Response, Ui, accesskit::Role};

use crate::app::App;
use crate::app::command::{Command, FileCommand, LessonCommand, SettingsCommand};
use crate::app::settings::{AnimSpeed, INTERFACE_SIZES, ThemeChoice};
use crate::app::text::Lang;
use crate::games::GameKind;
use crate::gui::actions::{Id, action};
use crate::i18n::m;

/// The items of the Game menu, in order; `None` is a separator.
const GAME: &[Option<Id>] = &[
    Some(Id::NewGame),
    Some(Id::SetUpPosition),
    Some(Id::Open),
    // (the recent files follow Open)
    Some(Id::Save),
    Some(Id::SaveAs),
    None,
    Some(Id::ImportPdn),
    Some(Id::ExportPdn),
    Some(Id::CopyPosition),
    Some(Id::CopyPdn),
    Some(Id::Paste),
    None,
    Some(Id::Undo),
    Some(Id::Redo),
    None,
    Some(Id::OfferDraw),
    Some(Id::Resign),
    None,
    Some(Id::Hint),
    Some(Id::Review),
    Some(Id::MayResign),
    None,
    Some(Id::Quit),
];

const VIEW: &[Option<Id>] = &[Some(Id::FlipBoard), Some(Id::Analysis)];

/// The menu bar; where it ends, below.
pub fn show(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) -> f32 {
    let tr = app.tr();
    let bar = egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            crate::gui::reader::container(ui, Role::MenuBar, None);
            menu(ui, tr.t(m::GAME), |ui| game_menu(ui, app, commands));
            menu(ui, tr.t(m::VIEW), |ui| {
                for id in VIEW.iter().flatten() {
                    item_ui(ui, app, *id, commands);
                }
            });
            menu(ui, tr.t(m::LEARN), |ui| learn_menu(ui, app, commands));
            menu(ui, tr.t(m::HELP), |ui| {
                item_ui(ui, app, Id::Rules, commands);
                item_ui(ui, app, Id::Course, commands);
                item_ui(ui, app, Id::Shortcuts, commands);
                ui.separator();
                item_ui(ui, app, Id::About, commands);
            });
            menu(ui, tr.t(m::SETTINGS), |ui| settings_menu(ui, app, commands));
        });
    });
    bar.response.rect.max.y
}

/// The Game menu: its items, the recent files after Open.
fn game_menu(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    for item in GAME {
        let Some(id) = item else {
            ui.separator();
            continue;
        };
        item_ui(ui, app, *id, commands);
        // A web page cannot open a connection to another player: no menu.
        if *id == Id::NewGame && cfg!(not(target_arch = "wasm32")) {
            menu(ui, app.tr().t(m::NET_PLAY_MENU), |ui| {
                for id in [Id::HostNetwork, Id::JoinNetwork] {
                    item_ui(ui, app, id, commands);
                }
                ui.separator();
                for id in [Id::RequestTakeback, Id::LeaveNetwork] {
                    item_ui(ui, app, id, commands);
                }
            });
        }
        if *id == Id::Open {
            recent_files(ui, app, commands);
            games_in_progress(ui, app, commands);
        }
    }
}

/// The Learn menu: teaching, the trainer, and the lessons of each game.
fn learn_menu(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = app.tr();
    item_ui(ui, app, Id::Course, commands);
    item_ui(ui, app, Id::Teaching, commands);
    item_ui(ui, app, Id::Puzzles, commands);
    item_ui(ui, app, Id::CaptureDrill, commands);
    ui.separator();
    for kind in GameKind::ALL {
        ui.label(egui::RichText::new(tr.game(kind)).weak());
        let lessons = app.lessons().iter().enumerate();
        for (i, lesson) in lessons.filter(|(_, l)| l.kind() == kind) {
            let response = ui.button(lesson.title(app.settings().language));
            as_role(ui, &response, Role::MenuItem);
            if response.clicked() {
                commands.push(Command::Lesson(LessonCommand::OpenLesson(i)));
            }
        }
    }
}

/// The Settings menu: a list to choose from for each setting that has
/// several values, and the sound.
fn settings_menu(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let (tr, settings) = (app.tr(), app.settings());
    menu(ui, tr.t(m::LANGUAGE), |ui| {
        let langs = Lang::ALL.map(|lang| {
            (
                lang,
                lang.native_name(),
                Command::Settings(SettingsCommand::SetLanguage(lang)),
            )
        });
        choices(ui, settings.language, langs, commands);
    });
    menu(ui, tr.t(m::THEME), |ui| {
        let themes = ThemeChoice::ALL.map(|t| {
            (
                t,
                tr.t(t.label()),
                Command::Settings(SettingsCommand::SetTheme(t)),
            )
        });
        choices(ui, settings.theme, themes, commands);
    });
    menu(ui, tr.t(m::ANIMATION), |ui| {
        let speeds = AnimSpeed::ALL.map(|s| {
            (
                s,
                tr.t(s.label()),
                Command::Settings(SettingsCommand::SetAnimation(s)),
            )
        });
        choices(ui, settings.animation, speeds, commands);
    });
    item_ui(ui, app, Id::Sound, commands);
    menu(ui, tr.t(m::INTERFACE_SIZE), |ui| {
        item_ui(ui, app, Id::Larger, commands);
        item_ui(ui, app, Id::Smaller, commands);
        item_ui(ui, app, Id::DefaultSize, commands);
        ui.separator();
        let sizes = INTERFACE_SIZES.map(|size| {
            let label = tr.f(m::INTERFACE_PERCENT, [("size", size.into())]);
            (
                size,
                label,
                Command::Settings(SettingsCommand::SetInterfaceSize(size)),
            )
        });
        choices(ui, settings.interface_size, sizes, commands);
    });
}

/// One radio button for each value of a setting, `current` checked: its
/// label, and the command that chooses it.
fn choices<T: PartialEq>(
    ui: &mut Ui,
    current: T,
    values: impl IntoIterator<Item = (T, impl Into<egui::WidgetText>, Command)>,
    commands: &mut Vec<Command>,
) {
    for (value, label, command) in values {
        let response = ui.radio(current == value, label);
        as_role(ui, &response, Role::MenuItemRadio);
        if response.clicked() {
            commands.push(command);
        }
    }
}

/// One action as a menu item (a check box for a setting).
pub fn item_ui(ui: &mut Ui, app: &App, id: Id, commands: &mut Vec<Command>) {
    if !crate::gui::actions::in_this_build(id) {
        return;
    }
    let a = action(id);
    let label = (a.label)(app.tr());
    let enabled = (a.enabled)(app);
    let clicked = match a.checked {
        Some(on) => {
            let mut checked = on(app);
            let response = ui.add_enabled(enabled, egui::Checkbox::new(&mut checked, label));
            as_role(ui, &response, Role::MenuItemCheckBox);
            response.clicked()
        }
        None => {
            let keys = a.shortcut().map(|s| ui.ctx().format_shortcut(&s));
            let mut button = Button::new(label);
            if let Some(keys) = &keys {
                button = button.shortcut_text(keys.as_str());
            }
            let response = ui.add_enabled(enabled, button);
            // Named by its label alone (the shortcut is drawn beside it, and
            // is its description: AccessKit gives AT-SPI no key binding).
            response.widget_info(|| egui::WidgetInfo::labeled(Role::MenuItem, enabled, label));
            if let Some(keys) = keys {
                ui.ctx()
                    .accesskit_node_builder(response.id, |node| node.set_description(keys));
            }
            response.clicked()
        }
    };
    if clicked {
        commands.push((a.command)(app));
        // The menu closes with the click that chose, so the next click goes
        // to what the item opened, not to closing the menu.
        ui.close();
    }
}

/// The games kept when another took their place: each one resumes, or is
/// deleted with the button beside it.
fn games_in_progress(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let tr = app.tr();
    let games = app.games_in_progress();
    ui.add_enabled_ui(!games.is_empty(), |ui| {
        menu(ui, tr.t(m::GAMES_IN_PROGRESS), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (name, summary) in games {
                    ui.horizontal(|ui| {
                        if ui.button(summary).clicked() {
                            commands.push(Command::File(FileCommand::ResumeKept(name.clone())));
                            ui.close();
                        }
                        let delete = ui
                            .small_button(tr.t(m::IN_PROGRESS_DISCARD))
                            .on_hover_text(tr.t(m::IN_PROGRESS_DISCARD_TIP));
                        if delete.clicked() {
                            commands.push(Command::File(FileCommand::DiscardKept(name)));
                        }
                    });
                }
            });
        });
    })
    .response
    .on_disabled_hover_text(tr.t(m::IN_PROGRESS_EMPTY));
}

fn recent_files(ui: &mut Ui, app: &App, commands: &mut Vec<Command>) {
    let recent = &app.settings().recent;
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        menu(ui, app.tr().t(m::OPEN_RECENT), |ui| {
            for path in recent {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                if ui
                    .button(name)
                    .on_hover_text(path.display().to_string())
                    .clicked()
                {
                    commands.push(Command::File(FileCommand::OpenPath(path.clone())));
                }
            }
        });
    });
}

/// A menu of the bar, or a menu in a menu: its button opens `add_contents`,
/// and a screen reader reads it as a menu ("Game menu").
fn menu(ui: &mut Ui, label: &str, add_contents: impl FnOnce(&mut Ui)) {
    let shown = ui.menu_button(label, add_contents);
    let response = shown.response;
    as_role(ui, &response, Role::Menu);
    // A menu closed with Escape takes the keyboard with it: it goes back to
    // the menu's button, not to the bare window.
    let open = shown.inner.is_some();
    let was_open = response.id.with("open");
    let closing = if open {
        ui.input(|i| i.key_pressed(egui::Key::Escape))
    } else {
        ui.data(|d| d.get_temp::<bool>(was_open)) == Some(true)
    };
    if closing && ui.memory(|m| m.focused()).is_none() {
        response.request_focus();
    }
    ui.data_mut(|d| d.insert_temp(was_open, open));
}

/// Reads a widget of a menu as what it is there (egui names them buttons,
/// check boxes and radio buttons).
fn as_role(ui: &Ui, response: &Response, role: Role) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_role(role));
}
