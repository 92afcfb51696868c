//! The new-game dialog: which game, the two players, the rule options with their
//! defaults and a line of explanation each.

use eframe::egui::{self, RichText, Ui};

use crate::games::GameKind;
use crate::games::Side;
use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::gui::command::Command;
use crate::gui::i18n::thinking::{C, level_name};
use crate::gui::i18n::{Lang, T, Tr};
use crate::gui::play::{ActiveGame, GamePlay, PlayerKind, Players, RuleSet};
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
    /// Who plays each side, White's first (a computer's level is kept per game,
    /// since the games have different numbers of levels).
    pub kinds: [PlayerKind; 2],
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
            kinds: current.players.kinds,
        }
    }

    /// The players the dialog describes: names (the default names when left
    /// empty; a computer's, its level) and kinds, levels held to the game's range.
    pub fn players(&self, tr: Tr) -> Players {
        let max = crate::ai::level_count(self.kind);
        let mut players = Players::humans("", "");
        for (side, typed) in [(Side::White, &self.white), (Side::Black, &self.black)] {
            let kind = match self.kinds[side.index()] {
                PlayerKind::Computer { level } => PlayerKind::Computer {
                    level: level.clamp(1, max),
                },
                PlayerKind::Human => PlayerKind::Human,
            };
            let fallback = match side {
                Side::White => tr.t(T::DefaultWhiteName),
                Side::Black => tr.t(T::DefaultBlackName),
            };
            let typed = typed.trim();
            let name = match kind {
                PlayerKind::Computer { level } if typed.is_empty() || typed == fallback => {
                    computer_name(tr, self.kind, level)
                }
                _ if typed.is_empty() => fallback.to_string(),
                _ => typed.to_string(),
            };
            players.names[side.index()] = name;
            players = players.with_kind(side, kind);
        }
        players
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
                    for side in Side::BOTH {
                        let (label, name) = match side {
                            Side::White => (T::WhitePlayer, &mut self.white),
                            Side::Black => (T::BlackPlayer, &mut self.black),
                        };
                        let label = ui.label(tr.t(label));
                        ui.add_sized([200.0, 22.0], egui::TextEdit::singleline(name))
                            .labelled_by(label.id);
                        player_kind(ui, tr, self.kind, side, &mut self.kinds[side.index()]);
                        ui.end_row();
                    }
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
                    commands.push(Command::StartGame {
                        rules: self.rules(),
                        players: self.players(tr),
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

/// The name a computer player gets when none was typed: "Computer (Club)".
pub fn computer_name(tr: Tr, game: GameKind, level: u8) -> String {
    format!(
        "{} ({})",
        C::Computer.get(tr.0),
        level_name(game, level, tr.0)
    )
}

/// Human or computer for one side, and the computer's level. Each choice is
/// named for screen readers and tests ("White: Computer", "Black level").
fn player_kind(ui: &mut Ui, tr: Tr, game: GameKind, side: Side, kind: &mut PlayerKind) {
    let lang = tr.0;
    let max = crate::ai::level_count(game);
    let side_word = tr.side(side);
    ui.horizontal(|ui| {
        let computer = matches!(kind, PlayerKind::Computer { .. });
        let human_label = format!("{side_word}: {}", tr.t(T::Human));
        let computer_label = format!("{side_word}: {}", C::Computer.get(lang));
        if ui
            .add(egui::RadioButton::new(!computer, tr.t(T::Human)))
            .on_hover_text(&human_label)
            .clicked()
        {
            *kind = PlayerKind::Human;
        }
        let picked = ui
            .add(egui::RadioButton::new(computer, C::Computer.get(lang)))
            .on_hover_text(&computer_label);
        if picked.clicked() && !computer {
            // A new computer starts in the middle of the range.
            *kind = PlayerKind::Computer {
                level: max.div_ceil(2),
            };
        }
        if let PlayerKind::Computer { level } = kind {
            *level = (*level).clamp(1, max);
            egui::ComboBox::from_id_salt(("level", side_word))
                .selected_text(format!("{level}. {}", level_name(game, *level, lang)))
                .show_ui(ui, |ui| {
                    for n in 1..=max {
                        ui.selectable_value(
                            level,
                            n,
                            format!("{n}. {}", level_name(game, n, lang)),
                        );
                    }
                });
        }
    });
}
