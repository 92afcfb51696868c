//! The product speaks of the product: no text under `src/` or `assets/`, nor
//! the README, calls the game's description by the project's old working name
//! for it (which users never heard; the phrases are in [`PHRASES`]) or points
//! at an issue number. Binary files (images, and any file that is not UTF-8
//! text) are skipped. A failure names the file, the line and the words found.

use std::path::{Path, PathBuf};

use super::files;

/// What is looked for, lower case, each starting a word: (the words, whether
/// a digit must follow, how a failure names it).
const PHRASES: [(&str, bool, &str); 3] = [
    ("the seed", false, "the seed"),
    ("seed's", false, "seed's"),
    ("issue ", true, "issue N"),
];

/// The most of a line a failure quotes.
const QUOTED: usize = 120;

/// The names of the phrases on a line, case aside, in the order of [`PHRASES`].
fn phrases_in(line: &str) -> Vec<&'static str> {
    let lower = line.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    PHRASES
        .into_iter()
        .filter(|(words, digit, _)| {
            lower.match_indices(words).any(|(at, _)| {
                let starts_word = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
                let next = bytes.get(at + words.len());
                starts_word && (!digit || next.is_some_and(u8::is_ascii_digit))
            })
        })
        .map(|(_, _, name)| name)
        .collect()
}

/// A line as a failure quotes it: trimmed, and cut short if long.
fn quoted(line: &str) -> String {
    let line = line.trim();
    match line.char_indices().nth(QUOTED) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
}

/// The files checked: every file under `src/` and `assets/`, and the README.
fn checked_files() -> Vec<PathBuf> {
    let root = files::root();
    let mut out = files::under(&root.join("src"));
    out.extend(files::under(&root.join("assets")));
    out.push(root.join("README.md"));
    out
}

/// A file's text, or `None` for a binary one.
fn text_of(path: &Path) -> Option<String> {
    if path
        .extension()
        .is_some_and(|e| ["png", "ico"].contains(&e.to_str().unwrap_or("")))
    {
        return None;
    }
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8(bytes).ok()?;
    (!text.contains('\0')).then_some(text)
}

#[test]
fn no_text_uses_the_old_working_name_or_an_issue_number() {
    let mut faults = Vec::new();
    let mut read = Vec::new();
    for path in checked_files() {
        let Some(text) = text_of(&path) else {
            continue;
        };
        read.push(files::shown(&path));
        for (n, line) in text.lines().enumerate() {
            let found = phrases_in(line);
            if !found.is_empty() {
                faults.push(format!(
                    "{}:{}: {}: {}",
                    files::shown(&path),
                    n + 1,
                    found.join(", "),
                    quoted(line)
                ));
            }
        }
    }
    // The walk really read the sources, the translations and the README.
    for must in [
        "src/lib.rs",
        "assets/locales/en/rules-page.ftl",
        "assets/lessons/dama-worked-example.ron",
        "README.md",
    ] {
        assert!(read.iter().any(|r| r == must), "{must} was not read");
    }
    assert!(
        faults.is_empty(),
        "say \"the game's description\" (or \"the default rule\"), and no issue numbers:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_phrase_finder_sees_each_phrase_and_not_its_lookalikes() {
    assert_eq!(phrases_in("Under the seed's rule"), ["the seed", "seed's"]);
    assert_eq!(phrases_in("THE SEED says"), ["the seed"]);
    assert_eq!(phrases_in("(issue 17)"), ["issue N"]);
    assert_eq!(phrases_in("Issue 3: done"), ["issue N"]);
    // Random generators' seeds, other issues, and words that merely end in
    // the letters.
    for fine in [
        "the lot's seed",
        "--seed 1",
        "lot_seed: None",
        "a known issue",
        "the issue is",
        "tissue 3",
        "breathe seed",
        "reseed's",
    ] {
        assert!(phrases_in(fine).is_empty(), "{fine}");
    }
}

#[test]
fn images_and_other_binary_files_are_skipped() {
    let root = files::root();
    assert_eq!(text_of(&root.join("assets/icon.png")), None);
    assert_eq!(text_of(&root.join("assets/icon.ico")), None);
    assert!(text_of(&root.join("assets/linux/icons/akidada.svg")).is_some());
}
