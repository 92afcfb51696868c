//! Playing levels: from a beginner who makes human-looking mistakes to full
//! strength.
//!
//! A weaker level searches less (fewer plies or positions) and, as strong apps
//! do, does not always play its best move: it scores every move and picks at
//! random among those within a margin of the best, the better ones more often.
//! A move it judges lost by force is never picked when another is not. So a
//! beginner misses tactics and drops men the way a person does, rather than
//! playing random nonsense. The ladder of levels is measured by self-play: see
//! the module docs of `crate::ai::search` (the README gives a summary).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{Limits, Report, Score, Search};
use crate::games::dama::{DamaRules, Move, Position};
use crate::rng::Rng;

/// A level of play.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to [`LEVELS`]`.len()` (full strength).
    pub number: u8,
    pub name: &'static str,
    /// The deepest iteration the level completes, if it stops at one.
    pub depth: Option<u32>,
    /// The positions it may visit per move, if it is held to a number.
    pub nodes: Option<u64>,
    /// How far below the best score (hundredths of a man) a move may be and still
    /// be chosen; 0 plays the best move.
    pub margin: i32,
}

/// Every level, weakest first. The last is full strength: it is bounded only by
/// the limits the caller gives (time, depth).
pub const LEVELS: [Level; 8] = [
    Level {
        number: 1,
        name: "Beginner",
        depth: Some(1),
        nodes: None,
        margin: 220,
    },
    Level {
        number: 2,
        name: "Novice",
        depth: Some(2),
        nodes: None,
        margin: 130,
    },
    Level {
        number: 3,
        name: "Casual",
        depth: Some(3),
        nodes: None,
        margin: 70,
    },
    Level {
        number: 4,
        name: "Club",
        depth: Some(5),
        nodes: None,
        margin: 35,
    },
    Level {
        number: 5,
        name: "Strong club",
        depth: None,
        nodes: Some(30_000),
        margin: 15,
    },
    Level {
        number: 6,
        name: "Expert",
        depth: None,
        nodes: Some(150_000),
        margin: 5,
    },
    Level {
        number: 7,
        name: "Master",
        depth: None,
        nodes: Some(1_000_000),
        margin: 0,
    },
    Level {
        number: 8,
        name: "Full strength",
        depth: None,
        nodes: None,
        margin: 0,
    },
];

/// The most time any level thinks about a move in the app. Full strength is
/// bounded by it alone, in the app and in a match (so the ladder in the README
/// measures the level the player meets).
pub const MOVE_TIME: Duration = Duration::from_millis(1500);

/// A move a level chose, and the search behind it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Choice {
    /// `None` when there is no legal move.
    pub mv: Option<Move>,
    /// The search that scored the moves (its `best` is the best it found, which
    /// the level may not have played).
    pub report: Report,
}

impl Level {
    /// The level numbered `n` (1 to 8).
    pub fn get(n: u8) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.number == n)
    }

    /// Full strength.
    pub fn strongest() -> Level {
        LEVELS[LEVELS.len() - 1]
    }

    /// The caller's limits, tightened to this level's.
    pub fn limits(&self, base: &Limits) -> Limits {
        let mut limits = base.clone();
        if let Some(d) = self.depth {
            limits.depth = Some(limits.depth.map_or(d, |x| x.min(d)));
        }
        if let Some(n) = self.nodes {
            limits.nodes = Some(limits.nodes.map_or(n, |x| x.min(n)));
        }
        if self.depth.is_some() || self.nodes.is_some() {
            // The level's bound ends the search, not the caller's wish to wait.
            limits.infinite = false;
        }
        limits
    }

    /// Chooses a move in `pos` the way this level plays. `rng` gives the variety
    /// (seed it for repeatable games).
    #[allow(
        clippy::too_many_arguments,
        reason = "what Search::run takes, with the search itself and the rng"
    )]
    pub fn choose_move(
        &self,
        search: &mut Search,
        pos: &Position,
        history: &[u64],
        rules: &DamaRules,
        base: &Limits,
        stop: &AtomicBool,
        rng: &mut Rng,
    ) -> Choice {
        let mut limits = self.limits(base);
        if self.margin > 0 {
            // Every move needs a score to be weighed.
            limits.multipv = usize::MAX;
        }
        let report = search.run(pos, history, rules, &limits, stop, &mut |_| {});
        let mv = if self.margin > 0 {
            pick_within_margin(&report, self.margin, rng).or(report.best)
        } else {
            report.best
        };
        Choice { mv, report }
    }
}

