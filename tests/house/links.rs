//! Every relative link in the README and in the Markdown under `assets/`
//! (`[text](path)`, `![alt](path)` and `[label]: path`, with an optional
//! `#anchor`) leads to a file or folder inside the repository. Web and mail
//! addresses are not followed; links in code are not links. A link that leaves
//! the repository fails even when its target exists on this machine, since a
//! reader of the repository does not have it. A failure names the file, the
//! line and the target.

use std::path::{Component, Path, PathBuf};

use super::files;

/// The Markdown files checked.
fn markdown_files() -> Vec<PathBuf> {
    let root = files::root();
    let mut out = vec![root.join("README.md")];
    out.extend(
        files::under(&root.join("assets"))
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "md")),
    );
    out
}

/// A line without its inline code (`` `a[0](b)` `` is code, not a link).
fn without_code(line: &str) -> String {
    line.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The link targets on one line of Markdown outside a code block, as written.
fn targets(line: &str) -> Vec<String> {
    let line = without_code(line);
    let mut found = Vec::new();
    // A reference definition: `[label]: target "title"`.
    if let Some(rest) = line.trim_start().strip_prefix('[')
        && let Some((_, after)) = rest.split_once("]:")
        && let Some(target) = after.split_whitespace().next()
    {
        found.push(target.to_string());
    }
    // Inline links and images: `](target "title")`, parentheses balanced.
    let mut rest = line.as_str();
    while let Some(i) = rest.find("](") {
        let after = &rest[i + 2..];
        let mut depth = 0;
        let end = after
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => return true,
                    ')' => depth -= 1,
                    _ => {}
                }
                false
            })
            .map_or(after.len(), |(at, _)| at);
        let inside = after[..end].trim();
        let target = inside
            .strip_prefix('<')
            .and_then(|t| t.split_once('>'))
            .map_or_else(
                || inside.split_whitespace().next().unwrap_or(""),
                |(t, _)| t,
            );
        found.push(target.to_string());
        rest = &after[end..];
    }
    found
}

/// Whether a target is a place in the repository (not a web or mail address).
fn is_relative(target: &str) -> bool {
    !(target.starts_with("http://")
        || target.starts_with("https://")
        || target.starts_with("mailto:"))
}

/// `%20` and the like, as a browser reads them.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Where a relative target written in `file` leads, as a path from the root
/// (`""` is the root itself); `None` if it climbs out of the repository. Read
/// as a repository host reads it: from the file's folder, or from the root for
/// a target that starts with `/`; `#anchor` aside.
fn resolve(file: &Path, target: &str) -> Option<PathBuf> {
    let path = percent_decoded(target.split('#').next().unwrap_or(""));
    if path.is_empty() {
        return Some(file.to_path_buf()); // an anchor of the file itself
    }
    let mut parts: Vec<String> = if path.starts_with('/') {
        Vec::new()
    } else {
        let folder = file.parent().unwrap_or(Path::new(""));
        folder
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect()
    };
    for component in Path::new(&path).components() {
        match component {
            Component::Normal(name) => parts.push(name.to_string_lossy().into_owned()),
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
        }
    }
    Some(parts.iter().collect())
}

/// Every broken link of one Markdown text, written as `file` (a path from the
/// root), each as `file:line: target: why`.
fn broken_links(file: &Path, text: &str) -> Vec<String> {
    let root = files::root();
    let mut faults = Vec::new();
    let mut in_code = false;
    for (n, line) in text.lines().enumerate() {
        let fence = line.trim_start();
        if fence.starts_with("```") || fence.starts_with("~~~") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        for target in targets(line).iter().filter(|t| is_relative(t)) {
            let why = match resolve(file, target) {
                None => "leaves the repository",
                Some(to) if !root.join(&to).exists() => "no such file or folder",
                Some(_) => continue,
            };
            faults.push(format!("{}:{}: {target}: {why}", file.display(), n + 1));
        }
    }
    faults
}

#[test]
fn every_relative_link_leads_into_the_repository() {
    let mut faults = Vec::new();
    let markdown = markdown_files();
    for path in &markdown {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        faults.extend(broken_links(Path::new(&files::shown(path)), &text));
    }
    assert!(
        markdown.iter().any(|p| p.ends_with("README.md")),
        "the README was not read"
    );
    assert!(faults.is_empty(), "broken links:\n{}", faults.join("\n"));
}

#[test]
fn the_link_reader_sees_links_and_images_and_skips_code_and_addresses() {
    assert_eq!(
        targets("See [the rules](assets/rules/RULES.md#2-dama) and ![shot](a.png \"A\")."),
        ["assets/rules/RULES.md#2-dama", "a.png"]
    );
    assert_eq!(
        targets("[text](<with space.md>) and [x](f(1).md)"),
        ["with space.md", "f(1).md"]
    );
    assert_eq!(targets("[label]: docs/file.md \"Title\""), ["docs/file.md"]);
    assert!(targets("`moves[0](x)` is code").is_empty());
    assert!(!is_relative("https://example.org/a.md"));
    assert!(!is_relative("mailto:someone@example.org"));
    assert!(is_relative("src/lib.rs"));
}

#[test]
fn a_link_that_leaves_the_repository_fails_even_if_its_target_exists() {
    // The repository's own manifest, reached by climbing out and back in: it
    // exists on this machine, but not for a reader of the repository.
    let root = files::root();
    let name = root.file_name().unwrap().to_string_lossy().into_owned();
    let outside = format!("../{name}/Cargo.toml");
    assert!(Path::new(&root).join(&outside).exists());
    assert_eq!(resolve(Path::new("README.md"), &outside), None);
    let text = format!("[shared]({outside})\n\n```\n[not a link](nowhere.md)\n```\n");
    assert_eq!(
        broken_links(Path::new("README.md"), &text),
        [format!("README.md:1: {outside}: leaves the repository")]
    );
    // Inside, the same file is found, from a folder too, and anchors are aside.
    assert_eq!(
        resolve(Path::new("README.md"), "Cargo.toml#deb"),
        Some("Cargo.toml".into())
    );
    assert_eq!(
        resolve(Path::new("assets/rules/RULES.md"), "../../src/lib.rs"),
        Some("src/lib.rs".into())
    );
    assert_eq!(
        resolve(Path::new("assets/rules/RULES.md"), "/src/lib.rs"),
        Some("src/lib.rs".into())
    );
    assert_eq!(
        broken_links(
            Path::new("assets/rules/RULES.md"),
            "[a](../../src/lib.rs) [b](%2E%2E/no.md)"
        ),
        ["assets/rules/RULES.md:1: %2E%2E/no.md: no such file or folder"]
    );
}
