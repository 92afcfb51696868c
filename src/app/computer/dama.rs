//! Dama: the alpha-beta engine on worker threads. Two searches, each with its
//! own transposition table kept from move to move: one plays, one analyses
//! (hints, the analysis panel, teaching mode, review), so that watching the
//! analysis never slows the computer's own play more than sharing the cores does.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use super::{Analysis, Eval, Line};
use crate::ai::remote;
#[cfg(target_arch = "wasm32")]
use crate::ai::remote::{Request, Said};
#[cfg(not(target_arch = "wasm32"))]
use crate::ai::search::Level;
use crate::ai::search::{Choice, EndgameTables, Limits, Report, Search};
use crate::ai::worker::{Job, Wake};
#[cfg(target_arch = "wasm32")]
use crate::ai::worker::{JobEvent, lanes::Lane};
use crate::games::GameMove;
use crate::games::dama::{Dama, DamaRules, Move, Position};
#[cfg(not(target_arch = "wasm32"))]
use crate::rng::Rng;
use crate::session::Session;

pub use crate::ai::remote::HASH_MB;

/// The window's own searches' tables: in a page they stay unused (the
/// engine's workers search), so they get the least memory.
const WINDOW_HASH_MB: usize = if cfg!(target_arch = "wasm32") {
    1
} else {
    HASH_MB
};

/// The position a search starts from: what the session knows about it.
#[derive(Clone, Debug)]
pub struct Root {
    pub pos: Position,
    pub history: Vec<u64>,
    pub rules: DamaRules,
}

impl Root {
    pub fn of(session: &Session<Dama>) -> Root {
        Root {
            pos: session.position(),
            history: session.history_keys(),
            rules: *session.rules(),
        }
    }

    /// The root as a message to the page's engine carries it.
    pub fn remote(&self) -> remote::Root {
        remote::Root::new(&self.pos, self.history.clone(), self.rules)
    }
}

/// The computer's move and what it thought of the position (its own view).
pub type MoveAnswer = (Option<Move>, Option<Eval>);

pub struct DamaBrain {
    /// Unused in a page, whose engine's workers have their own.
    #[cfg_attr(
        target_arch = "wasm32",
        allow(dead_code, reason = "a web page's engine is in its workers")
    )]
    player: Arc<Mutex<Search>>,
    analyst: Arc<Mutex<Search>>,
    /// Endgame tables, once loaded: given to each search as it starts.
    tables: Option<Arc<dyn EndgameTables>>,
}

impl Default for DamaBrain {
    fn default() -> Self {
        DamaBrain::new()
    }
}

impl DamaBrain {
    pub fn new() -> DamaBrain {
        DamaBrain {
            player: Arc::new(Mutex::new(Search::new(WINDOW_HASH_MB))),
            analyst: Arc::new(Mutex::new(Search::new(WINDOW_HASH_MB))),
            tables: None,
        }
    }

