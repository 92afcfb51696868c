//! Akidada and Dama: the rules engine, records, session and AI (no GUI
//! dependency), and the desktop app built on them.
//!
//! Built with `--no-default-features`, the crate is the engine and the command
//! line alone (no eframe, egui or rfd): use it as a library with
//! `akidada = { path = "...", default-features = false }`.
//!
//! ```
//! use akidada::games::dama::{Position, Setup};
//! use akidada::games::{PositionError, Problem, Side};
//! use akidada::session::Session;
//! use akidada::games::dama::{Dama, DamaRules};
//!
//! // The description's worked example: White's king has exactly seven legal moves.
//! let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse()?;
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 7);
//! assert!(moves.iter().all(|m| m.capture_count() == 6));
//! assert_eq!(pos.move_text(&moves[0]).split('x').count(), 7);
//!
//! // A game: play moves in notation or as values; the session keeps the history
//! // and judges the end (here: a lone king against a king).
//! let lot = akidada::session::Lot { first: Side::White, seed: None };
//! let mut game = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
//! game.play_text("b8xb5xg5xg1xa1xa4xf4")?;
//! assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Side::White));
//!
//! // A position someone set up: every problem, as data.
//! let setup: Setup = "W:Wa8:Bh1".parse()?;
//! assert_eq!(setup.errors().len(), 2);
//! assert!(matches!(
//!     "W:Wa8:Bh1".parse::<Position>(),
//!     Err(PositionError::Invalid(p)) if matches!(p[0], Problem::ManOnLastRank { .. })
//! ));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod ai;
pub mod app;
pub mod build_info;
pub mod cli;
pub mod course;
pub mod desktop;
pub mod games;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
#[cfg(feature = "lab")]
pub mod lab;
pub mod lessons;
pub mod net;
pub mod paths;
pub mod record;
pub mod rng;
pub mod session;
pub mod time;
