//! The solved tables of one reading of the lone-piece rule, held in memory:
//! probes, the value of every move, the best move, and the bytes on disk.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::board::{Board, MAX_PIECES, Signature, SignatureSlots};
use super::build::{self, Progress, SignatureStats, SignatureTable};
use super::code;
use super::index::{Geometry, Layout};
use super::store::{Packed, Reader};
use super::work::{BuildError, decided_signature};
use crate::ai::Value;
use crate::games::dama::{DamaRules, LonePiece, Move, Position};

/// A table value with its distance to zeroing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// From the side to move, repetition and no-progress draws ignored.
    pub value: Value,
    /// Plies to the next capture or man's move (or the end of the game) when
    /// the winner hurries and the loser delays it (see [`super::zeroing`]); 0
    /// for a draw or a finished game.
    pub zeroing: u16,
}

impl Entry {
    /// Whether the no-progress rule (`no_progress` moves a side, 0 = off) turns
    /// this win or loss into a draw under best play, when the count stands at
    /// `quiet_plies`: the loser can then put off every capture and man's move
    /// until the count runs out. Exact whenever `2 * no_progress` is at least
    /// [`Tables::longest_zeroing`] (15 plies with four pieces, 31 with five; see
    /// [`super::zeroing`]).
    pub fn spoiled(&self, quiet_plies: u16, no_progress: u16) -> bool {
        no_progress > 0
            && self.zeroing > 0
            && u32::from(quiet_plies) + u32::from(self.zeroing) > 2 * u32::from(no_progress)
    }

    /// The value when the no-progress rule is counted too.
    pub fn under_no_progress(&self, quiet_plies: u16, no_progress: u16) -> Value {
        if self.spoiled(quiet_plies, no_progress) {
            Value::Draw
        } else {
            self.value
        }
    }
}

/// A legal move with its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: Move,
    /// From the mover's view: a move into `loss 4` is `win 5`.
    pub value: Value,
    /// The distance to zeroing through this move: 1 for a capture, a man's move
    /// or a move that ends the game, else 1 + that of the position it leads to
    /// (0 if it draws).
    pub zeroing: u16,
    /// The position it leads to, as the tables value it (from the opponent's
    /// view).
    pub after: Entry,
}

impl MoveValue {
    /// Its value when the no-progress rule is counted, the count standing at
    /// `quiet_plies` before the move.
    pub fn under_no_progress(&self, pos: &Position, quiet_plies: u16, no_progress: u16) -> Value {
        let count = if self.resets_count(pos) {
            0
        } else {
            quiet_plies.saturating_add(1)
        };
        self.after.under_no_progress(count, no_progress).for_mover()
    }

    /// Whether the move sets the no-progress count back to 0 (a capture or a
    /// man's move).
    pub fn resets_count(&self, pos: &Position) -> bool {
        self.mv.is_capture() || pos.kings(pos.side_to_move()) & self.mv.from().bit() == 0
    }
}

/// The tables of one reading of the lone-piece rule, for every position with at
/// most `max_pieces` pieces. `Send + Sync`: share it behind an `Arc`.
///
/// Two ways to ask for a value:
/// - [`Tables::probe`] and [`Tables::entry`] value a position *reached by a
///   move*, as every table entry is: the lone-piece rule applies to it (under
///   `KingWins`, a lone piece to move against a king has lost: `loss 0`). This
///   is what a search wants at every node.
/// - [`Tables::root_entry`] values a position that has just been *set up* (a
///   position string, a lesson, the editor), which the lone-piece rule does not
///   decide before a move is made (RULES.md section 2, End): its value comes
///   from its moves, each of which leads to a table position.
#[derive(Debug)]
pub struct Tables {
    lone_piece: LonePiece,
    max_pieces: u32,
    geo: Geometry,
    tables: Vec<SignatureTable>,
    /// Each signature's index into `tables`.
    slots: SignatureSlots,
}

fn rules_for(lone_piece: LonePiece) -> DamaRules {
    DamaRules {
        lone_piece,
        ..DamaRules::default()
    }
}

