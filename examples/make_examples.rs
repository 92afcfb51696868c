//! Writes the example games in `assets/examples/` by playing them through the
//! engine: `cargo run --example make_examples`.
//!
//! Everything is seeded, so the files come out the same every time; the test
//! `examples_are_made_by_the_engine` (tests/engine/records.rs) checks that they do.

use std::path::Path;

use akidada::games::akidada::{Akidada, AkidadaRules, DoubleLine, Removal};
use akidada::games::dama::{Dama, DamaRules, Piece, Position as DamaPosition};
use akidada::games::{EndReason, FirstPlayer, Game, Outcome, Side};
use akidada::record::{Meta, Record, save_atomic};
use akidada::rng::Rng;
use akidada::session::{Lot, Session};

/// The date written into the examples (fixed, so that they are reproducible).
pub const DATE: &str = "2026-11-29";

/// The description's worked example (RULES.md section 2).
pub const WORKED_EXAMPLE: &str = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1";

/// Every example: file name and record.
pub fn all() -> Vec<(&'static str, Record)> {
    vec![
        ("akidada-two-pieces-left.ron", akidada_two_pieces_left()),
        ("akidada-resignation.ron", akidada_resignation()),
        ("dama-win.ron", dama_win()),
        (
            "dama-worked-example-variant-b.ron",
            dama_worked_example(true),
        ),
        (
            "dama-worked-example-variant-a.ron",
            dama_worked_example(false),
        ),
        ("dama-non-maximal-capture.ron", dama_non_maximal()),
    ]
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        std::process::exit(1);
    }
    for (name, record) in all() {
        let path = dir.join(name);
        if let Err(e) = save_atomic(&path, &record) {
            eprintln!("{e}");
            std::process::exit(1);
        }
        let game = record.replay().expect("an example replays");
        println!("{}: {}", path.display(), game.summary());
    }
}

fn meta(white: String, black: String, comment: &str) -> Meta {
    Meta {
        white,
        black,
        date: DATE.to_string(),
        comment: comment.to_string(),
        comments: Default::default(),
        computer: Default::default(),
        review: None,
        clock: None,
    }
}

/// The engines' name: the same greedy player on both sides, one game of its
/// random generator's numbered games.
fn engine(game: u64) -> String {
    format!("Greedy engine (game {game})")
}

/// Material as a greedy player sees it.
trait Material: Game {
    fn material(pos: &Self::Position, side: Side) -> i32;
}

impl Material for Akidada {
    fn material(pos: &Self::Position, side: Side) -> i32 {
        pos.total(side) as i32
    }
}

impl Material for Dama {
    fn material(pos: &Self::Position, side: Side) -> i32 {
        pos.piece_list()
            .map(|(_, piece)| match piece {
                Piece::Man(s) if s == side => 2,
                Piece::King(s) if s == side => 5,
                _ => 0,
            })
            .sum()
    }
}

