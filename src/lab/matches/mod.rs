//! Self-play matches: two configurations of the engine play each other from
//! random openings, each opening twice with colours swapped (paired openings),
//! and the score becomes an Elo difference with an error bar. The level ladder and
//! every change to the search or the evaluation are measured this way. A player
//! may also be another build of the engine, driven through the engine protocol
//! as a child process ([`process`]): this build against an older one, each
//! with its own search and evaluation. Instead of random openings a match may
//! play given positions ([`MatchSpec::starts`], `match --starts FILE`: endings
//! to convert, say), each with both colours.
//!
//! The error bar is the 95% interval from the spread of the pairs' scores, so
//! the openings' own bias (many endings are won by the same side with either
//! colour) drops out; [`MatchResult::elo`] gives the difference and its
//! bounds.
//!
//! # Wins thrown away
//!
//! Every game keeps each move's score (the mover's search's; `match --record`
//! writes them, [`RecordedGame`] reads them back), and a match counts the wins
//! thrown away: games in which a side judged itself +2 men or more (or a proven
//! win) at five of its moves in a row and did not win ([`thrown_away`]); and
//! the same by the pieces on the board, two pieces more after five of its moves
//! in a row ([`thrown_away_by_pieces`]), whatever the engines thought.
//! `examples/thrown_away.rs` counts them again from the records; with
//! `--positions` it writes the position before the fifth move of each such
//! run, the leader to move, for `match --starts`, and with `--converted` it
//! counts the leader's results in the games played from them.
//!
//! The current engine against itself at 100 ms a move, federation rules (White
//! first, non-maximal capture forbidden, `lone_piece` Draw, `no_progress` 50),
//! openings of 4 random plies (seeds 1 and 2, 500 games each), the tables in
//! the cache (five pieces): +258 =465 −277 for the first seat, whose seat is the only
//! difference (−7 Elo, within chance); 61 wins of the 1,000 thrown away by the
//! engine's own score, 110 by the pieces on the board, 32 by both.
//!
//! # What the count says
//!
//! - It says a side judged itself two men up and did not win, not that the
//!   position was won. Played again from 98 such positions (1,097 games at
//!   20,000 nodes a move, federation rules), each with both colours, the leader
//!   won 109 of 196 games (56%) at 20,000 nodes and lost none; on 60 of them a
//!   search fifty times larger (250 ms a move, about a million nodes) won 75 of
//!   120 (62%) against 66 of 120 (55%). Four in ten are drawn again at either
//!   budget: the count mixes wins missed with leads that do not win under
//!   `Draw`, so a change that only searches better cannot bring it down far.
//! - By the engine's own score it also falls whenever the score claims +2 men
//!   less often (tables that score a draw 0, a smaller score), so it cannot
//!   judge a change to the score's size; the count by the pieces does not
//!   depend on the score.
//! - Compare two builds in the same games, one against the other (the
//!   five-piece tables: 22 thrown away by the score against 61, z = 4.3), not
//!   two self-play runs at different times: on this shared machine the load
//!   changes how much each run searches a move, and an engine's own games are
//!   the hardest to convert, the loser defending as well as the winner attacks.

pub mod process;

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::Duration;

use crate::ai::endgame::CachedTables;
use crate::ai::eval::Weights;
use crate::ai::search::{EndgameTables, LEVELS, Level, Limits, MOVE_TIME, Params, Score, Search};
use crate::games::dama::{Dama, DamaRules, Move, Position, random_opening};
use crate::games::{FirstPlayer, Outcome, Side};
use crate::rng::Rng;
use crate::session::{Lot, Session};

/// How one side of a match plays.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// The level (its search bounds and its margin of error).
    pub level: Level,
    /// The search limits per move, tightened by the level.
    pub limits: Limits,
    /// Evaluation weights, if not the shipped ones.
    pub weights: Option<Weights>,
    /// Search knobs, if not the defaults.
    pub params: Option<Params>,
    /// Another build of the engine to play through the protocol (`PATH
    /// engine`) instead of this one's search; it is given the level and the
    /// limits (`weights` and `params` are this build's and do not apply).
    pub engine: Option<PathBuf>,
    /// The largest endgame tables this build's player reads, in pieces, when
    /// the match reads them ([`MatchSpec::tables`]): `None`, the largest in
    /// the cache; 0, none.
    pub table_pieces: Option<u32>,
    /// A name for the results.
    pub name: String,
}

