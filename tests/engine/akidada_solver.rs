//! The Akidada solver checked against the rules: the table's values against their
//! successors' (a fixpoint), against a plain search, under the symmetries and the
//! exchange of colours; the no-progress layer the same way; the cache; the
//! players.
//!
//! The default table and its no-progress layer are built once for this test
//! binary (a few seconds), in memory.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use akidada::ai::Value;
use akidada::ai::solved::index::position_of;
use akidada::ai::solved::{
    Cancelled, Level, Origin, RuleResult, Solver, Table, TreeRules, choose_move, player, store,
};
use akidada::games::akidada::{AkidadaRules, Move, Point, Position, Setup};
use akidada::games::{Outcome, Side};
use akidada::rng::Rng;

fn solver() -> &'static Solver {
    static SOLVER: OnceLock<Solver> = OnceLock::new();
    SOLVER.get_or_init(|| {
        let cancel = AtomicBool::new(false);
        Solver::load_or_build_in(None, &AkidadaRules::default(), &mut |_| {}, &cancel)
            .expect("not cancelled")
            .solver
    })
}

fn rules() -> AkidadaRules {
    *solver().rules()
}

/// The value of `pos` worked out from its moves and the table's values of the
/// positions they lead to (the rules' own move generation).
fn value_from_moves(solver: &Solver, pos: &Position) -> Value {
    if let Some(outcome) = pos.decided_by_material() {
        return if outcome.winner() == Some(pos.side_to_move()) {
            Value::Win(0)
        } else {
            Value::Loss(0)
        };
    }
    let mut moves = Vec::new();
    pos.legal_moves(solver.rules(), &mut moves);
    moves
        .iter()
        .map(|m| solver.value(&pos.play(m)).for_mover())
        .max()
        .unwrap_or(Value::Loss(0))
}

/// A random stored entry's position, White to move.
fn random_position(solver: &Solver, rng: &mut Rng) -> Position {
    let table = solver.table();
    let index = rng.below(table.len());
    position_of(&table.layout().node(index)).expect("a valid set-up")
}

/// A random position in the movement phase.
fn random_movement_position(solver: &Solver, rng: &mut Rng) -> Position {
    loop {
        let pos = random_position(solver, rng);
        if pos.in_hand(Side::White) == 0 && pos.in_hand(Side::Black) == 0 {
            return pos;
        }
    }
}

#[test]
fn the_start_is_a_draw_under_the_default_rules() {
    for first in Side::BOTH {
        let start = Position::start(first);
        assert_eq!(solver().value(&start), Value::Draw);
        assert_eq!(solver().verdict(&start).under_rule, RuleResult::Draw);
    }
    // Every first placement draws too: the board has no bad point to start on.
    let values = solver().move_values(&Position::start(Side::White));
    assert_eq!(values.len(), 16);
    assert!(values.iter().all(|(_, v)| *v == Value::Draw));
}

#[test]
fn every_value_agrees_with_its_successors() {
    let solver = solver();
    let mut rng = Rng::new(2024);
    let mut decided = 0;
    for _ in 0..20_000 {
        let pos = random_position(solver, &mut rng);
        let value = solver.value(&pos);
        assert_eq!(value, value_from_moves(solver, &pos), "{pos}");
        decided += usize::from(value != Value::Draw);
    }
    assert!(decided > 10_000, "most positions are decided: {decided}");
}

#[test]
fn results_within_the_rule_agree_with_their_successors() {
    // At any count, the result within the no-progress rule is the best of the
    // moves' results, each move counting on from the count as the rules do.
    let solver = solver();
    let rules = rules();
    let limit = 2 * rules.no_progress;
    let mut rng = Rng::new(77);
    let mut moves = Vec::new();
    let mut drawn_wins = 0;
    for i in 0..6_000 {
        let pos = if i % 2 == 0 {
            random_movement_position(solver, &mut rng)
        } else {
            random_position(solver, &mut rng)
        };
        let pos = pos.with_quiet_plies(rng.below(usize::from(limit) + 1) as u16);
        let verdict = solver.verdict(&pos);
        if let Some(outcome) = pos.status(&rules) {
            let expected = match outcome.winner() {
                Some(w) if w == pos.side_to_move() => RuleResult::Win,
                Some(_) => RuleResult::Loss,
                None => RuleResult::Draw,
            };
            assert_eq!(verdict.under_rule, expected, "{pos} over: {outcome}");
            continue;
        }
        pos.legal_moves(&rules, &mut moves);
        let best = moves
            .iter()
            .map(|m| solver.verdict(&pos.play(m)).under_rule.flipped())
            .max()
            .expect("a game not over has a move");
        assert_eq!(
            verdict.under_rule,
            best,
            "{pos} at count {}",
            pos.quiet_plies()
        );
        // The rule only ever turns wins and losses into draws.
        if verdict.under_rule != RuleResult::of(verdict.value) {
            assert_eq!(verdict.under_rule, RuleResult::Draw, "{pos}");
            drawn_wins += 1;
        }
    }
    assert!(drawn_wins > 0, "late counts draw some table wins");
}

