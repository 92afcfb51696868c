//! The Dama search against the rules: proven results exactly as a plain
//! full-width minimax finds them, the rules' judgements (lone piece both ways,
//! repetition, no progress, a set-up root), legal moves under every option,
//! multi-PV, stopping, threads.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use akidada::ai::Value;
use akidada::ai::search::{Limits, Report, Score, Search};
use akidada::games::dama::{
    DamaRules, LonePiece, Move, NonMaxCapture, Piece, Position, Setup, Square,
};
use akidada::games::{FirstPlayer, Side};
use akidada::rng::Rng;

/// The exact value of `pos` by full-width minimax to `depth` plies, with no
/// pruning and nothing shared with the engine but the rules; `None` when no
/// result is forced within `depth`. `after_move`: the position was reached by a
/// move (the lone-piece rule judges moves).
fn solve(pos: &Position, rules: &DamaRules, depth: u32, after_move: bool) -> Option<Value> {
    if after_move && let Some(outcome) = pos.decided_by_material(rules) {
        return Some(match outcome.winner() {
            Some(_) => Value::Loss(0),
            None => Value::Draw,
        });
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return Some(Value::Loss(0));
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<Value> = None;
    let mut unknown = false;
    for mv in &moves {
        match solve(&pos.play(mv), rules, depth - 1, true) {
            Some(v) => {
                let v = v.for_mover();
                if best.is_none_or(|b| v > b) {
                    best = Some(v);
                }
            }
            None => unknown = true,
        }
    }
    match best {
        // A win within `depth` is the quickest: an unknown move wins later if at all.
        Some(Value::Win(n)) => Some(Value::Win(n)),
        _ if unknown => None,
        known => known,
    }
}

fn search(pos: &Position, rules: &DamaRules, limits: Limits) -> Report {
    search_with(pos, &[], rules, limits)
}

fn search_with(pos: &Position, history: &[u64], rules: &DamaRules, limits: Limits) -> Report {
    let mut s = Search::new(4);
    s.run(
        pos,
        history,
        rules,
        &limits,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

fn legal(pos: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

fn pos(text: &str) -> Position {
    text.parse().unwrap()
}

fn draw_rule() -> DamaRules {
    DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    }
}

#[test]
fn the_worked_example_is_won_by_any_of_its_seven_captures() {
    // A set-up position: the lone-piece rule does not judge it before a move.
    let p = pos("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1");
    let r = search(&p, &DamaRules::default(), Limits::depth(4));
    assert_eq!(r.score, Score::Exact(Value::Win(1)));
    let best = r.best.unwrap();
    assert!(legal(&p).contains(&best));
    assert_eq!(best.capture_count(), 6);
}

#[test]
fn king_against_a_lone_man_both_ways() {
    let rules = DamaRules::default();
    // White's king moves: Black is left a lone piece against a king.
    let p = pos("W:WKa1:Bh7");
    assert_eq!(
        search(&p, &rules, Limits::depth(3)).score,
        Score::Exact(Value::Win(1))
    );
    // Black to move first loses one move later.
    let p = pos("B:WKa1:Bh7");
    assert_eq!(solve(&p, &rules, 4, false), Some(Value::Loss(2)));
    assert_eq!(
        search(&p, &rules, Limits::depth(5)).score,
        Score::Exact(Value::Loss(2))
    );
    // A lone man to move against a king is not lost before it moves.
    let p = pos("W:Wa2:BKh8");
    assert_eq!(
        search(&p, &rules, Limits::depth(5)).score,
        Score::Exact(Value::Loss(2))
    );
    // Under the federation rule one piece each is a draw.
    let p = pos("B:WKa1:Bh7");
    let r = search(&p, &draw_rule(), Limits::depth(6));
    assert_eq!(r.score, Score::Cp(0));
}

#[test]
fn a_side_with_no_move_has_lost_at_the_root() {
    let p = pos("W:Wa2:Ba3,a4,b2,c2");
    let r = search(&p, &DamaRules::default(), Limits::depth(5));
    assert_eq!(r.best, None);
    assert_eq!(r.score, Score::Exact(Value::Loss(0)));
    assert!(r.lines.is_empty());
    let p = pos("W:W:Ba3");
    assert_eq!(
        search(&p, &DamaRules::default(), Limits::depth(5)).best,
        None
    );
}

/// Positions found by a full-width search, checked again here by [`solve`]:
/// (position, plies to the win, the one winning move).
const SHOTS: &[(&str, u16, &str)] = &[
    // Two for one: d4 is given up, and White takes both black men.
    ("W:Wd3,c4,g5:Be4,h5", 3, "d3-d4"),
    ("W:Wd2,c4,d4:Bd3,a4", 3, "c4-b4"),
    // Breakthroughs to the crown: a man given up opens the road.
    ("W:Wh4,g5,e6:Bh5,h6", 7, "g5-g6"),
    ("W:We6,b7,c7:Be5,f7", 5, "e6-e7"),
    ("W:Wd4,b5,b6:Ba6,d6", 7, "d4-e4"),
];

#[test]
fn shots_and_breakthroughs_are_found_exactly() {
    let rules = DamaRules::default();
    for &(text, n, winner) in SHOTS {
        let p = pos(text);
        assert_eq!(
            solve(&p, &rules, u32::from(n), false),
            Some(Value::Win(n)),
            "{text}"
        );
        let r = search(&p, &rules, Limits::depth(u32::from(n) + 4));
        assert_eq!(r.score, Score::Exact(Value::Win(n)), "{text}");
        assert_eq!(p.move_text(&r.best.unwrap()), winner, "{text}");
        // Without a depth limit the search stops by itself once it is proven.
        let r = search(&p, &rules, Limits::default());
        assert_eq!(r.score, Score::Exact(Value::Win(n)), "{text}");
    }
}

/// A random position of a few pieces, men and kings, `side` to move.
fn random_ending(rng: &mut Rng, side: Side) -> Option<Position> {
    let mut pieces = Vec::new();
    let mut used = 0u64;
    let count = 3 + rng.below(3);
    for i in 0..count {
        let owner = if i % 2 == 0 { Side::White } else { Side::Black };
        let king = rng.below(3) == 0;
        let sq = loop {
            let sq = Square::new(rng.below(64) as u8);
            let last = if owner == Side::White { 7 } else { 0 };
            if used & sq.bit() == 0 && (king || sq.rank() != last) {
                break sq;
            }
        };
        used |= sq.bit();
        pieces.push((
            sq,
            if king {
                Piece::King(owner)
            } else {
                Piece::Man(owner)
            },
        ));
    }
    Setup::from_pieces(pieces, side).position().ok()
}

#[test]
fn proven_results_agree_with_full_width_minimax() {
    let mut rng = Rng::new(2024);
    let mut checked = [0; 2];
    for rules in [DamaRules::default(), draw_rule()] {
        let mut tried = 0;
        while tried < 150 {
            let side = if rng.coin() { Side::White } else { Side::Black };
            let Some(p) = random_ending(&mut rng, side) else {
                continue;
            };
            tried += 1;
            let Some(exact) = solve(&p, &rules, 5, false) else {
                continue;
            };
            if exact == Value::Draw {
                continue;
            }
            let r = search(&p, &rules, Limits::depth(12));
            assert_eq!(r.score, Score::Exact(exact), "{p} under {rules:?}");
            checked[usize::from(exact.is_win())] += 1;
        }
    }
    assert!(checked[0] > 10 && checked[1] > 10, "{checked:?}");
}

#[test]
fn a_third_repetition_is_a_draw_the_losing_side_takes() {
    // Black is a man down with kings only; after Kh8-h7 the position has
    // stood on the board twice already, so that move draws.
    let rules = draw_rule();
    let p = pos("B:WKa1,Kc3,d2:BKh8,Kf6");
    let h7 = legal(&p)
        .into_iter()
        .find(|m| p.move_text(m) == "h8-h7")
        .unwrap();
    let repeated = p.play(&h7).hash();
    let r = search_with(&p, &[repeated, 1, 2, repeated, 3], &rules, Limits::depth(6));
    assert_eq!(r.score, Score::Cp(0));
    assert_eq!(r.best, Some(h7));
    // Seen once before only, it is no draw yet.
    let r = search_with(&p, &[repeated, 1, 2], &rules, Limits::depth(6));
    assert!(r.score.rank() < 0, "{:?}", r.score);
}

#[test]
fn repeating_inside_the_search_is_a_draw() {
    // Two kings each, lone piece drawn: no one can force anything, and the
    // search must not run forever or claim a result.
    let rules = draw_rule();
    let p = pos("W:WKa1,Kh1:BKa8,Kh8");
    let r = search(&p, &rules, Limits::depth(14));
    assert!(matches!(r.score, Score::Cp(_)), "{:?}", r.score);
}

#[test]
fn the_no_progress_count_can_turn_a_win_into_a_draw() {
    // White wins in 3 with king moves, the last a capture.
    let p = pos("W:WKf2,Ka3,Ka4:BKh4,Kg7");
    let off = DamaRules {
        no_progress: 0,
        ..DamaRules::default()
    };
    assert_eq!(solve(&p, &off, 3, false), Some(Value::Win(3)));
    assert_eq!(
        search(&p, &off, Limits::depth(6)).score,
        Score::Exact(Value::Win(3))
    );
    let ten = DamaRules {
        no_progress: 10,
        ..DamaRules::default()
    };
    // 17 quiet plies so far: the win comes in time.
    let r = search(&p.with_quiet_plies(17), &ten, Limits::depth(6));
    assert_eq!(r.score, Score::Exact(Value::Win(3)));
    // 19: after White's move the count has run out and the game is drawn.
    let r = search(&p.with_quiet_plies(19), &ten, Limits::depth(6));
    assert_eq!(r.score, Score::Cp(0));
}

/// Positions along random games.
fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = Position::start(Side::White);
        for _ in 0..rng.below(80) {
            let moves = legal(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]);
        }
        if !legal(&p).is_empty() {
            out.push(p);
        }
    }
    out
}

