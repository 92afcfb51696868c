//! The menu bar: Game, View and Settings.

use eframe::egui::{self, Ui};

use crate::games::GameKind;
use crate::gui::command::Command;
use crate::gui::editor::E;
use crate::gui::i18n::Tr;
use crate::gui::i18n::pdn::P;
use crate::gui::i18n::thinking::C;
use crate::gui::i18n::{Lang, T};
use crate::gui::panels::end_game_buttons;
use crate::gui::play::ActiveGame;
use crate::gui::settings::Settings;
use crate::gui::settings::{AnimSpeed, ThemeChoice};
use crate::gui::widgets::command_button;
use crate::lessons::Lesson;

pub fn show(
    ui: &mut Ui,
    tr: Tr,
    settings: &Settings,
    game: &ActiveGame,
    lessons: &[Lesson],
    commands: &mut Vec<Command>,
) {
    let lang = tr.0;
    egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.t(T::Game), |ui| {
                command_button(
                    ui,
                    true,
                    tr.t(T::NewGameEllipsis),
                    Some("Ctrl+N"),
                    Command::ShowNewGame,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    E::OpenEditor.get(settings.language),
                    None,
                    Command::OpenEditor,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    tr.t(T::OpenEllipsis),
                    Some("Ctrl+O"),
                    Command::Open,
                    commands,
                );
                ui.add_enabled_ui(!settings.recent.is_empty(), |ui| {
                    ui.menu_button(tr.t(T::OpenRecent), |ui| {
                        for path in &settings.recent {
                            let name = path.file_name().map_or_else(
                                || path.display().to_string(),
                                |n| n.to_string_lossy().into_owned(),
                            );
                            if ui
                                .button(name)
                                .on_hover_text(path.display().to_string())
                                .clicked()
                            {
                                commands.push(Command::OpenPath(path.clone()));
                            }
                        }
                    });
                });
                command_button(
                    ui,
                    true,
                    tr.t(T::Save),
                    Some("Ctrl+S"),
                    Command::Save,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    tr.t(T::SaveAsEllipsis),
                    Some("Ctrl+Shift+S"),
                    Command::SaveAs,
                    commands,
                );
                ui.separator();
                command_button(
                    ui,
                    true,
                    P::ImportPdn.get(lang),
                    None,
                    Command::ImportPdn,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    P::ExportPdn.get(lang),
                    None,
                    Command::ExportPdn,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    P::CopyPosition.get(lang),
                    None,
                    Command::CopyPosition,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    P::CopyPdn.get(lang),
                    None,
                    Command::CopyPdn,
                    commands,
                );
                command_button(
                    ui,
                    true,
                    P::PastePosition.get(lang),
                    Some("Ctrl+V"),
                    Command::PastePrompt,
                    commands,
                );
                ui.separator();
                command_button(
                    ui,
                    game.can_undo(),
                    tr.t(T::Undo),
                    Some("Ctrl+Z"),
                    Command::Undo,
                    commands,
                );
                command_button(
                    ui,
                    game.can_redo(),
                    tr.t(T::Redo),
                    Some("Ctrl+Y"),
                    Command::Redo,
                    commands,
                );
                ui.separator();
                end_game_buttons(ui, tr, game, commands);
                ui.separator();
                let on = game.outcome().is_none();
                command_button(
                    ui,
                    on,
                    C::Hint.get(lang),
                    Some("H"),
                    Command::Hint,
                    commands,
                );
                command_button(
                    ui,
                    game.ply_count() > 0,
                    C::Review.get(lang),
                    None,
                    Command::StartReview,
                    commands,
                );
                let mut resigns = settings.computer_may_resign;
                if ui.checkbox(&mut resigns, C::MayResign.get(lang)).clicked() {
                    commands.push(Command::ToggleComputerResigns);
                }
                ui.separator();
                if ui.button(tr.t(T::Quit)).clicked() {
                    commands.push(Command::Quit);
                }
            });
            ui.menu_button(tr.t(T::View), |ui| {
                let mut flipped = settings.flipped;
                if ui.checkbox(&mut flipped, tr.t(T::FlipBoard)).clicked() {
                    commands.push(Command::FlipBoard);
                }
                let mut analysis = settings.analysis;
                if ui
                    .checkbox(&mut analysis, C::AnalysisHelp.get(lang))
                    .clicked()
                {
                    commands.push(Command::ToggleAnalysis);
                }
            });
            ui.menu_button(tr.t(T::Learn), |ui| {
                let mut teaching = settings.teaching;
                if ui.checkbox(&mut teaching, tr.t(T::TeachingMode)).clicked() {
                    commands.push(Command::ToggleTeaching);
                }
                ui.separator();
                for kind in GameKind::ALL {
                    ui.label(egui::RichText::new(tr.game(kind)).weak());
                    for (i, lesson) in lessons.iter().enumerate().filter(|(_, l)| l.kind() == kind)
                    {
                        if ui.button(lesson.title(settings.language)).clicked() {
                            commands.push(Command::OpenLesson(i));
                        }
                    }
                }
            });
            ui.menu_button(tr.t(T::Help), |ui| {
                if ui.button(tr.t(T::RulesMenu)).clicked() {
                    commands.push(Command::ShowRules);
                }
            });
            ui.menu_button(tr.t(T::Settings), |ui| {
                ui.menu_button(tr.t(T::Language), |ui| {
                    for lang in Lang::ALL {
                        if ui
                            .radio(settings.language == lang, lang.native_name())
                            .clicked()
                        {
                            commands.push(Command::SetLanguage(lang));
                        }
                    }
                });
                ui.menu_button(tr.t(T::Theme), |ui| {
                    for theme in ThemeChoice::ALL {
                        if ui
                            .radio(settings.theme == theme, tr.t(theme.label()))
                            .clicked()
                        {
                            commands.push(Command::SetTheme(theme));
                        }
                    }
                });
                ui.menu_button(tr.t(T::Animation), |ui| {
                    for speed in AnimSpeed::ALL {
                        if ui
                            .radio(settings.animation == speed, tr.t(speed.label()))
                            .clicked()
                        {
                            commands.push(Command::SetAnimation(speed));
                        }
                    }
                });
            });
        });
    });
}