/// Plain depth-limited negamax over the rules: `Some(value)` when the game is
/// decided within `depth` plies, `None` when it is not.
fn search(pos: &Position, rules: &AkidadaRules, depth: u16) -> Option<Value> {
    if let Some(outcome) = pos.decided_by_material() {
        return Some(if outcome.winner() == Some(pos.side_to_move()) {
            Value::Win(0)
        } else {
            Value::Loss(0)
        });
    }
    let mut moves = Vec::new();
    pos.legal_moves(rules, &mut moves);
    if moves.is_empty() {
        return Some(Value::Loss(0));
    }
    if depth == 0 {
        return None;
    }
    // A win: some move into a position lost within depth - 1. A loss: every
    // move into a position won within depth - 1.
    let mut best_win: Option<u16> = None;
    let mut all_lose = true;
    let mut longest_loss = 0;
    for m in &moves {
        match search(&pos.play(m), rules, depth - 1) {
            Some(Value::Loss(n)) => {
                best_win = Some(best_win.map_or(n + 1, |w| w.min(n + 1)));
                all_lose = false;
            }
            Some(Value::Win(n)) => longest_loss = longest_loss.max(n + 1),
            _ => all_lose = false,
        }
    }
    match best_win {
        Some(n) => Some(Value::Win(n)),
        None if all_lose => Some(Value::Loss(longest_loss)),
        None => None,
    }
}

#[test]
fn every_position_of_small_sectors_agrees_with_a_plain_search() {
    // Every entry of the sectors with three pieces each on the board (both
    // phases of hands there are), searched three plies deep; and a sample of
    // all sectors five plies deep. A value within the depth must be found by
    // the search, exactly; a longer one or a draw must not be.
    let solver = solver();
    let rules = rules();
    let table = solver.table();
    let layout = table.layout();
    let check = |pos: &Position, depth: u16| {
        let value = solver.value(pos);
        let found = search(pos, &rules, depth);
        match value.distance() {
            Some(n) if n <= depth => assert_eq!(found, Some(value), "{pos}"),
            _ => assert_eq!(found, None, "{pos}: table says {value}"),
        }
    };
    let mut checked = 0;
    for sector in layout.sectors() {
        let key = sector.key;
        let small = key.us == 3 && key.them == 3 && key.us_hand + key.them_hand <= 1;
        if !small {
            continue;
        }
        for index in sector.range() {
            let pos = position_of(&layout.node(index)).expect("valid");
            check(&pos, 3);
            checked += 1;
        }
    }
    assert!(checked > 20_000, "{checked} positions");
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let pos = random_position(solver, &mut rng);
        check(&pos, 5);
    }
}

/// The 16 symmetries, written out here from the board's coordinates (not taken
/// from the solver): the 8 of the square about c3, then each with the inner and
/// outer squares exchanged.
fn image(point: Point, symmetry: usize) -> Point {
    let (x, y) = point.coords();
    let (mut x, mut y) = if symmetry & 4 != 0 { (y, x) } else { (x, y) };
    if symmetry & 1 != 0 {
        x = 4 - x;
    }
    if symmetry & 2 != 0 {
        y = 4 - y;
    }
    if symmetry & 8 != 0 {
        let outer = x % 4 == 0 || y % 4 == 0;
        let swap = |c: u8| if outer { 1 + c / 2 } else { 2 * (c - 1) };
        (x, y) = (swap(x), swap(y));
    }
    Point::from_coords(x, y).expect("a point")
}

fn transformed(pos: &Position, symmetry: usize, swap_colours: bool) -> Position {
    let pieces = |side: Side| -> Vec<Point> {
        Point::all()
            .filter(|p| pos.piece_at(*p) == Some(side))
            .map(|p| image(p, symmetry))
            .collect()
    };
    let (white, black) = (pieces(Side::White), pieces(Side::Black));
    let hands = [pos.in_hand(Side::White), pos.in_hand(Side::Black)];
    let side = pos.side_to_move();
    if swap_colours {
        Setup::from_points(black, white, [hands[1], hands[0]], side.opposite())
    } else {
        Setup::from_points(white, black, hands, side)
    }
    .position()
    .expect("an image of a valid position")
}

