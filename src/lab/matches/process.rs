//! Another build of the engine as a match player: a child process spoken to
//! through the engine protocol (`PATH engine`), as any match runner would. So
//! a match can pit this build against an older one built in a directory of its
//! own, each with its own evaluation and search.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use crate::ai::Value;
use crate::ai::search::{Limits, Score};
use crate::games::Side;
use crate::games::dama::{DamaRules, Move, Position};

/// An engine process, ready for `position` and `go`.
pub struct EngineProcess {
    path: PathBuf,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl EngineProcess {
    /// Starts `path engine`, checks that it speaks the protocol and gives it
    /// the rules, the table size, one thread and the level. It reads its
    /// endgame tables from the cache as `akidada engine` does.
    pub fn start(
        path: &Path,
        rules: &DamaRules,
        hash_mb: usize,
        level: u8,
    ) -> Result<EngineProcess, String> {
        let mut child = Command::new(path)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: cannot start it: {e}", path.display()))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("{}: no standard input or output", path.display()));
        };
        let mut engine = EngineProcess {
            path: path.to_path_buf(),
            child,
            input,
            output: BufReader::new(output),
        };
        engine.send("uci")?;
        engine.until("uciok")?;
        let options = [
            ("first", "White".to_string()),
            ("non_max_capture", format!("{:?}", rules.non_max_capture)),
            ("lone_piece", format!("{:?}", rules.lone_piece)),
            ("no_progress", rules.no_progress.to_string()),
            ("Hash", hash_mb.to_string()),
            ("Threads", "1".to_string()),
            ("Level", level.to_string()),
        ];
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: cannot write to it: {e}", self.path.display()))
    }

    /// The lines up to the first that starts with `prefix`, and that line; an
    /// `info string error` on the way (an option refused) is an error.
    fn until(&mut self, prefix: &str) -> Result<(String, Vec<String>), String> {
        let mut before = Vec::new();
        loop {
            let mut line = String::new();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("{}: cannot read from it: {e}", self.path.display()))?;
            if n == 0 {
                return Err(format!(
                    "{}: the engine ended before saying {prefix}",
                    self.path.display()
                ));
            }
            let line = line.trim_end().to_string();
            if line.starts_with("info string error") {
                return Err(format!("{}: {line}", self.path.display()));
            }
            if line.starts_with(prefix) {
                return Ok((line, before));
            }
            before.push(line);
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.until("readyok").map(|_| ())
    }

    /// A new game: the engine forgets what the last one taught it.
    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// The engine's move in `pos`, reached by `moves` from `start`, and its
    /// score from the mover's view (its last full `info` line's).
    pub fn choose(
        &mut self,
        start: &Position,
        moves: &[String],
        pos: &Position,
        limits: &Limits,
    ) -> Result<(Option<Move>, Option<Score>), String> {
        let mut line = if *start == Position::start(Side::White) {
            String::from("position startpos")
        } else {
            format!("position fen {start}")
        };
        if !moves.is_empty() {
            line.push_str(" moves ");
            line.push_str(&moves.join(" "));
        }
        self.send(&line)?;
        let mut go = String::from("go");
        if let Some(n) = limits.nodes {
            go.push_str(&format!(" nodes {n}"));
        }
        if let Some(d) = limits.depth {
            go.push_str(&format!(" depth {d}"));
        }
        if let Some(t) = limits.movetime {
            go.push_str(&format!(" movetime {}", t.as_millis().max(1)));
        }
        self.send(&go)?;
        let (best, infos) = self.until("bestmove")?;
        let score = infos
            .iter()
            .rev()
            .filter(|l| l.starts_with("info depth") && !l.contains(" multipv 2"))
            .find_map(|l| score_of(l));
        let text = best.trim_start_matches("bestmove").trim();
        if text == "(none)" {
            return Ok((None, score));
        }
        let mv = pos
            .parse_move(text)
            .map_err(|e| format!("{}: bestmove {text}: {e} (in {pos})", self.path.display()))?;
        Ok((Some(mv), score))
    }
}

/// The score of an `info` line: `score cp X`, `score win N`, `score loss N`,
/// `score draw`.
fn score_of(line: &str) -> Option<Score> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words.iter().position(|w| *w == "score")?;
    if *words.get(i + 1)? == "draw" {
        return Some(Score::Exact(Value::Draw));
    }
    let n: i64 = words.get(i + 2)?.parse().ok()?;
    match *words.get(i + 1)? {
        "cp" => Some(Score::Cp(i32::try_from(n).ok()?)),
        "win" => Some(Score::Exact(Value::Win(u16::try_from(n).ok()?))),
        "loss" => Some(Score::Exact(Value::Loss(u16::try_from(n).ok()?))),
        _ => None,
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_read_from_info_lines() {
        let line = "info depth 9 seldepth 14 score cp -35 nodes 1000 pv e3-e4";
        assert_eq!(score_of(line), Some(Score::Cp(-35)));
        assert_eq!(
            score_of("info depth 20 score win 7 pv a7-a8"),
            Some(Score::Exact(Value::Win(7)))
        );
        assert_eq!(
            score_of("info depth 20 score loss 4"),
            Some(Score::Exact(Value::Loss(4)))
        );
        assert_eq!(score_of("info string note"), None);
        assert_eq!(score_of("info depth 3 score cp x"), None);
    }
}
