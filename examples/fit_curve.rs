//! Fits the winning-chance curve of the analysis board and the game review to
//! self-play: `chance = 2 / (1 + e^(-k * cp)) - 1`, where `cp` is the engine's
//! score in hundredths of a man for the side to move.
//!
//! Plays games of the engine against itself from random 4-ply openings, records
//! the score the engine gave each position it searched, and the game's result;
//! then finds the `k` under which the scores predict the results best (most
//! likely, counting a draw as half a win).
//!
//! ```text
//! cargo run --release --no-default-features --features lab --example fit_curve -- [GAMES] [NODES]
//! ```
//!
//! Defaults: 200 games, 40,000 nodes a move. Prints `k` and how well it fits;
//! the value goes in `ai::review::DAMA_CURVE_K`.

use std::sync::atomic::AtomicBool;

use akidada::ai::search::{Limits, Score, Search};
use akidada::games::dama::random_opening;
use akidada::games::dama::{Dama, DamaRules};
use akidada::games::{FirstPlayer, Side};
use akidada::rng::Rng;
use akidada::session::Session;

/// Positions past this ply of a game are left out: long endings add many
/// positions whose scores say little more.
const MAX_PLIES: usize = 200;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let nodes: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(40_000);
    let rules = DamaRules {
        first: FirstPlayer::White,
        ..DamaRules::default()
    };
    let stop = AtomicBool::new(false);
    let mut search = Search::new(64);
    let mut rng = Rng::new(0xC0FFEE);
    // (score for White in hundredths, White's result: 1, 0.5 or 0)
    let mut samples: Vec<(i32, f64)> = Vec::new();
    // Where each game's samples start, for resampling whole games.
    let mut game_starts: Vec<usize> = Vec::new();
    let (mut white, mut draws, mut black) = (0, 0, 0);
    for g in 0..games {
        let mut session = Session::<Dama>::new(rules, 0);
        for mv in random_opening(&mut rng, 4, &rules) {
            session.play(mv).expect("an opening move is legal");
        }
        search.clear();
        let mut scores: Vec<i32> = Vec::new();
        let outcome = loop {
            if let Some(outcome) = session.outcome() {
                break outcome;
            }
            let pos = session.position();
            let report = search.run(
                &pos,
                &session.history_keys(),
                &rules,
                &Limits::nodes(nodes),
                &stop,
                &mut |_| {},
            );
            if let (Score::Cp(cp), true) = (report.score, session.plies().len() < MAX_PLIES) {
                scores.push(if pos.side_to_move() == Side::White {
                    cp
                } else {
                    -cp
                });
            }
            match report.best {
                Some(mv) => session.play(mv).expect("the engine's move is legal"),
                None => break session.outcome().expect("no move: the game is over"),
            }
        };
        let result = match outcome.winner() {
            Some(Side::White) => {
                white += 1;
                1.0
            }
            Some(Side::Black) => {
                black += 1;
                0.0
            }
            None => {
                draws += 1;
                0.5
            }
        };
        game_starts.push(samples.len());
        samples.extend(scores.into_iter().map(|s| (s, result)));
        eprintln!(
            "game {}/{games}: {outcome} ({} positions)",
            g + 1,
            samples.len()
        );
    }
    let k = fit(&samples);
    let base = log_loss(&samples, 0.0);
    println!(
        "{games} games ({white} White wins, {draws} draws, {black} Black wins), {} positions, {nodes} nodes a move",
        samples.len()
    );
    println!(
        "k = {k:.5}: mean log loss {:.4} (k = 0, a coin: {base:.4}); a man up is a {:.0}% expected score",
        log_loss(&samples, k),
        100.0 / (1.0 + (-k * 100.0).exp())
    );
    let (low, high) = bootstrap(&samples, &game_starts, &mut rng);
    println!("95% interval of k, resampling whole games: {low:.5} to {high:.5}");
}

/// The 2.5th and 97.5th percentiles of `k` fitted to games drawn with
/// replacement: the positions of one game are not independent, so whole games
/// are resampled.
fn bootstrap(samples: &[(i32, f64)], starts: &[usize], rng: &mut Rng) -> (f64, f64) {
    const ROUNDS: usize = 200;
    let games: Vec<&[(i32, f64)]> = starts
        .iter()
        .enumerate()
        .map(|(i, &a)| &samples[a..starts.get(i + 1).copied().unwrap_or(samples.len())])
        .collect();
    let mut ks: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let drawn: Vec<(i32, f64)> = (0..games.len())
                .flat_map(|_| games[rng.below(games.len())].iter().copied())
                .collect();
            fit(&drawn)
        })
        .collect();
    ks.sort_by(f64::total_cmp);
    (ks[ROUNDS * 25 / 1000], ks[ROUNDS * 975 / 1000 - 1])
}

/// Mean log loss of predicting `result` with `1 / (1 + e^(-k * cp))`.
fn log_loss(samples: &[(i32, f64)], k: f64) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|&(cp, r)| {
            let p = (1.0 / (1.0 + (-k * f64::from(cp)).exp())).clamp(eps, 1.0 - eps);
            -(r * p.ln() + (1.0 - r) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The `k` of least log loss, by golden-section search on [0, 0.05].
fn fit(samples: &[(i32, f64)]) -> f64 {
    let (mut a, mut b) = (0.0f64, 0.05f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if log_loss(samples, c) < log_loss(samples, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}
