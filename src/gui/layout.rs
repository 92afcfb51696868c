//! How the window shares its room at the chosen interface size: whether the
//! interface fits at all (and the largest size that does), how much of it the
//! board keeps, and which side panels stand beside the board and which fold
//! into tabs of the side panel so that the board is never squeezed.
//!
//! Sizes are in points (the interface's own unit: a point is as many pixels
//! as the interface size and the window's growth make it).

use eframe::egui::{self, Vec2, vec2};

use crate::app::settings::{INTERFACE_SIZES, Settings};

/// The smallest window, in points, the interface is laid out for: below it
/// the menu, the board and the side panel cannot all be in sight.
pub const MIN_WINDOW: Vec2 = vec2(420.0, 300.0);
/// The smallest board that is still played comfortably, in pixels.
const BOARD_MIN_PIXELS: f32 = 280.0;
/// The side panel's width: a third of the window, within these bounds.
const SIDE_MIN: f32 = 200.0;
const SIDE_MAX: f32 = 420.0;
/// The narrowest the side panel is made to leave the board its room.
const SIDE_FLOOR: f32 = 190.0;
/// The narrowest teaching and analysis panels beside the board.
pub const TEACHING_MIN: f32 = 220.0;
const TEACHING_MAX: f32 = 460.0;
const ANALYSIS_MIN: f32 = 260.0;
const ANALYSIS_MAX: f32 = 380.0;
/// What the evaluation bar beside the board takes (its width and gaps).
const EVAL_BAR: f32 = 42.0;
/// The central panel's margins around the board.
const BOARD_MARGINS: f32 = 16.0;
/// Across the window, the room the window's own margins take (on its left
/// and right) besides the board's margins.
const SIDE_GAP: f32 = 16.0;
/// What a column beside the board takes besides its width: its frame.
const COLUMN_FRAME: f32 = 8.0;
/// A window no wider than this and this much taller than wide (a phone
/// held upright) has the side panel under the board, not beside it.
const UPRIGHT_WIDTH: f32 = 640.0;
const UPRIGHT_RATIO: f32 = 1.25;
/// The least height of the side panel under the board.
const UNDER_MIN: f32 = 160.0;

/// Whether the interface fits the window at its chosen size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    Fits,
    /// It does not: the largest size offered that does, if any does.
    TooLarge {
        size: u16,
        largest: Option<u16>,
    },
}

/// The window's size in pixels, whatever the zoom.
pub fn window_pixels(ctx: &egui::Context) -> Vec2 {
    ctx.content_rect().size() * ctx.zoom_factor()
}

/// Whether a window of `pixels` holds the interface drawn at `zoom`.
pub fn fits(pixels: Vec2, zoom: f32) -> bool {
    // A rounding's worth of slack: 1024 pixels at 2.438 are 420 points.
    let points = pixels / zoom + Vec2::splat(0.5);
    points.x >= MIN_WINDOW.x && points.y >= MIN_WINDOW.y
}

/// Whether the interface fits this window at `settings`' size, the window
/// growing it by `growth`.
pub fn fit(settings: &Settings, pixels: Vec2, growth: f32) -> Fit {
    if fits(pixels, settings.zoom() * growth) {
        return Fit::Fits;
    }
    let largest = INTERFACE_SIZES
        .iter()
        .rev()
        .copied()
        .find(|&s| fits(pixels, f32::from(s) / 100.0 * growth));
    Fit::TooLarge {
        size: settings.interface_size,
        largest,
    }
}

/// The board's least side in a window of `points` drawn at `zoom`: half the
/// window's shorter side, and never less than a playable board.
pub fn board_min(points: Vec2, zoom: f32) -> f32 {
    (points.min_elem() * 0.5).max(BOARD_MIN_PIXELS / zoom.max(0.1))
}

/// The squares (or the lines) of a board fill this much of the square it
/// is drawn in; the rest is its frame and coordinates.
const BOARD_FILL: f32 = 0.88;

/// The room the board's area takes, its margins included, in either
/// direction: what keeps the board at its least side in a window of
/// `points` at `zoom`.
pub fn board_room(points: Vec2, zoom: f32) -> f32 {
    board_min(points, zoom) / BOARD_FILL + BOARD_MARGINS
}

