//! The analysis panel: how the position on the board stands (in words and as a
//! winning chance), how deep the engine has looked and how fast, and its best
//! lines in notation. Pointing at a line draws it on the board; clicking it
//! keeps it drawn. It analyses whatever position is on the board, also while
//! replaying, and stops when hidden.

use eframe::egui::{self, RichText, Ui};

use crate::ai::Value;
use crate::app::command::{Command, ComputerCommand, PlaybackCommand};
use crate::app::computer::{Analysis, Busy, BusyWith, Eval};
use crate::app::text::thinking::{cursed_note, value_words};
use crate::app::text::{Lang, Tr};
use crate::games::Side;
use crate::gui::panels::replay::{Icon, icon_button};
use crate::i18n::m;

/// What the panel needs to show.
pub struct AnalysisView<'a> {
    pub analysis: Option<&'a Analysis>,
    pub to_move: Side,
    pub running: bool,
    pub busy: Option<&'a Busy>,
    pub game_over: bool,
    /// The game's number of the move the lines start with (the move list's).
    pub first_ply: usize,
    /// The line played through on the board, if any: which, how many of its
    /// moves are shown, and how many it has.
    pub preview: Option<(usize, usize, usize)>,
}

/// Shows the panel; returns the index of the line the pointer is on.
pub fn show(
    ui: &mut Ui,
    tr: Tr,
    view: &AnalysisView<'_>,
    width: f32,
    commands: &mut Vec<Command>,
) -> Option<usize> {
    let mut pointed = None;
    // A width of its own, not its text's: the text changes as the search goes
    // deeper, and a panel that followed it would move the board.
    egui::Panel::left("analysis")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| pointed = contents(ui, tr, view, commands));
    pointed
}

/// What the panel shows, in its column beside the board or in a tab of the
/// side panel: it scrolls where the window is too low for it.
pub fn contents(
    ui: &mut Ui,
    tr: Tr,
    view: &AnalysisView<'_>,
    commands: &mut Vec<Command>,
) -> Option<usize> {
    let lang = tr.0;
    let mut pointed = None;
    egui::ScrollArea::vertical()
        .id_salt("analysis")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.heading(tr.t(m::COMPUTER_ANALYSIS_TITLE));
                if view.running {
                    ui.spinner();
                }
            });
            if let Some(busy) = view.busy {
                busy_bar(ui, lang, busy, commands);
            }
            if view.game_over {
                ui.label(RichText::new(tr.t(m::GAME_OVER)).weak());
                return;
            }
            let Some(a) = view.analysis else {
                ui.label(RichText::new(tr.t(m::COMPUTER_THINKING)).weak());
                return;
            };
            ui.label(
                RichText::new(eval_words(a.eval, view.to_move, tr))
                    .size(18.0)
                    .strong(),
            );
            if a.depth > 0 {
                ui.label(
                    RichText::new(format!(
                        "{} {} · {} {}",
                        tr.t(m::COMPUTER_DEPTH),
                        a.depth,
                        thousands(a.nps),
                        tr.t(m::COMPUTER_PER_SECOND)
                    ))
                    .small()
                    .weak(),
                );
            } else {
                ui.label(RichText::new(tr.t(m::COMPUTER_EXACT)).small().weak());
            }
            ui.separator();
            ui.label(RichText::new(tr.t(m::COMPUTER_LINES)).strong());
            // Above the lines, whose text changes as the search goes deeper,
            // so the steps stay under the pointer; their row is kept while no
            // line is played through, so the lines do not move when it starts.
            let (shown, len) = view.preview.map_or((0, 0), |(_, shown, len)| (shown, len));
            ui.scope(|ui| {
                if view.preview.is_none() {
                    ui.set_invisible();
                }
                preview_controls(ui, tr, shown, len, commands);
            });
            pointed = best_lines(ui, tr, view, a, commands);
        });
    pointed
}

/// How many lines the panel shows (the analysis may hold more, for teaching
/// mode).
const SHOWN_LINES: usize = 3;

/// The lines as last shown: where the list was and each line's first move, so
/// that the order can be kept while the pointer is over it.
#[derive(Clone, Debug)]
struct ShownLines {
    list: egui::Rect,
    firsts: Vec<String>,
}

/// The best lines, each with its button to play it through; pointing at one
/// draws its first moves on the board (returned: its index in the analysis).
fn best_lines(
    ui: &mut Ui,
    tr: Tr,
    view: &AnalysisView<'_>,
    a: &Analysis,
    commands: &mut Vec<Command>,
) -> Option<usize> {
    let id = egui::Id::unique("analysis-shown-lines");
    let last: Option<ShownLines> = ui.data(|d| d.get_temp(id));
    let pointer = ui.ctx().pointer_hover_pos();
    // The search reorders its lines as it goes deeper: under the pointer the
    // list keeps its order, so the line pointed at stays where it is.
    let kept = last
        .as_ref()
        .filter(|l| pointer.is_some_and(|p| l.list.contains(p)))
        .map(|l| l.firsts.as_slice());
    let order = shown_order(&a.lines, kept);
    // Tooltips open beside the panel, over the board: below the line they
    // would cover the next one.
    let panel_right = ui.max_rect().right();
    let mut pointed = None;
    let list = ui.vertical(|ui| {
        for &i in &order {
            let line = &a.lines[i];
            // Every score from White's view, as the bar and the heading.
            let score = line.eval.short_for_white(view.to_move);
            // A move number stays with its move when the line wraps.
            let moves = crate::app::text::numbered_moves(view.first_ply, &line.texts)
                .replace(". ", ".\u{a0}");
            let text = format!("{score}  {moves}");
            ui.horizontal(|ui| {
                let play = tr.t(m::COMPUTER_LINE_PLAY_THROUGH);
                if icon_button(ui, Icon::Next, play, true).clicked() {
                    commands.push(Command::Playback(PlaybackCommand::PreviewLine(i)));
                }
                let response = ui.add(
                    egui::Label::new(RichText::new(text).monospace())
                        .wrap()
                        .sense(egui::Sense::click()),
                );
                // The score in words, for whoever does not read `#7`.
                let words = eval_words(line.eval, view.to_move, tr);
                let mut tip = egui::Tooltip::for_enabled(&response);
                tip.popup = tip
                    .popup
                    .anchor(response.rect.with_max_x(panel_right))
                    .align(egui::RectAlign::RIGHT_START)
                    .align_alternatives(&[]);
                tip.show(|ui| ui.label(words));
                if response.hovered() {
                    pointed = Some(i);
                }
            });
        }
    });
    let firsts = order
        .iter()
        .filter_map(|&i| a.lines[i].texts.first().cloned())
        .collect();
    let shown = ShownLines {
        list: list.response.rect,
        firsts,
    };
    ui.data_mut(|d| d.insert_temp(id, shown));
    pointed
}

