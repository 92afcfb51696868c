//! Distance to zeroing (DTZ): how the no-progress rule bears on a table value.
//!
//! The no-progress count grows with each king's plain move and goes back to 0
//! with a capture or a man's move (a *zeroing* move). For a won or lost
//! position, the DTZ is the number of plies until the next zeroing move or the
//! end of the game, when the winner hurries towards one that keeps the win and
//! the loser puts it off: for the side that wins, the least over the moves that
//! keep the win of 1 (a zeroing move, or a move that ends the game) or 1 + the
//! DTZ after a king's plain move; for the side that loses, the most over all
//! moves. It is 0 where the game is already over.
//!
//! From a count of `q`, a win stands if and only if `q + DTZ <= 2 * no_progress`:
//! the winner makes a zeroing move (after which the count is 0 again) before the
//! count reaches the limit, and the loser cannot delay it further. This holds
//! because every position the game can reach afterwards, from a count of 0, has
//! a DTZ within the limit too: the longest DTZ in the four-piece tables is 15
//! plies, and 31 in the five-piece tables under `Draw`
//! ([`super::Tables::longest_zeroing`]), far below the default 100. (With a
//! limit shorter than that, set by a tiny `no_progress`, a later stretch could
//! also run out and the test answers for the next stretch only.)

use std::sync::atomic::AtomicBool;

use super::board::Board;
use super::code::{self, NONE};
use super::index::Geometry;
use super::work::{
    BuildError, STOP_CHECK, Work, ZEROING, ZEROING_WINS, across_pair, cancelled, decided_signature,
    predecessors, push_at,
};
use crate::games::dama::DamaRules;

/// Not yet known.
const UNKNOWN: u8 = 255;

/// Finds the distance to zeroing of every position of a solved pair, whose
/// values are final (draws included), and leaves it in `best_out` (0 for draws
/// and square clashes). What the positions' moves are was noted when they were
/// first looked at (`king_moves`, `flags`), so no move is generated again: a
/// win with a zeroing move that wins is at 1; a loss without kings' moves is at
/// 1 (it must capture or move a man) or 0 (it has no move); the rest follow
/// kings' moves back, level by level.
pub(super) fn zeroing_distances(
    geo: &Geometry,
    works: &mut [Work],
    rules: &DamaRules,
    stop: &AtomicBool,
) -> Result<(), BuildError> {
    // The levels are kept in each work's `solved`, which the values' levels
    // left empty.
    for w in works.iter_mut() {
        debug_assert!(w.solved.iter().all(Vec::is_empty));
        w.solved.clear();
        let decided = decided_signature(w.layout.signature, rules.lone_piece).is_some();
        for i in 0..w.cells.len() {
            let c = w.cells[i].code;
            w.cells[i].best_out = 0;
            if decided || c == NONE || c == code::DRAW {
                continue;
            }
            let value = code::decode(c);
            if value.is_win() {
                if w.cells[i].flags & ZEROING_WINS != 0 {
                    w.cells[i].best_out = 1;
                    push_at(&mut w.solved, 1, i as u32);
                } else {
                    w.cells[i].best_out = UNKNOWN;
                }
            } else if w.cells[i].king_moves == 0 {
                let d = u8::from(w.cells[i].flags & ZEROING != 0);
                w.cells[i].best_out = d;
                push_at(&mut w.solved, d.into(), i as u32);
            } else {
                w.cells[i].best_out = UNKNOWN;
                w.cells[i].left = w.cells[i].king_moves;
            }
        }
    }

    let mut level: u16 = 0;
    while works.iter().any(|w| w.solved.len() > level as usize) {
        // Each position of the level with whether it is lost, read before the
        // two signatures are worked on side by side.
        let lists: Vec<Vec<(u32, bool)>> = works
            .iter_mut()
            .map(|w| {
                let list = w.solved.get_mut(level as usize).map(std::mem::take);
                let cells = &w.cells;
                list.unwrap_or_default()
                    .into_iter()
                    .map(|i| (i, code::decode(cells[i as usize].code).is_loss()))
                    .collect()
            })
            .collect();
        across_pair(works, &lists, |list, from, into| {
            let mut preds: Vec<Board> = Vec::with_capacity(64);
            for (k, &(i, lost_here)) in list.iter().enumerate() {
                if k % STOP_CHECK == 0 {
                    cancelled(stop)?;
                }
                let board = from.board(geo, i as usize);
                predecessors(&board, true, &mut preds);
                for pred in &preds {
                    let j = into.layout.full_index(pred);
                    let Some(cell) = into.cell(j) else {
                        continue;
                    };
                    if cell.best_out != UNKNOWN {
                        continue;
                    }
                    // Only wins and losses are still unknown.
                    let pred_wins = code::decode(cell.code).is_win();
                    if lost_here && pred_wins {
                        cell.best_out = (level + 1) as u8;
                        push_at(&mut into.solved, level + 1, j as u32);
                    } else if !lost_here && !pred_wins {
                        cell.left -= 1;
                        if cell.left == 0 {
                            cell.best_out = (level + 1) as u8;
                            push_at(&mut into.solved, level + 1, j as u32);
                        }
                    }
                }
            }
            Ok(())
        })?;
        level += 1;
    }
    for w in works.iter() {
        if w.cells.iter().any(|c| c.best_out == UNKNOWN) {
            return Err(BuildError::Inconsistent(w.layout.signature));
        }
    }
    Ok(())
}
