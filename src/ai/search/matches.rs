//! Self-play matches: two configurations of the engine play each other from
//! random openings, each opening twice with colours swapped (paired openings),
//! and the score becomes an Elo difference with an error bar. The level ladder and
//! every change to the search or the evaluation are measured this way.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::Duration;

use super::{Level, Limits, Params, Search};
use crate::ai::eval::Weights;
use crate::games::dama::{Dama, DamaRules, Move, Position};
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
                super::LEVELS.len()
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
                    Limits::movetime(super::MOVE_TIME)
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
    pub seed: u64,
    pub rules: DamaRules,
    /// A game still going after this many plies is scored a draw.
    pub max_plies: usize,
    /// Transposition table of each player, MB.
    pub hash_mb: usize,
}

impl MatchSpec {
    pub fn new(first: Player, second: Player, pairs: usize) -> MatchSpec {
        MatchSpec {
            first,
            second,
            pairs,
            opening_plies: 4,
            seed: 1,
            rules: DamaRules {
                first: FirstPlayer::White,
                ..DamaRules::default()
            },
            max_plies: 400,
            hash_mb: 16,
        }
    }
}

/// How one game went.
#[derive(Clone, Debug)]
pub struct GameSummary {
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// The moves in notation, opening included.
    pub moves: Vec<String>,
    /// How it ended; `None`: stopped at the ply cap, scored a draw.
    pub outcome: Option<Outcome>,
    /// From the first player's view: 1, 0.5 or 0.
    pub first_score: f64,
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

/// A random opening of `plies` legal moves from the start, White first, that
/// does not end the game.
pub fn random_opening(rng: &mut Rng, plies: usize, rules: &DamaRules) -> Vec<Move> {
    loop {
        let mut pos = Position::start(Side::White);
        let mut moves = Vec::new();
        let mut buf = Vec::new();
        for _ in 0..plies {
            pos.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let mv = buf[rng.below(buf.len())];
            pos = pos.play(&mv);
            moves.push(mv);
        }
        if moves.len() == plies && pos.status(rules).is_none() {
            return moves;
        }
    }
}

/// An engine playing one side of a match.
struct Engine {
    search: Search,
    player: Player,
}

/// Plays one game from `opening`; `white` and `black` are the two engines.
fn play_game(
    white: &mut Engine,
    black: &mut Engine,
    opening: &[Move],
    spec: &MatchSpec,
    rng: &mut Rng,
    stop: &AtomicBool,
) -> (Vec<String>, Option<Outcome>) {
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session: Session<Dama> =
        Session::from_position(spec.rules, lot, Position::start(Side::White));
    for mv in opening {
        // The opening was generated legal; a refusal would be a bug worth seeing.
        if session.play(*mv).is_err() {
            break;
        }
    }
    white.search.clear();
    black.search.clear();
    let mut keys: Vec<u64> = Vec::new();
    while game_over(&session).is_none() && session.plies().len() < spec.max_plies {
        if stop.load(Relaxed) {
            break;
        }
        let pos = session.position();
        keys.clear();
        keys.extend(session.plies().iter().map(|p| p.before.hash()));
        let engine = if pos.side_to_move() == Side::White {
            &mut *white
        } else {
            &mut *black
        };
        let choice = engine.player.level.choose_move(
            &mut engine.search,
            &pos,
            &keys,
            &spec.rules,
            &engine.player.limits,
            stop,
            rng,
        );
        let Some(mv) = choice.mv else { break };
        if session.play(mv).is_err() {
            break;
        }
    }
    let moves = session.move_texts().iter().map(|s| s.to_string()).collect();
    (moves, game_over(&session))
}

/// The end of the game by RULES.md. The session's own judgement, and threefold
/// repetition counted over the whole game: a man's sideways step can be undone,
/// so positions before it can come again (the session looks back only to the
/// last man move).
pub fn game_over(session: &Session<Dama>) -> Option<Outcome> {
    if let Some(outcome) = session.outcome() {
        return Some(outcome);
    }
    let now = session.position();
    let seen = session
        .plies()
        .iter()
        .filter(|p| p.before.hash() == now.hash() && p.before == now)
        .count();
    (seen >= 2).then_some(Outcome::Draw {
        reason: crate::games::EndReason::Repetition,
    })
}

/// Plays the match; `on_game` is called after every game with it and the result
/// so far. Setting `stop` ends the match after the game in progress.
pub fn play_match(
    spec: &MatchSpec,
    stop: &AtomicBool,
    on_game: &mut dyn FnMut(&GameSummary, &MatchResult),
) -> MatchResult {
    let make = |player: &Player| {
        let mut search = Search::new(spec.hash_mb);
        if let Some(w) = &player.weights {
            search.set_weights(w.clone());
        }
        if let Some(p) = &player.params {
            search.set_params(p.clone());
        }
        Engine {
            search,
            player: player.clone(),
        }
    };
    let mut first = make(&spec.first);
    let mut second = make(&spec.second);
    let mut rng = Rng::new(spec.seed);
    let mut result = MatchResult::default();
    for _ in 0..spec.pairs {
        if stop.load(Relaxed) {
            break;
        }
        let opening = random_opening(&mut rng, spec.opening_plies, &spec.rules);
        let mut pair = 0.0;
        for first_is_white in [true, false] {
            let (moves, outcome) = if first_is_white {
                play_game(&mut first, &mut second, &opening, spec, &mut rng, stop)
            } else {
                play_game(&mut second, &mut first, &opening, spec, &mut rng, stop)
            };
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
            pair += first_score;
            if !first_is_white {
                // The pair is complete: its score counts in what `on_game` sees.
                result.pair_scores.push(pair);
            }
            let game = GameSummary {
                first_is_white,
                moves,
                outcome,
                first_score,
            };
            on_game(&game, &result);
        }
    }
    result
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
            capped: 0,
            pair_scores: vec![1.0; 20],
        };
        let (elo, low, high) = even.elo();
        assert!(elo.abs() < 1e-9);
        assert!(low <= elo && elo <= high);
        let ahead = MatchResult {
            wins: 30,
            draws: 0,
            losses: 10,
            capped: 0,
            pair_scores: [2.0, 1.0].repeat(10),
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
            // The running error bar counts every finished pair.
            assert_eq!(so_far.pair_scores.len(), games / 2);
        });
        assert_eq!(games, 4);
        assert_eq!(result.games(), 4);
        assert_eq!(result.pair_scores.len(), 2);
    }
}
