//! What a screen reader reads where egui's own nodes would read badly: a row
//! of loose labels read as one line, a decoration kept from the reader, a
//! container named as what it is (the move list as a list, the menu bar as a
//! menu bar).

use eframe::egui::{self, Id, Rect, Response, Sense, Ui, WidgetInfo, accesskit::Role};

/// Keeps a widget from the screen reader: what it shows is read elsewhere
/// (in a line of [`line`]), or is decoration.
pub fn unread(ui: &Ui, response: &Response) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_hidden());
}

/// One line the reader reads for what `rect` shows, whose own widgets are
/// [`unread`]: a player's name, pieces and clock are one line, not six
/// labels.
pub fn line(ui: &mut Ui, id: Id, rect: Rect, text: &str) -> Response {
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, text));
    response
}

/// Names the container `ui` (its own node, a plain group to egui) as a
/// `role` called `name`: the move list is a list, the menu bar a menu bar.
pub fn container(ui: &Ui, role: Role, name: Option<&str>) {
    let name = name.map(str::to_string);
    ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
        node.set_role(role);
        if let Some(name) = name {
            node.set_label(name);
        }
    });
}

/// Shows `bar` (at `fraction` done), named by what it measures, in percent
/// from 0 to 100 (egui gives no range, and AccessKit's default one makes Orca
/// say "0 percent" of any value). Until the first whole percent is done it
/// carries no value, so the reader hears no "0 percent" while work starts.
pub fn progress(ui: &mut Ui, bar: egui::ProgressBar, fraction: f32, name: &str) -> Response {
    let response = ui.add(bar);
    let name = name.to_string();
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_label(name);
        node.set_min_numeric_value(0.0);
        node.set_max_numeric_value(100.0);
        if fraction < 0.01 {
            node.clear_numeric_value();
        }
    });
    response
}
