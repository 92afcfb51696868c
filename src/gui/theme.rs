//! The board's colours for light and dark themes, the text's look, and the
//! font that gives the text the letters egui's own fonts lack.

use eframe::egui::{self, Color32};

/// Colours of the board and pieces, chosen per theme.
#[derive(Copy, Clone, Debug)]
pub struct Palette {
    pub board: Color32,
    pub board_alt: Color32,
    pub board_edge: Color32,
    pub line: Color32,
    pub coords: Color32,
    /// The Akidada board's point names, on its panel.
    pub point_names: Color32,
    pub white_piece: Color32,
    pub white_rim: Color32,
    pub black_piece: Color32,
    pub black_rim: Color32,
    pub shadow: Color32,
    pub crown: Color32,
    pub selected: Color32,
    pub target: Color32,
    pub compulsory: Color32,
    pub last_move: Color32,
    /// The last move's edge, drawn on a halo.
    pub last_move_edge: Color32,
    pub route: Color32,
    pub losing_route: Color32,
    pub removable: Color32,
}

impl Palette {
    pub fn for_theme(dark: bool) -> Palette {
        if dark {
            Palette {
                // Squares of middle lightness: both men stand out by 3:1.
                board: Color32::from_rgb(0x9c, 0x7a, 0x55),
                board_alt: Color32::from_rgb(0x8f, 0x6f, 0x4d),
                board_edge: Color32::from_rgb(0x3b, 0x2a, 0x1c),
                line: Color32::from_rgb(0xd8, 0xc3, 0x9c),
                coords: Color32::from_rgb(0xc8, 0xb8, 0x9a),
                // Dark: on the middle-light wood only a dark text reaches 4.5:1.
                point_names: Color32::from_rgb(0x1a, 0x12, 0x0a),
                white_piece: Color32::from_rgb(0xf2, 0xe8, 0xd5),
                white_rim: Color32::from_rgb(0xa8, 0x98, 0x7c),
                black_piece: Color32::from_rgb(0x2b, 0x26, 0x24),
                black_rim: Color32::from_rgb(0x0d, 0x0b, 0x0a),
                shadow: Color32::from_black_alpha(110),
                crown: Color32::from_rgb(0xf0, 0xb8, 0x28),
                selected: Color32::from_rgb(0x5f, 0xc3, 0xff),
                target: Color32::from_rgba_unmultiplied(0x6f, 0xe0, 0x7a, 200),
                compulsory: Color32::from_rgb(0xff, 0x6a, 0x3d),
                last_move: Color32::from_rgba_unmultiplied(0xff, 0xe0, 0x60, 70),
                last_move_edge: Color32::from_rgb(0xff, 0xe0, 0x60),
                route: Color32::from_rgb(0x5f, 0xc3, 0xff),
                losing_route: Color32::from_rgb(0xff, 0x6a, 0x3d),
                removable: Color32::from_rgb(0xff, 0x4d, 0x4d),
            }
        } else {
            Palette {
                board: Color32::from_rgb(0xee, 0xd5, 0xa8),
                board_alt: Color32::from_rgb(0xe2, 0xc5, 0x93),
                board_edge: Color32::from_rgb(0x8b, 0x5e, 0x34),
                line: Color32::from_rgb(0x6b, 0x47, 0x27),
                coords: Color32::from_rgb(0xfb, 0xf1, 0xdc),
                point_names: Color32::from_rgb(0x5a, 0x3d, 0x22),
                white_piece: Color32::from_rgb(0xfb, 0xf6, 0xea),
                // On the light squares the white man is seen by its rim.
                white_rim: Color32::from_rgb(0x7a, 0x5f, 0x42),
                black_piece: Color32::from_rgb(0x33, 0x2c, 0x29),
                black_rim: Color32::from_rgb(0x10, 0x0d, 0x0b),
                shadow: Color32::from_black_alpha(70),
                crown: Color32::from_rgb(0xd9, 0x9a, 0x00),
                selected: Color32::from_rgb(0x1f, 0x7a, 0xd6),
                target: Color32::from_rgba_unmultiplied(0x2e, 0x9e, 0x3f, 200),
                compulsory: Color32::from_rgb(0xe0, 0x4a, 0x1a),
                last_move: Color32::from_rgba_unmultiplied(0xff, 0xc8, 0x00, 80),
                last_move_edge: Color32::from_rgb(0xff, 0xc8, 0x00),
                route: Color32::from_rgb(0x1f, 0x7a, 0xd6),
                // Light enough to be seen on a black man; the halo keeps
                // them off the light squares.
                losing_route: Color32::from_rgb(0xf0, 0x58, 0x2a),
                removable: Color32::from_rgb(0xf0, 0x48, 0x48),
            }
        }
    }
}

