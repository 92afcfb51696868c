//! The engine without a window or a process: the rules of both games, the
//! session, saved games and PDN, the search, the endgame tables, the Akidada
//! table and the puzzles. One test binary for all of them, so the crate is
//! linked once (each file is a module).

#[path = "../common/mod.rs"]
mod common;

mod akidada_rules;
mod akidada_solver;
mod akidada_walks;
mod dama_rules;
mod dama_walks;
mod endgame;
mod endgame_search;
mod engine_endgames;
mod engine_races;
mod engine_search;
mod engine_selfplay;
mod net;
mod net_fuzz;
mod net_hostile;
mod pdn;
mod pdn_fuzz;
mod pdn_pydraughts;
mod puzzles;
#[cfg(feature = "lab")]
mod puzzles_generate;
mod record_fuzz;
mod records;
mod session;
