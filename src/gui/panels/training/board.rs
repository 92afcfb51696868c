//! The trainer's board: the screen's board painted, turned to the solver's
//! side, with its marks (the wrong move, the hint, the routes and lines to
//! show).

use eframe::egui::{self, Rect, Stroke, Ui, vec2};

use super::shared::{hint_mark, maximal_mark};
use crate::app::App;
use crate::app::command::Command;
use crate::app::highlight::Highlight;
use crate::app::play::{GameMove, GamePlay};
use crate::app::training::TrainingCommand;
use crate::app::training::board::TrainingBoard;
use crate::games::GameKind;
use crate::games::akidada::Point;
use crate::games::dama::Square;
use crate::gui::board::akidada::AkidadaGeometry;
use crate::gui::board::dama::{DamaGeometry, paint_route_shifted};
use crate::gui::board::{self, BoardStyle};
use crate::gui::theme::Palette;

/// What is drawn over a trainer's board.
#[derive(Default)]
pub(super) struct Marks {
    pub(super) highlights: Vec<Highlight>,
    /// A square or point to ring (the hint).
    pub(super) ring: Option<usize>,
    /// More squares or points to ring (a course level's hint).
    pub(super) rings: Vec<usize>,
    /// Arrows from a spot to a spot (a course level's idea).
    pub(super) arrows: Vec<(usize, usize)>,
    /// Dama routes in the maximal colour (the drill's answer).
    pub(super) maximal: Vec<crate::games::dama::Route>,
}

/// The index of a square or point named `at`.
pub(super) fn spot_index(game: GameKind, at: &str) -> Option<usize> {
    match game {
        GameKind::Dama => at.parse::<Square>().ok().map(Square::index),
        GameKind::Akidada => at.parse::<Point>().ok().map(Point::index),
    }
}

/// A move drawn on the board shown (`legal: false` in the losing colour).
pub(super) fn move_highlight(
    board: &TrainingBoard,
    mv: GameMove,
    legal: bool,
) -> Option<Highlight> {
    match (&board.play, mv) {
        (GamePlay::Dama(p), GameMove::Dama(m)) => p
            .session
            .position()
            .route(&m)
            .map(|route| Highlight::Route { route, legal }),
        (GamePlay::Akidada(_), GameMove::Akidada(m)) => Some(Highlight::Step {
            from: m.from(),
            to: m.to(),
        }),
        _ => None,
    }
}

/// A line of moves in notation from the position shown, drawn numbered.
pub(super) fn line_highlight(board: &TrainingBoard, line: &[String]) -> Option<Highlight> {
    match &board.play {
        GamePlay::Dama(p) => {
            let mut pos = p.session.position();
            let mut routes = Vec::new();
            for text in line {
                let mv = pos.parse_move(text).ok()?;
                routes.push(pos.route(&mv)?);
                pos = pos.play(&mv);
            }
            Some(Highlight::DamaLine(routes))
        }
        GamePlay::Akidada(p) => {
            let rules = *p.session.rules();
            let mut pos = p.session.position();
            let mut moves = Vec::new();
            for text in line {
                let mv = pos.parse_move(&rules, text).ok()?;
                moves.push(mv);
                pos = pos.play(&mv);
            }
            Some(Highlight::AkidadaLine(moves))
        }
    }
}

/// The colour of a level's arrows: the hint's, half seen through, as
/// lichess draws its arrows.
fn arrow_mark(dark: bool) -> egui::Color32 {
    hint_mark(dark).gamma_multiply(0.75)
}

pub(super) fn show_board(
    ui: &mut Ui,
    app: &App,
    board: &TrainingBoard,
    flipped: bool,
    marks: &Marks,
    commands: &mut Vec<Command>,
) {
    let dark = ui.visuals().dark_mode;
    let style = BoardStyle {
        palette: Palette::for_theme(dark),
        flipped,
        anim: board.anim.as_ref(),
        now: ui.input(|i| i.time),
        tr: app.tr(),
        highlights: &marks.highlights,
        spot_names: None,
    };
    let area = ui.available_rect_before_wrap();
    let input = match &board.play {
        GamePlay::Akidada(play) => board::akidada::show(ui, area, play, &style),
        GamePlay::Dama(play) => board::dama::show(ui, area, play, &style),
    };
    paint_marks(ui, area, board, flipped, marks, dark);
    if let Some(input) = input {
        commands.push(Command::Training(TrainingCommand::Board(input)));
    }
}

pub(super) fn paint_marks(
    ui: &Ui,
    area: Rect,
    board: &TrainingBoard,
    flipped: bool,
    marks: &Marks,
    dark: bool,
) {
    let painter = ui.painter_at(area);
    match board.game() {
        GameKind::Dama => {
            let geo = DamaGeometry::fit(area, flipped);
            let cell = geo.cell();
            for (i, route) in marks.maximal.iter().enumerate() {
                let shift = vec2(1.0, -1.0) * (i as f32 * cell * 0.06);
                paint_route_shifted(&painter, &geo, route, maximal_mark(dark), cell, shift);
            }
            for &(from, to) in &marks.arrows {
                let (Ok(a), Ok(b)) = (u8::try_from(from), u8::try_from(to)) else {
                    continue;
                };
                let ends = [
                    geo.rect(Square::new(a)).center(),
                    geo.rect(Square::new(b)).center(),
                ];
                board::paint_arrow_path(&painter, &ends, cell * 0.16, arrow_mark(dark));
            }
            let rings = marks.ring.iter().chain(&marks.rings);
            for sq in rings.filter_map(|&i| u8::try_from(i).ok()) {
                let rect = geo.rect(Square::new(sq)).shrink(cell * 0.04);
                painter.rect_stroke(
                    rect,
                    cell * 0.12,
                    Stroke::new(cell * 0.08, hint_mark(dark)),
                    egui::StrokeKind::Inside,
                );
            }
        }
        GameKind::Akidada => {
            let geo = AkidadaGeometry::fit(area, flipped);
            for &(from, to) in &marks.arrows {
                let (Ok(a), Ok(b)) = (u8::try_from(from), u8::try_from(to)) else {
                    continue;
                };
                let ends = [geo.center(Point::new(a)), geo.center(Point::new(b))];
                board::paint_arrow_path(&painter, &ends, geo.step() * 0.12, arrow_mark(dark));
            }
            let rings = marks.ring.iter().chain(&marks.rings);
            for p in rings.filter_map(|&i| u8::try_from(i).ok()) {
                painter.circle_stroke(
                    geo.center(Point::new(p)),
                    geo.step() * 0.4,
                    Stroke::new(geo.step() * 0.07, hint_mark(dark)),
                );
            }
        }
    }
}