    /// Chooses the computer's move at `level` (1 to 8), within `limits` (a
    /// move time, and the computer's clock when the game has one); `seed`
    /// gives the weaker levels their variety.
    pub fn think(
        &self,
        root: Root,
        level: u8,
        limits: Limits,
        seed: u64,
        wake: Wake,
    ) -> Job<(), MoveAnswer> {
        // In a page, the engine's Web Worker searches (its own table, no
        // endgame tables).
        #[cfg(target_arch = "wasm32")]
        let job = {
            let request = Request::Play {
                root: root.remote(),
                level,
                limits,
                seed,
            };
            Job::ask(Lane::Player, request, wake, |said| match said {
                Said::Played(choice) => Some(JobEvent::Done(answer_of(&choice))),
                _ => None,
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::start("dama-move", wake, {
            let search = Arc::clone(&self.player);
            let tables = self.tables.clone();
            move |stop: &AtomicBool, _progress: &mut dyn FnMut(())| {
                let level = Level::get(level).unwrap_or_else(Level::strongest);
                let mut search = search.lock().unwrap_or_else(PoisonError::into_inner);
                search.set_endgame_tables(tables);
                let mut rng = Rng::new(seed);
                let choice = level.choose_move(
                    &mut search,
                    &root.pos,
                    &root.history,
                    &root.rules,
                    &limits,
                    stop,
                    &mut rng,
                );
                answer_of(&choice)
            }
        });
        job
    }

    /// Analyses `root` within `limits` (lines: `limits.multipv`), reporting each
    /// finished iteration.
    pub fn analyse(&self, root: Root, limits: Limits, wake: Wake) -> Job<Analysis, Analysis> {
        #[cfg(target_arch = "wasm32")]
        let job = {
            let pos = root.pos;
            let request = Request::Analyse {
                root: root.remote(),
                limits,
            };
            Job::ask(Lane::Analyst, request, wake, move |said| match said {
                Said::Iteration(report) => {
                    Some(JobEvent::Progress(analysis_of(&pos, &report, false)))
                }
                Said::Analysed(report) => Some(JobEvent::Done(analysis_of(&pos, &report, true))),
                _ => None,
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::start("dama-analysis", wake, {
            let search = Arc::clone(&self.analyst);
            let tables = self.tables.clone();
            move |stop: &AtomicBool, progress: &mut dyn FnMut(Analysis)| {
                search
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .set_endgame_tables(tables);
                run_analysis(&search, &root, &limits, stop, progress)
            }
        });
        job
    }

    /// The endgame tables the searches use, if loaded.
    pub fn tables(&self) -> Option<Arc<dyn EndgameTables>> {
        self.tables.clone()
    }

    /// The endgame tables every search from now on uses (or none).
    pub fn set_tables(&mut self, tables: Option<Arc<dyn EndgameTables>>) {
        self.tables = tables;
    }

    /// The analysing search, for review (which runs many searches in one job).
    pub fn analyst(&self) -> Arc<Mutex<Search>> {
        Arc::clone(&self.analyst)
    }
}

/// The computer's answer: the move its level chose, and the search's view.
fn answer_of(choice: &Choice) -> MoveAnswer {
    let eval = choice
        .mv
        .map(|_| crate::ai::review::eval_of_score(choice.report.score));
    (choice.mv, eval)
}

/// One analysis with the given search, reporting each iteration.
pub fn run_analysis(
    search: &Mutex<Search>,
    root: &Root,
    limits: &Limits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(Analysis),
) -> Analysis {
    let mut search = search.lock().unwrap_or_else(PoisonError::into_inner);
    let report = search.run(
        &root.pos,
        &root.history,
        &root.rules,
        limits,
        stop,
        &mut |r| progress(analysis_of(&root.pos, r, false)),
    );
    analysis_of(&root.pos, &report, true)
}

/// A report in the window's terms: the lines written out move by move.
pub fn analysis_of(pos: &Position, report: &Report, finished: bool) -> Analysis {
    let lines: Vec<Line> = report
        .lines
        .iter()
        .map(|line| {
            let mut at = *pos;
            let mut texts = Vec::with_capacity(line.moves.len());
            for mv in &line.moves {
                texts.push(at.move_text(mv));
                at = at.play(mv);
            }
            Line {
                moves: line.moves.iter().map(|&m| GameMove::Dama(m)).collect(),
                texts,
                eval: crate::ai::review::eval_of_score(line.score),
            }
        })
        .collect();
    Analysis {
        eval: crate::ai::review::eval_of_score(report.score),
        lines,
        depth: report.depth,
        nodes: report.nodes,
        nps: report.nps,
        finished,
    }
}

/// The limits of a hint: a short search for one line.
pub fn hint_limits() -> Limits {
    Limits::movetime(Duration::from_millis(1500))
}

/// The limits of the analysis panel: until stopped, the best three lines.
pub fn panel_limits(lines: usize) -> Limits {
    Limits::infinite().with_multipv(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::worker::no_wake;
    use crate::games::Side;
    use crate::session::Lot;

    fn root(fen: &str) -> Root {
        let pos: Position = fen.parse().unwrap();
        let lot = Lot {
            first: pos.side_to_move(),
            seed: None,
        };
        Root::of(&Session::<Dama>::from_position(
            DamaRules::default(),
            lot,
            pos,
        ))
    }

    #[test]
    fn the_computer_finds_the_only_legal_capture_and_the_worked_example_s_win() {
        let brain = DamaBrain::new();
        // The description's worked example: any of the seven 6-captures wins at once.
        let example = root("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1");
        let (mv, eval) = brain
            .think(
                example.clone(),
                8,
                Limits::movetime(Duration::from_millis(300)),
                1,
                no_wake(),
            )
            .wait()
            .unwrap();
        let mv = mv.expect("a move");
        assert_eq!(mv.capture_count(), 6);
        assert!(
            matches!(eval, Some(Eval::Exact { value, .. }) if value.is_win()),
            "{eval:?}"
        );
        // Every level plays a legal move.
        for level in 1..=8 {
            let (mv, _) = brain
                .think(
                    example.clone(),
                    level,
                    Limits::movetime(Duration::from_millis(100)),
                    level.into(),
                    no_wake(),
                )
                .wait()
                .unwrap();
            let mut legal = Vec::new();
            example.pos.legal_moves(&mut legal);
            assert!(legal.contains(&mv.unwrap()), "level {level}");
        }
        assert_eq!(Side::White, example.pos.side_to_move());
    }

    #[test]
    fn an_analysis_writes_its_lines_in_notation() {
        let brain = DamaBrain::new();
        let start = root(&Position::start(Side::White).to_string());
        let mut job = brain.analyse(start, Limits::depth(4).with_multipv(3), no_wake());
        let analysis = loop {
            let done = job.poll().into_iter().find_map(|e| match e {
                crate::ai::worker::JobEvent::Done(a) => Some(a),
                crate::ai::worker::JobEvent::Progress(_) => None,
            });
            if let Some(a) = done {
                break a;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        assert!(analysis.finished);
        assert_eq!(analysis.lines.len(), 3);
        for line in &analysis.lines {
            assert_eq!(line.moves.len(), line.texts.len());
            assert!(line.texts[0].contains('-'), "{:?}", line.texts);
        }
        assert_eq!(analysis.depth, 4);
    }
}
