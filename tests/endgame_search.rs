//! The engine with the endgame tables: a position in the tables is scored
//! exactly in search, at the root and inside the tree (a win in N is a win in
//! N), and the engine converts won endings the shortest way.

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

/// Random three-piece positions: two White pieces against one Black, White to
/// move, men off their crowning ranks.
fn positions(rng: &mut Rng, n: usize) -> Vec<Position> {
    let mut found = Vec::new();
    while found.len() < n {
        let mut squares: Vec<u8> = Vec::new();
        while squares.len() < 3 {
            let s = rng.below(64) as u8;
            if !squares.contains(&s) {
                squares.push(s);
            }
        }
        let piece = |side: Side, king: bool| {
            if king {
                Piece::King(side)
            } else {
                Piece::Man(side)
            }
        };
        let pieces = [
            (Square::new(squares[0]), piece(Side::White, rng.coin())),
            (Square::new(squares[1]), piece(Side::White, rng.coin())),
            (Square::new(squares[2]), piece(Side::Black, rng.coin())),
        ];
        if let Ok(pos) = Setup::from_pieces(pieces, Side::White).position() {
            found.push(pos);
        }
    }
    found
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
