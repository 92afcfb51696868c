//! The new-game dialog: which game, the two players, the rule options with their
//! defaults and a line of explanation each.

use eframe::egui::{self, RichText, Ui};

use crate::app::clock::TimeControl;
use crate::app::command::{Command, GameCommand};
use crate::app::new_game::{CUSTOM_INCREMENT, CUSTOM_MINUTES, NewGameForm, TimeChoice};
use crate::app::play::PlayerKind;
use crate::app::text::thinking::level_name;
use crate::app::text::{Lang, Tr};
use crate::app::training::TrainingCommand;
use crate::games::GameKind;
use crate::games::Side;
use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::gui::widgets::{akidada_options, dama_options};
use crate::i18n::m;
use crate::rng::Rng;

/// Shows the form over the board.
pub fn show(form: &mut NewGameForm, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
    let tr = Tr(lang);
    let mut learn = false;
    let body = |ui: &mut Ui| {
        learn = learn_to_play(ui, tr);
        form_body(ui, tr, form);
    };
    let id = egui::Id::unique("new-game");
    let modal = super::dialogs::fitted(
        ui.ctx(),
        id,
        tr.t(m::NEW_GAME),
        super::dialogs::FORM_WIDTH,
        body,
        |ui| {
            let start = ui.button(RichText::new(tr.t(m::START)).strong()).clicked();
            let cancel = ui.button(tr.t(m::CANCEL)).clicked();
            (start, cancel)
        },
    );
    if modal.inner.0 {
        commands.push(Command::Game(GameCommand::StartGame {
            rules: form.rules(),
            players: form.players(tr),
            seed: Rng::from_entropy().next_u64(),
            clock: form.time_control(),
        }));
    }
    if modal.inner.1 {
        commands.push(Command::Game(GameCommand::CloseNewGame));
    }
    if learn {
        commands.push(Command::Game(GameCommand::CloseNewGame));
        commands.push(Command::Training(TrainingCommand::OpenCourse));
    }
    // Escape closes the dialog; a click beside it does not (it would lose the
    // choices made so far).
    if modal.should_close() && !modal.backdrop_response.clicked() {
        commands.push(Command::Game(GameCommand::CloseNewGame));
    }
}

/// For someone who has never played (the dialog is what the first start
/// shows): the course, one click away. True when it is chosen.
fn learn_to_play(ui: &mut Ui, tr: Tr) -> bool {
    let mut chosen = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr.t(m::NEW_GAME_LEARN)).weak());
        chosen = ui.button(tr.t(m::NEW_GAME_LEARN_BUTTON)).clicked();
    });
    ui.separator();
    chosen
}

/// The form's choices: the game, the players, the clocks and the rules.
fn form_body(ui: &mut Ui, tr: Tr, form: &mut NewGameForm) {
    ui.heading(tr.t(m::NEW_GAME));
    ui.add_space(6.0);
    for kind in GameKind::ALL {
        ui.radio_value(&mut form.kind, kind, RichText::new(tr.game(kind)).strong());
        let blurb = match kind {
            GameKind::Akidada => m::AKIDADA_BLURB,
            GameKind::Dama => m::DAMA_BLURB,
        };
        ui.indent(kind.id(), |ui| {
            ui.label(RichText::new(tr.t(blurb)).small().weak())
        });
    }
    ui.add_space(8.0);
    for side in Side::BOTH {
        // The name, and human or computer beside it where they fit: under
        // it where they do not (a phone's width), whole, never broken
        // letter by letter.
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            let (label, name) = match side {
                Side::White => (m::WHITE_PLAYER, &mut form.white),
                Side::Black => (m::BLACK_PLAYER, &mut form.black),
            };
            let label = ui.label(tr.t(label));
            let width = 200.0_f32.min(ui.available_width());
            ui.add_sized([width, 22.0], egui::TextEdit::singleline(name))
                .labelled_by(label.id);
            player_kind(ui, tr, form, side);
        });
    }
    ui.add_space(6.0);
    time_control(ui, tr, form);
    ui.add_space(8.0);
    ui.label(RichText::new(tr.t(m::RULE_OPTIONS)).strong());
    match form.kind {
        GameKind::Akidada => akidada_options(ui, tr, &mut form.akidada, true),
        GameKind::Dama => dama_options(ui, tr, &mut form.dama, true),
    }
    if ui.small_button(tr.t(m::DEFAULTS)).clicked() {
        form.akidada = AkidadaRules::default();
        form.dama = DamaRules::default();
    }
}

