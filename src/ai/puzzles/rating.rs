//! A puzzle's first rating: which of the computer's levels first solves it
//! reliably, on the Elo scale of the levels' measured ladders (the module docs
//! of `crate::ai::search` and `crate::ai::solved`; the README gives a summary).
//!
//! Each level plays the solver's side of the line (the opponent's replies
//! come from the line) a few times with different random seeds; a level that
//! plays every solver move of the line in at least three tries of four (or in
//! its one try, where it plays without chance) solves it reliably. The rating is
//! that level's place on the ladder, [`LEVEL_ONE`] standing for level 1, lowered
//! within the step below it by how often the level below succeeded (half the
//! step at most). A puzzle no level solves is put a step of 200 above the top.

/// The rating given to level 1 of either game: the ladders measure only
/// differences, and this puts a new player's 1500 in the middle of the puzzles.
pub const LEVEL_ONE: f64 = 600.0;

/// Above the top level, for a puzzle no level solves.
pub const ABOVE_TOP: f64 = 200.0;

/// Dama levels 1 to 8, Elo above level 1: the README's ladder (each level
/// against the one below, 40 or 60 games from paired openings).
pub const DAMA_LADDER: [f64; 8] = [0.0, 436.0, 872.0, 1173.0, 1352.0, 1593.0, 1808.0, 1891.0];

/// Akidada levels 1 to 5, Elo above level 1, from the README's match scores of
/// the lower level (400 games a pairing): 3.0%, 16.6%, 25.1% and 17.2% are
/// +604, +280, +190 and +273 by `400 log10((1 - p) / p)`.
pub const AKIDADA_LADDER: [f64; 5] = [0.0, 604.0, 884.0, 1074.0, 1347.0];

/// Tries per level that plays with chance; one for a level that does not.
pub const TRIES: u32 = 4;
/// Successes in [`TRIES`] that make a level reliable.
pub const RELIABLE: u32 = 3;

/// A level's tries at a puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tries {
    pub solved: u32,
    pub played: u32,
}

impl Tries {
    fn reliable(self) -> bool {
        self.played > 0 && self.solved * TRIES >= RELIABLE * self.played
    }

    fn share(self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.solved) / f64::from(self.played)
        }
    }
}

/// The rating from the tries of each level, weakest first, on `ladder`. The
/// tries may stop at the first reliable level.
pub fn rating(ladder: &[f64], tries: &[Tries]) -> u32 {
    let top = ladder.last().copied().unwrap_or(0.0);
    let value = match tries.iter().position(|t| t.reliable()) {
        None => top + ABOVE_TOP,
        Some(0) => 0.0,
        Some(l) => {
            let step = ladder[l] - ladder[l - 1];
            let below = (tries[l - 1].share() / (f64::from(RELIABLE) / f64::from(TRIES))).min(1.0);
            ladder[l] - step * below / 2.0
        }
    };
    (LEVEL_ONE + value).round() as u32
}

/// Plays the levels weakest first until one is reliable: `solves(level index,
/// try)` says whether a try solved it, `chance(level index)` whether the level
/// plays with chance (several tries).
pub fn tries_until_reliable(
    levels: usize,
    chance: impl Fn(usize) -> bool,
    mut solves: impl FnMut(usize, u32) -> bool,
) -> Vec<Tries> {
    let mut out = Vec::new();
    for level in 0..levels {
        let played = if chance(level) { TRIES } else { 1 };
        let mut solved = 0;
        for t in 0..played {
            if solves(level, t) {
                solved += 1;
            }
            // Stop early once the verdict cannot change.
            let left = played - t - 1;
            let reliable_now = solved * TRIES >= RELIABLE * played;
            let hopeless = (solved + left) * TRIES < RELIABLE * played;
            if reliable_now || hopeless {
                // The share still counts the tries made.
                let tries = Tries {
                    solved,
                    played: t + 1,
                };
                out.push(if reliable_now {
                    Tries { solved, played }
                } else {
                    tries
                });
                break;
            }
        }
        if out.len() < level + 1 {
            out.push(Tries { solved, played });
        }
        if out[level].reliable() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_akidada_ladder_is_the_readmes_scores_in_elo() {
        let scores: [f64; 4] = [0.030, 0.166, 0.251, 0.172];
        let mut sum = 0.0;
        for (i, p) in scores.iter().enumerate() {
            sum += 400.0 * ((1.0 - p) / p).log10();
            assert!((AKIDADA_LADDER[i + 1] - sum).abs() < 1.5, "{i}: {sum}");
        }
    }

    #[test]
    fn the_first_reliable_level_gives_the_rating() {
        let t = |solved, played| Tries { solved, played };
        assert_eq!(rating(&DAMA_LADDER, &[t(4, 4)]), 600);
        // Level 3 reliable, level 2 never: level 3's place.
        assert_eq!(
            rating(&DAMA_LADDER, &[t(0, 4), t(0, 4), t(3, 4)]),
            600 + 872
        );
        // Level 2 half the time: lowered by a third of the step.
        let r = rating(&DAMA_LADDER, &[t(0, 4), t(2, 4), t(4, 4)]);
        assert_eq!(
            r,
            (600.0 + 872.0 - 436.0 * (0.5 / 0.75) / 2.0_f64).round() as u32
        );
        assert_eq!(rating(&AKIDADA_LADDER, &[t(0, 4); 5]), 600 + 1347 + 200);
    }

    #[test]
    fn tries_stop_at_the_first_reliable_level() {
        let tries = tries_until_reliable(8, |l| l < 6, |level, _| level >= 2);
        assert_eq!(tries.len(), 3);
        assert_eq!(
            tries[2],
            Tries {
                solved: 3,
                played: 4
            }
        );
        // Two failures in four tries already make it unreliable.
        assert_eq!(
            tries[0],
            Tries {
                solved: 0,
                played: 2
            }
        );
        let none = tries_until_reliable(3, |_| false, |_, _| false);
        assert_eq!(none.len(), 3);
        assert_eq!(rating(&AKIDADA_LADDER[..3], &none), 600 + 884 + 200);
    }
}
