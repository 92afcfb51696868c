//! The generator on a small scale: the same seed gives the same puzzles with
//! one thread or two, and what it finds passes the checks.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use akidada::ai::endgame::Tables;
use akidada::ai::puzzles::Context;
use akidada::ai::puzzles::middle::{CHECK_MARGIN, ProofSearch};
use akidada::ai::puzzles::{Kind, check};
use akidada::ai::search::EndgameTables;
use akidada::ai::solved::Solver;
use akidada::games::akidada::AkidadaRules;
use akidada::games::dama::LonePiece;
use akidada::lab::puzzles::{self as generate, Spec};

#[test]
fn the_same_seed_gives_the_same_puzzles_and_they_pass_the_checks() {
    let stop = AtomicBool::new(false);
    let solver = Solver::load_or_build_in(None, &AkidadaRules::default(), &mut |_| {}, &stop)
        .unwrap()
        .solver;
    // Small tables keep the test short: positions beyond them are not
    // endgame candidates here.
    let tables = [LonePiece::KingWins, LonePiece::Draw]
        .map(|lone| Arc::new(Tables::build(lone, 2, &|_| {}, &stop).unwrap()));
    let ctx = Context {
        akidada: vec![solver.clone()],
        endgame: tables.clone(),
    };
    let spec = Spec {
        seed: 5,
        akidada: 4,
        endgame: 0,
        middlegame: 1,
        drill: 1,
        threads: 1,
        proof_nodes: 20_000,
        prefilter_nodes: 5_000,
        full_strength_nodes: 20_000,
    };
    let one = generate::generate(&ctx, &spec, &|_| {}, &stop);
    let two = generate::generate(
        &ctx,
        &Spec {
            threads: 2,
            ..spec.clone()
        },
        &|_| {},
        &stop,
    );
    assert_eq!(one.puzzles, two.puzzles);
    assert_eq!(one.drill, two.drill);
    assert_eq!(one.stats.candidates, two.stats.candidates);
    assert_eq!(one.stats.removed, two.stats.removed);
    let count = |k: Kind| one.puzzles.iter().filter(|p| p.kind == k).count();
    assert_eq!(count(Kind::Akidada), 4);
    assert_eq!(count(Kind::DamaMiddlegame), 1);
    assert_eq!(one.drill.len(), 1);
    for p in &one.puzzles {
        let result = match p.kind {
            Kind::Akidada => check::akidada(&solver, p),
            Kind::DamaEndgame => unreachable!("none asked for"),
            Kind::DamaMiddlegame => {
                let lone = p.dama_rules().unwrap().lone_piece;
                let t = Arc::clone(&tables[usize::from(lone == LonePiece::Draw)]);
                let mut search =
                    ProofSearch::new(spec.proof_nodes, 0, Some(t as Arc<dyn EndgameTables>));
                check::middlegame(&mut search, p, CHECK_MARGIN)
            }
        };
        result.unwrap_or_else(|e| panic!("{}: {e}\n{}", p.id, p.to_json()));
    }
    for d in &one.drill {
        d.check().unwrap();
    }
    // Every candidate is kept or removed by a check, and counted.
    let a = &one.stats;
    let removed: usize = a
        .removed
        .iter()
        .filter(|((k, _), _)| *k == Kind::Akidada)
        .map(|(_, n)| n)
        .sum();
    assert!(a.candidates[&Kind::Akidada] >= removed + 4, "{a:?}");
}
