//! Long seeded random walks through Akidada under every combination of options,
//! checking the invariants of move generation, notation, position strings, the
//! hash and the end of the game; and a session-level walk for repetition draws.

use std::collections::BTreeMap;

use akidada::games::akidada::board::points_in_lines;
use akidada::games::akidada::{
    Akidada, AkidadaRules, DoubleLine, Move, Position, Removal, parse_written,
};
use akidada::games::{EndReason, FirstPlayer, Game, Outcome, Side};
use akidada::rng::Rng;
use akidada::session::Session;

/// Every combination of the options that change play. `first` only picks the
/// side to move at the start; the walks draw it at random.
fn all_rules() -> Vec<AkidadaRules> {
    let mut all = Vec::new();
    for removal in [Removal::Any, Removal::NotFromLines] {
        for double_line in [DoubleLine::One, DoubleLine::Two] {
            for no_progress in [3, 50] {
                all.push(AkidadaRules {
                    first: FirstPlayer::Lot,
                    removal,
                    double_line,
                    no_progress,
                });
            }
        }
    }
    all
}

/// The most plies a game can last with the no-progress rule on: 12 placements,
/// then at most 2 * no_progress quiet plies around each of at most 8 removals
/// (each side can lose at most 4 pieces before it has two left).
fn ply_cap(rules: &AkidadaRules) -> usize {
    12 + 9 * (2 * usize::from(rules.no_progress) + 1)
}

/// Checks one legal move against the position it is played from.
fn check_move(p: &Position, rules: &AkidadaRules, mv: &Move) {
    let us = p.side_to_move();
    let own = p.pieces(us);
    let enemy = p.pieces(us.opposite());
    let text = mv.notation();
    // Notation parses back to the same move, by shape and against the rules.
    assert_eq!(parse_written(&text), Ok(*mv), "{text} in {p}");
    assert_eq!(p.parse_move(rules, &text), Ok(*mv), "{text} in {p}");
    assert_eq!(Akidada::move_text(p, mv), text);
    // Placement or slide as the hands say.
    assert_eq!(mv.is_placement(), p.is_placing(), "{text} in {p}");
    assert_eq!(
        p.occupied() & mv.to().bit(),
        0,
        "{text}: onto an empty point"
    );
    if let Some(from) = mv.from() {
        assert_ne!(own & from.bit(), 0, "{text}: from an own piece");
        assert_ne!(from.neighbours() & mv.to().bit(), 0, "{text}: adjacent");
    }
    // Removals: only enemy pieces, and exactly as many as the lines earn.
    let after = mv.from().map_or(own, |f| own & !f.bit()) | mv.to().bit();
    let lines = Position::lines_completed(mv.to(), after);
    assert_eq!(
        mv.removed() & !enemy,
        0,
        "{text}: removes only enemy pieces"
    );
    let earned = match (lines, rules.double_line) {
        (0, _) => 0,
        (1, _) | (_, DoubleLine::One) => 1,
        (_, DoubleLine::Two) => 2,
    };
    let want = earned.min(enemy.count_ones());
    assert_eq!(mv.removed().count_ones(), want, "{text} in {p}");
    if rules.removal == Removal::NotFromLines && want == 1 {
        let outside = enemy & !points_in_lines(enemy);
        if outside != 0 {
            assert_eq!(mv.removed() & !outside, 0, "{text}: spares pieces in lines");
        }
    }
}

#[test]
fn random_walks_under_every_option() {
    let mut endings: BTreeMap<String, usize> = BTreeMap::new();
    let mut moves = Vec::new();
    let mut plies_total = 0usize;
    for (r, rules) in all_rules().into_iter().enumerate() {
        let mut rng = Rng::new(0xA1D0 + r as u64);
        for game in 0..1500 {
            let first = if rng.coin() { Side::White } else { Side::Black };
            let mut p = Position::start(first);
            let mut ended = None;
            for ply in 0..=ply_cap(&rules) {
                // The hash is kept right, the position string round-trips.
                assert_eq!(p.hash(), p.compute_hash(), "{p}");
                let text = p.to_string();
                let back: Position = text.parse().unwrap();
                assert_eq!(back, p, "{text}");
                assert_eq!(back.to_string(), text);
                assert_eq!(back.hash(), p.hash());

                let status = p.status(&rules);
                if Akidada::decided(&p, &rules) {
                    assert!(matches!(
                        status,
                        Some(Outcome::Win {
                            reason: EndReason::TwoPiecesLeft,
                            ..
                        })
                    ));
                }
                p.legal_moves(&rules, &mut moves);
                if let Some(outcome) = status {
                    if outcome.reason() == EndReason::NoLegalMove {
                        assert!(moves.is_empty(), "{p}");
                    }
                    ended = Some((ply, outcome));
                    break;
                }
                assert!(!moves.is_empty(), "a position not over has a move: {p}");
                let mut scratch = Vec::new();
                assert_eq!(
                    Akidada::count_legal_moves(&p, &rules, &mut scratch),
                    moves.len()
                );
                assert_eq!(Akidada::repetition_key(&p), p.hash());
                for (i, mv) in moves.iter().enumerate() {
                    assert!(!moves[..i].contains(mv), "{} listed twice", mv.notation());
                    check_move(&p, &rules, mv);
                }
                let mv = moves[rng.below(moves.len())];
                let next = p.play(&mv);
                assert_eq!(next.side_to_move(), p.side_to_move().opposite());
                let quiet = if mv.is_placement() || mv.removed() != 0 {
                    0
                } else {
                    p.quiet_plies() + 1
                };
                assert_eq!(next.quiet_plies(), quiet);
                let us = p.side_to_move();
                assert_eq!(next.total(us), p.total(us));
                assert_eq!(
                    next.total(us.opposite()),
                    p.total(us.opposite()) - mv.removed().count_ones()
                );
                p = next;
                plies_total += 1;
            }
            let (_, outcome) =
                ended.unwrap_or_else(|| panic!("game {game} under {rules:?} did not end: {p}"));
            *endings.entry(format!("{outcome}")).or_default() += 1;
        }
    }
    eprintln!("{plies_total} plies; endings: {endings:#?}");
    // The walks reach every kind of ending the position alone decides.
    let kinds = ["two pieces left", "no progress", "no legal move"];
    for kind in kinds {
        assert!(
            endings.keys().any(|k| k.contains(kind)),
            "no game ended by {kind}: {endings:?}"
        );
    }
}