/// A move among the report's lines whose score is within `margin` of the best,
/// weighted towards the better ones; never a proven loss if anything else is
/// there, never anything but a proven win when one is.
fn pick_within_margin(report: &Report, margin: i32, rng: &mut Rng) -> Option<Move> {
    let best = report.lines.first()?.score;
    let lost = |s: Score| matches!(s, Score::Exact(v) if v.is_loss());
    let won = |s: Score| matches!(s, Score::Exact(v) if v.is_win());
    let weights: Vec<(Move, u64)> = report
        .lines
        .iter()
        .filter(|l| !won(best) || won(l.score))
        .filter(|l| !lost(l.score) || lost(best))
        .filter_map(|l| {
            let behind = best.rank().saturating_sub(l.score.rank());
            (behind <= margin).then(|| {
                // Linear falloff: the best move has weight margin + margin / 2,
                // a move at the edge of the margin has margin / 2.
                let w = (margin - behind + margin / 2).max(1) as u64;
                (l.moves[0], w)
            })
        })
        .collect();
    let total: u64 = weights.iter().map(|(_, w)| w).sum();
    if total == 0 {
        return None;
    }
    let mut ticket = rng.next_u64() % total;
    for (mv, w) in weights {
        if ticket < w {
            return Some(mv);
        }
        ticket -= w;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Value;
    use crate::ai::search::Line;
    use crate::games::dama::Square;
    use std::time::Duration;

    fn line(to: u8, score: Score) -> Line {
        Line {
            moves: vec![Move::new(Square::new(8), Square::new(to), 0)],
            score,
        }
    }

    fn report(lines: Vec<Line>) -> Report {
        Report {
            best: Some(lines[0].moves[0]),
            score: lines[0].score,
            depth: 1,
            seldepth: 1,
            nodes: 1,
            nps: 1,
            time: Duration::ZERO,
            lines,
            hashfull: 0,
        }
    }

    #[test]
    fn levels_are_numbered_in_order_and_grow_stronger() {
        for (i, l) in LEVELS.iter().enumerate() {
            assert_eq!(usize::from(l.number), i + 1);
            assert_eq!(Level::get(l.number), Some(*l));
        }
        for pair in LEVELS.windows(2) {
            assert!(pair[0].margin >= pair[1].margin);
        }
        assert_eq!(Level::strongest().margin, 0);
        assert_eq!(Level::get(0), None);
        assert_eq!(Level::get(9), None);
    }

    #[test]
    fn a_level_tightens_the_callers_limits() {
        let l = Level::get(5).unwrap();
        let limits = l.limits(&Limits::infinite());
        assert_eq!(limits.nodes, Some(30_000));
        assert!(!limits.infinite);
        let limits = l.limits(&Limits::nodes(1000));
        assert_eq!(limits.nodes, Some(1000));
        let full = Level::strongest().limits(&Limits::depth(9));
        assert_eq!(full, Limits::depth(9));
    }

    #[test]
    fn the_choice_stays_within_the_margin() {
        let r = report(vec![
            line(16, Score::Cp(40)),
            line(17, Score::Cp(10)),
            line(18, Score::Cp(-100)),
        ]);
        let mut rng = Rng::new(3);
        let mut seen = [0; 3];
        for _ in 0..600 {
            let mv = pick_within_margin(&r, 50, &mut rng).unwrap();
            seen[usize::from(mv.to().index() as u8 - 16)] += 1;
        }
        assert_eq!(seen[2], 0, "a move 140 behind is outside a margin of 50");
        assert!(seen[0] > seen[1] && seen[1] > 0, "{seen:?}");
    }

    #[test]
    fn a_proven_win_is_never_missed_and_a_proven_loss_never_chosen() {
        let mut rng = Rng::new(5);
        let r = report(vec![
            line(16, Score::Exact(Value::Win(9))),
            line(17, Score::Cp(500)),
        ]);
        for _ in 0..50 {
            assert_eq!(
                pick_within_margin(&r, 30_000, &mut rng).unwrap().to(),
                Square::new(16)
            );
        }
        let r = report(vec![
            line(16, Score::Cp(-20)),
            line(17, Score::Exact(Value::Loss(30))),
        ]);
        for _ in 0..50 {
            assert_eq!(
                pick_within_margin(&r, 30_000, &mut rng).unwrap().to(),
                Square::new(16)
            );
        }
    }
}
