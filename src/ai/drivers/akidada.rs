//! Akidada in `akidada engine` (`setoption name Game value akidada`): every
//! answer comes from the solved table, loaded (or built, the first time, in a
//! few seconds) on the search thread when a search first needs it.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};

use crate::ai::protocol::{GameDriver, Go, Job, Settings};
use crate::ai::solved::{Level, Solver, choose_move};
use crate::games::akidada::{Akidada, AkidadaRules, Move, Position};
use crate::games::options::{OptionError, RuleOption};
use crate::games::{FirstPlayer, Game, Side};
use crate::rng::Rng;

/// The plies each line of an analysis is written out to.
const LINE_PLIES: usize = 12;

pub struct AkidadaDriver {
    rules: AkidadaRules,
    position: Position,
    from_start: bool,
    /// The solver, once loaded, shared with the search thread (kept when only
    /// the position changes).
    solver: Arc<Mutex<Option<Arc<Solver>>>>,
    rng: Rng,
}

impl Default for AkidadaDriver {
    fn default() -> Self {
        AkidadaDriver {
            rules: AkidadaRules::default(),
            position: Position::start(Side::White),
            from_start: true,
            solver: Arc::new(Mutex::new(None)),
            rng: Rng::from_entropy(),
        }
    }
}

impl AkidadaDriver {
    /// The start under the rule `first` (White when drawn by lot: the engine
    /// cannot draw the lot for the players).
    fn start(&self) -> Position {
        match self.rules.first {
            FirstPlayer::Black => Position::start(Side::Black),
            FirstPlayer::White | FirstPlayer::Lot => Position::start(Side::White),
        }
    }
}

impl GameDriver for AkidadaDriver {
    fn name(&self) -> &'static str {
        "akidada"
    }

    fn rule_options(&self) -> &'static [RuleOption] {
        Akidada::rule_options()
    }

    fn set_rule_option(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        Akidada::set_rule_option(&mut self.rules, name, value)?;
        if self.from_start {
            self.position = self.start();
        }
        Ok(())
    }

    /// The table is the solved one, loaded once: no setting changes it.
    fn apply(&mut self, _settings: &Settings) -> Result<(), String> {
        Ok(())
    }

    fn new_game(&mut self) {}

    fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) -> Result<(), String> {
        let mut pos = match fen {
            None => self.start(),
            Some(text) => text.parse::<Position>().map_err(|e| {
                format!(
                    "position fen: not a valid Akidada position string: {e}\n\
                     (form: <side>:W<points>:B<points>:H<white in hand>,<black in hand>, \
                     e.g. W:W:B:H6,6)"
                )
            })?,
        };
        for (i, text) in moves.iter().enumerate() {
            if i > 0
                && let Some(outcome) = pos.status(&self.rules)
            {
                return Err(format!(
                    "position: the game is over after move {i} ({outcome}), \
                     but more moves follow: '{text}'"
                ));
            }
            let mv = pos
                .parse_move(&self.rules, text)
                .map_err(|e| format!("position: move {} '{text}': {e} (in {pos})", i + 1))?;
            pos = pos.play(&mv);
        }
        self.position = pos;
        self.from_start = fen.is_none();
        Ok(())
    }

    fn prepare(&mut self, _go: &Go, settings: &Settings) -> Result<Job, String> {
        let pos = self.position;
        let rules = self.rules;
        let lines = settings.multipv;
        // Akidada has five levels; any higher number plays perfectly.
        let level =
            Level::new(settings.level.min(Level::PERFECT.number())).unwrap_or(Level::PERFECT);
        let shared = Arc::clone(&self.solver);
        let mut rng = Rng::new(self.rng.next_u64());
        Ok(Box::new(
            move |stop: &AtomicBool, say: &mut dyn FnMut(&str)| {
                let Some(solver) = solver_for(&shared, &rules, stop, say) else {
                    say("info string the Akidada table was not built (stopped)");
                    say("bestmove (none)");
                    return;
                };
                if pos.status(&rules).is_some() {
                    say("info depth 0 score loss 0");
                    say("bestmove (none)");
                    return;
                }
                for (k, (moves, verdict)) in
                    solver.lines(&pos, lines, LINE_PLIES).iter().enumerate()
                {
                    let text: Vec<String> = moves.iter().map(Move::notation).collect();
                    say(&format!(
                        "info depth {} multipv {} score {} nodes 0 nps 0 time 0 pv {}",
                        moves.len(),
                        k + 1,
                        verdict.value,
                        text.join(" ")
                    ));
                    if verdict.is_cursed_win() || verdict.is_blessed_loss() {
                        say("info string a draw under the no-progress rule");
                    }
                }
                match choose_move(&solver, &pos, level, &mut rng) {
                    Some(mv) => say(&format!("bestmove {}", mv.notation())),
                    None => say("bestmove (none)"),
                }
            },
        ))
    }
}

/// The solver for `rules`: the one kept if it fits, else loaded or built now
/// (saying so); `None` if stopped.
fn solver_for(
    shared: &Mutex<Option<Arc<Solver>>>,
    rules: &AkidadaRules,
    stop: &AtomicBool,
    say: &mut dyn FnMut(&str),
) -> Option<Arc<Solver>> {
    let mut slot = shared.lock().unwrap_or_else(PoisonError::into_inner);
    let fits = |s: &Solver| {
        let r = s.rules();
        (r.removal, r.double_line, r.no_progress)
            == (rules.removal, rules.double_line, rules.no_progress)
    };
    if let Some(solver) = slot.as_ref().filter(|s| fits(s)) {
        return Some(Arc::clone(solver));
    }
    say("info string loading the solved Akidada table (built the first time: a few seconds)");
    let loaded = match slot.take() {
        Some(old) => old.with_rules(rules, &mut |_| {}, stop),
        None => Solver::load_or_build(rules, &mut |_| {}, stop),
    };
    let solver = Arc::new(loaded.ok()?.solver);
    *slot = Some(Arc::clone(&solver));
    Some(solver)
}
