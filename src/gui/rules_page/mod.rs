//! Help > Rules: the rules of both games written for people, in the language of
//! the interface, with small diagrams painted by the app.
//!
//! The words are data (`app::rules_page`, one page per game and language); the pictures
//! are painted from positions the engine plays (`diagrams.rs`). This file lays
//! them out in a window: a choice of game, a line of contents, and the page in a
//! scroll area.

pub mod diagrams;

use eframe::egui::{
    self, Align, FontSelection, Id, Label, Margin, RichText, ScrollArea, Sense, Ui, WidgetInfo,
    text::LayoutJob, vec2,
};

use crate::app::rules_page::{self, Block, Chrome, Diagram, RuleOption};
use crate::app::text::{Lang, Tr};
use crate::games::GameKind;
use crate::gui::theme::Palette;
use crate::i18n::m;

/// Font sizes of the page: a little larger than the rest of the interface, since
/// this is for reading.
const BODY: f32 = 14.0;
const CAPTION: f32 = 13.0;
const SECTION: f32 = 18.0;
const TITLE: f32 = 22.0;
/// Lines longer than this are hard to read; a wider window leaves a margin.
const MAX_TEXT_WIDTH: f32 = 760.0;
/// Below this height (in points) of room for the rules window, the line of
/// contents scrolls with the page.
const LOW_WINDOW: f32 = 420.0;
/// A caption goes beside its diagram when at least this much room is left.
const SIDE_CAPTION: f32 = 200.0;

/// The rules window's state: which game's rules are shown and where to scroll.
/// Each game keeps its own scroll position (in egui's memory, keyed by game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPage {
    /// The game whose rules are shown.
    pub game: GameKind,
    /// A section to bring into view on the next frame (picked in the contents line).
    jump_to: Option<usize>,
    /// The app's window is low: the line of contents scrolls with the page.
    low: bool,
}

impl Default for RulesPage {
    fn default() -> Self {
        RulesPage::new()
    }
}

impl RulesPage {
    /// Shows Akidada's rules first, from the top.
    pub fn new() -> Self {
        RulesPage {
            game: GameKind::Akidada,
            jump_to: None,
            low: false,
        }
    }

    /// Shows `game`'s rules (e.g. the game being played when the window opens).
    pub fn for_game(game: GameKind) -> Self {
        RulesPage {
            game,
            jump_to: None,
            low: false,
        }
    }

    /// Brings section `index` of the page shown into view on the next frame.
    pub fn scroll_to_section(&mut self, index: usize) {
        self.jump_to = Some(index);
    }

    /// The rules window, below `top` (the menu bar's end: it would be cut in
    /// half), while `open`; its close button clears `open`.
    pub fn show(&mut self, ctx: &egui::Context, top: f32, lang: Lang, open: &mut bool) {
        let chrome = rules_page::chrome(lang);
        // A margin inside the window as wide as the reach of the window's
        // resize corners, so that they are in the window too.
        let grab = ctx.global_style().interaction.resize_grab_radius_corner + 2.0;
        let mut area = ctx.content_rect().shrink(grab);
        area.min.y = (top + grab).clamp(area.min.y, area.max.y);
        self.low = area.height() < LOW_WINDOW;
        let fit = |x: f32, y: f32| egui::vec2(x.min(area.width()), y.min(area.height()));
        egui::Window::new(chrome.title)
            // One id in both languages, so the window keeps its place and size.
            .id(Id::unique("rules_page"))
            .constrain_to(area)
            .open(open)
            .resizable(true)
            .collapsible(false)
            .default_size(fit(640.0, 700.0))
            .min_size(fit(360.0, 240.0))
            .max_size(area.size())
            .vscroll(false)
            .show(ctx, |ui| self.ui(ui, lang));
    }

