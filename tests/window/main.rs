//! The desktop app driven through its widgets by name with egui_kittest, as a
//! person would: the game, the computer, the editor and the rules window. One
//! test binary for all of them (the monkey has its own: it sets the
//! environment of its process).

mod computer_ui;
mod editor;
mod layout;
mod play;
mod rules_page;
