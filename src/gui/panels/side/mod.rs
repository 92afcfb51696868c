//! The side panel: whose turn, the pieces and the clocks, the game-over banner,
//! the move list and the game's buttons. Here the panel and its overview; the
//! tabs, the players, the move list, the computer and the review's graph
//! under the board each have a file.

mod computer;
mod moves;
mod players;
mod review_graph;
mod tabs;

use eframe::egui::{self, RichText, Ui};

use crate::app::command::{Command, GameCommand, MoveCommand};
use crate::app::play::ActiveGame;
use crate::app::play::{DamaPlay, GamePlay};
use crate::app::text::Tr;
use crate::gui::panels::end_game_buttons;
use crate::gui::widgets::command_button;
use crate::i18n::m;
use computer::{computer_buttons, computer_status, review, review_button};
use moves::moves;
use players::{players, to_move};
use tabs::{OVERVIEW_HEIGHT, shown_tab, split_move_list, tab_bar};

pub use computer::ComputerView;
pub use review_graph::review_graph;
pub use tabs::Tab;

/// How the side panel is laid out: its width, and the panels folded into it.
pub struct SideLayout {
    pub width: f32,
    pub teaching_tab: bool,
    pub analysis_tab: bool,
    /// The replay bar is at the panel's top (a low window).
    pub replay: bool,
    /// The panel is under the board, this high (a window held upright).
    pub under: Option<f32>,
}

/// What the window draws in the side panel: a folded panel's tab, or the
/// replay bar at its top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Tab(Tab),
    Replay,
    /// The replay bar's move buttons alone, over a tab other than the
    /// overview.
    ReplaySteps,
    /// The move box, at the head of the overview in a low window.
    MoveBox,
}

/// What the side panel shows: the game, the computer, and how it is laid out.
pub struct SideView<'a> {
    pub game: &'a ActiveGame,
    /// The moves are being played through on their own.
    pub autoplaying: bool,
    pub computer: ComputerView,
    pub layout: SideLayout,
}

/// The side panel; `folded` draws the content of a folded panel's tab and
/// the replay bar when it is in the panel. Returns where the panel is.
pub fn show(
    ui: &mut Ui,
    tr: Tr,
    view: &SideView,
    commands: &mut Vec<Command>,
    folded: &mut dyn FnMut(&mut Ui, Part, &mut Vec<Command>),
) -> egui::Rect {
    let SideView {
        game,
        autoplaying,
        ref computer,
        ref layout,
    } = *view;
    // In a window too low for the interface's size the panel's contents run
    // past its foot: they are cut there rather than drawn over the status
    // line, which says so and offers a size that fits.
    let clip = ui.clip_rect();
    ui.set_clip_rect(clip.intersect(ui.available_rect_before_wrap()));
    let panel = match layout.under {
        Some(height) => egui::Panel::bottom("side").exact_size(height),
        None => egui::Panel::right("side").exact_size(layout.width),
    };
    let rect = panel
        .resizable(false)
        .show(ui, |ui| {
            if layout.replay {
                // The whole bar over the overview; over another tab its move
                // buttons alone, which leave that tab the room to be read
                // (over the move list's own tab, the list is the slider).
                let part = match shown_tab(ui) {
                    Tab::Overview => Part::Replay,
                    _ => Part::ReplaySteps,
                };
                folded(ui, part, commands);
            }
            let split = split_move_list(ui);
            let mut tabs = vec![Tab::Overview];
            tabs.extend(split.then_some(Tab::Moves));
            tabs.extend(layout.teaching_tab.then_some(Tab::Teaching));
            tabs.extend(layout.analysis_tab.then_some(Tab::Analysis));
            let mut overview = |ui: &mut Ui, commands: &mut Vec<Command>| {
                let height = ui
                    .scope(|ui| {
                        if layout.replay {
                            folded(ui, Part::MoveBox, commands);
                            ui.separator();
                        }
                        overview(ui, tr, game, computer, commands);
                    })
                    .response
                    .rect
                    .height();
                ui.data_mut(|d| d.insert_temp(egui::Id::unique(OVERVIEW_HEIGHT), height));
            };
            match tab_bar(ui, tr, &tabs) {
                Tab::Overview if split => {
                    egui::ScrollArea::vertical()
                        .id_salt("side-overview")
                        .auto_shrink([false, false])
                        .show(ui, |ui| overview(ui, commands));
                }
                Tab::Overview => {
                    overview(ui, commands);
                    moves(ui, game, autoplaying, tr, true, commands);
                }
                Tab::Moves => moves(ui, game, autoplaying, tr, false, commands),
                other => folded(ui, Part::Tab(other), commands),
            }
        })
        .response
        .rect;
    ui.set_clip_rect(clip);
    rect
}

