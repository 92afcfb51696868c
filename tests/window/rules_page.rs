//! The rules window (Help > Rules), driven through its UI by name with
//! egui_kittest, and its diagrams painted and tessellated headlessly.

use akidada::gui::rules_page::{self, RulesPage};

use akidada::app::rules_page::{self as text, Block, Diagram, Kind};
use akidada::app::text::{Lang, Tr};
use akidada::games::GameKind;
use akidada::gui::theme::Palette;
use eframe::egui::{self, RawInput, Rect, Role, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use rules_page::diagrams;

/// The state of the test: the page and the language of the interface.
type State = (RulesPage, Lang);

fn harness(lang: Lang) -> Harness<'static, State> {
    Harness::builder()
        .with_size([1000.0, 900.0])
        .build_ui_state(
            |ui, (page, lang): &mut State| page.show(ui.ctx(), 0.0, *lang, &mut true),
            (RulesPage::new(), lang),
        )
}

/// A heading of the page (section titles are also links in the contents line).
fn heading<'h>(h: &'h Harness<'_, State>, title: &'h str) -> egui_kittest::Node<'h> {
    h.get_by_role_and_label(Role::Label, title)
}

#[test]
fn the_window_shows_english_headings_then_polish_then_turkish_ones() {
    let mut h = harness(Lang::En);
    h.run();
    h.get_by_label("Rules");
    h.get_by_label("How to play Akidada");
    heading(&h, "The board");
    heading(&h, "Lines and removals");
    heading(&h, "Rule options");
    assert!(h.query_by_label("Zasady").is_none());

    h.state_mut().1 = Lang::Pl;
    h.run();
    h.get_by_label("Zasady");
    h.get_by_label("Jak grać w Akidadę");
    heading(&h, "Plansza");
    heading(&h, "Linie i zdejmowanie pionków");
    heading(&h, "Opcje zasad");
    assert!(h.query_by_label("Rules").is_none());
    assert!(h.query_by_label("How to play Akidada").is_none());

    h.state_mut().1 = Lang::Tr;
    h.run();
    h.get_by_label("Kurallar");
    h.get_by_label("Akidada nasıl oynanır");
    heading(&h, "Tahta");
    heading(&h, "Sıralar ve taş kaldırma");
    heading(&h, "Kural seçenekleri");
    assert!(h.query_by_label("Zasady").is_none());
}

#[test]
fn both_games_pages_render_in_both_languages() {
    let mut h = harness(Lang::En);
    h.run();
    h.get_by_label("Dama (Turkish draughts)").click();
    h.run();
    assert_eq!(h.state().0.game, GameKind::Dama);
    h.get_by_label("How to play Dama (Turkish draughts)");
    heading(&h, "Maximum capture");
    heading(&h, "The description's worked example");
    // The rule options carry the new-game dialog's names.
    h.get_by_label("Capturing less than the maximum");
    h.get_by_label("Lone piece against a king");
    // And only those: the names saved games use are not shown as labels.
    for key in ["non_max_capture", "lone_piece", "no_progress", "first"] {
        assert!(h.query_by_label(key).is_none(), "{key} is shown");
    }

    h.state_mut().1 = Lang::Pl;
    h.run();
    h.get_by_label("Jak grać w damę (warcaby tureckie)");
    heading(&h, "Bicie maksymalne");
    heading(&h, "Przykład z opisu gry");
    h.get_by_label("Bicie mniej niż maksimum");

    h.get_by_label("Akidada").click();
    h.run();
    assert_eq!(h.state().0.game, GameKind::Akidada);
    h.get_by_label("Jak grać w Akidadę");
}

#[test]
fn every_diagram_is_on_its_page_with_its_caption_as_its_name() {
    for (game, lang) in [
        (GameKind::Akidada, Lang::En),
        (GameKind::Dama, Lang::En),
        (GameKind::Akidada, Lang::Pl),
        (GameKind::Dama, Lang::Pl),
    ] {
        let mut h = harness(lang);
        h.state_mut().0.game = game;
        h.run();
        let captions: Vec<&str> = text::page(game, lang)
            .sections
            .iter()
            .flat_map(|s| &s.blocks)
            .filter_map(|b| match b {
                Block::Fig(_, caption) => Some(caption.as_str()),
                _ => None,
            })
            .collect();
        let images = h.query_all_by_role(Role::Image).count();
        assert_eq!(images, captions.len(), "{game} {lang:?}");
    }
}

