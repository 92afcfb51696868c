//! The review's evaluation graph, drawn under the board.

use eframe::egui::{self, Ui};

use crate::app::command::{Command, PlaybackCommand};
use crate::app::play::ActiveGame;
use crate::app::text::Tr;
use crate::gui::charts::{GraphPoint, eval_graph};
use crate::i18n::m;

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
