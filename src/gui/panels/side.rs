//! The side panel: whose turn, the pieces and the clocks, the game-over banner,
//! the move list and the game's buttons.

use eframe::egui::{self, Color32, RichText, Ui};

use crate::ai::review::MoveClass;
use crate::app::clock::{Clock, LOW_TIME_MS, clock_text};
use crate::app::command::{
    Command, ComputerCommand, GameCommand, MoveCommand, PlaybackCommand, SettingsCommand,
};
use crate::app::computer::Busy;
use crate::app::computer::review::ReviewedMove;
use crate::app::play::ActiveGame;
use crate::app::play::{DamaPlay, GamePlay};
use crate::app::text::Tr;
use crate::app::text::thinking::{class_mark, class_name};
use crate::games::{GameKind, Side};
use crate::gui::charts::{GraphPoint, eval_graph};
use crate::gui::panels::end_game_buttons;
use crate::gui::widgets::command_button;
use crate::i18n::m;

/// What the side panel shows of the computer.
#[derive(Clone, Debug, Default)]
pub struct ComputerView {
    /// It is thinking of its move.
    pub thinking: bool,
    /// The person stopped it.
    pub paused: bool,
    /// A table being built.
    pub busy: Option<Busy>,
    /// A review under way: positions judged, of all.
    pub review_progress: Option<(usize, usize)>,
    /// It is thinking about a draw offer.
    pub considering_draw: bool,
    /// The analysis panel is open.
    pub analysis_open: bool,
    /// A network game goes on: undo is a request to the other player (in
    /// the Game menu) and the review waits for the end.
    pub network: bool,
    /// The engine helps neither player: a network game that is not a lesson.
    pub help_barred: bool,
}

/// A tab of the side panel, when it has more than one: the panels that
/// have no room beside the board fold into it, and in a low window the move
/// list gets a tab of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Overview,
    Moves,
    Teaching,
    Analysis,
}

impl Tab {
    fn label(self, tr: Tr) -> &'static str {
        tr.t(match self {
            Tab::Overview => m::SIDE_TAB_OVERVIEW,
            Tab::Moves => m::SIDE_TAB_MOVES,
            Tab::Teaching => m::SIDE_TAB_TEACHING,
            Tab::Analysis => m::SIDE_TAB_ANALYSIS,
        })
    }
}

/// How the side panel is laid out: its width, and the panels folded into it.
pub struct SideLayout {
    pub width: f32,
    pub teaching_tab: bool,
    pub analysis_tab: bool,
    /// The replay bar is at the panel's top (a low window).
    pub replay: bool,
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

/// The fewest rows the move list is given under the rest of the panel;
/// with less room it has a tab of its own.
const MOVE_LIST_ROWS: f32 = 6.0;

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
    let rect = egui::Panel::right("side")
        .resizable(false)
        .exact_size(layout.width)
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

/// The tab chosen in the last frame.
fn shown_tab(ui: &Ui) -> Tab {
    ui.data(|d| d.get_temp::<(Tab, Vec<Tab>)>(egui::Id::unique(TAB_KEY)))
        .map_or(Tab::Overview, |(tab, _)| tab)
}

/// Where the tab chosen and the tabs shown are kept.
const TAB_KEY: &str = "side-tab";

/// Where the height of the panel's part above the move list is kept.
const OVERVIEW_HEIGHT: &str = "side-overview-height";

/// Whether the move list has a tab of its own: the rest of the panel (as
/// tall as in the last frame) leaves it too few rows. A row's margin either
/// way, so that a list at the limit does not flicker in and out.
fn split_move_list(ui: &mut Ui) -> bool {
    let above = ui.data(|d| d.get_temp::<f32>(egui::Id::unique(OVERVIEW_HEIGHT)));
    let row = ui.text_style_height(&egui::TextStyle::Monospace) + ui.spacing().item_spacing.y + 2.0;
    let key = egui::Id::unique("side-split");
    let was = ui.data(|d| d.get_temp::<bool>(key)).unwrap_or(false);
    let margin = if was { row } else { 0.0 };
    let split = above.is_some_and(|h| ui.available_height() - h < MOVE_LIST_ROWS * row + margin);
    ui.data_mut(|d| d.insert_temp(key, split));
    split
}

/// The tabs, when there is more than one; returns the one chosen. A tab that
/// appears (a panel folded in as it is opened) is chosen, so what was asked
/// for is in sight; the move list's own tab is not, the game stays in sight.
fn tab_bar(ui: &mut Ui, tr: Tr, tabs: &[Tab]) -> Tab {
    let key = egui::Id::unique(TAB_KEY);
    let (mut chosen, before) = ui
        .data(|d| d.get_temp::<(Tab, Vec<Tab>)>(key))
        .unwrap_or((Tab::Overview, vec![Tab::Overview]));
    if let Some(&new) = tabs
        .iter()
        .find(|t| !before.contains(t) && **t != Tab::Moves)
    {
        chosen = new;
    }
    if !tabs.contains(&chosen) {
        chosen = Tab::Overview;
    }
    if tabs.len() > 1 {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            for &tab in tabs {
                if ui.selectable_label(tab == chosen, tab.label(tr)).clicked() {
                    chosen = tab;
                }
            }
        });
        ui.separator();
    }
    ui.data_mut(|d| d.insert_temp(key, (chosen, tabs.to_vec())));
    chosen
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

