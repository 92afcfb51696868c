//! The trainer's screens and teaching mode's capture list in the window, as a
//! person reads them: a missed mistake's better move with a few moves of its
//! line and a second try, a drill round's score at its end, why a puzzle's
//! solution ends won, a puzzle played by typing its moves, and a judgement
//! said once above the captures it fits.

use super::settings_in as settings;
use std::time::{Duration, Instant};

use akidada::ai::puzzles::puzzle::options_of;
use akidada::ai::puzzles::{Goal, Kind, Puzzle, Theme};
use akidada::app::App;
use akidada::app::command::{Command, GameCommand, SettingsCommand};
use akidada::app::computer::Eval;
use akidada::app::highlight::BoardInput;
use akidada::app::play::review::{Judged, Review};
use akidada::app::play::{ActiveGame, DamaPlay, GamePlay, Players};
use akidada::app::text::Lang;
use akidada::app::training::{Screen, TrainingCommand};
use akidada::games::Side;
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::gui::Window;
use akidada::session::{Lot, Session};
use eframe::egui::accesskit::Live;
use eframe::egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn harness(app: App) -> Harness<'static, Window> {
    Harness::builder()
        .with_size([1400.0, 850.0])
        .with_max_steps(200)
        .build_ui_state(|ui, w: &mut Window| w.show(ui), Window::new(app))
}

fn train(h: &mut Harness<'_, Window>, c: TrainingCommand) {
    h.state_mut().app.apply(Command::Training(c), 0.0);
    h.run();
}

/// A Dama move entered on the trainer's board hop by hop.
fn enter(h: &mut Harness<'_, Window>, text: &str) {
    for sq in text.split(['-', 'x']) {
        let sq: Square = sq.parse().unwrap();
        train(h, TrainingCommand::Board(BoardInput::Click(sq.index())));
    }
}

/// The first `plies` legal moves from `pos`, each the first the rules list.
fn first_moves(mut pos: Position, plies: usize) -> Vec<String> {
    let mut line = Vec::new();
    let mut moves = Vec::new();
    while line.len() < plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        let Some(mv) = moves.first() else { break };
        line.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    line
}

/// A game of White's last listed first move, reviewed as a blunder whose
/// better move comes with a line of nineteen moves.
fn reviewed_game() -> (App, String, Vec<String>) {
    let start = Position::start(Side::White);
    let line = first_moves(start, 19);
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let played = start.move_text(moves.last().unwrap());
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(DamaRules::default(), lot, start);
    session.play_text(&played).unwrap();
    let reply = first_moves(session.position(), 1);
    let mut game = ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    );
    let judged = vec![
        Some(Judged {
            eval: Eval::Cp(700),
            best: Some(line[0].clone()),
            line: line.clone(),
        }),
        Some(Judged {
            eval: Eval::Cp(0),
            best: Some(reply[0].clone()),
            line: reply,
        }),
    ];
    game.review = Some(Review::from_judged(
        judged,
        &[Side::White, Side::Black],
        None,
    ));
    let app = App::new(settings(Lang::En)).with_game(game);
    (app, played, line)
}

#[test]
fn a_missed_mistake_shows_the_better_move_and_two_more_then_tries_again() {
    let (app, played, line) = reviewed_game();
    let mut h = harness(app);
    h.run();
    train(&mut h, TrainingCommand::OpenMistakes(Side::White));
    assert!(h.get_by_label("Try again").accesskit_node().is_disabled());
    enter(&mut h, &played);
    // The better move and the two moves after it, not the nineteen.
    let shown = format!("Better was {}: {}", line[0], line[..3].join(" "));
    h.get_by_label(&shown);
    let drawn = h.state().app.trainer().and_then(|t| t.mistakes());
    let Some(akidada::app::training::mistake_screen::Feedback::NotFound { line: marks, .. }) =
        drawn.and_then(|s| s.feedback.clone())
    else {
        panic!("the better move is shown");
    };
    assert_eq!(marks.len(), 3, "three moves drawn on the board");
    h.get_by_label("Try again").click();
    h.run();
    assert!(
        h.query_by_label(&shown).is_none(),
        "the better move cleared"
    );
    assert!(
        !h.get_by_label("Show the better move")
            .accesskit_node()
            .is_disabled()
    );
    enter(&mut h, &line[0]);
    h.get_by_label(&format!("Found: {} is as good as the best.", line[0]));
}

#[test]
fn a_drill_round_that_ends_shows_its_score_beside_the_best() {
    let mut app = App::new(settings(Lang::En));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    let mut h = harness(app);
    h.run();
    train(&mut h, TrainingCommand::OpenDrill);
    train(&mut h, TrainingCommand::StartRound);
    let drill = |h: &Harness<'_, Window>| h.state().app.trainer().unwrap().drill().unwrap().clone();
    for _ in 0..2 {
        let maximal = drill(&h).current().unwrap().maximal[0].clone();
        enter(&mut h, &maximal);
    }
    // A shorter capture ends the round, two found.
    let pos: Position = drill(&h).board.unwrap().position().parse().unwrap();
    let short = akidada::app::play::Candidates::of(&pos)
        .all
        .into_iter()
        .find(|c| !c.legal && !c.route.captured.is_empty())
        .expect("a drill position has a shorter capture");
    enter(&mut h, &pos.move_text(&short.route.to_move()));
    assert_eq!(drill(&h).finished.unwrap().score, 2);
    h.get_by_label("Score: 2");
    h.get_by_label_contains("Best: 2");
}