impl Player {
    /// Reads `level:N`, `depth:N`, `nodes:N` or `movetime:MS` (a full-strength
    /// player bounded that way).
    pub fn parse(text: &str) -> Result<Player, String> {
        let bad = || {
            format!(
                "'{text}' is not a player: expected level:N (1 to {}), depth:N, nodes:N or movetime:MS",
                LEVELS.len()
            )
        };
        let (kind, number) = text.trim().split_once(':').ok_or_else(bad)?;
        let n: u64 = number.trim().parse().map_err(|_| bad())?;
        let full = Level::strongest();
        let (level, limits) = match kind.trim().to_ascii_lowercase().as_str() {
            "level" => {
                let level = u8::try_from(n).ok().and_then(Level::get).ok_or_else(bad)?;
                // Full strength needs some bound: the app's time per move.
                let limits = if level == full {
                    Limits::movetime(MOVE_TIME)
                } else {
                    Limits::default()
                };
                (level, limits)
            }
            "depth" if (1..=100).contains(&n) => (full, Limits::depth(n as u32)),
            "nodes" if n >= 1 => (full, Limits::nodes(n)),
            "movetime" if n >= 1 => (full, Limits::movetime(Duration::from_millis(n))),
            _ => return Err(bad()),
        };
        Ok(Player {
            level,
            limits,
            weights: None,
            params: None,
            engine: None,
            table_pieces: None,
            name: text.trim().to_string(),
        })
    }
}

/// A match between two players.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    pub first: Player,
    pub second: Player,
    /// Openings; each is played twice, so the match has twice as many games.
    pub pairs: usize,
    /// Random plies played before the engines take over.
    pub opening_plies: usize,
    /// Positions to start from instead of random openings: pair `i` plays the
    /// `i`-th (in turn, from the first again when they run out), with no
    /// random plies.
    pub starts: Vec<Position>,
    pub seed: u64,
    pub rules: DamaRules,
    /// A game still going after this many plies is scored a draw.
    pub max_plies: usize,
    /// Transposition table of each player, MB.
    pub hash_mb: usize,
    /// Whether this build's players read the endgame tables from the cache
    /// when a game nears its end, as `akidada engine` does (and so another
    /// build through the protocol does).
    pub tables: bool,
}

impl MatchSpec {
    pub fn new(first: Player, second: Player, pairs: usize) -> MatchSpec {
        MatchSpec {
            first,
            second,
            pairs,
            opening_plies: 4,
            starts: Vec::new(),
            seed: 1,
            rules: DamaRules {
                first: FirstPlayer::White,
                ..DamaRules::default()
            },
            max_plies: 400,
            hash_mb: 16,
            tables: false,
        }
    }
}

/// How one game went.
#[derive(Clone, Debug)]
pub struct GameSummary {
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// Where the game started: the standard start, or one of
    /// [`MatchSpec::starts`].
    pub start: Position,
    /// The moves in notation, opening included.
    pub moves: Vec<String>,
    /// How it ended; `None`: stopped at the ply cap, scored a draw.
    pub outcome: Option<Outcome>,
    /// From the first player's view: 1, 0.5 or 0.
    pub first_score: f64,
    /// The mover's score of each ply, as its search judged the position
    /// before it; `None` for the opening's random plies.
    pub scores: Vec<Option<Score>>,
    /// The side that threw a win away ([`thrown_away`]), if one did.
    pub thrown_away: Option<Side>,
    /// The same by the pieces on the board ([`thrown_away_by_pieces`]).
    pub thrown_away_by_pieces: Option<Side>,
}

