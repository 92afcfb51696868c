//! The new-game dialog: which game, the two players, the rule options with their
//! defaults and a line of explanation each.

use eframe::egui::{self, RichText, Ui};

use crate::games::GameKind;
use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::gui::command::Command;
use crate::gui::i18n::{Lang, T, Tr};
use crate::gui::play::{ActiveGame, GamePlay, Players, RuleSet};
use crate::gui::widgets::{akidada_options, dama_options};
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
