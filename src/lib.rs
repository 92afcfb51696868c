//! Akidada and Dama: the rules engine, records, session and AI (no GUI
//! dependency), and the desktop app built on them.

pub mod ai;
pub mod cli;
pub mod desktop;
pub mod games;
#[cfg(feature = "gui")]
pub mod gui;
pub mod lessons;
pub mod record;
pub mod rng;
pub mod session;