/// How wide a panel beside the board is made (the trainer's, the
/// editor's): `wanted`, or less where the board would keep less than its
/// least side, though never narrower than the narrowest side panel.
pub fn panel_beside_board(points: Vec2, zoom: f32, wanted: f32) -> f32 {
    let for_board = board_room(points, zoom) + SIDE_GAP;
    wanted
        .min(points.x - for_board)
        .max(SIDE_FLOOR.min(points.x * 0.5))
}

/// In a window held upright (a phone's), the height of the panel that goes
/// under the board, the board as wide as the window and `chrome` (the menu
/// bar and what else is stacked with the board) high besides; `None`: the
/// panel goes beside the board.
pub fn under_board(points: Vec2, chrome: f32) -> Option<f32> {
    let upright = points.x <= UPRIGHT_WIDTH && points.y >= points.x * UPRIGHT_RATIO;
    upright.then(|| (points.y - (points.x - SIDE_GAP) - chrome).max(UNDER_MIN))
}

/// Where a panel that goes with the board stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PanelPlace {
    /// Beside the board, this wide.
    Beside(f32),
    /// Under the board, this high (a window held upright).
    Under(f32),
}

impl PanelPlace {
    /// The place of a panel `wanted` wide beside the board (see
    /// [`panel_beside_board`]), or under it in a window held upright, with
    /// `chrome` stacked with the board besides.
    pub fn for_window(ctx: &egui::Context, wanted: f32, chrome: f32) -> PanelPlace {
        let (points, zoom) = (ctx.content_rect().size(), ctx.zoom_factor());
        match under_board(points, chrome) {
            Some(height) => PanelPlace::Under(height),
            None => PanelPlace::Beside(panel_beside_board(points, zoom, wanted)),
        }
    }

    /// The panel, placed, with the id `id`.
    pub fn panel(self, id: &str) -> egui::Panel {
        match self {
            PanelPlace::Beside(width) => egui::Panel::right(id).exact_size(width),
            PanelPlace::Under(height) => egui::Panel::bottom(id).exact_size(height),
        }
        .resizable(false)
    }

    /// How wide the panel is in a window `points` wide.
    pub fn width(self, window_width: f32) -> f32 {
        match self {
            PanelPlace::Beside(width) => width,
            PanelPlace::Under(_) => window_width,
        }
    }
}

/// Where the game screen's panels go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The board's least side.
    pub board_min: f32,
    /// The side panel's width.
    pub side_width: f32,
    /// The teaching panel beside the board, and the widest it may be made;
    /// `None`: it is a tab of the side panel (when it is shown at all).
    pub teaching_column: Option<f32>,
    /// The analysis panel beside the board, and its width; `None`: a tab.
    pub analysis_column: Option<f32>,
    /// The replay bar and the move box are at the top of the side panel, not
    /// under the board: the window is too low for the board and them one
    /// above the other.
    pub replay_in_side: bool,
    /// The side panel's height when it is under the board (a window held
    /// upright), the board first; `None`: it is beside the board.
    pub side_under: Option<f32>,
}

/// The menu bar, the status line, a replay bar of two rows and the move box
/// (a row and a line, in a strip with its margins), high.
const CHROME: f32 = 40.0 + 37.0 + 74.0 + 70.0;

impl Plan {
    /// The plan for a window of `points` at `zoom`, with the teaching and
    /// analysis panels wanted or not.
    pub fn new(points: Vec2, zoom: f32, teaching: bool, analysis: bool) -> Plan {
        let board_min = board_min(points, zoom);
        if let Some(height) = under_board(points, CHROME) {
            // The board as wide as the window, the bars under it, and the
            // panel (its folded panels as tabs) in the rest.
            return Plan {
                board_min,
                side_width: points.x,
                teaching_column: None,
                analysis_column: None,
                replay_in_side: false,
                side_under: Some(height),
            };
        }
        let bar = if analysis { EVAL_BAR } else { 0.0 };
        let for_board = board_min / BOARD_FILL + bar + BOARD_MARGINS + SIDE_GAP;
        let side_width = (points.x * 0.3)
            .clamp(SIDE_MIN, SIDE_MAX)
            .min(points.x - for_board)
            .max(SIDE_FLOOR.min(points.x * 0.5));
        let room = points.x - side_width - for_board;
        let analysis_width = (points.x * 0.24).clamp(ANALYSIS_MIN, ANALYSIS_MAX);
        // Each column's width, its frame aside.
        let (one, two) = (room - COLUMN_FRAME, room - 2.0 * COLUMN_FRAME);
        let (teaching_column, analysis_column) = match (teaching, analysis) {
            (true, true) if two >= TEACHING_MIN + ANALYSIS_MIN => {
                let a = analysis_width.min(two - TEACHING_MIN);
                (Some((two - a).min(TEACHING_MAX)), Some(a))
            }
            (true, _) if one >= TEACHING_MIN => (Some(one.min(TEACHING_MAX)), None),
            (false, true) if one >= ANALYSIS_MIN => (None, Some(analysis_width.min(one))),
            _ => (None, None),
        };
        Plan {
            board_min,
            side_width,
            teaching_column,
            analysis_column,
            replay_in_side: points.y < board_min / BOARD_FILL + BOARD_MARGINS + CHROME,
            side_under: None,
        }
    }

