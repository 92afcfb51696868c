//! The analysis panel on its own, fed the analysis a search would give: the
//! score's words beside the line pointed at, and lines that keep their order
//! under the pointer while the search reorders them.

use akidada::app::computer::{Analysis, Eval, Line};
use akidada::app::text::{Lang, Tr};
use akidada::games::Side;
use akidada::gui::panels::analysis::{self, AnalysisView};
use eframe::egui::{Rect, pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The panel's analysis, and the line it said was pointed at.
type State = (Analysis, Option<usize>);

fn line(cp: i32, texts: [&str; 4]) -> Line {
    Line {
        moves: Vec::new(),
        texts: texts.map(String::from).to_vec(),
        eval: Eval::Cp(cp),
    }
}

/// Three lines from the start, best first.
fn lines() -> Vec<Line> {
    vec![
        line(40, ["c3-c4", "f6-f5", "b3-b4", "a6-a5"]),
        line(25, ["d3-d4", "c6-c5", "e3-e4", "h6-h5"]),
        line(10, ["h3-h4", "a6-a5", "g3-g4", "b6-b5"]),
    ]
}

fn analysis(lines: Vec<Line>) -> Analysis {
    Analysis {
        eval: lines[0].eval,
        lines,
        depth: 9,
        nodes: 1_000_000,
        nps: 500_000,
        finished: false,
    }
}

fn harness() -> Harness<'static, State> {
    Harness::builder().with_size([900.0, 600.0]).build_ui_state(
        |ui, (a, pointed): &mut State| {
            let view = AnalysisView {
                analysis: Some(a),
                to_move: Side::White,
                running: false,
                busy: None,
                game_over: false,
                first_ply: 0,
                preview: None,
            };
            *pointed = analysis::show(ui, Tr(Lang::En), &view, 300.0, &mut Vec::new());
        },
        (analysis(lines()), None),
    )
}

/// Where the line whose first move is `first` is shown.
fn line_rect(h: &Harness<'_, State>, first: &str) -> Rect {
    h.get_by_label_contains(first).rect()
}

#[test]
fn the_scores_words_open_beside_the_panel_not_over_the_next_line() {
    let mut h = harness();
    h.run();
    // The middle line: its score's words ("+0.25") are said nowhere else.
    h.get_by_label_contains("d3-d4").hover();
    // Long enough for the tooltip's delay.
    for _ in 0..60 {
        h.step();
    }
    let words = lines()[1].eval.short_for_white(Side::White);
    let tip = h.get_by_label(&words).rect();
    for first in ["c3-c4", "h3-h4"] {
        let other = line_rect(&h, first);
        assert!(
            !tip.intersects(other),
            "{tip:?} covers {first} at {other:?}"
        );
    }
    assert!(
        tip.min.x >= line_rect(&h, "d3-d4").max.x,
        "{tip:?} beside the line"
    );
}

#[test]
fn the_lines_keep_their_order_while_the_pointer_is_over_them() {
    let mut h = harness();
    h.run();
    let top = line_rect(&h, "c3-c4");
    h.get_by_label_contains("c3-c4").hover();
    h.run();
    assert_eq!(h.state().1, Some(0));
    // The search now ranks d3-d4 first: under the pointer nothing moves, and
    // the line pointed at is still the one drawn (its new index).
    let mut reordered = lines();
    reordered.swap(0, 1);
    h.state_mut().0 = analysis(reordered);
    h.run();
    assert_eq!(line_rect(&h, "c3-c4"), top);
    assert_eq!(h.state().1, Some(1));
    // The pointer gone, the lines take the search's order.
    h.hover_at(pos2(800.0, 550.0));
    h.run();
    assert_eq!(line_rect(&h, "d3-d4").min.y, top.min.y);
    assert!(line_rect(&h, "c3-c4").min.y > top.min.y);
    assert_eq!(h.state().1, None);
}
