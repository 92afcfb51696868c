//! The puzzle as data: what it asks, its solution line, themes and rating, and
//! its text form (one JSON object a line, the form `akidada puzzles export`
//! prints and `assets/puzzles/` holds).

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, DeserializeOwned, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value as Json;

use crate::games::akidada::{Akidada, AkidadaRules};
use crate::games::dama::{Dama, DamaRules};
use crate::games::options::RuleOption;
use crate::games::{Game, GameKind, Side};

/// Where a puzzle comes from, and so how it is proven.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
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

// Each name in a file is its id; one that is none says what is expected.
impl From<Kind> for &'static str {
    fn from(kind: Kind) -> &'static str {
        kind.id()
    }
}

impl TryFrom<String> for Kind {
    type Error = String;

    fn try_from(id: String) -> Result<Kind, String> {
        Kind::from_id(&id).ok_or_else(|| {
            format!("unknown kind \"{id}\": expected akidada, endgame or middlegame")
        })
    }
}

impl From<Goal> for &'static str {
    fn from(goal: Goal) -> &'static str {
        goal.id()
    }
}

impl TryFrom<String> for Goal {
    type Error = String;

    fn try_from(id: String) -> Result<Goal, String> {
        Goal::from_id(&id)
            .ok_or_else(|| format!("unknown goal \"{id}\": expected win, draw or material"))
    }
}

impl From<Theme> for &'static str {
    fn from(theme: Theme) -> &'static str {
        theme.id()
    }
}

impl TryFrom<String> for Theme {
    type Error = String;

    fn try_from(id: String) -> Result<Theme, String> {
        Theme::from_id(&id).ok_or_else(|| format!("unknown theme \"{id}\""))
    }
}

/// A game by its id (`akidada`, `dama`), as puzzle and drill lines name it.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub(super) struct GameId(pub GameKind);

impl From<GameId> for &'static str {
    fn from(game: GameId) -> &'static str {
        game.0.id()
    }
}

impl TryFrom<String> for GameId {
    type Error = String;