#[test]
fn a_contents_link_scrolls_to_its_section() {
    let mut h = harness(Lang::En);
    h.state_mut().0.game = GameKind::Dama;
    h.run();
    let before = heading(&h, "Rule options").rect().min.y;
    h.get_by_role_and_label(Role::Link, "Rule options").click();
    h.run();
    let after = heading(&h, "Rule options").rect().min.y;
    assert!(after < before - 500.0, "{before} -> {after}");
    assert!(after < 400.0, "the section is at the top: {after}");
}

#[test]
fn the_close_button_clears_open() {
    let mut h = Harness::builder()
        .with_size([1000.0, 900.0])
        .build_ui_state(
            |ui, (page, open): &mut (RulesPage, bool)| page.show(ui.ctx(), 0.0, Lang::En, open),
            (RulesPage::new(), true),
        );
    h.run();
    h.get_by_label("Close window").click();
    h.run();
    assert!(!h.state().1);
    assert!(h.query_by_label("How to play Akidada").is_none());
}

#[test]
fn sections_match_between_the_languages() {
    for game in GameKind::ALL {
        let en = text::page(game, Lang::En);
        for lang in Lang::ALL {
            let other = text::page(game, lang);
            assert_eq!(en.sections.len(), other.sections.len(), "{game} {lang:?}");
            for (e, o) in en.sections.iter().zip(&other.sections) {
                let ek: Vec<Kind> = e.blocks.iter().map(Block::kind).collect();
                let ok: Vec<Kind> = o.blocks.iter().map(Block::kind).collect();
                assert_eq!(ek, ok, "{game} {lang:?}: {} / {}", e.title, o.title);
            }
        }
    }
}

const ALL_DIAGRAMS: [Diagram; 8] = Diagram::ALL;

/// Paints every diagram on a bare context, in both themes and languages and at
/// both layouts of the two-board picture, and tessellates the shapes into meshes
/// as a renderer would: no panic, and each picture is more than a few shapes.
#[test]
fn every_diagram_paints_and_tessellates_headlessly() {
    let ctx = egui::Context::default();
    for dark in [false, true] {
        for lang in Lang::ALL {
            for width in [300.0, 700.0] {
                for diagram in ALL_DIAGRAMS {
                    let input = RawInput {
                        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 800.0))),
                        ..RawInput::default()
                    };
                    let mut output = ctx.run_ui(input, |ui| {
                        let size = diagrams::size(diagram, width);
                        let rect = Rect::from_min_size(pos2(10.0, 10.0), size);
                        let pal = Palette::for_theme(dark);
                        diagrams::paint(&ui.painter_at(rect), rect, diagram, &pal, Tr(lang));
                    });
                    output.textures_delta.clear();
                    let shapes = output.shapes.len();
                    assert!(shapes > 20, "{diagram:?}: {shapes} shapes");
                    let vertices = vertices(&ctx, output.shapes.clone(), output.pixels_per_point);
                    assert!(vertices > 500, "{diagram:?}: {vertices} vertices");
                }
            }
        }
    }
}