#[test]
fn values_are_the_same_under_all_sixteen_symmetries_and_the_colour_exchange() {
    let solver = solver();
    let mut rng = Rng::new(99);
    for _ in 0..400 {
        let pos = random_position(solver, &mut rng);
        let value = solver.value(&pos);
        for symmetry in 0..16 {
            for swap in [false, true] {
                let other = transformed(&pos, symmetry, swap);
                assert_eq!(solver.value(&other), value, "{pos} -> {other}");
                // The image's own moves give it the same value: the symmetry
                // is one of the game, not only of the index.
                assert_eq!(value_from_moves(solver, &other), value, "{other}");
            }
        }
    }
}

#[test]
fn move_values_are_best_first_and_the_best_is_the_positions_value() {
    let solver = solver();
    let mut rng = Rng::new(3);
    for _ in 0..2000 {
        let pos = random_position(solver, &mut rng);
        let values = solver.move_values(&pos);
        assert!(values.windows(2).all(|w| w[0].1 >= w[1].1), "{pos}");
        if pos.decided_by_material().is_none() {
            match values.first() {
                Some((_, best)) => assert_eq!(*best, solver.value(&pos), "{pos}"),
                None => assert_eq!(solver.value(&pos), Value::Loss(0), "{pos}"),
            }
        }
    }
}

#[test]
fn a_set_up_game_already_over_is_decided() {
    let solver = solver();
    // Black to move with two pieces: lost. White to move against two: won.
    let lost: Position = "B:Wa1,c1,e1:Bb2,d4:H0,0".parse().unwrap();
    assert_eq!(solver.value(&lost), Value::Loss(0));
    let won: Position = "W:Wa1,c1,e1:Bb2,d4:H0,0".parse().unwrap();
    assert_eq!(solver.value(&won), Value::Win(0));
    assert_eq!(solver.best_move(&won), None, "the game is over");
    // A blocked side to move has lost.
    let blocked: Position = "W:Wa1,c1,e1:Ba3,c2,e3,b2:H0,0".parse().unwrap();
    assert_eq!(
        blocked.status(&rules()).and_then(Outcome::winner),
        Some(Side::Black)
    );
    assert_eq!(solver.value(&blocked), Value::Loss(0));
}

/// Plays from `start` until the game ends under `rules`, the side to move
/// first choosing with `first`, the other with the perfect player.
fn play_out(
    solver: &Solver,
    start: Position,
    first: &dyn Fn(&Position) -> Move,
) -> (Outcome, usize) {
    let mover = start.side_to_move();
    let mut pos = start;
    for ply in 0..1000 {
        if let Some(outcome) = pos.status(solver.rules()) {
            return (outcome, ply);
        }
        let mv = if pos.side_to_move() == mover {
            first(&pos)
        } else {
            solver.best_move(&pos).expect("a move")
        };
        pos = pos.play(&mv);
    }
    panic!("no end in 1000 plies from {start}");
}

/// A position found by the solver: White wins in 105 by the table, and within
/// the rule only if the first removal comes by ply 99 of the 100 allowed. Some
/// of the table's quickest moves miss it.
const LONG_WIN: &str = "W:Wa1,c1,b2,d2,b3,d3:Be1,c2,a3,c4,d4:H0,0";

#[test]
fn the_perfect_player_wins_within_the_no_progress_rule() {
    let solver = solver();
    let pos: Position = LONG_WIN.parse().unwrap();
    let verdict = solver.verdict(&pos);
    assert_eq!(verdict.value, Value::Win(105));
    assert_eq!(verdict.under_rule, RuleResult::Win);
    assert_eq!(solver.plies_to_zeroing(&pos), Some(Value::Win(99)));

    let perfect = |p: &Position| solver.best_move(p).expect("a move");
    let (outcome, plies) = play_out(solver, pos, &perfect);
    assert_eq!(outcome.winner(), Some(Side::White), "{outcome}");
    assert!(plies <= 105, "{plies} plies");

    // A player that only looks at the table's distance, taking the first of its
    // quickest moves, lets the count run out against the same defence.
    let naive = |p: &Position| {
        let values = solver.move_values(p);
        let best = values[0].1;
        let mut moves = Vec::new();
        p.legal_moves(solver.rules(), &mut moves);
        *moves
            .iter()
            .find(|m| solver.value(&p.play(m)).for_mover() == best)
            .expect("a best move")
    };
    let (outcome, _) = play_out(solver, pos, &naive);
    assert_eq!(outcome.winner(), None, "{outcome}");
}