    fn try_from(id: String) -> Result<GameId, String> {
        GameKind::from_id(&id)
            .map(GameId)
            .ok_or_else(|| format!("\"{id}\" is neither akidada nor dama"))
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

    /// The puzzle as one line of JSON (the fields of `PuzzleLine`).
    pub fn to_json(&self) -> String {
        let line = PuzzleLine {
            id: self.id.clone(),
            game: GameId(self.game()),
            position: self.position.clone(),
            options: Options(self.options.clone()),
            solution: self.solution.clone(),
            themes: self.themes.clone(),
            rating: self.rating,
            kind: self.kind,
            goal: self.goal,
        };
        to_line(&line)
    }

    /// Reads a line written by [`Puzzle::to_json`]. Checks the form, the names
    /// and the rule options; the position and moves are checked by
    /// [`super::check`].
    pub fn from_json(line: &str) -> Result<Puzzle, FormatError> {
        let bad = |why: String| Err(FormatError(why));
        let read: PuzzleLine = from_line(line)?;
        let game = read.game.0;
        if read.kind.game() != game {
            return bad(format!("kind {} is not a {game} kind", read.kind.id()));
        }
        let options = match game {
            GameKind::Akidada => normalised_options::<Akidada>(&read.options.0)?,
            GameKind::Dama => normalised_options::<Dama>(&read.options.0)?,
        };
        if read.rating > MAX_RATING {
            return bad(format!(
                "\"rating\" is {}: it is at most {MAX_RATING}",
                read.rating
            ));
        }
        let solution = read.solution;
        if solution.is_empty() || solution.len().is_multiple_of(2) {
            return bad(format!(
                "the solution has {} moves: it must end with a solver's move",
                solution.len()
            ));
        }
        Ok(Puzzle {
            id: read.id,
            kind: read.kind,
            goal: read.goal,
            position: read.position,
            options,
            solution,
            themes: read.themes,
            rating: read.rating,
        })
    }
}

/// The highest rating a puzzle line may give.
const MAX_RATING: u32 = 4000;

/// A puzzle as a line of the files holds it, keys in the order of the export
/// format: `id`, `game`, `position`, `options`, `solution`, `themes`,
/// `rating`, then `kind` and `goal`. Other keys are let be.
#[derive(Serialize, Deserialize)]
struct PuzzleLine {
    id: String,
    game: GameId,
    position: String,
    options: Options,
    solution: Vec<String>,
    themes: Vec<Theme>,
    rating: u32,
    kind: Kind,
    goal: Goal,
}

/// Rule options as a line holds them, by name in the game's order: a whole
/// number as a JSON number, any other value as text
/// (`{"lone_piece":"KingWins","no_progress":50}`). Read, a number is taken
/// as its text, to be checked with the rest by the game's options.
#[derive(Debug, Default)]
pub(super) struct Options(pub Vec<(String, String)>);

impl Serialize for Options {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            match value.parse::<u32>() {
                Ok(n) => map.serialize_entry(name, &n)?,
                Err(_) => map.serialize_entry(name, value)?,
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Options, D::Error> {
        let given = BTreeMap::<String, OptionValue>::deserialize(deserializer)?;
        Ok(Options(given.into_iter().map(|(n, v)| (n, v.0)).collect()))
    }
}

/// An option's value read as text, from a JSON string or number.
struct OptionValue(String);

impl<'de> Deserialize<'de> for OptionValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OptionValue, D::Error> {
        deserializer.deserialize_any(OptionValueVisitor)
    }
}

struct OptionValueVisitor;

impl Visitor<'_> for OptionValueVisitor {
    type Value = OptionValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("text or a number")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<OptionValue, E> {
        Ok(OptionValue(text.to_string()))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<OptionValue, E> {
        Ok(OptionValue(n.to_string()))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<OptionValue, E> {
        Ok(OptionValue(n.to_string()))
    }

    fn visit_f64<E: de::Error>(self, n: f64) -> Result<OptionValue, E> {
        Ok(OptionValue(n.to_string()))
    }
}

/// One line of JSON.
pub(super) fn to_line(line: &impl Serialize) -> String {
    // Text, numbers, lists and maps keyed by text: nothing JSON cannot hold.
    serde_json::to_string(line).expect("a line of text and numbers is JSON")
}

/// Reads one line of JSON as a `T`. An error says what is wrong, the key it
/// is under and its column in the line.
pub(super) fn from_line<T: DeserializeOwned>(line: &str) -> Result<T, FormatError> {
    if !line.trim_start().starts_with('{') {
        return Err(FormatError("not a JSON object".to_string()));
    }
    let mut json = serde_json::Deserializer::from_str(line);
    let read = serde_path_to_error::deserialize(&mut json).map_err(|e| {
        let path = e.path();
        let named = path
            .iter()
            .any(|s| !matches!(s, serde_path_to_error::Segment::Unknown));
        let key = if named {
            format!("{path}: ")
        } else {
            String::new()
        };
        json_error(&key, e.inner())
    })?;
    json.end().map_err(|e| json_error("", &e))?;
    Ok(read)
}

/// serde_json's error, with its column alone: the line is the file's, which
/// its reader says.
fn json_error(key: &str, e: &serde_json::Error) -> FormatError {
    let text = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    let what = text.strip_suffix(&at).unwrap_or(&text);
    FormatError(format!("{key}{what} at column {}", e.column()))
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
            ("{", "EOF while parsing an object at column 1"),
            ("[1]", "not a JSON object"),
            (
                "{\"id\":3}",
                "id: invalid type: integer `3`, expected a string at column 7",
            ),
            (
                &good.replace("\"rating\"", "\"rank\"")[..],
                "missing field `rating`",
            ),
            (&format!("{good} x"), "trailing characters at column"),
            (
                &good.replace("\"dama\"", "\"chess\"")[..],
                "game: \"chess\" is neither akidada nor dama at column ",
            ),
            (&good.replace("Draw", "Maybe")[..], "lone_piece"),
            (
                &good.replace("\"Draw\"", "true")[..],
                "options.lone_piece: invalid type",
            ),
            (
                &good.replace("king_endgame", "fork")[..],
                "themes[0]: unknown theme \"fork\"",
            ),
            (
                &good.replace("812", "-3")[..],
                "rating: invalid value: integer `-3`",
            ),
            (&good.replace("812", "4001")[..], "\"rating\" is 4001"),
            (&good.replace("[\"c3-h3\"]", "[]")[..], "solver's move"),
        ] {
            let e = Puzzle::from_json(broken).unwrap_err().to_string();
            assert!(e.contains(words), "{broken}: {e}");
        }
        let e = read_lines(&format!("{good}\n\n{{"), "x.jsonl").unwrap_err();
        assert!(e.0.starts_with("x.jsonl, line 3: EOF"), "{e}");
    }

    /// The shipped files are what the writer writes of what they hold, byte
    /// for byte (but for their comment lines).
    #[test]
    fn the_shipped_files_are_written_back_as_they_are() {
        for kind in Kind::ALL {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/puzzles")
                .join(kind.file_name());
            let text = std::fs::read_to_string(&path).unwrap();
            let puzzles = read_lines(&text, kind.file_name()).unwrap();
            let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
            assert_eq!(puzzles.len(), lines.len(), "{}", kind.file_name());
            for (p, line) in puzzles.iter().zip(lines) {
                assert_eq!(p.to_json(), line, "{}", kind.file_name());
            }
        }
    }
}
