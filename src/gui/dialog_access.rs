//! Dialogs as a screen reader meets them: each one named by its title and
//! modal; the keyboard moved to its first control when it opens, and back
//! where it was when the last of a run of dialogs closes (New game, then the
//! lot); and what is behind it hidden from the reader while it is open, as it
//! is out of reach of the keyboard and the mouse.

use eframe::egui::{self, FocusDirection, Id};

/// The dialog on screen and where the keyboard was before it, kept between
/// passes.
#[derive(Clone, Copy, Debug, Default)]
struct Open {
    dialog: Option<Id>,
    /// The last pass that drew it.
    pass: u64,
    /// What had the keyboard before the first dialog of the run opened.
    return_to: Option<Id>,
    /// Whether the keyboard is still to be given to its first control (not
    /// in the pass it opens: that one only measures it, its controls disabled).
    to_focus: bool,
    /// After the dialogs closed: where the keyboard goes back to, asked for
    /// again in each pass until it is there (a pass may drop it, as the one
    /// that reads the Escape which closed the dialog does), and for how many
    /// passes more.
    going_back: Option<(Id, u8)>,
}

fn key() -> Id {
    Id::unique("open-dialog")
}

/// Called by a dialog before its controls are drawn, in every pass: from the
/// pass it opens until one of its controls has it, the keyboard goes to its
/// first control.
pub fn begin(ctx: &egui::Context, dialog: Id) {
    let mut open: Open = ctx.data(|d| d.get_temp(key())).unwrap_or_default();
    if open.dialog != Some(dialog) {
        if open.dialog.is_none() {
            open.return_to = ctx.memory(|m| m.focused());
        }
        open.dialog = Some(dialog);
        open.to_focus = true;
    }
    if open.to_focus {
        ctx.memory_mut(|m| {
            if let Some(focused) = m.focused() {
                m.surrender_focus(focused);
            }
            m.move_focus(FocusDirection::Next);
        });
    }
    open.pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(key(), open));
}

/// Called after its controls are drawn: names the dialog `dialog` (its node
/// is egui's modal area) and marks it modal.
pub fn end(ctx: &egui::Context, dialog: Id, name: &str) {
    if ctx.memory(|m| m.focused()).is_some() {
        ctx.data_mut(|d| d.get_temp_mut_or_default::<Open>(key()).to_focus = false);
    }
    let name = name.to_string();
    ctx.accesskit_node_builder(dialog, |node| {
        node.set_label(name);
        node.set_modal();
    });
}

/// At the end of each pass: while a dialog is open, `behind` (the window's
/// content under it) is hidden from screen readers; in the first pass after
/// it closed, the keyboard goes back where it was (to the board when that is
/// gone, as a menu item that opened it is).
pub fn end_pass(ctx: &egui::Context, behind: Id) {
    let mut open: Open = ctx.data(|d| d.get_temp(key())).unwrap_or_default();
    if open.dialog.is_some() && open.pass == ctx.cumulative_pass_nr() {
        ctx.accesskit_node_builder(behind, |node| node.set_hidden());
        return;
    }
    if open.dialog.take().is_some() {
        let back = open
            .return_to
            .filter(|id| ctx.read_response(*id).is_some())
            .unwrap_or_else(super::board::keys::keyboard_id);
        open.going_back = Some((back, PASSES_TO_GO_BACK));
    }
    match open.going_back {
        Some((back, passes)) if passes > 0 && ctx.memory(|m| m.focused()) != Some(back) => {
            ctx.memory_mut(|m| m.request_focus(back));
            open.going_back = Some((back, passes - 1));
            ctx.request_repaint();
            ctx.data_mut(|d| d.insert_temp(key(), open));
        }
        _ => ctx.data_mut(|d| d.remove::<Open>(key())),
    }
}

/// How many passes the keyboard is asked back for after a dialog closed.
const PASSES_TO_GO_BACK: u8 = 5;
