//! Long seeded random walks through Dama games, checking at every ply the
//! invariants that tie move generation, notation, routes, the position string and
//! the hash together, and that every game ends.

use std::collections::HashSet;

use akidada::games::dama::{Dama, DamaRules, Move, Piece, Position, Setup, Square};
use akidada::games::{Game, MoveError, Side};
use akidada::rng::Rng;

/// Plies after which a walk counts as endless.
const CAP: usize = 300;

/// What the walks saw, to check they explored what they should.
#[derive(Default, Debug)]
struct Stats {
    games: usize,
    plies: usize,
    captures: usize,
    multi_captures: usize,
    king_captures: usize,
    merged_routes: usize,
    promotions: usize,
    endings: [usize; 5],
}

/// Checks every invariant of `pos` and its legal moves; returns the moves.
fn check_position(pos: &Position, rules: &DamaRules, stats: &mut Stats) -> Vec<Move> {
    let text = pos.to_string();
    // The position string round-trips, canonically.
    let back: Position = text
        .parse()
        .unwrap_or_else(|e| panic!("{text} does not read back: {e}"));
    assert_eq!(back, *pos, "{text}");
    assert_eq!(back.to_string(), text);
    assert_eq!(back.hash(), pos.hash());
    assert_eq!(pos.hash(), pos.compute_hash(), "{text}");
    assert_eq!(Dama::repetition_key(pos), pos.hash());

    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut scratch = Vec::new();
    assert_eq!(pos.count_legal_moves(&mut scratch), moves.len(), "{text}");
    assert_eq!(
        Dama::count_legal_moves(pos, rules, &mut scratch),
        moves.len()
    );

    // No duplicates.
    let distinct: HashSet<Move> = moves.iter().copied().collect();
    assert_eq!(distinct.len(), moves.len(), "duplicate moves in {text}");

    // Captures: compulsory, and only the maximum.
    let has_capture = pos.has_capture();
    let summary = if has_capture {
        Some(pos.capture_summary())
    } else {
        None
    };
    let maximum = summary.as_ref().map_or(0, |s| s.maximum);
    assert_eq!(has_capture, maximum > 0, "{text}");
    if let Some(summary) = &summary {
        assert!(!moves.is_empty(), "{text}");
        let maximal: HashSet<Move> = summary
            .routes
            .iter()
            .filter(|r| summary.is_maximal(r))
            .map(|r| r.to_move())
            .collect();
        assert_eq!(maximal, distinct, "maximal routes vs legal moves in {text}");
        if summary
            .routes
            .iter()
            .filter(|r| summary.is_maximal(r))
            .count()
            > maximal.len()
        {
            stats.merged_routes += 1;
        }
        // Shorter routes read back as non-maximal moves.
        for r in summary.routes.iter().filter(|r| !summary.is_maximal(r)) {
            match pos.parse_move(&r.notation()) {
                Err(MoveError::NonMaximal {
                    mv,
                    captured,
                    maximum: m,
                }) => {
                    assert_eq!(mv, r.to_move());
                    assert_eq!(captured as usize, r.captured.len());
                    assert_eq!(m, maximum);
                }
                other => panic!("{} in {text}: {other:?}", r.notation()),
            }
        }
    }
    assert_eq!(pos.max_capture(), maximum);

    for mv in &moves {
        assert_eq!(mv.capture_count(), maximum, "{text}: {mv:?}");
        assert_eq!(
            pos.piece_at(mv.from()).map(Piece::side),
            Some(pos.side_to_move())
        );
        let route = pos
            .route(mv)
            .unwrap_or_else(|| panic!("no route for {mv:?} in {text}"));
        assert_eq!(route.to_move(), *mv, "{text}");
        assert_eq!(route.from, mv.from());
        let notation = pos.move_text(mv);
        assert_eq!(notation, route.notation());
        assert_eq!(
            pos.parse_move(&notation),
            Ok(*mv),
            "{notation} in {text} does not read back"
        );
        assert_eq!(Dama::parse_move(pos, rules, &notation), Ok(*mv));
    }
    moves
}

/// Checks the position after `mv`.
fn check_play(pos: &Position, mv: &Move, next: &Position, stats: &mut Stats) {
    let us = pos.side_to_move();
    let them = us.opposite();
    assert_eq!(next.side_to_move(), them);
    assert_eq!(
        next.hash(),
        next.compute_hash(),
        "{pos} then {}",
        pos.move_text(mv)
    );
    assert_eq!(
        next.pieces(them).count_ones(),
        pos.pieces(them).count_ones() - mv.capture_count()
    );
    assert_eq!(next.pieces(us).count_ones(), pos.pieces(us).count_ones());
    for c in mv.captured_squares() {
        assert_eq!(pos.piece_at(c).map(Piece::side), Some(them));
        if c != mv.to() {
            assert_eq!(next.piece_at(c), None, "{pos} then {}", pos.move_text(mv));
        }
    }
    if mv.from() != mv.to() {
        assert_eq!(next.piece_at(mv.from()), None);
    }
    let was_king = pos.piece_at(mv.from()) == Some(Piece::King(us));
    let last_rank = match us {
        Side::White => 7,
        Side::Black => 0,
    };
    let crowned = was_king || mv.to().rank() == last_rank;
    let expected = if crowned {
        Piece::King(us)
    } else {
        Piece::Man(us)
    };
    assert_eq!(
        next.piece_at(mv.to()),
        Some(expected),
        "{pos} then {}",
        pos.move_text(mv)
    );
    if crowned && !was_king {
        stats.promotions += 1;
    }
    let quiet = if mv.is_capture() || !was_king {
        0
    } else {
        pos.quiet_plies() + 1
    };
    assert_eq!(next.quiet_plies(), quiet);
    if mv.is_capture() {
        stats.captures += 1;
        if mv.capture_count() > 1 {
            stats.multi_captures += 1;
        }
        if was_king {
            stats.king_captures += 1;
        }
    }
}

