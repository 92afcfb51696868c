//! Figures about a solved table: how many positions are won, drawn and lost, the
//! longest wins (over all positions, and over those reachable from the start),
//! and how many the no-progress rule changes.
//!
//! Positions are counted two ways: *positions* are every position with a side to
//! move (a position and its mirror images counted apart, White and Black to move
//! counted apart), *distinct* are the table's entries, one per position up to the
//! 16 symmetries and the exchange of colours.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use super::graph::for_each_successor;
use super::index::position_of;
use super::index::{Layout, Node};
use super::no_progress::{Layer, RuleResult};
use super::retrograde::{Cancelled, Progress};
use super::symmetry::COUNT as SYMMETRIES;
use super::table::Table;
use crate::ai::Value;
use crate::games::akidada::Position;

/// Wins, draws and losses for the side to move.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Counts {
    fn add(&mut self, value: Value, weight: u64) {
        match value {
            Value::Win(_) => self.wins += weight,
            Value::Draw => self.draws += weight,
            Value::Loss(_) => self.losses += weight,
        }
    }

    pub fn total(&self) -> u64 {
        self.wins + self.draws + self.losses
    }
}

/// The figures of a whole table.
#[derive(Clone, Debug)]
pub struct TableStats {
    /// Every position with a side to move.
    pub positions: Counts,
    /// One per position up to symmetry and colours.
    pub distinct: Counts,
    /// The longest win, and a position (White to move) that has it.
    pub longest_win: u16,
    pub longest_win_at: Option<Position>,
    /// Under the no-progress layer given: table wins drawn by the rule (cursed)
    /// and table losses drawn by it (blessed), at count 0; positions, distinct.
    pub cursed: (u64, u64),
    pub blessed: (u64, u64),
}

/// How many positions with a side to move the entry stands for: its images under
/// the symmetries, times two sides to move.
fn weight(layout: &Layout, node: &Node) -> u64 {
    let sym = layout.symmetries();
    let fixed = (0..SYMMETRIES)
        .filter(|&s| sym.apply(s, node.us) == node.us && sym.apply(s, node.them) == node.them)
        .count();
    2 * (SYMMETRIES / fixed) as u64
}

/// Counts the table (and, if given, what the no-progress layer changes).
pub fn table_stats(table: &Table, layer: Option<&Layer>) -> TableStats {
    let layout = table.layout();
    let mut stats = TableStats {
        positions: Counts::default(),
        distinct: Counts::default(),
        longest_win: 0,
        longest_win_at: None,
        cursed: (0, 0),
        blessed: (0, 0),
    };
    let mut longest_node = None;
    layout.for_each_node(0..layout.len(), |index, node| {
        if layout.index(&node) != Some(index) {
            return;
        }
        let value = table.get(index);
        let w = weight(layout, &node);
        stats.positions.add(value, w);
        stats.distinct.add(value, 1);
        if let Value::Win(n) = value
            && n > stats.longest_win
        {
            stats.longest_win = n;
            longest_node = Some(node);
        }
        if let Some(layer) = layer {
            match (value, layer.result(index, 0, value)) {
                (Value::Win(_), RuleResult::Draw) => {
                    stats.cursed.0 += w;
                    stats.cursed.1 += 1;
                }
                (Value::Loss(_), RuleResult::Draw) => {
                    stats.blessed.0 += w;
                    stats.blessed.1 += 1;
                }
                _ => {}
            }
        }
    });
    stats.longest_win_at = longest_node.as_ref().and_then(position_of);
    stats
}

/// The positions reachable from the start by legal play.
#[derive(Clone, Debug)]
pub struct Reach {
    /// Reachable entries (positions up to symmetry and colours).
    pub distinct: Counts,
    /// The longest win among them, and a position (White to move) that has it.
    pub longest_win: u16,
    pub longest_win_at: Option<Position>,
    /// Reachable entries (at count 0) that the no-progress layer given turns
    /// from a table win, or loss, into a draw.
    pub cursed: u64,
    pub blessed: u64,
}

/// Walks every position reachable from the start (either side first: the same
/// positions up to colours), and finds the longest win among them.
pub fn reachable(
    table: &Table,
    layer: Option<&Layer>,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<Reach, Cancelled> {
    let layout = table.layout();
    let rules = table.rules();
    let mut seen = vec![0u64; layout.len().div_ceil(64)];
    let start = Node {
        us: 0,
        them: 0,
        us_hand: 6,
        them_hand: 6,
    };
    let mut stack = Vec::new();
    let mut mark = |index: usize, stack: &mut Vec<u32>| {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        if seen[word] & bit == 0 {
            seen[word] |= bit;
            stack.push(index as u32);
        }
    };
    mark(
        layout.index(&start).expect("the start is stored"),
        &mut stack,
    );
    let mut reach = Reach {
        distinct: Counts::default(),
        longest_win: 0,
        longest_win_at: None,
        cursed: 0,
        blessed: 0,
    };
    let mut longest_node = None;
    while let Some(index) = stack.pop() {
        let index = index as usize;
        let node = layout.node(index);
        let value = table.get(index);
        reach.distinct.add(value, 1);
        if let Some(layer) = layer {
            match (value, layer.result(index, 0, value)) {
                (Value::Win(_), RuleResult::Draw) => reach.cursed += 1,
                (Value::Loss(_), RuleResult::Draw) => reach.blessed += 1,
                _ => {}
            }
        }
        if let Value::Win(n) = value
            && n > reach.longest_win
        {
            reach.longest_win = n;
            longest_node = Some(node);
        }
        for_each_successor(&node, rules, |s| {
            if !s.is_lost_for_mover()
                && let Some(next) = layout.index(&s.node)
            {
                mark(next, &mut stack);
            }
        });
        if reach.distinct.total().is_multiple_of(1 << 18) {
            if cancel.load(AtomicOrdering::Relaxed) {
                return Err(Cancelled);
            }
            progress(Progress {
                done: reach.distinct.total() as usize,
                total: layout.len(),
            });
        }
    }
    reach.longest_win_at = longest_node.as_ref().and_then(position_of);
    Ok(reach)
}