#[test]
fn every_move_returned_is_legal_under_every_option() {
    let mut all_rules = Vec::new();
    for lone_piece in [LonePiece::KingWins, LonePiece::Draw] {
        for non_max_capture in [NonMaxCapture::Loses, NonMaxCapture::Forbidden] {
            for no_progress in [0, 3, 50] {
                all_rules.push(DamaRules {
                    first: FirstPlayer::White,
                    non_max_capture,
                    lone_piece,
                    no_progress,
                });
            }
        }
    }
    let mut s = Search::new(2);
    let stop = AtomicBool::new(false);
    for (i, p) in random_positions(7, 60).iter().enumerate() {
        let rules = all_rules[i % all_rules.len()];
        let r = s.run(p, &[], &rules, &Limits::nodes(3000), &stop, &mut |_| {});
        let best = r.best.unwrap();
        let moves = legal(p);
        assert!(moves.contains(&best), "{p}: {best:?}");
        // Every move of the line is legal where it is played.
        let mut q = *p;
        for mv in r.pv() {
            assert!(legal(&q).contains(mv), "{p}: line {:?}", r.pv());
            q = q.play(mv);
        }
    }
}

#[test]
fn multi_pv_gives_distinct_moves_best_first() {
    let p = Position::start(Side::White);
    let r = search(&p, &DamaRules::default(), Limits::depth(6).with_multipv(4));
    assert_eq!(r.lines.len(), 4);
    let firsts: Vec<Move> = r.lines.iter().map(|l| l.moves[0]).collect();
    for (i, m) in firsts.iter().enumerate() {
        assert!(!firsts[..i].contains(m));
    }
    for pair in r.lines.windows(2) {
        assert!(
            pair[0].score.rank() >= pair[1].score.rank(),
            "{:?}",
            r.lines
        );
    }
    assert_eq!(r.best, Some(firsts[0]));
    // More lines than moves: one line per move.
    let p = pos("W:Wa2:Bh7");
    let r = search(&p, &DamaRules::default(), Limits::depth(3).with_multipv(10));
    assert_eq!(r.lines.len(), legal(&p).len());
}

