//! The computer in the window, driven as a person would: it answers a move,
//! stops when a move is taken back, gives hints, analyses, reviews a game and
//! judges moves in teaching mode.
//!
//! The computer thinks on worker threads, so these tests step the window frame
//! by frame until what they wait for happens (or a generous deadline passes).

use super::settings;
use std::time::{Duration, Instant};

use akidada::ai::review::MoveClass;
use akidada::app::App;
use akidada::app::command::{Command, ComputerCommand, MoveCommand, SettingsCommand};
use akidada::app::computer::{Computer, Eval};
use akidada::app::highlight::BoardInput;
use akidada::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, PlayerKind, Players};
use akidada::app::text::Lang;
use akidada::games::Side;
use akidada::games::akidada::{Akidada, AkidadaRules};
use akidada::games::dama::{Dama, DamaRules, Position};
use akidada::gui::Window;
use akidada::gui::board::Highlight;
use akidada::session::{Lot, Session};
use eframe::egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const START: &str = "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7";

/// An app with a Dama game from `fen`, the players given.
fn dama_app(fen: &str, players: Players) -> App {
    let pos: Position = fen.parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    App::new(settings()).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(Session::<Dama>::from_position(
            DamaRules::default(),
            lot,
            pos,
        ))),
        players,
    ))
}

/// An app with an Akidada game from its start, people on both sides, its
/// solved table kept under `target/`.
fn akidada_app() -> App {
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    App::new(settings())
        .with_game(ActiveGame::from_play(
            GamePlay::Akidada(AkidadaPlay::new(Session::<Akidada>::from_position(
                AkidadaRules::default(),
                lot,
                akidada::games::akidada::Position::start(Side::White),
            ))),
            Players::humans("Ada", "Bolek"),
        ))
        .with_computer(Computer::with_cache_dir(cache_dir(), 3))
}

/// `app` with `moves` played in its game, as a position set up (not through
/// the board).
fn with_moves(app: App, moves: &[&str]) -> App {
    let mut game = app.game().clone();
    for mv in moves {
        let played = match &mut game.play {
            GamePlay::Dama(play) => play.session.play_text(mv).is_ok(),
            GamePlay::Akidada(play) => play.session.play_text(mv).is_ok(),
        };
        assert!(played, "{mv}");
    }
    app.with_game(game)
}

/// Where these tests keep solved tables between runs.
fn cache_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("computer-ui-cache")
}

fn harness(app: App) -> Harness<'static, Window> {
    Harness::builder()
        .with_size([1400.0, 850.0])
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app))
}