#[test]
fn blocked_endings_are_reached_too() {
    // Random play rarely blocks a whole side; walk until it happens a few times,
    // with the no-progress rule off so games go on.
    let rules = AkidadaRules {
        no_progress: 0,
        ..AkidadaRules::default()
    };
    let mut rng = Rng::new(77);
    let mut moves = Vec::new();
    let mut blocked = 0;
    for _ in 0..3000 {
        let mut p = Position::start(Side::White);
        for _ in 0..200 {
            if let Some(outcome) = p.status(&rules) {
                if outcome.reason() == EndReason::NoLegalMove {
                    blocked += 1;
                    assert_eq!(outcome.winner(), Some(p.side_to_move().opposite()));
                    assert!(!p.has_move());
                }
                break;
            }
            p.legal_moves(&rules, &mut moves);
            p = p.play(&moves[rng.below(moves.len())]);
        }
        if blocked >= 3 {
            break;
        }
    }
    assert!(blocked >= 3, "only {blocked} blocked endings found");
}

#[test]
fn session_walks_detect_repetition_draws() {
    let mut repetitions = 0;
    for seed in 0..600u64 {
        let rules = AkidadaRules {
            no_progress: if seed % 2 == 0 { 0 } else { 50 },
            ..AkidadaRules::default()
        };
        let mut s = Session::<Akidada>::new(rules, seed);
        let mut rng = Rng::new(seed ^ 0x5E55);
        // The positions on the board, start first, as the walk itself saw them.
        let mut seen = vec![s.position()];
        for _ in 0..400 {
            let pos = s.position();
            let count = seen.iter().filter(|&&p| p == pos).count();
            let expected = pos.status(&rules).or((count >= 3).then_some(Outcome::Draw {
                reason: EndReason::Repetition,
            }));
            assert_eq!(
                s.outcome(),
                expected,
                "seed {seed}, ply {}: {pos} stood {count} times",
                s.cursor()
            );
            if expected.is_some() {
                if expected.map(Outcome::reason) == Some(EndReason::Repetition) {
                    repetitions += 1;
                    // The draw is undone with the move that made it.
                    assert!(s.undo());
                    assert_eq!(s.outcome(), None);
                    assert!(s.redo());
                    assert_eq!(s.outcome(), expected);
                }
                assert!(s.legal_moves().is_empty());
                break;
            }
            let moves = s.legal_moves();
            // Half the time, a side takes back its own last slide if it can: pieces
            // shuffle, and positions come back.
            let back = s
                .cursor()
                .checked_sub(2)
                .map(|i| s.plies()[i].mv)
                .and_then(|last| last.from().map(|from| Move::slide(last.to(), from)))
                .filter(|undo| moves.contains(undo));
            let mv = match back {
                Some(undo) if rng.coin() => undo,
                _ => moves[rng.below(moves.len())],
            };
            if rng.below(4) == 0 {
                let text = Akidada::move_text(&pos, &mv);
                assert_eq!(s.play_text(&text), Ok(mv));
            } else {
                s.play(mv).unwrap();
            }
            // Now and then take the move back and play it again.
            if rng.below(10) == 0 {
                let after = s.position();
                assert!(s.undo());
                assert_eq!(s.position(), pos);
                assert!(s.redo());
                assert_eq!(s.position(), after);
            }
            seen.push(s.position());
            assert_eq!(s.cursor(), seen.len() - 1);
        }
    }
    eprintln!("{repetitions} repetition draws");
    assert!(repetitions >= 50, "only {repetitions} repetition draws met");
}
