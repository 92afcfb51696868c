//! The new-game dialog: which game, the two players, the rule options with their
//! defaults and a line of explanation each.

use eframe::egui::{self, RichText, Ui};

use crate::games::FirstPlayer;
use crate::games::GameKind;
use crate::games::akidada::{AkidadaRules, DoubleLine, Removal};
use crate::games::dama::{DamaRules, LonePiece, NonMaxCapture};
use crate::gui::command::Command;
use crate::gui::i18n::{Lang, T, Tr};
use crate::gui::play::{ActiveGame, GamePlay, Players, RuleSet};
use crate::rng::Rng;

/// What the dialog is editing.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    pub kind: GameKind,
    pub white: String,
    pub black: String,
    pub akidada: AkidadaRules,
    pub dama: DamaRules,
}

impl NewGameDialog {
    /// Starts from the game on screen: same game, players and rules.
    pub fn new(current: &ActiveGame, _tr: Tr) -> NewGameDialog {
        let (akidada, dama) = match &current.play {
            GamePlay::Akidada(p) => (*p.session.rules(), DamaRules::default()),
            GamePlay::Dama(p) => (AkidadaRules::default(), *p.session.rules()),
        };
        NewGameDialog {
            kind: current.kind(),
            white: current.players.names[0].clone(),
            black: current.players.names[1].clone(),
            akidada,
            dama,
        }
    }

    pub fn rules(&self) -> RuleSet {
        match self.kind {
            GameKind::Akidada => RuleSet::Akidada(self.akidada),
            GameKind::Dama => RuleSet::Dama(self.dama),
        }
    }

    pub fn show(&mut self, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
        let tr = Tr(lang);
        let modal = egui::Modal::new(egui::Id::unique("new-game")).show(ui.ctx(), |ui| {
            ui.set_width(560.0);
            ui.heading(tr.t(T::NewGame));
            ui.add_space(6.0);
            for kind in GameKind::ALL {
                ui.radio_value(&mut self.kind, kind, RichText::new(tr.game(kind)).strong());
                let blurb = match kind {
                    GameKind::Akidada => T::AkidadaBlurb,
                    GameKind::Dama => T::DamaBlurb,
                };
                ui.indent(kind.id(), |ui| {
                    ui.label(RichText::new(tr.t(blurb)).small().weak())
                });
            }
            ui.add_space(8.0);
            egui::Grid::new("players")
                .num_columns(3)
                .spacing([10.0, 6.0])
                .show(ui, |ui| {
                    let white = ui.label(tr.t(T::WhitePlayer));
                    ui.add_sized([220.0, 22.0], egui::TextEdit::singleline(&mut self.white))
                        .labelled_by(white.id);
                    ui.label(RichText::new(tr.t(T::Human)).weak());
                    ui.end_row();
                    let black = ui.label(tr.t(T::BlackPlayer));
                    ui.add_sized([220.0, 22.0], egui::TextEdit::singleline(&mut self.black))
                        .labelled_by(black.id);
                    ui.label(RichText::new(tr.t(T::Human)).weak());
                    ui.end_row();
                });
            ui.add_space(8.0);
            ui.label(RichText::new(tr.t(T::RuleOptions)).strong());
            match self.kind {
                GameKind::Akidada => akidada_options(ui, tr, &mut self.akidada, true),
                GameKind::Dama => dama_options(ui, tr, &mut self.dama, true),
            }
            if ui.small_button(tr.t(T::Defaults)).clicked() {
                self.akidada = AkidadaRules::default();
                self.dama = DamaRules::default();
            }
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                if ui.button(RichText::new(tr.t(T::Start)).strong()).clicked() {
                    let name = |s: &str, fallback: T| {
                        let s = s.trim();
                        if s.is_empty() {
                            tr.t(fallback).to_string()
                        } else {
                            s.to_string()
                        }
                    };
                    commands.push(Command::StartGame {
                        rules: self.rules(),
                        players: Players::humans(
                            &name(&self.white, T::DefaultWhiteName),
                            &name(&self.black, T::DefaultBlackName),
                        ),
                        seed: Rng::from_entropy().next_u64(),
                    });
                }
                if ui.button(tr.t(T::Cancel)).clicked() {
                    commands.push(Command::CloseNewGame);
                }
            });
        });
        // Escape closes the dialog; a click beside it does not (it would lose the
        // choices made so far).
        if modal.should_close() && !modal.backdrop_response.clicked() {
            commands.push(Command::CloseNewGame);
        }
    }
}