/// egui's theme for the app's setting.
pub fn preference(theme: crate::app::settings::ThemeChoice) -> eframe::egui::ThemePreference {
    use crate::app::settings::ThemeChoice;
    match theme {
        ThemeChoice::System => eframe::egui::ThemePreference::System,
        ThemeChoice::Light => eframe::egui::ThemePreference::Light,
        ThemeChoice::Dark => eframe::egui::ThemePreference::Dark,
    }
}

/// The smallest text the window shows at the default interface size, in
/// points: nothing a person must read is smaller.
pub const MIN_TEXT: f32 = 13.0;

/// The sizes of egui's text styles: readable at arm's length, none under
/// [`MIN_TEXT`] (egui's own small text is 9 points).
pub fn text_sizes() -> [(egui::TextStyle, f32); 5] {
    use egui::TextStyle::*;
    [
        (Small, MIN_TEXT),
        (Body, 15.0),
        (Button, 15.0),
        (Monospace, 14.0),
        (Heading, 21.0),
    ]
}

/// Gives egui the app's look in both themes: the text sizes, roomier
/// controls, and text colours with WCAG AA contrast on their panels.
pub fn apply_style(ctx: &egui::Context) {
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        ctx.style_mut_of(theme, |style| {
            for (text_style, size) in text_sizes() {
                let family = match text_style {
                    egui::TextStyle::Monospace => egui::FontFamily::Monospace,
                    _ => egui::FontFamily::Proportional,
                };
                style
                    .text_styles
                    .insert(text_style, egui::FontId::new(size, family));
            }
            style.spacing.item_spacing = egui::vec2(8.0, 6.0);
            style.spacing.button_padding = egui::vec2(8.0, 4.0);
            style.spacing.interact_size.y = 26.0;
            // Scroll bars that show whenever there is more to see, not only
            // under the pointer: a list cut at the panel's edge says so.
            style.spacing.scroll = egui::style::ScrollStyle::solid();
            let colors = TextColors::for_theme(theme == egui::Theme::Dark);
            style.visuals.weak_text_color = Some(colors.weak);
            style.visuals.override_text_color = None;
            style.visuals.widgets.noninteractive.fg_stroke.color = colors.body;
            style.visuals.error_fg_color = colors.error;
            style.visuals.warn_fg_color = colors.warn;
            style.visuals.hyperlink_color = colors.link;
            // egui draws a control at rest without an outline, its fill barely
            // off the panel's (a light disc on off-white): every control's
            // edge is outlined, 3:1 on the panel in every state.
            let widgets = &mut style.visuals.widgets;
            for state in [&mut widgets.inactive, &mut widgets.open] {
                state.bg_stroke = egui::Stroke::new(1.0, colors.control_edge);
            }
        });
    }
}

/// Noto Sans cut down to the Latin letters and the combining marks
/// (`assets/fonts/make_font.py` makes it; SIL Open Font License 1.1).
const FALLBACK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSans-Latin.ttf");

/// Adds, after egui's own fonts, the one that has Yoruba's dotted letters
/// and tone marks (Ọlá, Adébáyọ̀, Ẹniọlá): players' names and the rules'
/// words show them instead of boxes. egui's fonts keep every letter they have.
pub fn add_fallback_font(ctx: &egui::Context) {
    let last = |family| egui::InsertFontFamily {
        family,
        priority: egui::FontPriority::Lowest,
    };
    ctx.add_font(egui::FontInsert::new(
        "noto-sans-latin",
        egui::FontData::from_static(FALLBACK_FONT),
        vec![
            last(egui::FontFamily::Proportional),
            last(egui::FontFamily::Monospace),
        ],
    ));
}

