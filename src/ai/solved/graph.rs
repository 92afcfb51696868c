//! The moves of the game on bare [`Node`]s (no hash, no counter), forwards for
//! every position and backwards for the quiet slides of the movement phase: the
//! two directions the solver walks.
//!
//! The rules themselves (lines, removal options) come from the game's own code in
//! [`crate::games::akidada`]; the tests check this generator against
//! `Position::legal_moves` move for move.

use std::ops::ControlFlow;

use super::index::Node;
use crate::games::akidada::board::{LINES_THROUGH, Points};
use crate::games::akidada::{DoubleLine, Point, Removal, removable};

/// The rule options that change the game tree (`first` and `no_progress` do not).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TreeRules {
    pub removal: Removal,
    pub double_line: DoubleLine,
}

impl TreeRules {
    /// Every combination, defaults first.
    pub const ALL: [TreeRules; 4] = [
        TreeRules {
            removal: Removal::Any,
            double_line: DoubleLine::One,
        },
        TreeRules {
            removal: Removal::NotFromLines,
            double_line: DoubleLine::One,
        },
        TreeRules {
            removal: Removal::Any,
            double_line: DoubleLine::Two,
        },
        TreeRules {
            removal: Removal::NotFromLines,
            double_line: DoubleLine::Two,
        },
    ];
}

/// A move's result: the position after it, with the opponent to move.
#[derive(Copy, Clone, Debug)]
pub struct Successor {
    pub node: Node,
    /// Whether the move resets the no-progress count (a placement or a removal).
    pub zeroing: bool,
}

impl Successor {
    /// Whether the side to move there has already lost (two pieces or fewer).
    pub fn is_lost_for_mover(&self) -> bool {
        self.node.us_total() <= 2
    }
}

/// The number of lines of three `to` completes for a side standing on `own`.
#[inline(always)]
fn lines_through(to: usize, own: u16) -> u32 {
    LINES_THROUGH[to]
        .iter()
        .filter(|&&line| line != 0 && own & line == line)
        .count() as u32
}

/// Calls `f` once per legal move of `node` (a move with a choice of removals is
/// one move per choice, as in the game; two choices leaving the same position
/// under `double_line = Two` are one move).
#[inline]
pub fn for_each_successor(node: &Node, rules: TreeRules, mut f: impl FnMut(Successor)) {
    let _ = try_for_each_successor(node, rules, |s| {
        f(s);
        ControlFlow::Continue(())
    });
}

