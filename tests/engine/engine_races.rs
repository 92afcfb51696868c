//! Races to crown built from the endgame tables (three pieces; four with
//! `--ignored`) and searched without them: the default search's reductions and
//! pruning must not hide a race. Against the search of every move to the full
//! depth ([`Params::full_width`]) they may prove a win a few plies later, but
//! must prove it, and for the same nodes they must keep as many results.
//!
//! `cargo test --release --no-default-features --test engine_races --
//! --include-ignored --nocapture` prints the counts (the figures are in
//! `ai::search`'s docs).

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use akidada::ai::Value;
use akidada::ai::endgame::index::{Geometry, Layout};
use akidada::ai::endgame::{Signature, Tables};
use akidada::ai::search::{Limits, Params, Score, Search};
use akidada::games::dama::{DamaRules, LonePiece, Move, Position};
use akidada::rng::Rng;

/// A position where some move throws the tables' result away, and the moves
/// that keep it.
struct Race {
    pos: Position,
    value: Value,
    good: Vec<Move>,
}

fn class(v: Value) -> u8 {
    match v {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// Up to `per_signature` races of each of `signatures`: the side to move wins
/// in 9 plies or more, or holds a draw that a move would lose; no capture
/// waiting at the root.
fn races(
    tables: &Tables,
    rules: &DamaRules,
    signatures: &[&str],
    per_signature: usize,
    rng: &mut Rng,
) -> Vec<Race> {
    let geo = Geometry::new();
    let mut out = Vec::new();
    for &name in signatures {
        let signature = Signature::all_up_to(4)
            .into_iter()
            .find(|s| s.to_string() == name)
            .expect("a signature of the tables");
        let layout = Layout::new(signature);
        let mut found = Vec::new();
        for _ in 0..20_000 {
            if found.len() == per_signature {
                break;
            }
            let Some(pos) = layout
                .board(&geo, rng.below(layout.full_len()))
                .to_position()
            else {
                continue;
            };
            if pos.has_capture() || pos.status_at_setup(rules).is_some() {
                continue;
            }
            let values = tables.move_values(&pos).expect("in the tables");
            let best = values[0].value;
            let long = match best {
                Value::Win(n) => n >= 9,
                Value::Draw => true,
                Value::Loss(_) => false,
            };
            let good: Vec<Move> = values
                .iter()
                .filter(|m| class(m.value) == class(best))
                .map(|m| m.mv)
                .collect();
            if long && good.len() < values.len() {
                found.push(Race {
                    pos,
                    value: best,
                    good,
                });
            }
        }
        out.extend(found);
    }
    out
}

/// What a search made of a race.
struct Outcome {
    /// Its move keeps the race's result.
    kept: bool,
    /// It proved a win.
    proved_win: bool,
}

fn searched(race: &Race, rules: &DamaRules, params: &Params, limits: &Limits) -> Outcome {
    let mut search = Search::new(4);
    search.set_params(params.clone());
    let report = search.run(
        &race.pos,
        &[],
        rules,
        limits,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    Outcome {
        kept: report.best.is_some_and(|m| race.good.contains(&m)),
        proved_win: matches!(report.score, Score::Exact(Value::Win(_))),
    }
}

/// Signatures of three pieces with men on both sides or a king against men.
const THREE: [&str; 7] = ["MvM", "MMvM", "MvMM", "KvMM", "MMvK", "KMvM", "MvKM"];

/// The same with four pieces: more men, so more quiet moves to reduce.
const FOUR: [&str; 9] = [
    "MMvMM", "MMMvM", "MvMMM", "KMvMM", "MMvKM", "KvMMM", "MMMvK", "KMMvM", "MvKMM",
];

/// The races of both readings, each with its rules: 30 of each signature, from
/// the tables of `pieces` pieces.
fn all_races(pieces: u32, signatures: &[&str]) -> Vec<(Race, DamaRules)> {
    let mut rng = Rng::new(20);
    let mut out = Vec::new();
    for lone_piece in [LonePiece::KingWins, LonePiece::Draw] {
        let tables = Tables::build(lone_piece, pieces, &|_| {}, &AtomicBool::new(false)).unwrap();
        let rules = DamaRules::federation(lone_piece);
        let found = races(&tables, &rules, signatures, 30, &mut rng);
        out.extend(found.into_iter().map(|r| (r, rules)));
    }
    out
}

/// Each race searched with `params` within `limits`.
fn search_all(races: &[(Race, DamaRules)], params: &Params, limits: &Limits) -> Vec<Outcome> {
    races
        .iter()
        .map(|(race, rules)| searched(race, rules, params, limits))
        .collect()
}

/// The three-piece races, sampled once for the tests that share them.
fn three_piece_races() -> &'static [(Race, DamaRules)] {
    static RACES: OnceLock<Vec<(Race, DamaRules)>> = OnceLock::new();
    RACES.get_or_init(|| all_races(3, &THREE))
}

/// The work each search gets in [`same_nodes`].
const NODES: u64 = 20_000;

/// For the same work, reductions and pruning must prove as many wins as
/// searching every move to the full depth, and keep as many results.
fn same_nodes(races: &[(Race, DamaRules)]) {
    let limits = Limits::nodes(NODES);
    let full = search_all(races, &Params::full_width(), &limits);
    let reduced = search_all(races, &Params::default(), &limits);
    let count = |v: &[Outcome], f: fn(&Outcome) -> bool| v.iter().filter(|o| f(o)).count();
    let (kept_full, kept) = (count(&full, |o| o.kept), count(&reduced, |o| o.kept));
    let (proven_full, proven) = (
        count(&full, |o| o.proved_win),
        count(&reduced, |o| o.proved_win),
    );
    eprintln!(
        "{} races at {NODES} nodes: result kept {kept} (full width {kept_full}), \
         win proved {proven} (full width {proven_full})",
        races.len()
    );
    // Races that neither search proves are played by the evaluation's guess,
    // and two different trees can guess differently either way: one race in a
    // hundred is that chance, more would be the reductions' cost.
    assert!(
        kept + races.len() / 100 >= kept_full,
        "kept {kept}, full width {kept_full}"
    );
    assert!(proven >= proven_full, "proved {proven} < {proven_full}");
    assert!(kept * 10 >= races.len() * 9, "kept only {kept}");
}

/// A reduced move is searched less deeply, so a proof can come later, but it
/// must come: a race the reductions hid would never be proved. Returns how
/// many wins the full-width search proved.
fn proofs_come_later(races: &[(Race, DamaRules)], depth: u32, delay: u32) -> usize {
    let full = search_all(races, &Params::full_width(), &Limits::depth(depth));
    let mut proved = 0;
    for ((race, rules), outcome) in races.iter().zip(&full) {
        if !outcome.proved_win {
            continue;
        }
        proved += 1;
        assert!(
            outcome.kept,
            "{}: full width proved a losing move",
            race.pos
        );
        let later = searched(
            race,
            rules,
            &Params::default(),
            &Limits::depth(depth + delay),
        );
        assert!(
            later.proved_win && later.kept,
            "{} ({}): proved at full width by depth {depth}, not with reductions by {}",
            race.pos,
            race.value,
            depth + delay
        );
    }
    eprintln!(
        "{proved} wins proved at full width by depth {depth}, all by {} with reductions",
        depth + delay
    );
    proved
}

#[test]
fn with_the_same_nodes_the_reductions_solve_races_as_often_as_full_width() {
    let races = three_piece_races();
    assert!(races.len() >= 300, "{} races", races.len());
    same_nodes(races);
}

#[test]
fn a_win_the_full_width_search_proves_is_proved_with_reductions_a_few_plies_later() {
    let proved = proofs_come_later(three_piece_races(), 10, 6);
    assert!(proved >= 30, "{proved} races proved");
}

#[test]
#[ignore = "builds the four-piece tables of both readings (a few minutes)"]
fn races_of_four_pieces_are_not_hidden_by_the_reductions() {
    let races = all_races(4, &FOUR);
    assert!(races.len() >= 400, "{} races", races.len());
    same_nodes(&races);
    let proved = proofs_come_later(&races, 10, 6);
    assert!(proved >= 30, "{proved} races proved");
}