impl GameSummary {
    /// The game as one line of JSON, for a match's record: its number, who had
    /// White, the start position, the moves, each move's score (`cp 25`, `win 7`, `loss 4` or
    /// null), the result as PDN writes it (`2-0`: White won, `1-1`, `0-2`),
    /// how it ended, and the wins thrown away (`white`, `black` or null).
    pub fn record_line(&self, number: u32) -> String {
        let side = |s: Option<Side>| {
            s.map(|s| match s {
                Side::White => "white",
                Side::Black => "black",
            })
        };
        // As PDN writes it, White's points first; a game stopped is a draw.
        let result = self.outcome.map_or("1-1", Outcome::score);
        let end = match self.outcome {
            Some(o) => o.to_string(),
            None => format!("draw (stopped after {} plies)", self.moves.len()),
        };
        let line = serde_json::json!({
            "game": number,
            "first_is_white": self.first_is_white,
            "start": self.start.to_string(),
            "moves": self.moves,
            "scores": self.scores.iter().map(|s| s.map(|s| s.to_string())).collect::<Vec<_>>(),
            "result": result,
            "end": end,
            "thrown_away": side(self.thrown_away),
            "thrown_away_by_pieces": side(self.thrown_away_by_pieces),
        });
        line.to_string()
    }
}

/// A game read back from a record line ([`GameSummary::record_line`]), its
/// moves replayed through the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedGame {
    /// The start position (the standard one when the record names none, as
    /// records made before `match --starts` do not).
    pub start: Position,
    /// Every position from the start, the last one after the last move.
    pub positions: Vec<Position>,
    /// Each move's score, from the mover's view (`None` for a random opening
    /// ply).
    pub scores: Vec<Option<Score>>,
    pub winner: Option<Side>,
}

impl RecordedGame {
    /// Reads one line of a match's record; the error names what is wrong.
    pub fn from_line(line: &str) -> Result<RecordedGame, String> {
        let game: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
        let texts = |field: &str| -> Result<Vec<Option<String>>, String> {
            game[field]
                .as_array()
                .ok_or(format!("no {field}"))
                .map(|a| a.iter().map(|v| v.as_str().map(str::to_string)).collect())
        };
        let scores = texts("scores")?
            .iter()
            .map(|s| s.as_deref().and_then(read_score))
            .collect();
        // The result as PDN writes it: White's points first.
        let winner = match game["result"].as_str().ok_or("no result")? {
            "2-0" => Some(Side::White),
            "0-2" => Some(Side::Black),
            "1-1" => None,
            other => return Err(format!("result {other}")),
        };
        let start = match game["start"].as_str() {
            Some(text) => text
                .parse::<Position>()
                .map_err(|e| format!("start {text}: {e}"))?,
            None => Position::start(Side::White),
        };
        let mut pos = start;
        let mut positions = vec![pos];
        for (i, text) in texts("moves")?.iter().enumerate() {
            let text = text.as_deref().ok_or(format!("move {}", i + 1))?;
            let mv = pos
                .parse_move(text)
                .map_err(|e| format!("move {} {text}: {e}", i + 1))?;
            pos = pos.play(&mv);
            positions.push(pos);
        }
        Ok(RecordedGame {
            start,
            positions,
            scores,
            winner,
        })
    }
}

/// A score as the protocol and the record write it: `cp 25`, or a proven
/// `win 7`, `loss 4`, `draw`.
fn read_score(text: &str) -> Option<Score> {
    match text.strip_prefix("cp ") {
        Some(cp) => cp.trim().parse().ok().map(Score::Cp),
        None => text.parse::<crate::ai::Value>().ok().map(Score::Exact),
    }
}

/// The running result, from the first player's view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games scored a draw at the ply cap (counted in `draws`).
    pub capped: u32,
    /// Each pair's score (0 to 2), for the error bar.
    pub pair_scores: Vec<f64>,
    /// Games in which the first player (index 0) or the second (1) threw a
    /// win away, by its own scores ([`thrown_away`]).
    pub thrown_away: [u32; 2],
    /// The same by the pieces on the board ([`thrown_away_by_pieces`]).
    pub thrown_away_by_pieces: [u32; 2],
}

impl MatchResult {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's share of the points, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n)
    }

    /// The Elo difference (first minus second) the score stands for, with the
    /// 95 % error bar from the spread of the pairs' scores: `(elo, low, high)`.
    /// A score of 0 or 1 has no finite Elo; it is clamped to one game short of it.
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.pair_scores.len() as f64;
        let games = f64::from(self.games()).max(1.0);
        let clamp = |p: f64| p.clamp(0.5 / games, 1.0 - 0.5 / games);
        let p = clamp(self.score());
        if n < 2.0 {
            return (elo_of(p), f64::NEG_INFINITY, f64::INFINITY);
        }
        let mean = self.pair_scores.iter().sum::<f64>() / n / 2.0;
        let var = self
            .pair_scores
            .iter()
            .map(|s| (s / 2.0 - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        let margin = 1.96 * (var / n).sqrt();
        (
            elo_of(p),
            elo_of(clamp(p - margin)),
            elo_of(clamp(p + margin)),
        )
    }
}

