//! Tuning the evaluation weights to game results (Texel's method). A tool beside
//! the engine, not part of it: it plays games with [`crate::ai::search`] and fits
//! the weights [`crate::ai::eval`] reads, so it lives above both.
//!
//! 1. [`generate`] plays self-play games from random openings and keeps the quiet
//!    positions of each with the game's result.
//! 2. [`fit`] finds the weights whose score, through the logistic curve
//!    `1 / (1 + e^(-k * score / 100))`, best predicts those results (least
//!    squares, by Adam gradient descent; `k` is fitted first with the starting
//!    weights and kept). The man stays at 100, so scores stay in hundredths of a
//!    man.
//!
//! Or, between the two, [`label`] replaces each result by what a deeper search
//! says of the position (the result its score predicts): a game's result says
//! how one game ended, a search what the position is worth.
//!
//! `examples/tune_eval.rs` runs them and writes `weights.txt`; the module docs of
//! `crate::ai::eval` say how.

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::ai::eval::Weights;
use crate::ai::eval::features::{self, COUNT, Feature, Sink};
use crate::ai::search::{EndgameTables, Level, Limits, Score, Search};
use crate::games::dama::{Dama, DamaRules, Position, random_opening};
use crate::games::{Outcome, Side, Value};
use crate::rng::Rng;
use crate::session::{Lot, Session};

/// A position with the result of its game, White's view: 1, 0.5 or 0; or, for
/// positions labelled by a search (`examples/tune_eval.rs`, `label`), the result
/// its score predicts, a number from 0 to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub position: Position,
    pub result: f64,
}

impl Sample {
    /// `<position string> <result>` (White's result, from 0 to 1).
    pub fn to_line(&self) -> String {
        format!("{} {}", self.position, self.result)
    }

    pub fn from_line(line: &str) -> Result<Sample, String> {
        let (fen, result) = line
            .trim()
            .split_once(' ')
            .ok_or_else(|| format!("expected `<position> <result>`, found \"{line}\""))?;
        let position = fen.parse().map_err(|e| format!("\"{fen}\": {e}"))?;
        let result: f64 = result
            .trim()
            .parse()
            .map_err(|_| format!("\"{result}\" is not a result (a number from 0 to 1)"))?;
        if !(0.0..=1.0).contains(&result) {
            return Err(format!("{result} is not a result (from 0 to 1)"));
        }
        Ok(Sample { position, result })
    }
}

/// Self-play settings for [`generate`].
#[derive(Clone, Debug)]
pub struct Generate {
    pub games: usize,
    /// Positions searched per move.
    pub nodes: u64,
    /// Random plies before the engine plays.
    pub opening_plies: usize,
    /// Plies after which a game is scored a draw.
    pub max_plies: usize,
    pub seed: u64,
    /// The rules the games are played under (the federation's, to fit to
    /// endings under the `Draw` reading of the lone-piece rule).
    pub rules: DamaRules,
}

/// Plays `settings.games` games and returns their quiet positions (no capture
/// to make) after the opening, each with its game's result. `on_game` hears of
/// each finished game (its number).
pub fn generate(
    settings: &Generate,
    weights: &Weights,
    stop: &AtomicBool,
    on_game: &mut dyn FnMut(usize),
) -> Vec<Sample> {
    let rules = settings.rules;
    let mut search = Search::new(16);
    search.set_weights(weights.clone());
    let mut rng = Rng::new(settings.seed);
    // A little variety beyond the opening: within 10 hundredths of the best.
    let level = Level {
        margin: 10,
        ..Level::strongest()
    };
    let limits = Limits::nodes(settings.nodes);
    let mut samples = Vec::new();
    for game in 0..settings.games {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let lot = Lot {
            first: Side::White,
            seed: None,
        };
        let mut session: Session<Dama> =
            Session::from_position(rules, lot, Position::start(Side::White));
        for mv in random_opening(&mut rng, settings.opening_plies, &rules) {
            if session.play(mv).is_err() {
                break;
            }
        }
        search.clear();
        let mut positions = Vec::new();
        let mut keys = Vec::new();
        while session.outcome().is_none() && session.plies().len() < settings.max_plies {
            let pos = session.position();
            if !pos.has_capture() {
                positions.push(pos);
            }
            keys.clear();
            keys.extend(session.plies().iter().map(|p| p.before.hash()));
            let choice =
                level.choose_move(&mut search, &pos, &keys, &rules, &limits, stop, &mut rng);
            let Some(mv) = choice.mv else { break };
            if session.play(mv).is_err() {
                break;
            }
        }
        let result = match session.outcome().and_then(Outcome::winner) {
            Some(Side::White) => 1.0,
            Some(Side::Black) => 0.0,
            None => 0.5,
        };
        samples.extend(
            positions
                .into_iter()
                .map(|position| Sample { position, result }),
        );
        on_game(game + 1);
    }
    samples
}

