//! Cheap build steps only: the commit for `akidada --version` (see
//! `src/build_info.rs`), the list of translation files and their message ids
//! (`src/i18n`), and on Windows the icon embedded in the executable.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    locales();
    println!("cargo:rerun-if-changed=build.rs");
    // A build from a source tarball has no git: the builder may name the commit.
    println!("cargo:rerun-if-env-changed=AKIDADA_COMMIT");
    let commit = std::env::var("AKIDADA_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| git(&["rev-parse", "--short", "HEAD"]))
        .unwrap_or_default();
    println!("cargo:rustc-env=AKIDADA_COMMIT={}", commit.trim());
    watch_head();
    windows_resources();
}

/// The icon Explorer and the taskbar show, the version its Properties and
/// *Apps & features* read, and the manifest: decided by the target, not by
/// the machine that builds (a Linux machine builds for Windows with MinGW's
/// `windres`; a Windows one with the SDK's `rc.exe`).
fn windows_resources() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo:rerun-if-changed=assets/icon.ico");
    println!("cargo:rerun-if-changed=assets/windows/akidada.manifest");
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("assets/icon.ico")
        .set_manifest_file("assets/windows/akidada.manifest")
        .set("ProductName", "Akidada & Dama")
        .set("FileDescription", "Akidada & Dama")
        .set("CompanyName", "Akidada maintainers")
        .set("LegalCopyright", "2026 Akidada maintainers, MIT licence")
        .set("OriginalFilename", "akidada.exe");
    if let Err(e) = resource.compile() {
        // A program without its icon still runs: say so and go on.
        println!("cargo:warning=could not embed the icon and version: {e}");
    }
}

/// A git command's output, or `None` without git or outside a checkout.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Builds again when the commit changes: the files that name it, found through
/// git (in a worktree `.git` is a file and the branches live elsewhere). Only
/// files that exist are named, as cargo reruns on every build for a missing one.
fn watch_head() {
    let (Some(git_dir), Some(common)) = (
        git(&["rev-parse", "--absolute-git-dir"]),
        git(&["rev-parse", "--path-format=absolute", "--git-common-dir"]),
    ) else {
        return;
    };
    let mut files = vec![PathBuf::from(&git_dir).join("HEAD")];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        files.push(PathBuf::from(&common).join(branch));
    }
    files.push(PathBuf::from(&common).join("packed-refs"));
    for file in files.into_iter().filter(|f| f.is_file()) {
        println!("cargo:rerun-if-changed={}", file.display());
    }
}

/// Writes `locale_files.rs` (every `assets/locales/<lang>/*.ftl`, built in) and
/// `message_ids.rs` (a constant per message id of the English files: `new-game`
/// becomes `NEW_GAME`), so that code naming a message that does not exist does
/// not compile.
fn locales() {
    // Read when the script runs, not when it is compiled: a build script
    // compiled for one checkout may be run for another sharing the target
    // directory, and would otherwise build in the first one's translations.
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir).join("assets/locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    let mut langs: Vec<PathBuf> = read_dir(&root);
    langs.sort();
    for lang in langs.iter().filter(|p| p.is_dir()) {
        println!("cargo:rerun-if-changed={}", lang.display());
        let mut ftl: Vec<PathBuf> = read_dir(lang)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        ftl.sort();
        let code = lang.file_name().unwrap().to_string_lossy().into_owned();
        for file in ftl {
            println!("cargo:rerun-if-changed={}", file.display());
            files.push((code.clone(), file));
        }
    }
    let mut list = String::from("&[\n");
    for (code, file) in &files {
        let name = file.file_name().unwrap().to_string_lossy();
        let _ = writeln!(
            list,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            file.display().to_string()
        );
    }
    list.push(']');
    let mut ids = Vec::new();
    for (_, file) in files.iter().filter(|(code, _)| code == "en") {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        ids.extend(text.lines().filter_map(message_id).map(str::to_string));
    }
    let mut consts = String::new();
    for id in &ids {
        let name = id.replace('-', "_").to_ascii_uppercase();
        let _ = writeln!(consts, "pub const {name}: &str = {id:?};");
    }
    let _ = writeln!(consts, "/// Every id, in the order of the files.");
    let _ = writeln!(consts, "pub const ALL_IDS: &[&str] = &[");
    for id in &ids {
        let _ = writeln!(consts, "    {:?},", id);
    }
    let _ = writeln!(consts, "];");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("locale_files.rs"), list).expect("OUT_DIR is writable");
    std::fs::write(out.join("message_ids.rs"), consts).expect("OUT_DIR is writable");
}

fn read_dir(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default()
}

/// The id a line of a Fluent file starts, if it starts a message (`id = ...`):
/// not a term (`-term`), a comment, an attribute or a continuation.
fn message_id(line: &str) -> Option<&str> {
    let (id, _) = line.split_once('=')?;
    let id = id.trim_end();
    let first = id.chars().next()?;
    let valid = first.is_ascii_alphabetic()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    valid.then_some(id)
}
