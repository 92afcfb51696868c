//! Shared by the test binaries. For the fuzz tests: the run's size and seed
//! from the environment, a panic catcher that keeps caught panics off the
//! terminal, random squares, the mutations every text format gets, and the
//! report of failing inputs. For the network tests: the [`proxy::Proxy`] that
//! breaks, stalls and watches a connection.

pub mod proxy;

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

/// Random bytes, up to `max` of them.
pub fn random_bytes(rng: &mut Rng, max: usize) -> Vec<u8> {
    let n = rng.below(max + 1);
    (0..n).map(|_| rng.next_u64() as u8).collect()
}

/// The lines of `data`, each with its newline.
fn lines(data: &[u8]) -> Vec<Vec<u8>> {
    data.split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// How many mutations [`mutate_text`] knows, numbered from 0.
pub const TEXT_MUTATIONS: u8 = 7;

/// One of the mutations that suit any text format (`kind` below
/// [`TEXT_MUTATIONS`]): bytes flipped, replaced (by random or `printable`
/// ones), inserted (random, or one of `tokens`) or deleted; the text cut
/// short; lines spliced in from another file of the corpus, or duplicated,
/// swapped or dropped.
pub fn mutate_text(
    kind: u8,
    rng: &mut Rng,
    data: &mut Vec<u8>,
    corpus: &[Vec<u8>],
    printable: &[u8],
    tokens: &[&str],
) {
    let len = data.len();
    match kind {
        0 => {
            for _ in 0..1 + rng.below(4) {
                if !data.is_empty() {
                    let i = rng.below(data.len());
                    data[i] ^= 1 << rng.below(8);
                }
            }
        }
        1 => {
            if len > 0 {
                let i = rng.below(len);
                data[i] = if rng.coin() {
                    rng.next_u64() as u8
                } else {
                    printable[rng.below(printable.len())]
                };
            }
        }
        2 => {
            let at = rng.below(len + 1);
            let insert: Vec<u8> = if rng.coin() {
                random_bytes(rng, 8)
            } else {
                tokens[rng.below(tokens.len())].as_bytes().to_vec()
            };
            data.splice(at..at, insert);
        }
        3 => {
            if len > 0 {
                let at = rng.below(len);
                let n = (1 + rng.below(16)).min(len - at);
                data.drain(at..at + n);
            }
        }
        4 => data.truncate(rng.below(len + 1)),
        5 => {
            let mut ours = lines(data);
            let other = lines(&corpus[rng.below(corpus.len())]);
            if !ours.is_empty() && !other.is_empty() {
                let at = rng.below(ours.len());
                let n = rng.below(4).min(ours.len() - at);
                let from = rng.below(other.len());
                let m = (1 + rng.below(4)).min(other.len() - from);
                ours.splice(at..at + n, other[from..from + m].iter().cloned());
                *data = ours.concat();
            }
        }
        6 => {
            let mut ours = lines(data);
            if ours.len() >= 2 {
                let a = rng.below(ours.len());
                let b = rng.below(ours.len());
                match rng.below(3) {
                    0 => ours.swap(a, b),
                    1 => {
                        let line = ours[a].clone();
                        ours.insert(b, line);
                    }
                    _ => {
                        ours.remove(a);
                    }
                }
                *data = ours.concat();
            }
        }
        _ => panic!("mutate_text: no mutation {kind}"),
    }
}

/// One of `words` found in `data` replaced by another (or itself).
pub fn replace_word(rng: &mut Rng, data: &mut Vec<u8>, words: &[&str]) {
    let text = String::from_utf8_lossy(data).into_owned();
    let present: Vec<&str> = words.iter().copied().filter(|w| text.contains(w)).collect();
    if !present.is_empty() {
        let from = present[rng.below(present.len())];
        let to = words[rng.below(words.len())];
        *data = text.replacen(from, to, 1).into_bytes();
    }
}

/// Replaces one of `moves` (byte ranges of `data`) by `new_move`'s text, a late
/// move more often than not: the replay then gets far before it fails.
pub fn replace_a_move(
    rng: &mut Rng,
    data: &mut Vec<u8>,
    moves: &[(usize, usize)],
    new_move: fn(&mut Rng) -> String,
) {
    if moves.is_empty() {
        return;
    }
    let k = if rng.coin() {
        moves.len() - 1 - rng.below(moves.len().min(3))
    } else {
        rng.below(moves.len())
    };
    let (a, b) = moves[k];
    data.splice(a..b, new_move(rng).into_bytes());
}
