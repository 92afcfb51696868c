//! The exact tables puzzles are proven with: the Akidada table for each
//! combination of `removal` and `double_line`, and the Dama endgame tables of
//! both readings. The generator (`crate::lab`) and `akidada puzzles check`
//! load them alike.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::ai::endgame::{self, Tables};
use crate::ai::solved::Solver;
use crate::games::akidada::{AkidadaRules, DoubleLine, Removal};
use crate::games::dama::LonePiece;

/// The exact tables puzzles are proven with: the Akidada solver for each
/// combination of `removal` and `double_line` (no_progress 50), and the endgame
/// tables of both readings.
pub struct Context {
    pub akidada: Vec<Solver>,
    pub endgame: [Arc<Tables>; 2],
}

/// The Akidada rule variants puzzles are mined under, defaults first.
pub fn akidada_variants() -> [AkidadaRules; 4] {
    let mut out = [AkidadaRules::default(); 4];
    for (i, (removal, double)) in [
        (Removal::Any, DoubleLine::One),
        (Removal::NotFromLines, DoubleLine::One),
        (Removal::Any, DoubleLine::Two),
        (Removal::NotFromLines, DoubleLine::Two),
    ]
    .into_iter()
    .enumerate()
    {
        out[i].removal = removal;
        out[i].double_line = double;
    }
    out
}

impl Context {
    /// Reads (or builds, the first time) every table in `dir`, telling `note`
    /// what it does.
    pub fn load(dir: Option<&Path>, note: &mut dyn FnMut(&str)) -> Result<Context, String> {
        let stop = AtomicBool::new(false);
        let mut akidada = Vec::new();
        for rules in akidada_variants() {
            note(&format!(
                "Akidada table for removal={:?} double_line={:?}",
                rules.removal, rules.double_line
            ));
            let loaded = Solver::load_or_build_in(dir, &rules, &mut |_| {}, &stop)
                .map_err(|_| "the Akidada table build was cancelled".to_string())?;
            akidada.push(loaded.solver);
        }
        let mut tables = Vec::new();
        for lone in [LonePiece::KingWins, LonePiece::Draw] {
            note(&format!(
                "endgame tables, lone_piece={lone:?} (about a minute to build the first time)"
            ));
            let (t, origin) = endgame::load_or_build(dir, lone, 4, &|_| {}, &stop)
                .map_err(|e| format!("endgame tables: {e}"))?;
            note(&format!("  {origin}"));
            tables.push(Arc::new(t));
        }
        let draw = tables.pop().expect("two readings");
        let king_wins = tables.pop().expect("two readings");
        Ok(Context {
            akidada,
            endgame: [king_wins, draw],
        })
    }

    pub fn solver_for(&self, rules: &AkidadaRules) -> Option<&Solver> {
        self.akidada.iter().find(|s| {
            let r = s.rules();
            (r.removal, r.double_line, r.no_progress)
                == (rules.removal, rules.double_line, rules.no_progress)
        })
    }

    pub fn tables_for(&self, lone_piece: LonePiece) -> &Arc<Tables> {
        match lone_piece {
            LonePiece::KingWins => &self.endgame[0],
            LonePiece::Draw => &self.endgame[1],
        }
    }
}
