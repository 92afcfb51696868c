//! The games `akidada engine` plays, each as a [`GameDriver`] of the protocol:
//! [`dama`] (the search) and [`akidada`] (the solved table).

pub mod akidada;
pub mod dama;

use std::io::{self, BufRead, Write};

use crate::ai::protocol::{self, GameDriver, GameEntry};

/// Every game, the default (Dama) first.
pub const GAMES: &[GameEntry] = &[
    GameEntry {
        name: "dama",
        make: || Box::new(dama::DamaDriver::new()) as Box<dyn GameDriver>,
    },
    GameEntry {
        name: "akidada",
        make: || Box::new(akidada::AkidadaDriver::default()) as Box<dyn GameDriver>,
    },
];

/// The protocol with every game: what `akidada engine` runs.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) -> io::Result<()> {
    protocol::run(input, output, GAMES)
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::dama::read_dama_move;
    use super::*;
    use crate::games::Side;
    use crate::games::dama::Position;

    /// Output collected in memory.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn session(input: &str) -> Vec<String> {
        let out = Shared::default();
        run(io::Cursor::new(input.to_string()), out.clone()).unwrap();
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn each_entry_makes_the_driver_it_names() {
        for entry in GAMES {
            assert_eq!((entry.make)().name(), entry.name);
        }
    }

    #[test]
    fn uci_lists_every_option_then_uciok() {
        let out = session("uci\n");
        assert!(out[0].starts_with("id name Akidada"));
        assert_eq!(out.last().unwrap(), "uciok");
        for name in [
            "Game",
            "Hash",
            "Threads",
            "Level",
            "MultiPV",
            "first",
            "non_max_capture",
            "lone_piece",
            "no_progress",
        ] {
            assert!(
                out.iter()
                    .any(|l| l.starts_with(&format!("option name {name} type"))),
                "{name}"
            );
        }
    }

    #[test]
    fn a_depth_search_reports_and_moves() {
        let out = session("position startpos moves c3-c4 f6-f5\ngo depth 4\nisready\n");
        let best = out.iter().find(|l| l.starts_with("bestmove ")).unwrap();
        let mv = best.trim_start_matches("bestmove ");
        let pos = Position::start(Side::White)
            .play(&read_dama_move(&Position::start(Side::White), "c3-c4").unwrap());
        let pos = pos.play(&read_dama_move(&pos, "f6-f5").unwrap());
        assert!(pos.parse_move(mv).is_ok(), "{mv}");
        assert!(
            out.iter()
                .any(|l| l.starts_with("info depth 4 ") && l.contains(" pv "))
        );
        assert!(out.contains(&"readyok".to_string()));
    }

    #[test]
    fn bad_lines_are_answered_and_the_engine_goes_on() {
        let out = session(
            "fly\nsetoption name Hash value lots\nsetoption name Colour value red\n\
             setoption name lone_piece value Maybe\nposition fen X:W:B\n\
             position startpos moves d3-d5\ngo depth x\ngo sideways 3\n\
             setoption name Game value chess\nisready\n",
        );
        let errors: Vec<&String> = out
            .iter()
            .filter(|l| l.starts_with("info string error: "))
            .collect();
        assert_eq!(errors.len(), 9, "{out:#?}");
        assert!(errors[0].contains("unknown command 'fly'"));
        assert!(errors[1].contains("Hash"));
        assert!(errors[2].contains("unknown option 'Colour'"));
        assert!(errors[3].contains("lone_piece"));
        assert!(errors[4].contains("position string"));
        assert!(errors[5].contains("move 1") && errors[5].contains("d3-d5"));
        assert!(errors[6].contains("depth 'x'"));
        assert!(errors[7].contains("sideways"));
        assert!(errors[8].contains("chess") && errors[8].contains("supported: dama, akidada"));
        assert_eq!(out.last().unwrap(), "readyok");
    }

    #[test]
    fn a_capture_may_be_given_from_and_to_when_that_names_one_move() {
        // The worked example of the game's description (RULES.md section 2.10):
        // eight routes, seven moves, f4 reached by one.
        let pos: Position = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        let mv = read_dama_move(&pos, "b8xf4").unwrap();
        assert_eq!(pos.move_text(&mv), "b8xb5xg5xg1xa1xa4xf4");
        let e = read_dama_move(&pos, "b8xb5").unwrap_err();
        assert!(e.contains("b8xb5"), "{e}");
    }

    #[test]
    fn the_lot_start_and_rule_options_shape_the_position() {
        let out = session("setoption name first value Black\nposition startpos\ngo depth 1\n");
        let best = out.iter().find(|l| l.starts_with("bestmove ")).unwrap();
        let mv = best.trim_start_matches("bestmove ");
        assert!(
            Position::start(Side::Black).parse_move(mv).is_ok(),
            "Black moves first: {mv}"
        );
    }

    #[test]
    fn a_lost_position_has_no_best_move() {
        let out = session("position fen W:Wa2:Ba3,a4,b2,c2\ngo depth 3\n");
        assert!(
            out.contains(&"info depth 0 score loss 0".to_string()),
            "{out:?}"
        );
        assert_eq!(out.last().unwrap(), "bestmove (none)");
    }
}