    /// The window's contents, for showing the rules somewhere else.
    pub fn ui(&mut self, ui: &mut Ui, lang: Lang) {
        let tr = Tr(lang);
        let chrome = rules_page::chrome(lang);
        ui.horizontal_wrapped(|ui| {
            for kind in GameKind::ALL {
                let label = RichText::new(tr.game(kind)).size(BODY);
                if ui.selectable_label(self.game == kind, label).clicked() && self.game != kind {
                    self.game = kind;
                    self.jump_to = None;
                }
            }
        });
        let page = rules_page::page(self.game, lang);
        // In a low window the line of contents scrolls with the page, which
        // keeps the room to be read.
        if !self.low {
            self.contents_line(ui, chrome, page);
            ui.separator();
        }
        let pal = Palette::for_theme(ui.visuals().dark_mode);
        ScrollArea::vertical()
            .id_salt(("rules_page", self.game.id()))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Room on the right for the scroll bar, which floats over the content.
                ui.set_max_width(MAX_TEXT_WIDTH.min(ui.available_width() - 14.0));
                if self.low {
                    self.contents_line(ui, chrome, page);
                    ui.separator();
                }
                ui.label(RichText::new(&page.title).size(TITLE).strong());
                for (i, section) in page.sections.iter().enumerate() {
                    ui.add_space(14.0);
                    let heading = ui.label(RichText::new(&section.title).size(SECTION).strong());
                    if self.jump_to == Some(i) {
                        heading.scroll_to_me(Some(Align::TOP));
                    }
                    ui.add_space(2.0);
                    for block in &section.blocks {
                        show_block(ui, block, tr, chrome, &pal);
                        ui.add_space(4.0);
                    }
                }
                ui.add_space(12.0);
            });
        self.jump_to = None;
    }

    /// The sections of the page, each a link that brings it into view.
    fn contents_line(&mut self, ui: &mut Ui, chrome: &Chrome, page: &rules_page::Page) {
        ui.horizontal_wrapped(|ui| {
            // A title moves to the next row whole rather than breaking in two.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            ui.label(RichText::new(chrome.contents).weak());
            for (i, section) in page.sections.iter().enumerate() {
                if ui.link(&section.title).clicked() {
                    self.jump_to = Some(i);
                }
            }
        });
    }
}

fn show_block(ui: &mut Ui, block: &Block, tr: Tr, chrome: &Chrome, pal: &Palette) {
    match block {
        Block::P(text) => {
            ui.label(rich(ui, text, BODY));
        }
        Block::List(items) => {
            for item in items {
                let job = rich(ui, item, BODY);
                bullet(ui, job);
            }
        }
        Block::Note(text) => note(ui, text, pal),
        Block::Fig(diagram, caption) => figure(ui, *diagram, caption, tr, pal),
        Block::Opt(option) => rule_option(ui, option, tr, chrome),
    }
}

/// One item of a list: a bullet, and the text wrapped beside it.
fn bullet(ui: &mut Ui, job: LayoutJob) {
    ui.horizontal_top(|ui| {
        ui.add_space(6.0);
        ui.label(RichText::new("•").size(BODY));
        ui.add(Label::new(job).wrap());
    });
}

/// A framed note with a coloured bar on its left.
fn note(ui: &mut Ui, text: &str, pal: &Palette) {
    let job = rich(ui, text, BODY);
    let frame = egui::Frame::new()
        .fill(ui.visuals().faint_bg_color)
        .inner_margin(Margin {
            left: 14,
            right: 10,
            top: 6,
            bottom: 6,
        })
        .corner_radius(4)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(job);
        });
    let r = frame.response.rect;
    let bar = egui::Rect::from_min_max(r.left_top(), r.left_bottom() + vec2(4.0, 0.0));
    ui.painter().rect_filled(bar, 2.0, pal.compulsory);
}

/// A diagram with its caption beside it, or below it when the window is narrow.
fn figure(ui: &mut Ui, diagram: Diagram, caption: &str, tr: Tr, pal: &Palette) {
    let available = ui.available_width();
    let size = diagrams::size(diagram, available);
    let job = rich(ui, caption, CAPTION);
    let plain = job.text.clone();
    let paint = |ui: &mut Ui| {
        let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, &plain));
        diagrams::paint(&ui.painter_at(rect), rect, diagram, pal, tr);
    };
    ui.add_space(4.0);
    if size.x + SIDE_CAPTION <= available {
        ui.horizontal_top(|ui| {
            paint(ui);
            ui.add_space(10.0);
            ui.add(Label::new(job).wrap());
        });
    } else {
        ui.vertical_centered(|ui| paint(ui));
        ui.add_space(4.0);
        ui.label(job);
    }
    ui.add_space(4.0);
}