/// [`for_each_successor`] that stops as soon as `f` breaks.
#[inline]
pub fn try_for_each_successor(
    node: &Node,
    rules: TreeRules,
    mut f: impl FnMut(Successor) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let empty = !(node.us | node.them);
    if node.us_hand > 0 {
        for to in Points::new(empty) {
            let own = node.us | to.bit();
            with_removals(node, rules, to, own, &mut |them, _| {
                f(Successor {
                    node: Node {
                        us: them,
                        them: own,
                        us_hand: node.them_hand,
                        them_hand: node.us_hand - 1,
                    },
                    zeroing: true,
                })
            })?;
        }
    } else {
        for from in Points::new(node.us) {
            for to in Points::new(from.neighbours() & empty) {
                let own = (node.us & !from.bit()) | to.bit();
                with_removals(node, rules, to, own, &mut |them, removed| {
                    f(Successor {
                        node: Node {
                            us: them,
                            them: own,
                            us_hand: node.them_hand,
                            them_hand: 0,
                        },
                        zeroing: removed,
                    })
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f(their points after, whether anything was removed)` for each way the
/// move to `to` (our points then `own`) may remove, until `f` breaks.
#[inline(always)]
fn with_removals(
    node: &Node,
    rules: TreeRules,
    to: Point,
    own: u16,
    f: &mut impl FnMut(u16, bool) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let them = node.them;
    let lines = lines_through(to.index(), own);
    if lines == 0 || them == 0 {
        return f(them, false);
    }
    let two = rules.double_line == DoubleLine::Two && lines >= 2 && them & (them - 1) != 0;
    if !two {
        for p in Points::new(removable(them, rules.removal)) {
            f(them & !p.bit(), true)?;
        }
        return ControlFlow::Continue(());
    }
    // Two removals, each under the removal rule as the board then stands; the
    // same pair in either order is one move.
    let mut seen = [0u16; 32];
    let mut n = 0;
    for a in Points::new(removable(them, rules.removal)) {
        let rest = them & !a.bit();
        for b in Points::new(removable(rest, rules.removal)) {
            let after = rest & !b.bit();
            if !seen[..n].contains(&after) {
                seen[n] = after;
                n += 1;
                f(after, true)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f` with every movement-phase node that reaches `node` by a quiet slide
/// (one that completes no line, so removes nothing). Both hands must be empty.
#[inline]
pub fn for_each_quiet_predecessor(node: &Node, mut f: impl FnMut(Node)) {
    debug_assert!(node.us_hand == 0 && node.them_hand == 0);
    let empty = !(node.us | node.them);
    // The opponent just moved a piece to `to` from an empty neighbour.
    for to in Points::new(node.them) {
        // A slide that completes a line removes a piece (if there is one).
        if node.us != 0 && lines_through(to.index(), node.them) != 0 {
            continue;
        }
        for from in Points::new(to.neighbours() & empty) {
            f(Node {
                us: (node.them & !to.bit()) | from.bit(),
                them: node.us,
                us_hand: 0,
                them_hand: 0,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::index::{self, node_of, random_points};
    use super::*;
    use crate::games::akidada::{AkidadaRules, Position};
    use crate::rng::Rng;

    /// A node as a position with White to move.
    fn position_of(node: &Node) -> Position {
        index::position_of(node).expect("a valid set-up")
    }

    fn random_node(rng: &mut Rng) -> Node {
        let (us, them) = random_points(rng);
        let (a, b) = (us.count_ones() as usize, them.count_ones() as usize);
        let hands = rng.below(3);
        Node {
            us,
            them,
            us_hand: if hands == 1 {
                rng.below(7 - a) as u8
            } else {
                0
            },
            them_hand: if hands == 2 {
                rng.below(7 - b) as u8
            } else {
                0
            },
        }
    }

    #[test]
    fn successors_match_the_rules_move_for_move() {
        let mut rng = Rng::new(5);
        let mut moves = Vec::new();
        for rules in TreeRules::ALL {
            let game_rules = AkidadaRules {
                removal: rules.removal,
                double_line: rules.double_line,
                ..AkidadaRules::default()
            };
            for _ in 0..3000 {
                let node = random_node(&mut rng);
                let pos = position_of(&node);
                pos.legal_moves(&game_rules, &mut moves);
                let mut expected: Vec<(u16, u16, u8, u8, bool)> = moves
                    .iter()
                    .map(|m| {
                        let n = node_of(&pos.play(m));
                        let zeroing = m.is_placement() || m.removed() != 0;
                        (n.us, n.them, n.us_hand, n.them_hand, zeroing)
                    })
                    .collect();
                let mut got = Vec::new();
                for_each_successor(&node, rules, |s| {
                    let n = s.node;
                    got.push((n.us, n.them, n.us_hand, n.them_hand, s.zeroing));
                });
                expected.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, expected, "{pos} under {rules:?}");
            }
        }
    }

    #[test]
    fn quiet_predecessors_are_exactly_the_quiet_slides_back() {
        let mut rng = Rng::new(9);
        for _ in 0..3000 {
            let mut node = random_node(&mut rng);
            node.us_hand = 0;
            node.them_hand = 0;
            let mut preds = Vec::new();
            for_each_quiet_predecessor(&node, |p| preds.push(p));
            for pred in &preds {
                let mut reaches = false;
                for_each_successor(pred, TreeRules::default(), |s| {
                    reaches |= !s.zeroing && s.node == node;
                });
                assert!(reaches, "{pred:?} does not reach {node:?}");
            }
            // And every quiet slide into `node` is found: try each slide back.
            for from in Points::new(node.them) {
                for to in Points::new(from.neighbours() & !(node.us | node.them)) {
                    let pred = Node {
                        us: (node.them & !from.bit()) | to.bit(),
                        them: node.us,
                        us_hand: 0,
                        them_hand: 0,
                    };
                    let mut quiet = false;
                    for_each_successor(&pred, TreeRules::default(), |s| {
                        quiet |= !s.zeroing && s.node == node;
                    });
                    assert_eq!(quiet, preds.contains(&pred));
                }
            }
        }
    }
}