/// One row: who is to move, or that the game is over (the result is below).
fn to_move(ui: &mut Ui, game: &ActiveGame, tr: Tr) {
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        if game.outcome().is_some() {
            ui.label(RichText::new(tr.t(m::GAME_OVER)).strong());
        } else {
            let side = game.side_to_move();
            side_swatch(ui, side);
            ui.label(
                RichText::new(format!("{} ({})", game.players.name(side), tr.side(side))).strong(),
            );
            ui.label(tr.t(m::TO_MOVE));
        }
    });
}

/// The pieces each player has, their clocks in a game with a time control,
/// and who moved first by lot (its row is kept when there was no lot, so the
/// buttons below stay put). A clock is a column of the players' rows, not a
/// row of its own: it moves nothing.
fn players(ui: &mut Ui, game: &ActiveGame, tr: Tr) {
    // The table's width when it was last drawn: in a panel too narrow for it
    // (a large interface size), each player's counts wrap under the name.
    // Room kept for a scroll bar, so that the bar coming (the panel grown
    // taller with the table) does not turn the table back into lines.
    const SCROLL_BAR: f32 = 16.0;
    let key = egui::Id::unique("counts-width");
    let needed = ui.data(|d| d.get_temp::<f32>(key)).unwrap_or(0.0);
    if needed + SCROLL_BAR > ui.available_width() {
        for side in Side::BOTH {
            player_line(ui, game, tr, side);
        }
    } else {
        let width = players_table(ui, game, tr);
        ui.data_mut(|d| d.insert_temp(key, width));
    }
    let lot = if game.drawn_by_lot() {
        let first = game.first_side();
        let player = tr.player_with_side(game.players.name(first), first);
        tr.f(m::FIRST_BY_LOT, [("player", player.into())])
    } else {
        String::new()
    };
    ui.label(RichText::new(lot).small());
}

/// The players' pieces and clocks as a table, a row a player; returns how
/// wide it is.
fn players_table(ui: &mut Ui, game: &ActiveGame, tr: Tr) -> f32 {
    egui::Grid::new("counts")
        .num_columns(4)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label(tr.t(m::ON_BOARD));
            if game.kind() == GameKind::Akidada {
                ui.label(tr.t(m::IN_HAND));
            }
            if game.clock.is_some() {
                ui.label(tr.t(m::CLOCK_COLUMN));
            }
            ui.end_row();
            for side in Side::BOTH {
                let (board, hand) = game.piece_counts(side);
                ui.horizontal(|ui| {
                    side_swatch(ui, side);
                    ui.label(game.players.name(side));
                });
                ui.label(board.to_string());
                if game.kind() == GameKind::Akidada {
                    ui.label(hand.to_string());
                }
                if let Some(clock) = &game.clock {
                    clock_face(ui, tr, clock, side);
                }
                ui.end_row();
            }
        })
        .response
        .rect
        .width()
}