/// A rule option: its name as the new-game dialog shows it and its name in
/// `RULES.md` and saved games, what it decides, and each choice as the dialog
/// names it, with the default marked.
fn rule_option(ui: &mut Ui, option: &RuleOption, tr: Tr, chrome: &Chrome) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        // The New game dialog's label; the name saved games and the command
        // line use is there for whoever points at it.
        let key = tr.f(m::RULES_PAGE_OPTION_KEY, [("key", option.key.into())]);
        ui.label(RichText::new(tr.t(option.name)).size(BODY).strong())
            .on_hover_text(key);
        ui.label(rich(ui, &option.text, BODY));
        for choice in &option.choices {
            let label = choice.label.map_or(choice.value, |t| tr.t(t));
            let mut job = LayoutJob::default();
            append(ui, &mut job, label, BODY, Style::Strong);
            if choice.default {
                let default = format!(" ({})", chrome.default);
                append(ui, &mut job, &default, BODY, Style::Weak);
            }
            append(ui, &mut job, ": ", BODY, Style::Plain);
            append_marked(ui, &mut job, &choice.text, BODY);
            bullet(ui, job);
        }
    });
}

/// How a run of text looks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Style {
    Plain,
    Strong,
    Weak,
    Italics,
    Code,
}

/// Text with the page's inline markup (`**bold**`, `*italics*`, backticks for
/// notation) laid out at `size`.
fn rich(ui: &Ui, text: &str, size: f32) -> LayoutJob {
    let mut job = LayoutJob::default();
    append_marked(ui, &mut job, text, size);
    job
}

fn append_marked(ui: &Ui, job: &mut LayoutJob, text: &str, size: f32) {
    for (run, style) in runs(text) {
        append(ui, job, &run, size, style);
    }
}

fn append(ui: &Ui, job: &mut LayoutJob, text: &str, size: f32, style: Style) {
    if text.is_empty() {
        return;
    }
    let rich = RichText::new(text);
    let rich = match style {
        Style::Plain => rich,
        Style::Strong => rich.strong(),
        Style::Weak => rich.weak(),
        Style::Italics => rich.italics(),
        Style::Code => rich.code(),
    };
    // The size last: `code()` sets the monospace style, the size keeps it in scale.
    let size = if style == Style::Code {
        size - 1.0
    } else {
        size
    };
    rich.size(size)
        .append_to(job, ui.style(), FontSelection::Default, Align::Center);
}

