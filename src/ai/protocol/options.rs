//! The engine's own options (not the rules of a game), declared once: `uci`
//! prints this table, `setoption` reads it, and [`Settings::DEFAULT`] holds the
//! defaults it shows.

use super::Settings;
use crate::ai::search::{LEVELS, MAX_HASH_MB, MAX_THREADS};

/// The most lines `MultiPV` accepts.
pub const MAX_MULTIPV: usize = 64;

/// What kind of value an option takes.
#[derive(Copy, Clone, Debug)]
pub enum Kind {
    /// The game played: one of the names the protocol was started with, the
    /// first by default.
    Game,
    /// A whole number from `min` to `max`; `set` stores a checked value in the
    /// settings (the game then applies them, and may refuse: a table too large
    /// for the memory).
    Spin {
        default: u64,
        min: u64,
        max: u64,
        set: fn(&mut Settings, u64),
    },
}

/// One engine option.
#[derive(Copy, Clone, Debug)]
pub struct EngineOption {
    /// As `setoption name` takes it (in any case).
    pub name: &'static str,
    pub kind: Kind,
}

/// Every engine option, in the order `uci` prints them; the rule options of
/// the game played follow them.
pub const OPTIONS: &[EngineOption] = &[
    EngineOption {
        name: "Game",
        kind: Kind::Game,
    },
    EngineOption {
        name: "Hash",
        kind: Kind::Spin {
            default: Settings::DEFAULT.hash_mb as u64,
            min: 1,
            max: MAX_HASH_MB as u64,
            set: |s, n| s.hash_mb = n as usize,
        },
    },
    EngineOption {
        name: "Threads",
        kind: Kind::Spin {
            default: Settings::DEFAULT.threads as u64,
            min: 1,
            max: MAX_THREADS as u64,
            set: |s, n| s.threads = n as usize,
        },
    },
    EngineOption {
        name: "Level",
        kind: Kind::Spin {
            default: Settings::DEFAULT.level as u64,
            min: 1,
            max: LEVELS.len() as u64,
            set: |s, n| s.level = n as u8,
        },
    },
    EngineOption {
        name: "MultiPV",
        kind: Kind::Spin {
            default: Settings::DEFAULT.multipv as u64,
            min: 1,
            max: MAX_MULTIPV as u64,
            set: |s, n| s.multipv = n as usize,
        },
    },
];

/// The option named `name` (in any case).
pub fn find(name: &str) -> Option<&'static EngineOption> {
    OPTIONS.iter().find(|o| o.name.eq_ignore_ascii_case(name))
}

/// The option's `uci` line; `games` are the names for `Game`, `current` the
/// game played.
pub fn uci_line(option: &EngineOption, games: &[&str], current: &str) -> String {
    match option.kind {
        Kind::Game => {
            let vars: Vec<String> = games.iter().map(|g| format!("var {g}")).collect();
            format!(
                "option name {} type combo default {current} {}",
                option.name,
                vars.join(" ")
            )
        }
        Kind::Spin {
            default, min, max, ..
        } => format!(
            "option name {} type spin default {default} min {min} max {max}",
            option.name
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_in_range_and_setting_them_gives_the_default_settings() {
        let mut s = Settings {
            hash_mb: 0,
            threads: 0,
            level: 0,
            multipv: 0,
        };
        for option in OPTIONS {
            if let Kind::Spin {
                default,
                min,
                max,
                set,
            } = option.kind
            {
                assert!((min..=max).contains(&default), "{}", option.name);
                set(&mut s, default);
            }
        }
        assert_eq!(s, Settings::DEFAULT);
    }

    #[test]
    fn names_are_found_in_any_case() {
        assert_eq!(find("hash").map(|o| o.name), Some("Hash"));
        assert_eq!(find("MULTIPV").map(|o| o.name), Some("MultiPV"));
        assert!(find("lone_piece").is_none());
    }
}
