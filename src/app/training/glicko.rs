//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): ratings
//! with a deviation and a volatility, for players and for puzzles. An attempt
//! at a puzzle is a game between the two: the player wins by solving it.

use serde::{Deserialize, Serialize};

/// The system constant: how much the volatility may change (the paper's
/// example uses 0.5; it suggests 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// Glicko's scale over Glicko-2's.
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility iteration.
const EPSILON: f64 = 0.000_001;

/// A rating, its deviation (the uncertainty, one standard deviation) and its
/// volatility, on the Glicko scale.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// The deviation of a new player, and the most any rating goes back to.
pub const NEW_DEVIATION: f64 = 350.0;
/// The smallest deviation kept, so a rating never freezes.
pub const MIN_DEVIATION: f64 = 45.0;

impl Default for Rating {
    /// A new player: 1500 ± 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: NEW_DEVIATION,
            volatility: 0.06,
        }
    }
}

/// One game of a rating period: the opponent and the score (1 a win, 0.5 a
/// draw, 0 a loss).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// A rating with the given figures.
    pub fn new(rating: f64, deviation: f64, volatility: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility,
        }
    }

    /// The expected score against `other` (0 to 1).
    pub fn expected_score(&self, other: &Rating) -> f64 {
        expected(
            (self.rating - 1500.0) / SCALE,
            (other.rating - 1500.0) / SCALE,
            other.deviation / SCALE,
        )
    }

    /// The rating after a rating period with `games` (steps 2 to 8 of the
    /// paper). With no games only the deviation grows.
    pub fn updated(&self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(NEW_DEVIATION),
                ..*self
            };
        }
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inv_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma_new = new_volatility(delta, phi, v, sigma);
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: SCALE * phi_new,
            volatility: sigma_new,
        }
    }

    /// Both sides of one game between a player and a puzzle, each rated as if
    /// the game were its whole rating period (as puzzle sites do), the
    /// deviations kept within [`MIN_DEVIATION`] and [`NEW_DEVIATION`].
    pub fn game(player: &Rating, puzzle: &Rating, score: f64) -> (Rating, Rating) {
        let clamp = |mut r: Rating| {
            r.deviation = r.deviation.clamp(MIN_DEVIATION, NEW_DEVIATION);
            r
        };
        let p = player.updated(&[Game {
            opponent: *puzzle,
            score,
        }]);
        let q = puzzle.updated(&[Game {
            opponent: *player,
            score: 1.0 - score,
        }]);
        (clamp(p), clamp(q))
    }

    /// Whether the figures are usable (a damaged file may hold anything).
    pub fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && (-2000.0..=6000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.deviation <= 1000.0
            && self.volatility.is_finite()
            && self.volatility > 0.0
            && self.volatility < 1.0
    }
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(delta: f64, phi: f64, v: f64, sigma: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut rounds = 0;
    while (big_b - big_a).abs() > EPSILON && rounds < 200 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
        rounds += 1;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of Glickman's paper: a player of 1500 ± 200
    /// (volatility 0.06, tau 0.5) beats a 1400 ± 30 and loses to 1550 ± 100 and
    /// 1700 ± 300; the paper gets 1464.06 ± 151.52, volatility 0.05999.
    #[test]
    fn the_papers_worked_example() {
        let player = Rating::new(1500.0, 200.0, 0.06);
        let games = [
            Game {
                opponent: Rating::new(1400.0, 30.0, 0.06),
                score: 1.0,
            },
            Game {
                opponent: Rating::new(1550.0, 100.0, 0.06),
                score: 0.0,
            },
            Game {
                opponent: Rating::new(1700.0, 300.0, 0.06),
                score: 0.0,
            },
        ];
        let after = player.updated(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        // The paper's intermediate figures: g and E for the three opponents.
        let phis = [30.0 / SCALE, 100.0 / SCALE, 300.0 / SCALE];
        let gs: Vec<f64> = phis.iter().map(|&p| g(p)).collect();
        for (got, want) in gs.iter().zip([0.9955, 0.9531, 0.7242]) {
            assert!((got - want).abs() < 0.0001, "{got} {want}");
        }
    }

    #[test]
    fn no_games_only_widen_the_deviation() {
        let r = Rating::new(1500.0, 200.0, 0.06);
        let after = r.updated(&[]);
        assert_eq!(after.rating, 1500.0);
        assert!(
            (after.deviation - (200.0f64.powi(2) + (0.06 * SCALE).powi(2)).sqrt()).abs() < 1e-9
        );
    }

    #[test]
    fn solving_a_puzzle_raises_the_player_and_lowers_the_puzzle() {
        let player = Rating::default();
        let puzzle = Rating::new(1600.0, 250.0, 0.06);
        let (p, q) = Rating::game(&player, &puzzle, 1.0);
        assert!(p.rating > 1500.0 && q.rating < 1600.0, "{p:?} {q:?}");
        assert!(p.deviation < 350.0);
        let (p, q) = Rating::game(&player, &puzzle, 0.0);
        assert!(p.rating < 1500.0 && q.rating > 1600.0);
        // A harder puzzle is worth more.
        let easy = Rating::new(1000.0, 250.0, 0.06);
        let (won_easy, _) = Rating::game(&player, &easy, 1.0);
        let (won_hard, _) = Rating::game(&player, &puzzle, 1.0);
        assert!(won_hard.rating > won_easy.rating);
        assert!(player.expected_score(&easy) > player.expected_score(&puzzle));
    }
}
