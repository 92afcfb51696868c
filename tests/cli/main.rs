//! The command line, run as the built binary (`CARGO_BIN_EXE_akidada`): every
//! subcommand's output and exit code, the engine protocol, conversions, the
//! solvers and matches. One test binary for all of them.

mod commands;
mod convert;
mod course;
mod engine;
#[cfg(feature = "lab")]
mod matches;
mod net;
mod solve_akidada;
mod tables;
