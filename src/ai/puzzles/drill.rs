//! Positions for the maximal-capture drill: Dama positions with several
//! capture routes of which only some capture the maximum, mined from the same
//! self-play games as the puzzles.

use serde::{Deserialize, Serialize};

use super::puzzle::{FormatError, Options, from_line, options_of, rules_of, to_line};
use crate::games::dama::{Dama, DamaRules, Move, Position};

/// The fewest distinct capture moves (routes that leave different positions),
/// maximal or not, a drill position has.
pub const MIN_MOVES: usize = 3;
/// The smallest maximum capture a drill position asks for.
pub const MIN_MAXIMUM: u32 = 2;

/// One drill position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillPosition {
    /// `c0001`...
    pub id: String,
    pub position: String,
    pub options: Vec<(String, String)>,
    /// The number of pieces a legal (maximal) capture takes.
    pub maximum: u32,
    /// Every maximal capture, one route each, in notation.
    pub maximal: Vec<String>,
    /// How many distinct capture moves there are in all, maximal or not.
    pub captures: usize,
}

/// What a position offers the drill, if it qualifies: the maximum, the
/// maximal moves and the count of all capture moves.
pub fn qualifies(pos: &Position) -> Option<(u32, Vec<Move>, usize)> {
    if !pos.has_capture() {
        return None;
    }
    let summary = pos.capture_summary();
    let mut all: Vec<Move> = summary.routes.iter().map(|r| r.to_move()).collect();
    all.sort();
    all.dedup();
    let maximal: Vec<Move> = all
        .iter()
        .copied()
        .filter(|m| m.capture_count() == summary.maximum)
        .collect();
    let shorter = all.len() - maximal.len();
    (summary.maximum >= MIN_MAXIMUM && all.len() >= MIN_MOVES && shorter >= 1).then_some((
        summary.maximum,
        maximal,
        all.len(),
    ))
}

impl DrillPosition {
    /// The drill position for `pos` under `rules`, if it qualifies.
    pub fn of(id: String, pos: &Position, rules: &DamaRules) -> Option<DrillPosition> {
        let (maximum, maximal, captures) = qualifies(pos)?;
        Some(DrillPosition {
            id,
            position: pos.to_string(),
            options: options_of::<Dama>(rules),
            maximum,
            maximal: maximal.iter().map(|m| pos.move_text(m)).collect(),
            captures,
        })
    }

    pub fn rules(&self) -> Result<DamaRules, FormatError> {
        rules_of::<Dama>(&self.options)
    }

    /// Checks the stored answer against the rules.
    pub fn check(&self) -> Result<(), String> {
        let pos: Position = self
            .position
            .parse()
            .map_err(|e| format!("the position does not read: {e}"))?;
        let Some((maximum, maximal, captures)) = qualifies(&pos) else {
            return Err("the position has not several capture routes of different lengths".into());
        };
        let stored: Result<Vec<Move>, String> = self
            .maximal
            .iter()
            .map(|t| pos.parse_move(t).map_err(|e| format!("{t}: {e}")))
            .collect();
        let mut stored = stored?;
        stored.sort();
        let mut found = maximal;
        found.sort();
        if maximum != self.maximum || stored != found || captures != self.captures {
            return Err(format!(
                "stored maximum {} with {} maximal of {} captures; the rules give {maximum} with {} of {captures}",
                self.maximum,
                self.maximal.len(),
                self.captures,
                found.len()
            ));
        }
        Ok(())
    }

    /// The position as one line of JSON (the fields of `DrillLine`).
    pub fn to_json(&self) -> String {
        let line = DrillLine {
            id: self.id.clone(),
            game: "dama",
            position: self.position.clone(),
            options: Options(self.options.clone()),
            maximum: self.maximum,
            maximal: self.maximal.clone(),
            captures: self.captures,
        };
        to_line(&line)
    }

    /// Reads a line written by [`DrillPosition::to_json`]; the rule options
    /// are checked, the answer by [`DrillPosition::check`].
    pub fn from_json(line: &str) -> Result<DrillPosition, FormatError> {
        let read: DrillLine = from_line(line)?;
        let rules = rules_of::<Dama>(&read.options.0)?;
        Ok(DrillPosition {
            id: read.id,
            position: read.position,
            options: options_of::<Dama>(&rules),
            maximum: read.maximum,
            maximal: read.maximal,
            captures: read.captures,
        })
    }
}

/// A drill position as a line of `drill.jsonl` holds it, in this order.
/// Other keys are let be.
#[derive(Serialize, Deserialize)]
struct DrillLine {
    id: String,
    /// Always `dama`, written for the reader of the file; not read.
    #[serde(skip_deserializing)]
    game: &'static str,
    position: String,
    options: Options,
    maximum: u32,
    maximal: Vec<String>,
    captures: usize,
}

/// Reads a file of drill positions, one a line.
pub fn read_lines(text: &str, source: &str) -> Result<Vec<DrillPosition>, FormatError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        out.push(
            DrillPosition::from_json(line)
                .map_err(|e| FormatError(format!("{source}, line {}: {e}", n + 1)))?,
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_example_of_the_description_is_a_drill_position() {
        let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        let d = DrillPosition::of("c0001".into(), &pos, &DamaRules::default()).unwrap();
        assert_eq!(d.maximum, 6);
        assert_eq!(d.maximal.len(), 7);
        assert!(d.captures > 7);
        d.check().unwrap();
        let back = DrillPosition::from_json(&d.to_json()).unwrap();
        assert_eq!(back, d);
        let mut wrong = d.clone();
        wrong.maximal.pop();
        assert!(wrong.check().is_err());
    }

    /// The shipped file is what the writer writes of what it holds, byte for
    /// byte (but for its comment lines).
    #[test]
    fn the_shipped_file_is_written_back_as_it_is() {
        let text = include_str!("../../../assets/puzzles/drill.jsonl");
        let drill = read_lines(text, "drill.jsonl").unwrap();
        let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(drill.len(), lines.len());
        for (d, line) in drill.iter().zip(lines) {
            assert_eq!(d.to_json(), line);
        }
    }

    #[test]
    fn a_bad_line_says_what_is_wrong_and_where() {
        let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        let good = DrillPosition::of("c0001".into(), &pos, &DamaRules::default())
            .unwrap()
            .to_json();
        for (broken, words) in [
            (
                good.replace("\"maximum\":6", "\"maximum\":\"6\""),
                "maximum: invalid type: string \"6\", expected u32 at column",
            ),
            (
                good.replace("\"maximal\"", "\"max\""),
                "missing field `maximal`",
            ),
            (good.replace("Loses", "Maybe"), "non_max_capture"),
            ("[]".to_string(), "not a JSON object"),
        ] {
            let e = DrillPosition::from_json(&broken).unwrap_err().to_string();
            assert!(e.contains(words), "{broken}: {e}");
        }
        // The game is written, and any other key is let be.
        assert!(
            good.starts_with("{\"id\":\"c0001\",\"game\":\"dama\","),
            "{good}"
        );
        let other = good.replace("\"game\":\"dama\"", "\"note\":1");
        assert!(DrillPosition::from_json(&other).is_ok());
    }
}
