//! The board by keyboard. The board is one stop of Tab: an unseen widget over
//! it takes the keyboard, and a cursor on it moves with the arrow keys to the
//! nearest square or point in the arrow's direction on screen (so a flipped
//! board goes the way it looks); Enter or Space there is a click there, and
//! Escape (the table's Cancel) drops the selection. For screen readers the
//! widget's active descendant is the spot under the cursor, which they read
//! by its name. The cursor is drawn only while the board has the keyboard and
//! the keyboard was used last: a click hides it, so mouse users never see it.

use eframe::egui::{
    self, Color32, EventFilter, Id, Key, KeyboardShortcut, Painter, Rect, Sense, Stroke,
    StrokeKind, Ui, Vec2, WidgetInfo, vec2,
};

use super::{BoardInput, HALO};

/// The cursor's own colour, on its dark edge ([`HALO`]): the light core
/// stands out from the dark squares and the dark edge from the light ones,
/// each by at least 3:1 in both themes.
pub const CURSOR: Color32 = Color32::WHITE;

/// The widget that takes the keyboard for the board (the game's or the
/// trainer's; one is on screen at a time).
fn focus_id() -> Id {
    Id::unique("board-keyboard")
}

/// Where the cursor is, and whether the keyboard was used last.
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    at: Option<usize>,
    keyboard: bool,
}

/// Whether the board has the keyboard (its arrows are then the cursor's).
pub fn has_focus(ctx: &egui::Context) -> bool {
    ctx.memory(|m| m.has_focus(focus_id()))
}

/// The widget that takes the keyboard for the board, to give it back to.
pub fn keyboard_id() -> Id {
    focus_id()
}

/// The table's shortcuts the cursor takes while the board has the keyboard.
pub fn moves_cursor(key: &KeyboardShortcut) -> bool {
    key.modifiers.is_none()
        && matches!(
            key.logical_key,
            Key::ArrowLeft | Key::ArrowRight | Key::ArrowUp | Key::ArrowDown
        )
}

/// A square or point as the keyboard sees it: its index, where it is on
/// screen, and the id of its named widget.
pub struct KeySpot {
    pub index: usize,
    pub rect: Rect,
    pub id: Id,
}

/// The board's keyboard over `area`, named `label`: moves the cursor over
/// `spots`, paints it, and returns a click made with Enter or Space.
pub fn keyboard(ui: &mut Ui, area: Rect, label: &str, spots: &[KeySpot]) -> Option<BoardInput> {
    let id = focus_id();
    let response = ui.interact(area, id, Sense::focusable_noninteractive());
    let name = label.to_string();
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Group, true, &name));
    let mut cursor: Cursor = ui.ctx().data(|d| d.get_temp(id)).unwrap_or_default();
    if cursor
        .at
        .is_some_and(|at| !spots.iter().any(|s| s.index == at))
    {
        cursor.at = None;
    }
    // A screen reader that moves the keyboard to a spot itself: the board
    // takes it, its cursor there.
    if let Some(at) = focus_asked(ui, spots) {
        cursor.at = Some(at);
        ui.memory_mut(|m| m.request_focus(id));
    }
    let mut input = None;
    if response.has_focus() {
        // The arrows move the cursor, not the focus; Escape cancels, and the
        // board keeps the keyboard.
        let filter = EventFilter {
            horizontal_arrows: true,
            vertical_arrows: true,
            escape: true,
            tab: false,
        };
        ui.memory_mut(|m| m.set_focus_lock_filter(id, filter));
        let at = *cursor.at.get_or_insert_with(|| bottom_left(spots));
        let (step, press) = ui.input(|i| {
            let press = i.key_pressed(Key::Enter) || i.key_pressed(Key::Space);
            (arrow(i), press)
        });
        if response.gained_focus() || step.is_some() || press {
            cursor.keyboard = true;
        }
        if let Some(dir) = step {
            cursor.at = Some(neighbour(spots, at, dir).unwrap_or(at));
        } else if press {
            input = Some(BoardInput::Click(at));
        }
        if let Some(spot) = spots.iter().find(|s| Some(s.index) == cursor.at) {
            let target = spot.id.accesskit_id();
            ui.ctx()
                .accesskit_node_builder(id, |node| node.set_active_descendant(target));
            ui.ctx().data_mut(|d| d.insert_temp(spot_key(), spot.id));
        }
    }
    if ui.input(|i| i.pointer.any_pressed()) {
        cursor.keyboard = false;
    }
    ui.ctx().data_mut(|d| d.insert_temp(id, cursor));
    let shown = cursor
        .at
        .filter(|_| response.has_focus() && cursor.keyboard);
    if let Some(spot) = shown.and_then(|at| spots.iter().find(|s| s.index == at)) {
        paint_cursor(&ui.painter_at(area), spot.rect);
    }
    input
}