/// Which lines to show, by their index in `lines`: the best first; with `kept`
/// (the first moves of the lines as last shown), those lines in that order
/// wherever the search now ranks them, the best others after them.
fn shown_order(lines: &[crate::app::computer::Line], kept: Option<&[String]>) -> Vec<usize> {
    let count = lines.len().min(SHOWN_LINES);
    let mut order: Vec<usize> = Vec::with_capacity(count);
    for first in kept.unwrap_or_default() {
        let found = lines.iter().position(|l| l.texts.first() == Some(first));
        if let Some(i) = found.filter(|i| !order.contains(i)) {
            order.push(i);
        }
    }
    order.truncate(count);
    for i in 0..lines.len() {
        if order.len() >= count {
            break;
        }
        if !order.contains(&i) {
            order.push(i);
        }
    }
    order
}

/// The steps of a line played through on the board: back, how far, on, and
/// back to the game (on a second row in a narrow panel: a row wider than the
/// panel would widen the panel's scrolling area past the window).
fn preview_controls(ui: &mut Ui, tr: Tr, shown: usize, len: usize, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if icon_button(ui, Icon::Previous, tr.t(m::COMPUTER_LINE_BACK), true).clicked() {
            commands.push(Command::Playback(PlaybackCommand::PreviewStep {
                forward: false,
            }));
        }
        let at = tr.f(
            m::COMPUTER_LINE_AT,
            [("shown", shown.into()), ("moves", len.into())],
        );
        ui.label(at);
        let on = icon_button(ui, Icon::Next, tr.t(m::COMPUTER_LINE_FORWARD), shown < len);
        if on.clicked() {
            commands.push(Command::Playback(PlaybackCommand::PreviewStep {
                forward: true,
            }));
        }
        if ui.button(tr.t(m::COMPUTER_LINE_STOP)).clicked() {
            commands.push(Command::Playback(PlaybackCommand::StopPreview));
        }
    });
}

/// Building a table: how far, and a button to stop.
pub fn busy_bar(ui: &mut Ui, lang: Lang, busy: &Busy, commands: &mut Vec<Command>) {
    let what = match busy.what {
        BusyWith::SolvingAkidada => m::COMPUTER_SOLVING,
        BusyWith::BuildingTables => m::COMPUTER_LOADING_TABLES,
    };
    ui.label(RichText::new(Tr(lang).t(what)).small());
    ui.horizontal_wrapped(|ui| {
        let bar = egui::ProgressBar::new(busy.fraction)
            .desired_width(150.0_f32.min(ui.available_width()))
            .show_percentage();
        crate::gui::reader::progress(ui, bar, busy.fraction, Tr(lang).t(what));
        if ui.small_button(Tr(lang).t(m::CANCEL)).clicked() {
            commands.push(Command::Computer(ComputerCommand::CancelBusy));
        }
    });
}

/// How the position stands, in words, from White's view for an estimate
/// (`+0.45` is White better) and as a result for an exact value ("White wins
/// in 7").
pub fn eval_words(eval: Eval, to_move: Side, tr: Tr) -> String {
    let lang = tr.0;
    match eval {
        Eval::Cp(_) => eval.short_for_white(to_move),
        Eval::Exact { value, cursed } => {
            let (who, value) = match value {
                Value::Win(n) => (to_move, Value::Win(n)),
                Value::Loss(n) => (to_move.opposite(), Value::Win(n)),
                Value::Draw => return value_words(Value::Draw, lang),
            };
            let mut words = format!("{}: {}", tr.side(who), value_words(value, lang));
            if cursed {
                words.push_str(&format!(" ({})", cursed_note(lang)));
            }
            words
        }
    }
}

/// A count with thin spaces between thousands: `1 234 567`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{2009}');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_values_read_well() {
        assert_eq!(thousands(1_234_567), "1\u{2009}234\u{2009}567");
        assert_eq!(thousands(12), "12");
        let tr = Tr(Lang::En);
        let black_wins = Eval::Exact {
            value: Value::Loss(6),
            cursed: false,
        };
        assert_eq!(eval_words(black_wins, Side::White, tr), "Black: win in 6");
        assert_eq!(eval_words(Eval::Cp(-45), Side::Black, tr), "+0.45");
    }
}
