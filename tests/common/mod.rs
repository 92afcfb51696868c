//! Shared by the fuzz tests: the run's size and seed from the environment, a
//! panic catcher that keeps caught panics off the terminal, random squares, and
//! the report of failing inputs.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::Once;

use akidada::rng::Rng;

/// A number from the environment (`_` allowed as a separator), if set.
pub fn env_u64(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    let value = value.trim().replace('_', "");
    match value.parse() {
        Ok(n) => Some(n),
        Err(_) => panic!("{name} must be a number, not {value:?}"),
    }
}

/// Inputs in a run: `AKIDADA_FUZZ_ITERATIONS`, or `default`.
pub fn iterations(default: u64) -> u64 {
    env_u64("AKIDADA_FUZZ_ITERATIONS").unwrap_or(default)
}

/// The seed of a run: `AKIDADA_FUZZ_SEED`, or `default`.
pub fn seed(default: u64) -> u64 {
    env_u64("AKIDADA_FUZZ_SEED").unwrap_or(default)
}

thread_local! {
    /// Set while this thread runs a fuzzed input: a panic is then caught and
    /// reported with its input, and not printed by the hook.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// The last panic caught on this thread: message and place.
    static LAST_PANIC: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs `f`, returning the panic it caused (message and place) instead of
/// unwinding, and keeping the panic message off the terminal.
pub fn quietly<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default_hook = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.get() {
                LAST_PANIC.set(info.to_string());
            } else {
                default_hook(info);
            }
        }));
    });
    QUIET.set(true);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.set(false);
    result.map_err(|_| LAST_PANIC.take())
}

/// A square or point, sometimes off the board.
pub fn random_square(rng: &mut Rng) -> String {
    let files = b"abcdefghij";
    let file = if rng.below(10) == 0 {
        files[rng.below(files.len())]
    } else {
        files[rng.below(8)]
    };
    let rank = if rng.below(10) == 0 {
        rng.below(10)
    } else {
        1 + rng.below(8)
    };
    format!("{}{rank}", file as char)
}

/// Saves each failing input as `target/tmp/<name>-failure-N.bin` and panics with
/// them all: the input's number, the panic, the input itself.
pub fn fail_with(name: &str, failures: &[(u64, Vec<u8>, String)]) -> ! {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let mut report = String::new();
    for (n, (i, input, message)) in failures.iter().enumerate() {
        let file = dir.join(format!("{name}-failure-{n}.bin"));
        let _ = std::fs::write(&file, input);
        report.push_str(&format!(
            "\ninput {i} (saved as {}): {message}\n{}\n",
            file.display(),
            String::from_utf8_lossy(input).escape_debug()
        ));
    }
    panic!("{name}: panicked on {} inputs:{report}", failures.len());
}