impl Tables {
    /// Solves every signature with at most `max_pieces` pieces (2 to 5). Progress
    /// is reported before each signature; raising `stop` cancels the build.
    pub fn build(
        lone_piece: LonePiece,
        max_pieces: u32,
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<Tables, BuildError> {
        let max_pieces = max_pieces.clamp(2, MAX_PIECES);
        Tables::build_signatures(
            lone_piece,
            max_pieces,
            Signature::all_up_to(max_pieces),
            progress,
            stop,
        )
    }

    /// Solves the signatures of `targets` (and their exchanges) with those their
    /// captures and promotions lead to, and no more: positions of other
    /// signatures are not covered. For tests and quick answers; only complete
    /// tables ([`Tables::build`]) are saved.
    pub fn build_for(
        lone_piece: LonePiece,
        targets: &[Signature],
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<Tables, BuildError> {
        let signatures: Vec<Signature> = Signature::all_up_to(MAX_PIECES)
            .into_iter()
            .filter(|s| targets.iter().any(|t| t.may_lead_to(s)))
            .collect();
        let max_pieces = signatures.iter().map(Signature::pieces).max().unwrap_or(2);
        Tables::build_signatures(lone_piece, max_pieces, signatures, progress, stop)
    }

    fn build_signatures(
        lone_piece: LonePiece,
        max_pieces: u32,
        signatures: Vec<Signature>,
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<Tables, BuildError> {
        let geo = Geometry::new();
        let tables = build::solve_all(&geo, &signatures, lone_piece, progress, stop)?.into_tables();
        Ok(Tables::assemble(lone_piece, max_pieces, geo, tables))
    }

    fn assemble(
        lone_piece: LonePiece,
        max_pieces: u32,
        geo: Geometry,
        tables: Vec<SignatureTable>,
    ) -> Tables {
        let mut slots = SignatureSlots::new();
        for (i, t) in tables.iter().enumerate() {
            slots.set(t.layout.signature, i);
        }
        Tables {
            lone_piece,
            max_pieces,
            geo,
            tables,
            slots,
        }
    }

    pub fn lone_piece(&self) -> LonePiece {
        self.lone_piece
    }

    /// The most pieces a covered position has.
    pub fn max_pieces(&self) -> u32 {
        self.max_pieces
    }

    /// Every signature with its statistics, in build order.
    pub fn signatures(&self) -> impl Iterator<Item = (Signature, SignatureStats)> + '_ {
        self.tables.iter().map(|t| (t.layout.signature, t.stats))
    }

    /// The longest distance to zeroing in the tables, in plies.
    pub fn longest_zeroing(&self) -> u16 {
        self.tables
            .iter()
            .map(|t| t.stats.longest_zeroing)
            .max()
            .unwrap_or(0)
    }

    /// The bytes the packed values take in memory (and, within a few bytes per
    /// signature, on disk).
    pub fn size(&self) -> usize {
        self.tables
            .iter()
            .filter_map(|t| t.packed.as_ref())
            .map(Packed::size)
            .sum()
    }

    /// The value of a position reached by a move (see [`Tables`]); `None` when
    /// it has more pieces than the tables cover.
    #[inline]
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        self.entry(pos).map(|e| e.value)
    }

    /// The value and distance to zeroing of a position reached by a move.
    pub fn entry(&self, pos: &Position) -> Option<Entry> {
        if pos.occupied().count_ones() > self.max_pieces {
            return None;
        }
        if let Some(outcome) = pos.decided_by_material(&rules_for(self.lone_piece)) {
            return Some(Entry {
                value: build::outcome_value(outcome, pos.side_to_move()),
                zeroing: 0,
            });
        }
        let board = Board::from_position(pos);
        let s = board.signature();
        let table = self.tables.get(self.slots.get(s)?)?;
        let (c, zeroing) = match &table.packed {
            Some(packed) => packed.get(table.layout.reduced_index(&self.geo, &board)),
            None => (decided_signature(s, self.lone_piece)?, 0),
        };
        Some(Entry {
            value: code::decode(c),
            zeroing: zeroing.into(),
        })
    }

    /// Every legal move with its value from the mover's view, best first (the
    /// quickest win, then draws, then the slowest loss). `None` when the position
    /// has more pieces than the tables cover. A position with no legal move gives
    /// an empty list.
    pub fn move_values(&self, pos: &Position) -> Option<Vec<MoveValue>> {
        if pos.occupied().count_ones() > self.max_pieces {
            return None;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let us = pos.side_to_move();
        let mut values = Vec::with_capacity(moves.len());
        for mv in moves {
            let after = self.entry(&pos.play(&mv))?;
            let value = after.value.for_mover();
            let resets = mv.is_capture() || pos.kings(us) & mv.from().bit() == 0;
            let zeroing = match value {
                Value::Draw => 0,
                _ if resets => 1,
                _ => 1 + after.zeroing,
            };
            values.push(MoveValue {
                mv,
                value,
                zeroing,
                after,
            });
        }
        values.sort_by_key(|m| std::cmp::Reverse(m.value));
        Some(values)
    }

    /// The value of a position that has just been set up: from its moves, the
    /// lone-piece rule not applied to it (it is applied after each move). A
    /// position with no legal move is lost (`loss 0`).
    pub fn root_entry(&self, pos: &Position) -> Option<Entry> {
        let moves = self.move_values(pos)?;
        let Some(best) = moves.first() else {
            return Some(Entry {
                value: Value::Loss(0),
                zeroing: 0,
            });
        };
        let zeroing = match best.value {
            Value::Draw => 0,
            // The winner picks the quickest zeroing among the moves that win.
            Value::Win(_) => moves
                .iter()
                .filter(|m| m.value.is_win())
                .map(|m| m.zeroing)
                .min()
                .unwrap_or(0),
            // Every move loses; the loser delays as long as it can.
            Value::Loss(_) => moves.iter().map(|m| m.zeroing).max().unwrap_or(0),
        };
        Some(Entry {
            value: best.value,
            zeroing,
        })
    }

    /// The move to play: the quickest win, else a draw, else the slowest loss,
    /// counting the no-progress rule from the position's count (a win the rule
    /// would spoil counts as a draw, for either side), the table value breaking
    /// ties. `None` when the position is not covered or has no legal move.
    pub fn best_move(&self, pos: &Position, no_progress: u16) -> Option<MoveValue> {
        let quiet = pos.quiet_plies();
        let key = |m: &MoveValue| (m.under_no_progress(pos, quiet, no_progress), m.value);
        let mut best: Option<MoveValue> = None;
        for m in self.move_values(pos)? {
            if best.is_none_or(|b| key(&m) > key(&b)) {
                best = Some(m);
            }
        }
        best
    }

    /// The tables as bytes, for the cache file (without its header).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&(self.tables.len() as u32).to_le_bytes());
        for t in &self.tables {
            let s = t.layout.signature;
            out.extend_from_slice(&[s.us_kings, s.us_men, s.them_kings, s.them_men]);
            let st = &t.stats;
            for n in [st.positions, st.wins, st.draws, st.losses, st.captures] {
                out.extend_from_slice(&n.to_le_bytes());
            }
            for n in [st.longest_win, st.longest_loss, st.longest_zeroing] {
                out.extend_from_slice(&n.to_le_bytes());
            }
            match &t.packed {
                Some(p) => {
                    out.push(1);
                    p.write(&mut out);
                }
                None => out.push(0),
            }
        }
        out
    }

    /// Reads what [`Tables::to_bytes`] wrote, for this reading and size; every
    /// part is checked, so a damaged file is refused, never half read.
    /// The tables keep `bytes`, not a copy of their parts.
    pub fn from_bytes(
        bytes: Vec<u8>,
        lone_piece: LonePiece,
        max_pieces: u32,
    ) -> Result<Tables, &'static str> {
        let max_pieces = max_pieces.clamp(2, MAX_PIECES);
        let expected = Signature::all_up_to(max_pieces);
        let geo = Geometry::new();
        let bytes = Arc::new(bytes);
        let mut input = Reader::new(&bytes);
        if input.u32()? as usize != expected.len() {
            return Err("the tables hold another set of signatures");
        }
        let mut tables = Vec::with_capacity(expected.len());
        for &s in &expected {
            let b = input.bytes(4)?;
            if b != [s.us_kings, s.us_men, s.them_kings, s.them_men] {
                return Err("the tables hold another set of signatures");
            }
            let mut stats = SignatureStats {
                positions: input.u64()?,
                wins: input.u64()?,
                draws: input.u64()?,
                losses: input.u64()?,
                captures: input.u64()?,
                ..SignatureStats::default()
            };
            stats.longest_win = input.u16()?;
            stats.longest_loss = input.u16()?;
            stats.longest_zeroing = input.u16()?;
            let layout = Layout::new(s);
            let decided = decided_signature(s, lone_piece).is_some();
            let packed = match input.u8()? {
                0 if decided => None,
                1 if !decided => Some(Packed::read(
                    &mut input,
                    layout.reduced_len(&geo),
                    code::MAX_CODE,
                )?),
                _ => return Err("a table is stored in the wrong form"),
            };
            tables.push(SignatureTable {
                layout,
                stats,
                packed,
            });
        }
        if !input.is_done() {
            return Err("the tables have bytes left over");
        }
        Ok(Tables::assemble(lone_piece, max_pieces, geo, tables))
    }
}

