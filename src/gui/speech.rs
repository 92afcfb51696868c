//! What the app says (a move, the reply, the result, a refused move's reason)
//! handed to the screen reader where Orca 43 hears it: as the description of
//! the object the reader is on (the square under the board's cursor, else the
//! focused widget, else the window). Orca speaks a description that changes
//! on the object in focus; it does not speak AT-SPI announcements, nor live
//! regions outside web pages. The description stays on that object only while
//! the reader stays there, so moving on reads the next object by itself. The
//! move box's live line still carries the same words, as an announcement, to
//! readers that take those.

use eframe::egui::{self, Id};

use crate::app::speech::Said;

/// What was handed to the reader, kept between frames.
#[derive(Clone, Debug, Default)]
struct Spoken {
    serial: u64,
    text: String,
    /// The object that carries the words.
    on: Option<Id>,
    /// Whether the words are on it this frame: the same words said again
    /// are taken off for one frame first, so that they change and are heard.
    shown: bool,
}

fn key() -> Id {
    Id::unique("screen-reader-speech")
}

/// The object a screen reader is on: the square or point under the board's
/// cursor while the board has the keyboard, else the focused widget, else
/// the window.
fn reader_on(ctx: &egui::Context) -> Id {
    super::board::keys::reader_spot(ctx)
        .or_else(|| ctx.memory(|m| m.focused()))
        .unwrap_or_else(egui::accesskit_root_id)
}

/// Hands `said` to the screen reader; called at the end of each frame.
pub fn speak(ctx: &egui::Context, said: &Said) {
    let target = reader_on(ctx);
    let mut spoken: Spoken = ctx.data(|d| d.get_temp(key())).unwrap_or_default();
    if said.serial != spoken.serial {
        let again = spoken.shown && spoken.on == Some(target) && spoken.text == said.text;
        spoken = Spoken {
            serial: said.serial,
            text: said.text.clone(),
            on: Some(target),
            shown: !again,
        };
        if again {
            ctx.request_repaint();
        }
    } else if spoken.on != Some(target) {
        // The reader moved on: the words stay with nobody.
        spoken.on = None;
    } else {
        spoken.shown = true;
    }
    // A pass that builds no node for it (a layout pass) keeps the words for
    // the next.
    if spoken.shown
        && let Some(on) = spoken.on
        && ctx.has_accesskit_node(on)
    {
        let text = spoken.text.clone();
        ctx.accesskit_node_builder(on, |node| node.set_description(text));
    }
    ctx.data_mut(|d| d.insert_temp(key(), spoken));
}

/// Names the window for screen readers as its title does (otherwise it is an
/// unnamed frame).
pub fn name_window(ctx: &egui::Context, title: &str) {
    let title = title.to_string();
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(title));
}
