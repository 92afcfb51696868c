//! Pointer helpers the editor's two boards share: where the pointer hovers
//! over an area, and where a right click landed.

use eframe::egui::{Pos2, Rect, Ui, vec2};

/// Where the pointer is over `area`, if nothing covers it there.
pub(super) fn hover_pos(ui: &Ui, area: Rect) -> Option<Pos2> {
    if ui.rect_contains_pointer(area) {
        ui.ctx().pointer_hover_pos()
    } else {
        None
    }
}

/// Where a right click landed this frame, if it landed on `ui`'s layer.
pub(super) fn secondary_click(ui: &Ui) -> Option<Pos2> {
    let (clicked, pos) = ui.input(|i| (i.pointer.secondary_clicked(), i.pointer.interact_pos()));
    let pos = pos.filter(|_| clicked)?;
    let rect = Rect::from_center_size(pos, vec2(1.0, 1.0));
    ui.rect_contains_pointer(rect).then_some(pos)
}
