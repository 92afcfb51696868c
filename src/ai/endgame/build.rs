//! Retrograde analysis: the values of every position of a signature, from the
//! tables its captures and promotions lead to.
//!
//! A signature is solved together with its exchange (the same material, the
//! other side to move), since plain moves lead from one to the other. The work
//! is done on full indices (both mirror images), where a plain move and its
//! un-move match one to one, so no position is counted twice:
//!
//! 1. Every position is looked at once with the project's move generator. Moves
//!    that leave the pair (captures, crownings) are valued from the finished
//!    tables; the plain moves that stay are only counted. A position with no
//!    move is lost (`loss 0`); one whose moves all leave the pair is solved now.
//! 2. Level by level, shortest distance first, every position solved at level
//!    `d` visits its predecessors by un-moving a piece of the side that just
//!    moved. A predecessor of a `loss d` wins in `d+1`; a predecessor of a
//!    `win d` counts one more losing move, and when none is left (and no move
//!    out of the pair draws or wins) it loses in `1 + ` its longest defence.
//!    A win through a capture or crowning waits at its own level, in case a
//!    shorter win by a plain move turns up first.
//! 3. What is left is a draw: neither side can force a win.
//! 4. The distance to zeroing of every win and loss ([`super::zeroing`]), from
//!    what steps 1 and 2 noted about each position's moves.
//!
//! Every core works: step 1 looks at the two signatures side by side, and in
//! steps 2 and 4 each thread owns a range of positions (`across_pair`). What
//! is known of a position sits in one `Cell` of five bytes, because the
//! passes back read and write a predecessor's at a random place in arrays of
//! up to 400 million positions (five-piece tables): one cache miss each, not
//! five. Finished signatures are packed at once and read packed.

use std::sync::atomic::AtomicBool;

use super::board::{Board, Signature, SignatureSlots};
use super::code::{self, DRAW, MAX_DISTANCE, NONE};
use super::index::{Geometry, Layout};
use super::store::Packed;
use super::work::{
    BuildError, Cell, STOP_CHECK, Target, UNKNOWN, Work, ZEROING, ZEROING_WINS, across_pair,
    cancelled, decided_signature, predecessors, push_at,
};
use super::zeroing::zeroing_distances;
use crate::ai::Value;
use crate::games::dama::board::{Bits, Direction, ray_until_blocker};
use crate::games::dama::{DamaRules, LonePiece, Move, Position};
use crate::games::{Outcome, Side};

/// How far a build has got, for a progress bar.
#[derive(Copy, Clone, Debug)]
pub struct Progress {
    pub lone_piece: LonePiece,
    /// The signature being solved (with its exchange); `None` once all are.
    pub signature: Option<Signature>,
    /// Positions of the signatures already solved, and of all (full indices).
    pub done: u64,
    pub total: u64,
}

impl Progress {
    /// From 0 to 1.
    pub fn fraction(&self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            self.done as f64 / self.total as f64
        }
    }
}

/// Counts of one signature's positions by value (both mirror images counted).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureStats {
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// Positions where the side to move must capture (among those not decided
    /// by material alone).
    pub captures: u64,
    /// The longest win (plies), 0 if none.
    pub longest_win: u16,
    /// The longest loss (plies), 0 if none.
    pub longest_loss: u16,
    /// The longest distance to zeroing (see [`super::zeroing`]).
    pub longest_zeroing: u16,
}

/// One solved signature: a value byte per reduced index.
#[derive(Clone, Debug)]
pub struct Solved {
    pub signature: Signature,
    pub codes: Vec<u8>,
    /// The distance to zeroing of each reduced index (see [`super::zeroing`]).
    pub zeroing: Vec<u8>,
    pub stats: SignatureStats,
}

/// One signature's finished table, packed as soon as it is solved (the
/// unpacked bytes of every five-piece signature would take 6 GB).
#[derive(Clone, Debug)]
pub(super) struct SignatureTable {
    pub(super) layout: Layout,
    pub(super) stats: SignatureStats,
    /// `None` when every position is decided by material (nothing to store).
    pub(super) packed: Option<Packed>,
}

impl SignatureTable {
    pub(super) fn new(solved: Solved, lone_piece: LonePiece) -> SignatureTable {
        let s = solved.signature;
        SignatureTable {
            layout: Layout::new(s),
            stats: solved.stats,
            packed: decided_signature(s, lone_piece)
                .is_none()
                .then(|| Packed::pack(&solved.codes, &solved.zeroing)),
        }
    }
}

