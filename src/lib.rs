//! Akidada and Dama: the rules engine, records, session and AI (no GUI
//! dependency), and the desktop app built on them.

pub mod cli;
pub mod desktop;
pub mod games;
pub mod gui;
pub mod lessons;
pub mod record;
pub mod rng;
pub mod session;
