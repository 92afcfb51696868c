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
//! Every win and loss in the four-piece tables lasts 82 plies or fewer, so every
//! DTZ is below the 100 plies of the default rule and no table win is lost to
//! the rule from a count of 0. From a count of `q`, a win stands if and only if
//! `q + DTZ <= 2 * no_progress`: the winner makes a zeroing move (after which
//! the count is 0 again) before the count reaches the limit, and the loser
//! cannot delay it further.

use std::sync::atomic::AtomicBool;

use super::board::Board;
use super::build::{
    BuildError, Finished, STOP_CHECK, cancelled, decided_signature, predecessors, push_at,
};
use super::code::{self, NONE};
use super::index::{Geometry, Layout};
use crate::games::dama::{DamaRules, Move};

/// Not yet known.
const UNKNOWN: u8 = 255;

/// The DTZ of every position (full index) of a solved pair, whose values are
/// `codes` (full indices, draws included). Draws and square clashes get 0.
pub(super) fn zeroing_distances(
    geo: &Geometry,
    finished: &Finished<'_>,
    layouts: &[Layout],
    codes: &[Vec<u8>],
    rules: &DamaRules,
    stop: &AtomicBool,
) -> Result<Vec<Vec<u8>>, BuildError> {
    let n = layouts.len();
    let mut dtz: Vec<Vec<u8>> = Vec::with_capacity(n);
    let mut left: Vec<Vec<u8>> = Vec::with_capacity(n);
    let mut levels: Vec<Vec<Vec<u32>>> = vec![Vec::new(); n];
    let mut moves: Vec<Move> = Vec::new();
    for t in 0..n {
        let p = (t + 1) % n;
        let layout = &layouts[t];
        let partner = &layouts[p];
        let partner_decided = decided_signature(partner.signature, rules.lone_piece);
        let mut d = vec![0u8; layout.full_len()];
        let mut l = vec![0u8; layout.full_len()];
        let decided = decided_signature(layout.signature, rules.lone_piece).is_some();
        for i in 0..layout.full_len() {
            if i % STOP_CHECK == 0 {
                cancelled(stop)?;
            }
            let value = codes[t][i];
            if value == NONE || decided || value == code::DRAW {
                continue;
            }
            let wins = code::decode(value).is_win();
            let Some(pos) = layout.board(geo, i).to_position() else {
                continue;
            };
            pos.legal_moves(&mut moves);
            let mut zeroing_done = false;
            let mut king_moves = 0u8;
            for mv in &moves {
                let king = pos.kings(pos.side_to_move()) & mv.from().bit() != 0;
                let zeroing = mv.is_capture() || !king;
                if !zeroing && partner_decided.is_none() {
                    king_moves += 1;
                    continue;
                }
                if !wins {
                    // Every move of the loser leads to a win for the other side;
                    // this one sets the count back to 0.
                    zeroing_done = true;
                    continue;
                }
                let child_value = if mv.is_capture() || pos.crowns(mv) {
                    finished.value(&pos.play(mv), rules)
                } else if let Some(c) = partner_decided {
                    code::decode(c)
                } else {
                    let child = Board::from_position(&pos.play(mv));
                    code::decode(codes[p][partner.full_index(&child)])
                };
                // A zeroing move, or a plain move that ends the game, that wins.
                zeroing_done |= child_value.is_loss();
            }
            if wins {
                if zeroing_done {
                    d[i] = 1;
                    push_at(&mut levels[t], 1, i as u32);
                } else {
                    d[i] = UNKNOWN;
                }
            } else if king_moves == 0 {
                let z = u16::from(zeroing_done);
                d[i] = z as u8;
                push_at(&mut levels[t], z, i as u32);
            } else {
                d[i] = UNKNOWN;
                l[i] = king_moves;
            }
        }
        dtz.push(d);
        left.push(l);
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
                let lost_here = code::decode(codes[t][i as usize]).is_loss();
                predecessors(&layouts[t].board(geo, i as usize), true, &mut preds);
                for pred in &preds {
                    let j = layouts[p].full_index(pred);
                    if dtz[p][j] != UNKNOWN {
                        continue;
                    }
                    // Only wins and losses are still unknown.
                    let pred_wins = code::decode(codes[p][j]).is_win();
                    if lost_here && pred_wins {
                        dtz[p][j] = (level + 1) as u8;
                        push_at(&mut levels[p], level + 1, j as u32);
                    } else if !lost_here && !pred_wins {
                        left[p][j] -= 1;
                        if left[p][j] == 0 {
                            dtz[p][j] = (level + 1) as u8;
                            push_at(&mut levels[p], level + 1, j as u32);
                        }
                    }
                }
            }
        }
        level += 1;
    }
    for (t, d) in dtz.iter().enumerate() {
        if d.contains(&UNKNOWN) {
            return Err(BuildError::Inconsistent(layouts[t].signature));
        }
    }
    Ok(dtz)
}
