//! A thousand fast self-play games under varied rule options: every move the
//! engine chooses is legal, nothing panics, and every game ends by the rules.

use std::sync::atomic::AtomicBool;

use akidada::ai::search::{Level, Limits, Search};
use akidada::games::dama::{Dama, DamaRules, LonePiece, Position, random_opening};
use akidada::games::{FirstPlayer, Side};
use akidada::rng::Rng;
use akidada::session::{Lot, Session};

/// A game longer than this counts as one that does not end.
const ENDLESS: usize = 3000;

#[test]
fn a_thousand_fast_games_end_with_legal_moves() {
    let games = std::env::var("AKIDADA_SELFPLAY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let stop = AtomicBool::new(false);
    let mut search = Search::new(1);
    let mut rng = Rng::new(99);
    let mut legal = Vec::new();
    let mut endings = std::collections::BTreeMap::new();
    let mut plies = 0;
    for game in 0..games {
        let rules = DamaRules {
            first: FirstPlayer::White,
            lone_piece: if game % 3 == 0 {
                LonePiece::Draw
            } else {
                LonePiece::KingWins
            },
            no_progress: [50, 10, 0][game % 3 / 2 + game % 2],
            ..DamaRules::default()
        };
        // Beginner, novice and a plain one-ply search take turns: fast, varied.
        let players = [Level::get(1).unwrap(), Level::get(2).unwrap()];
        let lot = Lot {
            first: Side::White,
            seed: None,
        };
        let mut session: Session<Dama> =
            Session::from_position(rules, lot, Position::start(Side::White));
        for mv in random_opening(&mut rng, 2, &rules) {
            session.play(mv).unwrap();
        }
        let mut keys = Vec::new();
        let outcome = loop {
            if let Some(outcome) = session.outcome() {
                break outcome;
            }
            assert!(session.plies().len() < ENDLESS, "game {game} does not end");
            let pos = session.position();
            keys.clear();
            keys.extend(session.plies().iter().map(|p| p.before.hash()));
            let level = players[(session.plies().len() + game) % 2];
            let choice = level.choose_move(
                &mut search,
                &pos,
                &keys,
                &rules,
                &Limits::nodes(400),
                &stop,
                &mut rng,
            );
            let mv = choice.mv.expect("a move while the game is on");
            pos.legal_moves(&mut legal);
            assert!(legal.contains(&mv), "game {game}: {mv:?} in {pos}");
            session.play(mv).unwrap();
        };
        plies += session.plies().len();
        *endings.entry(outcome.reason().to_string()).or_insert(0) += 1;
    }
    eprintln!("{games} games, {plies} plies; endings: {endings:?}");
    assert_eq!(endings.values().sum::<usize>(), games);
}