/// The Elo difference of a score share.
pub fn elo_of(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (elo, low, high) = self.elo();
        write!(
            f,
            "+{} ={} -{} ({} games) score {:.1}% Elo {:+.0} [{:+.0}, {:+.0}]",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score(),
            elo,
            low,
            high
        )
    }
}

/// How many of a side's moves in a row must judge the game won (five), and by
/// how much (two men, in hundredths), for a game it did not win to count as a
/// win thrown away.
pub const THROWN_MOVES: usize = 5;
pub const THROWN_MARGIN: i32 = 200;

/// The side that threw a win away: its own search scored the position +2 men
/// or more (or a proven win) at five of its moves in a row, and it did not win
/// the game (if both sides did, the first to). `scores` are by ply from the
/// start, where `first` moved first, each from the mover's view.
pub fn thrown_away(scores: &[Option<Score>], first: Side, winner: Option<Side>) -> Option<Side> {
    thrown_away_at(scores, first, winner).map(|(side, _)| side)
}

/// [`thrown_away`] with the ply of the fifth move of the run: the position
/// before that ply has the side that threw the win away to move, judging
/// itself +2 men or more for the fifth time in a row.
pub fn thrown_away_at(
    scores: &[Option<Score>],
    first: Side,
    winner: Option<Side>,
) -> Option<(Side, usize)> {
    let winning = |s: &Option<Score>| match s {
        Some(Score::Cp(cp)) => *cp >= THROWN_MARGIN,
        Some(Score::Exact(v)) => v.is_win(),
        None => false,
    };
    first_run(scores.len(), first, winner, |ply| winning(&scores[ply]))
}

/// The same by the pieces on the board, whatever the engines thought: the side
/// had two pieces more than the other (men and kings alike) after each of five
/// of its moves in a row. `positions` are before each ply, the last one after
/// the last ply.
pub fn thrown_away_by_pieces(positions: &[Position], winner: Option<Side>) -> Option<Side> {
    let plies = positions.len().saturating_sub(1);
    first_run(plies, positions[0].side_to_move(), winner, |ply| {
        let after = &positions[ply + 1];
        let mover = positions[ply].side_to_move();
        let ours = after.pieces(mover).count_ones() as i32;
        let theirs = after.pieces(mover.opposite()).count_ones() as i32;
        ours - theirs >= 2
    })
    .map(|(side, _)| side)
}

/// The side of the first run of [`THROWN_MOVES`] moves in a row of one side
/// (`first`'s plies are the even ones) for which `good` holds, if that side
/// did not win, with the ply that completed the run.
fn first_run(
    plies: usize,
    first: Side,
    winner: Option<Side>,
    good: impl Fn(usize) -> bool,
) -> Option<(Side, usize)> {
    let mut runs = [0usize; 2];
    for ply in 0..plies {
        let side = if ply % 2 == 0 {
            first
        } else {
            first.opposite()
        };
        let run = &mut runs[side.index()];
        *run = if good(ply) { *run + 1 } else { 0 };
        if *run >= THROWN_MOVES && winner != Some(side) {
            return Some((side, ply));
        }
    }
    None
}

/// An engine playing one side of a match.
struct Engine {
    player: Player,
    brain: Brain,
}

/// What chooses an engine's moves.
enum Brain {
    /// This build's search, with the cache's endgame tables if asked for.
    Here {
        search: Box<Search>,
        tables: Option<CachedTables>,
    },
    /// Another build, through the protocol.
    Process(process::EngineProcess),
}

impl Engine {
    fn new(player: &Player, spec: &MatchSpec) -> Result<Engine, String> {
        let brain = match &player.engine {
            Some(path) => Brain::Process(process::EngineProcess::start(
                path,
                &spec.rules,
                spec.hash_mb,
                player.level.number,
            )?),
            None => {
                let mut search = Box::new(Search::new(spec.hash_mb));
                if let Some(w) = &player.weights {
                    search.set_weights(w.clone());
                }
                if let Some(p) = &player.params {
                    search.set_params(p.clone());
                }
                let tables = spec.tables.then(|| match player.table_pieces {
                    Some(pieces) => CachedTables::new().up_to(pieces),
                    None => CachedTables::new(),
                });
                Brain::Here { search, tables }
            }
        };
        Ok(Engine {
            player: player.clone(),
            brain,
        })
    }

