//! Fuzzing the PDN reader: arbitrary bytes, text made of PDN tokens, and
//! mutations of real PDN (the examples written as PDN, games in every notation,
//! a file as pydraughts writes it): bytes flipped, tokens inserted, ranges cut,
//! lines spliced, moves replaced with random squares, tags and results swapped.
//! Reading must never panic, an error must point inside the text, and a game
//! that loads must write and read back as the same record.
//!
//! A short run is part of `cargo test`. For a long one:
//!
//! ```text
//! AKIDADA_FUZZ_ITERATIONS=1000000 cargo test --release --test pdn_fuzz -- --nocapture
//! ```
//!
//! `AKIDADA_FUZZ_SEED` picks another sequence of inputs (default: a fixed seed).
//! A failing input is printed and written to `target/tmp/pdn-fuzz-failure-N.bin`.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use akidada::games::GameKind;
use akidada::record::Record;
use akidada::record::pdn::{self, PdnError};
use akidada::rng::Rng;

use common::{
    TEXT_MUTATIONS, mutate_text, quietly, random_bytes, random_square, replace_a_move, replace_word,
};

const DEFAULT_ITERATIONS: u64 = 200_000;
const DEFAULT_SEED: u64 = 0x0BD_F022;

/// Hand-written games: every notation form, comments, annotations, variations,
/// results, tags of every kind, a Black-first start.
const HAND_WRITTEN: &str = r#"; A header comment
[Event "Notation forms"]
[Site "?"]
[Date "2026.11.29"]
[White "Ayşe"]
[Black "Mehmet"]
[Result "2-0"]
[GameType "30"]
[SetUp "1"]
[FEN "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"]

{The worked example.} 1. b8xf4! {Short form.} 2-0

[GameType "30,W,8,8,A0,0"]
[FEN "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"]
1. b8xb6xd5xg2xb1xa3xe4xg4 $1 ; captured squares
2-0

[DamaRules "lone_piece=Draw, no_progress=20"]
[LotSeed "4"]
[StartQuietPlies "3"]
{Game comment} 1.c3-c4 {White's first.} 1... h6-h5!? $13 2. b3-b4 ; to the end
2. ... c6-c5 (2... b6-b5 (2... a6-a5 {deep} 3. a3-a4) 3. b4xb6) 3. c4xc6xc8?!
({an aside}) d6-d5 $1 4. a3-a4 1/2-1/2

[FEN "B:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"]
1... b6-b5 2. c3-c4 b5-b4 3. b3xb5 *

[FEN "W:WKg8:Be3,c2,e5,g7,h2"]
1. g8xc5xc1 2-0

[FEN "W:Wf3,a2:Bf4,e5,h7"]
1. f3xf4xe5 h7-h6 2. d5-d6 0-1
"#;

/// As pydraughts 0.6.7 writes a Turkish game: FEN without SetUp, short captures.
const PYDRAUGHTS_STYLE: &str = r#"[White "a"]
[GameType "30,W,8,8,A0,0"]
[FEN "W:Wb2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3,a2:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"]

1. c3-c4 b6-b5 2. b3-b4 b5xb1 *

"#;

/// The seeds of most inputs.
fn corpus() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("assets/examples exists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    let records: Vec<Record> = files
        .iter()
        .map(|p| Record::from_ron(&std::fs::read_to_string(p).unwrap()).unwrap())
        .filter(|r| r.kind() == GameKind::Dama)
        .collect();
    let mut corpus: Vec<Vec<u8>> = records
        .iter()
        .map(|r| pdn::write(std::slice::from_ref(r)).unwrap().into_bytes())
        .collect();
    corpus.push(pdn::write(&records).unwrap().into_bytes());
    corpus.push(HAND_WRITTEN.as_bytes().to_vec());
    corpus.push(PYDRAUGHTS_STYLE.as_bytes().to_vec());
    corpus
}

const TOKENS: &[&str] = &[
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "$",
    "$1",
    "!",
    "?",
    "!?",
    "?!",
    "!!!",
    ".",
    "...",
    "1.",
    "12...",
    "1.c3-c4",
    "*",
    "2-0",
    "0-2",
    "1-1",
    "1-0",
    "0-1",
    "1/2-1/2",
    "0-0",
    "x",
    "-",
    ":",
    "K",
    " ",
    "\n",
    "\r\n",
    "\t",
    "[Event \"",
    "[FEN \"",
    "[SetUp \"1\"]",
    "[GameType \"",
    "[Result \"",
    "[DamaRules \"",
    "[LotSeed \"",
    "[StartQuietPlies \"",
    "30",
    "20",
    "30,W,8,8,A0,0",
    "W:",
    ":W",
    ":B",
    "W:WKb8:Bb6,d5",
    "lone_piece=Draw",
    "first=Black",
    "no_progress=",
    "\u{feff}",
    "é",
    "ş",
    "\u{0}",
    "🂡",
    "22-18",
    "b8xf4",
];

const NAMES: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "GameType",
    "SetUp",
    "FEN",
    "DamaRules",
    "LotSeed",
    "StartQuietPlies",
    "Annotator",
];