/// The tables of both readings of the lone-piece rule, each loaded or not.
/// `Send + Sync`: the search holds one behind an `Arc`.
#[derive(Debug, Default, Clone)]
pub struct TableSet {
    pub king_wins: Option<std::sync::Arc<Tables>>,
    pub draw: Option<std::sync::Arc<Tables>>,
}

// The tables are shared between the search's threads: a change that makes
// them not `Send + Sync` fails the build here.
const _: () = {
    const fn assert_shared<T: Send + Sync>() {}
    assert_shared::<Tables>();
    assert_shared::<TableSet>();
};

impl TableSet {
    /// The tables of a reading, if loaded.
    pub fn get(&self, lone_piece: LonePiece) -> Option<&Tables> {
        match lone_piece {
            LonePiece::KingWins => self.king_wins.as_deref(),
            LonePiece::Draw => self.draw.as_deref(),
        }
    }

    /// Keeps `tables` for its reading.
    pub fn insert(&mut self, tables: std::sync::Arc<Tables>) {
        match tables.lone_piece() {
            LonePiece::KingWins => self.king_wins = Some(tables),
            LonePiece::Draw => self.draw = Some(tables),
        }
    }

    /// The value of a position reached by a move under the reading
    /// `lone_piece` (see [`Tables::probe`]); `None` when it has more pieces than
    /// the tables cover or that reading's tables are not loaded.
    #[inline]
    pub fn probe(&self, pos: &Position, lone_piece: LonePiece) -> Option<Value> {
        self.get(lone_piece)?.probe(pos)
    }
}