/// The result for White that a search's score, from the side to move's view,
/// predicts through the logistic curve of scale `k`: 1 or 0 for a proven win or
/// loss, 0.5 for a proven draw.
pub fn expected_result(score: Score, side_to_move: Side, k: f64) -> f64 {
    let for_mover = match score {
        Score::Cp(cp) => sigmoid(k, f64::from(cp)),
        Score::Exact(Value::Win(_)) => 1.0,
        Score::Exact(Value::Loss(_)) => 0.0,
        Score::Exact(Value::Draw) => 0.5,
    };
    match side_to_move {
        Side::White => for_mover,
        Side::Black => 1.0 - for_mover,
    }
}

/// How [`label`] searches.
#[derive(Clone)]
pub struct Label {
    /// Positions searched for each sample.
    pub nodes: u64,
    pub rules: DamaRules,
    /// The endgame tables the searches read, if any.
    pub tables: Option<Arc<dyn EndgameTables>>,
    /// The logistic scale that turns a score into an expected result.
    pub k: f64,
    /// Searches run side by side, each on one thread.
    pub threads: usize,
}

/// The samples again, each result replaced by [`expected_result`] of a search
/// of the position, in the same order. `on_done` hears how many are labelled
/// (from any thread). Setting `stop` ends early with the samples labelled so
/// far.
pub fn label(
    samples: &[Sample],
    settings: &Label,
    stop: &AtomicBool,
    on_done: &(dyn Fn(usize) + Sync),
) -> Vec<Sample> {
    let done = AtomicUsize::new(0);
    let chunk = samples.len().div_ceil(settings.threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                let done = &done;
                scope.spawn(move || {
                    let mut search = Search::new(16);
                    search.set_endgame_tables(settings.tables.clone());
                    let limits = Limits::nodes(settings.nodes);
                    let mut out = Vec::with_capacity(part.len());
                    for s in part {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let pos = s.position;
                        let report =
                            search.run(&pos, &[], &settings.rules, &limits, stop, &mut |_| {});
                        out.push(Sample {
                            position: pos,
                            result: expected_result(report.score, pos.side_to_move(), settings.k),
                        });
                        on_done(done.fetch_add(1, Ordering::Relaxed) + 1);
                    }
                    out
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a labelling thread panicked"))
            .collect()
    })
}

/// A sample's features, White's view, as numbers.
struct Row {
    x: [f64; COUNT],
    result: f64,
}

struct Collect([f64; COUNT]);

impl Sink for Collect {
    fn add(&mut self, feature: Feature, value: i32) {
        self.0[feature.index()] += f64::from(value);
    }
}

fn rows(samples: &[Sample]) -> Vec<Row> {
    samples
        .iter()
        .map(|s| {
            let mut c = Collect([0.0; COUNT]);
            features::visit(&s.position, &mut c);
            Row {
                x: c.0,
                result: s.result,
            }
        })
        .collect()
}

/// The weights as numbers, in feature order.
fn as_numbers(weights: &Weights) -> [f64; COUNT] {
    weights.values().map(f64::from)
}

/// How many of the samples' men, of both sides, stand on each square value.
fn men_on_squares(samples: &[Sample]) -> [f64; COUNT] {
    /// Each man adds one to its side's square feature, +1 for White and -1
    /// for Black: counting the sizes counts the men.
    struct Count([f64; COUNT]);
    impl Sink for Count {
        fn add(&mut self, feature: Feature, value: i32) {
            self.0[feature.index()] += f64::from(value.abs());
        }
    }
    let mut count = Count([0.0; COUNT]);
    for s in samples {
        features::visit(&s.position, &mut count);
    }
    let mut men = [0.0; COUNT];
    for f in Feature::man_squares() {
        men[f.index()] = count.0[f.index()];
    }
    men
}

/// The worth of the average man of the samples under weights `w`: the man's
/// weight and the mean of its square values, each square as often as the
/// samples' men stand on it (`men`, from [`men_on_squares`]).
fn average_man(men: &[f64; COUNT], w: &[f64; COUNT]) -> f64 {
    let count: f64 = men.iter().sum();
    let worth: f64 = men.iter().zip(w).map(|(n, w)| n * w).sum();
    w[Feature::MAN.index()] + worth / count.max(1.0)
}

/// Restores the unit, hundredths of a man. Every man has one square value, so
/// the man's weight and the square values can drift together, and with them the
/// scale of every score: the fit is free to trade the scale against `k`. The
/// weights are scaled back so that the average man is worth what it was worth
/// under `start`, and `k` by the inverse, which leaves every prediction as it
/// was; then the man's weight is set back to `start`'s and the difference moved
/// into the square values, which changes no score at all.
fn keep_the_man(
    men: &[f64; COUNT],
    w: &[f64; COUNT],
    k: f64,
    start: &Weights,
) -> ([f64; COUNT], f64) {
    let begun = as_numbers(start);
    let scale = average_man(men, &begun) / average_man(men, w);
    if !scale.is_finite() || scale <= 0.0 {
        return (*w, k);
    }
    let mut out = w.map(|x| x * scale);
    let shift = out[Feature::MAN.index()] - begun[Feature::MAN.index()];
    out[Feature::MAN.index()] = begun[Feature::MAN.index()];
    for f in Feature::man_squares() {
        out[f.index()] += shift;
    }
    (out, k / scale)
}

fn sigmoid(k: f64, score: f64) -> f64 {
    1.0 / (1.0 + (-k * score / 100.0).exp())
}

/// The mean squared error of the predictions of weights `w` with scale `k`.
fn error(rows: &[Row], w: &[f64; COUNT], k: f64) -> f64 {
    let sum: f64 = rows
        .iter()
        .map(|r| {
            let score: f64 = r.x.iter().zip(w).map(|(x, w)| x * w).sum();
            (r.result - sigmoid(k, score)).powi(2)
        })
        .sum();
    sum / rows.len().max(1) as f64
}

/// The outcome of a fit.
#[derive(Clone, Debug)]
pub struct Fit {
    pub weights: Weights,
    /// The logistic scale: a score of `s` hundredths predicts
    /// `1 / (1 + e^(-k s / 100))`.
    pub k: f64,
    pub error_before: f64,
    pub error_after: f64,
    pub samples: usize,
}

impl Fit {
    /// The weights file, with a header that says where it came from.
    pub fn weights_file(&self, how: &str) -> String {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "# Dama evaluation weights, in hundredths of a man (the man is fixed at 100).\n\
             # Fitted to {} self-play positions by examples/tune_eval.rs (Texel's method):\n\
             # {how}\n\
             # logistic scale k = {:.4}; mean squared error {:.5} -> {:.5}",
            self.samples, self.k, self.error_before, self.error_after
        );
        text.push_str(&self.weights.to_text());
        text
    }
}

