//! The trainer's flow without a window: attempts, the next puzzle, ratings and
//! streaks, the drill's round, learning from mistakes, and the progress file.

use std::time::Duration;

use akidada::ai::puzzles::puzzle::options_of;
use akidada::ai::puzzles::{DrillPosition, Goal, Kind, Puzzle, Theme};
use akidada::app::training::drill::{End, Round};
use akidada::app::training::mistakes::{self, Class, Judged, Tried};
use akidada::app::training::select::{self, Order};
use akidada::app::training::{Attempt, Hint, Played, Progress, Reason, State, Store};
use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, Position};
use akidada::games::{GameKind, Side};
use akidada::rng::Rng;

const WORKED_EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";

fn dama_puzzle(id: &str, position: &str, solution: &[&str], goal: Goal, rating: u32) -> Puzzle {
    Puzzle {
        id: id.into(),
        kind: Kind::DamaMiddlegame,
        goal,
        position: position.into(),
        options: options_of::<Dama>(&DamaRules::default()),
        solution: solution.iter().map(|s| s.to_string()).collect(),
        themes: vec![Theme::Shot],
        rating,
    }
}

/// A shot: b7-b8 gives a man, d7xb7 takes it, and the king takes two.
fn shot() -> Puzzle {
    dama_puzzle(
        "m9001",
        "W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7",
        &["b7-b8", "d7xb7", "b8xb4xh4"],
        Goal::Win,
        1200,
    )
}

#[test]
fn a_right_move_is_answered_and_the_puzzle_solved() {
    let mut a = Attempt::new(&shot()).unwrap();
    assert_eq!(a.task().solver, Side::White);
    assert_eq!(a.task().goal, Goal::Win);
    assert_eq!(a.orientation(), Side::White);
    assert_eq!(
        a.play("b7-b8"),
        Played::Right {
            reply: Some("d7xb7".into()),
            solved: false
        }
    );
    assert_eq!(a.board().side_to_move(), Side::White);
    assert_eq!(a.score(), None);
    assert_eq!(
        a.play("b8xb4xh4"),
        Played::Right {
            reply: None,
            solved: true
        }
    );
    assert_eq!(a.state(), State::Solved);
    assert_eq!(a.score(), Some(1.0));
    assert_eq!(a.play("a2-a3"), Played::Over);
}

#[test]
fn a_wrong_move_is_not_played_and_says_why() {
    let mut a = Attempt::new(&shot()).unwrap();
    let before = a.board().to_string();
    match a.play("a2-a3") {
        // Search proved the solution: another move is known to be far worse.
        Played::Wrong { reason } => assert_eq!(reason, Reason::MissesTheGain),
        other => panic!("{other:?}"),
    }
    assert_eq!(a.board().to_string(), before, "a wrong move is not played");
    assert!(matches!(a.play("a2-a9"), Played::NotAMove(_)));
    assert!(matches!(a.play("h8-h7"), Played::NotAMove(_)));
    // Retried and solved, but the first try failed: no rating point.
    a.play("b7-b8");
    a.play("b8xb4xh4");
    assert_eq!(a.state(), State::Solved);
    assert_eq!(a.score(), Some(0.0));
}

#[test]
fn in_a_table_ending_a_wrong_move_loses_the_win() {
    let mut p = dama_puzzle(
        "e9001",
        "W:Wg5,Kh8:BKe1,g7",
        &["h8-h7", "g7-g6", "g5xg7"],
        Goal::Win,
        1036,
    );
    p.kind = Kind::DamaEndgame;
    let mut a = Attempt::new(&p).unwrap();
    assert_eq!(
        a.play("g5-g6"),
        Played::Wrong {
            reason: Reason::LosesTheWin
        }
    );
}

