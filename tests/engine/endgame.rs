//! The Dama endgame tables: every value agrees with its successors (the
//! fixpoint), with a plain search that knows nothing of the tables, with the
//! board's symmetries, and with facts worth pinning under both readings of the
//! lone-piece rule; best play converts wins the shortest way and holds draws;
//! the cache file is rebuilt when damaged.
//!
//! The normal run builds the tables with up to three pieces and two four-piece
//! signatures of kings alone (a few seconds each at opt-level 1). The full
//! four-piece checks are `#[ignore]`d: `cargo test --release --test endgame --
//! --ignored`; so is the check of the five-piece tables, which reads them from
//! the cache (`akidada tables build --pieces 5` first).

use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use akidada::ai::Value;
use akidada::ai::endgame::board::Board;
use akidada::ai::endgame::file::{self, Origin};
use akidada::ai::endgame::index::{Geometry, Layout};
use akidada::ai::endgame::{Entry, LoadState, Loader, Signature, TableSet, Tables};
use akidada::games::Side;
use akidada::games::dama::{DamaRules, LonePiece, Move, Piece, Position, Setup};
use akidada::rng::Rng;

const READINGS: [LonePiece; 2] = [LonePiece::KingWins, LonePiece::Draw];

fn rules(lone_piece: LonePiece) -> DamaRules {
    DamaRules {
        lone_piece,
        ..DamaRules::default()
    }
}

fn sig(name: &str) -> Signature {
    Signature::all_up_to(5)
        .into_iter()
        .find(|s| s.to_string() == name)
        .unwrap_or_else(|| panic!("no signature {name}"))
}

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn never_stop() -> AtomicBool {
    AtomicBool::new(false)
}

/// The tables with up to three pieces, built once per reading.
fn three(lone_piece: LonePiece) -> &'static Tables {
    static TABLES: [OnceLock<Tables>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[lone_piece as usize]
        .get_or_init(|| Tables::build(lone_piece, 3, &|_| {}, &never_stop()).unwrap())
}

/// Two kings against two, and three against one (with what they lead to).
fn kings(lone_piece: LonePiece) -> &'static Tables {
    static TABLES: [OnceLock<Tables>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[lone_piece as usize].get_or_init(|| {
        let targets = [sig("KKvKK"), sig("KKKvK")];
        Tables::build_for(lone_piece, &targets, &|_| {}, &never_stop()).unwrap()
    })
}

/// Every `stride`-th position of a signature (White to move), square clashes
/// left out.
fn sample(signature: Signature, stride: usize) -> Vec<Position> {
    let geo = Geometry::new();
    let layout = Layout::new(signature);
    (0..layout.full_len())
        .step_by(stride)
        .filter_map(|i| layout.board(&geo, i).to_position())
        .collect()
}

fn stats(tables: &Tables, name: &str) -> akidada::ai::endgame::SignatureStats {
    tables
        .signatures()
        .find(|(s, _)| s.to_string() == name)
        .map(|(_, st)| st)
        .unwrap_or_else(|| panic!("no {name} in the tables"))
}

// ---------------------------------------------------------------------------------
// The fixpoint: each value is the best of its successors' values.

/// Checks that every sampled position's table entry (value and distance to
/// zeroing) is what its moves give, and returns how many were checked.
fn check_fixpoint(tables: &Tables, signature: Signature, stride: usize) -> usize {
    let rules = rules(tables.lone_piece());
    let mut checked = 0;
    for p in sample(signature, stride) {
        let entry = tables.entry(&p).expect("covered");
        if p.decided_by_material(&rules).is_some() {
            assert_eq!(entry.zeroing, 0, "{p}");
            continue;
        }
        let from_moves = tables.root_entry(&p).expect("covered");
        assert_eq!(
            entry,
            from_moves,
            "{signature} {p} under {:?}",
            tables.lone_piece()
        );
        checked += 1;
    }
    checked
}

#[test]
fn every_value_up_to_three_pieces_agrees_with_its_successors() {
    for lone in READINGS {
        let tables = three(lone);
        let mut checked = 0;
        for s in Signature::all_up_to(3) {
            checked += check_fixpoint(tables, s, 5);
        }
        assert!(checked > 100_000, "{checked}");
    }
}