/// Steps the window until `done` says so; panics after `seconds`.
fn wait_for(h: &mut Harness<'_, Window>, seconds: u64, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(&h.state().app) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Steps the window for a while (for things that must not happen).
fn idle(h: &mut Harness<'_, Window>, seconds: f64) {
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    while Instant::now() < until {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Clicks a widget by its label (a click takes a frame to press and one to
/// release).
fn click(h: &mut Harness<'_, Window>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

fn click_spot(h: &mut Harness<'_, Window>, name: &str) {
    crate::board_spot(h, name).click();
    h.step();
    h.step();
}

fn versus_computer(level: u8) -> Players {
    Players::humans("Ada", "Engine").with_kind(Side::Black, PlayerKind::Computer { level })
}

#[test]
fn the_computer_answers_a_move() {
    let mut h = harness(dama_app(START, versus_computer(1)));
    h.step();
    click_spot(&mut h, "d3");
    click_spot(&mut h, "d4");
    assert_eq!(h.state().app.game().ply_count(), 1);
    wait_for(&mut h, 30, "the computer's move", |app| {
        app.game().ply_count() == 2
    });
    let texts = h.state().app.game().move_texts();
    assert_eq!(texts[0], "d3-d4");
    // Its move is Black's, and the game goes on with White to move.
    assert_eq!(h.state().app.game().side_to_move(), Side::White);
    assert!(!h.state().app.computer().thinking());
}

#[test]
fn taking_a_move_back_stops_the_computer_at_once() {
    let mut h = harness(dama_app(START, versus_computer(8)));
    h.step();
    click_spot(&mut h, "d3");
    click_spot(&mut h, "d4");
    wait_for(&mut h, 10, "the computer to start", |app| {
        app.computer().thinking()
    });
    let ctx = h.ctx.clone();
    h.state_mut()
        .app
        .apply(Command::Move(MoveCommand::Undo), ctx.input(|i| i.time));
    assert!(!h.state().app.computer().thinking(), "stopped at once");
    assert_eq!(h.state().app.game().cursor(), 0);
    // It never plays into the position it was thinking about.
    idle(&mut h, 2.5);
    assert_eq!(h.state().app.game().cursor(), 0);
    assert_eq!(h.state().app.game().ply_count(), 1, "only the undone move");
    assert_eq!(h.state().app.game().side_to_move(), Side::White);
}

#[test]
fn computer_against_computer_plays_and_pauses() {
    let players = Players::humans("One", "Two")
        .with_kind(Side::White, PlayerKind::Computer { level: 1 })
        .with_kind(Side::Black, PlayerKind::Computer { level: 2 });
    let mut h = harness(dama_app(START, players));
    wait_for(&mut h, 30, "two moves", |app| app.game().ply_count() >= 2);
    click(&mut h, "Pause the computer");
    assert!(h.state().app.paused());
    let frozen = h.state().app.game().ply_count();
    idle(&mut h, 1.5);
    assert!(
        h.state().app.game().ply_count() <= frozen + 1,
        "at most the move under way"
    );
    let stopped = h.state().app.game().ply_count();
    idle(&mut h, 1.2);
    assert_eq!(h.state().app.game().ply_count(), stopped);
    click(&mut h, "Let the computer play");
    wait_for(&mut h, 30, "play to go on", |app| {
        app.game().ply_count() > stopped
    });
}

#[test]
fn a_hint_is_drawn_on_the_board() {
    // The worked example: any of the seven 6-captures is best.
    let mut h = harness(dama_app(
        "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1",
        Players::humans("Ada", "Bolek"),
    ));
    h.step();
    click(&mut h, "Hint");
    wait_for(&mut h, 30, "the hint", |app| app.hint_highlight().is_some());
    match h.state().app.hint_highlight() {
        Some(Highlight::DamaLine(routes)) => {
            assert_eq!(routes.len(), 1);
            assert_eq!(routes[0].captured.len(), 6, "{}", routes[0].notation())
        }
        other => panic!("{other:?}"),
    }
    // The key does the same; a move played makes the hint go.
    h.key_press(Key::H);
    h.step();
    click_spot(&mut h, "b8");
    for sq in ["b5", "g5", "g1", "a1", "a4", "f4"] {
        click_spot(&mut h, sq);
    }
    assert!(h.state().app.hint_highlight().is_none());
}

#[test]
fn the_analysis_panel_shows_lines_and_stops_when_closed() {
    let mut h = harness(dama_app(START, Players::humans("Ada", "Bolek")));
    h.step();
    click(&mut h, "Analysis");
    assert!(h.state().app.settings().analysis);
    wait_for(&mut h, 30, "three lines", |app| {
        app.computer()
            .analysis(app.game())
            .is_some_and(|a| a.lines.len() == 3 && a.depth >= 4)
    });
    h.step();
    h.get_by_label("Best lines");
    // Each line numbered as the move list numbers moves, from the game's
    // first: "1. c3-c4 f6-f5 2. ..." (a number kept with its move by a
    // no-break space); pointing at one draws its first moves.
    let lines = h.query_all_by_label_contains("1.\u{a0}").count();
    assert!(lines >= 3, "{lines} numbered lines");
    assert!(h.query_all_by_label_contains(" 2.\u{a0}").count() >= 1);
    let drawn = h.state().app.line_highlight(0);
    match drawn {
        Some(Highlight::DamaLine(routes)) => {
            assert!(!routes.is_empty() && routes.len() <= 4, "{}", routes.len())
        }
        other => panic!("line 1 is not drawn: {other:?}"),
    }
    assert!(
        h.state().app.computer().analysing(),
        "it goes on while open"
    );
    // It follows the board: a move played, a new analysis, its lines
    // starting with Black's reply ("1... ").
    click_spot(&mut h, "c3");
    click_spot(&mut h, "c4");
    wait_for(&mut h, 30, "the new position's lines", |app| {
        app.computer().analysis(app.game()).is_some()
    });
    h.step();
    assert!(h.query_all_by_label_contains("1...\u{a0}").count() >= 1);
    h.key_press(Key::A);
    h.step();
    assert!(!h.state().app.settings().analysis);
    assert!(!h.state().app.computer().analysing(), "stopped when closed");
}

#[test]
fn a_review_marks_a_planted_blunder_and_draws_a_point_per_position() {
    // White to move: d3-d4 walks into Black's capture of two men; the others
    // are quiet and even.
    let app = with_moves(
        dama_app("W:Wd3,h2,a2:Bd6,h7,a7", Players::humans("Ada", "Bolek")),
        &["h2-h3", "h7-h6", "a2-a3", "d6-d5", "d3-d4", "d5xd3"],
    );
    let moves = app.game().ply_count();
    let mut h = harness(app);
    h.step();
    click(&mut h, "Review the game");
    wait_for(&mut h, 60, "the review", |app| app.game().review.is_some());
    h.step();
    let review = h.state().app.game().review.clone().unwrap();
    assert_eq!(review.moves.len(), moves);
    assert_eq!(review.white_chances.len(), moves + 1);
    let blunder = &review.moves[4];
    assert_eq!(blunder.mover, Side::White);
    assert!(blunder.class >= MoveClass::Mistake, "{blunder:?}");
    assert!(blunder.better.is_some());
    // The graph has a point per position, each one a place to go.
    let points = h.query_all_by_label_contains("Evaluation graph: ").count();
    assert_eq!(points, moves + 1);
    click(&mut h, "Evaluation graph: 2");
    assert_eq!(h.state().app.game().cursor(), 2);
    // The move list marks it.
    assert!(h.query_by_label_contains("d3-d4?").is_some());
    // On the blunder itself, the list says what was better and the board
    // draws that move, from the position it was missed in; the list's moves
    // stay where they were (a second click lands where the first did).
    // (The move list's entry, not the last move said in words under the board.)
    let reply = |h: &Harness<'_, Window>| {
        h.get_by(|n| {
            let text = if n.role() == Role::Label {
                n.value()
            } else {
                n.label()
            };
            text.is_some_and(|t| t.contains("h7-h6") && !t.contains(" played "))
        })
        .rect()
    };
    let before = reply(&h);
    click(&mut h, "Evaluation graph: 5");
    assert_eq!(h.state().app.game().cursor(), 5);
    assert_eq!(reply(&h), before, "Black's first move moved");
    let better = blunder.better.clone().unwrap();
    let wanted = format!("  (better {better})");
    let item = h.get_by_label_contains(&wanted);
    assert!(item.accesskit_node().label().unwrap().starts_with("d3-d4?"));
    let drawn = h.state().app.review_better_highlight();
    match drawn {
        Some(Highlight::DamaLine(routes)) => assert_eq!(routes[0].notation(), better),
        other => panic!("the better move is not drawn: {other:?}"),
    }
    // The graph is tall enough to read (under a board that keeps half the
    // window), and each accuracy line names its player (the players' table
    // above names them once).
    let graph = h.get_by_label("Evaluation graph").rect();
    assert!(graph.height() >= 120.0, "{graph:?}");
    assert_eq!(h.query_all_by_label("Ada").count(), 2);
    assert_eq!(h.query_all_by_label("Bolek").count(), 2);
}

#[test]
fn teaching_mode_shows_the_exact_value_of_every_akidada_move() {
    let mut app = akidada_app();
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    let mut h = harness(app);
    // The table is read from the cache, or built the first time.
    wait_for(&mut h, 120, "the values", |app| {
        app.computer().move_evals(app.game()).len() == 16
    });
    h.step();
    h.get_by_label("Engine's judgement");
    // From the start every placement draws.
    assert_eq!(h.query_all_by_label_contains("draw").count(), 16);
}

#[test]
fn teaching_mode_scores_each_compulsory_capture() {
    let mut app = dama_app(
        "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1",
        Players::humans("Ada", "Bolek"),
    );
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    let mut h = harness(app);
    wait_for(&mut h, 60, "the scores", |app| {
        app.computer().move_evals(app.game()).len() == 7
    });
    h.step();
    // Each of the seven maximal captures wins at once: its score says so.
    assert_eq!(
        h.query_all_by_label_contains("(Engine's judgement: win in 1)")
            .count(),
        7
    );
}

#[test]
fn a_review_is_saved_with_the_game_and_read_back() {
    let app = with_moves(
        dama_app("W:Wd3,h2,a2:Bd6,h7,a7", Players::humans("Ada", "Bolek")),
        &["h2-h3", "h7-h6", "a2-a3", "d6-d5", "d3-d4", "d5xd3"],
    );
    let mut h = harness(app);
    h.step();
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::Computer(ComputerCommand::StartReview),
        ctx.input(|i| i.time),
    );
    wait_for(&mut h, 60, "the review", |app| app.game().review.is_some());
    let record = h.state().app.game().to_record();
    let saved = record.review.clone().expect("saved with the game");
    assert_eq!(saved.evals.len(), 7);
    let text = record.to_ron();
    assert!(text.contains("review: Some("), "{text}");
    // Loaded again, the same marks.
    let loaded = akidada::record::load_str(&text).unwrap();
    let again = ActiveGame::from_loaded(loaded, ["White", "Black"]);
    let before = h.state().app.game().review.as_ref().unwrap();
    let after = again.review.as_ref().expect("the review came back");
    assert_eq!(
        after.moves.iter().map(|m| m.class).collect::<Vec<_>>(),
        before.moves.iter().map(|m| m.class).collect::<Vec<_>>()
    );
    // A move played after the review makes it another game: not saved.
    let mut on = again.clone();
    if let GamePlay::Dama(play) = &mut on.play {
        let mv = play.session.legal_moves()[0];
        play.session.play(mv).unwrap();
    }
    assert!(on.to_record().review.is_none());
    // A saved review that does not fit the game is refused with a reason.
    let broken = text.replacen("\"cp ", "\"cq ", 1);
    assert!(matches!(
        akidada::record::load_str(&broken),
        Err(akidada::record::RecordError::BadReview { at: Some(_), .. })
    ));
}

#[test]
fn an_endgame_in_the_tables_has_exact_values_in_the_panel_hint_and_teaching_mode() {
    // King and man against a king, White to move: the tables (three pieces
    // here, to keep the test quick) know every move's exact value.
    let app = dama_app("W:WKc2,d4:BKh8", Players::humans("Ada", "Bolek"));
    let mut app = app.with_computer(Computer::with_cache_dir(cache_dir(), 3));
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    app.apply(Command::Settings(SettingsCommand::ToggleAnalysis), 0.0);
    let mut h = harness(app);
    let legal = match &h.state().app.game().play {
        GamePlay::Dama(p) => p.session.legal_moves().len(),
        GamePlay::Akidada(_) => unreachable!(),
    };
    wait_for(&mut h, 180, "every move's exact value", |app| {
        let evals = app.computer().move_evals(app.game());
        evals.len() == legal && evals.iter().all(|(_, e)| matches!(e, Eval::Exact { .. }))
    });
    // The analysis says it exactly too ("White: win in N").
    wait_for(&mut h, 60, "an exact analysis", |app| {
        app.computer()
            .analysis(app.game())
            .is_some_and(|a| matches!(a.eval, Eval::Exact { .. }))
    });
    h.step();
    assert!(h.query_by_label_contains("White: win in").is_some());
    assert!(h.query_by_label_contains("Engine's judgement").is_some());
}

/// The badges of teaching mode (the first value of `value_badges`), by point.
fn badges(app: &App) -> Vec<akidada::app::highlight::Badge> {
    let judgements = app.computer().move_evals(app.game());
    match app.value_badges(&judgements) {
        Some(Highlight::Badges(b)) => b,
        _ => Vec::new(),
    }
}

#[test]
fn akidada_badges_are_in_words_when_pointed_at_and_show_the_removals_while_choosing_one() {
    let mut app = akidada_app();
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    app.apply(
        Command::Settings(SettingsCommand::SetLanguage(Lang::Pl)),
        0.0,
    );
    let app = with_moves(app, &["a1", "b4", "c1", "d4"]);
    let mut h = harness(app);
    wait_for(&mut h, 120, "the values", |app| {
        !app.computer().move_evals(app.game()).is_empty()
    });
    h.step();
    // Placing: a badge on each empty point, its value in Polish letters and in
    // words when pointed at.
    let placing = badges(&h.state().app);
    assert_eq!(placing.len(), 12, "{placing:?}");
    for b in &placing {
        assert!(
            b.short == "=" || b.short.starts_with('W') || b.short.starts_with('P'),
            "{b:?}"
        );
        assert!(b.words.contains("przy najlepszej grze obu stron"), "{b:?}");
    }
    // e1 makes the line a1-c1-e1: the removal is chosen now, and the badges
    // move to the two pieces it may take, the placements' values gone.
    // (The teaching list names its moves as the board names its points: the
    // click goes to the board's input directly.)
    let e1: akidada::games::akidada::Point = "e1".parse().unwrap();
    let ctx = h.ctx.clone();
    h.state_mut().app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(e1.index()))),
        ctx.input(|i| i.time),
    );
    if let GamePlay::Akidada(play) = &h.state().app.game().play {
        assert!(play.input.pending.is_some());
    }
    h.step();
    let removing = badges(&h.state().app);
    let mut points: Vec<String> = removing.iter().map(|b| b.point.to_string()).collect();
    points.sort();
    assert_eq!(points, ["b4", "d4"], "{removing:?}");
}