/// Fits the weights to the samples, starting from `start`: those in `free`, or
/// every weight when it is empty; the man's weight is kept, and so is the
/// average man's worth (`keep_the_man`): scores stay in hundredths of a man.
/// `on_step` hears of progress (iteration, error).
pub fn fit(
    samples: &[Sample],
    start: &Weights,
    free: &[Feature],
    iterations: usize,
    on_step: &mut dyn FnMut(usize, f64),
) -> Fit {
    let rows = rows(samples);
    let mut w = as_numbers(start);
    // The scale first: a golden-section search on k with the starting weights.
    let (mut lo, mut hi) = (0.001_f64, 5.0_f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if error(&rows, &w, a) < error(&rows, &w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let k = (lo + hi) / 2.0;
    let error_before = error(&rows, &w, k);

    // Then the weights, by Adam on the mean squared error: the free ones, or
    // every one but the man's.
    let fixed = |i: usize| {
        i == Feature::MAN.index() || !(free.is_empty() || free.iter().any(|f| f.index() == i))
    };
    let (beta1, beta2, rate) = (0.9, 0.999, 1.0);
    let mut m = [0.0; COUNT];
    let mut v = [0.0; COUNT];
    let n = rows.len().max(1) as f64;
    for step in 1..=iterations {
        let mut grad = [0.0; COUNT];
        for r in &rows {
            let score: f64 = r.x.iter().zip(&w).map(|(x, w)| x * w).sum();
            let p = sigmoid(k, score);
            // d/dw (y - p)^2 = -2 (y - p) p (1 - p) k/100 x
            let g = -2.0 * (r.result - p) * p * (1.0 - p) * k / 100.0;
            for (gi, xi) in grad.iter_mut().zip(&r.x) {
                *gi += g * xi;
            }
        }
        for i in 0..COUNT {
            if fixed(i) {
                continue;
            }
            let g = grad[i] / n;
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
        if step % 100 == 0 || step == iterations {
            on_step(step, error(&rows, &w, k));
        }
    }
    // With the square values fixed the unit cannot drift.
    let squares_free = Feature::man_squares().any(|f| !fixed(f.index()));
    let (w, k) = if squares_free {
        keep_the_man(&men_on_squares(samples), &w, k, start)
    } else {
        (w, k)
    };
    let mut weights = start.clone();
    for f in Feature::ALL {
        weights.set(f, w[f.index()].round() as i32);
    }
    let rounded = as_numbers(&weights);
    Fit {
        error_after: error(&rows, &rounded, k),
        weights,
        k,
        error_before,
        samples: rows.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dama::LonePiece;

    #[test]
    fn samples_read_back() {
        let s = Sample {
            position: "W:Wa2,Kd4:Bh7".parse().unwrap(),
            result: 0.5,
        };
        assert_eq!(Sample::from_line(&s.to_line()), Ok(s));
        for bad in ["", "W:Wa2:Bh7", "W:Wa2:Bh7 2", "X:W:B 1", "W:Wa2:Bh7 win"] {
            assert!(Sample::from_line(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_search_labels_positions_by_what_they_are_worth() {
        use crate::ai::endgame::Tables;
        let rules = DamaRules::federation(LonePiece::Draw);
        let stop = AtomicBool::new(false);
        let tables = Arc::new(Tables::build(rules.lone_piece, 3, &|_| {}, &stop).unwrap());
        // Three-piece positions are labelled by what the tables prove, from
        // White's view whoever is to move; a king against a king is a draw
        // under `Draw`. Four men: an estimate, strictly between the two.
        let fens = [
            "W:WKd4,a2:Bh7",
            "B:WKd4,a2:Bh7",
            "W:Wb2:BKd4,h7",
            "W:WKa1:BKh8",
        ];
        let mut samples: Vec<Sample> = fens
            .iter()
            .map(|fen| Sample {
                position: fen.parse().unwrap(),
                result: 0.0,
            })
            .collect();
        samples.push(Sample {
            position: "W:Wa2,b2:Bg7,h7".parse().unwrap(),
            result: 1.0,
        });
        let settings = Label {
            nodes: 2_000,
            rules,
            tables: Some(tables.clone()),
            k: 0.55,
            threads: 2,
        };
        let labelled = label(&samples, &settings, &stop, &|_| {});
        assert_eq!(labelled.len(), samples.len());
        for (l, s) in labelled.iter().zip(&samples) {
            assert_eq!(l.position, s.position);
        }
        for (i, fen) in fens.iter().enumerate() {
            let pos: Position = fen.parse().unwrap();
            let proven = tables.probe(&pos).expect("in the tables");
            let white = expected_result(Score::Exact(proven), pos.side_to_move(), 0.55);
            assert_eq!(labelled[i].result, white, "{fen}: {proven:?}");
        }
        assert_eq!(labelled[0].result, 1.0, "a king and a man beat a man");
        assert_eq!(labelled[2].result, 0.0, "the same for Black");
        assert_eq!(labelled[3].result, 0.5, "a king against a king draws");
        assert!(labelled[4].result > 0.0 && labelled[4].result < 1.0);
        // A score for Black counts against White.
        assert_eq!(expected_result(Score::Cp(0), Side::Black, 0.55), 0.5);
        assert!(expected_result(Score::Cp(200), Side::Black, 0.55) < 0.3);
        assert_eq!(
            expected_result(Score::Exact(Value::Loss(3)), Side::Black, 0.55),
            1.0
        );
    }

    #[test]
    fn fitting_learns_what_decides_games() {
        // Made-up games in which the side with more kings always wins: the fit
        // must raise the king's weight and lower the error.
        let mut samples = Vec::new();
        for (fen, result) in [
            ("W:WKa1,b2,c2:Bb7,c7,d7", 1.0),
            ("W:Wb2,c2,d2:BKh8,b7,c7", 0.0),
            ("B:WKa1,Kb1,c2:Bb7,c7,d7,e7", 1.0),
            ("B:Wb2,c2,d2,e2:BKh8,Kg8,c7", 0.0),
            ("W:Wb2,c2:Bb7,c7", 0.5),
            ("B:Wa2,c2:Bb7,d7", 0.5),
        ] {
            for _ in 0..20 {
                samples.push(Sample {
                    position: fen.parse().unwrap(),
                    result,
                });
            }
        }
        let mut start = Weights::tuned();
        start.set(Feature::KING, 110);
        let fit = fit(&samples, &start, &[], 300, &mut |_, _| {});
        assert!(fit.error_after < fit.error_before, "{fit:?}");
        assert!(fit.weights.get(Feature::KING) > 110, "{fit:?}");
        assert_eq!(fit.weights.get(Feature::MAN), 100);
        let file = fit.weights_file("test");
        assert_eq!(Weights::from_text(&file), Ok(fit.weights.clone()));

        // Only the king free: it still learns, and nothing else moves.
        let only = super::fit(&samples, &start, &[Feature::KING], 300, &mut |_, _| {});
        assert!(only.weights.get(Feature::KING) > 110, "{only:?}");
        for f in Feature::ALL.into_iter().filter(|&f| f != Feature::KING) {
            assert_eq!(only.weights.get(f), start.get(f), "{}", f.name());
        }
    }

    #[test]
    fn the_fit_keeps_scores_in_hundredths_of_a_man() {
        // Weights twice the shipped ones predict what the shipped ones predict
        // with half the scale: brought back to the unit, they are the shipped
        // ones, with the scale doubled back.
        let samples: Vec<Sample> = ["W:Wa2,b3,c5,h6:Bd7,e6", "B:Wg3,Kd4:Ba6,b7,f5"]
            .iter()
            .map(|fen| Sample {
                position: fen.parse().unwrap(),
                result: 0.5,
            })
            .collect();
        let start = Weights::tuned();
        let doubled = start.values().map(|v| 2.0 * f64::from(v));
        let (back, k) = keep_the_man(&men_on_squares(&samples), &doubled, 0.5, &start);
        for f in Feature::ALL {
            let diff = back[f.index()] - f64::from(start.get(f));
            assert!(diff.abs() < 1e-9, "{}: {diff}", f.name());
        }
        assert!((k - 1.0).abs() < 1e-12, "{k}");
    }

    #[test]
    fn generated_games_give_quiet_positions_with_results() {
        let settings = Generate {
            games: 2,
            nodes: 200,
            opening_plies: 4,
            max_plies: 300,
            seed: 5,
            rules: DamaRules::federation(LonePiece::Draw),
        };
        let mut games = 0;
        let samples = generate(
            &settings,
            &Weights::tuned(),
            &AtomicBool::new(false),
            &mut |n| games = n,
        );
        assert_eq!(games, 2);
        assert!(samples.len() > 20);
        for s in &samples {
            assert!(!s.position.has_capture());
            assert!([0.0, 0.5, 1.0].contains(&s.result));
        }
    }
}
