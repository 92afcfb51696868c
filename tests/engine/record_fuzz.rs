//! Fuzzing the saved-game loader: arbitrary bytes, and mutations of the example
//! files (byte flips, insertions, deletions, truncations, spliced moves and
//! positions replaced with random squares, numbers and names swapped). Loading must
//! never panic; a game that loads must save and load back the same.
//!
//! A short run is part of `cargo test`. For a long one:
//!
//! ```text
//! AKIDADA_FUZZ_ITERATIONS=1000000 cargo test --release --test record_fuzz -- --nocapture
//! ```
//!
//! `AKIDADA_FUZZ_SEED` picks another sequence of inputs (default: a fixed seed).
//! A failing input is printed and written to `target/tmp/record-fuzz-failure-N.bin`.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use common::{
    TEXT_MUTATIONS, mutate_text, quietly, random_bytes, random_square, replace_a_move, replace_word,
};

use akidada::record::{self, Record, RecordError};
use akidada::rng::Rng;

/// Inputs in a plain `cargo test` run: a few seconds in the dev profile.
const DEFAULT_ITERATIONS: u64 = 200_000;
const DEFAULT_SEED: u64 = 0x5EED_F022;

/// The example files, the seeds of most inputs.
fn corpus() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("assets/examples exists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    let corpus: Vec<Vec<u8>> = files
        .iter()
        .map(|p| std::fs::read(p).expect("an example reads"))
        .collect();
    assert!(corpus.len() >= 4);
    corpus
}

// ---------------------------------------------------------------------------------
// building inputs

const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "'",
    "\\",
    "//",
    "/*",
    "*/",
    "r#\"",
    "\"#",
    " ",
    "\n",
    "Some(",
    "None",
    "true",
    "-",
    "x",
    "K",
    "0",
    "1",
    "18446744073709551616",
    "-1",
    "1e400",
    "0x",
    "format",
    "game",
    "Dama",
    "Akidada",
    "first",
    "start",
    "moves",
    "result",
    "Win",
    "Draw",
    "winner",
    "reason",
    "comments",
    "lot_seed",
    "no_progress",
    "start_quiet_plies",
    "#![enable(implicit_some)]",
    "#![enable(unwrap_newtypes)]",
    "\u{feff}",
    "é",
    "\u{0}",
];

const NAMES: &[&str] = &[
    "White",
    "Black",
    "Lot",
    "Loses",
    "Forbidden",
    "KingWins",
    "Draw",
    "Any",
    "NotFromLines",
    "One",
    "Two",
    "Win",
    "None",
    "Some",
    "Resignation",
    "Agreement",
    "TwoPiecesLeft",
    "NoLegalMove",
    "KingVersusLonePiece",
    "OnePieceEach",
    "NonMaximalCapture",
    "Repetition",
    "NoProgress",
    "Akidada",
    "Dama",
    "Chess",
];

/// A move made of random squares: a placement, a step, a slide with removals, a
/// capture route.
fn random_move(rng: &mut Rng) -> String {
    let mut text = random_square(rng);
    match rng.below(5) {
        0 => {}
        1 => {
            text.push('-');
            text.push_str(&random_square(rng));
        }
        2 => {
            text.push('-');
            text.push_str(&random_square(rng));
            text.push('x');
            text.push_str(&random_square(rng));
        }
        _ => {
            for _ in 0..1 + rng.below(7) {
                text.push(['x', 'x', 'x', ':', '-', 'X'][rng.below(6)]);
                text.push_str(&random_square(rng));
            }
        }
    }
    if rng.below(20) == 0 {
        text.insert(rng.below(text.len() + 1), ' ');
    }
    text
}

/// A position string made of the right letters, more or less.
fn random_position(rng: &mut Rng) -> String {
    let mut text = String::new();
    text.push(['W', 'B', 'w', 'X'][rng.below(4)]);
    for side in ["W", "B"] {
        text.push(':');
        text.push_str(side);
        for i in 0..rng.below(9) {
            if i > 0 {
                text.push(',');
            }
            if rng.below(4) == 0 {
                text.push('K');
            }
            text.push_str(&random_square(rng));
        }
    }
    if rng.coin() {
        text.push_str(&format!(":H{},{}", rng.below(8), rng.below(8)));
    }
    text
}

