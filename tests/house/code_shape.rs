//! No function of the app, the command line or the window is longer than
//! [`MAX_LINES`] lines, counted from its `fn` line to its closing brace: a
//! longer one is split into pieces that each do one thing.
//!
//! The test reads the `.rs` files of `src/app`, `src/cli` and `src/gui`
//! (tests in them too) and fails naming the file, the function, where it
//! starts and its length. Braces in comments, strings and character literals
//! are not counted.

use std::path::{Path, PathBuf};

/// The most lines a function may have.
const MAX_LINES: usize = 100;

/// The folders of `src/` whose functions are measured.
const FOLDERS: [&str; 3] = ["app", "cli", "gui"];

/// A function found in a file.
#[derive(Debug, PartialEq)]
struct Function {
    name: String,
    /// The line of its `fn` (from 1).
    line: usize,
    /// Its length, from its `fn` line to its closing brace.
    lines: usize,
}

/// The code of `text` with comments, strings and character literals blanked
/// out (each character but a newline becomes a space), so that only the
/// code's own braces and words are left, on their lines.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let end = match (chars[i], chars.get(i + 1)) {
            ('/', Some('/')) => line_comment_end(&chars, i),
            ('/', Some('*')) => block_comment_end(&chars, i),
            ('"', _) => string_end(&chars, i + 1),
            ('r' | 'b', _) if starts_token(&chars, i) => raw_string_end(&chars, i),
            ('\'', _) => char_literal_end(&chars, i),
            _ => None,
        };
        let Some(end) = end else {
            out.push(chars[i]);
            i += 1;
            continue;
        };
        out.extend(
            chars[i..end]
                .iter()
                .map(|&c| if c == '\n' { '\n' } else { ' ' }),
        );
        i = end;
    }
    out
}

/// Whether a token may start at `i` (no letter, digit or `_` before it).
fn starts_token(chars: &[char], i: usize) -> bool {
    i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Where a `//` comment starting at `i` ends: at its newline.
fn line_comment_end(chars: &[char], i: usize) -> Option<usize> {
    let newline = chars[i..].iter().position(|&c| c == '\n');
    Some(newline.map_or(chars.len(), |n| i + n))
}

/// Where a `/* */` comment starting at `i` ends (they nest).
fn block_comment_end(chars: &[char], i: usize) -> Option<usize> {
    let (mut depth, mut j) = (0, i);
    while j < chars.len() {
        match (chars[j], chars.get(j + 1)) {
            ('/', Some('*')) => (depth, j) = (depth + 1, j + 2),
            ('*', Some('/')) => (depth, j) = (depth - 1, j + 2),
            _ => j += 1,
        }
        if depth == 0 {
            return Some(j);
        }
    }
    Some(chars.len())
}

/// Where a string whose text starts at `i` (after its `"`) ends.
fn string_end(chars: &[char], mut i: usize) -> Option<usize> {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    Some(chars.len())
}

/// Where a raw string (`r"…"`, `r#"…"#`, `br"…"`) or a byte string (`b"…"`)
/// starting at `i` ends; `None` if none starts there.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if chars[j] == 'b' {
        j += 1;
        if chars.get(j) == Some(&'"') {
            return string_end(chars, j + 1);
        }
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = chars[j..].iter().take_while(|&&c| c == '#').count();
    j += hashes;
    if chars.get(j) != Some(&'"') {
        return None;
    }
    let closing: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let from = j + 1;
    let at = chars[from..]
        .windows(closing.len())
        .position(|w| w == closing.as_slice());
    Some(at.map_or(chars.len(), |at| from + at + closing.len()))
}

/// Where a character literal starting at `i` ends (`'{'`, `'\''`, `'\u{7b}'`);
/// `None` for a lifetime or a label (`'a`, `'outer:`).
fn char_literal_end(chars: &[char], i: usize) -> Option<usize> {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            let close = chars[i + 3..].iter().position(|&c| c == '\'')?;
            Some(i + 3 + close + 1)
        }
        (Some(_), Some('\'')) => Some(i + 3),
        _ => None,
    }
}

/// The functions of a file's text with a body (not a trait's declarations),
/// each with its line and length.
fn functions(text: &str) -> Vec<Function> {
    let code = code_only(text);
    let mut found = Vec::new();
    // The functions whose body is open: name, `fn` line, brace depth inside.
    let mut open: Vec<(String, usize, usize)> = Vec::new();
    // A `fn` seen whose body has not begun.
    let mut pending: Option<(String, usize)> = None;
    let mut depth = 0;
    for (n, line) in code.lines().enumerate() {
        let line_no = n + 1;
        if let Some(name) = fn_name(line) {
            pending = Some((name, line_no));
        }
        for c in line.chars() {
            match c {
                '{' => {
                    depth += 1;
                    if let Some((name, start)) = pending.take() {
                        open.push((name, start, depth));
                    }
                }
                '}' => {
                    if open.last().is_some_and(|f| f.2 == depth)
                        && let Some((name, start, _)) = open.pop()
                    {
                        let lines = line_no - start + 1;
                        found.push(Function {
                            name,
                            line: start,
                            lines,
                        });
                    }
                    depth -= 1;
                }
                // A declaration without a body.
                ';' => pending = None,
                _ => {}
            }
        }
    }
    found
}

/// The name of the function a line declares (`fn name`, not a `fn(..)`
/// pointer type).
fn fn_name(line: &str) -> Option<String> {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut rest = line;
    while let Some(at) = rest.find("fn") {
        let (before, after) = (&rest[..at], &rest[at + 2..]);
        let alone = !before.ends_with(is_word) && !after.starts_with(is_word);
        if alone {
            let after = after.trim_start();
            let name: String = after.chars().take_while(|&c| is_word(c)).collect();
            let named = name.starts_with(|c: char| c.is_alphabetic() || c == '_');
            return named.then_some(name);
        }
        rest = after;
    }
    None
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the folder can be read") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_function_of_the_app_the_command_line_or_the_window_is_over_100_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in FOLDERS {
        rust_files(&root.join("src").join(folder), &mut files);
    }
    files.sort();
    assert!(files.len() > 50, "the source was found: {files:?}");
    let mut long = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file can be read");
        for f in functions(&text).into_iter().filter(|f| f.lines > MAX_LINES) {
            let rel = file.strip_prefix(root).unwrap_or(file).display();
            long.push(format!(
                "{rel}:{}: fn {} is {} lines",
                f.line, f.name, f.lines
            ));
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_LINES} lines (split them into pieces that each do one thing):\n{}",
        long.join("\n")
    );
}

#[test]
fn functions_are_measured_from_fn_to_closing_brace_whatever_is_quoted() {
    let text = r####"
trait Shape {
    fn area(&self) -> f32;
}

pub(crate) fn outer(x: u8) -> char {
    // a } in a comment
    /* and { here /* nested } */ too */
    let open = "{ in a string \" }";
    let raw = r#"} in a raw "string" {"#;
    let bytes = b"{";
    let c = '{';
    let quote = '\'';
    let callback: fn(u8) -> u8 = |y| { y };
    fn inner<'a>(s: &'a str) -> &'a str {
        s
    }
    'outer: loop {
        break 'outer;
    }
    c
}
"####;
    let found = functions(text);
    assert_eq!(
        found,
        [
            Function {
                name: "inner".into(),
                line: 15,
                lines: 3
            },
            Function {
                name: "outer".into(),
                line: 6,
                lines: 17
            },
        ]
    );
}