/// The spot an assistive technology asked to give the keyboard to this
/// frame, if any (egui itself gives it only to widgets that take Tab).
fn focus_asked(ui: &Ui, spots: &[KeySpot]) -> Option<usize> {
    ui.input(|i| {
        i.events.iter().find_map(|event| match event {
            egui::Event::AccessKitActionRequest(request)
                if request.action == egui::accesskit::Action::Focus =>
            {
                spots
                    .iter()
                    .find(|s| s.id.accesskit_id() == request.target_node)
                    .map(|s| s.index)
            }
            _ => None,
        })
    })
}

/// The cursor's spot for screen readers and tests: where it is while the
/// board has the keyboard.
pub fn cursor_at(ctx: &egui::Context) -> Option<usize> {
    let cursor: Cursor = ctx.data(|d| d.get_temp(focus_id()))?;
    cursor.at.filter(|_| has_focus(ctx))
}

/// Where the spot under the cursor is kept for [`reader_spot`].
fn spot_key() -> Id {
    Id::unique("board-keyboard-spot")
}

/// The named widget of the spot under the cursor while the board has the
/// keyboard: the object a screen reader is on.
pub fn reader_spot(ctx: &egui::Context) -> Option<Id> {
    has_focus(ctx)
        .then(|| ctx.data(|d| d.get_temp::<Id>(spot_key())))
        .flatten()
}

/// The direction of an arrow key pressed this frame, on screen.
fn arrow(i: &egui::InputState) -> Option<Vec2> {
    [
        (Key::ArrowUp, vec2(0.0, -1.0)),
        (Key::ArrowDown, vec2(0.0, 1.0)),
        (Key::ArrowLeft, vec2(-1.0, 0.0)),
        (Key::ArrowRight, vec2(1.0, 0.0)),
    ]
    .into_iter()
    .find(|(key, _)| i.key_pressed(*key))
    .map(|(_, dir)| dir)
}

/// Where the cursor starts: the spot lowest on screen, leftmost among those
/// (a1 on an unflipped board).
fn bottom_left(spots: &[KeySpot]) -> usize {
    spots
        .iter()
        .min_by(|a, b| {
            let key = |s: &KeySpot| (-s.rect.center().y, s.rect.center().x);
            key(a)
                .partial_cmp(&key(b))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .map_or(0, |s| s.index)
}

/// The spot nearest to `at` in direction `dir`, a step straight that way
/// preferred to one aside.
fn neighbour(spots: &[KeySpot], at: usize, dir: Vec2) -> Option<usize> {
    let from = spots.iter().find(|s| s.index == at)?.rect.center();
    spots
        .iter()
        .filter_map(|s| {
            let d = s.rect.center() - from;
            let along = d.dot(dir);
            let aside = (d - dir * along).length();
            (along > 0.5 && aside <= 2.0 * along).then_some((along + 2.0 * aside, s.index))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, index)| index)
}

/// The cursor: a square frame just inside the spot, a light core on a dark
/// edge, unlike the round marks of a selection or a destination.
fn paint_cursor(painter: &Painter, rect: Rect) {
    let width = (rect.width() * 0.06).max(2.0);
    painter.rect_stroke(
        rect,
        rect.width() * 0.08,
        Stroke::new(width * 2.2, HALO),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect.shrink(width * 0.6),
        rect.width() * 0.06,
        Stroke::new(width, CURSOR),
        StrokeKind::Inside,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::theme::{Palette, contrast};

    #[test]
    fn the_cursor_stands_out_from_every_square_in_both_themes() {
        for dark in [false, true] {
            let pal = Palette::for_theme(dark);
            for square in [pal.board, pal.board_alt] {
                // Each square meets the edge of the cursor that contrasts most
                // with it: the core on dark squares, the dark edge on light.
                let best = contrast(CURSOR, square).max(contrast(HALO, square));
                assert!(best >= 3.0, "{square:?} in dark={dark}: {best}");
                assert!(contrast(CURSOR, HALO) >= 3.0);
            }
        }
    }

    fn grid() -> Vec<KeySpot> {
        // Four spots in a square, a1 at the bottom left as on screen.
        [
            (0, 0.0, 10.0),
            (1, 10.0, 10.0),
            (2, 0.0, 0.0),
            (3, 10.0, 0.0),
        ]
        .into_iter()
        .map(|(index, x, y)| KeySpot {
            index,
            rect: Rect::from_min_size(egui::pos2(x, y), Vec2::splat(10.0)),
            id: Id::unique(index),
        })
        .collect()
    }

    #[test]
    fn the_arrows_go_to_the_neighbour_on_screen_and_stop_at_the_edge() {
        let spots = grid();
        assert_eq!(bottom_left(&spots), 0);
        assert_eq!(neighbour(&spots, 0, vec2(0.0, -1.0)), Some(2), "up");
        assert_eq!(neighbour(&spots, 0, vec2(1.0, 0.0)), Some(1), "right");
        assert_eq!(neighbour(&spots, 0, vec2(-1.0, 0.0)), None, "the edge");
        assert_eq!(neighbour(&spots, 3, vec2(0.0, 1.0)), Some(1), "down");
    }
}
