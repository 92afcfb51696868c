//! The board's colours for light and dark themes.

use eframe::egui::Color32;

/// Colours of the board and pieces, chosen per theme.
#[derive(Copy, Clone, Debug)]
pub struct Palette {
    pub board: Color32,
    pub board_alt: Color32,
    pub board_edge: Color32,
    pub line: Color32,
    pub coords: Color32,
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
    pub route: Color32,
    pub losing_route: Color32,
    pub removable: Color32,
}

impl Palette {
    pub fn for_theme(dark: bool) -> Palette {
        if dark {
            Palette {
                board: Color32::from_rgb(0x8a, 0x6a, 0x48),
                board_alt: Color32::from_rgb(0x7a, 0x5c, 0x3d),
                board_edge: Color32::from_rgb(0x3b, 0x2a, 0x1c),
                line: Color32::from_rgb(0xd8, 0xc3, 0x9c),
                coords: Color32::from_rgb(0xc8, 0xb8, 0x9a),
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
                coords: Color32::from_rgb(0x6b, 0x4a, 0x2b),
                white_piece: Color32::from_rgb(0xfb, 0xf6, 0xea),
                white_rim: Color32::from_rgb(0x9c, 0x8a, 0x6d),
                black_piece: Color32::from_rgb(0x33, 0x2c, 0x29),
                black_rim: Color32::from_rgb(0x10, 0x0d, 0x0b),
                shadow: Color32::from_black_alpha(70),
                crown: Color32::from_rgb(0xd9, 0x9a, 0x00),
                selected: Color32::from_rgb(0x1f, 0x7a, 0xd6),
                target: Color32::from_rgba_unmultiplied(0x2e, 0x9e, 0x3f, 200),
                compulsory: Color32::from_rgb(0xe0, 0x4a, 0x1a),
                last_move: Color32::from_rgba_unmultiplied(0xff, 0xc8, 0x00, 80),
                route: Color32::from_rgb(0x1f, 0x7a, 0xd6),
                losing_route: Color32::from_rgb(0xd0, 0x3a, 0x1a),
                removable: Color32::from_rgb(0xd6, 0x1f, 0x1f),
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
