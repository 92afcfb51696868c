//! The side panel's tabs: the panels with no room beside the board fold
//! into it, and in a low window the move list gets a tab of its own.

use eframe::egui::{self, Ui};

use crate::app::text::Tr;
use crate::i18n::m;

/// A tab of the side panel, when it has more than one: the panels that
/// have no room beside the board fold into it, and in a low window the move
/// list gets a tab of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Overview,
    Moves,
    Teaching,
    Analysis,
}

impl Tab {
    fn label(self, tr: Tr) -> &'static str {
        tr.t(match self {
            Tab::Overview => m::SIDE_TAB_OVERVIEW,
            Tab::Moves => m::SIDE_TAB_MOVES,
            Tab::Teaching => m::SIDE_TAB_TEACHING,
            Tab::Analysis => m::SIDE_TAB_ANALYSIS,
        })
    }
}

/// The fewest rows the move list is given under the rest of the panel;
/// with less room it has a tab of its own.
const MOVE_LIST_ROWS: f32 = 6.0;

/// The tab chosen in the last frame.
pub(super) fn shown_tab(ui: &Ui) -> Tab {
    ui.data(|d| d.get_temp::<(Tab, Vec<Tab>)>(egui::Id::unique(TAB_KEY)))
        .map_or(Tab::Overview, |(tab, _)| tab)
}

/// Where the tab chosen and the tabs shown are kept.
const TAB_KEY: &str = "side-tab";

/// Where the height of the panel's part above the move list is kept.
pub(super) const OVERVIEW_HEIGHT: &str = "side-overview-height";

/// Whether the move list has a tab of its own: the rest of the panel (as
/// tall as in the last frame) leaves it too few rows. A row's margin either
/// way, so that a list at the limit does not flicker in and out.
pub(super) fn split_move_list(ui: &mut Ui) -> bool {
    let above = ui.data(|d| d.get_temp::<f32>(egui::Id::unique(OVERVIEW_HEIGHT)));
    let row = ui.text_style_height(&egui::TextStyle::Monospace) + ui.spacing().item_spacing.y + 2.0;
    let key = egui::Id::unique("side-split");
    let was = ui.data(|d| d.get_temp::<bool>(key)).unwrap_or(false);
    let margin = if was { row } else { 0.0 };
    let split = above.is_some_and(|h| ui.available_height() - h < MOVE_LIST_ROWS * row + margin);
    ui.data_mut(|d| d.insert_temp(key, split));
    split
}

/// The tabs, when there is more than one; returns the one chosen. A tab that
/// appears (a panel folded in as it is opened) is chosen, so what was asked
/// for is in sight; the move list's own tab is not, the game stays in sight.
pub(super) fn tab_bar(ui: &mut Ui, tr: Tr, tabs: &[Tab]) -> Tab {
    let key = egui::Id::unique(TAB_KEY);
    let (mut chosen, before) = ui
        .data(|d| d.get_temp::<(Tab, Vec<Tab>)>(key))
        .unwrap_or((Tab::Overview, vec![Tab::Overview]));
    if let Some(&new) = tabs
        .iter()
        .find(|t| !before.contains(t) && **t != Tab::Moves)
    {
        chosen = new;
    }
    if !tabs.contains(&chosen) {
        chosen = Tab::Overview;
    }
    if tabs.len() > 1 {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            for &tab in tabs {
                if ui.selectable_label(tab == chosen, tab.label(tr)).clicked() {
                    chosen = tab;
                }
            }
        });
        ui.separator();
    }
    ui.data_mut(|d| d.insert_temp(key, (chosen, tabs.to_vec())));
    chosen
}