#[test]
fn a_cursed_win_is_reported_and_played_for_the_draw() {
    // Late in the count the same long win can no longer be won.
    let solver = solver();
    let pos: Position = LONG_WIN.parse().unwrap();
    let late = pos.with_quiet_plies(10);
    let verdict = solver.verdict(&late);
    assert!(verdict.is_cursed_win(), "{verdict}");
    assert_eq!(
        verdict.to_string(),
        "win 105 (a draw under the no-progress rule)"
    );
    let perfect = |p: &Position| solver.best_move(p).expect("a move");
    let (outcome, _) = play_out(solver, late, &perfect);
    assert_eq!(outcome.winner(), None, "{outcome}");
    // With the rule off the table's value stands.
    let no_rule = AkidadaRules {
        no_progress: 0,
        ..rules()
    };
    let off = Solver::from_parts(solver.table().clone(), None, &no_rule).unwrap();
    assert!(!off.verdict(&late).is_cursed_win());
}

#[test]
fn levels_play_as_documented() {
    let solver = solver();
    let mut rng = Rng::new(8);
    let mut weaker = [0usize; 6];
    for i in 0..1500 {
        let pos = if i % 3 == 0 {
            random_movement_position(solver, &mut rng)
        } else {
            random_position(solver, &mut rng)
        };
        if pos.status(solver.rules()).is_some() {
            assert_eq!(choose_move(solver, &pos, Level::PERFECT, &mut rng), None);
            continue;
        }
        let verdicts = solver.move_verdicts(&pos);
        let best = verdicts[0].1;
        let verdict_of = |m: Move| verdicts.iter().find(|(x, _)| *x == m).unwrap().1;
        let sound = player::sound_moves(solver, &pos, &verdicts);
        for level in Level::ALL {
            let mv = choose_move(solver, &pos, level, &mut rng).expect("a move");
            let v = verdict_of(mv);
            let is_best = (v.under_rule, v.value) == (best.under_rule, best.value);
            weaker[usize::from(level.number())] += usize::from(!is_best);
            match level.number() {
                5 => assert!(is_best, "{pos}: {}", mv.notation()),
                2..=4 => assert!(is_best || sound.contains(&mv), "{pos}: {}", mv.notation()),
                _ => {}
            }
        }
    }
    // Lower levels play weaker moves more often.
    assert!(weaker[1] > weaker[2] && weaker[2] > weaker[3] && weaker[3] > weaker[4]);
}