/// One option as two grid rows: its name and the choices, then the line that
/// explains it.
fn option<V: PartialEq + Copy>(
    ui: &mut Ui,
    tr: Tr,
    name: T,
    help: T,
    value: &mut V,
    choices: &[(V, T)],
) {
    ui.label(tr.t(name));
    ui.horizontal_wrapped(|ui| {
        for &(v, label) in choices {
            ui.radio_value(value, v, tr.t(label));
        }
    });
    ui.end_row();
    help_row(ui, tr, help);
}

fn help_row(ui: &mut Ui, tr: Tr, help: T) {
    ui.label("");
    ui.label(RichText::new(tr.t(help)).small().weak());
    ui.end_row();
}

fn first_option(ui: &mut Ui, tr: Tr, first: &mut FirstPlayer) {
    option(
        ui,
        tr,
        T::OptFirst,
        T::OptFirstHelp,
        first,
        &[
            (FirstPlayer::Lot, T::FirstLot),
            (FirstPlayer::White, T::FirstWhite),
            (FirstPlayer::Black, T::FirstBlack),
        ],
    );
}

fn no_progress_option(ui: &mut Ui, tr: Tr, help: T, moves: &mut u16) {
    let label = ui.label(tr.t(T::OptNoProgress));
    ui.add(egui::DragValue::new(moves).range(0..=500))
        .labelled_by(label.id);
    ui.end_row();
    help_row(ui, tr, help);
}

/// Akidada's rule options, each with its line of explanation, as a grid (the
/// new-game dialog and the position editor). `with_first` adds who moves first.
pub fn akidada_options(ui: &mut Ui, tr: Tr, rules: &mut AkidadaRules, with_first: bool) {
    options_grid(ui, "akidada-options", |ui| {
        if with_first {
            first_option(ui, tr, &mut rules.first);
        }
        option(
            ui,
            tr,
            T::OptRemoval,
            T::OptRemovalHelp,
            &mut rules.removal,
            &[
                (Removal::Any, T::RemovalAny),
                (Removal::NotFromLines, T::RemovalNotFromLines),
            ],
        );
        option(
            ui,
            tr,
            T::OptDoubleLine,
            T::OptDoubleLineHelp,
            &mut rules.double_line,
            &[
                (DoubleLine::One, T::DoubleOne),
                (DoubleLine::Two, T::DoubleTwo),
            ],
        );
        no_progress_option(ui, tr, T::OptNoProgressHelpAkidada, &mut rules.no_progress);
    });
}

/// Dama's rule options, as [`akidada_options`].
pub fn dama_options(ui: &mut Ui, tr: Tr, rules: &mut DamaRules, with_first: bool) {
    options_grid(ui, "dama-options", |ui| {
        if with_first {
            first_option(ui, tr, &mut rules.first);
        }
        option(
            ui,
            tr,
            T::OptNonMax,
            T::OptNonMaxHelp,
            &mut rules.non_max_capture,
            &[
                (NonMaxCapture::Loses, T::NonMaxLoses),
                (NonMaxCapture::Forbidden, T::NonMaxForbidden),
            ],
        );
        option(
            ui,
            tr,
            T::OptLonePiece,
            T::OptLonePieceHelp,
            &mut rules.lone_piece,
            &[
                (LonePiece::KingWins, T::LoneKingWins),
                (LonePiece::Draw, T::LoneDraw),
            ],
        );
        no_progress_option(ui, tr, T::OptNoProgressHelpDama, &mut rules.no_progress);
    });
}

fn options_grid(ui: &mut Ui, id: &str, rows: impl FnOnce(&mut Ui)) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([12.0, 2.0])
        .show(ui, rows);
}