#[test]
fn four_kings_agree_with_their_successors() {
    for lone in READINGS {
        let tables = kings(lone);
        for name in ["KKvKK", "KKKvK", "KvKKK"] {
            check_fixpoint(tables, sig(name), 97);
        }
    }
}

#[test]
#[ignore = "builds every four-piece table (about a minute a reading in release)"]
fn every_four_piece_table_agrees_with_its_successors_a_plain_search_and_the_symmetries() {
    for lone in READINGS {
        let tables = Tables::build(lone, 4, &|_| {}, &never_stop()).unwrap();
        let mut checked = 0;
        for s in Signature::all_up_to(4) {
            checked += check_fixpoint(&tables, s, 61);
        }
        eprintln!("{lone:?}: {checked} positions checked against their successors");
        let mut rng = Rng::new(4);
        let mut seen = [0; 3];
        for s in Signature::all_up_to(4) {
            check_picked(&tables, &sample(s, 1), 100, &mut rng, &mut seen);
        }
        eprintln!("{lone:?}: wins, losses and draws checked against the plain search: {seen:?}");
        // The longest wins of all.
        let longest = tables
            .signatures()
            .max_by_key(|(_, st)| st.longest_win)
            .unwrap();
        let expected = match lone {
            LonePiece::KingWins => ("MMvMM", 67),
            LonePiece::Draw => ("MMMvK", 81),
        };
        assert_eq!(
            (longest.0.to_string().as_str(), longest.1.longest_win),
            expected
        );
        // No distance to zeroing comes near the 100 plies of the default rule, so
        // no table win is lost to it from a count of 0.
        assert!(tables.signatures().all(|(_, st)| st.longest_zeroing <= 15));
    }
}

#[test]
#[ignore = "reads the five-piece tables from the cache: build them first with \
            `akidada tables build --pieces 5` (most of an hour a reading)"]
fn five_piece_tables_agree_with_their_successors_a_plain_search_and_the_symmetries() {
    let dir = akidada::ai::cache::cache_dir().expect("a cache directory");
    let mut read = 0;
    for lone in READINGS {
        let path = file::file_path(&dir, lone, 5);
        if !path.is_file() {
            eprintln!("{lone:?}: no five-piece tables in {}", path.display());
            continue;
        }
        let tables = file::load(&path, lone, 5).expect("the five-piece tables read back whole");
        read += 1;
        let mut rng = Rng::new(5);
        let (mut checked, mut seen) = (0, [0; 3]);
        for s in Signature::all_up_to(5)
            .into_iter()
            .filter(|s| s.pieces() == 5)
        {
            // About 2,000 positions of each signature, spread over its numbering.
            let stride = (Layout::new(s).full_len() / 2_000) | 1;
            checked += check_fixpoint(&tables, s, stride);
            check_picked(&tables, &sample(s, stride), 40, &mut rng, &mut seen);
        }
        eprintln!(
            "{lone:?}: {checked} five-piece positions checked against their successors; \
             wins, losses and draws against the plain search: {seen:?}"
        );
        // Under `KingWins` fewer: a lone piece against a king is decided by the
        // material, so those positions have no successors to agree with.
        assert!(checked > 60_000, "{checked}");
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }
    assert!(read > 0, "no five-piece tables in {}", dir.display());
}

/// Checks `count` positions picked from `all` against the symmetries and the
/// plain search, adding the wins, losses and draws met to `seen`.
fn check_picked(
    tables: &Tables,
    all: &[Position],
    count: usize,
    rng: &mut Rng,
    seen: &mut [usize; 3],
) {
    let picked: Vec<Position> = (0..count).map(|_| all[rng.below(all.len())]).collect();
    for p in &picked {
        check_symmetries(tables, p);
    }
    let found = check_against_search(tables, &picked, 3);
    for k in 0..3 {
        seen[k] += found[k];
    }
}

// ---------------------------------------------------------------------------------
// A plain search that does not use the tables.

