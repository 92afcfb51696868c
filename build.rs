//! Cheap build steps only: the commit for `akidada --version` (see
//! `src/build_info.rs`), and on Windows the icon embedded in the executable.

use std::path::PathBuf;
use std::process::Command;

fn main() {
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

    #[cfg(windows)]
    {
        let mut resource = winresource::WindowsResource::new();
        resource.set_icon("assets/icon.ico");
        if let Err(e) = resource.compile() {
            println!("cargo:warning=could not embed the icon: {e}");
        }
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
