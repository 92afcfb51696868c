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
//! plies ([`super::Tables::longest_zeroing`]), far below the default 100. (With a
//! limit shorter than that, set by a tiny `no_progress`, a later stretch could
//! also run out and the test answers for the next stretch only.)

use std::sync::atomic::AtomicBool;

use super::board::Board;
use super::build::{
    BuildError, STOP_CHECK, Work, ZEROING, ZEROING_WINS, cancelled, decided_signature,
    predecessors, push_at,
};
use super::code::{self, NONE};
use super::index::Geometry;
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
    let n = works.len();
    let mut levels: Vec<Vec<Vec<u32>>> = vec![Vec::new(); n];
    for (t, w) in works.iter_mut().enumerate() {
        let decided = decided_signature(w.layout.signature, rules.lone_piece).is_some();
        for i in 0..w.code.len() {
            let c = w.code[i];
            w.best_out[i] = 0;
            if decided || c == NONE || c == code::DRAW {
                continue;
            }
            let value = code::decode(c);
            if value.is_win() {
                if w.flags[i] & ZEROING_WINS != 0 {
                    w.best_out[i] = 1;
                    push_at(&mut levels[t], 1, i as u32);
                } else {
                    w.best_out[i] = UNKNOWN;
                }
            } else if w.king_moves[i] == 0 {
                let d = u8::from(w.flags[i] & ZEROING != 0);
                w.best_out[i] = d;
                push_at(&mut levels[t], d.into(), i as u32);
            } else {
                w.best_out[i] = UNKNOWN;
                w.left[i] = w.king_moves[i];
            }
        }
    }

    let mut preds: Vec<Board> = Vec::with_capacity(64);
    let mut level: u16 = 0;
    while levels.iter().any(|l| l.len() > level as usize) {
        for t in 0..n {
            let p = (t + 1) % n;
            let list = match levels[t].get_mut(level as usize) {
                Some(list) => std::mem::take(list),
                None => continue,
            };
            for (k, &i) in list.iter().enumerate() {
                if k % STOP_CHECK == 0 {
                    cancelled(stop)?;
                }
                let lost_here = code::decode(works[t].code[i as usize]).is_loss();
                let board = works[t].layout.board(geo, i as usize);
                predecessors(&board, true, &mut preds);
                let w = &mut works[p];
                for pred in &preds {
                    let j = w.layout.full_index(pred);
                    if w.best_out[j] != UNKNOWN {
                        continue;
                    }
                    // Only wins and losses are still unknown.
                    let pred_wins = code::decode(w.code[j]).is_win();
                    if lost_here && pred_wins {
                        w.best_out[j] = (level + 1) as u8;
                        push_at(&mut levels[p], level + 1, j as u32);
                    } else if !lost_here && !pred_wins {
                        w.left[j] -= 1;
                        if w.left[j] == 0 {
                            w.best_out[j] = (level + 1) as u8;
                            push_at(&mut levels[p], level + 1, j as u32);
                        }
                    }
                }
            }
        }
        level += 1;
    }
    for w in works.iter() {
        if w.best_out.contains(&UNKNOWN) {
            return Err(BuildError::Inconsistent(w.layout.signature));
        }
    }
    Ok(())
}
