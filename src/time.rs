//! The clock the engine and the app read. A web page has no `std::time`
//! clock (reading it panics there), so on `wasm32` the same types come from
//! `web-time`, which reads the browser's.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::{Instant, SystemTime, UNIX_EPOCH};
#[cfg(target_arch = "wasm32")]
pub use web_time::{Instant, SystemTime, UNIX_EPOCH};
