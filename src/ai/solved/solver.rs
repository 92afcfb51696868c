//! What the app, the engine and the command line ask of the solved game: the
//! value of a position, the value of each move, the perfect move, with the
//! no-progress rule of the game's options taken into account.

use std::fmt;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::graph::TreeRules;
use super::index::node_of;
use super::no_progress::{Layer, RuleResult};
use super::retrograde::Cancelled;
use super::store::{self, LoadProgress, Origin};
use super::table::Table;
use crate::ai::Value;
use crate::ai::cache::{self, CacheError};
use crate::games::akidada::{AkidadaRules, Move, Position};

/// A position's value from the side to move, with what the no-progress rule
/// makes of it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// The exact value, repetition and no-progress draws ignored (RULES.md
    /// section 3).
    pub value: Value,
    /// The result under best play within the no-progress rule, from the count
    /// the position carries. It differs from the value's only when the rule
    /// turns a win or a loss into a draw.
    pub under_rule: RuleResult,
}

impl Verdict {
    /// A table win that cannot be won within the no-progress rule.
    pub fn is_cursed_win(&self) -> bool {
        self.value.is_win() && self.under_rule != RuleResult::Win
    }

    /// A table loss the no-progress rule saves (a draw).
    pub fn is_blessed_loss(&self) -> bool {
        self.value.is_loss() && self.under_rule != RuleResult::Loss
    }

    /// The verdict of the move that leads to a position with this verdict,
    /// from the mover's view.
    pub fn for_mover(self) -> Verdict {
        Verdict {
            value: self.value.for_mover(),
            under_rule: self.under_rule.flipped(),
        }
    }

    /// Orders moves as the perfect player does: the result within the rule
    /// first, then the exact value (a quicker win, a slower loss).
    fn key(self) -> (RuleResult, Value) {
        (self.under_rule, self.value)
    }
}

/// `win 17`, or `win 17 (a draw under the no-progress rule)`.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value)?;
        if self.is_cursed_win() || self.is_blessed_loss() {
            f.write_str(" (a draw under the no-progress rule)")?;
        }
        Ok(())
    }
}

/// A solver ready to answer, and where its table and layer came from.
#[derive(Debug)]
pub struct Loaded {
    pub solver: Solver,
    pub table: Origin,
    /// `None` when the no-progress rule is off.
    pub layer: Option<Origin>,
}

/// Why parts given to [`Solver::from_parts`] do not fit together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Mismatch {}

/// The solved game under one set of rule options. Cheap to clone: the table and
/// layer are shared.
#[derive(Clone, Debug)]
pub struct Solver {
    table: Arc<Table>,
    layer: Option<Arc<Layer>>,
    rules: AkidadaRules,
}

impl Solver {
    /// The solver for `rules`: the table and the no-progress layer are read from
    /// the user's cache directory ([`cache::cache_dir`]), or built there when
    /// missing or damaged. Building takes a few seconds: run this on a worker
    /// thread; `progress` hears how far it is, and setting `cancel` stops it.
    pub fn load_or_build(
        rules: &AkidadaRules,
        progress: &mut dyn FnMut(LoadProgress),
        cancel: &AtomicBool,
    ) -> Result<Loaded, Cancelled> {
        Solver::load_or_build_in(cache::cache_dir().as_deref(), rules, progress, cancel)
    }

    /// [`Solver::load_or_build`] with the directory given (`None`: build in
    /// memory only).
    pub fn load_or_build_in(
        dir: Option<&Path>,
        rules: &AkidadaRules,
        progress: &mut dyn FnMut(LoadProgress),
        cancel: &AtomicBool,
    ) -> Result<Loaded, Cancelled> {
        let tree = TreeRules {
            removal: rules.removal,
            double_line: rules.double_line,
        };
        let (table, table_origin) = store::table(dir, tree, progress, cancel)?;
        let (layer, layer_origin) = if rules.no_progress == 0 {
            (None, None)
        } else {
            let (layer, origin) = store::layer(dir, &table, rules.no_progress, progress, cancel)?;
            (Some(Arc::new(layer)), Some(origin))
        };
        Ok(Loaded {
            solver: Solver {
                table: Arc::new(table),
                layer,
                rules: *rules,
            },
            table: table_origin,
            layer: layer_origin,
        })
    }