/// The solved signatures so far, found by material.
pub struct Finished<'g> {
    geo: &'g Geometry,
    lone_piece: LonePiece,
    tables: Vec<SignatureTable>,
    slots: SignatureSlots,
}

impl<'g> Finished<'g> {
    pub fn new(geo: &'g Geometry, lone_piece: LonePiece) -> Finished<'g> {
        Finished {
            geo,
            lone_piece,
            tables: Vec::new(),
            slots: SignatureSlots::new(),
        }
    }

    fn add(&mut self, solved: Solved) {
        self.slots.set(solved.signature, self.tables.len());
        self.tables
            .push(SignatureTable::new(solved, self.lone_piece));
    }

    /// The value of a position reached by a move, from its side to move.
    pub(super) fn value(&self, pos: &Position, rules: &DamaRules) -> Value {
        if let Some(outcome) = pos.decided_by_material(rules) {
            return outcome_value(outcome, pos.side_to_move());
        }
        let board = Board::from_position(pos);
        let s = board.signature();
        let slot = self.slots.get(s);
        let table =
            &self.tables[slot.unwrap_or_else(|| panic!("{s} is needed before it is built"))];
        let packed = table
            .packed
            .as_ref()
            .expect("a signature decided by material is never looked up");
        code::decode(packed.get(table.layout.reduced_index(self.geo, &board)).0)
    }

    pub(super) fn into_tables(self) -> Vec<SignatureTable> {
        self.tables
    }
}

/// The value of a finished game for the side to move there.
pub fn outcome_value(outcome: Outcome, to_move: Side) -> Value {
    match outcome.winner() {
        None => Value::Draw,
        Some(w) if w == to_move => Value::Win(0),
        Some(_) => Value::Loss(0),
    }
}

/// Solves every signature in `signatures` (each after those it leads to, and
/// each next to its exchange, as [`Signature::all_up_to`] orders them).
pub fn solve_all<'g>(
    geo: &'g Geometry,
    signatures: &[Signature],
    lone_piece: LonePiece,
    progress: &(dyn Fn(&Progress) + Sync),
    stop: &AtomicBool,
) -> Result<Finished<'g>, BuildError> {
    let rules = DamaRules {
        lone_piece,
        ..DamaRules::default()
    };
    let total: u64 = signatures
        .iter()
        .map(|&s| Layout::new(s).full_len() as u64)
        .sum();
    let mut done = 0;
    let mut finished = Finished::new(geo, lone_piece);
    let mut i = 0;
    while i < signatures.len() {
        let s = signatures[i];
        let pair: Vec<Signature> = if s.exchanged() != s {
            assert_eq!(
                signatures.get(i + 1),
                Some(&s.exchanged()),
                "pairs are neighbours"
            );
            vec![s, s.exchanged()]
        } else {
            vec![s]
        };
        i += pair.len();
        progress(&Progress {
            lone_piece,
            signature: Some(s),
            done,
            total,
        });
        for solved in solve_pair(geo, &finished, &pair, &rules, stop)? {
            done += Layout::new(solved.signature).full_len() as u64;
            finished.add(solved);
        }
    }
    progress(&Progress {
        lone_piece,
        signature: None,
        done,
        total,
    });
    Ok(finished)
}