/// The value of a position reached by a move if one side can force the end
/// within `depth` plies (or the game is over), else `None`: the rules alone.
fn plain_search(p: &Position, rules: &DamaRules, depth: u32) -> Option<Value> {
    if let Some(outcome) = p.decided_by_material(rules) {
        return Some(match outcome.winner() {
            None => Value::Draw,
            Some(_) => Value::Loss(0),
        });
    }
    let mut moves: Vec<Move> = Vec::new();
    p.legal_moves(&mut moves);
    if moves.is_empty() {
        return Some(Value::Loss(0));
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<Value> = None;
    let mut all_known = true;
    for mv in &moves {
        match plain_search(&p.play(mv), rules, depth - 1) {
            Some(v) => {
                let v = v.for_mover();
                if v == Value::Win(1) {
                    return Some(v);
                }
                best = best.max(Some(v));
            }
            None => all_known = false,
        }
    }
    match best {
        Some(Value::Win(n)) => Some(Value::Win(n)),
        _ if all_known => best,
        _ => None,
    }
}

/// Agreement, for positions reached by a move: a result the plain search finds
/// within `depth` plies is the table's, and a table win or loss within `depth`
/// is found; a table draw is never a result the search finds, other than a
/// draw by the lone-piece rule.
fn check_against_search(tables: &Tables, positions: &[Position], depth: u32) -> [usize; 3] {
    let rules = rules(tables.lone_piece());
    let mut seen = [0; 3];
    for p in positions {
        let table = tables.probe(p).expect("covered");
        let searched = plain_search(p, &rules, depth);
        match table {
            Value::Win(n) | Value::Loss(n) if u32::from(n) <= depth => {
                assert_eq!(searched, Some(table), "{p}");
                seen[usize::from(table.is_loss())] += 1;
            }
            Value::Draw => {
                assert!(
                    matches!(searched, None | Some(Value::Draw)),
                    "{p}: {searched:?}"
                );
                seen[2] += 1;
            }
            _ => assert_eq!(searched, None, "{p}: table {table}"),
        }
    }
    seen
}

#[test]
fn short_wins_losses_and_draws_agree_with_a_plain_search() {
    let mut rng = Rng::new(13);
    for lone in READINGS {
        for name in [
            "MvM", "KvMM", "MMvK", "KMvM", "MvKM", "KKvM", "MvKK", "KvKK", "KKvK",
        ] {
            let all = sample(sig(name), 1);
            let picked: Vec<Position> = (0..60).map(|_| all[rng.below(all.len())]).collect();
            let seen = check_against_search(three(lone), &picked, 3);
            assert!(seen.iter().sum::<usize>() > 0, "{name}");
        }
        let all = sample(sig("KKvKK"), 1);
        let picked: Vec<Position> = (0..40).map(|_| all[rng.below(all.len())]).collect();
        check_against_search(kings(lone), &picked, 3);
    }
}

#[test]
fn every_short_result_of_men_races_is_found_by_the_plain_search() {
    // Men only on both sides: few moves, so the search can go deeper.
    for lone in READINGS {
        let positions = sample(sig("MvM"), 3);
        let seen = check_against_search(three(lone), &positions, 5);
        if lone == LonePiece::KingWins {
            assert!(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, "{seen:?}");
        }
    }
}

// ---------------------------------------------------------------------------------
// Symmetry.

/// The same position with the files mirrored.
fn mirrored(p: &Position) -> Position {
    Board::from_position(p)
        .mirrored()
        .to_position()
        .expect("a mirror image is a position")
}

/// The same position with colours exchanged and the board turned upside down:
/// Black to move where White was.
fn exchanged(p: &Position) -> Position {
    let flip = |piece: Piece| match piece {
        Piece::Man(s) => Piece::Man(s.opposite()),
        Piece::King(s) => Piece::King(s.opposite()),
    };
    let pieces: Vec<_> = p
        .piece_list()
        .map(|(sq, piece)| {
            let turned = akidada::games::dama::Square::new(sq.index() as u8 ^ 56);
            (turned, flip(piece))
        })
        .collect();
    Setup::from_pieces(pieces, p.side_to_move().opposite())
        .position()
        .expect("a turned board is a position")
}

fn check_symmetries(tables: &Tables, p: &Position) {
    let e = tables.entry(p);
    assert_eq!(tables.entry(&mirrored(p)), e, "mirror of {p}");
    let x = exchanged(p);
    assert_eq!(x.side_to_move(), Side::Black);
    assert_eq!(tables.entry(&x), e, "colours exchanged: {x}");
    assert_eq!(tables.entry(&mirrored(&x)), e, "both: {x}");
}

#[test]
fn mirror_images_and_exchanged_colours_have_one_value() {
    let mut rng = Rng::new(7);
    for lone in READINGS {
        for s in Signature::all_up_to(3) {
            let all = sample(s, 1);
            for _ in 0..300 {
                check_symmetries(three(lone), &all[rng.below(all.len())]);
            }
        }
        let all = sample(sig("KKKvK"), 1);
        for _ in 0..300 {
            check_symmetries(kings(lone), &all[rng.below(all.len())]);
        }
    }
}

// ---------------------------------------------------------------------------------
// Facts worth pinning.

#[test]
fn under_king_wins_a_king_against_a_lone_man_wins_with_its_first_move() {
    let t = three(LonePiece::KingWins);
    let st = stats(t, "KvM");
    assert_eq!((st.wins, st.positions, st.longest_win), (3528, 3528, 1));
    // A king to move against a lone king has already lost: the king that moved
    // last wins.
    let st = stats(t, "KvK");
    assert_eq!((st.losses, st.positions, st.longest_loss), (4032, 4032, 0));
    assert_eq!(t.probe(&pos("W:WKd4:BKa8")), Some(Value::Loss(0)));
    // Set up, the same position is played on: any move wins.
    assert_eq!(
        t.root_entry(&pos("W:WKd4:BKa8")).unwrap().value,
        Value::Win(1)
    );
    assert_eq!(t.probe(&pos("W:WKd4:Ba5")), Some(Value::Win(1)));
    // Under Draw, king against man is one piece each: drawn whatever is played.
    let d = three(LonePiece::Draw);
    assert_eq!(stats(d, "KvM").draws, 3528);
    assert_eq!(d.root_entry(&pos("W:WKd4:Ba5")).unwrap().value, Value::Draw);
}

#[test]
fn under_draw_two_kings_cannot_beat_a_lone_king_from_most_positions() {
    let st = stats(three(LonePiece::Draw), "KKvK");
    assert_eq!(st.positions, 124_992);
    assert_eq!((st.wins, st.draws, st.losses), (38_228, 86_764, 0));
    assert!(
        st.draws * 3 > st.positions * 2,
        "more than two thirds drawn"
    );
    // The wins there are quick captures of the lone king, in 5 plies at most.
    assert_eq!(st.longest_win, 5);
    // Under KingWins every move of the two kings wins at once.
    let st = stats(three(LonePiece::KingWins), "KKvK");
    assert_eq!((st.wins, st.longest_win), (124_992, 1));
}

#[test]
fn under_draw_three_kings_beat_a_lone_king_from_almost_every_position() {
    let st = stats(kings(LonePiece::Draw), "KKKvK");
    assert_eq!(st.positions, 2_541_504);
    assert_eq!((st.wins, st.draws, st.losses), (2_531_516, 9_988, 0));
    assert_eq!(st.longest_win, 15);
    let st = stats(kings(LonePiece::Draw), "KKvKK");
    assert_eq!((st.wins, st.draws, st.losses), (631_404, 3_149_674, 31_178));
}

#[test]
fn a_race_of_two_men_is_won_lost_or_drawn_by_the_count_of_steps() {
    let st = stats(three(LonePiece::KingWins), "MvM");
    assert_eq!(st.positions, 3088);
    assert_eq!((st.wins, st.draws, st.losses), (1506, 594, 988));
    assert_eq!((st.longest_win, st.longest_loss), (17, 16));
    // Under Draw a man against a man is one piece each: always drawn.
    assert_eq!(stats(three(LonePiece::Draw), "MvM").draws, 3088);
    // White's man is one step from crowning: crowned, it wins at once under
    // KingWins (a lone man against a king), while Black's is far from it.
    let t = three(LonePiece::KingWins);
    assert_eq!(t.probe(&pos("W:Wa7:Bh7")), Some(Value::Win(1)));
}

#[test]
fn more_than_four_pieces_are_not_in_the_tables() {
    let t = three(LonePiece::KingWins);
    let five = pos("W:WKa1,b2,c3:BKh8,g7");
    assert_eq!(t.probe(&five), None);
    assert_eq!(t.move_values(&five), None);
    let four = pos("W:WKa1,b2:BKh8,g7");
    assert_eq!(t.probe(&four), None, "three-piece tables do not cover four");
    let mut set = TableSet::default();
    assert_eq!(set.probe(&pos("W:WKd4:Ba5"), LonePiece::KingWins), None);
    set.insert(std::sync::Arc::new(
        Tables::build(LonePiece::KingWins, 2, &|_| {}, &never_stop()).unwrap(),
    ));
    assert_eq!(
        set.probe(&pos("W:WKd4:Ba5"), LonePiece::KingWins),
        Some(Value::Win(1))
    );
    assert_eq!(set.probe(&pos("W:WKd4:Ba5"), LonePiece::Draw), None);
}

// ---------------------------------------------------------------------------------
// Best play.

/// Plays the tables' best move for both sides from a table position and returns
/// the plies until the game ends (by material or no legal move), at most
/// `limit`.
fn play_out(tables: &Tables, start: &Position, limit: u32) -> (Option<Side>, u32) {
    let rules = rules(tables.lone_piece());
    let mut p = *start;
    for ply in 0..=limit {
        let over = p.decided_by_material(&rules).or_else(|| p.status(&rules));
        if let Some(outcome) = over {
            return (outcome.winner(), ply);
        }
        let best = tables.best_move(&p, 0).expect("a move");
        p = p.play(&best.mv);
    }
    (None, limit)
}

#[test]
fn best_moves_convert_wins_in_exactly_the_table_distance() {
    let mut rng = Rng::new(21);
    let cases = [
        (LonePiece::KingWins, "MvM"),
        (LonePiece::KingWins, "MMvK"),
        (LonePiece::KingWins, "KvMM"),
        (LonePiece::Draw, "KMvM"),
        (LonePiece::Draw, "KKvM"),
        (LonePiece::Draw, "MMvM"),
    ];
    for (lone, name) in cases {
        let tables = three(lone);
        let all = sample(sig(name), 1);
        let mut converted = 0;
        for _ in 0..200 {
            let p = all[rng.below(all.len())];
            match tables.probe(&p).unwrap() {
                Value::Win(n) | Value::Loss(n) => {
                    let winner = if tables.probe(&p).unwrap().is_win() {
                        p.side_to_move()
                    } else {
                        p.side_to_move().opposite()
                    };
                    assert_eq!(
                        play_out(tables, &p, 200),
                        (Some(winner), u32::from(n)),
                        "{p} under {lone:?}"
                    );
                    converted += 1;
                }
                Value::Draw => {}
            }
        }
        assert!(converted > 20, "{name}: {converted}");
    }
}

#[test]
fn best_moves_hold_draws_against_any_reply() {
    let mut rng = Rng::new(34);
    for (lone, name) in [(LonePiece::Draw, "KKvK"), (LonePiece::KingWins, "MMvK")] {
        let tables = three(lone);
        let rules = rules(lone);
        for p in sample(sig(name), 1)
            .into_iter()
            .filter(|p| tables.probe(p) == Some(Value::Draw))
            .step_by(499)
        {
            let holder = p.side_to_move();
            let mut q = p;
            for _ in 0..40 {
                if q.decided_by_material(&rules).is_some() || q.status(&rules).is_some() {
                    break;
                }
                if q.side_to_move() == holder {
                    // A draw, or better when the other side has erred.
                    let best = tables.best_move(&q, 0).unwrap();
                    assert_eq!(best.value, tables.probe(&q).unwrap(), "{q}");
                    assert!(!best.value.is_loss(), "{q}");
                    q = q.play(&best.mv);
                } else {
                    let moves = tables.move_values(&q).unwrap();
                    q = q.play(&moves[rng.below(moves.len())].mv);
                }
                let v = tables.probe(&q).unwrap();
                let for_holder = if q.side_to_move() == holder {
                    v
                } else {
                    v.flipped()
                };
                assert!(!for_holder.is_loss(), "{p}: reached {q}, {v}");
            }
        }
    }
}

#[test]
fn the_no_progress_count_spoils_a_win_only_past_its_limit() {
    let win = Entry {
        value: Value::Win(9),
        zeroing: 5,
    };
    assert!(
        !win.spoiled(95, 50),
        "95 + 5 = 100 plies: the last move is in time"
    );
    assert!(win.spoiled(96, 50));
    assert_eq!(win.under_no_progress(96, 50), Value::Draw);
    assert!(!win.spoiled(400, 0), "the rule off");
    assert!(
        !Entry {
            value: Value::Loss(0),
            zeroing: 0
        }
        .spoiled(99, 50)
    );
    assert!(
        !Entry {
            value: Value::Draw,
            zeroing: 0
        }
        .spoiled(99, 50)
    );
}

#[test]
fn with_the_count_nearly_run_out_the_best_move_resets_it() {
    // Find won positions whose quickest win is a king's move, but where a man's
    // move also wins: with 99 plies counted, only the man's move still wins.
    let tables = three(LonePiece::Draw);
    let mut found = 0;
    for p in sample(sig("KMvM"), 3) {
        if !tables.probe(&p).is_some_and(Value::is_win) {
            continue;
        }
        let moves = tables.move_values(&p).unwrap();
        let quickest = moves[0];
        let man_wins = moves.iter().any(|m| m.value.is_win() && m.resets_count(&p));
        if quickest.resets_count(&p) || !man_wins || quickest.zeroing < 2 {
            continue;
        }
        let late = p.with_quiet_plies(99);
        let best = tables.best_move(&late, 50).unwrap();
        assert!(best.resets_count(&late) && best.value.is_win(), "{p}");
        assert_eq!(tables.best_move(&p, 50).unwrap().value, quickest.value);
        let root = tables.root_entry(&late).unwrap();
        assert!(!root.spoiled(99, 50), "{p}: the man's move keeps it");
        found += 1;
        if found == 20 {
            break;
        }
    }
    assert!(found > 0);
}

// ---------------------------------------------------------------------------------
// The cache file.

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("akidada-endgame-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_damaged_table_file_is_built_again() {
    let dir = temp_dir("damage");
    let lone = LonePiece::Draw;
    let load = || file::load_or_build(Some(&dir), lone, 3, &|_| {}, &never_stop()).unwrap();
    let (first, origin) = load();
    assert!(
        matches!(
            origin,
            Origin::Built {
                replaced: None,
                saved: Ok(_)
            }
        ),
        "{origin}"
    );
    let (again, origin) = load();
    assert!(matches!(origin, Origin::Loaded(_)), "{origin}");
    let probe = pos("W:WKd4,Ke4:BKa8");
    assert_eq!(again.entry(&probe), first.entry(&probe));
    assert_eq!(again.to_bytes(), first.to_bytes());

    let path = file::file_path(&dir, lone, 3);
    let whole = std::fs::read(&path).unwrap();
    let damages: [(&str, Vec<u8>); 3] = [
        ("cut short", whole[..whole.len() / 2].to_vec()),
        ("a flipped bit", {
            let mut b = whole.clone();
            b[whole.len() * 2 / 3] ^= 4;
            b
        }),
        ("empty", Vec::new()),
    ];
    for (what, bytes) in damages {
        std::fs::write(&path, bytes).unwrap();
        let (rebuilt, origin) = load();
        match origin {
            Origin::Built {
                replaced: Some(_),
                saved: Ok(_),
            } => {}
            other => panic!("{what}: {other}"),
        }
        assert_eq!(rebuilt.to_bytes(), first.to_bytes(), "{what}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            whole,
            "{what}: the file is whole again"
        );
    }
    // The other reading's file is another file, and a file is not taken for the
    // other reading.
    assert!(file::load(&path, LonePiece::KingWins, 3).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tables_load_in_the_background_and_can_be_cancelled() {
    let dir = temp_dir("loader");
    let loader = Loader::start(Some(dir.clone()), LonePiece::KingWins, 2, || {});
    let tables = loader.wait().unwrap();
    assert_eq!(tables.probe(&pos("W:WKd4:Ba5")), Some(Value::Win(1)));
    let loader = Loader::start(Some(dir.clone()), LonePiece::KingWins, 2, || {});
    while matches!(loader.state(), LoadState::Working(_)) {
        std::thread::yield_now();
    }
    assert!(loader.origin().unwrap().starts_with("read from"));

    // A four-piece build, cancelled at once.
    let loader = Loader::start(Some(dir.clone()), LonePiece::Draw, 4, || {});
    loader.cancel();
    let why = loader.wait().unwrap_err();
    assert!(why.contains("cancelled"), "{why}");
    assert!(!file::file_path(&dir, LonePiece::Draw, 4).exists());
    let _ = std::fs::remove_dir_all(&dir);
}
