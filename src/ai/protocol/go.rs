//! `go`: the words after it, and the search limits they stand for.

use std::time::Duration;

use crate::ai::search::{Clock, Limits};
use crate::games::Side;

/// What `go` asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// wtime, btime, winc, binc in milliseconds.
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u32>,
    pub infinite: bool,
}

impl Go {
    /// Reads the words after `go`.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let word = words[i].to_ascii_lowercase();
            i += 1;
            if word == "infinite" {
                go.infinite = true;
                continue;
            }
            let known = [
                "movetime",
                "depth",
                "nodes",
                "wtime",
                "btime",
                "winc",
                "binc",
                "movestogo",
            ];
            if !known.contains(&word.as_str()) {
                return Err(format!(
                    "go: unknown parameter '{}': expected movetime, depth, nodes, wtime, \
                     btime, winc, binc, movestogo or infinite",
                    words[i - 1]
                ));
            }
            let Some(text) = words.get(i) else {
                return Err(format!("go: {word} needs a number after it"));
            };
            i += 1;
            let n: u64 = text
                .parse()
                .map_err(|_| format!("go: {word} '{text}' is not a whole number"))?;
            match word.as_str() {
                "movetime" => go.movetime = Some(Duration::from_millis(n.max(1))),
                "depth" => {
                    go.depth = Some(u32::try_from(n).unwrap_or(u32::MAX).clamp(1, 1000));
                }
                "nodes" => go.nodes = Some(n.max(1)),
                "wtime" => go.wtime = Some(n),
                "btime" => go.btime = Some(n),
                "winc" => go.winc = Some(n),
                "binc" => go.binc = Some(n),
                _ => go.movestogo = Some(u32::try_from(n).unwrap_or(u32::MAX)),
            }
        }
        Ok(go)
    }

    /// The search limits for `side` to move.
    pub fn limits(&self, side: Side, multipv: usize) -> Limits {
        let (time, inc) = match side {
            Side::White => (self.wtime, self.winc),
            Side::Black => (self.btime, self.binc),
        };
        Limits {
            depth: self.depth,
            movetime: self.movetime,
            nodes: self.nodes,
            clock: time.map(|t| Clock {
                time: Duration::from_millis(t),
                increment: Duration::from_millis(inc.unwrap_or(0)),
                moves_to_go: self.movestogo,
            }),
            infinite: self.infinite,
            multipv,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parses_every_limit() {
        let go = Go::parse(&[
            "wtime",
            "60000",
            "btime",
            "50000",
            "winc",
            "1000",
            "binc",
            "500",
            "movestogo",
            "20",
        ])
        .unwrap();
        let l = go.limits(Side::Black, 1);
        assert_eq!(
            l.clock,
            Some(Clock {
                time: Duration::from_millis(50_000),
                increment: Duration::from_millis(500),
                moves_to_go: Some(20)
            })
        );
        assert!(Go::parse(&["infinite"]).unwrap().infinite);
        assert!(Go::parse(&["nodes"]).is_err());
    }
}
