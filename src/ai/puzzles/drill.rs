//! Positions for the maximal-capture drill: Dama positions with several
//! capture routes of which only some capture the maximum, mined from the same
//! self-play games as the puzzles.

use serde_json::Value as Json;

use super::puzzle::{FormatError, options_of, rules_of};
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

    pub fn to_json(&self) -> String {
        let q = |t: &str| serde_json::to_string(t).unwrap_or_default();
        let options: Vec<String> = self
            .options
            .iter()
            .map(|(n, v)| match v.parse::<u32>() {
                Ok(x) => format!("{}:{x}", q(n)),
                Err(_) => format!("{}:{}", q(n), q(v)),
            })
            .collect();
        let maximal: Vec<String> = self.maximal.iter().map(|m| q(m)).collect();
        format!(
            "{{\"id\":{},\"game\":\"dama\",\"position\":{},\"options\":{{{}}},\"maximum\":{},\"maximal\":[{}],\"captures\":{}}}",
            q(&self.id),
            q(&self.position),
            options.join(","),
            self.maximum,
            maximal.join(","),
            self.captures
        )
    }

    pub fn from_json(line: &str) -> Result<DrillPosition, FormatError> {
        let bad = |why: &str| FormatError(why.to_string());
        let json: Json = serde_json::from_str(line)
            .map_err(|e| FormatError(format!("not a JSON object: {e}")))?;
        let text = |k: &str| {
            json.get(k)
                .and_then(Json::as_str)
                .map(str::to_string)
                .ok_or_else(|| FormatError(format!("\"{k}\" is missing or not a string")))
        };
        let number = |k: &str| {
            json.get(k)
                .and_then(Json::as_u64)
                .ok_or_else(|| FormatError(format!("\"{k}\" is missing or not a number")))
        };
        let mut options = Vec::new();
        for (n, v) in json
            .get("options")
            .and_then(Json::as_object)
            .ok_or_else(|| bad("\"options\" is missing or not an object"))?
        {
            let v = match v {
                Json::String(s) => s.clone(),
                Json::Number(x) => x.to_string(),
                _ => return Err(bad("an option is neither text nor a number")),
            };
            options.push((n.clone(), v));
        }
        let rules = rules_of::<Dama>(&options)?;
        let maximal = json
            .get("maximal")
            .and_then(Json::as_array)
            .ok_or_else(|| bad("\"maximal\" is missing or not a list"))?
            .iter()
            .map(|m| {
                m.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| bad("a maximal move is not text"))
            })
            .collect::<Result<Vec<String>, FormatError>>()?;
        Ok(DrillPosition {
            id: text("id")?,
            position: text("position")?,
            options: options_of::<Dama>(&rules),
            maximum: number("maximum")? as u32,
            maximal,
            captures: number("captures")? as usize,
        })
    }
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
}