    /// The plan for this frame's window and settings.
    pub fn for_window(ctx: &egui::Context, settings: &Settings) -> Plan {
        Plan::new(
            ctx.content_rect().size(),
            ctx.zoom_factor(),
            settings.teaching,
            settings.analysis,
        )
    }
}

/// How tall the review's graph under the board may be, in a central area
/// `height` high that must keep `board_min` for the board; `None`: too
/// little room, the graph goes into the side panel.
pub fn graph_height(height: f32, board_min: f32, wanted: f32) -> Option<f32> {
    const GRAPH_MIN: f32 = 48.0;
    let room = height - board_min / BOARD_FILL - BOARD_MARGINS;
    (room >= GRAPH_MIN).then(|| room.min(wanted))
}

/// The largest a dialog may be in this window: the window less a margin
/// around it (the modal's own frame is inside this).
pub fn dialog_room(ctx: &egui::Context) -> Vec2 {
    let window = ctx.content_rect().size();
    (window - Vec2::splat(48.0)).max(Vec2::splat(120.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_size_that_fits_is_offered_when_the_chosen_one_does_not() {
        let settings = |size| Settings {
            interface_size: size,
            ..Settings::default()
        };
        let px = vec2(800.0, 600.0);
        assert_eq!(fit(&settings(100), px, 1.0), Fit::Fits);
        assert_eq!(fit(&settings(175), px, 1.0), Fit::Fits);
        assert_eq!(
            fit(&settings(250), px, 1.0),
            Fit::TooLarge {
                size: 250,
                largest: Some(175)
            }
        );
        assert_eq!(fit(&settings(250), vec2(1100.0, 760.0), 1.0), Fit::Fits);
        assert_eq!(
            fit(&settings(90), vec2(300.0, 200.0), 1.0),
            Fit::TooLarge {
                size: 90,
                largest: None
            }
        );
    }

    #[test]
    fn a_panel_beside_the_board_narrows_to_leave_the_board_its_room() {
        // 1100x760 at 250 %: the board's least side is 152 points.
        let points = vec2(440.0, 304.0);
        let width = panel_beside_board(points, 2.5, 240.0);
        assert!((SIDE_FLOOR..240.0).contains(&width));
        let board = points.x - width - SIDE_GAP - BOARD_MARGINS;
        assert!(board * BOARD_FILL >= 152.0 - 0.01, "{board}");
        // Where there is room, as wide as wanted.
        assert_eq!(panel_beside_board(vec2(1200.0, 800.0), 1.0, 340.0), 340.0);
    }

    #[test]
    fn panels_fold_into_tabs_before_the_board_is_squeezed() {
        let wide = Plan::new(vec2(1920.0, 1080.0), 1.0, true, true);
        assert!(wide.teaching_column.is_some() && wide.analysis_column.is_some());
        let narrow = Plan::new(vec2(1024.0, 600.0), 1.0, true, true);
        assert_eq!(narrow.board_min, 300.0);
        let columns = narrow.teaching_column.unwrap_or(0.0) + narrow.analysis_column.unwrap_or(0.0);
        assert!(1024.0 - narrow.side_width - columns >= 300.0 / BOARD_FILL + EVAL_BAR);
        let tiny = Plan::new(vec2(440.0, 304.0), 2.5, true, true);
        assert_eq!((tiny.teaching_column, tiny.analysis_column), (None, None));
        assert!(tiny.replay_in_side);
        assert!(!narrow.replay_in_side);
        assert!(440.0 - tiny.side_width >= tiny.board_min);
    }
}