/// Plays one random game from `start`; returns the number of plies played.
fn walk(start: Position, rules: &DamaRules, rng: &mut Rng, stats: &mut Stats) -> usize {
    let mut pos = start;
    stats.games += 1;
    for ply in 0..=CAP {
        let moves = check_position(&pos, rules, stats);
        let status = pos.status(rules);
        assert_eq!(
            Dama::decided(&pos, rules),
            pos.decided_by_material(rules).is_some()
        );
        if let Some(outcome) = pos.decided_by_material(rules) {
            assert_eq!(status, Some(outcome));
        }
        if moves.is_empty() {
            assert!(status.is_some(), "{pos}: no moves but no outcome");
        }
        if let Some(outcome) = status {
            use akidada::games::EndReason::*;
            let slot = match outcome.reason() {
                NoLegalMove => 0,
                KingVersusLonePiece => 1,
                OnePieceEach => 2,
                NoProgress => 3,
                _ => 4,
            };
            stats.endings[slot] += 1;
            return ply;
        }
        let mv = moves[rng.below(moves.len())];
        let next = pos.play(&mv);
        check_play(&pos, &mv, &next, stats);
        pos = next;
        stats.plies += 1;
    }
    panic!("game from {start} did not end within {CAP} plies: {pos}");
}

/// A random legal position: up to `most` pieces a side, each a king with one
/// chance in `one_in` (always on its last rank), no man on its last rank.
fn random_position(rng: &mut Rng, most: usize, one_in: usize) -> Position {
    loop {
        let mut pieces = Vec::new();
        let mut taken = 0u64;
        for side in Side::BOTH {
            let count = 1 + rng.below(most);
            let mut placed = 0;
            while placed < count {
                let sq = Square::new(rng.below(64) as u8);
                if taken & sq.bit() != 0 {
                    continue;
                }
                let last = match side {
                    Side::White => 7,
                    Side::Black => 0,
                };
                let king = sq.rank() == last || rng.below(one_in) == 0;
                taken |= sq.bit();
                pieces.push((
                    sq,
                    if king {
                        Piece::King(side)
                    } else {
                        Piece::Man(side)
                    },
                ));
                placed += 1;
            }
        }
        let side = if rng.coin() { Side::White } else { Side::Black };
        if let Ok(pos) = Setup::from_pieces(pieces, side).position() {
            return pos;
        }
    }
}

#[test]
fn random_games_from_the_start() {
    let rules = DamaRules::default();
    let mut rng = Rng::new(0x0DA3_A5EE_D001);
    let mut stats = Stats::default();
    let mut longest = 0;
    for game in 0..2000 {
        let first = if game % 2 == 0 {
            Side::White
        } else {
            Side::Black
        };
        longest = longest.max(walk(Position::start(first), &rules, &mut rng, &mut stats));
    }
    println!("{stats:?}, longest {longest}");
    // The walks did meet what they are meant to check.
    assert!(stats.multi_captures > 1000, "{stats:?}");
    assert!(stats.king_captures > 100, "{stats:?}");
    assert!(stats.promotions > 1000, "{stats:?}");
    assert!(stats.merged_routes > 0, "{stats:?}");
}

#[test]
fn random_games_from_random_positions() {
    let mut rng = Rng::new(0x0DA3_A5EE_D002);
    let mut stats = Stats::default();
    let mut longest = 0;
    for game in 0..5000 {
        // Alternate the rule options, with a short no-progress count now and then.
        let rules = DamaRules {
            lone_piece: if game % 2 == 0 {
                akidada::games::dama::LonePiece::KingWins
            } else {
                akidada::games::dama::LonePiece::Draw
            },
            no_progress: if game % 3 == 0 { 10 } else { 50 },
            ..DamaRules::default()
        };
        let start = random_position(&mut rng, 12, 4);
        longest = longest.max(walk(start, &rules, &mut rng, &mut stats));
    }
    println!("{stats:?}, longest {longest}");
    assert!(stats.king_captures > 100, "{stats:?}");
    assert!(stats.endings[3] > 0, "{stats:?}");
}

#[test]
fn random_king_endgames() {
    // Kings only, a few a side: long king captures, and games that end by the
    // no-progress count.
    let mut rng = Rng::new(0x0DA3_A5EE_D003);
    let mut stats = Stats::default();
    let mut longest = 0;
    for game in 0..1500 {
        let rules = DamaRules {
            lone_piece: if game % 2 == 0 {
                akidada::games::dama::LonePiece::KingWins
            } else {
                akidada::games::dama::LonePiece::Draw
            },
            no_progress: [5, 20, 50][game % 3],
            ..DamaRules::default()
        };
        let start = random_position(&mut rng, 6, 1);
        assert_eq!(start.kings(Side::White), start.pieces(Side::White));
        longest = longest.max(walk(start, &rules, &mut rng, &mut stats));
    }
    println!("{stats:?}, longest {longest}");
    assert!(stats.king_captures > 1000, "{stats:?}");
    assert!(stats.endings[3] > 10, "{stats:?}");
}