#[test]
fn a_level_never_misses_a_win_in_one_or_hands_over_a_line() {
    // White can close a1-c1-e1 and take a piece; Black threatens nothing yet.
    let solver = solver();
    let pos: Position = "W:Wa1,c1:Bb2,c2:H4,4".parse().unwrap();
    let verdicts = solver.move_verdicts(&pos);
    let sound = player::sound_moves(solver, &pos, &verdicts);
    // Black to move next could close b2-c2-d2 unless White stops it or wins.
    for mv in &sound {
        let next = pos.play(mv);
        let mut replies = Vec::new();
        next.legal_moves(solver.rules(), &mut replies);
        let gives_line = replies.iter().any(|r| r.removed() != 0);
        assert!(!gives_line, "{} hands Black a line", mv.notation());
    }
    assert!(!sound.is_empty());
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("akidada-solver-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_damaged_cache_file_is_rebuilt_never_trusted() {
    let solver = solver();
    let dir = temp_dir("cache");
    let rules = rules();
    let tree = solver.table().rules();
    let table_path = Table::path_in(&dir, tree);
    solver.table().save(&table_path).unwrap();
    let layer = solver.layer().expect("the rule is on");
    let layer_path =
        akidada::ai::solved::no_progress::Layer::path_in(&dir, tree, rules.no_progress);
    layer.save(&layer_path, tree).unwrap();
    let cancel = AtomicBool::new(false);

    // Whole files load.
    let loaded = Solver::load_or_build_in(Some(&dir), &rules, &mut |_| {}, &cancel).unwrap();
    assert!(
        matches!(loaded.table, Origin::Loaded(_)),
        "{}",
        loaded.table
    );
    assert!(matches!(loaded.layer, Some(Origin::Loaded(_))));
    let pos: Position = LONG_WIN.parse().unwrap();
    assert_eq!(loaded.solver.verdict(&pos), solver.verdict(&pos));

    // One flipped byte in the middle of the values: refused.
    let mut bytes = std::fs::read(&table_path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x04;
    std::fs::write(&table_path, &bytes).unwrap();
    assert!(Table::load(&table_path, tree).is_err());
    // A layer cut short: refused, then rebuilt and saved again.
    let layer_bytes = std::fs::read(&layer_path).unwrap();
    std::fs::write(&layer_path, &layer_bytes[..layer_bytes.len() - 100]).unwrap();
    let (table, origin) = store::table(Some(&dir), tree, &mut |_| {}, &cancel).unwrap();
    assert!(origin.was_built(), "{origin}");
    assert!(origin.to_string().contains("checksum"), "{origin}");
    let (rebuilt, origin) =
        store::layer(Some(&dir), &table, rules.no_progress, &mut |_| {}, &cancel).unwrap();
    assert!(origin.was_built(), "{origin}");
    assert!(origin.to_string().contains("saved to"), "{origin}");
    assert_eq!(rebuilt.dtz(0), layer.dtz(0));
    // The files written back are whole again.
    assert!(Table::load(&table_path, tree).is_ok());
    let again = Solver::load_or_build_in(Some(&dir), &rules, &mut |_| {}, &cancel).unwrap();
    assert!(!again.table.was_built() && !again.layer.unwrap().was_built());
    assert_eq!(again.solver.verdict(&pos), solver.verdict(&pos));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_build_reports_progress_and_stops_when_cancelled() {
    let cancel = AtomicBool::new(false);
    let mut reports = Vec::new();
    let result = Table::build(
        TreeRules::default(),
        &mut |p| {
            reports.push(p);
            if reports.len() == 20 {
                cancel.store(true, Ordering::Relaxed);
            }
        },
        &cancel,
    );
    assert!(matches!(result, Err(Cancelled)));
    assert!(reports.len() >= 20);
    assert!(reports.windows(2).all(|w| w[0].done <= w[1].done));
    assert!(
        reports
            .iter()
            .all(|p| p.done <= p.total && p.fraction() <= 1.0)
    );
}

/// Plays one game from `start` between two levels (`levels[0]` plays White)
/// under the default rules, with threefold repetition. Returns White's score.
fn match_game(solver: &Solver, start: Position, levels: [Level; 2], rng: &mut Rng) -> f64 {
    let mut pos = start;
    let mut seen = std::collections::HashMap::new();
    loop {
        let count = seen.entry(pos.hash()).or_insert(0);
        *count += 1;
        if *count >= 3 {
            return 0.5;
        }
        if let Some(outcome) = pos.status(solver.rules()) {
            return match outcome.winner() {
                Some(Side::White) => 1.0,
                Some(Side::Black) => 0.0,
                None => 0.5,
            };
        }
        let level = levels[pos.side_to_move().index()];
        let mv = choose_move(solver, &pos, level, rng).expect("a move");
        pos = pos.play(&mv);
    }
}

/// The levels against each other: from drawn openings (two random placements a
/// side), each opening played with both colours. Prints each pairing's score
/// with a 95% error bar; the figures are in the README.
#[test]
#[ignore = "a match of a few thousand games: run with --ignored --nocapture"]
fn levels_match() {
    let solver = solver();
    let mut rng = Rng::new(31);
    let openings: Vec<Position> = std::iter::repeat_with(|| {
        let mut pos = Position::start(Side::White);
        let mut moves = Vec::new();
        for _ in 0..4 {
            pos.legal_moves(solver.rules(), &mut moves);
            pos = pos.play(&moves[rng.below(moves.len())]);
        }
        pos
    })
    .filter(|p| solver.value(p) == Value::Draw)
    .take(200)
    .collect();
    let pairings = [(1, 2), (2, 3), (3, 4), (4, 5), (1, 5), (2, 5), (3, 5)];
    for (weak, strong) in pairings {
        let (weak, strong) = (Level::new(weak).unwrap(), Level::new(strong).unwrap());
        let mut scores = Vec::new();
        for opening in &openings {
            scores.push(match_game(solver, *opening, [weak, strong], &mut rng));
            scores.push(1.0 - match_game(solver, *opening, [strong, weak], &mut rng));
        }
        let n = scores.len() as f64;
        let mean = scores.iter().sum::<f64>() / n;
        let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0);
        println!(
            "level {} vs level {}: {:.1}% ± {:.1}% for level {} over {} games",
            weak.number(),
            strong.number(),
            100.0 * mean,
            196.0 * (var / n).sqrt(),
            weak.number(),
            scores.len()
        );
        if strong == Level::PERFECT {
            assert!(mean <= 0.5, "nobody beats the perfect player");
        }
    }
}