/// Colours for text and the small marks beside it, chosen per theme for
/// contrast on the panels (checked by the tests below).
#[derive(Copy, Clone, Debug)]
pub struct TextColors {
    /// The panels' background.
    pub panel: Color32,
    pub body: Color32,
    /// Secondary text (explanations, captions): still 4.5:1.
    pub weak: Color32,
    /// An instruction that asks the player to act ("capture is compulsory").
    pub warn: Color32,
    pub error: Color32,
    pub link: Color32,
    /// The outline drawn round the players' discs, so both show on the panel.
    pub disc_rim: Color32,
    /// The outline of a control at rest (radio button, checkbox, text field,
    /// button, drop-down), so it is seen on the panel (WCAG 1.4.11).
    pub control_edge: Color32,
    /// The game-over banner and the text on it.
    pub banner: Color32,
    pub banner_text: Color32,
    /// A reviewed move in the move list: an inaccuracy, a mistake, a blunder.
    pub inaccuracy: Color32,
    pub mistake: Color32,
    pub blunder: Color32,
    /// The running clock's background and its time.
    pub clock_run: Color32,
    pub clock_run_text: Color32,
    /// A running clock with under ten seconds left, and its time; a stopped
    /// clock that low is written in `error` on the panel.
    pub clock_low: Color32,
    pub clock_low_text: Color32,
}

impl TextColors {
    pub fn for_theme(dark: bool) -> TextColors {
        if dark {
            TextColors {
                panel: Color32::from_gray(27),
                body: Color32::from_gray(215),
                weak: Color32::from_gray(165),
                warn: Color32::from_rgb(0xff, 0x9a, 0x5c),
                error: Color32::from_rgb(0xff, 0x7b, 0x72),
                link: Color32::from_rgb(0x7c, 0xc4, 0xff),
                disc_rim: Color32::from_gray(170),
                control_edge: Color32::from_gray(130),
                banner: Color32::from_rgb(0x2d, 0x5f, 0x9a),
                banner_text: Color32::WHITE,
                inaccuracy: Color32::from_rgb(0xe6, 0xb4, 0x22),
                mistake: Color32::from_rgb(0xf0, 0x7d, 0x28),
                blunder: Color32::from_rgb(0xff, 0x6b, 0x60),
                clock_run: Color32::from_rgb(0x7c, 0xc4, 0xff),
                clock_run_text: Color32::from_gray(20),
                clock_low: Color32::from_rgb(0xff, 0x7b, 0x72),
                clock_low_text: Color32::from_gray(20),
            }
        } else {
            TextColors {
                panel: Color32::from_gray(248),
                body: Color32::from_gray(40),
                weak: Color32::from_gray(90),
                warn: Color32::from_rgb(0xa8, 0x3a, 0x00),
                error: Color32::from_rgb(0xb4, 0x1c, 0x1c),
                link: Color32::from_rgb(0x0b, 0x5c, 0xad),
                disc_rim: Color32::from_gray(60),
                control_edge: Color32::from_gray(118),
                banner: Color32::from_rgb(0x2d, 0x5f, 0x9a),
                banner_text: Color32::WHITE,
                // Darker than the graph's marks: text on the light panel.
                inaccuracy: Color32::from_rgb(0x8a, 0x61, 0x00),
                mistake: Color32::from_rgb(0xb3, 0x47, 0x00),
                blunder: Color32::from_rgb(0xc0, 0x24, 0x1b),
                clock_run: Color32::from_rgb(0x1f, 0x4e, 0x8c),
                clock_run_text: Color32::WHITE,
                clock_low: Color32::from_rgb(0xb4, 0x1c, 0x1c),
                clock_low_text: Color32::WHITE,
            }
        }
    }

    /// The colour of a reviewed move's text in the move list, if it is marked.
    pub fn class(&self, class: crate::ai::review::MoveClass) -> Option<Color32> {
        use crate::ai::review::MoveClass;
        match class {
            MoveClass::Best | MoveClass::Good => None,
            MoveClass::Inaccuracy => Some(self.inaccuracy),
            MoveClass::Mistake => Some(self.mistake),
            MoveClass::Blunder => Some(self.blunder),
        }
    }
}

/// The contrast ratio of two colours, 1 to 21 (WCAG 2): AA asks 4.5 for text
/// and 3 for the marks a person must see.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

