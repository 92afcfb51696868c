//! The teaching panel: the lesson's explanation, and in teaching mode every
//! capture variant of Dama (maximal and shorter, grouped by the number captured,
//! each drawn on the board when pointed at) or, in Akidada, the lines each side
//! can make and the pieces a line may remove.

use eframe::egui::{self, Color32, RichText, Ui};

use crate::app::command::{Command, LessonCommand};
use crate::app::computer::Eval;
use crate::app::play::ActiveGame;
use crate::app::play::{AkidadaPlay, DamaPlay, GameMove, GamePlay};
use crate::app::text::Tr;
use crate::app::text::thinking::{cursed_note, value_words};
use crate::games::Side;
use crate::games::akidada::{Move as AkidadaMove, Point, Position as AkidadaPosition};
use crate::games::dama::{NonMaxCapture, Route};
use crate::gui::board::Highlight;
use crate::i18n::m;
use crate::lessons::Lesson;

/// One group of Dama capture variants: all capture the same number of pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantGroup {
    pub count: usize,
    pub legal: bool,
    /// One entry per distinct move: the routes that make it (more than one when
    /// they differ only in the route and leave the same position).
    pub moves: Vec<Vec<Route>>,
}

/// Every capture variant of the position, grouped by count, largest first.
pub fn variant_groups(play: &DamaPlay) -> Vec<VariantGroup> {
    let mut groups: Vec<VariantGroup> = Vec::new();
    for c in play
        .candidates()
        .all
        .iter()
        .filter(|c| !c.route.captured.is_empty())
    {
        let count = c.route.captured.len();
        let group = match groups.iter_mut().position(|g| g.count == count) {
            Some(i) => &mut groups[i],
            None => {
                groups.push(VariantGroup {
                    count,
                    legal: c.legal,
                    moves: Vec::new(),
                });
                groups.last_mut().expect("just pushed")
            }
        };
        let mv = c.route.to_move();
        match group
            .moves
            .iter_mut()
            .find(|routes| routes[0].to_move() == mv)
        {
            Some(routes) => routes.push(c.route.clone()),
            None => group.moves.push(vec![c.route.clone()]),
        }
    }
    groups.sort_by_key(|g| std::cmp::Reverse(g.count));
    groups
}

/// The accessible name of a variant: its route and its mark.
pub fn variant_label(tr: Tr, route: &Route, legal: bool, rule: NonMaxCapture) -> String {
    let mark = if legal {
        tr.t(m::MARK_COMPULSORY)
    } else if rule == NonMaxCapture::Loses {
        tr.t(m::MARK_LOSES)
    } else {
        tr.t(m::MARK_NOT_ALLOWED)
    };
    format!("{}: {mark}", route.notation())
}

/// What the teaching panel shows.
pub struct TeachingView<'a> {
    pub game: &'a ActiveGame,
    pub lesson: Option<&'a Lesson>,
    /// Teaching mode is on (a lesson shows the panel too).
    pub teaching: bool,
    /// The variant kept drawn, if any.
    pub pin: Option<&'a Highlight>,
    /// The computer's judgement of each legal move, mover's view.
    pub judgements: &'a [(GameMove, Eval)],
}

/// The teaching panel (teaching mode on, or a lesson open) beside the board,
/// at most `max_width` wide: returns what the board should draw for the entry
/// under the pointer, or the pinned one.
pub fn show(
    ui: &mut Ui,
    tr: Tr,
    view: &TeachingView<'_>,
    max_width: f32,
    commands: &mut Vec<Command>,
) -> Option<Highlight> {
    if !view.shown() {
        return None;
    }
    let mut pointed = None;
    egui::Panel::left("teaching")
        .resizable(true)
        .default_size(300.0_f32.min(max_width))
        .size_range(crate::gui::layout::TEACHING_MIN..=max_width)
        .show(ui, |ui| pointed = contents(ui, tr, view, commands));
    pointed
}

