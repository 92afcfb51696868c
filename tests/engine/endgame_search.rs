//! The engine with the endgame tables: a position in the tables is scored
//! exactly in search, at the root and inside the tree (a win in N is a win in
//! N), also where quiescence plays a capture into them, and the engine
//! converts won endings the shortest way.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use akidada::ai::Value;
use akidada::ai::endgame::Tables;
use akidada::ai::search::{Limits, Score, Search};
use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Piece, Position, Setup, Square};
use akidada::rng::Rng;

fn tables(lone_piece: LonePiece) -> Arc<Tables> {
    Arc::new(Tables::build(lone_piece, 3, &|_| {}, &AtomicBool::new(false)).unwrap())
}

/// Random positions with a piece of each side in `sides` (each a man or a
/// king), White to move, men off their crowning ranks, those `keep` accepts.
fn random_positions(
    rng: &mut Rng,
    n: usize,
    sides: &[Side],
    keep: impl Fn(&Position) -> bool,
) -> Vec<Position> {
    let mut found = Vec::new();
    while found.len() < n {
        let mut squares: Vec<u8> = Vec::new();
        while squares.len() < sides.len() {
            let s = rng.below(64) as u8;
            if !squares.contains(&s) {
                squares.push(s);
            }
        }
        let pieces: Vec<(Square, Piece)> = squares
            .iter()
            .zip(sides)
            .map(|(&s, &side)| {
                let piece = if rng.coin() {
                    Piece::King(side)
                } else {
                    Piece::Man(side)
                };
                (Square::new(s), piece)
            })
            .collect();
        if let Ok(pos) = Setup::from_pieces(pieces, Side::White).position()
            && keep(&pos)
        {
            found.push(pos);
        }
    }
    found
}

/// Random three-piece positions: two White pieces against one Black.
fn positions(rng: &mut Rng, n: usize) -> Vec<Position> {
    random_positions(rng, n, &[Side::White, Side::White, Side::Black], |_| true)
}

#[test]
fn a_win_in_the_tables_is_a_win_in_n_at_once() {
    for lone_piece in [LonePiece::KingWins, LonePiece::Draw] {
        let tables = tables(lone_piece);
        let rules = DamaRules {
            lone_piece,
            ..DamaRules::default()
        };
        let mut with = Search::new(8);
        with.set_endgame_tables(Some(tables.clone()));
        let mut without = Search::new(8);
        let stop = AtomicBool::new(false);
        let mut rng = Rng::new(7);
        let mut long_wins = 0;
        for pos in positions(&mut rng, 400) {
            let Some(entry) = tables.root_entry(&pos) else {
                continue;
            };
            let Value::Win(n) = entry.value else {
                continue;
            };
            if n < 7 {
                continue;
            }
            // Two plies of search see the exact value the tables give.
            let report = with.run(&pos, &[], &rules, &Limits::depth(2), &stop, &mut |_| {});
            assert_eq!(
                report.score,
                Score::Exact(Value::Win(n)),
                "{pos} {lone_piece:?}"
            );
            // Its move keeps the win on the shortest path.
            let best = report.best.unwrap();
            let after = tables.probe(&pos.play(&best)).unwrap();
            assert_eq!(after, Value::Loss(n - 1), "{pos}: {}", pos.move_text(&best));
            // Without the tables, so shallow a search cannot know.
            let blind = without.run(&pos, &[], &rules, &Limits::depth(2), &stop, &mut |_| {});
            assert_ne!(blind.score, Score::Exact(Value::Win(n)), "{pos}");
            long_wins += 1;
        }
        assert!(
            long_wins >= 5,
            "{lone_piece:?}: {long_wins} long wins tried"
        );
    }
}

#[test]
fn a_capture_at_the_horizon_into_the_tables_is_scored_by_them() {
    // One ply of search: each capture is played out in quiescence, past the
    // depth where the search itself asks the tables. What it lands in is
    // valued by them, not guessed by the evaluation (which calls two kings
    // against one nearly five men up, where under `Draw` they mostly draw).
    // Under `KingWins` two pieces against a lone one have mostly won already.
    let tables = tables(LonePiece::Draw);
    let rules = DamaRules {
        lone_piece: LonePiece::Draw,
        ..DamaRules::default()
    };
    let mut search = Search::new(8);
    search.set_endgame_tables(Some(tables.clone()));
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(11);
    let mut later = 0;
    // Two pieces a side, White to capture: every move lands in the tables.
    let sides = [Side::White, Side::White, Side::Black, Side::Black];
    for pos in random_positions(&mut rng, 60, &sides, Position::has_capture) {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let best = moves
            .iter()
            .map(|mv| Score::Exact(tables.probe(&pos.play(mv)).unwrap().for_mover()))
            .max_by_key(|s| s.rank())
            .unwrap();
        later += usize::from(best != Score::Exact(Value::Win(1)));
        let report = search.run(&pos, &[], &rules, &Limits::depth(1), &stop, &mut |_| {});
        // (A proven draw is reported as 0, like an even estimate.)
        assert_eq!(
            report.score.rank(),
            best.rank(),
            "{pos}: {:?} for {best:?}",
            report.score
        );
    }
    // Not only captures that end the game at once.
    assert!(later >= 20, "{later} of 60 not won at once");
}