#[test]
fn an_analysis_line_plays_through_on_the_board_and_the_game_stays() {
    let mut h = harness(dama_app(START, Players::humans("Ada", "Bolek")));
    h.step();
    click(&mut h, "Analysis");
    wait_for(&mut h, 30, "three lines", |app| {
        app.computer()
            .analysis(app.game())
            .is_some_and(|a| a.lines.len() == 3 && a.lines[0].moves.len() >= 3 && a.depth >= 4)
    });
    h.step();
    let start = h.state().app.game().to_record().to_ron();
    // The first line's button: its first move on the board.
    let play = |h: &Harness<'_, Window>| {
        h.get_all_by_label("Play the line through on the board")
            .next()
            .unwrap()
            .rect()
    };
    let before = play(&h);
    h.get_all_by_label("Play the line through on the board")
        .next()
        .unwrap()
        .click();
    h.step();
    h.step();
    let shown = |h: &Harness<'_, Window>| h.state().app.line_preview().map(|p| p.shown);
    assert_eq!(shown(&h), Some(1));
    // The steps appear above the lines without moving them.
    assert_eq!(play(&h), before);
    let after_one = h.state().app.preview_play().unwrap();
    let GamePlay::Dama(p) = &after_one else {
        unreachable!()
    };
    // (The search goes on and may change its lines; the preview keeps its own.)
    let first = h.state().app.line_preview().unwrap().moves[0];
    assert_eq!(
        p.session.move_texts(),
        [h.state().app.game().move_text(first)]
    );
    // On, on, and back.
    click(&mut h, "One move on");
    assert_eq!(shown(&h), Some(2));
    idle(&mut h, 0.6);
    click(&mut h, "One move on");
    assert_eq!(shown(&h), Some(3));
    h.get_by_label_contains("3 of ");
    click(&mut h, "One move back");
    assert_eq!(shown(&h), Some(2));
    // The game itself never moved.
    assert_eq!(h.state().app.game().to_record().to_ron(), start);
    click(&mut h, "Back to the game");
    assert_eq!(shown(&h), None);
    assert!(h.state().app.preview_play().is_none());
}
