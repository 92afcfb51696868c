//! Whose turn it is, and the players: their pieces and their clocks.

use eframe::egui::{self, Color32, Rect, RichText, Ui};

use crate::app::clock::{Clock, LOW_TIME_MS, clock_text};
use crate::app::play::ActiveGame;
use crate::app::text::Tr;
use crate::games::{GameKind, Side};
use crate::gui::reader;
use crate::i18n::m;

/// One row: who is to move, or that the game is over (the result is below).
/// A screen reader reads it as one line.
pub(super) fn to_move(ui: &mut Ui, game: &ActiveGame, tr: Tr) {
    let row = ui.horizontal_wrapped(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        if game.outcome().is_some() {
            ui.label(RichText::new(tr.t(m::GAME_OVER)).strong());
            return None;
        }
        let side = game.side_to_move();
        side_swatch(ui, side);
        let player = format!("{} ({})", game.players.name(side), tr.side(side));
        let name = ui.label(RichText::new(&player).strong());
        let words = ui.label(tr.t(m::TO_MOVE));
        reader::unread(ui, &name);
        reader::unread(ui, &words);
        Some(format!("{player} {}", tr.t(m::TO_MOVE)))
    });
    if let Some(text) = row.inner {
        reader::line(
            ui,
            egui::Id::unique("to-move-line"),
            row.response.rect,
            &text,
        );
    }
}

/// The pieces each player has, their clocks in a game with a time control,
/// and who moved first by lot (its row is kept when there was no lot, so the
/// buttons below stay put). A clock is a column of the players' rows, not a
/// row of its own: it moves nothing.
pub(super) fn players(ui: &mut Ui, game: &ActiveGame, tr: Tr) {
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
    let empty = lot.is_empty();
    let shown = ui.label(RichText::new(lot).small());
    if empty {
        // Kept for its height alone.
        reader::unread(ui, &shown);
    }
}

/// The players' pieces and clocks as a table, a row a player; returns how
/// wide it is. A screen reader reads each row as one line ([`reader_line`]),
/// not its cells.
fn players_table(ui: &mut Ui, game: &ActiveGame, tr: Tr) -> f32 {
    let akidada = game.kind() == GameKind::Akidada;
    let grid = egui::Grid::new("counts")
        .num_columns(4)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            let mut heads = vec![ui.label(""), ui.label(tr.t(m::ON_BOARD))];
            if akidada {
                heads.push(ui.label(tr.t(m::IN_HAND)));
            }
            if game.clock.is_some() {
                heads.push(ui.label(tr.t(m::CLOCK_COLUMN)));
            }
            for head in &heads {
                reader::unread(ui, head);
            }
            ui.end_row();
            let mut rows = Vec::new();
            for side in Side::BOTH {
                let (board, hand) = game.piece_counts(side);
                let named = ui.horizontal(|ui| {
                    side_swatch(ui, side);
                    ui.label(game.players.name(side))
                });
                reader::unread(ui, &named.inner);
                let mut cells = vec![named.response];
                cells.push(ui.label(board.to_string()));
                if akidada {
                    cells.push(ui.label(hand.to_string()));
                }
                if let Some(clock) = &game.clock {
                    cells.push(clock_face(ui, tr, clock, side));
                }
                for cell in &cells {
                    reader::unread(ui, cell);
                }
                let rect = cells.iter().fold(Rect::NOTHING, |r, c| r.union(c.rect));
                rows.push((side, rect));
                ui.end_row();
            }
            for (side, rect) in rows {
                reader_line(ui, game, tr, side, rect);
            }
        });
    grid.response.rect.width()
}

/// One player's name, pieces and clock, wrapped to the panel's width.
fn player_line(ui: &mut Ui, game: &ActiveGame, tr: Tr, side: Side) {
    let (board, hand) = game.piece_counts(side);
    let row = ui.horizontal_wrapped(|ui| {
        side_swatch(ui, side);
        let mut cells = vec![ui.label(RichText::new(game.players.name(side)).strong())];
        cells.push(ui.label(format!("{}\u{a0}{board}", tr.t(m::ON_BOARD))));
        if game.kind() == GameKind::Akidada {
            cells.push(ui.label(format!("{}\u{a0}{hand}", tr.t(m::IN_HAND))));
        }
        if let Some(clock) = &game.clock {
            cells.push(clock_face(ui, tr, clock, side));
        }
        for cell in &cells {
            reader::unread(ui, cell);
        }
    });
    reader_line(ui, game, tr, side, row.response.rect);
}

/// A player's row as a screen reader reads it: "Player 1 (White): 5 on the
/// board, 1 in hand, White's clock 4:31".
fn reader_line(ui: &mut Ui, game: &ActiveGame, tr: Tr, side: Side, rect: Rect) {
    let (board, hand) = game.piece_counts(side);
    let player = tr.player_with_side(game.players.name(side), side);
    let mut text = if game.kind() == GameKind::Akidada {
        tr.f(
            m::PLAYER_ROW_HAND,
            [
                ("player", player.into()),
                ("board", board.into()),
                ("hand", hand.into()),
            ],
        )
    } else {
        tr.f(
            m::PLAYER_ROW,
            [("player", player.into()), ("board", board.into())],
        )
    };
    if let Some(clock) = &game.clock {
        text.push_str(", ");
        text.push_str(&clock_name(tr, clock, side));
    }
    let id = egui::Id::unique("player-row").with(side);
    reader::line(ui, id, rect, &text);
}

/// A clock as a screen reader names it: "White's clock 4:31".
fn clock_name(tr: Tr, clock: &Clock, side: Side) -> String {
    let text = clock_text(clock.left(side));
    format!("{} {text}", tr.f(m::CLOCK_OF, [("side", side.into())]))
}

/// One player's clock: its time, on a coloured box while it runs, in the
/// low-time colours under ten seconds. Named for tests ("White's clock
/// 4:31"); a screen reader reads it in its player's line.
fn clock_face(ui: &mut Ui, tr: Tr, clock: &Clock, side: Side) -> egui::Response {
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
    let name = clock_name(tr, clock, side);
    egui::Frame::new()
        .fill(fill)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 0))
        .show(ui, |ui| {
            let response = ui.label(RichText::new(&text).monospace().strong().color(color));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
            response
        })
        .inner
}

pub(super) fn side_swatch(ui: &mut Ui, side: Side) {
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