    fn new_game(&mut self) -> Result<(), String> {
        match &mut self.brain {
            Brain::Here { search, .. } => {
                search.clear();
                Ok(())
            }
            Brain::Process(process) => process.new_game(),
        }
    }

    /// The engine's move in the session's position and its score.
    fn choose(
        &mut self,
        session: &Session<Dama>,
        spec: &MatchSpec,
        rng: &mut Rng,
        stop: &AtomicBool,
    ) -> Result<(Option<Move>, Option<Score>), String> {
        let pos = session.position();
        match &mut self.brain {
            Brain::Here { search, tables } => {
                if let Some(tables) = tables {
                    let found = tables.for_search(&pos, &spec.rules).0;
                    search.set_endgame_tables(found.map(|t| t as Arc<dyn EndgameTables>));
                }
                let keys: Vec<u64> = session.plies().iter().map(|p| p.before.hash()).collect();
                let choice = self.player.level.choose_move(
                    search,
                    &pos,
                    &keys,
                    &spec.rules,
                    &self.player.limits,
                    stop,
                    rng,
                );
                Ok((choice.mv, Some(choice.report.score)))
            }
            Brain::Process(process) => {
                let moves: Vec<String> =
                    session.move_texts().iter().map(|s| s.to_string()).collect();
                process.choose(session.start(), &moves, &pos, &self.player.limits)
            }
        }
    }
}

/// A game as played: its moves, each one's score, the positions before each
/// move and after the last, how it ended.
struct Played {
    moves: Vec<String>,
    scores: Vec<Option<Score>>,
    positions: Vec<Position>,
    outcome: Option<Outcome>,
}

/// Plays one game from `start` and `opening`; `white` and `black` are the
/// two engines.
fn play_game(
    white: &mut Engine,
    black: &mut Engine,
    start: Position,
    opening: &[Move],
    spec: &MatchSpec,
    rng: &mut Rng,
    stop: &AtomicBool,
) -> Result<Played, String> {
    let lot = Lot {
        first: start.side_to_move(),
        seed: None,
    };
    let mut session: Session<Dama> = Session::from_position(spec.rules, lot, start);
    for mv in opening {
        // The opening was generated legal; a refusal would be a bug worth seeing.
        if session.play(*mv).is_err() {
            break;
        }
    }
    white.new_game()?;
    black.new_game()?;
    let mut scores: Vec<Option<Score>> = vec![None; session.plies().len()];
    while session.outcome().is_none() && session.plies().len() < spec.max_plies {
        if stop.load(Relaxed) {
            break;
        }
        let engine = if session.position().side_to_move() == Side::White {
            &mut *white
        } else {
            &mut *black
        };
        let (mv, score) = engine.choose(&session, spec, rng, stop)?;
        let Some(mv) = mv else { break };
        if session.play(mv).is_err() {
            break;
        }
        scores.push(score);
    }
    let moves = session.move_texts().iter().map(|s| s.to_string()).collect();
    let mut positions: Vec<Position> = session.plies().iter().map(|p| p.before).collect();
    positions.push(session.position());
    Ok(Played {
        moves,
        scores,
        positions,
        outcome: session.outcome(),
    })
}

