//! The no-progress rule on top of the table, in the spirit of Syzygy's DTZ.
//!
//! The table ignores the rule that draws a game after `no_progress` moves by each
//! side in the movement phase without a removal. Under that rule a table win can
//! only be won if the winner reaches a *zeroing* move (a removal, or the end of
//! the game) before the count runs out, and again after it, and so on.
//!
//! For a ply limit `L` (twice `no_progress`) this layer gives every movement
//! position its distance to zeroing under best play *within the rule*: the winner
//! heads for the nearest zeroing move that leads to a position won within the
//! rule again (counted afresh, since the count restarts), the loser for the
//! farthest. It is the same backward pass as the table's, pair by pair of
//! movement sectors, except that a move leaving the pair is worth one ply and
//! only its result within the rule counts. A position at count `c` is won within
//! the rule when its distance is at most `L - c`; a table win that is not is a
//! *cursed win*, a table loss that is not a *blessed loss* (a draw, for both).
//!
//! Placements reset the count, so a position where someone still has pieces in
//! hand is won within the rule exactly when the movement positions its play
//! leads to are; if some movement position is cursed or blessed at count 0, a
//! forward pass over those sectors settles their results within the rule too.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::graph::{Successor, TreeRules, try_for_each_successor};
use super::index::Layout;
use super::retrograde::{self, Cancelled, Code, DRAW, Progress, decode};
use crate::ai::Value;
use crate::ai::cache::{self, CacheError, TableId};

/// The result of a position within the no-progress rule, from the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleResult {
    Loss = 0,
    Draw = 1,
    Win = 2,
}

impl RuleResult {
    /// The result for the other player.
    pub const fn flipped(self) -> RuleResult {
        match self {
            RuleResult::Win => RuleResult::Loss,
            RuleResult::Loss => RuleResult::Win,
            RuleResult::Draw => RuleResult::Draw,
        }
    }

    /// The result a table value has when no rule interferes.
    pub const fn of(value: Value) -> RuleResult {
        match value {
            Value::Win(_) => RuleResult::Win,
            Value::Loss(_) => RuleResult::Loss,
            Value::Draw => RuleResult::Draw,
        }
    }

    /// A stand-in value of one ply with this result, for the passes below.
    const fn as_move_value(self) -> Value {
        match self {
            RuleResult::Win => Value::Win(1),
            RuleResult::Loss => Value::Loss(1),
            RuleResult::Draw => Value::Draw,
        }
    }
}

/// The result within a limit of `slack` plies of a position whose distance to
/// zeroing is `dtz`.
pub fn within(dtz: Value, slack: u32) -> RuleResult {
    match dtz {
        Value::Win(d) if u32::from(d) <= slack => RuleResult::Win,
        Value::Loss(d) if u32::from(d) <= slack => RuleResult::Loss,
        _ => RuleResult::Draw,
    }
}

/// The layer for one ply limit.
#[derive(Clone, Debug)]
pub struct Layer {
    /// Plies without a removal before a draw (twice `no_progress`).
    limit: u32,
    /// Distance to zeroing of each movement entry (they come first in the table).
    dtz: Vec<Code>,
    /// Results within the rule of the entries with pieces in hand, at count 0,
    /// when they differ anywhere from the table's; `None` when none do.
    in_hand: Option<Vec<RuleResult>>,
}