/// A greedy move: a win at once if there is one, otherwise the best material
/// balance after the opponent's best greedy reply, ties broken at random.
fn greedy<G: Material>(session: &Session<G>, rng: &mut Rng) -> Option<G::Move> {
    let pos = session.position();
    let us = G::side_to_move(&pos);
    let balance = |p: &G::Position| G::material(p, us) - G::material(p, us.opposite());
    let mut replies = Vec::new();
    let mut best: Option<(i32, G::Move)> = None;
    for mv in session.legal_moves() {
        let next = G::play(&pos, &mv);
        let score = match G::status(&next, session.rules()) {
            Some(Outcome::Win { winner, .. }) if winner == us => 10_000,
            Some(Outcome::Win { .. }) => -10_000,
            Some(Outcome::Draw { .. }) => 0,
            None => {
                G::legal_moves(&next, session.rules(), &mut replies);
                replies
                    .iter()
                    .map(|r| balance(&G::play(&next, r)))
                    .min()
                    .unwrap_or(0)
                    * 16
            }
        } + rng.below(12) as i32;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Plays greedy moves until the game ends (or `max_plies`).
fn play_out<G: Material>(session: &mut Session<G>, rng: &mut Rng, max_plies: usize) {
    while session.outcome().is_none() && session.plies().len() < max_plies {
        match greedy(session, rng) {
            Some(mv) => session.play(mv).expect("a legal move plays"),
            None => break,
        }
    }
}

/// A greedy game from `session`, seeded.
fn greedy_game<G: Material>(mut session: Session<G>, seed: u64) -> Session<G> {
    play_out(&mut session, &mut Rng::new(seed), 400);
    session
}

/// The first seed from 1 that `play`s a game `accept`s.
fn first_game<G: Material>(
    play: impl Fn(u64) -> Session<G>,
    accept: impl Fn(&Session<G>) -> bool,
) -> (u64, Session<G>) {
    for seed in 1..10_000 {
        let session = play(seed);
        if accept(&session) {
            return (seed, session);
        }
    }
    panic!("no seed gives a game as asked");
}

fn akidada_two_pieces_left() -> Record {
    let (seed, session) = first_game(
        |seed| greedy_game(Session::<Akidada>::new(AkidadaRules::default(), seed), seed),
        |s| {
            matches!(
                s.outcome(),
                Some(Outcome::Win {
                    reason: EndReason::TwoPiecesLeft,
                    ..
                })
            ) && s.plies().len() >= 20
        },
    );
    let mut meta = meta(
        engine(seed),
        engine(seed),
        "Played by the engine, greedy moves, default rules; who moved first was drawn by lot.",
    );
    meta.comments.insert(
        session.plies().len(),
        "The loser is down to two pieces.".to_string(),
    );
    Record::from_session(&session, &meta)
}

fn akidada_resignation() -> Record {
    let rules = AkidadaRules {
        first: FirstPlayer::Black,
        removal: Removal::NotFromLines,
        double_line: DoubleLine::Two,
        no_progress: 30,
    };
    let (seed, mut session) = first_game(
        |seed| {
            let mut s = Session::<Akidada>::new(rules, seed);
            // Half a game, then the player to move gives up.
            let mut rng = Rng::new(seed ^ 0xA5A5);
            while s.outcome().is_none() && s.plies().len() < 16 {
                let mv = greedy(&s, &mut rng).expect("a move");
                s.play(mv).expect("a legal move plays");
            }
            s
        },
        |s| s.outcome().is_none() && s.plies().len() == 16,
    );
    let pos = session.position();
    let loser = if pos.total(Side::White) < pos.total(Side::Black) {
        Side::White
    } else {
        Side::Black
    };
    session.resign(loser);
    let mut meta = meta(
        engine(seed),
        engine(seed),
        "Played by the engine with the other rule options: Black first, removal \
         NotFromLines, two removals for a double line, 30 moves without progress.",
    );
    meta.comments
        .insert(16, format!("{loser} resigns after this move."));
    Record::from_session(&session, &meta)
}

fn dama_win() -> Record {
    let (seed, session) = first_game(
        |seed| greedy_game(Session::<Dama>::new(DamaRules::default(), seed), seed),
        |s| {
            matches!(s.outcome(), Some(Outcome::Win { reason, .. })
                if reason == EndReason::NoLegalMove || reason == EndReason::KingVersusLonePiece)
                && s.plies().len() <= 120
        },
    );
    let mut meta = meta(
        engine(seed),
        engine(seed),
        "Played by the engine, greedy moves, default rules; who moved first was drawn by lot.",
    );
    meta.comments
        .insert(session.plies().len(), "The last move decides.".to_string());
    Record::from_session(&session, &meta)
}

/// The description's worked example as drawn, White to move, default rules:
/// variant B (the maximum, six pieces, leaving Black a lone king: White wins) or
/// variant A (five pieces, which loses under the default rule).
fn dama_worked_example(variant_b: bool) -> Record {
    let rules = DamaRules {
        first: FirstPlayer::White,
        ..DamaRules::default()
    };
    let start: DamaPosition = WORKED_EXAMPLE.parse().expect("the worked example parses");
    let lot = Lot {
        first: Side::White,
        seed: None,
    };
    let mut session = Session::<Dama>::from_position(rules, lot, start);
    let mut meta = meta(
        "White".to_string(),
        "Black".to_string(),
        "The worked example of the game's description, as drawn, by the default rules.",
    );
    if variant_b {
        session
            .play_text("b8xb5xg5xg1xa1xa4xf4")
            .expect("variant B is legal");
        meta.comments.insert(
            1,
            "Variant B: six pieces captured, the maximum. Black is left a lone king against \
             White's king: White wins."
                .to_string(),
        );
    } else {
        session
            .play_losing_text("b8xb5xe5xe1xa1xa4")
            .expect("variant A is a losing move");
        meta.comments.insert(
            1,
            "Variant A: five pieces captured, but six is the maximum. White loses.".to_string(),
        );
    }
    Record::from_session(&session, &meta)
}

/// A game from the start in which a player, at the first chance after move 20,
/// makes a move that does not capture the maximum, and loses by it.
fn dama_non_maximal() -> Record {
    let (seed, session) = first_game(
        |seed| {
            let mut s = Session::<Dama>::new(DamaRules::default(), seed);
            let mut rng = Rng::new(seed);
            while s.outcome().is_none() && s.plies().len() < 300 {
                if s.plies().len() >= 20
                    && let Some(text) = non_maximal_move(&s.position())
                {
                    s.play_losing_text(&text).expect("a non-maximal move loses");
                    break;
                }
                match greedy(&s, &mut rng) {
                    Some(mv) => s.play(mv).expect("a legal move plays"),
                    None => break,
                }
            }
            s
        },
        |s| s.last_ply().is_some_and(|p| p.losing),
    );
    let mut meta = meta(
        engine(seed),
        engine(seed),
        "Played by the engine, greedy moves, default rules, until a player could make a \
         move that does not capture the maximum; under the default rules that player loses.",
    );
    let last = session.plies().last().expect("a move");
    let pos = last.before;
    let maximum = pos.capture_summary().maximum;
    meta.comments.insert(
        session.plies().len(),
        format!(
            "Captures {} where {maximum} is the maximum: this move loses.",
            last.mv.capture_count()
        ),
    );
    Record::from_session(&session, &meta)
}

/// A move that does not capture the maximum, if the position has one: a shorter
/// capture sequence, or else a plain move while a capture is compulsory.
fn non_maximal_move(pos: &DamaPosition) -> Option<String> {
    let summary = pos.capture_summary();
    if summary.maximum == 0 {
        return None;
    }
    if let Some(route) = summary
        .routes
        .iter()
        .find(|r| (r.captured.len() as u32) < summary.maximum)
    {
        return Some(route.notation());
    }
    let squares: Vec<_> = akidada::games::dama::Square::all().collect();
    for from in &squares {
        for to in &squares {
            let text = format!("{from}-{to}");
            if let Err(akidada::games::MoveError::NonMaximal { captured: 0, .. }) =
                pos.parse_move(&text)
            {
                return Some(text);
            }
        }
    }
    None
}