/// Text made of RON tokens and names: gets further into the parser than bytes.
fn random_tokens(rng: &mut Rng) -> Vec<u8> {
    let mut text = String::new();
    for _ in 0..rng.below(60) {
        match rng.below(4) {
            0 => text.push_str(NAMES[rng.below(NAMES.len())]),
            1 => text.push_str(&rng.below(1000).to_string()),
            _ => text.push_str(TOKENS[rng.below(TOKENS.len())]),
        }
    }
    text.into_bytes()
}

/// The byte ranges of the quoted strings in the `moves: [...]` list.
fn move_strings(data: &[u8]) -> Vec<(usize, usize)> {
    let Some(start) = find(data, b"moves: [") else {
        return Vec::new();
    };
    let end = find(&data[start..], b"]").map_or(data.len(), |e| start + e);
    let mut ranges = Vec::new();
    let mut i = start;
    while i < end {
        if data[i] == b'"'
            && let Some(close) = data[i + 1..end].iter().position(|&b| b == b'"')
        {
            ranges.push((i + 1, i + 1 + close));
            i += close + 2;
            continue;
        }
        i += 1;
    }
    ranges
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The byte range of the value of `start: "..."`.
fn start_string(data: &[u8]) -> Option<(usize, usize)> {
    let at = find(data, b"start: \"")? + 8;
    let len = data[at..].iter().position(|&b| b == b'"')?;
    Some((at, at + len))
}

/// One mutation of `data`, of a kind chosen at random.
fn mutate(rng: &mut Rng, data: &mut Vec<u8>, corpus: &[Vec<u8>]) {
    let len = data.len();
    // Weighted: the mutations that keep the file readable and get into the replay
    // (moves, positions, names) come up more often than those that break the RON.
    const KINDS: [u8; 22] = [
        0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 12, 12,
    ];
    match KINDS[rng.below(KINDS.len())] {
        kind @ 0..TEXT_MUTATIONS => mutate_text(
            kind,
            rng,
            data,
            corpus,
            b" ()[]{},:\"'-x0123456789abcdefghKWBH\n",
            TOKENS,
        ),
        // A move replaced by random squares.
        7 | 8 => {
            let moves = move_strings(data);
            replace_a_move(rng, data, &moves, random_move);
        }
        // Moves cut off the end, or random ones added.
        9 => {
            let moves = move_strings(data);
            if let Some(&(a, _)) = moves.get(rng.below(moves.len() + 1)) {
                if rng.coin() {
                    // Cut from this move on (up to the closing bracket).
                    let end = find(&data[a..], b"]").map_or(data.len(), |e| a + e);
                    data.drain(a - 1..end);
                } else {
                    let extra = format!("\"{}\", ", random_move(rng));
                    data.splice(a - 1..a - 1, extra.into_bytes());
                }
            }
        }
        // The start position replaced or nudged.
        10 => {
            if let Some((a, b)) = start_string(data) {
                if rng.coin() {
                    data.splice(a..b, random_position(rng).into_bytes());
                } else if b > a {
                    let i = a + rng.below(b - a);
                    let square = random_square(rng).into_bytes();
                    let end = (i + 2).min(b);
                    data.splice(i..end, square);
                }
            }
        }
        // A number replaced.
        11 => {
            let digits: Vec<usize> = (0..len).filter(|&i| data[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let i = digits[rng.below(digits.len())];
                let mut j = i;
                while j < len && data[j].is_ascii_digit() {
                    j += 1;
                }
                let number = match rng.below(6) {
                    0 => "0".to_string(),
                    1 => u16::MAX.to_string(),
                    2 => "32768".to_string(),
                    3 => u64::MAX.to_string(),
                    4 => "99999999999999999999999".to_string(),
                    _ => rng.below(300).to_string(),
                };
                data.splice(i..j, number.into_bytes());
            }
        }
        // A name replaced by another.
        _ => replace_word(rng, data, NAMES),
    }
}

fn make_input(rng: &mut Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    match rng.below(16) {
        0 => random_bytes(rng, 300),
        1 => random_tokens(rng),
        _ => {
            let mut data = corpus[rng.below(corpus.len())].clone();
            for _ in 0..1 + rng.below(3) {
                mutate(rng, &mut data, corpus);
            }
            data
        }
    }
}

// ---------------------------------------------------------------------------------
// running

/// Loads one input. A game that loads must save and load back unchanged.
fn check_one(input: &[u8]) -> &'static str {
    match record::load_bytes(input) {
        Ok(game) => {
            let _ = game.summary();
            let saved = game.to_record();
            let text = saved.to_ron();
            let again = match record::load_str(&text) {
                Ok(again) => again,
                Err(e) => panic!("a loaded game, saved, does not load again: {e}\n{text}"),
            };
            assert_eq!(
                again.to_record(),
                saved,
                "saved and loaded, the same record"
            );
            assert_eq!(again.to_record().to_ron(), text, "and the same text");
            "loaded"
        }
        Err(e) => {
            let _ = e.to_string();
            kind(&e)
        }
    }
}

fn kind(e: &RecordError) -> &'static str {
    match e {
        RecordError::Io { .. } => "io",
        RecordError::NotRon { .. } => "not RON",
        RecordError::WrongType { .. } => "wrong type",
        RecordError::UnknownField { .. } => "unknown field",
        RecordError::MissingField { .. } => "missing field",
        RecordError::UnknownName { .. } => "unknown name",
        RecordError::DuplicateField { .. } => "duplicate field",
        RecordError::UnknownVersion { .. } => "unknown version",
        RecordError::BadRuleOption { .. } => "bad rule option",
        RecordError::BadPosition { .. } => "bad position",
        RecordError::IllegalMove { .. } => "illegal move",
        RecordError::MoveAfterEnd { .. } => "move after the end",
        RecordError::ResultMismatch { .. } => "result mismatch",
        RecordError::CommentOutOfRange { .. } => "comment out of range",
        RecordError::Inconsistent(_) => "inconsistent",
        RecordError::BadLevel { .. } => "bad level",
        RecordError::BadReview { .. } => "bad review",
        RecordError::BadClock { .. } => "bad clock",
        RecordError::ImpossibleClock { .. } => "impossible clock",
    }
}