impl Layer {
    /// Computes the layer for `limit` plies from the table's values.
    pub fn build(
        layout: &Layout,
        rules: TreeRules,
        table: &(dyn Fn(usize) -> Value + Sync),
        limit: u32,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<Layer, Cancelled> {
        let threads = retrograde::threads();
        let groups = retrograde::groups(layout);
        let movement_end = retrograde::movement_end(layout);
        let total = layout.len();
        let mut dtz = vec![DRAW; movement_end];
        for (block, _) in groups.iter().filter(|(_, movement)| *movement) {
            let (done, rest) = dtz.split_at_mut(block.start);
            let done: &[Code] = done;
            let out = &mut rest[..block.len()];
            let exit = |s: &Successor| -> Value {
                if s.is_lost_for_mover() {
                    return Value::Win(1);
                }
                let index = layout.index(&s.node).expect("a stored position");
                within(decode(done[index]), limit).flipped().as_move_value()
            };
            retrograde::backward(layout, rules, block.clone(), out, &exit, threads, cancel)?;
            progress(Progress {
                done: block.end,
                total,
            });
        }

        // Results in the placement phase can only differ from the table's if
        // some movement position's do, at count 0.
        let differs = dtz
            .iter()
            .enumerate()
            .any(|(index, &code)| RuleResult::of(table(index)) != within(decode(code), limit));
        let mut layer = Layer {
            limit,
            dtz,
            in_hand: None,
        };
        if differs {
            layer.in_hand =
                Some(layer.hand_results(layout, rules, table, movement_end, progress, cancel)?);
        }
        progress(Progress { done: total, total });
        Ok(layer)
    }

    /// The forward pass over the sectors with pieces in hand, by results only.
    /// The rule can only turn a table win or loss into a draw, so a table draw
    /// stays one, a table win is checked for one move that still wins (the
    /// first found will do) and a table loss for one move that escapes.
    fn hand_results(
        &self,
        layout: &Layout,
        rules: TreeRules,
        table: &(dyn Fn(usize) -> Value + Sync),
        movement_end: usize,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<Vec<RuleResult>, Cancelled> {
        let threads = retrograde::threads();
        let total = layout.len();
        let mut results = vec![RuleResult::Draw; total - movement_end];
        for (block, _) in retrograde::groups(layout).iter().filter(|(_, m)| !*m) {
            let local = block.start - movement_end..block.end - movement_end;
            let (done, rest) = results.split_at_mut(local.start);
            let done: &[RuleResult] = done;
            let out = &mut rest[..local.len()];
            // The result, for the side to move there, of a move's position.
            let result_after = |s: &Successor| -> RuleResult {
                if s.is_lost_for_mover() {
                    return RuleResult::Loss;
                }
                let index = layout.index(&s.node).expect("a stored position");
                if index < movement_end {
                    within(decode(self.dtz[index]), self.limit)
                } else {
                    done[index - movement_end]
                }
            };
            retrograde::parallel_chunks(out, block.start, threads, cancel, &|first, chunk| {
                layout.for_each_node(first..first + chunk.len(), |index, node| {
                    let value = table(index);
                    let wanted = match value {
                        Value::Draw => return,
                        // Opponent lost after some move.
                        Value::Win(_) => RuleResult::Loss,
                        // Opponent won after every move.
                        Value::Loss(_) => RuleResult::Win,
                    };
                    let mut any_move = false;
                    let found = try_for_each_successor(&node, rules, |s| {
                        any_move = true;
                        let hit = result_after(&s) == wanted;
                        // A win needs one hit; a loss breaks on the first miss.
                        if hit == value.is_win() {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                    .is_break();
                    chunk[index - first] = match (value, found, any_move) {
                        (_, _, false) => RuleResult::Loss,
                        (Value::Win(_), true, _) => RuleResult::Win,
                        (Value::Loss(_), false, _) => RuleResult::Loss,
                        _ => RuleResult::Draw,
                    };
                });
            })?;
            progress(Progress {
                done: block.end,
                total,
            });
        }
        Ok(results)
    }

    /// The ply limit this layer is for.
    pub fn limit(&self) -> u32 {
        self.limit
    }

    /// The distance to zeroing of a movement entry (`None` for an entry with
    /// pieces in hand, where the next placement zeroes anyway).
    pub fn dtz(&self, index: usize) -> Option<Value> {
        self.dtz.get(index).map(|&c| decode(c))
    }

    /// The result within the rule of an entry at count `count`, given its table
    /// value. For an entry with pieces in hand `count` must leave room for a
    /// move (the caller handles the sliding side's last ply itself).
    pub fn result(&self, index: usize, count: u32, table_value: Value) -> RuleResult {
        if let Some(dtz) = self.dtz(index) {
            return within(dtz, self.limit.saturating_sub(count));
        }
        match &self.in_hand {
            Some(results) => results[index - self.dtz.len()],
            None => RuleResult::of(table_value),
        }
    }

    /// The longest distance to zeroing among movement entries (for statistics).
    pub fn longest_dtz(&self) -> u16 {
        self.dtz
            .iter()
            .filter_map(|&c| decode(c).distance())
            .max()
            .unwrap_or(0)
    }
}

/// The kind of file holding a layer.
pub const KIND: &str = "akidada-no-progress";
/// Bumped whenever the layer's data or meaning changes.
pub const FORMAT_VERSION: u32 = 1;

impl Layer {
    /// The path of the layer's file in `dir`.
    pub fn path_in(dir: &Path, rules: TreeRules, no_progress: u16) -> PathBuf {
        dir.join(format!(
            "{}-np{no_progress}.table",
            super::table::file_stem(rules)
        ))
    }

    fn params(rules: TreeRules, limit: u32) -> String {
        format!("{} plies={limit}", super::table::params(rules))
    }

    /// Writes the layer built for `rules` to `path`.
    pub fn save(&self, path: &Path, rules: TreeRules) -> std::io::Result<()> {
        let params = Layer::params(rules, self.limit);
        let id = TableId {
            kind: KIND,
            version: FORMAT_VERSION,
            params: &params,
        };
        cache::write(path, &id, &self.payload())
    }

    /// The layer's data as its file stores it.
    pub(super) fn payload(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.dtz.len() * 2 + 64);
        out.extend_from_slice(&(self.dtz.len() as u64).to_le_bytes());
        for code in &self.dtz {
            out.extend_from_slice(&code.to_le_bytes());
        }
        match &self.in_hand {
            None => out.push(0),
            Some(results) => {
                out.push(1);
                // Four results a byte, two bits each.
                for four in results.chunks(4) {
                    let byte = four
                        .iter()
                        .enumerate()
                        .fold(0u8, |b, (i, &r)| b | (r as u8) << (2 * i));
                    out.push(byte);
                }
            }
        }
        out
    }

    /// Reads the layer for `rules` and `limit` plies from `path`, checking it
    /// against the table's layout.
    pub fn load(
        path: &Path,
        layout: &Layout,
        rules: TreeRules,
        limit: u32,
    ) -> Result<Layer, CacheError> {
        let params = Layer::params(rules, limit);
        let id = TableId {
            kind: KIND,
            version: FORMAT_VERSION,
            params: &params,
        };
        let payload = cache::read(path, &id)?;
        Layer::from_payload(&payload, layout, limit)
    }

    /// The layer of `limit` plies from its data, checked against the
    /// table's layout.
    pub(super) fn from_payload(
        payload: &[u8],
        layout: &Layout,
        limit: u32,
    ) -> Result<Layer, CacheError> {
        let bad = || CacheError::Damaged("its data does not have the size of the layer");
        let word = |at: usize| -> Result<u64, CacheError> {
            let bytes = payload.get(at..at + 8).ok_or_else(bad)?;
            let mut b = [0u8; 8];
            b.copy_from_slice(bytes);
            Ok(u64::from_le_bytes(b))
        };
        let movement = word(0)? as usize;
        let movement_end = retrograde::movement_end(layout);
        if movement != movement_end {
            return Err(bad());
        }
        let dtz_end = 8 + 2 * movement;
        let dtz: Vec<Code> = payload
            .get(8..dtz_end)
            .ok_or_else(bad)?
            .chunks_exact(2)
            .map(|w| u16::from_le_bytes([w[0], w[1]]))
            .collect();
        let hand_len = layout.len() - movement_end;
        let in_hand = match payload.get(dtz_end..) {
            Some([0]) => None,
            Some([1, packed @ ..]) if packed.len() == hand_len.div_ceil(4) => {
                let mut results = Vec::with_capacity(hand_len);
                for i in 0..hand_len {
                    let bits = (packed[i / 4] >> (2 * (i % 4))) & 3;
                    results.push(match bits {
                        0 => RuleResult::Loss,
                        1 => RuleResult::Draw,
                        2 => RuleResult::Win,
                        _ => return Err(bad()),
                    });
                }
                Some(results)
            }
            _ => return Err(bad()),
        };
        Ok(Layer {
            limit,
            dtz,
            in_hand,
        })
    }
}
