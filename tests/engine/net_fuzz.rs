//! The network's message reader fuzzed: random bytes, and mutations of every
//! kind of message, read by `Message::decode` must give a message or an
//! error, never a panic; what it accepts must write back to itself. The
//! frames around them too: a stream of bytes cut into frames never gives one
//! longer than the limit, nor reads past what it was given.
//!
//! A short run is part of `cargo test`. For a long one:
//!
//! ```text
//! AKIDADA_FUZZ_ITERATIONS=1000000 cargo test --release --test engine net_fuzz -- --nocapture
//! ```
//!
//! `AKIDADA_FUZZ_SEED` picks another sequence of inputs (default: a fixed
//! seed). A failing input is printed and written to
//! `target/tmp/net-fuzz-failure-N.bin`.

use std::time::Instant;

use crate::common::{self, TEXT_MUTATIONS, fail_with, mutate_text, quietly, random_bytes};

use akidada::games::Side;
use akidada::games::dama::DamaRules;
use akidada::net::frame;
use akidada::net::message::{Farewell, Hello, Message, MoveMsg, Offer, Resume, VERSION};
use akidada::net::{TimeControl, Times};
use akidada::record::GameRules;
use akidada::rng::Rng;

/// Inputs in a plain `cargo test` run: well under a second.
const DEFAULT_ITERATIONS: u64 = 20_000;
const DEFAULT_SEED: u64 = 0x00E7_F022;

const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"",
    "null",
    "true",
    "false",
    "-1",
    "1e999",
    "18446744073709551616",
    "\"hello\"",
    "\"move\"",
    "\"ping\"",
    "\"resume\"",
    "\"goodbye\"",
    "\"version\"",
    "\"game\"",
    "\"times\"",
    "\"Dama\"",
    "\\u0000",
    "\\ud800",
    "é",
];

/// One message of every kind, written as the channel carries them.
fn corpus() -> Vec<Vec<u8>> {
    let times = Times {
        white_ms: 299_000,
        black_ms: 301_500,
    };
    [
        Message::Hello(Hello {
            version: VERSION,
            name: "Ayşe".into(),
            game: Some(Offer {
                rules: GameRules::from(DamaRules::default()),
                clock: Some(TimeControl {
                    base_ms: 300_000,
                    increment_ms: 3000,
                }),
                host_side: Side::Black,
                first: Side::White,
                lot_seed: Some(7),
                start: "W:Wa2,b2,c2:Bf7,g7,h7".into(),
                moves: vec!["c2-c3".into(), "f7-f6".into()],
                times: Some(times),
                lesson: true,
            }),
        }),
        Message::Hello(Hello {
            version: VERSION,
            name: "Mehmet".into(),
            game: None,
        }),
        Message::Move(MoveMsg {
            text: "d4xd6xf6".into(),
            times: Some(times),
        }),
        Message::Clocks { moves: 12, times },
        Message::Flagged { side: Side::White },
        Message::DrawOffer,
        Message::DrawAnswer { accept: false },
        Message::Resign,
        Message::TakebackRequest { moves: 4 },
        Message::TakebackAnswer {
            accept: true,
            moves: 4,
        },
        Message::Ping { n: 1 },
        Message::Pong { n: 1 },
        Message::Resume(Resume {
            moves: 9,
            hash: 42,
            before_last: 41,
        }),
        Message::Goodbye {
            reason: Farewell::Leaving,
        },
    ]
    .iter()
    .map(Message::encode)
    .collect()
}

fn input(rng: &mut Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    if rng.below(8) == 0 {
        return random_bytes(rng, 300);
    }
    let mut data = corpus[rng.below(corpus.len())].clone();
    for _ in 0..1 + rng.below(3) {
        let kind = rng.below(TEXT_MUTATIONS as usize) as u8;
        mutate_text(
            kind,
            rng,
            &mut data,
            corpus,
            b"{}[]:,\"0123456789abcz",
            TOKENS,
        );
    }
    data
}

#[test]
fn net_fuzz_the_message_reader_never_panics() {
    let iterations = common::iterations(DEFAULT_ITERATIONS);
    let mut rng = Rng::new(common::seed(DEFAULT_SEED));
    let corpus = corpus();
    for bytes in &corpus {
        assert!(
            Message::decode(bytes).is_ok(),
            "{}",
            String::from_utf8_lossy(bytes)
        );
    }
    let started = Instant::now();
    let mut failures = Vec::new();
    let mut accepted = 0u64;
    for i in 0..iterations {
        let data = input(&mut rng, &corpus);
        let outcome = quietly(|| match Message::decode(&data) {
            Ok(message) => {
                // What is accepted is a message: it writes back to itself.
                assert_eq!(Message::decode(&message.encode()), Ok(message));
                true
            }
            Err(_) => false,
        });
        match outcome {
            Ok(true) => accepted += 1,
            Ok(false) => {}
            Err(panic) => failures.push((i, data, panic)),
        }
        if failures.len() >= 5 {
            break;
        }
    }
    if !failures.is_empty() {
        fail_with("net-fuzz", &failures);
    }
    eprintln!(
        "net_fuzz: {iterations} inputs, {accepted} accepted, 0 panics, {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// A stream of frames: whole messages framed, with bytes flipped, cut or
/// inserted anywhere, lengths included.
fn stream(rng: &mut Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    let mut data = Vec::new();
    for _ in 0..1 + rng.below(4) {
        let message = &corpus[rng.below(corpus.len())];
        data.extend_from_slice(&(message.len() as u16).to_be_bytes());
        data.extend_from_slice(message);
    }
    for _ in 0..rng.below(4) {
        let at = rng.below(data.len() + 1);
        match rng.below(3) {
            0 if at < data.len() => data[at] = rng.next_u64() as u8,
            1 => data.truncate(at),
            _ => data.splice(at..at, random_bytes(rng, 4)).for_each(drop),
        }
    }
    data
}

#[test]
fn net_fuzz_the_frame_reader_never_reads_past_its_limit() {
    let iterations = common::iterations(DEFAULT_ITERATIONS);
    let mut rng = Rng::new(common::seed(DEFAULT_SEED) ^ 1);
    let corpus = corpus();
    let max = 512;
    let mut failures = Vec::new();
    let mut frames = 0u64;
    for i in 0..iterations {
        let data = stream(&mut rng, &corpus);
        let outcome = quietly(|| {
            let mut rest = data.as_slice();
            let mut count = 0;
            while let Ok(Some((frame, used))) = frame::parse(rest, max) {
                assert!(!frame.is_empty() && frame.len() <= max && used == frame.len() + 2);
                assert!(used <= rest.len());
                let _ = Message::decode(frame);
                rest = &rest[used..];
                count += 1;
            }
            count
        });
        match outcome {
            Ok(count) => frames += count,
            Err(panic) => failures.push((i, data, panic)),
        }
        if failures.len() >= 5 {
            break;
        }
    }
    if !failures.is_empty() {
        fail_with("net-frame-fuzz", &failures);
    }
    eprintln!("net_fuzz: {iterations} streams, {frames} frames read, 0 panics");
}