/// A shot: b7-b8 gives a man, d7xb7 takes it, and the king takes two; the
/// king against the lone man left wins.
fn shot() -> Puzzle {
    Puzzle {
        id: "m9001".into(),
        kind: Kind::DamaMiddlegame,
        goal: Goal::Win,
        position: "W:Wa2,d2,e2,g2,h2,b3,e5,c6,b7,c7,h7:Bg4,d7,e7".into(),
        options: options_of::<Dama>(&DamaRules::default()),
        solution: ["b7-b8", "d7xb7", "b8xb4xh4"].map(String::from).to_vec(),
        themes: vec![Theme::Shot],
        rating: 1200,
    }
}

#[test]
fn a_puzzles_solution_says_why_its_end_is_won() {
    for (lang, show, why) in [
        (
            Lang::En,
            "Show the solution",
            "At the end: White wins, a lone piece against a king.",
        ),
        (
            Lang::Pl,
            "Pokaż rozwiązanie",
            "Na końcu: wygrywają białe, samotny pionek przeciw damce.",
        ),
    ] {
        let mut h = on_the_shot(lang);
        h.get_by_label(show).click();
        h.run();
        h.get_by_label(why);
    }
}

#[test]
fn a_judgement_every_capture_shares_is_said_once_and_the_rows_stay_one_line() {
    // The description's worked example: seven maximal captures, each winning
    // at once; in Turkish the words are long.
    let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    let mut app = App::new(settings(Lang::Tr)).with_game(ActiveGame::from_play(
        GamePlay::Dama(DamaPlay::new(session)),
        Players::humans("Ada", "Bolek"),
    ));
    app.apply(Command::Settings(SettingsCommand::ToggleTeaching), 0.0);
    let mut h = harness(app);
    let deadline = Instant::now() + Duration::from_secs(60);
    while h
        .state()
        .app
        .computer()
        .move_evals(h.state().app.game())
        .len()
        < 7
    {
        assert!(Instant::now() < deadline, "the judgements come");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.step();
    h.step();
    // Said once, above the rows; each row still says it to a screen reader.
    let once = "Bilgisayarın değerlendirmesi: 1 hamlede kazanç";
    assert_eq!(h.query_all_by_label(once).count(), 1);
    let rows: Vec<_> = h
        .query_all_by_role(Role::ListItem)
        .filter(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains("1 hamlede kazanç"))
        })
        .map(|n| n.rect())
        .collect();
    assert_eq!(rows.len(), 7);
    let line = rows.iter().map(|r| r.height()).fold(f32::MAX, f32::min);
    for r in &rows {
        assert!(
            r.height() < line + 1.0,
            "a row wraps: {r:?}, one line is {line}"
        );
    }
}

/// Types `text` in the move box under the trainer's board (found by its
/// name, as a screen reader finds it) and presses Enter.
pub(super) fn type_in_box(h: &mut Harness<'_, Window>, text: &str) {
    if !h.ctx.text_edit_focused() {
        h.get_by_role_and_label(Role::TextInput, "Type a move")
            .focus();
        h.run();
    }
    // What the box still holds (a move it refused) is replaced.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Type a move")
        .type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// The live line under the trainer's board, which starts with `start`, and
/// how a screen reader is told of it.
fn said_live(h: &Harness<'_, Window>, start: &str) -> Live {
    // A label's words are its value.
    let node = h.get_by(|n| {
        n.role() == Role::Label
            && n.live() != Live::Off
            && n.value().is_some_and(|l| l.starts_with(start))
    });
    node.accesskit_node().live()
}

/// The window on the puzzles screen, the shot puzzle on its board, in
/// `lang`.
fn on_the_shot(lang: Lang) -> Harness<'static, Window> {
    let mut app = App::new(settings(lang));
    app.apply(Command::Game(GameCommand::CloseNewGame), 0.0);
    app.apply(Command::Training(TrainingCommand::OpenPuzzles), 0.0);
    if let Some(akidada::app::Modal::Training(t)) = app.modal_mut()
        && let Screen::Puzzles(s) = &mut t.screen
    {
        assert!(s.start(&shot()));
    }
    let mut h = harness(app);
    h.run();
    h
}

#[test]
fn a_puzzle_is_played_by_typing_and_what_it_made_of_the_move_is_read_out() {
    let mut h = on_the_shot(Lang::En);
    assert_eq!(said_live(&h, "White to move and win."), Live::Polite);
    // Text that is no move: why, at once, and nothing played.
    type_in_box(&mut h, "zz");
    assert_eq!(said_live(&h, "zz cannot be played: "), Live::Assertive);
    let puzzles = |h: &Harness<'_, Window>| h.state().app.trainer().unwrap().puzzles().cloned();
    assert_eq!(puzzles(&h).unwrap().feedback, None);
    // A wrong move: the panel and the live line say it, with the reason.
    type_in_box(&mut h, "a2-a3");
    h.get_by_label("a2-a3 is not the move.");
    assert_eq!(said_live(&h, "a2-a3 is not the move. "), Live::Polite);
    h.get_by_label("Try again").click();
    h.run();
    // The answer, typed: right, and the box is empty and keeps the keyboard.
    type_in_box(&mut h, "b7-b8");
    assert_eq!(
        puzzles(&h).unwrap().feedback,
        Some(akidada::app::training::puzzle_screen::Feedback::Right)
    );
    assert_eq!(said_live(&h, "Right! "), Live::Polite);
    assert!(h.ctx.text_edit_focused());
    assert_eq!(h.state().app.trainer_move_box().unwrap().text, "");
}