/// The panel above the move list: the game, the players, the buttons and
/// what asks for attention.
fn overview(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    // The heading, the line of who is to move, the players and the
    // buttons keep their places whatever happens in the game, so a
    // button is where the hand left it; what comes and goes (a capture
    // to make, the game's end, the computer thinking, the review) is
    // shown below them.
    ui.add_space(6.0);
    ui.heading(tr.game(game.kind()));
    ui.add_space(4.0);
    to_move(ui, game, tr);
    players(ui, game, tr);
    ui.separator();
    buttons(ui, game, !computer.network, tr, commands);
    computer_buttons(ui, tr, game, computer, commands);
    review_button(ui, tr, game, computer, commands);
    ui.separator();
    // A line is kept for the status even when it is empty, so that the
    // move list below does not jump when a capture becomes compulsory
    // and then is not (replaying, choosing a move in the list).
    ui.scope(|ui| {
        ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body));
        status(ui, game, tr, commands);
    });
    computer_status(ui, tr, game, computer, commands);
    review(ui, tr, game, computer, commands);
}

/// What asks for the player's attention now: the game's end, a capture that
/// is compulsory, a route or a piece to choose.
fn status(ui: &mut Ui, game: &ActiveGame, tr: Tr, commands: &mut Vec<Command>) {
    let colors = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode);
    if let Some(outcome) = game.outcome() {
        egui::Frame::new()
            .fill(colors.banner)
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(tr.outcome_headline(outcome, &game.players.names))
                        .color(colors.banner_text)
                        .size(18.0)
                        .strong(),
                );
                ui.label(RichText::new(tr.reason(outcome.reason())).color(colors.banner_text));
            });
        return;
    }
    if let GamePlay::Dama(play) = &game.play {
        route_choice(ui, tr, play, commands);
        let maximum = play.candidates().maximum;
        if maximum > 0 {
            ui.label(RichText::new(tr.must_capture(maximum)).color(colors.warn));
        }
    }
    if let GamePlay::Akidada(play) = &game.play
        && play.input.pending.is_some()
    {
        // An instruction, not a fault: the body colour, strong.
        ui.label(RichText::new(tr.t(m::CHOOSE_REMOVAL)).strong());
    }
}

/// When several routes end on the square clicked, the player picks one here; each
/// is listed in the colour it is drawn in on the board.
fn route_choice(ui: &mut Ui, tr: Tr, play: &DamaPlay, commands: &mut Vec<Command>) {
    if play.input.choosing.is_empty() {
        return;
    }
    let dark = ui.visuals().dark_mode;
    let base = crate::gui::theme::Palette::for_theme(dark).route;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(tr.t(m::CHOOSE_ROUTE)).strong());
        for (i, route) in play.input.choosing.iter().enumerate() {
            let color = crate::gui::board::dama::route_color(base, i);
            let text = RichText::new(format!("{}. {}", i + 1, route.notation()))
                .monospace()
                .color(color);
            if ui.button(text).clicked() {
                commands.push(Command::Move(MoveCommand::PickRoute(i)));
            }
        }
        if ui.button(tr.t(m::CANCEL)).clicked() {
            commands.push(Command::Move(MoveCommand::CancelInput));
        }
    });
}

fn buttons(ui: &mut Ui, game: &ActiveGame, local: bool, tr: Tr, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        command_button(
            ui,
            local && game.can_undo(),
            tr.t(m::UNDO),
            None,
            Command::Move(MoveCommand::Undo),
            commands,
        );
        command_button(
            ui,
            local && game.can_redo(),
            tr.t(m::REDO),
            None,
            Command::Move(MoveCommand::Redo),
            commands,
        );
        if ui.button(tr.t(m::NEW_GAME)).clicked() {
            commands.push(Command::Game(GameCommand::ShowNewGame));
        }
    });
    ui.horizontal_wrapped(|ui| {
        end_game_buttons(ui, tr, game, commands);
    });
}