/// The search asks the tables at every node (reached by a move, as the tables
/// value positions). The no-progress count is counted: a win the rule would
/// spoil from the node's count is a draw, so the engine converts wins it can
/// win within the rule and holds what it cannot.
impl crate::ai::search::EndgameTables for Tables {
    fn probe(&self, pos: &Position, rules: &crate::games::dama::DamaRules) -> Option<Value> {
        if rules.lone_piece != self.lone_piece {
            return None;
        }
        self.entry(pos)
            .map(|e| e.under_no_progress(pos.quiet_plies(), rules.no_progress))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_piece_tables_read_back_from_their_bytes() {
        let stop = AtomicBool::new(false);
        for lone in [LonePiece::KingWins, LonePiece::Draw] {
            let tables = Tables::build(lone, 2, &|_| {}, &stop).unwrap();
            let bytes = tables.to_bytes();
            let back = Tables::from_bytes(bytes.clone(), lone, 2).unwrap();
            assert_eq!(back.to_bytes(), bytes);
            let p: Position = "B:WKa1:Bc3".parse().unwrap();
            assert_eq!(back.entry(&p), tables.entry(&p));
            // Other sizes and cut bytes are refused.
            assert!(Tables::from_bytes(bytes.clone(), lone, 3).is_err());
            let cut = bytes[..bytes.len() - 1].to_vec();
            assert!(Tables::from_bytes(cut, lone, 2).is_err());
            let mut longer = bytes.clone();
            longer.push(0);
            assert!(Tables::from_bytes(longer, lone, 2).is_err());
        }
    }
}
