//! The layers of the crate, checked on every change: each module may use only
//! the layers below its own.
//!
//! ```text
//! base      rng, i18n, paths, build_info, time  (no project imports but each other)
//! games     the rules
//! session   a game being played
//! record    saved games, PDN    | ai  search, tables, solver, protocol
//!           (record and ai never import each other)
//! net       a game over the network: the channel, the messages, the link's
//!           thread; it checks moves by the rules and saves the app's own
//!           record, so it stands on games, session and record, and the app
//!           and the command line drive it (it knows nothing of the engine)
//! app       the window's state and flow without egui (lessons, desktop too;
//!           the app may use the course, which is beside it)
//!           | lab  the research tools: matches, the tuner, the puzzle generator
//!           (app and lab never import each other)
//! cli, gui  the two front ends (neither imports the other; the window never
//!           uses the lab, which the product is built without)
//! ```
//!
//! The test reads every `crate::<module>` path in the code (comments aside), in
//! `use` lines and inline alike, and fails naming the file, the line and the
//! two layers when a lower layer reaches up or a layer reaches sideways. It also
//! checks that nothing outside `gui` names egui, eframe or rfd.
//!
//! Within a layer, modules beside each other (the files and folders of one
//! folder) must not import each other in a circle either: the test reads the
//! `super::` paths as well as the `crate::` ones, resolves each to the module
//! it names, and fails naming the files that close a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::files;

/// The layer of a top-level module of `src/`: a higher number may use a lower.
/// Modules sharing a number (and not `0`) may not use each other.
fn layer(module: &str) -> Option<u32> {
    Some(match module {
        "rng" | "i18n" | "paths" | "build_info" | "time" => 0,
        "games" => 1,
        "session" => 2,
        "record" | "ai" => 3,
        "net" => 4,
        "app" | "lessons" | "course" | "desktop" | "lab" => 5,
        "cli" | "gui" => 6,
        _ => return None,
    })
}

/// A use the layers would allow but the product forbids: the window is built
/// without the lab (only the command line has the lab's commands).
fn barred(from: &str, to: &str) -> bool {
    (from, to) == ("gui", "lab")
}

/// Modules of one layer that may nevertheless use each other (a layer of one
/// module's own parts, split for size). The app lists the lessons, and plays
/// the course's levels on its trainer (the course is the levels and their
/// proofs, headless, as the command line uses them too), so the app may use
/// both, never the other way.
fn siblings_allowed(from: &str, to: &str) -> bool {
    layer(from) == Some(0) || matches!((from, to), ("app", "lessons") | ("app", "course"))
}

/// Every Rust file of `src/`.
fn rust_files(src: &Path) -> Vec<PathBuf> {
    files::under(src)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect()
}

/// The top-level module a file of `src/` belongs to (`None` for `lib.rs` and
/// `main.rs`, which tie the layers together).
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib" && name != "main").then(|| name.to_string())
}

/// The code of a line, without a `//` comment (a `//` inside a string is rare
/// enough in this crate not to matter, and would only hide a path).
fn code_of(line: &str) -> &str {
    match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    }
}

/// Every module named by a `crate::<module>` path on the line, and by the
/// grouped form `use crate::{a, b::c}`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let after = &rest[i + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    found.push(name);
                }
            }
        } else {
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                found.push(name);
            }
        }
        rest = after;
    }
    found
}

