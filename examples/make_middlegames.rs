//! Makes `tests/data/dama_middlegames.txt`: 20 middlegame positions from
//! self-play, for the engine benchmark (`cargo bench --bench engine`).
//!
//! Each game starts with a random 4-ply opening (seeded, so the file can be made
//! again exactly) and is played on by the engine at level 6 (150,000 nodes a move,
//! choosing within 5 hundredths of the best). The position after 20 to 35 plies
//! (the number drawn from the same seed) is kept if it is quiet (no capture to
//! make), the game is not over and each side still has at least 8 pieces.
//!
//! Run: `cargo run --release --no-default-features --features lab --example make_middlegames`

use std::sync::atomic::AtomicBool;

use akidada::ai::search::{Level, Limits, Search};
use akidada::games::Side;
use akidada::games::dama::random_opening;
use akidada::games::dama::{DamaRules, Position};
use akidada::rng::Rng;

fn main() {
    let rules = DamaRules::default();
    let level = Level::get(6).expect("level 6 exists");
    let stop = AtomicBool::new(false);
    let mut search = Search::new(16);
    let mut kept = Vec::new();
    let mut seed = 0;
    while kept.len() < 20 {
        seed += 1;
        let mut rng = Rng::new(seed);
        let plies = 20 + rng.below(16);
        let mut pos = Position::start(Side::White);
        let mut keys = Vec::new();
        for mv in random_opening(&mut rng, 4, &rules) {
            keys.push(pos.hash());
            pos = pos.play(&mv);
        }
        search.clear();
        let mut over = false;
        while keys.len() < plies {
            let choice = level.choose_move(
                &mut search,
                &pos,
                &keys,
                &rules,
                &Limits::default(),
                &stop,
                &mut rng,
            );
            let Some(mv) = choice.mv else {
                over = true;
                break;
            };
            keys.push(pos.hash());
            pos = pos.play(&mv);
            if pos.status(&rules).is_some() {
                over = true;
                break;
            }
        }
        let enough = Side::BOTH.iter().all(|&s| pos.pieces(s).count_ones() >= 8);
        if !over && enough && !pos.has_capture() {
            eprintln!("seed {seed}, ply {plies}: {pos}");
            kept.push(format!("{pos}"));
        }
    }
    let text = format!(
        "# 20 Dama middlegame positions from self-play, one position string a line.\n\
         # Made by `cargo run --release --no-default-features --features lab --example make_middlegames`\n\
         # (see that file for how); used by `cargo bench --bench engine`.\n{}\n",
        kept.join("\n")
    );
    std::fs::write("tests/data/dama_middlegames.txt", text).expect("tests/data is writable");
}