#[test]
fn progress_comes_once_per_depth_and_a_stop_ends_the_search() {
    let mut s = Search::new(8);
    let stop = AtomicBool::new(false);
    let mut depths = Vec::new();
    let p = Position::start(Side::White);
    let r = s.run(
        &p,
        &[],
        &DamaRules::default(),
        &Limits::depth(6),
        &stop,
        &mut |r| {
            depths.push(r.depth);
        },
    );
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    assert_eq!(r.depth, 6);
    assert!(r.nodes > 0 && r.seldepth >= 6);

    // An infinite search, stopped from another thread, still answers a legal move.
    let stop = AtomicBool::new(false);
    let r = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.store(true, Ordering::Relaxed);
        });
        s.run(
            &p,
            &[],
            &DamaRules::default(),
            &Limits::infinite(),
            &stop,
            &mut |_| {},
        )
    });
    assert!(legal(&p).contains(&r.best.unwrap()));
}

#[test]
fn several_threads_search_to_a_legal_move_and_the_same_proof() {
    let mut s = Search::new(8);
    s.set_threads(2);
    let stop = AtomicBool::new(false);
    let rules = DamaRules::default();
    let p = Position::start(Side::White);
    let r = s.run(&p, &[], &rules, &Limits::depth(7), &stop, &mut |_| {});
    assert!(legal(&p).contains(&r.best.unwrap()));
    let (text, n, _) = SHOTS[0];
    let r = s.run(
        &pos(text),
        &[],
        &rules,
        &Limits::depth(8),
        &stop,
        &mut |_| {},
    );
    assert_eq!(r.score, Score::Exact(Value::Win(n)));
}
