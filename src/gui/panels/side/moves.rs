//! The move list, with the marks and the better moves of a review.

use eframe::egui::{self, RichText, Ui, accesskit::Role};

use crate::ai::review::MoveClass;
use crate::app::command::{Command, PlaybackCommand};
use crate::app::play::ActiveGame;
use crate::app::play::review::ReviewedMove;
use crate::app::text::Tr;
use crate::app::text::thinking::class_mark;
use crate::gui::reader;
use crate::i18n::m;

/// The moves in pairs, each clickable to show the game at that point. Moves
/// beyond the replay cursor (undone, or not yet replayed) are shown faded.
/// Under a heading of their own (`headed`) below the overview; a tab of
/// their own names them already.
pub(super) fn moves(
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
                    // Read as a list of moves, each "d3-d4, 1 of 12".
                    reader::container(ui, Role::List, Some(tr.t(m::MOVES)));
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
        let number = ui.label(RichText::new(format!("{}.", n + 1)).weak());
        // The reader counts the list's items itself.
        reader::unread(ui, &number);
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
    let empty = ui.label("");
    reader::unread(ui, &empty);
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