/// One player's name, pieces and clock, wrapped to the panel's width.
fn player_line(ui: &mut Ui, game: &ActiveGame, tr: Tr, side: Side) {
    let (board, hand) = game.piece_counts(side);
    ui.horizontal_wrapped(|ui| {
        side_swatch(ui, side);
        ui.label(RichText::new(game.players.name(side)).strong());
        ui.label(format!("{}\u{a0}{board}", tr.t(m::ON_BOARD)));
        if game.kind() == GameKind::Akidada {
            ui.label(format!("{}\u{a0}{hand}", tr.t(m::IN_HAND)));
        }
        if let Some(clock) = &game.clock {
            clock_face(ui, tr, clock, side);
        }
    });
}

/// One player's clock: its time, on a coloured box while it runs, in the
/// low-time colours under ten seconds. Named for screen readers and tests
/// ("White's clock 4:31").
fn clock_face(ui: &mut Ui, tr: Tr, clock: &Clock, side: Side) {
    let colors = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode);
    let left = clock.left(side);
    let text = clock_text(left);
    let running = clock.running() == Some(side);
    let low = left < LOW_TIME_MS;
    let (fill, color) = match (running, low) {
        (true, true) => (colors.clock_low, colors.clock_low_text),
        (true, false) => (colors.clock_run, colors.clock_run_text),
        (false, true) => (Color32::TRANSPARENT, colors.error),
        (false, false) => (Color32::TRANSPARENT, colors.body),
    };
    let name = format!("{} {text}", tr.f(m::CLOCK_OF, [("side", side.into())]));
    egui::Frame::new()
        .fill(fill)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 0))
        .show(ui, |ui| {
            let response = ui.label(RichText::new(&text).monospace().strong().color(color));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
        });
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

fn side_swatch(ui: &mut Ui, side: Side) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    // The black disc's rim is the panel's own outline colour, so it shows on
    // the dark panel too.
    let colors = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode);
    let (fill, rim) = match side {
        Side::White => (Color32::from_rgb(0xfb, 0xf6, 0xea), Color32::from_gray(120)),
        Side::Black => (Color32::from_rgb(0x33, 0x2c, 0x29), colors.disc_rim),
    };
    ui.painter()
        .circle(rect.center(), 6.5, fill, egui::Stroke::new(1.0, rim));
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

/// The moves in pairs, each clickable to show the game at that point. Moves
/// beyond the replay cursor (undone, or not yet replayed) are shown faded.
/// Under a heading of their own (`headed`) below the overview; a tab of
/// their own names them already.
fn moves(
    ui: &mut Ui,
    game: &ActiveGame,
    autoplaying: bool,
    tr: Tr,
    headed: bool,
    commands: &mut Vec<Command>,
) {
    if headed {
        ui.label(RichText::new(tr.t(m::MOVES)).strong());
    }
    let (texts, cursor) = game.all_move_texts();
    if texts.is_empty() {
        ui.label(RichText::new(tr.t(m::NO_MOVES_YET)).italics().weak());
        return;
    }
    // The list follows the move on the board when that move changes (a move
    // played, undone, replayed or clicked) until it is in sight, and is left
    // where the user scrolled it otherwise.
    let followed = egui::Id::unique("moves-followed");
    let follow = ui.data(|d| d.get_temp::<usize>(followed)) != Some(cursor) || autoplaying;
    let mut in_sight = cursor == 0;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if follow && cursor == 0 {
                ui.scroll_to_cursor(Some(egui::Align::TOP));
            }
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    in_sight |= move_rows(ui, tr, game, &texts, cursor, follow, commands);
                });
        });
    if in_sight {
        ui.data_mut(|d| d.insert_temp(followed, cursor));
    }
}