/// What the panel shows, in its column beside the board or in a tab of the
/// side panel; returns what the board should draw, as [`show`].
pub fn contents(
    ui: &mut Ui,
    tr: Tr,
    view: &TeachingView<'_>,
    commands: &mut Vec<Command>,
) -> Option<Highlight> {
    let mut pointed = None;
    egui::ScrollArea::vertical()
        .id_salt("teaching")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // Keep the text clear of the scroll bar.
            ui.set_max_width(ui.available_width() - 14.0);
            if let Some(lesson) = view.lesson {
                lesson_text(ui, tr, lesson, commands);
            }
            if view.teaching {
                pointed = teaching_entries(ui, tr, view, commands);
            }
        });
    pointed.or_else(|| view.pin.cloned())
}

impl TeachingView<'_> {
    /// Whether the panel is shown: teaching mode is on or a lesson is open.
    pub fn shown(&self) -> bool {
        self.teaching || self.lesson.is_some()
    }
}

/// The lesson open: its title and text, and the buttons to start it again
/// or close it.
fn lesson_text(ui: &mut Ui, tr: Tr, lesson: &Lesson, commands: &mut Vec<Command>) {
    let (title, text) = (lesson.title(tr.0), lesson.text(tr.0));
    ui.add_space(6.0);
    ui.label(RichText::new(tr.t(m::LESSON)).small().weak());
    ui.heading(title);
    ui.add_space(4.0);
    ui.label(text);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui.button(tr.t(m::RESTART_LESSON)).clicked() {
            commands.push(Command::Lesson(LessonCommand::RestartLesson));
        }
        if ui.button(tr.t(m::CLOSE_LESSON)).clicked() {
            commands.push(Command::Lesson(LessonCommand::CloseLesson));
        }
    });
    ui.separator();
}

/// Teaching mode's part of the panel: the capture variants or the lines to
/// make, and the value of each move; what the board should draw for the
/// entry under the pointer.
fn teaching_entries(
    ui: &mut Ui,
    tr: Tr,
    view: &TeachingView<'_>,
    commands: &mut Vec<Command>,
) -> Option<Highlight> {
    ui.label(RichText::new(tr.t(m::TEACHING_MODE)).strong());
    if view.game.outcome().is_some() {
        ui.label(tr.t(m::TEACHING_GAME_OVER));
        return None;
    }
    let judgements = view.judgements;
    match &view.game.play {
        GamePlay::Dama(play) => {
            let variants = dama_variants(ui, tr, play, view.pin, judgements, commands);
            let pos = play.session.position();
            let exact = exact_values(ui, tr, judgements, &|mv| match mv {
                GameMove::Dama(mv) => match pos.route(&mv) {
                    Some(route) => (
                        route.notation(),
                        Some(Highlight::Route { route, legal: true }),
                    ),
                    None => (pos.move_text(&mv), None),
                },
                GameMove::Akidada(m) => (m.notation(), None),
            });
            variants.or(exact)
        }
        GamePlay::Akidada(play) => {
            let lines = akidada_lines(ui, tr, play);
            if play.input.pending.is_some() {
                return lines;
            }
            let values = exact_values(ui, tr, judgements, &|mv| match mv {
                GameMove::Akidada(mv) => (
                    mv.notation(),
                    Some(Highlight::Step {
                        from: mv.from(),
                        to: mv.to(),
                    }),
                ),
                GameMove::Dama(mv) => (format!("{mv:?}"), None),
            });
            lines.or(values)
        }
    }
}

fn dama_variants(
    ui: &mut Ui,
    tr: Tr,
    play: &DamaPlay,
    pinned: Option<&Highlight>,
    judgements: &[(GameMove, Eval)],
    commands: &mut Vec<Command>,
) -> Option<Highlight> {
    let groups = variant_groups(play);
    if groups.is_empty() {
        ui.label(tr.t(m::NO_CAPTURE));
        return None;
    }
    let rule = play.session.rules().non_max_capture;
    let maximum = groups[0].count;
    ui.label(RichText::new(tr.t(m::POINT_AT_VARIANT)).small().weak());
    let mut pointed = None;
    for group in &groups {
        ui.add_space(6.0);
        let color = if group.legal {
            Color32::from_rgb(0x2e, 0x9e, 0x3f)
        } else {
            Color32::from_rgb(0xd0, 0x3a, 0x1a)
        };
        let heading = tr.variant_group(group.count, group.legal, rule);
        ui.label(RichText::new(heading).color(color).strong());
        if !group.legal {
            ui.label(
                RichText::new(tr.shorter_reason(group.count as u32, maximum as u32, rule)).small(),
            );
        }
        let rows = GroupRows {
            group,
            rule,
            color,
            pinned,
            judgements,
        };
        if let Some(h) = rows.show(ui, tr, commands) {
            pointed = Some(h);
        }
    }
    pointed
}