/// Human or computer for one side, and the computer's level. Each choice is
/// named for screen readers and tests ("White: Computer", "Black level").
fn player_kind(ui: &mut Ui, tr: Tr, form: &mut NewGameForm, side: Side) {
    let lang = tr.0;
    let game = form.kind;
    let max = crate::ai::level_count(game);
    let side_word = tr.side(side);
    let computer = matches!(form.kinds[side.index()], PlayerKind::Computer { .. });
    let human_label = format!("{side_word}: {}", tr.t(m::HUMAN));
    let computer_label = format!("{side_word}: {}", tr.t(m::COMPUTER_COMPUTER));
    if ui
        .add(egui::RadioButton::new(!computer, tr.t(m::HUMAN)))
        .on_hover_text(&human_label)
        .clicked()
        && computer
    {
        // A person gets a person's name, not the computer's.
        form.set_kind(side, PlayerKind::Human, tr);
    }
    let picked = ui
        .add(egui::RadioButton::new(computer, tr.t(m::COMPUTER_COMPUTER)))
        .on_hover_text(&computer_label);
    if picked.clicked() && !computer {
        // A new computer starts in the middle of the range.
        let level = max.div_ceil(2);
        form.set_kind(side, PlayerKind::Computer { level }, tr);
    }
    if let PlayerKind::Computer { level } = &mut form.kinds[side.index()] {
        *level = (*level).clamp(1, max);
        egui::ComboBox::from_id_salt(("level", side_word))
            .selected_text(format!("{level}. {}", level_name(game, *level, lang)))
            .show_ui(ui, |ui| {
                for n in 1..=max {
                    ui.selectable_value(level, n, format!("{n}. {}", level_name(game, n, lang)));
                }
            });
    }
}

/// The clocks, on one row: none, a preset (`3+2`: minutes for the game,
/// seconds a move) or custom minutes and seconds; what they mean is said when
/// the choice is pointed at. One row only: the form must keep its height, or
/// its scrolling area starts to hunt for its size.
pub(super) fn time_control(ui: &mut Ui, tr: Tr, form: &mut NewGameForm) {
    let name = |choice: TimeChoice| match choice {
        TimeChoice::None => tr.t(m::TIME_NONE).to_string(),
        TimeChoice::Preset(i) => TimeControl::PRESETS
            .get(i)
            .map(|p| p.label())
            .unwrap_or_default(),
        TimeChoice::Custom => tr.t(m::TIME_CUSTOM).to_string(),
    };
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(RichText::new(tr.t(m::TIME_CONTROL)).strong());
        let choices = std::iter::once(TimeChoice::None)
            .chain((0..TimeControl::PRESETS.len()).map(TimeChoice::Preset))
            .chain(std::iter::once(TimeChoice::Custom));
        egui::ComboBox::from_id_salt("time-control")
            .selected_text(name(form.time))
            .show_ui(ui, |ui| {
                for choice in choices {
                    ui.selectable_value(&mut form.time, choice, name(choice));
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(tr.t(m::TIME_CONTROL_BLURB));
        if form.time == TimeChoice::Custom {
            let label = ui.label(tr.t(m::TIME_MINUTES));
            ui.add(egui::DragValue::new(&mut form.custom_minutes).range(CUSTOM_MINUTES))
                .labelled_by(label.id);
            let label = ui.label(tr.t(m::TIME_INCREMENT));
            ui.add(egui::DragValue::new(&mut form.custom_increment).range(CUSTOM_INCREMENT))
                .labelled_by(label.id);
        }
    });
}