/// The rows of the move list: a numbered pair of moves each, the better
/// move the review found under the move on the board. Whether that move is in
/// sight (when the list `follow`s it, it is scrolled to otherwise).
fn move_rows(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    texts: &[&str],
    cursor: usize,
    follow: bool,
    commands: &mut Vec<Command>,
) -> bool {
    let mut in_sight = false;
    for (n, pair) in texts.chunks(2).enumerate() {
        ui.label(RichText::new(format!("{}.", n + 1)).weak());
        let mut better_here = None;
        for (j, text) in pair.iter().enumerate() {
            let ply = 2 * n + j + 1;
            let judged = game.current_review().and_then(|r| r.moves.get(ply - 1));
            if ply == cursor {
                better_here = better_text(tr, judged);
            }
            let item = move_item(ui, tr, text, ply == cursor, ply > cursor, judged);
            if ply == cursor && follow {
                if ui.clip_rect().contains_rect(item.rect) {
                    in_sight = true;
                } else {
                    item.scroll_to_me(Some(egui::Align::Center));
                }
            }
            if item.clicked() {
                commands.push(Command::Playback(PlaybackCommand::GoTo(ply)));
            }
        }
        ui.end_row();
        if let Some(better) = better_here {
            better_row(ui, &better);
        }
    }
    in_sight
}

/// One move of the list: its notation, highlighted when it is the move on the
/// board. Named as a list item (not a button) so it is not confused with the
/// board's squares, which carry the same names.
fn move_item(
    ui: &mut Ui,
    tr: Tr,
    text: &str,
    current: bool,
    later: bool,
    judged: Option<&ReviewedMove>,
) -> egui::Response {
    let mark = judged.map_or("", |j| class_mark(j.class));
    // The move the review found better is part of the item's name; it is
    // written on a row of its own under the move (`better_row`).
    let better = judged
        .filter(|_| current)
        .and_then(|j| better_text(tr, Some(j)))
        .map(|b| format!("  ({b})"))
        .unwrap_or_default();
    let mut rich = RichText::new(format!("{text}{mark}")).monospace();
    if later {
        rich = rich.weak();
    } else if let Some(color) = judged.filter(|_| !current).and_then(|j| {
        crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode).class(j.class)
    }) {
        // The current move is in the selection's own colours (a red mark on
        // the selection's blue would not read); its mark says the rest.
        rich = rich.color(color);
    }
    let galley = egui::WidgetText::from(rich).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Monospace,
    );
    let padding = egui::vec2(4.0, 1.0);
    let (rect, response) =
        ui.allocate_exact_size(galley.size() + 2.0 * padding, egui::Sense::click());
    let visuals = ui.style().interact_selectable(&response, current);
    if current || response.hovered() {
        ui.painter().rect_filled(rect, 3.0, visuals.weak_bg_fill);
    }
    ui.painter()
        .galley(rect.min + padding, galley, visuals.text_color());
    let label = format!("{text}{mark}{better}");
    response.widget_info(move || {
        egui::WidgetInfo::selected(egui::Role::ListItem, true, current, &label)
    });
    match judged.and_then(|j| j.better.as_deref()) {
        Some(better) => response.on_hover_text(better.to_string()),
        None => response,
    }
}

/// On a marked move (an inaccuracy or worse), the move the review found
/// better, in words: "better a3-a4".
fn better_text(tr: Tr, judged: Option<&ReviewedMove>) -> Option<String> {
    let better = judged
        .filter(|j| j.class >= MoveClass::Inaccuracy)?
        .better
        .as_deref()?;
    Some(tr.f(m::COMPUTER_REVIEW_BETTER, [("move", better.into())]))
}

