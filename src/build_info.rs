//! What this program is: its version and the commit it was built from (found by
//! `build.rs` with git, or named by `AKIDADA_COMMIT` when built without git).
//! Shown by `akidada --version` and the window's About box.

/// The version, from `Cargo.toml`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The commit's short hash; `None` for a build outside a git checkout.
pub fn commit() -> Option<&'static str> {
    Some(env!("AKIDADA_COMMIT")).filter(|c| !c.is_empty())
}

/// `akidada 0.1.0 (abc1234)`, or `akidada 0.1.0` without a known commit.
pub fn version_line() -> String {
    match commit() {
        Some(commit) => format!("akidada {VERSION} ({commit})"),
        None => format!("akidada {VERSION}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_line_names_the_version_and_the_commit() {
        let line = version_line();
        assert!(line.starts_with(&format!("akidada {VERSION}")), "{line}");
        match commit() {
            Some(commit) => {
                assert!(
                    commit.chars().all(|c| c.is_ascii_alphanumeric()),
                    "{commit}"
                );
                assert!(line.ends_with(&format!(" ({commit})")), "{line}");
            }
            None => assert_eq!(line, format!("akidada {VERSION}")),
        }
    }

    #[test]
    fn the_commit_is_the_checked_out_one() {
        // Cargo builds again when HEAD moves (build.rs watches it), so a test
        // binary always names the commit it is run in.
        let head = std::process::Command::new("git")
            .args(["rev-parse", "HEAD"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output();
        let Ok(head) = head.map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string()) else {
            return; // no git here: nothing to compare with
        };
        if head.is_empty() || std::env::var_os("AKIDADA_COMMIT").is_some() {
            return;
        }
        let commit = commit().expect("a git checkout names its commit");
        assert!(head.starts_with(commit), "{commit} is not HEAD {head}");
    }
}