    /// The solver for other rule options, keeping this one's table (and layer)
    /// when they fit, else reading or building what is needed in the user's
    /// cache directory. Only a new `no_progress` costs a second or so (its
    /// layer, when not on disk yet); new `removal` or `double_line` options
    /// need their own table.
    pub fn with_rules(
        &self,
        rules: &AkidadaRules,
        progress: &mut dyn FnMut(LoadProgress),
        cancel: &AtomicBool,
    ) -> Result<Loaded, Cancelled> {
        let tree = self.table.rules();
        if (tree.removal, tree.double_line) != (rules.removal, rules.double_line) {
            return Solver::load_or_build(rules, progress, cancel);
        }
        let (layer, layer_origin) = if rules.no_progress == 0 {
            (None, None)
        } else if rules.no_progress == self.rules.no_progress {
            (self.layer.clone(), Some(Origin::Kept))
        } else {
            let dir = cache::cache_dir();
            let (layer, origin) = store::layer(
                dir.as_deref(),
                &self.table,
                rules.no_progress,
                progress,
                cancel,
            )?;
            (Some(Arc::new(layer)), Some(origin))
        };
        Ok(Loaded {
            solver: Solver {
                table: Arc::clone(&self.table),
                layer,
                rules: *rules,
            },
            table: Origin::Kept,
            layer: layer_origin,
        })
    }

    /// A solver from a table and layer already in memory (the app keeps them
    /// between games). The layer must be the one for `rules.no_progress`, and
    /// absent when it is 0.
    pub fn from_parts(
        table: Arc<Table>,
        layer: Option<Arc<Layer>>,
        rules: &AkidadaRules,
    ) -> Result<Solver, Mismatch> {
        let tree = table.rules();
        if (tree.removal, tree.double_line) != (rules.removal, rules.double_line) {
            return Err(Mismatch(format!(
                "the table was built for {tree:?}, not for the rules given"
            )));
        }
        let wanted = 2 * u32::from(rules.no_progress);
        match &layer {
            None if rules.no_progress == 0 => {}
            Some(l) if rules.no_progress > 0 && l.limit() == wanted => {}
            _ => {
                return Err(Mismatch(format!(
                    "the no-progress layer does not match no_progress = {}",
                    rules.no_progress
                )));
            }
        }
        Ok(Solver {
            table,
            layer,
            rules: *rules,
        })
    }

    /// The table's and the layer's data, as their files store them: how a
    /// page's worker hands a solve to the page.
    pub fn payloads(&self) -> (Vec<u8>, Option<Vec<u8>>) {
        (
            self.table.payload(),
            self.layer.as_ref().map(|l| l.payload()),
        )
    }

    /// The solver for `rules` from the data [`Solver::payloads`] gave.
    pub fn from_payloads(
        rules: &AkidadaRules,
        table: &[u8],
        layer: Option<&[u8]>,
    ) -> Result<Solver, CacheError> {
        let tree = TreeRules {
            removal: rules.removal,
            double_line: rules.double_line,
        };
        let table = Table::from_payload(tree, table)?;
        let layer = match layer {
            Some(data) => Some(Arc::new(Layer::from_payload(
                data,
                table.layout(),
                2 * u32::from(rules.no_progress),
            )?)),
            None => None,
        };
        Solver::from_parts(Arc::new(table), layer, rules)
            .map_err(|_| CacheError::Damaged("its layer does not fit the rules"))
    }

    pub fn table(&self) -> &Arc<Table> {
        &self.table
    }

    pub fn layer(&self) -> Option<&Arc<Layer>> {
        self.layer.as_ref()
    }

    pub fn rules(&self) -> &AkidadaRules {
        &self.rules
    }

    /// The exact value of `pos` from the side to move, repetition and the
    /// no-progress rule ignored. A game already over by the count of pieces or a
    /// blocked side to move is `loss 0` (or `win 0` when the opponent is the one
    /// left with two pieces), as [`Position::status`] says.
    pub fn value(&self, pos: &Position) -> Value {
        self.table.value_of(&node_of(pos))
    }