/// The better move, as analysis boards write it under a marked move: a row of
/// its own, its text running across the list's columns without widening the
/// first (so the columns do not move when a marked move is chosen).
fn better_row(ui: &mut Ui, better: &str) {
    ui.label("");
    let colors = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode);
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(1.0, ui.text_style_height(&egui::TextStyle::Monospace)),
        egui::Sense::hover(),
    );
    ui.painter().text(
        rect.left_center() + egui::vec2(4.0, 0.0),
        egui::Align2::LEFT_CENTER,
        format!("({better})"),
        font,
        colors.body,
    );
    ui.end_row();
}

/// The computer thinking, a table being built, a draw offer considered.
fn computer_status(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let lang = tr.0;
    let computer_plays = game.players.any_computer() && game.outcome().is_none();
    if computer.thinking || computer_plays {
        // While the computer plays, its row stays, empty between its moves, so
        // the buttons below do not jump each time it starts and stops thinking.
        ui.horizontal_wrapped(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            if computer.thinking {
                ui.spinner();
                ui.label(tr.t(m::COMPUTER_THINKING));
            } else if computer.paused {
                ui.label(RichText::new(tr.t(m::COMPUTER_PAUSED)).weak());
            }
        });
    }
    if computer.considering_draw {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            ui.label(tr.t(m::COMPUTER_DRAW_OFFER_TITLE));
        });
    }
    if let Some(busy) = &computer.busy {
        super::analysis::busy_bar(ui, lang, busy, commands);
    }
}

/// Hint, the analysis panel, and stopping the computer.
fn computer_buttons(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let on = game.outcome().is_none();
    ui.horizontal_wrapped(|ui| {
        let hint = ui
            .add_enabled(
                on && !computer.help_barred,
                egui::Button::new(tr.t(m::COMPUTER_HINT)),
            )
            .on_hover_text(tr.t(m::COMPUTER_HINT_HELP));
        if said_why_off(hint, tr, computer).clicked() {
            commands.push(Command::Computer(ComputerCommand::Hint));
        }
        let analysis =
            egui::Button::new(tr.t(m::COMPUTER_ANALYSIS)).selected(computer.analysis_open);
        let analysis = ui
            .add_enabled(!computer.help_barred || computer.analysis_open, analysis)
            .on_hover_text(tr.t(m::COMPUTER_ANALYSIS_HELP));
        if said_why_off(analysis, tr, computer).clicked() {
            commands.push(Command::Settings(SettingsCommand::ToggleAnalysis));
        }
        if game.players.any_computer() && on {
            let label = if computer.paused {
                m::COMPUTER_RESUME
            } else {
                m::COMPUTER_PAUSE
            };
            if ui.button(tr.t(label)).clicked() {
                commands.push(Command::Computer(ComputerCommand::TogglePause));
            }
        }
    });
    // A network game going on whose help is not barred is a lesson.
    if computer.network && !computer.help_barred {
        ui.label(RichText::new(tr.t(m::NET_LESSON_ON)).weak());
    }
}

/// A help button barred in a network game says why when pointed at.
fn said_why_off(response: egui::Response, tr: Tr, computer: &ComputerView) -> egui::Response {
    if computer.help_barred {
        response.on_disabled_hover_text(tr.t(m::NET_HELP_OFF))
    } else {
        response
    }
}

/// The button that starts a review: always there, enabled while there is a
/// game to review and no review of it yet.
fn review_button(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let can = game.ply_count() > 0
        && !computer.network
        && computer.review_progress.is_none()
        && game.current_review().is_none();
    if ui
        .add_enabled(can, egui::Button::new(tr.t(m::COMPUTER_REVIEW)))
        .on_hover_text(tr.t(m::COMPUTER_REVIEW_HELP))
        .clicked()
    {
        commands.push(Command::Computer(ComputerCommand::StartReview));
    }
}

/// The review's evaluation graph: tall enough to read each move's mark.
const GRAPH_HEIGHT: f32 = 160.0;