/// Plays the match; `on_game` is called after every game with it and the result
/// so far. Setting `stop` ends the match after the game in progress. An error:
/// another build of the engine could not be started or broke the protocol.
pub fn play_match(
    spec: &MatchSpec,
    stop: &AtomicBool,
    on_game: &mut dyn FnMut(&GameSummary, &MatchResult),
) -> Result<MatchResult, String> {
    let mut first = Engine::new(&spec.first, spec)?;
    let mut second = Engine::new(&spec.second, spec)?;
    let mut rng = Rng::new(spec.seed);
    let mut result = MatchResult::default();
    for pair_index in 0..spec.pairs {
        if stop.load(Relaxed) {
            break;
        }
        let (start, opening) = match spec.starts.get(pair_index % spec.starts.len().max(1)) {
            Some(start) => (*start, Vec::new()),
            None => (
                Position::start(Side::White),
                random_opening(&mut rng, spec.opening_plies, &spec.rules),
            ),
        };
        let mut pair = 0.0;
        for first_is_white in [true, false] {
            let played = if first_is_white {
                play_game(
                    &mut first,
                    &mut second,
                    start,
                    &opening,
                    spec,
                    &mut rng,
                    stop,
                )?
            } else {
                play_game(
                    &mut second,
                    &mut first,
                    start,
                    &opening,
                    spec,
                    &mut rng,
                    stop,
                )?
            };
            let Played {
                moves,
                scores,
                positions,
                outcome,
            } = played;
            let first_side = if first_is_white {
                Side::White
            } else {
                Side::Black
            };
            let first_score = match outcome.and_then(Outcome::winner) {
                Some(w) if w == first_side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            match first_score {
                1.0 => result.wins += 1,
                0.0 => result.losses += 1,
                _ => result.draws += 1,
            }
            if outcome.is_none() {
                result.capped += 1;
            }
            let winner = outcome.and_then(Outcome::winner);
            let thrown = thrown_away(&scores, start.side_to_move(), winner);
            let thrown_by_pieces = thrown_away_by_pieces(&positions, winner);
            let player = |side: Side| usize::from((side == Side::White) != first_is_white);
            if let Some(side) = thrown {
                result.thrown_away[player(side)] += 1;
            }
            if let Some(side) = thrown_by_pieces {
                result.thrown_away_by_pieces[player(side)] += 1;
            }
            pair += first_score;
            if !first_is_white {
                // The pair is complete: its score counts in what `on_game` sees.
                result.pair_scores.push(pair);
            }
            let game = GameSummary {
                first_is_white,
                start,
                moves,
                outcome,
                first_score,
                scores,
                thrown_away: thrown,
                thrown_away_by_pieces: thrown_by_pieces,
            };
            on_game(&game, &result);
        }
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_from_text() {
        let p = Player::parse("level:3").unwrap();
        assert_eq!(p.level.number, 3);
        let p = Player::parse("depth:6").unwrap();
        assert_eq!(p.limits.depth, Some(6));
        let p = Player::parse(" nodes : 5000 ").unwrap();
        assert_eq!(p.limits.nodes, Some(5000));
        let p = Player::parse("level:8").unwrap();
        assert!(p.limits.movetime.is_some(), "full strength needs a bound");
        for bad in [
            "", "level", "level:0", "level:9", "depth:x", "speed:3", "nodes:0",
        ] {
            let e = Player::parse(bad).unwrap_err();
            assert!(e.contains("expected level:N"), "{bad}: {e}");
        }
    }

    #[test]
    fn elo_follows_the_score() {
        let even = MatchResult {
            wins: 10,
            draws: 20,
            losses: 10,
            pair_scores: vec![1.0; 20],
            ..MatchResult::default()
        };
        let (elo, low, high) = even.elo();
        assert!(elo.abs() < 1e-9);
        assert!(low <= elo && elo <= high);
        let ahead = MatchResult {
            wins: 30,
            draws: 0,
            losses: 10,
            pair_scores: [2.0, 1.0].repeat(10),
            ..MatchResult::default()
        };
        let (elo, low, high) = ahead.elo();
        assert!((elo - 190.8).abs() < 1.0, "{elo}");
        assert!(low < elo && elo < high && low > 0.0, "{low} {high}");
        assert!((elo_of(0.5)).abs() < 1e-9);
    }

    #[test]
    fn openings_are_legal_and_repeatable() {
        let rules = DamaRules::default();
        let a = random_opening(&mut Rng::new(9), 4, &rules);
        let b = random_opening(&mut Rng::new(9), 4, &rules);
        assert_eq!(a, b);
        let mut pos = Position::start(Side::White);
        let mut legal = Vec::new();
        for mv in &a {
            pos.legal_moves(&mut legal);
            assert!(legal.contains(mv));
            pos = pos.play(mv);
        }
    }

    #[test]
    fn a_short_match_is_played_to_the_end() {
        let mut spec = MatchSpec::new(
            Player::parse("depth:1").unwrap(),
            Player::parse("depth:2").unwrap(),
            2,
        );
        spec.hash_mb = 1;
        let stop = AtomicBool::new(false);
        let mut games = 0;
        let result = play_match(&spec, &stop, &mut |g, so_far| {
            games += 1;
            assert!(g.moves.len() >= 4);
            // Every ply has its score, the engines' own and not the opening's.
            assert_eq!(g.scores.len(), g.moves.len());
            assert!(g.scores[..4].iter().all(Option::is_none));
            assert!(g.scores[4..].iter().all(Option::is_some));
            let line: serde_json::Value = serde_json::from_str(&g.record_line(1)).unwrap();
            assert_eq!(line["moves"].as_array().unwrap().len(), g.moves.len());
            // The running error bar counts every finished pair.
            assert_eq!(so_far.pair_scores.len(), games / 2);
        })
        .unwrap();
        assert_eq!(games, 4);
        assert_eq!(result.games(), 4);
        assert_eq!(result.pair_scores.len(), 2);
    }

    #[test]
    fn a_match_from_given_starts_plays_each_with_both_colours() {
        let start: Position = "B:WKh1:Bc2,f5".parse().unwrap();
        let mut spec = MatchSpec::new(
            Player::parse("depth:2").unwrap(),
            Player::parse("depth:1").unwrap(),
            1,
        );
        spec.hash_mb = 1;
        spec.starts = vec![start];
        let mut seen = Vec::new();
        play_match(&spec, &AtomicBool::new(false), &mut |g, _| {
            assert_eq!(g.start, start);
            // No random plies: the engines play from the first move.
            assert!(g.scores.iter().all(Option::is_some));
            let line: serde_json::Value = serde_json::from_str(&g.record_line(1)).unwrap();
            assert_eq!(line["start"], start.to_string());
            // The record reads back as the game that was played.
            let read = RecordedGame::from_line(&g.record_line(1)).unwrap();
            assert_eq!(read.start, start);
            assert_eq!(read.positions.len(), g.moves.len() + 1);
            assert_eq!(read.scores, g.scores);
            assert_eq!(read.winner, g.outcome.and_then(Outcome::winner));
            seen.push(g.first_is_white);
        })
        .unwrap();
        assert_eq!(seen, [true, false]);
    }

    #[test]
    fn a_win_thrown_away_is_five_winning_moves_in_a_row_and_no_win() {
        let won = Some(Score::Cp(250));
        let even = Some(Score::Cp(10));
        let draw = None;
        let win = Some;
        // White (even plies) judges itself won five moves running, then draws.
        let mut scores = vec![None, None];
        for _ in 0..5 {
            scores.push(won);
            scores.push(even);
        }
        assert_eq!(thrown_away(&scores, Side::White, draw), Some(Side::White));
        // The fifth winning move is ply 10: its position has White to move.
        assert_eq!(
            thrown_away_at(&scores, Side::White, draw),
            Some((Side::White, 10))
        );
        assert_eq!(
            thrown_away(&scores, Side::White, win(Side::Black)),
            Some(Side::White)
        );
        assert_eq!(thrown_away(&scores, Side::White, win(Side::White)), None);
        // Four are not enough, and a proven win counts as winning.
        scores.truncate(scores.len() - 2);
        assert_eq!(thrown_away(&scores, Side::White, draw), None);
        scores.push(Some(Score::Exact(crate::ai::Value::Win(9))));
        assert_eq!(thrown_away(&scores, Side::White, draw), Some(Side::White));
        // From a start with Black to move, the even plies are Black's.
        assert_eq!(thrown_away(&scores, Side::Black, draw), Some(Side::Black));
        // A run broken by one doubtful move starts again.
        scores[4] = even;
        assert_eq!(thrown_away(&scores, Side::White, draw), None);
    }

    #[test]
    fn pieces_up_is_counted_after_the_movers_own_moves() {
        // White three men up for the whole game, which it draws.
        let pos: Position = "W:Wa2,b2,c2,d2:Bh7".parse().unwrap();
        let mut positions = vec![pos];
        let mut p = pos;
        let mut moves = Vec::new();
        for _ in 0..12 {
            p.legal_moves(&mut moves);
            p = p.play(&moves[0]);
            positions.push(p);
        }
        let draw = None;
        assert_eq!(thrown_away_by_pieces(&positions, draw), Some(Side::White));
        assert_eq!(thrown_away_by_pieces(&positions[..9], draw), None);
    }
}
