//! The lab: the research tools that made the engine and its data, apart from
//! the product, as Stockfish keeps its tuner and match runner outside the
//! engine. Built only with the `lab` cargo feature (off by default, and off in
//! the Debian package); the `match` and `puzzles generate` commands and the
//! lab examples need it:
//!
//! ```text
//! cargo run --release --no-default-features --features lab -- help
//! ```
//!
//! - [`matches`](mod@matches): two engine configurations (or another build, through the
//!   engine protocol) play each other from paired random openings; the Elo
//!   difference with its 95% interval, and the wins each side threw away.
//! - [`tune`]: fitting the evaluation's weights to self-play positions
//!   (Texel's method), labelled by their games' results or by a search.
//! - [`puzzles`]: mining the shipped puzzles and drill positions from
//!   self-play, each proven as `akidada puzzles check` proves it again.
//!
//! Nothing in the product uses this module (the layering test checks it): the
//! app and the command line's product commands build and run without it.

pub mod matches;
pub mod puzzles;
pub mod tune;