/// The whole window, every section scrolled into view in turn: its heading is
/// painted on screen, in the theme's text colour (light on dark, dark on
/// light), and the frame tessellates into meshes as a renderer would.
#[test]
fn the_whole_window_renders_headlessly_in_both_themes() {
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(900.0, 800.0));
    for theme in [egui::Theme::Light, egui::Theme::Dark] {
        for game in GameKind::ALL {
            let mut h = Harness::builder()
                .with_size(screen.size())
                .with_theme(theme)
                .build_ui_state(
                    |ui, (page, lang): &mut State| page.show(ui.ctx(), 0.0, *lang, &mut true),
                    (RulesPage::for_game(game), Lang::Pl),
                );
            h.run();
            for (i, section) in text::page(game, Lang::Pl).sections.iter().enumerate() {
                h.state_mut().0.scroll_to_section(i);
                h.run();
                let output = h.output().clone();
                let mut painted = Vec::new();
                for clipped in &output.shapes {
                    if clipped.clip_rect.intersects(screen) {
                        painted_texts(&clipped.shape, &mut painted);
                    }
                }
                // The heading, not its link in the line of contents.
                let place = heading(&h, &section.title).rect();
                assert!(
                    screen.contains_rect(place),
                    "{game} {theme:?}: {:?} at {place:?}",
                    section.title
                );
                let Some(color) = painted
                    .iter()
                    .find(|(text, rect, _)| *text == section.title && place.contains(rect.center()))
                    .map(|(_, _, color)| *color)
                else {
                    panic!("{game} {theme:?}: {:?} is not painted", section.title);
                };
                let light = color.r() as u32 + color.g() as u32 + color.b() as u32 > 3 * 128;
                assert_eq!(
                    light,
                    theme == egui::Theme::Dark,
                    "{game} {theme:?}: {:?} in {color:?}",
                    section.title
                );
                let vertices = vertices(&h.ctx, output.shapes, output.pixels_per_point);
                assert!(vertices > 0, "{game} {theme:?}: nothing to draw");
            }
        }
    }
}

/// Every text a shape paints: the text, where on screen, and the colour its
/// glyphs take.
fn painted_texts(shape: &egui::Shape, out: &mut Vec<(String, Rect, egui::Color32)>) {
    match shape {
        egui::Shape::Text(t) => {
            let color = t.override_text_color.unwrap_or_else(|| {
                match t.galley.job.sections.first().map(|s| s.format.color) {
                    Some(c) if c != egui::Color32::PLACEHOLDER => c,
                    _ => t.fallback_color,
                }
            });
            let rect = t.galley.rect.translate(t.pos.to_vec2());
            out.push((t.galley.text().to_string(), rect, color));
        }
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| painted_texts(s, out)),
        _ => {}
    }
}

/// Every text a shape paints in one of `colors`, with its size, nested
/// shapes too.
fn text_sizes(shape: &egui::Shape, colors: &[egui::Color32], out: &mut Vec<(String, f32)>) {
    match shape {
        egui::Shape::Text(t) => {
            for section in &t.galley.job.sections {
                if colors.contains(&section.format.color) {
                    out.push((t.galley.text().to_string(), section.format.font_id.size));
                }
            }
        }
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| text_sizes(s, colors, out)),
        _ => {}
    }
}

/// The diagrams' names of points and squares (and the pieces in hand beside
/// them) are at least the window's smallest text, on the small boards of the
/// page as everywhere else.
#[test]
fn every_diagrams_text_is_at_least_the_smallest_text_of_the_window() {
    let ctx = egui::Context::default();
    for diagram in ALL_DIAGRAMS {
        let mut output = ctx.run_ui(RawInput::default(), |ui| {
            let size = diagrams::size(diagram, 300.0);
            let rect = Rect::from_min_size(pos2(10.0, 10.0), size);
            let pal = Palette::for_theme(true);
            diagrams::paint(&ui.painter_at(rect), rect, diagram, &pal, Tr(Lang::En));
        });
        output.textures_delta.clear();
        let pal = Palette::for_theme(true);
        let mut sizes = Vec::new();
        for clipped in &output.shapes {
            text_sizes(&clipped.shape, &[pal.coords, pal.point_names], &mut sizes);
        }
        assert!(!sizes.is_empty(), "{diagram:?} names its points or squares");
        for (text, size) in sizes {
            assert!(
                size >= akidada::gui::theme::MIN_TEXT,
                "{diagram:?}: {text:?} at {size} px"
            );
        }
    }
}

/// How many vertices `shapes` make once tessellated: what the frame draws.
fn vertices(
    ctx: &egui::Context,
    shapes: Vec<egui::epaint::ClippedShape>,
    pixels_per_point: f32,
) -> usize {
    ctx.tessellate(shapes, pixels_per_point)
        .iter()
        .map(|m| match &m.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}