/// The rows of one group of capture variants.
struct GroupRows<'a> {
    group: &'a VariantGroup,
    rule: NonMaxCapture,
    color: Color32,
    pinned: Option<&'a Highlight>,
    judgements: &'a [(GameMove, Eval)],
}

impl GroupRows<'_> {
    /// The engine's judgement of a legal move (where the capture leads).
    fn judged(&self, route: &Route) -> Option<Eval> {
        self.judgements
            .iter()
            .find(|(m, _)| *m == GameMove::Dama(route.to_move()))
            .map(|(_, e)| *e)
    }

    /// The judgement's words when every move of the group has the same: said
    /// once above the rows, not on each ("win in 1" seven times, the rows
    /// too long for the panel).
    fn shared_words(&self, tr: Tr) -> Option<String> {
        if !self.group.legal {
            return None;
        }
        let mut words = self.group.moves.iter().map(|routes| {
            self.judged(&routes[0])
                .map(|e| crate::app::text::thinking::eval_words(e, tr.0))
        });
        let first = words.next()??;
        words.all(|w| w.as_ref() == Some(&first)).then_some(first)
    }

    /// Shows the rows; what the board should draw for the one pointed at.
    fn show(&self, ui: &mut Ui, tr: Tr, commands: &mut Vec<Command>) -> Option<Highlight> {
        let shared = self.shared_words(tr);
        if let Some(words) = &shared {
            ui.label(format!("{}: {words}", tr.t(m::COMPUTER_TEACHING_SCORES)));
        }
        let mut pointed = None;
        for routes in &self.group.moves {
            for (i, route) in routes.iter().enumerate() {
                let highlight = Highlight::Route {
                    route: route.clone(),
                    legal: self.group.legal,
                };
                let mut label = variant_label(tr, route, self.group.legal, self.rule);
                let mut text = if i == 0 {
                    route.notation()
                } else {
                    format!("  = {}", route.notation())
                };
                if let (Some(eval), true, 0) = (self.judged(route), self.group.legal, i) {
                    let words = crate::app::text::thinking::eval_words(eval, tr.0);
                    if shared.is_none() {
                        // Kept whole when the row wraps ("win in 1", not
                        // "win" and "in 1" on two lines).
                        text.push_str(&format!("  {}", words.replace(' ', "\u{a0}")));
                    }
                    // Each row says it to a screen reader, which reads rows one by one.
                    label.push_str(&format!(
                        " ({}: {words})",
                        tr.t(m::COMPUTER_TEACHING_SCORES)
                    ));
                }
                let selected = self.pinned == Some(&highlight);
                let response = variant_row(ui, &text, &label, self.color, selected);
                if response.hovered() {
                    pointed = Some(highlight.clone());
                }
                if response.clicked() {
                    commands.push(Command::Lesson(LessonCommand::PinHighlight(
                        (!selected).then_some(highlight),
                    )));
                }
            }
        }
        pointed
    }
}

/// A row of the variant list: the text shown, and the accessible name that
/// carries its mark.
fn variant_row(
    ui: &mut Ui,
    text: &str,
    label: &str,
    color: Color32,
    selected: bool,
) -> egui::Response {
    let response = ui.add(
        egui::Button::selectable(selected, RichText::new(text).monospace().color(color))
            .frame_when_inactive(false),
    );
    let label = label.to_string();
    response.widget_info(move || {
        egui::WidgetInfo::selected(egui::Role::ListItem, true, selected, &label)
    });
    response
}