/// Solves a signature and its exchange (or a signature that is its own exchange).
fn solve_pair(
    geo: &Geometry,
    finished: &Finished<'_>,
    pair: &[Signature],
    rules: &DamaRules,
    stop: &AtomicBool,
) -> Result<Vec<Solved>, BuildError> {
    // The first look at each signature of the pair reads only finished tables:
    // the two run side by side.
    let mut works: Vec<Work> = std::thread::scope(|scope| {
        let looks: Vec<_> = pair
            .iter()
            .enumerate()
            .map(|(t, &s)| {
                let partner = pair[(t + 1) % pair.len()];
                scope.spawn(move || first_look(geo, finished, s, partner, rules, stop))
            })
            .collect();
        looks
            .into_iter()
            .map(|look| look.join().expect("a table build thread panicked"))
            .collect::<Result<_, _>>()
    })?;
    retrograde(geo, &mut works, stop)?;
    for w in &mut works {
        for c in &mut w.cells {
            if c.code == UNKNOWN {
                c.code = DRAW;
            }
        }
    }
    zeroing_distances(geo, &mut works, rules, stop)?;
    Ok(works
        .iter()
        .map(|w| {
            let reduce = |byte: fn(&Cell) -> u8| -> Vec<u8> {
                (0..w.layout.reduced_len(geo))
                    .map(|r| byte(&w.cells[w.layout.full_of_reduced(geo, r)]))
                    .collect()
            };
            // The distance to zeroing ends in `best_out`.
            let longest_zeroing = w.cells.iter().map(|c| c.best_out).max().unwrap_or(0);
            Solved {
                signature: w.layout.signature,
                codes: reduce(|c| c.code),
                zeroing: reduce(|c| c.best_out),
                stats: SignatureStats {
                    longest_zeroing: longest_zeroing.into(),
                    ..stats_of(w.cells.iter().map(|c| c.code), w.captures)
                },
            }
        })
        .collect())
}

/// The number of plain moves of our kings.
fn king_slides(board: &Board) -> u32 {
    let occupied = board.occupied();
    Bits::new(board.us_kings)
        .map(|k| {
            let reach = Direction::ALL
                .iter()
                .fold(0, |r, &d| r | ray_until_blocker(k.index(), d, occupied));
            (reach & !occupied).count_ones()
        })
        .sum()
}

/// Step 1: every position looked at once.
fn first_look(
    geo: &Geometry,
    finished: &Finished<'_>,
    signature: Signature,
    partner: Signature,
    rules: &DamaRules,
    stop: &AtomicBool,
) -> Result<Work, BuildError> {
    let layout = Layout::new(signature);
    let len = layout.full_len();
    let mut work = Work {
        layout,
        cells: vec![Cell::NEW; len],
        solved: Vec::new(),
        wins_out: Vec::new(),
        captures: 0,
    };
    let decided = decided_signature(signature, rules.lone_piece);
    // Plain moves into a signature decided by material have a known value.
    let into_partner =
        decided_signature(partner, rules.lone_piece).map(|c| code::decode(c).for_mover());
    let mut moves: Vec<Move> = Vec::new();
    for i in 0..len {
        if i % STOP_CHECK == 0 {
            cancelled(stop)?;
        }
        let board = layout.board(geo, i);
        if !board.is_valid() {
            work.cells[i].code = NONE;
            continue;
        }
        if let Some(c) = decided {
            // Every position is decided; nothing leads here to pass it on to, as
            // moves into it are valued directly (`into_partner`).
            work.cells[i].code = c;
            continue;
        }
        let Some(pos) = board.to_position() else {
            work.cells[i].code = NONE;
            continue;
        };
        let mut best: Option<Value> = None;
        let mut inside = 0u32;
        let mut flags = 0;
        let may_crown = board.us_men & (0xFF << 48) != 0;
        let capture = pos.has_capture();
        work.captures += u64::from(capture);
        if capture || may_crown || into_partner.is_some() {
            pos.legal_moves(&mut moves);
            for mv in &moves {
                let king = board.us_kings & mv.from().bit() != 0;
                let zeroing = mv.is_capture() || !king;
                if zeroing {
                    flags |= ZEROING;
                }
                let value = if mv.is_capture() || pos.crowns(mv) {
                    finished.value(&pos.play(mv), rules).for_mover()
                } else if let Some(v) = into_partner {
                    // A king's move that wins here ends the game.
                    if v.is_win() {
                        flags |= ZEROING_WINS;
                    }
                    v
                } else {
                    inside += 1;
                    work.cells[i].king_moves += u8::from(king);
                    continue;
                };
                if zeroing && value.is_win() {
                    flags |= ZEROING_WINS;
                }
                best = best.max(Some(value));
            }
        } else {
            inside = pos.count_legal_moves(&mut moves) as u32;
            let kings = king_slides(&board);
            work.cells[i].king_moves = kings as u8;
            if inside > kings {
                flags |= ZEROING;
            }
        }
        work.cells[i].flags = flags;
        if inside == 0 {
            // Solved now: no move, or every move leaves the pair.
            let value = best.unwrap_or(Value::Loss(0));
            let c = code::encode(value).ok_or(BuildError::TooLong(signature))?;
            work.cells[i].code = c;
            if let Some(d) = value.distance() {
                push_at(&mut work.solved, d, i as u32);
            }
            continue;
        }
        // At most 4 kings of 14 moves each, or fewer men's moves.
        work.cells[i].left = inside as u8;
        if let Some(value) = best {
            work.cells[i].best_out = code::encode(value).ok_or(BuildError::TooLong(signature))?;
            if let Value::Win(d) = value {
                push_at(&mut work.wins_out, d, i as u32);
            }
        }
    }
    Ok(work)
}

