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
/// module's own parts, split for size). The app plays the course's levels
/// on its trainer (the course is the levels and their proofs, headless, as
/// the command line uses them too), so the app may use the course, never
/// the other way.
fn siblings_allowed(from: &str, to: &str) -> bool {
    layer(from) == Some(0)
        || matches!(
            (from, to),
            ("lessons", "app") | ("app", "lessons") | ("app", "course")
        )
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
