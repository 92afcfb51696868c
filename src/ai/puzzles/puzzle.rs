//! The puzzle as data: what it asks, its solution line, themes and rating, and
//! its text form (one JSON object a line, the form `akidada puzzles export`
//! prints and `assets/puzzles/` holds).

use std::fmt;

use serde_json::Value as Json;

use crate::games::akidada::{Akidada, AkidadaRules};
use crate::games::dama::{Dama, DamaRules};
use crate::games::options::RuleOption;
use crate::games::{Game, GameKind, Side};

/// Where a puzzle comes from, and so how it is proven.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Akidada, proven by the solved table.
    Akidada,
    /// Dama with up to four pieces, proven by the endgame tables.
    DamaEndgame,
    /// Dama with more pieces, proven by deep search.
    DamaMiddlegame,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Akidada, Kind::DamaEndgame, Kind::DamaMiddlegame];

    pub const fn game(self) -> GameKind {
        match self {
            Kind::Akidada => GameKind::Akidada,
            Kind::DamaEndgame | Kind::DamaMiddlegame => GameKind::Dama,
        }
    }

    /// The name in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Kind::Akidada => "akidada",
            Kind::DamaEndgame => "endgame",
            Kind::DamaMiddlegame => "middlegame",
        }
    }

    pub fn from_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// The first letter of its puzzles' ids.
    pub const fn prefix(self) -> char {
        match self {
            Kind::Akidada => 'a',
            Kind::DamaEndgame => 'e',
            Kind::DamaMiddlegame => 'm',
        }
    }

    /// The file of `assets/puzzles/` that holds its puzzles.
    pub const fn file_name(self) -> &'static str {
        match self {
            Kind::Akidada => "akidada.jsonl",
            Kind::DamaEndgame => "dama-endgame.jsonl",
            Kind::DamaMiddlegame => "dama-middlegame.jsonl",
        }
    }
}

/// What the solver is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win the game (proven: the solution's moves are the only ones that keep
    /// the win, or a proven win nothing else reaches).
    Win,
    /// Hold the draw: every other move loses.
    Draw,
    /// Win material: the solution gains at least a man, and every other first
    /// move is at least two men worse by deep search.
    Material,
}

impl Goal {
    pub const fn id(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Draw => "draw",
            Goal::Material => "material",
        }
    }

    pub fn from_id(id: &str) -> Option<Goal> {
        [Goal::Win, Goal::Draw, Goal::Material]
            .into_iter()
            .find(|g| g.id() == id)
    }
}

/// A pattern the solution shows, found from the solution itself
/// (see [`super::themes`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Dama: a sacrifice that opens a capture of two or more pieces.
    Shot,
    /// Dama: a man crowns after the solver has given up material on the way.
    Breakthrough,
    /// Dama: a solver's man crowns in the line.
    Crowning,
    /// Dama: kings on the board and at most eight pieces.
    KingEndgame,
    /// Dama: the line ends by the lone-piece rule.
    LonePiece,
    /// A quiet first move that leaves the opponent in zugzwang: if it could pass,
    /// the solver would not win.
    Opposition,
    /// Akidada: a solver's move makes a line of three.
    AkidadaLine,
    /// After the solver's move it threatens two things at once (two lines in
    /// Akidada; captures by two different pieces in Dama).
    DoubleThreat,
    /// Akidada: the move takes the point the opponent needed for a line; Dama:
    /// the opponent is left with no move.
    Blocking,
    /// Akidada: a line is made, and only one of the pieces it may remove keeps
    /// the result.
    RemovalChoice,
}

impl Theme {
    pub const ALL: [Theme; 10] = [
        Theme::Shot,
        Theme::Breakthrough,
        Theme::Crowning,
        Theme::KingEndgame,
        Theme::LonePiece,
        Theme::Opposition,
        Theme::AkidadaLine,
        Theme::DoubleThreat,
        Theme::Blocking,
        Theme::RemovalChoice,
    ];

    /// The name in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Shot => "shot",
            Theme::Breakthrough => "breakthrough",
            Theme::Crowning => "crowning",
            Theme::KingEndgame => "king_endgame",
            Theme::LonePiece => "lone_piece",
            Theme::Opposition => "opposition",
            Theme::AkidadaLine => "akidada_line",
            Theme::DoubleThreat => "double_threat",
            Theme::Blocking => "blocking",
            Theme::RemovalChoice => "removal_choice",
        }
    }

    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its kind's letter and a number: `a0001`, `e0042`, `m0310`.
    pub id: String,
    pub kind: Kind,
    pub goal: Goal,
    /// The position string, the solver to move.
    pub position: String,
    /// Every rule option of the game by its RULES.md name, with its value as
    /// saved games write it (`lone_piece` = `KingWins`), in the game's order.
    pub options: Vec<(String, String)>,
    /// The line in RULES.md notation: the solver's moves at even indices, the
    /// opponent's replies between them; it ends with a solver's move.
    pub solution: Vec<String>,
    pub themes: Vec<Theme>,
    /// The first rating, on the README ladder's Elo scale (see [`super::rating`]).
    pub rating: u32,
}