/// Splits marked-up text into runs of one style. Inside backticks nothing else is
/// markup; bold and italics do not nest.
fn runs(text: &str) -> Vec<(String, Style)> {
    let mut out = Vec::new();
    let mut run = String::new();
    let (mut bold, mut italics, mut code) = (false, false, false);
    let mut chars = text.chars().peekable();
    let mut flush = |run: &mut String, bold: bool, italics: bool, code: bool| {
        if !run.is_empty() {
            let style = if code {
                Style::Code
            } else if bold {
                Style::Strong
            } else if italics {
                Style::Italics
            } else {
                Style::Plain
            };
            out.push((std::mem::take(run), style));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '`' => {
                flush(&mut run, bold, italics, code);
                code = !code;
            }
            '*' if !code && chars.peek() == Some(&'*') => {
                chars.next();
                flush(&mut run, bold, italics, code);
                bold = !bold;
            }
            '*' if !code => {
                flush(&mut run, bold, italics, code);
                italics = !italics;
            }
            _ => run.push(c),
        }
    }
    flush(&mut run, bold, italics, code);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_split_into_runs() {
        let runs = runs("A **bold** move, `b8xb5`, *not* this.");
        let styles: Vec<(&str, Style)> = runs.iter().map(|(t, s)| (t.as_str(), *s)).collect();
        assert_eq!(
            styles,
            [
                ("A ", Style::Plain),
                ("bold", Style::Strong),
                (" move, ", Style::Plain),
                ("b8xb5", Style::Code),
                (", ", Style::Plain),
                ("not", Style::Italics),
                (" this.", Style::Plain),
            ]
        );
    }

    /// Every text of every page, in every language.
    fn all_texts() -> Vec<&'static str> {
        let mut all = Vec::new();
        for game in GameKind::ALL {
            for lang in Lang::ALL {
                let page = rules_page::page(game, lang);
                all.push(page.title.as_str());
                for section in &page.sections {
                    all.push(section.title.as_str());
                    for block in &section.blocks {
                        all.extend(block.texts());
                    }
                }
            }
        }
        all
    }

    #[test]
    fn markup_is_balanced_everywhere() {
        for text in all_texts() {
            let code = text.matches('`').count();
            assert_eq!(code % 2, 0, "unbalanced backticks: {text}");
            let outside_code: String = text.split('`').step_by(2).collect::<Vec<_>>().concat();
            assert_eq!(outside_code.matches("**").count() % 2, 0, "bold: {text}");
            let single = outside_code.replace("**", "").matches('*').count();
            assert_eq!(single % 2, 0, "italics: {text}");
            assert!(!text.contains("  "), "double space: {text}");
        }
    }

    /// The texts of `game`'s page in `lang`, section by section.
    fn page_texts(game: GameKind, lang: Lang) -> impl Iterator<Item = &'static str> {
        let sections = &rules_page::page(game, lang).sections;
        sections
            .iter()
            .flat_map(|section| &section.blocks)
            .flat_map(|block| block.texts())
    }

    /// The position strings quoted (between backticks) on `game`'s page in
    /// `lang`.
    fn quoted_positions(game: GameKind, lang: Lang) -> impl Iterator<Item = &'static str> {
        page_texts(game, lang)
            .flat_map(|text| text.split('`').skip(1).step_by(2))
            .filter(|code| code.contains(':') && code.starts_with(['W', 'B']))
    }

    /// Every position string quoted on the pages is one the engine reads, and
    /// every Dama capture quoted is a complete capture route of the worked
    /// example or of the small examples.
    #[test]
    fn notation_on_the_pages_is_valid() {
        use crate::games::{akidada, dama};
        for game in GameKind::ALL {
            for lang in Lang::ALL {
                for code in quoted_positions(game, lang) {
                    let ok = match game {
                        GameKind::Akidada => code.parse::<akidada::Position>().is_ok(),
                        GameKind::Dama => code.parse::<dama::Position>().is_ok(),
                    };
                    assert!(ok, "{game} {lang:?}: {code}");
                }
            }
        }
        let example: dama::Position = diagrams::WORKED_EXAMPLE.parse().unwrap();
        let routes: Vec<String> = example
            .capture_summary()
            .routes
            .iter()
            .map(|r| r.notation())
            .collect();
        for quoted in [
            "b8xb5xe5xe1xa1xa4",
            "b8xb5xg5xg1xa1xa4xf4",
            "b8xb5xg5xg1xa1xa4xg4",
            "b8xb5xg5xg1xa1xa4xh4",
            "b8xb4xg4xg1xa1xa5xe5",
            "b8xb4xg4xg1xa1xa5xf5",
            "b8xb4xg4xg1xa1xa5xg5",
            "b8xb4xg4xg1xa1xa5xh5",
        ] {
            assert!(routes.iter().any(|r| r == quoted), "{quoted}");
        }
    }

    #[test]
    fn polish_pages_use_the_agreed_words() {
        let dama_pl = rules_page::page(GameKind::Dama, Lang::Pl);
        let dama: Vec<&str> = dama_pl
            .sections
            .iter()
            .flat_map(|s| s.blocks.iter().flat_map(|b| b.texts()))
            .collect();
        let all = dama.concat();
        for word in [
            "warcaby tureckie",
            "pionek",
            "damka",
            "bicie",
            "Bicie maksymalne",
        ] {
            let found =
                all.contains(word) || dama_pl.sections.iter().any(|s| s.title.contains(word));
            assert!(found, "{word}");
        }
        assert!(
            !all.contains("król") || all.contains("króla”"),
            "the king is a damka"
        );
    }
}