fn akidada_lines(ui: &mut Ui, tr: Tr, play: &AkidadaPlay) -> Option<Highlight> {
    let pos = play.session.position();
    let us = pos.side_to_move();
    let mut pointed = None;
    if play.input.pending.is_some() {
        let removable = play.removable();
        ui.label(RichText::new(tr.t(m::MAY_REMOVE)).strong());
        let names: Vec<String> = removable.iter().map(Point::to_string).collect();
        let r = ui.label(names.join(", "));
        if r.hovered() {
            pointed = Some(Highlight::Points(removable));
        }
        return pointed;
    }
    for (side, heading) in [
        (us, m::LINES_YOU_CAN_MAKE),
        (us.opposite(), m::LINES_THREATENED),
    ] {
        ui.add_space(6.0);
        ui.label(RichText::new(format!("{} ({})", tr.t(heading), tr.side(side))).strong());
        let steps = line_steps(&pos, side, play);
        if steps.is_empty() {
            ui.label(RichText::new(tr.t(m::NONE_YET)).weak());
        }
        for step in steps {
            let response = ui.add(
                egui::Button::selectable(false, RichText::new(step.notation()).monospace())
                    .frame_when_inactive(false),
            );
            if response.hovered() {
                pointed = Some(Highlight::Step {
                    from: step.from(),
                    to: step.to(),
                });
            }
        }
    }
    pointed
}

/// The placements or slides with which `side` would complete a line, were it
/// their move (removals left out).
fn line_steps(pos: &AkidadaPosition, side: Side, play: &AkidadaPlay) -> Vec<AkidadaMove> {
    let view = pos.with_side_to_move(side);
    let mut moves = Vec::new();
    view.legal_moves(play.session.rules(), &mut moves);
    let mut steps: Vec<AkidadaMove> = moves
        .iter()
        .filter(|m| m.removed() != 0 || completes_line(&view, m))
        .map(|m| m.removing(0))
        .collect();
    steps.sort();
    steps.dedup();
    steps
}

/// Whether a move completes a line (also when the opponent has nothing to remove).
fn completes_line(pos: &AkidadaPosition, m: &AkidadaMove) -> bool {
    AkidadaPosition::lines_completed(m.to(), pos.own_after(m)) > 0
}

/// Teaching mode's judgement of every move when it is exact (every Akidada
/// move from the solved table, every Dama move of an endgame in the tables):
/// its value, best first, in colour; pointing at one draws it.
fn exact_values(
    ui: &mut Ui,
    tr: Tr,
    judgements: &[(GameMove, Eval)],
    describe: &dyn Fn(GameMove) -> (String, Option<Highlight>),
) -> Option<Highlight> {
    let exact: Vec<(GameMove, crate::ai::Value, bool)> = judgements
        .iter()
        .filter_map(|&(mv, eval)| match eval {
            Eval::Exact { value, cursed } => Some((mv, value, cursed)),
            Eval::Cp(_) => None,
        })
        .collect();
    if exact.is_empty() || exact.len() < judgements.len() {
        // Estimates, not values: the variants above carry them.
        return None;
    }
    ui.add_space(8.0);
    ui.label(RichText::new(tr.t(m::COMPUTER_TEACHING_SCORES)).strong());
    let mut pointed = None;
    for (mv, value, cursed) in exact {
        let color = match value {
            crate::ai::Value::Win(_) => Color32::from_rgb(0x2e, 0x9e, 0x4f),
            crate::ai::Value::Draw => Color32::from_rgb(0x6b, 0x7b, 0x8c),
            crate::ai::Value::Loss(_) => Color32::from_rgb(0xd0, 0x3a, 0x2a),
        };
        let mut words = value_words(value, tr.0);
        if cursed {
            words.push_str(&format!(" ({})", cursed_note(tr.0)));
        }
        let (notation, highlight) = describe(mv);
        let text = format!("{notation:<10} {words}");
        let response = ui.add(
            egui::Button::selectable(false, RichText::new(text).monospace().color(color))
                .frame_when_inactive(false),
        );
        if response.hovered() {
            pointed = highlight;
        }
    }
    pointed
}