#[test]
fn no_layer_uses_a_layer_above_or_beside_it() {
    let src = files::root().join("src");
    let mut faults = Vec::new();
    for file in &rust_files(&src) {
        let Some(from) = module_of(&src, file) else {
            continue;
        };
        let Some(from_layer) = layer(&from) else {
            faults.push(format!(
                "{}: module `{from}` has no layer in tests/house/layering.rs",
                file.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(file).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            for to in crate_paths(code_of(line)) {
                if to == from {
                    continue;
                }
                let Some(to_layer) = layer(&to) else {
                    continue; // a re-export or item of lib.rs itself
                };
                let upward = to_layer > from_layer;
                let sideways = to_layer == from_layer && !siblings_allowed(&from, &to);
                if upward || sideways || barred(&from, &to) {
                    faults.push(format!(
                        "{}:{}: `{from}` (layer {from_layer}) uses `{to}` (layer {to_layer}): {}",
                        file.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "layering broken:\n{}", faults.join("\n"));
}

#[test]
fn only_the_window_names_the_gui_crates() {
    let src = files::root().join("src");
    let mut faults = Vec::new();
    for file in &rust_files(&src) {
        let module = module_of(&src, file);
        if module.as_deref() == Some("gui") || module.is_none() {
            continue;
        }
        let text = std::fs::read_to_string(file).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            let code = code_of(line);
            if ["egui", "eframe", "rfd::"]
                .iter()
                .any(|name| code.contains(name))
            {
                faults.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "GUI crates outside src/gui:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_path_reader_sees_grouped_and_inline_paths() {
    assert_eq!(crate_paths("use crate::games::Side;"), ["games"]);
    assert_eq!(
        crate_paths("use crate::{ai::Value, record::Record};"),
        ["ai", "record"]
    );
    assert_eq!(
        crate_paths("let x = crate::ai::level_count(crate::games::GameKind::Dama);"),
        ["ai", "games"]
    );
    assert_eq!(code_of("let a = 1; // crate::gui"), "let a = 1; ");
}

/// The module a file of `src/` defines, as path segments (`src/app/play/mod.rs`
/// and `src/app/play.rs` are `app::play`; `lib.rs` and `main.rs` the root).
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("a file of src/");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.strip_suffix(".rs").unwrap_or(&last);
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The identifier at the start of `text`.
fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The module paths named on a line by `crate::` and `super::` paths (grouped
/// forms included), each resolved from `here`, the module the line is in, as
/// far as its segments go: the caller keeps the longest known module. `inline`
/// is how many `mod name { }` blocks the line sits in, whose first `super`s
/// stay in the file's own module.
fn named_modules(code: &str, here: &[String], inline: usize) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let starts_word = i == 0
            || !code[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
        let (mut base, mut after) = if starts_word && rest.starts_with("crate::") {
            (Vec::new(), &rest["crate::".len()..])
        } else if starts_word && rest.starts_with("super::") {
            let mut base = here.to_vec();
            let mut after = rest;
            let mut supers = 0;
            while let Some(more) = after.strip_prefix("super::") {
                if supers >= inline {
                    base.pop();
                }
                supers += 1;
                after = more;
            }
            (base, after)
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        // Segments up to a group, or to the path's end.
        loop {
            let name = ident(after);
            if name.is_empty() || !after[name.len()..].starts_with("::") {
                if !name.is_empty() {
                    base.push(name.to_string());
                }
                break;
            }
            base.push(name.to_string());
            after = &after[name.len() + 2..];
        }
        if let Some(group) = after.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                let mut path = base.clone();
                path.extend(
                    part.trim()
                        .split("::")
                        .map(ident)
                        .take_while(|n| !n.is_empty())
                        .map(str::to_string),
                );
                found.push(path);
            }
        } else {
            found.push(base);
        }
        // `after` is the rest of `code`; a group's paths were read above.
        i = code.len() - after.len();
    }
    found
}

/// The longest prefix of `path` that is a module of the crate.
fn resolve(path: &[String], modules: &BTreeSet<Vec<String>>) -> Vec<String> {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|p| modules.contains(p))
        .unwrap_or_default()
}

/// The two modules beside each other that an import from `from` to `to` joins:
/// the children of their nearest common parent on each side, with that parent.
/// `None` when one contains the other (a module and its own parts share items
/// freely).
fn siblings(from: &[String], to: &[String]) -> Option<(Vec<String>, String, String)> {
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    let (a, b) = (from.get(common)?, to.get(common)?);
    Some((from[..common].to_vec(), a.clone(), b.clone()))
}

/// A circle in a directed graph, as its nodes in order (the first imports the
/// second, ..., the last the first), if there is one.
fn find_circle<'a>(edges: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Option<Vec<&'a str>> {
    /// Depth first: `path` is the walk from the start, `done` the nodes that
    /// lead to no circle.
    fn walk<'a>(
        node: &'a str,
        edges: &BTreeMap<&'a str, BTreeSet<&'a str>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<&'a str>> {
        if let Some(at) = path.iter().position(|&n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node);
        for &next in edges.get(node).into_iter().flatten() {
            if let Some(circle) = walk(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node);
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|&start| walk(start, edges, &mut Vec::new(), &mut done))
}

/// How many `{` the code opens, less those it closes.
fn brace_change(code: &str) -> i64 {
    code.chars()
        .map(|c| match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        })
        .sum()
}

#[test]
fn no_modules_beside_each_other_import_in_a_circle() {
    let src = files::root().join("src");
    let files = rust_files(&src);
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_path(&src, f)).collect();
    // For each parent module, the imports between its children, each with the
    // first line that makes it.
    let mut imports: BTreeMap<Vec<String>, BTreeMap<(String, String), String>> = BTreeMap::new();
    for file in &files {
        let here = module_path(&src, file);
        let text = std::fs::read_to_string(file).expect("a source file");
        // The brace depths at which inline `mod name {` blocks opened.
        let (mut depth, mut inline) = (0i64, Vec::new());
        for (n, line) in text.lines().enumerate() {
            let code = code_of(line);
            let opens_mod = {
                let t = code.trim_start().trim_start_matches("pub ");
                t.starts_with("mod ") && t.trim_end().ends_with('{')
            };
            for named in named_modules(code, &here, inline.len()) {
                let to = resolve(&named, &modules);
                if let Some((parent, a, b)) = siblings(&here, &to) {
                    imports
                        .entry(parent)
                        .or_default()
                        .entry((a, b))
                        .or_insert_with(|| format!("{}:{}", files::shown(file), n + 1));
                }
            }
            if opens_mod {
                inline.push(depth);
            }
            depth += brace_change(code);
            while inline.last().is_some_and(|&d| depth <= d) {
                inline.pop();
            }
        }
    }
    let mut faults = Vec::new();
    for (parent, pairs) in &imports {
        let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for (a, b) in pairs.keys() {
            edges.entry(a).or_default().insert(b);
        }
        if let Some(circle) = find_circle(&edges) {
            let steps: Vec<String> = (0..circle.len())
                .map(|k| {
                    let (a, b) = (circle[k], circle[(k + 1) % circle.len()]);
                    let at = &pairs[&(a.to_string(), b.to_string())];
                    format!("  `{a}` uses `{b}` at {at}")
                })
                .collect();
            faults.push(format!(
                "in `crate::{}`:\n{}",
                parent.join("::"),
                steps.join("\n")
            ));
        }
    }
    assert!(
        faults.is_empty(),
        "modules import each other in a circle:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_circle_finder_finds_a_circle_and_only_a_circle() {
    let graph = |pairs: &[(&'static str, &'static str)]| {
        let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for &(a, b) in pairs {
            edges.entry(a).or_default().insert(b);
        }
        edges
    };
    // One way only: the computer uses play, and both use the rules.
    assert_eq!(
        find_circle(&graph(&[
            ("computer", "play"),
            ("play", "games"),
            ("computer", "games")
        ])),
        None
    );
    assert_eq!(
        find_circle(&graph(&[("link", "worker"), ("worker", "link")])),
        Some(vec!["link", "worker"])
    );
    assert_eq!(
        find_circle(&graph(&[("a", "b"), ("b", "c"), ("c", "a"), ("a", "d")])),
        Some(vec!["a", "b", "c"])
    );
}

#[test]
fn the_path_reader_resolves_super_and_crate_paths() {
    let here = |p: &str| p.split("::").map(str::to_string).collect::<Vec<_>>();
    let path = |p: &str| p.split("::").map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        named_modules("use super::worker::{Role, Setup};", &here("net::link"), 0),
        [path("net::worker::Role"), path("net::worker::Setup")]
    );
    assert_eq!(
        named_modules(
            "use super::super::play::GameMove;",
            &here("app::computer::dama"),
            0
        ),
        [path("app::play::GameMove")]
    );
    // Inside a `mod tests { }` block, the first `super` is the file itself.
    assert_eq!(
        named_modules("use super::*;", &here("app::computer::dama"), 1),
        [path("app::computer::dama")]
    );
    assert_eq!(
        named_modules(
            "let r = crate::app::computer::review::Review::new();",
            &[],
            0
        ),
        [path("app::computer::review::Review::new")]
    );
    let modules: BTreeSet<Vec<String>> = [path("app"), path("app::play"), Vec::new()].into();
    assert_eq!(
        resolve(&path("app::play::GameMove"), &modules),
        path("app::play")
    );
    assert_eq!(
        siblings(&path("app::play"), &path("app::computer::review")),
        Some((path("app"), "play".to_string(), "computer".to_string()))
    );
    assert_eq!(
        siblings(&path("app::computer::dama"), &path("app::computer")),
        None
    );
}