    /// The value of `pos` and its result within the no-progress rule, from the
    /// count `pos` carries.
    pub fn verdict(&self, pos: &Position) -> Verdict {
        let value = self.value(pos);
        Verdict {
            value,
            under_rule: self.under_rule(pos, value),
        }
    }

    fn under_rule(&self, pos: &Position, value: Value) -> RuleResult {
        let Some(layer) = &self.layer else {
            return RuleResult::of(value);
        };
        if let Some(outcome) = pos.status(&self.rules) {
            return match outcome.winner() {
                Some(w) if w == pos.side_to_move() => RuleResult::Win,
                Some(_) => RuleResult::Loss,
                None => RuleResult::Draw,
            };
        }
        let node = node_of(pos);
        let count = u32::from(pos.quiet_plies());
        if node.us_hand == 0 && node.them_hand > 0 && count + 1 >= layer.limit() {
            // The side to move slides, the other places: a slide now is the
            // last ply the rule allows unless it removes.
            let mut moves = Vec::new();
            pos.legal_moves(&self.rules, &mut moves);
            return moves
                .iter()
                .map(|m| {
                    let next = pos.play(m);
                    let v = self.value(&next);
                    self.under_rule(&next, v).flipped()
                })
                .max()
                .unwrap_or(RuleResult::Loss);
        }
        match self.table.layout().index(&node) {
            Some(index) => layer.result(index, count, value),
            None => RuleResult::of(value),
        }
    }

    /// Plies to the next zeroing move (a removal) under best play within the
    /// rule, for a position of the movement phase; `None` elsewhere (placements
    /// zero) or when the rule is off.
    pub fn plies_to_zeroing(&self, pos: &Position) -> Option<Value> {
        let layer = self.layer.as_ref()?;
        let node = node_of(pos);
        if node.us_hand > 0 || node.them_hand > 0 || pos.decided_by_material().is_some() {
            return None;
        }
        layer.dtz(self.table.layout().index(&node)?)
    }

    /// Every legal move with its verdict from the mover's view, in the order the
    /// perfect player prefers them: a win within the rule first, then a draw,
    /// then a loss; inside each, by exact value (the quickest win, the slowest
    /// loss). Moves of equal standing keep the order of move generation.
    pub fn move_verdicts(&self, pos: &Position) -> Vec<(Move, Verdict)> {
        let mut moves = Vec::new();
        pos.legal_moves(&self.rules, &mut moves);
        let mut out: Vec<(Move, Verdict)> = moves
            .into_iter()
            .map(|m| (m, self.verdict(&pos.play(&m)).for_mover()))
            .collect();
        out.sort_by_key(|(_, v)| std::cmp::Reverse(v.key()));
        out
    }

    /// Every legal move with its exact value from the mover's view, best first
    /// (moves of equal value: the one better within the no-progress rule first).
    pub fn move_values(&self, pos: &Position) -> Vec<(Move, Value)> {
        let mut out = self.move_verdicts(pos);
        out.sort_by_key(|(_, v)| std::cmp::Reverse((v.value, v.under_rule)));
        out.into_iter().map(|(m, v)| (m, v.value)).collect()
    }

    /// The perfect move: it wins within the no-progress rule whenever that is
    /// possible (of the moves that keep the win within the rule, the quickest by
    /// the table), otherwise it keeps the draw, otherwise it holds out longest. `None` when the game is over (or there is no move).
    pub fn best_move(&self, pos: &Position) -> Option<Move> {
        if pos.status(&self.rules).is_some() {
            return None;
        }
        self.move_verdicts(pos).first().map(|(m, _)| *m)
    }

    /// The best `count` moves, each followed by perfect play for up to `plies`
    /// moves in all (or to the end of the game), with the move's verdict: the
    /// lines of an analysis.
    pub fn lines(&self, pos: &Position, count: usize, plies: usize) -> Vec<(Vec<Move>, Verdict)> {
        self.move_verdicts(pos)
            .into_iter()
            .take(count.max(1))
            .map(|(first, verdict)| {
                let mut moves = vec![first];
                let mut at = pos.play(&first);
                while moves.len() < plies {
                    match self.best_move(&at) {
                        Some(mv) => {
                            moves.push(mv);
                            at = at.play(&mv);
                        }
                        None => break,
                    }
                }
                (moves, verdict)
            })
            .collect()
    }
}