/// The relative luminance of an sRGB colour (WCAG 2), alpha ignored.
pub fn luminance(c: Color32) -> f32 {
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// An opaque colour seen through a translucent one laid over it.
pub fn over(top: Color32, under: Color32) -> Color32 {
    let a = f32::from(top.a()) / 255.0;
    // Color32 stores premultiplied colour: add the rest of what is under.
    let mix = |t: u8, u: u8| (f32::from(t) + f32::from(u) * (1.0 - a)).round().min(255.0) as u8;
    Color32::from_rgb(
        mix(top.r(), under.r()),
        mix(top.g(), under.g()),
        mix(top.b(), under.b()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair that must be told apart, with its WCAG AA minimum.
    fn pairs(dark: bool) -> Vec<(&'static str, Color32, Color32, f32)> {
        let t = TextColors::for_theme(dark);
        let p = Palette::for_theme(dark);
        let mut v = vec![
            ("body text", t.body, t.panel, 4.5),
            ("weak text", t.weak, t.panel, 4.5),
            ("instruction", t.warn, t.panel, 4.5),
            ("error", t.error, t.panel, 4.5),
            ("link", t.link, t.panel, 4.5),
            ("banner text", t.banner_text, t.banner, 4.5),
            ("inaccuracy in the move list", t.inaccuracy, t.panel, 4.5),
            ("mistake in the move list", t.mistake, t.panel, 4.5),
            ("blunder in the move list", t.blunder, t.panel, 4.5),
            ("running clock", t.clock_run_text, t.clock_run, 4.5),
            (
                "running clock, low time",
                t.clock_low_text,
                t.clock_low,
                4.5,
            ),
            ("stopped clock, low time", t.error, t.panel, 4.5),
            ("running clock's box", t.clock_run, t.panel, 3.0),
            ("low clock's box", t.clock_low, t.panel, 3.0),
            ("black disc", t.disc_rim, t.panel, 3.0),
            (
                "evaluation bar's edge",
                crate::gui::charts::BAR_EDGE,
                t.panel,
                3.0,
            ),
            ("coordinates", p.coords, p.board_edge, 4.5),
            ("Akidada point names", p.point_names, p.board, 4.5),
        ];
        for (name, square) in [("square", p.board), ("other square", p.board_alt)] {
            // A man is seen by its fill or by its rim, whichever stands out.
            let men = [
                ("white man", p.white_piece, p.white_rim),
                ("black man", p.black_piece, p.black_rim),
            ];
            for (man, fill, rim) in men {
                let seen = if contrast(fill, square) >= contrast(rim, square) {
                    fill
                } else {
                    rim
                };
                v.push((
                    Box::leak(format!("{man} on {name}").into_boxed_str()),
                    seen,
                    square,
                    3.0,
                ));
            }
        }
        v
    }

    #[test]
    fn every_text_and_piece_has_aa_contrast_in_both_themes() {
        let mut faults = Vec::new();
        for dark in [false, true] {
            for (what, fg, bg, min) in pairs(dark) {
                let ratio = contrast(fg, bg);
                if ratio < min {
                    let theme = if dark { "dark" } else { "light" };
                    faults.push(format!("{theme}: {what}: {ratio:.2} < {min}"));
                }
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    /// Every control's outline, in every state egui paints it, against the
    /// panels and dialogs it stands on: 3:1 (WCAG 1.4.11, non-text contrast).
    #[test]
    fn every_controls_outline_stands_out_3_to_1_in_both_themes() {
        let ctx = egui::Context::default();
        apply_style(&ctx);
        let mut faults = Vec::new();
        for theme in [egui::Theme::Light, egui::Theme::Dark] {
            let style = ctx.style_of(theme);
            let v = &style.visuals;
            let w = &v.widgets;
            let states = [
                ("at rest", w.inactive),
                ("pointed at", w.hovered),
                ("pressed", w.active),
                ("open", w.open),
            ];
            let grounds = [("panel", v.panel_fill), ("dialog", v.window_fill)];
            for ((state, look), (ground, bg)) in states
                .iter()
                .flat_map(|s| grounds.iter().map(move |g| (s, g)))
            {
                let edge = look.bg_stroke;
                let ratio = contrast(edge.color, *bg);
                if edge.width < 1.0 || ratio < 3.0 {
                    faults.push(format!(
                        "{theme:?}: a control {state} on the {ground}: \
                         {:.1} px at {ratio:.2}",
                        edge.width
                    ));
                }
            }
            // The panels the test checks are the ones the text colours are for.
            let panel = TextColors::for_theme(theme == egui::Theme::Dark).panel;
            assert_eq!(v.panel_fill, panel, "{theme:?}");
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn the_contrast_ratio_is_wcags() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::WHITE, Color32::WHITE) - 1.0).abs() < 0.01);
        // #777 on white is the classic just-under-AA grey.
        let grey = contrast(Color32::from_gray(0x77), Color32::WHITE);
        assert!(grey > 4.4 && grey < 4.5, "{grey}");
    }
}