/// Why a puzzle line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FormatError {}

impl Puzzle {
    pub fn game(&self) -> GameKind {
        self.kind.game()
    }

    /// The side to move in the position (the solver).
    pub fn solver(&self) -> Side {
        match self.position.chars().next() {
            Some('B') | Some('b') => Side::Black,
            _ => Side::White,
        }
    }

    /// The solver's moves of the solution.
    pub fn solver_moves(&self) -> impl Iterator<Item = &str> {
        self.solution.iter().step_by(2).map(String::as_str)
    }

    pub fn has_theme(&self, theme: Theme) -> bool {
        self.themes.contains(&theme)
    }

    /// The Dama rules the puzzle is played under.
    pub fn dama_rules(&self) -> Result<DamaRules, FormatError> {
        rules_of::<Dama>(&self.options)
    }

    /// The Akidada rules the puzzle is played under.
    pub fn akidada_rules(&self) -> Result<AkidadaRules, FormatError> {
        rules_of::<Akidada>(&self.options)
    }

    /// The puzzle as one line of JSON, keys in the order of the export format:
    /// `id`, `game`, `position`, `options`, `solution`, `themes`, `rating`, then
    /// `kind` and `goal`.
    pub fn to_json(&self) -> String {
        let options: Vec<String> = self
            .options
            .iter()
            .map(|(name, value)| match value.parse::<u32>() {
                Ok(n) => format!("{}:{n}", quoted(name)),
                Err(_) => format!("{}:{}", quoted(name), quoted(value)),
            })
            .collect();
        let solution: Vec<String> = self.solution.iter().map(|m| quoted(m)).collect();
        let themes: Vec<String> = self.themes.iter().map(|t| quoted(t.id())).collect();
        format!(
            "{{\"id\":{},\"game\":{},\"position\":{},\"options\":{{{}}},\"solution\":[{}],\
             \"themes\":[{}],\"rating\":{},\"kind\":{},\"goal\":{}}}",
            quoted(&self.id),
            quoted(self.game().id()),
            quoted(&self.position),
            options.join(","),
            solution.join(","),
            themes.join(","),
            self.rating,
            quoted(self.kind.id()),
            quoted(self.goal.id()),
        )
    }

    /// Reads a line written by [`Puzzle::to_json`]. Checks the form, the names
    /// and the rule options; the position and moves are checked by
    /// [`super::check`].
    pub fn from_json(line: &str) -> Result<Puzzle, FormatError> {
        let bad = |why: String| FormatError(why);
        let json: Json =
            serde_json::from_str(line).map_err(|e| bad(format!("not a JSON object: {e}")))?;
        let obj = json
            .as_object()
            .ok_or_else(|| bad("not a JSON object".to_string()))?;
        let text = |key: &str| -> Result<String, FormatError> {
            obj.get(key)
                .and_then(Json::as_str)
                .map(str::to_string)
                .ok_or_else(|| bad(format!("\"{key}\" is missing or not a string")))
        };
        let list = |key: &str| -> Result<Vec<String>, FormatError> {
            let items = obj
                .get(key)
                .and_then(Json::as_array)
                .ok_or_else(|| bad(format!("\"{key}\" is missing or not a list")))?;
            items
                .iter()
                .map(|i| {
                    i.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| bad(format!("\"{key}\" holds something not a string")))
                })
                .collect()
        };
        let id = text("id")?;
        let game = GameKind::from_id(&text("game")?)
            .ok_or_else(|| bad("\"game\" is neither akidada nor dama".to_string()))?;
        let kind_text = text("kind")?;
        let kind = Kind::from_id(&kind_text).ok_or_else(|| {
            bad(format!(
                "unknown kind \"{kind_text}\": expected akidada, endgame or middlegame"
            ))
        })?;
        if kind.game() != game {
            return Err(bad(format!("kind {} is not a {game} kind", kind.id())));
        }
        let goal_text = text("goal")?;
        let goal = Goal::from_id(&goal_text).ok_or_else(|| {
            bad(format!(
                "unknown goal \"{goal_text}\": expected win, draw or material"
            ))
        })?;
        let mut options = Vec::new();
        let given = obj
            .get("options")
            .and_then(Json::as_object)
            .ok_or_else(|| bad("\"options\" is missing or not an object".to_string()))?;
        for (name, value) in given {
            let value = match value {
                Json::String(s) => s.clone(),
                Json::Number(n) => n.to_string(),
                _ => return Err(bad(format!("option {name} is neither text nor a number"))),
            };
            options.push((name.clone(), value));
        }
        let options = match game {
            GameKind::Akidada => normalised_options::<Akidada>(&options)?,
            GameKind::Dama => normalised_options::<Dama>(&options)?,
        };
        let themes = list("themes")?
            .iter()
            .map(|t| Theme::from_id(t).ok_or_else(|| bad(format!("unknown theme \"{t}\""))))
            .collect::<Result<Vec<Theme>, FormatError>>()?;
        let rating = obj
            .get("rating")
            .and_then(Json::as_u64)
            .filter(|r| *r <= 4000)
            .ok_or_else(|| bad("\"rating\" is missing or not a whole number to 4000".into()))?
            as u32;
        let solution = list("solution")?;
        if solution.is_empty() || solution.len() % 2 == 0 {
            return Err(bad(format!(
                "the solution has {} moves: it must end with a solver's move",
                solution.len()
            )));
        }
        Ok(Puzzle {
            id,
            kind,
            goal,
            position: text("position")?,
            options,
            solution,
            themes,
            rating,
        })
    }
}