/// Loads one input, counting what came of it, or returns the panic it caused.
fn load_quietly(input: &[u8], counts: &mut BTreeMap<&'static str, u64>) -> Result<(), String> {
    let kind = quietly(|| check_one(input))?;
    *counts.entry(kind).or_default() += 1;
    Ok(())
}

// ---------------------------------------------------------------------------------
// position strings and moves, as typed

/// Characters a person might type into a position string or a move: its own
/// letters and signs, spaces of several kinds, and Polish and Turkish letters
/// (two bytes in UTF-8), an emoji (four).
const TYPED: &[char] = &[
    ' ', ' ', '\t', '\u{a0}', ':', ',', '-', 'x', 'X', 'K', 'k', 'H', 'W', 'B', 'w', 'b', '0', '1',
    '6', '9', 'a', 'h', 'é', 'ż', 'ł', 'ğ', 'ş', 'ı', 'İ', '🂡', '\u{0}', '٣',
];

/// A string to read: a position string or a move, random or valid, then typed
/// over a few times (characters inserted, deleted or replaced; cut short).
fn typed_input(rng: &mut Rng) -> String {
    const VALID: &[&str] = &[
        "W:W:B:H6,6",
        "B:Wa1,c1,c2:Bb2,e5:H3,4",
        "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1",
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        "b8xb5xg5xg1xa1xa4xf4",
        "c1-c2xb2",
    ];
    let mut chars: Vec<char> = match rng.below(4) {
        0 => random_position(rng),
        1 => random_move(rng),
        _ => VALID[rng.below(VALID.len())].to_string(),
    }
    .chars()
    .collect();
    for _ in 0..rng.below(4) {
        let at = rng.below(chars.len() + 1);
        let c = TYPED[rng.below(TYPED.len())];
        match rng.below(4) {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = c,
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

/// Reads `text` every way the app does; what reads must print and read back
/// the same, and an error must point inside the text.
fn read_typed(text: &str) {
    use akidada::games::{akidada as aki, dama};
    let inside = |column: usize| assert!(column <= text.chars().count() + 1, "{text:?}");
    match text.parse::<dama::Setup>() {
        Ok(setup) => assert_eq!(setup.to_string().parse::<dama::Setup>(), Ok(setup)),
        Err(e) => inside(e.column),
    }
    match text.parse::<aki::Setup>() {
        Ok(setup) => assert_eq!(setup.to_string().parse::<aki::Setup>(), Ok(setup)),
        Err(e) => inside(e.column),
    }
    let _ = text.parse::<dama::Position>().map(|p| p.to_string());
    let _ = text.parse::<aki::Position>().map(|p| p.to_string());
    let start = dama::Position::start(akidada::games::Side::White);
    let _ = start.parse_move(text).map_err(|e| e.to_string());
    let aki_start = aki::Position::start(akidada::games::Side::White);
    let _ = aki_start
        .parse_move(&aki::AkidadaRules::default(), text)
        .map_err(|e| e.to_string());
}

#[test]
fn position_strings_and_moves_never_panic() {
    // Defect: a position string of spaces panicked the editor's own parser. The
    // engine's one parser is now fuzzed with what a person can type.
    let iterations = common::iterations(DEFAULT_ITERATIONS);
    let seed = common::seed(DEFAULT_SEED);
    let mut rng = Rng::new(seed ^ 0x7E57);
    let clock = Instant::now();
    let mut failures = Vec::new();
    for _ in 0..iterations {
        let text = typed_input(&mut rng);
        if let Err(message) = quietly(|| read_typed(&text)) {
            failures.push(format!("{text:?}: {message}"));
            if failures.len() >= 5 {
                break;
            }
        }
    }
    println!(
        "position and move fuzz: {iterations} inputs in {:.1} s, {} panics",
        clock.elapsed().as_secs_f64(),
        failures.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_loader_never_panics() {
    let iterations = common::iterations(DEFAULT_ITERATIONS);
    let seed = common::seed(DEFAULT_SEED);
    let corpus = corpus();
    let mut rng = Rng::new(seed);
    let mut counts: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut failures: Vec<(u64, Vec<u8>, String)> = Vec::new();
    let clock = Instant::now();

    for i in 0..iterations {
        let input = make_input(&mut rng, &corpus);
        if let Err(message) = load_quietly(&input, &mut counts) {
            failures.push((i, input, message));
            if failures.len() >= 5 {
                break;
            }
        }
    }

    let elapsed = clock.elapsed();
    println!(
        "record fuzz: {iterations} inputs (seed {seed:#x}) in {:.1} s, {} panics",
        elapsed.as_secs_f64(),
        failures.len()
    );
    for (kind, n) in &counts {
        println!("  {kind:>22}: {n}");
    }
    if failures.is_empty() {
        return;
    }
    common::fail_with("record-fuzz", &failures);
}

#[test]
fn the_mutators_reach_every_kind_of_error() {
    // The fuzzer is only as good as its inputs: a short run must meet the loader's
    // error kinds, and valid games too.
    let corpus = corpus();
    let mut rng = Rng::new(7);
    let mut seen: BTreeMap<&'static str, u64> = BTreeMap::new();
    for _ in 0..4000 {
        let input = make_input(&mut rng, &corpus);
        if let Err(panic) = load_quietly(&input, &mut seen) {
            panic!(
                "{panic}\non {}",
                String::from_utf8_lossy(&input).escape_debug()
            );
        }
    }
    for kind in [
        "loaded",
        "not RON",
        "wrong type",
        "unknown field",
        "missing field",
        "unknown name",
        "bad position",
        "illegal move",
        "move after the end",
        "result mismatch",
    ] {
        assert!(seen.contains_key(kind), "no input gave {kind}: {seen:?}");
    }
}

#[test]
fn records_from_the_fuzzer_helpers_are_sane() {
    // The helpers find what they look for in a real file.
    let data = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/examples/dama-worked-example-variant-b.ron"),
    )
    .unwrap();
    let moves = move_strings(&data);
    assert_eq!(moves.len(), 1);
    assert_eq!(&data[moves[0].0..moves[0].1], b"b8xb5xg5xg1xa1xa4xf4");
    let (a, b) = start_string(&data).unwrap();
    assert_eq!(&data[a..b], b"W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
    let record = Record::from_bytes(&data).unwrap();
    assert_eq!(record.moves.len(), 1);
}