#[test]
fn a_capture_short_of_the_maximum_is_named() {
    let p = dama_puzzle(
        "m9002",
        WORKED_EXAMPLE,
        &["b8xb5xg5xg1xa1xa4xf4"],
        Goal::Win,
        900,
    );
    let mut a = Attempt::new(&p).unwrap();
    assert_eq!(
        a.play("b8xb5xe5xe1xa1xa4"),
        Played::Wrong {
            reason: Reason::NotMaximal {
                captured: 5,
                maximum: 6,
                loses_the_game: true
            }
        }
    );
}

#[test]
fn a_move_that_hands_over_a_shot_is_named() {
    // White's man on d4 steps beside two black men that stand ready to take it
    // and more: d4-d5 lets Black capture two.
    let p = dama_puzzle(
        "m9003",
        "W:Wa2,d4,h2:Bd6,c7,e7,h7",
        &["h2-h3"],
        Goal::Material,
        900,
    );
    let mut a = Attempt::new(&p).unwrap();
    let after: Position = "B:Wa2,d5,h2:Bd6,c7,e7,h7".parse().unwrap();
    let n = after.max_capture();
    match a.play("d4-d5") {
        Played::Wrong { reason } if n >= 2 => assert_eq!(reason, Reason::LetsShot { captures: n }),
        Played::Wrong { reason } => assert_eq!(reason, Reason::MissesTheGain),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_hint_marks_the_piece_and_halves_the_score() {
    let mut a = Attempt::new(&shot()).unwrap();
    assert_eq!(a.hint(), Some(Hint::Piece("b7".into())));
    a.play("b7-b8");
    a.play("b8xb4xh4");
    assert_eq!(a.score(), Some(0.5));
}

#[test]
fn an_akidada_placement_hints_at_a_line_and_the_solution_can_be_shown() {
    let p = Puzzle {
        id: "a9001".into(),
        kind: Kind::Akidada,
        goal: Goal::Draw,
        position: "B:Wc4,d4:Ba3,b3:H4,4".into(),
        options: options_of::<Akidada>(&AkidadaRules::default()),
        solution: vec!["b4".into()],
        themes: vec![Theme::Blocking],
        rating: 1204,
    };
    let mut a = Attempt::new(&p).unwrap();
    match a.hint() {
        Some(Hint::Line(points)) => assert!(points.contains(&"b4".to_string()), "{points:?}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(a.play("e5"), Played::Wrong { .. }));
    assert_eq!(a.reveal(), vec!["b4".to_string()]);
    assert_eq!(a.state(), State::Revealed);
    assert_eq!(a.score(), Some(0.0));
}

fn many() -> Vec<Puzzle> {
    (0..30)
        .map(|i| {
            let mut p = shot();
            p.id = format!("m{:04}", i + 1);
            p.rating = 700 + 50 * i;
            p.themes = if i % 3 == 0 {
                vec![Theme::Crowning]
            } else {
                vec![Theme::Shot]
            };
            p
        })
        .collect()
}

#[test]
fn rated_puzzles_come_near_the_rating_and_results_move_it() {
    let puzzles = many();
    let mut progress = Progress::default();
    let mut rng = Rng::new(4);
    let p = select::next(
        &puzzles,
        &progress,
        GameKind::Dama,
        None,
        Order::Rated,
        &mut rng,
    )
    .unwrap();
    assert!((i64::from(p.rating) - 1500).abs() <= 350, "{}", p.rating);
    let change = select::record(&mut progress, p, 1.0, 1_700_000_000);
    assert!(change.delta() > 0, "{change:?}");
    assert_eq!(change.streak, 1);
    assert!(change.puzzle_after.rating < change.puzzle_before.rating);
    assert!(progress.solved(&p.id));
    // A solved puzzle is not offered again.
    for _ in 0..50 {
        let q = select::next(
            &puzzles,
            &progress,
            GameKind::Dama,
            None,
            Order::Rated,
            &mut rng,
        )
        .unwrap();
        assert_ne!(q.id, p.id);
    }
    let failed = select::record(&mut progress, &puzzles[5], 0.0, 1_700_000_100);
    assert!(failed.delta() < 0);
    assert_eq!(progress.streak, 0);
    assert_eq!(progress.best_streak, 1);
    // No Akidada puzzle among them.
    assert!(
        select::next(
            &puzzles,
            &progress,
            GameKind::Akidada,
            None,
            Order::Rated,
            &mut rng
        )
        .is_none()
    );
}

#[test]
fn by_theme_the_easiest_unsolved_comes_first() {
    let puzzles = many();
    let mut progress = Progress::default();
    let mut rng = Rng::new(1);
    let first = select::next(
        &puzzles,
        &progress,
        GameKind::Dama,
        Some(Theme::Crowning),
        Order::ByTheme,
        &mut rng,
    )
    .unwrap();
    assert_eq!(first.id, "m0001");
    select::record(&mut progress, first, 1.0, 1);
    let second = select::next(
        &puzzles,
        &progress,
        GameKind::Dama,
        Some(Theme::Crowning),
        Order::ByTheme,
        &mut rng,
    )
    .unwrap();
    assert_eq!(second.id, "m0004");
}

fn drill_positions() -> Vec<DrillPosition> {
    let pos: Position = WORKED_EXAMPLE.parse().unwrap();
    let d = DrillPosition::of("c0001".into(), &pos, &DamaRules::default()).unwrap();
    let mut e = d.clone();
    e.id = "c0002".into();
    vec![d, e]
}

#[test]
fn the_drill_counts_maximal_captures_and_a_short_one_ends_the_round() {
    let mut round = Round::new(&drill_positions(), 3, Duration::from_secs(60));
    assert_eq!(
        round.answer("b8xb5xg5xg1xa1xa4xf4", Duration::from_secs(5)),
        akidada::app::training::drill::Answer::Right { score: 1 }
    );
    assert!(matches!(
        round.answer("b8-b9", Duration::from_secs(6)),
        akidada::app::training::drill::Answer::NotAMove(_)
    ));
    match round.answer("b8xb5xe5xe1xa1xa4", Duration::from_secs(9)) {
        akidada::app::training::drill::Answer::Over(End::Short {
            captured,
            maximum,
            maximal,
            ..
        }) => {
            assert_eq!((captured, maximum), (5, 6));
            assert_eq!(maximal.len(), 7);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(round.score(), 1);
    assert_eq!(round.time(), Some(Duration::from_secs(9)));
    assert!(round.current().is_none());
    let mut progress = Progress::default();
    assert!(progress.record_drill(round.score(), round.time().unwrap()));
    assert!(
        !progress.record_drill(1, Duration::from_secs(20)),
        "slower is no record"
    );
    assert!(progress.record_drill(1, Duration::from_secs(4)));
    assert_eq!(progress.drill.best_time_ms, Some(4000));
}

#[test]
fn the_drill_clock_ends_the_round() {
    let mut round = Round::new(&drill_positions(), 3, Duration::from_secs(30));
    assert!(!round.tick(Duration::from_secs(29)));
    assert_eq!(round.left(Duration::from_secs(29)), Duration::from_secs(1));
    assert!(round.tick(Duration::from_secs(31)));
    assert_eq!(round.end(), Some(&End::TimeUp));
}

fn judged(class: Class, mover: Side, before: f64, after: f64) -> Judged {
    Judged {
        game: GameKind::Dama,
        position: WORKED_EXAMPLE.into(),
        options: options_of::<Dama>(&DamaRules::default()),
        mover,
        played: "b8xb5xe5xe1xa1xa4".into(),
        best: "b8xb5xg5xg1xa1xa4xf4".into(),
        best_line: vec!["b8xb5xg5xg1xa1xa4xf4".into()],
        before,
        after,
        class,
    }
}

#[test]
fn learning_from_mistakes_steps_through_one_players_mistakes() {
    let game = [
        judged(Class::Best, Side::White, 0.2, 0.2),
        judged(Class::Blunder, Side::White, 1.0, -1.0),
        judged(Class::Mistake, Side::Black, 0.0, -0.3),
        judged(Class::Inaccuracy, Side::White, 0.3, 0.15),
        judged(Class::Mistake, Side::White, 0.6, 0.35),
    ];
    let mut s = mistakes::Session::new(&game, Side::White);
    assert_eq!(s.len(), 2);
    assert_eq!(s.try_move("b8xb5xg5xg1xa1xa4xf4"), Tried::Found);
    s.next();
    // The move of the game again: not found, the better move shown.
    assert_eq!(
        s.try_move("b8xb5xe5xe1xa1xa4"),
        Tried::NotFound {
            better: "b8xb5xg5xg1xa1xa4xf4".into(),
            line: vec!["b8xb5xg5xg1xa1xa4xf4".into()]
        }
    );
    // Another maximal capture: its chance is asked for; within the margin it
    // is found, beyond it not.
    let other = "b8xb4xg4xg1xa1xa5xe5";
    assert!(matches!(s.try_move(other), Tried::Judge { .. }));
    assert_eq!(s.judged(0.55), Tried::Found);
    assert!(matches!(s.try_move(other), Tried::Judge { .. }));
    assert!(matches!(s.judged(0.2), Tried::NotFound { .. }));
    assert!(matches!(s.try_move("a1-a2"), Tried::NotAMove(_)));
    assert_eq!(
        s.judged(0.6),
        Tried::NotAMove("no move is waiting for its judgement".into())
    );
    s.next();
    assert!(s.current().is_none());
    // The second was missed first: found later, after the better move was
    // shown, it does not count.
    assert_eq!(s.found(), 1);
}

#[test]
fn the_chance_of_a_move_that_ends_the_game_is_certain() {
    let pos: Position = WORKED_EXAMPLE.parse().unwrap();
    let mv = pos.parse_move("b8xb5xg5xg1xa1xa4xf4").unwrap();
    let mut search = akidada::ai::search::Search::new(1);
    let chance = mistakes::chance_after_dama(&mut search, &pos, &DamaRules::default(), &mv, 1000);
    assert_eq!(chance, 1.0);
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("akidada-progress-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_progress_file_is_saved_and_read_back() {
    let dir = temp_dir("roundtrip");
    let store = Store::new(dir.join("sub/training.ron"));
    let (mut progress, warning) = store.load();
    assert_eq!(warning, None);
    assert_eq!(progress, Progress::default());
    select::record(&mut progress, &shot(), 1.0, 12);
    progress.record_drill(7, Duration::from_millis(41_500));
    store.save(&mut progress).unwrap();
    let (back, warning) = store.load();
    assert_eq!(warning, None);
    assert_eq!(back, progress);
    let mut left: Vec<String> = std::fs::read_dir(dir.join("sub"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        ["training.ron", "training.ron.lock"],
        "the temporary file is renamed"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_progress_file_is_kept_aside_and_progress_starts_afresh() {
    let dir = temp_dir("damaged");
    let path = dir.join("training.ron");
    let store = Store::new(&path);
    let mut good = Progress::default();
    select::record(&mut good, &shot(), 1.0, 12);
    store.save(&mut good).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let cases: Vec<Vec<u8>> = vec![
        text.as_bytes()[..text.len() / 2].to_vec(),
        b"\xff\xfe not text".to_vec(),
        text.replace("version: 1", "version: 99").into_bytes(),
        text.replacen("deviation: ", "deviation: -", 1).into_bytes(),
        text.replace("rating: ", "rating: -9e99, x: ").into_bytes(),
        Vec::new(),
    ];
    for (i, bytes) in cases.into_iter().enumerate() {
        std::fs::write(&path, &bytes).unwrap();
        let (progress, warning) = store.load();
        let warning = warning.unwrap_or_else(|| panic!("case {i}: no warning"));
        assert_eq!(progress, Progress::default(), "case {i}");
        let kept = warning.kept_as.clone().unwrap();
        assert_eq!(
            std::fs::read(&kept).unwrap(),
            bytes,
            "case {i}: the old file is kept"
        );
        assert!(!path.exists());
        assert!(warning.to_string().contains("starting afresh"), "{warning}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