/// A reviewed game's evaluation graph, in a strip under the board as wide as
/// the board's area (the side panel has no room for it to be read): each
/// position a point, a click goes there. Lower in a low window, so that the
/// board keeps `board_min` and what goes under it (`kept` high) its room;
/// left out where even a low one leaves the board less (the move list goes
/// to the same moves).
pub fn review_graph(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    board_min: f32,
    kept: f32,
    commands: &mut Vec<Command>,
) {
    let Some(review) = game.current_review() else {
        return;
    };
    // The strip's own margins and spaces around the graph.
    const STRIP: f32 = 24.0;
    let room = ui.available_height() - STRIP - kept;
    let Some(height) = crate::gui::layout::graph_height(room, board_min, GRAPH_HEIGHT) else {
        return;
    };
    let points: Vec<GraphPoint> = review
        .white_chances
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let judged = i.checked_sub(1).and_then(|m| review.moves.get(m));
            GraphPoint {
                white_chance: Some(c),
                class: judged.map(|j| j.class),
                mover: judged.map(|j| j.mover),
            }
        })
        .collect();
    let names = |n: usize| {
        if n == usize::MAX {
            tr.t(m::COMPUTER_GRAPH_NAME).to_string()
        } else if n == 0 {
            format!(
                "{}: {}",
                tr.t(m::COMPUTER_GRAPH_NAME),
                tr.t(m::COMPUTER_START_POSITION)
            )
        } else {
            format!("{}: {n}", tr.t(m::COMPUTER_GRAPH_NAME))
        }
    };
    egui::Panel::bottom("review-graph")
        .resizable(false)
        .show(ui, |ui| {
            ui.add_space(4.0);
            if let Some(n) = eval_graph(ui, height, &points, game.cursor(), &names) {
                commands.push(Command::Playback(PlaybackCommand::GoTo(n)));
            }
            ui.add_space(4.0);
        });
}

/// The review: its progress, then the summary per player and the ways to learn
/// from it (its graph is under the board, [`review_graph`]).
fn review(
    ui: &mut Ui,
    tr: Tr,
    game: &ActiveGame,
    computer: &ComputerView,
    commands: &mut Vec<Command>,
) {
    let lang = tr.0;
    if let Some((done, all)) = computer.review_progress {
        ui.label(tr.t(m::COMPUTER_REVIEWING));
        ui.horizontal_wrapped(|ui| {
            let fraction = if all == 0 {
                0.0
            } else {
                done as f32 / all as f32
            };
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(150.0_f32.min(ui.available_width() - 8.0))
                    .show_percentage(),
            );
            if ui.small_button(tr.t(m::CANCEL)).clicked() {
                commands.push(Command::Computer(ComputerCommand::CancelReview));
            }
        });
        ui.separator();
        return;
    }
    let Some(review) = game.current_review() else {
        return;
    };
    ui.label(RichText::new(tr.t(m::COMPUTER_REVIEW_TITLE)).strong());
    for side in Side::BOTH {
        let summary = review.summary(side);
        let accuracy = summary
            .accuracy
            .map(|a| format!("{} {a:.0}%", tr.t(m::COMPUTER_ACCURACY)));
        let mut counts: Vec<String> = Vec::new();
        for class in [
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ] {
            let n = summary.count(class);
            if n > 0 {
                counts.push(format!("{n}\u{a0}{}", class_name(class, n, lang)));
            }
        }
        // The accuracy and the marked moves beside the name, on one line where
        // they fit (the move list below needs the height): a column of its own,
        // so a long line wraps there and not under the player's disc.
        let line: Vec<String> = accuracy
            .into_iter()
            .chain((!counts.is_empty()).then(|| counts.join(", ")))
            .collect();
        ui.horizontal_top(|ui| {
            side_swatch(ui, side);
            ui.label(RichText::new(game.players.name(side)).strong());
            ui.vertical(|ui| {
                if !line.is_empty() {
                    ui.label(line.join(" · "));
                }
            });
        });
    }
    crate::gui::panels::training::learn_buttons(ui, lang, review, commands);
    ui.separator();
}
