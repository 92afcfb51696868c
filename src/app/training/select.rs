//! Which puzzle comes next, and what a finished attempt does to the ratings.

use super::glicko::Rating;
use super::progress::{Attempted, HISTORY_LIMIT, Progress};
use crate::ai::puzzles::{Puzzle, Theme};
use crate::games::GameKind;
use crate::rng::Rng;

/// A puzzle's deviation before anyone has played it: its first rating comes
/// from the engine's levels, not from people.
pub const PUZZLE_DEVIATION: f64 = 250.0;
/// Puzzles tried this recently are not offered again.
pub const RECENT: usize = 100;
/// Rated selection draws among this many puzzles nearest the player's rating.
const NEAREST: usize = 12;

/// How the next puzzle is chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// Near the player's rating in the game.
    Rated,
    /// The easiest not yet solved first (of the theme, if one is given).
    ByTheme,
}

/// The puzzle's rating now: as this player's results have moved it, else its
/// first rating.
pub fn puzzle_rating(progress: &Progress, puzzle: &Puzzle) -> Rating {
    progress
        .puzzles
        .get(&puzzle.id)
        .copied()
        .unwrap_or(Rating::new(
            f64::from(puzzle.rating),
            PUZZLE_DEVIATION,
            0.06,
        ))
}

/// The next puzzle of `game` (and `theme`, if given): never one solved
/// already or tried lately while others remain.
pub fn next<'a>(
    puzzles: &'a [Puzzle],
    progress: &Progress,
    game: GameKind,
    theme: Option<Theme>,
    order: Order,
    rng: &mut Rng,
) -> Option<&'a Puzzle> {
    let of_kind: Vec<&Puzzle> = puzzles
        .iter()
        .filter(|p| p.game() == game && theme.is_none_or(|t| p.has_theme(t)))
        .collect();
    let fresh: Vec<&Puzzle> = of_kind
        .iter()
        .copied()
        .filter(|p| !progress.solved(&p.id) && !progress.tried_lately(&p.id, RECENT))
        .collect();
    let unsolved: Vec<&Puzzle> = of_kind
        .iter()
        .copied()
        .filter(|p| !progress.solved(&p.id))
        .collect();
    let pool = if !fresh.is_empty() {
        fresh
    } else if !unsolved.is_empty() {
        unsolved
    } else {
        of_kind
    };
    match order {
        Order::ByTheme => pool.into_iter().min_by_key(|p| {
            (
                puzzle_rating(progress, p).rating.round() as i64,
                p.id.clone(),
            )
        }),
        Order::Rated => {
            let me = progress.rating(game).rating;
            let mut near = pool;
            near.sort_by(|a, b| {
                let da = (puzzle_rating(progress, a).rating - me).abs();
                let db = (puzzle_rating(progress, b).rating - me).abs();
                da.total_cmp(&db).then_with(|| a.id.cmp(&b.id))
            });
            near.truncate(NEAREST);
            if near.is_empty() {
                None
            } else {
                Some(near[rng.below(near.len())])
            }
        }
    }
}

/// What a finished attempt did.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Change {
    pub before: Rating,
    pub after: Rating,
    pub puzzle_before: Rating,
    pub puzzle_after: Rating,
    pub streak: u32,
}

impl Change {
    /// The player's rating change, rounded, for the window: `+12`, `-8`.
    pub fn delta(&self) -> i32 {
        (self.after.rating.round() - self.before.rating.round()) as i32
    }
}

/// Records a finished attempt with `score` (see
/// [`super::attempt::Attempt::score`]) at time `when` (seconds since 1970):
/// both ratings move by Glicko-2, the history and the streak are kept.
pub fn record(progress: &mut Progress, puzzle: &Puzzle, score: f64, when: u64) -> Change {
    let game = puzzle.game();
    let before = progress.rating(game);
    let puzzle_before = puzzle_rating(progress, puzzle);
    let (after, puzzle_after) = Rating::game(&before, &puzzle_before, score);
    progress.ratings.insert(game.id().to_string(), after);
    progress.puzzles.insert(puzzle.id.clone(), puzzle_after);
    if score >= 1.0 {
        progress.streak += 1;
        progress.best_streak = progress.best_streak.max(progress.streak);
    } else {
        progress.streak = 0;
    }
    progress.history.push(Attempted {
        puzzle: puzzle.id.clone(),
        game: game.id().to_string(),
        when,
        score,
        rating: after.rating,
    });
    if progress.history.len() > HISTORY_LIMIT {
        let extra = progress.history.len() - HISTORY_LIMIT;
        progress.history.drain(..extra);
    }
    Change {
        before,
        after,
        puzzle_before,
        puzzle_after,
        streak: progress.streak,
    }
}