/// A move made of random squares, in any of the notations.
fn random_move(rng: &mut Rng) -> String {
    let mut text = random_square(rng);
    if rng.below(4) == 0 {
        text.push('-');
        text.push_str(&random_square(rng));
    } else {
        for _ in 0..1 + rng.below(7) {
            text.push(['x', 'x', 'x', ':', '-', 'X'][rng.below(6)]);
            text.push_str(&random_square(rng));
        }
    }
    if rng.below(10) == 0 {
        text.push_str(["!", "?", "!?", " $3", "!!!"][rng.below(5)]);
    }
    text
}

/// Text of PDN tokens, names and moves: gets further into the reader than bytes.
fn random_tokens(rng: &mut Rng) -> Vec<u8> {
    let mut text = String::new();
    for _ in 0..rng.below(80) {
        match rng.below(5) {
            0 => text.push_str(NAMES[rng.below(NAMES.len())]),
            1 => text.push_str(&random_move(rng)),
            2 => text.push_str(&rng.below(100).to_string()),
            _ => text.push_str(TOKENS[rng.below(TOKENS.len())]),
        }
        if rng.coin() {
            text.push(' ');
        }
    }
    text.into_bytes()
}

/// The byte ranges of the words that look like moves (a letter a-h, a digit).
fn move_words(data: &[u8]) -> Vec<(usize, usize)> {
    let mut words = Vec::new();
    let mut in_tag_or_comment = 0u8;
    let mut i = 0;
    while i < data.len() {
        match data[i] {
            b'[' | b'{' => in_tag_or_comment += 1,
            b']' | b'}' => in_tag_or_comment = in_tag_or_comment.saturating_sub(1),
            b'a'..=b'h'
                if in_tag_or_comment == 0
                    && data.get(i + 1).is_some_and(u8::is_ascii_digit)
                    && (i == 0 || matches!(data[i - 1], b' ' | b'\n' | b'.')) =>
            {
                let end = data[i..]
                    .iter()
                    .position(|b| b.is_ascii_whitespace() || matches!(b, b'!' | b'?' | b'{'))
                    .map_or(data.len(), |n| i + n);
                words.push((i, end));
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    words
}

/// The byte ranges of tag values.
fn tag_values(data: &[u8]) -> Vec<(usize, usize)> {
    let mut values = Vec::new();
    for (start, line) in data.split_inclusive(|&b| b == b'\n').scan(0, |at, line| {
        let start = *at;
        *at += line.len();
        Some((start, line))
    }) {
        if line.first() == Some(&b'[')
            && let Some(open) = line.iter().position(|&b| b == b'"')
            && let Some(close) = line.iter().rposition(|&b| b == b'"')
            && close > open
        {
            values.push((start + open + 1, start + close));
        }
    }
    values
}

/// One mutation of `data`, of a kind chosen at random.
fn mutate(rng: &mut Rng, data: &mut Vec<u8>, corpus: &[Vec<u8>]) {
    let len = data.len();
    // Weighted: mutations that keep the text PDN and reach the replay (moves,
    // tags, results) come up more often than those that break it.
    const KINDS: [u8; 20] = [
        0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 12, 12,
    ];
    match KINDS[rng.below(KINDS.len())] {
        kind @ 0..TEXT_MUTATIONS => mutate_text(
            kind,
            rng,
            data,
            corpus,
            b" []{}();$!?.\"-x:*0123456789abcdefghKWB\n",
            TOKENS,
        ),
        // A move replaced by random squares, late moves more often.
        7 => {
            let moves = move_words(data);
            replace_a_move(rng, data, &moves, random_move);
        }
        // A move dropped, or the moves cut off after one.
        8 => {
            let moves = move_words(data);
            if !moves.is_empty() {
                let (a, b) = moves[rng.below(moves.len())];
                if rng.coin() {
                    data.drain(a..b);
                } else {
                    let end = data[b..]
                        .iter()
                        .position(|&c| c == b'[')
                        .map_or(data.len(), |n| b + n);
                    data.drain(b..end);
                }
            }
        }
        // A tag value replaced.
        9 => {
            let values = tag_values(data);
            if !values.is_empty() {
                let (a, b) = values[rng.below(values.len())];
                let value = match rng.below(6) {
                    0 => TOKENS[rng.below(TOKENS.len())].to_string(),
                    1 => random_move(rng),
                    2 => rng.below(100_000).to_string(),
                    3 => u64::MAX.to_string(),
                    4 => format!(
                        "{}:W{},K{}:B{}",
                        ["W", "B"][rng.below(2)],
                        random_square(rng),
                        random_square(rng),
                        random_square(rng)
                    ),
                    _ => String::new(),
                };
                data.splice(a..b, value.into_bytes());
            }
        }
        // A result replaced.
        10 => {
            let text = String::from_utf8_lossy(data).into_owned();
            let results = ["2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "*", "0-0"];
            let present: Vec<&str> = results
                .iter()
                .copied()
                .filter(|r| text.contains(r))
                .collect();
            if !present.is_empty() {
                let from = present[rng.below(present.len())];
                let to = results[rng.below(results.len())];
                *data = text.replacen(from, to, 1).into_bytes();
            }
        }
        // A tag name replaced by another.
        11 => replace_word(rng, data, NAMES),
        // A variation or comment opened or closed somewhere.
        _ => {
            let at = rng.below(len + 1);
            let token = ["(", ")", "{", "}", "( (", "{a}", "(1. a1-a2)"][rng.below(7)];
            data.splice(at..at, token.bytes());
        }
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

/// What reading one input gave, for the counts.
fn kind(e: &PdnError) -> &'static str {
    match e {
        PdnError::NoGames => "no games",
        PdnError::Syntax { .. } => "syntax",
        PdnError::GameType { .. } => "game type",
        PdnError::Tag { .. } => "tag",
        PdnError::ResultsDiffer { .. } => "results differ",
        PdnError::BothLose => "both lose",
        PdnError::ResultMismatch { .. } => "result mismatch",
        PdnError::IllegalMove { .. } => "illegal move",
        PdnError::MoveAfterEnd { .. } => "move after the end",
        PdnError::Record(_) => "record",
        PdnError::NotDraughts { .. } => "not draughts",
    }
}

/// Reads one input, counting each game's outcome. A game that loads must write
/// and read back as the same record; an error must point inside the text.
fn check_one(input: &[u8], counts: &mut BTreeMap<&'static str, u64>) {
    let games = match pdn::read_bytes(input) {
        Ok(games) => games,
        Err(e) => {
            let _ = e.to_string();
            *counts.entry(kind(&e)).or_default() += 1;
            return;
        }
    };
    let lines = 1 + input.iter().filter(|&&b| b == b'\n').count();
    for game in &games {
        let _ = game.title();
        assert!(
            game.line <= lines,
            "game {} starts at line {}",
            game.number,
            game.line
        );
        match &game.game {
            Ok(loaded) => {
                *counts.entry("loaded").or_default() += 1;
                let record = loaded.to_record();
                let text = pdn::write(std::slice::from_ref(&record))
                    .unwrap_or_else(|e| panic!("a loaded game does not write: {e}"));
                let again = pdn::read_str(&text).expect("what is written reads");
                assert_eq!(again.len(), 1, "{text}");
                let reloaded = match &again[0].game {
                    Ok(reloaded) => reloaded.to_record(),
                    Err(e) => panic!("a loaded game, written, does not load again: {e}\n{text}"),
                };
                assert_eq!(
                    reloaded, record,
                    "written and read, the same record\n{text}"
                );
                assert_eq!(pdn::write(&[reloaded]).unwrap(), text, "and the same text");
            }
            Err(e) => {
                let _ = e.to_string();
                if let Some(line) = e.line() {
                    assert!(line <= lines, "{e}: line {line} of {lines}");
                }
                *counts.entry(kind(e)).or_default() += 1;
            }
        }
    }
}

#[test]
fn the_pdn_reader_never_panics() {
    let iterations = common::iterations(DEFAULT_ITERATIONS);
    let seed = common::seed(DEFAULT_SEED);
    let corpus = corpus();
    let mut rng = Rng::new(seed);
    let mut counts: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut failures: Vec<(u64, Vec<u8>, String)> = Vec::new();
    let clock = Instant::now();
    for i in 0..iterations {
        let input = make_input(&mut rng, &corpus);
        if let Err(message) = quietly(|| check_one(&input, &mut counts)) {
            failures.push((i, input, message));
            if failures.len() >= 5 {
                break;
            }
        }
    }
    println!(
        "pdn fuzz: {iterations} inputs (seed {seed:#x}) in {:.1} s, {} panics",
        clock.elapsed().as_secs_f64(),
        failures.len()
    );
    for (kind, n) in &counts {
        println!("  {kind:>20}: {n} games");
    }
    if !failures.is_empty() {
        common::fail_with("pdn-fuzz", &failures);
    }
}

#[test]
fn the_mutators_reach_every_kind_of_error() {
    // The fuzzer is only as good as its inputs: a short run must meet the
    // reader's kinds of error, and games that load.
    let corpus = corpus();
    for input in &corpus {
        let games = pdn::read_bytes(input).unwrap();
        assert!(
            games.iter().all(|g| g.is_ok()),
            "every game of the corpus loads: {:?}",
            games.iter().map(|g| &g.game).find(|g| g.is_err())
        );
    }
    let mut rng = Rng::new(7);
    let mut seen: BTreeMap<&'static str, u64> = BTreeMap::new();
    for _ in 0..5000 {
        let input = make_input(&mut rng, &corpus);
        if let Err(panic) = quietly(|| check_one(&input, &mut seen)) {
            panic!(
                "{panic}\non {}",
                String::from_utf8_lossy(&input).escape_debug()
            );
        }
    }
    for kind in [
        "loaded",
        "no games",
        "syntax",
        "game type",
        "tag",
        "results differ",
        "result mismatch",
        "illegal move",
        "move after the end",
        "record",
    ] {
        assert!(seen.contains_key(kind), "no input gave {kind}: {seen:?}");
    }
}

#[test]
fn the_fuzzer_helpers_find_what_they_look_for() {
    let text = b"[Event \"x\"]\n[FEN \"W:Wa2:Bh7\"]\n1. a2-a3 {c3} h7-h6 2.a3xa5 *\n";
    let words: Vec<&[u8]> = move_words(text).iter().map(|&(a, b)| &text[a..b]).collect();
    assert_eq!(words, [&b"a2-a3"[..], b"h7-h6", b"a3xa5"]);
    let values: Vec<&[u8]> = tag_values(text).iter().map(|&(a, b)| &text[a..b]).collect();
    assert_eq!(values, [&b"x"[..], b"W:Wa2:Bh7"]);
}
