//! Every letter the players' names and the three languages use has a glyph
//! in the window's fonts, asked of egui's own font system once the window has
//! set them up: Yoruba's letters with their dots and tone marks (precomposed
//! and as combining marks), Turkish's and Polish's.

use super::settings;

use akidada::app::App;
use akidada::gui::Window;
use eframe::egui::{FontFamily, FontId};
use egui_kittest::Harness;

/// The Yoruba alphabet (gb is g and b), in both cases.
const YORUBA: &str = "AaBbDdEeẸẹFfGgHhIiJjKkLlMmNnOoỌọPpRrSsṢṣTtUuWwYy";
/// The tone marks: high (acute), low (grave) and mid (macron, where it is
/// written), as combining marks, and precomposed on every letter that
/// carries a tone.
const TONES: &str = "\u{301}\u{300}\u{304}ÁáÀàÉéÈèÍíÌìÓóÒòÚúÙùŃńǸǹḾḿĀāĒēĪīŌōŪū";
/// Names as their bearers write them: tone marks over dotted letters are
/// combining marks, since Unicode has no precomposed ẹ́ or ọ̀.
const NAMES: [&str; 5] = ["Ọlá", "Adébáyọ̀", "Ẹniọlá", "Ṣọ̀lá", "Ọ̀ṣun"];
const TURKISH: &str = "ÇçĞğİıÖöŞşÜü";
const POLISH: &str = "ĄąĆćĘęŁłŃńÓóŚśŹźŻż";

#[test]
fn yoruba_turkish_and_polish_letters_have_glyphs_in_the_windows_fonts() {
    let mut app = App::new(settings());
    app.apply(
        akidada::app::command::Command::Game(akidada::app::command::GameCommand::CloseNewGame),
        0.0,
    );
    let mut h = Harness::builder()
        .with_size([900.0, 600.0])
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app));
    h.run();
    let text = [YORUBA, TONES, TURKISH, POLISH].concat() + &NAMES.concat();
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        let font = FontId::new(16.0, family.clone());
        let missing: String = h.ctx.fonts_mut(|fonts| {
            text.chars()
                .filter(|&c| !fonts.has_glyph(&font, c))
                .collect()
        });
        assert!(
            missing.is_empty(),
            "{family:?} has no glyph for {missing:?}"
        );
    }
}
