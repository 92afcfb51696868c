//! Dialogs as a screen reader meets them: each one named by its title and
//! modal; the keyboard moved to its first control when it opens, kept there
//! until it closes, and back where it was when the last of a run of dialogs
//! closes (New game, then the lot).
//!
//! What is behind a dialog stays in the reader's tree: AccessKit would take a
//! hidden node out of it and put it back under the same path, and the AT-SPI
//! library Orca reads through keeps the object it held (the square it was on)
//! dead for good, so that square would never be read again.

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
    /// The control of the dialog that had the keyboard in its last pass.
    control: Option<Id>,
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
        open.control = None;
    }
    if open.to_focus {
        ctx.memory_mut(|m| {
            if let Some(focused) = m.focused() {
                m.surrender_focus(focused);
            }
            m.move_focus(FocusDirection::Next);
        });
    } else if let Some(control) = open.control
        && ctx.memory(|m| m.focused()).is_none()
    {
        // Escape takes the keyboard from whatever has it before the dialog
        // reads it. Left so, the reader would be taken to the bare window
        // (and told of an "unfocused dialog") in the pass the dialog closes,
        // and would not follow the keyboard back after it.
        ctx.memory_mut(|m| m.request_focus(control));
    }
    open.pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(key(), open));
}

/// Called after its controls are drawn: names the dialog `dialog` (its node
/// is egui's modal area) and marks it modal.
pub fn end(ctx: &egui::Context, dialog: Id, name: &str) {
    if let Some(focused) = ctx.memory(|m| m.focused()) {
        ctx.data_mut(|d| {
            let open = d.get_temp_mut_or_default::<Open>(key());
            open.to_focus = false;
            open.control = Some(focused);
        });
    }
    let name = name.to_string();
    ctx.accesskit_node_builder(dialog, |node| {
        node.set_label(name);
        node.set_modal();
    });
}

/// At the end of each pass: in the first pass after the dialogs closed, the
/// keyboard goes back where it was (to the board when that is gone, as a
/// menu item that opened it is).
pub fn end_pass(ctx: &egui::Context) {
    let mut open: Open = ctx.data(|d| d.get_temp(key())).unwrap_or_default();
    if open.dialog.is_some() && open.pass == ctx.cumulative_pass_nr() {
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