/// Step 2: level by level, from the positions solved to their predecessors.
fn retrograde(geo: &Geometry, works: &mut [Work], stop: &AtomicBool) -> Result<(), BuildError> {
    let mut d: u16 = 0;
    loop {
        let pending = works
            .iter()
            .any(|w| w.solved.len() > d as usize || w.wins_out.len() > d as usize);
        if !pending {
            return Ok(());
        }
        if d > MAX_DISTANCE {
            return Err(BuildError::TooLong(works[0].layout.signature));
        }
        // Wins by a move out of the pair, unless a shorter one was found.
        for w in works.iter_mut() {
            if let Some(list) = w.wins_out.get_mut(d as usize) {
                for i in std::mem::take(list) {
                    if w.cells[i as usize].code == UNKNOWN {
                        w.cells[i as usize].code = code::win(d);
                        push_at(&mut w.solved, d, i);
                    }
                }
            }
        }
        let lists: Vec<Vec<u32>> = works
            .iter_mut()
            .map(|w| {
                w.solved
                    .get_mut(d as usize)
                    .map(std::mem::take)
                    .unwrap_or_default()
            })
            .collect();
        across_pair(works, &lists, |list, from, into| {
            pass_back(geo, list, d, from, into, stop)
        })?;
        d += 1;
    }
}

/// Passes the values of `list`, positions of `from` solved at distance `d`, to
/// their predecessors in `into`. A win and a loss take odd and even numbers of
/// plies, so `d` says which each is.
fn pass_back(
    geo: &Geometry,
    list: &[u32],
    d: u16,
    from: &Layout,
    into: &mut Target<'_>,
    stop: &AtomicBool,
) -> Result<(), BuildError> {
    let lost_here = d.is_multiple_of(2);
    let mut preds: Vec<Board> = Vec::with_capacity(64);
    for (k, &i) in list.iter().enumerate() {
        if k % STOP_CHECK == 0 {
            cancelled(stop)?;
        }
        let board = from.board(geo, i as usize);
        let kings = predecessors(&board, false, &mut preds);
        for (k, pred) in preds.iter().enumerate() {
            let j = into.layout.full_index(pred);
            let Some(cell) = into.cell(j) else {
                continue;
            };
            if k >= kings && lost_here {
                // A man's move that wins: it zeroes the count.
                cell.flags |= ZEROING_WINS;
            }
            if cell.code != UNKNOWN {
                continue;
            }
            if lost_here {
                cell.code = code::win(d + 1);
                push_at(&mut into.solved, d + 1, j as u32);
                continue;
            }
            cell.left -= 1;
            if cell.left > 0 {
                continue;
            }
            let longest = match code::decode(cell.best_out) {
                _ if cell.best_out == NONE => d + 1,
                Value::Loss(m) => m.max(d + 1),
                // A draw or a win out of the pair: never lost.
                _ => continue,
            };
            if longest > MAX_DISTANCE {
                return Err(BuildError::TooLong(into.layout.signature));
            }
            cell.code = code::loss(longest);
            push_at(&mut into.solved, longest, j as u32);
        }
    }
    Ok(())
}

fn stats_of(codes: impl Iterator<Item = u8>, captures: u64) -> SignatureStats {
    let mut stats = SignatureStats {
        captures,
        ..SignatureStats::default()
    };
    for c in codes {
        if c == NONE {
            continue;
        }
        stats.positions += 1;
        match code::decode(c) {
            Value::Win(n) => {
                stats.wins += 1;
                stats.longest_win = stats.longest_win.max(n);
            }
            Value::Loss(n) => {
                stats.losses += 1;
                stats.longest_loss = stats.longest_loss.max(n);
            }
            Value::Draw => stats.draws += 1,
        }
    }
    stats
}