/// A JSON string literal.
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_string())
}

/// Every rule option of `G` by name with its value in `rules`, as text.
pub fn options_of<G: Game>(rules: &G::Rules) -> Vec<(String, String)> {
    // The records' own text for each option: the rules serialised by serde.
    let json = serde_json::to_value(rules).unwrap_or(Json::Null);
    G::rule_options()
        .iter()
        .map(|o: &RuleOption| {
            let value = match json.get(o.name) {
                Some(Json::String(s)) => s.clone(),
                Some(Json::Number(n)) => n.to_string(),
                _ => o.default.to_string(),
            };
            (o.name.to_string(), value)
        })
        .collect()
}

/// The rules given by name and value; options left out keep their defaults.
pub fn rules_of<G: Game>(options: &[(String, String)]) -> Result<G::Rules, FormatError> {
    let mut rules = G::Rules::default();
    for (name, value) in options {
        G::set_rule_option(&mut rules, name, value).map_err(|e| FormatError(e.to_string()))?;
    }
    Ok(rules)
}

/// The options read, checked, and written out in full in the game's order.
fn normalised_options<G: Game>(
    given: &[(String, String)],
) -> Result<Vec<(String, String)>, FormatError> {
    let rules = rules_of::<G>(given)?;
    Ok(options_of::<G>(&rules))
}

/// Reads a file of puzzles, one a line (blank lines and `#` comments skipped);
/// an error names the line.
pub fn read_lines(text: &str, source: &str) -> Result<Vec<Puzzle>, FormatError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = Puzzle::from_json(line)
            .map_err(|e| FormatError(format!("{source}, line {}: {e}", n + 1)))?;
        out.push(puzzle);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::LonePiece;

    fn sample() -> Puzzle {
        Puzzle {
            id: "e0001".into(),
            kind: Kind::DamaEndgame,
            goal: Goal::Win,
            position: "W:WKc2,Kc3,Ke3:BKh3".into(),
            options: options_of::<Dama>(&DamaRules {
                lone_piece: LonePiece::Draw,
                ..DamaRules::default()
            }),
            solution: vec!["c3-h3".into()],
            themes: vec![Theme::KingEndgame],
            rating: 812,
        }
    }

    #[test]
    fn a_puzzle_is_written_in_the_export_form_and_read_back() {
        let p = sample();
        let line = p.to_json();
        assert!(
            line.starts_with(
                "{\"id\":\"e0001\",\"game\":\"dama\",\"position\":\"W:WKc2,Kc3,Ke3:BKh3\",\
                 \"options\":{\"first\":\"Lot\",\"non_max_capture\":\"Loses\",\
                 \"lone_piece\":\"Draw\",\"no_progress\":50},\"solution\":[\"c3-h3\"],\
                 \"themes\":[\"king_endgame\"],\"rating\":812"
            ),
            "{line}"
        );
        assert_eq!(Puzzle::from_json(&line), Ok(p.clone()));
        assert_eq!(p.dama_rules().unwrap().lone_piece, LonePiece::Draw);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let good = sample().to_json();
        for (broken, words) in [
            ("{", "not a JSON object"),
            ("[1]", "not a JSON object"),
            (
                &good.replace("\"dama\"", "\"chess\"")[..],
                "neither akidada",
            ),
            (&good.replace("Draw", "Maybe")[..], "lone_piece"),
            (&good.replace("king_endgame", "fork")[..], "unknown theme"),
            (&good.replace("812", "-3")[..], "rating"),
            (&good.replace("[\"c3-h3\"]", "[]")[..], "solver's move"),
        ] {
            let e = Puzzle::from_json(broken).unwrap_err().to_string();
            assert!(e.contains(words), "{broken}: {e}");
        }
        let e = read_lines(&format!("{good}\n\n{{"), "x.jsonl").unwrap_err();
        assert!(e.0.starts_with("x.jsonl, line 3"), "{e}");
    }
}
